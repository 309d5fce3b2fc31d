//! GDL in KIF syntax, read into the HTN resolver's clauses: `(<= head body…)` becomes a rule,
//! anything else a fact. Symbols (numbers too) become lower-case atoms, `?x` variables.
//!
//! The resolver finds its built-ins by name, so relations that share a built-in's name (`true`
//! above all) are renamed; `distinct` becomes `\==`, `not` the resolver's negation as failure
//! and `or` splits a rule into one rule per alternative.
//!
//! Descriptions as servers send them are cleaned as GGP-Base's players clean them, each change
//! with a warning naming its line: `(f)` with no arguments is `f`, a rule with no body a fact,
//! `(not (distinct a b))` makes `a` and `b` one (a rule whose terms cannot be one is dropped),
//! old-style `base` facts (not of one argument) are dropped, and a variable of a rule's head
//! that no positive literal binds is left for its callers to bind (grounding checks they do).

use std::collections::HashMap;
use std::sync::Arc;
use stratagem_ai::htn::parser::Clause;
use stratagem_ai::htn::resolver::is_builtin;
use stratagem_ai::htn::{Sym, Term};

/// Lists nested deeper than this are refused: descriptions are shallow, hostile files are not.
pub const MAX_NESTING: usize = 100;

/// A rule whose `or`s would split it into more rules than this is refused.
const MAX_ALTERNATIVES: usize = 1024;

/// A problem and where: `(line, column)`.
pub type KifError = (String, usize, usize);

/// A clean-up made to accept a description, and where.
pub type Warning = (String, usize, usize);

/// A description read: its clauses and the clean-ups made to accept it.
#[derive(Debug)]
pub struct Parsed {
    pub clauses: Vec<Clause>,
    pub warnings: Vec<Warning>,
}

/// An s-expression with where it starts.
#[derive(Clone, Debug)]
enum Sexp {
    Sym(String, usize, usize),
    List(Vec<Sexp>, usize, usize),
}

impl Sexp {
    fn at(&self) -> (usize, usize) {
        match self {
            Sexp::Sym(_, l, c) | Sexp::List(_, l, c) => (*l, *c),
        }
    }

    fn fail<T>(&self, problem: impl Into<String>) -> Result<T, KifError> {
        let (l, c) = self.at();
        Err((problem.into(), l, c))
    }

    /// The head symbol of a list, or the symbol itself.
    fn name(&self) -> Option<&str> {
        match self {
            Sexp::Sym(s, ..) => Some(s),
            Sexp::List(items, ..) => match items.first() {
                Some(Sexp::Sym(s, ..)) => Some(s),
                _ => None,
            },
        }
    }

    /// A warning about this expression, where it is.
    fn warn(&self, what: impl Into<String>) -> Warning {
        let (l, c) = self.at();
        (what.into(), l, c)
    }

    fn brief(&self) -> String {
        match self {
            Sexp::Sym(s, ..) => s.clone(),
            Sexp::List(items, ..) => {
                let inner: Vec<String> = items.iter().take(4).map(Sexp::brief).collect();
                let more = if items.len() > 4 { " …" } else { "" };
                format!("({}{more})", inner.join(" "))
            }
        }
    }
}

/// Reads the text into top-level s-expressions, without recursion.
fn read(text: &str) -> Result<Vec<Sexp>, KifError> {
    // Open lists with where they started; the bottom one is the file.
    let mut stack: Vec<(Vec<Sexp>, usize, usize)> = vec![(Vec::new(), 0, 0)];
    let (mut line, mut column) = (1, 0);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        column += 1;
        match c {
            '\n' => (line, column) = (line + 1, 0),
            ';' => {
                while chars.peek().is_some_and(|&c| c != '\n') {
                    chars.next();
                }
            }
            '(' => {
                if stack.len() > MAX_NESTING {
                    return Err((format!("nesting deeper than {MAX_NESTING}"), line, column));
                }
                stack.push((Vec::new(), line, column));
            }
            ')' => {
                if stack.len() == 1 {
                    return Err(("')' without its '('".into(), line, column));
                }
                let Some((items, l, c)) = stack.pop() else { break };
                if let Some(top) = stack.last_mut() {
                    top.0.push(Sexp::List(items, l, c));
                }
            }
            c if c.is_whitespace() => {}
            c if is_symbol_char(c) => {
                let (l, col) = (line, column);
                let mut word = c.to_lowercase().to_string();
                while let Some(&next) = chars.peek().filter(|&&n| is_symbol_char(n)) {
                    word.extend(next.to_lowercase());
                    chars.next();
                    column += 1;
                }
                if word == "?" {
                    return Err(("a variable needs a name after '?'".into(), l, col));
                }
                if let Some(top) = stack.last_mut() {
                    top.0.push(Sexp::Sym(word, l, col));
                }
            }
            other => return Err((format!("unexpected character '{}'", other.escape_default()), line, column)),
        }
    }
    if stack.len() > 1 {
        let (_, l, c) = &stack[stack.len() - 1];
        return Err(("'(' never closed".into(), *l, *c));
    }
    Ok(stack.pop().map(|(items, ..)| items).unwrap_or_default())
}

/// KIF's word characters (letters, digits and `!$%&*+-./<=>?@_~`); `#`, quotes and `|` are
/// left out, so renamed relations (which end in `#`) cannot be written.
fn is_symbol_char(c: char) -> bool {
    c.is_alphanumeric() || "!$%&*+-./<=>?@_~".contains(c)
}

/// Words that are GDL's own and cannot be defined by rules.
const RESERVED: &[&str] = &["<=", "true", "does", "not", "distinct", "or"];

/// The warnings as lines naming `file` and where, as errors are.
pub fn warning_lines(file: &str, warnings: &[Warning]) -> Vec<String> {
    warnings.iter().map(|(what, l, c)| format!("{file}: {what} ({l}:{c})")).collect()
}

/// The resolver's name for relation `name`: its own unless a built-in has it.
pub fn relation(name: &str) -> Sym {
    let sym = Sym::new(name);
    if is_builtin(sym) { Sym::new(&format!("{name}#")) } else { sym }
}

/// A clause being translated: its variables by name, and the warnings of its clean-ups.
struct Vars(HashMap<String, u32>, Vec<Warning>);

impl Vars {
    fn of(&mut self, name: &str) -> u32 {
        let next = self.0.len() as u32;
        *self.0.entry(name.to_string()).or_insert(next)
    }
}

/// A term (an argument of a relation or function).
fn term(s: &Sexp, vars: &mut Vars) -> Result<Term, KifError> {
    match s {
        Sexp::Sym(w, ..) if w.starts_with('?') => Ok(Term::Var(vars.of(w))),
        Sexp::Sym(w, ..) => Ok(Term::Atom(Sym::new(w))),
        Sexp::List(items, ..) => match items.split_first() {
            Some((Sexp::Sym(f, ..), args)) if !f.starts_with('?') && !args.is_empty() => {
                let args: Result<Vec<Term>, KifError> = args.iter().map(|a| term(a, vars)).collect();
                Ok(Term::Compound(Sym::new(f), args?.into()))
            }
            Some((Sexp::Sym(f, ..), _)) if !f.starts_with('?') => {
                vars.1.push(s.warn(format!("({f}) with no arguments read as {f}")));
                Ok(Term::Atom(Sym::new(f)))
            }
            _ => s.fail(format!("{} is not a term: a list starts with a function name", s.brief())),
        },
    }
}

/// An atomic sentence: `p` or `(p t…)`, with `p` renamed as [`relation`] says.
fn atom(s: &Sexp, vars: &mut Vars) -> Result<Term, KifError> {
    match s {
        Sexp::Sym(w, ..) if w.starts_with('?') => s.fail(format!("a variable ({w}) cannot be a sentence")),
        Sexp::Sym(w, ..) => Ok(Term::Atom(relation(w))),
        Sexp::List(items, ..) => match items.split_first() {
            Some((Sexp::Sym(r, ..), args)) if !r.starts_with('?') && !args.is_empty() => {
                let args: Result<Vec<Term>, KifError> = args.iter().map(|a| term(a, vars)).collect();
                Ok(Term::Compound(relation(r), args?.into()))
            }
            Some((Sexp::Sym(r, ..), _)) if !r.starts_with('?') => {
                vars.1.push(s.warn(format!("({r}) with no arguments read as {r}")));
                Ok(Term::Atom(relation(r)))
            }
            _ => s.fail(format!("{} is not a sentence: a list starts with a relation name", s.brief())),
        },
    }
}

/// A body goal: positive literals bind variables, tests (`not`, `distinct`) only check them,
/// and `(not (distinct a b))` makes two terms one.
#[derive(Clone)]
struct Goal {
    term: Term,
    positive: bool,
    at: (usize, usize),
    same: Option<(Term, Term)>,
}

/// The body literal `s` as alternatives (more than one only under `or`), each a goal list.
fn literal(s: &Sexp, vars: &mut Vars) -> Result<Vec<Vec<Goal>>, KifError> {
    let at = s.at();
    let items: &[Sexp] = match s {
        Sexp::List(items, ..) => items,
        Sexp::Sym(..) => &[],
    };
    let args = items.get(1..).unwrap_or(&[]);
    let keyword = if let Sexp::List(..) = s { s.name() } else { None };
    match keyword {
        Some("not") => {
            let [inner] = args else { return s.fail("not takes one literal") };
            if let (Sexp::List(items, ..), Some("distinct")) = (inner, inner.name())
                && let [_, a, b] = &items[..]
            {
                vars.1.push(s.warn("(not (distinct a b)) read as a and b being the same term"));
                let same = Some((term(a, vars)?, term(b, vars)?));
                return Ok(vec![vec![Goal { term: Term::atom("true"), positive: false, at, same }]]);
            }
            // Each alternative of the inner literal must fail: not (a or b) is not a, not b.
            let mut goals = Vec::new();
            for alternative in literal(inner, vars)? {
                let terms: Vec<Term> = alternative.into_iter().map(|g| g.term).collect();
                goals.push(Goal { term: Term::compound("not", terms), positive: false, at, same: None });
            }
            Ok(vec![goals])
        }
        Some("distinct") => {
            let [a, b] = args else { return s.fail("distinct takes two terms") };
            let term = Term::compound("\\==", vec![term(a, vars)?, term(b, vars)?]);
            Ok(vec![vec![Goal { term, positive: false, at, same: None }]])
        }
        Some("or") => {
            if args.is_empty() {
                return s.fail("or needs at least one literal");
            }
            let mut all = Vec::new();
            for a in args {
                all.extend(literal(a, vars)?);
                if all.len() > MAX_ALTERNATIVES {
                    return s.fail(format!("more than {MAX_ALTERNATIVES} alternatives"));
                }
            }
            Ok(all)
        }
        Some("<=") => s.fail("a rule cannot be a literal"),
        _ => Ok(vec![vec![Goal { term: atom(s, vars)?, positive: true, at, same: None }]]),
    }
}

/// The variable numbers in a term.
fn var_set(t: &Term) -> Vec<u32> {
    t.subterms().filter_map(|s| if let Term::Var(v) = s { Some(*v) } else { None }).collect()
}

/// A negation whose literals have variables bound nowhere else in the rule (slaughter's
/// `(not (true (cell ?x ?y ?king)))`, "no cell holds the king") as a call of a helper relation
/// `name` of the variables that are bound, whose rule is the literals: the negation then asks
/// whether any instance exists. Gives the new negation and the helper's rule (without its
/// place in the file); `None` when the literals do not bind their own variables (a nested
/// negation or a distinct).
fn none_exists(negation: &Term, known: impl Fn(u32) -> bool, name: &str) -> Option<(Term, Clause)> {
    let Term::Compound(not, literals) = negation else { return None };
    let positive = |t: &Term| !matches!(t, Term::Compound(s, _) if ["not", "\\=="].contains(&&*s.name()));
    if &*not.name() != "not" || !literals.iter().all(positive) {
        return None;
    }
    let mut shared: Vec<u32> = literals.iter().flat_map(var_set).filter(|&v| known(v)).collect();
    shared.sort_unstable();
    shared.dedup();
    let head = match shared.is_empty() {
        true => Term::atom(name),
        false => Term::compound(name, shared.into_iter().map(Term::Var).collect()),
    };
    let call = Term::compound("not", vec![head.clone()]);
    let body = literals.to_vec();
    let clause = Clause {
        head,
        has_body: true,
        body,
        var_names: Vec::new(),
        line: 0,
        column: 0,
        file: Arc::from(""),
        doc: None,
    };
    Some((call, clause))
}

/// Relations the game asks about with unbound arguments: their rules must bind every head
/// variable themselves.
const ASKED: &[&str] = &["role", "init", "next", "legal", "goal", "terminal"];

/// Relations the game asks about for one role at a time: a head variable in the role's place
/// is bound by the question (GGP-Base's test cases have `(<= (legal ?p ?p) …)`).
const ASKED_BY_ROLE: &[&str] = &["legal", "goal"];

/// `t` with the variables `sub` binds replaced, through chains of bindings.
fn substitute(t: &Term, sub: &HashMap<u32, Term>) -> Term {
    match t {
        Term::Var(v) => sub.get(v).map_or_else(|| t.clone(), |u| substitute(u, sub)),
        Term::Compound(f, args) => Term::Compound(*f, args.iter().map(|a| substitute(a, sub)).collect()),
        _ => t.clone(),
    }
}

/// Binds variables in `sub` so that `a` and `b` are one term; false if they cannot be.
fn unify(a: &Term, b: &Term, sub: &mut HashMap<u32, Term>) -> bool {
    let (a, b) = (substitute(a, sub), substitute(b, sub));
    match (&a, &b) {
        (Term::Var(x), Term::Var(y)) if x == y => true,
        (Term::Var(x), other) | (other, Term::Var(x)) => {
            if var_set(other).contains(x) {
                return false;
            }
            sub.insert(*x, other.clone());
            true
        }
        (Term::Compound(f, xs), Term::Compound(g, ys)) => {
            f == g && xs.len() == ys.len() && xs.iter().zip(ys.iter()).all(|(x, y)| unify(x, y, sub))
        }
        _ => a == b,
    }
}

/// One alternative of a rule with its `(not (distinct a b))` goals applied: the two terms made
/// one throughout. `None` if they cannot be one, so the rule never holds.
fn apply_same(head: &Term, goals: Vec<Goal>) -> Option<(Term, Vec<Goal>)> {
    let mut sub = HashMap::new();
    for (a, b) in goals.iter().filter_map(|g| g.same.as_ref()) {
        if !unify(a, b, &mut sub) {
            return None;
        }
    }
    let goals =
        goals.into_iter().filter(|g| g.same.is_none()).map(|g| Goal { term: substitute(&g.term, &sub), ..g }).collect();
    Some((substitute(head, &sub), goals))
}

/// Old-style `base` facts (any not of one argument, as some servers still send): GGP-Base
/// drops them all, since they would be misread as the new kind.
fn drop_old_base(sentences: &mut Vec<Sexp>, warnings: &mut Vec<Warning>) {
    let is_base = |s: &Sexp| matches!(s, Sexp::List(items, ..) if s.name() == Some("base") && items.len() > 1);
    let old = sentences.iter().find(|s| is_base(s) && matches!(s, Sexp::List(items, ..) if items.len() != 2));
    if let Some(first) = old {
        warnings.push(first.warn("old-style base facts (not of one argument) dropped"));
        sentences.retain(|s| !is_base(s));
    }
}

/// Reads a whole description into clauses (facts and rules), in the file's order, each rule
/// body with its positive literals first so that tests see bound variables, with the clean-ups
/// made on the way.
pub fn parse(file: &str, text: &str) -> Result<Parsed, KifError> {
    let file: Arc<str> = Arc::from(file);
    let mut sentences = read(text)?;
    let mut parsed = Parsed { clauses: Vec::new(), warnings: Vec::new() };
    drop_old_base(&mut sentences, &mut parsed.warnings);
    for sentence in &sentences {
        clauses_of(sentence, &file, &mut parsed)?;
    }
    Ok(parsed)
}

/// The clauses of one sentence (one per alternative of its `or`s), onto `parsed`.
fn clauses_of(sentence: &Sexp, file: &Arc<str>, parsed: &mut Parsed) -> Result<(), KifError> {
    let mut vars = Vars(HashMap::new(), Vec::new());
    let (head_s, body_s) = match sentence {
        Sexp::List(items, ..) if sentence.name() == Some("<=") => match items.get(1) {
            Some(head) => (head, &items[2..]),
            None => return sentence.fail("a rule needs a head"),
        },
        _ => (sentence, &[][..]),
    };
    if let Some(name) = head_s.name().filter(|n| RESERVED.contains(n)) {
        return head_s.fail(format!("'{name}' is GDL's own and cannot be defined"));
    }
    if body_s.is_empty() && !std::ptr::eq(head_s, sentence) {
        vars.1.push(sentence.warn("a rule with no body read as a fact"));
    }
    let head = atom(head_s, &mut vars)?;
    let mut alternatives: Vec<Vec<Goal>> = vec![Vec::new()];
    for s in body_s {
        let options = literal(s, &mut vars)?;
        if alternatives.len() * options.len() > MAX_ALTERNATIVES {
            return s.fail(format!("the rule's 'or's give more than {MAX_ALTERNATIVES} alternatives"));
        }
        alternatives = alternatives
            .iter()
            .flat_map(|before| options.iter().map(move |o| before.iter().cloned().chain(o.iter().cloned()).collect()))
            .collect();
    }
    let (line, column) = sentence.at();
    let mut names: Vec<(u32, String)> = vars.0.into_iter().map(|(n, v)| (v, n)).collect();
    names.sort();
    let name = |v: u32| names.get(v as usize).map_or_else(|| "?".into(), |(_, n)| n.clone());
    let var_names: Vec<Sym> = names.iter().map(|(_, n)| Sym::new(n)).collect();
    let mut warnings = vars.1;
    for goals in alternatives {
        let Some((head, goals)) = apply_same(&head, goals) else {
            warnings.push(("a rule whose (not (distinct a b)) can never hold dropped".into(), line, column));
            continue;
        };
        let bound: Vec<u32> = goals.iter().filter(|g| g.positive).flat_map(|g| var_set(&g.term)).collect();
        let in_head = var_set(&head);
        let unsafe_var = |t: &Term| var_set(t).into_iter().find(|v| !bound.contains(v));
        if let Some(v) = unsafe_var(&head) {
            let by_role = |n: &str| {
                let role = head.args().first().map(var_set).unwrap_or_default();
                ASKED_BY_ROLE.contains(&n) && in_head.iter().all(|v| bound.contains(v) || role.contains(v))
            };
            let asked = head_s.name().is_some_and(|n| ASKED.contains(&n) && !by_role(n));
            if body_s.is_empty() || asked {
                let what = if body_s.is_empty() { "a fact" } else { "the head" };
                let problem = format!("unsafe rule: {} in {what} is in no positive literal of the body", name(v));
                return Err((problem, line, column));
            }
            let mut free: Vec<u32> = in_head.iter().copied().filter(|v| !bound.contains(v)).collect();
            free.sort_unstable();
            free.dedup();
            let free: Vec<String> = free.into_iter().map(name).collect();
            let why = "in no positive literal of the body: accepted, as every call must bind it";
            warnings.push((format!("unsafe rule: {} in the head is {why}", free.join(" ")), line, column));
        }
        let test_unsafe = |g: &Goal| var_set(&g.term).into_iter().find(|v| !bound.contains(v) && !in_head.contains(v));
        let mut goals = goals;
        for g in goals.iter_mut().filter(|g| !g.positive) {
            let Some(v) = test_unsafe(g) else { continue };
            let problem = format!("unsafe rule: {} in a negation or distinct is in no positive literal", name(v));
            let known = |v| bound.contains(&v) || in_head.contains(&v);
            let name = format!("none~{}", parsed.clauses.len());
            let Some((call, clause)) = none_exists(&g.term, known, &name) else {
                return Err((problem, g.at.0, g.at.1));
            };
            let why = "read as 'there is none', as GGP-Base's prover reads it";
            warnings.push((format!("{problem}: {why}"), g.at.0, g.at.1));
            g.term = call;
            parsed.clauses.push(Clause { var_names: var_names.clone(), line, column, file: file.clone(), ..clause });
        }
        let (positive, tests): (Vec<Goal>, Vec<Goal>) = goals.into_iter().partition(|g| g.positive);
        let body: Vec<Term> = positive.into_iter().chain(tests).map(|g| g.term).collect();
        parsed.clauses.push(Clause {
            head: head.clone(),
            has_body: !body.is_empty(),
            body,
            var_names: var_names.clone(),
            line,
            column,
            file: file.clone(),
            doc: None,
        });
    }
    warnings.sort_by_key(|w| (w.1, w.2));
    warnings.dedup();
    parsed.warnings.extend(warnings);
    Ok(())
}
