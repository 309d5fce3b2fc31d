//! The one integration test binary (each test binary links Bevy, so there is only one).

mod cli;
mod editor;
mod editor_app;
mod engine;
mod figures;
mod gdl;
mod gdl_endless;
mod gdl_play;
mod headless;
// Unix only: it reads peak memory from /proc and reports children killed by signals.
mod gdl_cleaner;
#[cfg(unix)]
mod hostile_files;
mod htn;
mod htn_hostile;
mod htn_inductor;
mod kings;
mod layers;
mod network;
mod platform_files;
mod provinces;
mod provinces_ai;
mod record;
mod robots;
mod robots_fairness;
mod robots_play;
mod robots_uct;
mod search;
mod sound;
mod tactigon_ai;
mod tactigon_presets;
mod tactigon_rules;
mod tictactoe;
mod tournament;
mod uct;
mod util;
