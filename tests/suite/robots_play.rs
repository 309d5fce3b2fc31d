//! Robot Race played: the programmer AI (only the dealt cards, no hidden information, seeded,
//! Hard as good as every program), whole seeded games replayed from their record, the app's
//! pipeline with a secret program in the log, and the command line's arena, moves and apply.

use super::cli::stratagem;
use super::headless::run_until;
use bevy::prelude::*;
use std::path::Path;
use stratagem::ai::{AiKindInfo, AiPlayer, Think, decide_checked, levels};
use stratagem::app::headless_app;
use stratagem::core::assets::MapPreset;
use stratagem::core::record::{Record, replay};
use stratagem::core::{Game, Seat};
use stratagem::games::robots::ai::{EASY, HARD, Level, NORMAL, choose, score_program};
use stratagem::games::robots::preset::Preset;
use stratagem::games::robots::{Program, Robots};
use stratagem::session::Controller;
use stratagem::session::decision_seed;
use stratagem::session::playable::check_record;
use stratagem::session::{PlayableGame, Setup};
use stratagem::shell::{Match, MatchStatus, MoveRequest, Pace};

fn presets() -> Vec<Preset> {
    Preset::load_all(&Preset::dir()).into_iter().map(|p| p.unwrap_or_else(|e| panic!("{e}"))).collect()
}

fn ai(kind: AiKindInfo) -> AiPlayer {
    AiPlayer::new(kind)
}

/// A position after a few rounds of random programs, so robots stand all over the board.
fn midgame(p: &Preset, robots: usize, seed: u64) -> Robots {
    let mut state = p.start(robots, seed, 30).unwrap();
    let mut all = Vec::new();
    Program::all(&mut all);
    for i in 0..robots * (seed as usize % 4) {
        if state.outcome().is_some() {
            break;
        }
        state.apply(all[(seed as usize * 7919 + i * 104_729) % all.len()]);
    }
    state
}

#[test]
fn every_ai_program_uses_only_the_dealt_cards() {
    for p in presets() {
        for seed in 0..6 {
            let state = midgame(&p, 2, seed);
            if state.outcome().is_some() {
                continue;
            }
            let seat = state.to_move();
            let hand = *state.hand(seat);
            for kind in [EASY, NORMAL, HARD] {
                let think = Think { seed, ..Think::default() };
                let decision = decide_checked(&state.view_for(seat), &ai(kind), &think).unwrap();
                assert_eq!(decision.fallback, None, "{}: {} played its own choice", p.id, kind.id);
                assert!(decision.mv.is_valid(), "five different cards of the nine");
                let cards = state.program_cards(seat, decision.mv);
                assert!(cards.iter().all(|c| hand.contains(c)), "{}: {cards:?} from {hand:?}", p.id);
            }
        }
    }
}

#[test]
fn hard_scores_as_well_as_the_best_of_every_program_and_shares_prefixes() {
    let mut all = Vec::new();
    Program::all(&mut all);
    for p in presets() {
        for seed in 0..4 {
            let state = midgame(&p, 2, seed);
            if state.outcome().is_some() {
                continue;
            }
            let seat = state.to_move();
            let (program, stats) = choose(&state, seat, Level::Every, 0);
            let best = all.iter().map(|&m| score_program(&state, seat, m)).max().unwrap();
            assert_eq!(stats.best_score, best, "{} seed {seed}: Hard finds the best score", p.id);
            assert_eq!(score_program(&state, seat, program), best, "and plays a program that scores it");
            let hand = state.hand(seat);
            let distinct: std::collections::HashSet<_> =
                all.iter().map(|m| m.0.map(|i| hand[i as usize].kind())).collect();
            assert!(stats.scored <= distinct.len(), "{}: duplicates skipped ({stats:?})", p.id);
            // Without sharing, each scored program would simulate up to five registers.
            assert!(stats.registers < stats.scored * 2, "{}: prefixes shared ({stats:?})", p.id);
            let (_, normal) = choose(&state, seat, Level::Sample(100), seed);
            assert!(normal.best_score <= best && normal.scored <= 100);
        }
    }
}

/// Two games alike in everything robot 2 may see (its hand, the board) once robot 1 has
/// programmed, but with different deck orders, other hands and robot 1 programs.
pub(super) fn alike_for_robot_two() -> (Robots, Robots) {
    let hands = [
        [490, 500, 670, 70, 80, 10, 430, 790, 90],
        [510, 520, 680, 100, 110, 20, 440, 800, 120],
        [530, 540, 690, 130, 140, 30, 450, 810, 150],
    ];
    let text = |hands: &[[u16; 9]]| {
        let hands: Vec<String> = hands.iter().map(|h| format!("{h:?}")).collect();
        format!(
            "(name: \"t\", rows: [\". . . . .\", \". . . . .\", \". . . . .\", \". . . . .\"], flags: [(2,0), (4,3)], \
             robots: [\"(0,3) N\", \"(2,3) N\", \"(4,3) W\"], hands: [{}])",
            hands.join(", ")
        )
    };
    let p = Preset::parse(&text(&hands), Path::new("t.ron")).unwrap();
    // Same hand for robot 2, different deck orders, hands of the others and programs of robot 1.
    let mut swapped = hands;
    swapped.swap(0, 2);
    swapped[1] = hands[1];
    let q = Preset::parse(&text(&swapped), Path::new("t.ron")).unwrap();
    let mut a = p.start(3, 1, 30).unwrap();
    let mut b = q.start(3, 2, 30).unwrap();
    a.apply(Program([0, 1, 2, 3, 4]));
    b.apply(Program([8, 7, 6, 5, 4]));
    assert_ne!(a.deck(), b.deck());
    assert_eq!(a.hand(Seat(1)), b.hand(Seat(1)));
    (a, b)
}

#[test]
fn a_seats_ai_sees_neither_the_deck_order_nor_the_others_hands_or_programs() {
    let (a, b) = alike_for_robot_two();
    let seat = Seat(1);
    assert_eq!(a.hand(seat), b.hand(seat));
    for kind in [EASY, NORMAL, HARD] {
        let think = Think { seed: 5, ..Think::default() };
        let on = |s: &Robots| decide_checked(&s.view_for(seat), &ai(kind), &think).unwrap().mv;
        assert_eq!(on(&a), on(&b), "{}: the same decision from the same view", kind.id);
        // The programmer reads only its own hand and the board, even given everything.
        let level = Level::of(&kind).unwrap();
        assert_eq!(choose(&a, seat, level, 5), choose(&b, seat, level, 5), "{}", kind.id);
    }
}

#[test]
fn the_ai_is_deterministic_with_a_seed_and_the_seed_matters_for_sampling() {
    let p = presets().into_iter().find(|p| p.id == "conveyors").unwrap();
    let state = p.start(2, 3, 30).unwrap();
    for level in [Level::Sample(5), Level::Sample(100), Level::Every] {
        assert_eq!(choose(&state, Seat(0), level, 7), choose(&state, Seat(0), level, 7));
    }
    let easy: Vec<Program> = (0..8).map(|seed| choose(&state, Seat(0), Level::Sample(5), seed).0).collect();
    assert!(easy.iter().any(|&m| m != easy[0]), "Easy's few programs depend on the seed: {easy:?}");
}

fn setup(preset: &str, seats: &[AiKindInfo], robots: i64, seed: u64) -> Setup {
    let catalog = stratagem::games::catalog();
    let entry = catalog.get("robots").expect("Robot Race is in the catalog");
    let mut setup = entry.default_setup();
    setup.preset = preset.into();
    setup.seed = seed;
    setup.options.set(&entry.options, &format!("robots={robots}")).unwrap();
    for (slot, kind) in setup.seats.iter_mut().zip(seats) {
        *slot = Controller::Ai(ai(*kind));
    }
    setup
}

/// A whole game as the arena plays it: each seat decides from its own view.
fn play_out(setup: &Setup) -> Vec<String> {
    let mut state = Robots::start(setup).unwrap();
    let mut moves = Vec::new();
    while state.outcome().is_none() {
        let seat = state.to_move();
        let Controller::Ai(player) = setup.seats[seat.index()] else { panic!("AI seats") };
        let think = Think { seed: decision_seed(setup.seed, moves.len()), ..Think::default() };
        let decision = decide_checked(&state.view_for(seat), &player, &think).unwrap();
        moves.push(state.move_text(decision.mv));
        state.apply(decision.mv);
    }
    moves
}

#[test]
fn seeded_games_replay_identically_from_their_record() {
    for (preset, robots) in [("open", 2), ("maze", 3), ("factory", 4)] {
        // The levels a record names: Robot Race's are its programmers.
        let setup = setup(preset, &[levels::HARD, levels::NORMAL, levels::EASY, levels::HARD], robots, 17);
        let moves = play_out(&setup);
        assert_eq!(moves, play_out(&setup), "{preset}: the same seed plays the same game");
        let end = check_record::<Robots>(&setup, &moves).unwrap();
        assert!(end.outcome().is_some(), "{preset}: the record replays to the end");
        let file = std::env::temp_dir().join(format!("stratagem-robots-{}-{preset}.ron", std::process::id()));
        setup.record(moves.clone()).write(&file).unwrap();
        let record = Record::read(&file).unwrap();
        let _ = std::fs::remove_file(&file);
        let reread = Setup::from_record(&record, &stratagem::games::catalog()).unwrap();
        assert_eq!(reread, setup, "{preset}: the record keeps the setup");
        let (_, again) = replay(Robots::start(&reread).unwrap(), &record.moves).unwrap();
        assert_eq!(again.position_hash(), end.position_hash(), "{preset}: from the record's text");
        assert_eq!(again.outcome(), end.outcome());
    }
}

#[test]
fn hard_mostly_beats_a_random_programmer() {
    let mut hard_wins = 0;
    for seed in 0..6 {
        let setup = setup("open", &[HARD, stratagem::ai::RANDOM], 2, seed);
        let end = check_record::<Robots>(&setup, &play_out(&setup)).unwrap();
        hard_wins += u32::from(end.outcome().unwrap().winner() == Some(Seat(0)));
    }
    assert!(hard_wins >= 5, "Hard won {hard_wins} of 6");
}

#[test]
fn in_the_app_an_ai_programs_in_secret_and_the_round_runs_after_the_human() {
    let mut setup = setup("open", &[HARD, HARD], 2, 4);
    setup.seats[1] = Controller::Human;
    let mut app = headless_app(Some(setup));
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    let programmed = run_until(&mut app, 5_000, |w| w.get_resource::<Match<Robots>>().is_some_and(|m| m.ply() == 1));
    assert!(programmed, "robot 1's AI programmed");
    let status = app.world().resource::<MatchStatus>();
    assert_eq!(status.log.len(), 1);
    let game = app.world().resource::<Match<Robots>>();
    let secret = game.history[0].text.clone();
    assert!(!status.log[0].text.contains(&secret), "the log hides the program: {}", status.log[0].text);
    assert_eq!(game.state.to_move(), Seat(1));
    let request: MoveRequest<Robots> =
        MoveRequest { game: game.id, revision: game.revision, seat: Seat(1), mv: Program([0, 1, 2, 3, 4]), note: None };
    app.world_mut().write_message(request);
    let ran = run_until(&mut app, 200, |w| w.resource::<Match<Robots>>().state.round() == 1);
    assert!(ran, "the round ran");
    let game = app.world().resource::<Match<Robots>>();
    let steps = &game.history[1].steps;
    assert!(steps.iter().any(|s| matches!(s, stratagem::core::Step::CardPlayed { register: 5, .. })), "{steps:?}");
    let status = app.world().resource::<MatchStatus>();
    assert_eq!(status.log[0].text, secret, "once the round ran, its programs are shown");
}

#[test]
fn the_arena_plays_robot_race_and_replays_with_its_seed() {
    let args = [
        "arena",
        "--game",
        "robots",
        "--preset",
        "conveyors",
        "--first",
        "hard",
        "--second",
        "normal",
        "--games",
        "3",
        "--seed",
        "5",
    ];
    let (out, err, ok) = stratagem(&args);
    assert!(ok, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 3, "{out}");
    assert!(out.contains("hard (seat 1)") && out.contains("normal (seat 2)"), "{out}");
    assert!(!out.contains("(seat 3)"), "robots sitting out are not listed: {out}");
    let (again, _, _) = stratagem(&args);
    let results = |s: &str| s.lines().filter(|l| l.starts_with("game ")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(results(&out), results(&again));
    // Without players named, the arena seats the Hard level, and Normal beyond the first two.
    let (out, err, ok) = stratagem(&["arena", "--game", "robots", "--games", "1", "--option", "robots=3"]);
    assert!(ok, "{err}");
    assert!(out.contains("normal (seat 3)"), "the default opponent, Normal: {out}");
}

#[test]
fn moves_counts_every_program_and_apply_prints_the_round() {
    let open = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/robots/open.ron");
    let (out, err, ok) = stratagem(&["moves", "--game", "robots", "--position", open]);
    assert!(ok, "{err}");
    assert!(out.ends_with("15120 legal moves\n"), "{}", &out[out.len().saturating_sub(200)..]);
    let dir = std::env::temp_dir().join(format!("stratagem-robots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let position = dir.join("duel.ron");
    std::fs::write(
        &position,
        "(name: \"duel\", rows: [\". . . .\", \". P . .\"], flags: [(3,0)], robots: [\"(0,0) E\", \"(0,1) E\"], \
         hands: [[490, 500, 670, 70, 80, 10, 430, 790, 90], [510, 520, 680, 100, 110, 20, 440, 800, 120]])",
    )
    .unwrap();
    let path = position.to_str().unwrap();
    let (out, err, ok) =
        stratagem(&["apply", "--game", "robots", "--position", path, "--moves", "F3 L R U B; F1 R L U B"]);
    assert!(ok, "{err}");
    assert!(out.contains("Robot 1 plays F3:790 (register 1)"), "{out}");
    assert!(out.contains("Robot 2 destroyed on (1,1) (fell into a pit)"), "{out}");
    assert!(out.contains("Robot 1 touched flag 1 on (3,0)"), "{out}");
    assert!(out.contains("Robot 1 wins"), "{out}");
    std::fs::write(&position, "(name: \"bad\", rows: [\". .\"], flags: [(5,0)], robots: [\"(0,0) E\", \"(1,0) E\"])")
        .unwrap();
    let (_, err, ok) = stratagem(&["moves", "--game", "robots", "--position", path]);
    assert!(!ok);
    assert!(err.contains("duel.ron: flag 1 at (5,0) is not on the board"), "{err}");
}
