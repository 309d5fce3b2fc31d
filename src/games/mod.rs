//! The games of the suite. Each folder holds a game's pure rules and its view plugin; adding a
//! game means adding a folder and one line here.

pub mod kings;
pub mod tactigon;
pub mod tictactoe;

use bevy::prelude::*;

/// Every game, in menu order.
pub struct GamesPlugin;

impl Plugin for GamesPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((tactigon::TactigonPlugin, kings::KingsPlugin, tictactoe::TicTacToePlugin));
    }
}
