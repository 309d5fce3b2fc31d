//! The real app logic without a window: `MinimalPlugins` plus the shell and the games, driven
//! with `app.update()` through the real move pipeline and AI tasks.

use bevy::prelude::*;
use std::time::Duration;
use stratagem::ai::{AiPlayer, EvalChoice, HTN, MINIMAX, RANDOM, Strength};
use stratagem::app::headless_app;
use stratagem::core::assets::MapPreset;
use stratagem::core::{Game, Seat};
use stratagem::games::kings::Kings;
use stratagem::games::tactigon::Tactigon;
use stratagem::games::tictactoe::{Cell, TicTacToe};
use stratagem::session::Controller;
use stratagem::session::{PlayableGame, Setup};
use stratagem::shell::live_assets::HtnDomains;
use stratagem::shell::play::PlaySet;
use stratagem::shell::{
    AcceptedMove, Authority, CurrentSetup, LoadRecord, Match, MatchCommand, MatchStatus, MenuError, MoveApplied,
    MoveRequest, Pace, ProposedMove, SaveTo, Screen,
};

fn setup(game: &'static str, preset: &str, seats: [Controller; 2]) -> Setup {
    let mut setup = stratagem::games::catalog().default_setup(game).expect("a game of the suite");
    setup.preset = preset.into();
    setup.seats = seats.to_vec();
    setup.seed = 9;
    setup
}

/// Counts applied moves, to check that every one went through the pipeline.
#[derive(Resource, Default)]
struct Applied(usize);

fn app_for(setup: Setup) -> App {
    let mut app = headless_app(Some(setup));
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() })
        .init_resource::<Applied>()
        .add_systems(Update, count_applied.after(PlaySet));
    app
}

fn count_applied(mut moves: MessageReader<MoveApplied<Tactigon>>, mut applied: ResMut<Applied>) {
    applied.0 += moves.read().count();
}

/// Updates the app until `done` holds (true), or until `updates` frames and at least
/// `AT_LEAST` have passed (false). AI tasks run on other threads, so each update yields to
/// them; the time floor is for a machine loaded by other tests, where a frame budget alone ran
/// out while the computer's task waited for a core (CI, robot race by keys).
pub fn run_until(app: &mut App, updates: usize, done: impl Fn(&World) -> bool) -> bool {
    const AT_LEAST: std::time::Duration = std::time::Duration::from_secs(30);
    let started = std::time::Instant::now();
    let mut frames = 0;
    while frames < updates || started.elapsed() < AT_LEAST {
        app.update();
        if done(app.world()) {
            return true;
        }
        frames += 1;
        std::thread::yield_now();
    }
    false
}

fn minimax(ms: u64) -> Controller {
    Controller::Ai(AiPlayer {
        kind: MINIMAX,
        strength: Strength {
            max_depth: None,
            think_time: Duration::from_millis(ms),
            eval: EvalChoice::Tuned,
            ..Strength::default()
        },
    })
}

fn random() -> Controller {
    Controller::Ai(AiPlayer::new(RANDOM))
}

fn request<G: Game>(game: &Match<G>, mv: G::Move) -> MoveRequest<G> {
    MoveRequest { game: game.id, revision: game.revision, seat: game.state.to_move(), mv, note: None }
}

#[test]
fn an_ai_vs_ai_game_runs_to_its_end_through_the_pipeline() {
    let mut app = app_for(setup("tactigon", "small", [random(), random()]));
    let finished = run_until(&mut app, 50_000, |w| w.resource::<MatchStatus>().outcome.is_some());
    assert!(finished, "the game ended");
    let world = app.world();
    let game = world.resource::<Match<Tactigon>>();
    assert_eq!(world.resource::<Applied>().0, game.ply(), "every move was announced");
    assert_eq!(world.resource::<MatchStatus>().moves_played, game.ply());
    assert_eq!(world.resource::<MatchStatus>().log.len(), game.ply(), "the log lists every move");
    // The record replays to the final position.
    let record = game.record();
    let end =
        stratagem::session::playable::check_record::<Tactigon>(&world.resource::<CurrentSetup>().0, &record.moves)
            .unwrap();
    assert_eq!(end.position_hash(), game.state.position_hash());
    assert!(game.state.outcome().is_some());
    assert!(game.ply() > 20, "a real game, {} moves", game.ply());
}

/// Waits until an AI task is running, returns the revision it was asked about.
fn wait_for_thinking<G: Game>(app: &mut App) -> u64 {
    assert!(run_until(app, 10_000, |w| w.resource::<MatchStatus>().thinking.is_some()), "an AI is thinking");
    app.world().resource::<Match<G>>().revision
}

#[test]
fn a_stale_ai_result_is_dropped_after_new_game_and_after_undo() {
    // Human (x) against minimax (o) in tic-tac-toe.
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, minimax(300)]));
    app.update();
    let game = app.world().resource::<Match<TicTacToe>>();
    let first = request(game, Cell::at(1, 1));
    app.world_mut().write_message(first);
    let asked = wait_for_thinking::<TicTacToe>(&mut app);
    assert_eq!(app.world().resource::<Match<TicTacToe>>().ply(), 1);

    // Undo while o is thinking: the position o thinks about is gone.
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    let game = app.world().resource::<Match<TicTacToe>>();
    assert_eq!(game.ply(), 0, "undo took x's move back");
    assert_ne!(game.revision, asked, "undo changed the revision");
    // A result computed for the old revision arrives: it must change nothing, and it would be
    // a legal move now if it were applied (o's reply is on an empty cell, but x is to move).
    let stale =
        MoveRequest::<TicTacToe> { game: game.id, revision: asked, seat: Seat(0), mv: Cell::at(0, 0), note: None };
    assert_eq!(game.state.why_illegal(Cell::at(0, 0)), None, "the stale move would be legal");
    app.world_mut().write_message(stale);
    for _ in 0..50 {
        app.update();
    }
    let game = app.world().resource::<Match<TicTacToe>>();
    assert_eq!(game.ply(), 0, "nothing from the old revision was applied");
    assert!(app.world().resource::<MatchStatus>().thinking.is_none(), "the stale search was stopped");

    // New game while a search runs: its result is dropped too.
    let mut app = app_for(setup("tactigon", "small", [minimax(400), minimax(400)]));
    let asked = wait_for_thinking::<Tactigon>(&mut app);
    let old_id = app.world().resource::<Match<Tactigon>>().id;
    app.world_mut().resource_mut::<CurrentSetup>().seats = vec![Controller::Human, Controller::Human];
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    let game = app.world().resource::<Match<Tactigon>>();
    assert_ne!(game.id, old_id);
    let mut moves = Vec::new();
    game.state.legal_moves(&mut moves);
    let late =
        MoveRequest::<Tactigon> { game: old_id, revision: asked, seat: game.state.to_move(), mv: moves[0], note: None };
    app.world_mut().write_message(late);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(app.world().resource::<Match<Tactigon>>().ply(), 0, "nothing from the old game was applied");
    assert_eq!(app.world().resource::<Applied>().0, 0);
}

#[test]
fn undo_goes_back_to_the_humans_last_decision_and_redo_replays_it() {
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, random()]));
    app.update();
    // x's three marks never make a line, so the game lasts at least six moves.
    for cell in [Cell::at(1, 1), Cell::at(0, 1), Cell::at(1, 0)] {
        let ply = app.world().resource::<Match<TicTacToe>>().ply();
        let game = app.world().resource::<Match<TicTacToe>>();
        let mv = if game.state.why_illegal(cell).is_none() {
            cell
        } else {
            (0..9).map(Cell).find(|c| game.state.why_illegal(*c).is_none()).unwrap()
        };
        let req = request(game, mv);
        app.world_mut().write_message(req);
        assert!(run_until(&mut app, 10_000, |w| w.resource::<Match<TicTacToe>>().ply() == ply + 2), "o answered");
    }
    let before: Vec<String> =
        app.world().resource::<Match<TicTacToe>>().history.iter().map(|p| p.text.clone()).collect();
    assert_eq!(before.len(), 6);

    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    let game = app.world().resource::<Match<TicTacToe>>();
    assert_eq!(game.ply(), 4, "x's last move and o's reply are undone");
    assert!(game.human_to_move());
    assert!(app.world().resource::<MatchStatus>().can_redo);
    // The AI does not act on the undone position: nothing is played until the human moves.
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(app.world().resource::<Match<TicTacToe>>().ply(), 4);

    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    assert_eq!(app.world().resource::<Match<TicTacToe>>().ply(), 2);
    app.world_mut().write_message(MatchCommand::Redo);
    app.world_mut().write_message(MatchCommand::Redo);
    app.update();
    let after: Vec<String> =
        app.world().resource::<Match<TicTacToe>>().history.iter().map(|p| p.text.clone()).collect();
    assert_eq!(after, before, "redo replays exactly what was undone");

    // A new move after an undo forgets the redo list.
    app.world_mut().write_message(MatchCommand::Undo);
    app.update();
    let game = app.world().resource::<Match<TicTacToe>>();
    let mv = (0..9).map(Cell).find(|c| game.state.why_illegal(*c).is_none()).unwrap();
    let req = request(game, mv);
    app.world_mut().write_message(req);
    app.update();
    assert!(!app.world().resource::<MatchStatus>().can_redo);
}

#[test]
fn a_saved_game_loads_at_its_last_move_and_a_replay_at_its_first() {
    let dir = std::env::temp_dir().join(format!("stratagem-headless-load-{}", std::process::id()));
    let autosave = dir.join("autosave.ron");
    let mut app = app_for(setup("kings", "default", [random(), random()]));
    app.insert_resource(SaveTo { autosave: Some(autosave.clone()), saves: Some(dir.join("saves")) });
    assert!(run_until(&mut app, 10_000, |w| w.resource::<Match<Kings>>().ply() >= 10), "ten moves");
    app.world_mut().resource_mut::<Pace>().paused = true;
    app.update();
    let game = app.world().resource::<Match<Kings>>();
    let (hash, ply) = (game.state.position_hash(), game.ply());
    let record = stratagem::core::record::Record::read(&autosave).expect("the autosave was written");
    assert_eq!(record.moves.len(), ply, "the autosave holds every move");

    app.world_mut().write_message(MatchCommand::Save);
    app.update();
    let saved = crate::util::english(&app.world().resource::<MatchStatus>().saved.clone().unwrap());
    assert!(saved.starts_with("Saved to"), "{saved}");

    // Load the autosave into a fresh app.
    let catalog = stratagem::games::catalog();
    let (loaded, record) = stratagem::session::playable::read_record(&autosave, &catalog).unwrap();
    for replay in [false, true] {
        let mut app = app_for(loaded.clone());
        app.world_mut().resource_mut::<Pace>().paused = true;
        app.insert_resource(LoadRecord {
            file: autosave.display().to_string(),
            moves: record.moves.clone(),
            hints: Vec::new(),
            replay,
        });
        app.update();
        app.update();
        let game = app.world().resource::<Match<Kings>>();
        assert_eq!(game.ply(), ply);
        assert_eq!(game.state.position_hash(), hash, "the loaded game is the saved one");
        assert_eq!(game.viewing(), replay.then_some(0), "a replay opens at the first move");
        if replay {
            app.world_mut().write_message(MatchCommand::View(Some(3)));
            app.update();
            let game = app.world().resource::<Match<Kings>>();
            assert_eq!(game.shown_ply(), 3);
            assert_eq!(app.world().resource::<MatchStatus>().shown_ply, 3);
        }
    }

    // A record with an illegal move returns to the menu with the file and move named.
    let mut bad = record.clone();
    bad.moves[3] = bad.moves[2].clone();
    let mut app = app_for(loaded);
    app.insert_resource(LoadRecord { file: "bad.ron".into(), moves: bad.moves, hints: Vec::new(), replay: false });
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    stratagem::i18n::install_english();
    let error = app.world().resource::<MenuError>().0.clone().unwrap().to_string();
    assert!(error.starts_with("bad.ron: move 4 "), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_illegal_move_changes_nothing_and_says_why() {
    let mut app = app_for(setup("tactigon", "small", [Controller::Human, Controller::Human]));
    app.update();
    let game = app.world().resource::<Match<Tactigon>>();
    let before = game.state.position_hash();
    // Red's pentagon on (3,8) is walled in by its own pieces.
    let mv = game.state.move_between((3, 8), (3, 5)).unwrap();
    let req = request(game, mv);
    app.world_mut().write_message(req);
    app.update();
    let status = app.world().resource::<MatchStatus>();
    let notice = crate::util::english(&status.notice.clone().expect("the UI is told why"));
    assert!(notice.contains("cannot reach (3,5)"), "{notice}");
    assert_eq!(app.world().resource::<Match<Tactigon>>().state.position_hash(), before);

    // Not your turn: cian's piece while red is to move.
    let game = app.world().resource::<Match<Tactigon>>();
    let mv = game.state.move_between((3, 4), (3, 5)).unwrap();
    let req = MoveRequest::<Tactigon> { seat: Seat(0), ..request(game, mv) };
    app.world_mut().write_message(req);
    app.update();
    let notice = app.world().resource::<MatchStatus>().notice.clone().unwrap();
    assert!(crate::util::english(&notice).contains("Red's turn"), "{notice:?}");
    assert_eq!(app.world().resource::<Match<Tactigon>>().ply(), 0);
}

#[test]
fn tictactoe_human_against_minimax() {
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, minimax(200)]));
    app.update();
    let game = app.world().resource::<Match<TicTacToe>>();
    let req = request(game, Cell::at(1, 1));
    app.world_mut().write_message(req);
    assert!(run_until(&mut app, 20_000, |w| w.resource::<Match<TicTacToe>>().ply() == 2), "minimax answered");
    let game = app.world().resource::<Match<TicTacToe>>();
    assert_eq!(game.state.cell(Cell::at(1, 1)), Some(Seat(0)));
    assert!(
        [0, 2, 6, 8].contains(&game.history[1].mv.expect("a move played here").0),
        "o answers the centre with a corner"
    );
}

/// The proposals an authority of the test's own has heard.
#[derive(Resource, Default)]
struct Proposals(Vec<ProposedMove>);

fn hear_proposals(mut proposed: MessageReader<ProposedMove>, mut heard: ResMut<Proposals>) {
    heard.0.extend(proposed.read().cloned());
}

/// The seam of the move pipeline, with an authority of the test's own instead of a server:
/// while an `Authority` decides, a click and the window's computer seat only propose their
/// moves; nothing is played until the authority accepts, a second click waits for the answer,
/// and nothing can be undone.
#[test]
fn with_an_authority_moves_are_proposed_and_only_accepted_ones_are_played() {
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, random()]));
    app.insert_resource(Authority { name: "TEST".into(), ..Authority::default() })
        .init_resource::<Proposals>()
        .add_systems(Update, hear_proposals.after(PlaySet));
    app.update();
    let ply = |app: &App| app.world().resource::<Match<TicTacToe>>().ply();
    let game = app.world().resource::<Match<TicTacToe>>();
    assert!(game.elsewhere, "the match is decided elsewhere");
    let (click, text) = (request(game, Cell::at(1, 1)), game.state.move_text(Cell::at(1, 1)));
    app.world_mut().write_message(click.clone());
    app.update();
    let heard: Vec<_> =
        app.world().resource::<Proposals>().0.iter().map(|p| (p.seat, p.revision, p.text.clone())).collect();
    assert_eq!(heard, [(Seat(0), 0, text.clone())], "the click is proposed");
    assert_eq!(ply(&app), 0, "and not played");
    app.world_mut().write_message(click);
    app.update();
    assert_eq!(app.world().resource::<Proposals>().0.len(), 1, "a second click waits for the answer");
    let notice = app.world().resource::<MatchStatus>().notice.clone();
    assert_eq!(notice.as_ref().and_then(|n| n.key()), Some("play-move-on-its-way"));
    let accepted =
        AcceptedMove { seat: Seat(0), text: Some(text), steps: Vec::new(), revealed: Vec::new(), view: None };
    app.world_mut().write_message(accepted);
    assert!(run_until(&mut app, 100, |w| w.resource::<Match<TicTacToe>>().ply() == 1), "the accepted move is played");
    // The computer seat of this window proposes its reply, which waits for the authority too.
    assert!(run_until(&mut app, 20_000, |w| w.resource::<Proposals>().0.len() == 2), "the computer proposes");
    let reply = &app.world().resource::<Proposals>().0[1];
    assert_eq!((reply.seat, reply.revision), (Seat(1), 1));
    assert_eq!(ply(&app), 1);
    assert!(!app.world().resource::<Match<TicTacToe>>().can_undo(), "no undo of the authority's moves");
}

/// A game the person here finishes against the computer is counted in the statistics file,
/// once: the frames after the end, with the banner up, count nothing more.
#[test]
fn finishing_a_game_against_the_computer_writes_the_statistics() {
    use stratagem::session::statistics::Statistics;
    use stratagem::shell::history::{self, History, StatisticsFile};
    let dir = std::env::temp_dir().join(format!("stratagem-history-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("statistics.ron");
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, random()]));
    app.insert_resource(StatisticsFile(path.clone())).add_plugins(history::plugin);
    app.update();
    let over = |w: &World| w.resource::<Match<TicTacToe>>().state.outcome().is_some();
    while !over(app.world()) {
        let game = app.world().resource::<Match<TicTacToe>>();
        let ply = game.ply();
        let mut moves = Vec::new();
        game.state.legal_moves(&mut moves);
        let req = game.human_to_move().then(|| request(game, moves[0]));
        if let Some(req) = req {
            app.world_mut().write_message(req);
        }
        let moved = |w: &World| over(w) || w.resource::<Match<TicTacToe>>().ply() > ply;
        assert!(run_until(&mut app, 20_000, moved), "the game moves on");
    }
    for _ in 0..5 {
        app.update();
    }
    let (saved, warning) = Statistics::load(&path);
    assert!(warning.is_none());
    assert_eq!(saved.total("tictactoe").games(), 1, "counted once: {saved:?}");
    assert_eq!(saved.of("tictactoe").map(|(opponent, _)| opponent).collect::<Vec<_>>(), ["random"]);
    assert_eq!(app.world().resource::<History>().statistics, saved);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_hint_lights_a_move_and_is_noted_in_the_log_and_the_record() {
    let mut app = app_for(setup("tictactoe", "", [Controller::Human, random()]));
    app.update();
    app.world_mut().resource_mut::<Pace>().hint_time = 0.2;
    app.world_mut().write_message(MatchCommand::Hint);
    let shown = |w: &World| w.resource::<MatchStatus>().hint.as_ref().is_some_and(|h| !h.thinking);
    assert!(run_until(&mut app, 20_000, shown), "the hint arrives");
    let hint = app.world().resource::<MatchStatus>().hint.clone().unwrap();
    assert_eq!(hint.tiles.len(), 1, "one cell lit: {hint:?}");
    assert_eq!(hint.words[0].key(), Some("play-hint-move"), "{:?}", hint.words);
    let game = app.world().resource::<Match<TicTacToe>>();
    let (col, row) = hint.tiles[0];
    let cell = Cell::at(row as usize - 1, col as usize - 1);
    let req = request(game, cell);
    app.world_mut().write_message(req);
    assert!(run_until(&mut app, 20_000, |w| w.resource::<Match<TicTacToe>>().ply() >= 2), "the game goes on");
    let status = app.world().resource::<MatchStatus>();
    assert!(status.hint.is_none(), "the hint went with its position");
    assert!(status.log[0].hinted && !status.log[1].hinted);
    assert_eq!(app.world().resource::<Match<TicTacToe>>().record().hints, vec![0]);
    // The computer's turn is no time for a hint: nothing starts, and the player hears why.
    let status = app.world().resource::<MatchStatus>();
    assert!(!stratagem::shell::hint::can_hint(status, Some(Seat(1))));
}

#[test]
fn a_broken_preset_returns_to_the_menu_with_its_error() {
    let mut app = app_for(setup("tactigon", "no-such-preset", [Controller::Human, Controller::Human]));
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    stratagem::i18n::install_english();
    let error = app.world().resource::<MenuError>().0.clone().unwrap().to_string();
    assert!(error.contains("no-such-preset.ron") && error.contains("no such preset"), "{error}");
    assert!(app.world().get_resource::<Match<Tactigon>>().is_none());
}

#[test]
fn an_htn_player_plays_kings_through_the_pipeline_and_explains_its_plan() {
    let mut app = app_for(setup("kings", "default", [Controller::Ai(AiPlayer::new(HTN)), random()]));
    let finished = run_until(&mut app, 50_000, |w| w.resource::<MatchStatus>().outcome.is_some());
    assert!(finished, "the game ended");
    let world = app.world();
    let status = world.resource::<MatchStatus>();
    assert!(status.htn_error.is_none());
    let plan: Vec<String> = status.decisions[0].iter().map(|line| line.to_string()).collect();
    assert!(plan.iter().any(|l| l.contains("doAI(Player1)")), "{plan:?}");
    assert!(plan.last().is_some_and(|l| l.starts_with("doMove(")), "{plan:?}");
    let game = world.resource::<Match<Kings>>();
    assert!(game.ply() > 2);
}

/// A folder of data files of the test's own, read by the app's asset server.
fn data_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-live-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("ai")).unwrap();
    std::fs::create_dir_all(dir.join("maps/tactigon")).unwrap();
    dir
}

/// Steps the app until `done`, giving the file watcher real time; false after 30 s.
pub fn wait_for(app: &mut App, done: impl Fn(&World) -> bool) -> bool {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while std::time::Instant::now() < deadline {
        app.update();
        if done(app.world()) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    false
}

/// Writes a data file as an editor would: a new file's contents appear whole.
fn edit(path: &std::path::Path, text: &str) {
    let temp = path.with_extension("tmp");
    std::fs::write(&temp, text).unwrap();
    std::fs::rename(&temp, path).unwrap();
}

fn watching(dir: &std::path::Path, setup: Option<Setup>) -> App {
    let mut app = stratagem::app::headless_app_reading(setup, dir, true);
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    app
}

#[test]
fn an_htn_domain_that_fails_leaves_the_game_running_and_says_so() {
    let dir = data_folder("failing");
    // Every decision fails: the task has a method whose subtask nothing can do.
    std::fs::write(dir.join("ai/kings.htn"), "doAI(?p) :- if(), do(noSuchTask(?p)).\n").unwrap();
    let mut app = watching(&dir, Some(setup("kings", "default", [Controller::Ai(AiPlayer::new(HTN)), random()])));
    assert!(wait_for(&mut app, |w| w.resource::<Match<Kings>>().ply() >= 4), "the game goes on");
    let world = app.world();
    let status = world.resource::<MatchStatus>();
    let error = crate::util::english(&status.ai_errors[0].clone().expect("the seat's panel shows the failure"));
    assert!(error.starts_with("htn ") && error.contains("played a random legal move"), "{error}");
    let game = world.resource::<Match<Kings>>();
    assert!(game.history[0].note.is_some(), "the log says the move was a fallback");
    let record = game.record();
    let end = stratagem::session::playable::check_record::<Kings>(&game.setup, &record.moves).unwrap();
    assert_eq!(end.position_hash(), game.state.position_hash(), "the record is intact");

    // Fixing the file while the game runs lets the seat play again: its error clears once it
    // plans a move.
    let shipped = std::fs::read_to_string(stratagem::core::assets::asset_root().join("ai/kings.htn")).unwrap();
    edit(&dir.join("ai/kings.htn"), &shipped);
    let ply = app.world().resource::<Match<Kings>>().ply();
    let played_well = wait_for(&mut app, |w| {
        let game = w.resource::<Match<Kings>>();
        game.state.outcome().is_some() || game.history.iter().skip(ply).any(|p| p.seat == Seat(0) && p.note.is_none())
    });
    assert!(played_well, "the HTN seat plays its own moves again");
    let status = app.world().resource::<MatchStatus>();
    assert!(status.ai_errors[0].is_none() || status.outcome.is_some(), "{:?}", status.ai_errors[0]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn editing_a_domain_while_the_game_runs_reloads_it_and_a_broken_edit_keeps_the_last_good_one() {
    let dir = data_folder("domain");
    let file = dir.join("ai/kings.htn");
    std::fs::write(&file, "doAI(?P) :- if(), do(pass). pass :- del(), add().").unwrap();
    let mut app = watching(&dir, None);
    let slot = |w: &World| {
        let slot = w.resource::<HtnDomains>().get(Kings::ID).expect("kings has a domain");
        (slot.domain.clone(), slot.error.clone())
    };
    let has_op =
        |w: &World, op: &str| slot(w).0.is_some_and(|d| d.operators.keys().any(|(name, _)| &*name.name() == op));
    assert!(wait_for(&mut app, |w| has_op(w, "pass")), "the domain loads through the asset server");
    let first = slot(app.world()).0.unwrap();

    edit(&file, "doAI(?P) :- if(, do(pass).");
    assert!(wait_for(&mut app, |w| slot(w).1.is_some()), "a broken edit is reported");
    let (domain, error) = slot(app.world());
    let error = error.unwrap();
    assert!(error.contains("kings.htn:1:"), "the error names the file, line and column: {error}");
    assert!(std::sync::Arc::ptr_eq(&domain.unwrap(), &first), "the last good domain stays in use");

    edit(&file, "doAI(?P) :- if(), do(wait). wait :- del(), add().");
    assert!(wait_for(&mut app, |w| has_op(w, "wait") && slot(w).1.is_none()), "a good edit replaces it");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn adding_editing_and_breaking_presets_while_the_game_runs_updates_the_preset_list() {
    use stratagem::shell::live_assets::Presets;
    let dir = data_folder("presets");
    let shipped =
        std::fs::read_to_string(stratagem::core::assets::asset_root().join("maps/tactigon/small.ron")).unwrap();
    std::fs::write(dir.join("maps/tactigon/a.ron"), &shipped).unwrap();
    let mut app = watching(&dir, None);
    let list = |w: &World| -> Vec<Result<(String, String), String>> {
        w.resource::<Presets>()
            .of("tactigon")
            .map(|l| l.iter().map(|p| p.clone().map_err(|e| e.to_string())).collect())
            .unwrap_or_default()
    };
    assert!(wait_for(&mut app, |w| list(w).len() == 1), "the folder is read through the asset server");
    let name = list(app.world())[0].clone().unwrap().1;

    // A new file appears in the list.
    edit(&dir.join("maps/tactigon/b.ron"), &shipped);
    assert!(wait_for(&mut app, |w| list(w).len() == 2), "an added preset is listed");
    assert_eq!(list(app.world())[1].as_ref().unwrap().0, "b");

    // Renaming a preset inside the file shows the new name.
    let renamed = shipped.replacen(&format!("\"{name}\""), "\"Renamed\"", 1);
    assert_ne!(renamed, shipped, "the shipped preset has a name field");
    edit(&dir.join("maps/tactigon/b.ron"), &renamed);
    assert!(wait_for(&mut app, |w| list(w).get(1).is_some_and(|p| p.as_ref().is_ok_and(|p| p.1 == "Renamed"))));

    // A broken edit is listed as its error, naming the file and where.
    edit(&dir.join("maps/tactigon/a.ron"), "(name: \"x\", lines: [");
    assert!(wait_for(&mut app, |w| list(w).first().is_some_and(|p| p.is_err())), "the broken preset is reported");
    let error = list(app.world())[0].clone().unwrap_err();
    assert!(error.contains("a.ron") && error.contains("1:"), "{error}");

    // A removed file leaves the list.
    if crate::util::under_wine() {
        eprintln!("skipped under Wine: the file watcher does not report removed files there");
        return;
    }
    std::fs::remove_file(dir.join("maps/tactigon/a.ron")).unwrap();
    assert!(wait_for(&mut app, |w| list(w).len() == 1), "a removed preset leaves the list");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn picking_a_piece_then_a_target() {
    use stratagem::shell::board_view::{PickResult, Picked};
    let mut picked = Picked::default();
    let (a, b, c, d) = ((4, 0), (7, 1), (8, 1), (9, 2));
    assert_eq!(picked.click(a, false, true, false), PickResult::NotYours, "an enemy piece is not picked");
    assert_eq!(picked.click(a, false, false, false), PickResult::Dropped);
    assert_eq!(picked.click(b, true, true, false), PickResult::Picked);
    assert_eq!(picked.click(c, true, true, false), PickResult::Picked, "another own piece replaces the pick");
    assert_eq!(picked.0, Some(c));
    assert_eq!(picked.click(d, false, false, true), PickResult::Propose { from: c, to: d });
    assert_eq!(picked.0, None);
    picked.click(c, true, true, false);
    assert_eq!(picked.click(c, true, true, false), PickResult::Dropped, "clicking the pick again drops it");
    picked.click(c, true, true, false);
    assert_eq!(
        picked.click(a, false, true, true),
        PickResult::Propose { from: c, to: a },
        "an enemy piece is a target"
    );
    picked.click(c, true, true, false);
    assert_eq!(picked.click(d, false, false, false), PickResult::Cancelled { from: c, to: d }, "another tile cancels");
    assert_eq!(picked.0, None);
}

#[test]
fn clicks_map_to_the_right_tile_at_every_zoom_and_pan() {
    use stratagem::session::sketch::{Rgb, TileShape};
    use stratagem::shell::board_view::{BoardLayout, CameraPose, CameraView, UiInsets};
    let board = stratagem::games::tactigon::preset::Preset::find("large")
        .unwrap()
        .start(Default::default(), stratagem::games::tactigon::Side::Red);
    let b = board.board();
    let layouts = [
        BoardLayout::new(TileShape::Hex(40.0), (0..b.len() as u8).map(|t| (b.offset(t), Rgb::WHITE)).collect()),
        BoardLayout::new(
            TileShape::Square(80.0),
            (0..12).flat_map(|x| (0..9).map(move |y| ((x, y), Rgb::WHITE))).collect(),
        ),
    ];
    let window = Vec2::new(1280.0, 800.0);
    let insets = UiInsets { left: 230.0, right: 300.0, top: 30.0, bottom: 0.0 };
    let mut checked = 0;
    for layout in &layouts {
        let mut extent = Rect::EMPTY;
        for (at, _) in &layout.tiles {
            extent = extent.union_point(layout.world(*at));
        }
        for zoom in [0.5, 1.0, 2.0, 5.0] {
            for pan in [Vec2::ZERO, Vec2::new(120.0, -75.0), Vec2::new(-300.0, 210.0)] {
                let pose = CameraPose::of(extent, insets, window, CameraView { zoom, pan });
                for (at, _) in &layout.tiles {
                    // Where the tile's centre is on the screen, a little off centre as a real click is.
                    let world = layout.world(*at) + Vec2::new(7.0, -5.0);
                    let from_centre = (world - pose.centre) / pose.scale;
                    let cursor = Vec2::new(window.x / 2.0 + from_centre.x, window.y / 2.0 - from_centre.y);
                    assert_eq!(layout.tile_at(pose.world(cursor, window)), Some(*at), "zoom {zoom} pan {pan}");
                    checked += 1;
                }
                // Zooming in shows less of the world per pixel.
                assert!(
                    (pose.scale * zoom - CameraPose::of(extent, insets, window, CameraView::default()).scale).abs()
                        < 1e-3
                );
            }
        }
    }
    eprintln!("headless: {checked} clicks mapped to their tiles");
}

#[test]
fn settings_are_kept_and_a_broken_file_is_set_aside_with_a_warning() {
    use stratagem::shell::settings::{Settings, SettingsFile, SettingsPlugin, SettingsWarning, load_settings};
    let dir = std::env::temp_dir().join(format!("stratagem-settings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.ron");
    let app_with = |path: &std::path::Path| {
        let mut app = headless_app(None);
        app.insert_resource(SettingsFile(path.to_path_buf())).add_plugins(SettingsPlugin);
        app
    };

    // A change is written, and read back by the next run.
    let mut app = app_with(&path);
    app.update();
    app.world_mut().resource_mut::<Pace>().spectate_delay = 1.25;
    let mut setup = stratagem::games::catalog().default_setup("kings").unwrap();
    setup.seed = 77;
    app.insert_resource(CurrentSetup(setup.clone()));
    app.update();
    let (read, warning) = load_settings(&path);
    assert!(warning.is_none());
    assert_eq!(read.spectate_delay, 1.25);
    assert_eq!(read.last_game.as_deref(), Some("kings"));
    let mut next = app_with(&path);
    next.update();
    assert_eq!(next.world().resource::<Pace>().spectate_delay, 1.25, "the pace comes back");
    assert_eq!(next.world().resource::<CurrentSetup>().seed, 77, "the last setup comes back");

    // A broken file: defaults, a warning naming it, and the file kept aside, not overwritten.
    for broken in ["(spectate_delay: 0.5, colour: Purple)", "(text_size: 99.0)", "\u{0}\u{1} not RON"] {
        std::fs::write(&path, broken).unwrap();
        let mut app = app_with(&path);
        app.update();
        stratagem::i18n::install_english();
        let warning = app.world().resource::<SettingsWarning>().text().expect("a warning").to_string();
        assert!(warning.contains("settings.ron") && warning.contains("kept as"), "{warning}");
        assert_eq!(*app.world().resource::<Settings>(), Settings::default());
        let aside: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("settings.ron.broken"))
            .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
            .collect();
        assert!(aside.iter().any(|text| text == broken), "what the user wrote is kept");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every game the menu offers starts from the setup its card's Play opens, and its card, rules
/// screen and preview have something to show: a board with its pieces on it.
#[test]
fn every_menu_card_draws_its_board_and_starts_its_game() {
    let catalog = stratagem::games::catalog();
    for entry in &catalog.games {
        assert!(!entry.tagline.is_empty() && !entry.rules.is_empty() && !entry.pieces.is_empty(), "{}", entry.id);
        let setup = entry.default_setup();
        let sketch = (entry.sketch)(&setup).unwrap_or_else(|e| panic!("{}: {e}", entry.id));
        assert!(sketch.tiles.len() >= 9, "{}: {} tiles", entry.id, sketch.tiles.len());
        for (tile, mark) in &sketch.pieces {
            assert!(sketch.tiles.iter().any(|(t, _)| t == tile), "{}: {mark:?} off the board at {tile:?}", entry.id);
            assert!(mark.seat.is_none_or(|s| s < entry.seat_colours.len()), "{}: {mark:?} has no colour", entry.id);
        }

        let mut app = headless_app(Some(setup));
        app.update();
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
        app.update();
        app.update();
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing, "{}", entry.id);
        assert_eq!(app.world().resource::<MenuError>().0, None, "{}", entry.id);
        assert_eq!(app.world().resource::<MatchStatus>().controllers.len(), entry.seat_names.len(), "{}", entry.id);
    }
}

/// A picture shows the position it is drawn from: a move changes it.
#[test]
fn a_sketch_follows_the_position() {
    let mut game = TicTacToe::default();
    assert!(game.sketch().pieces.is_empty());
    game.apply(Cell::at(1, 1));
    let drawn = game.sketch().pieces;
    assert_eq!(drawn.len(), 1);
    assert_eq!(drawn[0].1.letter, "X");
}

/// A binary started from a checkout finds `assets` in the working directory; Bevy would read
/// a relative folder from beside the executable instead, so the plugin gets it absolute.
#[test]
fn the_asset_folder_is_given_to_bevy_absolute() {
    let plugin = stratagem::shell::live_assets::asset_plugin(std::path::Path::new("assets"), false);
    let path = std::path::PathBuf::from(&plugin.file_path);
    assert!(path.is_absolute(), "{path:?}");
    assert_eq!(path, std::env::current_dir().unwrap().join("assets"));
}
