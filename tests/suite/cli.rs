//! The command line, run as users run it.

use std::process::Command;

fn stratagem(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(args)
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
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
    assert!(out.contains("greedy (first)") && out.contains("random (second)") && out.contains("draws"), "{out}");
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
    assert!(!ok && err.contains("unknown player 'wizard'"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--preset", "nowhere"]);
    assert!(!ok && err.contains("nowhere.ron: no such preset"), "{err}");
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
