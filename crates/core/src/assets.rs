//! Where the data files live, and the error every loader reports.

use crate::text::Text;
use std::fmt;
use std::path::{Path, PathBuf};

/// The `assets/` folder: `STRATAGEM_ASSETS` if set, else `assets/` in the working directory,
/// else next to the executable (an unpacked release archive), else in the macOS app bundle's
/// `Contents/Resources/` (the executable is in `Contents/MacOS/`), else the source checkout it
/// was built from (this crate is its `crates/core`).
pub fn asset_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("STRATAGEM_ASSETS") {
        return PathBuf::from(dir);
    }
    let exe_dir = std::env::current_exe().ok().and_then(|e| e.parent().map(Path::to_path_buf));
    let candidates = [
        Some(PathBuf::from("assets")),
        exe_dir.as_ref().map(|d| d.join("assets")),
        exe_dir.as_ref().map(|d| d.join("../Resources/assets")),
        Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets")),
    ];
    candidates.into_iter().flatten().find(|p| p.is_dir()).unwrap_or_else(|| PathBuf::from("assets"))
}

/// A data file that could not be used: `file: problem`. The problem is `Text` so the window
/// can say it in the player's language (a map's problems in the editor); the parsers' own
/// messages (RON syntax) are plain English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub file: String,
    pub problem: Text,
}

impl LoadError {
    pub fn new(file: &Path, problem: impl Into<Text>) -> LoadError {
        LoadError { file: file.display().to_string(), problem: problem.into() }
    }

    /// The whole error as words for the window: the file, then the problem.
    pub fn text(&self) -> Text {
        Text::new("load-error").with("file", self.file.as_str()).with("problem", self.problem.clone())
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

impl std::error::Error for LoadError {}

/// Data files (presets, records, domains, positions) are at most this large; anything bigger
/// is refused before it is read.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// Reads a data file's text; the error names the file.
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    use std::io::Read;
    let fail = |e: std::io::Error| LoadError::new(path, format!("cannot read: {e}"));
    let file = std::fs::File::open(path).map_err(fail)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(fail)?;
    text_of(bytes, path)
}

/// A data file's bytes as text: refused when too large or not UTF-8; the error names the file.
/// Files saved by Windows editors read the same as any other: a leading byte-order mark is
/// dropped and CR LF line ends become LF.
pub fn text_of(bytes: Vec<u8>, path: &Path) -> Result<String, LoadError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::new(path, format!("too large: data files are at most {} MB", MAX_FILE_BYTES >> 20)));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        LoadError::new(path, format!("cannot read: not UTF-8 text (byte {})", e.utf8_error().valid_up_to()))
    })?;
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    Ok(if text.contains("\r\n") { text.replace("\r\n", "\n") } else { text })
}

/// The RON reader's nesting limit (its default).
const RON_NESTING: usize = 128;

/// Parses RON text read from `path` into `T`, reporting syntax errors with line and column.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str, path: &Path) -> Result<T, LoadError> {
    ron::from_str(text).map_err(|e: ron::error::SpannedError| {
        let at = e.span.start;
        let problem =
            Text::new("ron-at").with("line", at.line).with("column", at.col).with("problem", ron_problem(&e.code));
        LoadError::new(path, problem)
    })
}

/// What the RON reader found wrong, as a catalog message where a person editing a map would
/// meet it; the reader's rarer complaints (and serde's own) keep its English words.
fn ron_problem(code: &ron::Error) -> Text {
    use ron::Error as E;
    let mark = |mark: &str| Text::new("ron-expected-mark").with("mark", mark);
    let names = |names: &[&str]| names.join(", ");
    match code {
        E::Eof => Text::new("ron-end"),
        E::ExpectedArray => mark("["),
        E::ExpectedArrayEnd => mark("]"),
        E::ExpectedMap => mark("{"),
        E::ExpectedMapEnd => mark("}"),
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => mark("("),
        E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => mark(")"),
        E::ExpectedComma => mark(","),
        E::ExpectedMapColon => mark(":"),
        E::ExpectedBoolean => Text::new("ron-expected-boolean"),
        E::ExpectedInteger => Text::new("ron-expected-integer"),
        E::ExpectedFloat => Text::new("ron-expected-number"),
        E::ExpectedString => Text::new("ron-expected-string"),
        E::ExpectedStringEnd => Text::new("ron-string-unclosed"),
        E::ExpectedIdentifier => Text::new("ron-expected-name"),
        E::UnexpectedChar(c) => Text::new("ron-unexpected-char").with("char", c.to_string()),
        E::TrailingCharacters => Text::new("ron-trailing"),
        E::IntegerOutOfBounds => Text::new("ron-number-range"),
        E::UnclosedBlockComment => Text::new("ron-comment-unclosed"),
        E::ExceededRecursionLimit => Text::new("ron-nesting").with("max", RON_NESTING),
        E::MissingStructField { field, .. } => Text::new("ron-missing-field").with("field", *field),
        E::DuplicateStructField { field, .. } => Text::new("ron-duplicate-field").with("field", *field),
        E::NoSuchStructField { expected, found, .. } => {
            Text::new("ron-unknown-field").with("found", found.as_str()).with("expected", names(expected))
        }
        E::NoSuchEnumVariant { expected, found, .. } => {
            Text::new("ron-unknown-name").with("found", found.as_str()).with("expected", names(expected))
        }
        other => Text::plain(other.to_string()),
    }
}

/// Reads a file the program keeps for the player and rewrites (settings, statistics): `None`
/// when there is none yet. A file that cannot be read, parsed or pass `check` is moved aside
/// to `<name>.broken` (or `.broken-2`, …) rather than written over later, since a person may
/// have edited it and would want it back.
pub fn read_kept<T: serde::de::DeserializeOwned>(
    path: &Path,
    check: impl FnOnce(&T) -> Result<(), Text>,
) -> Result<Option<T>, SetAside> {
    if !path.exists() {
        return Ok(None);
    }
    let problem = match read_text(path).and_then(|text| parse_ron::<T>(&text, path)) {
        Ok(value) => match check(&value) {
            Ok(()) => return Ok(Some(value)),
            Err(why) => LoadError::new(path, why),
        },
        Err(error) => error,
    };
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let aside = (1..)
        .map(|n| path.with_file_name(if n == 1 { format!("{name}.broken") } else { format!("{name}.broken-{n}") }))
        .find(|p| !p.exists())
        .expect("some name is free");
    let kept = std::fs::rename(path, &aside).map(|()| aside).map_err(|e| e.to_string());
    Err(SetAside { problem, kept })
}

/// A kept file that could not be used (`read_kept`), and where it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    pub problem: LoadError,
    /// The file's new name, or why it could not be moved: then it must not be written over.
    pub kept: Result<PathBuf, String>,
}

impl SetAside {
    /// The end of a warning: `kept as <file>`, or that the file stays and `what` will not be
    /// saved over it.
    pub fn kept_text(&self, what: &str) -> String {
        match &self.kept {
            Ok(aside) => format!("kept as {}", aside.display()),
            Err(e) => format!("could not be moved aside ({e}), so {what} will not be saved over it"),
        }
    }
}

/// A piece of user input for an error message, cut short when it is long.
pub fn quote(text: &str) -> String {
    const MAX: usize = 60;
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// The `.ron` files of a folder, sorted by name.
pub fn ron_files(dir: &Path) -> Vec<PathBuf> {
    files_named(dir, "ron")
}

/// The files of a folder with extension `ext`, sorted by name.
pub fn files_named(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == ext)).collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The preset folder of a game: `assets/maps/<game>/`.
pub fn preset_dir(game: &str) -> PathBuf {
    asset_root().join("maps").join(game)
}

/// The user's data folder (saved games, the maps made in the editor): `STRATAGEM_DATA` if
/// set, else the platform's data folder (`~/.local/share/stratagem` on Linux).
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("STRATAGEM_DATA") {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("", "", "stratagem")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("stratagem-data"))
}

/// The folder of maps the user made in the editor, `<data folder>/maps/`, unless
/// `set_user_maps_root` chose another.
pub fn user_maps_root() -> PathBuf {
    let chosen = USER_MAPS_ROOT.read().map(|r| r.clone()).unwrap_or_default();
    chosen.unwrap_or_else(|| data_dir().join("maps"))
}

/// A game's folder of user maps: `<user maps>/<game>/`.
pub fn user_maps_dir(game: &str) -> PathBuf {
    user_maps_root().join(game)
}

static USER_MAPS_ROOT: std::sync::RwLock<Option<PathBuf>> = std::sync::RwLock::new(None);

/// Points the user's maps folder elsewhere for the whole process (tests keep their maps
/// out of the real data folder this way).
pub fn set_user_maps_root(root: &Path) {
    if let Ok(mut chosen) = USER_MAPS_ROOT.write() {
        *chosen = Some(root.to_path_buf());
    }
}

/// A game's map preset: a RON file under `assets/maps/<GAME>/` (shipped) or the user's maps
/// folder (made in the editor) whose file stem is its id. Reading, listing and finding are the
/// same for every game; a game writes `parse`.
pub trait MapPreset: Sized {
    /// The game's id, which names its preset folder.
    const GAME: &'static str;

    /// Checks preset text; `path` names it in errors.
    fn parse_file(text: &str, path: &Path) -> Result<Self, LoadError>;

    /// The file stem, as the command line names presets (`small`).
    fn id(&self) -> &str;

    /// The name the menu shows.
    fn name(&self) -> &str;

    fn load(path: &Path) -> Result<Self, LoadError> {
        Self::parse_file(&read_text(path)?, path)
    }

    fn dir() -> PathBuf {
        preset_dir(Self::GAME)
    }

    /// Every preset of a folder, broken ones as their error, in file-name order.
    fn load_all(dir: &Path) -> Vec<Result<Self, LoadError>> {
        ron_files(dir).iter().map(|p| Self::load(p)).collect()
    }

    /// The preset `id` (its file stem) of the game; an unknown id lists the known ones.
    fn find(id: &str) -> Result<Self, LoadError> {
        let dir = Self::dir();
        if id.is_empty() || id.contains(['/', '\\', ':']) || id.starts_with('.') {
            return Err(LoadError::new(
                &dir,
                format!("'{}' is not a preset name (a file name in this folder)", quote(id)),
            ));
        }
        let mut path = dir.join(format!("{id}.ron"));
        let user = user_maps_dir(Self::GAME).join(format!("{id}.ron"));
        if !path.is_file() && user.is_file() {
            path = user;
        }
        if !path.is_file() {
            let known: Vec<String> = ron_files(&dir)
                .iter()
                .chain(&ron_files(&user_maps_dir(Self::GAME)))
                .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
                .collect();
            return Err(LoadError::new(&path, format!("no such preset (known: {})", known.join(", "))));
        }
        Self::load(&path)
    }

    /// Each preset on disk as (id, name), or its file's error, the shipped ones first, then
    /// the user's maps whose names no shipped one has: a catalog entry's `list_presets`.
    fn list() -> Vec<Result<(String, String), LoadError>> {
        let dir = Self::dir();
        let user = ron_files(&user_maps_dir(Self::GAME))
            .into_iter()
            .filter(|p| p.file_name().is_none_or(|name| !dir.join(name).exists()))
            .map(|p| Self::load(&p));
        let all = Self::load_all(&dir).into_iter().chain(user);
        all.map(|p| p.map(|p| (p.id().to_string(), p.name().to_string()))).collect()
    }

    /// A preset text's name, or what is wrong with it: a catalog entry's `read_preset`.
    fn name_of(text: &str, path: &Path) -> Result<String, LoadError> {
        Self::parse_file(text, path).map(|p| p.name().to_string())
    }
}

/// `MapPreset` for a preset type with `id` and `name` fields and an inherent `parse`: the one
/// line each game's `preset.rs` writes.
#[macro_export]
macro_rules! map_preset {
    ($Preset:ty, $game:expr) => {
        impl $crate::assets::MapPreset for $Preset {
            const GAME: &'static str = $game;

            fn parse_file(text: &str, path: &std::path::Path) -> Result<Self, $crate::assets::LoadError> {
                <$Preset>::parse(text, path)
            }

            fn id(&self) -> &str {
                &self.id
            }

            fn name(&self) -> &str {
                &self.name
            }
        }
    };
}

/// Splits a placement written `Name(x,y)` into the name and the tile. Presets list their
/// pieces this way, as the rules sheets do.
pub fn parse_placement(token: &str) -> Result<(&str, (i32, i32)), Text> {
    let open = token.find('(').ok_or_else(|| Text::new("map-placement-tile"))?;
    Ok((&token[..open], read_tile(&token[open..])?))
}

/// Reads a tile written `(x,y)`, for a move's notation (its error in English).
pub fn parse_tile(text: &str) -> Result<(i32, i32), String> {
    read_tile(text).map_err(|e| e.to_string())
}

/// Reads a tile written `(x,y)`, for a data file (its error in the catalogs' words).
pub fn read_tile(text: &str) -> Result<(i32, i32), Text> {
    let expected = || Text::new("map-tile-expected").with("text", quote(text.trim()));
    let inner = text.trim().strip_prefix('(').and_then(|t| t.strip_suffix(')')).ok_or_else(expected)?;
    let (x, y) = inner.split_once(',').ok_or_else(expected)?;
    let num = |s: &str| s.trim().parse::<i32>().map_err(|_| Text::new("map-not-number").with("text", quote(s.trim())));
    Ok((num(x)?, num(y)?))
}
