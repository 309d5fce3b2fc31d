//! The map editor in the headless app: opened from a preset, painted, undone, refused play
//! while it has a problem, saved (and then listed live), and played.

use crate::editor::user_maps;
use crate::headless::wait_for;
use bevy::prelude::*;
use stratagem::core::assets::asset_root;
use stratagem::games::kings::Kings;
use stratagem::session::PlayableGame;
use stratagem::shell::editor::{Editor, EditorAction};
use stratagem::shell::live_assets::Presets;
use stratagem::shell::{Match, MenuError, Screen};

fn send(app: &mut App, action: EditorAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

fn text(app: &App) -> String {
    app.world().resource::<Editor>().session.map().text()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn message(app: &App) -> Option<(bool, String)> {
    app.world().resource::<Editor>().message.clone()
}

#[test]
fn the_editor_opens_paints_undoes_saves_and_plays_a_map() {
    stratagem::i18n::install_english();
    user_maps();
    let mut app = stratagem::app::headless_app_reading(None, &asset_root(), true);
    app.update();
    assert_eq!(screen(&app), Screen::Menu);

    // A game without an editor says so and stays at the menu.
    send(&mut app, EditorAction::Open { game: "tictactoe".into(), preset: None });
    assert!(app.world().resource::<MenuError>().0.as_ref().is_some_and(|e| e.to_string().contains("no map editor")));
    assert_eq!(screen(&app), Screen::Menu);

    send(&mut app, EditorAction::Open { game: Kings::ID.into(), preset: Some("default".into()) });
    assert_eq!(screen(&app), Screen::Editing);
    let original = text(&app);
    assert_ne!(app.world().resource::<Editor>().session.id, "default", "a shipped map is edited as a copy");

    send(&mut app, EditorAction::Apply { tool: "Gap".into(), at: (0, 2) });
    let painted = text(&app);
    assert!(painted.contains("\" ....\""), "{painted}");
    send(&mut app, EditorAction::Undo);
    assert_eq!(text(&app), original);
    send(&mut app, EditorAction::Redo);
    assert_eq!(text(&app), painted);

    // A bad click changes nothing and says why.
    send(&mut app, EditorAction::Apply { tool: "Gap".into(), at: (40, 2) });
    assert_eq!(text(&app), painted);
    assert!(message(&app).is_some_and(|(ok, m)| !ok && m.contains("off the map")), "{:?}", message(&app));

    // Without player 2's king the map cannot be played: the editor stays open and says why.
    send(&mut app, EditorAction::Apply { tool: "Remove".into(), at: (2, 0) });
    send(&mut app, EditorAction::Play);
    assert_eq!(screen(&app), Screen::Editing);
    assert!(message(&app).is_some_and(|(ok, m)| !ok && m.contains("Player 2 has no king")), "{:?}", message(&app));
    // A problem's tile can be marked without changing the map.
    let before = text(&app);
    send(&mut app, EditorAction::Pick((2, 0)));
    assert_eq!(app.world().resource::<Editor>().picked, Some((2, 0)));
    assert_eq!(text(&app), before);
    send(&mut app, EditorAction::Undo);

    // Saved under a name of its own, it is listed beside the shipped presets.
    send(&mut app, EditorAction::Rename("Gap at the side".into()));
    send(&mut app, EditorAction::SaveAs("editor-app-kings".into()));
    assert!(message(&app).is_some_and(|(ok, _)| ok), "{:?}", message(&app));
    assert!(user_maps().join("kings/editor-app-kings.ron").is_file());
    let listed = |w: &World| {
        let presets = w.resource::<Presets>();
        presets.of("kings").is_some_and(|list| {
            list.iter().flatten().any(|(id, name)| id == "editor-app-kings" && name == "Gap at the side")
        }) && presets.is_user_map("kings", "editor-app-kings")
    };
    assert!(wait_for(&mut app, listed), "the saved map is listed live");

    // Play this map: a game starts on it at once.
    send(&mut app, EditorAction::Play);
    assert!(wait_for(&mut app, |w| w.get_resource::<Match<Kings>>().is_some()), "a game started");
    assert_eq!(screen(&app), Screen::Playing);
    let position = app.world().resource::<Match<Kings>>().state.position_text();
    assert!(position.contains("\" ....\""), "the game is on the edited map:\n{position}");
}

#[test]
fn back_from_the_editor_asks_about_unsaved_changes_and_returns_to_the_menu() {
    user_maps();
    let mut app = stratagem::app::headless_app(None);
    app.update();
    send(&mut app, EditorAction::Open { game: "robots".into(), preset: None });
    assert_eq!(screen(&app), Screen::Editing);
    send(&mut app, EditorAction::Apply { tool: "Pit".into(), at: (4, 1) });
    // Back with unsaved changes asks first; a second Back leaves.
    send(&mut app, EditorAction::Back);
    assert_eq!(screen(&app), Screen::Editing);
    assert!(message(&app).is_some_and(|(ok, m)| !ok && m.contains("unsaved")), "{:?}", message(&app));
    send(&mut app, EditorAction::Back);
    assert_eq!(screen(&app), Screen::Menu);

    // A new map opens again fresh; untouched, Back leaves at once.
    send(&mut app, EditorAction::Open { game: "robots".into(), preset: None });
    assert!(!app.world().resource::<Editor>().session.can_undo());
    send(&mut app, EditorAction::Save);
    send(&mut app, EditorAction::Back);
    assert_eq!(screen(&app), Screen::Menu);
}

/// Closing the window with unsaved changes in the editor first says so; asked again, it
/// closes. With nothing unsaved it closes at once.
#[test]
fn closing_the_window_with_unsaved_changes_asks_first() {
    use bevy::window::{ClosingWindow, WindowCloseRequested};
    user_maps();
    let mut app = stratagem::app::headless_app_reading(None, &asset_root(), false);
    app.update();
    send(&mut app, EditorAction::Open { game: Kings::ID.into(), preset: Some("default".into()) });
    let window = app.world_mut().spawn_empty().id();
    let close = |app: &mut App| {
        app.world_mut().write_message(WindowCloseRequested { window });
        app.update();
        app.update();
    };
    send(&mut app, EditorAction::Save);
    send(&mut app, EditorAction::Apply { tool: "Gap".into(), at: (0, 2) });
    assert!(app.world().resource::<Editor>().session.unsaved());
    close(&mut app);
    assert!(app.world().get_entity(window).is_ok(), "the window stays open");
    assert!(app.world().get::<ClosingWindow>(window).is_none());
    assert!(message(&app).is_some_and(|(ok, m)| !ok && m.contains("close the window again")), "{:?}", message(&app));
    close(&mut app);
    assert!(app.world().get_entity(window).is_err(), "closed when asked again");

    // Saved: the first request closes.
    let window = app.world_mut().spawn_empty().id();
    send(&mut app, EditorAction::Save);
    app.world_mut().write_message(WindowCloseRequested { window });
    app.update();
    app.update();
    assert!(app.world().get_entity(window).is_err(), "nothing unsaved: closed at once");
    let _ = std::fs::remove_file(app.world().resource::<Editor>().session.path());
}
