//! Positions for tests, written in the sheet's notation on the small board.

use std::path::Path;
use stratagem_core::Game;
use stratagem_tactigon::preset::Preset;
use stratagem_tactigon::{Rules, Side, TMove, Tactigon};

pub const SMALL_LINES: &str =
    "[(2, 4), (1, 5), (1, 5), (1, 5), (0, 6), (0, 6), (1, 5), (1, 5), (1, 5), (1, 5), (3, 3)]";

/// A position on the small board (gold at (1,5) and (5,5)).
pub fn position(cian: &str, red: &str, to_move: Side, rules: Rules) -> Tactigon {
    let text =
        format!("(name: \"test\", lines: {SMALL_LINES}, gold: [(1, 5), (5, 5)], cian: \"{cian}\", red: \"{red}\")");
    Preset::parse(&text, Path::new("test.ron")).expect("test position is valid").start(rules, to_move)
}

pub fn mv(state: &Tactigon, from: (i32, i32), to: (i32, i32)) -> TMove {
    state.move_between(from, to).expect("tiles exist")
}

/// The destinations of the piece on `from`, as sheet tiles, sorted.
pub fn targets(state: &Tactigon, from: (i32, i32)) -> Vec<(i32, i32)> {
    let board = state.board();
    let from = board.tile(from).expect("tile exists");
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut out: Vec<(i32, i32)> = moves.into_iter().filter(|m| m.from == from).map(|m| board.offset(m.to)).collect();
    out.sort();
    out
}
