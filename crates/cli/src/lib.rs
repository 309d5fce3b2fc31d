//! The command line's commands that need no window: `arena`, `tournament`, `moves`, `apply`,
//! `analyse`, `htn`, `perft` and `replay --check`. One module per command. A crate without Bevy,
//! so the compiler keeps them so: a headless command cannot come to need a window. (It does not
//! shorten a cold build: the app compiles the same searches for its own computer players;
//! docs/building.md.) The app's command line (`src/cli/`) adds the window's commands and the
//! servers around these.

mod arena;
mod game_args;
mod htn;
mod perft;
mod position;
mod tournament;

pub use game_args::GameArgs;

use arena::arena;
use clap::Subcommand;
use htn::htn_command;
use perft::perft_command;
use position::{analyse, apply, moves};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use stratagem_core::Game;
use stratagem_games::with_game;
use stratagem_session::interrupt::stop_on_ctrl_c;
use tournament::{Wanted, tournament};

/// The commands of this crate, flattened into the app's command line.
#[derive(Subcommand, Debug)]
pub enum Command {
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
}

/// Runs one of these commands.
pub fn run(command: Command) -> Result<ExitCode, String> {
    end_quietly_when_output_closes();
    match command {
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
    }
}

/// `replay --check`: replays a record without a window, checking every move; prints the final
/// position and the outcome.
pub fn check_replay(path: &Path) -> Result<ExitCode, String> {
    end_quietly_when_output_closes();
    let (setup, record) = stratagem_session::playable::read_record(path, &stratagem_games::catalog())?;
    with_game!(setup.game, G => {
        let end = stratagem_session::playable::check_record::<G>(&setup, &record.moves)?;
        println!("{}: {} moves, all legal", path.display(), record.moves.len());
        print!("{}", end.position_text());
        println!("{}", outcome_line(&end));
        Ok(ExitCode::SUCCESS)
    })
}

/// A printing command whose reader goes away (`stratagem moves ... | head`) ends at once, as
/// command-line tools do, instead of panicking at its next print. Only for these commands: the
/// window keeps Rust's ignored SIGPIPE, so a closed socket is an error its code handles, and so
/// do the servers, whose matches go on when their log's reader goes.
fn end_quietly_when_output_closes() {
    #[cfg(unix)]
    // SAFETY: resetting a signal to its default action at start-up, before any thread exists
    // that could be handling it.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

pub fn outcome_line<G: Game>(state: &G) -> String {
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
pub const INTERRUPTED: u8 = 130;

fn games_in_range(games: u64) -> Result<(), String> {
    if (1..=MAX_GAMES).contains(&games) {
        Ok(())
    } else {
        Err(format!("--games must be from 1 to {MAX_GAMES}, not {games}"))
    }
}

/// The `--game` values: the registered games' ids.
pub fn game_id() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(stratagem_games::ids())
}
