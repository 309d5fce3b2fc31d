//! `moves`, `apply` and `analyse`: a game's rules and players asked about one position.

use crate::{GameArgs, INTERRUPTED, outcome_line, stop_on_ctrl_c};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::time::Duration;
use stratagem_ai::minimax::{self, Limits, SearchOptions};
use stratagem_ai::{AiGame, EvalChoice};
use stratagem_core::Seat;
use stratagem_core::record::read_move;
use stratagem_session::PlayableGame;

/// Prints every legal move of the position, sorted, then the count.
pub(crate) fn moves<G: PlayableGame>(args: &GameArgs, path: &Path, whole_turns: bool) -> Result<ExitCode, String> {
    let state: G = args.position(path)?;
    if whole_turns {
        let count = state.whole_turn_count().ok_or_else(|| format!("{} turns are single moves", G::ID))?;
        println!("{count} distinct whole turns");
        return Ok(ExitCode::SUCCESS);
    }
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    let mut lines: Vec<String> = legal.into_iter().map(|m| state.move_text(m)).collect();
    lines.sort();
    for line in &lines {
        println!("{line}");
    }
    println!("{} legal moves", lines.len());
    Ok(ExitCode::SUCCESS)
}

/// Plays the moves from the position; an illegal one stops with its number and reason.
pub(crate) fn apply<G: PlayableGame>(
    args: &GameArgs,
    path: &Path,
    moves: &str,
    facts: Option<&Path>,
) -> Result<ExitCode, String> {
    if facts.is_some() && G::htn_domain().is_none() {
        return Err(format!("--htn-facts: {} has no HTN player", G::ID));
    }
    let mut state: G = args.position(path)?;
    let texts: Vec<&str> = moves.split(';').map(str::trim).filter(|m| !m.is_empty()).collect();
    for (i, text) in texts.iter().enumerate() {
        let mv = read_move(&state, i + 1, text).map_err(|e| e.to_string())?;
        let seat = state.to_move();
        let steps = state.play(mv);
        let name = |s: Seat| state.seat_text(s);
        let caused: Vec<String> = steps.iter().map(|s| s.describe(name).to_string()).collect();
        println!("{}. {} {text}: {}", i + 1, state.seat_name(seat), caused.join("; "));
    }
    println!("{}", outcome_line(&state));
    println!("position:");
    print!("{}", state.position_text());
    if let Some(facts) = facts {
        std::fs::write(facts, state.htn_facts()).map_err(|e| format!("{}: {e}", facts.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs minimax on the position to a depth or for a time and prints what it found.
pub(crate) fn analyse<G: PlayableGame>(args: &GameArgs, path: &Path) -> Result<ExitCode, String> {
    let state: G = args.position(path)?;
    if args.depth.is_none() && args.time_ms.is_none() {
        return Err("analyse needs --depth N or --time-ms T".into());
    }
    let limits = Limits { depth: args.depth, time: args.time_ms.map(Duration::from_millis), nodes: None };
    let stop = stop_on_ctrl_c();
    let options = SearchOptions { seed: args.seed, cancel: Some(stop.clone()), ..SearchOptions::default() };
    let eval = match &args.eval {
        Some(name) => EvalChoice::parse(name)?,
        None => EvalChoice::default(),
    };
    let report = match eval {
        EvalChoice::Reference => minimax::search(&state, &<G as AiGame>::Reference::default(), limits, &options),
        EvalChoice::Tuned => minimax::search(&state, &<G as AiGame>::Tuned::default(), limits, &options),
    };
    let mut line = Vec::new();
    let mut walk = state.clone();
    for &mv in &report.pv {
        line.push(walk.move_text(mv));
        walk.apply(mv);
    }
    println!("evaluation: {}", eval.name());
    println!("value: {} (for {})", report.score, state.seat_name(state.to_move()));
    if eval == EvalChoice::Reference
        && let Some(text) = state.reference_score_text(report.score)
    {
        println!("reference value: {text}");
    }
    println!("best: {}", report.best.map_or("none (the game is over)".into(), |m| state.move_text(m)));
    println!("pv: {}", line.join(" "));
    println!("depth: {}", report.depth);
    println!("nodes: {}", report.nodes);
    println!("time: {:.1} ms", report.elapsed.as_secs_f64() * 1000.0);
    if stop.load(Ordering::Relaxed) {
        eprintln!("stratagem: interrupted: the search stopped at Ctrl+C; the above is what it had found");
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}
