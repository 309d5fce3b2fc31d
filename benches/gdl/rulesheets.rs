//! `GDL_RULESHEETS=<folder> cargo bench --profile dev --bench gdl`: perft to depth 2 of every
//! `.kif` under the folder (GGP-Base's games, say), each in a child process of its own so a
//! description that exhausts the memory or runs past the time allowed is reported, not fatal;
//! then random playouts per second on the folder's `breakthrough.kif` (or the descriptions
//! `GDL_PLAYOUTS` names, comma-separated), and ggplib's beside them when `GGPLIB_RATE` is set.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use stratagem::gdl::{self, Engine};

/// The variable that makes the bench's child process count one description.
const ONE: &str = "GDL_PERFT_ONE";

/// How long one description may take, loading and perft together.
const ALLOWED: Duration = Duration::from_secs(60);

/// The `.kif` files under `dir`, sorted by path.
fn descriptions(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            descriptions(&path, out);
        } else if path.extension().is_some_and(|e| e == "kif") {
            out.push(path);
        }
    }
    out.sort();
}

/// In the child: loads one description and counts to depth 2, printing one line of the table
/// (`ok` or `error`, engine, load and perft times, warnings, the depth 2 count or the error).
pub fn child() -> bool {
    let Some(path) = std::env::var_os(ONE) else { return false };
    let started = Instant::now();
    let engine = match Engine::load(Path::new(&path)) {
        Ok(e) => e,
        Err(e) => {
            println!("error | - | - | - | - | load: {e}");
            return true;
        }
    };
    let loaded = started.elapsed();
    let mut last = String::from("no depth counted");
    let counted = gdl::perft(&engine, 2, |line| last = line.to_string());
    let total = started.elapsed();
    let (status, what) = match counted {
        Ok(()) => ("ok", last),
        Err(e) => ("error", format!("perft: {e}")),
    };
    println!(
        "{status} | {} | {:.3} | {:.3} | {} | {what}",
        engine.kind(),
        loaded.as_secs_f64(),
        (total - loaded).as_secs_f64(),
        engine.warnings().len()
    );
    true
}

/// Runs the child on `path` with the time allowed; its line, or why there is none.
fn count(path: &Path) -> (String, f64) {
    let started = Instant::now();
    let exe = std::env::current_exe().expect("the bench's own path");
    let spawned = Command::new(exe).env(ONE, path).stdout(Stdio::piped()).stderr(Stdio::null()).spawn();
    let Ok(mut child) = spawned else { return ("error | - | - | - | - | not started".into(), 0.0) };
    let line = loop {
        match child.try_wait() {
            Ok(Some(_)) => {
                let mut out = String::new();
                child.stdout.take().map(|mut s| s.read_to_string(&mut out));
                let line = out.lines().last().unwrap_or("").to_string();
                break if line.is_empty() { "error | - | - | - | - | crashed (out of memory?)".into() } else { line };
            }
            Ok(None) if started.elapsed() > ALLOWED => {
                let _ = child.kill();
                let _ = child.wait();
                break format!("error | - | - | - | - | past {} s", ALLOWED.as_secs());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => break format!("error | - | - | - | - | {e}"),
        }
    };
    (line, started.elapsed().as_secs_f64())
}

/// The whole folder's table, then the playout figures; `rate` measures playouts per second,
/// and `peer` the same for another engine on a description's file, right after ours.
pub fn run(dir: &Path, rate: impl Fn(&Engine) -> Result<f64, String>, peer: impl Fn(&Path) -> Result<f64, String>) {
    let mut paths = Vec::new();
    descriptions(dir, &mut paths);
    println!(
        "perft to depth 2 of {} descriptions under {}, {} s allowed each",
        paths.len(),
        dir.display(),
        ALLOWED.as_secs()
    );
    println!("| description | status | engine | load s | perft s | warnings | depth 2 |");
    println!("|---|---|---|---|---|---|---|");
    let mut failed = Vec::new();
    let mut slowest = (0.0, String::new());
    for path in &paths {
        let name = path.strip_prefix(dir).unwrap_or(path).display().to_string();
        let (line, secs) = count(path);
        if !line.starts_with("ok") {
            failed.push(format!("{name}: {}", line.rsplit(" | ").next().unwrap_or("")));
        } else if secs > slowest.0 {
            slowest = (secs, name.clone());
        }
        println!("| {name} | {line} |");
    }
    println!(
        "{} of {} run to depth 2; slowest {} in {:.2} s",
        paths.len() - failed.len(),
        paths.len(),
        slowest.1,
        slowest.0
    );
    for f in &failed {
        println!("failed: {f}");
    }
    let names = std::env::var("GDL_PLAYOUTS").unwrap_or_else(|_| "breakthrough.kif".into());
    for name in names.split(',').filter(|n| !n.is_empty()) {
        let Some(path) = paths.iter().find(|p| p.file_name().is_some_and(|f| f == name)) else {
            println!("playouts: no {name} under {}", dir.display());
            continue;
        };
        let figures = Engine::load(path).map_err(|e| e.to_string()).and_then(|mut e| {
            let with = cpu_rate(&e, &rate)?;
            if let Engine::Compiled(c) = &mut e {
                c.set_state_memory(false);
            }
            Ok((e.kind(), with, cpu_rate(&e, &rate)?))
        });
        match figures {
            Ok((kind, (with, with_cpu), (without, without_cpu))) => println!(
                "playouts: {name} ({kind}): {with:.0} random playouts per second ({with_cpu:.0} per second of CPU time); \
                 without the memory of states {without:.0} ({without_cpu:.0})"
            ),
            Err(e) => println!("playouts: {name}: {e}"),
        }
        match peer(path) {
            Ok(per_second) => println!("playouts: {name} (ggplib propnet): {per_second:.0} random playouts per second"),
            Err(e) => println!("playouts: {name} (ggplib propnet): skipped ({e})"),
        }
    }
}

/// Playouts per second of wall time (what `rate` gives) and per second of this thread's CPU
/// time, which a machine busy with other work does not lower.
fn cpu_rate(e: &Engine, rate: &impl Fn(&Engine) -> Result<f64, String>) -> Result<(f64, f64), String> {
    let (cpu, wall) = (thread_cpu(), Instant::now());
    let per_second = rate(e)?;
    let playouts = per_second * wall.elapsed().as_secs_f64();
    let cpu = thread_cpu() - cpu;
    Ok((per_second, if cpu > 0.0 { playouts / cpu } else { per_second }))
}

/// This thread's CPU time in seconds (0 where there is no such clock).
fn thread_cpu() -> f64 {
    #[cfg(unix)]
    {
        let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: `t` is a valid timespec for the call to fill.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9;
        }
    }
    0.0
}
