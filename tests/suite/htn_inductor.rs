//! Inductor HTN's language as its resolver and planner define it: lists, anonymous variables,
//! quoted atoms, the built-ins it registers, arithmetic where it evaluates it, aggregates and
//! failures, errors that name the predicate and place, the `htn` REPL and its traces. Each
//! expected answer is the one Inductor's source and documentation give.

use std::io::Write;
use std::process::{Command, Stdio};
use stratagem::ai::htn::{self, Domain, Search, find_plans, query, run_query};

fn domain(text: &str) -> Domain {
    Domain::parse("test.htn", text).unwrap_or_else(|e| panic!("{e}"))
}

/// Each answer's bindings joined by ", ".
fn answers(text: &str, q: &str) -> Vec<String> {
    query(&domain(text).state, q, 100_000)
        .unwrap_or_else(|e| panic!("{q}: {e}"))
        .into_iter()
        .map(|a| a.join(", "))
        .collect()
}

fn error(text: &str, q: &str) -> String {
    query(&domain(text).state, q, 100_000).expect_err(q)
}

fn plans(text: &str, goal: &str) -> Vec<String> {
    let d = domain(text);
    let tasks = htn::parse_tasks(goal).unwrap();
    find_plans(&d, &d.state, &tasks, Search::All, 100_000).unwrap().iter().map(|p| p.operators().join(", ")).collect()
}

#[test]
fn lists_match_head_and_tail_in_heads_bodies_and_queries() {
    let t = "p([a,b,c]). len([], 0). len([?H|?T], ?N) :- len(?T, ?M), is(?N, +(?M, 1)).
             second([?A, ?B|?Rest], ?B).";
    assert_eq!(answers(t, "p([?H|?T])"), ["?H = a, ?T = [b,c]"]);
    assert_eq!(answers(t, "p([?A, ?B|?T])"), ["?A = a, ?B = b, ?T = [c]"]);
    assert_eq!(answers(t, "len([x,y,z], ?N)"), ["?N = 3"]);
    assert_eq!(answers(t, "second([1,2,3], ?X)"), ["?X = 2"]);
    assert_eq!(answers(t, "=([?X|?Y], [1])"), ["?X = 1, ?Y = []"], "[1] is .(1, [])");
    assert_eq!(answers(t, "=(?L, [a|?T])"), ["?L = [a|?_1], ?T = ?_1"], "a list with an open tail");
    assert!(answers(t, "p([])").is_empty());
    assert_eq!(answers(t, "=([], ?E)"), ["?E = []"]);
}

#[test]
fn each_underscore_is_a_new_variable_and_is_never_reported() {
    let t = "pair(a, b). pair(c, c).";
    assert_eq!(answers(t, "pair(_, _)"), ["", ""], "the two _ need not be equal");
    assert_eq!(answers(t, "pair(?X, _)"), ["?X = a", "?X = c"]);
    assert_eq!(answers(t, "pair(_X, ?Y)"), ["?Y = b", "?Y = c"], "_Name is anonymous too");
    assert_eq!(answers("head([?H|_], ?H).", "head([1,2], ?F)"), ["?F = 1"]);
}

#[test]
fn quoted_atoms_read_compare_and_print_as_their_text() {
    let t = "greeting('Hello world'). esc('a\\'b').";
    assert_eq!(answers(t, "greeting(?X)"), ["?X = Hello world"]);
    assert_eq!(answers(t, "greeting('Hello world')"), [""]);
    assert_eq!(answers("x('abc').", "x(abc)"), [""], "'abc' and abc are the same atom");
    assert_eq!(answers(t, "esc(?X)"), ["?X = a'b"]);
    assert!(Domain::parse("q.htn", "a('open).").unwrap_err().to_string().starts_with("q.htn:1:3: unterminated"));
}

#[test]
fn an_empty_argument_list_is_the_atom() {
    let t = "f. g().";
    assert_eq!(answers(t, "f()"), [""]);
    assert_eq!(answers(t, "g"), [""]);
    assert_eq!(answers(t, "=(f(), ?X)"), ["?X = f"]);
}

#[test]
fn atomic_is_true_for_atoms_and_numbers() {
    let t = "x.";
    assert_eq!(answers(t, "atomic(a)"), [""]);
    assert_eq!(answers(t, "atomic(3)"), [""]);
    assert_eq!(answers(t, "atomic(2.5)"), [""]);
    assert!(answers(t, "atomic(f(a))").is_empty());
    assert!(answers(t, "atomic(?X)").is_empty());
}

#[test]
fn atom_chars_splits_and_joins() {
    let t = "x.";
    assert_eq!(answers(t, "atom_chars(abc, ?L)"), ["?L = [a,b,c]"]);
    assert_eq!(answers(t, "atom_chars(?A, [x,y])"), ["?A = xy"]);
    assert_eq!(answers(t, "atom_chars(ab, [a,b])"), [""]);
    assert!(answers(t, "atom_chars(?A, [])").is_empty(), "no characters: Inductor fails");
    assert!(error(t, "atom_chars(?A, ?L)").starts_with("atom_chars: needs an atom or a list"));
}

#[test]
fn atom_concat_and_downcase_atom() {
    let t = "x.";
    assert_eq!(answers(t, "atom_concat(ab, cd, ?X)"), ["?X = abcd"]);
    assert_eq!(answers(t, "atom_concat(tile, 3, ?X)"), ["?X = tile3"]);
    assert_eq!(answers(t, "downcase_atom('Hello World', ?X)"), ["?X = hello world"]);
    assert_eq!(error(t, "atom_concat(?A, b, ?X)"), "atom_concat: ?_0 is not an atom");
    assert_eq!(error(t, "downcase_atom(f(a), ?X)"), "downcase_atom: f(a) is not an atom");
}

#[test]
fn forall_holds_when_no_condition_answer_fails_the_action() {
    let t = "v(1). v(2). v(3).";
    assert_eq!(answers(t, "forall(v(?X), >(?X, 0))"), ["?X = ?_0"], "no bindings leave forall");
    assert!(answers(t, "forall(v(?X), >(?X, 1))").is_empty());
    assert_eq!(answers(t, "forall(fail, fail)"), [""]);
}

#[test]
fn assert_retract_and_retractall_change_the_state_for_later_queries() {
    let d = domain("n(1). n(2). m(1).");
    let found = run_query(&d.state, "assert(n(3)), retract(m(1))", 1000).unwrap();
    let state = found.state.expect("changed");
    assert_eq!(query(&state, "n(?X)", 1000).unwrap().len(), 3);
    assert!(query(&state, "m(1)", 1000).unwrap().is_empty());
    assert!(answers("n(1).", "retract(n(5))").is_empty(), "retracting a missing fact fails");
    let gone = run_query(&d.state, "retractall(n(_))", 1000).unwrap().state.unwrap();
    assert_eq!(gone.facts(), ["m(1)"]);
    assert_eq!(answers("x.", "assert(y(2)), y(?V)"), ["?V = 2"], "seen by the goals after it");
    assert_eq!(error("x.", "assert(y(?V))"), "assert: needs a fact without variables, not y(?_0)");
    // In a method's condition, the change holds for the subtasks planned from it.
    let t = "go :- if(assert(seen(1))), do(use). use :- if(seen(?X)), do(op(?X)). op(?X) :- del(), add().";
    assert_eq!(plans(t, "go"), ["op(1)"]);
}

#[test]
fn output_built_ins_write_in_order() {
    let d = domain("say(?X) :- write(?X), print(a, f(?X)), writeln(done), nl.");
    let found = run_query(&d.state, "say(hi), say(2)", 1000).unwrap();
    assert_eq!(found.output, "hia, f(hi)\ndone\n\n2a, f(2)\ndone\n\n");
}

#[test]
fn failure_context_and_show_traces() {
    let d = domain("check(?X) :- failureContext(checking, ?X), >(?X, 5).");
    let found = run_query(&d.state, "check(3)", 1000).unwrap();
    assert!(found.answers.is_empty());
    assert_eq!(found.failure_context.as_deref(), Some("checking, 3"));
    assert_eq!(answers("v(1).", "showTraces(v(?X))"), ["?X = 1"], "showTraces solves its goals");
    assert!(error("x.", "failureContext(?T)").starts_with("failureContext: needs a tag"));
}

#[test]
fn is_with_an_expression_on_both_sides_compares_values_of_the_same_kind() {
    let t = "x.";
    assert_eq!(answers(t, "is(+(1, 2), 3)"), [""]);
    assert_eq!(answers(t, "is(*(2, 3), +(1, 5))"), [""]);
    assert!(answers(t, "is(3.0, 3)").is_empty(), "Inductor's term comparison tells 3.0 from 3");
    assert!(answers(t, "is(abc, 3)").is_empty(), "a left side that is not arithmetic fails");
    assert_eq!(answers(t, "is(?X, /(7, 2))"), ["?X = 3.5"]);
}

#[test]
fn arithmetic_in_task_arguments_is_evaluated_before_planning() {
    let t = "count(?N) :- if(), do(set(+(?N, 1)), set(max(?N, 10))). set(?X) :- del(), add(n(?X)).";
    assert_eq!(plans(t, "count(4)"), ["set(5), set(10)"]);
    assert_eq!(plans(t, "set(*(2, 3))"), ["set(6)"]);
    assert_eq!(plans(t, "set(f(-(3, 1)))"), ["set(f(2))"], "inside other terms too");
    assert_eq!(plans(t, "set(+(a, 1))"), ["set(+(a,1))"], "what cannot be evaluated stays");
}

#[test]
fn aggregates_over_nothing_and_over_non_numbers() {
    let t = "v(3). v(1). w(a).";
    assert_eq!(answers(t, "count(?C, fail)"), ["?C = 0"]);
    assert_eq!(answers(t, "findall(?X, fail, ?L)"), ["?X = ?_0, ?L = []"]);
    for q in ["sum(?S, ?X, fail)", "min(?S, ?X, fail)", "max(?S, ?X, fail)", "sum(?S, ?X, w(?X))", "sum(?S, ?X, v(?Y))"]
    {
        assert!(answers(t, q).is_empty(), "{q}: no answer, not an error");
    }
    assert_eq!(answers(t, "sum(?S, ?X, v(?X))"), ["?S = 4, ?X = ?_1"]);
    assert_eq!(error(t, "count(3, v(?X))"), "count: needs a variable where 3 is");
    assert_eq!(error(t, "sum(?S, 1, v(?X))"), "sum: needs a variable where 1 is");
}

#[test]
fn unknown_predicates_fail_and_tasks_without_an_applicable_method_have_no_plan() {
    assert!(answers("x.", "nosuch(1, 2)").is_empty(), "Inductor: no rule, no answer");
    let t = "go :- if(ready), do(act). act :- del(), add().";
    assert!(plans(t, "go").is_empty(), "no method applies: no plan, not an error");
}

#[test]
fn built_ins_called_wrongly_are_errors_naming_the_predicate_file_and_line() {
    let cases = [
        ("atom_concat(a, b)", "atom_concat: takes 3 arguments, not 2, in atom_concat(a,b)"),
        ("is(?X)", "is: takes 2 arguments, not 1, in is(?_0)"),
        ("nl(x)", "nl: takes 0 arguments, not 1, in nl(x)"),
        ("sortBy(?X, foo(a))", "sortBy: needs <(goals) or >(goals), not foo(a)"),
        ("<(a, 1)", "<: a is not a number"),
    ];
    for (q, expected) in cases {
        assert_eq!(error("x.", q), expected, "{q}");
    }
    let t = "ok(1).\nbad(?X) :-\n    ok(?X), atom_concat(?X, ?Y).\nuse :- if(ok(?X), <(?X, zero)), do(op).\nop :- del(), add().";
    assert_eq!(error(t, "bad(?Z)"), "atom_concat: takes 3 arguments, not 2, in atom_concat(1,?_2) (test.htn:2)");
    let d = domain(t);
    let e = find_plans(&d, &d.state, &htn::parse_tasks("use").unwrap(), Search::First, 1000).unwrap_err();
    assert_eq!(e, "<: zero is not a number (test.htn:4)");
}

#[test]
fn load_errors_give_line_and_column() {
    let e = Domain::parse("d.htn", "a.\n:- dynamic(foo).\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "d.htn:2:1: unknown directive 'dynamic': a domain holds facts, rules, methods and operators"
    );
    let e = Domain::parse("d.htn", "a.\nb(1, [2|]).\n").unwrap_err();
    assert_eq!(e.to_string(), "d.htn:2:9: expected a term but found ']'");
    let e = Domain::parse("d.htn", "a.\n  m :- if(x), frob(y).\n").unwrap_err();
    assert!(e.to_string().starts_with("d.htn:2:3: a method's body holds"), "{e}");
}

/// Runs `stratagem htn` on `domain` with `input` on standard input; returns standard output.
fn repl(domain: &str, args: &[&str], input: &str) -> String {
    let dir = std::env::temp_dir().join(format!("stratagem-htn-repl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A file of its own per call: tests run in parallel, each with its own domain.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let path = dir.join(format!("d{}.htn", CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)));
    std::fs::write(&path, domain).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["htn", "--domain", path.to_str().unwrap()])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
}

const TAXI: &str = "
travel-to(?q) :- if(at(?p), walking-distance(?p, ?q)), do(walk(?p, ?q)).
travel-to(?q) :- else, if(at(?p)), do(ride(?p, ?q)).
walk(?here, ?there) :- del(at(?here)), add(at(?there)).
ride(?here, ?there) :- del(at(?here)), add(at(?there)).
walking-distance(?u, ?v) :- distance(?u, ?v, ?w), =<(?w, 3).
distance(downtown, park, 2).
distance(downtown, uptown, 8).
at(downtown).
";

#[test]
fn a_repl_transcript_applies_plans_traces_and_prints_the_state() {
    let input = "at(?where)\n?- goals(travel-to(park))\napply(travel-to(uptown))\nat(?where)\n/t\ngoals(travel-to(park))\n/t\nwrite(hello), nl\n/s\n/q\nat(?never)\n";
    let out = repl(TAXI, &[], input);
    let expected = "\
> at(?where)
?where = downtown
> ?- goals(travel-to(park))
1: walk(downtown,park)
> apply(travel-to(uptown))
1: ride(downtown,uptown)
> at(?where)
?where = uptown
> /t
trace on
> goals(travel-to(park))
| travel-to(park)
|   method 1: travel-to(?q) (TAXI:2)
|     if fails: walking-distance(uptown,park) has no answer after the goals before it
|   method 2: travel-to(?q) (TAXI:3)
|     answer 1: do(ride(uptown,park))
|       ride(uptown,park): operator
| plan 1: ride(uptown,park)
1: ride(uptown,park)
> /t
trace off
> write(hello), nl
hello
true
> /s
state:
  at(uptown)
  distance(downtown,park,2)
  distance(downtown,uptown,8)
output:
  hello
> /q
";
    // The domain's path, in the temporary folder: `(/tmp/…` or `(C:\Users\…\Temp\…`.
    let temp = format!("({}", std::env::temp_dir().display());
    let path_free: String = out
        .lines()
        .map(|l| {
            let l = match (l.find(&temp), l.rfind(".htn:")) {
                (Some(a), Some(b)) if b > a => format!("{}(TAXI:{}", &l[..a], &l[b + 5..]),
                _ => l.to_string(),
            };
            l + "\n"
        })
        .collect();
    assert_eq!(path_free, expected);
}

#[test]
fn the_state_flag_prints_sorted_facts_after_the_queries() {
    let out = repl(TAXI, &["--query", "apply(travel-to(park))", "--state"], "");
    assert_eq!(
        out,
        "> apply(travel-to(park))\n1: walk(downtown,park)\nstate:\n  at(park)\n  distance(downtown,park,2)\n  distance(downtown,uptown,8)\noutput:\n"
    );
}

#[test]
fn the_trace_flag_shows_why_a_task_has_no_plan() {
    let t = "go :- if(ready), do(act).\ngo :- if(at(?X), near(?X)), do(act).\nact :- del(), add().\nat(home).";
    let out = repl(t, &["--trace", "--query", "goals(go)"], "");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "| go");
    assert!(lines[2].starts_with("|   method 1: go ("), "{out}");
    assert_eq!(lines[3], "|     if fails: ready (no fact or rule ready/0)");
    assert_eq!(lines[5], "|     if fails: near(home) (no fact or rule near/1)");
    assert_eq!(lines[6], "|   go has no plan");
    assert_eq!(lines[7], "no plan");
}
