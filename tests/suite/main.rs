//! The app's integration tests, in one binary (each test binary of the app links Bevy). Each
//! game's rules have their own tests in their crate (`cargo test -p stratagem-kings`).

mod accessibility;
mod cli;
#[cfg(unix)]
mod cluster;
#[cfg(unix)]
mod database;
mod editor;
mod editor_app;
mod engine;
mod figures;
mod gdl;
mod gdl_cleaner;
mod gdl_endless;
mod gdl_play;
mod ggp;
mod headless;
// Unix only: it reads peak memory from /proc and reports children killed by signals.
#[cfg(unix)]
mod hostile_files;
mod htn;
mod htn_hostile;
mod htn_inductor;
mod keyboard;

mod layers;
mod levels;
#[cfg(unix)]
mod lobby;
mod network;
mod network_secure;
mod platform_files;
mod provinces_ai;
mod record;
mod review;
mod robots_play;
mod robots_uct;
mod search;
mod sound;
mod tournament;
mod translations;
mod tutorial;
mod uct;
mod util;
// Shared with the game crates' own tests: the Provinces sheet's worked examples and Tactigon
// positions in the sheet's notation.
#[path = "../../crates/provinces/tests/provinces/examples.rs"]
mod provinces_examples;
#[allow(dead_code)]
#[path = "../../crates/tactigon/tests/tactigon/util.rs"]
mod tactigon_util;
