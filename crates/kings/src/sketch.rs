//! The position drawn small (the menu's pictures), and the board's tile shape the view shares.

use crate::rules::Kings;
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

pub const TILE: f32 = 80.0;
pub const SHAPE: TileShape = TileShape::Square(TILE);

/// The map's tiles, chequered, and each unit as the first letter of its kind.
pub fn sketch(state: &Kings) -> Sketch {
    let map = state.map();
    let tiles = map
        .tiles()
        .map(|t| {
            let (x, y) = map.xy(t);
            let light = (x + y) % 2 == 0;
            ((x, y), if light { Rgb(0.26, 0.30, 0.36) } else { Rgb(0.20, 0.24, 0.30) })
        })
        .collect();
    let pieces = state
        .units()
        .into_iter()
        .map(|(u, t)| {
            let info = state.info(u);
            (map.xy(t), Mark::new(Some(info.owner.index()), info.kind.chars().next().unwrap_or('?')))
        })
        .collect();
    Sketch { shape: SHAPE, tiles, pieces }
}
