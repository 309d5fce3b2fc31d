//! The Prolog-subset resolver: unification, depth-first backtracking in fact and rule order,
//! cut, and the built-ins of the sheet. Written in continuation-passing style: each answer
//! calls the continuation, whose `Flow` says whether to keep looking.

use super::Budget;
use super::domain::{ArgKey, KEYED, Rule, State};
use super::term::{Sym, Term, grow, grow_at};
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::{Arc, LazyLock};
use std::time::Instant;

/// What a continuation tells the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Look for more answers.
    Continue,
    /// Stop: enough answers.
    Stop,
    /// A cut was backtracked into: abandon the alternatives of call `n`.
    Cut(usize),
    /// An error or the budget stopped the search; see `Solver::error`.
    Abort,
}

pub use super::domain::Place;

/// The goals left to solve, shared between alternatives: goals `at..` of a frame's body, then
/// the frame's own continuation. Calling a rule makes one frame that points at the rule's body
/// as stored, so its goals are neither copied nor renumbered until each is reached, and going
/// on to the next goal of a body allocates nothing. A search runs on one thread, so its
/// frames are counted without atomic operations (`Rc`), which every goal reached clones.
#[derive(Clone, Default)]
pub enum Goals {
    #[default]
    Nil,
    At(Rc<Frame>, usize),
}

/// A body being solved: its goals (variables shifted by `shift`), the cut barrier they belong
/// to, where they were written, and the goals after them.
pub struct Frame {
    body: Arc<[Term]>,
    shift: u32,
    cut: usize,
    place: Place,
    next: Goals,
}

impl Goals {
    /// `terms` (variables shifted by `base`) in front of `tail`, all under cut barrier `cut`.
    pub fn prepend_terms(terms: &[Term], base: u32, cut: usize, place: &Place, tail: &Goals) -> Goals {
        Goals::body(&Arc::from(terms), base, cut, place, tail)
    }

    /// A stored body in front of `tail`, read in place.
    pub fn body(body: &Arc<[Term]>, shift: u32, cut: usize, place: &Place, tail: &Goals) -> Goals {
        if body.is_empty() {
            return tail.clone();
        }
        Goals::At(Rc::new(Frame { body: body.clone(), shift, cut, place: *place, next: tail.clone() }), 0)
    }

    /// The first goal as written and the shift of its variables, its cut barrier and place,
    /// and the goals after it.
    fn first(&self) -> Option<(&Term, u32, usize, &Place, Goals)> {
        let Goals::At(frame, at) = self else { return None };
        let rest = if at + 1 < frame.body.len() { Goals::At(frame.clone(), at + 1) } else { frame.next.clone() };
        Some((&frame.body[*at], frame.shift, frame.cut, &frame.place, rest))
    }
}

/// Dropping a long chain of frames the usual way recurses once per frame. Instead, each
/// continuation that this chain alone holds is cut off before its frame is dropped.
impl Drop for Goals {
    /// Most dropped goal lists share their frame: that is seen inline, where they are dropped.
    #[inline]
    fn drop(&mut self) {
        if let Goals::At(frame, _) = self
            && let Some(frame) = Rc::get_mut(frame)
        {
            cut_off(frame);
        }
    }
}

/// Takes the continuations this frame alone holds off it, one after another.
#[inline(never)]
fn cut_off(frame: &mut Frame) {
    let mut rest = std::mem::take(&mut frame.next);
    while let Goals::At(frame, _) = &mut rest
        && let Some(frame) = Rc::get_mut(frame)
    {
        rest = std::mem::take(&mut frame.next);
    }
}

/// The built-ins: Inductor's registered rules, its arithmetic comparisons, and cut, true,
/// fail and false. A built-in is found by name alone, as in Inductor, so a call with the wrong
/// number of arguments is an error rather than a search for a user predicate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Builtin {
    Cut,
    True,
    Fail,
    Nl,
    Write,
    Writeln,
    Print,
    Unify,
    Identical,
    NotIdentical,
    Less,
    Greater,
    LessEq,
    GreaterEq,
    Is,
    Not,
    First,
    SortBy,
    Distinct,
    Findall,
    Count,
    Min,
    Max,
    Sum,
    Forall,
    Atomic,
    AtomChars,
    AtomConcat,
    DowncaseAtom,
    Assert,
    Retract,
    RetractAll,
    FailureContext,
    ShowTraces,
}

impl Builtin {
    /// The built-ins whose stage reads arguments with their variables shifted, so a goal
    /// written in a clause body reaches them without being copied.
    fn reads_in_place(self) -> bool {
        matches!(
            self,
            Builtin::Unify
                | Builtin::Identical
                | Builtin::NotIdentical
                | Builtin::Less
                | Builtin::Greater
                | Builtin::LessEq
                | Builtin::GreaterEq
                | Builtin::Is
        )
    }
}

/// Each built-in's name and the fewest and most arguments it takes.
const BUILTINS: &[(&str, Builtin, usize, usize)] = &[
    ("!", Builtin::Cut, 0, 0),
    ("true", Builtin::True, 0, 0),
    ("fail", Builtin::Fail, 0, 0),
    ("false", Builtin::Fail, 0, 0),
    ("nl", Builtin::Nl, 0, 0),
    ("write", Builtin::Write, 1, 1),
    ("writeln", Builtin::Writeln, 1, 1),
    ("print", Builtin::Print, 0, usize::MAX),
    ("=", Builtin::Unify, 2, 2),
    ("==", Builtin::Identical, 2, 2),
    ("\\==", Builtin::NotIdentical, 2, 2),
    ("\\\\==", Builtin::NotIdentical, 2, 2),
    ("<", Builtin::Less, 2, 2),
    (">", Builtin::Greater, 2, 2),
    ("=<", Builtin::LessEq, 2, 2),
    (">=", Builtin::GreaterEq, 2, 2),
    ("is", Builtin::Is, 2, 2),
    ("not", Builtin::Not, 1, usize::MAX),
    ("first", Builtin::First, 1, usize::MAX),
    ("sortBy", Builtin::SortBy, 2, 2),
    ("distinct", Builtin::Distinct, 2, usize::MAX),
    ("findall", Builtin::Findall, 3, usize::MAX),
    ("count", Builtin::Count, 2, usize::MAX),
    ("min", Builtin::Min, 3, usize::MAX),
    ("max", Builtin::Max, 3, usize::MAX),
    ("sum", Builtin::Sum, 3, usize::MAX),
    ("forall", Builtin::Forall, 2, 2),
    ("atomic", Builtin::Atomic, 1, 1),
    ("atom_chars", Builtin::AtomChars, 2, 2),
    ("atom_concat", Builtin::AtomConcat, 3, 3),
    ("downcase_atom", Builtin::DowncaseAtom, 2, 2),
    ("assert", Builtin::Assert, 1, 1),
    ("retract", Builtin::Retract, 1, 1),
    ("retractall", Builtin::RetractAll, 1, 1),
    ("failureContext", Builtin::FailureContext, 1, usize::MAX),
    ("showTraces", Builtin::ShowTraces, 0, usize::MAX),
];

/// The built-ins by name's interning number: one index per goal instead of a hash.
static TABLE: LazyLock<Vec<Option<(Builtin, usize, usize)>>> = LazyLock::new(|| {
    let syms: Vec<(Sym, (Builtin, usize, usize))> =
        BUILTINS.iter().map(|&(name, b, low, high)| (Sym::new(name), (b, low, high))).collect();
    let mut table = vec![None; syms.iter().map(|(s, _)| s.index() + 1).max().unwrap_or(0)];
    for (sym, entry) in syms {
        table[sym.index()] = Some(entry);
    }
    table
});

/// Whether `name` is a built-in (of any arity).
pub fn is_builtin(name: Sym) -> bool {
    TABLE.get(name.index()).is_some_and(Option::is_some)
}

#[derive(Clone, Copy, Debug)]
enum Num {
    Int(i64),
    Float(f64),
}

impl Num {
    fn float(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(x) => x,
        }
    }

    /// Integers exactly, anything with a float as floats; NaN compares with nothing.
    fn compare(self, other: Num) -> Option<Ordering> {
        match (self, other) {
            (Num::Int(x), Num::Int(y)) => Some(x.cmp(&y)),
            (x, y) => x.float().partial_cmp(&y.float()),
        }
    }

    /// A total order, which sorting needs (an inconsistent one may make it panic): each number
    /// as its nearest float, then for integers the distance from that float, so integers
    /// still sort exactly. NaN goes after everything, as `f64::total_cmp` puts it.
    fn total_cmp(self, other: Num) -> Ordering {
        let key = |n: Num| match n {
            Num::Int(i) => (i as f64, i128::from(i) - (i as f64) as i128),
            Num::Float(x) => (x, 0),
        };
        let ((x, dx), (y, dy)) = (key(self), key(other));
        x.total_cmp(&y).then(dx.cmp(&dy))
    }

    /// The same kind of number with the same value: `is` on two expressions, as Inductor
    /// compares terms (3 and 3.0 differ).
    fn same(self, other: Num) -> bool {
        match (self, other) {
            (Num::Int(x), Num::Int(y)) => x == y,
            (Num::Float(x), Num::Float(y)) => x == y,
            _ => false,
        }
    }

    fn term(self) -> Term {
        match self {
            Num::Int(i) => Term::Int(i),
            Num::Float(x) => Term::Float(x),
        }
    }
}

/// How deep searches may recurse: past it a runaway recursion is an error. The stack for it
/// comes from `grow` as the search goes down.
pub const MAX_DEPTH: usize = 20_000;

/// How many variables a search may hold at once (each costs memory until it backtracks).
pub const MAX_VARS: usize = 1 << 24;

/// How many levels of search go by between checks that the stack has room.
const GROW_EVERY: usize = 4;

/// How many subterms the occurs check looks at before it switches to its full search.
const SMALL_TERM: u32 = 64;

/// How many steps go by between looks at the clock: a look costs a system clock read, more
/// than most steps, and 64 steps of the usual kind take microseconds.
const CLOCK_EVERY: u64 = 64;

/// How much of a term an error message prints.
const TERM_TEXT: usize = 300;

/// What a term is once bindings are followed: an unbound variable (numbered for the whole
/// search), or a term that is not a variable, read with its variables shifted.
#[derive(Clone, Copy)]
enum Seen<'a> {
    Free(u32),
    Term(&'a Term, u32),
}

impl Seen<'_> {
    /// The term, copied and renumbered where it needs to be.
    fn term(self) -> Term {
        match self {
            Seen::Free(v) => Term::Var(v),
            Seen::Term(t, shift) => shifted(t, shift),
        }
    }
}

/// A built-in goal being solved: which built-in, its arguments, the cut barrier and place
/// of the clause it was written in, and the goals after it.
struct Call<'a> {
    builtin: Builtin,
    name: Sym,
    /// The arguments as written, their variables shifted by `shift`.
    args: &'a [Term],
    shift: u32,
    cut: usize,
    place: &'a Place,
    next: &'a Goals,
}

/// Bindings, the trail that undoes them, and the step and time budget.
pub struct Solver {
    /// Nested `solve` calls right now; deep recursion is an error, not a stack overflow.
    depth: usize,
    bindings: Vec<Option<Term>>,
    trail: Vec<u32>,
    next_cut: usize,
    pub steps: u64,
    pub budget: Budget,
    started: Instant,
    pub error: Option<String>,
    /// What `write`, `writeln`, `print` and `nl` printed.
    pub output: String,
    /// The state as `assert` and `retract` left it, once either has run; searches read it in
    /// place of the state they were given. Like Inductor's, these changes are not undone on
    /// backtracking.
    pub db: Option<State>,
    /// The arguments of the last `failureContext` passed, to say why a query failed.
    pub failure_context: Option<String>,
}

impl Solver {
    pub fn new(budget: impl Into<Budget>) -> Solver {
        Solver {
            depth: 0,
            bindings: Vec::new(),
            trail: Vec::new(),
            next_cut: 0,
            steps: 0,
            budget: budget.into(),
            started: Instant::now(),
            error: None,
            output: String::new(),
            db: None,
            failure_context: None,
        }
    }

    /// Makes room for `n` new variables and returns the first one's number.
    pub fn fresh(&mut self, n: u32) -> u32 {
        let base = self.bindings.len() as u32;
        self.bindings.resize_with(self.bindings.len() + n as usize, || None);
        base
    }

    pub fn fresh_cut(&mut self) -> usize {
        self.next_cut += 1;
        self.next_cut
    }

    pub fn mark(&self) -> (usize, usize) {
        (self.trail.len(), self.bindings.len())
    }

    /// Undoes every binding made since `mark` and forgets variables made since.
    pub fn undo(&mut self, (trail, vars): (usize, usize)) {
        // Popped one by one: most undos take back a binding or two, for which a `drain`
        // costs more than the work.
        while self.trail.len() > trail
            && let Some(v) = self.trail.pop()
        {
            if let Some(binding) = self.bindings.get_mut(v as usize) {
                *binding = None;
            }
        }
        self.bindings.truncate(vars);
    }

    /// The number the next new variable gets.
    pub fn next_var(&self) -> u32 {
        self.bindings.len() as u32
    }

    /// Rows collected inside a search that has since backtracked hold that search's unbound
    /// variables, numbered from `first` and forgotten since (their numbers are given out
    /// again). Gives the row's own such variables new numbers, in place, as findall copies its
    /// answers.
    pub fn adopt(&mut self, row: &mut [Term], first: u32) {
        if !row.iter().any(|t| has_var_from(t, first, 0)) {
            return;
        }
        let mut names = HashMap::new();
        for t in row {
            *t = self.renamed(t, first, &mut names);
        }
    }

    /// `term` with each variable numbered `first` or more replaced by its new variable in
    /// `names`, made the first time it is met.
    fn renamed(&mut self, term: &Term, first: u32, names: &mut HashMap<u32, u32>) -> Term {
        match term {
            Term::Var(v) if *v >= first => Term::Var(*names.entry(*v).or_insert_with(|| self.fresh(1))),
            Term::Compound(s, args) => {
                Term::Compound(*s, args.iter().map(|a| grow(|| self.renamed(a, first, names))).collect())
            }
            other => other.clone(),
        }
    }

    fn walk(&self, term: &Term) -> Term {
        let mut t = term;
        while let Term::Var(v) = t {
            match self.bindings.get(*v as usize).and_then(Option::as_ref) {
                Some(bound) => t = bound,
                None => break,
            }
        }
        t.clone()
    }

    /// `term` read with its variables shifted by `shift`, bindings followed, borrowed rather
    /// than copied. A bound variable's value is numbered for the whole search already, so it
    /// is read with shift 0.
    fn look<'a>(&'a self, term: &'a Term, shift: u32) -> Seen<'a> {
        let (mut t, mut shift) = (term, shift);
        while let Term::Var(v) = t {
            let v = v + shift;
            match self.bindings.get(v as usize).and_then(Option::as_ref) {
                Some(bound) => (t, shift) = (bound, 0),
                None => return Seen::Free(v),
            }
        }
        Seen::Term(t, shift)
    }

    /// `look`, copied: for callers that go on to change the bindings.
    fn walk_at(&self, term: &Term, shift: u32) -> (Term, u32) {
        match self.look(term, shift) {
            Seen::Free(v) => (Term::Var(v), 0),
            Seen::Term(t, shift) => (t.clone(), shift),
        }
    }

    /// The term with every bound variable replaced by its value.
    pub fn resolve(&self, term: &Term) -> Term {
        self.resolve_at(term, 0)
    }

    /// `resolve` of a term read with its variables shifted by `shift`.
    fn resolve_at(&self, term: &Term, shift: u32) -> Term {
        self.resolve_deep(term, shift, 0)
    }

    /// `resolve_at` `depth` levels into a term.
    fn resolve_deep(&self, term: &Term, shift: u32, depth: u32) -> Term {
        match self.look(term, shift) {
            Seen::Term(Term::Compound(s, args), shift) => grow_at(depth, || {
                Term::Compound(*s, args.iter().map(|a| self.resolve_deep(a, shift, depth + 1)).collect())
            }),
            seen => seen.term(),
        }
    }

    /// Adds the unbound variables of `term` (bindings followed) to `vars`, each once, in the
    /// order they are first met, `depth` levels into the term: what `resolve` would leave as
    /// variables, found without building the resolved term.
    fn free_vars(&self, term: &Term, vars: &mut Vec<u32>, seen: &mut HashSet<u32>, depth: u32) {
        match self.look(term, 0) {
            Seen::Free(v) => {
                if seen.insert(v) {
                    vars.push(v);
                }
            }
            Seen::Term(Term::Compound(_, args), _) => {
                grow_at(depth, || args.iter().for_each(|a| self.free_vars(a, vars, seen, depth + 1)))
            }
            Seen::Term(..) => {}
        }
    }

    pub fn unify(&mut self, a: &Term, b: &Term) -> bool {
        self.unify_at(a, 0, b, 0)
    }

    /// Unifies `a` and `b` read with their variables shifted by `sa` and `sb`: a goal and a
    /// clause head as stored, so neither is copied to be tried; only a part that a variable
    /// takes is renumbered.
    fn unify_at(&mut self, a: &Term, sa: u32, b: &Term, sb: u32) -> bool {
        self.unify_deep(a, sa, b, sb, 0)
    }

    /// `unify_at` `depth` levels into the terms.
    fn unify_deep(&mut self, a: &Term, sa: u32, b: &Term, sb: u32, depth: u32) -> bool {
        let (held_x, sx, held_y, sy) = match (self.look(a, sa), self.look(b, sb)) {
            (Seen::Free(x), Seen::Free(y)) if x == y => return true,
            (Seen::Free(x), b) => {
                let value = b.term();
                return self.bind(x, value);
            }
            (a, Seen::Free(y)) => {
                let value = a.term();
                return self.bind(y, value);
            }
            (Seen::Term(Term::Compound(f, xs), sx), Seen::Term(Term::Compound(g, ys), sy)) => {
                if f != g || xs.len() != ys.len() {
                    return false;
                }
                if sx == sy && Arc::ptr_eq(xs, ys) {
                    return true;
                }
                // Unifying the arguments changes the bindings, so arguments reached through a
                // binding are held by a count while they are read; a compound as written (the
                // caller's term) is read in place, which saves two atomic counts a compound.
                let held =
                    |term: &Term, args: &Arc<[Term]>| (!matches!(term, Term::Compound(..))).then(|| args.clone());
                (held(a, xs), sx, held(b, ys), sy)
            }
            (Seen::Term(a, _), Seen::Term(b, _)) => return a == b,
        };
        let (Some(xs), Some(ys)) = (arguments(a, &held_x), arguments(b, &held_y)) else { return false };
        grow_at(depth, || xs.iter().zip(ys).all(|(x, y)| self.unify_deep(x, sx, y, sy, depth + 1)))
    }

    /// Binds the unbound variable `v`, unless `value` contains it: that would make a cyclic
    /// term, which no resolve, comparison or printing could ever finish (the occurs check).
    fn bind(&mut self, v: u32, value: Term) -> bool {
        let mut left = SMALL_TERM;
        if matches!(value, Term::Compound(..))
            && self.occurs_small(v, &value, &mut left).unwrap_or_else(|| self.occurs(v, &value))
        {
            return false;
        }
        self.bindings[v as usize] = Some(value);
        self.trail.push(v);
        true
    }

    /// `occurs` for the small terms most bindings get, without allocating: `None` once it has
    /// looked at `left` subterms, and the full search takes over. The limit also bounds how
    /// deep it recurses.
    fn occurs_small(&self, v: u32, term: &Term, left: &mut u32) -> Option<bool> {
        *left = left.checked_sub(1)?;
        match term {
            Term::Var(w) if *w == v => Some(true),
            Term::Var(w) => match self.bindings.get(*w as usize).and_then(Option::as_ref) {
                Some(value) => self.occurs_small(v, value, left),
                None => Some(false),
            },
            Term::Compound(_, args) => {
                for a in args.iter() {
                    if self.occurs_small(v, a, left)? {
                        return Some(true);
                    }
                }
                Some(false)
            }
            _ => Some(false),
        }
    }

    /// Whether the unbound variable `v` is in `term` once bindings are followed. Each bound
    /// variable is looked through once, so values shared many times are not searched again.
    fn occurs(&self, v: u32, term: &Term) -> bool {
        let mut seen = HashSet::new();
        let mut todo = vec![term];
        while let Some(t) = todo.pop() {
            match t {
                Term::Var(w) if *w == v => return true,
                Term::Var(w) => {
                    if let Some(value) = self.bindings.get(*w as usize).and_then(Option::as_ref)
                        && seen.insert(*w)
                    {
                        todo.push(value);
                    }
                }
                Term::Compound(_, args) => todo.extend(args.iter()),
                _ => {}
            }
        }
        false
    }

    pub fn abort(&mut self, message: String) -> Flow {
        self.error.get_or_insert(message);
        Flow::Abort
    }

    /// Counts one step of solving `goal` against the budget; false (with an error naming the
    /// goal) once the steps, the time or the room for variables are used up, so a runaway
    /// search is told apart from one that finds nothing.
    #[inline]
    pub fn step(&mut self, goal: impl FnOnce() -> Term) -> bool {
        self.steps += 1;
        // The common case, nothing used up, is three comparisons inlined where steps are
        // counted; the rest is out of line.
        if self.steps <= self.budget.steps && !self.steps.is_multiple_of(CLOCK_EVERY) && self.bindings.len() <= MAX_VARS
        {
            return true;
        }
        self.spent().is_none_or(|spent| {
            let goal = self.resolve(&goal()).brief(TERM_TEXT);
            self.abort(format!("{spent} exhausted while solving {goal}"));
            false
        })
    }

    /// Which budget is used up, if any.
    #[cold]
    fn spent(&self) -> Option<String> {
        if self.steps > self.budget.steps {
            Some(format!("step budget {}", self.budget.steps))
        } else if self.steps.is_multiple_of(CLOCK_EVERY) && self.started.elapsed() > self.budget.time {
            Some(format!("time budget of {} ms", self.budget.time.as_millis()))
        } else if self.bindings.len() > MAX_VARS {
            Some(format!("room for {MAX_VARS} variables"))
        } else {
            None
        }
    }

    /// The value of an arithmetic expression. An integer result that does not fit and a
    /// division by zero are errors naming the operation, never a wrapped or saturated number.
    fn eval(&self, term: &Term) -> Result<Num, String> {
        self.eval_at(term, 0)
    }

    /// `eval` of a term read with its variables shifted by `shift`.
    fn eval_at(&self, term: &Term, shift: u32) -> Result<Num, String> {
        self.eval_deep(term, shift, 0)
    }

    /// `eval_at` `depth` levels into an expression.
    fn eval_deep(&self, term: &Term, shift: u32, depth: u32) -> Result<Num, String> {
        let Seen::Term(t, shift) = self.look(term, shift) else {
            return Err("arithmetic on an unbound variable".into());
        };
        match t {
            Term::Int(i) => Ok(Num::Int(*i)),
            Term::Float(x) => Ok(Num::Float(*x)),
            Term::Compound(s, args) => grow_at(depth, || self.apply(t, *s, args, shift, depth)),
            other => Err(format!("{} is not a number", other.brief(TERM_TEXT))),
        }
    }

    /// The value of the expression `t`, which is `s(args)`, its variables shifted by `shift`,
    /// `depth` levels into the expression being evaluated.
    fn apply(&self, t: &Term, s: Sym, args: &[Term], shift: u32, depth: u32) -> Result<Num, String> {
        let num = |i: usize| self.eval_deep(&args[i], shift, depth + 1);
        let failed = |what: &str| format!("{what} in {}", self.resolve_at(t, shift).brief(TERM_TEXT));
        let int2 = |f: fn(i64, i64) -> Option<i64>, g: fn(f64, f64) -> f64| -> Result<Num, String> {
            Ok(match (num(0)?, num(1)?) {
                (Num::Int(x), Num::Int(y)) => Num::Int(f(x, y).ok_or_else(|| failed("integer overflow"))?),
                (x, y) => Num::Float(g(x.float(), y.float())),
            })
        };
        let int1 = |f: fn(i64) -> Option<i64>, g: fn(f64) -> f64| -> Result<Num, String> {
            Ok(match num(0)? {
                Num::Int(x) => Num::Int(f(x).ok_or_else(|| failed("integer overflow"))?),
                Num::Float(x) => Num::Float(g(x)),
            })
        };
        match (arithmetic_op(s), args.len()) {
            (Some(Op::Add), 2) => int2(i64::checked_add, |x, y| x + y),
            (Some(Op::Sub), 2) => int2(i64::checked_sub, |x, y| x - y),
            (Some(Op::Mul), 2) => int2(i64::checked_mul, |x, y| x * y),
            (Some(Op::Div), 2) => match (num(0)?, num(1)?) {
                (_, y) if y.float() == 0.0 => Err(failed("division by zero")),
                // Exact quotients stay integers; `checked_rem` and `checked_div` refuse
                // i64::MIN / -1, whose quotient does not fit.
                (Num::Int(x), Num::Int(y)) => match x.checked_rem(y) {
                    Some(0) | None => x.checked_div(y).map(Num::Int).ok_or_else(|| failed("integer overflow")),
                    Some(_) => Ok(Num::Float(x as f64 / y as f64)),
                },
                (x, y) => Ok(Num::Float(x.float() / y.float())),
            },
            (Some(Op::Min), 2) => int2(|x, y| Some(x.min(y)), f64::min),
            (Some(Op::Max), 2) => int2(|x, y| Some(x.max(y)), f64::max),
            (Some(Op::Sub), 1) => int1(i64::checked_neg, |x| -x),
            (Some(Op::Abs), 1) => int1(i64::checked_abs, f64::abs),
            (Some(Op::Float), 1) => Ok(Num::Float(num(0)?.float())),
            (Some(Op::Integer), 1) => match num(0)? {
                Num::Int(x) => Ok(Num::Int(x)),
                // i64's range as floats: -2^63 is in it, 2^63 is not, and NaN is in no range.
                Num::Float(x) if (i64::MIN as f64..-(i64::MIN as f64)).contains(&x.round()) => {
                    Ok(Num::Int(x.round() as i64))
                }
                Num::Float(_) => Err(failed("integer overflow")),
            },
            _ => Err(format!("{} is not arithmetic", self.resolve_at(t, shift).brief(TERM_TEXT))),
        }
    }

    /// Enters one level of recursion; false (with an error) past `MAX_DEPTH`.
    pub fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.abort(format!("the search went deeper than {MAX_DEPTH} levels (runaway recursion?)"));
            return false;
        }
        true
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Solves `goals` against `state`, calling `k` once per answer.
    pub fn solve(&mut self, state: &State, goals: &Goals, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        if !self.enter() {
            self.leave();
            return Flow::Abort;
        }
        // The stack is checked every few levels: the red zone `grow` keeps free holds far
        // more than the frames of `GROW_EVERY` levels.
        let flow = if self.depth.is_multiple_of(GROW_EVERY) {
            grow(|| self.solve_goal(state, goals, k))
        } else {
            self.solve_goal(state, goals, k)
        };
        self.leave();
        flow
    }

    /// Stops the search with an error about the built-in `name`, naming where it was called.
    fn builtin_error(&mut self, name: Sym, place: &Place, message: impl std::fmt::Display) -> Flow {
        let at = place.map(|p| format!(" ({})", p.name())).unwrap_or_default();
        self.abort(format!("{}: {message}{at}", name.name()))
    }

    /// Goes on with `next` if `holds`, else fails.
    fn then(&mut self, holds: bool, state: &State, next: &Goals, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        if holds { self.solve(state, next, k) } else { Flow::Continue }
    }

    /// Unifies `a` and `b` and goes on with `next`, undoing the bindings afterwards.
    fn unify_then(
        &mut self,
        a: &Term,
        b: &Term,
        state: &State,
        next: &Goals,
        k: &mut dyn FnMut(&mut Solver) -> Flow,
    ) -> Flow {
        let mark = self.mark();
        let flow = if self.unify(a, b) { self.solve(state, next, k) } else { Flow::Continue };
        self.undo(mark);
        flow
    }

    /// The first goal: counts a step, then hands the goal to its built-in's stage or to the
    /// user predicate. Each stage below is one family of built-ins, so no function grows past
    /// what can be read at once.
    fn solve_goal(&mut self, state: &State, goals: &Goals, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let Some((written, shift, cut, place, next)) = goals.first() else { return k(self) };
        let next = &next;
        if !self.step(|| shifted(written, shift)) {
            return Flow::Abort;
        }
        let (goal, shift) = self.walk_at(written, shift);
        let Some((name, arity)) = goal.functor() else {
            let at = place.map(|p| format!(" ({})", p.name())).unwrap_or_default();
            return self.abort(format!("{} cannot be a goal{at}", self.resolve_at(&goal, shift)));
        };
        let Some(&Some((builtin, low, high))) = TABLE.get(name.index()) else {
            return self.call(state, &goal, shift, next, k);
        };
        if arity < low || arity > high {
            return self.arity_error(&shifted(&goal, shift), name, place, low, high);
        }
        // The comparisons, the commonest built-ins, read their arguments in place; the rest
        // get them renumbered.
        let renumbered;
        let (args, shift) = if Builtin::reads_in_place(builtin) {
            (goal.args(), shift)
        } else {
            renumbered = shifted(&goal, shift);
            (renumbered.args(), 0)
        };
        let call = Call { builtin, name, args, shift, cut, place, next };
        match builtin {
            Builtin::Cut
            | Builtin::True
            | Builtin::Fail
            | Builtin::Not
            | Builtin::Forall
            | Builtin::First
            | Builtin::ShowTraces
            | Builtin::Distinct => self.control(state, &call, k),
            Builtin::Nl | Builtin::Write | Builtin::Writeln | Builtin::Print | Builtin::FailureContext => {
                self.output(state, &call, k)
            }
            Builtin::SortBy => self.sort_by(state, &call.args[0], &call.args[1], place, next, k),
            Builtin::Count | Builtin::Findall | Builtin::Min | Builtin::Max | Builtin::Sum => {
                self.aggregate(state, builtin, name, call.args, place, next, k)
            }
            Builtin::Atomic | Builtin::AtomChars | Builtin::AtomConcat | Builtin::DowncaseAtom => {
                self.atoms(state, &call, k)
            }
            Builtin::Assert | Builtin::Retract | Builtin::RetractAll => self.database(state, &call, k),
            Builtin::Unify
            | Builtin::Identical
            | Builtin::NotIdentical
            | Builtin::Less
            | Builtin::Greater
            | Builtin::LessEq
            | Builtin::GreaterEq
            | Builtin::Is => self.comparison(state, &call, k),
        }
    }

    /// A built-in called with too few or too many arguments: an error, not a failure, as a
    /// built-in is found by name alone.
    fn arity_error(&mut self, goal: &Term, name: Sym, place: &Place, low: usize, high: usize) -> Flow {
        let takes = match (low, high) {
            (l, h) if l == h => format!("{l}"),
            (l, usize::MAX) => format!("at least {l}"),
            (l, h) => format!("{l} to {h}"),
        };
        let text = self.resolve(goal).brief(TERM_TEXT);
        let arity = goal.args().len();
        self.builtin_error(name, place, format!("takes {takes} arguments, not {arity}, in {text}"))
    }

    /// Goals under a cut barrier of their own: the inside of `not`, `first` and their kin,
    /// whose cuts must not reach the clause around them.
    fn inner_goals(&mut self, terms: &[Term], place: &Place) -> Goals {
        Goals::prepend_terms(terms, 0, self.fresh_cut(), place, &Goals::Nil)
    }

    /// Whether `inner` has an answer, its bindings undone: `not` and `forall`, which go on
    /// only when it has none.
    fn unless(&mut self, state: &State, inner: &Goals, next: &Goals, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let mark = self.mark();
        let flow = self.solve(state, inner, &mut |_| Flow::Stop);
        self.undo(mark);
        match flow {
            Flow::Stop => Flow::Continue,
            Flow::Abort => Flow::Abort,
            _ => self.solve(state, next, k),
        }
    }

    /// Control: cut, true, fail, not, forall, first, showTraces and distinct, which decide
    /// which answers of other goals go on.
    fn control(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let (args, place, next) = (call.args, call.place, call.next);
        match call.builtin {
            Builtin::Cut => match self.solve(state, next, k) {
                Flow::Continue => Flow::Cut(call.cut),
                other => other,
            },
            Builtin::True => self.solve(state, next, k),
            Builtin::Not => {
                let inner = self.inner_goals(args, place);
                self.unless(state, &inner, next, k)
            }
            Builtin::Forall => {
                // forall(C, A) is not(C, not(A)): no answer to C for which A fails.
                let inner = self.inner_goals(&[args[0].clone(), Term::compound("not", vec![args[1].clone()])], place);
                self.unless(state, &inner, next, k)
            }
            Builtin::First => {
                let inner = self.inner_goals(args, place);
                let mut after = None;
                let flow = self.solve(state, &inner, &mut |s| {
                    after = Some(s.solve(state, next, k));
                    Flow::Stop
                });
                if flow == Flow::Abort { Flow::Abort } else { after.unwrap_or(Flow::Continue) }
            }
            Builtin::ShowTraces => {
                let inner = Goals::prepend_terms(args, 0, call.cut, place, next);
                self.solve(state, &inner, k)
            }
            Builtin::Distinct => {
                let inner = self.inner_goals(&args[1..], place);
                let key = args[0].clone();
                let mut seen: Vec<Term> = Vec::new();
                self.solve(state, &inner, &mut |s| {
                    let value = s.resolve(&key);
                    if seen.contains(&value) {
                        return Flow::Continue;
                    }
                    seen.push(value);
                    s.solve(state, next, k)
                })
            }
            // fail and false.
            _ => Flow::Continue,
        }
    }

    /// Output: nl, write, writeln, print and failureContext, which record text and go on.
    fn output(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let args = call.args;
        match call.builtin {
            Builtin::Nl => self.output.push('\n'),
            Builtin::Write | Builtin::Writeln => {
                let text = match self.resolve(&args[0]) {
                    Term::Str(s) => s.name().to_string(),
                    other => other.to_string(),
                };
                self.output.push_str(&text);
                if call.builtin == Builtin::Writeln {
                    self.output.push('\n');
                }
            }
            Builtin::Print => {
                let text: Vec<String> = args.iter().map(|a| self.resolve(a).to_string()).collect();
                self.output.push_str(&text.join(", "));
                self.output.push('\n');
            }
            // failureContext.
            _ => {
                if matches!(self.walk(&args[0]), Term::Var(_)) {
                    return self.builtin_error(call.name, call.place, "needs a tag, not a variable, first");
                }
                // The last context reached is the one reported when the query fails.
                let text: Vec<String> = args.iter().map(|a| self.resolve(a).to_string()).collect();
                self.failure_context = Some(text.join(", "));
            }
        }
        self.solve(state, call.next, k)
    }

    /// Comparisons: =, ==, \==, the arithmetic comparisons and is.
    fn comparison(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let (args, shift, next, builtin) = (call.args, call.shift, call.next, call.builtin);
        match builtin {
            Builtin::Unify => {
                let mark = self.mark();
                let unified = self.unify_at(&args[0], shift, &args[1], shift);
                let flow = if unified { self.solve(state, next, k) } else { Flow::Continue };
                self.undo(mark);
                flow
            }
            Builtin::Identical | Builtin::NotIdentical => {
                let same = self.resolve_at(&args[0], shift) == self.resolve_at(&args[1], shift);
                self.then(same == (builtin == Builtin::Identical), state, next, k)
            }
            Builtin::Is => self.is(state, call, k),
            _ => {
                let order = match (self.eval_at(&args[0], shift), self.eval_at(&args[1], shift)) {
                    (Ok(x), Ok(y)) => x.compare(y),
                    (Err(e), _) | (_, Err(e)) => return self.builtin_error(call.name, call.place, e),
                };
                let holds = order.is_some_and(|o| match builtin {
                    Builtin::Less => o.is_lt(),
                    Builtin::Greater => o.is_gt(),
                    Builtin::LessEq => o.is_le(),
                    _ => o.is_ge(),
                });
                self.then(holds, state, next, k)
            }
        }
    }

    /// `is(Left, Expression)`.
    fn is(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let value = match self.eval_at(&call.args[1], call.shift) {
            Ok(v) => v,
            Err(e) => return self.builtin_error(call.name, call.place, e),
        };
        // As in Inductor: a variable gets the value; an expression on the left is evaluated
        // and must give the same number of the same kind; anything else fails.
        let (left, shift) = self.walk_at(&call.args[0], call.shift);
        match left {
            Term::Var(_) => self.unify_then(&left, &value.term(), state, call.next, k),
            Term::Int(_) | Term::Float(_) | Term::Compound(..) if is_arithmetic(&left) => {
                match self.eval_at(&left, shift) {
                    Ok(l) => self.then(l.same(value), state, call.next, k),
                    Err(e) => self.builtin_error(call.name, call.place, e),
                }
            }
            _ => Flow::Continue,
        }
    }

    /// Atoms: atomic, atom_chars, atom_concat and downcase_atom.
    fn atoms(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let (args, name, place, next) = (call.args, call.name, call.place, call.next);
        match call.builtin {
            Builtin::Atomic => {
                let atomic =
                    matches!(self.walk(&args[0]), Term::Atom(_) | Term::Int(_) | Term::Float(_) | Term::Str(_));
                self.then(atomic, state, next, k)
            }
            Builtin::AtomChars => self.atom_chars(state, call, k),
            _ => {
                let inputs = if call.builtin == Builtin::AtomConcat { &args[..2] } else { &args[..1] };
                let mut text = String::new();
                for input in inputs {
                    let input = self.walk(input);
                    match atomic_text(&input) {
                        Some(t) => text.push_str(&t),
                        None => {
                            let what = self.resolve(&input).brief(TERM_TEXT);
                            return self.builtin_error(name, place, format!("{what} is not an atom"));
                        }
                    }
                }
                if call.builtin == Builtin::DowncaseAtom {
                    text = text.to_lowercase();
                }
                self.unify_then(&args[inputs.len()], &Term::atom(&text), state, next, k)
            }
        }
    }

    /// `atom_chars(Atom, Chars)`, either way round.
    fn atom_chars(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let (name, place, next) = (call.name, call.place, call.next);
        let (text, chars) = (self.walk(&call.args[0]), self.resolve(&call.args[1]));
        if let Some(name_text) = atomic_text(&text) {
            let list = Term::list(name_text.chars().map(|c| Term::atom(&c.to_string())), Term::nil());
            return self.unify_then(&chars, &list, state, next, k);
        }
        if !matches!(text, Term::Var(_)) {
            return self.builtin_error(name, place, format!("{} is not an atom", text.brief(TERM_TEXT)));
        }
        if matches!(chars, Term::Var(_)) {
            return self.builtin_error(name, place, "needs an atom or a list of characters, not two variables");
        }
        // Inductor reads single-character items from the front and fails on nothing.
        let mut word = String::new();
        if let Some((items, _)) = chars.list_items() {
            for item in items {
                match atomic_text(item) {
                    Some(c) if c.chars().count() == 1 => word.push_str(&c),
                    _ => break,
                }
            }
        }
        if word.is_empty() {
            return Flow::Continue;
        }
        self.unify_then(&text, &Term::atom(&word), state, next, k)
    }

    /// The database: assert, retract and retractall, which change the state searches read.
    fn database(&mut self, state: &State, call: &Call, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        if call.builtin == Builtin::RetractAll {
            let pattern = self.resolve(&call.args[0]);
            if let Some(key) = pattern.functor() {
                let mut db = self.db.take().unwrap_or_else(|| state.clone());
                db.retain_facts(key, |fact| {
                    let mark = self.mark();
                    let base = self.fresh(fact.var_count());
                    let matches = self.unify(&pattern, &fact.offset(base));
                    self.undo(mark);
                    matches
                });
                self.db = Some(db);
            }
            return self.solve(state, call.next, k);
        }
        let fact = self.resolve(&call.args[0]);
        if !fact.is_ground() || fact.functor().is_none() {
            let what = fact.brief(TERM_TEXT);
            return self.builtin_error(call.name, call.place, format!("needs a fact without variables, not {what}"));
        }
        let mut db = self.db.take().unwrap_or_else(|| state.clone());
        let done = if call.builtin == Builtin::Assert {
            db.add_fact(fact);
            true
        } else {
            db.remove_fact(&fact)
        };
        self.db = Some(db);
        self.then(done, state, call.next, k)
    }

    /// Solves `inner` to the end: how many answers it had, and each answer's values of
    /// `terms`, one row after another in one buffer (no allocation per answer).
    fn answers(
        &mut self,
        state: &State,
        inner: &[Term],
        place: &Place,
        terms: &[Term],
    ) -> Result<(usize, Vec<Term>), Flow> {
        let goals = Goals::prepend_terms(inner, 0, self.fresh_cut(), place, &Goals::Nil);
        let first = self.next_var();
        let (mut count, mut values) = (0, Vec::new());
        let flow = self.solve(state, &goals, &mut |s| {
            count += 1;
            values.extend(terms.iter().map(|t| s.resolve(t)));
            Flow::Continue
        });
        if flow == Flow::Abort {
            return Err(Flow::Abort);
        }
        for row in values.chunks_mut(terms.len().max(1)) {
            self.adopt(row, first);
        }
        Ok((count, values))
    }

    /// `sortBy(?V, <(goals))` and `sortBy(?V, >(goals))`: every answer, stably sorted by ?V.
    fn sort_by(
        &mut self,
        state: &State,
        key: &Term,
        spec: &Term,
        place: &Place,
        next: &Goals,
        k: &mut dyn FnMut(&mut Solver) -> Flow,
    ) -> Flow {
        let spec = self.walk(spec);
        let descending = match spec.functor().map(|(s, _)| s) {
            Some(s) if &*s.name() == "<" => false,
            Some(s) if &*s.name() == ">" => true,
            _ => {
                let what = self.resolve(&spec).brief(TERM_TEXT);
                return self.builtin_error(
                    Sym::new("sortBy"),
                    place,
                    format!("needs <(goals) or >(goals), not {what}"),
                );
            }
        };
        let (mut vars, mut seen) = (Vec::new(), HashSet::new());
        for arg in spec.args() {
            self.free_vars(arg, &mut vars, &mut seen, 0);
        }
        let mut columns: Vec<Term> = vars.iter().map(|&v| Term::Var(v)).collect();
        columns.push(key.clone());
        let width = columns.len();
        let (count, values) = match self.answers(state, spec.args(), place, &columns) {
            Ok(answers) => answers,
            Err(flow) => return flow,
        };
        // The rows stay where they were collected; their order is sorted instead.
        let mut order: Vec<usize> = (0..count).collect();
        order.sort_by(|&a, &b| {
            let order = compare(&values[a * width + width - 1], &values[b * width + width - 1]);
            if descending { order.reverse() } else { order }
        });
        for row in order {
            let mark = self.mark();
            let row = &values[row * width..row * width + width - 1];
            let bound = vars.iter().zip(row).all(|(&v, value)| self.unify(&Term::Var(v), value));
            let flow = if bound { self.solve(state, next, k) } else { Flow::Continue };
            self.undo(mark);
            if flow != Flow::Continue {
                return flow;
            }
        }
        Flow::Continue
    }

    /// `count(?N, goals)`, `findall(?T, goals, ?List)`, `min/max/sum(?R, ?V, goals)`, as in
    /// Inductor: count of nothing is 0 and findall of nothing is `[]`, while min, max and sum
    /// fail when there is no answer or an answer's value is not a number.
    #[allow(clippy::too_many_arguments)]
    fn aggregate(
        &mut self,
        state: &State,
        builtin: Builtin,
        name: Sym,
        args: &[Term],
        place: &Place,
        next: &Goals,
        k: &mut dyn FnMut(&mut Solver) -> Flow,
    ) -> Flow {
        let (result, value, inner) = match builtin {
            Builtin::Count => (&args[0], None, &args[1..]),
            Builtin::Findall => (&args[args.len() - 1], Some(&args[0]), &args[1..args.len() - 1]),
            _ => (&args[0], Some(&args[1]), &args[2..]),
        };
        let needs_vars = match builtin {
            Builtin::Count => &args[..1],
            Builtin::Findall => &args[..0],
            _ => &args[..2],
        };
        if let Some(bound) = needs_vars.iter().map(|a| self.walk(a)).find(|a| !matches!(a, Term::Var(_))) {
            let what = self.resolve(&bound).brief(TERM_TEXT);
            return self.builtin_error(name, place, format!("needs a variable where {what} is"));
        }
        let columns: Vec<Term> = value.into_iter().cloned().collect();
        let (count, values) = match self.answers(state, inner, place, &columns) {
            Ok(answers) => answers,
            Err(flow) => return flow,
        };
        let total = match builtin {
            Builtin::Count => Term::Int(count as i64),
            Builtin::Findall => Term::list(values.into_iter(), Term::nil()),
            _ => {
                let mut numbers = Vec::new();
                for value in &values {
                    if !evaluable(value) {
                        return Flow::Continue;
                    }
                    match self.eval(value) {
                        Ok(n) => numbers.push(n),
                        Err(e) => return self.builtin_error(name, place, e),
                    }
                }
                let pick = |better: Ordering| {
                    Ok(numbers.iter().copied().reduce(|a, x| if x.compare(a) == Some(better) { x } else { a }))
                };
                let folded = match builtin {
                    Builtin::Min => pick(Ordering::Less),
                    Builtin::Max => pick(Ordering::Greater),
                    _ => numbers.iter().copied().try_fold(None, |a: Option<Num>, x| match (a, x) {
                        (None, x) => Ok(Some(x)),
                        (Some(Num::Int(p)), Num::Int(q)) => p
                            .checked_add(q)
                            .map(|n| Some(Num::Int(n)))
                            .ok_or_else(|| format!("integer overflow in +({p},{q})")),
                        (Some(p), q) => Ok(Some(Num::Float(p.float() + q.float()))),
                    }),
                };
                match folded {
                    Ok(Some(n)) => n.term(),
                    Ok(None) => return Flow::Continue,
                    Err(e) => return self.builtin_error(name, place, e),
                }
            }
        };
        self.unify_then(result, &total, state, next, k)
    }

    /// A user predicate: each fact and rule in order, each a separate alternative.
    fn call(
        &mut self,
        state: &State,
        goal: &Term,
        shift: u32,
        next: &Goals,
        k: &mut dyn FnMut(&mut Solver) -> Flow,
    ) -> Flow {
        let Some(key) = goal.functor() else { return Flow::Continue };
        // The given state outlives the search, so its clauses are read in place; the state
        // `assert` and `retract` change is the solver's own, so its list is held by a count
        // (and a change made while the clauses are tried does not reach them, as in Inductor).
        let held;
        let clauses: &[Arc<Rule>] = match &self.db {
            None => match state.clauses(key) {
                Some(clauses) => clauses,
                None => return Flow::Continue,
            },
            Some(db) => match db.clauses(key) {
                Some(clauses) => {
                    held = clauses.clone();
                    &held
                }
                None => return Flow::Continue,
            },
        };
        let cut = self.fresh_cut();
        // Each clause tried undoes its bindings, so the arguments stay as they are now.
        let mut wanted = [None; KEYED];
        for (key, arg) in wanted.iter_mut().zip(goal.args()) {
            if let Seen::Term(t, _) = self.look(arg, shift) {
                *key = ArgKey::of(t);
            }
        }
        for clause in clauses.iter() {
            if !self.step(|| shifted(goal, shift)) {
                return Flow::Abort;
            }
            if clause.keys.iter().zip(&wanted).any(|pair| matches!(pair, (Some(c), Some(w)) if c != w)) {
                continue;
            }
            let mark = self.mark();
            let base = self.fresh(clause.vars);
            let unified = self.unify_at(goal, shift, &clause.head, base);
            let flow = if unified {
                let goals = Goals::body(&clause.body, base, cut, &clause.place, next);
                self.solve(state, &goals, k)
            } else {
                Flow::Continue
            };
            self.undo(mark);
            match flow {
                Flow::Continue => {}
                Flow::Cut(c) if c == cut => return Flow::Continue,
                other => return other,
            }
        }
        Flow::Continue
    }
}

/// The arguments of a compound reached through a binding (`held`), or else of `term` as
/// written; `None` if neither is a compound.
fn arguments<'a>(term: &'a Term, held: &'a Option<Arc<[Term]>>) -> Option<&'a [Term]> {
    match (held, term) {
        (Some(args), _) => Some(args),
        (None, Term::Compound(_, args)) => Some(args),
        (None, _) => None,
    }
}

/// `term` with its variables shifted by `shift`: a copy only when there is a shift.
fn shifted(term: &Term, shift: u32) -> Term {
    if shift == 0 { term.clone() } else { term.offset(shift) }
}

/// Whether `term` holds a variable numbered `first` or more, `depth` levels into a term.
fn has_var_from(term: &Term, first: u32, depth: u32) -> bool {
    match term {
        Term::Var(v) => *v >= first,
        Term::Compound(_, args) => grow_at(depth, || args.iter().any(|a| has_var_from(a, first, depth + 1))),
        _ => false,
    }
}

/// Numbers by value before everything else by its printed form: a total order.
fn compare(a: &Term, b: &Term) -> Ordering {
    let number = |t: &Term| match t {
        Term::Int(i) => Some(Num::Int(*i)),
        Term::Float(x) => Some(Num::Float(*x)),
        _ => None,
    };
    match (number(a), number(b)) {
        (Some(x), Some(y)) => x.total_cmp(y),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => a.to_string().cmp(&b.to_string()),
    }
}

/// The text of an atom, number or string, as `atom_concat` and its kin read it.
fn atomic_text(term: &Term) -> Option<String> {
    match term {
        Term::Atom(s) | Term::Str(s) => Some(s.name().to_string()),
        Term::Int(_) | Term::Float(_) => Some(term.to_string()),
        _ => None,
    }
}

/// The arithmetic operations, by their functors' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
    Abs,
    Float,
    Integer,
}

const OPS: [(&str, Op); 9] = [
    ("+", Op::Add),
    ("-", Op::Sub),
    ("*", Op::Mul),
    ("/", Op::Div),
    ("min", Op::Min),
    ("max", Op::Max),
    ("abs", Op::Abs),
    ("float", Op::Float),
    ("integer", Op::Integer),
];

/// The arithmetic functors with their arities: what Inductor evaluates.
fn is_arithmetic_functor(op: Option<Op>, arity: usize) -> bool {
    use Op::*;
    matches!((op, arity), (Some(Add | Sub | Mul | Div | Min | Max), 2) | (Some(Sub | Abs | Float | Integer), 1))
}

/// The arithmetic functors' names, interned once: expressions are evaluated and tasks are
/// scanned for them on every step.
static ARITHMETIC: LazyLock<[(Sym, Op); 9]> = LazyLock::new(|| OPS.map(|(name, op)| (Sym::new(name), op)));

/// The operation an arithmetic functor names: found without asking the interner, whose lock
/// would cost more than the arithmetic, and matched as a number rather than a name.
fn arithmetic_op(s: Sym) -> Option<Op> {
    ARITHMETIC.iter().find(|(a, _)| *a == s).map(|&(_, op)| op)
}

/// A number or an arithmetic expression at the top: `is` compares it by value.
fn is_arithmetic(term: &Term) -> bool {
    match term {
        Term::Int(_) | Term::Float(_) => true,
        Term::Compound(..) => is_expression(term),
        _ => false,
    }
}

/// A compound term whose functor is arithmetic with the right number of arguments.
fn is_expression(term: &Term) -> bool {
    let Term::Compound(s, args) = term else { return false };
    is_arithmetic_functor(arithmetic_op(*s), args.len())
}

/// Whether a resolved term is a number or an expression of numbers: anything else makes an
/// aggregate fail rather than stop with an error, as in Inductor.
fn evaluable(term: &Term) -> bool {
    term.subterms().all(|t| match t {
        Term::Int(_) | Term::Float(_) => true,
        Term::Compound(..) => is_expression(t),
        _ => false,
    })
}

/// `term` with each ground arithmetic subterm replaced by its value, as Inductor does to a
/// task before planning it; a subterm that cannot be evaluated stays as written.
pub fn evaluate_arithmetic(term: &Term) -> Term {
    if !term.subterms().any(is_expression) {
        return term.clone();
    }
    evaluate_subterms(term)
}

fn evaluate_subterms(term: &Term) -> Term {
    match term {
        Term::Compound(s, args) => {
            if is_expression(term)
                && evaluable(term)
                && let Ok(n) = Solver::new(0).eval(term)
            {
                return n.term();
            }
            Term::Compound(*s, args.iter().map(|a| grow(|| evaluate_subterms(a))).collect())
        }
        other => other.clone(),
    }
}
