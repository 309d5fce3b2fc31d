//! `cargo bench --profile dev --bench robots`: the Robot Race programmer's decision time on each
//! shipped board, from many dealt hands (the start and positions after a few random rounds).
//!
//! Prints, per board: the distance field's one-off build time, then for Hard (every program)
//! and Normal (100 random programs) the median, mean and slowest decision and the programs
//! scored. Figures in the README come from the dev profile (opt-level 2 for everything), which
//! reuses the compiled Bevy; a release build would be a little faster.

use std::time::{Duration, Instant};
use stratagem::core::assets::MapPreset;
use stratagem::core::{Game, Seat};
use stratagem::games::robots::ai::{Level, choose};
use stratagem::games::robots::distance::DistanceField;
use stratagem::games::robots::preset::Preset;
use stratagem::games::robots::{Program, Robots};

/// Hands per board.
const HANDS: u64 = 40;

/// A position after `rounds` rounds of seeded programs, with a fresh hand dealt.
fn position(state: &Robots, rounds: u64, seed: u64) -> Robots {
    let mut state = state.clone();
    let mut all = Vec::new();
    Program::all(&mut all);
    let mut i = seed;
    for _ in 0..rounds * state.seats() as u64 {
        if state.outcome().is_some() {
            break;
        }
        i = i.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        state.apply(all[(i >> 33) as usize % all.len()]);
    }
    state
}

fn summary(mut times: Vec<Duration>) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / times.len().max(1) as f64;
    format!(
        "median {:>6.3} ms  mean {mean:>6.3} ms  max {:>6.3} ms",
        ms(times[times.len() / 2]),
        ms(*times.last().unwrap_or(&Duration::ZERO))
    )
}

fn main() {
    println!("Robot Race programmer, {HANDS} dealt hands per board (dev profile, opt-level 2)\n");
    for preset in Preset::load_all(&Preset::dir()).into_iter().flatten() {
        let started = Instant::now();
        let field = DistanceField::new(&preset.board);
        let build = started.elapsed();
        drop(field);
        let robots = preset.board.starts.len().min(4);
        let start = preset.start(robots, 1, 1000).expect("shipped boards start");
        let _ = start.distance(0); // builds the board's own field before timing
        let mut hard = Vec::new();
        let mut normal = Vec::new();
        let (mut scored, mut registers) = (0, 0);
        for seed in 0..HANDS {
            let state = position(&start, seed % 5, seed);
            if state.outcome().is_some() {
                continue;
            }
            let seat = state.to_move();
            // Best of three, so a scheduler hiccup does not count as the search's time.
            let mut best = Duration::MAX;
            for _ in 0..3 {
                let started = Instant::now();
                let (_, stats) = choose(&state, seat, Level::Every, seed);
                best = best.min(started.elapsed());
                scored += stats.scored;
                registers += stats.registers;
            }
            hard.push(best);
            let started = Instant::now();
            choose(&state, Seat(seat.0), Level::Sample(100), seed);
            normal.push(started.elapsed());
        }
        let decisions = hard.len();
        println!(
            "{} ({}x{}, {} flags, {robots} robots)",
            preset.id,
            preset.board.width,
            preset.board.height,
            preset.board.flags.len()
        );
        println!("  distance field: built once in {:.2} ms", build.as_secs_f64() * 1000.0);
        println!(
            "  hard:   {}  ({} of the 15120 ordered programs scored, {} registers simulated, per decision on average)",
            summary(hard),
            scored / (3 * decisions.max(1)),
            registers / (3 * decisions.max(1))
        );
        println!("  normal: {}", summary(normal));
    }
}
