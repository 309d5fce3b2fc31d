//! Descriptions that never end and descriptions that are slow to load (issue 31): a game stops
//! at its step limit as a draw, UCT's playouts stop there too, the loader and perft warn of a
//! cycle, and pathological rules finish or stop at the budget that names itself. Limits here
//! are steps and node caps; the only clocks are generous hang guards.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use stratagem::ai::random_move;
use stratagem::core::{Game, Outcome};
use stratagem::games::gdl::{BoardStyle, Description, GdlGame, GdlPlay, Rules};
use stratagem::gdl::players::Limits;
use stratagem::gdl::{Engine, Gdl, Kind, Machine, PerftLine, perft, repeated_state};
use stratagem::session::PlayableGame;

/// `next` cycles phase a -> b -> a; `terminal` holds only in phase c, never reached.
pub const CYCLE: &str = "
(role white) (role black)
(init (phase a))
(<= (legal ?r left) (role ?r)) (<= (legal ?r right) (role ?r))
(<= (next (phase b)) (true (phase a)))
(<= (next (phase a)) (true (phase b)))
(<= terminal (true (phase c)))
(<= (goal ?r 50) (role ?r))
";

/// The same cycle with no `terminal` rule at all.
pub const NO_TERMINAL: &str = "
(role white) (role black)
(init (phase a))
(<= (legal ?r left) (role ?r)) (<= (legal ?r right) (role ?r))
(<= (next (phase b)) (true (phase a)))
(<= (next (phase a)) (true (phase b)))
(<= (goal ?r 50) (role ?r))
";

/// No `next` rules: every state after the first is empty, and stays so.
pub const NO_NEXT: &str = "
(role white) (role black)
(init (phase a))
(<= (legal ?r left) (role ?r)) (<= (legal ?r right) (role ?r))
(<= terminal (true (phase c)))
(<= (goal ?r 50) (role ?r))
";

pub const ENDLESS: [(&str, &str); 3] = [("cycle", CYCLE), ("no-terminal", NO_TERMINAL), ("no-next", NO_NEXT)];

fn description<M: Machine>(machine: M) -> Description<M> {
    let roles = machine.role_names();
    Description { name: "endless".into(), machine, roles, style: BoardStyle::default() }
}

/// Every endless description on both engines, as games drawn after `limit` steps.
fn endless_games(limit: u64) -> Vec<(String, GdlGame<Rules>)> {
    let mut games = Vec::new();
    for (name, text) in ENDLESS {
        for kind in [Kind::Compiled, Kind::Resolver] {
            let engine = Engine::parse_with("endless.kif", text, kind).expect("reads");
            let label = format!("{name} on the {}", engine.kind());
            games.push((label, GdlGame::with_step_limit(description(engine), limit).expect("starts")));
        }
    }
    games
}

fn drawn_at_the_limit(label: &str, game: &GdlGame<Rules>, limit: u64) {
    let reason = stratagem::core::Text::new("gdl-end-limit").with("steps", limit);
    assert_eq!(game.outcome(), Some(Outcome::Draw { reason }), "{label}");
    assert_eq!(game.steps(), limit, "{label}");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.is_empty(), "{label}: a drawn game has no moves");
}

#[test]
fn endless_descriptions_are_drawn_at_the_step_limit_with_random_players() {
    for (label, mut game) in endless_games(40) {
        let mut plies = 0;
        while game.outcome().is_none() {
            let mv = random_move(&game, plies).unwrap_or_else(|| panic!("{label}: a move before the end"));
            game.apply(mv);
            plies += 1;
            assert!(plies <= 80, "{label}: two roles choose each step, so 80 plies at most");
        }
        drawn_at_the_limit(&label, &game, 40);
    }
}

#[test]
fn endless_descriptions_are_drawn_at_the_step_limit_with_uct_players() {
    for (label, mut game) in endless_games(12) {
        let mut plies = 0;
        while game.outcome().is_none() {
            let (mv, _) = game.choose("uct", &Limits::nodes(30), plies).unwrap_or_else(|e| panic!("{label}: {e}"));
            game.apply(mv);
            plies += 1;
        }
        drawn_at_the_limit(&label, &game, 12);
    }
}

/// A goal reached on the limit's last step is the game's own end, not a draw by the limit.
#[test]
fn a_game_that_ends_on_its_last_allowed_step_keeps_its_goals() {
    let hanoi = Gdl::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl/hanoi.kif")).expect("shipped");
    let mut game = GdlGame::with_step_limit(description(hanoi), 7).expect("starts");
    // The seven-move solution of three discs.
    for mv in ["(move a c)", "(move a b)", "(move c b)", "(move a c)", "(move b a)", "(move b c)", "(move a c)"] {
        let parsed = game.parse_move(mv).unwrap_or_else(|e| panic!("{e}"));
        game.apply(parsed);
    }
    assert_eq!(game.steps(), 7);
    assert_eq!(game.goals(), Some(&[100][..]), "{:?}", game.outcome());
}

/// UCT's playouts end at the step limit: with one step left, every line scores the draw.
#[test]
fn uct_scores_lines_past_the_step_limit_as_draws() {
    let engine = Engine::parse_with("endless.kif", CYCLE, Kind::Compiled).expect("reads");
    let game = GdlGame::with_step_limit(description(engine), 1).expect("starts");
    let (_, choice) = game.choose("uct", &Limits::nodes(50), 1).expect("a move");
    assert_eq!(choice.value, 50.0);
}

#[test]
fn the_loader_and_perft_warn_of_a_cycle_without_a_terminal_state() {
    for (name, text) in ENDLESS {
        for kind in [Kind::Compiled, Kind::Resolver] {
            let engine = Engine::parse_with("endless.kif", text, kind).expect("reads");
            let why = repeated_state(&engine).unwrap_or_else(|| panic!("{name}: no warning"));
            assert!(why.contains("can run forever"), "{name}: {why}");
            let game = GdlGame::with_step_limit(description(engine), 99).expect("starts");
            let warnings = game.warnings();
            assert!(warnings.len() == 1 && warnings[0].contains("a draw after 99 steps"), "{warnings:?}");
            let engine = Engine::parse_with("endless.kif", text, kind).expect("reads");
            let mut lines: Vec<PerftLine> = Vec::new();
            perft(&engine, 4, |l| lines.push(l.clone())).expect("counts");
            assert_eq!(lines.len(), 4, "{name}: perft counts as deep as asked");
            assert!(!lines[0].repeats && lines[1].repeats, "{name}: {lines:?}");
        }
    }
    // Games that end show nothing of the kind.
    for file in ["tictactoe.kif", "nim.kif", "hanoi.kif", "rock-paper-scissors.kif"] {
        let engine =
            Engine::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl").join(file)).expect("shipped");
        assert_eq!(repeated_state(&engine), None, "{file}");
        let mut repeats = false;
        perft(&engine, 9, |l| repeats |= l.repeats).expect("counts");
        assert!(!repeats, "{file}");
    }
}

/// The step limit is a game option: set on the command line, kept in the setup, checked.
#[test]
fn the_step_limit_is_an_option_of_gdl_games() {
    let catalog = stratagem::games::catalog();
    let entry = catalog.get("gdl").expect("listed");
    let mut setup = entry.default_setup();
    setup.preset = "tictactoe".into();
    assert_eq!(setup.options.int("step-limit"), Some(10_000));
    let error = setup.options.set(&entry.options, "step-limit=0").unwrap_err();
    assert!(error.contains("from 1 to 1000000"), "{error}");
    setup.options.set(&entry.options, "step-limit=3").expect("in range");
    let mut game = GdlPlay::start(&setup).expect("starts");
    for mv in ["(mark 1 1)", "(mark 2 2)", "(mark 3 3)"] {
        let parsed = game.parse_move(mv).expect("legal");
        game.apply(parsed);
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw { reason: stratagem::core::Text::new("gdl-end-limit").with("steps", 3u64) })
    );
}

fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-endless-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Runs the command line, killing it after `guard` (a hang, not a slow run: generous).
fn stratagem_within(args: &[&str], guard: Duration) -> (String, String, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(args)
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let started = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if started.elapsed() > guard {
            let _ = child.kill();
            let out = child.wait_with_output().expect("ends");
            panic!("{args:?} ran past {guard:?}: {}", String::from_utf8_lossy(&out.stderr));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("ends");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

const GUARD: Duration = Duration::from_secs(300);

/// The reproductions of issue 31 from the command line: arena and tournament with UCT and
/// random players end at the step limit (the default 10,000 for random players) and warn.
#[test]
fn arena_and_tournament_end_on_endless_descriptions() {
    let dir = temp_dir("cli");
    for (name, text) in ENDLESS {
        let path = dir.join(format!("{name}.kif"));
        std::fs::write(&path, text).expect("written");
        let kif = path.to_str().expect("UTF-8");
        let (out, err, code) = stratagem_within(
            &["arena", "--game", "gdl", "--preset", kif, "--first", "random", "--second", "random", "--games", "1"],
            GUARD,
        );
        assert_eq!(code, Some(0), "{name}: {err}");
        assert!(out.contains("no end within 10000 steps"), "{name}: {out}");
        assert!(err.contains("warning:") && err.contains("can run forever"), "{name}: {err}");
        let args = ["arena", "--game", "gdl", "--preset", kif, "--first", "uct:2ms", "--second", "random"];
        let (out, err, code) =
            stratagem_within(&[&args[..], &["--games", "2", "--option", "step-limit=30"]].concat(), GUARD);
        assert_eq!(code, Some(0), "{name}: {err}");
        assert_eq!(out.matches("no end within 30 steps").count(), 2, "{name}: {out}");
        let args = ["tournament", "--game", "gdl", "--preset", kif, "--players", "uct:2ms, random"];
        let (out, err, code) =
            stratagem_within(&[&args[..], &["--games", "1", "--option", "step-limit=100"]].concat(), GUARD);
        assert_eq!(code, Some(0), "{name}: {err}");
        assert_eq!(err.matches("draw (no end within 100 steps)").count(), 2, "{name}: {err}");
        assert!(out.contains("| uct:2ms vs random | 0 | 2 | 0 | 50.0% |"), "{name}: {out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// perft on a cycle counts as deep as asked and warns, from the loader and from the counts.
#[test]
fn perft_warns_of_an_endless_description() {
    let dir = temp_dir("perft");
    let path = dir.join("cycle.kif");
    std::fs::write(&path, CYCLE).expect("written");
    let (out, err, code) =
        stratagem_within(&["perft", "--rules", path.to_str().expect("UTF-8"), "--depth", "5"], GUARD);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("depth 5: 1024 paths, 1 states, 0 terminal"), "{out}");
    assert_eq!(err.matches("warning:").count(), 2, "{err}");
    assert!(err.contains("repeats the state after step 0") && err.contains("a path to depth 2"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Descriptions that are slow to load or ground: one rule with a body of 5,000 literals, and
/// 90,000 `next` rules on the resolver. Each finishes or stops with an error that names the
/// budget it ran out of; neither runs on.
#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn pathological_descriptions_finish_or_name_their_budget() {
    let dir = temp_dir("slow");
    let facts: String = (0..5000).map(|i| format!("(p {i})\n")).collect();
    let ground_body: String = (0..5000).map(|i| format!(" (p {i})")).collect();
    let var_body: String = (0..5000).map(|i| format!(" (p ?x{i})")).collect();
    let long = |body: &str| {
        format!(
            "(role a)\n(init (phase x))\n{facts}(<= (legal a go){body})\n(<= (next (phase x)) (true (phase x)))\n\
             (<= terminal (true (phase y)))\n(<= (goal a 0) (role a))\n"
        )
    };
    let next_rules: String = (0..90_000).map(|i| format!("(<= (next (f {i})) (true (f {i})))\n")).collect();
    let many = format!(
        "(role a)\n(init (f 0))\n(<= (legal a go) (role a))\n{next_rules}(<= terminal (true (f 1)))\n(<= (goal a 0) (role a))\n"
    );
    let cases =
        [("long-ground-body", long(&ground_body)), ("long-variable-body", long(&var_body)), ("many-next", many)];
    for (name, text) in cases {
        let path = dir.join(format!("{name}.kif"));
        std::fs::write(&path, text).expect("written");
        for engine in ["compiled", "resolver"] {
            let args = ["perft", "--rules", path.to_str().expect("UTF-8"), "--depth", "2", "--engine", engine];
            let (out, err, code) = stratagem_within(&args, GUARD);
            assert!(!err.contains("panicked"), "{name} on the {engine}: {err}");
            match code {
                Some(0) => assert!(out.contains("depth 2:"), "{name} on the {engine}: {out}"),
                Some(2) => assert!(
                    ["budget", "more than"].iter().any(|b| err.contains(b)),
                    "{name} on the {engine}: an error that names no budget: {err}"
                ),
                other => panic!("{name} on the {engine}: exit {other:?}: {err}"),
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
