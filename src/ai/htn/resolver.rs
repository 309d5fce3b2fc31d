//! The Prolog-subset resolver: unification, depth-first backtracking in fact and rule order,
//! cut, and the built-ins of the sheet. Written in continuation-passing style: each answer
//! calls the continuation, whose `Flow` says whether to keep looking.

use super::Budget;
use super::domain::State;
use super::list::List;
use super::term::{Sym, Term, grow};
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
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

/// A goal list shared between alternatives: each goal with the cut barrier it belongs to.
pub type Goals = List<(Term, usize)>;

impl Goals {
    /// `terms` (variables shifted by `base`) in front of `tail`, all under cut barrier `cut`.
    pub fn prepend_terms(terms: &[Term], base: u32, cut: usize, tail: &Goals) -> Goals {
        tail.prepend(terms.iter().map(|t| (if base == 0 { t.clone() } else { t.offset(base) }, cut)))
    }
}

struct Builtins {
    cut: Sym,
    true_: Sym,
    fail: Sym,
    false_: Sym,
    unify: Sym,
    identical: Sym,
    not_identical: Sym,
    not_identical_escaped: Sym,
    less: Sym,
    greater: Sym,
    less_eq: Sym,
    greater_eq: Sym,
    is: Sym,
    not: Sym,
    first: Sym,
    sort_by: Sym,
    distinct: Sym,
    findall: Sym,
    count: Sym,
    min: Sym,
    max: Sym,
    sum: Sym,
    write: Sym,
    writeln: Sym,
    nl: Sym,
}

static B: LazyLock<Builtins> = LazyLock::new(|| Builtins {
    cut: Sym::new("!"),
    true_: Sym::new("true"),
    fail: Sym::new("fail"),
    false_: Sym::new("false"),
    unify: Sym::new("="),
    identical: Sym::new("=="),
    not_identical: Sym::new("\\=="),
    not_identical_escaped: Sym::new("\\\\=="),
    less: Sym::new("<"),
    greater: Sym::new(">"),
    less_eq: Sym::new("=<"),
    greater_eq: Sym::new(">="),
    is: Sym::new("is"),
    not: Sym::new("not"),
    first: Sym::new("first"),
    sort_by: Sym::new("sortBy"),
    distinct: Sym::new("distinct"),
    findall: Sym::new("findall"),
    count: Sym::new("count"),
    min: Sym::new("min"),
    max: Sym::new("max"),
    sum: Sym::new("sum"),
    write: Sym::new("write"),
    writeln: Sym::new("writeln"),
    nl: Sym::new("nl"),
});

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

/// How many steps go by between looks at the clock.
const CLOCK_EVERY: u64 = 16;

/// How much of a term an error message prints.
const TERM_TEXT: usize = 300;

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
    /// What `write`, `writeln` and `nl` printed.
    pub output: String,
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
        }
    }

    /// Makes room for `n` new variables and returns the first one's number.
    pub fn fresh(&mut self, n: u32) -> u32 {
        let base = self.bindings.len() as u32;
        self.bindings.resize(self.bindings.len() + n as usize, None);
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
        for v in self.trail.drain(trail.min(self.trail.len())..) {
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
    /// again). Gives each row's own such variables new numbers, as findall copies its answers.
    pub fn adopt(&mut self, rows: Vec<Vec<Term>>, first: u32) -> Vec<Vec<Term>> {
        let stale = |t: &Term| t.subterms().any(|s| matches!(s, Term::Var(v) if *v >= first));
        rows.into_iter()
            .map(|row| {
                if !row.iter().any(stale) {
                    return row;
                }
                let mut names = HashMap::new();
                row.iter().map(|t| self.renamed(t, first, &mut names)).collect()
            })
            .collect()
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

    /// The term with every bound variable replaced by its value.
    pub fn resolve(&self, term: &Term) -> Term {
        let t = self.walk(term);
        if let Term::Compound(s, args) = &t {
            return Term::Compound(*s, args.iter().map(|a| grow(|| self.resolve(a))).collect());
        }
        t
    }

    pub fn unify(&mut self, a: &Term, b: &Term) -> bool {
        let (a, b) = (self.walk(a), self.walk(b));
        match (&a, &b) {
            (Term::Var(x), Term::Var(y)) if x == y => true,
            (Term::Var(x), _) => self.bind(*x, b),
            (_, Term::Var(y)) => self.bind(*y, a),
            (Term::Compound(f, xs), Term::Compound(g, ys)) => {
                f == g
                    && xs.len() == ys.len()
                    && (Arc::ptr_eq(xs, ys) || xs.iter().zip(ys.iter()).all(|(x, y)| grow(|| self.unify(x, y))))
            }
            _ => a == b,
        }
    }

    /// Binds the unbound variable `v`, unless `value` contains it: that would make a cyclic
    /// term, which no resolve, comparison or printing could ever finish (the occurs check).
    fn bind(&mut self, v: u32, value: Term) -> bool {
        if matches!(value, Term::Compound(..)) && self.occurs(v, &value) {
            return false;
        }
        self.bindings[v as usize] = Some(value);
        self.trail.push(v);
        true
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
    pub fn step(&mut self, goal: impl FnOnce() -> Term) -> bool {
        self.steps += 1;
        let spent = if self.steps > self.budget.steps {
            format!("step budget {}", self.budget.steps)
        } else if self.steps.is_multiple_of(CLOCK_EVERY) && self.started.elapsed() > self.budget.time {
            format!("time budget of {} ms", self.budget.time.as_millis())
        } else if self.bindings.len() > MAX_VARS {
            format!("room for {MAX_VARS} variables")
        } else {
            return true;
        };
        let goal = self.resolve(&goal()).brief(TERM_TEXT);
        self.abort(format!("{spent} exhausted while solving {goal}"));
        false
    }

    /// The value of an arithmetic expression. An integer result that does not fit and a
    /// division by zero are errors naming the operation, never a wrapped or saturated number.
    fn eval(&self, term: &Term) -> Result<Num, String> {
        let t = self.walk(term);
        let (s, args) = match &t {
            Term::Int(i) => return Ok(Num::Int(*i)),
            Term::Float(x) => return Ok(Num::Float(*x)),
            Term::Var(_) => return Err("arithmetic on an unbound variable".into()),
            Term::Compound(s, args) => (s, args),
            other => return Err(format!("{} is not a number", other.brief(TERM_TEXT))),
        };
        let num = |i: usize| grow(|| self.eval(&args[i]));
        let failed = |what: &str| format!("{what} in {}", self.resolve(&t).brief(TERM_TEXT));
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
        match (&*s.name(), args.len()) {
            ("+", 2) => int2(i64::checked_add, |x, y| x + y),
            ("-", 2) => int2(i64::checked_sub, |x, y| x - y),
            ("*", 2) => int2(i64::checked_mul, |x, y| x * y),
            ("/", 2) => match (num(0)?, num(1)?) {
                (_, y) if y.float() == 0.0 => Err(failed("division by zero")),
                // Exact quotients stay integers; `checked_rem` and `checked_div` refuse
                // i64::MIN / -1, whose quotient does not fit.
                (Num::Int(x), Num::Int(y)) => match x.checked_rem(y) {
                    Some(0) | None => x.checked_div(y).map(Num::Int).ok_or_else(|| failed("integer overflow")),
                    Some(_) => Ok(Num::Float(x as f64 / y as f64)),
                },
                (x, y) => Ok(Num::Float(x.float() / y.float())),
            },
            ("min", 2) => int2(|x, y| Some(x.min(y)), f64::min),
            ("max", 2) => int2(|x, y| Some(x.max(y)), f64::max),
            ("-", 1) => int1(i64::checked_neg, |x| -x),
            ("abs", 1) => int1(i64::checked_abs, f64::abs),
            ("float", 1) => Ok(Num::Float(num(0)?.float())),
            ("integer", 1) => match num(0)? {
                Num::Int(x) => Ok(Num::Int(x)),
                // i64's range as floats: -2^63 is in it, 2^63 is not, and NaN is in no range.
                Num::Float(x) if (i64::MIN as f64..-(i64::MIN as f64)).contains(&x.round()) => {
                    Ok(Num::Int(x.round() as i64))
                }
                Num::Float(_) => Err(failed("integer overflow")),
            },
            _ => Err(format!("{} is not arithmetic", self.resolve(&t).brief(TERM_TEXT))),
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
        let flow = grow(|| self.solve_goal(state, goals, k));
        self.leave();
        flow
    }

    fn solve_goal(&mut self, state: &State, goals: &Goals, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let List::Cons(node) = goals else { return k(self) };
        let ((goal, cut), next) = (&node.0, &node.1);
        let cut = *cut;
        if !self.step(|| goal.clone()) {
            return Flow::Abort;
        }
        let goal = self.walk(goal);
        let Some((name, arity)) = goal.functor() else {
            return self.abort(format!("{} cannot be a goal", self.resolve(&goal)));
        };
        let b = &*B;
        let args = goal.args();
        if arity == 0 && name == b.cut {
            return match self.solve(state, next, k) {
                Flow::Continue => Flow::Cut(cut),
                other => other,
            };
        }
        if arity == 0 && name == b.true_ {
            return self.solve(state, next, k);
        }
        if arity == 0 && (name == b.fail || name == b.false_) {
            return Flow::Continue;
        }
        if arity == 0 && name == b.nl {
            self.output.push('\n');
            return self.solve(state, next, k);
        }
        if arity == 1 && (name == b.write || name == b.writeln) {
            let text = match self.resolve(&args[0]) {
                Term::Str(s) => s.name().to_string(),
                other => other.to_string(),
            };
            self.output.push_str(&text);
            if name == b.writeln {
                self.output.push('\n');
            }
            return self.solve(state, next, k);
        }
        if arity == 2 && name == b.unify {
            let mark = self.mark();
            let flow = if self.unify(&args[0], &args[1]) { self.solve(state, next, k) } else { Flow::Continue };
            self.undo(mark);
            return flow;
        }
        if arity == 2 && (name == b.identical || name == b.not_identical || name == b.not_identical_escaped) {
            let same = self.resolve(&args[0]) == self.resolve(&args[1]);
            return if same == (name == b.identical) { self.solve(state, next, k) } else { Flow::Continue };
        }
        if arity == 2 && [b.less, b.greater, b.less_eq, b.greater_eq].contains(&name) {
            let order = match (self.eval(&args[0]), self.eval(&args[1])) {
                (Ok(x), Ok(y)) => x.compare(y),
                (Err(e), _) | (_, Err(e)) => return self.abort(format!("{}: {e}", name.name())),
            };
            let holds = order.is_some_and(|o| match name {
                n if n == b.less => o.is_lt(),
                n if n == b.greater => o.is_gt(),
                n if n == b.less_eq => o.is_le(),
                _ => o.is_ge(),
            });
            return if holds { self.solve(state, next, k) } else { Flow::Continue };
        }
        if arity == 2 && name == b.is {
            let value = match self.eval(&args[1]) {
                Ok(v) => v.term(),
                Err(e) => return self.abort(format!("is: {e}")),
            };
            let mark = self.mark();
            let flow = if self.unify(&args[0], &value) { self.solve(state, next, k) } else { Flow::Continue };
            self.undo(mark);
            return flow;
        }
        if name == b.not && arity >= 1 {
            let inner = Goals::prepend_terms(args, 0, self.fresh_cut(), &Goals::Nil);
            let mark = self.mark();
            let flow = self.solve(state, &inner, &mut |_| Flow::Stop);
            self.undo(mark);
            return match flow {
                Flow::Stop => Flow::Continue,
                Flow::Abort => Flow::Abort,
                _ => self.solve(state, next, k),
            };
        }
        if name == b.first && arity >= 1 {
            let inner = Goals::prepend_terms(args, 0, self.fresh_cut(), &Goals::Nil);
            let mut after = None;
            let flow = self.solve(state, &inner, &mut |s| {
                after = Some(s.solve(state, next, k));
                Flow::Stop
            });
            return if flow == Flow::Abort { Flow::Abort } else { after.unwrap_or(Flow::Continue) };
        }
        if name == b.distinct && arity >= 2 {
            let inner = Goals::prepend_terms(&args[1..], 0, self.fresh_cut(), &Goals::Nil);
            let key = args[0].clone();
            let mut seen: Vec<Term> = Vec::new();
            return self.solve(state, &inner, &mut |s| {
                let value = s.resolve(&key);
                if seen.contains(&value) {
                    return Flow::Continue;
                }
                seen.push(value);
                s.solve(state, next, k)
            });
        }
        if name == b.sort_by && arity == 2 {
            return self.sort_by(state, &args[0], &args[1], next, k);
        }
        if [b.count, b.findall, b.min, b.max, b.sum].contains(&name) && arity >= 2 {
            return self.aggregate(state, name, args, next, k);
        }
        self.call(state, &goal, next, k)
    }

    /// Solves `inner` to the end and returns each answer's values of `terms`.
    fn answers(&mut self, state: &State, inner: &[Term], terms: &[Term]) -> Result<Vec<Vec<Term>>, Flow> {
        let goals = Goals::prepend_terms(inner, 0, self.fresh_cut(), &Goals::Nil);
        let first = self.next_var();
        let mut rows = Vec::new();
        let flow = self.solve(state, &goals, &mut |s| {
            rows.push(terms.iter().map(|t| s.resolve(t)).collect());
            Flow::Continue
        });
        if flow == Flow::Abort { Err(Flow::Abort) } else { Ok(self.adopt(rows, first)) }
    }

    /// `sortBy(?V, <(goals))` and `sortBy(?V, >(goals))`: every answer, stably sorted by ?V.
    fn sort_by(
        &mut self,
        state: &State,
        key: &Term,
        spec: &Term,
        next: &Goals,
        k: &mut dyn FnMut(&mut Solver) -> Flow,
    ) -> Flow {
        let spec = self.walk(spec);
        let descending = match spec.functor().map(|(s, _)| s) {
            Some(s) if s == B.less => false,
            Some(s) if s == B.greater => true,
            _ => return self.abort(format!("sortBy needs <(goals) or >(goals), not {}", self.resolve(&spec))),
        };
        let vars = vars_of(&self.resolve(&Term::Compound(Sym::new(","), spec.args().into())));
        let mut columns: Vec<Term> = vars.iter().map(|&v| Term::Var(v)).collect();
        columns.push(key.clone());
        let mut rows = match self.answers(state, spec.args(), &columns) {
            Ok(rows) => rows,
            Err(flow) => return flow,
        };
        rows.sort_by(|a, b| {
            let order = a.last().zip(b.last()).map_or(Ordering::Equal, |(x, y)| compare(x, y));
            if descending { order.reverse() } else { order }
        });
        for row in rows {
            let mark = self.mark();
            let bound = vars.iter().zip(&row).all(|(&v, value)| self.unify(&Term::Var(v), value));
            let flow = if bound { self.solve(state, next, k) } else { Flow::Continue };
            self.undo(mark);
            if flow != Flow::Continue {
                return flow;
            }
        }
        Flow::Continue
    }

    /// `count(?N, goals)`, `findall(?T, goals, ?List)`, `min/max/sum(?R, ?V, goals)`.
    fn aggregate(
        &mut self,
        state: &State,
        name: Sym,
        args: &[Term],
        next: &Goals,
        k: &mut dyn FnMut(&mut Solver) -> Flow,
    ) -> Flow {
        let b = &*B;
        let (result, value, inner) = if name == b.count {
            (&args[0], None, &args[1..])
        } else if name == b.findall {
            if args.len() < 3 {
                return self.abort("findall needs (?Template, goals, ?List)".into());
            }
            (&args[args.len() - 1], Some(&args[0]), &args[1..args.len() - 1])
        } else {
            if args.len() < 3 {
                return self.abort(format!("{} needs (?Result, ?Value, goals)", name.name()));
            }
            (&args[0], Some(&args[1]), &args[2..])
        };
        let columns: Vec<Term> = value.into_iter().cloned().collect();
        let rows = match self.answers(state, inner, &columns) {
            Ok(rows) => rows,
            Err(flow) => return flow,
        };
        let total = if name == b.count {
            Term::Int(rows.len() as i64)
        } else if name == b.findall {
            Term::Compound(Sym::new("[]"), rows.into_iter().flatten().collect())
        } else {
            let mut numbers = Vec::new();
            for value in rows.iter().flatten() {
                match self.eval(value) {
                    Ok(n) => numbers.push(n),
                    Err(e) => return self.abort(format!("{}: {e}", name.name())),
                }
            }
            let pick = |better: Ordering| {
                Ok(numbers.iter().copied().reduce(|a, x| if x.compare(a) == Some(better) { x } else { a }))
            };
            let folded = match &*name.name() {
                "min" => pick(Ordering::Less),
                "max" => pick(Ordering::Greater),
                _ => numbers
                    .iter()
                    .try_fold(Num::Int(0), |a, &x| match (a, x) {
                        (Num::Int(p), Num::Int(q)) => {
                            p.checked_add(q).map(Num::Int).ok_or_else(|| format!("integer overflow in +({p},{q})"))
                        }
                        (p, q) => Ok(Num::Float(p.float() + q.float())),
                    })
                    .map(Some),
            };
            match folded {
                Ok(Some(n)) => n.term(),
                Ok(None) => return Flow::Continue,
                Err(e) => return self.abort(format!("{}: {e}", name.name())),
            }
        };
        let mark = self.mark();
        let flow = if self.unify(result, &total) { self.solve(state, next, k) } else { Flow::Continue };
        self.undo(mark);
        flow
    }

    /// A user predicate: each fact and rule in order, each a separate alternative.
    fn call(&mut self, state: &State, goal: &Term, next: &Goals, k: &mut dyn FnMut(&mut Solver) -> Flow) -> Flow {
        let Some(clauses) = goal.functor().and_then(|key| state.clauses(key)).cloned() else {
            return Flow::Continue;
        };
        let cut = self.fresh_cut();
        for clause in clauses.iter() {
            if !self.step(|| goal.clone()) {
                return Flow::Abort;
            }
            let mark = self.mark();
            let base = self.fresh(clause.var_count());
            let unified = if clause.var_count() == 0 {
                self.unify(goal, &clause.head)
            } else {
                self.unify(goal, &clause.head.offset(base))
            };
            let flow = if unified {
                let goals = Goals::prepend_terms(&clause.body, base, cut, next);
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

/// The variables of `term`, each once, in the order they first appear.
fn vars_of(term: &Term) -> Vec<u32> {
    let mut seen = HashSet::new();
    term.subterms()
        .filter_map(|t| match t {
            Term::Var(v) if seen.insert(*v) => Some(*v),
            _ => None,
        })
        .collect()
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
