//! `cargo bench`: how long the HTN planner takes to plan `doAI` for Kings & Pawns on the
//! default 5x5 position and on a 12x12 field with 28 units, and for Tactigon's start.

use std::time::{Duration, Instant};
use stratagem::ai::htn::Domain;
use stratagem::ai::{AiGame, htn_move};
use stratagem::core::Seat;
use stratagem::core::assets::asset_root;
use stratagem::games::tactigon::{Rules, Side};

fn domain(file: &str) -> Domain {
    Domain::load(&asset_root().join("ai").join(file)).expect("the domain loads")
}

/// Plans repeatedly for about a second and prints the mean time per plan.
fn measure<G: AiGame>(name: &str, state: &G, domain: &Domain) {
    let (mv, why) = htn_move(state, domain).expect("a plan");
    let mut runs = 0u32;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) || runs < 3 {
        htn_move(state, domain).expect("a plan");
        runs += 1;
    }
    let mean = start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
    println!("{name:<34} {mean:>9.3} ms per doAI plan ({runs} runs)   plays {}", state.move_text(mv));
    println!("{:<34} because: {}", "", why.first().map_or("", String::as_str));
}

fn main() {
    let kings = domain("kings.htn");
    println!("HTN planner, first plan for doAI, including turning the position into facts.\n");
    for preset in ["default", "field-12"] {
        let state = stratagem::games::kings::preset::find(preset).expect("preset").start(Seat(0), 100);
        measure(&format!("kings {preset} ({} units)", state.units().len()), &state, &kings);
    }
    let tactigon = domain("tactigon.htn");
    let start = stratagem::games::tactigon::preset::find("small").expect("preset").start(Rules::default(), Side::Red);
    measure("tactigon small start", &start, &tactigon);
}
