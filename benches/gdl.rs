//! `cargo bench --profile dev --bench gdl`: uniform random playouts per second (seeded, to the
//! end of the game) on the shipped GDL descriptions, for the compiled engine (with and without
//! its memory of the states playouts meet), the resolver (the reference) and, when `swipl` is
//! on the PATH, the same description translated to Prolog and run by SWI-Prolog (the seed's
//! way), with the compiled engine's speed-up over it; and when `GGPLIB_RATE` is set, ggplib's
//! propnet on the same description, side by side (see `gdl/ggplib.rs`).
//! Names after `--` choose some of the descriptions; paths of `.kif` files there are measured
//! instead, the compiled engine beside ggplib only (the resolver and Prolog would take minutes
//! a playout on chess). With `GDL_RULESHEETS` set to a folder it counts every description there
//! instead (see `gdl/rulesheets.rs`).

#[path = "gdl/ggplib.rs"]
mod ggplib;
#[path = "gdl/prolog.rs"]
mod prolog;
#[path = "gdl/rulesheets.rs"]
mod rulesheets;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use stratagem::core::assets::read_text;
use stratagem::gdl::{Engine, Kind, Machine};

const DESCRIPTIONS: [&str; 6] =
    ["tictactoe.kif", "connect-four.kif", "nim.kif", "hanoi.kif", "tictactoe-3.kif", "rock-paper-scissors.kif"];

/// How long each engine plays each description.
const SECONDS: f64 = 2.0;

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// One random playout from the start to a terminal state.
/// Playouts per second over about `SECONDS`.
fn rate<M: Machine>(m: &M) -> Result<f64, String> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let start = m.initial();
    let started = Instant::now();
    let mut n = 0u64;
    while started.elapsed() < Duration::from_secs_f64(SECONDS) {
        m.playout(&start, usize::MAX, &mut |n| rng.below(n))?;
        n += 1;
    }
    Ok(n as f64 / started.elapsed().as_secs_f64())
}

/// How many times `theirs` ours is, to `places` decimals, or "-" without both figures.
fn times(ours: Option<f64>, theirs: &Result<f64, String>, places: usize) -> String {
    match (ours, theirs) {
        (Some(ours), Ok(theirs)) => format!("{:.places$}x", ours / theirs),
        _ => "-".into(),
    }
}

/// The compiled engine (with and without its memory of states) and ggplib's propnet, one
/// after the other on each file: random playouts per second, and the load times.
fn against_ggplib(files: &[String]) {
    println!("random playouts per second, about {SECONDS} s each, one thread");
    println!(
        "| description | load s | compiled | compiled, no state memory | ggplib propnet | compiled / ggplib | no memory / ggplib |"
    );
    println!("|---|---|---|---|---|---|---|");
    for file in files {
        let path = Path::new(file);
        let name = path.file_name().map_or(file.clone(), |n| n.to_string_lossy().into_owned());
        let loaded = Instant::now();
        let engine = Engine::load_with(path, Kind::Compiled).map_err(|e| e.to_string());
        let load = loaded.elapsed().as_secs_f64();
        let (compiled, forgetful) = match engine {
            Ok(mut engine) => {
                let with = rate(&engine);
                if let Engine::Compiled(c) = &mut engine {
                    c.set_state_memory(false);
                }
                (with, rate(&engine))
            }
            Err(e) => (Err(e.clone()), Err(e)),
        };
        let peer = ggplib::rate(path, SECONDS);
        let over_peer = |ours: &Result<f64, String>| times(ours.as_ref().ok().copied(), &peer, 2);
        let ratios = format!("{} | {}", over_peer(&compiled), over_peer(&forgetful));
        let shown = |r: Result<f64, String>| r.map_or_else(|e| format!("error: {e}"), |r| format!("{r:.0}"));
        let peer = peer.map_or_else(|e| format!("skipped ({e})"), |p| format!("{p:.0}"));
        println!("| {name} | {load:.1} | {} | {} | {peer} | {ratios} |", shown(compiled), shown(forgetful));
    }
}

/// SWI-Prolog's playouts per second, or why there is no figure.
fn swipl_rate(name: &str, text: &str) -> Result<f64, String> {
    let program = prolog::program(name, text, SECONDS)?;
    let path = std::env::temp_dir().join(format!("stratagem-gdl-bench-{}-{name}.pl", std::process::id()));
    std::fs::write(&path, program).map_err(|e| e.to_string())?;
    let out = Command::new("swipl").args(["-q", "-g", "main", "-t", "halt"]).arg(&path).output();
    let _ = std::fs::remove_file(&path);
    let out = out.map_err(|e| format!("swipl not run ({e})"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let figures: Vec<f64> = text.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    match figures[..] {
        [n, secs] if secs > 0.0 => Ok(n / secs),
        _ => Err(format!("swipl said: {} {}", text.trim(), String::from_utf8_lossy(&out.stderr).trim())),
    }
}

fn main() {
    if rulesheets::child() {
        return;
    }
    if let Some(folder) = std::env::var_os("GDL_RULESHEETS") {
        rulesheets::run(Path::new(&folder), rate, |path| ggplib::rate(path, SECONDS));
        return;
    }
    let files: Vec<String> =
        std::env::args().skip(1).filter(|a| a.ends_with(".kif") && Path::new(a).is_file()).collect();
    if !files.is_empty() {
        against_ggplib(&files);
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gdl");
    println!("random playouts per second, about {SECONDS} s each");
    println!(
        "| description | compiled | compiled, no state memory | resolver | SWI-Prolog | compiled / SWI-Prolog | no memory / SWI-Prolog | ggplib propnet | compiled / ggplib | no memory / ggplib |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    // `cargo bench --bench gdl -- nim hanoi` runs just the descriptions named.
    let only: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    for name in DESCRIPTIONS.into_iter().filter(|n| only.is_empty() || only.iter().any(|o| n.contains(o.as_str()))) {
        let path = dir.join(name);
        let figure = |kind: Kind, memory: bool| -> String {
            let engine = Engine::load_with(&path, kind).map_err(|e| e.to_string());
            let engine = engine.map(|mut e| {
                if let Engine::Compiled(c) = &mut e {
                    c.set_state_memory(memory);
                }
                e
            });
            match engine.and_then(|m| rate(&m)) {
                Ok(r) => format!("{r:.0}"),
                Err(e) => format!("error: {e}"),
            }
        };
        let compiled = figure(Kind::Compiled, true);
        let forgetful = figure(Kind::Compiled, false);
        let resolver = figure(Kind::Resolver, true);
        let swipl = read_text(&path).map_err(|e| e.to_string()).and_then(|text| swipl_rate(name, &text));
        let ratio = |ours: &str| times(ours.parse().ok(), &swipl, 0);
        let (ratio, forgetful_ratio) = (ratio(&compiled), ratio(&forgetful));
        let swipl = swipl.map_or_else(|e| format!("skipped ({e})"), |s| format!("{s:.0}"));
        let peer = ggplib::rate(&path, SECONDS);
        let over_peer = |ours: &str| times(ours.parse().ok(), &peer, 2);
        let (peer_ratio, forgetful_peer_ratio) = (over_peer(&compiled), over_peer(&forgetful));
        let peer = peer.map_or_else(|e| format!("skipped ({e})"), |p| format!("{p:.0}"));
        println!(
            "| {name} | {compiled} | {forgetful} | {resolver} | {swipl} | {ratio} | {forgetful_ratio} | {peer} | {peer_ratio} | {forgetful_peer_ratio} |"
        );
    }
}
