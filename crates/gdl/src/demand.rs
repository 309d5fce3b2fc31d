//! Ground rules evaluated top-down from the atom asked about, each atom at most once per
//! state. A program works out every atom a question could need; this stops at a rule's first
//! false literal and asks only what the rules still open need. Amazons' end asks whether a
//! queen can move: a program works out every path on the board, this looks beside the queens.

use std::cell::RefCell;

/// Where an input atom's value is read: the state's facts (its number there) or the atoms
/// true whatever the state.
const FACT: u32 = 1 << 31;
const CONSTANT: u32 = u32::MAX;

/// Rules by head, over atoms numbered apart: what a derived atom's rules say, inputs read.
pub struct Demand {
    /// Each atom's derived number, or where its value is read (`FACT | fact`, `CONSTANT`).
    kind: Vec<u32>,
    /// Derived atom `k`'s rules are `rules[starts[k]..starts[k + 1]]`.
    starts: Vec<u32>,
    /// Each rule's first literal and end in `lits`.
    rules: Vec<(u32, u32)>,
    /// Literals as atom times two, plus one where negated: inputs first, the cheapest to ask.
    lits: Vec<u32>,
}

thread_local! {
    /// Each derived atom's value on this thread, known for the evaluation of its `stamp`:
    /// stamp times two, plus one where true. No clearing between states.
    static MEMO: RefCell<(u32, Vec<u32>)> = const { RefCell::new((0, Vec::new())) };
}

fn get(v: &[u64], i: u32) -> bool {
    v.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1)
}

impl Demand {
    /// The rules of the atoms `derived` marks (heads with their positive and negative literals,
    /// by atom), the other atoms read from a state's facts (`facts`: atom and its fact's
    /// number) or the constants. The rules must not recurse.
    pub fn new(rules: &[Vec<(Vec<u32>, Vec<u32>)>], derived: &[bool], facts: &[(u32, u32)]) -> Demand {
        let mut kind = vec![CONSTANT; rules.len()];
        for &(atom, fact) in facts {
            kind[atom as usize] = FACT | fact;
        }
        let mut starts = vec![0];
        let (mut out, mut lits) = (Vec::new(), Vec::new());
        for a in 0..derived.len() {
            if !derived[a] || kind[a] != CONSTANT {
                continue;
            }
            kind[a] = starts.len() as u32 - 1;
            for (pos, neg) in &rules[a] {
                let first = lits.len() as u32;
                lits.extend(pos.iter().map(|&b| b * 2).chain(neg.iter().map(|&b| b * 2 + 1)));
                out.push((first, lits.len() as u32));
            }
            starts.push(out.len() as u32);
        }
        for &(first, end) in &out {
            lits[first as usize..end as usize].sort_by_key(|&l| (derived[(l / 2) as usize], l & 1, l));
        }
        Demand { kind, starts, rules: out, lits }
    }

    /// Whether `atom` holds in the state `facts`, with `constants`.
    pub fn holds(&self, atom: u32, facts: &[u64], constants: &[u64]) -> bool {
        MEMO.with_borrow_mut(|(stamp, memo)| {
            memo.resize(self.starts.len() - 1, 0);
            *stamp += 1;
            if *stamp >= 1 << 30 {
                memo.fill(0);
                *stamp = 1;
            }
            self.ask(atom, facts, constants, *stamp, memo)
        })
    }

    fn ask(&self, atom: u32, facts: &[u64], constants: &[u64], stamp: u32, memo: &mut [u32]) -> bool {
        let kind = self.kind[atom as usize];
        if kind == CONSTANT {
            return get(constants, atom);
        }
        if kind & FACT != 0 {
            return get(facts, kind & !FACT);
        }
        let known = memo[kind as usize];
        if known >> 1 == stamp {
            return known & 1 == 1;
        }
        let rules = &self.rules[self.starts[kind as usize] as usize..self.starts[kind as usize + 1] as usize];
        let holds = rules.iter().any(|&(first, end)| {
            (self.lits[first as usize..end as usize].iter())
                .all(|&l| self.ask(l / 2, facts, constants, stamp, memo) != (l & 1 == 1))
        });
        memo[kind as usize] = stamp << 1 | holds as u32;
        holds
    }
}
