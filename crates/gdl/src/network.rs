//! Incremental evaluation for playouts. The state-dependent ground rules form a network in
//! which each rule counts its satisfied literals and each atom its satisfied rules, so a step
//! of a playout touches only what its changed facts and moves reach instead of every rule.
//! Counts cannot tell a loop of atoms holding each other up from real support, so a
//! description with positive recursion among state-dependent atoms is evaluated whole instead.

/// The rules as the network sees them: who uses each atom, each rule's head and size.
pub struct Network {
    /// Atom `a`'s uses are `uses[starts[a]..starts[a + 1]]`: rule number times two, plus one
    /// where the atom is negated.
    starts: Vec<u32>,
    uses: Vec<u32>,
    heads: Vec<u32>,
    /// How many literals each rule has.
    sizes: Vec<i32>,
}

/// Values of every atom for one state (and the moves last set), with the counts that keep
/// them up to date as facts change.
pub struct Values {
    pub bits: Vec<u64>,
    /// Each rule's satisfied literals, and each atom's satisfied rules.
    satisfied: Vec<i32>,
    support: Vec<i32>,
    todo: Vec<(u32, bool)>,
}

fn get(v: &[u64], i: u32) -> bool {
    v[(i / 64) as usize] >> (i % 64) & 1 == 1
}

fn put(v: &mut [u64], i: u32, on: bool) {
    let (w, b) = ((i / 64) as usize, i % 64);
    v[w] = v[w] & !(1 << b) | (on as u64) << b;
}

impl Network {
    /// The network of `rules` (head, positive literals, negative literals) over `atoms` atoms.
    pub fn new<'a>(atoms: usize, rules: impl Iterator<Item = (u32, &'a [u32], &'a [u32])>) -> Network {
        let mut heads = Vec::new();
        let mut sizes = Vec::new();
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for (r, (head, pos, neg)) in rules.enumerate() {
            let r = r as u32;
            heads.push(head);
            sizes.push((pos.len() + neg.len()) as i32);
            pairs.extend(pos.iter().map(|&a| (a, 2 * r)));
            pairs.extend(neg.iter().map(|&a| (a, 2 * r + 1)));
        }
        pairs.sort_unstable();
        let mut starts = vec![0u32; atoms + 1];
        for &(a, _) in &pairs {
            starts[a as usize + 1] += 1;
        }
        for a in 0..atoms {
            starts[a + 1] += starts[a];
        }
        Network { starts, uses: pairs.into_iter().map(|p| p.1).collect(), heads, sizes }
    }

    /// The counts behind `bits`, which must already be the values the rules give.
    pub fn values(&self, bits: Vec<u64>) -> Values {
        let mut satisfied = vec![0i32; self.heads.len()];
        for (a, window) in self.starts.windows(2).enumerate() {
            let on = get(&bits, a as u32);
            for &u in &self.uses[window[0] as usize..window[1] as usize] {
                satisfied[(u / 2) as usize] += (on != (u & 1 == 1)) as i32;
            }
        }
        let mut support = vec![0i32; self.starts.len() - 1];
        for (r, &n) in satisfied.iter().enumerate() {
            support[self.heads[r] as usize] += (n == self.sizes[r]) as i32;
        }
        Values { bits, satisfied, support, todo: Vec::new() }
    }

    /// Makes input atom `atom` (a fact or a move) `on`, and everything it reaches follow.
    /// Counts are exact sums, so the order changes are passed on in does not matter.
    pub fn set(&self, values: &mut Values, atom: u32, on: bool) {
        if get(&values.bits, atom) == on {
            return;
        }
        put(&mut values.bits, atom, on);
        values.todo.push((atom, on));
        while let Some((a, on)) = values.todo.pop() {
            let (from, to) = (self.starts[a as usize] as usize, self.starts[a as usize + 1] as usize);
            for &u in &self.uses[from..to] {
                let r = (u / 2) as usize;
                let was = values.satisfied[r] == self.sizes[r];
                values.satisfied[r] += if on != (u & 1 == 1) { 1 } else { -1 };
                let is = values.satisfied[r] == self.sizes[r];
                if was == is {
                    continue;
                }
                let head = self.heads[r];
                let support = &mut values.support[head as usize];
                let held = *support > 0;
                *support += if is { 1 } else { -1 };
                if held != (*support > 0) {
                    put(&mut values.bits, head, !held);
                    values.todo.push((head, !held));
                }
            }
        }
    }
}
