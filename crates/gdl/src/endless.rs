//! Descriptions that can run forever. GDL requires every game to end, but nothing in a
//! description enforces it: a `next` that comes back to an earlier state with no `terminal` on
//! the way (or no `terminal` rule at all) plays on without end. Play stops such games at a step
//! limit; this finds the cycle so the loader and `perft` can say why.

use super::Machine;
use rand::RngExt;
use std::collections::HashMap;
use std::time::{Duration, Instant};
use stratagem_core::rng::seeded;

/// Seeded random playouts the loader tries, and the joint steps of each.
const PROBES: u64 = 2;
const PROBE_STEPS: usize = 500;
/// The probe gives up after this long: a warning is worth little load time on a big description.
const PROBE_TIME: Duration = Duration::from_secs(1);

/// A state met twice on one random path before any terminal state, in words, or `None` if the
/// probe saw none (which proves nothing: the probe follows a few paths only). An error of the
/// description ends the probe quietly: playing it reports the error, and a second path would
/// only spend another budget on it.
pub fn repeated_state<M: Machine>(machine: &M) -> Option<String> {
    let started = Instant::now();
    let roles = machine.role_names().len();
    for probe in 0..PROBES {
        let mut rng = seeded(probe);
        let mut state = machine.initial();
        let mut met: HashMap<M::State, usize> = HashMap::new();
        for step in 0..=PROBE_STEPS {
            if started.elapsed() > PROBE_TIME {
                return None;
            }
            match machine.is_terminal(&state) {
                Ok(false) => {}
                Ok(true) => break,
                Err(_) => return None,
            }
            if let Some(first) = met.insert(state.clone(), step) {
                return Some(format!(
                    "the state after step {step} repeats the state after step {first} with no terminal state \
                     between: the game can run forever (GDL requires every game to end)"
                ));
            }
            let mut joint = Vec::with_capacity(roles);
            for role in 0..roles {
                match machine.legal(&state, role) {
                    Ok(mut moves) if !moves.is_empty() => {
                        joint.push(moves.swap_remove(rng.random_range(0..moves.len())))
                    }
                    _ => return None,
                }
            }
            match machine.next(&state, &joint) {
                Ok(next) => state = next,
                Err(_) => return None,
            }
        }
    }
    None
}
