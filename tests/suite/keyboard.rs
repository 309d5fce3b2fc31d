//! Whole games played with key events only, one per game of the suite, in the app with the
//! views and no window: the human's moves (chosen by a player AI, so the games end) go in as
//! arrow keys or Tab, Enter, number keys and E, through the same click handling as the mouse;
//! a computer plays the other seat. And the cursor's steps on hex and square boards.

use crate::figures::view_app_for;
use crate::headless::run_until;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use std::collections::{HashMap, VecDeque};
use stratagem::ai::{AiPlayer, GREEDY, RANDOM, Think, decide_checked};
use stratagem::core::{Game, Tile};
use stratagem::games::gdl::GdlPlay;
use stratagem::games::kings::Kings;
use stratagem::games::provinces::{PMove, Provinces, Thing};
use stratagem::games::robots::Robots;
use stratagem::games::tactigon::Tactigon;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::session::sketch::{Rgb, TileShape};
use stratagem::session::{Controller, PlayableGame, Setup};
use stratagem::shell::board_view::{BoardCursor, BoardLayout, MoveStarts, PickBoard, Picked};
use stratagem::shell::keyboard::{CURSOR_KEYS, DIGIT_KEYS, direction, step};
use stratagem::shell::{Match, Pace};

/// Presses and releases a key, each an input event as the window would send it.
pub fn press(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

fn cursor(app: &App) -> Option<Tile> {
    app.world().resource::<BoardCursor>().at
}

/// The keys that take the cursor from `from` to `to` on the board, found by following the
/// cursor's own steps.
fn arrow_path(layout: &BoardLayout, from: Tile, to: Tile) -> Option<Vec<KeyCode>> {
    let mut came: HashMap<Tile, (Tile, KeyCode)> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == to {
            let mut keys = Vec::new();
            let mut here = to;
            while here != from {
                let (prev, key) = came[&here];
                keys.push(key);
                here = prev;
            }
            keys.reverse();
            return Some(keys);
        }
        for key in CURSOR_KEYS {
            if let Some(next) = step(layout, at, direction(key).unwrap())
                && next != from
                && !came.contains_key(&next)
            {
                came.insert(next, (at, key));
                queue.push_back(next);
            }
        }
    }
    None
}

/// Takes the board's cursor to `to` by arrow keys (`by_tab` false) or by Tab, checking each
/// step lands where the cursor's rule says.
fn go_to(app: &mut App, to: Tile, by_tab: bool) {
    if cursor(app).is_none() {
        press(app, KeyCode::ArrowUp);
    }
    let from = cursor(app).expect("an arrow key shows the cursor");
    if by_tab {
        for _ in 0..400 {
            if cursor(app) == Some(to) {
                return;
            }
            press(app, KeyCode::Tab);
        }
        panic!("Tab never reached {to:?} (at {:?})", cursor(app));
    }
    let layout = app.world().resource::<BoardLayout>().clone();
    let keys = arrow_path(&layout, from, to).unwrap_or_else(|| panic!("no arrow path from {from:?} to {to:?}"));
    for key in keys {
        let expected = step(&layout, cursor(app).unwrap(), direction(key).unwrap());
        press(app, key);
        assert_eq!(cursor(app), expected, "{key:?}");
    }
    assert_eq!(cursor(app), Some(to));
}

/// How one move goes in by keys: tiles to visit (each followed by Enter) and keys to press.
enum Input {
    Tile(Tile),
    Key(KeyCode),
}

fn digit(n: usize) -> KeyCode {
    DIGIT_KEYS[n]
}

fn ai(kind: stratagem::ai::AiKindInfo) -> Controller {
    Controller::Ai(AiPlayer::new(kind))
}

/// Plays `G` from `setup` (seat 0 human, seat 1 the computer) to its end: each human move is
/// chosen by `chooser` and typed by `keys`. Returns the number of human moves.
fn play_by_keys<G: PlayableGame>(
    setup: Setup,
    chooser: &AiPlayer,
    keys: impl Fn(&G, G::Move) -> Vec<Input>,
    max_moves: usize,
) -> usize {
    let mut app = view_app_for(setup);
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, animation: 0.0, ..Pace::default() });
    assert!(run_until(&mut app, 300, |w| w.contains_resource::<BoardLayout>()), "{}: the match starts", G::ID);
    let mut human_moves = 0;
    let human_turn = |w: &World| {
        let game = w.resource::<Match<G>>();
        game.state.outcome().is_some() || (game.human_to_move() && !w.resource::<Pace>().animating)
    };
    loop {
        assert!(run_until(&mut app, 20_000, human_turn), "{}: the computer answers", G::ID);
        let game = app.world().resource::<Match<G>>();
        if game.state.outcome().is_some() {
            break;
        }
        assert!(human_moves < max_moves, "{}: no end after {max_moves} human moves", G::ID);
        let (state, ply) = (game.state.clone(), game.ply());
        let think = Think { seed: 17 + human_moves as u64, ..Think::default() };
        let mv = decide_checked(&state.view_for(state.to_move()), chooser, &think).expect("a legal move").mv;
        for input in keys(&state, mv) {
            match input {
                Input::Tile(at) => {
                    go_to(&mut app, at, human_moves % 2 == 1);
                    press(&mut app, KeyCode::Enter);
                }
                Input::Key(key) => press(&mut app, key),
            }
        }
        let played = |w: &World| w.resource::<Match<G>>().ply() > ply;
        assert!(run_until(&mut app, 200, played), "{}: {} typed by keys is played", G::ID, state.move_text(mv));
        let game = app.world().resource::<Match<G>>();
        assert_eq!(game.record().moves.get(ply).map(String::as_str), Some(state.move_text(mv).as_str()));
        human_moves += 1;
    }
    let outcome = app.world().resource::<Match<G>>().state.outcome().unwrap();
    eprintln!("keyboard: {} over after {human_moves} moves by keys: {}", G::ID, outcome.reason());
    human_moves
}

fn setup(game: &str, preset: Option<&str>, computer: Controller) -> Setup {
    let mut setup = stratagem::games::catalog().default_setup(game).expect("a game of the suite");
    if let Some(preset) = preset {
        setup.preset = preset.into();
    }
    setup.seats = vec![Controller::Human, computer];
    setup.seed = 5;
    setup
}

/// Pick-then-target games: the piece's tile, then the target's.
fn pick_keys<G: PickBoard>(state: &G, mv: G::Move) -> Vec<Input> {
    let (from, to) = state.move_tiles(mv);
    vec![Input::Tile(from), Input::Tile(to)]
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn tactigon_is_played_to_its_end_by_keys() {
    play_by_keys::<Tactigon>(setup(Tactigon::ID, None, ai(RANDOM)), &AiPlayer::new(GREEDY), pick_keys, 300);
}

#[test]
fn kings_and_pawns_is_played_to_its_end_by_keys() {
    play_by_keys::<Kings>(setup(Kings::ID, None, ai(RANDOM)), &AiPlayer::new(GREEDY), pick_keys, 300);
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn tictactoe_is_played_to_its_end_by_keys() {
    let keys = |_: &TicTacToe, cell| vec![Input::Tile(stratagem::games::tictactoe::sketch::tile(cell))];
    play_by_keys::<TicTacToe>(setup(TicTacToe::ID, None, ai(RANDOM)), &AiPlayer::new(RANDOM), keys, 9);
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn a_gdl_game_is_played_to_its_end_by_keys() {
    // The cell a move names (its column and row as arguments, in the board relation's order):
    // the one whose Enter the view turns into that move.
    let keys = |state: &GdlPlay, mv| {
        let text = state.move_text(mv).to_lowercase();
        let args: Vec<&str> = text.trim_matches(|c| c == '(' || c == ')').split_whitespace().skip(1).collect();
        let style = &state.description().style;
        let cell = state.board().unwrap_or_default().into_iter().find(|c| {
            let (first, second) = if style.x < style.y { (&c.x, &c.y) } else { (&c.y, &c.x) };
            args.len() == 2 && args[0] == first.to_lowercase() && args[1] == second.to_lowercase()
        });
        vec![Input::Tile(cell.unwrap_or_else(|| panic!("no cell for {text}")).at)]
    };
    play_by_keys::<GdlPlay>(setup(GdlPlay::ID, Some("tictactoe"), ai(RANDOM)), &AiPlayer::new(RANDOM), keys, 9);
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn provinces_is_played_to_its_end_by_keys_with_the_shop_and_end_turn() {
    let kinds = std::cell::RefCell::new(std::collections::BTreeSet::new());
    let keys = |state: &Provinces, mv| {
        let xy = |t| state.map().xy(t);
        match mv {
            PMove::Move { from, to } => {
                kinds.borrow_mut().insert("move");
                vec![Input::Tile(xy(from)), Input::Tile(xy(to))]
            }
            PMove::Buy { item, at, by } => {
                kinds.borrow_mut().insert("buy");
                let number = Thing::ITEMS.iter().position(|i| *i == item).unwrap();
                vec![Input::Tile(xy(by)), Input::Key(digit(number)), Input::Tile(xy(at))]
            }
            PMove::End => {
                kinds.borrow_mut().insert("end");
                vec![Input::Key(KeyCode::KeyE)]
            }
        }
    };
    let chooser = AiPlayer::new(GREEDY);
    play_by_keys::<Provinces>(setup(Provinces::ID, Some("duel-hex"), ai(RANDOM)), &chooser, keys, 2000);
    assert_eq!(kinds.into_inner().into_iter().collect::<Vec<_>>(), ["buy", "end", "move"]);
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn robot_race_is_played_to_its_end_by_number_keys() {
    use stratagem::games::robots::ai::NORMAL;
    let keys = |_: &Robots, program: stratagem::games::robots::Program| {
        let mut keys: Vec<Input> = program.0.iter().map(|&card| Input::Key(digit(card as usize))).collect();
        // A wrong card taken back with Backspace first, then the program and Enter.
        let spare = (0..9u8).find(|c| !program.0.contains(c)).unwrap();
        keys.insert(0, Input::Key(digit(spare as usize)));
        keys.insert(1, Input::Key(KeyCode::Backspace));
        keys.push(Input::Key(KeyCode::Enter));
        keys
    };
    play_by_keys::<Robots>(setup(Robots::ID, None, ai(RANDOM)), &AiPlayer::new(NORMAL), keys, 200);
}

#[test]
fn the_cursor_steps_to_neighbours_and_jumps_gaps() {
    // A hex board in even-q offset rows, as every hex view lays it out.
    let hex = BoardLayout::new(
        TileShape::Hex(40.0),
        (0..5).flat_map(|x| (0..4).map(move |y| ((x, y), Rgb::WHITE))).collect(),
    );
    let centre = (2, 1);
    let ring: Vec<Tile> = CURSOR_KEYS.iter().filter_map(|k| step(&hex, centre, direction(*k).unwrap())).collect();
    let mut distinct = ring.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 6, "the eight keys reach the six neighbours: {ring:?}");
    for at in &distinct {
        assert!(hex.world(*at).distance(hex.world(centre)) < 80.0, "{at:?} is a neighbour");
    }
    // Left and right stay in the offset row, so holding one runs along it.
    assert_eq!(step(&hex, centre, Vec2::X), Some((3, 1)));
    assert_eq!(step(&hex, (3, 1), Vec2::X), Some((4, 1)));
    assert_eq!(step(&hex, (4, 1), Vec2::X), None, "the board's edge");
    // A square board with a gap: the arrow jumps it.
    let square = BoardLayout::new(
        TileShape::Square(50.0),
        (0..5).flat_map(|x| (0..3).map(move |y| ((x, y), Rgb::WHITE))).filter(|t| t.0 != (2, 1)).collect(),
    );
    assert_eq!(step(&square, (1, 1), Vec2::X), Some((3, 1)));
    assert_eq!(step(&square, (1, 1), Vec2::Y).map(|t| t.0), Some(1));
    // Every tile can be reached from every other by the arrows alone.
    for (from, _) in &square.tiles {
        for (to, _) in &square.tiles {
            assert!(arrow_path(&square, *from, *to).is_some(), "{from:?} to {to:?}");
        }
    }
}

#[test]
fn escape_and_a_second_enter_drop_a_picked_piece() {
    let mut app = view_app_for(setup(Tactigon::ID, None, ai(RANDOM)));
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    let ready = |w: &World| w.contains_resource::<BoardLayout>() && !w.resource::<MoveStarts>().0.is_empty();
    assert!(run_until(&mut app, 5000, ready), "the human's pieces that can move are known");
    press(&mut app, KeyCode::Tab);
    let first = cursor(&app).expect("Tab goes to a piece that can move");
    assert!(app.world().resource::<MoveStarts>().0.contains(&first));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Picked>().0, Some(first), "Enter picks it");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Picked>().0, None, "Enter on it again drops it");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Escape);
    assert_eq!(app.world().resource::<Picked>().0, None, "Escape drops it");
    // Shift+Tab goes back the way Tab came.
    press(&mut app, KeyCode::Tab);
    let second = cursor(&app);
    assert_ne!(second, Some(first));
    app.world_mut().write_message(KeyboardInput {
        key_code: KeyCode::ShiftLeft,
        logical_key: Key::Shift,
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    press(&mut app, KeyCode::Tab);
    assert_eq!(cursor(&app), Some(first));
}
