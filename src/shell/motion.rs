//! Motion on the board: after a move, pieces slide from where its steps say they came from,
//! captured pieces fade out, and placed or bought ones drop in. The views draw the position as
//! it is and tag each piece's entities with `PieceAt`; this only eases those entities, so a
//! click during an animation always meets the current position and is never lost. The speed
//! (0 turns it off) is `Pace::animation`; computer players wait for the motion to end.

use super::board_view::BoardLayout;
use super::geometry::TileGeometry;
use super::play::{MoveApplied, Pace, PlaySet};
use super::{Match, Screen};
use crate::core::{Step, Tile};
use crate::session::PlayableGame;
use bevy::prelude::*;
use std::marker::PhantomData;

/// Seconds a motion takes at speed 1.
const DURATION: f32 = 0.3;

/// Marks an entity drawn for the piece on a tile (a piece may be several layered entities).
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceAt(pub Tile);

/// The views' systems that draw pieces: motion reads the old pieces before them and eases the
/// new ones after them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceDraw;

/// Motion for game `G`'s view.
pub struct MotionPlugin<G>(PhantomData<G>);

impl<G> Default for MotionPlugin<G> {
    fn default() -> Self {
        MotionPlugin(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for MotionPlugin<G> {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<SharedMotion>() {
            app.add_plugins(SharedMotion);
        }
        app.add_systems(
            Update,
            fade_captured::<G>
                .after(PlaySet)
                .before(PieceDraw)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
        );
    }
}

/// What every game's motion shares, added once.
struct SharedMotion;

impl Plugin for SharedMotion {
    fn build(&self, app: &mut App) {
        app.init_resource::<FreshSteps>()
            .configure_sets(Update, PieceDraw.after(PlaySet))
            .add_systems(Update, (ease_new, animate).chain().after(PieceDraw).run_if(in_state(Screen::Playing)));
    }
}

/// The steps of a move applied this frame, until the new pieces have been eased.
#[derive(Resource, Default)]
struct FreshSteps(Option<Vec<Step>>);

/// Progress of a motion, 0 to 1.
#[derive(Component)]
struct Glide {
    from: Vec2,
    to: Vec2,
    t: f32,
}

#[derive(Component)]
struct Fade {
    t: f32,
}

#[derive(Component)]
struct DropIn {
    to: Vec2,
    t: f32,
}

/// Where the piece now on `tile` came from, if a step moved it there.
fn came_from(steps: &[Step], tile: Tile) -> Option<Tile> {
    steps.iter().rev().find_map(|step| match step {
        Step::Moved { from, to, .. } | Step::Pushed { from, to, .. } | Step::Carried { from, to, .. }
            if *to == tile =>
        {
            Some(*from)
        }
        _ => None,
    })
}

fn removed_at(steps: &[Step]) -> Vec<Tile> {
    steps
        .iter()
        .filter_map(|step| match step {
            Step::Captured { at, .. } | Step::Destroyed { at, .. } => Some(*at),
            _ => None,
        })
        .collect()
}

/// Copies the pieces a move captures, before the view redraws, and fades the copies out.
fn fade_captured<G: PlayableGame>(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied<G>>,
    game: Res<Match<G>>,
    pace: Res<Pace>,
    mut fresh: ResMut<FreshSteps>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    pieces: Query<(&PieceAt, &Mesh2d, &MeshMaterial2d<ColorMaterial>, &Transform)>,
) {
    let Some(steps) = applied.read().filter(|a| a.game == game.id).last().map(|a| a.steps.clone()) else {
        return;
    };
    if pace.animation <= 0.0 || game.viewing().is_some() {
        return;
    }
    let gone = removed_at(&steps);
    for (PieceAt(tile), mesh, material, transform) in &pieces {
        if gone.contains(tile) {
            // Its own material, so fading it leaves the pieces that share the original alone.
            let copy = materials.get(&material.0).cloned().unwrap_or_default();
            commands.spawn((
                mesh.clone(),
                MeshMaterial2d(materials.add(copy)),
                *transform,
                Fade { t: 0.0 },
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    fresh.0 = Some(steps);
}

/// Starts the new pieces where the move's steps say they came from.
fn ease_new(
    mut commands: Commands,
    mut fresh: ResMut<FreshSteps>,
    layout: Option<Res<BoardLayout>>,
    mut added: Query<(Entity, &PieceAt, &mut Transform), Added<PieceAt>>,
) {
    let Some(steps) = fresh.0.take() else { return };
    let Some(layout) = layout else { return };
    for (entity, PieceAt(tile), mut transform) in &mut added {
        let to = transform.translation.truncate();
        if let Some(from) = came_from(&steps, *tile) {
            // Layers sit off a tile's centre by the same amount wherever the tile is.
            let from = to + layout.shape.world(from) - layout.shape.world(*tile);
            transform.translation = from.extend(transform.translation.z);
            commands.entity(entity).insert(Glide { from, to, t: 0.0 });
        } else if steps.iter().any(|s| matches!(s, Step::Placed { at, .. } | Step::Bought { at, .. } if at == tile)) {
            transform.scale = Vec3::splat(0.01);
            commands.entity(entity).insert(DropIn { to, t: 0.0 });
        }
    }
}

/// Advances every motion; computer players wait while any runs. `was_running` keeps this from
/// clearing a wait that a game's own playback (Robot Race's) set.
fn animate(
    mut was_running: Local<bool>,
    mut commands: Commands,
    time: Res<Time>,
    mut pace: ResMut<Pace>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut glides: Query<(Entity, &mut Glide, &mut Transform), (Without<Fade>, Without<DropIn>)>,
    mut fades: Query<(Entity, &mut Fade, &mut Transform, &MeshMaterial2d<ColorMaterial>), Without<DropIn>>,
    mut drops: Query<(Entity, &mut DropIn, &mut Transform), Without<Glide>>,
) {
    let step = if pace.animation > 0.0 { time.delta_secs() * pace.animation / DURATION } else { 1.0 };
    let ease = |t: f32| 1.0 - (1.0 - t) * (1.0 - t);
    let mut running = false;
    for (entity, mut glide, mut transform) in &mut glides {
        glide.t = (glide.t + step).min(1.0);
        let at = glide.from.lerp(glide.to, ease(glide.t));
        transform.translation = at.extend(transform.translation.z);
        if glide.t >= 1.0 {
            commands.entity(entity).remove::<Glide>();
        } else {
            running = true;
        }
    }
    for (entity, mut fade, mut transform, material) in &mut fades {
        fade.t = (fade.t + step).min(1.0);
        transform.scale = Vec3::splat(1.0 - 0.4 * fade.t);
        if let Some(mut material) = materials.get_mut(&material.0) {
            material.color.set_alpha(1.0 - fade.t);
        }
        if fade.t >= 1.0 {
            commands.entity(entity).despawn();
        } else {
            running = true;
        }
    }
    for (entity, mut drop, mut transform) in &mut drops {
        drop.t = (drop.t + step).min(1.0);
        let t = ease(drop.t);
        // From a little above, growing to full size.
        transform.translation = (drop.to + Vec2::Y * 30.0 * (1.0 - t)).extend(transform.translation.z);
        transform.scale = Vec3::splat(t.max(0.01));
        if drop.t >= 1.0 {
            commands.entity(entity).remove::<DropIn>();
        } else {
            running = true;
        }
    }
    if running || *was_running {
        pace.animating = running;
    }
    *was_running = running;
}
