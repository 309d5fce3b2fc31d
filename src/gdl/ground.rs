//! Grounding: every rule instance that can matter, found by a relaxed fixpoint. `true` may hold
//! for anything `init` or `next` can give, `does` for anything `legal` can give, and negations
//! are taken as satisfiable, so the fixpoint over-approximates every reachable state; `distinct`
//! only compares terms and is decided exactly. Ground terms are hash-consed to numbers.

use crate::ai::htn::parser::Clause;
use crate::ai::htn::{Sym, Term};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::time::{Duration, Instant};

/// Caps that turn an exploding description into an error instead of a hang or an exhausted
/// memory.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub atoms: usize,
    pub rules: usize,
    pub time: Duration,
    /// Derived terms nested deeper than this mean a function symbol recurses without end.
    pub depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { atoms: 1 << 20, rules: 1 << 22, time: Duration::from_secs(5), depth: 40 }
    }
}

/// Hash-consed ground terms: a name and its arguments' numbers.
#[derive(Default)]
pub struct Terms {
    nodes: Vec<(Sym, Box<[u32]>)>,
    depth: Vec<u16>,
    ids: HashMap<(Sym, Box<[u32]>), u32>,
}

impl Terms {
    pub fn intern(&mut self, name: Sym, args: Box<[u32]>) -> u32 {
        if let Some(&id) = self.ids.get(&(name, args.clone())) {
            return id;
        }
        let id = self.nodes.len() as u32;
        let depth = args.iter().map(|&a| self.depth[a as usize] + 1).max().unwrap_or(0);
        self.nodes.push((name, args.clone()));
        self.depth.push(depth);
        self.ids.insert((name, args), id);
        id
    }

    pub fn name(&self, id: u32) -> Sym {
        self.nodes[id as usize].0
    }

    pub fn args(&self, id: u32) -> &[u32] {
        &self.nodes[id as usize].1
    }

    /// The term back in the resolver's form; its depth is capped by grounding.
    pub fn term(&self, id: u32) -> Term {
        let (name, args) = &self.nodes[id as usize];
        if args.is_empty() {
            Term::Atom(*name)
        } else {
            Term::Compound(*name, args.iter().map(|&a| self.term(a)).collect())
        }
    }
}

/// A body literal of a rule as grounding sees it.
#[derive(Clone)]
enum Lit {
    Pos(Term),
    Neg(Term),
    Distinct(Term, Term),
}

/// A rule ready to join: its head, literals and where it was written.
struct Rule {
    head: Term,
    pos: Vec<(usize, Term)>,
    rest: Vec<Lit>,
    vars: usize,
    /// Only for reachability (`true` from `next`): left out of the ground rules.
    relaxed: bool,
}

/// One ground rule: head atom, atoms that must hold and atoms that must not.
pub struct GroundRule {
    pub head: u32,
    pub pos: Vec<u32>,
    pub neg: Vec<u32>,
}

/// The grounded description: its terms, the atoms (term numbers of sentences) that may hold,
/// and the rule instances among them.
pub struct Grounded {
    pub terms: Terms,
    pub atoms: Vec<u32>,
    pub rules: Vec<GroundRule>,
}

/// Why grounding stopped: the description is beyond this engine (too big, or a construct it
/// does not compile); the resolver may still run it.
pub type Stop = String;

struct Grounder<'a> {
    terms: Terms,
    /// Predicate (name, arity) to its number.
    preds: HashMap<(Sym, usize), usize>,
    /// Each predicate's atoms (term numbers) in the order found.
    by_pred: Vec<Vec<u32>>,
    known: HashSet<u32>,
    limits: Limits,
    started: Instant,
    steps: u64,
    names: &'a Names,
}

/// The relations grounding treats specially.
pub struct Names {
    pub truth: Sym,
    pub does: Sym,
    pub init: Sym,
    pub next: Sym,
    pub legal: Sym,
    pub not: Sym,
    pub distinct: Sym,
}

/// A sentence's predicate: name and arity.
pub fn pred_of(t: &Term) -> Option<(Sym, usize)> {
    match t {
        Term::Atom(s) => Some((*s, 0)),
        Term::Compound(s, args) => Some((*s, args.len())),
        _ => None,
    }
}

impl<'a> Grounder<'a> {
    fn pred(&mut self, key: (Sym, usize)) -> usize {
        let next = self.preds.len();
        let id = *self.preds.entry(key).or_insert(next);
        if id == self.by_pred.len() {
            self.by_pred.push(Vec::new());
        }
        id
    }

    fn tick(&mut self) -> Result<(), Stop> {
        self.steps += 1;
        if self.steps.is_multiple_of(4096) && self.started.elapsed() > self.limits.time {
            return Err(format!("grounding took more than {:?}", self.limits.time));
        }
        Ok(())
    }

    /// Whether pattern `pat` matches ground term `id`, binding variables; `trail` records
    /// the variables bound so a failed match can be undone.
    fn matches(&self, pat: &Term, id: u32, b: &mut [Option<u32>], trail: &mut Vec<usize>) -> bool {
        match pat {
            Term::Var(v) => match b[*v as usize] {
                Some(x) => x == id,
                None => {
                    b[*v as usize] = Some(id);
                    trail.push(*v as usize);
                    true
                }
            },
            Term::Atom(s) => self.terms.name(id) == *s && self.terms.args(id).is_empty(),
            Term::Compound(s, args) => {
                let gargs = self.terms.args(id);
                self.terms.name(id) == *s
                    && gargs.len() == args.len()
                    && args.iter().zip(gargs).all(|(p, &g)| self.matches(p, g, b, trail))
            }
            _ => false,
        }
    }

    /// The ground term of `pat` under bindings `b` (every variable bound: rules are safe).
    fn build(&mut self, pat: &Term, b: &[Option<u32>]) -> Result<u32, Stop> {
        match pat {
            Term::Var(v) => b[*v as usize].ok_or_else(|| "an unbound variable".into()),
            Term::Atom(s) => Ok(self.terms.intern(*s, Box::new([]))),
            Term::Compound(s, args) => {
                let ids: Result<Vec<u32>, Stop> = args.iter().map(|a| self.build(a, b)).collect();
                let id = self.terms.intern(*s, ids?.into());
                if usize::from(self.terms.depth[id as usize]) > self.limits.depth {
                    return Err(format!("terms nested deeper than {}", self.limits.depth));
                }
                Ok(id)
            }
            other => Err(format!("{other} is not a GDL term")),
        }
    }

    /// Every binding of `rule`'s positive literals, literal `i` taken from `ranges[i]` of its
    /// predicate's atoms, passed to `found`.
    fn join(
        &mut self,
        rule: &Rule,
        ranges: &[Range<usize>],
        i: usize,
        b: &mut Vec<Option<u32>>,
        found: &mut dyn FnMut(&mut Grounder<'a>, &[Option<u32>]) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        let Some((pred, pat)) = rule.pos.get(i) else { return found(self, b) };
        for k in ranges[i].clone() {
            self.tick()?;
            let id = self.by_pred[*pred][k];
            let mut trail = Vec::new();
            if self.matches(pat, id, b, &mut trail) {
                self.join(rule, ranges, i + 1, b, found)?;
            }
            for v in trail {
                b[v] = None;
            }
        }
        Ok(())
    }

    /// Adds a derived atom; false if it was known.
    fn add(&mut self, id: u32) -> Result<bool, Stop> {
        if self.known.contains(&id) {
            return Ok(false);
        }
        if self.known.len() >= self.limits.atoms {
            return Err(format!("more than {} ground atoms", self.limits.atoms));
        }
        self.known.insert(id);
        let key = (self.terms.name(id), self.terms.args(id).len());
        let p = self.pred(key);
        self.by_pred[p].push(id);
        Ok(true)
    }

    /// Whether the tests (`distinct`) of a binding pass; negations are left for later.
    fn distinct_ok(&mut self, rule: &Rule, b: &[Option<u32>]) -> Result<bool, Stop> {
        for lit in &rule.rest {
            if let Lit::Distinct(x, y) = lit
                && self.build(x, b)? == self.build(y, b)?
            {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// The literal of body term `t`: `\==` is `distinct`, `not` a negation.
fn lit(t: &Term, names: &Names) -> Result<Lit, Stop> {
    match t {
        Term::Compound(s, args) if *s == names.distinct && args.len() == 2 => {
            Ok(Lit::Distinct(args[0].clone(), args[1].clone()))
        }
        Term::Compound(s, args) if *s == names.not => match &args[..] {
            [inner] if pred_of(inner).is_some_and(|(p, _)| p != names.not && p != names.distinct) => {
                Ok(Lit::Neg(inner.clone()))
            }
            _ => Err("a negation of a negation, distinct or conjunction".into()),
        },
        _ => Ok(Lit::Pos(t.clone())),
    }
}

/// Grounds the clauses.
pub fn ground(clauses: &[Clause], names: &Names, limits: Limits) -> Result<Grounded, Stop> {
    let mut g = Grounder {
        terms: Terms::default(),
        preds: HashMap::new(),
        by_pred: Vec::new(),
        known: HashSet::new(),
        limits,
        started: Instant::now(),
        steps: 0,
        names,
    };
    let mut rules = Vec::new();
    for c in clauses {
        let mut pos = Vec::new();
        let mut rest = Vec::new();
        for t in &c.body {
            match lit(t, g.names)? {
                Lit::Pos(t) => {
                    let key = pred_of(&t).ok_or_else(|| format!("{t} is not a sentence"))?;
                    pos.push((g.pred(key), t));
                }
                other => rest.push(other),
            }
        }
        let vars = std::iter::once(&c.head).chain(&c.body).map(Term::var_count).max().unwrap_or(0) as usize;
        rules.push(Rule { head: c.head.clone(), pos, rest, vars, relaxed: false });
    }
    // `true` and `does` as rules, for reachability only.
    let x = Term::Var(0);
    let (r, m) = (Term::Var(0), Term::Var(1));
    let relax = |head: Term, pred: usize, body: Term, vars: usize| Rule {
        head,
        pos: vec![(pred, body)],
        rest: Vec::new(),
        vars,
        relaxed: true,
    };
    let truth = |t: &Term| Term::Compound(names.truth, [t.clone()].into());
    let p_init = g.pred((names.init, 1));
    let p_next = g.pred((names.next, 1));
    let p_legal = g.pred((names.legal, 2));
    rules.push(relax(truth(&x), p_init, Term::Compound(names.init, [x.clone()].into()), 1));
    rules.push(relax(truth(&x), p_next, Term::Compound(names.next, [x.clone()].into()), 1));
    rules.push(relax(
        Term::Compound(names.does, [r.clone(), m.clone()].into()),
        p_legal,
        Term::Compound(names.legal, [r, m].into()),
        2,
    ));
    // Semi-naive fixpoint: each round joins at least one literal with the atoms the last
    // round found, so no combination is tried twice.
    let mut before: Vec<usize> = Vec::new();
    let mut first = true;
    loop {
        let now: Vec<usize> = g.by_pred.iter().map(Vec::len).collect();
        before.resize(now.len(), 0);
        let mut new_heads = Vec::new();
        for rule in &rules {
            let tries: Vec<Vec<Range<usize>>> = if rule.pos.is_empty() {
                if first { vec![Vec::new()] } else { Vec::new() }
            } else {
                (0..rule.pos.len())
                    .filter(|&i| before[rule.pos[i].0] < now[rule.pos[i].0])
                    .map(|i| {
                        (0..rule.pos.len())
                            .map(|j| {
                                let p = rule.pos[j].0;
                                if j < i {
                                    0..before[p]
                                } else if j == i {
                                    before[p]..now[p]
                                } else {
                                    0..now[p]
                                }
                            })
                            .collect()
                    })
                    .collect()
            };
            for ranges in tries {
                let mut b = vec![None; rule.vars];
                g.join(rule, &ranges, 0, &mut b, &mut |g, b| {
                    if g.distinct_ok(rule, b)? {
                        let head = g.build(&rule.head, b)?;
                        new_heads.push(head);
                    }
                    Ok(())
                })?;
            }
        }
        first = false;
        before = now;
        let mut grew = false;
        for h in new_heads {
            grew |= g.add(h)?;
        }
        if !grew {
            break;
        }
    }
    // The rule instances over the reachable atoms, negations kept where their atom may hold.
    let mut ground_rules = Vec::new();
    let all: Vec<usize> = g.by_pred.iter().map(Vec::len).collect();
    for rule in rules.iter().filter(|r| !r.relaxed) {
        let ranges: Vec<Range<usize>> = rule.pos.iter().map(|(p, _)| 0..all[*p]).collect();
        let mut b = vec![None; rule.vars];
        g.join(rule, &ranges, 0, &mut b, &mut |g, b| {
            if !g.distinct_ok(rule, b)? {
                return Ok(());
            }
            let head = g.build(&rule.head, b)?;
            let pos: Result<Vec<u32>, Stop> = rule.pos.iter().map(|(_, t)| g.build(t, b)).collect();
            let mut neg = Vec::new();
            for l in &rule.rest {
                if let Lit::Neg(t) = l {
                    let id = g.build(t, b)?;
                    if g.known.contains(&id) {
                        neg.push(id);
                    }
                }
            }
            if ground_rules.len() >= g.limits.rules {
                return Err(format!("more than {} ground rules", g.limits.rules));
            }
            ground_rules.push(GroundRule { head, pos: pos?, neg });
            Ok(())
        })?;
    }
    let mut atoms: Vec<u32> = g.known.iter().copied().collect();
    atoms.sort_unstable();
    Ok(Grounded { terms: g.terms, atoms, rules: ground_rules })
}
