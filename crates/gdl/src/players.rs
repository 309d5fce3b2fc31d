//! Players for any description, over the `Machine` trait so they run on either engine:
//! alpha-beta for two roles taking turns, max-n for three or more, iterative deepening for
//! one-role puzzles, and the suite's decoupled UCT (`ai::uct`) for everything, simultaneous
//! moves included.
//!
//! Every player stops at its time limit, node cap or depth cap, whichever comes first; with
//! caps and no time limit a decision depends only on the seed. Errors of the description
//! come back as `Err`.

use super::Machine;
use rand::RngExt;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use stratagem_ai::uct::{self, JointGame, UctLimits, choosers, joint};
use stratagem_core::rng::GameRng;

/// When a player must stop thinking.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub time: Option<Duration>,
    /// Nodes for the searches, iterations for UCT.
    pub nodes: Option<u64>,
    /// Deepest iteration of the depth-first searches, in joint steps.
    pub depth: Option<u32>,
    pub cancel: Option<Arc<AtomicBool>>,
    /// Joint steps the game has left before it is called a draw (its step limit): UCT scores
    /// a line that gets there without an end as a draw, as the game will.
    pub steps_left: Option<u64>,
}

impl Limits {
    /// A cap on nodes (iterations for UCT) and nothing else: what tests use, as it does not
    /// depend on the machine's speed.
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }
}

/// A player's answer: the move, what it expects to score with it (0 to 100) and whether that
/// is proven.
#[derive(Clone, Debug)]
pub struct Choice<Mv> {
    pub mv: Mv,
    pub value: f64,
    /// The value is the game's true value, not an estimate.
    pub solved: bool,
    /// Nodes searched (iterations for UCT).
    pub nodes: u64,
    /// The deepest iteration completed (0 for UCT).
    pub depth: u32,
}

/// The score given to a state at the search horizon: nothing known, half way.
const HORIZON: i32 = 50;
/// The transposition tables are cleared when they reach this many entries.
const TABLE_CAP: usize = 1 << 20;
/// The deepest any iterative deepening goes without a cap.
const MAX_DEPTH: u32 = 200;

/// Why a search stopped early.
enum Halt {
    /// Out of time, nodes or cancelled: the last completed iteration stands.
    Out,
    Rules(String),
}

impl From<String> for Halt {
    fn from(error: String) -> Halt {
        Halt::Rules(error)
    }
}

/// Counts nodes and watches the limits.
struct Budget<'l> {
    limits: &'l Limits,
    started: Instant,
    nodes: u64,
}

impl Budget<'_> {
    fn new(limits: &Limits) -> Budget<'_> {
        Budget { limits, started: Instant::now(), nodes: 0 }
    }

    /// Counts a node; `Err(Out)` when a limit is reached.
    fn tick(&mut self) -> Result<(), Halt> {
        self.nodes += 1;
        if self.exhausted() { Err(Halt::Out) } else { Ok(()) }
    }

    fn exhausted(&self) -> bool {
        self.limits.nodes.is_some_and(|cap| self.nodes >= cap)
            || self.limits.time.is_some_and(|t| self.started.elapsed() >= t)
            || self.limits.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// Every role's legal moves; a role with none is the description's error.
pub fn all_legal<M: Machine>(machine: &M, state: &M::State) -> Result<Vec<Vec<M::Move>>, String> {
    let legal: Vec<Vec<M::Move>> =
        (0..machine.role_names().len()).map(|r| machine.legal(state, r)).collect::<Result<_, _>>()?;
    if let Some(role) = legal.iter().position(Vec::is_empty) {
        return Err(format!("role {} has no legal move in a state that is not terminal", machine.role_names()[role]));
    }
    Ok(legal)
}

/// Every role's goal, one per role, or the description's error.
pub fn goals_of<M: Machine>(machine: &M, state: &M::State) -> Result<Vec<u32>, String> {
    let goals = machine.goals(state)?;
    let roles = machine.role_names().len();
    if goals.len() != roles {
        return Err(format!("{} goal values for {roles} roles", goals.len()));
    }
    Ok(goals)
}

/// Role `role` must be one of the description's.
fn check_role<M: Machine>(machine: &M, role: usize) -> Result<(), String> {
    let roles = machine.role_names().len();
    if role < roles { Ok(()) } else { Err(format!("there is no role {role} ({roles} roles)")) }
}

/// A role's only move, without search.
fn forced<Mv: Clone>(legal: &[Vec<Mv>], role: usize) -> Option<Choice<Mv>> {
    (legal[role].len() == 1).then(|| Choice {
        mv: legal[role][0].clone(),
        value: 50.0,
        solved: false,
        nodes: 0,
        depth: 0,
    })
}

/// How a stored value bounds the true one.
#[derive(Clone, Copy, PartialEq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    /// No horizon below: valid at any depth.
    solved: bool,
    value: i32,
    bound: Bound,
    /// The first chooser's best move, tried first next time.
    best: usize,
}

/// Alpha-beta with iterative deepening for two roles: `role` maximises its goal, the other
/// role minimises it (exact for the constant-sum games most two-role descriptions are). In a
/// state where both roles choose, `role`'s choice is made first (the cautious reading).
pub fn alpha_beta<M: Machine>(
    machine: &M,
    state: &M::State,
    role: usize,
    limits: &Limits,
) -> Result<Choice<M::Move>, String> {
    check_role(machine, role)?;
    let legal = all_legal(machine, state)?;
    if let Some(only) = forced(&legal, role) {
        return Ok(only);
    }
    let mut search = AlphaBeta { machine, me: role, budget: Budget::new(limits), table: HashMap::new() };
    let best = deepen(limits, &legal[role], |depth| {
        search.root(state, &legal, depth).map(|(value, index, solved)| (f64::from(value), index, solved))
    })?;
    Ok(Choice { nodes: search.budget.nodes, ..best })
}

/// Iterative deepening: `root(depth)` searches one depth and gives the value, the index of the
/// move among `moves` and whether the value is proven. The last finished depth's answer is
/// kept; running out of budget ends the deepening, a rules error is returned.
fn deepen<Mv: Clone>(
    limits: &Limits,
    moves: &[Mv],
    mut root: impl FnMut(u32) -> Result<(f64, usize, bool), Halt>,
) -> Result<Choice<Mv>, String> {
    let mut best = Choice { mv: moves[0].clone(), value: f64::from(HORIZON), solved: false, nodes: 0, depth: 0 };
    for depth in 1..=limits.depth.unwrap_or(MAX_DEPTH) {
        match root(depth) {
            Ok((value, index, solved)) => {
                best = Choice { mv: moves[index].clone(), value, solved, nodes: 0, depth };
                if solved {
                    break;
                }
            }
            Err(Halt::Out) => break,
            Err(Halt::Rules(e)) => return Err(e),
        }
    }
    Ok(best)
}

struct AlphaBeta<'m, 'l, M: Machine> {
    machine: &'m M,
    me: usize,
    budget: Budget<'l>,
    table: HashMap<M::State, Entry>,
}

impl<M: Machine> AlphaBeta<'_, '_, M> {
    /// One iteration at the root: the value, the index of `me`'s best move, and whether the
    /// value is proven.
    fn root(&mut self, state: &M::State, legal: &[Vec<M::Move>], depth: u32) -> Result<(i32, usize, bool), Halt> {
        let order = self.order(state, legal[self.me].len());
        let mut best = (i32::MIN, order[0], true);
        let mut solved = true;
        let mut alpha = -1;
        let picks = vec![0; legal.len()];
        for i in order {
            // `me` picks first: the others answer its move.
            let mut fixed = legal.to_vec();
            fixed[self.me] = vec![legal[self.me][i].clone()];
            let (value, exact) = self.choose(state, &fixed, &picks, depth, alpha, 101, 0)?;
            solved &= exact;
            if value > best.0 {
                best = (value, i, exact);
                alpha = alpha.max(value);
            }
        }
        self.store(state, depth, solved, best.0, Bound::Exact, best.1);
        Ok((best.0, best.1, solved))
    }

    /// Moves of the first chooser, the remembered best first.
    fn order(&self, state: &M::State, count: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..count).collect();
        if let Some(e) = self.table.get(state)
            && e.best < count
        {
            order.swap(0, e.best);
        }
        order
    }

    fn store(&mut self, state: &M::State, depth: u32, solved: bool, value: i32, bound: Bound, best: usize) {
        if self.table.len() >= TABLE_CAP {
            self.table.clear();
        }
        self.table.insert(state.clone(), Entry { depth, solved, value, bound, best });
    }

    /// The value of a state `depth` steps above the horizon, and whether no horizon was met.
    fn value(&mut self, state: &M::State, depth: u32, mut alpha: i32, mut beta: i32) -> Result<(i32, bool), Halt> {
        self.budget.tick()?;
        if self.machine.is_terminal(state)? {
            return Ok((goals_of(self.machine, state)?.get(self.me).map_or(0, |&g| g as i32), true));
        }
        if depth == 0 {
            return Ok((HORIZON, false));
        }
        if let Some(e) = self.table.get(state).copied()
            && (e.solved || e.depth >= depth)
        {
            match e.bound {
                Bound::Exact => return Ok((e.value, e.solved)),
                Bound::Lower => alpha = alpha.max(e.value),
                Bound::Upper => beta = beta.min(e.value),
            }
            if alpha >= beta {
                return Ok((e.value, e.solved));
            }
        }
        let legal = all_legal(self.machine, state)?;
        let (alpha0, beta0) = (alpha, beta);
        let (value, solved, best) = self.choose_best(state, &legal, depth, alpha, beta)?;
        let bound = if value <= alpha0 {
            Bound::Upper
        } else if value >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(state, depth, solved, value, bound, best);
        Ok((value, solved))
    }

    /// The first chooser's best move at a state (the only role to move when it is
    /// turn-taking): its value, whether proven, and its index.
    fn choose_best(
        &mut self,
        state: &M::State,
        legal: &[Vec<M::Move>],
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<(i32, bool, usize), Halt> {
        let picks = vec![0; legal.len()];
        let Some(&first) = choosers(legal).first() else {
            let (v, s) = self.choose(state, legal, &picks, depth, alpha, beta, 0)?;
            return Ok((v, s, 0));
        };
        self.pick(state, legal, picks, depth, alpha, beta, first, true)
    }

    /// Continues a joint move whose choosers before role `from` are picked.
    #[allow(clippy::too_many_arguments)]
    fn choose(
        &mut self,
        state: &M::State,
        legal: &[Vec<M::Move>],
        picks: &[usize],
        depth: u32,
        alpha: i32,
        beta: i32,
        from: usize,
    ) -> Result<(i32, bool), Halt> {
        match (from..legal.len()).find(|&r| legal[r].len() > 1) {
            Some(role) => {
                let (v, s, _) = self.pick(state, legal, picks.to_vec(), depth, alpha, beta, role, false)?;
                Ok((v, s))
            }
            None => {
                let child = self.machine.next(state, &joint(legal, picks))?;
                self.value(&child, depth - 1, alpha, beta)
            }
        }
    }

    /// Role `role` picks its move, maximising if it is `me`, minimising otherwise.
    #[allow(clippy::too_many_arguments)]
    fn pick(
        &mut self,
        state: &M::State,
        legal: &[Vec<M::Move>],
        mut picks: Vec<usize>,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        role: usize,
        ordered: bool,
    ) -> Result<(i32, bool, usize), Halt> {
        let maximise = role == self.me;
        let order = if ordered { self.order(state, legal[role].len()) } else { (0..legal[role].len()).collect() };
        let mut best = (if maximise { i32::MIN } else { i32::MAX }, true, order[0]);
        for i in order {
            picks[role] = i;
            let (v, s) = self.choose(state, legal, &picks, depth, alpha, beta, role + 1)?;
            best.1 &= s;
            if (maximise && v > best.0) || (!maximise && v < best.0) {
                best.0 = v;
                best.2 = i;
            }
            if maximise {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }
}

/// Max-n with iterative deepening for any number of roles: at every state the role to move
/// picks the move best for its own goal, the first of equals. Where several roles choose at
/// once they pick in role order, each knowing the earlier picks (an approximation).
pub fn max_n<M: Machine>(
    machine: &M,
    state: &M::State,
    role: usize,
    limits: &Limits,
) -> Result<Choice<M::Move>, String> {
    check_role(machine, role)?;
    let legal = all_legal(machine, state)?;
    if let Some(only) = forced(&legal, role) {
        return Ok(only);
    }
    let mut search = MaxN { machine, budget: Budget::new(limits), table: HashMap::new() };
    let best = deepen(limits, &legal[role], |depth| {
        search.root(state, &legal, role, depth).map(|(values, index, solved)| (values[role], index, solved))
    })?;
    Ok(Choice { nodes: search.budget.nodes, ..best })
}

struct MaxN<'m, 'l, M: Machine> {
    machine: &'m M,
    budget: Budget<'l>,
    /// Values by state: (depth searched, proven, each role's value).
    table: HashMap<M::State, (u32, bool, Vec<f64>)>,
}

impl<M: Machine> MaxN<'_, '_, M> {
    fn root(
        &mut self,
        state: &M::State,
        legal: &[Vec<M::Move>],
        me: usize,
        depth: u32,
    ) -> Result<(Vec<f64>, usize, bool), Halt> {
        let mut best: Option<(Vec<f64>, usize)> = None;
        let mut solved = true;
        for i in 0..legal[me].len() {
            // `me` picks first: the others answer its move.
            let mut fixed = legal.to_vec();
            fixed[me] = vec![legal[me][i].clone()];
            let mut picks = vec![0; legal.len()];
            let (values, s) = self.choose(state, &fixed, &mut picks, depth, 0)?;
            solved &= s;
            if best.as_ref().is_none_or(|(b, _)| values[me] > b[me]) {
                best = Some((values, i));
            }
        }
        let (values, index) = best.unwrap_or_else(|| (vec![f64::from(HORIZON); legal.len()], 0));
        Ok((values, index, solved))
    }

    fn value(&mut self, state: &M::State, depth: u32) -> Result<(Vec<f64>, bool), Halt> {
        self.budget.tick()?;
        if self.machine.is_terminal(state)? {
            return Ok((goals_of(self.machine, state)?.into_iter().map(f64::from).collect(), true));
        }
        let roles = self.machine.role_names().len();
        if depth == 0 {
            return Ok((vec![f64::from(HORIZON); roles], false));
        }
        if let Some((d, solved, values)) = self.table.get(state)
            && (*solved || *d >= depth)
        {
            return Ok((values.clone(), *solved));
        }
        let legal = all_legal(self.machine, state)?;
        let mut picks = vec![0; roles];
        let (values, solved) = self.choose(state, &legal, &mut picks, depth, 0)?;
        if self.table.len() >= TABLE_CAP {
            self.table.clear();
        }
        self.table.insert(state.clone(), (depth, solved, values.clone()));
        Ok((values, solved))
    }

    fn choose(
        &mut self,
        state: &M::State,
        legal: &[Vec<M::Move>],
        picks: &mut [usize],
        depth: u32,
        from: usize,
    ) -> Result<(Vec<f64>, bool), Halt> {
        match (from..legal.len()).find(|&r| legal[r].len() > 1) {
            Some(role) => self.pick(state, legal, picks, depth, role).map(|(v, _, s)| (v, s)),
            None => {
                let child = self.machine.next(state, &joint(legal, picks))?;
                self.value(&child, depth - 1)
            }
        }
    }

    fn pick(
        &mut self,
        state: &M::State,
        legal: &[Vec<M::Move>],
        picks: &mut [usize],
        depth: u32,
        role: usize,
    ) -> Result<(Vec<f64>, usize, bool), Halt> {
        let mut best: Option<(Vec<f64>, usize)> = None;
        let mut solved = true;
        for i in 0..legal[role].len() {
            picks[role] = i;
            let (values, s) = self.choose(state, legal, picks, depth, role + 1)?;
            solved &= s;
            if best.as_ref().is_none_or(|(b, _)| values[role] > b[role]) {
                best = Some((values, i));
            }
        }
        let (values, index) = best.unwrap_or_else(|| (vec![f64::from(HORIZON); legal.len()], 0));
        Ok((values, index, solved))
    }
}

/// Iterative deepening for a one-role puzzle: the first move of a shortest path to a goal of
/// 100, found by depth-first search with a visited set. Without one in the limits, the best
/// goal reached on the way (or the first move) is returned unproven.
pub fn puzzle<M: Machine>(machine: &M, state: &M::State, limits: &Limits) -> Result<Choice<M::Move>, String> {
    let legal = machine.legal(state, 0)?;
    let Some(first) = legal.first() else {
        return Err("the puzzle's role has no legal move".into());
    };
    if legal.len() == 1 {
        return Ok(Choice { mv: first.clone(), value: 50.0, solved: false, nodes: 0, depth: 0 });
    }
    let mut search = Puzzle { machine, budget: Budget::new(limits), seen: HashMap::new(), line: Vec::new() };
    for depth in 1..=limits.depth.unwrap_or(MAX_DEPTH) {
        search.seen.clear();
        match search.dfs(state, depth) {
            Ok(true) => {
                let mv = search.line.last().cloned().unwrap_or_else(|| first.clone());
                return Ok(Choice { mv, value: 100.0, solved: true, nodes: search.budget.nodes, depth });
            }
            Ok(false) => {}
            Err(Halt::Out) => break,
            Err(Halt::Rules(e)) => return Err(e),
        }
    }
    Ok(Choice { mv: first.clone(), value: 0.0, solved: false, nodes: search.budget.nodes, depth: 0 })
}

struct Puzzle<'m, 'l, M: Machine> {
    machine: &'m M,
    budget: Budget<'l>,
    /// The most steps left with which each state was already searched this iteration.
    seen: HashMap<M::State, u32>,
    /// The solution found, last move first.
    line: Vec<M::Move>,
}

impl<M: Machine> Puzzle<'_, '_, M> {
    /// Whether a goal of 100 is reachable within `left` steps; the path goes into `line`.
    fn dfs(&mut self, state: &M::State, left: u32) -> Result<bool, Halt> {
        self.budget.tick()?;
        if self.machine.is_terminal(state)? {
            return Ok(goals_of(self.machine, state)?.first() == Some(&100));
        }
        if left == 0 || self.seen.get(state).is_some_and(|&l| l >= left) {
            return Ok(false);
        }
        self.seen.insert(state.clone(), left);
        for mv in self.machine.legal(state, 0)? {
            let child = self.machine.next(state, std::slice::from_ref(&mv))?;
            if self.dfs(&child, left - 1)? {
                self.line.push(mv);
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// A description as the Monte-Carlo search sees it: scores are its goals, playouts its own
/// (the compiled engine plays them without building states it does not need).
pub struct Described<'m, M>(pub &'m M);

impl<M: Machine> JointGame for Described<'_, M> {
    type State = M::State;
    type Move = M::Move;

    fn roles(&self) -> usize {
        self.0.role_names().len()
    }

    fn is_terminal(&self, state: &M::State) -> Result<bool, String> {
        self.0.is_terminal(state)
    }

    fn legal(&self, state: &M::State) -> Result<Vec<Vec<M::Move>>, String> {
        all_legal(self.0, state)
    }

    fn next(&self, state: &M::State, joint: &[M::Move]) -> Result<M::State, String> {
        self.0.next(state, joint)
    }

    fn goals(&self, state: &M::State) -> Result<Vec<f64>, String> {
        Ok(goals_of(self.0, state)?.into_iter().map(f64::from).collect())
    }

    fn playout(&self, state: &M::State, steps: usize, rng: &mut GameRng) -> Result<Option<Vec<f64>>, String> {
        let goals = self.0.playout(state, steps, &mut |n| rng.random_range(0..n))?;
        Ok(goals.map(|goals| goals.into_iter().map(f64::from).collect()))
    }
}

/// Decoupled UCT (the suite's one Monte-Carlo search, `ai::uct`) for `role`: simultaneous
/// moves need no special case. Iterations count as nodes; a line that reaches the game's
/// step limit scores a draw.
pub fn uct<M: Machine>(
    machine: &M,
    state: &M::State,
    role: usize,
    limits: &Limits,
    seed: u64,
) -> Result<Choice<M::Move>, String> {
    check_role(machine, role)?;
    let uct_limits = UctLimits {
        time: limits.time,
        iterations: limits.nodes,
        cancel: limits.cancel.clone(),
        horizon: limits.steps_left,
    };
    let choice = uct::search(&Described(machine), state, role, &uct_limits, seed)?;
    Ok(Choice { mv: choice.mv, value: choice.value, solved: choice.solved, nodes: choice.iterations, depth: 0 })
}
