//! A match's description on the suite's engine, spoken in the match's own spelling: what the
//! player and the manager both need to read moves from messages and write them back.

use crate::names::Names;
use crate::sexp::{self, Sexp};
use stratagem_ai::htn::Term;
use stratagem_gdl::players::all_legal;
use stratagem_gdl::{Engine, EngineState, Kind, Machine};

/// A description ready to play, with its symbols' two spellings.
pub struct MatchRules {
    pub engine: Engine,
    pub names: Names,
    /// The roles as the messages name them, in order.
    pub roles: Vec<String>,
}

impl MatchRules {
    /// The engine for a description given as its list of rules (a START's third argument).
    pub fn new(rules: &[Sexp]) -> Result<MatchRules, String> {
        let names = Names::of(rules);
        let engine = Engine::parse_with("the match's description", &names.rules_for_engine(rules), Kind::Best)
            .map_err(|e| e.to_string())?;
        let roles = engine.role_names().iter().map(|r| names.wire(r).to_string()).collect();
        Ok(MatchRules { engine, names, roles })
    }

    /// The engine for a description's text (a `.kif` file).
    pub fn from_text(text: &str) -> Result<(MatchRules, Vec<Sexp>), String> {
        let rules = sexp::read_all(text)?;
        Ok((MatchRules::new(&rules)?, rules))
    }

    pub fn role_index(&self, wire: &str) -> Option<usize> {
        self.roles.iter().position(|r| r == wire)
    }

    /// A move as the match writes it.
    pub fn move_sexp(&self, mv: &u32) -> Sexp {
        self.to_wire(&self.engine.move_term(mv))
    }

    /// A term of the engine as the match writes it.
    fn to_wire(&self, term: &Term) -> Sexp {
        term_sexp(term).renamed(&|s| self.names.wire(s).to_string())
    }

    /// The facts of a state as the match writes them.
    pub fn facts(&self, state: &EngineState) -> Vec<Sexp> {
        self.engine.facts(state).iter().map(|t| self.to_wire(t)).collect()
    }

    /// Role `role`'s legal move that `wire` writes, or `None` if it writes none of them.
    pub fn find_move(&self, state: &EngineState, role: usize, wire: &Sexp) -> Result<Option<u32>, String> {
        let Some(wanted) = self.names.to_engine(wire).map(Sexp::simplified) else { return Ok(None) };
        let legal = self.engine.legal(state, role)?;
        Ok(legal.into_iter().find(|mv| term_sexp(&self.engine.move_term(mv)).simplified() == wanted))
    }

    /// The state after a joint move as the match writes it (one move per role, in role order);
    /// an error names the first move that is not legal.
    pub fn step(&self, state: &EngineState, joint: &[Sexp]) -> Result<EngineState, String> {
        self.engine.next(state, &self.joint_moves(state, joint)?)
    }

    /// A joint move as the match writes it, as the engine's moves; an error names the first
    /// move that is not legal.
    pub fn joint_moves(&self, state: &EngineState, joint: &[Sexp]) -> Result<Vec<u32>, String> {
        if joint.len() != self.roles.len() {
            return Err(format!("{} moves for {} roles", joint.len(), self.roles.len()));
        }
        let mut moves = Vec::with_capacity(joint.len());
        for (role, wire) in joint.iter().enumerate() {
            let mv = self.find_move(state, role, wire)?;
            moves.push(mv.ok_or_else(|| format!("{wire} is not a legal move of {}", self.roles[role]))?);
        }
        Ok(moves)
    }

    /// Every role's legal moves (a role with none is the description's error).
    pub fn legal(&self, state: &EngineState) -> Result<Vec<Vec<u32>>, String> {
        all_legal(&self.engine, state)
    }
}

/// A term as an expression, with the names the GDL reader gave built-ins' namesakes (`true#`)
/// given back.
fn term_sexp(term: &Term) -> Sexp {
    match term {
        Term::Atom(s) => Sexp::Sym(s.name().trim_end_matches('#').to_string()),
        Term::Compound(s, args) => {
            let mut items = vec![Sexp::Sym(s.name().trim_end_matches('#').to_string())];
            items.extend(args.iter().map(term_sexp));
            Sexp::List(items)
        }
        other => Sexp::Sym(other.to_string()),
    }
}
