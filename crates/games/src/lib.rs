//! The suite's games in one list. A game is registered once, in `registered_games!` below: that
//! line gives it a catalog entry in menu order, dispatch by id (`with_game!`), a `--game` value
//! on the command line, and (in the app, from the same list) its match logic and view.

pub use stratagem_gdl_play as gdl;
pub use stratagem_kings as kings;
pub use stratagem_provinces as provinces;
pub use stratagem_robots as robots;
pub use stratagem_tactigon as tactigon;
pub use stratagem_tictactoe as tictactoe;

use stratagem_session::{Catalog, PlayableGame};

/// What `with_game!` expands to outside this crate.
#[doc(hidden)]
pub mod __private {
    pub use stratagem_core::assets::quote;
    pub use stratagem_session::PlayableGame;
}

/// The one list of the suite's games, in menu order, as `folder::Type` (the type implements
/// `PlayableGame`). Hands the list to `$callback!` after `{ $args }`, so each thing made per
/// game (catalog, dispatch, the app's plugins) expands from this one place.
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

/// The catalog, one entry per registered game.
macro_rules! declare_catalog {
    ({} $($module:ident :: $Game:ident,)*) => {
        /// The catalog without an app, for the command line, the server and the window alike.
        pub fn catalog() -> Catalog {
            Catalog { games: vec![$(<$module::$Game as PlayableGame>::catalog_entry(),)*] }
        }
    };
}

registered_games!(declare_catalog {});

/// Runs `$body` with `$G` naming the game type whose id is `$id`; an unknown id is an error
/// listing the known ones. The command line and the server use it to reach a game's rules.
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
        use $crate::__private::PlayableGame as _;
        match $id {
            $(
                id if id == <$crate::$module::$Game>::ID => {
                    type $G = $crate::$module::$Game;
                    $body
                }
            )*
            other => Err(format!(
                "unknown game '{}' (known: {})",
                $crate::__private::quote(other),
                $crate::ids().join(", ")
            )),
        }
    }};
}

/// Every game's id, in menu order.
pub fn ids() -> Vec<&'static str> {
    catalog().games.iter().map(|g| g.id).collect()
}
