//! Provinces' pieces as drawings: peasant with a pitchfork, spearman with a spear, baron with a
//! crowned helm and shield, knight on a horse, each with its strength as pips on its base; the
//! farm as a barn by its field, the tower and the strong tower with their banners; the coins of
//! a province's treasury. Figure units: about -1 to 1, y up.

use super::rules::Thing;
use crate::shell::figures::{Figure, Paint, ink};
use bevy::prelude::*;

const SEAT: Paint = Paint::Seat(1.0);
const SEAT_DARK: Paint = Paint::Seat(0.72);
const OUTLINE: f32 = 0.07;
/// Light from the top left.
const LIGHT: Vec2 = Vec2::new(-0.18, 0.22);

fn v(x: f32, y: f32) -> Vec2 {
    Vec2::new(x, y)
}

/// A ground shadow under a figure.
fn shadow(width: f32) -> Figure {
    Figure::new(OUTLINE).ellipse(Paint::Ink(ink::SHADOW), v(0.0, -0.86), v(width, 0.13)).plain()
}

/// A standing person in the seat's colour: tunic, belt, head.
fn person(figure: Figure) -> Figure {
    figure
        .poly(SEAT, &[v(-0.40, -0.82), v(0.40, -0.82), v(0.26, 0.12), v(-0.26, 0.12)])
        .graded(LIGHT)
        .rect(SEAT_DARK, v(0.0, -0.22), v(0.62, 0.10), 0.0)
        .circle(Paint::Ink(ink::SKIN), v(0.0, 0.36), 0.22)
}

/// `n` pips on a dark plinth across the foot of a figure: its strength, readable without
/// telling shapes apart.
fn pips(figure: Figure, n: u32, y: f32) -> Figure {
    let gap = 0.21;
    let width = n as f32 * gap + 0.06;
    let plinth = figure.rect(Paint::Ink(ink::OUTLINE), v(0.0, y), v(width, 0.24), 0.1);
    (0..n).fold(plinth, |f, i| {
        let x = (i as f32 - (n as f32 - 1.0) / 2.0) * gap;
        f.circle(Paint::Ink(ink::WHITE), v(x, y), 0.075)
    })
}

/// A unit of strength 1 to 4.
pub fn unit(thing: Thing) -> Figure {
    let figure = match thing {
        Thing::Peasant => peasant(),
        Thing::Spearman => spearman(),
        Thing::Baron => baron(),
        _ => knight(),
    };
    pips(figure, thing.strength(), -0.62)
}

fn peasant() -> Figure {
    let wood = Paint::Ink(ink::WOOD);
    let metal = Paint::Ink(ink::DARK_METAL);
    let straw = Paint::Ink(ink::STRAW);
    // The pitchfork behind the hand, the straw hat on the head.
    let fork = Figure::new(OUTLINE)
        .stroke(wood, v(0.52, -0.84), v(0.52, 0.62), 0.08)
        .rect(metal, v(0.52, 0.64), v(0.34, 0.07), 0.02)
        .stroke(metal, v(0.38, 0.64), v(0.38, 0.92), 0.06)
        .stroke(metal, v(0.52, 0.64), v(0.52, 0.96), 0.06)
        .stroke(metal, v(0.66, 0.64), v(0.66, 0.92), 0.06);
    person(shadow(0.55).with(fork))
        .circle(Paint::Ink(ink::SKIN), v(0.46, -0.04), 0.1)
        .ellipse(straw, v(0.0, 0.46), v(0.36, 0.08))
        .ellipse(straw, v(0.0, 0.54), v(0.18, 0.13))
}

fn spearman() -> Figure {
    let metal = Paint::Ink(ink::METAL);
    let spear = Figure::new(OUTLINE)
        .stroke(Paint::Ink(ink::WOOD), v(0.5, -0.86), v(0.5, 0.7), 0.08)
        .poly(metal, &[v(0.5, 1.04), v(0.4, 0.72), v(0.5, 0.66), v(0.6, 0.72)]);
    person(shadow(0.55).with(spear))
        .circle(Paint::Ink(ink::SKIN), v(0.46, -0.04), 0.1)
        // A kettle helmet: the brim and the crown.
        .ellipse(metal, v(0.0, 0.48), v(0.33, 0.07))
        .ellipse(metal, v(0.0, 0.52), v(0.22, 0.16))
        .graded(LIGHT)
}

fn baron() -> Figure {
    let metal = Paint::Ink(ink::METAL);
    let gold = Paint::Ink(ink::GOLD);
    person(shadow(0.6))
        // A closed helm with a visor slit, a crown on top.
        .rect(metal, v(0.0, 0.36), v(0.46, 0.46), 0.14)
        .graded(LIGHT)
        .rect(Paint::Ink(ink::OUTLINE), v(0.0, 0.38), v(0.32, 0.05), 0.02)
        .poly(gold, &[v(-0.24, 0.56), v(0.24, 0.56), v(0.27, 0.78), v(-0.27, 0.78)])
        .poly(gold, &[v(-0.27, 0.76), v(-0.18, 0.76), v(-0.23, 0.92)])
        .poly(gold, &[v(-0.07, 0.76), v(0.07, 0.76), v(0.0, 0.96)])
        .poly(gold, &[v(0.18, 0.76), v(0.27, 0.76), v(0.23, 0.92)])
        // A heater shield with a gold rim and a band in the seat's colour.
        .poly(gold, &[v(-0.66, 0.06), v(-0.12, 0.06), v(-0.12, -0.26), v(-0.39, -0.58), v(-0.66, -0.26)])
        .poly(Paint::Seat(1.15), &[v(-0.6, 0.0), v(-0.18, 0.0), v(-0.18, -0.24), v(-0.39, -0.5), v(-0.6, -0.24)])
        .rect(gold, v(-0.39, -0.16), v(0.08, 0.28), 0.0)
        .rect(gold, v(-0.39, -0.12), v(0.3, 0.07), 0.0)
}

fn knight() -> Figure {
    let horse = Paint::Ink(Color::srgb(0.93, 0.91, 0.86));
    let hoof = Paint::Ink(ink::DARK_STONE);
    let metal = Paint::Ink(ink::METAL);
    let legs = [-0.5, -0.28, 0.3, 0.5].iter().fold(shadow(0.8), |f, &x| {
        f.stroke(horse, v(x, -0.3), v(x, -0.8), 0.12).rect(hoof, v(x, -0.82), v(0.15, 0.07), 0.02)
    });
    legs
        // The horse: neck and head forward (right), tail behind, a caparison in the seat's colour.
        .stroke(horse, v(0.5, -0.2), v(0.74, 0.22), 0.26)
        .poly(horse, &[v(0.62, 0.34), v(0.76, 0.08), v(1.0, 0.02), v(1.0, 0.16), v(0.8, 0.38)])
        .poly(horse, &[v(0.66, 0.34), v(0.76, 0.34), v(0.7, 0.48)])
        .stroke(Paint::Ink(ink::WOOD), v(-0.66, -0.16), v(-0.84, -0.5), 0.1)
        .ellipse(horse, v(0.0, -0.22), v(0.66, 0.24))
        .poly(SEAT, &[v(-0.6, -0.06), v(0.52, -0.06), v(0.46, -0.44), v(-0.56, -0.44)])
        .graded(LIGHT)
        // The rider: body, a great helm with a visor slit and a plume, a lance.
        .stroke(Paint::Ink(ink::WOOD), v(-0.2, -0.1), v(0.6, 0.98), 0.07)
        .poly(SEAT_DARK, &[v(-0.22, -0.04), v(0.18, -0.04), v(0.13, 0.36), v(-0.17, 0.36)])
        .rect(metal, v(-0.02, 0.5), v(0.34, 0.34), 0.06)
        .graded(LIGHT)
        .rect(Paint::Ink(ink::OUTLINE), v(0.02, 0.52), v(0.26, 0.045), 0.0)
        .ellipse(Paint::Seat(1.2), v(-0.16, 0.74), v(0.22, 0.1))
        .ellipse(Paint::Ink(ink::WHITE), v(-0.06, 0.8), v(0.12, 0.07))
}

/// A building: the farm, a tower or a strong tower, with a banner in its owner's colour.
pub fn building(thing: Thing) -> Figure {
    match thing {
        Thing::Farm => farm(),
        Thing::Tower => tower(0.34, 0.62, 3),
        _ => tower(0.5, 0.7, 4).with(strong_walls()),
    }
}

fn farm() -> Figure {
    let field = Paint::Ink(Color::srgb(0.72, 0.62, 0.24));
    let wheat = Paint::Ink(ink::STRAW);
    let barn = Paint::Ink(ink::RED);
    let roof = Paint::Ink(Color::srgb(0.36, 0.20, 0.14));
    let white = Paint::Ink(ink::WHITE);
    // The field in rows, then the barn in front of it.
    let rows = (0..3).fold(shadow(0.75).rect(field, v(0.28, -0.18), v(0.86, 0.66), 0.06), |f, i| {
        let y = -0.38 + i as f32 * 0.2;
        f.stroke(wheat, v(0.0, y), v(0.6, y), 0.07)
    });
    rows.rect(barn, v(-0.3, -0.5), v(0.76, 0.6), 0.0)
        .graded(LIGHT)
        .poly(roof, &[v(-0.74, -0.18), v(0.14, -0.18), v(-0.3, 0.28)])
        .graded(LIGHT)
        .rect(white, v(-0.3, -0.6), v(0.28, 0.4), 0.0)
        .stroke(barn, v(-0.42, -0.78), v(-0.18, -0.42), 0.05)
        .stroke(barn, v(-0.42, -0.42), v(-0.18, -0.78), 0.05)
        .circle(white, v(-0.3, -0.06), 0.07)
}

/// A tower `half` wide and `top` high, with `merlons` on its parapet and a banner.
fn tower(half: f32, top: f32, merlons: usize) -> Figure {
    let stone = Paint::Ink(ink::STONE);
    let dark = Paint::Ink(ink::DARK_STONE);
    let step = 2.0 * half / (2 * merlons - 1) as f32;
    let walls = shadow(half + 0.2)
        .stroke(Paint::Ink(ink::WOOD), v(0.0, top), v(0.0, top + 0.38), 0.05)
        .poly(Paint::Seat(1.1), &[v(0.02, top + 0.36), v(0.4, top + 0.27), v(0.02, top + 0.18)])
        .rect(stone, v(0.0, (top - 0.84) / 2.0), v(2.0 * half, top + 0.84), 0.0)
        .graded(LIGHT);
    (0..merlons)
        .fold(walls, |f, i| {
            let x = -half + step * (2 * i) as f32 + step / 2.0;
            f.rect(stone, v(x, top + 0.08), v(step, 0.16), 0.0)
        })
        .rect(dark, v(0.0, -0.7), v(0.26, 0.3), 0.1)
        .rect(dark, v(0.0, top - 0.34), v(0.09, 0.2), 0.04)
        .stroke(dark, v(-half, top - 0.06), v(half, top - 0.06), 0.04)
}

/// The strong tower's curtain walls and round corner turrets, so it reads as the bigger one.
fn strong_walls() -> Figure {
    let stone = Paint::Ink(ink::STONE);
    let dark = Paint::Ink(ink::DARK_STONE);
    Figure::new(OUTLINE)
        .rect(stone, v(-0.72, -0.5), v(0.3, 0.7), 0.04)
        .graded(LIGHT)
        .rect(stone, v(0.72, -0.5), v(0.3, 0.7), 0.04)
        .graded(LIGHT)
        .rect(stone, v(-0.72, -0.1), v(0.38, 0.14), 0.0)
        .rect(stone, v(0.72, -0.1), v(0.38, 0.14), 0.0)
        .stroke(dark, v(-0.84, -0.44), v(-0.6, -0.44), 0.04)
        .stroke(dark, v(0.6, -0.44), v(0.84, -0.44), 0.04)
}

/// A stack of coins on a dark tag, the treasury's sign; its amount is written beside it.
pub fn treasury() -> Figure {
    let gold = Paint::Ink(ink::GOLD);
    let rim = Paint::Ink(Color::srgb(0.66, 0.48, 0.1));
    let tag = Figure::new(0.05).rect(Paint::Ink(Color::srgba(0.05, 0.05, 0.07, 0.8)), v(0.55, 0.0), v(1.9, 0.7), 0.3);
    (0..3).fold(tag, |f, i| {
        let y = -0.18 + i as f32 * 0.14;
        f.ellipse(rim, v(-0.08, y - 0.04), v(0.28, 0.1)).ellipse(gold, v(-0.08, y), v(0.28, 0.1)).graded(LIGHT)
    })
}

/// A sea tile (a flat-topped hexagon or a square of `radius`, figure units) with a few wave
/// strokes, placed by `variant` so neighbouring tiles differ.
pub fn sea(hex: bool, variant: usize) -> Figure {
    let water = Paint::Ink(Color::srgb(0.09, 0.22, 0.26));
    let foam = Paint::Ink(Color::srgb(0.30, 0.50, 0.52));
    let tile = if hex {
        Figure::new(0.0).regular(water, Vec2::ZERO, 0.95, 6, 0.0)
    } else {
        Figure::new(0.0).rect(water, Vec2::ZERO, v(1.9, 1.9), 0.04)
    };
    let spots = [[v(-0.35, 0.25), v(0.25, -0.3)], [v(0.2, 0.35), v(-0.3, -0.2)], [v(-0.1, 0.05), v(0.4, -0.45)]];
    spots[variant % spots.len()].iter().fold(tile.graded(v(-0.08, 0.12)), |f, &at| {
        // A wave: three short strokes bending like a shallow arc.
        f.stroke(foam, at + v(-0.24, -0.04), at + v(-0.08, 0.03), 0.05)
            .stroke(foam, at + v(-0.08, 0.03), at + v(0.08, 0.03), 0.05)
            .stroke(foam, at + v(0.08, 0.03), at + v(0.24, -0.04), 0.05)
    })
}
