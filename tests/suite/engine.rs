//! The shared minimax engine: alpha-beta, PVS and the table never change the value; turns
//! with several actions are searched with the right signs; budgets and cancel work.

use crate::tactigon_util::position;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use stratagem::ai::Evaluator;
use stratagem::ai::minimax::{Limits, SearchOptions, WIN, plain_minimax, search};
use stratagem::core::assets::MapPreset;
use stratagem::core::{Game, Outcome, Seat, Step};
use stratagem::games::tactigon::eval::{ReferenceEval, TunedEval};
use stratagem::games::tactigon::preset::Preset;
use stratagem::games::tactigon::{Rules, Side};
use stratagem::games::tictactoe::TicTacToe;
use stratagem::games::tictactoe::rules::OpenLines;

#[test]
fn engine_value_equals_plain_minimax_on_small_tactigon_positions() {
    // Pentagons boxed in by their own pieces keep full-width depth 4 affordable.
    let positions = [
        position(
            "P(3,0) C(2,0) C(4,0) C(3,1) T(3,4)",
            "P(3,10) C(3,9) C(2,9) S(4,9) C(3,6)",
            Side::Cian,
            Rules::default(),
        ),
        position(
            "P(3,0) C(2,0) C(4,0) S(3,1) C(2,4)",
            "P(3,10) T(3,9) C(2,9) C(4,9) C(3,5)",
            Side::Red,
            Rules::default(),
        ),
        position(
            "P(3,0) S(2,0) C(4,0) C(3,1) C(1,5)",
            "P(3,10) S(3,9) C(2,9) C(4,9) C(5,5)",
            Side::Cian,
            Rules { jumping_squares: true, gold_boost: true, ..Rules::default() },
        ),
        position(
            "P(3,0) C(2,0) C(4,0) C(3,1) C(3,4)",
            "P(3,10) C(3,9) C(2,9) C(4,9) C(3,5)",
            Side::Red,
            Rules { no_capture_limit: 3, ..Rules::default() },
        ),
    ];
    for (i, state) in positions.iter().enumerate() {
        for depth in 1..=4 {
            let expected = plain_minimax(state, &TunedEval, depth);
            for seed in [1, 2] {
                let report = search(
                    state,
                    &TunedEval,
                    Limits::depth(depth),
                    &SearchOptions { seed, ..SearchOptions::default() },
                );
                assert_eq!(report.score, expected, "position {i} depth {depth} seed {seed}");
                let mut child = state.clone();
                child.apply(report.best.unwrap());
                if child.outcome().is_none() && expected.abs() < WIN / 2 {
                    assert_eq!(
                        -plain_minimax(&child, &TunedEval, depth - 1),
                        expected,
                        "position {i} depth {depth}: the best move has the root value"
                    );
                }
            }
        }
    }
}

#[test]
fn engine_value_equals_plain_minimax_on_tictactoe() {
    for rows in ["... / ... / ...", "X.. / .O. / ...", "XO. / .X. / ..O", "XXO / .O. / .OX"] {
        for to_move in [Seat(0), Seat(1)] {
            let state = TicTacToe::parse(rows, to_move).unwrap();
            for depth in 1..=4 {
                let report = search(&state, &OpenLines, Limits::depth(depth), &SearchOptions::default());
                assert_eq!(report.score, plain_minimax(&state, &OpenLines, depth), "{rows} depth {depth}");
            }
        }
    }
}

/// A toy game where each seat takes two actions per turn, so the side to move repeats.
/// Each action adds one of three values (chosen by position) to seat 0's tally; after
/// `plies` actions seat 0 wins if the tally is positive, seat 1 if negative.
#[derive(Clone, Debug)]
struct TwoActions {
    tally: i32,
    ply: u32,
    plies: u32,
}

impl TwoActions {
    fn seat_of(ply: u32) -> Seat {
        Seat(((ply / 2) % 2) as u8)
    }
}

impl Game for TwoActions {
    type Move = u8;
    fn seats(&self) -> usize {
        2
    }
    fn play(&mut self, mv: u8) -> Vec<Step> {
        self.apply(mv);
        vec![Step::TurnEnded { next: self.to_move() }]
    }
    fn parse_move(&self, text: &str) -> Result<u8, String> {
        text.parse().map_err(|_| format!("'{text}' is not 0, 1 or 2"))
    }
    fn to_move(&self) -> Seat {
        Self::seat_of(self.ply)
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        if self.ply < self.plies {
            out.extend(0..3);
        }
    }
    fn apply(&mut self, mv: u8) {
        const VALUES: [i32; 7] = [3, -5, 2, -1, 4, -2, 1];
        self.tally += VALUES[((self.ply * 3 + mv as u32) % 7) as usize] * if mv == 1 { -1 } else { 1 };
        self.ply += 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.ply < self.plies {
            return None;
        }
        Some(match self.tally.signum() {
            1 => Outcome::Win { seat: Seat(0), reason: "positive".into() },
            -1 => Outcome::Win { seat: Seat(1), reason: "negative".into() },
            _ => Outcome::Draw { reason: "zero".into() },
        })
    }
    fn position_hash(&self) -> u64 {
        (self.tally as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (self.ply as u64) << 56
    }
    fn move_text(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn move_key(&self, mv: u8) -> usize {
        mv as usize
    }
}

struct Tally;
impl Evaluator<TwoActions> for Tally {
    fn evaluate(&self, state: &TwoActions, seat: Seat) -> i32 {
        if seat == Seat(0) { state.tally } else { -state.tally }
    }
}

/// Minimax written the other way round: seat 0 maximises, seat 1 minimises, no negation.
fn max_min(state: &TwoActions, depth: u32, ply: i32) -> i32 {
    if let Some(outcome) = state.outcome() {
        return match outcome.winner() {
            Some(Seat(0)) => WIN - ply,
            Some(_) => -(WIN - ply),
            None => 0,
        };
    }
    if depth == 0 {
        return state.tally;
    }
    let values = (0..3u8).map(|m| {
        let mut child = state.clone();
        child.apply(m);
        max_min(&child, depth - 1, ply + 1)
    });
    if state.to_move() == Seat(0) { values.max().unwrap() } else { values.min().unwrap() }
}

#[test]
fn several_actions_in_a_turn_keep_the_sign() {
    for start_ply in 0..4 {
        for plies in [5, 6, 8] {
            let state = TwoActions { tally: 0, ply: start_ply, plies };
            for depth in 1..=6 {
                let expected = max_min(&state, depth, 0);
                let expected = if state.to_move() == Seat(0) { expected } else { -expected };
                let report = search(&state, &Tally, Limits::depth(depth), &SearchOptions::default());
                assert_eq!(report.score, expected, "start {start_ply} plies {plies} depth {depth}");
            }
        }
    }
}

#[test]
fn node_limit_and_cancel_stop_the_search_with_a_legal_move() {
    let start = Preset::find("small").unwrap().start(Rules::default(), Side::Red);
    let mut legal = Vec::new();
    start.legal_moves(&mut legal);

    let tiny =
        search(&start, &ReferenceEval, Limits { nodes: Some(1), ..Limits::default() }, &SearchOptions::default());
    assert!(legal.contains(&tiny.best.unwrap()), "even with no budget a legal move comes back");

    let limited =
        search(&start, &ReferenceEval, Limits { nodes: Some(20_000), ..Limits::default() }, &SearchOptions::default());
    assert!(limited.nodes <= 20_000 + 256, "{} nodes", limited.nodes);
    assert!(limited.depth >= 2 && legal.contains(&limited.best.unwrap()));

    let cancel = Arc::new(AtomicBool::new(false));
    let info = Arc::new(std::sync::Mutex::new(stratagem::ai::minimax::SearchInfo::default()));
    let options = SearchOptions { cancel: Some(cancel.clone()), info: Some(info.clone()), ..SearchOptions::default() };
    let state = start.clone();
    let worker = std::thread::spawn(move || search(&state, &ReferenceEval, Limits::default(), &options));
    // Cancel once the search has completed a depth and is working on the next.
    while info.lock().unwrap().depth < 2 {
        std::thread::yield_now();
    }
    cancel.store(true, Ordering::Relaxed);
    // The search has no limit but the flag: it returns only because the cancel is honoured,
    // and before it would have finished the next depths (measured in depths, not seconds).
    let report = worker.join().unwrap();
    assert!(report.depth >= 1 && report.depth < 12 && legal.contains(&report.best.unwrap()), "depth {}", report.depth);
}

#[test]
fn search_publishes_its_progress() {
    let start = Preset::find("small").unwrap().start(Rules::default(), Side::Red);
    let info = Arc::new(std::sync::Mutex::new(Default::default()));
    let options = SearchOptions { info: Some(info.clone()), ..SearchOptions::default() };
    let report = search(&start, &TunedEval, Limits::depth(3), &options);
    let info = info.lock().unwrap();
    assert_eq!(info.depth, 3);
    assert_eq!(info.score, report.score);
    assert_eq!(info.pv.len(), report.pv.len());
    assert!(!info.pv.is_empty() && info.nodes > 0);
}

#[test]
fn equal_boards_are_kept_once() {
    use stratagem::core::interned::intern;
    let a = intern(vec![1u8, 2, 3]);
    let b = intern(vec![1u8, 2, 3]);
    let c = intern(vec![1u8, 2, 4]);
    assert!(std::ptr::eq(a, b), "an equal value is the one already kept");
    assert!(!std::ptr::eq(a, c));
    assert_eq!(*c, [1, 2, 4]);
    let small = stratagem::games::tactigon::preset::Preset::find("small").expect("the small preset");
    let again = stratagem::games::tactigon::preset::Preset::find("small").expect("the small preset");
    assert!(std::ptr::eq(small.board, again.board), "loading a preset again reuses its board");
}
