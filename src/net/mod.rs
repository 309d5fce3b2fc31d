//! Network play: the server and client are the `stratagem-net` crate (no Bevy, so `serve`'s
//! code links no window); this folder adds "Play online" in the window (`window`).

pub use stratagem_net::*;

pub mod window;
