//! Tactigon in the map editor: the board's lines (each an unbroken run of hexes), its gold
//! tiles and each side's pieces, written back in the preset format. Problems come from the
//! preset reader itself (`Preset::parse`).

use super::board::{MAX_TILES, Offset};
use super::preset::{Preset, PresetFile, lines_problem, parse_piece, piece_problem};
use super::rules::{Kind, Side};
use std::path::Path;
use stratagem_core::assets::{LoadError, parse_ron, quote};
use stratagem_core::{Text, Tile};
use stratagem_session::editor::{EditorKind, MapEditor, Tool, capitalised, in_range};
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

/// What the editor makes and opens.
pub const EDITOR: EditorKind = EditorKind { new_map, open, check };

fn check(text: &str, path: &Path) -> Result<(), LoadError> {
    Preset::parse(text, path).map(drop)
}

const TILE: Rgb = Rgb(0.30, 0.35, 0.42);
const GOLD: Rgb = Rgb(0.80, 0.64, 0.18);

/// A Tactigon board as its file holds it.
#[derive(Clone, Debug)]
pub struct TactigonMap {
    name: String,
    /// The grid's columns; each line lies within them.
    width: i32,
    /// `lines[y] = (min_x, max_x)`.
    lines: Vec<(i32, i32)>,
    gold: Vec<Offset>,
    pieces: Vec<(Side, Kind, Offset)>,
    to_move: Option<Side>,
    no_capture_turns: u32,
}

/// A new board: seven lines of seven hexes, a pentagon each and a gold tile in the middle.
fn new_map() -> Box<dyn MapEditor> {
    Box::new(TactigonMap {
        name: "New map".into(),
        width: 7,
        lines: vec![(0, 6); 7],
        gold: vec![(3, 3)],
        pieces: vec![
            (Side::Cian, Kind::Pentagon, (3, 0)),
            (Side::Cian, Kind::Circle, (2, 1)),
            (Side::Red, Kind::Pentagon, (3, 6)),
            (Side::Red, Kind::Circle, (4, 5)),
        ],
        to_move: None,
        no_capture_turns: 0,
    })
}

/// Reads preset text, drafts included (pieces off the board stay, for the reader to name).
fn open(text: &str, path: &Path) -> Result<Box<dyn MapEditor>, LoadError> {
    let file: PresetFile = parse_ron(text, path)?;
    let fail = |problem: Text| LoadError::new(path, problem);
    lines_problem(&file.lines).map_or(Ok(()), |problem| Err(fail(problem)))?;
    let mut pieces = Vec::new();
    for (side, text) in [(Side::Cian, &file.cian), (Side::Red, &file.red)] {
        for token in text.split_whitespace() {
            let (kind, at) = parse_piece(token).map_err(|e| fail(piece_problem(side, token, e)))?;
            pieces.push((side, kind, at));
        }
    }
    let width = file.lines.iter().map(|l| l.1 + 1).max().unwrap_or(1);
    Ok(Box::new(TactigonMap {
        name: file.name,
        width,
        lines: file.lines,
        gold: file.gold,
        pieces,
        to_move: file.to_move,
        no_capture_turns: file.no_capture_turns,
    }))
}

impl TactigonMap {
    fn is_tile(&self, (x, y): Tile) -> bool {
        usize::try_from(y).ok().and_then(|y| self.lines.get(y)).is_some_and(|&(lo, hi)| (lo..=hi).contains(&x))
    }

    /// Takes gold and pieces off tiles no longer on the board.
    fn drop_outside(&mut self) {
        let gold = std::mem::take(&mut self.gold);
        self.gold = gold.into_iter().filter(|&t| self.is_tile(t)).collect();
        let pieces = std::mem::take(&mut self.pieces);
        self.pieces = pieces.into_iter().filter(|p| self.is_tile(p.2)).collect();
    }
}

/// The pieces of the palette: a tool per side and kind.
fn piece_tool(side: Side, kind: Kind) -> String {
    format!("{} {}", capitalised(side.name()), kind.name())
}

impl MapEditor for TactigonMap {
    fn name(&self) -> &str {
        &self.name
    }

    fn set_name(&mut self, name: &str) {
        self.name = name.to_string();
    }

    fn tools(&self) -> Vec<Tool> {
        let mut tools = vec![
            Tool::keyed("editor-group-tiles", "Tile", "tactigon-tool-tile"),
            Tool::keyed("editor-group-tiles", "Gap", "tactigon-tool-gap"),
            Tool::keyed("editor-group-tiles", "Gold", "tactigon-tool-gold"),
        ];
        for side in Side::BOTH {
            for kind in Kind::ALL {
                let piece = |key| Text::new(key).with("side", side.text()).with("piece", kind.text());
                let tool = Tool::new(
                    "editor-group-pieces",
                    piece_tool(side, kind),
                    piece("editor-tool-piece"),
                    piece("editor-tool-piece-help"),
                );
                tools.push(tool);
            }
        }
        tools.push(Tool::keyed("editor-group-pieces", "Remove", "editor-tool-remove-piece"));
        tools
    }

    fn apply(&mut self, tool: &str, at: Tile) -> Result<(), Text> {
        let (x, y) = at;
        let line = usize::try_from(y).ok().filter(|&y| y < self.lines.len());
        let Some(line) = line.filter(|_| (0..self.width).contains(&x)) else {
            return Err(Text::at("editor-off-map", at));
        };
        let (lo, hi) = self.lines[line];
        let ends = |key| Text::new(key).with("line", y).with("min", lo).with("max", hi);
        match tool {
            "Tile" => {
                if x == lo - 1 {
                    self.lines[line].0 = x;
                } else if x == hi + 1 {
                    self.lines[line].1 = x;
                } else if !(lo..=hi).contains(&x) {
                    return Err(ends("tactigon-tool-add-at-ends"));
                }
            }
            "Gap" => {
                if !(lo..=hi).contains(&x) {
                    return Ok(());
                }
                if lo == hi {
                    return Err(ends("tactigon-tool-last-hex"));
                }
                if x == lo {
                    self.lines[line].0 += 1;
                } else if x == hi {
                    self.lines[line].1 -= 1;
                } else {
                    return Err(ends("tactigon-tool-take-at-ends"));
                }
                self.drop_outside();
            }
            _ if !self.is_tile(at) => return Err(Text::at("tactigon-tool-not-hex", at)),
            "Gold" => match self.gold.iter().position(|&g| g == at) {
                Some(i) => {
                    self.gold.remove(i);
                }
                None => self.gold.push(at),
            },
            "Remove" => self.pieces.retain(|p| p.2 != at),
            _ => {
                let (side, kind) = Side::BOTH
                    .into_iter()
                    .flat_map(|s| Kind::ALL.map(|k| (s, k)))
                    .find(|&(s, k)| piece_tool(s, k) == tool)
                    .ok_or_else(|| Text::new("editor-no-tool").with("tool", quote(tool)))?;
                self.pieces.retain(|p| p.2 != at);
                self.pieces.push((side, kind, at));
            }
        }
        Ok(())
    }

    fn size(&self) -> (i32, i32) {
        (self.width, self.lines.len() as i32)
    }

    fn resize(&mut self, width: i32, height: i32) -> Result<(), Text> {
        in_range("editor-width", width, 1, MAX_TILES as i32)?;
        in_range("editor-height", height, 1, MAX_TILES as i32)?;
        self.lines.resize(height as usize, (0, width - 1));
        for line in &mut self.lines {
            *line = (line.0.min(width - 1), line.1.min(width - 1));
        }
        self.width = width;
        self.drop_outside();
        Ok(())
    }

    fn shape(&self) -> TileShape {
        TileShape::Hex(1.0)
    }

    fn sketch(&self) -> Sketch {
        let tiles = self
            .lines
            .iter()
            .enumerate()
            .flat_map(|(y, &(lo, hi))| (lo..=hi).map(move |x| (x, y as i32)))
            .map(|t| (t, if self.gold.contains(&t) { GOLD } else { TILE }))
            .collect();
        let pieces = self
            .pieces
            .iter()
            .map(|&(side, kind, at)| (at, Mark::new(Some(side.seat().index()), kind.letter())))
            .collect();
        Sketch { shape: self.shape(), tiles, pieces }
    }

    fn text(&self) -> String {
        let list = |items: Vec<String>| items.join(", ");
        let pieces = |side: Side| {
            let placed: Vec<String> = self
                .pieces
                .iter()
                .filter(|p| p.0 == side)
                .map(|&(_, kind, (x, y))| format!("{}({x},{y})", kind.letter()))
                .collect();
            placed.join(" ")
        };
        let mut text = format!(
            "(\n    name: {:?},\n    // lines[y] = (min_x, max_x)\n    lines: [{}],\n    gold: [{}],\n    cian: {:?},\n    red: {:?},\n",
            self.name,
            list(self.lines.iter().map(|l| format!("{l:?}")).collect()),
            list(self.gold.iter().map(|g| format!("{g:?}")).collect()),
            pieces(Side::Cian),
            pieces(Side::Red),
        );
        if let Some(side) = self.to_move {
            text += &format!("    to_move: Some({side:?}),\n");
        }
        if self.no_capture_turns > 0 {
            text += &format!("    no_capture_turns: {},\n", self.no_capture_turns);
        }
        text + ")\n"
    }
}
