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
//!     robots: ["(0,2) N", "(1,2) N"], // the docks: start tiles and facings (see below)
//!     hands: [[10, 490, ...], ...],   // optional: each robot's first dealt hand, 9 priorities
//!     at: ["(2,1) E", "(0,0) S"],     // optional: where each robot stands now
//!     touched: [1, 0],                // optional: the flags each robot has touched
//!     round: 3,                       // optional: the rounds already played
//! )
//! ```
//!
//! A new game draws which robot starts on which dock from the game's seed (a game of fewer
//! robots than docks leaves the undrawn ones empty), so no seat starts nearer the flags.
//!
//! The optional fields make a position: there robot 1 takes the first dock, robot 2 the
//! second, and so on. `position_text` writes one, so a round replays exactly from text (the
//! deck after the fixed hands is shuffled from the game's seed).

use super::board::{Board, Dir, Floor, MAX_SIDE};
use super::cards::{Card, HAND};
use super::rules::{Docks, MAX_ROBOTS, MIN_ROBOTS, Robots};
use serde::Deserialize;
use std::path::Path;
use std::sync::Arc;
use stratagem_core::Text;
use stratagem_core::assets::{LoadError, parse_ron, quote, read_tile};

/// The game's id, naming its preset folder.
pub const ID: &str = "robots";

/// Boards hold at most this many flags.
pub const MAX_FLAGS: usize = 8;

/// The file as written; the editor reads drafts through it too.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PresetFile {
    pub(super) name: String,
    pub(super) rows: Vec<String>,
    #[serde(default)]
    pub(super) walls: Vec<String>,
    pub(super) flags: Vec<(i32, i32)>,
    pub(super) robots: Vec<String>,
    #[serde(default)]
    pub(super) hands: Vec<Vec<u16>>,
    #[serde(default)]
    pub(super) at: Vec<String>,
    #[serde(default)]
    pub(super) touched: Vec<u8>,
    #[serde(default)]
    pub(super) round: u32,
}

#[derive(Clone, Debug)]
pub struct Preset {
    pub id: String,
    pub name: String,
    pub board: Arc<Board>,
    /// The first round's hands when the file fixes them.
    pub hands: Option<Vec<[Card; HAND]>>,
    /// For positions: each robot's tile and facing now, and the flags it has touched.
    pub placed: Vec<(u8, Dir, u8)>,
    /// For positions: the rounds already played.
    pub round: u32,
    /// A position (any of the optional fields given) keeps each robot on the dock it lists; a
    /// board draws the docks from the game's seed.
    pub docks: Docks,
}

impl Preset {
    pub fn parse(text: &str, path: &Path) -> Result<Preset, LoadError> {
        let file: PresetFile = parse_ron(text, path)?;
        let fail = |problem: Text| LoadError::new(path, problem);
        let entry = |what: &Text, problem: Text| {
            fail(Text::new("robots-map-entry").with("what", what.clone()).with("problem", problem))
        };
        let height = file.rows.len();
        let rows: Vec<Vec<&str>> = file.rows.iter().map(|r| r.split_whitespace().collect()).collect();
        let width = rows.first().map_or(0, Vec::len);
        if !(1..=MAX_SIDE).contains(&height) || !(1..=MAX_SIDE).contains(&width) {
            return Err(fail(Text::new("robots-map-size").with("max", MAX_SIDE)));
        }
        let mut floors = Vec::with_capacity(width * height);
        for (y, row) in rows.iter().enumerate() {
            if row.len() != width {
                return Err(fail(
                    Text::new("map-row-uneven").with("row", y).with("tiles", row.len()).with("first", width),
                ));
            }
            for (x, token) in row.iter().enumerate() {
                let tile = |e| fail(Text::at("map-tile-problem", (x as i32, y as i32)).with("problem", e));
                floors.push(parse_floor(token).map_err(tile)?);
            }
        }
        let probe = Board::new(width, height, floors.clone(), &[], Vec::new(), Vec::new());
        let on_board = |(x, y): (i32, i32), what: &Text| {
            probe.tile(x, y).ok_or_else(|| fail(Text::at("robots-map-off-board", (x, y)).with("what", what.clone())))
        };
        let mut walls = Vec::new();
        for (i, text) in file.walls.iter().enumerate() {
            let what = entry_name("robots-map-walls-entry", i, text);
            let (tile, dirs) = split_tile(text).map_err(|e| entry(&what, e))?;
            let tile = on_board(tile, &what)?;
            if dirs.is_empty() {
                return Err(entry(&what, Text::new("robots-map-name-edges")));
            }
            for d in dirs {
                walls.push((tile, parse_dir(d).map_err(|e| entry(&what, e))?));
            }
        }
        if file.flags.is_empty() || file.flags.len() > MAX_FLAGS {
            return Err(fail(Text::new("robots-map-flags").with("count", file.flags.len()).with("max", MAX_FLAGS)));
        }
        let mut flags = Vec::new();
        for (i, &xy) in file.flags.iter().enumerate() {
            let what = Text::new("robots-map-flag").with("number", i + 1);
            let tile = on_board(xy, &what)?;
            if probe.is_pit(tile) || flags.contains(&tile) {
                return Err(fail(Text::at("robots-map-flag-on-pit", xy).with("what", what)));
            }
            flags.push(tile);
        }
        if !(MIN_ROBOTS..=MAX_ROBOTS).contains(&file.robots.len()) {
            let count = Text::new("robots-map-robots").with("count", file.robots.len());
            return Err(fail(count.with("min", MIN_ROBOTS).with("max", MAX_ROBOTS)));
        }
        let mut starts: Vec<(u8, Dir)> = Vec::new();
        for (i, text) in file.robots.iter().enumerate() {
            let what = entry_name("robots-map-robot", i, text);
            let (xy, dirs) = split_tile(text).map_err(|e| entry(&what, e))?;
            let tile = on_board(xy, &what)?;
            let [facing] = dirs[..] else {
                return Err(entry(&what, Text::new("robots-map-one-facing")));
            };
            let facing = parse_dir(facing).map_err(|e| entry(&what, e))?;
            if probe.is_pit(tile) || starts.iter().any(|s| s.0 == tile) {
                return Err(fail(Text::new("robots-map-robot-on-pit").with("what", what)));
            }
            starts.push((tile, facing));
        }
        let hands = match file.hands.len() {
            0 => None,
            n if n == file.robots.len() => Some(parse_hands(&file.hands).map_err(fail)?),
            n => return Err(fail(Text::new("robots-map-hands").with("hands", n).with("robots", file.robots.len()))),
        };
        let mut placed = Vec::new();
        if !file.at.is_empty() && file.at.len() != file.robots.len() {
            let placed = Text::new("robots-map-at-count").with("placed", file.at.len());
            return Err(fail(placed.with("robots", file.robots.len())));
        }
        if file.touched.len() > file.robots.len() || file.touched.iter().any(|&t| t as usize > flags.len()) {
            return Err(fail(Text::new("robots-map-touched").with("touched", format!("{:?}", file.touched))));
        }
        for (r, &start) in starts.iter().enumerate() {
            let (tile, facing) = match file.at.get(r) {
                None => start,
                Some(text) => {
                    let what = entry_name("robots-map-at-entry", r, text);
                    let (xy, dirs) = split_tile(text).map_err(|e| entry(&what, e))?;
                    let tile = on_board(xy, &what)?;
                    let [facing] = dirs[..] else {
                        return Err(entry(&what, Text::new("robots-map-one-facing")));
                    };
                    if probe.is_pit(tile) || placed.iter().any(|p: &(u8, Dir, u8)| p.0 == tile) {
                        return Err(fail(Text::new("robots-map-at-on-pit").with("what", what)));
                    }
                    (tile, parse_dir(facing).map_err(|e| entry(&what, e))?)
                }
            };
            placed.push((tile, facing, file.touched.get(r).copied().unwrap_or(0)));
        }
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let board = Arc::new(Board::new(width, height, floors, &walls, flags, starts));
        let position = !(file.at.is_empty() && file.hands.is_empty() && file.touched.is_empty()) || file.round > 0;
        let docks = if position { Docks::Listed } else { Docks::Drawn };
        Ok(Preset { id, name: file.name, board, hands, placed, round: file.round, docks })
    }

    /// A game of `robots` robots; the docks of a board and the deck are drawn from `seed`, a
    /// position's robots stand where it places them.
    pub fn start(&self, robots: usize, seed: u64, round_limit: u32) -> Result<Robots, String> {
        let mut state = Robots::new(self.board.clone(), robots, seed, round_limit, self.hands.clone(), self.docks)?;
        if self.docks == Docks::Listed {
            for (r, &(tile, facing, touched)) in self.placed.iter().enumerate().take(robots) {
                state.place(r, tile, facing, touched);
            }
        }
        state.set_round(self.round);
        Ok(state)
    }
}

/// A position in the preset format: the board, the robots where they stand, the flags they
/// have touched, the round and the hands dealt. Programs already submitted are not written:
/// the round starts again from its deal.
pub fn position_text(state: &Robots, name: &str) -> String {
    let board = state.board();
    let xy = |t: u8| board.xy(t);
    let rows: Vec<String> = (0..board.height)
        .map(|y| {
            let tokens: Vec<String> =
                (0..board.width).map(|x| floor_text(board.floor((y * board.width + x) as u8))).collect();
            tokens.join(" ")
        })
        .collect();
    let walls: Vec<String> = board
        .tile_ids()
        .filter_map(|t| {
            let edges: Vec<String> =
                Dir::ALL.into_iter().filter(|&d| board.wall(t, d)).map(|d| d.letter().to_string()).collect();
            let (x, y) = xy(t);
            (!edges.is_empty()).then(|| format!("({x},{y}) {}", edges.join(" ")))
        })
        .collect();
    let flags: Vec<String> = board.flags.iter().map(|&f| format!("({}, {})", xy(f).0, xy(f).1)).collect();
    let bots = state.bots();
    let robots: Vec<String> = state.docks().map(|(t, d)| format!("({},{}) {}", xy(t).0, xy(t).1, d.letter())).collect();
    let at: Vec<String> = bots
        .iter()
        .map(|b| {
            let (x, y) = xy(b.at.unwrap_or(b.respawn));
            format!("({x},{y}) {}", b.facing.letter())
        })
        .collect();
    let touched: Vec<u8> = bots.iter().map(|b| b.flags).collect();
    let hands: Vec<Vec<u16>> = (0..bots.len())
        .map(|s| state.hand(stratagem_core::Seat(s as u8)).iter().map(|c| c.priority()).collect())
        .collect();
    format!(
        "(\n    name: {name:?},\n    rows: {rows:?},\n    walls: {walls:?},\n    flags: [{}],\n    robots: {robots:?},\n    \
         at: {at:?},\n    touched: {touched:?},\n    round: {},\n    hands: {hands:?},\n)\n",
        flags.join(", "),
        state.round(),
    )
}

/// The token `parse_floor` reads back.
pub(super) fn floor_text(floor: Floor) -> String {
    match floor {
        Floor::Plain => ".".into(),
        Floor::Pit => "P".into(),
        Floor::Gear { right } => if right { "GR" } else { "GL" }.into(),
        Floor::Belt { dir, express, curve } => {
            let curve = match curve {
                None => "",
                Some(true) => "R",
                Some(false) => "L",
            };
            format!("{}{}{curve}", if express { 'e' } else { 'b' }, dir.letter())
        }
    }
}

pub(super) fn parse_floor(token: &str) -> Result<Floor, Text> {
    let bad = || Text::new("robots-map-floor").with("token", quote(token));
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

pub(super) fn parse_dir(text: &str) -> Result<Dir, Text> {
    let mut chars = text.chars();
    match (chars.next().and_then(Dir::from_letter), chars.next()) {
        (Some(d), None) => Ok(d),
        _ => Err(Text::new("robots-map-direction").with("text", quote(text))),
    }
}

/// `(2,3) N E`: a tile and the words after it.
pub(super) fn split_tile(text: &str) -> Result<((i32, i32), Vec<&str>), Text> {
    let close = text.find(')').ok_or_else(|| Text::new("robots-map-tile-first"))?;
    Ok((read_tile(&text[..=close])?, text[close + 1..].split_whitespace().collect()))
}

/// The name of entry `index` of a list (`walls entry 2 "(1,1) N"`), for its problems.
pub(super) fn entry_name(key: &'static str, index: usize, text: &str) -> Text {
    Text::new(key).with("number", index + 1).with("text", quote(text))
}

fn parse_hands(hands: &[Vec<u16>]) -> Result<Vec<[Card; HAND]>, Text> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for (r, hand) in hands.iter().enumerate() {
        if hand.len() != HAND {
            return Err(Text::new("robots-map-hand-size")
                .with("hand", r + 1)
                .with("cards", hand.len())
                .with("size", HAND));
        }
        let mut cards = [Card(0); HAND];
        for (i, &p) in hand.iter().enumerate() {
            let card = Card::from_priority(p)
                .ok_or_else(|| Text::new("robots-map-hand-priority").with("hand", r + 1).with("priority", p))?;
            if seen.contains(&card) {
                return Err(Text::new("robots-map-hand-twice").with("hand", r + 1).with("priority", p));
            }
            seen.push(card);
            cards[i] = card;
        }
        out.push(cards);
    }
    Ok(out)
}

stratagem_core::map_preset!(Preset, ID);
