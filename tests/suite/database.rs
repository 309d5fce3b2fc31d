//! Many servers, one PostgreSQL database: the store keeps what the journal keeps, a server
//! that stops renewing its lease has its matches taken over, and one that wakes up late is
//! fenced out. Each test starts a cluster of its own (`cluster.rs`).

use super::cluster::{Cluster, run};
use super::network::{
    Player, Reach, collect, connected, free_port, play, poll_all, spawn_serve, spawn_serve_at, start_tictactoe,
    temp_dir,
};
use std::net::Ipv4Addr;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem::games::catalog;
use stratagem::net::lobby::{ClientId, Lobby, LobbyConfig, NOT_KEPT, Out};
use stratagem::net::protocol::{PROTOCOL_VERSION, ToClient, ToServer};
use stratagem::net::store::postgres::PostgresStore;
use stratagem::net::store::{MatchStore, SeatClaim, StoreError};

fn tictactoe_setup() -> stratagem::core::record::Record {
    let mut setup = catalog().default_setup("tictactoe").expect("tic-tac-toe");
    setup.seats.iter_mut().for_each(|seat| *seat = stratagem::session::Controller::Human);
    setup.record(Vec::new())
}

/// The store on its own: a match kept, read back by another server once the first one's lease
/// ran out, the late server's writes refused, and a taken code refused.
#[test]
fn the_database_store_hands_a_match_over_and_fences_the_late_server() {
    let cluster = Cluster::start("store");
    let lease = Duration::from_millis(600);
    let mut first = PostgresStore::connect(&cluster.url, lease).expect("the database");
    let claim = SeatClaim {
        token: Some("T0K3N".into()),
        name: Some("Robert'); DROP TABLE moves;--".into()),
        taken_over: false,
    };
    first.create("ABCDEF", &tictactoe_setup(), &[(0, claim.clone())]).expect("created");
    first.append_move("ABCDEF", 0, "x@r2c2").expect("move 1");
    first.append_move("ABCDEF", 1, "o@r1c1").expect("move 2");
    assert!(first.append_move("ABCDEF", 1, "o@r1c3").is_err(), "a second move 2");
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "0", "moves wait for the commit");
    assert!(first.commit().is_empty(), "both moves kept");
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "2");
    first.append_move("ABCDEF", 1, "o@r1c3").expect("taken, to be checked at the commit");
    let unkept = first.commit();
    assert_eq!((unkept.len(), unkept[0].revision), (1, 1), "a second move 2 is not kept: {unkept:?}");
    assert!(first.lost().is_empty(), "a refused revision is no takeover");
    let mut second = PostgresStore::connect(&cluster.url, lease).expect("the database");
    assert!(second.load().matches.is_empty(), "the first server's lease still runs");
    assert_eq!(second.create("ABCDEF", &tictactoe_setup(), &[]), Err(StoreError::Taken));
    std::thread::sleep(lease + Duration::from_millis(300));
    let taken = second.adopt();
    assert_eq!(taken.len(), 1, "the match is taken over");
    assert_eq!(taken[0].record.moves, ["x@r2c2", "o@r1c1"]);
    assert_eq!(taken[0].seats[0], claim, "names are kept as they were typed");
    // The first server wakes: its writes are refused, and it hears the match is lost.
    first.append_move("ABCDEF", 2, "x@r1c2").expect("taken, to be checked at the commit");
    let unkept = first.commit();
    assert_eq!((unkept.len(), unkept[0].revision), (1, 2), "a fenced write: {unkept:?}");
    assert_eq!(first.lost(), ["ABCDEF"]);
    assert!(first.append_move("ABCDEF", 2, "x@r1c2").is_err(), "no longer this server's");
    second.append_move("ABCDEF", 2, "x@r1c3").expect("the new owner's move");
    assert!(second.commit().is_empty(), "kept");
    second.finish("ABCDEF", Some("a forfeit")).expect("finished");
    let ended = first.ended("ABCDEF").expect("an ended match for a returning player");
    assert_eq!(ended.record.moves, ["x@r2c2", "o@r1c1", "x@r1c3"]);
    assert_eq!(ended.forfeit.as_deref(), Some("a forfeit"));
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "3");
}

/// What the lobby sent `client`.
fn sent_to(out: &[Out], client: ClientId) -> Vec<ToClient> {
    let sent = out.iter().filter_map(|o| match o {
        Out::Send(to, message) if *to == client => Some(message.clone()),
        _ => None,
    });
    sent.collect()
}

/// A refusal's catalog key, if `client` was refused.
fn refusal_key(out: &[Out], client: ClientId) -> Option<String> {
    sent_to(out, client).into_iter().find_map(|m| match m {
        ToClient::Refused { words, .. } => words.and_then(|w| w.key().map(str::to_string)),
        _ => None,
    })
}

/// Moves wait for the end of the server's turn and go in together. A move the database
/// refuses (here by a constraint) is taken back: the match goes back to the moves kept, and
/// both players are told and given it again. A move for a match another server took meanwhile
/// is not kept either, and the match is let go.
#[test]
fn moves_not_kept_at_the_commit_are_taken_back() {
    let cluster = Cluster::start("commit");
    let store = PostgresStore::connect(&cluster.url, Duration::from_secs(30)).expect("the database");
    let now = Instant::now();
    let (mut lobby, _) = Lobby::with_store(LobbyConfig::default(), Box::new(store), now);
    for client in [1, 2] {
        lobby.connected(client, now);
        lobby.handle(client, ToServer::Hello { version: PROTOCOL_VERSION, name: format!("p{client}") }, now);
    }
    let out = lobby.handle(1, ToServer::Create { setup: tictactoe_setup(), take: Some(0) }, now);
    let Some(ToClient::Joined { code, token: Some(x), .. }) = sent_to(&out, 1).into_iter().next() else {
        panic!("created")
    };
    let out = lobby.handle(2, ToServer::Join { code: code.clone(), seat: Some(1) }, now);
    let o =
        sent_to(&out, 2).into_iter().find_map(|m| if let ToClient::Joined { token, .. } = m { token } else { None });
    let o = o.expect("joined");
    let play = |lobby: &mut Lobby, client: ClientId, token: &str, revision: u32, text: &str| {
        let message = ToServer::Move { code: code.clone(), token: token.into(), revision, text: text.into() };
        lobby.handle(client, message, now)
    };
    let out = play(&mut lobby, 1, &x, 0, "x@r2c2");
    assert!(sent_to(&out, 2).iter().any(|m| matches!(m, ToClient::Applied { .. })), "accepted");
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "0", "not yet kept");
    let (withdrawn, _) = lobby.commit(now);
    assert!(withdrawn.is_empty());
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "1", "kept at the end of the turn");

    cluster.query("ALTER TABLE moves ADD CONSTRAINT test_refuses CHECK (number <> 1)");
    play(&mut lobby, 2, &o, 1, "o@r1c1");
    let (withdrawn, out) = lobby.commit(now);
    assert!(withdrawn.contains(&code), "its messages are withheld");
    for client in [1, 2] {
        assert_eq!(refusal_key(&out, client).as_deref(), Some(NOT_KEPT), "client {client} is told");
        let again = sent_to(&out, client).into_iter().find_map(|m| match m {
            ToClient::Joined { snapshot, .. } => Some(snapshot.revision),
            _ => None,
        });
        assert_eq!(again, Some(1), "client {client} gets the match as kept");
    }
    assert_eq!(lobby.record(&code).expect("still served").moves, ["x@r2c2"]);
    cluster.query("ALTER TABLE moves DROP CONSTRAINT test_refuses");
    play(&mut lobby, 2, &o, 1, "o@r1c1");
    assert!(lobby.commit(now).0.is_empty(), "played again, and kept");
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "2");

    cluster.query("UPDATE matches SET owner = 'elsewhere', epoch = epoch + 1");
    play(&mut lobby, 1, &x, 2, "x@r1c3");
    let (withdrawn, out) = lobby.commit(now);
    assert!(withdrawn.contains(&code));
    for client in [1, 2] {
        assert_eq!(refusal_key(&out, client).as_deref(), Some("online-match-moved"), "client {client}");
    }
    assert!(lobby.record(&code).is_none(), "let go");
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "2", "nothing written for a match not its own");
}

/// A network namespace of the test's own, linked to this one by a veth pair: `here` on this
/// side, `inside` in the namespace. Removed (with its link) when dropped.
struct Namespace {
    name: String,
    link: String,
    here: Ipv4Addr,
    inside: Ipv4Addr,
}

fn ip(args: &[&str]) {
    let mut command = Command::new("ip");
    command.args(args);
    run(command, &format!("ip {}", args.join(" ")));
}

impl Namespace {
    fn new(tag: u8) -> Namespace {
        let id = std::process::id() % 10_000;
        let (name, link) = (format!("stg{id}{tag}"), format!("stg{id}{tag}o"));
        let inner = format!("stg{id}{tag}i");
        let subnet = (id % 250) as u8;
        let (here, inside) = (Ipv4Addr::new(10, 200 + tag, subnet, 1), Ipv4Addr::new(10, 200 + tag, subnet, 2));
        let _ = Command::new("ip").args(["netns", "del", &name]).output();
        ip(&["netns", "add", &name]);
        let namespace = Namespace { name, link, here, inside };
        ip(&["link", "add", &namespace.link, "type", "veth", "peer", "name", &inner]);
        ip(&["link", "set", &inner, "netns", &namespace.name]);
        ip(&["addr", "add", &format!("{here}/24"), "dev", &namespace.link]);
        ip(&["link", "set", &namespace.link, "up"]);
        let inside_cidr = format!("{inside}/24");
        for args in [
            vec!["addr", "add", &inside_cidr, "dev", &inner],
            vec!["link", "set", &inner, "up"],
            vec!["link", "set", "lo", "up"],
        ] {
            let mut all = vec!["netns", "exec", &namespace.name, "ip"];
            all.extend(args);
            ip(&all);
        }
        namespace
    }

    /// A program run inside the namespace.
    fn exec(&self, program: &str) -> Command {
        let mut command = Command::new("ip");
        command.args(["netns", "exec", &self.name, program]);
        command
    }

    /// Cuts the namespace off (its link down) or joins it again.
    fn connected(&self, up: bool) {
        ip(&["link", "set", &self.link, if up { "up" } else { "down" }]);
    }
}

impl Drop for Namespace {
    fn drop(&mut self) {
        let _ = Command::new("ip").args(["netns", "del", &self.name]).output();
        let _ = Command::new("ip").args(["link", "del", &self.link]).output();
    }
}

/// Two `stratagem serve --db` on one database.
struct Pair {
    servers: Vec<super::network::Served>,
    reach: Vec<Reach>,
    logs: Vec<Arc<Mutex<Vec<String>>>>,
}

fn two_servers(cluster: &Cluster, name: &str) -> Pair {
    let mut pair = Pair { servers: Vec::new(), reach: Vec::new(), logs: Vec::new() };
    for i in 0..2 {
        let data = temp_dir(&format!("{name}-{i}"));
        let (server, lines, reach) = spawn_serve(free_port(), &data, &["--db", &cluster.url, "--lease", "2"]);
        let log = collect(lines);
        pair.servers.push(server);
        pair.reach.push(reach);
        pair.logs.push(log);
    }
    pair
}

/// The players take their seats back with their tokens, asking again until the server has
/// the match (it takes it over once the lost server's lease ran out).
fn rejoin(players: &mut [Player], code: &str, tokens: &[String]) {
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut joined = vec![false; players.len()];
    let mut asked = Instant::now() - Duration::from_secs(1);
    while joined.iter().any(|j| !j) {
        assert!(Instant::now() < deadline, "not served again in 20 s");
        if asked.elapsed() > Duration::from_millis(200) {
            asked = Instant::now();
            for (i, player) in players.iter_mut().enumerate().filter(|(i, _)| !joined[*i]) {
                player.token = Some(tokens[i].clone());
                player.connection.send(&ToServer::Rejoin { code: code.into(), token: tokens[i].clone() });
            }
        }
        for (i, message) in poll_all(players) {
            joined[i] |= matches!(message, ToClient::Joined { .. });
            // "No match" until the server has taken it over.
            if !matches!(message, ToClient::Refused { .. }) {
                players[i].take(&message);
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The second player, still connected to a server that lost the match (stalled or cut off),
/// plays there the move it believes is its own: the server refuses it and accepts nothing.
/// The first move's own news may still be on its way to either player (sent just before the
/// server was stopped or cut off): only a later revision would be a move accepted there.
fn refused_by_the_late_server(players: &mut [Player], code: &str, token: &str) {
    let (code, token) = (code.to_string(), token.to_string());
    players[1].connection.send(&ToServer::Move { code, token, revision: 1, text: "o@r1c3".into() });
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut refused = false;
    while !refused {
        assert!(Instant::now() < deadline, "the late server said nothing");
        for (_, message) in poll_all(players) {
            let late = matches!(message, ToClient::Applied { revision, .. } if revision > 1);
            assert!(!late, "the late server accepted a move: {message:?}");
            refused |= matches!(message, ToClient::Refused { .. });
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A server killed mid-match (SIGKILL): the other server serves its match again, its players
/// are back within 10 s, and no acknowledged move is lost or doubled.
#[test]
fn a_killed_server_s_match_is_served_again_by_another() {
    let cluster = Cluster::start("killed");
    let mut pair = two_servers(&cluster, "db-killed");
    let mut players = connected(&pair.reach[0], &["a", "b"]);
    let code = start_tictactoe(&mut players);
    play(&mut players, 0, &code, "x@r2c2");
    play(&mut players, 1, &code, "o@r1c1");
    let tokens: Vec<String> = players.iter().map(|p| p.token.clone().expect("a seat")).collect();
    pair.servers[0].kill().expect("SIGKILL");
    let killed = Instant::now();
    drop(players);
    let mut players = connected(&pair.reach[1], &["a", "b"]);
    rejoin(&mut players, &code, &tokens);
    let back = killed.elapsed();
    println!("players back {} ms after the kill", back.as_millis());
    assert!(back < Duration::from_secs(10), "back after {back:?}");
    assert_eq!(players[0].record.as_ref().expect("the match").moves, ["x@r2c2", "o@r1c1"]);
    play(&mut players, 0, &code, "x@r1c2");
    assert_eq!(
        cluster.query(&format!("SELECT string_agg(text, ' ' ORDER BY number) FROM moves WHERE code = '{code}'")),
        "x@r2c2 o@r1c1 x@r1c2"
    );
    let log = pair.logs[1].lock().expect("log").join("\n");
    assert!(log.contains(&format!("match {code} taken over at move 2")), "{log}");
}

/// A server stalled past its lease (SIGSTOP, then SIGCONT): the other server takes its match
/// over, and the woken server accepts nothing more for it.
#[test]
fn a_stalled_server_that_wakes_is_fenced_out() {
    let cluster = Cluster::start("stalled");
    let pair = two_servers(&cluster, "db-stalled");
    let mut players = connected(&pair.reach[0], &["a", "b"]);
    let code = start_tictactoe(&mut players);
    play(&mut players, 0, &code, "x@r2c2");
    let tokens: Vec<String> = players.iter().map(|p| p.token.clone().expect("a seat")).collect();
    let stalled = pair.servers[0].id() as i32;
    // SAFETY: kill sends a signal to a child this test started.
    unsafe { libc::kill(stalled, libc::SIGSTOP) };
    let mut moved = connected(&pair.reach[1], &["a again", "b again"]);
    rejoin(&mut moved, &code, &tokens);
    play(&mut moved, 1, &code, "o@r1c1");
    // SAFETY: as above.
    unsafe { libc::kill(stalled, libc::SIGCONT) };
    // b, still connected to the woken server, plays there what it believes is its move.
    refused_by_the_late_server(&mut players, &code, &tokens[1]);
    assert_eq!(
        cluster.query(&format!("SELECT string_agg(text, ' ' ORDER BY number) FROM moves WHERE code = '{code}'")),
        "x@r2c2 o@r1c1"
    );
    std::thread::sleep(Duration::from_millis(1500));
    let log = pair.logs[0].lock().expect("log").join("\n");
    assert!(log.contains(&format!("match {code} was taken over by another server: let go")), "{log}");
}

/// A server cut off from the network (its namespace's link down: no database, no clients)
/// past its lease: the other server takes its match over, and once the link is back the cut-off
/// server accepts nothing more for it.
#[test]
fn a_server_cut_off_from_the_network_is_fenced_out_when_it_comes_back() {
    let namespace = Namespace::new(1);
    let cluster = Cluster::start_listening("cut", Some(namespace.here));
    let over_tcp = format!("host={} port=5432 user=postgres dbname=postgres", namespace.here);
    let more = ["--db", over_tcp.as_str(), "--lease", "2"];
    let program = namespace.exec(env!("CARGO_BIN_EXE_stratagem"));
    let inside = namespace.inside.to_string();
    let (_cut, lines, reach) = spawn_serve_at(program, &inside, 7171, &temp_dir("db-cut-0"), &more);
    // Read, so the server never waits on a full pipe.
    collect(lines);
    let (_other, other_lines, other) =
        spawn_serve(free_port(), &temp_dir("db-cut-1"), &["--db", &cluster.url, "--lease", "2"]);
    std::thread::spawn(move || other_lines.for_each(drop));
    let mut players = connected(&reach, &["a", "b"]);
    let code = start_tictactoe(&mut players);
    play(&mut players, 0, &code, "x@r2c2");
    let tokens: Vec<String> = players.iter().map(|p| p.token.clone().expect("a seat")).collect();
    namespace.connected(false);
    let mut moved = connected(&other, &["a again", "b again"]);
    rejoin(&mut moved, &code, &tokens);
    play(&mut moved, 1, &code, "o@r1c1");
    namespace.connected(true);
    refused_by_the_late_server(&mut players, &code, &tokens[1]);
    let moves = format!("SELECT string_agg(text, ' ' ORDER BY number) FROM moves WHERE code = '{code}'");
    assert_eq!(cluster.query(&moves), "x@r2c2 o@r1c1");
}
