//! The player's statistics: a finished game counts once for the one person at this machine,
//! per game and opponent; the file reads back as written, and a broken one is moved aside
//! with a warning instead of being written over.

use std::path::PathBuf;
use stratagem_ai::{AiPlayer, GREEDY, MINIMAX};
use stratagem_core::{Outcome, Seat, Text};
use stratagem_games::catalog;
use stratagem_session::statistics::{Statistics, Tally};
use stratagem_session::{Controller, Setup};

fn setup(game: &str, seats: Vec<Controller>) -> Setup {
    let mut setup = catalog().default_setup(game).expect("a registered game");
    setup.seats = seats;
    setup
}

fn ai(kind: stratagem_ai::AiKindInfo) -> Controller {
    Controller::Ai(AiPlayer::new(kind))
}

fn win(seat: u8) -> Outcome {
    Outcome::Win { seat: Seat(seat), reason: Text::plain("") }
}

fn draw() -> Outcome {
    Outcome::Draw { reason: Text::plain("") }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-statistics-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn games_against_the_computer_are_tallied_per_game_and_opponent() {
    let mut stats = Statistics::default();
    let against_minimax = setup("tictactoe", vec![Controller::Human, ai(MINIMAX)]);
    assert!(stats.count(&against_minimax, &win(0)));
    assert!(stats.count(&against_minimax, &win(1)));
    assert!(stats.count(&against_minimax, &draw()));
    assert!(stats.count(&against_minimax, &win(0)));
    let second_seat = setup("tictactoe", vec![ai(GREEDY), Controller::Human]);
    assert!(stats.count(&second_seat, &win(1)));
    assert!(stats.count(&setup("kings", vec![Controller::Human, Controller::Remote]), &win(1)));

    let tictactoe: Vec<(&str, &Tally)> = stats.of("tictactoe").collect();
    assert_eq!(
        tictactoe,
        [("greedy", &Tally { wins: 1, losses: 0, draws: 0 }), ("minimax", &Tally { wins: 2, losses: 1, draws: 1 })]
    );
    assert_eq!(stats.total("tictactoe"), Tally { wins: 3, losses: 1, draws: 1 });
    assert_eq!(stats.total("tictactoe").games(), 5);
    assert_eq!(stats.of("kings").collect::<Vec<_>>(), [("remote", &Tally { wins: 0, losses: 1, draws: 0 })]);
    assert_eq!(stats.total("provinces").games(), 0, "a game never played");
}

#[test]
fn a_ranking_counts_first_place_alone_as_a_win_and_shared_as_a_draw() {
    let mut stats = Statistics::default();
    let robots = setup("robots", vec![Controller::Human, ai(GREEDY), ai(MINIMAX)]);
    let ranking = |places: Vec<u8>| Outcome::Ranking { places, reason: Text::plain("") };
    stats.count(&robots, &ranking(vec![1, 2, 3]));
    stats.count(&robots, &ranking(vec![1, 1, 3]));
    stats.count(&robots, &ranking(vec![2, 1, 3]));
    assert_eq!(stats.of("robots").collect::<Vec<_>>(), [("greedy+minimax", &Tally { wins: 1, losses: 1, draws: 1 })]);
}

#[test]
fn computer_against_computer_and_hot_seat_games_are_not_counted() {
    let mut stats = Statistics::default();
    assert!(!stats.count(&setup("tictactoe", vec![ai(MINIMAX), ai(GREEDY)]), &win(0)));
    assert!(!stats.count(&setup("tictactoe", vec![Controller::Human, Controller::Human]), &win(0)));
    assert!(!stats.count(&setup("kings", vec![Controller::Remote, Controller::Remote]), &draw()));
    assert_eq!(stats, Statistics::default());
}

#[test]
fn statistics_are_saved_and_read_back_and_a_missing_file_is_none_yet() {
    let dir = temp_dir("round-trip");
    let path = dir.join("statistics.ron");
    let (empty, warning) = Statistics::load(&path);
    assert_eq!((empty, warning), (Statistics::default(), None));

    let mut stats = Statistics::default();
    stats.count(&setup("tictactoe", vec![Controller::Human, ai(MINIMAX)]), &win(0));
    stats.count(&setup("kings", vec![ai(GREEDY), Controller::Human]), &draw());
    stats.save(&path).unwrap();
    assert_eq!(Statistics::load(&path), (stats, None));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_statistics_file_is_moved_aside_with_a_warning() {
    let dir = temp_dir("broken");
    let path = dir.join("statistics.ron");
    for (n, broken) in
        ["(games: {\"tictactoe\": {\"minimax\": (wins: -1)}})", "(scores: {})", "\u{0} not RON"].into_iter().enumerate()
    {
        std::fs::write(&path, broken).unwrap();
        let (stats, aside) = Statistics::load(&path);
        assert_eq!(stats, Statistics::default(), "counting starts afresh");
        let aside = aside.expect("a warning");
        assert!(aside.problem.to_string().contains("statistics.ron"), "{}", aside.problem);
        let kept = aside.kept.clone().expect("moved aside");
        let name =
            if n == 0 { "statistics.ron.broken".to_string() } else { format!("statistics.ron.broken-{}", n + 1) };
        assert_eq!(kept, dir.join(name));
        assert!(aside.kept_text("statistics").starts_with("kept as "), "{}", aside.kept_text("statistics"));
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken, "what was there is kept");
        assert!(!path.exists(), "nothing is left to be written over");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
