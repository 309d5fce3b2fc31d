//! General game playing: games written in GDL (KIF syntax), run on the HTN planner's resolver
//! so both languages share one logic core. A state is the set of true facts; every role moves
//! at every step, so a step is a joint move.

mod body;
pub mod compiled;
mod demand;
mod endless;
mod engine;
pub mod ground;
pub mod kif;
pub mod machine;
mod network;
mod order;
mod parts;
mod perft;
pub mod players;
mod seen;

pub use endless::repeated_state;
pub use engine::{Engine, EngineState, Kind};
pub use machine::Machine;
pub use perft::{MADE, PerftGame, PerftLine, Sequential, perft, perft_making};

use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::Arc;
use stratagem_ai::htn::resolver::{Flow, Goals, Solver};
use stratagem_ai::htn::{Budget, State, Sym, Term};
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
        let mut clauses = parsed.clauses;
        order::recursion_last(&mut clauses);
        let mut rules = State::default();
        for clause in clauses {
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
