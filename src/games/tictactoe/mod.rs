//! Tic-tac-toe: the rules, presets and catalog entry are the `stratagem-tictactoe` crate; this folder holds the view.

pub use stratagem_tictactoe::*;

pub mod view;
