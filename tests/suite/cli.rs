//! The command line, run as users run it.

use std::process::Command;

/// Runs the built program with the checkout's assets and a data folder of its own, as a user
/// would: (standard output, standard error, success).
pub fn stratagem(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(args)
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .env("STRATAGEM_DATA", std::env::temp_dir().join("stratagem-test-data"))
        .output()
        .expect("runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

#[test]
fn moves_lists_the_start_position() {
    let small = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/tactigon/small.ron");
    let (out, err, ok) = stratagem(&["moves", "--game", "tactigon", "--position", small]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let (count, moves) = lines.split_last().unwrap();
    let mut sorted = moves.to_vec();
    sorted.sort();
    assert_eq!(moves, sorted.as_slice(), "sorted");
    assert_eq!(*count, format!("{} legal moves", moves.len()));
    assert!(moves.iter().all(|m| m.contains('-') || m.contains('x')));
    assert!(moves.contains(&"C(3,6)-(3,5)"), "red moves first: {out}");
}

#[test]
fn moves_reports_a_broken_position_file() {
    let dir = std::env::temp_dir().join(format!("stratagem-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.ron");
    std::fs::write(&path, "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(0,0)\", red: \"P(0,0)\")").unwrap();
    let (_, err, ok) = stratagem(&["moves", "--game", "tactigon", "--position", path.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("broken.ron: two pieces on tile (0,0)"), "{err}");
}

#[test]
fn arena_plays_and_reports() {
    let (out, err, ok) = stratagem(&[
        "arena", "--game", "tactigon", "--preset", "small", "--first", "greedy", "--second", "random", "--games", "3",
        "--seed", "7",
    ]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 3);
    // Red (seat 2) moves first in Tactigon.
    assert!(out.contains("greedy (seat 2)") && out.contains("random (seat 1)") && out.contains("draws"), "{out}");
    assert!(out.contains("average move time"));
    let (again, _, _) = stratagem(&[
        "arena", "--game", "tactigon", "--preset", "small", "--first", "greedy", "--second", "random", "--games", "3",
        "--seed", "7",
    ]);
    let results = |s: &str| s.lines().filter(|l| l.starts_with("game ")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(results(&out), results(&again), "seeded arenas replay");
}

#[test]
fn bad_arguments_are_explained() {
    let (_, err, ok) = stratagem(&["arena", "--first", "wizard"]);
    assert!(!ok && err.contains("no player 'wizard'"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--preset", "nowhere"]);
    assert!(!ok && err.contains("nowhere.ron: no such preset"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--wizard"]);
    assert!(!ok && err.contains("--wizard"), "unknown options are errors: {err}");
    let (_, err, ok) = stratagem(&["arena", "--option", "gravity=on"]);
    assert!(!ok && err.contains("unknown option 'gravity'") && err.contains("gold-boost"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--option", "gold-boost=maybe"]);
    assert!(!ok && err.contains("gold-boost is on or off"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--game", "tictactoe", "--first", "htn"]);
    assert!(!ok && err.contains("no player 'htn'") && err.contains("random, greedy, minimax"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--first", "minimax:d99"]);
    assert!(!ok && err.contains("depth 99"), "{err}");
    let (out, _, ok) = stratagem(&["apply", "--help"]);
    assert!(ok && out.contains("--moves"), "every command has --help: {out}");
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let bytes = std::ffi::OsStr::from_bytes(b"\xff\xfe");
        for args in [vec![std::ffi::OsStr::new("moves"), std::ffi::OsStr::new("--game"), bytes], vec![bytes]] {
            let out = Command::new(env!("CARGO_BIN_EXE_stratagem")).args(&args).output().unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "a clear error, not a crash: {err}");
            assert!(err.contains("UTF-8") || err.contains("unrecognized"), "{err}");
        }
    }
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn apply_plays_moves_prints_steps_and_a_position_that_loads_again() {
    let small = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/tactigon/small.ron");
    let (out, err, ok) = stratagem(&["apply", "--position", small, "--moves", "C(3,6)-(3,5); C(5,3)-(5,4)"]);
    assert!(ok, "{err}");
    assert!(out.contains("1. red C(3,6)-(3,5): Red circle moved (3,6) to (3,5); turn passes to Cian"), "{out}");
    let position = out.split("position:\n").nth(1).expect("the final position");
    let dir = temp_dir("apply");
    let file = dir.join("after.ron");
    std::fs::write(&file, position).unwrap();
    let (again, err, ok) = stratagem(&["moves", "--position", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(again.contains("C(3,5)-(3,4)") || again.contains("C(3,5)"), "red to move again: {again}");

    let (_, err, ok) = stratagem(&["apply", "--position", small, "--moves", "C(3,6)-(3,5); P(3,8)-(3,5)"]);
    assert!(!ok && err.contains("move 2 \"P(3,8)-(3,5)\""), "an illegal move stops with its number: {err}");
}

/// A player that never draws on the seed (the HTN) plays one game over and over; random opening
/// moves make the games differ, and the records keep those moves so each game replays.
#[test]
fn arena_openings_vary_the_games_of_deterministic_players() {
    let dir = temp_dir("openings");
    let moves_of = |opening: &str, name: &str| -> Vec<String> {
        let save = dir.join(name);
        let (out, err, ok) = stratagem(&[
            "arena",
            "--game",
            "tactigon",
            "--first",
            "htn",
            "--second",
            "htn",
            "--games",
            "3",
            "--opening",
            opening,
            "--save-dir",
            save.to_str().unwrap(),
        ]);
        assert!(ok, "{err}");
        assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 3, "{out}");
        (1..=3)
            .map(|game| {
                let record = save.join(format!("tactigon-{game:03}.ron"));
                let (_, err, ok) = stratagem(&["replay", record.to_str().unwrap(), "--check"]);
                assert!(ok, "game {game} replays: {err}");
                let text = std::fs::read_to_string(&record).unwrap();
                text[text.find("moves:").unwrap()..].to_string()
            })
            .collect()
    };
    let plain = moves_of("0", "plain");
    assert!(plain.iter().all(|m| *m == plain[0]), "without an opening every game is the same");
    let opened = moves_of("4", "opened");
    assert!(opened[0] != opened[1] && opened[1] != opened[2], "each game opens differently");
}

#[test]
fn apply_writes_the_final_position_as_htn_facts_the_domain_plans_from() {
    let small = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/tactigon/small.ron");
    let facts = temp_dir("facts").join("after.htn");
    let facts = facts.to_str().unwrap();
    let (_, err, ok) = stratagem(&["apply", "--position", small, "--moves", "C(3,6)-(3,5)", "--htn-facts", facts]);
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(facts).unwrap();
    assert!(text.contains("at(Red-Circle-1, tile(3,5))."), "the moved circle: {text}");
    assert!(text.contains("canMove(Cian-"), "cian is to move: {text}");
    let domain = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/ai/tactigon.htn");
    let (out, err, ok) = stratagem(&["htn", "--domain", domain, "--facts", facts, "--query", "goals(doAI(Cian))"]);
    assert!(ok, "{err}");
    assert!(out.contains("1: move(Cian-") || out.contains("1: attack(Cian-"), "a plan for cian: {out}");

    let (_, err, ok) =
        stratagem(&["apply", "--position", small, "--moves", "C(3,6)-(3,5)", "--htn-facts", "/no/such/dir/f.htn"]);
    assert!(!ok && err.contains("/no/such/dir/f.htn"), "an unwritable file is named: {err}");
    let ttt = temp_dir("facts").join("ttt.txt");
    std::fs::write(&ttt, "X.. / .O. / ... x").unwrap();
    let (_, err, ok) = stratagem(&[
        "apply",
        "--game",
        "tictactoe",
        "--position",
        ttt.to_str().unwrap(),
        "--moves",
        "",
        "--htn-facts",
        facts,
    ]);
    assert!(!ok && err.contains("tictactoe has no HTN player"), "{err}");
}

/// A reader that stops early (`| head`) ends the command quietly, not with a panic.
#[cfg(unix)]
#[test]
fn a_closed_output_ends_a_printing_command_without_a_panic() {
    use std::io::Read;
    use std::process::Stdio;
    let small = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/tactigon/small.ron");
    let domain = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/ai/tactigon.htn");
    // Many lines: every legal move of the start, printed once per query.
    let queries: Vec<String> =
        (0..200).flat_map(|_| ["--query".to_string(), "?- canMove(?P, ?T)".to_string()]).collect();
    let facts = temp_dir("pipe").join("start.htn");
    let (_, err, ok) =
        stratagem(&["apply", "--position", small, "--moves", "", "--htn-facts", facts.to_str().unwrap()]);
    assert!(ok, "{err}");
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["htn", "--domain", domain, "--facts", facts.to_str().unwrap()])
        .args(&queries)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe closes here, with most of the output unread.
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(out.status.code(), Some(101), "{err}");
}

#[test]
fn analyse_reports_value_best_move_and_line() {
    let small = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/tactigon/small.ron");
    let (out, err, ok) = stratagem(&["analyse", "--position", small, "--depth", "3", "--eval", "reference"]);
    assert!(ok, "{err}");
    for field in ["value: ", "best: ", "pv: ", "depth: 3", "nodes: ", "time: "] {
        assert!(out.contains(field), "{field} in {out}");
    }
    let (_, err, ok) = stratagem(&["analyse", "--position", small]);
    assert!(!ok && err.contains("--depth N or --time-ms T"), "{err}");
}

#[test]
fn arena_records_replay_and_a_bad_record_names_its_first_bad_move() {
    let dir = temp_dir("records");
    let (out, err, ok) = stratagem(&[
        "arena",
        "--game",
        "kings",
        "--first",
        "greedy",
        "--second",
        "random",
        "--games",
        "2",
        "--save-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let record = dir.join("kings-001.ron");
    assert!(out.contains("kings-001.ron"), "{out}");
    let (checked, err, ok) = stratagem(&["replay", record.to_str().unwrap(), "--check"]);
    assert!(ok, "{err}");
    assert!(checked.contains("all legal") && checked.contains("outcome: "), "{checked}");

    let text = std::fs::read_to_string(&record).unwrap();
    let bad = dir.join("bad.ron");
    let first_move = text.split("moves: [").nth(1).unwrap().split('"').nth(1).unwrap().to_string();
    std::fs::write(&bad, text.replacen(&first_move, "King1-1(2,4)-(4,4)", 1)).unwrap();
    let (_, err, ok) = stratagem(&["replay", bad.to_str().unwrap(), "--check"]);
    assert!(!ok && err.contains("bad.ron: move 1 \"King1-1(2,4)-(4,4)\""), "{err}");
    std::fs::write(&bad, text.replace("\"kings\"", "\"chess\"")).unwrap();
    let (_, err, ok) = stratagem(&["replay", bad.to_str().unwrap(), "--check"]);
    assert!(!ok && err.contains("bad.ron: unknown game 'chess'"), "{err}");
    std::fs::write(&bad, "(game: ").unwrap();
    let (_, err, ok) = stratagem(&["replay", bad.to_str().unwrap(), "--check"]);
    assert!(!ok && err.contains("bad.ron: "), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn htn_runs_goals_apply_and_queries_in_order() {
    let domain = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/ai/kings.htn");
    let dir = std::env::temp_dir().join(format!("stratagem-cli-htn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("position.htn");
    let facts = "tile(0,0). tile(1,0). tile(2,0). tile(0,1). tile(1,1). tile(2,1).\n\
                 unit(King1-1, King, Player1). at(King1-1, tile(0,1)).\n\
                 unit(Pawn1-1, Pawn, Player1). at(Pawn1-1, tile(1,1)).\n\
                 unit(King2-1, King, Player2). at(King2-1, tile(2,0)).\n";
    std::fs::write(&file, format!("{}\n{facts}", std::fs::read_to_string(domain).unwrap())).unwrap();
    let (out, err, ok) = stratagem(&[
        "htn",
        "--domain",
        file.to_str().unwrap(),
        "--query",
        "goals(tryMove(Pawn1-1, tile(1,0)))",
        "--query",
        "apply(tryMove(Pawn1-1, tile(1,0)))",
        "--query",
        "?- at(Pawn1-1, ?Where)",
        "--query",
        "goals(doAI(Player1))",
    ]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "1: doMove(Pawn1-1,tile(1,1),tile(1,0))");
    assert_eq!(lines[5], "?Where = tile(1,0)");
    assert_eq!(lines[7], "1: captureUnit(King2-1,tile(2,0)), doMove(Pawn1-1,tile(1,0),tile(2,0))", "{out}");
    let (_, err, ok) = stratagem(&["htn", "--domain", "/nonexistent.htn", "--query", "goals(x)"]);
    assert!(!ok && err.contains("/nonexistent.htn: cannot read"), "{err}");
}

/// Splits a README command line like a shell: words, and "quoted words".
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(c),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

#[test]
fn every_command_the_readme_shows_runs_as_described() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let work = temp_dir("readme");
    let commands: Vec<Vec<String>> = readme
        .lines()
        .filter_map(|l| l.strip_prefix("    stratagem"))
        .map(|l| words(l.split(" # ").next().unwrap()))
        .collect();
    assert!(commands.len() >= 10, "{commands:?}");
    // What each command must print; commands that open a window are left to the window check.
    let expect = |args: &[String]| -> Option<&'static str> {
        match args.first().map(String::as_str) {
            None | Some("play") => None,
            Some("replay") if !args.iter().any(|a| a == "--check") => None,
            Some("replay") => Some("all legal"),
            Some("arena") => Some("draws"),
            Some("tournament") => Some("| player | Elo | 95% | games | score |"),
            Some("moves") if args.iter().any(|a| a == "--whole-turns") => Some("distinct whole turns"),
            Some("moves") => Some("legal moves"),
            Some("apply") => Some("position:"),
            Some("analyse") => Some("best: "),
            Some("htn") => Some("1: doMove(Pawn2-1,tile(2,1),tile(1,2))"),
            Some("perft") => Some("depth 1: 9 paths"),
            Some(other) => panic!("the README shows an unknown command '{other}'"),
        }
    };
    let run = |args: &[String]| {
        Command::new(env!("CARGO_BIN_EXE_stratagem"))
            .args(args)
            .current_dir(&work)
            .env("STRATAGEM_ASSETS", format!("{root}/assets"))
            .output()
            .expect("runs")
    };
    // Paths in the README are relative to the checkout; records go to the work folder. An arena
    // (or a tournament) plays at most two games (openings) here: the command is checked, its
    // figures are the README's own.
    let rooted = |args: &[String]| -> Vec<String> {
        let mut out: Vec<String> =
            args.iter().map(|a| if a.starts_with("assets/") { format!("{root}/{a}") } else { a.clone() }).collect();
        if let Some(i) = out.iter().position(|a| a == "--games")
            && let Some(n) = out.get_mut(i + 1).filter(|n| n.parse::<u32>().is_ok_and(|n| n > 2))
        {
            *n = "2".into();
        }
        out
    };
    let mut ran = 0;
    // Arena first: it writes the records the replay commands read.
    let (arenas, rest): (Vec<_>, Vec<_>) = commands.iter().partition(|c| c.first().is_some_and(|a| a == "arena"));
    for args in arenas.into_iter().chain(rest) {
        let Some(wanted) = expect(args) else { continue };
        let out = run(&rooted(args));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "stratagem {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout.contains(wanted), "stratagem {args:?} printed no '{wanted}':\n{stdout}");
        ran += 1;
    }
    eprintln!("cli: {ran} README commands ran as described");
    assert!(ran >= 7);
    let _ = std::fs::remove_dir_all(&work);
}

/// Mutated command lines never crash the program: every one ends with success or a clear
/// error (exit status 2), never a panic (101) or a signal. Windows cannot open (no DISPLAY) and
/// arenas are left out, so each run is quick.
#[test]
#[cfg_attr(windows, ignore = "its `play` runs open real windows on Windows, which has no DISPLAY to take away")]
fn mutated_command_lines_never_crash() {
    #[cfg_attr(not(unix), allow(unused_imports))] // Rng serves the Unix-only byte strings below.
    use rand::{Rng, RngExt};
    use std::ffi::OsString;
    let root = env!("CARGO_MANIFEST_DIR");
    let small = format!("{root}/assets/maps/tactigon/small.ron");
    let kings = format!("{root}/assets/maps/kings/default.ron");
    let domain = format!("{root}/assets/ai/kings.htn");
    let seeds: Vec<Vec<String>> = [
        vec!["moves", "--game", "tactigon", "--position", &small],
        vec!["moves", "--game", "kings", "--position", &kings, "--option", "x=y"],
        vec!["apply", "--position", &small, "--moves", "C(3,6)-(3,5); C(5,3)-(5,4)"],
        vec!["analyse", "--game", "kings", "--position", &kings, "--depth", "2", "--eval", "reference"],
        vec!["htn", "--domain", &domain, "--query", "?- is(?X, +(1, 2))"],
        vec!["replay", &small, "--check"],
        vec!["play", "--game", "tictactoe", "--first", "minimax:1ms:d1", "--seat", "2=random"],
        vec!["moves", "--game", "tictactoe", "--position", &small, "--jumping-squares", "--seed", "7"],
    ]
    .iter()
    .map(|c| c.iter().map(|s| s.to_string()).collect())
    .collect();
    let pieces = [
        "--game",
        "--depth",
        "--time-ms",
        "--seed",
        "--option",
        "--seat",
        "--first",
        "-",
        "--",
        "=",
        "0",
        "-1",
        "99999999999999999999",
        "18446744073709551615",
        "-9223372036854775808",
        "4294967295",
        "minimax:0ms:d64",
        "minimax:1e308s",
        "htn:x",
        "gold-boost=on",
        "0=human",
        "9=greedy",
        "",
        "((((",
        "kings",
        "tictactoe",
        "/dev/null",
        "/",
        "--help",
        "--version",
    ];
    let mut rng = stratagem::core::rng::seeded(2026);
    let mut runs = 0;
    for _ in 0..240 {
        let mut args: Vec<OsString> = seeds[rng.random_range(0..seeds.len())].iter().map(OsString::from).collect();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..=args.len());
            match rng.random_range(0..5) {
                0 if !args.is_empty() => {
                    args.remove(at.min(args.len() - 1));
                }
                1 => args.insert(at, OsString::from(pieces[rng.random_range(0..pieces.len())])),
                2 if !args.is_empty() => {
                    let i = at.min(args.len() - 1);
                    args[i] = OsString::from(pieces[rng.random_range(0..pieces.len())]);
                }
                3 => {
                    #[cfg(unix)]
                    {
                        use std::os::unix::ffi::OsStringExt;
                        let bytes: Vec<u8> = (0..rng.random_range(1..6)).map(|_| rng.next_u32() as u8).collect();
                        args.insert(at, OsString::from_vec(bytes));
                    }
                }
                _ => {
                    let word: String =
                        (0..rng.random_range(1..12)).map(|_| rng.random_range(32u8..127) as char).collect();
                    args.insert(at, OsString::from(word));
                }
            }
        }
        if args.first().is_some_and(|a| a == "arena") {
            continue;
        }
        let out = Command::new(env!("CARGO_BIN_EXE_stratagem"))
            .args(&args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env("STRATAGEM_ASSETS", format!("{root}/assets"))
            .env("STRATAGEM_DATA", std::env::temp_dir().join("stratagem-cli-mutated"))
            .output()
            .expect("runs");
        let code = out.status.code();
        assert!(
            matches!(code, Some(0) | Some(2)),
            "{args:?} ended with {:?}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        runs += 1;
    }
    eprintln!("cli: {runs} mutated command lines, none crashed");
}

#[test]
fn htn_reads_queries_one_by_one_and_reports_a_failed_one_in_place() {
    use std::io::Write;
    let dir = temp_dir("htn-stdin");
    let domain = dir.join("d.htn");
    std::fs::write(&domain, "x(1).\nspin(?N) :- if(is(?M, +(?N, 0))), do(spin(?M)).\n").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["htn", "--domain", domain.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"?- x(?A)\n?- is(?X, *(9223372036854775807, 2))\n?- =(?Y, f(?Y))\n?- x(\n?- x(1)\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "?A = 1");
    assert_eq!(lines[3], "error: is: integer overflow in *(9223372036854775807,2)");
    assert_eq!(lines[5], "false", "the occurs check makes a cyclic unification fail");
    assert!(lines[7].starts_with("error: query:"), "{text}");
    assert_eq!(lines[9], "true", "the query after a failed one still runs");
    assert_eq!(out.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn apply_and_analyse_work_for_every_game() {
    let dir = temp_dir("every-game");
    let ttt = dir.join("ttt.txt");
    std::fs::write(&ttt, "X.. / .O. / ... x").unwrap();
    let kings = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/maps/kings/default.ron");
    let (out, err, ok) = stratagem(&["apply", "--game", "kings", "--position", kings, "--moves", "Pawn1-1(2,3)-(2,2)"]);
    assert!(ok, "{err}");
    assert!(out.contains("Pawn1-1 moved (2,3) to (2,2)") && out.contains("to_move: Some(2)"), "{out}");
    let (out, err, ok) =
        stratagem(&["apply", "--game", "tictactoe", "--position", ttt.to_str().unwrap(), "--moves", "x@r3c3"]);
    assert!(ok, "{err}");
    assert!(out.contains("x placed on (3,3)") && out.contains("X.. / .O. / ..X o"), "{out}");
    let (out, err, ok) =
        stratagem(&["analyse", "--game", "tictactoe", "--position", ttt.to_str().unwrap(), "--depth", "9"]);
    assert!(ok, "{err}");
    assert!(out.contains("value: 0 (for x)"), "the game is a draw with best play: {out}");
    let (out, err, ok) = stratagem(&["analyse", "--game", "kings", "--position", kings, "--time-ms", "200"]);
    assert!(ok && out.contains("best: ") && out.contains("depth: "), "{err}{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Requests of issue 31's sizes, for every game of the catalog: counts past the allowed range
/// are refused with the range before anything is played, never an allocation abort or a hang.
#[test]
fn huge_counts_are_refused_with_their_range_for_every_game() {
    const HUGE: &str = "18446744073709551615";
    for id in stratagem::games::ids() {
        let requests: [(&[&str], &str); 4] = [
            (&["arena", "--game", id, "--games", HUGE], "--games must be from 1 to 1000000, not 18446744073709551615"),
            (
                &["tournament", "--game", id, "--players", "random, random2", "--games", HUGE, "--jobs", "2"],
                "--games must be from 1 to 1000000",
            ),
            (
                &["tournament", "--game", id, "--players", "random, random2", "--jobs", HUGE],
                "--jobs must be from 1 to 256",
            ),
            (
                &["tournament", "--game", id, "--players", "random, random2", "--games", "0"],
                "--games must be from 1 to 1000000, not 0",
            ),
        ];
        for (args, wanted) in requests {
            let (out, err, ok) = stratagem(args);
            assert!(!ok && err.contains(wanted), "{args:?}: {err}");
            assert!(out.is_empty() && !err.contains("panicked"), "{args:?}: {out}{err}");
        }
    }
}
