//! The real app logic without a window: `MinimalPlugins` plus the shell and the games, driven
//! with `app.update()` through the real move pipeline and AI tasks.

use bevy::prelude::*;
use std::time::Duration;
use stratagem::ai::{AiKind, EvalChoice, Strength};
use stratagem::app::headless_app;
use stratagem::core::{Game, Seat};
use stratagem::games::tactigon::Tactigon;
use stratagem::games::tictactoe::{Cell, TicTacToe};
use stratagem::shell::play::PlaySet;
use stratagem::shell::{
    Controller, FirstPlayer, Match, MatchStatus, MenuError, MoveApplied, MoveRequest, Pace, Screen, Setup,
};

fn setup(game: &'static str, preset: &str, seats: [Controller; 2]) -> Setup {
    Setup {
        game,
        preset: preset.into(),
        options: vec![false, false],
        first: FirstPlayer::Default,
        seats: seats.to_vec(),
        seed: 9,
    }
}

/// Counts applied moves, to check that every one went through the pipeline.
#[derive(Resource, Default)]
struct Applied(usize);

fn app_for(setup: Setup) -> App {
    let mut app = headless_app(Some(setup));
    app.insert_resource(Pace { spectate_delay: 0.0, ..Pace::default() })
        .init_resource::<Applied>()
        .add_systems(Update, count_applied.after(PlaySet));
    app
}

fn count_applied(mut moves: MessageReader<MoveApplied<Tactigon>>, mut applied: ResMut<Applied>) {
    applied.0 += moves.read().count();
}

/// Updates until `done` or the update budget runs out; AI tasks run on other threads.
fn run_until(app: &mut App, updates: usize, done: impl Fn(&World) -> bool) -> bool {
    for _ in 0..updates {
        app.update();
        if done(app.world()) {
            return true;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    false
}

fn minimax(ms: u64) -> Controller {
    Controller::Ai(AiKind::Minimax(Strength {
        max_depth: None,
        think_time: Duration::from_millis(ms),
        eval: EvalChoice::Tuned,
    }))
}

#[test]
fn an_ai_vs_ai_game_runs_to_its_end_through_the_pipeline() {
    let mut app = app_for(setup("tactigon", "small", [Controller::Ai(AiKind::Random), Controller::Ai(AiKind::Random)]));
    let finished = run_until(&mut app, 50_000, |w| w.resource::<MatchStatus>().outcome.is_some());
    assert!(finished, "the game ended");
    let world = app.world();
    let game = world.resource::<Match<Tactigon>>();
    assert_eq!(world.resource::<Applied>().0, game.ply(), "every move was announced");
    assert_eq!(world.resource::<MatchStatus>().moves_played, game.ply());
    // Replaying the history from the start reproduces the final position.
    let mut replay = <Tactigon as stratagem::shell::PlayableGame>::start(world.resource::<Setup>()).unwrap();
    for &mv in &game.history {
        assert_eq!(replay.why_illegal(mv), None);
        replay.apply(mv);
    }
    assert_eq!(replay.position_hash(), game.state.position_hash());
    assert!(game.state.outcome().is_some());
    assert!(game.ply() > 20, "a real game, {} moves", game.ply());
}

#[test]
fn a_stale_ai_result_after_new_game_is_dropped() {
    let mut app = app_for(setup("tactigon", "small", [minimax(400), minimax(400)]));
    assert!(run_until(&mut app, 100, |w| w.resource::<MatchStatus>().thinking.is_some()), "an AI is thinking");
    let old = app.world().resource::<Match<Tactigon>>();
    let (old_id, old_state) = (old.id, old.state.clone());
    let mut moves = Vec::new();
    old_state.legal_moves(&mut moves);

    // New game, this time with humans only, while the search is still running.
    app.world_mut().resource_mut::<Setup>().seats = vec![Controller::Human, Controller::Human];
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    let new_id = app.world().resource::<Match<Tactigon>>().id;
    assert_ne!(new_id, old_id);

    // A move meant for the old game arrives late: it must change nothing.
    app.world_mut().write_message(MoveRequest::<Tactigon> {
        game: old_id,
        ply: 0,
        seat: old_state.to_move(),
        mv: moves[0],
    });
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_millis(900) {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let game = app.world().resource::<Match<Tactigon>>();
    assert_eq!(game.ply(), 0, "nothing from the old game was applied");
    assert_eq!(app.world().resource::<Applied>().0, 0);
    assert!(app.world().resource::<MatchStatus>().thinking.is_none());
}

#[test]
fn an_illegal_move_changes_nothing_and_says_why() {
    let mut app = app_for(setup("tactigon", "small", [Controller::Human, Controller::Human]));
    app.update();
    let game = app.world().resource::<Match<Tactigon>>();
    let (id, before) = (game.id, game.state.position_hash());
    // Red's pentagon on (3,8) is walled in by its own pieces.
    let mv = game.state.move_between((3, 8), (3, 5)).unwrap();
    app.world_mut().write_message(MoveRequest::<Tactigon> { game: id, ply: 0, seat: Seat(1), mv });
    app.update();
    let status = app.world().resource::<MatchStatus>();
    let notice = status.notice.clone().expect("the UI is told why");
    assert!(notice.contains("cannot reach (3,5)"), "{notice}");
    assert_eq!(app.world().resource::<Match<Tactigon>>().state.position_hash(), before);

    // Not your turn: cian's piece while red is to move.
    let game = app.world().resource::<Match<Tactigon>>();
    let mv = game.state.move_between((3, 4), (3, 5)).unwrap();
    app.world_mut().write_message(MoveRequest::<Tactigon> { game: id, ply: 0, seat: Seat(0), mv });
    app.update();
    assert!(app.world().resource::<MatchStatus>().notice.as_deref().unwrap().contains("red's turn"));
    assert_eq!(app.world().resource::<Match<Tactigon>>().ply(), 0);
}

#[test]
fn tictactoe_human_against_minimax() {
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, minimax(200)]));
    app.update();
    let id = app.world().resource::<Match<TicTacToe>>().id;
    app.world_mut().write_message(MoveRequest::<TicTacToe> { game: id, ply: 0, seat: Seat(0), mv: Cell::at(1, 1) });
    assert!(run_until(&mut app, 20_000, |w| w.resource::<Match<TicTacToe>>().ply() == 2), "minimax answered");
    let game = app.world().resource::<Match<TicTacToe>>();
    assert_eq!(game.state.cell(Cell::at(1, 1)), Some(Seat(0)));
    assert!([0, 2, 6, 8].contains(&game.history[1].0), "o answers the centre with a corner");
}

#[test]
fn a_broken_preset_returns_to_the_menu_with_its_error() {
    let mut app = app_for(setup("tactigon", "no-such-preset", [Controller::Human, Controller::Human]));
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    let error = app.world().resource::<MenuError>().0.clone().unwrap();
    assert!(error.contains("no-such-preset.ron") && error.contains("no such preset"), "{error}");
    assert!(app.world().get_resource::<Match<Tactigon>>().is_none());
}

#[test]
fn an_htn_player_plays_kings_through_the_pipeline_and_explains_its_plan() {
    use stratagem::games::kings::Kings;
    let mut app = app_for(setup("kings", "default", [Controller::Ai(AiKind::Htn), Controller::Ai(AiKind::Random)]));
    let finished = run_until(&mut app, 50_000, |w| w.resource::<MatchStatus>().outcome.is_some());
    assert!(finished, "the game ended");
    let world = app.world();
    let status = world.resource::<MatchStatus>();
    assert!(status.htn_error.is_none());
    let plan = &status.decisions[0];
    assert!(plan.iter().any(|l| l.contains("doAI(Player1)")), "{plan:?}");
    assert!(plan.last().is_some_and(|l| l.starts_with("doMove(")), "{plan:?}");
    let game = world.resource::<Match<Kings>>();
    assert!(game.ply() > 2);
}

#[test]
fn picking_a_piece_then_a_target() {
    use stratagem::shell::board_view::{PickResult, Picked};
    let mut picked = Picked::default();
    assert_eq!(picked.click(4, false, true), PickResult::NotYours, "an enemy piece is not picked");
    assert_eq!(picked.click(4, false, false), PickResult::Dropped);
    assert_eq!(picked.click(7, true, true), PickResult::Picked);
    assert_eq!(picked.click(8, true, true), PickResult::Picked, "another own piece replaces the pick");
    assert_eq!(picked.0, Some(8));
    assert_eq!(picked.click(9, false, false), PickResult::Propose { from: 8, to: 9 });
    assert_eq!(picked.0, None);
    picked.click(8, true, true);
    assert_eq!(picked.click(8, true, true), PickResult::Dropped, "clicking the pick again drops it");
    picked.click(8, true, true);
    assert_eq!(picked.click(3, false, true), PickResult::Propose { from: 8, to: 3 }, "an enemy piece is a target");
}
