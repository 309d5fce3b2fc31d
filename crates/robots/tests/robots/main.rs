//! Robot Race: each board element and interaction checked on its event list, the deck, the
//! hidden-information view, move texts, presets, the distance field and whole seeded games.

mod fairness;

use rand::RngExt;
use std::collections::VecDeque;
use std::path::Path;
use stratagem_core::assets::MapPreset;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Outcome, Seat, Step, Text};
use stratagem_robots::board::Board;
use stratagem_robots::cards::{Card, CardKind, DECK, Program};
use stratagem_robots::distance::UNREACHABLE;
use stratagem_robots::preset::{Preset, position_text};
use stratagem_robots::rules::{lone_register, run_register};
use stratagem_robots::{Bot, Dir, Event, Robots};

const F1: u16 = 490;
const F2: u16 = 670;
const F3: u16 = 790;
const BACK: u16 = 430;
const LEFT: u16 = 70;
const RIGHT: u16 = 80;
const U: u16 = 10;

fn card(priority: u16) -> Card {
    Card::from_priority(priority).unwrap()
}

fn list(items: &[&str]) -> String {
    items.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join(", ")
}

/// A board from the preset format's pieces; `hands` fixes the first deal (priorities).
fn preset(rows: &[&str], walls: &[&str], flags: &[(i32, i32)], robots: &[&str], hands: &[[u16; 9]]) -> Preset {
    let flags: Vec<String> = flags.iter().map(|(x, y)| format!("({x},{y})")).collect();
    let hands: Vec<String> = hands.iter().map(|h| format!("{h:?}")).collect();
    let text = format!(
        "(name: \"t\", rows: [{}], walls: [{}], flags: [{}], robots: [{}], hands: [{}])",
        list(rows),
        list(walls),
        flags.join(", "),
        list(robots),
        hands.join(", ")
    );
    Preset::parse(&text, Path::new("t.ron")).unwrap_or_else(|e| panic!("{e}"))
}

fn start_bots(board: &Board, robots: usize) -> Vec<Bot> {
    board.starts[..robots]
        .iter()
        .map(|&(at, facing)| Bot { at: Some(at), facing, flags: 0, respawn: at, start_facing: facing })
        .collect()
}

/// Runs register 1 with the first `cards.len()` robots of the board, one card each.
fn register(p: &Preset, cards: &[u16]) -> (Vec<Bot>, Vec<Event>) {
    let mut bots = start_bots(&p.board, cards.len());
    let mut events = Vec::new();
    let cards: Vec<Card> = cards.iter().map(|&c| card(c)).collect();
    run_register(&p.board, &mut bots, &cards, 1, &mut events);
    (bots, events)
}

fn at(p: &Preset, bot: &Bot) -> Option<(i32, i32)> {
    bot.at.map(|t| p.board.xy(t))
}

fn played(robot: u8, register: u8, priority: u16, at: (i32, i32)) -> Event {
    Event::CardPlayed { robot, register, card: card(priority), at }
}

fn carried(events: &[Event]) -> Vec<Event> {
    events.iter().filter(|e| matches!(e, Event::Carried { .. })).cloned().collect()
}

#[test]
fn a_push_chain_moves_together_and_a_wall_behind_it_stops_the_mover() {
    let rows = [". . . . ."];
    let robots = ["(0,0) E", "(1,0) E", "(2,0) E"];
    let free = preset(&rows, &[], &[(4, 0)], &robots, &[]);
    let (bots, events) = register(&free, &[F1, LEFT, LEFT]);
    assert_eq!(
        events[..4],
        [
            played(0, 1, F1, (0, 0)),
            Event::Pushed { robot: 2, by: 0, from: (2, 0), to: (3, 0) },
            Event::Pushed { robot: 1, by: 0, from: (1, 0), to: (2, 0) },
            Event::Moved { robot: 0, from: (0, 0), to: (1, 0) },
        ]
    );
    assert_eq!(bots.iter().map(|b| at(&free, b).unwrap()).collect::<Vec<_>>(), [(1, 0), (2, 0), (3, 0)]);

    let walled = preset(&rows, &["(2,0) E"], &[(4, 0)], &robots, &[]);
    let (bots, events) = register(&walled, &[F2, LEFT, LEFT]);
    assert!(!events.iter().any(|e| matches!(e, Event::Moved { .. } | Event::Pushed { .. })), "{events:?}");
    assert_eq!(bots.iter().map(|b| at(&walled, b).unwrap()).collect::<Vec<_>>(), [(0, 0), (1, 0), (2, 0)]);
}

#[test]
fn a_move_into_a_wall_stops_where_the_wall_stands() {
    // The wall is written on the far tile's west edge: a wall is one edge seen from both sides.
    let p = preset(&[". . . . ."], &["(2,0) W"], &[(4, 0)], &["(0,0) E", "(4,0) W"], &[]);
    let (bots, events) = register(&p, &[F3]);
    assert_eq!(events, [played(0, 1, F3, (0, 0)), Event::Moved { robot: 0, from: (0, 0), to: (1, 0) }]);
    assert_eq!(at(&p, &bots[0]), Some((1, 0)));
    // Backing up into a wall does nothing.
    let p = preset(&[". . . . ."], &["(3,0) W"], &[(4, 0)], &["(2,0) W", "(4,0) W"], &[]);
    let (bots, events) = register(&p, &[BACK]);
    assert_eq!(events, [played(0, 1, BACK, (2, 0))]);
    assert_eq!((at(&p, &bots[0]), bots[0].facing), (Some((2, 0)), Dir::W));
}

#[test]
fn a_belt_never_pushes_a_robot_carried_into_a_held_tile_stays() {
    let p = preset(&[". bE . ."], &[], &[(3, 0)], &["(1,0) N", "(2,0) N"], &[]);
    let (bots, events) = register(&p, &[LEFT, RIGHT]);
    assert_eq!(carried(&events), []);
    assert_eq!((at(&p, &bots[0]), at(&p, &bots[1])), (Some((1, 0)), Some((2, 0))));
    // A robot ahead on the same belt moves away, so the one behind follows it.
    let p = preset(&[". bE bE ."], &[], &[(0, 0)], &["(1,0) N", "(2,0) N"], &[]);
    let (bots, events) = register(&p, &[LEFT, RIGHT]);
    assert_eq!(carried(&events).len(), 2);
    assert_eq!((at(&p, &bots[0]), at(&p, &bots[1])), (Some((2, 0)), Some((3, 0))));
}

#[test]
fn two_robots_carried_onto_one_tile_both_stay() {
    let p = preset(&["bE bS bW", ". . ."], &[], &[(0, 1)], &["(0,0) N", "(2,0) N"], &[]);
    let (bots, events) = register(&p, &[LEFT, RIGHT]);
    assert_eq!(carried(&events), []);
    assert_eq!((at(&p, &bots[0]), at(&p, &bots[1])), (Some((0, 0)), Some((2, 0))));
    // With one robot the contested tile takes it.
    let (bots, events) = register(&p, &[LEFT]);
    assert_eq!(carried(&events), [Event::Carried { robot: 0, from: (0, 0), to: (1, 0), express: false }]);
    assert_eq!(at(&p, &bots[0]), Some((1, 0)));
}

#[test]
fn a_curve_turns_the_robot_it_carries_onto_it() {
    let p = preset(&["bE bSR .", ". . ."], &[], &[(2, 1)], &["(0,0) N", "(2,1) N"], &[]);
    let (bots, events) = register(&p, &[LEFT]);
    assert_eq!(
        events,
        [
            played(0, 1, LEFT, (0, 0)),
            Event::Turned { robot: 0, at: (0, 0), from: Dir::N, to: Dir::W },
            Event::Carried { robot: 0, from: (0, 0), to: (1, 0), express: false },
            Event::Turned { robot: 0, at: (1, 0), from: Dir::W, to: Dir::N },
        ]
    );
    assert_eq!((at(&p, &bots[0]), bots[0].facing), (Some((1, 0)), Dir::N));
    // Moving onto a curve under one's own card does not turn.
    let p = preset(&[". bSL .", ". . ."], &[], &[(2, 1)], &["(0,0) E", "(2,1) N"], &[]);
    let (bots, events) = register(&p, &[F1]);
    assert!(!events.iter().any(|e| matches!(e, Event::Turned { .. })));
    assert_eq!((at(&p, &bots[0]), bots[0].facing), (Some((1, 1)), Dir::E), "the belt still carries it");
}

#[test]
fn express_belts_move_first_then_every_belt_moves_once() {
    let p = preset(&["eE eE . .", "bE bE . ."], &[], &[(3, 1)], &["(0,0) N", "(0,1) N"], &[]);
    let (bots, events) = register(&p, &[LEFT, RIGHT]);
    assert_eq!(
        carried(&events),
        [
            Event::Carried { robot: 0, from: (0, 0), to: (1, 0), express: true },
            Event::Carried { robot: 0, from: (1, 0), to: (2, 0), express: false },
            Event::Carried { robot: 1, from: (0, 1), to: (1, 1), express: false },
        ]
    );
    assert_eq!((at(&p, &bots[0]), at(&p, &bots[1])), (Some((2, 0)), Some((1, 1))));
}

#[test]
fn gears_turn_the_robots_on_them() {
    let p = preset(&["GL GR ."], &[], &[(2, 0)], &["(0,0) N", "(1,0) N"], &[]);
    // The U-turns face both south first; then the gears turn them.
    let (bots, events) = register(&p, &[U, 20]);
    assert_eq!((bots[0].facing, bots[1].facing), (Dir::E, Dir::W));
    assert_eq!(events.last(), Some(&Event::Turned { robot: 1, at: (1, 0), from: Dir::S, to: Dir::W }));
}

/// Two robots with fixed hands on `rows`; seat 0 programs `a`, seat 1 `b`.
fn round(p: &Preset, a: &str, b: &str) -> (Robots, Vec<Event>) {
    let mut state = p.start(2, 9, 30).unwrap();
    let first = state.parse_move(a).unwrap();
    assert_eq!(state.play_events(first), []);
    let second = state.parse_move(b).unwrap();
    let events = state.play_events(second);
    (state, events)
}

#[test]
fn a_robot_falling_into_a_pit_mid_move_skips_its_remaining_steps_and_registers() {
    let hands = [[F3, 800, 810, 820, 830, 500, 510, 520, 530], [90, 100, 110, 120, 130, 140, 150, 160, 170]];
    let p = preset(&[". P . . .", ". . . . ."], &[], &[(4, 1)], &["(0,0) E", "(0,1) N"], &hands);
    let (state, events) = round(&p, "F3:790 800 810 820 830", "90 100 110 120 130");
    assert_eq!(
        events[..4],
        [
            played(0, 1, F3, (0, 0)),
            Event::Moved { robot: 0, from: (0, 0), to: (1, 0) },
            Event::Destroyed { robot: 0, at: (1, 0), why: "robots-fell-into-a-pit" },
            played(1, 1, 90, (0, 1)),
        ]
    );
    let cards: Vec<_> = events.iter().filter(|e| matches!(e, Event::CardPlayed { .. })).collect();
    assert_eq!(cards.len(), 6, "robot 1 plays 5 cards, robot 0 one: {cards:?}");
    assert_eq!(
        events[events.len() - 2..],
        [Event::Respawned { robot: 0, at: (0, 0), facing: Dir::E }, Event::RoundEnded { round: 1 }]
    );
    assert_eq!(state.bots()[0].at, p.board.tile(0, 0));
    // The core steps: the card played, the fall, and the turn back to seat 0.
    let mut again = p.start(2, 9, 30).unwrap();
    again.play(again.parse_move("790 800 810 820 830").unwrap());
    let steps = again.play(again.parse_move("90 100 110 120 130").unwrap());
    let robot = Text::new("robots-robot").with("number", 1);
    assert_eq!(steps[0], Step::CardPlayed { piece: robot.clone(), register: 1, card: "F3:790".into(), at: (0, 0) });
    assert_eq!(steps[0].tiles(), [(0, 0)]);
    assert_eq!(steps[2], Step::Destroyed { piece: robot, at: (1, 0), why: Text::new("robots-fell-into-a-pit") });
    assert_eq!(steps.last(), Some(&Step::TurnEnded { next: Seat(0) }));
}

#[test]
fn leaving_the_board_destroys_movers_pushed_robots_and_carried_robots() {
    let p = preset(&[". . .", ". . bS"], &[], &[(0, 1)], &["(1,0) N", "(2,1) N"], &[]);
    let (bots, events) = register(&p, &[F1]);
    assert_eq!(
        events,
        [
            played(0, 1, F1, (1, 0)),
            Event::Moved { robot: 0, from: (1, 0), to: (1, -1) },
            Event::Destroyed { robot: 0, at: (1, -1), why: "robots-left-the-board" },
        ]
    );
    assert_eq!(bots[0].at, None);
    // Robot 2 turns on the spot, and its belt carries it off the bottom edge.
    let (bots, events) = register(&p, &[LEFT, RIGHT]);
    assert!(events.contains(&Event::Destroyed { robot: 1, at: (2, 2), why: "robots-left-the-board" }));
    assert_eq!(bots[1].at, None);
    // A pushed robot goes off the edge; the pusher stays on.
    let p = preset(&[". . ."], &[], &[(0, 0)], &["(1,0) E", "(2,0) N"], &[]);
    let (bots, events) = register(&p, &[F1, LEFT]);
    assert_eq!(
        events[1..4],
        [
            Event::Pushed { robot: 1, by: 0, from: (2, 0), to: (3, 0) },
            Event::Destroyed { robot: 1, at: (3, 0), why: "robots-left-the-board" },
            Event::Moved { robot: 0, from: (1, 0), to: (2, 0) },
        ]
    );
    assert_eq!((at(&p, &bots[0]), bots[1].at), (Some((2, 0)), None));
    assert!(!events.contains(&played(1, 1, LEFT, (2, 0))), "a destroyed robot skips its card");
}

#[test]
fn flags_count_only_in_order_and_the_last_one_wins() {
    let p = preset(&[". . .", ". . ."], &[], &[(2, 0), (0, 0)], &["(1,0) W", "(1,1) N"], &[]);
    let board = &p.board;
    let mut bots = start_bots(board, 1);
    let mut events = Vec::new();
    run_register(board, &mut bots, &[card(F1)], 1, &mut events);
    assert!(!events.iter().any(|e| matches!(e, Event::FlagTouched { .. })), "flag 2 before flag 1");
    assert_eq!(bots[0].flags, 0);
    events.clear();
    for (register, c) in [U, F2].into_iter().enumerate() {
        run_register(board, &mut bots, &[card(c)], register as u8 + 2, &mut events);
    }
    assert_eq!(events.last(), Some(&Event::FlagTouched { robot: 0, flag: 1, at: (2, 0) }));
    assert_eq!((bots[0].flags, bots[0].respawn), (1, board.tile(2, 0).unwrap()));

    // The whole game: robot 1 reaches flag 2 in register 4 and wins; register 5 never runs.
    let hands = [[U, F2, 20, 680, 30, 40, 50, 60, 70], [90, 100, 110, 120, 130, 140, 150, 160, 170]];
    let p = preset(&[". . .", ". . ."], &[], &[(2, 0), (0, 0)], &["(0,0) W", "(1,1) N"], &hands);
    let (state, events) = round(&p, "U:10 F2:670 U:20 F2:680 U:30", "90 100 110 120 130");
    assert!(events.contains(&Event::FlagTouched { robot: 0, flag: 1, at: (2, 0) }));
    assert!(events.contains(&Event::FlagTouched { robot: 0, flag: 2, at: (0, 0) }));
    assert!(!events.iter().any(|e| matches!(e, Event::CardPlayed { register: 5, .. })));
    let outcome = state.outcome().unwrap();
    let reason = Text::new("robots-end-flag").with("robot", Text::new("robots-robot").with("number", 1));
    assert_eq!(outcome, Outcome::Ranking { places: vec![1, 2], reason });
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    assert!(moves.is_empty());
}

#[test]
fn a_robot_respawning_on_a_held_tile_takes_the_nearest_free_one() {
    let hands = [[F1, U, 20, 30, 40, 50, 60, 70, 80], [90, 100, 500, 510, 110, 120, 130, 140, 150]];
    let p = preset(&[". P .", ". . .", ". . ."], &[], &[(2, 2)], &["(0,0) E", "(0,2) N"], &hands);
    let (state, events) = round(&p, "F1 U U:20 U:30 U:40", "L:90 R:100 F1:500 F1:510 L:110");
    assert!(events.contains(&Event::Destroyed { robot: 0, at: (1, 0), why: "robots-fell-into-a-pit" }));
    assert!(events.contains(&Event::Moved { robot: 1, from: (0, 1), to: (0, 0) }));
    assert!(events.contains(&Event::Respawned { robot: 0, at: (0, 1), facing: Dir::E }));
    assert_eq!(state.bots()[0].at, p.board.tile(0, 1));
    assert_eq!(state.bots()[1].at, p.board.tile(0, 0));
}

#[test]
fn cards_run_in_priority_order_within_a_register() {
    let p = preset(&[". . . ."], &[], &[(3, 0)], &["(0,0) E", "(2,0) W"], &[]);
    let mut bots = start_bots(&p.board, 2);
    let mut events = Vec::new();
    run_register(&p.board, &mut bots, &[card(600), card(500)], 1, &mut events);
    assert_eq!(
        events,
        [
            played(0, 1, 600, (0, 0)),
            Event::Moved { robot: 0, from: (0, 0), to: (1, 0) },
            played(1, 1, 500, (2, 0)),
            Event::Pushed { robot: 0, by: 1, from: (1, 0), to: (0, 0) },
            Event::Moved { robot: 1, from: (2, 0), to: (1, 0) },
        ]
    );
    let mut bots = start_bots(&p.board, 2);
    events.clear();
    run_register(&p.board, &mut bots, &[card(500), card(600)], 1, &mut events);
    assert_eq!(events[..2], [played(1, 1, 600, (2, 0)), Event::Moved { robot: 1, from: (2, 0), to: (1, 0) }]);
    assert_eq!((at(&p, &bots[0]), at(&p, &bots[1])), (Some((1, 0)), Some((2, 0))), "now robot 1 pushes robot 2 back");
}

#[test]
fn the_deck_holds_84_cards_with_unique_priorities_in_the_sheets_counts() {
    let cards: Vec<Card> = Card::all().collect();
    assert_eq!(cards.len(), DECK);
    let mut priorities: Vec<u16> = cards.iter().map(|c| c.priority()).collect();
    priorities.sort();
    priorities.dedup();
    assert_eq!(priorities.len(), 84);
    let count = |k: CardKind| cards.iter().filter(|c| c.kind() == k).count();
    let counts: Vec<usize> = CardKind::ALL.into_iter().map(count).collect();
    assert_eq!(counts, [18, 12, 6, 6, 18, 18, 6]);
    assert!(cards.iter().all(|&c| Card::from_priority(c.priority()) == Some(c)));
}

fn open(robots: usize, seed: u64) -> Robots {
    Preset::load_all(&Preset::dir())
        .into_iter()
        .flatten()
        .find(|p| p.id == "open")
        .unwrap()
        .start(robots, seed, 30)
        .unwrap()
}

fn random_program(rng: &mut impl rand::Rng) -> Program {
    let mut all = Vec::new();
    Program::all(&mut all);
    all[rng.random_range(0..all.len())]
}

#[test]
fn seeded_deals_replay_identically_and_each_hand_is_nine_different_cards() {
    let play = |seed: u64| {
        let mut state = open(4, seed);
        let mut rng = seeded(seed);
        let mut log = Vec::new();
        for _ in 0..4 * 6 {
            let hands: Vec<_> = (0..4).map(|s| *state.hand(Seat(s))).collect();
            let mut all: Vec<Card> = hands.iter().flatten().copied().collect();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 36, "hands never share a card");
            log.push((hands, state.play(random_program(&mut rng)), state.position_hash()));
        }
        log
    };
    assert_eq!(play(3), play(3));
    assert_ne!(play(3)[0].0, play(4)[0].0);
}

#[test]
fn a_seats_view_hides_other_programs_and_the_deck_order() {
    let mut a = open(3, 5);
    let mut b = a.clone();
    a.apply(Program([0, 1, 2, 3, 4]));
    b.apply(Program([8, 7, 6, 5, 4]));
    assert_ne!(a.position_hash(), b.position_hash());
    for seat in [Seat(1), Seat(2)] {
        assert_eq!(a.view_for(seat).position_hash(), b.view_for(seat).position_hash());
        assert_eq!(a.view_for(seat).hand(seat), a.hand(seat), "a seat sees its own hand");
    }
    assert_ne!(a.view_for(Seat(0)).position_hash(), b.view_for(Seat(0)).position_hash());
    // Same hands, different deck orders.
    let hands = [[10, 20, 30, 40, 50, 60, 70, 80, 90], [100, 110, 120, 130, 140, 150, 160, 170, 180]];
    let p = preset(&[". . . ."], &[], &[(3, 0)], &["(0,0) E", "(1,0) E"], &hands);
    let (x, y) = (p.start(2, 1, 30).unwrap(), p.start(2, 2, 30).unwrap());
    assert_ne!(x.deck(), y.deck());
    assert_eq!(x.view_for(Seat(0)).position_hash(), y.view_for(Seat(0)).position_hash());
    assert_eq!(x.view_for(Seat(1)).position_hash(), y.view_for(Seat(1)).position_hash());
    // Hands are private too: others' hands in the view are re-dealt.
    assert_ne!(x.view_for(Seat(0)).hand(Seat(1)), x.hand(Seat(1)));
}

#[test]
fn programs_are_every_ordered_choice_of_five_and_read_back_from_their_text() {
    let state = open(2, 11);
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    assert_eq!(moves.len(), 15_120);
    let mut keys: Vec<usize> = moves.iter().map(|&m| state.move_key(m)).collect();
    keys.sort();
    keys.dedup();
    assert!(keys.len() == 15_120 && keys.iter().all(|&k| k < stratagem_core::MOVE_KEYS));
    for &m in &moves {
        assert_eq!(state.parse_move(&state.move_text(m)), Ok(m));
    }
    let hands = [[F2, RIGHT, LEFT, U, F1, 500, 90, 100, 20], [100 + 10, 120, 130, 140, 150, 160, 170, 180, 190]];
    let p = preset(&[". . . ."], &[], &[(3, 0)], &["(0,0) E", "(1,0) E"], &hands);
    let state = p.start(2, 1, 30).unwrap();
    let m = state.parse_move("F2 R L U F1").unwrap();
    assert_eq!(state.move_text(m), "F2:670 R:100 L:90 U:20 F1:500", "a kind alone takes its highest card");
    assert_eq!(state.parse_move("670 80 70 10 490").unwrap(), Program([0, 1, 2, 3, 4]));
    assert!(state.parse_move("F2 R L U").unwrap_err().contains("5 cards"));
    assert!(state.parse_move("F3 R L U F1").unwrap_err().contains("no F3 card"));
    assert!(state.parse_move("F2:670 F2:670 L U F1").unwrap_err().contains("used twice"));
    assert!(state.parse_move("F1:670 R L U F1").unwrap_err().contains("is F2:670"));
    assert!(state.parse_move("F2 R L U 840").unwrap_err().contains("not in the hand"));
    assert!(state.parse_move("F2 R L U X").unwrap_err().contains("not a card"));
}

#[test]
fn presets_load_and_broken_ones_say_what_is_wrong() {
    stratagem_i18n::install_english();
    let presets: Vec<Preset> =
        Preset::load_all(&Preset::dir()).into_iter().map(|p| p.unwrap_or_else(|e| panic!("{e}"))).collect();
    let ids: Vec<&str> = presets.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["conveyors", "factory", "maze", "open"]);
    assert!(presets.iter().any(|p| p.board.starts.len() == 4 && p.board.width == 16));
    // The largest board: 256 tiles, indices 0 to 255.
    let row = vec!["."; 16].join(" ");
    let big = preset(&vec![row.as_str(); 16], &[], &[(15, 15)], &["(0,0) E", "(1,0) E"], &[]);
    assert_eq!(big.board.distances().get(0, 0, Dir::E), 11, "five Move 3, a turn, five Move 3");
    let broken = [
        ("(name: \"x\", rows: [\". Q\"], flags: [(0,0)], robots: [\"(0,0) N\", \"(1,0) N\"])", "tile (1,0)"),
        ("(name: \"x\", rows: [\". .\", \".\"], flags: [(0,0)], robots: [\"(0,0) N\", \"(1,0) N\"])", "row 1 has 1"),
        ("(name: \"x\", rows: [\". .\"], flags: [(5,0)], robots: [\"(0,0) N\", \"(1,0) N\"])", "flag 1 at (5,0)"),
        ("(name: \"x\", rows: [\". .\"], flags: [(0,0)], robots: [\"(0,0) N\"])", "1 robots"),
        ("(name: \"x\", rows: [\". .\"], flags: [(0,0)], robots: [\"(0,0) N\", \"(0,0) E\"])", "another robot"),
        ("(name: \"x\", rows: [\". .\"], flags: [(0,0)], robots: [\"(0,0) Q\", \"(1,0) N\"])", "not a direction"),
        (
            "(name: \"x\", rows: [\". .\"], walls: [\"(0,0)\"], flags: [(0,0)], robots: [\"(0,0) N\", \"(1,0) N\"])",
            "name the edges",
        ),
        (
            "(name: \"x\", rows: [\". .\"], flags: [(0,0)], robots: [\"(0,0) N\", \"(1,0) N\"], hands: [[10]])",
            "1 hands",
        ),
        (
            "(name: \"x\", rows: [\". .\"], flags: [(0,0)], robots: [\"(0,0) N\", \"(1,0) N\"], hands: [[10,20,30,40,50,60,70,80,90], [10,20,30,40,50,60,70,80,95]])",
            "dealt twice",
        ),
        ("(name: \"x\", rows: [], flags: [(0,0)], robots: [])", "1 to 16 rows"),
        ("(name: \"x\", rows: [\"P .\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(1,0) N\"])", "pit"),
        ("(name: \"x\"", "b.ron: "),
    ];
    for (text, problem) in broken {
        let error = Preset::parse(text, Path::new("b.ron")).unwrap_err().to_string();
        assert!(error.starts_with("b.ron: ") && error.contains(problem), "{error} (wanted {problem})");
    }
}

#[test]
fn the_distance_field_matches_a_forward_search_from_sample_states() {
    for p in Preset::load_all(&Preset::dir()).into_iter().flatten() {
        let board = &p.board;
        let states = board.tiles() * 4;
        let next: Vec<Vec<usize>> = (0..states)
            .map(|s| {
                let (tile, facing) = ((s / 4) as u8, Dir::from_index(s % 4));
                if board.is_pit(tile) {
                    return Vec::new();
                }
                CardKind::ALL
                    .into_iter()
                    .filter_map(|k| lone_register(board, tile, facing, k))
                    .map(|(t, f)| t as usize * 4 + f.index())
                    .collect()
            })
            .collect();
        for (flag, &goal) in board.flags.iter().enumerate() {
            let mut reached = 0;
            for start in (0..states).step_by(5).filter(|s| !board.is_pit((s / 4) as u8)) {
                let mut dist = vec![u16::MAX; states];
                dist[start] = 0;
                let mut queue = VecDeque::from([start]);
                let mut found = UNREACHABLE;
                while let Some(s) = queue.pop_front() {
                    if s / 4 == goal as usize {
                        found = dist[s];
                        break;
                    }
                    for &n in &next[s] {
                        if dist[n] == u16::MAX {
                            dist[n] = dist[s] + 1;
                            queue.push_back(n);
                        }
                    }
                }
                let field = board.distances().get(flag, (start / 4) as u8, Dir::from_index(start % 4));
                assert_eq!(field, found, "{}: flag {} from state {start}", p.id, flag + 1);
                reached += usize::from(found != UNREACHABLE);
            }
            assert!(reached > 0, "{}: flag {} is reachable", p.id, flag + 1);
        }
    }
}

#[test]
fn random_seeded_games_end_with_a_ranking() {
    for p in Preset::load_all(&Preset::dir()).into_iter().flatten() {
        for robots in 2..=p.board.starts.len() {
            let mut state = p.start(robots, robots as u64, 30).unwrap();
            let mut rng = seeded(robots as u64 * 7);
            let mut programs = 0;
            while state.outcome().is_none() {
                state.apply(random_program(&mut rng));
                programs += 1;
                assert!(programs <= robots * 30, "{}: the round limit ends the game", p.id);
            }
            let Some(Outcome::Ranking { places, reason }) = state.outcome() else { panic!("a ranking") };
            assert_eq!(places.len(), robots);
            assert!(places.contains(&1), "{}: {places:?} {reason}", p.id);
            assert!(state.round() <= 30);
        }
    }
}

#[test]
fn a_position_written_as_text_replays_its_round_exactly() {
    let p = Preset::load_all(&Preset::dir()).into_iter().flatten().find(|p| p.id == "conveyors").unwrap();
    let mut state = p.start(3, 21, 30).unwrap();
    let mut rng = seeded(21);
    for _ in 0..3 * 4 {
        state.apply(random_program(&mut rng));
    }
    assert!(state.outcome().is_none());
    let text = position_text(&state, "replay");
    let loaded = Preset::parse(&text, Path::new("replay.ron")).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut loaded = loaded.start(3, 99, 30).unwrap();
    assert_eq!(loaded.bots(), state.bots());
    assert_eq!(loaded.round(), 4);
    assert!((0..3).all(|s| loaded.hand(Seat(s)) == state.hand(Seat(s))));
    assert_eq!(position_text(&loaded, "replay"), text);
    for _ in 0..3 {
        let m = random_program(&mut rng);
        assert_eq!(state.play_events(m), loaded.play_events(m));
    }
    assert_eq!(state.bots(), loaded.bots());
}

#[test]
fn the_round_limit_ranks_by_flags_then_distance_to_the_next_flag() {
    let hands = [[10, 20, 30, 40, 50, 110, 120, 130, 140], [60, 70, 80, 90, 100, 150, 160, 170, 180]];
    let p = preset(&[". . . . ."], &[], &[(4, 0)], &["(3,0) E", "(0,0) E"], &hands);
    let mut state = p.start(2, 1, 1).unwrap();
    state.apply(state.parse_move("U U U U U").unwrap());
    assert_eq!(state.finished(), None);
    state.apply(state.parse_move("U:60 L:70 R:80 L:90 R:100").unwrap());
    // Both face west: robot 1 backs up onto the flag, robot 2 needs a U-turn and two moves.
    assert_eq!((state.distance(0), state.distance(1)), (1, 3));
    let outcome = state.outcome().unwrap();
    assert_eq!(outcome.reason(), &Text::new("robots-end-rounds").with("limit", 1), "{}", outcome.reason());
    assert_eq!(outcome.winner(), Some(Seat(0)));
    assert_eq!(state.finished(), Some(Some(Seat(0))));
    assert_eq!(outcome, Outcome::Ranking { places: vec![1, 2], reason: outcome.reason().clone() });
}

/// A new game draws each robot's dock from its seed: the same seed gives the same docks, every
/// robot lands on every dock over many seeds, and a position keeps the docks it lists.
#[test]
fn docks_are_drawn_from_the_seed_and_positions_keep_theirs() {
    let board = Preset::load_all(&Preset::dir()).into_iter().flatten().find(|p| p.id == "factory").unwrap();
    let docks =
        |robots: usize, seed: u64| -> Vec<(u8, Dir)> { board.start(robots, seed, 30).unwrap().docks().collect() };
    assert_eq!(docks(4, 7), docks(4, 7));
    let mut count = [[0u32; 4]; 4];
    for seed in 0..400 {
        let state = board.start(4, seed, 30).unwrap();
        let drawn: Vec<(u8, Dir)> = state.docks().collect();
        for (robot, dock) in drawn.iter().enumerate() {
            let d = board.board.starts.iter().position(|s| s == dock).unwrap();
            count[robot][d] += 1;
            assert_eq!(state.bots()[robot].at, Some(dock.0), "a robot starts on its dock");
            assert_eq!(state.bots()[robot].respawn, dock.0, "and comes back there");
        }
        let mut tiles: Vec<u8> = drawn.iter().map(|d| d.0).collect();
        tiles.sort();
        tiles.dedup();
        assert_eq!(tiles.len(), 4, "one robot per dock");
    }
    // 100 expected in each cell; 400 draws put each within ±30 of it by a wide margin.
    assert!(count.iter().flatten().all(|&n| (70..=130).contains(&n)), "{count:?}");
    // Two robots use two of the four docks, any two.
    let pairs: std::collections::HashSet<Vec<(u8, Dir)>> = (0..200).map(|s| docks(2, s)).collect();
    assert_eq!(pairs.len(), 12, "every ordered pair of docks is drawn");
    // A position lists each robot's dock, in robot order, and keeps it.
    let state = board.start(3, 11, 30).unwrap();
    let text = position_text(&state, "docks");
    let loaded = Preset::parse(&text, Path::new("docks.ron")).unwrap().start(3, 12, 30).unwrap();
    assert_eq!(loaded.docks().collect::<Vec<_>>(), state.docks().collect::<Vec<_>>());
    assert_eq!(loaded.bots(), state.bots());
}

/// The sheet's "the rest go back": the cards a robot did not program can be dealt again in the
/// very next round. Over 200 four-robot games the round-0 leftovers reappear in round 1 as often
/// as a shuffle of them into the draw pile gives (16 of 64 cards, 36 of them dealt: 9 a game).
#[test]
fn unprogrammed_cards_go_back_into_the_deck() {
    let program = Program([0, 1, 2, 3, 4]);
    let mut dealt_again = 0;
    let mut expected = 0.0;
    for seed in 0..200 {
        let mut state = open(4, seed);
        let leftovers: Vec<Card> = (0..4).flat_map(|s| state.hand(Seat(s))[5..].to_vec()).collect();
        let programmed: Vec<Card> = (0..4).flat_map(|s| state.hand(Seat(s))[..5].to_vec()).collect();
        let pile = state.deck().len() + leftovers.len();
        for _ in 0..4 {
            state.apply(program);
        }
        let deal: Vec<Card> = (0..4).flat_map(|s| state.hand(Seat(s)).to_vec()).collect();
        assert_eq!(deal.len(), 36);
        dealt_again += deal.iter().filter(|c| leftovers.contains(c)).count();
        expected += leftovers.len() as f64 * 36.0 / pile as f64;
        let mut all: Vec<Card> = deal.iter().chain(state.deck()).copied().collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 84 - 20, "every card but the 20 programmed is in the hands or the pile");
        assert!(all.iter().all(|c| !programmed.contains(c)), "programmed cards stay out until the reshuffle");
    }
    assert_eq!(expected, 1800.0);
    let off = (dealt_again as f64 - expected).abs() / expected;
    assert!(off < 0.1, "{dealt_again} leftovers dealt again, about {expected} expected");
}
