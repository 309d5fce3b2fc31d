//! What a server and its clients say to each other, and its wire form: one RON text per
//! message on renet's reliable ordered channel. Text keeps the protocol readable in logs and
//! hand-testable; a message is small (a move, a seat list) except a match's snapshot.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use stratagem_core::record::Record;
use stratagem_core::{Step, Text};

/// The protocol's version: a client of another version is told so in words and let go. 2:
/// records carry their rules version (a server of 1 cannot read a record of 2). 3: refusals
/// and results are catalog messages (`Text`), so each client shows them in its language. 4:
/// netcode's secure mode, with a connect token from the server's TLS token service (a client
/// of 3 or before gets no answer at all and says the server did not answer).
pub const PROTOCOL_VERSION: u32 = 4;

/// netcode's protocol id, the same for every version of Stratagem: netcode silently ignores a
/// client whose id differs (a hang), so versions are compared in the `Hello` instead.
pub const NETCODE_PROTOCOL_ID: u64 = u64::from_be_bytes(*b"STRATGEM");

/// The one channel: reliable and ordered, so moves arrive once and in order.
pub const CHANNEL: u8 = 0;

/// The largest message a client may send: a move, a setup, a name. Anything longer is refused
/// unread.
pub const MAX_CLIENT_MESSAGE: usize = 8 * 1024;

/// The largest message a server sends: a snapshot of a long match.
pub const MAX_SERVER_MESSAGE: usize = 4 * 1024 * 1024;

/// The longest name, code or token a client may give.
pub const MAX_FIELD: usize = 64;

/// A client's requests.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToServer {
    /// The first message: the client's protocol version and the player's name.
    Hello { version: u32, name: String },
    /// The matches a client can join or watch.
    List,
    /// Host a match from a setup (a record with no moves): seats written `human` wait for
    /// people to join, the others are the server's computer players. `take` is the seat the
    /// host plays, if any.
    Create { setup: Record, take: Option<u8> },
    /// Take a free seat of a match (the first free one when `seat` is `None`).
    Join { code: String, seat: Option<u8> },
    /// Watch a match without a seat.
    Watch { code: String },
    /// Take back a seat after a dropped connection, with the token given at join.
    Rejoin { code: String, token: String },
    /// A move for the seat the token holds, in the position after `revision` moves.
    Move { code: String, token: String, revision: u32, text: String },
    /// Leave a match (the seat waits for a rejoin as after a dropped connection).
    Leave { code: String },
}

/// How a seat of a match is filled, for every client to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Presence {
    /// Waiting for a player to join.
    Open,
    /// A player is connected.
    Connected { name: String },
    /// The player dropped; the seat waits this many more seconds before its fallback.
    Away { name: String, seconds_left: u32 },
    /// A computer player on the server; `thinking` while it decides.
    Computer { player: String, thinking: bool },
}

/// One open or running match, as the list shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchInfo {
    pub code: String,
    pub game: String,
    pub preset: String,
    pub seats: Vec<Presence>,
    pub moves: u32,
    /// The result, once the match is over.
    pub result: Option<Text>,
}

/// A move of a match's log as one client may see it: the text is `None` while it is secret to
/// that client (a Robot Race program before its round runs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub seat: u8,
    pub text: Option<String>,
}

/// A match as a joining client first sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The setup and, in games of perfect information, the seed and every move, so the client
    /// replays the match through its own rules. In games with hidden information the seed is
    /// 0 and the moves are empty: the position comes as `view` instead, and the log as `log`.
    pub record: Record,
    /// The number of moves played; a move is sent with the revision it was meant for.
    pub revision: u32,
    /// Hidden-information games: what the client's seat may see (`PlayableGame::view_text`).
    pub view: Option<String>,
    pub log: Vec<LoggedMove>,
    pub seats: Vec<Presence>,
}

/// What the server tells a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToClient {
    /// The answer to `Hello`.
    Welcome {
        version: u32,
        server: String,
    },
    /// A request was refused, and why (for a match when it names one). The connection stays
    /// open unless the refusal says it is closed. `why` is in English, so a client of any
    /// version reads it (the refusal of its version included); `words` is the same as a
    /// catalog message, for a client to show in its player's language.
    Refused {
        code: Option<String>,
        why: String,
        #[serde(default)]
        words: Option<Text>,
    },
    Matches {
        matches: Vec<MatchInfo>,
    },
    /// The client is in a match: at a seat (with its secret token) or watching.
    Joined {
        code: String,
        seat: Option<u8>,
        token: Option<String>,
        snapshot: Snapshot,
    },
    /// A move was accepted and applied: the match is now at `revision`. `text` is `None` while
    /// the move is secret to this client; `revealed` gives earlier secret moves (their index in
    /// the log) that the position now shows; `view` is the new position in hidden-information
    /// games.
    Applied {
        code: String,
        revision: u32,
        seat: u8,
        text: Option<String>,
        steps: Vec<Step>,
        revealed: Vec<(u32, String)>,
        view: Option<String>,
    },
    /// Who sits at each seat now.
    Seats {
        code: String,
        seats: Vec<Presence>,
    },
    /// The match is over.
    Ended {
        code: String,
        result: Text,
    },
}

impl ToClient {
    /// A refusal: the reason in English and as a catalog message.
    pub fn refused(code: Option<String>, why: Text) -> ToClient {
        ToClient::Refused { code, why: why.to_string(), words: Some(why) }
    }

    /// The match the message is about, if any.
    pub fn about(&self) -> Option<&str> {
        match self {
            ToClient::Refused { code, .. } => code.as_deref(),
            ToClient::Joined { code, .. }
            | ToClient::Applied { code, .. }
            | ToClient::Seats { code, .. }
            | ToClient::Ended { code, .. } => Some(code),
            ToClient::Welcome { .. } | ToClient::Matches { .. } => None,
        }
    }
}

/// A message as sent: its RON text.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    ron::ser::to_string(message).expect("protocol messages are plain data and always serialise").into_bytes()
}

/// Reads a message of at most `limit` bytes, or says what is wrong with it. Never panics, on
/// any bytes: RON's nesting limit bounds the work.
pub fn decode<T: DeserializeOwned>(bytes: &[u8], limit: usize) -> Result<T, String> {
    if bytes.len() > limit {
        return Err(format!("a message of {} bytes; the limit is {limit}", bytes.len()));
    }
    let text = std::str::from_utf8(bytes).map_err(|_| "a message that is not UTF-8 text".to_string())?;
    ron::from_str(text).map_err(|e| format!("a message that cannot be read: {e}"))
}

/// Checks a name, code or token a client sent: printable and at most `MAX_FIELD` characters.
/// `what` is the catalog key naming the field (`online-field-name`).
pub fn check_field(what: &'static str, value: &str) -> Result<(), Text> {
    if value.chars().count() > MAX_FIELD {
        return Err(Text::new("online-field-too-long").with("what", Text::new(what)).with("max", MAX_FIELD));
    }
    if value.chars().any(char::is_control) {
        return Err(Text::new("online-field-control").with("what", Text::new(what)));
    }
    Ok(())
}
