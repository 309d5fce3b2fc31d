//! General game playing: the shipped GDL descriptions counted by perft against independent
//! figures, the GDL tic-tac-toe against the Rust one, and bad descriptions.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::path::Path;
use std::time::{Duration, Instant};
use stratagem::ai::htn::Budget;
use stratagem::ai::htn::Term;
use stratagem::core::{Game, Seat};
use stratagem::games::tictactoe::{Cell, TicTacToe};
use stratagem::gdl::compiled::Compiled;
use stratagem::gdl::ground::Limits;
use stratagem::gdl::{Engine, Gdl, Kind, Machine, PerftLine, Sequential, perft, perft_making};

fn shipped(name: &str) -> Gdl {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl").join(name);
    Gdl::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

fn lines<G: stratagem::gdl::PerftGame>(game: &G, depth: usize) -> Vec<PerftLine> {
    let mut out = Vec::new();
    perft(game, depth, |l| out.push(l.clone())).unwrap_or_else(|e| panic!("{e}"));
    out
}

/// Whole games of tic-tac-toe: 255,168, of which 131,184 first-player wins, 77,904
/// second-player wins and 46,080 draws; goals are 100 a win, 50 a draw, 0 a loss.
fn check_tictactoe(lines: &[PerftLine]) {
    let paths: Vec<u128> = lines.iter().take(5).map(|l| l.paths).collect();
    assert_eq!(paths, [9, 72, 504, 3_024, 15_120]);
    let games: u128 = lines.iter().map(|l| l.terminal).sum();
    assert_eq!(games, 255_168);
    let goal = |i: usize| lines.iter().map(|l| l.goals[i]).sum::<u128>();
    assert_eq!(goal(0), 100 * 131_184 + 50 * 46_080);
    assert_eq!(goal(1), 100 * 77_904 + 50 * 46_080);
    assert_eq!(lines[8].terminal, lines[8].paths, "every game is over after nine marks");
}

#[test]
fn tictactoe_perft_counts_every_game() {
    let started = Instant::now();
    let gdl = shipped("tictactoe.kif");
    assert_eq!(gdl.roles().iter().map(|r| r.to_string()).collect::<Vec<_>>(), ["x", "o"]);
    let counted = lines(&gdl, 9);
    check_tictactoe(&counted);
    assert_eq!(counted[2].states, 252, "3 marks: 9 choose 2 times 7 places for x's second");
    eprintln!("gdl tic-tac-toe perft 9: {:?}", started.elapsed());
}

#[test]
fn the_rust_tictactoe_gives_the_same_perft() {
    check_tictactoe(&lines(&Sequential(TicTacToe::default()), 9));
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn connect_four_perft_to_depth_six() {
    let started = Instant::now();
    let counted = lines(&shipped("connect-four.kif"), 6);
    let paths: Vec<u128> = counted.iter().map(|l| l.paths).collect();
    assert_eq!(paths, [7, 49, 343, 2_401, 16_807, 117_649]);
    assert!(counted.iter().all(|l| l.terminal == 0), "no four in a row before the seventh disc");
    eprintln!("gdl connect four perft 6: {:?}", started.elapsed());
}

#[test]
fn nim_opens_with_twelve_moves_and_ends_in_a_win() {
    let counted = lines(&shipped("nim.kif"), 13);
    assert_eq!(counted[0].paths, 3 + 4 + 5);
    assert_eq!(counted.last().map(|l| l.paths), Some(0), "the 12 counters are gone within 12 moves");
    for l in &counted {
        assert_eq!(l.goals[0] + l.goals[1], 100 * l.terminal, "one winner per game: {l}");
    }
}

/// A small deterministic generator for the random games.
struct Rng(u64);

/// A playout's choices from a seed.
fn picks(seed: u64) -> impl FnMut(usize) -> usize {
    let mut rng = Rng::seeded(seed);
    move |n| rng.below(n)
}

impl Rng {
    fn seeded(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn gdl_and_rust_tictactoe_agree_on_random_games() {
    let gdl = shipped("tictactoe.kif");
    for seed in 1..=60u64 {
        let mut rng = Rng::seeded(seed);
        let mut rust = TicTacToe::default();
        let mut facts = gdl.initial().clone();
        loop {
            let at = gdl.at(&facts);
            let over = at.terminal().unwrap();
            assert_eq!(over, rust.outcome().is_some(), "seed {seed}: {rust:?}");
            if over {
                let goals = at.goals().unwrap();
                assert_eq!(goals, [rust.goal(Seat(0)).unwrap(), rust.goal(Seat(1)).unwrap()], "seed {seed}");
                break;
            }
            let mover = rust.to_move().index();
            let mut moves = Vec::new();
            rust.legal_moves(&mut moves);
            let mut wanted: Vec<String> =
                moves.iter().map(|c| format!("mark({},{})", c.row() + 1, c.col() + 1)).collect();
            wanted.sort();
            let legal: Vec<String> = at.legal(mover).unwrap().iter().map(|m| m.to_string()).collect();
            assert_eq!(legal, wanted, "seed {seed}: {rust:?}");
            let idle: Vec<String> = at.legal(1 - mover).unwrap().iter().map(|m| m.to_string()).collect();
            assert_eq!(idle, ["noop"]);
            let pick: Cell = moves[rng.below(moves.len())];
            let mut joint = at.joint_moves().unwrap();
            let text = format!("mark({},{})", pick.row() + 1, pick.col() + 1);
            joint.retain(|j| j[mover].to_string() == text);
            assert_eq!(joint.len(), 1);
            facts = at.next(&joint[0]).unwrap();
            rust.apply(pick);
        }
    }
}

fn error(text: &str) -> String {
    match Gdl::parse("bad.kif", text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_descriptions_say_what_and_where() {
    assert_eq!(error("(role x)\n(init (cell 1)"), "bad.kif: '(' never closed (2:1)");
    assert_eq!(error("(role x))"), "bad.kif: ')' without its '(' (1:9)");
    assert_eq!(error("(role x)\n  (init #)"), "bad.kif: unexpected character '#' (2:9)");
    assert_eq!(error("(role ?)"), "bad.kif: a variable needs a name after '?' (1:7)");
    let unsafe_head = error("(role x)\n(<= (legal x ?m) (true (cell ?c)))");
    assert!(unsafe_head.starts_with("bad.kif: unsafe rule: ?m in the head"), "{unsafe_head}");
    assert!(unsafe_head.ends_with("(2:1)"), "{unsafe_head}");
    // A negation of a negation cannot be read as "there is none" (see gdl_cleaner.rs).
    let unsafe_not = error("(role x)\n(<= (p ?a) (q ?a)\n  (not (not (r ?b))))");
    assert_eq!(unsafe_not, "bad.kif: unsafe rule: ?b in a negation or distinct is in no positive literal (3:3)");
    let unsafe_distinct = error("(role x)\n(<= p (q ?a) (distinct ?a ?z))");
    assert!(unsafe_distinct.contains("?z in a negation or distinct"), "{unsafe_distinct}");
    assert!(error("(role x) (cell ?x)").contains("?x in a fact"));
    assert!(error("(<= (true a) b)").contains("'true' is GDL's own"));
    assert!(error("(role x) (<= p (not a b))").contains("not takes one literal"));
    assert!(error("(init (cell 1))").contains("no roles"));
    let deep = format!("(role x) {}{}", "(f ".repeat(100_000), ")".repeat(100_000));
    assert!(error(&deep).contains("nesting deeper than"));
}

#[test]
fn keywords_and_symbols_are_case_insensitive_and_numbers_are_symbols() {
    let text = "; a comment\n(ROLE Player) (Init (Count 0)) (succ 0 1) (succ 1 2)\n\
                (<= (LEGAL ?P go) (role ?p)) (<= (next (count ?N)) (TRUE (count ?m)) (succ ?m ?n))\n\
                (<= terminal (true (count 2))) (<= (goal ?p 100) (role ?p))";
    let gdl = Gdl::parse("case.kif", text).unwrap_or_else(|e| panic!("{e}"));
    let counted = lines(&gdl, 3);
    assert_eq!(counted.iter().map(|l| (l.paths, l.terminal)).collect::<Vec<_>>(), [(1, 0), (1, 1), (0, 0)]);
    assert_eq!(counted[1].goals, [100]);
}

#[test]
fn rules_that_loop_or_explode_stop_with_an_error() {
    let looping = "(role x) (init s) (legal x go) (<= (next s) (true s))\n\
                   (<= terminal (p a)) (<= (p ?x) (p ?x))";
    let gdl = Gdl::parse("loop.kif", looping).unwrap();
    let e = perft(&gdl, 3, |_| {}).unwrap_err();
    assert!(e.starts_with("loop.kif: ") && e.contains("deeper than"), "{e}");
    let exploding = "(role x) (init s) (legal x go) (<= (next s) (true s)) (n 1) (n 2) (n 3) (n 4)\n\
                     (<= terminal (n ?a) (n ?b) (n ?c) (n ?d) (n ?e) (n ?f) (n ?g) (n ?h) (n ?i) (n ?j) (n ?k)\n\
                     (distinct ?a ?a))";
    let mut gdl = Gdl::parse("boom.kif", exploding).unwrap();
    // The step budget stops it, whatever the machine's speed: the time budget is out of reach.
    gdl.budget = Budget { steps: 200_000, time: Duration::from_secs(3600) };
    let e = perft(&gdl, 3, |_| {}).unwrap_err();
    assert!(e.contains("step budget 200000 exhausted"), "{e}");
    let crowded = format!(
        "{} (n 1) (n 2) (n 3) (n 4) (n 5) (n 6) (n 7) (n 8) (n 9) (n 10) (init s) (<= (legal ?r ?n) (role ?r) (n ?n))",
        (1..=8).map(|i| format!("(role r{i})")).collect::<String>()
    );
    let crowd = Gdl::parse("crowd.kif", &crowded).unwrap();
    let e = perft(&crowd, 2, |_| {}).unwrap_err();
    assert!(e.contains("joint moves in one state"), "{e}");
    // Counted, not made, where it is the last depth.
    let mut last = Vec::new();
    perft(&crowd, 1, |l| last.push(l.clone())).unwrap();
    assert_eq!((last[0].paths, last[0].bulk), (100_000_000, true));
}

#[test]
fn random_descriptions_never_panic() {
    let words = prop::sample::select(vec![
        "(", "(", ")", ")", "<=", "role", "init", "true", "does", "legal", "next", "goal", "terminal", "not",
        "distinct", "or", "?x", "?y", "a", "b", "1", "100", "x", "\n", ";", "base", "input",
    ]);
    let strategy = prop::collection::vec(words, 0..60).prop_map(|w| w.join(" "));
    let config = Config { cases: 400, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    runner
        .run(&strategy, |text| {
            if let Ok(mut gdl) = Gdl::parse("random.kif", &text) {
                gdl.budget = Budget { steps: 20_000, time: Duration::from_secs(2) };
                let _ = perft(&gdl, 3, |_| {});
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn base_input_and_or_are_read() {
    let text = "(role r) (base (lit on)) (base (lit off)) (input r flip) (input r wait)\n\
                (init (lit off)) (<= (legal r ?m) (input r ?m))\n\
                (<= (next (lit on)) (or (and-not-used) (does r flip)) (true (lit off)))\n\
                (<= (next (lit on)) (does r wait) (true (lit on))) (<= (next (lit off)) (does r wait) (true (lit off)))\n\
                (<= (next (lit off)) (or (does r flip) (does r wait)) (true (lit on)) (not (does r wait)))\n\
                (<= terminal (true (lit on))) (<= (goal r 100) (true (lit on))) (<= (goal r 0) (true (lit off)))";
    let gdl = Gdl::parse("lamp.kif", text).unwrap_or_else(|e| panic!("{e}"));
    let at = gdl.at(gdl.initial());
    let moves: Vec<String> = at.legal(0).unwrap().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["flip", "wait"]);
    let counted = lines(&gdl, 2);
    assert_eq!((counted[0].paths, counted[0].states, counted[0].terminal), (2, 2, 1));
    assert_eq!(counted[0].goals, [100]);
    assert_eq!((counted[1].paths, counted[1].terminal), (2, 1), "off stays off on wait: {}", counted[1]);
}

#[test]
fn the_perft_command_counts_descriptions_and_suite_games() {
    use std::process::Command;
    let root = env!("CARGO_MANIFEST_DIR");
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_stratagem")).args(args).output().expect("runs");
    let rules = format!("{root}/assets/gdl/tictactoe.kif");
    // The form names the game; the description alone says as much.
    for args in [
        &["perft", "--game", "gdl", "--rules", &rules, "--depth", "2"][..],
        &["perft", "--rules", &rules, "--depth", "2"],
    ] {
        let out = run(args);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success());
        assert!(text.starts_with(
            "depth 1: 9 paths, 9 states, 0 terminal, goals 0 0\ndepth 2: 72 paths, 72 states, 0 terminal, goals 0 0\n"
        ));
    }
    let out = run(&["perft", "--game", "kings", "--rules", &rules, "--depth", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--rules is a GDL description: --game gdl"));
    let dir = std::env::temp_dir().join(format!("stratagem-gdl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let position = dir.join("almost.txt");
    std::fs::write(&position, "XX. / OO. / ... x").unwrap();
    let out = run(&["perft", "--game", "tictactoe", "--position", position.to_str().unwrap(), "--depth", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("depth 1: 5 paths, 5 states, 1 terminal, goals 100 0\n"), "{text}");
    let bad = dir.join("bad.kif");
    std::fs::write(&bad, "(role x)\n(<= (legal x ?m)").unwrap();
    let out = run(&["perft", "--rules", bad.to_str().unwrap(), "--depth", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("bad.kif: '(' never closed (2:1)"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

const SHIPPED: [&str; 6] =
    ["tictactoe.kif", "connect-four.kif", "nim.kif", "hanoi.kif", "tictactoe-3.kif", "rock-paper-scissors.kif"];

fn engine(name: &str, kind: Kind) -> Engine {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl").join(name);
    Engine::load_with(&path, kind).unwrap_or_else(|e| panic!("{e}"))
}

fn texts(terms: Vec<Term>) -> Vec<String> {
    terms.iter().map(Term::to_string).collect()
}

#[test]
fn the_compiled_engine_agrees_with_the_resolver_on_random_playouts() {
    for name in SHIPPED {
        let fast = engine(name, Kind::Compiled);
        let slow = shipped(name);
        assert_eq!(fast.kind(), "compiled", "{name}");
        assert_eq!(fast.role_names(), slow.role_names(), "{name}");
        let roles = slow.roles().len();
        for seed in 1..=25u64 {
            let mut rng = Rng::seeded(seed);
            let (mut f, mut s) = (fast.initial(), Machine::initial(&slow));
            loop {
                assert_eq!(texts(fast.facts(&f)), texts(slow.facts(&s)), "{name} seed {seed}");
                let over = slow.is_terminal(&s).unwrap();
                assert_eq!(fast.is_terminal(&f).unwrap(), over, "{name} seed {seed}");
                if over {
                    assert_eq!(fast.goals(&f).unwrap(), slow.goals(&s).unwrap(), "{name} seed {seed}");
                    break;
                }
                let mut joint_fast = Vec::new();
                let mut joint_slow = Vec::new();
                for role in 0..roles {
                    let moves_fast = fast.legal(&f, role).unwrap();
                    let moves_slow = slow.legal(&s, role).unwrap();
                    let shown: Vec<Term> = moves_fast.iter().map(|m| fast.move_term(m)).collect();
                    assert_eq!(texts(shown), texts(moves_slow.clone()), "{name} seed {seed} role {role}");
                    let pick = rng.below(moves_slow.len());
                    joint_fast.push(moves_fast[pick]);
                    joint_slow.push(moves_slow[pick].clone());
                }
                f = fast.next(&f, &joint_fast).unwrap();
                s = slow.next(&s, &joint_slow).unwrap();
            }
        }
    }
}

#[test]
fn the_compiled_playout_plays_the_same_games_as_step_by_step_play() {
    for name in SHIPPED {
        let fast = engine(name, Kind::Compiled);
        let slow = shipped(name);
        for seed in 1..=25u64 {
            let goals = fast.playout(&fast.initial(), 1000, &mut picks(seed)).unwrap();
            let reference = slow.playout(&Machine::initial(&slow), 1000, &mut picks(seed)).unwrap();
            assert!(goals.is_some(), "{name} seed {seed} ends");
            assert_eq!(goals, reference, "{name} seed {seed}");
        }
    }
}

#[test]
fn the_compiled_engine_gives_the_independent_perft_counts() {
    let started = Instant::now();
    check_tictactoe(&lines(&engine("tictactoe.kif", Kind::Compiled), 9));
    let counted = lines(&engine("connect-four.kif", Kind::Compiled), 6);
    let paths: Vec<u128> = counted.iter().map(|l| l.paths).collect();
    assert_eq!(paths, [7, 49, 343, 2_401, 16_807, 117_649]);
    assert_eq!(lines(&engine("nim.kif", Kind::Compiled), 13), lines(&shipped("nim.kif"), 13));
    eprintln!("compiled tic-tac-toe 9, connect four 6 and nim 13: {:?}", started.elapsed());
}

#[test]
fn hanoi_has_one_shortest_solution_in_seven_moves() {
    let counted = lines(&engine("hanoi.kif", Kind::Compiled), 7);
    // The smallest disc goes to b or c; then it moves on (two ways) or disc 2 moves (one).
    assert_eq!((counted[0].paths, counted[1].paths), (2, 6));
    assert!(counted[..6].iter().all(|l| l.terminal == 0), "fewer than 7 moves cannot solve it");
    assert_eq!((counted[6].terminal, counted[6].goals[0]), (1, 100), "2^3 - 1 moves, one way");
    assert_eq!(counted[6].states, 27, "3^3 placements of the discs, all reached by 7 moves");
}

#[test]
fn three_player_tictactoe_has_no_line_before_x_marks_thrice() {
    let counted = lines(&engine("tictactoe-3.kif", Kind::Compiled), 5);
    let paths: Vec<u128> = counted.iter().map(|l| l.paths).collect();
    assert_eq!(paths, [16, 16 * 15, 16 * 15 * 14, 16 * 15 * 14 * 13, 16 * 15 * 14 * 13 * 12]);
    assert!(counted.iter().all(|l| l.terminal == 0));
    assert_eq!(counted[2].states, 16 * 15 * 14, "three different marks: every order a new board");
}

#[test]
fn rock_paper_scissors_ends_after_three_rounds() {
    let counted = lines(&engine("rock-paper-scissors.kif", Kind::Compiled), 4);
    let paths: Vec<u128> = counted.iter().map(|l| l.paths).collect();
    assert_eq!(paths, [9, 81, 729, 0]);
    assert_eq!(counted[2].terminal, 729);
    // Of the 27 win/loss/tie sequences, 10 give left more wins and 7 as many; each comes
    // from 3^3 joint moves. The game is symmetric, so right scores the same.
    assert_eq!(counted[2].goals, [27 * (10 * 100 + 7 * 50), 27 * (10 * 100 + 7 * 50)]);
}

fn engine_error(text: &str) -> String {
    match Engine::parse("bad.kif", text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e.to_string(),
    }
}

const LAMP: &str = "(role r) (init off) (legal r flip) (<= (next on) (true off)) (<= terminal (true on))\n";

#[test]
fn the_engine_checks_gdls_restrictions() {
    let e = engine_error(&format!("{LAMP}(goal r 100)\n(<= p (q a))\n(<= (q ?x) (role ?x) (not p))"));
    assert_eq!(e, "bad.kif: unstratified negation: q depends on its own negation through (not p) (4:1)");
    let e = engine_error("(role r) (init off) (<= (legal r flip) (does r flip)) (goal r 0)");
    assert_eq!(e, "bad.kif: does in a rule that legal depends on: GDL allows it only for next (1:21)");
    let e = engine_error(&format!("{LAMP}(<= (goal r 100) (ok r))\n(<= (ok ?p) (does ?p flip))"));
    assert!(e.contains("does in a rule that goal depends on") && e.ends_with("(3:1)"), "{e}");
    let e = engine_error(&format!("(role s) {LAMP}(goal r 100)"));
    assert_eq!(e, "bad.kif: role s has no goal in any state");
}

#[test]
fn the_engine_reports_broken_states_as_errors() {
    // r has a goal only while off, but the lamp ends on.
    let lamp = Engine::parse("lamp.kif", &format!("{LAMP}(<= (goal r 0) (true off))")).unwrap();
    let on = lamp.next(&lamp.initial(), &lamp.legal(&lamp.initial(), 0).unwrap()).unwrap();
    assert!(lamp.is_terminal(&on).unwrap());
    assert_eq!(lamp.goals(&on).unwrap_err(), "lamp.kif: role r has no goal in this state");
    // s can move only while off, and the game goes on when on.
    let stuck = "(role r) (init off) (legal r flip) (<= (next on) (true off)) (<= (next on) (true on))\n\
                 (<= (legal s wait) (true off)) (role s) (goal r 0) (goal s 0) (<= terminal (true never))";
    let stuck = Engine::parse("stuck.kif", stuck).unwrap();
    let joint: Vec<u32> = (0..2).map(|r| stuck.legal(&stuck.initial(), r).unwrap()[0]).collect();
    let on = stuck.next(&stuck.initial(), &joint).unwrap();
    assert_eq!(stuck.legal(&on, 1).unwrap_err(), "stuck.kif: role s has no legal move in a state that is not terminal");
    assert!(perft(&stuck, 3, |_| {}).is_err());
}

#[test]
fn grounding_that_explodes_stops_with_an_error() {
    // Asked with nothing bound: grounding `p` on demand (the second try) would not stop it.
    let nested = format!("{LAMP}(goal r 0) (p a) (<= (p (f ?x)) (p ?x)) (<= terminal (p ?any))");
    let e = Engine::parse_with("nested.kif", &nested, Kind::Compiled).err().unwrap().to_string();
    assert!(e.starts_with("nested.kif: terms nested deeper than"), "{e}");
    assert_eq!(Engine::parse("nested.kif", &nested).unwrap().kind(), "resolver", "the resolver still runs it");
    let numbers: String = (0..40).map(|i| format!("(n {i}) ")).collect();
    // Asked by the goal with nothing bound, so grounding it on demand (the second try) does
    // not make it smaller.
    let wide = format!(
        "{LAMP}(<= (goal r 0) (w ?a ?b ?c ?d ?e)) {numbers}(<= (w ?a ?b ?c ?d ?e) (n ?a) (n ?b) (n ?c) (n ?d) (n ?e))"
    );
    let e = Engine::parse_with("wide.kif", &wide, Kind::Compiled).err().unwrap().to_string();
    assert!(e.starts_with("wide.kif: more than") || e.contains("grounding took more than"), "{e}");
}

#[test]
fn random_descriptions_never_panic_the_compiled_engine() {
    let words = prop::sample::select(vec![
        "(", "(", ")", ")", "<=", "role", "init", "true", "does", "legal", "next", "goal", "terminal", "not",
        "distinct", "or", "?x", "?y", "a", "b", "1", "100", "x", "\n", "(f", "p",
    ]);
    let strategy = prop::collection::vec(words, 0..60).prop_map(|w| w.join(" "));
    let config = Config { cases: 400, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    runner
        .run(&strategy, |text| {
            if let Ok(compiled) = Engine::parse_with("random.kif", &text, Kind::Compiled) {
                let _ = perft(&compiled, 3, |_| {});
                let _ = compiled.playout(&compiled.initial(), 20, &mut |n| n / 2);
            }
            Ok(())
        })
        .unwrap();
}

/// Two players light cells in turn, six cells; whoever links cell 1 to the cell `terminal`
/// names wins. `reach` is recursive: along a chain its ground rules form no loop, so the
/// network runs them; around a ring they do, and each step is evaluated whole.
const LIGHTS: &str = "(role a) (role b) (init (control a))
    (cell 1) (cell 2) (cell 3) (cell 4) (cell 5) (cell 6)
    (<= (legal ?p (light ?n)) (true (control ?p)) (cell ?n) (not (true (on ?n))))
    (<= (legal ?p noop) (role ?p) (not (true (control ?p))))
    (<= (next (on ?n)) (does ?p (light ?n)))
    (<= (next (on ?n)) (true (on ?n)))
    (<= (next (control b)) (true (control a)))
    (<= (next (control a)) (true (control b)))
    (<= (reach 1) (true (on 1)))
    (<= (goal ?p 0) (true (control ?p)))
    (<= (goal ?p 100) (role ?p) (not (true (control ?p))))";

fn chain() -> String {
    format!(
        "{LIGHTS} (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6)
        (<= (reach ?n) (succ ?m ?n) (true (on ?n)) (reach ?m)) (<= terminal (reach 6))"
    )
}

/// Breakthrough on four by four: every move's legal rules ask whose turn it is, which the
/// network takes out of them (its gate), and the pass has two rules with nothing in common.
const PAWNS: &str = "(role white) (role black) (init (control white)) (init (step 0))
    (init (cell 1 1 white)) (init (cell 2 1 white)) (init (cell 3 1 white)) (init (cell 4 1 white))
    (init (cell 1 4 black)) (init (cell 2 4 black)) (init (cell 3 4 black)) (init (cell 4 4 black))
    (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6) (succ 6 7) (succ 7 8)
    (succ 8 9) (succ 9 10) (succ 10 11) (succ 11 12) (succ 12 13) (succ 13 14)
    (col 1) (col 2) (col 3) (col 4) (opponent white black) (opponent black white)
    (<= (forward white ?a ?b) (succ ?a ?b) (col ?b)) (<= (forward black ?a ?b) (succ ?b ?a) (col ?a))
    (<= (side ?a ?b) (succ ?a ?b) (col ?b)) (<= (side ?a ?b) (succ ?b ?a) (col ?a))
    (<= (empty ?x ?y) (col ?x) (col ?y) (not (true (cell ?x ?y white))) (not (true (cell ?x ?y black))))
    (<= (legal ?r (move ?x ?a ?x ?b))
        (true (control ?r)) (true (cell ?x ?a ?r)) (forward ?r ?a ?b) (empty ?x ?b))
    (<= (legal ?r (move ?x ?a ?z ?b))
        (true (control ?r)) (true (cell ?x ?a ?r)) (forward ?r ?a ?b) (side ?x ?z)
        (not (true (cell ?z ?b ?r))))
    (<= (legal ?r noop) (opponent ?r ?o) (true (control ?o)))
    (<= (legal ?r noop) (true (step ?n)) (true (control ?r)) (not (true (cell 1 1 ?r))))
    (<= (touched ?x ?y) (does ?r (move ?x ?y ?z ?b)))
    (<= (touched ?x ?y) (does ?r (move ?a ?b ?x ?y)))
    (<= (next (cell ?x ?y ?r)) (does ?r (move ?a ?b ?x ?y)))
    (<= (next (cell ?x ?y ?p)) (true (cell ?x ?y ?p)) (not (touched ?x ?y)))
    (<= (next (control ?o)) (true (control ?r)) (opponent ?r ?o))
    (<= (next (step ?m)) (true (step ?n)) (succ ?n ?m))
    (<= (through white) (true (cell ?x 4 white))) (<= (through black) (true (cell ?x 1 black)))
    (<= (stuck ?r) (true (control ?r)) (true (cell 1 1 ?r)) (not (moves ?r)))
    (<= (moves ?r) (true (cell ?x ?a ?r)) (forward ?r ?a ?b) (empty ?x ?b))
    (<= (moves ?r) (true (cell ?x ?a ?r)) (forward ?r ?a ?b) (side ?x ?z) (opponent ?r ?o)
        (true (cell ?z ?b ?o)))
    (<= terminal (through ?r)) (<= terminal (true (step 14))) (<= terminal (stuck ?r))
    (<= (goal ?r 100) (through ?r)) (<= (goal ?r 0) (opponent ?r ?o) (through ?o))
    (<= (goal ?r 50) (role ?r) (not (through white)) (not (through black)))";

/// Cells linked both ways: the resolver cannot follow `reach` round the loop.
fn ring() -> String {
    format!(
        "{LIGHTS} (init (on 1)) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6) (succ 6 1)
        (<= (beside ?m ?n) (succ ?m ?n)) (<= (beside ?m ?n) (succ ?n ?m))
        (<= (reach ?n) (beside ?m ?n) (true (on ?n)) (reach ?m)) (<= terminal (reach 4))"
    )
}

#[test]
fn playouts_from_any_state_agree_with_the_resolver_with_and_without_the_state_memory() {
    let mut descriptions: Vec<(String, String)> = SHIPPED
        .iter()
        .map(|n| {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl").join(n);
            (n.to_string(), std::fs::read_to_string(path).unwrap())
        })
        .collect();
    descriptions.push(("chain.kif".into(), chain()));
    descriptions.push(("pawns.kif".into(), PAWNS.into()));
    for (name, text) in &descriptions {
        let slow = Engine::parse_with(name, text, Kind::Resolver).unwrap();
        let fast = Engine::parse_with(name, text, Kind::Compiled).unwrap();
        assert_eq!(fast.kind(), "compiled", "{name}");
        let mut forgetful = Engine::parse_with(name, text, Kind::Compiled).unwrap();
        if let Engine::Compiled(c) = &mut forgetful {
            c.set_state_memory(false);
        }
        let roles = slow.role_names().len();
        for seed in 1..=20u64 {
            // A few random steps from the start, the same in all three.
            let mut rng = Rng::seeded(seed ^ 0x2545_F491_4F6C_DD1D);
            let mut states = [slow.initial(), fast.initial(), forgetful.initial()];
            for _ in 0..seed % 7 {
                if slow.is_terminal(&states[0]).unwrap() {
                    break;
                }
                let picks: Vec<usize> =
                    (0..roles).map(|r| rng.below(slow.legal(&states[0], r).unwrap().len())).collect();
                for (machine, state) in [&slow, &fast, &forgetful].into_iter().zip(states.iter_mut()) {
                    let joint: Vec<_> =
                        picks.iter().enumerate().map(|(r, &i)| machine.legal(state, r).unwrap()[i]).collect();
                    *state = machine.next(state, &joint).unwrap();
                }
            }
            // Playouts from there, one machine after another on this thread.
            let results: Vec<_> = [&slow, &fast, &forgetful]
                .into_iter()
                .zip(&states)
                .map(|(machine, state)| machine.playout(state, 1000, &mut picks(seed)).unwrap())
                .collect();
            assert!(results[0].is_some(), "{name} seed {seed} ends");
            assert_eq!(results[1], results[0], "{name} seed {seed}, with the state memory");
            assert_eq!(results[2], results[0], "{name} seed {seed}, without it");
        }
    }
}

/// An engine played one step at a time, through the trait's own playout.
struct Stepwise(Engine);

impl Machine for Stepwise {
    type State = <Engine as Machine>::State;
    type Move = <Engine as Machine>::Move;
    fn role_names(&self) -> Vec<String> {
        self.0.role_names()
    }
    fn initial(&self) -> Self::State {
        self.0.initial()
    }
    fn is_terminal(&self, state: &Self::State) -> Result<bool, String> {
        self.0.is_terminal(state)
    }
    fn legal(&self, state: &Self::State, role: usize) -> Result<Vec<Self::Move>, String> {
        self.0.legal(state, role)
    }
    fn next(&self, state: &Self::State, joint: &[Self::Move]) -> Result<Self::State, String> {
        self.0.next(state, joint)
    }
    fn goals(&self, state: &Self::State) -> Result<Vec<u32>, String> {
        self.0.goals(state)
    }
    fn move_term(&self, mv: &Self::Move) -> Term {
        self.0.move_term(mv)
    }
    fn facts(&self, state: &Self::State) -> Vec<Term> {
        self.0.facts(state)
    }
}

#[test]
fn a_description_whose_rules_loop_plays_out_as_step_by_step() {
    let ring = Engine::parse_with("ring.kif", &ring(), Kind::Compiled).unwrap();
    assert_eq!(ring.kind(), "compiled");
    let stepwise = Stepwise(Engine::parse_with("ring.kif", &self::ring(), Kind::Compiled).unwrap());
    for seed in 1..=30u64 {
        let fast = ring.playout(&ring.initial(), 100, &mut picks(seed));
        let slow = stepwise.playout(&stepwise.initial(), 100, &mut picks(seed));
        assert_eq!(fast, slow, "seed {seed}");
        assert!(fast.unwrap().is_some(), "seed {seed} ends");
    }
}

/// Lights on a ring of `size` cells, the end at `target`, and a step counter beside them (its
/// rules ask whose turn it is, so they are rules and not copies): the end is a small part of
/// the state's rules and is asked top-down, and `reach` round the loop is a cycle of atoms.
fn counted_ring(size: usize, target: usize) -> String {
    let cells: String = (1..=size).map(|n| format!("(cell {n}) (succ {n} {})", n % size + 1)).collect();
    let count: String = (0..80).map(|n| format!("(count {n} {})", n + 1)).collect();
    format!(
        "(role a) (role b) (init (control a)) (init (on 1)) (init (step 0)) {cells} {count}
        (<= (legal ?p (light ?n)) (true (control ?p)) (cell ?n) (not (true (on ?n))))
        (<= (legal ?p noop) (role ?p) (not (true (control ?p))))
        (<= (next (on ?n)) (does ?p (light ?n))) (<= (next (on ?n)) (true (on ?n)))
        (<= (next (control b)) (true (control a))) (<= (next (control a)) (true (control b)))
        (<= (next (step ?m)) (true (step ?n)) (count ?n ?m) (true (control ?p)))
        (<= (beside ?m ?n) (succ ?m ?n)) (<= (beside ?m ?n) (succ ?n ?m))
        (<= (reach 1) (true (on 1))) (<= (reach ?n) (beside ?m ?n) (true (on ?n)) (reach ?m))
        (<= terminal (reach {target}))
        (<= (goal ?p 0) (true (control ?p))) (<= (goal ?p 100) (role ?p) (not (true (control ?p))))"
    )
}

/// Cells past the far side of the ring from cell 1 are found before the cells that lead to
/// them the long way round, so reaching them so takes more than one pass over the cycle.
#[test]
fn an_end_whose_rules_loop_is_asked_top_down_and_agrees_with_a_walk_round_the_ring() {
    for (size, target) in [(6, 4), (6, 5), (12, 11)] {
        let ring = Engine::parse_with("counted-ring.kif", &counted_ring(size, target), Kind::Compiled).unwrap();
        assert_eq!(ring.kind(), "compiled");
        for seed in 1..=60u64 {
            let mut rng = Rng::seeded(seed);
            let (mut state, mut lit) = (ring.initial(), vec![1usize]);
            loop {
                // The target is reached when lit cells join it to cell 1, one way round or the other.
                let reach = |step: &dyn Fn(usize) -> usize| {
                    let mut n = 1;
                    while n != target && lit.contains(&step(n)) {
                        n = step(n);
                    }
                    n == target
                };
                let reached = reach(&|n| n % size + 1) || reach(&|n| (n + size - 2) % size + 1);
                assert_eq!(
                    ring.is_terminal(&state).unwrap(),
                    reached,
                    "ring {size} to {target}, seed {seed}, lit {lit:?}"
                );
                // Asked again once the whole state is worked out bottom-up for its moves.
                let moves = ring.legal(&state, 0).unwrap();
                assert_eq!(
                    ring.is_terminal(&state).unwrap(),
                    reached,
                    "ring {size} to {target}, seed {seed}, lit {lit:?}, whole"
                );
                if reached {
                    break;
                }
                let other = ring.legal(&state, 1).unwrap();
                let joint = [moves[rng.below(moves.len())], other[rng.below(other.len())]];
                state = ring.next(&state, &joint).unwrap();
                let facts: Vec<String> = ring.facts(&state).iter().map(|f| f.to_string()).collect();
                lit = (1..=size).filter(|n| facts.contains(&format!("on({n})"))).collect();
            }
        }
    }
}

/// Perft through the compiled engine's own successors (a state's values made once for all its
/// joint moves, what a joint move made taken back after it) counts what one joint move at a
/// time counts, on a description with a network and on one whose rules recurse.
#[test]
fn perft_on_the_engines_successors_agrees_with_one_joint_move_at_a_time() {
    for (name, text, depth) in [("pawns.kif", PAWNS.to_string(), 4), ("ring.kif", counted_ring(12, 11), 4)] {
        let fast = Engine::parse_with(name, &text, Kind::Compiled).unwrap();
        let slow = Stepwise(Engine::parse_with(name, &text, Kind::Compiled).unwrap());
        let counted = lines(&fast, depth);
        assert!(counted.last().unwrap().paths > 1000, "{name}: {}", counted.last().unwrap());
        assert_eq!(counted, lines(&slow, depth), "{name}");
    }
}

/// `lit` holds either way `on` is, by one rule or the other: when `on` changes, `lit` is passed
/// on as made false and made true in one step, last in first out, so `seen`'s count of missing
/// literals goes below zero for a while. It must neither panic (debug builds check overflow)
/// nor end wrong.
const FLIP: &str = "(role r) (init (step 0)) (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5)
    (<= (legal r flip) lit) (<= (legal r wait) (true (step ?n)))
    (<= (next on) (does r flip) (not (true on))) (<= (next on) (does r wait) (true on))
    (<= (next (step ?m)) (true (step ?n)) (succ ?n ?m))
    (<= lit (true on)) (<= lit (not (true on)))
    (<= seen lit (true (step ?n)))
    (<= terminal seen (true (step 5)))
    (<= (goal r 100) (true on)) (<= (goal r 0) (not (true on)))";

#[test]
fn an_atom_made_false_and_true_in_one_step_plays_out_as_step_by_step() {
    let fast = Engine::parse_with("flip.kif", FLIP, Kind::Compiled).unwrap();
    let slow = Stepwise(Engine::parse_with("flip.kif", FLIP, Kind::Compiled).unwrap());
    for seed in 1..=40u64 {
        let played = fast.playout(&fast.initial(), 100, &mut picks(seed)).unwrap();
        assert!(played.is_some(), "seed {seed} ends");
        assert_eq!(played, slow.playout(&slow.initial(), 100, &mut picks(seed)).unwrap(), "seed {seed}");
    }
}

/// A bidding game like GGP-Base's attritionWar: both pay the smaller bid, the higher bid wins
/// two points, a tie one each. Its `next` rule joins both scores, both bids and the points (six
/// n³ instances) though the bids only decide the smaller bid and the points.
fn auction(n: usize) -> String {
    let mut text = format!(
        "(role white) (role black)
        (init (score white {half})) (init (score black {half})) (init (round 0))
        (<= (legal ?r (bid ?b)) (true (score ?r ?s)) (lte ?b ?s))
        (<= (next (score ?r ?new)) (true (score ?r ?old))
            (does white (bid ?w)) (does black (bid ?k)) (smaller ?w ?k ?least)
            (points ?r ?p) (plus ?rest ?least ?old) (plus ?rest ?p ?new))
        (<= (next (round ?n)) (true (round ?m)) (succ ?m ?n))
        (<= (points ?r 2) (does ?r (bid ?x)) (does ?o (bid ?y)) (distinct ?r ?o) (greater ?x ?y))
        (<= (points ?r 1) (does ?r (bid ?x)) (does ?o (bid ?x)) (distinct ?r ?o))
        (<= (points ?r 0) (does ?r (bid ?x)) (does ?o (bid ?y)) (distinct ?r ?o) (greater ?y ?x))
        (<= (smaller ?x ?y ?x) (lte ?x ?y))
        (<= (smaller ?x ?y ?y) (greater ?x ?y))
        (<= (plus ?x 0 ?x) (number ?x))
        (<= (plus ?x ?y ?z) (succ ?y0 ?y) (succ ?z0 ?z) (plus ?x ?y0 ?z0))
        (<= (lte ?x ?y) (plus ?x ?d ?y))
        (<= (greater ?x ?y) (lte ?y ?x) (distinct ?x ?y))
        (<= terminal (true (round 3)))
        (<= (goal ?r ?s) (true (score ?r ?s)))
        (number 0)",
        half = n / 2
    );
    for i in 1..=n {
        text += &format!(" (number {i}) (succ {} {i})", i - 1);
    }
    text
}

#[test]
fn a_rule_joining_many_values_for_few_grounds_in_parts_and_agrees_with_the_resolver() {
    // Whole, the rule of 101 scores grounds to six million instances (the 15 s cap on this
    // machine's release build); split, to some ten thousand.
    let big = Engine::parse("auction.kif", &auction(100)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(big.kind(), "compiled");
    assert_eq!(lines(&big, 1)[0].paths, 51 * 51);
    let text = auction(12);
    let fast = Engine::parse_with("auction.kif", &text, Kind::Compiled).unwrap_or_else(|e| panic!("{e}"));
    let slow = Gdl::parse("auction.kif", &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lines(&fast, 3), lines(&slow, 3));
    for seed in 1..=25u64 {
        let played = fast.playout(&fast.initial(), 100, &mut picks(seed)).unwrap();
        assert!(played.is_some(), "seed {seed} ends");
        assert_eq!(played, slow.playout(&Machine::initial(&slow), 100, &mut picks(seed)).unwrap(), "seed {seed}");
    }
}

/// Two boards of sixteen cells, on each of which both players mark a blank cell at once (a
/// cell both pick is marked once), like GGP-Base's blockerParallel: 65,536 joint moves at the
/// start, some 2.5 billion paths to depth 2.
const TWO_BOARDS: &str = "(role a) (role b) (board 1) (board 2)
    (index 1) (index 2) (index 3) (index 4)
    (init (step 0)) (succ 0 1) (succ 1 2) (succ 2 3)
    (<= (init (blank ?b ?x ?y)) (board ?b) (index ?x) (index ?y))
    (<= (legal ?r (mark ?x1 ?y1 ?x2 ?y2)) (role ?r) (true (blank 1 ?x1 ?y1)) (true (blank 2 ?x2 ?y2)))
    (<= (picked 1 ?x ?y) (does ?r (mark ?x ?y ?x2 ?y2)))
    (<= (picked 2 ?x ?y) (does ?r (mark ?x1 ?y1 ?x ?y)))
    (<= (next (blank ?b ?x ?y)) (true (blank ?b ?x ?y)) (not (picked ?b ?x ?y)))
    (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
    (<= terminal (true (step 3)))
    (<= (goal ?r 50) (role ?r))";

/// A last depth too big to make is counted from its parents' joint moves: on both engines and
/// the suite's own games, every depth counted that way has the paths made ones have; and
/// depth 2 of two boards marked at once has the paths worked out by hand.
#[test]
fn a_last_depth_too_big_to_make_is_counted_from_the_joint_moves() {
    fn same_paths<G: stratagem::gdl::PerftGame>(name: &str, game: &G, depth: usize) {
        let made = lines(game, depth);
        for d in 1..=depth {
            let mut bulk = Vec::new();
            perft_making(game, d, 0, |l| bulk.push(l.clone())).unwrap_or_else(|e| panic!("{e}"));
            let last = bulk.last().unwrap();
            assert!(last.bulk && last.states == 0, "{name} depth {d}: {last:?}");
            assert_eq!(last.paths, made[d - 1].paths, "{name} depth {d}");
            assert_eq!(bulk[..d - 1], made[..d - 1], "{name}: the depths before are made");
        }
        assert!(made.iter().all(|l| !l.bulk), "{name}");
    }
    same_paths("rust tic-tac-toe", &Sequential(TicTacToe::default()), 9);
    same_paths("gdl tic-tac-toe", &shipped("tictactoe.kif"), 9);
    same_paths("connect four", &engine("connect-four.kif", Kind::Compiled), 4);
    same_paths("rock-paper-scissors", &engine("rock-paper-scissors.kif", Kind::Resolver), 3);
    same_paths("nim", &engine("nim.kif", Kind::Compiled), 4);

    let boards = Engine::parse("two-boards.kif", TWO_BOARDS).unwrap_or_else(|e| panic!("{e}"));
    let counted = lines(&boards, 2);
    assert_eq!((counted[0].paths, counted[0].states, counted[0].bulk), (65_536, 136 * 136, false));
    // After one step a board has 15 blanks (both picked one cell: 16 ways) or 14 (240 ways), and
    // each player then picks a blank on each board.
    let per_board: u128 = 16 * 15 * 15 + 240 * 14 * 14;
    assert_eq!((counted[1].paths, counted[1].bulk), (per_board * per_board, true));
    assert!(counted[1].to_string().contains("counted from the joint moves"), "{}", counted[1]);
}

/// Pieces on a line of sixteen cells; a piece is pinned when its king is next to it on one
/// side and an enemy piece on the other, and a pinned piece may not move. `between` may hold
/// of any three of the twelve pieces until a state says where they are; `pinned`, its one
/// caller, asks it only of the white king, a white piece and a black one (or, `narrow` false,
/// of any three).
fn pins(narrow: bool) -> String {
    let asked = if narrow { "(king ?l) (owner ?o ?m) (owner ?o ?l) (owner ?e ?r) (distinct ?o ?e)" } else { "" };
    let mut text = format!(
        "(role white) (role black) (king k) (owner white k)
        (init (control white)) (init (step 0)) (count 0 1) (count 1 2) (count 2 3) (count 3 4)
        (<= (occupied ?x) (true (at ?p ?x)))
        (<= (adjacent ?x ?y) (succ ?x ?y)) (<= (adjacent ?x ?y) (succ ?y ?x))
        (<= (legal ?r (go ?p ?y)) (true (control ?r)) (owner ?r ?p) (true (at ?p ?x)) (adjacent ?x ?y)
            (not (occupied ?y)) (not (pinned ?p)))
        (<= (legal ?r noop) (role ?r) (not (true (control ?r))))
        (<= (moved ?p) (does ?r (go ?p ?y)))
        (<= (next (at ?p ?y)) (does ?r (go ?p ?y)))
        (<= (next (at ?p ?x)) (true (at ?p ?x)) (not (moved ?p)))
        (<= (next (control black)) (true (control white)))
        (<= (next (control white)) (true (control black)))
        (<= (next (step ?n)) (true (step ?m)) (count ?m ?n))
        (<= (between ?l ?m ?r) (true (at ?m ?x)) (onLeft ?l ?x) (onRight ?r ?x))
        (<= (onLeft ?p ?x) (true (at ?p ?y)) (succ ?y ?x))
        (<= (onRight ?p ?x) (true (at ?p ?y)) (succ ?x ?y))
        (<= (pinned ?m) (between ?l ?m ?r) {asked})
        (<= terminal (true (step 4)))
        (<= somePin (pinned ?m))
        (<= (goal white 0) somePin) (<= (goal white 100) (not somePin))
        (<= (goal black 100) somePin) (<= (goal black 0) (not somePin))"
    );
    for i in 1..16 {
        text += &format!(" (succ {i} {})", i + 1);
    }
    let at = [("w2", 1), ("b2", 2), ("k", 4), ("w1", 5), ("b1", 6), ("w3", 8), ("b3", 9), ("w4", 11)];
    let more = [("b4", 13), ("w5", 14), ("b5", 15), ("b6", 16)];
    for (piece, cell) in at.into_iter().chain(more) {
        let side = if piece.starts_with('b') { "black" } else { "white" };
        text += &format!(" (init (at {piece} {cell}))");
        if piece != "k" {
            text += &format!(" (owner {side} {piece})");
        }
    }
    text
}

/// Grounding that goes past its limits is tried again with the relation that had the most
/// atoms grounded on demand: here `between`, 12^3 atoms that may hold besides 192 for each
/// relation of a piece and a cell, past a cap of 2,000,
/// where `pinned` asks 36. The engine it makes agrees with the resolver; where the caller
/// asks of any three pieces, the second try is no smaller and the description is refused.
#[test]
fn a_relation_too_wide_to_ground_is_grounded_on_demand_on_a_second_try() {
    let limits = Limits { atoms: 2_000, ..Limits::default() };
    let text = pins(true);
    let fast = Compiled::parse_with("pins.kif", &text, limits).unwrap_or_else(|e| panic!("{e:?}"));
    let slow = Gdl::parse("pins.kif", &text).unwrap_or_else(|e| panic!("{e}"));
    let counted = lines(&fast, 4);
    assert_eq!(counted, lines(&slow, 4));
    assert!(counted[3].paths > 100, "{}", counted[3]);
    for seed in 1..=25u64 {
        let played = fast.playout(&fast.initial(), 100, &mut picks(seed)).unwrap();
        assert_eq!(played, slow.playout(&Machine::initial(&slow), 100, &mut picks(seed)).unwrap(), "seed {seed}");
    }
    let e = Compiled::parse_with("pins.kif", &pins(false), limits).err().expect("refused");
    assert!(format!("{e:?}").contains("more than 2000 ground atoms"), "{e:?}");
}
