//! The factory floor: square tiles with pits, walls on edges, belts, gears and numbered flags.

use super::distance::DistanceField;
use std::sync::OnceLock;

/// Boards are at most this wide and tall, so a tile index fits a byte.
pub const MAX_SIDE: usize = 16;

/// A facing or a direction on the board; north is up (towards row 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i % 4]
    }

    /// A quarter turn clockwise.
    pub fn right(self) -> Dir {
        Dir::from_index(self.index() + 1)
    }

    /// A quarter turn counter-clockwise.
    pub fn left(self) -> Dir {
        Dir::from_index(self.index() + 3)
    }

    pub fn back(self) -> Dir {
        Dir::from_index(self.index() + 2)
    }

    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }

    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter() == c)
    }
}

/// What covers a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Floor {
    Plain,
    /// A robot entering it is destroyed.
    Pit,
    /// Moves a robot on it one tile towards `dir` (express belts move once more, first). A
    /// `curve` turns a robot the belt carries onto this tile: `Some(true)` to the right.
    Belt {
        dir: Dir,
        express: bool,
        curve: Option<bool>,
    },
    /// Turns a robot on it a quarter turn, to the right when `right`.
    Gear {
        right: bool,
    },
}

/// A board, shared by every position played on it.
#[derive(Debug)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    floors: Vec<Floor>,
    /// Per tile, a bit per edge (`1 << Dir::index()`) holding a wall.
    walls: Vec<u8>,
    /// The flags' tiles, flag 1 first.
    pub flags: Vec<u8>,
    /// Each robot's start tile and facing, robot 1 first.
    pub starts: Vec<(u8, Dir)>,
    distances: OnceLock<DistanceField>,
}

impl Board {
    /// A board from its tiles row by row and the walls as (tile, edge) pairs; the caller
    /// (the preset reader) checked sizes and tiles.
    pub fn new(
        width: usize,
        height: usize,
        floors: Vec<Floor>,
        walls: &[(u8, Dir)],
        flags: Vec<u8>,
        starts: Vec<(u8, Dir)>,
    ) -> Board {
        let mut board =
            Board { width, height, floors, walls: vec![0; width * height], flags, starts, distances: OnceLock::new() };
        for &(tile, dir) in walls {
            board.walls[tile as usize] |= 1 << dir.index();
            // A wall is one edge seen from both sides.
            if let Some(n) = board.neighbour(tile, dir) {
                board.walls[n as usize] |= 1 << dir.back().index();
            }
        }
        board
    }

    pub fn tiles(&self) -> usize {
        self.width * self.height
    }

    /// Every tile index, row by row (a 16×16 board has 256, so count in `usize`).
    pub fn tile_ids(&self) -> impl Iterator<Item = u8> + use<> {
        (0..self.tiles()).map(|t| t as u8)
    }

    pub fn tile(&self, x: i32, y: i32) -> Option<u8> {
        (x >= 0 && y >= 0 && (x as usize) < self.width && (y as usize) < self.height)
            .then(|| (y as usize * self.width + x as usize) as u8)
    }

    pub fn xy(&self, tile: u8) -> (i32, i32) {
        ((tile as usize % self.width) as i32, (tile as usize / self.width) as i32)
    }

    /// The square one step from `tile` towards `dir`, on the board or not.
    pub fn beyond(&self, tile: u8, dir: Dir) -> (i32, i32) {
        let ((x, y), (dx, dy)) = (self.xy(tile), dir.delta());
        (x + dx, y + dy)
    }

    pub fn neighbour(&self, tile: u8, dir: Dir) -> Option<u8> {
        let (x, y) = self.beyond(tile, dir);
        self.tile(x, y)
    }

    pub fn floor(&self, tile: u8) -> Floor {
        self.floors[tile as usize]
    }

    /// Whether a wall stands on the `dir` edge of `tile` (the board's rim has none: robots
    /// may leave the board, and are destroyed).
    pub fn wall(&self, tile: u8, dir: Dir) -> bool {
        self.walls[tile as usize] & (1 << dir.index()) != 0
    }

    pub fn is_pit(&self, tile: u8) -> bool {
        self.floor(tile) == Floor::Pit
    }

    /// The flag number (1 for the first) on a tile, if any.
    pub fn flag_at(&self, tile: u8) -> Option<usize> {
        self.flags.iter().position(|&f| f == tile).map(|i| i + 1)
    }

    /// The cards-to-flag distances, computed on first use and kept with the board.
    pub fn distances(&self) -> &DistanceField {
        self.distances.get_or_init(|| DistanceField::new(self))
    }
}
