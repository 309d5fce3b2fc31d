//! Tactigon's board view: hex tiles drawn with hexx, pieces drawn as their shapes in their
//! side's colour, highlights for selection, legal targets and the last move; clicks become
//! move requests.

use super::board::Board;
use super::rules::{Kind, Side, TMove, Tactigon};
use crate::shell::board_view::{BoardClick, BoardExtent, PickResult, Picked};
use crate::shell::play::PlaySet;
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;
use hexx::{Hex, HexLayout, HexOrientation, OffsetHexMode};

const HEX_SIZE: f32 = 40.0;

pub struct TactigonViewPlugin;

impl Plugin for TactigonViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, load_palette).add_systems(
            Update,
            (
                spawn_board.run_if(resource_added::<Match<Tactigon>>),
                handle_clicks.run_if(resource_exists::<Match<Tactigon>>).before(PlaySet),
                redraw.run_if(resource_exists::<Match<Tactigon>>).after(PlaySet),
            )
                .chain()
                .run_if(in_state(Screen::Playing)),
        );
    }
}

#[derive(Component)]
struct TileView(u8);

#[derive(Component)]
struct PieceView;

#[derive(Resource)]
struct Palette {
    hex: Handle<Mesh>,
    shapes: [Handle<Mesh>; 4],
    outlines: [Handle<Mesh>; 4],
    tile: Handle<ColorMaterial>,
    gold: Handle<ColorMaterial>,
    selected: Handle<ColorMaterial>,
    move_target: Handle<ColorMaterial>,
    attack_target: Handle<ColorMaterial>,
    last_move: Handle<ColorMaterial>,
    last_move_gold: Handle<ColorMaterial>,
    sides: [Handle<ColorMaterial>; 2],
    outline: Handle<ColorMaterial>,
}

fn layout() -> HexLayout {
    HexLayout::flat().with_hex_size(HEX_SIZE)
}

/// Tile centre in world space; the sheet's lines go down the screen.
fn world_of(hex: Hex) -> Vec2 {
    let p = layout().hex_to_world_pos(hex);
    Vec2::new(p.x, -p.y)
}

fn tile_at(board: &Board, world: Vec2) -> Option<u8> {
    let hex = layout().world_pos_to_hex(Vec2::new(world.x, -world.y));
    let [x, y] = hex.to_offset_coordinates(OffsetHexMode::Even, HexOrientation::Flat);
    board.tile((x, y))
}

fn shape_index(kind: Kind) -> usize {
    kind as usize - 1
}

fn load_palette(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let r = HEX_SIZE * 0.55;
    let shape = |kind: Kind, radius: f32| -> Mesh {
        match kind {
            Kind::Circle => Circle::new(radius * 0.85).into(),
            Kind::Triangle => RegularPolygon::new(radius, 3).into(),
            Kind::Square => RegularPolygon::new(radius, 4).into(),
            Kind::Pentagon => RegularPolygon::new(radius, 5).into(),
        }
    };
    let mut color = |r: f32, g: f32, b: f32| materials.add(Color::srgb(r, g, b));
    let palette = Palette {
        // RegularPolygon is pointy-topped; the view rotates it to hexx's flat layout.
        hex: meshes.add(RegularPolygon::new(HEX_SIZE * 0.95, 6)),
        shapes: Kind::ALL.map(|k| meshes.add(shape(k, r))),
        outlines: Kind::ALL.map(|k| meshes.add(shape(k, r + 3.5))),
        tile: color(0.20, 0.24, 0.30),
        gold: color(0.80, 0.64, 0.18),
        selected: color(0.95, 0.90, 0.35),
        move_target: color(0.28, 0.55, 0.32),
        attack_target: color(0.78, 0.30, 0.22),
        last_move: color(0.30, 0.38, 0.58),
        last_move_gold: color(0.70, 0.60, 0.45),
        sides: [color(0.15, 0.80, 0.88), color(0.90, 0.22, 0.22)],
        outline: color(0.05, 0.05, 0.07),
    };
    commands.insert_resource(palette);
}

fn spawn_board(mut commands: Commands, game: Res<Match<Tactigon>>, palette: Res<Palette>, mut picked: ResMut<Picked>) {
    picked.0 = None;
    let board = game.state.board();
    let mut bounds = Rect::EMPTY;
    for tile in 0..board.len() as u8 {
        let at = world_of(board.hex(tile));
        bounds = bounds.union_point(at);
        commands.spawn((
            TileView(tile),
            Mesh2d(palette.hex.clone()),
            MeshMaterial2d(palette.tile.clone()),
            Transform::from_translation(at.extend(0.0))
                .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_6)),
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.insert_resource(BoardExtent(bounds.inflate(HEX_SIZE)));
}

/// Turns clicks into picks and move requests.
fn handle_clicks(
    mut clicks: MessageReader<BoardClick>,
    game: Res<Match<Tactigon>>,
    mut picked: ResMut<Picked>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<Tactigon>>,
) {
    for click in clicks.read() {
        let Some(tile) = tile_at(game.state.board(), click.world).filter(|_| click.button == MouseButton::Left) else {
            picked.0 = None;
            continue;
        };
        if !game.takes_clicks(&mut status) {
            continue;
        }
        let side = game.state.side_to_move();
        let piece = game.state.piece_at(tile);
        match picked.click(tile, piece.is_some_and(|p| p.side == side), piece.is_some()) {
            PickResult::Propose { from, to } => {
                requests.write(MoveRequest {
                    game: game.id,
                    ply: game.ply(),
                    seat: side.seat(),
                    mv: TMove { from, to },
                });
            }
            PickResult::NotYours => {
                if let Some(p) = piece {
                    status.notice = Some(format!(
                        "That {} is {}'s; pick one of {}'s pieces.",
                        p.kind.name(),
                        p.side.name(),
                        side.name()
                    ));
                }
            }
            PickResult::Picked => status.notice = None,
            PickResult::Dropped => {}
        }
    }
}

/// Recolours the tiles and redraws the pieces whenever the match or the selection changes.
fn redraw(
    mut commands: Commands,
    game: Res<Match<Tactigon>>,
    picked: Res<Picked>,
    palette: Res<Palette>,
    mut tiles: Query<(&TileView, &mut MeshMaterial2d<ColorMaterial>)>,
    pieces: Query<Entity, With<PieceView>>,
) {
    if !game.is_changed() && !picked.is_changed() {
        return;
    }
    let state = &game.state;
    let board = state.board();
    let (moves, attacks) = match picked.0 {
        Some(from) if game.human_to_move() => state.reach(from),
        _ => (0, 0),
    };
    let last = game.last_move();
    for (TileView(tile), mut material) in &mut tiles {
        let t = *tile;
        let in_last = last.is_some_and(|m| m.from == t || m.to == t);
        let handle = if picked.0 == Some(t) {
            &palette.selected
        } else if attacks >> t & 1 == 1 {
            &palette.attack_target
        } else if moves >> t & 1 == 1 {
            &palette.move_target
        } else if in_last {
            if board.is_gold(t) { &palette.last_move_gold } else { &palette.last_move }
        } else if board.is_gold(t) {
            &palette.gold
        } else {
            &palette.tile
        };
        if material.0 != *handle {
            material.0 = handle.clone();
        }
    }
    if !game.is_changed() {
        return;
    }
    for entity in &pieces {
        commands.entity(entity).despawn();
    }
    for (tile, piece) in state.pieces() {
        let at = world_of(board.hex(tile));
        let i = shape_index(piece.kind);
        // Squares as squares, not diamonds; the others point up.
        let rotation = if piece.kind == Kind::Square { std::f32::consts::FRAC_PI_4 } else { 0.0 };
        let transform =
            |z: f32| Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(rotation));
        let side = if piece.side == Side::Cian { 0 } else { 1 };
        commands.spawn((
            PieceView,
            Mesh2d(palette.outlines[i].clone()),
            MeshMaterial2d(palette.outline.clone()),
            transform(1.0),
            DespawnOnExit(Screen::Playing),
        ));
        commands.spawn((
            PieceView,
            Mesh2d(palette.shapes[i].clone()),
            MeshMaterial2d(palette.sides[side].clone()),
            transform(2.0),
            DespawnOnExit(Screen::Playing),
        ));
    }
}
