//! Robot Race boards: RON files under `assets/maps/robots/`.
//!
//! ```ron
//! (
//!     name: "Open floor",
//!     // One string per row, row 0 at the top; tiles separated by spaces: `.` floor, `P` pit,
//!     // `GL` / `GR` a gear turning left / right, `b` (normal) or `e` (express) belt with its
//!     // direction `N E S W` and, for a curve, `L` or `R`: the turn it gives a robot it
//!     // carries onto it (`bN`, `eEL`).
//!     rows: [". . bE bS", ". P . bS", ". . . ."],
//!     walls: ["(1,0) S E"],           // a tile and the edges of it that hold walls
//!     flags: [(3,2), (0,0)],          // flag 1 first
//!     robots: ["(0,2) N", "(1,2) N"], // each robot's start tile and facing, robot 1 first
//!     hands: [[10, 490, ...], ...],   // optional: each robot's first dealt hand, 9 priorities
//! )
//! ```

use super::board::{Board, Dir, Floor, MAX_SIDE};
use super::cards::{Card, HAND};
use super::rules::{MAX_ROBOTS, MIN_ROBOTS, Robots};
use crate::core::assets::{self, LoadError, parse_ron, parse_tile, quote};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The game's id, naming its preset folder.
pub const ID: &str = "robots";

/// Boards hold at most this many flags.
pub const MAX_FLAGS: usize = 8;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetFile {
    name: String,
    rows: Vec<String>,
    #[serde(default)]
    walls: Vec<String>,
    flags: Vec<(i32, i32)>,
    robots: Vec<String>,
    #[serde(default)]
    hands: Vec<Vec<u16>>,
}

#[derive(Clone, Debug)]
pub struct Preset {
    pub id: String,
    pub name: String,
    pub board: Arc<Board>,
    /// The first round's hands when the file fixes them.
    pub hands: Option<Vec<[Card; HAND]>>,
}

impl Preset {
    pub fn load(path: &Path) -> Result<Preset, LoadError> {
        Preset::parse(&assets::read_text(path)?, path)
    }

    pub fn parse(text: &str, path: &Path) -> Result<Preset, LoadError> {
        let file: PresetFile = parse_ron(text, path)?;
        let fail = |problem: String| LoadError::new(path, problem);
        let height = file.rows.len();
        let rows: Vec<Vec<&str>> = file.rows.iter().map(|r| r.split_whitespace().collect()).collect();
        let width = rows.first().map_or(0, Vec::len);
        if !(1..=MAX_SIDE).contains(&height) || !(1..=MAX_SIDE).contains(&width) {
            return Err(fail(format!("the board needs 1 to {MAX_SIDE} rows of 1 to {MAX_SIDE} tiles")));
        }
        let mut floors = Vec::with_capacity(width * height);
        for (y, row) in rows.iter().enumerate() {
            if row.len() != width {
                return Err(fail(format!("row {y} has {} tiles; row 0 has {width}", row.len())));
            }
            for (x, token) in row.iter().enumerate() {
                floors.push(parse_floor(token).map_err(|e| fail(format!("tile ({x},{y}): {e}")))?);
            }
        }
        let probe = Board::new(width, height, floors.clone(), &[], Vec::new(), Vec::new());
        let on_board = |(x, y): (i32, i32), what: &str| {
            probe.tile(x, y).ok_or_else(|| fail(format!("{what} at ({x},{y}) is not on the board")))
        };
        let mut walls = Vec::new();
        for (i, text) in file.walls.iter().enumerate() {
            let what = format!("walls entry {} \"{}\"", i + 1, quote(text));
            let (tile, dirs) = split_tile(text).map_err(|e| fail(format!("{what}: {e}")))?;
            let tile = on_board(tile, &what)?;
            if dirs.is_empty() {
                return Err(fail(format!("{what}: name the edges, like (2,3) N E")));
            }
            for d in dirs {
                walls.push((tile, parse_dir(d).map_err(|e| fail(format!("{what}: {e}")))?));
            }
        }
        if file.flags.is_empty() || file.flags.len() > MAX_FLAGS {
            return Err(fail(format!("{} flags; a board has 1 to {MAX_FLAGS}", file.flags.len())));
        }
        let mut flags = Vec::new();
        for (i, &xy) in file.flags.iter().enumerate() {
            let what = format!("flag {}", i + 1);
            let tile = on_board(xy, &what)?;
            if probe.is_pit(tile) || flags.contains(&tile) {
                return Err(fail(format!("{what} at ({},{}) is on a pit or another flag", xy.0, xy.1)));
            }
            flags.push(tile);
        }
        if !(MIN_ROBOTS..=MAX_ROBOTS).contains(&file.robots.len()) {
            return Err(fail(format!("{} robots; a board has {MIN_ROBOTS} to {MAX_ROBOTS}", file.robots.len())));
        }
        let mut starts: Vec<(u8, Dir)> = Vec::new();
        for (i, text) in file.robots.iter().enumerate() {
            let what = format!("robot {} \"{}\"", i + 1, quote(text));
            let (xy, dirs) = split_tile(text).map_err(|e| fail(format!("{what}: {e}")))?;
            let tile = on_board(xy, &what)?;
            let [facing] = dirs[..] else {
                return Err(fail(format!("{what}: give one facing, like (0,5) N")));
            };
            let facing = parse_dir(facing).map_err(|e| fail(format!("{what}: {e}")))?;
            if probe.is_pit(tile) || starts.iter().any(|s| s.0 == tile) {
                return Err(fail(format!("{what} starts on a pit or on another robot")));
            }
            starts.push((tile, facing));
        }
        let hands = match file.hands.len() {
            0 => None,
            n if n == file.robots.len() => Some(parse_hands(&file.hands).map_err(fail)?),
            n => return Err(fail(format!("{n} hands for {} robots", file.robots.len()))),
        };
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let board = Arc::new(Board::new(width, height, floors, &walls, flags, starts));
        Ok(Preset { id, name: file.name, board, hands })
    }

    /// A game with all of the board's robots (or the first `robots`, when a game seats fewer);
    /// the deck is shuffled from `seed`.
    pub fn start(&self, robots: usize, seed: u64, round_limit: u32) -> Result<Robots, String> {
        Robots::new(self.board.clone(), robots, seed, round_limit, self.hands.clone())
    }
}

fn parse_floor(token: &str) -> Result<Floor, String> {
    let bad = || format!("'{}' is not a tile (. floor, P pit, GL/GR gear, bN/eE belt, bNL/eSR curve)", quote(token));
    let mut chars = token.chars();
    match (chars.next(), chars.next(), chars.next(), chars.next()) {
        (Some('.'), None, ..) => Ok(Floor::Plain),
        (Some('P'), None, ..) => Ok(Floor::Pit),
        (Some('G'), Some(turn @ ('L' | 'R')), None, _) => Ok(Floor::Gear { right: turn == 'R' }),
        (Some(kind @ ('b' | 'e')), Some(d), curve, None) => {
            let dir = Dir::from_letter(d).ok_or_else(bad)?;
            let curve = match curve {
                None => None,
                Some('L') => Some(false),
                Some('R') => Some(true),
                Some(_) => return Err(bad()),
            };
            Ok(Floor::Belt { dir, express: kind == 'e', curve })
        }
        _ => Err(bad()),
    }
}

fn parse_dir(text: &str) -> Result<Dir, String> {
    let mut chars = text.chars();
    match (chars.next().and_then(Dir::from_letter), chars.next()) {
        (Some(d), None) => Ok(d),
        _ => Err(format!("'{}' is not a direction (N, E, S or W)", quote(text))),
    }
}

/// `(2,3) N E`: a tile and the words after it.
fn split_tile(text: &str) -> Result<((i32, i32), Vec<&str>), String> {
    let close = text.find(')').ok_or("expected a tile like (2,3) first")?;
    Ok((parse_tile(&text[..=close])?, text[close + 1..].split_whitespace().collect()))
}

fn parse_hands(hands: &[Vec<u16>]) -> Result<Vec<[Card; HAND]>, String> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for (r, hand) in hands.iter().enumerate() {
        if hand.len() != HAND {
            return Err(format!("hand {} has {} cards; a hand is {HAND}", r + 1, hand.len()));
        }
        let mut cards = [Card(0); HAND];
        for (i, &p) in hand.iter().enumerate() {
            let card = Card::from_priority(p)
                .ok_or_else(|| format!("hand {}: no card has priority {p} (10, 20, … 840)", r + 1))?;
            if seen.contains(&card) {
                return Err(format!("hand {}: the card of priority {p} is dealt twice", r + 1));
            }
            seen.push(card);
            cards[i] = card;
        }
        out.push(cards);
    }
    Ok(out)
}

/// The preset folder, `assets/maps/robots/`.
pub fn preset_dir() -> PathBuf {
    assets::preset_dir(ID)
}

/// Every preset in a folder, broken ones as their error, in file-name order.
pub fn load_all(dir: &Path) -> Vec<Result<Preset, LoadError>> {
    assets::load_presets(dir, Preset::load)
}

/// The preset with a given id (file stem) from the preset folder.
pub fn find(id: &str) -> Result<Preset, LoadError> {
    assets::find_preset(ID, id, Preset::load)
}
