//! `cargo bench`: the minimax engine on Tactigon positions, alone and against the `minimax`
//! crate's `IterativeSearch` (edre/minimax-rs) with the same move generator and evaluation.
//!
//! Prints, per position: time (best of three) and nodes for both engines to the same fixed depth
//! and their ratio, the root values, our nodes per second, and the depth each reaches in one second.

use minimax::{Game as PeerGame, IterativeOptions, IterativeSearch, Strategy, Winner};
use std::path::Path;
use std::time::{Duration, Instant};
use stratagem::ai::Evaluator;
use stratagem::ai::minimax::{Limits, SearchOptions, search};
use stratagem::core::Game;
use stratagem::games::tactigon::eval::ReferenceEval;
use stratagem::games::tactigon::preset::{Preset, find};
use stratagem::games::tactigon::{Rules, Side, TMove, Tactigon};

/// Tactigon as the peer crate sees it: the same state, moves, rules and hash.
struct PeerTactigon;

impl PeerGame for PeerTactigon {
    type S = Tactigon;
    type M = TMove;

    fn generate_moves(state: &Tactigon, moves: &mut Vec<TMove>) -> Option<Winner> {
        if let Some(winner) = Self::get_winner(state) {
            return Some(winner);
        }
        let start = moves.len();
        state.legal_moves(moves);
        // The same captures-first ordering our engine starts from.
        moves[start..].sort_by_cached_key(|&m| std::cmp::Reverse(state.move_order_hint(m)));
        None
    }

    fn apply(state: &mut Tactigon, m: TMove) -> Option<Tactigon> {
        let mut next = state.clone();
        next.apply(m);
        Some(next)
    }

    fn get_winner(state: &Tactigon) -> Option<Winner> {
        Some(match state.finished()? {
            None => Winner::Draw,
            Some(seat) if seat == state.to_move() => Winner::PlayerToMove,
            Some(_) => Winner::PlayerJustMoved,
        })
    }

    fn zobrist_hash(state: &Tactigon) -> u64 {
        state.position_hash()
    }
}

struct PeerEval;

impl minimax::Evaluator for PeerEval {
    type G = PeerTactigon;
    fn evaluate(&self, state: &Tactigon) -> minimax::Evaluation {
        ReferenceEval.evaluate(state, state.to_move()) as minimax::Evaluation
    }
}

fn small_position(cian: &str, red: &str, to_move: Side) -> Tactigon {
    let lines = "[(2, 4), (1, 5), (1, 5), (1, 5), (0, 6), (0, 6), (1, 5), (1, 5), (1, 5), (1, 5), (3, 3)]";
    let text = format!("(name: \"bench\", lines: {lines}, gold: [(1, 5), (5, 5)], cian: \"{cian}\", red: \"{red}\")");
    Preset::parse(&text, Path::new("bench.ron")).expect("valid").start(Rules::default(), to_move)
}

/// A middle game: the start after 16 fixed random moves, in a position where no move wins
/// at once.
fn middle_game(start: &Tactigon) -> Tactigon {
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
fn peer(state: &Tactigon, depth: u8) -> (Duration, u64, i32, Option<TMove>) {
    let mut strategy = IterativeSearch::new(PeerEval, IterativeOptions::new().with_table_byte_size(24 << 20));
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
    let mut strategy = IterativeSearch::new(PeerEval, IterativeOptions::new().with_table_byte_size(24 << 20));
    strategy.set_timeout(budget);
    strategy.choose_move(state);
    let stats = strategy.stats(&mut state.clone());
    stats.split("to depth ").nth(1).and_then(|r| r.split('.').next()).and_then(|d| d.trim().parse().ok()).unwrap_or(0)
}

fn main() {
    // `cargo bench` passes `--bench`; any other argument filters nothing and is ignored.
    let start = find("small").expect("the small preset").start(Rules::default(), Side::Red);
    let positions = [
        ("start (small)", start.clone(), 6u32),
        ("middle game", middle_game(&start), 6),
        ("endgame", small_position("T(2,3) S(4,3) C(3,5) P(3,1)", "T(2,7) S(4,7) C(3,6) P(3,9)", Side::Cian), 8),
    ];
    println!("Minimax on Tactigon, reference evaluation, one thread.\n");
    println!(
        "{:<15} {:>5} | {:>10} {:>11} {:>7} | {:>10} {:>11} {:>7} | {:>7}",
        "position", "depth", "ours ms", "ours nodes", "value", "peer ms", "peer nodes", "value", "speedup"
    );
    for (name, state, depth) in &positions {
        // Best of three runs each, so a noisy moment on the machine does not decide the ratio.
        let report = (0..3).map(|_| ours(state, Limits::depth(*depth))).min_by_key(|r| r.elapsed).expect("runs");
        let (peer_time, peer_nodes, peer_value, _) =
            (0..3).map(|_| peer(state, *depth as u8)).min_by_key(|p| p.0).expect("runs");
        let ours_ms = report.elapsed.as_secs_f64() * 1000.0;
        let peer_ms = peer_time.as_secs_f64() * 1000.0;
        println!(
            "{name:<15} {depth:>5} | {ours_ms:>10.1} {:>11} {:>7} | {peer_ms:>10.1} {peer_nodes:>11} {peer_value:>7} | {:>6.2}x",
            report.nodes,
            report.score,
            peer_ms / ours_ms.max(1e-9)
        );
    }
    println!("\nOne second of thinking:");
    for (name, state, _) in &positions {
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
