//! The command line: the windowed game, replays, a headless AI arena, and the debugging
//! commands every game supports (moves, apply, analyse, perft), plus the HTN query runner
//! and perft for GDL descriptions. One module per command.

mod arena;
mod ggp;
mod htn;
mod online;
mod perft;
mod position;
mod tournament;
mod window;

use crate::ai::EvalChoice;
use crate::app::windowed_app;
use crate::core::Game;
use crate::core::assets::quote;
use crate::core::record::FirstPlayer;
use crate::net::serve::ServeArgs;
use crate::session::Controller;
use crate::session::PlayableGame;
use crate::session::interrupt::stop_on_ctrl_c;
use crate::session::setup::Setup;
use crate::with_game;
use arena::arena;
use clap::{Args, Parser, Subcommand};
use htn::htn_command;
use perft::perft_command;
use position::{analyse, apply, moves};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use tournament::{Wanted, tournament};
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
    /// Play computer-vs-computer games without a window and print the results.
    Arena {
        #[command(flatten)]
        game: GameArgs,
        /// How many games, 1 to 1000000. Ctrl+C stops early and prints the games played.
        #[arg(long, default_value_t = 10)]
        games: u64,
        /// Write every game's record into this folder.
        #[arg(long, value_name = "DIR")]
        save_dir: Option<PathBuf>,
        /// Random moves, drawn from each game's seed, that open it before the players take over.
        /// Without them the HTN, which never draws on the seed, plays one game over again, and
        /// a deep minimax, which draws on it only between equal moves, nearly so.
        #[arg(long, default_value_t = 0)]
        opening: usize,
    },
    /// Rate computer players by a round-robin tournament: every pair (every group of --option
    /// robots=N in Robot Race) meets in every seating over --games openings, games run on
    /// --jobs threads; prints each pairing's wins, draws and losses and every player's Elo with
    /// its 95% interval. A player that fails, crashes or moves illegally loses that game.
    Tournament {
        /// A game of the suite (gdl: a game written in GDL).
        #[arg(long, default_value = "tactigon", value_parser = game_id())]
        game: String,
        /// A preset: a file of assets/maps/<game>/ without .ron (default: the game's own); for gdl a
        /// description of assets/gdl/ without .kif.
        #[arg(long)]
        preset: Option<String>,
        /// A game option: --option gold-boost=on. A GDL game that has not ended after
        /// --option step-limit=N steps (default 10000) is a draw.
        #[arg(long, value_name = "NAME=VALUE")]
        option: Vec<String>,
        /// The players, separated by commas: "random, greedy, minimax:250ms, htn" (a bare
        /// minimax thinks 250 ms a move).
        #[arg(long)]
        players: String,
        /// Openings per pairing, 1 to 1000000; each is played in every seating (both colours), so
        /// a pairing plays twice this many games. Ctrl+C stops early and prints the tables of the
        /// games finished.
        #[arg(long, default_value_t = 10)]
        games: u64,
        /// Seed of the first opening (the next openings count up from it) and of the AIs'
        /// random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at the same time, each on its own thread: 1 to 256. Searching players think
        /// for their time whatever the machine's load, so more jobs than cores weakens them.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Random moves, drawn from the seed, that open every game before the players take over.
        #[arg(long, default_value_t = 2)]
        opening: usize,
        /// Write every game as a CSV line: players, seed, places, result, reason, plies, seconds
        /// and moves.
        #[arg(long, value_name = "FILE.csv")]
        out: Option<PathBuf>,
        /// Draw the ratings with their 95% intervals into a PNG image.
        #[arg(long, value_name = "FILE.png")]
        plot: Option<PathBuf>,
    },
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
    /// Print every legal move of a position file, sorted, then the count.
    Moves {
        #[command(flatten)]
        game: GameArgs,
        /// A position in the game's preset format.
        #[arg(long, value_name = "FILE")]
        position: PathBuf,
        /// Count the distinct positions that can end the mover's turn instead (games whose
        /// turns are several actions, such as Provinces).
        #[arg(long)]
        whole_turns: bool,
    },
    /// Play moves from a position, print what each caused and the final position.
    Apply {
        #[command(flatten)]
        game: GameArgs,
        /// A position in the game's preset format.
        #[arg(long, value_name = "FILE")]
        position: PathBuf,
        /// The moves in their text form, separated by semicolons: "m1; m2; m3".
        #[arg(long)]
        moves: String,
        /// Also write the final position as the HTN player's facts, for `htn --facts FILE`.
        #[arg(long, value_name = "FILE")]
        htn_facts: Option<PathBuf>,
    },
    /// Run the game's minimax on a position and print its value, best move and line.
    Analyse {
        #[command(flatten)]
        game: GameArgs,
        /// A position in the game's preset format.
        #[arg(long, value_name = "FILE")]
        position: PathBuf,
    },
    /// Run HTN queries against a domain, in order, or interactively (Inductor's indhtn REPL)
    /// from standard input: goals(tasks) prints every plan, apply(tasks) keeps the first plan's
    /// state, ?- goals (or goals without ?-) prints each answer's bindings. REPL commands: /t
    /// toggles the trace, /s prints the state and output, /l repeats the last query, /r
    /// reloads, /? helps, /q quits.
    Htn {
        /// The HTN domain file.
        #[arg(long, value_name = "FILE")]
        domain: PathBuf,
        /// Facts (a position, say) added to the domain's state; repeat for several files.
        #[arg(long, value_name = "FILE")]
        facts: Vec<PathBuf>,
        /// A query; repeat for several.
        #[arg(long)]
        query: Vec<String>,
        /// Print each plan search's decomposition: tasks, methods tried, failed conditions.
        #[arg(long)]
        trace: bool,
        /// At the end, print the state's facts, sorted, and everything write and print wrote.
        #[arg(long)]
        state: bool,
    },
    /// Count the game tree by depth: for d = 1..N, the move sequences of length d that pass
    /// through no end before their last step, the distinct states they reach, how many end
    /// the game and each role's goals summed over those ends. A GDL description (--rules) or
    /// a game of the suite from a position (--game G --position FILE).
    Perft {
        /// A game of the suite (gdl: a game written in GDL).
        #[arg(long, value_parser = game_id())]
        game: Option<String>,
        /// A GDL description (KIF syntax), with --game gdl or no --game.
        #[arg(long, value_name = "FILE", conflicts_with = "position")]
        rules: Option<PathBuf>,
        /// A position in the game's preset format.
        #[arg(long, value_name = "FILE", requires = "game")]
        position: Option<PathBuf>,
        /// The deepest depth counted. A game that can run forever is counted as deep as asked
        /// (with a warning); Ctrl+C ends the count.
        #[arg(long)]
        depth: usize,
        /// The engine that runs a GDL description: compiled, resolver, or (by default) the
        /// compiled one when the description grounds and the resolver otherwise.
        #[arg(long, value_name = "ENGINE", requires = "rules", value_parser = ["compiled", "resolver"])]
        engine: Option<String>,
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

/// What a game is set up from.
#[derive(Args, Debug, Clone)]
struct GameArgs {
    /// A game of the suite (gdl: a game written in GDL).
    #[arg(long, default_value = "tactigon", value_parser = game_id())]
    game: String,
    /// A preset: a file of assets/maps/<game>/ without .ron (default: the game's own); for gdl a
    /// description of assets/gdl/ without .kif.
    #[arg(long)]
    preset: Option<String>,
    /// The player that moves first: human, a level (beginner, easy, normal, hard, expert), or an
    /// engine: random, greedy, minimax[:250ms][:d4][:reference], htn (GDL: uct[:1s],
    /// search[:d6], random). A think time or depth too big to reach (2^64 ms) thinks for ever:
    /// Ctrl+C stops arena, tournament and analyse.
    #[arg(long)]
    first: Option<String>,
    /// The player that moves second.
    #[arg(long)]
    second: Option<String>,
    /// The player of a seat by number (1 is the first seat): --seat 2=greedy.
    #[arg(long, value_name = "N=PLAYER")]
    seat: Vec<String>,
    /// A game option: --option gold-boost=on. A GDL game that has not ended after
    /// --option step-limit=N steps (default 10000) is a draw.
    #[arg(long, value_name = "NAME=VALUE")]
    option: Vec<String>,
    /// Tactigon's advanced rule 1 (same as --option jumping-squares=on).
    #[arg(long)]
    jumping_squares: bool,
    /// Tactigon's advanced rule 2 (same as --option gold-boost=on).
    #[arg(long)]
    gold_boost: bool,
    /// Minimax think time per move in milliseconds (arena 250, play 1000; with --depth alone,
    /// no time limit). A huge time thinks for ever: Ctrl+C stops the search, and arena and
    /// analyse print what they have.
    #[arg(long)]
    time_ms: Option<u64>,
    /// Minimax maximum depth (up to 4294967295; alone, a deep one searches until Ctrl+C).
    #[arg(long)]
    depth: Option<u32>,
    /// Minimax evaluation: tuned or reference.
    #[arg(long)]
    eval: Option<String>,
    /// Seed of the game and of the AIs' random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
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

/// A printing command whose reader goes away (`stratagem moves ... | head`) ends at once, as
/// command-line tools do, instead of panicking at its next print. Not for the window: it keeps
/// Rust's ignored SIGPIPE, so a closed socket is an error its code handles; nor for `serve`,
/// whose matches go on when its log's reader goes.
fn end_quietly_when_output_closes() {
    #[cfg(unix)]
    // SAFETY: resetting a signal to its default action at start-up, before any thread exists
    // that could be handling it.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
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
    } else if !matches!(
        cli.command,
        Some(Command::Serve(_) | Command::Lobby(_) | Command::GgpPlayer { .. } | Command::GgpMatch { .. })
    ) {
        // Not for the servers and the GGP commands: on their sockets a peer that hung up is
        // an error each handles, not a signal that ends the process.
        end_quietly_when_output_closes();
    }
    let Some(command) = cli.command else {
        return Ok(run_app(windowed_app(None, None)));
    };
    match command {
        Command::Play { game, load, window } => play(&game, load, &window),
        Command::Menu { game, rules, window } => menu(game.as_deref(), rules, &window),
        Command::Replay { file, check, window } => replay_command(&file, check, &window),
        Command::Arena { game, games, save_dir, opening } => {
            with_game!(game.game.as_str(), G => arena::<G>(&game, games, save_dir.as_deref(), opening))
        }
        Command::Tournament { game, preset, option, players, games, seed, jobs, opening, out, plot } => {
            let args = GameArgs { preset, option, seed, ..GameArgs::rules_only(game) };
            let wanted = Wanted { players, openings: games, jobs, opening, out, plot };
            with_game!(args.game.as_str(), G => tournament::<G>(&args, &wanted))
        }
        Command::Moves { game, position, whole_turns } => {
            with_game!(game.game.as_str(), G => moves::<G>(&game, &position, whole_turns))
        }
        Command::Apply { game, position, moves, htn_facts } => {
            with_game!(game.game.as_str(), G => apply::<G>(&game, &position, &moves, htn_facts.as_deref()))
        }
        Command::Analyse { game, position } => with_game!(game.game.as_str(), G => analyse::<G>(&game, &position)),
        Command::Htn { domain, facts, query, trace, state } => htn_command(&domain, &facts, query, trace, state),
        Command::Perft { game, rules, position, depth, engine } => perft_command(game, rules, position, depth, engine),
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

impl GameArgs {
    /// The arguments of game `game` with nothing else given.
    fn rules_only(game: String) -> GameArgs {
        GameArgs {
            game,
            preset: None,
            first: None,
            second: None,
            seat: Vec::new(),
            option: Vec::new(),
            jumping_squares: false,
            gold_boost: false,
            time_ms: None,
            depth: None,
            eval: None,
            seed: 1,
        }
    }

    /// A player as written, with --time-ms, --depth and --eval filling in what it leaves out.
    fn controller<G: PlayableGame>(&self, text: &str, think_ms: u64) -> Result<Controller, String> {
        let mut controller = Controller::parse(text, &G::ai_kinds())?;
        if let Controller::Ai(player) = &mut controller
            && player.kind.searches
        {
            let given = text.contains(':');
            if !given || self.time_ms.is_some() || self.depth.is_some() || self.eval.is_some() {
                let strength = &mut player.strength;
                if !given {
                    strength.think_time = Duration::from_millis(think_ms);
                }
                if let Some(depth) = self.depth {
                    strength.max_depth = Some(depth);
                    if self.time_ms.is_none() && !given {
                        // A depth alone is the limit: no hidden time cap.
                        strength.think_time = Duration::from_secs(24 * 3600);
                    }
                }
                if let Some(ms) = self.time_ms {
                    strength.think_time = Duration::from_millis(ms);
                }
                if let Some(eval) = &self.eval {
                    strength.eval = EvalChoice::parse(eval)?;
                }
            }
        }
        Ok(controller)
    }

    /// A setup for game `G`: the first player goes to the seat that moves first.
    fn setup<G: PlayableGame>(&self, think_ms: u64, default_players: [&str; 2]) -> Result<Setup, String> {
        let entry = G::catalog_entry();
        let mut setup = entry.default_setup();
        setup.seed = self.seed;
        if let Some(preset) = &self.preset {
            setup.preset = preset.clone();
        }
        let mut assignments = self.option.clone();
        if self.jumping_squares {
            assignments.push("jumping-squares=on".into());
        }
        if self.gold_boost {
            assignments.push("gold-boost=on".into());
        }
        for assignment in &assignments {
            setup.options.set(&entry.options, assignment)?;
        }
        setup.first = FirstPlayer::Default;
        let first = G::start(&setup).map_err(|e| e.to_string())?.to_move();
        let seats = setup.seats.len();
        let order: Vec<usize> = (0..seats).map(|i| (first.index() + i) % seats).collect();
        for (i, default) in default_players.iter().enumerate().take(seats) {
            let given = if i == 0 { &self.first } else { &self.second };
            // A game without the default player (Robot Race has no minimax) gets the Hard level.
            let offered = G::ai_kinds();
            let default = match Controller::parse(default, &offered) {
                Err(_) => crate::ai::levels::HARD.id,
                Ok(_) => default,
            };
            setup.seats[order[i]] = self.controller::<G>(given.as_deref().unwrap_or(default), think_ms)?;
        }
        for assignment in &self.seat {
            let (n, player) = assignment
                .split_once('=')
                .ok_or_else(|| format!("--seat wants N=PLAYER, not '{}'", quote(assignment)))?;
            let n: usize = n.trim().parse().map_err(|_| format!("--seat wants a seat number, not '{}'", quote(n)))?;
            let slot = n.checked_sub(1).and_then(|i| setup.seats.get_mut(i));
            *slot.ok_or_else(|| format!("there is no seat {n} (seats 1 to {seats})"))? =
                self.controller::<G>(player, think_ms)?;
        }
        Ok(setup)
    }

    /// A position file, under the setup's options.
    fn position<G: PlayableGame>(&self, path: &Path) -> Result<G, String> {
        let setup = self.setup::<G>(1000, ["human", "human"])?;
        G::load_position(path, &setup).map_err(|e| e.to_string())
    }
}

fn outcome_line<G: Game>(state: &G) -> String {
    match state.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(seat) => format!("outcome: {} wins: {}", state.seat_name(seat), outcome.reason()),
            None => format!("outcome: no single winner: {}", outcome.reason()),
        },
        None => format!("outcome: not over, {} to move", state.seat_name(state.to_move())),
    }
}

/// The most games `arena` plays and openings `tournament` plays per pairing: past this a
/// request is a typo (a day of the fastest game), and counts and seeds stay far from overflow.
const MAX_GAMES: u64 = 1_000_000;
/// The most games a tournament plays at once: each is a thread.
const MAX_JOBS: usize = 256;
/// Forfeits listed under the tournament's tables; the CSV file has them all.
const FORFEITS_SHOWN: usize = 20;
/// The exit status of a command ended by Ctrl+C, as a shell reports a process killed by SIGINT.
const INTERRUPTED: u8 = 130;

fn games_in_range(games: u64) -> Result<(), String> {
    if (1..=MAX_GAMES).contains(&games) {
        Ok(())
    } else {
        Err(format!("--games must be from 1 to {MAX_GAMES}, not {games}"))
    }
}

/// The `--game` values: the registered games' ids.
fn game_id() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(crate::games::ids())
}
