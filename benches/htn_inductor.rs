//! `cargo bench --profile dev --bench htn_inductor`: our HTN planner against InductorHtn's
//! own C++ `indhtn`, side by side in one run, on Inductor's `Examples/Game.htn` and the query
//! `goals(doAI(Player2))` (all plans), 200 queries in one process for each.
//!
//! Set `INDUCTOR_HTN_DIR` to a checkout of <https://github.com/EricZinda/InductorHtn> (the
//! folder holding `src/` and `Examples/`). Game.htn is read from there, never copied here.
//! When CMake is on the path, `indhtn` is built from that source (Release) into a folder
//! under the target directory, once; without CMake, only ours is measured. Both engines must
//! give the same plans, printed the way `indhtn` prints them.
//!
//! `indhtn` is driven through its prompt: the queries go to its standard input, and its start
//! (loading Game.htn) is timed apart by a run with no query and taken off.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use stratagem::ai::htn::{self, Domain, Search, find_plans};

const QUERIES: usize = 200;
const TASK: &str = "doAI(Player2)";

/// Our plans for `TASK` in `indhtn`'s format: `[ { (op, op) } { (op) } ]`.
fn ours_once(domain: &Domain, tasks: &[htn::Term]) -> String {
    let plans = find_plans(domain, &domain.state, tasks, Search::All, htn::DEFAULT_STEPS).expect("plans");
    let shown: String = plans.iter().map(|p| format!("{{ ({}) }} ", p.operators().join(", "))).collect();
    format!("[ {shown}]")
}

/// Our time per query over `QUERIES` queries, and the plans.
fn ours(game: &Path) -> (f64, String) {
    let domain = Domain::load(game).expect("Game.htn loads");
    let tasks = htn::parse_tasks(TASK).expect("the task parses");
    let plans = ours_once(&domain, &tasks);
    let start = Instant::now();
    for _ in 0..QUERIES {
        assert_eq!(ours_once(&domain, &tasks), plans, "every run gives the same plans");
    }
    (start.elapsed().as_secs_f64() * 1000.0 / QUERIES as f64, plans)
}

/// Builds `indhtn` from `source` with CMake (Release) under the target directory, or says why
/// it could not.
fn build_indhtn(source: &Path) -> Result<PathBuf, String> {
    let build = Path::new(env!("CARGO_TARGET_TMPDIR")).join("inductor-htn");
    let exe = build.join("indhtn");
    let run = |args: &[&str]| -> Result<(), String> {
        let out = Command::new("cmake").args(args).output().map_err(|e| format!("cmake: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!("cmake {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr)))
        }
    };
    let (src, dir) = (source.join("src"), build.display().to_string());
    run(&["-S", &src.display().to_string(), "-B", &dir, "-DCMAKE_BUILD_TYPE=Release"])?;
    run(&["--build", &dir, "--target", "indhtn", "--config", "Release"])?;
    if exe.is_file() { Ok(exe) } else { Err(format!("the build made no {}", exe.display())) }
}

/// Runs `indhtn` on `game` with `queries` copies of the query on its input; the time it took
/// and each answer it printed.
fn indhtn_run(exe: &Path, game: &Path, queries: usize) -> (Duration, Vec<String>) {
    let input = format!("goals({TASK}).\n").repeat(queries) + "/q\n";
    let start = Instant::now();
    let mut child = Command::new(exe)
        .arg(game.file_name().expect("a file name"))
        .current_dir(game.parent().expect("a folder"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("indhtn starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("indhtn runs");
    let took = start.elapsed();
    writer.join().expect("the writer").expect("indhtn reads its input");
    let text = String::from_utf8_lossy(&out.stdout);
    let answers = text.split(">> ").skip(1).map(|a| a.lines().next().unwrap_or("").trim().to_string()).collect();
    (took, answers)
}

/// Inductor's time per query (its start taken off) and its plans.
fn inductor(exe: &Path, game: &Path) -> (f64, String) {
    let (start_only, none) = indhtn_run(exe, game, 0);
    assert!(none.is_empty(), "no query, no answer: {none:?}");
    let (took, answers) = indhtn_run(exe, game, QUERIES);
    assert_eq!(answers.len(), QUERIES, "one answer per query");
    assert!(answers.iter().all(|a| *a == answers[0]), "every run gives the same plans");
    let per_query = took.saturating_sub(start_only).as_secs_f64() * 1000.0 / QUERIES as f64;
    (per_query, answers[0].clone())
}

fn main() {
    let Some(dir) = std::env::var_os("INDUCTOR_HTN_DIR").map(PathBuf::from) else {
        println!("InductorHtn is missing: set INDUCTOR_HTN_DIR to a checkout of EricZinda/InductorHtn.");
        println!("Its Examples/Game.htn is the domain measured, so nothing is measured without it.");
        return;
    };
    let game = dir.join("Examples").join("Game.htn");
    let (ours_ms, ours_plans) = ours(&game);
    let plan_count = ours_plans.matches("{ (").count();
    println!("Game.htn goals({TASK}), {QUERIES} queries in one process each, {plan_count} plans");
    println!("ours       {ours_ms:>9.3} ms per query");
    let exe = match build_indhtn(&dir) {
        Ok(exe) => exe,
        Err(why) => {
            println!("InductorHtn's indhtn is missing ({why}); only ours was measured.");
            return;
        }
    };
    let (inductor_ms, inductor_plans) = inductor(&exe, &game);
    println!("InductorHtn{inductor_ms:>9.3} ms per query ({})", exe.display());
    println!("ratio      {:>9.1}x", inductor_ms / ours_ms);
    if ours_plans == inductor_plans {
        println!("same plans: {ours_plans}");
    } else {
        println!("the plans differ!\n  ours:      {ours_plans}\n  InductorHtn: {inductor_plans}");
        std::process::exit(1);
    }
}
