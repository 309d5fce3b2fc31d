//! General game playing: the players over any description (alpha-beta, max-n, puzzle
//! iterative deepening, decoupled UCT) and the game seat that plays a description in the
//! suite. Every limit here is a node or iteration cap, never a time.

use crate::headless::run_until;
use stratagem::ai::{AiGame, AiPlayer, RANDOM, Think, random_move};
use stratagem::app::headless_app;
use stratagem::core::{Game, Outcome, Seat, Step};
use stratagem::games::gdl::rules::board_of;
use stratagem::games::gdl::{BoardStyle, Description, GdlGame, GdlMove, GdlPlay};
use stratagem::gdl::players::{Limits, alpha_beta, max_n, puzzle, uct};
use stratagem::gdl::{Gdl, Machine};
use stratagem::session::Controller;
use stratagem::shell::{Match, MatchStatus, MoveRequest, Pace};

fn rules(text: &str) -> Gdl {
    Gdl::parse("inline.kif", text).expect("the description reads")
}

fn shipped(name: &str) -> Gdl {
    Gdl::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl").join(name)).expect("shipped")
}

fn game(machine: Gdl) -> GdlGame<Gdl> {
    let roles = machine.role_names();
    GdlGame::new(Description { name: "inline".into(), machine, roles, style: BoardStyle::default() }).expect("starts")
}

fn play_text(state: &mut GdlGame<Gdl>, text: &str) {
    let mv = state.parse_move(text).unwrap_or_else(|e| panic!("{e}; {:?}", state.outcome()));
    state.apply(mv);
}

/// Reach 5 from 0 by steps of 1 or 2 within 6 steps: three steps at best.
const PUZZLE: &str = "
(role solver)
(init (pos 0)) (init (step 0))
(succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6) (succ 6 7) (succ 7 8)
(legal solver (add 1)) (legal solver (add 2))
(<= (next (pos ?n)) (does solver (add 1)) (true (pos ?p)) (succ ?p ?n))
(<= (next (pos ?n)) (does solver (add 2)) (true (pos ?p)) (succ ?p ?q) (succ ?q ?n))
(<= (next (step ?n)) (true (step ?s)) (succ ?s ?n))
(<= terminal (true (pos 5)))
(<= terminal (true (step 6)))
(<= (goal solver 100) (true (pos 5)))
(<= (goal solver 0) (not (true (pos 5))))
";

/// Three roles: a goes left (then b chooses between a's 100 and its own 50) or right (40 for a).
/// Max-n sees b take y, so a goes right.
const THREE: &str = "
(role a) (role b) (role c)
(init (phase 1))
(<= (legal a left) (true (phase 1)))
(<= (legal a right) (true (phase 1)))
(<= (legal a noop) (not (true (phase 1))))
(<= (legal b x) (true (phase 2)))
(<= (legal b y) (true (phase 2)))
(<= (legal b noop) (not (true (phase 2))))
(legal c noop)
(<= (next (phase 2)) (does a left))
(<= (next (over right)) (does a right))
(<= (next (over x)) (does b x))
(<= (next (over y)) (does b y))
(<= terminal (true (over ?w)))
(<= (goal a 40) (true (over right))) (<= (goal b 30) (true (over right))) (<= (goal c 30) (true (over right)))
(<= (goal a 100) (true (over x))) (<= (goal b 0) (true (over x))) (<= (goal c 0) (true (over x)))
(<= (goal a 0) (true (over y))) (<= (goal b 50) (true (over y))) (<= (goal c 50) (true (over y)))
";

/// Matching pennies where heads dominates for p1 (100 or 70 against 30 or 0); p2 gets the rest.
const PENNIES: &str = "
(role p1) (role p2)
(init (round 0))
(legal p1 heads) (legal p1 tails) (legal p2 heads) (legal p2 tails)
(<= (next (played ?a ?b)) (does p1 ?a) (does p2 ?b))
(<= terminal (true (played ?a ?b)))
(<= (goal p1 100) (true (played heads heads))) (<= (goal p2 0) (true (played heads heads)))
(<= (goal p1 70) (true (played heads tails))) (<= (goal p2 30) (true (played heads tails)))
(<= (goal p1 30) (true (played tails heads))) (<= (goal p2 70) (true (played tails heads)))
(<= (goal p1 0) (true (played tails tails))) (<= (goal p2 100) (true (played tails tails)))
";

#[test]
fn gdl_alpha_beta_solves_tictactoe_as_a_draw() {
    let machine = shipped("tictactoe.kif");
    let choice = alpha_beta(&machine, &Machine::initial(&machine), 0, &Limits::default()).expect("no rules error");
    assert!(choice.solved, "the whole tree is searched");
    assert_eq!(choice.value, 50.0, "tic-tac-toe is a draw");
    eprintln!("gdl tictactoe solved in {} nodes, depth {}", choice.nodes, choice.depth);
}

#[test]
fn gdl_search_never_loses_tictactoe_to_random() {
    for seed in 0..6u64 {
        let searcher = Seat((seed % 2) as u8);
        let mut state = game(shipped("tictactoe.kif"));
        let mut ply = 0;
        while state.outcome().is_none() {
            let mv = if state.to_move() == searcher {
                state.choose("search", &Limits::default(), seed).expect("a move").0
            } else {
                random_move(&state, seed * 100 + ply).expect("a legal move")
            };
            state.apply(mv);
            ply += 1;
        }
        let outcome = state.outcome().expect("over");
        assert!(outcome.winner().is_none_or(|w| w == searcher), "seed {seed}: {}", outcome.reason());
    }
}

#[test]
fn gdl_puzzle_search_finds_the_shortest_solution() {
    let machine = rules(PUZZLE);
    let choice = puzzle(&machine, &Machine::initial(&machine), &Limits::default()).expect("no rules error");
    assert!(choice.solved);
    assert_eq!(choice.depth, 3, "three steps reach 5");
    // Played out, the player's moves solve it in three steps.
    let mut state = game(rules(PUZZLE));
    let mut steps = 0;
    while state.outcome().is_none() {
        state.apply(state.choose("search", &Limits::default(), 1).expect("a move").0);
        steps += 1;
    }
    assert_eq!(steps, 3);
    assert!(matches!(state.outcome(), Some(Outcome::Win { seat: Seat(0), .. })), "{:?}", state.outcome());
    // Too shallow a cap proves nothing.
    let capped = Limits { depth: Some(2), ..Limits::default() };
    assert!(!puzzle(&machine, &Machine::initial(&machine), &capped).expect("no error").solved);
}

#[test]
fn gdl_max_n_plays_three_roles_by_each_roles_interest() {
    let machine = rules(THREE);
    let choice = max_n(&machine, &Machine::initial(&machine), 0, &Limits::default()).expect("no rules error");
    assert_eq!(machine.move_term(&choice.mv).to_string(), "right", "b would answer left with y");
    assert!(choice.solved);
    assert_eq!(choice.value, 40.0);
    let state = game(rules(THREE));
    assert_eq!(state.choose("search", &Limits::default(), 1).expect("a move").0, state.parse_move("right").unwrap());
}

#[test]
fn gdl_decoupled_uct_picks_the_dominant_simultaneous_move() {
    let machine = rules(PENNIES);
    let start = Machine::initial(&machine);
    for seed in 1..4 {
        let p1 = uct(&machine, &start, 0, &Limits::nodes(400), seed).expect("no rules error");
        assert_eq!(machine.move_term(&p1.mv).to_string(), "heads", "seed {seed}");
        let p2 = uct(&machine, &start, 1, &Limits::nodes(400), seed).expect("no rules error");
        assert_eq!(machine.move_term(&p2.mv).to_string(), "tails", "seed {seed}: the best answer to heads");
    }
}

#[test]
fn gdl_uct_is_deterministic_with_a_seed_and_a_cap() {
    let machine = shipped("connect-four.kif");
    let a = uct(&machine, &Machine::initial(&machine), 0, &Limits::nodes(30), 7).expect("no error");
    let b = uct(&machine, &Machine::initial(&machine), 0, &Limits::nodes(30), 7).expect("no error");
    assert_eq!((a.mv, a.value, a.nodes), (b.mv, b.value, b.nodes));
}

#[test]
fn gdl_uct_wins_tictactoe_positions_a_move_from_winning() {
    // x has two in a row with the third cell free; o threatens nothing.
    let mut state = game(shipped("tictactoe.kif"));
    for mv in ["(mark 1 1)", "(mark 3 3)", "(mark 1 2)", "(mark 3 1)"] {
        play_text(&mut state, mv);
    }
    let (mv, _) = state.choose("uct", &Limits::nodes(300), 3).expect("a move");
    assert_eq!(state.move_text(mv), "(mark 1 3)");
}

/// The suite's own minimax plays a description as any game: with the goals as its evaluation
/// it takes the win a move away.
#[test]
fn gdl_minimax_takes_the_win_a_move_away() {
    let mut state = game(shipped("tictactoe.kif"));
    for mv in ["(mark 1 1)", "(mark 3 3)", "(mark 1 2)", "(mark 3 1)"] {
        play_text(&mut state, mv);
    }
    let player = AiPlayer::parse("minimax:d3", &GdlGame::<Gdl>::ai_kinds()).unwrap();
    let mv = state.decide(&player, &Think::default()).expect("a move");
    assert_eq!(state.move_text(mv), "(mark 1 3)");
}

#[test]
fn gdl_uct_blocks_a_threat_however_few_its_playouts() {
    // o has (3 1) and (3 3); x has no line to finish and must take (3 2).
    let mut state = game(shipped("tictactoe.kif"));
    for mv in ["(mark 1 2)", "(mark 3 1)", "(mark 2 3)", "(mark 3 3)"] {
        play_text(&mut state, mv);
    }
    for seed in 0..3 {
        let (mv, _) = state.choose("uct", &Limits::nodes(1), seed).expect("a move");
        assert_eq!(state.move_text(mv), "(mark 3 2)", "seed {seed}");
    }
}

#[test]
fn gdl_seat_skips_roles_without_a_choice() {
    let mut state = game(shipped("tictactoe.kif"));
    assert_eq!(state.seats(), 2);
    assert_eq!(state.seat_name(Seat(0)), "x");
    assert_eq!(state.to_move(), Seat(0));
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    assert_eq!(moves.len(), 9, "x's marks; o's noop is played for it");
    let steps = state.play(state.parse_move("(mark 2 2)").unwrap());
    assert_eq!(state.to_move(), Seat(1), "o chooses next");
    assert!(
        matches!(steps.as_slice(), [Step::Placed { piece, .. }] if *piece == stratagem::core::Text::plain("x")),
        "{steps:?}"
    );
    moves.clear();
    state.legal_moves(&mut moves);
    assert_eq!(moves.len(), 8);
    // Three roles, one never choosing: a, then b.
    let mut three = game(rules(THREE));
    assert_eq!(three.to_move(), Seat(0));
    play_text(&mut three, "left");
    assert_eq!(three.to_move(), Seat(1));
}

#[test]
fn gdl_seat_hides_simultaneous_choices_until_the_step_is_played() {
    let start = game(rules(PENNIES));
    assert!(start.simultaneous());
    let mut heads = start.clone();
    play_text(&mut heads, "heads");
    let mut tails = start.clone();
    play_text(&mut tails, "tails");
    for chose in [&heads, &tails] {
        assert_eq!(chose.to_move(), Seat(1), "p2 chooses before the step is played");
        assert_eq!(chose.pending(), 1);
        assert!(chose.outcome().is_none());
    }
    assert_ne!(heads.position_hash(), tails.position_hash());
    assert_eq!(
        heads.view_for(Seat(1)).position_hash(),
        tails.view_for(Seat(1)).position_hash(),
        "p2's view does not tell p1's choices apart"
    );
    assert_eq!(heads.view_for(Seat(0)).position_hash(), heads.position_hash(), "p1 sees its own choice");
    play_text(&mut tails, "tails");
    assert_eq!(tails.goals(), Some(&[0, 100][..]));
    assert_eq!(tails.outcome().and_then(|o| o.winner()), Some(Seat(1)));
    assert_eq!(tails.pending(), 0);
}

#[test]
fn gdl_move_text_and_parse_move_round_trip() {
    let mut state = game(shipped("connect-four.kif"));
    for _ in 0..2 {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        for &mv in &moves {
            assert_eq!(state.parse_move(&state.move_text(mv)), Ok(mv));
        }
        state.apply(moves[3]);
    }
    assert_eq!(state.parse_move("  (DROP   2 ) "), Ok(GdlMove(1)), "case and spaces do not matter");
    let error = state.parse_move("(drop 9)").unwrap_err();
    assert!(error.contains("not a legal move of red") && error.contains("(drop 1)"), "{error}");
}

#[test]
fn gdl_outcomes_follow_the_goals() {
    // x takes the top row: a win for x.
    let mut state = game(shipped("tictactoe.kif"));
    for mv in ["(mark 1 1)", "(mark 2 1)", "(mark 1 2)", "(mark 2 2)", "(mark 1 3)"] {
        play_text(&mut state, mv);
    }
    let outcome = state.outcome().expect("over");
    assert_eq!(outcome.winner(), Some(Seat(0)));
    assert_eq!(crate::util::english(outcome.reason()), "goals: x 100, o 0");
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    assert!(moves.is_empty());
    // A full board without a line: equal goals draw. x's last move is its only one, and x
    // still makes it, so it is seen and logged like the others.
    let mut draw = game(shipped("tictactoe.kif"));
    for mv in
        ["(mark 1 1)", "(mark 1 2)", "(mark 1 3)", "(mark 2 2)", "(mark 2 1)", "(mark 2 3)", "(mark 3 2)", "(mark 3 1)"]
    {
        play_text(&mut draw, mv);
    }
    assert!(draw.outcome().is_none());
    assert_eq!(draw.to_move(), Seat(0));
    assert_eq!(draw.move_texts(0), ["(mark 3 3)"]);
    play_text(&mut draw, "(mark 3 3)");
    assert!(matches!(draw.outcome(), Some(Outcome::Draw { .. })), "{:?}", draw.outcome());
    // Three roles are ranked by goal; equal goals share a place.
    let mut three = game(rules(THREE));
    play_text(&mut three, "left");
    play_text(&mut three, "y");
    match three.outcome() {
        Some(Outcome::Ranking { places, .. }) => assert_eq!(places, vec![3, 1, 1]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn gdl_a_rules_error_ends_the_game_with_its_reason() {
    // After the first step b has no legal move: the game ends, it does not panic.
    let text = "(role a) (role b) (init (s 0)) (legal a go) (legal a stay) (<= (legal b noop) (true (s 0)))
                (<= (next (s 1)) (does a go)) (<= (next (s 0)) (does a stay)) (<= terminal (true (s 2)))
                (goal a 50) (goal b 50)";
    let mut state = game(rules(text));
    play_text(&mut state, "go");
    let outcome = state.outcome().expect("ended");
    let reason = crate::util::english(outcome.reason());
    assert!(reason.contains("the rules failed") && reason.contains("no legal move"), "{outcome:?}");
    assert!(state.choose("uct", &Limits::nodes(10), 1).is_err());
    // A description whose start cannot be played is refused at once.
    let machine = rules("(role a) (init (s 0)) (<= terminal (true (s 1))) (goal a 0)");
    let roles = machine.role_names();
    assert!(GdlGame::new(Description { name: "x".into(), machine, roles, style: BoardStyle::default() }).is_err());
}

#[test]
fn gdl_board_reads_cells_and_their_style() {
    let state = game(shipped("connect-four.kif"));
    let board = state.board().expect("cells");
    assert_eq!(board.len(), 42);
    assert!(board.iter().all(|c| c.value.is_none()), "b is empty");
    // Row 1 is at the bottom: the bottom tile row has the largest y.
    let low = board.iter().find(|c| c.x == "1" && c.y == "1").expect("cell 1 1");
    assert_eq!(low.at, (1, 6));
    // A style naming another relation and argument order.
    let style = BoardStyle { relation: "at".into(), x: 1, y: 0, rows_up: false, ..BoardStyle::default() };
    let cells = board_of(&style, ["(at a 2 king)".to_string(), "(at b 1 b)".to_string()].into_iter()).expect("two");
    // Columns are numbers; rows are letters, numbered in order from 1; row 1 at the top.
    assert_eq!(cells[0].at, (2, 1));
    assert_eq!(cells[0].value.as_deref(), Some("king"));
    assert_eq!(cells[1].at, (1, 2));
    assert_eq!(cells[1].value, None, "b is empty");
}

#[test]
fn gdl_bad_board_style_names_its_file() {
    let dir = std::env::temp_dir().join(format!("stratagem-gdl-style-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let kif = dir.join("game.kif");
    std::fs::write(&kif, std::fs::read_to_string(shipped_path("tictactoe.kif")).unwrap()).unwrap();
    std::fs::write(dir.join("game.ron"), "(relation: \"cell\", colour: 3)").unwrap();
    let error = GdlPlay::load(&kif).err().expect("refused").to_string();
    assert!(error.contains("game.ron"), "{error}");
    std::fs::write(dir.join("game.ron"), "(relation: \"cell\", x: 1, y: 0, marks: {\"x\": (text: Some(\"✗\"))})")
        .unwrap();
    let state = GdlPlay::load(&kif).expect("a good style");
    assert_eq!(state.description().style.x, 1);
    std::fs::remove_dir_all(&dir).ok();
}

fn shipped_path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl").join(name)
}

#[test]
fn gdl_random_player_and_presets_work_through_the_suite() {
    let catalog = stratagem::games::catalog();
    let entry = catalog.get("gdl").expect("listed");
    let presets: Vec<String> = (entry.list_presets)().into_iter().flatten().map(|(id, _)| id).collect();
    assert!(presets.contains(&"connect-four".to_string()) && presets.contains(&"tictactoe".to_string()));
    let mut setup = entry.default_setup();
    setup.preset = "nim".into();
    let state = <GdlPlay as stratagem::session::PlayableGame>::start(&setup).expect("nim starts");
    let mv = stratagem::ai::decide_checked(&state, &AiPlayer::new(RANDOM), &Think::default()).expect("a move");
    assert!(state.why_illegal(mv.mv).is_none());
    setup.preset = "../x".into();
    assert!(<GdlPlay as stratagem::session::PlayableGame>::start(&setup).is_err());
    setup.preset = "missing".into();
    let error = <GdlPlay as stratagem::session::PlayableGame>::start(&setup).err().unwrap().to_string();
    assert!(error.contains("no such description") && error.contains("tictactoe"), "{error}");
}

#[test]
fn gdl_game_runs_in_the_headless_app_through_the_move_pipeline() {
    let mut setup = stratagem::games::catalog().default_setup("gdl").expect("gdl is in the catalog");
    setup.preset = "tictactoe".into();
    setup.seats[0] = Controller::Human;
    setup.seats[1] = Controller::Ai(AiPlayer::new(RANDOM));
    let mut app = headless_app(Some(setup));
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    app.update();
    let game = app.world().resource::<Match<GdlPlay>>();
    assert_eq!(game.state.seats(), 2);
    let mv = game.state.parse_move("(mark 2 2)").expect("legal");
    let request =
        MoveRequest::<GdlPlay> { game: game.id, revision: game.revision, seat: game.state.to_move(), mv, note: None };
    app.world_mut().write_message(request);
    let replied = run_until(&mut app, 5_000, |w| w.resource::<Match<GdlPlay>>().ply() >= 2);
    assert!(replied, "x's move was applied and o (random) answered");
    let game = app.world().resource::<Match<GdlPlay>>();
    assert_eq!(game.history[0].text, "(mark 2 2)");
    assert_eq!(game.history[1].seat, Seat(1));
    assert_eq!(
        app.world().resource::<MatchStatus>().seat_names,
        [stratagem::core::Text::plain("x"), stratagem::core::Text::plain("o")]
    );
}

#[test]
fn gdl_arena_and_moves_run_from_the_command_line() {
    let args = [
        "arena",
        "--game",
        "gdl",
        "--preset",
        "connect-four",
        "--first",
        "random",
        "--second",
        "random",
        "--games",
        "3",
    ];
    let (out, err, ok) = crate::cli::stratagem(&args);
    assert!(ok, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 3, "{out}");
    assert!(out.contains("random (seat 1)") && out.contains("random (seat 2)"), "{out}");
    let kif = shipped_path("tictactoe.kif");
    let (out, err, ok) =
        crate::cli::stratagem(&["moves", "--game", "gdl", "--position", kif.to_str().expect("a UTF-8 path")]);
    assert!(ok, "{err}");
    assert!(out.contains("(mark 1 1)") && out.contains("(mark 3 3)"), "{out}");
    let (_, err, ok) = crate::cli::stratagem(&["arena", "--game", "gdl", "--preset", "nope", "--first", "uct"]);
    assert!(!ok && err.contains("no such description"), "{err}");
}

/// UCT with 300 iterations a move against uniformly random moves, on the compiled engine:
/// 20 seeded games of connect four, 10 as each colour.
#[test]
fn gdl_uct_beats_random_at_connect_four() {
    use stratagem::gdl::{Engine, Kind};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl/connect-four.kif");
    let engine = Engine::load_with(&path, Kind::Compiled).expect("compiles");
    let mut wins = 0;
    for game in 0..20u64 {
        let uct_role = (game % 2) as usize;
        let mut rng = game.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut state = engine.initial();
        while !engine.is_terminal(&state).unwrap() {
            let mut joint = Vec::new();
            for role in 0..2 {
                let legal = engine.legal(&state, role).unwrap();
                joint.push(if role == uct_role {
                    uct(&engine, &state, role, &Limits::nodes(300), game).unwrap().mv
                } else {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    legal[(rng % legal.len() as u64) as usize]
                });
            }
            state = engine.next(&state, &joint).unwrap();
        }
        wins += (engine.goals(&state).unwrap()[uct_role] == 100) as u32;
    }
    eprintln!("UCT won {wins} of 20 connect-four games against random");
    assert!(wins >= 19, "UCT won {wins} of 20");
}

/// The GDL players keep a think-time limit as minimax does: within 5% plus a node (an
/// iteration for UCT) and an allowance for a busy machine. Measures, never sleeps;
/// `cargo test --test suite gdl_think_time -- --nocapture` prints the figures.
#[test]
fn gdl_think_time_limits_are_kept() {
    let limit = std::time::Duration::from_millis(120);
    for name in ["tictactoe.kif", "connect-four.kif", "tictactoe-3.kif"] {
        let machine = shipped(name);
        let start = Machine::initial(&machine);
        type Player = fn(&Gdl, &<Gdl as Machine>::State, &Limits) -> Result<(), String>;
        let players: [(&str, Player); 3] = [
            ("uct", |m, s, l| uct(m, s, 0, l, 1).map(|_| ())),
            ("search", |m, s, l| alpha_beta(m, s, 0, l).map(|_| ())),
            ("max-n", |m, s, l| max_n(m, s, 0, l).map(|_| ())),
        ];
        for (player, run) in players {
            if player == "search" && machine.role_names().len() != 2 {
                continue;
            }
            let started = std::time::Instant::now();
            run(&machine, &start, &Limits { time: Some(limit), ..Limits::default() }).expect("a move");
            let took = started.elapsed();
            let sampled = std::time::Instant::now();
            run(&machine, &start, &Limits::nodes(200)).expect("a move");
            let node = sampled.elapsed() / 200;
            println!(
                "{name:<18} {player:<7} limit {} ms, took {:>7.2} ms ({:+6.2}%), one node {:>6.1} µs",
                limit.as_millis(),
                took.as_secs_f64() * 1000.0,
                (took.as_secs_f64() / limit.as_secs_f64() - 1.0) * 100.0,
                node.as_secs_f64() * 1e6
            );
            // Twice the limit and a second: a loaded machine cannot miss it, a player that
            // ignores its clock does.
            let allowed = limit * 2 + node + std::time::Duration::from_secs(1);
            assert!(took <= allowed, "{name} {player}: took {took:?} for a {limit:?} limit (allowed {allowed:?})");
        }
    }
}
