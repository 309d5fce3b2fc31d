//! GDL games: the rules, presets and catalog entry are the `stratagem-gdl-play` crate; this folder holds the view.

pub use stratagem_gdl_play::*;

pub mod view;
