//! The engine callers use: the compiled one when grounding succeeds, the resolver otherwise,
//! behind one `Machine`, so players and perft need not care which runs a description.

use super::{Facts, Gdl, Machine};
use crate::ai::htn::Term;
use crate::core::assets::{LoadError, read_text};
use std::path::Path;

/// A description made ready to play by the fastest engine that accepts it.
pub struct Engine {
    gdl: Gdl,
}

impl Engine {
    /// Reads and checks a description file.
    pub fn load(path: &Path) -> Result<Engine, LoadError> {
        let text = read_text(path)?;
        Engine::parse(&path.display().to_string(), &text)
    }

    /// Checks a description's text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Engine, LoadError> {
        Ok(Engine { gdl: Gdl::parse(file, text)? })
    }
}

impl Machine for Engine {
    type State = Facts;
    type Move = Term;

    fn role_names(&self) -> Vec<String> {
        self.gdl.role_names()
    }

    fn initial(&self) -> Facts {
        Machine::initial(&self.gdl)
    }

    fn is_terminal(&self, state: &Facts) -> Result<bool, String> {
        self.gdl.is_terminal(state)
    }

    fn legal(&self, state: &Facts, role: usize) -> Result<Vec<Term>, String> {
        self.gdl.legal(state, role)
    }

    fn next(&self, state: &Facts, joint: &[Term]) -> Result<Facts, String> {
        self.gdl.next(state, joint)
    }

    fn goals(&self, state: &Facts) -> Result<Vec<u32>, String> {
        self.gdl.goals(state)
    }

    fn move_term(&self, mv: &Term) -> Term {
        mv.clone()
    }

    fn facts(&self, state: &Facts) -> Vec<Term> {
        state.terms().to_vec()
    }
}
