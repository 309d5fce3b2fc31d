//! The planner: total-order, depth-first task decomposition (SHOP style). Each answer to a
//! method's condition is a separate alternative with its own copy of the state; operators
//! change a copy-on-write state; plans remember which method and answer produced each step.

use super::Budget;
use super::domain::{Domain, Method, MethodKind, State};
use super::list::List;
use super::resolver::{Flow, Goals, Place, Solver, evaluate_arithmetic, is_builtin};
use super::term::{Term, grow};
use std::sync::Arc;

/// Why an operator is in the plan: the methods that led to it, the innermost on top.
type Trace = List<String>;

/// One operator of a plan and the decomposition that chose it.
#[derive(Clone, Debug)]
pub struct Step {
    pub operator: Term,
    pub reasons: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Plan {
    pub steps: Vec<Step>,
    /// The state after the plan's operators.
    pub state: State,
}

impl Plan {
    pub fn operators(&self) -> Vec<String> {
        self.steps.iter().map(|s| s.operator.to_string()).collect()
    }
}

#[derive(Clone, Debug)]
enum Task {
    Call(Term, Trace),
    Try(Vec<Term>, Trace),
    AnyOf { groups: Arc<Vec<Vec<Term>>>, index: usize, succeeded: bool, trace: Trace },
}

impl Task {
    /// The task as written, for error messages.
    fn term(&self) -> Term {
        match self {
            Task::Call(term, _) => term.clone(),
            Task::Try(inner, _) => Term::compound("try", inner.clone()),
            Task::AnyOf { groups, index, .. } => {
                Term::compound("anyOf", groups.get(*index).cloned().unwrap_or_default())
            }
        }
    }
}

type Tasks = List<Task>;

/// Tasks for `terms` in front of `tail`, each remembering why it was planned.
fn task_list(terms: &[Term], trace: &Trace, tail: &Tasks) -> Tasks {
    tail.prepend(terms.iter().map(|t| task_of(t.clone(), trace.clone())))
}

fn task_of(term: Term, trace: Trace) -> Task {
    if term.is_named("try") { Task::Try(term.args().to_vec(), trace) } else { Task::Call(term, trace) }
}

/// The operators planned so far, the latest on top.
type Ops = List<Step>;

/// First plan or all plans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    First,
    All,
}

struct Planning<'d> {
    domain: &'d Domain,
    search: Search,
    plans: Vec<Plan>,
    /// The decomposition as indented lines, when asked for.
    trace: Option<Vec<String>>,
}

/// Everything one planning call did: the plans (or the error), what `write` and `print`
/// wrote, and the decomposition trace if it was asked for.
#[derive(Debug)]
pub struct Planned {
    pub plans: Result<Vec<Plan>, String>,
    pub output: String,
    pub trace: Vec<String>,
}

/// Plans `goals` (tasks) from `state` within `budget` (a step count alone gets the default
/// time). Running out of the budget, a task nobody can do, an operator with an unbound
/// variable or a deleted fact that does not exist are errors.
pub fn find_plans(
    domain: &Domain,
    state: &State,
    goals: &[Term],
    search: Search,
    budget: impl Into<Budget>,
) -> Result<Vec<Plan>, String> {
    plan(domain, state, goals, search, budget, false).plans
}

/// `find_plans` that also returns what was printed and, if `trace`, the decomposition: each
/// task, the methods tried in order, the condition goal that failed, the operators applied.
pub fn plan(
    domain: &Domain,
    state: &State,
    goals: &[Term],
    search: Search,
    budget: impl Into<Budget>,
    trace: bool,
) -> Planned {
    let mut solver = Solver::new(budget);
    let vars = goals.iter().map(Term::var_count).max().unwrap_or(0);
    solver.fresh(vars);
    let mut planning = Planning { domain, search, plans: Vec::new(), trace: trace.then(Vec::new) };
    let tasks = task_list(goals, &Trace::Nil, &Tasks::Nil);
    let flow = planning.expand(&mut solver, Arc::new(state.clone()), &tasks, &Ops::Nil);
    let plans = if flow == Flow::Abort {
        Err(solver.error.unwrap_or_else(|| "planning failed".into()))
    } else {
        Ok(planning.plans)
    };
    Planned { plans, output: solver.output, trace: planning.trace.unwrap_or_default() }
}

/// Two spaces per level of the decomposition tree.
fn indent(level: usize) -> String {
    "  ".repeat(level)
}

impl Planning<'_> {
    /// Adds a trace line `level` deep in the tree of the task whose reasons are `trace`.
    fn note(&mut self, trace: &Trace, level: usize, line: impl FnOnce() -> String) {
        if let Some(lines) = &mut self.trace {
            lines.push(format!("{}{}", indent(trace.iter().count() * 3 + level), line()));
        }
    }

    fn expand(&mut self, s: &mut Solver, state: Arc<State>, tasks: &Tasks, ops: &Ops) -> Flow {
        if let List::Cons(node) = tasks
            && !s.step(|| node.0.term())
        {
            return Flow::Abort;
        }
        if !s.enter() {
            s.leave();
            return Flow::Abort;
        }
        let flow = grow(|| self.expand_task(s, state, tasks, ops));
        s.leave();
        flow
    }

    fn expand_task(&mut self, s: &mut Solver, state: Arc<State>, tasks: &Tasks, ops: &Ops) -> Flow {
        let List::Cons(node) = tasks else {
            return self.finish(&state, ops);
        };
        let (task, rest) = (&node.0, &node.1);
        match task {
            Task::Try(inner, trace) => {
                let before = self.plans.len();
                let flow = self.expand(s, state.clone(), &task_list(inner, trace, rest), ops);
                if flow != Flow::Continue || self.plans.len() > before {
                    return flow;
                }
                self.expand(s, state, rest, ops)
            }
            Task::AnyOf { groups, index, succeeded, trace } => {
                let Some(group) = groups.get(*index) else {
                    return if *succeeded { self.expand(s, state, rest, ops) } else { Flow::Continue };
                };
                let later = |succeeded| Task::AnyOf {
                    groups: groups.clone(),
                    index: index + 1,
                    succeeded,
                    trace: trace.clone(),
                };
                let before = self.plans.len();
                let with = task_list(group, trace, &rest.push(later(true)));
                let flow = self.expand(s, state.clone(), &with, ops);
                if flow != Flow::Continue || self.plans.len() > before {
                    return flow;
                }
                self.expand(s, state, &rest.push(later(*succeeded)), ops)
            }
            Task::Call(term, trace) => {
                // As Inductor does, arithmetic in a task's arguments is worked out first.
                let term = evaluate_arithmetic(&s.resolve(term));
                let Some(key) = term.functor() else {
                    return s.abort(format!("{term} is not a task"));
                };
                if let Some(operator) = self.domain.operators.get(&key) {
                    return self.apply_operator(s, &state, &term, operator, trace, rest, ops);
                }
                let Some(methods) = self.domain.methods.get(&key) else {
                    self.note(trace, 0, || format!("{term}: no method or operator"));
                    return s.abort(format!("no method or operator for the task {term}"));
                };
                self.note(trace, 0, || format!("{term}"));
                let mut previous_planned = false;
                let mut any_planned = false;
                for (i, method) in methods.iter().enumerate() {
                    if method.is_else && previous_planned {
                        self.note(trace, 1, || {
                            format!("method {}: skipped (else, and an earlier method planned)", i + 1)
                        });
                        continue;
                    }
                    let before = self.plans.len();
                    let flow = self.try_method(s, &state, &term, i, method, trace, rest, ops);
                    if flow != Flow::Continue {
                        return flow;
                    }
                    previous_planned = self.plans.len() > before;
                    any_planned |= previous_planned;
                }
                if !any_planned {
                    self.note(trace, 1, || format!("{term} has no plan"));
                }
                Flow::Continue
            }
        }
    }

    fn finish(&mut self, state: &State, ops: &Ops) -> Flow {
        let plan = Plan { steps: ops.oldest_first(), state: state.clone() };
        if let Some(lines) = &mut self.trace {
            lines.push(format!("plan {}: {}", self.plans.len() + 1, plan.operators().join(", ")));
        }
        self.plans.push(plan);
        if self.search == Search::First { Flow::Stop } else { Flow::Continue }
    }

    #[allow(clippy::too_many_arguments)]
    fn apply_operator(
        &mut self,
        s: &mut Solver,
        state: &State,
        term: &Term,
        operator: &super::domain::Operator,
        trace: &Trace,
        rest: &Tasks,
        ops: &Ops,
    ) -> Flow {
        let mark = s.mark();
        let base = s.fresh(operator.var_names.len() as u32);
        if !s.unify(term, &operator.head.offset(base)) {
            s.undo(mark);
            return Flow::Continue;
        }
        let head = s.resolve(&operator.head.offset(base));
        self.note(trace, 0, || format!("{head}: operator{}", if operator.hidden { " (hidden)" } else { "" }));
        if !head.is_ground() {
            s.undo(mark);
            return s.abort(format!("operator {head} has an unbound variable"));
        }
        let mut next = state.clone();
        for fact in &operator.delete {
            let fact = s.resolve(&fact.offset(base));
            if !next.remove_fact(&fact) {
                s.undo(mark);
                return s.abort(format!("operator {head} deletes {fact}, which is not a fact"));
            }
        }
        for fact in &operator.add {
            let fact = s.resolve(&fact.offset(base));
            if !fact.is_ground() {
                s.undo(mark);
                return s.abort(format!("operator {head} adds {fact}, which has an unbound variable"));
            }
            next.add_fact(fact);
        }
        let ops = if operator.hidden {
            ops.clone()
        } else {
            ops.push(Step { operator: head, reasons: trace.oldest_first() })
        };
        let flow = self.expand(s, Arc::new(next), rest, &ops);
        s.undo(mark);
        flow
    }

    #[allow(clippy::too_many_arguments)]
    fn try_method(
        &mut self,
        s: &mut Solver,
        state: &Arc<State>,
        term: &Term,
        index: usize,
        method: &Method,
        trace: &Trace,
        rest: &Tasks,
        ops: &Ops,
    ) -> Flow {
        let mark = s.mark();
        let base = s.fresh(method.var_names.len() as u32);
        let head = method.head.offset(base);
        self.note(trace, 1, || {
            format!("method {}: {} ({})", index + 1, named(&method.head, 0, &method.var_names), method.place.name())
        });
        if !s.unify(term, &head) {
            self.note(trace, 2, || "the head does not match".into());
            s.undo(mark);
            return Flow::Continue;
        }
        let place: Place = Some(method.place);
        let condition = Goals::prepend_terms(&method.condition, base, s.fresh_cut(), &place, &Goals::Nil);
        let subtasks: Vec<Term> = method.subtasks.iter().map(|t| t.offset(base)).collect();
        let describe = |s: &Solver, answer: usize| {
            let head = s.resolve(&head);
            let kind = match method.kind {
                MethodKind::Normal => "",
                MethodKind::AllOf => " allOf",
                MethodKind::AnyOf => " anyOf",
            };
            let why = method.doc.as_deref().map(|d| format!("{d} — ")).unwrap_or_default();
            format!("{why}{head}{kind} (line {}, answer {answer})", method.line)
        };
        // A condition that asserts or retracts plans its subtasks on the state it left.
        let outer_db = s.db.take();
        let mut answers = 0;
        let flow = match method.kind {
            MethodKind::Normal => s.solve(state, &condition, &mut |s| {
                answers += 1;
                let branch = s.db.clone().map_or_else(|| state.clone(), Arc::new);
                let inner_db = s.db.take();
                self.note(trace, 2, || {
                    let tasks: Vec<String> = subtasks.iter().map(|t| s.resolve(t).to_string()).collect();
                    format!("answer {answers}: do({})", tasks.join(", "))
                });
                let trace = trace.push(describe(s, answers));
                let flow = self.expand(s, branch, &task_list(&subtasks, &trace, rest), ops);
                s.db = inner_db;
                flow
            }),
            MethodKind::AllOf | MethodKind::AnyOf => {
                let first = s.next_var();
                let mut groups: Vec<Vec<Term>> = Vec::new();
                let collected = s.solve(state, &condition, &mut |s| {
                    groups.push(subtasks.iter().map(|t| s.resolve(t)).collect());
                    Flow::Continue
                });
                for group in &mut groups {
                    s.adopt(group, first);
                }
                answers = groups.len();
                let branch = s.db.take().map_or_else(|| state.clone(), Arc::new);
                if collected == Flow::Abort {
                    Flow::Abort
                } else if groups.is_empty() {
                    Flow::Continue
                } else {
                    let how = if method.kind == MethodKind::AllOf { "all in turn" } else { "each where it can" };
                    self.note(trace, 2, || format!("{} answers, planned {how}", groups.len()));
                    let trace = trace.push(describe(s, groups.len()));
                    let tasks = if method.kind == MethodKind::AllOf {
                        groups.iter().rev().fold(rest.clone(), |tail, g| task_list(g, &trace, &tail))
                    } else {
                        rest.push(Task::AnyOf { groups: Arc::new(groups), index: 0, succeeded: false, trace })
                    };
                    self.expand(s, branch, &tasks, ops)
                }
            }
        };
        s.db = outer_db;
        if answers == 0 && flow == Flow::Continue && self.trace.is_some() {
            let why = failed_goal(s, state, &method.condition, base, &method.var_names, &place);
            self.note(trace, 2, || why);
        }
        s.undo(mark);
        flow
    }
}

/// Why a condition has no answer: the first goal that fails given the goals before it, and
/// whether its predicate exists at all. Solves the condition's prefixes again, so it is only
/// run when tracing.
fn failed_goal(
    s: &mut Solver,
    state: &State,
    condition: &[Term],
    base: u32,
    names: &[super::term::Sym],
    place: &Place,
) -> String {
    for end in 1..=condition.len() {
        let goals = Goals::prepend_terms(&condition[..end], base, s.fresh_cut(), place, &Goals::Nil);
        let mark = s.mark();
        let flow = s.solve(state, &goals, &mut |_| Flow::Stop);
        s.undo(mark);
        match flow {
            Flow::Stop => continue,
            Flow::Abort => return "if fails: a goal stopped with an error".into(),
            _ => {}
        }
        // The failing goal as the first answer to the goals before it leaves it.
        let failing = condition[end - 1].offset(base);
        let before = Goals::prepend_terms(&condition[..end - 1], base, s.fresh_cut(), place, &Goals::Nil);
        let mark = s.mark();
        let mut goal = named(&s.resolve(&failing), base, names);
        s.solve(state, &before, &mut |s| {
            goal = named(&s.resolve(&failing), base, names);
            Flow::Stop
        });
        s.undo(mark);
        let missing = goal.functor().filter(|&(name, arity)| !is_builtin(name) && !state.has((name, arity)));
        return match missing {
            Some((name, arity)) => format!("if fails: {} (no fact or rule {}/{arity})", goal.brief(200), name.name()),
            None if end == 1 => format!("if fails: {} has no answer", goal.brief(200)),
            None => format!("if fails: {} has no answer after the goals before it", goal.brief(200)),
        };
    }
    "if fails".into()
}

/// `term` with the method's variables (numbered from `base`) shown by their names.
fn named(term: &Term, base: u32, names: &[super::term::Sym]) -> Term {
    match term {
        Term::Var(v) if *v >= base && ((v - base) as usize) < names.len() => {
            Term::atom(&format!("?{}", names[(v - base) as usize].name()))
        }
        Term::Compound(s, args) => Term::Compound(*s, args.iter().map(|a| grow(|| named(a, base, names))).collect()),
        other => other.clone(),
    }
}
