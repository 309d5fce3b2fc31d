//! Terms of the HTN language: constants, numbers, strings, variables and compound terms.
//! Names are interned once so comparing them is comparing integers.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, LazyLock, RwLock};

/// An interned name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(u32);

#[derive(Default)]
struct Interner {
    names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, u32>,
}

static INTERNER: LazyLock<RwLock<Interner>> = LazyLock::new(Default::default);

impl Sym {
    pub fn new(name: &str) -> Sym {
        if let Some(&id) = INTERNER.read().expect("interner").ids.get(name) {
            return Sym(id);
        }
        let mut interner = INTERNER.write().expect("interner");
        if let Some(&id) = interner.ids.get(name) {
            return Sym(id);
        }
        let id = interner.names.len() as u32;
        let name: Arc<str> = Arc::from(name);
        interner.names.push(name.clone());
        interner.ids.insert(name, id);
        Sym(id)
    }

    pub fn name(self) -> Arc<str> {
        INTERNER.read().expect("interner").names[self.0 as usize].clone()
    }
}

/// A term. Variables are numbered; a clause's variables count from 0.
#[derive(Clone, Debug, PartialEq)]
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
        match self {
            Term::Var(v) => Term::Var(v + base),
            Term::Compound(s, args) => Term::Compound(*s, args.iter().map(|a| a.offset(base)).collect()),
            other => other.clone(),
        }
    }

    /// The highest variable number plus one.
    pub fn var_count(&self) -> u32 {
        match self {
            Term::Var(v) => v + 1,
            Term::Compound(_, args) => args.iter().map(Term::var_count).max().unwrap_or(0),
            _ => 0,
        }
    }

    pub fn is_ground(&self) -> bool {
        match self {
            Term::Var(_) => false,
            Term::Compound(_, args) => args.iter().all(Term::is_ground),
            _ => true,
        }
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Term::Var(v) => write!(f, "?_{v}"),
            Term::Atom(s) => write!(f, "{}", s.name()),
            Term::Int(i) => write!(f, "{i}"),
            Term::Float(x) => write!(f, "{x:?}"),
            Term::Str(s) => write!(f, "{:?}", &*s.name()),
            Term::Compound(s, args) if &*s.name() == "[]" => {
                write!(f, "[")?;
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        write!(f, ",")?;
                    }
                    write!(f, "{a}")?;
                }
                write!(f, "]")
            }
            Term::Compound(s, args) => {
                write!(f, "{}(", s.name())?;
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        write!(f, ",")?;
                    }
                    write!(f, "{a}")?;
                }
                write!(f, ")")
            }
        }
    }
}
