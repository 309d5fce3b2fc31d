//! `cargo bench --profile dev --bench htn`: how long the HTN planner takes, and the most heap
//! it holds, for each kind of work it does:
//! - the game players' `doAI` (Kings & Pawns on the default 5x5 position and on a 12x12 field
//!   with 28 units, Tactigon's start), including turning the position into facts;
//! - Inductor-style programs written from its documentation: the getting-started taxi domain
//!   and a Game.htn-style strategy query over a generated map;
//! - generated domains: hundreds of facts joined in a query, and a decomposition 400 tasks deep.
//!
//! The dev profile is opt-level 2 for this crate and its dependencies (see Cargo.toml), so it
//! reuses the Bevy build the tests made; a release build of Bevy takes far longer and changes
//! these figures little.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use stratagem::ai::htn::{self, Domain, Search, find_plans, query};
use stratagem::ai::{AiGame, htn_move};
use stratagem::core::Seat;
use stratagem::core::assets::MapPreset;
use stratagem::core::assets::asset_root;
use stratagem::games::tactigon::{Rules, Side};

/// The system allocator, counting the bytes in use and the most in use since the last reset.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `work` repeatedly for about a second; prints the mean time per run and the most heap
/// one run held beyond what was in use before it.
fn measure(name: &str, mut work: impl FnMut() -> String) {
    let base = IN_USE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let what = work();
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    let mut runs = 0u32;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) || runs < 3 {
        work();
        runs += 1;
    }
    let mean = start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
    println!("{name:<40} {mean:>9.3} ms per query {:>9.1} KiB peak ({runs} runs)   {what}", peak as f64 / 1024.0);
}

fn asset_domain(file: &str) -> Domain {
    Domain::load(&asset_root().join("ai").join(file)).expect("the domain loads")
}

/// The game player's decision (with the decomposition trace the plan panel shows), then the
/// same planning without the trace.
fn doai<G: AiGame>(name: &str, state: &G, domain: &Domain) {
    measure(name, || {
        let (mv, _) = htn_move(state, domain).expect("a plan");
        format!("plays {}", state.move_text(mv))
    });
    let mut world = domain.state.clone();
    world.add_text("position", &state.htn_facts()).expect("facts");
    let goal = htn::parse_tasks(&state.htn_goal()).expect("goal");
    measure(&format!("{name}, untraced"), || {
        let plans = find_plans(domain, &world, &goal, Search::First, htn::DEFAULT_STEPS).expect("a plan");
        plans[0].operators().join(", ")
    });
}

/// The first plan's operators, or every plan's count.
fn planned(domain: &Domain, goal: &str, search: Search) -> String {
    let tasks = htn::parse_tasks(goal).expect("tasks");
    let plans = find_plans(domain, &domain.state, &tasks, search, htn::DEFAULT_STEPS).expect("plans");
    match search {
        Search::First => plans.first().map_or("no plan".into(), |p| {
            let ops = p.operators();
            format!("{} operators, first {}", ops.len(), ops.first().map_or("-", String::as_str))
        }),
        Search::All => format!("{} plans", plans.len()),
    }
}

/// Inductor's getting-started example, as its documentation describes it.
const TAXI: &str = "
travel-to(?q) :- if(at(?p), walking-distance(?p, ?q)), do(walk(?p, ?q)).
travel-to(?q) :- if(at(?p), have-taxi-fare(?p, ?q), distance(?p, ?q, ?d)), do(call-taxi(?p), ride-taxi(?p, ?q), pay-driver(+(1.5, ?d))).
walk(?here, ?there) :- del(at(?here)), add(at(?there)).
call-taxi(?p) :- del(), add(taxi-at(?p)).
ride-taxi(?p, ?q) :- del(at(?p), taxi-at(?p)), add(at(?q)).
pay-driver(?amount) :- del(), add(paid(?amount)).
walking-distance(?u, ?v) :- weather-is(good), distance(?u, ?v, ?w), =<(?w, 3).
walking-distance(?u, ?v) :- distance(?u, ?v, ?w), =<(?w, 0.5).
have-taxi-fare(?p, ?q) :- have-cash(?m), distance(?p, ?q, ?d), >=(?m, +(1.5, ?d)).
distance(downtown, park, 2). distance(downtown, uptown, 8). distance(downtown, suburb, 12).
at(downtown). weather-is(good). have-cash(12).
";

/// A Game.htn-style strategy over a generated `side`x`side` map: units, tiles, a distance
/// axiom, and a doAI that sends each unit towards the nearest enemy, closest first.
fn game_world(side: i64) -> String {
    let mut text = String::from(
        "doAI(?Me) :- allOf, if(unit(?U, ?Me), at(?U, ?From), first(closestEnemy(?Me, ?From, ?Target)), \
            first(stepTowards(?From, ?Target, ?To))), do(moveUnit(?U, ?From, ?To)).
         moveUnit(?U, ?From, ?To) :- del(at(?U, ?From)), add(at(?U, ?To)).
         closestEnemy(?Me, ?From, ?T) :- sortBy(?D, <(unit(?E, ?Them), \\==(?Them, ?Me), at(?E, ?T), distance(?From, ?T, ?D))).
         stepTowards(?From, ?To, ?Step) :- sortBy(?D, <(around(?From, ?Step), tile(?Step), distance(?Step, ?To, ?D))).
         around(tile(?X, ?Y), tile(?A, ?B)) :- delta(?DX, ?DY), is(?A, +(?X, ?DX)), is(?B, +(?Y, ?DY)).
         delta(-1, 0). delta(1, 0). delta(0, -1). delta(0, 1).
         distance(tile(?X1, ?Y1), tile(?X2, ?Y2), ?D) :- is(?D, +(abs(-(?X1, ?X2)), abs(-(?Y1, ?Y2)))).\n",
    );
    for y in 0..side {
        for x in 0..side {
            text += &format!("tile(tile({x},{y})). ");
        }
    }
    for i in 0..side {
        text += &format!("unit(a{i}, p1). at(a{i}, tile({i},0)). unit(b{i}, p2). at(b{i}, tile({i},{})).\n", side - 1);
    }
    text
}

/// `n` facts of a graph, and a query joining them three times.
fn facts_world(n: usize) -> String {
    (0..n).map(|i| format!("edge(n{}, n{}). ", i % 97, (i * 7 + 3) % 97)).collect()
}

/// A decomposition `depth` tasks deep, each level a method with a condition and an operator.
fn deep_world(depth: usize) -> String {
    format!(
        "level({depth}) :- if(), do(done).
         level(?N) :- else, if(<(?N, {depth}), is(?M, +(?N, 1))), do(mark(?N), level(?M)).
         mark(?N) :- del(), add(marked(?N)).
         done :- del(), add(finished)."
    )
}

fn main() {
    println!("HTN planner: time per query and the most heap one query holds.\n");
    let kings = asset_domain("kings.htn");
    for preset in ["default", "field-12"] {
        let state = stratagem::games::kings::preset::Preset::find(preset).expect("preset").start(Seat(0), 100);
        doai(&format!("kings doAI {preset} ({} units)", state.units().len()), &state, &kings);
    }
    let tactigon = asset_domain("tactigon.htn");
    let start =
        stratagem::games::tactigon::preset::Preset::find("small").expect("preset").start(Rules::default(), Side::Red);
    doai("tactigon doAI small start", &start, &tactigon);

    let taxi = Domain::parse("taxi.htn", TAXI).expect("taxi");
    measure("inductor taxi: all plans travel-to", || planned(&taxi, "travel-to(uptown)", Search::All));
    let game = Domain::parse("game.htn", &game_world(16)).expect("game");
    measure("inductor Game-style doAI 16x16, 32 units", || planned(&game, "doAI(p1)", Search::First));

    let facts = Domain::parse("facts.htn", &facts_world(500)).expect("facts");
    measure("500 facts: count a 3-edge join", || {
        let found = query(&facts.state, "count(?C, edge(n1, ?A), edge(?A, ?B), edge(?B, ?C2))", htn::DEFAULT_STEPS);
        found.expect("answers").concat().concat()
    });
    let deep = Domain::parse("deep.htn", &deep_world(400)).expect("deep");
    measure("decomposition 400 tasks deep", || planned(&deep, "level(0)", Search::First));
}
