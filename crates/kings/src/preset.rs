//! Kings & Pawns presets: RON files under `assets/maps/kings/`.
//!
//! ```ron
//! (
//!     name: "Default 5x5",
//!     map: [".....", ".....", ".....", ".....", "....."],  // '.' a tile, anything else a gap
//!     players: ["King(2,4) Pawn(2,3)", "King(2,0) Pawn(2,1)"],  // player 1 first
//! )
//! ```

use super::rules::{Kings, MAX_SIDE, Map, UnitInfo, seat_text};
use serde::Deserialize;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use stratagem_core::assets::{self, LoadError, parse_ron};
use stratagem_core::interned::intern;
use stratagem_core::{Game, Seat, Text};

/// The game's id, naming its preset folder.
pub const ID: &str = "kings";

/// The file as written; the editor reads drafts through it too.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PresetFile {
    pub(super) name: String,
    pub(super) map: Vec<String>,
    pub(super) players: Vec<String>,
    /// For positions: the player to move, 1 or 2.
    #[serde(default)]
    pub(super) to_move: Option<u8>,
    /// For positions: turns already played without a capture.
    #[serde(default)]
    pub(super) no_capture_turns: u32,
}

#[derive(Clone, Debug)]
pub struct Preset {
    pub id: String,
    pub name: String,
    pub map: &'static Map,
    /// (unit index, tile) for every unit.
    pub placed: Vec<(u8, u8)>,
    /// Who moves first when the preset is a position; `None` leaves it to the game setup.
    pub to_move: Option<Seat>,
    pub no_capture_turns: u32,
}

impl Preset {
    pub fn parse(text: &str, path: &Path) -> Result<Preset, LoadError> {
        let file: PresetFile = parse_ron(text, path)?;
        let fail = |problem: Text| LoadError::new(path, problem);
        if file.map.is_empty() || file.map.len() > MAX_SIDE || file.map.iter().any(|r| r.chars().count() > MAX_SIDE) {
            return Err(fail(Text::new("kings-map-size").with("max", MAX_SIDE)));
        }
        if file.players.len() != 2 {
            return Err(fail(Text::new("kings-map-players").with("count", file.players.len())));
        }
        let rows: Vec<Vec<bool>> = file.map.iter().map(|r| r.chars().map(|c| c == '.').collect()).collect();
        let probe = Map::new(&rows, Vec::new());
        let mut units = Vec::new();
        let mut placed = Vec::new();
        let mut taken = HashSet::new();
        for (p, text) in file.players.iter().enumerate() {
            let owner = Seat(p as u8);
            let mut counts: HashMap<String, usize> = HashMap::new();
            for token in text.split_whitespace() {
                let (kind, x, y) = parse_unit(token).map_err(|e| fail(unit_problem(owner, token, e)))?;
                let tile = probe.tile(x, y).ok_or_else(|| {
                    fail(
                        Text::at("kings-map-unit-off", (x, y))
                            .with("seat", seat_text(owner))
                            .with("kind", kind.as_str()),
                    )
                })?;
                if !taken.insert(tile) {
                    return Err(fail(Text::at("kings-map-two-units", (x, y))));
                }
                let n = counts.entry(kind.clone()).or_default();
                *n += 1;
                placed.push((units.len() as u8, tile));
                units.push(UnitInfo { name: format!("{kind}{}-{n}", p + 1), kind, owner });
            }
            if counts.get("King").copied().unwrap_or(0) == 0 {
                return Err(fail(Text::new("kings-map-no-king").with("seat", seat_text(owner))));
            }
        }
        let to_move = match file.to_move {
            None => None,
            Some(p @ 1..=2) => Some(Seat(p - 1)),
            Some(p) => return Err(fail(Text::new("kings-map-to-move").with("player", p))),
        };
        if units.len() >= u8::MAX as usize {
            return Err(fail(Text::new("kings-map-too-many-units")));
        }
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        Ok(Preset {
            id,
            name: file.name,
            map: intern(Map::new(&rows, units)),
            placed,
            to_move,
            no_capture_turns: file.no_capture_turns,
        })
    }

    /// The starting position; `first` moves first unless the preset fixes who is to move.
    pub fn start(&self, first: Seat, no_capture_limit: u32) -> Kings {
        let mut state = Kings::new(self.map, &self.placed, self.to_move.unwrap_or(first), no_capture_limit);
        state.set_no_capture_turns(self.no_capture_turns);
        state
    }
}

/// A position in the preset format, so `stratagem apply` output loads again. Units keep their
/// kinds; their numbers are counted afresh from the units left.
pub fn position_text(state: &Kings, name: &str) -> String {
    let map = state.map();
    let rows: Vec<String> = (0..map.height as i32)
        .map(|y| (0..map.width as i32).map(|x| if map.tile(x, y).is_some() { '.' } else { ' ' }).collect())
        .collect();
    let players: Vec<String> = [Seat(0), Seat(1)]
        .iter()
        .map(|&seat| {
            let units: Vec<String> = state
                .units()
                .into_iter()
                .filter(|&(u, _)| state.info(u).owner == seat)
                .map(|(u, t)| {
                    let (x, y) = map.xy(t);
                    format!("{}({x},{y})", state.info(u).kind)
                })
                .collect();
            units.join(" ")
        })
        .collect();
    format!(
        "(\n    name: {name:?},\n    map: {rows:?},\n    players: {players:?},\n    to_move: Some({}),\n    no_capture_turns: {},\n)\n",
        state.to_move().0 + 1,
        state.no_capture_turns(),
    )
}

/// `Pawn(2,3)`: a kind (letters) and a tile.
pub(super) fn parse_unit(token: &str) -> Result<(String, i32, i32), Text> {
    let (kind, (x, y)) = assets::parse_placement(token)?;
    if kind.is_empty() || !kind.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(Text::new("kings-map-unit-kind").with("kind", assets::quote(kind)));
    }
    Ok((kind.to_string(), x, y))
}

/// What is wrong with a player's unit written `token`.
pub(super) fn unit_problem(owner: Seat, token: &str, problem: Text) -> Text {
    Text::new("kings-map-unit").with("seat", seat_text(owner)).with("token", token).with("problem", problem)
}

stratagem_core::map_preset!(Preset, ID);
