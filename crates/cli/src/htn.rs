//! `htn`: HTN queries against a domain, in order or at a prompt (Inductor's indhtn).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use stratagem_ai::htn::{self, Domain, Search};

/// Runs HTN queries against a domain file, for domain authors and for checking against other
/// HTN engines: the given queries in order, or a REPL on standard input.
pub(crate) fn htn_command(
    path: &Path,
    facts: &[PathBuf],
    queries: Vec<String>,
    trace: bool,
    show_state: bool,
) -> Result<ExitCode, String> {
    let mut session = HtnSession::load(path, facts)?;
    session.trace = trace;
    let interactive = queries.is_empty() && std::io::stdin().is_terminal();
    if interactive {
        println!("{}", HTN_HELP);
        htn_repl(&mut session);
    } else {
        // Queries from standard input are answered one line at a time, as they come.
        let lines: Box<dyn Iterator<Item = String>> = if queries.is_empty() {
            Box::new(std::io::stdin().lines().map_while(Result::ok))
        } else {
            Box::new(queries.into_iter())
        };
        for line in lines {
            if line.trim().is_empty() {
                continue;
            }
            println!("> {line}");
            if session.line(line.trim()) == Repl::Quit {
                break;
            }
        }
    }
    if show_state {
        session.print_state();
    }
    Ok(if session.failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

const HTN_HELP: &str = "Type a query (?- goals, or goals), goals(tasks) for every plan, apply(tasks) to keep \
the first plan's state.\n/t trace on or off, /s state and output, /l last query again, /r reload, /? help, /q quit.";

/// The REPL with line editing and history; falls back to plain lines if the terminal cannot
/// be driven.
fn htn_repl(session: &mut HtnSession) {
    let Ok(mut editor) = rustyline::DefaultEditor::new() else {
        for line in std::io::stdin().lines().map_while(Result::ok) {
            if session.line(line.trim()) == Repl::Quit {
                break;
            }
        }
        return;
    };
    while let Ok(line) = editor.readline("?- ") {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let _ = editor.add_history_entry(line);
        if session.line(line) == Repl::Quit {
            break;
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Repl {
    Continue,
    Quit,
}

/// One `htn` session: the domain, the state queries change, and what was written so far.
struct HtnSession {
    path: PathBuf,
    facts: Vec<PathBuf>,
    domain: Domain,
    state: htn::State,
    trace: bool,
    output: String,
    last: Option<String>,
    failed: bool,
}

impl HtnSession {
    fn load(path: &Path, facts: &[PathBuf]) -> Result<HtnSession, String> {
        let domain = Domain::load(path)?;
        let mut state = domain.state.clone();
        for file in facts {
            let text = stratagem_core::assets::read_text(file).map_err(|e| e.to_string())?;
            state.add_text(&file.display().to_string(), &text).map_err(|e| e.to_string())?;
        }
        Ok(HtnSession {
            path: path.to_path_buf(),
            facts: facts.to_vec(),
            domain,
            state,
            trace: false,
            output: String::new(),
            last: None,
            failed: false,
        })
    }

    /// A command or a query; a failed query (a syntax error, a budget run out) is reported in
    /// its place and the session goes on.
    fn line(&mut self, line: &str) -> Repl {
        match line {
            "/q" | "q" | "quit" | "halt." => return Repl::Quit,
            "/t" => {
                self.trace = !self.trace;
                println!("trace {}", if self.trace { "on" } else { "off" });
            }
            "/s" => self.print_state(),
            "/?" => println!("{HTN_HELP}"),
            "/r" => match HtnSession::load(&self.path, &self.facts) {
                Ok(fresh) => {
                    *self = HtnSession { trace: self.trace, ..fresh };
                    println!("reloaded {}", self.path.display());
                }
                Err(error) => {
                    println!("error: {error}");
                    self.failed = true;
                }
            },
            "/l" => match self.last.clone() {
                Some(query) => {
                    println!("> {query}");
                    self.query(&query);
                }
                None => println!("no query yet"),
            },
            _ if line.starts_with('/') => {
                println!("error: unknown command {line}; /? lists them");
                self.failed = true;
            }
            _ => {
                self.last = Some(line.to_string());
                self.query(line);
            }
        }
        Repl::Continue
    }

    fn query(&mut self, query: &str) {
        if let Err(error) = self.run(query) {
            println!("error: {error}");
            self.failed = true;
        }
    }

    /// Prints the state's facts, sorted, and what `write` and `print` wrote.
    fn print_state(&self) {
        println!("state:");
        for fact in self.state.facts() {
            println!("  {fact}");
        }
        println!("output:");
        for line in self.output.lines() {
            println!("  {line}");
        }
    }

    /// Shows what a query wrote, as it comes, and keeps it for `/s`.
    fn wrote(&mut self, text: &str) {
        if !text.is_empty() {
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            self.output.push_str(text);
        }
    }

    /// One query: `?- goals`, `goals(tasks)`, `apply(tasks)`, or goals as a Prolog query.
    fn run(&mut self, query: &str) -> Result<(), String> {
        let goals = query.strip_prefix("?-").unwrap_or(query).trim();
        let tasks = htn::parse_tasks(goals)?;
        let (apply, tasks) = match tasks.as_slice() {
            [one] if one.is_named("apply") => (true, one.args().to_vec()),
            [one] if one.is_named("goals") => (false, one.args().to_vec()),
            _ => {
                let found = htn::run_query(&self.state, goals, htn::DEFAULT_STEPS)?;
                self.wrote(&found.output);
                if let Some(state) = found.state {
                    self.state = state;
                }
                if found.answers.is_empty() {
                    println!("false");
                    if let Some(context) = found.failure_context {
                        println!("failure context: {context}");
                    }
                }
                for answer in found.answers {
                    println!("{}", if answer.is_empty() { "true".to_string() } else { answer.join(", ") });
                }
                return Ok(());
            }
        };
        let search = if apply { Search::First } else { Search::All };
        let planned = htn::plan(&self.domain, &self.state, &tasks, search, htn::DEFAULT_STEPS, self.trace);
        for line in &planned.trace {
            println!("| {line}");
        }
        self.wrote(&planned.output);
        let plans = planned.plans?;
        if plans.is_empty() {
            println!("no plan");
        }
        for (i, plan) in plans.iter().enumerate() {
            println!("{}: {}", i + 1, plan.operators().join(", "));
        }
        if apply && let Some(plan) = plans.into_iter().next() {
            self.state = plan.state;
        }
        Ok(())
    }
}
