//! Computer players. Everything here works through `core::Game` and knows no game by name.

pub mod htn;
pub mod minimax;

use crate::core::rng::seeded;
use crate::core::{Game, Seat};
use htn::{Domain, Plan};
use minimax::{Limits, SearchInfo, SearchOptions};
use rand::RngExt;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How good a position is for `seat` (higher is better). Used at the search horizon.
pub trait Evaluator<G>: Send + Sync {
    fn evaluate(&self, state: &G, seat: Seat) -> i32;
}

/// What a game offers its AIs beyond the rules.
pub trait AiGame: Game {
    /// The simple evaluation every game keeps, the one shared with reference implementations.
    type Reference: Evaluator<Self> + Default;
    /// A stronger evaluation the game may offer (it may be the reference one).
    type Tuned: Evaluator<Self> + Default;

    /// The one-ply greedy player's score of a position for `seat`.
    fn greedy_score(&self, seat: Seat) -> i32;

    /// The HTN domain file under `assets/ai/`, for games with an HTN player.
    fn htn_domain() -> Option<&'static str> {
        None
    }

    /// The position as HTN facts (text in the HTN language).
    fn htn_facts(&self) -> String {
        String::new()
    }

    /// The task the HTN player plans for the side to move.
    fn htn_goal(&self) -> String {
        String::new()
    }

    /// The move a plan's operators stand for.
    fn move_from_plan(&self, _plan: &Plan) -> Option<Self::Move> {
        None
    }
}

/// Which evaluation minimax uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EvalChoice {
    Reference,
    #[default]
    Tuned,
}

/// How hard minimax thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength {
    /// Deepest iteration; `None` searches until the time runs out.
    pub max_depth: Option<u32>,
    pub think_time: Duration,
    pub eval: EvalChoice,
}

impl Default for Strength {
    fn default() -> Self {
        Strength { max_depth: None, think_time: Duration::from_millis(1000), eval: EvalChoice::Tuned }
    }
}

/// The computer players every two-player game offers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AiKind {
    Random,
    Greedy,
    Minimax(Strength),
    /// Plans with the game's HTN domain.
    Htn,
}

impl AiKind {
    pub fn name(&self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Greedy => "greedy",
            AiKind::Minimax(_) => "minimax",
            AiKind::Htn => "htn",
        }
    }
}

/// A request for a decision: the seed that makes it repeatable, the flag that cancels it, and
/// where to publish search progress.
#[derive(Clone, Debug, Default)]
pub struct Think {
    pub seed: u64,
    pub cancel: Option<Arc<AtomicBool>>,
    pub info: Option<Arc<Mutex<SearchInfo>>>,
    /// The HTN domain, for the HTN player.
    pub htn: Option<Arc<Domain>>,
}

/// The move `kind` plays in `state`, or `None` when there is no legal move.
pub fn choose_move<G: AiGame>(state: &G, kind: &AiKind, think: &Think) -> Option<G::Move> {
    match kind {
        AiKind::Random => random_move(state, think.seed),
        AiKind::Greedy => greedy_move(state, think.seed),
        AiKind::Minimax(strength) => {
            let limits = Limits { depth: strength.max_depth, time: Some(strength.think_time), nodes: None };
            let options = SearchOptions {
                seed: think.seed,
                cancel: think.cancel.clone(),
                info: think.info.clone(),
                ..SearchOptions::default()
            };
            match strength.eval {
                EvalChoice::Reference => minimax::search(state, &G::Reference::default(), limits, &options).best,
                EvalChoice::Tuned => minimax::search(state, &G::Tuned::default(), limits, &options).best,
            }
        }
        AiKind::Htn => {
            let (mv, explanation) = match think
                .htn
                .as_deref()
                .ok_or("no HTN domain is loaded".to_string())
                .and_then(|d| htn_move(state, d))
            {
                Ok(found) => found,
                Err(why) => (random_move(state, think.seed)?, vec![format!("no plan ({why}); played a random move")]),
            };
            if let Some(info) = &think.info
                && let Ok(mut info) = info.lock()
            {
                info.plan = explanation;
            }
            Some(mv)
        }
    }
}

/// The HTN player's move: the first plan for the game's goal, with its explanation (the
/// methods that fired, then the operators).
pub fn htn_move<G: AiGame>(state: &G, domain: &Domain) -> Result<(G::Move, Vec<String>), String> {
    let mut world = domain.state.clone();
    world.add_text("position", &state.htn_facts()).map_err(|e| e.to_string())?;
    let goal = htn::parse_tasks(&state.htn_goal())?;
    let plans = htn::find_plans(domain, &world, &goal, htn::Search::First, htn::DEFAULT_STEPS)?;
    let plan = plans.first().ok_or_else(|| format!("{} has no plan", state.htn_goal()))?;
    let mv =
        state.move_from_plan(plan).ok_or_else(|| format!("the plan {} is not a move", plan.operators().join(", ")))?;
    let mut explanation: Vec<String> = plan.steps.first().map(|s| s.reasons.clone()).unwrap_or_default();
    explanation.extend(plan.operators());
    Ok((mv, explanation))
}

/// A uniformly random legal move.
pub fn random_move<G: Game>(state: &G, seed: u64) -> Option<G::Move> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    Some(moves[seeded(seed).random_range(0..moves.len())])
}

/// The move whose resulting position has the best greedy score; ties broken at random.
pub fn greedy_move<G: AiGame>(state: &G, seed: u64) -> Option<G::Move> {
    let me = state.to_move();
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let scored: Vec<(i32, G::Move)> = moves
        .into_iter()
        .map(|mv| {
            let mut child = state.clone();
            child.apply(mv);
            (child.greedy_score(me), mv)
        })
        .collect();
    let best = scored.iter().map(|&(s, _)| s).max()?;
    let ties: Vec<G::Move> = scored.into_iter().filter(|&(s, _)| s == best).map(|(_, m)| m).collect();
    Some(ties[seeded(seed).random_range(0..ties.len())])
}
