//! Network play: a server hosts matches of any game for players and spectators on other
//! machines. A match is a record (setup, seed, moves) as everywhere else; clients send move
//! texts for their seat, the server checks them with the game's own rules and sends each
//! client the applied move as its seat may see it.
//!
//! - `protocol`: the messages and their wire form.
//! - `hosted`: a match of any game behind one trait.
//! - `lobby`: the server's match rules, without a network or files (tests drive it
//!   directly); `room`: one match as it is served.
//! - `store`: where matches are kept (`MatchStore`): the journal file, or memory for tests.
//! - `serve`: the headless server's command, its options and its log (`stratagem-server`).
//! - `server` and `client`: renet's netcode transport at either end, in netcode's secure mode
//!   (`transport`: the server's socket loop).
//! - `tokens`: the connect tokens a client fetches over TLS before it connects; `secure`: the
//!   TLS identities and how clients trust them; `pass`: who a token from the lobby service
//!   says its holder is.

pub mod client;
pub mod hex;
pub mod hosted;
pub mod lobby;
pub mod pass;
pub mod protocol;
mod room;
pub mod secure;
pub mod serve;
pub mod server;
pub mod store;
pub mod tokens;
pub mod transport;
