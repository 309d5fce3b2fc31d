//! The shape of a Tactigon board: tiles, neighbours, distances and gold tiles. Built once per
//! preset and shared by every position on it.

use hexx::{Hex, HexOrientation, OffsetHexMode};
use std::collections::HashMap;

/// The most tiles a board may have (tile sets are `u128` bit masks).
pub const MAX_TILES: usize = 128;
/// "No tile" in neighbour lists.
pub const NO_TILE: u8 = u8::MAX;

/// The sheet's `(x, y)` tile: `x` the column, `y` the line, "even-q" offsets.
pub type Offset = (i32, i32);

/// Converts the sheet's even-q offset tile to hexx's axial coordinates (flat hexes, even
/// columns shoved down).
pub fn offset_to_hex((x, y): Offset) -> Hex {
    Hex::from_offset_coordinates([x, y], OffsetHexMode::Even, HexOrientation::Flat)
}

#[derive(Debug, PartialEq)]
pub struct Board {
    offsets: Vec<Offset>,
    hexes: Vec<Hex>,
    index: HashMap<Offset, u8>,
    neighbours: Vec<[u8; 6]>,
    neighbour_masks: Vec<u128>,
    distance: Vec<u8>,
    gold: Vec<u8>,
    gold_mask: u128,
}

impl Board {
    /// A board from its lines: `lines[y] = (min_x, max_x)`. The caller has checked the sizes.
    pub fn new(lines: &[(i32, i32)], gold: &[Offset]) -> Board {
        let offsets: Vec<Offset> =
            lines.iter().enumerate().flat_map(|(y, &(lo, hi))| (lo..=hi).map(move |x| (x, y as i32))).collect();
        assert!(offsets.len() <= MAX_TILES, "board too large");
        let hexes: Vec<Hex> = offsets.iter().map(|&o| offset_to_hex(o)).collect();
        let index: HashMap<Offset, u8> = offsets.iter().enumerate().map(|(i, &o)| (o, i as u8)).collect();
        let by_hex: HashMap<Hex, u8> = hexes.iter().enumerate().map(|(i, &h)| (h, i as u8)).collect();
        let neighbours: Vec<[u8; 6]> = hexes
            .iter()
            .map(|h| {
                let mut out = [NO_TILE; 6];
                for (slot, n) in out.iter_mut().zip(h.all_neighbors()) {
                    *slot = by_hex.get(&n).copied().unwrap_or(NO_TILE);
                }
                out
            })
            .collect();
        let neighbour_masks = neighbours
            .iter()
            .map(|ns: &[u8; 6]| ns.iter().filter(|&&t| t != NO_TILE).fold(0u128, |m, &t| m | 1 << t))
            .collect();
        let n = hexes.len();
        let mut distance = vec![0u8; n * n];
        for a in 0..n {
            for b in 0..n {
                distance[a * n + b] = hexes[a].unsigned_distance_to(hexes[b]).min(255) as u8;
            }
        }
        let gold: Vec<u8> = gold.iter().filter_map(|o| index.get(o).copied()).collect();
        let gold_mask = gold.iter().fold(0u128, |m, &g| m | 1u128 << g);
        Board { offsets, hexes, index, neighbours, neighbour_masks, distance, gold, gold_mask }
    }

    pub fn len(&self) -> usize {
        self.offsets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.offsets.is_empty()
    }

    pub fn tile(&self, at: Offset) -> Option<u8> {
        self.index.get(&at).copied()
    }

    pub fn offset(&self, tile: u8) -> Offset {
        self.offsets[tile as usize]
    }

    pub fn hex(&self, tile: u8) -> Hex {
        self.hexes[tile as usize]
    }

    /// The existing neighbours of a tile, `NO_TILE` where there is none.
    pub fn neighbours(&self, tile: u8) -> &[u8; 6] {
        &self.neighbours[tile as usize]
    }

    /// The existing neighbours of a tile as a tile set.
    pub fn neighbour_mask(&self, tile: u8) -> u128 {
        self.neighbour_masks[tile as usize]
    }

    pub fn distance(&self, a: u8, b: u8) -> u32 {
        self.distance[a as usize * self.len() + b as usize] as u32
    }

    pub fn gold(&self) -> &[u8] {
        &self.gold
    }

    pub fn is_gold(&self, tile: u8) -> bool {
        self.gold_mask >> tile & 1 == 1
    }
}
