//! Kings & Pawns' board view: square tiles (gaps left out), kings as octagons, pawns as
//! circles, other kinds as diamonds, in their owner's colour; click a unit, then a lit tile.

use super::rules::{KMove, Kings};
use crate::core::Game;
use crate::shell::board_view::{BoardClick, BoardExtent, PickResult, Picked};
use crate::shell::play::PlaySet;
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;

const TILE: f32 = 80.0;

pub struct KingsViewPlugin;

impl Plugin for KingsViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, load_palette).add_systems(
            Update,
            (
                spawn_board.run_if(resource_added::<Match<Kings>>),
                handle_clicks.run_if(resource_exists::<Match<Kings>>).before(PlaySet),
                redraw.run_if(resource_exists::<Match<Kings>>).after(PlaySet),
            )
                .chain()
                .run_if(in_state(Screen::Playing)),
        );
    }
}

#[derive(Component)]
struct TileView(u8);

#[derive(Component)]
struct UnitView;

#[derive(Resource)]
struct Palette {
    tile: Handle<Mesh>,
    king: Handle<Mesh>,
    pawn: Handle<Mesh>,
    other: Handle<Mesh>,
    light: Handle<ColorMaterial>,
    dark: Handle<ColorMaterial>,
    selected: Handle<ColorMaterial>,
    step: Handle<ColorMaterial>,
    capture: Handle<ColorMaterial>,
    last: Handle<ColorMaterial>,
    owners: [Handle<ColorMaterial>; 2],
    outline: Handle<ColorMaterial>,
}

fn load_palette(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut color = |r: f32, g: f32, b: f32| materials.add(Color::srgb(r, g, b));
    commands.insert_resource(Palette {
        tile: meshes.add(Rectangle::new(TILE * 0.95, TILE * 0.95)),
        king: meshes.add(RegularPolygon::new(TILE * 0.36, 8)),
        pawn: meshes.add(Circle::new(TILE * 0.26)),
        other: meshes.add(RegularPolygon::new(TILE * 0.32, 4)),
        light: color(0.26, 0.30, 0.36),
        dark: color(0.20, 0.24, 0.30),
        selected: color(0.95, 0.90, 0.35),
        step: color(0.28, 0.55, 0.32),
        capture: color(0.78, 0.30, 0.22),
        last: color(0.30, 0.38, 0.58),
        owners: [color(0.95, 0.93, 0.85), color(0.85, 0.35, 0.25)],
        outline: color(0.05, 0.05, 0.07),
    });
}

fn world_of(state: &Kings, tile: u8) -> Vec2 {
    let (x, y) = state.map().xy(tile);
    Vec2::new(x as f32 * TILE, -(y as f32) * TILE)
}

fn tile_at(state: &Kings, world: Vec2) -> Option<u8> {
    let x = (world.x / TILE + 0.5).floor() as i32;
    let y = (-world.y / TILE + 0.5).floor() as i32;
    state.map().tile(x, y)
}

fn spawn_board(mut commands: Commands, game: Res<Match<Kings>>, palette: Res<Palette>, mut picked: ResMut<Picked>) {
    picked.0 = None;
    let mut bounds = Rect::EMPTY;
    for tile in game.state.map().tiles() {
        let at = world_of(&game.state, tile);
        bounds = bounds.union_point(at);
        commands.spawn((
            TileView(tile),
            Mesh2d(palette.tile.clone()),
            MeshMaterial2d(palette.light.clone()),
            Transform::from_translation(at.extend(0.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.insert_resource(BoardExtent(bounds.inflate(TILE)));
}

fn handle_clicks(
    mut clicks: MessageReader<BoardClick>,
    game: Res<Match<Kings>>,
    mut picked: ResMut<Picked>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<Kings>>,
) {
    for click in clicks.read() {
        let Some(tile) = tile_at(&game.state, click.world).filter(|_| click.button == MouseButton::Left) else {
            picked.0 = None;
            continue;
        };
        if !game.takes_clicks(&mut status) {
            continue;
        }
        let me = game.state.to_move();
        let unit = game.state.unit_at(tile);
        match picked.click(tile, unit.is_some_and(|u| game.state.info(u).owner == me), unit.is_some()) {
            PickResult::Propose { from, to } => {
                requests.write(MoveRequest { game: game.id, ply: game.ply(), seat: me, mv: KMove { from, to } });
            }
            PickResult::NotYours => {
                if let Some(u) = unit {
                    status.notice = Some(format!("{} is not yours.", game.state.info(u).name));
                }
            }
            PickResult::Picked => status.notice = None,
            PickResult::Dropped => {}
        }
    }
}

fn redraw(
    mut commands: Commands,
    game: Res<Match<Kings>>,
    picked: Res<Picked>,
    palette: Res<Palette>,
    mut tiles: Query<(&TileView, &mut MeshMaterial2d<ColorMaterial>)>,
    units: Query<Entity, With<UnitView>>,
) {
    if !game.is_changed() && !picked.is_changed() {
        return;
    }
    let state = &game.state;
    let mut targets = Vec::new();
    if let Some(from) = picked.0.filter(|_| game.human_to_move()) {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        targets.extend(moves.into_iter().filter(|m| m.from == from).map(|m| m.to));
    }
    let last = game.last_move();
    for (TileView(t), mut material) in &mut tiles {
        let (x, y) = state.map().xy(*t);
        let handle = if picked.0 == Some(*t) {
            &palette.selected
        } else if targets.contains(t) {
            if state.unit_at(*t).is_some() { &palette.capture } else { &palette.step }
        } else if last.is_some_and(|m| m.from == *t || m.to == *t) {
            &palette.last
        } else if (x + y) % 2 == 0 {
            &palette.light
        } else {
            &palette.dark
        };
        if material.0 != *handle {
            material.0 = handle.clone();
        }
    }
    if !game.is_changed() {
        return;
    }
    for entity in &units {
        commands.entity(entity).despawn();
    }
    for (u, t) in state.units() {
        let info = state.info(u);
        let at = world_of(state, t);
        let mesh = match info.kind.as_str() {
            "King" => &palette.king,
            "Pawn" => &palette.pawn,
            _ => &palette.other,
        };
        let owner = &palette.owners[info.owner.index().min(1)];
        commands.spawn((
            UnitView,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(palette.outline.clone()),
            Transform::from_translation(at.extend(1.0)).with_scale(Vec3::splat(1.15)),
            DespawnOnExit(Screen::Playing),
        ));
        commands.spawn((
            UnitView,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(owner.clone()),
            Transform::from_translation(at.extend(2.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}
