//! `cargo bench --bench provinces`: the minimax engine on Provinces with the reference
//! evaluation and whole-turn plies (the `antiyomacy` move set), as the reference AI searches.
//!
//! Prints, for small (8×8) and big (16×16) generated maps with fixed seeds, at their start and
//! in mid-game (after a few rounds of seeded greedy play): the whole-turn branching factor, the
//! time and nodes to each fixed depth, and the depth reached in 1 s and 3 s with nodes per
//! second. The reference (Antiyomacy in SWI-Prolog) needs about 0.2 s for depth 3 and 2.4 s for
//! depth 5 on 8×8, and 1.5–3 s for depth 2 on 16×16.

use std::time::{Duration, Instant};
use stratagem::ai::minimax::{Limits, SearchOptions, search};
use stratagem::ai::{AiGame, AiPlayer, RANDOM, Think};
use stratagem::core::Game;
use stratagem::games::provinces::generator::generate;
use stratagem::games::provinces::map::Map;
use stratagem::games::provinces::{Provinces, ReferenceEval, Rules, Side, Topology};

/// The generated map of `size` and `seed` at its start.
fn start(size: u32, seed: u64) -> Provinces {
    let layout = generate(size, seed, Topology::Hex);
    let map = std::sync::Arc::new(Map::new(layout.topology, &layout.land));
    Provinces::new(map, Rules::default(), &layout.tiles, &layout.money, Side::Red, 1, [0, 0]).expect("generated")
}

/// The position after `rounds` rounds of seeded random play (or earlier, if the game ends):
/// random play keeps both sides alive, where one-ply greedy play often ends small maps early.
fn mid_game(mut state: Provinces, rounds: u32) -> Provinces {
    let random = AiPlayer::new(RANDOM);
    let mut seed = 0;
    while state.round() <= rounds && state.finished().is_none() {
        seed += 1;
        let mv = state.decide(&random, &Think { seed, ..Think::default() }).expect("a move");
        let mut next = state.clone();
        next.apply(mv);
        if next.finished().is_some() {
            break;
        }
        state = next;
    }
    state
}

fn main() {
    let cases: Vec<(String, Provinces, u32)> = vec![
        ("small seed 42, start".into(), start(8, 42), 7),
        ("small seed 42, mid-game".into(), mid_game(start(8, 42), 3), 6),
        ("small seed 5, mid-game".into(), mid_game(start(8, 5), 4), 6),
        ("big seed 7, start".into(), start(16, 7), 5),
        ("big seed 7, mid-game".into(), mid_game(start(16, 7), 4), 4),
        ("big seed 11, mid-game".into(), mid_game(start(16, 11), 6), 4),
    ];
    println!("Provinces minimax, reference evaluation, one ply = one whole turn\n");
    for (name, state, max_depth) in &cases {
        println!(
            "{name}: round {}, {} to move, {} tiles held, {} distinct whole turns",
            state.round(),
            state.side_to_move().name(),
            state.tiles_of(Side::Red) + state.tiles_of(Side::Blue),
            state.whole_turn_count()
        );
        for depth in 1..=*max_depth {
            let began = Instant::now();
            let report = search(state, &ReferenceEval, Limits::depth(depth), &SearchOptions::default());
            let took = began.elapsed();
            println!(
                "  depth {depth}: {:>9.2} ms {:>10} nodes  value {}",
                took.as_secs_f64() * 1000.0,
                report.nodes,
                state.reference_score_text(report.score).unwrap_or_default()
            );
            if took > Duration::from_secs(5) || report.depth < depth {
                break;
            }
        }
        for seconds in [1, 3] {
            let limits = Limits { time: Some(Duration::from_secs(seconds)), ..Limits::default() };
            let report = search(state, &ReferenceEval, limits, &SearchOptions::default());
            let rate = report.nodes as f64 / report.elapsed.as_secs_f64().max(1e-9);
            println!(
                "  in {seconds} s: depth {} ({} nodes, {:.0} k nodes/s, {:.2} s used)",
                report.depth,
                report.nodes,
                rate / 1000.0,
                report.elapsed.as_secs_f64()
            );
        }
        println!();
    }
}
