//! Network play: the server and client are the `stratagem-net` crate (no Bevy, so `serve`'s
//! code links no window); this folder adds "Play online" in the window (`window`), with the
//! lobby service's part of its page (`lobby_page`).

pub use stratagem_net::*;

pub mod lobby_page;
pub mod note;
pub mod window;
