//! A small drawing of a position: its tiles in colour and its pieces as lettered discs. Each
//! game makes one from its state; the game's view lays its board out from the same tiles, and
//! the menu paints it as the game card's thumbnail, the preset preview and the rules picture.

use super::geometry::TileShape;
use super::theme::egui_colour;
use crate::core::Tile;
use bevy::prelude::*;
use bevy_egui::egui;

/// A position as tiles and pieces.
#[derive(Clone, Debug)]
pub struct Sketch {
    pub shape: TileShape,
    /// Every tile of the board with its colour.
    pub tiles: Vec<(Tile, Color)>,
    pub pieces: Vec<(Tile, Mark)>,
}

/// A piece: a letter on a disc in its seat's colour, or on a white disc (flags, buildings on
/// owned land) when `seat` is `None`.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub seat: Option<usize>,
    pub letter: String,
}

impl Mark {
    pub fn new(seat: Option<usize>, letter: impl Into<String>) -> Mark {
        Mark { seat, letter: letter.into() }
    }
}

/// Paints `sketch` fitted into a `size` area (seat colours from the game's catalog entry).
pub fn paint(ui: &mut egui::Ui, sketch: &Sketch, seat_colours: &[Color], size: egui::Vec2) -> egui::Response {
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let rect = response.rect;
    painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(22, 24, 30));
    let (unit, hex) = match sketch.shape {
        TileShape::Hex(size) => (size, true),
        TileShape::Square(side) => (side / 2.0, false),
    };
    // Tile centres in egui's y-down space, in units of the tile's radius.
    let centres: Vec<egui::Vec2> = sketch
        .tiles
        .iter()
        .map(|(t, _)| {
            let w = sketch.shape.world(*t) / unit;
            egui::vec2(w.x, -w.y)
        })
        .collect();
    let Some(first) = centres.first() else { return response };
    let (mut low, mut high) = (*first, *first);
    for c in &centres {
        low = low.min(*c);
        high = high.max(*c);
    }
    let (low, high) = (low - egui::vec2(1.0, 1.0), high + egui::vec2(1.0, 1.0));
    let span = high - low;
    let scale = ((rect.width() - 8.0) / span.x).min((rect.height() - 8.0) / span.y);
    let origin = rect.center() - (low + span / 2.0) * scale;
    let at = |t: Tile| {
        let w = sketch.shape.world(t) / unit;
        origin + egui::vec2(w.x, -w.y) * scale
    };
    for (t, colour) in &sketch.tiles {
        let centre = at(*t);
        let fill = egui_colour(*colour);
        if hex {
            let corners = (0..6)
                .map(|i| centre + egui::Vec2::angled(i as f32 * std::f32::consts::FRAC_PI_3) * scale * 0.93)
                .collect();
            painter.add(egui::Shape::convex_polygon(corners, fill, egui::Stroke::NONE));
        } else {
            painter.rect_filled(egui::Rect::from_center_size(centre, egui::Vec2::splat(scale * 1.86)), 1.0, fill);
        }
    }
    for (t, mark) in &sketch.pieces {
        disc(&painter, at(*t), scale * 0.62, mark, seat_colours);
    }
    response
}

/// Paints one piece `size` wide, for a legend.
pub fn paint_mark(ui: &mut egui::Ui, mark: &Mark, seat_colours: &[Color], size: f32) -> egui::Response {
    let (response, painter) = ui.allocate_painter(egui::Vec2::splat(size), egui::Sense::hover());
    disc(&painter, response.rect.center(), size / 2.0 - 1.0, mark, seat_colours);
    response
}

/// A piece: a disc in its seat's colour (white for none) with its letter.
fn disc(painter: &egui::Painter, centre: egui::Pos2, radius: f32, mark: &Mark, seat_colours: &[Color]) {
    let fill = mark.seat.and_then(|s| seat_colours.get(s)).map_or(egui::Color32::from_gray(235), |c| egui_colour(*c));
    painter.circle(centre, radius, fill, egui::Stroke::new(1.0, egui::Color32::from_gray(20)));
    if radius >= 5.0 && !mark.letter.is_empty() {
        let font = egui::FontId::proportional(radius * 1.2);
        painter.text(centre, egui::Align2::CENTER_CENTER, &mark.letter, font, egui::Color32::from_gray(15));
    }
}
