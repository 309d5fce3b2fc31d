//! Kings & Pawns' board view: the shared square board (gaps left out), kings as octagons, pawns
//! as circles, other kinds as diamonds, in their owner's colour; clicks and highlights come from
//! the shared pick-then-target board.

use super::rules::{KMove, Kings};
use crate::core::{Seat, Tile};
use crate::shell::board_view::{lay_out_board, PickBoard, PickBoardPlugin, SeatMaterials};
use crate::session::sketch::TileShape;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::session::sketch::{Mark, Rgb, Sketch};
use crate::shell::{Match, Screen};
use bevy::prelude::*;

const TILE: f32 = 80.0;
const SHAPE: TileShape = TileShape::Square(TILE);

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((PickBoardPlugin::<Kings>::default(), MotionPlugin::<Kings>::default()))
        .add_systems(Startup, load_palette)
        .add_systems(
            Update,
            (
                lay_out_board::<Kings>.run_if(resource_added::<Match<Kings>>),
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

#[derive(Component)]
struct UnitView;

#[derive(Resource)]
struct Palette {
    king: Handle<Mesh>,
    pawn: Handle<Mesh>,
    other: Handle<Mesh>,
    /// The second player's units carry a dot, so the sides differ by more than colour.
    mark: Handle<Mesh>,
    outline: Handle<ColorMaterial>,
}

fn load_palette(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(Palette {
        king: meshes.add(RegularPolygon::new(TILE * 0.36, 8)),
        pawn: meshes.add(Circle::new(TILE * 0.26)),
        other: meshes.add(RegularPolygon::new(TILE * 0.32, 4)),
        mark: meshes.add(Circle::new(TILE * 0.07)),
        outline: materials.add(Color::srgb(0.05, 0.05, 0.07)),
    });
}

/// The map's tiles, chequered, and each unit as the first letter of its kind.
pub fn sketch(state: &Kings) -> Sketch {
    let map = state.map();
    let tiles = map
        .tiles()
        .map(|t| {
            let (x, y) = map.xy(t);
            let light = (x + y) % 2 == 0;
            ((x, y), if light { Rgb(0.26, 0.30, 0.36) } else { Rgb(0.20, 0.24, 0.30) })
        })
        .collect();
    let pieces = state
        .units()
        .into_iter()
        .map(|(u, t)| {
            let info = state.info(u);
            (map.xy(t), Mark::new(Some(info.owner.index()), info.kind.chars().next().unwrap_or('?')))
        })
        .collect();
    Sketch { shape: SHAPE, tiles, pieces }
}


/// Draws the units of the shown position.
fn draw_units(
    mut commands: Commands,
    game: Res<Match<Kings>>,
    palette: Res<Palette>,
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
        let mesh = match info.kind.as_str() {
            "King" => &palette.king,
            "Pawn" => &palette.pawn,
            _ => &palette.other,
        };
        let owner = &seats.0[info.owner.index().min(seats.0.len() - 1)];
        let mut layers = vec![(mesh, &palette.outline, 1.0, 1.15), (mesh, owner, 2.0, 1.0)];
        if info.owner.index() == 1 {
            layers.push((&palette.mark, &palette.outline, 3.0, 1.0));
        }
        for (mesh, material, z, scale) in layers {
            commands.spawn((
                UnitView,
                PieceAt(state.map().xy(t)),
                Mesh2d(mesh.clone()),
                MeshMaterial2d(material.clone()),
                Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(scale)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}
