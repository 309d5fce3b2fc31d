//! Kings & Pawns' board view: the shared square board with its gaps sunk, kings, pawns and
//! other kinds as drawings (`figures.rs`) in their owner's colour; clicks and highlights come
//! from the shared pick-then-target board.

use super::figures::{Look, piece};
use super::rules::{KMove, Kings};
use super::sketch::{SHAPE, TILE};
use crate::core::{Seat, Tile};
use crate::session::sketch::Mark;
use crate::shell::board_text::BoardText;
use crate::shell::board_view::{PickBoard, PickBoardPlugin, SeatMaterials, lay_out_board};
use crate::shell::figures::{Figure, FigureMeshes, MarkArt, Paint, ink_material};
use crate::shell::geometry::TileGeometry;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::shell::{Match, Screen};
use bevy::prelude::*;

/// A sketch's piece (its kind's initial) as the board draws it: a king, a pawn, or the plain
/// piece with the initial on it; the second side's with its dot.
pub(crate) fn mark_figure(mark: &Mark) -> Option<MarkArt> {
    let look = match mark.letter.as_str() {
        "K" => Look::King,
        "P" => Look::Pawn,
        _ => Look::Other,
    };
    Some(MarkArt { figure: piece(look, mark.seat == Some(1)), letter: look == Look::Other })
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((PickBoardPlugin::<Kings>::default(), MotionPlugin::<Kings>::default()))
        .add_systems(Startup, load_art)
        .add_systems(
            Update,
            (
                (lay_out_board::<Kings>, draw_gaps).run_if(resource_added::<Match<Kings>>),
                draw_units.run_if(resource_exists_and_changed::<Match<Kings>>).in_set(PieceDraw),
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Kings>>)),
        );
}

impl PickBoard for Kings {
    fn move_tiles(&self, mv: KMove) -> (Tile, Tile) {
        (self.map().xy(mv.from), self.map().xy(mv.to))
    }

    fn move_between(&self, (fx, fy): Tile, (tx, ty): Tile) -> Option<KMove> {
        Some(KMove { from: self.map().tile(fx, fy)?, to: self.map().tile(tx, ty)? })
    }

    fn holder(&self, (x, y): Tile) -> Option<Seat> {
        self.unit_at(self.map().tile(x, y)?).map(|u| self.info(u).owner)
    }
}

#[derive(Component, Clone)]
struct UnitView;

/// A gap in the map, drawn as a pit.
#[derive(Component)]
struct GapView;

/// The pieces' meshes, built once: each look plain and with the second side's dot.
#[derive(Resource)]
struct Art {
    pieces: Vec<(Look, bool, FigureMeshes)>,
    gap: FigureMeshes,
    ink: Handle<ColorMaterial>,
}

impl Art {
    fn piece(&self, look: Look, marked: bool) -> &FigureMeshes {
        self.pieces.iter().find(|(l, m, _)| *l == look && *m == marked).map(|(_, _, f)| f).expect("every look is built")
    }
}

fn load_art(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    let pieces = Look::ALL
        .into_iter()
        .flat_map(|look| [false, true].map(|marked| (look, marked)))
        .map(|(look, marked)| (look, marked, piece(look, marked).build(TILE * 0.42, &mut meshes)))
        .collect();
    // A pit: dark, its far (upper) wall in shadow and its near lip catching the light.
    let gap = Figure::new(0.0)
        .rect(Paint::Ink(Color::srgb(0.05, 0.06, 0.08)), Vec2::ZERO, Vec2::splat(0.95), 0.04)
        .rect(Paint::Ink(Color::srgb(0.02, 0.02, 0.03)), Vec2::new(0.0, 0.36), Vec2::new(0.95, 0.23), 0.04)
        .rect(Paint::Ink(Color::srgb(0.16, 0.18, 0.22)), Vec2::new(0.0, -0.44), Vec2::new(0.95, 0.07), 0.03);
    commands.insert_resource(Art { pieces, gap: gap.build(TILE, &mut meshes), ink: ink_material(&mut materials) });
}

/// The map's gaps as pits, once per match.
fn draw_gaps(mut commands: Commands, game: Res<Match<Kings>>, art: Res<Art>, old: Query<Entity, With<GapView>>) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let map = game.state.map();
    for y in 0..map.height as i32 {
        for x in 0..map.width as i32 {
            if map.tile(x, y).is_none() {
                let at = Transform::from_translation(SHAPE.world((x, y)).extend(-0.5));
                art.gap.spawn(&mut commands, &art.ink, &art.ink, at, || (GapView, DespawnOnExit(Screen::Playing)));
            }
        }
    }
}

/// Draws the units of the shown position; kinds other than king and pawn carry their initial.
fn draw_units(
    mut commands: Commands,
    game: Res<Match<Kings>>,
    art: Res<Art>,
    seats: Res<SeatMaterials>,
    units: Query<Entity, With<UnitView>>,
) {
    for entity in &units {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    for (u, t) in state.units() {
        let info = state.info(u);
        let at = SHAPE.world(state.map().xy(t));
        let look = Look::of(&info.kind);
        let owner = &seats.0[info.owner.index().min(seats.0.len() - 1)];
        let tag = || (UnitView, PieceAt(state.map().xy(t)), DespawnOnExit(Screen::Playing));
        let figure = art.piece(look, info.owner.index() == 1);
        figure.spawn(&mut commands, owner, &art.ink, Transform::from_translation(at.extend(1.0)), tag);
        if look == Look::Other {
            commands.spawn((
                tag(),
                BoardText::new(
                    info.kind.chars().next().unwrap_or('?').to_string(),
                    TILE * 0.2,
                    Color::srgb(0.05, 0.05, 0.07),
                ),
                Transform::from_translation((at + Vec2::new(0.0, TILE * 0.42 * 0.22)).extend(1.5)),
            ));
        }
    }
}
