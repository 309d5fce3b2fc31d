//! A review of a game that is over or saved: each seat's standing after every move, from the
//! game's strongest player (the Expert level's, as for a hint), and a player's biggest mistakes,
//! the moves after which their standing fell most, with the move that player would have made.
//!
//! Standings run from -1 (lost) to 1 (won). A finished game is its result. A searching player's
//! score is the standing of the seat to move: a win or loss found by search is ±1, the goal
//! scores of the suite's UCT players (0 to 100) are laid on the scale, and an evaluation's units
//! (which differ per game) are squashed with `tanh` over a scale taken from the game itself (twice
//! the median size of its evaluations), so the graph is of the game's own swings. In two-seat
//! games the other seat's standing is the opposite; with more seats, or a player that publishes
//! no score (Robot Race's UCT), every seat's standing is the game's evaluation of the position.
//!
//! Every move is judged on its own, also the actions of a multi-action turn (Provinces): the
//! standing before a move is that of the best play, so an action that throws away part of it
//! shows where it happened. Games with hidden information are reviewed on their full positions.

use super::{PlayableGame, decision_seed};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use stratagem_ai::levels::{EXPERT, rung_of};
use stratagem_ai::minimax::{SearchInfo, WIN};
use stratagem_ai::{AiPlayer, Evaluator, MINIMAX, Think, checked_move};
use stratagem_core::record::replay;
use stratagem_core::{Game, Outcome, Seat};

/// How to review: how long to think about each position, with which seed and threads, the flag
/// that stops it, and a counter of the positions done for a progress bar.
#[derive(Clone, Debug, Default)]
pub struct ReviewAsk {
    pub think_time: Duration,
    pub seed: u64,
    pub threads: usize,
    pub cancel: Option<Arc<AtomicBool>>,
    pub progress: Option<Arc<AtomicUsize>>,
    /// The seats whose mistakes are looked for (the human ones).
    pub judged: Vec<Seat>,
}

/// One position of the game: each seat's standing (-1 to 1) and what the strongest player would
/// play there (`None` once the game is over or when it found nothing).
#[derive(Clone, Debug, PartialEq)]
pub struct Standing<M> {
    pub values: Vec<f64>,
    pub best: Option<M>,
}

/// A move that lost much: the move number (`ply`, the position before it is `standings[ply]`),
/// the seat, what was played, what the strongest player would have played, and how far the
/// mover's standing fell.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake<M> {
    pub ply: usize,
    pub seat: Seat,
    pub played: M,
    pub better: M,
    pub played_text: String,
    pub better_text: String,
    pub drop: f64,
}

/// The review: a standing for the start and after every move, and the biggest mistakes in the
/// order they were made.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<M> {
    pub standings: Vec<Standing<M>>,
    pub mistakes: Vec<Mistake<M>>,
}

/// The most mistakes a review names, and the least fall of standing that counts as one.
pub const MOST_MISTAKES: usize = 5;
pub const LEAST_DROP: f64 = 0.15;

/// A score before it is laid on the -1 to 1 scale.
#[derive(Clone, Copy, Debug)]
enum Score {
    Known(f64),
    Units(i64),
}

impl Score {
    fn opposite(self) -> Score {
        match self {
            Score::Known(v) => Score::Known(-v),
            Score::Units(u) => Score::Units(-u),
        }
    }
}

/// Reviews the game from `start` through the record's `moves`. An error names a move the rules
/// refuse, or says that the review was stopped.
pub fn review<G: PlayableGame>(start: &G, moves: &[String], ask: &ReviewAsk) -> Result<Review<G::Move>, String> {
    let (played, _) = replay(start.clone(), moves)?;
    let expert = rung_of::<G>(&AiPlayer::new(EXPERT)).ok_or("the game has no Expert level")?;
    let mut player = expert.player;
    if player.kind.searches {
        player.strength.think_time = ask.think_time;
    }
    let mut positions = Vec::with_capacity(played.len() + 1);
    let mut state = start.clone();
    for ply in 0..=played.len() {
        if ask.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Err("the review was stopped".into());
        }
        let think = Think {
            seed: decision_seed(ask.seed, ply),
            cancel: ask.cancel.clone(),
            threads: ask.threads,
            ..Think::default()
        };
        positions.push(assess(&state, &player, think));
        if let Some(progress) = &ask.progress {
            progress.fetch_add(1, Ordering::Relaxed);
        }
        if let Some(&mv) = played.get(ply) {
            state.apply(mv);
        }
    }
    // A forced move's position stands as the one it leads to.
    for ply in (0..positions.len().saturating_sub(1)).rev() {
        if positions[ply].0.is_empty() {
            positions[ply].0 = positions[ply + 1].0.clone();
        }
    }
    let scale = units_scale(positions.iter().flat_map(|(scores, _)| scores));
    let standings: Vec<Standing<G::Move>> = positions
        .into_iter()
        .map(|(scores, best)| Standing { values: scores.iter().map(|&s| standing(s, scale)).collect(), best })
        .collect();
    let mistakes = mistakes(start, &played, &standings, &ask.judged);
    Ok(Review { standings, mistakes })
}

/// One position's scores for each seat and the strongest player's move there; no scores where
/// the move is forced (searchers say nothing of those: GDL's seat that waits).
fn assess<G: PlayableGame>(state: &G, player: &AiPlayer, mut think: Think) -> (Vec<Score>, Option<G::Move>) {
    if let Some(outcome) = state.outcome() {
        return (result_scores(&outcome, state.seats()), None);
    }
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    if let [forced] = legal[..] {
        return (Vec::new(), Some(forced));
    }
    // A score no search gives, to tell a player that published none.
    let info = Arc::new(Mutex::new(SearchInfo { score: i32::MIN, ..SearchInfo::default() }));
    think.info = Some(info.clone());
    let best = checked_move(state, || state.decide(player, &think)).ok();
    let published = info.lock().ok().map(|i| i.score).filter(|&s| s != i32::MIN);
    let searched = match published {
        Some(score) if score.abs() > WIN / 2 => Some(Score::Known(score.signum() as f64)),
        Some(score) if player.kind == MINIMAX => Some(Score::Units(score.into())),
        // The suite's other searchers score a seat's goal from 0 to 100.
        Some(score) => Some(Score::Known((score as f64 - 50.0) / 50.0)),
        None => None,
    };
    let seats = state.seats();
    let scores = match searched {
        Some(mine) if seats == 2 => {
            let mover = state.to_move().index();
            (0..2).map(|s| if s == mover { mine } else { mine.opposite() }).collect()
        }
        _ => {
            let eval = G::Tuned::default();
            (0..seats).map(|s| Score::Units(eval.evaluate(state, Seat(s as u8)).into())).collect()
        }
    };
    (scores, best)
}

/// The result as standings: the winner 1 and the others -1, a draw 0, a ranking by place.
fn result_scores(outcome: &Outcome, seats: usize) -> Vec<Score> {
    let last = seats.saturating_sub(1).max(1) as f64;
    (0..seats)
        .map(|s| {
            let seat = Seat(s as u8);
            Score::Known(match outcome {
                Outcome::Win { seat: winner, .. } => {
                    if *winner == seat {
                        1.0
                    } else {
                        -1.0
                    }
                }
                Outcome::Draw { .. } => 0.0,
                Outcome::Ranking { .. } => 1.0 - 2.0 * (outcome.place(seat).saturating_sub(1) as f64 / last).min(1.0),
            })
        })
        .collect()
}

/// The game's own size of an evaluation: twice the median of the nonzero sizes (at least 1).
fn units_scale<'a>(scores: impl Iterator<Item = &'a Score>) -> f64 {
    let mut sizes: Vec<i64> = scores
        .filter_map(|s| match s {
            Score::Units(u) if *u != 0 => Some(u.abs()),
            _ => None,
        })
        .collect();
    sizes.sort_unstable();
    sizes.get(sizes.len() / 2).map_or(1.0, |&m| (2 * m) as f64)
}

fn standing(score: Score, scale: f64) -> f64 {
    match score {
        Score::Known(v) => v.clamp(-1.0, 1.0),
        Score::Units(u) => (u as f64 / scale).tanh(),
    }
}

/// The judged seats' moves whose standing fell most, at most `MOST_MISTAKES` of at least
/// `LEAST_DROP`, in the order they were played. A move the strongest player would have made too
/// is no mistake, whatever the search's noise says.
fn mistakes<G: Game>(
    start: &G,
    played: &[G::Move],
    standings: &[Standing<G::Move>],
    judged: &[Seat],
) -> Vec<Mistake<G::Move>> {
    let mut found = Vec::new();
    let mut state = start.clone();
    for (ply, &mv) in played.iter().enumerate() {
        let seat = state.to_move();
        let (before, after) = (&standings[ply], &standings[ply + 1]);
        let drop = before.values.get(seat.index()).zip(after.values.get(seat.index())).map(|(b, a)| b - a);
        if let (Some(drop), Some(better)) = (drop, before.best)
            && judged.contains(&seat)
            && drop >= LEAST_DROP
            && better != mv
        {
            let (played_text, better_text) = (state.move_text(mv), state.move_text(better));
            found.push(Mistake { ply, seat, played: mv, better, played_text, better_text, drop });
        }
        state.apply(mv);
    }
    found.sort_by(|a, b| b.drop.total_cmp(&a.drop).then(a.ply.cmp(&b.ply)));
    found.truncate(MOST_MISTAKES);
    found.sort_by_key(|m| m.ply);
    found
}
