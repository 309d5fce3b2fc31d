//! The suite's one Monte-Carlo search (`ai::uct`) on the games of the suite: the obvious win,
//! the forced block, legal and seeded moves in every game that offers it, and the `uct`
//! player reached through a game's own players.

use stratagem::ai::uct::{Turns, UctLimits, search, uct_move};
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

/// The tree proves a win three plies deep (a fork: two threats, one block) and plays it as
/// certain, without spending the rest of its iterations; a lost position is not called won.
#[test]
fn uct_proves_a_forced_win_and_stops_searching() {
    let fork = TicTacToe::parse("XOX / O.. / ...", Seat(0)).unwrap();
    let choice = search(&Turns::new(&fork), &fork, 0, &iterations(100_000), 1).unwrap();
    assert!(choice.solved && choice.value == 100.0, "{choice:?}");
    assert!([Some(Cell::at(1, 1)), Some(Cell::at(2, 2))].contains(&choice.mv), "{choice:?}");
    assert!(choice.iterations < 100_000, "a proven root ends the search ({})", choice.iterations);

    let lost = TicTacToe::parse("XOX / OX. / ...", Seat(1)).unwrap();
    let choice = search(&Turns::new(&lost), &lost, 1, &iterations(100_000), 1).unwrap();
    assert!(
        !choice.solved && [Some(Cell::at(2, 0)), Some(Cell::at(2, 2))].contains(&choice.mv),
        "o blocks one: {choice:?}"
    );
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

/// UCT over whole turns in Provinces, whose turns are several actions and whose `uct` searches
/// them by default: every turn it weighs replays legally and hands the move on at its end, no
/// two end alike, and the player plays the first action of the turn it chose and the rest from
/// its plan.
#[test]
fn uct_over_whole_turns_plays_its_turn_through_its_plan() {
    use std::sync::{Arc, Mutex};
    use stratagem::ai::uct::whole_turns;
    use stratagem::ai::{AiGame, TurnPlan};
    use stratagem::core::Game;
    use stratagem::games::provinces::Provinces;
    let state = Provinces::start(&Provinces::catalog_entry().default_setup()).unwrap();
    let mover = state.to_move();
    let turns = whole_turns(&state);
    assert!(turns.len() > 1, "a choice of turns");
    let mut ends = std::collections::HashSet::new();
    for turn in &turns {
        let mut at = state.clone();
        for (i, &mv) in turn.iter().enumerate() {
            assert!(at.is_legal(mv), "{}", at.move_text(mv));
            assert_eq!(at.to_move(), mover, "the turn is the mover's until its last action ({i})");
            at.apply(mv);
        }
        assert!(at.to_move() != mover || at.outcome().is_some(), "the turn hands the move on");
        assert!(ends.insert(at.position_hash()), "each turn ends in a position of its own");
    }
    let player = AiPlayer::parse("uct:50ms", &Provinces::ai_kinds()).unwrap();
    assert_eq!(player.strength.whole_turns, None, "Provinces' uct searches whole turns unless told");
    assert_eq!(AiPlayer::parse("uct:50ms:actions", &Provinces::ai_kinds()).unwrap().text(), "uct:50ms:actions");
    let plan = Arc::new(Mutex::new(TurnPlan::default()));
    let think = Think { seed: 3, plan: Some(plan.clone()), ..Think::default() };
    let mut at = state.clone();
    while at.to_move() == mover && at.outcome().is_none() {
        let mv = at.decide(&player, &think).unwrap();
        assert!(at.is_legal(mv), "{}", at.move_text(mv));
        at.apply(mv);
    }
    assert!(
        turns.iter().any(|turn| {
            let mut end = state.clone();
            turn.iter().for_each(|&mv| end.apply(mv));
            end.position_hash() == at.position_hash()
        }),
        "the player played one of the whole turns"
    );
}

/// A tree kept across moves: after the joint move played, what it learnt below that move is
/// its new root's, and a move it never tried starts it afresh there.
#[test]
fn a_kept_tree_follows_the_game_and_keeps_what_it_learnt() {
    use stratagem::ai::uct::Tree;
    let start = TicTacToe::parse("... / ... / ...", Seat(0)).unwrap();
    let game = Turns::new(&start);
    let mut tree = Tree::new(&game, start.clone(), None, 7).unwrap();
    tree.grow(&game, 2_000).unwrap();
    assert_eq!(tree.iterations, 2_000);
    let first = tree.choose(&game, 0).unwrap();
    assert!(!first.solved && first.iterations == 2_000, "{first:?}");
    tree.advance(&game, &[first.mv, None]).unwrap();
    assert!(tree.iterations > 100, "the chosen move's subtree is kept ({})", tree.iterations);
    let reply = tree.choose(&game, 1).unwrap().mv;
    tree.grow(&game, 500).unwrap();
    let kept = tree.iterations;
    tree.advance(&game, &[None, reply]).unwrap();
    assert!(tree.iterations < kept, "a subtree only");
    assert!(tree.advance(&game, &[first.mv, None]).is_err(), "a taken square is refused");
}
