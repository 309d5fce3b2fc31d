//! Stratagem: turn-based strategy games with computer players that think.
//!
//! The Bevy-free layers are crates of their own under `crates/`, re-exported here by their room
//! names so the app and its tests read `stratagem::core`, `stratagem::ai` and so on:
//! - `core`: the game trait every game's rules implement, and data-file helpers.
//! - `ai`: the computer players (random, greedy, the minimax engine), generic over the trait.
//! - `gdl`: games written in GDL, on the HTN resolver, and the perft count.
//! - `i18n`: the translation catalogs (Project Fluent) every screen reads its words from.
//! - `session`: setups, seats, records and the one self-play loop.
//! - `tournament`: round-robin rating tournaments between computer players, with an Elo fit.
//!
//! The app itself:
//! - `games`: each game's view plugin (its rules are `crates/<game>`).
//! - `shell`: the app around the games: menu, setups, the move pipeline, AI tasks, panels.
//! - `net`: network play: the server and client (`crates/net`), and the window's online page.
//! - `cli`: the command line (`arena`, `tournament`, `moves`, `play`, `serve`, ...).

pub use stratagem_ai as ai;
pub use stratagem_core as core;
pub use stratagem_games::with_game;
pub use stratagem_gdl as gdl;
pub use stratagem_i18n as i18n;
pub use stratagem_lobby as lobby;
pub use stratagem_session as session;
pub use stratagem_tournament as tournament;

pub mod app;
pub mod cli;
pub mod games;
pub mod net;
pub mod shell;
