//! Robot Race (`shared/rules/robots.md`): a programming race in the family of RoboRally. Pure
//! rules only; the view, the menu entry and the search AI come later.

pub mod board;
pub mod cards;
pub mod distance;
pub mod preset;
pub mod rules;

pub use board::{Board, Dir, Floor};
pub use cards::{Card, CardKind, Program};
pub use rules::{Bot, Event, Robots};
