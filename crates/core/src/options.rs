//! Typed game options: each game declares its options (a choice among names, an integer in a
//! range, on/off) with a label and a default; setups and records keep the values by name.

use super::assets::quote;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What values an option takes.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionKind {
    Flag,
    Int { min: i64, max: i64 },
    Choice(&'static [&'static str]),
}

/// One option a game offers.
#[derive(Clone, Debug)]
pub struct OptionSpec {
    /// The name on the command line (`--option name=value`) and in records.
    pub name: &'static str,
    /// The label in the menu.
    pub label: &'static str,
    pub help: &'static str,
    pub kind: OptionKind,
    pub default: OptionValue,
}

impl OptionSpec {
    pub fn flag(name: &'static str, label: &'static str, help: &'static str) -> OptionSpec {
        OptionSpec { name, label, help, kind: OptionKind::Flag, default: OptionValue::Flag(false) }
    }

    /// Reads a value written on the command line or in a file.
    pub fn parse(&self, text: &str) -> Result<OptionValue, String> {
        let text = text.trim();
        let value = match &self.kind {
            OptionKind::Flag => match text {
                "on" | "true" | "yes" | "1" => OptionValue::Flag(true),
                "off" | "false" | "no" | "0" => OptionValue::Flag(false),
                _ => return Err(format!("option {} is on or off, not '{}'", self.name, quote(text))),
            },
            OptionKind::Int { .. } => OptionValue::Int(
                text.parse()
                    .map_err(|_| format!("option {} wants a whole number, not '{}'", self.name, quote(text)))?,
            ),
            OptionKind::Choice(_) => OptionValue::Choice(text.to_string()),
        };
        self.check(&value)?;
        Ok(value)
    }

    /// Whether a value fits this option.
    pub fn check(&self, value: &OptionValue) -> Result<(), String> {
        match (&self.kind, value) {
            (OptionKind::Flag, OptionValue::Flag(_)) => Ok(()),
            (OptionKind::Int { min, max }, OptionValue::Int(n)) if (min..=max).contains(&n) => Ok(()),
            (OptionKind::Int { min, max }, OptionValue::Int(n)) => {
                Err(format!("option {} must be from {min} to {max}, not {n}", self.name))
            }
            (OptionKind::Choice(names), OptionValue::Choice(name)) if names.contains(&name.as_str()) => Ok(()),
            (OptionKind::Choice(names), OptionValue::Choice(name)) => {
                Err(format!("option {} is one of {}, not '{}'", self.name, names.join(", "), quote(name)))
            }
            (kind, value) => Err(format!("option {} wants {}, not {value:?}", self.name, kind_words(kind))),
        }
    }
}

fn kind_words(kind: &OptionKind) -> &'static str {
    match kind {
        OptionKind::Flag => "on or off",
        OptionKind::Int { .. } => "a whole number",
        OptionKind::Choice(_) => "a name",
    }
}

/// An option's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    Flag(bool),
    Int(i64),
    Choice(String),
}

/// The values of a game's options, by name; every option the game declares is present.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Options(pub BTreeMap<String, OptionValue>);

impl Options {
    /// Every option at its default.
    pub fn defaults(specs: &[OptionSpec]) -> Options {
        Options(specs.iter().map(|s| (s.name.to_string(), s.default.clone())).collect())
    }

    /// Checks values read from a file against the game's options; missing ones take their
    /// default, unknown names and bad values are errors.
    pub fn validated(self, specs: &[OptionSpec]) -> Result<Options, String> {
        let mut out = Options::defaults(specs);
        for (name, value) in self.0 {
            let spec = find(specs, &name)?;
            spec.check(&value)?;
            out.0.insert(name, value);
        }
        Ok(out)
    }

    /// Sets `name=value` as written on the command line.
    pub fn set(&mut self, specs: &[OptionSpec], assignment: &str) -> Result<(), String> {
        let (name, value) =
            assignment.split_once('=').ok_or_else(|| format!("'{}' is not name=value", quote(assignment)))?;
        let spec = find(specs, name.trim())?;
        self.0.insert(spec.name.to_string(), spec.parse(value)?);
        Ok(())
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.0.get(name), Some(OptionValue::Flag(true)))
    }

    pub fn int(&self, name: &str) -> Option<i64> {
        match self.0.get(name) {
            Some(OptionValue::Int(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn choice(&self, name: &str) -> Option<&str> {
        match self.0.get(name) {
            Some(OptionValue::Choice(c)) => Some(c),
            _ => None,
        }
    }
}

fn find<'a>(specs: &'a [OptionSpec], name: &str) -> Result<&'a OptionSpec, String> {
    specs.iter().find(|s| s.name == name).ok_or_else(|| {
        let known: Vec<&str> = specs.iter().map(|s| s.name).collect();
        if known.is_empty() {
            format!("unknown option '{}' (this game has no options)", quote(name))
        } else {
            format!("unknown option '{}' (known: {})", quote(name), known.join(", "))
        }
    })
}
