//! Tic-tac-toe's board view: the shared square board, x as a cross, o as a ring, each raised
//! off the board by a shadow and outlined; a click marks a cell.

use super::rules::{Cell, TicTacToe};
use super::sketch::{CELL, SHAPE, tile};
use crate::core::{Game, Seat};
use crate::session::sketch::Mark;
use crate::shell::board_view::MoveStarts;
use crate::shell::board_view::{Highlights, SeatMaterials, TileClick, lay_out_board};
use crate::shell::figures::{Figure, FigureMeshes, MarkArt, Paint, ink, ink_material};
use crate::shell::geometry::TileGeometry;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::shell::play::PlaySet;
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(MotionPlugin::<TicTacToe>::default()).add_systems(Startup, load_art).add_systems(
        Update,
        (
            lay_out_board::<TicTacToe>.run_if(resource_added::<Match<TicTacToe>>),
            handle_clicks.before(PlaySet),
            move_starts.after(PlaySet).run_if(resource_exists_and_changed::<Match<TicTacToe>>),
            redraw.run_if(resource_exists_and_changed::<Match<TicTacToe>>).in_set(PieceDraw),
        )
            .chain()
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<TicTacToe>>)),
    );
}

#[derive(Component, Clone)]
struct MarkView;

#[derive(Resource)]
struct Art {
    cross: FigureMeshes,
    ring: FigureMeshes,
    ink: Handle<ColorMaterial>,
}

/// Thick strokes, each with its shadow below and to the right, then the strokes themselves.
fn raised(strokes: &[(Vec2, Vec2)], width: f32) -> Figure {
    let shadow = Vec2::new(0.05, -0.07);
    let figure = strokes
        .iter()
        .fold(Figure::new(0.05), |f, &(a, b)| f.stroke(Paint::Ink(ink::SHADOW), a + shadow, b + shadow, width).plain());
    strokes.iter().fold(figure, |f, &(a, b)| f.stroke(Paint::Seat(1.0), a, b, width).graded(Vec2::new(-0.15, 0.2)))
}

fn cross() -> Figure {
    raised(&[(Vec2::splat(-0.5), Vec2::splat(0.5)), (Vec2::new(-0.5, 0.5), Vec2::new(0.5, -0.5))], 0.24)
}

/// A ring as short strokes round a circle, every part convex.
fn ring() -> Figure {
    let around = |i: usize| Vec2::from_angle(i as f32 * std::f32::consts::TAU / 32.0) * 0.6;
    let strokes: Vec<(Vec2, Vec2)> = (0..32).map(|i| (around(i), around(i + 1))).collect();
    raised(&strokes, 0.16)
}

/// A sketch's X or O as the board draws it.
pub(crate) fn mark_figure(mark: &Mark) -> Option<MarkArt> {
    let figure = match mark.letter.as_str() {
        "X" => cross(),
        "O" => ring(),
        _ => return None,
    };
    Some(MarkArt { figure, letter: false })
}

fn load_art(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    commands.insert_resource(Art {
        cross: cross().build(CELL * 0.5, &mut meshes),
        ring: ring().build(CELL * 0.5, &mut meshes),
        ink: ink_material(&mut materials),
    });
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

/// The free cells, for the keyboard's Tab, while a human is to move.
fn move_starts(game: Res<Match<TicTacToe>>, mut starts: ResMut<MoveStarts>) {
    let mut moves = Vec::new();
    if game.human_to_move() && game.viewing().is_none() {
        game.state.legal_moves(&mut moves);
    }
    starts.set(moves.into_iter().map(tile).collect());
}

fn redraw(
    mut commands: Commands,
    game: Res<Match<TicTacToe>>,
    marks: Query<Entity, With<MarkView>>,
    art: Res<Art>,
    seats: Res<SeatMaterials>,
    mut lit: ResMut<Highlights>,
) {
    lit.last_move = game.last_tiles();
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    for i in 0..9 {
        let cell = Cell(i);
        let at = Transform::from_translation(SHAPE.world(tile(cell)).extend(1.0));
        let tag = || (MarkView, PieceAt(tile(cell)), DespawnOnExit(Screen::Playing));
        match state.cell(cell) {
            Some(Seat(0)) => art.cross.spawn(&mut commands, &seats.0[0], &art.ink, at, tag),
            Some(_) => art.ring.spawn(&mut commands, &seats.0[1], &art.ink, at, tag),
            None => {}
        }
    }
}
