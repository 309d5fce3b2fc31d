//! Ground rules evaluated top-down from the atom asked about, each atom at most once per
//! state. A program works out every atom a question could need; this stops at a rule's first
//! false literal and asks only what the rules still open need. Amazons' end asks whether a
//! queen can move: a program works out every path on the board, this looks beside the queens.
//! Rules that recurse (paths that wrap round a torus) are asked a cycle at a time: the first
//! question about a cycle of atoms works the whole cycle out to its least fixpoint.

use std::cell::RefCell;
use std::collections::HashMap;

/// Where an input atom's value is read: the state's facts (its number there) or the atoms
/// true whatever the state.
const FACT: u32 = 1 << 31;
const CONSTANT: u32 = u32::MAX;
/// No literal: a group of rules with nothing in common, or an atom in no cycle.
const NONE: u32 = u32::MAX;

/// Rules by head, over atoms numbered apart: what a derived atom's rules say, inputs read.
pub struct Demand {
    /// Each atom's derived number, or where its value is read (`FACT | fact`, `CONSTANT`).
    kind: Vec<u32>,
    /// Derived atom `k`'s groups of rules are `groups[starts[k]..starts[k + 1]]`.
    starts: Vec<u32>,
    /// Rules sharing their first literal (`NONE` for none): it, and their first and end rule.
    /// A false first literal skips the group: a queen's moves all ask for the queen.
    groups: Vec<(u32, u32, u32)>,
    /// Each rule's first literal after the group's, and its end, in `lits`.
    rules: Vec<(u32, u32)>,
    /// Literals as atom times two, plus one where negated: the cheapest to ask first.
    lits: Vec<u32>,
    /// Each derived atom's cycle (a place in `cycles`), or `NONE`.
    cycle_of: Vec<u32>,
    /// The derived atoms of each cycle, and for each of them the members whose rules ask it.
    cycles: Vec<Vec<(u32, Vec<u32>)>>,
}

/// What [`Demand::new`] needs of each atom besides its rules.
pub struct Shape<'a> {
    /// Its level: atoms of a lower one need fewer rules below them, so are asked first.
    pub level: &'a dyn Fn(u32) -> usize,
    /// The cycle of atoms that depend on each other it belongs to, if any. Negation must not
    /// pass through one (the rules are stratified).
    pub cycle: &'a dyn Fn(u32) -> Option<usize>,
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
    /// number) or the constants.
    pub fn new(rules: &[Vec<(Vec<u32>, Vec<u32>)>], derived: &[bool], facts: &[(u32, u32)], shape: &Shape) -> Demand {
        let mut kind = vec![CONSTANT; rules.len()];
        for &(atom, fact) in facts {
            kind[atom as usize] = FACT | fact;
        }
        let heads: Vec<usize> = (0..derived.len()).filter(|&a| derived[a] && kind[a] == CONSTANT).collect();
        for (k, &a) in heads.iter().enumerate() {
            kind[a] = k as u32;
        }
        let is_derived = |l: u32| kind[(l / 2) as usize] & FACT == 0 && kind[(l / 2) as usize] != CONSTANT;
        let cost = |l: u32| (is_derived(l), if is_derived(l) { (shape.level)(l / 2) } else { 0 }, l & 1, l);
        let mut demand = Demand {
            kind: Vec::new(),
            starts: vec![0],
            groups: Vec::new(),
            rules: Vec::new(),
            lits: Vec::new(),
            cycle_of: Vec::new(),
            cycles: Vec::new(),
        };
        let mut places: HashMap<usize, u32> = HashMap::new();
        for &a in &heads {
            let mut own: Vec<Vec<u32>> = (rules[a].iter())
                .map(|(pos, neg)| {
                    let mut lits: Vec<u32> = pos.iter().map(|&b| b * 2).chain(neg.iter().map(|&b| b * 2 + 1)).collect();
                    lits.sort_by_key(|&l| cost(l));
                    lits
                })
                .collect();
            own.sort_by_key(|lits| lits.first().map(|&l| cost(l)));
            for (first, same) in own.chunk_by(|x, y| x.first() == y.first()).map(|c| (c[0].first(), c)) {
                let from = demand.rules.len() as u32;
                for lits in same {
                    let start = demand.lits.len() as u32 + u32::from(first.is_some());
                    demand.lits.extend(lits);
                    demand.rules.push((start, demand.lits.len() as u32));
                }
                demand.groups.push((first.copied().unwrap_or(NONE), from, demand.rules.len() as u32));
            }
            demand.starts.push(demand.groups.len() as u32);
            demand.cycle_of.push((shape.cycle)(a as u32).map_or(NONE, |c| {
                *places.entry(c).or_insert_with(|| {
                    demand.cycles.push(Vec::new());
                    demand.cycles.len() as u32 - 1
                })
            }));
        }
        demand.kind = kind;
        demand.link_cycles(&heads, rules);
        demand
    }

    /// Each cycle's members, each with the members whose rules ask it.
    fn link_cycles(&mut self, heads: &[usize], rules: &[Vec<(Vec<u32>, Vec<u32>)>]) {
        for (k, &c) in self.cycle_of.iter().enumerate() {
            if c != NONE {
                self.cycles[c as usize].push((k as u32, Vec::new()));
            }
        }
        for cycle in 0..self.cycles.len() {
            let place: HashMap<u32, usize> = self.cycles[cycle].iter().enumerate().map(|(i, m)| (m.0, i)).collect();
            for i in 0..self.cycles[cycle].len() {
                let k = self.cycles[cycle][i].0;
                for b in rules[heads[k as usize]].iter().flat_map(|(pos, _)| pos) {
                    if let Some(&j) = place.get(&self.kind[*b as usize]) {
                        self.cycles[cycle][j].1.push(k);
                    }
                }
            }
            for member in &mut self.cycles[cycle] {
                member.1.sort_unstable();
                member.1.dedup();
            }
        }
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
            let mut asked = Asked { facts, constants, stamp: *stamp, memo };
            self.ask(atom, &mut asked)
        })
    }

    fn ask(&self, atom: u32, at: &mut Asked) -> bool {
        let kind = self.kind[atom as usize];
        if kind == CONSTANT {
            return get(at.constants, atom);
        }
        if kind & FACT != 0 {
            return get(at.facts, kind & !FACT);
        }
        let known = at.memo[kind as usize];
        if known >> 1 == at.stamp {
            return known & 1 == 1;
        }
        let cycle = self.cycle_of[kind as usize];
        if cycle != NONE {
            self.fixpoint(&self.cycles[cycle as usize], at);
            return at.memo[kind as usize] & 1 == 1;
        }
        let holds = self.derives(kind, at);
        at.memo[kind as usize] = at.stamp << 1 | holds as u32;
        holds
    }

    fn holds_lit(&self, l: u32, at: &mut Asked) -> bool {
        self.ask(l / 2, at) != (l & 1 == 1)
    }

    /// Whether one of derived atom `k`'s rules holds.
    fn derives(&self, k: u32, at: &mut Asked) -> bool {
        let groups = &self.groups[self.starts[k as usize] as usize..self.starts[k as usize + 1] as usize];
        groups.iter().any(|&(first, from, to)| {
            (first == NONE || self.holds_lit(first, at))
                && self.rules[from as usize..to as usize]
                    .iter()
                    .any(|&(start, end)| self.lits[start as usize..end as usize].iter().all(|&l| self.holds_lit(l, at)))
        })
    }

    /// A cycle's atoms worked out together: all false at first, each member's rules tried
    /// once, then again only for the members that ask an atom just found true. Inside, a
    /// member's value is read from the memo as it stands; atoms outside the cycle cannot
    /// depend on it, so what they work out meanwhile is final.
    fn fixpoint(&self, members: &[(u32, Vec<u32>)], at: &mut Asked) {
        for &(m, _) in members {
            at.memo[m as usize] = at.stamp << 1;
        }
        let mut todo: Vec<u32> = members.iter().rev().map(|m| m.0).collect();
        while let Some(m) = todo.pop() {
            if at.memo[m as usize] & 1 == 0 && self.derives(m, at) {
                at.memo[m as usize] = at.stamp << 1 | 1;
                // Members are in the order of their numbers.
                let i = members.partition_point(|x| x.0 < m);
                todo.extend(members[i].1.iter().copied());
            }
        }
    }
}

/// One question's state: the facts and constants it reads, and the memo it fills.
struct Asked<'a> {
    facts: &'a [u64],
    constants: &'a [u64],
    stamp: u32,
    memo: &'a mut [u32],
}
