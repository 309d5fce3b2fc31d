//! A hint for a player who is stuck: what the game's strongest player (the Expert level's)
//! would play, after thinking for as long as the player allows, and in games whose turn is
//! several moves the rest of the turn it planned.

use super::PlayableGame;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use stratagem_ai::levels::{EXPERT, rung_of};
use stratagem_ai::{AiPlayer, Think, TurnPlan, checked_move};

/// The suggested move and the planned moves after it in the same turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    pub first: M,
    pub rest: Vec<M>,
}

/// How to think about a hint: how long, with which seed and threads, and the flag that stops
/// it when the position is gone.
#[derive(Clone, Debug, Default)]
pub struct HintAsk {
    pub think_time: Duration,
    pub seed: u64,
    pub threads: usize,
    pub cancel: Option<Arc<AtomicBool>>,
}

/// The hint for the seat to move, from what that seat may see. An error when there is no
/// move or the strongest player could not give one (a hint is never a random move).
pub fn hint<G: PlayableGame>(state: &G, ask: &HintAsk) -> Result<Hint<G::Move>, String> {
    let expert = rung_of::<G>(&AiPlayer::new(EXPERT)).ok_or("the game has no Expert level")?;
    let mut player = expert.player;
    if player.kind.searches {
        player.strength.think_time = ask.think_time;
    }
    let plan = Arc::new(Mutex::new(TurnPlan::default()));
    let think = Think {
        seed: ask.seed,
        cancel: ask.cancel.clone(),
        plan: Some(plan.clone()),
        threads: ask.threads,
        ..Think::default()
    };
    let view = state.view_for(state.to_move());
    let first = checked_move(&view, || view.decide(&player, &think))?;
    let rest = plan.lock().map(|p| p.rest_of_turn(&view, first)).unwrap_or_default();
    Ok(Hint { first, rest })
}
