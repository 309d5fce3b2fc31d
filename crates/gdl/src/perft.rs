//! Perft: the game tree counted by depth, for GDL descriptions and the suite's games alike.

use super::ground::{FastMap, FastSet};
use super::{MAX_JOINT_MOVES, Machine};
use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};
use stratagem_core::Game;

/// One depth of a perft count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftLine {
    pub depth: usize,
    /// Joint-move sequences of this length that pass through no terminal state before the end.
    pub paths: u128,
    /// The distinct states they reach (0 where `bulk`).
    pub states: usize,
    /// The paths that end in a terminal state (0 where `bulk`).
    pub terminal: u128,
    /// Each role's goal summed over those terminal ends (0s where `bulk`).
    pub goals: Vec<u128>,
    /// The paths were counted from the joint moves of the depth before, not made, as chess
    /// perft's bulk counting does: this last depth would have made more than [`MADE`] states
    /// (judged from a sample of its parents; billions in blockerParallel and four_way_battle),
    /// so its states and ends are unknown.
    pub bulk: bool,
    /// A path to this depth that does not end here passes more states than all depths so far
    /// have met, none terminal, so it passes one twice: the game can run forever.
    pub repeats: bool,
}

impl std::fmt::Display for PerftLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.bulk {
            return write!(
                f,
                "depth {}: {} paths (counted from the joint moves; more than {MADE} to make, so states and ends not counted)",
                self.depth, self.paths
            );
        }
        let goals: Vec<String> = self.goals.iter().map(u128::to_string).collect();
        write!(
            f,
            "depth {}: {} paths, {} states, {} terminal, goals {}",
            self.depth,
            self.paths,
            self.states,
            self.terminal,
            goals.join(" ")
        )
    }
}

/// The most states perft's last depth makes: beyond, its paths are counted from the joint moves
/// alone. Some 30 million states take about a minute and a few gigabytes on this machine.
pub const MADE: u128 = 1 << 25;

/// What perft needs of a game: its roles, start, joint moves, successors, end and goals.
pub trait PerftGame: Sync {
    type State: Clone + Eq + Hash + Send + Sync;
    fn roles(&self) -> usize;
    fn start(&self) -> Self::State;
    /// Each role's goal if the state is terminal, else `None`.
    fn ended(&self, state: &Self::State) -> Result<Option<Vec<u32>>, String>;
    /// The states the joint moves lead to, one per joint move (repeats kept).
    fn successors(&self, state: &Self::State) -> Result<Vec<Self::State>, String>;
    /// How many joint moves a state has, without making them.
    fn joint_moves(&self, state: &Self::State) -> Result<u128, String>;
}

/// Every description is counted the same way, whichever engine runs it.
impl<M: Machine> PerftGame for M {
    type State = M::State;

    fn roles(&self) -> usize {
        self.role_names().len()
    }

    fn start(&self) -> M::State {
        self.initial()
    }

    fn ended(&self, state: &M::State) -> Result<Option<Vec<u32>>, String> {
        if self.is_terminal(state)? { self.goals(state).map(Some) } else { Ok(None) }
    }

    fn successors(&self, state: &M::State) -> Result<Vec<M::State>, String> {
        let per_role: Vec<Vec<M::Move>> =
            (0..self.role_names().len()).map(|r| self.legal(state, r)).collect::<Result<_, _>>()?;
        if per_role.iter().try_fold(1usize, |n, moves| n.checked_mul(moves.len())).is_none_or(|n| n > MAX_JOINT_MOVES) {
            return Err(format!("more than {MAX_JOINT_MOVES} joint moves in one state"));
        }
        self.successors(state, &per_role)
    }

    fn joint_moves(&self, state: &M::State) -> Result<u128, String> {
        (0..self.role_names().len()).try_fold(1u128, |n, r| Ok(n.saturating_mul(self.legal(state, r)?.len() as u128)))
    }
}

/// Counts depths 1 to `depth` by dynamic programming over distinct states: each depth keeps
/// every state reached (the last depth, their fingerprints) with how many paths reach it, so
/// transpositions are expanded once.
/// Terminal states are counted and not expanded. `line` gets each depth as it is done; the
/// first depth with no paths is the last (every deeper one would be empty too). A depth's
/// states are expanded, and their ends read, on every core. A last depth that would make more
/// than [`MADE`] states is counted from its parents' joint moves (see [`PerftLine::bulk`]).
pub fn perft<G: PerftGame>(game: &G, depth: usize, line: impl FnMut(&PerftLine)) -> Result<(), String> {
    perft_making(game, depth, MADE, line)
}

/// [`perft`] whose last depth is counted from the joint moves where it would make more than
/// `most` states.
pub fn perft_making<G: PerftGame>(
    game: &G,
    depth: usize,
    most: u128,
    mut line: impl FnMut(&PerftLine),
) -> Result<(), String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = game.start();
    let start_ended = game.ended(&start)?.is_some();
    // Some non-terminal states met at any depth, by fingerprint: a path longer than there are
    // of them repeats one. Only whether there are more than `depth` matters, so no more are kept.
    let mut unended: FastSet<u128> = FastSet::default();
    if !start_ended {
        unended.insert(fingerprint(&start));
    }
    let mut level: Vec<(G::State, u128, bool)> = vec![(start, 1, start_ended)];
    for d in 1..=depth {
        let parents: Vec<(&G::State, u128)> =
            level.iter().filter(|(_, _, ended)| !ended).map(|(state, paths, _)| (state, *paths)).collect();
        let reached: Vec<Reached<G::State>> = if d < depth {
            let made: Vec<(G::State, u128)> = expand(game, &parents, threads)?.into_iter().collect();
            let ends = in_parallel(&made, threads, |(state, _)| game.ended(state))?;
            made.into_iter()
                .zip(ends)
                .map(|((state, paths), end)| Reached { state: Known::State(state), paths, end })
                .collect()
        } else if let Some(bulk) = bulk_line(game, d, &parents, most, threads)? {
            line(&bulk);
            break;
        } else {
            expand_last(game, &parents, threads)?
        };
        let mut counts = PerftLine {
            depth: d,
            paths: 0,
            states: reached.len(),
            terminal: 0,
            goals: vec![0; game.roles()],
            repeats: false,
            bulk: false,
        };
        let mut goes_on = false;
        let mut next = Vec::with_capacity(reached.len());
        for Reached { state, paths, end } in reached {
            counts.paths = counts.paths.saturating_add(paths);
            if let Some(goals) = &end {
                counts.terminal = counts.terminal.saturating_add(paths);
                for (sum, &g) in counts.goals.iter_mut().zip(goals) {
                    *sum = sum.saturating_add(paths.saturating_mul(u128::from(g)));
                }
            } else {
                goes_on = true;
                if unended.len() <= depth {
                    unended.insert(match &state {
                        Known::State(state) => fingerprint(state),
                        Known::Print(print) => *print,
                    });
                }
            }
            if let Known::State(state) = state {
                next.push((state, paths, end.is_some()));
            }
        }
        // Such a path passes d + 1 states, none terminal.
        counts.repeats = goes_on && d + 1 > unended.len();
        line(&counts);
        if next.is_empty() {
            break;
        }
        level = next;
    }
    Ok(())
}

/// A state a depth reached: the state (at the last depth, its fingerprint alone), how many
/// paths reach it, and its goals if it is terminal.
struct Reached<S> {
    state: Known<S>,
    paths: u128,
    end: Option<Vec<u32>>,
}

enum Known<S> {
    State(S),
    Print(u128),
}

/// Two 64-bit SipHashes of a state: the last depth tells states apart by these 128 bits (a
/// chance of a clash among 15 million states of some 10^-24) instead of keeping each state in
/// a box of its own, which took seconds to allocate, compare and free for amazonsTorus' 14.6
/// million at depth 2 (perft 40-42 s -> 35-36 s, opt-level 3).
fn fingerprint<S: Hash>(state: &S) -> u128 {
    let half = |salt: u8| {
        let mut h = std::hash::DefaultHasher::new();
        salt.hash(&mut h);
        state.hash(&mut h);
        h.finish()
    };
    (u128::from(half(0)) << 64) | u128::from(half(1))
}

/// The last depth: the distinct states `parents`' joint moves reach, by fingerprint, each with
/// how many paths reach it and its end, read when it is first met on a thread.
fn expand_last<G: PerftGame>(
    game: &G,
    parents: &[(&G::State, u128)],
    threads: usize,
) -> Result<Vec<Reached<G::State>>, String> {
    type Seen = FastMap<u128, (u128, Option<Vec<u32>>)>;
    let expand_some = |some: &[(&G::State, u128)]| -> Result<Seen, String> {
        let mut reached = Seen::default();
        for &(state, paths) in some {
            for after in game.successors(state)? {
                match reached.entry(fingerprint(&after)) {
                    Entry::Occupied(mut seen) => seen.get_mut().0 = seen.get().0.saturating_add(paths),
                    Entry::Vacant(slot) => {
                        slot.insert((paths, game.ended(&after)?));
                    }
                }
            }
        }
        Ok(reached)
    };
    let maps = shared_out(parents, threads, expand_some)?;
    let all = merged(maps, |into, (paths, _)| into.0 = into.0.saturating_add(paths));
    Ok(all.into_iter().map(|(print, (paths, end))| Reached { state: Known::Print(print), paths, end }).collect())
}

/// How many parents of a last depth are asked for their joint moves to judge its size: each
/// answer costs about what making the parent's successors will (amazonsTorus: 8 ms a state).
const SAMPLE: usize = 100;

/// Depth `d` counted from `parents`' joint moves, if making them would make more than `most`
/// states as judged from [`SAMPLE`] of them, spread evenly (from all, where there are no more).
fn bulk_line<G: PerftGame>(
    game: &G,
    d: usize,
    parents: &[(&G::State, u128)],
    most: u128,
    threads: usize,
) -> Result<Option<PerftLine>, String> {
    let every = parents.len().div_ceil(SAMPLE).max(1);
    let sample: Vec<(&G::State, u128)> = parents.iter().step_by(every).copied().collect();
    let counts = in_parallel(&sample, threads, |(state, _)| game.joint_moves(state))?;
    let sampled = counts.iter().fold(0u128, |n, &c| n.saturating_add(c));
    if sampled.saturating_mul(parents.len() as u128) / (sample.len().max(1) as u128) <= most {
        return Ok(None);
    }
    let counts = if every == 1 { counts } else { in_parallel(parents, threads, |(state, _)| game.joint_moves(state))? };
    let paths = parents.iter().zip(counts).fold(0u128, |n, ((_, p), c)| n.saturating_add(p.saturating_mul(c)));
    let goals = vec![0; game.roles()];
    Ok(Some(PerftLine { depth: d, paths, states: 0, terminal: 0, goals, repeats: false, bulk: true }))
}

/// The distinct states `parents`' joint moves reach, each with how many paths reach it: the
/// parents shared out among `threads`, their maps merged.
fn expand<G: PerftGame>(
    game: &G,
    parents: &[(&G::State, u128)],
    threads: usize,
) -> Result<FastMap<G::State, u128>, String> {
    let expand_some = |some: &[(&G::State, u128)]| -> Result<FastMap<G::State, u128>, String> {
        let mut reached: FastMap<G::State, u128> = FastMap::default();
        for &(state, paths) in some {
            for after in game.successors(state)? {
                let slot = reached.entry(after).or_insert(0);
                *slot = slot.saturating_add(paths);
            }
        }
        Ok(reached)
    };
    let maps = shared_out(parents, threads, expand_some)?;
    Ok(merged(maps, |into, paths| *into = into.saturating_add(paths)))
}

/// The threads' maps as one, each smaller map poured into the larger; `add` joins the values
/// of a state both met.
fn merged<K: Eq + Hash, V>(maps: Vec<FastMap<K, V>>, add: impl Fn(&mut V, V)) -> FastMap<K, V> {
    let mut maps = maps.into_iter();
    let mut all = maps.next().unwrap_or_default();
    for map in maps {
        let (mut into, from) = if map.len() > all.len() { (map, all) } else { (all, map) };
        for (key, value) in from {
            match into.entry(key) {
                Entry::Occupied(mut slot) => add(slot.get_mut(), value),
                Entry::Vacant(slot) => {
                    slot.insert(value);
                }
            }
        }
        all = into;
    }
    all
}

/// `f` of every item, in order, worked out on `threads` threads.
fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> Result<R, String> + Sync,
) -> Result<Vec<R>, String> {
    let parts = shared_out(items, threads, |some| some.iter().map(&f).collect::<Result<Vec<R>, String>>())?;
    Ok(parts.into_iter().flatten().collect())
}

/// `f` of `items` cut in up to `threads` runs of neighbours, each on a thread of its own, in
/// order; the first error if any. Few items stay on this thread.
fn shared_out<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&[T]) -> Result<R, String> + Sync,
) -> Result<Vec<R>, String> {
    if threads <= 1 || items.len() < 2 * threads {
        return Ok(vec![f(items)?]);
    }
    let size = items.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = items.chunks(size).map(|some| scope.spawn(|| f(some))).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a perft thread failed".to_string()))).collect()
    })
}

/// A game of the suite as perft sees it: one seat moves at a time, so a step is that seat's
/// move. States are told apart by their position hash.
pub struct Sequential<G: Game>(pub G);

/// A suite game's state with its position hash, which equality and hashing go by.
#[derive(Clone)]
pub struct Hashed<G>(G, u64);

impl<G> PartialEq for Hashed<G> {
    fn eq(&self, other: &Hashed<G>) -> bool {
        self.1 == other.1
    }
}

impl<G> Eq for Hashed<G> {}

impl<G> Hash for Hashed<G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.1.hash(state);
    }
}

impl<G: Game> PerftGame for Sequential<G> {
    type State = Hashed<G>;

    fn roles(&self) -> usize {
        self.0.seats()
    }

    fn start(&self) -> Hashed<G> {
        Hashed(self.0.clone(), self.0.position_hash())
    }

    /// A win scores 100, a draw (no single winner) 50, a loss 0.
    fn ended(&self, state: &Hashed<G>) -> Result<Option<Vec<u32>>, String> {
        Ok(state.0.outcome().map(|outcome| {
            (0..state.0.seats())
                .map(|i| match outcome.winner() {
                    Some(w) if w.index() == i => 100,
                    Some(_) => 0,
                    None => 50,
                })
                .collect()
        }))
    }

    fn successors(&self, state: &Hashed<G>) -> Result<Vec<Hashed<G>>, String> {
        let mut moves = Vec::new();
        state.0.legal_moves(&mut moves);
        Ok(moves
            .into_iter()
            .map(|m| {
                let mut after = state.0.clone();
                after.apply(m);
                let hash = after.position_hash();
                Hashed(after, hash)
            })
            .collect())
    }

    fn joint_moves(&self, state: &Hashed<G>) -> Result<u128, String> {
        let mut moves = Vec::new();
        state.0.legal_moves(&mut moves);
        Ok(moves.len() as u128)
    }
}
