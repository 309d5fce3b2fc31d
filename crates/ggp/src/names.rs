//! The two spellings of a description's symbols: as the match's messages write them
//! (case-sensitive, perhaps scrambled) and as the engine knows them (the GDL reader folds case).
//! A symbol keeps its lower-case spelling unless another symbol folds to the same, in which case
//! it gets a fresh one; GDL's own words are the engine's whatever their case.

use crate::sexp::Sexp;
use std::collections::{HashMap, HashSet};

/// GDL's words, which the engine reads by name.
const KEYWORDS: &[&str] = &[
    "role", "init", "true", "does", "legal", "next", "terminal", "goal", "distinct", "not", "or", "<=", "base", "input",
];

/// The GDL reader's word characters.
fn symbol_char(c: char) -> bool {
    c.is_alphanumeric() || "!$%&*+-./<=>?@_~".contains(c)
}

/// The renaming of one description's symbols, both ways.
#[derive(Clone, Debug, Default)]
pub struct Names {
    to_engine: HashMap<String, String>,
    to_wire: HashMap<String, String>,
}

impl Names {
    /// The renaming of every symbol of `rules`.
    pub fn of(rules: &[Sexp]) -> Names {
        let mut spellings: Vec<&str> = rules.iter().flat_map(Sexp::symbols).collect();
        spellings.sort_unstable();
        spellings.dedup();
        let mut taken: HashSet<String> = HashSet::new();
        let mut names = Names::default();
        // Symbols already in lower case keep their spelling first, so a description that needs
        // no renaming (nearly all) reads in the engine's messages as it was written.
        spellings.sort_by_key(|s| (s.to_lowercase() != *s, *s));
        for wire in spellings {
            // Characters the GDL reader has no use for (`#`, quotes) become `_`.
            let lower: String = wire.to_lowercase().chars().map(|c| if symbol_char(c) { c } else { '_' }).collect();
            let engine = if KEYWORDS.contains(&lower.as_str()) || taken.insert(lower.clone()) {
                lower
            } else {
                let fresh = (1u32..).map(|n| format!("{lower}~{n}")).find(|f| !taken.contains(f)).unwrap_or(lower);
                taken.insert(fresh.clone());
                fresh
            };
            names.to_wire.entry(engine.clone()).or_insert_with(|| wire.to_string());
            names.to_engine.insert(wire.to_string(), engine);
        }
        names
    }

    /// A symbol's engine spelling, `None` for a symbol the description does not have.
    pub fn engine(&self, wire: &str) -> Option<&str> {
        self.to_engine.get(wire).map(String::as_str)
    }

    /// A symbol's spelling in messages (an engine word the description lacks stays as it is).
    pub fn wire<'a>(&'a self, engine: &'a str) -> &'a str {
        self.to_wire.get(engine).map_or(engine, String::as_str)
    }

    /// The expression in the engine's spelling, or `None` if it has a symbol the description
    /// does not (so it cannot be a legal move).
    pub fn to_engine(&self, wire: &Sexp) -> Option<Sexp> {
        let unknown = wire.symbols().iter().any(|s| self.engine(s).is_none());
        (!unknown).then(|| wire.renamed(&|s| self.engine(s).unwrap_or(s).to_string()))
    }

    /// The rules in the engine's spelling.
    pub fn rules_for_engine(&self, rules: &[Sexp]) -> String {
        let rename = |s: &str| self.engine(s).unwrap_or(s).to_string();
        rules.iter().map(|r| r.renamed(&rename).to_string()).collect::<Vec<_>>().join("\n")
    }
}
