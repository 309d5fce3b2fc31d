//! What every board view shares: the camera that keeps the board fitted beside the panels, and
//! clicks turned into world positions (clicks on egui panels never arrive here).

use super::Screen;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_pointer_input;

/// The world-space rectangle the current board occupies; set by the game's view.
#[derive(Resource, Debug, Clone, Copy)]
pub struct BoardExtent(pub Rect);

/// Logical pixels the egui panels cover on each side of the window.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct UiInsets {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

/// A click on the board area, in world coordinates.
#[derive(Message, Debug, Clone, Copy)]
pub struct BoardClick {
    pub world: Vec2,
    pub button: MouseButton,
}

/// On boards where a piece is clicked and then its target: the tile of the picked piece.
#[derive(Resource, Default, Debug)]
pub struct Picked(pub Option<u8>);

/// What a left click on a tile did to the pick.
#[derive(Debug, PartialEq, Eq)]
pub enum PickResult {
    /// A piece was picked (or another of the player's pieces instead).
    Picked,
    /// The pick was dropped.
    Dropped,
    /// The picked piece is to go to `to`: legal or not, the move pipeline decides and says why.
    Propose { from: u8, to: u8 },
    /// A piece that is not the player's, with nothing picked.
    NotYours,
}

impl Picked {
    /// Applies a click on `tile`; `own` says whether it holds a piece of the player to move,
    /// `occupied` whether it holds any piece.
    pub fn click(&mut self, tile: u8, own: bool, occupied: bool) -> PickResult {
        match self.0 {
            Some(from) if from == tile => {
                self.0 = None;
                PickResult::Dropped
            }
            Some(from) if !own => {
                self.0 = None;
                PickResult::Propose { from, to: tile }
            }
            _ if own => {
                self.0 = Some(tile);
                PickResult::Picked
            }
            _ if occupied => PickResult::NotYours,
            _ => PickResult::Dropped,
        }
    }
}

pub struct BoardViewPlugin;

impl Plugin for BoardViewPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiInsets>()
            .init_resource::<Picked>()
            .add_message::<BoardClick>()
            .add_systems(Startup, spawn_camera)
            .add_systems(
                Update,
                (read_clicks.run_if(in_state(Screen::Playing).and_then(not(egui_wants_any_pointer_input))), fit_camera),
            )
            .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
                commands.remove_resource::<BoardExtent>();
            });
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

fn read_clicks(
    mouse: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut clicks: MessageWriter<BoardClick>,
) {
    let (camera, transform) = *camera;
    for button in [MouseButton::Left, MouseButton::Right] {
        if mouse.just_pressed(button)
            && let Some(cursor) = window.cursor_position()
            && let Ok(world) = camera.viewport_to_world_2d(transform, cursor)
        {
            clicks.write(BoardClick { world, button });
        }
    }
}

/// Scales and moves the camera so the board fills the window area the panels leave free.
fn fit_camera(
    extent: Option<Res<BoardExtent>>,
    insets: Res<UiInsets>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let Some(extent) = extent else { return };
    let (mut projection, mut transform) = camera.into_inner();
    let Projection::Orthographic(ortho) = projection.as_mut() else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    let free =
        Vec2::new(size.x - insets.left - insets.right, size.y - insets.top - insets.bottom).max(Vec2::splat(50.0));
    let board = extent.0.size().max(Vec2::splat(1.0));
    let scale = (board.x / free.x).max(board.y / free.y) * 1.08;
    // The free area's centre, relative to the window centre, in logical pixels (y up).
    let offset = Vec2::new((insets.left - insets.right) / 2.0, (insets.bottom - insets.top) / 2.0);
    let translation = extent.0.center() - offset * scale;
    if !matches!(ortho.scaling_mode, ScalingMode::WindowSize) || (ortho.scale - scale).abs() > 1e-4 {
        ortho.scaling_mode = ScalingMode::WindowSize;
        ortho.scale = scale;
    }
    if transform.translation.truncate().distance(translation) > 1e-3 {
        transform.translation = translation.extend(transform.translation.z);
    }
}
