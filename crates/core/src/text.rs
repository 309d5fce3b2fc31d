//! Words for players without the words: a message key of the catalogs
//! (`assets/i18n/<language>/*.ftl`) and its variables. The rules describe what is on a tile, why
//! a move cannot be played or how a game ended as `Text`, so the window shows it in the player's
//! language (`Translator::show`) and everything else (the command line, logs, records' errors,
//! the server) in English, from the same catalogs: `Text` displays in English once
//! `stratagem_i18n` has installed its English catalog (`set_display`), which the programs do
//! first thing. This crate sits below the catalogs' reader, hence the hook. What a game's own
//! files name (a GDL role, a move's notation) is `Text::Plain`, shown as written everywhere.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Text {
    /// A catalog message and its variables by name.
    Message { key: Cow<'static, str>, args: Vec<(Cow<'static, str>, Arg)> },
    /// Words shown as they are.
    Plain(String),
    /// Several texts in a row, joined by the language's list separator (`list-separator`).
    List(Vec<Text>),
}

/// A message's variable: a number (which chooses plural forms) or more text.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    Number(i64),
    Text(Text),
}

impl Text {
    /// The message `key` with no variables yet.
    pub fn new(key: &'static str) -> Text {
        Text::Message { key: Cow::Borrowed(key), args: Vec::new() }
    }

    /// A catalog message whose key comes from data (a tutorial's steps), not from the code.
    pub fn keyed(key: String) -> Text {
        Text::Message { key: Cow::Owned(key), args: Vec::new() }
    }

    /// The message `key` about the tile `at`: its variables `x` and `y` (which also tell the
    /// map editor which tile a problem is at).
    pub fn at(key: &'static str, (x, y): (i32, i32)) -> Text {
        Text::new(key).with("x", x).with("y", y)
    }

    /// Words shown as they are in every language.
    pub fn plain(words: impl Into<String>) -> Text {
        Text::Plain(words.into())
    }

    /// This message with the variable `name` set.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        if let Text::Message { args, .. } = &mut self {
            args.push((Cow::Borrowed(name), value.into()));
        }
        self
    }

    /// The message's key, `None` for plain words: what tests compare, since the words change
    /// with the language.
    pub fn key(&self) -> Option<&str> {
        match self {
            Text::Message { key, .. } => Some(key),
            Text::Plain(_) | Text::List(_) => None,
        }
    }
}

/// No words: what a field of text holds before it is filled.
impl Default for Text {
    fn default() -> Text {
        Text::Plain(String::new())
    }
}

/// Plain words, as written.
impl From<&str> for Text {
    fn from(words: &str) -> Text {
        Text::Plain(words.to_string())
    }
}

/// Plain words, as written.
impl From<String> for Text {
    fn from(words: String) -> Text {
        Text::Plain(words)
    }
}

impl From<Text> for Arg {
    fn from(text: Text) -> Arg {
        Arg::Text(text)
    }
}

impl From<String> for Arg {
    fn from(words: String) -> Arg {
        Arg::Text(Text::Plain(words))
    }
}

impl From<&str> for Arg {
    fn from(words: &str) -> Arg {
        Arg::Text(Text::Plain(words.to_string()))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}

number_args!(i32, i64, u8, u16, u32, u64, usize);

/// How a `Text` displays, once installed.
static DISPLAY: OnceLock<fn(&Text) -> String> = OnceLock::new();

/// Makes every `Text` display through `show` (the English catalog); the first call wins.
pub fn set_display(show: fn(&Text) -> String) {
    let _ = DISPLAY.set(show);
}

/// In English once the catalog is installed; before that (a rules crate's own tests), as the
/// key and its variables, `provinces-end-land(side: provinces-seat-red)`.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(show) = DISPLAY.get() {
            return f.write_str(&show(self));
        }
        match self {
            Text::Plain(words) => f.write_str(words),
            Text::List(items) => {
                let shown: Vec<String> = items.iter().map(Text::to_string).collect();
                f.write_str(&shown.join(", "))
            }
            Text::Message { key, args } => {
                f.write_str(key)?;
                let shown: Vec<String> = args
                    .iter()
                    .map(|(name, value)| match value {
                        Arg::Number(n) => format!("{name}: {n}"),
                        Arg::Text(text) => format!("{name}: {text}"),
                    })
                    .collect();
                if shown.is_empty() { Ok(()) } else { write!(f, "({})", shown.join(", ")) }
            }
        }
    }
}
