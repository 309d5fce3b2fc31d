//! Words for players without the words: a message key of the catalogs
//! (`assets/i18n/<language>/*.ftl`) and its variables. The rules describe what is on a tile, why
//! a move cannot be played or how a game ended as `Text`, so the window shows it in the player's
//! language and the command line in English (`stratagem_i18n::english`), from the same catalogs.
//! What a game's own files name (a GDL role, a move's notation) is `Text::Plain`, shown as
//! written in every language.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

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

number_args!(i32, i64, u8, u32, usize);
