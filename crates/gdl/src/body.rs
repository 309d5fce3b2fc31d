//! A rule body's literals sorted by kind, as grounding joins them and splits bodies into parts.

use stratagem_ai::htn::Term;

/// A body literal of a rule as grounding sees it.
#[derive(Clone)]
pub(crate) enum Lit {
    Pos(Term),
    Neg(Term),
    Distinct(Term, Term),
}

/// A clause's literals sorted by kind.
pub(crate) struct Split {
    pub(crate) pos: Vec<Term>,
    pub(crate) neg: Vec<Term>,
    pub(crate) distinct: Vec<(Term, Term)>,
}

/// The variable numbers in a term.
pub(crate) fn vars_of(t: &Term) -> impl Iterator<Item = usize> + '_ {
    t.subterms().filter_map(|s| if let Term::Var(v) = s { Some(*v as usize) } else { None })
}

/// The variable numbers in two terms: those a `distinct` needs bound before it is tested.
pub(crate) fn pair_vars<'t>(x: &'t Term, y: &'t Term) -> impl Iterator<Item = usize> + 't {
    vars_of(x).chain(vars_of(y))
}
