//! Computer players. Everything here works through `core::Game` and knows no game by name.

pub mod minimax;

use crate::core::rng::seeded;
use crate::core::{Game, Seat};
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
}

impl AiKind {
    pub fn name(&self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Greedy => "greedy",
            AiKind::Minimax(_) => "minimax",
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
    }
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
