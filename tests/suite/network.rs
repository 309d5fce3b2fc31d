//! Network play: the lobby's rules (seats, tokens, revisions, hidden information, restarts)
//! driven directly, and servers and clients over loopback playing every game to its end.

use proptest::prelude::*;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem::ai::random_move;
use stratagem::core::record::Record;
use stratagem::core::{Game, Seat};
use stratagem::games::catalog;
use stratagem::games::robots::Robots;
use stratagem::games::robots::rules::SPECTATOR;
use stratagem::net::client::Connection;
use stratagem::net::lobby::{ClientId, Fallback, Lobby, LobbyConfig, Out};
use stratagem::net::protocol::{MAX_CLIENT_MESSAGE, PROTOCOL_VERSION, Presence, ToClient, ToServer, decode, encode};
use stratagem::net::secure::Trust;
use stratagem::net::server::{Endpoint, LogSink, ServerThread};
use stratagem::session::playable::check_record;
use stratagem::session::{PlayableGame, Setup};
use stratagem::with_game;

pub(crate) fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-net-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The default setup of `game` with every seat for people, as a record.
fn people_setup(game: &str) -> Record {
    let mut setup = catalog().default_setup(game).expect("a registered game");
    for seat in &mut setup.seats {
        *seat = stratagem::session::Controller::Human;
    }
    setup.record(Vec::new())
}

/// What the lobby sent to `client`.
fn sent_to(out: &[Out], client: ClientId) -> Vec<ToClient> {
    out.iter()
        .filter_map(|o| match o {
            Out::Send(c, m) if *c == client => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// A client connects and says Hello. The server's words are English, as a server run from the
/// command line has them.
fn hello(lobby: &mut Lobby, client: ClientId, now: Instant) {
    stratagem::i18n::install_english();
    lobby.connected(client, now);
    let out = lobby.handle(client, ToServer::Hello { version: PROTOCOL_VERSION, name: format!("p{client}") }, now);
    assert!(matches!(sent_to(&out, client)[..], [ToClient::Welcome { .. }]));
}

/// The code and token of the match `client` just joined.
fn joined(out: &[Out], client: ClientId) -> (String, Option<String>, stratagem::net::protocol::Snapshot) {
    sent_to(out, client)
        .into_iter()
        .find_map(|m| match m {
            ToClient::Joined { code, token, snapshot, .. } => Some((code, token, snapshot)),
            _ => None,
        })
        .expect("joined")
}

fn refusal(out: &[Out], client: ClientId) -> String {
    sent_to(out, client)
        .into_iter()
        .find_map(|m| match m {
            ToClient::Refused { why, .. } => Some(why),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no refusal in {:?}", sent_to(out, client)))
}

/// What the server said, as a player of English reads it.
fn english(text: &stratagem::core::Text) -> String {
    stratagem::i18n::install_english();
    text.to_string()
}

/// A tic-tac-toe match between clients 1 (seat 1) and 2 (seat 2), watched by 3.
fn tictactoe_match(lobby: &mut Lobby, now: Instant) -> (String, String, String) {
    for c in 1..=3 {
        hello(lobby, c, now);
    }
    let out = lobby.handle(1, ToServer::Create { setup: people_setup("tictactoe"), take: Some(0) }, now);
    let (code, first, _) = joined(&out, 1);
    let out = lobby.handle(2, ToServer::Join { code: code.clone(), seat: None }, now);
    let (_, second, _) = joined(&out, 2);
    lobby.handle(3, ToServer::Watch { code: code.clone() }, now);
    (code, first.expect("a token"), second.expect("a token"))
}

#[test]
fn the_server_decides_every_move() {
    let now = Instant::now();
    let mut lobby = Lobby::open(LobbyConfig::default(), now).0;
    let (code, first, second) = tictactoe_match(&mut lobby, now);
    let mv = |token: &str, revision: u32, text: &str| ToServer::Move {
        code: code.clone(),
        token: token.into(),
        revision,
        text: text.into(),
    };
    // Another seat's token, a stale revision, an illegal move and a wrong token are refused.
    assert!(refusal(&lobby.handle(1, mv(&second, 0, "x@r2c2"), now), 1).contains("rejoin"));
    assert!(refusal(&lobby.handle(2, mv(&second, 0, "x@r2c2"), now), 2).contains("turn"));
    assert!(refusal(&lobby.handle(1, mv(&first, 5, "x@r2c2"), now), 1).contains("at move 0"));
    assert!(refusal(&lobby.handle(1, mv(&first, 0, "x@r9c9"), now), 1).contains("r9c9"));
    assert!(refusal(&lobby.handle(1, mv("NOTATOKEN", 0, "x@r2c2"), now), 1).contains("token"));
    assert_eq!(lobby.record(&code).expect("the match").moves, Vec::<String>::new(), "nothing refused was played");
    // An accepted move reaches both seats and the watcher, with the new revision.
    let out = lobby.handle(1, mv(&first, 0, "x@r2c2"), now);
    for client in 1..=3 {
        let applied = sent_to(&out, client);
        assert!(
            matches!(&applied[..], [ToClient::Applied { revision: 1, seat: 0, text: Some(t), .. }] if t == "x@r2c2"),
            "{applied:?}"
        );
    }
    assert!(refusal(&lobby.handle(1, mv(&first, 1, "o@r1c1"), now), 1).contains("turn"));
    for (i, (token, text)) in
        [(&second, "o@r1c1"), (&first, "x@r1c2"), (&second, "o@r3c3"), (&first, "x@r3c2")].iter().enumerate()
    {
        let out = lobby.handle(if *token == &first { 1 } else { 2 }, mv(token, i as u32 + 1, text), now);
        assert!(sent_to(&out, 3).iter().any(|m| matches!(m, ToClient::Applied { .. })), "{:?}", sent_to(&out, 3));
        if i == 3 {
            let ended = sent_to(&out, 3).into_iter().find_map(|m| match m {
                ToClient::Ended { result, .. } => Some(english(&result)),
                _ => None,
            });
            assert!(ended.expect("the watcher hears the end").contains("wins"));
        }
    }
    assert_eq!(lobby.record(&code).expect("the match").moves, ["x@r2c2", "o@r1c1", "x@r1c2", "o@r3c3", "x@r3c2"]);
}

#[test]
fn clients_of_another_version_are_told_and_let_go() {
    let now = Instant::now();
    let mut lobby = Lobby::open(LobbyConfig::default(), now).0;
    lobby.connected(7, now);
    let out = lobby.handle(7, ToServer::Hello { version: PROTOCOL_VERSION + 1, name: "old".into() }, now);
    assert!(refusal(&out, 7).contains(&format!("protocol {PROTOCOL_VERSION}")));
    assert!(out.iter().any(|o| matches!(o, Out::Close(7))));
    // Requests before Hello are refused, and connections that never say it are closed.
    lobby.connected(8, now);
    let out = lobby.handle(8, ToServer::List, now);
    assert!(refusal(&out, 8).contains("Hello"));
    lobby.connected(9, now);
    let out = lobby.tick(now + Duration::from_secs(11));
    assert!(out.iter().any(|o| matches!(o, Out::Close(9))), "a silent connection is closed");
}

#[test]
fn seats_tokens_and_a_full_server() {
    let now = Instant::now();
    let config = LobbyConfig { max_matches: 1, ..LobbyConfig::default() };
    let mut lobby = Lobby::open(config, now).0;
    let (code, _, _) = tictactoe_match(&mut lobby, now);
    hello(&mut lobby, 4, now);
    assert!(refusal(&lobby.handle(4, ToServer::Join { code: code.clone(), seat: None }, now), 4).contains("taken"));
    assert!(
        refusal(&lobby.handle(4, ToServer::Join { code: "NOSUCH".into(), seat: None }, now), 4).contains("no match")
    );
    let out = lobby.handle(4, ToServer::Create { setup: people_setup("kings"), take: Some(0) }, now);
    assert!(refusal(&out, 4).contains("full"));
    let mut bad = people_setup("kings");
    bad.preset = "no-such-preset".into();
    lobby.handle(1, ToServer::Leave { code: code.clone() }, now);
    let long_name = ToServer::Hello { version: PROTOCOL_VERSION, name: "x".repeat(500) };
    lobby.connected(5, now);
    assert!(refusal(&lobby.handle(5, long_name, now), 5).contains("longer"));
    let mut open = Lobby::open(LobbyConfig::default(), now).0;
    hello(&mut open, 2, now);
    let out = open.handle(2, ToServer::Create { setup: bad, take: Some(0) }, now);
    assert!(refusal(&out, 2).contains("no-such-preset"), "{:?}", sent_to(&out, 2));
}

#[test]
fn a_dropped_player_rejoins_and_a_seat_left_too_long_is_played_by_the_computer() {
    let now = Instant::now();
    let config = LobbyConfig { reconnect_wait: Duration::from_secs(30), ..LobbyConfig::default() };
    let mut lobby = Lobby::open(config, now).0;
    let (code, first, _) = tictactoe_match(&mut lobby, now);
    lobby.handle(
        1,
        ToServer::Move { code: code.clone(), token: first.clone(), revision: 0, text: "x@r2c2".into() },
        now,
    );
    let out = lobby.disconnected(2, now);
    let seats = sent_to(&out, 1).into_iter().find_map(|m| match m {
        ToClient::Seats { seats, .. } => Some(seats),
        _ => None,
    });
    assert!(matches!(seats.expect("seat 1 hears it")[1], Presence::Away { seconds_left: 30, .. }));
    // Back with the token, from a new connection: the whole match again.
    hello(&mut lobby, 12, now);
    let out = lobby.handle(12, ToServer::Rejoin { code: code.clone(), token: "wrong".into() }, now);
    assert!(refusal(&out, 12).contains("token"));
    let out = lobby.handle(12, ToServer::Rejoin { code: code.clone(), token: first.clone() }, now);
    let (_, _, snapshot) = joined(&out, 12);
    assert_eq!(snapshot.record.moves, ["x@r2c2"]);
    assert!(refusal(&out, 1).contains("another connection"), "the old connection is told");
    // Seat 2 stays away past the wait: the computer plays it.
    let out = lobby.tick(now + Duration::from_secs(31));
    let think = out.into_iter().find_map(|o| match o {
        Out::Think { code, revision, thinking } => Some((code, revision, thinking)),
        _ => None,
    });
    let (think_code, revision, thinking) = think.expect("the computer decides for the absent seat");
    assert_eq!((think_code.as_str(), revision), (code.as_str(), 1));
    let text = thinking();
    let out = lobby.computer_moved(&code, revision, text, now);
    // Seat 1 is now played from client 12, which rejoined.
    assert!(sent_to(&out, 12).iter().any(|m| matches!(m, ToClient::Applied { revision: 2, seat: 1, .. })));
}

#[test]
fn a_forfeit_ends_the_match_when_the_server_says_so() {
    let now = Instant::now();
    let config = LobbyConfig { fallback: Fallback::Forfeit, ..LobbyConfig::default() };
    let mut lobby = Lobby::open(config, now).0;
    let (code, _, _) = tictactoe_match(&mut lobby, now);
    lobby.disconnected(2, now);
    let out = lobby.tick(now + Duration::from_secs(121));
    let ended = sent_to(&out, 1).into_iter().find_map(|m| match m {
        ToClient::Ended { result, .. } => Some(english(&result)),
        _ => None,
    });
    assert!(ended.expect("the match ends").contains("forfeits"));
    assert!(refusal(&lobby.handle(3, ToServer::Join { code, seat: None }, now), 3).contains("over"));
}

/// A match that ends while nobody is in it (everyone away, and a seat forfeits) is let go of;
/// while it runs, it waits for them.
#[test]
fn a_match_ended_with_everyone_away_is_let_go() {
    let now = Instant::now();
    let config = LobbyConfig { fallback: Fallback::Forfeit, ..LobbyConfig::default() };
    let mut lobby = Lobby::open(config, now).0;
    let (code, _, _) = tictactoe_match(&mut lobby, now);
    for client in 1..=3 {
        lobby.disconnected(client, now);
    }
    lobby.tick(now + Duration::from_secs(1));
    assert!(lobby.record(&code).is_some(), "a running match waits for its players");
    let out = lobby.tick(now + Duration::from_secs(121));
    let ends: Vec<&String> =
        out.iter().filter_map(|o| if let Out::Log(l) = o { l.contains("ended").then_some(l) } else { None }).collect();
    assert_eq!(ends.len(), 1, "one seat forfeits, once: {ends:?}");
    assert!(lobby.record(&code).is_none(), "the ended match is still held");
}

#[test]
fn robot_race_programs_stay_secret_until_the_round_runs() {
    let now = Instant::now();
    let mut lobby = Lobby::open(LobbyConfig::default(), now).0;
    for c in 1..=3 {
        hello(&mut lobby, c, now);
    }
    let setup = people_setup("robots");
    let out = lobby.handle(1, ToServer::Create { setup: setup.clone(), take: Some(0) }, now);
    let (code, first, snapshot) = joined(&out, 1);
    assert_eq!(snapshot.record.seed, 0, "the seed, which decides every deal, is not sent");
    let (_, second, _) = joined(&lobby.handle(2, ToServer::Join { code: code.clone(), seat: None }, now), 2);
    let (_, _, watched) = joined(&lobby.handle(3, ToServer::Watch { code: code.clone() }, now), 3);
    // The server's own position, to know the true hands.
    let full = Setup::from_record(&lobby.record(&code).expect("the match"), &catalog()).expect("its setup");
    let truth = check_record::<Robots>(&full, &[]).expect("the start");
    let spectator_view = Robots::read_view(&full, watched.view.as_deref().expect("a view")).expect("readable");
    assert_eq!(spectator_view.seen_text(), truth.view_for(SPECTATOR).seen_text());
    let program = truth.move_text(random_move(&truth, 5).expect("a program"));
    let out = lobby.handle(
        1,
        ToServer::Move { code: code.clone(), token: first.expect("a token"), revision: 0, text: program.clone() },
        now,
    );
    for client in [2, 3] {
        for message in sent_to(&out, client) {
            let bytes = String::from_utf8(encode(&message)).expect("text");
            assert!(!bytes.contains(&program), "client {client} was sent the program: {bytes}");
            if let ToClient::Applied { text, steps, view, .. } = message {
                assert_eq!(text, None);
                assert!(steps.is_empty());
                let seen = Robots::read_view(&full, &view.expect("a view")).expect("readable");
                assert_ne!(seen.hand(Seat(0)), truth.hand(Seat(0)), "robot 1's hand is hidden from client {client}");
            }
        }
    }
    // The mover sees its own program; once robot 2 programs, the round runs and everyone
    // learns both programs.
    assert!(sent_to(&out, 1).iter().any(|m| matches!(m, ToClient::Applied { text: Some(t), .. } if *t == program)));
    let mut after = truth.clone();
    after.apply(after.parse_move(&program).expect("legal"));
    let reply = after.move_text(random_move(&after, 6).expect("a program"));
    let second = second.expect("a token");
    let out = lobby.handle(2, ToServer::Move { code: code.clone(), token: second, revision: 1, text: reply }, now);
    let revealed = sent_to(&out, 3).into_iter().find_map(|m| match m {
        ToClient::Applied { revealed, steps, .. } => Some((revealed, steps)),
        _ => None,
    });
    let (revealed, steps) = revealed.expect("the watcher hears the round");
    assert_eq!(revealed, vec![(0, program)]);
    assert!(!steps.is_empty(), "the round's steps are public once it ran");
}

#[test]
fn a_restarted_server_resumes_every_match() {
    let data = temp_dir("resume");
    let config = LobbyConfig { data: Some(data.clone()), ..LobbyConfig::default() };
    let now = Instant::now();
    let (code, first) = {
        let mut lobby = Lobby::open(config.clone(), now).0;
        let (code, first, _) = tictactoe_match(&mut lobby, now);
        lobby.handle(
            1,
            ToServer::Move { code: code.clone(), token: first.clone(), revision: 0, text: "x@r2c2".into() },
            now,
        );
        (code, first)
    };
    let (mut lobby, out) = Lobby::open(config, now);
    assert!(out.iter().any(|o| matches!(o, Out::Log(l) if l.contains(&code) && l.contains("resumed"))));
    assert_eq!(lobby.record(&code).expect("resumed").moves, ["x@r2c2"]);
    hello(&mut lobby, 21, now);
    let (_, _, snapshot) = joined(&lobby.handle(21, ToServer::Rejoin { code: code.clone(), token: first }, now), 21);
    assert_eq!(snapshot.revision, 1);
    // A broken file is skipped with its reason, and the rest still resume.
    std::fs::write(data.join("matches").join("BROKEN.ron"), "(code: \"BROKEN\", setup: (").expect("write");
    let (lobby, out) = Lobby::open(LobbyConfig { data: Some(data.clone()), ..LobbyConfig::default() }, now);
    assert!(out.iter().any(|o| matches!(o, Out::Log(l) if l.contains("BROKEN.ron"))));
    assert!(lobby.record(&code).is_some());
    let _ = std::fs::remove_dir_all(&data);
}

/// Client `client` plays `text` at `revision` in match `code` with `token`; the lobby applies it.
fn lobby_move(lobby: &mut Lobby, client: ClientId, code: &str, token: &str, revision: u32, text: &str, now: Instant) {
    let message = ToServer::Move { code: code.into(), token: token.into(), revision, text: text.into() };
    let out = lobby.handle(client, message, now);
    assert!(sent_to(&out, client).iter().any(|m| matches!(m, ToClient::Applied { .. })), "{text} refused");
}

/// A restart takes ended matches out of the journal (to `ended.log`) and keeps the running
/// ones, tokens and all; a match in files of its own (as servers before the journal kept
/// them) moves into the journal. Moves after that land in the new journal.
#[test]
fn a_restart_compacts_the_journal() {
    let data = temp_dir("compact");
    let matches = data.join("matches");
    let journal = matches.join("journal.log");
    std::fs::create_dir_all(&matches).expect("a folder");
    let old = ron::to_string(&people_setup("tictactoe")).expect("a record");
    std::fs::write(matches.join("OLD234.ron"), format!("(code: \"OLD234\", setup: {old})")).expect("write");
    std::fs::write(matches.join("OLD234.log"), "Move(\"x@r1c1\")\n").expect("write");
    // A server of the last version resumed it and wrote its next move to the journal, and the
    // machine went down before that line's break.
    std::fs::write(&journal, "(\"OLD234\",Move(\"o@r3c3\"))").expect("write");
    let config = LobbyConfig { data: Some(data.clone()), ..LobbyConfig::default() };
    let now = Instant::now();
    let (over, running, token) = {
        let mut lobby = Lobby::open(config.clone(), now).0;
        let (over, first, second) = tictactoe_match(&mut lobby, now);
        for (i, text) in ["x@r1c1", "o@r2c1", "x@r1c2", "o@r2c2", "x@r1c3"].into_iter().enumerate() {
            let (client, token) = if i % 2 == 0 { (1, &first) } else { (2, &second) };
            lobby_move(&mut lobby, client, &over, token, i as u32, text, now);
        }
        hello(&mut lobby, 4, now);
        let out = lobby.handle(4, ToServer::Create { setup: people_setup("tictactoe"), take: Some(0) }, now);
        let (running, token, _) = joined(&out, 4);
        let token = token.expect("a token");
        lobby_move(&mut lobby, 4, &running, &token, 0, "x@r2c2", now);
        (over, running, token)
    };
    assert!(std::fs::read_to_string(&journal).expect("a journal").contains(&over));

    let (mut lobby, out) = Lobby::open(config.clone(), now);
    let logged = |out: &[Out], text: &str| out.iter().any(|o| matches!(o, Out::Log(l) if l.contains(text)));
    assert!(logged(&out, "journal compacted: running matches kept 2, ended matches moved to ended.log 1"));
    let text = std::fs::read_to_string(&journal).expect("a journal");
    assert!(!text.contains(&over) && text.contains(&running) && text.contains("OLD234"), "{text}");
    assert!(!matches.join("OLD234.ron").exists() && !matches.join("OLD234.log").exists());
    let kept = stratagem::net::lobby::saved_records(&data);
    assert_eq!(kept[&over].moves, ["x@r1c1", "o@r2c1", "x@r1c2", "o@r2c2", "x@r1c3"]);
    assert_eq!(kept[&running].moves, ["x@r2c2"]);
    assert_eq!(kept["OLD234"].moves, ["x@r1c1", "o@r3c3"]);
    hello(&mut lobby, 21, now);
    let (_, _, snapshot) = joined(&lobby.handle(21, ToServer::Rejoin { code: running.clone(), token }, now), 21);
    assert_eq!(snapshot.revision, 1);
    hello(&mut lobby, 22, now);
    let (_, second, _) = joined(&lobby.handle(22, ToServer::Join { code: running.clone(), seat: Some(1) }, now), 22);
    lobby_move(&mut lobby, 22, &running, &second.expect("a token"), 1, "o@r1c1", now);
    drop(lobby);

    // Nothing ended since: the journal is left as it is, and every match still resumes.
    let (lobby, out) = Lobby::open(config, now);
    assert!(!logged(&out, "compacted"));
    assert_eq!(lobby.record(&running).expect("resumed").moves, ["x@r2c2", "o@r1c1"]);
    assert_eq!(lobby.record("OLD234").expect("resumed").moves, ["x@r1c1", "o@r3c3"]);
    let _ = std::fs::remove_dir_all(&data);
}

/// The journal is not compacted while a match in it cannot be resumed (its preset gone): the
/// compaction would lose it. A code a later match took again keeps both matches.
#[test]
fn a_match_that_cannot_resume_keeps_the_journal_as_it_is() {
    let now = Instant::now();
    let data = temp_dir("unresumed");
    let matches = data.join("matches");
    std::fs::create_dir_all(&matches).expect("a folder");
    let mut lost = people_setup("kings");
    lost.preset = "no-such-map".into();
    let game = ron::to_string(&people_setup("tictactoe")).expect("a record");
    let lines = [
        format!("(\"LOST22\",Created({}))", ron::to_string(&lost).expect("a record")),
        format!("(\"TWICE2\",Created({game}))"),
        "(\"TWICE2\",Move(\"x@r1c1\"))".to_string(),
        format!("(\"TWICE2\",Created({game}))"),
        "(\"TWICE2\",Move(\"x@r2c2\"))".to_string(),
    ];
    let journal = matches.join("journal.log");
    std::fs::write(&journal, lines.join("\n") + "\n").expect("write");
    let config = LobbyConfig { data: Some(data.clone()), ..LobbyConfig::default() };
    let (lobby, out) = Lobby::open(config.clone(), now);
    let logged = |text: &str| out.iter().any(|o| matches!(o, Out::Log(l) if l.contains(text)));
    assert!(
        logged("LOST22") && logged("not compacted"),
        "{:?}",
        out.iter().filter_map(|o| if let Out::Log(l) = o { Some(l) } else { None }).collect::<Vec<_>>()
    );
    assert_eq!(std::fs::read_to_string(&journal).expect("a journal"), lines.join("\n") + "\n");
    assert_eq!(lobby.record("TWICE2").expect("the later match resumes").moves, ["x@r2c2"]);
    drop(lobby);

    // With the map back, the next start compacts: the earlier TWICE2 goes with the ended ones.
    std::fs::write(&journal, lines[1..].join("\n") + "\n").expect("write");
    let (lobby, out) = Lobby::open(config, now);
    assert!(out.iter().any(|o| matches!(o, Out::Log(l) if l.contains("ended matches moved to ended.log 1"))));
    assert_eq!(lobby.record("TWICE2").expect("resumed").moves, ["x@r2c2"]);
    let ended = std::fs::read_to_string(matches.join("ended.log")).expect("an archive");
    assert!(ended.contains("TWICE2") && ended.contains("x@r1c1"), "{ended}");
    let _ = std::fs::remove_dir_all(&data);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any bytes a client sends are read or refused with a reason, never a panic.
    #[test]
    fn the_decoder_takes_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = decode::<ToServer>(&bytes, MAX_CLIENT_MESSAGE);
        let _ = decode::<ToClient>(&bytes, MAX_CLIENT_MESSAGE);
    }

    /// Texts close to real messages (RON's own characters) too.
    #[test]
    fn the_decoder_takes_near_messages(text in "(Move|Join|Hello|List|Create)?[(){}\\[\\]:,\"a-z0-9 ]{0,200}") {
        let _ = decode::<ToServer>(text.as_bytes(), MAX_CLIENT_MESSAGE);
    }
}

#[test]
fn an_oversized_message_is_refused_unread() {
    let huge = encode(&ToServer::Move { code: "A".into(), token: "B".into(), revision: 0, text: "x".repeat(20_000) });
    assert!(decode::<ToServer>(&huge, MAX_CLIENT_MESSAGE).unwrap_err().contains("limit"));
    let deep = format!("{}{}", "Some(".repeat(10_000), ")".repeat(10_000));
    assert!(decode::<Option<u8>>(deep.as_bytes(), usize::MAX).is_err(), "nesting is bounded");
}

// Over loopback.

pub(crate) fn collecting_log() -> (LogSink, Arc<Mutex<Vec<String>>>) {
    let lines = Arc::new(Mutex::new(Vec::new()));
    let sink = lines.clone();
    (Box::new(move |line: &str| sink.lock().expect("log").push(line.to_string())), lines)
}

fn loopback_server(config: LobbyConfig) -> (ServerThread, Arc<Mutex<Vec<String>>>) {
    let address: SocketAddr = "127.0.0.1:0".parse().expect("an address");
    serve_at(address.into(), config)
}

pub(crate) fn serve_at(endpoint: Endpoint, config: LobbyConfig) -> (ServerThread, Arc<Mutex<Vec<String>>>) {
    let (log, lines) = collecting_log();
    (ServerThread::start(endpoint, config, log).expect("a server on loopback"), lines)
}

/// Where a test's clients find a server, and its certificate.
pub(crate) struct Reach {
    pub(crate) address: SocketAddr,
    pub(crate) trust: Trust,
}

fn reach(server: &ServerThread) -> Reach {
    Reach { address: server.address, trust: Trust::Fingerprint(server.fingerprint.clone()) }
}

/// A client of a loopback match: what it knows of the match.
pub(crate) struct Player {
    pub(crate) connection: Connection,
    seat: Option<u8>,
    pub(crate) token: Option<String>,
    pub(crate) record: Option<Record>,
    view: Option<String>,
    pub(crate) revision: u32,
    /// A move sent and not yet answered.
    waiting: bool,
    /// The moves as this client saw them (`None` while secret), revealed ones filled in.
    seen: Vec<Option<String>>,
}

impl Player {
    fn new(server: &Reach, name: &str) -> Player {
        Player::on(Connection::connect(server.address, name, &server.trust).expect("connects"))
    }

    /// A player on a connection made elsewhere (with a lobby's ticket).
    pub(crate) fn on(connection: Connection) -> Player {
        Player {
            connection,
            seat: None,
            token: None,
            record: None,
            view: None,
            revision: 0,
            waiting: false,
            seen: Vec::new(),
        }
    }

    pub(crate) fn take(&mut self, message: &ToClient) {
        match message {
            ToClient::Joined { seat, token, snapshot, .. } => {
                self.seat = *seat;
                self.token = token.clone().or(self.token.take());
                self.record = Some(snapshot.record.clone());
                self.view = snapshot.view.clone();
                self.revision = snapshot.revision;
                self.seen = snapshot.log.iter().map(|m| m.text.clone()).collect();
            }
            ToClient::Applied { revision, text, view, revealed, .. } => {
                if let (Some(record), Some(text), None) = (self.record.as_mut(), text, view) {
                    record.moves.push(text.clone());
                }
                self.view = view.clone();
                self.revision = *revision;
                self.waiting = false;
                self.seen.push(text.clone());
                for (i, text) in revealed {
                    self.seen[*i as usize] = Some(text.clone());
                }
            }
            ToClient::Refused { why, .. } => panic!("refused: {why}"),
            _ => {}
        }
    }
}

/// Polls every client once; what each was told.
pub(crate) fn poll_all(players: &mut [Player]) -> Vec<(usize, ToClient)> {
    let mut heard = Vec::new();
    for (i, player) in players.iter_mut().enumerate() {
        assert_eq!(player.connection.closed(), None, "client {i} lost its connection");
        heard.extend(player.connection.poll().into_iter().map(|m| (i, m)));
    }
    heard
}

/// Polls until `until` holds for something heard, or panics after 30 s.
pub(crate) fn wait_for(players: &mut [Player], mut until: impl FnMut(usize, &ToClient) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let mut done = false;
        for (i, message) in poll_all(players) {
            players[i].take(&message);
            done |= until(i, &message);
        }
        if done {
            return;
        }
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The move `seat` plays now, if it is its turn: random and legal, chosen from what the seat
/// knows (the record, or its view in hidden-information games).
fn turn<G: PlayableGame>(record: &Record, view: Option<&str>, seat: u8, seed: u64) -> Result<Option<String>, String> {
    let setup = Setup::from_record(record, &catalog())?;
    let state = match view {
        Some(view) => G::read_view(&setup, view)?,
        None => check_record::<G>(&setup, &record.moves)?,
    };
    if state.outcome().is_some() || state.to_move() != Seat(seat) {
        return Ok(None);
    }
    Ok(random_move(&state, seed).map(|mv| state.move_text(mv)))
}

/// Two clients play `game` to its end over loopback with random legal moves while a third
/// watches; the server's record is checked against local play. The server listens at
/// `endpoint`; what was secret in the match is returned: its code and the seats' tokens.
pub(crate) fn play_over_loopback(game: &str, endpoint: Endpoint) -> Vec<String> {
    let data = temp_dir(&format!("play-{game}-{}", endpoint.public.len()));
    // The bots answer at once, far faster than people: the rate limit is raised for them.
    let config = LobbyConfig { data: Some(data.clone()), max_rate: 100_000.0, ..LobbyConfig::default() };
    let (server, _log) = serve_at(endpoint, config);
    let mut players: Vec<Player> = ["a", "b", "w"].iter().map(|n| Player::new(&reach(&server), n)).collect();
    let mut welcomed = 0;
    wait_for(&mut players, |_, m| {
        welcomed += matches!(m, ToClient::Welcome { .. }) as usize;
        welcomed == 3
    });
    let mut setup = people_setup(game);
    setup.seed = 7;
    players[0].connection.send(&ToServer::Create { setup, take: Some(0) });
    let mut code = String::new();
    wait_for(&mut players, |_, m| match m {
        ToClient::Joined { code: c, .. } => {
            code = c.clone();
            true
        }
        _ => false,
    });
    players[1].connection.send(&ToServer::Join { code: code.clone(), seat: Some(1) });
    players[2].connection.send(&ToServer::Watch { code: code.clone() });
    let mut joined = 0;
    wait_for(&mut players, |_, m| {
        joined += matches!(m, ToClient::Joined { .. }) as usize;
        joined == 2
    });
    // Alone this takes seconds even under Wine; beside the rest of the suite on a loaded
    // machine a long random Provinces game under Wine has taken over two minutes, so the
    // deadline only catches a match that stopped moving.
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut ended = false;
    while !ended {
        assert!(Instant::now() < deadline, "{game}: no end in 600 s");
        for (i, player) in players.iter_mut().take(2).enumerate() {
            if player.waiting {
                continue;
            }
            let record = player.record.as_ref().expect("joined");
            let seed = u64::from(player.revision) * 31 + i as u64;
            let seat = player.seat.expect("a seat");
            let mv = with_game!(record.game.as_str(), G => turn::<G>(record, player.view.as_deref(), seat, seed))
                .unwrap_or_else(|e| panic!("{game}: {e}"));
            if let Some(text) = mv {
                let (token, revision) = (player.token.clone().expect("a token"), player.revision);
                player.connection.send(&ToServer::Move { code: code.clone(), token, revision, text });
                player.waiting = true;
            }
        }
        for (i, message) in poll_all(&mut players) {
            players[i].take(&message);
            ended |= i == 2 && matches!(message, ToClient::Ended { .. });
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    drop(server);
    let record = stratagem::net::lobby::saved_record(&data, &code).expect("the server wrote the match");
    let setup = Setup::from_record(&record, &catalog()).expect("its setup");
    // The watcher saw every move, each once and in order (secret ones once revealed).
    let watched: Vec<String> = players[2].seen.iter().map(|t| t.clone().expect("revealed by the end")).collect();
    assert_eq!(watched, record.moves, "{game}: the watcher's moves");
    // The same moves from the same seed, played here, end the same way.
    let result = with_game!(record.game.as_str(), G => {
        check_record::<G>(&setup, &record.moves).map(|end| end.outcome().map(|o| o.reason().to_string()))
    })
    .expect("the record replays here");
    assert!(result.is_some(), "{game}: the game is over");
    let _ = std::fs::remove_dir_all(&data);
    let tokens = players.iter().take(2).map(|p| p.token.clone().expect("a seat"));
    std::iter::once(code).chain(tokens).collect()
}

#[test]
#[ignore = "long tier: cargo test -- --ignored, which .ci/run runs"]
fn every_game_plays_to_its_end_over_loopback() {
    for entry in catalog().games {
        let address: SocketAddr = "127.0.0.1:0".parse().expect("an address");
        play_over_loopback(entry.id, address.into());
    }
}

/// Connects fresh clients and waits for their `Welcome`.
pub(crate) fn connected(server: &Reach, names: &[&str]) -> Vec<Player> {
    let mut players: Vec<Player> = names.iter().map(|n| Player::new(server, n)).collect();
    let mut welcomed = 0;
    wait_for(&mut players, |_, m| {
        welcomed += matches!(m, ToClient::Welcome { .. }) as usize;
        welcomed == names.len()
    });
    players
}

/// Client `i` plays `text` and everyone waits until client `i` hears it applied.
pub(crate) fn play(players: &mut [Player], i: usize, code: &str, text: &str) {
    // The mover first hears of every move another player has seen: on a loaded machine its
    // copy of the last move can still be on the way, and a move from an old revision is refused.
    let latest = players.iter().map(|p| p.revision).max().unwrap_or(0);
    while players[i].revision < latest {
        wait_for(players, |who, m| who == i && matches!(m, ToClient::Applied { .. }));
    }
    let (token, revision) = (players[i].token.clone().expect("a seat"), players[i].revision);
    players[i].connection.send(&ToServer::Move { code: code.into(), token, revision, text: text.into() });
    wait_for(players, |who, m| who == i && matches!(m, ToClient::Applied { .. }));
}

/// A tic-tac-toe match between the first two players; its code.
pub(crate) fn start_tictactoe(players: &mut [Player]) -> String {
    players[0].connection.send(&ToServer::Create { setup: people_setup("tictactoe"), take: Some(0) });
    let mut code = String::new();
    wait_for(players, |_, m| match m {
        ToClient::Joined { code: c, .. } => {
            code = c.clone();
            true
        }
        _ => false,
    });
    players[1].connection.send(&ToServer::Join { code: code.clone(), seat: Some(1) });
    wait_for(players, |who, m| who == 1 && matches!(m, ToClient::Joined { .. }));
    code
}

#[test]
fn a_dropped_client_rejoins_over_loopback() {
    let (server, log) = loopback_server(LobbyConfig::default());
    let mut players = connected(&reach(&server), &["a", "b"]);
    let code = start_tictactoe(&mut players);
    play(&mut players, 0, &code, "x@r2c2");
    // b's connection drops (no goodbye): a hears that b is away.
    let token = players[1].token.clone().expect("a seat");
    let mut gone = players.pop().expect("b");
    gone.connection.disconnect();
    drop(gone);
    wait_for(
        &mut players,
        |_, m| matches!(m, ToClient::Seats { seats, .. } if matches!(seats[1], Presence::Away { .. })),
    );
    // b comes back on a new connection with its token and gets the whole match.
    players.extend(connected(&reach(&server), &["b again"]));
    players[1].token = Some(token.clone());
    players[1].connection.send(&ToServer::Rejoin { code: code.clone(), token });
    wait_for(&mut players, |who, m| who == 1 && matches!(m, ToClient::Joined { .. }));
    assert_eq!(players[1].record.as_ref().expect("the match").moves, ["x@r2c2"]);
    assert_eq!(players[1].revision, 1);
    play(&mut players, 1, &code, "o@r1c1");
    // a hears of the move on its own connection, which may be slower than b's answer (Wine).
    while players[0].revision < 2 {
        wait_for(&mut players, |who, m| who == 0 && matches!(m, ToClient::Applied { .. }));
    }
    assert_eq!(players[0].record.as_ref().expect("the match").moves, ["x@r2c2", "o@r1c1"]);
    let log = log.lock().expect("log").join("\n");
    for event in ["created", "joined", "move 1", "disconnected", "rejoined", "move 2"] {
        assert!(log.contains(event), "no '{event}' in the log:\n{log}");
    }
}

#[test]
fn floods_junk_and_silent_connections_leave_everyone_else_served() {
    let config = LobbyConfig { hello_wait: Duration::from_millis(500), ..LobbyConfig::default() };
    let (server, log) = loopback_server(config);
    let mut players = connected(&reach(&server), &["a", "b", "flood"]);
    let code = start_tictactoe(&mut players);
    // Hundreds of sockets that send junk and never finish joining.
    let junk: Vec<std::net::UdpSocket> =
        (0..300).map(|_| std::net::UdpSocket::bind("127.0.0.1:0").expect("a socket")).collect();
    for (i, socket) in junk.iter().enumerate() {
        let bytes: Vec<u8> = (0..(i % 1400) + 1).map(|b| (b * 7 + i) as u8).collect();
        let _ = socket.send_to(&bytes, server.address);
    }
    // A flood of requests: refused, then the flooder is let go.
    for _ in 0..400 {
        players[2].connection.send(&ToServer::List);
    }
    let mut refused = false;
    let deadline = Instant::now() + Duration::from_secs(10);
    while !refused || players[2].connection.closed().is_none() {
        assert!(Instant::now() < deadline, "the flood was neither refused nor closed");
        refused |= players[2]
            .connection
            .poll()
            .iter()
            .any(|m| matches!(m, ToClient::Refused { why, .. } if why.contains("too many")));
        // The others go on as clients do, polling every frame: a connection left unread for
        // seconds (Wine is slow to refuse the flood) is let go by the transport.
        for player in &mut players[..2] {
            for message in player.connection.poll() {
                player.take(&message);
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    players.pop();
    // A move too long to read is refused in words; the match goes on.
    let token = players[0].token.clone().expect("a seat");
    let long = ToServer::Move { code: code.clone(), token, revision: 0, text: "x".repeat(MAX_CLIENT_MESSAGE) };
    players[0].connection.send(&long);
    let mut why = String::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while why.is_empty() {
        assert!(Instant::now() < deadline, "no refusal");
        for (_, m) in poll_all(&mut players) {
            if let ToClient::Refused { why: w, .. } = m {
                why = w;
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(why.contains("limit"), "{why}");
    play(&mut players, 0, &code, "x@r2c2");
    play(&mut players, 1, &code, "o@r1c1");
    assert!(log.lock().expect("log").iter().any(|l| l.contains("flooding")));
}

#[test]
fn a_client_killed_mid_move_loses_no_accepted_move() {
    let data = temp_dir("mid-move");
    let (server, _log) = loopback_server(LobbyConfig { data: Some(data.clone()), ..LobbyConfig::default() });
    let mut players = connected(&reach(&server), &["a", "b"]);
    let code = start_tictactoe(&mut players);
    // a sends its move and is killed at once, saying no goodbye (its socket is left unread, as
    // a killed process leaves it): the move still counts, and b hears it.
    let token = players[0].token.clone().expect("a seat");
    players[0].connection.send(&ToServer::Move { code: code.clone(), token, revision: 0, text: "x@r2c2".into() });
    players[0].connection.poll();
    std::mem::forget(players.remove(0));
    wait_for(&mut players, |_, m| matches!(m, ToClient::Applied { .. }));
    assert_eq!(players[0].record.as_ref().expect("the match").moves, ["x@r2c2"]);
    drop(server);
    let kept = stratagem::net::lobby::saved_record(&data, &code).expect("kept");
    assert_eq!(kept.moves, ["x@r2c2"]);
    let _ = std::fs::remove_dir_all(&data);
}

/// A free UDP port on loopback.
#[cfg(unix)]
pub(crate) fn free_port() -> u16 {
    std::net::UdpSocket::bind("127.0.0.1:0").and_then(|s| s.local_addr()).expect("a free port").port()
}

/// A `stratagem serve` child that is killed when the test is done with it, also when the test
/// fails: a server left running keeps its output pipe open and a `cargo test | grep` waiting.
#[cfg(unix)]
pub(crate) struct Served(pub(crate) std::process::Child);

#[cfg(unix)]
impl std::ops::Deref for Served {
    type Target = std::process::Child;
    fn deref(&self) -> &std::process::Child {
        &self.0
    }
}

#[cfg(unix)]
impl std::ops::DerefMut for Served {
    fn deref_mut(&mut self) -> &mut std::process::Child {
        &mut self.0
    }
}

#[cfg(unix)]
impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `stratagem serve` on loopback at `port`, keeping its matches in `data`, once it listens;
/// with the rest of its output.
#[cfg(unix)]
pub(crate) fn spawn_serve(port: u16, data: &std::path::Path, more: &[&str]) -> (Served, Lines, Reach) {
    let program = std::process::Command::new(env!("CARGO_BIN_EXE_stratagem"));
    spawn_serve_at(program, "127.0.0.1", port, data, more)
}

/// `stratagem serve` run by `program` (the binary, or `ip netns exec NAME` and the binary),
/// listening at `host`.
#[cfg(unix)]
pub(crate) fn spawn_serve_at(
    mut program: std::process::Command,
    host: &str,
    port: u16,
    data: &std::path::Path,
    more: &[&str],
) -> (Served, Lines, Reach) {
    program.args(["serve", "--bind", host, "--port", &port.to_string(), "--data"]).arg(data).args(more);
    let (child, lines, fingerprint) = spawn_announced(program, "listening on");
    let address = format!("{host}:{port}").parse().expect("an address");
    let reach = Reach { address, trust: Trust::Fingerprint(fingerprint) };
    (child, lines, reach)
}

/// The output lines of a child after its first.
#[cfg(unix)]
pub(crate) type Lines = std::io::Lines<std::io::BufReader<std::process::ChildStdout>>;

/// A `stratagem` service (`serve`, `lobby`) started by `program`, once its first line says
/// `announces`: the child, its further output, and the certificate fingerprint the line ends with.
#[cfg(unix)]
pub(crate) fn spawn_announced(mut program: std::process::Command, announces: &str) -> (Served, Lines, String) {
    use std::io::BufRead;
    let mut child = program
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the service starts");
    let mut lines = std::io::BufReader::new(child.stdout.take().expect("its output")).lines();
    let child = Served(child);
    let first = lines.next().and_then(Result::ok).unwrap_or_default();
    assert!(first.contains(announces), "{first}");
    let fingerprint = first.rsplit_once("certificate ").map(|(_, f)| f.trim().to_string()).expect("a fingerprint");
    (child, lines, fingerprint)
}

/// Collects a child's output lines on a thread, for a test to read.
#[cfg(unix)]
pub(crate) fn collect(lines: Lines) -> Arc<Mutex<Vec<String>>> {
    let log = Arc::new(Mutex::new(Vec::new()));
    let kept = log.clone();
    std::thread::spawn(move || lines.map_while(Result::ok).for_each(|l| kept.lock().expect("log").push(l)));
    log
}

/// `stratagem serve` killed with SIGKILL mid-match and started again: the match resumes with
/// every accepted move, and its players rejoin with their tokens.
#[cfg(unix)]
#[test]
fn a_server_killed_mid_match_resumes_it() {
    let data = temp_dir("kill");
    let port = free_port();
    let serve = || {
        let (child, lines, reach) = spawn_serve(port, &data, &[]);
        std::thread::spawn(move || lines.for_each(drop));
        (child, reach)
    };
    let (mut server, first) = serve();
    let mut players = connected(&first, &["a", "b"]);
    let code = start_tictactoe(&mut players);
    play(&mut players, 0, &code, "x@r2c2");
    play(&mut players, 1, &code, "o@r1c1");
    server.kill().expect("SIGKILL");
    server.wait().expect("gone");
    let tokens: Vec<String> = players.iter().map(|p| p.token.clone().expect("a seat")).collect();
    drop(players);
    let (mut server, again) = serve();
    // The server kept its certificate: the clients that trusted it trust it still.
    assert_eq!(format!("{:?}", again.trust), format!("{:?}", first.trust));
    let mut players = connected(&again, &["a", "b"]);
    for (i, token) in tokens.iter().enumerate() {
        players[i].token = Some(token.clone());
        players[i].connection.send(&ToServer::Rejoin { code: code.clone(), token: token.clone() });
        wait_for(&mut players, |who, m| who == i && matches!(m, ToClient::Joined { .. }));
    }
    assert_eq!(players[0].record.as_ref().expect("resumed").moves, ["x@r2c2", "o@r1c1"]);
    assert_eq!(players[1].revision, 2);
    play(&mut players, 0, &code, "x@r1c2");
    server.kill().expect("SIGKILL");
    server.wait().expect("gone");
    let _ = std::fs::remove_dir_all(&data);
}

/// `stratagem serve | head -1`: the server's output closes after its first line, and it goes
/// on serving, its log lines dropped.
#[cfg(unix)]
#[test]
fn a_server_whose_output_is_closed_goes_on_serving() {
    let data = temp_dir("closed-output");
    let port = free_port();
    let (mut server, lines, reach) = spawn_serve(port, &data, &[]);
    drop(lines);
    let mut players = connected(&reach, &["a", "b"]);
    let code = start_tictactoe(&mut players);
    for (i, text) in ["x@r2c2", "o@r1c1", "x@r1c2"].iter().enumerate() {
        play(&mut players, i % 2, &code, text);
    }
    assert_eq!(players[1].revision, 3);
    assert!(server.try_wait().expect("a child").is_none(), "the server stopped");
    server.kill().expect("SIGKILL");
    server.wait().expect("gone");
    let _ = std::fs::remove_dir_all(&data);
}

/// The window's side, headless: a setup hosted from the app (its first seat played here by a
/// computer player, the second remote) against a bot client; every move goes through the app's
/// move pipeline and the server, and the app's match ends as the server's record says.
#[test]
fn the_game_screen_plays_a_network_match_through_its_move_pipeline() {
    use bevy::prelude::*;
    use stratagem::ai::{AiPlayer, GREEDY};
    use stratagem::games::tictactoe::TicTacToe;
    use stratagem::net::window::{Intent, Online, OnlinePlugin};
    use stratagem::session::Controller;
    use stratagem::shell::{Match, Pace};
    let data = temp_dir("window");
    let config = LobbyConfig { data: Some(data.clone()), max_rate: 100_000.0, ..LobbyConfig::default() };
    let (server, _log) = loopback_server(config);
    let mut app = stratagem::app::headless_app(None);
    app.add_plugins(OnlinePlugin);
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    let mut setup = catalog().default_setup("tictactoe").expect("a game");
    setup.seats = vec![Controller::Human, Controller::Remote];
    let mut online = Online::default();
    online.address = server.address.to_string();
    online.trust = Trust::Fingerprint(server.fingerprint.clone());
    online.name = "window".into();
    online.request(Intent::Host { setup, play_as: Controller::Ai(AiPlayer::new(GREEDY)) });
    app.insert_resource(online);
    let mut bot = connected(&reach(&server), &["bot"]);
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut code = None;
    let mut ended = false;
    while !ended {
        assert!(Instant::now() < deadline, "the match did not end");
        app.update();
        if code.is_none() {
            bot[0].connection.send(&ToServer::List);
        }
        for (_, message) in poll_all(&mut bot) {
            match &message {
                ToClient::Matches { matches } if code.is_none() => {
                    if let Some(m) = matches.iter().find(|m| m.seats.get(1) == Some(&Presence::Open)) {
                        code = Some(m.code.clone());
                        bot[0].connection.send(&ToServer::Join { code: m.code.clone(), seat: Some(1) });
                    }
                }
                ToClient::Ended { .. } => ended = true,
                _ => {}
            }
            bot[0].take(&message);
        }
        let player = &bot[0];
        if let (Some(record), Some(code), false) = (player.record.as_ref(), code.as_ref(), player.waiting) {
            let seed = u64::from(player.revision);
            if let Some(text) = turn::<TicTacToe>(record, None, 1, seed).expect("the bot's view") {
                let token = player.token.clone().expect("a seat");
                let revision = player.revision;
                bot[0].connection.send(&ToServer::Move { code: code.clone(), token, revision, text });
                bot[0].waiting = true;
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let code = code.expect("joined");
    let kept = stratagem::net::lobby::saved_record(&data, &code).expect("kept");
    let game = app.world().resource::<Match<TicTacToe>>();
    assert!(game.elsewhere && !game.can_undo(), "an online match has no undo");
    let played: Vec<String> = game.history.iter().map(|p| p.text.clone()).collect();
    assert_eq!(played, kept.moves, "the window's match is the server's record");
    assert!(game.state.outcome().is_some());
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn computer_seats_play_on_the_server() {
    let now = Instant::now();
    let mut lobby = Lobby::open(LobbyConfig::default(), now).0;
    hello(&mut lobby, 1, now);
    let mut setup = people_setup("tictactoe");
    setup.seats[1] = "greedy".into();
    let (code, token, _) = joined(&lobby.handle(1, ToServer::Create { setup, take: Some(0) }, now), 1);
    let out = lobby.handle(
        1,
        ToServer::Move { code: code.clone(), token: token.expect("a seat"), revision: 0, text: "x@r2c2".into() },
        now,
    );
    let seats = sent_to(&out, 1).into_iter().find_map(|m| match m {
        ToClient::Seats { seats, .. } => Some(seats),
        _ => None,
    });
    let (think_code, revision, thinking) = out
        .into_iter()
        .find_map(|o| match o {
            Out::Think { code, revision, thinking } => Some((code, revision, thinking)),
            _ => None,
        })
        .expect("the computer seat decides");
    assert_eq!((think_code.as_str(), revision), (code.as_str(), 1));
    assert!(matches!(seats.expect("seats are told")[1], Presence::Computer { thinking: true, .. }));
    // A decision for a position that is gone is dropped; the current one is played.
    assert!(lobby.computer_moved(&code, 0, Some("o@r1c1".into()), now).is_empty());
    let out = lobby.computer_moved(&code, revision, thinking(), now);
    let applied = sent_to(&out, 1);
    assert!(matches!(&applied[..], [ToClient::Applied { revision: 2, seat: 1, text: Some(_), .. }, ..]), "{applied:?}");
    assert_eq!(lobby.record(&code).expect("the match").moves.len(), 2);
}
