//! The sheet's distance field: for each flag, the fewest cards a lone robot needs from each
//! (tile, facing) to end a register on the flag, by breadth-first search backwards from the
//! flag over single-card edges that do not destroy the robot. Each edge is a whole register
//! for a lone robot (the card, then belts and gears), so belts count as they will carry.
//! The same edges, kept forwards, let the AI simulate a program by table look-ups.

use super::board::{Board, Dir};
use super::cards::CardKind;
use super::rules::lone_register;
use std::collections::VecDeque;

/// The distance from states that cannot reach the flag.
pub const UNREACHABLE: u16 = u16::MAX;

const KINDS: usize = CardKind::ALL.len();

#[derive(Debug)]
pub struct DistanceField {
    /// Per flag, per state `tile * 4 + facing`.
    per_flag: Vec<Vec<u16>>,
    /// Per state and card kind (`state * 7 + kind`), the state a lone robot ends the register
    /// in, or `UNREACHABLE` when it is destroyed.
    next: Vec<u16>,
}

impl DistanceField {
    pub fn new(board: &Board) -> DistanceField {
        let states = board.tiles() * 4;
        let mut sources: Vec<Vec<u16>> = vec![Vec::new(); states];
        let mut next = vec![UNREACHABLE; states * KINDS];
        for tile in board.tile_ids().filter(|&t| !board.is_pit(t)) {
            for facing in Dir::ALL {
                let from = tile as usize * 4 + facing.index();
                for kind in CardKind::ALL {
                    if let Some((t, f)) = lone_register(board, tile, facing, kind) {
                        let to = t as usize * 4 + f.index();
                        sources[to].push(from as u16);
                        next[from * KINDS + kind as usize] = to as u16;
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
        DistanceField { per_flag, next }
    }

    /// Where a lone robot on `tile` facing `facing` ends a register with a card of `kind`
    /// (belts and gears included, flags not), or `None` if it is destroyed.
    pub fn after(&self, tile: u8, facing: Dir, kind: CardKind) -> Option<(u8, Dir)> {
        let to = self.next[(tile as usize * 4 + facing.index()) * KINDS + kind as usize];
        (to != UNREACHABLE).then(|| ((to / 4) as u8, Dir::from_index(to as usize)))
    }

    /// Cards from (tile, facing) to flag `flag` (0 for the first flag).
    pub fn get(&self, flag: usize, tile: u8, facing: Dir) -> u16 {
        self.per_flag[flag][tile as usize * 4 + facing.index()]
    }
}
