//! Kings & Pawns' pieces as drawings: the king robed and crowned with a sceptre, the pawn as a
//! turned wooden piece, any other kind as a plain piece that the view letters with its
//! initial; the second side's pieces carry a dot. Figure units: about -1 to 1, y up.

use crate::shell::figures::{Figure, Paint, ink};
use bevy::prelude::*;

const SEAT: Paint = Paint::Seat(1.0);
const SEAT_DARK: Paint = Paint::Seat(0.72);
const OUTLINE: f32 = 0.07;
const LIGHT: Vec2 = Vec2::new(-0.2, 0.24);

fn v(x: f32, y: f32) -> Vec2 {
    Vec2::new(x, y)
}

/// What a kind of unit is drawn as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    King,
    Pawn,
    /// A plain piece with the kind's initial on it.
    Other,
}

impl Look {
    pub const ALL: [Look; 3] = [Look::King, Look::Pawn, Look::Other];

    pub fn of(kind: &str) -> Look {
        match kind {
            "King" => Look::King,
            "Pawn" => Look::Pawn,
            _ => Look::Other,
        }
    }
}

/// The piece for a kind; `marked` adds the second side's dot.
pub fn piece(look: Look, marked: bool) -> Figure {
    let figure = match look {
        Look::King => king(),
        Look::Pawn => pawn(),
        Look::Other => other(),
    };
    if marked { mark(figure) } else { figure }
}

fn shadow(width: f32) -> Figure {
    Figure::new(OUTLINE).ellipse(Paint::Ink(ink::SHADOW), v(0.0, -0.84), v(width, 0.14)).plain()
}

/// A dark dot in a light ring at the chest, so the sides differ by more than colour.
fn mark(figure: Figure) -> Figure {
    figure.circle(Paint::Ink(ink::WHITE), v(0.0, -0.3), 0.2).circle(Paint::Ink(ink::OUTLINE), v(0.0, -0.3), 0.13)
}

fn king() -> Figure {
    let gold = Paint::Ink(ink::GOLD);
    shadow(0.62)
        // The sceptre behind the hand, the robe, the ermine collar, the head and the crown.
        .stroke(gold, v(0.52, -0.5), v(0.52, 0.5), 0.08)
        .circle(gold, v(0.52, 0.56), 0.11)
        .poly(SEAT, &[v(-0.5, -0.82), v(0.5, -0.82), v(0.28, 0.12), v(-0.28, 0.12)])
        .graded(LIGHT)
        .rect(Paint::Ink(ink::WHITE), v(0.0, -0.6), v(0.16, 0.44), 0.0)
        .ellipse(Paint::Ink(ink::WHITE), v(0.0, 0.1), v(0.34, 0.1))
        .circle(Paint::Ink(ink::SKIN), v(0.44, -0.06), 0.1)
        .circle(Paint::Ink(ink::SKIN), v(0.0, 0.34), 0.21)
        .rect(gold, v(0.0, 0.58), v(0.46, 0.14), 0.0)
        .graded(LIGHT)
        .poly(gold, &[v(-0.23, 0.62), v(-0.11, 0.62), v(-0.2, 0.84)])
        .poly(gold, &[v(-0.08, 0.62), v(0.08, 0.62), v(0.0, 0.9)])
        .poly(gold, &[v(0.11, 0.62), v(0.23, 0.62), v(0.2, 0.84)])
        .circle(Paint::Ink(ink::RED), v(0.0, 0.58), 0.05)
}

fn pawn() -> Figure {
    shadow(0.52)
        .ellipse(SEAT_DARK, v(0.0, -0.7), v(0.5, 0.14))
        .rect(SEAT, v(0.0, -0.6), v(0.9, 0.2), 0.08)
        .graded(LIGHT)
        .poly(SEAT, &[v(-0.34, -0.52), v(0.34, -0.52), v(0.14, 0.14), v(-0.14, 0.14)])
        .graded(LIGHT)
        .ellipse(SEAT_DARK, v(0.0, 0.14), v(0.3, 0.08))
        .circle(SEAT, v(0.0, 0.42), 0.27)
        .graded(LIGHT * 1.4)
        .ellipse(Paint::Ink(ink::HIGHLIGHT), v(-0.09, 0.52), v(0.09, 0.06))
        .plain()
}

/// A tall plain piece, room on its face for a letter.
fn other() -> Figure {
    shadow(0.55)
        .ellipse(SEAT_DARK, v(0.0, -0.7), v(0.5, 0.14))
        .rect(SEAT, v(0.0, -0.6), v(0.9, 0.2), 0.08)
        .graded(LIGHT)
        .rect(SEAT, v(0.0, 0.1), v(0.7, 1.2), 0.22)
        .graded(LIGHT)
        .rect(Paint::Ink(ink::WHITE), v(0.0, 0.22), v(0.5, 0.5), 0.12)
}
