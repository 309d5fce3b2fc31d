//! The position drawn small (the menu's pictures), and the board's tile size and colours the
//! view shares.

use crate::rules::Tactigon;
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

pub const HEX_SIZE: f32 = 40.0;
const TILE: Rgb = Rgb(0.20, 0.24, 0.30);
const GOLD: Rgb = Rgb(0.80, 0.64, 0.18);

/// The board with gold tiles, and each piece as the first letter of its shape.
pub fn sketch(state: &Tactigon) -> Sketch {
    let board = state.board();
    let tiles = (0..board.len() as u8).map(|t| (board.offset(t), if board.is_gold(t) { GOLD } else { TILE })).collect();
    let pieces = state
        .pieces()
        .map(|(t, piece)| {
            (board.offset(t), Mark::new(Some(piece.side.seat().index()), &format!("{:?}", piece.kind)[..1]))
        })
        .collect();
    Sketch { shape: TileShape::Hex(HEX_SIZE), tiles, pieces }
}
