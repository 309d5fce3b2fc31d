//! Whole matches under the suite's game manager, between players of ours over loopback HTTP
//! and between ours and players that fail: the moves, errors, JSON and record they leave.

mod common;

use common::{description, player, scramble};
use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use stratagem_core::Game;
use stratagem_core::record::replay;
use stratagem_gdl::Machine;
use stratagem_gdl_play::GdlPlay;
use stratagem_ggp::json::match_json;
use stratagem_ggp::record::{find_description, record_of};
use stratagem_ggp::rules::MatchRules;
use stratagem_ggp::seat::{Answer, RemoteSeat};
use stratagem_ggp::{MatchSpec, Played, PlayerKind, run_match};
use stratagem_session::PlayableGame;
use stratagem_session::setup::Setup;

fn spec(text: String, players: Vec<String>, play_clock: u64) -> MatchSpec {
    MatchSpec { description: text, players, start_clock: 5, play_clock, match_id: "test.1".into(), step_limit: 200 }
}

/// The match's moves played again on the description `text`: every one legal, to the goals.
fn replays_to_its_goals(text: &str, played: &Played) {
    let (rules, _) = MatchRules::from_text(text).unwrap();
    let mut state = rules.engine.initial();
    for joint in &played.moves {
        state = rules.step(&state, joint).unwrap();
    }
    assert!(rules.engine.is_terminal(&state).unwrap());
    assert_eq!(Some(rules.engine.goals(&state).unwrap()), played.goals);
}

#[test]
fn tictactoe_between_two_of_our_players_without_an_error() {
    let (x, o) = (player(PlayerKind::Uct), player(PlayerKind::Search));
    let text = description("tictactoe");
    let played =
        run_match(&spec(text.clone(), vec![x.addr().to_string(), o.addr().to_string()], 1), &mut |_| {}).unwrap();
    assert_eq!(played.error_count(), 0, "{:?}", played.errors);
    assert_eq!(played.errors.len(), played.moves.len() + 1, "the start's errors, then each step's");
    assert_eq!(played.states.len(), played.moves.len() + 1);
    replays_to_its_goals(&text, &played);
    // Two players that see the whole game draw it.
    assert_eq!(played.goals, Some(vec![50, 50]));

    let json = match_json(&played, "token");
    for field in ["\"matchId\":\"test.1\"", "\"isCompleted\":true", "\"isAborted\":false", "\"goalValues\":[50,50]"] {
        assert!(json.contains(field), "{field} in {json}");
    }
    assert!(json.contains("\"moves\":[[\"(mark "), "{json}");
    assert!(json.contains("(control x)"), "{json}");

    // The suite's record of it replays to the same end.
    let (preset, _) = find_description("tictactoe").unwrap();
    let record = record_of(&preset, &played).unwrap();
    let setup = Setup::from_record(&record, &stratagem_games_catalog()).unwrap();
    let start = <GdlPlay as stratagem_session::PlayableGame>::start(&setup).unwrap();
    let (_, end) = replay(start, &record.moves).unwrap();
    assert_eq!(end.goals(), played.goals.as_deref());
    assert!(end.outcome().is_some());
}

fn stratagem_games_catalog() -> stratagem_session::setup::Catalog {
    stratagem_session::setup::Catalog { games: vec![<GdlPlay as stratagem_session::PlayableGame>::catalog_entry()] }
}

#[test]
fn rock_paper_scissors_with_simultaneous_moves_and_connect_four_to_their_ends() {
    let (a, b) = (player(PlayerKind::Uct), player(PlayerKind::Random));
    let players = vec![a.addr().to_string(), b.addr().to_string()];
    for (game, clock) in [("rock-paper-scissors", 1), ("connect-four", 1)] {
        let text = description(game);
        let played = run_match(&spec(text.clone(), players.clone(), clock), &mut |_| {}).unwrap();
        assert_eq!(played.error_count(), 0, "{game}: {:?}", played.errors);
        replays_to_its_goals(&text, &played);
    }
}

#[test]
fn a_scrambled_description_is_played_legally_by_names_that_differ_only_in_case() {
    let original = description("tictactoe");
    let (scrambled, back) = scramble(&original);
    let mut names: Vec<&str> = scrambled.split(|c: char| c.is_whitespace() || "()".contains(c)).collect();
    names.sort_unstable();
    names.dedup();
    let folded: std::collections::HashSet<String> = names.iter().map(|n| n.to_lowercase()).collect();
    assert!(folded.len() + 5 < names.len(), "{} of {}: {}", folded.len(), names.len(), scrambled);
    let (x, o) = (player(PlayerKind::Uct), player(PlayerKind::Uct));
    let played = run_match(&spec(scrambled, vec![x.addr().to_string(), o.addr().to_string()], 1), &mut |_| {}).unwrap();
    assert_eq!(played.error_count(), 0, "{:?}", played.errors);
    // Unscrambled, the moves are a legal game of the original.
    let unscrambled = Played {
        moves: played
            .moves
            .iter()
            .map(|joint| joint.iter().map(|m| m.renamed(&|s| back.get(s).cloned().unwrap_or(s.into()))).collect())
            .collect(),
        ..played.clone()
    };
    replays_to_its_goals(&original, &unscrambled);
}

/// A player that answers every request with `answer` after `delay`, on a free port.
fn fake_player(answer: &'static str, delay: Duration) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || {
                let mut stream = stream;
                let mut buffer = [0u8; 65536];
                let _ = stream.read(&mut buffer);
                std::thread::sleep(delay);
                let reply = format!("HTTP/1.0 200 OK\r\nContent-length: {}\r\n\r\n{answer}", answer.len());
                let _ = stream.write_all(reply.as_bytes());
            });
        }
    });
    addr
}

#[test]
fn illegal_unreadable_late_and_absent_players_get_random_moves_and_their_errors() {
    let text = description("rock-paper-scissors");
    let cases = [
        (fake_player("(throw fire)", Duration::ZERO), "IL (throw fire)"),
        (fake_player("((", Duration::ZERO), "IL null"),
        (fake_player("(throw rock)", Duration::from_millis(2500)), "TO"),
        // A port nothing listens on (bound, then closed).
        (TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().to_string(), "CE"),
    ];
    for (addr, error) in cases {
        let ours = player(PlayerKind::Random);
        let played = run_match(&spec(text.clone(), vec![addr, ours.addr().to_string()], 1), &mut |_| {}).unwrap();
        replays_to_its_goals(&text, &played);
        for step in &played.errors[1..] {
            assert_eq!(step, &vec![error.to_string(), String::new()], "{error}");
        }
        assert_eq!(played.moves.len(), 3);
    }
}

#[test]
fn a_description_with_the_wrong_number_of_players_is_refused() {
    let err = run_match(&spec(description("tictactoe"), vec!["127.0.0.1:1".into()], 1), &mut |_| {}).unwrap_err();
    assert!(err.contains("1 players for 2 roles"), "{err}");
}

/// Plays tic-tac-toe here with role `remote` given to `seat` and the other role playing its
/// first legal move; returns the game's moves and each answer `seat` gave.
fn play_with_seat(seat: &mut RemoteSeat, remote: usize, moves: &mut Vec<String>) -> Vec<Answer> {
    let mut setup = GdlPlay::catalog_entry().default_setup();
    setup.preset = "tictactoe".into();
    let mut game = GdlPlay::start(&setup).unwrap();
    for text in moves.iter() {
        game.apply(game.parse_move(text).unwrap());
    }
    let mut answers = Vec::new();
    while game.outcome().is_none() {
        let mv = if game.to_move().index() == remote {
            let answer = seat.decide(moves).unwrap();
            answers.push(answer.clone());
            match answer.text {
                Some(text) => game.parse_move(&text).unwrap(),
                None => first_legal(&game),
            }
        } else {
            first_legal(&game)
        };
        moves.push(game.move_text(mv));
        game.apply(mv);
    }
    seat.finish(moves).unwrap();
    answers
}

fn first_legal(game: &GdlPlay) -> <GdlPlay as Game>::Move {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal[0]
}

#[test]
fn a_remote_seat_plays_a_game_here_with_a_ggp_player_and_starts_again_after_an_undo() {
    let ours = player(PlayerKind::Random);
    let addr = ours.addr().to_string();
    let text = description("tictactoe");
    let mut seat = RemoteSeat::new(&addr, 0, &text, "test").unwrap().with_clocks(2, 1);
    let mut moves = Vec::new();
    let answers = play_with_seat(&mut seat, 0, &mut moves);
    assert!(!answers.is_empty());
    assert!(answers.iter().all(|a| a.text.is_some() && a.error.is_none()), "{answers:?}");
    // The player was told the match ended (STOP): it takes a new one, which an undo of the
    // last two moves starts (ABORT of the old, START, a PLAY for each step again).
    moves.truncate(moves.len() - 2);
    let again = play_with_seat(&mut seat, 0, &mut moves);
    assert!(again.iter().all(|a| a.text.is_some() && a.error.is_none()), "{again:?}");
    assert_eq!(seat.match_id(), "test.2");
    let mut undone = moves[..2].to_vec();
    let third = play_with_seat(&mut seat, 0, &mut undone);
    assert!(third.iter().all(|a| a.text.is_some() && a.error.is_none()), "{third:?}");
    assert_eq!(seat.match_id(), "test.3");
}

/// A player that writes down every request and answers `noop`.
fn recording_player() -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let heard = Arc::new(Mutex::new(Vec::new()));
    let writing = heard.clone();
    std::thread::spawn(move || {
        for mut stream in listener.incoming().flatten() {
            let mut request = Vec::new();
            let mut buffer = [0u8; 65536];
            while let Ok(n) = stream.read(&mut buffer) {
                request.extend_from_slice(&buffer[..n]);
                let text = String::from_utf8_lossy(&request);
                let length =
                    text.lines().find_map(|l| l.strip_prefix("Content-Length: ")?.trim().parse::<usize>().ok());
                if let (Some(length), Some(head)) = (length, text.find("\r\n\r\n"))
                    && request.len() >= head + 4 + length
                {
                    writing.lock().unwrap().push(text[head + 4..].to_string());
                    break;
                }
                if n == 0 {
                    break;
                }
            }
            let _ = stream.write_all(b"HTTP/1.0 200 OK\r\nContent-length: 4\r\n\r\nnoop");
        }
    });
    (addr, heard)
}

#[test]
fn a_remote_seat_is_told_every_step_and_the_end_and_an_illegal_answer_is_reported() {
    let (addr, heard) = recording_player();
    let mut seat = RemoteSeat::new(&addr, 1, &description("tictactoe"), "rec").unwrap().with_clocks(1, 1);
    let mut moves = Vec::new();
    let answers = play_with_seat(&mut seat, 1, &mut moves);
    // o's turns: noop is not one of its moves there.
    assert!(answers.iter().all(|a| a.text.is_none() && a.error.as_deref() == Some("IL noop")), "{answers:?}");
    let heard = heard.lock().unwrap().clone();
    assert!(heard[0].starts_with("(START rec.1 o ("), "{}", heard[0]);
    assert!(heard[0].ends_with(" 1 1)"), "{}", heard[0]);
    assert_eq!(heard[1], "(PLAY rec.1 NIL)");
    // One PLAY per step (x's forced noops included), then STOP with the last joint move.
    let plays = heard.iter().filter(|h| h.starts_with("(PLAY ")).count();
    assert_eq!(plays, moves.len(), "{heard:#?}");
    let last = heard.last().unwrap();
    assert!(last.starts_with("(STOP rec.1 (") && last.contains("(mark "), "{last}");
    assert!(heard[2].starts_with("(PLAY rec.1 ((mark "), "{}", heard[2]);
}

#[test]
fn a_remote_seat_without_a_player_answers_with_ce_and_a_wrong_role_is_refused() {
    let nobody = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().to_string();
    let mut seat = RemoteSeat::new(&nobody, 0, &description("tictactoe"), "none").unwrap().with_clocks(1, 1);
    let answer = seat.decide(&[]).unwrap();
    assert_eq!(answer, Answer { text: None, error: Some("CE".into()) });
    let refused = seat.decide(&["(mark 1 1)".to_string()]).unwrap_err();
    assert!(refused.contains("not x's turn"), "{refused}");
    let illegal = seat.decide(&["(mark 9 9)".to_string()]).unwrap_err();
    assert!(illegal.contains("not a legal move"), "{illegal}");
    assert!(RemoteSeat::new(&nobody, 2, &description("tictactoe"), "none").is_err());
}
