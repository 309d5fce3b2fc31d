//! GDL as real servers send it: the clean-ups GGP-Base's players make (each accepted with a
//! warning naming the line) and grounding that scales, each on a description of our own with
//! the shape of the GGP-Base rulesheet that needed it.

use stratagem::gdl::{Engine, Kind, Machine, PerftGame, PerftLine, perft};

fn lines<G: PerftGame>(game: &G, depth: usize) -> Vec<PerftLine> {
    let mut out = Vec::new();
    perft(game, depth, |l| out.push(l.clone())).unwrap_or_else(|e| panic!("{e}"));
    out
}

fn load(text: &str, kind: Kind) -> Engine {
    Engine::parse_with("game.kif", text, kind).unwrap_or_else(|e| panic!("{e}"))
}

/// The description runs on both engines with the same counts, compiled; its warnings.
fn accepted(text: &str, depth: usize) -> (Vec<PerftLine>, Vec<String>) {
    let compiled = load(text, Kind::Compiled);
    let counted = lines(&compiled, depth);
    assert_eq!(counted, lines(&load(text, Kind::Resolver), depth));
    (counted, compiled.warnings().to_vec())
}

fn refused(text: &str) -> String {
    match Engine::parse_with("game.kif", text, Kind::Best) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e.to_string(),
    }
}

/// A one-role counter from 1 to 3 that asks a relation of four arguments whose rules bind
/// them only through `distinct`: minichess's `distpair`. Every call binds them, so it plays.
const DISTPAIR: &str = "(role r)
(init (at 1))
(succ 1 2) (succ 2 3)
(<= (legal r (step ?x ?y)) (true (at ?x)) (succ ?x ?y) (apart ?x ?y ?x ?y))
(<= (next (at ?y)) (does r (step ?x ?y)))
(<= (apart ?w ?x ?y ?z)
    (distinct ?w ?x))
(<= terminal (true (at 3)))
(<= (goal r 100) (true (at 3)))
(<= (goal r 0) (not (true (at 3))))
";

#[test]
fn unsafe_rules_called_bound_play_with_a_warning() {
    let (counted, warnings) = accepted(DISTPAIR, 3);
    assert_eq!(counted.iter().map(|l| l.paths).collect::<Vec<_>>(), [1, 1, 0]);
    assert_eq!(counted[1].terminal, 1);
    assert!(
        warnings.iter().any(|w| w.contains("unsafe rule: ?w ?x ?y ?z in the head") && w.ends_with("(6:1)")),
        "{warnings:?}"
    );
}

/// slaughter's king test, `(not (true (cell ?x ?y ?king)))`: variables bound nowhere else in
/// the rule make the negation "there is no such cell" (as GGP-Base's prover reads it). Here
/// `stay` is legal only where no mark is, whatever the mark.
const NONE_EXISTS: &str = "(role r)
(init (at 1))
(init (mark 1 a))
(succ 1 2) (succ 2 3)
(<= (legal r (step ?x ?y)) (true (at ?x)) (succ ?x ?y))
(<= (legal r stay) (true (at ?x))
    (not (true (mark ?x ?any))))
(<= (next (at ?y)) (does r (step ?x ?y)))
(<= (next (at ?x)) (does r stay) (true (at ?x)))
(<= (next (mark ?x ?v)) (true (mark ?x ?v)))
(<= terminal (true (at 3)))
(<= (goal r 100) (true (at 3)))
(<= (goal r 0) (not (true (at 3))))
";

#[test]
fn a_negation_of_variables_bound_nowhere_means_there_is_none() {
    let (counted, warnings) = accepted(NONE_EXISTS, 3);
    // 1 (marked: step only), then 2 (step or stay), then from the stay at 2 both again.
    assert_eq!(counted.iter().map(|l| l.paths).collect::<Vec<_>>(), [1, 2, 2]);
    assert_eq!(counted[1].terminal, 1);
    let read = "?any in a negation or distinct is in no positive literal: read as 'there is none'";
    assert!(warnings.iter().any(|w| w.contains(read) && w.ends_with("(7:5)")), "{warnings:?}");
}

/// minichess's `attacked ?p` (2dd42b1's copy): `blocked`'s `?p` is taken only by `free`, whose
/// rule binds nothing of it; every call of `blocked` gives it (`b`). Squares 1 to 4, a wall on 3:
/// a step onto the wall is not legal, a jump over it is.
const CALLED_THROUGH: &str = "(role r)
(init (at 1))
(succ 1 2) (succ 2 3) (succ 3 4)
(wall 3)
(<= (legal r (step ?x ?y)) (true (at ?x)) (succ ?x ?y) (not (blocked b ?y)))
(<= (legal r (jump ?x ?z)) (true (at ?x)) (succ ?x ?y) (succ ?y ?z))
(<= (blocked ?p ?y) (wall ?y) (free ?p ?y))
(<= (free ?p ?y) (wall ?y))
(<= (next (at ?y)) (does r (step ?x ?y)))
(<= (next (at ?z)) (does r (jump ?x ?z)))
(<= terminal (true (at 3)))
(<= terminal (true (at 4)))
(<= (goal r 100) (true (at 4)))
(<= (goal r 0) (not (true (at 4))))
";

#[test]
fn a_relation_whose_variable_only_an_unsafe_call_takes_is_grounded_as_its_callers_bind_it() {
    let (counted, _) = accepted(CALLED_THROUGH, 2);
    // From 1: step to 2 or jump to 3 (the end); from 2: the step onto 3 is walled, jump to 4.
    assert_eq!(counted.iter().map(|l| (l.paths, l.terminal)).collect::<Vec<_>>(), [(2, 1), (1, 1)]);
}

/// colonelBlotto's `sum`: `(<= (sum ?x 0 ?x) (succ 0 1))` binds nothing of its head, and the
/// recursive rule leaves `?x` to its caller too; every call binds the first two arguments.
const SUM: &str = "(role r)
(init (total 0))
(succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
(<= (legal r (add ?n)) (true (total ?t)) (succ 0 ?n) (sum ?t ?n ?s))
(<= (legal r (add ?n)) (true (total ?t)) (succ 1 ?n) (sum ?t ?n ?s))
(<= (next (total ?s)) (true (total ?t)) (does r (add ?n)) (sum ?t ?n ?s))
(<= (sum ?x 0 ?x)
    (succ 0 1))
(<= (sum ?x ?y ?z) (succ ?y0 ?y) (succ ?z0 ?z) (sum ?x ?y0 ?z0))
(<= terminal (true (total 4)))
(<= terminal (true (total 3)))
(<= (goal r 100) (true (total 4)))
(<= (goal r 0) (not (true (total 4))))
";

#[test]
fn unsafe_rules_bound_through_recursion_play_with_a_warning() {
    let (counted, warnings) = accepted(SUM, 4);
    // From 0 by 1 or 2 until 3 or more: 1,2 / 2,3,3,4 / ...
    assert_eq!(counted[0].paths, 2);
    assert_eq!(counted[1].paths, 4);
    assert!(warnings.iter().any(|w| w.contains("?x in the head") && w.ends_with("(7:1)")), "{warnings:?}");
}

#[test]
fn a_call_that_leaves_an_unsafe_variable_unbound_is_refused() {
    let unbound = DISTPAIR.replace("(apart ?x ?y ?x ?y)", "(apart ?x ?free ?x ?y)");
    let why = refused(&unbound);
    assert!(why.contains("unsafe rule") && why.contains("?free unbound") && why.ends_with("(4:1)"), "{why}");
    // The game's own relations are asked with unbound arguments: their heads must be safe.
    let legal = refused("(role r)\n(<= (legal r ?m) (distinct ?m a))");
    assert!(legal.contains("unsafe rule: ?m in the head"), "{legal}");
}

/// ruleDepthLinear's `(gameOver)`: a function of no arguments, written in parentheses.
const GAME_OVER: &str = "(role r)
(init (count 0))
(succ 0 1) (succ 1 2)
(<= (legal r go) (true (count ?c)))
(<= (next (count ?d)) (true (count ?c)) (succ ?c ?d))
(<= (next (gameOver)) (true (count 1)))
(<= terminal (true gameOver))
(<= (goal r 100) (true (gameOver)))
(<= (goal r 0) (not (true gameOver)))
";

#[test]
fn functions_of_no_arguments_are_constants_with_a_warning() {
    let (counted, warnings) = accepted(GAME_OVER, 3);
    assert_eq!(counted[1].terminal, 1);
    assert_eq!(counted[1].goals, [100]);
    assert!(
        warnings.iter().any(|w| w.contains("(gameover) with no arguments") && w.ends_with("(6:11)")),
        "{warnings:?}"
    );
    assert!(warnings.iter().any(|w| w.ends_with("(8:24)")), "{warnings:?}");
}

/// GdlCleaner's other clean-ups: `(not (distinct a b))` makes the two one (and drops a rule
/// where they cannot be), a rule with no body is a fact, `(p)` is `p`, and old-style `base`
/// facts are dropped.
const CLEANED: &str = "(role r)
(base cell 1 2)
(base (cell 1))
(<= (init (cell 1)))
(<= (legal r (mark ?x)) (true (cell ?y)) (index ?x) (not (distinct ?x ?y)))
(<= (legal r (mark 3)) (not (distinct 1 2)))
(index 1) (index 2)
(<= (next (cell 2)) (does r (mark 1)))
(<= (terminal) (true (cell 2)))
(<= (goal r 100) (true (cell 2)))
(<= (goal r 0) (true (cell 1)))
";

#[test]
fn gdl_cleaner_clean_ups_are_made_with_warnings() {
    let (counted, warnings) = accepted(CLEANED, 2);
    // Only (mark 1): (mark 2) needs cell 2, and (mark 3) can never hold.
    assert_eq!((counted[0].paths, counted[0].terminal), (1, 1));
    let at = |line: usize, what: &str| {
        assert!(
            warnings.iter().any(|w| w.contains(what) && w.contains(&format!("({line}:"))),
            "no warning with {what} at line {line}: {warnings:?}"
        )
    };
    at(2, "old-style base");
    at(4, "no body read as a fact");
    at(5, "(not (distinct a b))");
    at(6, "can never hold dropped");
    at(9, "(terminal) with no arguments");
    let moves: Vec<String> = {
        let e = load(CLEANED, Kind::Compiled);
        let s = e.initial();
        e.legal(&s, 0).unwrap().iter().map(|m| e.move_term(m).to_string()).collect()
    };
    assert_eq!(moves, ["mark(1)"]);
}

/// Breakthrough on `size` × `size`: each player's pawns on their two home rows, moving one
/// forward, straight onto an empty cell or diagonally onto an empty or enemy one; reaching the
/// far row or taking every enemy pawn wins. The shape of GGP-Base's `breakthrough.kif`.
fn breakthrough(size: usize) -> String {
    let mut text = String::from("(role white) (role black)\n(init (control white))\n");
    for x in 1..=size {
        for y in [1, 2] {
            text += &format!("(init (cellholds {x} {y} white)) (init (cellholds {x} {} black))\n", size + 1 - y);
        }
    }
    for i in 1..size {
        text += &format!("(succ {i} {}) ", i + 1);
    }
    for i in 1..=size {
        text += &format!("(index {i}) ");
    }
    text += &format!(
        "
(<= (cell ?x ?y) (index ?x) (index ?y))
(<= (forward white ?y1 ?y2) (succ ?y1 ?y2))
(<= (forward black ?y1 ?y2) (succ ?y2 ?y1))
(<= (side ?x1 ?x2) (succ ?x1 ?x2))
(<= (side ?x1 ?x2) (succ ?x2 ?x1))
(<= (empty ?x ?y) (cell ?x ?y) (not (true (cellholds ?x ?y white))) (not (true (cellholds ?x ?y black))))
(<= (legal ?p (move ?x ?y1 ?x ?y2)) (true (control ?p)) (true (cellholds ?x ?y1 ?p)) (forward ?p ?y1 ?y2)
    (empty ?x ?y2))
(<= (legal ?p (move ?x1 ?y1 ?x2 ?y2)) (true (control ?p)) (true (cellholds ?x1 ?y1 ?p)) (forward ?p ?y1 ?y2)
    (side ?x1 ?x2) (empty ?x2 ?y2))
(<= (legal ?p (move ?x1 ?y1 ?x2 ?y2)) (true (control ?p)) (true (cellholds ?x1 ?y1 ?p)) (forward ?p ?y1 ?y2)
    (side ?x1 ?x2) (opponent ?p ?q) (true (cellholds ?x2 ?y2 ?q)))
(<= (legal ?p noop) (role ?p) (not (true (control ?p))))
(opponent white black) (opponent black white)
(<= (next (cellholds ?x2 ?y2 ?p)) (does ?p (move ?x1 ?y1 ?x2 ?y2)))
(<= (next (cellholds ?x ?y ?q)) (true (cellholds ?x ?y ?q)) (does ?p (move ?x1 ?y1 ?x2 ?y2))
    (or (distinct ?x ?x1) (distinct ?y ?y1)) (or (distinct ?x ?x2) (distinct ?y ?y2)))
(<= (next (control ?q)) (true (control ?p)) (opponent ?p ?q))
(<= (home white {size})) (<= (home black 1))
(<= (reached ?p) (role ?p) (home ?p ?y) (true (cellholds ?x ?y ?p)))
(<= (alive ?p) (true (cellholds ?x ?y ?p)))
(<= (won ?p) (reached ?p))
(<= (won ?p) (opponent ?p ?q) (not (alive ?q)))
(<= terminal (won ?p))
(<= (goal ?p 100) (won ?p))
(<= (goal ?p 0) (role ?p) (not (won ?p)))
"
    );
    text
}

#[test]
fn breakthrough_grounds_and_plays() {
    // Small enough for the resolver: both engines agree.
    let small = breakthrough(5);
    let counted = accepted(&small, 3).0;
    assert_eq!(counted[0].paths, 13);
    // The full board grounds and counts depth 3 as GGP-Base's breakthrough.kif counts (how
    // fast: `cargo bench --bench gdl`).
    let text = breakthrough(8);
    let engine = load(&text, Kind::Compiled);
    let counted = lines(&engine, 3);
    assert_eq!(counted.iter().map(|l| l.paths).collect::<Vec<_>>(), [22, 484, 11_132]);
    let mut rng = 0x9E37_79B9_7F4A_7C15u64;
    let start = engine.initial();
    for _ in 0..100 {
        let end = engine.playout(&start, 10_000, &mut |n| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % n as u64) as usize
        });
        assert!(end.unwrap().is_some_and(|goals| goals.iter().sum::<u32>() == 100));
    }
}

/// GGP-Base's test_case_3e: `(<= (legal ?p ?p) …)` binds the move through the role, which the
/// game's own question binds.
#[test]
fn legal_moves_bound_by_the_role_play_with_a_warning() {
    let text = "(role a) (role b)
(init (turn 1))
(<= (legal ?p ?p)
    (true (turn 1)))
(<= (next (turn 2)) (does a a) (does b b))
(<= terminal (true (turn 2)))
(<= (goal ?p 100) (true (turn 2)))
(<= (goal ?p 0) (true (turn 1)))
";
    let (counted, warnings) = accepted(text, 2);
    assert_eq!((counted[0].paths, counted[0].terminal, &counted[0].goals[..]), (1, 1, &[100, 100][..]));
    assert!(warnings.iter().any(|w| w.contains("?p in the head") && w.ends_with("(3:1)")), "{warnings:?}");
    assert!(warnings.iter().any(|w| w.ends_with("(7:1)")), "{warnings:?}");
}

/// Amazons' shape on 6 × 6: a move names a piece's cell, where it goes and where it shoots
/// (six arguments), and the frame rule asks only where the piece was, so joined as written it
/// would ground to a rule per cell, value and move: some 8 million. Projected onto the
/// arguments it asks about, it grounds in about a second and plays.
#[test]
fn frame_rules_over_wide_moves_ground_through_projection() {
    let mut text = String::from("(role white) (role black)\n(init (control white)) (init (step 0))\n");
    text += "(init (location 1 1 white)) (init (location 6 6 black))\n";
    for i in 1..=6 {
        text += &format!("(index {i}) ");
    }
    text += "(succ 0 1) (succ 1 2) (succ 2 3)
(<= (cell ?x ?y) (index ?x) (index ?y))
(<= (occupied ?x ?y) (true (location ?x ?y ?s)))
(<= (empty ?x ?y) (cell ?x ?y) (not (occupied ?x ?y)))
(<= (legal ?p (play ?x1 ?y1 ?x2 ?y2 ?x3 ?y3)) (true (control ?p)) (true (location ?x1 ?y1 ?p))
    (empty ?x2 ?y2) (empty ?x3 ?y3) (distinct ?x2 ?x3))
(<= (legal ?p noop) (role ?p) (not (true (control ?p))))
(<= (apart ?x ?y ?a ?b) (cell ?x ?y) (cell ?a ?b) (distinct ?x ?a))
(<= (apart ?x ?y ?a ?b) (cell ?x ?y) (cell ?a ?b) (distinct ?y ?b))
(<= (next (location ?x ?y ?s)) (true (location ?x ?y ?s)) (does ?p (play ?x1 ?y1 ?x2 ?y2 ?x3 ?y3))
    (apart ?x ?y ?x1 ?y1))
(<= (next (location ?x2 ?y2 ?p)) (does ?p (play ?x1 ?y1 ?x2 ?y2 ?x3 ?y3)))
(<= (next (location ?x3 ?y3 arrow)) (does ?p (play ?x1 ?y1 ?x2 ?y2 ?x3 ?y3)))
(<= (next (control black)) (true (control white)))
(<= (next (control white)) (true (control black)))
(<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
(<= terminal (true (step 3)))
(<= (goal ?p 50) (role ?p))
";
    let engine = load(&text, Kind::Compiled);
    // White's piece in a corner: 34 empty cells to go to, and one in another column to shoot.
    let counted = lines(&engine, 1);
    assert_eq!((counted[0].paths, counted[0].states), (5 * 29 * 2 + 24 * 28, 5 * 29 * 2 + 24 * 28));
}
