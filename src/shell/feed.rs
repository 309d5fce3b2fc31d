//! Moves fed to the window from another thread: a GGP match the window watches while
//! `ggp-match` referees it. Each becomes an `AcceptedMove`, as a server's accepted move does, so it goes
//! through the one move pipeline and the rules check it.

use super::Screen;
use super::play::AcceptedMove;
use crate::core::Seat;
use bevy::prelude::*;
use std::sync::Mutex;
use std::sync::mpsc::Receiver;

/// Where the moves come from: each move's seat and its text as the game writes it.
#[derive(Resource)]
pub struct MoveFeed(pub Mutex<Receiver<(Seat, String)>>);

pub fn plugin(app: &mut App) {
    app.add_systems(Update, feed_moves.run_if(in_state(Screen::Playing).and_then(resource_exists::<MoveFeed>)));
}

/// Passes on every move that has arrived since the last frame.
fn feed_moves(feed: Res<MoveFeed>, mut accepted: MessageWriter<AcceptedMove>) {
    let Ok(moves) = feed.0.lock() else { return };
    for (seat, text) in moves.try_iter() {
        accepted.write(AcceptedMove { seat, text: Some(text), steps: Vec::new(), revealed: Vec::new(), view: None });
    }
}
