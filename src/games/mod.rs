//! The games' views. Each game's rules, presets and catalog entry are a crate of their own
//! (`crates/<game>`, without Bevy); its folder here adds the view (`view::plugin`) and, where
//! it has them, its drawn figures. The list of games is `stratagem_games::registered_games!`.

pub mod gdl;
pub mod kings;
pub mod provinces;
pub mod robots;
pub mod tactigon;
pub mod tictactoe;

use crate::shell::figures::{MarkFigure, MarkFigures};
use crate::shell::hint::HintPlugin;
use crate::shell::history::CountGames;
use crate::shell::review::ReviewPlugin;
use crate::shell::sound::GameSoundPlugin;
use crate::shell::tutorial::TutorialPlugin;
use crate::shell::{GameCatalog, Headless, MatchPlugin};
use bevy::prelude::*;
pub use stratagem_games::{catalog, ids};
use stratagem_session::PlayableGame;

/// Every game: its match logic, and its view when there is a window.
pub struct GamesPlugin;

/// The plugin's body, one line per registered game.
macro_rules! build_games {
    ({ $app:ident } $($module:ident :: $Game:ident,)*) => {{
        $app.insert_resource(GameCatalog(catalog()));
        let figures: Vec<(&'static str, MarkFigure)> =
            vec![$((<$module::$Game as PlayableGame>::ID, $module::view::mark_figure),)*];
        $app.insert_resource(MarkFigures(figures.into_iter().collect()));
        let windowed = !$app.world().contains_resource::<Headless>();
        $(
            $app.add_plugins((
                MatchPlugin::<$module::$Game>::default(),
                GameSoundPlugin::<$module::$Game>::default(),
                CountGames::<$module::$Game>::default(),
                HintPlugin::<$module::$Game>::default(),
                ReviewPlugin::<$module::$Game>::default(),
                TutorialPlugin::<$module::$Game>::default(),
            ));
            if windowed {
                $module::view::plugin($app);
            }
        )*
    }};
}

impl Plugin for GamesPlugin {
    fn build(&self, app: &mut App) {
        stratagem_games::registered_games!(build_games { app });
        // GDL's seats may be GGP players elsewhere, with or without a window.
        gdl::ggp_seat::plugin(app);
    }
}
