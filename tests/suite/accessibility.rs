//! What a screen reader gets: the app with its real egui screens and no window, accessibility
//! switched on as a screen reader would, and the accessibility tree read back. The menu's and
//! the game screen's words are there, and the live labels announce whose turn it is, the
//! board cursor's tile and the computer's move. The menu is worked by Tab and Enter alone.

use crate::headless::run_until;
use crate::keyboard::press;
use bevy::a11y::AccessibilityPlugin;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::window::{ExitCondition, PrimaryWindow};
use bevy_egui::egui::accesskit::{Live, Role};
use bevy_egui::{EguiContext, EguiOutput};
use stratagem::app::start_with;
use stratagem::core::Game;
use stratagem::core::assets::asset_root;
use stratagem::games::GamesPlugin;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::session::{Controller, PlayableGame, Setup};
use stratagem::shell::live_assets::{DataRoot, asset_plugin};
use stratagem::shell::ui::UiPlugin;
use stratagem::shell::{Match, Pace, Screen, ShellPlugin};

/// One node of the tree as a test reads it.
#[derive(Debug, Clone)]
struct Spoken {
    role: Role,
    words: String,
    live: bool,
}

/// The windowed app's plugins on a window that is never opened.
fn reader_app(setup: Option<Setup>) -> App {
    let root = asset_root();
    let mut app = App::new();
    let window = Window { resolution: (1280, 800).into(), ..default() };
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::input::InputPlugin,
        WindowPlugin { primary_window: Some(window), exit_condition: ExitCondition::DontExit, ..default() },
        AccessibilityPlugin,
        asset_plugin(&root, false),
    ))
    .insert_resource(DataRoot(root))
    .init_asset::<Mesh>()
    .init_asset::<ColorMaterial>()
    .init_asset::<Image>()
    .init_asset::<bevy::shader::Shader>()
    .add_plugins((ShellPlugin, GamesPlugin, UiPlugin));
    start_with(&mut app, setup);
    app
}

/// Switches egui's accessibility output on, as bevy_egui does when a screen reader asks.
fn switch_on(app: &mut App) {
    assert!(run_until(app, 100, |w| w.iter_entities().any(|e| e.contains::<EguiContext>())), "egui's context exists");
    let mut contexts = app.world_mut().query::<&mut EguiContext>();
    for mut context in contexts.iter_mut(app.world_mut()) {
        context.get_mut().enable_accesskit();
    }
}

/// The last frame's accessibility tree.
fn tree(app: &mut App) -> Vec<Spoken> {
    let mut outputs = app.world_mut().query::<&EguiOutput>();
    let mut spoken = Vec::new();
    for output in outputs.iter(app.world()) {
        let Some(update) = &output.platform_output.accesskit_update else { continue };
        for (_, node) in &update.nodes {
            let words = [node.label(), node.value(), node.description()].into_iter().flatten().collect::<Vec<_>>();
            spoken.push(Spoken { role: node.role(), words: words.join(" "), live: node.live() == Some(Live::Polite) });
        }
    }
    spoken
}

/// The node that has the keyboard's focus, if any.
fn focused(app: &mut App) -> Option<Spoken> {
    let mut outputs = app.world_mut().query::<&EguiOutput>();
    for output in outputs.iter(app.world()) {
        let Some(update) = &output.platform_output.accesskit_update else { continue };
        if let Some((_, node)) = update.nodes.iter().find(|(id, _)| *id == update.focus) {
            let words = [node.label(), node.value()].into_iter().flatten().collect::<Vec<_>>().join(" ");
            return Some(Spoken { role: node.role(), words, live: node.live() == Some(Live::Polite) });
        }
    }
    None
}

/// A key pressed and released in the window, as winit would report it to egui.
fn key_in_window(app: &mut App, key_code: KeyCode, logical_key: Key) {
    let window = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>().single(app.world()).unwrap();
    for state in [ButtonState::Pressed, ButtonState::Released] {
        let event =
            KeyboardInput { key_code, logical_key: logical_key.clone(), state, text: None, repeat: false, window };
        app.world_mut().write_message(event);
        app.update();
    }
}

fn find<'a>(tree: &'a [Spoken], role: Role, words: &str) -> Option<&'a Spoken> {
    tree.iter().find(|s| s.role == role && s.words.contains(words))
}

#[test]
fn the_menu_is_read_out() {
    let mut app = reader_app(None);
    switch_on(&mut app);
    for _ in 0..3 {
        app.update();
    }
    let spoken = tree(&mut app);
    assert!(find(&spoken, Role::Label, "Stratagem").is_some(), "the title: {spoken:?}");
    assert!(find(&spoken, Role::Button, "Play").is_some(), "a game card's Play button");
    assert!(find(&spoken, Role::Button, "Rules").is_some(), "a game card's Rules button");
    let buttons = spoken.iter().filter(|s| s.role == Role::Button && !s.words.is_empty()).count();
    assert!(buttons >= 10, "every button has words to read: {buttons}");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
}

#[test]
fn the_menu_is_worked_by_tab_and_enter() {
    let mut app = reader_app(None);
    switch_on(&mut app);
    for _ in 0..3 {
        app.update();
    }
    let mut on_play = false;
    for _ in 0..80 {
        key_in_window(&mut app, KeyCode::Tab, Key::Tab);
        app.update();
        if focused(&mut app).is_some_and(|s| s.role == Role::Button && s.words == "Play") {
            on_play = true;
            break;
        }
    }
    assert!(on_play, "Tab reaches a game's Play button (last focus {:?})", focused(&mut app));
    assert!(find(&tree(&mut app), Role::Button, "Start").is_none(), "the front page has no Start");
    key_in_window(&mut app, KeyCode::Enter, Key::Enter);
    for _ in 0..3 {
        app.update();
    }
    let spoken = tree(&mut app);
    assert!(find(&spoken, Role::Button, "Start").is_some(), "Enter opened the game's setup page: {spoken:?}");
}

#[test]
fn a_game_is_read_out_turn_cursor_and_the_computers_move() {
    let mut setup = stratagem::games::catalog().default_setup(TicTacToe::ID).unwrap();
    setup.seats = vec![Controller::Human, Controller::Ai(stratagem::ai::AiPlayer::new(stratagem::ai::RANDOM))];
    let mut app = reader_app(Some(setup));
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, animation: 0.0, ..Pace::default() });
    switch_on(&mut app);
    assert!(run_until(&mut app, 300, |w| w.contains_resource::<Match<TicTacToe>>()), "the match starts");
    for _ in 0..3 {
        app.update();
    }
    let spoken = tree(&mut app);
    let turn = find(&spoken, Role::Label, "to move").unwrap_or_else(|| panic!("whose turn: {spoken:?}"));
    assert!(turn.live, "whose turn is announced");
    assert!(find(&spoken, Role::Button, "Undo").is_some(), "the panel's buttons");
    assert!(find(&spoken, Role::Label, "Moves").is_some(), "the move log");

    // The cursor's tile is described as it moves, and Enter plays there.
    press(&mut app, KeyCode::ArrowUp);
    app.update();
    let spoken = tree(&mut app);
    let tile = find(&spoken, Role::Label, "Tile").unwrap_or_else(|| panic!("the cursor's tile: {spoken:?}"));
    assert!(tile.live, "the cursor's tile is announced");
    press(&mut app, KeyCode::Enter);
    let answered = |w: &World| w.resource::<Match<TicTacToe>>().ply() >= 2;
    assert!(run_until(&mut app, 2000, answered), "the computer answers");
    for _ in 0..3 {
        app.update();
    }
    let game = app.world().resource::<Match<TicTacToe>>();
    let computer = game.state.seat_name(stratagem::core::Seat(1));
    let played = game.record().moves[1].clone();
    let spoken = tree(&mut app);
    let last = find(&spoken, Role::Label, "Last move").unwrap_or_else(|| panic!("the computer's move: {spoken:?}"));
    assert!(last.live && last.words.contains(&format!("{computer}: {played}")), "the computer's move: {last:?}");
}

/// The map editor by keys alone: Tab reaches a tool of the palette and Enter chooses it, Tab
/// reaches the map, the arrows move its cursor (its tile read out) and Enter uses the tool.
#[test]
fn the_map_editor_is_worked_by_keys_and_read_out() {
    use stratagem::shell::editor::{Editor, EditorAction};
    let mut app = reader_app(None);
    switch_on(&mut app);
    app.world_mut().write_message(EditorAction::Open { game: "kings".into(), preset: None });
    assert!(run_until(&mut app, 100, |w| w.contains_resource::<Editor>()), "the editor opens");
    for _ in 0..3 {
        app.update();
    }
    let tab_to = |app: &mut App, role: Option<Role>, words: &str| {
        for _ in 0..120 {
            key_in_window(app, KeyCode::Tab, Key::Tab);
            if focused(app).is_some_and(|s| role.is_none_or(|r| s.role == r) && s.words == words) {
                return true;
            }
        }
        false
    };
    assert!(tab_to(&mut app, None, "Gap"), "Tab reaches the Gap tool (last focus {:?})", focused(&mut app));
    key_in_window(&mut app, KeyCode::Enter, Key::Enter);
    app.update();
    assert_eq!(app.world().resource::<Editor>().tool, "Gap", "Enter chose the tool");
    assert!(tab_to(&mut app, None, "Map"), "Tab reaches the map (last focus {:?})", focused(&mut app));
    let before = app.world().resource::<Editor>().session.map().text();
    key_in_window(&mut app, KeyCode::ArrowRight, Key::ArrowRight);
    key_in_window(&mut app, KeyCode::ArrowRight, Key::ArrowRight);
    app.update();
    assert_eq!(app.world().resource::<Editor>().picked, Some((1, 0)), "the first arrow picks (0,0), the next moves");
    let spoken = tree(&mut app);
    let tile = find(&spoken, Role::Label, "Tile 1, 0").unwrap_or_else(|| panic!("the cursor's tile: {spoken:?}"));
    assert!(tile.live && tile.words.contains("Enter: Gap"), "the cursor's tile and what Enter does: {tile:?}");
    key_in_window(&mut app, KeyCode::Enter, Key::Enter);
    app.update();
    let after = app.world().resource::<Editor>().session.map().text();
    assert_ne!(after, before, "Enter used the tool on the cursor's tile");
    assert!(after.contains("\". ...\""), "a gap at (1,0): {after}");
    assert_eq!(app.world().resource::<Editor>().tool, "Gap", "focus stayed on the map");
}
