//! One seat of a game played here given to a GGP player elsewhere: a game manager for that one
//! player, fed the game's moves as they are played. The game here decides only the roles with
//! a choice and plays forced steps by itself; GGP tells a player every step, so the seat keeps
//! its own copy of the match (on the description as the messages spell it) and sends a PLAY for
//! each step in turn. A game that goes back (undo, a loaded save) starts a new match, as GGP
//! has no taking back.

use crate::client::{Failure, post};
use crate::manager::{code, joint_text, rules_list, start_request};
use crate::rules::MatchRules;
use crate::sexp::{self, Sexp};
use std::time::Duration;
use stratagem_gdl::{EngineState, Machine};
use stratagem_gdl_play::rules::{deciding, kif_text, normal};

/// Clocks a seat in the window gives its player, in seconds: ggp-base's usual match settings
/// for small games.
pub const START_CLOCK: u64 = 10;
pub const PLAY_CLOCK: u64 = 5;

/// What the player answered for its role's move.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The legal move it chose, as the game here writes it; `None` when it gave none.
    pub text: Option<String>,
    /// Why there is no move, with ggp-base's codes: `TO` (no answer in time), `CE` (no
    /// connection), `IL move` (not a legal move).
    pub error: Option<String>,
}

/// Where a seat's match is.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    NotStarted,
    Playing,
    Over,
}

/// A remote GGP player in one seat (one role) of a game played here.
pub struct RemoteSeat {
    addr: String,
    role: usize,
    rules: MatchRules,
    /// The rules as START gives them: one list.
    description: String,
    start_clock: u64,
    play_clock: u64,
    /// The match id's stem, and matches started so far (a restart takes a new id).
    stem: String,
    started: u32,
    phase: Phase,
    /// The state after the steps told, the steps' joint moves (as sent) and the game's moves
    /// that made them.
    state: EngineState,
    steps: Vec<Vec<Sexp>>,
    consumed: Vec<String>,
    /// PLAYs sent: PLAY `i` gives step `i - 1`'s joint move and asks for step `i`.
    asked: usize,
    /// The answer to the last PLAY, kept for a second ask of the same step.
    last_answer: Option<(usize, Answer)>,
}

impl RemoteSeat {
    /// A seat for role `role` of the description `text`, played by the GGP player at `addr`
    /// (`host:port`); nothing is sent until the first move is asked for.
    pub fn new(addr: &str, role: usize, text: &str, stem: &str) -> Result<RemoteSeat, String> {
        let (rules, description) = MatchRules::from_text(text)?;
        if role >= rules.roles.len() {
            return Err(format!("the description has {} roles, no role {}", rules.roles.len(), role + 1));
        }
        let state = rules.engine.initial();
        Ok(RemoteSeat {
            addr: addr.to_string(),
            role,
            description: rules_list(&description),
            rules,
            start_clock: START_CLOCK,
            play_clock: PLAY_CLOCK,
            stem: stem.to_string(),
            started: 0,
            phase: Phase::NotStarted,
            state,
            steps: Vec::new(),
            consumed: Vec::new(),
            asked: 0,
            last_answer: None,
        })
    }

    /// The same seat with other clocks (seconds, at least 1).
    pub fn with_clocks(mut self, start_clock: u64, play_clock: u64) -> RemoteSeat {
        (self.start_clock, self.play_clock) = (start_clock.max(1), play_clock.max(1));
        self
    }

    /// The current match's id.
    pub fn match_id(&self) -> String {
        format!("{}.{}", self.stem, self.started)
    }

    /// The player's move in the game whose moves so far are `moves` (the game's move texts, in
    /// order), where this seat's role is the next to choose. An error is the game's (a move
    /// that is not legal here, or not this role's turn), not the player's: the player's
    /// failures are in the answer.
    pub fn decide(&mut self, moves: &[String]) -> Result<Answer, String> {
        self.catch_up(moves)?;
        if self.rules.engine.is_terminal(&self.state)? {
            return Err("the game is over".into());
        }
        let legal = self.rules.legal(&self.state)?;
        let deciding = self.deciding(&legal);
        let waiting = moves.len() - self.consumed.len();
        if deciding.get(waiting) != Some(&self.role) {
            return Err(format!("it is not {}'s turn to choose", self.rules.roles[self.role]));
        }
        let step = self.steps.len();
        if let Some((asked_for, answer)) = &self.last_answer
            && *asked_for == step
        {
            return Ok(answer.clone());
        }
        let answer = match self.play() {
            Ok(text) => self.read_move(&text)?,
            Err(failure) => Answer { text: None, error: Some(code(&failure)) },
        };
        self.last_answer = Some((step, answer.clone()));
        Ok(answer)
    }

    /// Tells the player the game has ended after `moves`: STOP with the last joint move when
    /// the description's game ended, ABORT when the game here stopped it short (its step
    /// limit). Nothing is sent for a match never started or already over.
    pub fn finish(&mut self, moves: &[String]) -> Result<(), String> {
        if self.phase != Phase::Playing {
            return Ok(());
        }
        self.catch_up(moves)?;
        let ended = self.rules.engine.is_terminal(&self.state)?;
        self.phase = Phase::Over;
        let body = match ended {
            true => format!("(STOP {} {})", self.match_id(), self.last_joint()),
            false => format!("(ABORT {})", self.match_id()),
        };
        post(&self.addr, &body, self.clock(self.play_clock)).map(drop).map_err(|f| self.failed(&f))
    }

    /// Ends a match still being played (the game here was left): ABORT.
    pub fn abort(&mut self) {
        if self.phase == Phase::Playing {
            self.phase = Phase::Over;
            let _ = post(&self.addr, &format!("(ABORT {})", self.match_id()), self.clock(self.play_clock));
        }
    }

    /// Brings the match up to the game's `moves`: a new match if they do not follow on from
    /// the moves already told, START if not yet sent, then a PLAY for every step completed.
    fn catch_up(&mut self, moves: &[String]) -> Result<(), String> {
        if !moves.starts_with(&self.consumed) || self.phase == Phase::Over {
            self.restart();
        }
        if self.phase == Phase::NotStarted {
            self.started += 1;
            self.phase = Phase::Playing;
            let role = &self.rules.roles[self.role];
            let body = start_request(&self.match_id(), role, &self.description, self.start_clock, self.play_clock);
            // A player that cannot be reached gets its PLAYs all the same, as ggp-base does:
            // each fails on its own and is answered for it.
            let _ = post(&self.addr, &body, self.clock(self.start_clock));
        }
        while !self.rules.engine.is_terminal(&self.state)? {
            let legal = self.rules.legal(&self.state)?;
            let deciding = self.deciding(&legal);
            let rest = &moves[self.consumed.len()..];
            if rest.len() < deciding.len() {
                return Ok(());
            }
            let mut joint: Vec<u32> = legal.iter().map(|m| m[0]).collect();
            for (&role, text) in deciding.iter().zip(rest) {
                joint[role] = self.find(&legal[role], text).ok_or_else(|| {
                    format!("{} is not a legal move of {} here", text.escape_default(), self.rules.roles[role])
                })?;
            }
            if self.asked <= self.steps.len() {
                // The player's answer for a step already decided here is of no use.
                let _ = self.play();
            }
            self.consumed.extend(rest[..deciding.len()].iter().cloned());
            self.steps.push(joint.iter().map(|mv| self.rules.move_sexp(mv)).collect());
            self.state = self.rules.engine.next(&self.state, &joint)?;
        }
        Ok(())
    }

    /// The roles that choose in a step, in order, as the game here asks them.
    fn deciding(&self, legal: &[Vec<u32>]) -> Vec<usize> {
        let noop = |mv: &u32| kif_text(&self.rules.engine.move_term(mv)) == "noop";
        deciding(legal, noop).iter().enumerate().filter(|(_, d)| **d).map(|(r, _)| r).collect()
    }

    /// The legal move the game here writes as `text`.
    fn find(&self, legal: &[u32], text: &str) -> Option<u32> {
        let wanted = normal(text);
        legal.iter().copied().find(|mv| normal(&kif_text(&self.rules.engine.move_term(mv))) == wanted)
    }

    /// Sends the next PLAY and returns the answer.
    fn play(&mut self) -> Result<String, Failure> {
        let body = format!("(PLAY {} {})", self.match_id(), self.last_joint());
        self.asked += 1;
        post(&self.addr, &body, self.clock(self.play_clock))
    }

    /// The player's answer as a move of this seat's role.
    fn read_move(&self, text: &str) -> Result<Answer, String> {
        let Ok(wire) = sexp::read_one(text) else {
            return Ok(Answer { text: None, error: Some("IL null".into()) });
        };
        Ok(match self.rules.find_move(&self.state, self.role, &wire)? {
            Some(mv) => Answer { text: Some(kif_text(&self.rules.engine.move_term(&mv))), error: None },
            None => Answer { text: None, error: Some(format!("IL {wire}")) },
        })
    }

    /// The last joint move as PLAY and STOP give it, or NIL before the first.
    fn last_joint(&self) -> String {
        joint_text(self.steps.last())
    }

    fn restart(&mut self) {
        self.abort();
        self.phase = Phase::NotStarted;
        self.state = self.rules.engine.initial();
        self.steps.clear();
        self.consumed.clear();
        self.asked = 0;
        self.last_answer = None;
    }

    /// A request's time: the clock and the second ggp-base allows for the network.
    fn clock(&self, seconds: u64) -> Duration {
        Duration::from_secs(seconds + 1)
    }

    fn failed(&self, failure: &Failure) -> String {
        match failure {
            Failure::Timeout => format!("the GGP player at {} did not answer in time", self.addr),
            Failure::Connection(why) => format!("the GGP player at {} could not be reached: {why}", self.addr),
        }
    }
}
