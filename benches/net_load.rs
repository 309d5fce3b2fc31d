//! Load on a server: `stratagem serve` on loopback and bot clients in pairs, each pair playing
//! matches one after another with random legal moves, so that MATCHES matches run at once.
//! Prints matches, moves per second, the move round trip (p50/p99/max: a bot's move sent to
//! the server and back to it applied), the server's CPU and memory (per idle match, and while
//! playing), and moves lost or duplicated (what the bots saw against the records the server
//! kept).
//!
//! ```text
//! cargo bench --bench net_load -- [--matches 500] [--seconds 20] [--think-ms 200] [--steady] [--game tictactoe] [--db URL]
//! ```
//!
//! A bot thinks between half and one and a half times `--think-ms` a move, its own time for
//! each move, as players do. `--steady` makes every bot think exactly `--think-ms`: the
//! matches, all started together, then move in step, every move of every match arriving in
//! the same few milliseconds (the worst case, not a crowd of players).
//!
//! ```text
//! ```

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use stratagem::core::record::Record;
use stratagem::games::catalog;
use stratagem::net::client::Connection;
use stratagem::net::hosted::{HostedGame, host};
use stratagem::net::lobby::saved_records;
use stratagem::net::protocol::{ToClient, ToServer};
use stratagem::net::secure::Trust;
use stratagem::session::Controller;

struct Args {
    matches: usize,
    seconds: u64,
    think: Duration,
    steady: bool,
    game: String,
    /// `--db URL`: the server keeps matches in this PostgreSQL database, not its journal.
    db: Option<String>,
}

fn args() -> Args {
    let mut args = Args {
        matches: 500,
        seconds: 20,
        think: Duration::from_millis(200),
        steady: false,
        game: "tictactoe".into(),
        db: None,
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
            "--steady" => {
                args.steady = true;
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
    connection: Connection,
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
}

impl Bot {
    fn new(server: SocketAddr, trust: &Trust, host: bool) -> Bot {
        Bot {
            connection: Connection::connect(server, if host { "host" } else { "guest" }, trust).expect("connects"),
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
        }
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
        now >= self.due || self.bots.iter().any(|b| b.connection.has_incoming())
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

/// Moves a pair's bots on; `playing` is false once the measured time is over (no new moves).
/// Returns when it next has something to do (a move to make, acknowledgements to send).
fn step_pair(pair: &mut [Bot; 2], setup: &Record, think: Think, playing: bool, now: Instant) -> Instant {
    let mut due = now + UPKEEP;
    for i in 0..2 {
        let messages = pair[i].connection.poll();
        for message in messages {
            match message {
                ToClient::Welcome { .. } if pair[i].host => {
                    pair[i].connection.send(&ToServer::Create { setup: setup.clone(), take: Some(0) });
                }
                ToClient::Joined { code, token, snapshot, .. } => {
                    let bot = &mut pair[i];
                    bot.game = Some(host(&snapshot.record).expect("the match replays"));
                    bot.token = token;
                    bot.seen.push((code.clone(), snapshot.record.moves.clone()));
                    bot.code = Some(code.clone());
                    bot.since = now;
                    if bot.host {
                        pair[1].connection.send(&ToServer::Join { code, seat: Some(1) });
                    }
                }
                ToClient::Applied { revision, seat, text, .. } => {
                    let bot = &mut pair[i];
                    let Some(game) = bot.game.as_mut() else { continue };
                    let text = text.unwrap_or_default();
                    if revision as usize != game.moves().len() + 1
                        || game.play(stratagem::core::Seat(seat), &text).is_err()
                    {
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
                    bot.connection.send(&ToServer::Leave { code });
                    bot.game = None;
                    bot.code = None;
                    if bot.host && playing {
                        bot.connection.send(&ToServer::Create { setup: setup.clone(), take: Some(0) });
                    }
                }
                ToClient::Refused { .. } => pair[i].refused += 1,
                _ => {}
            }
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
                bot.connection.send(&ToServer::Move { code, token, revision, text });
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
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["serve", "--bind", "127.0.0.1", "--port", &port.to_string(), "--max-matches", &max.to_string()])
        .args(db.map(|url| ["--db", url]).into_iter().flatten())
        .arg("--data")
        .arg(data)
        .stdout(Stdio::piped())
        .spawn()
        .expect("stratagem serve starts");
    let mut lines = BufReader::new(child.stdout.take().expect("its log")).lines();
    let first = lines.next().and_then(Result::ok).unwrap_or_default();
    assert!(first.contains("listening"), "{first}");
    let fingerprint = first.rsplit_once("certificate ").map(|(_, f)| f.trim().to_string()).expect("a fingerprint");
    // The log, one line per event, is read and dropped, as a terminal or a file would take it.
    std::thread::spawn(move || lines.for_each(drop));
    (child, ([127, 0, 0, 1], port).into(), Trust::Fingerprint(fingerprint))
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

fn main() {
    let args = args();
    let data = std::env::temp_dir().join(format!("stratagem-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let (mut server, address, trust) = start_server(&data, args.matches + 10, args.db.as_deref());
    let pid = server.id();
    std::thread::sleep(Duration::from_millis(300));
    let (_, rss_empty) = usage(pid);
    let udp_before = udp_receive_errors();
    let setup = setup_record(&args.game);
    let threads = 2;
    println!(
        "load: {} matches of {} ({} clients) on 127.0.0.1, bots think {} ms{}, {} s measured",
        args.matches,
        args.game,
        args.matches * 2,
        args.think.as_millis(),
        if args.steady { ", all in step" } else { " on average" },
        args.seconds
    );
    let per_thread = args.matches.div_ceil(threads);
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(threads + 1));
    let phase = std::sync::Arc::new(std::sync::atomic::AtomicU8::new(0));
    let workers: Vec<_> = (0..threads)
        .map(|t| {
            let think = Think { mean: args.think, steady: args.steady };
            let (setup, barrier, phase, trust) = (setup.clone(), barrier.clone(), phase.clone(), trust.clone());
            let count = per_thread.min(args.matches.saturating_sub(t * per_thread));
            std::thread::spawn(move || {
                let mut pairs: Vec<Pair> = (0..count)
                    .map(|_| Pair {
                        bots: [Bot::new(address, &trust, true), Bot::new(address, &trust, false)],
                        due: Instant::now(),
                    })
                    .collect();
                // Phase 0: connect and open every match, nobody moving yet.
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
                // Idle until told to play, then play until told to stop; then drain. A pass
                // looks at the pairs with something to read or to do, like a program waiting
                // on its sockets.
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
            })
        })
        .collect();
    barrier.wait();
    std::thread::sleep(Duration::from_secs(2));
    let (_, rss_idle) = usage(pid);
    let (cpu_start, _) = usage(pid);
    let started = Instant::now();
    phase.store(1, std::sync::atomic::Ordering::Relaxed);
    std::thread::sleep(Duration::from_secs(args.seconds));
    let (cpu_end, rss_playing) = usage(pid);
    let elapsed = started.elapsed();
    phase.store(2, std::sync::atomic::Ordering::Relaxed);
    // Moves in flight come back before the count.
    std::thread::sleep(Duration::from_secs(2));
    phase.store(3, std::sync::atomic::Ordering::Relaxed);
    let mut passes = Vec::new();
    let mut pairs: Vec<[Bot; 2]> = Vec::new();
    for worker in workers {
        let (some, times) = worker.join().expect("a bot thread");
        pairs.extend(some.into_iter().map(|p| p.bots));
        passes.extend(times);
    }
    passes.sort();
    let _ = server.kill();
    let _ = server.wait();

    let mut trips: Vec<Duration> = pairs.iter().flatten().flat_map(|b| b.round_trips.iter().copied()).collect();
    trips.sort();
    let moves = trips.len();
    let kept_records = match &args.db {
        Some(url) => stratagem::net::store::postgres::saved_records(url).expect("the database's records"),
        None => saved_records(&data),
    };
    let (mut lost, mut duplicated, mut checked) = (0usize, 0usize, 0usize);
    for bot in pairs.iter().map(|p| &p[0]) {
        for (code, seen) in &bot.seen {
            let Some(kept) = kept_records.get(code) else {
                lost += seen.len();
                continue;
            };
            checked += 1;
            lost += seen.iter().enumerate().filter(|(i, m)| kept.moves.get(*i) != Some(m)).count();
            duplicated += kept.moves.len().saturating_sub(seen.len());
        }
    }
    let out_of_order: usize = pairs.iter().flatten().map(|b| b.out_of_order).sum();
    let refused: usize = pairs.iter().flatten().map(|b| b.refused).sum();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("matches: {} at once, {} played in all (records checked)", args.matches, checked);
    println!("moves: {moves} in {:.1} s = {:.0} moves/s", elapsed.as_secs_f64(), moves as f64 / elapsed.as_secs_f64());
    println!(
        "move round trip: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(percentile(&trips, 0.5)),
        ms(percentile(&trips, 0.99)),
        ms(trips.last().copied().unwrap_or_default())
    );
    let cpu = cpu_end.saturating_sub(cpu_start).as_secs_f64() / elapsed.as_secs_f64();
    println!(
        "server CPU while playing: {:.0}% of one core ({:.2} ms per move)",
        cpu * 100.0,
        cpu * 1000.0 * elapsed.as_secs_f64() / moves.max(1) as f64
    );
    println!(
        "server memory: {:.1} MB empty, {:.1} MB with every match open and idle ({:.1} KB per idle match, its two connections included), {:.1} MB playing",
        rss_empty as f64 / 1e6,
        rss_idle as f64 / 1e6,
        rss_idle.saturating_sub(rss_empty) as f64 / 1e3 / args.matches as f64,
        rss_playing as f64 / 1e6
    );
    println!(
        "bots: a pass over a thread's connections took p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms (a reply waits up to one pass and the 1 ms sleep after it)",
        ms(percentile(&passes, 0.5)),
        ms(percentile(&passes, 0.99)),
        ms(passes.last().copied().unwrap_or_default())
    );
    let udp = udp_receive_errors();
    println!(
        "UDP datagrams dropped for full receive buffers on this machine during the run: {}",
        udp.saturating_sub(udp_before)
    );
    println!(
        "lost moves: {lost}, duplicated moves: {duplicated}, out of order or unplayable at a client: {out_of_order}, refusals: {refused}"
    );
    let _ = std::fs::remove_dir_all(&data);
}
