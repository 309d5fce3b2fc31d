//! A review of a game that is over or saved: each seat's standing after every move, from the
//! game's strongest player (the Expert level's, as for a hint), and a player's biggest mistakes,
//! the moves after which their standing fell most, with the move that player would have made.
//!
//! Standings run from -1 (lost) to 1 (won). A finished game is its result. A searching player's
//! score is the standing of the seat to move: a win or loss found by search is ±1, the goal
//! scores of the suite's UCT players (0 to 100) are laid on the scale, and an evaluation's units
//! (which differ per game) are squashed with `tanh` over a scale taken from the game itself (the
//! size nine in ten of its evaluations stay under), so the graph is of the game's own swings and
//! a short search's noise stays small beside the swings that decided it. In two-seat
//! games the other seat's standing is the opposite; with more seats, or a player that publishes
//! no score (Robot Race's UCT), every seat's standing is the game's evaluation of the position.
//!
//! A search cut short favours the side to move (Provinces' minimax sees the mover's whole turn
//! before the reply), so the graph would zigzag from turn to turn: that bias, the mean searched
//! score of the side to move over the game, is taken off every searched score.
//!
//! A judged seat's move is a mistake by how much worse the position after it stands for that
//! seat than the position after the strongest player's move (searched as well): both have the
//! same seat to move, so the comparison is fair also within a turn of several actions
//! (Provinces), where every action is judged on its own. Games with hidden information are
//! reviewed on their full positions.

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
    Units(f64),
}

/// One position as the strongest player saw it: each seat's score, its move, and the seat to
/// move where its score is a search's in the evaluation's units (see `tempo`).
#[derive(Clone, Debug)]
struct Assessed<M> {
    scores: Vec<Score>,
    best: Option<M>,
    searched: Option<usize>,
}

/// Reviews the game from `start` through the record's `moves`. An error names a move the rules
/// refuse, or says that the review was stopped.
pub fn review<G: PlayableGame>(start: &G, moves: &[String], ask: &ReviewAsk) -> Result<Review<G::Move>, String> {
    let (played, _) = replay(start.clone(), moves).map_err(|e| e.to_string())?;
    let expert = rung_of::<G>(&AiPlayer::new(EXPERT)).ok_or("the game has no Expert level")?;
    let mut player = expert.player;
    if player.kind.searches {
        player.strength.think_time = ask.think_time;
    }
    let think = |ply: usize, salt: u64| Think {
        seed: decision_seed(ask.seed, ply) ^ salt,
        cancel: ask.cancel.clone(),
        threads: ask.threads,
        ..Think::default()
    };
    let mut positions = Vec::with_capacity(played.len() + 1);
    // The position after the better move, where a judged seat played another.
    let mut instead = Vec::new();
    let mut state = start.clone();
    for ply in 0..=played.len() {
        if ask.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Err("the review was stopped".into());
        }
        let here = assess(&state, &player, think(ply, 0));
        if let (Some(&mv), Some(better)) = (played.get(ply), here.best)
            && better != mv
            && ask.judged.contains(&state.to_move())
        {
            let mut after = state.clone();
            after.apply(better);
            instead.push((ply, assess_past_forced(after, &player, think(ply, INSTEAD_SEED))));
        }
        positions.push(here);
        if let Some(progress) = &ask.progress {
            progress.fetch_add(1, Ordering::Relaxed);
        }
        if let Some(&mv) = played.get(ply) {
            state.apply(mv);
        }
    }
    // A forced move's position stands as the one it leads to.
    for ply in (0..positions.len().saturating_sub(1)).rev() {
        if positions[ply].scores.is_empty() {
            positions[ply] = Assessed { best: positions[ply].best, ..positions[ply + 1].clone() };
        }
    }
    // Only the game's own positions, as many with either seat to move: the positions after the
    // better moves all have the judged seat's opponent to move.
    let tempo = tempo(&positions);
    let values = on_scale(positions.iter().chain(instead.iter().map(|(_, a)| a)), tempo);
    let (main, extra) = values.split_at(positions.len());
    let standings: Vec<Standing<G::Move>> =
        main.iter().zip(&positions).map(|(values, p)| Standing { values: values.clone(), best: p.best }).collect();
    let instead: Vec<(usize, Vec<f64>)> = instead.iter().map(|(ply, _)| *ply).zip(extra.iter().cloned()).collect();
    let mistakes = mistakes(start, &played, &standings, &instead, &ask.judged);
    Ok(Review { standings, mistakes })
}

/// Keeps the search after a better move apart from the one of the position itself.
const INSTEAD_SEED: u64 = 0x1257_EAD0;

/// One position's scores for each seat and the strongest player's move there; no scores where
/// the move is forced (searchers say nothing of those: GDL's seat that waits).
fn assess<G: PlayableGame>(state: &G, player: &AiPlayer, mut think: Think) -> Assessed<G::Move> {
    if let Some(outcome) = state.outcome() {
        return Assessed { scores: result_scores(&outcome, state.seats()), best: None, searched: None };
    }
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    if let [forced] = legal[..] {
        return Assessed { scores: Vec::new(), best: Some(forced), searched: None };
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
    let (seats, mover) = (state.seats(), state.to_move().index());
    match searched {
        Some(mine) if seats == 2 => Assessed {
            scores: (0..2).map(|s| if s == mover { mine } else { opposite(mine) }).collect(),
            best,
            searched: matches!(mine, Score::Units(_)).then_some(mover),
        },
        _ => {
            let eval = G::Tuned::default();
            let scores = (0..seats).map(|s| Score::Units(eval.evaluate(state, Seat(s as u8)).into())).collect();
            Assessed { scores, best, searched: None }
        }
    }
}

/// `assess` after playing out any forced moves, so the position has scores of its own.
fn assess_past_forced<G: PlayableGame>(mut state: G, player: &AiPlayer, think: Think) -> Assessed<G::Move> {
    let mut legal = Vec::new();
    for _ in 0..FORCED_RUN {
        legal.clear();
        state.legal_moves(&mut legal);
        match legal[..] {
            [forced] if state.outcome().is_none() => state.apply(forced),
            _ => break,
        }
    }
    assess(&state, player, think)
}

/// The most forced moves played out in a row (a game could offer one move for ever).
const FORCED_RUN: usize = 1000;

fn opposite(score: Score) -> Score {
    match score {
        Score::Known(v) => Score::Known(-v),
        Score::Units(u) => Score::Units(-u),
    }
}

/// A search that stops short favours the side to move (in Provinces a shallow search sees the
/// mover's whole turn and none of the reply): over a game, the mean of the searched scores of
/// the side to move is that bias, as the true standings of the two sides cancel out in it.
fn tempo<M>(positions: &[Assessed<M>]) -> f64 {
    let movers: Vec<f64> = positions
        .iter()
        .filter_map(|p| match p.scores.get(p.searched?)? {
            Score::Units(u) => Some(*u),
            Score::Known(_) => None,
        })
        .collect();
    if movers.is_empty() { 0.0 } else { movers.iter().sum::<f64>() / movers.len() as f64 }
}

/// Every position's standings, -1 to 1: the searched scores without the tempo, the units
/// squashed over the game's own scale (the size nine in ten of its evaluations stay under).
fn on_scale<'a, M: 'a>(positions: impl Iterator<Item = &'a Assessed<M>>, tempo: f64) -> Vec<Vec<f64>> {
    let fair: Vec<Vec<Score>> = positions
        .map(|p| {
            let scores = p.scores.iter().enumerate();
            let fair = |s: usize, u: f64| match p.searched {
                Some(mover) if mover == s => u - tempo,
                Some(_) => u + tempo,
                None => u,
            };
            scores
                .map(|(s, &score)| if let Score::Units(u) = score { Score::Units(fair(s, u)) } else { score })
                .collect()
        })
        .collect();
    let mut sizes: Vec<f64> = fair
        .iter()
        .flatten()
        .filter_map(|s| if let Score::Units(u) = s { Some(u.abs()).filter(|&a| a > 0.0) } else { None })
        .collect();
    sizes.sort_by(f64::total_cmp);
    let scale = sizes.get(sizes.len() * 9 / 10).map_or(1.0, |&m| m.max(1.0));
    fair.iter()
        .map(|scores| {
            scores
                .iter()
                .map(|s| match *s {
                    Score::Known(v) => v.clamp(-1.0, 1.0),
                    Score::Units(u) => (u / scale).tanh(),
                })
                .collect()
        })
        .collect()
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

/// The judged seats' moves that lost most against the better move (each judged in the same
/// light: the standing after the better move against the standing after the move played, both
/// positions with the same seat to move), at most `MOST_MISTAKES` of at least `LEAST_DROP`, in
/// the order they were played.
fn mistakes<G: Game>(
    start: &G,
    played: &[G::Move],
    standings: &[Standing<G::Move>],
    instead: &[(usize, Vec<f64>)],
    judged: &[Seat],
) -> Vec<Mistake<G::Move>> {
    let mut found = Vec::new();
    let mut state = start.clone();
    let mut better_values = instead.iter().peekable();
    for (ply, &mv) in played.iter().enumerate() {
        let seat = state.to_move();
        let better = better_values.next_if(|(at, _)| *at == ply).map(|(_, values)| values);
        let drop = better
            .and_then(|b| b.get(seat.index()))
            .zip(standings[ply + 1].values.get(seat.index()))
            .map(|(b, a)| b - a);
        if let (Some(drop), Some(better)) = (drop, standings[ply].best)
            && judged.contains(&seat)
            && drop >= LEAST_DROP
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
