//! The suite's one minimax engine, generic over `Game`: negamax alpha-beta with principal
//! variation search, iterative deepening, a transposition table keyed by the game's incremental
//! hash, and move ordering (hash move, captures, killers, history).
//!
//! Positions are copied rather than made and unmade: every game's state is a few hundred bytes,
//! and a copy measured faster than recording undo information.
//!
//! The table only cuts off on entries of exactly the remaining depth, so a fixed-depth search
//! returns the same value as plain minimax to that depth (tests check this).
//!
//! More threads search as Lazy SMP: helpers run their own iterative deepening over the table
//! the main thread uses, and ABDADA busy marks send each thread to moves no other thread is
//! searching (at the root too), so what one stores lets the others skip work. Every entry is a
//! true bound of its depth's value, so the value, and the root move (the first in the main
//! thread's own order to reach it, whatever order the moves were searched in), do not depend
//! on the helpers; only the main thread reports.
//!
//! Quiescence (an option) searches captures only past the horizon, with the evaluation as the
//! stand-pat score, so a depth never ends in the middle of an exchange.

use super::Evaluator;
use crossbeam_utils::CachePadded;
use rand::seq::SliceRandom;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem_core::rng::{GameRng, seeded};
use stratagem_core::{Game, MOVE_KEYS, Seat, Text};

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
    /// The HTN player's decision: the methods that fired and the plan (the domain's words), or
    /// why its own choice was not played.
    pub plan: Vec<Text>,
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
    /// Search threads (Lazy SMP); 0 counts as 1.
    pub threads: usize,
    /// Resolve captures past the horizon. Off by default: fixed-depth values then equal plain
    /// minimax, which `analyse` and the reference comparisons rely on.
    pub quiescence: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions { seed: 0, cancel: None, info: None, table_bits: 18, threads: 1, quiescence: false }
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
    /// The root depth of the search that stored it: older entries give way first.
    iteration: u8,
}

/// The transposition table all threads of one search share: buckets of a few entries, each
/// bucket behind its own lock, held only to copy an entry in or out, so threads rarely wait and
/// never read a torn entry. A position may keep entries of several depths at once: cutoffs need
/// the exact depth, and in games where units step back and forth the same position comes back
/// at many depths.
struct Table<M> {
    buckets: Vec<Mutex<[Option<Entry<M>>; BUCKET]>>,
}

/// Entries per bucket.
const BUCKET: usize = 4;

impl<M: Copy> Table<M> {
    /// Room for `2^bits` entries.
    fn new(bits: u32) -> Self {
        let buckets = (1usize << bits) / BUCKET;
        Table { buckets: (0..buckets.max(1)).map(|_| Mutex::new([None; BUCKET])).collect() }
    }

    fn bucket(&self, key: u64) -> std::sync::MutexGuard<'_, [Option<Entry<M>>; BUCKET]> {
        let bucket = &self.buckets[key as usize & (self.buckets.len() - 1)];
        // An entry is plain data copied whole, so a poisoned lock still holds a valid one.
        bucket.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The entry of `key` at `depth` if there is one, else its deepest entry.
    fn probe(&self, key: u64, depth: u32) -> Option<Entry<M>> {
        let bucket = self.bucket(key);
        let mut found: Option<Entry<M>> = None;
        for entry in bucket.iter().flatten().filter(|e| e.key == key) {
            if u32::from(entry.depth) == depth {
                return Some(*entry);
            }
            if found.is_none_or(|f| entry.depth > f.depth) {
                found = Some(*entry);
            }
        }
        found
    }

    /// Stores over the same position and depth, else over an empty place, else over the entry
    /// of the oldest iteration, the shallowest among those.
    fn store(&self, entry: Entry<M>) {
        let mut bucket = self.bucket(entry.key);
        let same = bucket.iter().position(|e| e.is_some_and(|e| e.key == entry.key && e.depth == entry.depth));
        let place = same
            .or_else(|| bucket.iter().position(Option::is_none))
            .unwrap_or_else(|| (0..BUCKET).min_by_key(|&i| bucket[i].map(|e| (e.iteration, e.depth))).unwrap_or(0));
        bucket[place] = Some(entry);
    }
}

/// What the threads of one search share besides the table.
struct Shared {
    threads: usize,
    /// Positions some thread is searching now (keyed with their depth), so the others search
    /// a sibling first and come back when its value is in the table (ABDADA). A lost or
    /// overwritten mark only costs duplicated work.
    busy: Vec<AtomicU64>,
    /// Set by the main thread when it is done: helpers stop at once.
    stop: AtomicBool,
    /// The depth the main thread is searching; helpers abandon iterations below it.
    main_depth: AtomicU32,
    /// Nodes of all threads, added in batches; on a cache line of its own, so adding to it
    /// does not slow the reads of `stop` and `main_depth` at every node.
    nodes: CachePadded<AtomicU64>,
}

/// Busy marks kept; collisions are harmless.
const BUSY_BITS: u32 = 14;
/// Nodes with less depth left than this are cheaper to search twice than to mark.
const DEFER_DEPTH: u32 = 2;

impl Shared {
    fn busy_key(key: u64, depth: u32) -> (usize, u64) {
        let mark = (key ^ u64::from(depth).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
        ((mark >> 7) as usize & ((1 << BUSY_BITS) - 1), mark)
    }

    fn is_busy(&self, key: u64, depth: u32) -> bool {
        let (slot, mark) = Self::busy_key(key, depth);
        self.busy[slot].load(Ordering::Relaxed) == mark
    }

    fn enter(&self, key: u64, depth: u32) {
        let (slot, mark) = Self::busy_key(key, depth);
        self.busy[slot].store(mark, Ordering::Relaxed);
    }

    fn leave(&self, key: u64, depth: u32) {
        let (slot, mark) = Self::busy_key(key, depth);
        let _ = self.busy[slot].compare_exchange(mark, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

/// Room for a helper's recursion to `MAX_PLY` with the largest game states on every frame.
const HELPER_STACK: usize = 64 << 20;

/// Threads add their nodes to the shared count this often.
const NODE_BATCH: u64 = 64;

struct Engine<'a, G: Game, E> {
    eval: &'a E,
    table: &'a Table<G::Move>,
    shared: &'a Shared,
    /// 0 for the main thread, which alone watches the limits and reports.
    thread: usize,
    quiescence: bool,
    /// The depth of the iteration in progress (helpers give it up once the main thread passes it).
    iteration: u32,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    nodes: u64,
    /// How many of `nodes` are already in the shared count.
    counted: u64,
    stopped: bool,
    horizon_reached: bool,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    cancel: Option<&'a AtomicBool>,
    info: Option<&'a Mutex<SearchInfo>>,
    buffers: Vec<Vec<(i32, G::Move)>>,
    /// Moves put off at each ply because another thread is searching them.
    deferred: Vec<Vec<G::Move>>,
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
    let table = Table::new(options.table_bits);
    let threads = options.threads.max(1);
    let shared = Shared {
        threads,
        busy: (0..if threads > 1 { 1 << BUSY_BITS } else { 0 }).map(|_| AtomicU64::new(0)).collect(),
        stop: AtomicBool::new(false),
        main_depth: AtomicU32::new(1),
        nodes: CachePadded::new(AtomicU64::new(0)),
    };
    let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 1).min(MAX_PLY as u32 - 1);
    let engine = |thread: usize| Engine::<G, E> {
        eval,
        table: &table,
        shared: &shared,
        thread,
        quiescence: options.quiescence,
        iteration: 0,
        killers: vec![[None; 2]; MAX_PLY + 1],
        history: vec![0; MOVE_KEYS],
        nodes: 0,
        counted: 0,
        stopped: false,
        horizon_reached: false,
        start,
        // Helpers finish early: the main thread waits for them, and one that is off its core at
        // the deadline would hold the answer back by a scheduler's time slice.
        deadline: limits.time.map(|t| start + if thread == 0 { t } else { t * 19 / 20 }),
        node_limit: limits.nodes,
        cancel: options.cancel.as_deref(),
        info: options.info.as_deref(),
        buffers: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        deferred: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        generated: Vec::new(),
    };
    let mut report = std::thread::scope(|scope| {
        for thread in 1..threads {
            let mut helper = engine(thread);
            let seed = options.seed;
            // A helper that cannot be started only leaves the search with fewer threads.
            let _ = std::thread::Builder::new()
                .name(format!("search-{thread}"))
                .stack_size(HELPER_STACK)
                .spawn_scoped(scope, move || helper.help(state, max_depth, &mut seeded(seed)));
        }
        let mut main = engine(0);
        let report = main.run(state, max_depth, &mut seeded(options.seed));
        shared.stop.store(true, Ordering::Relaxed);
        main.count_nodes();
        report
    });
    report.nodes = shared.nodes.load(Ordering::Relaxed);
    report
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
            self.iteration = depth;
            self.shared.main_depth.store(depth, Ordering::Relaxed);
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
        report.elapsed = self.start.elapsed();
        report
    }

    /// A helper's iterative deepening at the main thread's depth: busy marks send it to the
    /// moves the main thread has not reached, whose values it leaves in the table. When it
    /// finishes first it starts the next depth; an iteration the main thread has passed is
    /// dropped.
    fn help(&mut self, root: &G, max_depth: u32, rng: &mut GameRng) {
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        moves.shuffle(rng);
        moves.sort_by_key(|&m| std::cmp::Reverse(root.move_order_hint(m)));
        if moves.is_empty() {
            return;
        }
        let mut done = 0;
        let out_of_time = |engine: &Self| engine.deadline.is_some_and(|d| Instant::now() >= d);
        while !self.shared.stop.load(Ordering::Relaxed) && !out_of_time(self) {
            let depth = self.shared.main_depth.load(Ordering::Relaxed).max(done + 1);
            if depth > max_depth {
                break;
            }
            self.iteration = depth;
            self.stopped = false;
            self.horizon_reached = false;
            self.root(root, &mut moves, depth);
            if !self.stopped {
                done = depth;
            }
        }
        self.count_nodes();
    }

    /// Adds this thread's uncounted nodes to the shared count.
    fn count_nodes(&mut self) {
        self.shared.nodes.fetch_add(self.nodes - self.counted, Ordering::Relaxed);
        self.counted = self.nodes;
    }

    /// One iteration at the root; the previous best move is searched first.
    fn root(&mut self, state: &G, moves: &mut [G::Move], depth: u32) -> (i32, G::Move) {
        let me = state.to_move();
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = (-INFINITY, moves[0]);
        let mut best_index = 0;
        // Every thread puts off what another is searching. Between equal moves the one
        // earlier in the main thread's order wins, whatever order they were searched in: a
        // move searched after a later one took the lead is searched one point lower, so a tie
        // shows.
        let mut order: Vec<usize> = (0..moves.len()).collect();
        let mut k = 0;
        while k < order.len() {
            let (i, mv) = (order[k], moves[order[k]]);
            k += 1;
            let mut child = state.clone();
            child.apply(mv);
            let child_depth = child_depth(state, mv, depth);
            let first_pass = k <= moves.len();
            if self.shared.threads > 1 && i > 0 && first_pass && self.shared.is_busy(child.position_hash(), child_depth)
            {
                order.push(i);
                continue;
            }
            let earlier = i < best_index;
            let floor = if earlier { alpha - 1 } else { alpha };
            let score = self.pvs_child(&child, me, child_depth, floor, beta, 1, i == 0);
            if self.stopped {
                return best;
            }
            if score > best.0 || (earlier && score == best.0) {
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

    /// A node at the search's horizon: the end's score, or the evaluation (after quiescence).
    fn horizon(&mut self, state: &G, alpha: i32, beta: i32, ply: usize) -> i32 {
        let me = state.to_move();
        if let Some(winner) = state.finished() {
            return terminal_score(winner, me, ply);
        }
        self.horizon_reached = true;
        if self.quiescence {
            return self.quiesce(state, alpha, beta, ply);
        }
        self.eval.evaluate(state, me)
    }

    /// The table's word on a node: a score that settles it (an exact entry of this depth, or
    /// bounds that cross once narrowed by the entry), and the remembered best move either way.
    fn probe_table(
        &mut self,
        key: u64,
        depth: u32,
        ply: usize,
        alpha: &mut i32,
        beta: &mut i32,
    ) -> (Option<i32>, Option<G::Move>) {
        let Some(entry) = self.table.probe(key, depth) else { return (None, None) };
        if entry.depth as u32 == depth {
            self.horizon_reached |= !entry.complete;
            let score = score_from_table(entry.score, ply);
            match entry.bound {
                Bound::Exact => return (Some(score), entry.mv),
                Bound::Lower => *alpha = (*alpha).max(score),
                Bound::Upper => *beta = (*beta).min(score),
            }
            if *alpha >= *beta {
                return (Some(score), entry.mv);
            }
        }
        (None, entry.mv)
    }

    fn negamax(&mut self, state: &G, depth: u32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        if self.count_node() {
            return 0;
        }
        let me = state.to_move();
        if depth == 0 || ply >= MAX_PLY {
            return self.horizon(state, alpha, beta, ply);
        }
        let key = state.position_hash();
        let alpha_in = alpha;
        let (settled, hash_move) = self.probe_table(key, depth, ply, &mut alpha, &mut beta);
        if let Some(score) = settled {
            return score;
        }
        let horizon_above = std::mem::replace(&mut self.horizon_reached, false);
        let shares = self.shared.threads > 1 && depth >= DEFER_DEPTH;
        if shares {
            self.shared.enter(key, depth);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        let mut best = (-INFINITY, None);
        // The remembered best move goes first: when it cuts off, no other move is generated.
        let mut deferred = std::mem::take(&mut self.deferred[ply]);
        let remembered = hash_move.filter(|&mv| state.is_legal(mv));
        let mut cut = remembered.is_some_and(|mv| {
            let mut child = state.clone();
            child.apply(mv);
            self.search_move(state, &child, mv, depth, &mut alpha, beta, ply, true, &mut best)
        });
        if !cut && !self.stopped {
            self.order_moves(state, ply, &mut moves);
            if moves.is_empty() {
                // No legal move means the game is over (finished positions are never stored, so
                // the table cannot have answered above).
                self.buffers[ply] = moves;
                self.deferred[ply] = deferred;
                self.horizon_reached = horizon_above;
                if shares {
                    self.shared.leave(key, depth);
                }
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
                let mut child = state.clone();
                child.apply(mv);
                // Only positions with `DEFER_DEPTH` left are ever marked.
                let left = child_depth(state, mv, depth);
                if shares && !first && left >= DEFER_DEPTH && self.shared.is_busy(child.position_hash(), left) {
                    deferred.push(mv);
                    continue;
                }
                cut = self.search_move(state, &child, mv, depth, &mut alpha, beta, ply, first, &mut best);
                if cut || self.stopped {
                    break;
                }
            }
            // What another thread was searching is usually in the table by now.
            for &mv in &deferred {
                if cut || self.stopped {
                    break;
                }
                let mut child = state.clone();
                child.apply(mv);
                cut = self.search_move(state, &child, mv, depth, &mut alpha, beta, ply, false, &mut best);
            }
        }
        if shares {
            self.shared.leave(key, depth);
        }
        deferred.clear();
        self.deferred[ply] = deferred;
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

    /// Searches one move of `state` (`child` is the position after it), raising `best` and `alpha`; true when it cuts off, after
    /// teaching the killer and history tables about it.
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        state: &G,
        child: &G,
        mv: G::Move,
        depth: u32,
        alpha: &mut i32,
        beta: i32,
        ply: usize,
        first: bool,
        best: &mut (i32, Option<G::Move>),
    ) -> bool {
        let score = self.pvs_child(child, state.to_move(), child_depth(state, mv, depth), *alpha, beta, ply + 1, first);
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
            // Saturating: deep iterations late in a game (a narrow tree the table makes cheap)
            // add depth² per cut-off until an i32 would overflow.
            let entry = &mut self.history[state.move_key(mv) % MOVE_KEYS];
            *entry = entry.saturating_add((depth * depth) as i32);
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

    /// Counts a node and checks the limits; true when the search must stop. The main thread
    /// reads the clock at every node, so a time limit is overrun by at most one node's work.
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes - self.counted >= NODE_BATCH {
            self.count_nodes();
        }
        if self.stopped {
            return true;
        }
        self.stopped = if self.thread == 0 {
            let cancelled = self.cancel.is_some_and(|c| c.load(Ordering::Relaxed));
            let out_of_time = self.deadline.is_some_and(|d| Instant::now() >= d);
            let nodes = || self.shared.nodes.load(Ordering::Relaxed) + self.nodes - self.counted;
            cancelled || out_of_time || self.node_limit.is_some_and(|n| nodes() >= n)
        } else {
            self.shared.stop.load(Ordering::Relaxed)
                || self.shared.main_depth.load(Ordering::Relaxed) > self.iteration
                || self.deadline.is_some_and(|d| Instant::now() >= d)
        };
        if self.thread == 0
            && self.nodes & 0xFFFF == 0
            && let Some(info) = self.info
            && let Ok(mut info) = info.lock()
        {
            info.nodes = self.shared.nodes.load(Ordering::Relaxed);
        }
        self.stopped
    }

    /// Captures only, past the horizon: the side to move may stand pat on the evaluation or
    /// capture, so the value never rests on a position in the middle of an exchange.
    fn quiesce(&mut self, state: &G, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let me = state.to_move();
        let stand = self.eval.evaluate(state, me);
        if stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut captures = std::mem::take(&mut self.generated);
        captures.clear();
        state.captures(&mut captures);
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        moves.extend(captures.iter().map(|&mv| (state.move_order_hint(mv), mv)));
        self.generated = captures;
        // Most valuable victim first; a stable sort keeps the generation order among equals.
        moves.sort_by_key(|&(hint, _)| std::cmp::Reverse(hint));
        let mut best = stand;
        for &(_, mv) in &moves {
            let mut child = state.clone();
            child.apply(mv);
            let score = if self.count_node() {
                0
            } else if let Some(winner) = child.finished() {
                terminal_score(winner, me, ply + 1)
            } else if child.to_move() == me {
                self.quiesce(&child, alpha, beta, ply + 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1)
            };
            if self.stopped {
                break;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply] = moves;
        best
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
        let score = score_to_table(score, ply);
        self.table.store(Entry {
            key,
            mv,
            score,
            depth: depth as u8,
            bound,
            complete,
            iteration: self.iteration as u8,
        });
    }

    /// The expected line, read back from the table.
    fn principal_variation(&self, root: &G, depth: u32) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut state = root.clone();
        let mut legal = Vec::new();
        let mut plies = 0;
        while plies < depth && line.len() < MAX_PLY {
            let Some(mv) = self.table.probe(state.position_hash(), depth - plies).and_then(|e| e.mv) else {
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
        let nodes = self.shared.nodes.load(Ordering::Relaxed) + self.nodes - self.counted;
        if let Ok(mut info) = info.lock() {
            *info = SearchInfo {
                depth: report.depth,
                nodes,
                nodes_per_second: (nodes as f64 / seconds) as u64,
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
