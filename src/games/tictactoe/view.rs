//! Tic-tac-toe's board view: a 3×3 grid, x as a cross, o as a ring; a click marks a cell.

use super::rules::{Cell, TicTacToe};
use crate::core::{Game, Seat};
use crate::shell::board_view::{BoardClick, BoardExtent};
use crate::shell::play::PlaySet;
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;

const CELL: f32 = 120.0;

pub struct TicTacToeViewPlugin;

impl Plugin for TicTacToeViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, load_palette).add_systems(
            Update,
            (
                spawn_grid.run_if(resource_added::<Match<TicTacToe>>),
                handle_clicks.run_if(resource_exists::<Match<TicTacToe>>).before(PlaySet),
                redraw.run_if(resource_exists::<Match<TicTacToe>>).after(PlaySet),
            )
                .chain()
                .run_if(in_state(Screen::Playing)),
        );
    }
}

#[derive(Component)]
struct MarkView;

#[derive(Resource)]
struct Palette {
    cell: Handle<Mesh>,
    bar: Handle<Mesh>,
    ring: Handle<Mesh>,
    empty: Handle<ColorMaterial>,
    last: Handle<ColorMaterial>,
    marks: [Handle<ColorMaterial>; 2],
}

fn load_palette(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(Palette {
        cell: meshes.add(Rectangle::new(CELL * 0.94, CELL * 0.94)),
        bar: meshes.add(Rectangle::new(CELL * 0.7, CELL * 0.12)),
        ring: meshes.add(Annulus::new(CELL * 0.26, CELL * 0.34)),
        empty: materials.add(Color::srgb(0.20, 0.24, 0.30)),
        last: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.12)),
        marks: [materials.add(Color::srgb(0.15, 0.80, 0.88)), materials.add(Color::srgb(0.90, 0.22, 0.22))],
    });
}

fn centre(cell: Cell) -> Vec2 {
    Vec2::new((cell.col() as f32 - 1.0) * CELL, (1.0 - cell.row() as f32) * CELL)
}

fn cell_at(world: Vec2) -> Option<Cell> {
    let col = (world.x / CELL + 1.5).floor();
    let row = (1.5 - world.y / CELL).floor();
    ((0.0..3.0).contains(&col) && (0.0..3.0).contains(&row)).then(|| Cell::at(row as usize, col as usize))
}

fn spawn_grid(mut commands: Commands, palette: Res<Palette>) {
    for i in 0..9 {
        commands.spawn((
            Mesh2d(palette.cell.clone()),
            MeshMaterial2d(palette.empty.clone()),
            Transform::from_translation(centre(Cell(i)).extend(0.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.insert_resource(BoardExtent(Rect::from_center_size(Vec2::ZERO, Vec2::splat(CELL * 3.2))));
}

fn handle_clicks(
    mut clicks: MessageReader<BoardClick>,
    game: Res<Match<TicTacToe>>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<TicTacToe>>,
) {
    for click in clicks.read() {
        let Some(cell) = cell_at(click.world).filter(|_| click.button == MouseButton::Left) else {
            continue;
        };
        if game.takes_clicks(&mut status) {
            requests.write(MoveRequest { game: game.id, ply: game.ply(), seat: game.state.to_move(), mv: cell });
        }
    }
}

fn redraw(
    mut commands: Commands,
    game: Res<Match<TicTacToe>>,
    marks: Query<Entity, With<MarkView>>,
    palette: Res<Palette>,
) {
    if !game.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let mut spawn = |mesh: &Handle<Mesh>, material: &Handle<ColorMaterial>, transform: Transform| {
        commands.spawn((
            MarkView,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(material.clone()),
            transform,
            DespawnOnExit(Screen::Playing),
        ));
    };
    for i in 0..9 {
        let cell = Cell(i);
        let at = Transform::from_translation(centre(cell).extend(1.0));
        if game.last_move() == Some(cell) {
            spawn(&palette.cell, &palette.last, at.with_translation(centre(cell).extend(0.5)));
        }
        match game.state.cell(cell) {
            Some(Seat(0)) => {
                for angle in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
                    spawn(&palette.bar, &palette.marks[0], at.with_rotation(Quat::from_rotation_z(angle)));
                }
            }
            Some(_) => spawn(&palette.ring, &palette.marks[1], at),
            None => {}
        }
    }
}
