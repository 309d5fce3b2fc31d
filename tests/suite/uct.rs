//! The suite's one Monte-Carlo search (`ai::uct`) on the games of the suite: the obvious win,
//! the forced block, legal and seeded moves in every game that offers it, and the `uct`
//! player reached through a game's own players.

use stratagem::ai::uct::{UctLimits, uct_move};
use stratagem::ai::{AiPlayer, Think, UCT};
use stratagem::core::Seat;
use stratagem::games::tictactoe::{Cell, TicTacToe};
use stratagem::session::PlayableGame;

fn iterations(n: u64) -> UctLimits {
    UctLimits { iterations: Some(n), ..UctLimits::default() }
}

#[test]
fn uct_takes_the_win_and_blocks_the_loss() {
    let win = TicTacToe::parse("XX. / OO. / ...", Seat(0)).unwrap();
    assert_eq!(uct_move(&win, &iterations(50), 1), Ok(Cell::at(0, 2)), "x completes the top row");
    let block = TicTacToe::parse("XX. / O.. / ...", Seat(1)).unwrap();
    assert_eq!(uct_move(&block, &iterations(300), 1), Ok(Cell::at(0, 2)), "o blocks the top row");
}

/// From the start, a few plies in and through the game's own `uct` player: a legal move, the
/// same one for the same seed.
fn plays_legal_seeded_moves<G: PlayableGame>() -> Result<(), String> {
    let setup = G::catalog_entry().default_setup();
    let mut state = G::start(&setup).map_err(|e| e.to_string())?;
    for ply in 0..4 {
        if state.outcome().is_some() {
            break;
        }
        let first = uct_move(&state, &iterations(120), ply)?;
        assert!(state.is_legal(first), "{}: {}", G::ID, state.move_text(first));
        assert_eq!(uct_move(&state, &iterations(120), ply)?, first, "{}: the same seed, the same move", G::ID);
        state.apply(first);
    }
    let player = AiPlayer::parse("uct:30ms", &G::ai_kinds())?;
    if state.outcome().is_none() {
        let mv = state.decide(&player, &Think { seed: 5, ..Think::default() })?;
        assert!(state.is_legal(mv), "{}: the uct player's move is legal", G::ID);
    }
    Ok(())
}

/// Every game offers the `uct` player; the games that take turns play it through `Turns`
/// here. Robot Race's seats program at once with hidden cards, so its `uct` is determinised
/// (tests/suite/robots_uct.rs), and GDL's runs over the description's `Machine`.
#[test]
fn every_game_offers_uct_and_the_turn_taking_ones_play_it() {
    for entry in stratagem::games::catalog().games {
        assert!(entry.ai_kinds.contains(&UCT), "{}", entry.id);
        if entry.id != "gdl" && entry.id != "robots" {
            stratagem::with_game!(entry.id, G => plays_legal_seeded_moves::<G>()).unwrap();
        }
    }
}
