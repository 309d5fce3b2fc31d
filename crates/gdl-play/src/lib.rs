//! General game playing: any game written in GDL (KIF syntax) played as a game of the suite.
//! The presets are the descriptions under `assets/gdl/`; the seats are the roles.

pub mod rules;
pub mod sketch;

pub use rules::{BoardStyle, Cell, DEFAULT_STEP_LIMIT, Description, GdlGame, GdlMove, MarkStyle, Rules};
use std::path::{Path, PathBuf};
use stratagem_ai::{AiGame, AiKindInfo};
use stratagem_core::assets::{LoadError, asset_root, files_named, quote};
use stratagem_core::options::{OptionKind, OptionSpec, OptionValue};
use stratagem_core::{Game, Seat, Text};
use stratagem_gdl::Machine;
use stratagem_session::PlayableGame;
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, FileKind, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};

/// The game of a description on the engine the seat uses.
pub type GdlPlay = GdlGame<Rules>;

pub const SEARCH: AiKindInfo = AiKindInfo { id: "search", name: "ai-search", help: "ai-search-help", searches: true };

/// Any description on disk, opened from the setup page.
const KIF_FILES: FileKind = FileKind { button: "gdl-open-file", filter: "gdl-file-filter", extensions: &["kif"] };

/// The folder of the shipped descriptions.
pub fn description_dir() -> PathBuf {
    asset_root().join("gdl")
}

/// The `.kif` files of the folder, sorted by name.
fn kif_files() -> Vec<PathBuf> {
    files_named(&description_dir(), "kif")
}

fn stem(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The catalog message that names a shipped description for players (`maps.ftl`).
pub fn name_key(stem: &str) -> String {
    format!("map-gdl-{stem}")
}

/// A description's name for players: its file name in words ("Connect four"), which the
/// catalogs translate for the shipped ones (`map-gdl-<file name>`).
pub fn name_of(stem: &str) -> String {
    let words = stem.replace('-', " ");
    let mut chars = words.chars();
    chars.next().map_or(String::new(), |first| first.to_uppercase().chain(chars).collect())
}

/// The option that ends a game as a draw after so many joint steps.
pub const STEP_LIMIT: &str = "step-limit";

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec {
        name: STEP_LIMIT,
        label: "gdl-option-step-limit",
        help: "gdl-option-step-limit-help",
        kind: OptionKind::Int { min: 1, max: 1_000_000 },
        default: OptionValue::Int(DEFAULT_STEP_LIMIT as i64),
    }]
}

impl GdlPlay {
    /// Loads a description file and its board style, and starts it with the default step limit.
    pub fn load(path: &Path) -> Result<GdlPlay, LoadError> {
        GdlPlay::load_with(path, DEFAULT_STEP_LIMIT)
    }

    /// Loads a description file and its board style, and starts it, drawn after `step_limit`
    /// steps.
    fn load_with(path: &Path, step_limit: u64) -> Result<GdlPlay, LoadError> {
        let machine = Rules::load(path)?;
        // What was cleaned up to accept the description, as GGP-Base's players do.
        let cleanups = machine.warnings().to_vec();
        let style = Description::<Rules>::style_for(path)?;
        let roles = machine.role_names();
        let desc = Description { name: stem(path), machine, roles, style };
        let game = GdlGame::with_step_limit(desc, step_limit).map_err(|e| LoadError::new(path, e))?;
        Ok(game.warned_first(cleanups))
    }
}

/// The setup's step limit (the option is checked when set; anything else is the default).
fn step_limit(setup: &Setup) -> u64 {
    setup.options.int(STEP_LIMIT).and_then(|n| u64::try_from(n).ok()).filter(|&n| n > 0).unwrap_or(DEFAULT_STEP_LIMIT)
}

/// Seat colours, one per role in order: red and yellow first, as many two-role descriptions
/// (connect four) name their roles.
const COLOURS: [(f32, f32, f32); rules::MAX_ROLES] = [
    (0.90, 0.22, 0.22),
    (0.95, 0.80, 0.20),
    (0.15, 0.80, 0.88),
    (0.45, 0.85, 0.45),
    (0.70, 0.45, 0.95),
    (0.95, 0.55, 0.20),
    (0.95, 0.45, 0.75),
    (0.60, 0.60, 0.60),
];

impl PlayableGame for GdlPlay {
    const ID: &'static str = "gdl";

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: Self::ID,
            name: "gdl-name",
            seat_names: vec![
                "gdl-seat-1",
                "gdl-seat-2",
                "gdl-seat-3",
                "gdl-seat-4",
                "gdl-seat-5",
                "gdl-seat-6",
                "gdl-seat-7",
                "gdl-seat-8",
            ],
            options: options(),
            ai_kinds: Self::ai_kinds(),
            tagline: "gdl-tagline",
            rules: &["gdl-rules-description", "gdl-rules-steps"],
            rules_version: 1,
            pieces: vec![(Mark::new(Some(0), "X"), "gdl-piece-cell")],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "gdl-how-to-play",
            default_preset: "tictactoe",
            rules_first: Seat(0),
            seat_colours: COLOURS.iter().map(|&(r, g, b)| Rgb(r, g, b)).collect(),
            list_presets: || kif_files().iter().map(|p| Ok((stem(p), name_of(&stem(p))))).collect(),
            read_preset: None,
            opens: Some(KIF_FILES),
            seats_of: Some(|setup| GdlPlay::start(setup).map(|game| game.description().roles.clone())),
            ggp_seats: true,
            editor: None,
        }
    }

    fn sketch(&self) -> Sketch {
        sketch::sketch(self)
    }

    /// The preset's description, or the `.kif` file the preset names; the description alone
    /// decides who moves first.
    fn start(setup: &Setup) -> Result<GdlPlay, LoadError> {
        if KIF_FILES.names_file(&setup.preset) {
            return GdlPlay::load_with(Path::new(&setup.preset), step_limit(setup));
        }
        let dir = description_dir();
        let id = setup.preset.as_str();
        if id.is_empty() || id.contains(['/', '\\', ':']) || id.starts_with('.') {
            return Err(LoadError::new(&dir, format!("'{}' is not a description name (a .kif file here)", quote(id))));
        }
        let path = dir.join(format!("{id}.kif"));
        if !path.is_file() {
            let known: Vec<String> = kif_files().iter().map(|p| stem(p)).collect();
            return Err(LoadError::new(&path, format!("no such description (known: {})", known.join(", "))));
        }
        GdlPlay::load_with(&path, step_limit(setup))
    }

    /// A position file is a description (`.kif`), played from its start.
    fn load_position(path: &Path, setup: &Setup) -> Result<GdlPlay, LoadError> {
        GdlPlay::load_with(path, step_limit(setup))
    }

    /// The facts of the state, one per line, as `(true …)` would name them.
    fn position_text(&self) -> String {
        let mut text = format!("; {} state\n", self.description().name);
        for fact in self.fact_texts() {
            text += &fact;
            text.push('\n');
        }
        text
    }

    /// The description's warnings are the engine's own words about the file, as written.
    fn status_lines(&self) -> Vec<Text> {
        let mut lines: Vec<Text> = self.warnings().into_iter().map(Text::plain).collect();
        if let Some(error) = self.error() {
            lines.push(Text::new("gdl-status-failed").with("error", error));
        } else if self.simultaneous() && self.outcome().is_none() {
            lines.push(Text::new("gdl-status-simultaneous"));
        }
        lines
    }

    fn describe_tile(&self, at: (i32, i32)) -> Vec<Text> {
        let Some(cell) = self.board().and_then(|cells| cells.into_iter().find(|c| c.at == at)) else {
            return Vec::new();
        };
        let (x, y) = (cell.x.to_string(), cell.y.to_string());
        vec![match cell.value {
            Some(value) => Text::new("gdl-tile").with("x", x).with("y", y).with("value", value.to_string()),
            None => Text::new("gdl-tile-empty").with("x", x).with("y", y),
        }]
    }

    fn secret_moves(&self) -> usize {
        self.pending()
    }
}
