//! GDL games: the rules, presets and catalog entry are the `stratagem-gdl-play` crate; this folder holds the view
//! and the seats played by GGP players elsewhere.

pub use stratagem_gdl_play::*;

pub mod ggp_seat;
pub mod view;
