//! The engine callers use: the compiled one when grounding succeeds, the resolver otherwise,
//! behind one `Machine`, so players and perft need not care which runs a description.

use super::compiled::{Bits, CompileError, Compiled};
use super::machine::{self, Machine};
use super::{Facts, Gdl};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{PoisonError, RwLock};
use stratagem_ai::htn::Term;
use stratagem_core::assets::{LoadError, read_text};

/// Which engine runs a description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The compiled engine if the description grounds, else the resolver.
    Best,
    Compiled,
    Resolver,
}

/// A description made ready to play by the fastest engine that accepts it.
#[allow(clippy::large_enum_variant, reason = "one per loaded description, never in bulk")]
pub enum Engine {
    Compiled(Compiled),
    /// The resolver, with its moves numbered as they are met so a move is a small number
    /// whichever engine runs.
    Resolver(Gdl, RwLock<(Vec<Term>, HashMap<String, u32>)>),
}

/// A state of either engine.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum EngineState {
    Compiled(Bits),
    Resolver(Facts),
}

impl Engine {
    /// Reads and checks a description file.
    pub fn load(path: &Path) -> Result<Engine, LoadError> {
        Engine::load_with(path, Kind::Best)
    }

    /// Reads a description file for the engine `kind`.
    pub fn load_with(path: &Path, kind: Kind) -> Result<Engine, LoadError> {
        let text = read_text(path)?;
        Engine::parse_with(&path.display().to_string(), &text, kind)
    }

    /// Checks a description's text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Engine, LoadError> {
        Engine::parse_with(file, text, Kind::Best)
    }

    /// Checks a description's text for the engine `kind`. GDL's restrictions are checked
    /// whichever engine is asked for.
    pub fn parse_with(file: &str, text: &str, kind: Kind) -> Result<Engine, LoadError> {
        let resolver = || Ok(Engine::Resolver(Gdl::parse(file, text)?, RwLock::default()));
        if kind == Kind::Resolver {
            // Grounding would only spend its budget on a compiled engine no one asked for.
            Compiled::check_restrictions(file, text)?;
            return resolver();
        }
        match (Compiled::parse(file, text), kind) {
            (Err(CompileError::Invalid(e)), _) => Err(e),
            (Err(CompileError::Beyond(e)), Kind::Compiled) => Err(e),
            (Err(CompileError::Beyond(_)), _) => resolver(),
            (Ok(c), _) => Ok(Engine::Compiled(c)),
        }
    }

    /// The clean-ups made to accept the description (GGP-Base's, see [`super::kif`]), one line
    /// each naming the file and where: for callers to show as warnings.
    pub fn warnings(&self) -> &[String] {
        match self {
            Engine::Compiled(c) => c.warnings(),
            Engine::Resolver(g, _) => g.warnings(),
        }
    }

    /// Which engine runs the description: "compiled" or "resolver".
    pub fn kind(&self) -> &'static str {
        match self {
            Engine::Compiled(_) => "compiled",
            Engine::Resolver(..) => "resolver",
        }
    }
}

/// A state of the other engine is an error, not a panic.
fn wrong() -> String {
    "a state of another engine".into()
}

impl Machine for Engine {
    type State = EngineState;
    type Move = u32;

    fn playout(
        &self,
        state: &EngineState,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => c.playout(s, steps, pick),
            (Engine::Resolver(g, _), EngineState::Resolver(s)) => g.playout(s, steps, pick),
            _ => Err(wrong()),
        }
    }

    fn role_names(&self) -> Vec<String> {
        match self {
            Engine::Compiled(c) => c.role_names(),
            Engine::Resolver(g, _) => g.role_names(),
        }
    }

    fn initial(&self) -> EngineState {
        match self {
            Engine::Compiled(c) => EngineState::Compiled(c.initial()),
            Engine::Resolver(g, _) => EngineState::Resolver(Machine::initial(g)),
        }
    }

    fn is_terminal(&self, state: &EngineState) -> Result<bool, String> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => c.is_terminal(s),
            (Engine::Resolver(g, _), EngineState::Resolver(s)) => g.is_terminal(s),
            _ => Err(wrong()),
        }
    }

    fn legal(&self, state: &EngineState, role: usize) -> Result<Vec<u32>, String> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => c.legal(s, role),
            (Engine::Resolver(g, table), EngineState::Resolver(s)) => {
                let moves = g.legal(s, role)?;
                let mut t = table.write().unwrap_or_else(PoisonError::into_inner);
                Ok(moves
                    .into_iter()
                    .map(|m| {
                        let next = t.0.len() as u32;
                        let id = *t.1.entry(m.to_string()).or_insert(next);
                        if id == next {
                            t.0.push(m);
                        }
                        id
                    })
                    .collect())
            }
            _ => Err(wrong()),
        }
    }

    fn next(&self, state: &EngineState, joint: &[u32]) -> Result<EngineState, String> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => c.next(s, joint).map(EngineState::Compiled),
            (Engine::Resolver(g, table), EngineState::Resolver(s)) => {
                let terms: Vec<Term> = {
                    let t = table.read().unwrap_or_else(PoisonError::into_inner);
                    joint
                        .iter()
                        .map(|&m| t.0.get(m as usize).cloned().ok_or_else(|| format!("no move {m}")))
                        .collect::<Result<_, _>>()?
                };
                g.next(s, &terms).map(EngineState::Resolver)
            }
            _ => Err(wrong()),
        }
    }

    fn successors(&self, state: &EngineState, per_role: &[Vec<u32>]) -> Result<Vec<EngineState>, String> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => {
                Ok(c.successors(s, per_role)?.into_iter().map(EngineState::Compiled).collect())
            }
            _ => machine::each_successor(self, state, per_role),
        }
    }

    fn goals(&self, state: &EngineState) -> Result<Vec<u32>, String> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => c.goals(s),
            (Engine::Resolver(g, _), EngineState::Resolver(s)) => g.goals(s),
            _ => Err(wrong()),
        }
    }

    fn move_term(&self, mv: &u32) -> Term {
        match self {
            Engine::Compiled(c) => c.move_term(mv),
            Engine::Resolver(_, table) => {
                let t = table.read().unwrap_or_else(PoisonError::into_inner);
                t.0.get(*mv as usize).cloned().unwrap_or_else(|| Term::atom("noop"))
            }
        }
    }

    fn facts(&self, state: &EngineState) -> Vec<Term> {
        match (self, state) {
            (Engine::Compiled(c), EngineState::Compiled(s)) => c.facts(s),
            (Engine::Resolver(g, _), EngineState::Resolver(s)) => g.facts(s),
            _ => Vec::new(),
        }
    }
}
