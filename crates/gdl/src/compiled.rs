//! The compiled engine: a description grounded (see [`ground`](super::ground)), checked, and
//! reduced to ground rules over numbered atoms, evaluated bottom-up per state on bitsets in
//! stratified order. A state is the bitset of its `true` facts; a move a number.

use super::demand::{Demand, Shape};
use super::ground::{self, FastMap, FastSet, Limits, Names, Refused, Terms, pred_of};
use super::kif;
use super::machine::Machine;
use super::network::{Network, Values};
use super::seen::{Known, Seen};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use stratagem_ai::htn::parser::Clause;
use stratagem_ai::htn::{Sym, Term};
use stratagem_core::assets::LoadError;

/// A state: bit `i` is the `i`-th `true` fact, facts numbered in the order of their text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bits(Box<[u64]>);

fn get(v: &[u64], i: u32) -> bool {
    v[(i / 64) as usize] >> (i % 64) & 1 == 1
}

fn set(v: &mut [u64], i: u32) {
    v[(i / 64) as usize] |= 1 << (i % 64);
}

/// Why a description is not compiled: it breaks GDL's rules, or it is beyond this engine
/// (too big, or a construct it does not compile) and the resolver should run it.
#[derive(Debug)]
pub enum CompileError {
    Invalid(LoadError),
    Beyond(LoadError),
}

/// Ground rules for some target atoms, in an order where each group's dependencies come
/// first; a cyclic group (positive recursion) is repeated until nothing changes. Within a
/// group, rules sharing a trigger (a positive literal) are skipped together while it is false,
/// and within those, rules sharing a second trigger: the first is often a condition true half
/// the time (whose turn it is), the second what picks out the rule (a piece on its cell).
#[derive(Default)]
struct Program {
    /// First and last segment, and whether the group is cyclic.
    groups: Vec<(u32, u32, bool)>,
    /// Trigger atom (`u32::MAX` for none), first and last subsegment.
    segments: Vec<(u32, u32, u32)>,
    /// Second trigger atom (`u32::MAX` for none), first and last rule.
    subsegments: Vec<(u32, u32, u32)>,
    /// Head, first literal, positive count, negative count.
    rules: Vec<(u32, u32, u32, u32)>,
    lits: Vec<u32>,
    /// For each group, its range of `uses`: in a cyclic group, each atom a rule of the group
    /// makes, with the group's rules that ask it (sorted by atom).
    group_uses: Vec<(u32, u32)>,
    uses: Vec<(u32, u32)>,
}

impl Program {
    fn run(&self, v: &mut [u64]) {
        self.run_noting(v, |_| {});
    }

    /// Runs the program, telling `noted` each atom it makes true.
    #[inline(always)]
    fn run_noting(&self, v: &mut [u64], mut noted: impl FnMut(u32)) {
        let holds = |v: &[u64], trigger: u32| trigger == u32::MAX || get(v, trigger);
        let rule_holds = |v: &[u64], first: u32, npos: u32, nneg: u32| {
            let lits = &self.lits[first as usize..(first + npos + nneg) as usize];
            let (pos, neg) = lits.split_at(npos as usize);
            pos.iter().all(|&a| get(v, a)) && !neg.iter().any(|&a| get(v, a))
        };
        let mut made = Vec::new();
        for (g, &(first_seg, end_seg, cyclic)) in self.groups.iter().enumerate() {
            for &(trigger, first_sub, end_sub) in &self.segments[first_seg as usize..end_seg as usize] {
                if !holds(v, trigger) {
                    continue;
                }
                for &(second, start, end) in &self.subsegments[first_sub as usize..end_sub as usize] {
                    if !holds(v, second) {
                        continue;
                    }
                    for &(head, first, npos, nneg) in &self.rules[start as usize..end as usize] {
                        if !get(v, head) && rule_holds(v, first, npos, nneg) {
                            set(v, head);
                            noted(head);
                            if cyclic {
                                made.push(head);
                            }
                        }
                    }
                }
            }
            // In a cycle, an atom made true is passed on to the group's rules that ask it.
            let uses = &self.uses[self.group_uses[g].0 as usize..self.group_uses[g].1 as usize];
            while let Some(atom) = made.pop() {
                let from = uses.partition_point(|u| u.0 < atom);
                for &(_, r) in uses[from..].iter().take_while(|u| u.0 == atom) {
                    let (head, first, npos, nneg) = self.rules[r as usize];
                    if !get(v, head) && rule_holds(v, first, npos, nneg) {
                        set(v, head);
                        noted(head);
                        made.push(head);
                    }
                }
            }
        }
    }

    /// Appends a group of rules (trigger, second trigger, head, positive and negative
    /// literals), sorted by their triggers.
    fn push_group(&mut self, mut rules: Vec<(u32, u32, u32, &Vec<u32>, &Vec<u32>)>, cyclic: bool) {
        rules.sort_by_key(|r| (r.0, r.1));
        let (first_seg, first_rule) = (self.segments.len() as u32, self.rules.len());
        for (trigger, second, a, p, q) in rules {
            let at = self.rules.len() as u32;
            let sub = self.subsegments.len() as u32;
            let open = self.segments.len() as u32 > first_seg;
            match self.segments.last_mut() {
                Some(seg) if open && seg.0 == trigger => match self.subsegments.last_mut() {
                    Some(s) if s.0 == second => s.2 = at + 1,
                    _ => {
                        self.subsegments.push((second, at, at + 1));
                        seg.2 = sub + 1;
                    }
                },
                _ => {
                    self.segments.push((trigger, sub, sub + 1));
                    self.subsegments.push((second, at, at + 1));
                }
            }
            self.rules.push((a, self.lits.len() as u32, p.len() as u32, q.len() as u32));
            self.lits.extend(p.iter().chain(q));
        }
        self.groups.push((first_seg, self.segments.len() as u32, cyclic));
        let from = self.uses.len() as u32;
        if cyclic {
            let rules = first_rule..self.rules.len();
            let heads: FastSet<u32> = self.rules[rules.clone()].iter().map(|r| r.0).collect();
            for r in rules {
                let (_, first, npos, _) = self.rules[r];
                let pos = &self.lits[first as usize..(first + npos) as usize];
                self.uses.extend(pos.iter().filter(|a| heads.contains(a)).map(|&a| (a, r as u32)));
            }
            self.uses[from as usize..].sort_unstable();
        }
        self.group_uses.push((from, self.uses.len() as u32));
    }
}

/// A compiled description.
pub struct Compiled {
    file: String,
    /// The clean-ups made to accept the description (see [`kif`]).
    warnings: Vec<String>,
    roles: Vec<Term>,
    terms: Terms,
    /// Values every state starts from: the atoms true whatever the state.
    constants: Vec<u64>,
    /// Each base fact's atom and its fact's term.
    base: Vec<(u32, u32)>,
    /// Each `next` atom with the base fact it makes true.
    nexts: Vec<(u32, u32)>,
    /// Frame rules as masks of the facts a state keeps while their test passes.
    frames: Vec<(Test, Mask)>,
    /// Facts the next state has while their test passes.
    copies: Vec<(Test, u32)>,
    /// What the next state keeps and has when a choice of moves (`When::Chosen`) is made,
    /// by the choice's number: a step visits only the joint move's choices.
    by_choice: Box<[(Mask, Box<[u32]>)]>,
    /// The choices of moves each move is one of, by move number.
    move_choices: Box<[Box<[u32]>]>,
    /// Each move: its role, term, `legal` atom and `does` atom (none if no rule asks).
    moves: Vec<(usize, u32, u32, Option<u32>)>,
    /// Each role's moves, sorted by their text: numbers running on from one role to the next.
    role_moves: Vec<Vec<u32>>,
    /// Each move's `legal` atom, by move number.
    legal_atoms: Box<[u32]>,
    terminal: Option<u32>,
    /// Each role's `goal` atoms with their values (none if not a number from 0 to 100).
    goal_atoms: Vec<Vec<(u32, Option<u32>, u32)>>,
    init: Bits,
    /// Tells engines apart in the per-thread cache of the last state's values.
    id: u64,
    /// Everything a state decides without a move: terminal, legal, what `next` needs of it.
    p_state: Program,
    p_goals: Program,
    /// The rules `terminal` needs, asked top-down, where they are a small part of `p_state`'s
    /// and do not recurse: reading the end of a state no one has asked about yet asks only
    /// them (perft's last depth, where amazons' whole state takes a millisecond and whether a
    /// queen can move a few microseconds).
    end: Option<Demand>,
    /// The goal rules the network leaves out, run on its values when a playout ends: goals
    /// that count pieces would otherwise be counted at every step (reversi).
    p_goals_apart: Program,
    /// The legal atoms no rule asks about, on top of `p_state`'s values.
    p_legal: Program,
    /// What `next` needs of the joint move, on top of `p_state`'s values.
    p_move: Program,
    /// The rules of the state's, the legal and the moves' programs as one incremental network,
    /// for playouts; none where state-dependent atoms recurse. It keeps the legal atoms at
    /// their moves' numbers and the `next` atoms at [`Self::next_at`] plus their facts'
    /// numbers, so a step reads the legal moves and the moves' consequences as words. A joint
    /// move is set in it for as long as it takes to read the next state.
    network: Option<Network>,
    /// Each role's moves in groups with the atom a group's moves are legal only while it
    /// holds (`u32::MAX` for none); the network keeps the rest of their rules (see
    /// [`Build::gates`]).
    gates: Vec<Vec<(u32, Mask)>>,
    /// Where the `next` facts start in the network's places: after the moves, a word apart.
    next_at: usize,
    /// Whether playouts remember the states they meet (see [`super::seen`]).
    memory: bool,
}

/// When a frame rule keeps its facts, or a copy rule sets its fact.
#[derive(Clone, PartialEq)]
enum When {
    Always,
    Holds(u32),
    Fails(u32),
    /// One of a choice of moves is made: the choice's number. A joint move lists its moves'
    /// choices once, where testing each choice's moves would cost the number of choices times
    /// their size at every step (amazons: some 500,000 moves in 400 choices).
    Chosen(u32),
}

/// What a frame or copy not made by a choice of moves asks: nothing, or that an atom has a
/// value.
type Test = Option<(u32, bool)>;

fn passes(test: Test, v: &[u64]) -> bool {
    test.is_none_or(|(a, on)| get(v, a) == on)
}

/// A mask of facts: its words that are not zero, with their places.
type Mask = Box<[(u32, u64)]>;

fn mask_of(bits: &[u64]) -> Mask {
    bits.iter().enumerate().filter(|w| *w.1 != 0).map(|(w, &m)| (w as u32, m)).collect()
}

fn keep(mask: &Mask, state: &[u64], out: &mut [u64]) {
    for &(w, m) in mask.iter() {
        out[w as usize] |= state[w as usize] & m;
    }
}

/// Each role's moves grouped by the gate of their legal atoms (see [`Build::gates`]), as
/// masks of move numbers; `u32::MAX` for moves with none.
fn gated_moves(
    gates: &FastMap<u32, u32>,
    moves: &[(usize, u32, u32, Option<u32>)],
    role_moves: &[Vec<u32>],
) -> Vec<Vec<(u32, Mask)>> {
    let words = moves.len().div_ceil(64);
    (role_moves.iter())
        .map(|mine| {
            let mut by_gate: BTreeMap<u32, Vec<u64>> = BTreeMap::new();
            for &m in mine {
                let gate = gates.get(&moves[m as usize].2).copied().unwrap_or(u32::MAX);
                set(by_gate.entry(gate).or_insert_with(|| vec![0; words]), m);
            }
            by_gate.into_iter().map(|(gate, bits)| (gate, mask_of(&bits))).collect()
        })
        .collect()
}

/// Strongly connected components of a graph, each after every component it reaches.
fn sccs(adj: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let n = adj.len();
    let (mut index, mut low, mut on) = (vec![u32::MAX; n], vec![0u32; n], vec![false; n]);
    let (mut stack, mut out, mut counter) = (Vec::new(), Vec::new(), 0u32);
    for s in 0..n {
        if index[s] != u32::MAX {
            continue;
        }
        let mut call: Vec<(usize, usize)> = vec![(s, 0)];
        (index[s], low[s], on[s]) = (counter, counter, true);
        counter += 1;
        stack.push(s as u32);
        while let Some(&mut (v, ref mut i)) = call.last_mut() {
            if let Some(&w) = adj[v].get(*i) {
                *i += 1;
                let w = w as usize;
                if index[w] == u32::MAX {
                    (index[w], low[w], on[w]) = (counter, counter, true);
                    counter += 1;
                    stack.push(w as u32);
                    call.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                call.pop();
                if let Some(&(u, _)) = call.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    let mut comp = Vec::new();
                    while let Some(w) = stack.pop() {
                        on[w as usize] = false;
                        comp.push(w);
                        if w as usize == v {
                            break;
                        }
                    }
                    out.push(comp);
                }
            }
        }
    }
    out
}

/// Rules for one head that differ only in the one move they ask about become one rule asking
/// whether any of those moves was made, through a new atom shared by every rule asking about
/// the same moves. Frame rules ("a cell keeps its mark if a move elsewhere is made") otherwise
/// ground into a rule for every cell, mark and move, and would be most of the work of a step.
fn share_move_choices(simple: &mut Vec<Vec<(Vec<u32>, Vec<u32>)>>, is_does: impl Fn(u32) -> bool) {
    let mut shared: HashMap<Vec<u32>, u32> = HashMap::new();
    for a in 0..simple.len() {
        let mut groups: BTreeMap<(Vec<u32>, Vec<u32>), Vec<u32>> = BTreeMap::new();
        let mut kept = Vec::new();
        for (p, q) in std::mem::take(&mut simple[a]) {
            match p.iter().filter(|&&b| is_does(b)).collect::<Vec<_>>()[..] {
                [&d] => groups.entry((p.iter().copied().filter(|&b| b != d).collect(), q)).or_default().push(d),
                _ => kept.push((p, q)),
            }
        }
        for ((mut rest, q), mut moves) in groups {
            moves.sort_unstable();
            moves.dedup();
            if let [d] = moves[..] {
                rest.push(d);
            } else {
                let any = *shared.entry(moves).or_insert_with_key(|moves| {
                    simple.push(moves.iter().map(|&d| (vec![d], Vec::new())).collect());
                    simple.len() as u32 - 1
                });
                rest.push(any);
            }
            kept.push((rest, q));
        }
        simple[a] = kept;
    }
}

/// An atom, and whether it is negated.
type Literal = (u32, bool);

/// Frames' facts with their literal, if any, and copies' facts with theirs.
type FramesAndCopies = (Vec<(u32, Option<Literal>)>, Vec<(u32, Literal)>);

/// Rules for `next` that need no evaluation, taken out of the rules: frame rules, `next(F)` if
/// `true(F)` and at most one more literal, and copies, `next(F)` if one literal. A state keeps
/// the facts frames keep by masking its bits a few words at a time, and sets copied facts
/// straight from their literal, where rules would be evaluated fact by fact. Gives each frame
/// and copy's fact with its literal (an atom, and whether it is negated), if any.
fn take_frames_and_copies(
    simple: &mut [Vec<(Vec<u32>, Vec<u32>)>],
    atoms: &[u32],
    terms: &Terms,
    names: &Names,
) -> FramesAndCopies {
    let truth_of: FastMap<u32, u32> = (0..atoms.len() as u32)
        .filter(|&a| terms.name(atoms[a as usize]) == names.truth)
        .map(|a| (terms.args(atoms[a as usize])[0], a))
        .collect();
    let asked: FastSet<u32> = simple.iter().flatten().flat_map(|(p, q)| p.iter().chain(q)).copied().collect();
    let (mut frames, mut copies) = (Vec::new(), Vec::new());
    for (a, &t) in atoms.iter().enumerate() {
        if terms.name(t) != names.next || asked.contains(&(a as u32)) {
            continue;
        }
        let fact = terms.args(t)[0];
        let truth = truth_of.get(&fact).copied();
        simple[a].retain(|(p, q)| {
            let at = p.iter().position(|&b| Some(b) == truth);
            let rest: Vec<u32> = p.iter().enumerate().filter(|&(i, _)| Some(i) != at).map(|(_, &b)| b).collect();
            let literal = match (&rest[..], &q[..]) {
                ([], []) => None,
                ([b], []) => Some((*b, false)),
                ([], [b]) => Some((*b, true)),
                _ => return true,
            };
            match (at, literal) {
                (Some(_), literal) => frames.push((fact, literal)),
                (None, Some(literal)) => copies.push((fact, literal)),
                (None, None) => return true,
            }
            false
        });
    }
    (frames, copies)
}

/// The relations grounding treats specially, as the reader names them.
fn names() -> Names {
    Names {
        truth: kif::relation("true"),
        does: kif::relation("does"),
        init: kif::relation("init"),
        next: kif::relation("next"),
        legal: kif::relation("legal"),
        goal: kif::relation("goal"),
        role: kif::relation("role"),
        not: Sym::new("not"),
        distinct: Sym::new("\\=="),
    }
}

/// GDL's restrictions on the rules as written: negation stratified, `does` only under `next`.
fn check(clauses: &[Clause], names: &Names, goal: Sym, terminal: Sym) -> Result<(), String> {
    let mut preds: HashMap<(Sym, usize), u32> = HashMap::new();
    let mut id = |key: (Sym, usize)| {
        let n = preds.len() as u32;
        *preds.entry(key).or_insert(n)
    };
    // Each clause's head predicate and body predicates (negated or not).
    let mut edges: Vec<(u32, Vec<(u32, bool)>, &Clause)> = Vec::new();
    for c in clauses {
        let head = id(pred_of(&c.head).ok_or("a head that is not a sentence")?);
        let mut body = Vec::new();
        for t in &c.body {
            match t {
                Term::Compound(s, _) if *s == names.distinct => {}
                Term::Compound(s, args) if *s == names.not => {
                    for a in args.iter().filter_map(pred_of) {
                        body.push((id(a), true));
                    }
                }
                _ => body.extend(pred_of(t).map(|p| (id(p), false))),
            }
        }
        edges.push((head, body, c));
    }
    let mut adj = vec![Vec::new(); preds.len()];
    for (h, body, _) in &edges {
        adj[*h as usize].extend(body.iter().map(|b| b.0));
    }
    let mut comp = vec![0; preds.len()];
    for (k, scc) in sccs(&adj).iter().enumerate() {
        for &p in scc {
            comp[p as usize] = k;
        }
    }
    let name_of: HashMap<u32, Sym> = preds.iter().map(|(k, v)| (*v, k.0)).collect();
    let shown = |p: u32| name_of[&p].name().trim_end_matches('#').to_string();
    for (h, body, c) in &edges {
        if let Some((p, _)) = body.iter().find(|(p, neg)| *neg && comp[*p as usize] == comp[*h as usize]) {
            return Err(format!(
                "unstratified negation: {} depends on its own negation through (not {}) ({}:{})",
                shown(*h),
                shown(*p),
                c.line,
                c.column
            ));
        }
    }
    let does: Vec<u32> = preds.iter().filter(|(k, _)| k.0 == names.does).map(|(_, v)| *v).collect();
    for (query, arity) in [(names.legal, 2), (terminal, 0), (goal, 2), (names.init, 1)] {
        let Some(&start) = preds.get(&(query, arity)) else { continue };
        let mut seen = HashSet::from([start]);
        let mut todo = vec![start];
        while let Some(p) = todo.pop() {
            for &q in &adj[p as usize] {
                if seen.insert(q) {
                    todo.push(q);
                }
            }
        }
        if let Some((_, _, c)) =
            edges.iter().find(|(h, body, _)| seen.contains(h) && body.iter().any(|(b, _)| does.contains(b)))
        {
            return Err(format!(
                "does in a rule that {} depends on: GDL allows it only for next ({}:{})",
                query.name().trim_end_matches('#'),
                c.line,
                c.column
            ));
        }
    }
    Ok(())
}

/// A description read for compiling: its clauses, the clean-ups made to accept it, and roles.
struct Read {
    clauses: Vec<Clause>,
    warnings: Vec<String>,
    roles: Vec<Term>,
}

/// Reads a description and checks GDL's restrictions on it: what holds whichever engine runs
/// it, so breaking them is `Invalid`, not a reason to try the resolver.
fn read(file: &str, text: &str) -> Result<Read, CompileError> {
    let invalid = |problem: String| CompileError::Invalid(LoadError { file: file.into(), problem: problem.into() });
    let beyond = |problem: String| CompileError::Beyond(LoadError { file: file.into(), problem: problem.into() });
    let parsed = kif::parse(file, text).map_err(|(p, l, c)| invalid(format!("{p} ({l}:{c})")))?;
    let names = names();
    let (role, goal, terminal) = (kif::relation("role"), kif::relation("goal"), kif::relation("terminal"));
    check(&parsed.clauses, &names, goal, terminal).map_err(invalid)?;
    ground::check_calls(&parsed.clauses, &names).map_err(invalid)?;
    let mut roles: Vec<Term> = Vec::new();
    for c in parsed.clauses.iter().filter(|c| pred_of(&c.head) == Some((role, 1))) {
        if c.has_body {
            return Err(beyond(format!("roles given by a rule ({}:{})", c.line, c.column)));
        }
        let r = c.head.args()[0].clone();
        if !roles.contains(&r) {
            roles.push(r);
        }
    }
    if roles.is_empty() {
        return Err(invalid("no roles: the description needs (role name) facts".into()));
    }
    Ok(Read { warnings: kif::warning_lines(file, &parsed.warnings), clauses: parsed.clauses, roles })
}

/// Ground rules by head atom, literals as atom numbers: positive, then negated.
type RulesByHead = Vec<Vec<(Vec<u32>, Vec<u32>)>>;

/// A grounded description on its way to programs: each stage below adds what the next needs.
struct Build<'f> {
    file: &'f str,
    names: Names,
    terms: Terms,
    /// The description's atoms (term numbers) by atom number; atoms standing for a choice of
    /// moves (see [`share_move_choices`]) are numbered after them.
    atoms: Vec<u32>,
    index: FastMap<u32, u32>,
    rules: RulesByHead,
    /// Atoms whose value depends on the state (or move); the others are worked out once.
    dynamic: Vec<bool>,
    constants: Vec<u64>,
    /// The `does` atoms of each choice of moves that frames and copies ask about.
    choices: Vec<Vec<u32>>,
}

/// The order rules run in: strongly connected components of atoms, each component's level
/// (one more than the highest it depends on), and what depends on the joint move.
struct Layers {
    order: Vec<Vec<u32>>,
    comp_of: Vec<usize>,
    cyclic: Vec<bool>,
    /// Components by level: those of one level are independent, so they run as one group.
    levels: Vec<Vec<usize>>,
    /// Atoms that depend on the joint move: only `next` may ask about them.
    on_move: Vec<bool>,
}

/// What a state is made of: its base facts, and how the next one is made from it.
struct StateFacts {
    /// Each base fact's atom and its fact's term, numbered by the fact's text.
    base: Vec<(u32, u32)>,
    nexts: Vec<(u32, u32)>,
    frames: Vec<(Test, Mask)>,
    copies: Vec<(Test, u32)>,
    by_choice: Box<[(Mask, Box<[u32]>)]>,
    init: Bits,
}

/// The roles' moves and goals as atoms.
struct Moves {
    moves: Vec<(usize, u32, u32, Option<u32>)>,
    role_moves: Vec<Vec<u32>>,
    goal_atoms: Vec<Vec<(u32, Option<u32>, u32)>>,
    terminal: Option<u32>,
}

impl<'f> Build<'f> {
    /// The ground rules by head atom.
    fn new(file: &'f str, g: ground::Grounded, names: Names) -> Build<'f> {
        let index: FastMap<u32, u32> = g.atoms.iter().enumerate().map(|(i, &t)| (t, i as u32)).collect();
        let mut rules: RulesByHead = vec![Vec::new(); g.atoms.len()];
        for r in &g.rules {
            let pos = r.pos.iter().map(|t| index[t]).collect();
            let neg = r.neg.iter().map(|t| index[t]).collect();
            rules[index[&r.head] as usize].push((pos, neg));
        }
        let words = g.atoms.len().div_ceil(64).max(1);
        Build {
            file,
            names,
            terms: g.terms,
            atoms: g.atoms,
            index,
            rules,
            dynamic: Vec::new(),
            constants: vec![0; words],
            choices: Vec::new(),
        }
    }

    fn invalid(&self, problem: String) -> CompileError {
        CompileError::Invalid(LoadError { file: self.file.into(), problem: problem.into() })
    }

    fn is_does(&self, a: u32) -> bool {
        self.atoms.get(a as usize).is_some_and(|&t| self.terms.name(t) == self.names.does)
    }

    /// Works out once the atoms that depend on no state, and folds them out of the rules left,
    /// so a state's evaluation never spends time on what every state agrees on.
    fn fold_constants(&mut self) {
        let n = self.atoms.len();
        let input = |a: u32| {
            let name = self.terms.name(self.atoms[a as usize]);
            name == self.names.truth || name == self.names.does
        };
        let adj: Vec<Vec<u32>> =
            self.rules.iter().map(|rs| rs.iter().flat_map(|(p, q)| p.iter().chain(q).copied()).collect()).collect();
        let mut dynamic = vec![false; n];
        let constants = &mut self.constants;
        for comp in &sccs(&adj) {
            let dyn_comp = comp.iter().any(|&a| {
                input(a) || self.rules[a as usize].iter().any(|(p, q)| p.iter().chain(q).any(|&b| dynamic[b as usize]))
            });
            if dyn_comp {
                for &a in comp {
                    dynamic[a as usize] = true;
                }
                continue;
            }
            loop {
                let mut changed = false;
                for &a in comp {
                    if !get(constants, a)
                        && self.rules[a as usize]
                            .iter()
                            .any(|(p, q)| p.iter().all(|&b| get(constants, b)) && !q.iter().any(|&b| get(constants, b)))
                    {
                        set(constants, a);
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        let mut simple: RulesByHead = vec![Vec::new(); n];
        for a in (0..n).filter(|&a| dynamic[a]) {
            for (p, q) in &self.rules[a] {
                let holds = |b: &u32| !dynamic[*b as usize] && get(constants, *b);
                if p.iter().any(|b| !dynamic[*b as usize] && !holds(b)) || q.iter().any(holds) {
                    continue;
                }
                let p: Vec<u32> = p.iter().copied().filter(|b| dynamic[*b as usize]).collect();
                let q: Vec<u32> = q.iter().copied().filter(|b| dynamic[*b as usize]).collect();
                simple[a].push((p, q));
            }
        }
        self.rules = simple;
        self.dynamic = dynamic;
    }

    /// Takes the frame and copy rules out (see [`take_frames_and_copies`]) and gives each
    /// frame's and copy's fact with its condition, and the atoms any rule or copy asks about. A
    /// choice of moves only frames and copies ask about is tested on the moves' bits directly.
    fn frames_and_copies(&mut self) -> (Vec<(u32, When)>, Vec<(u32, When)>, FastSet<u32>) {
        let (terms, atoms, does) = (&self.terms, &self.atoms, self.names.does);
        share_move_choices(&mut self.rules, |a| atoms.get(a as usize).is_some_and(|&t| terms.name(t) == does));
        let (kept, copied) = take_frames_and_copies(&mut self.rules, &self.atoms, &self.terms, &self.names);
        let described = self.atoms.len();
        let n = self.rules.len();
        let simple = &mut self.rules;
        let mut asked: FastSet<u32> = simple.iter().flatten().flat_map(|(p, q)| p.iter().chain(q)).copied().collect();
        let by_copies: Vec<u32> = copied.iter().map(|c| c.1.0).collect();
        // Choices of moves: those made above, and atoms (projections of `does`, say) whose
        // every rule asks about one move or one choice.
        let is_does = |a: u32| atoms.get(a as usize).is_some_and(|&t| terms.name(t) == does);
        let choices: FastSet<u32> = (0..n as u32)
            .filter(|&a| {
                let rules = &simple[a as usize];
                a as usize >= described
                    || (!rules.is_empty()
                        && (rules.iter()).all(|(p, q)| {
                            q.is_empty() && matches!(p[..], [d] if is_does(d) || d as usize >= described)
                        }))
            })
            .collect();
        let chosen = &mut self.choices;
        let mut when = |literal: Option<Literal>| match literal {
            None => When::Always,
            Some((a, false)) if choices.contains(&a) && !asked.contains(&a) => {
                let mut any = Vec::new();
                for (p, _) in std::mem::take(&mut simple[a as usize]) {
                    match is_does(p[0]) {
                        true => any.push(p[0]),
                        false => any.extend(simple[p[0] as usize].iter().map(|(p, _)| p[0])),
                    }
                }
                chosen.push(any);
                When::Chosen(chosen.len() as u32 - 1)
            }
            Some((a, false)) => When::Holds(a),
            Some((a, true)) => When::Fails(a),
        };
        let mut seen_any: HashMap<u32, When> = HashMap::new();
        let mut condition = |literal: Option<Literal>| match literal {
            Some((a, false)) if choices.contains(&a) => seen_any.entry(a).or_insert_with(|| when(literal)).clone(),
            _ => when(literal),
        };
        let kept: Vec<(u32, When)> = kept.into_iter().map(|(f, l)| (f, condition(l))).collect();
        let copied: Vec<(u32, When)> = copied.into_iter().map(|(f, l)| (f, condition(Some(l)))).collect();
        asked.extend(by_copies);
        self.dynamic.resize(n, true);
        self.constants.resize(n.div_ceil(64).max(1), 0);
        (kept, copied, asked)
    }

    /// For each legal atom `apart` (no rule asks about it) whose rules all have a positive
    /// literal in common, that literal: the one most such atoms share. Where a turn passes,
    /// every legal rule of both roles asks whose turn it is (chess: some 3,800 rules), and the
    /// network would count that change in each; it keeps the rest of their rules instead and
    /// a role's moves are read only while their gate holds.
    fn gates(&self, apart: &[u32], for_next: &[u32]) -> FastMap<u32, u32> {
        let tested: FastSet<u32> = for_next.iter().copied().collect();
        let common = |a: u32| -> Vec<u32> {
            let rules = &self.rules[a as usize];
            let mut shared = rules.first().map_or_else(Vec::new, |r| r.0.clone());
            shared.retain(|b| rules.iter().all(|(p, _)| p.contains(b)));
            shared
        };
        let open: Vec<(u32, Vec<u32>)> = (apart.iter().copied())
            .filter(|&a| self.dynamic[a as usize] && !tested.contains(&a))
            .map(|a| (a, common(a)))
            .collect();
        let mut counts: FastMap<u32, usize> = FastMap::default();
        for b in open.iter().flat_map(|(_, shared)| shared) {
            *counts.entry(*b).or_default() += 1;
        }
        (open.into_iter())
            .filter_map(|(a, shared)| Some((a, shared.into_iter().max_by_key(|b| (counts[b], *b))?)))
            .collect()
    }

    /// The rules of the state's, the legal and the moves' programs as one network, none
    /// where they recurse (or a rule is past 65,535 literals): those `targets` need without a move and `for_next` with one, legal
    /// atoms without their `gates`, and the atoms at `places` kept there too. Gives the atoms
    /// it has rules for.
    fn network(
        &self,
        layers: &Layers,
        targets: &[u32],
        for_next: &[u32],
        gates: &FastMap<u32, u32>,
        places: &[(u32, u32)],
    ) -> (Option<Network>, Vec<bool>) {
        let (state, moved) = (self.needed(layers, targets, false, true), self.needed(layers, for_next, true, true));
        let need: Vec<bool> = state.iter().zip(&moved).map(|(s, m)| s | m).collect();
        if (0..self.rules.len()).any(|a| need[a] && layers.cyclic[layers.comp_of[a]]) {
            return (None, need);
        }
        let mut rules: Vec<(u32, &[u32], &[u32])> = Vec::new();
        let mut gated: Vec<(u32, Vec<u32>, &[u32])> = Vec::new();
        for a in (0..self.rules.len() as u32).filter(|&a| need[a as usize]) {
            for (p, q) in &self.rules[a as usize] {
                match gates.get(&a) {
                    Some(g) => gated.push((a, p.iter().copied().filter(|b| b != g).collect(), q)),
                    None => rules.push((a, p, q)),
                }
            }
        }
        let rules = rules.into_iter().chain(gated.iter().map(|(a, p, q)| (*a, p.as_slice(), *q)));
        (Network::new(self.rules.len(), rules, places), need)
    }

    /// The choices of moves each move is one of, by move number. A `does` atom no move has
    /// is a move never legal, so never made.
    fn move_choices(&self, moves: &[(usize, u32, u32, Option<u32>)]) -> Box<[Box<[u32]>]> {
        let by_does: FastMap<u32, usize> = moves.iter().enumerate().filter_map(|(m, mv)| Some((mv.3?, m))).collect();
        let mut of_move = vec![Vec::new(); moves.len()];
        for (k, members) in self.choices.iter().enumerate() {
            for &m in members.iter().filter_map(|d| by_does.get(d)) {
                of_move[m].push(k as u32);
            }
        }
        of_move
            .into_iter()
            .map(|mut ks| {
                ks.dedup();
                ks.into()
            })
            .collect()
    }

    /// The components of the rules left in dependency order, with their levels.
    fn layers(&self) -> Layers {
        let n = self.rules.len();
        let simple = &self.rules;
        let adj: Vec<Vec<u32>> =
            simple.iter().map(|rs| rs.iter().flat_map(|(p, q)| p.iter().chain(q).copied()).collect()).collect();
        let order = sccs(&adj);
        let mut on_move = vec![false; n];
        for comp in &order {
            let moved = comp.iter().any(|&a| {
                self.is_does(a)
                    || simple[a as usize].iter().any(|(p, q)| p.iter().chain(q).any(|&b| on_move[b as usize]))
            });
            for &a in comp {
                on_move[a as usize] = moved;
            }
        }
        let mut comp_of = vec![0usize; n];
        for (k, comp) in order.iter().enumerate() {
            for &a in comp {
                comp_of[a as usize] = k;
            }
        }
        let mut level = vec![0usize; order.len()];
        let mut cyclic = vec![false; order.len()];
        for (k, comp) in order.iter().enumerate() {
            cyclic[k] = comp.len() > 1;
            for &a in comp {
                for &b in simple[a as usize].iter().flat_map(|(p, q)| p.iter().chain(q)) {
                    let c = comp_of[b as usize];
                    if c == k {
                        cyclic[k] = true;
                    } else {
                        level[k] = level[k].max(level[c] + 1);
                    }
                }
            }
        }
        let mut levels: Vec<Vec<usize>> = vec![Vec::new(); level.iter().max().map_or(0, |l| l + 1)];
        for (k, &l) in level.iter().enumerate() {
            levels[l].push(k);
        }
        Layers { order, comp_of, cyclic, levels, on_move }
    }

    /// The atoms `targets` need and, if `closed`, what they depend on; only those whose value
    /// depends on the move if `moved`, only those that do not otherwise.
    fn needed(&self, layers: &Layers, targets: &[u32], moved: bool, closed: bool) -> Vec<bool> {
        let n = self.rules.len();
        let mut need = vec![false; n];
        let mut todo: Vec<u32> = targets.iter().copied().filter(|&t| self.dynamic[t as usize]).collect();
        for &t in &todo {
            need[t as usize] = true;
        }
        if !closed {
            todo.clear();
        }
        while let Some(a) = todo.pop() {
            for (p, q) in &self.rules[a as usize] {
                for &b in p.iter().chain(q) {
                    if !need[b as usize] {
                        need[b as usize] = true;
                        todo.push(b);
                    }
                }
            }
        }
        for (need, &on_move) in need.iter_mut().zip(&layers.on_move) {
            *need &= on_move == moved;
        }
        need
    }

    /// The rules of what [`Self::needed`] gives, as a program: level by level, each group's
    /// rules sorted by trigger (the positive literal shared by the most rules, so one false
    /// atom skips as many rules as it can).
    fn program(&self, layers: &Layers, targets: &[u32], moved: bool, closed: bool) -> Program {
        self.program_of(layers, &self.needed(layers, targets, moved, closed))
    }

    /// The rules of the atoms `need` marks, as a program (see [`Self::program`]).
    fn program_of(&self, layers: &Layers, need: &[bool]) -> Program {
        let simple = &self.rules;
        let mut uses: HashMap<u32, usize> = HashMap::new();
        for a in (0..simple.len()).filter(|&a| need[a]) {
            for (p, _) in &simple[a] {
                for &b in p {
                    *uses.entry(b).or_default() += 1;
                }
            }
        }
        let mut prog = Program::default();
        for comps in &layers.levels {
            let (loops, flat): (Vec<usize>, Vec<usize>) = comps.iter().partition(|&&k| layers.cyclic[k]);
            let runs = std::iter::once((flat, false)).chain(loops.into_iter().map(|k| (vec![k], true)));
            for (members, is_cyclic) in runs {
                let mut rules = Vec::new();
                for &a in members.iter().flat_map(|&k| &layers.order[k]).filter(|&&a| need[a as usize]) {
                    for (p, q) in &simple[a as usize] {
                        let key = |b: &u32| (uses[b], *b);
                        let trigger = p.iter().copied().max_by_key(key).unwrap_or(u32::MAX);
                        let second = p.iter().copied().filter(|&b| b != trigger).max_by_key(key).unwrap_or(u32::MAX);
                        rules.push((trigger, second, a, p, q));
                    }
                }
                if !rules.is_empty() {
                    prog.push_group(rules, is_cyclic);
                }
            }
        }
        prog
    }

    /// The description's atoms of relation `name` with `arity` arguments.
    fn of_name(&self, name: Sym, arity: usize) -> Vec<u32> {
        (0..self.atoms.len() as u32)
            .filter(|&a| {
                let t = self.atoms[a as usize];
                self.terms.name(t) == name && self.terms.args(t).len() == arity
            })
            .collect()
    }

    /// Argument `i` of atom `a`'s term.
    fn arg(&self, a: u32, i: usize) -> u32 {
        self.terms.args(self.atoms[a as usize])[i]
    }

    /// Base facts numbered by their text, with what makes the next state: `next` atoms, frames
    /// as masks, copies, and the initial state.
    fn state_facts(&self, kept: Vec<(u32, When)>, copied: Vec<(u32, When)>) -> Result<StateFacts, CompileError> {
        let text_of = |t: u32| self.terms.term(t).to_string();
        let mut base: Vec<(String, u32, u32)> = (self.of_name(self.names.truth, 1).into_iter())
            .map(|a| (text_of(self.arg(a, 0)), a, self.arg(a, 0)))
            .collect();
        base.sort();
        let base_of: FastMap<u32, u32> = base.iter().enumerate().map(|(i, b)| (b.2, i as u32)).collect();
        let nexts: Vec<(u32, u32)> = (self.of_name(self.names.next, 1).into_iter())
            .filter(|&a| !self.dynamic[a as usize] || !self.rules[a as usize].is_empty())
            .filter_map(|a| Some((a, *base_of.get(&self.arg(a, 0))?)))
            .collect();
        let words = base.len().div_ceil(64).max(1);
        let test = |when: &When| match *when {
            When::Holds(a) => Some((a, true)),
            When::Fails(a) => Some((a, false)),
            _ => None,
        };
        let mut frames: Vec<(When, Vec<u64>)> = Vec::new();
        let mut by_choice = vec![(vec![0; words], Vec::new()); self.choices.len()];
        for (fact, condition) in kept {
            let Some(&b) = base_of.get(&fact) else { continue };
            if let When::Chosen(k) = condition {
                set(&mut by_choice[k as usize].0, b);
                continue;
            }
            let at = match frames.iter().position(|f| f.0 == condition) {
                Some(at) => at,
                None => {
                    frames.push((condition, vec![0; words]));
                    frames.len() - 1
                }
            };
            set(&mut frames[at].1, b);
        }
        let mut copies = Vec::new();
        for (fact, condition) in copied {
            let Some(&b) = base_of.get(&fact) else { continue };
            match condition {
                When::Chosen(k) => by_choice[k as usize].1.push(b),
                other => copies.push((test(&other), b)),
            }
        }
        let mut init = vec![0u64; words];
        for a in self.of_name(self.names.init, 1) {
            if self.dynamic[a as usize] {
                let problem = "init depends on the state";
                return Err(CompileError::Beyond(LoadError { file: self.file.into(), problem: problem.into() }));
            }
            if get(&self.constants, a)
                && let Some(&b) = base_of.get(&self.arg(a, 0))
            {
                set(&mut init, b);
            }
        }
        Ok(StateFacts {
            base: base.into_iter().map(|(_, a, t)| (a, t)).collect(),
            nexts,
            frames: frames.iter().map(|(condition, bits)| (test(condition), mask_of(bits))).collect(),
            copies,
            by_choice: by_choice.iter().map(|(bits, facts)| (mask_of(bits), facts.as_slice().into())).collect(),
            init: Bits(init.into()),
        })
    }

    /// Each role's moves (sorted by their text) and goals, and the terminal atom.
    fn moves(&mut self, roles: &[Term]) -> Result<Moves, CompileError> {
        let role_ids: Vec<u32> = roles
            .iter()
            .map(|r| match r {
                Term::Atom(s) => Ok(self.terms.intern(*s, &[])),
                other => Err(self.invalid(format!("role {other} is not a name"))),
            })
            .collect::<Result<_, _>>()?;
        let text_of = |terms: &Terms, t: u32| terms.term(t).to_string();
        let (mut moves, mut role_moves) = (Vec::new(), Vec::new());
        let legal_atoms = self.of_name(self.names.legal, 2);
        for (r, &rid) in role_ids.iter().enumerate() {
            let mut mine: Vec<(String, u32)> = (legal_atoms.iter())
                .filter(|&&a| self.arg(a, 0) == rid)
                .map(|&a| (text_of(&self.terms, self.arg(a, 1)), a))
                .collect();
            mine.sort();
            let mut ids = Vec::new();
            for (_, a) in mine {
                let m = self.arg(a, 1);
                let does = self.terms.intern(self.names.does, &[rid, m]);
                ids.push(moves.len() as u32);
                moves.push((r, m, a, self.index.get(&does).copied()));
            }
            role_moves.push(ids);
        }
        let goal_all = self.of_name(kif::relation("goal"), 2);
        let mut goal_atoms = Vec::new();
        for (&rid, r) in role_ids.iter().zip(roles) {
            let mine: Vec<(u32, Option<u32>, u32)> = (goal_all.iter())
                .filter(|&&a| self.arg(a, 0) == rid)
                .map(|&a| {
                    let v = self.arg(a, 1);
                    (a, text_of(&self.terms, v).parse::<u32>().ok().filter(|&x| x <= 100), v)
                })
                .collect();
            if mine.is_empty() {
                return Err(self.invalid(format!("role {r} has no goal in any state")));
            }
            goal_atoms.push(mine);
        }
        let terminal = self.terms.intern(kif::relation("terminal"), &[]);
        Ok(Moves { moves, role_moves, goal_atoms, terminal: self.index.get(&terminal).copied() })
    }
}

impl Compiled {
    pub fn parse(file: &str, text: &str) -> Result<Compiled, CompileError> {
        Compiled::parse_with(file, text, Limits::default())
    }

    /// GDL's restrictions on the rules as written (negation stratified, `does` only under
    /// `next`, calls binding what rules grounded on demand need) without grounding: what the
    /// resolver needs checked, without the cost of compiling a description the resolver is
    /// asked to run.
    pub fn check_restrictions(file: &str, text: &str) -> Result<(), LoadError> {
        match read(file, text) {
            Err(CompileError::Invalid(e)) => Err(e),
            _ => Ok(()),
        }
    }

    /// Compiles with the given caps on grounding: read and checked, grounded, constants
    /// folded, frames and copies taken out, then the rules left split into the programs a
    /// state, its goals, its legal moves and a joint move need.
    pub fn parse_with(file: &str, text: &str, limits: Limits) -> Result<Compiled, CompileError> {
        let Read { clauses, warnings, roles } = read(file, text)?;
        let names = names();
        let g = ground::ground(&clauses, &names, limits).map_err(|refused| {
            let (beyond, problem) = match refused {
                Refused::Beyond(p) => (true, p),
                Refused::Invalid(p) => (false, p),
            };
            let e = LoadError { file: file.into(), problem: problem.into() };
            if beyond { CompileError::Beyond(e) } else { CompileError::Invalid(e) }
        })?;
        let mut b = Build::new(file, g, names);
        b.fold_constants();
        let (kept, copied, asked) = b.frames_and_copies();
        let layers = b.layers();
        let facts = b.state_facts(kept, copied)?;
        let Moves { moves, role_moves, goal_atoms, terminal } = b.moves(&roles)?;
        // Legal atoms no rule or copy asks about (`asked`; the rules of choices of moves taken
        // out since ask only about moves) are worked out when moves are chosen, by rules of
        // their own (`p_legal`); the network keeps them without their gates (see `gates`).
        let mut state_targets: Vec<u32> = terminal.into_iter().collect();
        let (apart, kept): (Vec<u32>, Vec<u32>) = moves.iter().map(|m| m.2).partition(|a| !asked.contains(a));
        state_targets.extend(kept);
        state_targets
            .extend(apart.iter().flat_map(|&a| b.rules[a as usize].iter().flat_map(|(p, q)| p.iter().chain(q))));
        let for_next: Vec<u32> = (facts.nexts.iter().map(|x| x.0))
            .chain(facts.frames.iter().filter_map(|f| Some(f.0?.0)))
            .chain(facts.copies.iter().filter_map(|c| Some(c.0?.0)))
            .collect();
        state_targets.extend(&for_next);
        let goal_targets: Vec<u32> = goal_atoms.iter().flatten().map(|g| g.0).collect();
        let targets: Vec<u32> = state_targets.iter().chain(&apart).copied().collect();
        let gates = b.gates(&apart, &for_next);
        let next_at = moves.len().div_ceil(64) * 64;
        let places: Vec<(u32, u32)> = (moves.iter().enumerate().map(|(m, mv)| (mv.2, m as u32)))
            .chain(facts.nexts.iter().map(|&(a, fact)| (a, (next_at + fact as usize) as u32)))
            .collect();
        let (network, in_network) = b.network(&layers, &targets, &for_next, &gates, &places);
        let goals_need = b.needed(&layers, &goal_targets, false, true);
        let goals_apart: Vec<bool> = goals_need.iter().zip(&in_network).map(|(g, n)| g & !n).collect();
        let move_choices = b.move_choices(&moves);
        let p_state = b.program(&layers, &state_targets, false, true);
        let end = {
            let need = b.needed(&layers, &Vec::from_iter(terminal), false, true);
            let size: usize = (0..need.len()).filter(|&a| need[a]).map(|a| b.rules[a].len()).sum();
            let numbered: Vec<(u32, u32)> = facts.base.iter().enumerate().map(|(i, f)| (f.0, i as u32)).collect();
            let cycle = |a: u32| Some(layers.comp_of[a as usize]).filter(|&c| layers.cyclic[c]);
            let mut level_of = vec![0; layers.order.len()];
            for (l, comps) in layers.levels.iter().enumerate() {
                for &c in comps {
                    level_of[c] = l;
                }
            }
            let level = |a: u32| level_of[layers.comp_of[a as usize]];
            let shape = Shape { level: &level, cycle: &cycle };
            (size * 4 < p_state.rules.len()).then(|| Demand::new(&b.rules, &need, &numbered, &shape))
        };
        Ok(Compiled {
            file: file.into(),
            warnings,
            roles,
            p_state,
            p_legal: b.program(&layers, &apart, false, false),
            p_goals: b.program_of(&layers, &goals_need),
            p_goals_apart: b.program_of(&layers, &goals_apart),
            end,
            p_move: b.program(&layers, &for_next, true, true),
            network,
            gates: gated_moves(&gates, &moves, &role_moves),
            next_at,
            terms: b.terms,
            constants: b.constants,
            base: facts.base,
            nexts: facts.nexts,
            frames: facts.frames,
            copies: facts.copies,
            by_choice: facts.by_choice,
            move_choices,
            legal_atoms: moves.iter().map(|m| m.2).collect(),
            moves,
            role_moves,
            terminal,
            goal_atoms,
            init: facts.init,
            id: ENGINES.fetch_add(1, Ordering::Relaxed),
            memory: true,
        })
    }

    /// The clean-ups made to accept the description, one line each.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// Playouts without the memory of states met, to measure what it brings.
    pub fn set_state_memory(&mut self, on: bool) {
        self.memory = on;
        // Threads' kept playouts belong to the engine's number: they start again.
        self.id = ENGINES.fetch_add(1, Ordering::Relaxed);
    }

    fn fail(&self, problem: String) -> String {
        format!("{}: {problem}", self.file)
    }

    /// The description's error when `role` cannot move in a state that goes on.
    fn no_move(&self, role: usize) -> String {
        self.fail(format!("role {} has no legal move in a state that is not terminal", self.roles[role]))
    }

    /// `v`: the constant atoms and `state`'s facts, before any rule runs.
    fn load(&self, state: &[u64], v: &mut Vec<u64>) {
        v.clear();
        v.extend_from_slice(&self.constants);
        for (w, &word) in state.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let i = w * 64 + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if let Some(&(atom, _)) = self.base.get(i) {
                    set(v, atom);
                }
            }
        }
    }

    /// `f` of the atoms' values in `state`, with `p_state` run. A playout asks about the same
    /// state several times in a row (terminal, then each role's moves, then the next state),
    /// so each thread keeps the last state's values.
    fn with_values<R>(&self, state: &Bits, f: impl FnOnce(&[u64]) -> R) -> R {
        CACHE.with_borrow_mut(|cache| {
            if !(cache.0 == self.id && cache.1.as_ref() == Some(state)) {
                let (_, last, v) = cache;
                self.load(&state.0, v);
                self.p_state.run(v);
                self.p_legal.run(v);
                *last = Some(state.clone());
                cache.0 = self.id;
            }
            f(&cache.2)
        })
    }

    /// Into `chosen`, the choices of moves the joint move's moves are in (a choice may be
    /// listed twice: what it does to the next state is the same).
    fn choose(&self, joint: impl IntoIterator<Item = u32>, chosen: &mut Vec<u32>) {
        chosen.clear();
        for m in joint {
            chosen.extend_from_slice(&self.move_choices[m as usize]);
        }
    }

    /// The state after `state`, from its values `v` with the joint move's consequences and
    /// its choices of moves `chosen` (see [`Self::choose`]).
    fn successor(&self, v: &[u64], chosen: &[u32], state: &[u64], out: &mut [u64]) {
        self.kept_and_copied(v, chosen, state, out);
        for &(atom, b) in &self.nexts {
            if get(v, atom) {
                set(out, b);
            }
        }
    }

    /// Into `out`, the facts of the state after `state` that frames keep and copies set, from
    /// its values `v` with the joint move's consequences and choices of moves `chosen`.
    fn kept_and_copied(&self, v: &[u64], chosen: &[u32], state: &[u64], out: &mut [u64]) {
        out.fill(0);
        for (test, mask) in &self.frames {
            if passes(*test, v) {
                keep(mask, state, out);
            }
        }
        for &(test, b) in &self.copies {
            if passes(test, v) {
                set(out, b);
            }
        }
        for &k in chosen {
            let (mask, facts) = &self.by_choice[k as usize];
            keep(mask, state, out);
            for &b in facts.iter() {
                set(out, b);
            }
        }
    }

    /// Role `role`'s legal moves in values `v`, onto `out`.
    fn legal_in(&self, v: &[u64], role: usize, out: &mut Vec<u32>) {
        if let Some((&first, &last)) = self.role_moves[role].first().zip(self.role_moves[role].last()) {
            let atoms = &self.legal_atoms[first as usize..=last as usize];
            out.extend((first..=last).zip(atoms).filter(|&(_, &atom)| get(v, atom)).map(|(m, _)| m));
        }
    }

    fn terminal_in(&self, v: &[u64]) -> bool {
        self.terminal.is_some_and(|t| get(v, t))
    }

    /// Each role's goal, from a state's values (`p_goals` runs on them here).
    fn goals_in(&self, v: &mut [u64]) -> Result<Vec<u32>, String> {
        self.p_goals.run(v);
        self.goals_of(v)
    }

    /// Each role's goal, from values that already hold the goal atoms.
    fn goals_of(&self, v: &[u64]) -> Result<Vec<u32>, String> {
        let mut out = Vec::new();
        for (r, atoms) in self.goal_atoms.iter().enumerate() {
            let who = &self.roles[r];
            let found: Vec<&(u32, Option<u32>, u32)> = atoms.iter().filter(|g| get(v, g.0)).collect();
            match found.as_slice() {
                [(_, Some(value), _)] => out.push(*value),
                [(_, None, t)] => {
                    let t = self.terms.term(*t);
                    return Err(self.fail(format!("role {who}'s goal {t} is not a number from 0 to 100")));
                }
                [] => return Err(self.fail(format!("role {who} has no goal in this state"))),
                more => return Err(self.fail(format!("role {who} has {} goals here", more.len()))),
            }
        }
        Ok(out)
    }
}

/// A playout's values and buffers, kept between playouts on one thread.
struct Playout {
    values: Values,
    /// The state the values are for.
    state: Vec<u64>,
    legal: Vec<u32>,
    /// Room for a role's legal moves as bits.
    words: Vec<u64>,
    /// Room for the values with goals.
    ends: Vec<u64>,
    /// The next state.
    next: Vec<u64>,
    seen: Seen,
    joint: Vec<u32>,
    /// The joint move's choices of moves.
    chosen: Vec<u32>,
}

impl Compiled {
    /// Every atom's value in `state` with no move made, as the network keeps them (goals
    /// apart: see [`Self::goals_at`]).
    fn all_values(&self, state: &[u64]) -> Vec<u64> {
        let mut v = Vec::new();
        self.load(state, &mut v);
        for program in [&self.p_state, &self.p_legal, &self.p_move] {
            program.run(&mut v);
        }
        v
    }

    fn playout_at(&self, net: &Network, state: &Bits) -> Playout {
        // A joint move is remembered by one number, the roles' moves as its digits.
        let mut seen = Seen::default();
        seen.off = !self.memory || (self.moves.len() as u64).checked_pow(self.roles.len() as u32).is_none();
        Playout {
            values: net.values(self.all_values(&state.0)),
            state: state.0.to_vec(),
            legal: Vec::new(),
            words: Vec::new(),
            ends: Vec::new(),
            next: vec![0; state.0.len()],
            seen,
            joint: Vec::new(),
            chosen: Vec::new(),
        }
    }

    /// Moves `values` from state `now` to `state`, passing on only the facts that differ.
    fn go_to(&self, net: &Network, values: &mut Values, now: &mut [u64], state: &[u64]) {
        for (w, (&now, &to)) in now.iter().zip(state).enumerate() {
            let mut diff = now ^ to;
            while diff != 0 {
                let i = w * 64 + diff.trailing_zeros() as usize;
                diff &= diff - 1;
                if let Some(&(atom, _)) = self.base.get(i) {
                    net.set(values, atom, to >> (i % 64) & 1 == 1);
                }
            }
        }
        now.copy_from_slice(state);
    }

    /// What the network says of `state`: each role's moves, the goals, or the error.
    fn known(&self, net: &Network, run: &mut Playout, state: &[u64]) -> Known {
        self.go_to(net, &mut run.values, &mut run.state, state);
        if self.terminal_in(&run.values.bits) {
            return self.goals_at(run).map_or_else(Known::Broken, |g| Known::Ended(g.into()));
        }
        let mut all = Vec::with_capacity(self.roles.len());
        for role in 0..self.roles.len() {
            let mut legal = Vec::new();
            self.legal_at(&run.values, role, &mut run.words, &mut legal);
            let legal: Box<[u32]> = legal.into();
            if legal.is_empty() {
                return Known::Broken(self.no_move(role));
            }
            all.push(legal);
        }
        Known::Playing(all.into())
    }

    /// A playout through the states this thread has met, working out only the new ones.
    fn playout_seen(
        &self,
        net: &Network,
        run: &mut Playout,
        state: &Bits,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        let mut at = match run.seen.find(&state.0) {
            Some(at) => at,
            None => {
                let known = self.known(net, run, &state.0);
                run.seen.add(&state.0, known).0
            }
        };
        let digits = self.moves.len() as u64;
        for _ in 0..=steps {
            let mut key = 0u64;
            run.joint.clear();
            match &run.seen.state(at).1 {
                Known::Ended(goals) => return Ok(Some(goals.to_vec())),
                Known::Broken(problem) => return Err(problem.clone()),
                Known::Playing(legal) => {
                    for moves in legal {
                        let m = moves[pick(moves.len()).min(moves.len() - 1)];
                        run.joint.push(m);
                        key = key * digits + m as u64;
                    }
                }
            }
            if let Some(to) = run.seen.follow(at, key) {
                at = to;
                continue;
            }
            self.go_to(net, &mut run.values, &mut run.state, &run.seen.state(at).0);
            self.step(net, run);
            let to = match run.seen.find(&run.next) {
                Some(to) => to,
                None => {
                    let next = std::mem::take(&mut run.next);
                    let known = self.known(net, run, &next);
                    let (to, restarted) = run.seen.add(&next, known);
                    run.next = next;
                    if restarted {
                        at = to;
                        continue;
                    }
                    to
                }
            };
            run.seen.link(at, key, to);
            at = to;
        }
        Ok(None)
    }

    /// Each role's goal in the network's state: its values with the goal rules it leaves out.
    fn goals_at(&self, run: &mut Playout) -> Result<Vec<u32>, String> {
        run.ends.clear();
        run.ends.extend_from_slice(&run.values.bits);
        self.p_goals_apart.run(&mut run.ends);
        self.goals_of(&run.ends)
    }

    /// Role `role`'s legal moves from the network's values (see [`Self::network`]), in order,
    /// onto `out`; `words` is room for the role's.
    fn legal_at(&self, values: &Values, role: usize, words: &mut Vec<u64>, out: &mut Vec<u32>) {
        let Some((&first, &last)) = self.role_moves[role].first().zip(self.role_moves[role].last()) else { return };
        let from = first / 64;
        words.clear();
        words.resize((last / 64 - from + 1) as usize, 0);
        for (gate, mask) in &self.gates[role] {
            if *gate == u32::MAX || get(&values.bits, *gate) {
                for &(w, m) in mask.iter() {
                    words[(w - from) as usize] |= values.out[w as usize] & m;
                }
            }
        }
        for (w, &word) in words.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                out.push((from + w as u32) * 64 + word.trailing_zeros());
                word &= word - 1;
            }
        }
    }

    /// The state after `run.joint` from the network's state, into `run.next`: the joint move is
    /// set in the network, its consequences read at their places, and the move taken back.
    fn step(&self, net: &Network, run: &mut Playout) {
        let does = |m: &u32| self.moves[*m as usize].3;
        for d in run.joint.iter().filter_map(does) {
            net.set(&mut run.values, d, true);
        }
        self.choose(run.joint.iter().copied(), &mut run.chosen);
        self.kept_and_copied(&run.values.bits, &run.chosen, &run.state, &mut run.next);
        for (o, &w) in run.next.iter_mut().zip(&run.values.out[self.next_at / 64..]) {
            *o |= w;
        }
        for d in run.joint.iter().filter_map(does) {
            net.set(&mut run.values, d, false);
        }
    }

    /// A playout on the network, through the memory of states met while it is on.
    fn playout_network(
        &self,
        net: &Network,
        run: &mut Playout,
        state: &Bits,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        if !run.seen.off {
            return self.playout_seen(net, run, state, steps, pick);
        }
        self.go_to(net, &mut run.values, &mut run.state, &state.0);
        for _ in 0..=steps {
            if self.terminal_in(&run.values.bits) {
                return self.goals_at(run).map(Some);
            }
            run.joint.clear();
            for role in 0..self.roles.len() {
                run.legal.clear();
                self.legal_at(&run.values, role, &mut run.words, &mut run.legal);
                if run.legal.is_empty() {
                    return Err(self.no_move(role));
                }
                run.joint.push(run.legal[pick(run.legal.len()).min(run.legal.len() - 1)]);
            }
            self.step(net, run);
            self.go_to(net, &mut run.values, &mut run.state, &run.next);
        }
        Ok(None)
    }

    /// The whole playout on one buffer of values, every rule evaluated at every step.
    fn playout_whole(
        &self,
        state: &Bits,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        let (mut bits, mut next) = (state.0.to_vec(), state.0.to_vec());
        let (mut v, mut legal, mut joint, mut chosen) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..=steps {
            self.load(&bits, &mut v);
            self.p_state.run(&mut v);
            if self.terminal_in(&v) {
                return self.goals_in(&mut v).map(Some);
            }
            self.p_legal.run(&mut v);
            joint.clear();
            for role in 0..self.roles.len() {
                legal.clear();
                self.legal_in(&v, role, &mut legal);
                if legal.is_empty() {
                    return Err(self.no_move(role));
                }
                let m = legal[pick(legal.len()).min(legal.len() - 1)];
                if let Some(does) = self.moves[m as usize].3 {
                    set(&mut v, does);
                }
                joint.push(m);
            }
            self.p_move.run(&mut v);
            self.choose(joint.iter().copied(), &mut chosen);
            self.successor(&v, &chosen, &bits, &mut next);
            std::mem::swap(&mut bits, &mut next);
        }
        Ok(None)
    }
}

/// `f` of every joint move of one move from each list, in order, the last list's changing
/// fastest (counted like an odometer's digits). No list may be empty.
fn each_joint(per_role: &[Vec<u32>], mut f: impl FnMut(&[u32])) {
    let mut digits = vec![0; per_role.len()];
    let mut joint: Vec<u32> = per_role.iter().map(|moves| moves[0]).collect();
    loop {
        f(&joint);
        let mut r = per_role.len();
        loop {
            if r == 0 {
                return;
            }
            r -= 1;
            digits[r] += 1;
            if digits[r] < per_role[r].len() {
                joint[r] = per_role[r][digits[r]];
                break;
            }
            digits[r] = 0;
            joint[r] = per_role[r][0];
        }
    }
}

/// Numbers for engines, for the cache.
static ENGINES: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// The last state asked about on this thread: its engine, itself and its values.
    static CACHE: RefCell<(u64, Option<Bits>, Vec<u64>)> = const { RefCell::new((u64::MAX, None, Vec::new())) };
    /// The last playout's values on this thread, and its engine.
    static PLAYOUT: RefCell<Option<(u64, Playout)>> = const { RefCell::new(None) };
}

impl Machine for Compiled {
    type State = Bits;
    type Move = u32;

    fn role_names(&self) -> Vec<String> {
        self.roles.iter().map(Term::to_string).collect()
    }

    fn initial(&self) -> Bits {
        self.init.clone()
    }

    fn is_terminal(&self, state: &Bits) -> Result<bool, String> {
        let known =
            CACHE.with_borrow(|c| (c.0 == self.id && c.1.as_ref() == Some(state)).then(|| self.terminal_in(&c.2)));
        match (known, &self.end) {
            (Some(over), _) => Ok(over),
            (None, Some(end)) => Ok(self.terminal.is_some_and(|t| end.holds(t, &state.0, &self.constants))),
            (None, None) => Ok(self.with_values(state, |v| self.terminal_in(v))),
        }
    }

    /// A role with no legal move where the game goes on is the description's error.
    fn legal(&self, state: &Bits, role: usize) -> Result<Vec<u32>, String> {
        if role >= self.roles.len() {
            return Ok(Vec::new());
        }
        let (legal, over) = self.with_values(state, |v| {
            let mut legal = Vec::new();
            self.legal_in(v, role, &mut legal);
            (legal, self.terminal_in(v))
        });
        if legal.is_empty() && !over {
            return Err(self.no_move(role));
        }
        Ok(legal)
    }

    fn next(&self, state: &Bits, joint: &[u32]) -> Result<Bits, String> {
        let one: Vec<Vec<u32>> = joint.iter().map(|&m| vec![m]).collect();
        let next = self.successors(state, &one)?.pop();
        next.ok_or_else(|| self.fail(format!("no state after {} moves for {} roles", joint.len(), self.roles.len())))
    }

    fn goals(&self, state: &Bits) -> Result<Vec<u32>, String> {
        let mut v = self.with_values(state, <[u64]>::to_vec);
        self.goals_in(&mut v)
    }

    /// The whole playout on one set of values: through the network where there is one, which
    /// each thread keeps from its last playout so a playout from a nearby state starts cheaply.
    fn playout(
        &self,
        state: &Bits,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        let Some(net) = &self.network else { return self.playout_whole(state, steps, pick) };
        PLAYOUT.with(|cell| match cell.try_borrow_mut() {
            Ok(mut kept) => {
                let run = match &mut *kept {
                    Some((id, run)) if *id == self.id => run,
                    other => &mut other.insert((self.id, self.playout_at(net, state))).1,
                };
                self.playout_network(net, run, state, steps, pick)
            }
            // A playout inside `pick`: it gets values of its own.
            Err(_) => self.playout_network(net, &mut self.playout_at(net, state), state, steps, pick),
        })
    }

    /// `state` set in the network once, or worked out once on the programs, then each joint
    /// move in turn.
    fn successors(&self, state: &Bits, per_role: &[Vec<u32>]) -> Result<Vec<Bits>, String> {
        if per_role.len() != self.roles.len() {
            return Err(self.fail(format!("{} moves for {} roles", per_role.len(), self.roles.len())));
        }
        for (r, moves) in per_role.iter().enumerate() {
            if let Some(m) = moves.iter().find(|&&m| self.moves.get(m as usize).is_none_or(|mv| mv.0 != r)) {
                return Err(self.fail(format!("move {m} is not one of role {}'s", self.roles[r])));
            }
        }
        let count = per_role.iter().map(Vec::len).product();
        let mut out = Vec::with_capacity(count);
        if count == 0 {
            return Ok(out);
        }
        // Through the network where several roles choose at once (knightwar, five roles: depth 2
        // in 40 s against 61 s on the programs, release); where one role chooses, the move
        // program's triggers skip the other roles' rules and it is the faster (amazons: 10 s
        // against 17 s).
        let choosing = per_role.iter().filter(|moves| moves.len() > 1).count();
        if let Some(net) = self.network.as_ref().filter(|_| choosing > 1) {
            // Each joint move set in the network, its consequences read, and taken back.
            let mut run = self.playout_at(net, state);
            each_joint(per_role, |joint| {
                run.joint.clear();
                run.joint.extend_from_slice(joint);
                self.step(net, &mut run);
                out.push(Bits(run.next.as_slice().into()));
            });
            return Ok(out);
        }
        // The state's values made once; the atoms a joint move makes true put back after it.
        let mut v = self.with_values(state, <[u64]>::to_vec);
        let (mut chosen, mut made) = (Vec::new(), Vec::new());
        each_joint(per_role, |joint| {
            made.extend(joint.iter().filter_map(|&m| self.moves[m as usize].3));
            for &d in &made {
                set(&mut v, d);
            }
            self.p_move.run_noting(&mut v, |a| made.push(a));
            self.choose(joint.iter().copied(), &mut chosen);
            let mut next = vec![0u64; state.0.len()];
            self.successor(&v, &chosen, &state.0, &mut next);
            out.push(Bits(next.into()));
            for a in made.drain(..) {
                v[(a / 64) as usize] &= !(1 << (a % 64));
            }
        });
        Ok(out)
    }

    fn move_term(&self, mv: &u32) -> Term {
        self.moves.get(*mv as usize).map_or_else(|| Term::atom("noop"), |m| self.terms.term(m.1))
    }

    fn facts(&self, state: &Bits) -> Vec<Term> {
        (0..self.base.len() as u32)
            .filter(|&i| get(&state.0, i))
            .map(|i| self.terms.term(self.base[i as usize].1))
            .collect()
    }
}
