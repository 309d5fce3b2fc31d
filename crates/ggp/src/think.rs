//! Choosing a move with the suite's GDL players, and how long to think on a clock.

use crate::rules::MatchRules;
use rand::RngExt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use stratagem_ai::uct::choosers;
use stratagem_core::rng::seeded;
use stratagem_gdl::EngineState;
use stratagem_gdl::players::{self, Choice, Limits};

/// Which of the suite's GDL players answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// Decoupled UCT: any game, simultaneous moves included.
    Uct,
    /// The exact search that fits (puzzle, alpha-beta, max-n), UCT where it does not.
    Search,
    Random,
}

impl PlayerKind {
    pub const NAMES: [&'static str; 3] = ["uct", "search", "random"];

    pub fn parse(text: &str) -> Result<PlayerKind, String> {
        match text.trim() {
            "uct" => Ok(PlayerKind::Uct),
            "search" => Ok(PlayerKind::Search),
            "random" => Ok(PlayerKind::Random),
            other => Err(format!(
                "no GDL player '{}': a GGP player is one of {}",
                other.escape_default(),
                PlayerKind::NAMES.join(", ")
            )),
        }
    }
}

/// How long to think and when the answer must be sent, after a request with `clock` seconds
/// arrived. The margin (a fifth of the clock, at least half a second, at most five) covers the
/// network and a loaded machine; the search stops a further tenth earlier (at least a quarter
/// second), so the answer is ready when the deadline comes even if a step of the rules is slow.
pub fn budget(clock: u64) -> (Duration, Duration) {
    let clock = Duration::from_secs(clock);
    let margin = (clock / 5).clamp(Duration::from_millis(500), Duration::from_secs(5));
    let answer = clock.saturating_sub(margin).max(Duration::from_millis(100));
    let think = answer.saturating_sub((clock / 10).max(Duration::from_millis(250))).max(Duration::from_millis(20));
    (think, answer)
}

/// Role `role`'s move in `state`, by `kind` thinking `time` on `threads` threads (UCT's root
/// parallel: each thread searches on its own seed and the move most of them chose is played).
pub fn choose(
    rules: &MatchRules,
    state: &EngineState,
    role: usize,
    kind: PlayerKind,
    threads: usize,
    time: Duration,
    cancel: Arc<AtomicBool>,
    seed: u64,
) -> Result<u32, String> {
    let machine = &rules.engine;
    let legal = rules.legal(state)?;
    let mine = legal.get(role).ok_or_else(|| format!("there is no role {role}"))?;
    if mine.len() == 1 || kind == PlayerKind::Random {
        return Ok(mine[seeded(seed).random_range(0..mine.len())]);
    }
    let limits = Limits { time: Some(time), cancel: Some(cancel), ..Limits::default() };
    let roles = legal.len();
    let simultaneous = choosers(&legal).len() > 1;
    if kind == PlayerKind::Search && !simultaneous {
        let found = match roles {
            1 => players::puzzle(machine, state, &limits)?,
            2 => players::alpha_beta(machine, state, role, &limits)?,
            _ => players::max_n(machine, state, role, &limits)?,
        };
        if roles > 1 || found.solved {
            return Ok(found.mv);
        }
    }
    let threads = threads.max(1);
    if threads == 1 {
        return Ok(players::uct(machine, state, role, &limits, seed)?.mv);
    }
    let choices: Vec<Result<Choice<u32>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                let limits = &limits;
                scope.spawn(move || players::uct(machine, state, role, limits, seed.wrapping_add(t)))
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a search thread failed".into()))).collect()
    });
    vote(choices.into_iter().collect::<Result<Vec<_>, _>>()?).ok_or_else(|| "no search thread answered".into())
}

/// The move most searches chose; between equal counts, the one they value highest.
pub(crate) fn vote(choices: Vec<Choice<u32>>) -> Option<u32> {
    let mut tally: Vec<(u32, usize, f64)> = Vec::new();
    for choice in choices {
        match tally.iter_mut().find(|(mv, ..)| *mv == choice.mv) {
            Some(entry) => {
                entry.1 += 1;
                entry.2 += choice.value;
            }
            None => tally.push((choice.mv, 1, choice.value)),
        }
    }
    tally
        .into_iter()
        .max_by(|a, b| {
            (a.1, a.2 / a.1 as f64).partial_cmp(&(b.1, b.2 / b.1 as f64)).unwrap_or(std::cmp::Ordering::Equal)
        })
        .map(|(mv, ..)| mv)
}
