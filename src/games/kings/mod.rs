//! Kings & Pawns: the rules, presets and catalog entry are the `stratagem-kings` crate; this folder holds the view.

pub use stratagem_kings::*;

pub mod figures;
pub mod view;
