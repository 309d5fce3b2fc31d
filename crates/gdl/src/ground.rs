//! Grounding: every rule instance that can matter, found by a relaxed fixpoint. `true` may hold
//! for anything `init` or `next` can give, `does` for anything `legal` can give, and negations
//! are taken as satisfiable, so the fixpoint over-approximates every reachable state; `distinct`
//! only compares terms and is decided exactly. Ground terms are hash-consed to numbers.
//!
//! Rules whose head has a variable no positive literal binds (GGP-Base's players accept them
//! when every call binds it) are grounded on demand: each call site gives the arguments it
//! asks about, and the rule is instantiated for just those.

use crate::body::{Lit, Split, pair_vars, vars_of};
use crate::parts::decompose;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;
use std::time::{Duration, Instant};
use stratagem_ai::htn::parser::Clause;
use stratagem_ai::htn::{Sym, Term};

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
        Limits { atoms: 1 << 21, rules: 1 << 23, time: Duration::from_secs(15), depth: 40 }
    }
}

/// FxHash's multiply-and-rotate, for maps keyed by small numbers: the standard SipHash was
/// most of the time grounding a big description (amazons) took.
#[derive(Default, Clone, Copy)]
pub struct Fx(u64);

impl Fx {
    fn add(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for Fx {
    /// The well-mixed high bits moved down, where the table takes its bucket from.
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }

    /// Whole words read in place: a copy for each (a library call) was most of the time perft
    /// spent hashing amazonsTorus' states.
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.add(u64::from_le_bytes(word.try_into().unwrap_or_default()));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

/// A map with [`Fx`] hashing.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// A set with [`Fx`] hashing.
pub type FastSet<T> = HashSet<T, BuildHasherDefault<Fx>>;

/// Hash-consed ground terms: a name and its arguments' numbers.
#[derive(Default)]
pub struct Terms {
    nodes: Vec<(Sym, Box<[u32]>)>,
    depth: Vec<u16>,
    ids: FastMap<(Sym, Box<[u32]>), u32>,
}

/// A term's name and arguments, owned as a key of [`Terms`]'s map or borrowed to look one up:
/// a lookup allocates nothing (grounding amazonsTorus looks terms up millions of times).
trait TermKey {
    fn parts(&self) -> (Sym, &[u32]);
}

impl TermKey for (Sym, Box<[u32]>) {
    fn parts(&self) -> (Sym, &[u32]) {
        (self.0, &self.1)
    }
}

impl TermKey for (Sym, &[u32]) {
    fn parts(&self) -> (Sym, &[u32]) {
        (self.0, self.1)
    }
}

/// Hashed as the owned key's tuple hashes, so both find the same entry.
impl std::hash::Hash for dyn TermKey + '_ {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts().hash(state);
    }
}

impl PartialEq for dyn TermKey + '_ {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for dyn TermKey + '_ {}

impl<'a> std::borrow::Borrow<dyn TermKey + 'a> for (Sym, Box<[u32]>) {
    fn borrow(&self) -> &(dyn TermKey + 'a) {
        self
    }
}

impl Terms {
    pub fn intern(&mut self, name: Sym, args: &[u32]) -> u32 {
        if let Some(id) = self.find(name, args) {
            return id;
        }
        let id = self.nodes.len() as u32;
        let depth = args.iter().map(|&a| self.depth[a as usize] + 1).max().unwrap_or(0);
        self.nodes.push((name, args.into()));
        self.depth.push(depth);
        self.ids.insert((name, args.into()), id);
        id
    }

    /// The number of a term met before, without making one: a term never made is no atom.
    fn find(&self, name: Sym, args: &[u32]) -> Option<u32> {
        self.ids.get(&(name, args) as &dyn TermKey).copied()
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

/// A rule ready to join: its head and literals.
struct Rule {
    head: Term,
    pos: Vec<(usize, Term)>,
    /// Positive literals (their places in `pos`) that only choose which instances to make:
    /// the demand of a rule grounded on demand, left out of its ground rules.
    demand: Option<usize>,
    distinct: Vec<(Term, Term)>,
    neg: Vec<Term>,
    vars: usize,
    /// Only for reachability (`true` from `next`, demands): left out of the ground rules.
    relaxed: bool,
    /// Of a rule split into parts (see [`crate::parts`]): its number, and which piece this is.
    split: Option<(usize, Piece)>,
    /// The variables of each positive literal and each `distinct`, for planning joins.
    pos_vars: Vec<Vec<usize>>,
    test_vars: Vec<Vec<usize>>,
}

impl Rule {
    fn new(head: Term, pos: Vec<(usize, Term)>, distinct: Vec<(Term, Term)>, neg: Vec<Term>, vars: usize) -> Rule {
        let pos_vars = pos.iter().map(|(_, t)| vars_of(t).collect()).collect();
        let test_vars = distinct.iter().map(|(x, y)| pair_vars(x, y).collect()).collect();
        Rule { head, pos, demand: None, distinct, neg, vars, relaxed: false, split: None, pos_vars, test_vars }
    }
}

/// The pieces of a rule split into parts: the whole rule (left out of reachability, since its
/// parts give the same atoms; grounded only if the parts do not pay), the rule's rest that asks
/// the parts, and the parts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Piece {
    Whole,
    Rest,
    Part,
}

/// A rule is split only if whole it has more than this many times the instances of its parts:
/// each part is one more level of atoms for a playout to pass changes through.
const PAYS: f64 = 4.0;

/// Join steps a whole rule may take for each of its instances, beyond [`TRIAL_FLOOR`], before
/// its parts are kept after all: checkers' frame rules have fewer instances whole, but take
/// seconds to join so (thousands of steps an instance, where a whole rule worth keeping takes
/// at most some sixty).
const TRIAL_STEPS: f64 = 128.0;

/// Join steps any whole rule may take (some milliseconds): othello's piece strings, recursive
/// relations of six arguments joined through one index, take hundreds of steps an instance
/// but only thousands of instances.
const TRIAL_FLOOR: u64 = 1 << 20;

/// Rules with more positive literals than this are joined in the order written (after the
/// first literal chosen): choosing each next literal costs the square of their number.
const PLANNED: usize = 12;

/// One step of a join: match a positive literal, or test a `distinct` once its variables are
/// bound, so a failing test prunes early.
#[derive(Clone, Copy)]
enum Step {
    Match(usize),
    Test(usize),
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

/// Why a description is not grounded: beyond this engine, or invalid GDL (a rule grounded on
/// demand called with an argument it needs unbound), which no engine should run.
#[derive(Debug)]
pub enum Refused {
    Beyond(Stop),
    Invalid(String),
}

impl From<Stop> for Refused {
    fn from(why: Stop) -> Refused {
        Refused::Beyond(why)
    }
}

/// Where an atom's argument is: a top-level argument, or an argument of one (most atoms are
/// `true` or `does` of a function, whose arguments are what joins ask about).
type Slot = (u8, u8);

/// Index slots for arguments nested one level: beyond these an atom is only found by scanning.
const SLOTS: usize = 16;

struct Grounder<'a> {
    terms: Terms,
    /// Predicate (name, arity) to its number.
    preds: HashMap<(Sym, usize), usize>,
    /// Each predicate's atoms (term numbers) in the order found.
    by_pred: Vec<Vec<u32>>,
    /// Each known atom's place in its predicate's list, by term number (`u32::MAX` if none).
    known: Vec<u32>,
    atoms: usize,
    /// Places in a predicate's list of the atoms with a given term at a slot, in order.
    index: FastMap<(usize, Slot, u32), Vec<u32>>,
    limits: Limits,
    started: Instant,
    steps: u64,
    /// Join steps left before a join tried on trial gives up (see [`instances`]).
    trial: u64,
    /// Whether the last join stopped for its trial's steps, not for a limit of grounding.
    over_trial: bool,
    names: &'a Names,
    /// The atom each positive literal of the rule being joined matched, by literal.
    matched: Vec<u32>,
}

/// The relations grounding treats specially.
pub struct Names {
    pub truth: Sym,
    pub does: Sym,
    pub init: Sym,
    pub next: Sym,
    pub legal: Sym,
    pub goal: Sym,
    pub role: Sym,
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
    fn new(names: &'a Names, limits: Limits) -> Grounder<'a> {
        Grounder {
            terms: Terms::default(),
            preds: HashMap::new(),
            by_pred: Vec::new(),
            known: Vec::new(),
            atoms: 0,
            index: FastMap::default(),
            limits,
            started: Instant::now(),
            steps: 0,
            trial: u64::MAX,
            over_trial: false,
            names,
            matched: Vec::new(),
        }
    }

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
        self.trial -= 1;
        if self.trial == 0 {
            self.over_trial = true;
            return Err("a whole rule's trial join went past its steps".into());
        }
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
            Term::Atom(s) => Ok(self.terms.intern(*s, &[])),
            Term::Compound(s, args) => {
                let ids: Result<Vec<u32>, Stop> = args.iter().map(|a| self.build(a, b)).collect();
                let id = self.terms.intern(*s, &ids?);
                if usize::from(self.terms.depth[id as usize]) > self.limits.depth {
                    return Err(format!("terms nested deeper than {}", self.limits.depth));
                }
                Ok(id)
            }
            other => Err(format!("{other} is not a GDL term")),
        }
    }

    /// The number of `pat` under `b` if every variable in it is bound: `Some(None)` when that
    /// term was never made (so no atom has it), `None` when a variable is unbound.
    fn lookup(&self, pat: &Term, b: &[Option<u32>]) -> Option<Option<u32>> {
        match pat {
            Term::Var(v) => b[*v as usize].map(Some),
            Term::Atom(s) => Some(self.terms.find(*s, &[])),
            Term::Compound(s, args) => {
                let mut ids = Vec::with_capacity(args.len());
                for a in args.iter() {
                    match self.lookup(a, b)? {
                        Some(id) => ids.push(id),
                        None => return Some(None),
                    }
                }
                Some(self.terms.find(*s, &ids))
            }
            _ => Some(None),
        }
    }

    /// The places in `pred`'s list (within `range`) of the atoms that may match `pat` under
    /// `b`: the shortest index list of a bound argument, or the whole range.
    fn candidates(&self, pred: usize, pat: &Term, b: &[Option<u32>], range: Range<usize>) -> Candidates<'_> {
        if let Some(found) = self.lookup(pat, b) {
            let place = found.and_then(|id| self.place(id)).map(|k| k as usize);
            return Candidates::One(place.filter(|k| range.contains(k)));
        }
        let mut best: Option<&[u32]> = None;
        let mut consider = |slot: Slot, arg: &Term| -> bool {
            match self.lookup(arg, b) {
                Some(Some(id)) => {
                    let list = self.index.get(&(pred, slot, id)).map_or(&[][..], Vec::as_slice);
                    if best.is_none_or(|l| list.len() < l.len()) {
                        best = Some(list);
                    }
                    true
                }
                Some(None) => {
                    best = Some(&[]);
                    false
                }
                None => true,
            }
        };
        'slots: for (i, arg) in pat.args().iter().enumerate().take(SLOTS) {
            if !consider((i as u8, u8::MAX), arg) {
                break;
            }
            if let Term::Compound(..) = arg {
                for (j, inner) in arg.args().iter().enumerate().take(SLOTS) {
                    if !consider((i as u8, j as u8), inner) {
                        break 'slots;
                    }
                }
            }
        }
        match best {
            Some(list) => {
                let from = list.partition_point(|&k| (k as usize) < range.start);
                let to = list.partition_point(|&k| (k as usize) < range.end);
                Candidates::Listed(&list[from..to])
            }
            None => Candidates::Range(range),
        }
    }

    /// Every binding of `rule`'s literals in the order `plan` gives, literal `i` taken from
    /// `ranges[i]` of its predicate's atoms, passed to `found`.
    fn join(
        &mut self,
        rule: &Rule,
        plan: &[Step],
        ranges: &[Range<usize>],
        b: &mut Vec<Option<u32>>,
        found: &mut dyn FnMut(&mut Grounder<'a>, &[Option<u32>]) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        let Some((&step, rest)) = plan.split_first() else { return found(self, b) };
        let i = match step {
            Step::Test(k) => {
                let (x, y) = &rule.distinct[k];
                if self.build(x, b)? != self.build(y, b)? {
                    self.join(rule, rest, ranges, b, found)?;
                }
                return Ok(());
            }
            Step::Match(i) => i,
        };
        let (pred, pat) = &rule.pos[i];
        let places: Vec<u32> = match self.candidates(*pred, pat, b, ranges[i].clone()) {
            Candidates::One(None) => return Ok(()),
            Candidates::One(Some(k)) => vec![k as u32],
            Candidates::Listed(list) => list.to_vec(),
            Candidates::Range(r) => (r.start as u32..r.end as u32).collect(),
        };
        let mut trail = Vec::new();
        for k in places {
            self.tick()?;
            let id = self.by_pred[*pred][k as usize];
            if self.matches(pat, id, b, &mut trail) {
                if let Some(slot) = self.matched.get_mut(i) {
                    *slot = id;
                }
                self.join(rule, rest, ranges, b, found)?;
            }
            for v in trail.drain(..) {
                b[v] = None;
            }
        }
        Ok(())
    }

    /// Where atom `id` is in its predicate's list, if it may hold.
    fn place(&self, id: u32) -> Option<u32> {
        self.known.get(id as usize).copied().filter(|&k| k != u32::MAX)
    }

    /// Adds a derived atom; false if it was known.
    fn add(&mut self, id: u32) -> Result<bool, Stop> {
        if self.place(id).is_some() {
            return Ok(false);
        }
        if self.atoms >= self.limits.atoms {
            return Err(format!("more than {} ground atoms", self.limits.atoms));
        }
        let key = (self.terms.name(id), self.terms.args(id).len());
        let p = self.pred(key);
        let place = self.by_pred[p].len() as u32;
        if self.known.len() <= id as usize {
            self.known.resize(self.terms.nodes.len().max(id as usize + 1), u32::MAX);
        }
        self.known[id as usize] = place;
        self.atoms += 1;
        self.by_pred[p].push(id);
        for (i, &arg) in self.terms.args(id).iter().enumerate().take(SLOTS) {
            self.index.entry((p, (i as u8, u8::MAX), arg)).or_default().push(place);
            for (j, &inner) in self.terms.args(arg).iter().enumerate().take(SLOTS) {
                self.index.entry((p, (i as u8, j as u8), inner)).or_default().push(place);
            }
        }
        Ok(true)
    }

    /// The order to join `rule`'s literals in, starting with literal `first` if given: next
    /// the literal with the fewest unbound variables (then the fewest atoms to try), each
    /// `distinct` as soon as its variables are bound.
    fn plan(&self, rule: &Rule, first: Option<usize>) -> Vec<Step> {
        let mut bound = vec![false; rule.vars];
        let mut left: Vec<usize> = (0..rule.pos.len()).collect();
        let mut tests: Vec<usize> = (0..rule.distinct.len()).collect();
        let mut plan = Vec::new();
        let mut next = first;
        while !left.is_empty() {
            let i = next.take().unwrap_or_else(|| {
                if rule.pos.len() > PLANNED {
                    return left[0];
                }
                let key = |&i: &usize| {
                    let open = rule.pos_vars[i].iter().filter(|&&v| !bound[v]).count();
                    (open, self.by_pred[rule.pos[i].0].len())
                };
                left.iter().copied().min_by_key(key).unwrap_or(left[0])
            });
            left.retain(|&j| j != i);
            plan.push(Step::Match(i));
            for &v in &rule.pos_vars[i] {
                bound[v] = true;
            }
            tests.retain(|&k| {
                let ready = rule.test_vars[k].iter().all(|&v| bound[v]);
                if ready {
                    plan.push(Step::Test(k));
                }
                !ready
            });
        }
        plan.extend(tests.into_iter().map(Step::Test));
        plan
    }
}

/// Where a join looks for a literal's atoms.
enum Candidates<'g> {
    One(Option<usize>),
    Listed(&'g [u32]),
    Range(Range<usize>),
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

fn split(c: &Clause, names: &Names) -> Result<Split, Stop> {
    let mut s = Split { pos: Vec::new(), neg: Vec::new(), distinct: Vec::new() };
    for t in &c.body {
        match lit(t, names)? {
            Lit::Pos(t) => s.pos.push(t),
            Lit::Neg(t) => s.neg.push(t),
            Lit::Distinct(x, y) => s.distinct.push((x, y)),
        }
    }
    Ok(s)
}

/// Head variables of a clause that no positive literal of its body binds.
fn unbound_in_head(c: &Clause, s: &Split) -> Vec<usize> {
    let bound: HashSet<usize> = s.pos.iter().flat_map(vars_of).collect();
    let mut free: Vec<usize> = vars_of(&c.head).filter(|v| !bound.contains(v)).collect();
    free.sort_unstable();
    free.dedup();
    free
}

/// The demand atom of a call (or head) of a predicate grounded on demand: its arguments at
/// the places every call binds.
fn demand_of(call: &Term, places: &[usize]) -> Term {
    let (name, _) = pred_of(call).unwrap_or((Sym::new("?"), 0));
    let name = Sym::new(&format!("{}#demand", name.name()));
    if places.is_empty() {
        return Term::Atom(name);
    }
    Term::Compound(name, places.iter().map(|&i| call.args()[i].clone()).collect())
}

/// A call of a predicate grounded on demand: the clause and split it is in, the call, and
/// its place among the positive literals (`None` for a negated call).
type Call<'c> = (&'c Clause, &'c Split, &'c Term, Option<usize>);

/// What binds a call's arguments: the caller's own demand (if its predicate is grounded on
/// demand), the positive literals before the call, and the ordinary ones after it (a later
/// call grounded on demand may need this one first).
fn call_body(call: &Call, demanded: &HashMap<(Sym, usize), Vec<usize>>) -> Vec<Term> {
    let (c, s, _, at) = *call;
    let own = pred_of(&c.head).and_then(|k| demanded.get(&k)).map(|places| demand_of(&c.head, places));
    let called = |t: &Term| pred_of(t).is_some_and(|k| demanded.contains_key(&k));
    let before = s.pos.iter().enumerate().filter(|&(j, t)| at.is_none_or(|i| j < i || (j > i && !called(t))));
    own.into_iter().chain(before.map(|(_, t)| t.clone())).collect()
}

/// The places of a call's arguments that `body` binds.
fn bound_places(call: &Term, body: &[Term]) -> Vec<usize> {
    let bound: HashSet<usize> = body.iter().flat_map(vars_of).collect();
    (0..call.args().len()).filter(|&k| vars_of(&call.args()[k]).all(|v| bound.contains(&v))).collect()
}

/// Predicates grounded on demand (those with a rule whose head has a variable no positive
/// literal binds), each with the argument places every call binds: found by narrowing from
/// all places, since a caller's own demand binds what its callers bind. A rule whose unbound
/// variable is at no such place is refused, naming a call that leaves it unbound. `heavy`
/// are grounded on demand too, for their size (see [`ground`]).
fn on_demand(
    clauses: &[Clause],
    splits: &[Split],
    names: &Names,
    heavy: &[(Sym, usize)],
) -> Result<HashMap<(Sym, usize), Vec<usize>>, String> {
    let mut demanded: HashMap<(Sym, usize), Vec<usize>> = heavy.iter().map(|&k| (k, (0..k.1).collect())).collect();
    for (c, s) in clauses.iter().zip(splits) {
        if let Some(key) = pred_of(&c.head).filter(|_| !unbound_in_head(c, s).is_empty()) {
            // The game asks `legal` and `goal` with just the role bound.
            let asked = [(names.legal, 2), (names.goal, 2)].contains(&key);
            demanded.insert(key, if asked { vec![0] } else { (0..key.1).collect() });
        }
    }
    spread_demand(clauses, splits, names, &mut demanded);
    let calls: Vec<Call> = clauses
        .iter()
        .zip(splits)
        .flat_map(|(c, s)| {
            let pos = s.pos.iter().enumerate().map(move |(i, t)| (c, s, t, Some(i)));
            pos.chain(s.neg.iter().map(move |t| (c, s, t, None)))
        })
        .filter(|call| pred_of(call.2).is_some_and(|k| demanded.contains_key(&k)))
        .collect();
    loop {
        let mut narrowed = demanded.clone();
        for call in &calls {
            let bound = bound_places(call.2, &call_body(call, &demanded));
            if let Some(places) = pred_of(call.2).and_then(|k| narrowed.get_mut(&k)) {
                places.retain(|p| bound.contains(p));
            }
        }
        if narrowed == demanded {
            break;
        }
        demanded = narrowed;
    }
    for (c, s) in clauses.iter().zip(splits) {
        let Some(places) = pred_of(&c.head).and_then(|k| demanded.get(&k)) else { continue };
        for v in unbound_in_head(c, s) {
            let at: Vec<usize> =
                (0..c.head.args().len()).filter(|&k| vars_of(&c.head.args()[k]).any(|u| u == v)).collect();
            if at.iter().any(|k| places.contains(k)) {
                continue;
            }
            let name =
                |c: &Clause, v: usize| c.var_names.get(v).map_or_else(|| "a variable".into(), |n| n.name().to_string());
            let relation = pred_of(&c.head).map_or_else(String::new, |k| k.0.name().trim_end_matches('#').to_string());
            let need = format!("which {relation}'s rule at {}:{} needs bound", c.line, c.column);
            for call in calls.iter().filter(|call| pred_of(call.2) == pred_of(&c.head)) {
                let bound = bound_places(call.2, &call_body(call, &demanded));
                if let Some(k) = at.iter().find(|k| !bound.contains(k)) {
                    let body = call_body(call, &demanded);
                    let known: HashSet<usize> = body.iter().flat_map(vars_of).collect();
                    let free = vars_of(&call.2.args()[*k]).find(|u| !known.contains(u)).unwrap_or(v);
                    let (caller, _, _, _) = call;
                    return Err(format!(
                        "unsafe rule: a call of {relation} leaves {} unbound, {need} ({}:{})",
                        name(caller, free),
                        caller.line,
                        caller.column
                    ));
                }
            }
            return Err(format!(
                "unsafe rule: the calls of {relation} bind no argument that gives {}, {need}",
                name(c, v)
            ));
        }
    }
    Ok(demanded)
}

/// Grounds on demand, too, a relation with a head variable that only calls of relations
/// grounded on demand mention (minichess's `attacked`, whose `?p` only `clearcolumn` takes;
/// colonelBlotto's `gt`, whose `?b` only `sum` takes): those calls may need it bound, and only
/// the relation's own callers can bind it. Narrowing then finds what they bind. The game's
/// questions with nothing bound (`init`, `next`, `role`) never are.
fn spread_demand(
    clauses: &[Clause],
    splits: &[Split],
    names: &Names,
    demanded: &mut HashMap<(Sym, usize), Vec<usize>>,
) {
    loop {
        let mut more = Vec::new();
        for (c, s) in clauses.iter().zip(splits) {
            let Some(key) = pred_of(&c.head) else { continue };
            if demanded.contains_key(&key) || [names.init, names.next, names.role].contains(&key.0) {
                continue;
            }
            let on_demand = |t: &&Term| pred_of(t).is_some_and(|k| demanded.contains_key(&k));
            let bound: HashSet<usize> = s.pos.iter().filter(|t| !on_demand(t)).flat_map(vars_of).collect();
            if vars_of(&c.head).any(|v| !bound.contains(&v)) {
                more.push(key);
            }
        }
        if more.is_empty() {
            return;
        }
        for key in more {
            let asked = [(names.legal, 2), (names.goal, 2)].contains(&key);
            demanded.insert(key, if asked { vec![0] } else { (0..key.1).collect() });
        }
    }
}

/// The clauses as rules to join, with the rules that give demands for predicates grounded on
/// demand (see [`on_demand`]): each call's demand holds when what binds its arguments does.
fn rules_of(g: &mut Grounder, clauses: &[Clause], heavy: &[(Sym, usize)]) -> Result<Vec<Rule>, Refused> {
    let splits: Vec<Split> = clauses.iter().map(|c| split(c, g.names)).collect::<Result<_, _>>()?;
    let demanded = on_demand(clauses, &splits, g.names, heavy).map_err(Refused::Invalid)?;
    let mut rules = Vec::new();
    // The game's own questions: `legal` and `goal` of every role.
    for key in [(g.names.legal, 2), (g.names.goal, 2)] {
        if let Some(places) = demanded.get(&key) {
            let asked = Term::Compound(key.0, [Term::Var(0), Term::Var(1)].into());
            let role = Term::Compound(g.names.role, [Term::Var(0)].into());
            let body = vec![(g.pred((g.names.role, 1)), role)];
            rules.push(Rule { relaxed: true, ..Rule::new(demand_of(&asked, places), body, Vec::new(), Vec::new(), 2) });
        }
    }
    let mut b = Building { demanded: &demanded, projections: HashMap::new(), rules };
    let mut part_names = 0;
    let mut splits_made = 0;
    for (c, s) in clauses.iter().zip(&splits) {
        let vars = std::iter::once(&c.head).chain(&c.body).map(Term::var_count).max().unwrap_or(0) as usize;
        // A rule grounded on demand, or calling one, is joined in the order written.
        let on_demand = |t: &Term| pred_of(t).is_some_and(|k| demanded.contains_key(&k));
        if on_demand(&c.head) || s.pos.iter().chain(&s.neg).any(on_demand) {
            add_rule(g, &mut b, c, &c.head, s, vars)?;
            continue;
        }
        let name = pred_of(&c.head).map_or_else(|| "?".to_string(), |(n, _)| n.name().to_string());
        let mut fresh = || {
            part_names += 1;
            Sym::new(&format!("{name}#part{part_names}"))
        };
        let parts = decompose(&c.head, s, &mut fresh);
        if parts.len() > 1 {
            add_rule(g, &mut b, c, &c.head, s, vars)?;
            mark_split(&mut b.rules, (splits_made, Piece::Whole));
        }
        for (i, (head, part)) in parts.iter().enumerate() {
            add_rule(g, &mut b, c, head, part, vars)?;
            if parts.len() > 1 {
                mark_split(&mut b.rules, (splits_made, if i == 0 { Piece::Rest } else { Piece::Part }));
            }
        }
        splits_made += usize::from(parts.len() > 1);
    }
    Ok(b.rules)
}

/// Marks the rule just added as the whole or a part of a split rule.
fn mark_split(rules: &mut [Rule], split: (usize, Piece)) {
    if let Some(rule) = rules.last_mut() {
        rule.split = Some(split);
    }
}

/// What [`rules_of`] builds up: the rules, and the relations that project literals.
struct Building<'d> {
    demanded: &'d HashMap<(Sym, usize), Vec<usize>>,
    projections: HashMap<String, Sym>,
    rules: Vec<Rule>,
}

/// Adds the rule `head :- s` of clause `c`, with the rules giving the demands of its calls of
/// relations grounded on demand.
fn add_rule(g: &mut Grounder, b: &mut Building, c: &Clause, head: &Term, s: &Split, vars: usize) -> Result<(), Stop> {
    let key = pred_of(head).ok_or_else(|| format!("{head} is not a sentence"))?;
    let mut pos = Vec::new();
    let demand = b.demanded.get(&key).map(|places| demand_of(head, places));
    if let Some(d) = &demand {
        pos.push((g.pred(pred_of(d).unwrap_or(key)), d.clone()));
    }
    for (i, t) in s.pos.iter().enumerate() {
        let key = pred_of(t).ok_or_else(|| format!("{t} is not a sentence"))?;
        let others = (s.pos.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, o)| o))
            .chain(&s.neg)
            .chain(s.distinct.iter().flat_map(|(x, y)| [x, y]))
            .chain([head]);
        let t = match b.demanded.contains_key(&key) {
            true => t.clone(),
            false => project(g, t, others, vars, &mut b.projections, &mut b.rules),
        };
        pos.push((g.pred(pred_of(&t).unwrap_or(key)), t));
    }
    let pos_calls = s.pos.iter().enumerate().map(|(i, t)| (c, s, t, Some(i)));
    for call in pos_calls.chain(s.neg.iter().map(|t| (c, s, t, None))) {
        let Some(places) = pred_of(call.2).and_then(|k| b.demanded.get(&k)) else { continue };
        let body: Vec<Term> = call_body(&call, b.demanded);
        let bound: HashSet<usize> = body.iter().flat_map(vars_of).collect();
        let body: Vec<(usize, Term)> = body
            .into_iter()
            .map(|t| Ok((g.pred(pred_of(&t).ok_or_else(|| format!("{t} is not a sentence"))?), t)))
            .collect::<Result<_, Stop>>()?;
        let distinct: Vec<(Term, Term)> =
            (s.distinct.iter()).filter(|(x, y)| pair_vars(x, y).all(|v| bound.contains(&v))).cloned().collect();
        let need = demand_of(call.2, places);
        b.rules.push(Rule { relaxed: true, ..Rule::new(need, body, distinct, Vec::new(), vars) });
    }
    let demand = demand.map(|_| 0);
    b.rules.push(Rule { demand, ..Rule::new(head.clone(), pos, s.distinct.clone(), s.neg.clone(), vars) });
    Ok(())
}

/// Literals with at least this many variables of their own are projected (see [`project`]).
const PROJECTED: usize = 2;

/// `t` with its variables renumbered in the order they appear, and that order.
fn renumbered(t: &Term, order: &mut Vec<u32>) -> Term {
    match t {
        Term::Var(v) => {
            let at = order.iter().position(|u| u == v).unwrap_or_else(|| {
                order.push(*v);
                order.len() - 1
            });
            Term::Var(at as u32)
        }
        Term::Compound(f, args) => Term::Compound(*f, args.iter().map(|a| renumbered(a, order)).collect()),
        _ => t.clone(),
    }
}

/// A positive literal with variables of its own (in no other literal, nor the head) is
/// joined for every value of them, though the rule only asks whether one exists: amazons'
/// frame rule, with `(does ?player (play ?x1 ?y1 ?x2 ?y2 ?x3 ?y3))` of which it asks only
/// ?x1 ?y1, would ground to some 90 million rules. Such a literal is replaced by a relation of
/// its shared variables, defined by one rule from the literal (shared by equal literals).
fn project<'t>(
    g: &mut Grounder,
    lit: &Term,
    others: impl Iterator<Item = &'t Term>,
    vars: usize,
    projections: &mut HashMap<String, Sym>,
    rules: &mut Vec<Rule>,
) -> Term {
    let elsewhere: HashSet<usize> = others.flat_map(vars_of).collect();
    let mut order = Vec::new();
    let canonical = renumbered(lit, &mut order);
    let (shared, own): (Vec<u32>, Vec<u32>) = order.iter().partition(|&&v| elsewhere.contains(&(v as usize)));
    if own.len() < PROJECTED {
        return lit.clone();
    }
    let places: Vec<usize> = shared.iter().map(|v| order.iter().position(|u| u == v).unwrap_or(0)).collect();
    let key = format!("{canonical} {places:?}");
    let head = |name: Sym| match shared.is_empty() {
        true => Term::Atom(name),
        false => Term::Compound(name, shared.iter().map(|&v| Term::Var(v)).collect()),
    };
    if let Some(&name) = projections.get(&key) {
        return head(name);
    }
    let (relation, _) = pred_of(lit).unwrap_or((Sym::new("?"), 0));
    let name = Sym::new(&format!("{}#projection{}", relation.name(), projections.len()));
    projections.insert(key, name);
    let body = vec![(g.pred(pred_of(lit).unwrap_or((relation, 0))), lit.clone())];
    rules.push(Rule::new(head(name), body, Vec::new(), Vec::new(), vars));
    head(name)
}

/// `true` and `does` as rules, for reachability only: `true` of whatever `init` or `next`
/// gives, `does` of whatever `legal` gives.
fn relaxations(g: &mut Grounder) -> Vec<Rule> {
    let names = g.names;
    let (x, r, m) = (Term::Var(0), Term::Var(0), Term::Var(1));
    let relax = |head: Term, pred: usize, body: Term, vars: usize| Rule {
        relaxed: true,
        ..Rule::new(head, vec![(pred, body)], Vec::new(), Vec::new(), vars)
    };
    let truth = |t: &Term| Term::Compound(names.truth, [t.clone()].into());
    let p_init = g.pred((names.init, 1));
    let p_next = g.pred((names.next, 1));
    let p_legal = g.pred((names.legal, 2));
    vec![
        relax(truth(&x), p_init, Term::Compound(names.init, [x.clone()].into()), 1),
        relax(truth(&x), p_next, Term::Compound(names.next, [x.clone()].into()), 1),
        relax(
            Term::Compound(names.does, [r.clone(), m.clone()].into()),
            p_legal,
            Term::Compound(names.legal, [r, m].into()),
            2,
        ),
    ]
}

/// Semi-naive fixpoint: each round joins at least one literal with the atoms the last round
/// found, so no combination is tried twice. Atoms found are added at once (so the cap on atoms
/// stops an explosion early); the round's ranges keep them out of its own joins. Leaves every
/// atom that may hold in `g`.
fn fixpoint(g: &mut Grounder, rules: &[Rule]) -> Result<(), Stop> {
    let mut before: Vec<usize> = Vec::new();
    let mut first = true;
    loop {
        let now: Vec<usize> = g.by_pred.iter().map(Vec::len).collect();
        before.resize(now.len(), 0);
        let mut grew = false;
        for rule in rules.iter().filter(|r| r.split.is_none_or(|(_, piece)| piece != Piece::Whole)) {
            let fresh: Vec<usize> =
                (0..rule.pos.len()).filter(|&i| before[rule.pos[i].0] < now[rule.pos[i].0]).collect();
            if rule.pos.is_empty() && first {
                let mut b = vec![None; rule.vars];
                let plan = g.plan(rule, None);
                g.join(rule, &plan, &[], &mut b, &mut |g, b| {
                    let head = g.build(&rule.head, b)?;
                    grew |= g.add(head)?;
                    Ok(())
                })?;
            }
            for i in fresh {
                let ranges: Vec<Range<usize>> = (0..rule.pos.len())
                    .map(|j| {
                        let p = rule.pos[j].0;
                        match j.cmp(&i) {
                            std::cmp::Ordering::Less => 0..before[p],
                            std::cmp::Ordering::Equal => before[p]..now[p],
                            std::cmp::Ordering::Greater => 0..now[p],
                        }
                    })
                    .collect();
                if ranges.iter().any(|r| r.is_empty()) {
                    continue;
                }
                let plan = g.plan(rule, Some(i));
                let mut b = vec![None; rule.vars];
                g.join(rule, &plan, &ranges, &mut b, &mut |g, b| {
                    let head = g.build(&rule.head, b)?;
                    grew |= g.add(head)?;
                    Ok(())
                })?;
            }
        }
        first = false;
        before = now;
        if !grew {
            return Ok(());
        }
    }
}

/// The rule instances over the atoms that may hold, negations kept where their atom may hold
/// (one that never does is always false), demands left out. A split rule's parts are kept if
/// they pay, else its whole rule is joined; the atoms of parts left out are returned too.
fn instances(g: &mut Grounder, rules: &[Rule]) -> Result<(Vec<GroundRule>, HashSet<u32>), Stop> {
    let mut ground_rules = Vec::new();
    // Where each split rule's rest and parts put their instances.
    let mut pieces: HashMap<usize, (Vec<Range<usize>>, Vec<Range<usize>>)> = HashMap::new();
    for rule in rules.iter().filter(|r| !r.relaxed && r.split.is_none_or(|(_, piece)| piece != Piece::Whole)) {
        let from = ground_rules.len();
        instances_of(g, rule, &mut ground_rules)?;
        if let Some((k, piece)) = rule.split {
            let (rest, parts) = pieces.entry(k).or_default();
            if piece == Piece::Rest { rest } else { parts }.push(from..ground_rules.len());
        }
    }
    let mut dropped = vec![false; ground_rules.len()];
    let mut dropped_count = 0;
    let mut dropped_atoms = HashSet::new();
    for rule in rules.iter().filter(|r| r.split.is_some_and(|(_, piece)| piece == Piece::Whole)) {
        let Some((rest, parts)) = rule.split.and_then(|(k, _)| pieces.get(&k)) else { continue };
        let made = rest.iter().chain(parts).map(|r| r.len()).sum::<usize>() as f64;
        let whole = whole_instances(&ground_rules, rest, parts);
        if whole > PAYS * made {
            continue;
        }
        // Tried within a budget of join steps, the parts' instances not counted against the cap.
        let before = ground_rules.len();
        let cap = g.limits.rules;
        g.limits.rules += dropped_count + made as usize;
        g.trial = (TRIAL_STEPS * whole) as u64 + TRIAL_FLOOR;
        let tried = instances_of(g, rule, &mut ground_rules);
        (g.limits.rules, g.trial) = (cap, u64::MAX);
        match tried {
            Err(_) if std::mem::take(&mut g.over_trial) => ground_rules.truncate(before),
            Err(why) => return Err(why),
            Ok(()) => {
                for r in rest.iter().chain(parts) {
                    dropped[r.clone()].fill(true);
                    dropped_count += r.len();
                }
                dropped_atoms.extend(parts.iter().flat_map(|r| ground_rules[r.clone()].iter().map(|gr| gr.head)));
            }
        }
    }
    dropped.resize(ground_rules.len(), false);
    let mut keep = dropped.iter().map(|d| !d);
    ground_rules.retain(|_| keep.next().unwrap_or(true));
    if ground_rules.len() > g.limits.rules {
        return Err(format!("more than {} ground rules", g.limits.rules));
    }
    Ok((ground_rules, dropped_atoms))
}

/// How many instances the whole of a split rule has: each instance of its rest stands for
/// every combination of the instances of the parts it asks, counted down the parts.
fn whole_instances(ground_rules: &[GroundRule], rest: &[Range<usize>], parts: &[Range<usize>]) -> f64 {
    let mut by_head: HashMap<u32, Vec<&GroundRule>> = HashMap::new();
    for r in parts.iter().cloned() {
        for gr in &ground_rules[r] {
            by_head.entry(gr.head).or_default().push(gr);
        }
    }
    fn count(atom: u32, by_head: &HashMap<u32, Vec<&GroundRule>>, memo: &mut HashMap<u32, f64>) -> f64 {
        let Some(made) = by_head.get(&atom) else { return 1.0 };
        if let Some(&n) = memo.get(&atom) {
            return n;
        }
        let n = made.iter().map(|gr| gr.pos.iter().map(|&a| count(a, by_head, memo)).product::<f64>()).sum();
        memo.insert(atom, n);
        n
    }
    let mut memo = HashMap::new();
    (rest.iter().cloned().flat_map(|r| &ground_rules[r]))
        .map(|gr| gr.pos.iter().map(|&a| count(a, &by_head, &mut memo)).product::<f64>())
        .sum()
}

/// Adds `rule`'s instances over the atoms that may hold to `ground_rules`.
fn instances_of(g: &mut Grounder, rule: &Rule, ground_rules: &mut Vec<GroundRule>) -> Result<(), Stop> {
    let ranges: Vec<Range<usize>> = rule.pos.iter().map(|(p, _)| 0..g.by_pred[*p].len()).collect();
    let mut b = vec![None; rule.vars];
    let plan = g.plan(rule, rule.demand);
    g.matched.resize(rule.pos.len(), 0);
    g.join(rule, &plan, &ranges, &mut b, &mut |g, b| {
        let head = g.build(&rule.head, b)?;
        // The atoms the join matched, not made again from the bindings.
        let pos: Vec<u32> = (0..rule.pos.len()).filter(|&i| rule.demand != Some(i)).map(|i| g.matched[i]).collect();
        // A negated term never made is no atom: always false, so left out.
        let neg: Vec<u32> =
            (rule.neg.iter()).filter_map(|t| g.lookup(t, b).flatten().filter(|&id| g.place(id).is_some())).collect();
        if ground_rules.len() >= g.limits.rules {
            return Err(format!("more than {} ground rules", g.limits.rules));
        }
        ground_rules.push(GroundRule { head, pos, neg });
        Ok(())
    })?;
    Ok(())
}

/// Grounds the clauses: their rules and the reachability rules to a fixpoint, then every
/// instance over what may hold. Where that goes past the limits, it is tried once more (with
/// the limits afresh) with the relation that had the most atoms grounded on demand, as its
/// callers bind it: AlexChess's `between` of three pieces and a direction may hold of any three
/// pieces until a state says where they are (861,528 atoms, past the 15 s), where its one
/// caller asks only of a king, a piece of the king's side and an enemy rook, bishop or queen.
pub fn ground(clauses: &[Clause], names: &Names, limits: Limits) -> Result<Grounded, Refused> {
    let mut g = Grounder::new(names, limits);
    match ground_in(&mut g, clauses, &[]) {
        Err(Refused::Beyond(why)) => {
            let Some(heavy) = heaviest(&g, clauses).filter(|&k| bound_by_callers(clauses, names, k)) else {
                return Err(Refused::Beyond(why));
            };
            // A failed second try says why the first failed: that is the description's size.
            ground_in(&mut Grounder::new(names, limits), clauses, &[heavy]).map_err(|_| Refused::Beyond(why))
        }
        done => done,
    }
}

/// The relation of the rules with the most atoms in `g` (its parts' atoms counted as its
/// own), other than the game's own (`true`, `does`, `legal`, `next`, ...).
fn heaviest(g: &Grounder, clauses: &[Clause]) -> Option<(Sym, usize)> {
    let names = g.names;
    let game = [names.truth, names.does, names.init, names.next, names.legal, names.goal, names.role];
    let heads: HashSet<(Sym, usize)> =
        clauses.iter().filter_map(|c| pred_of(&c.head)).filter(|k| !game.contains(&k.0)).collect();
    let mut weight: HashMap<(Sym, usize), usize> = HashMap::new();
    for (&(name, arity), &p) in &g.preds {
        let text = name.name();
        let key = match text.split_once("#part") {
            Some((relation, _)) => heads.iter().find(|k| &*k.0.name() == relation).copied(),
            None => Some((name, arity)).filter(|k| heads.contains(k)),
        };
        if let Some(key) = key {
            *weight.entry(key).or_default() += g.by_pred[p].len();
        }
    }
    weight.into_iter().max_by_key(|(k, n)| (*n, k.0.name().to_string(), k.1)).map(|(k, _)| k)
}

/// Whether every call of `heavy` binds some of its arguments, were it grounded on demand: if
/// none does, its demand is everything and a second try would be no smaller.
fn bound_by_callers(clauses: &[Clause], names: &Names, heavy: (Sym, usize)) -> bool {
    let Ok(splits) = clauses.iter().map(|c| split(c, names)).collect::<Result<Vec<Split>, _>>() else { return false };
    on_demand(clauses, &splits, names, &[heavy])
        .is_ok_and(|demanded| demanded.get(&heavy).is_some_and(|p| !p.is_empty()))
}

/// [`ground`] with `heavy` grounded on demand, `g` left as it stopped.
fn ground_in(g: &mut Grounder, clauses: &[Clause], heavy: &[(Sym, usize)]) -> Result<Grounded, Refused> {
    let mut rules = rules_of(g, clauses, heavy)?;
    rules.extend(relaxations(g));
    fixpoint(g, &rules)?;
    let (ground_rules, dropped) = instances(g, &rules)?;
    let atoms: Vec<u32> = (0..g.known.len() as u32)
        .filter(|&id| g.place(id).is_some() && !g.terms.name(id).name().ends_with("#demand") && !dropped.contains(&id))
        .collect();
    Ok(Grounded { terms: std::mem::take(&mut g.terms), atoms, rules: ground_rules })
}

/// Checks that every call of a rule grounded on demand binds the arguments it needs, without
/// grounding: what the resolver needs checked too.
pub fn check_calls(clauses: &[Clause], names: &Names) -> Result<(), String> {
    match rules_of(&mut Grounder::new(names, Limits::default()), clauses, &[]) {
        Err(Refused::Invalid(why)) => Err(why),
        _ => Ok(()),
    }
}
