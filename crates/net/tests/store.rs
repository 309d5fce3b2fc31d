//! The lobby on its stores, driven directly with a clock of the test's own: a store that fails
//! refuses the request and changes nothing, refusals name no file of the server, the waits
//! run on the clock given, the journal compacts itself while running without losing a move,
//! a match that ended while everyone was away shows its result to whoever comes back, and a
//! computer seat whose decision cannot start still moves.

use std::path::PathBuf;
use std::time::{Duration, Instant};
use stratagem_core::record::Record;
use stratagem_games::catalog;
use stratagem_net::lobby::{ClientId, Fallback, Lobby, LobbyConfig, NOT_KEPT, Out, THINK_ATTEMPTS, saved_records};
use stratagem_net::protocol::{PROTOCOL_VERSION, Presence, ToClient, ToServer};
use stratagem_net::store::memory::MemoryStore;
use stratagem_session::Controller;

/// The test's clock: it moves only when told.
struct Clock(Instant);

impl Clock {
    fn new() -> Clock {
        Clock(Instant::now())
    }

    fn now(&self) -> Instant {
        self.0
    }

    fn advance(&mut self, seconds: u64) -> Instant {
        self.0 += Duration::from_secs(seconds);
        self.0
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Tic-tac-toe with both seats for people, or the second for the greedy computer player.
fn tictactoe(computer: bool) -> Record {
    let mut setup = catalog().default_setup("tictactoe").expect("a registered game");
    setup.seats = vec![Controller::Human, Controller::Human];
    let mut record = setup.record(Vec::new());
    if computer {
        record.seats[1] = "greedy".into();
    }
    record
}

fn sent_to(out: &[Out], client: ClientId) -> Vec<ToClient> {
    out.iter()
        .filter_map(|o| match o {
            Out::Send(c, m) if *c == client => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// The log's lines (in English, as the server writes them).
fn logged(out: &[Out]) -> Vec<String> {
    stratagem_i18n::install_english();
    out.iter().filter_map(|o| if let Out::Log(l) = o { Some(l.clone()) } else { None }).collect()
}

/// A refusal's words, in English.
fn refusal(out: &[Out], client: ClientId) -> Option<String> {
    sent_to(out, client).into_iter().find_map(|m| match m {
        ToClient::Refused { why, .. } => Some(why),
        _ => None,
    })
}

/// A refusal's catalog key.
fn refusal_key(out: &[Out], client: ClientId) -> Option<String> {
    sent_to(out, client).into_iter().find_map(|m| match m {
        ToClient::Refused { words, .. } => words.and_then(|w| w.key().map(str::to_string)),
        _ => None,
    })
}

/// What the server said, as a player of English reads it.
fn english(text: &stratagem_core::Text) -> String {
    stratagem_i18n::install_english();
    text.to_string()
}

/// A client connects and says Hello. The server's words are English, as a server run from the
/// command line has them.
fn hello(lobby: &mut Lobby, client: ClientId, now: Instant) {
    stratagem_i18n::install_english();
    lobby.connected(client, now);
    lobby.handle(client, ToServer::Hello { version: PROTOCOL_VERSION, name: format!("p{client}") }, now);
}

/// The code and token of the match `client` joined.
fn joined(out: &[Out], client: ClientId) -> Option<(String, Option<u8>, Option<String>)> {
    sent_to(out, client).into_iter().find_map(|m| match m {
        ToClient::Joined { code, seat, token, .. } => Some((code, seat, token)),
        _ => None,
    })
}

fn move_message(code: &str, token: &str, revision: u32, text: &str) -> ToServer {
    ToServer::Move { code: code.into(), token: token.into(), revision, text: text.into() }
}

fn applied(out: &[Out], client: ClientId) -> bool {
    sent_to(out, client).iter().any(|m| matches!(m, ToClient::Applied { .. }))
}

/// A tic-tac-toe match of clients 1 (seat 1) and 2 (seat 2): its code and their tokens.
fn start(lobby: &mut Lobby, now: Instant) -> (String, String, String) {
    hello(lobby, 1, now);
    hello(lobby, 2, now);
    let out = lobby.handle(1, ToServer::Create { setup: tictactoe(false), take: Some(0) }, now);
    let (code, _, first) = joined(&out, 1).expect("created");
    let out = lobby.handle(2, ToServer::Join { code: code.clone(), seat: Some(1) }, now);
    let (_, _, second) = joined(&out, 2).expect("joined");
    (code, first.expect("a token"), second.expect("a token"))
}

fn memory_lobby(config: LobbyConfig, clock: &Clock) -> (Lobby, MemoryStore) {
    let store = MemoryStore::new();
    (Lobby::with_store(config, Box::new(store.clone()), clock.now()).0, store)
}

#[test]
fn a_failing_store_refuses_the_request_and_changes_nothing() {
    let clock = Clock::new();
    let now = clock.now();
    let (mut lobby, store) = memory_lobby(LobbyConfig::default(), &clock);
    hello(&mut lobby, 1, now);
    hello(&mut lobby, 2, now);

    // A match the store cannot create does not exist.
    store.fail_next(1);
    let out = lobby.handle(1, ToServer::Create { setup: tictactoe(false), take: Some(0) }, now);
    assert_eq!(refusal_key(&out, 1).as_deref(), Some(NOT_KEPT));
    assert!(joined(&out, 1).is_none() && store.matches().is_empty());
    let listed = lobby.handle(1, ToServer::List, now);
    assert!(matches!(&sent_to(&listed, 1)[..], [ToClient::Matches { matches }] if matches.is_empty()));

    let out = lobby.handle(1, ToServer::Create { setup: tictactoe(false), take: Some(0) }, now);
    let (code, _, first) = joined(&out, 1).expect("created");
    assert_eq!(store.get(&code).expect("kept").seats[0].token, first, "the host's token is kept with the match");

    // A seat the store cannot give stays open, with no token anyone could hold.
    store.fail_next(1);
    let out = lobby.handle(2, ToServer::Join { code: code.clone(), seat: Some(1) }, now);
    assert_eq!(refusal_key(&out, 2).as_deref(), Some(NOT_KEPT));
    assert_eq!(store.get(&code).expect("kept").seats[1].token, None, "no orphan token");
    let listed = lobby.handle(2, ToServer::List, now);
    let open = sent_to(&listed, 2).into_iter().any(|m| match m {
        ToClient::Matches { matches } => matches[0].seats[1] == Presence::Open,
        _ => false,
    });
    assert!(open, "the seat is still open");
    let out = lobby.handle(2, ToServer::Join { code: code.clone(), seat: Some(1) }, now);
    let (_, _, second) = joined(&out, 2).expect("joined on the second try");
    assert_eq!(store.get(&code).expect("kept").seats[1].token, second);
    let (first, second) = (first.expect("a token"), second.expect("a token"));

    // A move the store cannot keep is not played; the same move at the same revision then is.
    store.fail_next(1);
    let out = lobby.handle(1, move_message(&code, &first, 0, "x@r2c2"), now);
    assert_eq!(refusal_key(&out, 1).as_deref(), Some(NOT_KEPT));
    assert!(!applied(&out, 2), "nobody hears of a move not kept");
    assert!(lobby.record(&code).expect("the match").moves.is_empty());
    assert!(store.get(&code).expect("kept").record.moves.is_empty());
    assert!(applied(&lobby.handle(1, move_message(&code, &first, 0, "x@r2c2"), now), 2));

    // A rejoin that renames the seat, not kept: the seat is as it was, and its player can
    // still move from the connection it had.
    hello(&mut lobby, 12, now);
    store.fail_next(1);
    let out = lobby.handle(12, ToServer::Rejoin { code: code.clone(), token: second.clone() }, now);
    assert_eq!(refusal_key(&out, 12).as_deref(), Some(NOT_KEPT));
    assert!(refusal(&out, 2).is_none(), "the seat was not taken from its connection");
    assert_eq!(store.get(&code).expect("kept").seats[1].name.as_deref(), Some("p2"));
    assert!(applied(&lobby.handle(2, move_message(&code, &second, 1, "o@r1c1"), now), 1));
    assert_eq!(store.get(&code).expect("kept").record.moves, ["x@r2c2", "o@r1c1"]);
}

#[test]
fn refusals_name_no_file_of_the_server() {
    let clock = Clock::new();
    let now = clock.now();
    // The memory store's failures name a file and a system error, as a disk's would.
    let (mut lobby, store) = memory_lobby(LobbyConfig::default(), &clock);
    let (code, first, _) = start(&mut lobby, now);
    store.fail_next(1);
    let out = lobby.handle(1, move_message(&code, &first, 0, "x@r2c2"), now);
    let why = refusal(&out, 1).expect("refused");
    assert!(!why.contains('/') && !why.contains("os error"), "{why}");
    assert!(logged(&out).iter().any(|l| l.contains("/var/lib/stratagem") && l.contains("os error")), "logged whole");

    // A journal in a folder that cannot be made (its parent is a file).
    let blocked = temp_dir("blocked");
    std::fs::write(&blocked, "a file, not a folder").expect("write");
    let config = LobbyConfig { data: Some(blocked.join("data")), ..LobbyConfig::default() };
    let mut journaled = Lobby::open(config, now).0;
    hello(&mut journaled, 1, now);
    let out = journaled.handle(1, ToServer::Create { setup: tictactoe(false), take: Some(0) }, now);
    let why = refusal_key(&out, 1).expect("refused");
    assert_eq!(why, NOT_KEPT);
    assert!(logged(&out).iter().any(|l| l.contains(&blocked.display().to_string())), "{:?}", logged(&out));

    // A preset that is not there: the refusal names it, not the folder it was looked for in.
    let mut kings = catalog().default_setup("kings").expect("a registered game");
    kings.seats.iter_mut().for_each(|seat| *seat = Controller::Human);
    let mut setup = kings.record(Vec::new());
    setup.preset = "no-such-preset".into();
    let out = lobby.handle(2, ToServer::Create { setup, take: Some(0) }, now);
    let why = refusal(&out, 2).expect("refused");
    assert!(why.contains("no-such-preset") && !why.contains('/') && !why.contains('\\'), "{why}");
    let _ = std::fs::remove_file(&blocked);
}

#[test]
fn the_clock_given_drives_the_wait_and_the_forfeit() {
    let mut clock = Clock::new();
    let config =
        LobbyConfig { reconnect_wait: Duration::from_secs(30), fallback: Fallback::Forfeit, ..LobbyConfig::default() };
    let (mut lobby, store) = memory_lobby(config.clone(), &clock);
    let (code, _, _) = start(&mut lobby, clock.now());
    lobby.disconnected(2, clock.now());
    let now = clock.advance(29);
    let out = lobby.tick(now);
    assert!(sent_to(&out, 1).iter().all(|m| !matches!(m, ToClient::Ended { .. })), "not yet");
    let listed = lobby.handle(1, ToServer::List, now);
    let left = sent_to(&listed, 1).into_iter().find_map(|m| match m {
        ToClient::Matches { matches } => Some(matches[0].seats[1].clone()),
        _ => None,
    });
    assert!(matches!(left, Some(Presence::Away { seconds_left: 1, .. })), "{left:?}");
    // Past the wait, with a store that cannot keep the forfeit: the next tick tries again.
    let now = clock.advance(2);
    store.fail_next(1);
    let out = lobby.tick(now);
    assert!(sent_to(&out, 1).is_empty() && lobby.record(&code).is_some(), "nothing changed");
    let out = lobby.tick(clock.advance(1));
    let ended = sent_to(&out, 1).into_iter().find_map(|m| match m {
        ToClient::Ended { result, .. } => Some(english(&result)),
        _ => None,
    });
    assert!(ended.expect("the seat forfeits").contains("forfeits"));
    assert!(store.get(&code).expect("kept").forfeit.is_some());

    // A match resumed from a journal waits for its players from the time the lobby was
    // opened at, not the machine's.
    let data = temp_dir("clock");
    let config = LobbyConfig { data: Some(data.clone()), ..config };
    let code = {
        let mut lobby = Lobby::open(config.clone(), clock.now()).0;
        start(&mut lobby, clock.now()).0
    };
    let opened = clock.advance(3600);
    let mut lobby = Lobby::open(config, opened).0;
    hello(&mut lobby, 3, opened);
    lobby.handle(3, ToServer::Watch { code: code.clone() }, opened);
    let out = lobby.tick(clock.advance(29));
    assert!(sent_to(&out, 3).iter().all(|m| !matches!(m, ToClient::Ended { .. })), "an hour later it still waits");
    let out = lobby.tick(clock.advance(2));
    assert!(sent_to(&out, 3).iter().any(|m| matches!(m, ToClient::Ended { .. })), "and 30 s after it reopened, ends");
    let _ = std::fs::remove_dir_all(&data);
}

/// Plays tic-tac-toe to a win for the first seat; the moves.
fn play_to_the_end(lobby: &mut Lobby, now: Instant) -> (String, Vec<String>) {
    let (code, first, second) = start(lobby, now);
    let moves = ["x@r1c1", "o@r2c1", "x@r1c2", "o@r2c2", "x@r1c3"];
    for (i, text) in moves.iter().enumerate() {
        let (client, token) = if i % 2 == 0 { (1, &first) } else { (2, &second) };
        assert!(applied(&lobby.handle(client, move_message(&code, token, i as u32, text), now), client), "{text}");
    }
    for client in [1, 2] {
        lobby.disconnected(client, now);
    }
    (code, moves.iter().map(|m| m.to_string()).collect())
}

#[test]
fn the_journal_compacts_while_running_and_keeps_every_acknowledged_move() {
    let clock = Clock::new();
    let now = clock.now();
    let data = temp_dir("compact-running");
    let journal = data.join("matches").join("journal.log");
    let config = LobbyConfig { data: Some(data.clone()), compact_after: 1, ..LobbyConfig::default() };
    let mut lobby = Lobby::open(config.clone(), now).0;
    // A running match with a move, then one played to its end.
    let (running, first, second) = start(&mut lobby, now);
    assert!(applied(&lobby.handle(1, move_message(&running, &first, 0, "x@r2c2"), now), 2));
    let (over, over_moves) = play_to_the_end(&mut lobby, now);
    hello(&mut lobby, 1, now);
    hello(&mut lobby, 2, now);
    for (client, token) in [(1, &first), (2, &second)] {
        lobby.handle(client, ToServer::Rejoin { code: running.clone(), token: token.clone() }, now);
    }
    assert!(std::fs::read_to_string(&journal).expect("a journal").contains(&over));
    let out = lobby.tick(now);
    assert!(logged(&out).iter().any(|l| l.contains("journal compacted")), "{:?}", logged(&out));
    let text = std::fs::read_to_string(&journal).expect("a journal");
    assert!(!text.contains(&over) && text.contains(&running), "{text}");
    // Moves after the compaction go to the new journal.
    assert!(applied(&lobby.handle(2, move_message(&running, &second, 1, "o@r1c1"), now), 1));
    let acknowledged = lobby.record(&running).expect("running").moves;
    assert_eq!(acknowledged, ["x@r2c2", "o@r1c1"]);
    drop(lobby);

    let (mut lobby, _) = Lobby::open(config, now);
    assert_eq!(lobby.record(&running).expect("resumed").moves, acknowledged);
    let kept = saved_records(&data);
    assert_eq!(kept[&over].moves, over_moves);
    assert_eq!(kept[&running].moves, acknowledged);
    hello(&mut lobby, 3, now);
    let out = lobby.handle(3, ToServer::Rejoin { code: running.clone(), token: second.clone() }, now);
    assert_eq!(joined(&out, 3).map(|j| j.1), Some(Some(1)), "tokens survive the compaction");
    hello(&mut lobby, 4, now);
    lobby.handle(4, ToServer::Rejoin { code: running.clone(), token: first.clone() }, now);
    assert!(applied(&lobby.handle(4, move_message(&running, &first, 2, "x@r1c2"), now), 3));
    let _ = std::fs::remove_dir_all(&data);
}

/// A running match of two new clients: its code, and each seat's client and token.
fn seated_pair(lobby: &mut Lobby, first: ClientId, now: Instant) -> (String, [(ClientId, String); 2]) {
    hello(lobby, first, now);
    hello(lobby, first + 1, now);
    let out = lobby.handle(first, ToServer::Create { setup: tictactoe(false), take: Some(0) }, now);
    let (code, _, host) = joined(&out, first).expect("created");
    let out = lobby.handle(first + 1, ToServer::Join { code: code.clone(), seat: Some(1) }, now);
    let (_, _, guest) = joined(&out, first + 1).expect("joined");
    (code, [(first, host.expect("a token")), (first + 1, guest.expect("a token"))])
}

/// Rounds of moves in three running matches, each round ending four other matches and
/// compacting the journal: a restart gives back every move a client was told was applied.
#[test]
fn repeated_compactions_lose_no_acknowledged_move() {
    let clock = Clock::new();
    let now = clock.now();
    let data = temp_dir("compact-rounds");
    let config = LobbyConfig { data: Some(data.clone()), compact_after: 1, ..LobbyConfig::default() };
    let mut lobby = Lobby::open(config.clone(), now).0;
    let mut running: Vec<(String, [(ClientId, String); 2], Vec<String>)> = (0..3)
        .map(|i| {
            let (code, seats) = seated_pair(&mut lobby, 10 + 2 * i, now);
            (code, seats, Vec::new())
        })
        .collect();
    // No line of three in these four moves: the running matches stay running.
    let script = ["x@r1c1", "o@r2c2", "x@r3c3", "o@r1c3"];
    let mut compactions = 0;
    for (round, text) in script.iter().enumerate() {
        for (code, seats, acknowledged) in &mut running {
            let (client, token) = &seats[round % 2];
            let out = lobby.handle(*client, move_message(code, token, round as u32, text), now);
            for message in sent_to(&out, seats[1 - round % 2].0) {
                if let ToClient::Applied { text: Some(text), .. } = message {
                    acknowledged.push(text);
                }
            }
        }
        for _ in 0..4 {
            play_to_the_end(&mut lobby, now);
        }
        let out = lobby.tick(now);
        compactions += logged(&out).iter().filter(|l| l.contains("journal compacted")).count();
    }
    assert_eq!(compactions, script.len(), "a compaction every round");
    drop(lobby);
    let lobby = Lobby::open(config, now).0;
    for (code, _, acknowledged) in &running {
        assert_eq!(acknowledged.len(), script.len());
        assert_eq!(&lobby.record(code).expect("resumed").moves, acknowledged);
    }
    assert_eq!(saved_records(&data).len(), running.len() + 4 * script.len(), "the ended ones are kept too");
    let _ = std::fs::remove_dir_all(&data);
}

/// A journal with a match this server cannot serve (so it is never compacted), a line
/// in the middle that cannot be read and a last line cut short: the cut line is cut off
/// before anything is appended, the unreadable one is skipped, and every line after it and
/// every change made since come back at the next start.
#[test]
fn a_damaged_journal_loses_nothing_after_the_damage() {
    let clock = Clock::new();
    let now = clock.now();
    let data = temp_dir("damaged");
    let matches = data.join("matches");
    std::fs::create_dir_all(&matches).expect("a folder");
    let mut lost = catalog().default_setup("kings").expect("a registered game").record(Vec::new());
    lost.preset = "no-such-map".into();
    let game = ron::to_string(&tictactoe(false)).expect("a record");
    let lines = [
        format!("(\"LOST22\",Created({}))", ron::to_string(&lost).expect("a record")),
        format!("(\"GOOD22\",Created({game}))"),
        "(\"GOOD22\",Mo".to_string(),
        "(\"GOOD22\",Move(\"x@r1c1\"))".to_string(),
        "(\"GOOD22\",Move(\"o@r".to_string(),
    ];
    let journal = matches.join("journal.log");
    std::fs::write(&journal, lines.join("\n")).expect("write");
    let config = LobbyConfig { data: Some(data.clone()), ..LobbyConfig::default() };
    let (mut lobby, out) = Lobby::open(config.clone(), now);
    assert!(logged(&out).iter().any(|l| l.contains("LOST22")), "{:?}", logged(&out));
    assert_eq!(lobby.record("GOOD22").expect("resumed").moves, ["x@r1c1"]);
    let (code, first, _) = start(&mut lobby, now);
    assert!(applied(&lobby.handle(1, move_message(&code, &first, 0, "x@r2c2"), now), 2));
    drop(lobby);
    let text = std::fs::read_to_string(&journal).expect("a journal");
    assert!(!text.contains("o@r\"") && !text.contains("o@r(") && text.ends_with('\n'), "{text}");
    let lobby = Lobby::open(config, now).0;
    assert_eq!(lobby.record("GOOD22").expect("resumed").moves, ["x@r1c1"]);
    assert_eq!(lobby.record(&code).expect("the new match").moves, ["x@r2c2"]);
    let _ = std::fs::remove_dir_all(&data);
}

/// Everyone leaves a match, a seat forfeits while nobody is there, and its player comes back
/// on a new connection: they see the match at their seat and how it ended.
fn forfeit_then_come_back(lobby: &mut Lobby, clock: &mut Clock) {
    let (code, first, _) = start(lobby, clock.now());
    for client in [1, 2] {
        lobby.disconnected(client, clock.now());
    }
    let out = lobby.tick(clock.advance(121));
    assert!(logged(&out).iter().any(|l| l.contains("forfeits")), "{:?}", logged(&out));
    assert!(lobby.record(&code).is_none(), "let go of once ended with nobody in it");
    let now = clock.advance(600);
    hello(lobby, 11, now);
    let out = lobby.handle(11, ToServer::Rejoin { code: code.clone(), token: first }, now);
    assert!(joined(&out, 11).is_some(), "{:?}", sent_to(&out, 11));
    let result = sent_to(&out, 11).into_iter().find_map(|m| match m {
        ToClient::Ended { result, .. } => Some(english(&result)),
        _ => None,
    });
    assert!(result.expect("the result is told").contains("forfeits"));
    // A newcomer asking for a seat hears it is over; leaving lets the match go again.
    hello(lobby, 12, now);
    let out = lobby.handle(12, ToServer::Join { code: code.clone(), seat: None }, now);
    assert!(refusal(&out, 12).expect("refused").contains("over"));
    lobby.disconnected(11, now);
    assert!(lobby.record(&code).is_none());
}

#[test]
fn a_match_forfeited_while_everyone_was_away_shows_its_result_to_a_returning_player() {
    let mut clock = Clock::new();
    let config = LobbyConfig { fallback: Fallback::Forfeit, ..LobbyConfig::default() };
    let (mut lobby, _) = memory_lobby(config.clone(), &clock);
    forfeit_then_come_back(&mut lobby, &mut clock);
    // With the journal, compacted meanwhile: the match is read back from ended.log.
    let data = temp_dir("forfeit-away");
    let config = LobbyConfig { data: Some(data.clone()), compact_after: 1, ..config };
    let mut lobby = Lobby::open(config, clock.now()).0;
    forfeit_then_come_back(&mut lobby, &mut clock);
    let ended = std::fs::read_to_string(data.join("matches").join("ended.log")).expect("an archive");
    assert!(ended.contains("forfeits"), "{ended}");
    let _ = std::fs::remove_dir_all(&data);
}

/// A match against the greedy computer after the person's first move: its code, and the
/// decision the lobby asked for.
fn against_the_computer(lobby: &mut Lobby, now: Instant) -> (String, u32) {
    hello(lobby, 1, now);
    let out = lobby.handle(1, ToServer::Create { setup: tictactoe(true), take: Some(0) }, now);
    let (code, _, token) = joined(&out, 1).expect("created");
    let out = lobby.handle(1, move_message(&code, &token.expect("a token"), 0, "x@r2c2"), now);
    (code, think_asked(&out).expect("the computer decides"))
}

fn think_asked(out: &[Out]) -> Option<u32> {
    out.iter().find_map(|o| match o {
        Out::Think { revision, .. } => Some(*revision),
        _ => None,
    })
}

#[test]
fn a_computer_seat_whose_decision_cannot_start_still_moves() {
    let mut clock = Clock::new();
    let (mut lobby, store) = memory_lobby(LobbyConfig::default(), &clock);
    let (code, revision) = against_the_computer(&mut lobby, clock.now());
    // The first failures are tried again at the next tick; then a random legal move is played.
    for attempt in 1..THINK_ATTEMPTS {
        let out = lobby.computer_failed(&code, revision, clock.now());
        assert!(!applied(&out, 1), "attempt {attempt}: it tries again first");
        let out = lobby.tick(clock.advance(1));
        assert_eq!(think_asked(&out), Some(revision), "attempt {attempt}: decided again");
    }
    let out = lobby.computer_failed(&code, revision, clock.now());
    assert!(sent_to(&out, 1).iter().any(|m| matches!(m, ToClient::Applied { revision: 2, seat: 1, .. })));
    assert_eq!(store.get(&code).expect("kept").record.moves.len(), 2);
    // A failure for a decision the match has moved past changes nothing.
    assert!(lobby.computer_failed(&code, revision, clock.now()).is_empty());

    // A decision the store cannot keep is decided again at the next tick.
    let (code, revision) = against_the_computer(&mut lobby, clock.now());
    store.fail_next(1);
    let out = lobby.computer_moved(&code, revision, Some("o@r1c1".into()), clock.now());
    assert!(!applied(&out, 1) && lobby.record(&code).expect("running").moves.len() == 1);
    let out = lobby.tick(clock.advance(1));
    assert_eq!(think_asked(&out), Some(revision));
    let out = lobby.computer_moved(&code, revision, Some("o@r1c1".into()), clock.now());
    assert!(applied(&out, 1));
    assert_eq!(store.get(&code).expect("kept").record.moves, ["x@r2c2", "o@r1c1"]);
}

/// A client of protocol 2 reads a refusal of this server (the refusal of its version among
/// them): the English `why` it knows, the catalog message it does not know skipped.
#[test]
fn a_client_of_protocol_2_reads_this_servers_refusal() {
    #[derive(serde::Deserialize)]
    enum OldToClient {
        Refused { code: Option<String>, why: String },
    }
    stratagem_i18n::install_english();
    let why = stratagem_core::Text::new("online-other-version").with("server", 3).with("client", 2);
    let bytes = stratagem_net::protocol::encode(&ToClient::refused(None, why));
    let OldToClient::Refused { code, why } =
        stratagem_net::protocol::decode::<OldToClient>(&bytes, stratagem_net::protocol::MAX_SERVER_MESSAGE)
            .expect("an old client reads it");
    assert_eq!(code, None);
    assert!(why.contains("protocol 3") && why.contains("your client 2"), "{why}");
    // And a refusal from a server before protocol 3 (no words) reads as its English.
    let old = b"Refused(code: None, why: \"no match 'X' on this server\")";
    let read =
        stratagem_net::protocol::decode::<ToClient>(old, stratagem_net::protocol::MAX_SERVER_MESSAGE).expect("reads");
    assert!(matches!(read, ToClient::Refused { words: None, .. }), "{read:?}");
}
