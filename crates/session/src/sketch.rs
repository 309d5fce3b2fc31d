//! A small drawing of a position: its tiles in colour and its pieces as lettered marks. Each
//! game makes one from its state; the game's view lays its board out from the same tiles, and
//! the menu paints it as the game card's thumbnail, the preset preview and the rules picture.
//! Plain data, so the catalog can carry it without Bevy; the shell turns it into pixels.

use stratagem_core::Tile;

/// A colour as sRGB components from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgb(pub f32, pub f32, pub f32);

impl Rgb {
    pub const WHITE: Rgb = Rgb(1.0, 1.0, 1.0);

    /// This colour moved `share` of the way towards `other`.
    pub fn mix(self, other: Rgb, share: f32) -> Rgb {
        let mix = |a: f32, b: f32| a + (b - a) * share;
        Rgb(mix(self.0, other.0), mix(self.1, other.1), mix(self.2, other.2))
    }
}

/// The shape of a board's tiles (where they are on screen is the shell's `geometry`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TileShape {
    /// Flat-topped hexagons of this size (centre to corner), in "even-q" offset coordinates.
    Hex(f32),
    /// Squares of this side, x right and y down.
    Square(f32),
}

/// A position as tiles and pieces.
#[derive(Clone, Debug)]
pub struct Sketch {
    pub shape: TileShape,
    /// Every tile of the board with its colour.
    pub tiles: Vec<(Tile, Rgb)>,
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
