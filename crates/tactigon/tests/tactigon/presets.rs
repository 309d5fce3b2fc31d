//! Preset files: the shipped ones load; each kind of broken file names the file and the problem.

use crate::util::SMALL_LINES;
use std::path::PathBuf;
use stratagem_core::assets::MapPreset;
use stratagem_tactigon::preset::Preset;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn preset_text(cian: &str, red: &str) -> String {
    format!("(name: \"Bad\", lines: {SMALL_LINES}, gold: [(1, 5), (5, 5)], cian: \"{cian}\", red: \"{red}\")")
}

/// Writes `text` to `file` in a fresh folder and returns the load error.
fn error_of(file: &str, text: &str) -> String {
    stratagem_i18n::install_english();
    let dir = temp_dir(file.trim_end_matches(".ron"));
    let path = dir.join(file);
    std::fs::write(&path, text).unwrap();
    let error = Preset::load(&path).expect_err("a broken preset must not load").to_string();
    assert!(error.starts_with(&path.display().to_string()), "the error names the file: {error}");
    error
}

#[test]
fn shipped_presets_all_load() {
    let presets = Preset::load_all(&Preset::dir());
    let ids: Vec<String> = presets.iter().map(|p| p.as_ref().expect("loads").id.clone()).collect();
    assert_eq!(ids, ["large", "medium", "small"]);
}

#[test]
fn unknown_piece_type() {
    let error = error_of("unknown.ron", &preset_text("X(3,0) P(3,2)", "P(3,8)"));
    assert!(error.contains("unknown piece type 'X'"), "{error}");
}

#[test]
fn piece_off_the_board() {
    let error = error_of("off.ron", &preset_text("C(0,0) P(3,2)", "P(3,8)"));
    assert!(error.contains("Cian's circle at (0,0) is off the board"), "{error}");
}

#[test]
fn two_pieces_on_a_tile() {
    let error = error_of("twice.ron", &preset_text("C(3,3) P(3,2)", "T(3,3) P(3,8)"));
    assert!(error.contains("two pieces on tile (3,3)"), "{error}");
}

#[test]
fn missing_pentagon() {
    let error = error_of("nopentagon.ron", &preset_text("C(3,3) P(3,2)", "C(3,8)"));
    assert!(error.contains("Red has no pentagon"), "{error}");
}

#[test]
fn gold_tile_off_the_board() {
    let text = format!("(name: \"Bad\", lines: {SMALL_LINES}, gold: [(9, 9)], cian: \"P(3,2)\", red: \"P(3,8)\")");
    let error = error_of("gold.ron", &text);
    assert!(error.contains("gold tile (9,9) is off the board"), "{error}");
}

#[test]
fn malformed_ron_reports_the_line() {
    let error = error_of("syntax.ron", "(\n  name: \"Bad\",\n  lines: [(2, 4),,],\n)");
    assert!(error.contains("3:"), "the error gives the line: {error}");
}

#[test]
fn missing_field_and_bad_tile_notation() {
    let error = error_of("field.ron", "(name: \"Bad\", lines: [(0, 3)], gold: [(1, 0)], cian: \"P(0,0)\")");
    assert!(error.contains("red"), "{error}");
    let error = error_of("notation.ron", &preset_text("C3,0 P(3,2)", "P(3,8)"));
    assert!(error.contains("expected a tile"), "{error}");
}

#[test]
fn a_folder_lists_broken_files_beside_good_ones() {
    let dir = temp_dir("folder");
    std::fs::write(dir.join("good.ron"), preset_text("P(3,2)", "P(3,8)")).unwrap();
    std::fs::write(dir.join("bad.ron"), preset_text("P(3,2)", "C(3,8)")).unwrap();
    std::fs::write(dir.join("notes.txt"), "not a preset").unwrap();
    let all = Preset::load_all(&dir);
    assert_eq!(all.len(), 2);
    assert!(all[0].as_ref().is_err_and(|e| e.to_string().contains("bad.ron")));
    assert!(all[1].as_ref().is_ok_and(|p| p.id == "good"));
}
