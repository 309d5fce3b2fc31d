//! The position drawn small (the menu's pictures), and the board's cells the view shares.

use crate::rules::{Cell, TicTacToe};
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

pub const CELL: f32 = 120.0;
pub const SHAPE: TileShape = TileShape::Square(CELL);

/// Cells are tiles (column, row), counted from 1 as the move texts do.
pub fn tile(cell: Cell) -> (i32, i32) {
    (cell.col() as i32 + 1, cell.row() as i32 + 1)
}

/// The nine cells with their marks.
pub fn sketch(state: &TicTacToe) -> Sketch {
    let tiles = (0..9).map(|i| (tile(Cell(i)), Rgb(0.20, 0.24, 0.30))).collect();
    let pieces = (0..9)
        .filter_map(|i| {
            state
                .cell(Cell(i))
                .map(|seat| (tile(Cell(i)), Mark::new(Some(seat.index()), ["X", "O"][seat.index().min(1)])))
        })
        .collect();
    Sketch { shape: SHAPE, tiles, pieces }
}
