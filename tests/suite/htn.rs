//! The HTN engine: every language construct and built-in, its errors, and the sheet's
//! expected plans and axiom answers for the Kings domain.

use stratagem::ai::htn::{self, Domain, Search, find_plans, query};

fn domain(text: &str) -> Domain {
    Domain::parse("test.htn", text).unwrap_or_else(|e| panic!("{e}"))
}

/// Every plan for `goal`, each as its operators joined by ", ".
fn plans(text: &str, goal: &str) -> Vec<String> {
    let d = domain(text);
    let tasks = htn::parse_tasks(goal).unwrap();
    find_plans(&d, &d.state, &tasks, Search::All, 100_000).unwrap().iter().map(|p| p.operators().join(", ")).collect()
}

fn plan_error(text: &str, goal: &str) -> String {
    let d = domain(text);
    let tasks = htn::parse_tasks(goal).unwrap();
    find_plans(&d, &d.state, &tasks, Search::All, 100_000).expect_err("an error")
}

/// Each answer's bindings joined by ", ".
fn answers(text: &str, q: &str) -> Vec<String> {
    query(&domain(text).state, q, 100_000).unwrap().into_iter().map(|a| a.join(", ")).collect()
}

#[test]
fn facts_and_rules_answer_in_order() {
    let text = "p(1). p(2). q(?X) :- p(?X). q(3). r(?X) :- q(?X), >(?X, 1).";
    assert_eq!(answers(text, "q(?X)"), ["?X = 1", "?X = 2", "?X = 3"]);
    assert_eq!(answers(text, "r(?X)"), ["?X = 2", "?X = 3"]);
    assert_eq!(answers(text, "p(5)"), Vec::<String>::new());
    assert_eq!(answers(text, "p(1)"), [""], "a ground query answers once with no bindings");
}

#[test]
fn comments_names_with_dashes_strings_and_floats() {
    let text = "% a line comment\n/* a block\n comment */ at(Pawn1-2, \"left side\", 0.5). x(tile(?X, ?Y), ?X) :- .";
    assert_eq!(answers(text, "at(?U, ?S, ?F)"), ["?U = Pawn1-2, ?S = \"left side\", ?F = 0.5"]);
    assert_eq!(answers(text, "x(tile(4, 2), ?X)"), ["?X = 4"]);
}

#[test]
fn arithmetic_and_comparisons() {
    let t = "n(3).";
    assert_eq!(answers(t, "n(?X), is(?Y, +(?X, 1))"), ["?X = 3, ?Y = 4"]);
    assert_eq!(
        answers(t, "is(?Y, -(2, 5)), is(?Z, abs(?Y)), is(?M, max(?Y, 1)), is(?N, min(?Y, 1))"),
        ["?Y = -3, ?Z = 3, ?M = 1, ?N = -3"]
    );
    assert_eq!(
        answers(t, "is(?A, *(6, 7)), is(?B, /(7, 2)), is(?C, /(8, 2)), is(?D, float(2)), is(?E, integer(2.6))"),
        ["?A = 42, ?B = 3.5, ?C = 4, ?D = 2.0, ?E = 3"]
    );
    for (goal, holds) in [
        ("<(1, 2)", true),
        (">(1, 2)", false),
        ("=<(2, 2)", true),
        (">=(1, 2)", false),
        ("==(a, a)", true),
        ("\\==(a, b)", true),
        ("\\\\==(a, a)", false),
        ("=(?X, f(?Y))", true),
    ] {
        assert_eq!(!answers(t, goal).is_empty(), holds, "{goal}");
    }
    let d = domain(t);
    let error = query(&d.state, "<(?X, 1)", 1000).expect_err("unbound arithmetic");
    assert!(error.contains("unbound"), "{error}");
}

#[test]
fn not_first_cut_and_printing() {
    let t = "p(1). p(2). p(3). q(?X) :- p(?X), !. r(?X) :- p(?X), >(?X, 1), !. r(9).";
    assert_eq!(answers(t, "p(?X), not(==(?X, 2))"), ["?X = 1", "?X = 3"]);
    assert_eq!(answers(t, "first(p(?X))"), ["?X = 1"]);
    assert_eq!(answers(t, "q(?X)"), ["?X = 1"], "cut keeps the first answer");
    assert_eq!(answers(t, "r(?X)"), ["?X = 2"], "cut drops later clauses too");
    assert_eq!(answers(t, "true, p(1)"), [""]);
    assert!(answers(t, "fail").is_empty());
    let d = domain("say :- write(hello), nl, writeln(\"a b\").");
    let mut solver = htn::resolver::Solver::new(1000);
    let goals =
        htn::resolver::Goals::prepend_terms(&htn::parse_tasks("say").unwrap(), 0, 0, &None, &htn::resolver::Goals::Nil);
    solver.solve(&d.state, &goals, &mut |_| htn::resolver::Flow::Continue);
    assert_eq!(solver.output, "hello\na b\n");
}

#[test]
fn sort_by_is_stable_both_ways_and_distinct_keeps_first() {
    let t = "d(a, 2). d(b, 1). d(c, 2). d(e, 1). d(a, 3).";
    assert_eq!(
        answers(t, "sortBy(?N, <(d(?X, ?N)))"),
        ["?N = 1, ?X = b", "?N = 1, ?X = e", "?N = 2, ?X = a", "?N = 2, ?X = c", "?N = 3, ?X = a"]
    );
    assert_eq!(
        answers(t, "sortBy(?N, >(d(?X, ?N)))"),
        ["?N = 3, ?X = a", "?N = 2, ?X = a", "?N = 2, ?X = c", "?N = 1, ?X = b", "?N = 1, ?X = e"]
    );
    assert_eq!(
        answers(t, "distinct(?X, d(?X, ?N))"),
        ["?X = a, ?N = 2", "?X = b, ?N = 1", "?X = c, ?N = 2", "?X = e, ?N = 1"]
    );
}

#[test]
fn aggregates() {
    let t = "v(3). v(1). v(4). v(1).";
    assert_eq!(answers(t, "count(?C, v(?X))"), ["?C = 4, ?X = ?_1"]);
    assert_eq!(answers(t, "min(?M, ?X, v(?X))"), ["?M = 1, ?X = ?_1"]);
    assert_eq!(answers(t, "max(?M, ?X, v(?X))"), ["?M = 4, ?X = ?_1"]);
    assert_eq!(answers(t, "sum(?S, ?X, v(?X))"), ["?S = 9, ?X = ?_1"]);
    assert_eq!(answers(t, "findall(?X, v(?X), ?L)"), ["?X = ?_0, ?L = [3,1,4,1]"]);
    assert_eq!(answers(t, "count(?C, v(7))"), ["?C = 0"]);
}

const TRAVEL: &str = "
travel(?To) :- if(at(?From), walkable(?From, ?To)), do(walk(?From, ?To)).
travel(?To) :- else, if(at(?From)), do(ride(?From, ?To)).
walk(?A, ?B) :- del(at(?A)), add(at(?B)).
ride(?A, ?B) :- del(at(?A)), add(at(?B), tired).
walkable(home, park).
at(home).
";

#[test]
fn methods_operators_and_else() {
    assert_eq!(plans(TRAVEL, "travel(park)"), ["walk(home,park)"], "else is skipped once walking plans");
    assert_eq!(plans(TRAVEL, "travel(town)"), ["ride(home,town)"]);
    assert_eq!(plans(TRAVEL, "travel(park), travel(town)"), ["walk(home,park), ride(park,town)"]);
}

#[test]
fn each_condition_answer_is_an_alternative_with_its_own_state() {
    let t = "pick :- if(item(?X)), do(take(?X)). take(?X) :- del(item(?X)), add(held(?X)). item(a). item(b).
             check :- if(held(?X)), do(report(?X)). report(?X) :- del(), add().";
    assert_eq!(plans(t, "pick"), ["take(a)", "take(b)"]);
    assert_eq!(
        plans(t, "pick, check"),
        ["take(a), report(a)", "take(b), report(b)"],
        "each branch sees only its own change"
    );
}

#[test]
fn added_facts_go_last() {
    let t = "move :- if(), do(shift(a)). shift(?X) :- del(item(?X)), add(item(?X)). first(?X) :- item(?X). item(a). item(b).
             after :- if(item(?X)), do(saw(?X)). saw(?X) :- del(), add().";
    assert_eq!(plans(t, "move, after"), ["shift(a), saw(b)", "shift(a), saw(a)"], "the re-added fact answers last");
    let d = domain(t);
    let plan = &find_plans(&d, &d.state, &htn::parse_tasks("move").unwrap(), Search::First, 1000).unwrap()[0];
    assert_eq!(query(&plan.state, "item(?X)", 100).unwrap(), [vec!["?X = b".to_string()], vec!["?X = a".to_string()]]);
}

#[test]
fn all_of_any_of_and_try() {
    let t = "
    takeAll :- allOf, if(item(?X)), do(take(?X)).
    takeAny :- anyOf, if(item(?X)), do(takeIfLight(?X)).
    takeIfLight(?X) :- if(light(?X)), do(take(?X)).
    take(?X) :- del(item(?X)), add(held(?X)).
    maybe :- if(), do(try(takeIfLight(c)), done).
    done :- del(), add().
    item(a). item(b). item(c). light(a). light(c).
    ";
    assert_eq!(plans(t, "takeAll"), ["take(a), take(b), take(c)"]);
    assert_eq!(plans(t, "takeAny"), ["take(a), take(c)"], "answers that fail are skipped");
    assert_eq!(plans(t, "maybe"), ["take(c), done"]);
    let none = t.replace("light(a). light(c).", "");
    assert!(plans(&none, "takeAny").is_empty(), "anyOf fails when no answer succeeds");
    assert_eq!(plans(&none, "maybe"), ["done"], "try skips tasks that fail");
    let t2 = t.replace("item(a). item(b). item(c).", "");
    assert!(plans(&t2, "takeAll").is_empty(), "allOf with no answers fails");
}

#[test]
fn hidden_operators_change_state_but_stay_out_of_the_plan() {
    let t = "go :- if(), do(mark, use). mark :- hidden, del(), add(marked). use :- if(marked), do(act). act :- del(), add().";
    assert_eq!(plans(t, "go"), ["act"]);
}

#[test]
fn plans_carry_their_decomposition() {
    let d = domain(TRAVEL);
    let plan = &find_plans(&d, &d.state, &htn::parse_tasks("travel(town)").unwrap(), Search::First, 1000).unwrap()[0];
    assert_eq!(plan.steps[0].reasons.len(), 1);
    let reason = &plan.steps[0].reasons[0];
    assert!(reason.starts_with("travel(town)") && reason.contains("line 3") && reason.contains("answer 1"), "{reason}");
    let documented = domain("% Go by foot when it is close.\ngo :- if(), do(step). step :- del(), add().");
    let plan =
        &find_plans(&documented, &documented.state, &htn::parse_tasks("go").unwrap(), Search::First, 100).unwrap()[0];
    assert!(plan.steps[0].reasons[0].starts_with("Go by foot when it is close. — go"), "{:?}", plan.steps[0].reasons);
}

#[test]
fn planning_errors() {
    let e = plan_error("go :- if(), do(drop(x)). drop(?X) :- del(have(?X)), add().", "go");
    assert!(e.contains("deletes have(x), which is not a fact"), "{e}");
    let e = plan_error("go :- if(), do(put(?Where)). put(?X) :- del(), add(at(?X)).", "go");
    assert!(e.contains("unbound"), "{e}");
    let e = plan_error("go :- if(), do(fly).", "go");
    assert!(e.contains("no method or operator for the task fly"), "{e}");
    let runaway = "loop(?N) :- if(is(?M, +(?N, 1))), do(loop(?M)).";
    let d = domain(runaway);
    let e = find_plans(&d, &d.state, &htn::parse_tasks("loop(0)").unwrap(), Search::First, 10_000_000)
        .expect_err("too deep");
    assert!(e.contains("deeper than"), "{e}");
    let e = find_plans(&d, &d.state, &htn::parse_tasks("loop(0)").unwrap(), Search::First, 5_000).expect_err("budget");
    assert!(e.starts_with("step budget 5000 exhausted while solving "), "{e}");
    let wide = domain(&(0..100).map(|i| format!("p({i}). ")).collect::<String>());
    let e = query(&wide.state, "count(?C, p(?X), p(?Y), p(?Z))", 100_000).expect_err("budget");
    assert!(e.contains("budget"), "{e}");
}

#[test]
fn parse_errors_give_file_line_and_column() {
    let e = Domain::parse("broken.htn", "ok(1).\nbad(1, .\n").expect_err("parse error");
    assert_eq!((e.file.as_str(), e.line), ("broken.htn", 2));
    assert!(e.message.contains("expected a term"), "{e}");
    let e = Domain::parse("x.htn", "a(1)\nb(2).").expect_err("missing dot");
    assert!(e.to_string().starts_with("x.htn:2:1: expected ':-' or '.'"), "{e}");
    let e = Domain::parse("x.htn", "m :- if(a), foo(b).").expect_err("bad method");
    assert!(e.message.contains("a method's body"), "{e}");
    let e = Domain::parse("x.htn", "/* never closed").expect_err("comment");
    assert!(e.message.contains("unterminated"), "{e}");
}

mod kings {
    use super::*;
    use stratagem::ai::AiGame;
    use stratagem::core::Seat;
    use stratagem::games::kings::preset::Preset;

    /// The Kings domain from the assets with a position's facts added.
    fn kings_world(preset: &str) -> (Domain, htn::State) {
        let text = std::fs::read_to_string(stratagem::core::assets::asset_root().join("ai/kings.htn")).unwrap();
        let d = domain(&text);
        let state = Preset::parse(preset, std::path::Path::new("test.ron")).unwrap().start(Seat(0), 100);
        let mut world = d.state.clone();
        world.add_text("facts", &state.htn_facts()).unwrap();
        (d, world)
    }

    const DEFAULT: &str = "(name: \"d\", map: [\".....\", \".....\", \".....\", \".....\", \".....\"],
        players: [\"King(2,4) Pawn(2,3) Pawn(1,4) Pawn(3,4)\", \"King(2,0) Pawn(2,1) Pawn(1,0) Pawn(3,0)\"])";
    const CLOSE: &str = "(name: \"c\", map: [\".....\", \".....\", \".....\", \".....\", \".....\"],
        players: [\"King(2,4) Pawn(2,3) Pawn(1,4) Pawn(3,4)\", \"King(2,0) Pawn(2,2) Pawn(1,3)\"])";

    fn all(d: &Domain, world: &htn::State, goal: &str) -> Vec<String> {
        find_plans(d, world, &htn::parse_tasks(goal).unwrap(), Search::All, htn::DEFAULT_STEPS)
            .unwrap()
            .iter()
            .map(|p| p.operators().join(", "))
            .collect()
    }

    #[test]
    fn the_sheets_expected_plans() {
        let (d, world) = kings_world(DEFAULT);
        assert!(all(&d, &world, "tryMove(King1-1, tile(1,4))").is_empty(), "a friendly pawn holds it");
        assert_eq!(all(&d, &world, "tryMove(Pawn1-2, tile(1,3))"), ["doMove(Pawn1-2,tile(1,4),tile(1,3))"]);
        let applied = find_plans(
            &d,
            &world,
            &htn::parse_tasks("tryMove(Pawn1-1, tile(2,2))").unwrap(),
            Search::First,
            htn::DEFAULT_STEPS,
        )
        .unwrap();
        let after = &applied[0].state;
        let first =
            &find_plans(&d, after, &htn::parse_tasks("doAI(Player2)").unwrap(), Search::First, htn::DEFAULT_STEPS)
                .unwrap()[0];
        assert_eq!(first.operators(), ["captureUnit(Pawn1-1,tile(2,2))", "doMove(Pawn2-1,tile(2,1),tile(2,2))"]);

        let (d, world) = kings_world(CLOSE);
        assert!(all(&d, &world, "attackUnit(King1-1)").is_empty());
        assert_eq!(
            all(&d, &world, "attackUnit(Pawn1-1)"),
            [
                "captureUnit(Pawn1-1,tile(2,3)), doMove(Pawn2-1,tile(2,2),tile(2,3))",
                "captureUnit(Pawn1-1,tile(2,3)), doMove(Pawn2-2,tile(1,3),tile(2,3))"
            ]
        );
    }

    #[test]
    fn the_sheets_axiom_answers() {
        let (_, world) = kings_world(DEFAULT);
        let ask = |q: &str, var: &str| -> Vec<String> {
            query(&world, q, htn::DEFAULT_STEPS)
                .unwrap()
                .into_iter()
                .map(|a| {
                    a.into_iter()
                        .find(|b| b.starts_with(var))
                        .unwrap()
                        .trim_start_matches(var)
                        .trim_start_matches(" = ")
                        .to_string()
                })
                .collect()
        };
        assert_eq!(ask("closestPawns(tile(0,0), Player1, ?P)", "?P"), ["Pawn1-1", "Pawn1-2", "Pawn1-3"]);
        assert_eq!(
            ask("closestTilesAround(tile(0,0), tile(3,0), ?T)", "?T"),
            ["tile(2,1)", "tile(2,0)", "tile(3,1)", "tile(4,1)", "tile(4,0)"]
        );
        assert_eq!(ask("nextTilesOnPath(tile(0,0), tile(2,1), ?T)", "?T"), ["tile(1,1)", "tile(1,0)", "tile(0,1)"]);
    }
}
