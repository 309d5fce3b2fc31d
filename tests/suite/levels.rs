//! Difficulty levels and hints: every game offers the five levels as players, a level's moves
//! are legal and repeat with the seed, the lower levels' slips prefer better moves, old records
//! naming Robot Race's programmers still mean them, and a hint finds the winning move.

use std::time::Duration;
use stratagem::ai::levels::{BEGINNER, EXPERT, LEVELS, NORMAL, rung_of, slip};
use stratagem::ai::{AiGame, AiPlayer, Think};
use stratagem::core::{Game, Seat};
use stratagem::games::provinces::Provinces;
use stratagem::games::robots::Robots;
use stratagem::games::tictactoe::{Cell, TicTacToe};
use stratagem::session::hint::{HintAsk, hint};
use stratagem::session::{Controller, PlayableGame};

fn level(game: &str, id: &str) -> Controller {
    let entry = stratagem::games::catalog().get(game).cloned().expect("a game of the suite");
    Controller::parse(id, &entry.ai_kinds).expect("a level")
}

#[test]
fn every_game_offers_the_five_levels_first_and_its_players_after() {
    for entry in &stratagem::games::catalog().games {
        assert_eq!(entry.ai_kinds[..5], LEVELS, "{}", entry.id);
        assert!(entry.ai_kinds.len() > 5, "{} keeps its engineer's players", entry.id);
        let setup = entry.default_setup();
        assert!(setup.seats.contains(&Controller::Human), "{}: you play", entry.id);
        assert!(setup.seats.contains(&Controller::Ai(AiPlayer::new(NORMAL))), "{}: against Normal", entry.id);
        // A level is a whole player: it takes no search settings.
        let error = Controller::parse("hard:500ms", &entry.ai_kinds).unwrap_err();
        assert!(error.contains("takes no settings"), "{error}");
    }
}

#[test]
fn a_record_naming_robot_races_programmers_still_means_them() {
    let hard = level("robots", "hard");
    let Controller::Ai(player) = hard else { panic!("hard is a computer player") };
    let rung = rung_of::<Robots>(&player).expect("hard is a level");
    assert_eq!(rung.player.kind, stratagem::games::robots::ai::HARD, "the programmer's Hard");
    assert_eq!(hard.text(), "hard", "records keep the name");
    let expert = rung_of::<Robots>(&AiPlayer::new(EXPERT)).unwrap();
    assert_eq!(expert.player.kind, stratagem::ai::UCT, "Expert is the one player measured stronger than Hard");
}

/// Plays `moves` moves of the game's default setup with every seat at `id`, through the same
/// choice as the window and the arena; each move is legal and the same again with the seed.
fn plays_legally<G: PlayableGame>(id: &str, moves: usize) {
    let player = AiPlayer::parse(id, &G::ai_kinds()).unwrap();
    let start = G::start(&G::catalog_entry().default_setup()).unwrap();
    let play = || {
        let mut state = start.clone();
        let mut texts = Vec::new();
        for ply in 0..moves {
            if state.outcome().is_some() {
                break;
            }
            let think = Think { seed: ply as u64 * 7 + 1, threads: 1, ..Think::default() };
            let view = state.view_for(state.to_move());
            let mv = stratagem::ai::levels::choose(&view, &player, &think).unwrap();
            assert_eq!(state.why_illegal(mv), None, "{} {id}: move {ply}", G::ID);
            texts.push(state.move_text(mv));
            state.apply(mv);
        }
        texts
    };
    let first = play();
    assert!(!first.is_empty());
    if !matches!(id, "hard" | "expert") || G::ID == "tictactoe" {
        // Searches to a time limit may differ between runs; the others repeat exactly.
        assert_eq!(first, play(), "{} {id} repeats with its seeds", G::ID);
    }
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn the_lower_levels_play_legal_moves_that_repeat_with_the_seed() {
    for id in ["beginner", "easy", "normal"] {
        plays_legally::<TicTacToe>(id, 9);
        plays_legally::<stratagem::games::kings::Kings>(id, 12);
        plays_legally::<stratagem::games::tactigon::Tactigon>(id, 12);
        plays_legally::<Provinces>(id, 12);
        plays_legally::<Robots>(id, 2);
    }
    plays_legally::<TicTacToe>("expert", 9);
}

#[test]
fn a_slip_prefers_better_moves_and_takes_a_win_in_one_most_often() {
    // X to move wins at the top right; every other move lets O win or draw at best.
    let state = TicTacToe::parse("XX. / OO. / ...", Seat(0)).unwrap();
    let counts = |temperature: f64| {
        let mut counts = [0usize; 9];
        for i in 0..1000 {
            let mv = slip(&state, temperature, (i as f64 + 0.5) / 1000.0).expect("a move");
            counts[mv.0 as usize] += 1;
        }
        counts
    };
    let win = Cell::at(0, 2).0 as usize;
    let beginner = rung_of::<TicTacToe>(&AiPlayer::new(BEGINNER)).unwrap().temperature;
    let (careful, careless) = (counts(0.1), counts(beginner));
    for counts in [careful, careless] {
        assert!(counts.iter().all(|&n| n <= counts[win]), "no move is likelier than the win: {counts:?}");
    }
    assert!(careful[win] > 700, "a sharp softmax nearly always takes the win: {careful:?}");
    assert!(careless[win] < 1000 && careless[win] < careful[win], "a Beginner does miss it: {careless:?}");
}

#[test]
fn a_hint_finds_the_win_in_one() {
    let state = TicTacToe::parse("XX. / OO. / ...", Seat(0)).unwrap();
    let ask = HintAsk { think_time: Duration::from_millis(300), seed: 3, threads: 1, cancel: None };
    let got = hint(&state, &ask).unwrap();
    assert_eq!(got.first, Cell::at(0, 2));
    assert!(got.rest.is_empty(), "a tic-tac-toe turn is one move");
}

#[test]
fn a_provinces_hint_is_the_turns_first_action_with_the_rest_of_the_planned_turn() {
    let state = Provinces::start(&Provinces::catalog_entry().default_setup()).unwrap();
    let ask = HintAsk { think_time: Duration::from_millis(400), seed: 5, threads: 1, cancel: None };
    let got = hint(&state, &ask).unwrap();
    let me = state.to_move();
    let mut at = state.clone();
    assert_eq!(at.why_illegal(got.first), None);
    at.apply(got.first);
    for &mv in &got.rest {
        assert_eq!(at.to_move(), me, "the rest stays in the same turn");
        assert_eq!(at.why_illegal(mv), None);
        at.apply(mv);
    }
}

#[test]
fn a_robot_race_hint_is_a_whole_program() {
    let state = Robots::start(&Robots::catalog_entry().default_setup()).unwrap();
    let ask = HintAsk { think_time: Duration::from_millis(200), seed: 2, threads: 1, cancel: None };
    let got = hint(&state, &ask).unwrap();
    assert_eq!(state.why_illegal(got.first), None);
    assert!(state.move_text(got.first).split_whitespace().count() >= 5, "{}", state.move_text(got.first));
}

#[test]
fn a_finished_game_gets_no_hint() {
    let state = TicTacToe::parse("XXX / OO. / ...", Seat(1)).unwrap();
    assert!(state.outcome().is_some());
    let ask = HintAsk { think_time: Duration::from_millis(50), ..HintAsk::default() };
    assert!(hint(&state, &ask).is_err());
    assert!(TicTacToe::ladder().iter().all(|r| r.slips <= 1.0));
}
