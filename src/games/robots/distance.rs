//! The sheet's distance field: for each flag, the fewest cards a lone robot needs from each
//! (tile, facing) to end a register on the flag, by breadth-first search backwards from the
//! flag over single-card edges that do not destroy the robot. Each edge is a whole register
//! for a lone robot (the card, then belts and gears), so belts count as they will carry.

use super::board::{Board, Dir};
use super::cards::CardKind;
use super::rules::lone_register;
use std::collections::VecDeque;

/// The distance from states that cannot reach the flag.
pub const UNREACHABLE: u16 = u16::MAX;

#[derive(Debug)]
pub struct DistanceField {
    /// Per flag, per state `tile * 4 + facing`.
    per_flag: Vec<Vec<u16>>,
}

impl DistanceField {
    pub fn new(board: &Board) -> DistanceField {
        let states = board.tiles() * 4;
        let mut sources: Vec<Vec<u16>> = vec![Vec::new(); states];
        for tile in board.tile_ids().filter(|&t| !board.is_pit(t)) {
            for facing in Dir::ALL {
                for kind in CardKind::ALL {
                    if let Some((t, f)) = lone_register(board, tile, facing, kind) {
                        sources[t as usize * 4 + f.index()].push((tile as usize * 4 + facing.index()) as u16);
                    }
                }
            }
        }
        let per_flag = board
            .flags
            .iter()
            .map(|&flag| {
                let mut dist = vec![UNREACHABLE; states];
                let mut queue = VecDeque::new();
                for facing in Dir::ALL {
                    let s = flag as usize * 4 + facing.index();
                    dist[s] = 0;
                    queue.push_back(s);
                }
                while let Some(s) = queue.pop_front() {
                    for &p in &sources[s] {
                        if dist[p as usize] == UNREACHABLE {
                            dist[p as usize] = dist[s] + 1;
                            queue.push_back(p as usize);
                        }
                    }
                }
                dist
            })
            .collect();
        DistanceField { per_flag }
    }

    /// Cards from (tile, facing) to flag `flag` (0 for the first flag).
    pub fn get(&self, flag: usize, tile: u8, facing: Dir) -> u16 {
        self.per_flag[flag][tile as usize * 4 + facing.index()]
    }
}
