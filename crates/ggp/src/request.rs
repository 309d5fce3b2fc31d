//! The requests a game manager sends, read from a POST body: keywords in any case, the match id,
//! role and moves exactly as written.

use crate::sexp::{self, Sexp};

/// The longest clock taken, in seconds (a day): more is a typo, and deadlines stay far from
/// overflow.
pub const MAX_CLOCK: u64 = 24 * 3600;

/// One request of the protocol.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    Info,
    /// A description shown ahead of a match, with seconds to look at it.
    Preview {
        rules: Vec<Sexp>,
        clock: u64,
    },
    Start {
        id: String,
        role: String,
        rules: Vec<Sexp>,
        start_clock: u64,
        play_clock: u64,
    },
    /// The last joint move in role order, `None` (NIL) before the first.
    Play {
        id: String,
        moves: Option<Vec<Sexp>>,
    },
    Stop {
        id: String,
        moves: Option<Vec<Sexp>>,
    },
    Abort {
        id: String,
    },
}

impl Request {
    /// Reads a request body; the error says what is wrong with it.
    pub fn parse(body: &str) -> Result<Request, String> {
        let message = sexp::read_one(body)?;
        let items = message.list().ok_or("a request is a list, such as (INFO)")?;
        let head = items.first().and_then(Sexp::sym).ok_or("a request starts with its keyword")?;
        let args = &items[1..];
        let want = |n: usize, form: &str| {
            if args.len() == n { Ok(()) } else { Err(format!("{form} has {n} arguments, not {}", args.len())) }
        };
        match head.to_ascii_lowercase().as_str() {
            "info" => want(0, "(INFO)").map(|()| Request::Info),
            "preview" => {
                want(2, "(PREVIEW description clock)")?;
                let rules = args[0].list().ok_or("PREVIEW's description is a list of rules")?.to_vec();
                Ok(Request::Preview { rules, clock: clock(&args[1])? })
            }
            "start" => {
                // ggp-base reads a START with extra arguments after the clocks, so this does too.
                if args.len() < 5 {
                    return Err(format!(
                        "(START id role description startclock playclock) has 5 arguments, not {}",
                        args.len()
                    ));
                }
                let rules = args[2].list().ok_or("START's description is a list of rules")?.to_vec();
                Ok(Request::Start {
                    id: symbol(&args[0], "match id")?,
                    role: symbol(&args[1], "role")?,
                    rules,
                    start_clock: clock(&args[3])?,
                    play_clock: clock(&args[4])?,
                })
            }
            "play" => {
                want(2, "(PLAY id moves)")?;
                Ok(Request::Play { id: symbol(&args[0], "match id")?, moves: moves(&args[1]) })
            }
            "stop" => {
                want(2, "(STOP id moves)")?;
                Ok(Request::Stop { id: symbol(&args[0], "match id")?, moves: moves(&args[1]) })
            }
            "abort" => {
                want(1, "(ABORT id)")?;
                Ok(Request::Abort { id: symbol(&args[0], "match id")? })
            }
            other => Err(format!("unknown request '{}'", other.escape_default())),
        }
    }
}

fn symbol(arg: &Sexp, what: &str) -> Result<String, String> {
    arg.sym().map(str::to_string).ok_or_else(|| format!("the {what} is a symbol, not a list"))
}

/// A clock in whole seconds, 0 to `MAX_CLOCK`.
fn clock(arg: &Sexp) -> Result<u64, String> {
    arg.sym()
        .and_then(|s| s.parse::<u64>().ok())
        .filter(|&s| s <= MAX_CLOCK)
        .ok_or_else(|| format!("a clock is whole seconds from 0 to {MAX_CLOCK}, not {arg}"))
}

/// A joint move, or `None` for NIL (or any symbol, as ggp-base reads it).
fn moves(arg: &Sexp) -> Option<Vec<Sexp>> {
    arg.list().map(<[Sexp]>::to_vec)
}
