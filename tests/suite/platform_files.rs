//! Data files as Windows editors write them, in folders as Windows users name them: every
//! shipped RON, HTN and KIF file, rewritten with CRLF line endings and a UTF-8 byte-order mark
//! into a folder whose path has a space and non-ASCII letters, loads to the same thing as the
//! shipped file. Runs on every platform: a Linux player gets such files from a Windows friend.

use std::path::{Path, PathBuf};
use stratagem::ai::htn::{Domain, State};
use stratagem::core::assets::MapPreset;
use stratagem::core::assets::asset_root;
use stratagem::core::record::{Record, data_dir};
use stratagem::games::gdl::Description;
use stratagem::games::gdl::rules::Rules;
use stratagem::games::{kings, provinces, robots, tactigon};
use stratagem::gdl::{Gdl, kif};

/// A folder name a Windows user might give: a space, accents and a letter outside Latin-1.
const AWKWARD: &str = "Spielstände Ærø ğ";

/// Every file under `dir`, recursively, sorted.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files_under(&path));
        } else {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// `text` as Notepad saves it: a byte-order mark, then lines ending in CR LF.
fn windows_text(text: &str) -> String {
    format!("\u{feff}{}", text.replace("\r\n", "\n").replace('\n', "\r\n"))
}

/// Loads a shipped data file by what it is (its folder and extension) and describes the result:
/// the lines of its pretty `Debug` form, sorted (hash maps list their entries in any order),
/// with `root` written as `<root>` so that copies in other folders compare equal. A file no
/// loader claims fails the test, so a new kind of data file gets a loader here.
fn load(root: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(root).unwrap();
    let parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
    let described = match (parts.as_slice(), ext) {
        (["maps", "tactigon", _], "ron") => format!("{:#?}", tactigon::preset::Preset::load(file)),
        (["maps", "kings", _], "ron") => format!("{:#?}", kings::preset::Preset::load(file)),
        (["maps", "provinces", _], "ron") => format!("{:#?}", provinces::preset::Preset::load(file)),
        (["maps", "robots", _], "ron") => format!("{:#?}", robots::preset::Preset::load(file)),
        (["ai", "positions", _], "htn") => {
            let mut state = State::default();
            let text = stratagem::core::assets::read_text(file).unwrap();
            format!("{:#?}\n{state:#?}", state.add_text("facts", &text))
        }
        (["ai", _], "htn") => format!("{:#?}", Domain::load(file)),
        (["gdl", _], "kif") => {
            let text = stratagem::core::assets::read_text(file).unwrap();
            let gdl = Gdl::load(file).map(|g| format!("{:#?}\n{:#?}", g.roles(), g.initial()));
            format!("{:#?}\n{gdl:#?}", kif::parse("kif", &text))
        }
        (["tutorials", name], "ron") => tutorial_file(file, name),
        (["gdl", _], "ron") => format!("{:#?}", Description::<Rules>::style_for(&file.with_extension("kif"))),
        // A language's catalogs, once per language (from its language.ftl): its problems and
        // every message as that language shows it. Its other files are read as text here, so
        // the catalogs are not read again for each of them.
        (["i18n", _, name], "ftl") if *name != "language.ftl" => stratagem::core::assets::read_text(file).unwrap(),
        (["i18n", language, _], "ftl") => {
            let catalogs = std::sync::Arc::new(stratagem::i18n::Catalogs::load(&root.join("i18n")));
            let tr = stratagem::i18n::Translator::new(catalogs.clone(), language);
            let english =
                catalogs.get(stratagem::i18n::ENGLISH).map(|c| c.keys().collect::<Vec<_>>()).unwrap_or_default();
            let messages: Vec<String> = english.iter().map(|k| format!("{k} = {}", tr.text(k))).collect();
            format!("{:#?}\n{}", catalogs.problems, messages.join("\n"))
        }
        // A language's font, as egui will get it, and its licence.
        (["fonts", name], "otf") => {
            let fonts = stratagem::shell::language::fonts_for(&root.join("fonts"), Some(name));
            format!("{} fonts, {name}: {}", fonts.font_data.len(), fonts.font_data.contains_key(*name))
        }
        (["fonts", _], "txt") => stratagem::core::assets::read_text(file).unwrap(),
        _ => panic!("{}: no loader for this shipped file in the test", file.display()),
    };
    let root_text = format!("{root:?}");
    let mut lines: Vec<String> =
        described.lines().map(|l| l.replace(root_text.trim_matches('"'), "<root>").trim().to_string()).collect();
    lines.sort();
    lines
}

/// A tutorial (`<game>.ron`, read and checked whole) or its board (`<game>-board.ron`, a
/// preset of the game).
fn tutorial_file(file: &Path, name: &str) -> String {
    use stratagem::session::tutorial::Tutorial;
    let catalog = stratagem::games::catalog();
    match name {
        "kings-board.ron" => format!("{:#?}", kings::preset::Preset::load(file)),
        "tactigon-board.ron" => format!("{:#?}", tactigon::preset::Preset::load(file)),
        "provinces-board.ron" => format!("{:#?}", provinces::preset::Preset::load(file)),
        "robots-board.ron" => format!("{:#?}", robots::preset::Preset::load(file)),
        "kings.ron" => format!("{:#?}", Tutorial::read::<kings::Kings>(file, &catalog)),
        "tactigon.ron" => format!("{:#?}", Tutorial::read::<tactigon::Tactigon>(file, &catalog)),
        "provinces.ron" => format!("{:#?}", Tutorial::read::<provinces::Provinces>(file, &catalog)),
        "robots.ron" => format!("{:#?}", Tutorial::read::<robots::Robots>(file, &catalog)),
        "tictactoe.ron" => {
            format!("{:#?}", Tutorial::read::<stratagem::games::tictactoe::TicTacToe>(file, &catalog))
        }
        "gdl.ron" => format!("{:#?}", Tutorial::read::<stratagem::games::gdl::GdlPlay>(file, &catalog)),
        _ => panic!("{}: no loader for this tutorial file in the test", file.display()),
    }
}

#[test]
fn every_shipped_file_loads_the_same_with_crlf_a_bom_and_an_awkward_folder_name() {
    // Absolute, so that replacing it in the descriptions touches nothing but the paths.
    let shipped = std::path::absolute(asset_root()).unwrap();
    let copy = std::env::temp_dir().join(format!("stratagem-crlf-{}", std::process::id())).join(AWKWARD);
    let _ = std::fs::remove_dir_all(&copy);
    let mut checked = 0;
    for file in files_under(&shipped) {
        let target = copy.join(file.strip_prefix(&shipped).unwrap());
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        // Text files as Windows editors save them; fonts as they are.
        match std::fs::read_to_string(&file) {
            Ok(text) => std::fs::write(&target, windows_text(&text)).unwrap(),
            Err(_) => std::fs::copy(&file, &target).map(|_| ()).unwrap(),
        }
    }
    for file in files_under(&shipped) {
        let original = load(&shipped, &file);
        assert!(!original.iter().any(|l| l.starts_with("Err(")), "{}: the shipped file fails to load", file.display());
        let target = copy.join(file.strip_prefix(&shipped).unwrap());
        let windows = load(&copy, &target);
        if let Some((a, b)) = original.iter().zip(&windows).find(|(a, b)| a != b) {
            panic!("{}: loads differently with CRLF and a BOM: {a} / {b}", target.display());
        }
        assert_eq!(original.len(), windows.len(), "{}: loads differently with CRLF and a BOM", target.display());
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} shipped files found under {}", shipped.display());
    std::fs::remove_dir_all(copy.parent().unwrap()).unwrap();
}

#[test]
fn records_save_and_load_in_a_folder_with_an_awkward_name() {
    let dir = std::env::temp_dir().join(format!("stratagem-awkward-{}", std::process::id())).join(AWKWARD);
    let record = Record {
        game: "tictactoe".into(),
        rules: 1,
        preset: String::new(),
        options: Default::default(),
        first: Default::default(),
        seats: vec!["random".into(), "greedy".into()],
        seed: 7,
        moves: vec!["x@r1c1".into()],
        hints: vec![0],
    };
    let path = dir.join("partie à deux.ron");
    record.write(&path).unwrap();
    assert_eq!(Record::read(&path).unwrap(), record);
    // A record written by a Windows editor reads the same.
    std::fs::write(&path, windows_text(&record.to_text())).unwrap();
    assert_eq!(Record::read(&path).unwrap(), record);
    std::fs::remove_dir_all(dir.parent().unwrap()).unwrap();
}

/// The last `n` parts of a path.
fn tail(path: &Path, n: usize) -> Vec<String> {
    let parts: Vec<String> = path.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    parts[parts.len().saturating_sub(n)..].to_vec()
}

/// Saves and settings go to the platform's folders: `~/.local/share/stratagem` and
/// `~/.config/stratagem` on Linux, `%APPDATA%\stratagem\data` and `...\config` on Windows,
/// `~/Library/Application Support/stratagem` on macOS. Under wine this is the prefix's AppData.
#[test]
fn saves_and_settings_live_in_the_platforms_folders() {
    let (data, config): (&[&str], &[&str]) = if cfg!(windows) {
        (&["AppData", "Roaming", "stratagem", "data"], &["AppData", "Roaming", "stratagem", "config", "settings.ron"])
    } else if cfg!(target_os = "macos") {
        (
            &["Library", "Application Support", "stratagem"],
            &["Library", "Application Support", "stratagem", "settings.ron"],
        )
    } else {
        (&[".local", "share", "stratagem"], &[".config", "stratagem", "settings.ron"])
    };
    // A folder the user chose (ours, or XDG's on Linux) wins over the platform's.
    let chosen = |ours: &str, xdg: &str| {
        std::env::var_os(ours).map(PathBuf::from).or_else(|| {
            let xdg = std::env::var_os(xdg).filter(|_| cfg!(target_os = "linux"))?;
            Some(PathBuf::from(xdg).join("stratagem"))
        })
    };
    match chosen("STRATAGEM_DATA", "XDG_DATA_HOME") {
        Some(dir) => assert_eq!(data_dir(), dir),
        None => assert_eq!(tail(&data_dir(), data.len()), data, "{}", data_dir().display()),
    }
    let settings = stratagem::shell::settings::settings_path();
    match chosen("STRATAGEM_CONFIG", "XDG_CONFIG_HOME") {
        Some(dir) => assert_eq!(settings, dir.join("settings.ron")),
        None => assert_eq!(tail(&settings, config.len()), config, "{}", settings.display()),
    }
}

/// The icon built into the binary decodes: the window sets it at start-up.
#[test]
fn the_built_in_window_icon_decodes() {
    stratagem::app::window_icon().unwrap();
}
