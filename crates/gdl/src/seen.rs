//! The states a thread's playouts have met: each one's moves (or goals), and where each joint
//! move from it led. Random playouts of a small game meet the same states over and over, so
//! remembering them (as GGP-Base's cached state machine does) turns most steps into lookups.
//! Where states rarely repeat the memory fills with states never met again: then it stops.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A state's moves per role, its goals if it is terminal, or the description's error there.
pub enum Known {
    Playing(Box<[Box<[u32]>]>),
    Ended(Box<[u32]>),
    Broken(String),
}

/// How many states are remembered before the memory starts again.
const CAPACITY: usize = 1 << 16;

#[derive(Default)]
pub struct Seen {
    index: HashMap<Box<[u64]>, u32, Quick>,
    states: Vec<(Box<[u64]>, Known)>,
    /// (state, joint move's key) to the state it leads to.
    next: HashMap<(u32, u64), u32, Quick>,
    hits: u64,
    misses: u64,
    /// Set once a full memory found fewer than four in five steps: states here do not repeat
    /// enough to pay for remembering them.
    pub off: bool,
}

impl Seen {
    pub fn find(&self, state: &[u64]) -> Option<u32> {
        self.index.get(state).copied()
    }

    /// Remembers a state, forgetting everything first if the memory is full (then says so:
    /// earlier numbers are gone).
    pub fn add(&mut self, state: &[u64], known: Known) -> (u32, bool) {
        let full = self.states.len() >= CAPACITY;
        if full {
            // Forgotten with their memory, not just emptied.
            *self = Seen { off: self.hits < 4 * self.misses, ..Seen::default() };
        }
        let at = self.states.len() as u32;
        self.index.insert(state.into(), at);
        self.states.push((state.into(), known));
        (at, full)
    }

    pub fn state(&self, at: u32) -> &(Box<[u64]>, Known) {
        &self.states[at as usize]
    }

    pub fn follow(&mut self, at: u32, joint: u64) -> Option<u32> {
        let found = self.next.get(&(at, joint)).copied();
        match found {
            Some(_) => self.hits += 1,
            None => self.misses += 1,
        }
        found
    }

    pub fn link(&mut self, at: u32, joint: u64, to: u32) {
        self.next.insert((at, joint), to);
    }
}

/// A fast hash for keys that are a few machine words (FxHash's multiply and rotate).
#[derive(Default)]
struct Fast(u64);

impl Hasher for Fast {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(word as u64);
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type Quick = BuildHasherDefault<Fast>;
