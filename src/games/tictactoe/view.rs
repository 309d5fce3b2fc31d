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
        app.add_systems(
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

fn centre(cell: Cell) -> Vec2 {
    Vec2::new((cell.col() as f32 - 1.0) * CELL, (1.0 - cell.row() as f32) * CELL)
}

fn cell_at(world: Vec2) -> Option<Cell> {
    let col = (world.x / CELL + 1.5).floor();
    let row = (1.5 - world.y / CELL).floor();
    ((0.0..3.0).contains(&col) && (0.0..3.0).contains(&row)).then(|| Cell::at(row as usize, col as usize))
}

fn spawn_grid(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    let square = meshes.add(Rectangle::new(CELL * 0.94, CELL * 0.94));
    let material = materials.add(Color::srgb(0.20, 0.24, 0.30));
    for i in 0..9 {
        commands.spawn((
            Mesh2d(square.clone()),
            MeshMaterial2d(material.clone()),
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
        if game.human_to_move() {
            requests.write(MoveRequest { game: game.id, ply: game.ply(), seat: game.state.to_move(), mv: cell });
        } else if game.state.outcome().is_none() {
            status.notice = Some("Wait: the computer is to move.".into());
        }
    }
}

fn redraw(
    mut commands: Commands,
    game: Res<Match<TicTacToe>>,
    marks: Query<Entity, With<MarkView>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !game.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let bar = meshes.add(Rectangle::new(CELL * 0.7, CELL * 0.12));
    let ring = meshes.add(Annulus::new(CELL * 0.26, CELL * 0.34));
    let x_colour = materials.add(Color::srgb(0.15, 0.80, 0.88));
    let o_colour = materials.add(Color::srgb(0.90, 0.22, 0.22));
    let last = materials.add(Color::srgba(1.0, 1.0, 1.0, 0.12));
    let highlight = meshes.add(Rectangle::new(CELL * 0.94, CELL * 0.94));
    for i in 0..9 {
        let cell = Cell(i);
        let at = centre(cell);
        if game.last_move() == Some(cell) {
            commands.spawn((
                MarkView,
                Mesh2d(highlight.clone()),
                MeshMaterial2d(last.clone()),
                Transform::from_translation(at.extend(0.5)),
                DespawnOnExit(Screen::Playing),
            ));
        }
        match game.state.cell(cell) {
            Some(Seat(0)) => {
                for angle in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
                    commands.spawn((
                        MarkView,
                        Mesh2d(bar.clone()),
                        MeshMaterial2d(x_colour.clone()),
                        Transform::from_translation(at.extend(1.0)).with_rotation(Quat::from_rotation_z(angle)),
                        DespawnOnExit(Screen::Playing),
                    ));
                }
            }
            Some(_) => {
                commands.spawn((
                    MarkView,
                    Mesh2d(ring.clone()),
                    MeshMaterial2d(o_colour.clone()),
                    Transform::from_translation(at.extend(1.0)),
                    DespawnOnExit(Screen::Playing),
                ));
            }
            None => {}
        }
    }
}
