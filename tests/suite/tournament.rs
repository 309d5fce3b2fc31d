//! The rating tournament: the Elo fit against hand-worked examples, the schedule, and players
//! that fail, crash or move illegally scored as losses while the tournament goes on.

use std::process::Command;
use stratagem::ai::{AiGame, AiPlayer, Think};
use stratagem::core::Game;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::games::tictactoe::rules::Cell;
use stratagem::session::Controller;
use stratagem::session::PlayableGame;
use stratagem::session::selfplay::{Decide, game_decides};
use stratagem::tournament::elo::{self, Rating};
use stratagem::tournament::{self, Entrant, Tally, Tournament};

/// Elo points per natural unit: 400 / ln 10.
const SCALE: f64 = 173.717_792_761_245;

/// `tallies[i][j]` for `n` players from (i, j, wins, draws, losses) of i against j.
fn tallies(n: usize, results: &[(usize, usize, u32, u32, u32)]) -> Vec<Vec<Tally>> {
    let mut out = vec![vec![Tally::default(); n]; n];
    for &(i, j, wins, draws, losses) in results {
        out[i][j] = Tally { wins, draws, losses };
        out[j][i] = Tally { wins: losses, draws, losses: wins };
    }
    out
}

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

/// Two players, 3 wins in 4 games: 75% is 400·log10(3) = 190.85 Elo apart, ±95.4 about the
/// mean. The information of 4 games at p = 0.75 is 4·p(1-p) = 0.75 per natural unit squared,
/// shared by the two ratings: each one's standard error is 1/(2·√0.75) natural units, 100.3 Elo,
/// so the 95% interval is ±1.96·100.3 = ±196.6.
#[test]
fn elo_of_a_75_percent_score_is_191_points() {
    let ratings = elo::fit(&tallies(2, &[(0, 1, 3, 0, 1)]), 0.0);
    let difference = ratings[0].elo - ratings[1].elo;
    assert!(close(difference, 400.0 * 3f64.log10(), 1e-6), "{ratings:?}");
    assert!(close(ratings[0].elo, -ratings[1].elo, 1e-9), "mean 0: {ratings:?}");
    let error = 1.959_964 * SCALE / (2.0 * 0.75f64.sqrt());
    for rating in &ratings {
        assert!(close(rating.error95, error, 1e-6), "{ratings:?}");
    }
}

/// A draw is half a point: two wins and two draws in four games is 75% as well.
#[test]
fn draws_count_half_a_point() {
    let ratings = elo::fit(&tallies(2, &[(0, 1, 2, 2, 0)]), 0.0);
    assert!(close(ratings[0].elo - ratings[1].elo, 400.0 * 3f64.log10(), 1e-6), "{ratings:?}");
}

/// Symmetric results rate everyone 0; a pairing that only drew too.
#[test]
fn symmetric_results_rate_everyone_zero() {
    let results = [(0, 1, 3, 2, 3), (1, 2, 4, 0, 4), (0, 2, 0, 6, 0)];
    for rating in elo::fit(&tallies(3, &results), 0.0) {
        assert!(close(rating.elo, 0.0, 1e-9), "{rating:?}");
        assert!(rating.error95.is_finite() && rating.error95 > 0.0);
    }
}

/// Three players whose scores fit the model exactly: A 75% against B, B 75% against C, and A
/// 90% against C (3:1 odds twice make 9:1). The fit is the ratings themselves: A +190.85, B 0,
/// C -190.85.
#[test]
fn consistent_results_give_their_own_ratings() {
    let ratings = elo::fit(&tallies(3, &[(0, 1, 3, 0, 1), (1, 2, 3, 0, 1), (0, 2, 9, 0, 1)]), 0.0);
    let three_to_one = 400.0 * 3f64.log10();
    let want = [three_to_one, 0.0, -three_to_one];
    for (rating, want) in ratings.iter().zip(want) {
        assert!(close(rating.elo, want, 0.01), "{ratings:?}");
    }
}

/// A perfect score has no finite maximum-likelihood rating; the tournament's one virtual draw
/// per pairing makes 3 wins of 3 into 3.5 of 4: 87.5%, 400·log10(7) = 338.0 Elo apart.
#[test]
fn a_virtual_draw_keeps_a_perfect_score_finite() {
    let ratings: Vec<Rating> = elo::fit(&tallies(2, &[(0, 1, 3, 0, 0)]), elo::VIRTUAL_DRAWS);
    assert_eq!(elo::VIRTUAL_DRAWS, 1.0);
    assert!(close(ratings[0].elo - ratings[1].elo, 400.0 * 7f64.log10(), 1e-6), "{ratings:?}");
}

/// Every pair meets in both seatings for every opening, and openings are the outer loop; in a
/// three-seat game every group of three meets in each of its three rotations.
#[test]
fn the_schedule_is_a_double_round_robin_over_the_openings() {
    assert_eq!(tournament::schedule(3, 2, 2, 10).total(), Some(12));
    let fixtures: Vec<_> = tournament::schedule(3, 2, 2, 10).collect();
    let seatings: Vec<(Vec<usize>, u64)> = fixtures.iter().map(|f| (f.seats.clone(), f.seed)).collect();
    let want: Vec<(Vec<usize>, u64)> = [10, 11]
        .into_iter()
        .flat_map(|seed| {
            [[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]].map(|s| (s.to_vec(), seed)).into_iter().collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(seatings, want);
    assert_eq!(fixtures.iter().map(|f| f.number).collect::<Vec<_>>(), (1..=12).collect::<Vec<_>>());
    let three: Vec<_> = tournament::schedule(4, 3, 1, 1).collect();
    assert_eq!(three.len(), 4 * 3);
    assert_eq!(tournament::schedule(4, 3, 1, 1).total(), Some(12));
    assert_eq!(three[1].seats, vec![1, 2, 0]);
    assert_eq!(tournament::schedule(1, 2, 5, 1).next(), None);
    assert_eq!(tournament::schedule(1, 2, 5, 1).total(), Some(0));
}

/// The schedule is made as it is played: the largest request is counted without being built,
/// its fixtures come one at a time, and a count past u64 is `None`, not a wrap.
#[test]
fn a_schedule_of_any_length_is_made_as_it_is_played() {
    let huge = tournament::schedule(2, 2, u64::MAX / 2, 5);
    assert_eq!(huge.total(), Some(u64::MAX / 2 * 2));
    let first: Vec<_> = huge.take(3).map(|f| (f.number, f.seats, f.seed)).collect();
    assert_eq!(first, vec![(1, vec![0, 1], 5), (2, vec![1, 0], 5), (3, vec![0, 1], 6)]);
    assert_eq!(tournament::schedule(3, 2, u64::MAX, 1).total(), None);
    // 100 players in groups of 4: C(100, 4) = 3,921,225 groups, 4 rotations each.
    assert_eq!(tournament::schedule(100, 4, 1, 1).total(), Some(3_921_225 * 4));
    let last = tournament::schedule(5, 3, 1, 1).last().unwrap();
    assert_eq!((last.number, last.seats), (30, vec![4, 2, 3]));
}

fn tictactoe_tournament(players: &[&str], jobs: usize) -> Tournament {
    let mut base = TicTacToe::catalog_entry().default_setup();
    base.seats = vec![Controller::Ai(AiPlayer::parse("random", &TicTacToe::ai_kinds()).unwrap()); 2];
    let entrants = players
        .iter()
        .map(|name| Entrant { name: name.to_string(), player: AiPlayer::parse(name, &TicTacToe::ai_kinds()).unwrap() })
        .collect();
    Tournament { base, entrants, openings: 3, opening_plies: 2, jobs, htn: None, stop: None }
}

/// The games of a run, in schedule order.
fn run_all<G: PlayableGame>(t: &Tournament, seed: u64, decide: &Decide<G>) -> Vec<tournament::Played> {
    let fixtures = tournament::schedule(t.entrants.len(), 2, t.openings, seed);
    let mut played = Vec::new();
    let ended = tournament::run::<G>(t, fixtures, decide, |game| played.push(game)).unwrap();
    assert_eq!(ended, tournament::Ended::All);
    played.sort_by_key(|p| p.fixture.number);
    played
}

/// Greedy proposes a cell that does not exist and minimax crashes, random plays fairly: a
/// failing player loses the game at its first decision (after the two random opening moves,
/// the first seat's), the reason says why, and every game is still played.
#[test]
fn an_illegal_moving_or_crashing_player_loses_and_the_tournament_goes_on() {
    // The tournament's reasons are English, as the command line (which installs it) writes them.
    stratagem::i18n::install_english();
    let t = tictactoe_tournament(&["random", "greedy", "minimax:d2"], 2);
    let total = tournament::schedule(3, 2, t.openings, 7).total().unwrap() as usize;
    let decide = |player: &AiPlayer, state: &TicTacToe, think: &Think| -> Result<Cell, String> {
        match player.kind.id {
            "greedy" => Ok(Cell(9)),
            "minimax" => panic!("a bug in the player"),
            _ => game_decides(player, state, think),
        }
    };
    let played = run_all::<TicTacToe>(&t, 7, &decide);
    assert_eq!(played.len(), total);
    assert_eq!(played.iter().map(|p| p.fixture.number).collect::<Vec<_>>(), (1..=total as u64).collect::<Vec<_>>());
    let (random, greedy) = (0, 1);
    for game in &played {
        // Random never fails; of two failing players the first seat decides first.
        let loser = if game.fixture.seats[0] == random { 1 } else { 0 };
        let why = match game.fixture.seats[loser] {
            1 => "greedy (seat",
            _ => "minimax:d2 (seat",
        };
        assert_eq!(game.forfeit, Some(loser), "{game:?}");
        assert_eq!((game.places[loser], game.places[1 - loser]), (2, 1), "{game:?}");
        assert!(game.reason.contains(why), "{game:?}");
        let reason = if why.starts_with("greedy") {
            "proposed an illegal move: no such cell"
        } else {
            "crashed: a bug in the player"
        };
        assert!(game.reason.contains(reason), "{game:?}");
        // The opening's moves only, and the failing player's move is not among them.
        assert!(game.moves.len() <= 3, "{game:?}");
    }
    let tallies = tournament::tallies(&played, 3);
    assert_eq!(tallies[greedy][random], Tally { wins: 0, draws: 0, losses: 6 });
    assert_eq!(tallies[random][greedy], Tally { wins: 6, draws: 0, losses: 0 });
    assert_eq!(tallies[random][2], Tally { wins: 6, draws: 0, losses: 0 });
    assert_eq!(tallies[greedy][2], Tally { wins: 3, draws: 0, losses: 3 });
    let ratings = elo::fit(&tallies, elo::VIRTUAL_DRAWS);
    assert!(ratings[greedy].elo < ratings[random].elo, "{ratings:?}");
}

/// Games of the same fixture give the same moves whatever the number of jobs, and a player
/// that keeps to the rules never forfeits.
#[test]
fn fair_players_play_the_same_games_on_any_number_of_threads() {
    let one = tictactoe_tournament(&["random", "greedy"], 1);
    let two = Tournament { jobs: 2, ..one.clone() };
    let run = |t: &Tournament| run_all::<TicTacToe>(t, 3, &game_decides::<TicTacToe>);
    let (a, b) = (run(&one), run(&two));
    assert_eq!(a.len(), 6);
    for (a, b) in a.iter().zip(&b) {
        assert_eq!((&a.moves, &a.places), (&b.moves, &b.places));
        assert!(a.forfeit.is_none(), "{a:?}");
        // Both seatings of an opening start with the same two random moves.
        let twin = &b.fixture;
        assert_eq!(a.fixture.seed, twin.seed);
    }
    for pair in a.chunks(2) {
        assert_eq!(pair[0].moves[..2], pair[1].moves[..2]);
        assert_eq!(pair[0].fixture.seats, vec![pair[1].fixture.seats[1], pair[1].fixture.seats[0]]);
    }
}

fn stratagem(args: &[&str]) -> std::process::Output {
    let root = env!("CARGO_MANIFEST_DIR");
    Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(args)
        .env("STRATAGEM_ASSETS", format!("{root}/assets"))
        .output()
        .expect("runs")
}

/// The command prints both tables, writes one CSV line per game and a PNG chart.
#[test]
fn the_tournament_command_prints_tables_and_writes_csv_and_png() {
    let dir = std::env::temp_dir().join(format!("stratagem-tournament-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (csv, png) = (dir.join("games.csv"), dir.join("elo.png"));
    let out = stratagem(&[
        "tournament",
        "--game",
        "tictactoe",
        "--players",
        "random, greedy, minimax:d9",
        "--games",
        "2",
        "--jobs",
        "2",
        "--out",
        csv.to_str().unwrap(),
        "--plot",
        png.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("| random vs greedy |"), "{stdout}");
    assert!(stdout.contains("| player | Elo | 95% | games | score |"), "{stdout}");
    // Perfect play never loses at tic-tac-toe: minimax is rated first.
    let first = stdout.lines().skip_while(|l| !l.starts_with("| player")).nth(2).unwrap();
    assert!(first.starts_with("| minimax:d9 |"), "{stdout}");
    let text = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], tournament::CSV_HEADER);
    assert_eq!(lines.len(), 1 + 3 * 2 * 2, "{text}");
    assert!(lines[1..].iter().all(|l| l.contains("x@r")), "{text}");
    let image = std::fs::read(&png).unwrap();
    assert!(image.starts_with(b"\x89PNG\r\n\x1a\n") && image.len() > 2000);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Bad requests are one clear line and exit status 2, before any game is played.
#[test]
fn bad_tournament_requests_are_clear_errors() {
    let cases: [(&[&str], &str); 9] = [
        (&["--game", "chess", "--players", "random, greedy"], "invalid value 'chess' for '--game <GAME>'"),
        (&["--game", "tictactoe", "--players", "random, wizard"], "no player 'wizard'"),
        (&["--game", "tictactoe", "--players", "random, greedy", "--games", "0"], "--games must be from 1 to 1000000"),
        (
            &["--game", "tictactoe", "--players", "random, greedy", "--games", "18446744073709551615", "--jobs", "2"],
            "--games must be from 1 to 1000000, not 18446744073709551615",
        ),
        (&["--game", "tictactoe", "--players", "random, greedy", "--jobs", "0"], "--jobs must be from 1 to 256"),
        (
            &["--game", "tictactoe", "--players", "random, greedy", "--jobs", "18446744073709551615"],
            "--jobs must be from 1 to 256, not 18446744073709551615",
        ),
        (&["--game", "tictactoe", "--players", "random"], "needs at least 2 players"),
        (&["--game", "tictactoe", "--players", "random, human"], "computer players only"),
        (
            &["--game", "tictactoe", "--players", "random, greedy", "--out", "/nonexistent/dir/games.csv"],
            "cannot write /nonexistent/dir/games.csv",
        ),
    ];
    for (args, wanted) in cases {
        let out = stratagem(&[&["tournament"], args].concat());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(wanted), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing is played");
    }
    // Three robots race as a group of three: two players are too few.
    let out = stratagem(&["tournament", "--game", "robots", "--option", "robots=3", "--players", "hard, easy"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs at least 3 players"));
}

/// The largest --games a tournament takes is played as a stream: it starts at once (no
/// schedule is built first) and a stop ends it after the games under way, reported as stopped.
#[test]
fn a_stopped_tournament_keeps_the_games_it_finished() {
    let mut t = tictactoe_tournament(&["random", "greedy"], 2);
    t.openings = 1_000_000;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    t.stop = Some(stop.clone());
    let fixtures = tournament::schedule(2, 2, t.openings, 1);
    let mut played = Vec::new();
    let ended = tournament::run::<TicTacToe>(&t, fixtures, &game_decides::<TicTacToe>, |game| {
        played.push(game.fixture.number);
        if played.len() == 3 {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    })
    .unwrap();
    assert_eq!(ended, tournament::Ended::Stopped);
    // The games finished when the stop came still count: those waiting in the channel (one
    // per job) and one more in each job's hands.
    assert!((3..=3 + 2 * t.jobs).contains(&played.len()), "{played:?}");
}

/// Ctrl+C ends a tournament whose players think for ever (a day a move, on a board minimax
/// cannot solve): the searches stop, the tables of the games finished (none) are printed, and
/// the exit status says it was interrupted.
#[test]
#[cfg(unix)] // Sends SIGINT; Windows has no signals.
fn ctrl_c_ends_a_tournament_that_thinks_forever() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let root = env!("CARGO_MANIFEST_DIR");
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["tournament", "--game", "tactigon", "--players", "minimax:18446744073709551615ms, random"])
        .args(["--games", "1000000", "--jobs", "2", "--opening", "0"])
        .env("STRATAGEM_ASSETS", format!("{root}/assets"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut header = String::new();
    stderr.read_line(&mut header).unwrap();
    // The header is printed once Ctrl+C is handled.
    assert!(header.contains("2000000 games"), "{header}");
    std::thread::sleep(std::time::Duration::from_millis(300));
    // SAFETY: signalling our own child process by its id.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(130), "{rest}");
    assert!(rest.contains("interrupted"), "{rest}");
    assert!(!rest.contains("panicked"), "{rest}");
    assert!(stdout.contains("| player | Elo | 95% | games | score |"), "{stdout}");
    assert!(stdout.contains("0 of 2000000 games"), "{stdout}");
}

/// Robot Race with three robots: every group of three meets in every rotation, and its
/// rankings become pairwise results.
#[test]
fn robot_race_groups_of_three_are_ranked_pairwise() {
    let out = stratagem(&[
        "tournament",
        "--game",
        "robots",
        "--option",
        "robots=3",
        "--option",
        "rounds=3",
        "--players",
        "hard, normal, easy, random",
        "--games",
        "1",
        "--opening",
        "0",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Four groups of three, three rotations each; each game is three meetings, so a player
    // (in three groups of the four) meets each other player 2 groups x 3 rotations = 6 times.
    assert!(stdout.contains("| hard vs normal |"), "{stdout}");
    for line in stdout.lines().filter(|l| l.contains(" vs ")) {
        let cells: Vec<u32> = line.split('|').skip(2).take(3).map(|c| c.trim().parse().unwrap()).collect();
        assert_eq!(cells.iter().sum::<u32>(), 6, "{line}");
    }
}

/// The tournament's Cell(9) is the board's own "no such cell": make sure the game agrees, so the
/// illegal-move test keeps meaning what it says.
#[test]
fn cell_nine_is_not_on_the_board() {
    let state = TicTacToe::start(&TicTacToe::catalog_entry().default_setup()).unwrap();
    assert_eq!(state.why_illegal(Cell(9)), Some(stratagem::core::Text::new("tictactoe-illegal-no-cell")));
}
