//! The one loop that plays a game between computer players, move by move from its setup: the
//! arena and the tournament run it, and a server's AI seats will. The window plays the same
//! decisions one at a time on background tasks (`seat_decides`).

use super::{Controller, PlayableGame, Setup, decision_seed};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem_ai::htn::Domain;
use stratagem_ai::{AiPlayer, Decision, Think, TurnPlan, checked_move, decide_checked, random_move};
use stratagem_core::assets::asset_root;
use stratagem_core::{Game, Seat};

/// How a player is asked for a move: the game's own players by default; tests pass players that
/// misbehave.
pub type Decide<G> = dyn Fn(&AiPlayer, &G, &Think) -> Result<<G as Game>::Move, String> + Sync;

/// The game's own decision for `player`.
pub fn game_decides<G: PlayableGame>(player: &AiPlayer, state: &G, think: &Think) -> Result<G::Move, String> {
    stratagem_ai::levels::choose(state, player, think)
}

/// The game's HTN domain from `assets/ai/`, read only when a player plans with it.
pub fn htn_domain_for<G: PlayableGame>(wanted: bool) -> Result<Option<Arc<Domain>>, String> {
    match G::htn_domain() {
        Some(file) if wanted => Ok(Some(Arc::new(Domain::load(&asset_root().join("ai").join(file))?))),
        _ => Ok(None),
    }
}

/// A computer seat's move in `state`, chosen on what its seat may see (`view_for`): always a
/// legal move, or `None` when there is none. A player that fails is replaced by a random move
/// and the reason kept, so a game in the window or the arena goes on.
pub fn seat_decides<G: PlayableGame>(
    state: &G,
    seat: Seat,
    player: &AiPlayer,
    think: &Think,
) -> Option<Decision<G::Move>> {
    decide_checked(&state.view_for(seat), player, think)
}

/// What a failing player (an error, a panic, an illegal move) costs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnFailure {
    /// A random legal move is played in its place and the reason noted (the arena, the window).
    RandomMove,
    /// The player forfeits the game (the tournament, which rates players).
    Forfeit,
}

/// How games are played: the shared settings of an arena or a tournament.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    /// Random moves, drawn from the game's seed, that open every game before the players.
    pub opening_plies: usize,
    /// The HTN domain, when a player plans with it.
    pub htn: Option<Arc<Domain>>,
    /// Search threads for players whose controller names none.
    pub threads: usize,
    /// Set (by Ctrl+C) to stop: searches end and the game under way is abandoned.
    pub stop: Option<Arc<AtomicBool>>,
    pub on_failure: OnFailure,
}

/// A game played to its end (or to the point where nobody could move).
#[derive(Debug)]
pub struct Finished<G> {
    pub state: G,
    /// The moves in their text form: with the setup, the game's record.
    pub moves: Vec<String>,
    /// The seat that forfeited and why (`OnFailure::Forfeit`).
    pub forfeit: Option<(Seat, String)>,
    /// Moves played for a failing player, with why (`OnFailure::RandomMove`).
    pub notes: Vec<String>,
    /// Each seat's total thinking time and number of decisions.
    pub think: Vec<(Duration, u32)>,
}

impl SelfPlay {
    fn stopped(&self) -> bool {
        self.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Plays `setup` to its end, every seat a computer player asked through `decide`. `None`:
    /// stopped before the end (a search cut short may have chosen badly, so the game is
    /// abandoned). An error: the game cannot be played at all (a broken setup, a human seat).
    pub fn play<G: PlayableGame>(&self, setup: &Setup, decide: &Decide<G>) -> Result<Option<Finished<G>>, String> {
        let state = G::start(setup).map_err(|e| e.to_string())?;
        let seats = state.seats();
        let plans: Vec<Arc<Mutex<TurnPlan>>> = (0..seats).map(|_| Arc::default()).collect();
        let mut game = Finished {
            state,
            moves: Vec::new(),
            forfeit: None,
            notes: Vec::new(),
            think: vec![(Duration::ZERO, 0); seats],
        };
        let mut legal = Vec::new();
        while game.state.outcome().is_none() {
            if self.stopped() {
                return Ok(None);
            }
            let ply = game.moves.len();
            let seed = decision_seed(setup.seed, ply);
            legal.clear();
            game.state.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            let mv = if ply < self.opening_plies {
                random_move(&game.state, seed)
            } else {
                let seat = game.state.to_move();
                let Some(Controller::Ai(player)) = setup.seats.get(seat.index()) else {
                    return Err(format!("seat {} has no computer player", seat.0 + 1));
                };
                let think = Think {
                    seed,
                    htn: self.htn.clone(),
                    plan: plans.get(seat.index()).cloned(),
                    threads: self.threads,
                    cancel: self.stop.clone(),
                    ..Think::default()
                };
                let started = Instant::now();
                let mv = self.ask(&mut game, seat, player, &think, decide);
                if let Some(clock) = game.think.get_mut(seat.index()) {
                    clock.0 += started.elapsed();
                    clock.1 += 1;
                }
                mv
            };
            let Some(mv) = mv else { break };
            game.moves.push(game.state.move_text(mv));
            game.state.apply(mv);
        }
        if self.stopped() {
            return Ok(None);
        }
        Ok(Some(game))
    }

    /// One computer seat's move under the failure rule; `None` ends the game (no legal move, or
    /// the seat forfeited).
    fn ask<G: PlayableGame>(
        &self,
        game: &mut Finished<G>,
        seat: Seat,
        player: &AiPlayer,
        think: &Think,
        decide: &Decide<G>,
    ) -> Option<G::Move> {
        let ply = game.moves.len();
        let view = game.state.view_for(seat);
        let why = match checked_move(&game.state, || decide(player, &view, think)) {
            Ok(mv) => return Some(mv),
            Err(why) => why,
        };
        match self.on_failure {
            OnFailure::Forfeit => {
                game.forfeit = Some((seat, format!("{why} at move {}", ply + 1)));
                None
            }
            OnFailure::RandomMove => {
                let note = format!("{} {why}; played a random legal move instead", player.kind.id);
                game.notes.push(format!("move {}: {note}", ply + 1));
                random_move(&game.state, think.seed)
            }
        }
    }
}
