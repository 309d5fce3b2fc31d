//! What the lobby's HTTPS API takes and gives, as JSON: shared by its handlers and by the
//! client the window and the tests use.

use serde::{Deserialize, Serialize};

/// Sign-up and log-in.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Credentials {
    pub name: String,
    pub password: String,
}

/// A guest's chosen name.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GuestName {
    pub name: String,
}

/// A logged-in player: `session` goes in each later request's `Authorization: Bearer`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Session {
    pub session: String,
    pub name: String,
    pub guest: bool,
}

/// A new match to place on a server: the game, its preset (`None`: the default one) and each
/// seat's controller (`human`, or a computer player such as `normal`); `take` is the seat the
/// player plays.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NewMatch {
    pub game: String,
    #[serde(default)]
    pub preset: Option<String>,
    pub seats: Vec<String>,
    #[serde(default)]
    pub take: Option<u8>,
}

/// Which seat of a match to take (`None`: the one kept for the player, else the first free).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct JoinSeat {
    #[serde(default)]
    pub seat: Option<u8>,
}

/// Where to play a match and the connect token to get in with: the token carries the
/// lobby's pass (the account, the match and the seat), sealed for the server that holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ticket {
    pub code: String,
    pub seat: Option<u8>,
    /// The server's UDP address.
    pub server: String,
    /// The connect token, in hex.
    pub token: String,
}

/// A server the lobby places matches on.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ServerInfo {
    pub address: String,
    pub matches: i64,
    pub capacity: i32,
}

/// A running match of any server.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MatchSummary {
    pub code: String,
    pub game: String,
    pub preset: String,
    /// The address of the server serving it (`None` while it moves to another).
    pub server: Option<String>,
    /// Who sits at each seat, as far as anyone has sat down.
    pub players: Vec<Option<String>>,
    pub moves: i64,
    pub ranked: bool,
}

/// Where a player stands in a game's ranked queue.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Queued {
    /// Not in the queue.
    Idle,
    Waiting {
        seconds: u64,
        rating: f64,
    },
    /// Paired: the match is placed and the ticket gets the player in.
    Matched {
        ticket: Ticket,
        opponent: String,
        opponent_rating: f64,
    },
}

/// One line of a game's leaderboard.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Standing {
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i32,
}

/// A player's rating in one game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRating {
    pub game: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i32,
}

/// The logged-in player.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Me {
    pub name: String,
    pub guest: bool,
    pub ratings: Vec<GameRating>,
}

/// One game of a player's history.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Played {
    pub code: String,
    pub game: String,
    pub seat: u8,
    pub opponents: Vec<String>,
    /// `win`, `loss` or `draw` once the match is over and settled.
    pub result: Option<String>,
    pub ranked: bool,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    /// When it was placed, RFC 3339.
    pub when: String,
}

/// A refusal: why, in English.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Refused {
    pub error: String,
}
