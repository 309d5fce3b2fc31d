//! The store of a single server: one append-only journal, `matches/journal.log`, opened once,
//! a line `(CODE, Entry)` per change, appended before anyone hears of it. A line is written
//! whole by one call, so a server killed at any moment has a change or not.
//!
//! The journal is compacted (ended matches to `matches/ended.log`, the running ones written
//! again, atomically) at start when something in it has ended, and while running once the
//! lines of ended matches outweigh both `compact_after` and the running matches' own.

use super::{Entry, Loaded, MatchStore, SeatClaim, StoreError, StoredMatch, Table};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::path::{Path, PathBuf};
use stratagem_core::assets::{parse_ron, read_text, ron_files};
use stratagem_core::record::Record;

const JOURNAL: &str = "journal.log";

/// Where ended matches go when the journal is compacted.
const ENDED: &str = "ended.log";

/// Bytes of ended matches' lines past which a running server compacts its journal.
pub const COMPACT_AFTER: u64 = 8 * 1024 * 1024;

/// The journal store of a data folder.
pub struct JournalStore {
    dir: PathBuf,
    /// Opened at the first change; closed when compaction replaces the file.
    file: Option<std::fs::File>,
    table: Table,
    /// The bytes each match's lines take in the journal as it is now.
    bytes: HashMap<String, u64>,
    /// The bytes of running and of ended matches' lines, kept as they change so that the
    /// check at every tick costs nothing.
    live_bytes: u64,
    ended_bytes: u64,
    /// Ended matches whose code a later match took again, waiting for compaction.
    earlier: Vec<StoredMatch>,
    /// Matches in files of their own (servers before the journal), to remove once compacted.
    old_files: Vec<PathBuf>,
    /// A compaction would lose something (an unreadable line, lines of a match the journal
    /// has no start for, a match set aside): the journal stays as it is.
    unsafe_to_compact: bool,
    set_aside: BTreeSet<String>,
    /// The compaction at start is still to be considered.
    starting: bool,
    /// Ended matches this server moved to `ended.log`, by code: where their line starts, for
    /// players coming back.
    archived: HashMap<String, u64>,
    compact_after: u64,
    /// A write failed halfway and could not be taken back: nothing more is appended.
    broken: bool,
}

impl JournalStore {
    /// The store of `data` (its `matches/` folder); nothing is read until `load`.
    pub fn new(data: &Path, compact_after: u64) -> JournalStore {
        JournalStore {
            dir: matches_dir(data),
            file: None,
            table: Table::default(),
            bytes: HashMap::new(),
            live_bytes: 0,
            ended_bytes: 0,
            earlier: Vec::new(),
            old_files: Vec::new(),
            unsafe_to_compact: false,
            set_aside: BTreeSet::new(),
            starting: true,
            archived: HashMap::new(),
            compact_after,
            broken: false,
        }
    }

    /// Appends the lines of `entries` for `code` in one write, then keeps them in the table. A
    /// write that fails halfway is cut back off, so the next line starts on a line of its own.
    fn write(&mut self, code: &str, entries: Vec<Entry>) -> Result<(), StoreError> {
        let fail = |what: &str, e: &dyn std::fmt::Display| StoreError::Failed(format!("{what}: {e}"));
        if self.broken {
            return Err(StoreError::Failed("the journal is broken by an earlier failed write".into()));
        }
        let text: String = entries.iter().map(|entry| line_of(&(code, entry))).collect::<Result<_, _>>()?;
        let path = self.dir.join(JOURNAL);
        if self.file.is_none() {
            std::fs::create_dir_all(&self.dir).map_err(|e| fail(&self.dir.display().to_string(), &e))?;
            let opened = std::fs::OpenOptions::new().create(true).append(true).open(&path);
            self.file = Some(opened.map_err(|e| fail(&path.display().to_string(), &e))?);
        }
        let Some(file) = self.file.as_mut() else { return Err(StoreError::Failed("no journal".into())) };
        let before = file.metadata().map_err(|e| fail(&path.display().to_string(), &e))?.len();
        if let Err(error) = file.write_all(text.as_bytes()) {
            if file.set_len(before).is_err() {
                self.broken = true;
            }
            return Err(fail(&path.display().to_string(), &error));
        }
        *self.bytes.entry(code.to_string()).or_default() += text.len() as u64;
        match self.table.matches.get(code).is_some_and(|kept| kept.ended) {
            true => self.ended_bytes += text.len() as u64,
            false => self.live_bytes += text.len() as u64,
        }
        for entry in entries {
            self.table.apply(code, entry);
        }
        Ok(())
    }

    /// Whether compaction is due: at start when anything would go, while running when ended
    /// matches' lines outweigh the threshold and the running matches' lines.
    fn compaction_due(&self, starting: bool) -> bool {
        if starting {
            let worth = self.table.matches.values().any(|kept| kept.ended)
                || !self.earlier.is_empty()
                || !self.old_files.is_empty();
            return worth;
        }
        self.ended_bytes >= self.compact_after && self.ended_bytes >= self.live_bytes
    }

    /// Counts the lines of `code`, which just ended, with the ended matches'.
    fn weigh_as_ended(&mut self, code: &str) {
        let bytes = self.bytes.get(code).copied().unwrap_or(0);
        self.live_bytes = self.live_bytes.saturating_sub(bytes);
        self.ended_bytes += bytes;
    }

    /// Ended matches to `ended.log` (appended and synced), then the journal written again with
    /// the running ones (a new file, synced, renamed over the old one).
    fn compact(&mut self) -> Result<String, StoreError> {
        let (ended, running): (Vec<&StoredMatch>, Vec<&StoredMatch>) =
            self.table.matches.values().partition(|kept| kept.ended);
        let mut archive = String::new();
        let mut lines = Vec::new();
        for kept in self.earlier.iter().chain(ended.iter().copied()) {
            lines.push((kept.code.clone(), archive.len() as u64));
            archive += &line_of(&(&kept.code, &kept.record, &kept.forfeit))?;
        }
        let mut journal = String::new();
        let mut bytes = HashMap::new();
        for kept in &running {
            let lines: String =
                kept.entries().iter().map(|entry| line_of(&(&kept.code, entry))).collect::<Result<_, _>>()?;
            bytes.insert(kept.code.clone(), lines.len() as u64);
            journal += &lines;
        }
        let path = self.dir.join(ENDED);
        let appended = std::fs::OpenOptions::new().create(true).append(true).open(&path).and_then(|mut file| {
            let start = file.metadata()?.len();
            file.write_all(archive.as_bytes())?;
            file.sync_all().map(|()| start)
        });
        let start = appended.map_err(|e| StoreError::Failed(format!("{}: {e}", path.display())))?;
        // Closed before it is replaced: Windows refuses to rename over a file that is open. The
        // next change opens the journal again, the new one or, if this fails, the old.
        self.file = None;
        stratagem_core::record::write_atomic(&self.dir.join(JOURNAL), journal.as_bytes())
            .map_err(StoreError::Failed)?;
        let summary = format!(
            "journal compacted: running matches kept {}, ended matches moved to {ENDED} {}",
            running.len(),
            ended.len() + self.earlier.len()
        );
        self.live_bytes = bytes.values().sum();
        self.ended_bytes = 0;
        self.bytes = bytes;
        for (code, at) in lines {
            self.table.matches.remove(&code);
            self.archived.insert(code, start + at);
        }
        self.earlier.clear();
        Ok(summary)
    }

    /// Mends the journal's end (see `Mend`).
    fn mend(&self, mend: Mend) -> std::io::Result<()> {
        let path = self.dir.join(JOURNAL);
        match mend {
            Mend::Nothing => Ok(()),
            Mend::LineBreak => std::fs::OpenOptions::new().append(true).open(&path)?.write_all(b"\n"),
            Mend::CutAt(length) => std::fs::OpenOptions::new().write(true).open(&path)?.set_len(length),
        }
    }

    /// Matches in files of their own are in the journal or with the ended ones now: their
    /// files go (without its first file a log is never read).
    fn remove_old_files(&mut self) -> Vec<String> {
        let mut log = Vec::new();
        for file in std::mem::take(&mut self.old_files) {
            match std::fs::remove_file(&file) {
                Ok(()) => drop(std::fs::remove_file(file.with_extension("log"))),
                Err(e) => log.push(format!("{} stays: {e}", file.display())),
            }
        }
        log
    }

    /// The line this server moved to `ended.log` for `code`, read where it was written: one
    /// line, not the whole file, whatever a client asks for.
    fn archived_match(&self, code: &str) -> Option<StoredMatch> {
        use std::io::{BufRead, Seek};
        let at = *self.archived.get(code)?;
        let mut file = std::io::BufReader::new(std::fs::File::open(self.dir.join(ENDED)).ok()?);
        file.seek(std::io::SeekFrom::Start(at)).ok()?;
        let mut line = String::new();
        file.read_line(&mut line).ok()?;
        let (code, record, forfeit) = ron::from_str::<EndedLine>(line.trim_end()).ok().filter(|l| l.0 == code)?;
        Some(StoredMatch { forfeit, ended: true, ..StoredMatch::new(code, record) })
    }
}

impl MatchStore for JournalStore {
    fn load(&mut self) -> Loaded {
        let mut journal = read_journal(&self.dir.join(JOURNAL));
        let files = ron_files(&self.dir);
        let mut log = Vec::new();
        let mut order = Vec::new();
        for (file, read) in read_old_files(&files, &mut journal.orphans) {
            match read {
                Ok(kept) => {
                    self.old_files.push(file.clone());
                    order.push(kept.code.clone());
                    self.table.matches.insert(kept.code.clone(), kept);
                }
                Err(error) => log.push(format!("match file skipped: {error}")),
            }
        }
        for read in journal.matches {
            match read {
                Ok(kept) => {
                    order.push(kept.code.clone());
                    self.table.matches.insert(kept.code.clone(), kept);
                }
                Err(error) => log.push(format!("match file skipped: {error}")),
            }
        }
        self.bytes = journal.bytes;
        for kept in self.table.matches.values() {
            let bytes = self.bytes.get(&kept.code).copied().unwrap_or(0);
            match kept.ended {
                true => self.ended_bytes += bytes,
                false => self.live_bytes += bytes,
            }
        }
        self.earlier = journal.earlier;
        if let Err(error) = self.mend(journal.mend) {
            // Appending behind a cut line would hide every later line from the next start.
            self.broken = true;
            log.push(format!("the journal is not written to, as its end cannot be mended: {error}"));
        }
        self.unsafe_to_compact = !journal.whole || !journal.orphans.is_empty();
        let matches = order.iter().filter_map(|code| self.table.matches.get(code).cloned()).collect();
        Loaded { matches, log }
    }

    fn set_aside(&mut self, code: &str) {
        self.set_aside.insert(code.to_string());
    }

    fn create(&mut self, code: &str, setup: &Record, seats: &[(u8, SeatClaim)]) -> Result<(), StoreError> {
        if self.archived.contains_key(code) || self.earlier.iter().any(|kept| kept.code == code) {
            return Err(StoreError::Taken);
        }
        let entries = self.table.creation(code, setup, seats)?;
        self.write(code, entries)
    }

    fn append_move(&mut self, code: &str, revision: u32, text: &str) -> Result<(), StoreError> {
        self.table.check_move(code, revision)?;
        self.write(code, vec![Entry::Move(text.to_string())])
    }

    fn claim_seat(&mut self, code: &str, seat: u8, claim: &SeatClaim) -> Result<(), StoreError> {
        self.table.check_seat(code, seat)?;
        self.write(code, vec![Entry::seat(seat, claim)])
    }

    fn finish(&mut self, code: &str, forfeit: Option<&str>) -> Result<(), StoreError> {
        let was_ended = self.table.get(code)?.ended;
        if let Some(entry) = self.table.finishing(code, forfeit)? {
            self.write(code, vec![entry])?;
        }
        self.table.mark_ended(code);
        if !was_ended {
            self.weigh_as_ended(code);
        }
        Ok(())
    }

    fn ended(&mut self, code: &str) -> Option<StoredMatch> {
        match self.table.ended(code) {
            Some(kept) => Some(kept),
            None => self.archived_match(code),
        }
    }

    fn upkeep(&mut self) -> Vec<String> {
        let starting = std::mem::replace(&mut self.starting, false);
        if !self.compaction_due(starting) {
            return Vec::new();
        }
        if self.unsafe_to_compact || !self.set_aside.is_empty() {
            return match starting {
                true => vec!["the journal is not compacted: a match in it could not be read or resumed".into()],
                false => Vec::new(),
            };
        }
        match self.compact() {
            Ok(summary) => {
                let mut log = self.remove_old_files();
                log.push(summary);
                log
            }
            Err(error) => {
                // Tried again once the ended matches' lines have grown as much again.
                self.compact_after = self.compact_after.saturating_mul(2);
                vec![format!("the journal stays as it was: {error}")]
            }
        }
    }
}

/// One line of the journal or of `ended.log`: a value in RON on a line of its own.
fn line_of(value: &impl Serialize) -> Result<String, StoreError> {
    ron::ser::to_string(value).map(|text| text + "\n").map_err(|e| StoreError::Failed(e.to_string()))
}

fn matches_dir(data: &Path) -> PathBuf {
    data.join("matches")
}

/// A match's first file, `CODE.ron`, as servers before the journal wrote it: its setup (a
/// record without moves). Still read, so their matches resume.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    code: String,
    setup: Record,
}

/// An ended match as `ended.log` keeps it: its code, its record and its forfeit, if any.
type EndedLine = (String, Record, Option<String>);

/// The record of match `code` as the server last wrote it in `data` (the load tool and the
/// tests check what was kept against what the clients saw).
pub fn saved_record(data: &Path, code: &str) -> Result<Record, String> {
    saved_records(data).remove(code).ok_or_else(|| format!("no match {code} in {}", matches_dir(data).display()))
}

/// Every match's record as the server last wrote them in `data`, by code.
pub fn saved_records(data: &Path) -> HashMap<String, Record> {
    let dir = matches_dir(data);
    let mut journal = read_journal(&dir.join(JOURNAL));
    let files = ron_files(&dir);
    let old = read_old_files(&files, &mut journal.orphans).into_iter().map(|(_, kept)| kept);
    let ended = read_ended(&dir.join(ENDED)).into_iter().chain(journal.earlier).map(Ok);
    ended.chain(old).chain(journal.matches).flatten().map(|kept| (kept.code, kept.record)).collect()
}

/// What the journal gives back.
#[derive(Default)]
struct Journaled {
    /// Every match of the journal, in the order they were created.
    matches: Vec<Result<StoredMatch, String>>,
    /// Lines of matches the journal has no `Created` line for: matches in files of their own
    /// (servers before the journal) that earlier servers resumed and moved on in the journal.
    orphans: HashMap<String, Vec<Entry>>,
    /// Ended matches whose code a later match took again.
    earlier: Vec<StoredMatch>,
    /// The bytes of each code's lines.
    bytes: HashMap<String, u64>,
    /// Every line was read and every match made sense: the journal can be written again from
    /// what was read without losing anything.
    whole: bool,
    /// What its end wants before anything is appended.
    mend: Mend,
}

/// How the journal's end is mended before the first line is appended, so that no line joins
/// the last one: a last line without its line break (the machine went down after it) was
/// read and gets one; one cut short (the machine went down mid-write) was not and is cut off.
#[derive(Clone, Copy, Default)]
enum Mend {
    #[default]
    Nothing,
    LineBreak,
    CutAt(u64),
}

/// Reads the journal. A last line cut short (the machine, not the server, went down
/// mid-write) is left out, and so is any other line that cannot be read.
fn read_journal(path: &Path) -> Journaled {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Journaled { whole: true, ..Journaled::default() },
        Err(e) => return Journaled { matches: vec![Err(format!("{}: {e}", path.display()))], ..Journaled::default() },
    };
    let cut = !text.is_empty() && !text.ends_with('\n');
    let mut journaled = Journaled { whole: true, ..Journaled::default() };
    let mut order: Vec<String> = Vec::new();
    let mut matches: HashMap<String, Result<StoredMatch, String>> = HashMap::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let last = i + 1 == lines.len();
        if last && cut {
            journaled.mend = Mend::LineBreak;
        }
        let Ok((code, entry)) = ron::from_str::<(String, Entry)>(line) else {
            if last && cut {
                journaled.mend = Mend::CutAt(text.rfind('\n').map_or(0, |i| i as u64 + 1));
            } else {
                // Skipped, so the lines after it still count; a journal written again from
                // what was read would lose it, so it is not.
                journaled.whole = false;
            }
            continue;
        };
        *journaled.bytes.entry(code.clone()).or_default() += line.len() as u64 + 1;
        match (matches.get_mut(&code), entry) {
            (found, Entry::Created(setup)) => {
                if found.is_none() {
                    order.push(code.clone());
                }
                match matches.insert(code.clone(), Ok(StoredMatch::new(code, setup))) {
                    Some(Ok(earlier)) => journaled.earlier.push(StoredMatch { ended: true, ..earlier }),
                    Some(Err(_)) => journaled.whole = false,
                    None => {}
                }
            }
            (None, entry) => journaled.orphans.entry(code).or_default().push(entry),
            (Some(Ok(kept)), entry) => {
                if let Err(why) = kept.apply(entry) {
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
) -> Vec<(&'a PathBuf, Result<StoredMatch, String>)> {
    let claim = |mut kept: StoredMatch, orphans: &mut HashMap<String, Vec<Entry>>| {
        for entry in orphans.remove(&kept.code).unwrap_or_default() {
            kept.apply(entry).map_err(|why| format!("{} in the journal: {why}", kept.code))?;
        }
        Ok(kept)
    };
    files.iter().map(|f| (f, read_saved(f).and_then(|kept| claim(kept, orphans)))).collect()
}

/// The records of ended matches that left the journal.
fn read_ended(path: &Path) -> Vec<StoredMatch> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|line| ron::from_str::<EndedLine>(line).ok())
        .map(|(code, record, forfeit)| StoredMatch { forfeit, ended: true, ..StoredMatch::new(code, record) })
        .collect()
}

/// A match from its first file and its log. A last line cut short (the machine, not the
/// server, went down mid-write) is left out.
fn read_saved(path: &Path) -> Result<StoredMatch, String> {
    let header: Header = parse_ron(&read_text(path).map_err(|e| e.to_string())?, path).map_err(|e| e.to_string())?;
    let mut kept = StoredMatch::new(header.code, header.setup);
    let log = path.with_extension("log");
    let text = match std::fs::read_to_string(&log) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{}: {e}", log.display())),
    };
    for entry in text.lines().map_while(|line| ron::from_str::<Entry>(line).ok()) {
        kept.apply(entry).map_err(|why| format!("{}: {why}", log.display()))?;
    }
    Ok(kept)
}
