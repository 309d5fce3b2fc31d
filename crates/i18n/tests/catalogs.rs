//! The catalogs as players meet them: every shipped language complete, a missing key in
//! English, plurals and decimals by the language, the system's locale matched, broken files
//! named, and the pseudo-language.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use stratagem_i18n::{Catalogs, ENGLISH, PSEUDO, Translator, number, pseudo};

fn shipped() -> Catalogs {
    Catalogs::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/i18n"))
}

/// A folder of catalogs written for one test: `files` as (language/file.ftl, text).
fn folder(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stratagem-i18n-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

#[test]
fn every_shipped_language_has_every_key_with_the_same_variables() {
    let catalogs = shipped();
    assert!(catalogs.problems.is_empty(), "{:#?}", catalogs.problems);
    let ids: Vec<&str> = catalogs.languages(false).map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["en", "de", "es", "fr", "pt-BR", "ru", "zh-CN"]);
    assert!(catalogs.get(ENGLISH).unwrap().keys().count() > 50);
    let differences = catalogs.differences();
    assert!(differences.is_empty(), "{}", differences.join("\n"));
    for language in catalogs.languages(false) {
        assert!(!language.name.is_empty(), "{} names itself", language.id);
    }
    assert_eq!(catalogs.get("zh-CN").unwrap().font.as_deref(), Some("NotoSansSC-subset.otf"));
    assert_eq!(catalogs.get("de").unwrap().font, None);
}

#[test]
fn a_key_missing_from_a_language_comes_from_english() {
    let dir = folder(
        "fallback",
        &[
            ("en/language.ftl", "language-name = English\nnumber-decimal = .\n"),
            ("en/menu.ftl", "play = Play\nquit = Quit\n"),
            ("de/language.ftl", "language-name = Deutsch\nnumber-decimal = ,\n"),
            ("de/menu.ftl", "play = Spielen\n"),
        ],
    );
    let catalogs = Arc::new(Catalogs::load(&dir));
    let de = Translator::new(catalogs.clone(), "de");
    assert_eq!(de.text("play"), "Spielen");
    assert_eq!(de.text("quit"), "Quit", "English, not a blank or the key");
    assert_eq!(catalogs.differences(), ["de: missing quit"]);
    // Only a key English lacks too comes back as itself (the suite checks the code's keys).
    assert_eq!(de.text("no-such-key"), "no-such-key");
}

#[test]
fn plurals_and_decimals_follow_the_language() {
    let counted =
        "moves = { $count ->\n    [one] { $count } one\n    [few] { $count } few\n   *[other] { $count } other\n}\n";
    let russian =
        "moves = { $count ->\n    [one] { $count } ход\n    [few] { $count } хода\n   *[many] { $count } ходов\n}\n";
    let dir = folder(
        "plurals",
        &[
            ("en/language.ftl", "language-name = English\nnumber-decimal = .\n"),
            ("en/game.ftl", counted),
            ("ru/language.ftl", "language-name = Русский\nnumber-decimal = ,\n"),
            ("ru/game.ftl", russian),
        ],
    );
    let catalogs = Arc::new(Catalogs::load(&dir));
    let (en, ru) = (Translator::new(catalogs.clone(), "en"), Translator::new(catalogs.clone(), "ru"));
    let moves = |tr: &Translator, n: u32| tr.text_with("moves", &[("count", number(n))]);
    assert_eq!([moves(&en, 1), moves(&en, 3)], ["1 one", "3 other"]);
    assert_eq!([moves(&ru, 1), moves(&ru, 3), moves(&ru, 5), moves(&ru, 21)], ["1 ход", "3 хода", "5 ходов", "21 ход"]);
    assert_eq!(ru.decimal(0.8, 2), "0,80");
    assert_eq!(en.decimal(0.8, 2), "0.80");
}

#[test]
fn the_systems_locale_finds_its_language() {
    let catalogs = shipped();
    for (system, chosen) in [
        ("de_DE.UTF-8", "de"),
        ("de-AT", "de"),
        ("pt-BR", "pt-BR"),
        ("pt_PT", "pt-BR"),
        ("zh-Hans-CN", "zh-CN"),
        ("zh_CN.UTF-8", "zh-CN"),
        ("fr-CA", "fr"),
        ("ja-JP", "en"),
        ("C", "en"),
        ("", "en"),
        ("pseudo", PSEUDO),
    ] {
        assert_eq!(catalogs.best_match(system), chosen, "{system}");
    }
}

#[test]
fn a_broken_file_is_named_with_its_line_and_its_good_messages_kept() {
    let dir = folder(
        "broken",
        &[
            ("en/language.ftl", "language-name = English\n"),
            ("en/menu.ftl", "play = Play\nthis line is not fluent\nquit = Quit\n"),
            ("fr/menu.ftl", "play = Jouer\n"),
            ("not a tag/menu.ftl", "play = ?\n"),
        ],
    );
    let catalogs = Catalogs::load(&dir);
    let problems = catalogs.problems.join("\n");
    assert!(problems.contains("menu.ftl: line 2"), "{problems}");
    assert!(problems.contains("fr/language.ftl: no language-name"), "{problems}");
    assert!(problems.contains("not a tag: not a language tag"), "{problems}");
    let en = Translator::new(Arc::new(catalogs), "en");
    assert_eq!((en.text("play"), en.text("quit")), ("Play".to_string(), "Quit".to_string()));
    let none = Catalogs::load(&dir.join("missing"));
    assert!(none.problems[0].contains("cannot read the translations folder"), "{:?}", none.problems);
    assert_eq!(Translator::new(Arc::new(none), "de").text("play"), "play");
}

#[test]
fn the_pseudo_language_accents_and_lengthens_the_catalogs_text_only() {
    let catalogs = Arc::new(shipped());
    let tr = Translator::new(catalogs, PSEUDO);
    let start = tr.text("menu-start");
    assert_eq!(start, "[Šţàřţ]", "brackets and padding make it 40% longer");
    let long = tr.text("menu-subtitle");
    let english = "Turn-based strategy games with computer players that think.";
    assert!(long.chars().count() as f64 >= english.chars().count() as f64 * 1.4, "{long}");
    assert!(!long.chars().any(|c| "aeiou".contains(c)), "every vowel accented: {long}");
    // A variable is shown as given: a player's name is not accented.
    let plays = tr.text_with("setup-plays", &[("seat", "Blue".into())]);
    assert!(plays.starts_with("Blue") && plays.contains("pĺàýš"), "{plays}");
    assert_eq!(pseudo("  "), "  ");
    assert_eq!(tr.decimal(0.8, 2), "0.80", "numbers stay readable");
}

/// What the rules say (`Text`): a key with variables that are numbers (choosing the plural
/// form) or more text, itself translated; plain words shown as they are.
#[test]
fn rules_text_is_shown_in_the_language_with_its_variables_translated() {
    use stratagem_core::Text;
    let dir = folder(
        "text",
        &[
            ("en/language.ftl", "language-name = English\nnumber-decimal = .\n"),
            (
                "en/game.ftl",
                "seat-red = Red\nlost = { $seat } lost { $count ->\n    [one] one king\n   *[other] { $count } kings\n}\n",
            ),
            ("ru/language.ftl", "language-name = Русский\nnumber-decimal = ,\n"),
            (
                "ru/game.ftl",
                "seat-red = Красные\nlost = { $seat } потеряли { $count ->\n    [one] { $count } короля\n   *[many] { $count } королей\n}\n",
            ),
        ],
    );
    let catalogs = Arc::new(Catalogs::load(&dir));
    let lost = Text::new("lost").with("seat", Text::new("seat-red")).with("count", 5);
    assert_eq!(Translator::new(catalogs.clone(), "en").show(&lost), "Red lost 5 kings");
    assert_eq!(Translator::new(catalogs.clone(), "ru").show(&lost), "Красные потеряли 5 королей");
    let named = Text::new("lost").with("seat", "xplayer").with("count", 1);
    assert_eq!(Translator::new(catalogs, "ru").show(&named), "xplayer потеряли 1 короля");
}
