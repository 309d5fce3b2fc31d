//! The command line: the windowed game, a headless AI arena, and a legal-move lister.

use crate::ai::htn::{self, Domain, Search};
use crate::ai::{AiKind, EvalChoice, Strength, Think, choose_move};
use crate::app::windowed_app;
use crate::core::Seat;
use crate::games::kings::Kings;
use crate::games::tactigon::Tactigon;
use crate::games::tictactoe::TicTacToe;
use crate::shell::capture::CaptureAfter;
use crate::shell::setup::{Controller, FirstPlayer, Setup};
use crate::shell::{Pace, PlayableGame};
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "\
Stratagem: turn-based strategy games with computer players that think.

usage:
  stratagem                      open the game (menu)
  stratagem play [options]       open the game and start a game at once
  stratagem arena [options]      play AI-vs-AI games without a window and print the results
  stratagem moves --game G --position FILE [options]
                                 print every legal move of a position, sorted, and the count
  stratagem htn --domain FILE [--query Q ...]
                                 run HTN queries against a domain, in order (or read them,
                                 one per line, from standard input):
                                   goals(tasks)   print every plan
                                   apply(tasks)   plan, then keep the first plan's state
                                   ?- goals       print each answer's variable bindings

options:
  --game tactigon|kings|tictactoe (default tactigon)
  --preset NAME                  a file of assets/maps/<game>/ without .ron (default small)
  --first P --second P           players: human, random, greedy, minimax, htn; --first moves first
  --jumping-squares --gold-boost Tactigon's advanced rules 1 and 2
  --time-ms N                    minimax think time per move (arena default 250, play 1000)
  --depth N                      minimax maximum depth
  --eval tuned|reference         minimax evaluation (default tuned)
  --seed N                       seed for AI tie-breaks and random choices (default 1)
  --games N                      arena: number of games (default 10)
  --delay S                      play: seconds between AI moves when no one is human
  --screenshot FILE --after-moves N
                                 play: save the window as PPM after N moves, then quit
";

pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("stratagem: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let Some(command) = args.first() else {
        return Ok(run_app(windowed_app(None, None)));
    };
    let options = Options::parse(&args[1..])?;
    match command.as_str() {
        "play" => play(&options),
        "htn" => htn_command(&options),
        "arena" => match options.game() {
            "kings" => arena::<Kings>(&options),
            "tactigon" => arena::<Tactigon>(&options),
            "tictactoe" => arena::<TicTacToe>(&options),
            other => Err(format!("unknown game '{other}'")),
        },
        "moves" => match options.game() {
            "kings" => moves::<Kings>(&options),
            "tactigon" => moves::<Tactigon>(&options),
            "tictactoe" => moves::<TicTacToe>(&options),
            other => Err(format!("unknown game '{other}'")),
        },
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        other => Err(format!("unknown command '{other}'")),
    }
}

fn run_app(mut app: bevy::app::App) -> ExitCode {
    match app.run() {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// `--key value` pairs and `--flag`s.
struct Options {
    values: HashMap<String, String>,
    flags: Vec<String>,
    /// Every `--query`, in order.
    queries: Vec<String>,
}

const FLAGS: [&str; 2] = ["jumping-squares", "gold-boost"];

impl Options {
    fn parse(args: &[String]) -> Result<Options, String> {
        let mut values = HashMap::new();
        let mut flags = Vec::new();
        let mut queries = Vec::new();
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            let key = arg.strip_prefix("--").ok_or_else(|| format!("unexpected argument '{arg}'"))?;
            if FLAGS.contains(&key) {
                flags.push(key.to_string());
            } else {
                let value = rest.next().ok_or_else(|| format!("--{key} needs a value"))?;
                if key == "query" {
                    queries.push(value.clone());
                }
                values.insert(key.to_string(), value.clone());
            }
        }
        Ok(Options { values, flags, queries })
    }

    fn game(&self) -> &str {
        self.values.get("game").map_or("tactigon", String::as_str)
    }

    fn number<T: std::str::FromStr>(&self, key: &str, default: T) -> Result<T, String> {
        match self.values.get(key) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("--{key} wants a number, not '{v}'")),
        }
    }

    fn controller(&self, key: &str, default: &str, think_ms: u64) -> Result<Controller, String> {
        let name = self.values.get(key).map_or(default, String::as_str);
        let mut controller = Controller::parse(name)?;
        if let Controller::Ai(AiKind::Minimax(strength)) = &mut controller {
            *strength = Strength {
                max_depth: self
                    .values
                    .get("depth")
                    .map(|d| d.parse().map_err(|_| format!("--depth wants a number, not '{d}'")))
                    .transpose()?,
                think_time: Duration::from_millis(self.number("time-ms", think_ms)?),
                eval: match self.values.get("eval").map(String::as_str) {
                    None | Some("tuned") => EvalChoice::Tuned,
                    Some("reference") => EvalChoice::Reference,
                    Some(other) => {
                        return Err(format!("unknown evaluation '{other}' (tuned, reference)"));
                    }
                },
            };
        }
        Ok(controller)
    }

    /// A setup for game `G`; `--first`'s controller goes to the seat that moves first.
    fn setup<G: PlayableGame>(&self, think_ms: u64, default_players: [&str; 2]) -> Result<Setup, String> {
        let entry = G::catalog_entry();
        let options =
            entry.options.iter().map(|o| self.flags.contains(&o.label.to_lowercase().replace(' ', "-"))).collect();
        let mut setup = Setup {
            game: entry.id,
            preset: self.values.get("preset").cloned().unwrap_or_else(|| entry.default_preset.to_string()),
            options,
            first: FirstPlayer::Default,
            seats: vec![Controller::Human; entry.seat_names.len()],
            seed: self.number("seed", 1)?,
        };
        let first_seat = G::start(&setup).map_err(|e| e.to_string())?.to_move();
        setup.seats[first_seat.index()] = self.controller("first", default_players[0], think_ms)?;
        setup.seats[first_seat.other().index()] = self.controller("second", default_players[1], think_ms)?;
        Ok(setup)
    }
}

fn play(options: &Options) -> Result<ExitCode, String> {
    let setup = match options.game() {
        "kings" => options.setup::<Kings>(1000, ["human", "htn"])?,
        "tactigon" => options.setup::<Tactigon>(1000, ["human", "minimax"])?,
        "tictactoe" => options.setup::<TicTacToe>(1000, ["human", "minimax"])?,
        other => return Err(format!("unknown game '{other}'")),
    };
    let capture = match options.values.get("screenshot") {
        Some(path) => Some(CaptureAfter { moves: options.number("after-moves", 6)?, path: PathBuf::from(path) }),
        None => None,
    };
    let delay: f32 = options.number("delay", Pace::default().spectate_delay)?;
    let mut app = windowed_app(Some(setup), capture);
    app.insert_resource(Pace { spectate_delay: delay, ..Pace::default() });
    Ok(run_app(app))
}

/// Plays `--games` AI-vs-AI games and prints who won and how long moves took.
fn arena<G: PlayableGame>(options: &Options) -> Result<ExitCode, String> {
    let base = options.setup::<G>(250, ["minimax", "greedy"])?;
    if base.seats.iter().any(Controller::is_human) {
        return Err("the arena plays computer players only".into());
    }
    let games: u64 = options.number("games", 10)?;
    let htn = match G::htn_domain() {
        Some(file) if base.seats.contains(&Controller::Ai(AiKind::Htn)) => {
            Some(std::sync::Arc::new(Domain::load(&crate::core::assets::asset_root().join("ai").join(file))?))
        }
        _ => None,
    };
    let start = G::start(&base).map_err(|e| e.to_string())?;
    let first = start.to_move();
    let label = |seat: Seat| {
        format!("{} ({})", base.seats[seat.index()].name(), if seat == first { "first" } else { "second" })
    };
    let mut wins = [0u32; 2];
    let mut draws = 0u32;
    let mut think = [(Duration::ZERO, 0u32); 2];
    let mut plies = 0usize;
    for game in 0..games {
        let seed = base.seed.wrapping_add(game);
        let mut state = G::start(&Setup { seed, ..base.clone() }).map_err(|e| e.to_string())?;
        while state.outcome().is_none() {
            let seat = state.to_move();
            let Controller::Ai(kind) = base.seats[seat.index()] else { unreachable!("checked above") };
            let decision = Think {
                seed: seed ^ (plies as u64).wrapping_mul(0x2545_F491_4F6C_DD1D),
                htn: htn.clone(),
                ..Think::default()
            };
            let started = Instant::now();
            let Some(mv) = choose_move(&state, &kind, &decision) else {
                break;
            };
            think[seat.index()].0 += started.elapsed();
            think[seat.index()].1 += 1;
            state.apply(mv);
            plies += 1;
        }
        let outcome = state.outcome();
        match outcome.as_ref().and_then(|o| o.winner()) {
            Some(seat) => wins[seat.index()] += 1,
            None => draws += 1,
        }
        println!("game {:>3}: {}", game + 1, outcome.map_or("unfinished".into(), |o| o.reason().to_string()));
    }
    println!();
    for seat in [first, first.other()] {
        let (time, moves) = think[seat.index()];
        let average = time.as_secs_f64() * 1000.0 / f64::from(moves.max(1));
        println!(
            "{:<22} wins {:>3}   average move time {average:>8.2} ms over {moves} moves",
            label(seat),
            wins[seat.index()]
        );
    }
    println!("{:<22} {draws:>8}", "draws");
    Ok(ExitCode::SUCCESS)
}

/// Prints every legal move of the position in `--position FILE`, sorted, then the count.
fn moves<G: PlayableGame>(options: &Options) -> Result<ExitCode, String> {
    let path = options.values.get("position").ok_or("moves needs --position FILE")?;
    let setup = options.setup::<G>(1000, ["human", "human"])?;
    let state = G::load_position(std::path::Path::new(path), &setup).map_err(|e| e.to_string())?;
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

/// Runs HTN queries against a domain file, for domain authors and for checking against other
/// HTN engines.
fn htn_command(options: &Options) -> Result<ExitCode, String> {
    let path = options.values.get("domain").ok_or("htn needs --domain FILE")?;
    let domain = Domain::load(std::path::Path::new(path))?;
    let mut state = domain.state.clone();
    let queries: Vec<String> = if options.queries.is_empty() {
        std::io::stdin().lines().map_while(Result::ok).filter(|l| !l.trim().is_empty()).collect()
    } else {
        options.queries.clone()
    };
    for query in queries {
        println!("> {query}");
        let query = query.trim();
        if let Some(goals) = query.strip_prefix("?-") {
            let answers = htn::query(&state, goals, htn::DEFAULT_STEPS)?;
            if answers.is_empty() {
                println!("false");
            }
            for answer in answers {
                println!("{}", if answer.is_empty() { "true".to_string() } else { answer.join(", ") });
            }
            continue;
        }
        let tasks = htn::parse_tasks(query)?;
        let (apply, tasks) = match tasks.as_slice() {
            [one] if one.is_named("apply") => (true, one.args().to_vec()),
            [one] if one.is_named("goals") => (false, one.args().to_vec()),
            _ => (false, tasks),
        };
        let search = if apply { Search::First } else { Search::All };
        let plans = htn::find_plans(&domain, &state, &tasks, search, htn::DEFAULT_STEPS)?;
        if plans.is_empty() {
            println!("no plan");
        }
        for (i, plan) in plans.iter().enumerate() {
            println!("{}: {}", i + 1, plan.operators().join(", "));
        }
        if apply && let Some(plan) = plans.into_iter().next() {
            state = plan.state;
        }
    }
    Ok(ExitCode::SUCCESS)
}
