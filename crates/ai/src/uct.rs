//! Monte-Carlo tree search, one for every game: decoupled UCT over games seen as joint moves.
//! GDL descriptions are joint moves already; a game of the suite becomes one where the seat to
//! move chooses and the others wait (`Turns`). Each role keeps its own statistics for its own
//! moves at every node and picks by UCB1 on them alone, so simultaneous moves need no special
//! case. Before searching, a look one step ahead finds an immediate win and the moves that let
//! the next mover win at once, which few playouts easily miss. Where one role chooses, the tree
//! also proves what it can (MCTS-Solver): an end is known for certain, a state is once its
//! mover has a proven best child (the most it can score) or every child is proven, and a
//! proven state counts as an end from then on, so time goes to the lines still open and a
//! proven win is played at once. A game whose turns are several
//! actions can make each whole turn one move (`WholeTurns`), and a game with hidden cards is
//! searched over worlds sampled from what the seat sees (`search_determinised`).

use super::{AiGame, Evaluator};
use rand::RngExt;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use stratagem_core::rng::{GameRng, seeded};
use stratagem_core::{Game, Seat};

/// What the search needs of a game: every role's legal moves at once, the next state and the
/// scores of an end, 0 to 100 for each role.
pub trait JointGame {
    type State: Clone;
    type Move: Clone;

    fn roles(&self) -> usize;

    fn is_terminal(&self, state: &Self::State) -> Result<bool, String>;

    /// Each role's legal moves in a state that is not terminal (a single no-op for a role
    /// that waits); none for a role is the game's error.
    fn legal(&self, state: &Self::State) -> Result<Vec<Vec<Self::Move>>, String>;

    fn next(&self, state: &Self::State, joint: &[Self::Move]) -> Result<Self::State, String>;

    /// Each role's score in a terminal state, 0 to 100.
    fn goals(&self, state: &Self::State) -> Result<Vec<f64>, String>;

    /// Each role's score after a random playout of at most `steps` steps, or `None` when it
    /// did not end. By default uniformly random joint moves.
    fn playout(&self, state: &Self::State, steps: usize, rng: &mut GameRng) -> Result<Option<Vec<f64>>, String> {
        let mut state = state.clone();
        for _ in 0..steps {
            if self.is_terminal(&state)? {
                return self.goals(&state).map(Some);
            }
            let legal = self.legal(&state)?;
            let picks: Vec<usize> = legal.iter().map(|moves| rng.random_range(0..moves.len())).collect();
            state = self.next(&state, &joint(&legal, &picks))?;
        }
        if self.is_terminal(&state)? { self.goals(&state).map(Some) } else { Ok(None) }
    }
}

/// When the search stops: after `time`, `iterations` or when cancelled, whichever comes first,
/// and always after at least one iteration. Without a time limit a decision depends only on
/// the seed.
#[derive(Clone, Debug, Default)]
pub struct UctLimits {
    pub time: Option<Duration>,
    pub iterations: Option<u64>,
    pub cancel: Option<Arc<AtomicBool>>,
    /// Steps the game has left before it is called a draw: a line that gets there without an
    /// end scores a draw, as the game will.
    pub horizon: Option<u64>,
}

impl UctLimits {
    fn exhausted(&self, started: Instant, iterations: u64) -> bool {
        self.iterations.is_some_and(|cap| iterations >= cap)
            || self.time.is_some_and(|t| started.elapsed() >= t)
            || self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// The search's answer for one role.
#[derive(Clone, Debug)]
pub struct UctChoice<Mv> {
    pub mv: Mv,
    /// The role's expected score with it, 0 to 100.
    pub value: f64,
    /// Known for certain (proven by the tree or a win in one step), not estimated.
    pub solved: bool,
    pub iterations: u64,
}

/// UCT's exploration constant on the 0 to 100 score scale.
const EXPLORE: f64 = 40.0;
/// A playout longer than this many steps scores every role as a draw.
const PLAYOUT_STEPS: usize = 1000;
/// The tree stops growing past this many nodes (playouts go on).
const TREE_CAP: usize = 1 << 20;
/// The score of a line cut off without an end: nothing known, half way.
const DRAW: f64 = 50.0;

/// A node of the tree: its state, each role's moves with their statistics, and the children
/// by joint move (each role's move index).
struct Node<S, M> {
    state: S,
    /// Each role's scores if the state is terminal.
    goals: Option<Vec<f64>>,
    /// Each role's scores under best play, once proven: an end's goals, or the proven child
    /// its one chooser does best with.
    proven: Option<Vec<f64>>,
    legal: Vec<Vec<M>>,
    /// Per role, per move: visits and the role's summed score.
    stats: Vec<Vec<(u32, f64)>>,
    visits: u32,
    children: HashMap<Vec<usize>, usize>,
}

type NodeOf<J> = Node<<J as JointGame>::State, <J as JointGame>::Move>;

/// The roles with a choice (more than one legal move). A state is turn-taking when there is
/// at most one.
pub fn choosers<Mv>(legal: &[Vec<Mv>]) -> Vec<usize> {
    (0..legal.len()).filter(|&r| legal[r].len() > 1).collect()
}

/// The joint move of each role's chosen move index.
pub fn joint<Mv: Clone>(legal: &[Vec<Mv>], picks: &[usize]) -> Vec<Mv> {
    legal.iter().zip(picks).map(|(moves, &i)| moves[i].clone()).collect()
}

/// `role`'s move in `state` by decoupled UCT: its most visited move at the root, avoiding moves
/// that let another role win at once.
pub fn search<J: JointGame>(
    game: &J,
    state: &J::State,
    role: usize,
    limits: &UctLimits,
    seed: u64,
) -> Result<UctChoice<J::Move>, String> {
    // The clock starts before the one-step look, which can take several playouts' time.
    let started = Instant::now();
    let mut tree = Tree::new(game, state.clone(), limits.horizon, seed)?;
    let losing = match tree.look(game, role)? {
        Look::Answer(choice) => return Ok(choice),
        Look::Losing(losing) => losing,
    };
    while !tree.settled() {
        tree.grow(game, 1)?;
        if limits.exhausted(started, tree.iterations) {
            break;
        }
    }
    Ok(tree.answer(role, &losing))
}

/// What the look one step ahead decides: the answer, or the moves to avoid if search must.
enum Look<M> {
    Answer(UctChoice<M>),
    Losing(Vec<usize>),
}

/// A search tree that outlives one decision: it grows in slices, so a player can go on
/// thinking while it waits for the others (a GGP player between requests), and once the joint
/// move played is known, `advance` keeps the subtree below it rather than starting again.
pub struct Tree<S, M> {
    nodes: Vec<Node<S, M>>,
    rng: GameRng,
    /// Steps the game has left from the root before it is called a draw.
    horizon: u64,
    /// Iterations that built the tree below the root.
    pub iterations: u64,
}

impl<S: Clone, M: Clone> Tree<S, M> {
    /// A tree of `state` alone; `horizon` as in `UctLimits`.
    pub fn new<J: JointGame<State = S, Move = M>>(
        game: &J,
        state: S,
        horizon: Option<u64>,
        seed: u64,
    ) -> Result<Tree<S, M>, String> {
        let nodes = vec![node(game, state)?];
        Ok(Tree { nodes, rng: seeded(seed), horizon: horizon.unwrap_or(u64::MAX), iterations: 0 })
    }

    /// The root's state.
    pub fn state(&self) -> &S {
        &self.nodes[0].state
    }

    /// Whether more iterations can change nothing: the root is an end or proven.
    pub fn settled(&self) -> bool {
        self.nodes[0].proven.is_some()
    }

    /// Runs up to `iterations` more iterations, fewer once the tree is settled.
    pub fn grow<J: JointGame<State = S, Move = M>>(&mut self, game: &J, iterations: u64) -> Result<(), String> {
        for _ in 0..iterations {
            if self.settled() {
                break;
            }
            iterate(game, &mut self.nodes, &mut self.rng, self.horizon, true)?;
            self.iterations += 1;
        }
        Ok(())
    }

    /// The answer that needs no search: `role`'s only move, or a move that wins at once. An
    /// error when the game is over or has no such role.
    pub fn obvious<J: JointGame<State = S, Move = M>>(
        &self,
        game: &J,
        role: usize,
    ) -> Result<Option<UctChoice<M>>, String> {
        Ok(match self.look(game, role)? {
            Look::Answer(choice) => Some(choice),
            Look::Losing(_) => None,
        })
    }

    /// `role`'s move from what the tree knows: the obvious one, the proven one, else the most
    /// visited that does not let another role win at once.
    pub fn choose<J: JointGame<State = S, Move = M>>(&self, game: &J, role: usize) -> Result<UctChoice<M>, String> {
        Ok(match self.look(game, role)? {
            Look::Answer(choice) => choice,
            Look::Losing(losing) => self.answer(role, &losing),
        })
    }

    /// The look one step ahead from the root, once per decision: it can cost several
    /// playouts (a whole turn's moves, each answered).
    fn look<J: JointGame<State = S, Move = M>>(&self, game: &J, role: usize) -> Result<Look<M>, String> {
        let root = &self.nodes[0];
        if role >= game.roles() {
            return Err(format!("there is no role {role} ({} roles)", game.roles()));
        }
        if root.goals.is_some() {
            return Err("the game is over".into());
        }
        let only = |i: usize, value: f64, solved: bool| UctChoice {
            mv: root.legal[role][i].clone(),
            value,
            solved,
            iterations: 0,
        };
        if root.legal[role].len() == 1 {
            return Ok(Look::Answer(only(0, DRAW, false)));
        }
        Ok(match one_step_ends(game, root, role)? {
            (Some(i), _) => Look::Answer(only(i, 100.0, true)),
            (None, losing) => Look::Losing(losing),
        })
    }

    /// The searched answer: the proven move, else the most visited that is not in `losing`
    /// (unless every move is).
    fn answer(&self, role: usize, losing: &[usize]) -> UctChoice<M> {
        let root = &self.nodes[0];
        let iterations = self.iterations;
        if let Some(i) = proven_move(&self.nodes, role) {
            let value = root.proven.as_ref().map_or(DRAW, |goals| goals[role]);
            return UctChoice { mv: root.legal[role][i].clone(), value, solved: true, iterations };
        }
        let stats = &root.stats[role];
        let best = most_visited(stats, |i| losing.len() == stats.len() || !losing.contains(&i));
        let (visits, total) = stats[best];
        let value = total / f64::from(visits.max(1));
        UctChoice { mv: root.legal[role][best].clone(), value, solved: false, iterations }
    }
}

impl<S: Clone, M: Clone + PartialEq> Tree<S, M> {
    /// Moves the root to the state after `joint` (each role's move, in role order), keeping
    /// what the tree knows of it; a joint move the tree has not tried starts a new tree there.
    pub fn advance<J: JointGame<State = S, Move = M>>(&mut self, game: &J, joint: &[M]) -> Result<(), String> {
        let root = &self.nodes[0];
        if root.goals.is_some() {
            return Err("the game is over".into());
        }
        let picks: Option<Vec<usize>> = (joint.len() == root.legal.len())
            .then(|| root.legal.iter().zip(joint).map(|(moves, mv)| moves.iter().position(|m| m == mv)).collect())
            .flatten();
        let picks = picks.ok_or("a joint move that is not legal here")?;
        self.nodes = match root.children.get(&picks) {
            Some(&child) => subtree(std::mem::take(&mut self.nodes), child),
            None => vec![node(game, game.next(&root.state, joint)?)?],
        };
        self.horizon = self.horizon.saturating_sub(1);
        self.iterations = u64::from(self.nodes[0].visits);
        Ok(())
    }
}

/// The nodes below `root`, renumbered from 0 in breadth-first order; the rest are dropped.
fn subtree<S, M>(nodes: Vec<Node<S, M>>, root: usize) -> Vec<Node<S, M>> {
    let mut old: Vec<Option<Node<S, M>>> = nodes.into_iter().map(Some).collect();
    let mut order = vec![root];
    let mut new_index = HashMap::from([(root, 0)]);
    let mut next = 0;
    while let Some(&at) = order.get(next) {
        next += 1;
        for &child in old[at].as_ref().map(|n| n.children.values()).into_iter().flatten() {
            if let std::collections::hash_map::Entry::Vacant(slot) = new_index.entry(child) {
                slot.insert(order.len());
                order.push(child);
            }
        }
    }
    let mut kept = Vec::with_capacity(order.len());
    for at in order {
        if let Some(mut n) = old[at].take() {
            n.children.values_mut().for_each(|child| *child = new_index[child]);
            kept.push(n);
        }
    }
    kept
}

/// The most visited of the moves `allowed`, the better mean breaking ties, then the first.
fn most_visited(stats: &[(u32, f64)], allowed: impl Fn(usize) -> bool) -> usize {
    let mean = |i: usize| stats[i].1 / f64::from(stats[i].0.max(1));
    (0..stats.len())
        .filter(|&i| allowed(i))
        .max_by(|&a, &b| stats[a].0.cmp(&stats[b].0).then(mean(a).total_cmp(&mean(b))).then(b.cmp(&a)))
        .unwrap_or(0)
}

/// Iterations searched on one sampled world before the next is drawn: enough for the root's
/// moves to be tried against the others' replies, few enough that one unlucky deal weighs little.
pub const BATCH: u64 = 64;

/// `role`'s move by determinised UCT, for games of hidden information and chance: `sample`
/// draws, from the seed it is given, one world consistent with what `role` sees (the hidden
/// cards dealt, the chance to come fixed); each batch of `batch` iterations searches a new
/// world's tree, and the root statistics of `role`'s moves, which are the same in every world
/// because the role knows its own options, add up over the worlds. The move most visited over
/// all of them is chosen, so no single world decides.
pub fn search_determinised<J: JointGame>(
    game: &J,
    mut sample: impl FnMut(u64) -> J::State,
    role: usize,
    limits: &UctLimits,
    seed: u64,
    batch: u64,
) -> Result<UctChoice<J::Move>, String>
where
    J::Move: PartialEq,
{
    if role >= game.roles() {
        return Err(format!("there is no role {role} ({} roles)", game.roles()));
    }
    let started = Instant::now();
    let mut rng = seeded(seed);
    let horizon = limits.horizon.unwrap_or(u64::MAX);
    let mut moves: Vec<J::Move> = Vec::new();
    let mut totals: Vec<(u32, f64)> = Vec::new();
    let mut iterations = 0;
    while iterations == 0 || !limits.exhausted(started, iterations) {
        let mut tree = vec![node(game, sample(rng.random()))?];
        if tree[0].goals.is_some() {
            return Err("the game is over".into());
        }
        if tree[0].legal[role].len() == 1 && moves.is_empty() {
            let mv = tree[0].legal[role][0].clone();
            return Ok(UctChoice { mv, value: DRAW, solved: false, iterations: 0 });
        }
        for _ in 0..batch.max(1) {
            // A world's proof holds in that world only: the search does not stop for it.
            iterate(game, &mut tree, &mut rng, horizon, false)?;
            iterations += 1;
            if limits.exhausted(started, iterations) {
                break;
            }
        }
        for (mv, &(visits, total)) in tree[0].legal[role].iter().zip(&tree[0].stats[role]) {
            let at = match moves.iter().position(|m| m == mv) {
                Some(at) => at,
                None => {
                    moves.push(mv.clone());
                    totals.push((0, 0.0));
                    moves.len() - 1
                }
            };
            totals[at].0 += visits;
            totals[at].1 += total;
        }
    }
    let best = most_visited(&totals, |_| true);
    let (visits, total) = totals[best];
    Ok(UctChoice { mv: moves[best].clone(), value: total / f64::from(visits.max(1)), solved: false, iterations })
}

/// Whether `role` scores strictly more than every other role.
fn alone_best(goals: &[f64], role: usize) -> bool {
    goals.iter().enumerate().all(|(r, &g)| r == role || g < goals[role])
}

/// What one step decides in a turn-taking state where `role` moves: a move that ends the game
/// with `role` alone on the highest score, and the moves after which another role can end it
/// with `role` below that role.
fn one_step_ends<J: JointGame>(game: &J, root: &NodeOf<J>, role: usize) -> Result<(Option<usize>, Vec<usize>), String> {
    let mut losing = Vec::new();
    if choosers(&root.legal) != [role] {
        return Ok((None, losing));
    }
    for i in 0..root.legal[role].len() {
        let mut picks = vec![0; root.legal.len()];
        picks[role] = i;
        let after = game.next(&root.state, &joint(&root.legal, &picks))?;
        if game.is_terminal(&after)? {
            if alone_best(&game.goals(&after)?, role) {
                return Ok((Some(i), losing));
            }
            continue;
        }
        let legal = game.legal(&after)?;
        let [other] = choosers(&legal)[..] else { continue };
        if other == role {
            continue;
        }
        for j in 0..legal[other].len() {
            let mut picks = vec![0; legal.len()];
            picks[other] = j;
            let end = game.next(&after, &joint(&legal, &picks))?;
            if game.is_terminal(&end)? {
                let goals = game.goals(&end)?;
                if goals[role] < goals[other] {
                    losing.push(i);
                    break;
                }
            }
        }
    }
    Ok((None, losing))
}

fn node<J: JointGame>(game: &J, state: J::State) -> Result<NodeOf<J>, String> {
    let (goals, legal) =
        if game.is_terminal(&state)? { (Some(game.goals(&state)?), Vec::new()) } else { (None, game.legal(&state)?) };
    if let Some(role) = legal.iter().position(Vec::is_empty) {
        return Err(format!("role {role} has no legal move in a state that is not terminal"));
    }
    let stats = legal.iter().map(|moves| vec![(0, 0.0); moves.len()]).collect();
    Ok(Node { state, proven: goals.clone(), goals, legal, stats, visits: 0, children: HashMap::new() })
}

/// One iteration: select down the tree, add one node, play out at random, back up. A line that
/// reaches `horizon` steps without an end scores a draw (the game's step limit). With `solve`,
/// a proven state scores its proven goals, and a proof found at the bottom is carried up.
fn iterate<J: JointGame>(
    game: &J,
    tree: &mut Vec<NodeOf<J>>,
    rng: &mut GameRng,
    horizon: u64,
    solve: bool,
) -> Result<(), String> {
    let roles = game.roles();
    let mut path: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut at = 0;
    let goals = loop {
        if let Some(goals) = &tree[at].goals {
            break goals.clone();
        }
        if let Some(proven) = tree[at].proven.as_ref().filter(|_| solve) {
            break proven.clone();
        }
        let depth = path.len() as u64;
        if depth >= horizon {
            break vec![DRAW; roles];
        }
        // The steps a playout from the child may take before the limit.
        let steps = usize::try_from(horizon - depth - 1).map_or(PLAYOUT_STEPS, |left| left.min(PLAYOUT_STEPS));
        let picks: Vec<usize> = tree[at].stats.iter().map(|s| select(s, tree[at].visits, rng)).collect();
        path.push((at, picks.clone()));
        if let Some(&child) = tree[at].children.get(&picks) {
            at = child;
            continue;
        }
        let after = game.next(&tree[at].state, &joint(&tree[at].legal, &picks))?;
        if tree.len() >= TREE_CAP {
            break game.playout(&after, steps, rng)?.unwrap_or_else(|| vec![DRAW; roles]);
        }
        let child = node(game, after)?;
        let goals = match &child.goals {
            Some(goals) => goals.clone(),
            None => game.playout(&child.state, steps, rng)?.unwrap_or_else(|| vec![DRAW; roles]),
        };
        tree.push(child);
        let index = tree.len() - 1;
        tree[at].children.insert(picks, index);
        break goals;
    };
    if goals.len() != roles {
        return Err(format!("{} scores for {roles} roles", goals.len()));
    }
    for (index, picks) in &path {
        let n = &mut tree[*index];
        n.visits += 1;
        for (role, &i) in picks.iter().enumerate() {
            let stat = &mut n.stats[role][i];
            stat.0 += 1;
            stat.1 += goals[role];
        }
    }
    if solve {
        // Only a state whose child was just proven can become proven, so the proof climbs the
        // path until a state stays open.
        for (index, _) in path.iter().rev() {
            if !prove(tree, *index) {
                break;
            }
        }
    }
    Ok(())
}

/// The best score a role can have: a proven child that gives its chooser this needs no rivals.
const TOP: f64 = 100.0;

/// The child of a state where `chooser` alone picks, for its move `i`.
fn child_for<S, M>(node: &Node<S, M>, chooser: usize, i: usize) -> Option<usize> {
    let mut picks = vec![0; node.legal.len()];
    picks[chooser] = i;
    node.children.get(&picks).copied()
}

/// Proves the state at `index` if it can be: one role chooses there, and a child proven to
/// give it the top score, or every child proven, says what best play scores. Whether the
/// state is proven now.
fn prove<S, M>(tree: &mut [Node<S, M>], index: usize) -> bool {
    let node = &tree[index];
    if node.proven.is_some() {
        return true;
    }
    let [chooser] = choosers(&node.legal)[..] else { return false };
    let mut best: Option<&Vec<f64>> = None;
    let mut open = false;
    for i in 0..node.legal[chooser].len() {
        match child_for(node, chooser, i).and_then(|c| tree[c].proven.as_ref()) {
            Some(goals) if goals[chooser] >= TOP => {
                best = Some(goals);
                open = false;
                break;
            }
            Some(goals) if best.is_none_or(|b| goals[chooser] > b[chooser]) => best = Some(goals),
            Some(_) => {}
            None => open = true,
        }
    }
    let proven = best.filter(|_| !open).cloned();
    let done = proven.is_some();
    tree[index].proven = proven;
    done
}

/// The move of `role` at a proven root that best play takes: its child proves the root's goals.
/// None at a proven loss, where every move loses against best play and the most visited one
/// is the one that holds out against anything less.
fn proven_move<S, M>(tree: &[Node<S, M>], role: usize) -> Option<usize> {
    let root = &tree[0];
    let goals = root.proven.as_ref().filter(|goals| goals[role] > 0.0)?;
    (0..root.legal[role].len()).find(|&i| {
        child_for(root, role, i).and_then(|c| tree[c].proven.as_ref()).is_some_and(|g| g[role] == goals[role])
    })
}

/// UCB1 over one role's moves; untried moves first, in random order.
fn select(stats: &[(u32, f64)], visits: u32, rng: &mut GameRng) -> usize {
    let untried: Vec<usize> = (0..stats.len()).filter(|&i| stats[i].0 == 0).collect();
    if !untried.is_empty() {
        return untried[rng.random_range(0..untried.len())];
    }
    let log = f64::from(visits.max(1)).ln();
    let score = |&(n, total): &(u32, f64)| {
        let n = f64::from(n);
        total / n + EXPLORE * (log / n).sqrt()
    };
    (0..stats.len()).max_by(|&a, &b| score(&stats[a]).total_cmp(&score(&stats[b])).then(b.cmp(&a))).unwrap_or(0)
}

/// Random moves a playout of a game of the suite makes before the game's own evaluation
/// judges the position: long enough to see the tactics, short enough that games which run
/// for hundreds of actions (Provinces) still get thousands of playouts a second.
const PLAYOUT_PLIES: usize = 60;

/// A game of the suite as joint moves: the seat to move chooses, the others wait (`None`).
/// Playouts that do not end within `PLAYOUT_PLIES` are scored by the game's tuned evaluation,
/// ranking the seats by it, so no scale has to be guessed.
pub struct Turns<G: AiGame> {
    seats: usize,
    eval: G::Tuned,
}

impl<G: AiGame> Turns<G> {
    pub fn new(state: &G) -> Turns<G> {
        Turns { seats: state.seats(), eval: G::Tuned::default() }
    }

    fn scores(&self, better: impl Fn(usize, usize) -> std::cmp::Ordering) -> Vec<f64> {
        scores_by_place(self.seats, better)
    }
}

/// Scores of `seats` seats by place, 0 to 100: every seat ahead of another gets its share, ties
/// share equally.
pub fn scores_by_place(seats: usize, better: impl Fn(usize, usize) -> std::cmp::Ordering) -> Vec<f64> {
    let others = (seats.max(2) - 1) as f64;
    (0..seats)
        .map(|s| {
            let beaten: f64 = (0..seats)
                .filter(|&o| o != s)
                .map(|o| match better(s, o) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                })
                .sum();
            100.0 * beaten / others
        })
        .collect()
}

impl<G: AiGame> JointGame for Turns<G> {
    type State = G;
    type Move = Option<G::Move>;

    fn roles(&self) -> usize {
        self.seats
    }

    fn is_terminal(&self, state: &G) -> Result<bool, String> {
        if state.outcome().is_some() {
            return Ok(true);
        }
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        Ok(moves.is_empty())
    }

    fn legal(&self, state: &G) -> Result<Vec<Vec<Option<G::Move>>>, String> {
        let mover = state.to_move().index();
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        Ok((0..self.seats)
            .map(|s| if s == mover { moves.iter().copied().map(Some).collect() } else { vec![None] })
            .collect())
    }

    fn next(&self, state: &G, joint: &[Option<G::Move>]) -> Result<G, String> {
        let mv = joint
            .get(state.to_move().index())
            .copied()
            .flatten()
            .ok_or_else(|| "the seat to move has no move in the joint move".to_string())?;
        let mut after = state.clone();
        after.apply(mv);
        Ok(after)
    }

    fn goals(&self, state: &G) -> Result<Vec<f64>, String> {
        Ok(match state.outcome() {
            Some(outcome) => {
                let place = |s: usize| outcome.place(Seat(s as u8));
                self.scores(|a, b| place(b).cmp(&place(a)))
            }
            None => vec![DRAW; self.seats],
        })
    }

    fn playout(&self, state: &G, steps: usize, rng: &mut GameRng) -> Result<Option<Vec<f64>>, String> {
        let mut state = state.clone();
        let mut moves = Vec::new();
        for _ in 0..steps.min(PLAYOUT_PLIES) {
            if state.outcome().is_some() {
                return self.goals(&state).map(Some);
            }
            moves.clear();
            state.legal_moves(&mut moves);
            if moves.is_empty() {
                return self.goals(&state).map(Some);
            }
            state.apply(moves[rng.random_range(0..moves.len())]);
        }
        if state.outcome().is_some() {
            return self.goals(&state).map(Some);
        }
        let value: Vec<i32> = (0..self.seats).map(|s| self.eval.evaluate(&state, Seat(s as u8))).collect();
        Ok(Some(self.scores(|a, b| value[a].cmp(&value[b]))))
    }
}

/// The `uct` player of a game of the suite: the seat to move's choice within `limits`.
pub fn uct_move<G: AiGame>(state: &G, limits: &UctLimits, seed: u64) -> Result<G::Move, String> {
    let seat = state.to_move().index();
    let choice = search(&Turns::new(state), state, seat, limits, seed)?;
    choice.mv.ok_or_else(|| "the seat to move has no legal move".to_string())
}

/// The most whole turns a node offers: past it the rest of a turn's ends are not looked for.
const TURN_CAP: usize = 256;
/// The most positions looked at while a turn's ends are gathered.
const TURN_POSITIONS: usize = 20_000;

/// The distinct ways the seat to move can play its turn from `state`: the actions of each,
/// the last one handing the move on (or ending the game). Found depth first, positions met
/// again by another order of the same actions merged, each end position once, at most
/// `TURN_CAP` of them.
pub fn whole_turns<G: Game>(state: &G) -> Vec<Vec<G::Move>> {
    let mover = state.to_move();
    let mut seen = HashSet::from([state.position_hash()]);
    let mut ends = HashSet::new();
    let mut turns = Vec::new();
    let mut stack = vec![(state.clone(), Vec::new())];
    let mut moves = Vec::new();
    while let Some((at, path)) = stack.pop() {
        moves.clear();
        at.legal_moves(&mut moves);
        for &mv in &moves {
            let mut next = at.clone();
            next.apply(mv);
            let mut line = path.clone();
            line.push(mv);
            if next.to_move() != mover || next.outcome().is_some() {
                if ends.insert(next.position_hash()) {
                    turns.push(line);
                    if turns.len() >= TURN_CAP {
                        return turns;
                    }
                }
            } else if seen.len() < TURN_POSITIONS && seen.insert(next.position_hash()) {
                stack.push((next, line));
            }
        }
    }
    turns
}

/// A game of the suite whose turns are several actions as joint moves over whole turns
/// (`whole_turns`): the seat to move chooses a turn, the others wait. Playouts and scores are
/// `Turns`'s.
pub struct WholeTurns<G: AiGame> {
    turns: Turns<G>,
}

impl<G: AiGame> JointGame for WholeTurns<G> {
    type State = G;
    type Move = Option<Vec<G::Move>>;

    fn roles(&self) -> usize {
        self.turns.roles()
    }

    fn is_terminal(&self, state: &G) -> Result<bool, String> {
        self.turns.is_terminal(state)
    }

    fn legal(&self, state: &G) -> Result<Vec<Vec<Option<Vec<G::Move>>>>, String> {
        let mover = state.to_move().index();
        let turns: Vec<Option<Vec<G::Move>>> = whole_turns(state).into_iter().map(Some).collect();
        Ok((0..self.roles()).map(|s| if s == mover { turns.clone() } else { vec![None] }).collect())
    }

    fn next(&self, state: &G, joint: &[Option<Vec<G::Move>>]) -> Result<G, String> {
        let turn = joint
            .get(state.to_move().index())
            .and_then(Option::as_ref)
            .ok_or_else(|| "the seat to move has no turn in the joint move".to_string())?;
        let mut after = state.clone();
        for &mv in turn {
            after.apply(mv);
        }
        Ok(after)
    }

    fn goals(&self, state: &G) -> Result<Vec<f64>, String> {
        self.turns.goals(state)
    }

    fn playout(&self, state: &G, steps: usize, rng: &mut GameRng) -> Result<Option<Vec<f64>>, String> {
        self.turns.playout(state, steps, rng)
    }
}

/// The `uct:turns` player: the whole turn the seat to move chooses within `limits`, its
/// actions in order.
pub fn uct_turn<G: AiGame>(state: &G, limits: &UctLimits, seed: u64) -> Result<Vec<G::Move>, String> {
    let seat = state.to_move().index();
    let choice = search(&WholeTurns { turns: Turns::new(state) }, state, seat, limits, seed)?;
    choice.mv.ok_or_else(|| "the seat to move has no legal move".to_string())
}
