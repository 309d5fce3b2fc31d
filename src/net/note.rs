//! A line of the online page, put into words when drawn.

use crate::core::Text;
use crate::shell::language::Tr;

/// A line of the online page: a catalog message, put into words when drawn. The connection may
/// start before the window does (the `online` command), and the language may change meanwhile.
/// The server's refusals and results are catalog messages too; the network's errors are its
/// own words.
#[derive(Clone, Debug, PartialEq)]
pub struct Note(pub Text);

impl Note {
    pub(crate) fn new(key: &'static str, args: &[(&'static str, &str)]) -> Note {
        Note(args.iter().fold(Text::new(key), |text, &(name, value)| text.with(name, value)))
    }

    /// The note in the language in use.
    pub fn words(&self, tr: &Tr) -> String {
        tr.show(&self.0)
    }
}
