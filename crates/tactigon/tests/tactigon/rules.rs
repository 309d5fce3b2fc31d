//! Tactigon's rules against the sheet.

use crate::util::{mv, position, targets};
use rand::RngExt;
use std::collections::BTreeSet;
use stratagem_core::assets::MapPreset;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Outcome, Seat};
use stratagem_tactigon::preset::{self, Preset};
use stratagem_tactigon::rules::{Combat, combat};
use stratagem_tactigon::{Kind, Rules, Side, Tactigon};

fn load(id: &str) -> Preset {
    Preset::load(&preset::Preset::dir().join(format!("{id}.ron"))).expect("preset loads")
}

/// The sheet's neighbour rule, written out literally.
fn sheet_neighbours((x, y): (i32, i32)) -> Vec<(i32, i32)> {
    let mut n = vec![(x, y - 1), (x, y + 1), (x - 1, y), (x + 1, y)];
    if x % 2 != 0 {
        n.extend([(x - 1, y - 1), (x + 1, y - 1)]);
    } else {
        n.extend([(x - 1, y + 1), (x + 1, y + 1)]);
    }
    n
}

/// The sheet's distance formula, written out literally.
fn sheet_distance(a: (i32, i32), b: (i32, i32)) -> u32 {
    let cube = |(x, y): (i32, i32)| {
        let q = x;
        let r = y - (x + x.rem_euclid(2)) / 2;
        (q, r, -q - r)
    };
    let (a, b) = (cube(a), cube(b));
    (((a.0 - b.0).abs() + (a.1 - b.1).abs() + (a.2 - b.2).abs()) / 2) as u32
}

#[test]
fn hexx_coordinates_agree_with_the_sheet_on_every_preset() {
    for (id, tiles) in [("small", 53), ("medium", 75), ("large", 117)] {
        let preset = load(id);
        let board = &preset.board;
        assert_eq!(board.len(), tiles, "{id} tile count");
        for a in 0..board.len() as u8 {
            let at = board.offset(a);
            let expected: BTreeSet<(i32, i32)> =
                sheet_neighbours(at).into_iter().filter(|&o| board.tile(o).is_some()).collect();
            let actual: BTreeSet<(i32, i32)> =
                board.neighbours(a).iter().filter(|&&n| n != u8::MAX).map(|&n| board.offset(n)).collect();
            assert_eq!(actual, expected, "{id}: neighbours of {at:?}");
            for b in 0..board.len() as u8 {
                assert_eq!(
                    board.distance(a, b),
                    sheet_distance(at, board.offset(b)),
                    "{id}: distance {at:?}-{:?}",
                    board.offset(b)
                );
            }
        }
    }
}

#[test]
fn presets_start_as_the_sheet_says() {
    for id in ["small", "medium", "large"] {
        let state = load(id).start(Rules::default(), Side::Red);
        assert_eq!(state.side_to_move(), Side::Red, "red moves first");
        for side in Side::BOTH {
            assert_eq!(state.piece_count(side), 13, "{id}: {side:?} has 13 pieces");
            for (kind, n) in [(Kind::Circle, 6), (Kind::Triangle, 3), (Kind::Square, 3), (Kind::Pentagon, 1)] {
                assert_eq!(state.started_with(side, kind), n, "{id}: {side:?} {kind:?}");
            }
        }
        assert!(state.outcome().is_none());
        assert_eq!(state.board().gold().len(), 2);
    }
    let small = load("small").start(Rules::default(), Side::Red);
    let gold: Vec<_> = small.board().gold().iter().map(|&g| small.board().offset(g)).collect();
    assert_eq!(gold, vec![(1, 5), (5, 5)]);
    assert_eq!(small.piece_at(small.board().tile((3, 8)).unwrap()).unwrap().kind, Kind::Pentagon);
}

#[test]
fn all_sixteen_combat_cells() {
    use Combat::*;
    use Kind::*;
    let table = [
        (Circle, [DefenderCaptured, DefenderCaptured, DefenderCaptured, DefenderCaptured]),
        (Triangle, [BothCaptured, DefenderCaptured, DefenderCaptured, DefenderCaptured]),
        (Square, [CannotAttack, BothCaptured, DefenderCaptured, DefenderCaptured]),
        (Pentagon, [CannotAttack, CannotAttack, CannotAttack, DefenderCaptured]),
    ];
    for (attacker, row) in table {
        for (defender, expected) in Kind::ALL.into_iter().zip(row) {
            assert_eq!(combat(attacker, defender), expected, "{attacker:?} attacks {defender:?}");
            // And on the board: cian's attacker on (3,4), red's defender on (3,5).
            let spare_cian = if attacker == Pentagon { "" } else { " P(2,0)" };
            let spare_red = if defender == Pentagon { "" } else { " P(3,10)" };
            let cian = format!("{}(3,4){spare_cian}", attacker.letter());
            let red = format!("{}(3,5){spare_red}", defender.letter());
            let mut state = position(&cian, &red, Side::Cian, Rules::default());
            let attack = mv(&state, (3, 4), (3, 5));
            let board = state.board();
            match expected {
                CannotAttack => {
                    assert!(!targets(&state, (3, 4)).contains(&(3, 5)));
                    let why = state.why_illegal(attack).expect("illegal");
                    assert_eq!(why.key(), Some("tactigon-illegal-cannot-attack"), "{why}");
                }
                DefenderCaptured => {
                    state.apply(attack);
                    let now = state.piece_at(board.tile((3, 5)).unwrap()).expect("attacker took the tile");
                    assert_eq!((now.side, now.kind), (Side::Cian, attacker));
                    assert!(state.piece_at(board.tile((3, 4)).unwrap()).is_none());
                }
                BothCaptured => {
                    state.apply(attack);
                    assert!(state.piece_at(board.tile((3, 5)).unwrap()).is_none());
                    assert!(state.piece_at(board.tile((3, 4)).unwrap()).is_none());
                }
            }
            if defender == Pentagon && expected != CannotAttack {
                assert_eq!(state.outcome().and_then(|o| o.winner()), Some(Seat(0)), "capturing the pentagon wins");
            }
        }
    }
}

fn within(state: &Tactigon, from: (i32, i32), range: std::ops::RangeInclusive<u32>) -> Vec<(i32, i32)> {
    let board = state.board();
    let f = board.tile(from).unwrap();
    let mut out: Vec<(i32, i32)> = (0..board.len() as u8)
        .filter(|&t| range.contains(&board.distance(f, t)) && state.piece_at(t).is_none())
        .map(|t| board.offset(t))
        .collect();
    out.sort();
    out
}

#[test]
fn free_paths_reach_every_empty_tile_within_the_steps() {
    let state = position("T(3,4) C(5,2) P(1,1)", "P(3,10)", Side::Cian, Rules::default());
    assert_eq!(targets(&state, (3, 4)), within(&state, (3, 4), 1..=3));
    assert_eq!(targets(&state, (5, 2)), within(&state, (5, 2), 1..=1));
    let state = position("S(3,4) P(1,1)", "P(3,10)", Side::Cian, Rules::default());
    assert_eq!(targets(&state, (3, 4)), within(&state, (3, 4), 1..=4));
}

#[test]
fn blocked_paths_stop_movement() {
    let ring = "C(3,1) C(3,3) C(2,2) C(4,2) C(2,1) C(4,1)";
    let walled = position(&format!("T(3,2) {ring} P(1,9)"), "P(3,10)", Side::Cian, Rules::default());
    assert!(targets(&walled, (3, 2)).is_empty(), "a piece walled in by friends cannot move");

    // Open one side: the triangle walks through (3,3) but no further than 3 steps.
    let open = position("T(3,2) C(3,1) C(2,2) C(4,2) C(2,1) C(4,1) P(1,9)", "P(3,10)", Side::Cian, Rules::default());
    let reach = targets(&open, (3, 2));
    assert!(reach.contains(&(3, 3)) && reach.contains(&(3, 5)));
    assert!(!reach.contains(&(3, 6)), "(3,6) is 4 steps away");

    // An enemy in the corridor blocks too (the triangle may attack it, not pass it).
    let enemy =
        position("T(3,2) C(3,1) C(2,2) C(4,2) C(2,1) C(4,1) P(1,9)", "S(3,3) P(3,10)", Side::Cian, Rules::default());
    assert_eq!(targets(&enemy, (3, 2)), vec![(3, 3)]);
}

#[test]
fn pieces_never_end_on_friends() {
    let state = position("C(3,4) C(3,5) P(1,1)", "P(3,10)", Side::Cian, Rules::default());
    assert!(!targets(&state, (3, 4)).contains(&(3, 5)));
    let why = state.why_illegal(mv(&state, (3, 4), (3, 5))).unwrap();
    assert_eq!(why.key(), Some("tactigon-illegal-friendly"), "{why}");
}

#[test]
fn advanced_rule_1_jumping_squares() {
    let jumping = Rules { jumping_squares: true, ..Rules::default() };
    let ring = "(3,1) (3,3) (2,2) (4,2) (2,1) (4,1)";
    let ring_of = |letter: char| ring.split(' ').map(|t| format!("{letter}{t}")).collect::<Vec<_>>().join(" ");

    // Friendly pieces: passed over, each passed tile costs a step.
    let friends = position(&format!("S(3,2) {} P(1,9)", ring_of('C')), "P(3,10)", Side::Cian, jumping);
    assert_eq!(targets(&friends, (3, 2)), within(&friends, (3, 2), 2..=4));
    let plain = position(&format!("S(3,2) {} P(1,9)", ring_of('C')), "P(3,10)", Side::Cian, Rules::default());
    assert!(targets(&plain, (3, 2)).is_empty(), "without the rule squares cannot jump");

    // Enemy circles: passed over, never attacked.
    let circles = position("S(3,2) P(1,9)", &format!("{} P(3,10)", ring_of('C')), Side::Cian, jumping);
    assert_eq!(targets(&circles, (3, 2)), within(&circles, (3, 2), 2..=4));

    // Enemy squares: never passed over, only attacked.
    let squares = position("S(3,2) P(1,9)", &format!("{} P(3,10)", ring_of('S')), Side::Cian, jumping);
    let mut ring_tiles: Vec<(i32, i32)> = vec![(3, 1), (3, 3), (2, 2), (4, 2), (2, 1), (4, 1)];
    ring_tiles.sort();
    assert_eq!(targets(&squares, (3, 2)), ring_tiles);

    // Only squares jump.
    let triangle = position(&format!("T(3,2) {} P(1,9)", ring_of('C')), "P(3,10)", Side::Cian, jumping);
    assert!(targets(&triangle, (3, 2)).is_empty());
}

#[test]
fn advanced_rule_2_gold_boost() {
    let boost = Rules { gold_boost: true, ..Rules::default() };
    let on_gold = position("C(1,5) C(3,4) P(3,0)", "P(3,10)", Side::Cian, boost);
    assert_eq!(targets(&on_gold, (1, 5)), within(&on_gold, (1, 5), 1..=2), "a circle on gold gets 2 steps");
    assert_eq!(targets(&on_gold, (3, 4)), within(&on_gold, (3, 4), 1..=1), "off gold: 1 step");
    let plain = position("C(1,5) P(3,0)", "P(3,10)", Side::Cian, Rules::default());
    assert_eq!(targets(&plain, (1, 5)), within(&plain, (1, 5), 1..=1));
}

#[test]
fn win_by_holding_every_gold_tile_at_the_start_of_the_turn() {
    // Cian stands on both gold tiles; red is to move and may still dislodge them.
    let mut state = position("C(1,5) C(5,4) P(3,0)", "C(3,9) P(3,10)", Side::Cian, Rules::default());
    state.apply(mv(&state, (5, 4), (5, 5)));
    assert_eq!(state.outcome(), None, "red gets a turn to answer");
    state.apply(mv(&state, (3, 9), (3, 8)));
    let outcome = state.outcome().expect("cian still holds both at the start of its turn");
    assert_eq!(outcome.winner(), Some(Side::Cian.seat()));
    assert_eq!(outcome.reason().key(), Some("tactigon-end-gold"), "{}", outcome.reason());
}

#[test]
fn win_by_pentagon_capture_and_the_turn_start_checks() {
    let mut state = position("C(3,4) P(3,0)", "P(3,5)", Side::Cian, Rules::default());
    state.apply(mv(&state, (3, 4), (3, 5)));
    let outcome = state.outcome().expect("over");
    assert_eq!(outcome.winner(), Some(Side::Cian.seat()));
    assert_eq!(outcome.reason().key(), Some("tactigon-end-pentagon"));
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    assert!(moves.is_empty(), "no moves once the game is over");
    // Seen from the winner's turn start too: the enemy pentagon is gone.
    let winner_to_move = position("C(3,4) P(3,0)", "C(3,6) P(3,5)", Side::Cian, Rules::default());
    assert!(winner_to_move.outcome().is_none());
}

#[test]
fn a_pentagon_walks_and_the_game_goes_on() {
    let mut state = position("P(3,2) C(1,1)", "P(3,8) C(1,9)", Side::Cian, Rules::default());
    assert_eq!(targets(&state, (3, 2)), within(&state, (3, 2), 1..=5), "five steps through empty tiles");
    state.apply(mv(&state, (3, 2), (2, 4)));
    assert_eq!(state.pentagon(Side::Cian), state.board().tile((2, 4)));
    assert!(state.outcome().is_none());
}

#[test]
fn a_player_with_no_legal_move_loses() {
    // Cian's lone pentagon in the corner is boxed in by red squares it cannot attack.
    let state = position("P(3,0)", "S(3,1) S(2,0) S(4,0) P(3,10)", Side::Cian, Rules::default());
    let outcome = state.outcome().expect("cian cannot move");
    assert_eq!(outcome.winner(), Some(Side::Red.seat()));
    assert_eq!(outcome.reason().key(), Some("tactigon-end-no-moves"), "{}", outcome.reason());
}

#[test]
fn no_capture_limit_draws() {
    let rules = Rules { no_capture_limit: 4, ..Rules::default() };
    let mut state = position("C(3,4) P(3,0)", "C(3,7) P(3,10)", Side::Cian, rules);
    for (from, to) in [((3, 4), (3, 3)), ((3, 7), (3, 8)), ((3, 3), (3, 4)), ((3, 8), (3, 7))] {
        assert!(state.outcome().is_none());
        state.apply(mv(&state, from, to));
    }
    assert!(matches!(state.outcome(), Some(Outcome::Draw { .. })), "{:?}", state.outcome());
    assert_eq!(state.no_capture_turns(), 4);
    // A capture resets the count.
    let mut state = position("C(3,4) P(3,0)", "C(3,5) C(1,7) P(3,10)", Side::Cian, rules);
    state.apply(mv(&state, (3, 4), (3, 5)));
    assert_eq!(state.no_capture_turns(), 0);
    // The sheet's limit: 100 turns without a capture draw, 99 do not.
    let mut state = position("C(3,4) P(3,0)", "C(3,7) P(3,10)", Side::Cian, Rules::default());
    state.set_no_capture_turns(98);
    state.apply(mv(&state, (3, 4), (3, 3)));
    assert!(state.outcome().is_none(), "99 turns without a capture");
    state.apply(mv(&state, (3, 7), (3, 8)));
    assert!(matches!(state.outcome(), Some(Outcome::Draw { .. })), "100 turns: {:?}", state.outcome());
}

#[test]
fn incremental_hash_matches_a_fresh_position() {
    let preset = load("small");
    let mut rng = seeded(3);
    for game in 0..20 {
        let mut state = preset.start(Rules::default(), Side::Red);
        for _ in 0..60 {
            let mut moves = Vec::new();
            state.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            state.apply(moves[rng.random_range(0..moves.len())]);
            if state.no_capture_turns() == 0 {
                let pieces: Vec<_> = state.pieces().map(|(t, p)| (p, t)).collect();
                let fresh = Tactigon::new(state.board(), state.rules(), &pieces, state.side_to_move());
                assert_eq!(fresh.position_hash(), state.position_hash(), "game {game}");
            }
        }
    }
}

#[test]
fn move_text_is_stable() {
    let state = position("T(3,4) P(3,0)", "C(3,5) P(3,10)", Side::Cian, Rules::default());
    assert_eq!(state.move_text(mv(&state, (3, 4), (3, 5))), "T(3,4)x(3,5)");
    assert_eq!(state.move_text(mv(&state, (3, 4), (2, 4))), "T(3,4)-(2,4)");
}
