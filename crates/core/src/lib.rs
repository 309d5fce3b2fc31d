//! Game-agnostic core: the trait every game's rules implement, seats, outcomes, the steps a
//! move causes, typed options, game records, data files and caught panics.

pub mod assets;
mod game;
pub mod interned;
pub mod options;
pub mod panics;
pub mod record;
pub mod rng;
pub mod text;

pub use game::{Game, MOVE_KEYS, Outcome, Seat, Step, Tile, game_over};
pub use text::{Arg, Text};
