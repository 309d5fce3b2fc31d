//! Whole matches under the suite's game manager, between players of ours over loopback HTTP
//! and between ours and players that fail: the moves, errors, JSON and record they leave.

mod common;

use common::{description, player, scramble};
use std::io::{Read, Write};
use std::net::TcpListener;
use std::time::Duration;
use stratagem_core::Game;
use stratagem_core::record::replay;
use stratagem_gdl::Machine;
use stratagem_gdl_play::GdlPlay;
use stratagem_ggp::json::match_json;
use stratagem_ggp::record::{find_description, record_of};
use stratagem_ggp::rules::MatchRules;
use stratagem_ggp::{MatchSpec, Played, PlayerKind, run_match};
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
