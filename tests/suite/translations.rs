//! The window's words come from the catalogs: the keys the code names exist, no view file that
//! has moved to the catalogs writes a player-visible literal, each language's font has its
//! characters, and the language setting switches the words.

use bevy_egui::egui;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;
use stratagem::core::assets::asset_root;
use stratagem::i18n::{Catalogs, ENGLISH, PSEUDO, Translator};
use stratagem::shell::language::fonts_for;

fn catalogs() -> Catalogs {
    Catalogs::load(&asset_root().join("i18n"))
}

/// The view code: the shell's screens, each game's view and the online page (the files that
/// draw with egui; the others write to the log or the terminal, which stay English).
fn view_files() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut add = |path: std::path::PathBuf| {
        if let Ok(text) = std::fs::read_to_string(&path)
            && text.contains("egui")
        {
            let name = path.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
            // They name egui only to give it fonts and to keep sound input out of its way;
            // their literals are paths and environment variables.
            if !["shell/language.rs", "shell/sound.rs"].contains(&name.as_str()) {
                files.push((name, text));
            }
        }
    };
    for entry in std::fs::read_dir(src.join("shell")).unwrap().flatten() {
        add(entry.path());
    }
    for entry in std::fs::read_dir(src.join("games")).unwrap().flatten() {
        add(entry.path().join("view.rs"));
    }
    add(src.join("net/window.rs"));
    files.sort();
    files
}

/// The code without comments, so doc comments' words are not taken for the screen's.
fn code_only(text: &str) -> String {
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The string literals of the code that could reach the screen: every literal with words in
/// it, except catalog keys and egui ids (`a-b`), a message's variable names (`("name", ...)`),
/// and lines that name ids or write to the log (which stays English).
fn shown_literals(code: &str) -> Vec<String> {
    const NOT_SHOWN: [&str; 14] = [
        "Id::new(",
        "Panel::",
        // Key names, the same in every language, and the platforms they differ on.
        "Fixed(",
        "cfg!(",
        "id_salt(",
        "Grid::new(",
        "root_ui(",
        "warn!(",
        "info!(",
        "error!(",
        "debug!(",
        "expect(",
        "panic!(",
        "env!(",
    ];
    let mut found = Vec::new();
    for line in code.lines().filter(|l| !NOT_SHOWN.iter().any(|n| l.contains(n))) {
        let parts: Vec<&str> = line.split('"').collect();
        for i in (1..parts.len()).step_by(2) {
            let literal = parts[i];
            let variable = parts[i - 1].ends_with('(') && parts.get(i + 1).is_some_and(|p| p.starts_with(','));
            let words = literal.split(['{', '}']).step_by(2).flat_map(str::chars).filter(|c| c.is_alphabetic()).count();
            if words >= 2 && !variable && !is_key(literal) {
                found.push(literal.to_string());
            }
        }
    }
    found
}

fn is_key(literal: &str) -> bool {
    literal.contains('-') && literal.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[test]
fn view_files_show_no_literal_words() {
    let mut problems = Vec::new();
    for (name, text) in view_files() {
        let literals = shown_literals(&code_only(&text));
        if !literals.is_empty() {
            problems.push(format!("{name} shows words that are not from the catalogs: {literals:?}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The reader finds what it looks for.
    let sample = "ui.label(format!(\"Online match {code}\")); ui.button(tr.text(\"menu-play\"));\n\
                  tr.text_with(\"setup-plays\", &[(\"seat\", name.into())]); format!(\"{label}: {value:?}\");\n\
                  egui::Id::new(\"board text\");\n lines.push(\"(3,3) floor\".to_string());";
    assert_eq!(shown_literals(sample), ["Online match {code}", "(3,3) floor"]);
}

#[test]
fn every_key_the_code_names_is_in_english() {
    let catalogs = catalogs();
    let english = catalogs.get(ENGLISH).expect("an English catalog");
    let keys: BTreeSet<&str> = english.keys().collect();
    let sections: BTreeSet<&str> = keys.iter().filter_map(|k| k.split('-').next()).collect();
    // egui ids that share a section's first word.
    let ids = [
        "menu-root",
        "editor-root",
        "editor-bar",
        "editor-tools",
        "editor-problems",
        "online-root",
        "online-form",
        "online-matches",
        "provinces-shop",
        "robots-root",
        "robots-hand",
        "gdl-root",
        "gdl-moves",
        "gdl-scroll",
        "game-cards",
        "game-root",
        "ggp-address",
        "ggp-address-problem",
    ];
    let mut missing = Vec::new();
    let mut named = 0;
    for (name, text) in view_files() {
        for literal in code_only(&text).split('"').skip(1).step_by(2) {
            let section = literal.split('-').next().unwrap_or("");
            if is_key(literal) && sections.contains(section) && !ids.contains(&literal) {
                named += 1;
                if !keys.contains(literal) {
                    missing.push(format!("{name}: {literal}"));
                }
            }
        }
    }
    assert!(named > 50, "the reader finds the keys ({named})");
    assert!(missing.is_empty(), "keys not in assets/i18n/en: {missing:?}");
}

/// egui's fonts with the language's own, after one frame so they are loaded.
fn fonts_of(font: Option<&str>) -> egui::Context {
    let ctx = egui::Context::default();
    ctx.set_fonts(fonts_for(&asset_root().join("fonts"), font));
    ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
    ctx
}

#[test]
fn each_language_has_the_glyphs_of_its_words() {
    let catalogs = Arc::new(catalogs());
    for language in catalogs.languages(true) {
        let ctx = fonts_of(language.font.as_deref());
        let tr = Translator::new(catalogs.clone(), &language.id);
        let mut lacking = BTreeSet::new();
        for key in catalogs.get(ENGLISH).unwrap().keys() {
            let text = tr.text(key);
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                if !ctx.fonts_mut(|f| f.has_glyph(&egui::FontId::proportional(14.0), c)) {
                    lacking.insert(c);
                }
            }
        }
        assert!(lacking.is_empty(), "{}: no glyph for {lacking:?} (tools/fonts/subset-cjk cuts the font)", language.id);
    }
    // egui's own fonts lack Chinese: the font is what shows it.
    assert!(!fonts_of(None).fonts_mut(|f| f.has_glyph(&egui::FontId::proportional(14.0), '游')));
}

#[test]
fn a_broken_font_leaves_egui_its_own() {
    let dir = std::env::temp_dir().join(format!("stratagem-font-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("broken.otf"), b"not a font").unwrap();
    let defaults = egui::FontDefinitions::default();
    for file in ["broken.otf", "missing.otf"] {
        let fonts = fonts_for(&dir, Some(file));
        assert_eq!(fonts.font_data.len(), defaults.font_data.len(), "{file} is left out");
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts);
        ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
    }
}

#[test]
fn the_pseudo_language_is_chosen_by_its_variable() {
    let catalogs = Arc::new(catalogs());
    assert_eq!(catalogs.best_match(PSEUDO), PSEUDO);
    let tr = Translator::new(catalogs, PSEUDO);
    assert_eq!(tr.text("menu-rules"), "[Řûĺéš]");
}

#[test]
fn the_language_setting_switches_the_words() {
    use stratagem::shell::language::Tr;
    use stratagem::shell::settings::Settings;
    if std::env::var_os(stratagem::shell::language::LANGUAGE_VARIABLE).is_some() {
        return; // the variable outranks the setting
    }
    let mut app = stratagem::app::headless_app(None);
    for (chosen, play) in [("de", "Spielen"), ("zh-CN", "开始游戏"), ("pt-BR", "Jogar"), ("en", "Play")] {
        app.insert_resource(Settings { language: Some(chosen.to_string()), ..Settings::default() });
        app.update();
        let tr = app.world().resource::<Tr>();
        assert_eq!(tr.language().map(|c| c.id.as_str()), Some(chosen));
        assert_eq!(tr.text("menu-play"), play);
    }
}

/// Every word a game's catalog entry gives the menu and the game screen (its name, card line,
/// rules page, pieces, how to play, seats, options, computer players and file kind) is a key
/// English has, so no language shows the rules crates' English or a raw key.
#[test]
fn every_catalog_entry_word_is_a_key_in_english() {
    let catalogs = catalogs();
    let english = catalogs.get(ENGLISH).expect("an English catalog");
    let keys: BTreeSet<&str> = english.keys().collect();
    let mut named = Vec::new();
    for entry in &stratagem::games::catalog().games {
        named.extend([entry.name, entry.tagline, entry.how_to_play]);
        named.extend(entry.rules.iter().copied());
        named.extend(entry.pieces.iter().map(|(_, what)| *what));
        named.extend(entry.seat_names.iter().copied());
        named.extend(entry.options.iter().flat_map(|o| [o.label, o.help]));
        named.extend(entry.ai_kinds.iter().flat_map(|k| [k.name, k.help]));
        named.extend(entry.opens.iter().flat_map(|kind| [kind.button, kind.filter]));
    }
    let missing: Vec<&str> = named.iter().copied().filter(|k| !keys.contains(k)).collect();
    assert!(named.len() > 100, "the entries' words are found ({})", named.len());
    assert!(missing.is_empty(), "catalog entry words that are not keys in assets/i18n/en: {missing:?}");
}

/// A seat's name on the game screen comes from the catalogs, in the chosen language; a GDL
/// role keeps the description's own name.
#[test]
fn seat_names_are_shown_in_the_players_language() {
    use stratagem::games::provinces::Provinces;
    use stratagem::session::PlayableGame;
    let catalogs = Arc::new(catalogs());
    let de = Translator::new(catalogs.clone(), "de");
    let setup = stratagem::games::catalog().default_setup("provinces").unwrap();
    let game = Provinces::start(&setup).unwrap();
    let red = game.seat_text(stratagem::core::Seat(0));
    assert_eq!(red.key(), Some("provinces-seat-red"));
    assert_eq!(Translator::new(catalogs.clone(), ENGLISH).show(&red), "Red");
    assert_eq!(de.show(&red), "Rot");
    assert_eq!(Translator::new(catalogs, PSEUDO).show(&red), stratagem::i18n::pseudo("Red"));
    let plain = stratagem::core::Text::plain("xplayer");
    assert_eq!(de.show(&plain), "xplayer");
}

/// Every message key in a text the rules gave, its variables' included.
fn keys_of(text: &stratagem::core::Text, out: &mut Vec<String>) {
    use stratagem::core::{Arg, Text};
    match text {
        Text::Message { key, args } => {
            out.push(key.to_string());
            for (_, arg) in args {
                if let Arg::Text(inner) = arg {
                    keys_of(inner, out);
                }
            }
        }
        Text::List(items) => items.iter().for_each(|item| keys_of(item, out)),
        Text::Plain(_) => {}
    }
}

/// What one game's rules say over a game of random moves to its end: its status lines, every
/// tile's contents and why each move of the first position is refused after each move, what
/// each move did, and how the game ended.
fn rules_texts<G: stratagem::session::PlayableGame>(setup: &stratagem::session::Setup) -> Vec<stratagem::core::Text> {
    let mut state = G::start(setup).expect("the default setup starts");
    let mut first_moves = Vec::new();
    state.legal_moves(&mut first_moves);
    let mut said = Vec::new();
    for ply in 0..400 {
        said.extend(state.status_lines());
        if ply % 10 == 0 {
            for x in -1..=16 {
                for y in -1..=16 {
                    said.extend(state.describe_tile((x, y)));
                }
            }
        }
        said.extend(first_moves.iter().filter_map(|&mv| state.why_illegal(mv)));
        let Some(mv) = stratagem::ai::random_move(&state, ply) else { break };
        let steps = state.play(mv);
        said.extend(steps.iter().map(|step| step.describe(|seat| state.seat_text(seat))));
    }
    said.extend(state.outcome().map(|o| o.reason().clone()));
    said
}

/// What the rules say (status lines, tile descriptions, refusals, moves' steps, how the game
/// ended) names only keys English has, and every language shows it whole: no raw key, no
/// variable left unfilled.
#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn what_the_rules_say_of_a_position_is_shown_in_every_language() {
    let mut ended = 0;
    for entry in &stratagem::games::catalog().games {
        let setup = entry.default_setup();
        let said = stratagem::with_game!(entry.id, G => Ok::<_, String>(rules_texts::<G>(&setup))).unwrap();
        assert!(!said.is_empty(), "{}: the rules say something", entry.id);
        ended += usize::from(said.iter().any(|t| t.key().is_some_and(|k| k.contains("-end-"))));
        assert_shown_whole(entry.id, &said);
    }
    assert!(ended >= 3, "random games end in most games, so their endings are checked ({ended})");
}

/// Texts the program said name only keys English has, and every language (the pseudo one
/// too) shows each whole: no raw key, no variable left unfilled, not empty.
pub fn assert_shown_whole(what: &str, said: &[stratagem::core::Text]) {
    let catalogs = Arc::new(catalogs());
    let english: BTreeSet<String> = catalogs.get(ENGLISH).unwrap().keys().map(str::to_string).collect();
    let translators: Vec<Translator> =
        catalogs.languages(true).map(|c| Translator::new(catalogs.clone(), &c.id)).collect();
    let mut keys = Vec::new();
    said.iter().for_each(|text| keys_of(text, &mut keys));
    let missing: BTreeSet<&String> = keys.iter().filter(|k| !english.contains(*k)).collect();
    assert!(missing.is_empty(), "{what}: keys not in English: {missing:?}");
    for tr in &translators {
        let mut seen = BTreeSet::new();
        for text in said.iter().filter(|t| seen.insert(format!("{t:?}"))).take(400) {
            let shown = tr.show(text);
            let raw = text.key().is_some_and(|k| shown.contains(k));
            assert!(!raw && !shown.contains("{$") && !shown.is_empty(), "{what}: {text:?} shows as {shown:?}");
        }
    }
}

/// Every shipped map and GDL description has its name in the catalogs, in English as its file
/// writes it, and every value of a choice option has words; another language shows its own,
/// while a map renamed in its file keeps the file's name.
#[test]
fn shipped_map_names_and_option_values_are_in_the_catalogs() {
    use stratagem::core::options::OptionKind;
    let catalogs = Arc::new(catalogs());
    let en = Translator::new(catalogs.clone(), ENGLISH);
    let de = Translator::new(catalogs, "de");
    let shipped = |game: &str, id: &str| {
        let assets = asset_root();
        assets.join("maps").join(game).join(format!("{id}.ron")).exists()
            || (game == "gdl" && assets.join("gdl").join(format!("{id}.kif")).exists())
    };
    let mut maps = 0;
    for entry in &stratagem::games::catalog().games {
        for (id, name) in (entry.list_presets)().into_iter().flatten().filter(|(id, _)| shipped(entry.id, id)) {
            let key = format!("map-{}-{id}", entry.id);
            assert_eq!(en.text(&key), name, "{key}: the English message is the file's name");
            let german = de.shipped(&key, &name);
            assert!(german != key && !german.is_empty(), "{key}: {german}");
            maps += 1;
        }
        for option in &entry.options {
            let OptionKind::Choice(values) = option.kind else { continue };
            for value in values {
                let key = format!("{}-{value}", option.label);
                assert_ne!(en.text_or(&key, value), *value, "{key}: a choice's value has words");
                assert_ne!(de.text_or(&key, value), en.text(&key), "{key}: German has its own");
            }
        }
    }
    assert!(maps >= 20, "the shipped maps are found ({maps})");
    assert_ne!(de.shipped("map-provinces-duel-hex", "Hex duel"), "Hex duel");
    assert_eq!(de.shipped("map-provinces-duel-hex", "Our duel"), "Our duel", "a renamed map keeps its name");
    assert_eq!(de.shipped("map-provinces-no-such-map", "Mine"), "Mine");
    assert_eq!(de.text_or("provinces-option-move-set-no-such", "no-such"), "no-such");
}

/// A data file the RON reader cannot read is explained in the player's language with its line
/// and column, for the problems a person editing a map by hand makes.
#[test]
fn what_the_ron_reader_finds_wrong_is_said_in_the_players_language() {
    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // read only to be refused
    struct Map {
        name: String,
        size: u32,
        kind: Kind,
    }
    #[derive(Debug, serde::Deserialize)]
    enum Kind {
        Hex,
    }
    let catalogs = Arc::new(catalogs());
    let en = Translator::new(catalogs.clone(), ENGLISH);
    let de = Translator::new(catalogs, "de");
    let cases = [
        ("(name: \"a\", size: 3,", "1:20: the file ends too early"),
        ("(name: 5, size: 3, kind: Hex)", "expected text in double quotes"),
        ("(name: \"a\", size: x, kind: Hex)", "expected a whole number"),
        ("(name: \"a\", sise: 3, kind: Hex)", "unknown field 'sise'; the fields are: name, size, kind"),
        ("(name: \"a\", kind: Hex)", "missing field 'size'"),
        ("(name: \"a\", size: 3, kind: Square)", "unknown name 'Square'; expected one of: Hex"),
        ("(name: \"a\" size: 3, kind: Hex)", "expected ','"),
        ("(name: \"a\", size: 3, kind: Hex) x", "more text after the end"),
    ];
    for (text, said) in cases {
        let error = stratagem::core::assets::parse_ron::<Map>(text, Path::new("maps/broken.ron")).unwrap_err();
        let english = en.show(&error.text());
        assert!(english.starts_with("maps/broken.ron: 1:") && english.contains(said), "{text}: {english}");
        let german = de.show(&error.text());
        assert!(german != english && !german.contains("ron-"), "{text}: {german}");
    }
}
