//! Paints a position's sketch (`session::sketch`) with egui: the game card's thumbnail, the
//! preset preview, the rules picture and the pieces' legend.

use super::figures::MarkFigure;
use super::geometry::TileGeometry;
use super::theme;
use super::theme::egui_colour;
use crate::core::Tile;
use crate::session::sketch::{Mark, Rgb, Sketch, TileShape};
use bevy::prelude::*;
use bevy_egui::egui;

/// Paints `sketch` fitted into a `size` area (seat colours from the game's catalog entry, its
/// pieces as the game's figures where it has them).
pub fn paint(
    ui: &mut egui::Ui,
    sketch: &Sketch,
    seat_colours: &[Rgb],
    figures: Option<MarkFigure>,
    size: egui::Vec2,
) -> egui::Response {
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
        let fill = egui_colour(theme::colour(*colour));
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
        piece(&painter, at(*t), scale * 0.62, mark, seat_colours, figures);
    }
    response
}

/// Paints one piece `size` wide, for a legend.
pub fn paint_mark(
    ui: &mut egui::Ui,
    mark: &Mark,
    seat_colours: &[Rgb],
    figures: Option<MarkFigure>,
    size: f32,
) -> egui::Response {
    let (response, painter) = ui.allocate_painter(egui::Vec2::splat(size), egui::Sense::hover());
    piece(&painter, response.rect.center(), size / 2.0 - 1.0, mark, seat_colours, figures);
    response
}

/// A piece `radius` in size: the game's figure for it, or a disc in its seat's colour (light
/// grey for none) with its letter.
pub(super) fn piece(
    painter: &egui::Painter,
    centre: egui::Pos2,
    radius: f32,
    mark: &Mark,
    seat_colours: &[Rgb],
    figures: Option<MarkFigure>,
) {
    // A piece of no seat (a flag, a building) is light grey.
    let colour = mark.seat.and_then(|s| seat_colours.get(s)).copied().unwrap_or(Rgb(0.92, 0.92, 0.92));
    let art = figures.and_then(|figure| figure(mark));
    match &art {
        Some(art) => art.figure.paint(painter, centre, radius * 1.15, theme::colour(colour)),
        None => {
            painter.circle(
                centre,
                radius,
                egui_colour(theme::colour(colour)),
                egui::Stroke::new(1.0, egui::Color32::from_gray(20)),
            );
        }
    }
    let lettered = art.as_ref().is_none_or(|a| a.letter);
    if lettered && radius >= 5.0 && !mark.letter.is_empty() {
        // Dark on light seats, light on dark ones; smaller on a figure than on a disc.
        let Rgb(r, g, b) = colour;
        let light = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
        let ink = if light { egui::Color32::from_gray(15) } else { egui::Color32::from_gray(245) };
        let size = if art.is_some() { 0.8 } else { 1.2 };
        painter.text(centre, egui::Align2::CENTER_CENTER, &mark.letter, egui::FontId::proportional(radius * size), ink);
    }
}
