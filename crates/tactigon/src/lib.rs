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
use stratagem_core::Game;
use stratagem_core::assets::{LoadError, MapPreset};
use stratagem_core::options::{OptionSpec, Options};
use stratagem_core::record::FirstPlayer;
use stratagem_core::rng::seeded;
use stratagem_session::PlayableGame;
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};

impl PlayableGame for Tactigon {
    const ID: &'static str = preset::ID;

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: Self::ID,
            name: "Tactigon",
            seat_names: vec!["cian", "red"],
            options: vec![
                OptionSpec::flag(
                    JUMPING_SQUARES,
                    "Jumping squares",
                    "Squares may pass over any piece except an enemy square.",
                ),
                OptionSpec::flag(
                    GOLD_BOOST,
                    "Gold boost",
                    "A piece that starts its turn on a gold tile gets one more step.",
                ),
            ],
            ai_kinds: Self::ai_kinds(),
            tagline: "A hex-board skirmish of circles, triangles, squares and a pentagon.",
            rules: &[
                "Two sides, cian and red, each with six circles, three triangles, three squares and one \
                 pentagon. A turn moves one piece along a path of up to as many steps as it has sides, \
                 through empty tiles only; it may end on an empty tile or step onto an enemy it may attack.",
                "Combat: a circle captures anything; a triangle captures all but a circle, with which it \
                 trades (both are lost); a square captures squares and the pentagon, trades with a triangle \
                 and cannot attack a circle; a pentagon only captures a pentagon. A winning attacker takes \
                 the tile.",
                "You win when the enemy pentagon is captured, or when you hold every gold tile at the start \
                 of your turn. A side with no legal move loses; 100 turns without a capture is a draw.",
            ],
            pieces: vec![
                (Mark::new(Some(0), "C"), "circle: 1 step"),
                (Mark::new(Some(0), "T"), "triangle: 3 steps"),
                (Mark::new(Some(0), "S"), "square: 4 steps"),
                (Mark::new(Some(0), "P"), "pentagon: 5 steps; lose it and you lose"),
            ],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "Click a piece, then a lit tile: green to move, red to attack. Click elsewhere, \
                          right-click or Escape to cancel.",
            default_preset: "small",
            rules_first: Side::Red.seat(),
            seat_colours: vec![Rgb(0.15, 0.80, 0.88), Rgb(0.90, 0.22, 0.22)],
            list_presets: preset::Preset::list,
            read_preset: Some(preset::Preset::name_of),
            opens: None,
            seats_of: None,
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

    fn describe_tile(&self, at: (i32, i32)) -> Option<String> {
        let tile = self.board().tile(at)?;
        let gold = if self.board().is_gold(tile) { " on gold" } else { "" };
        Some(match self.piece_at(tile) {
            Some(p) => {
                let steps = self.steps(tile, p.kind);
                format!(
                    "{} {}{gold}: moves up to {steps} tile{}",
                    p.side.name(),
                    p.kind.name(),
                    if steps == 1 { "" } else { "s" }
                )
            }
            None if gold.is_empty() => format!("empty tile ({},{})", at.0, at.1),
            None => format!("empty gold tile ({},{})", at.0, at.1),
        })
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

    fn status_lines(&self) -> Vec<String> {
        Side::BOTH.iter().map(|&side| format!("{} lost: {}", side.name(), captured_text(self, side))).collect()
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

fn captured_text(state: &Tactigon, side: Side) -> String {
    let lost = captured(state, side);
    if lost.is_empty() {
        return "nothing".into();
    }
    lost.iter()
        .map(|(kind, n)| format!("{n} {}{}", kind.name(), if *n == 1 { "" } else { "s" }))
        .collect::<Vec<_>>()
        .join(", ")
}
