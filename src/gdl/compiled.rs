//! The compiled engine: a description grounded (see [`ground`](super::ground)), checked, and
//! reduced to ground rules over numbered atoms, evaluated bottom-up per state on bitsets in
//! stratified order. A state is the bitset of its `true` facts; a move a number.

use super::ground::{self, Limits, Names, Terms, pred_of};
use super::{Machine, kif};
use crate::ai::htn::parser::Clause;
use crate::ai::htn::{Sym, Term};
use crate::core::assets::LoadError;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};

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
/// group, rules sharing a trigger (a positive literal) are skipped together while it is false.
#[derive(Default)]
struct Program {
    /// First and last segment, and whether the group is cyclic.
    groups: Vec<(u32, u32, bool)>,
    /// Trigger atom (`u32::MAX` for none), first and last rule.
    segments: Vec<(u32, u32, u32)>,
    /// Head, first literal, positive count, negative count.
    rules: Vec<(u32, u32, u32, u32)>,
    lits: Vec<u32>,
}

impl Program {
    fn run(&self, v: &mut [u64]) {
        for &(first_seg, end_seg, cyclic) in &self.groups {
            loop {
                let mut changed = false;
                for &(trigger, start, end) in &self.segments[first_seg as usize..end_seg as usize] {
                    if trigger != u32::MAX && !get(v, trigger) {
                        continue;
                    }
                    for &(head, first, npos, nneg) in &self.rules[start as usize..end as usize] {
                        if get(v, head) {
                            continue;
                        }
                        let lits = &self.lits[first as usize..(first + npos + nneg) as usize];
                        let (pos, neg) = lits.split_at(npos as usize);
                        if pos.iter().all(|&a| get(v, a)) && !neg.iter().any(|&a| get(v, a)) {
                            set(v, head);
                            changed = true;
                        }
                    }
                }
                if !cyclic || !changed {
                    break;
                }
            }
        }
    }
}

/// A compiled description.
pub struct Compiled {
    file: String,
    roles: Vec<Term>,
    terms: Terms,
    /// Values every state starts from: the atoms true whatever the state.
    constants: Vec<u64>,
    /// Each base fact's atom and its fact's term.
    base: Vec<(u32, u32)>,
    /// Each `next` atom with the base fact it makes true.
    nexts: Vec<(u32, u32)>,
    /// Each move: its role, term, `legal` atom and `does` atom (none if no rule asks).
    moves: Vec<(usize, u32, u32, Option<u32>)>,
    /// Each role's moves, sorted by their text.
    role_moves: Vec<Vec<u32>>,
    terminal: Option<u32>,
    /// Each role's `goal` atoms with their values (none if not a number from 0 to 100).
    goal_atoms: Vec<Vec<(u32, Option<u32>, u32)>>,
    init: Bits,
    /// Tells engines apart in the per-thread cache of the last state's values.
    id: u64,
    /// Everything a state decides without a move: terminal, legal, what `next` needs of it.
    p_state: Program,
    p_goals: Program,
    /// What `next` needs of the joint move, on top of `p_state`'s values.
    p_move: Program,
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

impl Compiled {
    pub fn parse(file: &str, text: &str) -> Result<Compiled, CompileError> {
        Compiled::parse_with(file, text, Limits::default())
    }

    /// Compiles with the given caps on grounding.
    pub fn parse_with(file: &str, text: &str, limits: Limits) -> Result<Compiled, CompileError> {
        let invalid = |problem: String| CompileError::Invalid(LoadError { file: file.into(), problem });
        let beyond = |problem: String| CompileError::Beyond(LoadError { file: file.into(), problem });
        let clauses = kif::parse(file, text).map_err(|(p, l, c)| invalid(format!("{p} ({l}:{c})")))?;
        let names = Names {
            truth: kif::relation("true"),
            does: kif::relation("does"),
            init: kif::relation("init"),
            next: kif::relation("next"),
            legal: kif::relation("legal"),
            not: Sym::new("not"),
            distinct: Sym::new("\\=="),
        };
        let (role, goal, terminal) = (kif::relation("role"), kif::relation("goal"), kif::relation("terminal"));
        check(&clauses, &names, goal, terminal).map_err(invalid)?;
        let mut roles: Vec<Term> = Vec::new();
        for c in clauses.iter().filter(|c| pred_of(&c.head) == Some((role, 1))) {
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
        let g = ground::ground(&clauses, &names, limits).map_err(beyond)?;
        let mut terms = g.terms;
        let index: HashMap<u32, u32> = g.atoms.iter().enumerate().map(|(i, &t)| (t, i as u32)).collect();
        let n = g.atoms.len();
        let words = n.div_ceil(64).max(1);
        let text_of = |terms: &Terms, t: u32| terms.term(t).to_string();
        // Rules by head, literals as atom numbers.
        let mut by_head: Vec<Vec<(Vec<u32>, Vec<u32>)>> = vec![Vec::new(); n];
        for r in &g.rules {
            let pos = r.pos.iter().map(|t| index[t]).collect();
            let neg = r.neg.iter().map(|t| index[t]).collect();
            by_head[index[&r.head] as usize].push((pos, neg));
        }
        let input = |a: u32| {
            let name = terms.name(g.atoms[a as usize]);
            name == names.truth || name == names.does
        };
        let adj: Vec<Vec<u32>> =
            by_head.iter().map(|rs| rs.iter().flat_map(|(p, q)| p.iter().chain(q).copied()).collect()).collect();
        let order = sccs(&adj);
        // Atoms that depend on no state are worked out once, here.
        let mut dynamic = vec![false; n];
        let mut constants = vec![0u64; words];
        for comp in &order {
            let dyn_comp = comp.iter().any(|&a| {
                input(a) || by_head[a as usize].iter().any(|(p, q)| p.iter().chain(q).any(|&b| dynamic[b as usize]))
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
                    if !get(&constants, a)
                        && by_head[a as usize].iter().any(|(p, q)| {
                            p.iter().all(|&b| get(&constants, b)) && !q.iter().any(|&b| get(&constants, b))
                        })
                    {
                        set(&mut constants, a);
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        // The state-dependent rules with constant literals folded away.
        let mut simple: Vec<Vec<(Vec<u32>, Vec<u32>)>> = vec![Vec::new(); n];
        for a in (0..n).filter(|&a| dynamic[a]) {
            for (p, q) in &by_head[a] {
                let holds = |b: &u32| !dynamic[*b as usize] && get(&constants, *b);
                if p.iter().any(|b| !dynamic[*b as usize] && !holds(b)) || q.iter().any(holds) {
                    continue;
                }
                let p: Vec<u32> = p.iter().copied().filter(|b| dynamic[*b as usize]).collect();
                let q: Vec<u32> = q.iter().copied().filter(|b| dynamic[*b as usize]).collect();
                simple[a].push((p, q));
            }
        }
        // Atoms that depend on the joint move: only `next` may ask about them.
        let mut on_move = vec![false; n];
        for comp in &order {
            let moved = comp.iter().any(|&a| {
                terms.name(g.atoms[a as usize]) == names.does
                    || simple[a as usize].iter().any(|(p, q)| p.iter().chain(q).any(|&b| on_move[b as usize]))
            });
            for &a in comp {
                on_move[a as usize] = moved;
            }
        }
        // Each component's level: one more than the highest it depends on. Components of one
        // level are independent, so their rules run as one group sorted by trigger.
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
        // The rules for `targets`, only those whose head depends on the move if `moved`, only
        // those that do not otherwise.
        let program = |targets: &[u32], moved: bool| {
            let mut need = vec![false; n];
            let mut todo: Vec<u32> = targets.iter().copied().filter(|&t| dynamic[t as usize]).collect();
            for &t in &todo {
                need[t as usize] = true;
            }
            while let Some(a) = todo.pop() {
                for (p, q) in &simple[a as usize] {
                    for &b in p.iter().chain(q) {
                        if !need[b as usize] {
                            need[b as usize] = true;
                            todo.push(b);
                        }
                    }
                }
            }
            // A rule's trigger is its positive literal shared by the most rules, so one
            // false atom skips as many rules as it can.
            let mut uses: HashMap<u32, usize> = HashMap::new();
            for a in 0..n {
                need[a] &= on_move[a] == moved;
            }
            for a in (0..n).filter(|&a| need[a]) {
                for (p, _) in &simple[a] {
                    for &b in p {
                        *uses.entry(b).or_default() += 1;
                    }
                }
            }
            let mut prog = Program::default();
            for comps in &levels {
                let (loops, flat): (Vec<usize>, Vec<usize>) = comps.iter().partition(|&&k| cyclic[k]);
                let runs = std::iter::once((flat, false)).chain(loops.into_iter().map(|k| (vec![k], true)));
                for (members, is_cyclic) in runs {
                    let mut rules: Vec<(u32, u32, &Vec<u32>, &Vec<u32>)> = Vec::new();
                    for &a in members.iter().flat_map(|&k| &order[k]).filter(|&&a| need[a as usize]) {
                        for (p, q) in &simple[a as usize] {
                            let trigger = p.iter().copied().max_by_key(|b| (uses[b], *b)).unwrap_or(u32::MAX);
                            rules.push((trigger, a, p, q));
                        }
                    }
                    if rules.is_empty() {
                        continue;
                    }
                    rules.sort_by_key(|r| r.0);
                    let first_seg = prog.segments.len() as u32;
                    for (trigger, a, p, q) in rules {
                        let at = prog.rules.len() as u32;
                        let open = prog.segments.len() as u32 > first_seg;
                        match prog.segments.last_mut() {
                            Some(seg) if open && seg.0 == trigger => seg.2 = at + 1,
                            _ => prog.segments.push((trigger, at, at + 1)),
                        }
                        prog.rules.push((a, prog.lits.len() as u32, p.len() as u32, q.len() as u32));
                        prog.lits.extend(p.iter().chain(q));
                    }
                    prog.groups.push((first_seg, prog.segments.len() as u32, is_cyclic));
                }
            }
            prog
        };
        // Base facts numbered by their text; roles' moves sorted by theirs.
        let arg = |terms: &Terms, a: u32, i: usize| terms.args(g.atoms[a as usize])[i];
        let of_name = |terms: &Terms, name: Sym, arity: usize| -> Vec<u32> {
            (0..n as u32)
                .filter(|&a| {
                    let t = g.atoms[a as usize];
                    terms.name(t) == name && terms.args(t).len() == arity
                })
                .collect()
        };
        let mut base: Vec<(String, u32, u32)> = of_name(&terms, names.truth, 1)
            .into_iter()
            .map(|a| (text_of(&terms, arg(&terms, a, 0)), a, arg(&terms, a, 0)))
            .collect();
        base.sort();
        let base_of: HashMap<u32, u32> = base.iter().enumerate().map(|(i, b)| (b.2, i as u32)).collect();
        let nexts: Vec<(u32, u32)> = of_name(&terms, names.next, 1)
            .into_iter()
            .filter_map(|a| Some((a, *base_of.get(&arg(&terms, a, 0))?)))
            .collect();
        let mut init = vec![0u64; base.len().div_ceil(64).max(1)];
        for a in of_name(&terms, names.init, 1) {
            if dynamic[a as usize] {
                return Err(beyond("init depends on the state".into()));
            }
            if get(&constants, a)
                && let Some(&b) = base_of.get(&arg(&terms, a, 0))
            {
                set(&mut init, b);
            }
        }
        let role_ids: Vec<u32> = roles
            .iter()
            .map(|r| match r {
                Term::Atom(s) => Ok(terms.intern(*s, Box::new([]))),
                other => Err(invalid(format!("role {other} is not a name"))),
            })
            .collect::<Result<_, _>>()?;
        let mut moves = Vec::new();
        let mut role_moves = Vec::new();
        let legal_atoms = of_name(&terms, names.legal, 2);
        for (r, &rid) in role_ids.iter().enumerate() {
            let mut mine: Vec<(String, u32)> = legal_atoms
                .iter()
                .filter(|&&a| arg(&terms, a, 0) == rid)
                .map(|&a| (text_of(&terms, arg(&terms, a, 1)), a))
                .collect();
            mine.sort();
            let mut ids = Vec::new();
            for (_, a) in mine {
                let m = arg(&terms, a, 1);
                let does = terms.intern(names.does, Box::new([rid, m]));
                ids.push(moves.len() as u32);
                moves.push((r, m, a, index.get(&does).copied()));
            }
            role_moves.push(ids);
        }
        let goal_all = of_name(&terms, goal, 2);
        let mut goal_atoms = Vec::new();
        for (&rid, r) in role_ids.iter().zip(&roles) {
            let mine: Vec<(u32, Option<u32>, u32)> = goal_all
                .iter()
                .filter(|&&a| arg(&terms, a, 0) == rid)
                .map(|&a| {
                    let v = arg(&terms, a, 1);
                    (a, text_of(&terms, v).parse::<u32>().ok().filter(|&x| x <= 100), v)
                })
                .collect();
            if mine.is_empty() {
                return Err(invalid(format!("role {r} has no goal in any state")));
            }
            goal_atoms.push(mine);
        }
        let terminal_atom = index.get(&terms.intern(terminal, Box::new([]))).copied();
        let mut state_targets: Vec<u32> = terminal_atom.into_iter().collect();
        state_targets.extend(moves.iter().map(|m| m.2));
        state_targets.extend(nexts.iter().map(|x| x.0));
        let p_state = program(&state_targets, false);
        let p_goals = program(&goal_atoms.iter().flatten().map(|g| g.0).collect::<Vec<_>>(), false);
        let p_move = program(&nexts.iter().map(|x| x.0).collect::<Vec<_>>(), true);
        Ok(Compiled {
            file: file.into(),
            roles,
            terms,
            constants,
            base: base.into_iter().map(|(_, a, t)| (a, t)).collect(),
            nexts,
            moves,
            role_moves,
            terminal: terminal_atom,
            goal_atoms,
            init: Bits(init.into()),
            id: ENGINES.fetch_add(1, Ordering::Relaxed),
            p_state,
            p_goals,
            p_move,
        })
    }

    fn fail(&self, problem: String) -> String {
        format!("{}: {problem}", self.file)
    }

    /// `f` of the atoms' values in `state`, with `p_state` run. A playout asks about the same
    /// state several times in a row (terminal, then each role's moves, then the next state),
    /// so each thread keeps the last state's values.
    fn with_values<R>(&self, state: &Bits, f: impl FnOnce(&[u64]) -> R) -> R {
        CACHE.with_borrow_mut(|cache| {
            if !(cache.0 == self.id && cache.1.as_ref() == Some(state)) {
                let (_, last, v) = cache;
                v.clear();
                v.extend_from_slice(&self.constants);
                for (w, &word) in state.0.iter().enumerate() {
                    let mut bits = word;
                    while bits != 0 {
                        let i = w * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        if let Some(&(atom, _)) = self.base.get(i) {
                            set(v, atom);
                        }
                    }
                }
                self.p_state.run(v);
                *last = Some(state.clone());
                cache.0 = self.id;
            }
            f(&cache.2)
        })
    }

    fn terminal_in(&self, v: &[u64]) -> bool {
        self.terminal.is_some_and(|t| get(v, t))
    }

    /// Each role's goal, from a state's values (`p_goals` runs on them here).
    fn goals_in(&self, v: &mut [u64]) -> Result<Vec<u32>, String> {
        self.p_goals.run(v);
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

/// Numbers for engines, for the cache.
static ENGINES: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// The last state asked about on this thread: its engine, itself and its values.
    static CACHE: RefCell<(u64, Option<Bits>, Vec<u64>)> = const { RefCell::new((u64::MAX, None, Vec::new())) };
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
        Ok(self.with_values(state, |v| self.terminal_in(v)))
    }

    /// A role with no legal move where the game goes on is the description's error.
    fn legal(&self, state: &Bits, role: usize) -> Result<Vec<u32>, String> {
        let Some(ids) = self.role_moves.get(role) else { return Ok(Vec::new()) };
        let (legal, over) = self.with_values(state, |v| {
            let legal: Vec<u32> = ids.iter().copied().filter(|&m| get(v, self.moves[m as usize].2)).collect();
            (legal, self.terminal_in(v))
        });
        if legal.is_empty() && !over {
            return Err(
                self.fail(format!("role {} has no legal move in a state that is not terminal", self.roles[role]))
            );
        }
        Ok(legal)
    }

    fn next(&self, state: &Bits, joint: &[u32]) -> Result<Bits, String> {
        if joint.len() != self.roles.len() {
            return Err(self.fail(format!("{} moves for {} roles", joint.len(), self.roles.len())));
        }
        let mut v = self.with_values(state, <[u64]>::to_vec);
        for (r, &m) in joint.iter().enumerate() {
            match self.moves.get(m as usize) {
                Some(&(role, _, _, does)) if role == r => {
                    if let Some(d) = does {
                        set(&mut v, d);
                    }
                }
                _ => return Err(self.fail(format!("move {m} is not one of role {}'s", self.roles[r]))),
            }
        }
        self.p_move.run(&mut v);
        let mut out = vec![0u64; state.0.len()];
        for &(atom, b) in &self.nexts {
            if get(&v, atom) {
                set(&mut out, b);
            }
        }
        Ok(Bits(out.into()))
    }

    fn goals(&self, state: &Bits) -> Result<Vec<u32>, String> {
        let mut v = self.with_values(state, <[u64]>::to_vec);
        self.goals_in(&mut v)
    }

    /// The whole playout on one buffer of values: no state is built or cached between steps.
    fn playout(
        &self,
        state: &Bits,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        let mut bits = state.0.to_vec();
        let mut v = self.constants.clone();
        let mut legal = Vec::new();
        for _ in 0..=steps {
            v.copy_from_slice(&self.constants);
            for (w, &word) in bits.iter().enumerate() {
                let mut rest = word;
                while rest != 0 {
                    let i = w * 64 + rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    if let Some(&(atom, _)) = self.base.get(i) {
                        set(&mut v, atom);
                    }
                }
            }
            self.p_state.run(&mut v);
            if self.terminal_in(&v) {
                return self.goals_in(&mut v).map(Some);
            }
            for (role, ids) in self.role_moves.iter().enumerate() {
                legal.clear();
                legal.extend(ids.iter().copied().filter(|&m| get(&v, self.moves[m as usize].2)));
                if legal.is_empty() {
                    let who = &self.roles[role];
                    return Err(self.fail(format!("role {who} has no legal move in a state that is not terminal")));
                }
                if let Some(does) = self.moves[legal[pick(legal.len()).min(legal.len() - 1)] as usize].3 {
                    set(&mut v, does);
                }
            }
            self.p_move.run(&mut v);
            bits.fill(0);
            for &(atom, b) in &self.nexts {
                if get(&v, atom) {
                    set(&mut bits, b);
                }
            }
        }
        Ok(None)
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
