//! Playing a game, for any game: the match and its record, the one move pipeline (moves, undo,
//! redo, viewing earlier positions), AI turns on the async compute pool, and autosave.
//! `MatchPlugin::<G>` adds all of it for one game type.

use super::live_assets::{HtnDomains, load_domain};
use super::theme;
use super::{CurrentSetup, MenuError, Screen};
use crate::ai::minimax::SearchInfo;
use crate::ai::{Decision, Think, TurnPlan, random_move};
use crate::core::record::{Record, new_save_path, replay, saves_dir};
use crate::core::{Game, Outcome, Seat, Step, Text, Tile};
use crate::i18n::Translator;
use crate::session::selfplay::seat_decides;
use crate::session::tutorial::Tutorial;
use crate::session::{Controller, decision_seed};
use crate::session::{PlayableGame, Setup};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::marker::PhantomData;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// A move as it was played: who, what, its text and what it caused.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    pub seat: Seat,
    /// `None` for a move this client may not know (another seat's secret move in a network
    /// match with hidden information).
    pub mv: Option<G::Move>,
    pub text: String,
    pub steps: Vec<Step>,
    /// Why an AI's own choice was replaced by a random legal move, if it was.
    pub note: Option<String>,
    /// The position after the move, when it cannot be played again from the start (a network
    /// match with hidden information, where the server sends each position as the seat sees it).
    pub after: Option<G>,
}

static REVISIONS: AtomicU64 = AtomicU64::new(1);

/// A number no earlier state of any match had.
fn next_revision() -> u64 {
    REVISIONS.fetch_add(1, Ordering::Relaxed)
}

/// The game being played: its setup, start, current state and every move played so far.
#[derive(Resource)]
pub struct Match<G: Game> {
    pub setup: Setup,
    pub start: G,
    pub state: G,
    /// Unique per started game.
    pub id: u64,
    /// Changes on every move, undo, redo and load: AI results name the revision they were
    /// computed for, and a result for any other revision is dropped.
    pub revision: u64,
    pub history: Vec<Played<G>>,
    /// Groups of moves undone, most recent last, for redo.
    redo: Vec<Vec<G::Move>>,
    /// Showing the position after this many moves, read-only; `None` is the live game.
    viewing: Option<(usize, G)>,
    /// Each seat's AI's plan for the rest of its turn.
    pub plans: Vec<Arc<Mutex<TurnPlan>>>,
    /// Decided elsewhere (an `Authority`, such as a server): moves go there to be checked and
    /// come back accepted; no undo.
    pub elsewhere: bool,
    /// The plies at which the player asked for a hint (`shell::hint`), kept in the record.
    pub hints: Vec<usize>,
}

impl<G: Game> Match<G> {
    /// A human's move for `seat` in the position on show now: what a view sends on a click.
    pub fn request(&self, seat: Seat, mv: G::Move) -> MoveRequest<G> {
        MoveRequest { game: self.id, revision: self.revision, seat, mv, note: None }
    }

    pub fn new(setup: Setup, start: G, id: u64) -> Match<G> {
        let plans = (0..start.seats()).map(|_| Arc::default()).collect();
        Match {
            setup,
            state: start.clone(),
            start,
            id,
            revision: next_revision(),
            history: Vec::new(),
            redo: Vec::new(),
            viewing: None,
            plans,
            elsewhere: false,
            hints: Vec::new(),
        }
    }

    pub fn ply(&self) -> usize {
        self.history.len()
    }

    pub fn seats(&self) -> &[Controller] {
        &self.setup.seats
    }

    /// The ply shown on the board: the viewed one or the live one.
    pub fn shown_ply(&self) -> usize {
        self.viewing.as_ref().map_or(self.ply(), |(ply, _)| *ply)
    }

    pub fn viewing(&self) -> Option<usize> {
        self.viewing.as_ref().map(|(ply, _)| *ply)
    }

    /// The position shown on the board.
    pub fn shown(&self) -> &G {
        self.viewing.as_ref().map_or(&self.state, |(_, state)| state)
    }

    /// The move that led to the shown position.
    pub fn last_shown(&self) -> Option<&Played<G>> {
        self.shown_ply().checked_sub(1).and_then(|i| self.history.get(i))
    }

    /// The tiles the move that led to the shown position touched.
    pub fn last_tiles(&self) -> Vec<Tile> {
        self.last_shown().map(|p| p.steps.iter().flat_map(Step::tiles).collect()).unwrap_or_default()
    }

    /// Whether the seat to move is played from the mouse.
    pub fn human_to_move(&self) -> bool {
        self.state.outcome().is_none() && self.seats()[self.state.to_move().index()].is_human()
    }

    /// Whether a board click may move now; when not, the status says why.
    pub fn takes_clicks(&self, status: &mut MatchStatus) -> bool {
        if let Some(ply) = self.viewing() {
            status.notice = Some(Text::new("play-viewing-move").with("ply", ply));
            return false;
        }
        if !self.human_to_move() && self.state.outcome().is_none() {
            status.notice = Some(Text::new("play-wait-computer"));
        }
        self.human_to_move()
    }

    /// Plays a legal move and records it; undone moves can no longer be redone.
    pub fn play(&mut self, mv: G::Move, note: Option<String>) -> &Played<G> {
        self.redo.clear();
        self.push(mv, note)
    }

    fn push(&mut self, mv: G::Move, note: Option<String>) -> &Played<G> {
        let seat = self.state.to_move();
        let text = self.state.move_text(mv);
        let steps = self.state.play(mv);
        self.history.push(Played { seat, mv: Some(mv), text, steps, note, after: None });
        self.revision = next_revision();
        self.viewing = None;
        self.history.last().expect("just pushed")
    }

    /// Takes the server's position after a move of a hidden-information match: `text` is
    /// `None` while the move is secret to this seat.
    pub fn push_seen(&mut self, seat: Seat, text: Option<String>, steps: Vec<Step>, seen: G) -> &Played<G> {
        let mv = text.as_deref().and_then(|t| self.state.parse_move(t).ok());
        let text = text.unwrap_or_else(|| SECRET.into());
        self.state = seen.clone();
        self.history.push(Played { seat, mv, text, steps, note: None, after: Some(seen) });
        self.revision = next_revision();
        self.viewing = None;
        self.history.last().expect("just pushed")
    }

    /// Whether undo has a human decision to go back to.
    pub fn can_undo(&self) -> bool {
        !self.elsewhere && self.history.iter().any(|p| self.seats()[p.seat.index()].is_human())
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Goes back to the last human decision: that move and every AI reply after it are undone.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let Some(last_human) = self.history.iter().rposition(|p| self.seats()[p.seat.index()].is_human()) else {
            return false;
        };
        let undone: Vec<G::Move> = self.history.drain(last_human..).filter_map(|p| p.mv).collect();
        self.redo.push(undone);
        let ply = self.ply();
        self.hints.retain(|&h| h < ply);
        self.state = self.position_after(ply).unwrap_or_else(|| self.start.clone());
        self.revision = next_revision();
        self.viewing = None;
        true
    }

    /// The position after the first `ply` moves: played again from the start, or as the
    /// server sent it. `None` when this client cannot know it (a hidden-information match it
    /// joined later).
    fn position_after(&self, ply: usize) -> Option<G> {
        let known = self.history[..ply].iter().rposition(|p| p.after.is_some());
        let (mut state, from) = match known {
            Some(i) => (self.history[i].after.clone()?, i + 1),
            None => (self.start.clone(), 0),
        };
        for played in &self.history[from..ply] {
            state.apply(played.mv?);
        }
        Some(state)
    }

    /// Plays again the moves the last undo took back.
    pub fn redo(&mut self) -> bool {
        let Some(group) = self.redo.pop() else { return false };
        for mv in group {
            if self.state.why_illegal(mv).is_some() {
                break;
            }
            self.push(mv, None);
        }
        true
    }

    /// Shows the position after `ply` moves (read-only), or the live game for `None` or the
    /// last ply.
    pub fn view(&mut self, ply: Option<usize>) -> bool {
        self.viewing = match ply {
            Some(ply) if ply < self.ply() => match self.position_after(ply) {
                Some(state) => Some((ply, state)),
                None => return false,
            },
            _ => None,
        };
        true
    }

    /// The game as a record: setup, seed, moves and where hints were asked.
    pub fn record(&self) -> Record {
        let mut record = self.setup.record(self.history.iter().map(|p| p.text.clone()).collect());
        record.hints = self.hints.clone();
        record
    }
}

/// The log's words for a move this client may not know yet.
const SECRET: &str = "(locked in, secret)";

/// The seam of the move pipeline: by default the window's own rules decide which moves happen.
/// While an `Authority` exists (set before the game screen opens by whatever runs the match
/// elsewhere: `net`'s client for a server's match), a move proposed here (a click, a key, a
/// computer seat of this window) goes out as a `ProposedMove`, and only the moves the
/// authority accepted (`AcceptedMove`) are played, through the same system as any move.
#[derive(Resource, Clone, Debug, Default)]
pub struct Authority {
    /// The match's name there (a server's match code), for messages.
    pub name: String,
    /// The position as this client's seat sees it, for games whose clients get views
    /// (`PlayableGame::view_text`); the others replay the record (`LoadRecord`).
    pub view: Option<String>,
    /// The moves before joining, with `None` for those still secret: (seat, text).
    pub log: Vec<(Seat, Option<String>)>,
    /// A move proposed and not yet answered: clicks and this window's computer seats wait.
    pub waiting: bool,
}

/// A move the authority accepted, for the match on show: applied by the same system as every
/// other move.
#[derive(Message, Clone, Debug)]
pub struct AcceptedMove {
    pub seat: Seat,
    pub text: Option<String>,
    pub steps: Vec<Step>,
    /// Earlier secret moves the position now shows, by index.
    pub revealed: Vec<(u32, String)>,
    /// The position after the move as this seat sees it (hidden-information games).
    pub view: Option<String>,
}

/// A move proposed here, checked by the rules here, for the authority to decide on: if it
/// takes it, it comes back as an `AcceptedMove`.
#[derive(Message, Clone, Debug)]
pub struct ProposedMove {
    pub seat: Seat,
    /// The moves played before it: the authority's revision.
    pub revision: u32,
    pub text: String,
}

/// A proposed move, from a click or an AI. It names the game and the revision it was meant
/// for; a request for any other revision is dropped.
#[derive(Message, Clone, Debug)]
pub struct MoveRequest<G: Game> {
    pub game: u64,
    pub revision: u64,
    pub seat: Seat,
    pub mv: G::Move,
    /// Why an AI's own choice was replaced, if it was.
    pub note: Option<String>,
}

/// A move the rules accepted and applied; views and logs react to this.
#[derive(Message, Clone, Debug)]
pub struct MoveApplied<G: Game> {
    pub game: u64,
    pub seat: Seat,
    /// `None` for another seat's move this client may not know (see `Played::mv`).
    pub mv: Option<G::Move>,
    pub text: String,
    pub steps: Vec<Step>,
}

/// What the player asks of the match besides moves; handled by the same system that applies
/// moves, so nothing else changes the game.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum MatchCommand {
    Undo,
    Redo,
    /// Show the position after this many moves; `None` returns to the live game.
    View(Option<usize>),
    /// Save the game under a new name in the saves folder.
    Save,
    /// Ask the strongest player for a move (`shell::hint`).
    Hint,
}

impl MatchStatus {
    /// A seat's name in the player's language; blank for a seat the game does not have.
    pub fn seat_words(&self, tr: &Translator, seat: usize) -> String {
        self.seat_names.get(seat).map(|name| tr.show(name)).unwrap_or_default()
    }
}

/// One line of the move log.
#[derive(Clone, Debug, Default)]
pub struct LogLine {
    pub seat: Text,
    pub text: String,
    /// What the move caused, in words.
    pub steps: Vec<Text>,
    pub note: Option<String>,
    /// The player asked for a hint before this move.
    pub hinted: bool,
}

/// What the game screen shows, for whichever game is being played.
#[derive(Resource, Default, Debug, Clone)]
pub struct MatchStatus {
    /// The game's name and how to play it, as message keys.
    pub title: &'static str,
    pub how_to_play: &'static str,
    pub seat_names: Vec<Text>,
    /// Each seat's colour on the board.
    pub seat_colours: Vec<Color>,
    pub controllers: Vec<Controller>,
    pub to_move: Option<Seat>,
    pub moves_played: usize,
    pub outcome: Option<Outcome>,
    /// The last rejected move or failed action and why, until the next move.
    pub notice: Option<Text>,
    /// Every move so far; the move shown on the board is `shown_ply - 1`.
    pub log: Vec<LogLine>,
    pub shown_ply: usize,
    pub viewing: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The thinking AI's seat and its latest search figures.
    pub thinking: Option<(Seat, SearchInfo)>,
    /// Each seat's last HTN decision: the methods that fired and the plan.
    pub decisions: Vec<Vec<Text>>,
    /// Each seat's last AI failure (an error, a crash, an illegal move), until it plays well.
    pub ai_errors: Vec<Option<Text>>,
    /// Why the game's HTN domain file could not be (re)loaded; the previous one stays in use.
    pub htn_error: Option<String>,
    /// Where the last save went, or why it failed.
    pub saved: Option<Text>,
    /// The tiles that won the game, highlighted once it is over.
    pub winning: Vec<Tile>,
    /// The game's own status lines.
    pub lines: Vec<Text>,
    /// A network match: its code, and who sits at each seat (connected, away, thinking).
    pub online: Option<String>,
    pub presence: Vec<String>,
    /// The hint asked for the position on the board, while it is there.
    pub hint: Option<HintShown>,
    /// The tutorial's step, in a tutorial (`shell::tutorial`).
    pub tutorial: Option<TutorialShown>,
}

/// What the panel shows of a hint (`shell::hint`): thinking, or the move in words and its
/// tiles to light.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HintShown {
    pub thinking: bool,
    pub words: Vec<Text>,
    pub tiles: Vec<Tile>,
    /// The revision it was asked in; a move or undo makes it stale.
    pub revision: u64,
}

/// The tutorial being played in the current match.
#[derive(Resource, Clone, Debug)]
pub struct ActiveTutorial {
    pub tutorial: Arc<Tutorial>,
    /// The revision whose scripted reply was sent, so it is sent once.
    pub(super) replied: Option<u64>,
}

impl ActiveTutorial {
    /// Why the tutorial refuses this move now, if it does.
    pub fn refuses<G: Game>(&self, game: &Match<G>, seat: Seat, mv: G::Move) -> Option<Text> {
        self.tutorial.allows(&played(game), seat, &game.state.move_text(mv)).err()
    }
}

/// What the panel and the board show of the tutorial.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TutorialShown {
    /// The step to do (from 1) and how many there are.
    pub step: usize,
    pub steps: usize,
    pub say: Text,
    pub tiles: Vec<Tile>,
    /// Every step done: `say` is the tutorial's last words.
    pub finished: bool,
}

/// The moves played, as text, which is where a tutorial stands.
pub(super) fn played<G: Game>(game: &Match<G>) -> Vec<String> {
    game.history.iter().map(|p| p.text.clone()).collect()
}

/// The pace of AI turns and of replays: a delay when only AIs play, pause and single step, and
/// the replay viewer's automatic stepping.
#[derive(Resource, Debug, Clone)]
pub struct Pace {
    pub paused: bool,
    pub step: bool,
    /// Seconds between AI moves when no seat is human.
    pub spectate_delay: f32,
    /// Seconds before an AI answers a human, so the human sees their own move land first.
    pub reply_delay: f32,
    /// Seconds since the last applied move.
    pub since_move: f32,
    /// The replay viewer steps through the recorded moves on its own.
    pub replaying: bool,
    /// Seconds per move when replaying.
    pub replay_delay: f32,
    /// A view is playing back the last move's steps (Robot Race's round, pieces sliding): AI
    /// turns wait for it and the window keeps drawing.
    pub animating: bool,
    /// How fast pieces move on the board: 1 normal, 0 no motion.
    pub animation: f32,
    /// Seconds the strongest player thinks for a hint.
    pub hint_time: f32,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            paused: false,
            step: false,
            spectate_delay: 0.6,
            reply_delay: 0.3,
            since_move: 0.0,
            replaying: false,
            replay_delay: 0.8,
            animating: false,
            animation: 1.0,
            hint_time: 1.5,
        }
    }
}

/// Where games are saved. The windowed app autosaves into the data folder; headless apps and
/// tests choose.
#[derive(Resource, Debug, Clone, Default)]
pub struct SaveTo {
    /// Rewritten at the end of every turn.
    pub autosave: Option<PathBuf>,
    /// Where "Save" puts a new file; the saves folder of the data folder when not set.
    pub saves: Option<PathBuf>,
}

/// A record to continue instead of starting afresh (the menu's saved games, `play --load`,
/// `replay`); taken when the match starts.
#[derive(Resource, Debug, Clone)]
pub struct LoadRecord {
    pub file: String,
    pub moves: Vec<String>,
    /// The plies at which hints were asked, marked again in the log.
    pub hints: Vec<usize>,
    /// Open at the first move with the replay viewer paused, instead of at the last.
    pub replay: bool,
}

/// Counts started games so each gets its own id.
#[derive(Resource, Default)]
pub struct GameCounter(pub u64);

/// An AI decision in flight, tagged with the position it was asked about.
#[derive(Resource)]
struct AiTask<G: Game> {
    task: Task<Option<Decision<G::Move>>>,
    game: u64,
    revision: u64,
    seat: Seat,
    cancel: Arc<AtomicBool>,
    info: Arc<Mutex<SearchInfo>>,
}

impl<G: Game> Drop for AiTask<G> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Hosts one game type: starting it, the move pipeline and its AI turns.
pub struct MatchPlugin<G>(PhantomData<G>);

impl<G> Default for MatchPlugin<G> {
    fn default() -> Self {
        MatchPlugin(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for MatchPlugin<G> {
    fn build(&self, app: &mut App) {
        let id = G::ID;
        if G::htn_domain().is_some() {
            app.add_systems(Startup, load_domain::<G>);
        }
        let this_game = move |setup: Option<Res<CurrentSetup>>| setup.is_some_and(|s| s.game == id);
        app.add_message::<MoveRequest<G>>()
            .add_message::<MoveApplied<G>>()
            .add_systems(OnEnter(Screen::Playing), start_match::<G>.run_if(this_game))
            .add_systems(OnExit(Screen::Playing), end_match::<G>)
            .add_systems(
                Update,
                (drive_ai::<G>, run_commands::<G>, apply_moves::<G>, autosave::<G>, sync_status::<G>)
                    .chain()
                    .in_set(PlaySet)
                    .run_if(resource_exists::<Match<G>>),
            );
    }
}

/// The systems that move the game on; views read the match after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlaySet;

fn start_match<G: PlayableGame>(
    mut commands: Commands,
    setup: Res<CurrentSetup>,
    load: Option<Res<LoadRecord>>,
    authority: Option<Res<Authority>>,
    mut counter: ResMut<GameCounter>,
    mut status: ResMut<MatchStatus>,
    mut pace: ResMut<Pace>,
    mut next: ResMut<NextState<Screen>>,
    tutorial: Option<Res<ActiveTutorial>>,
) {
    let back_to_menu = |commands: &mut Commands, next: &mut NextState<Screen>, error: Text| {
        commands.insert_resource(MenuError(Some(error)));
        next.set(Screen::Menu);
    };
    let start = match tutorial.filter(|t| t.tutorial.game == G::ID) {
        Some(active) => active.tutorial.start::<G>(),
        None => G::start(&setup),
    };
    let state = match start {
        Ok(state) => state,
        Err(error) => return back_to_menu(&mut commands, &mut next, error.text()),
    };
    counter.0 += 1;
    let mut game = Match::new(setup.0.clone(), state, counter.0);
    if let Some(authority) = authority {
        game.elsewhere = true;
        if let Some(view) = &authority.view {
            match G::read_view(&setup, view) {
                Ok(seen) => {
                    for (seat, text) in &authority.log {
                        game.history.push(Played {
                            seat: *seat,
                            mv: None,
                            text: text.clone().unwrap_or_else(|| SECRET.into()),
                            steps: Vec::new(),
                            note: None,
                            after: None,
                        });
                    }
                    match game.history.last_mut() {
                        Some(last) => last.after = Some(seen.clone()),
                        None => game.start = seen.clone(),
                    }
                    game.state = seen;
                }
                Err(error) => {
                    let error = Text::new("play-online-view-error")
                        .with("code", authority.name.as_str())
                        .with("problem", error);
                    return back_to_menu(&mut commands, &mut next, error);
                }
            }
        }
    }
    pace.since_move = 0.0;
    pace.step = false;
    pace.replaying = false;
    if let Some(load) = load {
        commands.remove_resource::<LoadRecord>();
        match replay(game.start.clone(), &load.moves) {
            Ok((moves, _)) => {
                for mv in moves {
                    game.push(mv, None);
                }
                game.hints = load.hints.iter().copied().filter(|&h| h < game.ply()).collect();
            }
            Err(error) => {
                let error = Text::new("load-error").with("file", load.file.as_str()).with("problem", error);
                return back_to_menu(&mut commands, &mut next, error);
            }
        }
        if load.replay {
            game.view(Some(0));
            pace.paused = true;
        }
    }
    let entry = G::catalog_entry();
    let seats = game.state.seats();
    *status = MatchStatus {
        title: entry.name,
        how_to_play: entry.how_to_play,
        seat_names: (0..seats).map(|s| game.state.seat_text(Seat(s as u8))).collect(),
        seat_colours: entry.seat_colours.iter().map(|&c| theme::colour(c)).collect(),
        decisions: vec![Vec::new(); seats],
        ai_errors: vec![None; seats],
        controllers: setup.seats.clone(),
        ..MatchStatus::default()
    };
    commands.insert_resource(game);
}

fn end_match<G: Game>(mut commands: Commands) {
    commands.remove_resource::<Match<G>>();
    commands.remove_resource::<AiTask<G>>();
}

/// Starts an AI decision when an AI seat is to move, and turns a finished one into a move
/// request. A result for a game or revision that is no longer current is dropped.
fn drive_ai<G: PlayableGame>(
    mut commands: Commands,
    game: Res<Match<G>>,
    mut task: Option<ResMut<AiTask<G>>>,
    mut pace: ResMut<Pace>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<G>>,
    time: Res<Time>,
    domains: Res<HtnDomains>,
    (authority, tutorial): (Option<Res<Authority>>, Option<Res<ActiveTutorial>>),
) {
    pace.since_move += time.delta_secs();
    let slot = domains.get(G::ID);
    let htn_error = slot.and_then(|s| s.error.clone());
    if status.htn_error != htn_error {
        status.htn_error = htn_error;
    }
    if let Some(running) = task.as_deref_mut() {
        if running.game != game.id || running.revision != game.revision {
            // The position it thinks about is gone (undo, load): stop it now.
            commands.remove_resource::<AiTask<G>>();
            status.thinking = None;
            return;
        }
        if let Some(result) = check_ready(&mut running.task) {
            let (revision, seat) = (running.revision, running.seat);
            let plan = running.info.lock().map(|i| i.plan.clone()).unwrap_or_default();
            commands.remove_resource::<AiTask<G>>();
            status.thinking = None;
            if !plan.is_empty()
                && let Some(decision) = status.decisions.get_mut(seat.index())
            {
                *decision = plan;
            }
            if let Some(decision) = result {
                if let Some(error) = status.ai_errors.get_mut(seat.index()) {
                    *error = decision.fallback.clone();
                }
                let note = decision.fallback.map(|why| why.to_string());
                requests.write(MoveRequest { game: game.id, revision, seat, mv: decision.mv, note });
            }
        } else if let Ok(info) = running.info.lock() {
            status.thinking = Some((running.seat, info.clone()));
        }
        return;
    }
    // The last move proposed is on its way to the authority and back; in a tutorial the
    // computer's moves are the script's.
    let waiting = authority.is_some_and(|a| a.waiting) || tutorial.is_some();
    if game.state.outcome().is_some() || game.viewing().is_some() || waiting {
        return;
    }
    let seat = game.state.to_move();
    let Controller::Ai(player) = game.seats()[seat.index()] else {
        return;
    };
    if player.kind.id == crate::ai::HTN.id && slot.is_some_and(|s| s.pending()) {
        // The domain is still being read; planning without it would only fall back.
        return;
    }
    let spectating = game.seats().iter().all(|c| !c.is_human());
    let wait = if spectating { pace.spectate_delay } else { pace.reply_delay };
    if !pace.step && (pace.paused || pace.animating || pace.since_move < wait) {
        return;
    }
    pace.step = false;
    let cancel = Arc::new(AtomicBool::new(false));
    let info = Arc::new(Mutex::new(SearchInfo::default()));
    let think = Think {
        seed: decision_seed(game.setup.seed, game.ply()),
        cancel: Some(cancel.clone()),
        info: Some(info.clone()),
        htn: slot.and_then(|s| s.domain.clone()),
        plan: game.plans.get(seat.index()).cloned(),
        threads: crate::ai::window_threads(),
    };
    let state = game.state.clone();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { behind_the_frame(move || seat_decides(&state, seat, &player, &think)) });
    status.thinking = Some((seat, SearchInfo::default()));
    commands.insert_resource(AiTask::<G> { task, game: game.id, revision: game.revision, seat, cancel, info });
}

/// Runs a computer player's thinking on a thread of its own that yields the processor to the
/// window: on Linux its nice value is raised (per thread there, and inherited by the search's
/// helper threads), so drawing stays smooth while it searches on a machine with few cores.
fn behind_the_frame<T: Send + 'static, F: FnOnce() -> T + Send + 'static>(work: F) -> T {
    let work = Arc::new(Mutex::new(Some(work)));
    let taken = work.clone();
    let thread = std::thread::Builder::new().name("stratagem-ai".into()).spawn(move || {
        #[cfg(target_os = "linux")]
        // SAFETY: setpriority only reads its arguments; on Linux it changes the calling thread.
        unsafe {
            libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 10);
        }
        taken.lock().ok().and_then(|mut w| w.take()).map(|work| work())
    });
    match thread.map(|t| t.join()) {
        Ok(Ok(Some(result))) => result,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        // No thread to be had (or it could not take the work): think on this one.
        _ => {
            let work = work.lock().ok().and_then(|mut w| w.take()).expect("the work runs once");
            work()
        }
    }
}

/// Undo, redo, viewing and saving: the player's requests that are not moves.
fn run_commands<G: PlayableGame>(
    mut game: ResMut<Match<G>>,
    mut commands: MessageReader<MatchCommand>,
    mut status: ResMut<MatchStatus>,
    save_to: Option<Res<SaveTo>>,
    mut pace: ResMut<Pace>,
) {
    for command in commands.read() {
        match command {
            MatchCommand::Undo => {
                if !game.undo() {
                    status.notice = Some(Text::new("play-nothing-to-undo"));
                }
            }
            MatchCommand::Redo => {
                if !game.redo() {
                    status.notice = Some(Text::new("play-nothing-to-redo"));
                }
            }
            MatchCommand::View(ply) => {
                if !game.view(*ply) {
                    status.notice = Some(Text::new("play-position-unknown"));
                }
                if game.viewing().is_none() {
                    pace.replaying = false;
                }
            }
            MatchCommand::Save => {
                let dir = save_to.as_ref().and_then(|s| s.saves.clone()).unwrap_or_else(saves_dir);
                let path = new_save_path(&dir, G::ID);
                status.saved = Some(match game.record().write(&path) {
                    Ok(()) => Text::new("play-saved-to").with("path", path.display().to_string()),
                    Err(error) => Text::new("play-not-saved").with("error", error),
                });
            }
            MatchCommand::Hint => {}
        }
    }
}

/// The one place the game state changes by a move: validates each request and applies it.
/// While an `Authority` decides, a valid request is proposed to it instead, and the moves it
/// accepted (`AcceptedMove`) are applied here.
fn apply_moves<G: PlayableGame>(
    mut game: ResMut<Match<G>>,
    mut requests: MessageReader<MoveRequest<G>>,
    mut accepted_moves: MessageReader<AcceptedMove>,
    mut authority: Option<ResMut<Authority>>,
    mut proposed: MessageWriter<ProposedMove>,
    mut applied: MessageWriter<MoveApplied<G>>,
    mut status: ResMut<MatchStatus>,
    mut pace: ResMut<Pace>,
    tutorial: Option<Res<ActiveTutorial>>,
) {
    for request in requests.read() {
        if request.game != game.id || request.revision != game.revision {
            debug!("dropped a move meant for game {} revision {}", request.game, request.revision);
            continue;
        }
        let to_move = game.state.to_move();
        let why = if game.state.outcome().is_none() && request.seat != to_move {
            Some(Text::new("play-not-your-turn").with("seat", game.state.seat_text(to_move)))
        } else {
            game.state.why_illegal(request.mv)
        };
        let (mv, note) = match why {
            None => {
                // A tutorial takes only the move its step asks for, and its own replies.
                if let Some(refused) = tutorial.as_ref().and_then(|t| t.refuses(&game, request.seat, request.mv)) {
                    status.notice = Some(refused);
                    continue;
                }
                (request.mv, request.note.clone())
            }
            Some(why) => {
                let ai = !game.seats()[request.seat.index()].is_human() && request.seat == to_move;
                // An AI's illegal move is replaced, so the seat cannot propose it forever.
                match random_move(&game.state, decision_seed(game.setup.seed, game.ply())).filter(|_| ai) {
                    Some(mv) => {
                        let note = Text::new("play-ai-illegal").with("why", why);
                        if let Some(error) = status.ai_errors.get_mut(request.seat.index()) {
                            *error = Some(note.clone());
                        }
                        (mv, Some(note.to_string()))
                    }
                    None => {
                        status.notice = Some(Text::new("play-illegal-move").with("why", why));
                        continue;
                    }
                }
            }
        };
        if game.elsewhere {
            match authority.as_deref_mut() {
                Some(authority) if authority.waiting => status.notice = Some(Text::new("play-move-on-its-way")),
                Some(authority) => {
                    authority.waiting = true;
                    let text = game.state.move_text(mv);
                    proposed.write(ProposedMove { seat: request.seat, revision: game.ply() as u32, text });
                }
                None => status.notice = Some(Text::new("play-not-connected")),
            }
            continue;
        }
        let played = game.play(mv, note).clone();
        announce(game.id, played, &mut status, &mut pace, &mut applied);
    }
    for accepted in accepted_moves.read() {
        if let Some(authority) = authority.as_deref_mut() {
            authority.waiting = false;
        }
        let played = match play_remote(&mut game, accepted) {
            Ok(played) => played,
            Err(error) => {
                status.notice = Some(Text::new("play-server-move-unshown").with("error", error));
                continue;
            }
        };
        announce(game.id, played, &mut status, &mut pace, &mut applied);
    }
}

/// Tells the views and the log of a move just played.
fn announce<G: Game>(
    game: u64,
    played: Played<G>,
    status: &mut MatchStatus,
    pace: &mut Pace,
    applied: &mut MessageWriter<MoveApplied<G>>,
) {
    status.notice = None;
    pace.since_move = 0.0;
    applied.write(MoveApplied { game, seat: played.seat, mv: played.mv, text: played.text, steps: played.steps });
}

/// Plays a move the server accepted: through the rules from its text, or (hidden-information
/// games) as the position the server sent.
fn play_remote<G: PlayableGame>(game: &mut Match<G>, accepted: &AcceptedMove) -> Result<Played<G>, String> {
    let played = match &accepted.view {
        Some(view) => {
            let seen = G::read_view(&game.setup, view)?;
            game.push_seen(accepted.seat, accepted.text.clone(), accepted.steps.clone(), seen).clone()
        }
        None => {
            let text = accepted.text.as_deref().unwrap_or_default();
            let mv = crate::core::record::read_move(&game.state, game.ply() + 1, text).map_err(|e| e.to_string())?;
            if game.state.to_move() != accepted.seat {
                return Err(format!("move {} is not {}'s", game.ply() + 1, game.state.seat_name(accepted.seat)));
            }
            game.play(mv, None).clone()
        }
    };
    for (index, text) in &accepted.revealed {
        if let Some(earlier) = game.history.get_mut(*index as usize) {
            earlier.text = text.clone();
        }
    }
    Ok(played)
}

/// Rewrites the autosave at the end of every turn (when the seat to move changes or the game
/// ends).
fn autosave<G: PlayableGame>(
    game: Res<Match<G>>,
    mut applied: MessageReader<MoveApplied<G>>,
    save_to: Option<Res<SaveTo>>,
    mut status: ResMut<MatchStatus>,
    tutorial: Option<Res<ActiveTutorial>>,
) {
    // A match decided elsewhere is kept there; a tutorial is not a game to continue.
    let Some(path) = save_to.and_then(|s| s.autosave.clone()).filter(|_| !game.elsewhere && tutorial.is_none()) else {
        applied.clear();
        return;
    };
    let turn_ended = applied.read().last().is_some_and(|a| a.seat != game.state.to_move())
        || (game.is_changed() && game.state.outcome().is_some());
    if turn_ended {
        let record = game.record();
        if let Err(error) = record.write(&path) {
            status.saved = Some(Text::new("play-autosave-failed").with("error", error));
        }
        super::crash::remember(record);
    }
}

fn sync_status<G: PlayableGame>(game: Res<Match<G>>, mut status: ResMut<MatchStatus>) {
    if !game.is_changed() {
        return;
    }
    let live = &game.state;
    status.moves_played = game.ply();
    status.outcome = live.outcome();
    status.to_move = status.outcome.is_none().then(|| live.to_move());
    status.lines = game.shown().status_lines();
    status.winning = if game.viewing().is_none() { live.winning_tiles() } else { Vec::new() };
    status.shown_ply = game.shown_ply();
    status.viewing = game.viewing().is_some();
    status.can_undo = game.can_undo();
    status.can_redo = game.can_redo();
    let name = |seat: Seat| live.seat_text(seat);
    let open = game.history.len().saturating_sub(live.secret_moves());
    status.log = game
        .history
        .iter()
        .enumerate()
        .map(|(i, p)| LogLine {
            seat: status.seat_names.get(p.seat.index()).cloned().unwrap_or_else(|| name(p.seat)),
            text: if i < open { p.text.clone() } else { SECRET.into() },
            steps: p.steps.iter().map(|s| s.describe(name)).collect(),
            note: p.note.clone(),
            hinted: game.hints.contains(&i),
        })
        .collect();
}
