//! Game-agnostic core: the trait every game's rules implement, seats, outcomes, data files.

pub mod assets;
mod game;
pub mod rng;

pub use game::{Game, MOVE_KEYS, Outcome, Seat};
