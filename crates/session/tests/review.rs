//! The review of a game: a thrown win is the biggest mistake and the better move is the win,
//! only the judged seats' moves are mistakes, the progress counts every position, a stop
//! stops it, a bad record is an error, and every game's short record reviews without a panic.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use stratagem_ai::random_move;
use stratagem_core::Game;
use stratagem_core::Seat;
use stratagem_games::catalog;
use stratagem_games::kings::Kings;
use stratagem_games::tictactoe::TicTacToe;
use stratagem_session::PlayableGame;
use stratagem_session::review::{LEAST_DROP, ReviewAsk, review};

fn ask(judged: &[Seat]) -> ReviewAsk {
    ReviewAsk { think_time: Duration::from_millis(50), threads: 1, judged: judged.to_vec(), ..ReviewAsk::default() }
}

/// X could win at r1c3 on its third move, plays r3c3 instead, and O wins on the middle row.
const THROWN: [&str; 6] = ["x@r1c1", "o@r2c1", "x@r1c2", "o@r2c2", "x@r3c3", "o@r2c3"];

fn moves(texts: &[&str]) -> Vec<String> {
    texts.iter().map(|t| t.to_string()).collect()
}

#[test]
fn a_thrown_win_is_the_biggest_mistake_and_the_better_move_wins() {
    let progress = Arc::new(AtomicUsize::new(0));
    let ask = ReviewAsk { progress: Some(progress.clone()), ..ask(&[Seat(0)]) };
    let done = review(&TicTacToe::default(), &moves(&THROWN), &ask).unwrap();
    assert_eq!(done.standings.len(), THROWN.len() + 1);
    assert_eq!(progress.load(Ordering::Relaxed), THROWN.len() + 1, "every position counted");
    let biggest = done.mistakes.iter().max_by(|a, b| a.drop.total_cmp(&b.drop)).expect("a mistake");
    assert_eq!((biggest.ply, biggest.seat), (4, Seat(0)));
    assert_eq!((biggest.played_text.as_str(), biggest.better_text.as_str()), ("x@r3c3", "x@r1c3"));
    assert!((biggest.drop - 2.0).abs() < 1e-9, "from a win to a loss: {}", biggest.drop);
    assert_eq!(done.standings[4].values, [1.0, -1.0], "X to move wins");
    assert_eq!(done.standings[6].values, [-1.0, 1.0], "O won");
    assert_eq!(done.standings[6].best, None);
    assert!(done.mistakes.iter().all(|m| m.seat == Seat(0)), "only X's moves are judged");
    assert!(done.mistakes.windows(2).all(|w| w[0].ply < w[1].ply), "in the order played");
    for standing in &done.standings {
        assert!(standing.values.iter().all(|v| (-1.0..=1.0).contains(v)));
    }
}

#[test]
fn the_other_seats_moves_are_judged_when_asked() {
    let done = review(&TicTacToe::default(), &moves(&THROWN), &ask(&[Seat(1)])).unwrap();
    assert!(done.mistakes.iter().all(|m| m.seat == Seat(1)));
    // Against a corner only the centre draws: O's edge reply loses, and nothing O does after
    // a lost position loses more.
    let [only] = &done.mistakes[..] else { panic!("{:?}", done.mistakes) };
    assert_eq!((only.ply, only.played_text.as_str(), only.better_text.as_str()), (1, "o@r2c1", "o@r2c2"));
    let nobody = review(&TicTacToe::default(), &moves(&THROWN), &ask(&[])).unwrap();
    assert!(nobody.mistakes.is_empty());
}

#[test]
fn a_stopped_review_stops_and_says_so() {
    let cancel = Arc::new(AtomicBool::new(true));
    let progress = Arc::new(AtomicUsize::new(0));
    let ask = ReviewAsk { cancel: Some(cancel), progress: Some(progress.clone()), ..ask(&[Seat(0)]) };
    let error = review(&TicTacToe::default(), &moves(&THROWN), &ask).unwrap_err();
    assert!(error.contains("stopped"), "{error}");
    assert_eq!(progress.load(Ordering::Relaxed), 0);
}

#[test]
fn a_review_stopped_midway_stops_at_once() {
    let start = Kings::start(&catalog().default_setup(Kings::ID).unwrap()).unwrap();
    let mut state = start.clone();
    let mut texts = Vec::new();
    while texts.len() < 40
        && let Some(mv) = random_move(&state, texts.len() as u64).filter(|_| state.outcome().is_none())
    {
        texts.push(state.move_text(mv));
        state.apply(mv);
    }
    let (cancel, progress) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicUsize::new(0)));
    let ask = ReviewAsk {
        think_time: Duration::from_millis(100),
        cancel: Some(cancel.clone()),
        progress: Some(progress.clone()),
        ..ask(&[Seat(0)])
    };
    let began = Instant::now();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(250));
        cancel.store(true, Ordering::Relaxed);
    });
    let error = review(&start, &texts, &ask).unwrap_err();
    stopper.join().unwrap();
    assert!(error.contains("stopped"), "{error}");
    assert!(began.elapsed() < Duration::from_millis(1500), "stopped after {:?}", began.elapsed());
    assert!(progress.load(Ordering::Relaxed) < texts.len(), "not every position was gone through");
}

#[test]
fn a_record_the_rules_refuse_is_an_error_that_names_the_move() {
    stratagem_i18n::install_english();
    let error = review(&TicTacToe::default(), &moves(&["x@r1c1", "o@r1c1"]), &ask(&[Seat(0)])).unwrap_err();
    assert!(error.contains("move 2") && error.contains("o@r1c1"), "{error}");
    let empty = review(&TicTacToe::default(), &[], &ask(&[Seat(0)])).unwrap();
    assert_eq!(empty.standings.len(), 1);
    assert!(empty.mistakes.is_empty());
}

/// A few random moves of `G`'s default setup, reviewed quickly: a standing for every position,
/// each on the scale, for every seat.
fn reviews_a_short_game<G: PlayableGame>() -> Result<(), String> {
    let setup = catalog().default_setup(G::ID).ok_or("no default setup")?;
    let start = G::start(&setup).map_err(|e| e.to_string())?;
    let mut state = start.clone();
    let mut texts = Vec::new();
    for ply in 0..6 {
        let Some(mv) = random_move(&state, ply).filter(|_| state.outcome().is_none()) else { break };
        texts.push(state.move_text(mv));
        state.apply(mv);
    }
    let ask = ReviewAsk { think_time: Duration::from_millis(20), ..ask(&[Seat(0), Seat(1)]) };
    let done = review(&start, &texts, &ask)?;
    assert_eq!(done.standings.len(), texts.len() + 1, "{}", G::ID);
    for standing in &done.standings {
        assert_eq!(standing.values.len(), start.seats(), "{}", G::ID);
        assert!(standing.values.iter().all(|v| (-1.0..=1.0).contains(v)), "{}: {:?}", G::ID, standing.values);
    }
    for mistake in &done.mistakes {
        assert!(mistake.played != mistake.better && mistake.drop >= LEAST_DROP, "{}: {mistake:?}", G::ID);
    }
    Ok(())
}

#[test]
fn every_games_short_record_reviews() {
    for id in stratagem_games::ids() {
        stratagem_games::with_game!(id, G => reviews_a_short_game::<G>()).unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}
