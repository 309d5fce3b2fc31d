//! The game record: setup, seed and the moves played. It is the save file, the replay and the
//! bug report; files are written atomically so a failed save never destroys the previous one.

use super::assets::{LoadError, parse_ron, read_text};
use super::options::Options;
use super::{Game, Seat, Text};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// The game's own rule (red in Tactigon, x in tic-tac-toe).
    #[default]
    Default,
    Seat(Seat),
    /// Drawn from the game's seed.
    Random,
}

/// A whole game as data.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The game's id (`tactigon`).
    pub game: String,
    /// The version of the game's rules it was played under: a record from other rules would
    /// replay differently, so it is refused. Records from before versions were kept are 1.
    #[serde(default = "first_rules")]
    pub rules: u32,
    /// The preset id, for games with presets.
    #[serde(default)]
    pub preset: String,
    #[serde(default)]
    pub options: Options,
    #[serde(default)]
    pub first: FirstPlayer,
    /// Each seat's controller in its text form (`human`, `minimax:1000ms`).
    pub seats: Vec<String>,
    pub seed: u64,
    /// The moves in their text form, in order.
    pub moves: Vec<String>,
    /// The plies (0-based move numbers) before which the player asked for a hint.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<usize>,
}

/// The rules version of a record that names none: every record written before versions were.
fn first_rules() -> u32 {
    1
}

impl Record {
    pub fn read(path: &Path) -> Result<Record, LoadError> {
        parse_ron(&read_text(path)?, path)
    }

    /// The record as RON, with LF line ends on every platform (RON's default is CR LF on
    /// Windows): the same game makes the same file anywhere.
    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().struct_names(false).new_line("\n"))
            .expect("a record is plain data and always serialises")
    }

    /// Writes the record atomically (temporary file, then rename).
    pub fn write(&self, path: &Path) -> Result<(), String> {
        write_atomic(path, self.to_text().as_bytes())
    }
}

/// Replays `moves` (text forms) from `start`, checking each: the moves and the final position,
/// or an error naming the first bad move by its number (1-based) and text.
pub fn replay<G: Game>(start: G, moves: &[String]) -> Result<(Vec<G::Move>, G), Text> {
    let mut state = start;
    let mut out = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let mv = read_move(&state, i + 1, text)?;
        state.apply(mv);
        out.push(mv);
    }
    Ok((out, state))
}

/// Reads move number `number` (1-based) of a list and checks it is legal here; the error names
/// the move by its number and text, and says why in the rules' words (a notation's parse
/// error is the game's own, in English).
pub fn read_move<G: Game>(state: &G, number: usize, text: &str) -> Result<G::Move, Text> {
    let bad = |why: Text| Text::new("record-bad-move").with("number", number).with("move", text).with("why", why);
    let mv = state.parse_move(text).map_err(|e| bad(Text::plain(e)))?;
    match state.why_illegal(mv) {
        Some(why) => Err(bad(why)),
        None => Ok(mv),
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
/// crash or a full disk mid-write leaves the previous file as it was.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    write_atomic_with(path, bytes, |file, bytes| file.write_all(bytes))
}

/// `write_atomic` with the writing step given, so tests can make it fail like a full disk.
pub fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    write: impl FnOnce(&mut std::fs::File, &[u8]) -> std::io::Result<()>,
) -> Result<(), String> {
    let fail = |what: &str, e: std::io::Error| format!("{}: cannot {what}: {e}", path.display());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| fail("create its folder", e))?;
    }
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let result = std::fs::File::create(&temp)
        .map_err(|e| fail("write", e))
        .and_then(|mut file| {
            write(&mut file, bytes).map_err(|e| fail("write", e))?;
            file.sync_all().map_err(|e| fail("write", e))
        })
        .and_then(|()| std::fs::rename(&temp, path).map_err(|e| fail("replace", e)));
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

/// Where saved games live (the user's data folder, beside the maps made in the editor).
pub use super::assets::data_dir;

/// The folder of saved games.
pub fn saves_dir() -> PathBuf {
    data_dir().join("saves")
}

/// The autosave, rewritten after every move of a game in the window.
pub fn autosave_path() -> PathBuf {
    data_dir().join("autosave.ron")
}

/// The saved games and the autosave, newest first.
pub fn list_saves() -> Vec<PathBuf> {
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = super::assets::ron_files(&saves_dir())
        .into_iter()
        .chain(Some(autosave_path()).filter(|p| p.is_file()))
        .map(|p| (std::fs::metadata(&p).and_then(|m| m.modified()).unwrap_or(std::time::UNIX_EPOCH), p))
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    files.into_iter().map(|(_, p)| p).collect()
}

/// A new file in `dir` for a save of `game` now: `tactigon-2026-11-23-154501.ron`.
pub fn new_save_path(dir: &Path, game: &str) -> PathBuf {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_date(secs / 86_400);
    let t = secs % 86_400;
    let stem = format!("{game}-{y:04}-{m:02}-{d:02}-{:02}{:02}{:02}", t / 3600, t / 60 % 60, t % 60);
    let mut path = dir.join(format!("{stem}.ron"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem}-{n}.ron"));
        n += 1;
    }
    path
}

/// Year, month, day of a day count since 1970-01-01 (Howard Hinnant's civil-from-days).
fn civil_date(days: u64) -> (i64, u32, u32) {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}
