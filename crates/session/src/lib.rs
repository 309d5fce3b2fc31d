//! What runs games, without Bevy: setups, who decides for each seat, the catalog of games,
//! record checking and the seeds of AI decisions. The window, the arena, the tournament and a
//! network server all run games through it.

pub mod cue;
pub mod editor;
pub mod hint;
pub mod interrupt;
pub mod playable;
pub mod review;
pub mod selfplay;
pub mod setup;
pub mod sketch;
pub mod statistics;
pub mod tutorial;

pub use cue::Cue;
pub use playable::PlayableGame;
pub use setup::{Catalog, CatalogEntry, Setup};
use stratagem_ai::{AiKindInfo, AiPlayer};

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Controller {
    Human,
    Ai(AiPlayer),
    /// Decided elsewhere: a person at another machine, or the server's computer player, in a
    /// network match. Its moves arrive from the server.
    Remote,
}

impl Controller {
    pub fn is_human(&self) -> bool {
        matches!(self, Controller::Human)
    }

    /// The short name: `human` or the AI kind.
    pub fn name(&self) -> &'static str {
        match self {
            Controller::Human => "human",
            Controller::Ai(player) => player.kind.id,
            Controller::Remote => "remote",
        }
    }

    /// The text form records and the command line use: `human`, `greedy`, `minimax:250ms:d4`
    /// (`remote` only in a network client's own copy of a match).
    pub fn text(&self) -> String {
        match self {
            Controller::Human => "human".into(),
            Controller::Ai(player) => player.text(),
            Controller::Remote => "remote".into(),
        }
    }

    /// Reads a controller (`human`, `remote` or one of the AI kinds a game offers); any other
    /// kind is refused with the list of those it offers.
    pub fn parse(text: &str, offered: &[AiKindInfo]) -> Result<Controller, String> {
        match text.trim() {
            "human" => return Ok(Controller::Human),
            "remote" => return Ok(Controller::Remote),
            _ => {}
        }
        AiPlayer::parse(text, offered).map(Controller::Ai)
    }
}

/// The seed of an AI decision: the match's seed mixed with the ply, so a game replays exactly
/// when its players are deterministic (in the window and in the arena alike).
pub fn decision_seed(seed: u64, ply: usize) -> u64 {
    seed ^ (ply as u64).wrapping_mul(0x2545_F491_4F6C_DD1D)
}
