//! Kings & Pawns presets: RON files under `assets/maps/kings/`.
//!
//! ```ron
//! (
//!     name: "Default 5x5",
//!     map: [".....", ".....", ".....", ".....", "....."],  // '.' a tile, anything else a gap
//!     players: ["King(2,4) Pawn(2,3)", "King(2,0) Pawn(2,1)"],  // player 1 first
//! )
//! ```

use super::rules::{Kings, MAX_SIDE, Map, UnitInfo};
use crate::core::Seat;
use crate::core::assets::{self, LoadError, parse_ron};
use crate::shell::PlayableGame;
use serde::Deserialize;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetFile {
    name: String,
    map: Vec<String>,
    players: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Preset {
    pub id: String,
    pub name: String,
    pub map: Arc<Map>,
    /// (unit index, tile) for every unit.
    pub placed: Vec<(u8, u8)>,
}

impl Preset {
    pub fn load(path: &Path) -> Result<Preset, LoadError> {
        Preset::parse(&assets::read_text(path)?, path)
    }

    pub fn parse(text: &str, path: &Path) -> Result<Preset, LoadError> {
        let file: PresetFile = parse_ron(text, path)?;
        let fail = |problem: String| LoadError::new(path, problem);
        if file.map.is_empty() || file.map.len() > MAX_SIDE || file.map.iter().any(|r| r.chars().count() > MAX_SIDE) {
            return Err(fail(format!("the map needs 1 to {MAX_SIDE} rows of at most {MAX_SIDE} tiles")));
        }
        if file.players.len() != 2 {
            return Err(fail(format!("{} players listed; presets have exactly two for now", file.players.len())));
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
                let (kind, x, y) =
                    parse_unit(token).map_err(|e| fail(format!("player {}'s unit \"{token}\": {e}", p + 1)))?;
                let tile = probe
                    .tile(x, y)
                    .ok_or_else(|| fail(format!("player {}'s {kind} at ({x},{y}) is not on the map", p + 1)))?;
                if !taken.insert(tile) {
                    return Err(fail(format!("two units on tile ({x},{y})")));
                }
                let n = counts.entry(kind.clone()).or_default();
                *n += 1;
                placed.push((units.len() as u8, tile));
                units.push(UnitInfo { name: format!("{kind}{}-{n}", p + 1), kind, owner });
            }
            if counts.get("King").copied().unwrap_or(0) == 0 {
                return Err(fail(format!("player {} has no king", p + 1)));
            }
        }
        if units.len() >= u8::MAX as usize {
            return Err(fail("too many units".into()));
        }
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        Ok(Preset { id, name: file.name, map: Arc::new(Map::new(&rows, units)), placed })
    }

    pub fn start(&self, first: Seat, no_capture_limit: u32) -> Kings {
        Kings::new(self.map.clone(), &self.placed, first, no_capture_limit)
    }
}

/// `Pawn(2,3)`: a kind (letters) and a tile.
fn parse_unit(token: &str) -> Result<(String, i32, i32), String> {
    let (kind, (x, y)) = assets::parse_placement(token)?;
    if kind.is_empty() || !kind.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(format!("'{kind}' is not a unit kind (letters only, like King or Pawn)"));
    }
    Ok((kind.to_string(), x, y))
}

/// The preset folder, `assets/maps/kings/`.
pub fn preset_dir() -> PathBuf {
    assets::preset_dir(<Kings as PlayableGame>::ID)
}

/// Every preset in a folder, broken ones as their error, in file-name order.
pub fn load_all(dir: &Path) -> Vec<Result<Preset, LoadError>> {
    assets::load_presets(dir, Preset::load)
}

/// The preset with a given id (file stem) from the preset folder.
pub fn find(id: &str) -> Result<Preset, LoadError> {
    assets::find_preset(<Kings as PlayableGame>::ID, id, Preset::load)
}
