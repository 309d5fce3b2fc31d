//! A store in memory, for tests: it keeps what the journal keeps and refuses what the journal
//! refuses, and a test can make it fail on demand, as a full disk or a lost database would.

use super::{Entry, Loaded, MatchStore, SeatClaim, StoreError, StoredMatch, Table};
use std::sync::{Arc, Mutex, MutexGuard};
use stratagem_core::record::Record;

/// The store in memory. Clones share it: a test keeps one to look inside and to inject
/// failures while the lobby holds another.
#[derive(Clone, Default)]
pub struct MemoryStore {
    inner: Arc<Mutex<Inner>>,
}

#[derive(Default)]
struct Inner {
    table: Table,
    /// Changes to fail from now on, before any is kept.
    failures: usize,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// The next `count` changes fail (a disk that filled up, a database that went away).
    pub fn fail_next(&self, count: usize) {
        self.lock().failures = count;
    }

    /// The match `code` as kept.
    pub fn get(&self, code: &str) -> Option<StoredMatch> {
        self.lock().table.matches.get(code).cloned()
    }

    /// Every match kept, by code.
    pub fn matches(&self) -> Vec<StoredMatch> {
        self.lock().table.matches.values().cloned().collect()
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Keeps `entries` of `code` unless a failure is due. A failure names a file and a system
    /// error, as a disk's would, so that tests see neither reach a client.
    fn keep(&self, code: &str, entries: Vec<Entry>) -> Result<(), StoreError> {
        let mut inner = self.lock();
        if inner.failures > 0 {
            inner.failures -= 1;
            return Err(StoreError::Failed("/var/lib/stratagem/matches: injected failure (os error 28)".into()));
        }
        for entry in entries {
            inner.table.apply(code, entry);
        }
        Ok(())
    }
}

impl MatchStore for MemoryStore {
    fn load(&mut self) -> Loaded {
        let matches = self.lock().table.matches.values().cloned().collect();
        Loaded { matches, log: Vec::new() }
    }

    fn set_aside(&mut self, _code: &str) {}

    fn create(&mut self, code: &str, setup: &Record, seats: &[(u8, SeatClaim)]) -> Result<(), StoreError> {
        let entries = self.lock().table.creation(code, setup, seats)?;
        self.keep(code, entries)
    }

    fn append_move(&mut self, code: &str, revision: u32, text: &str) -> Result<(), StoreError> {
        self.lock().table.check_move(code, revision)?;
        self.keep(code, vec![Entry::Move(text.to_string())])
    }

    fn claim_seat(&mut self, code: &str, seat: u8, claim: &SeatClaim) -> Result<(), StoreError> {
        self.lock().table.check_seat(code, seat)?;
        self.keep(code, vec![Entry::seat(seat, claim)])
    }

    fn finish(&mut self, code: &str, forfeit: Option<&str>) -> Result<(), StoreError> {
        let entry = self.lock().table.finishing(code, forfeit)?;
        self.keep(code, entry.into_iter().collect())?;
        self.lock().table.mark_ended(code);
        Ok(())
    }

    fn ended(&mut self, code: &str) -> Option<StoredMatch> {
        self.lock().table.ended(code)
    }

    fn upkeep(&mut self) -> Vec<String> {
        Vec::new()
    }
}
