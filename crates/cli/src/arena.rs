//! `arena`: computer players against each other, game after game, with who won and how long
//! their moves took.

use crate::{GameArgs, INTERRUPTED, games_in_range, stop_on_ctrl_c};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;
use stratagem_session::selfplay::{OnFailure, SelfPlay, game_decides, htn_domain_for};
use stratagem_session::{Controller, PlayableGame, Setup};

/// Plays `games` AI-vs-AI games and prints who won and how long moves took.
pub(crate) fn arena<G: PlayableGame>(
    args: &GameArgs,
    games: u64,
    save_dir: Option<&Path>,
    opening: usize,
) -> Result<ExitCode, String> {
    games_in_range(games)?;
    let base = args.setup::<G>(250, ["minimax", "greedy"])?;
    if base.seats.iter().any(|c| !matches!(c, Controller::Ai(_))) {
        return Err("the arena plays computer players only".into());
    }
    let htn = htn_domain_for::<G>(base.seats.iter().any(|c| c.name() == stratagem_ai::HTN.id))?;
    // Seats past the game's own count (robots sitting out) take no part.
    let start = G::start(&base).map_err(|e| e.to_string())?;
    let seats = start.seats();
    for warning in start.warnings() {
        eprintln!("warning: {warning}");
    }
    let stop = stop_on_ctrl_c();
    let rules = SelfPlay {
        opening_plies: opening,
        htn,
        threads: stratagem_ai::cores(),
        stop: Some(stop.clone()),
        on_failure: OnFailure::RandomMove,
    };
    let label = |seat: usize| format!("{} (seat {})", base.seats[seat].text(), seat + 1);
    let mut firsts = vec![0u32; seats];
    let mut undecided = 0u32;
    let mut think = vec![(Duration::ZERO, 0u32); seats];
    let mut played = 0;
    for game in 0..games {
        let setup = Setup { seed: base.seed.wrapping_add(game), ..base.clone() };
        let Some(finished) =
            rules.play::<G>(&setup, &game_decides::<G>).map_err(|e| format!("game {}: {e}", game + 1))?
        else {
            break;
        };
        played += 1;
        for (total, more) in think.iter_mut().zip(&finished.think) {
            total.0 += more.0;
            total.1 += more.1;
        }
        let outcome = finished.state.outcome();
        match outcome.as_ref().and_then(|o| o.winner()) {
            Some(seat) => firsts[seat.index()] += 1,
            None => undecided += 1,
        }
        let mut line =
            format!("game {:>3}: {}", game + 1, outcome.map_or("unfinished".into(), |o| o.reason().to_string()));
        if let Some(dir) = save_dir {
            let path = dir.join(format!("{}-{:03}.ron", G::ID, game + 1));
            setup.record(finished.moves).write(&path)?;
            line += &format!("  [{}]", path.display());
        }
        println!("{line}");
        for note in finished.notes {
            println!("           {note}");
        }
    }
    println!();
    for seat in 0..seats {
        let (time, moves) = think[seat];
        let average = time.as_secs_f64() * 1000.0 / f64::from(moves.max(1));
        println!(
            "{:<28} wins {:>3}   average move time {average:>8.2} ms over {moves} moves",
            label(seat),
            firsts[seat]
        );
    }
    println!("{:<28} {undecided:>8}", "draws");
    if played < games {
        eprintln!("stratagem: interrupted: {played} of {games} games played before Ctrl+C");
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}
