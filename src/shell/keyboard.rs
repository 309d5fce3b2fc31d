//! Playing without a mouse. A cursor on the board moves with the arrow keys (on hex boards the
//! numpad's 7 8 9 1 2 3 give the six directions too); Enter or Space is a left click on its
//! tile, so picking and targeting go through each game's own click handling; Tab and
//! Shift+Tab visit the tiles where the player's moves start, or with a piece picked its
//! targets; Escape drops the pick. The cursor's tile is the hover tile, so its label (which a
//! screen reader reads out) says what it holds and what Enter would do. F6 moves the keyboard
//! into the panels (egui's Tab and Enter then work their buttons) and Escape brings it back.

use super::Screen;
use super::accessibility::live_label;
use super::board_view::{BoardCursor, BoardLayout, Highlights, HoverInfo, MoveStarts, Picked, TileClick, UiInsets};
use super::language::Tr;
use crate::core::Tile;
use crate::session::sketch::TileShape;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

/// The board's keyboard logic; it needs no window, so headless tests play with it.
pub struct KeyboardPlugin;

impl Plugin for KeyboardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<PanelsFocused>()
            .add_systems(Update, board_keys.run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardLayout>)));
    }
}

/// Whether an egui widget has the keyboard (after F6 or a click on a panel): the board's keys
/// then wait. Without a window it stays false.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct PanelsFocused(pub bool);

/// A direction on the screen, y up.
pub fn direction(key: KeyCode) -> Option<Vec2> {
    let (s, c) = (0.5, 3f32.sqrt() / 2.0);
    Some(match key {
        KeyCode::ArrowUp | KeyCode::Numpad8 => Vec2::Y,
        KeyCode::ArrowDown | KeyCode::Numpad2 => Vec2::NEG_Y,
        KeyCode::ArrowLeft | KeyCode::Numpad4 => Vec2::NEG_X,
        KeyCode::ArrowRight | KeyCode::Numpad6 => Vec2::X,
        KeyCode::Numpad7 => Vec2::new(-c, s),
        KeyCode::Numpad9 => Vec2::new(c, s),
        KeyCode::Numpad1 => Vec2::new(-c, -s),
        KeyCode::Numpad3 => Vec2::new(c, -s),
        _ => return None,
    })
}

/// The number keys 1 to 9, for choosing among things shown in a row (Provinces' shop, Robot
/// Race's hand).
pub const DIGIT_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Every key that moves the cursor, for whoever needs to keep them from other uses.
pub const CURSOR_KEYS: [KeyCode; 12] = [
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::Numpad8,
    KeyCode::Numpad2,
    KeyCode::Numpad4,
    KeyCode::Numpad6,
    KeyCode::Numpad7,
    KeyCode::Numpad9,
    KeyCode::Numpad1,
    KeyCode::Numpad3,
];

/// The tile the cursor goes to from `from` for a key pointing along `towards`: the nearest tile
/// within 53° of that direction, nearness counted against how far it strays, so a neighbour
/// wins and a gap in the board is jumped. On hex boards left and right have two neighbours
/// equally near (up and down a half row); the one in the same offset row wins, so holding
/// the key runs along a row.
pub fn step(layout: &BoardLayout, from: Tile, towards: Vec2) -> Option<Tile> {
    let origin = layout.world(from);
    let mut best: Option<(f32, bool, Tile)> = None;
    for &(at, _) in &layout.tiles {
        let offset = layout.world(at) - origin;
        let distance = offset.length();
        if at == from || distance < 1e-3 {
            continue;
        }
        let cos = offset.dot(towards) / distance;
        if cos < 0.6 {
            continue;
        }
        let score = distance / (cos * cos);
        let same_row = at.1 == from.1;
        let better = match best {
            None => true,
            Some((s, row, _)) if (score - s).abs() < 1e-3 * s => same_row && !row,
            Some((s, _, _)) => score < s,
        };
        if better {
            best = Some((score, same_row, at));
        }
    }
    best.map(|(_, _, at)| at)
}

/// Reading order on the screen: top row first, then left to right.
fn reading_order(layout: &BoardLayout, tiles: &mut [Tile]) {
    tiles.sort_by(|a, b| {
        let (a, b) = (layout.world(*a), layout.world(*b));
        b.y.total_cmp(&a.y).then(a.x.total_cmp(&b.x))
    });
}

/// The next (or previous) tile of `tiles` after `from` in reading order, wrapping round.
fn cycle(layout: &BoardLayout, mut tiles: Vec<Tile>, from: Option<Tile>, back: bool) -> Option<Tile> {
    tiles.dedup();
    reading_order(layout, &mut tiles);
    if back {
        tiles.reverse();
    }
    let next = from.and_then(|f| tiles.iter().position(|t| *t == f)).map_or(0, |i| (i + 1) % tiles.len().max(1));
    tiles.get(next).copied()
}

fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    layout: Res<BoardLayout>,
    starts: Res<MoveStarts>,
    panels: Res<PanelsFocused>,
    mut cursor: ResMut<BoardCursor>,
    mut lit: ResMut<Highlights>,
    mut picked: ResMut<Picked>,
    mut clicks: MessageWriter<TileClick>,
) {
    if panels.0 {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) && picked.0.is_some() {
        picked.0 = None;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let mut at = cursor.at.filter(|t| layout.contains(*t));
    let mut moved = false;
    for key in keys.get_just_pressed() {
        if let Some(towards) = direction(*key).filter(|_| !shift && !ctrl) {
            at = match at {
                Some(from) => step(&layout, from, towards).or(Some(from)),
                None => first_tile(&layout, &starts),
            };
            moved = true;
        }
    }
    if keys.just_pressed(KeyCode::Tab) && !ctrl {
        let mut tiles: Vec<Tile> = match lit.selection {
            Some(_) => lit.targets.iter().chain(&lit.attacks).chain(&lit.joins).copied().collect(),
            None => starts.0.clone(),
        };
        tiles.retain(|t| layout.contains(*t));
        at = cycle(&layout, tiles, at, shift).or(at);
        moved = true;
    }
    if moved && at.is_some() {
        let now = BoardCursor { at, keys_lead: true };
        if *cursor != now {
            *cursor = now;
        }
        if lit.hover != at {
            lit.hover = at;
        }
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]);
    if enter && let Some(at) = cursor.at.filter(|t| layout.contains(*t)) {
        clicks.write(TileClick { at: Some(at), button: MouseButton::Left });
        cursor.keys_lead = true;
        if lit.hover != Some(at) {
            lit.hover = Some(at);
        }
    }
}

/// Where the cursor appears on the first key: the first tile to start a move from, else the
/// board's top left tile.
fn first_tile(layout: &BoardLayout, starts: &MoveStarts) -> Option<Tile> {
    let mut tiles: Vec<Tile> = starts.0.iter().copied().filter(|t| layout.contains(*t)).collect();
    if tiles.is_empty() {
        tiles = layout.tiles.iter().map(|(at, _)| *at).collect();
    }
    reading_order(layout, &mut tiles);
    tiles.first().copied()
}

/// The window's half: which of the board and the panels has the keyboard, and the cursor's
/// ring on the board.
pub struct KeyboardUiPlugin;

impl Plugin for KeyboardUiPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            PreUpdate,
            route_keys.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            EguiPrimaryContextPass,
            paint_cursor.run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardLayout>)),
        );
    }
}

/// The keys the board takes while it has the keyboard, kept from egui so that Tab does not
/// wander into the panels and Enter does not press a button the mouse last touched.
fn board_key(key: egui::Key) -> bool {
    use egui::Key::*;
    matches!(key, Tab | Enter | Space | ArrowUp | ArrowDown | ArrowLeft | ArrowRight)
}

/// On the game screen the board has the keyboard unless an egui widget has focus (after F6,
/// or a click on a panel); Escape, egui's own, takes focus away and so gives the board the
/// keyboard back, as F6 does. On other screens egui has every key, so menus and pages work
/// by Tab and Enter.
fn route_keys(
    mut contexts: EguiContexts,
    mut inputs: Query<&mut EguiInput>,
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    mut panels: ResMut<PanelsFocused>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let focused = ctx.memory(|m| m.focused());
    let playing = *screen.get() == Screen::Playing;
    let f6 = playing && keys.just_pressed(KeyCode::F6);
    if let (true, Some(id)) = (f6, focused) {
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
    let to_panels = f6 && focused.is_none();
    for mut input in &mut inputs {
        if to_panels {
            // egui gives a Tab with nothing focused to the first widget that takes focus.
            let tab = egui::Event::Key {
                key: egui::Key::Tab,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers: egui::Modifiers::NONE,
            };
            input.0.events.push(tab);
        } else if playing && (focused.is_none() || f6) {
            input.0.events.retain(|event| !matches!(event, egui::Event::Key { key, .. } if board_key(*key)));
        }
    }
    let now = playing && (to_panels || (focused.is_some() && !f6));
    if panels.0 != now {
        panels.0 = now;
    }
    Ok(())
}

/// The cursor's tile outlined while the keys lead, a light line on a dark one so it shows on
/// every colour of tile and highlight, and its words (what it holds, what Enter would do)
/// beside it in a label a screen reader reads out as the cursor moves.
fn paint_cursor(
    mut contexts: EguiContexts,
    cursor: Res<BoardCursor>,
    layout: Res<BoardLayout>,
    (hover, tr, insets): (Res<HoverInfo>, Res<Tr>, Res<UiInsets>),
    camera: Query<(&Camera, &Transform), With<Camera2d>>,
) -> Result {
    let Some(at) = cursor.at.filter(|_| cursor.keys_lead) else { return Ok(()) };
    let Ok((camera, eye)) = camera.single() else { return Ok(()) };
    let eye = GlobalTransform::from(*eye);
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor().max(0.01);
    let centre = layout.world(at);
    let corners: Vec<Vec2> = match layout.shape {
        TileShape::Hex(size) => {
            (0..6).map(|i| centre + Vec2::from_angle(i as f32 * std::f32::consts::FRAC_PI_3) * size * 0.92).collect()
        }
        TileShape::Square(side) => [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .into_iter()
            .map(|(x, y)| centre + Vec2::new(x, y) * side * 0.46)
            .collect(),
    };
    let points: Vec<egui::Pos2> = corners
        .into_iter()
        .filter_map(|c| camera.world_to_viewport(&eye, c.extend(0.0)).ok())
        .map(|p| egui::pos2(p.x, p.y) / zoom)
        .filter(|p| p.x.is_finite() && p.y.is_finite())
        .collect();
    // Beside the tile; before the camera knows its window, at the board's top left.
    let corner = egui::pos2(insets.left, insets.top) / zoom + egui::vec2(8.0, 8.0);
    let mut anchor = corner;
    if points.len() > 2 {
        let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("board_cursor")));
        let dark = egui::Stroke::new(8.0, egui::Color32::from_black_alpha(220));
        painter.add(egui::Shape::closed_line(points.clone(), dark));
        let light = egui::Stroke::new(3.5, egui::Color32::from_rgb(255, 250, 220));
        anchor.x = points.iter().map(|p| p.x).fold(f32::MIN, f32::max) + 8.0;
        anchor.y = points.iter().map(|p| p.y).fold(f32::MAX, f32::min);
        painter.add(egui::Shape::closed_line(points, light));
    }
    let place = tr.text_with("play-cursor-tile", &[("x", at.0.into()), ("y", at.1.into())]);
    let text = hover.0.as_ref().map_or(place.clone(), |words| format!("{place}\n{words}"));
    let anchor = egui::PopupAnchor::Position(anchor);
    egui::Tooltip::always_open(ctx.clone(), egui::LayerId::background(), egui::Id::new("cursor-tile"), anchor)
        .width(300.0)
        .show(|ui| live_label(ui, text));
    Ok(())
}
