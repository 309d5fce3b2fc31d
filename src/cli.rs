//! The command line: the windowed game, replays, a headless AI arena, and the debugging
//! commands every game supports (moves, apply, analyse, perft), plus the HTN query runner
//! and perft for GDL descriptions.

use crate::ai::htn::{self, Domain, Search};
use crate::ai::minimax::{self, Limits, SearchOptions};
use crate::ai::{AiGame, EvalChoice, Think, TurnPlan, decide_checked};
use crate::app::windowed_app;
use crate::core::assets::{asset_root, quote};
use crate::core::record::{FirstPlayer, Record, read_move};
use crate::core::{Game, Seat};
use crate::gdl;
use crate::session::{Controller, decision_seed};
use crate::shell::capture::CaptureAfter;
use crate::shell::setup::Setup;
use crate::shell::{LoadRecord, Pace, PlayableGame};
use crate::with_game;
use clap::{Args, Parser, Subcommand};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
#[cfg(unix)]
use std::sync::atomic::AtomicPtr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
        /// provinces, tactigon, kings, tictactoe, robots or gdl (a game written in GDL).
        #[arg(long, default_value = "tactigon")]
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
        /// A game of the suite: provinces, tactigon, kings, tictactoe, robots or gdl (a game written in GDL).
        #[arg(long)]
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

/// What a game is set up from.
#[derive(Args, Debug, Clone)]
struct GameArgs {
    /// provinces, tactigon, kings, tictactoe, robots or gdl (a game written in GDL).
    #[arg(long, default_value = "tactigon")]
    game: String,
    /// A preset: a file of assets/maps/<game>/ without .ron (default: the game's own); for gdl a
    /// description of assets/gdl/ without .kif.
    #[arg(long)]
    preset: Option<String>,
    /// The player that moves first: human, random, greedy, minimax[:250ms][:d4][:reference], htn
    /// (GDL: uct[:1s], search[:d6], random). A think time or depth too big to reach (2^64 ms)
    /// thinks for ever: Ctrl+C stops arena, tournament and analyse.
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
/// Rust's ignored SIGPIPE, so a closed socket is an error its code handles.
fn end_quietly_when_output_closes() {
    #[cfg(unix)]
    // SAFETY: resetting a signal to its default action at start-up, before any thread exists
    // that could be handling it.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    let opens_window =
        matches!(cli.command, None | Some(Command::Play { .. }) | Some(Command::Replay { check: false, .. }));
    if opens_window {
        if let Some(problem) = crate::shell::crash::display_problem() {
            return Err(problem);
        }
        crate::shell::crash::install_hook();
    } else {
        end_quietly_when_output_closes();
    }
    let Some(command) = cli.command else {
        return Ok(run_app(windowed_app(None, None)));
    };
    match command {
        Command::Play { game, load, window } => play(&game, load, &window),
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
            // A game without the default player (Robot Race has no minimax) gets its own first.
            let offered = G::ai_kinds();
            let default = match Controller::parse(default, &offered) {
                Err(_) => offered.first().map_or("human", |k| k.id),
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

fn play(args: &GameArgs, load: Option<PathBuf>, window: &WindowArgs) -> Result<ExitCode, String> {
    let (setup, load) = match load {
        Some(path) => {
            let (setup, record) = read_record(&path)?;
            (setup, Some(LoadRecord { file: path.display().to_string(), moves: record.moves, replay: false }))
        }
        None => (with_game!(args.game.as_str(), G => args.setup::<G>(1000, ["human", "minimax"]))?, None),
    };
    Ok(run_app(window_for(setup, load, window)))
}

fn window_for(setup: Setup, load: Option<LoadRecord>, window: &WindowArgs) -> bevy::app::App {
    let capture = window.screenshot.clone().map(|path| CaptureAfter { moves: window.after_moves, path });
    let mut app = windowed_app(Some(setup), capture);
    app.insert_resource(Pace {
        spectate_delay: window.delay.unwrap_or(Pace::default().spectate_delay),
        ..Pace::default()
    });
    if let Some(load) = load {
        app.insert_resource(load);
    }
    if window.frame_stats {
        app.add_plugins(crate::shell::frame_stats::FrameStatsPlugin);
    }
    if let Some(seconds) = window.quit_after {
        app.add_systems(
            bevy::app::Update,
            move |time: bevy::prelude::Res<bevy::time::Time<bevy::time::Real>>,
                  mut exit: bevy::prelude::MessageWriter<bevy::app::AppExit>| {
                if time.elapsed_secs() >= seconds {
                    exit.write(bevy::app::AppExit::Success);
                }
            },
        );
    }
    app
}

/// A record file checked against its game.
fn read_record(path: &Path) -> Result<(Setup, Record), String> {
    crate::shell::playable::read_record(path, &crate::games::catalog())
}

fn replay_command(path: &Path, check: bool, window: &WindowArgs) -> Result<ExitCode, String> {
    let (setup, record) = read_record(path)?;
    if !check {
        let load = LoadRecord { file: path.display().to_string(), moves: record.moves, replay: true };
        return Ok(run_app(window_for(setup, Some(load), window)));
    }
    with_game!(setup.game, G => {
        let end = crate::shell::playable::check_record::<G>(&setup, &record.moves)?;
        println!("{}: {} moves, all legal", path.display(), record.moves.len());
        print!("{}", end.position_text());
        println!("{}", outcome_line(&end));
        Ok(ExitCode::SUCCESS)
    })
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

/// Plays `games` AI-vs-AI games and prints who won and how long moves took.
fn arena<G: PlayableGame>(
    args: &GameArgs,
    games: u64,
    save_dir: Option<&Path>,
    opening: usize,
) -> Result<ExitCode, String> {
    games_in_range(games)?;
    let base = args.setup::<G>(250, ["minimax", "greedy"])?;
    if base.seats.iter().any(Controller::is_human) {
        return Err("the arena plays computer players only".into());
    }
    let htn = match G::htn_domain() {
        Some(file) if base.seats.iter().any(|c| c.name() == crate::ai::HTN.id) => {
            Some(Arc::new(Domain::load(&asset_root().join("ai").join(file))?))
        }
        _ => None,
    };
    // Seats past the game's own count (robots sitting out) take no part.
    let start = G::start(&base).map_err(|e| e.to_string())?;
    let seats = start.seats();
    for warning in start.warnings() {
        eprintln!("warning: {warning}");
    }
    let stop = stop_on_ctrl_c();
    let label = |seat: usize| format!("{} (seat {})", base.seats[seat].text(), seat + 1);
    let mut firsts = vec![0u32; seats];
    let mut undecided = 0u32;
    let mut think = vec![(Duration::ZERO, 0u32); seats];
    let mut played = 0;
    for game in 0..games {
        let setup = Setup { seed: base.seed.wrapping_add(game), ..base.clone() };
        let mut state = G::start(&setup).map_err(|e| e.to_string())?;
        let mut moves = Vec::new();
        let mut notes = Vec::new();
        let plans: Vec<Arc<Mutex<TurnPlan>>> = (0..seats).map(|_| Arc::default()).collect();
        while state.outcome().is_none() && !stop.load(Ordering::Relaxed) {
            if moves.len() < opening {
                let Some(mv) = crate::ai::random_move(&state, decision_seed(setup.seed, moves.len())) else { break };
                moves.push(state.move_text(mv));
                state.apply(mv);
                continue;
            }
            let seat = state.to_move();
            let Controller::Ai(player) = setup.seats[seat.index()] else { unreachable!("checked above") };
            let decision = Think {
                seed: decision_seed(setup.seed, moves.len()),
                htn: htn.clone(),
                plan: plans.get(seat.index()).cloned(),
                threads: crate::ai::cores(),
                cancel: Some(stop.clone()),
                ..Think::default()
            };
            let started = Instant::now();
            let Some(choice) = decide_checked(&state.view_for(seat), &player, &decision) else {
                break;
            };
            think[seat.index()].0 += started.elapsed();
            think[seat.index()].1 += 1;
            if let Some(why) = state.why_illegal(choice.mv) {
                return Err(format!("game {}: seat {} played an illegal move: {why}", game + 1, seat.0 + 1));
            }
            if let Some(note) = choice.fallback {
                notes.push(format!("move {}: {note}", moves.len() + 1));
            }
            moves.push(state.move_text(choice.mv));
            state.apply(choice.mv);
        }
        if stop.load(Ordering::Relaxed) {
            // The game under way is abandoned: a search cut short may have chosen badly.
            break;
        }
        played += 1;
        let outcome = state.outcome();
        match outcome.as_ref().and_then(|o| o.winner()) {
            Some(seat) => firsts[seat.index()] += 1,
            None => undecided += 1,
        }
        let mut line =
            format!("game {:>3}: {}", game + 1, outcome.map_or("unfinished".into(), |o| o.reason().to_string()));
        if let Some(dir) = save_dir {
            let path = dir.join(format!("{}-{:03}.ron", G::ID, game + 1));
            setup.record(moves).write(&path)?;
            line += &format!("  [{}]", path.display());
        }
        println!("{line}");
        for note in notes {
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

/// Ctrl+C for the commands that run as long as they are asked to (`arena`, `tournament`,
/// `analyse`): the first press sets the flag returned, which their searches and loops watch, so
/// they stop, print what they have and exit with status 130; a second press ends the process
/// at once. Records and CSV lines are written whole, so either way no file is left half done.
fn stop_on_ctrl_c() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        /// The flag the handler sets: a pointer, as a signal handler may only touch atomics.
        static FLAG: AtomicPtr<AtomicBool> = AtomicPtr::new(std::ptr::null_mut());
        extern "C" fn on_interrupt(_: libc::c_int) {
            let flag = FLAG.load(Ordering::Acquire);
            // SAFETY: FLAG is null or a leaked `Arc`'s flag, alive until the process ends;
            // storing to an atomic and `signal` are async-signal-safe.
            unsafe {
                if let Some(flag) = flag.as_ref() {
                    flag.store(true, Ordering::Relaxed);
                }
                libc::signal(libc::SIGINT, libc::SIG_DFL);
            }
        }
        // Leaked on purpose: the handler may read it until the process ends.
        FLAG.store(Arc::into_raw(stop.clone()).cast_mut(), Ordering::Release);
        // SAFETY: installs a handler that only stores to an atomic and resets itself.
        unsafe {
            libc::signal(libc::SIGINT, on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t);
        }
    }
    stop
}

/// What the tournament command was asked for beyond the game.
struct Wanted {
    players: String,
    openings: u64,
    jobs: usize,
    opening: usize,
    out: Option<PathBuf>,
    plot: Option<PathBuf>,
}

/// Plays a rating tournament and prints its tables (Markdown, ready for a README).
fn tournament<G: PlayableGame>(args: &GameArgs, wanted: &Wanted) -> Result<ExitCode, String> {
    use crate::tournament::{self, CSV_HEADER, Ended, Entrant, Tally, Tournament, elo};
    use std::io::Write;
    games_in_range(wanted.openings)?;
    if !(1..=MAX_JOBS).contains(&wanted.jobs) {
        return Err(format!("--jobs must be from 1 to {MAX_JOBS}, not {}", wanted.jobs));
    }
    let base = args.setup::<G>(250, ["random", "random"])?;
    let mut entrants: Vec<Entrant> = Vec::new();
    for name in wanted.players.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Controller::Ai(player) = args.controller::<G>(name, 250)? else {
            return Err("the tournament plays computer players only".into());
        };
        if entrants.iter().any(|e| e.name == name) {
            return Err(format!("player {name} is listed twice"));
        }
        entrants.push(Entrant { name: name.to_string(), player });
    }
    let start = G::start(&base).map_err(|e| e.to_string())?;
    let seats = start.seats();
    if entrants.len() < seats.max(2) {
        return Err(format!("a tournament of {} needs at least {} players in --players", G::ID, seats.max(2)));
    }
    let fixtures = tournament::schedule(entrants.len(), seats, wanted.openings, args.seed);
    let total = fixtures.total().ok_or("--players and --games ask for more games than can be counted")?;
    let htn = match G::htn_domain() {
        Some(file) if entrants.iter().any(|e| e.player.kind.id == crate::ai::HTN.id) => {
            Some(Arc::new(Domain::load(&asset_root().join("ai").join(file))?))
        }
        _ => None,
    };
    // Files are opened first, so a bad path fails before any game is played.
    let create = |path: &Path| std::fs::File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()));
    let mut csv = wanted.out.as_deref().map(create).transpose()?.map(std::io::BufWriter::new);
    if let Some(path) = &wanted.plot {
        create(path)?;
    }
    for warning in start.warnings() {
        eprintln!("warning: {warning}");
    }
    let stop = stop_on_ctrl_c();
    let t = Tournament {
        base,
        entrants,
        openings: wanted.openings,
        opening_plies: wanted.opening,
        jobs: wanted.jobs,
        htn,
        stop: Some(stop),
    };
    let names: Vec<String> = t.entrants.iter().map(|e| e.name.clone()).collect();
    eprintln!(
        "{}: {} players, {total} games ({} openings per group of {seats}, every seating), {} at a time",
        G::ID,
        names.len(),
        t.openings,
        t.jobs.min(usize::try_from(total).unwrap_or(usize::MAX))
    );
    let write = |csv: &mut std::io::BufWriter<std::fs::File>, line: &str| {
        writeln!(csv, "{line}").and_then(|()| csv.flush()).map_err(|e| format!("cannot write the CSV file: {e}"))
    };
    if let Some(csv) = &mut csv {
        write(csv, CSV_HEADER)?;
    }
    let mut finished = 0u64;
    let mut csv_error = None;
    let mut tallies = vec![vec![Tally::default(); names.len()]; names.len()];
    // The forfeits with the lowest game numbers, for the note under the tables, and how many
    // there were: every forfeit is in the CSV file, however many.
    let mut forfeits = std::collections::BTreeMap::new();
    let mut forfeit_count = 0u64;
    let started = Instant::now();
    let ended = tournament::run::<G>(&t, fixtures, &tournament::game_decides::<G>, |game| {
        finished += 1;
        eprintln!(
            "[{finished:>4}/{total}] game {:>4}: {}: {} ({}), {} plies, {:.1} s",
            game.fixture.number,
            game.players_text(&t.entrants, " vs "),
            game.result_text(&t.entrants),
            game.reason,
            game.moves.len(),
            game.elapsed.as_secs_f64()
        );
        if let Some(csv) = &mut csv
            && csv_error.is_none()
        {
            csv_error = write(csv, &game.csv_row(&t.entrants)).err();
        }
        tournament::count(&mut tallies, &game);
        if game.forfeit.is_some() {
            forfeit_count += 1;
            forfeits.insert(game.fixture.number, game.reason);
            if forfeits.len() > FORFEITS_SHOWN {
                forfeits.pop_last();
            }
        }
    })?;
    if let Some(error) = csv_error {
        return Err(error);
    }
    let ratings = elo::fit(&tallies, elo::VIRTUAL_DRAWS);
    println!("| pairing | wins | draws | losses | score |");
    println!("|---|---|---|---|---|");
    for i in 0..names.len() {
        for j in i + 1..names.len() {
            let tally = tallies[i][j];
            let score = 100.0 * tally.points() / f64::from(tally.games().max(1));
            println!(
                "| {} vs {} | {} | {} | {} | {score:.1}% |",
                names[i], names[j], tally.wins, tally.draws, tally.losses
            );
        }
    }
    println!();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| ratings[b].elo.total_cmp(&ratings[a].elo));
    println!("| player | Elo | 95% | games | score |");
    println!("|---|---|---|---|---|");
    for &i in &order {
        let games: u64 = tallies[i].iter().map(|t| u64::from(t.games())).sum();
        let points: f64 = tallies[i].iter().map(|t| t.points()).sum();
        let score = 100.0 * points / (games.max(1) as f64);
        println!("| {} | {:+.0} | ±{:.0} | {games} | {score:.1}% |", names[i], ratings[i].elo, ratings[i].error95);
    }
    println!();
    let played = if ended == Ended::Stopped { format!("{finished} of {total}") } else { total.to_string() };
    println!(
        "{played} games in {:.0} s. A pairing's wins, draws and losses are its first player's. Elo: maximum likelihood, mean 0, one virtual draw added to each pairing; \
         95% intervals from the Fisher information.",
        started.elapsed().as_secs_f64()
    );
    for (number, reason) in &forfeits {
        println!("forfeit in game {number}: {reason}");
    }
    if forfeit_count > forfeits.len() as u64 {
        println!("… {} forfeits in all (every one is in --out's CSV file)", forfeit_count);
    }
    if let Some(path) = &wanted.plot {
        let title = format!("{}: {finished} games", G::catalog_entry().name);
        tournament::plot::ratings(path, &title, &names, &ratings)?;
    }
    if ended == Ended::Stopped {
        eprintln!("stratagem: interrupted: the tables count the {finished} games finished before Ctrl+C");
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints every legal move of the position, sorted, then the count.
fn moves<G: PlayableGame>(args: &GameArgs, path: &Path, whole_turns: bool) -> Result<ExitCode, String> {
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
fn apply<G: PlayableGame>(args: &GameArgs, path: &Path, moves: &str, facts: Option<&Path>) -> Result<ExitCode, String> {
    if facts.is_some() && G::htn_domain().is_none() {
        return Err(format!("--htn-facts: {} has no HTN player", G::ID));
    }
    let mut state: G = args.position(path)?;
    let texts: Vec<&str> = moves.split(';').map(str::trim).filter(|m| !m.is_empty()).collect();
    for (i, text) in texts.iter().enumerate() {
        let mv = read_move(&state, i + 1, text)?;
        let seat = state.to_move();
        let steps = state.play(mv);
        let name = |s: Seat| state.seat_name(s);
        let caused: Vec<String> = steps.iter().map(|s| s.describe(name)).collect();
        println!("{}. {} {text}: {}", i + 1, name(seat), caused.join("; "));
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
fn analyse<G: PlayableGame>(args: &GameArgs, path: &Path) -> Result<ExitCode, String> {
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

/// Prints a perft count, one line per depth as each is done, then the time it took.
fn perft_command(
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

/// Runs HTN queries against a domain file, for domain authors and for checking against other
/// HTN engines: the given queries in order, or a REPL on standard input.
fn htn_command(
    path: &Path,
    facts: &[PathBuf],
    queries: Vec<String>,
    trace: bool,
    show_state: bool,
) -> Result<ExitCode, String> {
    let mut session = HtnSession::load(path, facts)?;
    session.trace = trace;
    let interactive = queries.is_empty() && std::io::stdin().is_terminal();
    if interactive {
        println!("{}", HTN_HELP);
        htn_repl(&mut session);
    } else {
        // Queries from standard input are answered one line at a time, as they come.
        let lines: Box<dyn Iterator<Item = String>> = if queries.is_empty() {
            Box::new(std::io::stdin().lines().map_while(Result::ok))
        } else {
            Box::new(queries.into_iter())
        };
        for line in lines {
            if line.trim().is_empty() {
                continue;
            }
            println!("> {line}");
            if session.line(line.trim()) == Repl::Quit {
                break;
            }
        }
    }
    if show_state {
        session.print_state();
    }
    Ok(if session.failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

const HTN_HELP: &str = "Type a query (?- goals, or goals), goals(tasks) for every plan, apply(tasks) to keep \
the first plan's state.\n/t trace on or off, /s state and output, /l last query again, /r reload, /? help, /q quit.";

/// The REPL with line editing and history; falls back to plain lines if the terminal cannot
/// be driven.
fn htn_repl(session: &mut HtnSession) {
    let Ok(mut editor) = rustyline::DefaultEditor::new() else {
        for line in std::io::stdin().lines().map_while(Result::ok) {
            if session.line(line.trim()) == Repl::Quit {
                break;
            }
        }
        return;
    };
    while let Ok(line) = editor.readline("?- ") {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let _ = editor.add_history_entry(line);
        if session.line(line) == Repl::Quit {
            break;
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Repl {
    Continue,
    Quit,
}

/// One `htn` session: the domain, the state queries change, and what was written so far.
struct HtnSession {
    path: PathBuf,
    facts: Vec<PathBuf>,
    domain: Domain,
    state: htn::State,
    trace: bool,
    output: String,
    last: Option<String>,
    failed: bool,
}

impl HtnSession {
    fn load(path: &Path, facts: &[PathBuf]) -> Result<HtnSession, String> {
        let domain = Domain::load(path)?;
        let mut state = domain.state.clone();
        for file in facts {
            let text = crate::core::assets::read_text(file).map_err(|e| e.to_string())?;
            state.add_text(&file.display().to_string(), &text).map_err(|e| e.to_string())?;
        }
        Ok(HtnSession {
            path: path.to_path_buf(),
            facts: facts.to_vec(),
            domain,
            state,
            trace: false,
            output: String::new(),
            last: None,
            failed: false,
        })
    }

    /// A command or a query; a failed query (a syntax error, a budget run out) is reported in
    /// its place and the session goes on.
    fn line(&mut self, line: &str) -> Repl {
        match line {
            "/q" | "q" | "quit" | "halt." => return Repl::Quit,
            "/t" => {
                self.trace = !self.trace;
                println!("trace {}", if self.trace { "on" } else { "off" });
            }
            "/s" => self.print_state(),
            "/?" => println!("{HTN_HELP}"),
            "/r" => match HtnSession::load(&self.path, &self.facts) {
                Ok(fresh) => {
                    *self = HtnSession { trace: self.trace, ..fresh };
                    println!("reloaded {}", self.path.display());
                }
                Err(error) => {
                    println!("error: {error}");
                    self.failed = true;
                }
            },
            "/l" => match self.last.clone() {
                Some(query) => {
                    println!("> {query}");
                    self.query(&query);
                }
                None => println!("no query yet"),
            },
            _ if line.starts_with('/') => {
                println!("error: unknown command {line}; /? lists them");
                self.failed = true;
            }
            _ => {
                self.last = Some(line.to_string());
                self.query(line);
            }
        }
        Repl::Continue
    }

    fn query(&mut self, query: &str) {
        if let Err(error) = self.run(query) {
            println!("error: {error}");
            self.failed = true;
        }
    }

    /// Prints the state's facts, sorted, and what `write` and `print` wrote.
    fn print_state(&self) {
        println!("state:");
        for fact in self.state.facts() {
            println!("  {fact}");
        }
        println!("output:");
        for line in self.output.lines() {
            println!("  {line}");
        }
    }

    /// Shows what a query wrote, as it comes, and keeps it for `/s`.
    fn wrote(&mut self, text: &str) {
        if !text.is_empty() {
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            self.output.push_str(text);
        }
    }

    /// One query: `?- goals`, `goals(tasks)`, `apply(tasks)`, or goals as a Prolog query.
    fn run(&mut self, query: &str) -> Result<(), String> {
        let goals = query.strip_prefix("?-").unwrap_or(query).trim();
        let tasks = htn::parse_tasks(goals)?;
        let (apply, tasks) = match tasks.as_slice() {
            [one] if one.is_named("apply") => (true, one.args().to_vec()),
            [one] if one.is_named("goals") => (false, one.args().to_vec()),
            _ => {
                let found = htn::run_query(&self.state, goals, htn::DEFAULT_STEPS)?;
                self.wrote(&found.output);
                if let Some(state) = found.state {
                    self.state = state;
                }
                if found.answers.is_empty() {
                    println!("false");
                    if let Some(context) = found.failure_context {
                        println!("failure context: {context}");
                    }
                }
                for answer in found.answers {
                    println!("{}", if answer.is_empty() { "true".to_string() } else { answer.join(", ") });
                }
                return Ok(());
            }
        };
        let search = if apply { Search::First } else { Search::All };
        let planned = htn::plan(&self.domain, &self.state, &tasks, search, htn::DEFAULT_STEPS, self.trace);
        for line in &planned.trace {
            println!("| {line}");
        }
        self.wrote(&planned.output);
        let plans = planned.plans?;
        if plans.is_empty() {
            println!("no plan");
        }
        for (i, plan) in plans.iter().enumerate() {
            println!("{}: {}", i + 1, plan.operators().join(", "));
        }
        if apply && let Some(plan) = plans.into_iter().next() {
            self.state = plan.state;
        }
        Ok(())
    }
}
