//! `perft`: the game tree counted by depth, for a GDL description or a game of the suite.

use crate::GameArgs;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use stratagem_games::with_game;
use stratagem_gdl as gdl;

/// Prints a perft count, one line per depth as each is done, then the time it took.
pub(crate) fn perft_command(
    game: Option<String>,
    rules: Option<PathBuf>,
    position: Option<PathBuf>,
    depth: usize,
    engine: Option<String>,
) -> Result<ExitCode, String> {
    let started = Instant::now();
    let mut warned = false;
    let print = |line: &gdl::PerftLine| {
        println!("{line}");
        if line.repeats && !std::mem::replace(&mut warned, true) {
            eprintln!(
                "warning: a path to depth {} passes more states than perft has met, none terminal, so it repeats one: \
                 the game can run forever (GDL requires every game to end)",
                line.depth
            );
        }
    };
    match (rules, game, position) {
        (Some(_), Some(game), _) if game != "gdl" => {
            return Err(format!("--rules is a GDL description: --game gdl (or no --game), not --game {game}"));
        }
        (Some(path), _, _) => {
            let kind = match engine.as_deref() {
                Some("compiled") => gdl::Kind::Compiled,
                Some("resolver") => gdl::Kind::Resolver,
                _ => gdl::Kind::Best,
            };
            let engine = gdl::Engine::load_with(&path, kind).map_err(|e| e.to_string())?;
            eprintln!("engine: {}", engine.kind());
            for warning in engine.warnings() {
                eprintln!("warning: {warning}");
            }
            gdl::perft(&engine, depth, print)?;
            // After the count, so a description that fails spends its budget once.
            if let Some(why) = gdl::repeated_state(&engine) {
                eprintln!("warning: {}: {why}", path.display());
            }
        }
        (None, Some(game), Some(path)) => {
            let args = GameArgs::rules_only(game);
            with_game!(args.game.as_str(), G => {
                let state: G = args.position(&path)?;
                gdl::perft(&gdl::Sequential(state), depth, print)
            })?
        }
        _ => return Err("perft needs --rules FILE (a GDL description), or --game G with --position FILE".into()),
    }
    println!("time: {:.1} ms", started.elapsed().as_secs_f64() * 1000.0);
    Ok(ExitCode::SUCCESS)
}
