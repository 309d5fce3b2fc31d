//! The map editor's models and sessions without a window: every shipped preset survives a
//! round trip through the editor, every tool changes what it says, undo and redo, problems
//! name their tiles, drafts save but do not play, saved maps are listed and play.

use std::path::PathBuf;
use std::sync::OnceLock;
use stratagem::core::Tile;
use stratagem::core::assets::{MapPreset, ron_files, set_user_maps_root, user_maps_dir};
use stratagem::games::{catalog, kings, provinces, robots, tactigon};
use stratagem::session::editor::{Arrow, EditSession, EditorKind, first_tile};
use stratagem::session::{PlayableGame, Setup};

/// The user's maps folder of this test run (shared by every test of the binary that saves).
pub fn user_maps() -> PathBuf {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    ROOT.get_or_init(|| {
        let root = std::env::temp_dir().join(format!("stratagem-editor-maps-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        set_user_maps_root(&root);
        root
    })
    .clone()
}

fn kind(game: &str) -> EditorKind {
    catalog().get(game).and_then(|e| e.editor).expect("the game has an editor")
}

fn setup(game: &str) -> Setup {
    catalog().default_setup(game).expect("a game of the suite")
}

/// Each shipped preset opened in the editor and written out again starts the same position.
fn round_trip<G: PlayableGame>() {
    let dir = stratagem::core::assets::preset_dir(G::ID);
    let out = std::env::temp_dir().join(format!("stratagem-editor-round-{}-{}", G::ID, std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let files = ron_files(&dir);
    assert!(!files.is_empty(), "{} ships presets", G::ID);
    for file in files {
        let id = file.file_stem().unwrap().to_string_lossy().into_owned();
        let session = EditSession::open(&kind(G::ID), G::ID, &id).unwrap_or_else(|e| panic!("{e}"));
        assert!(session.problems().is_empty(), "{id}: {:?}", session.problems());
        let copy = out.join(format!("{id}.ron"));
        std::fs::write(&copy, session.map().text()).unwrap();
        let setup = setup(G::ID);
        let before = G::load_position(&file, &setup).unwrap_or_else(|e| panic!("{e}"));
        let after = G::load_position(&copy, &setup).unwrap_or_else(|e| panic!("{e}\n{}", session.map().text()));
        assert_eq!(before.position_text(), after.position_text(), "{} {id}", G::ID);
        // The editor's own text reads back to the same text.
        let again = (kind(G::ID).open)(&session.map().text(), &copy).unwrap();
        assert_eq!(again.text(), session.map().text(), "{} {id}", G::ID);
    }
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn every_shipped_preset_round_trips_through_the_editor() {
    round_trip::<provinces::Provinces>();
    round_trip::<tactigon::Tactigon>();
    round_trip::<kings::Kings>();
    round_trip::<robots::Robots>();
}

#[test]
fn the_written_map_is_the_hand_writable_format() {
    let session = EditSession::open(&kind("provinces"), "provinces", "duel-hex").unwrap();
    let text = session.map().text();
    assert!(text.contains("\"~~ .. .. .. .. .. ~~\","), "rows of tile codes:\n{text}");
    let session = EditSession::open(&kind("robots"), "robots", "factory").unwrap();
    let text = session.map().text();
    assert!(text.contains("eSR"), "{text}");
    assert!(text.lines().filter(|l| l.trim_start().starts_with('"')).count() >= 12, "a row per line:\n{text}");
}

fn new_session(game: &str) -> EditSession {
    user_maps();
    EditSession::new_map(&kind(game), game)
}

/// Applies a tool and returns the text before and after.
fn apply(session: &mut EditSession, tool: &str, at: Tile) -> (String, String) {
    let before = session.map().text();
    session.apply(tool, at).unwrap_or_else(|e| panic!("{tool} at {at:?}: {e}"));
    (before, session.map().text())
}

#[test]
fn every_tool_of_every_palette_changes_the_map_or_says_why_not() {
    for game in ["provinces", "tactigon", "kings", "robots"] {
        let session = new_session(game);
        assert!(session.problems().is_empty(), "{game}'s new map plays: {:?}", session.problems());
        for tool in session.map().tools() {
            // A tile every tool can act on: the middle one of the new map.
            let (w, h) = session.map().size();
            let mut fresh = new_session(game);
            let at = (w / 2, h / 2);
            let before = fresh.map().text();
            match fresh.apply(&tool.name, at) {
                Ok(()) => {
                    let changed = fresh.map().text() != before;
                    // Tools that only pick (the treasury), remove what is not there or take
                    // a tile out of an unbroken line's middle change nothing.
                    let picks = ["Treasury", "Remove", "Remove start", "Hex", "Tile", "Land", "Floor"];
                    assert!(changed || picks.contains(&tool.name.as_str()), "{game}: {} changed nothing", tool.name);
                }
                Err(why) => assert!(why.key().is_some() && fresh.map().text() == before, "{game}: {}", tool.name),
            }
        }
    }
}

#[test]
fn provinces_tools_paint_owners_things_and_treasuries() {
    let mut s = new_session("provinces");
    let (_, after) = apply(&mut s, "Sea", (0, 0));
    assert!(after.contains("\"~~ .. .."), "{after}");
    apply(&mut s, "Red", (2, 2));
    let (_, after) = apply(&mut s, "Knight", (2, 2));
    assert!(after.contains("rk"), "{after}");
    apply(&mut s, "Remove", (2, 2));
    assert!(!s.map().text().contains("rk"));
    // (2,2) joined red's province at (1,2): one treasury, which the number field sets.
    let (label, coins) = s.map().number_at((2, 2)).expect("a province's treasury");
    assert_eq!(coins, 10, "{label}");
    s.set_number_at((2, 2), 33).unwrap();
    assert_eq!(s.map().number_at((1, 3)).unwrap().1, 33);
    assert!(s.set_number_at((2, 2), -1).is_err());
    assert!(s.map().number_at((4, 4)).is_none(), "neutral land has no treasury");
    apply(&mut s, "Square8", (0, 0));
    assert!(s.map().text().contains("Square8"));
    assert!(s.apply("Knight", (0, 0)).is_err(), "no unit on the sea");
}

#[test]
fn tactigon_tools_shape_lines_gold_and_pieces() {
    let mut s = new_session("tactigon");
    apply(&mut s, "Gap", (0, 2));
    assert!(s.map().text().contains("(1, 6)"), "{}", s.map().text());
    assert!(s.apply("Gap", (3, 2)).is_err(), "a line stays unbroken");
    apply(&mut s, "Tile", (0, 2));
    let (_, after) = apply(&mut s, "Gold", (1, 1));
    assert!(after.contains("(1, 1)"));
    let (_, after) = apply(&mut s, "Red triangle", (5, 5));
    assert!(after.contains("T(5,5)"), "{after}");
    apply(&mut s, "Remove", (5, 5));
    assert!(!s.map().text().contains("T(5,5)"));
    s.resize(9, 8).unwrap();
    assert_eq!(s.map().size(), (9, 8));
    assert!(s.resize(0, 8).is_err() && s.resize(9, 500).is_err(), "bad sizes change nothing");
    assert_eq!(s.map().size(), (9, 8));
}

#[test]
fn kings_tools_paint_tiles_and_units_per_owner_and_kind() {
    let mut s = new_session("kings");
    let (_, after) = apply(&mut s, "Gap", (0, 0));
    assert!(after.contains("\" ....\""), "{after}");
    assert!(s.apply("Player 1 Pawn", (0, 0)).is_err(), "no unit on a gap");
    let (_, after) = apply(&mut s, "Player 2 Guard", (4, 4));
    assert!(after.contains("Guard(4,4)"), "{after}");
    apply(&mut s, "Player 1 King", (4, 4));
    assert!(s.map().text().contains("King(2,4) Pawn(2,3) King(4,4)"), "replaced: {}", s.map().text());
    s.resize(3, 3).unwrap();
    assert!(!s.map().text().contains("(4,4)"), "units off the map go");
}

#[test]
fn robots_tools_paint_belts_gears_walls_flags_and_starts() {
    let mut s = new_session("robots");
    let (_, after) = apply(&mut s, "Express S curve R", (1, 1));
    assert!(after.contains("eSR"), "{after}");
    apply(&mut s, "Belt W", (2, 1));
    apply(&mut s, "Gear left", (3, 1));
    apply(&mut s, "Pit", (0, 0));
    let text = s.map().text();
    assert!(text.contains("bW") && text.contains("GL") && text.contains("\"P "), "{text}");
    let (_, after) = apply(&mut s, "Wall E", (1, 1));
    assert!(after.contains("(1,1) E"), "{after}");
    // The same edge from the other side takes the wall down.
    let (_, after) = apply(&mut s, "Wall W", (2, 1));
    assert!(!after.contains("(1,1) E"), "{after}");
    apply(&mut s, "Flag", (6, 6));
    assert!(s.map().text().contains("flags: [(4, 1), (2, 4), (6, 6)]"), "{}", s.map().text());
    apply(&mut s, "Flag", (4, 1));
    assert!(s.map().text().contains("flags: [(2, 4), (6, 6)]"), "flags renumber");
    apply(&mut s, "Start E", (0, 7));
    assert!(s.map().text().contains("(0,7) E"));
    apply(&mut s, "Remove start", (0, 7));
    assert!(!s.map().text().contains("(0,7) E"));
}

#[test]
fn undo_and_redo_walk_the_changes() {
    let mut s = new_session("kings");
    let start = s.map().text();
    assert!(!s.can_undo() && !s.undo());
    apply(&mut s, "Gap", (0, 0));
    let one = s.map().text();
    apply(&mut s, "Gap", (1, 0));
    let two = s.map().text();
    // A change that changes nothing, or fails, leaves no step.
    s.apply("Gap", (1, 0)).unwrap();
    assert!(s.apply("Gap", (99, 0)).is_err());
    assert!(s.undo());
    assert_eq!(s.map().text(), one);
    assert!(s.undo());
    assert_eq!(s.map().text(), start);
    assert!(!s.undo());
    assert!(s.redo());
    assert_eq!(s.map().text(), one);
    assert!(s.redo());
    assert_eq!(s.map().text(), two);
    assert!(!s.redo());
    // A new change after undo drops the redo steps.
    s.undo();
    apply(&mut s, "Player 1 Pawn", (4, 4));
    assert!(!s.can_redo());
}

/// The first problem of a session, which must name `tile` and say `words` (in English).
fn problem_at(s: &EditSession, tile: Option<Tile>, words: &str) {
    stratagem::i18n::install_english();
    let problem = s.problems().first().unwrap_or_else(|| panic!("a problem: {}", s.map().text()));
    assert_eq!(problem.tile, tile, "{problem:?}");
    assert!(problem.text.to_string().contains(words), "{problem:?}");
    let why = s.playable().unwrap_err().to_string();
    assert!(why.contains(words), "{why}");
}

#[test]
fn invalid_maps_cannot_be_played_and_say_where() {
    let mut s = new_session("tactigon");
    apply(&mut s, "Cian circle", (3, 0));
    problem_at(&s, None, "Cian has no pentagon");
    s.undo();
    assert!(s.playable().is_ok());

    let mut s = new_session("robots");
    apply(&mut s, "Pit", (2, 4));
    problem_at(&s, Some((2, 4)), "flag 2");

    let mut s = new_session("provinces");
    apply(&mut s, "Land", (6, 2));
    apply(&mut s, "Land", (6, 3));
    problem_at(&s, None, "Blue has no province");
    s.undo();
    apply(&mut s, "Land", (4, 4));
    apply(&mut s, "Farm", (4, 4));
    problem_at(&s, Some((4, 4)), "neutral land holds nothing");

    let mut s = new_session("kings");
    apply(&mut s, "Remove", (2, 0));
    problem_at(&s, None, "Player 2 has no king");

    assert_eq!(first_tile("flag 1 at (3, 12) is on a pit"), Some((3, 12)));
    assert_eq!(first_tile("no tile here (x)"), None);
}

#[test]
fn a_draft_saves_and_reopens_with_its_problem() {
    let mut s = new_session("robots");
    apply(&mut s, "Pit", (4, 1));
    let dir = std::env::temp_dir().join(format!("stratagem-editor-drafts-{}", std::process::id()));
    let path = s.save_in(&dir).unwrap();
    assert!(!s.unsaved());
    let text = std::fs::read_to_string(&path).unwrap();
    let again = (kind("robots").open)(&text, &path).unwrap();
    assert_eq!(again.text(), text);
    assert_eq!(kind("robots").problems(again.as_ref()).first().and_then(|p| p.tile), Some((4, 1)));
    assert!(robots::preset::Preset::load(&path).is_err(), "the game refuses the draft");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_shipped_preset_is_edited_as_a_copy_and_never_overwritten() {
    user_maps();
    let shipped = stratagem::core::assets::preset_dir("kings").join("default.ron");
    let original = std::fs::read(&shipped).unwrap();
    let mut s = EditSession::open(&kind("kings"), "kings", "default").unwrap();
    assert_ne!(s.id, "default");
    apply(&mut s, "Gap", (0, 2));
    let err = s.save_as("default").unwrap_err();
    assert_eq!(err.key(), Some("editor-shipped-name"), "{err:?}");
    assert!(s.save_as("../x").is_err(), "ids are file names");
    let path = s.save().unwrap();
    assert!(path.starts_with(user_maps_dir("kings")), "{}", path.display());
    assert_eq!(std::fs::read(&shipped).unwrap(), original);
}

#[test]
fn a_saved_map_is_listed_found_and_plays() {
    // Kings: the headless tests count Tactigon's presets, and this folder is the process's.
    user_maps();
    let mut s = new_session("kings");
    s.set_name("Editor test board").unwrap();
    apply(&mut s, "Player 1 Guard", (0, 4));
    let path = s.save_as("editor-listed").unwrap();
    assert_eq!(path, user_maps_dir("kings").join("editor-listed.ron"));
    let listed = kings::preset::Preset::list();
    assert!(
        listed.iter().flatten().any(|(id, name)| id == "editor-listed" && name == "Editor test board"),
        "{listed:?}"
    );
    let found = kings::preset::Preset::find("editor-listed").unwrap();
    assert_eq!(found.name, "Editor test board");
    let mut setup = setup("kings");
    setup.preset = "editor-listed".into();
    let game = kings::Kings::start(&setup).unwrap();
    assert!(game.position_text().contains("Guard(0,4)"), "{}", game.position_text());
    // Reopened from the user's folder, it is edited in place.
    let again = EditSession::open(&kind("kings"), "kings", "editor-listed").unwrap();
    assert_eq!(again.id, "editor-listed");
    assert!(!again.unsaved());
}

#[test]
fn the_command_line_finds_a_users_map_by_its_id() {
    let data = std::env::temp_dir().join(format!("stratagem-editor-cli-{}", std::process::id()));
    let mut s = new_session("kings");
    s.id = "cli-user-map".into();
    apply(&mut s, "Player 2 Guard", (0, 0));
    s.save_in(&data.join("maps/kings")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["arena", "--game", "kings", "--preset", "cli-user-map", "--first", "random", "--second", "random"])
        .args(["--games", "1"])
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .env("STRATAGEM_DATA", &data)
        .output()
        .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    // An unknown id lists the user's maps among the known ones.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["arena", "--game", "kings", "--preset", "no-such-map", "--games", "1"])
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .env("STRATAGEM_DATA", &data)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && stderr.contains("cli-user-map"), "{stderr}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn hostile_files_and_random_edits_never_panic_and_undo_all_the_way_back() {
    let path = std::path::Path::new("hostile.ron");
    let texts = [
        "",
        "(",
        "(name: \"x\")",
        "(name: \"x\", rows: [\"\", \"\"], money: [((0, 0), 9223372036854775807), ((0, 0), 9223372036854775807)])",
        "(name: \"x\", rows: [\"r. r.\"], money: [((0, 0), 9223372036854775807), ((1, 0), -5)])",
        "(name: \"x\", map: [\"\", \"\"], players: [\"King(99,-4)\", \"\", \"Pawn(1,1)\"])",
        "(name: \"x\", lines: [(5, 2)], gold: [], cian: \"\", red: \"\")",
        "(name: \"x\", lines: [(0, 127)], gold: [(-1, -1)], cian: \"P(500,500)\", red: \"\")",
        "(name: \"x\", rows: [\"bN\"], walls: [\"(9,9) N\", \"(0,0) N E S W\"], flags: [(-3, 40)], robots: [\"(0,0)\"])",
    ];
    for game in ["provinces", "tactigon", "kings", "robots"] {
        // Everything the editor says, to be shown whole in every language.
        let mut said = Vec::new();
        for text in texts.iter().chain(broken_maps(game)) {
            match (kind(game).open)(text, path) {
                Ok(map) => {
                    said.extend(kind(game).problems(map.as_ref()).into_iter().map(|p| p.text));
                    let _ = map.sketch();
                }
                Err(error) => said.push(error.text()),
            }
            said.extend((kind(game).check)(text, path).err().map(|e| e.text()));
        }
        let mut s = new_session(game);
        let start = s.map().text();
        let tools: Vec<String> = s.map().tools().into_iter().map(|t| t.name).collect();
        said.extend(s.map().tools().into_iter().flat_map(|t| [t.label, t.help]));
        let mut seed = 0x2545_f491_u64;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % n
        };
        let mut steps = 0;
        for _ in 0..300 {
            let (w, h) = s.map().size();
            let at = (next(w as u64 + 4) as i32 - 2, next(h as u64 + 4) as i32 - 2);
            let before = s.map().text();
            let result = match next(20) {
                0 => s.resize(next(20) as i32 - 2, next(20) as i32 - 2),
                1 => s.set_number_at(at, next(2_000_002) as i64 - 1),
                _ => s.apply(&tools[next(tools.len() as u64) as usize], at),
            };
            match result {
                Ok(()) => steps += usize::from(s.map().text() != before),
                Err(why) => {
                    assert_eq!(s.map().text(), before, "{game}: a refused edit changes nothing");
                    said.push(why);
                }
            }
            said.extend(s.problems().iter().map(|p| p.text.clone()));
            said.extend(s.map().number_at(at).map(|n| n.0));
            let _ = s.map().sketch();
            let _ = (s.map().labels(), s.map().walls());
        }
        assert!(steps > 20, "{game}: {steps} edits changed the map");
        while s.undo() {}
        assert_eq!(s.map().text(), start, "{game}: undo goes all the way back");
        let keys: std::collections::BTreeSet<&str> = said.iter().filter_map(|t| t.key()).collect();
        assert!(keys.len() > 12, "{game}: the editor said enough kinds of things to check: {keys:?}");
        crate::translations::assert_shown_whole(game, &said);
    }
}

/// Maps each of whose problems is a different one of the game's map reader.
fn broken_maps(game: &str) -> &'static [&'static str] {
    match game {
        "provinces" => &[
            "(name: \"x\", generate: (size: 9), rows: [])",
            "(name: \"x\", generate: (size: 8), rows: [\"r.\"])",
            "(name: \"x\", rows: [\"r. b. rx\"], money: [((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b. q.\"], money: [((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b. ~.\"], money: [((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b. .p\"], money: [((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b. rrr\"], money: [((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b.\", \"r.\"], money: [((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b.\"], money: [((0, 0), -1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b.\"], money: [((0, 0), 1), ((1, 0), 1)], round: 0)",
            "(name: \"x\", rows: [\"r. b.\"], money: [((0, 0), 1), ((5, 0), 1)])",
            "(name: \"x\", rows: [\"r. b.\"], money: [((0, 0), 1)])",
            "(name: \"x\", rows: [\"r. b.\"], money: [((0, 0), 1), ((0, 0), 1), ((1, 0), 1)])",
            "(name: \"x\", rows: [\"r. b. ~~\"], money: [((0, 0), 1), ((1, 0), 1), ((2, 0), 1)])",
            "(name: \"x\", rows: [\"r. b. ..\"], money: [((0, 0), 1), ((1, 0), 1), ((2, 0), 1)])",
        ],
        "tactigon" => &[
            "(name: \"x\", lines: [(0, 2)], gold: [], cian: \"P(0,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0), (1, 0)], cian: \"P(0,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(0,0) Q(1,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(0,0) C(9,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(0,0) C(0,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(0,0) P(1,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P0,0\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(a,0)\", red: \"P(2,0)\")",
            "(name: \"x\", lines: [(0, 2)], gold: [(1, 0)], cian: \"P(0;0)\", red: \"P(2,0)\")",
        ],
        "kings" => &[
            "(name: \"x\", map: [\"...\"], players: [\"King(0,0)\"])",
            "(name: \"x\", map: [\"...\"], players: [\"King(0,0)\", \"King(0,0)\"])",
            "(name: \"x\", map: [\"...\"], players: [\"King(0,0)\", \"King(7,0)\"])",
            "(name: \"x\", map: [\"...\"], players: [\"King(0,0)\", \"K1ng(2,0)\"])",
            "(name: \"x\", map: [\"...\"], players: [\"King(0,0)\", \"King(2,0)\"], to_move: 3)",
        ],
        _ => &[
            "(name: \"x\", rows: [\". . Q\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], walls: [\"(0,0)\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], walls: [\"(0,0) Q\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], walls: [\"0,0 N\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [], robots: [\"(1,0) N\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . P\"], flags: [(2,0)], robots: [\"(1,0) N\", \"(0,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [(0,0)], robots: [\"(1,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [(0,0)], robots: [\"(1,0) N E\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(1,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"], hands: [[10]])",
            "(name: \"x\", rows: [\". . .\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"], at: [\"(1,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"], touched: [1, 2, 3])",
            "(name: \"x\", rows: [\". . .\", \".\"], flags: [(0,0)], robots: [\"(1,0) N\", \"(2,0) N\"])",
            "(name: \"x\", rows: [\". . .\"], flags: [(9,0)], robots: [\"(1,0) N\", \"(2,0) N\"])",
        ],
    }
}

/// Robot Race belts are drawn as arrows (chevrons the belt's way, two on an express belt, a
/// curve's turn), and gears as words.
#[test]
fn belts_are_arrows_on_the_editor_canvas() {
    let mut s = new_session("robots");
    apply(&mut s, "Express S curve R", (2, 0));
    apply(&mut s, "Belt E", (0, 0));
    apply(&mut s, "Gear right", (3, 2));
    let arrows = s.map().arrows();
    let expected = [
        Arrow { at: (0, 0), towards: 'E', chevrons: 1, turn: None },
        Arrow { at: (2, 0), towards: 'S', chevrons: 2, turn: Some('R') },
    ];
    assert_eq!(arrows, expected);
    assert_eq!(s.map().labels(), [((3, 2), "GR".to_string())]);
}
