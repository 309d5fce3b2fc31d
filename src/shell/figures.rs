//! Pieces drawn in code instead of letters. A `Figure` is a list of flat convex parts (polygons,
//! circles and ellipses, rounded rectangles, thick strokes), each painted in its seat's colour
//! (shaded) or in a colour of its own. It is built once into a few triangle meshes: the
//! silhouette grown into a dark outline below, then each run of parts of the same kind of paint
//! as one mesh with vertex colours. A piece is then a handful of entities whatever its detail,
//! stays sharp at every zoom, and recolours with its seat's material.

use crate::session::sketch::Mark;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy_egui::egui;
use std::f32::consts::TAU;

/// How a part is coloured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    /// The seat's colour times this shade (1 as it is, below 1 darker, above 1 lighter).
    Seat(f32),
    /// A colour of its own, alpha included.
    Ink(Color),
}

/// Colours figures share.
pub mod ink {
    use bevy::prelude::Color;
    pub const OUTLINE: Color = Color::srgb(0.05, 0.05, 0.07);
    pub const SHADOW: Color = Color::srgba(0.0, 0.0, 0.0, 0.32);
    pub const HIGHLIGHT: Color = Color::srgba(1.0, 1.0, 1.0, 0.35);
    pub const SKIN: Color = Color::srgb(0.93, 0.76, 0.60);
    pub const WOOD: Color = Color::srgb(0.55, 0.36, 0.18);
    pub const METAL: Color = Color::srgb(0.78, 0.80, 0.84);
    pub const DARK_METAL: Color = Color::srgb(0.45, 0.47, 0.52);
    pub const GOLD: Color = Color::srgb(0.96, 0.78, 0.22);
    pub const STRAW: Color = Color::srgb(0.90, 0.78, 0.38);
    pub const STONE: Color = Color::srgb(0.66, 0.65, 0.62);
    pub const DARK_STONE: Color = Color::srgb(0.42, 0.41, 0.40);
    pub const RED: Color = Color::srgb(0.72, 0.20, 0.16);
    pub const WHITE: Color = Color::srgb(0.96, 0.95, 0.90);
    pub const GLASS: Color = Color::srgb(0.62, 0.92, 1.0);
}

/// One convex part: its corners counter-clockwise, its paint, and whether the outline takes it
/// in (shadows and glints do not).
#[derive(Clone, Debug)]
pub struct Part {
    pub points: Vec<Vec2>,
    pub paint: Paint,
    pub outlined: bool,
    /// Brightness changes by `1 + gradient · point` across the part (light from one side).
    pub gradient: Vec2,
}

/// A drawing in figure units (about -1 to 1 across), scaled when built.
#[derive(Clone, Debug, Default)]
pub struct Figure {
    pub parts: Vec<Part>,
    /// The outline's width in figure units; 0 draws none.
    pub outline: f32,
}

/// Corners on a full circle; enough to look round on the largest tiles.
const ROUND: usize = 28;

impl Figure {
    /// A figure whose silhouette is outlined `outline` wide.
    pub fn new(outline: f32) -> Figure {
        Figure { parts: Vec::new(), outline }
    }

    /// A convex polygon (either winding).
    pub fn poly(mut self, paint: Paint, points: &[Vec2]) -> Figure {
        let mut points = points.to_vec();
        if signed_area(&points) < 0.0 {
            points.reverse();
        }
        self.parts.push(Part { points, paint, outlined: true, gradient: Vec2::ZERO });
        self
    }

    pub fn ellipse(self, paint: Paint, centre: Vec2, radii: Vec2) -> Figure {
        let points: Vec<Vec2> =
            (0..ROUND).map(|i| centre + radii * Vec2::from_angle(i as f32 * TAU / ROUND as f32)).collect();
        self.poly(paint, &points)
    }

    pub fn circle(self, paint: Paint, centre: Vec2, radius: f32) -> Figure {
        self.ellipse(paint, centre, Vec2::splat(radius))
    }

    /// A rectangle of `size` about `centre` with corners rounded by `round`.
    pub fn rect(self, paint: Paint, centre: Vec2, size: Vec2, round: f32) -> Figure {
        let half = size / 2.0;
        let round = round.clamp(0.0, half.x.min(half.y));
        if round <= 0.0 {
            let corners = [Vec2::new(-1.0, -1.0), Vec2::new(1.0, -1.0), Vec2::new(1.0, 1.0), Vec2::new(-1.0, 1.0)];
            return self.poly(paint, &corners.map(|c| centre + c * half));
        }
        let inner = half - Vec2::splat(round);
        let steps = ROUND / 4;
        let mut points = Vec::new();
        for (q, corner) in [Vec2::new(1.0, 1.0), Vec2::new(-1.0, 1.0), Vec2::new(-1.0, -1.0), Vec2::new(1.0, -1.0)]
            .into_iter()
            .enumerate()
        {
            for s in 0..=steps {
                let angle = (q as f32 + s as f32 / steps as f32) * TAU / 4.0;
                points.push(centre + corner * inner + Vec2::from_angle(angle) * round);
            }
        }
        self.poly(paint, &points)
    }

    /// A thick line from `a` to `b` with round ends.
    pub fn stroke(self, paint: Paint, a: Vec2, b: Vec2, width: f32) -> Figure {
        let r = width / 2.0;
        let along = (b - a).normalize_or(Vec2::X);
        let start = along.perp().to_angle();
        let steps = ROUND / 2;
        let mut points = Vec::new();
        for (end, from) in [(b, start - TAU / 2.0), (a, start)] {
            for s in 0..=steps {
                points.push(end + Vec2::from_angle(from + s as f32 * TAU / 2.0 / steps as f32) * r);
            }
        }
        self.poly(paint, &points)
    }

    /// A regular polygon of `sides` corners, the first at `turn` radians from the x axis.
    pub fn regular(self, paint: Paint, centre: Vec2, radius: f32, sides: usize, turn: f32) -> Figure {
        let points: Vec<Vec2> =
            (0..sides).map(|i| centre + radius * Vec2::from_angle(turn + i as f32 * TAU / sides as f32)).collect();
        self.poly(paint, &points)
    }

    /// The last part is left out of the outline (a shadow, a glint).
    pub fn plain(mut self) -> Figure {
        if let Some(part) = self.parts.last_mut() {
            part.outlined = false;
        }
        self
    }

    /// The last part brightens by `1 + gradient · point` across itself.
    pub fn graded(mut self, gradient: Vec2) -> Figure {
        if let Some(part) = self.parts.last_mut() {
            part.gradient = gradient;
        }
        self
    }

    /// The figure turned `angle` radians counter-clockwise about its centre (a robot facing
    /// east, for one drawn facing north).
    pub fn rotated(mut self, angle: f32) -> Figure {
        let turn = Vec2::from_angle(angle);
        for part in &mut self.parts {
            part.points.iter_mut().for_each(|p| *p = turn.rotate(*p));
            part.gradient = turn.rotate(part.gradient);
        }
        self
    }

    /// Adds another figure's parts on top of this one's.
    pub fn with(mut self, other: Figure) -> Figure {
        self.parts.extend(other.parts);
        self
    }

    /// The parts in drawing order: the outline (each outlined part grown) first, then the parts.
    fn drawn(&self) -> Vec<Part> {
        let mut drawn = Vec::new();
        if self.outline > 0.0 {
            for part in self.parts.iter().filter(|p| p.outlined) {
                drawn.push(Part {
                    points: grow(&part.points, self.outline),
                    paint: Paint::Ink(ink::OUTLINE),
                    outlined: false,
                    gradient: Vec2::ZERO,
                });
            }
        }
        drawn.extend(self.parts.iter().cloned());
        drawn
    }

    /// The meshes to draw, bottom first, at `scale` world units per figure unit: each run of
    /// parts painted in the seat's colour (`tinted`) or in their own colours becomes one mesh.
    pub fn layers(&self, scale: f32) -> Vec<Layer> {
        let mut layers: Vec<(bool, Vec<Part>)> = Vec::new();
        for part in self.drawn() {
            let tinted = matches!(part.paint, Paint::Seat(_));
            match layers.last_mut() {
                Some((t, parts)) if *t == tinted => parts.push(part),
                _ => layers.push((tinted, vec![part])),
            }
        }
        layers.into_iter().map(|(tinted, parts)| Layer { tinted, mesh: mesh_of(&parts, scale) }).collect()
    }

    /// Builds the layers into mesh assets, once, for every piece drawn with this figure.
    pub fn build(&self, scale: f32, meshes: &mut Assets<Mesh>) -> FigureMeshes {
        FigureMeshes(self.layers(scale).into_iter().map(|l| (l.tinted, meshes.add(l.mesh))).collect())
    }

    /// Paints the figure with egui (the menu's pictures, the map editor) at `centre`, `radius`
    /// pixels per figure unit, its seat's parts in `seat`.
    pub fn paint(&self, painter: &egui::Painter, centre: egui::Pos2, radius: f32, seat: Color) {
        let mut mesh = egui::Mesh::default();
        let seat = Srgba::from(seat);
        let byte = |v: f32| (v * 255.0).round().clamp(0.0, 255.0) as u8;
        for part in self.drawn() {
            let first = mesh.vertices.len() as u32;
            for &p in &part.points {
                let c = part.colour_at(p, seat);
                let colour =
                    egui::Color32::from_rgba_unmultiplied(byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha));
                mesh.colored_vertex(centre + egui::vec2(p.x, -p.y) * radius, colour);
            }
            for [a, b, c] in part.fan(first) {
                mesh.add_triangle(a, b, c);
            }
        }
        painter.add(egui::Shape::mesh(mesh));
    }
}

impl Part {
    /// The part's colour at `p`, its seat's parts in `seat` (white for a mesh whose seat
    /// material tints it). Shades and gradients are in sRGB terms, as the eye sees them.
    fn colour_at(&self, p: Vec2, seat: Srgba) -> Srgba {
        let light = 1.0 + self.gradient.dot(p);
        let (c, shade) = match self.paint {
            Paint::Seat(shade) => (seat, shade),
            Paint::Ink(colour) => (Srgba::from(colour), 1.0),
        };
        let k = shade * light;
        Srgba::new(c.red * k, c.green * k, c.blue * k, c.alpha)
    }

    /// The part's triangles, a fan from its first corner, whose index is `first`.
    fn fan(&self, first: u32) -> impl Iterator<Item = [u32; 3]> {
        (1..self.points.len().saturating_sub(1) as u32).map(move |i| [first, first + i, first + i + 1])
    }
}

/// How a game's sketch marks (`session::sketch::Mark`) look in the menu's pictures and the map
/// editor: the game's own figure, with the mark's letter on top when the figure alone does not
/// tell it (a robot's number). A game without one keeps lettered discs.
pub struct MarkArt {
    pub figure: Figure,
    pub letter: bool,
}

/// A game's figures for its marks: its view's `mark_figure`.
pub type MarkFigure = fn(&Mark) -> Option<MarkArt>;

/// Each game's `MarkFigure`, by game id; the games' registry inserts it.
#[derive(Resource, Default)]
pub struct MarkFigures(pub std::collections::HashMap<&'static str, MarkFigure>);

impl MarkFigures {
    pub fn of(&self, game: &str) -> Option<MarkFigure> {
        self.0.get(game).copied()
    }
}

/// One mesh of a figure: tinted ones take the seat's material, the others the plain ink one.
pub struct Layer {
    pub tinted: bool,
    pub mesh: Mesh,
}

/// A figure's meshes, bottom first, each with whether it takes the seat's colour.
#[derive(Clone, Debug, Default)]
pub struct FigureMeshes(pub Vec<(bool, Handle<Mesh>)>);

/// The material for parts in their own colours: white, so the vertex colours show as they
/// are, and blended, so shadows and glints see through.
pub fn ink_material(materials: &mut Assets<ColorMaterial>) -> Handle<ColorMaterial> {
    materials.add(ColorMaterial {
        color: Color::WHITE,
        alpha_mode: bevy::sprite_render::AlphaMode2d::Blend,
        ..default()
    })
}

/// Z between a figure's layers, small enough that pieces at z and z + 1 never interleave.
const LAYER_STEP: f32 = 0.01;

impl FigureMeshes {
    /// The figure's layers as bundles placed at `transform`, each a little above the one below:
    /// tinted ones with `seat`, the others with `ink`.
    pub fn bundles<'a>(
        &'a self,
        seat: &'a Handle<ColorMaterial>,
        ink: &'a Handle<ColorMaterial>,
        transform: Transform,
    ) -> impl Iterator<Item = (Mesh2d, MeshMaterial2d<ColorMaterial>, Transform)> + 'a {
        self.0.iter().enumerate().map(move |(i, (tinted, mesh))| {
            let mut at = transform;
            at.translation.z += i as f32 * LAYER_STEP;
            (Mesh2d(mesh.clone()), MeshMaterial2d(if *tinted { seat.clone() } else { ink.clone() }), at)
        })
    }

    /// Spawns the figure's layers (see `bundles`); `tag` gives each entity its extra components.
    pub fn spawn<B: Bundle>(
        &self,
        commands: &mut Commands,
        seat: &Handle<ColorMaterial>,
        ink: &Handle<ColorMaterial>,
        transform: Transform,
        mut tag: impl FnMut() -> B,
    ) {
        for layer in self.bundles(seat, ink, transform) {
            commands.spawn((layer, tag()));
        }
    }
}

fn signed_area(points: &[Vec2]) -> f32 {
    let n = points.len();
    (0..n).map(|i| points[i].perp_dot(points[(i + 1) % n])).sum::<f32>() / 2.0
}

/// A convex counter-clockwise polygon pushed out by `by` on every side.
pub fn grow(points: &[Vec2], by: f32) -> Vec<Vec2> {
    let n = points.len();
    (0..n)
        .map(|i| {
            let (prev, here, next) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            // Outward normals of the two edges meeting here (counter-clockwise: right of travel).
            let a = -(here - prev).normalize_or_zero().perp();
            let b = -(next - here).normalize_or_zero().perp();
            let bisector = (a + b).normalize_or(a);
            // Keep each edge `by` away; the cosine of half the turn sets the corner's reach.
            here + bisector * by / bisector.dot(a).max(0.3)
        })
        .collect()
}

/// Whether a polygon is convex and counter-clockwise with some area: what a part must be.
pub fn is_convex(points: &[Vec2]) -> bool {
    let n = points.len();
    n >= 3
        && signed_area(points) > 1e-6
        && (0..n)
            .all(|i| (points[(i + 1) % n] - points[i]).perp_dot(points[(i + 2) % n] - points[(i + 1) % n]) >= -1e-5)
}

/// One triangle-list mesh of convex parts, each a fan, with vertex colours.
fn mesh_of(parts: &[Part], scale: f32) -> Mesh {
    let (mut positions, mut colours, mut indices) = (Vec::new(), Vec::new(), Vec::new());
    for part in parts {
        let first = positions.len() as u32;
        for &p in &part.points {
            positions.push([p.x * scale, p.y * scale, 0.0]);
            colours.push(LinearRgba::from(part.colour_at(p, Srgba::WHITE)).to_f32_array());
        }
        indices.extend(part.fan(first).flatten());
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
        .with_inserted_indices(Indices::U32(indices))
}
