//! Provinces' screen: the hex or square8 board with land in its owner's colour, the sea around
//! it, province borders and the chosen province outlined; units, buildings and each province's
//! treasury as drawings (`figures.rs`); the shop bar with the selected province's figures, and
//! the clicks that pick a province, a unit or a shop item.

use super::MoveSet;
use super::figures;
use super::map::TileId;
use super::rules::{PMove, ProvinceInfo, Provinces, Thing};
use super::sketch::{HEX_SIZE, NEUTRAL, SQUARE, land, shape, sketch_with};
use crate::core::{Game, Text, Tile};
use crate::i18n::number;
use crate::session::sketch::Mark;
use crate::session::sketch::TileShape;
use crate::shell::board_text::BoardText;
use crate::shell::board_view::MoveStarts;
use crate::shell::board_view::{
    BoardLayout, Highlights, HoverInfo, Picked, SeatMaterials, TileClick, UiInsets, hover_lines,
};
use crate::shell::figures::{Figure, FigureMeshes, MarkArt, Paint, ink_material};
use crate::shell::geometry::TileGeometry;
use crate::shell::keyboard::{DIGIT_KEYS, PanelsFocused};
use crate::shell::language::Tr;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::shell::play::PlaySet;
use crate::shell::theme;
use crate::shell::theme::rgb_of;
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const BORDER: Color = Color::srgb(0.06, 0.06, 0.08);
/// Province borders: light on a dark band, so they stand out from the gaps between tiles.
const EDGE: Color = Color::srgb(0.93, 0.91, 0.84);
/// The chosen province's outline.
const CHOSEN: Color = Color::srgb(1.0, 0.86, 0.30);
/// World units per figure unit for pieces.
const FIGURE: f32 = HEX_SIZE * 0.8;
/// The treasury tag's scale: small, below the capital's piece and clear of its strength pips.
const TREASURY: f32 = HEX_SIZE * 0.4;

/// A sketch's piece (its preset letter) as the unit or building the board shows.
pub(crate) fn mark_figure(mark: &Mark) -> Option<MarkArt> {
    let thing = mark.letter.chars().next().and_then(Thing::from_letter)?;
    let figure = if thing.is_unit() {
        figures::unit(thing)
    } else if thing.is_building() {
        figures::building(thing)
    } else {
        return None;
    };
    Some(MarkArt { figure, letter: false })
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(MotionPlugin::<Provinces>::default())
        .init_resource::<Choice>()
        .add_systems(Startup, load_art)
        .add_systems(
            Update,
            (
                reset_choice.run_if(resource_added::<Match<Provinces>>),
                (shop_keys, handle_clicks).before(PlaySet),
                (colour_land, highlight, outline_choice, hover_text)
                    .after(PlaySet)
                    .run_if(resource_exists_and_changed::<Match<Provinces>>.or_else(choice_changed)),
                draw_things.in_set(PieceDraw).run_if(resource_exists_and_changed::<Match<Provinces>>),
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Provinces>>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            shop_bar.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Provinces>>)),
        )
        .add_systems(OnExit(Screen::Playing), |mut insets: ResMut<UiInsets>| insets.bottom = 0.0);
}

/// What the human has chosen on the board: a province (by one of its tiles), and a shop item
/// to place; a picked unit is the shared `Picked`.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
struct Choice {
    province: Option<Tile>,
    item: Option<Thing>,
}

fn choice_changed(choice: Res<Choice>, picked: Res<Picked>, lit: Res<Highlights>) -> bool {
    choice.is_changed() || picked.is_changed() || lit.is_changed()
}

#[derive(Component, Clone)]
struct ThingView;

/// The sea's tiles, drawn once per match.
#[derive(Component)]
struct SeaView;

/// The chosen province's outline.
#[derive(Component, Clone)]
struct ChoiceOutline;

/// The figures' meshes, built once: units by strength, buildings, the treasury, sea tiles and
/// border strokes for each tile shape.
#[derive(Resource)]
struct Art {
    units: [FigureMeshes; 4],
    farm: FigureMeshes,
    tower: FigureMeshes,
    strong: FigureMeshes,
    treasury: FigureMeshes,
    /// Sea tiles: three hexagons, then three squares.
    sea: Vec<FigureMeshes>,
    /// Borders and the choice outline: (hex, square).
    border: (FigureMeshes, FigureMeshes),
    outline: (FigureMeshes, FigureMeshes),
    ink: Handle<ColorMaterial>,
}

/// A straight edge `length` long along x, centred, as a stroke per (colour, width), widest first.
fn edge_stroke(length: f32, bands: &[(Color, f32)]) -> Figure {
    let half = Vec2::new(length / 2.0, 0.0);
    bands.iter().fold(Figure::new(0.0), |f, &(colour, width)| f.stroke(Paint::Ink(colour), -half, half, width))
}

fn load_art(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    let mut build = |figure: Figure, scale: f32| figure.build(scale, &mut meshes);
    let units = [Thing::Peasant, Thing::Spearman, Thing::Baron, Thing::Knight].map(|t| build(figures::unit(t), FIGURE));
    let border = [(BORDER, 6.0), (EDGE, 3.0)];
    let outline = [(BORDER, 8.0), (CHOSEN, 4.5)];
    let sea = (0..6).map(|i| {
        if i < 3 { build(figures::sea(true, i), HEX_SIZE) } else { build(figures::sea(false, i), SQUARE / 2.0) }
    });
    let sea = sea.collect();
    commands.insert_resource(Art {
        units,
        farm: build(figures::building(Thing::Farm), FIGURE),
        tower: build(figures::building(Thing::Tower), FIGURE),
        strong: build(figures::building(Thing::StrongTower), FIGURE),
        treasury: build(figures::treasury(), TREASURY),
        sea,
        border: (build(edge_stroke(HEX_SIZE, &border), 1.0), build(edge_stroke(SQUARE, &border), 1.0)),
        outline: (build(edge_stroke(HEX_SIZE, &outline), 1.0), build(edge_stroke(SQUARE, &outline), 1.0)),
        ink: ink_material(&mut materials),
    });
}

fn reset_choice(
    mut choice: ResMut<Choice>,
    mut commands: Commands,
    game: Res<Match<Provinces>>,
    art: Res<Art>,
    old: Query<Entity, With<SeaView>>,
) {
    *choice = Choice::default();
    let state = &game.state;
    let tiles = land(state).into_iter().map(|t| (state.map().xy(t), NEUTRAL)).collect();
    commands.insert_resource(BoardLayout::new(shape(state), tiles));
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let map = state.map();
    let hex = matches!(shape(state), TileShape::Hex(_));
    for t in (0..map.len() as TileId).filter(|&t| !map.is_land(t)) {
        let (x, y) = map.xy(t);
        let variant = (x * 7 + y * 13).rem_euclid(3) as usize + if hex { 0 } else { 3 };
        let at = Transform::from_translation(shape(state).world((x, y)).extend(-0.5));
        art.sea[variant].spawn(&mut commands, &art.ink, &art.ink, at, || (SeaView, DespawnOnExit(Screen::Playing)));
    }
}

/// The first tile of the province holding `at` if it is the mover's.
fn own_province(state: &Provinces, at: Tile) -> Option<TileId> {
    let t = state.map().tile(at)?;
    let p = state.province_at(t).filter(|p| p.side == state.side_to_move())?;
    state.map().tile(p.first)
}

/// Land in its owner's colour, the chosen province lighter while its side is to move.
fn colour_land(
    game: Res<Match<Provinces>>,
    choice: Res<Choice>,
    status: Res<MatchStatus>,
    layout: Option<ResMut<BoardLayout>>,
) {
    let Some(mut layout) = layout else { return };
    let state = game.shown();
    let chosen = choice.province.and_then(|at| own_province(state, at)).and_then(|t| state.province_at(t));
    let colours: Vec<(Tile, Color)> =
        sketch_with(state, &status.seat_colours.iter().map(|&c| rgb_of(c)).collect::<Vec<_>>())
            .tiles
            .into_iter()
            .map(|(at, colour)| {
                let t = state.map().tile(at);
                let same =
                    chosen.is_some_and(|c| t.and_then(|t| state.province_at(t)).is_some_and(|p| p.first == c.first));
                let colour = theme::colour(colour);
                (at, if same { colour.lighter(0.12) } else { colour })
            })
            .collect();
    if layout.tiles != colours {
        layout.tiles = colours;
    }
}

/// The targets of the picked unit or chosen item: green to move or place, blue to merge, red to
/// capture or invade.
/// The picked unit's or the chosen item's tiles and the last move; for the keyboard's Tab, the
/// units that can move and a tile of each province that can buy, or with an item chosen the
/// tiles it can go to.
fn highlight(
    game: Res<Match<Provinces>>,
    picked: Res<Picked>,
    choice: Res<Choice>,
    mut lit: ResMut<Highlights>,
    mut starts: ResMut<MoveStarts>,
) {
    let state = &game.state;
    let live = game.human_to_move() && game.viewing().is_none();
    let (mut targets, mut joins, mut attacks) = (Vec::new(), Vec::new(), Vec::new());
    let mut sort = |t: TileId| {
        let at = state.map().xy(t);
        match state.owner(t) {
            Some(s) if s == state.side_to_move() && state.thing(t).is_unit() => joins.push(at),
            Some(s) if s == state.side_to_move() => targets.push(at),
            _ if state.thing(t) != Thing::Empty || state.owner(t).is_some() => attacks.push(at),
            _ => targets.push(at),
        }
    };
    let moves = if live { legal(state) } else { Vec::new() };
    for &mv in &moves {
        match (mv, picked.0, &*choice) {
            (PMove::Move { from, to }, Some(unit), _) if state.map().xy(from) == unit => sort(to),
            (PMove::Buy { item, at, by }, None, Choice { province: Some(p), item: Some(chosen) })
                if item == *chosen && own_province(state, *p) == Some(by) =>
            {
                sort(at)
            }
            _ => {}
        }
    }
    let mut from = Vec::new();
    for mv in moves {
        let at = match mv {
            PMove::Move { from, .. } => state.map().xy(from),
            PMove::Buy { by, .. } => state.map().xy(by),
            PMove::End => continue,
        };
        if !from.contains(&at) {
            from.push(at);
        }
    }
    starts.set(match choice.item {
        Some(_) => targets.iter().chain(&joins).chain(&attacks).copied().collect(),
        None => from,
    });
    let selection = picked.0.filter(|_| live);
    let last = game.last_tiles();
    if lit.selection != selection || lit.targets != targets || lit.joins != joins || lit.attacks != attacks {
        lit.selection = selection;
        lit.targets = targets;
        lit.joins = joins;
        lit.attacks = attacks;
    }
    if lit.last_move != last {
        lit.last_move = last;
    }
}

fn legal(state: &Provinces) -> Vec<PMove> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    moves
}

/// World offsets from a tile's centre to the neighbours it shares an edge with.
fn edge_offsets(shape: TileShape) -> Vec<Vec2> {
    match shape {
        TileShape::Hex(size) => (0..6)
            .map(|i| {
                Vec2::from_angle(std::f32::consts::FRAC_PI_6 + i as f32 * std::f32::consts::FRAC_PI_3)
                    * size
                    * 3f32.sqrt()
            })
            .collect(),
        TileShape::Square(side) => vec![Vec2::X * side, Vec2::Y * side, Vec2::NEG_X * side, Vec2::NEG_Y * side],
    }
}

/// The land tile across each edge of `t` (`None` for sea or off the board), with the edge's
/// midpoint and its turn.
fn across_edges(state: &Provinces, t: TileId) -> Vec<(Option<TileId>, Vec2, f32)> {
    let shape = shape(state);
    let at = shape.world(state.map().xy(t));
    edge_offsets(shape)
        .into_iter()
        .map(|offset| {
            let n = state.map().tile(shape.tile_at(at + offset)).filter(|&n| state.map().is_land(n));
            (n, at + offset / 2.0, offset.to_angle() + std::f32::consts::FRAC_PI_2)
        })
        .collect()
}

fn edge_meshes(shape: TileShape, meshes: &(FigureMeshes, FigureMeshes)) -> &FigureMeshes {
    if matches!(shape, TileShape::Hex(_)) { &meshes.0 } else { &meshes.1 }
}

/// Units, buildings and treasuries as drawings (units in their side's colour, towers flying
/// it), and province borders on the edges between tiles of different provinces.
fn draw_things(
    mut commands: Commands,
    game: Res<Match<Provinces>>,
    art: Res<Art>,
    seats: Res<SeatMaterials>,
    old: Query<Entity, With<ThingView>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    let shape = shape(state);
    let map = state.map();
    let province = |t: TileId| state.province_at(t).map(|p| p.first);
    for t in land(state) {
        let at = shape.world(map.xy(t));
        let thing = state.thing(t);
        let side = state.owner(t).map_or(0, |s| s.seat().index());
        let figure = match thing {
            Thing::Farm => Some(&art.farm),
            Thing::Tower => Some(&art.tower),
            Thing::StrongTower => Some(&art.strong),
            Thing::Empty => None,
            unit => Some(&art.units[unit.strength() as usize - 1]),
        };
        // Units and buildings name their tile, so they move and fade; borders do not.
        if let Some(figure) = figure {
            let tag = || (ThingView, PieceAt(map.xy(t)), DespawnOnExit(Screen::Playing));
            figure.spawn(&mut commands, &seats.0[side], &art.ink, Transform::from_translation(at.extend(2.0)), tag);
        }
        for (n, middle, turn) in across_edges(state, t) {
            if n.is_some_and(|n| n > t && province(n) != province(t)) {
                let place = Transform::from_translation(middle.extend(1.5)).with_rotation(Quat::from_rotation_z(turn));
                let tag = || (ThingView, DespawnOnExit(Screen::Playing));
                edge_meshes(shape, &art.border).spawn(&mut commands, &art.ink, &art.ink, place, tag);
            }
        }
    }
    // Each province's treasury at its capital, with its coins written beside the stack.
    for p in state.provinces().into_iter().filter(|p| p.size >= 2) {
        let at = shape.world(p.first) + Vec2::new(HEX_SIZE * 0.05, -HEX_SIZE * 0.7);
        let tag = || (ThingView, DespawnOnExit(Screen::Playing));
        art.treasury.spawn(&mut commands, &art.ink, &art.ink, Transform::from_translation(at.extend(5.0)), tag);
        commands.spawn((
            ThingView,
            BoardText::new(p.money.to_string(), TREASURY * 0.95, Color::srgb(1.0, 0.9, 0.55)),
            Transform::from_translation((at + Vec2::new(TREASURY * 0.72, 0.0)).extend(5.1)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

/// The chosen province's boundary, outlined while its side is to move: every edge between one
/// of its tiles and a tile outside it (another province, the sea, the board's end).
fn outline_choice(
    mut commands: Commands,
    game: Res<Match<Provinces>>,
    choice: Res<Choice>,
    art: Res<Art>,
    old: Query<Entity, With<ChoiceOutline>>,
    mut drawn: Local<Option<Vec<TileId>>>,
) {
    let state = game.shown();
    let chosen = choice.province.and_then(|at| own_province(state, at)).and_then(|t| state.province_at(t));
    let tiles: Option<Vec<TileId>> = chosen.map(|c| {
        land(state).into_iter().filter(|&t| state.province_at(t).is_some_and(|p| p.first == c.first)).collect()
    });
    if *drawn == tiles && (tiles.is_none() || !old.is_empty()) {
        return;
    }
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let shape = shape(state);
    for &t in tiles.iter().flatten() {
        for (n, middle, turn) in across_edges(state, t) {
            if n.is_none_or(|n| !tiles.iter().flatten().any(|&m| m == n)) {
                let place = Transform::from_translation(middle.extend(6.0)).with_rotation(Quat::from_rotation_z(turn));
                let tag = || (ChoiceOutline, DespawnOnExit(Screen::Playing));
                edge_meshes(shape, &art.outline).spawn(&mut commands, &art.ink, &art.ink, place, tag);
            }
        }
    }
    *drawn = tiles;
}

/// A click picks a province (any of its tiles) and, on a unit that may move, the unit; with a
/// unit picked or a shop item chosen, a lit tile is the move.
fn handle_clicks(
    mut clicks: MessageReader<TileClick>,
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<Match<Provinces>>,
    mut choice: ResMut<Choice>,
    mut picked: ResMut<Picked>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<Provinces>>,
) {
    if keys.just_pressed(KeyCode::Escape) && choice.item.is_some() {
        choice.item = None;
    }
    for click in clicks.read() {
        if click.button != MouseButton::Left {
            choice.item = None;
            picked.0 = None;
            continue;
        }
        let Some(at) = click.at else { continue };
        if !game.takes_clicks(&mut status) {
            continue;
        }
        let state = &game.state;
        let Some(t) = state.map().tile(at) else { continue };
        let send = |requests: &mut MessageWriter<MoveRequest<Provinces>>, mv: PMove| {
            requests.write(game.request(state.to_move(), mv));
        };
        if let (Some(item), Some(by)) = (choice.item, choice.province.and_then(|p| own_province(state, p))) {
            let buys: Vec<PMove> = legal(state)
                .into_iter()
                .filter(|&m| matches!(m, PMove::Buy { item: i, at: a, by: b } if i == item && a == t && b == by))
                .collect();
            if let Some(&mv) = buys.first() {
                send(&mut requests, mv);
                choice.item = None;
                status.notice = None;
                continue;
            }
            let mv = PMove::Buy { item, at: t, by };
            status.notice =
                Some(Text::new("provinces-cannot-place").with("item", item.text()).with("reason", why(state, mv)));
            choice.item = None;
        }
        if let Some(unit) = picked.0.and_then(|u| state.map().tile(u)) {
            picked.0 = None;
            if unit == t {
                continue;
            }
            let mv = PMove::Move { from: unit, to: t };
            if state.is_legal(mv) {
                send(&mut requests, mv);
                status.notice = None;
                continue;
            }
            if state.owner(t) != Some(state.side_to_move()) {
                status.notice = Some(Text::new("provinces-not-a-move").with("reason", why(state, mv)));
                continue;
            }
        }
        match state.owner(t) {
            Some(side) if side == state.side_to_move() => {
                choice.province = Some(at);
                let movable = legal(state).iter().any(|m| matches!(m, PMove::Move { from, .. } if *from == t));
                picked.0 = movable.then_some(at);
                status.notice = None;
            }
            Some(side) => status.notice = Some(Text::new("provinces-their-land").with("side", side.name())),
            None => status.notice = Some(Text::new("provinces-neutral")),
        }
    }
}

/// The shop and End turn by keys: 1 to 7 choose an item for the chosen province (the same key
/// again puts it back), E ends the turn.
fn shop_keys(
    keys: Res<ButtonInput<KeyCode>>,
    panels: Res<PanelsFocused>,
    game: Res<Match<Provinces>>,
    mut choice: ResMut<Choice>,
    mut picked: ResMut<Picked>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<Provinces>>,
) {
    if panels.0 || !game.human_to_move() || game.viewing().is_some() {
        return;
    }
    let state = &game.state;
    for (&key, item) in DIGIT_KEYS.iter().zip(Thing::ITEMS) {
        if !keys.just_pressed(key) {
            continue;
        }
        let by = choice.province.and_then(|p| own_province(state, p));
        let buyable = |by: TileId| {
            legal(state).iter().any(|m| matches!(m, PMove::Buy { item: i, by: b, .. } if *i == item && *b == by))
        };
        match by {
            Some(by) if buyable(by) => {
                choice.item = if choice.item == Some(item) { None } else { Some(item) };
                picked.0 = None;
                status.notice = None;
            }
            Some(_) => status.notice = Some(Text::new("provinces-cannot-buy").with("item", item.text())),
            None => status.notice = Some(Text::new("provinces-pick-province-first")),
        }
    }
    if keys.just_pressed(KeyCode::KeyE) {
        choice.item = None;
        picked.0 = None;
        requests.write(game.request(state.to_move(), PMove::End));
    }
}

/// Why the rules refuse `mv`.
fn why(state: &Provinces, mv: PMove) -> Text {
    state.why_illegal(mv).unwrap_or_else(|| Text::new("provinces-legal"))
}

/// A signed amount of coins as the bar writes it: `+3`, `-2`.
fn signed(n: i64) -> String {
    format!("{n:+}")
}

/// The tile under the cursor, and with a unit picked or an item chosen, what clicking it would do.
fn hover_text(
    game: Res<Match<Provinces>>,
    lit: Res<Highlights>,
    picked: Res<Picked>,
    choice: Res<Choice>,
    tr: Res<Tr>,
    mut info: ResMut<HoverInfo>,
) {
    let state = game.shown();
    let text = lit.hover.and_then(|at| {
        let t = state.map().tile(at)?;
        let proposed = match (picked.0.and_then(|u| state.map().tile(u)), choice.item) {
            (Some(unit), _) if unit != t => Some(PMove::Move { from: unit, to: t }),
            (None, Some(item)) => {
                choice.province.and_then(|p| own_province(state, p)).map(|by| PMove::Buy { item, at: t, by })
            }
            _ => None,
        };
        hover_lines(&tr, state, at, proposed.filter(|_| game.viewing().is_none()))
    });
    info.set(text);
}

/// A province's income in its parts, as the sheet's formula adds them.
struct Income {
    tiles: i64,
    farms: i64,
    units: i64,
    buildings: i64,
}

fn income_parts(state: &Provinces, first: (i32, i32)) -> Income {
    let mut parts = Income { tiles: 0, farms: 0, units: 0, buildings: 0 };
    for t in land(state) {
        if state.province_at(t).is_none_or(|p| p.first != first) {
            continue;
        }
        parts.tiles += 1;
        let thing = state.thing(t);
        match thing {
            Thing::Farm => parts.farms += thing.income(),
            t if t.is_unit() => parts.units += thing.income(),
            Thing::Tower | Thing::StrongTower => parts.buildings += thing.income(),
            _ => {}
        }
    }
    parts
}

/// The bottom bar: the chosen province's money and income, the shop with live prices (items it
/// cannot buy greyed, the reason on hover), and End turn.
fn shop_bar(
    mut contexts: EguiContexts,
    game: Res<Match<Provinces>>,
    mut choice: ResMut<Choice>,
    mut picked: ResMut<Picked>,
    mut insets: ResMut<UiInsets>,
    mut requests: MessageWriter<MoveRequest<Provinces>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &game.state;
    let live = game.human_to_move() && game.viewing().is_none();
    let side = state.side_to_move();
    let province = choice.province.and_then(|at| own_province(state, at)).and_then(|t| state.province_at(t));
    let shop = Shop {
        state,
        live,
        moves: if live { legal(state) } else { Vec::new() },
        by: province.and_then(|p| state.map().tile(p.first)),
        money: province.map(|p| p.money),
    };
    let mut end_turn = false;
    let centre = (insets.left - insets.right) / 2.0;
    let area = egui::Area::new(egui::Id::new("provinces-shop"))
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(centre, -6.0))
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| province_line(ui, &tr, state, province.as_ref(), live));
                ui.horizontal(|ui| {
                    for (key, item) in Thing::ITEMS.into_iter().enumerate() {
                        let chosen = choice.item == Some(item);
                        if shop.item_button(ui, &tr, item, key, chosen).clicked() {
                            choice.item = if chosen { None } else { Some(item) };
                            picked.0 = None;
                        }
                    }
                    ui.separator();
                    end_turn |= ui
                        .add_enabled(
                            live,
                            egui::Button::new(tr.text("provinces-end-turn")).min_size(egui::vec2(80.0, 38.0)),
                        )
                        .on_hover_text("E")
                        .clicked();
                });
            });
        });
    let height = area.response.rect.height() + 6.0;
    if insets.bottom != height {
        insets.bottom = height;
    }
    if end_turn {
        choice.item = None;
        picked.0 = None;
        requests.write(game.request(side.seat(), PMove::End));
    }
    Ok(())
}

/// The bar's first line: the chosen province's coins, tiles and income (its parts on hover)
/// and a warning before bankruptcy; without a province, whose turn it is.
fn province_line(ui: &mut egui::Ui, tr: &Tr, state: &Provinces, province: Option<&ProvinceInfo>, live: bool) {
    if let Some(outcome) = state.outcome() {
        // Nobody is to move any more.
        ui.label(tr.show(&Text::new("play-game-over").with("reason", outcome.reason().clone())));
        return;
    }
    let side = [("side", state.side_to_move().name().into())];
    let Some(p) = province else {
        ui.label(tr.text_with(if live { "provinces-click-province" } else { "provinces-to-move" }, &side));
        return;
    };
    let parts = income_parts(state, p.first);
    let at = [("side", side[0].1.clone()), ("x", number(p.first.0)), ("y", number(p.first.1))];
    ui.label(egui::RichText::new(tr.text_with("provinces-province", &at)).strong());
    let figures = [
        tr.text_with("provinces-coins", &[("count", number(p.money as f64))]),
        tr.text_with("provinces-tiles", &[("count", number(p.size as f64))]),
        tr.text_with("provinces-income", &[("income", signed(p.income).into())]),
    ];
    let sum = [
        ("tiles", number(parts.tiles as f64)),
        ("farms", signed(parts.farms).into()),
        ("units", signed(parts.units).into()),
        ("buildings", signed(parts.buildings).into()),
    ];
    ui.label(figures.join(" · ")).on_hover_text(tr.text_with("provinces-income-hint", &sum));
    if p.money + p.income < 0 {
        ui.colored_label(egui::Color32::from_rgb(240, 110, 90), tr.text("provinces-bankrupt"));
    }
}

/// What the shop's buttons need to know: the legal moves, the buying province and its money.
struct Shop<'a> {
    state: &'a Provinces,
    live: bool,
    moves: Vec<PMove>,
    by: Option<TileId>,
    money: Option<i64>,
}

impl Shop<'_> {
    /// One item's button, with its price and income, enabled when the province can buy it; on
    /// hover, its key, or why it cannot be bought.
    fn item_button(&self, ui: &mut egui::Ui, tr: &Tr, item: Thing, key: usize, chosen: bool) -> egui::Response {
        let price = match (item, self.by) {
            (Thing::Farm, Some(t)) => self.state.farm_price_at(t).unwrap_or(item.base_cost()),
            _ => item.base_cost(),
        };
        let placeable = self
            .moves
            .iter()
            .any(|m| matches!(m, PMove::Buy { item: i, by: b, .. } if *i == item && Some(*b) == self.by));
        let reason = match self.money {
            _ if !self.live => Some(tr.text("provinces-wait")),
            None => Some(tr.text("provinces-pick-first")),
            Some(money) if money < price => Some(
                tr.text_with("provinces-too-dear", &[("price", number(price as f64)), ("money", number(money as f64))]),
            ),
            Some(_) if !placeable => Some(tr.text(match self.state.rules().move_set {
                MoveSet::Antiyomacy => "provinces-acted",
                MoveSet::FreeTurn => "provinces-nowhere",
            })),
            Some(_) => None,
        };
        let text = egui::RichText::new(format!("{}\n{price} · {:+}", tr.show(&item.text()), item.income())).size(13.0);
        let button = egui::Button::selectable(chosen, text).min_size(egui::vec2(72.0, 38.0));
        let response = ui.add_enabled(reason.is_none(), button);
        match &reason {
            Some(why) => response.on_disabled_hover_text(why),
            None => {
                let args = [
                    ("price", number(price as f64)),
                    ("income", signed(item.income()).into()),
                    ("key", number(key as f64 + 1.0)),
                ];
                response.on_hover_text(tr.text_with("provinces-item-hint", &args))
            }
        }
    }
}
