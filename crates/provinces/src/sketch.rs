//! The position drawn small (the menu's pictures), and the board's tile shape the view shares.

use crate::Topology;
use crate::map::TileId;
use crate::rules::{Provinces, Thing};
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

pub const HEX_SIZE: f32 = 34.0;
pub const SQUARE: f32 = 56.0;
pub const NEUTRAL: Rgb = Rgb(0.42, 0.46, 0.40);

pub fn shape(state: &Provinces) -> TileShape {
    match state.map().topology() {
        Topology::Hex => TileShape::Hex(HEX_SIZE),
        Topology::Square8 => TileShape::Square(SQUARE),
    }
}

/// Land in its owner's colour (`seat_colours`), each unit and building by its preset letter.
pub fn sketch_with(state: &Provinces, seat_colours: &[Rgb]) -> Sketch {
    let map = state.map();
    let tiles = land(state)
        .into_iter()
        .map(|t| {
            let colour = match state.owner(t) {
                None => NEUTRAL,
                Some(side) => seat_colours
                    .get(side.seat().index())
                    .copied()
                    .unwrap_or(Rgb::WHITE)
                    .mix(Rgb(0.25, 0.25, 0.28), 0.45),
            };
            (map.xy(t), colour)
        })
        .collect();
    let pieces = land(state)
        .into_iter()
        .filter(|&t| state.thing(t) != Thing::Empty)
        .map(|t| (map.xy(t), Mark::new(None, state.thing(t).letter())))
        .collect();
    Sketch { shape: shape(state), tiles, pieces }
}

pub fn land(state: &Provinces) -> Vec<TileId> {
    (0..state.map().len() as TileId).filter(|&t| state.map().is_land(t)).collect()
}
