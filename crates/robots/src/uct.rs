//! The `uct` player of Robot Race: determinised UCT (`ai::uct::search_determinised`). The seat
//! cannot see the other hands, the deck or the programs already submitted, so each batch of
//! the search draws one world consistent with its view (`Robots::determinised`) and searches
//! it as a game of joint moves: every seat still to program chooses at once, as they do in
//! secret, then the round runs. A seat's moves at a node are the programs the lone programmer
//! ranks best; playouts let every robot program as Hard does for a few rounds.

use super::ai::{self, Level};
use super::cards::Program;
use super::rules::Robots;
use stratagem_ai::uct::{BATCH, JointGame, UctLimits, scores_by_place, search_determinised};
use stratagem_core::rng::GameRng;
use stratagem_core::{Game, Seat};

/// Programs a seat weighs at a node, the lone programmer's best: the search can only reorder
/// what the lone simulation already finds good, but with the other robots in the way.
const CANDIDATES: usize = 12;
/// Rounds a playout runs past the tree before the race is judged.
const PLAYOUT_ROUNDS: u32 = 2;
/// A lead of this many cards (of distance to the next flag) is worth about three quarters of
/// a win (1 / (1 + e⁻¹)) in a playout that stops before the end.
const LEAD_CARDS: f64 = 2.0;

/// Robot Race as joint moves: a seat that has programmed this round waits (`None`).
pub struct Round {
    seats: usize,
}

impl Round {
    pub fn new(state: &Robots) -> Round {
        Round { seats: state.seats() }
    }
}

impl JointGame for Round {
    type State = Robots;
    type Move = Option<Program>;

    fn roles(&self) -> usize {
        self.seats
    }

    fn is_terminal(&self, state: &Robots) -> Result<bool, String> {
        Ok(state.finished().is_some())
    }

    fn legal(&self, state: &Robots) -> Result<Vec<Vec<Option<Program>>>, String> {
        Ok((0..self.seats)
            .map(|s| match state.program(Seat(s as u8)) {
                Some(_) => vec![None],
                None => ai::candidates(state, Seat(s as u8), CANDIDATES).into_iter().map(Some).collect(),
            })
            .collect())
    }

    /// Submits the programs in seat order, as the rules take them; the last one runs the round.
    fn next(&self, state: &Robots, joint: &[Option<Program>]) -> Result<Robots, String> {
        let mut after = state.clone();
        for (s, mv) in joint.iter().enumerate() {
            if state.program(Seat(s as u8)).is_none() {
                after.apply(mv.ok_or_else(|| format!("robot {} has no program in the joint move", s + 1))?);
            }
        }
        Ok(after)
    }

    fn goals(&self, state: &Robots) -> Result<Vec<f64>, String> {
        let outcome = state.outcome().ok_or("the race is not over")?;
        let place = |s: usize| outcome.place(Seat(s as u8));
        Ok(scores_by_place(self.seats, |a, b| place(b).cmp(&place(a))))
    }

    /// Every robot programs as Hard does (the world fixes the deals to come, so the playout is
    /// the world's own); a race not over after `PLAYOUT_ROUNDS` rounds scores each robot's
    /// progress against each other's, smoothly, so a small lead is worth a little.
    fn playout(&self, state: &Robots, _steps: usize, _rng: &mut GameRng) -> Result<Option<Vec<f64>>, String> {
        let mut state = state.clone();
        let last = state.round() + PLAYOUT_ROUNDS;
        while state.finished().is_none() && state.round() < last {
            let seat = state.to_move();
            state.apply(ai::choose(&state, seat, Level::Every, 0).0);
        }
        if state.finished().is_some() {
            return self.goals(&state).map(Some);
        }
        let progress: Vec<f64> = (0..self.seats).map(|s| f64::from(ai::progress(&state, Seat(s as u8)))).collect();
        let others = (self.seats.max(2) - 1) as f64;
        Ok(Some(
            (0..self.seats)
                .map(|s| {
                    let ahead: f64 = (0..self.seats)
                        .filter(|&o| o != s)
                        .map(|o| 1.0 / (1.0 + (-(progress[s] - progress[o]) / LEAD_CARDS).exp()))
                        .sum();
                    100.0 * ahead / others
                })
                .collect(),
        ))
    }
}

/// The program `seat` chooses by determinised UCT within `limits`, from what it may see: the
/// worlds it searches are drawn from its own hand and the public board alone.
pub fn uct_program(state: &Robots, seat: Seat, limits: &UctLimits, seed: u64) -> Result<Program, String> {
    let game = Round::new(state);
    let choice =
        search_determinised(&game, |world| state.determinised(seat, world), seat.index(), limits, seed, BATCH)?;
    choice.mv.ok_or_else(|| format!("{} has programmed already", state.seat_name(seat)))
}
