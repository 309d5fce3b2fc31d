//! Game setups: what the menu edits and a new game starts from.

use crate::ai::{AiKind, EvalChoice, Strength};
use crate::core::Seat;
use crate::core::assets::LoadError;
use bevy::prelude::*;
use std::time::Duration;

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Controller {
    Human,
    Ai(AiKind),
}

impl Controller {
    pub fn is_human(&self) -> bool {
        matches!(self, Controller::Human)
    }

    pub fn name(&self) -> &'static str {
        match self {
            Controller::Human => "human",
            Controller::Ai(kind) => kind.name(),
        }
    }

    /// Parses a command-line name: human, random, greedy, minimax, htn.
    pub fn parse(name: &str) -> Result<Controller, String> {
        Ok(match name {
            "human" => Controller::Human,
            "random" => Controller::Ai(AiKind::Random),
            "greedy" => Controller::Ai(AiKind::Greedy),
            "minimax" => Controller::Ai(AiKind::Minimax(Strength::default())),
            "htn" => Controller::Ai(AiKind::Htn),
            other => return Err(format!("unknown player '{other}' (human, random, greedy, minimax, htn)")),
        })
    }

    /// Every controller the menu offers for a game, with a default strength for minimax.
    pub fn choices(with_htn: bool) -> Vec<Controller> {
        let mut all = vec![
            Controller::Human,
            Controller::Ai(AiKind::Random),
            Controller::Ai(AiKind::Greedy),
            Controller::Ai(AiKind::Minimax(Strength {
                max_depth: None,
                think_time: Duration::from_millis(1000),
                eval: EvalChoice::Tuned,
            })),
        ];
        if with_htn {
            all.push(Controller::Ai(AiKind::Htn));
        }
        all
    }
}

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstPlayer {
    /// The game's own rule (red in Tactigon, x in tic-tac-toe).
    Default,
    Seat(Seat),
    /// Drawn from the game's seed.
    Random,
}

/// Everything a new game is started from. The menu edits it; "New game" restarts it.
#[derive(Resource, Clone, Debug)]
pub struct Setup {
    /// The catalog id of the game (`tactigon`).
    pub game: &'static str,
    /// The preset id (file stem) for games with presets.
    pub preset: String,
    /// The game's on/off options, in the order of its catalog entry.
    pub options: Vec<bool>,
    pub first: FirstPlayer,
    /// Controllers by seat.
    pub seats: Vec<Controller>,
    pub seed: u64,
}

/// A game's on/off option, shown in the menu.
#[derive(Clone, Debug)]
pub struct GameOption {
    pub label: &'static str,
    pub help: &'static str,
}

/// One game of the suite, as the menu shows it.
#[derive(Clone, Debug)]
pub struct CatalogEntry {
    pub id: &'static str,
    pub name: &'static str,
    pub seat_names: Vec<&'static str>,
    pub options: Vec<GameOption>,
    /// Whether the game has an HTN player.
    pub has_htn: bool,
    /// One line on how to play with the mouse, shown beside the board.
    pub how_to_play: &'static str,
    /// The preset chosen when the menu opens, if it exists.
    pub default_preset: &'static str,
    /// Lists the presets on disk: (id, display name) or the file's error.
    pub list_presets: fn() -> Vec<Result<(String, String), LoadError>>,
}

/// The games the suite offers, in menu order. Each game's plugin adds its entry.
#[derive(Resource, Default, Debug)]
pub struct Catalog {
    pub games: Vec<CatalogEntry>,
}

impl Catalog {
    pub fn get(&self, id: &str) -> Option<&CatalogEntry> {
        self.games.iter().find(|g| g.id == id)
    }

    /// The default setup of a game: first preset, options off, human against minimax.
    pub fn default_setup(&self, id: &str) -> Option<Setup> {
        let entry = self.get(id)?;
        let presets: Vec<String> = (entry.list_presets)().into_iter().flatten().map(|(id, _)| id).collect();
        let preset =
            presets.iter().find(|p| *p == entry.default_preset).or(presets.first()).cloned().unwrap_or_default();
        let mut seats = vec![Controller::Human; entry.seat_names.len()];
        if let Some(last) = seats.last_mut() {
            *last = Controller::choices(false)[3];
        }
        Some(Setup {
            game: entry.id,
            preset,
            options: vec![false; entry.options.len()],
            first: FirstPlayer::Default,
            seats,
            seed: 1,
        })
    }
}
