//! Provinces rules: the sheet's worked examples, hand-made positions for each rule, invariants
//! over seeded random games in both move sets and topologies, move text, the generator, presets.

mod examples;

use examples::{EXAMPLES, EXPECTED};
use rand::RngExt;
use std::path::Path;
use stratagem_core::assets::MapPreset;
use stratagem_core::options::Options;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Outcome, Step};
use stratagem_provinces::generator::generate;
use stratagem_provinces::preset::{self, Preset, position_text};
use stratagem_provinces::rules::half_away;
use stratagem_provinces::{MoveSet, PMove, Provinces, Rules, Side, Thing, Topology};

fn load_with(text: &str, rules: Rules) -> Provinces {
    Preset::parse(text, Path::new("test.ron")).expect("test position is valid").start(rules)
}

fn load(text: &str) -> Provinces {
    load_with(text, Rules::default())
}

/// A square8 position from its rows and money, red to move; without blue land, a blue tile
/// is added out of the way (below a row of sea) so that the position is a game.
fn square(rows: &[&str], money: &str) -> Provinces {
    let mut rows: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
    let mut money = money.to_string();
    if !rows.iter().any(|r| r.contains('b')) {
        let width = rows[0].split_whitespace().count();
        rows.push(vec!["~~"; width].join(" "));
        rows.push(format!("{}b.", "~~ ".repeat(width - 1)));
        money += &format!(", (({}, {}), 0)", width - 1, rows.len() - 1);
    }
    let rows: Vec<String> = rows.iter().map(|r| format!("{r:?}")).collect();
    load(&format!("(name: \"t\", topology: Square8, rows: [{}], money: [{money}])", rows.join(", ")))
}

fn legal(state: &Provinces) -> Vec<PMove> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    moves
}

fn texts(state: &Provinces) -> Vec<String> {
    legal(state).into_iter().map(|m| state.move_text(m)).collect()
}

/// Plays a move given as text; it must be legal.
fn play(state: &mut Provinces, text: &str) -> Vec<Step> {
    let mv = state.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(state.is_legal(mv), "{text} should be legal; legal: {:?}", texts(state));
    state.play(mv)
}

fn money_at(state: &Provinces, at: (i32, i32)) -> i64 {
    state.province_at(state.map().tile(at).unwrap()).expect("a province there").money
}

/// Minimax over whole turns with the reference evaluation (in fifths): red minimises.
fn minimax(state: &Provinces, depth: u32) -> i64 {
    if depth == 0 || state.finished().is_some() {
        return state.reference_eval5();
    }
    let values = state.whole_turns().into_iter().map(|s| minimax(&s, depth - 1));
    match state.side_to_move() {
        Side::Red => values.min(),
        Side::Blue => values.max(),
    }
    .expect("a turn can always end")
}

fn fifths_text(v: i64) -> String {
    format!("{}{}.{}", if v < 0 { "-" } else { "" }, v.abs() / 5, v.abs() % 5 * 2)
}

#[test]
fn worked_examples_match_expected_tsv() {
    let mut failures = Vec::new();
    for line in EXPECTED.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (_, text) = EXAMPLES.iter().find(|(f, _)| *f == cols[0]).expect("example listed");
        let state = load(text);
        assert_eq!(format!("{:?}", state.side_to_move()), cols[1]);
        let got =
            (state.whole_turn_count().to_string(), fifths_text(minimax(&state, 1)), fifths_text(minimax(&state, 2)));
        let want = (cols[2].to_string(), cols[3].to_string(), cols[4].to_string());
        if got != want {
            failures.push(format!("{}: got {got:?}, want {want:?}", cols[0]));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn example(name: &str) -> &'static str {
    EXAMPLES.iter().find(|(f, _)| *f == name).expect("example exists").1
}

#[test]
fn income_rounds_halves_away_from_zero() {
    assert_eq!([half_away(5), half_away(-5), half_away(-7), half_away(4), half_away(0)], [3, -3, -4, 2, 0]);
    let state = square(&["r. rf rp ~~", "~~ ~~ ~~ ~~", "b. bT b. bt"], "((0,0), 0), ((0,2), 0)");
    // Red: 3 tiles + 4 − 2 = 5 → 3. Blue: 4 tiles − 6 − 1 = −3 → −2.
    assert_eq!(state.province_at(0).unwrap().income, 3);
    assert_eq!(state.province_at(state.map().tile((0, 2)).unwrap()).unwrap().income, -2);
}

#[test]
fn bankrupt_province_loses_its_units_and_money_then_earns_again() {
    let mut state = square(&["r. r. ~~ ~~ ~~", "~~ ~~ ~~ ~~ ~~", "bk bk b. b. b."], "((0,0), 5), ((4,2), 10)");
    assert_eq!(state.province_at(state.map().tile((0, 2)).unwrap()).unwrap().income, -34);
    play(&mut state, "end");
    assert_eq!(money_at(&state, (0, 0)), 5, "no income after red's turn");
    let steps = play(&mut state, "end");
    let bankrupt = steps
        .iter()
        .filter(|s| matches!(s, Step::Destroyed { why, .. } if why.key() == Some(stratagem_provinces::rules::BANKRUPT)))
        .count();
    assert_eq!(bankrupt, 2, "{steps:?}");
    assert_eq!(money_at(&state, (0, 2)), 0);
    assert_eq!(money_at(&state, (0, 0)), 6, "red earns round(2/2) = 1");
    assert_eq!(state.thing(state.map().tile((0, 2)).unwrap()), Thing::Empty);
    assert_eq!(state.province_at(state.map().tile((0, 2)).unwrap()).unwrap().income, 3);
    play(&mut state, "end");
    play(&mut state, "end");
    assert_eq!(money_at(&state, (0, 2)), 3);
    assert_eq!(state.round(), 3);
}

#[test]
fn split_shares_money_by_size_rounded_down() {
    let mut state = square(&["b. b. b. b. b. b.", "~~ ~~ ~~ rs ~~ ~~"], "((0,0), 13), ((3,1), 0)");
    play(&mut state, "(3,1)-(3,0)");
    assert_eq!(money_at(&state, (0, 0)), 7, "3 × 13 // 5");
    assert_eq!(money_at(&state, (4, 0)), 5, "2 × 13 // 5");
    assert_eq!(state.conquests(Side::Red), 1);
    assert_eq!(state.provinces().len(), 3);
}

#[test]
fn merge_sums_money_and_skips_the_merged_province() {
    let mut state = square(&["r. rp .. r. r."], "((0,0), 11), ((3,0), 25)");
    let steps = play(&mut state, "(1,0)-(2,0)");
    assert!(steps.iter().any(|s| matches!(s, Step::Merged { .. })), "{steps:?}");
    assert_eq!(state.provinces().len(), 2, "one red province and the blue one");
    assert_eq!(money_at(&state, (4, 0)), 36);
    assert_eq!(state.province_at(0).unwrap().size, 5);
    assert_eq!(state.conquests(Side::Red), 0, "neutral land is no conquest");
    assert_eq!(legal(&state), [PMove::End], "the merged province already acted");
    // A later province acting first uses up the earlier ones' turn too.
    let mut state = square(&["r. rp .. r. r."], "((0,0), 11), ((3,0), 25)");
    play(&mut state, "buy peasant (4,0)");
    assert_eq!(legal(&state), [PMove::End]);
}

/// Square positions need a blue province; these put it out of the way.
const FAR_BLUE: &str = "~~ ~~ ~~ ~~ ~~ b. b.";

#[test]
fn one_tile_pieces_are_wiped_split_or_not() {
    let mut state = square(&["bp b. b.", "~~ rs ~~"], "((0,0), 9), ((1,1), 0)");
    let steps = play(&mut state, "(1,1)-(1,0)");
    let wiped = steps
        .iter()
        .filter(|s| matches!(s, Step::Destroyed { why, .. } if why.key() == Some(stratagem_provinces::rules::CUT_OFF)))
        .count();
    assert_eq!(wiped, 2, "{steps:?}");
    for x in [0, 2] {
        let t = state.map().tile((x, 0)).unwrap();
        assert_eq!((state.owner(t), state.thing(t)), (None, Thing::Empty));
    }
    assert_eq!(state.tiles_of(Side::Blue), 0);
    play(&mut state, "end");
    assert_eq!(state.outcome().and_then(|o| o.winner()), Some(Side::Red.seat()));
    // Not split, but one tile left: wiped as well.
    let mut state =
        square(&["b. bp ~~ ~~ ~~ ~~ ~~", "rs ~~ ~~ ~~ ~~ ~~ ~~", FAR_BLUE], "((0,0), 4), ((0,1), 0), ((5,2), 0)");
    play(&mut state, "(0,1)-(0,0)");
    assert_eq!(state.owner(state.map().tile((1, 0)).unwrap()), None);
}

#[test]
fn tower_zones_block_the_right_units() {
    let state = load(example("e2_towers.ron"));
    let moves = texts(&state);
    let has = |m: &str| moves.iter().any(|t| t == m);
    for (text, allowed) in [
        ("buy peasant (2,0)", true),
        ("buy baron (2,0)", true),
        ("buy peasant (2,1)", false),
        ("buy spearman (2,1)", false),
        ("buy baron (2,1)", false),
        ("buy knight (2,1)", true),
        ("buy baron (2,3)", false),
        ("buy knight (2,3)", true),
        ("(1,1)-(2,0)", true),
        ("(0,1)-(2,1)", false),
        ("(1,2)-(2,2)", false),
    ] {
        assert_eq!(has(text), allowed, "{text}");
    }
    // On hex, and on the player's own tiles: (1,0) is next to the tower on (2,0).
    let text = "(name: \"t\", rows: [\"rp r. bt b.\"], money: [((0,0), 30), ((3,0), 0)])";
    let state = load(text);
    let moves = texts(&state);
    let has = |m: &str| moves.iter().any(|t| t == m);
    assert!(!has("buy peasant (1,0)") && !has("(0,0)-(1,0)") && !has("buy spearman (1,0)"), "{moves:?}");
    assert!(has("buy baron (1,0)") && has("buy peasant (0,0)"), "{moves:?}");
}

#[test]
fn farms_go_next_to_farms_and_their_price_grows() {
    let state = load(example("e5_farms.ron"));
    let farms: Vec<String> = texts(&state).into_iter().filter(|t| t.starts_with("buy farm")).collect();
    let want = ["(1,0)", "(2,0)", "(0,1)", "(2,1)", "(0,2)", "(1,2)", "(2,2)"];
    assert_eq!(farms, want.map(|t| format!("buy farm {t}")));
    let mut state = load_with(example("e5_farms.ron"), Rules { move_set: MoveSet::FreeTurn, ..Rules::default() });
    let steps = play(&mut state, "buy farm (2,2)");
    assert!(steps.contains(&Step::Bought { item: owned(Side::Red, Thing::Farm), at: (2, 2), cost: 16 }), "{steps:?}");
    let steps = play(&mut state, "buy farm (3,1)");
    assert!(steps.contains(&Step::Bought { item: owned(Side::Red, Thing::Farm), at: (3, 1), cost: 18 }), "{steps:?}");
    assert_eq!(money_at(&state, (0, 0)), 60 - 16 - 18);
    assert_eq!(state.province_at(0).unwrap().farms, 4);
    // A province without farms may put its first one on any empty tile.
    let state = load(example("e6_interior.ron"));
    assert_eq!(texts(&state).iter().filter(|t| t.starts_with("buy farm")).count(), 8);
}

#[test]
fn buying_a_unit_that_captures() {
    let mut state = square(&["r. r. bp b. b."], "((0,0), 20), ((4,0), 6)");
    assert!(!texts(&state).contains(&"buy peasant (2,0)".to_string()), "1 does not beat protection 1");
    let steps = play(&mut state, "buy spearman (2,0)");
    assert!(steps.contains(&Step::Captured { piece: owned(Side::Blue, Thing::Peasant), at: (2, 0) }), "{steps:?}");
    assert_eq!(state.owner(2), Some(Side::Red));
    assert_eq!(state.thing(2), Thing::Spearman);
    assert_eq!(state.conquests(Side::Red), 1);
    assert_eq!(money_at(&state, (0, 0)), 0);
    assert_eq!(money_at(&state, (3, 0)), 6);
}

#[test]
fn merging_units_and_strength() {
    let mut state = square(&["rp rp r. .. bs b. b."], "((0,0), 40), ((6,0), 0)");
    let moves = texts(&state);
    assert!(moves.contains(&"(0,0)-(1,0)".to_string()) && !moves.contains(&"(0,0)-(4,0)".to_string()));
    play(&mut state, "(0,0)-(1,0)");
    assert_eq!(state.thing(1), Thing::Spearman);
    // A knight does not merge further (4 + 1 > 4).
    let state = square(&["rk rp r. ~~ b. b."], "((0,0), 40), ((4,0), 0)");
    assert!(!texts(&state).contains(&"(1,0)-(0,0)".to_string()));
    assert!(!texts(&state).contains(&"buy peasant (0,0)".to_string()));
}

#[test]
fn free_turn_moves_every_unit_once_and_buys_while_money_lasts() {
    let mut state = load_with(example("e6_interior.ron"), Rules { move_set: MoveSet::FreeTurn, ..Rules::default() });
    play(&mut state, "(2,2)-(2,1)");
    assert!(!texts(&state).iter().any(|t| t.starts_with("(2,1)-")), "the spearman has moved");
    play(&mut state, "buy peasant (1,1)");
    assert!(texts(&state).iter().any(|t| t.starts_with("(1,1)-")), "a unit bought inside may move");
    play(&mut state, "buy peasant (3,3)");
    assert!(!texts(&state).iter().any(|t| t.starts_with("buy")), "money spent");
    play(&mut state, "end");
    assert_eq!(state.side_to_move(), Side::Blue);
}

#[test]
fn move_text_reads_back_and_names_the_buyer_when_needed() {
    let state = square(&["r. .. r.", "~~ ~~ ~~", "~~ b. b."], "((0,0), 10), ((2,0), 10), ((1,2), 0)");
    let moves = texts(&state);
    assert!(moves.contains(&"buy peasant (1,0) by (0,0)".to_string()), "{moves:?}");
    assert!(moves.contains(&"buy peasant (1,0) by (2,0)".to_string()), "{moves:?}");
    let error = state.parse_move("buy peasant (1,0)").unwrap_err();
    assert!(error.contains("by"), "{error}");
    let state = load(example("e6_interior.ron"));
    let moves = texts(&state);
    for text in ["buy peasant (1,1)", "(2,2)-(3,3)", "(2,2)-(2,0)", "end"] {
        assert!(moves.contains(&text.to_string()), "{text} in {moves:?}");
    }
    assert!(!moves.contains(&"(2,2)-(4,4)".to_string()), "Manhattan 4 is out of reach");
    let far = PMove::Move { from: 0, to: 35 };
    assert!(state.move_key(far) < stratagem_core::MOVE_KEYS && state.why_illegal(far).is_some());
    for bad in ["buy dragon (1,1)", "(1,1)", "(9,9)-(1,1)", ""] {
        assert!(state.parse_move(bad).is_err(), "{bad}");
    }
}

/// Checks the incremental bookkeeping against a recomputation from the tiles.
fn check_provinces(state: &Provinces) {
    let map = state.map();
    let labels = state.province_labels();
    let mut seen = vec![false; map.len()];
    for t in 0..map.len() as u16 {
        let Some(side) = state.owner(t) else {
            assert_eq!(labels[t as usize], None);
            continue;
        };
        if seen[t as usize] {
            continue;
        }
        let mut comp = vec![t];
        seen[t as usize] = true;
        let mut i = 0;
        while i < comp.len() {
            for &n in map.neighbours(comp[i]) {
                if !seen[n as usize] && state.owner(n) == Some(side) {
                    seen[n as usize] = true;
                    comp.push(n);
                }
            }
            i += 1;
        }
        let first = *comp.iter().min().unwrap();
        for &u in &comp {
            assert_eq!(labels[u as usize], Some(first), "tile {:?} in the province of {:?}", map.xy(u), map.xy(first));
        }
        let info = state.province_at(t).unwrap();
        assert_eq!((info.size as usize, info.side), (comp.len(), side));
        assert!(info.money >= 0);
    }
}

fn total_money(state: &Provinces) -> i64 {
    state.provinces().iter().map(|p| p.money).sum()
}

/// Plays a seeded random game, checking every invariant after every move; returns the plies.
fn random_game(start: Provinces, seed: u64) -> usize {
    let mut rng = seeded(seed);
    let mut state = start;
    let mut plies = 0;
    let mut moves = Vec::new();
    while state.finished().is_none() {
        plies += 1;
        assert!(plies < 20_000, "the game must end within the round limit");
        moves.clear();
        state.legal_moves(&mut moves);
        assert_eq!(moves.last(), Some(&PMove::End));
        for &m in &moves {
            assert_eq!(state.parse_move(&state.move_text(m)), Ok(m), "{}", state.move_text(m));
            assert!(state.move_key(m) < stratagem_core::MOVE_KEYS);
        }
        let mv = if moves.len() == 1 || rng.random_range(0..8) == 0 {
            PMove::End
        } else {
            moves[rng.random_range(0..moves.len() - 1)]
        };
        assert!(state.is_legal(mv) && state.why_illegal(mv).is_none());
        let (before, mover) = (total_money(&state), state.side_to_move());
        let gains: i64 = state.provinces().iter().map(|p| p.income.max(0)).sum();
        let hash = state.position_hash();
        state.apply(mv);
        assert_ne!(hash, state.position_hash(), "{mv:?} changes the position");
        check_provinces(&state);
        let after = total_money(&state);
        match mv {
            PMove::End if mover == Side::Blue => assert!(after <= before + gains),
            _ => assert!(after <= before, "{mv:?} made money from nothing"),
        }
        if mv == PMove::End && state.finished().is_none() {
            let again = load_with(&position_text(&state, "again"), state.rules());
            assert_eq!(again.position_hash(), state.position_hash(), "the incremental hash is the recomputed one");
            assert_eq!(position_text(&again, "again"), position_text(&state, "again"));
        }
    }
    assert!(state.round() <= state.rules().round_limit + 1);
    plies
}

#[test]
fn random_games_keep_every_invariant() {
    let mut plies = 0;
    for topology in [Topology::Hex, Topology::Square8] {
        for move_set in [MoveSet::Antiyomacy, MoveSet::FreeTurn] {
            for seed in 0..9u64 {
                let size = if seed % 3 == 2 { 16 } else { 8 };
                let layout = generate(size, seed, topology);
                let text = layout_text(&layout);
                let rules = Rules { move_set, round_limit: 25 };
                plies += random_game(load_with(&text, rules), seed * 7 + 1);
            }
        }
    }
    assert!(plies > 3000, "the games were played out: {plies} plies");
}

/// A generated layout as preset text, through a loaded position.
fn layout_text(layout: &stratagem_provinces::preset::Layout) -> String {
    let size = layout.land.len();
    format!(
        "(name: \"g\", topology: {:?}, rows: [{}], money: [{}])",
        layout.topology,
        (0..size)
            .map(|y| {
                let row: Vec<String> = (0..size)
                    .map(|x| {
                        let (owner, _) = layout.tiles[y * size + x];
                        match (layout.land[y][x], owner) {
                            (false, _) => "~~".into(),
                            (true, None) => "..".into(),
                            (true, Some(s)) => format!("{}.", if s == Side::Red { 'r' } else { 'b' }),
                        }
                    })
                    .collect();
                format!("{:?}", row.join(" "))
            })
            .collect::<Vec<_>>()
            .join(", "),
        layout.money.iter().map(|((x, y), m)| format!("(({x}, {y}), {m})")).collect::<Vec<_>>().join(", ")
    )
}

#[test]
fn generator_is_deterministic_and_connected() {
    for topology in [Topology::Hex, Topology::Square8] {
        for size in [8u32, 16] {
            let maps: Vec<_> = (0..8u64).map(|seed| generate(size, seed, topology)).collect();
            assert_eq!(generate(size, 3, topology), maps[3], "same seed, same map");
            assert!(maps.iter().any(|m| m.land != maps[0].land), "seeds give different maps");
            for (seed, layout) in maps.iter().enumerate() {
                let state = load(&layout_text(layout));
                let map = state.map();
                let land: Vec<u16> = (0..map.len() as u16).filter(|&t| map.is_land(t)).collect();
                assert!(land.len() >= 6, "seed {seed}: the walkers carved land");
                let mut seen = vec![false; map.len()];
                let mut stack = vec![land[0]];
                seen[land[0] as usize] = true;
                while let Some(t) = stack.pop() {
                    for &n in map.neighbours(t) {
                        if !seen[n as usize] {
                            seen[n as usize] = true;
                            stack.push(n);
                        }
                    }
                }
                assert!(land.iter().all(|&t| seen[t as usize]), "seed {seed}: land is connected");
                for side in Side::BOTH {
                    let provinces: Vec<_> = state.provinces().into_iter().filter(|p| p.side == side).collect();
                    assert!(!provinces.is_empty());
                    let each = if size == 8 { 12 } else { 24 / provinces.len() as i64 };
                    assert!(provinces.iter().all(|p| p.money == each && (1..=10).contains(&p.size)), "{provinces:?}");
                }
                let red_first = state.provinces().into_iter().find(|p| p.side == Side::Red).unwrap();
                assert_eq!(map.tile(red_first.first), Some(land[0]), "red starts on the first land tile");
            }
        }
    }
}

#[test]
fn shipped_presets_load_and_write_back() {
    let presets = preset::Preset::load_all(&preset::Preset::dir());
    let ids: Vec<String> = presets.iter().map(|p| p.as_ref().expect("loads").id.clone()).collect();
    for id in ["duel-hex", "duel-square", "archipelago", "large", "small-42", "big-7"] {
        assert!(ids.iter().any(|i| i == id), "{id} in {ids:?}");
    }
    let mut written: Vec<String> =
        presets.iter().map(|p| position_text(&p.as_ref().unwrap().start(Rules::default()), "p")).collect();
    written.extend(EXAMPLES.iter().map(|(_, t)| position_text(&load(t), "p")));
    for text in written {
        let state = load(&text);
        assert_eq!(position_text(&state, "p"), text);
        assert!(legal(&state).len() > 1);
        assert!(state.whole_turn_count() > 1);
    }
    let a = preset::Preset::find("small-42").unwrap().start(Rules::default());
    let b = preset::Preset::find("small-42").unwrap().start(Rules::default());
    assert_eq!(position_text(&a, "x"), position_text(&b, "x"));
    assert_eq!(a.map().width(), 8);
}

#[test]
fn broken_presets_say_what_and_where() {
    stratagem_i18n::install_english();
    let rows = "rows: [\"r. .. b.\", \"r. ~~ b.\"]";
    let money = "money: [((0, 0), 10), ((2, 0), 10)]";
    let cases = [
        (format!("(name: \"x\", rows: [\"r. .x b.\"], {money})"), "tile (1,0) '.x': unknown content 'x'"),
        (format!("(name: \"x\", rows: [\"r. .. b.\", \"r. b.\"], {money})"), "row 1 has 2 tiles but row 0 has 3"),
        (format!("(name: \"x\", {rows}, money: [((0, 0), 10), ((1, 1), 10)])"), "money at (1,1) is on the sea"),
        (format!("(name: \"x\", {rows}, money: [((0, 0), 10), ((1, 0), 10)])"), "money at (1,0) is on neutral land"),
        (format!("(name: \"x\", {rows}, money: [((0, 0), 10)])"), "the province of (2,0) has no money entry"),
        (format!("(name: \"x\", {rows}, money: [((0, 0), 10), ((0, 1), 3), ((2, 0), 1)])"), "two money entries"),
        (format!("(name: \"x\", {rows}, money: [((0, 0), -1), ((2, 0), 1)])"), "money at (0,0) must be from 0"),
        (format!("(name: \"x\", {rows}, money: [((0, 9), 1), ((2, 0), 1)])"), "money at (0,9) is off the map"),
        (format!("(name: \"x\", {rows}, {money}, round: 0)"), "round must be from 1"),
        (format!("(name: \"x\", {rows}, {money}, conquests: (red: 2000000, blue: 0))"), "conquests.red must be"),
        (format!("(name: \"x\", topology: Octagon, {rows}, {money})"), "Octagon"),
        ("(name: \"x\", generate: (size: 9, seed: 1))".into(), "size is 8 (small) or 16 (big), not 9"),
        (format!("(name: \"x\", generate: (size: 8, seed: 1), {rows})"), "either generate or rows"),
        ("(name: \"x\", rows: [])".into(), "the map needs 1 to 40 rows"),
        ("(name: \"x\", rows: [\"r. r.\"], money: [((0, 0), 1)])".into(), "Blue has no province"),
        (format!("(name: \"x\", rows: [\"r. ~. b.\"], {money})"), "sea is written ~~"),
    ];
    for (text, want) in cases {
        let error = Preset::parse(&text, Path::new("bad.ron")).expect_err(&text).to_string();
        assert!(error.starts_with("bad.ron: "), "{error}");
        assert!(error.contains(want), "{text}\n  gave {error}\n  want {want}");
    }
}

#[test]
fn round_limit_ends_the_game_on_the_reference_evaluation() {
    let text =
        "(name: \"t\", topology: Square8, rows: [\"r. r. r. ~~ b.\"], money: [((0, 0), 0), ((4, 0), 0)], round: 5)";
    let mut state = load_with(text, Rules { round_limit: 5, ..Rules::default() });
    play(&mut state, "end");
    assert!(state.outcome().is_none());
    play(&mut state, "end");
    let outcome = state.outcome().expect("round 5 was the last");
    assert_eq!(outcome.winner(), Some(Side::Red.seat()), "{outcome:?}");
    assert!(legal(&state).is_empty());
    assert!(matches!(state.why_illegal(PMove::End), Some(e) if e.key() == Some("game-over")));
    // Equal evaluations draw.
    let text = "(name: \"t\", topology: Square8, rows: [\"r. ~~ b.\"], money: [((0, 0), 0), ((2, 0), 0)])";
    let mut state = load_with(text, Rules { round_limit: 1, ..Rules::default() });
    play(&mut state, "end");
    play(&mut state, "end");
    assert!(matches!(state.outcome(), Some(Outcome::Draw { .. })));
}

#[test]
fn holding_80_percent_of_the_land_wins() {
    let mut state = square(&["r. r. r. .. b."], "((0,0), 10), ((4,0), 0)");
    play(&mut state, "buy peasant (3,0)");
    assert!(state.outcome().is_none(), "wins are checked after the turn");
    play(&mut state, "end");
    assert_eq!(state.outcome().and_then(|o| o.winner()), Some(Side::Red.seat()));
}

#[test]
fn hex_and_square8_neighbours_and_reach() {
    let rows = r#"[".. .. .. .. ..", "r. .. .. .. ..", ".. .. rs .. ..", ".. .. .. .. ..", ".. .. .. .. b."]"#;
    let hex = load(&format!("(name: \"t\", rows: {rows}, money: [((0, 1), 0), ((2, 2), 0), ((4, 4), 0)])"));
    let map = hex.map();
    let centre = map.tile((2, 2)).unwrap();
    assert_eq!(map.neighbours(centre).len(), 6);
    assert_eq!(map.reach2(centre).len(), 18);
    let square = load(example("e6_interior.ron"));
    let centre = square.map().tile((2, 2)).unwrap();
    assert_eq!(square.map().neighbours(centre).len(), 8);
    assert_eq!(square.map().reach2(centre).len(), 12);
}

/// Every sequence of actions, without merging transpositions: the set of positions at which the
/// turn can end, written as position text (map, treasuries, counters).
fn all_turn_ends(state: &Provinces, ends: &mut std::collections::HashSet<String>) {
    ends.insert(position_text(state, "end"));
    for mv in legal(state) {
        if mv != PMove::End {
            let mut next = state.clone();
            next.apply(mv);
            all_turn_ends(&next, ends);
        }
    }
}

#[test]
fn whole_turns_count_every_distinct_ending_once() {
    for id in ["duel-hex", "duel-square"] {
        let state = preset::Preset::find(id).unwrap().start(Rules::default());
        let mut ends = std::collections::HashSet::new();
        all_turn_ends(&state, &mut ends);
        assert_eq!(state.whole_turn_count(), ends.len(), "{id}");
        assert_eq!(state.whole_turns().len(), ends.len(), "{id}");
    }
    let mut ends = std::collections::HashSet::new();
    let state = load(example("e3_merge.ron"));
    all_turn_ends(&state, &mut ends);
    assert_eq!(ends.len(), 67);
}

#[test]
fn options_choose_the_move_set_and_round_limit() {
    let specs = stratagem_provinces::options();
    let mut options = Options::defaults(&specs);
    assert_eq!(stratagem_provinces::rules_from(&options), Rules::default());
    options.set(&specs, "move-set=free-turn").unwrap();
    options.set(&specs, "round-limit=50").unwrap();
    assert_eq!(stratagem_provinces::rules_from(&options), Rules { move_set: MoveSet::FreeTurn, round_limit: 50 });
    assert!(options.set(&specs, "move-set=slay").is_err());
}

#[test]
fn hex_split_and_reach() {
    let text = "(name: \"t\", rows: [\"b. b. b. b. b.\", \"~~ ~~ rs ~~ ~~\"], money: [((0, 0), 10), ((2, 1), 0)])";
    let mut state = load(text);
    assert!(!texts(&state).contains(&"(2,1)-(0,0)".to_string()), "hex distance 2 but not a border tile");
    play(&mut state, "(2,1)-(2,0)");
    assert_eq!((money_at(&state, (0, 0)), money_at(&state, (4, 0))), (5, 5), "2 × 10 // 4 each");
    check_provinces(&state);
}

/// A side's unit or building as the rules name it in a step.
fn owned(side: Side, thing: Thing) -> stratagem_core::Text {
    stratagem_core::Text::new("provinces-owned-thing").with("side", side.text()).with("thing", thing.text())
}
