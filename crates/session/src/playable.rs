//! What a game gives the suite: the `PlayableGame` trait (rules, AIs, a menu entry, a start from
//! a setup), and what any game's record and sketch need from it.

use super::cue::{Cue, cue_of, step_cue};
use super::setup::{Catalog, CatalogEntry, Setup};
use super::sketch::Sketch;
use std::path::Path;
use stratagem_ai::AiGame;
use stratagem_core::assets::LoadError;
use stratagem_core::record::{Record, replay};
use stratagem_core::{Seat, Step, Text, Tile};

/// A game the app can host: rules, AIs, a menu entry and a way to start from a setup.
pub trait PlayableGame: AiGame {
    /// The game's id in setups, records, presets (`assets/maps/<ID>/`) and the command line.
    const ID: &'static str;

    fn catalog_entry() -> CatalogEntry;

    /// The starting position of a setup, or why it cannot be played.
    fn start(setup: &Setup) -> Result<Self, LoadError>;

    /// The position drawn small, for the menu's pictures.
    fn sketch(&self) -> Sketch;

    /// A position from a file in the game's preset format, played under the setup's options.
    fn load_position(path: &Path, setup: &Setup) -> Result<Self, LoadError>;

    /// The position in the game's preset format, so it can be loaded again.
    fn position_text(&self) -> String;

    /// A seat's name for players, from the catalogs: the catalog entry's seat name, or the
    /// rules' own where the setup decides the seats (a GDL description's roles).
    fn seat_text(&self, seat: Seat) -> Text {
        let entry = Self::catalog_entry();
        match entry.seat_names.get(seat.index()) {
            Some(key) if entry.seats_of.is_none() => Text::new(key),
            _ => Text::plain(self.seat_name(seat)),
        }
    }

    /// Extra lines for the game screen (captured pieces, say).
    fn status_lines(&self) -> Vec<Text> {
        Vec::new()
    }

    /// What a tile holds, a line each, for the hover tooltip and the keyboard cursor's label;
    /// none for a tile off the board.
    fn describe_tile(&self, _at: Tile) -> Vec<Text> {
        Vec::new()
    }

    /// Once the game is over, the tiles that show why (the winning line, the winner's pieces).
    fn winning_tiles(&self) -> Vec<Tile> {
        Vec::new()
    }

    /// For games whose turns are several actions: how many distinct positions can end the
    /// mover's turn (the branching factor of whole-turn search).
    fn whole_turn_count(&self) -> Option<usize> {
        None
    }

    /// How many of the last moves are still secret (Robot Race's programs until their round
    /// runs): the move log shows them without their text.
    fn secret_moves(&self) -> usize {
        0
    }

    /// The sound of a move from the steps it caused; `None` leaves it to the game's view
    /// (Robot Race sounds a round's events as its playback reaches them).
    fn cue(steps: &[Step]) -> Option<Cue> {
        Some(cue_of(steps, step_cue))
    }

    /// Games with hidden information: what `seat` may see (`view_for`; every hidden part blank
    /// for a spectator, `None`) as text that `read_view` reads back. A network client gets this
    /// instead of the seed, so it never learns what its seat may not see. `None`: the game has
    /// perfect information, and a client replays the record.
    fn view_text(&self, _seat: Option<Seat>) -> Option<String> {
        None
    }

    /// A position from `view_text`, played under `setup`, or what is wrong with the text.
    fn read_view(_setup: &Setup, _text: &str) -> Result<Self, String> {
        Err(format!("{} has no hidden information: a match is replayed from its record", Self::ID))
    }
}

/// A setup's starting position drawn small (a catalog entry's `sketch`).
pub fn sketch_of<G: PlayableGame>(setup: &Setup) -> Result<Sketch, LoadError> {
    G::start(setup).map(|game| game.sketch())
}

/// A record's moves checked against its game (a catalog entry's `check_moves`).
pub fn check_moves<G: PlayableGame>(setup: &Setup, moves: &[String]) -> Result<(), String> {
    check_record::<G>(setup, moves).map(|_| ())
}

/// Checks a record's moves against its game: the final position, or an error naming the
/// first bad move.
pub fn check_record<G: PlayableGame>(setup: &Setup, moves: &[String]) -> Result<G, String> {
    let start = G::start(setup).map_err(|e| e.to_string())?;
    replay(start, moves).map(|(_, end)| end).map_err(|e| e.to_string())
}

/// Reads a record and checks it against its game; the error names the file and the first bad
/// move. Nothing changes unless it is good.
pub fn read_record(path: &Path, catalog: &Catalog) -> Result<(Setup, Record), String> {
    let record = Record::read(path).map_err(|e| e.to_string())?;
    let fail = |e: String| format!("{}: {e}", path.display());
    let setup = Setup::from_record(&record, catalog).map_err(fail)?;
    let entry = catalog.get(setup.game).ok_or_else(|| fail(format!("unknown game '{}'", setup.game)))?;
    (entry.check_moves)(&setup, &record.moves).map_err(fail)?;
    Ok((setup, record))
}
