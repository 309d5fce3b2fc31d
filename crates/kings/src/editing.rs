//! Kings & Pawns in the map editor: square tiles and gaps, and each player's units by kind,
//! written back in the preset format. Problems come from the preset reader itself
//! (`Preset::parse`).

use super::preset::{Preset, PresetFile, parse_unit, unit_problem};
use super::rules::{MAX_SIDE, seat_text};
use std::path::Path;
use stratagem_core::assets::{LoadError, parse_ron, quote};
use stratagem_core::{Seat, Text, Tile};
use stratagem_session::editor::{EditorKind, MapEditor, Tool, in_range};
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

/// What the editor makes and opens.
pub const EDITOR: EditorKind = EditorKind { new_map, open, check };

fn check(text: &str, path: &Path) -> Result<(), LoadError> {
    Preset::parse(text, path).map(drop)
}

/// The kinds the palette offers; a file may bring others (any name of letters).
const KINDS: [&str; 3] = ["King", "Pawn", "Guard"];

const TILE: Rgb = Rgb(0.36, 0.40, 0.44);

/// A Kings & Pawns map as its file holds it.
#[derive(Clone, Debug)]
pub struct KingsMap {
    name: String,
    width: i32,
    height: i32,
    /// Row-major: whether a tile is there (else a gap).
    tiles: Vec<bool>,
    /// (player 0 or 1, kind, tile), in the file's order.
    units: Vec<(usize, String, Tile)>,
    /// The kinds offered: the usual ones and those the file brought.
    kinds: Vec<String>,
    to_move: Option<u8>,
    no_capture_turns: u32,
}

/// A new map: 5 by 5, a king and a pawn each.
fn new_map() -> Box<dyn MapEditor> {
    let units = vec![
        (0, "King".to_string(), (2, 4)),
        (0, "Pawn".to_string(), (2, 3)),
        (1, "King".to_string(), (2, 0)),
        (1, "Pawn".to_string(), (2, 1)),
    ];
    Box::new(KingsMap {
        name: "New map".into(),
        width: 5,
        height: 5,
        tiles: vec![true; 25],
        units,
        kinds: KINDS.map(String::from).to_vec(),
        to_move: None,
        no_capture_turns: 0,
    })
}

/// Reads preset text, drafts included (units off the map stay, for the reader to name).
fn open(text: &str, path: &Path) -> Result<Box<dyn MapEditor>, LoadError> {
    let file: PresetFile = parse_ron(text, path)?;
    let fail = |problem: Text| LoadError::new(path, problem);
    let width = file.map.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    if file.map.is_empty() || file.map.len() > MAX_SIDE || width > MAX_SIDE {
        return Err(fail(Text::new("kings-map-size").with("max", MAX_SIDE)));
    }
    let mut tiles = Vec::new();
    for row in &file.map {
        let mut line: Vec<bool> = row.chars().map(|c| c == '.').collect();
        line.resize(width, false);
        tiles.extend(line);
    }
    let mut units = Vec::new();
    let mut kinds: Vec<String> = KINDS.map(String::from).to_vec();
    for (p, text) in file.players.iter().enumerate().take(2) {
        for token in text.split_whitespace() {
            let (kind, x, y) = parse_unit(token).map_err(|e| fail(unit_problem(Seat(p as u8), token, e)))?;
            if !kinds.contains(&kind) {
                kinds.push(kind.clone());
            }
            units.push((p, kind, (x, y)));
        }
    }
    Ok(Box::new(KingsMap {
        name: file.name,
        width: width as i32,
        height: file.map.len() as i32,
        tiles,
        units,
        kinds,
        to_move: file.to_move,
        no_capture_turns: file.no_capture_turns,
    }))
}

/// The palette's name of a player's unit kind: `Player 1 King`.
fn unit_tool(player: usize, kind: &str) -> String {
    format!("Player {} {kind}", player + 1)
}

impl KingsMap {
    fn index(&self, (x, y): Tile) -> Option<usize> {
        ((0..self.width).contains(&x) && (0..self.height).contains(&y)).then_some((y * self.width + x) as usize)
    }
}

impl MapEditor for KingsMap {
    fn name(&self) -> &str {
        &self.name
    }

    fn set_name(&mut self, name: &str) {
        self.name = name.to_string();
    }

    fn tools(&self) -> Vec<Tool> {
        let mut tools = vec![
            Tool::keyed("editor-group-tiles", "Tile", "kings-tool-tile"),
            Tool::keyed("editor-group-tiles", "Gap", "kings-tool-gap"),
        ];
        for player in 0..2 {
            for kind in &self.kinds {
                let seat = seat_text(Seat(player as u8));
                let label = Text::new("editor-tool-piece").with("side", seat.clone()).with("piece", kind.as_str());
                let help = if kind == "King" { "kings-tool-king-help" } else { "kings-tool-unit-help" };
                let help = Text::new(help).with("seat", seat).with("kind", kind.as_str());
                tools.push(Tool::new("editor-group-units", unit_tool(player, kind), label, help));
            }
        }
        tools.push(Tool::keyed("editor-group-units", "Remove", "editor-tool-remove-unit"));
        tools
    }

    fn apply(&mut self, tool: &str, at: Tile) -> Result<(), Text> {
        let i = self.index(at).ok_or_else(|| Text::at("editor-off-map", at))?;
        match tool {
            "Tile" => self.tiles[i] = true,
            "Gap" => {
                self.tiles[i] = false;
                self.units.retain(|u| u.2 != at);
            }
            "Remove" => self.units.retain(|u| u.2 != at),
            _ => {
                let (player, kind) = (0..2)
                    .flat_map(|p| self.kinds.iter().map(move |k| (p, k)))
                    .find(|(p, k)| unit_tool(*p, k) == tool)
                    .map(|(p, k)| (p, k.clone()))
                    .ok_or_else(|| Text::new("editor-no-tool").with("tool", quote(tool)))?;
                if !self.tiles[i] {
                    return Err(Text::at("kings-tool-on-gap", at));
                }
                self.units.retain(|u| u.2 != at);
                self.units.push((player, kind, at));
            }
        }
        Ok(())
    }

    fn size(&self) -> (i32, i32) {
        (self.width, self.height)
    }

    fn resize(&mut self, width: i32, height: i32) -> Result<(), Text> {
        in_range("editor-width", width, 1, MAX_SIDE as i32)?;
        in_range("editor-height", height, 1, MAX_SIDE as i32)?;
        let mut tiles = Vec::new();
        for y in 0..height {
            for x in 0..width {
                tiles.push(self.index((x, y)).is_none_or(|i| self.tiles[i]));
            }
        }
        (self.tiles, self.width, self.height) = (tiles, width, height);
        self.units.retain(|u| (0..width).contains(&u.2.0) && (0..height).contains(&u.2.1));
        Ok(())
    }

    fn shape(&self) -> TileShape {
        TileShape::Square(2.0)
    }

    fn sketch(&self) -> Sketch {
        let tiles = (0..self.tiles.len())
            .filter(|&i| self.tiles[i])
            .map(|i| ((i as i32 % self.width, i as i32 / self.width), TILE))
            .collect();
        let pieces = self
            .units
            .iter()
            .map(|(player, kind, at)| (*at, Mark::new(Some(*player), kind.chars().next().unwrap_or('?').to_string())))
            .collect();
        Sketch { shape: self.shape(), tiles, pieces }
    }

    fn text(&self) -> String {
        let rows: Vec<String> = self
            .tiles
            .chunks(self.width.max(1) as usize)
            .map(|row| format!("        {:?},", row.iter().map(|&t| if t { '.' } else { ' ' }).collect::<String>()))
            .collect();
        let players: Vec<String> = (0..2)
            .map(|p| {
                let units: Vec<String> = self
                    .units
                    .iter()
                    .filter(|u| u.0 == p)
                    .map(|(_, kind, (x, y))| format!("{kind}({x},{y})"))
                    .collect();
                format!("        {:?},", units.join(" "))
            })
            .collect();
        let mut text = format!(
            "(\n    name: {:?},\n    map: [\n{}\n    ],\n    players: [\n{}\n    ],\n",
            self.name,
            rows.join("\n"),
            players.join("\n")
        );
        if let Some(p) = self.to_move {
            text += &format!("    to_move: Some({p}),\n");
        }
        if self.no_capture_turns > 0 {
            text += &format!("    no_capture_turns: {},\n", self.no_capture_turns);
        }
        text + ")\n"
    }
}
