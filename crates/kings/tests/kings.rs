//! Kings & Pawns: rules on odd maps, presets, and the HTN player's moves.

use std::path::Path;
use std::sync::Arc;
use stratagem_ai::htn::Domain;
use stratagem_ai::{AiGame, AiPlayer, GREEDY, HTN, RANDOM, Think, htn_move};
use stratagem_core::assets::MapPreset;
use stratagem_core::{Game, Outcome, Seat};
use stratagem_kings::preset::Preset;
use stratagem_kings::{KMove, Kings};

fn board(map: &[&str], p1: &str, p2: &str) -> Kings {
    let rows: Vec<String> = map.iter().map(|r| format!("\"{r}\"")).collect();
    let text = format!("(name: \"t\", map: [{}], players: [\"{p1}\", \"{p2}\"])", rows.join(", "));
    Preset::parse(&text, Path::new("t.ron")).unwrap_or_else(|e| panic!("{e}")).start(Seat(0), 100)
}

fn step(state: &Kings, from: (i32, i32), to: (i32, i32)) -> KMove {
    KMove { from: state.map().tile(from.0, from.1).unwrap(), to: state.map().tile(to.0, to.1).unwrap() }
}

fn targets(state: &Kings, from: (i32, i32)) -> Vec<(i32, i32)> {
    let f = state.map().tile(from.0, from.1).unwrap();
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut out: Vec<_> = moves.into_iter().filter(|m| m.from == f).map(|m| state.map().xy(m.to)).collect();
    out.sort();
    out
}

fn domain() -> Arc<Domain> {
    Arc::new(Domain::load(&stratagem_core::assets::asset_root().join("ai/kings.htn")).unwrap())
}

#[test]
fn units_step_in_eight_directions_around_gaps_and_friends() {
    let s = board(&["...", ".#.", "..."], "King(0,0) Pawn(1,0)", "King(2,2)");
    assert_eq!(targets(&s, (0, 0)), [(0, 1)], "the gap and the friend are not targets");
    assert_eq!(targets(&s, (1, 0)), [(0, 1), (2, 0), (2, 1)]);
    assert_eq!(s.why_illegal(step(&s, (0, 0), (1, 0))).unwrap().key(), Some("kings-illegal-friendly"));
}

#[test]
fn capturing_every_king_wins_and_names_follow_the_sheet() {
    let mut s = board(&["...", "...", "..."], "King(0,0) Pawn(1,1)", "King(2,2) Pawn(2,0)");
    let names: Vec<String> = s.units().iter().map(|&(u, _)| s.info(u).name.clone()).collect();
    assert_eq!(names, ["King1-1", "Pawn1-1", "King2-1", "Pawn2-1"]);
    s.apply(step(&s, (1, 1), (2, 2)));
    let outcome = s.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(Seat(0)));
    assert_eq!(outcome.reason().key(), Some("kings-end-kings"));

    let mut twin = board(&["....", "....", "...."], "King(0,2)", "King(0,0) King(3,0)");
    twin.apply(step(&twin, (0, 2), (0, 1)));
    twin.apply(step(&twin, (3, 0), (3, 1)));
    twin.apply(step(&twin, (0, 1), (0, 0)));
    assert!(twin.outcome().is_none(), "one king of two is left");
}

#[test]
fn unit_and_king_counts_and_legality_follow_random_games() {
    let start = stratagem_kings::preset::Preset::find("default").expect("the default map").start(Seat(0), 100);
    for seed in 0..20 {
        let mut s = start.clone();
        let mut moves = Vec::new();
        while s.outcome().is_none() {
            for seat in [Seat(0), Seat(1)] {
                let units: Vec<_> = s.units().into_iter().filter(|&(u, _)| s.info(u).owner == seat).collect();
                assert_eq!(s.unit_count(seat), units.len());
                assert_eq!(s.kings(seat), units.iter().filter(|&&(u, _)| s.info(u).is_king()).count());
            }
            moves.clear();
            s.legal_moves(&mut moves);
            for from in 0..=u8::MAX {
                for to in s.map().tiles() {
                    let mv = KMove { from, to };
                    assert_eq!(s.is_legal(mv), moves.contains(&mv), "{mv:?}");
                }
            }
            // Captures when there are any, so games end in all the ways they can.
            let captures: Vec<_> = moves.iter().copied().filter(|m| s.unit_at(m.to).is_some()).collect();
            let pool = if captures.is_empty() || seed % 3 == 0 { &moves } else { &captures };
            s.apply(pool[(seed as usize * 7 + s.position_hash() as usize) % pool.len()]);
        }
    }
}

#[test]
fn no_move_loses_and_quiet_turns_draw() {
    // Player 1's king and pawn stand on an island of two tiles.
    let stuck = board(&["..", "##", ".."], "King(0,0) Pawn(1,0)", "King(0,2)");
    let outcome = stuck.outcome().expect("player 1 cannot move");
    assert_eq!(outcome.winner(), Some(Seat(1)));
    assert_eq!(outcome.reason().key(), Some("kings-end-no-move"), "{}", outcome.reason());

    let mut quiet = board(&["....", "....", "...."], "King(0,2)", "King(3,0)");
    while quiet.outcome().is_none() {
        for (from, to) in [((0, 2), (1, 2)), ((3, 0), (2, 0)), ((1, 2), (0, 2)), ((2, 0), (3, 0))] {
            if quiet.outcome().is_none() {
                quiet.apply(step(&quiet, from, to));
            }
        }
    }
    assert!(matches!(quiet.outcome(), Some(Outcome::Draw { .. })));
    assert_eq!(quiet.no_capture_turns(), 100);
}

#[test]
fn presets_load_and_bad_ones_are_explained() {
    let ids: Vec<String> = Preset::load_all(&Preset::dir()).into_iter().map(|p| p.expect("loads").id).collect();
    assert_eq!(ids, ["crossroads", "default", "field-12", "twin-kings"]);
    stratagem_i18n::install_english();
    let bad = |players: &str, file: &str| {
        let text = format!("(name: \"b\", map: [\"...\", \"...\"], players: [{players}])");
        Preset::parse(&text, Path::new(file)).expect_err("broken").to_string()
    };
    assert!(bad("\"King(0,0)\", \"Pawn(2,1)\"", "noking.ron").contains("noking.ron: Player 2 has no king"));
    assert!(bad("\"King(0,0)\", \"King(5,1)\"", "off.ron").contains("Player 2's King at (5,1) is not on the map"));
    assert!(bad("\"King(0,0)\", \"King(0,0)\"", "two.ron").contains("two units on tile (0,0)"));
    assert!(bad("\"King(0,0)\", \"King(2,1) K1ng(1,1)\"", "kind.ron").contains("not a unit kind"));
    assert!(bad("\"King(0,0)\"", "one.ron").contains("1 players listed"));
}

#[test]
fn the_htn_player_plays_the_default_opening_and_explains_it() {
    let start = stratagem_kings::preset::Preset::find("default").unwrap().start(Seat(0), 100);
    let (mv, why) = htn_move(&start, &domain()).unwrap();
    let mut legal = Vec::new();
    start.legal_moves(&mut legal);
    assert!(legal.contains(&mv));
    assert!(why.iter().any(|l| l.starts_with("Advance: the closest pawn steps towards the enemy king")), "{why:?}");
    assert!(why.last().unwrap().starts_with("doMove("), "{why:?}");
}

#[test]
fn htn_players_only_make_legal_moves() {
    let d = domain();
    for preset in ["default", "crossroads", "twin-kings"] {
        let start = stratagem_kings::preset::Preset::find(preset).unwrap().start(Seat(0), 60);
        for seed in 0..4u64 {
            let mut state = start.clone();
            let players =
                [AiPlayer::new(HTN), if seed % 2 == 0 { AiPlayer::new(RANDOM) } else { AiPlayer::new(GREEDY) }];
            let mut ply = 0;
            while state.outcome().is_none() && ply < 200 {
                let seat = state.to_move().index();
                let seat_kind = if seed >= 2 { players[1 - seat] } else { players[seat] };
                let think = Think { seed: seed * 1000 + ply, htn: Some(d.clone()), ..Think::default() };
                let mv = AiGame::decide(&state, &seat_kind, &think).expect("a move");
                assert_eq!(state.why_illegal(mv), None, "{preset} seed {seed} ply {ply}: {}", state.move_text(mv));
                if seat_kind == AiPlayer::new(HTN) {
                    htn_move(&state, &d).expect("the HTN player finds a plan while the game is on");
                }
                state.apply(mv);
                ply += 1;
            }
            assert!(state.outcome().is_some(), "{preset} seed {seed} ends");
        }
    }
}
