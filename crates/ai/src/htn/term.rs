//! Terms of the HTN language: constants, numbers, strings, variables and compound terms.
//! Names are interned once so comparing them is comparing integers.
//!
//! Terms built while solving can be far deeper than anything written in a file, so nothing
//! here recurses on a term's depth: dropping, comparing and printing use explicit stacks, and
//! the functions that rebuild terms grow the stack through [`grow`].

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, LazyLock, PoisonError, RwLock};

/// An interned name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(u32);

/// A name shows as its text: the interning number depends on what was interned before.
impl fmt::Debug for Sym {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.name(), f)
    }
}

#[derive(Default)]
struct Interner {
    names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, u32>,
}

static INTERNER: LazyLock<RwLock<Interner>> = LazyLock::new(Default::default);

/// The list cell's functor and the empty list's name.
static CONS: LazyLock<Sym> = LazyLock::new(|| Sym::new("."));
static NIL: LazyLock<Sym> = LazyLock::new(|| Sym::new("[]"));

impl Sym {
    pub fn new(name: &str) -> Sym {
        // A panic elsewhere cannot leave the interner half-changed in a way that matters here,
        // so a poisoned lock is used as it is rather than spreading the panic.
        if let Some(&id) = INTERNER.read().unwrap_or_else(PoisonError::into_inner).ids.get(name) {
            return Sym(id);
        }
        let mut interner = INTERNER.write().unwrap_or_else(PoisonError::into_inner);
        if let Some(&id) = interner.ids.get(name) {
            return Sym(id);
        }
        let id = interner.names.len() as u32;
        let name: Arc<str> = Arc::from(name);
        interner.names.push(name.clone());
        interner.ids.insert(name, id);
        Sym(id)
    }

    /// The interning number: small and dense, for tables indexed by name.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn name(self) -> Arc<str> {
        INTERNER.read().unwrap_or_else(PoisonError::into_inner).names[self.0 as usize].clone()
    }
}

/// Stack kept free before each level of a recursion over terms or goals.
const RED_ZONE: usize = 256 << 10;
/// The size of each extra stack segment.
const SEGMENT: usize = 16 << 20;

/// Runs `f` with at least `RED_ZONE` bytes of stack, moving onto a new heap-allocated segment
/// when the thread's own stack runs low. Shallow work stays on the caller's stack; deep terms
/// and searches get segments only while they need them, on whatever thread they run.
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

/// Levels of a recursion over a term between two stack checks: the red zone holds far more
/// than the frames of this many levels, and a check costs more than a level of a small term.
const GROW_LEVELS: u32 = 8;

/// `grow` at every `GROW_LEVELS`-th level of a recursion (`depth` counts from 0 at its top);
/// the levels between run on the stack as it is. The top levels are the callers' to check:
/// the searches check their own levels, and most terms are shallower than `GROW_LEVELS`, so
/// most recursions over them check nothing.
#[inline(always)]
pub fn grow_at<R>(depth: u32, f: impl FnOnce() -> R) -> R {
    if depth % GROW_LEVELS == GROW_LEVELS - 1 { grow(f) } else { f() }
}

/// A term. Variables are numbered; a clause's variables count from 0.
#[derive(Clone)]
pub enum Term {
    Var(u32),
    Atom(Sym),
    Int(i64),
    Float(f64),
    Str(Sym),
    Compound(Sym, Arc<[Term]>),
}

impl Term {
    pub fn atom(name: &str) -> Term {
        Term::Atom(Sym::new(name))
    }

    pub fn compound(name: &str, args: Vec<Term>) -> Term {
        Term::Compound(Sym::new(name), args.into())
    }

    /// The empty list, `[]`: an atom, as in Inductor.
    pub fn nil() -> Term {
        Term::Atom(*NIL)
    }

    /// `items` in front of `tail`: Inductor's lists are `.(Head, Tail)` cells ending in `[]`.
    pub fn list(items: impl DoubleEndedIterator<Item = Term>, tail: Term) -> Term {
        items.rev().fold(tail, |rest, item| Term::Compound(*CONS, Arc::from([item, rest])))
    }

    /// The items of a list cell chain and what ends it (`[]` for a proper list), or `None` if
    /// this term is not a list cell.
    pub fn list_items(&self) -> Option<(Vec<&Term>, &Term)> {
        let mut items = Vec::new();
        let mut at = self;
        while let Term::Compound(s, args) = at
            && *s == *CONS
            && args.len() == 2
        {
            items.push(&args[0]);
            at = &args[1];
        }
        (!items.is_empty()).then_some((items, at))
    }

    /// The functor's name and arity; numbers, strings and variables have none.
    pub fn functor(&self) -> Option<(Sym, usize)> {
        match self {
            Term::Atom(s) => Some((*s, 0)),
            Term::Compound(s, args) => Some((*s, args.len())),
            _ => None,
        }
    }

    pub fn args(&self) -> &[Term] {
        match self {
            Term::Compound(_, args) => args,
            _ => &[],
        }
    }

    pub fn is_named(&self, name: &str) -> bool {
        self.functor().is_some_and(|(s, _)| *s.name() == *name)
    }

    /// Renumbers variables by adding `base`.
    pub fn offset(&self, base: u32) -> Term {
        self.offset_at(base, 0)
    }

    fn offset_at(&self, base: u32, depth: u32) -> Term {
        match self {
            Term::Var(v) => Term::Var(v + base),
            Term::Compound(s, args) => {
                grow_at(depth, || Term::Compound(*s, args.iter().map(|a| a.offset_at(base, depth + 1)).collect()))
            }
            other => other.clone(),
        }
    }

    /// The term and all its subterms, parents first.
    pub fn subterms(&self) -> impl Iterator<Item = &Term> {
        let mut todo = vec![self];
        std::iter::from_fn(move || {
            let t = todo.pop()?;
            todo.extend(t.args().iter().rev());
            Some(t)
        })
    }

    /// The highest variable number plus one.
    pub fn var_count(&self) -> u32 {
        self.subterms().filter_map(|t| if let Term::Var(v) = t { Some(v + 1) } else { None }).max().unwrap_or(0)
    }

    pub fn is_ground(&self) -> bool {
        !self.subterms().any(|t| matches!(t, Term::Var(_)))
    }

    /// The printed term, cut after about `max` bytes and ended with "…" if longer: for error
    /// messages, which must stay readable however large the term.
    pub fn brief(&self, max: usize) -> String {
        let mut out = Limited { text: String::new(), left: max };
        if write_term(&mut out, self).is_err() {
            out.text.push('…');
        }
        out.text
    }
}

/// A writer that refuses to grow past `left` more bytes, which stops printing early.
struct Limited {
    text: String,
    left: usize,
}

impl fmt::Write for Limited {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if s.len() > self.left {
            let mut end = self.left;
            while !s.is_char_boundary(end) {
                end -= 1;
            }
            self.text.push_str(&s[..end]);
            self.left = 0;
            return Err(fmt::Error);
        }
        self.left -= s.len();
        self.text.push_str(s);
        Ok(())
    }
}

/// Prints `term` in HTN syntax with an explicit stack of what is left to print.
fn write_term(out: &mut impl fmt::Write, term: &Term) -> fmt::Result {
    enum Piece<'a> {
        Term(&'a Term),
        Text(&'static str),
    }
    let mut todo = vec![Piece::Term(term)];
    while let Some(piece) = todo.pop() {
        let term = match piece {
            Piece::Text(text) => {
                out.write_str(text)?;
                continue;
            }
            Piece::Term(term) => term,
        };
        match term {
            Term::Var(v) => write!(out, "?_{v}")?,
            Term::Atom(s) => out.write_str(&s.name())?,
            Term::Int(i) => write!(out, "{i}")?,
            Term::Float(x) => write!(out, "{x:?}")?,
            Term::Str(s) => write!(out, "{:?}", &*s.name())?,
            Term::Compound(s, args) if *s == *CONS && args.len() == 2 => {
                let Some((items, tail)) = term.list_items() else { continue };
                // `[a,b,c]` as Inductor prints it; a list that does not end in `[]` gets `|`.
                out.write_str("[")?;
                todo.push(Piece::Text("]"));
                if !matches!(tail, Term::Atom(s) if *s == *NIL) {
                    todo.push(Piece::Term(tail));
                    todo.push(Piece::Text("|"));
                }
                for (i, item) in items.into_iter().enumerate().rev() {
                    todo.push(Piece::Term(item));
                    if i > 0 {
                        todo.push(Piece::Text(","));
                    }
                }
            }
            Term::Compound(s, args) => {
                out.write_str(&s.name())?;
                out.write_str("(")?;
                todo.push(Piece::Text(")"));
                for (i, a) in args.iter().enumerate().rev() {
                    todo.push(Piece::Term(a));
                    if i > 0 {
                        todo.push(Piece::Text(","));
                    }
                }
            }
        }
    }
    Ok(())
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_term(f, self)
    }
}

/// Debug output is the HTN syntax too: the derived form would recurse on deep terms.
impl fmt::Debug for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_term(f, self)
    }
}

/// Structural equality with an explicit stack; shared arguments are equal without a look.
/// Constants are compared where they stand and only pairs of compound arguments wait on the
/// stack, so comparing small terms such as `tile(2, 3)` allocates nothing.
impl PartialEq for Term {
    fn eq(&self, other: &Term) -> bool {
        let mut todo = Vec::new();
        let mut pair = (self, other);
        loop {
            match pair {
                (Term::Compound(f, xs), Term::Compound(g, ys))
                    if f == g && xs.len() == ys.len() && !Arc::ptr_eq(xs, ys) =>
                {
                    for (x, y) in xs.iter().zip(ys.iter()) {
                        match (x, y) {
                            (Term::Compound(..), Term::Compound(..)) => todo.push((x, y)),
                            _ if !same_constant(x, y) => return false,
                            _ => {}
                        }
                    }
                }
                // The very same arguments, shared.
                (Term::Compound(f, xs), Term::Compound(g, ys)) if f == g && xs.len() == ys.len() => {}
                _ if !same_constant(pair.0, pair.1) => return false,
                _ => {}
            }
            match todo.pop() {
                Some(next) => pair = next,
                None => return true,
            }
        }
    }
}

/// Whether two terms, at least one of them not compound, are the same.
fn same_constant(a: &Term, b: &Term) -> bool {
    match (a, b) {
        (Term::Var(a), Term::Var(b)) => a == b,
        (Term::Atom(a), Term::Atom(b)) | (Term::Str(a), Term::Str(b)) => a == b,
        (Term::Int(a), Term::Int(b)) => a == b,
        (Term::Float(a), Term::Float(b)) => a == b,
        _ => false,
    }
}

/// Dropping a deep term the usual way recurses once per level. Instead, the arguments that
/// this term alone holds are moved onto a list and dropped one at a time, so each drop only
/// ever sees arguments without compound arguments of their own.
impl Drop for Term {
    /// Inlined so that dropping a constant or a shared copy, nearly every drop, is a test or
    /// two rather than a call.
    #[inline]
    fn drop(&mut self) {
        let Term::Compound(_, args) = self else { return };
        // Most dropped terms are copies sharing their arguments: a plain count says so
        // without the atomic exchange `get_mut` makes.
        if Arc::strong_count(args) > 1 {
            return;
        }
        if let Some(args) = Arc::get_mut(args) {
            drop_alone(args);
        }
    }
}

/// Takes apart the compound arguments of arguments only this term holds, one at a time.
#[inline(never)]
fn drop_alone(args: &mut [Term]) {
    if !args.iter().any(|a| matches!(a, Term::Compound(_, inner) if !inner.is_empty())) {
        return;
    }
    fn detach(args: &mut [Term], todo: &mut Vec<Term>) {
        for a in args {
            if matches!(a, Term::Compound(_, inner) if !inner.is_empty()) {
                todo.push(std::mem::replace(a, Term::Int(0)));
            }
        }
    }
    let mut todo = Vec::new();
    detach(args, &mut todo);
    while let Some(mut t) = todo.pop() {
        if let Term::Compound(_, args) = &mut t
            && let Some(args) = Arc::get_mut(args)
        {
            detach(args, &mut todo);
        }
    }
}
