//! Game setups: what the menu edits, a new game starts from, and a record stores.

use super::Controller;
use super::sketch::{Mark, Rgb, Sketch};
use std::path::Path;
use stratagem_ai::{AiKindInfo, AiPlayer};
use stratagem_core::assets::{LoadError, quote};
use stratagem_core::options::{OptionSpec, Options};
use stratagem_core::record::{FirstPlayer, Record};
use stratagem_core::{Seat, Text};

/// Reads a preset's text and gives its display name, or what is wrong with it.
pub type PresetReader = fn(&str, &Path) -> Result<String, LoadError>;

/// Everything a new game is started from. The menu edits it; "New game" restarts it with the
/// next seed; a record stores it.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The catalog id of the game (`tactigon`).
    pub game: &'static str,
    /// The preset id (file stem) for games with presets.
    pub preset: String,
    pub options: Options,
    pub first: FirstPlayer,
    /// Controllers by seat.
    pub seats: Vec<Controller>,
    pub seed: u64,
    /// The version of the game's rules it is played under (its catalog entry's), which its
    /// records carry.
    pub rules: u32,
}

impl Setup {
    /// The record of a game from this setup with these moves (text forms).
    pub fn record(&self, moves: Vec<String>) -> Record {
        Record {
            game: self.game.to_string(),
            rules: self.rules,
            preset: self.preset.clone(),
            options: self.options.clone(),
            first: self.first,
            // A network client's remote seats are people or the server's players: its copy of
            // the record, played again here, has people there.
            seats: self
                .seats
                .iter()
                .map(|c| if *c == Controller::Remote { Controller::Human.text() } else { c.text() })
                .collect(),
            seed: self.seed,
            moves,
            hints: Vec::new(),
        }
    }

    /// The setup a record was played from, checked against the game's catalog entry. Every
    /// record loaded goes through here (replays, saves, saved setups, hosted matches), so a
    /// record made under other rules than this build's is refused here, older or newer.
    pub fn from_record(record: &Record, catalog: &Catalog) -> Result<Setup, String> {
        let entry = catalog.get(&record.game).ok_or_else(|| {
            let known: Vec<&str> = catalog.games.iter().map(|g| g.id).collect();
            format!("unknown game '{}' (known: {})", quote(&record.game), known.join(", "))
        })?;
        if record.rules != entry.rules_version {
            return Err(format!(
                "this record was made under {} rules version {}; this build plays version {}, so it cannot be \
                 replayed",
                Text::new(entry.name),
                record.rules,
                entry.rules_version
            ));
        }
        if record.seats.len() != entry.seat_names.len() {
            return Err(format!("{} seats listed; {} has {}", record.seats.len(), entry.id, entry.seat_names.len()));
        }
        let seats =
            record.seats.iter().map(|s| Controller::parse(s, &entry.ai_kinds)).collect::<Result<Vec<_>, _>>()?;
        entry.check_seats(&seats)?;
        if let FirstPlayer::Seat(seat) = record.first
            && seat.index() >= seats.len()
        {
            return Err(format!("first: seat {} does not exist ({} seats)", seat.0, seats.len()));
        }
        Ok(Setup {
            game: entry.id,
            preset: record.preset.clone(),
            options: record.options.clone().validated(&entry.options)?,
            first: record.first,
            seats,
            seed: record.seed,
            rules: entry.rules_version,
        })
    }
}

/// One game of the suite, as the menu and the command line know it.
#[derive(Clone, Debug)]
pub struct CatalogEntry {
    pub id: &'static str,
    pub name: &'static str,
    pub seat_names: Vec<&'static str>,
    pub options: Vec<OptionSpec>,
    /// The computer players the game offers.
    pub ai_kinds: Vec<AiKindInfo>,
    /// One line on what the game is, for its card in the menu.
    pub tagline: &'static str,
    /// The rules screen: a few short paragraphs.
    pub rules: &'static [&'static str],
    /// The version of the rules, raised whenever a change makes a record play differently
    /// (records carry it; one of another version is refused).
    pub rules_version: u32,
    /// The pieces as the menu's pictures draw them, with what each is.
    pub pieces: Vec<(Mark, &'static str)>,
    /// A setup's starting position drawn small, or why it cannot start.
    pub sketch: fn(&Setup) -> Result<Sketch, LoadError>,
    /// Checks a record's moves from a setup: `Ok` or the first bad move.
    pub check_moves: fn(&Setup, &[String]) -> Result<(), String>,
    /// One line on how to play with the mouse, shown beside the board.
    pub how_to_play: &'static str,
    /// The preset chosen when the menu opens, if it exists.
    pub default_preset: &'static str,
    /// The seat that moves first by the game's own rule; the human sits there by default.
    pub rules_first: Seat,
    /// Each seat's colour on the board, for the legend beside it.
    pub seat_colours: Vec<Rgb>,
    /// Lists the presets on disk: (id, display name) or the file's error.
    pub list_presets: fn() -> Vec<Result<(String, String), LoadError>>,
    /// Reads one preset's text (`maps/<id>/<preset>.ron`) for the live preset list: its name or
    /// its error. `None` for games without presets.
    pub read_preset: Option<PresetReader>,
    /// Files of the game's own kind that the setup page can open instead of a preset (their
    /// path becomes the setup's preset), or `None`.
    pub opens: Option<FileKind>,
    /// For games whose seats the setup decides (a GDL description's roles, which also decide
    /// who moves first): the seats' names, or why the setup cannot start. `None`: the seats
    /// are `seat_names`.
    pub seats_of: Option<fn(&Setup) -> Result<Vec<String>, LoadError>>,
    /// Whether a seat may be a GGP player elsewhere (`Controller::Ggp`): games whose rules are
    /// a GDL description, which the player is sent.
    pub ggp_seats: bool,
    /// The map editor's model of the game's presets, for games whose maps the editor makes.
    pub editor: Option<super::editor::EditorKind>,
}

/// A kind of file a game opens: the button's words and the file dialog's filter.
#[derive(Clone, Copy, Debug)]
pub struct FileKind {
    pub button: &'static str,
    pub filter: &'static str,
    pub extensions: &'static [&'static str],
}

impl FileKind {
    /// Whether a setup's preset names a file of this kind rather than a preset.
    pub fn names_file(&self, preset: &str) -> bool {
        Path::new(preset).extension().is_some_and(|x| self.extensions.iter().any(|e| x.eq_ignore_ascii_case(e)))
    }
}

impl CatalogEntry {
    /// Refuses seats the game cannot have: a GGP player in a game that is not GDL.
    pub fn check_seats(&self, seats: &[Controller]) -> Result<(), String> {
        match seats.iter().find(|c| matches!(c, Controller::Ggp(_))) {
            Some(ggp) if !self.ggp_seats => {
                Err(format!("{}: a GGP player ({}) plays GDL descriptions only", self.id, ggp.text()))
            }
            _ => Ok(()),
        }
    }

    /// The default setup: the default (or first) preset, default options, the human moving
    /// first against the computer at Normal.
    pub fn default_setup(&self) -> Setup {
        let presets: Vec<String> = (self.list_presets)().into_iter().flatten().map(|(id, _)| id).collect();
        let preset =
            presets.iter().find(|p| *p == self.default_preset).or(presets.first()).cloned().unwrap_or_default();
        let opponent = self
            .ai_kinds
            .iter()
            .find(|k| **k == stratagem_ai::levels::NORMAL)
            .or(self.ai_kinds.first())
            .map_or(Controller::Human, |k| Controller::Ai(AiPlayer::new(*k)));
        let mut seats = vec![opponent; self.seat_names.len()];
        if let Some(first) = seats.get_mut(self.rules_first.index()) {
            *first = Controller::Human;
        }
        Setup {
            game: self.id,
            preset,
            options: Options::defaults(&self.options),
            first: FirstPlayer::Default,
            seats,
            seed: 1,
            rules: self.rules_version,
        }
    }
}

/// The games the suite offers, in menu order (`games::catalog()`).
#[derive(Default, Debug)]
pub struct Catalog {
    pub games: Vec<CatalogEntry>,
}

impl Catalog {
    pub fn get(&self, id: &str) -> Option<&CatalogEntry> {
        self.games.iter().find(|g| g.id == id)
    }

    pub fn default_setup(&self, id: &str) -> Option<Setup> {
        self.get(id).map(CatalogEntry::default_setup)
    }
}
