//! The app shell shared by every game: screens, setups, the move pipeline, AI turns, and the
//! egui menus and panels.

pub mod accessibility;
pub mod board_text;
pub mod board_view;
pub mod capture;
pub mod crash;
pub mod editor;
pub mod feed;
pub mod figures;
pub mod frame_stats;
pub mod geometry;
pub mod hint;
pub mod history;
pub mod keyboard;
pub mod language;
pub mod live_assets;
pub mod menu;
pub mod motion;
pub mod play;
pub mod review;
pub mod settings;
pub mod sketch;
pub mod sound;
pub mod synth;
pub mod theme;
pub mod tutorial;
pub mod ui;

use crate::core::Text;
use crate::session::{Catalog, Setup};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
pub use play::{
    AcceptedMove, Authority, LoadRecord, Match, MatchCommand, MatchPlugin, MatchStatus, MoveApplied, MoveRequest, Pace,
    ProposedMove, SaveTo,
};

#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Menu,
    Playing,
    /// The map editor (`editor`).
    Editing,
}

/// The setup the next game starts from: the menu edits it, "New game" restarts it.
#[derive(Resource, Clone, Debug, PartialEq, Deref, DerefMut)]
pub struct CurrentSetup(pub Setup);

/// The games the window offers, in menu order; the games' registry inserts it.
#[derive(Resource, Default, Debug, Deref, DerefMut)]
pub struct GameCatalog(pub Catalog);

/// Starts with the first game's default setup when none was given (the command line gives one).
pub fn default_setup(mut commands: Commands, catalog: Res<GameCatalog>, setup: Option<Res<CurrentSetup>>) {
    if setup.is_none()
        && let Some(first) = catalog.games.first()
        && let Some(setup) = catalog.default_setup(first.id)
    {
        commands.insert_resource(CurrentSetup(setup));
    }
}

/// Why the last game could not start (a broken preset, say); the menu shows it in the
/// player's language.
#[derive(Resource, Default, Debug)]
pub struct MenuError(pub Option<Text>);

/// Marks an app without a window: game plugins then leave out their views.
#[derive(Resource, Default)]
pub struct Headless;

/// The shell's logic, without rendering: runs in headless tests and the real app alike.
pub struct ShellPlugin;

impl Plugin for ShellPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<StatesPlugin>() {
            app.add_plugins(StatesPlugin);
        }
        app.init_state::<Screen>()
            .init_resource::<GameCatalog>()
            .init_resource::<MenuError>()
            .init_resource::<MatchStatus>()
            .init_resource::<Pace>()
            .init_resource::<SaveTo>()
            .init_resource::<play::GameCounter>()
            .add_message::<MatchCommand>()
            .add_message::<AcceptedMove>()
            .add_message::<ProposedMove>()
            .add_message::<menu::HostOnline>()
            .add_plugins((
                live_assets::LiveAssetsPlugin,
                sound::SoundPlugin,
                editor::EditorPlugin,
                language::LanguagePlugin,
            ))
            .add_plugins((tutorial::plugin, feed::plugin));
    }
}
