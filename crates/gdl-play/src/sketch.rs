//! The position drawn small (the menu's pictures), and the board's cells and marks the view
//! shares.

use crate::{GdlPlay, MarkStyle};
use stratagem_core::Tile;
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

pub const CELL: f32 = 100.0;
pub const SHAPE: TileShape = TileShape::Square(CELL);

/// How a cell's value is drawn: its letters, its role (for the colour) and its own colour.
pub fn mark_of(game: &GdlPlay, value: &str) -> (String, Option<usize>, Option<Rgb>) {
    let desc = game.description();
    let style = desc.style.marks.iter().find(|(k, _)| k.eq_ignore_ascii_case(value)).map(|(_, s)| s.clone());
    let MarkStyle { text, seat, colour } = style.unwrap_or_default();
    let role = seat.or_else(|| desc.roles.iter().position(|r| r.eq_ignore_ascii_case(value)));
    let initial = |name: &str| name.chars().next().map(|c| c.to_uppercase().to_string()).unwrap_or_default();
    let initials_differ =
        desc.roles.iter().map(|r| initial(r)).collect::<std::collections::BTreeSet<_>>().len() == desc.roles.len();
    let text = text.unwrap_or_else(|| match role {
        // A role's mark is its initial when the roles' initials tell them apart (x, o; red, yellow).
        Some(_) if initials_differ && seat.is_none() => initial(value),
        _ if value.chars().count() <= 3 => value.to_uppercase(),
        _ => value.chars().take(3).collect(),
    });
    (text, role, colour.map(|(r, g, b)| Rgb(r, g, b)))
}

/// The window's background: the tile of a description without a board disappears into it.
pub const BACKGROUND: Rgb = Rgb(0.09, 0.10, 0.12);

/// The board as tiles in a checker pattern with its marks; a description without a board is a
/// single tile the colour of the background (its facts are listed over it).
pub fn sketch(state: &GdlPlay) -> Sketch {
    let cells = state.board().unwrap_or_default();
    let shade = |(x, y): Tile| {
        if (x + y).rem_euclid(2) == 0 { Rgb(0.20, 0.24, 0.30) } else { Rgb(0.25, 0.29, 0.36) }
    };
    let mut tiles: Vec<(Tile, Rgb)> = cells.iter().map(|c| (c.at, shade(c.at))).collect();
    if tiles.is_empty() {
        tiles.push(((0, 0), BACKGROUND));
    }
    let pieces = cells
        .iter()
        .filter_map(|c| {
            let value = c.value.as_ref()?;
            let (text, role, _) = mark_of(state, value);
            Some((c.at, Mark::new(role, text)))
        })
        .collect();
    Sketch { shape: SHAPE, tiles, pieces }
}
