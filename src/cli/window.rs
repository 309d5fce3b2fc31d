//! `play` and `replay`: a game in the window from a setup or a record, and `replay --check`.

use super::{GameArgs, WindowArgs, run_app};
use crate::app::windowed_app;
use crate::core::record::Record;
use crate::session::setup::Setup;
use crate::shell::capture::CaptureAfter;
use crate::shell::menu::MenuPage;
use crate::shell::{CurrentSetup, LoadRecord, Pace};
use crate::with_game;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub(super) fn play(args: &GameArgs, load: Option<PathBuf>, window: &WindowArgs) -> Result<ExitCode, String> {
    let (setup, load) = match load {
        Some(path) => {
            let (setup, record) = read_record(&path)?;
            (
                setup,
                Some(LoadRecord {
                    file: path.display().to_string(),
                    moves: record.moves,
                    hints: record.hints,
                    replay: false,
                }),
            )
        }
        None => (with_game!(args.game.as_str(), G => args.setup::<G>(1000, ["human", "normal"]))?, None),
    };
    Ok(run_app(window_for(setup, load, window)))
}

/// The window at the menu's front page, or at a game's setup or rules page.
pub(super) fn menu(game: Option<&str>, rules: bool, window: &WindowArgs) -> Result<ExitCode, String> {
    let mut app = window_for_menu(window);
    if let Some(id) = game {
        let catalog = crate::games::catalog();
        let entry = catalog.get(id).ok_or_else(|| {
            format!(
                "no game {id:?}; the games are {}",
                catalog.games.iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
            )
        })?;
        app.insert_resource(CurrentSetup(entry.default_setup()));
        app.insert_resource(if rules { MenuPage::Rules(entry.id) } else { MenuPage::Setup });
    }
    Ok(run_app(app))
}

pub(super) fn window_for(setup: Setup, load: Option<LoadRecord>, window: &WindowArgs) -> bevy::app::App {
    let mut app = window_for_menu(window);
    crate::app::start_with(&mut app, Some(setup));
    if let Some(load) = load {
        app.insert_resource(load);
    }
    app
}

/// The window at the menu, with the window options (screenshot, pace, frame figures) applied.
pub(super) fn window_for_menu(window: &WindowArgs) -> bevy::app::App {
    let capture = window.screenshot.clone().map(|path| CaptureAfter { moves: window.after_moves, path });
    let mut app = windowed_app(None, capture);
    app.insert_resource(Pace {
        spectate_delay: window.delay.unwrap_or(Pace::default().spectate_delay),
        ..Pace::default()
    });
    if window.frame_stats {
        app.add_plugins(crate::shell::frame_stats::FrameStatsPlugin);
    }
    if let Some(seconds) = window.quit_after {
        app.add_systems(
            bevy::app::Update,
            move |time: bevy::prelude::Res<bevy::time::Time<bevy::time::Real>>,
                  mut exit: bevy::prelude::MessageWriter<bevy::app::AppExit>| {
                if time.elapsed_secs() >= seconds {
                    exit.write(bevy::app::AppExit::Success);
                }
            },
        );
    }
    app
}

/// A record file checked against its game.
pub(super) fn read_record(path: &Path) -> Result<(Setup, Record), String> {
    crate::session::playable::read_record(path, &crate::games::catalog())
}

/// `replay`: the record in the window, or with `--check` replayed and checked without one.
pub(super) fn replay_command(path: &Path, check: bool, window: &WindowArgs) -> Result<ExitCode, String> {
    if check {
        return stratagem_cli::check_replay(path);
    }
    let (setup, record) = read_record(path)?;
    let load = LoadRecord { file: path.display().to_string(), moves: record.moves, hints: record.hints, replay: true };
    Ok(run_app(window_for(setup, Some(load), window)))
}
