//! The review through the app's real systems: a saved tic-tac-toe game opened for review (as the
//! menu's "Review" opens it) is gone through on the background task, the thrown win is a
//! mistake with the winning move as the better one, choosing it shows the position before it
//! with that move lit (until another position is shown), and "Retry from here" starts a new
//! match there with the player in the seat that made the mistake.

use crate::headless::run_until;
use bevy::prelude::*;
use stratagem::ai::AiPlayer;
use stratagem::ai::levels::EXPERT;
use stratagem::app::headless_app;
use stratagem::core::{Game, Seat};
use stratagem::games::tictactoe::TicTacToe;
use stratagem::session::Controller;
use stratagem::shell::review::{ReviewCommand, ReviewOnStart, ReviewShown, can_review};
use stratagem::shell::{LoadRecord, Match, MatchCommand, MatchStatus, Pace};

/// X could win at r1c3 with its third mark, plays r3c3, and O wins on the middle row.
const THROWN: [&str; 6] = ["x@r1c1", "o@r2c1", "x@r1c2", "o@r2c2", "x@r3c3", "o@r2c3"];

fn reviewed(world: &World) -> bool {
    let shown = world.resource::<ReviewShown>();
    shown.progress.is_none() && (!shown.standings.is_empty() || shown.error.is_some())
}

/// Presses "Retry from here" on a mistake and waits for the new match.
fn retry(app: &mut App, mistake: usize) -> &Match<TicTacToe> {
    let old = app.world().resource::<Match<TicTacToe>>().id;
    app.world_mut().write_message(ReviewCommand::Retry(mistake));
    let retried = |w: &World| w.get_resource::<Match<TicTacToe>>().is_some_and(|g| g.id != old);
    assert!(run_until(app, 100, retried), "a new match starts");
    app.update();
    app.world().resource::<Match<TicTacToe>>()
}

#[test]
fn a_review_finds_the_thrown_win_and_retry_plays_on_from_there() {
    let mut setup = stratagem::games::catalog().default_setup("tictactoe").unwrap();
    setup.seats = vec![Controller::Human, Controller::Ai(AiPlayer::new(EXPERT))];
    let mut app = headless_app(Some(setup.clone()));
    let moves = THROWN.iter().map(|m| m.to_string()).collect();
    app.insert_resource(LoadRecord { file: "thrown.ron".into(), moves, hints: Vec::new(), replay: true })
        .insert_resource(ReviewOnStart);
    app.update();
    assert!(can_review(app.world().resource::<MatchStatus>()), "a replay can be reviewed");
    assert!(run_until(&mut app, 20_000, reviewed), "the review finishes");
    let shown = app.world().resource::<ReviewShown>().clone();
    assert_eq!(shown.error, None);
    assert!(shown.open);
    assert_eq!(shown.standings.len(), THROWN.len() + 1, "a standing for every position");
    assert_eq!(shown.standings[6], [-1.0, 1.0], "O won");
    assert!(shown.mistakes.iter().all(|m| m.seat == Seat(0)), "only the human's moves: {:?}", shown.mistakes);
    let thrown = shown.mistakes.iter().position(|m| m.ply == 4).expect("the thrown win is a mistake");
    assert_eq!((shown.mistakes[thrown].played.as_str(), shown.mistakes[thrown].better.as_str()), ("x@r3c3", "x@r1c3"));

    // Asking again shows the same review, without going through the game again.
    app.world_mut().write_message(ReviewCommand::Start);
    app.update();
    assert_eq!(app.world().resource::<ReviewShown>().progress, None);

    app.world_mut().write_message(ReviewCommand::Show(thrown));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Match<TicTacToe>>().shown_ply(), 4, "the position before the mistake");
    let status = app.world().resource::<MatchStatus>();
    assert_eq!(status.hint.as_ref().map(|h| h.tiles.clone()), Some(vec![(3, 1)]), "r1c3 lit");
    assert_eq!(app.world().resource::<ReviewShown>().chosen, Some(thrown));
    // Another position on the board lets go of the mistake and its lit move.
    app.world_mut().write_message(MatchCommand::View(Some(2)));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<ReviewShown>().chosen, None);
    assert_eq!(app.world().resource::<MatchStatus>().hint, None);

    let game = retry(&mut app, thrown);
    assert_eq!(game.ply(), 4, "at the mistake's position");
    assert_eq!(game.viewing(), None, "live, not a replay");
    assert_eq!(game.state.to_move(), Seat(0));
    assert!(game.human_to_move(), "the human plays the move again");
    assert_eq!(game.setup.seats, setup.seats, "the same players");
    assert!(!app.world().resource::<Pace>().paused);
    assert!(!app.world().resource::<ReviewShown>().open, "the review was of the other match");
}

#[test]
fn retry_in_a_game_of_computers_gives_the_player_the_seat_that_made_the_mistake() {
    let mut setup = stratagem::games::catalog().default_setup("tictactoe").unwrap();
    let expert = Controller::Ai(AiPlayer::new(EXPERT));
    setup.seats = vec![Controller::Ai(AiPlayer::new(stratagem::ai::levels::EASY)), expert];
    let mut app = headless_app(Some(setup));
    let moves = THROWN.iter().map(|m| m.to_string()).collect();
    app.insert_resource(LoadRecord { file: "thrown.ron".into(), moves, hints: Vec::new(), replay: true })
        .insert_resource(ReviewOnStart)
        .insert_resource(Pace { paused: true, ..Pace::default() });
    app.update();
    assert!(run_until(&mut app, 20_000, reviewed), "the review finishes");
    let shown = app.world().resource::<ReviewShown>().clone();
    let thrown = shown.mistakes.iter().position(|m| m.ply == 4).expect("the thrown win is a mistake");
    let game = retry(&mut app, thrown);
    assert_eq!(game.setup.seats, [Controller::Human, expert], "the player takes x's seat, o keeps Expert");
    assert_eq!(game.ply(), 4);
    assert!(game.human_to_move());
}
