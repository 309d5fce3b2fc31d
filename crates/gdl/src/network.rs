//! Incremental evaluation for playouts. The ground rules a state, its legal moves and its
//! next state need form a network in which each rule counts its literals not yet satisfied and
//! each atom its satisfied rules, so a step of a playout touches only what its changed facts
//! and moves reach instead of every rule. Counts cannot tell a loop of atoms holding each other
//! up from real support, so a description with positive recursion among state-dependent atoms
//! is evaluated whole instead.

/// The rules as the network sees them: who uses each atom, each rule's head and size.
pub struct Network {
    /// Where each atom's value is also kept in [`Values::out`], or `u32::MAX`: a caller
    /// reads a set of atoms (legal moves, next facts) as words there instead of atom by atom.
    places: Vec<u32>,
    /// Atom `a`'s uses are `uses[starts[a]..starts[a + 1]]`: rule number times two, plus one
    /// where the atom is negated.
    starts: Vec<u32>,
    uses: Vec<u32>,
    /// Each rule's head, with [`SOLE`] where it is its head's only rule.
    heads: Vec<u32>,
    /// How many literals each rule has.
    sizes: Vec<u16>,
}

/// Marks a head whose value is its one rule's, which needs no count of satisfied rules.
const SOLE: u32 = 1 << 31;

/// Values of every atom for one state (and the moves last set), with the counts that keep
/// them up to date as facts change.
pub struct Values {
    pub bits: Vec<u64>,
    /// Each rule's literals not satisfied (it holds at zero): two bytes a rule, so the
    /// counts a step reaches stay in the processor's caches; heads are read only when a
    /// rule starts or stops holding.
    missing: Vec<u16>,
    /// Each atom's satisfied rules, for atoms of more than one rule.
    support: Vec<i32>,
    todo: Vec<(u32, bool)>,
    /// The values of the atoms the network was given places for, at their places.
    pub out: Vec<u64>,
}

fn get(v: &[u64], i: u32) -> bool {
    v[(i / 64) as usize] >> (i % 64) & 1 == 1
}

fn put(v: &mut [u64], i: u32, on: bool) {
    let (w, b) = ((i / 64) as usize, i % 64);
    v[w] = v[w] & !(1 << b) | (on as u64) << b;
}

impl Network {
    /// The network of `rules` (head, positive literals, negative literals) over `atoms` atoms,
    /// keeping atoms' values at their `places` (atom, place) too; none if a rule has more
    /// literals than a count holds.
    pub fn new<'a>(
        atoms: usize,
        rules: impl Iterator<Item = (u32, &'a [u32], &'a [u32])>,
        places: &[(u32, u32)],
    ) -> Option<Network> {
        let mut heads = Vec::new();
        let mut sizes = Vec::new();
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        let mut rules_of = vec![0u32; atoms];
        for (r, (head, pos, neg)) in rules.enumerate() {
            let r = r as u32;
            heads.push(head);
            rules_of[head as usize] += 1;
            sizes.push(u16::try_from(pos.len() + neg.len()).ok()?);
            pairs.extend(pos.iter().map(|&a| (a, 2 * r)));
            pairs.extend(neg.iter().map(|&a| (a, 2 * r + 1)));
        }
        for head in &mut heads {
            if rules_of[*head as usize] == 1 {
                *head |= SOLE;
            }
        }
        // Rules renumbered in the order atoms first use them, so the rules one atom reaches
        // lie together in memory.
        pairs.sort_unstable();
        let mut order = vec![u32::MAX; heads.len()];
        let mut next = 0;
        for &(_, u) in &pairs {
            let r = (u / 2) as usize;
            if order[r] == u32::MAX {
                order[r] = next;
                next += 1;
            }
        }
        for slot in order.iter_mut().filter(|o| **o == u32::MAX) {
            *slot = next;
            next += 1;
        }
        let (mut moved_heads, mut moved_sizes) = (vec![0; heads.len()], vec![0; heads.len()]);
        for (r, &to) in order.iter().enumerate() {
            moved_heads[to as usize] = heads[r];
            moved_sizes[to as usize] = sizes[r];
        }
        let (heads, sizes) = (moved_heads, moved_sizes);
        for pair in &mut pairs {
            pair.1 = order[(pair.1 / 2) as usize] * 2 + (pair.1 & 1);
        }
        pairs.sort_unstable();
        let mut starts = vec![0u32; atoms + 1];
        for &(a, _) in &pairs {
            starts[a as usize + 1] += 1;
        }
        for a in 0..atoms {
            starts[a + 1] += starts[a];
        }
        let mut at = vec![u32::MAX; atoms];
        for &(a, place) in places {
            at[a as usize] = place;
        }
        Some(Network { places: at, starts, uses: pairs.into_iter().map(|p| p.1).collect(), heads, sizes })
    }

    /// The counts behind `bits`, which must already be the values the rules give.
    pub fn values(&self, bits: Vec<u64>) -> Values {
        let mut missing = self.sizes.clone();
        for (a, window) in self.starts.windows(2).enumerate() {
            let on = get(&bits, a as u32);
            for &u in &self.uses[window[0] as usize..window[1] as usize] {
                missing[(u / 2) as usize] -= (on != (u & 1 == 1)) as u16;
            }
        }
        let mut support = vec![0i32; self.starts.len() - 1];
        let mut bits = bits;
        for (&head, &missing) in self.heads.iter().zip(&missing) {
            support[(head & !SOLE) as usize] += (missing == 0) as i32;
        }
        // An atom no rule here asks about is only what its rules say: the caller may keep
        // fewer literals in them than its own programs (see `Compiled::gates`).
        for &head in &self.heads {
            let head = head & !SOLE;
            if self.starts[head as usize] == self.starts[head as usize + 1] {
                put(&mut bits, head, support[head as usize] > 0);
            }
        }
        let end = self.places.iter().filter(|&&p| p != u32::MAX).max().map_or(0, |&p| p as usize + 1);
        let mut out = vec![0u64; end.div_ceil(64)];
        for (a, &place) in self.places.iter().enumerate() {
            if place != u32::MAX && get(&bits, a as u32) {
                put(&mut out, place, true);
            }
        }
        Values { bits, missing, support, todo: Vec::new(), out }
    }

    /// Atom `atom`'s value, and its place's.
    fn put(&self, values: &mut Values, atom: u32, on: bool) {
        put(&mut values.bits, atom, on);
        let place = self.places[atom as usize];
        if place != u32::MAX {
            put(&mut values.out, place, on);
        }
    }

    /// Makes input atom `atom` (a fact or a move) `on`, and everything it reaches follow.
    /// Counts are exact sums, so the order changes are passed on in does not matter.
    pub fn set(&self, values: &mut Values, atom: u32, on: bool) {
        if get(&values.bits, atom) == on {
            return;
        }
        self.put(values, atom, on);
        values.todo.push((atom, on));
        while let Some((a, on)) = values.todo.pop() {
            let (from, to) = (self.starts[a as usize] as usize, self.starts[a as usize + 1] as usize);
            for &u in &self.uses[from..to] {
                let r = (u / 2) as usize;
                // Changes are passed on last in, first out, so a count may pass below zero for a
                // while (an atom made true is passed on before its own making false was): the
                // counts wrap, their sums stay exact, and each crossing of zero is undone by one
                // the other way.
                let missing = &mut values.missing[r];
                let was = *missing == 0;
                if on != (u & 1 == 1) {
                    *missing = missing.wrapping_sub(1);
                } else {
                    *missing = missing.wrapping_add(1);
                }
                let is = *missing == 0;
                if was == is {
                    continue;
                }
                let head = self.heads[r];
                if head & SOLE != 0 {
                    self.put(values, head & !SOLE, is);
                    values.todo.push((head & !SOLE, is));
                    continue;
                }
                let support = &mut values.support[head as usize];
                let held = *support > 0;
                *support += if is { 1 } else { -1 };
                if held != (*support > 0) {
                    self.put(values, head, !held);
                    values.todo.push((head, !held));
                }
            }
        }
    }
}
