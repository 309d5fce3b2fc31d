//! The position drawn small (the menu's pictures), and the floor's tile size and colours the
//! view shares.

use crate::board::Floor;
use crate::rules::Robots;
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

pub const TILE: f32 = 64.0;
pub const SHAPE: TileShape = TileShape::Square(TILE);
const FLOOR: Rgb = Rgb(0.30, 0.31, 0.33);
const FLOOR_ALT: Rgb = Rgb(0.27, 0.28, 0.30);
const PIT: Rgb = Rgb(0.04, 0.04, 0.05);
const BELT: Rgb = Rgb(0.55, 0.47, 0.22);
const EXPRESS: Rgb = Rgb(0.20, 0.38, 0.62);
const GEAR_TILE: Rgb = Rgb(0.36, 0.30, 0.40);

/// The floor by kind, the numbered flags, and each robot by its number.
pub fn sketch(state: &Robots) -> Sketch {
    let board = state.board();
    let tiles = board
        .tile_ids()
        .map(|t| {
            let (x, y) = board.xy(t);
            let colour = match board.floor(t) {
                Floor::Plain if (x + y) % 2 == 0 => FLOOR,
                Floor::Plain => FLOOR_ALT,
                Floor::Pit => PIT,
                Floor::Belt { express: false, .. } => BELT,
                Floor::Belt { express: true, .. } => EXPRESS,
                Floor::Gear { .. } => GEAR_TILE,
            };
            ((x, y), colour)
        })
        .collect();
    let flags = board.flags.iter().enumerate().map(|(i, &f)| (board.xy(f), Mark::new(None, (i + 1).to_string())));
    let robots = state
        .bots()
        .iter()
        .enumerate()
        .filter_map(|(r, bot)| bot.at.map(|t| (board.xy(t), Mark::new(Some(r), (r + 1).to_string()))));
    Sketch { shape: SHAPE, tiles, pieces: flags.chain(robots).collect() }
}
