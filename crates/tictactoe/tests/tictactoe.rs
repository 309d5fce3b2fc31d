//! Tic-tac-toe: perfect play by minimax, and the sheet's forced moves.

use stratagem_ai::minimax::{Limits, SearchOptions, search};
use stratagem_core::{Game, Seat};
use stratagem_tictactoe::rules::OpenLines;
use stratagem_tictactoe::{Cell, TicTacToe};

fn best(state: &TicTacToe) -> Cell {
    search(state, &OpenLines, Limits::default(), &SearchOptions::default()).best.expect("a move")
}

#[test]
fn full_search_from_the_empty_board_is_a_draw() {
    let empty = TicTacToe::default();
    let report = search(&empty, &OpenLines, Limits::default(), &SearchOptions::default());
    assert_eq!(report.score, 0, "perfect play draws");
    assert_eq!(report.depth, 9, "the search stops once the whole tree is seen");
    let mut state = empty;
    while state.outcome().is_none() {
        let m = best(&state);
        state.apply(m);
    }
    assert_eq!(state.goal(Seat(0)), Some(50));
    assert_eq!(state.goal(Seat(1)), Some(50));
}

/// Plays minimax in `seat` against every possible sequence of opponent moves.
fn never_loses(state: &TicTacToe, seat: Seat, games: &mut usize) {
    if state.outcome().is_some() {
        *games += 1;
        assert_ne!(state.goal(seat), Some(0), "minimax lost: {state:?}");
        return;
    }
    if state.to_move() == seat {
        let mut next = state.clone();
        next.apply(best(state));
        never_loses(&next, seat, games);
    } else {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        for m in moves {
            let mut next = state.clone();
            next.apply(m);
            never_loses(&next, seat, games);
        }
    }
}

#[test]
fn minimax_never_loses_against_any_opponent() {
    let mut games = 0;
    never_loses(&TicTacToe::default(), Seat(0), &mut games);
    never_loses(&TicTacToe::default(), Seat(1), &mut games);
    assert!(games > 100, "{games} games");
}

#[test]
fn the_sheets_forced_moves() {
    let mut state = TicTacToe::parse("XXO / .O. / .OX", Seat(0)).unwrap();
    assert_eq!(best(&state), Cell::at(2, 0), "x blocks bottom-left");
    state.apply(Cell::at(2, 0));
    assert_eq!(best(&state), Cell::at(1, 0), "o blocks row 2, column 1");
    state.apply(Cell::at(1, 0));
    while state.outcome().is_none() {
        let m = best(&state);
        state.apply(m);
    }
    assert_eq!(state.goal(Seat(0)), Some(50), "then it is a draw");

    let mut state = TicTacToe::parse("X.. / .O. / .OX", Seat(0)).unwrap();
    assert_eq!(best(&state), Cell::at(0, 1), "x plays row 1, column 2");
    state.apply(Cell::at(0, 1));
    assert_eq!(best(&state), Cell::at(0, 2), "o plays row 1, column 3");
}

#[test]
fn illegal_marks_are_explained() {
    let state = TicTacToe::parse("X.. / ... / ...", Seat(1)).unwrap();
    let taken = state.why_illegal(Cell(0)).unwrap();
    assert_eq!(taken.key(), Some("tictactoe-illegal-taken"));
    assert!(taken.to_string().contains("mark: x"), "{taken}");
    assert_eq!(state.why_illegal(Cell(4)), None);
    assert!(TicTacToe::parse("X.. / ..", Seat(0)).is_err());
}
