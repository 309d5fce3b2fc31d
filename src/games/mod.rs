//! The games of the suite. Each folder holds a game's pure rules and its view plugin; adding a
//! game means adding a folder, its plugin below and its line in `with_game!`.

pub mod gdl;
pub mod kings;
pub mod provinces;
pub mod robots;
pub mod tactigon;
pub mod tictactoe;

use crate::shell::{Catalog, PlayableGame};
use bevy::prelude::*;

/// Every game, in menu order.
pub struct GamesPlugin;

impl Plugin for GamesPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            provinces::ProvincesPlugin,
            tactigon::TactigonPlugin,
            kings::KingsPlugin,
            tictactoe::TicTacToePlugin,
            robots::RobotsPlugin,
            gdl::GdlPlugin,
        ));
    }
}

/// Runs `$body` with `$G` naming the game type whose id is `$id`; an unknown id is an error
/// listing the known ones. The command line uses it to reach a game's rules without Bevy.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {{
        use $crate::shell::PlayableGame as _;
        match $id {
            id if id == <$crate::games::provinces::Provinces>::ID => {
                type $G = $crate::games::provinces::Provinces;
                $body
            }
            id if id == <$crate::games::tactigon::Tactigon>::ID => {
                type $G = $crate::games::tactigon::Tactigon;
                $body
            }
            id if id == <$crate::games::kings::Kings>::ID => {
                type $G = $crate::games::kings::Kings;
                $body
            }
            id if id == <$crate::games::tictactoe::TicTacToe>::ID => {
                type $G = $crate::games::tictactoe::TicTacToe;
                $body
            }
            id if id == <$crate::games::robots::Robots>::ID => {
                type $G = $crate::games::robots::Robots;
                $body
            }
            id if id == <$crate::games::gdl::GdlPlay>::ID => {
                type $G = $crate::games::gdl::GdlPlay;
                $body
            }
            other => Err(format!(
                "unknown game '{}' (known: {})",
                $crate::core::assets::quote(other),
                $crate::games::ids().join(", ")
            )),
        }
    }};
}

/// The catalog without an app, for the command line.
pub fn catalog() -> Catalog {
    Catalog {
        games: vec![
            provinces::Provinces::catalog_entry(),
            tactigon::Tactigon::catalog_entry(),
            kings::Kings::catalog_entry(),
            tictactoe::TicTacToe::catalog_entry(),
            robots::Robots::catalog_entry(),
            gdl::GdlPlay::catalog_entry(),
        ],
    }
}

/// Every game's id, in menu order.
pub fn ids() -> Vec<&'static str> {
    catalog().games.iter().map(|g| g.id).collect()
}
