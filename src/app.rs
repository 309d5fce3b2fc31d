//! Building the Bevy app: the real windowed one, and the headless one tests drive.

use crate::core::assets::asset_root;
use crate::core::record::autosave_path;
use crate::games::GamesPlugin;
use crate::shell::capture::{CaptureAfter, CapturePlugin};
use crate::shell::live_assets::{DataRoot, asset_plugin};
use crate::shell::settings::SettingsPlugin;
use crate::shell::ui::UiPlugin;
use crate::shell::{Headless, SaveTo, Screen, Setup, ShellPlugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::path::Path;

/// The game in a window. With a setup the game starts at once instead of at the menu.
pub fn windowed_app(setup: Option<Setup>, capture: Option<CaptureAfter>) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Stratagem".into(),
                    resolution: (1280, 800).into(),
                    // The side panels and the board need this much room.
                    resize_constraints: bevy::window::WindowResizeConstraints {
                        min_width: 960.0,
                        min_height: 600.0,
                        ..default()
                    },
                    ..default()
                }),
                ..default()
            })
            .set(asset_plugin(&asset_root(), true)),
    )
    .insert_resource(ClearColor(Color::srgb(0.09, 0.10, 0.12)))
    .add_plugins((ShellPlugin, GamesPlugin, SettingsPlugin, UiPlugin, CapturePlugin))
    .insert_resource(SaveTo { autosave: Some(autosave_path()), saves: None });
    start_with(&mut app, setup);
    if let Some(capture) = capture {
        app.insert_resource(capture);
    }
    app
}

/// The shell and every game without rendering or windows: `MinimalPlugins` plus our logic.
/// Tests step it with `app.update()`.
pub fn headless_app(setup: Option<Setup>) -> App {
    headless_app_reading(setup, &asset_root(), false)
}

/// The headless app with its data files (presets, domains) read from `root`, watched for
/// changes when `watch` is set.
pub fn headless_app_reading(setup: Option<Setup>, root: &Path, watch: bool) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, asset_plugin(root, watch)))
        .insert_resource(Headless)
        .insert_resource(DataRoot(root.to_path_buf()))
        .add_plugins((ShellPlugin, GamesPlugin));
    start_with(&mut app, setup);
    app
}

fn start_with(app: &mut App, setup: Option<Setup>) {
    if let Some(setup) = setup {
        app.insert_resource(setup);
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    }
}
