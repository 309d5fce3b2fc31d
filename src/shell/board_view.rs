//! The board widgets every game's view shares: a hex board (hexx, flat tiles, "even-q" offset
//! coordinates) and a square board, each drawing its tiles, mapping the cursor to a tile, and
//! colouring highlight layers (selection, targets, attacks, last move, hover). The camera keeps
//! the board fitted beside the panels. Games draw their pieces on top, at `BoardLayout::world`.

use super::figures::{Figure, Paint};
use super::geometry::TileGeometry;
use super::language::Tr;
use super::play::PlaySet;
use super::settings::{COLOUR_BLIND_SAFE, Palette, Settings};
use super::theme;
use super::{CurrentSetup, GameCatalog, Match, MatchStatus, MoveRequest, Screen};
use crate::core::{Game, Seat, Text, Tile};
use crate::session::PlayableGame;
use crate::session::sketch::{Rgb, Sketch, TileShape};
use bevy::camera::ScalingMode;
use bevy::input::mouse::{MouseMotion, MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::{EguiWantsInput, egui_wants_any_pointer_input};
use std::collections::HashMap;
use std::marker::PhantomData;

/// A board to draw: its tiles and where they are. A game's view inserts it when a match starts.
#[derive(Resource, Clone, Debug)]
pub struct BoardLayout {
    pub shape: TileShape,
    /// Each tile with its colour when nothing highlights it.
    pub tiles: Vec<(Tile, Color)>,
    index: HashMap<Tile, usize>,
}

impl BoardLayout {
    pub fn new(shape: TileShape, tiles: Vec<(Tile, Rgb)>) -> BoardLayout {
        let tiles: Vec<(Tile, Color)> = tiles.into_iter().map(|(at, colour)| (at, theme::colour(colour))).collect();
        let index = tiles.iter().enumerate().map(|(i, (at, _))| (*at, i)).collect();
        BoardLayout { shape, tiles, index }
    }

    /// A tile's centre in world space.
    pub fn world(&self, at: Tile) -> Vec2 {
        self.shape.world(at)
    }

    /// The board's tile under a world position.
    pub fn tile_at(&self, world: Vec2) -> Option<Tile> {
        Some(self.shape.tile_at(world)).filter(|at| self.index.contains_key(at))
    }

    pub fn contains(&self, at: Tile) -> bool {
        self.index.contains_key(&at)
    }

    /// The size of one tile, for drawing pieces to scale.
    pub fn tile_size(&self) -> f32 {
        match self.shape {
            TileShape::Hex(size) => size * 1.6,
            TileShape::Square(side) => side,
        }
    }

    fn extent(&self) -> Rect {
        let mut bounds = Rect::EMPTY;
        for (at, _) in &self.tiles {
            bounds = bounds.union_point(self.world(*at));
        }
        bounds.inflate(self.tile_size() * 0.6)
    }
}

/// Lays the board out from the game's sketch as its match starts: the tiles every view draws
/// on and clicks map to. Views whose boards need more add their own systems after it.
pub fn lay_out_board<G: PlayableGame>(mut commands: Commands, game: Res<Match<G>>) {
    let Sketch { shape, tiles, .. } = game.state.sketch();
    commands.insert_resource(BoardLayout::new(shape, tiles));
}

/// The highlight layers, set by the game's view; the hover layer follows the cursor.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Highlights {
    pub selection: Option<Tile>,
    pub targets: Vec<Tile>,
    /// Targets where the piece joins a friendly one (Provinces' merges).
    pub joins: Vec<Tile>,
    pub attacks: Vec<Tile>,
    pub last_move: Vec<Tile>,
    pub hover: Option<Tile>,
}

/// Highlight colours, strongest first.
const SELECTED: Color = Color::srgb(0.95, 0.90, 0.35);
const ATTACK: Color = Color::srgb(0.78, 0.30, 0.22);
const TARGET: Color = Color::srgb(0.28, 0.55, 0.32);
const JOIN: Color = Color::srgb(0.25, 0.50, 0.72);
const LAST_MOVE: Color = Color::srgb(0.30, 0.38, 0.58);
const WINNING: Color = Color::srgb(0.95, 0.78, 0.25);
const HINT: Color = Color::srgb(0.35, 0.85, 0.95);

/// What the tile under the cursor holds and, with a piece picked, what clicking it would do or
/// why it would not; shown next to the cursor.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct HoverInfo(pub Option<String>);

impl HoverInfo {
    /// Changes the text only when it differs, so the tooltip redraws only then.
    pub fn set(&mut self, text: Option<String>) {
        if self.0 != text {
            self.0 = text;
        }
    }
}

/// One material per seat for the pieces of every game's view, recoloured when the match or the
/// palette setting changes; `MatchStatus::seat_colours` follows the palette too.
#[derive(Resource, Debug, Clone)]
pub struct SeatMaterials(pub Vec<Handle<ColorMaterial>>);

/// The seats the piece views can tell apart.
const MAX_SEATS: usize = 4;

/// The world-space rectangle the current board occupies.
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

/// A click on the board area: the tile under it (`None` off the board) and the button.
#[derive(Message, Debug, Clone, Copy)]
pub struct TileClick {
    pub at: Option<Tile>,
    pub button: MouseButton,
}

/// On boards where a piece is clicked and then its target: the tile of the picked piece.
#[derive(Resource, Default, Debug)]
pub struct Picked(pub Option<Tile>);

/// What a left click on a tile did to the pick.
#[derive(Debug, PartialEq, Eq)]
pub enum PickResult {
    /// A piece was picked (or another of the player's pieces instead).
    Picked,
    /// The pick was dropped (the picked piece again, or an empty tile with nothing picked).
    Dropped,
    /// The picked piece is to go to `to`, one of its lit targets.
    Propose { from: Tile, to: Tile },
    /// A tile that is not a target of the picked piece: the pick is cancelled.
    Cancelled { from: Tile, to: Tile },
    /// A piece that is not the player's, with nothing picked.
    NotYours,
}

impl Picked {
    /// Applies a click on `tile`; `own` says whether it holds a piece of the player to move,
    /// `occupied` whether it holds any piece, `target` whether the picked piece may go there.
    pub fn click(&mut self, tile: Tile, own: bool, occupied: bool, target: bool) -> PickResult {
        match self.0 {
            Some(from) if from == tile => {
                self.0 = None;
                PickResult::Dropped
            }
            _ if own => {
                self.0 = Some(tile);
                PickResult::Picked
            }
            Some(from) => {
                self.0 = None;
                if target { PickResult::Propose { from, to: tile } } else { PickResult::Cancelled { from, to: tile } }
            }
            None if occupied => PickResult::NotYours,
            None => PickResult::Dropped,
        }
    }
}

/// The keyboard's tile on the board. `keys_lead` is set while the keys moved it last (the
/// board then draws it as a ring and keeps it in view); the mouse's hover moves it too.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct BoardCursor {
    pub at: Option<Tile>,
    pub keys_lead: bool,
}

/// The tiles where the player to move can start a move (a piece that can move, a cell that can
/// be played); each game's view fills it, Tab visits them.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct MoveStarts(pub Vec<Tile>);

impl MoveStarts {
    /// Replaces the tiles only when they differ, so nothing downstream sees a change for nothing.
    pub fn set(&mut self, tiles: Vec<Tile>) {
        if self.0 != tiles {
            self.0 = tiles;
        }
    }
}

/// A drawn tile of the board.
#[derive(Component)]
struct TileView(Tile);

pub struct BoardViewPlugin;

impl Plugin for BoardViewPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiInsets>()
            .init_resource::<BoardCursor>()
            .init_resource::<MoveStarts>()
            .init_resource::<Picked>()
            .init_resource::<Highlights>()
            .init_resource::<CameraView>()
            .init_resource::<HoverInfo>()
            .add_message::<TileClick>()
            .add_message::<FitBoard>()
            .add_systems(Startup, (spawn_camera, seat_materials))
            .add_systems(PostUpdate, recolour_seats)
            .add_systems(
                Update,
                (
                    spawn_tiles.run_if(resource_exists_and_changed::<BoardLayout>),
                    (hover, read_clicks)
                        .run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardLayout>))
                        .run_if(not(egui_wants_any_pointer_input)),
                    colour_tiles.run_if(resource_exists::<BoardLayout>),
                    steer_camera.run_if(in_state(Screen::Playing)),
                    place_camera,
                )
                    .chain(),
            )
            .add_systems(OnEnter(Screen::Playing), |mut view: ResMut<CameraView>| *view = CameraView::default())
            .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
                commands.remove_resource::<BoardExtent>();
                commands.remove_resource::<BoardLayout>();
                commands.insert_resource(Highlights::default());
                commands.insert_resource(Picked::default());
                commands.insert_resource(BoardCursor::default());
                commands.insert_resource(MoveStarts::default());
            });
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

fn seat_materials(mut commands: Commands, mut materials: ResMut<Assets<ColorMaterial>>) {
    commands.insert_resource(SeatMaterials((0..MAX_SEATS).map(|_| materials.add(Color::WHITE)).collect()));
}

/// The palette's colour for each seat: the game's own or the colour-blind-safe set.
fn recolour_seats(
    mut status: ResMut<MatchStatus>,
    settings: Option<Res<Settings>>,
    catalog: Res<GameCatalog>,
    setup: Option<Res<CurrentSetup>>,
    seats: Res<SeatMaterials>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let palette = settings.as_ref().map_or(Palette::Standard, |s| s.palette);
    let own = setup.and_then(|s| catalog.get(s.game)).map(|e| e.seat_colours.clone()).unwrap_or_default();
    let colours: Vec<Color> = (0..MAX_SEATS)
        .map(|i| match palette {
            Palette::ColourBlindSafe => COLOUR_BLIND_SAFE[i],
            Palette::Standard => own.get(i).map_or(COLOUR_BLIND_SAFE[i], |&c| theme::colour(c)),
        })
        .collect();
    let seated = status.seat_names.len().min(MAX_SEATS);
    if status.seat_colours[..] != colours[..seated] {
        status.seat_colours = colours[..seated].to_vec();
    }
    for (handle, colour) in seats.0.iter().zip(colours) {
        if materials.get(handle).is_some_and(|m| m.color != colour)
            && let Some(mut material) = materials.get_mut(handle)
        {
            material.color = colour;
        }
    }
}

fn spawn_tiles(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    old: Query<Entity, With<TileView>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let variants: Vec<Handle<Mesh>> = (0..TILE_VARIANTS).map(|v| meshes.add(tile_mesh(layout.shape, v))).collect();
    for &(at, colour) in &layout.tiles {
        // A deterministic pick per tile, so neighbours differ and a redraw looks the same.
        let variant = (at.0 * 7 + at.1 * 11).rem_euclid(TILE_VARIANTS as i32) as usize;
        commands.spawn((
            TileView(at),
            Mesh2d(variants[variant].clone()),
            MeshMaterial2d(materials.add(colour)),
            Transform::from_translation(layout.world(at).extend(0.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.insert_resource(BoardExtent(layout.extent()));
}

/// How many slightly different tiles a board is drawn with.
pub const TILE_VARIANTS: usize = 4;

/// A tile, tinted by its material: a bevelled rim (lit at the top left, shaded at the bottom
/// right) around a face with a soft gradient; `variant` shifts the face's brightness and light
/// a little, so a board of one colour does not look flat.
pub fn tile_mesh(shape: TileShape, variant: usize) -> Mesh {
    let (shade, tilt) = [(1.0, 0.0), (0.96, 0.35), (1.03, -0.3), (0.985, 0.15)][variant % TILE_VARIANTS];
    let (tile, radius) = match shape {
        TileShape::Hex(size) => (size * 0.95, size * 0.95),
        TileShape::Square(side) => (side * 0.95, side * 0.95 / 2.0),
    };
    let face_light = Vec2::new(-0.05 + 0.04 * tilt, 0.08).rotate(Vec2::from_angle(tilt * 0.3)) / radius;
    let part = |figure: Figure, paint: Paint, at: Vec2, scale: f32| match shape {
        TileShape::Hex(_) => figure.regular(paint, at, tile * scale, 6, 0.0),
        TileShape::Square(_) => figure.rect(paint, at, Vec2::splat(tile * scale), tile * 0.04),
    };
    let rim = part(Figure::new(0.0), Paint::Seat(0.9), Vec2::ZERO, 1.0).graded(Vec2::new(-0.12, 0.18) / radius);
    let face = part(rim, Paint::Seat(shade), Vec2::new(-0.01, 0.015) * radius, 0.86).graded(face_light);
    face.layers(1.0).pop().expect("a tile is one tinted layer").mesh
}

/// The colour of a tile given the highlight layers, the game's winning tiles and a hint's.
fn tile_colour(at: Tile, base: Color, lit: &Highlights, winning: &[Tile], hinted: &[Tile]) -> Color {
    let colour = if winning.contains(&at) {
        base.mix(&WINNING, 0.7)
    } else if lit.selection == Some(at) {
        SELECTED
    } else if lit.attacks.contains(&at) {
        ATTACK
    } else if lit.joins.contains(&at) {
        JOIN
    } else if lit.targets.contains(&at) {
        TARGET
    } else if hinted.contains(&at) {
        base.mix(&HINT, 0.75)
    } else if lit.last_move.contains(&at) {
        base.mix(&LAST_MOVE, 0.6)
    } else {
        base
    };
    if lit.hover == Some(at) { colour.lighter(0.08) } else { colour }
}

fn colour_tiles(
    layout: Res<BoardLayout>,
    lit: Res<Highlights>,
    status: Res<MatchStatus>,
    tiles: Query<(&TileView, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut spawned: Local<usize>,
) {
    let count = tiles.iter().len();
    if !lit.is_changed() && !layout.is_changed() && !status.is_changed() && *spawned == count {
        return;
    }
    *spawned = count;
    // A hint's tiles, and the tiles a tutorial's step asks about.
    let hint = status.hint.as_ref().map_or(&[][..], |h| &h.tiles[..]);
    let step = status.tutorial.as_ref().filter(|t| !t.finished).map_or(&[][..], |t| &t.tiles[..]);
    let hinted: Vec<Tile> = hint.iter().chain(step).copied().collect();
    for (TileView(at), material) in &tiles {
        let Some(&(_, base)) = layout.index.get(at).and_then(|&i| layout.tiles.get(i)) else { continue };
        if let Some(mut m) = materials.get_mut(&material.0) {
            let colour = tile_colour(*at, base, &lit, &status.winning, &hinted);
            if m.color != colour {
                m.color = colour;
            }
        }
    }
}

fn cursor_world(window: &Window, camera: &Camera, transform: &GlobalTransform) -> Option<Vec2> {
    camera.viewport_to_world_2d(transform, window.cursor_position()?).ok()
}

/// The hover tile follows the mouse when it moves, and takes the keyboard's cursor with it, so
/// Enter acts where the mouse last pointed and the arrows go on from there.
fn hover(
    layout: Res<BoardLayout>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut moved: MessageReader<CursorMoved>,
    mut lit: ResMut<Highlights>,
    mut cursor: ResMut<BoardCursor>,
) {
    if moved.read().count() == 0 {
        return;
    }
    let (camera, transform) = *camera;
    let at = cursor_world(&window, camera, transform).and_then(|w| layout.tile_at(w));
    if lit.hover != at {
        lit.hover = at;
    }
    let now = BoardCursor { at: at.or(cursor.at), keys_lead: false };
    if *cursor != now {
        *cursor = now;
    }
}

fn read_clicks(
    layout: Res<BoardLayout>,
    mouse: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut clicks: MessageWriter<TileClick>,
) {
    let (camera, transform) = *camera;
    for button in [MouseButton::Left, MouseButton::Right] {
        if mouse.just_pressed(button)
            && let Some(world) = cursor_world(&window, camera, transform)
        {
            clicks.write(TileClick { at: layout.tile_at(world), button });
        }
    }
}

/// The player's pan and zoom on top of the fitted board: zoom 1 and no pan is the whole board
/// fitted into the room the panels leave.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CameraView {
    pub zoom: f32,
    /// World units the view centre is moved from the board's centre.
    pub pan: Vec2,
}

impl Default for CameraView {
    fn default() -> Self {
        CameraView { zoom: 1.0, pan: Vec2::ZERO }
    }
}

/// Asks for the board to be fitted to the window again (the F key, the "Fit board" button).
#[derive(Message, Debug, Clone, Copy)]
pub struct FitBoard;

/// Where the camera looks and how many world units one logical pixel covers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CameraPose {
    pub scale: f32,
    pub centre: Vec2,
}

impl CameraPose {
    /// The pose that shows `board` in the free part of a `window`-sized window, zoomed and
    /// panned by `view`.
    pub fn of(board: Rect, insets: UiInsets, window: Vec2, view: CameraView) -> CameraPose {
        let free = Vec2::new(window.x - insets.left - insets.right, window.y - insets.top - insets.bottom)
            .max(Vec2::splat(50.0));
        let size = board.size().max(Vec2::splat(1.0));
        let scale = (size.x / free.x).max(size.y / free.y) * 1.08 / view.zoom.max(0.01);
        // The free area's centre, relative to the window centre, in logical pixels (y up).
        let offset = Vec2::new((insets.left - insets.right) / 2.0, (insets.bottom - insets.top) / 2.0);
        CameraPose { scale, centre: board.center() + view.pan - offset * scale }
    }

    /// The world point under a cursor position (logical pixels, y down from the top left).
    pub fn world(&self, cursor: Vec2, window: Vec2) -> Vec2 {
        let from_centre = Vec2::new(cursor.x - window.x / 2.0, window.y / 2.0 - cursor.y);
        self.centre + from_centre * self.scale
    }
}

/// Zoom limits: from a little smaller than fitted to eight times closer.
const ZOOM: (f32, f32) = (0.5, 8.0);

/// Pans with Shift and the arrow keys (the arrows alone move the board's cursor, which the view
/// follows when it would leave the window) and by dragging with the right or middle button, zooms with the wheel
/// towards the cursor, and fits the board on F or a `FitBoard` message.
fn steer_camera(
    mut view: ResMut<CameraView>,
    extent: Option<Res<BoardExtent>>,
    insets: Res<UiInsets>,
    window: Single<&Window, With<PrimaryWindow>>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut wheel: MessageReader<MouseWheel>,
    mut motion: MessageReader<MouseMotion>,
    mut fit: MessageReader<FitBoard>,
    time: Res<Time>,
    egui_wants_pointer: Option<Res<EguiWantsInput>>,
    (cursor, layout): (Res<BoardCursor>, Option<Res<BoardLayout>>),
) {
    let Some(extent) = extent else { return };
    let size = Vec2::new(window.width(), window.height());
    let pose = CameraPose::of(extent.0, *insets, size, *view);
    let over_panels = egui_wants_pointer.is_some_and(|e| e.wants_any_pointer_input());
    if fit.read().count() > 0 || keys.just_pressed(KeyCode::KeyF) {
        *view = CameraView::default();
        return;
    }
    let mut next = *view;
    let arrows = [
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
    ];
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let step: Vec2 = arrows.iter().filter(|(k, _)| shift && keys.pressed(*k)).map(|(_, d)| *d).sum();
    next.pan += step * 600.0 * time.delta_secs() * pose.scale;
    if cursor.is_changed()
        && cursor.keys_lead
        && let (Some(at), Some(layout)) = (cursor.at, layout)
    {
        next.pan += into_view(&pose, *insets, size, layout.world(at), layout.tile_size());
    }
    let dragging = buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle);
    let moved: Vec2 = motion.read().map(|m| m.delta).sum();
    if dragging && !over_panels {
        next.pan += Vec2::new(-moved.x, moved.y) * pose.scale;
    }
    let scrolled: f32 = wheel.read().map(|w| if w.unit == MouseScrollUnit::Line { w.y } else { w.y / 40.0 }).sum();
    if scrolled != 0.0
        && !over_panels
        && let Some(cursor) = window.cursor_position()
    {
        // Keep the world point under the cursor where it is.
        let before = pose.world(cursor, size);
        next.zoom = (next.zoom * 1.15f32.powf(scrolled)).clamp(ZOOM.0, ZOOM.1);
        let after = CameraPose::of(extent.0, *insets, size, next).world(cursor, size);
        next.pan += before - after;
    }
    if next != *view {
        *view = next;
    }
}

/// How far to pan so that a tile centred at `world` shows whole in the free part of the window,
/// a tile's width clear of its edges.
fn into_view(pose: &CameraPose, insets: UiInsets, window: Vec2, world: Vec2, tile: f32) -> Vec2 {
    let margin = tile * 0.8;
    let low = pose.world(Vec2::new(insets.left, window.y - insets.bottom), window) + margin;
    let high = pose.world(Vec2::new(window.x - insets.right, insets.top), window) - margin;
    let clamp = |v: f32, lo: f32, hi: f32| if lo > hi { (lo + hi) / 2.0 } else { v.clamp(lo, hi) };
    Vec2::new(world.x - clamp(world.x, low.x, high.x), world.y - clamp(world.y, low.y, high.y))
}

/// Places the camera at the pose the board, the panels and the player's pan and zoom ask for.
fn place_camera(
    extent: Option<Res<BoardExtent>>,
    insets: Res<UiInsets>,
    view: Res<CameraView>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let Some(extent) = extent else { return };
    let (mut projection, mut transform) = camera.into_inner();
    let Projection::Orthographic(ortho) = projection.as_mut() else {
        return;
    };
    let pose = CameraPose::of(extent.0, *insets, Vec2::new(window.width(), window.height()), *view);
    if !matches!(ortho.scaling_mode, ScalingMode::WindowSize) || (ortho.scale - pose.scale).abs() > 1e-4 {
        ortho.scaling_mode = ScalingMode::WindowSize;
        ortho.scale = pose.scale;
    }
    if transform.translation.truncate().distance(pose.centre) > 1e-3 {
        transform.translation = pose.centre.extend(transform.translation.z);
    }
}

/// Games played by picking a piece and then its target (Tactigon, Kings & Pawns): what the
/// shared click handling and highlights need to know.
pub trait PickBoard: Game {
    /// The tiles a move goes from and to.
    fn move_tiles(&self, mv: Self::Move) -> (Tile, Tile);
    /// The move from one tile to another, legal or not, if both tiles exist.
    fn move_between(&self, from: Tile, to: Tile) -> Option<Self::Move>;
    /// Whose piece stands on a tile.
    fn holder(&self, at: Tile) -> Option<Seat>;
}

/// Adds pick-then-target clicks and highlights for a game; its view draws the board layout and
/// the pieces.
pub struct PickBoardPlugin<G>(PhantomData<G>);

impl<G> Default for PickBoardPlugin<G> {
    fn default() -> Self {
        PickBoardPlugin(PhantomData)
    }
}

impl<G: PickBoard + PlayableGame> Plugin for PickBoardPlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (
                pick_clicks::<G>.before(PlaySet),
                pick_highlights::<G>
                    .after(PlaySet)
                    .run_if(resource_exists_and_changed::<Match<G>>.or_else(resource_changed::<Picked>)),
                hover_text::<G>
                    .after(PlaySet)
                    .run_if(resource_changed::<Highlights>.or_else(resource_exists_and_changed::<Match<G>>)),
            )
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
        );
    }
}

fn pick_clicks<G: PickBoard + PlayableGame>(
    mut clicks: MessageReader<TileClick>,
    game: Res<Match<G>>,
    mut picked: ResMut<Picked>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<G>>,
) {
    for click in clicks.read() {
        let Some(at) = click.at.filter(|_| click.button == MouseButton::Left) else {
            picked.0 = None;
            continue;
        };
        if !game.takes_clicks(&mut status) {
            continue;
        }
        let state = &game.state;
        let me = state.to_move();
        let holder = state.holder(at);
        let proposed = picked.0.and_then(|from| state.move_between(from, at));
        let target = proposed.is_some_and(|mv| state.is_legal(mv));
        match picked.click(at, holder == Some(me), holder.is_some(), target) {
            PickResult::Propose { .. } => {
                if let Some(mv) = proposed {
                    requests.write(game.request(me, mv));
                }
            }
            PickResult::Cancelled { .. } => {
                let why =
                    proposed.and_then(|mv| state.why_illegal(mv)).unwrap_or_else(|| Text::new("play-not-a-target"));
                status.notice = Some(Text::new("play-pick-cancelled").with("why", why));
            }
            PickResult::NotYours => {
                let owner = holder.map(|s| state.seat_text(s)).unwrap_or_default();
                status.notice =
                    Some(Text::new("play-not-yours").with("owner", owner).with("seat", state.seat_text(me)));
            }
            PickResult::Picked | PickResult::Dropped => status.notice = None,
        }
    }
}

/// The hover tooltip for pick-then-target games: the tile, and with a piece picked what the
/// click would do (the steps it would cause) or why it is not a move.
fn hover_text<G: PickBoard + PlayableGame>(
    game: Res<Match<G>>,
    lit: Res<Highlights>,
    tr: Res<Tr>,
    mut info: ResMut<HoverInfo>,
) {
    let shown = game.shown();
    let text = lit.hover.and_then(|at| {
        let proposed = lit.selection.filter(|from| *from != at).and_then(|from| shown.move_between(from, at));
        hover_lines(&tr, shown, at, proposed)
    });
    info.set(text);
}

/// The tooltip for a tile: what it holds, then what a click proposing `mv` would do (the steps
/// it would cause) or why it is not a move. `None` when there is nothing to say.
pub fn hover_lines<G: PlayableGame>(tr: &Tr, state: &G, at: Tile, proposed: Option<G::Move>) -> Option<String> {
    let mut lines: Vec<String> = state.describe_tile(at).iter().map(|line| tr.show(line)).collect();
    if let Some(mv) = proposed {
        match state.why_illegal(mv) {
            None => {
                let mut after = state.clone();
                let name = |s: Seat| state.seat_text(s);
                let steps: Vec<String> = after.play(mv).iter().map(|s| tr.show(&s.describe(name))).collect();
                lines.push(tr.text_with("play-hover-move", &[("steps", steps.join("; ").into())]));
            }
            Some(why) => lines.push(tr.text_with("play-hover-not-a-move", &[("why", tr.show(&why).into())])),
        }
    }
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// The picked piece's targets and attacks, the last move, and for the keyboard the pieces
/// that can move.
fn pick_highlights<G: PickBoard + PlayableGame>(
    game: Res<Match<G>>,
    picked: Res<Picked>,
    mut lit: ResMut<Highlights>,
    mut starts: ResMut<MoveStarts>,
) {
    let state = &game.state;
    let live = game.human_to_move() && game.viewing().is_none();
    let selection = picked.0.filter(|_| live);
    let (mut targets, mut attacks, mut from_tiles) = (Vec::new(), Vec::new(), Vec::new());
    let mut moves = Vec::new();
    if live {
        state.legal_moves(&mut moves);
    }
    for (f, to) in moves.into_iter().map(|m| state.move_tiles(m)) {
        if !from_tiles.contains(&f) {
            from_tiles.push(f);
        }
        if selection == Some(f) {
            if state.holder(to).is_some() { attacks.push(to) } else { targets.push(to) }
        }
    }
    starts.set(from_tiles);
    lit.selection = selection;
    lit.targets = targets;
    lit.attacks = attacks;
    lit.last_move = game.last_tiles();
}
