//! Tactigon: the rules, presets and catalog entry are the `stratagem-tactigon` crate; this folder holds the view.

pub use stratagem_tactigon::*;

pub mod view;
