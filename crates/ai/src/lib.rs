//! Computer players. Everything here works through `core::Game` and knows no game by name.
//!
//! A game offers its computer players as `AiKindInfo`s (the shared random, greedy, minimax and
//! HTN players, or its own); a seat's controller names one of them with its settings, in a
//! text form that setups, records and the command line share (`minimax:250ms:d4:reference`).

pub mod htn;
pub mod levels;
pub mod minimax;
pub mod uct;

use htn::{Domain, Plan};
use minimax::{Limits, SearchInfo, SearchOptions};
use rand::RngExt;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use stratagem_core::Text;
use stratagem_core::assets::quote;
use stratagem_core::panics::{caught, panic_text};
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Seat};

/// How good a position is for `seat` (higher is better). Used at the search horizon.
pub trait Evaluator<G>: Send + Sync {
    fn evaluate(&self, state: &G, seat: Seat) -> i32;
}

/// A computer player a game offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiKindInfo {
    /// The name in controller texts and records (`minimax`), the same in every language.
    pub id: &'static str,
    /// The name players read and one line on what it does, as message keys of the catalogs.
    pub name: &'static str,
    pub help: &'static str,
    /// Whether it takes the minimax strength settings (think time, depth, evaluation).
    pub searches: bool,
}

pub const RANDOM: AiKindInfo = AiKindInfo { id: "random", name: "ai-random", help: "ai-random-help", searches: false };
pub const GREEDY: AiKindInfo = AiKindInfo { id: "greedy", name: "ai-greedy", help: "ai-greedy-help", searches: false };
pub const MINIMAX: AiKindInfo =
    AiKindInfo { id: "minimax", name: "ai-minimax", help: "ai-minimax-help", searches: true };
pub const UCT: AiKindInfo = AiKindInfo { id: "uct", name: "ai-uct", help: "ai-uct-help", searches: true };
pub const HTN: AiKindInfo = AiKindInfo { id: "htn", name: "ai-htn", help: "ai-htn-help", searches: false };

/// What a game offers its AIs beyond the rules.
pub trait AiGame: Game {
    /// The simple evaluation every game keeps, the one shared with reference implementations.
    type Reference: Evaluator<Self> + Default;
    /// A stronger evaluation the game may offer (it may be the reference one).
    type Tuned: Evaluator<Self> + Default;

    /// The computer players this game offers, in menu order: the difficulty levels, then the
    /// engineer's players.
    fn ai_kinds() -> Vec<AiKindInfo> {
        let mut kinds = levels::LEVELS.to_vec();
        kinds.extend([RANDOM, GREEDY, MINIMAX, UCT]);
        if Self::htn_domain().is_some() {
            kinds.push(HTN);
        }
        kinds
    }

    /// What each difficulty level plays, Beginner first (`levels`).
    fn ladder() -> [levels::Rung; 5] {
        levels::searching_ladder()
    }

    /// The move `player` chooses here. Games with players of their own answer for those and
    /// leave the rest to `decide_shared`. Levels never reach it: `levels::choose` turns them
    /// into their rung's player first.
    fn decide(&self, player: &AiPlayer, think: &Think) -> Result<Self::Move, String> {
        decide_shared(self, player, think)
    }

    /// The one-ply greedy player's score of a position for `seat`.
    fn greedy_score(&self, seat: Seat) -> i32;

    /// Whether the `uct` player searches whole turns rather than single actions unless its
    /// settings say (`turns`, `actions`): for games whose turns are several actions where
    /// that was measured stronger.
    fn uct_whole_turns() -> bool {
        false
    }

    /// The HTN domain file under `assets/ai/`, for games with an HTN player.
    fn htn_domain() -> Option<&'static str> {
        None
    }

    /// The position as HTN facts (text in the HTN language).
    fn htn_facts(&self) -> String {
        String::new()
    }

    /// The task the HTN player plans for the side to move.
    fn htn_goal(&self) -> String {
        String::new()
    }

    /// The move a plan's operators stand for.
    fn move_from_plan(&self, _plan: &Plan) -> Option<Self::Move> {
        None
    }

    /// A search score of the reference evaluation (for the side to move here) on the scale the
    /// game's reference implementation prints, for `stratagem analyse`.
    fn reference_score_text(&self, _score: i32) -> Option<String> {
        None
    }
}

/// Which evaluation minimax uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EvalChoice {
    Reference,
    #[default]
    Tuned,
}

impl EvalChoice {
    pub fn name(self) -> &'static str {
        match self {
            EvalChoice::Reference => "reference",
            EvalChoice::Tuned => "tuned",
        }
    }

    pub fn parse(text: &str) -> Result<EvalChoice, String> {
        match text {
            "tuned" => Ok(EvalChoice::Tuned),
            "reference" => Ok(EvalChoice::Reference),
            other => Err(format!("unknown evaluation '{}' (tuned, reference)", quote(other))),
        }
    }
}

/// How hard minimax thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength {
    /// Deepest iteration; `None` searches until the time runs out.
    pub max_depth: Option<u32>,
    pub think_time: Duration,
    pub eval: EvalChoice,
    /// Search threads; `None` leaves it to where the game runs (`Think::threads`).
    pub threads: Option<usize>,
    /// Resolve captures past the horizon, in games that have captures.
    pub quiescence: bool,
    /// Whether UCT chooses among whole turns (and plays the rest of a turn from its plan)
    /// rather than single actions; `None` leaves it to the game (`AiGame::uct_whole_turns`).
    pub whole_turns: Option<bool>,
}

impl Default for Strength {
    fn default() -> Self {
        Strength {
            max_depth: None,
            think_time: Duration::from_millis(1000),
            eval: EvalChoice::Tuned,
            threads: None,
            quiescence: true,
            whole_turns: None,
        }
    }
}

/// A seat's computer player: one of the kinds its game offers, with minimax's settings for the
/// kinds that search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AiPlayer {
    pub kind: AiKindInfo,
    pub strength: Strength,
}

impl AiPlayer {
    pub fn new(kind: AiKindInfo) -> AiPlayer {
        AiPlayer { kind, strength: Strength::default() }
    }

    /// Reads `kind[:setting…]` among the kinds a game offers. Settings of searching kinds:
    /// `250ms` or `1.5s` think time, `d4` maximum depth, `tuned` or `reference` evaluation, `t2`
    /// search threads, `noq` without quiescence, `turns` or `actions` for UCT over whole turns
    /// or single actions.
    pub fn parse(text: &str, offered: &[AiKindInfo]) -> Result<AiPlayer, String> {
        let mut parts = text.trim().split(':');
        let id = parts.next().unwrap_or_default().trim();
        let kind = offered.iter().find(|k| k.id == id).copied().ok_or_else(|| {
            let names: Vec<&str> = offered.iter().map(|k| k.id).collect();
            format!("this game offers no player '{}' (it offers human, {})", quote(id), names.join(", "))
        })?;
        let mut player = AiPlayer::new(kind);
        for setting in parts.map(str::trim) {
            if !kind.searches {
                return Err(format!("player {id} takes no settings, not '{}'", quote(setting)));
            }
            player.strength.apply_setting(setting)?;
        }
        Ok(player)
    }

    /// The text form `parse` reads back.
    pub fn text(&self) -> String {
        if !self.kind.searches {
            return self.kind.id.to_string();
        }
        let s = &self.strength;
        let mut text = format!("{}:{}ms", self.kind.id, s.think_time.as_millis());
        if let Some(depth) = s.max_depth {
            text += &format!(":d{depth}");
        }
        if s.eval != EvalChoice::default() {
            text += &format!(":{}", s.eval.name());
        }
        if let Some(threads) = s.threads {
            text += &format!(":t{threads}");
        }
        if !s.quiescence {
            text += ":noq";
        }
        match s.whole_turns {
            Some(true) => text += ":turns",
            Some(false) => text += ":actions",
            None => {}
        }
        text
    }
}

impl Strength {
    fn apply_setting(&mut self, setting: &str) -> Result<(), String> {
        let number = |digits: &str| digits.parse::<f64>().ok().filter(|v| v.is_finite() && *v >= 0.0);
        if let Some(ms) = setting.strip_suffix("ms").and_then(number) {
            self.think_time = Duration::from_secs_f64((ms / 1000.0).min(86_400.0));
        } else if let Some(s) = setting.strip_suffix('s').and_then(number) {
            self.think_time = Duration::from_secs_f64(s.min(86_400.0));
        } else if let Some(depth) = setting.strip_prefix('d').and_then(|d| d.parse::<u32>().ok()) {
            if !(1..=64).contains(&depth) {
                return Err(format!("depth {depth} is outside 1 to 64"));
            }
            self.max_depth = Some(depth);
        } else if let Some(threads) = setting.strip_prefix('t').and_then(|t| t.parse::<usize>().ok()) {
            if !(1..=MAX_THREADS).contains(&threads) {
                return Err(format!("{threads} threads is outside 1 to {MAX_THREADS}"));
            }
            self.threads = Some(threads);
        } else if setting == "q" || setting == "noq" {
            self.quiescence = setting == "q";
        } else if setting == "turns" || setting == "actions" {
            self.whole_turns = Some(setting == "turns");
        } else {
            self.eval = EvalChoice::parse(setting).map_err(|_| {
                format!(
                    "unknown setting '{}' (250ms or 1.5s think time, d4 depth, tuned or reference, t2 threads, q or noq, turns or actions)",
                    quote(setting)
                )
            })?;
        }
        Ok(())
    }
}

/// The most search threads a player may ask for.
pub const MAX_THREADS: usize = 256;

/// Search threads when a controller names none: every core but one while a window is open, so
/// the interface keeps a core to draw with.
pub fn window_threads() -> usize {
    cores().saturating_sub(1).max(1)
}

/// Every core the machine offers (the arena, where nothing else needs them).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A request for a decision: the seed that makes it repeatable, the flag that cancels it, and
/// where to publish search progress.
#[derive(Clone, Debug, Default)]
pub struct Think {
    pub seed: u64,
    pub cancel: Option<Arc<AtomicBool>>,
    pub info: Option<Arc<Mutex<SearchInfo>>>,
    /// The HTN domain, for the HTN player.
    pub htn: Option<Arc<Domain>>,
    /// The seat's plan for the rest of its turn, kept between its decisions.
    pub plan: Option<Arc<Mutex<TurnPlan>>>,
    /// Search threads for players whose controller names none; 0 counts as 1.
    pub threads: usize,
}

/// The rest of a turn a searching player has planned, in games whose turn is several moves: the
/// move it chose for each position its principal variation passes before the turn ends. The
/// player then thinks once per turn, as the reference players of those games do, and plays the
/// rest of the turn from the plan.
#[derive(Debug, Default)]
pub struct TurnPlan(HashMap<u64, String>);

impl TurnPlan {
    /// The planned move here, if it is still legal.
    fn next<G: Game>(&self, state: &G) -> Option<G::Move> {
        let text = self.0.get(&state.position_hash())?;
        state.parse_move(text).ok().filter(|&mv| state.is_legal(mv))
    }

    /// The planned moves after `first` (played in `state`) while the same seat moves on, as far
    /// as the plan reaches: a hint's rest of the turn.
    pub fn rest_of_turn<G: Game>(&self, state: &G, first: G::Move) -> Vec<G::Move> {
        let me = state.to_move();
        let mut at = state.clone();
        at.apply(first);
        let mut rest = Vec::new();
        while at.to_move() == me && at.outcome().is_none() && rest.len() < self.0.len() {
            let Some(mv) = self.next(&at) else { break };
            at.apply(mv);
            rest.push(mv);
        }
        rest
    }

    /// Keeps the moves after the first of `line` (from `root`) while the same seat is to move.
    fn remember<G: Game>(&mut self, root: &G, line: &[G::Move]) {
        self.0.clear();
        let me = root.to_move();
        let mut state = root.clone();
        for (i, &mv) in line.iter().enumerate() {
            if i > 0 {
                self.0.insert(state.position_hash(), state.move_text(mv));
            }
            state.apply(mv);
            if state.to_move() != me {
                break;
            }
        }
    }
}

/// The players every game shares: random, greedy, minimax and HTN.
pub fn decide_shared<G: AiGame>(state: &G, player: &AiPlayer, think: &Think) -> Result<G::Move, String> {
    let none = || "there is no legal move".to_string();
    match player.kind.id {
        "random" => random_move(state, think.seed).ok_or_else(none),
        "greedy" => greedy_move(state, think.seed).ok_or_else(none),
        "minimax" => {
            if let Some(mv) = think.plan.as_ref().and_then(|p| p.lock().ok()?.next(state)) {
                return Ok(mv);
            }
            let strength = player.strength;
            let limits = Limits { depth: strength.max_depth, time: Some(strength.think_time), nodes: None };
            let options = SearchOptions {
                seed: think.seed,
                cancel: think.cancel.clone(),
                info: think.info.clone(),
                threads: strength.threads.unwrap_or(think.threads),
                quiescence: strength.quiescence,
                ..SearchOptions::default()
            };
            let report = match strength.eval {
                EvalChoice::Reference => minimax::search(state, &G::Reference::default(), limits, &options),
                EvalChoice::Tuned => minimax::search(state, &G::Tuned::default(), limits, &options),
            };
            if let Some(plan) = &think.plan
                && report.pv.first() == report.best.as_ref()
                && let Ok(mut plan) = plan.lock()
            {
                plan.remember(state, &report.pv);
            }
            report.best.ok_or_else(none)
        }
        "uct" => {
            let limits = uct::UctLimits {
                time: Some(player.strength.think_time),
                cancel: think.cancel.clone(),
                ..Default::default()
            };
            if !player.strength.whole_turns.unwrap_or(G::uct_whole_turns()) {
                return uct::uct_move(state, &limits, think.seed);
            }
            if let Some(mv) = think.plan.as_ref().and_then(|p| p.lock().ok()?.next(state)) {
                return Ok(mv);
            }
            let turn = uct::uct_turn(state, &limits, think.seed)?;
            if let Some(plan) = &think.plan
                && let Ok(mut plan) = plan.lock()
            {
                plan.remember(state, &turn);
            }
            turn.first().copied().ok_or_else(none)
        }
        "htn" => {
            let domain = think.htn.as_deref().ok_or("no HTN domain is loaded")?;
            let (mv, explanation) = htn_move(state, domain)?;
            publish_plan(think, explanation.into_iter().map(Text::plain).collect());
            Ok(mv)
        }
        other => Err(format!("this game has no player '{other}'")),
    }
}

fn publish_plan(think: &Think, plan: Vec<Text>) {
    if let Some(info) = &think.info
        && let Ok(mut info) = info.lock()
    {
        info.plan = plan;
    }
}

/// A decision that is always a legal move: the player's choice, or, when the player failed,
/// panicked or proposed an illegal move, a random legal move and the reason.
#[derive(Clone, Debug)]
pub struct Decision<M> {
    pub mv: M,
    /// Why the player's own choice was not played: the window says it in the player's
    /// language, the record's note in English. The player's own error is its own words.
    pub fallback: Option<Text>,
}

/// Asks `player` for a move in `state` (the seat's own view of the game) and makes sure it is
/// legal; `None` only when there is no legal move at all.
pub fn decide_checked<G: AiGame>(state: &G, player: &AiPlayer, think: &Think) -> Option<Decision<G::Move>> {
    let why = match checked_move(state, || levels::choose(state, player, think)) {
        Ok(mv) => return Some(Decision { mv, fallback: None }),
        Err(why) => why,
    };
    let why = Text::new("ai-fallback").with("player", player.kind.id).with("why", why);
    publish_plan(think, vec![why.clone()]);
    random_move(state, think.seed).map(|mv| Decision { mv, fallback: Some(why) })
}

/// The move `decide` chose if `state` allows it, or why not: the player's error, its panic, or
/// the illegal move it proposed. The tournament scores any of these as the player's loss.
pub fn checked_move<G: Game>(state: &G, decide: impl FnOnce() -> Result<G::Move, String>) -> Result<G::Move, String> {
    let asked = caught(|| std::panic::catch_unwind(std::panic::AssertUnwindSafe(decide)));
    match asked {
        Ok(Ok(mv)) => match state.why_illegal(mv) {
            None => Ok(mv),
            Some(why) => Err(format!("proposed an illegal move: {why}")),
        },
        Ok(Err(error)) => Err(error),
        Err(panic) => Err(format!("crashed: {}", panic_text(&*panic))),
    }
}

/// The HTN player's move: the first plan for the game's goal, with its explanation (the
/// methods that fired, then the operators).
pub fn htn_move<G: AiGame>(state: &G, domain: &Domain) -> Result<(G::Move, Vec<String>), String> {
    let mut world = domain.state.clone();
    world.add_text("position", &state.htn_facts()).map_err(|e| e.to_string())?;
    let goal = htn::parse_tasks(&state.htn_goal())?;
    let planned = htn::plan(domain, &world, &goal, htn::Search::First, htn::DEFAULT_STEPS, true);
    let plans = planned.plans?;
    let plan = plans.first().ok_or_else(|| format!("{} has no plan", state.htn_goal()))?;
    let mv =
        state.move_from_plan(plan).ok_or_else(|| format!("the plan {} is not a move", plan.operators().join(", ")))?;
    // The methods that fired, the decomposition tree (cut short for the panel), then the plan.
    let mut explanation: Vec<String> = plan.steps.first().map(|s| s.reasons.clone()).unwrap_or_default();
    explanation.push("decomposition:".into());
    let shown = planned.trace.len().min(HTN_TRACE_LINES);
    explanation.extend(planned.trace[..shown].iter().map(|l| format!("  {l}")));
    if planned.trace.len() > shown {
        explanation.push(format!("  … {} more lines", planned.trace.len() - shown));
    }
    explanation.extend(plan.operators());
    Ok((mv, explanation))
}

/// The most decomposition lines the plan panel shows.
const HTN_TRACE_LINES: usize = 200;

/// A uniformly random legal move.
pub fn random_move<G: Game>(state: &G, seed: u64) -> Option<G::Move> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    Some(moves[seeded(seed).random_range(0..moves.len())])
}

/// Every legal move with the greedy score (for the mover) of the position it leads to.
pub fn one_ply_scores<G: AiGame>(state: &G) -> Vec<(i32, G::Move)> {
    let me = state.to_move();
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut child = state.clone();
            child.apply(mv);
            (child.greedy_score(me), mv)
        })
        .collect()
}

/// The move whose resulting position has the best greedy score; ties broken at random.
pub fn greedy_move<G: AiGame>(state: &G, seed: u64) -> Option<G::Move> {
    let scored = one_ply_scores(state);
    let best = scored.iter().map(|&(s, _)| s).max()?;
    let ties: Vec<G::Move> = scored.into_iter().filter(|&(s, _)| s == best).map(|(_, m)| m).collect();
    Some(ties[seeded(seed).random_range(0..ties.len())])
}
