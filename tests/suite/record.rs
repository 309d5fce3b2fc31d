//! The game record: moves as text, save and load, replays, undo and redo, atomic writes, typed
//! options, and what a seat may see.

use std::path::PathBuf;
use stratagem::ai::{AiGame, AiPlayer, Evaluator, MINIMAX, RANDOM, Think, decide_checked, random_move};
use stratagem::core::options::Options;
use stratagem::core::record::{Record, replay, write_atomic, write_atomic_with};
use stratagem::core::{Game, Outcome, Seat, Step};
use stratagem::games::kings::Kings;
use stratagem::games::tactigon::Tactigon;
use stratagem::games::tictactoe::TicTacToe;
use stratagem::session::Controller;
use stratagem::session::{PlayableGame, Setup};
use stratagem::shell::Match;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-record-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The setups the tests play: every game, several presets and options.
fn setups() -> Vec<Setup> {
    let catalog = stratagem::games::catalog();
    let mut out = Vec::new();
    for (game, preset, options) in [
        ("tactigon", "small", ""),
        ("tactigon", "medium", "jumping-squares=on"),
        ("tactigon", "large", "gold-boost=on"),
        ("kings", "default", ""),
        ("kings", "crossroads", ""),
        ("kings", "twin-kings", ""),
        ("tictactoe", "", ""),
    ] {
        let entry = catalog.get(game).unwrap();
        let mut setup = entry.default_setup();
        setup.preset = preset.into();
        if !options.is_empty() {
            setup.options.set(&entry.options, options).unwrap();
        }
        out.push(setup);
    }
    // And every game of the catalog from its default setup, so a new game is covered unnamed.
    out.extend(catalog.games.iter().map(|entry| entry.default_setup()));
    out
}

/// A seeded random game of up to `plies` moves, as move texts, with every position passed.
fn random_game<G: PlayableGame>(setup: &Setup, seed: u64, plies: usize) -> (Vec<String>, Vec<G>) {
    let mut state = G::start(setup).unwrap();
    let mut texts = Vec::new();
    let mut positions = vec![state.clone()];
    for ply in 0..plies {
        let Some(mv) = random_move(&state, seed * 1000 + ply as u64) else { break };
        texts.push(state.move_text(mv));
        state.apply(mv);
        positions.push(state.clone());
    }
    (texts, positions)
}

fn roundtrip_moves<G: PlayableGame>(setup: &Setup) -> usize {
    let mut checked = 0;
    for seed in 0..6 {
        let (_, positions) = random_game::<G>(setup, seed, 80);
        for state in positions {
            let mut moves = Vec::new();
            state.legal_moves(&mut moves);
            for mv in moves {
                let text = state.move_text(mv);
                assert_eq!(state.parse_move(&text), Ok(mv), "{text} reads back");
                checked += 1;
            }
        }
    }
    checked
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn every_legal_move_reads_back_from_its_text() {
    let mut total = 0;
    for setup in setups() {
        total += stratagem::with_game!(setup.game, G => Ok::<usize, String>(roundtrip_moves::<G>(&setup))).unwrap();
    }
    eprintln!("record: {total} legal moves round-tripped through their text");
    assert!(total > 10_000);
}

#[test]
fn bad_move_texts_are_explained() {
    let setup = &setups()[0];
    let state = Tactigon::start(setup).unwrap();
    assert!(state.parse_move("").is_err());
    assert_eq!(state.parse_move("Q(3,6)-(3,5)").unwrap_err(), "'Q' is not a piece letter (C, T, S or P)");
    assert_eq!(state.parse_move("T(3,6)-(3,5)").unwrap_err(), "(3,6) holds a circle, not a triangle");
    assert_eq!(state.parse_move("C(30,6)-(3,5)").unwrap_err(), "(30,6) is not on the board");
    let kings = Kings::start(&setups()[3]).unwrap();
    assert!(kings.parse_move("Pawn1-1(9,9)-(2,2)").unwrap_err().contains("not on the map"));
    let ttt = TicTacToe::default();
    assert!(ttt.parse_move("o@r1c1").unwrap_err().contains("x is"));
    assert!(ttt.parse_move("x@r4c1").is_err());
    assert_eq!(ttt.parse_move("r2c2").map(|c| c.0), Ok(4));
}

fn save_load_replay<G: PlayableGame>(setup: &Setup, dir: &std::path::Path) -> usize {
    let catalog = stratagem::games::catalog();
    let mut positions_checked = 0;
    for seed in 0..4u64 {
        // Stop at a random point of the game.
        let mut seated = setup.clone();
        seated.seed = seed;
        seated.seats = (0..setup.seats.len())
            .map(|seat| if seat == 0 { Controller::Human } else { Controller::Ai(AiPlayer::new(RANDOM)) })
            .collect();
        // From the seeded setup: games with chance deal from the seed.
        let (texts, positions) = random_game::<G>(&seated, seed, 10 + 23 * seed as usize);
        let record = seated.record(texts.clone());
        let path = dir.join(format!("{}-{seed}.ron", setup.game));
        record.write(&path).unwrap();
        let read = Record::read(&path).unwrap();
        assert_eq!(read, record, "the file holds the record");
        let (loaded, read) = stratagem::session::playable::read_record(&path, &catalog).unwrap();
        assert_eq!(loaded, seated, "the setup comes back");
        let (moves, end) = replay(G::start(&loaded).unwrap(), &read.moves).unwrap();
        let mut state = G::start(&loaded).unwrap();
        for (i, mv) in moves.into_iter().enumerate() {
            assert_eq!(state.position_hash(), positions[i].position_hash(), "position {i}");
            state.apply(mv);
            positions_checked += 1;
        }
        assert_eq!(end.position_hash(), positions.last().unwrap().position_hash());
        // The same record through the match: play, record, rebuild.
        let mut game = Match::new(loaded.clone(), G::start(&loaded).unwrap(), 1);
        for text in &read.moves {
            let mv = game.state.parse_move(text).unwrap();
            game.play(mv, None);
        }
        assert_eq!(game.record(), record);
    }
    positions_checked
}

#[test]
fn save_load_and_replay_reproduce_every_position_of_every_game() {
    let dir = temp_dir("save");
    let mut total = 0;
    for setup in setups() {
        total +=
            stratagem::with_game!(setup.game, G => Ok::<usize, String>(save_load_replay::<G>(&setup, &dir))).unwrap();
    }
    eprintln!("record: {total} positions reproduced from saved records");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn corrupt_foreign_and_illegal_records_are_refused_by_name() {
    let dir = temp_dir("corrupt");
    let catalog = stratagem::games::catalog();
    let setup = &setups()[3];
    let (texts, _) = random_game::<Kings>(setup, 1, 12);
    let good = setup.record(texts);
    let path = dir.join("game.ron");
    let write = |record: &Record| record.write(&path).unwrap();
    let error = |path: &PathBuf| stratagem::session::playable::read_record(path, &catalog).unwrap_err();

    let mut bad = good.clone();
    bad.moves[5] = "King9-9(0,0)-(1,1)".into();
    write(&bad);
    let message = error(&path);
    assert!(message.starts_with(&format!("{}: move 6 \"King9-9(0,0)-(1,1)\"", path.display())), "{message}");

    let mut bad = good.clone();
    bad.moves.swap(0, 1);
    write(&bad);
    assert!(error(&path).contains(": move 1 "), "a move out of turn is the first bad move");

    let mut bad = good.clone();
    bad.game = "chess".into();
    write(&bad);
    let known = stratagem::games::ids().join(", ");
    assert!(error(&path).contains(&format!("unknown game 'chess' (known: {known})")));

    let mut bad = good.clone();
    bad.seats = vec!["human".into()];
    write(&bad);
    assert!(error(&path).contains("1 seats listed"));

    let mut bad = good.clone();
    bad.seats[1] = "htn:fast".into();
    write(&bad);
    assert!(error(&path).contains("player htn takes no settings"));

    let mut bad = good.clone();
    bad.game = "tactigon".into();
    bad.options = Options([("speed".to_string(), stratagem::core::options::OptionValue::Int(3))].into());
    write(&bad);
    assert!(error(&path).contains("unknown option 'speed'"));

    std::fs::write(&path, "(game: \"kings\", seats: [").unwrap();
    assert!(error(&path).starts_with(&format!("{}: ", path.display())));
    std::fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
    assert!(error(&path).contains("cannot read"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_interrupted_save_leaves_the_previous_file_intact() {
    let dir = temp_dir("atomic");
    let path = dir.join("save.ron");
    write_atomic(&path, b"the previous save").unwrap();
    // A full disk: the write fails half way.
    let full = write_atomic_with(&path, b"a new save that does not fit", |file, bytes| {
        use std::io::Write;
        file.write_all(&bytes[..5])?;
        Err(std::io::Error::other("No space left on device"))
    });
    assert!(full.unwrap_err().contains("No space left on device"));
    assert_eq!(std::fs::read(&path).unwrap(), b"the previous save");
    // A failed rename: the target is a folder, so the rename cannot replace it.
    let folder = dir.join("folder.ron");
    std::fs::create_dir_all(folder.join("inside")).unwrap();
    assert!(write_atomic(&folder, b"x").unwrap_err().contains("cannot replace"));
    assert!(folder.join("inside").is_dir(), "the folder is untouched");
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "no temporary file is left behind: {left:?}");
    write_atomic(&path, b"the next save").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"the next save");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn undo_and_redo_on_the_match() {
    let setup = &setups()[0];
    let mut seated = setup.clone();
    // Red (seat 1) is the human and moves first; cian is the computer.
    seated.seats = vec![Controller::Ai(AiPlayer::new(RANDOM)), Controller::Human];
    let mut game = Match::new(seated, Tactigon::start(setup).unwrap(), 1);
    assert!(!game.can_undo() && !game.undo());
    let mut hashes = vec![game.state.position_hash()];
    for ply in 0..8 {
        let mv = random_move(&game.state, ply).unwrap();
        let revision = game.revision;
        game.play(mv, None);
        assert_ne!(game.revision, revision, "every move is a new revision");
        hashes.push(game.state.position_hash());
    }
    let revision = game.revision;
    assert!(game.undo());
    assert_ne!(game.revision, revision, "undo is a new revision");
    assert_eq!(game.ply(), 6, "red's last move and cian's reply");
    assert_eq!(game.state.position_hash(), hashes[6]);
    assert!(game.undo() && game.undo());
    assert_eq!(game.ply(), 2);
    assert!(game.redo());
    assert_eq!(game.state.position_hash(), hashes[4]);
    assert!(game.redo() && game.redo() && !game.redo());
    assert_eq!(game.state.position_hash(), hashes[8]);
    game.view(Some(3));
    assert_eq!(game.shown().position_hash(), hashes[3], "viewing shows an earlier position");
    assert_eq!(game.state.position_hash(), hashes[8], "without changing the game");
    game.view(None);
    assert_eq!(game.shown().position_hash(), hashes[8]);
}

#[test]
fn options_are_typed_checked_and_stored_by_name() {
    let entry = Tactigon::catalog_entry();
    let mut options = Options::defaults(&entry.options);
    assert!(!options.flag("gold-boost"));
    options.set(&entry.options, "gold-boost=on").unwrap();
    assert!(options.flag("gold-boost"));
    assert!(options.set(&entry.options, "gold-boost").unwrap_err().contains("name=value"));
    assert!(options.set(&entry.options, "wind=on").unwrap_err().contains("unknown option 'wind'"));
    let spec = stratagem::core::options::OptionSpec {
        name: "size",
        label: "Size",
        help: "",
        kind: stratagem::core::options::OptionKind::Int { min: 8, max: 16 },
        default: stratagem::core::options::OptionValue::Int(8),
    };
    assert_eq!(spec.parse("12"), Ok(stratagem::core::options::OptionValue::Int(12)));
    assert_eq!(spec.parse("17").unwrap_err(), "option size must be from 8 to 16, not 17");
    assert!(spec.parse("big").unwrap_err().contains("whole number"));
    let choice = stratagem::core::options::OptionSpec {
        name: "moves",
        label: "Moves",
        help: "",
        kind: stratagem::core::options::OptionKind::Choice(&["antiyomacy", "free-turn"]),
        default: stratagem::core::options::OptionValue::Choice("antiyomacy".into()),
    };
    assert!(choice.parse("free-turn").is_ok());
    assert_eq!(choice.parse("chess").unwrap_err(), "option moves is one of antiyomacy, free-turn, not 'chess'");
    // The rules follow the options.
    let mut setup = entry.default_setup();
    setup.options = options;
    assert!(Tactigon::start(&setup).unwrap().rules().gold_boost);
}

/// A two-seat card game with hidden information: each seat holds a secret card dealt from a
/// shuffled deck; a seat may know its own card only. The seat to move bets high or low.
#[derive(Clone, Debug)]
struct SecretCards {
    hands: [u8; 2],
    /// The rest of the deck, in its shuffled order.
    deck: Vec<u8>,
    bets: Vec<u8>,
}

impl SecretCards {
    fn deal(seed: u64) -> SecretCards {
        use rand::seq::SliceRandom;
        let mut deck: Vec<u8> = (1..=9).collect();
        deck.shuffle(&mut stratagem::core::rng::seeded(seed));
        SecretCards { hands: [deck[0], deck[1]], deck: deck[2..].to_vec(), bets: Vec::new() }
    }
}

impl Game for SecretCards {
    type Move = u8;
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        Seat((self.bets.len() % 2) as u8)
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        if self.bets.len() < 2 {
            out.extend([0, 1]);
        }
    }
    fn apply(&mut self, mv: u8) {
        self.bets.push(mv);
    }
    fn play(&mut self, mv: u8) -> Vec<Step> {
        self.apply(mv);
        vec![Step::TurnEnded { next: self.to_move() }]
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.bets.len() == 2).then(|| Outcome::Draw { reason: "shown".into() })
    }
    fn position_hash(&self) -> u64 {
        let mut h = 0u64;
        for b in self.hands.iter().chain(&self.deck).chain(&self.bets) {
            h = h.wrapping_mul(31).wrapping_add(*b as u64 + 1);
        }
        h
    }
    fn move_text(&self, mv: u8) -> String {
        if mv == 1 { "high".into() } else { "low".into() }
    }
    fn parse_move(&self, text: &str) -> Result<u8, String> {
        match text {
            "high" => Ok(1),
            "low" => Ok(0),
            _ => Err(format!("'{text}' is not high or low")),
        }
    }
    /// The seat sees its own card; the other hand and the deck are blanked.
    fn view_for(&self, seat: Seat) -> SecretCards {
        let mut hands = [0; 2];
        hands[seat.index()] = self.hands[seat.index()];
        SecretCards { hands, deck: vec![0; self.deck.len()], bets: self.bets.clone() }
    }
    fn move_key(&self, mv: u8) -> usize {
        mv as usize
    }
}

/// Scores the bets against the cards the state holds: an AI that could see hidden cards would
/// bet differently.
#[derive(Default)]
struct Peek;
impl Evaluator<SecretCards> for Peek {
    fn evaluate(&self, state: &SecretCards, seat: Seat) -> i32 {
        let mine = state.hands[seat.index()] as i32;
        let theirs = state.hands[1 - seat.index()] as i32 + state.deck.first().copied().unwrap_or(0) as i32;
        let bet = state.bets.get(seat.index()).copied().unwrap_or(0) as i32;
        if bet == 1 { mine - theirs } else { theirs - mine }
    }
}

/// A player that panics, to show a crashing AI is caught.
const CRASH: stratagem::ai::AiKindInfo =
    stratagem::ai::AiKindInfo { id: "crash", name: "crash", help: "panics", searches: false };

impl AiGame for SecretCards {
    type Reference = Peek;
    type Tuned = Peek;
    fn decide(&self, player: &AiPlayer, think: &Think) -> Result<u8, String> {
        if player.kind == CRASH {
            panic!("the crash player always panics");
        }
        stratagem::ai::decide_shared(self, player, think)
    }
    fn greedy_score(&self, seat: Seat) -> i32 {
        Peek.evaluate(self, seat)
    }
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn a_seats_ai_cannot_tell_apart_states_that_differ_only_in_what_it_may_not_see() {
    let minimax = AiPlayer { kind: MINIMAX, strength: Default::default() };
    let greedy = AiPlayer::new(stratagem::ai::GREEDY);
    let mut pairs = 0;
    for a in 0..200u64 {
        for b in a + 1..200 {
            let (x, y) = (SecretCards::deal(a), SecretCards::deal(b));
            if x.hands[0] != y.hands[0] || x.hands[1] == y.hands[1] {
                continue;
            }
            // Seat 0 holds the same card; the other hand and the deck differ.
            assert_ne!(x.position_hash(), y.position_hash());
            assert_eq!(x.view_for(Seat(0)).position_hash(), y.view_for(Seat(0)).position_hash());
            for player in [minimax, greedy] {
                let think = Think { seed: 5, ..Think::default() };
                let dx = decide_checked(&x.view_for(Seat(0)), &player, &think).unwrap();
                let dy = decide_checked(&y.view_for(Seat(0)), &player, &think).unwrap();
                assert_eq!(dx.mv, dy.mv, "same view, same decision");
            }
            pairs += 1;
        }
    }
    assert!(pairs > 50, "{pairs} pairs");
    // The deal is a seeded stream: the same seed deals the same cards.
    assert_eq!(SecretCards::deal(7).position_hash(), SecretCards::deal(7).position_hash());
}

#[test]
fn a_crashing_player_is_caught_and_replaced_by_a_legal_move() {
    let state = SecretCards::deal(1);
    let decision = decide_checked(&state, &AiPlayer::new(CRASH), &Think::default()).unwrap();
    assert_eq!(state.why_illegal(decision.mv), None);
    stratagem::i18n::install_english();
    let why = decision.fallback.unwrap().to_string();
    assert!(why.contains("crashed: the crash player always panics"), "{why}");
}

#[test]
fn a_failing_or_illegal_player_falls_back_to_a_legal_move() {
    let setup = &setups()[6];
    let state = TicTacToe::start(setup).unwrap();
    // No HTN domain is offered to tic-tac-toe's decide: it fails, and a legal move is played.
    let htn = AiPlayer::new(stratagem::ai::HTN);
    let decision = decide_checked(&state, &htn, &Think::default()).unwrap();
    assert_eq!(state.why_illegal(decision.mv), None);
    stratagem::i18n::install_english();
    let why = decision.fallback.unwrap();
    assert_eq!(why.key(), Some("ai-fallback"));
    assert!(why.to_string().contains("played a random legal move"), "{why}");
}
