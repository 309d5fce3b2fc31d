//! Many servers, one PostgreSQL database: the store keeps what the journal keeps, a server
//! that stops renewing its lease has its matches taken over, and one that wakes up late is
//! fenced out. Each test starts a cluster of its own (initdb in a temporary folder, a Unix
//! socket, no TCP), as the `postgres` user when the tests run as root.

use super::network::{
    Player, Reach, collect, connected, free_port, play, poll_all, spawn_serve, spawn_serve_at, start_tictactoe,
    temp_dir,
};
use std::net::Ipv4Addr;
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem::games::catalog;
use stratagem::net::protocol::{ToClient, ToServer};
use stratagem::net::store::postgres::PostgresStore;
use stratagem::net::store::{MatchStore, SeatClaim, StoreError};

/// A PostgreSQL cluster of a test's own, stopped and removed when dropped.
pub(crate) struct Cluster {
    dir: PathBuf,
    /// How to reach it: its socket's folder.
    pub(crate) url: String,
}

/// The folder of PostgreSQL's programs: Debian keeps them out of the PATH.
fn postgres_bin(program: &str) -> PathBuf {
    let versions = std::fs::read_dir("/usr/lib/postgresql").into_iter().flatten().flatten();
    let mut found: Vec<PathBuf> = versions.map(|v| v.path().join("bin").join(program)).filter(|p| p.exists()).collect();
    found.sort();
    found.pop().unwrap_or_else(|| PathBuf::from(program))
}

fn running_as_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

/// A PostgreSQL program run as the cluster's owner: `postgres` when the tests run as root
/// (PostgreSQL refuses to run as root), the tests' own user otherwise.
fn as_owner(program: &str) -> Command {
    let path = postgres_bin(program);
    if running_as_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(path);
        command
    } else {
        Command::new(path)
    }
}

fn run(mut command: Command, what: &str) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{what}: {text}{}", String::from_utf8_lossy(&output.stderr));
    text
}

impl Cluster {
    pub(crate) fn start(name: &str) -> Cluster {
        Cluster::start_listening(name, None)
    }

    /// A cluster that also listens on TCP at `tcp` (for servers in other network namespaces),
    /// trusting every address of 10.0.0.0/8, which only the tests' own links use.
    fn start_listening(name: &str, tcp: Option<Ipv4Addr>) -> Cluster {
        let dir = std::env::temp_dir().join(format!("stratagem-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder for the cluster");
        if running_as_root() {
            let mut chown = Command::new("chown");
            chown.arg("postgres:postgres").arg(&dir);
            run(chown, "chown");
        }
        let data = dir.join("data");
        let mut initdb = as_owner("initdb");
        initdb.arg("-D").arg(&data).args(["-A", "trust", "-U", "postgres", "--no-sync"]);
        run(initdb, "initdb");
        if tcp.is_some() {
            let hba = data.join("pg_hba.conf");
            let mut rules = std::fs::read_to_string(&hba).expect("pg_hba.conf");
            rules.push_str("host all all 10.0.0.0/8 trust\n");
            std::fs::write(&hba, rules).expect("pg_hba.conf written");
        }
        let listen = tcp.map(|address| address.to_string()).unwrap_or_default();
        let mut start = as_owner("pg_ctl");
        start.arg("-D").arg(&data).arg("-l").arg(dir.join("log")).arg("-w").arg("-o");
        start.arg(format!("-k {} -c listen_addresses='{listen}' -p 5432", dir.display())).arg("start");
        run(start, "pg_ctl start");
        let url = format!("host={} port=5432 user=postgres dbname=postgres", dir.display());
        Cluster { dir, url }
    }

    /// One value from the database, by psql.
    pub(crate) fn query(&self, sql: &str) -> String {
        let mut psql = as_owner("psql");
        psql.args(["-h"]).arg(&self.dir).args(["-p", "5432", "-U", "postgres", "-At", "-c", sql]);
        run(psql, sql).trim().to_string()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let mut stop = as_owner("pg_ctl");
        stop.arg("-D").arg(self.dir.join("data")).args(["-m", "immediate", "stop"]);
        let _ = stop.output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

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
    assert!(first.append_move("ABCDEF", 2, "x@r1c2").is_err(), "a fenced write");
    assert_eq!(first.lost(), ["ABCDEF"]);
    second.append_move("ABCDEF", 2, "x@r1c3").expect("the new owner's move");
    second.finish("ABCDEF", Some("a forfeit")).expect("finished");
    let ended = first.ended("ABCDEF").expect("an ended match for a returning player");
    assert_eq!(ended.record.moves, ["x@r2c2", "o@r1c1", "x@r1c3"]);
    assert_eq!(ended.forfeit.as_deref(), Some("a forfeit"));
    assert_eq!(cluster.query("SELECT count(*) FROM moves"), "3");
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
fn refused_by_the_late_server(players: &mut [Player], code: &str, token: &str) {
    let (code, token) = (code.to_string(), token.to_string());
    players[1].connection.send(&ToServer::Move { code, token, revision: 1, text: "o@r1c3".into() });
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut refused = false;
    while !refused {
        assert!(Instant::now() < deadline, "the late server said nothing");
        for (_, message) in poll_all(players) {
            assert!(!matches!(message, ToClient::Applied { .. }), "the late server accepted a move");
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
