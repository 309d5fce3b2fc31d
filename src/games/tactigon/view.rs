//! Tactigon's board view: the shared hex board with gold tiles, pieces drawn as their shapes in
//! their side's colour; clicks and highlights come from the shared pick-then-target board.

use super::rules::{Kind, TMove, Tactigon};
use crate::core::{Seat, Tile};
use crate::shell::board_view::{lay_out_board, PickBoard, PickBoardPlugin, SeatMaterials};
use crate::session::sketch::TileShape;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::session::sketch::{Mark, Rgb, Sketch};
use crate::shell::{Match, Screen};
use bevy::prelude::*;

const HEX_SIZE: f32 = 40.0;
const TILE: Rgb = Rgb(0.20, 0.24, 0.30);
const GOLD: Rgb = Rgb(0.80, 0.64, 0.18);

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((PickBoardPlugin::<Tactigon>::default(), MotionPlugin::<Tactigon>::default()))
        .add_systems(Startup, load_palette)
        .add_systems(
            Update,
            (
                lay_out_board::<Tactigon>.run_if(resource_added::<Match<Tactigon>>),
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

#[derive(Component)]
struct PieceView;

#[derive(Resource)]
struct Palette {
    shapes: [Handle<Mesh>; 4],
    outlines: [Handle<Mesh>; 4],
    /// The second side's pieces carry a dot, so the sides differ by more than colour.
    mark: Handle<Mesh>,
    outline: Handle<ColorMaterial>,
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
    commands.insert_resource(Palette {
        shapes: Kind::ALL.map(|k| meshes.add(shape(k, r))),
        outlines: Kind::ALL.map(|k| meshes.add(shape(k, r + 3.5))),
        mark: meshes.add(Circle::new(r * 0.22)),
        outline: materials.add(Color::srgb(0.05, 0.05, 0.07)),
    });
}

/// The board with gold tiles, and each piece as the first letter of its shape.
pub fn sketch(state: &Tactigon) -> Sketch {
    let board = state.board();
    let tiles = (0..board.len() as u8).map(|t| (board.offset(t), if board.is_gold(t) { GOLD } else { TILE })).collect();
    let pieces = state
        .pieces()
        .map(|(t, piece)| {
            (board.offset(t), Mark::new(Some(piece.side.seat().index()), &format!("{:?}", piece.kind)[..1]))
        })
        .collect();
    Sketch { shape: TileShape::Hex(HEX_SIZE), tiles, pieces }
}


/// Draws the pieces of the shown position.
fn draw_pieces(
    mut commands: Commands,
    game: Res<Match<Tactigon>>,
    palette: Res<Palette>,
    seats: Res<SeatMaterials>,
    pieces: Query<Entity, With<PieceView>>,
) {
    for entity in &pieces {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    for (tile, piece) in state.pieces() {
        let at = TileShape::Hex(HEX_SIZE).world(state.board().offset(tile));
        let i = shape_index(piece.kind);
        // Squares as squares, not diamonds; the others point up.
        let rotation = if piece.kind == Kind::Square { std::f32::consts::FRAC_PI_4 } else { 0.0 };
        let transform =
            |z: f32| Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(rotation));
        let side = piece.side.seat().index();
        let mut layers = vec![(&palette.outlines[i], &palette.outline, 1.0), (&palette.shapes[i], &seats.0[side], 2.0)];
        if side == 1 {
            layers.push((&palette.mark, &palette.outline, 3.0));
        }
        for (mesh, material, z) in layers {
            commands.spawn((
                PieceView,
                PieceAt(state.board().offset(tile)),
                Mesh2d(mesh.clone()),
                MeshMaterial2d(material.clone()),
                transform(z),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}
