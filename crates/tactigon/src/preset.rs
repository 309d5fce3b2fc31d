//! Tactigon presets: RON files under `assets/maps/tactigon/` describing a board and its pieces.
//!
//! ```ron
//! (
//!     name: "Small",
//!     lines: [(2, 4), (1, 5), (1, 5)],      // line y holds tiles min_x..=max_x
//!     gold: [(1, 1), (5, 1)],
//!     cian: "C(3,0) P(3,1)",                // the sheet's notation: C T S P and (x,y)
//!     red: "C(2,2) P(4,2)",
//!     to_move: Some(Red),                   // optional: for positions, who moves now
//! )
//! ```

use super::board::{Board, MAX_TILES, Offset};
use super::rules::{Kind, Piece, Rules, Side, Tactigon};
use serde::Deserialize;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use stratagem_core::Text;
use stratagem_core::assets::{self, LoadError, parse_ron};
use stratagem_core::interned::intern;

/// The game's id, naming its preset folder.
pub const ID: &str = "tactigon";

/// The file as written; the editor reads drafts through it too.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PresetFile {
    pub(super) name: String,
    pub(super) lines: Vec<(i32, i32)>,
    pub(super) gold: Vec<Offset>,
    pub(super) cian: String,
    pub(super) red: String,
    #[serde(default)]
    pub(super) to_move: Option<Side>,
    #[serde(default)]
    pub(super) no_capture_turns: u32,
}

/// A checked preset, ready to start games from.
#[derive(Clone, Debug)]
pub struct Preset {
    /// The file stem, as the command line names presets (`small`).
    pub id: String,
    pub name: String,
    pub path: PathBuf,
    pub board: &'static Board,
    pub pieces: Vec<(Piece, u8)>,
    /// Who moves first when the preset is a position; `None` leaves it to the game setup.
    pub to_move: Option<Side>,
    /// Turns already played without a capture, for positions.
    pub no_capture_turns: u32,
}

impl Preset {
    /// Checks preset text; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Preset, LoadError> {
        let file: PresetFile = parse_ron(text, path)?;
        let fail = |problem: Text| LoadError::new(path, problem);
        lines_problem(&file.lines).map_or(Ok(()), |problem| Err(fail(problem)))?;
        let tiles: usize = file.lines.iter().map(|&(lo, hi)| (hi - lo + 1) as usize).sum();
        if tiles > MAX_TILES {
            return Err(fail(Text::new("tactigon-map-tiles").with("tiles", tiles).with("max", MAX_TILES)));
        }
        let board = Board::new(&file.lines, &file.gold);
        if file.gold.is_empty() {
            return Err(fail(Text::new("tactigon-map-no-gold")));
        }
        let mut gold_seen = HashSet::new();
        for &(x, y) in &file.gold {
            if board.tile((x, y)).is_none() {
                return Err(fail(Text::at("tactigon-map-gold-off", (x, y))));
            }
            if !gold_seen.insert((x, y)) {
                return Err(fail(Text::at("tactigon-map-gold-twice", (x, y))));
            }
        }
        let mut pieces = Vec::new();
        let mut taken = HashSet::new();
        for (side, text) in [(Side::Cian, &file.cian), (Side::Red, &file.red)] {
            let mut pentagons = 0;
            for token in text.split_whitespace() {
                let (kind, at) = parse_piece(token).map_err(|e| fail(piece_problem(side, token, e)))?;
                let tile = board.tile(at).ok_or_else(|| {
                    fail(Text::at("tactigon-map-piece-off", at).with("side", side.text()).with("piece", kind.text()))
                })?;
                if !taken.insert(tile) {
                    return Err(fail(Text::at("tactigon-map-two-pieces", at)));
                }
                pentagons += usize::from(kind == Kind::Pentagon);
                pieces.push((Piece { side, kind }, tile));
            }
            match pentagons {
                0 => return Err(fail(Text::new("tactigon-map-no-pentagon").with("side", side.text()))),
                1 => {}
                n => {
                    return Err(fail(Text::new("tactigon-map-pentagons").with("side", side.text()).with("count", n)));
                }
            }
        }
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        Ok(Preset {
            id,
            name: file.name,
            path: path.to_path_buf(),
            board: intern(board),
            pieces,
            to_move: file.to_move,
            no_capture_turns: file.no_capture_turns,
        })
    }

    /// The starting position; `first` moves first unless the preset fixes who is to move.
    pub fn start(&self, rules: Rules, first: Side) -> Tactigon {
        let mut state = Tactigon::new(self.board, rules, &self.pieces, self.to_move.unwrap_or(first));
        state.set_no_capture_turns(self.no_capture_turns);
        state
    }
}

/// A position in the preset format, so `stratagem apply` output loads again.
pub fn position_text(state: &Tactigon, name: &str) -> String {
    let board = state.board();
    let mut lines: Vec<(i32, i32)> = Vec::new();
    for t in 0..board.len() as u8 {
        let (x, y) = board.offset(t);
        match lines.get_mut(y as usize) {
            Some(line) => *line = (line.0.min(x), line.1.max(x)),
            None => lines.push((x, x)),
        }
    }
    let list = |items: Vec<String>| items.join(", ");
    let tiles = |tiles: &[u8]| list(tiles.iter().map(|&t| format!("{:?}", board.offset(t))).collect());
    let pieces = |side: Side| {
        let placed: Vec<String> = state
            .pieces()
            .filter(|(_, p)| p.side == side)
            .map(|(t, p)| {
                let (x, y) = board.offset(t);
                format!("{}({x},{y})", p.kind.letter())
            })
            .collect();
        placed.join(" ")
    };
    format!(
        "(\n    name: {name:?},\n    lines: [{}],\n    gold: [{}],\n    cian: {:?},\n    red: {:?},\n    to_move: Some({:?}),\n    no_capture_turns: {},\n)\n",
        list(lines.iter().map(|l| format!("{l:?}")).collect()),
        tiles(board.gold()),
        pieces(Side::Cian),
        pieces(Side::Red),
        state.side_to_move(),
        state.no_capture_turns(),
    )
}

/// Parses the sheet's piece notation, `T(2,2)`.
pub(super) fn parse_piece(token: &str) -> Result<(Kind, Offset), Text> {
    let (name, at) = assets::parse_placement(token)?;
    let mut letters = name.chars();
    match (letters.next().and_then(Kind::from_letter), letters.next()) {
        (Some(kind), None) => Ok((kind, at)),
        _ => Err(Text::new("tactigon-map-piece-type").with("name", assets::quote(name))),
    }
}

/// What is wrong with a side's piece written `token`.
pub(super) fn piece_problem(side: Side, token: &str, problem: Text) -> Text {
    Text::new("tactigon-map-piece").with("side", side.text()).with("token", token).with("problem", problem)
}

/// What is wrong with the board's lines, if anything: too few or many, or one that does not
/// run within the grid.
pub(super) fn lines_problem(lines: &[(i32, i32)]) -> Option<Text> {
    if lines.is_empty() || lines.len() > MAX_TILES {
        return Some(Text::new("tactigon-map-lines").with("max", MAX_TILES).with("lines", lines.len()));
    }
    let (y, &(lo, hi)) =
        lines.iter().enumerate().find(|&(_, &(lo, hi))| lo < 0 || lo > hi || hi >= MAX_TILES as i32)?;
    Some(Text::new("tactigon-map-line").with("line", y).with("min", lo).with("max", hi).with("limit", MAX_TILES))
}

stratagem_core::map_preset!(Preset, ID);
