//! The parallel search, quiescence and the think-time limit: more threads give the one-thread
//! value and root move at a fixed depth, quiescence changes nothing where nothing can be
//! captured, and a think-time limit is kept (measured and reported, never slept on).

use super::provinces_examples::EXAMPLES;
use std::path::Path;
use std::time::{Duration, Instant};
use stratagem::ai::minimax::{Limits, SearchOptions, plain_minimax, search};
use stratagem::ai::{AiGame, AiPlayer, Evaluator, MINIMAX, Think, decide_checked, random_move};
use stratagem::core::assets::MapPreset;
use stratagem::core::{Game, Seat};
use stratagem::games::kings::{Guarded, Kings, UnitCount};
use stratagem::games::provinces::preset::Preset as ProvincesPreset;
use stratagem::games::provinces::{Provinces, ReferenceEval as ProvincesEval, Rules as ProvincesRules};
use stratagem::games::tactigon::eval::{ReferenceEval, TunedEval};
use stratagem::games::tactigon::{Rules, Side, Tactigon};
use stratagem::games::tictactoe::TicTacToe;
use stratagem::games::tictactoe::rules::OpenLines;

fn tactigon(preset: &str) -> Tactigon {
    stratagem::games::tactigon::preset::Preset::find(preset).unwrap().start(Rules::default(), Side::Red)
}

fn kings(preset: &str) -> Kings {
    stratagem::games::kings::preset::Preset::find(preset).unwrap().start(Seat(0), 100)
}

fn provinces(name: &str) -> Provinces {
    let text = EXAMPLES.iter().find(|(f, _)| *f == name).expect("an example").1;
    ProvincesPreset::parse(text, Path::new(name)).expect("example loads").start(ProvincesRules::default())
}

/// Every `every`-th position of a seeded random game from `start`, at most `count` of them.
fn playout<G: Game>(start: &G, seed: u64, count: usize, every: u64) -> Vec<G> {
    let mut positions = Vec::new();
    let mut state = start.clone();
    let mut ply = 0;
    while positions.len() < count && state.finished().is_none() {
        if ply % every == 0 {
            positions.push(state.clone());
        }
        let Some(mv) = random_move(&state, seed * 1000 + ply) else { break };
        state.apply(mv);
        ply += 1;
    }
    positions
}

fn options(threads: usize, quiescence: bool) -> SearchOptions {
    SearchOptions { seed: 5, threads, quiescence, ..SearchOptions::default() }
}

/// At a fixed depth, 2, 3 and 4 threads give the value and the root move of one thread, with
/// and without quiescence; without it the value is also plain minimax's.
fn parallel_agrees<G: Game, E: Evaluator<G>>(positions: &[G], eval: &E, depth: u32, plain: bool) -> usize {
    let mut checked = 0;
    for (i, state) in positions.iter().enumerate() {
        if state.finished().is_some() {
            continue;
        }
        for quiescence in [false, true] {
            let one = search(state, eval, Limits::depth(depth), &options(1, quiescence));
            if plain && !quiescence {
                assert_eq!(one.score, plain_minimax(state, eval, depth), "position {i}: plain minimax");
            }
            for threads in [2, 3, 4] {
                let many = search(state, eval, Limits::depth(depth), &options(threads, quiescence));
                let what = format!("position {i}, {threads} threads, quiescence {quiescence}");
                assert_eq!(many.score, one.score, "{what}: value");
                assert_eq!(many.best, one.best, "{what}: root move");
                assert_eq!(many.depth, one.depth, "{what}: depth");
            }
            checked += 1;
        }
    }
    checked
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn parallel_fixed_depth_values_equal_the_single_threaded_values() {
    let mut checked = 0;
    for seed in 0..4 {
        let positions = playout(&tactigon("small"), seed, 6, 5);
        checked += parallel_agrees(&positions, &ReferenceEval, 4, seed == 0);
        checked += parallel_agrees(&positions, &TunedEval, 3, false);
        let positions = playout(&kings("default"), seed, 6, 5);
        checked += parallel_agrees(&positions, &UnitCount, 4, seed == 0);
        checked += parallel_agrees(&positions, &Guarded, 3, false);
    }
    checked += parallel_agrees(&playout(&TicTacToe::default(), 1, 5, 1), &OpenLines, 9, true);
    for (name, _) in EXAMPLES.iter().take(3) {
        checked += parallel_agrees(&[provinces(name)], &ProvincesEval, 1, true);
    }
    assert!(checked >= 150, "{checked} searches compared");
}

/// Whether no position `depth` plies from `state` has a capture (so quiescence has nothing to
/// resolve at the horizon of a `depth`-ply search).
fn quiet_horizon<G: Game>(state: &G, depth: u32) -> bool {
    if state.finished().is_some() {
        return true;
    }
    if depth == 0 {
        let mut captures = Vec::new();
        state.captures(&mut captures);
        return captures.is_empty();
    }
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    moves.into_iter().all(|mv| {
        let mut child = state.clone();
        child.apply(mv);
        quiet_horizon(&child, depth - 1)
    })
}

/// Quiescence changes neither the value nor the move where no capture is possible at the horizon.
fn quiescence_agrees<G: Game, E: Evaluator<G>>(positions: &[G], eval: &E, depth: u32) -> usize {
    let mut checked = 0;
    for (i, state) in positions.iter().filter(|s| quiet_horizon(*s, depth)).enumerate() {
        let without = search(state, eval, Limits::depth(depth), &options(1, false));
        let with = search(state, eval, Limits::depth(depth), &options(1, true));
        assert_eq!((with.score, with.best), (without.score, without.best), "quiet position {i}");
        checked += 1;
    }
    checked
}

#[test]
fn quiescence_never_changes_the_result_without_captures() {
    // Games without captures: every position.
    let mut games_without = 0;
    for seed in 0..3 {
        games_without += quiescence_agrees(&playout(&TicTacToe::default(), seed, 9, 1), &OpenLines, 4);
    }
    for (name, _) in EXAMPLES {
        games_without += quiescence_agrees(&[provinces(name)], &ProvincesEval, 1);
    }
    assert!(games_without >= 20, "{games_without} positions of games without captures");
    // Games with captures: positions where nothing can be taken at the horizon.
    let mut quiet = 0;
    for seed in 0..6 {
        quiet += quiescence_agrees(&playout(&tactigon("small"), seed, 12, 1), &TunedEval, 2);
        quiet += quiescence_agrees(&playout(&kings("default"), seed, 12, 1), &Guarded, 2);
        quiet += quiescence_agrees(&playout(&kings("field-12"), seed, 6, 1), &UnitCount, 2);
    }
    assert!(quiet >= 20, "{quiet} quiet positions of games with captures");
}

fn check<M: PartialEq + std::fmt::Debug>(legal: &[M], captures: &[M], takes: &dyn Fn(usize) -> bool) {
    for (i, mv) in legal.iter().enumerate() {
        assert_eq!(captures.contains(mv), takes(i), "{mv:?}");
    }
    assert!(captures.iter().all(|c| legal.contains(c)));
}

#[test]
fn captures_are_the_legal_moves_that_take_a_piece() {
    for seed in 0..4 {
        for state in playout(&tactigon("small"), seed, 60, 1) {
            let (mut legal, mut captures) = (Vec::new(), Vec::new());
            state.legal_moves(&mut legal);
            state.captures(&mut captures);
            check(&legal, &captures, &|i| state.piece_at(legal[i].to).is_some());
        }
        for state in playout(&kings("default"), seed, 60, 1) {
            let (mut legal, mut captures) = (Vec::new(), Vec::new());
            state.legal_moves(&mut legal);
            state.captures(&mut captures);
            check(&legal, &captures, &|i| state.unit_at(legal[i].to).is_some());
        }
    }
}

/// How long one decision took against its limit, with the search's mean cost of a node.
fn overrun<G: AiGame>(name: &str, state: &G, limit: Duration, threads: usize) -> (Duration, Duration) {
    let text = format!("minimax:{}ms:t{threads}", limit.as_millis());
    let player = AiPlayer::parse(&text, &[MINIMAX]).unwrap();
    let think = Think { seed: 3, ..Think::default() };
    let started = Instant::now();
    decide_checked(state, &player, &think).expect("a move");
    let took = started.elapsed();
    // A node's cost: a short fixed-depth search's time over its nodes.
    let sample = search(state, &G::Tuned::default(), Limits::depth(2), &SearchOptions::default());
    let node = sample.elapsed / sample.nodes.max(1) as u32;
    println!(
        "{name:<22} {threads} thread(s): limit {:>4} ms, took {:>7.2} ms ({:+6.2}%), one node {:>6.1} µs",
        limit.as_millis(),
        took.as_secs_f64() * 1000.0,
        (took.as_secs_f64() / limit.as_secs_f64() - 1.0) * 100.0,
        node.as_secs_f64() * 1e6
    );
    (took, node)
}

/// Measures, never sleeps: each decision must end within twice its limit plus a second, which
/// no search that watches its clock can miss however loaded the machine, while one that ignores
/// it (searching on to a fixed depth) does. The figures are printed
/// (`cargo test --test suite think_time -- --nocapture`); `cargo bench --bench search` measures.
#[test]
#[cfg_attr(
    windows,
    ignore = "the same clock logic as on Linux, where it runs; under Wine, while the suite runs, a second search thread waited seconds to be scheduled"
)]
fn think_time_limits_are_kept_on_every_game() {
    let limit = Duration::from_millis(120);
    let mid_tactigon = playout(&tactigon("small"), 7, 4, 6).pop().unwrap();
    let mid_kings = playout(&kings("default"), 7, 4, 6).pop().unwrap();
    for threads in [1, 2] {
        let mut figures = vec![
            overrun("tic-tac-toe", &TicTacToe::default(), limit, threads),
            overrun("tactigon small", &tactigon("small"), limit, threads),
            overrun("tactigon small, middle", &mid_tactigon, limit, threads),
            overrun("tactigon large", &tactigon("large"), limit, threads),
            overrun("kings default", &kings("default"), limit, threads),
            overrun("kings default, middle", &mid_kings, limit, threads),
            overrun("kings field-12", &kings("field-12"), limit, threads),
        ];
        for (name, _) in EXAMPLES.iter().take(3) {
            figures.push(overrun(name, &provinces(name), limit, threads));
        }
        for (took, node) in figures {
            let allowed = limit * 2 + node * 1000 + Duration::from_secs(1);
            assert!(took <= allowed, "took {took:?} for a {limit:?} limit (allowed {allowed:?})");
        }
    }
}
