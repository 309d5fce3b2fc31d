//! Helpers the suite's tests share.

/// Running on Wine rather than Windows (Wine puts its own `winecfg.exe` in system32): for the
/// few checks Wine cannot pass, skipped there with a note. See docs/platforms.md.
pub fn under_wine() -> bool {
    cfg!(windows) && std::path::Path::new(r"C:\windows\system32\winecfg.exe").exists()
}

/// What the rules or the game screen say, in English, as the command line shows it.
pub fn english(text: &stratagem::core::Text) -> String {
    stratagem::i18n::english().show(text)
}
