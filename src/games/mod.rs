//! The games of the suite. Each folder holds a game's pure rules, its `PlayableGame` impl and
//! its view (`view::plugin`). A game is registered once, in `registered_games!` below: that
//! line declares its module and gives it the app's match logic and view, a catalog entry in menu
//! order, dispatch by id (`with_game!`) and a `--game` value on the command line.

use crate::session::{Catalog, PlayableGame};
use crate::shell::figures::{MarkFigure, MarkFigures};
use crate::shell::sound::GameSoundPlugin;
use crate::shell::{GameCatalog, Headless, MatchPlugin};
use bevy::prelude::*;

/// The one list of the suite's games, in menu order, as `folder::Type` (the type implements
/// `PlayableGame`). Hands the list to `$callback!` after `{ $args }`, so each thing made per
/// game (modules, plugins, catalog, dispatch) expands from this one place.
#[macro_export]
macro_rules! registered_games {
    ($($callback:tt)::+ { $($args:tt)* }) => {
        $($callback)::+! {
            { $($args)* }
            provinces::Provinces,
            tactigon::Tactigon,
            kings::Kings,
            tictactoe::TicTacToe,
            robots::Robots,
            gdl::GdlPlay,
        }
    };
}

/// The modules, the catalog and the plugin, one per registered game.
macro_rules! declare_games {
    ({} $($module:ident :: $Game:ident,)*) => {
        $(pub mod $module;)*

        /// The catalog without an app, for the command line and the window alike.
        pub fn catalog() -> Catalog {
            Catalog { games: vec![$(<$module::$Game as PlayableGame>::catalog_entry(),)*] }
        }

        /// Every game: its match logic, and its view when there is a window.
        pub struct GamesPlugin;

        impl Plugin for GamesPlugin {
            fn build(&self, app: &mut App) {
                app.insert_resource(GameCatalog(catalog()));
                let figures: Vec<(&'static str, MarkFigure)> =
                    vec![$((<$module::$Game as PlayableGame>::ID, $module::view::mark_figure),)*];
                app.insert_resource(MarkFigures(figures.into_iter().collect()));
                let windowed = !app.world().contains_resource::<Headless>();
                $(
                    app.add_plugins((
                        MatchPlugin::<$module::$Game>::default(),
                        GameSoundPlugin::<$module::$Game>::default(),
                    ));
                    if windowed {
                        $module::view::plugin(app);
                    }
                )*
            }
        }
    };
}

registered_games!(declare_games {});

/// Runs `$body` with `$G` naming the game type whose id is `$id`; an unknown id is an error
/// listing the known ones. The command line uses it to reach a game's rules without Bevy.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        $crate::registered_games!($crate::__match_game { $id, $G, $body })
    };
}

/// `with_game!`'s match over the registered games.
#[doc(hidden)]
#[macro_export]
macro_rules! __match_game {
    ({ $id:expr, $G:ident, $body:expr } $($module:ident :: $Game:ident,)*) => {{
        use $crate::session::PlayableGame as _;
        match $id {
            $(
                id if id == <$crate::games::$module::$Game>::ID => {
                    type $G = $crate::games::$module::$Game;
                    $body
                }
            )*
            other => Err(format!(
                "unknown game '{}' (known: {})",
                $crate::core::assets::quote(other),
                $crate::games::ids().join(", ")
            )),
        }
    }};
}

/// Every game's id, in menu order.
pub fn ids() -> Vec<&'static str> {
    catalog().games.iter().map(|g| g.id).collect()
}
