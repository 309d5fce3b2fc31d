//! The protocol's S-expressions, read with their symbols' case kept: GGP symbols are
//! case-sensitive (`Mark` and `mark` may be two symbols of a scrambled description), while the
//! GDL reader folds case, so messages are read here and renamed before the engine sees them.

use std::fmt;

/// Lists nested deeper than this are refused: the GDL reader's own limit.
pub const MAX_NESTING: usize = stratagem_gdl::kif::MAX_NESTING;

/// A symbol or a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sexp {
    Sym(String),
    List(Vec<Sexp>),
}

impl Sexp {
    pub fn sym(&self) -> Option<&str> {
        match self {
            Sexp::Sym(s) => Some(s),
            Sexp::List(_) => None,
        }
    }

    pub fn list(&self) -> Option<&[Sexp]> {
        match self {
            Sexp::List(items) => Some(items),
            Sexp::Sym(_) => None,
        }
    }

    /// Every symbol, depth first (without recursion, so any nesting the reader took is safe).
    pub fn symbols(&self) -> Vec<&str> {
        let mut out = Vec::new();
        let mut todo = vec![self];
        while let Some(s) = todo.pop() {
            match s {
                Sexp::Sym(name) => out.push(name.as_str()),
                Sexp::List(items) => todo.extend(items.iter().rev()),
            }
        }
        out
    }

    /// The expression with every symbol replaced by `rename`'s answer.
    pub fn renamed(&self, rename: &dyn Fn(&str) -> String) -> Sexp {
        match self {
            Sexp::Sym(s) => Sexp::Sym(rename(s)),
            Sexp::List(items) => Sexp::List(items.iter().map(|i| i.renamed(rename)).collect()),
        }
    }

    /// `(f)` is `f`, as the GDL reader cleans it: how a move may be written either way.
    pub fn simplified(self) -> Sexp {
        match self {
            Sexp::List(mut items) if items.len() == 1 && items[0].sym().is_some() => items.remove(0),
            other => other,
        }
    }
}

/// Compact text, `(mark 1 2)`.
impl fmt::Display for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sexp::Sym(s) => f.write_str(s),
            Sexp::List(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// Reads a text of one or more expressions. Comments (`;` to the end of the line) are skipped;
/// symbols are runs of anything but whitespace, parentheses and `;`.
pub fn read_all(text: &str) -> Result<Vec<Sexp>, String> {
    let mut stack: Vec<Vec<Sexp>> = vec![Vec::new()];
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            ';' => {
                while chars.peek().is_some_and(|&(_, c)| c != '\n') {
                    chars.next();
                }
            }
            '(' => {
                if stack.len() > MAX_NESTING {
                    return Err(format!("lists nested deeper than {MAX_NESTING}"));
                }
                stack.push(Vec::new());
            }
            ')' => {
                if stack.len() == 1 {
                    return Err(format!("')' without its '(' at byte {at}"));
                }
                let items = stack.pop().unwrap_or_default();
                if let Some(top) = stack.last_mut() {
                    top.push(Sexp::List(items));
                }
            }
            c if c.is_whitespace() => {}
            _ => {
                let mut end = at + c.len_utf8();
                while let Some(&(i, n)) = chars.peek() {
                    if n.is_whitespace() || "();".contains(n) {
                        break;
                    }
                    end = i + n.len_utf8();
                    chars.next();
                }
                if let Some(top) = stack.last_mut() {
                    top.push(Sexp::Sym(text[at..end].to_string()));
                }
            }
        }
    }
    if stack.len() > 1 {
        return Err("a '(' is never closed".into());
    }
    Ok(stack.pop().unwrap_or_default())
}

/// Reads a text that must be exactly one expression.
pub fn read_one(text: &str) -> Result<Sexp, String> {
    let mut all = read_all(text)?;
    match all.len() {
        1 => Ok(all.remove(0)),
        0 => Err("an empty message".into()),
        n => Err(format!("{n} expressions where one was expected")),
    }
}
