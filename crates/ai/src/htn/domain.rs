//! A loaded HTN domain: the facts and axioms (the starting state), the methods and the
//! operators, sorted out of the parsed clauses.

use super::parser::{Clause, ParseError, parse_clauses};
use super::term::{Sym, Term};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::path::Path;
use std::sync::Arc;
use stratagem_core::assets::read_text;

/// Where a goal was written, `file:line` interned, for its errors; `None` for a typed query.
/// Every frame of a search carries one, so it is copied rather than counted.
pub type Place = Option<Sym>;

/// How much of a term an error message prints.
const TERM_TEXT: usize = 300;

/// A predicate's name and arity.
pub type Key = (Sym, usize);

/// A fact or rule as the resolver reads it: made once when the clause is stored, so each call
/// finds ready what it would otherwise work out again.
#[derive(Debug)]
pub struct Rule {
    pub head: Term,
    /// Shared with each call's goals rather than copied into them.
    pub body: Arc<[Term]>,
    /// How many variables a call needs, numbered from 0.
    pub vars: u32,
    pub has_body: bool,
    /// `file:line`, where errors in the body point; `None` for facts made while planning.
    pub place: Place,
    /// What each of the first `KEYED` arguments of a goal must be for the head to match, where
    /// that can be told at a glance: calls pass over the clauses these rule out (first-argument
    /// indexing, widened to a few arguments).
    pub keys: [Option<ArgKey>; KEYED],
}

/// How many leading arguments are keyed.
pub const KEYED: usize = 4;

/// A first argument's constant, or its compound term's name and arity. Variables have none,
/// and neither have floats, whose equality has corners best left to unification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKey {
    Atom(Sym),
    Int(i64),
    Str(Sym),
    Compound(Sym, usize),
}

impl ArgKey {
    pub fn of(term: &Term) -> Option<ArgKey> {
        match term {
            Term::Atom(s) => Some(ArgKey::Atom(*s)),
            Term::Int(i) => Some(ArgKey::Int(*i)),
            Term::Str(s) => Some(ArgKey::Str(*s)),
            Term::Compound(s, args) => Some(ArgKey::Compound(*s, args.len())),
            Term::Var(_) | Term::Float(_) => None,
        }
    }

    /// The keys of a head's first `KEYED` arguments.
    fn keys_of(head: &Term) -> [Option<ArgKey>; KEYED] {
        let mut keys = [None; KEYED];
        for (key, arg) in keys.iter_mut().zip(head.args()) {
            *key = ArgKey::of(arg);
        }
        keys
    }
}

impl From<Clause> for Rule {
    fn from(clause: Clause) -> Rule {
        Rule {
            vars: clause.var_count(),
            keys: ArgKey::keys_of(&clause.head),
            place: (!clause.file.is_empty()).then(|| Sym::new(&clause.place())),
            head: clause.head,
            body: clause.body.into(),
            has_body: clause.has_body,
        }
    }
}

/// Hashes a predicate's key, two small integers, with one multiplication: every call looks its
/// predicate up, and the default hasher, built to resist chosen keys, costs more than the rest
/// of a failed call. Keys here come from the domain's own names.
#[derive(Clone, Copy, Debug, Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// Facts and axioms, by predicate, in the order they produce answers. Shared between plan
/// branches; a branch that changes a predicate copies only that predicate's list.
#[derive(Clone, Debug, Default)]
pub struct State {
    preds: HashMap<Key, Arc<Vec<Arc<Rule>>>, BuildHasherDefault<KeyHasher>>,
}

impl State {
    pub fn clauses(&self, key: Key) -> Option<&Arc<Vec<Arc<Rule>>>> {
        self.preds.get(&key)
    }

    pub fn push(&mut self, clause: Clause) {
        self.push_rule(Rule::from(clause));
    }

    fn push_rule(&mut self, rule: Rule) {
        let Some(key) = rule.head.functor() else { return };
        Arc::make_mut(self.preds.entry(key).or_default()).push(Arc::new(rule));
    }

    /// Adds a ground fact at the end of its predicate's list.
    pub fn add_fact(&mut self, fact: Term) {
        let keys = ArgKey::keys_of(&fact);
        self.push_rule(Rule { head: fact, body: Arc::from([]), vars: 0, has_body: false, place: None, keys });
    }

    /// Adds the facts and rules written in `text` (a position, say) after the ones already here.
    pub fn add_text(&mut self, file: &str, text: &str) -> Result<(), ParseError> {
        for clause in parse_clauses(file, text)? {
            self.push(clause);
        }
        Ok(())
    }

    /// Every fact, printed and sorted: what the `htn` command shows as the final state.
    pub fn facts(&self) -> Vec<String> {
        let mut facts: Vec<String> = self
            .preds
            .values()
            .flat_map(|list| list.iter())
            .filter(|c| !c.has_body)
            .map(|c| c.head.to_string())
            .collect();
        facts.sort();
        facts
    }

    /// Whether any fact or rule is named `key`.
    pub fn has(&self, key: Key) -> bool {
        self.preds.get(&key).is_some_and(|list| !list.is_empty())
    }

    /// Removes every fact that `matches`; how many went.
    pub fn retain_facts(&mut self, key: Key, mut matches: impl FnMut(&Term) -> bool) -> usize {
        let Some(list) = self.preds.get_mut(&key) else { return 0 };
        let before = list.len();
        if list.iter().any(|c| !c.has_body && matches(&c.head)) {
            Arc::make_mut(list).retain(|c| c.has_body || !matches(&c.head));
        }
        before - list.len()
    }

    /// Removes the first fact equal to `fact`; false if there is none.
    pub fn remove_fact(&mut self, fact: &Term) -> bool {
        let Some(key) = fact.functor() else { return false };
        let Some(list) = self.preds.get_mut(&key) else { return false };
        let Some(i) = list.iter().position(|c| !c.has_body && c.head == *fact) else { return false };
        Arc::make_mut(list).remove(i);
        true
    }
}

/// How a method treats its condition's answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    /// Each answer is a separate alternative.
    Normal,
    /// All answers' subtasks run in sequence; all must succeed.
    AllOf,
    /// Each answer's subtasks are tried; the method fails only if none succeeds.
    AnyOf,
}

#[derive(Clone, Debug)]
pub struct Method {
    pub head: Term,
    pub condition: Vec<Term>,
    pub subtasks: Vec<Term>,
    pub kind: MethodKind,
    pub is_else: bool,
    pub var_names: Vec<Sym>,
    pub line: usize,
    /// `file:line`, where errors in its condition point.
    pub place: Sym,
    /// The comment above the method: what it is for, in the author's words.
    pub doc: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Operator {
    pub head: Term,
    pub delete: Vec<Term>,
    pub add: Vec<Term>,
    pub hidden: bool,
    pub var_names: Vec<Sym>,
}

#[derive(Clone, Debug, Default)]
pub struct Domain {
    pub state: State,
    pub methods: HashMap<Key, Vec<Arc<Method>>>,
    pub operators: HashMap<Key, Arc<Operator>>,
}

impl Domain {
    /// Parses and sorts a domain file's text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Domain, ParseError> {
        let mut domain = Domain::default();
        for clause in parse_clauses(file, text)? {
            domain.add(file, clause)?;
        }
        Ok(domain)
    }

    /// Reads and parses a domain file; the error names the file.
    pub fn load(path: &Path) -> Result<Domain, String> {
        let text = read_text(path).map_err(|e| e.to_string())?;
        Domain::parse(&path.display().to_string(), &text).map_err(|e| e.to_string())
    }

    fn add(&mut self, file: &str, clause: Clause) -> Result<(), ParseError> {
        let error = |message: String| ParseError::syntax(file, clause.line, clause.column, message);
        let key = clause.head.functor().ok_or_else(|| error("a clause needs a name".into()))?;
        let is_method = clause.body.iter().any(|t| t.is_named("if") || t.is_named("do"));
        let is_operator = clause.body.iter().any(|t| t.is_named("del") || t.is_named("add"));
        if is_method {
            let mut method = Method {
                head: clause.head.clone(),
                condition: Vec::new(),
                subtasks: Vec::new(),
                kind: MethodKind::Normal,
                is_else: false,
                var_names: clause.var_names.clone(),
                line: clause.line,
                place: Sym::new(&clause.place()),
                doc: clause.doc.clone(),
            };
            let (mut seen_if, mut seen_do) = (false, false);
            for part in &clause.body {
                match part.functor().map(|(s, n)| (s.name(), n)) {
                    Some((name, 0)) if &*name == "else" => method.is_else = true,
                    Some((name, 0)) if &*name == "allOf" => method.kind = MethodKind::AllOf,
                    Some((name, 0)) if &*name == "anyOf" => method.kind = MethodKind::AnyOf,
                    Some((name, _)) if &*name == "if" && !seen_if => {
                        seen_if = true;
                        method.condition = part.args().to_vec();
                    }
                    Some((name, _)) if &*name == "do" && !seen_do => {
                        seen_do = true;
                        method.subtasks = part.args().to_vec();
                    }
                    _ => {
                        return Err(error(format!(
                            "a method's body holds else, allOf, anyOf, if(...) and do(...), not {}",
                            part.brief(TERM_TEXT)
                        )));
                    }
                }
            }
            if !seen_do {
                return Err(error(format!("method {} has no do(...)", clause.head.brief(TERM_TEXT))));
            }
            self.methods.entry(key).or_default().push(Arc::new(method));
        } else if is_operator {
            if self.operators.contains_key(&key) {
                return Err(error(format!("operator {}/{} is defined twice", key.0.name(), key.1)));
            }
            let mut operator = Operator {
                head: clause.head.clone(),
                delete: Vec::new(),
                add: Vec::new(),
                hidden: false,
                var_names: clause.var_names.clone(),
            };
            for part in &clause.body {
                match part.functor().map(|(s, n)| (s.name(), n)) {
                    Some((name, 0)) if &*name == "hidden" => operator.hidden = true,
                    Some((name, _)) if &*name == "del" => operator.delete.extend(part.args().iter().cloned()),
                    Some((name, _)) if &*name == "add" => operator.add.extend(part.args().iter().cloned()),
                    _ => {
                        return Err(error(format!(
                            "an operator's body holds hidden, del(...) and add(...), not {}",
                            part.brief(TERM_TEXT)
                        )));
                    }
                }
            }
            self.operators.insert(key, Arc::new(operator));
        } else {
            self.state.push(clause);
        }
        Ok(())
    }
}
