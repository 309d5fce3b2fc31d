//! The order in which the resolver solves a rule's literals. It goes left to right, so a rule
//! that calls back into its own recursion before the literals that bind the call recurses
//! without end: AlexChess's `(<= (nextPieceN ?p ?x ?y) (nextPieceN ?p ?x ?y1) (empty ?x ?y1)
//! (nextrank ?y ?y1))` asks `nextPieceN` of an unbound rank, which asks it again. A rule means
//! the same in any order, so such calls go after the rule's other positive literals (tests,
//! negations and `distinct`, stay last, as the reader puts them).

use crate::ground::pred_of as pred;
use std::collections::HashMap;
use stratagem_ai::htn::parser::Clause;
use stratagem_ai::htn::{Sym, Term};

/// A relation by name and arity.
type Pred = (Sym, usize);

/// Whether a body literal is a test (a negation or `distinct`) rather than a call that binds.
fn is_test(t: &Term) -> bool {
    pred(t).is_some_and(|(s, _)| matches!(&*s.name(), "not" | "\\=="))
}

/// Each rule's calls of a relation that reaches the rule's head moved after its other
/// positive literals, in their order.
pub fn recursion_last(clauses: &mut [Clause]) {
    let mut index: HashMap<Pred, usize> = HashMap::new();
    let mut number = |p: Pred| {
        let n = index.len();
        *index.entry(p).or_insert(n)
    };
    let mut calls: Vec<(usize, usize)> = Vec::new();
    for c in clauses.iter() {
        let Some(head) = pred(&c.head) else { continue };
        let h = number(head);
        for p in c.body.iter().filter(|t| !is_test(t)).filter_map(pred) {
            calls.push((h, number(p)));
        }
    }
    let mut callees: Vec<Vec<usize>> = vec![Vec::new(); index.len()];
    for (h, p) in calls {
        callees[h].push(p);
    }
    // Which relations each one reaches through its rules' positive literals.
    let reach: Vec<Vec<bool>> = (0..callees.len())
        .map(|from| {
            let mut seen = vec![false; callees.len()];
            let mut todo = callees[from].clone();
            while let Some(p) = todo.pop() {
                if !std::mem::replace(&mut seen[p], true) {
                    todo.extend_from_slice(&callees[p]);
                }
            }
            seen
        })
        .collect();
    for c in clauses.iter_mut() {
        let Some(&h) = pred(&c.head).and_then(|p| index.get(&p)) else { continue };
        let place = |t: &Term| match pred(t).and_then(|p| index.get(&p)) {
            _ if is_test(t) => 2,
            Some(&p) if reach[p][h] => 1,
            _ => 0,
        };
        c.body.sort_by_key(place);
    }
}
