//! Robot Race's determinised UCT (`games::robots::uct`): legal, repeatable with a seed, blind
//! to what its seat cannot see, and taking a win one card away.

use std::path::Path;
use stratagem::ai::uct::UctLimits;
use stratagem::ai::{AiGame, AiPlayer, Think, UCT, decide_checked};
use stratagem::core::{Game, Seat};
use stratagem::games::robots::preset::Preset;
use stratagem::games::robots::uct::uct_program;
use stratagem::games::robots::{Program, Robots};
use stratagem::session::PlayableGame;

fn iterations(n: u64) -> UctLimits {
    UctLimits { iterations: Some(n), ..UctLimits::default() }
}

fn position(text: &str) -> Preset {
    Preset::parse(text, Path::new("t.ron")).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn uct_programs_legally_and_repeats_itself_with_a_seed() {
    let setup = Robots::catalog_entry().default_setup();
    let mut state = Robots::start(&setup).unwrap();
    for seed in 0..4 {
        let seat = state.to_move();
        let program = uct_program(&state.view_for(seat), seat, &iterations(300), seed).unwrap();
        assert!(state.is_legal(program), "{}", state.move_text(program));
        assert_eq!(uct_program(&state.view_for(seat), seat, &iterations(300), seed), Ok(program));
        state.apply(program);
    }
    let player = AiPlayer::parse("uct:30ms", &Robots::ai_kinds()).unwrap();
    let decision = decide_checked(&state.view_for(state.to_move()), &player, &Think::default()).unwrap();
    assert_eq!(decision.fallback, None, "the uct player itself chose");
    assert!(state.is_legal(decision.mv));
}

/// Robot 2 decides after robot 1 has programmed: two games alike in everything robot 2 may
/// see (its hand, the board) but with different deck orders, other hands and robot 1 programs
/// give the same program, searched from the whole state or from robot 2's view.
#[test]
fn uct_does_not_peek_at_the_other_hands_the_deck_or_submitted_programs() {
    let (a, b) = super::robots_play::alike_for_robot_two();
    let seat = Seat(1);
    let on = |s: &Robots| uct_program(s, seat, &iterations(400), 9).unwrap();
    let chosen = on(&a);
    assert_eq!(on(&b), chosen, "the same program from the same view");
    assert_eq!(on(&a.view_for(seat)), chosen, "the whole state tells it no more than the view");
    assert_eq!(on(&b.view_for(seat)), chosen);
}

/// Robot 1 has touched flag 1 and stands one tile below the last, facing it, with a single
/// Move 1 card, dealt last; robot 2 is far away. Every program that runs the Move 1 while
/// robot 1 still faces the flag wins, and UCT must pick one of them.
#[test]
fn uct_takes_the_last_flag_one_card_away() {
    let p = position(
        "(name: \"t\", rows: [\". . . . .\", \". . . . .\", \". . . . .\", \". . . . .\"], \
         flags: [(4,3), (2,0)], robots: [\"(2,1) N\", \"(0,3) E\"], touched: [1, 0], \
         hands: [[10, 70, 80, 430, 20, 90, 100, 440, 490], [510, 520, 680, 110, 130, 30, 450, 810, 150]])",
    );
    for seed in 0..3 {
        let mut state = p.start(2, seed, 30).unwrap();
        let program = uct_program(&state.view_for(Seat(0)), Seat(0), &iterations(200), seed).unwrap();
        state.apply(program);
        state.apply(Program([0, 1, 2, 3, 4]));
        let outcome = state.outcome().expect("the race ends this round");
        assert_eq!(outcome.winner(), Some(Seat(0)), "seed {seed}: {outcome:?}");
    }
    assert!(Robots::ai_kinds().contains(&UCT));
}
