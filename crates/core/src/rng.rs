//! Seeded randomness: a game and its AIs replay exactly from a seed.

use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The suite's one RNG type, always created from a seed.
pub type GameRng = SmallRng;

pub fn seeded(seed: u64) -> GameRng {
    SmallRng::seed_from_u64(seed)
}

/// SplitMix64: a fixed, dependency-free mixer for Zobrist keys, so position hashes are stable
/// across builds and platforms.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
