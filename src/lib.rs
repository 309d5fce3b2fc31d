//! Stratagem: turn-based strategy games with computer players that think.
//!
//! - `core`: the game trait every game's rules implement, and data-file helpers.
//! - `ai`: the computer players (random, greedy, the minimax engine), generic over the trait.
//! - `games`: one folder per game: pure rules plus a view plugin.
//! - `gdl`: games written in GDL, on the HTN resolver, and the perft count.
//! - `shell`: the app around the games: menu, setups, the move pipeline, AI tasks, panels.
//! - `net`: network play: a server that hosts matches, and the client the window uses.
//! - `tournament`: round-robin rating tournaments between computer players, with an Elo fit.
//! - `cli`: the command line (`arena`, `tournament`, `moves`, `play`).

pub mod ai;
pub mod app;
pub mod cli;
pub mod core;
pub mod games;
pub mod gdl;
pub mod net;
pub mod session;
pub mod shell;
pub mod tournament;
