//! The server's match rules, with no network and no files in them: each request of a client
//! becomes answers to send, log lines and computer decisions to run (`Out`). The transport
//! (`server`) feeds it and tells it the time; matches are kept by a `MatchStore`. Every handler
//! validates, then stores, then changes state: a request the store cannot keep is refused
//! and changes nothing.

use super::hosted::{Accepted, Thinking, computer_seats, host};
use super::pass::Pass;
use super::protocol::{PROTOCOL_VERSION, ToClient, ToServer, check_field};
use super::room::{Chair, Room};
use super::store::journal::{COMPACT_AFTER, JournalStore};
use super::store::memory::MemoryStore;
use super::store::postgres::DEFAULT_LEASE;
use super::store::{MatchStore, SeatClaim, StoreError, StoredMatch, Unkept};
use rand::RngExt;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use stratagem_ai::AiPlayer;
use stratagem_core::assets::quote;
use stratagem_core::record::Record;
use stratagem_core::{Arg, Seat, Text};
use stratagem_games::catalog;
use stratagem_session::Controller;

pub use super::store::journal::{saved_record, saved_records};

pub use super::room::ClientId;

/// What becomes of a seat whose player dropped and did not come back in time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// The game's computer player plays the seat until its player rejoins.
    Computer,
    /// The seat loses the match.
    Forfeit,
}

/// How the server runs its matches.
#[derive(Clone, Debug)]
pub struct LobbyConfig {
    /// Matches that may run at once (ended ones do not count).
    pub max_matches: usize,
    /// How long a dropped player's seat waits for a rejoin.
    pub reconnect_wait: Duration,
    pub fallback: Fallback,
    /// How long a connection may stay without saying `Hello`.
    pub hello_wait: Duration,
    /// Where matches are kept (the journal of `store::journal`); `None`: memory only.
    pub data: Option<PathBuf>,
    /// The server's name in `Welcome`.
    pub name: String,
    /// Messages a connection may send per second on average (bursts of twice as many).
    pub max_rate: f64,
    /// Bytes of ended matches in the journal past which it is compacted while running.
    pub compact_after: u64,
    /// A PostgreSQL database shared with other servers, instead of the journal (`serve --db`).
    pub database: Option<String>,
    /// How long this server's matches stay its own in the database without a heartbeat.
    pub lease: Duration,
}

impl Default for LobbyConfig {
    fn default() -> Self {
        LobbyConfig {
            max_matches: 1000,
            reconnect_wait: Duration::from_secs(120),
            fallback: Fallback::Computer,
            hello_wait: Duration::from_secs(10),
            data: None,
            name: "Stratagem server".into(),
            max_rate: 50.0,
            compact_after: COMPACT_AFTER,
            database: None,
            lease: DEFAULT_LEASE,
        }
    }
}

/// What the lobby asks of the transport. (A `Send` is large and the others small, but they
/// live only as long as one request's answer, so boxing would buy nothing.)
#[allow(clippy::large_enum_variant)]
pub enum Out {
    Send(ClientId, ToClient),
    /// Close the connection once what was sent to it has gone.
    Close(ClientId),
    Log(String),
    /// A computer seat's decision: run it, then give its move to `Lobby::computer_moved`, or
    /// tell `Lobby::computer_failed` that it could not be started.
    Think {
        code: String,
        revision: u32,
        thinking: Thinking,
    },
}

/// What a client is told when the store could not keep its request: the reason (files, the
/// system's errors) is the server's to log, not the client's to read.
pub const NOT_KEPT: &str = "online-not-kept";

/// Decisions of a computer seat that may fail to start in a row (no thread to run on) before
/// the server plays a random legal move for it: a weak move from a server short of threads is
/// better than a match that waits for ever, and a retry first usually finds one.
pub const THINK_ATTEMPTS: u32 = 3;

/// Why a move was not played.
enum NotPlayed {
    /// The rules or the match say no: the reason is for the mover.
    Refused(Text),
    /// The store could not keep it.
    NotKept(StoreError),
}

/// Plays `text` for `seat` in `room`, kept in `store` first.
fn play_and_keep(store: &mut dyn MatchStore, room: &mut Room, seat: Seat, text: &str) -> Result<Accepted, NotPlayed> {
    let (code, revision) = (room.code.clone(), room.revision());
    let mut failure = None;
    let mut keep = |kept: &str| {
        store.append_move(&code, revision, kept).map_err(|error| {
            failure = Some(error);
            Text::new(NOT_KEPT)
        })
    };
    let played = room.game.play_kept(seat, text, &mut keep);
    played.map_err(|why| failure.map_or(NotPlayed::Refused(why), NotPlayed::NotKept))
}

/// A refusal's words with every file path cut to its file name: reasons that come from reading
/// presets name their file, and the server's folders are no client's business.
fn for_client(why: Text) -> Text {
    let word = |w: &str| match w.rfind(['/', '\\']) {
        Some(i) => w[i + 1..].to_string(),
        None => w.to_string(),
    };
    match why {
        Text::Plain(words) => Text::Plain(words.split(' ').map(word).collect::<Vec<_>>().join(" ")),
        Text::List(items) => Text::List(items.into_iter().map(for_client).collect()),
        Text::Message { key, args } => {
            let args = args
                .into_iter()
                .map(|(name, value)| match value {
                    Arg::Text(inner) => (name, Arg::Text(for_client(inner))),
                    number => (name, number),
                })
                .collect();
            Text::Message { key, args }
        }
    }
}

/// "No match CODE on this server."
fn no_match(code: &str) -> Text {
    Text::new("online-no-match").with("code", quote(code))
}

/// A match as kept, served again: its players are away (since `now`) until they rejoin.
fn resume(kept: StoredMatch, now: Instant) -> Result<Room, String> {
    let game = host(&kept.record).map_err(|e| e.to_string())?;
    let seats = game.seats();
    if kept.seats.len() != seats {
        return Err(format!("seat lists of another length than the game's {seats} seats"));
    }
    let chairs = computer_seats(game.setup())
        .into_iter()
        .zip(kept.seats)
        .map(|(computer, claim)| Chair {
            computer,
            token: claim.token,
            away_since: claim.name.as_ref().map(|_| now),
            name: claim.name,
            client: None,
            taken_over: claim.taken_over,
        })
        .collect();
    Ok(Room::new(kept.code, game, chairs, kept.forfeit.map(Text::plain)))
}

struct Visitor {
    name: Option<String>,
    since: Instant,
    /// What the lobby service vouches for: the connection's account and its match.
    pass: Option<Pass>,
}

/// Every match of a server and every connection.
pub struct Lobby {
    config: LobbyConfig,
    rooms: BTreeMap<String, Room>,
    visitors: HashMap<ClientId, Visitor>,
    store: Box<dyn MatchStore>,
}

/// Letters for match codes: no 0/O or 1/I to misread.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A new match code: six letters and digits, as players read them to each other.
pub fn match_code() -> String {
    random_text(6)
}

fn random_text(len: usize) -> String {
    let mut rng = rand::rng();
    (0..len).map(|_| CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())] as char).collect()
}

impl Lobby {
    /// A lobby on the journal of `config.data` (memory without one), its unfinished matches
    /// taken back at `now`; the log says what was resumed and what could not be.
    pub fn open(config: LobbyConfig, now: Instant) -> (Lobby, Vec<Out>) {
        let store: Box<dyn MatchStore> = match &config.data {
            Some(data) => Box::new(JournalStore::new(data, config.compact_after)),
            None => Box::new(MemoryStore::new()),
        };
        Lobby::with_store(config, store, now)
    }

    /// A lobby on `store`, its unfinished matches taken back at `now`. A match that cannot be
    /// served (its game or preset gone) is set aside in the store, for a server that can.
    pub fn with_store(config: LobbyConfig, mut store: Box<dyn MatchStore>, now: Instant) -> (Lobby, Vec<Out>) {
        // The server's words (its log, the English of its refusals, the results it keeps) are
        // English whichever program hosts it.
        stratagem_i18n::install_english();
        let loaded = store.load();
        let mut out: Vec<Out> = loaded.log.into_iter().map(Out::Log).collect();
        let mut lobby = Lobby { config, rooms: BTreeMap::new(), visitors: HashMap::new(), store };
        for kept in loaded.matches {
            let code = kept.code.clone();
            match resume(kept, now) {
                Ok(room) if room.result().is_none() => {
                    out.push(Out::Log(format!("match {code} resumed at move {}", room.revision())));
                    lobby.rooms.insert(code, room);
                }
                Ok(_) => {
                    if let Err(error) = lobby.store.finish(&code, None) {
                        out.push(Out::Log(format!("match {code}: its end could not be kept: {error}")));
                    }
                }
                Err(error) => {
                    lobby.store.set_aside(&code);
                    out.push(Out::Log(format!("match file skipped: match {code}: {error}")));
                }
            }
        }
        out.extend(lobby.store.upkeep().into_iter().map(Out::Log));
        let codes: Vec<String> = lobby.rooms.keys().cloned().collect();
        for code in codes {
            out.extend(lobby.think_if_computer(&code, now));
        }
        (lobby, out)
    }

    pub fn config(&self) -> &LobbyConfig {
        &self.config
    }

    /// Matches that are not over.
    pub fn running(&self) -> usize {
        self.rooms.values().filter(|r| r.result().is_none()).count()
    }

    /// The record of a match being served, for tests and the load tool's checks.
    pub fn record(&self, code: &str) -> Option<Record> {
        self.rooms.get(code).map(|r| r.game.record())
    }

    /// A new connection: it has `hello_wait` to say `Hello`.
    pub fn connected(&mut self, client: ClientId, now: Instant) {
        self.visitors.insert(client, Visitor { name: None, since: now, pass: None });
    }

    /// The connection came with the lobby service's pass: it plays under the account's name,
    /// and may take the seat kept for that account.
    pub fn vouched(&mut self, client: ClientId, pass: Pass) {
        if let Some(visitor) = self.visitors.get_mut(&client) {
            visitor.pass = Some(pass);
        }
    }

    /// A connection dropped: its seats wait for a rejoin, its watching ends.
    pub fn disconnected(&mut self, client: ClientId, now: Instant) -> Vec<Out> {
        let Some(visitor) = self.visitors.remove(&client) else { return Vec::new() };
        let name = visitor.name.unwrap_or_else(|| format!("client {client}"));
        let codes: Vec<String> =
            self.rooms.values().filter(|r| r.clients().any(|(id, _)| id == client)).map(|r| r.code.clone()).collect();
        let mut out = Vec::new();
        for code in codes {
            out.extend(self.leave(&code, client, now, &format!("{name} disconnected")));
        }
        out
    }

    /// Takes `client` out of a match: from its seat (which then waits for a rejoin) or from
    /// the watchers.
    fn leave(&mut self, code: &str, client: ClientId, now: Instant, why: &str) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        let mut out = Vec::new();
        room.watchers.remove(&client);
        let mut changed = false;
        for (i, chair) in room.chairs.iter_mut().enumerate() {
            if chair.client == Some(client) {
                chair.client = None;
                chair.away_since = Some(now);
                changed = true;
                out.push(Out::Log(format!("match {code} seat {}: {why}", i + 1)));
            }
        }
        if !self.let_go_if_idle(code) && changed {
            out.extend(self.broadcast_seats(code, now));
        }
        out
    }

    /// Lets go of an ended match nobody is in any more (the store keeps it, for anyone who
    /// comes back); whether it did.
    fn let_go_if_idle(&mut self, code: &str) -> bool {
        let idle = self.rooms.get(code).is_some_and(|room| room.result().is_some() && room.clients().next().is_none());
        if idle {
            self.rooms.remove(code);
        }
        idle
    }

    fn broadcast_seats(&self, code: &str, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get(code) else { return Vec::new() };
        let seats = room.presence(now, self.config.reconnect_wait);
        room.clients()
            .map(|(id, _)| Out::Send(id, ToClient::Seats { code: code.to_string(), seats: seats.clone() }))
            .collect()
    }

    /// Answers one message of a client.
    pub fn handle(&mut self, client: ClientId, message: ToServer, now: Instant) -> Vec<Out> {
        let refuse =
            |code: Option<&str>, why: Text| vec![Out::Send(client, ToClient::refused(code.map(str::to_string), why))];
        let greeted = self.visitors.get(&client).is_some_and(|v| v.name.is_some());
        match message {
            ToServer::Hello { version, name } => self.hello(client, version, name, now),
            _ if !greeted => {
                let mut out = refuse(None, Text::new("online-hello-first"));
                out.push(Out::Close(client));
                out
            }
            ToServer::List => {
                let wait = self.config.reconnect_wait;
                let matches = self.rooms.values().map(|r| r.info(now, wait)).collect();
                vec![Out::Send(client, ToClient::Matches { matches })]
            }
            ToServer::Create { setup, take } => {
                self.create(client, setup, take, now).unwrap_or_else(|why| refuse(None, why))
            }
            ToServer::Join { code, seat } => {
                let mut out = self.serve_placed(&code, now);
                out.extend(self.join(client, &code, seat, now).unwrap_or_else(|why| refuse(Some(&code), why)));
                out
            }
            ToServer::Watch { code } => {
                let mut out = self.serve_placed(&code, now);
                out.extend(self.watch(client, &code, now).unwrap_or_else(|why| refuse(Some(&code), why)));
                out
            }
            ToServer::Rejoin { code, token } => {
                let mut out = self.serve_placed(&code, now);
                out.extend(self.rejoin(client, &code, &token, now).unwrap_or_else(|why| refuse(Some(&code), why)));
                out
            }
            ToServer::Move { code, token, revision, text } => self
                .human_move(client, &code, &token, revision, &text, now)
                .unwrap_or_else(|why| refuse(Some(&code), why)),
            ToServer::Leave { code } => {
                let name = self.name_of(client);
                self.leave(&code, client, now, &format!("{name} left"))
            }
        }
    }

    fn hello(&mut self, client: ClientId, version: u32, name: String, now: Instant) -> Vec<Out> {
        let refuse = |why: Text| vec![Out::Send(client, ToClient::refused(None, why))];
        if version != PROTOCOL_VERSION {
            let why = Text::new("online-other-version").with("server", PROTOCOL_VERSION).with("client", version);
            let mut out = refuse(why);
            out.push(Out::Close(client));
            return out;
        }
        if let Err(why) = check_field("online-field-name", &name) {
            return refuse(why);
        }
        let entry = self.visitors.entry(client).or_insert(Visitor { name: None, since: now, pass: None });
        let name = match &entry.pass {
            Some(pass) => pass.account.clone(),
            None if name.trim().is_empty() => format!("Player {}", client % 1000),
            None => name,
        };
        entry.name = Some(name.clone());
        vec![
            Out::Log(format!("client {client} ({name}) connected")),
            Out::Send(client, ToClient::Welcome { version: PROTOCOL_VERSION, server: self.config.name.clone() }),
        ]
    }

    fn name_of(&self, client: ClientId) -> String {
        self.visitors.get(&client).and_then(|v| v.name.clone()).unwrap_or_else(|| format!("client {client}"))
    }

    fn room(&self, code: &str) -> Result<&Room, Text> {
        check_field("online-field-code", code)?;
        self.rooms.get(code).ok_or_else(|| no_match(code))
    }

    /// The room of `code`, served again from the store if it is an ended match the lobby let
    /// go of (a player coming back to see how it ended).
    fn room_or_ended(&mut self, code: &str, now: Instant) -> Result<&Room, Text> {
        check_field("online-field-code", code)?;
        if !self.rooms.contains_key(code)
            && let Some(kept) = self.store.ended(code)
        {
            let room =
                resume(kept, now).map_err(|_| Text::new("online-server-cannot-show").with("code", quote(code)))?;
            self.rooms.insert(code.to_string(), room);
        }
        self.room(code)
    }

    /// Serves `code` if the lobby service placed it on this server and nobody asked for it
    /// here before: its first player is coming.
    fn serve_placed(&mut self, code: &str, now: Instant) -> Vec<Out> {
        if self.rooms.contains_key(code) || check_field("online-field-code", code).is_err() {
            return Vec::new();
        }
        let Some(kept) = self.store.placed(code) else { return Vec::new() };
        match resume(kept, now) {
            Ok(room) => {
                let line = format!("match {code} placed here by the lobby: {}", room.game.setup().game);
                self.rooms.insert(code.to_string(), room);
                let mut out = vec![Out::Log(line)];
                out.extend(self.think_if_computer(code, now));
                out
            }
            Err(error) => {
                self.store.set_aside(code);
                vec![Out::Log(format!("match {code} placed here cannot be served: {error}"))]
            }
        }
    }

    /// A log line for a change of match `code` the store did not keep.
    fn not_kept(code: &str, what: &str, error: &StoreError) -> String {
        format!("match {code}: {what} not kept: {error}")
    }

    /// `client`'s request was not kept: the detail goes to the log, the client gets `NOT_KEPT`
    /// (about the match `about`, when it names one).
    fn refuse_not_kept(client: ClientId, about: Option<&str>, line: String) -> Vec<Out> {
        let refused = ToClient::refused(about.map(str::to_string), Text::new(NOT_KEPT));
        vec![Out::Log(line), Out::Send(client, refused)]
    }

    fn create(&mut self, client: ClientId, setup: Record, take: Option<u8>, now: Instant) -> Result<Vec<Out>, Text> {
        if self.running() >= self.config.max_matches {
            return Err(Text::new("online-server-full").with("count", self.config.max_matches));
        }
        if !setup.moves.is_empty() {
            return Err(Text::new("online-new-with-moves"));
        }
        let game = host(&setup).map_err(for_client)?;
        let mut chairs: Vec<Chair> =
            computer_seats(game.setup()).into_iter().map(|computer| Chair { computer, ..Chair::default() }).collect();
        if let Some(seat) = take
            && chairs.get(seat as usize).is_none_or(|c| c.computer.is_some())
        {
            return Err(Text::new("online-seat-not-for-people").with("seat", seat as usize + 1));
        }
        let name = self.name_of(client);
        let claim = SeatClaim { token: Some(random_text(24)), name: Some(name.clone()), taken_over: false };
        let claims: Vec<(u8, SeatClaim)> = take.map(|seat| (seat, claim.clone())).into_iter().collect();
        let setup = game.setup().record(Vec::new());
        let mut code = match_code();
        let mut attempts = 0;
        loop {
            attempts += 1;
            let result = match self.rooms.contains_key(&code) {
                true => Err(StoreError::Taken),
                false => self.store.create(&code, &setup, &claims),
            };
            match result {
                Ok(()) => break,
                Err(StoreError::Taken) if attempts < 10 => code = match_code(),
                Err(error) => {
                    return Ok(Lobby::refuse_not_kept(client, None, Lobby::not_kept(&code, "creation", &error)));
                }
            }
        }
        let line =
            format!("match {code} created by {name}: {} {} ({})", setup.game, setup.preset, setup.seats.join(", "));
        let mut out = vec![Out::Log(line)];
        if let Some(seat) = take {
            chairs[seat as usize] = Chair { client: Some(client), ..Chair::from(claim) };
        }
        self.rooms.insert(code.clone(), Room::new(code.clone(), game, chairs, None));
        out.extend(match take {
            Some(seat) => self.seated(client, &code, seat as usize, true, now),
            None => self.watch(client, &code, now)?,
        });
        out.extend(self.think_if_computer(&code, now));
        Ok(out)
    }

    /// Tells `client`, just seated at `index`, the match as its seat sees it (with the seat's
    /// token when it is new), and everyone in the match who sits where.
    fn seated(&self, client: ClientId, code: &str, index: usize, new: bool, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get(code) else { return Vec::new() };
        let chair = &room.chairs[index];
        let name = chair.name.clone().unwrap_or_default();
        let seat = Seat(index as u8);
        let snapshot = room.snapshot(Some(seat), now, self.config.reconnect_wait);
        let token = if new { chair.token.clone() } else { None };
        let how = if new { "joined" } else { "rejoined" };
        let mut out = vec![
            Out::Log(format!("match {code} seat {}: {name} {how}", index + 1)),
            Out::Send(client, ToClient::Joined { code: code.into(), seat: Some(seat.0), token, snapshot }),
        ];
        out.extend(self.ended_news(client, code));
        out.extend(self.broadcast_seats(code, now));
        out
    }

    /// How the match ended, for `client`, if it has.
    fn ended_news(&self, client: ClientId, code: &str) -> Option<Out> {
        let result = self.rooms.get(code)?.result()?;
        Some(Out::Send(client, ToClient::Ended { code: code.into(), result }))
    }

    fn join(&mut self, client: ClientId, code: &str, seat: Option<u8>, now: Instant) -> Result<Vec<Out>, Text> {
        let pass = self.visitors.get(&client).and_then(|v| v.pass.clone()).filter(|p| p.code == code);
        let room = self.room_or_ended(code, now)?;
        if let Some(result) = room.result() {
            self.let_go_if_idle(code);
            return Err(Text::new("online-match-over-refused").with("result", result));
        }
        // The lobby service's pass for this match vouches for an account: the seat kept for it
        // (named, without a token yet) is free to it alone, and a seat it already holds is
        // taken back as by a rejoin (after a dropped connection, or on the server that took
        // the match over).
        let vouched = |i: usize, c: &Chair| {
            pass.as_ref().is_some_and(|p| c.name.as_ref() == Some(&p.account) && p.seat.is_none_or(|s| s as usize == i))
                && c.computer.is_none()
                && seat.is_none_or(|s| s as usize == i)
        };
        if let Some(token) =
            room.chairs.iter().enumerate().find(|(i, c)| vouched(*i, c)).and_then(|(_, c)| c.token.clone())
        {
            let mut out = self.rejoin(client, code, &token, now)?;
            // The pass vouches for the seat's player: they get its token back, as at the start.
            for message in &mut out {
                if let Out::Send(to, ToClient::Joined { token: given, .. }) = message
                    && *to == client
                {
                    *given = Some(token.clone());
                }
            }
            return Ok(out);
        }
        let free =
            |i: usize, c: &Chair| c.computer.is_none() && c.token.is_none() && (c.name.is_none() || vouched(i, c));
        let index = match seat {
            Some(s) => {
                let seat_text = |key| Text::new(key).with("seat", s as usize + 1);
                let chair = room.chairs.get(s as usize).ok_or_else(|| seat_text("online-no-such-seat"))?;
                if !free(s as usize, chair) {
                    return Err(seat_text("online-seat-taken"));
                }
                s as usize
            }
            None => {
                let chairs = || room.chairs.iter().enumerate();
                let kept = chairs().position(|(i, c)| vouched(i, c));
                kept.or_else(|| chairs().position(|(i, c)| free(i, c)))
                    .ok_or_else(|| Text::new("online-every-seat-taken"))?
            }
        };
        let claim = SeatClaim { token: Some(random_text(24)), name: Some(self.name_of(client)), taken_over: false };
        if let Err(error) = self.store.claim_seat(code, index as u8, &claim) {
            let line = Lobby::not_kept(code, &format!("seat {}", index + 1), &error);
            return Ok(Lobby::refuse_not_kept(client, Some(code), line));
        }
        if let Some(room) = self.rooms.get_mut(code) {
            room.chairs[index] = Chair { client: Some(client), ..Chair::from(claim) };
        }
        Ok(self.seated(client, code, index, true, now))
    }

    fn watch(&mut self, client: ClientId, code: &str, now: Instant) -> Result<Vec<Out>, Text> {
        let name = self.name_of(client);
        self.room_or_ended(code, now)?;
        let Some(room) = self.rooms.get_mut(code) else {
            return Err(no_match(code));
        };
        room.watchers.insert(client);
        let snapshot = room.snapshot(None, now, self.config.reconnect_wait);
        let mut out = vec![
            Out::Log(format!("match {code}: {name} watches")),
            Out::Send(client, ToClient::Joined { code: code.into(), seat: None, token: None, snapshot }),
        ];
        out.extend(self.ended_news(client, code));
        Ok(out)
    }

    fn seat_of_token(room: &Room, token: &str) -> Result<usize, Text> {
        check_field("online-field-token", token)?;
        room.chairs
            .iter()
            .position(|c| c.token.as_deref() == Some(token))
            .ok_or_else(|| Text::new("online-token-no-seat"))
    }

    fn rejoin(&mut self, client: ClientId, code: &str, token: &str, now: Instant) -> Result<Vec<Out>, Text> {
        let name = self.name_of(client);
        let room = self.room_or_ended(code, now)?;
        let over = room.result().is_some();
        let index = match Lobby::seat_of_token(room, token) {
            Ok(index) => index,
            // An ended match has nothing left to guard: whoever comes back sees how it ended.
            Err(_) if over => return self.watch(client, code, now),
            Err(why) => return Err(why),
        };
        let chair = &room.chairs[index];
        let claim = SeatClaim { name: Some(name.clone()), taken_over: false, ..chair.claim() };
        // Kept only when it changes (not for an ended match, which nothing changes any more).
        if !over
            && claim != chair.claim()
            && let Err(error) = self.store.claim_seat(code, index as u8, &claim)
        {
            let line = Lobby::not_kept(code, &format!("seat {}", index + 1), &error);
            return Ok(Lobby::refuse_not_kept(client, Some(code), line));
        }
        let mut out = Vec::new();
        if let Some(room) = self.rooms.get_mut(code) {
            let chair = &mut room.chairs[index];
            if let Some(old) = chair.client.filter(|&old| old != client) {
                let why = Text::new("online-seat-taken-back");
                out.push(Out::Send(old, ToClient::refused(Some(code.into()), why)));
            }
            *chair = Chair { client: Some(client), computer: chair.computer, ..Chair::from(claim) };
        }
        out.extend(self.seated(client, code, index, false, now));
        Ok(out)
    }

    fn human_move(
        &mut self,
        client: ClientId,
        code: &str,
        token: &str,
        revision: u32,
        text: &str,
        now: Instant,
    ) -> Result<Vec<Out>, Text> {
        let room = self.room(code)?;
        let index = Lobby::seat_of_token(room, token)?;
        if room.chairs[index].client != Some(client) {
            return Err(Text::new("online-rejoin-first"));
        }
        if room.chairs[index].taken_over {
            return Err(Text::new("online-computer-plays-seat"));
        }
        if revision != room.revision() {
            return Err(Text::new("online-move-too-late").with("revision", room.revision()).with("sent", revision));
        }
        if text.len() > super::protocol::MAX_CLIENT_MESSAGE {
            return Err(Text::new("online-move-too-long"));
        }
        let Some(room) = self.rooms.get_mut(code) else {
            return Err(no_match(code));
        };
        match play_and_keep(self.store.as_mut(), room, Seat(index as u8), text) {
            Ok(accepted) => Ok(self.accepted(code, accepted, now)),
            Err(NotPlayed::Refused(why)) => Err(why),
            Err(NotPlayed::NotKept(error)) => {
                let line = Lobby::not_kept(code, &format!("move {}", revision + 1), &error);
                Ok(Lobby::refuse_not_kept(client, Some(code), line))
            }
        }
    }
}

/// Moves, computer seats and the passing of time.
impl Lobby {
    /// A computer seat's move, decided for `revision`; dropped if the match has moved on. A
    /// decision the rules refuse (or none) is replaced by a random legal move; one the store
    /// cannot keep is decided again at the next tick.
    pub fn computer_moved(&mut self, code: &str, revision: u32, text: Option<String>, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        if room.thinking.as_ref().is_none_or(|(r, _)| *r != revision) || room.revision() != revision {
            return Vec::new();
        }
        room.thinking = None;
        let Some(seat) = room.game.to_move() else { return Vec::new() };
        let store = self.store.as_mut();
        let mut played = match text {
            Some(text) => play_and_keep(store, room, seat, &text),
            None => Err(NotPlayed::Refused(Text::plain("no decision"))),
        };
        if let Err(NotPlayed::Refused(_)) = played {
            let seed = stratagem_session::decision_seed(room.game.setup().seed, revision as usize);
            if let Some(text) = room.game.random_move(seed) {
                played = play_and_keep(store, room, seat, &text);
            }
        }
        let mut out = match played {
            Ok(accepted) => {
                room.think_failures = 0;
                self.accepted(code, accepted, now)
            }
            Err(NotPlayed::NotKept(error)) => {
                vec![Out::Log(Lobby::not_kept(code, &format!("the computer's move {}", revision + 1), &error))]
            }
            Err(NotPlayed::Refused(_)) => {
                vec![Out::Log(format!("match {code}: the computer for seat {} found no move", seat.0 + 1))]
            }
        };
        // It is no longer thinking (unless it is to move again).
        if self.rooms.get(code).is_some_and(|r| r.thinking.is_none()) {
            out.extend(self.broadcast_seats(code, now));
        }
        out
    }

    /// The decision for `revision` of match `code` could not be started (the server has no
    /// thread for it). It is tried again at the next tick, up to `THINK_ATTEMPTS` times in a
    /// row; then the server plays a random legal move for the seat, so the match goes on.
    pub fn computer_failed(&mut self, code: &str, revision: u32, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        if room.thinking.as_ref().is_none_or(|(r, _)| *r != revision) {
            return Vec::new();
        }
        room.think_failures += 1;
        let failures = room.think_failures;
        if failures < THINK_ATTEMPTS {
            room.thinking = None;
            let line =
                format!("match {code}: the computer's decision could not start ({failures} of {THINK_ATTEMPTS})");
            return vec![Out::Log(line)];
        }
        let line = format!("match {code}: the computer's decision could not start: a random legal move is played");
        let mut out = vec![Out::Log(line)];
        out.extend(self.computer_moved(code, revision, None, now));
        out
    }

    /// Tells everyone in the match of an accepted (and kept) move, each as its seat may see it.
    fn accepted(&mut self, code: &str, accepted: Accepted, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        let mut out = Vec::new();
        let revision = room.revision();
        let moves = room.game.moves();
        let movers = room.game.movers();
        let secret = room.game.secret_moves();
        let mover = accepted.seat;
        out.push(Out::Log(format!(
            "match {code} move {revision} by seat {}: {}",
            mover.0 + 1,
            if secret > 0 { "(secret)" } else { accepted.text.as_str() }
        )));
        // Moves that were secret before this one and are open now (a round that ran).
        let before = revision as usize - 1;
        let still_secret_before = secret.saturating_sub(1);
        let newly_open: Vec<u32> = (before.saturating_sub(room.secret)..before.saturating_sub(still_secret_before))
            .map(|i| i as u32)
            .collect();
        room.secret = secret;
        for (client, viewer) in room.clients().collect::<Vec<_>>() {
            let sees = secret == 0 || viewer == Some(mover);
            let revealed = newly_open
                .iter()
                .filter(|&&i| viewer != Some(movers[i as usize]))
                .map(|&i| (i, moves[i as usize].clone()))
                .collect();
            out.push(Out::Send(
                client,
                ToClient::Applied {
                    code: code.into(),
                    revision,
                    seat: mover.0,
                    text: sees.then(|| accepted.text.clone()),
                    steps: if sees { accepted.steps.clone() } else { Vec::new() },
                    revealed,
                    view: room.game.view_text(viewer),
                },
            ));
        }
        if let Some(result) = room.result() {
            out.push(Out::Log(format!("match {code} ended: {result}")));
            for (client, _) in room.clients().collect::<Vec<_>>() {
                out.push(Out::Send(client, ToClient::Ended { code: code.into(), result: result.clone() }));
            }
            // The moves say it ended: a store that did not hear it finds out at the next start.
            if let Err(error) = self.store.finish(code, None) {
                out.push(Out::Log(Lobby::not_kept(code, "the end", &error)));
            }
        }
        out.extend(self.think_if_computer(code, now));
        out
    }

    /// Starts the decision of the computer at the seat to move, if a computer is to move and is
    /// not deciding yet.
    fn think_if_computer(&mut self, code: &str, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        let revision = room.revision();
        if room.forfeit.is_some() || room.thinking.as_ref().is_some_and(|(r, _)| *r == revision) {
            return Vec::new();
        }
        let Some(seat) = room.game.to_move() else { return Vec::new() };
        let chair = &room.chairs[seat.index()];
        let player = match (chair.computer, chair.taken_over) {
            (Some(player), _) => player,
            (None, true) => stand_in(room.game.setup().game),
            (None, false) => return Vec::new(),
        };
        let cancel = Arc::new(AtomicBool::new(false));
        if let Some((_, old)) = room.thinking.replace((revision, cancel.clone())) {
            old.store(true, Ordering::Relaxed);
        }
        let Some(thinking) = room.game.think(&player, cancel) else { return Vec::new() };
        // Everyone sees the computer thinking.
        let mut out = vec![Out::Think { code: code.into(), revision, thinking }];
        out.extend(self.broadcast_seats(code, now));
        out
    }

    /// Time passes: connections that never said `Hello` are closed, seats whose player stayed
    /// away too long get their fallback, computer decisions that could not start or be kept
    /// are tried again, and the store does its housekeeping.
    pub fn tick(&mut self, now: Instant) -> Vec<Out> {
        let mut out = Vec::new();
        let hello_wait = self.config.hello_wait;
        let silent: Vec<ClientId> = self
            .visitors
            .iter()
            .filter(|(_, v)| v.name.is_none() && now.saturating_duration_since(v.since) > hello_wait)
            .map(|(&id, _)| id)
            .collect();
        for client in silent {
            self.visitors.remove(&client);
            out.push(Out::Send(client, ToClient::refused(None, Text::new("online-no-hello-in-time"))));
            out.push(Out::Close(client));
        }
        let wait = self.config.reconnect_wait;
        let mut expired = Vec::new();
        for room in self.rooms.values() {
            for (i, chair) in room.chairs.iter().enumerate() {
                let gone = chair.away_since.is_some_and(|s| now.saturating_duration_since(s) > wait);
                if gone && !chair.taken_over && room.result().is_none() {
                    expired.push((room.code.clone(), i));
                }
            }
        }
        for (code, i) in expired {
            out.extend(self.fall_back(&code, i, now));
        }
        out.extend(self.take_over(now));
        let codes: Vec<String> = self.rooms.keys().cloned().collect();
        for code in codes {
            out.extend(self.think_if_computer(&code, now));
            // An ended match nobody is in any more is let go of: one that ended while everyone
            // was away. The store keeps it for whoever comes back.
            self.let_go_if_idle(&code);
        }
        out.extend(self.store.upkeep().into_iter().map(Out::Log));
        out
    }

    /// Serves the matches of stopped servers that the store gave this one, and lets go of the
    /// matches another server took from it (their clients are told: the match goes on there).
    fn take_over(&mut self, now: Instant) -> Vec<Out> {
        let mut out = Vec::new();
        for kept in self.store.adopt() {
            let code = kept.code.clone();
            match resume(kept, now) {
                Ok(room) => {
                    out.push(Out::Log(format!("match {code} taken over at move {}", room.revision())));
                    self.rooms.insert(code, room);
                }
                Err(error) => {
                    self.store.set_aside(&code);
                    out.push(Out::Log(format!("match {code} cannot be taken over: {error}")));
                }
            }
        }
        out.extend(self.let_go_lost());
        out
    }

    /// Lets go of the matches another server took from this one; their clients are told the
    /// match goes on there.
    fn let_go_lost(&mut self) -> Vec<Out> {
        let mut out = Vec::new();
        for code in self.store.lost() {
            let Some(mut room) = self.rooms.remove(&code) else { continue };
            if let Some((_, cancel)) = room.thinking.take() {
                cancel.store(true, Ordering::Relaxed);
            }
            out.push(Out::Log(format!("match {code} was taken over by another server: let go")));
            for (client, _) in room.clients().collect::<Vec<_>>() {
                let moved = ToClient::refused(Some(code.clone()), Text::new("online-match-moved"));
                out.push(Out::Send(client, moved));
            }
        }
        out
    }

    /// The end of a turn of the server's loop: the store keeps the moves of the turn. Returns
    /// the matches whose messages of this turn must not go out (their moves were not kept),
    /// and what to do instead: each such match goes back to the moves kept and everyone in it
    /// gets it again as it is; a match taken over meanwhile is let go.
    pub fn commit(&mut self, now: Instant) -> (BTreeSet<String>, Vec<Out>) {
        let unkept = self.store.commit();
        let withdrawn = unkept.iter().map(|u| u.code.clone()).collect();
        let mut out = self.let_go_lost();
        for Unkept { code, revision, why } in unkept {
            out.push(Out::Log(Lobby::not_kept(&code, &format!("move {}", revision + 1), &why)));
            out.extend(self.rewind(&code, revision, now));
        }
        (withdrawn, out)
    }

    /// Takes match `code` back to its first `revision` moves, and tells everyone in it.
    fn rewind(&mut self, code: &str, revision: u32, now: Instant) -> Vec<Out> {
        let wait = self.config.reconnect_wait;
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        if let Some((_, cancel)) = room.thinking.take() {
            cancel.store(true, Ordering::Relaxed);
        }
        let mut record = room.game.record();
        record.moves.truncate(revision as usize);
        let mut out = Vec::new();
        match host(&record) {
            Ok(game) => {
                room.secret = game.secret_moves();
                room.game = game;
                for (client, seat) in room.clients().collect::<Vec<_>>() {
                    let snapshot = room.snapshot(seat, now, wait);
                    let again = ToClient::Joined { code: code.into(), seat: seat.map(|s| s.0), token: None, snapshot };
                    out.push(Out::Send(client, ToClient::refused(Some(code.into()), Text::new(NOT_KEPT))));
                    out.push(Out::Send(client, again));
                }
                out.extend(self.think_if_computer(code, now));
            }
            Err(error) => {
                // The kept moves replayed when they were played: this is not to happen.
                out.push(Out::Log(format!("match {code} cannot go back to move {revision}: {error}: let go")));
                for (client, _) in room.clients().collect::<Vec<_>>() {
                    out.push(Out::Send(client, ToClient::refused(Some(code.into()), Text::new(NOT_KEPT))));
                }
                self.rooms.remove(code);
            }
        }
        out
    }

    /// Seat `i` of `code` was away too long: the computer plays it, or it forfeits, once the
    /// store has kept that (if it cannot, the next tick tries again).
    fn fall_back(&mut self, code: &str, i: usize, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        if room.result().is_some() {
            // Another seat of this match forfeited a moment ago.
            return Vec::new();
        }
        let wait = self.config.reconnect_wait;
        let mut out = Vec::new();
        match self.config.fallback {
            Fallback::Computer => {
                let claim = SeatClaim { taken_over: true, ..room.chairs[i].claim() };
                if let Err(error) = self.store.claim_seat(code, i as u8, &claim) {
                    return vec![Out::Log(Lobby::not_kept(code, &format!("the stand-in for seat {}", i + 1), &error))];
                }
                room.chairs[i].taken_over = true;
                out.push(Out::Log(format!("match {code} seat {}: away too long, the computer plays it", i + 1)));
            }
            Fallback::Forfeit => {
                let seat = room.game.seat_text(Seat(i as u8));
                let result = Text::new("online-forfeit").with("seat", seat).with("seconds", wait.as_secs());
                if let Err(error) = self.store.finish(code, Some(&result.to_string())) {
                    return vec![Out::Log(Lobby::not_kept(code, "the forfeit", &error))];
                }
                room.forfeit = Some(result.clone());
                room.chairs[i].away_since = None;
                if let Some((_, cancel)) = room.thinking.take() {
                    cancel.store(true, Ordering::Relaxed);
                }
                out.push(Out::Log(format!("match {code} ended: {result}")));
                for (client, _) in room.clients().collect::<Vec<_>>() {
                    out.push(Out::Send(client, ToClient::Ended { code: code.into(), result: result.clone() }));
                }
            }
        }
        out.extend(self.broadcast_seats(code, now));
        out
    }
}

/// The computer player that stands in for an absent player: the game's default opponent.
fn stand_in(game: &str) -> AiPlayer {
    let setup = catalog().default_setup(game);
    setup
        .into_iter()
        .flat_map(|s| s.seats)
        .find_map(|c| match c {
            Controller::Ai(player) => Some(player),
            _ => None,
        })
        .unwrap_or_else(|| AiPlayer::new(stratagem_ai::RANDOM))
}
