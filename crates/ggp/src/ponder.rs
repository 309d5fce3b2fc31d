//! Thinking on the others' time: UCT trees that keep growing between requests, each on a
//! thread of its own, from the start clock to the end of the match. A PLAY moves their roots
//! to the state heard, keeping what they learnt below it, and reads its answer from them.

use crate::rules::MatchRules;
use crate::think::vote;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use stratagem_ai::uct::Tree;
use stratagem_gdl::EngineState;
use stratagem_gdl::players::{Choice, Described};

/// Iterations a thread runs before it lets a request at its tree.
const SLICE: u64 = 16;

type MatchTree = Tree<EngineState, u32>;

/// What the threads share: the trees (none after an error of the rules, and the move falls
/// back), and the flags that pause and stop them.
struct Shared {
    rules: Arc<MatchRules>,
    trees: Vec<Mutex<Option<MatchTree>>>,
    /// Requests waiting for a tree: the threads step aside for them.
    waiting: AtomicUsize,
    stop: AtomicBool,
}

/// The match's thinking; dropping it stops the threads.
pub struct Ponder {
    shared: Arc<Shared>,
}

impl Drop for Ponder {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }
}

impl Ponder {
    /// Starts `threads` trees at `state`, each on its own seed and thread.
    pub fn start(rules: Arc<MatchRules>, state: &EngineState, threads: usize, seed: u64) -> Ponder {
        let game = Described(&rules.engine);
        let trees = (0..threads.max(1) as u64)
            .map(|t| Mutex::new(Tree::new(&game, state.clone(), None, seed.wrapping_add(t)).ok()))
            .collect();
        let shared = Arc::new(Shared {
            rules: rules.clone(),
            trees,
            waiting: AtomicUsize::new(0),
            stop: AtomicBool::new(false),
        });
        for t in 0..shared.trees.len() {
            let shared = shared.clone();
            std::thread::spawn(move || shared.think(t));
        }
        Ponder { shared }
    }

    /// Moves every tree to the state after the joint move heard; a tree that cannot follow
    /// starts again at `after`.
    pub fn advance(&self, joint: &[u32], after: &EngineState) {
        let game = Described(&self.shared.rules.engine);
        for (t, slot) in self.shared.trees.iter().enumerate() {
            let mut turn = self.shared.take_turn(slot);
            if turn.tree.as_mut().is_none_or(|tree| tree.advance(&game, joint).is_err()) {
                *turn.tree = Tree::new(&game, after.clone(), None, t as u64 ^ 0x9e37_79b9).ok();
            }
        }
    }

    /// Whether `role`'s answer needs no thinking: its only move or a win at once.
    pub fn forced(&self, role: usize) -> bool {
        let game = Described(&self.shared.rules.engine);
        let Some(slot) = self.shared.trees.first() else { return true };
        let turn = self.shared.take_turn(slot);
        turn.tree.as_ref().is_none_or(|tree| tree.obvious(&game, role).is_ok_and(|found| found.is_some()))
    }

    /// Whether more thinking can change nothing: the first tree has proven its root.
    pub fn settled(&self) -> bool {
        let Some(slot) = self.shared.trees.first() else { return true };
        self.shared.take_turn(slot).tree.as_ref().is_none_or(|tree| tree.settled())
    }

    /// `role`'s move now: the one most trees choose, and the iterations behind it; `None` when
    /// no tree can answer.
    pub fn choose(&self, role: usize) -> Option<(u32, u64)> {
        let game = Described(&self.shared.rules.engine);
        let mut choices = Vec::new();
        for slot in &self.shared.trees {
            let turn = self.shared.take_turn(slot);
            if let Some(found) = turn.tree.as_ref().and_then(|tree| tree.choose(&game, role).ok()) {
                let solved = found.solved;
                choices.push(Choice { mv: found.mv, value: found.value, solved, nodes: found.iterations, depth: 0 });
            }
        }
        let iterations = choices.iter().map(|c| c.nodes).sum();
        vote(choices).map(|mv| (mv, iterations))
    }

    /// The iterations behind the trees' roots, all trees together (for the log).
    pub fn iterations(&self) -> u64 {
        self.shared.trees.iter().map(|slot| self.shared.take_turn(slot).tree.as_ref().map_or(0, |t| t.iterations)).sum()
    }
}

impl Shared {
    /// Grows tree `t` in slices until the match ends, stepping aside while a request waits.
    fn think(&self, t: usize) {
        let game = Described(&self.rules.engine);
        while !self.stop.load(Ordering::Relaxed) {
            if self.waiting.load(Ordering::Relaxed) > 0 {
                std::thread::sleep(Duration::from_millis(1));
                continue;
            }
            let mut slot = lock(&self.trees[t]);
            let grew = match slot.as_mut() {
                Some(tree) if !tree.settled() => tree.grow(&game, SLICE).is_ok(),
                _ => false,
            };
            if !grew && slot.as_ref().is_some_and(|tree| !tree.settled()) {
                // The rules failed on this tree: the move falls back to another or at random.
                *slot = None;
            }
            drop(slot);
            if !grew {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    }

    /// A tree for a request, the threads told to step aside until it is done.
    fn take_turn<'a>(&'a self, slot: &'a Mutex<Option<MatchTree>>) -> Turn<'a> {
        self.waiting.fetch_add(1, Ordering::Relaxed);
        Turn { tree: lock(slot), waiting: &self.waiting }
    }
}

/// A request's hold on a tree.
struct Turn<'a> {
    tree: MutexGuard<'a, Option<MatchTree>>,
    waiting: &'a AtomicUsize,
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        self.waiting.fetch_sub(1, Ordering::Relaxed);
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
