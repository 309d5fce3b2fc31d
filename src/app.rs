//! Building the Bevy app: the real windowed one, and the headless one tests drive.

use crate::core::assets::asset_root;
use crate::core::record::autosave_path;
use crate::games::GamesPlugin;
use crate::net::window::OnlinePlugin;
use crate::session::Setup;
use crate::shell::capture::{CaptureAfter, CapturePlugin};
use crate::shell::history;
use crate::shell::live_assets::{DataRoot, asset_plugin, register_user_maps};
use crate::shell::settings::SettingsPlugin;
use crate::shell::sound::audio_device_present;
use crate::shell::ui::UiPlugin;
use crate::shell::{CurrentSetup, Headless, SaveTo, Screen, ShellPlugin};
use bevy::audio::AudioPlugin;
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::window::PrimaryWindow;
use std::path::Path;

/// The game in a window. With a setup the game starts at once instead of at the menu.
pub fn windowed_app(setup: Option<Setup>, capture: Option<CaptureAfter>) -> App {
    let mut app = App::new();
    let mut plugins = DefaultPlugins.build();
    if !audio_device_present() {
        plugins = plugins.disable::<AudioPlugin>();
    }
    register_user_maps(&mut app);
    app.add_plugins(
        plugins
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
                // The editor asks first when a map has unsaved changes (`shell::editor`).
                close_when_requested: false,
                ..default()
            })
            .set(asset_plugin(&asset_root(), true)),
    )
    .insert_resource(ClearColor(Color::srgb(0.09, 0.10, 0.12)))
    .add_plugins((ShellPlugin, GamesPlugin, SettingsPlugin, UiPlugin, CapturePlugin, OnlinePlugin, history::plugin))
    .add_systems(Update, set_window_icon)
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
    register_user_maps(&mut app);
    app.add_plugins((MinimalPlugins, StatesPlugin, asset_plugin(root, watch)))
        .insert_resource(Headless)
        .insert_resource(DataRoot(root.to_path_buf()))
        .add_plugins((ShellPlugin, GamesPlugin));
    start_with(&mut app, setup);
    app
}

/// The application icon (drawn by `tools/icon/draw_icon.py`) at 128 px, built into the binary
/// so the window has it wherever the assets are.
const ICON_PNG: &[u8] = include_bytes!("../packaging/icons/window.png");

/// The application icon as winit takes it, or why not.
pub fn window_icon() -> Result<winit::window::Icon, String> {
    let image = image::load_from_memory_with_format(ICON_PNG, image::ImageFormat::Png)
        .map_err(|e| format!("the built-in icon: {e}"))?
        .into_rgba8();
    let (width, height) = image.dimensions();
    winit::window::Icon::from_rgba(image.into_raw(), width, height).map_err(|e| format!("the built-in icon: {e}"))
}

/// Gives the window the application icon, for its title bar and the task bar on Linux and
/// Windows (macOS shows the app bundle's icon instead). Bevy's window has no icon setting, so
/// this reaches winit's window, which lives on the main thread (hence the marker); it runs
/// until the window exists.
fn set_window_icon(_main_thread: NonSendMarker, mut done: Local<bool>, primary: Query<Entity, With<PrimaryWindow>>) {
    if *done {
        return;
    }
    let Ok(entity) = primary.single() else { return };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        if let Some(window) = windows.get_window(entity) {
            match window_icon() {
                Ok(icon) => window.set_window_icon(Some(icon)),
                Err(problem) => warn!("{problem}"),
            }
            *done = true;
        }
    });
}

/// Opens the game screen on `setup` at once, instead of the menu.
pub fn start_with(app: &mut App, setup: Option<Setup>) {
    if let Some(setup) = setup {
        app.insert_resource(CurrentSetup(setup));
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    }
}
