//! General game playing: games written in GDL (KIF syntax), run on the HTN planner's resolver
//! so both languages share one logic core. A state is the set of true facts; every role moves
//! at every step, so a step is a joint move.

pub mod compiled;
mod endless;
mod engine;
pub mod ground;
pub mod kif;
pub mod machine;
mod network;
pub mod players;
mod seen;

pub use endless::repeated_state;
pub use engine::{Engine, EngineState, Kind};
pub use machine::Machine;

use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::Arc;
use stratagem_ai::htn::resolver::{Flow, Goals, Solver};
use stratagem_ai::htn::{Budget, State, Sym, Term};
use stratagem_core::Game;
use stratagem_core::assets::{LoadError, read_text};

/// The facts true in a state, sorted by their text and each once, so equal states are equal
/// values whatever order the rules derived them in.
#[derive(Clone, Debug)]
pub struct Facts {
    terms: Arc<[Term]>,
    key: Arc<str>,
}

impl Facts {
    fn new(mut terms: Vec<(String, Term)>) -> Facts {
        terms.sort_by(|a, b| a.0.cmp(&b.0));
        terms.dedup_by(|a, b| a.0 == b.0);
        let key = terms.iter().map(|(text, _)| text.as_str()).collect::<Vec<_>>().join(" ");
        Facts { terms: terms.into_iter().map(|(_, t)| t).collect(), key: Arc::from(key) }
    }

    pub fn terms(&self) -> &[Term] {
        &self.terms
    }
}

impl PartialEq for Facts {
    fn eq(&self, other: &Facts) -> bool {
        self.key == other.key
    }
}

impl Eq for Facts {}

impl Hash for Facts {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

/// A state with more joint moves than this is an error: many roles with many moves each
/// would otherwise fill the memory.
pub const MAX_JOINT_MOVES: usize = 1 << 20;

/// The relation names the engine asks about, as the resolver knows them.
struct Names {
    role: Sym,
    init: Sym,
    truth: Sym,
    does: Sym,
    legal: Sym,
    next: Sym,
    terminal: Sym,
    goal: Sym,
}

/// A loaded description: its rules, roles and initial state.
pub struct Gdl {
    file: String,
    rules: State,
    names: Names,
    roles: Vec<Term>,
    init: Facts,
    /// The work one query may do: rules that loop or explode stop with an error.
    pub budget: Budget,
    /// The clean-ups made to accept the description, one line each.
    warnings: Vec<String>,
}

impl Gdl {
    /// Reads and checks a description file.
    pub fn load(path: &Path) -> Result<Gdl, LoadError> {
        let text = read_text(path)?;
        Gdl::parse(&path.display().to_string(), &text)
    }

    /// Checks a description's text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Gdl, LoadError> {
        let fail = |problem: String| LoadError { file: file.into(), problem: problem.into() };
        let parsed = kif::parse(file, text).map_err(|(p, l, c)| fail(format!("{p} ({l}:{c})")))?;
        let mut rules = State::default();
        for clause in parsed.clauses {
            rules.push(clause);
        }
        let names = Names {
            role: kif::relation("role"),
            init: kif::relation("init"),
            truth: kif::relation("true"),
            does: kif::relation("does"),
            legal: kif::relation("legal"),
            next: kif::relation("next"),
            terminal: kif::relation("terminal"),
            goal: kif::relation("goal"),
        };
        let mut gdl = Gdl {
            file: file.into(),
            rules,
            names,
            roles: Vec::new(),
            init: Facts::new(Vec::new()),
            budget: Budget::default(),
            warnings: kif::warning_lines(file, &parsed.warnings),
        };
        let roles = gdl.ask(&gdl.rules, Term::Compound(gdl.names.role, Arc::from([Term::Var(0)])))?;
        for role in roles.iter().map(|r| r.args()[0].clone()) {
            if !gdl.roles.contains(&role) {
                gdl.roles.push(role);
            }
        }
        if gdl.roles.is_empty() {
            return Err(fail("no roles: the description needs (role name) facts".into()));
        }
        let init = gdl.ask(&gdl.rules, Term::Compound(gdl.names.init, Arc::from([Term::Var(0)])))?;
        gdl.init = Facts::new(init.iter().map(|t| (t.args()[0].to_string(), t.args()[0].clone())).collect());
        Ok(gdl)
    }

    /// The clean-ups made to accept the description (see [`kif`]), one line each.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// The roles, in the order of their `role` facts.
    pub fn roles(&self) -> &[Term] {
        &self.roles
    }

    pub fn initial(&self) -> &Facts {
        &self.init
    }

    /// Every answer to `goal` (its variables numbered from 0), as `goal` resolved, in the order
    /// found, repeats kept (callers that mind sort them out). Running out of budget is an
    /// error naming the goal.
    fn ask(&self, db: &State, goal: Term) -> Result<Vec<Term>, LoadError> {
        let mut solver = Solver::new(self.budget);
        solver.fresh(goal.var_count());
        let cut = solver.fresh_cut();
        let goals = Goals::prepend_terms(std::slice::from_ref(&goal), 0, cut, &None, &Goals::Nil);
        let mut found: Vec<Term> = Vec::new();
        let mut ungrounded = None;
        let flow = solver.solve(db, &goals, &mut |s| {
            let answer = s.resolve(&goal);
            if !answer.is_ground() {
                ungrounded = Some(answer);
                return Flow::Stop;
            }
            found.push(answer);
            Flow::Continue
        });
        if flow == Flow::Abort {
            let why = solver.error.unwrap_or_else(|| "the query failed".into());
            return Err(LoadError { file: self.file.clone(), problem: why.into() });
        }
        if let Some(answer) = ungrounded {
            return Err(LoadError {
                file: self.file.clone(),
                problem: format!("{} has a variable", answer.brief(300)).into(),
            });
        }
        Ok(found)
    }

    /// The rules with `facts` true: what every question about one state is asked against.
    pub fn at(&self, facts: &Facts) -> Position<'_> {
        let mut db = self.rules.clone();
        for fact in facts.terms() {
            db.add_fact(Term::Compound(self.names.truth, Arc::from([fact.clone()])));
        }
        Position { gdl: self, db }
    }
}

/// A state made ready for questions.
pub struct Position<'g> {
    gdl: &'g Gdl,
    db: State,
}

impl Position<'_> {
    pub fn terminal(&self) -> Result<bool, LoadError> {
        Ok(!self.gdl.ask(&self.db, Term::Atom(self.gdl.names.terminal))?.is_empty())
    }

    /// Role `role`'s legal moves, sorted by their text.
    pub fn legal(&self, role: usize) -> Result<Vec<Term>, LoadError> {
        let Some(who) = self.gdl.roles.get(role) else { return Ok(Vec::new()) };
        let goal = Term::Compound(self.gdl.names.legal, Arc::from([who.clone(), Term::Var(0)]));
        let mut moves: Vec<(String, Term)> = self
            .gdl
            .ask(&self.db, goal)?
            .into_iter()
            .map(|t| {
                let m = t.args()[1].clone();
                (m.to_string(), m)
            })
            .collect();
        moves.sort_by(|a, b| a.0.cmp(&b.0));
        moves.dedup_by(|a, b| a.0 == b.0);
        Ok(moves.into_iter().map(|(_, m)| m).collect())
    }

    /// Every joint move: one legal move per role, in role order.
    pub fn joint_moves(&self) -> Result<Vec<Vec<Term>>, LoadError> {
        let mut joint: Vec<Vec<Term>> = vec![Vec::new()];
        for role in 0..self.gdl.roles.len() {
            let moves = self.legal(role)?;
            if joint.len().saturating_mul(moves.len()) > MAX_JOINT_MOVES {
                let problem = format!("more than {MAX_JOINT_MOVES} joint moves in one state");
                return Err(LoadError { file: self.gdl.file.clone(), problem: problem.into() });
            }
            joint = joint
                .iter()
                .flat_map(|before| {
                    moves.iter().map(move |m| before.iter().cloned().chain(std::iter::once(m.clone())).collect())
                })
                .collect();
        }
        Ok(joint)
    }

    /// The state after the joint move `moves` (one per role, in role order).
    pub fn next(&self, moves: &[Term]) -> Result<Facts, LoadError> {
        let mut db = self.db.clone();
        for (role, mv) in self.gdl.roles.iter().zip(moves) {
            db.add_fact(Term::Compound(self.gdl.names.does, Arc::from([role.clone(), mv.clone()])));
        }
        let found = self.gdl.ask(&db, Term::Compound(self.gdl.names.next, Arc::from([Term::Var(0)])))?;
        Ok(Facts::new(found.iter().map(|t| (t.args()[0].to_string(), t.args()[0].clone())).collect()))
    }

    /// Each role's goal value (0 to 100), in role order. A role with no goal, several, or one
    /// that is not a number from 0 to 100 is an error.
    pub fn goals(&self) -> Result<Vec<u32>, LoadError> {
        let fail = |problem: String| LoadError { file: self.gdl.file.clone(), problem: problem.into() };
        let mut values = Vec::new();
        for who in &self.gdl.roles {
            let goal = Term::Compound(self.gdl.names.goal, Arc::from([who.clone(), Term::Var(0)]));
            let mut found = Vec::new();
            for answer in self.gdl.ask(&self.db, goal)? {
                if !found.contains(&answer) {
                    found.push(answer);
                }
            }
            let value = match found.as_slice() {
                [one] => one.args()[1].to_string(),
                [] => return Err(fail(format!("role {who} has no goal here"))),
                _ => return Err(fail(format!("role {who} has {} goals here", found.len()))),
            };
            match value.parse::<u32>() {
                Ok(v) if v <= 100 => values.push(v),
                _ => return Err(fail(format!("role {who}'s goal {value} is not a number from 0 to 100"))),
            }
        }
        Ok(values)
    }
}

/// One depth of a perft count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftLine {
    pub depth: usize,
    /// Joint-move sequences of this length that pass through no terminal state before the end.
    pub paths: u128,
    /// The distinct states they reach.
    pub states: usize,
    /// The paths that end in a terminal state.
    pub terminal: u128,
    /// Each role's goal summed over those terminal ends.
    pub goals: Vec<u128>,
    /// A path to this depth that does not end here passes more states than all depths so far
    /// have met, none terminal, so it passes one twice: the game can run forever.
    pub repeats: bool,
}

impl std::fmt::Display for PerftLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
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

/// What perft needs of a game: its roles, start, joint moves, successors, end and goals.
pub trait PerftGame {
    type State: Clone + Eq + Hash;
    fn roles(&self) -> usize;
    fn start(&self) -> Self::State;
    /// Each role's goal if the state is terminal, else `None`.
    fn ended(&self, state: &Self::State) -> Result<Option<Vec<u32>>, String>;
    /// The states the joint moves lead to, one per joint move (repeats kept).
    fn successors(&self, state: &Self::State) -> Result<Vec<Self::State>, String>;
}

impl Machine for Gdl {
    type State = Facts;
    type Move = Term;

    fn role_names(&self) -> Vec<String> {
        self.roles.iter().map(Term::to_string).collect()
    }

    fn initial(&self) -> Facts {
        self.init.clone()
    }

    fn is_terminal(&self, state: &Facts) -> Result<bool, String> {
        self.at(state).terminal().map_err(|e| e.to_string())
    }

    fn legal(&self, state: &Facts, role: usize) -> Result<Vec<Term>, String> {
        self.at(state).legal(role).map_err(|e| e.to_string())
    }

    fn next(&self, state: &Facts, joint: &[Term]) -> Result<Facts, String> {
        self.at(state).next(joint).map_err(|e| e.to_string())
    }

    fn goals(&self, state: &Facts) -> Result<Vec<u32>, String> {
        self.at(state).goals().map_err(|e| e.to_string())
    }

    fn move_term(&self, mv: &Term) -> Term {
        mv.clone()
    }

    fn facts(&self, state: &Facts) -> Vec<Term> {
        state.terms().to_vec()
    }
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
        let mut out = Vec::new();
        let mut joint: Vec<M::Move> = Vec::with_capacity(per_role.len());
        successors_into(self, state, &per_role, &mut joint, &mut out)?;
        Ok(out)
    }
}

/// Every joint move's successor, roles' moves taken in order, into `out`.
fn successors_into<M: Machine>(
    machine: &M,
    state: &M::State,
    per_role: &[Vec<M::Move>],
    joint: &mut Vec<M::Move>,
    out: &mut Vec<M::State>,
) -> Result<(), String> {
    let Some(moves) = per_role.get(joint.len()) else {
        out.push(machine.next(state, joint)?);
        return Ok(());
    };
    for mv in moves {
        joint.push(mv.clone());
        successors_into(machine, state, per_role, joint, out)?;
        joint.pop();
    }
    Ok(())
}

/// Counts depths 1 to `depth` by dynamic programming over distinct states: each depth keeps
/// every state reached with how many paths reach it, so transpositions are expanded once.
/// Terminal states are counted and not expanded. `line` gets each depth as it is done; the
/// first depth with no paths is the last (every deeper one would be empty too).
pub fn perft<G: PerftGame>(game: &G, depth: usize, mut line: impl FnMut(&PerftLine)) -> Result<(), String> {
    let mut level: HashMap<G::State, (u128, bool)> = HashMap::new();
    let start = game.start();
    let start_ended = game.ended(&start)?.is_some();
    // Every non-terminal state met at any depth: a path longer than there are of them repeats one.
    let mut unended: HashSet<G::State> = HashSet::new();
    if !start_ended {
        unended.insert(start.clone());
    }
    level.insert(start, (1, start_ended));
    for d in 1..=depth {
        let mut next: HashMap<G::State, (u128, bool)> = HashMap::new();
        for (state, &(paths, ended)) in &level {
            if ended {
                continue;
            }
            for after in game.successors(state)? {
                let slot = &mut next.entry(after).or_insert((0, false)).0;
                *slot = slot.saturating_add(paths);
            }
        }
        let mut counts = PerftLine {
            depth: d,
            paths: 0,
            states: next.len(),
            terminal: 0,
            goals: vec![0; game.roles()],
            repeats: false,
        };
        let mut goes_on = false;
        for (state, (paths, ended)) in next.iter_mut() {
            counts.paths = counts.paths.saturating_add(*paths);
            if let Some(goals) = game.ended(state)? {
                *ended = true;
                counts.terminal = counts.terminal.saturating_add(*paths);
                for (sum, g) in counts.goals.iter_mut().zip(goals) {
                    *sum = sum.saturating_add(paths.saturating_mul(u128::from(g)));
                }
            } else {
                goes_on = true;
                unended.insert(state.clone());
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
}
