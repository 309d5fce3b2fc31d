//! Rule bodies split into parts that meet in few variables. A rule grounds to one instance for
//! every combination of its variables' values, though its head may need few of them:
//! attritionWar's `next` rules join both bids, the old score and the new one (two million
//! instances each) where the bids only decide the smaller bid. A part whose variables meet the
//! rest of the rule in few of them becomes a relation of those few, defined by a rule of its
//! own; the rest of the rule asks that relation. Variable elimination, one variable at a time,
//! the one whose literals meet the rest in fewest variables first.

use crate::body::{Lit, Split, pair_vars, vars_of};
use std::collections::BTreeSet;
use stratagem_ai::htn::{Sym, Term};

/// A literal and its variables.
struct Item {
    lit: Lit,
    vars: BTreeSet<usize>,
}

/// The rules `head :- body` splits into: the rule itself, its body's parts replaced by calls
/// of new relations, then the rules of those relations (named by `fresh`), inner parts first.
pub(crate) fn decompose(head: &Term, body: &Split, fresh: &mut dyn FnMut() -> Sym) -> Vec<(Term, Split)> {
    let items = (body.pos.iter().cloned().map(Lit::Pos))
        .chain(body.neg.iter().cloned().map(Lit::Neg))
        .chain(body.distinct.iter().cloned().map(|(x, y)| Lit::Distinct(x, y)))
        .map(|lit| Item { vars: lit_vars(&lit), lit })
        .collect::<Vec<Item>>();
    let mut rules = Vec::new();
    let mut todo = vec![(head.clone(), items)];
    while let Some((head, mut items)) = todo.pop() {
        let head_vars: BTreeSet<usize> = vars_of(&head).collect();
        while let Some((inside, shared)) = best_cut(&head_vars, &items) {
            let name = fresh();
            let call = match shared.is_empty() {
                true => Term::Atom(name),
                false => Term::Compound(name, shared.iter().map(|&v| Term::Var(v as u32)).collect()),
            };
            let at = inside.iter().position(|&i| i).unwrap_or(0);
            let mut part = Vec::new();
            let mut rest = Vec::new();
            for (item, inside) in items.into_iter().zip(&inside) {
                if *inside { part.push(item) } else { rest.push(item) }
            }
            rest.insert(
                at.min(rest.len()),
                Item { vars: shared.iter().copied().collect(), lit: Lit::Pos(call.clone()) },
            );
            todo.push((call, part));
            items = rest;
        }
        rules.push((head, to_split(items)));
    }
    rules
}

fn lit_vars(lit: &Lit) -> BTreeSet<usize> {
    match lit {
        Lit::Pos(t) | Lit::Neg(t) => vars_of(t).collect(),
        Lit::Distinct(x, y) => pair_vars(x, y).collect(),
    }
}

fn to_split(items: Vec<Item>) -> Split {
    let mut s = Split { pos: Vec::new(), neg: Vec::new(), distinct: Vec::new() };
    for item in items {
        match item.lit {
            Lit::Pos(t) => s.pos.push(t),
            Lit::Neg(t) => s.neg.push(t),
            Lit::Distinct(x, y) => s.distinct.push((x, y)),
        }
    }
    s
}

/// The best part to split off: for each variable outside the head, the literals that have it,
/// if there are at least two and not all, their positive literals bind all their variables
/// (the part's rule must be safe) and one of them has as many variables as they share; of
/// those, the one meeting the rest (and the head) in fewest variables, then the one with most
/// variables of its own. The part's literals, and the shared variables.
fn best_cut(head_vars: &BTreeSet<usize>, items: &[Item]) -> Option<(Vec<bool>, Vec<usize>)> {
    let locals: BTreeSet<usize> =
        items.iter().flat_map(|i| i.vars.iter().copied()).filter(|v| !head_vars.contains(v)).collect();
    let mut best: Option<((usize, std::cmp::Reverse<usize>), Vec<bool>, Vec<usize>)> = None;
    for v in locals {
        let inside: Vec<bool> = items.iter().map(|i| i.vars.contains(&v)).collect();
        let count = inside.iter().filter(|&&i| i).count();
        if count < 2 || count == items.len() {
            continue;
        }
        let part = || items.iter().zip(&inside).filter(|(_, i)| **i).map(|(item, _)| item);
        let outside: BTreeSet<usize> = (items.iter().zip(&inside).filter(|(_, i)| !**i))
            .flat_map(|(item, _)| item.vars.iter().copied())
            .chain(head_vars.iter().copied())
            .collect();
        let part_vars: BTreeSet<usize> = part().flat_map(|i| i.vars.iter().copied()).collect();
        let bound: BTreeSet<usize> =
            part().filter(|i| matches!(i.lit, Lit::Pos(_))).flat_map(|i| i.vars.iter().copied()).collect();
        if part_vars.iter().any(|u| !bound.contains(u)) {
            continue;
        }
        let shared: Vec<usize> = part_vars.iter().copied().filter(|u| outside.contains(u)).collect();
        // A relation wider than any literal of its part may have as many atoms as the product
        // of its variables' values: god's chain of eight neighbour counts, split so into parts
        // of six and seven variables, made 1.3 million atoms for a rule of 110 thousand instances.
        if part().all(|i| i.vars.len() < shared.len()) {
            continue;
        }
        let key = (shared.len(), std::cmp::Reverse(part_vars.len() - shared.len()));
        if best.as_ref().is_none_or(|(k, _, _)| key < *k) {
            best = Some((key, inside, shared));
        }
    }
    best.map(|(_, inside, shared)| (inside, shared))
}
