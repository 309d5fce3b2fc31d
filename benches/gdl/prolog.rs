//! The benchmark's peer: a description translated to a Prolog program that plays uniform
//! random playouts the way a Prolog GGP player does (the state as asserted `true` facts,
//! `findall` for legal moves and successors), for SWI-Prolog to run side by side.

use stratagem::ai::htn::parser::Clause;
use stratagem::ai::htn::{Sym, Term};
use stratagem::gdl::kif;

/// A name as a quoted Prolog atom.
fn quoted(name: &str) -> String {
    format!("'{}'", name.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// A relation's Prolog name: prefixed, so `succ` and friends cannot clash with built-ins.
fn relation(name: Sym) -> String {
    quoted(&format!("g_{}", name.name().trim_end_matches('#')))
}

fn term(t: &Term) -> String {
    match t {
        Term::Var(v) => format!("V{v}"),
        Term::Atom(s) | Term::Str(s) => quoted(&s.name()),
        Term::Int(i) => i.to_string(),
        Term::Float(f) => f.to_string(),
        Term::Compound(s, args) => {
            let args: Vec<String> = args.iter().map(term).collect();
            format!("{}({})", quoted(&s.name()), args.join(","))
        }
    }
}

/// A sentence: `\==` and `not` become Prolog's, anything else a prefixed relation.
fn sentence(t: &Term) -> String {
    match t {
        Term::Compound(s, args) if &*s.name() == "\\==" => format!("{} \\== {}", term(&args[0]), term(&args[1])),
        Term::Compound(s, args) if &*s.name() == "not" => {
            let inner: Vec<String> = args.iter().map(sentence).collect();
            format!("\\+ ({})", inner.join(", "))
        }
        Term::Atom(s) => relation(*s),
        Term::Compound(s, args) => {
            let args: Vec<String> = args.iter().map(term).collect();
            format!("{}({})", relation(*s), args.join(","))
        }
        other => term(other),
    }
}

fn clause(c: &Clause) -> String {
    if c.body.is_empty() {
        format!("{}.", sentence(&c.head))
    } else {
        let body: Vec<String> = c.body.iter().map(sentence).collect();
        format!("{} :- {}.", sentence(&c.head), body.join(", "))
    }
}

/// The whole program: the rules, then a driver that plays random playouts for `seconds` and
/// prints how many it finished and the time they took.
pub fn program(file: &str, text: &str, seconds: f64) -> Result<String, String> {
    let clauses = kif::parse(file, text).map_err(|(p, l, c)| format!("{file}: {p} ({l}:{c})"))?.clauses;
    let mut out = String::from(":- style_check(-discontiguous).\n:- style_check(-singleton).\n");
    out += ":- dynamic('g_true'/1).\n:- dynamic('g_does'/2).\n";
    let mut heads: Vec<(String, usize)> =
        clauses.iter().filter_map(|c| c.head.functor().map(|(s, n)| (relation(s), n))).collect();
    heads.sort();
    heads.dedup();
    // Relations with no clauses (asked about but never defined) fail instead of raising.
    for (name, arity) in &heads {
        out += &format!(":- dynamic({name}/{arity}).\n");
    }
    for c in &clauses {
        out += &clause(c);
        out.push('\n');
    }
    out += &format!(
        r#"
set_state(S) :- retractall('g_true'(_)), forall(member(F, S), assertz('g_true'(F))).
pick(R) :- findall(M, 'g_legal'(R, M), Ms0), sort(Ms0, Ms), random_member(M1, Ms), assertz('g_does'(R, M1)).
play(S) :-
    set_state(S),
    (   'g_terminal'
    ->  findall(R-G, 'g_goal'(R, G), _)
    ;   retractall('g_does'(_, _)),
        findall(R, 'g_role'(R), Rs),
        forall(member(R, Rs), pick(R)),
        findall(F, 'g_next'(F), N0), sort(N0, N),
        play(N)
    ).
playout :- findall(F, 'g_init'(F), S0), sort(S0, S), play(S).
loop(T0, N, M) :- get_time(T), ( T - T0 > {seconds} -> M = N ; playout, N1 is N + 1, loop(T0, N1, M) ).
main :- set_random(seed(42)), get_time(T0), loop(T0, 0, N), get_time(T1), D is T1 - T0, format("~w ~w~n", [N, D]).
"#
    );
    Ok(out)
}
