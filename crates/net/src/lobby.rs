//! The server's matches and who is in them, with no network in it: each request of a client
//! becomes answers to send, log lines and computer decisions to run (`Out`). The transport
//! (`server`) feeds it; tests drive it directly.

use super::hosted::{Accepted, HostedGame, Thinking, computer_seats, host};
use super::protocol::{LoggedMove, MatchInfo, PROTOCOL_VERSION, Presence, Snapshot, ToClient, ToServer, check_field};
use rand::RngExt;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use stratagem_ai::AiPlayer;
use stratagem_core::Seat;
use stratagem_core::assets::{parse_ron, quote, read_text, ron_files};
use stratagem_core::record::Record;
use stratagem_games::catalog;
use stratagem_session::Controller;

/// A connection, as the transport numbers them.
pub type ClientId = u64;

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
    /// Where each match's record is written after every accepted move; `None`: memory only.
    pub data: Option<PathBuf>,
    /// The server's name in `Welcome`.
    pub name: String,
    /// Messages a connection may send per second on average (bursts of twice as many).
    pub max_rate: f64,
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
    /// A computer seat's decision: run it, then give its move to `Lobby::computer_moved`.
    Think {
        code: String,
        revision: u32,
        thinking: Thinking,
    },
}

/// A match's first file, `CODE.ron`, as servers before the journal wrote it: its setup (a
/// record without moves). Still read, so their matches resume.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    code: String,
    setup: Record,
}

/// What happened to a match, one line of the server's journal (`matches/journal.log`, each
/// line `(CODE, Entry)`), or of a match's own `CODE.log` as servers before the journal wrote
/// it. One call writes a line whole, so a server killed at any moment has it or not, never
/// half of it.
#[derive(Serialize, Deserialize)]
enum Entry {
    /// The match was created with this setup.
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

impl SavedMatch {
    fn new(code: String, setup: Record) -> SavedMatch {
        let seats = setup.seats.len();
        SavedMatch {
            code,
            record: setup,
            tokens: vec![None; seats],
            names: vec![None; seats],
            taken_over: vec![false; seats],
            forfeit: None,
        }
    }

    /// One line of the match's history.
    fn apply(&mut self, entry: Entry) -> Result<(), String> {
        match entry {
            Entry::Created(_) => return Err("created twice".into()),
            Entry::Move(text) => self.record.moves.push(text),
            Entry::Seat { seat, token, name, taken_over } if (seat as usize) < self.tokens.len() => {
                let i = seat as usize;
                (self.tokens[i], self.names[i], self.taken_over[i]) = (token, name, taken_over);
            }
            Entry::Seat { seat, .. } => return Err(format!("no seat {}", seat as usize + 1)),
            Entry::Forfeit(why) => self.forfeit = Some(why),
        }
        Ok(())
    }
}

/// A match as its files give it back: the record, and each seat's token and player, so a
/// restarted server takes everyone back where they were.
struct SavedMatch {
    code: String,
    record: Record,
    tokens: Vec<Option<String>>,
    names: Vec<Option<String>>,
    /// Seats a computer plays since their player stayed away.
    taken_over: Vec<bool>,
    forfeit: Option<String>,
}

/// The server's one append-only file for every match, opened once: a move's line goes to an
/// open file instead of creating or opening a file per match, which on a busy disk (ext4
/// committing its journal) held every answer for hundreds of milliseconds.
struct Journal {
    dir: Option<PathBuf>,
    file: std::sync::Mutex<Option<std::fs::File>>,
}

impl Journal {
    fn new(data: Option<&std::path::Path>) -> Journal {
        Journal { dir: data.map(matches_dir), file: std::sync::Mutex::new(None) }
    }

    /// Appends `entry` of match `code`; nothing without a data folder.
    fn append(&self, code: &str, entry: &Entry) -> Result<(), String> {
        use std::io::Write;
        let Some(dir) = &self.dir else { return Ok(()) };
        let path = dir.join(JOURNAL);
        let line = line_of(&(code, entry))?;
        let mut file = self.file.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let open = match &mut *file {
            Some(open) => open,
            None => {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                let opened = std::fs::OpenOptions::new().create(true).append(true).open(&path);
                file.insert(opened.map_err(|e| format!("{}: {e}", path.display()))?)
            }
        };
        open.write_all(line.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// One line of the journal or of `ended.log`: a value in RON on a line of its own.
fn line_of(value: &impl Serialize) -> Result<String, String> {
    ron::ser::to_string(value).map(|text| text + "\n").map_err(|e| e.to_string())
}

const JOURNAL: &str = "journal.log";

/// Where ended matches go when the journal is compacted.
const ENDED: &str = "ended.log";

#[derive(Default)]
struct Chair {
    computer: Option<AiPlayer>,
    token: Option<String>,
    name: Option<String>,
    client: Option<ClientId>,
    away_since: Option<Instant>,
    /// A computer plays for the absent player.
    taken_over: bool,
}

struct Room {
    code: String,
    game: Box<dyn HostedGame>,
    chairs: Vec<Chair>,
    watchers: BTreeSet<ClientId>,
    /// The revision a computer is deciding at, and its cancel flag.
    thinking: Option<(u32, Arc<AtomicBool>)>,
    forfeit: Option<String>,
    /// Whether the game hides things (clients get views), asked once.
    hidden: bool,
    /// How many of the last moves were secret after the last move.
    secret: usize,
    journal: Arc<Journal>,
}

impl Room {
    fn new(
        code: String,
        game: Box<dyn HostedGame>,
        chairs: Vec<Chair>,
        forfeit: Option<String>,
        journal: Arc<Journal>,
    ) -> Room {
        let (hidden, secret) = (game.hidden(), game.secret_moves());
        Room { code, game, chairs, watchers: BTreeSet::new(), thinking: None, forfeit, hidden, secret, journal }
    }

    fn revision(&self) -> u32 {
        self.game.moves().len() as u32
    }

    fn result(&self) -> Option<String> {
        self.forfeit.clone().or_else(|| self.game.result())
    }

    fn clients(&self) -> impl Iterator<Item = (ClientId, Option<Seat>)> + '_ {
        let seated = self.chairs.iter().enumerate().filter_map(|(i, c)| c.client.map(|id| (id, Some(Seat(i as u8)))));
        seated.chain(self.watchers.iter().map(|&id| (id, None)))
    }

    fn presence(&self, now: Instant, wait: Duration) -> Vec<Presence> {
        let to_move = self.game.to_move();
        self.chairs
            .iter()
            .enumerate()
            .map(|(i, chair)| {
                let thinking = self.thinking.is_some() && to_move == Some(Seat(i as u8));
                match (&chair.computer, &chair.name, chair.client, chair.away_since) {
                    (Some(player), _, _, _) => Presence::Computer { player: player.text(), thinking },
                    (None, Some(_), None, _) if chair.taken_over => {
                        Presence::Computer { player: "stand-in".into(), thinking }
                    }
                    (None, Some(name), Some(_), _) => Presence::Connected { name: name.clone() },
                    (None, Some(name), None, since) => Presence::Away {
                        name: name.clone(),
                        seconds_left: since
                            .map_or(0, |s| wait.saturating_sub(now.saturating_duration_since(s)).as_secs() as u32),
                    },
                    (None, None, _, _) => Presence::Open,
                }
            })
            .collect()
    }

    /// The log as `viewer` may see it: secret moves show only to their mover.
    fn log_for(&self, viewer: Option<Seat>) -> Vec<LoggedMove> {
        let moves = self.game.moves();
        let open = moves.len().saturating_sub(self.game.secret_moves());
        moves
            .iter()
            .zip(self.game.movers())
            .enumerate()
            .map(|(i, (text, &seat))| LoggedMove {
                seat: seat.0,
                text: (i < open || viewer == Some(seat)).then(|| text.clone()),
            })
            .collect()
    }

    fn snapshot(&self, viewer: Option<Seat>, now: Instant, wait: Duration) -> Snapshot {
        let mut record = self.game.record();
        if self.hidden {
            // The seed decides every deal to come, and the moves hold the secret programs.
            record.seed = 0;
            record.moves.clear();
        }
        Snapshot {
            record,
            revision: self.revision(),
            view: self.game.view_text(viewer),
            log: self.log_for(viewer),
            seats: self.presence(now, wait),
        }
    }

    fn info(&self, now: Instant, wait: Duration) -> MatchInfo {
        let setup = self.game.setup();
        MatchInfo {
            code: self.code.clone(),
            game: setup.game.to_string(),
            preset: setup.preset.clone(),
            seats: self.presence(now, wait),
            moves: self.revision(),
            result: self.result(),
        }
    }

    /// Journals the match's creation: its setup.
    fn save_header(&self) -> Result<(), String> {
        self.note(&Entry::Created(self.game.setup().record(Vec::new())))
    }

    /// Appends a line of this match to the journal.
    fn note(&self, entry: &Entry) -> Result<(), String> {
        self.journal.append(&self.code, entry)
    }

    /// Logs seat `i` as it is now.
    fn note_seat(&self, i: usize) -> Result<(), String> {
        self.note(&self.seat_entry(i))
    }

    fn seat_entry(&self, i: usize) -> Entry {
        let chair = &self.chairs[i];
        Entry::Seat {
            seat: i as u8,
            token: chair.token.clone(),
            name: chair.name.clone(),
            taken_over: chair.taken_over,
        }
    }

    /// The journal's lines that give this match back as it is now: its record, and its
    /// seats that someone took.
    fn entries(&self) -> Vec<(String, Entry)> {
        let taken = (0..self.chairs.len()).filter(|&i| {
            let chair = &self.chairs[i];
            chair.token.is_some() || chair.name.is_some() || chair.taken_over
        });
        std::iter::once(Entry::Created(self.game.record()))
            .chain(taken.map(|i| self.seat_entry(i)))
            .map(|entry| (self.code.clone(), entry))
            .collect()
    }
}

fn matches_dir(data: &std::path::Path) -> PathBuf {
    data.join("matches")
}

/// The record of match `code` as the server last wrote it in `data` (the load tool and the
/// tests check what was kept against what the clients saw).
pub fn saved_record(data: &std::path::Path, code: &str) -> Result<Record, String> {
    saved_records(data).remove(code).ok_or_else(|| format!("no match {code} in {}", matches_dir(data).display()))
}

/// Every match's record as the server last wrote them in `data`, by code.
pub fn saved_records(data: &std::path::Path) -> HashMap<String, Record> {
    let dir = matches_dir(data);
    let mut journal = read_journal(&dir.join(JOURNAL));
    let files = ron_files(&dir);
    let old = read_old_files(&files, &mut journal.orphans).into_iter().map(|(_, saved)| saved);
    let ended = read_ended(&dir.join(ENDED)).into_iter().chain(journal.earlier).map(Ok);
    ended.chain(old).chain(journal.matches).flatten().map(|saved| (saved.code, saved.record)).collect()
}

/// What the journal gives back.
#[derive(Default)]
struct Journaled {
    /// Every match of the journal, in the order they were created.
    matches: Vec<Result<SavedMatch, String>>,
    /// Lines of matches the journal has no `Created` line for: matches in files of their own
    /// (servers before the journal) that earlier servers resumed and moved on in the journal.
    orphans: HashMap<String, Vec<Entry>>,
    /// Ended matches whose code a later match took again.
    earlier: Vec<SavedMatch>,
    /// Every line was read and every match made sense: the journal can be written again from
    /// what was read without losing anything.
    whole: bool,
    /// The last line has no line break (cut short, or the machine went down after it): the
    /// next line appended would join it, so the journal wants writing again.
    cut: bool,
}

/// Reads the journal. A last line cut short (the machine, not the server, went down
/// mid-write) is left out.
fn read_journal(path: &std::path::Path) -> Journaled {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Journaled { whole: true, ..Journaled::default() },
        Err(e) => return Journaled { matches: vec![Err(format!("{}: {e}", path.display()))], ..Journaled::default() },
    };
    let mut journaled =
        Journaled { whole: true, cut: !text.is_empty() && !text.ends_with('\n'), ..Journaled::default() };
    let mut order: Vec<String> = Vec::new();
    let mut matches: HashMap<String, Result<SavedMatch, String>> = HashMap::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Ok((code, entry)) = ron::from_str::<(String, Entry)>(line) else {
            journaled.whole = i + 1 == lines.len() && journaled.cut;
            break;
        };
        match (matches.get_mut(&code), entry) {
            (found, Entry::Created(setup)) => {
                if found.is_none() {
                    order.push(code.clone());
                }
                match matches.insert(code.clone(), Ok(SavedMatch::new(code, setup))) {
                    Some(Ok(earlier)) => journaled.earlier.push(earlier),
                    Some(Err(_)) => journaled.whole = false,
                    None => {}
                }
            }
            (None, entry) => journaled.orphans.entry(code).or_default().push(entry),
            (Some(Ok(saved)), entry) => {
                if let Err(why) = saved.apply(entry) {
                    matches.insert(code, Err(format!("{}: {why}", path.display())));
                }
            }
            (Some(Err(_)), _) => {}
        }
    }
    journaled.whole &= matches.values().all(Result::is_ok);
    journaled.matches = order.into_iter().filter_map(|code| matches.remove(&code)).collect();
    journaled
}

/// The matches in files of their own (servers before the journal), with the lines the
/// journal holds for them after that.
fn read_old_files<'a>(
    files: &'a [PathBuf],
    orphans: &mut HashMap<String, Vec<Entry>>,
) -> Vec<(&'a PathBuf, Result<SavedMatch, String>)> {
    let claim = |mut saved: SavedMatch, orphans: &mut HashMap<String, Vec<Entry>>| {
        for entry in orphans.remove(&saved.code).unwrap_or_default() {
            saved.apply(entry).map_err(|why| format!("{} in the journal: {why}", saved.code))?;
        }
        Ok(saved)
    };
    files.iter().map(|f| (f, read_saved(f).and_then(|saved| claim(saved, orphans)))).collect()
}

/// An ended match as `ended.log` keeps it: its code, its record and its forfeit, if any.
type EndedLine = (String, Record, Option<String>);

/// The records of ended matches that left the journal.
fn read_ended(path: &std::path::Path) -> Vec<SavedMatch> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|line| ron::from_str::<EndedLine>(line).ok())
        .map(|(code, record, forfeit)| SavedMatch { forfeit, ..SavedMatch::new(code, record) })
        .collect()
}

/// Ended matches leave the journal at start: their records are appended to `ended.log`, and
/// the journal is written again (atomically) with the running matches alone, so that it holds
/// what a restart needs and not the server's whole history.
fn compact(dir: &std::path::Path, ended: &[EndedLine], running: &[(String, Entry)]) -> Result<(), String> {
    use std::io::Write;
    let archive: String = ended.iter().map(line_of).collect::<Result<_, _>>()?;
    let path = dir.join(ENDED);
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    file.write_all(archive.as_bytes())
        .and_then(|()| file.sync_all())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let journal: String = running.iter().map(line_of).collect::<Result<_, _>>()?;
    stratagem_core::record::write_atomic(&dir.join(JOURNAL), journal.as_bytes())
}

/// A match from its first file and its log. A last line cut short (the machine, not the
/// server, went down mid-write) is left out.
fn read_saved(path: &std::path::Path) -> Result<SavedMatch, String> {
    let header: Header = parse_ron(&read_text(path).map_err(|e| e.to_string())?, path).map_err(|e| e.to_string())?;
    let mut saved = SavedMatch::new(header.code, header.setup);
    let log = path.with_extension("log");
    let text = match std::fs::read_to_string(&log) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{}: {e}", log.display())),
    };
    for entry in text.lines().map_while(|line| ron::from_str::<Entry>(line).ok()) {
        saved.apply(entry).map_err(|why| format!("{}: {why}", log.display()))?;
    }
    Ok(saved)
}

struct Visitor {
    name: Option<String>,
    since: Instant,
}

/// Every match of a server and every connection.
pub struct Lobby {
    config: LobbyConfig,
    rooms: BTreeMap<String, Room>,
    visitors: HashMap<ClientId, Visitor>,
    journal: Arc<Journal>,
}

/// Letters for match codes: no 0/O or 1/I to misread.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

fn random_text(len: usize) -> String {
    let mut rng = rand::rng();
    (0..len).map(|_| CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())] as char).collect()
}

impl Lobby {
    /// A lobby with the unfinished matches of `config.data` taken back; the log says what was
    /// resumed and which files could not be.
    pub fn open(config: LobbyConfig) -> (Lobby, Vec<Out>) {
        let journal = Arc::new(Journal::new(config.data.as_deref()));
        let mut lobby = Lobby { config, rooms: BTreeMap::new(), visitors: HashMap::new(), journal };
        let mut out = Vec::new();
        let dir = lobby.config.data.as_ref().map(|d| matches_dir(d));
        let files = dir.as_ref().map(|d| ron_files(d)).unwrap_or_default();
        let mut journaled =
            dir.as_ref().map_or(Journaled { whole: true, ..Journaled::default() }, |d| read_journal(&d.join(JOURNAL)));
        let old_files = read_old_files(&files, &mut journaled.orphans);
        let read_old: Vec<&PathBuf> = old_files.iter().filter(|(_, saved)| saved.is_ok()).map(|(f, _)| *f).collect();
        let ended_line = |room: &Room| (room.code.clone(), room.game.record(), room.forfeit.clone());
        let mut ended: Vec<EndedLine> = Vec::new();
        // A match read but not resumed (its game or preset gone) would be lost to a compaction.
        let mut unresumed = false;
        let old = old_files.into_iter().map(|(_, saved)| (saved.is_ok(), saved));
        for (read, saved) in old.chain(journaled.matches.into_iter().map(|saved| (true, saved))) {
            let journal = lobby.journal.clone();
            match saved.and_then(|saved| {
                let code = saved.code.clone();
                Lobby::resume(saved, journal).map_err(|e| format!("match {code}: {e}"))
            }) {
                Ok(room) if room.result().is_none() => {
                    out.push(Out::Log(format!("match {} resumed at move {}", room.code, room.revision())));
                    lobby.rooms.insert(room.code.clone(), room);
                }
                Ok(room) => ended.push(ended_line(&room)),
                Err(error) => {
                    unresumed |= read;
                    out.push(Out::Log(format!("match file skipped: {error}")));
                }
            }
        }
        ended.extend(journaled.earlier.into_iter().map(|m| (m.code, m.record, m.forfeit)));
        let worth = !ended.is_empty() || !read_old.is_empty() || journaled.cut;
        if let Some(dir) = &dir
            && worth
            && journaled.whole
            && journaled.orphans.is_empty()
            && !unresumed
        {
            let running: Vec<(String, Entry)> = lobby.rooms.values().flat_map(|room| room.entries()).collect();
            match compact(dir, &ended, &running) {
                Ok(()) => {
                    // Matches in files of their own (servers before the journal) are in the
                    // journal or with the ended ones now; without its first file a log is
                    // never read.
                    for file in read_old {
                        match std::fs::remove_file(file) {
                            Ok(()) => drop(std::fs::remove_file(file.with_extension("log"))),
                            Err(e) => out.push(Out::Log(format!("{} stays: {e}", file.display()))),
                        }
                    }
                    out.push(Out::Log(format!(
                        "journal compacted: running matches kept {}, ended matches moved to {ENDED} {}",
                        lobby.rooms.len(),
                        ended.len()
                    )));
                }
                Err(error) => out.push(Out::Log(format!("the journal stays as it was: {error}"))),
            }
        } else if worth && dir.is_some() {
            out.push(Out::Log("the journal is not compacted: a match in it could not be read or resumed".into()));
        }
        let codes: Vec<String> = lobby.rooms.keys().cloned().collect();
        for code in codes {
            out.extend(lobby.think_if_computer(&code));
        }
        (lobby, out)
    }

    fn resume(saved: SavedMatch, journal: Arc<Journal>) -> Result<Room, String> {
        let game = host(&saved.record)?;
        let seats = game.seats();
        if saved.tokens.len() != seats || saved.names.len() != seats || saved.taken_over.len() != seats {
            return Err(format!("seat lists of another length than the game's {seats} seats"));
        }
        let chairs = computer_seats(game.setup())
            .into_iter()
            .zip(saved.tokens)
            .zip(saved.names)
            .zip(saved.taken_over)
            .map(|(((computer, token), name), taken_over)| Chair {
                computer,
                token,
                away_since: name.as_ref().map(|_| Instant::now()),
                name,
                client: None,
                taken_over,
            })
            .collect();
        Ok(Room::new(saved.code, game, chairs, saved.forfeit, journal))
    }

    pub fn config(&self) -> &LobbyConfig {
        &self.config
    }

    /// Matches that are not over.
    pub fn running(&self) -> usize {
        self.rooms.values().filter(|r| r.result().is_none()).count()
    }

    /// The record of a match, for tests and the load tool's checks.
    pub fn record(&self, code: &str) -> Option<Record> {
        self.rooms.get(code).map(|r| r.game.record())
    }

    /// A new connection: it has `hello_wait` to say `Hello`.
    pub fn connected(&mut self, client: ClientId, now: Instant) {
        self.visitors.insert(client, Visitor { name: None, since: now });
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
    /// the watchers. An ended match nobody is in any more is let go of (its file stays).
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
        if room.result().is_some() && room.clients().next().is_none() {
            self.rooms.remove(code);
        } else if changed {
            out.extend(self.broadcast_seats(code, now));
        }
        out
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
        let refuse = |code: Option<&str>, why: String| {
            vec![Out::Send(client, ToClient::Refused { code: code.map(str::to_string), why })]
        };
        let greeted = self.visitors.get(&client).is_some_and(|v| v.name.is_some());
        match message {
            ToServer::Hello { version, name } => {
                if version != PROTOCOL_VERSION {
                    let why = format!(
                        "this server speaks protocol {PROTOCOL_VERSION} and your client {version}: use the same \
                         version of Stratagem as the server"
                    );
                    let mut out = refuse(None, why);
                    out.push(Out::Close(client));
                    return out;
                }
                if let Err(why) = check_field("name", &name) {
                    return refuse(None, why);
                }
                let name = if name.trim().is_empty() { format!("Player {}", client % 1000) } else { name };
                let entry = self.visitors.entry(client).or_insert(Visitor { name: None, since: now });
                entry.name = Some(name.clone());
                vec![
                    Out::Log(format!("client {client} ({name}) connected")),
                    Out::Send(
                        client,
                        ToClient::Welcome { version: PROTOCOL_VERSION, server: self.config.name.clone() },
                    ),
                ]
            }
            _ if !greeted => {
                let mut out = refuse(None, "say Hello with your protocol version first".into());
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
                self.join(client, &code, seat, now).unwrap_or_else(|why| refuse(Some(&code), why))
            }
            ToServer::Watch { code } => self.watch(client, &code, now).unwrap_or_else(|why| refuse(Some(&code), why)),
            ToServer::Rejoin { code, token } => {
                self.rejoin(client, &code, &token, now).unwrap_or_else(|why| refuse(Some(&code), why))
            }
            ToServer::Move { code, token, revision, text } => {
                self.human_move(client, &code, &token, revision, &text).unwrap_or_else(|why| refuse(Some(&code), why))
            }
            ToServer::Leave { code } => {
                let name = self.name_of(client);
                self.leave(&code, client, now, &format!("{name} left"))
            }
        }
    }

    fn name_of(&self, client: ClientId) -> String {
        self.visitors.get(&client).and_then(|v| v.name.clone()).unwrap_or_else(|| format!("client {client}"))
    }

    fn room(&self, code: &str) -> Result<&Room, String> {
        check_field("match code", code)?;
        self.rooms.get(code).ok_or_else(|| format!("no match {} on this server", quote(code)))
    }

    fn create(&mut self, client: ClientId, setup: Record, take: Option<u8>, now: Instant) -> Result<Vec<Out>, String> {
        if self.running() >= self.config.max_matches {
            return Err(format!("this server is full: {} matches are running", self.config.max_matches));
        }
        if !setup.moves.is_empty() {
            return Err("a new match starts with no moves".into());
        }
        let game = host(&setup)?;
        let chairs: Vec<Chair> =
            computer_seats(game.setup()).into_iter().map(|computer| Chair { computer, ..Chair::default() }).collect();
        if let Some(seat) = take
            && chairs.get(seat as usize).is_none_or(|c| c.computer.is_some())
        {
            return Err(format!("seat {} is not a seat for a person", seat as usize + 1));
        }
        let code = loop {
            let code = random_text(6);
            if !self.rooms.contains_key(&code) {
                break code;
            }
        };
        let line = format!(
            "match {code} created by {}: {} {} ({})",
            self.name_of(client),
            setup.game,
            setup.preset,
            setup.seats.join(", ")
        );
        let room = Room::new(code.clone(), game, chairs, None, self.journal.clone());
        room.save_header()?;
        self.rooms.insert(code.clone(), room);
        let mut out = vec![Out::Log(line)];
        out.extend(match take {
            Some(seat) => self.join(client, &code, Some(seat), now)?,
            None => self.watch(client, &code, now)?,
        });
        out.extend(self.think_if_computer(&code));
        Ok(out)
    }

    fn join(&mut self, client: ClientId, code: &str, seat: Option<u8>, now: Instant) -> Result<Vec<Out>, String> {
        let name = self.name_of(client);
        let room = self.room(code)?;
        if let Some(result) = room.result() {
            return Err(format!("the match is over: {result}"));
        }
        let free = |c: &Chair| c.computer.is_none() && c.token.is_none();
        let index = match seat {
            Some(s) => {
                let chair =
                    room.chairs.get(s as usize).ok_or_else(|| format!("the match has no seat {}", s as usize + 1))?;
                if !free(chair) {
                    return Err(format!("seat {} is taken", s as usize + 1));
                }
                s as usize
            }
            None => room.chairs.iter().position(free).ok_or("every seat is taken: watch instead")?,
        };
        let token = random_text(24);
        let room = self.rooms.get_mut(code).expect("checked above");
        let chair = &mut room.chairs[index];
        chair.token = Some(token.clone());
        chair.name = Some(name.clone());
        chair.client = Some(client);
        chair.away_since = None;
        room.note_seat(index)?;
        let seat = Seat(index as u8);
        let snapshot = room.snapshot(Some(seat), now, self.config.reconnect_wait);
        let mut out = vec![
            Out::Log(format!("match {code} seat {}: {name} joined", index + 1)),
            Out::Send(client, ToClient::Joined { code: code.into(), seat: Some(seat.0), token: Some(token), snapshot }),
        ];
        out.extend(self.broadcast_seats(code, now));
        Ok(out)
    }

    fn watch(&mut self, client: ClientId, code: &str, now: Instant) -> Result<Vec<Out>, String> {
        let name = self.name_of(client);
        self.room(code)?;
        let room = self.rooms.get_mut(code).expect("checked above");
        room.watchers.insert(client);
        let snapshot = room.snapshot(None, now, self.config.reconnect_wait);
        Ok(vec![
            Out::Log(format!("match {code}: {name} watches")),
            Out::Send(client, ToClient::Joined { code: code.into(), seat: None, token: None, snapshot }),
        ])
    }

    fn seat_of_token(room: &Room, token: &str) -> Result<usize, String> {
        check_field("token", token)?;
        room.chairs
            .iter()
            .position(|c| c.token.as_deref() == Some(token))
            .ok_or_else(|| "that token holds no seat of this match".to_string())
    }

    fn rejoin(&mut self, client: ClientId, code: &str, token: &str, now: Instant) -> Result<Vec<Out>, String> {
        let name = self.name_of(client);
        let index = Lobby::seat_of_token(self.room(code)?, token)?;
        let room = self.rooms.get_mut(code).expect("checked above");
        let chair = &mut room.chairs[index];
        let mut out = Vec::new();
        if let Some(old) = chair.client.filter(|&old| old != client) {
            let why = "your seat was taken back from another connection".to_string();
            out.push(Out::Send(old, ToClient::Refused { code: Some(code.into()), why }));
        }
        chair.client = Some(client);
        chair.away_since = None;
        chair.name = Some(name.clone());
        chair.taken_over = false;
        room.note_seat(index)?;
        let seat = Seat(index as u8);
        let snapshot = room.snapshot(Some(seat), now, self.config.reconnect_wait);
        out.push(Out::Log(format!("match {code} seat {}: {name} rejoined", index + 1)));
        out.push(Out::Send(client, ToClient::Joined { code: code.into(), seat: Some(seat.0), token: None, snapshot }));
        out.extend(self.broadcast_seats(code, now));
        Ok(out)
    }

    fn human_move(
        &mut self,
        client: ClientId,
        code: &str,
        token: &str,
        revision: u32,
        text: &str,
    ) -> Result<Vec<Out>, String> {
        let room = self.room(code)?;
        let index = Lobby::seat_of_token(room, token)?;
        if room.chairs[index].client != Some(client) {
            return Err("rejoin with your token before moving".into());
        }
        if room.chairs[index].taken_over {
            return Err("a computer plays this seat: rejoin to take it back".into());
        }
        if revision != room.revision() {
            return Err(format!("the match is at move {}, not {revision}: your move came too late", room.revision()));
        }
        if text.len() > super::protocol::MAX_CLIENT_MESSAGE {
            return Err("the move is too long".into());
        }
        let room = self.rooms.get_mut(code).expect("checked above");
        let accepted = room.game.play(Seat(index as u8), text)?;
        Ok(self.accepted(code, accepted))
    }

    /// A computer seat's move, decided for `revision`; dropped if the match has moved on.
    pub fn computer_moved(&mut self, code: &str, revision: u32, text: Option<String>) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else { return Vec::new() };
        if room.thinking.as_ref().is_none_or(|(r, _)| *r != revision) || room.revision() != revision {
            return Vec::new();
        }
        room.thinking = None;
        let Some(seat) = room.game.to_move() else { return Vec::new() };
        let seed = stratagem_session::decision_seed(room.game.setup().seed, revision as usize);
        let played = text
            .and_then(|t| room.game.play(seat, &t).ok())
            .or_else(|| room.game.random_move(seed).and_then(|t| room.game.play(seat, &t).ok()));
        let mut out = match played {
            Some(accepted) => self.accepted(code, accepted),
            None => vec![Out::Log(format!("match {code}: the computer for seat {} found no move", seat.0 + 1))],
        };
        // It is no longer thinking (unless it is to move again).
        if self.rooms.get(code).is_some_and(|r| r.thinking.is_none()) {
            out.extend(self.broadcast_seats(code, Instant::now()));
        }
        out
    }

    /// Writes the record and tells everyone in the match, each as its seat may see the move.
    fn accepted(&mut self, code: &str, accepted: Accepted) -> Vec<Out> {
        let room = self.rooms.get_mut(code).expect("a move is accepted in a match that exists");
        let mut out = Vec::new();
        if let Err(error) = room.note(&Entry::Move(accepted.text.clone())) {
            // Not kept, not played: the match goes back to before the move.
            let mut record = room.game.record();
            record.moves.pop();
            match host(&record) {
                Ok(game) => room.game = game,
                Err(why) => out.push(Out::Log(format!("match {code}: cannot go back a move: {why}"))),
            }
            let why = format!("the server could not keep the move: {error}");
            out.push(Out::Log(format!("match {code}: {why}")));
            let mover = room.chairs.get(accepted.seat.index()).and_then(|c| c.client);
            out.extend(mover.map(|c| Out::Send(c, ToClient::Refused { code: Some(code.into()), why })));
            return out;
        }
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
        }
        out.extend(self.think_if_computer(code));
        out
    }

    /// Starts the decision of the computer at the seat to move, if a computer is to move and is
    /// not deciding yet.
    fn think_if_computer(&mut self, code: &str) -> Vec<Out> {
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
        out.extend(self.broadcast_seats(code, Instant::now()));
        out
    }

    /// Time passes: connections that never said `Hello` are closed, and seats whose player
    /// stayed away too long get their fallback.
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
            out.push(Out::Send(client, ToClient::Refused { code: None, why: "no Hello in time: closed".into() }));
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
            let room = self.rooms.get_mut(&code).expect("listed above");
            if room.result().is_some() {
                // Another seat of this match forfeited a moment ago.
                continue;
            }
            let name = room.game.seat_name(Seat(i as u8));
            match self.config.fallback {
                Fallback::Computer => {
                    room.chairs[i].taken_over = true;
                    out.push(Out::Log(format!("match {code} seat {}: away too long, the computer plays it", i + 1)));
                }
                Fallback::Forfeit => {
                    room.forfeit = Some(format!("{name} forfeits: away for over {} s", wait.as_secs()));
                    room.chairs[i].away_since = None;
                    if let Some((_, cancel)) = room.thinking.take() {
                        cancel.store(true, Ordering::Relaxed);
                    }
                    let result = room.forfeit.clone().unwrap_or_default();
                    out.push(Out::Log(format!("match {code} ended: {result}")));
                    for (client, _) in room.clients().collect::<Vec<_>>() {
                        out.push(Out::Send(client, ToClient::Ended { code: code.clone(), result: result.clone() }));
                    }
                }
            }
            let kept = match &room.forfeit {
                Some(why) => room.note(&Entry::Forfeit(why.clone())),
                None => room.note_seat(i),
            };
            if let Err(error) = kept {
                out.push(Out::Log(format!("match {code}: the record could not be written: {error}")));
            }
            out.extend(self.broadcast_seats(&code, now));
            out.extend(self.think_if_computer(&code));
        }
        // An ended match nobody is in any more is let go of, as when its last client leaves
        // (its record stays in the journal): one that ended while everyone was away.
        self.rooms.retain(|_, room| room.clients().next().is_some() || room.result().is_none());
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
