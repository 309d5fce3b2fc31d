//! How good a Tactigon position is for a side: the sheet's greedy score, and a tuned score for
//! minimax.

use super::rules::{Kind, Side, Tactigon};
use stratagem_ai::Evaluator;
use stratagem_core::{Game, Seat};

/// Distance from the closest piece of `from` to the pentagon of `target`; 0 when the pentagon is
/// gone or `from` has no pieces, as the sheet says.
fn closest_to_pentagon(state: &Tactigon, from: Side, target: Side) -> i32 {
    let Some(pentagon) = state.pentagon(target) else {
        return 0;
    };
    state.tiles_of(from).map(|t| state.board().distance(t, pentagon) as i32).min().unwrap_or(0)
}

/// The sheet's positional terms: material, and how close each side's attackers are to the other
/// pentagon.
fn material_and_threat(state: &Tactigon, me: Side) -> i32 {
    let them = me.other();
    let material = state.piece_count(me) as i32 - state.piece_count(them) as i32;
    material + closest_to_pentagon(state, them, me) - closest_to_pentagon(state, me, them)
}

/// The reference bots' greedy score of a position for `seat`:
/// `win(1000 or 0) + (own − enemy pieces) + (enemy's distance to my pentagon − my distance to theirs)`.
pub fn greedy_score(state: &Tactigon, seat: Seat) -> i32 {
    let won = state.outcome().and_then(|o| o.winner()) == Some(seat);
    1000 * i32::from(won) + material_and_threat(state, Side::of(seat))
}

/// The sheet's score without the win term (the search scores finished games itself).
#[derive(Clone, Copy, Debug, Default)]
pub struct ReferenceEval;

impl Evaluator<Tactigon> for ReferenceEval {
    fn evaluate(&self, state: &Tactigon, seat: Seat) -> i32 {
        material_and_threat(state, Side::of(seat))
    }
}

/// Weighted material, the pentagon race, and gold tiles.
#[derive(Clone, Copy, Debug, Default)]
pub struct TunedEval;

impl TunedEval {
    fn side_score(state: &Tactigon, side: Side) -> i32 {
        let board = state.board();
        let mut score = 0;
        for (tile, piece) in state.tiles_of(side).filter_map(|t| state.piece_at(t).map(|p| (t, p))) {
            score += match piece.kind {
                Kind::Circle => 10,
                Kind::Triangle => 22,
                Kind::Square => 26,
                Kind::Pentagon => 0,
            };
            if board.is_gold(tile) {
                score += 6;
            }
        }
        if let Some(target) = state.pentagon(side.other()) {
            let closest = state
                .pieces()
                .filter(|(_, p)| p.side == side && p.kind != Kind::Pentagon)
                .map(|(t, _)| board.distance(t, target) as i32)
                .min();
            score -= 2 * closest.unwrap_or(12);
        }
        score
    }
}

impl Evaluator<Tactigon> for TunedEval {
    fn evaluate(&self, state: &Tactigon, seat: Seat) -> i32 {
        let me = Side::of(seat);
        Self::side_score(state, me) - Self::side_score(state, me.other())
    }
}
