//! Where a server keeps its matches, behind one trait so that the match rules (`lobby`) never
//! touch a file: the journal file of a single server (`journal`), memory, for tests
//! (`memory`), and PostgreSQL, shared by many servers (`postgres`).
//!
//! The rule every handler of the lobby follows: validate, then store, then change state. A
//! store that fails refuses the request; the lobby's state is as it was before it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use stratagem_core::record::Record;

pub mod journal;
pub mod memory;
pub mod postgres;

/// A seat's player as kept: the seat's secret token, the player's name, and whether a computer
/// plays for them since they stayed away.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatClaim {
    pub token: Option<String>,
    pub name: Option<String>,
    pub taken_over: bool,
}

impl SeatClaim {
    /// Whether anyone ever took the seat (open seats need no line).
    fn taken(&self) -> bool {
        self.token.is_some() || self.name.is_some() || self.taken_over
    }
}

/// A match as a store gives it back: enough for a server to take everyone back where they were.
#[derive(Clone, Debug)]
pub struct StoredMatch {
    pub code: String,
    /// The setup with every accepted move.
    pub record: Record,
    pub seats: Vec<SeatClaim>,
    /// Why a seat lost, when the match ended by a forfeit.
    pub forfeit: Option<String>,
    /// The match is over (by its rules or a forfeit), as the lobby told the store.
    pub ended: bool,
}

impl StoredMatch {
    fn new(code: String, setup: Record) -> StoredMatch {
        let seats = vec![SeatClaim::default(); setup.seats.len()];
        StoredMatch { code, record: setup, seats, forfeit: None, ended: false }
    }

    /// One change of the match's history.
    fn apply(&mut self, entry: Entry) -> Result<(), String> {
        match entry {
            Entry::Created(_) => return Err("created twice".into()),
            Entry::Move(text) => self.record.moves.push(text),
            Entry::Seat { seat, token, name, taken_over } if (seat as usize) < self.seats.len() => {
                self.seats[seat as usize] = SeatClaim { token, name, taken_over };
            }
            Entry::Seat { seat, .. } => return Err(format!("no seat {}", seat as usize + 1)),
            Entry::Forfeit(why) => {
                self.forfeit = Some(why);
                self.ended = true;
            }
        }
        Ok(())
    }

    /// The changes that give the match back as it is now: its record, and the seats taken.
    fn entries(&self) -> Vec<Entry> {
        let seats = self.seats.iter().enumerate().filter(|(_, claim)| claim.taken());
        std::iter::once(Entry::Created(self.record.clone()))
            .chain(seats.map(|(i, claim)| Entry::seat(i as u8, claim)))
            .chain(self.forfeit.clone().map(Entry::Forfeit))
            .collect()
    }
}

/// One change to a match, and one line of the journal (`(CODE, Entry)`) or of a match's own
/// `CODE.log` as servers before the journal wrote it: the variants and their fields are the
/// file format, so they stay as they are.
#[derive(Serialize, Deserialize)]
enum Entry {
    /// The match was created with this setup (or, in a compacted journal, this record).
    Created(Record),
    Move(String),
    /// A seat's player: its token, name, and whether a computer plays for it.
    Seat {
        seat: u8,
        token: Option<String>,
        name: Option<String>,
        taken_over: bool,
    },
    Forfeit(String),
}

impl Entry {
    fn seat(seat: u8, claim: &SeatClaim) -> Entry {
        let SeatClaim { token, name, taken_over } = claim.clone();
        Entry::Seat { seat, token, name, taken_over }
    }
}

/// Why a store did not keep a change. The text is for the server's log: it may name files and
/// the system's errors, so it never goes to a client.
#[derive(Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The code belongs to a match already: a new match takes another.
    Taken,
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Taken => f.write_str("the code is taken"),
            StoreError::Failed(why) => f.write_str(why),
        }
    }
}

/// What a store holds when a server starts.
#[derive(Default)]
pub struct Loaded {
    /// Every match kept, running or not yet let go of, in the order they were created.
    pub matches: Vec<StoredMatch>,
    /// Matches that could not be read, and other news for the log.
    pub log: Vec<String>,
}

/// Moves a store took but then could not keep: the match is to go back to `revision` moves.
#[derive(Debug, PartialEq, Eq)]
pub struct Unkept {
    pub code: String,
    /// The number of the first move not kept (the moves before it are kept).
    pub revision: u32,
    pub why: StoreError,
}

/// Where a server keeps its matches. Each method keeps one change whole or not at all, and
/// answers only once it is kept; a change it cannot keep is an error and leaves what it holds
/// as it was. The one exception is `append_move`: a store may gather moves and keep them
/// together at `commit`, which the server calls before anyone hears of them (a move
/// acknowledged to anyone is never lost).
pub trait MatchStore: Send {
    /// Every match kept (called once, when the server starts).
    fn load(&mut self) -> Loaded;
    /// A loaded match the server cannot serve (its game or preset is gone): the store keeps it
    /// as it is, for a later server that can.
    fn set_aside(&mut self, code: &str);
    /// A new match: its setup, and the seats its host takes.
    fn create(&mut self, code: &str, setup: &Record, seats: &[(u8, SeatClaim)]) -> Result<(), StoreError>;
    /// A move accepted at `revision` (the number of moves before it), kept now or at the next
    /// `commit`.
    fn append_move(&mut self, code: &str, revision: u32, text: &str) -> Result<(), StoreError>;
    /// Keeps the moves gathered since the last call, and tells which it could not keep.
    fn commit(&mut self) -> Vec<Unkept> {
        Vec::new()
    }
    /// Who holds a seat now.
    fn claim_seat(&mut self, code: &str, seat: u8, claim: &SeatClaim) -> Result<(), StoreError>;
    /// The match is over: by a forfeit (`Some(why)`), or by its rules (the moves tell).
    fn finish(&mut self, code: &str, forfeit: Option<&str>) -> Result<(), StoreError>;
    /// An ended match the server let go of, for a player who comes back to it.
    fn ended(&mut self, code: &str) -> Option<StoredMatch>;
    /// Housekeeping between requests (the journal compacts itself, a shared store renews the
    /// server's lease); lines for the log.
    fn upkeep(&mut self) -> Vec<String>;
    /// Running matches of servers that stopped (their lease ran out), now this server's to
    /// serve. Only a store shared by servers has any.
    fn adopt(&mut self) -> Vec<StoredMatch> {
        Vec::new()
    }
    /// A match the lobby service placed on this server in the shared store, which no player
    /// asked for here before: this server serves it from now on.
    fn placed(&mut self, _code: &str) -> Option<StoredMatch> {
        None
    }
    /// Matches another server has taken over from this one since the last call: this server
    /// must let them go, and accepts nothing more for them.
    fn lost(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// The matches a store holds, by code, and the checks every store makes before keeping a
/// change, so that the memory store refuses what the journal refuses.
#[derive(Default)]
struct Table {
    matches: BTreeMap<String, StoredMatch>,
}

impl Table {
    fn get(&self, code: &str) -> Result<&StoredMatch, StoreError> {
        self.matches.get(code).ok_or_else(|| StoreError::Failed(format!("no match {code} in the store")))
    }

    fn check_create(&self, code: &str, setup: &Record, seats: &[(u8, SeatClaim)]) -> Result<(), StoreError> {
        if self.matches.contains_key(code) {
            return Err(StoreError::Taken);
        }
        match seats.iter().find(|(seat, _)| *seat as usize >= setup.seats.len()) {
            Some((seat, _)) => Err(StoreError::Failed(format!("match {code} has no seat {}", seat + 1))),
            None => Ok(()),
        }
    }

    fn check_move(&self, code: &str, revision: u32) -> Result<(), StoreError> {
        let kept = self.get(code)?;
        let moves = kept.record.moves.len();
        if kept.ended || moves != revision as usize {
            let state = if kept.ended { "over".to_string() } else { format!("at move {moves}") };
            return Err(StoreError::Failed(format!("match {code} is {state}, not at move {revision}")));
        }
        Ok(())
    }

    fn check_seat(&self, code: &str, seat: u8) -> Result<(), StoreError> {
        match self.get(code)?.seats.len() > seat as usize {
            true => Ok(()),
            false => Err(StoreError::Failed(format!("match {code} has no seat {}", seat + 1))),
        }
    }

    /// Keeps a change checked above.
    fn apply(&mut self, code: &str, entry: Entry) {
        match entry {
            Entry::Created(setup) => {
                self.matches.insert(code.to_string(), StoredMatch::new(code.to_string(), setup));
            }
            entry => {
                if let Some(kept) = self.matches.get_mut(code) {
                    // Checked before it was written: it applies.
                    let _ = kept.apply(entry);
                }
            }
        }
    }

    /// The changes of a new match, checked.
    fn creation(&self, code: &str, setup: &Record, seats: &[(u8, SeatClaim)]) -> Result<Vec<Entry>, StoreError> {
        self.check_create(code, setup, seats)?;
        let claims = seats.iter().map(|(seat, claim)| Entry::seat(*seat, claim));
        Ok(std::iter::once(Entry::Created(setup.clone())).chain(claims).collect())
    }

    /// Marks a match over; a forfeit is a change to keep, an end by the rules is not.
    fn finishing(&self, code: &str, forfeit: Option<&str>) -> Result<Option<Entry>, StoreError> {
        self.get(code)?;
        Ok(forfeit.map(|why| Entry::Forfeit(why.to_string())))
    }

    fn mark_ended(&mut self, code: &str) {
        if let Some(kept) = self.matches.get_mut(code) {
            kept.ended = true;
        }
    }

    fn ended(&self, code: &str) -> Option<StoredMatch> {
        self.matches.get(code).filter(|kept| kept.ended).cloned()
    }
}
