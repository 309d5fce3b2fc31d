//! The review of the game on the screen (session::review): each side's standing after every
//! move, computed on a background task with a progress bar, and the human seats' biggest
//! mistakes. Choosing one shows the position before it with the better move lit; "Retry from
//! here" starts a new match at that position with the same players. A review for a game that
//! is gone is dropped.

use super::language::Tr;
use super::play::{HintShown, LoadRecord, Match, MatchCommand, MatchStatus, Pace, PlaySet};
use super::theme::egui_colour;
use super::{CurrentSetup, Screen};
use crate::core::{Game, Seat, Step};
use crate::session::review::{Review, ReviewAsk, review};
use crate::session::{Controller, PlayableGame};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// What the player asks of the review.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum ReviewCommand {
    /// Review the game on the screen (or show its review again).
    Start,
    /// Show the position before the mistake with this index, the better move lit.
    Show(usize),
    /// Start a new match from the position before the mistake with this index.
    Retry(usize),
}

/// Set by the menu's "Review" on a saved game: the review starts with the match.
#[derive(Resource, Default)]
pub struct ReviewOnStart;

/// The review as the window shows it, for whichever game is on the screen.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct ReviewShown {
    /// The match it is for.
    pub game: u64,
    pub open: bool,
    /// Positions done and in all, while it runs.
    pub progress: Option<(usize, usize)>,
    pub error: Option<String>,
    /// Each position's standing for each seat, -1 to 1.
    pub standings: Vec<Vec<f32>>,
    pub mistakes: Vec<MistakeShown>,
    pub chosen: Option<usize>,
}

/// A mistake in words: before move `ply + 1`, `seat` played `played`; `better` was better.
#[derive(Clone, Debug, PartialEq)]
pub struct MistakeShown {
    pub ply: usize,
    pub seat: Seat,
    pub played: String,
    pub better: String,
}

/// How long the strongest player thinks about each position: the graph wants every position
/// within about a minute more than a deep look at each, and a long game (Provinces' turns of
/// many actions) gets less time a position, down to a glance.
fn think_time(positions: usize) -> Duration {
    (REVIEW_TIME / positions.max(1) as u32).clamp(Duration::from_millis(50), Duration::from_millis(250))
}

const REVIEW_TIME: Duration = Duration::from_secs(60);

/// A review being computed, tagged with its match.
#[derive(Resource)]
struct ReviewTask<G: Game> {
    task: Task<Result<Review<G::Move>, String>>,
    game: u64,
    done: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
}

impl<G: Game> Drop for ReviewTask<G> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Reviews for game type `G` (one registry line per game, games/mod.rs).
pub struct ReviewPlugin<G>(PhantomData<G>);

impl<G> Default for ReviewPlugin<G> {
    fn default() -> Self {
        ReviewPlugin(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for ReviewPlugin<G> {
    fn build(&self, app: &mut App) {
        app.init_resource::<ReviewShown>()
            .add_message::<ReviewCommand>()
            .add_systems(OnExit(Screen::Playing), forget_review::<G>)
            .add_systems(
                Update,
                (start_review::<G>, poll_review::<G>, act_on_review::<G>)
                    .chain()
                    // After the match took this frame's commands, so a mistake's position is on
                    // the board before it is let go of.
                    .after(PlaySet)
                    .run_if(resource_exists::<Match<G>>),
            );
    }
}

/// Starts the review on `ReviewCommand::Start` (or when the menu asked for it), or opens the
/// one this match has.
fn start_review<G: PlayableGame>(
    mut commands: Commands,
    mut asked: MessageReader<ReviewCommand>,
    on_start: Option<Res<ReviewOnStart>>,
    game: Res<Match<G>>,
    mut shown: ResMut<ReviewShown>,
) {
    let start = asked.read().any(|c| *c == ReviewCommand::Start) | on_start.is_some();
    if on_start.is_some() {
        commands.remove_resource::<ReviewOnStart>();
    }
    if !start {
        return;
    }
    if shown.game == game.id && shown.error.is_none() && (shown.progress.is_some() || !shown.standings.is_empty()) {
        shown.open = true;
        return;
    }
    let humans: Vec<Seat> =
        (0..game.seats().len()).filter(|&s| game.seats()[s].is_human()).map(|s| Seat(s as u8)).collect();
    // A game of computers only: every seat's mistakes.
    let judged = if humans.is_empty() { (0..game.start.seats()).map(|s| Seat(s as u8)).collect() } else { humans };
    let (done, cancel) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicBool::new(false)));
    let ask = ReviewAsk {
        think_time: think_time(game.ply() + 1),
        seed: game.setup.seed,
        threads: crate::ai::window_threads(),
        cancel: Some(cancel.clone()),
        progress: Some(done.clone()),
        judged,
    };
    let moves: Vec<String> = game.history.iter().map(|p| p.text.clone()).collect();
    let start = game.start.clone();
    let total = moves.len() + 1;
    let task = AsyncComputeTaskPool::get().spawn(async move { review(&start, &moves, &ask) });
    *shown = ReviewShown { game: game.id, open: true, progress: Some((0, total)), ..ReviewShown::default() };
    commands.insert_resource(ReviewTask::<G> { task, game: game.id, done, cancel });
}

/// Leaving the game screen (for the menu, or a new game) stops its review and closes it.
fn forget_review<G: Game>(mut commands: Commands, mut shown: ResMut<ReviewShown>) {
    commands.remove_resource::<ReviewTask<G>>();
    *shown = ReviewShown::default();
}

/// Follows the running review and takes its result; drops one for another match.
fn poll_review<G: PlayableGame>(
    mut commands: Commands,
    game: Res<Match<G>>,
    task: Option<ResMut<ReviewTask<G>>>,
    mut shown: ResMut<ReviewShown>,
) {
    let Some(mut running) = task else { return };
    if running.game != game.id {
        commands.remove_resource::<ReviewTask<G>>();
        return;
    }
    let Some(result) = check_ready(&mut running.task) else {
        let done = running.done.load(Ordering::Relaxed);
        if let Some((shown_done, total)) = shown.progress
            && shown_done != done
        {
            shown.progress = Some((done, total));
        }
        return;
    };
    commands.remove_resource::<ReviewTask<G>>();
    shown.progress = None;
    match result {
        Ok(done) => {
            shown.standings = done.standings.iter().map(|s| s.values.iter().map(|&v| v as f32).collect()).collect();
            shown.mistakes = done
                .mistakes
                .iter()
                .map(|m| MistakeShown {
                    ply: m.ply,
                    seat: m.seat,
                    played: m.played_text.clone(),
                    better: m.better_text.clone(),
                })
                .collect();
        }
        Err(why) => shown.error = Some(why),
    }
}

/// Shows a mistake's position with the better move lit, or starts a match from it; lets go of
/// the mistake (and its lit move) once the board shows another position.
fn act_on_review<G: PlayableGame>(
    mut commands: Commands,
    mut asked: MessageReader<ReviewCommand>,
    game: Res<Match<G>>,
    mut shown: ResMut<ReviewShown>,
    mut status: ResMut<MatchStatus>,
    mut view: MessageWriter<MatchCommand>,
    (mut pace, mut next): (ResMut<Pace>, ResMut<NextState<Screen>>),
) {
    let chosen_ply = shown.chosen.and_then(|i| shown.mistakes.get(i)).map(|m| m.ply);
    if chosen_ply.is_some_and(|ply| ply != game.shown_ply()) {
        shown.chosen = None;
        // The review's lit move has no words; a hint asked since keeps its own.
        if status.hint.as_ref().is_some_and(|h| h.words.is_empty() && !h.thinking) {
            status.hint = None;
        }
    }
    for command in asked.read() {
        let (ReviewCommand::Show(i) | ReviewCommand::Retry(i)) = *command else { continue };
        let Some((ply, seat)) = shown.mistakes.get(i).map(|m| (m.ply, m.seat)).filter(|&(p, _)| p < game.ply()) else {
            continue;
        };
        if let ReviewCommand::Retry(_) = command {
            // The player takes the seat that made the mistake (a computer's, in a game of
            // computers); every other seat keeps its player, a level its level.
            let mut setup = game.setup.clone();
            if let Some(controller) = setup.seats.get_mut(seat.index()) {
                *controller = Controller::Human;
            }
            commands.insert_resource(CurrentSetup(setup));
            commands.insert_resource(LoadRecord {
                file: G::ID.into(),
                moves: game.history[..ply].iter().map(|p| p.text.clone()).collect(),
                hints: game.hints.clone(),
                replay: false,
            });
            pace.paused = false;
            next.set(Screen::Playing);
            return;
        }
        shown.chosen = Some(i);
        pace.replaying = false;
        view.write(MatchCommand::View(Some(ply)));
        let tiles = better_tiles(&game, ply, &shown.mistakes[i].better);
        status.hint = Some(HintShown { tiles, revision: game.revision, ..HintShown::default() });
    }
}

/// The tiles the better move touches in the position after `ply` moves.
fn better_tiles<G: PlayableGame>(game: &Match<G>, ply: usize, better: &str) -> Vec<crate::core::Tile> {
    let mut state = game.start.clone();
    for played in &game.history[..ply] {
        let Some(mv) = played.mv else { return Vec::new() };
        state.apply(mv);
    }
    match state.parse_move(better) {
        Ok(mv) if state.is_legal(mv) => state.play(mv).iter().flat_map(Step::tiles).collect(),
        _ => Vec::new(),
    }
}

/// Whether the game on the screen can be reviewed: moves were played, on this machine, and the
/// game is over or the player is looking back through it (a replay).
pub fn can_review(status: &MatchStatus) -> bool {
    status.moves_played > 0 && status.online.is_none() && (status.outcome.is_some() || status.viewing)
}

/// The review's window, for the windowed app.
pub struct ReviewUiPlugin;

impl Plugin for ReviewUiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ReviewShown>()
            .add_systems(EguiPrimaryContextPass, review_window.run_if(in_state(Screen::Playing)));
    }
}

fn review_window(
    mut contexts: EguiContexts,
    mut shown: ResMut<ReviewShown>,
    status: Res<MatchStatus>,
    tr: Res<Tr>,
    mut asked: MessageWriter<ReviewCommand>,
    mut view: MessageWriter<MatchCommand>,
) -> Result {
    if !shown.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    // Over the foot of the game panel, where it hides the least of the board; it can be moved.
    let corner = ctx.content_rect().right_bottom() - egui::vec2(8.0, 8.0);
    egui::Window::new(tr.text("review-title"))
        .open(&mut open)
        .default_width(290.0)
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .default_pos(corner)
        .show(ctx, |ui| {
            if let Some((done, total)) = shown.progress {
                ui.label(tr.text("review-thinking"));
                let bar = egui::ProgressBar::new(done as f32 / total.max(1) as f32);
                ui.add(bar.text(tr.text_with("review-progress", &[("done", done.into()), ("total", total.into())])));
                return;
            }
            if let Some(error) = &shown.error {
                ui.colored_label(RED, tr.text_with("review-failed", &[("why", error.as_str().into())]));
                return;
            }
            graph(ui, &tr, &shown, &status, &mut view);
            mistakes(ui, &tr, &shown, &status, &mut asked);
        });
    if !open {
        shown.open = false;
    }
    Ok(())
}

const RED: egui::Color32 = egui::Color32::from_rgb(240, 110, 90);

/// Each seat's standing over the plies, a dot where each mistake fell, and the ply on the
/// board; a click shows the position there.
fn graph(
    ui: &mut egui::Ui,
    tr: &Tr,
    shown: &ReviewShown,
    status: &MatchStatus,
    view: &mut MessageWriter<MatchCommand>,
) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 120.0), egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_gray(28));
    let last = shown.standings.len().saturating_sub(1).max(1) as f32;
    let x = |ply: usize| rect.left() + 4.0 + (rect.width() - 8.0) * ply as f32 / last;
    let y = |v: f32| rect.center().y - v.clamp(-1.0, 1.0) * (rect.height() / 2.0 - 6.0);
    let grey = egui::Stroke::new(1.0, egui::Color32::from_gray(90));
    painter.line_segment([egui::pos2(rect.left(), y(0.0)), egui::pos2(rect.right(), y(0.0))], grey);
    painter.line_segment(
        [egui::pos2(x(status.shown_ply), rect.top()), egui::pos2(x(status.shown_ply), rect.bottom())],
        grey,
    );
    let seats = shown.standings.first().map_or(0, Vec::len);
    for seat in 0..seats {
        let colour = status.seat_colours.get(seat).map_or(egui::Color32::GRAY, |c| egui_colour(*c));
        let points: Vec<egui::Pos2> =
            shown.standings.iter().enumerate().map(|(ply, values)| egui::pos2(x(ply), y(values[seat]))).collect();
        painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, colour)));
    }
    for (i, mistake) in shown.mistakes.iter().enumerate() {
        let after = shown.standings.get(mistake.ply + 1).and_then(|v| v.get(mistake.seat.index())).copied();
        let at = egui::pos2(x(mistake.ply + 1), y(after.unwrap_or(0.0)));
        painter.circle_filled(at, if shown.chosen == Some(i) { 6.0 } else { 4.0 }, RED);
    }
    let response = response.on_hover_text(tr.text("review-graph-help"));
    if response.clicked()
        && let Some(at) = response.interact_pointer_pos()
    {
        let ply = ((at.x - rect.left() - 4.0) / (rect.width() - 8.0) * last).round().max(0.0) as usize;
        view.write(MatchCommand::View(Some(ply)));
    }
}

/// The mistakes to click, and the chosen one in words with "Retry from here".
fn mistakes(
    ui: &mut egui::Ui,
    tr: &Tr,
    shown: &ReviewShown,
    status: &MatchStatus,
    asked: &mut MessageWriter<ReviewCommand>,
) {
    if shown.mistakes.is_empty() {
        ui.label(tr.text("review-no-mistakes"));
        return;
    }
    ui.label(egui::RichText::new(tr.text("review-mistakes")).strong());
    for (i, mistake) in shown.mistakes.iter().enumerate() {
        let args = [
            ("number", (mistake.ply + 1).into()),
            ("seat", status.seat_words(tr, mistake.seat.index()).into()),
            ("move", mistake.played.as_str().into()),
        ];
        if ui.selectable_label(shown.chosen == Some(i), tr.text_with("review-mistake", &args)).clicked() {
            asked.write(ReviewCommand::Show(i));
        }
    }
    let Some(chosen) = shown.chosen.and_then(|i| shown.mistakes.get(i).map(|m| (i, m))) else {
        ui.label(egui::RichText::new(tr.text("review-choose")).small());
        return;
    };
    let (i, mistake) = chosen;
    ui.separator();
    ui.label(tr.text_with("review-played", &[("move", mistake.played.as_str().into())]));
    ui.label(
        egui::RichText::new(tr.text_with("review-better", &[("move", mistake.better.as_str().into())])).color(BETTER),
    );
    if ui.button(tr.text("review-retry")).on_hover_text(tr.text("review-retry-help")).clicked() {
        asked.write(ReviewCommand::Retry(i));
    }
}

const BETTER: egui::Color32 = egui::Color32::from_rgb(120, 210, 230);
