//! Hostile data files: every reader of the suite's files (Tactigon and Kings presets and
//! positions, game records, tic-tac-toe positions, move texts, option assignments, and for
//! every game of the catalog its position files, move texts and records: Provinces presets,
//! Robot Race boards, GDL descriptions) must answer Ok or Err to anything it is given: no
//! panic, no stack overflow, no hang.
//!
//! - Random bytes and strings, and random mutations of every shipped preset and of real
//!   records (proptest, a fixed seed so failures repeat).
//! - RON nested 100,000 levels deep, each read in a child process on a 2 MiB thread, so a stack
//!   overflow is reported instead of taking the whole test binary down.
//! - Integer extremes in every numeric field.
//! - Invalid UTF-8: a clear error naming the file.
//! - 100 MB files, each read in a child process that reports its time and peak memory.
//!
//! A panic does not stop a run: every distinct panic site is collected with the shortest input
//! that reached it, and the test fails at the end with the whole list.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, Mutex, Once};
use std::time::{Duration, Instant};
use stratagem::ai::random_move;
use stratagem::core::assets::MapPreset;
use stratagem::core::options::Options;
use stratagem::core::record::{FirstPlayer, Record};
use stratagem::core::{Game, Seat};
use stratagem::games::kings::Kings;
use stratagem::games::kings::preset::Preset as KingsPreset;
use stratagem::games::tactigon::Tactigon;
use stratagem::games::tactigon::preset::Preset as TactigonPreset;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::session::playable::read_record;
use stratagem::session::setup::CatalogEntry;
use stratagem::session::{Catalog, PlayableGame, Setup};

/// One reader call on a small input taking longer than this is a failure (reported as slow).
const CASE_LIMIT: Duration = Duration::from_secs(2);
/// A fuzz run whose current case makes no progress for this long is stopped as hung.
const HANG_LIMIT: Duration = Duration::from_secs(60);
/// Child processes reading one deeply nested file.
const DEEP_LIMIT: Duration = Duration::from_secs(20);
/// Child processes reading one 100 MB file.
const BIG_LIMIT: Duration = Duration::from_secs(60);
/// Peak memory of a child reading a 100 MB file above which the test fails.
const BIG_MEMORY_LIMIT_KB: u64 = 2 << 20;
/// Levels of nesting in the deep inputs.
const DEPTH: usize = 100_000;
/// The size of the big files.
const BIG: usize = 100 << 20;

// ---------------------------------------------------------------------------------------------
// The readers.

/// Every reader of hostile text, by the path of a file holding the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reader {
    /// `load_position` of the catalog's game at this index (its presets, boards or
    /// descriptions), then a few moves from the position.
    Position(usize),
    /// `parse_move` of the catalog's game at this index in the positions of a seeded game.
    Move(usize),
    /// `tactigon::preset::Preset::parse` on the file's text (lossy UTF-8).
    TactigonParse,
    /// `tactigon::preset::Preset::load`.
    TactigonLoad,
    /// `Tactigon::load_position`, then a few moves from the position.
    TactigonPosition,
    KingsParse,
    KingsLoad,
    KingsPosition,
    /// `Record::read`, then `to_text` on what it read.
    RecordRead,
    /// `session::playable::read_record`: game id, seats, options and every move replayed.
    ReadRecord,
    /// `TicTacToe::load_position`, then a few moves.
    TicTacToePosition,
    /// `Game::parse_move` (and `why_illegal` on what it accepts) in several positions.
    TactigonMove,
    KingsMove,
    TicTacToeMove,
    /// `Options::set` with each game's option specs.
    OptionSet,
}

use Reader::*;

const ALL_READERS: [Reader; 13] = [
    TactigonParse,
    TactigonLoad,
    TactigonPosition,
    KingsParse,
    KingsLoad,
    KingsPosition,
    RecordRead,
    ReadRecord,
    TicTacToePosition,
    TactigonMove,
    KingsMove,
    TicTacToeMove,
    OptionSet,
];
const TACTIGON_PRESET_READERS: [Reader; 3] = [TactigonParse, TactigonLoad, TactigonPosition];
const KINGS_PRESET_READERS: [Reader; 3] = [KingsParse, KingsLoad, KingsPosition];
const RECORD_READERS: [Reader; 2] = [RecordRead, ReadRecord];
const MOVE_READERS: [Reader; 3] = [TactigonMove, KingsMove, TicTacToeMove];
/// The readers that read a file themselves (the others are given text).
const FILE_READERS: [Reader; 7] =
    [TactigonLoad, TactigonPosition, KingsLoad, KingsPosition, RecordRead, ReadRecord, TicTacToePosition];

/// The fixed readers and those of every game in the catalog.
fn every_reader() -> Vec<Reader> {
    let games = 0..WORLD.games.len();
    ALL_READERS.into_iter().chain(games.clone().map(Position)).chain(games.map(Move)).collect()
}

impl Reader {
    fn name(self) -> String {
        let name = match self {
            Position(i) => return format!("{}::load_position", WORLD.games[i].id),
            Move(i) => return format!("{}::parse_move", WORLD.games[i].id),
            TactigonParse => "tactigon Preset::parse",
            TactigonLoad => "tactigon Preset::load",
            TactigonPosition => "Tactigon::load_position",
            KingsParse => "kings Preset::parse",
            KingsLoad => "kings Preset::load",
            KingsPosition => "Kings::load_position",
            RecordRead => "Record::read",
            ReadRecord => "session::playable::read_record",
            TicTacToePosition => "TicTacToe::load_position",
            TactigonMove => "Tactigon::parse_move",
            KingsMove => "Kings::parse_move",
            TicTacToeMove => "TicTacToe::parse_move",
            OptionSet => "Options::set",
        };
        name.to_string()
    }

    fn by_name(name: &str) -> Option<Reader> {
        every_reader().into_iter().find(|r| r.name() == name)
    }

    /// Whether the reader reads the file itself (the others are given text).
    fn reads_file(self) -> bool {
        matches!(self, Position(_)) || FILE_READERS.contains(&self)
    }

    /// Reads the input in `path`; Ok or the reader's error (as text). The readers that take
    /// text use `bytes` when given (the file's contents, saving a read).
    fn run(self, path: &Path, bytes: Option<&[u8]>) -> Result<(), String> {
        let w = &*WORLD;
        match self {
            Position(i) => (w.games[i].load)(path),
            Move(i) => (w.games[i].parse)(&text_of(path, bytes)?),
            TactigonParse => TactigonPreset::parse(&text_of(path, bytes)?, path).map(drop).map_err(|e| e.to_string()),
            TactigonLoad => TactigonPreset::load(path).map(drop).map_err(|e| e.to_string()),
            TactigonPosition => <Tactigon as PlayableGame>::load_position(path, &w.tactigon.setup)
                .map(exercise)
                .map_err(|e| e.to_string()),
            KingsParse => KingsPreset::parse(&text_of(path, bytes)?, path).map(drop).map_err(|e| e.to_string()),
            KingsLoad => KingsPreset::load(path).map(drop).map_err(|e| e.to_string()),
            KingsPosition => {
                <Kings as PlayableGame>::load_position(path, &w.kings.setup).map(exercise).map_err(|e| e.to_string())
            }
            RecordRead => Record::read(path).map(|r| drop(r.to_text())).map_err(|e| e.to_string()),
            ReadRecord => read_record(path, &w.catalog).map(drop),
            TicTacToePosition => <TicTacToe as PlayableGame>::load_position(path, &w.tictactoe.setup)
                .map(exercise)
                .map_err(|e| e.to_string()),
            TactigonMove => parse_moves(&w.tactigon.states, &text_of(path, bytes)?),
            KingsMove => parse_moves(&w.kings.states, &text_of(path, bytes)?),
            TicTacToeMove => parse_moves(&w.tictactoe.states, &text_of(path, bytes)?),
            OptionSet => {
                let text = text_of(path, bytes)?;
                let mut any = Err(String::new());
                for entry in &w.catalog.games {
                    let mut options = Options::defaults(&entry.options);
                    let result = options.set(&entry.options, &text);
                    if any.is_err() {
                        any = result;
                    }
                }
                any
            }
        }
    }
}

/// A file's text for the readers that take text; invalid UTF-8 is replaced, as a caller
/// holding only bytes would have to.
fn text_of(path: &Path, bytes: Option<&[u8]>) -> Result<String, String> {
    if let Some(bytes) = bytes {
        return Ok(String::from_utf8_lossy(bytes).into_owned());
    }
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// `parse_move` in every position; `why_illegal` on every move it accepts. Ok if some
/// position accepts the text.
fn parse_moves<G: Game>(states: &[G], text: &str) -> Result<(), String> {
    let mut any = Err(String::new());
    for state in states {
        let result = state.parse_move(text).map(|mv| drop(state.why_illegal(mv)));
        if any.is_err() {
            any = result;
        }
    }
    any
}

/// Plays on from a position a reader accepted, so values it let through reach the rules.
fn exercise<G: PlayableGame>(mut state: G) {
    let _ = state.warnings();
    for seed in 0..3 {
        let _ = state.outcome();
        let _ = state.position_text();
        let _ = state.status_lines();
        let Some(mv) = random_move(&state, seed) else { break };
        let text = state.move_text(mv);
        let _ = state.parse_move(&text);
        let _ = state.why_illegal(mv);
        state.apply(mv);
    }
}

// ---------------------------------------------------------------------------------------------
// Real games, to read moves in and to make records from.

struct Played<G> {
    setup: Setup,
    /// Every position of the game, from the start.
    states: Vec<G>,
    moves: Vec<String>,
}

struct World {
    catalog: Catalog,
    tactigon: Played<Tactigon>,
    kings: Played<Kings>,
    tictactoe: Played<TicTacToe>,
    /// Every game of the catalog, in its order.
    games: Vec<CatalogGame>,
}

static WORLD: LazyLock<World> = LazyLock::new(|| {
    let catalog = stratagem::games::catalog();
    let games = catalog.games.iter().enumerate().map(|(i, entry)| catalog_game(entry, 20 + i as u64)).collect();
    World {
        catalog,
        tactigon: play("tactigon", 10, 11),
        kings: play("kings", 10, 12),
        tictactoe: play("tictactoe", 4, 13),
        games,
    }
});

/// A game of the catalog, whichever it is: its files to mutate, a seeded game's moves and
/// record, and its readers. New games are fuzzed without being named here.
struct CatalogGame {
    id: &'static str,
    /// The extension of its position files: `ron` (presets, boards), or the one of the files
    /// its setup page opens (GDL's `kif`).
    extension: &'static str,
    /// Shipped files of its own and the positions of the seeded game in its position format.
    bases: Vec<Vec<u8>>,
    moves: Vec<String>,
    record: String,
    load: Box<dyn Fn(&Path) -> Result<(), String> + Send + Sync>,
    parse: Box<dyn Fn(&str) -> Result<(), String> + Send + Sync>,
}

fn catalog_game(entry: &CatalogEntry, seed: u64) -> CatalogGame {
    stratagem::with_game!(entry.id, G => Ok::<_, String>(catalog_game_of::<G>(entry, seed)))
        .unwrap_or_else(|e| panic!("{e}"))
}

fn catalog_game_of<G: PlayableGame>(entry: &CatalogEntry, seed: u64) -> CatalogGame {
    let played = play::<G>(entry.id, 10, seed);
    let extension = entry.opens.map_or("ron", |kind| kind.extensions[0]);
    let mut bases = game_files(entry);
    bases.extend(played.states.iter().map(|s| s.position_text().into_bytes()));
    if extension == "kif" {
        // The shapes of issue 31: descriptions that never end.
        bases.extend(crate::gdl_endless::ENDLESS.iter().map(|(_, text)| text.as_bytes().to_vec()));
    }
    let setup = played.setup.clone();
    let states = played.states.clone();
    CatalogGame {
        id: entry.id,
        extension,
        bases,
        moves: played.moves.clone(),
        record: played.record_text(),
        load: Box::new(move |path| G::load_position(path, &setup).map(exercise).map_err(|e| e.to_string())),
        parse: Box::new(move |text| parse_moves(&states, text)),
    }
}

/// A game's own files: its presets (`assets/maps/<game>/*.ron`) and, for a game that opens
/// files of its own kind, those under `assets/<game>/` (GDL's descriptions).
fn game_files(entry: &CatalogEntry) -> Vec<Vec<u8>> {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut places = vec![(assets.join("maps").join(entry.id), "ron")];
    if let Some(kind) = entry.opens {
        places.extend(kind.extensions.iter().map(|&e| (assets.join(entry.id), e)));
    }
    let mut files: Vec<PathBuf> = places
        .iter()
        .flat_map(|(dir, extension)| {
            let found = std::fs::read_dir(dir).into_iter().flatten().flatten().map(|e| e.path());
            found.filter(|p| p.extension().is_some_and(|x| x == *extension)).collect::<Vec<_>>()
        })
        .collect();
    files.sort();
    files.iter().map(|p| std::fs::read(p).expect("read a shipped file")).collect()
}

/// Seeded random moves from the game's default setup.
fn play<G: PlayableGame>(game: &str, plies: usize, seed: u64) -> Played<G> {
    let setup = stratagem::games::catalog().default_setup(game).expect("the game is in the catalog");
    let mut state = G::start(&setup).expect("the default setup starts");
    let mut states = vec![state.clone()];
    let mut moves = Vec::new();
    for i in 0..plies {
        let Some(mv) = random_move(&state, seed + i as u64) else { break };
        moves.push(state.move_text(mv));
        state.apply(mv);
        states.push(state.clone());
    }
    Played { setup, states, moves }
}

impl<G> Played<G> {
    fn record_text(&self) -> String {
        self.setup.record(self.moves.clone()).to_text()
    }
}

// ---------------------------------------------------------------------------------------------
// Catching panics, collecting what failed.

thread_local! {
    /// Set while `guarded` runs: the panic hook records the location instead of printing.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    static CAUGHT: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn install_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if QUIET.with(Cell::get) {
                let at =
                    info.location().map_or_else(String::new, |l| format!("{}:{}:{}", l.file(), l.line(), l.column()));
                CAUGHT.with(|c| *c.borrow_mut() = Some(at));
            } else {
                previous(info);
            }
        }));
    });
}

#[derive(Debug)]
struct Panic {
    location: String,
    message: String,
}

/// Runs `f`, turning a panic into its location and message.
fn guarded<R>(f: impl FnOnce() -> R) -> Result<R, Panic> {
    install_hook();
    QUIET.with(|q| q.set(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    result.map_err(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(a panic without a message)".into());
        let location = CAUGHT.with(|c| c.borrow_mut().take()).unwrap_or_default();
        Panic { location, message }
    })
}

/// An input for a report: the text if it is UTF-8, else the escaped bytes; shortened.
fn show(input: &[u8]) -> String {
    const KEEP: usize = 600;
    let shown = match std::str::from_utf8(input) {
        Ok(text) if text.chars().count() > KEEP => format!("{:?}…", text.chars().take(KEEP).collect::<String>()),
        Ok(text) => format!("{text:?}"),
        Err(_) => {
            let escaped = input.escape_ascii().to_string();
            if escaped.len() > KEEP { format!("b\"{}…\"", &escaped[..KEEP]) } else { format!("b\"{escaped}\"") }
        }
    };
    format!("{shown} ({} bytes)", input.len())
}

struct Finding {
    what: String,
    input: Vec<u8>,
    hits: usize,
}

/// Distinct failures (reader and panic site), each with the shortest input that reached it.
#[derive(Default)]
struct Findings(Mutex<BTreeMap<String, Finding>>);

impl Findings {
    fn add(&self, reader: Reader, site: &str, what: String, input: &[u8]) {
        let mut all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let entry = all.entry(format!("{} at {site}", reader.name())).or_insert_with(|| Finding {
            what: what.clone(),
            input: input.to_vec(),
            hits: 0,
        });
        entry.hits += 1;
        if input.len() < entry.input.len() {
            entry.input = input.to_vec();
            entry.what = what;
        }
    }

    /// Fails the test with every finding, if there are any.
    fn assert_none(&self, test: &str) {
        let all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if all.is_empty() {
            return;
        }
        let mut report = String::new();
        for (key, f) in all.iter() {
            report += &format!("\n- {key} ({} inputs): {}\n  shortest input: {}", f.hits, f.what, show(&f.input));
        }
        panic!("hostile_files: {test}: {} distinct failures:{report}", all.len());
    }
}

/// Runs one reader on the input in `path` (whose bytes are `input`), recording a panic or a
/// slow answer.
fn check(reader: Reader, path: &Path, input: &[u8], findings: &Findings) -> Option<Result<(), String>> {
    let start = Instant::now();
    let outcome = guarded(|| reader.run(path, Some(input)));
    let took = start.elapsed();
    if took > CASE_LIMIT {
        findings.add(reader, "slow", format!("took {took:?} (limit {CASE_LIMIT:?})"), input);
    }
    match outcome {
        Ok(result) => Some(result),
        Err(p) => {
            findings.add(reader, &p.location, format!("panicked at {}: {}", p.location, p.message), input);
            None
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Temporary files and a watchdog.

fn temp_root() -> PathBuf {
    std::env::temp_dir().join(format!("stratagem-hostile-{}", std::process::id()))
}

/// A folder of one test under the temporary root, removed (with the root once it is empty)
/// when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(test: &str) -> TempDir {
        let dir = temp_root().join(test);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create the temporary folder");
        TempDir(dir)
    }

    fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
        let _ = std::fs::remove_dir(temp_root());
    }
}

/// Stops the whole test binary if a case makes no progress for `HANG_LIMIT`, saving the
/// input being read to a file (outside the test's folder, so it stays) for reproduction.
struct Watchdog {
    done: Arc<AtomicBool>,
    beat: Arc<AtomicU64>,
    /// The reader and input of the case under way.
    current: Arc<Mutex<(Reader, Vec<u8>)>>,
    start: Instant,
}

impl Watchdog {
    fn start(label: &str) -> Watchdog {
        let done = Arc::new(AtomicBool::new(false));
        let beat = Arc::new(AtomicU64::new(0));
        let current = Arc::new(Mutex::new((OptionSet, Vec::new())));
        let start = Instant::now();
        let (label, d, b, c) = (label.to_string(), done.clone(), beat.clone(), current.clone());
        std::thread::spawn(move || {
            while !d.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
                let since = (start.elapsed().as_millis() as u64).saturating_sub(b.load(Ordering::Relaxed));
                if since > HANG_LIMIT.as_millis() as u64 && !d.load(Ordering::Relaxed) {
                    let (reader, input) = c.lock().map(|c| c.clone()).unwrap_or_else(|e| e.into_inner().clone());
                    let saved = std::env::temp_dir().join(format!(
                        "stratagem-hostile-hang-{}-{}.bin",
                        std::process::id(),
                        label.replace(' ', "-")
                    ));
                    let _ = std::fs::write(&saved, &input);
                    eprintln!(
                        "hostile_files: {label}: HANG: {} made no progress for {HANG_LIMIT:?} on {} (saved in {})",
                        reader.name(),
                        show(&input),
                        saved.display()
                    );
                    std::process::exit(3);
                }
            }
        });
        Watchdog { done, beat, current, start }
    }

    /// A new case begins: `reader` on `input`.
    fn beat(&self, reader: Reader, input: &[u8]) {
        if let Ok(mut c) = self.current.lock() {
            c.0 = reader;
            c.1.clear();
            c.1.extend_from_slice(input);
        }
        self.beat.store(self.start.elapsed().as_millis() as u64, Ordering::Relaxed);
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
    }
}

// ---------------------------------------------------------------------------------------------
// Property tests.

fn config(cases: u32) -> Config {
    Config { failure_persistence: None, ..Config::with_cases(cases) }
}

/// Runs `readers` on `cases` inputs drawn from `strategy`; returns how many inputs ran.
fn fuzz<S: Strategy>(
    label: &str,
    cases: u32,
    strategy: S,
    bytes_of: impl Fn(S::Value) -> Vec<u8>,
    readers: &[Reader],
) -> usize {
    fuzz_file(label, "input.ron", cases, strategy, bytes_of, readers).0
}

/// `fuzz` with the input in a file of this name (a GDL description is a `.kif`); returns how
/// many inputs ran and how many some reader read Ok.
fn fuzz_file<S: Strategy>(
    label: &str,
    file: &str,
    cases: u32,
    strategy: S,
    bytes_of: impl Fn(S::Value) -> Vec<u8>,
    readers: &[Reader],
) -> (usize, usize) {
    let dir = TempDir::new(&label.replace(' ', "-"));
    let path = dir.file(file);
    let findings = Findings::default();
    let count = AtomicUsize::new(0);
    let read_ok = AtomicUsize::new(0);
    let needs_file = readers.iter().any(|r| r.reads_file());
    let watchdog = Watchdog::start(label);
    let started = Instant::now();
    let mut runner = TestRunner::new_with_rng(config(cases), TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    let result = runner.run(&strategy, |value| {
        let bytes = bytes_of(value);
        if needs_file {
            std::fs::write(&path, &bytes).expect("write the input file");
        }
        let mut any_ok = false;
        for &reader in readers {
            watchdog.beat(reader, &bytes);
            any_ok |= matches!(check(reader, &path, &bytes, &findings), Some(Ok(())));
        }
        count.fetch_add(1, Ordering::Relaxed);
        read_ok.fetch_add(usize::from(any_ok), Ordering::Relaxed);
        Ok(())
    });
    drop(watchdog);
    if let Err(e) = result {
        panic!("hostile_files: {label}: proptest stopped: {e}");
    }
    let (n, ok) = (count.into_inner(), read_ok.into_inner());
    eprintln!(
        "hostile_files: {n} {label} ({} reader calls, {ok} inputs read Ok by some reader, {:.1} s)",
        n * readers.len(),
        started.elapsed().as_secs_f64()
    );
    findings.assert_none(label);
    (n, ok)
}

/// Tokens worth inserting into RON: brackets, numbers at the edges of every integer type,
/// field names, extensions, escapes and odd characters.
const TOKENS: &[&str] = &[
    "(",
    ")",
    ",",
    "[",
    "]",
    "{",
    "}",
    ":",
    "\"",
    "0",
    "1",
    "7",
    "-",
    ".",
    "2147483647",
    "-2147483648",
    "2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e999",
    "-1e999",
    "NaN",
    "inf",
    "0x7fffffff",
    "0b1",
    "0o7",
    "1_000",
    "Some(",
    "None",
    "Some(Red)",
    "Cian",
    "Seat(",
    "Default",
    "Random",
    "()",
    "[]",
    "{}",
    "r#\"",
    "\"#",
    "b\"",
    "'",
    "\\",
    "\\u{0}",
    "\\u{D800}",
    "\\u{110000}",
    "\\x",
    "/*",
    "*/",
    "//",
    "\n",
    "#![enable(implicit_some)]",
    "#![enable(unwrap_newtypes)]",
    "#![enable(unwrap_variant_newtypes)]",
    "#![enable(explicit_struct_names)]",
    "name:",
    "lines:",
    "gold:",
    "cian:",
    "red:",
    "to_move:",
    "no_capture_turns:",
    "map:",
    "players:",
    "game:",
    "preset:",
    "options:",
    "first:",
    "seats:",
    "seed:",
    "moves:",
    "C(3,0)",
    "P(3,1)",
    "King(2,4)",
    "Pawn(0,0)",
    "T(2147483647,-2147483648)-(0,0)",
    "x@r1c1",
    "\u{FEFF}",
    "\u{10FFFF}",
    "é",
    "\0",
    "X",
    "O",
    " / ",
];

fn token() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        6 => prop::sample::select(TOKENS).prop_map(|t| t.as_bytes().to_vec()),
        2 => any::<i64>().prop_map(|n| n.to_string().into_bytes()),
        1 => any::<u64>().prop_map(|n| n.to_string().into_bytes()),
        1 => any::<i128>().prop_map(|n| n.to_string().into_bytes()),
        1 => "[0-9]{1,40}".prop_map(String::into_bytes),
        1 => prop::collection::vec(any::<u8>(), 1..6),
        1 => "\\PC{1,4}".prop_map(String::into_bytes),
    ]
}

#[derive(Clone, Debug)]
enum Mutation {
    /// XOR one byte.
    Flip {
        at: u32,
        mask: u8,
    },
    Delete {
        at: u32,
        len: u8,
    },
    Insert {
        at: u32,
        token: Vec<u8>,
    },
    /// Replace a run of digits (the `at`-th, cyclically) with a token, usually a number.
    Number {
        at: u32,
        token: Vec<u8>,
    },
    /// Copy a stretch and insert it elsewhere.
    Duplicate {
        at: u32,
        len: u16,
        to: u32,
    },
    /// Replace a stretch with a stretch of another file.
    Splice {
        at: u32,
        len: u16,
        donor: u8,
        from: u32,
        donor_len: u16,
    },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<u32>(), 1..=255u8).prop_map(|(at, mask)| Mutation::Flip { at, mask }),
        3 => (any::<u32>(), 1..=16u8).prop_map(|(at, len)| Mutation::Delete { at, len }),
        4 => (any::<u32>(), token()).prop_map(|(at, token)| Mutation::Insert { at, token }),
        3 => (any::<u32>(), token()).prop_map(|(at, token)| Mutation::Number { at, token }),
        1 => (any::<u32>(), 1..=64u16, any::<u32>()).prop_map(|(at, len, to)| Mutation::Duplicate { at, len, to }),
        1 => (any::<u32>(), 0..=64u16, any::<u8>(), any::<u32>(), 1..=128u16).prop_map(
            |(at, len, donor, from, donor_len)| Mutation::Splice { at, len, donor, from, donor_len }
        ),
    ]
}

/// `base` with the mutations applied in order; splices take from `donors`.
fn mutate(base: &[u8], mutations: &[Mutation], donors: &[Vec<u8>]) -> Vec<u8> {
    let mut out = base.to_vec();
    let pos = |at: u32, len: usize| at as usize % (len + 1);
    for m in mutations {
        match m {
            Mutation::Flip { at, mask } => {
                if !out.is_empty() {
                    let i = *at as usize % out.len();
                    out[i] ^= mask;
                }
            }
            Mutation::Delete { at, len } => {
                let i = pos(*at, out.len());
                let end = (i + *len as usize).min(out.len());
                out.drain(i..end);
            }
            Mutation::Insert { at, token } => {
                let i = pos(*at, out.len());
                out.splice(i..i, token.iter().copied());
            }
            Mutation::Number { at, token } => {
                let runs = digit_runs(&out);
                if let Some(&(start, end)) = runs.get(*at as usize % runs.len().max(1)) {
                    out.splice(start..end, token.iter().copied());
                }
            }
            Mutation::Duplicate { at, len, to } => {
                let i = pos(*at, out.len());
                let end = (i + *len as usize).min(out.len());
                let chunk = out[i..end].to_vec();
                let j = pos(*to, out.len());
                out.splice(j..j, chunk);
            }
            Mutation::Splice { at, len, donor, from, donor_len } => {
                let d = &donors[*donor as usize % donors.len()];
                let i = pos(*at, out.len());
                let end = (i + *len as usize).min(out.len());
                let f = pos(*from, d.len());
                let fe = (f + *donor_len as usize).min(d.len());
                out.splice(i..end, d[f..fe].iter().copied());
            }
        }
    }
    out
}

/// The byte ranges of the runs of ASCII digits.
fn digit_runs(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            runs.push((start, i));
        } else {
            i += 1;
        }
    }
    runs
}

/// The `.ron` files of a preset folder, in name order.
fn shipped_presets(game: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/maps").join(game);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no presets in {}", dir.display());
    files.into_iter().map(|p| (p.clone(), std::fs::read(&p).expect("read a shipped preset"))).collect()
}

fn real_records() -> Vec<Vec<u8>> {
    let w = &*WORLD;
    [w.tactigon.record_text(), w.kings.record_text(), w.tictactoe.record_text()].map(String::into_bytes).into()
}

/// Every file the mutations may splice from.
fn all_donors() -> Vec<Vec<u8>> {
    let mut donors: Vec<Vec<u8>> = shipped_presets("tactigon").into_iter().map(|(_, b)| b).collect();
    donors.extend(shipped_presets("kings").into_iter().map(|(_, b)| b));
    donors.extend(real_records());
    donors.push(b"XXO / .O. / .OX x".to_vec());
    donors
}

/// Mutations of `bases`, read by `readers`.
fn fuzz_mutations(label: &str, cases: u32, bases: Vec<Vec<u8>>, readers: &[Reader]) -> usize {
    let donors = all_donors();
    let strategy = (any::<u8>(), prop::collection::vec(mutation(), 1..=8));
    fuzz(label, cases, strategy, |(base, ms)| mutate(&bases[base as usize % bases.len()], &ms, &donors), readers)
}

#[test]
fn mutated_tactigon_presets_never_panic() {
    let bases: Vec<Vec<u8>> = shipped_presets("tactigon").into_iter().map(|(_, b)| b).collect();
    let n = fuzz_mutations("mutated tactigon presets", 3000, bases, &[TactigonParse, TactigonPosition]);
    assert_eq!(n, 3000);
}

#[test]
fn mutated_kings_presets_never_panic() {
    let bases: Vec<Vec<u8>> = shipped_presets("kings").into_iter().map(|(_, b)| b).collect();
    let n = fuzz_mutations("mutated kings presets", 3000, bases, &[KingsParse, KingsPosition]);
    assert_eq!(n, 3000);
}

#[test]
fn mutated_records_never_panic() {
    let n = fuzz_mutations("mutated records (tactigon, kings, tictactoe)", 2000, real_records(), &RECORD_READERS);
    assert_eq!(n, 2000);
}

#[test]
fn mutated_tictactoe_positions_never_panic() {
    let bases = ["XXO / .O. / .OX x", "... / ... / ...", "X.. / .O. / ..X o", "XOX\nOXO\nOX.\n"];
    let bases = bases.map(|b| b.as_bytes().to_vec()).into();
    let n = fuzz_mutations("mutated tictactoe positions", 1000, bases, &[TicTacToePosition]);
    assert_eq!(n, 1000);
}

#[test]
fn arbitrary_bytes_and_strings_never_panic() {
    let readers = every_reader();
    let bytes = fuzz("arbitrary byte files", 800, prop::collection::vec(any::<u8>(), 0..400), |b| b, &readers);
    let text = fuzz("arbitrary unicode files", 800, "\\PC{0,200}", String::into_bytes, &readers);
    let ron_like = fuzz(
        "arbitrary RON-alphabet files",
        800,
        "[()\\[\\]{},:\"0-9a-zA-Z_ .#!@/-]{0,300}",
        String::into_bytes,
        &readers,
    );
    assert_eq!(bytes + text + ron_like, 2400);
}

/// Numbers for tiles: the edges of the integer types, and small ones that land on boards.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(EXTREMES).prop_map(str::to_string),
        3 => (-2i64..20).prop_map(|n| n.to_string()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => "[0-9]{1,30}",
        1 => "\\PC{0,3}",
    ]
}

#[test]
fn arbitrary_move_texts_never_panic() {
    let names =
        ["T", "C", "S", "P", "t", "p", "X", "", "King1-1", "Pawn1-1", "Pawn2-3", "King2-1", "King", "é", "((", "-"];
    let tiles = (prop::sample::select(names.to_vec()), number(), number(), number(), number());
    let separators = prop::sample::select(vec!["-", "x", "", "--", " - ", "-(", ")-", "x-"]);
    let strategy = prop_oneof![
        4 => (tiles, separators).prop_map(|((n, a, b, c, d), s)| format!("{n}({a},{b}){s}({c},{d})")),
        2 => (prop::sample::select(vec!["x@", "o@", "", "X@", "@", "x@@"]), number(), number())
            .prop_map(|(m, r, c)| format!("{m}r{r}c{c}")),
        1 => "[TCSPKingPawn0-9(),x@rc -]{0,40}",
        1 => "\\PC{0,40}",
    ];
    let n = fuzz("arbitrary move texts", 5000, strategy, String::into_bytes, &MOVE_READERS);
    let w = &*WORLD;
    let real: Vec<Vec<u8>> = [&w.tactigon.moves, &w.kings.moves, &w.tictactoe.moves]
        .into_iter()
        .flatten()
        .map(|m| m.clone().into_bytes())
        .collect();
    let strategy = (any::<u8>(), prop::collection::vec(mutation(), 1..=4));
    let mutated = fuzz(
        "mutated real move texts",
        3000,
        strategy,
        |(base, ms)| mutate(&real[base as usize % real.len()], &ms, &real),
        &MOVE_READERS,
    );
    assert_eq!(n + mutated, 8000);
}

#[test]
fn arbitrary_option_assignments_never_panic() {
    let mut names = vec![" gold-boost ", "", "=", "unknown", "JUMPING-SQUARES", "é"];
    // Every option of every game (GDL's step-limit, Robot Race's robots, …).
    names.extend(WORLD.catalog.games.iter().flat_map(|g| g.options.iter().map(|o| o.name)));
    let values = prop_oneof![
        2 => prop::sample::select(vec!["on", "off", "true", "false", "yes", "no", "1", "0", "", " on ", "=on"])
            .prop_map(str::to_string),
        2 => prop::sample::select(EXTREMES).prop_map(str::to_string),
        1 => "\\PC{0,20}",
    ];
    let strategy = prop_oneof![
        4 => (prop::sample::select(names), prop::sample::select(vec!["=", "==", "", " = "]), values)
            .prop_map(|(n, e, v)| format!("{n}{e}{v}")),
        1 => "\\PC{0,40}",
    ];
    let n = fuzz("arbitrary option assignments", 2000, strategy, String::into_bytes, &[OptionSet]);
    assert_eq!(n, 2000);
}

// ---------------------------------------------------------------------------------------------
// Every game of the catalog: its files, records and move texts, whatever the game.

/// Each game's figures, printed as a table at the end of a catalog test: inputs, reader
/// calls and inputs some reader read Ok, by game.
fn report(what: &str, rows: &[(&str, usize, usize, usize)]) {
    eprintln!("hostile_files: {what}, by game:");
    eprintln!("hostile_files: | game | inputs | reader calls | read Ok | failures |");
    for (game, inputs, calls, ok) in rows {
        eprintln!("hostile_files: | {game} | {inputs} | {calls} | {ok} | 0 |");
    }
}

/// Mutations of `bases`, spliced from every game's files and records, in a file named
/// `input.<extension>`.
fn fuzz_catalog_mutations(
    label: &str,
    extension: &str,
    cases: u32,
    bases: &[Vec<u8>],
    readers: &[Reader],
) -> (usize, usize) {
    let mut donors = all_donors();
    for game in &WORLD.games {
        donors.extend(game.bases.iter().cloned());
        donors.push(game.record.clone().into_bytes());
    }
    // Fewer mutations than the fixed readers' fuzz: more of the inputs get past the reader to
    // the rules.
    let strategy = (any::<u8>(), prop::collection::vec(mutation(), 1..=4));
    let file = format!("input.{extension}");
    fuzz_file(
        label,
        &file,
        cases,
        strategy,
        |(base, ms)| mutate(&bases[base as usize % bases.len()], &ms, &donors),
        readers,
    )
}

/// Every game's position files (presets, boards, descriptions, and positions of a played
/// game) mutated and loaded, then played on from.
#[test]
fn every_games_position_files_never_panic() {
    let mut rows = Vec::new();
    for (i, game) in WORLD.games.iter().enumerate() {
        assert!(!game.bases.is_empty(), "{}: nothing to mutate", game.id);
        let label = format!("mutated {} position files", game.id);
        let (n, ok) = fuzz_catalog_mutations(&label, game.extension, 2000, &game.bases, &[Position(i)]);
        assert_eq!(n, 2000);
        // A fuzzer that never gets a file past the reader tests only its first check.
        assert!(ok > 0, "{label}: no input was read Ok");
        rows.push((game.id, n, n, ok));
    }
    report("mutated position files", &rows);
}

/// A record of a seeded game of every game, mutated and replayed.
#[test]
fn every_games_records_never_panic() {
    let mut rows = Vec::new();
    for game in &WORLD.games {
        let label = format!("mutated {} records", game.id);
        let bases = [game.record.clone().into_bytes()];
        let (n, ok) = fuzz_catalog_mutations(&label, "ron", 1000, &bases, &RECORD_READERS);
        assert_eq!(n, 1000);
        assert!(ok > 0, "{label}: no input was read Ok");
        rows.push((game.id, n, n * RECORD_READERS.len(), ok));
    }
    report("mutated records", &rows);
}

/// Every game's move texts, mutated from a seeded game's moves and made up, in every
/// position of that game.
#[test]
fn every_games_move_texts_never_panic() {
    let mut rows = Vec::new();
    for (i, game) in WORLD.games.iter().enumerate() {
        let real: Vec<Vec<u8>> = game.moves.iter().map(|m| m.clone().into_bytes()).collect();
        assert!(!real.is_empty(), "{}: the seeded game has no moves", game.id);
        let strategy = (any::<u8>(), prop::collection::vec(mutation(), 1..=4));
        let label = format!("mutated {} move texts", game.id);
        let (mutated, ok) = fuzz_file(
            &label,
            "input.txt",
            1000,
            strategy,
            |(b, ms)| mutate(&real[b as usize % real.len()], &ms, &real),
            &[Move(i)],
        );
        let made_up = prop_oneof![
            2 => "[a-zA-Z0-9(),@:;/ _-]{0,40}",
            1 => "\\PC{0,40}",
            1 => prop::sample::select(EXTREMES).prop_map(|n| format!("({n} {n})")),
        ];
        let label = format!("arbitrary {} move texts", game.id);
        let (arbitrary, ok2) = fuzz_file(&label, "input.txt", 500, made_up, String::into_bytes, &[Move(i)]);
        assert_eq!(mutated + arbitrary, 1500);
        assert!(ok > 0, "{}: no mutated move was read Ok", game.id);
        rows.push((game.id, mutated + arbitrary, mutated + arbitrary, ok + ok2));
    }
    report("move texts", &rows);
}

// ---------------------------------------------------------------------------------------------
// Child processes: deep nesting and big files, where a crash or a hang must not take the
// whole test binary with it.

const CHILD_ENV: &str = "STRATAGEM_HOSTILE_CHILD";

/// Not a test of its own: `isolated` runs it in a child process (with `--ignored`) to run one
/// reader on one file on a thread with the default 2 MiB stack and print what happened.
#[test]
#[ignore = "run by isolated() in a child process"]
fn isolated_child() {
    // Run with the long tier's `--ignored` but not by `isolated()`: nothing to read.
    let Some(spec) = std::env::var_os(CHILD_ENV) else { return };
    let spec = spec.to_string_lossy().into_owned();
    let (name, path) = spec.split_once('\t').expect("reader<TAB>path");
    let reader = Reader::by_name(name).unwrap_or_else(|| panic!("no reader '{name}'"));
    let path = PathBuf::from(path);
    let start = Instant::now();
    let outcome = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || guarded(|| reader.run(&path, None)))
        .expect("spawn the reader thread")
        .join();
    let ms = start.elapsed().as_millis();
    let error_len = match &outcome {
        Ok(Ok(Err(e))) => e.len(),
        _ => 0,
    };
    let line = match outcome {
        Ok(Ok(Ok(()))) => "ok\t".to_string(),
        Ok(Ok(Err(e))) => format!("err\t{}", one_line(&e)),
        Ok(Err(p)) => format!("panic\tpanicked at {}: {}", p.location, one_line(&p.message)),
        Err(_) => "panic\tthe reader thread panicked outside the guard".to_string(),
    };
    println!("HOSTILE-RESULT\t{ms}\t{}\t{error_len}\t{line}", peak_memory_kb());
}

/// The first 300 characters of `text`, on one line.
fn one_line(text: &str) -> String {
    let flat: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    if flat.chars().count() > 300 { format!("{}…", flat.chars().take(300).collect::<String>()) } else { flat }
}

/// This process's peak resident memory (`VmHWM`), in KiB.
fn peak_memory_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// What a child process reported.
#[derive(Debug)]
struct Isolated {
    /// `ok`, `err`, `panic`, `crash` or `timeout`.
    status: String,
    detail: String,
    ms: u128,
    peak_kb: u64,
    /// The length of the reader's error message, in bytes.
    error_len: usize,
}

impl Isolated {
    fn failed(&self) -> bool {
        !matches!(self.status.as_str(), "ok" | "err")
    }
}

/// Runs `reader` on the file `input` in a child process (this test binary), killing it after
/// `limit`.
fn isolated(reader: Reader, input: &Path, limit: Duration, scratch: &Path) -> Isolated {
    static CHILDREN: AtomicUsize = AtomicUsize::new(0);
    let n = CHILDREN.fetch_add(1, Ordering::Relaxed);
    let (out_path, err_path) = (scratch.join(format!("child-{n}.out")), scratch.join(format!("child-{n}.err")));
    let start = Instant::now();
    let mut child = Command::new(std::env::current_exe().expect("the test binary"))
        .args(["--exact", "hostile_files::isolated_child", "--ignored", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, format!("{}\t{}", reader.name(), input.display()))
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out_path).expect("create the child's output file"))
        .stderr(std::fs::File::create(&err_path).expect("create the child's error file"))
        .spawn()
        .expect("start a child test process");
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let ms = start.elapsed().as_millis();
    let out = std::fs::read_to_string(&out_path).unwrap_or_default();
    let err = std::fs::read_to_string(&err_path).unwrap_or_default();
    let _ = std::fs::remove_file(&out_path);
    let _ = std::fs::remove_file(&err_path);
    let Some(status) = status else {
        return Isolated {
            status: "timeout".into(),
            detail: format!("killed after {limit:?}"),
            ms,
            peak_kb: 0,
            error_len: 0,
        };
    };
    let reported = out.lines().find_map(|l| l.split_once("HOSTILE-RESULT\t").map(|(_, rest)| rest));
    match reported {
        Some(line) if status.success() => {
            let mut parts = line.splitn(5, '\t');
            let child_ms = parts.next().and_then(|v| v.parse().ok()).unwrap_or(ms);
            let peak_kb = parts.next().and_then(|v| v.parse().ok()).unwrap_or(0);
            let error_len = parts.next().and_then(|v| v.parse().ok()).unwrap_or(0);
            let status = parts.next().unwrap_or("crash").to_string();
            let detail = parts.next().unwrap_or_default().to_string();
            Isolated { status, detail, ms: child_ms, peak_kb, error_len }
        }
        _ => {
            use std::os::unix::process::ExitStatusExt;
            let how = match status.signal() {
                Some(signal) => format!("killed by signal {signal}"),
                None => format!("exited with {status}"),
            };
            let tail: Vec<char> =
                err.lines().filter(|l| !l.trim().is_empty()).collect::<Vec<_>>().join(" | ").chars().collect();
            let tail: String =
                tail[tail.len().saturating_sub(600)..].iter().map(|&c| if c.is_control() { ' ' } else { c }).collect();
            Isolated { status: "crash".into(), detail: format!("{how}; stderr: {tail}"), ms, peak_kb: 0, error_len: 0 }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Deep nesting.

fn nest(open: &str, middle: &str, close: &str) -> String {
    let mut s = String::with_capacity(DEPTH * (open.len() + close.len()) + middle.len());
    for _ in 0..DEPTH {
        s += open;
    }
    s += middle;
    for _ in 0..DEPTH {
        s += close;
    }
    s
}

fn tactigon_preset_with(field: &str) -> String {
    let base = [
        ("name", "\"deep\""),
        ("lines", "[(1, 3), (1, 3), (1, 3)]"),
        ("gold", "[(1, 1)]"),
        ("cian", "\"C(1,0) P(2,0)\""),
        ("red", "\"P(2,2)\""),
    ];
    let (name, value) = field.split_once(": ").expect("name: value");
    let mut fields: Vec<String> = base.iter().filter(|(n, _)| *n != name).map(|(n, v)| format!("{n}: {v}")).collect();
    fields.push(format!("{name}: {value}"));
    format!("({})", fields.join(", "))
}

fn kings_preset_with(field: &str) -> String {
    let base = [
        ("name", "\"deep\""),
        ("map", "[\".....\", \".....\", \".....\"]"),
        ("players", "[\"King(0,0) Pawn(1,0)\", \"King(4,2)\"]"),
    ];
    let (name, value) = field.split_once(": ").expect("name: value");
    let mut fields: Vec<String> = base.iter().filter(|(n, _)| *n != name).map(|(n, v)| format!("{n}: {v}")).collect();
    fields.push(format!("{name}: {value}"));
    format!("({})", fields.join(", "))
}

/// A Tactigon record with the named fields replaced (raw RON values).
fn record_with(game: &str, overrides: &[(&str, &str)]) -> String {
    let w = &*WORLD;
    let (preset, options, moves) = match game {
        "tactigon" => ("small", "{\"jumping-squares\": false, \"gold-boost\": false}", &w.tactigon.moves),
        "kings" => ("default", "{}", &w.kings.moves),
        _ => ("", "{}", &w.tictactoe.moves),
    };
    let moves = format!("[{}]", moves.iter().map(|m| format!("{m:?}")).collect::<Vec<_>>().join(", "));
    let fields = [
        ("game", format!("{game:?}")),
        ("preset", format!("{preset:?}")),
        ("options", options.to_string()),
        ("first", "Default".to_string()),
        ("seats", "[\"human\", \"minimax:1000ms\"]".to_string()),
        ("seed", "1".to_string()),
        ("moves", moves),
    ];
    let prefix = overrides.iter().find(|(n, _)| *n == "#").map_or("", |(_, v)| *v);
    let body: Vec<String> = fields
        .iter()
        .map(|(n, v)| {
            let v = overrides.iter().find(|(o, _)| o == n).map_or(v.as_str(), |(_, o)| *o);
            format!("{n}: {v}")
        })
        .collect();
    format!("{prefix}({})", body.join(", "))
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let started = Instant::now();
    let dir = TempDir::new("deep");
    let path = dir.file("deep.ron");
    let generic = [
        ("'(' x100000", nest("(", "", "")),
        ("'[' x100000 balanced", nest("[", "", "]")),
        ("'{' x100000", nest("{", "", "")),
        ("'Some(' x100000 balanced", nest("Some(", "0", ")")),
        ("'{\"a\":' x100000 balanced", nest("{\"a\":", "0", "}")),
    ];
    let mut cases: Vec<(String, String, Vec<Reader>)> =
        generic.into_iter().map(|(l, t)| (format!("generic {l}"), t, every_reader())).collect();
    for field in [
        format!("lines: {}", nest("[", "", "]")),
        format!("lines: [{}]", nest("(", "0, 0", ")")),
        format!("gold: {}", nest("[", "", "]")),
        format!("to_move: {}", nest("Some(", "Red", ")")),
        format!("name: {}", nest("(", "", ")")),
    ] {
        let label = format!("tactigon preset {}", &field[..field.find(':').unwrap_or(0)]);
        cases.push((label, tactigon_preset_with(&field), TACTIGON_PRESET_READERS.to_vec()));
    }
    for field in [
        format!("map: {}", nest("[", "", "]")),
        format!("players: [{}]", nest("(", "", ")")),
        format!("to_move: {}", nest("Some(", "1", ")")),
        format!("no_capture_turns: {}", nest("(", "0", ")")),
    ] {
        let label = format!("kings preset {}", &field[..field.find(':').unwrap_or(0)]);
        cases.push((label, kings_preset_with(&field), KINGS_PRESET_READERS.to_vec()));
    }
    let option_nest = format!("{{\"jumping-squares\": {}}}", nest("[", "", "]"));
    let option_map_nest = format!("{{\"jumping-squares\": {}}}", nest("{\"a\": ", "0", "}"));
    let first_nest = nest("Seat(", "0", ")");
    let seats_nest = nest("[", "", "]");
    let moves_nest = format!("[{}]", nest("(", "", ")"));
    let seed_nest = nest("(", "1", ")");
    let record_cases: Vec<(&str, Vec<(&str, &str)>)> = vec![
        ("options [[[", vec![("options", option_nest.as_str())]),
        ("options {\"a\": {", vec![("options", option_map_nest.as_str())]),
        ("first Seat(Seat(", vec![("first", first_nest.as_str())]),
        ("seats [[[", vec![("seats", seats_nest.as_str())]),
        ("moves [(((", vec![("moves", moves_nest.as_str())]),
        ("seed (((", vec![("seed", seed_nest.as_str())]),
        (
            "unwrap_variant_newtypes + first Seat(Seat(",
            vec![
                ("#", "#![enable(unwrap_variant_newtypes, unwrap_newtypes, implicit_some)]\n"),
                ("first", first_nest.as_str()),
            ],
        ),
        (
            "unwrap_variant_newtypes + options [[[",
            vec![
                ("#", "#![enable(unwrap_variant_newtypes, unwrap_newtypes, implicit_some)]\n"),
                ("options", option_nest.as_str()),
            ],
        ),
    ];
    for (label, overrides) in record_cases {
        cases.push((format!("record {label}"), record_with("tactigon", &overrides), RECORD_READERS.to_vec()));
    }
    let mut failures = Vec::new();
    let mut runs = 0;
    let mut slowest = (0u128, String::new());
    for (label, text, readers) in &cases {
        std::fs::write(&path, text).expect("write the deep file");
        for &reader in readers {
            let r = isolated(reader, &path, DEEP_LIMIT, &dir.0);
            runs += 1;
            if r.ms > slowest.0 {
                slowest = (r.ms, format!("{} on {label}", reader.name()));
            }
            if r.failed() || r.status == "ok" {
                let why = if r.status == "ok" { "accepted it".to_string() } else { r.detail.clone() };
                failures.push(format!("- {} on {label}: {}: {why}", reader.name(), r.status));
            }
        }
    }
    eprintln!(
        "hostile_files: {runs} deeply nested reads ({} inputs of {DEPTH} levels, each in a child process on a 2 MiB \
         thread, {:.1} s); slowest {} ms ({})",
        cases.len(),
        started.elapsed().as_secs_f64(),
        slowest.0,
        slowest.1
    );
    assert!(failures.is_empty(), "hostile_files: deep nesting: {} failures:\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Integer extremes.

const EXTREMES: &[&str] = &[
    "0",
    "-1",
    "1",
    "127",
    "128",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "-2147483648",
    "2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e308",
    "-0",
    "+5",
    "0x7FFFFFFF",
    "0b1111",
    "1_000",
    "2.5",
    "NaN",
    "inf",
];

/// `template` with `{slot}`s filled from `values`, then from `defaults`.
fn fill(template: &str, defaults: &[(&str, &str)], values: &[(&str, &str)]) -> String {
    let mut text = template.to_string();
    for (slot, default) in defaults {
        let value = values.iter().find(|(s, _)| s == slot).map_or(*default, |(_, v)| *v);
        text = text.replace(&format!("{{{slot}}}"), value);
    }
    text
}

const TACTIGON_TEMPLATE: &str = "(name: \"x\", lines: [({l0}, {l1}), (1, 3), ({l2}, {l3})], gold: [({g0}, {g1})], \
     cian: \"C({c0},{c1}) P(2,0)\", red: \"P({r0},{r1})\", to_move: {tm}, no_capture_turns: {n})";
const TACTIGON_DEFAULTS: &[(&str, &str)] = &[
    ("l0", "1"),
    ("l1", "3"),
    ("l2", "1"),
    ("l3", "3"),
    ("g0", "1"),
    ("g1", "1"),
    ("c0", "1"),
    ("c1", "0"),
    ("r0", "2"),
    ("r1", "2"),
    ("tm", "Some(Red)"),
    ("n", "0"),
];
const KINGS_TEMPLATE: &str = "(name: \"x\", map: [\".....\", \".....\", \".....\"], \
     players: [\"King({a},{b}) Pawn(1,0)\", \"King({c},{d})\"], to_move: {tm}, no_capture_turns: {n})";
const KINGS_DEFAULTS: &[(&str, &str)] =
    &[("a", "0"), ("b", "0"), ("c", "4"), ("d", "2"), ("tm", "Some(1)"), ("n", "0")];

/// `record` (pretty RON, a field or map entry per line) with the value on the line that
/// starts with `key` (`seed:` or `"step-limit":`) replaced, or `None` if there is none.
fn with_line_value(record: &str, key: &str, value: &str) -> Option<String> {
    let mut found = false;
    let lines: Vec<String> = record
        .lines()
        .map(|line| match line.trim_start().strip_prefix(key) {
            Some(_) => {
                found = true;
                let indent = &line[..line.len() - line.trim_start().len()];
                format!("{indent}{key} {value},")
            }
            None => line.to_string(),
        })
        .collect();
    found.then(|| lines.join("\n"))
}

/// The RON of `first: Seat(n)` as records write it.
fn first_seat(n: &str) -> String {
    let mut setup = WORLD.tictactoe.setup.clone();
    setup.first = FirstPlayer::Seat(Seat(237));
    setup.seed = 5;
    let text = setup.record(Vec::new()).to_text();
    let line = text.lines().find(|l| l.trim_start().starts_with("first:")).expect("records write first");
    let value = line.trim().trim_start_matches("first:").trim().trim_end_matches(',');
    assert_eq!(value.matches("237").count(), 1, "the marker appears once in {value}");
    value.replace("237", n)
}

#[test]
fn integer_extremes_in_every_numeric_field() {
    let started = Instant::now();
    let dir = TempDir::new("extremes");
    let path = dir.file("input.ron");
    let findings = Findings::default();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut accepted: BTreeMap<&str, usize> = BTreeMap::new();
    let mut run = |kind: &'static str, text: String, readers: &[Reader]| -> bool {
        std::fs::write(&path, &text).expect("write the input file");
        *counts.entry(kind).or_default() += 1;
        let mut all_ok = true;
        for &reader in readers {
            all_ok &= matches!(check(reader, &path, text.as_bytes(), &findings), Some(Ok(())));
        }
        if all_ok {
            *accepted.entry(kind).or_default() += 1;
        }
        all_ok
    };

    // The templates are valid as they stand, so each case changes exactly one thing.
    assert!(run("sanity", fill(TACTIGON_TEMPLATE, TACTIGON_DEFAULTS, &[]), &TACTIGON_PRESET_READERS));
    assert!(run("sanity", fill(KINGS_TEMPLATE, KINGS_DEFAULTS, &[]), &KINGS_PRESET_READERS));
    for game in ["tactigon", "kings", "tictactoe"] {
        assert!(run("sanity", record_with(game, &[]), &RECORD_READERS), "the {game} record template reads");
    }

    // Tactigon presets: every numeric slot, one at a time and all at once.
    for v in EXTREMES {
        for (slot, _) in TACTIGON_DEFAULTS {
            let value = if *slot == "tm" { format!("Some({v})") } else { v.to_string() };
            run(
                "tactigon presets",
                fill(TACTIGON_TEMPLATE, TACTIGON_DEFAULTS, &[(*slot, value.as_str())]),
                &TACTIGON_PRESET_READERS,
            );
        }
        run("tactigon presets", fill(TACTIGON_TEMPLATE, TACTIGON_DEFAULTS, &[("tm", *v)]), &TACTIGON_PRESET_READERS);
        let all: Vec<(&str, &str)> =
            TACTIGON_DEFAULTS.iter().filter(|(s, _)| *s != "tm").map(|(s, _)| (*s, *v)).collect();
        run("tactigon presets", fill(TACTIGON_TEMPLATE, TACTIGON_DEFAULTS, &all), &TACTIGON_PRESET_READERS);
    }
    // Board sizes at the 128-tile limit and just past it.
    let line_sets = [
        "[(0, 127)]".to_string(),
        "[(0, 128)]".to_string(),
        "[(127, 127)]".to_string(),
        "[(0, 127), (0, 0)]".to_string(),
        format!("[{}]", vec!["(0, 0)"; 128].join(", ")),
        format!("[{}]", vec!["(0, 0)"; 129].join(", ")),
        format!("[{}]", vec!["(0, 1)"; 64].join(", ")),
        format!("[{}]", ["(2147483647, 2147483647)"; 3].join(", ")),
        format!("[{}]", ["(-2147483648, 2147483647)"; 3].join(", ")),
        format!("[{}]", ["(0, 2147483647)"; 3].join(", ")),
    ];
    for lines in &line_sets {
        for (cian, red, gold) in [
            ("C(0,0) P(1,0)", "P(0,1)", "(0, 0)"),
            ("P(0,0)", "P(127,0)", "(127, 0)"),
            ("P(0,0)", "P(0,127)", "(0, 127)"),
        ] {
            let text = format!("(name: \"x\", lines: {lines}, gold: [{gold}], cian: \"{cian}\", red: \"{red}\")");
            run("tactigon presets", text, &TACTIGON_PRESET_READERS);
        }
    }
    // A full 128-tile board with every tile taken, and many pieces of one kind.
    let full: Vec<String> = (0..128).map(|x| format!("C({x},0)")).collect();
    for (cian, red) in [
        (format!("P(0,0) {}", full[1..64].join(" ")), format!("P(64,0) {}", full[65..].join(" "))),
        (format!("P(0,0) {}", full[1..127].join(" ")), "P(127,0)".to_string()),
    ] {
        let text = format!("(name: \"x\", lines: [(0, 127)], gold: [(5, 0)], cian: \"{cian}\", red: \"{red}\")");
        run("tactigon presets", text, &TACTIGON_PRESET_READERS);
    }

    // Kings presets.
    for v in EXTREMES {
        for (slot, _) in KINGS_DEFAULTS {
            let value = if *slot == "tm" { format!("Some({v})") } else { v.to_string() };
            run(
                "kings presets",
                fill(KINGS_TEMPLATE, KINGS_DEFAULTS, &[(*slot, value.as_str())]),
                &KINGS_PRESET_READERS,
            );
        }
        run("kings presets", fill(KINGS_TEMPLATE, KINGS_DEFAULTS, &[("tm", *v)]), &KINGS_PRESET_READERS);
    }
    // Maps at the 16x16 limit and past it; every tile taken.
    let row = |n: usize| format!("{:?}", ".".repeat(n));
    for (w, h) in [(16, 16), (17, 1), (1, 17), (16, 17), (0, 1), (0, 16), (1, 1)] {
        let map = format!("[{}]", vec![row(w); h].join(", "));
        for players in
            ["[\"King(0,0)\", \"King(15,15)\"]", "[\"King(0,0)\", \"King(0,1)\"]", "[\"King(0,0)\", \"King(16,0)\"]"]
        {
            run("kings presets", format!("(name: \"x\", map: {map}, players: {players})"), &KINGS_PRESET_READERS);
        }
    }
    let tiles: Vec<String> = (0..16).flat_map(|y| (0..16).map(move |x| format!("King({x},{y})"))).collect();
    for split in [127, 128] {
        for total in [253, 254, 255, 256] {
            let (one, two) = tiles[..total].split_at(split.min(total - 1));
            let text = format!(
                "(name: \"x\", map: [{}], players: [{:?}, {:?}], to_move: Some(2), no_capture_turns: 99)",
                vec![row(16); 16].join(", "),
                one.join(" "),
                two.join(" ")
            );
            run("kings presets", text, &KINGS_PRESET_READERS);
        }
    }

    // Records: seeds, seats (first), options, controller settings and move texts.
    let games = ["tactigon", "kings", "tictactoe"];
    for game in games {
        for v in EXTREMES {
            run("records", record_with(game, &[("seed", *v)]), &RECORD_READERS);
            run("records", record_with(game, &[("first", first_seat(v).as_str())]), &RECORD_READERS);
            for seat in
                [format!("minimax:{v}ms"), format!("minimax:{v}s"), format!("minimax:d{v}"), format!("random:{v}")]
            {
                let seats = format!("[\"human\", {seat:?}]");
                run("records", record_with(game, &[("seats", seats.as_str())]), &RECORD_READERS);
            }
            for options in [
                format!("{{\"jumping-squares\": {v}}}"),
                format!("{{\"gold-boost\": {v}, \"jumping-squares\": true}}"),
                format!("{{{v}: true}}"),
            ] {
                run("records", record_with(game, &[("options", options.as_str())]), &RECORD_READERS);
            }
            let move_texts = [
                format!("T({v},{v})-(0,0)"),
                format!("T(2,2)-({v},{v})"),
                format!("P({v},-2147483648)x(2147483647,{v})"),
                format!("King1-1({v},{v})-(2,3)"),
                format!("Pawn1-1(2,3)-({v},2)"),
                format!("x@r{v}c1"),
                format!("r1c{v}"),
            ];
            for mv in &move_texts {
                let moves = format!("[{mv:?}]");
                run("records", record_with(game, &[("moves", moves.as_str())]), &RECORD_READERS);
            }
        }
        // Who moves first, at every seat number, with the game's real moves after it (and
        // tic-tac-toe's without the mark, which names the mover).
        for seat in [0u32, 1, 2, 3, 7, 127, 128, 200, 254, 255] {
            let first = first_seat(&seat.to_string());
            run("records with first: Seat(n)", record_with(game, &[("first", first.as_str())]), &RECORD_READERS);
            if game == "tictactoe" {
                for moves in ["[\"r1c1\"]", "[\"r3c3\"]", "[\"r1c1\", \"r2c2\", \"r1c2\"]"] {
                    run(
                        "records with first: Seat(n)",
                        record_with(game, &[("first", first.as_str()), ("moves", moves)]),
                        &RECORD_READERS,
                    );
                }
            }
        }
        for seed in ["0", "18446744073709551615"] {
            run("records", record_with(game, &[("first", "Random"), ("seed", seed)]), &RECORD_READERS);
        }
    }

    // Records of every game in the catalog: the seed and each of the game's options.
    for (game, entry) in WORLD.games.iter().zip(&WORLD.catalog.games) {
        let mut keys = vec!["seed:".to_string()];
        keys.extend(entry.options.iter().map(|o| format!("{:?}:", o.name)));
        for key in &keys {
            for v in EXTREMES {
                let text = with_line_value(&game.record, key, v)
                    .unwrap_or_else(|| panic!("{}: no line {key} in its record", game.id));
                run("records of every game", text, &RECORD_READERS);
            }
        }
    }

    // Move texts in every game.
    let corners = ["0", "-1", "2", "3", "127", "255", "256", "2147483647", "-2147483648", "2147483648", "99999999999"];
    for a in corners {
        for b in corners {
            for name in ["T", "P", "King1-1", "Pawn1-1", "x@r"] {
                let texts = if name == "x@r" {
                    vec![format!("x@r{a}c{b}"), format!("r{a}c{b}"), format!("o@r{a}c{b}")]
                } else {
                    vec![
                        format!("{name}({a},{b})-({b},{a})"),
                        format!("{name}(2,2)x({a},{b})"),
                        format!("{name}({a},{b})-(2,3)"),
                    ]
                };
                for text in texts {
                    run("move texts", text, &MOVE_READERS);
                }
            }
        }
    }

    // Option assignments.
    for v in EXTREMES {
        for name in ["jumping-squares", "gold-boost", "x", *v] {
            run("option assignments", format!("{name}={v}"), &[OptionSet]);
        }
    }

    // Tic-tac-toe positions have no numbers; their extremes are full boards and odd movers.
    for text in [
        "XXX / XXX / XXX x",
        "OOO / OOO / OOO o",
        "XXX / OOO / ... x",
        "XOX / OXO / OXO o",
        "... / ... / ... o",
        "XXXXXXXXX",
        "XXO / .O. / .OX 2147483647",
    ] {
        run("tictactoe positions", text.to_string(), &[TicTacToePosition]);
    }

    eprintln!("hostile_files: integer extremes took {:.1} s", started.elapsed().as_secs_f64());
    for (kind, n) in &counts {
        eprintln!(
            "hostile_files: {n} integer-extreme {kind} ({} read Ok by every reader they were given)",
            accepted.get(kind).unwrap_or(&0)
        );
    }
    findings.assert_none("integer extremes");
}

/// Whether the record is read when its preset names a file outside the preset folder. Not a
/// crash, so not a failure; printed for the report.
#[test]
fn record_preset_ids_outside_the_preset_folder() {
    let dir = TempDir::new("preset-ids");
    let outside = dir.file("outside.ron");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/maps/tactigon/small.ron"), &outside)
        .expect("copy a preset");
    let path = dir.file("record.ron");
    let findings = Findings::default();
    let absolute = outside.with_extension("").display().to_string();
    let mut n = 0;
    for preset in ["", "..", "../kings/default", "../../maps/tactigon/small", absolute.as_str(), "small\0", "/dev/zero"]
    {
        let text = record_with("tactigon", &[("preset", format!("{preset:?}").as_str())]);
        std::fs::write(&path, &text).expect("write the record");
        n += 1;
        if let Some(result) = check(ReadRecord, &path, text.as_bytes(), &findings)
            && result.is_ok()
            && !preset.is_empty()
        {
            eprintln!(
                "hostile_files: note: a record with preset {preset:?} is read (a preset outside assets/maps/tactigon/)"
            );
        }
    }
    eprintln!("hostile_files: {n} records with odd preset ids");
    findings.assert_none("preset ids");
}

// ---------------------------------------------------------------------------------------------
// Invalid UTF-8.

#[test]
fn invalid_utf8_is_a_clear_error_naming_the_file() {
    let started = Instant::now();
    let dir = TempDir::new("utf8");
    let w = &*WORLD;
    let small = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/maps/tactigon/small.ron"))
        .expect("read small.ron");
    let default = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/maps/kings/default.ron"))
        .expect("read default.ron");
    let record = w.tactigon.record_text().into_bytes();
    let position = b"XXO / .O. / .OX x".to_vec();
    let corruptions: [(&str, &[u8]); 8] = [
        ("0xFF", b"\xff"),
        ("overlong '/' C0 AF", b"\xc0\xaf"),
        ("surrogate ED A0 80", b"\xed\xa0\x80"),
        ("lone continuation 0x80", b"\x80"),
        ("5-byte F8 88 80 80 80", b"\xf8\x88\x80\x80\x80"),
        ("Latin-1 e-acute 0xE9", b"\xe9"),
        ("code point past U+10FFFF F4 90 80 80", b"\xf4\x90\x80\x80"),
        ("truncated E2 82", b"\xe2\x82"),
    ];
    let findings = Findings::default();
    let mut failures = Vec::new();
    let mut n = 0;
    for reader in FILE_READERS {
        let base = match reader {
            TactigonLoad | TactigonPosition => &small,
            KingsLoad | KingsPosition => &default,
            RecordRead | ReadRecord => &record,
            _ => &position,
        };
        // Inside the first string of the file (the name, the game id, or mid-row), at the very
        // start, at the very end, and as a UTF-16 byte-order mark.
        let quote = base.iter().position(|&b| b == b'"').map_or(base.len() / 2, |i| i + 2);
        for (what, bad) in corruptions {
            for (place, at) in [("in a string", quote), ("at the start", 0), ("at the end", base.len())] {
                let mut bytes = base.clone();
                bytes.splice(at..at, bad.iter().copied());
                let path = dir.file(&format!("bad-{n}.ron"));
                std::fs::write(&path, &bytes).expect("write the bad file");
                n += 1;
                match check(reader, &path, &bytes, &findings) {
                    None => {}
                    Some(Ok(())) => failures.push(format!("- {}: {what} {place}: accepted", reader.name())),
                    Some(Err(e)) => {
                        let names_file = e.contains(&path.display().to_string());
                        let says_utf8 = e.to_ascii_lowercase().contains("utf-8");
                        if !names_file || !says_utf8 {
                            failures.push(format!("- {}: {what} {place}: unclear error: {e}", reader.name()));
                        }
                    }
                }
                let _ = std::fs::remove_file(&path);
            }
        }
        let mut utf16 = vec![0xff, 0xfe];
        utf16.extend(String::from_utf8_lossy(base).encode_utf16().flat_map(u16::to_le_bytes));
        let path = dir.file(&format!("bad-{n}.ron"));
        std::fs::write(&path, &utf16).expect("write the UTF-16 file");
        n += 1;
        match check(reader, &path, &utf16, &findings) {
            None => {}
            Some(Ok(())) => failures.push(format!("- {}: UTF-16 file: accepted", reader.name())),
            Some(Err(e)) if !e.contains(&path.display().to_string()) => {
                failures.push(format!("- {}: UTF-16 file: error does not name the file: {e}", reader.name()))
            }
            Some(Err(_)) => {}
        }
    }
    eprintln!(
        "hostile_files: {n} invalid UTF-8 files ({} file readers, {:.1} s)",
        FILE_READERS.len(),
        started.elapsed().as_secs_f64()
    );
    findings.assert_none("invalid UTF-8");
    assert!(failures.is_empty(), "hostile_files: invalid UTF-8: {} failures:\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// 100 MB files.

/// Writes `head`, then `unit` until the file holds `BIG` bytes, then `tail`, without holding
/// the file in memory.
fn write_big(path: &Path, head: &str, unit: &str, tail: &str) {
    let file = std::fs::File::create(path).expect("create the big file");
    let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
    out.write_all(head.as_bytes()).expect("write");
    let block: Vec<u8> = unit.as_bytes().iter().copied().cycle().take((1 << 16) / unit.len() * unit.len()).collect();
    let mut written = head.len();
    while written + block.len() <= BIG {
        out.write_all(&block).expect("write");
        written += block.len();
    }
    while written + unit.len() <= BIG {
        out.write_all(unit.as_bytes()).expect("write");
        written += unit.len();
    }
    out.write_all(tail.as_bytes()).expect("write");
    out.flush().expect("flush");
}

#[test]
#[ignore = "long tier: cargo test -- --ignored, which .ci/run runs"]
fn hundred_megabyte_files_return_in_time() {
    let started = Instant::now();
    let dir = TempDir::new("big");
    let path = dir.file("big.ron");
    let record = WORLD.tactigon.record_text();
    let moves_at = record.find("moves:").expect("records list moves");
    let record_head = format!("{}moves: [", &record[..moves_at]);
    let first_move = format!("{:?}, ", WORLD.tactigon.moves[0]);
    let files: Vec<(&str, String, &str, String, Vec<Reader>)> = vec![
        // One 100 MB read per reader (each file is written once and read by the readers
        // listed with it), so the test stays quick on two cores.
        (
            "100 MB of '('",
            String::new(),
            "(",
            String::new(),
            [TactigonLoad, KingsLoad, RecordRead, TactigonMove, KingsMove, TicTacToeMove]
                .into_iter()
                .chain((0..WORLD.games.len()).flat_map(|i| [Position(i), Move(i)]))
                .collect(),
        ),
        ("100 MB of spaces", String::new(), " ", String::new(), vec![KingsPosition]),
        (
            // Padded, so the list has 1.6 million entries rather than 13 million.
            "tactigon preset with 100 MB of lines",
            "(name: \"big\", lines: [".into(),
            "(1, 3),                                                         ",
            "], gold: [(1, 1)], cian: \"P(1,0)\", red: \"P(1,1)\")".into(),
            vec![TactigonParse],
        ),
        (
            "tactigon preset with a 100 MB name",
            "(name: \"".into(),
            "a",
            "\", lines: [(1, 3), (1, 3), (1, 3)], gold: [(1, 1)], cian: \"C(1,0) P(2,0)\", red: \"P(2,2)\")".into(),
            vec![TactigonPosition],
        ),
        (
            "kings preset with 100 MB of map rows",
            "(name: \"big\", map: [".into(),
            "\".....\", ",
            "], players: [\"King(0,0)\", \"King(1,0)\"])".into(),
            vec![KingsParse],
        ),
        ("record with 100 MB of moves", record_head, first_move.as_str(), "])".into(), vec![ReadRecord]),
        (
            "100 MB of tic-tac-toe rows",
            String::new(),
            "XXO / .O. / .OX ",
            "x".into(),
            vec![TicTacToePosition, OptionSet],
        ),
    ];
    let covered: Vec<Reader> = files.iter().flat_map(|f| f.4.iter().copied()).collect();
    assert!(every_reader().iter().all(|r| covered.contains(r)), "every reader reads a 100 MB file");
    let mut notes = Vec::new();
    let mut failures = Vec::new();
    let mut runs = 0;
    for (label, head, unit, tail, readers) in &files {
        write_big(&path, head, unit, tail);
        for &reader in readers {
            let r = isolated(reader, &path, BIG_LIMIT, &dir.0);
            runs += 1;
            eprintln!(
                "hostile_files: {label}: {}: {} in {} ms, peak memory {} MB{}",
                reader.name(),
                r.status,
                r.ms,
                r.peak_kb / 1024,
                if r.detail.is_empty() {
                    String::new()
                } else {
                    format!(" ({}; the error is {} bytes)", r.detail.chars().take(100).collect::<String>(), r.error_len)
                }
            );
            if r.error_len > 10_000 {
                notes.push(format!("{} on {label}: the error message is {} bytes", reader.name(), r.error_len));
            }
            if r.peak_kb > 4 * (BIG as u64 >> 10) {
                notes.push(format!("{} on {label}: peak memory {} MB", reader.name(), r.peak_kb / 1024));
            }
            if r.failed() {
                failures.push(format!("- {} on {label}: {}: {}", reader.name(), r.status, r.detail));
            } else if r.peak_kb > BIG_MEMORY_LIMIT_KB {
                failures.push(format!("- {} on {label}: peak memory {} MB", reader.name(), r.peak_kb / 1024));
            }
        }
        let _ = std::fs::remove_file(&path);
    }
    eprintln!(
        "hostile_files: {runs} reads of {} files of 100 MB, each in a child process ({:.1} s)",
        files.len(),
        started.elapsed().as_secs_f64()
    );
    for note in &notes {
        eprintln!("hostile_files: note (not a failure): {note}");
    }
    assert!(failures.is_empty(), "hostile_files: 100 MB files: {} failures:\n{}", failures.len(), failures.join("\n"));
}
