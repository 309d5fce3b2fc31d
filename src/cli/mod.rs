//! The command line: the window's commands (the menu, `play`, `replay`, `online`, `ggp-match
//! --watch`), the servers (`serve`, `lobby`, `ggp-player`), and the commands that need no
//! window, which are `stratagem_cli`'s (a crate without Bevy). One module per command.

mod ggp;
mod online;
mod window;

use crate::app::windowed_app;
use crate::net::serve::ServeArgs;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use stratagem_cli::GameArgs;
use window::{menu, play, replay_command};

/// Stratagem: turn-based strategy games (Provinces, Tactigon, Kings & Pawns, tic-tac-toe, Robot
/// Race) with computer players that think. Without a command it opens the game's menu in a window.
#[derive(Parser, Debug)]
#[command(name = "stratagem", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Open the game in a window and start a game at once (or continue a saved one).
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Continue the game saved in this record file.
        #[arg(long, value_name = "FILE")]
        load: Option<PathBuf>,
        #[command(flatten)]
        window: WindowArgs,
    },
    /// Open the window at the menu: the front page, or with --game that game's setup page
    /// (--rules: its rules page). With --screenshot FILE --after-moves 0, save it and quit.
    Menu {
        /// A game's page instead of the front page.
        #[arg(long)]
        game: Option<String>,
        /// The game's rules page rather than its setup page.
        #[arg(long, requires = "game")]
        rules: bool,
        #[command(flatten)]
        window: WindowArgs,
    },
    /// Watch a recorded game in a window, or with --check verify it without one.
    Replay {
        /// The record file (a save, an autosave or an arena record).
        file: PathBuf,
        /// Replay without a window, checking every move; print the final position and outcome.
        #[arg(long)]
        check: bool,
        #[command(flatten)]
        window: WindowArgs,
    },
    // The commands that need no window (arena, tournament, moves, apply, analyse, htn, perft).
    #[command(flatten)]
    Headless(stratagem_cli::Command),
    /// Host matches for players and spectators on other machines: a headless server on a UDP
    /// port. Each match's record is written after every accepted move, and a restarted server
    /// takes every unfinished match back. One log line per event.
    Serve(ServeArgs),
    /// The front door of many servers on one PostgreSQL database: accounts, every server's
    /// matches, new matches placed on the least loaded server, ranked queues with Glicko-2
    /// ratings, leaderboards and histories, over HTTPS. Servers join it with `serve --db` and
    /// the same --token-secret.
    Lobby(crate::lobby::LobbyArgs),
    /// Open the window connected to a server: host a match (--host, with the setup options;
    /// seats played elsewhere are "remote"), take a seat (--join) or watch (--watch), or, with
    /// none of these, show the server's matches.
    Online {
        /// The server: host:port (port 7171 if left out).
        server: String,
        /// Your name as the other players see it.
        #[arg(long)]
        name: Option<String>,
        /// Host a match from --game, --first, --second...: "remote" seats wait for players
        /// elsewhere, computer players run on the server, "human" seats are yours.
        #[arg(long)]
        host: bool,
        /// Take a seat: of match --code, or of the first match with a free seat.
        #[arg(long)]
        join: bool,
        /// Watch match --code, or the first match listed.
        #[arg(long)]
        watch: bool,
        /// The match code.
        #[arg(long)]
        code: Option<String>,
        /// With --join: the seat to take (1 is the first).
        #[arg(long = "take-seat", value_name = "N")]
        take_seat: Option<u8>,
        /// How your seats are played here: human, or a computer player (greedy, minimax...).
        #[arg(long = "as", value_name = "PLAYER", default_value = "human")]
        play_as: String,
        #[command(flatten)]
        game: GameArgs,
        #[command(flatten)]
        window: WindowArgs,
    },
    /// Play in general game playing matches: an HTTP server on --port that GGP game managers
    /// (ggp-base's, Tiltyard, a class's tournament) send matches to, one at a time, by the GGP
    /// protocol. Every move is answered before the play clock, with a margin. Runs until stopped.
    GgpPlayer {
        /// The port to listen on, on every network interface.
        #[arg(long, default_value_t = 9147)]
        port: u16,
        /// The GDL player that chooses the moves: uct, search or random.
        #[arg(long, default_value = "uct", value_parser = stratagem_ggp::PlayerKind::NAMES)]
        player: String,
        /// Search threads per move, 1 to 256: uct searches on each and plays the move most of
        /// them chose.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// The name the player gives when a manager asks (INFO).
        #[arg(long, default_value = "stratagem")]
        name: String,
    },
    /// Host one general game playing match between GGP players (ours or anyone's) at HOST:PORT
    /// addresses, one per role in the description's order, refereed by the suite's engine. A
    /// player that times out, cannot be reached or answers an illegal move gets a random legal
    /// move, and the error is recorded. Prints every step and the goals.
    GgpMatch {
        /// The description: a .kif file, or one of the suite's (assets/gdl/ without .kif).
        #[arg(long)]
        game: String,
        /// A player's address, HOST:PORT; one --player per role, in role order.
        #[arg(long = "player", value_name = "HOST:PORT", required = true)]
        players: Vec<String>,
        /// Seconds the players have to get ready before the first move.
        #[arg(long, default_value_t = 10)]
        start_clock: u64,
        /// Seconds each player has for each move.
        #[arg(long, default_value_t = 5)]
        play_clock: u64,
        /// A match still going after this many steps is aborted.
        #[arg(long, default_value_t = 10_000)]
        step_limit: u64,
        /// Write the match in ggp-base's match JSON.
        #[arg(long, value_name = "FILE.json")]
        json: Option<PathBuf>,
        /// Write the match as the suite's record, for `stratagem replay`.
        #[arg(long, value_name = "FILE.ron")]
        record: Option<PathBuf>,
        /// Show the match in a window as it is played; closing the window leaves the match
        /// to finish.
        #[arg(long)]
        watch: bool,
        #[command(flatten)]
        window: WindowArgs,
    },
}

#[derive(Args, Debug, Clone)]
struct WindowArgs {
    /// Seconds between AI moves when no one is human.
    #[arg(long)]
    delay: Option<f32>,
    /// Save the window as a PPM image after --after-moves moves, then quit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<PathBuf>,
    #[arg(long, default_value_t = 6)]
    after_moves: usize,
    /// Print frame work times (p50/p95/max, idle and while an AI thinks) when the window closes.
    #[arg(long)]
    frame_stats: bool,
    /// Close the window after this many seconds (with --frame-stats, for measuring).
    #[arg(long, value_name = "SECONDS")]
    quit_after: Option<f32>,
}

pub fn main() -> ExitCode {
    crate::i18n::install_english();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("stratagem: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    let opens_window = matches!(
        cli.command,
        None | Some(Command::Play { .. } | Command::Menu { .. } | Command::Online { .. })
            | Some(Command::Replay { check: false, .. })
    );
    if opens_window {
        if let Some(problem) = crate::shell::crash::display_problem() {
            return Err(problem);
        }
        crate::shell::crash::install_hook();
    }
    let Some(command) = cli.command else {
        return Ok(run_app(windowed_app(None, None)));
    };
    match command {
        Command::Play { game, load, window } => play(&game, load, &window),
        Command::Menu { game, rules, window } => menu(game.as_deref(), rules, &window),
        Command::Replay { file, check, window } => replay_command(&file, check, &window),
        Command::Headless(command) => stratagem_cli::run(command),
        Command::Serve(args) => crate::net::serve::serve(&args).map(|()| ExitCode::SUCCESS),
        Command::Lobby(args) => crate::lobby::run(&args).map(|()| ExitCode::SUCCESS),
        Command::GgpPlayer { port, player, threads, name } => ggp::ggp_player(port, &player, threads, &name),
        Command::GgpMatch { game, players, start_clock, play_clock, step_limit, json, record, watch, window } => {
            let watch = watch.then_some(window);
            ggp::ggp_match(&ggp::MatchArgs { game, players, start_clock, play_clock, step_limit, json, record, watch })
        }
        Command::Online { server, name, host, join, watch, code, take_seat, play_as, game, window } => {
            let args = online::OnlineArgs { server, name, host, join, watch, code, seat: take_seat, play_as };
            online::online(&args, &game, &window)
        }
    }
}

fn run_app(mut app: bevy::app::App) -> ExitCode {
    match app.run() {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
