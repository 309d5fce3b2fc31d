//! The words players read, from Project Fluent catalogs: `assets/i18n/<language>/*.ftl`, one
//! folder per language named by its BCP 47 tag (`de`, `pt-BR`, `zh-CN`). Each folder's
//! `language.ftl` names the language in itself (`language-name`), the decimal separator its
//! numbers use (`number-decimal`) and, when egui's fonts lack its script, the font it needs
//! under `assets/fonts/` (`language-font`). A language is added by copying a folder.
//!
//! A key missing from a language is taken from English: a player never sees a blank or a raw
//! key. The pseudo-language (`pseudo`) is English accented and 40% longer, to show what does
//! not come from the catalogs and which layouts break with longer words.

mod pseudo;
mod reading;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, OnceLock};
use stratagem_core::assets::asset_root;
use stratagem_core::{Arg, Text};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue as Value;
pub use pseudo::pseudo;

/// The language every other one falls back to, and that `differences` compares with.
pub const ENGLISH: &str = "en";
/// The pseudo-language's id (`STRATAGEM_LANGUAGE=pseudo`).
pub const PSEUDO: &str = "pseudo";

/// One language's catalog.
pub struct Catalog {
    /// The folder's name, a BCP 47 tag.
    pub id: String,
    /// The language's name in itself, for the menu.
    pub name: String,
    /// A font file under `assets/fonts/` the language needs, if egui's own lack its script.
    pub font: Option<String>,
    decimal: String,
    bundle: FluentBundle<FluentResource>,
    /// Each message's variables, for comparing languages.
    variables: BTreeMap<String, BTreeSet<String>>,
}

impl Catalog {
    /// The keys this catalog has.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.variables.keys().map(String::as_str)
    }

    /// The variables a message uses (`None` if it has no such key).
    pub fn variables(&self, key: &str) -> Option<&BTreeSet<String>> {
        self.variables.get(key)
    }

    fn format(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        // A variable the caller did not give is shown by Fluent as `{$name}`: better than a
        // blank, and the tests compare variables so it does not ship.
        Some(text.into_owned())
    }
}

/// Every language found, English first, and what was wrong with the files.
pub struct Catalogs {
    languages: Vec<Catalog>,
    /// Each problem with a file, naming the file (shown in the menu and the log).
    pub problems: Vec<String>,
}

impl Catalogs {
    /// Reads every language folder under `dir` (`assets/i18n`). Never fails: a broken file is
    /// a problem in `problems` and its good messages are still used; a language whose
    /// `language.ftl` gives no name is left out. The pseudo-language is made from English.
    pub fn load(dir: &Path) -> Catalogs {
        let (mut languages, problems) = reading::read_all(dir);
        languages.sort_by_key(|c| (c.id != ENGLISH, c.id.clone()));
        Catalogs { languages, problems }
    }

    /// The languages for the menu, English first; the pseudo-language is left out unless
    /// `with_pseudo`.
    pub fn languages(&self, with_pseudo: bool) -> impl Iterator<Item = &Catalog> {
        self.languages.iter().filter(move |c| with_pseudo || c.id != PSEUDO)
    }

    pub fn get(&self, id: &str) -> Option<&Catalog> {
        self.languages.iter().find(|c| c.id == id)
    }

    /// The language to use for a wanted tag (the system's locale such as `de-AT` or `zh_CN.UTF-8`,
    /// or a choice from the settings): that language, else one of the same language and script
    /// or region, else the same language, else English.
    pub fn best_match(&self, wanted: &str) -> &str {
        let tag = wanted.split(['.', '@']).next().unwrap_or("").replace('_', "-");
        if let Some(exact) = self.languages.iter().find(|c| c.id.eq_ignore_ascii_case(&tag)) {
            return &exact.id;
        }
        let Ok(wanted) = tag.parse::<LanguageIdentifier>() else { return ENGLISH };
        let same_language = |c: &&Catalog| {
            c.id.parse::<LanguageIdentifier>().is_ok_and(|id| id.language == wanted.language && c.id != PSEUDO)
        };
        let candidates: Vec<&Catalog> = self.languages.iter().filter(same_language).collect();
        let closer = candidates.iter().find(|c| {
            let id: LanguageIdentifier = c.id.parse().unwrap_or_default();
            (wanted.region.is_some() && id.region == wanted.region)
                || (wanted.script.is_some() && id.script == wanted.script)
        });
        closer.or(candidates.first()).map_or(ENGLISH, |c| &c.id)
    }

    /// Where each language differs from English: keys missing or extra, and messages whose
    /// variables differ (`language-font` is the one key a language may add or leave out).
    pub fn differences(&self) -> Vec<String> {
        let Some(english) = self.get(ENGLISH) else { return vec!["no English catalog".to_string()] };
        let mut found = Vec::new();
        for other in self.languages.iter().filter(|c| c.id != ENGLISH && c.id != PSEUDO) {
            for (key, vars) in &english.variables {
                match other.variables.get(key) {
                    None if key != "language-font" => found.push(format!("{}: missing {key}", other.id)),
                    Some(theirs) if theirs != vars => {
                        found.push(format!("{}: {key} uses {theirs:?}, English uses {vars:?}", other.id))
                    }
                    _ => {}
                }
            }
            for key in other.variables.keys().filter(|k| !english.variables.contains_key(*k) && *k != "language-font") {
                found.push(format!("{}: {key} is not in English", other.id));
            }
        }
        found
    }
}

/// The words of one language, falling back to English key by key. Cheap to clone.
#[derive(Clone)]
pub struct Translator {
    catalogs: Arc<Catalogs>,
    current: usize,
}

impl Translator {
    /// The language `id` (as `Catalogs::best_match` chooses), falling back to English.
    pub fn new(catalogs: Arc<Catalogs>, id: &str) -> Translator {
        let id = catalogs.best_match(id).to_string();
        let current = catalogs.languages.iter().position(|c| c.id == id).unwrap_or(0);
        Translator { catalogs, current }
    }

    pub fn catalogs(&self) -> &Arc<Catalogs> {
        &self.catalogs
    }

    /// The language in use; `None` when no catalog was found at all.
    pub fn language(&self) -> Option<&Catalog> {
        self.catalogs.languages.get(self.current)
    }

    /// The message `key`; from English when this language lacks it; the key itself only if
    /// English lacks it too (the suite checks that every key the code uses is in English).
    pub fn text(&self, key: &str) -> String {
        self.lookup(key, None)
    }

    /// The shipped words `english` in this language, when the catalogs have them as `key`: a
    /// shipped map's name or an option's value. A file changed since (its name no longer the
    /// English message) keeps its own words, as does anything the catalogs do not name.
    pub fn shipped(&self, key: &str, english: &str) -> String {
        match self.catalogs.get(ENGLISH).and_then(|c| c.format(key, None)) {
            Some(words) if words == english => self.text(key),
            _ => english.to_string(),
        }
    }

    /// The message `key`, or `otherwise` when no catalog has it (words the catalogs name only
    /// for some values, such as a choice's value).
    pub fn text_or(&self, key: &str, otherwise: &str) -> String {
        match self.catalogs.get(ENGLISH).and_then(|c| c.format(key, None)) {
            Some(_) => self.text(key),
            None => otherwise.to_string(),
        }
    }

    /// The message `key` with its variables: `tr.text_with("moves-played", &[("count", 7.into())])`.
    /// Numbers choose plural forms by the language's rules.
    pub fn text_with(&self, key: &str, args: &[(&str, Value)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.lookup(key, Some(&fluent))
    }

    /// Words from the rules (`Text`) in this language: its variables shown first, each in
    /// this language too.
    pub fn show(&self, text: &Text) -> String {
        match text {
            Text::Plain(words) => words.clone(),
            Text::List(items) => {
                items.iter().map(|item| self.show(item)).collect::<Vec<_>>().join(&self.text("list-separator"))
            }
            Text::Message { key, args } if args.is_empty() => self.text(key),
            Text::Message { key, args } => {
                let mut fluent = FluentArgs::new();
                for (name, value) in args {
                    match value {
                        Arg::Number(n) => fluent.set(name.as_ref(), FluentValue::from(*n)),
                        Arg::Text(inner) => fluent.set(name.as_ref(), FluentValue::from(self.show(inner))),
                    }
                }
                self.lookup(key, Some(&fluent))
            }
        }
    }

    fn lookup(&self, key: &str, args: Option<&FluentArgs>) -> String {
        let current = self.catalogs.languages.get(self.current);
        current
            .and_then(|c| c.format(key, args))
            .or_else(|| self.catalogs.get(ENGLISH).and_then(|c| c.format(key, args)))
            .unwrap_or_else(|| key.to_string())
    }

    /// `value` with `places` decimals and the language's decimal separator (0,80 in German).
    pub fn decimal(&self, value: f64, places: usize) -> String {
        let text = format!("{value:.places$}");
        match self.language() {
            Some(c) if c.decimal != "." => text.replace('.', &c.decimal),
            _ => text,
        }
    }
}

/// A number as a Fluent value, for `text_with`.
pub fn number(n: impl Into<f64>) -> Value<'static> {
    FluentValue::from(n.into())
}

/// The English catalog, read once from the assets folder: the words of the command line, the
/// logs and the server's messages, which stay English (scripts read them).
pub fn english() -> &'static Translator {
    static ENGLISH_WORDS: OnceLock<Translator> = OnceLock::new();
    ENGLISH_WORDS.get_or_init(|| Translator::new(Arc::new(Catalogs::load(&asset_root().join("i18n"))), ENGLISH))
}

/// Makes every `Text` display in English (`format!("{text}")`): the command line, the server
/// and the logs call this first thing. The catalog is read on first use.
pub fn install_english() {
    stratagem_core::text::set_display(|text| english().show(text));
}
