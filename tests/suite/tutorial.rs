//! The tutorials: every game's file reads and checks out, its words are in the catalogs, a
//! broken one names the file and the step, and each is played through in the headless app as a
//! learner would, through the real move pipeline, with a wrong move midway.

use super::headless::run_until;
use bevy::prelude::*;
use std::collections::BTreeSet;
use stratagem::app::headless_app;
use stratagem::core::Text;
use stratagem::games::gdl::GdlPlay;
use stratagem::games::kings::Kings;
use stratagem::games::provinces::Provinces;
use stratagem::games::robots::Robots;
use stratagem::games::tactigon::Tactigon;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::i18n::{Catalogs, ENGLISH};
use stratagem::session::PlayableGame;
use stratagem::session::tutorial::{Progress, Tutorial, tutorial_path};
use stratagem::shell::play::ActiveTutorial;
use stratagem::shell::tutorial::LearnToPlay;
use stratagem::shell::{Match, MatchCommand, MatchStatus, MoveRequest, Pace, Screen};

fn keys_of<G: PlayableGame>() -> Vec<String> {
    let tutorial = Tutorial::load::<G>(&stratagem::games::catalog()).unwrap_or_else(|e| panic!("{e}"));
    let mut keys: Vec<String> = tutorial.steps.iter().map(|s| s.say.clone()).collect();
    keys.push(tutorial.done.clone());
    keys
}

#[test]
fn every_game_has_a_tutorial_that_reads_and_whose_words_are_in_english() {
    let catalogs = Catalogs::load(&stratagem::core::assets::asset_root().join("i18n"));
    let english: BTreeSet<&str> = catalogs.get(ENGLISH).expect("English").keys().collect();
    let keys = [
        keys_of::<Provinces>(),
        keys_of::<Tactigon>(),
        keys_of::<Kings>(),
        keys_of::<TicTacToe>(),
        keys_of::<Robots>(),
        keys_of::<GdlPlay>(),
    ];
    let missing: Vec<&String> = keys.iter().flatten().filter(|k| !english.contains(k.as_str())).collect();
    assert!(missing.is_empty(), "tutorial keys not in assets/i18n/en: {missing:?}");
    for id in stratagem::games::ids() {
        assert!(tutorial_path(id).is_file(), "{id} has a tutorial");
    }
}

/// A tutorial file written for the test, read as tic-tac-toe's.
fn read_tutorial(text: &str) -> Result<Tutorial, String> {
    let dir = std::env::temp_dir().join(format!("stratagem-tutorial-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tictactoe.ron");
    std::fs::write(&path, text).unwrap();
    let read = Tutorial::read::<TicTacToe>(&path, &stratagem::games::catalog()).map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&path);
    read
}

#[test]
fn a_broken_tutorial_is_refused_naming_the_file_and_the_step() {
    let step = |mv: &str, reply: &str| format!("(say: \"k\", expect: [\"{mv}\"], reply: [{reply}])");
    let file = |steps: &[String]| format!("(steps: [{}], done: \"d\")", steps.join(", "));
    let good =
        [step("x@r2c2", "\"o@r1c2\""), step("x@r1c1", "\"o@r3c3\""), step("x@r3c1", "\"o@r2c1\""), step("x@r1c3", "")];
    assert!(read_tutorial(&file(&good)).is_ok(), "the good script reads");
    let cases = [
        (vec![good[0].clone(), step("x@r2c2", "\"o@r3c3\"")], "step 2: no legal move is one of x@r2c2"),
        (vec![step("x@r2c2", "\"o@r2c2\"")], "step 1: reply o@r2c2"),
        (vec![step("X@R2C2", "\"o@r1c2\"")], "step 1: X@R2C2"),
        (vec![step("x@r2c2", ""), step("x@r1c1", "")], "step 2: it is o's turn"),
        (vec![good[0].clone()], "step 1: the game is not over"),
        (vec![step("x@r9c9", "")], "step 1: x@r9c9"),
    ];
    for (steps, wanted) in cases {
        let error = read_tutorial(&file(&steps)).expect_err(wanted);
        assert!(error.contains("tictactoe.ron") && error.contains(wanted), "{wanted}: {error}");
    }
    let error = read_tutorial("(steps: [], done: \"d\", colour: 3)").expect_err("an unknown field");
    assert!(error.contains("tictactoe.ron") && error.contains("colour"), "{error}");
    let error = read_tutorial("(steps: [], done: \"d\")").expect_err("no steps");
    assert!(error.contains("at least one step"), "{error}");
}

#[test]
fn a_step_may_take_any_card_of_a_kind() {
    let tutorial = Tutorial::load::<Robots>(&stratagem::games::catalog()).unwrap();
    let step = &tutorial.steps[0];
    assert!(step.allows("F2:690 F2:710 R:160 F1:580 B:430"));
    assert!(step.allows("F2:750 F2:690 R:220 F1:580 L:210"));
    assert!(!step.allows("F2:690 L:210 F2:710 R:160 F1:580"), "a word stands for one card");
    assert!(!step.allows("F2:690 F2:710 R:160 F1:580"), "five cards");
}

/// The state of the app's match of `G`.
fn game<G: PlayableGame>(app: &App) -> &Match<G> {
    app.world().resource::<Match<G>>()
}

fn played<G: PlayableGame>(app: &App) -> Vec<String> {
    game::<G>(app).history.iter().map(|p| p.text.clone()).collect()
}

/// The learner's moves the step allows, and one legal move it does not.
fn moves_for<G: PlayableGame>(app: &App, index: usize) -> (G::Move, Option<G::Move>) {
    let tutorial = app.world().resource::<ActiveTutorial>().tutorial.clone();
    let state = &game::<G>(app).state;
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let step = &tutorial.steps[index];
    let right = *moves.iter().find(|&&m| step.allows(&state.move_text(m))).expect("the step's move is legal");
    let wrong = moves.iter().find(|&&m| !step.allows(&state.move_text(m))).copied();
    (right, wrong)
}

fn send<G: PlayableGame>(app: &mut App, mv: G::Move) {
    let game = game::<G>(app);
    let request =
        MoveRequest::<G> { game: game.id, revision: game.revision, seat: game.state.to_move(), mv, note: None };
    app.world_mut().write_message(request);
    app.update();
}

/// Plays a game's tutorial as a learner would: "Learn to play", then each step's move once the
/// step is shown, a wrong move midway (refused with why, nothing changed), until the win.
fn play_through<G: PlayableGame>() {
    let mut app = headless_app(None);
    app.insert_resource(Pace { reply_delay: 0.0, spectate_delay: 0.0, animation: 0.0, ..Pace::default() });
    app.update();
    app.world_mut().write_message(LearnToPlay(G::ID));
    assert!(run_until(&mut app, 100, |w| w.contains_resource::<Match<G>>()), "{}: the tutorial started", G::ID);
    let tutorial = app.world().resource::<ActiveTutorial>().tutorial.clone();
    let steps = tutorial.steps.len();
    for index in 0..steps {
        let at_step = |w: &World| {
            let texts: Vec<String> = w.resource::<Match<G>>().history.iter().map(|p| p.text.clone()).collect();
            matches!(tutorial.progress(&texts), Progress::Learner { index: i, .. } if i == index)
                && w.resource::<MatchStatus>().tutorial.as_ref().is_some_and(|t| t.step == index + 1)
        };
        assert!(run_until(&mut app, 5_000, at_step), "{}: step {} is shown", G::ID, index + 1);
        let shown = app.world().resource::<MatchStatus>().tutorial.clone().unwrap();
        assert_eq!(shown.say.key(), Some(tutorial.steps[index].say.as_str()));
        assert_eq!(shown.tiles, tutorial.steps[index].light);
        let (right, wrong) = moves_for::<G>(&app, index);
        if index == steps / 2
            && let Some(wrong) = wrong
        {
            let before = played::<G>(&app);
            send::<G>(&mut app, wrong);
            assert_eq!(played::<G>(&app), before, "{}: the wrong move changed nothing", G::ID);
            let notice = app.world().resource::<MatchStatus>().notice.clone();
            assert_eq!(notice.as_ref().and_then(Text::key), Some("tutorial-other-move"), "{}: says why", G::ID);
        }
        send::<G>(&mut app, right);
    }
    let over = |w: &World| w.resource::<MatchStatus>().tutorial.as_ref().is_some_and(|t| t.finished);
    assert!(run_until(&mut app, 5_000, over), "{}: the tutorial ends", G::ID);
    let state = &game::<G>(&app).state;
    assert_eq!(state.outcome().and_then(|o| o.winner()), Some(tutorial.learner), "{}: the learner won", G::ID);
    // Leaving the match ends the tutorial.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
    app.update();
    assert!(!app.world().contains_resource::<ActiveTutorial>());
}

#[test]
fn provinces_tutorial_plays_through() {
    play_through::<Provinces>();
}

#[test]
fn tactigon_tutorial_plays_through() {
    play_through::<Tactigon>();
}

#[test]
fn kings_tutorial_plays_through() {
    play_through::<Kings>();
}

#[test]
fn tictactoe_tutorial_plays_through() {
    play_through::<TicTacToe>();
}

#[test]
fn robots_tutorial_plays_through() {
    play_through::<Robots>();
}

#[test]
fn gdl_tutorial_plays_through() {
    play_through::<GdlPlay>();
}

#[test]
fn undo_in_a_tutorial_goes_back_a_step_and_the_computer_is_not_asked() {
    let mut app = headless_app(None);
    app.insert_resource(Pace { reply_delay: 0.0, ..Pace::default() });
    app.update();
    app.world_mut().write_message(LearnToPlay(TicTacToe::ID));
    assert!(run_until(&mut app, 100, |w| w.contains_resource::<Match<TicTacToe>>()));
    app.update();
    let (right, _) = moves_for::<TicTacToe>(&app, 0);
    send::<TicTacToe>(&mut app, right);
    assert!(run_until(&mut app, 1_000, |w| w.resource::<Match<TicTacToe>>().ply() == 2), "the script replied");
    assert_eq!(played::<TicTacToe>(&app), ["x@r2c2", "o@r1c2"]);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game::<TicTacToe>(&app).ply(), 2, "the Normal seat does not think in a tutorial");
    assert!(app.world().resource::<MatchStatus>().thinking.is_none());
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    app.update();
    assert_eq!(game::<TicTacToe>(&app).ply(), 0);
    assert_eq!(app.world().resource::<MatchStatus>().tutorial.as_ref().map(|t| t.step), Some(1));
    // A hint is not given in a tutorial: the lit tiles show the move.
    app.world_mut().write_message(MatchCommand::Hint);
    app.update();
    let notice = app.world().resource::<MatchStatus>().notice.clone();
    assert_eq!(notice.as_ref().and_then(Text::key), Some("tutorial-no-hint"));
}
