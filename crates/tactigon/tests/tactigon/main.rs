//! Tactigon: the rules against the sheet, the preset files and the computer players.

mod ai;
mod presets;
mod rules;
mod util;
