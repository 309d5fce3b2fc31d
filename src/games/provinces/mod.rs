//! Provinces: the rules, presets and catalog entry are the `stratagem-provinces` crate; this folder holds the view.

pub use stratagem_provinces::*;

pub mod figures;
pub mod view;
