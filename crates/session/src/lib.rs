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
use std::net::{SocketAddr, ToSocketAddrs};
use stratagem_ai::{AiKindInfo, AiPlayer};

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Controller {
    Human,
    Ai(AiPlayer),
    /// Decided elsewhere: a person at another machine, or the server's computer player, in a
    /// network match. Its moves arrive from the server.
    Remote,
    /// A general game player elsewhere, spoken to over the GGP protocol (GDL games only): the
    /// window manages a match for it and plays its answers.
    Ggp(SocketAddr),
}

impl Controller {
    /// A GGP seat's short name (`name`), which statistics keep as its opponent's.
    pub const GGP: &'static str = "ggp";

    pub fn is_human(&self) -> bool {
        matches!(self, Controller::Human)
    }

    /// The short name: `human` or the AI kind.
    pub fn name(&self) -> &'static str {
        match self {
            Controller::Human => "human",
            Controller::Ai(player) => player.kind.id,
            Controller::Remote => "remote",
            Controller::Ggp(_) => Controller::GGP,
        }
    }

    /// The text form records and the command line use: `human`, `greedy`, `minimax:250ms:d4`
    /// (`remote` only in a network client's own copy of a match).
    pub fn text(&self) -> String {
        match self {
            Controller::Human => "human".into(),
            Controller::Ai(player) => player.text(),
            Controller::Remote => "remote".into(),
            Controller::Ggp(addr) => format!("ggp:{addr}"),
        }
    }

    /// Reads a controller (`human`, `remote`, `ggp:ADDRESS:PORT` or one of the AI kinds a game
    /// offers); any other kind is refused with the list of those it offers. A GGP player's
    /// address is read as written, never looked up: records come from anywhere, servers read
    /// them too. (The command line and the setup page look names up: `ggp_address`.)
    pub fn parse(text: &str, offered: &[AiKindInfo]) -> Result<Controller, String> {
        match text.trim() {
            "human" => return Ok(Controller::Human),
            "remote" => return Ok(Controller::Remote),
            _ => {}
        }
        if let Some(addr) = text.trim().strip_prefix("ggp:") {
            let shown = addr.escape_default();
            let wanted = "write an IP address and a port, as 127.0.0.1:9147";
            return addr.trim().parse().map(Controller::Ggp).map_err(|_| format!("ggp:{shown}: {wanted}"));
        }
        AiPlayer::parse(text, offered).map(Controller::Ai)
    }
}

/// A GGP player's address as a person types it, `HOST:PORT` (a name is looked up now, once).
pub fn ggp_address(text: &str) -> Result<SocketAddr, String> {
    let text = text.trim();
    let shown = text.escape_default();
    if text.rsplit_once(':').is_none_or(|(host, port)| host.is_empty() || port.parse::<u16>().is_err()) {
        return Err(format!("'{shown}' is not a GGP player's address: write HOST:PORT, as 127.0.0.1:9147"));
    }
    let found = text.to_socket_addrs().map_err(|e| format!("the GGP player's address '{shown}': {e}"))?;
    found.into_iter().next().ok_or_else(|| format!("the GGP player's address '{shown}' names no machine"))
}

/// The seed of an AI decision: the match's seed mixed with the ply, so a game replays exactly
/// when its players are deterministic (in the window and in the arena alike).
pub fn decision_seed(seed: u64, ply: usize) -> u64 {
    seed ^ (ply as u64).wrapping_mul(0x2545_F491_4F6C_DD1D)
}
