//! `--frame-stats`: how long the app takes to make each frame, split into frames while a
//! computer player searches and the others, printed as p50/p95/max when the window closes. The
//! work of a frame is timed from the start of `First` to the end of `Last`, so the idle waits
//! between frames do not count.

use super::play::MatchStatus;
use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Frame work times so far; present only when `--frame-stats` asked for them.
#[derive(Resource, Default)]
pub struct FrameStats {
    started: Option<Instant>,
    idle: Vec<Duration>,
    thinking: Vec<Duration>,
}

pub struct FrameStatsPlugin;

impl Plugin for FrameStatsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<FrameStats>()
            .add_systems(First, |mut stats: ResMut<FrameStats>| stats.started = Some(Instant::now()))
            .add_systems(Last, (record_frame, report.run_if(on_message::<AppExit>)).chain());
    }
}

fn record_frame(mut stats: ResMut<FrameStats>, status: Res<MatchStatus>) {
    let Some(started) = stats.started.take() else { return };
    let took = started.elapsed();
    if status.thinking.is_some() { stats.thinking.push(took) } else { stats.idle.push(took) }
}

fn report(stats: Res<FrameStats>) {
    println!("frame work (ms)      frames    p50     p95     max");
    for (name, frames) in [("idle", &stats.idle), ("while an AI thinks", &stats.thinking)] {
        println!("{}", summary(name, frames));
    }
}

/// One line of the table: the count and the 50th and 95th percentiles and the maximum.
pub fn summary(name: &str, frames: &[Duration]) -> String {
    let mut ms: Vec<f64> = frames.iter().map(|d| d.as_secs_f64() * 1000.0).collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms.get(((ms.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
    format!("{name:<20} {:>7} {:>7.2} {:>7.2} {:>7.2}", ms.len(), at(0.5), at(0.95), at(1.0))
}
