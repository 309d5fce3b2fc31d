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
//!
//! The two engines take turns, `ROUNDS` rounds of `QUERIES` queries each, and each one's
//! fastest round is reported: on a machine shared with other work, a slow round says more
//! about the neighbours than about the engine.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use stratagem::ai::htn::{self, Domain, Search, find_plans};

const QUERIES: usize = 200;
const ROUNDS: usize = 3;
const TASK: &str = "doAI(Player2)";

/// Our plans for `TASK` in `indhtn`'s format: `[ { (op, op) } { (op) } ]`.
fn ours_once(domain: &Domain, tasks: &[htn::Term]) -> String {
    let plans = find_plans(domain, &domain.state, tasks, Search::All, htn::DEFAULT_STEPS).expect("plans");
    let shown: String = plans.iter().map(|p| format!("{{ ({}) }} ", p.operators().join(", "))).collect();
    format!("[ {shown}]")
}

/// Our time per query over `QUERIES` queries in this process, and the plans.
fn ours(domain: &Domain, tasks: &[htn::Term]) -> (f64, String) {
    let plans = ours_once(domain, tasks);
    let start = Instant::now();
    for _ in 0..QUERIES {
        assert_eq!(ours_once(domain, tasks), plans, "every run gives the same plans");
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

/// The fastest of `times`, and all of them as text.
fn best(times: &[f64]) -> (f64, String) {
    let all: Vec<String> = times.iter().map(|t| format!("{t:.3}")).collect();
    (times.iter().copied().fold(f64::INFINITY, f64::min), all.join(" "))
}

fn main() {
    let Some(dir) = std::env::var_os("INDUCTOR_HTN_DIR").map(PathBuf::from) else {
        println!("InductorHtn is missing: set INDUCTOR_HTN_DIR to a checkout of EricZinda/InductorHtn.");
        println!("Its Examples/Game.htn is the domain measured, so nothing is measured without it.");
        return;
    };
    let game = dir.join("Examples").join("Game.htn");
    let domain = Domain::load(&game).expect("Game.htn loads");
    let tasks = htn::parse_tasks(TASK).expect("the task parses");
    let indhtn = build_indhtn(&dir);
    let (mut ours_times, mut inductor_times) = (Vec::new(), Vec::new());
    let (mut ours_plans, mut inductor_plans) = (String::new(), None);
    for _ in 0..ROUNDS {
        let (ms, plans) = ours(&domain, &tasks);
        ours_times.push(ms);
        ours_plans = plans;
        if let Ok(exe) = &indhtn {
            let (ms, plans) = inductor(exe, &game);
            inductor_times.push(ms);
            inductor_plans = Some(plans);
        }
    }
    let plan_count = ours_plans.matches("{ (").count();
    println!("Game.htn goals({TASK}), {ROUNDS} rounds of {QUERIES} queries in one process each, {plan_count} plans");
    let (ours_ms, ours_all) = best(&ours_times);
    println!("ours        {ours_ms:>9.3} ms per query, best round (rounds: {ours_all})");
    let (Ok(exe), Some(inductor_plans)) = (&indhtn, inductor_plans) else {
        let why = indhtn.err().unwrap_or_default();
        println!("InductorHtn's indhtn is missing ({why}); only ours was measured.");
        return;
    };
    let (inductor_ms, inductor_all) = best(&inductor_times);
    println!("InductorHtn {inductor_ms:>9.3} ms per query, best round (rounds: {inductor_all}; {})", exe.display());
    println!("ratio       {:>9.1}x", inductor_ms / ours_ms);
    if ours_plans == inductor_plans {
        println!("same plans: {ours_plans}");
    } else {
        println!("the plans differ!\n  ours:        {ours_plans}\n  InductorHtn: {inductor_plans}");
        std::process::exit(1);
    }
}
