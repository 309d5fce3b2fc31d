//! Tic-tac-toe's board view: the shared square board, x as a cross, o as a ring; a click marks
//! a cell.

use super::rules::{Cell, TicTacToe};
use crate::core::{Game, Seat, Tile};
use crate::shell::board_view::{lay_out_board, Highlights, SeatMaterials, TileClick};
use crate::session::sketch::TileShape;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::shell::play::PlaySet;
use crate::session::sketch::{Mark, Rgb, Sketch};
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;

const CELL: f32 = 120.0;
const SHAPE: TileShape = TileShape::Square(CELL);

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(MotionPlugin::<TicTacToe>::default()).add_systems(Startup, load_palette).add_systems(
        Update,
        (
            lay_out_board::<TicTacToe>.run_if(resource_added::<Match<TicTacToe>>),
            handle_clicks.before(PlaySet),
            redraw.run_if(resource_exists_and_changed::<Match<TicTacToe>>).in_set(PieceDraw),
        )
            .chain()
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<TicTacToe>>)),
    );
}

#[derive(Component)]
struct MarkView;

#[derive(Resource)]
struct Palette {
    bar: Handle<Mesh>,
    ring: Handle<Mesh>,
}

fn load_palette(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.insert_resource(Palette {
        bar: meshes.add(Rectangle::new(CELL * 0.7, CELL * 0.12)),
        ring: meshes.add(Annulus::new(CELL * 0.26, CELL * 0.34)),
    });
}

/// Cells are tiles (column, row), counted from 1 as the move texts do.
fn tile(cell: Cell) -> (i32, i32) {
    (cell.col() as i32 + 1, cell.row() as i32 + 1)
}

/// The nine cells with their marks.
pub fn sketch(state: &TicTacToe) -> Sketch {
    let tiles = (0..9).map(|i| (tile(Cell(i)), Rgb(0.20, 0.24, 0.30))).collect();
    let pieces = (0..9)
        .filter_map(|i| {
            state
                .cell(Cell(i))
                .map(|seat| (tile(Cell(i)), Mark::new(Some(seat.index()), ["X", "O"][seat.index().min(1)])))
        })
        .collect();
    Sketch { shape: SHAPE, tiles, pieces }
}


fn handle_clicks(
    mut clicks: MessageReader<TileClick>,
    game: Res<Match<TicTacToe>>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<TicTacToe>>,
) {
    for click in clicks.read() {
        let Some((col, row)) = click.at.filter(|_| click.button == MouseButton::Left) else {
            continue;
        };
        if game.takes_clicks(&mut status) {
            let mv = Cell::at(row as usize - 1, col as usize - 1);
            requests.write(game.request(game.state.to_move(), mv));
        }
    }
}

fn redraw(
    mut commands: Commands,
    game: Res<Match<TicTacToe>>,
    marks: Query<Entity, With<MarkView>>,
    palette: Res<Palette>,
    seats: Res<SeatMaterials>,
    mut lit: ResMut<Highlights>,
) {
    lit.last_move = game.last_tiles();
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let mut spawn = |mesh: &Handle<Mesh>, material: &Handle<ColorMaterial>, transform: Transform, at: Tile| {
        commands.spawn((
            MarkView,
            PieceAt(at),
            Mesh2d(mesh.clone()),
            MeshMaterial2d(material.clone()),
            transform,
            DespawnOnExit(Screen::Playing),
        ));
    };
    let state = game.shown();
    for i in 0..9 {
        let cell = Cell(i);
        let at = Transform::from_translation(SHAPE.world(tile(cell)).extend(1.0));
        match state.cell(cell) {
            Some(Seat(0)) => {
                for angle in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
                    spawn(&palette.bar, &seats.0[0], at.with_rotation(Quat::from_rotation_z(angle)), tile(cell));
                }
            }
            Some(_) => spawn(&palette.ring, &seats.0[1], at, tile(cell)),
            None => {}
        }
    }
}
