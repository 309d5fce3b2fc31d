//! Difficulty levels: five named computer players every game offers (Beginner to Expert). A
//! level is a setting of the game's own players (`AiGame::ladder`), and the lower levels make
//! human-like mistakes: now and then they pick a move by a softmax over how good each move
//! looks one move ahead, so a slip is a plausible move, never an arbitrary one.

use super::{AiGame, AiKindInfo, AiPlayer, EvalChoice, Think};
use rand::RngExt;
use std::time::Duration;
use stratagem_core::rng::seeded;

const fn level(id: &'static str, name: &'static str, help: &'static str) -> AiKindInfo {
    AiKindInfo { id, name, help, searches: false }
}

pub const BEGINNER: AiKindInfo = level("beginner", "level-beginner", "level-beginner-help");
pub const EASY: AiKindInfo = level("easy", "level-easy", "level-easy-help");
pub const NORMAL: AiKindInfo = level("normal", "level-normal", "level-normal-help");
pub const HARD: AiKindInfo = level("hard", "level-hard", "level-hard-help");
pub const EXPERT: AiKindInfo = level("expert", "level-expert", "level-expert-help");

/// The levels, weakest first.
pub const LEVELS: [AiKindInfo; 5] = [BEGINNER, EASY, NORMAL, HARD, EXPERT];

/// What one level plays: a player of the game with its settings, and how often it slips.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rung {
    pub player: AiPlayer,
    /// The share of moves (0 to 1) chosen by the slip rule instead of the player.
    pub slips: f64,
    /// The slip rule's softmax temperature over the moves' ranks (0 to 1 the worst move): low
    /// picks among the better moves, high nearly at random.
    pub temperature: f64,
}

impl Rung {
    /// `kind` with its default settings and no slips.
    pub fn plays(kind: AiKindInfo) -> Rung {
        Rung { player: AiPlayer::new(kind), slips: 0.0, temperature: 0.25 }
    }

    /// Thinks for `ms` milliseconds a move.
    pub fn millis(mut self, ms: u64) -> Rung {
        self.player.strength.think_time = Duration::from_millis(ms);
        self
    }

    /// Searches no deeper than `depth`.
    pub fn depth(mut self, depth: u32) -> Rung {
        self.player.strength.max_depth = Some(depth);
        self
    }

    pub fn eval(mut self, eval: EvalChoice) -> Rung {
        self.player.strength.eval = eval;
        self
    }

    /// Slips on a `share` of its moves, with the given temperature.
    pub fn slips(mut self, share: f64, temperature: f64) -> Rung {
        self.slips = share;
        self.temperature = temperature;
        self
    }
}

/// The ladder of a game whose minimax has an evaluation: the lower two always choose by
/// softmax over the one-ply ranks (Easy sharply; it was measured stronger than the plain greedy
/// player, which a deterministic opponent learns to trap), then minimax with more time and
/// depth. The figures are in docs/benchmarks.md.
pub fn searching_ladder() -> [Rung; 5] {
    [
        Rung::plays(super::GREEDY).slips(1.0, 0.5),
        Rung::plays(super::GREEDY).slips(1.0, 0.08),
        Rung::plays(super::MINIMAX).millis(100).depth(2).slips(0.1, 0.2),
        Rung::plays(super::MINIMAX).millis(250).depth(4),
        Rung::plays(super::MINIMAX).millis(1000),
    ]
}

/// The level `kind` names (0 for Beginner), if it is one.
pub fn level_of(kind: &AiKindInfo) -> Option<usize> {
    LEVELS.iter().position(|l| l == kind)
}

/// The player a controller stands for: a level's player from the game's ladder, or itself.
pub fn rung_of<G: AiGame>(player: &AiPlayer) -> Option<Rung> {
    level_of(&player.kind).map(|i| G::ladder()[i])
}

/// `player`'s move here, levels included: a level slips or asks its rung's player.
pub fn choose<G: AiGame>(state: &G, player: &AiPlayer, think: &Think) -> Result<G::Move, String> {
    let Some(rung) = rung_of::<G>(player) else { return state.decide(player, think) };
    if rung.slips > 0.0 {
        let mut rng = seeded(think.seed ^ SLIP_SEED);
        if rng.random::<f64>() < rung.slips
            && let Some(mv) = slip(state, rung.temperature, rng.random::<f64>())
        {
            return Ok(mv);
        }
    }
    state.decide(&rung.player, think)
}

/// Keeps the slip draws apart from the ones the player makes with the same seed.
const SLIP_SEED: u64 = 0x5115_0000_5115;

/// A softmax pick over the legal moves by the rank of their one-ply (greedy) values: ranks,
/// not values, so a game's score scale (or a win worth a million) does not decide how careless
/// a level is. `draw` is uniform in 0..1.
pub fn slip<G: AiGame>(state: &G, temperature: f64, draw: f64) -> Option<G::Move> {
    let scored = super::one_ply_scores(state);
    let mut distinct: Vec<i32> = scored.iter().map(|&(v, _)| v).collect();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    let worst = distinct.len().saturating_sub(1).max(1) as f64;
    let weight = |v: i32| {
        let rank = distinct.binary_search_by(|d| v.cmp(d)).unwrap_or(0) as f64 / worst;
        (-rank / temperature.max(0.01)).exp()
    };
    let mut left = draw * scored.iter().map(|&(v, _)| weight(v)).sum::<f64>();
    for &(v, mv) in &scored {
        left -= weight(v);
        if left <= 0.0 {
            return Some(mv);
        }
    }
    scored.last().map(|&(_, mv)| mv)
}
