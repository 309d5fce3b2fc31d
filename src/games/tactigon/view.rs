//! Tactigon's board view: the shared hex board with gold tiles that catch the light, pieces
//! drawn as their shapes in their side's colour, raised (a shadow, a bevel, a glint); clicks
//! and highlights come from the shared pick-then-target board.

use super::rules::{Kind, TMove, Tactigon};
use super::sketch::HEX_SIZE;
use crate::core::{Seat, Tile};
use crate::session::sketch::Mark;
use crate::session::sketch::TileShape;
use crate::shell::board_view::{PickBoard, PickBoardPlugin, SeatMaterials, lay_out_board};
use crate::shell::figures::{Figure, FigureMeshes, MarkArt, Paint, ink, ink_material};
use crate::shell::geometry::TileGeometry;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::shell::{Match, Screen};
use bevy::prelude::*;

/// A sketch's piece (its shape's initial) as the board draws it.
pub(crate) fn mark_figure(mark: &Mark) -> Option<MarkArt> {
    let kind = Kind::ALL.into_iter().find(|k| format!("{k:?}").starts_with(mark.letter.as_str()))?;
    Some(MarkArt { figure: piece(kind, mark.seat == Some(1)), letter: false })
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((PickBoardPlugin::<Tactigon>::default(), MotionPlugin::<Tactigon>::default()))
        .add_systems(Startup, load_art)
        .add_systems(
            Update,
            (
                (lay_out_board::<Tactigon>, draw_sheen).run_if(resource_added::<Match<Tactigon>>),
                draw_pieces.run_if(resource_exists_and_changed::<Match<Tactigon>>).in_set(PieceDraw),
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Tactigon>>)),
        );
}

impl PickBoard for Tactigon {
    fn move_tiles(&self, mv: TMove) -> (Tile, Tile) {
        (self.board().offset(mv.from), self.board().offset(mv.to))
    }

    fn move_between(&self, from: Tile, to: Tile) -> Option<TMove> {
        Tactigon::move_between(self, from, to)
    }

    fn holder(&self, at: Tile) -> Option<Seat> {
        self.piece_at(self.board().tile(at)?).map(|p| p.side.seat())
    }
}

#[derive(Component, Clone)]
struct PieceView;

/// The sheen on a gold tile.
#[derive(Component)]
struct SheenView;

/// The pieces' meshes, built once per shape, plain and with the second side's dot.
#[derive(Resource)]
struct Art {
    pieces: [[FigureMeshes; 2]; 4],
    sheen: FigureMeshes,
    ink: Handle<ColorMaterial>,
}

fn shape_index(kind: Kind) -> usize {
    kind as usize - 1
}

/// A piece: its shape raised off the board (a shadow below and to the right, a darker rim, a
/// face lit from the top left, a glint); `marked` adds the second side's dot.
fn piece(kind: Kind, marked: bool) -> Figure {
    let up = std::f32::consts::FRAC_PI_2;
    let outline = |f: Figure, paint: Paint, at: Vec2, r: f32| match kind {
        Kind::Circle => f.circle(paint, at, r * 0.85),
        Kind::Triangle => f.regular(paint, at, r, 3, up),
        // Squares as squares, not diamonds; the others point up.
        Kind::Square => f.regular(paint, at, r, 4, up / 2.0),
        Kind::Pentagon => f.regular(paint, at, r, 5, up),
    };
    let figure = outline(Figure::new(0.14), Paint::Ink(ink::SHADOW), Vec2::new(0.1, -0.12), 1.0).plain();
    let figure = outline(figure, Paint::Seat(0.68), Vec2::ZERO, 1.0);
    let figure = outline(figure, Paint::Seat(1.05), Vec2::new(-0.03, 0.04), 0.8).graded(Vec2::new(-0.2, 0.25));
    let figure = figure.ellipse(Paint::Ink(ink::HIGHLIGHT), Vec2::new(-0.22, 0.3), Vec2::new(0.2, 0.09)).plain();
    if marked {
        figure.circle(Paint::Ink(ink::WHITE), Vec2::ZERO, 0.3).circle(Paint::Ink(ink::OUTLINE), Vec2::ZERO, 0.21)
    } else {
        figure
    }
}

fn load_art(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    let r = HEX_SIZE * 0.6;
    let glint = Paint::Ink(Color::srgba(1.0, 0.97, 0.8, 0.28));
    // Two slanted bands of light across the middle of the tile.
    let sheen = Figure::new(0.0).stroke(glint, Vec2::new(-0.5, -0.15), Vec2::new(0.05, 0.5), 0.2).stroke(
        glint,
        Vec2::new(-0.15, -0.45),
        Vec2::new(0.3, 0.1),
        0.09,
    );
    commands.insert_resource(Art {
        pieces: Kind::ALL.map(|k| [false, true].map(|marked| piece(k, marked).build(r, &mut meshes))),
        sheen: sheen.build(HEX_SIZE, &mut meshes),
        ink: ink_material(&mut materials),
    });
}

/// The gold tiles' sheen, once per match.
fn draw_sheen(mut commands: Commands, game: Res<Match<Tactigon>>, art: Res<Art>, old: Query<Entity, With<SheenView>>) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let board = game.state.board();
    for t in (0..board.len() as u8).filter(|&t| board.is_gold(t)) {
        let at = Transform::from_translation(TileShape::Hex(HEX_SIZE).world(board.offset(t)).extend(0.5));
        art.sheen.spawn(&mut commands, &art.ink, &art.ink, at, || (SheenView, DespawnOnExit(Screen::Playing)));
    }
}

/// Draws the pieces of the shown position.
fn draw_pieces(
    mut commands: Commands,
    game: Res<Match<Tactigon>>,
    art: Res<Art>,
    seats: Res<SeatMaterials>,
    pieces: Query<Entity, With<PieceView>>,
) {
    for entity in &pieces {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    for (tile, piece) in state.pieces() {
        let at = state.board().offset(tile);
        let side = piece.side.seat().index();
        let figure = &art.pieces[shape_index(piece.kind)][usize::from(side == 1)];
        let place = Transform::from_translation(TileShape::Hex(HEX_SIZE).world(at).extend(1.0));
        figure.spawn(&mut commands, &seats.0[side], &art.ink, place, || {
            (PieceView, PieceAt(at), DespawnOnExit(Screen::Playing))
        });
    }
}
