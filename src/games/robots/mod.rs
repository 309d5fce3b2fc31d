//! Robot Race: the rules, presets and catalog entry are the `stratagem-robots` crate; this folder holds the view.

pub use stratagem_robots::*;

pub mod view;
