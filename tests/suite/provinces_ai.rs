//! Provinces' computer players and its place in the app: the engine's whole-turn search gives the
//! reference's minimax values, every AI action is legal, decisions repeat with a seed, the obvious
//! win is found, and the command line and the headless app play it.

use super::cli::stratagem;
use super::provinces_examples::{EXAMPLES, EXPECTED};
use bevy::prelude::*;
use std::path::Path;
use std::time::Duration;
use stratagem::ai::minimax::{Limits, SearchOptions, plain_minimax, search};
use stratagem::ai::{AiGame, AiPlayer, EvalChoice, GREEDY, MINIMAX, RANDOM, Strength, Think, decide_checked};
use stratagem::app::headless_app;
use stratagem::core::Game;
use stratagem::core::assets::MapPreset;
use stratagem::games::provinces::preset::{self, Preset};
use stratagem::games::provinces::{PMove, Provinces, ReferenceEval, Rules, Side};
use stratagem::session::Controller;
use stratagem::shell::{Match, MatchStatus, Pace, Screen};

fn example(name: &str) -> Provinces {
    let text = EXAMPLES.iter().find(|(f, _)| *f == name).expect("an example").1;
    Preset::parse(text, Path::new(name)).expect("example loads").start(Rules::default())
}

/// The engine (alpha-beta, table, whole-turn plies) at depth 1 and 2 prints the values the
/// independent implementation computed by plain whole-turn minimax.
#[test]
fn engine_search_reports_the_reference_whole_turn_values() {
    for line in EXPECTED.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let state = example(cols[0]);
        for (depth, want) in [(1, cols[3]), (2, cols[4])] {
            let report = search(&state, &ReferenceEval, Limits::depth(depth), &SearchOptions::default());
            assert_eq!(report.depth, depth);
            let got = state.reference_score_text(report.score).unwrap();
            assert_eq!(got, want, "{} at depth {depth}", cols[0]);
            let plain = plain_minimax(&state, &ReferenceEval, depth);
            assert_eq!(plain, report.score, "{} at depth {depth}: plain minimax agrees", cols[0]);
        }
    }
}

fn player(kind: stratagem::ai::AiKindInfo, depth: Option<u32>) -> AiPlayer {
    AiPlayer {
        kind,
        strength: Strength {
            max_depth: depth,
            think_time: Duration::from_secs(5),
            eval: EvalChoice::Reference,
            ..Strength::default()
        },
    }
}

/// Plays a game between two players from `start`; every decision must be the player's own
/// legal choice. Returns the number of actions.
fn play_out(mut state: Provinces, players: [AiPlayer; 2], seed: u64) -> usize {
    let mut actions = 0;
    while state.outcome().is_none() {
        let me = state.to_move();
        let think = Think { seed: seed + actions as u64, ..Think::default() };
        let decision = decide_checked(&state.view_for(me), &players[me.index()], &think).expect("a move");
        assert!(decision.fallback.is_none(), "{:?}", decision.fallback);
        assert!(state.is_legal(decision.mv));
        state.apply(decision.mv);
        actions += 1;
        assert!(actions < 20_000, "the game ends");
    }
    actions
}

#[test]
fn every_ai_action_is_legal_and_games_end_in_both_move_sets() {
    for (preset, move_set) in [("duel-hex", "antiyomacy"), ("duel-square", "free-turn")] {
        let specs = stratagem::games::provinces::options();
        let mut options = stratagem::core::options::Options::default();
        options.set(&specs, &format!("move-set={move_set}")).unwrap();
        options.set(&specs, "round-limit=12").unwrap();
        let rules = stratagem::games::provinces::rules_from(&options);
        let start = preset::Preset::find(preset).unwrap().start(rules);
        for (seed, players) in [
            (1, [player(MINIMAX, Some(1)), player(RANDOM, None)]),
            (2, [player(GREEDY, None), player(MINIMAX, Some(1))]),
        ] {
            assert!(play_out(start.clone(), players, seed) > 10);
        }
    }
}

#[test]
fn decisions_repeat_with_the_same_seed() {
    let state = preset::Preset::find("small-42").unwrap().start(Rules::default());
    let minimax = player(MINIMAX, Some(2));
    let think = Think { seed: 7, ..Think::default() };
    let first = state.decide(&minimax, &think).unwrap();
    for _ in 0..3 {
        assert_eq!(state.decide(&minimax, &think).unwrap(), first);
    }
    let random = player(RANDOM, None);
    assert_eq!(state.decide(&random, &think).unwrap(), state.decide(&random, &think).unwrap());
}

/// Red's knight can take one tile of blue's two-tile province: the other is wiped, blue has no
/// province left and red wins when the turn ends; ending the turn at once wins nothing.
#[test]
fn minimax_finds_the_capture_that_wins() {
    let text = r#"(name: "win", topology: Square8, rows: ["rk r. bp b."], money: [((0, 0), 50), ((2, 0), 0)])"#;
    let state = Preset::parse(text, Path::new("win.ron")).unwrap().start(Rules::default());
    let mut end_now = state.clone();
    end_now.apply(PMove::End);
    assert_eq!(end_now.finished(), None);
    for seed in 0..4 {
        // Moving the knight there or buying a baron there both win at once.
        let mv = state.decide(&player(MINIMAX, Some(1)), &Think { seed, ..Think::default() }).unwrap();
        let mut after = state.clone();
        after.apply(mv);
        after.apply(PMove::End);
        assert_eq!(after.finished(), Some(Some(Side::Red.seat())), "{}", state.move_text(mv));
    }
}

#[test]
fn the_command_line_counts_whole_turns_analyses_and_plays_arena_games() {
    let dir = std::env::temp_dir().join(format!("stratagem-provinces-ai-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let e1 = dir.join("e1.ron");
    std::fs::write(&e1, EXAMPLES[0].1).unwrap();
    let e1 = e1.to_str().unwrap();
    let (out, err, ok) = stratagem(&["moves", "--game", "provinces", "--position", e1, "--whole-turns"]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "4 distinct whole turns");
    let (out, err, ok) = stratagem(&["moves", "--game", "provinces", "--position", e1]);
    assert!(ok && out.contains("(1,1)-(2,1)") && out.contains("end\n"), "{err}{out}");
    let (out, err, ok) =
        stratagem(&["analyse", "--game", "provinces", "--position", e1, "--depth", "2", "--eval", "reference"]);
    assert!(ok, "{err}");
    assert!(out.contains("reference value: 8.0"), "{out}");
    let (_, err, ok) = stratagem(&["moves", "--game", "tactigon", "--position", e1, "--whole-turns"]);
    assert!(!ok && !err.is_empty());
    let records = dir.join("records");
    let (out, err, ok) = stratagem(&[
        "arena",
        "--game",
        "provinces",
        "--preset",
        "small-42",
        "--first",
        "minimax:d1:reference",
        "--second",
        "random",
        "--option",
        "round-limit=15",
        "--games",
        "2",
        "--save-dir",
        records.to_str().unwrap(),
    ]);
    assert!(ok, "{err}{out}");
    let record = records.join("provinces-001.ron");
    let (out, err, ok) = stratagem(&["replay", record.to_str().unwrap(), "--check"]);
    assert!(ok, "{err}{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two AIs play Provinces through the app's move pipeline until the round limit.
#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn provinces_plays_through_the_pipeline() {
    let mut setup = stratagem::games::catalog().default_setup("provinces").unwrap();
    setup.options.set(&stratagem::games::provinces::options(), "round-limit=6").unwrap();
    setup.seats = vec![Controller::Ai(player(GREEDY, None)), Controller::Ai(player(RANDOM, None))];
    let mut app = headless_app(Some(setup));
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    let mut done = false;
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<MatchStatus>().outcome.is_some() {
            done = true;
            break;
        }
        std::thread::yield_now();
    }
    assert!(done, "the game reached its end");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    let game = app.world().resource::<Match<Provinces>>();
    assert!(game.state.round() >= 6 || game.state.finished().flatten().is_some());
    assert!(game.ply() > 12);
}

/// A whole-turn search plans the rest of the turn: the player searches once at the start of
/// its turn and then plays its principal variation action by action.
#[test]
fn minimax_plays_the_rest_of_its_turn_from_its_plan() {
    let state = example("e5_farms.ron");
    let me = state.to_move();
    let report =
        search(&state, &ReferenceEval, Limits::depth(2), &SearchOptions { seed: 3, ..SearchOptions::default() });
    let plan = std::sync::Arc::default();
    let think = Think { seed: 3, plan: Some(plan), ..Think::default() };
    let minimax = player(MINIMAX, Some(2));
    let mut walk = state.clone();
    let mut played = Vec::new();
    while walk.to_move() == me {
        let mv = walk.decide(&minimax, &think).unwrap();
        played.push(walk.move_text(mv));
        walk.apply(mv);
    }
    let mut line = Vec::new();
    let mut pv_walk = state.clone();
    for &mv in &report.pv {
        if pv_walk.to_move() != me {
            break;
        }
        line.push(pv_walk.move_text(mv));
        pv_walk.apply(mv);
    }
    assert!(played.len() > 1, "a turn of several actions: {played:?}");
    assert_eq!(played, line);
}
