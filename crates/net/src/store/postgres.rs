//! Matches in PostgreSQL, shared by every server of a service (`serve --db`). Each match is
//! owned by one server, with a fencing epoch; a server renews one lease for all its matches
//! with a heartbeat. When a server's lease runs out (it died, stalled or lost the network),
//! another takes its matches over and raises their epochs, and every write of a server names
//! the owner and epoch it believes in: a server that wakes up late has its writes refused
//! and lets its matches go.
//!
//! Every change but a move is one statement, committed before it returns. Moves are gathered
//! during a turn of the server's loop and written together at `commit`, in one statement and
//! so one commit to disk, before anyone hears of them (a move acknowledged to anyone is in the
//! database): a server with hundreds of matches would otherwise wait for the disk once a
//! move. A write locks its match's row (`FOR SHARE`), so a takeover waits for a write under
//! way and then reads it.

use super::{Loaded, MatchStore, SeatClaim, StoreError, StoredMatch, Unkept};
use postgres::error::SqlState;
use postgres::{Client, NoTls, Row, Statement};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::{Duration, Instant};
use stratagem_core::record::Record;

/// The tables, made if missing: safe for servers (and the lobby service) starting together,
/// under advisory lock `SCHEMA_LOCK`.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS servers (
    id text PRIMARY KEY,
    lease_until timestamptz NOT NULL
);
ALTER TABLE servers ADD COLUMN IF NOT EXISTS address text;
ALTER TABLE servers ADD COLUMN IF NOT EXISTS capacity integer;
CREATE TABLE IF NOT EXISTS matches (
    code text PRIMARY KEY,
    setup text NOT NULL,
    owner text,
    epoch bigint NOT NULL,
    ended boolean NOT NULL DEFAULT false,
    set_aside boolean NOT NULL DEFAULT false,
    forfeit text,
    created timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS moves (
    code text NOT NULL REFERENCES matches ON DELETE CASCADE,
    number integer NOT NULL,
    text text NOT NULL,
    PRIMARY KEY (code, number)
);
CREATE TABLE IF NOT EXISTS seats (
    code text NOT NULL REFERENCES matches ON DELETE CASCADE,
    seat integer NOT NULL,
    token text,
    name text,
    taken_over boolean NOT NULL,
    PRIMARY KEY (code, seat)
);
CREATE INDEX IF NOT EXISTS matches_owner ON matches (owner) WHERE NOT ended;
";

/// The advisory lock the tables are made under.
pub const SCHEMA_LOCK: i64 = 7171;

/// How long a server's matches stay its own without a heartbeat, unless told otherwise.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(5);

/// The store of one server in a shared database.
pub struct PostgresStore {
    client: Client,
    /// Where the database is, to connect again after it went away.
    url: String,
    /// This server's name in the database: unique to this run.
    server: String,
    lease: Duration,
    /// Where players reach this server and how many matches it may run, for the lobby
    /// service to place matches (`None`: a server the lobby does not place matches on).
    published: Option<(String, i32)>,
    /// The epoch of each match this server owns, as it took or made it.
    owned: BTreeMap<String, i64>,
    /// Matches found taken over (a refused write, or the heartbeat's check), for `lost`.
    fenced: BTreeSet<String>,
    next_beat: Instant,
    next_adoption: Instant,
    /// Moves taken since the last commit, in order.
    staged: Vec<Staged>,
    /// The statement that writes them, prepared once per connection: a statement given as
    /// text is parsed and planned again at every call, and costs a second round trip.
    writes_moves: Option<Statement>,
    /// Matches whose moves could not be kept, by code, until `commit` tells the server.
    unkept: BTreeMap<String, Unkept>,
}

/// A move waiting for the next commit, with the epoch its match was held at.
struct Staged {
    code: String,
    epoch: i64,
    number: i32,
    text: String,
}

/// The text of a database error for the server's log.
fn failed(error: postgres::Error) -> StoreError {
    match error.as_db_error() {
        Some(db) => StoreError::Failed(format!("the database: {}: {}", db.severity(), db.message())),
        None => StoreError::Failed(format!("the database: {error}")),
    }
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://…` or `host=… dbname=…`), makes the
    /// tables if they are missing, and takes a lease of `lease` for this server.
    pub fn connect(url: &str, lease: Duration) -> Result<PostgresStore, String> {
        let mut client = Client::connect(url, NoTls).map_err(|e| format!("cannot reach the database: {e}"))?;
        // Servers starting together may both make the tables: one waits for the other.
        let mut transaction = client.transaction().map_err(|e| e.to_string())?;
        transaction
            .batch_execute(&format!("SELECT pg_advisory_xact_lock({SCHEMA_LOCK})"))
            .map_err(|e| e.to_string())?;
        transaction.batch_execute(SCHEMA).map_err(|e| format!("cannot make the tables: {e}"))?;
        transaction.commit().map_err(|e| e.to_string())?;
        let server = format!("{}-{:08x}", std::process::id(), rand::random::<u32>());
        let mut store = PostgresStore {
            client,
            url: url.to_string(),
            server,
            lease,
            published: None,
            owned: BTreeMap::new(),
            fenced: BTreeSet::new(),
            next_beat: Instant::now(),
            next_adoption: Instant::now(),
            staged: Vec::new(),
            writes_moves: None,
            unkept: BTreeMap::new(),
        };
        store.beat().map_err(|e| e.to_string())?;
        Ok(store)
    }

    /// Tells the lobby service where players reach this server (`address`, its UDP port)
    /// and how many matches it may run, so that it places matches here.
    pub fn publish(&mut self, address: std::net::SocketAddr, capacity: usize) -> Result<(), String> {
        self.published = Some((address.to_string(), i32::try_from(capacity).unwrap_or(i32::MAX)));
        self.beat().map_err(|e| e.to_string())
    }

    /// This server's name in the database.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// Renews this server's lease, connecting again first if the database went away (a
    /// restart, a network cut): the matches still its own go on.
    fn beat(&mut self) -> Result<(), StoreError> {
        if self.client.is_closed() {
            self.client = Client::connect(&self.url, NoTls).map_err(failed)?;
            self.writes_moves = None;
        }
        let seconds = self.lease.as_secs_f64();
        let (address, capacity) = self.published.clone().unzip();
        self.client
            .execute(
                "INSERT INTO servers (id, lease_until, address, capacity)
                 VALUES ($1, now() + make_interval(secs => $2), $3, $4)
                 ON CONFLICT (id) DO UPDATE
                 SET lease_until = excluded.lease_until, address = excluded.address, capacity = excluded.capacity",
                &[&self.server, &seconds, &address, &capacity],
            )
            .map_err(failed)?;
        self.next_beat = Instant::now() + self.lease / 5;
        Ok(())
    }

    /// The epoch this server holds `code` at, or an error if it holds no such match.
    fn epoch(&self, code: &str) -> Result<i64, StoreError> {
        self.owned.get(code).copied().ok_or_else(|| StoreError::Failed(format!("match {code} is not this server's")))
    }

    /// A change that found its match owned by someone else (or at another epoch): the match is
    /// lost to this server.
    fn fence(&mut self, code: &str) -> StoreError {
        self.owned.remove(code);
        self.fenced.insert(code.to_string());
        StoreError::Failed(format!("match {code} was taken over by another server"))
    }

    /// Takes the running matches of servers whose lease ran out (and of none), raising their
    /// epochs, and reads them back.
    fn take_over(&mut self) -> Result<Vec<StoredMatch>, StoreError> {
        let rows = self
            .client
            .query(
                "UPDATE matches SET owner = $1, epoch = epoch + 1
                 WHERE NOT ended AND NOT set_aside AND (owner IS NULL OR owner IN
                     (SELECT id FROM servers WHERE lease_until < now() AND id <> $1))
                 RETURNING code, epoch",
                &[&self.server],
            )
            .map_err(failed)?;
        let mut taken = Vec::new();
        for row in rows {
            let (code, epoch): (String, i64) = (row.get(0), row.get(1));
            self.owned.insert(code.clone(), epoch);
            if let Some(kept) = self.read(&code)? {
                taken.push(kept);
            }
        }
        Ok(taken)
    }

    /// A match as kept, by code.
    fn read(&mut self, code: &str) -> Result<Option<StoredMatch>, StoreError> {
        let Some(row) = self
            .client
            .query_opt("SELECT setup, forfeit, ended FROM matches WHERE code = $1", &[&code])
            .map_err(failed)?
        else {
            return Ok(None);
        };
        let setup: String = row.get(0);
        let mut record: Record = ron::from_str(&setup)
            .map_err(|e| StoreError::Failed(format!("match {code}: its setup cannot be read: {e}")))?;
        let moves =
            self.client.query("SELECT text FROM moves WHERE code = $1 ORDER BY number", &[&code]).map_err(failed)?;
        record.moves = moves.iter().map(|m| m.get(0)).collect();
        let mut seats = vec![SeatClaim::default(); record.seats.len()];
        let rows = self
            .client
            .query("SELECT seat, token, name, taken_over FROM seats WHERE code = $1", &[&code])
            .map_err(failed)?;
        for seat in rows {
            if let Some(claim) = seats.get_mut(seat.get::<_, i32>(0) as usize) {
                *claim = claim_of(&seat);
            }
        }
        Ok(Some(StoredMatch { code: code.to_string(), record, seats, forfeit: row.get(1), ended: row.get(2) }))
    }

    /// Checks that every match this server believes its own still is; the others are lost.
    fn check_owned(&mut self) -> Result<(), StoreError> {
        let codes: Vec<String> = self.owned.keys().cloned().collect();
        if codes.is_empty() {
            return Ok(());
        }
        let rows = self
            .client
            .query("SELECT code, owner, epoch FROM matches WHERE code = ANY($1)", &[&codes])
            .map_err(failed)?;
        let current: BTreeMap<String, (Option<String>, i64)> =
            rows.iter().map(|r| (r.get(0), (r.get(1), r.get(2)))).collect();
        for code in codes {
            let ours = current.get(&code).is_some_and(|(owner, epoch)| {
                owner.as_deref() == Some(&self.server) && Some(*epoch) == self.owned.get(&code).copied()
            });
            if !ours {
                self.fence(&code);
            }
        }
        Ok(())
    }

    /// Runs a change of an owned match: `statement` gets the code, the owner and the epoch
    /// first, then `more`; no row changed means the match is no longer this server's.
    fn owned_change(
        &mut self,
        code: &str,
        statement: &str,
        more: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<(), StoreError> {
        let epoch = self.epoch(code)?;
        self.check_kept(code)?;
        let code_text = code.to_string();
        let mut parameters: Vec<&(dyn postgres::types::ToSql + Sync)> = vec![&code_text, &self.server, &epoch];
        parameters.extend_from_slice(more);
        match self.client.execute(statement, &parameters) {
            Ok(0) if self.holds(code, epoch)? => {
                Err(StoreError::Failed(format!("match {code}: the change does not apply (another move, or over)")))
            }
            Ok(0) => Err(self.fence(code)),
            Ok(_) => Ok(()),
            Err(error) => Err(failed(error)),
        }
    }

    /// Refuses changes to a match whose last moves were not kept, until the server hears of it.
    fn check_kept(&self, code: &str) -> Result<(), StoreError> {
        match self.unkept.get(code) {
            Some(unkept) => Err(StoreError::Failed(format!("match {code}: move {} was not kept", unkept.revision + 1))),
            None => Ok(()),
        }
    }

    /// Writes the gathered moves in one statement. A match's moves go in only all together,
    /// while the match is still this server's at its epoch and they follow the moves kept;
    /// the others are unkept (and, when another server holds the match now, it is lost).
    fn flush(&mut self) {
        if self.staged.is_empty() {
            return;
        }
        let staged = std::mem::take(&mut self.staged);
        let codes: Vec<&str> = staged.iter().map(|m| m.code.as_str()).collect();
        let epochs: Vec<i64> = staged.iter().map(|m| m.epoch).collect();
        let numbers: Vec<i32> = staged.iter().map(|m| m.number).collect();
        let texts: Vec<&str> = staged.iter().map(|m| m.text.as_str()).collect();
        let inserted = self
            .moves_statement()
            .and_then(|statement| self.client.query(&statement, &[&codes, &epochs, &numbers, &texts, &self.server]));
        let kept: BTreeSet<String> = match inserted {
            Ok(rows) => rows.iter().map(|row| row.get(0)).collect(),
            Err(error) => {
                let why = failed(error);
                for m in &staged {
                    self.unkeep(&m.code, m.number, StoreError::Failed(why.to_string()));
                }
                return;
            }
        };
        for m in staged.iter().filter(|m| !kept.contains(&m.code)) {
            if self.unkept.contains_key(&m.code) {
                continue;
            }
            let why = match self.holds(&m.code, m.epoch) {
                Ok(true) => StoreError::Failed(format!(
                    "match {}: move {} does not follow the moves kept, or the match is over",
                    m.code,
                    m.number + 1
                )),
                Ok(false) => self.fence(&m.code),
                Err(error) => error,
            };
            self.unkeep(&m.code, m.number, why);
        }
    }

    /// The statement that writes staged moves (see `flush`), prepared on this connection.
    fn moves_statement(&mut self) -> Result<Statement, postgres::Error> {
        if let Some(statement) = &self.writes_moves {
            return Ok(statement.clone());
        }
        let statement = self.client.prepare(
            "WITH staged AS (
                 SELECT s.*, min(s.number) OVER (PARTITION BY s.code) AS first
                 FROM unnest($1::text[], $2::bigint[], $3::integer[], $4::text[]) AS s(code, epoch, number, text)),
             owned AS (
                 SELECT m.code, m.epoch,
                     (SELECT coalesce(max(number) + 1, 0) FROM moves WHERE moves.code = m.code) AS next
                 FROM matches m
                 WHERE m.code = ANY($1) AND m.owner = $5 AND NOT m.ended FOR SHARE)
             INSERT INTO moves (code, number, text)
             SELECT s.code, s.number, s.text FROM staged s
             JOIN owned ON owned.code = s.code AND owned.epoch = s.epoch AND owned.next = s.first
             RETURNING code",
        )?;
        self.writes_moves = Some(statement.clone());
        Ok(statement)
    }

    /// Notes that the moves of `code` from `number` on were not kept (an earlier note stands).
    fn unkeep(&mut self, code: &str, number: i32, why: StoreError) {
        let revision = number.max(0) as u32;
        self.unkept.entry(code.to_string()).or_insert(Unkept { code: code.to_string(), revision, why });
    }

    /// Whether the database has `code` as this server's at `epoch`.
    fn holds(&mut self, code: &str, epoch: i64) -> Result<bool, StoreError> {
        let row = self
            .client
            .query_opt(
                "SELECT 1 FROM matches WHERE code = $1 AND owner = $2 AND epoch = $3",
                &[&code, &self.server, &epoch],
            )
            .map_err(failed)?;
        Ok(row.is_some())
    }
}

/// Every match's record in the database at `url`, by code (the load tool's check).
pub fn saved_records(url: &str) -> Result<HashMap<String, Record>, String> {
    let mut client = Client::connect(url, NoTls).map_err(|e| format!("cannot reach the database: {e}"))?;
    let mut records = HashMap::new();
    for row in client.query("SELECT code, setup FROM matches", &[]).map_err(|e| e.to_string())? {
        let (code, setup): (String, String) = (row.get(0), row.get(1));
        let record: Record = ron::from_str(&setup).map_err(|e| format!("match {code}: {e}"))?;
        records.insert(code, record);
    }
    for row in client.query("SELECT code, text FROM moves ORDER BY code, number", &[]).map_err(|e| e.to_string())? {
        let code: String = row.get(0);
        if let Some(record) = records.get_mut(&code) {
            record.moves.push(row.get(1));
        }
    }
    Ok(records)
}

fn claim_of(row: &Row) -> SeatClaim {
    SeatClaim { token: row.get(1), name: row.get(2), taken_over: row.get(3) }
}

impl MatchStore for PostgresStore {
    fn load(&mut self) -> Loaded {
        match self.take_over() {
            Ok(matches) => Loaded { matches, log: vec![format!("server {} in the database", self.server)] },
            Err(error) => Loaded { matches: Vec::new(), log: vec![format!("no matches taken over: {error}")] },
        }
    }

    fn set_aside(&mut self, code: &str) {
        if let Ok(epoch) = self.epoch(code) {
            let _ = self.client.execute(
                "UPDATE matches SET set_aside = true, owner = NULL WHERE code = $1 AND owner = $2 AND epoch = $3",
                &[&code, &self.server, &epoch],
            );
            self.owned.remove(code);
        }
    }

    fn create(&mut self, code: &str, setup: &Record, seats: &[(u8, SeatClaim)]) -> Result<(), StoreError> {
        if let Some((seat, _)) = seats.iter().find(|(seat, _)| *seat as usize >= setup.seats.len()) {
            return Err(StoreError::Failed(format!("match {code} has no seat {}", seat + 1)));
        }
        let text = ron::ser::to_string(setup).map_err(|e| StoreError::Failed(e.to_string()))?;
        let mut transaction = self.client.transaction().map_err(failed)?;
        let inserted = transaction.execute(
            "INSERT INTO matches (code, setup, owner, epoch) VALUES ($1, $2, $3, 1)",
            &[&code, &text, &self.server],
        );
        match inserted {
            Err(error) if error.code() == Some(&SqlState::UNIQUE_VIOLATION) => return Err(StoreError::Taken),
            Err(error) => return Err(failed(error)),
            Ok(_) => {}
        }
        for (seat, claim) in seats {
            transaction
                .execute(
                    "INSERT INTO seats (code, seat, token, name, taken_over) VALUES ($1, $2, $3, $4, $5)",
                    &[&code, &i32::from(*seat), &claim.token, &claim.name, &claim.taken_over],
                )
                .map_err(failed)?;
        }
        transaction.commit().map_err(failed)?;
        self.owned.insert(code.to_string(), 1);
        Ok(())
    }

    fn append_move(&mut self, code: &str, revision: u32, text: &str) -> Result<(), StoreError> {
        let epoch = self.epoch(code)?;
        self.check_kept(code)?;
        let number =
            i32::try_from(revision).map_err(|_| StoreError::Failed(format!("match {code}: too many moves")))?;
        if let Some(last) = self.staged.iter().rev().find(|m| m.code == code)
            && last.number + 1 != number
        {
            let why = format!("match {code}: move {} after move {} not yet kept", number + 1, last.number + 1);
            return Err(StoreError::Failed(why));
        }
        self.staged.push(Staged { code: code.to_string(), epoch, number, text: text.to_string() });
        Ok(())
    }

    fn commit(&mut self) -> Vec<Unkept> {
        self.flush();
        std::mem::take(&mut self.unkept).into_values().collect()
    }

    fn claim_seat(&mut self, code: &str, seat: u8, claim: &SeatClaim) -> Result<(), StoreError> {
        self.owned_change(
            code,
            "WITH owned AS (SELECT code FROM matches
                 WHERE code = $1 AND owner = $2 AND epoch = $3 FOR SHARE)
             INSERT INTO seats (code, seat, token, name, taken_over)
             SELECT code, $4, $5, $6, $7 FROM owned
             ON CONFLICT (code, seat) DO UPDATE
             SET token = excluded.token, name = excluded.name, taken_over = excluded.taken_over",
            &[&i32::from(seat), &claim.token, &claim.name, &claim.taken_over],
        )
    }

    fn finish(&mut self, code: &str, forfeit: Option<&str>) -> Result<(), StoreError> {
        // The last moves go in before the end (an ended match takes no more).
        self.flush();
        self.owned_change(
            code,
            "UPDATE matches SET ended = true, forfeit = coalesce($4, forfeit)
             WHERE code = $1 AND owner = $2 AND epoch = $3",
            &[&forfeit],
        )
    }

    fn ended(&mut self, code: &str) -> Option<StoredMatch> {
        self.read(code).ok().flatten().filter(|kept| kept.ended)
    }

    fn upkeep(&mut self) -> Vec<String> {
        if Instant::now() < self.next_beat {
            return Vec::new();
        }
        let mut log = Vec::new();
        if let Err(error) = self.beat() {
            log.push(format!("heartbeat: {error}"));
        }
        if let Err(error) = self.check_owned() {
            log.push(format!("checking the matches held: {error}"));
        }
        log
    }

    fn adopt(&mut self) -> Vec<StoredMatch> {
        let now = Instant::now();
        if now < self.next_adoption {
            return Vec::new();
        }
        self.next_adoption = now + self.lease / 5;
        self.take_over().unwrap_or_default()
    }

    fn placed(&mut self, code: &str) -> Option<StoredMatch> {
        if self.owned.contains_key(code) {
            return None;
        }
        let row = self
            .client
            .query_opt(
                "SELECT epoch FROM matches WHERE code = $1 AND owner = $2 AND NOT ended AND NOT set_aside",
                &[&code, &self.server],
            )
            .ok()??;
        let kept = self.read(code).ok()??;
        self.owned.insert(code.to_string(), row.get(0));
        Some(kept)
    }

    fn lost(&mut self) -> Vec<String> {
        std::mem::take(&mut self.fenced).into_iter().collect()
    }
}

impl Drop for PostgresStore {
    /// A server that stops cleanly gives up its lease at once: another server takes its running
    /// matches over at its next look instead of a lease later.
    fn drop(&mut self) {
        self.flush();
        let _ = self.client.execute("UPDATE servers SET lease_until = now() WHERE id = $1", &[&self.server]);
    }
}
