//! Provinces presets and positions: RON files under `assets/maps/provinces/`.
//!
//! ```ron
//! (
//!     name: "Duel",
//!     topology: Square8,              // or Hex (the default): even-q offsets as in Tactigon
//!     rows: ["~~ .. .. ~~", "r. rp .. b.", "rf r. bs bf"],
//!     money: [((0, 1), 12), ((3, 1), 12)],  // one entry per province, at any of its tiles
//!     to_move: Red,                   // optional, default Red
//!     round: 1,                       // optional
//!     conquests: (red: 0, blue: 0),   // optional
//! )
//! ```
//!
//! A token per tile: `~` sea, `.` neutral, `r` red, `b` blue, then `.` empty, `p` peasant,
//! `s` spearman, `B` baron, `k` knight, `f` farm, `t` tower, `T` strong tower; sea is `~~`.
//! Instead of `rows` and `money`, `generate: (size: 8, seed: 42)` runs the generator; without
//! `seed`, every game draws its own map from the game's seed.

use super::generator;
use super::map::{MAX_SIDE, Map, Topology};
use super::rules::{Provinces, Rules, Side, Thing};
use serde::{Deserialize, Deserializer};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use stratagem_core::Text;
use stratagem_core::assets::{LoadError, parse_ron, quote};

/// The largest treasury, round and conquest count a file may give.
pub const MAX_NUMBER: i64 = 1_000_000;

/// The file as written; the editor reads drafts through it too.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PresetFile {
    pub(super) name: String,
    #[serde(default)]
    pub(super) topology: Topology,
    #[serde(default)]
    pub(super) rows: Vec<String>,
    #[serde(default)]
    pub(super) money: Vec<((i32, i32), i64)>,
    #[serde(default, deserialize_with = "present")]
    pub(super) generate: Option<Generate>,
    #[serde(default, deserialize_with = "present")]
    pub(super) to_move: Option<Side>,
    #[serde(default, deserialize_with = "present")]
    pub(super) round: Option<i64>,
    #[serde(default, deserialize_with = "present")]
    pub(super) conquests: Option<Conquests>,
}

/// Optional fields are written bare (`to_move: Blue`), not `Some(Blue)`.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Generate {
    pub(super) size: u32,
    #[serde(default, deserialize_with = "present")]
    pub(super) seed: Option<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Conquests {
    pub(super) red: i64,
    pub(super) blue: i64,
}

/// A map with its owners, things and treasuries, before it becomes a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub topology: Topology,
    /// `land[y][x]`.
    pub land: Vec<Vec<bool>>,
    /// Row-major, one per tile (sea included).
    pub tiles: Vec<(Option<Side>, Thing)>,
    /// A treasury per province, at one of its tiles.
    pub money: Vec<((i32, i32), i64)>,
}

/// A checked preset, ready to start games from.
#[derive(Clone, Debug)]
pub struct Preset {
    /// The file stem, as the command line names presets (`small-42`).
    pub id: String,
    pub name: String,
    pub path: PathBuf,
    position: Provinces,
    /// A generated map without a fixed seed: (size, topology), drawn again for each game.
    drawn: Option<(u32, Topology)>,
}

impl Preset {
    /// Checks preset text; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Preset, LoadError> {
        let file: PresetFile = parse_ron(text, path)?;
        let fail = |problem: Text| LoadError::new(path, problem);
        let layout = match &file.generate {
            Some(g) => {
                if !file.rows.is_empty() || !file.money.is_empty() {
                    return Err(fail(Text::new("provinces-map-generate-or-rows")));
                }
                if !generator::SIZES.contains(&g.size) {
                    return Err(fail(Text::new("provinces-map-generate-size").with("size", g.size)));
                }
                generator::generate(g.size, g.seed.unwrap_or(0), file.topology)
            }
            None => parse_rows(&file.rows, file.topology, file.money).map_err(fail)?,
        };
        let number = |what: Text, n: i64, min: i64| {
            if (min..=MAX_NUMBER).contains(&n) {
                Ok(n)
            } else {
                let range = Text::new("provinces-map-number").with("what", what).with("min", min);
                Err(fail(range.with("max", MAX_NUMBER).with("number", n)))
            }
        };
        for &((x, y), amount) in &layout.money {
            number(Text::new("provinces-map-money-at").with("x", x).with("y", y), amount, 0)?;
        }
        let round = number(Text::plain("round"), file.round.unwrap_or(1), 1)? as u32;
        let conquests = match file.conquests {
            Some(c) => [
                number(Text::plain("conquests.red"), c.red, 0)? as u32,
                number(Text::plain("conquests.blue"), c.blue, 0)? as u32,
            ],
            None => [0, 0],
        };
        for side in Side::BOTH {
            if !layout.tiles.iter().any(|&(owner, _)| owner == Some(side)) {
                return Err(fail(Text::new("provinces-map-no-province").with("side", side.text())));
            }
        }
        let map = Arc::new(Map::new(layout.topology, &layout.land));
        let position = Provinces::new(
            map,
            Rules::default(),
            &layout.tiles,
            &layout.money,
            file.to_move.unwrap_or(Side::Red),
            round,
            conquests,
        )
        .map_err(fail)?;
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let drawn = file.generate.filter(|g| g.seed.is_none()).map(|g| (g.size, file.topology));
        Ok(Preset { id, name: file.name, path: path.to_path_buf(), position, drawn })
    }

    /// The starting position under the chosen rules (a drawn map as for seed 0).
    pub fn start(&self, rules: Rules) -> Provinces {
        self.position.clone().with_rules(rules)
    }

    /// The starting position of a game with this seed: a preset without a fixed map seed draws
    /// the game's own map.
    pub fn start_seeded(&self, rules: Rules, seed: u64) -> Result<Provinces, LoadError> {
        let Some((size, topology)) = self.drawn else { return Ok(self.start(rules)) };
        let layout = generator::generate(size, seed, topology);
        let fail = |problem: Text| {
            LoadError::new(
                &self.path,
                Text::new("provinces-map-drawn").with("seed", seed.to_string()).with("problem", problem),
            )
        };
        if let Some(side) = Side::BOTH.into_iter().find(|&s| !layout.tiles.iter().any(|&(o, _)| o == Some(s))) {
            return Err(fail(Text::new("provinces-map-no-province").with("side", side.text())));
        }
        let map = Arc::new(Map::new(layout.topology, &layout.land));
        Provinces::new(map, rules, &layout.tiles, &layout.money, Side::Red, 1, [0, 0]).map_err(fail)
    }
}

/// Reads the `rows` of a file: equal rows of two-letter tokens.
fn parse_rows(rows: &[String], topology: Topology, money: Vec<((i32, i32), i64)>) -> Result<Layout, Text> {
    if rows.is_empty() || rows.len() > MAX_SIDE as usize {
        return Err(Text::new("provinces-map-rows").with("max", MAX_SIDE).with("rows", rows.len()));
    }
    let mut land = Vec::new();
    let mut tiles = Vec::new();
    let mut width = None;
    for (y, row) in rows.iter().enumerate() {
        let tokens: Vec<&str> = row.split_whitespace().collect();
        if tokens.is_empty() || tokens.len() > MAX_SIDE as usize {
            return Err(Text::new("provinces-map-row-tiles")
                .with("row", y)
                .with("max", MAX_SIDE)
                .with("tiles", tokens.len()));
        }
        if *width.get_or_insert(tokens.len()) != tokens.len() {
            let uneven = Text::new("map-row-uneven").with("row", y).with("tiles", tokens.len());
            return Err(uneven.with("first", width.unwrap_or(0)));
        }
        let mut line = Vec::new();
        for (x, token) in tokens.iter().enumerate() {
            let tile = parse_token(token).map_err(|e| {
                Text::new("map-tile-token").with("x", x).with("y", y).with("token", quote(token)).with("problem", e)
            })?;
            line.push(tile.is_some());
            tiles.push(tile.unwrap_or((None, Thing::Empty)));
        }
        land.push(line);
    }
    Ok(Layout { topology, land, tiles, money })
}

/// One token: `None` for sea, else the owner and what stands there.
fn parse_token(token: &str) -> Result<Option<(Option<Side>, Thing)>, Text> {
    let mut chars = token.chars();
    let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(Text::new("provinces-map-token-length"));
    };
    let owner = match a {
        '~' if b == '~' => return Ok(None),
        '~' => return Err(Text::new("provinces-map-token-sea")),
        '.' => None,
        'r' => Some(Side::Red),
        'b' => Some(Side::Blue),
        _ => return Err(Text::new("provinces-map-token-owner").with("letter", a.to_string())),
    };
    let thing =
        Thing::from_letter(b).ok_or_else(|| Text::new("provinces-map-token-content").with("letter", b.to_string()))?;
    if owner.is_none() && thing != Thing::Empty {
        return Err(Text::new("provinces-map-token-neutral"));
    }
    Ok(Some((owner, thing)))
}

/// A position in the preset format; it loads back to the same position at the start of the
/// mover's turn (what was done earlier in a turn is not kept).
pub fn position_text(state: &Provinces, name: &str) -> String {
    let map = state.map();
    let mut rows = Vec::new();
    for y in 0..map.height() {
        let tokens: Vec<String> = (0..map.width())
            .map(|x| {
                let t = map.tile((x, y)).expect("on the map");
                if !map.is_land(t) {
                    return "~~".to_string();
                }
                let owner = state.owner(t).map_or('.', Side::letter);
                format!("{owner}{}", state.thing(t).letter())
            })
            .collect();
        rows.push(format!("        {:?},", tokens.join(" ")));
    }
    let money: Vec<String> =
        state.provinces().iter().map(|p| format!("(({}, {}), {})", p.first.0, p.first.1, p.money)).collect();
    format!(
        "(\n    name: {name:?},\n    topology: {:?},\n    rows: [\n{}\n    ],\n    money: [{}],\n    to_move: {:?},\n    round: {},\n    conquests: (red: {}, blue: {}),\n)\n",
        map.topology(),
        rows.join("\n"),
        money.join(", "),
        state.side_to_move(),
        state.round(),
        state.conquests(Side::Red),
        state.conquests(Side::Blue),
    )
}

stratagem_core::map_preset!(Preset, super::ID);
