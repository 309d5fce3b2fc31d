//! Tactigon: hex board, four piece shapes, a combat table and gold tiles.

pub mod board;
pub mod eval;
pub mod preset;
pub mod rules;
mod view;

use crate::ai::AiGame;
use crate::core::Seat;
use crate::core::assets::LoadError;
use crate::core::rng::seeded;
use crate::shell::setup::{CatalogEntry, FirstPlayer, GameOption, Setup};
use crate::shell::{Headless, MatchPlugin, PlayableGame};
use bevy::prelude::*;
use rand::RngExt;
pub use rules::{Kind, Piece, Rules, Side, TMove, Tactigon};
use std::path::Path;

impl AiGame for Tactigon {
    type Reference = eval::ReferenceEval;
    type Tuned = eval::TunedEval;

    fn greedy_score(&self, seat: Seat) -> i32 {
        eval::greedy_score(self, seat)
    }
}

impl PlayableGame for Tactigon {
    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: "tactigon",
            name: "Tactigon",
            seat_names: vec!["cian", "red"],
            options: vec![
                GameOption {
                    label: "Jumping squares",
                    help: "Squares may pass over any piece except an enemy square.",
                },
                GameOption {
                    label: "Gold boost",
                    help: "A piece that starts its turn on a gold tile gets one more step.",
                },
            ],
            has_htn: <Tactigon as crate::ai::AiGame>::htn_domain().is_some(),
            how_to_play: "Click a piece, then a lit tile: green to move, red to attack. Right-click cancels.",
            default_preset: "small",
            list_presets: || {
                preset::load_all(&preset::preset_dir()).into_iter().map(|p| p.map(|p| (p.id, p.name))).collect()
            },
        }
    }

    fn start(setup: &Setup) -> Result<Tactigon, LoadError> {
        let preset = preset::find(&setup.preset)?;
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

    fn status_lines(&self) -> Vec<String> {
        Side::BOTH.iter().map(|&side| format!("{} lost: {}", side.name(), captured_text(self, side))).collect()
    }
}

/// The rules a setup's options choose, in the catalog entry's order.
fn rules_of(setup: &Setup) -> Rules {
    Rules {
        jumping_squares: setup.options.first().copied().unwrap_or(false),
        gold_boost: setup.options.get(1).copied().unwrap_or(false),
        ..Rules::default()
    }
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

/// Tactigon in the app: its match logic, and its board view when there is a window.
pub struct TactigonPlugin;

impl Plugin for TactigonPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(MatchPlugin::<Tactigon>::default());
        if !app.world().contains_resource::<Headless>() {
            app.add_plugins(view::TactigonViewPlugin);
        }
    }
}
