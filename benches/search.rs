//! `cargo bench`: the minimax engine on Tactigon positions, alone and against the `minimax`
//! crate's `IterativeSearch` (edre/minimax-rs) with the same move generator and evaluation.
//!
//! Prints, per position: time (best of three) and nodes for both engines to the same fixed depth
//! and their ratio, the root values, our nodes per second, and the depth each reaches in one second.
//! Then time to depth on 1, 2 and 4 threads on Tactigon and Kings, ours (Lazy SMP) beside the
//! crate's `ParallelSearch` (young brothers wait), and the cost and gain of quiescence.

use minimax::{Game as PeerGame, IterativeOptions, IterativeSearch, ParallelOptions, ParallelSearch, Strategy, Winner};
use std::marker::PhantomData;
use std::path::Path;
use std::time::{Duration, Instant};
use stratagem::ai::Evaluator;
use stratagem::ai::minimax::{Limits, SearchOptions, search};
use stratagem::core::assets::MapPreset;
use stratagem::core::{Game, Seat};
use stratagem::games::kings::UnitCount;
use stratagem::games::tactigon::eval::ReferenceEval;
use stratagem::games::tactigon::preset::Preset;
use stratagem::games::tactigon::{Rules, Side, TMove, Tactigon};

/// One of our games as the peer crate sees it: the same state, moves, rules and hash.
struct Peer<G>(PhantomData<G>);

impl<G: Game> PeerGame for Peer<G> {
    type S = G;
    type M = G::Move;

    fn generate_moves(state: &G, moves: &mut Vec<G::Move>) -> Option<Winner> {
        if let Some(winner) = Self::get_winner(state) {
            return Some(winner);
        }
        let start = moves.len();
        state.legal_moves(moves);
        // The same captures-first ordering our engine starts from.
        moves[start..].sort_by_cached_key(|&m| std::cmp::Reverse(state.move_order_hint(m)));
        None
    }

    fn apply(state: &mut G, m: G::Move) -> Option<G> {
        let mut next = state.clone();
        next.apply(m);
        Some(next)
    }

    fn get_winner(state: &G) -> Option<Winner> {
        Some(match state.finished()? {
            None => Winner::Draw,
            Some(seat) if seat == state.to_move() => Winner::PlayerToMove,
            Some(_) => Winner::PlayerJustMoved,
        })
    }

    fn zobrist_hash(state: &G) -> u64 {
        state.position_hash()
    }
}

/// Our evaluation for the peer: from the side to move's point of view, as it expects.
struct PeerEval<G, E>(E, PhantomData<G>);

impl<G, E: Clone> Clone for PeerEval<G, E> {
    fn clone(&self) -> Self {
        PeerEval(self.0.clone(), PhantomData)
    }
}

impl<G: Game, E: Evaluator<G>> minimax::Evaluator for PeerEval<G, E> {
    type G = Peer<G>;
    fn evaluate(&self, state: &G) -> minimax::Evaluation {
        self.0.evaluate(state, state.to_move()) as minimax::Evaluation
    }
}

fn small_position(cian: &str, red: &str, to_move: Side) -> Tactigon {
    let lines = "[(2, 4), (1, 5), (1, 5), (1, 5), (0, 6), (0, 6), (1, 5), (1, 5), (1, 5), (1, 5), (3, 3)]";
    let text = format!("(name: \"bench\", lines: {lines}, gold: [(1, 5), (5, 5)], cian: \"{cian}\", red: \"{red}\")");
    Preset::parse(&text, Path::new("bench.ron")).expect("valid").start(Rules::default(), to_move)
}

/// A middle game: the start after 16 fixed random moves, in a position where no move wins
/// at once.
fn middle_game<G: Game>(start: &G) -> G {
    let mut state = start.clone();
    let mut seed = 100;
    for _ in 0..16 {
        loop {
            seed += 1;
            let mv = stratagem::ai::random_move(&state, seed).expect("moves");
            let mut next = state.clone();
            next.apply(mv);
            let mut replies = Vec::new();
            next.legal_moves(&mut replies);
            let quiet = replies.iter().all(|&r| {
                let mut after = next.clone();
                after.apply(r);
                after.finished().is_none()
            });
            if next.finished().is_none() && quiet {
                state = next;
                break;
            }
        }
    }
    state
}

fn ours(state: &Tactigon, limits: Limits) -> stratagem::ai::minimax::SearchReport<TMove> {
    search(state, &ReferenceEval, limits, &SearchOptions { table_bits: 20, ..SearchOptions::default() })
}

/// The peer to a fixed depth: (time, nodes, root value, best move).
fn peer<G: Game, E: Evaluator<G> + Clone>(state: &G, eval: &E, depth: u8) -> (Duration, u64, i32, Option<G::Move>) {
    let eval = PeerEval(eval.clone(), PhantomData);
    let mut strategy = IterativeSearch::new(eval, IterativeOptions::new().with_table_byte_size(24 << 20));
    strategy.set_max_depth(depth);
    let start = Instant::now();
    let best = strategy.choose_move(state);
    let elapsed = start.elapsed();
    let stats = strategy.stats(&mut state.clone());
    let nodes = stats
        .split("Explored ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0);
    let partial = stats
        .split("next depth hit ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0);
    (elapsed, nodes + partial, strategy.root_value() as i32, best)
}

fn peer_depth_in(state: &Tactigon, budget: Duration) -> u8 {
    let eval = PeerEval(ReferenceEval, PhantomData);
    let mut strategy = IterativeSearch::new(eval, IterativeOptions::new().with_table_byte_size(24 << 20));
    strategy.set_timeout(budget);
    strategy.choose_move(state);
    let stats = strategy.stats(&mut state.clone());
    stats.split("to depth ").nth(1).and_then(|r| r.split('.').next()).and_then(|d| d.trim().parse().ok()).unwrap_or(0)
}

/// The CPU time this process has used, all threads together, in milliseconds (Linux; 0 where
/// `/proc` is missing). Other programs on the machine do not count in it.
fn cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name's closing parenthesis; utime and stime are 14 and 15.
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or("").split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) * 10.0
}

/// One timed run: wall time and CPU time in milliseconds.
fn timed<T>(run: impl FnOnce() -> T) -> (f64, f64, T) {
    let (cpu, start) = (cpu_ms(), Instant::now());
    let out = run();
    (start.elapsed().as_secs_f64() * 1000.0, cpu_ms() - cpu, out)
}

/// A search's best of `runs` times to depth: wall ms, CPU ms, value and nodes (of the fastest
/// run; the peer's nodes are not counted).
type ToDepth = (f64, f64, i32, u64);

fn ours_to_depth<G: Game, E: Evaluator<G>>(state: &G, eval: &E, depth: u32, threads: usize) -> ToDepth {
    let options = SearchOptions { table_bits: 20, threads, ..SearchOptions::default() };
    let (wall, cpu, report) = timed(|| search(state, eval, Limits::depth(depth), &options));
    (wall, cpu, report.score, report.nodes)
}

/// The peer's `ParallelSearch` time to `depth` on `threads` threads, with the value; its
/// thread pool and table are made before the clock starts.
fn peer_to_depth<G: Game, E: Evaluator<G> + Clone + 'static>(
    state: &G,
    eval: &E,
    depth: u8,
    threads: usize,
) -> ToDepth {
    let options = IterativeOptions::new().with_table_byte_size(24 << 20);
    let parallel = ParallelOptions::new().with_num_threads(threads);
    let mut strategy = ParallelSearch::new(PeerEval(eval.clone(), PhantomData), options, parallel);
    strategy.set_max_depth(depth);
    let (wall, cpu, _) = timed(|| strategy.choose_move(state));
    (wall, cpu, strategy.root_value() as i32, 0)
}

/// Time to depth per thread count, ours and the peer's: wall time with each one's speedup over
/// its own single thread, and how many times faster ours is. On a busy machine threads wait for
/// a core, so the CPU time over the threads is also shown: the wall time each would take with
/// a core per thread (exact while every thread stays busy to the end, as ours do; the peer's
/// idle workers make it flatter for the peer).
fn speedups<G: Game, E: Evaluator<G> + Clone + 'static>(name: &str, state: &G, eval: &E, depth: u32) {
    // Rounds of every run in turn, best of each kept: a slow spell on the machine then slows
    // one round of all of them rather than one engine or thread count.
    let counts = [1, 2, 4];
    let mut best = [[None::<ToDepth>; 3]; 2];
    for _ in 0..7 {
        for (i, &threads) in counts.iter().enumerate() {
            let runs = [ours_to_depth(state, eval, depth, threads), peer_to_depth(state, eval, depth as u8, threads)];
            for (engine, run) in runs.into_iter().enumerate() {
                let kept = &mut best[engine][i];
                if kept.is_none_or(|k| run.0 < k.0) {
                    *kept = Some(run);
                }
            }
        }
    }
    let [ours_runs, peer_runs] = best.map(|runs| runs.map(|run| run.expect("runs")));
    let (ours1, peer1) = (ours_runs[0], peer_runs[0]);
    println!(
        "{name}, depth {depth} (values: ours {}, peer {}; nodes on one thread: ours {}, peer {})",
        ours1.2,
        peer1.2,
        ours1.3,
        peer(state, eval, depth as u8).1
    );
    println!(
        "  threads |  ours wall ms  speedup  cpu/threads speedup  nodes |  peer wall ms  speedup  cpu/threads speedup | ours faster"
    );
    for (i, &threads) in counts.iter().enumerate() {
        let (ours, peer) = (ours_runs[i], peer_runs[i]);
        assert_eq!(ours.2, ours1.2, "the value does not depend on the threads");
        let per_core = |run: ToDepth| run.1 / threads as f64;
        println!(
            "  {threads:>7} | {:>13.1} {:>7.2}x {:>11.1} {:>6.2}x {:>6.2}x | {:>13.1} {:>7.2}x {:>11.1} {:>6.2}x | {:>10.2}x",
            ours.0,
            ours1.0 / ours.0,
            per_core(ours),
            ours1.1 / per_core(ours).max(1e-9),
            ours.3 as f64 / ours1.3.max(1) as f64,
            peer.0,
            peer1.0 / peer.0,
            per_core(peer),
            peer1.1 / per_core(peer).max(1e-9),
            peer.0 / ours.0
        );
    }
}

/// Quiescence's cost at a fixed depth: time, nodes and value without and with it.
fn quiescence_cost<G: Game, E: Evaluator<G>>(name: &str, state: &G, eval: &E, depth: u32) {
    let mut line = format!("{name:<22} depth {depth}:");
    for quiescence in [false, true] {
        let options = SearchOptions { table_bits: 20, quiescence, ..SearchOptions::default() };
        let report = search(state, eval, Limits::depth(depth), &options);
        line += &format!(
            "  {} {:>8.1} ms {:>9} nodes value {:>4}",
            if quiescence { "| with" } else { "without" },
            report.elapsed.as_secs_f64() * 1000.0,
            report.nodes,
            report.score
        );
    }
    println!("{line}");
}

fn main() {
    // `cargo bench` passes `--bench`; other words pick sections whose name holds one of them:
    // `cargo bench --bench search -- kings` runs only the thread table on Kings.
    let words: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let wanted = |section: &str| words.is_empty() || words.iter().any(|w| section.contains(w.as_str()));
    let start = Preset::find("small").expect("the small preset").start(Rules::default(), Side::Red);
    let positions = [
        ("start (small)", start.clone(), 6u32),
        ("middle game", middle_game(&start), 6),
        ("endgame", small_position("T(2,3) S(4,3) C(3,5) P(3,1)", "T(2,7) S(4,7) C(3,6) P(3,9)", Side::Cian), 8),
    ];
    if wanted("fixed depth tactigon") {
        fixed_depth(&positions);
    }
    if wanted("one second tactigon") {
        one_second(&positions);
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let middle = middle_game(&start);
    let kings = stratagem::games::kings::preset::Preset::find("default").expect("the default map").start(Seat(0), 100);
    let kings_middle = middle_game(&kings);
    if wanted("threads tactigon kings") {
        println!("\nTime to depth by threads on a machine with {cores} cores (best of seven each, the runs");
        println!("taken in turns; 4 threads on fewer cores share them). Reference evaluations, quiescence off.\n");
    }
    if wanted("threads tactigon") {
        speedups("Tactigon small, start", &start, &ReferenceEval, 6);
        speedups("Tactigon small, middle game", &middle, &ReferenceEval, 7);
    }
    if wanted("threads kings") {
        speedups("Kings default, start", &kings, &UnitCount, 11);
        speedups("Kings default, middle game", &kings_middle, &UnitCount, 11);
    }
    if wanted("quiescence tactigon kings") {
        println!("\nQuiescence (one thread):");
        quiescence_cost("Tactigon start", &start, &ReferenceEval, 6);
        quiescence_cost("Tactigon middle game", &middle, &ReferenceEval, 6);
        quiescence_cost("Kings start", &kings, &UnitCount, 6);
        quiescence_cost("Kings middle game", &kings_middle, &UnitCount, 6);
    }
}

/// Both engines to a fixed depth on one thread.
fn fixed_depth(positions: &[(&str, Tactigon, u32)]) {
    println!("Minimax on Tactigon, reference evaluation, one thread.\n");
    println!(
        "{:<15} {:>5} | {:>10} {:>11} {:>7} | {:>10} {:>11} {:>7} | {:>7}",
        "position", "depth", "ours ms", "ours nodes", "value", "peer ms", "peer nodes", "value", "speedup"
    );
    for (name, state, depth) in positions {
        // Best of three runs each, so a noisy moment on the machine does not decide the ratio.
        let report = (0..3).map(|_| ours(state, Limits::depth(*depth))).min_by_key(|r| r.elapsed).expect("runs");
        let (peer_time, peer_nodes, peer_value, _) =
            (0..3).map(|_| peer(state, &ReferenceEval, *depth as u8)).min_by_key(|p| p.0).expect("runs");
        let ours_ms = report.elapsed.as_secs_f64() * 1000.0;
        let peer_ms = peer_time.as_secs_f64() * 1000.0;
        println!(
            "{name:<15} {depth:>5} | {ours_ms:>10.1} {:>11} {:>7} | {peer_ms:>10.1} {peer_nodes:>11} {peer_value:>7} | {:>6.2}x",
            report.nodes,
            report.score,
            peer_ms / ours_ms.max(1e-9)
        );
    }
}

/// How deep each engine gets in one second.
fn one_second(positions: &[(&str, Tactigon, u32)]) {
    println!("\nOne second of thinking:");
    for (name, state, _) in positions {
        let report = ours(state, Limits { time: Some(Duration::from_secs(1)), ..Limits::default() });
        let nps = report.nodes as f64 / report.elapsed.as_secs_f64();
        let peer_depth = peer_depth_in(state, Duration::from_secs(1));
        println!(
            "{name:<15} ours: depth {:>2}, {:>9} nodes, {:>6.0} k nodes/s   peer: depth {peer_depth:>2}",
            report.depth,
            report.nodes,
            nps / 1000.0
        );
    }
}
