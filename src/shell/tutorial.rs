//! "Learn to play": a game's tutorial (`session::tutorial`, data under `assets/tutorials/`)
//! played as a match against the computer whose moves are the script's. The learner's moves go
//! through the ordinary move pipeline; `apply_moves` asks the tutorial before playing one, so a
//! move the step does not ask for is refused with why, and nothing changes. Leaving the match
//! (the menu, New game) ends the tutorial.

use super::accessibility::live_label;
use super::language::Tr;
use super::play::{ActiveTutorial, Match, MatchStatus, MoveRequest, Pace, PlaySet, TutorialShown, played};
use super::settings::Settings;
use super::{CurrentSetup, GameCatalog, MenuError, Screen};
use crate::core::Text;
use crate::session::PlayableGame;
use crate::session::tutorial::{Progress, Tutorial};
use bevy::prelude::*;
use bevy_egui::egui;
use std::marker::PhantomData;
use std::sync::Arc;

/// Asks to start a game's tutorial (a card's "Learn to play", the first start's offer).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct LearnToPlay(pub &'static str);

/// The window's part: the message, and ending the tutorial with its match.
pub fn plugin(app: &mut App) {
    app.add_message::<LearnToPlay>()
        .add_systems(OnExit(Screen::Playing), |mut commands: Commands| commands.remove_resource::<ActiveTutorial>());
}

/// Tutorials of game type `G` (one registry line per game, games/mod.rs).
pub struct TutorialPlugin<G>(PhantomData<G>);

impl<G> Default for TutorialPlugin<G> {
    fn default() -> Self {
        TutorialPlugin(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for TutorialPlugin<G> {
    fn build(&self, app: &mut App) {
        let running = resource_exists::<Match<G>>.and_then(resource_exists::<ActiveTutorial>);
        app.add_systems(Update, open_tutorial::<G>).add_systems(
            Update,
            (scripted_reply::<G>.before(PlaySet), show_tutorial::<G>.after(PlaySet)).run_if(running),
        );
    }
}

/// Starts the tutorial asked for, if it is this game's: the learner against the script, from
/// the tutorial's position. A tutorial that cannot be read says why in the menu.
fn open_tutorial<G: PlayableGame>(
    mut commands: Commands,
    mut asked: MessageReader<LearnToPlay>,
    catalog: Res<GameCatalog>,
    mut error: ResMut<MenuError>,
    mut next: ResMut<NextState<Screen>>,
) {
    if !asked.read().any(|LearnToPlay(game)| *game == G::ID) {
        return;
    }
    match Tutorial::load::<G>(&catalog) {
        Ok(tutorial) => {
            commands.insert_resource(CurrentSetup(tutorial.setup.clone()));
            commands.insert_resource(ActiveTutorial { tutorial: Arc::new(tutorial), replied: None });
            error.0 = None;
            next.set(Screen::Playing);
        }
        Err(problem) => error.0 = Some(problem.text()),
    }
}

/// Plays the computer's scripted reply once the pace allows, through the move pipeline.
fn scripted_reply<G: PlayableGame>(
    game: Res<Match<G>>,
    mut active: ResMut<ActiveTutorial>,
    pace: Res<Pace>,
    mut requests: MessageWriter<MoveRequest<G>>,
) {
    let Progress::Reply(text) = active.tutorial.progress(&played(&game)) else { return };
    let waited = pace.since_move >= pace.reply_delay && !pace.animating;
    if !waited || game.viewing().is_some() || active.replied == Some(game.revision) {
        return;
    }
    // The script was checked when it was read, so its replies parse; if one did not, the
    // tutorial would only stop guiding.
    if let Ok(mv) = game.state.parse_move(text) {
        requests.write(game.request(game.state.to_move(), mv));
        active.replied = Some(game.revision);
    }
}

/// The step in words and tiles for the panel and the board; once done, the last words, noted
/// in the settings so the card shows the game was learnt.
fn show_tutorial<G: PlayableGame>(
    game: Res<Match<G>>,
    active: Res<ActiveTutorial>,
    mut status: ResMut<MatchStatus>,
    settings: Option<ResMut<Settings>>,
) {
    if !game.is_changed() && !active.is_changed() && status.tutorial.is_some() {
        return;
    }
    let tutorial = &active.tutorial;
    let steps = tutorial.steps.len();
    let shown = match tutorial.progress(&played(&game)) {
        Progress::Learner { index, step } => TutorialShown {
            step: index + 1,
            steps,
            say: Text::keyed(step.say.clone()),
            tiles: step.light.clone(),
            finished: false,
        },
        Progress::Reply(_) => {
            TutorialShown { say: Text::new("tutorial-replying"), ..status.tutorial.clone().unwrap_or_default() }
        }
        Progress::Done => {
            if let Some(mut settings) = settings
                && !settings.learnt.iter().any(|g| g == G::ID)
            {
                settings.learnt.push(G::ID.to_string());
            }
            TutorialShown {
                step: steps,
                steps,
                say: Text::keyed(tutorial.done.clone()),
                tiles: Vec::new(),
                finished: true,
            }
        }
        Progress::OffScript => TutorialShown { step: 0, steps, say: Text::new("tutorial-off-script"), ..default() },
    };
    if status.tutorial.as_ref() != Some(&shown) {
        status.tutorial = Some(shown);
    }
}

/// The tutorial's box at the top of the match panel: the step and what to do; once done, a
/// real game against the computer (`true` when asked).
pub(super) fn panel(ui: &mut egui::Ui, tr: &Tr, status: &MatchStatus) -> bool {
    let Some(shown) = &status.tutorial else { return false };
    let mut real_game = false;
    egui::Frame::group(ui.style()).fill(egui::Color32::from_rgb(28, 52, 60)).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let heading = if shown.finished {
            tr.text("tutorial-finished")
        } else {
            tr.text_with("tutorial-step", &[("step", shown.step.into()), ("steps", shown.steps.into())])
        };
        ui.label(egui::RichText::new(heading).strong());
        live_label(ui, egui::RichText::new(tr.show(&shown.say)).size(16.0));
        if shown.finished {
            real_game =
                ui.button(tr.text("tutorial-real-game")).on_hover_text(tr.text("tutorial-real-game-hint")).clicked();
        }
    });
    real_game
}
