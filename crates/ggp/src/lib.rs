//! General game playing with the rest of the GGP world: the protocol of the Stanford GGP
//! course and ggp-base, in which a game manager POSTs S-expressions (INFO, PREVIEW, START,
//! PLAY, STOP, ABORT) to players that are HTTP servers. The player answers with the suite's GDL
//! players on the compiled engine; the manager referees a match between any GGP players and
//! writes it as ggp-base's match JSON and as the suite's record.

pub mod client;
pub mod json;
pub mod manager;
pub mod names;
pub mod player;
pub mod ponder;
pub mod record;
pub mod request;
pub mod rules;
pub mod seat;
pub mod server;
pub mod sexp;
pub mod think;

pub use manager::{MatchSpec, Played, run_match, run_match_watched};
pub use player::PlayerConfig;
pub use server::PlayerServer;
pub use think::PlayerKind;
