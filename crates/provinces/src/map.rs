//! The shape of a Provinces map: a rectangle of sea and land tiles, with the neighbours and the
//! two distances of its topology precomputed. Built once per preset and shared by every position.

use hexx::{Hex, HexOrientation, OffsetHexMode};
use serde::{Deserialize, Serialize};

/// Maps are at most this many columns and rows, so that every move has its own key.
pub const MAX_SIDE: i32 = 40;

/// A tile index: `y * width + x`, so index order is the sheet's row-major order.
pub type TileId = u16;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Topology {
    /// Flat hexes, even-q offsets (as in Tactigon), 6 neighbours.
    #[default]
    Hex,
    /// Squares with 8 neighbours (Antiyomacy's board).
    Square8,
}

/// Converts an even-q offset tile to hexx's axial coordinates.
fn hex_of(x: i32, y: i32) -> Hex {
    Hex::from_offset_coordinates([x, y], OffsetHexMode::Even, HexOrientation::Flat)
}

#[derive(Debug)]
pub struct Map {
    topology: Topology,
    width: i32,
    height: i32,
    land: Vec<bool>,
    land_count: u32,
    /// Land neighbours of each tile, in index order.
    neighbours: Vec<Vec<TileId>>,
    /// Land tiles at reach 1 or 2 of each tile, in index order.
    reach2: Vec<Vec<TileId>>,
    /// Land tiles within radius 1 and 2 of each tile, the tile itself included.
    radius: [Vec<Vec<TileId>>; 2],
}

impl Map {
    /// A map from its land grid (`land[y][x]`); the caller has checked the sizes.
    pub fn new(topology: Topology, land_rows: &[Vec<bool>]) -> Map {
        let height = land_rows.len() as i32;
        let width = land_rows.first().map_or(0, |r| r.len() as i32);
        let land: Vec<bool> = land_rows.iter().flatten().copied().collect();
        let n = land.len();
        let mut map = Map {
            topology,
            width,
            height,
            land_count: land.iter().filter(|&&l| l).count() as u32,
            land,
            neighbours: vec![Vec::new(); n],
            reach2: vec![Vec::new(); n],
            radius: [vec![Vec::new(); n], vec![Vec::new(); n]],
        };
        for t in 0..n {
            let (x, y) = map.xy(t as TileId);
            for dy in -2..=2 {
                for dx in -2..=2 {
                    let (ox, oy) = (x + dx, y + dy);
                    let Some(o) = map.tile((ox, oy)) else { continue };
                    if !map.land[o as usize] {
                        continue;
                    }
                    let (reach, radius) = map.distances((x, y), (ox, oy));
                    if o as usize != t && reach <= 2 {
                        map.reach2[t].push(o);
                    }
                    if reach == 1 && radius == 1 {
                        map.neighbours[t].push(o);
                    }
                    if radius <= 1 {
                        map.radius[0][t].push(o);
                    }
                    if radius <= 2 {
                        map.radius[1][t].push(o);
                    }
                }
            }
        }
        // On square8 a diagonal neighbour is at Manhattan distance 2: neighbours are by radius.
        if topology == Topology::Square8 {
            for t in 0..n {
                map.neighbours[t] = map.radius[0][t].iter().copied().filter(|&o| o as usize != t).collect();
            }
        }
        map
    }

    /// (reach, radius) between two tiles, per the sheet's table.
    fn distances(&self, (ax, ay): (i32, i32), (bx, by): (i32, i32)) -> (u32, u32) {
        match self.topology {
            Topology::Hex => {
                let d = hex_of(ax, ay).unsigned_distance_to(hex_of(bx, by));
                (d, d)
            }
            Topology::Square8 => {
                let (dx, dy) = (ax.abs_diff(bx), ay.abs_diff(by));
                (dx + dy, dx.max(dy))
            }
        }
    }

    pub fn topology(&self) -> Topology {
        self.topology
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    /// Every tile, sea included.
    pub fn len(&self) -> usize {
        self.land.len()
    }

    pub fn is_empty(&self) -> bool {
        self.land.is_empty()
    }

    pub fn land_count(&self) -> u32 {
        self.land_count
    }

    pub fn is_land(&self, t: TileId) -> bool {
        self.land[t as usize]
    }

    /// The tile at column `x`, row `y`, if it is on the map.
    pub fn tile(&self, (x, y): (i32, i32)) -> Option<TileId> {
        ((0..self.width).contains(&x) && (0..self.height).contains(&y)).then(|| (y * self.width + x) as TileId)
    }

    pub fn xy(&self, t: TileId) -> (i32, i32) {
        (t as i32 % self.width, t as i32 / self.width)
    }

    /// Land neighbours of a tile.
    pub fn neighbours(&self, t: TileId) -> &[TileId] {
        &self.neighbours[t as usize]
    }

    /// Land tiles a unit on `t` may move to (reach 1 or 2).
    pub fn reach2(&self, t: TileId) -> &[TileId] {
        &self.reach2[t as usize]
    }

    /// Land tiles within radius `r` (1 or 2) of `t`, `t` included.
    pub fn within_radius(&self, t: TileId, r: usize) -> &[TileId] {
        &self.radius[r - 1][t as usize]
    }

    /// The reach between two tiles.
    pub fn reach(&self, a: TileId, b: TileId) -> u32 {
        self.distances(self.xy(a), self.xy(b)).0
    }
}
