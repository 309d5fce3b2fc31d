//! Where tiles are: the world position of a tile and the tile under a point, for hex boards
//! (hexx, flat tiles, "even-q" offset coordinates) and square boards. A leaf of the shell, so
//! sketches and board widgets can share it.

use crate::core::Tile;
use crate::session::sketch::TileShape;
use bevy::prelude::*;
use hexx::{Hex, HexLayout, HexOrientation, OffsetHexMode};

/// Where a sketch's tiles are on screen: `TileShape` is the session's (no Bevy), its world
/// positions are the window's.
pub trait TileGeometry {
    /// A tile's centre in world space (y up, so rows go down the screen).
    fn world(self, at: Tile) -> Vec2;
    /// The tile under a world position, whether or not the board has it.
    fn tile_at(self, world: Vec2) -> Tile;
}

fn hex_layout(size: f32) -> HexLayout {
    HexLayout::flat().with_hex_size(size)
}

impl TileGeometry for TileShape {
    fn world(self, (x, y): Tile) -> Vec2 {
        match self {
            TileShape::Hex(size) => {
                let hex = Hex::from_offset_coordinates([x, y], OffsetHexMode::Even, HexOrientation::Flat);
                let p = hex_layout(size).hex_to_world_pos(hex);
                Vec2::new(p.x, -p.y)
            }
            TileShape::Square(side) => Vec2::new(x as f32 * side, -(y as f32) * side),
        }
    }

    fn tile_at(self, world: Vec2) -> Tile {
        match self {
            TileShape::Hex(size) => {
                let hex = hex_layout(size).world_pos_to_hex(Vec2::new(world.x, -world.y));
                let [x, y] = hex.to_offset_coordinates(OffsetHexMode::Even, HexOrientation::Flat);
                (x, y)
            }
            TileShape::Square(side) => ((world.x / side + 0.5).floor() as i32, (-world.y / side + 0.5).floor() as i32),
        }
    }
}
