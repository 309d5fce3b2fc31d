//! Tactigon's computer players: always legal, repeatable from a seed, and minimax sees the
//! obvious.

use crate::util::{mv, position};
use std::sync::Arc;
use std::time::Duration;
use stratagem_ai::htn::Domain;
use stratagem_ai::minimax::{Limits, SearchOptions, search};
use stratagem_ai::{
    AiGame, AiPlayer, EvalChoice, GREEDY, HTN, MINIMAX, RANDOM, Strength, Think, greedy_move, htn_move,
};
use stratagem_core::Game;
use stratagem_core::assets::MapPreset;
use stratagem_tactigon::eval::TunedEval;
use stratagem_tactigon::preset::Preset;
use stratagem_tactigon::{Rules, Side, Tactigon};

fn minimax(depth: u32) -> AiPlayer {
    AiPlayer {
        kind: MINIMAX,
        strength: Strength {
            max_depth: Some(depth),
            think_time: Duration::from_secs(60),
            eval: EvalChoice::Tuned,
            ..Strength::default()
        },
    }
}

fn think(seed: u64) -> Think {
    Think { seed, ..Think::default() }
}

/// Plays a whole game, checking every move the players pick is legal.
fn play_checked(mut state: Tactigon, players: [AiPlayer; 2], seed: u64, max_plies: usize) -> Tactigon {
    for ply in 0..max_plies {
        if state.outcome().is_some() {
            break;
        }
        let mut legal = Vec::new();
        state.legal_moves(&mut legal);
        let kind = players[state.to_move().index()];
        let choice =
            AiGame::decide(&state, &kind, &think(seed * 1000 + ply as u64)).expect("a move while the game is on");
        assert!(legal.contains(&choice), "{} played the illegal {choice:?} at ply {ply}", kind.text());
        state.apply(choice);
    }
    state
}

#[test]
fn every_ai_move_is_legal_over_many_seeded_games() {
    let small = Preset::find("small").unwrap();
    let rule_sets = [
        Rules::default(),
        Rules { jumping_squares: true, ..Rules::default() },
        Rules { gold_boost: true, no_capture_limit: 30, ..Rules::default() },
        Rules { jumping_squares: true, gold_boost: true, ..Rules::default() },
    ];
    let pairings = [
        [AiPlayer::new(RANDOM), AiPlayer::new(RANDOM)],
        [AiPlayer::new(RANDOM), AiPlayer::new(GREEDY)],
        [AiPlayer::new(GREEDY), minimax(2)],
        [minimax(2), AiPlayer::new(RANDOM)],
    ];
    let mut finished = 0;
    for (i, rules) in rule_sets.into_iter().enumerate() {
        for (j, players) in pairings.into_iter().enumerate() {
            for seed in 0..2 {
                let end = play_checked(small.start(rules, Side::Red), players, (i * 10 + j * 3) as u64 + seed, 400);
                finished += usize::from(end.outcome().is_some());
            }
        }
    }
    assert_eq!(finished, 32, "every game reaches an outcome within the no-capture limit");
}

#[test]
fn minimax_is_deterministic_for_a_seed() {
    let start = Preset::find("small").unwrap().start(Rules::default(), Side::Red);
    let run = |seed| search(&start, &TunedEval, Limits::depth(4), &SearchOptions { seed, ..SearchOptions::default() });
    let (a, b) = (run(7), run(7));
    assert_eq!((a.best, a.score, a.nodes, a.pv.clone()), (b.best, b.score, b.nodes, b.pv.clone()));
    let game = |seed| {
        let end = play_checked(start.clone(), [minimax(2), AiPlayer::new(GREEDY)], seed, 60);
        (end.position_hash(), end.no_capture_turns())
    };
    assert_eq!(game(3), game(3), "a seeded game replays exactly");
}

#[test]
fn minimax_takes_the_pentagon_when_it_can() {
    // Cian may take a triangle or the red pentagon; only the pentagon wins.
    let state = position("C(3,4) C(5,4) S(1,2) P(3,0)", "P(3,5) T(5,5) S(1,3) C(2,7)", Side::Cian, Rules::default());
    let winning = mv(&state, (3, 4), (3, 5));
    for depth in 1..=4 {
        assert_eq!(AiGame::decide(&state, &minimax(depth), &think(1)).ok(), Some(winning), "depth {depth}");
    }
    assert_eq!(greedy_move(&state, 1), Some(winning), "greedy sees it too");
}

#[test]
fn minimax_blocks_a_pentagon_capture_when_it_can() {
    // Red's circle on (3,3) threatens cian's pentagon on (3,2); cian could instead grab a
    // red triangle with its square. It must deal with the threat.
    let state = position("P(3,2) C(1,1) S(5,6)", "C(3,3) T(5,7) P(3,9) C(1,8)", Side::Cian, Rules::default());
    for depth in 2..=4 {
        let choice = AiGame::decide(&state, &minimax(depth), &think(depth as u64)).unwrap();
        let mut after = state.clone();
        after.apply(choice);
        let mut replies = Vec::new();
        after.legal_moves(&mut replies);
        for reply in replies {
            let mut next = after.clone();
            next.apply(reply);
            assert!(
                next.pentagon(Side::Cian).is_some(),
                "depth {depth}: {} lets red take the pentagon with {}",
                state.move_text(choice),
                after.move_text(reply)
            );
        }
    }
}

#[test]
fn greedy_scores_as_the_sheet_says() {
    use stratagem_tactigon::eval::greedy_score;
    // Cian: 3 pieces, red: 2. Red's closest piece to cian's pentagon (3,0): C(3,3), 3 away.
    // Cian's closest piece to red's pentagon (3,8): C(3,6), 2 away.
    let state = position("P(3,0) C(3,6) C(1,1)", "P(3,8) C(3,3)", Side::Red, Rules::default());
    assert_eq!(greedy_score(&state, Side::Cian.seat()), (3 - 2) + (3 - 2));
    assert_eq!(greedy_score(&state, Side::Red.seat()), (2 - 3) + (2 - 3));
}

#[test]
fn the_tactigon_htn_player_makes_legal_moves_against_minimax_and_random() {
    let d = Arc::new(Domain::load(&stratagem_core::assets::asset_root().join("ai/tactigon.htn")).unwrap());
    let minimax = AiPlayer {
        kind: MINIMAX,
        strength: Strength {
            max_depth: Some(2),
            think_time: std::time::Duration::from_secs(30),
            eval: EvalChoice::Tuned,
            ..Strength::default()
        },
    };
    let start = Preset::find("small").unwrap().start(Rules { no_capture_limit: 60, ..Rules::default() }, Side::Red);
    for (game, opponent) in [AiPlayer::new(RANDOM), minimax, AiPlayer::new(GREEDY)].into_iter().enumerate() {
        let mut state = start.clone();
        let mut ply = 0u64;
        while state.outcome().is_none() && ply < 300 {
            let htn_turn = (state.to_move().index() + game).is_multiple_of(2);
            let kind = if htn_turn { AiPlayer::new(HTN) } else { opponent };
            if htn_turn {
                htn_move(&state, &d).unwrap_or_else(|e| panic!("game {game} ply {ply}: {e}"));
            }
            let mv =
                AiGame::decide(&state, &kind, &Think { seed: ply, htn: Some(d.clone()), ..Think::default() }).unwrap();
            assert_eq!(state.why_illegal(mv), None);
            state.apply(mv);
            ply += 1;
        }
        assert!(state.outcome().is_some());
    }
}
