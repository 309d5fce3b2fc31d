//! The suite's one minimax engine, generic over `Game`: negamax alpha-beta with principal
//! variation search, iterative deepening, a transposition table keyed by the game's incremental
//! hash, and move ordering (hash move, captures, killers, history).
//!
//! Positions are copied rather than made and unmade: every game's state is a few hundred bytes,
//! and a copy measured faster than recording undo information.
//!
//! The table only cuts off on entries of exactly the remaining depth, so a fixed-depth search
//! returns the same value as plain minimax to that depth (tests check this).

use super::Evaluator;
use crate::core::rng::{GameRng, seeded};
use crate::core::{Game, MOVE_KEYS, Seat};
use rand::seq::SliceRandom;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The score of a won game, less the plies it takes.
pub const WIN: i32 = 1_000_000;
const INFINITY: i32 = 2 * WIN;
/// Scores this close to `WIN` are wins or losses found by search.
const WIN_ZONE: i32 = WIN - 10_000;
const MAX_PLY: usize = 128;
/// Move-order hints from this value up mark captures and other forcing moves.
pub const TACTICAL: i32 = 1000;

/// When to stop searching; unset limits do not apply. With no limit at all the search runs
/// to the end of the game (fine for tic-tac-toe, not for Tactigon).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub time: Option<Duration>,
    pub nodes: Option<u64>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }
}

/// What the search publishes while it thinks, for the game screen.
#[derive(Clone, Debug, Default)]
pub struct SearchInfo {
    pub depth: u32,
    pub nodes: u64,
    pub nodes_per_second: u64,
    pub score: i32,
    pub pv: Vec<String>,
    /// The HTN player's decision: the methods that fired and the plan.
    pub plan: Vec<String>,
}

/// Everything besides the position and the limits: the seed that breaks ties, a cancel flag,
/// where to publish progress, and the table size.
#[derive(Clone, Debug)]
pub struct SearchOptions {
    pub seed: u64,
    pub cancel: Option<Arc<AtomicBool>>,
    pub info: Option<Arc<Mutex<SearchInfo>>>,
    /// The table holds `2^table_bits` entries.
    pub table_bits: u32,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions { seed: 0, cancel: None, info: None, table_bits: 18 }
    }
}

/// The result of the last completed depth.
#[derive(Clone, Debug)]
pub struct SearchReport<M> {
    pub best: Option<M>,
    /// From the point of view of the side to move at the root.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<M>,
    pub elapsed: Duration,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<M> {
    key: u64,
    mv: Option<M>,
    score: i32,
    depth: u8,
    bound: Bound,
    /// No line below this entry stopped at the depth horizon.
    complete: bool,
}

struct Engine<'a, G: Game, E> {
    eval: &'a E,
    table: Vec<Option<Entry<G::Move>>>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    nodes: u64,
    stopped: bool,
    horizon_reached: bool,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    cancel: Option<&'a AtomicBool>,
    info: Option<&'a Mutex<SearchInfo>>,
    buffers: Vec<Vec<(i32, G::Move)>>,
    /// Scratch space for move generation, reused at every node.
    generated: Vec<G::Move>,
}

/// Searches `state` and returns the best move of the last depth it completed. If not even
/// depth 1 completes, the best-ordered legal move is returned so a player always has a move.
pub fn search<G: Game, E: Evaluator<G>>(
    state: &G,
    eval: &E,
    limits: Limits,
    options: &SearchOptions,
) -> SearchReport<G::Move> {
    let start = Instant::now();
    let mut engine = Engine::<G, E> {
        eval,
        table: vec![None; 1 << options.table_bits],
        killers: vec![[None; 2]; MAX_PLY + 1],
        history: vec![0; MOVE_KEYS],
        nodes: 0,
        stopped: false,
        horizon_reached: false,
        start,
        deadline: limits.time.map(|t| start + t),
        node_limit: limits.nodes,
        cancel: options.cancel.as_deref(),
        info: options.info.as_deref(),
        buffers: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        generated: Vec::new(),
    };
    let mut rng = seeded(options.seed);
    engine.run(state, limits.depth.unwrap_or(MAX_PLY as u32 - 1).min(MAX_PLY as u32 - 1), &mut rng)
}

impl<G: Game, E: Evaluator<G>> Engine<'_, G, E> {
    fn run(&mut self, root: &G, max_depth: u32, rng: &mut GameRng) -> SearchReport<G::Move> {
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        // The seeded shuffle decides which of equally good moves is played.
        moves.shuffle(rng);
        moves.sort_by_key(|&m| std::cmp::Reverse(root.move_order_hint(m)));
        let mut report = SearchReport {
            best: moves.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
        };
        if moves.is_empty() {
            return report;
        }
        for depth in 1..=max_depth {
            let (score, best) = self.root(root, &mut moves, depth);
            if self.stopped {
                break;
            }
            report.best = Some(best);
            report.score = score;
            report.depth = depth;
            report.pv = self.principal_variation(root, depth);
            self.publish(root, &report);
            // A forced result cannot change with more depth, and when no line reached the
            // horizon the whole game tree has been searched.
            if score.abs() >= WIN_ZONE || !self.horizon_reached {
                break;
            }
            self.horizon_reached = false;
        }
        report.nodes = self.nodes;
        report.elapsed = self.start.elapsed();
        report
    }

    /// One iteration at the root; the previous best move is searched first.
    fn root(&mut self, state: &G, moves: &mut [G::Move], depth: u32) -> (i32, G::Move) {
        let me = state.to_move();
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = (-INFINITY, moves[0]);
        let mut best_index = 0;
        for (i, &mv) in moves.iter().enumerate() {
            let mut child = state.clone();
            child.apply(mv);
            let score = self.pvs_child(&child, me, child_depth(state, mv, depth), alpha, beta, 1, i == 0);
            if self.stopped {
                return best;
            }
            if score > best.0 {
                best = (score, mv);
                best_index = i;
            }
            alpha = alpha.max(score);
        }
        moves[..=best_index].rotate_right(1);
        self.store(state.position_hash(), depth, best.0, Bound::Exact, Some(best.1), 0, !self.horizon_reached);
        best
    }

    /// Searches a child: full window for the first move, a null window (re-searched when it
    /// lands inside the window) for the rest. The sign flips only when the side to move changes.
    #[allow(clippy::too_many_arguments)]
    fn pvs_child(&mut self, child: &G, me: Seat, depth: u32, alpha: i32, beta: i32, ply: usize, first: bool) -> i32 {
        let same = child.to_move() == me;
        let value = |engine: &mut Self, a: i32, b: i32| {
            if same { engine.negamax(child, depth, a, b, ply) } else { -engine.negamax(child, depth, -b, -a, ply) }
        };
        if first {
            return value(self, alpha, beta);
        }
        let probe = value(self, alpha, alpha + 1);
        if probe > alpha && probe < beta && !self.stopped { value(self, alpha, beta) } else { probe }
    }

    fn negamax(&mut self, state: &G, depth: u32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.nodes & 255 == 0 {
            self.check_limits();
        }
        if self.stopped {
            return 0;
        }
        let me = state.to_move();
        if depth == 0 || ply >= MAX_PLY {
            if let Some(winner) = state.finished() {
                return terminal_score(winner, me, ply);
            }
            self.horizon_reached = true;
            return self.eval.evaluate(state, me);
        }
        let key = state.position_hash();
        let alpha_in = alpha;
        let mut hash_move = None;
        if let Some(entry) = self.probe(key) {
            hash_move = entry.mv;
            if entry.depth as u32 == depth {
                self.horizon_reached |= !entry.complete;
                let score = score_from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower => alpha = alpha.max(score),
                    Bound::Upper => beta = beta.min(score),
                }
                if alpha >= beta {
                    return score;
                }
            }
        }
        let horizon_above = std::mem::replace(&mut self.horizon_reached, false);
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        let mut best = (-INFINITY, None);
        // The remembered best move goes first: when it cuts off, no other move is generated.
        let remembered = hash_move.filter(|&mv| state.is_legal(mv));
        let mut cut =
            remembered.is_some_and(|mv| self.search_move(state, mv, depth, &mut alpha, beta, ply, true, &mut best));
        if !cut && !self.stopped {
            self.order_moves(state, ply, &mut moves);
            if moves.is_empty() {
                // No legal move means the game is over (finished positions are never stored, so
                // the table cannot have answered above).
                self.buffers[ply] = moves;
                self.horizon_reached = horizon_above;
                return state.finished().map_or(0, |winner| terminal_score(winner, me, ply));
            }
            for i in 0..moves.len() {
                // Pick the best remaining move: a cutoff usually comes early, so sorting them
                // all would be wasted work.
                let mut pick = i;
                for j in i + 1..moves.len() {
                    if moves[j].0 > moves[pick].0 {
                        pick = j;
                    }
                }
                moves.swap(i, pick);
                let mv = moves[i].1;
                if Some(mv) == remembered {
                    continue;
                }
                let first = i == 0 && remembered.is_none();
                cut = self.search_move(state, mv, depth, &mut alpha, beta, ply, first, &mut best);
                if cut || self.stopped {
                    break;
                }
            }
        }
        let (best, best_move) = best;
        self.buffers[ply] = moves;
        let complete = !self.horizon_reached;
        self.horizon_reached |= horizon_above;
        if self.stopped {
            return 0;
        }
        let bound = if best <= alpha_in {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(key, depth, best, bound, best_move, ply, complete);
        best
    }

    /// Searches one move of `state`, raising `best` and `alpha`; true when it cuts off, after
    /// teaching the killer and history tables about it.
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        state: &G,
        mv: G::Move,
        depth: u32,
        alpha: &mut i32,
        beta: i32,
        ply: usize,
        first: bool,
        best: &mut (i32, Option<G::Move>),
    ) -> bool {
        let mut child = state.clone();
        child.apply(mv);
        let score =
            self.pvs_child(&child, state.to_move(), child_depth(state, mv, depth), *alpha, beta, ply + 1, first);
        if self.stopped {
            return false;
        }
        if score > best.0 {
            *best = (score, Some(mv));
        }
        *alpha = (*alpha).max(score);
        if *alpha < beta {
            return false;
        }
        if state.move_order_hint(mv) < TACTICAL {
            let killers = &mut self.killers[ply];
            if killers[0] != Some(mv) {
                killers[1] = killers[0];
                killers[0] = Some(mv);
            }
            self.history[state.move_key(mv) % MOVE_KEYS] += (depth * depth) as i32;
        }
        true
    }

    /// Fills `out` with the legal moves and how promising each looks.
    fn order_moves(&mut self, state: &G, ply: usize, out: &mut Vec<(i32, G::Move)>) {
        let mut moves = std::mem::take(&mut self.generated);
        moves.clear();
        state.legal_moves(&mut moves);
        out.clear();
        let killers = self.killers[ply];
        out.extend(moves.iter().map(|&mv| {
            let hint = state.move_order_hint(mv);
            let rank = if hint >= TACTICAL {
                (1 << 28) + hint
            } else if Some(mv) == killers[0] {
                1 << 27
            } else if Some(mv) == killers[1] {
                (1 << 27) - 1
            } else {
                (self.history[state.move_key(mv) % MOVE_KEYS].min(1 << 18) << 7) + hint.clamp(0, 127)
            };
            (rank, mv)
        }));
        self.generated = moves;
    }

    fn check_limits(&mut self) {
        let cancelled = self.cancel.is_some_and(|c| c.load(Ordering::Relaxed));
        let out_of_time = self.deadline.is_some_and(|d| Instant::now() >= d);
        let out_of_nodes = self.node_limit.is_some_and(|n| self.nodes >= n);
        self.stopped = cancelled || out_of_time || out_of_nodes;
        if self.nodes & 0xFFFF == 0
            && let Some(info) = self.info
            && let Ok(mut info) = info.lock()
        {
            info.nodes = self.nodes;
        }
    }

    fn slot(&self, key: u64) -> usize {
        key as usize & (self.table.len() - 1)
    }

    fn probe(&self, key: u64) -> Option<Entry<G::Move>> {
        self.table[self.slot(key)].filter(|e| e.key == key)
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        key: u64,
        depth: u32,
        score: i32,
        bound: Bound,
        mv: Option<G::Move>,
        ply: usize,
        complete: bool,
    ) {
        let slot = self.slot(key);
        let replace = match self.table[slot] {
            Some(old) => old.key != key || depth as u8 >= old.depth,
            None => true,
        };
        if replace {
            let score = score_to_table(score, ply);
            self.table[slot] = Some(Entry { key, mv, score, depth: depth as u8, bound, complete });
        }
    }

    /// The expected line, read back from the table.
    fn principal_variation(&self, root: &G, depth: u32) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut state = root.clone();
        let mut legal = Vec::new();
        let mut plies = 0;
        while plies < depth && line.len() < MAX_PLY {
            let Some(mv) = self.probe(state.position_hash()).and_then(|e| e.mv) else {
                break;
            };
            legal.clear();
            state.legal_moves(&mut legal);
            if !legal.contains(&mv) {
                break;
            }
            line.push(mv);
            plies += u32::from(state.ends_ply(mv));
            state.apply(mv);
        }
        line
    }

    fn publish(&self, root: &G, report: &SearchReport<G::Move>) {
        let Some(info) = self.info else { return };
        let mut state = root.clone();
        let pv = report
            .pv
            .iter()
            .map(|&mv| {
                let text = state.move_text(mv);
                state.apply(mv);
                text
            })
            .collect();
        let seconds = self.start.elapsed().as_secs_f64().max(1e-6);
        if let Ok(mut info) = info.lock() {
            *info = SearchInfo {
                depth: report.depth,
                nodes: self.nodes,
                nodes_per_second: (self.nodes as f64 / seconds) as u64,
                score: report.score,
                pv,
                plan: Vec::new(),
            };
        }
    }
}

/// The depth left after `mv`: one less, unless the game says the move does not end a ply.
fn child_depth<G: Game>(state: &G, mv: G::Move, depth: u32) -> u32 {
    if state.ends_ply(mv) { depth - 1 } else { depth }
}

fn terminal_score(winner: Option<Seat>, me: Seat, ply: usize) -> i32 {
    match winner {
        Some(seat) if seat == me => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// Wins are stored relative to the node, not the root, so they stay right in transpositions.
fn score_to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_ZONE {
        score + ply as i32
    } else if score <= -WIN_ZONE {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_ZONE {
        score - ply as i32
    } else if score <= -WIN_ZONE {
        score + ply as i32
    } else {
        score
    }
}

/// Plain full-width minimax to a fixed depth: the reference the engine is tested against.
pub fn plain_minimax<G: Game, E: Evaluator<G>>(state: &G, eval: &E, depth: u32) -> i32 {
    fn go<G: Game, E: Evaluator<G>>(state: &G, eval: &E, depth: u32, ply: usize) -> i32 {
        let me = state.to_move();
        if let Some(winner) = state.finished() {
            return terminal_score(winner, me, ply);
        }
        if depth == 0 {
            return eval.evaluate(state, me);
        }
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let mut child = state.clone();
                child.apply(mv);
                let value = go(&child, eval, child_depth(state, mv, depth), ply + 1);
                if child.to_move() == me { value } else { -value }
            })
            .max()
            .unwrap_or(0)
    }
    go(state, eval, depth, 0)
}
