//! Map editing without Bevy: the one small trait each game's editing model implements
//! (`MapEditor`), and the editing session around it (undo and redo, the problems found by the
//! game's own preset reader, saving to the user's maps folder). The window's editor screen and
//! the tests drive the same session.

use super::sketch::{Sketch, TileShape};
use std::path::{Path, PathBuf};
use stratagem_core::assets::{LoadError, preset_dir, quote, read_text, user_maps_dir};
use stratagem_core::record::write_atomic;
use stratagem_core::{Arg, Text, Tile};

/// A tool of a game's palette: what the canvas does to a clicked tile. Tools are data (a name
/// the model understands, the same in every language), so tests and the window use them alike;
/// the palette shows their words.
#[derive(Clone, Debug, PartialEq)]
pub struct Tool {
    /// What `MapEditor::apply` is given (`Sea`, `Belt E`).
    pub name: String,
    /// The catalog key of the palette's heading the tool is listed under (`editor-group-tiles`).
    pub group: &'static str,
    /// What the palette's button says.
    pub label: Text,
    /// One line on what the tool does, for its tooltip.
    pub help: Text,
}

impl Tool {
    pub fn new(group: &'static str, name: impl Into<String>, label: Text, help: Text) -> Tool {
        Tool { name: name.into(), group, label, help }
    }

    /// A tool whose words are the catalog's `key` and `key-help`.
    pub fn keyed(group: &'static str, name: impl Into<String>, key: &'static str) -> Tool {
        Tool::new(group, name, Text::new(key), Text::keyed(format!("{key}-help")))
    }
}

/// Whether the tool named `name` turns something on and off (a wall, a flag, gold, a start):
/// dragging it across tiles would flip them back and forth, so the editor uses it on clicks.
pub fn toggles(name: &str) -> bool {
    ["Wall", "Flag", "Gold", "Start"].iter().any(|p| name.starts_with(p))
}

/// An arrow on a tile: where it points (`N`, `E`, `S` or `W`, north up), how many chevrons
/// (an express belt has two), and which way a curve turns (`L` or `R`), if it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrow {
    pub at: Tile,
    pub towards: char,
    pub chevrons: u8,
    pub turn: Option<char>,
}

/// Something that keeps a map from being played: where it is, if it is at one tile, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub tile: Option<Tile>,
    pub text: Text,
}

impl Problem {
    /// A problem from a reader's message; its tile is the first one it names: the variables
    /// `x` and `y` of a catalog message (or of one inside it), else the first `(x,y)` of plain
    /// words.
    pub fn from_message(text: Text) -> Problem {
        Problem { tile: tile_of(&text), text }
    }
}

/// The tile a message names, if it names one.
fn tile_of(text: &Text) -> Option<Tile> {
    match text {
        Text::Plain(words) => first_tile(words),
        Text::List(items) => items.iter().find_map(tile_of),
        Text::Message { args, .. } => {
            let number = |name: &str| {
                args.iter().find_map(|(n, value)| match value {
                    Arg::Number(v) if n == name => i32::try_from(*v).ok(),
                    _ => None,
                })
            };
            let inner = || {
                args.iter().find_map(|(_, value)| match value {
                    Arg::Text(inner) => tile_of(inner),
                    Arg::Number(_) => None,
                })
            };
            number("x").zip(number("y")).or_else(inner)
        }
    }
}

/// The first `(x,y)` (spaces allowed) in a message, as the presets' readers name tiles.
pub fn first_tile(text: &str) -> Option<Tile> {
    text.match_indices('(').find_map(|(open, _)| {
        let rest = &text[open + 1..];
        let close = rest.find(')')?;
        let (x, y) = rest[..close].split_once(',')?;
        Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
    })
}

/// A game's map while it is edited: a plain model of the preset file (a draft may break the
/// game's rules), the tools that change it, and the writer of the game's preset format. Its
/// problems come from the game's preset reader (`EditorKind::check`).
pub trait MapEditor: Send + Sync + BoxedEditor {
    /// The map's display name (the file's `name`).
    fn name(&self) -> &str;

    fn set_name(&mut self, name: &str);

    /// The palette.
    fn tools(&self) -> Vec<Tool>;

    /// Uses the tool named `tool` on tile `at`; an error says why nothing changed.
    fn apply(&mut self, tool: &str, at: Tile) -> Result<(), Text>;

    /// Columns and rows of the grid the map is drawn in.
    fn size(&self) -> (i32, i32);

    /// Makes the grid `width` by `height`, keeping what stays inside; an error says why not.
    fn resize(&mut self, width: i32, height: i32) -> Result<(), Text>;

    /// Hexes (even-q offsets) or squares.
    fn shape(&self) -> TileShape;

    /// The map drawn: its tiles in colour (a grid cell not listed is a gap or sea) and its
    /// pieces as marks.
    fn sketch(&self) -> Sketch;

    /// Words written on tiles (a gear's turn), for games that have them.
    fn labels(&self) -> Vec<(Tile, String)> {
        Vec::new()
    }

    /// Arrows drawn on tiles (belts), for games that have them.
    fn arrows(&self) -> Vec<Arrow> {
        Vec::new()
    }

    /// Walls on tile edges, as (tile, `N` `E` `S` or `W`), for games that have them.
    fn walls(&self) -> Vec<(Tile, char)> {
        Vec::new()
    }

    /// A number kept at a tile (a province's treasury): its label and value, when the tile has
    /// one.
    fn number_at(&self, _at: Tile) -> Option<(Text, i64)> {
        None
    }

    /// Sets the number `number_at` shows; an error says why nothing changed.
    fn set_number_at(&mut self, at: Tile, _value: i64) -> Result<(), Text> {
        Err(Text::at("editor-no-number", at))
    }

    /// The map in the game's preset format, written from this model, problems and all.
    fn text(&self) -> String;
}

/// A copy of an editing model behind the trait, for undo; every model that is `Clone` has it.
pub trait BoxedEditor {
    fn boxed(&self) -> Box<dyn MapEditor>;
}

impl<M: MapEditor + Clone + 'static> BoxedEditor for M {
    fn boxed(&self) -> Box<dyn MapEditor> {
        Box::new(self.clone())
    }
}

/// How a game makes its editing model: a new map, or one read from preset text (drafts with
/// problems included), and how it checks one. A catalog entry carries it.
#[derive(Clone, Copy, Debug)]
pub struct EditorKind {
    pub new_map: fn() -> Box<dyn MapEditor>,
    /// Reads preset text; only text that is not the preset format at all is refused.
    pub open: fn(&str, &Path) -> Result<Box<dyn MapEditor>, LoadError>,
    /// The game's own preset reader: what keeps the text from loading, if anything.
    pub check: fn(&str, &Path) -> Result<(), LoadError>,
}

impl EditorKind {
    /// What keeps `map` from being played, found by the game's preset reader. Empty when it
    /// can be played.
    pub fn problems(&self, map: &dyn MapEditor) -> Vec<Problem> {
        match (self.check)(&map.text(), Path::new("map.ron")) {
            Ok(()) => Vec::new(),
            Err(error) => vec![Problem::from_message(error.problem)],
        }
    }
}

/// The most undo steps kept.
const UNDO_DEPTH: usize = 200;

/// One map being edited: the model, undo and redo, its problems and where it saves.
pub struct EditSession {
    kind: EditorKind,
    /// The game's id, which names its maps folders.
    game: String,
    map: Box<dyn MapEditor>,
    undo: Vec<Box<dyn MapEditor>>,
    redo: Vec<Box<dyn MapEditor>>,
    problems: Vec<Problem>,
    /// The id (file stem) it saves as, in the user's maps folder.
    pub id: String,
    /// The text last saved, to tell unsaved changes.
    saved: Option<String>,
}

impl EditSession {
    /// A new map of the game, with a fresh id.
    pub fn new_map(kind: &EditorKind, game: &str) -> EditSession {
        let map = (kind.new_map)();
        EditSession::with(kind, game, map, free_id(game, "new-map"), None)
    }

    /// Opens preset `id` of `game`: a user's map is edited in place; a shipped one as a copy
    /// with a new id, so shipped presets are never overwritten.
    pub fn open(kind: &EditorKind, game: &str, id: &str) -> Result<EditSession, Text> {
        if id.is_empty() || id.contains(['/', '\\', ':']) || id.starts_with('.') {
            return Err(Text::new("editor-not-a-preset").with("name", quote(id)));
        }
        let user = user_maps_dir(game).join(format!("{id}.ron"));
        let shipped = preset_dir(game).join(format!("{id}.ron"));
        let (path, copy) = if shipped.is_file() { (shipped, true) } else { (user, false) };
        let text = read_text(&path).map_err(|e| e.text())?;
        let map = (kind.open)(&text, &path).map_err(|e| e.text())?;
        let (id, saved) =
            if copy { (free_id(game, &format!("{id}-copy")), None) } else { (id.to_string(), Some(text)) };
        Ok(EditSession::with(kind, game, map, id, saved))
    }

    fn with(kind: &EditorKind, game: &str, map: Box<dyn MapEditor>, id: String, saved: Option<String>) -> EditSession {
        let (undo, redo, problems) = (Vec::new(), Vec::new(), Vec::new());
        let mut session = EditSession { kind: *kind, game: game.to_string(), map, undo, redo, problems, id, saved };
        session.check();
        session
    }

    pub fn map(&self) -> &dyn MapEditor {
        self.map.as_ref()
    }

    /// The problems found after the last change.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Changes the model with `change`; a change that fails or changes nothing leaves no undo
    /// step.
    fn change(&mut self, change: impl FnOnce(&mut dyn MapEditor) -> Result<(), Text>) -> Result<(), Text> {
        let before = self.map.boxed();
        let old = self.map.text();
        change(self.map.as_mut()).inspect_err(|_| self.map = before.boxed())?;
        if self.map.text() != old {
            self.undo.push(before);
            if self.undo.len() > UNDO_DEPTH {
                self.undo.remove(0);
            }
            self.redo.clear();
            self.check();
        }
        Ok(())
    }

    /// Uses a tool of the palette on a tile.
    pub fn apply(&mut self, tool: &str, at: Tile) -> Result<(), Text> {
        self.change(|map| map.apply(tool, at))
    }

    pub fn resize(&mut self, width: i32, height: i32) -> Result<(), Text> {
        self.change(|map| map.resize(width, height))
    }

    pub fn set_name(&mut self, name: &str) -> Result<(), Text> {
        self.change(|map| {
            map.set_name(name);
            Ok(())
        })
    }

    pub fn set_number_at(&mut self, at: Tile, value: i64) -> Result<(), Text> {
        self.change(|map| map.set_number_at(at, value))
    }

    /// Takes back the last change; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.undo.pop() else { return false };
        self.redo.push(std::mem::replace(&mut self.map, previous));
        self.check();
        true
    }

    /// Makes the last undone change again; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.map, next));
        self.check();
        true
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn check(&mut self) {
        self.problems = self.kind.problems(self.map.as_ref());
    }

    /// Whether the map can be played now, or why not (its first problem, naming the tile).
    pub fn playable(&self) -> Result<(), Text> {
        match self.problems.first() {
            None => Ok(()),
            Some(problem) => Err(Text::new("editor-not-playable").with("problem", problem.text.clone())),
        }
    }

    /// Whether the text differs from the last save.
    pub fn unsaved(&self) -> bool {
        self.saved.as_deref() != Some(self.map.text().as_str())
    }

    /// The file it saves to in the user's maps folder.
    pub fn path(&self) -> PathBuf {
        user_maps_dir(&self.game).join(format!("{}.ron", self.id))
    }

    /// Saves the map (a draft with problems too) to the user's maps folder, atomically.
    pub fn save(&mut self) -> Result<PathBuf, Text> {
        self.save_in(&user_maps_dir(&self.game))
    }

    /// Saves under a new id (`Save as`); a name a shipped preset has is refused.
    pub fn save_as(&mut self, id: &str) -> Result<PathBuf, Text> {
        let id = id.trim();
        let valid = !id.is_empty()
            && id.len() <= 64
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            && !id.starts_with('-');
        if !valid {
            return Err(Text::new("editor-bad-file-name").with("name", quote(id)));
        }
        let old = std::mem::replace(&mut self.id, id.to_string());
        self.save().inspect_err(|_| self.id = old)
    }

    /// Saves to `<dir>/<id>.ron`; a shipped preset's id is refused.
    pub fn save_in(&mut self, dir: &Path) -> Result<PathBuf, Text> {
        if preset_dir(&self.game).join(format!("{}.ron", self.id)).exists() {
            return Err(Text::new("editor-shipped-name").with("name", self.id.as_str()));
        }
        let path = dir.join(format!("{}.ron", self.id));
        let text = self.map.text();
        write_atomic(&path, text.as_bytes()).map_err(|e| {
            Text::new("editor-cannot-write").with("file", path.display().to_string()).with("problem", e)
        })?;
        self.saved = Some(text);
        Ok(path)
    }
}

/// An id for a new file of `game`: `stem`, else `stem-2`, … not taken by a shipped preset or
/// a user's map.
pub fn free_id(game: &str, stem: &str) -> String {
    let taken = |id: &str| {
        preset_dir(game).join(format!("{id}.ron")).exists() || user_maps_dir(game).join(format!("{id}.ron")).exists()
    };
    let mut id = stem.to_string();
    let mut n = 2;
    while taken(&id) {
        id = format!("{stem}-{n}");
        n += 1;
    }
    id
}

/// A number from a text field within `low..=high`, or what is wrong; `what` is the catalog
/// key naming the number (`editor-width`).
pub fn in_range(what: &'static str, value: i32, low: i32, high: i32) -> Result<i32, Text> {
    if (low..=high).contains(&value) {
        Ok(value)
    } else {
        let range = Text::new("editor-out-of-range").with("what", Text::new(what)).with("min", low);
        Err(range.with("max", high).with("value", value))
    }
}

/// A name with a capital first letter, for the palette (`strong tower` → `Strong tower`).
pub fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
