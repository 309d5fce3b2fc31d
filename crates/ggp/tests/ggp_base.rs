//! Conformance with the reference: ggp-base's own game server and sample players against ours,
//! when a ggp-base checkout is given (`GGP_BASE_DIR`; it builds offline with `javac` against its
//! `lib/` jars, JDK 17 or later). Without one the test says so and passes: CI cannot download
//! ggp-base.
//!
//! ggp-base's GameServer referees matches between `ggp-player`'s code and its SampleMonteCarloGamer
//! and SampleSearchLightGamer, in both seatings, and the suite's manager referees the same
//! pairings; then ggp-base's own descriptions (tic-tac-toe, connect four, the one-role maze) are
//! played with its symbol scrambler on. Every match must end with no error recorded (no
//! timeout, connection error or illegal move).

mod common;

use common::player;
use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use stratagem_ggp::{MatchSpec, PlayerKind, run_match};

/// A child process killed when the test ends, however it ends.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Compiles the offline runner (and the ggp-base classes it needs) into `out`; the class path.
fn build_runner(base: &Path, out: &Path) -> String {
    let mut jars: Vec<String> = Vec::new();
    let mut dirs = vec![base.join("lib")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            let name = path.to_string_lossy().into_owned();
            if path.is_dir() {
                dirs.push(path);
            } else if name.ends_with(".jar") && !name.ends_with("-sources.jar") {
                jars.push(name);
            }
        }
    }
    let class_path = format!("{}:{}", out.display(), jars.join(":"));
    let runner = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/ggp_base/GgpBaseRunner.java");
    // Java 8's library signatures: one of ggp-base's Swing tables does not compile against 9's.
    let status = Command::new("javac")
        .args(["--release", "8", "-nowarn", "-encoding", "UTF-8", "-d"])
        .arg(out)
        .arg("-sourcepath")
        .arg(base.join("src/main/java"))
        .args(["-cp", &class_path])
        .arg(&runner)
        .stderr(Stdio::null())
        .status()
        .expect("javac runs");
    assert!(status.success(), "javac failed on {}", runner.display());
    class_path
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A ggp-base sample gamer on a free port, once it listens.
fn sample_player(class_path: &str, gamer: &str, logs: &Path) -> (Killed, String) {
    let port = free_port();
    let mut child = Command::new("java")
        .args(["-cp", class_path, "GgpBaseRunner", "player", &port.to_string(), gamer])
        .current_dir(logs)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("java runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "ready");
    (Killed(child), format!("127.0.0.1:{port}"))
}

/// ggp-base's GameServer runs one match (`match`, or `scrambled-match`): its match JSON.
fn ggp_base_match(
    class_path: &str,
    how: &str,
    kif: &Path,
    clocks: (u64, u64),
    players: &[&str],
    logs: &Path,
) -> String {
    let out = Command::new("java")
        .args(["-cp", class_path, "GgpBaseRunner", how])
        .arg(kif)
        .args([clocks.0.to_string(), clocks.1.to_string()])
        .args(players)
        .current_dir(logs)
        .stderr(Stdio::null())
        .output()
        .expect("java runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn ggp_base_referees_our_player_and_our_manager_referees_its_players_without_an_error() {
    let Some(base) = std::env::var_os("GGP_BASE_DIR").map(PathBuf::from) else {
        eprintln!("skipped: GGP_BASE_DIR is not set (a ggp-base checkout)");
        return;
    };
    let work = std::env::temp_dir().join(format!("stratagem-ggp-base-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let class_path = build_runner(&base, &work);
    let ours = player(PlayerKind::Uct);
    let ours = ours.addr().to_string();
    let gdl = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/gdl");
    for gamer in ["montecarlo", "searchlight"] {
        let (_theirs, theirs) = sample_player(&class_path, gamer, &work);
        for (game, clocks) in [("tictactoe", (5, 2)), ("connect-four", (5, 2)), ("rock-paper-scissors", (3, 1))] {
            let kif = gdl.join(format!("{game}.kif"));
            for seats in [[ours.as_str(), theirs.as_str()], [theirs.as_str(), ours.as_str()]] {
                let json = ggp_base_match(&class_path, "match", &kif, clocks, &seats, &work);
                let mine = if seats[0] == ours { 0 } else { 1 };
                let goals = completed_without_error(&json);
                println!("ggp-base server, {game} {clocks:?}, ours as role {mine} against {gamer}: goals {goals}");

                let spec = MatchSpec {
                    description: std::fs::read_to_string(&kif).unwrap(),
                    players: seats.iter().map(|s| s.to_string()).collect(),
                    start_clock: clocks.0,
                    play_clock: clocks.1,
                    match_id: format!("stratagem.{game}.{gamer}.{mine}"),
                    step_limit: 1000,
                };
                let played = run_match(&spec, &mut |_| {}).unwrap();
                assert_eq!(played.error_count(), 0, "{game} against {gamer}: {:?}", played.errors);
                println!(
                    "our manager, {game} {clocks:?}, ours as role {mine} against {gamer}: goals {:?}",
                    played.goals
                );
            }
        }
        if gamer == "montecarlo" {
            scrambled_ggp_base_games(&class_path, &base, &ours, &theirs, &work);
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// ggp-base's own tic-tac-toe, connect four and one-role maze, its scrambler on.
fn scrambled_ggp_base_games(class_path: &str, base: &Path, ours: &str, theirs: &str, work: &Path) {
    for (game, players) in
        [("ticTacToe", vec![ours, theirs]), ("connectFour", vec![theirs, ours]), ("maze", vec![ours])]
    {
        let kif = base.join(format!("games/games/{game}/{game}.kif"));
        let json = ggp_base_match(class_path, "scrambled-match", &kif, (5, 2), &players, work);
        assert!(json.contains("\"scrambled\":true"), "{json}");
        let goals = completed_without_error(&json);
        println!("ggp-base server, scrambled, ggp-base's {game}, players {players:?} (ours {ours}): goals {goals}");
    }
}

/// A ggp-base match JSON's goals, once it is checked to be complete with no error recorded.
fn completed_without_error(json: &str) -> String {
    assert!(json.contains("\"isCompleted\":true"), "{json}");
    let errors = json.split("\"errors\":").nth(1).and_then(|e| e.split("]]").next()).unwrap_or("");
    assert!(!errors.contains("\"TO\"") && !errors.contains("\"CE\"") && !errors.contains("IL"), "{json}");
    json.split("\"goalValues\":").nth(1).and_then(|g| g.split(']').next()).map_or("?".into(), |g| format!("{g}]"))
}
