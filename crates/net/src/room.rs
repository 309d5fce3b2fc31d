//! A match as the server holds it while it serves it: the game, who sits where, who watches,
//! and what each of them may see.

use super::hosted::HostedGame;
use super::protocol::{LoggedMove, MatchInfo, Presence, Snapshot};
use super::store::SeatClaim;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use stratagem_ai::AiPlayer;
use stratagem_core::{Seat, Text};

/// A connection, as the transport numbers them.
pub type ClientId = u64;

#[derive(Default)]
pub(crate) struct Chair {
    pub computer: Option<AiPlayer>,
    pub token: Option<String>,
    pub name: Option<String>,
    pub client: Option<ClientId>,
    pub away_since: Option<Instant>,
    /// A computer plays for the absent player.
    pub taken_over: bool,
}

impl Chair {
    /// The seat as the store keeps it.
    pub fn claim(&self) -> SeatClaim {
        SeatClaim { token: self.token.clone(), name: self.name.clone(), taken_over: self.taken_over }
    }
}

pub(crate) struct Room {
    pub code: String,
    pub game: Box<dyn HostedGame>,
    pub chairs: Vec<Chair>,
    pub watchers: BTreeSet<ClientId>,
    /// The revision a computer is deciding at, and its cancel flag.
    pub thinking: Option<(u32, Arc<AtomicBool>)>,
    /// Decisions of the computer to move that could not be started in a row.
    pub think_failures: u32,
    pub forfeit: Option<Text>,
    /// Whether the game hides things (clients get views), asked once.
    pub hidden: bool,
    /// How many of the last moves were secret after the last move.
    pub secret: usize,
}

impl Room {
    pub fn new(code: String, game: Box<dyn HostedGame>, chairs: Vec<Chair>, forfeit: Option<Text>) -> Room {
        let (hidden, secret) = (game.hidden(), game.secret_moves());
        Room {
            code,
            game,
            chairs,
            watchers: BTreeSet::new(),
            thinking: None,
            think_failures: 0,
            forfeit,
            hidden,
            secret,
        }
    }

    pub fn revision(&self) -> u32 {
        self.game.moves().len() as u32
    }

    pub fn result(&self) -> Option<Text> {
        self.forfeit.clone().or_else(|| self.game.result())
    }

    pub fn clients(&self) -> impl Iterator<Item = (ClientId, Option<Seat>)> + '_ {
        let seated = self.chairs.iter().enumerate().filter_map(|(i, c)| c.client.map(|id| (id, Some(Seat(i as u8)))));
        seated.chain(self.watchers.iter().map(|&id| (id, None)))
    }

    pub fn presence(&self, now: Instant, wait: Duration) -> Vec<Presence> {
        let to_move = self.game.to_move();
        self.chairs
            .iter()
            .enumerate()
            .map(|(i, chair)| {
                let thinking = self.thinking.is_some() && to_move == Some(Seat(i as u8));
                match (&chair.computer, &chair.name, chair.client, chair.away_since) {
                    (Some(player), _, _, _) => Presence::Computer { player: player.text(), thinking },
                    (None, Some(_), None, _) if chair.taken_over => {
                        Presence::Computer { player: "stand-in".into(), thinking }
                    }
                    (None, Some(name), Some(_), _) => Presence::Connected { name: name.clone() },
                    (None, Some(name), None, since) => Presence::Away {
                        name: name.clone(),
                        seconds_left: since
                            .map_or(0, |s| wait.saturating_sub(now.saturating_duration_since(s)).as_secs() as u32),
                    },
                    (None, None, _, _) => Presence::Open,
                }
            })
            .collect()
    }

    /// The log as `viewer` may see it: secret moves show only to their mover.
    fn log_for(&self, viewer: Option<Seat>) -> Vec<LoggedMove> {
        let moves = self.game.moves();
        let open = moves.len().saturating_sub(self.game.secret_moves());
        moves
            .iter()
            .zip(self.game.movers())
            .enumerate()
            .map(|(i, (text, &seat))| LoggedMove {
                seat: seat.0,
                text: (i < open || viewer == Some(seat)).then(|| text.clone()),
            })
            .collect()
    }

    pub fn snapshot(&self, viewer: Option<Seat>, now: Instant, wait: Duration) -> Snapshot {
        let mut record = self.game.record();
        if self.hidden {
            // The seed decides every deal to come, and the moves hold the secret programs.
            record.seed = 0;
            record.moves.clear();
        }
        Snapshot {
            record,
            revision: self.revision(),
            view: self.game.view_text(viewer),
            log: self.log_for(viewer),
            seats: self.presence(now, wait),
        }
    }

    pub fn info(&self, now: Instant, wait: Duration) -> MatchInfo {
        let setup = self.game.setup();
        MatchInfo {
            code: self.code.clone(),
            game: setup.game.to_string(),
            preset: setup.preset.clone(),
            seats: self.presence(now, wait),
            moves: self.revision(),
            result: self.result(),
        }
    }
}

impl From<SeatClaim> for Chair {
    /// A seat as kept, with nobody connected to it yet.
    fn from(claim: SeatClaim) -> Chair {
        Chair { token: claim.token, name: claim.name, taken_over: claim.taken_over, ..Chair::default() }
    }
}
