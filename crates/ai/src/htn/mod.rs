//! A Hierarchical Task Network planner whose AI domains are text files in the Inductor HTN
//! language: the parser, the Prolog-subset resolver and the planner are separate parts.

pub mod domain;
pub mod list;
pub mod parser;
pub mod planner;
pub mod resolver;
pub mod term;

pub use domain::{Domain, State};
pub use planner::{Plan, Planned, Search, Step, find_plans, plan};
pub use term::{Sym, Term};

use parser::parse_query;
use resolver::{Flow, Goals, Solver};
use std::time::Duration;

/// The default planning budget, in resolver and planner steps.
pub const DEFAULT_STEPS: u64 = 5_000_000;

/// The default time budget: a computer player that thinks longer than this is stuck.
pub const DEFAULT_TIME: Duration = Duration::from_secs(5);

/// How much work one query or planning call may do. Running out of either is an error that
/// names the goal being solved, so a runaway domain is not mistaken for one without a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Resolver and planner steps.
    pub steps: u64,
    /// Wall-clock time from the start of the call.
    pub time: Duration,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { steps: DEFAULT_STEPS, time: DEFAULT_TIME }
    }
}

/// A step count alone comes with the default time budget.
impl From<u64> for Budget {
    fn from(steps: u64) -> Self {
        Budget { steps, ..Budget::default() }
    }
}

/// The most text a query's answers may add up to: a few steps can give many copies of a big
/// term, and the budget counts steps, not bytes.
pub const MAX_ANSWER_TEXT: usize = 64 << 20;

/// What a query found: each answer's bindings, what it printed, the state `assert` and
/// `retract` left (if either ran), and the last `failureContext` it passed.
#[derive(Debug, Default)]
pub struct Answers {
    pub answers: Vec<Vec<String>>,
    pub output: String,
    pub state: Option<State>,
    pub failure_context: Option<String>,
}

/// Runs a Prolog query against a state and returns each answer's bindings as
/// `?Name = value` strings, in answer order.
pub fn query(state: &State, text: &str, budget: impl Into<Budget>) -> Result<Vec<Vec<String>>, String> {
    run_query(state, text, budget).map(|a| a.answers)
}

/// Runs a Prolog query and returns everything it did. Anonymous variables (`_`, `_Name`) and
/// variables named `?_...` are not reported, as in Inductor.
pub fn run_query(state: &State, text: &str, budget: impl Into<Budget>) -> Result<Answers, String> {
    let (goals, names) = parse_query(text).map_err(|e| e.to_string())?;
    let mut solver = Solver::new(budget);
    solver.fresh(names.len() as u32);
    let cut = solver.fresh_cut();
    let goals = Goals::prepend_terms(&goals, 0, cut, &None, &Goals::Nil);
    let shown: Vec<(usize, String)> = names
        .iter()
        .enumerate()
        .filter(|(_, n)| !n.name().starts_with('_'))
        .map(|(i, n)| (i, n.name().to_string()))
        .collect();
    let mut answers = Vec::new();
    let mut length = 0;
    let flow = solver.solve(state, &goals, &mut |s| {
        let answer: Vec<String> =
            shown.iter().map(|(i, n)| format!("?{n} = {}", s.resolve(&Term::Var(*i as u32)))).collect();
        length += answer.iter().map(String::len).sum::<usize>();
        if length > MAX_ANSWER_TEXT {
            return s.abort(format!("the answers add up to more than {} MiB", MAX_ANSWER_TEXT >> 20));
        }
        answers.push(answer);
        Flow::Continue
    });
    if flow == Flow::Abort {
        return Err(solver.error.unwrap_or_else(|| "the query failed".into()));
    }
    Ok(Answers { answers, output: solver.output, state: solver.db, failure_context: solver.failure_context })
}

/// Parses tasks written as a query, `doAI(Player2)` or `a, b`.
pub fn parse_tasks(text: &str) -> Result<Vec<Term>, String> {
    parse_query(text).map(|(goals, _)| goals).map_err(|e| e.to_string())
}
