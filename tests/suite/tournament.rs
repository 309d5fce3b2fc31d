//! The rating tournament: the Elo fit against hand-worked examples, the schedule, and players
//! that fail, crash or move illegally scored as losses while the tournament goes on.

use std::process::Command;
use stratagem::ai::{AiGame, AiPlayer, Think};
use stratagem::core::Game;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::games::tictactoe::rules::Cell;
use stratagem::shell::PlayableGame;
use stratagem::shell::setup::Controller;
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
    assert!(close(difference, 190.85, 0.01));
    assert!(close(ratings[0].elo, -ratings[1].elo, 1e-9), "mean 0: {ratings:?}");
    let error = 1.959_964 * SCALE / (2.0 * 0.75f64.sqrt());
    assert!(close(error, 196.6, 0.1));
    for rating in &ratings {
        assert!(close(rating.error95, error, 1e-6), "{ratings:?}");
    }
}

/// A draw is half a point: two wins and two draws in four games is 75% as well.
#[test]
fn draws_count_half_a_point() {
    let ratings = elo::fit(&tallies(2, &[(0, 1, 2, 2, 0)]), 0.0);
    assert!(close(ratings[0].elo - ratings[1].elo, 190.85, 0.01), "{ratings:?}");
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
    let want = [190.85, 0.0, -190.85];
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
    let fixtures = tournament::schedule(3, 2, 2, 10);
    let seatings: Vec<(Vec<usize>, u64)> = fixtures.iter().map(|f| (f.seats.clone(), f.seed)).collect();
    let want: Vec<(Vec<usize>, u64)> = [10, 11]
        .into_iter()
        .flat_map(|seed| {
            [[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]].map(|s| (s.to_vec(), seed)).into_iter().collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(seatings, want);
    assert_eq!(fixtures.iter().map(|f| f.number).collect::<Vec<_>>(), (1..=12).collect::<Vec<_>>());
    let three = tournament::schedule(4, 3, 1, 1);
    assert_eq!(three.len(), 4 * 3);
    assert_eq!(three[1].seats, vec![1, 2, 0]);
    assert!(tournament::schedule(1, 2, 5, 1).is_empty());
}

fn tictactoe_tournament(players: &[&str], jobs: usize) -> Tournament {
    let mut base = TicTacToe::catalog_entry().default_setup();
    base.seats = vec![Controller::Ai(AiPlayer::parse("random", &TicTacToe::ai_kinds()).unwrap()); 2];
    let entrants = players
        .iter()
        .map(|name| Entrant { name: name.to_string(), player: AiPlayer::parse(name, &TicTacToe::ai_kinds()).unwrap() })
        .collect();
    Tournament { base, entrants, openings: 3, opening_plies: 2, jobs, htn: None }
}

/// Greedy proposes a cell that does not exist and minimax crashes, random plays fairly: a
/// failing player loses the game at its first decision (after the two random opening moves,
/// the first seat's), the reason says why, and every game is still played.
#[test]
fn an_illegal_moving_or_crashing_player_loses_and_the_tournament_goes_on() {
    let t = tictactoe_tournament(&["random", "greedy", "minimax:d2"], 2);
    let fixtures = tournament::schedule(3, 2, t.openings, 7);
    let decide = |player: &AiPlayer, state: &TicTacToe, think: &Think| -> Result<Cell, String> {
        match player.kind.id {
            "greedy" => Ok(Cell(9)),
            "minimax" => panic!("a bug in the player"),
            _ => tournament::game_decides(player, state, think),
        }
    };
    let mut seen = 0;
    let played = tournament::run::<TicTacToe>(&t, &fixtures, &decide, |_| seen += 1).unwrap();
    assert_eq!(played.len(), fixtures.len());
    assert_eq!(seen, fixtures.len());
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
    let fixtures = tournament::schedule(2, 2, one.openings, 3);
    let run = |t: &Tournament| {
        tournament::run::<TicTacToe>(t, &fixtures, &tournament::game_decides::<TicTacToe>, |_| ()).unwrap()
    };
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
    let cases: [(&[&str], &str); 7] = [
        (&["--game", "chess", "--players", "random, greedy"], "unknown game 'chess'"),
        (&["--game", "tictactoe", "--players", "random, wizard"], "no player 'wizard'"),
        (&["--game", "tictactoe", "--players", "random, greedy", "--games", "0"], "--games must be at least 1"),
        (&["--game", "tictactoe", "--players", "random, greedy", "--jobs", "0"], "--jobs must be at least 1"),
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
    }
    // Three robots race as a group of three: two players are too few.
    let out = stratagem(&["tournament", "--game", "robots", "--option", "robots=3", "--players", "hard, easy"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs at least 3 players"));
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
    assert_eq!(state.why_illegal(Cell(9)).as_deref(), Some("no such cell"));
}
