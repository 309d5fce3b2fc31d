//! `tournament`: a rating tournament's run, with its tables, CSV and chart.

use crate::{FORFEITS_SHOWN, GameArgs, INTERRUPTED, MAX_JOBS, games_in_range, stop_on_ctrl_c};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use stratagem_session::Controller;
use stratagem_session::PlayableGame;
use stratagem_session::selfplay::{game_decides, htn_domain_for};
use stratagem_tournament::{self as tournament, CSV_HEADER, Ended, Entrant, Tally, Tournament, elo};

/// What the tournament command was asked for beyond the game.
pub(crate) struct Wanted {
    pub(super) players: String,
    pub(super) openings: u64,
    pub(super) jobs: usize,
    pub(super) opening: usize,
    pub(super) out: Option<PathBuf>,
    pub(super) plot: Option<PathBuf>,
}

/// Plays a rating tournament and prints its tables (Markdown, ready for a README).
pub(crate) fn tournament<G: PlayableGame>(args: &GameArgs, wanted: &Wanted) -> Result<ExitCode, String> {
    use std::io::Write;
    games_in_range(wanted.openings)?;
    if !(1..=MAX_JOBS).contains(&wanted.jobs) {
        return Err(format!("--jobs must be from 1 to {MAX_JOBS}, not {}", wanted.jobs));
    }
    let base = args.setup::<G>(250, ["random", "random"])?;
    let entrants = entrants::<G>(args, &wanted.players)?;
    let start = G::start(&base).map_err(|e| e.to_string())?;
    let seats = start.seats();
    if entrants.len() < seats.max(2) {
        return Err(format!("a tournament of {} needs at least {} players in --players", G::ID, seats.max(2)));
    }
    let fixtures = tournament::schedule(entrants.len(), seats, wanted.openings, args.seed);
    let total = fixtures.total().ok_or("--players and --games ask for more games than can be counted")?;
    let htn = htn_domain_for::<G>(entrants.iter().any(|e| e.player.kind.id == stratagem_ai::HTN.id))?;
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
    let ended = tournament::run::<G>(&t, fixtures, &game_decides::<G>, |game| {
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
    print_tables(&names, &tallies, &ratings);
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
        let title = format!("{}: {finished} games", stratagem_i18n::english().text(G::catalog_entry().name));
        tournament::plot::ratings(path, &title, &names, &ratings)?;
    }
    if ended == Ended::Stopped {
        eprintln!("stratagem: interrupted: the tables count the {finished} games finished before Ctrl+C");
        return Ok(ExitCode::from(INTERRUPTED));
    }
    Ok(ExitCode::SUCCESS)
}

/// The players of `--players`, each a computer player of the game, none twice.
fn entrants<G: PlayableGame>(args: &GameArgs, players: &str) -> Result<Vec<Entrant>, String> {
    let mut entrants: Vec<Entrant> = Vec::new();
    for name in players.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Controller::Ai(player) = args.controller::<G>(name, 250)? else {
            return Err("the tournament plays computer players only".into());
        };
        if entrants.iter().any(|e| e.name == name) {
            return Err(format!("player {name} is listed twice"));
        }
        entrants.push(Entrant { name: name.to_string(), player });
    }
    Ok(entrants)
}

/// The pairings' results and the players' ratings, as Markdown tables.
fn print_tables(names: &[String], tallies: &[Vec<Tally>], ratings: &[elo::Rating]) {
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
}
