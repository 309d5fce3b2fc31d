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
        let fail = |problem: String| LoadError::new(path, problem);
        if file.lines.is_empty() || file.lines.len() > MAX_TILES {
            return Err(fail(format!("the board needs 1 to {MAX_TILES} lines, not {}", file.lines.len())));
        }
        for (y, &(lo, hi)) in file.lines.iter().enumerate() {
            if lo < 0 || lo > hi || hi >= MAX_TILES as i32 {
                return Err(fail(format!(
                    "line {y} runs from x={lo} to x={hi}: need 0 <= min_x <= max_x < {MAX_TILES}"
                )));
            }
        }
        let tiles: usize = file.lines.iter().map(|&(lo, hi)| (hi - lo + 1) as usize).sum();
        if tiles > MAX_TILES {
            return Err(fail(format!("the board has {tiles} tiles; at most {MAX_TILES} are supported")));
        }
        let board = Board::new(&file.lines, &file.gold);
        if file.gold.is_empty() {
            return Err(fail("there are no gold tiles".into()));
        }
        let mut gold_seen = HashSet::new();
        for &(x, y) in &file.gold {
            if board.tile((x, y)).is_none() {
                return Err(fail(format!("gold tile ({x},{y}) is off the board")));
            }
            if !gold_seen.insert((x, y)) {
                return Err(fail(format!("gold tile ({x},{y}) is listed twice")));
            }
        }
        let mut pieces = Vec::new();
        let mut taken = HashSet::new();
        for (side, text) in [(Side::Cian, &file.cian), (Side::Red, &file.red)] {
            let mut pentagons = 0;
            for token in text.split_whitespace() {
                let (kind, at) =
                    parse_piece(token).map_err(|e| fail(format!("{}'s piece \"{token}\": {e}", side.name())))?;
                let tile = board.tile(at).ok_or_else(|| {
                    fail(format!("{}'s {} at ({},{}) is off the board", side.name(), kind.name(), at.0, at.1))
                })?;
                if !taken.insert(tile) {
                    return Err(fail(format!("two pieces on tile ({},{})", at.0, at.1)));
                }
                pentagons += usize::from(kind == Kind::Pentagon);
                pieces.push((Piece { side, kind }, tile));
            }
            match pentagons {
                0 => return Err(fail(format!("{} has no pentagon", side.name()))),
                1 => {}
                n => {
                    return Err(fail(format!("{} has {n} pentagons; exactly one is allowed", side.name())));
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
pub(super) fn parse_piece(token: &str) -> Result<(Kind, Offset), String> {
    let (name, at) = assets::parse_placement(token)?;
    let mut letters = name.chars();
    match (letters.next().and_then(Kind::from_letter), letters.next()) {
        (Some(kind), None) => Ok((kind, at)),
        _ => Err(format!("unknown piece type '{}' (use C, T, S or P)", assets::quote(name))),
    }
}

stratagem_core::map_preset!(Preset, ID);
