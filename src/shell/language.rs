//! The language the window speaks. The catalogs (`stratagem::i18n`, from `assets/i18n/`) are
//! read once; the language is `STRATAGEM_LANGUAGE` if set (`pseudo` for the pseudo-language),
//! else the menu's choice kept in the settings, else the operating system's. A language whose
//! script egui's fonts lack names a font under `assets/fonts/`, given to egui only while that
//! language is in use.

use super::settings::Settings;
use crate::core::assets::asset_root;
use crate::i18n::{Catalogs, Translator};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::Path;
use std::sync::Arc;

/// The environment variable that overrides the language (and selects `pseudo`).
pub const LANGUAGE_VARIABLE: &str = "STRATAGEM_LANGUAGE";

/// Reads the catalogs and follows the language setting; headless apps have it too, since the
/// words of moves and errors come from it.
pub struct LanguagePlugin;

impl Plugin for LanguagePlugin {
    fn build(&self, app: &mut App) {
        let settings = app.world().get_resource::<Settings>().cloned();
        app.insert_resource(Tr::load(settings.as_ref())).add_systems(Update, follow_settings);
    }
}

/// Gives egui the font the language needs (in windowed apps).
pub struct LanguageFontPlugin;

impl Plugin for LanguageFontPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, language_font);
    }
}

/// The words of the language in use: `tr.text("menu-play")`.
#[derive(Resource, Clone, Deref)]
pub struct Tr {
    #[deref]
    pub words: Translator,
    /// The operating system's language tag, read once at start (the menu names it each frame).
    pub system: String,
}

impl Tr {
    /// The catalogs under `assets/i18n`, in the language `wanted_language` picks. Problems with
    /// the files are logged, naming each file; the menu shows them too.
    pub fn load(settings: Option<&Settings>) -> Tr {
        let catalogs = Catalogs::load(&asset_root().join("i18n"));
        for problem in &catalogs.problems {
            warn!("Translations: {problem}");
        }
        let system = system_language();
        Tr { words: Translator::new(Arc::new(catalogs), &wanted_language(settings)), system }
    }
}

/// `STRATAGEM_LANGUAGE`, else the settings' choice, else the system's locale, else English.
pub fn wanted_language(settings: Option<&Settings>) -> String {
    std::env::var(LANGUAGE_VARIABLE)
        .ok()
        .filter(|v| !v.trim().is_empty())
        .or_else(|| settings.and_then(|s| s.language.clone()))
        .unwrap_or_else(system_language)
}

/// The operating system's language tag, English when it says none.
pub fn system_language() -> String {
    sys_locale::get_locale().unwrap_or_else(|| crate::i18n::ENGLISH.to_string())
}

/// A change of the language setting switches the words at once.
fn follow_settings(settings: Option<Res<Settings>>, mut tr: ResMut<Tr>) {
    let Some(settings) = settings.filter(|s| s.is_changed()) else { return };
    let wanted = wanted_language(Some(&settings));
    let id = tr.catalogs().best_match(&wanted).to_string();
    if tr.language().is_none_or(|c| c.id != id) {
        tr.words = Translator::new(tr.catalogs().clone(), &id);
    }
}

/// Gives egui the fonts of the language in use, when it changes.
fn language_font(mut contexts: EguiContexts, tr: Res<Tr>, mut applied: Local<Option<Option<String>>>) -> Result {
    let wanted = tr.language().and_then(|c| c.font.clone());
    if applied.as_ref() == Some(&wanted) {
        return Ok(());
    }
    contexts.ctx_mut()?.set_fonts(fonts_for(&asset_root().join("fonts"), wanted.as_deref()));
    *applied = Some(wanted);
    Ok(())
}

/// egui's own fonts, plus the language's font file in `dir` (if it names one) after them, for
/// the characters they lack. Read only when such a language is chosen; a missing or broken
/// font is logged, naming the file, and egui's fonts are used alone (egui would panic on it).
pub fn fonts_for(dir: &Path, font: Option<&str>) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    let Some(file) = font else { return fonts };
    let path = dir.join(file);
    match std::fs::read(&path) {
        Ok(bytes) if skrifa::FontRef::new(&bytes).is_err() => {
            warn!(
                "{}: not a font egui can read (TrueType or OpenType), so the language's script may not show",
                path.display()
            )
        }
        Ok(bytes) => {
            fonts.font_data.insert(file.to_string(), Arc::new(egui::FontData::from_owned(bytes)));
            for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
                fonts.families.entry(family).or_default().push(file.to_string());
            }
        }
        Err(e) => warn!("{}: cannot read the language's font: {e}", path.display()),
    }
    fonts
}
