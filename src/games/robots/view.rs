//! Robot Race's view: the factory floor (walls on edges, belts with arrows, express belts in
//! blue with double arrows, curves drawn as bends, gears with their turn, pits, numbered
//! flags), robots as little tracked machines in their seat colours, their visor and arrow showing
//! where they face, each robot's respawn
//! point and next flag; the programming hand below the board with a path preview; a
//! pass-the-device screen between humans; and the round played back beat by beat from the
//! applied move's steps.

use super::board::{Board, Dir, Floor};
use super::cards::{Card, CardKind, HAND, Program, REGISTERS};
use super::rules::{Bot, Event, Robots, robot_index, robot_text, run_register};
use super::sketch::{SHAPE, TILE, sketch};
use crate::core::{Game, Seat, Step, Text, Tile};
use crate::i18n::number;
use crate::session::cue::{cue_of, step_cue};
use crate::session::sketch::{Mark, Sketch};
use crate::shell::board_text::{BoardText, HidesBoardText};
use crate::shell::board_view::{BoardLayout, Highlights, HoverInfo, SeatMaterials, UiInsets, hover_lines};
use crate::shell::figures::{Figure, FigureMeshes, MarkArt, Paint, ink, ink_material};
use crate::shell::geometry::TileGeometry;
use crate::shell::keyboard::{DIGIT_KEYS, PanelsFocused};
use crate::shell::language::Tr;
use crate::shell::play::PlaySet;
use crate::shell::sound::PlaySound;
use crate::shell::theme::egui_colour;
use crate::shell::{Match, MatchStatus, MoveApplied, MoveRequest, Pace, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::f32::consts::{FRAC_PI_2, PI};

/// A sketch's robot as the board draws it: a start dock's robot turned to its facing (the
/// editor's marks are `N`, `E`, `S`, `W`), a robot with its number on it; flags stay numbered
/// discs, as on the board.
pub(crate) fn mark_figure(mark: &Mark) -> Option<MarkArt> {
    mark.seat?;
    let facing = mark.letter.chars().next().and_then(Dir::from_letter);
    let figure = match facing {
        // Drawn facing north; each step round is a quarter turn clockwise.
        Some(dir) => robot().rotated(-(dir.index() as f32) * FRAC_PI_2),
        None => robot(),
    };
    Some(MarkArt { figure, letter: facing.is_none() })
}

pub(crate) fn plugin(app: &mut App) {
    let playing = in_state(Screen::Playing).and_then(resource_exists::<Match<Robots>>);
    app.init_resource::<Playback>()
        .init_resource::<Programming>()
        .add_systems(Startup, load_art)
        .add_systems(
            Update,
            (
                lay_out_board.run_if(resource_added::<Match<Robots>>),
                program_keys.before(PlaySet),
                start_playback.after(PlaySet),
                animate,
                draw_markers.run_if(resource_exists_and_changed::<Match<Robots>>),
                draw_preview
                    .run_if(resource_changed::<Programming>.or_else(resource_exists_and_changed::<Match<Robots>>)),
                hover_text.run_if(resource_changed::<Highlights>),
            )
                .chain()
                .run_if(playing.clone()),
        )
        .add_systems(Update, sound_beats.after(animate).run_if(playing.clone()))
        .add_systems(EguiPrimaryContextPass, robots_ui.run_if(playing))
        .add_systems(OnExit(Screen::Playing), |mut commands: Commands, mut pace: ResMut<Pace>| {
            commands.insert_resource(Playback::default());
            commands.insert_resource(Programming::default());
            pace.animating = false;
        });
}

/// Meshes and materials of the floor's elements.
#[derive(Resource)]
struct Art {
    square: Handle<Mesh>,
    circle: Handle<Mesh>,
    ring: Handle<Mesh>,
    dot: Handle<Mesh>,
    arrow: Handle<Mesh>,
    robot: FigureMeshes,
    ink: Handle<ColorMaterial>,
    wall_h: Handle<Mesh>,
    bar: Handle<Mesh>,
    gear: Handle<Mesh>,
    dark: Handle<ColorMaterial>,
    wall: Handle<ColorMaterial>,
    belt_arrow: Handle<ColorMaterial>,
    express_arrow: Handle<ColorMaterial>,
    gear_colour: Handle<ColorMaterial>,
    flag: Handle<ColorMaterial>,
    path: Handle<ColorMaterial>,
    danger: Handle<ColorMaterial>,
}

fn load_art(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    let t = TILE;
    commands.insert_resource(Art {
        square: meshes.add(Rectangle::new(t * 0.6, t * 0.6)),
        circle: meshes.add(Circle::new(t * 0.30)),
        ring: meshes.add(Annulus::new(t * 0.36, t * 0.44)),
        dot: meshes.add(Circle::new(t * 0.07)),
        arrow: meshes.add(Triangle2d::new(
            Vec2::new(0.0, t * 0.16),
            Vec2::new(-t * 0.16, -t * 0.08),
            Vec2::new(t * 0.16, -t * 0.08),
        )),
        robot: robot().build(t * 0.42, &mut meshes),
        ink: ink_material(&mut materials),
        wall_h: meshes.add(Rectangle::new(t, t * 0.09)),
        bar: meshes.add(Rectangle::new(t * 0.14, t * 0.5)),
        gear: meshes.add(RegularPolygon::new(t * 0.36, 8)),
        dark: materials.add(Color::srgb(0.06, 0.06, 0.08)),
        wall: materials.add(Color::srgb(0.95, 0.72, 0.15)),
        belt_arrow: materials.add(Color::srgb(0.95, 0.85, 0.45)),
        express_arrow: materials.add(Color::srgb(0.65, 0.85, 1.0)),
        gear_colour: materials.add(Color::srgb(0.62, 0.55, 0.70)),
        flag: materials.add(Color::srgb(0.95, 0.95, 0.92)),
        path: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.75)),
        danger: materials.add(Color::srgb(0.95, 0.25, 0.20)),
    });
}

/// A robot facing up: two tracks, a body in the seat's colour, a visor and an arrow at the
/// front, a light hatch in the middle for its number.
fn robot() -> Figure {
    let v = Vec2::new;
    let track = Paint::Ink(Color::srgb(0.16, 0.16, 0.18));
    let tread = Paint::Ink(Color::srgb(0.38, 0.38, 0.42));
    let light = v(-0.12, 0.16);
    let tracks = [-0.64, 0.64].iter().fold(Figure::new(0.08), |f, &x| {
        let f = f.rect(track, v(x, 0.0), v(0.32, 1.36), 0.1);
        [-0.45, -0.15, 0.15, 0.45].iter().fold(f, |f, &y| f.stroke(tread, v(x - 0.1, y), v(x + 0.1, y), 0.06))
    });
    tracks
        .poly(Paint::Seat(1.0), &[v(0.0, 1.14), v(-0.32, 0.62), v(0.32, 0.62)])
        .rect(Paint::Seat(1.0), v(0.0, 0.0), v(1.04, 1.24), 0.24)
        .graded(light)
        .rect(Paint::Seat(0.8), v(0.0, -0.5), v(0.8, 0.12), 0.05)
        .rect(Paint::Ink(ink::OUTLINE), v(0.0, 0.4), v(0.84, 0.28), 0.1)
        .rect(Paint::Ink(ink::GLASS), v(0.0, 0.42), v(0.66, 0.12), 0.05)
        .ellipse(Paint::Ink(Color::WHITE), v(-0.2, 0.44), v(0.1, 0.035))
        .circle(Paint::Ink(ink::WHITE), v(0.0, -0.04), 0.36)
}

/// World offset from a tile's centre to the middle of its `dir` edge.
fn edge(dir: Dir) -> Vec2 {
    let (dx, dy) = dir.delta();
    Vec2::new(dx as f32, -dy as f32) * TILE / 2.0
}

/// The rotation that turns "up" (north) towards `dir`.
fn angle(dir: Dir) -> f32 {
    -(dir.index() as f32) * FRAC_PI_2
}

#[derive(Component)]
struct BoardArt;

/// A piece of the floor's art: a mesh at a place, height, turn and size.
struct Piece<'a> {
    mesh: &'a Handle<Mesh>,
    material: &'a Handle<ColorMaterial>,
    at: Vec2,
    z: f32,
    turn: f32,
    scale: f32,
}

impl<'a> Piece<'a> {
    fn new(mesh: &'a Handle<Mesh>, material: &'a Handle<ColorMaterial>, at: Vec2, z: f32) -> Self {
        Piece { mesh, material, at, z, turn: 0.0, scale: 1.0 }
    }

    fn turned(self, turn: f32) -> Self {
        Piece { turn, ..self }
    }

    fn scaled(self, scale: f32) -> Self {
        Piece { scale, ..self }
    }

    fn bundle(&self) -> (Mesh2d, MeshMaterial2d<ColorMaterial>, Transform, DespawnOnExit<Screen>) {
        (
            Mesh2d(self.mesh.clone()),
            MeshMaterial2d(self.material.clone()),
            Transform::from_translation(self.at.extend(self.z))
                .with_rotation(Quat::from_rotation_z(self.turn))
                .with_scale(Vec3::splat(self.scale)),
            DespawnOnExit(Screen::Playing),
        )
    }
}

/// Text in the world, upright.
fn text(words: String, at: Vec2, z: f32, size: f32, colour: Color) -> impl Bundle {
    (BoardText::new(words, size, colour), Transform::from_translation(at.extend(z)), DespawnOnExit(Screen::Playing))
}

/// The floor as tiles of the shared square board, and its elements drawn on top once.
fn lay_out_board(mut commands: Commands, game: Res<Match<Robots>>, art: Res<Art>) {
    let board = game.state.board().clone();
    let Sketch { shape, tiles, .. } = sketch(&game.state);
    commands.insert_resource(BoardLayout::new(shape, tiles));
    let mut spawn = |piece: Piece| {
        commands.spawn((BoardArt, piece.bundle()));
    };
    let mut words = Vec::new();
    for t in board.tile_ids() {
        let at = SHAPE.world(board.xy(t));
        match board.floor(t) {
            Floor::Belt { dir, express, curve } => {
                let material = if express { &art.express_arrow } else { &art.belt_arrow };
                if let Some(right) = curve {
                    // A robot is carried onto a curve from the side it turns away from.
                    let from = if right { dir.right() } else { dir.left() };
                    spawn(Piece::new(&art.bar, material, at + edge(from) * 0.5, 1.0).turned(angle(from)));
                }
                let arrows: &[f32] = if express { &[-0.22, 0.12] } else { &[0.0] };
                for &shift in arrows {
                    spawn(Piece::new(&art.arrow, material, at + edge(dir) * 2.0 * shift, 1.0).turned(angle(dir)));
                }
            }
            Floor::Gear { right } => {
                spawn(Piece::new(&art.gear, &art.gear_colour, at, 1.0));
                // The arrow at the gear's top points the way its rim turns.
                let dir = if right { Dir::E } else { Dir::W };
                spawn(Piece::new(&art.arrow, &art.dark, at + Vec2::new(0.0, TILE * 0.22), 1.1).turned(angle(dir)));
                words.push(text(if right { "R" } else { "L" }.into(), at - Vec2::Y * 6.0, 1.1, 18.0, Color::BLACK));
            }
            Floor::Pit => spawn(Piece::new(&art.square, &art.dark, at, 0.5)),
            Floor::Plain => {}
        }
        for dir in Dir::ALL.into_iter().filter(|&d| board.wall(t, d)) {
            let turn = if matches!(dir, Dir::N | Dir::S) { 0.0 } else { FRAC_PI_2 };
            spawn(Piece::new(&art.wall_h, &art.wall, at + edge(dir) * 0.94, 3.0).turned(turn));
        }
    }
    for (i, &flag) in board.flags.iter().enumerate() {
        let at = SHAPE.world(board.xy(flag));
        spawn(Piece::new(&art.circle, &art.dark, at, 1.5));
        spawn(Piece::new(&art.circle, &art.flag, at, 1.6).scaled(0.85));
        words.push(text(format!("{}", i + 1), at, 1.7, 24.0, Color::BLACK));
    }
    for word in words {
        commands.spawn((BoardArt, word));
    }
}

/// Where a robot is drawn: position, rotation (0 faces north) and size (0 while gone).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pose {
    at: Vec2,
    turn: f32,
    size: f32,
}

fn poses_of(state: &Robots) -> Vec<Pose> {
    let board = state.board();
    state
        .bots()
        .iter()
        .map(|bot| Pose {
            at: SHAPE.world(board.xy(bot.at.unwrap_or(bot.respawn))),
            turn: angle(bot.facing),
            size: if bot.at.is_some() { 1.0 } else { 0.0 },
        })
        .collect()
}

/// A round played back: its steps in beats, each animated in turn.
#[derive(Resource)]
struct Playback {
    beats: Vec<Vec<Step>>,
    /// The beat being animated and how far (0 to 1).
    beat: usize,
    progress: f32,
    /// The poses when the current beat began, and now.
    from: Vec<Pose>,
    now: Vec<Pose>,
    paused: bool,
    step: bool,
    /// Beats per second at speed 1 is about three.
    speed: f32,
    /// The match, revision and shown move the poses were taken from.
    source: (u64, u64, usize),
    register: u8,
    round: u32,
}

impl Default for Playback {
    fn default() -> Self {
        Playback {
            beats: Vec::new(),
            beat: 0,
            progress: 0.0,
            from: Vec::new(),
            now: Vec::new(),
            paused: false,
            step: false,
            speed: 1.0,
            source: (0, 0, usize::MAX),
            register: 0,
            round: 0,
        }
    }
}

impl Playback {
    fn running(&self) -> bool {
        self.beat < self.beats.len()
    }

    /// The poses part-way (`t` from 0 to 1) through the current beat.
    fn poses_at(&self, t: f32) -> Vec<Pose> {
        let mut now = self.from.clone();
        for step in &self.beats[self.beat] {
            if let Some(pose) = step_robot(step).and_then(|r| now.get_mut(r)) {
                *pose = pose_during(step, *pose, t);
            }
        }
        now
    }

    /// Ends the current beat; its end is where the next begins (a pulse settles).
    fn finish_beat(&mut self) {
        self.from = self.poses_at(1.0).into_iter().map(|p| Pose { size: p.size.min(1.0).round(), ..p }).collect();
        self.now = self.from.clone();
        self.beat += 1;
        self.progress = 0.0;
    }

    /// The cards of the register being played, in the order they run, as (robot, card), and
    /// how many ran.
    fn register_cards(&self) -> (Vec<(&Text, &str)>, usize) {
        let mut cards = Vec::new();
        let mut ran = 0;
        for (b, beat) in self.beats.iter().enumerate() {
            for step in beat {
                if let Step::CardPlayed { piece, register, card, .. } = step
                    && *register == self.register
                {
                    cards.push((piece, card.as_str()));
                    if b <= self.beat {
                        ran = cards.len();
                    }
                }
            }
        }
        (cards, ran)
    }
}

fn robot_of(piece: &Text) -> Option<usize> {
    robot_index(piece).map(usize::from)
}

/// How long a beat takes at speed 1, in seconds.
fn beat_length(beat: &[Step]) -> f32 {
    match beat.first() {
        Some(Step::CardPlayed { .. }) => 0.5,
        Some(Step::Destroyed { .. }) => 0.5,
        Some(Step::FlagTouched { .. }) => 0.6,
        Some(Step::Carried { .. }) => 0.4,
        _ => 0.3,
    }
}

/// Groups steps into beats: a card, each tile of a move with the pushes it causes, each belt
/// phase with its curves, the gears together, each fall, the flags, the respawns.
fn beats(steps: &[Step]) -> Vec<Vec<Step>> {
    let mut out: Vec<Vec<Step>> = Vec::new();
    let mut open = false;
    for step in steps {
        let joins = match (out.last().and_then(|b| b.last()), step) {
            _ if !open => false,
            (Some(Step::Pushed { .. }), Step::Pushed { .. } | Step::Moved { .. }) => true,
            (Some(Step::Carried { by, .. }), Step::Carried { by: next, .. }) => by == next,
            (Some(Step::Carried { .. }), Step::Turned { .. }) => {
                out.last().is_some_and(|b| b.iter().any(|s| matches!(s, Step::Carried { .. })))
            }
            (Some(Step::Turned { .. }), Step::Carried { .. }) => {
                out.last().is_some_and(|b| b.iter().any(|s| matches!(s, Step::Carried { .. })))
            }
            (Some(Step::Turned { .. }), Step::Turned { .. }) => true,
            (Some(Step::FlagTouched { .. }), Step::FlagTouched { .. }) => true,
            (Some(Step::Respawned { .. }), Step::Respawned { .. }) => true,
            _ => false,
        };
        match step {
            Step::TurnEnded { .. } => continue,
            _ if joins => out.last_mut().expect("joins an open beat").push(step.clone()),
            _ => out.push(vec![step.clone()]),
        }
        open = !matches!(step, Step::Moved { .. } | Step::CardPlayed { .. } | Step::Destroyed { .. });
    }
    out
}

/// A pose part-way (`t` from 0 to 1) through a step.
fn pose_during(step: &Step, pose: Pose, t: f32) -> Pose {
    let world = |tile: Tile| SHAPE.world(tile);
    match step {
        Step::Moved { from, to, .. } | Step::Pushed { from, to, .. } | Step::Carried { from, to, .. } => {
            Pose { at: world(*from).lerp(world(*to), t), ..pose }
        }
        Step::Turned { facing, .. } => {
            let target = facing.chars().next().and_then(Dir::from_letter).map_or(pose.turn, angle);
            // The short way round.
            let mut delta = (target - pose.turn).rem_euclid(2.0 * PI);
            if delta > PI {
                delta -= 2.0 * PI;
            }
            Pose { turn: pose.turn + delta * t, ..pose }
        }
        Step::Destroyed { .. } => Pose { size: 1.0 - t, ..pose },
        Step::Respawned { at, facing, .. } => Pose {
            at: world(*at),
            turn: facing.chars().next().and_then(Dir::from_letter).map_or(pose.turn, angle),
            size: t,
        },
        Step::FlagTouched { .. } | Step::CardPlayed { .. } => Pose { size: 1.0 + 0.25 * (t * PI).sin(), ..pose },
        _ => pose,
    }
}

/// Starts playing back a round when the move that ran it is applied; any other change of the
/// shown position (a move that only locks a program in, undo, viewing) shows it at once.
fn start_playback(
    mut applied: MessageReader<MoveApplied<Robots>>,
    game: Res<Match<Robots>>,
    mut playback: ResMut<Playback>,
) {
    let source = (game.id, game.revision, game.shown_ply());
    let round = applied.read().filter(|a| a.game == game.id).last().map(|a| a.steps.clone());
    if playback.source == source {
        return;
    }
    playback.source = source;
    let live = game.viewing().is_none();
    match round.filter(|steps| live && steps.iter().any(|s| matches!(s, Step::CardPlayed { .. }))) {
        Some(steps) if !playback.now.is_empty() => {
            playback.beats = beats(&steps);
            playback.beat = 0;
            playback.progress = 0.0;
            playback.from = playback.now.clone();
            playback.round = game.state.round();
        }
        _ => {
            playback.beats.clear();
            playback.now = poses_of(game.shown());
        }
    }
}

#[derive(Component)]
struct RobotBody(usize);

#[derive(Component)]
struct RobotLabel(usize);

/// Advances the playback and places the robots.
fn animate(
    mut commands: Commands,
    mut playback: ResMut<Playback>,
    mut pace: ResMut<Pace>,
    time: Res<Time>,
    art: Res<Art>,
    seats: Res<SeatMaterials>,
    mut bodies: Query<(&RobotBody, &mut Transform), Without<RobotLabel>>,
    mut labels: Query<(&RobotLabel, &mut Transform), Without<RobotBody>>,
) {
    let playback = &mut *playback;
    if playback.running() {
        if let Some(Step::CardPlayed { register, .. }) = playback.beats[playback.beat].first() {
            playback.register = *register;
        }
        if std::mem::take(&mut playback.step) {
            playback.progress = 1.0;
        } else if !playback.paused {
            let length = beat_length(&playback.beats[playback.beat]);
            playback.progress += time.delta_secs() * playback.speed / length;
        }
        if playback.progress >= 1.0 {
            playback.finish_beat();
            if !playback.running() {
                // A breath before the next round is programmed.
                pace.since_move = 0.0;
            }
        } else {
            playback.now = playback.poses_at(playback.progress);
        }
    }
    let running = playback.running();
    if pace.animating != running {
        pace.animating = running;
    }
    if bodies.iter().len() != playback.now.len() {
        spawn_robots(&mut commands, &art, &seats, playback.now.len());
        return;
    }
    for (RobotBody(r), mut transform) in &mut bodies {
        if let Some(pose) = playback.now.get(*r) {
            transform.translation = pose.at.extend(10.0 + *r as f32);
            transform.rotation = Quat::from_rotation_z(pose.turn);
            transform.scale = Vec3::splat(pose.size.max(0.001));
        }
    }
    for (RobotLabel(r), mut transform) in &mut labels {
        if let Some(pose) = playback.now.get(*r) {
            transform.translation = pose.at.extend(20.0);
            transform.scale = Vec3::splat(pose.size.clamp(0.001, 1.0));
        }
    }
}

/// Each robot: its figure in its seat colour, turned to its facing, and its number upright on
/// top.
fn spawn_robots(commands: &mut Commands, art: &Art, seats: &SeatMaterials, robots: usize) {
    for r in 0..robots {
        let colour = seats.0[r.min(seats.0.len() - 1)].clone();
        commands
            .spawn((
                RobotBody(r),
                HidesBoardText { radius: TILE * 0.42 },
                Transform::default(),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|body| {
                for layer in art.robot.bundles(&colour, &art.ink, Transform::default()) {
                    body.spawn(layer);
                }
            });
        commands.spawn((RobotLabel(r), text(format!("{}", r + 1), Vec2::ZERO, 20.0, 16.0, Color::BLACK)));
    }
}

#[derive(Component)]
struct Marker;

/// Each robot's respawn point (a ring in its colour with its number) and a pip in its colour
/// on its next flag.
fn draw_markers(
    mut commands: Commands,
    game: Res<Match<Robots>>,
    art: Res<Art>,
    seats: Res<SeatMaterials>,
    old: Query<Entity, With<Marker>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    let board = state.board();
    for (r, bot) in state.bots().iter().enumerate() {
        let colour = &seats.0[r.min(seats.0.len() - 1)];
        let at = SHAPE.world(board.xy(bot.respawn));
        let corner = Vec2::new(-1.0, -1.0) * TILE * 0.30;
        // Rings of several robots on one tile nest inside each other.
        let ring = Piece::new(&art.ring, colour, at, 2.0 + r as f32 * 0.01).scaled(1.0 - 0.12 * r as f32);
        commands.spawn((Marker, ring.bundle()));
        let label = text(format!("R{}", r + 1), at + corner + Vec2::X * 16.0 * r as f32, 2.5, 13.0, Color::WHITE);
        commands.spawn((Marker, label));
        if let Some(&flag) = board.flags.get(bot.flags as usize) {
            let offset = Vec2::new(-0.3 + 0.2 * r as f32, 0.36) * TILE;
            commands.spawn((Marker, Piece::new(&art.dot, colour, SHAPE.world(board.xy(flag)) + offset, 2.6).bundle()));
        }
    }
}

/// The human's program being put together, for the seat to move in the current round.
#[derive(Resource, Default)]
struct Programming {
    /// The match, round and seat the registers belong to.
    key: Option<(u64, u32, Seat)>,
    /// Hand indices in registers 1 to 5.
    registers: [Option<u8>; REGISTERS],
    /// The seat whose hand was last shown, so another human's hand waits behind the pass
    /// screen.
    revealed: Option<(u64, u32, Seat)>,
}

impl Programming {
    /// Follows the match: a new round or seat starts with empty registers.
    fn follow(&mut self, key: (u64, u32, Seat)) {
        if self.key != Some(key) {
            self.key = Some(key);
            self.registers = [None; REGISTERS];
        }
    }

    fn filled(&self) -> Vec<u8> {
        self.registers.iter().map_while(|r| *r).collect()
    }
}

/// Programming by keys: a card's number puts it in the next free register, Backspace takes the
/// last one back, Enter runs a full program; on the pass screen Enter shows the hand.
fn program_keys(
    keys: Res<ButtonInput<KeyCode>>,
    panels: Res<PanelsFocused>,
    game: Res<Match<Robots>>,
    playback: Res<Playback>,
    mut programming: ResMut<Programming>,
    mut requests: MessageWriter<MoveRequest<Robots>>,
) {
    let Some(key) = human_decision(&game, &playback).filter(|_| !panels.0) else { return };
    programming.follow(key);
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    if humans(&game) > 1 && programming.revealed != Some(key) {
        if enter {
            programming.revealed = Some(key);
        }
        return;
    }
    for (card, &code) in DIGIT_KEYS.iter().take(HAND).enumerate() {
        let card = card as u8;
        if keys.just_pressed(code)
            && !programming.registers.contains(&Some(card))
            && let Some(free) = programming.registers.iter_mut().find(|r| r.is_none())
        {
            *free = Some(card);
        }
    }
    if keys.just_pressed(KeyCode::Backspace)
        && let Some(last) = programming.registers.iter_mut().rev().find(|r| r.is_some())
    {
        *last = None;
    }
    if enter && programming.registers.iter().all(Option::is_some) {
        let program = Program(programming.registers.map(|r| r.unwrap_or_default()));
        requests.write(game.request(key.2, program));
    }
}

/// Whether a human programs now and may see the hand: the key of the decision.
fn human_decision(game: &Match<Robots>, playback: &Playback) -> Option<(u64, u32, Seat)> {
    (game.human_to_move() && game.viewing().is_none() && !playback.running())
        .then(|| (game.id, game.state.round(), game.state.to_move()))
}

fn humans(game: &Match<Robots>) -> usize {
    game.seats().iter().take(game.state.seats()).filter(|c| c.is_human()).count()
}

#[derive(Component)]
struct PreviewArt;

/// The path the registers filled so far would take on an empty board: a dot on every tile
/// passed, the register number where each ends, and a red cross where the robot is destroyed.
fn draw_preview(
    mut commands: Commands,
    game: Res<Match<Robots>>,
    programming: Res<Programming>,
    playback: Res<Playback>,
    art: Res<Art>,
    old: Query<Entity, With<PreviewArt>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let Some(key) = human_decision(&game, &playback) else { return };
    if programming.key != Some(key) || (humans(&game) > 1 && programming.revealed != Some(key)) {
        return;
    }
    let state = &game.state;
    let seat = key.2;
    let hand = state.hand(seat);
    let cards: Vec<Card> = programming.filled().iter().map(|&i| hand[i as usize]).collect();
    for (register, at, kind) in preview(state.board(), state.bots()[seat.index()], &cards) {
        let world = SHAPE.world(at);
        let mut spawn = |piece: Piece| {
            commands.spawn((PreviewArt, piece.bundle()));
        };
        match kind {
            PathMark::Passed => spawn(Piece::new(&art.dot, &art.path, world, 30.0)),
            PathMark::Destroyed => {
                spawn(Piece::new(&art.bar, &art.danger, world, 30.0).turned(PI / 4.0));
                spawn(Piece::new(&art.bar, &art.danger, world, 30.0).turned(-PI / 4.0));
            }
            PathMark::End(facing) => {
                spawn(Piece::new(&art.ring, &art.path, world, 30.0).scaled(0.55));
                spawn(Piece::new(&art.arrow, &art.path, world, 30.0).turned(angle(facing)).scaled(0.8));
                let offset = Vec2::new(TILE * 0.28, TILE * 0.28);
                commands.spawn((PreviewArt, text(format!("{register}"), world + offset, 31.0, 18.0, Color::WHITE)));
            }
        }
    }
}

/// What the preview marks on a tile.
#[derive(Clone, Copy, Debug, PartialEq)]
enum PathMark {
    Passed,
    End(Dir),
    Destroyed,
}

/// The preview of `cards` for a robot alone, simulated with the rules: (register, tile, mark).
fn preview(board: &Board, bot: Bot, cards: &[Card]) -> Vec<(usize, Tile, PathMark)> {
    let mut bots = [bot];
    let mut marks = Vec::new();
    let mut events = Vec::new();
    for (i, &card) in cards.iter().enumerate() {
        events.clear();
        run_register(board, &mut bots, &[card], i as u8 + 1, &mut events);
        for event in &events {
            match *event {
                Event::Moved { to, .. } | Event::Pushed { to, .. } | Event::Carried { to, .. } => {
                    marks.push((i + 1, to, PathMark::Passed))
                }
                Event::Destroyed { at, .. } => {
                    marks.push((i + 1, at, PathMark::Destroyed));
                    return marks;
                }
                _ => {}
            }
        }
        if let Some(at) = bots[0].at {
            marks.push((i + 1, board.xy(at), PathMark::End(bots[0].facing)));
        }
    }
    marks
}

/// The hover tooltip: what the tile holds.
fn hover_text(game: Res<Match<Robots>>, lit: Res<Highlights>, tr: Res<Tr>, mut info: ResMut<HoverInfo>) {
    info.set(lit.hover.and_then(|at| hover_lines(&tr, game.shown(), at, None)));
}

/// A played card (`F1:490`, as the steps write it) in words: `Move 1 (490)`.
fn card_words(tr: &Tr, card: &str) -> String {
    let (code, priority) = card.split_once(':').unwrap_or((card, ""));
    let name = CardKind::from_code(code).map_or_else(|| code.to_string(), |k| kind_name(tr, k));
    format!("{name} ({priority})")
}

/// A card kind's name, as the hand and the playback show it.
fn kind_name(tr: &Tr, kind: CardKind) -> String {
    tr.text(match kind {
        CardKind::Move1 => "robots-card-move-1",
        CardKind::Move2 => "robots-card-move-2",
        CardKind::Move3 => "robots-card-move-3",
        CardKind::BackUp => "robots-card-back-up",
        CardKind::TurnLeft => "robots-card-turn-left",
        CardKind::TurnRight => "robots-card-turn-right",
        CardKind::UTurn => "robots-card-u-turn",
    })
}

/// A robot's name in the player's language, as the rules name it (`robot_text`).
fn robot_name(tr: &Tr, robot: usize) -> String {
    tr.show(&robot_text(robot))
}

/// What the beat being played back does, in words: the step that starts it. The rules' own
/// `Step::describe` is English, for the log; the pit and the belt are read off the board (the
/// rules destroy a robot in a pit or off the board, nowhere else).
fn beat_words(tr: &Tr, board: &Board, step: &Step) -> String {
    let tile = |(x, y): Tile| format!("({x},{y})");
    let on = |at: Tile, f: fn(&Board, u8) -> bool| board.tile(at.0, at.1).is_some_and(|t| f(board, t));
    let (key, robot, extra): (&str, &Text, Vec<(&str, crate::i18n::Value)>) = match step {
        Step::CardPlayed { piece, register, card, .. } => {
            ("robots-beat-card", piece, vec![("card", card_words(tr, card).into()), ("register", number(*register))])
        }
        Step::Moved { piece, to, .. } => ("robots-beat-moved", piece, vec![("to", tile(*to).into())]),
        Step::Pushed { piece, to, .. } => ("robots-beat-pushed", piece, vec![("to", tile(*to).into())]),
        Step::Carried { piece, from, to, .. } => {
            let express = on(*from, |b, t| matches!(b.floor(t), Floor::Belt { express: true, .. }));
            let key = if express { "robots-beat-carried-express" } else { "robots-beat-carried" };
            (key, piece, vec![("to", tile(*to).into())])
        }
        Step::Turned { piece, facing, .. } => ("robots-beat-turned", piece, vec![("facing", facing.as_str().into())]),
        Step::Destroyed { piece, at, .. } => {
            (if on(*at, Board::is_pit) { "robots-beat-fell" } else { "robots-beat-left" }, piece, Vec::new())
        }
        Step::FlagTouched { piece, flag, .. } => ("robots-beat-flag", piece, vec![("flag", number(*flag))]),
        Step::Respawned { piece, at, facing } => {
            ("robots-beat-respawned", piece, vec![("at", tile(*at).into()), ("facing", facing.as_str().into())])
        }
        other => return tr.show(&other.describe(|s| robot_text(s.index()))),
    };
    let mut args = vec![("robot", tr.show(robot).into())];
    args.extend(extra);
    tr.text_with(key, &args)
}

/// A symbol for each kind, as egui's default fonts draw them.
fn kind_symbol(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Move1 => "⬆",
        CardKind::Move2 => "⬆⬆",
        CardKind::Move3 => "⬆⬆⬆",
        CardKind::BackUp => "⬇",
        CardKind::TurnLeft => "⟲",
        CardKind::TurnRight => "⟳",
        CardKind::UTurn => "⮌",
    }
}

/// The panel below the board: the hand and registers while a human programs, the pass screen
/// between humans, and the playback's register, card order and controls.
fn robots_ui(
    mut contexts: EguiContexts,
    game: Res<Match<Robots>>,
    status: Res<MatchStatus>,
    mut programming: ResMut<Programming>,
    mut playback: ResMut<Playback>,
    mut insets: ResMut<UiInsets>,
    mut requests: MessageWriter<MoveRequest<Robots>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let decision = human_decision(&game, &playback);
    if let Some(key) = decision {
        programming.follow(key);
    }
    let colour = |seat: usize| status.seat_colours.get(seat).map_or(egui::Color32::GRAY, |c| egui_colour(*c));
    let pass = decision.filter(|&key| humans(&game) > 1 && programming.revealed != Some(key));
    if let Some(key) = pass {
        let name = [("name", robot_name(&tr, key.2.index()).into())];
        egui::Modal::new(egui::Id::new("pass-device")).show(ctx, |ui| {
            ui.set_width(360.0);
            ui.vertical_centered(|ui| {
                let heading = egui::RichText::new(tr.text_with("robots-pass-to", &name));
                ui.heading(heading.color(colour(key.2.index())).size(26.0));
                ui.label(tr.text("robots-look-away"));
                ui.add_space(10.0);
                let show = egui::Button::new(tr.text_with("robots-show-cards", &name));
                if ui.add_sized([220.0, 40.0], show).clicked() {
                    programming.revealed = Some(key);
                }
            });
        });
    }
    let area = ctx.content_rect();
    let rect = egui::Rect::from_min_max(
        egui::pos2(area.left() + insets.left, area.top()),
        egui::pos2(area.right() - insets.right, area.bottom()),
    );
    let mut root = egui::Ui::new(
        ctx.clone(),
        "robots-root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(rect),
    );
    let panel = egui::Panel::bottom("robots-hand").show(&mut root, |ui| {
        ui.add_space(4.0);
        if playback.running() {
            playback_controls(ui, &tr, &mut playback, &status, game.shown().board());
        } else if let Some(key) = decision.filter(|_| pass.is_none()) {
            hand_ui(ui, &tr, &game, key, &mut programming, &mut requests, colour(key.2.index()));
        } else {
            ui.horizontal(|ui| {
                let line = match (&status.outcome, game.viewing()) {
                    (Some(outcome), _) => {
                        tr.text_with("robots-game-over", &[("reason", tr.show(outcome.reason()).into())])
                    }
                    (None, Some(ply)) => tr.text_with("robots-viewing", &[("move", number(ply as f64))]),
                    (None, None) if pass.is_some() => tr.text("robots-waiting"),
                    (None, None) => {
                        let name = robot_name(&tr, game.state.to_move().index());
                        tr.text_with("robots-programming", &[("name", name.into())])
                    }
                };
                ui.label(egui::RichText::new(line).size(16.0));
            });
            playback_settings(ui, &tr, &mut playback);
        }
        ui.add_space(4.0);
    });
    let bottom = panel.response.rect.height();
    if (insets.bottom - bottom).abs() > 0.5 {
        insets.bottom = bottom;
    }
    Ok(())
}

/// The playback's speed, Pause or Resume, Step and Skip.
fn playback_settings(ui: &mut egui::Ui, tr: &Tr, playback: &mut Playback) {
    ui.horizontal(|ui| {
        ui.label(tr.text("robots-playback"));
        let speed = egui::Slider::new(&mut playback.speed, 0.25..=4.0).logarithmic(true);
        ui.add(speed.text(tr.text("robots-speed")));
        let label = tr.text(if playback.paused { "robots-resume" } else { "robots-pause" });
        if ui.button(label).on_hover_text(tr.text("robots-pause-hint")).clicked() {
            playback.paused = !playback.paused;
        }
        let step = egui::Button::new(tr.text("robots-step"));
        if ui.add_enabled(playback.paused && playback.running(), step).clicked() {
            playback.step = true;
        }
        let skip = egui::Button::new(tr.text("robots-skip"));
        if ui.add_enabled(playback.running(), skip).on_hover_text(tr.text("robots-skip-hint")).clicked() {
            while playback.running() {
                playback.finish_beat();
            }
        }
    });
}

fn step_robot(step: &Step) -> Option<usize> {
    match step {
        Step::Moved { piece, .. }
        | Step::Pushed { piece, .. }
        | Step::Carried { piece, .. }
        | Step::Turned { piece, .. }
        | Step::Destroyed { piece, .. }
        | Step::Respawned { piece, .. }
        | Step::FlagTouched { piece, .. }
        | Step::CardPlayed { piece, .. } => robot_of(piece),
        _ => None,
    }
}

/// The round being played back: its register, the register's cards in the order they run (the
/// one running underlined), what the current beat does, and the playback's settings.
fn playback_controls(ui: &mut egui::Ui, tr: &Tr, playback: &mut Playback, status: &MatchStatus, board: &Board) {
    let (cards, ran) = playback.register_cards();
    ui.horizontal_wrapped(|ui| {
        let round = [
            ("round", number(playback.round)),
            ("register", number(playback.register.max(1))),
            ("registers", number(REGISTERS as f64)),
        ];
        ui.heading(tr.text_with("robots-round", &round));
        ui.separator();
        ui.label(tr.text("robots-priority-order"));
        for (i, &(piece, card)) in cards.iter().enumerate() {
            let seat = robot_of(piece);
            let colour = seat.and_then(|s| status.seat_colours.get(s)).map_or(egui::Color32::GRAY, |c| egui_colour(*c));
            let mut words = egui::RichText::new(format!("{}: {}", tr.show(piece), card_words(tr, card))).color(colour);
            if i + 1 == ran {
                words = words.strong().underline();
            } else if i >= ran {
                words = words.weak();
            }
            ui.label(words);
        }
    });
    if let Some(now) = playback.beats.get(playback.beat).and_then(|b| b.first()) {
        ui.label(beat_words(tr, board, now));
    }
    playback_settings(ui, tr, playback);
}

/// The human's hand and registers: the registers with Clear and Run, the nine cards below.
fn hand_ui(
    ui: &mut egui::Ui,
    tr: &Tr,
    game: &Match<Robots>,
    key: (u64, u32, Seat),
    programming: &mut Programming,
    requests: &mut MessageWriter<MoveRequest<Robots>>,
    colour: egui::Color32,
) {
    let seat = key.2;
    let state = &game.state;
    let hand = state.hand(seat);
    let title = [("name", robot_name(tr, seat.index()).into()), ("registers", number(REGISTERS as f64))];
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr.text_with("robots-program", &title)).color(colour).strong().size(17.0));
        ui.label(tr.text("robots-program-help"));
    });
    let card_button = |card: Card, size: egui::Vec2| {
        let text = format!("{}\n{}\n{}", kind_symbol(card.kind()), kind_name(tr, card.kind()), card.priority());
        egui::Button::new(egui::RichText::new(text).size(13.0)).min_size(size)
    };
    ui.horizontal(|ui| {
        for register in 0..REGISTERS {
            let slot = programming.registers[register];
            let button = match slot {
                Some(i) => {
                    card_button(hand[i as usize], egui::vec2(78.0, 62.0)).fill(egui::Color32::from_rgb(60, 70, 95))
                }
                None => egui::Button::new(format!("{}\n\n—", register + 1)).min_size(egui::vec2(78.0, 62.0)),
            };
            let hint = tr.text_with("robots-register", &[("number", number(register as f64 + 1.0))]);
            if ui.add(button).on_hover_text(hint).clicked() && slot.is_some() {
                // Later registers move up, so the program stays in order without gaps.
                programming.registers[register..].rotate_left(1);
                programming.registers[REGISTERS - 1] = None;
            }
        }
        ui.separator();
        let full = programming.registers.iter().all(Option::is_some);
        let clear = egui::Button::new(tr.text("robots-clear"));
        if ui.add_enabled(programming.registers.iter().any(Option::is_some), clear).clicked() {
            programming.registers = [None; REGISTERS];
        }
        let run = egui::RichText::new(tr.text("robots-run")).size(20.0).strong();
        let run = egui::Button::new(run).min_size(egui::vec2(90.0, 62.0));
        if ui.add_enabled(full, run).on_hover_text(tr.text("robots-run-hint")).clicked() {
            let program = Program(programming.registers.map(|r| r.unwrap_or_default()));
            requests.write(game.request(seat, program));
        }
    });
    ui.horizontal(|ui| {
        for i in 0..HAND as u8 {
            let used = programming.registers.contains(&Some(i));
            let card = hand[i as usize];
            let response = ui.add_enabled(!used, card_button(card, egui::vec2(64.0, 62.0)));
            let response = response.on_hover_text(tr.text_with("robots-key", &[("number", number(i + 1))]));
            if response.clicked()
                && let Some(free) = programming.registers.iter_mut().find(|r| r.is_none())
            {
                *free = Some(i);
            }
        }
    });
}

/// Each beat of a round's playback sounds as it begins: a card, a push, a fall.
fn sound_beats(
    playback: Res<Playback>,
    mut heard: Local<Option<((u64, u64, usize), usize)>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    let Some(beat) = playback.beats.get(playback.beat) else { return };
    let now = Some((playback.source, playback.beat));
    if *heard != now {
        *heard = now;
        sounds.write(PlaySound(cue_of(beat, step_cue)));
    }
}
