//! The HTN engine against hostile input: deep nesting, cyclic terms, integer extremes, broken
//! and huge files, runaway domains, and random or mutated domains and queries. None may
//! panic, hang or overflow the stack; each gets a distinct error or a bounded answer.

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestRunner};
use std::cell::Cell;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use stratagem::ai::AiGame;
use stratagem::ai::htn::{self, Budget, Domain, Search, State, Term, find_plans, query};
use stratagem::core::assets::MapPreset;

/// A small budget, so a runaway random domain costs little.
const SMALL: Budget = Budget { steps: 20_000, time: Duration::from_secs(2) };

const MAX: &str = "9223372036854775807";
const MIN: &str = "-9223372036854775808";

fn domain(text: &str) -> Domain {
    Domain::parse("test.htn", text).unwrap_or_else(|e| panic!("{e}"))
}

/// Each answer's bindings joined by ", ".
fn answers(state: &State, q: &str) -> Result<Vec<String>, String> {
    query(state, q, Budget::default()).map(|a| a.into_iter().map(|b| b.join(", ")).collect())
}

fn asset(name: &str) -> String {
    std::fs::read_to_string(stratagem::core::assets::asset_root().join("ai").join(name)).unwrap()
}

/// A file in this test run's own temporary folder.
fn temp_file(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-htn-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `open` `depth` times, `inner`, then `close` `depth` times.
fn nested(open: &str, inner: &str, close: &str, depth: usize) -> String {
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

#[test]
fn nesting_past_the_limit_is_refused_with_its_place() {
    let deep = 100_000;
    let state = State::default();
    let cases = [
        (nested("f(", "a", ")", deep), "query: nesting deeper than 1000 (1:2002)"),
        (nested("goals(", "a", ")", deep), "query: nesting deeper than 1000 (1:6006)"),
        (nested("[", "a", "]", deep), "query: nesting deeper than 1000 (1:1001)"),
        ("f(".repeat(deep), "query: nesting deeper than 1000 (1:2002)"),
        (format!("=(?X, {})", nested("+(1,", "1", ")", deep)), "query: nesting deeper than 1000 (1:4004)"),
    ];
    for (text, expected) in &cases {
        assert_eq!(query(&state, text, Budget::default()).unwrap_err(), *expected);
        assert_eq!(htn::parse_tasks(text).unwrap_err(), *expected);
    }
    let text = format!("ok.\np({}).", nested("f(", "a", ")", deep));
    let e = Domain::parse("deep.htn", &text).unwrap_err();
    assert_eq!(e.to_string(), "deep.htn: nesting deeper than 1000 (2:2002)");
    let e = Domain::parse("deep.htn", &format!("go :- if(), do({}).", "[".repeat(deep))).unwrap_err();
    assert_eq!(e.to_string(), "deep.htn: nesting deeper than 1000 (1:1015)");
    let mut facts = State::default();
    let e = facts.add_text("position", &nested("f(", "a", ")", deep)).unwrap_err();
    assert_eq!(e.to_string(), "position: nesting deeper than 1000 (1:2002)");

    // Up to the limit is fine: `=(` is one level, the term inside it the other 999.
    let at_limit = format!("=(?X, {})", nested("f(", "a", ")", 999));
    assert_eq!(answers(&state, &at_limit).unwrap(), [format!("?X = {}", nested("f(", "a", ")", 999))]);
    let over = format!("=(?X, {})", nested("f(", "a", ")", 1000));
    assert_eq!(query(&state, &over, Budget::default()).unwrap_err(), "query: nesting deeper than 1000 (1:2006)");
    eprintln!("htn_hostile: {} texts nested {deep} levels deep", cases.len() * 2 + 3);
}

/// A `depth`-deep chain of `f(...)` around `a`, built in a loop.
fn chain(depth: usize) -> Term {
    (0..depth).fold(Term::atom("a"), |t, _| Term::compound("f", vec![t]))
}

#[test]
fn deep_terms_built_at_run_time_are_compared_printed_and_dropped() {
    let depth = 300_000;
    let t = chain(depth);
    let shared = Term::compound("g", vec![t.clone(), t.clone()]);
    let u = chain(depth);
    assert_eq!(t, u, "equal without sharing");
    assert_ne!(t, chain(depth - 1));
    let printed = t.to_string();
    assert_eq!(printed.len(), depth * 3 + 1);
    assert_eq!(format!("{u:?}"), printed);
    assert!(t.is_ground() && t.var_count() == 0);
    assert_eq!(t.offset(5), u);
    assert_eq!(t.brief(10), "f(f(f(f(f(…");
    drop((t, u, shared));

    // Each call adds 998 levels, so the answer is 99,800 deep; resolving, printing and
    // dropping it happens on this test's own thread.
    let text = format!(
        "grow(0, ?T, ?T).
         grow(?N, ?T, ?R) :- >(?N, 0), is(?M, -(?N, 1)), grow(?M, {}, ?R).
         plus(0, ?T, ?T).
         plus(?N, ?T, ?R) :- >(?N, 0), is(?M, -(?N, 1)), plus(?M, {}, ?R).
         keep :- if(grow(100, a, ?R)), do(store(?R)).
         store(?R) :- del(), add(kept(?R)).",
        nested("f(", "?T", ")", 998),
        nested("+(1, ", "?T", ")", 998),
    );
    let d = domain(&text);
    let found = answers(&d.state, "grow(100, a, ?R)").unwrap();
    assert_eq!(found[0].len(), "?R = ".len() + 99_800 * 3 + 1);
    assert_eq!(answers(&d.state, "grow(100, a, ?R), grow(100, a, ?S), ==(?R, ?S)").unwrap().len(), 1);
    assert_eq!(
        answers(&d.state, "plus(100, 0, ?E), is(?V, ?E)").unwrap()[0].rsplit_once(", ").unwrap().1,
        "?V = 99800"
    );
    let plans = find_plans(&d, &d.state, &htn::parse_tasks("keep").unwrap(), Search::First, Budget::default()).unwrap();
    assert_eq!(plans[0].operators()[0].len(), "store()".len() + 99_800 * 3 + 1);
    assert_eq!(answers(&plans[0].state, "kept(?X), ==(?X, ?X)").unwrap().len(), 1);

    // A body of 100,000 goals is refused for its depth, and its goal list dropped in a loop.
    let long = format!("p :- {}.", vec!["true"; 100_000].join(", "));
    let e = query(&domain(&long).state, "p", Budget::default()).unwrap_err();
    assert!(e.contains("deeper than 20000"), "{e}");
    eprintln!("htn_hostile: 3 terms {depth} levels deep, 5 answers and plans 99,800 levels deep");
}

#[test]
fn cyclic_unification_fails_instead_of_looping() {
    let d = domain(
        "self(?X) :- =(?X, f(?X)).
         loop(?X, f(?X)).
         pair(?X, ?Y) :- =(?X, g(?Y)), =(?Y, h(?X)).
         same(?X, ?X) :- if(), do(op(?X)).
         op(?X) :- del(), add().",
    );
    let cyclic = [
        "=(?X, f(?X))",
        "=(f(?X), ?X)",
        "=(?X, f(?Y)), =(?Y, g(?X))",
        "=(f(?X, ?Y), f(?Y, g(?X)))",
        "=([?X, ?Y], [?Y, [?X]])",
        "self(?A)",
        "loop(?Y, ?Y)",
        "pair(?A, ?B)",
        "is(?X, +(?X, 1))",
    ];
    for q in cyclic {
        let found = answers(&d.state, q);
        assert!(found.as_ref().is_ok_and(Vec::is_empty) || q.starts_with("is"), "{q}: {found:?}");
    }
    assert!(answers(&d.state, "is(?X, +(?X, 1))").unwrap_err().contains("unbound"));
    assert_eq!(answers(&d.state, "=(?X, f(?Y)), =(?Y, a)").unwrap(), ["?X = f(a), ?Y = a"]);
    let plans = find_plans(&d, &d.state, &htn::parse_tasks("same(?A, f(?A))").unwrap(), Search::All, SMALL);
    assert!(plans.unwrap().is_empty());

    // Shared values are looked through once: 64 doublings would be 2^64 paths, which would
    // never end, so answering at all is the check.
    let chain: Vec<String> = (0..64).map(|i| format!("=(?A{i}, f(?A{}, ?A{}))", i + 1, i + 1)).collect();
    let q = format!("{}, =(?A64, g(?A0))", chain.join(", "));
    assert!(answers(&d.state, &q).unwrap().is_empty());
    let q = format!("{}, =(?B, g(?A0)), fail", chain.join(", "));
    assert!(answers(&d.state, &q).unwrap().is_empty());
    eprintln!("htn_hostile: {} cyclic unifications", cyclic.len() + 4);
}

#[test]
fn variables_left_unbound_in_collected_answers_stay_usable() {
    let d = domain(
        "p(?Z). p(?W).
         go :- allOf, if(p(?X)), do(t(?X)).
         t(?A) :- del(), add(q(?A)).",
    );
    // Each answer's unbound variable is a new one, as in findall's copies; binding one used
    // to index past the end of the bindings.
    let found = answers(&d.state, "findall(?Y, p(?Y), ?L), =(?L, [?A, ?B]), =(?A, 1), =(?B, 2)").unwrap();
    assert_eq!(found, ["?Y = ?_0, ?L = [1,2], ?A = 1, ?B = 2"]);
    let found = answers(&d.state, "sortBy(?K, <(p(?K))), =(?K, 3)").unwrap();
    assert_eq!(found, ["?K = 3", "?K = 3"]);
    let e = find_plans(&d, &d.state, &htn::parse_tasks("go").unwrap(), Search::All, SMALL).unwrap_err();
    assert!(e.starts_with("operator t(?_") && e.ends_with(") has an unbound variable"), "{e}");
    eprintln!("htn_hostile: 3 searches collecting unbound variables");
}

#[test]
fn integer_extremes_are_errors_naming_the_built_in() {
    let state = domain(&format!("v({MAX}). v(1). w({MIN}). w(-1). k({MAX}). k(9223372036854775806).")).state;
    let overflow = |name: &str, expr: &str| format!("{name}: integer overflow in {expr}");
    let errors = [
        (format!("is(?X, +({MAX}, 1))"), overflow("is", &format!("+({MAX},1)"))),
        (format!("is(?X, +({MIN}, -1))"), overflow("is", &format!("+({MIN},-1)"))),
        (format!("is(?X, -({MIN}, 1))"), overflow("is", &format!("-({MIN},1)"))),
        (format!("is(?X, -({MAX}, -1))"), overflow("is", &format!("-({MAX},-1)"))),
        (format!("is(?X, *({MAX}, 2))"), overflow("is", &format!("*({MAX},2)"))),
        (format!("is(?X, *({MIN}, -1))"), overflow("is", &format!("*({MIN},-1)"))),
        (format!("is(?X, /({MIN}, -1))"), overflow("is", &format!("/({MIN},-1)"))),
        (format!("is(?X, -({MIN}))"), overflow("is", &format!("-({MIN})"))),
        (format!("is(?X, abs({MIN}))"), overflow("is", &format!("abs({MIN})"))),
        (format!("is(?X, integer(*({MAX}, 2.0)))"), overflow("is", &format!("integer(*({MAX},2.0))"))),
        (format!("is(?X, integer(*({MIN}, 1.5)))"), overflow("is", &format!("integer(*({MIN},1.5))"))),
        (format!("is(?X, +(1, *(2, {MAX})))"), overflow("is", &format!("*(2,{MAX})"))),
        ("is(?X, /(1, 0))".into(), "is: division by zero in /(1,0)".into()),
        (format!("is(?X, /({MIN}, 0))"), format!("is: division by zero in /({MIN},0)")),
        ("is(?X, /(1.5, 0))".into(), "is: division by zero in /(1.5,0)".into()),
        ("is(?X, /(1, 0.0))".into(), "is: division by zero in /(1,0.0)".into()),
        ("is(?X, /(0, -(0.0)))".into(), "is: division by zero in /(0,-(0.0))".into()),
        (format!("<(+({MAX}, 1), 0)"), overflow("<", &format!("+({MAX},1)"))),
        (format!(">(0, *({MIN}, -1))"), overflow(">", &format!("*({MIN},-1)"))),
        (format!("=<(abs({MIN}), 0)"), overflow("=<", &format!("abs({MIN})"))),
        (format!(">=(/({MIN}, -1), 0)"), overflow(">=", &format!("/({MIN},-1)"))),
        ("<(/(1, 0), 0)".into(), "<: division by zero in /(1,0)".into()),
        ("sum(?S, ?X, v(?X))".into(), overflow("sum", &format!("+({MAX},1)"))),
        ("sum(?S, ?X, w(?X))".into(), overflow("sum", &format!("+({MIN},-1)"))),
        (format!("sum(?S, ?X, =(?X, -({MIN})))"), overflow("sum", &format!("-({MIN})"))),
        (format!("min(?S, ?X, =(?X, abs({MIN})))"), overflow("min", &format!("abs({MIN})"))),
        (format!("max(?S, ?X, =(?X, /({MIN}, -1)))"), overflow("max", &format!("/({MIN},-1)"))),
        (format!("sortBy(?K, <(is(?K, *({MIN}, {MIN}))))"), overflow("is", &format!("*({MIN},{MIN})"))),
    ];
    for (q, expected) in &errors {
        assert_eq!(answers(&state, q).unwrap_err(), *expected, "{q}");
    }
    // The float that is not a number has no integer either.
    let nan = format!(
        "is(?A, *({MAX}, 1.0)), is(?B, *(?A, ?A)), is(?C, *(?B, ?B)), is(?D, *(?C, ?C)), is(?E, *(?D, ?D)), \
         is(?F, *(?E, ?E)), is(?N, -(?F, ?F)), is(?X, integer(?N))"
    );
    assert_eq!(answers(&state, &nan).unwrap_err(), "is: integer overflow in integer(NaN)");

    let values = [
        (format!("is(?X, min({MIN}, {MAX}))"), MIN.to_string()),
        (format!("is(?X, max({MIN}, {MAX}))"), MAX.to_string()),
        (format!("is(?X, -({MAX}))"), format!("-{MAX}")),
        (format!("is(?X, abs(-{MAX}))"), MAX.to_string()),
        (format!("is(?X, +({MIN}, {MAX}))"), "-1".into()),
        (format!("is(?X, /({MIN}, 1))"), MIN.to_string()),
        (format!("is(?X, /({MIN}, -2))"), "4611686018427387904".into()),
        (format!("is(?X, /({MAX}, -1))"), format!("-{MAX}")),
        (format!("is(?X, /({MIN}, 3))"), "-3.0744573456182584e18".into()),
        (format!("is(?X, *({MIN}, 1))"), MIN.to_string()),
        (format!("is(?X, integer({MIN}))"), MIN.to_string()),
        (format!("is(?X, integer(float({MIN})))"), MIN.to_string()),
        ("is(?X, +(9223372036854775808, 1))".into(), "9.223372036854776e18".into()),
        ("min(?X, ?V, v(?V))".into(), "1".into()),
        ("max(?X, ?V, w(?V))".into(), "-1".into()),
        ("count(?X, v(?V))".into(), "2".into()),
    ];
    for (q, expected) in &values {
        let found = answers(&state, q).unwrap_or_else(|e| panic!("{q}: {e}"));
        assert!(found[0].starts_with(&format!("?X = {expected}")), "{q}: {found:?}");
    }
    // Integers compare exactly, even where their floats are equal.
    assert_eq!(answers(&state, "<(9007199254740992, 9007199254740993)").unwrap().len(), 1);
    assert_eq!(answers(&state, &format!(">({MAX}, 9223372036854775806)")).unwrap().len(), 1);
    assert_eq!(
        answers(&state, "sortBy(?K, <(k(?K)))").unwrap(),
        ["?K = 9223372036854775806", format!("?K = {MAX}").as_str()]
    );
    // Sorting needs a total order, NaN and integers next to equal floats included.
    let keys: String = (0..300).map(|i| format!("n({}). n({}.0). ", i64::MAX - i, i * 7 % 13)).collect();
    let sorting = domain(&format!(
        "{keys} key(?X, ?X) :- n(?X).
         key(?X, ?K) :- n(?X), is(?A, *(?X, 1.0)), is(?B, *(?A, ?A)), is(?C, *(?B, ?B)), is(?D, *(?C, ?C)),
                        is(?E, *(?D, ?D)), is(?F, *(?E, ?E)), is(?K, -(?F, ?F))."
    ))
    .state;
    let sorted = answers(&sorting, "sortBy(?K, >(key(?X, ?K)))").unwrap();
    assert_eq!(sorted.len(), 1200);
    let ints: Vec<&String> = sorted.iter().filter(|a| a.starts_with("?K = 92233720368547")).collect();
    let expected: Vec<String> = (0..300).map(|i| format!("?K = {0}, ?X = {0}", i64::MAX - i)).collect();
    assert_eq!(ints, expected.iter().collect::<Vec<_>>());

    let d = domain(&format!("go :- if(is(?X, abs({MIN}))), do(op(?X)). op(?X) :- del(), add()."));
    let e = find_plans(&d, &d.state, &htn::parse_tasks("go").unwrap(), Search::First, SMALL).unwrap_err();
    assert_eq!(e, format!("{} (test.htn:1)", overflow("is", &format!("abs({MIN})"))));
    eprintln!("htn_hostile: {} integer extremes", errors.len() + values.len() + 5);
}

#[test]
fn runaway_searches_name_the_budget_and_the_goal() {
    let d = domain(
        "b(0). b(1).
         go(0) :- if(), do(done).
         go(?N) :- if(>(?N, 0), b(?X), is(?M, -(?N, 1))), do(go(?M)).
         done :- del(), add().
         left :- if(), do(left, done).",
    );
    let wide = (0..40).map(|i| format!("b(?A{i})")).collect::<Vec<_>>().join(", ") + ", fail";
    let e = query(&d.state, &wide, Budget { steps: 10_000, time: Duration::from_secs(60) }).unwrap_err();
    assert!(e.starts_with("step budget 10000 exhausted while solving "), "{e}");
    // With no step budget, 2^40 combinations would not end: only the clock stops it.
    let e = query(&d.state, &wide, Budget { steps: u64::MAX, time: Duration::from_millis(200) }).unwrap_err();
    assert!(e.starts_with("time budget of 200 ms exhausted while solving "), "{e}");

    let go = htn::parse_tasks("go(40)").unwrap();
    let e = find_plans(&d, &d.state, &go, Search::All, Budget { steps: 10_000, time: Duration::from_secs(60) });
    let e = e.unwrap_err();
    assert!(e.starts_with("step budget 10000 exhausted while solving "), "{e}");
    let e = find_plans(&d, &d.state, &go, Search::All, Budget { steps: u64::MAX, time: Duration::from_millis(200) });
    assert!(e.unwrap_err().starts_with("time budget of 200 ms exhausted while solving "));
    let hours = Budget { time: Duration::from_secs(3600), ..Budget::default() };
    let e = find_plans(&d, &d.state, &htn::parse_tasks("left").unwrap(), Search::All, hours);
    assert!(e.unwrap_err().contains("deeper than 20000"));
    let e = find_plans(&d, &d.state, &htn::parse_tasks("go(3)").unwrap(), Search::All, 5).unwrap_err();
    assert_eq!(e, "step budget 5 exhausted while solving go(2)");

    // 50,000 new variables a level would take gigabytes long before the depth limit. Here and
    // above the clock is given hours, so only the limit named can stop it on a loaded machine.
    let vars = (0..50_000).map(|i| format!("?V{i}")).collect::<Vec<_>>().join(", ");
    let d = domain(&format!("big :- big, x({vars})."));
    let e = query(&d.state, "big", hours).unwrap_err();
    assert_eq!(e, "room for 16777216 variables exhausted while solving big");
    eprintln!("htn_hostile: 7 runaway searches");
}

#[test]
fn broken_and_huge_files_are_errors() {
    let path = temp_file("invalid-utf8.htn");
    std::fs::write(&path, b"p(1).\n\xff\xfe q(\xc3\x28).\n").unwrap();
    let e = Domain::load(&path).unwrap_err();
    assert!(e.contains("invalid-utf8.htn") && e.contains("UTF-8"), "{e}");
    let lossy = String::from_utf8_lossy(b"p(1).\n\xff\xfe q(\xc3\x28).\n");
    let e = Domain::parse("lossy.htn", &lossy).unwrap_err();
    assert!(e.to_string().starts_with("lossy.htn:2:1: unexpected character"), "{e}");

    // 100 MB of facts: refused before any is parsed.
    let started = Instant::now();
    let fact = "unit(Pawn1-2, Pawn, Player1). at(Pawn1-2, tile(3, 4)).\n";
    let huge = fact.repeat(100_000_000 / fact.len() + 1);
    let path = temp_file("huge.htn");
    std::fs::write(&path, &huge).unwrap();
    let e = Domain::load(&path).unwrap_err();
    assert!(e.ends_with("huge.htn: too large: data files are at most 16 MB"), "{e}");
    let e = query(&State::default(), &huge, Budget::default()).unwrap_err();
    assert!(e.starts_with("query: ") && e.contains("more than the 16 MiB"), "{e}");
    std::fs::remove_file(&path).unwrap();
    drop(huge);

    // Each answer is small to ask for and large to write out: their total is capped.
    let long_name = "a".repeat(100);
    let d = domain(&format!("big([{}]). {}", vec![long_name; 20_000].join(","), "p(1). ".repeat(1000)));
    let e = query(&d.state, "big(?X), p(?Y)", Budget { steps: htn::DEFAULT_STEPS, time: Duration::from_secs(60) });
    assert_eq!(e.unwrap_err(), "the answers add up to more than 64 MiB");

    // Just under the limit it parses, and answers within the budget.
    let n = (16 << 20) / fact.len() - 1;
    let big = fact.repeat(n);
    let d = Domain::parse("big.htn", &big).unwrap();
    assert_eq!(
        answers(&d.state, "count(?N, unit(?U, ?K, ?P))").unwrap(),
        [format!("?N = {n}, ?U = ?_1, ?K = ?_2, ?P = ?_3")]
    );
    eprintln!("htn_hostile: 5 broken or huge files and answers in {:?}", started.elapsed());
}

/// Kings from the sheet's opening, as facts.
fn kings_facts() -> String {
    use stratagem::core::Seat;
    use stratagem::games::kings::preset::Preset;
    let text = "(name: \"d\", map: [\".....\", \".....\", \".....\", \".....\", \".....\"],
        players: [\"King(2,4) Pawn(2,3) Pawn(1,4) Pawn(3,4)\", \"King(2,0) Pawn(2,1) Pawn(1,0) Pawn(3,0)\"])";
    Preset::parse(text, std::path::Path::new("test.ron")).unwrap().start(Seat(0), 100).htn_facts()
}

/// Tactigon's small board at the start, as facts, and the goal of the side to move.
fn tactigon_facts() -> (String, String) {
    use stratagem::games::tactigon::{Rules, Side};
    let state = stratagem::games::tactigon::preset::Preset::find("small").unwrap().start(Rules::default(), Side::Red);
    (state.htn_facts(), state.htn_goal())
}

/// Runs `test` on `cases` inputs from `strategy` and prints how many ran; a failure or panic
/// fails the test with proptest's smallest failing input.
fn run<S: Strategy>(what: &str, cases: u32, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>) {
    let mut runner = TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() });
    let ran = Cell::new(0);
    let result = runner.run(&strategy, |input| {
        ran.set(ran.get() + 1);
        test(input)
    });
    eprintln!("htn_hostile: {} {what}", ran.get());
    if let Err(e) = result {
        panic!("{what}: {e}");
    }
}

/// Pieces of HTN text, so random sequences of them often parse and reach the resolver.
const PIECES: &[&str] = &[
    "(", ")", "(", ")", ",", ",", ".", " ", "[", "]", "|", ":-", "?X", "?Y", "?Z", "a", "f", "p", "q", "doAI",
    "Player1", "tile", "unit", "at", "near", "distance", "is", "+", "-", "*", "/", "abs", "min", "max", "float",
    "integer", "sum", "count", "findall", "sortBy", "distinct", "first", "not", "<", ">", "=<", ">=", "=", "==",
    "\\==", "!", "true", "fail", "write", "nl", "if", "do", "del", "add", "else", "allOf", "anyOf", "try", "hidden",
    "0", "1", "-1", "2.5", "0.0", MAX, MIN, "\"s\"", "%c\n", "/*", "*/", "\n",
];

fn htn_like() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..60).prop_map(|p| p.concat())
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), htn_like(), prop::collection::vec(any::<u8>(), 0..200).prop_map(lossy)]
}

fn lossy(bytes: Vec<u8>) -> String {
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn random_domain_texts_and_queries_never_panic() {
    run("random domain texts", 1500, any_text(), |text| {
        if let Ok(d) = Domain::parse("random.htn", &text) {
            let _ = query(&d.state, "p(?X), q(?X, ?Y)", SMALL);
            for key in d.methods.keys().chain(d.operators.keys()).take(3) {
                let task = Term::compound(&key.0.name(), (0..key.1 as u32).map(Term::Var).collect());
                let _ = find_plans(&d, &d.state, &[task], Search::All, SMALL);
            }
        }
        Ok(())
    });
    let kings = domain(&asset("kings.htn"));
    let mut world = kings.state.clone();
    world.add_text("facts", &kings_facts()).unwrap();
    run("random queries and task lists against Kings", 1500, any_text(), |text| {
        let _ = query(&world, &text, SMALL);
        if let Ok(tasks) = htn::parse_tasks(&text) {
            let _ = find_plans(&kings, &world, &tasks, Search::First, SMALL);
        }
        Ok(())
    });
    run("random byte files loaded", 200, prop::collection::vec(any::<u8>(), 0..300), |bytes| {
        let path = temp_file("random.htn");
        std::fs::write(&path, &bytes).unwrap();
        let loaded = Domain::load(&path);
        prop_assert_eq!(loaded.is_ok(), std::str::from_utf8(&bytes).is_ok_and(|t| Domain::parse("x", t).is_ok()));
        Ok(())
    });
}

/// One change to a file's bytes.
#[derive(Clone, Debug)]
enum Mutation {
    Flip(Index, u8),
    Delete(Index, usize),
    Duplicate(Index, usize, Index),
    /// A piece of the other domain file put in.
    Splice(Index, usize, Index),
    Insert(Index, &'static str),
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    let one = prop_oneof![
        (any::<Index>(), 0..8u8).prop_map(|(i, bit)| Mutation::Flip(i, bit)),
        (any::<Index>(), 1..80usize).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<Index>(), 1..200usize, any::<Index>()).prop_map(|(i, n, at)| Mutation::Duplicate(i, n, at)),
        (any::<Index>(), 1..300usize, any::<Index>()).prop_map(|(i, n, at)| Mutation::Splice(i, n, at)),
        (any::<Index>(), prop::sample::select(PIECES)).prop_map(|(at, p)| Mutation::Insert(at, p)),
    ];
    prop::collection::vec(one, 1..6)
}

fn mutate(text: &str, other: &str, mutations: &[Mutation]) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    let piece = |from: &[u8], i: &Index, n: usize| {
        let start = i.index(from.len().max(1)).min(from.len());
        from[start..(start + n).min(from.len())].to_vec()
    };
    for m in mutations {
        let at = |i: &Index, len: usize| i.index(len + 1);
        match m {
            Mutation::Flip(i, bit) if !bytes.is_empty() => {
                let i = i.index(bytes.len());
                bytes[i] ^= 1 << bit;
            }
            Mutation::Flip(..) => {}
            Mutation::Delete(i, n) => {
                let start = at(i, bytes.len());
                bytes.drain(start..(start + n).min(bytes.len()));
            }
            Mutation::Duplicate(i, n, to) => {
                let copy = piece(&bytes, i, *n);
                let to = at(to, bytes.len());
                bytes.splice(to..to, copy);
            }
            Mutation::Splice(i, n, to) => {
                let to = at(to, bytes.len());
                bytes.splice(to..to, piece(other.as_bytes(), i, *n));
            }
            Mutation::Insert(to, text) => {
                let to = at(to, bytes.len());
                bytes.splice(to..to, text.bytes());
            }
        }
    }
    bytes
}

/// Mutated copies of a shipped domain parse or fail cleanly, and those that parse plan the
/// game's goal and answer a query within the budget or fail cleanly.
fn mutated_domains(what: &str, cases: u32, file: &str, other: &str, facts: &str, goal: &str, ask: &str) {
    let (text, other) = (asset(file), asset(other));
    let goal = htn::parse_tasks(goal).unwrap();
    run(what, cases, mutations(), |changes| {
        let bytes = mutate(&text, &other, &changes);
        if let Ok(d) = Domain::parse(file, &String::from_utf8_lossy(&bytes)) {
            let mut world = d.state.clone();
            world.add_text("facts", facts).unwrap();
            let _ = find_plans(&d, &world, &goal, Search::First, SMALL);
            let _ = query(&world, ask, SMALL);
        }
        Ok(())
    });
}

#[test]
fn mutated_kings_domains_never_panic() {
    let ask = "closestTilesAround(tile(0,0), tile(3,0), ?T)";
    mutated_domains("mutated Kings domains", 1000, "kings.htn", "tactigon.htn", &kings_facts(), "doAI(Player1)", ask);
}

#[test]
fn mutated_tactigon_domains_never_panic() {
    let (facts, goal) = tactigon_facts();
    let ask = "distance(tile(0,0), tile(2,3), ?D)";
    mutated_domains("mutated Tactigon domains", 1000, "tactigon.htn", "kings.htn", &facts, &goal, ask);
}
