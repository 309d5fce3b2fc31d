//! The HTN language's text form (Inductor HTN syntax): `head.` facts and `head :- body.`
//! clauses, `?Variables`, `_` anonymous variables, `'quoted atoms'`, `[H|T]` lists, `%` and
//! `/* */` comments. Errors carry file, line and column.
//!
//! Texts longer than `MAX_TEXT` bytes and terms nested deeper than `MAX_NESTING` are refused:
//! hand-written domains come nowhere near either, and the limits bound the parser's memory
//! and the depth of every term it makes.

use super::term::{Sym, Term, grow};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// The most terms one term may be nested in, lists included.
pub const MAX_NESTING: usize = 1000;

/// The largest text parsed, in bytes.
pub const MAX_TEXT: usize = 16 << 20;

/// What went wrong, which decides how the error is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A syntax error at a place in the text: `FILE:LINE:COLUMN: message`.
    Syntax,
    /// A term nested deeper than `MAX_NESTING`: `FILE: nesting deeper than N (LINE:COLUMN)`.
    TooDeep,
    /// A text longer than `MAX_TEXT`: `FILE: message`.
    TooLarge,
}

/// A parse error: where it happened and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ParseErrorKind,
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl ParseError {
    pub fn syntax(file: &str, line: usize, column: usize, message: String) -> ParseError {
        ParseError { kind: ParseErrorKind::Syntax, file: file.into(), line, column, message }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ParseErrorKind::Syntax => write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message),
            ParseErrorKind::TooDeep => write!(f, "{}: {} ({}:{})", self.file, self.message, self.line, self.column),
            ParseErrorKind::TooLarge => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// One clause as written: a head and, after `:-`, a body (empty for facts).
#[derive(Clone, Debug)]
pub struct Clause {
    pub head: Term,
    pub body: Vec<Term>,
    /// Variable names by number, for printing bindings.
    pub var_names: Vec<Sym>,
    pub line: usize,
    pub column: usize,
    /// The file it was read from, for errors raised while running it.
    pub file: Arc<str>,
    pub has_body: bool,
    /// The `%` comment lines right above the clause, joined.
    pub doc: Option<String>,
}

impl Clause {
    pub fn var_count(&self) -> u32 {
        self.var_names.len() as u32
    }

    /// `file:line`, where errors in the clause's body point.
    pub fn place(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }
}

/// The name a variable gets when it is anonymous: never reported in answers.
pub const ANONYMOUS: &str = "_";

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Name(String),
    Var(String),
    /// `_` or `_Name`: a new variable at each occurrence.
    Anon,
    Int(i64),
    Float(f64),
    Str(String),
    Open,
    Close,
    OpenList,
    CloseList,
    Bar,
    Comma,
    Neck,
    End,
}

fn describe(token: &Token) -> String {
    match token {
        Token::Name(n) => format!("'{n}'"),
        Token::Var(v) => format!("variable ?{v}"),
        Token::Anon => "anonymous variable '_'".into(),
        Token::Int(i) => format!("number {i}"),
        Token::Float(x) => format!("number {x}"),
        Token::Str(s) => format!("string {s:?}"),
        Token::Open => "'('".into(),
        Token::Close => "')'".into(),
        Token::OpenList => "'['".into(),
        Token::CloseList => "']'".into(),
        Token::Bar => "'|'".into(),
        Token::Comma => "','".into(),
        Token::Neck => "':-'".into(),
        Token::End => "'.'".into(),
    }
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    line: usize,
    column: usize,
    /// `%` comments by line, for clause documentation.
    comments: HashMap<usize, String>,
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

fn is_symbol_char(c: char) -> bool {
    "+-*/<>=\\!".contains(c)
}

impl Lexer<'_> {
    fn bump(&mut self) -> Option<char> {
        let (_, c) = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn peek2(&self) -> Option<char> {
        let mut ahead = self.chars.clone();
        ahead.next();
        ahead.next().map(|(_, c)| c)
    }

    /// Skips blanks and comments; errors on an unterminated block comment.
    fn skip(&mut self) -> Result<(), (usize, usize, String)> {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('%') => {
                    let line = self.line;
                    let mut text = String::new();
                    while self.peek().is_some_and(|c| c != '\n') {
                        text.extend(self.bump());
                    }
                    self.comments.insert(line, text.trim_start_matches('%').trim().to_string());
                }
                Some('/') if self.peek2() == Some('*') => {
                    let (line, column) = (self.line, self.column);
                    self.bump();
                    self.bump();
                    loop {
                        match self.bump() {
                            Some('*') if self.peek() == Some('/') => {
                                self.bump();
                                break;
                            }
                            Some(_) => {}
                            None => return Err((line, column, "unterminated /* comment".into())),
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    fn number(&mut self, negative: bool) -> Token {
        let mut text = String::from(if negative { "-" } else { "" });
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            text.push(self.bump().unwrap_or_default());
        }
        if self.peek() == Some('.') && self.peek2().is_some_and(|c| c.is_ascii_digit()) {
            text.push(self.bump().unwrap_or_default());
            while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                text.push(self.bump().unwrap_or_default());
            }
            return Token::Float(text.parse().unwrap_or(0.0));
        }
        text.parse().map(Token::Int).unwrap_or_else(|_| Token::Float(text.parse().unwrap_or(0.0)))
    }

    /// The next token with its line and column, or `None` at the end of the text.
    fn next(&mut self) -> Result<Option<(Token, usize, usize)>, (usize, usize, String)> {
        self.skip()?;
        let (line, column) = (self.line, self.column);
        let Some(c) = self.peek() else { return Ok(None) };
        let token = match c {
            '(' | ')' | '[' | ']' | '|' | ',' => {
                self.bump();
                match c {
                    '(' => Token::Open,
                    ')' => Token::Close,
                    '[' => Token::OpenList,
                    ']' => Token::CloseList,
                    '|' => Token::Bar,
                    _ => Token::Comma,
                }
            }
            '.' => {
                self.bump();
                Token::End
            }
            ':' if self.peek2() == Some('-') => {
                self.bump();
                self.bump();
                Token::Neck
            }
            '?' => {
                self.bump();
                let mut name = String::new();
                while self.peek().is_some_and(is_name_char) {
                    name.push(self.bump().unwrap_or_default());
                }
                if name.is_empty() {
                    return Err((line, column, "expected a variable name after '?'".into()));
                }
                Token::Var(name)
            }
            '"' => {
                self.bump();
                let mut text = String::new();
                loop {
                    match self.bump() {
                        Some('"') => break,
                        Some('\\') => text.push(self.bump().unwrap_or('\\')),
                        Some(ch) => text.push(ch),
                        None => return Err((line, column, "unterminated string".into())),
                    }
                }
                Token::Str(text)
            }
            '\'' => {
                self.bump();
                let mut text = String::new();
                loop {
                    match self.bump() {
                        Some('\'') => break,
                        Some('\\') => match self.bump() {
                            Some('n') => text.push('\n'),
                            Some('t') => text.push('\t'),
                            Some(ch) => text.push(ch),
                            None => return Err((line, column, "unterminated quoted atom".into())),
                        },
                        Some(ch) => text.push(ch),
                        None => return Err((line, column, "unterminated quoted atom".into())),
                    }
                }
                Token::Name(text)
            }
            '_' => {
                while self.peek().is_some_and(is_name_char) {
                    self.bump();
                }
                Token::Anon
            }
            '-' if self.peek2().is_some_and(|d| d.is_ascii_digit()) => {
                self.bump();
                self.number(true)
            }
            d if d.is_ascii_digit() => self.number(false),
            s if is_symbol_char(s) => {
                let mut name = String::new();
                while self.peek().is_some_and(is_symbol_char) {
                    name.push(self.bump().unwrap_or_default());
                }
                Token::Name(name)
            }
            n if is_name_char(n) => {
                let mut name = String::new();
                while self.peek().is_some_and(is_name_char) {
                    name.push(self.bump().unwrap_or_default());
                }
                Token::Name(name)
            }
            other => return Err((line, column, format!("unexpected character '{other}'"))),
        };
        Ok(Some((token, line, column)))
    }
}

struct Parser<'a> {
    file: &'a str,
    file_arc: Arc<str>,
    comments: HashMap<usize, String>,
    tokens: Vec<(Token, usize, usize)>,
    at: usize,
    end: (usize, usize),
    vars: HashMap<String, u32>,
    var_names: Vec<Sym>,
    /// How many terms the term being read is inside.
    nesting: usize,
}

impl Parser<'_> {
    fn new<'a>(file: &'a str, (tokens, end, comments): Tokens) -> Parser<'a> {
        Parser {
            file,
            file_arc: Arc::from(file),
            comments,
            tokens,
            at: 0,
            end,
            vars: HashMap::new(),
            var_names: Vec::new(),
            nesting: 0,
        }
    }

    fn position(&self, at: usize) -> (usize, usize) {
        self.tokens.get(at).map_or(self.end, |&(_, l, c)| (l, c))
    }

    fn error(&self, message: String) -> ParseError {
        let (line, column) = self.position(self.at);
        ParseError::syntax(self.file, line, column, message)
    }

    /// Goes one term deeper for the arguments opened by the token at `at`.
    fn nest(&mut self, at: usize) -> Result<(), ParseError> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            let (line, column) = self.position(at);
            let message = format!("nesting deeper than {MAX_NESTING}");
            return Err(ParseError { kind: ParseErrorKind::TooDeep, file: self.file.into(), line, column, message });
        }
        Ok(())
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at).map(|(t, _, _)| t)
    }

    fn found(&self) -> String {
        self.peek().map_or("the end of the file".into(), describe)
    }

    fn expect(&mut self, token: Token, what: &str) -> Result<(), ParseError> {
        if self.peek() == Some(&token) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(format!("expected {what} but found {}", self.found())))
        }
    }

    fn term(&mut self) -> Result<Term, ParseError> {
        let Some(token) = self.peek().cloned() else {
            return Err(self.error("expected a term but found the end of the file".into()));
        };
        self.at += 1;
        Ok(match token {
            Token::Var(name) => {
                let next = self.var_names.len() as u32;
                let id = *self.vars.entry(name.clone()).or_insert(next);
                if id == next {
                    self.var_names.push(Sym::new(&name));
                }
                Term::Var(id)
            }
            Token::Anon => {
                self.var_names.push(Sym::new(ANONYMOUS));
                Term::Var(self.var_names.len() as u32 - 1)
            }
            Token::Int(i) => Term::Int(i),
            Token::Float(x) => Term::Float(x),
            Token::Str(s) => Term::Str(Sym::new(&s)),
            Token::OpenList => self.list(self.at - 1)?,
            Token::Name(name) => {
                if self.peek() != Some(&Token::Open) {
                    return Ok(Term::atom(&name));
                }
                self.at += 1;
                let args = self.args(self.at - 1, Token::Close, "',' or ')'")?;
                // `f()` is the atom `f`, as in Inductor.
                if args.is_empty() { Term::atom(&name) } else { Term::compound(&name, args) }
            }
            other => {
                self.at -= 1;
                return Err(self.error(format!("expected a term but found {}", describe(&other))));
            }
        })
    }

    /// A list after its `[` (the token at `open`): `[]`, `[a, b]`, `[H|T]` or `[a, b|T]`.
    fn list(&mut self, open: usize) -> Result<Term, ParseError> {
        self.nest(open)?;
        let mut items = Vec::new();
        let mut tail = Term::nil();
        if self.peek() != Some(&Token::CloseList) {
            items.push(grow(|| self.term())?);
            while self.peek() == Some(&Token::Comma) {
                self.at += 1;
                items.push(grow(|| self.term())?);
            }
            if self.peek() == Some(&Token::Bar) {
                self.at += 1;
                tail = grow(|| self.term())?;
            }
        }
        let expected = if items.is_empty() { "']'" } else { "',', '|' or ']'" };
        self.expect(Token::CloseList, expected)?;
        self.nesting -= 1;
        Ok(Term::list(items.into_iter(), tail))
    }

    /// The comma-separated terms up to `close`, opened by the token at `open`.
    fn args(&mut self, open: usize, close: Token, expected: &str) -> Result<Vec<Term>, ParseError> {
        self.nest(open)?;
        let mut args = Vec::new();
        if self.peek() != Some(&close) {
            args.push(grow(|| self.term())?);
            while self.peek() == Some(&Token::Comma) {
                self.at += 1;
                args.push(grow(|| self.term())?);
            }
        }
        self.expect(close, expected)?;
        self.nesting -= 1;
        Ok(args)
    }

    fn clause(&mut self) -> Result<Clause, ParseError> {
        self.vars.clear();
        self.var_names.clear();
        let (line, column) = self.position(self.at);
        if self.peek() == Some(&Token::Neck) {
            let what = match self.tokens.get(self.at + 1) {
                Some((Token::Name(name), _, _)) => format!("'{name}'"),
                _ => "directive".into(),
            };
            return Err(
                self.error(format!("unknown directive {what}: a domain holds facts, rules, methods and operators"))
            );
        }
        let head = self.term()?;
        if matches!(head, Term::Var(_) | Term::Int(_) | Term::Float(_) | Term::Str(_)) {
            self.at -= 1;
            return Err(self.error(format!("a clause must start with a name, not {head}")));
        }
        let mut body = Vec::new();
        let has_body = self.peek() == Some(&Token::Neck);
        if has_body {
            self.at += 1;
            if self.peek() != Some(&Token::End) {
                body.push(self.term()?);
                while self.peek() == Some(&Token::Comma) {
                    self.at += 1;
                    body.push(self.term()?);
                }
            }
        }
        self.expect(Token::End, if has_body { "',' or '.'" } else { "':-' or '.'" })?;
        let mut doc = Vec::new();
        let mut above = line.saturating_sub(1);
        while let Some(text) = self.comments.get(&above) {
            doc.push(text.clone());
            above = above.saturating_sub(1);
        }
        doc.reverse();
        let doc = (!doc.is_empty()).then(|| doc.join(" "));
        Ok(Clause {
            head,
            body,
            var_names: self.var_names.clone(),
            line,
            column,
            file: self.file_arc.clone(),
            has_body,
            doc,
        })
    }
}

type Tokens = (Vec<(Token, usize, usize)>, (usize, usize), HashMap<usize, String>);

fn tokenize(file: &str, text: &str) -> Result<Tokens, ParseError> {
    if text.len() > MAX_TEXT {
        let message = format!("{} bytes, more than the {} MiB a text may have", text.len(), MAX_TEXT >> 20);
        return Err(ParseError { kind: ParseErrorKind::TooLarge, file: file.into(), line: 1, column: 1, message });
    }
    let mut lexer = Lexer { chars: text.char_indices().peekable(), line: 1, column: 1, comments: HashMap::new() };
    let mut tokens = Vec::new();
    loop {
        match lexer.next() {
            Ok(Some(t)) => tokens.push(t),
            Ok(None) => return Ok((tokens, (lexer.line, lexer.column), lexer.comments)),
            Err((line, column, message)) => return Err(ParseError::syntax(file, line, column, message)),
        }
    }
}

/// Parses a whole file of clauses.
pub fn parse_clauses(file: &str, text: &str) -> Result<Vec<Clause>, ParseError> {
    let mut parser = Parser::new(file, tokenize(file, text)?);
    let mut clauses = Vec::new();
    while parser.at < parser.tokens.len() {
        clauses.push(parser.clause()?);
    }
    Ok(clauses)
}

/// Parses a query: goals separated by commas, with an optional final '.'. Returns the goals
/// and the names of their variables by number.
pub fn parse_query(text: &str) -> Result<(Vec<Term>, Vec<Sym>), ParseError> {
    let mut parser = Parser::new("query", tokenize("query", text)?);
    let mut goals = vec![parser.term()?];
    while parser.peek() == Some(&Token::Comma) {
        parser.at += 1;
        goals.push(parser.term()?);
    }
    if parser.peek() == Some(&Token::End) {
        parser.at += 1;
    }
    if parser.at < parser.tokens.len() {
        return Err(parser.error(format!("expected ',' or the end of the query but found {}", parser.found())));
    }
    Ok((goals, parser.var_names))
}
