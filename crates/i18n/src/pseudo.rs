//! The pseudo-language: English with its letters accented and each piece of text 40% longer,
//! bracketed. Text on screen without accents did not come from a catalog; text cut short shows
//! a layout that will break in a longer language. Fluent applies it to the catalog's text only,
//! never to variables (a player's name stays as typed).

use std::borrow::Cow;

/// The transform Fluent calls on each piece of a pattern's text.
pub(super) fn transform(text: &str) -> Cow<'_, str> {
    Cow::Owned(pseudo(text))
}

/// `text` accented, lengthened by 40% with `~`, in brackets; blank text stays blank (it is
/// the space between words and variables).
pub fn pseudo(text: &str) -> String {
    if text.trim().is_empty() {
        return text.to_string();
    }
    let accented: String = text.chars().map(accent).collect();
    let letters = text.chars().count();
    let padding = (letters * 2).div_ceil(5).saturating_sub(2);
    format!("[{accented}{}]", "~".repeat(padding))
}

fn accent(c: char) -> char {
    // Letters from Latin-1 and Latin Extended-A only, which egui's fonts have.
    const PLAIN: &str = "acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ";
    const MARKED: &str = "àçđéĝĥîĵķĺñöřšţûŵýžÀÇĐÉĜĤÎĴĶĹÑÖŘŠŢÛŴÝŽ";
    PLAIN.chars().position(|p| p == c).and_then(|i| MARKED.chars().nth(i)).unwrap_or(c)
}
