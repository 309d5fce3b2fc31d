//! Playing a game, for any game: the match, the one move pipeline, and AI turns on the
//! async compute pool. `MatchPlugin::<G>` adds all of it for one game type.

use super::setup::{CatalogEntry, Controller, Setup};
use super::{Catalog, MenuError, Screen};
use crate::ai::htn::Domain;
use crate::ai::minimax::SearchInfo;
use crate::ai::{AiGame, Think, choose_move};
use crate::core::assets::LoadError;
use crate::core::{Game, Outcome, Seat};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A game the app can host: rules, AIs, a menu entry and a way to start from a setup.
pub trait PlayableGame: AiGame {
    /// The game's id in setups, presets (`assets/maps/<ID>/`) and the command line.
    const ID: &'static str;

    fn catalog_entry() -> CatalogEntry;

    /// The starting position of a setup, or why it cannot be played.
    fn start(setup: &Setup) -> Result<Self, LoadError>;

    /// A position from a file, played under the setup's options (the `moves` command).
    fn load_position(path: &std::path::Path, setup: &Setup) -> Result<Self, LoadError>;

    /// Extra lines for the game screen (captured pieces, say).
    fn status_lines(&self) -> Vec<String> {
        Vec::new()
    }
}

/// The game being played: its state, its seats, and every move applied so far.
#[derive(Resource)]
pub struct Match<G: Game> {
    pub state: G,
    pub seats: Vec<Controller>,
    /// Unique per started game, so results meant for an earlier game are recognised.
    pub id: u64,
    pub seed: u64,
    pub history: Vec<G::Move>,
}

impl<G: Game> Match<G> {
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    pub fn last_move(&self) -> Option<G::Move> {
        self.history.last().copied()
    }

    /// Whether the seat to move is played from the mouse.
    pub fn human_to_move(&self) -> bool {
        self.state.outcome().is_none() && self.seats[self.state.to_move().index()].is_human()
    }

    /// Whether a board click may move now; while the computer is to move it says so instead.
    pub fn takes_clicks(&self, status: &mut MatchStatus) -> bool {
        if !self.human_to_move() && self.state.outcome().is_none() {
            status.notice = Some("Wait: the computer is to move.".into());
        }
        self.human_to_move()
    }
}

/// A proposed move, from a click or an AI. It names the game and ply it was meant for.
#[derive(Message, Clone, Debug)]
pub struct MoveRequest<G: Game> {
    pub game: u64,
    pub ply: usize,
    pub seat: Seat,
    pub mv: G::Move,
}

/// A move the rules accepted and applied; views and logs react to this.
#[derive(Message, Clone, Debug)]
pub struct MoveApplied<G: Game> {
    pub game: u64,
    pub seat: Seat,
    pub mv: G::Move,
    pub text: String,
}

/// What the game screen shows, for whichever game is being played.
#[derive(Resource, Default, Debug, Clone)]
pub struct MatchStatus {
    pub game_id: u64,
    pub title: String,
    pub how_to_play: String,
    pub seat_names: Vec<String>,
    pub controllers: Vec<Controller>,
    pub to_move: Option<Seat>,
    pub moves_played: usize,
    pub outcome: Option<Outcome>,
    /// The last rejected move and why, until the next move.
    pub notice: Option<String>,
    pub last_move: Option<String>,
    /// The thinking AI's seat and its latest search figures.
    pub thinking: Option<(Seat, SearchInfo)>,
    /// Each seat's last HTN decision: the methods that fired and the plan.
    pub decisions: Vec<Vec<String>>,
    /// Why the game's HTN domain file could not be (re)loaded; the previous one stays in use.
    pub htn_error: Option<String>,
    pub lines: Vec<String>,
}

/// The HTN domains of the games that have one, reloaded when their file changes. A file that
/// does not parse leaves the previous domain in use and reports its error.
#[derive(Resource, Default)]
pub struct HtnDomains {
    slots: Vec<DomainSlot>,
}

pub struct DomainSlot {
    pub game: &'static str,
    pub path: std::path::PathBuf,
    pub domain: Option<Arc<Domain>>,
    pub error: Option<String>,
    modified: Option<std::time::SystemTime>,
}

impl HtnDomains {
    /// Starts watching a game's domain file and loads it now.
    pub fn watch(&mut self, game: &'static str, path: std::path::PathBuf) {
        self.slots.retain(|s| s.game != game);
        self.slots.push(DomainSlot { game, path, domain: None, error: None, modified: None });
        self.reload();
    }

    pub fn get(&self, game: &str) -> Option<&DomainSlot> {
        self.slots.iter().find(|s| s.game == game)
    }

    /// Reads every domain whose file changed since the last look.
    pub fn reload(&mut self) {
        for slot in &mut self.slots {
            let modified = std::fs::metadata(&slot.path).and_then(|m| m.modified()).ok();
            if modified.is_some() && modified == slot.modified {
                continue;
            }
            slot.modified = modified;
            match Domain::load(&slot.path) {
                Ok(domain) => {
                    slot.domain = Some(Arc::new(domain));
                    slot.error = None;
                }
                Err(error) => slot.error = Some(error),
            }
        }
    }
}

fn reload_domains(mut domains: ResMut<HtnDomains>, time: Res<Time>, mut since: Local<f32>) {
    *since += time.delta_secs();
    if *since >= 0.5 {
        *since = 0.0;
        domains.reload();
    }
}

/// The pace of AI turns: a delay when only AIs play, pause and single step.
#[derive(Resource, Debug, Clone)]
pub struct Pace {
    pub paused: bool,
    pub step: bool,
    /// Seconds between AI moves when no seat is human.
    pub spectate_delay: f32,
    /// Seconds since the last applied move.
    pub since_move: f32,
}

impl Default for Pace {
    fn default() -> Self {
        Pace { paused: false, step: false, spectate_delay: 0.6, since_move: 0.0 }
    }
}

/// Counts started games so each gets its own id.
#[derive(Resource, Default)]
pub struct GameCounter(pub u64);

/// An AI decision in flight, tagged with the position it was asked about.
#[derive(Resource)]
struct AiTask<G: Game> {
    task: Task<Option<G::Move>>,
    game: u64,
    ply: usize,
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
        let entry = G::catalog_entry();
        let id = entry.id;
        app.init_resource::<Catalog>().init_resource::<HtnDomains>();
        app.world_mut().resource_mut::<Catalog>().games.push(entry);
        if let Some(file) = G::htn_domain() {
            let path = crate::core::assets::asset_root().join("ai").join(file);
            app.world_mut().resource_mut::<HtnDomains>().watch(id, path);
            if !app.is_plugin_added::<HtnReloadPlugin>() {
                app.add_plugins(HtnReloadPlugin);
            }
        }
        let this_game = move |setup: Option<Res<Setup>>| setup.is_some_and(|s| s.game == id);
        app.add_message::<MoveRequest<G>>()
            .add_message::<MoveApplied<G>>()
            .add_systems(OnEnter(Screen::Playing), start_match::<G>.run_if(this_game))
            .add_systems(OnExit(Screen::Playing), end_match::<G>)
            .add_systems(
                Update,
                (drive_ai::<G>, apply_moves::<G>, sync_status::<G>)
                    .chain()
                    .in_set(PlaySet)
                    .run_if(resource_exists::<Match<G>>),
            );
    }
}

/// Watches the HTN domain files.
struct HtnReloadPlugin;

impl Plugin for HtnReloadPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, reload_domains);
    }
}

/// The systems that move the game on; views read the match after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlaySet;

fn start_match<G: PlayableGame>(
    mut commands: Commands,
    setup: Res<Setup>,
    mut counter: ResMut<GameCounter>,
    mut status: ResMut<MatchStatus>,
    mut pace: ResMut<Pace>,
    mut next: ResMut<NextState<Screen>>,
) {
    let state = match G::start(&setup) {
        Ok(state) => state,
        Err(error) => {
            commands.insert_resource(MenuError(Some(error.to_string())));
            next.set(Screen::Menu);
            return;
        }
    };
    counter.0 += 1;
    let entry = G::catalog_entry();
    *status = MatchStatus {
        game_id: counter.0,
        title: entry.name.to_string(),
        how_to_play: entry.how_to_play.to_string(),
        seat_names: (0..state.seats()).map(|s| state.seat_name(Seat(s as u8))).collect(),
        decisions: vec![Vec::new(); state.seats()],
        controllers: setup.seats.clone(),
        ..MatchStatus::default()
    };
    pace.since_move = 0.0;
    pace.step = false;
    commands.insert_resource(Match {
        state,
        seats: setup.seats.clone(),
        id: counter.0,
        seed: setup.seed.wrapping_add(counter.0.wrapping_mul(0x9E37_79B9)),
        history: Vec::new(),
    });
}

fn end_match<G: Game>(mut commands: Commands) {
    commands.remove_resource::<Match<G>>();
    commands.remove_resource::<AiTask<G>>();
}

/// Starts an AI decision when an AI seat is to move, and turns a finished one into a move
/// request. A result for a game or ply that is no longer current is dropped.
fn drive_ai<G: PlayableGame>(
    mut commands: Commands,
    game: Res<Match<G>>,
    mut task: Option<ResMut<AiTask<G>>>,
    mut pace: ResMut<Pace>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<G>>,
    time: Res<Time>,
    domains: Res<HtnDomains>,
) {
    pace.since_move += time.delta_secs();
    let slot = domains.get(G::ID);
    status.htn_error = slot.and_then(|s| s.error.clone());
    if let Some(running) = task.as_deref_mut() {
        if let Some(result) = check_ready(&mut running.task) {
            let (id, ply, seat) = (running.game, running.ply, running.seat);
            let plan = running.info.lock().map(|i| i.plan.clone()).unwrap_or_default();
            commands.remove_resource::<AiTask<G>>();
            status.thinking = None;
            if !plan.is_empty()
                && id == game.id
                && let Some(decision) = status.decisions.get_mut(seat.index())
            {
                *decision = plan;
            }
            match result {
                Some(mv) if id == game.id && ply == game.ply() => {
                    requests.write(MoveRequest { game: id, ply, seat, mv });
                }
                Some(_) => debug!("dropped an AI move meant for game {id} ply {ply}"),
                None => {}
            }
        } else if let Ok(info) = running.info.lock() {
            status.thinking = Some((running.seat, info.clone()));
        }
        return;
    }
    if game.state.outcome().is_some() {
        return;
    }
    let seat = game.state.to_move();
    let Controller::Ai(kind) = game.seats[seat.index()] else {
        return;
    };
    let spectating = game.seats.iter().all(|c| !c.is_human());
    let wait = if spectating { pace.spectate_delay } else { 0.3 };
    if !pace.step && (pace.paused || pace.since_move < wait) {
        return;
    }
    pace.step = false;
    let cancel = Arc::new(AtomicBool::new(false));
    let info = Arc::new(Mutex::new(SearchInfo::default()));
    let think = Think {
        seed: game.seed ^ (game.ply() as u64).wrapping_mul(0x2545_F491_4F6C_DD1D),
        cancel: Some(cancel.clone()),
        info: Some(info.clone()),
        htn: slot.and_then(|s| s.domain.clone()),
    };
    let state = game.state.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { choose_move(&state, &kind, &think) });
    status.thinking = Some((seat, SearchInfo::default()));
    commands.insert_resource(AiTask::<G> { task, game: game.id, ply: game.ply(), seat, cancel, info });
}

/// The one place the game state changes: validates each request and applies it.
fn apply_moves<G: PlayableGame>(
    mut game: ResMut<Match<G>>,
    mut requests: MessageReader<MoveRequest<G>>,
    mut applied: MessageWriter<MoveApplied<G>>,
    mut status: ResMut<MatchStatus>,
    mut pace: ResMut<Pace>,
) {
    for request in requests.read() {
        if request.game != game.id || request.ply != game.ply() {
            debug!("dropped a move meant for game {} ply {}", request.game, request.ply);
            continue;
        }
        let to_move = game.state.to_move();
        let why = if game.state.outcome().is_none() && request.seat != to_move {
            Some(format!("it is {}'s turn", game.state.seat_name(to_move)))
        } else {
            game.state.why_illegal(request.mv)
        };
        if let Some(why) = why {
            status.notice = Some(format!("Illegal move: {why}."));
            continue;
        }
        let text = game.state.move_text(request.mv);
        game.state.apply(request.mv);
        game.history.push(request.mv);
        status.notice = None;
        status.last_move = Some(text.clone());
        pace.since_move = 0.0;
        applied.write(MoveApplied { game: game.id, seat: request.seat, mv: request.mv, text });
    }
}

fn sync_status<G: PlayableGame>(game: Res<Match<G>>, mut status: ResMut<MatchStatus>) {
    if !game.is_changed() {
        return;
    }
    status.moves_played = game.ply();
    status.outcome = game.state.outcome();
    status.to_move = status.outcome.is_none().then(|| game.state.to_move());
    status.lines = game.state.status_lines();
}
