//! Tic-tac-toe: the General Game Playing classic, played perfectly by minimax.

pub mod rules;
pub mod sketch;

use rand::RngExt;
pub use rules::{Cell, TicTacToe};
use std::path::Path;
use stratagem_ai::AiGame;
use stratagem_core::assets::LoadError;
use stratagem_core::record::FirstPlayer;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Seat, Text};
use stratagem_session::PlayableGame;
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};

impl PlayableGame for TicTacToe {
    const ID: &'static str = "tictactoe";

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: Self::ID,
            name: "tictactoe-name",
            seat_names: vec!["tictactoe-seat-x", "tictactoe-seat-o"],
            options: Vec::new(),
            ai_kinds: Self::ai_kinds(),
            tagline: "tictactoe-tagline",
            rules: &["tictactoe-rules-play", "tictactoe-rules-perfect"],
            rules_version: 1,
            pieces: vec![
                (Mark::new(Some(0), "X"), "tictactoe-piece-x"),
                (Mark::new(Some(1), "O"), "tictactoe-piece-o"),
            ],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "tictactoe-how-to-play",
            default_preset: "",
            rules_first: Seat(0),
            seat_colours: vec![Rgb(0.15, 0.80, 0.88), Rgb(0.90, 0.22, 0.22)],
            list_presets: Vec::new,
            read_preset: None,
            opens: None,
            seats_of: None,
            ggp_seats: false,
            editor: None,
        }
    }

    fn sketch(&self) -> Sketch {
        sketch::sketch(self)
    }

    fn start(setup: &Setup) -> Result<TicTacToe, LoadError> {
        let first = match setup.first {
            FirstPlayer::Default => Seat(0),
            FirstPlayer::Seat(seat) => seat,
            FirstPlayer::Random => Seat(seeded(setup.seed).random_range(0..2)),
        };
        Ok(TicTacToe::parse("... / ... / ...", first).expect("the empty board parses"))
    }

    /// A file holding the rows (`XXO / .O. / .OX`), optionally followed by `x` or `o` to move;
    /// without it, x moves when both have marked as many cells.
    fn load_position(path: &Path, _setup: &Setup) -> Result<TicTacToe, LoadError> {
        let text = stratagem_core::assets::read_text(path)?;
        let cells = |rows: &str| rows.chars().filter(|c| !c.is_whitespace() && *c != '/').count();
        let (rows, to_move) = match text.trim().rsplit_once(char::is_whitespace) {
            Some((rows, side @ ("x" | "X" | "o" | "O"))) if cells(rows) == 9 => {
                (rows, Some(if side.eq_ignore_ascii_case("x") { Seat(0) } else { Seat(1) }))
            }
            _ => (text.trim(), None),
        };
        let count = |c: char| rows.chars().filter(|r| r.eq_ignore_ascii_case(&c)).count();
        let to_move = to_move.unwrap_or(if count('x') > count('o') { Seat(1) } else { Seat(0) });
        TicTacToe::parse(rows, to_move).map_err(|e| LoadError::new(path, e))
    }

    fn describe_tile(&self, (col, row): (i32, i32)) -> Vec<Text> {
        if !(1..=3).contains(&row) || !(1..=3).contains(&col) {
            return Vec::new();
        }
        vec![match self.cell(Cell::at(row as usize - 1, col as usize - 1)) {
            Some(seat) => Text::new("tictactoe-tile")
                .with("row", row)
                .with("col", col)
                .with("mark", rules::mark(seat).to_string()),
            None => Text::new("tictactoe-tile-empty").with("row", row).with("col", col),
        }]
    }

    fn winning_tiles(&self) -> Vec<(i32, i32)> {
        self.winning_line()
            .map_or(Vec::new(), |line| line.iter().map(|c| (c.col() as i32 + 1, c.row() as i32 + 1)).collect())
    }

    /// The rows and the side to move, as `load_position` reads them.
    fn position_text(&self) -> String {
        let rows: Vec<String> = (0..3)
            .map(|r| {
                (0..3).map(|c| self.cell(Cell::at(r, c)).map_or('.', |s| rules::mark(s).to_ascii_uppercase())).collect()
            })
            .collect();
        format!("{} {}\n", rows.join(" / "), rules::mark(self.to_move()))
    }
}
