//! Load on a server: `stratagem serve` on loopback and bot clients in pairs, each pair playing
//! matches one after another with random legal moves, so that MATCHES matches run at once.
//! Prints matches, moves per second, the move round trip (p50/p99/max: a bot's move sent to
//! the server and back to it applied), the server's CPU and memory (per idle match, and while
//! playing), and moves lost or duplicated (what the bots saw against the records the server
//! kept).
//!
//! ```text
//! cargo bench --bench net_load -- [--matches 500] [--seconds 20] [--think-ms 200] [--steady] [--game tictactoe] [--db URL]
//! cargo bench --bench net_load -- --service [--servers 3] [--kill-after S] [--matches 600] ...
//! ```
//!
//! `--service` runs the whole online service on this machine instead of one server: a
//! PostgreSQL cluster of its own, `--servers` servers on it and the lobby. Every bot signs up
//! with the lobby first; each match is placed by the lobby, and each bot enters it with the
//! lobby's ticket. `--kill-after S` kills (SIGKILL) the first server S seconds into the run:
//! its bots ask the lobby where their match went, and the run prints how long after the kill
//! they were back in it.
//!
//! A bot thinks between half and one and a half times `--think-ms` a move, its own time for
//! each move, as players do. `--steady` makes every bot think exactly `--think-ms`: the
//! matches, all started together, then move in step, every move of every match arriving in
//! the same few milliseconds (the worst case, not a crowd of players).
//!
//! ```text
//! ```

use std::net::SocketAddr;
use std::process::{Child, Command};
use std::time::{Duration, Instant};
use stratagem::core::record::Record;
use stratagem::games::catalog;
use stratagem::lobby::api::{NewMatch, Ticket};
use stratagem::lobby::client::LobbyClient;
use stratagem::net::client::Connection;
use stratagem::net::hosted::{HostedGame, host};
use stratagem::net::lobby::saved_records;
use stratagem::net::protocol::{ToClient, ToServer};
use stratagem::net::secure::Trust;
use stratagem::session::Controller;

#[path = "../tests/suite/cluster.rs"]
#[allow(dead_code)] // The suite uses all of it; the benchmark needs no query and no TCP.
mod cluster;
#[path = "net_load/service.rs"]
mod service;

use service::Service;

struct Args {
    matches: usize,
    seconds: u64,
    think: Duration,
    steady: bool,
    game: String,
    /// `--db URL`: the server keeps matches in this PostgreSQL database, not its journal.
    db: Option<String>,
    /// `--service`: the database, `servers` servers and the lobby.
    service: bool,
    servers: usize,
    kill_after: Option<u64>,
}

fn args() -> Args {
    let mut args = Args {
        matches: 500,
        seconds: 20,
        think: Duration::from_millis(200),
        steady: false,
        game: "tictactoe".into(),
        db: None,
        service: false,
        servers: 3,
        kill_after: None,
    };
    let given: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < given.len() {
        let value = given.get(i + 1).cloned().unwrap_or_default();
        match given[i].as_str() {
            "--matches" => args.matches = value.parse().expect("--matches N"),
            "--seconds" => args.seconds = value.parse().expect("--seconds N"),
            "--think-ms" => args.think = Duration::from_millis(value.parse().expect("--think-ms N")),
            "--game" => args.game = value,
            "--db" => args.db = Some(value),
            "--servers" => args.servers = value.parse().expect("--servers N"),
            "--kill-after" => args.kill_after = Some(value.parse().expect("--kill-after SECONDS")),
            "--steady" | "--service" => {
                args.steady |= given[i] == "--steady";
                args.service |= given[i] == "--service";
                i += 1;
                continue;
            }
            // cargo bench passes --bench.
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    args
}

/// One bot: a connection and what it knows of its current match.
struct Bot {
    /// `None` while a bot of the service waits for its ticket.
    connection: Option<Connection>,
    host: bool,
    seat: u8,
    code: Option<String>,
    token: Option<String>,
    game: Option<Box<dyn HostedGame>>,
    /// When its last move went out, until it comes back applied.
    sent: Option<Instant>,
    /// When the match last moved: a bot thinks a while from then before its move.
    since: Instant,
    /// Matches played, with the moves this bot saw applied in each.
    seen: Vec<(String, Vec<String>)>,
    round_trips: Vec<Duration>,
    out_of_order: usize,
    refused: usize,
    /// A bot of the service: its lobby account, and the ticket it is getting or entering with.
    lobby: Option<Lobbied>,
    /// Moves it had seen applied that its match no longer had when it came back to it.
    lost: usize,
}

/// A bot's dealings with the lobby.
struct Lobbied {
    client: LobbyClient,
    /// A ticket being asked for, on a thread of its own so that the other bots go on.
    asking: Option<std::thread::JoinHandle<Result<Ticket, String>>>,
    /// What it asked for: a seat of this match, or (`None`) a new match.
    wanted: Option<String>,
    /// The ticket the bot's connection was made with: the match and seat to join.
    ticket: Option<Ticket>,
    /// When it lost its server, until it is back in its match; then when it was back.
    lost_at: Option<Instant>,
    back: Vec<Instant>,
}

impl Bot {
    fn new(connection: Option<Connection>, host: bool, lobby: Option<LobbyClient>) -> Bot {
        let lobby = lobby.map(|client| Lobbied {
            client,
            asking: None,
            wanted: None,
            ticket: None,
            lost_at: None,
            back: Vec::new(),
        });
        Bot {
            connection,
            host,
            seat: if host { 0 } else { 1 },
            code: None,
            token: None,
            game: None,
            sent: None,
            since: Instant::now(),
            seen: Vec::new(),
            round_trips: Vec::new(),
            out_of_order: 0,
            refused: 0,
            lobby,
            lost: 0,
        }
    }

    fn direct(server: SocketAddr, trust: &Trust, host: bool) -> Bot {
        let name = if host { "host" } else { "guest" };
        Bot::new(Some(Connection::connect(server, name, trust).expect("connects")), host, None)
    }

    fn send(&mut self, message: &ToServer) {
        if let Some(connection) = self.connection.as_mut() {
            connection.send(message);
        }
    }

    /// Asks the lobby for a ticket, after `delay`: a new match (`None`, for a host) or a seat
    /// of `code`.
    fn ask(&mut self, setup: &Record, code: Option<String>, delay: Duration) {
        let Some(lobbied) = self.lobby.as_mut() else { return };
        let (client, seat, game) = (lobbied.client.clone(), self.seat, setup.game.clone());
        lobbied.wanted = code.clone();
        lobbied.asking = Some(std::thread::spawn(move || {
            std::thread::sleep(delay);
            match code {
                Some(code) => client.join(&code, Some(seat)),
                None => {
                    let request = NewMatch { game, preset: None, seats: vec!["human".into(); 2], take: Some(0) };
                    client.new_match(&request)
                }
            }
        }));
    }

    /// A bot of the service: enters with a ticket once it has one, and asks again a little
    /// later while the lobby cannot give one (its match is moving); a connection that closed
    /// in a match (its server died) sends it to the lobby for the match's new place.
    fn deal_with_lobby(&mut self, setup: &Record, now: Instant) {
        let Some(lobbied) = self.lobby.as_mut() else { return };
        if lobbied.asking.as_ref().is_some_and(|a| a.is_finished()) {
            match lobbied.asking.take().expect("asked").join().expect("a lobby thread") {
                Ok(ticket) => {
                    self.connection = Some(ticket.connect("bot").expect("connects with its ticket"));
                    lobbied.ticket = Some(ticket);
                }
                Err(_) => {
                    let wanted = lobbied.wanted.clone();
                    self.ask(setup, wanted, Duration::from_millis(250));
                }
            }
            return;
        }
        let closed = self.connection.as_ref().is_some_and(|c| c.closed().is_some());
        if closed && lobbied.asking.is_none() && self.code.is_some() {
            lobbied.lost_at.get_or_insert(now);
            self.connection = None;
            self.sent = None;
            self.ask(setup, self.code.clone(), Duration::ZERO);
        }
    }

    /// Takes in the match as the server has it: new, or again after the bot came back to it
    /// (any move seen before must still be there).
    fn joined(&mut self, code: String, token: Option<String>, moves: Vec<String>, now: Instant) -> bool {
        let again = self.seen.last().is_some_and(|(seen, _)| *seen == code);
        if again {
            let (_, seen) = self.seen.last_mut().expect("seen");
            self.lost += seen.iter().enumerate().filter(|(i, m)| moves.get(*i) != Some(m)).count();
            *seen = moves;
        } else {
            self.seen.push((code.clone(), moves));
        }
        if let Some(lobbied) = self.lobby.as_mut()
            && lobbied.lost_at.take().is_some()
        {
            lobbied.back.push(now);
        }
        self.token = token.or(self.token.take().filter(|_| again));
        self.code = Some(code);
        self.sent = None;
        self.since = now;
        !again
    }
}

fn setup_record(game: &str) -> Record {
    let mut setup = catalog().default_setup(game).expect("a game of the suite");
    for seat in &mut setup.seats {
        *seat = Controller::Human;
    }
    setup.record(Vec::new())
}

/// How often a pair with nothing to read is looked at anyway: its acknowledgements go out.
const UPKEEP: Duration = Duration::from_millis(50);

/// A pair of bots and when it next needs a look if nothing arrives for it.
struct Pair {
    bots: [Bot; 2],
    due: Instant,
}

impl Pair {
    fn needs_visit(&self, now: Instant) -> bool {
        let lobby = |b: &Bot| b.lobby.as_ref().is_some_and(|l| l.asking.is_some() || l.lost_at.is_some());
        now >= self.due
            || self.bots.iter().any(|b| lobby(b) || b.connection.as_ref().is_some_and(Connection::has_incoming))
    }
}

/// How long bots think before a move.
#[derive(Clone, Copy)]
struct Think {
    mean: Duration,
    steady: bool,
}

impl Think {
    /// Never: the bots only open their matches.
    const NEVER: Think = Think { mean: Duration::MAX, steady: true };

    /// `bot`'s time for its next move: the mean, or between half and one and a half times
    /// it, drawn from the match, the move and the seat.
    fn before(self, bot: &Bot) -> Duration {
        if self.steady {
            return self.mean;
        }
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (&bot.code, bot.game.as_ref().map(|g| g.moves().len()), bot.seat).hash(&mut hasher);
        let share = (hasher.finish() % 1001) as f64 / 1000.0;
        self.mean.mul_f64(0.5 + share)
    }
}

/// Bot `i` of a pair hears `message`; `playing` is false once the measured time is over.
fn hear(pair: &mut [Bot; 2], i: usize, message: ToClient, setup: &Record, playing: bool, now: Instant) {
    match message {
        ToClient::Welcome { .. } => match pair[i].lobby.as_ref().and_then(|l| l.ticket.clone()) {
            Some(ticket) => pair[i].send(&ToServer::Join { code: ticket.code, seat: ticket.seat }),
            None if pair[i].host => pair[i].send(&ToServer::Create { setup: setup.clone(), take: Some(0) }),
            None => {}
        },
        ToClient::Joined { code, token, snapshot, .. } => {
            pair[i].game = Some(host(&snapshot.record).expect("the match replays"));
            let new = pair[i].joined(code.clone(), token, snapshot.record.moves, now);
            if new && pair[i].host {
                match pair[1].lobby.is_some() {
                    true => pair[1].ask(setup, Some(code), Duration::ZERO),
                    false => pair[1].send(&ToServer::Join { code, seat: Some(1) }),
                }
            }
        }
        ToClient::Applied { revision, seat, text, .. } => {
            let bot = &mut pair[i];
            let Some(game) = bot.game.as_mut() else { return };
            let text = text.unwrap_or_default();
            if revision as usize != game.moves().len() + 1 || game.play(stratagem::core::Seat(seat), &text).is_err() {
                bot.out_of_order += 1;
            }
            if let Some(seen) = bot.seen.last_mut() {
                seen.1.push(text);
            }
            if seat == bot.seat
                && let Some(sent) = bot.sent.take()
            {
                bot.round_trips.push(now.saturating_duration_since(sent));
            }
            bot.since = now;
        }
        ToClient::Ended { code, .. } => {
            let bot = &mut pair[i];
            bot.send(&ToServer::Leave { code });
            bot.game = None;
            bot.code = None;
            if bot.lobby.is_some() {
                // The next match may be on another server: the old connection goes.
                if let Some(mut connection) = bot.connection.take() {
                    connection.disconnect();
                }
                if bot.host && playing {
                    bot.ask(setup, None, Duration::ZERO);
                }
            } else if bot.host && playing {
                bot.send(&ToServer::Create { setup: setup.clone(), take: Some(0) });
            }
        }
        ToClient::Refused { .. } => pair[i].refused += 1,
        _ => {}
    }
}

/// Moves a pair's bots on; `playing` is false once the measured time is over (no new moves).
/// Returns when it next has something to do (a move to make, acknowledgements to send).
fn step_pair(pair: &mut [Bot; 2], setup: &Record, think: Think, playing: bool, now: Instant) -> Instant {
    let mut due = now + UPKEEP;
    for i in 0..2 {
        pair[i].deal_with_lobby(setup, now);
        let messages = pair[i].connection.as_mut().map(Connection::poll).unwrap_or_default();
        for message in messages {
            hear(pair, i, message, setup, playing, now);
        }
        let bot = &mut pair[i];
        let turn = bot.game.as_ref().and_then(|g| g.to_move()).is_some_and(|s| s.0 == bot.seat);
        let ready = bot.since.checked_add(think.before(bot)).unwrap_or(due);
        if playing && turn && bot.sent.is_none() && now < ready {
            due = due.min(ready);
        }
        if playing && turn && bot.sent.is_none() && now >= ready {
            let game = bot.game.as_ref().expect("in a match");
            let seed = (game.moves().len() as u64) << 8 | u64::from(bot.seat);
            if let (Some(text), Some(code), Some(token)) = (game.random_move(seed), bot.code.clone(), bot.token.clone())
            {
                let revision = game.moves().len() as u32;
                bot.send(&ToServer::Move { code, token, revision, text });
                bot.sent = Some(now);
            }
        }
    }
    due
}

/// The server's CPU time (user + system) and resident memory, from /proc.
fn usage(pid: u32) -> (Duration, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
    let ticks: u64 = fields.get(11).and_then(|u| u.parse().ok()).unwrap_or(0)
        + fields.get(12).and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss_kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    // Linux counts CPU time in ticks of 1/100 s.
    (Duration::from_millis(ticks * 10), rss_kb * 1024)
}

fn start_server(data: &std::path::Path, max: usize, db: Option<&str>) -> (Child, SocketAddr, Trust) {
    let port = std::net::UdpSocket::bind("127.0.0.1:0").and_then(|s| s.local_addr()).expect("a free port").port();
    let mut serve = Command::new(env!("CARGO_BIN_EXE_stratagem"));
    serve.args(["serve", "--bind", "127.0.0.1", "--port", &port.to_string(), "--max-matches", &max.to_string()]);
    serve.args(db.map(|url| ["--db", url]).into_iter().flatten()).arg("--data").arg(data);
    let (child, trust) = service::spawn_announced(&mut serve, "listening");
    (child, ([127, 0, 0, 1], port).into(), trust)
}

/// The kernel's count of UDP datagrams dropped for a full receive buffer (Linux).
fn udp_receive_errors() -> u64 {
    let snmp = std::fs::read_to_string("/proc/net/snmp").unwrap_or_default();
    let mut udp = snmp.lines().filter(|l| l.starts_with("Udp:"));
    let (names, values) = (udp.next().unwrap_or_default(), udp.next().unwrap_or_default());
    names
        .split_whitespace()
        .zip(values.split_whitespace())
        .find(|(n, _)| *n == "RcvbufErrors")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted.get(((sorted.len() as f64 - 1.0) * p).round() as usize).copied().unwrap_or_default()
}

/// What the bots play against: one server, or the whole service.
enum Under {
    Server { child: Child, address: SocketAddr, trust: Trust, data: std::path::PathBuf },
    Service(Service),
}

impl Under {
    /// The processes whose CPU time and memory count as the service's.
    fn pids(&self) -> Vec<u32> {
        match self {
            Under::Server { child, .. } => vec![child.id()],
            Under::Service(service) => service.pids(),
        }
    }

    /// The records kept, by code.
    fn records(&self, db: Option<&str>) -> std::collections::HashMap<String, Record> {
        let from = |url: &str| stratagem::net::store::postgres::saved_records(url).expect("the database's records");
        match (self, db) {
            (Under::Service(service), _) => from(&service.cluster.url),
            (Under::Server { .. }, Some(url)) => from(url),
            (Under::Server { data, .. }, None) => saved_records(data),
        }
    }
}

/// CPU time and resident memory of several processes together.
fn usage_of(pids: &[u32]) -> (Duration, u64) {
    pids.iter().map(|&pid| usage(pid)).fold((Duration::ZERO, 0), |(c, m), (cpu, rss)| (c + cpu, m + rss))
}

/// CPU time of every PostgreSQL process on the machine.
fn postgres_cpu() -> Duration {
    let processes = std::fs::read_dir("/proc").into_iter().flatten().flatten();
    let named = |pid: &u32| std::fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|c| c.trim() == "postgres");
    let pids: Vec<u32> = processes.filter_map(|e| e.file_name().to_str()?.parse().ok()).filter(named).collect();
    usage_of(&pids).0
}

/// The pairs of one bot thread: each with a connection to the server, or each signed up with
/// the lobby (`accounts`, two a pair) and asking it for a new match.
fn pairs_of(count: usize, under: &Under, accounts: Vec<LobbyClient>, setup: &Record) -> Vec<Pair> {
    let mut accounts = accounts.into_iter();
    let mut pair = || match under {
        Under::Server { address, trust, .. } => {
            [Bot::direct(*address, trust, true), Bot::direct(*address, trust, false)]
        }
        Under::Service(_) => {
            let mut host = Bot::new(None, true, accounts.next());
            host.ask(setup, None, Duration::ZERO);
            [host, Bot::new(None, false, accounts.next())]
        }
    };
    (0..count).map(|_| Pair { bots: pair(), due: Instant::now() }).collect()
}

/// One bot thread: opens its matches (phase 0), waits at the barrier, then idles (phase 0),
/// plays (1), lets moves in flight come back (2) and stops (3), as `phase` says. A pass looks
/// at the pairs with something to read or to do, like a program waiting on its sockets.
fn bot_thread(
    mut pairs: Vec<Pair>,
    setup: Record,
    think: Think,
    barrier: std::sync::Arc<std::sync::Barrier>,
    phase: std::sync::Arc<std::sync::atomic::AtomicU8>,
) -> (Vec<Pair>, Vec<Duration>) {
    let ready = |pairs: &[Pair]| pairs.iter().all(|p| p.bots[1].code.is_some());
    let started = Instant::now();
    while !ready(&pairs) && started.elapsed() < Duration::from_secs(120) {
        let now = Instant::now();
        for pair in &mut pairs {
            step_pair(&mut pair.bots, &setup, Think::NEVER, false, now);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    barrier.wait();
    let mut passes = Vec::new();
    while phase.load(std::sync::atomic::Ordering::Relaxed) < 3 {
        let playing = phase.load(std::sync::atomic::Ordering::Relaxed) == 1;
        let wait = if playing { think } else { Think::NEVER };
        let now = Instant::now();
        for pair in &mut pairs {
            if pair.needs_visit(now) {
                pair.due = step_pair(&mut pair.bots, &setup, wait, playing, now);
            }
        }
        passes.push(now.elapsed());
        std::thread::sleep(Duration::from_millis(1));
    }
    (pairs, passes)
}

/// What a run measured.
struct Measured {
    pairs: Vec<[Bot; 2]>,
    passes: Vec<Duration>,
    elapsed: Duration,
    cpu: Duration,
    postgres_cpu: Duration,
    /// The bots' own (this process's).
    bots_cpu: Duration,
    rss: [u64; 3],
    killed_at: Option<Instant>,
}

/// Starts the bots on two threads, lets them open every match, then play for the measured
/// time (killing the first server midway if asked), and gathers them.
fn run(args: &Args, under: &mut Under, accounts: Vec<LobbyClient>, setup: &Record) -> Measured {
    let pids = under.pids();
    let (_, rss_empty) = usage_of(&pids);
    let threads = 2;
    let per_thread = args.matches.div_ceil(threads);
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(threads + 1));
    let phase = std::sync::Arc::new(std::sync::atomic::AtomicU8::new(0));
    let mut accounts = accounts.into_iter();
    let workers: Vec<_> = (0..threads)
        .map(|t| {
            let think = Think { mean: args.think, steady: args.steady };
            let count = per_thread.min(args.matches.saturating_sub(t * per_thread));
            let pairs = pairs_of(count, under, accounts.by_ref().take(2 * count).collect(), setup);
            let (setup, barrier, phase) = (setup.clone(), barrier.clone(), phase.clone());
            std::thread::spawn(move || bot_thread(pairs, setup, think, barrier, phase))
        })
        .collect();
    barrier.wait();
    std::thread::sleep(Duration::from_secs(2));
    let (_, rss_idle) = usage_of(&pids);
    let me = [std::process::id()];
    let (cpu_start, postgres_start, bots_start) = (usage_of(&pids).0, postgres_cpu(), usage_of(&me).0);
    let started = Instant::now();
    phase.store(1, std::sync::atomic::Ordering::Relaxed);
    let mut killed_at = None;
    if let (Some(after), Under::Service(service)) = (args.kill_after, &mut *under) {
        std::thread::sleep(Duration::from_secs(after.min(args.seconds)));
        let _ = service.servers[0].kill();
        killed_at = Some(Instant::now());
    }
    std::thread::sleep(Duration::from_secs(args.seconds).saturating_sub(started.elapsed()));
    let (cpu_end, rss_playing) = usage_of(&pids);
    let postgres_cpu = postgres_cpu().saturating_sub(postgres_start);
    let bots_cpu = usage_of(&me).0.saturating_sub(bots_start);
    let elapsed = started.elapsed();
    phase.store(2, std::sync::atomic::Ordering::Relaxed);
    // Moves in flight come back before the count.
    std::thread::sleep(Duration::from_secs(2));
    phase.store(3, std::sync::atomic::Ordering::Relaxed);
    let (mut pairs, mut passes) = (Vec::new(), Vec::new());
    for worker in workers {
        let (some, times) = worker.join().expect("a bot thread");
        pairs.extend(some.into_iter().map(|p| p.bots));
        passes.extend(times);
    }
    passes.sort();
    let cpu = cpu_end.saturating_sub(cpu_start);
    let rss = [rss_empty, rss_idle, rss_playing];
    Measured { pairs, passes, elapsed, cpu, postgres_cpu, bots_cpu, rss, killed_at }
}

fn main() {
    let args = args();
    let setup = setup_record(&args.game);
    let (mut under, accounts) = if args.service {
        let service = Service::start(args.servers, args.matches + 10);
        let (accounts, took) = service.sign_up(2 * args.matches);
        println!(
            "service: PostgreSQL, {} servers and the lobby on 127.0.0.1; {} players signed up in {:.1} s ({:.0} a second, argon2id)",
            args.servers,
            accounts.len(),
            took.as_secs_f64(),
            accounts.len() as f64 / took.as_secs_f64()
        );
        (Under::Service(service), accounts)
    } else {
        let data = std::env::temp_dir().join(format!("stratagem-load-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        let (child, address, trust) = start_server(&data, args.matches + 10, args.db.as_deref());
        std::thread::sleep(Duration::from_millis(300));
        (Under::Server { child, address, trust, data }, Vec::new())
    };
    let udp_before = udp_receive_errors();
    println!(
        "load: {} matches of {} ({} clients) on 127.0.0.1, bots think {} ms{}, {} s measured",
        args.matches,
        args.game,
        args.matches * 2,
        args.think.as_millis(),
        if args.steady { ", all in step" } else { " on average" },
        args.seconds
    );
    let measured = run(&args, &mut under, accounts, &setup);
    report(&args, &under, &measured, udp_before);
    if let Under::Server { mut child, data, .. } = under {
        let _ = child.kill();
        let _ = child.wait();
        let _ = std::fs::remove_dir_all(&data);
    }
}

/// Moves lost and duplicated: what each match's host saw against the record kept.
fn check_records(pairs: &[[Bot; 2]], kept: &std::collections::HashMap<String, Record>) -> (usize, usize, usize) {
    let (mut lost, mut duplicated, mut checked) = (0usize, 0usize, 0usize);
    for bot in pairs.iter().map(|p| &p[0]) {
        for (code, seen) in &bot.seen {
            let Some(kept) = kept.get(code) else {
                lost += seen.len();
                continue;
            };
            checked += 1;
            lost += seen.iter().enumerate().filter(|(i, m)| kept.moves.get(*i) != Some(m)).count();
            duplicated += kept.moves.len().saturating_sub(seen.len());
        }
    }
    lost += pairs.iter().flatten().map(|b| b.lost).sum::<usize>();
    (lost, duplicated, checked)
}

/// How long after the kill the bots of the killed server's matches were back in them.
fn report_takeover(pairs: &[[Bot; 2]], killed_at: Instant) {
    let lobbied = pairs.iter().flatten().filter_map(|b| b.lobby.as_ref());
    let mut back: Vec<Duration> =
        lobbied.clone().flat_map(|l| l.back.iter().map(|t| t.duration_since(killed_at))).collect();
    back.sort();
    let stranded = lobbied.filter(|l| l.lost_at.is_some()).count();
    println!(
        "server 1 killed (SIGKILL): {} players back in their matches on the other servers, p50 {:.2} s, max {:.2} s after the kill; {stranded} not back",
        back.len(),
        percentile(&back, 0.5).as_secs_f64(),
        back.last().copied().unwrap_or_default().as_secs_f64()
    );
}

fn report(args: &Args, under: &Under, measured: &Measured, udp_before: u64) {
    let Measured { pairs, passes, elapsed, cpu, postgres_cpu, bots_cpu, rss, killed_at } = measured;
    let mut trips: Vec<Duration> = pairs.iter().flatten().flat_map(|b| b.round_trips.iter().copied()).collect();
    trips.sort();
    let moves = trips.len();
    let (lost, duplicated, checked) = check_records(pairs, &under.records(args.db.as_deref()));
    let out_of_order: usize = pairs.iter().flatten().map(|b| b.out_of_order).sum();
    let refused: usize = pairs.iter().flatten().map(|b| b.refused).sum();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let seconds = elapsed.as_secs_f64();
    println!("matches: {} at once, {} played in all (records checked)", args.matches, checked);
    println!("moves: {moves} in {seconds:.1} s = {:.0} moves/s", moves as f64 / seconds);
    println!(
        "move round trip: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(percentile(&trips, 0.5)),
        ms(percentile(&trips, 0.99)),
        ms(trips.last().copied().unwrap_or_default())
    );
    let what = if args.service { "servers and lobby" } else { "server" };
    let share = cpu.as_secs_f64() / seconds;
    println!(
        "{what} CPU while playing: {:.0}% of one core ({:.2} ms per move)",
        share * 100.0,
        share * 1000.0 * seconds / moves.max(1) as f64
    );
    if args.service || args.db.is_some() {
        println!("PostgreSQL CPU while playing: {:.0}% of one core", postgres_cpu.as_secs_f64() / seconds * 100.0);
    }
    println!("the bots' CPU while playing: {:.0}% of one core", bots_cpu.as_secs_f64() / seconds * 100.0);
    println!(
        "{what} memory: {:.1} MB empty, {:.1} MB with every match open and idle ({:.1} KB per idle match, its two connections included), {:.1} MB playing",
        rss[0] as f64 / 1e6,
        rss[1] as f64 / 1e6,
        rss[1].saturating_sub(rss[0]) as f64 / 1e3 / args.matches as f64,
        rss[2] as f64 / 1e6
    );
    println!(
        "bots: a pass over a thread's connections took p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms (a reply waits up to one pass and the 1 ms sleep after it)",
        ms(percentile(passes, 0.5)),
        ms(percentile(passes, 0.99)),
        ms(passes.last().copied().unwrap_or_default())
    );
    let udp = udp_receive_errors();
    println!(
        "UDP datagrams dropped for full receive buffers on this machine during the run: {}",
        udp.saturating_sub(udp_before)
    );
    if let Under::Service(service) = under {
        let pids = service.pids();
        let mb = |pids: &[u32]| usage_of(pids).1 as f64 / 1e6;
        let (servers, lobby) = pids.split_at(pids.len() - 1);
        println!("memory at the end: the servers {:.1} MB together, the lobby {:.1} MB", mb(servers), mb(lobby));
    }
    if let Some(killed_at) = killed_at {
        report_takeover(pairs, *killed_at);
    }
    println!(
        "lost moves: {lost}, duplicated moves: {duplicated}, out of order or unplayable at a client: {out_of_order}, refusals: {refused}"
    );
}
