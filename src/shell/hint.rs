//! The Hint button and the H key, for a human seat to move: the game's strongest player thinks
//! on a background task for the time the player set (session::hint), the board lights the
//! suggested move and the panel names it with the rest of the planned turn. A hint for a
//! position that is gone is dropped; a move played after a hint is marked in the log and the
//! record.

use super::play::{ActiveTutorial, HintShown, Match, MatchCommand, MatchStatus, Pace, PlaySet};
use crate::core::{Game, Seat, Step, Text};
use crate::session::hint::{Hint, HintAsk, hint};
use crate::session::{PlayableGame, decision_seed};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// A hint being thought about, tagged with the position it is for.
#[derive(Resource)]
struct HintTask<G: Game> {
    task: Task<Result<Hint<G::Move>, String>>,
    game: u64,
    revision: u64,
    cancel: Arc<AtomicBool>,
}

impl<G: Game> Drop for HintTask<G> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Hints for game type `G` (one registry line per game, games/mod.rs).
pub struct HintPlugin<G>(PhantomData<G>);

impl<G> Default for HintPlugin<G> {
    fn default() -> Self {
        HintPlugin(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for HintPlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (ask_hint::<G>, show_hint::<G>).chain().in_set(PlaySet).run_if(resource_exists::<Match<G>>),
        );
    }
}

/// Starts a hint on `MatchCommand::Hint` when a human seat is to move in the live game.
fn ask_hint<G: PlayableGame>(
    mut commands: Commands,
    mut asked: MessageReader<MatchCommand>,
    mut game: ResMut<Match<G>>,
    mut status: ResMut<MatchStatus>,
    pace: Res<Pace>,
    tutorial: Option<Res<ActiveTutorial>>,
) {
    if !asked.read().any(|c| *c == MatchCommand::Hint) {
        return;
    }
    if tutorial.is_some() {
        status.notice = Some(Text::new("tutorial-no-hint"));
        return;
    }
    if !game.human_to_move() || game.viewing().is_some() {
        status.notice = Some(Text::new("play-hint-not-now"));
        return;
    }
    let ply = game.ply();
    if !game.hints.contains(&ply) {
        game.hints.push(ply);
    }
    let cancel = Arc::new(AtomicBool::new(false));
    let ask = HintAsk {
        think_time: Duration::from_secs_f32(pace.hint_time.clamp(0.1, 30.0)),
        seed: decision_seed(game.setup.seed, ply) ^ HINT_SEED,
        threads: crate::ai::window_threads(),
        cancel: Some(cancel.clone()),
    };
    let state = game.state.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { hint(&state, &ask) });
    status.hint = Some(HintShown { thinking: true, revision: game.revision, ..HintShown::default() });
    commands.insert_resource(HintTask::<G> { task, game: game.id, revision: game.revision, cancel });
}

/// Keeps a hint's seed apart from the computer players' at the same move.
const HINT_SEED: u64 = 0x4817_4817;

/// Shows a finished hint if its position is still on the board; clears a stale one.
fn show_hint<G: PlayableGame>(
    mut commands: Commands,
    game: Res<Match<G>>,
    task: Option<ResMut<HintTask<G>>>,
    mut status: ResMut<MatchStatus>,
) {
    if status.hint.as_ref().is_some_and(|h| h.revision != game.revision) {
        status.hint = None;
    }
    let Some(mut running) = task else { return };
    if running.game != game.id || running.revision != game.revision {
        commands.remove_resource::<HintTask<G>>();
        return;
    }
    let Some(result) = check_ready(&mut running.task) else { return };
    commands.remove_resource::<HintTask<G>>();
    let shown = match result {
        Ok(hint) => described(&game.state, &hint),
        Err(why) => HintShown { words: vec![Text::new("play-hint-none").with("why", why)], ..HintShown::default() },
    };
    status.hint = Some(HintShown { revision: game.revision, ..shown });
}

/// The hint in words (the move and what it does, then the rest of the turn) and its tiles.
fn described<G: PlayableGame>(state: &G, hint: &Hint<G::Move>) -> HintShown {
    let mut after = state.clone();
    let steps = after.play(hint.first);
    let mut words = vec![Text::new("play-hint-move").with("move", state.move_text(hint.first))];
    // What the move does, without the turn passing, which every move says.
    let done = steps.iter().filter(|step| !matches!(step, Step::TurnEnded { .. }));
    words.extend(done.map(|step| step.describe(|seat| state.seat_text(seat))));
    let mut rest = Vec::new();
    for &mv in &hint.rest {
        rest.push(after.move_text(mv));
        after.apply(mv);
    }
    if !rest.is_empty() {
        words.push(Text::new("play-hint-then").with("moves", rest.join(", ")));
    }
    let tiles = steps.iter().flat_map(Step::tiles).collect();
    HintShown { thinking: false, words, tiles, revision: 0 }
}

/// Whether `seat` may ask for a hint now: a human seat to move in the live game.
pub fn can_hint(status: &MatchStatus, seat: Option<Seat>) -> bool {
    status.outcome.is_none()
        && status.tutorial.is_none()
        && !status.viewing
        && seat.is_some_and(|s| status.controllers.get(s.index()).is_some_and(|c| c.is_human()))
        && !status.hint.as_ref().is_some_and(|h| h.thinking)
}
