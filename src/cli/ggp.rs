//! `ggp-player` and `ggp-match`: general game playing with other GGP programs. The protocol,
//! the player and the manager are `stratagem_ggp`'s; this reads the flags and prints.

use super::window::window_for;
use super::{WindowArgs, run_app};
use crate::core::record::write_atomic;
use crate::shell::feed::MoveFeed;
use crate::shell::{Authority, SaveTo};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Mutex, mpsc};
use std::time::{SystemTime, UNIX_EPOCH};
use stratagem_ggp::json::match_json;
use stratagem_ggp::record::{Transcript, find_description, record_of};
use stratagem_ggp::request::MAX_CLOCK;
use stratagem_ggp::{MatchSpec, Played, PlayerConfig, PlayerKind, PlayerServer, run_match, run_match_watched};

/// The most search threads a move may use.
const MAX_THREADS: usize = 256;

/// Serves GGP matches on `port` until the process is stopped.
pub(super) fn ggp_player(port: u16, player: &str, threads: usize, name: &str) -> Result<ExitCode, String> {
    if !(1..=MAX_THREADS).contains(&threads) {
        return Err(format!("--threads must be from 1 to {MAX_THREADS}, not {threads}"));
    }
    if name.is_empty() || name.contains(|c: char| c.is_whitespace() || "();".contains(c)) {
        return Err("--name must be one word without parentheses".into());
    }
    let kind = PlayerKind::parse(player)?;
    let config = PlayerConfig { name: name.to_string(), kind, threads, log: true };
    let server = PlayerServer::start(&format!("0.0.0.0:{port}"), config)?;
    say(&format!("ggp-player: {name} ({player}, {threads} thread(s)) listening on port {}", server.addr().port()));
    server.wait();
    Ok(ExitCode::SUCCESS)
}

/// What `ggp-match` was asked for.
pub(super) struct MatchArgs {
    pub game: String,
    pub players: Vec<String>,
    pub start_clock: u64,
    pub play_clock: u64,
    pub step_limit: u64,
    pub json: Option<PathBuf>,
    pub record: Option<PathBuf>,
    /// Show it in a window, with these window options.
    pub watch: Option<WindowArgs>,
}

/// Runs one match, prints its steps and goals, and writes the files asked for.
pub(super) fn ggp_match(args: &MatchArgs) -> Result<ExitCode, String> {
    for (flag, clock) in [("--start-clock", args.start_clock), ("--play-clock", args.play_clock)] {
        if !(1..=MAX_CLOCK).contains(&clock) {
            return Err(format!("{flag} must be from 1 to {MAX_CLOCK} seconds, not {clock}"));
        }
    }
    let (preset, description) = find_description(&args.game)?;
    let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
    let name: String = args.game.rsplit(['/', '\\']).next().unwrap_or("match").trim_end_matches(".kif").to_string();
    let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect();
    let spec = MatchSpec {
        description,
        players: args.players.clone(),
        start_clock: args.start_clock,
        play_clock: args.play_clock,
        match_id: format!("stratagem.{safe}.{stamp}"),
        step_limit: args.step_limit,
    };
    let played = match &args.watch {
        Some(window) => watch_match(&spec, &preset, window)?,
        None => run_match(&spec, &mut |line| say(line))?,
    };
    if let Some(path) = &args.json {
        write_atomic(path, match_json(&played, &format!("{stamp:x}")).as_bytes())?;
        say(&format!("match JSON written to {}", path.display()));
    }
    if let Some(path) = &args.record {
        record_of(&preset, &played)?.write(path)?;
        say(&format!("record written to {}", path.display()));
    }
    say(&format!("errors: {}", played.error_count()));
    match &played.goals {
        Some(goals) => {
            let listed: Vec<String> = played.roles.iter().zip(goals).map(|(r, g)| format!("{r} {g}")).collect();
            say(&format!("goals: {}", listed.join(", ")));
            Ok(ExitCode::SUCCESS)
        }
        None => Err(format!("the match did not end within {} steps and was aborted", args.step_limit)),
    }
}

/// Referees the match on a thread of its own while a window shows it move by move. Closing the
/// window first leaves the match to finish: its players are owed their STOP, and the files
/// asked for are written.
fn watch_match(spec: &MatchSpec, preset: &str, window: &WindowArgs) -> Result<Played, String> {
    let mut transcript = Transcript::new(preset)?;
    let setup = transcript.setup.clone();
    let (send, receive) = mpsc::channel();
    let (spec, name) = (spec.clone(), spec.match_id.clone());
    let referee = std::thread::spawn(move || {
        run_match_watched(&spec, &mut |line| say(line), &mut |played| {
            let step = played.engine_moves.len().saturating_sub(1);
            match played.engine_moves.last().map(|joint| transcript.step(step, joint)) {
                Some(Ok(moves)) => moves.into_iter().for_each(|mv| drop(send.send(mv))),
                Some(Err(e)) => say(&format!("the window cannot show step {}: {e}", step + 1)),
                None => {}
            }
        })
    });
    let mut app = window_for(setup, None, window);
    // A watched match is not the player's own game, to be continued from the menu, and its
    // moves are the referee's: nothing is played or taken back in the window.
    app.insert_resource(MoveFeed(Mutex::new(receive))).insert_resource(SaveTo { autosave: None, saves: None });
    app.insert_resource(Authority { name, ..Authority::default() });
    run_app(app);
    if !referee.is_finished() {
        say("the window is closed; the match goes on to its end");
    }
    referee.join().map_err(|_| "the match's referee failed".to_string())?
}

/// A line on standard output; a reader that went away costs the line, not the match (SIGPIPE
/// stays ignored here for the sockets' sake).
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stdout(), "{line}");
}
