//! Tactigon: hex board, four piece shapes, a combat table and gold tiles.

mod ai;
pub mod board;
pub mod editing;
pub mod eval;
pub mod preset;
pub mod rules;
pub mod sketch;

use rand::RngExt;
pub use rules::{Kind, Piece, Rules, Side, TMove, Tactigon};
use std::path::Path;
use stratagem_ai::AiGame;
use stratagem_core::assets::{LoadError, MapPreset};
use stratagem_core::options::{OptionSpec, Options};
use stratagem_core::record::FirstPlayer;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Text};
use stratagem_session::PlayableGame;
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};

impl PlayableGame for Tactigon {
    const ID: &'static str = preset::ID;

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: Self::ID,
            name: "tactigon-name",
            seat_names: vec!["tactigon-seat-cian", "tactigon-seat-red"],
            options: vec![
                OptionSpec::flag(
                    JUMPING_SQUARES,
                    "tactigon-option-jumping-squares",
                    "tactigon-option-jumping-squares-help",
                ),
                OptionSpec::flag(GOLD_BOOST, "tactigon-option-gold-boost", "tactigon-option-gold-boost-help"),
            ],
            ai_kinds: Self::ai_kinds(),
            tagline: "tactigon-tagline",
            rules: &["tactigon-rules-pieces", "tactigon-rules-combat", "tactigon-rules-win"],
            rules_version: 1,
            pieces: vec![
                (Mark::new(Some(0), "C"), "tactigon-piece-circle"),
                (Mark::new(Some(0), "T"), "tactigon-piece-triangle"),
                (Mark::new(Some(0), "S"), "tactigon-piece-square"),
                (Mark::new(Some(0), "P"), "tactigon-piece-pentagon"),
            ],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "tactigon-how-to-play",
            default_preset: "small",
            rules_first: Side::Red.seat(),
            seat_colours: vec![Rgb(0.15, 0.80, 0.88), Rgb(0.90, 0.22, 0.22)],
            list_presets: preset::Preset::list,
            read_preset: Some(preset::Preset::name_of),
            opens: None,
            seats_of: None,
            ggp_seats: false,
            editor: Some(editing::EDITOR),
        }
    }

    fn sketch(&self) -> Sketch {
        sketch::sketch(self)
    }

    fn start(setup: &Setup) -> Result<Tactigon, LoadError> {
        let preset = preset::Preset::find(&setup.preset)?;
        let first = match setup.first {
            FirstPlayer::Default => Side::Red,
            FirstPlayer::Seat(seat) => Side::of(seat),
            FirstPlayer::Random => Side::BOTH[seeded(setup.seed).random_range(0..2)],
        };
        Ok(preset.start(rules_of(setup), first))
    }

    fn load_position(path: &Path, setup: &Setup) -> Result<Tactigon, LoadError> {
        Ok(preset::Preset::load(path)?.start(rules_of(setup), Side::Red))
    }

    fn position_text(&self) -> String {
        preset::position_text(self, "position")
    }

    fn describe_tile(&self, at: (i32, i32)) -> Vec<Text> {
        let Some(tile) = self.board().tile(at) else { return Vec::new() };
        let gold = self.board().is_gold(tile);
        vec![match self.piece_at(tile) {
            Some(p) => Text::new(if gold { "tactigon-tile-piece-gold" } else { "tactigon-tile-piece" })
                .with("side", p.side.text())
                .with("piece", p.kind.text())
                .with("steps", self.steps(tile, p.kind)),
            None => Text::new(if gold { "tactigon-tile-empty-gold" } else { "tactigon-tile-empty" })
                .with("x", at.0)
                .with("y", at.1),
        }]
    }

    /// The gold tiles when they won the game, else the winner's pieces.
    fn winning_tiles(&self) -> Vec<(i32, i32)> {
        let board = self.board();
        let Some(winner) = self.outcome().and_then(|o| o.winner()).map(Side::of) else { return Vec::new() };
        let gold = board.gold();
        if gold.iter().all(|&g| self.piece_at(g).is_some_and(|p| p.side == winner)) {
            return gold.iter().map(|&g| board.offset(g)).collect();
        }
        self.pieces().filter(|(_, p)| p.side == winner).map(|(t, _)| board.offset(t)).collect()
    }

    fn status_lines(&self) -> Vec<Text> {
        Side::BOTH.iter().map(|&side| captured_text(self, side)).collect()
    }
}

const JUMPING_SQUARES: &str = "jumping-squares";
const GOLD_BOOST: &str = "gold-boost";

/// The rules a setup's options choose.
fn rules_of(setup: &Setup) -> Rules {
    rules_from(&setup.options)
}

pub fn rules_from(options: &Options) -> Rules {
    Rules { jumping_squares: options.flag(JUMPING_SQUARES), gold_boost: options.flag(GOLD_BOOST), ..Rules::default() }
}

/// The pieces a side has lost so far, by kind.
pub fn captured(state: &Tactigon, side: Side) -> Vec<(Kind, u32)> {
    Kind::ALL
        .iter()
        .map(|&kind| {
            let left = state.pieces().filter(|(_, p)| *p == Piece { side, kind }).count() as u32;
            (kind, state.started_with(side, kind).saturating_sub(left))
        })
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// What a side has lost, by kind: "red lost: 2 circles, one square".
fn captured_text(state: &Tactigon, side: Side) -> Text {
    let lost = captured(state, side);
    if lost.is_empty() {
        return Text::new("tactigon-status-lost-nothing").with("side", side.text());
    }
    let pieces = lost.iter().map(|&(kind, n)| Text::new(kind.counted()).with("count", n)).collect();
    Text::new("tactigon-status-lost").with("side", side.text()).with("pieces", Text::List(pieces))
}
