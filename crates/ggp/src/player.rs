//! The player's side of the protocol, apart from HTTP: one match at a time, its rules compiled
//! during the start clock, every move answered before the play clock with a margin. The `uct`
//! player thinks from the start clock to the match's end, between requests too (`ponder`).

use crate::ponder::Ponder;
use crate::request::Request;
use crate::rules::MatchRules;
use crate::sexp::Sexp;
use crate::think::{PlayerKind, budget, choose};
use rand::RngExt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};
use stratagem_core::rng::seeded;
use stratagem_gdl::EngineState;

/// How the player plays.
#[derive(Clone, Debug)]
pub struct PlayerConfig {
    /// The name INFO gives.
    pub name: String,
    pub kind: PlayerKind,
    /// Search threads for each move.
    pub threads: usize,
    /// One line on standard error per match event.
    pub log: bool,
}

/// The rules of a match, once compiled (or why they could not be).
type Compiled = Arc<OnceLock<Result<Arc<MatchRules>, String>>>;

/// The match being played.
struct Current {
    id: String,
    role: String,
    start_clock: u64,
    play_clock: u64,
    /// When the match's last request arrived (see [`Current::abandoned`]).
    heard: Instant,
    rules: Compiled,
    /// The state after the moves heard so far, once the rules are compiled.
    state: Option<EngineState>,
    /// Stops the search of the move being thought about (deadline, STOP, ABORT).
    cancel: Arc<AtomicBool>,
    /// The match's seed, plus one per move heard.
    seed: u64,
    /// The `uct` player's trees, growing between requests, once the rules are compiled.
    ponder: Option<Arc<Ponder>>,
}

impl Current {
    /// Whether its manager has gone silent for so long that it is gone: killed mid-match with
    /// no STOP or ABORT, it would leave the player thinking for no one and answering `busy`
    /// until restarted. A live manager sends the next request within a clock of the last
    /// answer; four of the longer clock, and two seconds, is well past that.
    fn abandoned(&self) -> bool {
        self.heard.elapsed() > Duration::from_secs(4 * self.start_clock.max(self.play_clock) + 2)
    }
}

/// A GGP player: answers requests, one match at a time.
pub struct Player {
    config: PlayerConfig,
    current: Mutex<Option<Current>>,
    /// The last description PREVIEWed (its text) and its rules, compiled or compiling: a
    /// START of the same description takes them instead of compiling again.
    previewed: Mutex<Option<(String, Compiled)>>,
}

/// A description's text, to know it again.
fn text_of(rules: &[Sexp]) -> String {
    rules.iter().map(Sexp::to_string).collect::<Vec<_>>().join(" ")
}

/// Compiles `rules` on a thread of its own.
fn compile(rules: Vec<Sexp>) -> Compiled {
    let compiled: Compiled = Arc::default();
    let cell = compiled.clone();
    std::thread::spawn(move || {
        let _ = cell.set(MatchRules::new(&rules).map(Arc::new));
    });
    compiled
}

impl Player {
    pub fn new(config: PlayerConfig) -> Player {
        Player { config, current: Mutex::new(None), previewed: Mutex::new(None) }
    }

    /// The answer to a request that arrived at `received`.
    pub fn answer(&self, request: Request, received: Instant) -> String {
        self.drop_abandoned();
        match request {
            Request::Info => {
                let status = if self.lock().is_some() { "busy" } else { "available" };
                format!("((name {}) (status {status}))", self.config.name)
            }
            Request::Preview { rules, clock } => self.preview(rules, clock, received),
            Request::Start { id, role, rules, start_clock, play_clock } => {
                self.start(id, role, rules, start_clock, play_clock, received)
            }
            Request::Play { id, moves } => self.play(&id, moves, received),
            Request::Stop { id, .. } => self.end(&id, "done"),
            Request::Abort { id } => self.end(&id, "aborted"),
        }
    }

    /// Ends the match under way if its manager is gone (see [`Current::abandoned`]), which
    /// stops its thinking and frees the player for the next match.
    pub fn drop_abandoned(&self) {
        let mut current = self.lock();
        if let Some(c) = current.as_ref().filter(|c| c.abandoned()) {
            c.cancel.store(true, Ordering::Relaxed);
            let (id, silent) = (c.id.clone(), c.heard.elapsed().as_secs());
            *current = None;
            self.log(|| format!("match {id}: no request for {silent} s, abandoned"));
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Current>> {
        self.current.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn log(&self, line: impl FnOnce() -> String) {
        if self.config.log {
            use std::io::Write;
            // A closed standard error costs the line, not the match.
            let _ = writeln!(std::io::stderr(), "ggp-player: {}", line());
        }
    }

    /// Compiles a description shown ahead of its match, within the preview clock (and on if
    /// it needs longer), for the START that follows.
    fn preview(&self, rules: Vec<Sexp>, clock: u64, received: Instant) -> String {
        let text = text_of(&rules);
        let compiled = compile(rules);
        *self.previewed.lock().unwrap_or_else(PoisonError::into_inner) = Some((text, compiled.clone()));
        let outcome = wait(&compiled, received + budget(clock).1);
        self.log(|| match outcome {
            Some(Ok(_)) => "preview: compiled".into(),
            Some(Err(e)) => format!("preview: the description cannot be played: {e}"),
            None => "preview: still compiling at the clock".into(),
        });
        "ready".into()
    }

    /// The rules of a START: the previewed ones if it is the same description, else compiled
    /// now on a thread of their own.
    fn rules_for(&self, rules: Vec<Sexp>) -> Compiled {
        let previewed = self.previewed.lock().unwrap_or_else(PoisonError::into_inner).take();
        match previewed {
            Some((text, compiled)) if text == text_of(&rules) => compiled,
            _ => compile(rules),
        }
    }

    /// Takes the match unless one is under way, and compiles its rules during the start clock.
    fn start(
        &self,
        id: String,
        role: String,
        rules: Vec<Sexp>,
        start_clock: u64,
        play_clock: u64,
        received: Instant,
    ) -> String {
        let mut current = self.lock();
        if current.is_some() {
            self.log(|| format!("busy: refused match {id}"));
            return "busy".into();
        }
        let compiled = self.rules_for(rules);
        *current = Some(Current {
            id: id.clone(),
            role: role.clone(),
            start_clock,
            play_clock,
            heard: received,
            rules: compiled.clone(),
            state: None,
            cancel: Arc::default(),
            seed: std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64),
            ponder: None,
        });
        drop(current);
        self.log(|| format!("match {id}: start clock {start_clock} s, play clock {play_clock} s"));
        let problem = match wait(&compiled, received + budget(start_clock).1) {
            Some(Err(e)) => format!("the description cannot be played: {e}"),
            Some(Ok(rules)) if rules.role_index(&role).is_none() => format!("the description has no role {role}"),
            Some(Ok(rules)) => {
                // The rest of the start clock already goes to the first move.
                self.ponder(&id, &rules);
                return "ready".into();
            }
            // Still compiling: the first PLAY waits for it until its own deadline.
            None => return "ready".into(),
        };
        self.log(|| format!("match {id}: {problem}"));
        let mut current = self.lock();
        // Only this match: an ABORT and another START may have come meanwhile.
        if current.as_ref().is_some_and(|c| c.id == id) {
            *current = None;
        }
        "busy".into()
    }

    /// Hears the last joint move and answers this role's next one.
    fn play(&self, id: &str, moves: Option<Vec<Sexp>>, received: Instant) -> String {
        let (compiled, play_clock) = match self.lock().as_mut() {
            Some(c) if c.id == id => {
                c.heard = received;
                (c.rules.clone(), c.play_clock)
            }
            _ => return "busy".into(),
        };
        let (think, answer_by) = budget(play_clock);
        let rules = match wait(&compiled, received + answer_by) {
            Some(Ok(rules)) => rules,
            Some(Err(_)) | None => return "nil".into(),
        };
        let (state, role, cancel, seed) = match self.hear(id, &rules, moves) {
            Ok(found) => found,
            Err(e) => {
                self.log(|| format!("match {id}: {e}"));
                return "nil".into();
            }
        };
        if let Some(ponder) = self.ponder(id, &rules) {
            let mv = ponder_move(&ponder, role, received + think, &cancel);
            if let Some((mv, iterations)) = mv {
                self.log(|| format!("match {id}: {} after {iterations} iterations", rules.move_sexp(&mv)));
                return rules.move_sexp(&mv).to_string();
            }
        }
        let legal = match rules.legal(&state) {
            Ok(legal) => legal[role].clone(),
            Err(e) => {
                self.log(|| format!("match {id}: {e}"));
                return "nil".into();
            }
        };
        // Played if the search has not answered by the deadline.
        let fallback = legal[seeded(seed).random_range(0..legal.len())];
        let (send, receive) = mpsc::channel();
        let (kind, threads) = (self.config.kind, self.config.threads);
        let search_rules = rules.clone();
        let search_cancel = cancel.clone();
        std::thread::spawn(move || {
            let _ = send.send(choose(&search_rules, &state, role, kind, threads, think, search_cancel, seed));
        });
        let left = (received + answer_by).saturating_duration_since(Instant::now());
        let mv = match receive.recv_timeout(left) {
            Ok(Ok(mv)) => mv,
            Ok(Err(e)) => {
                self.log(|| format!("match {id}: the search failed ({e}): a random move"));
                fallback
            }
            Err(_) => {
                cancel.store(true, Ordering::Relaxed);
                self.log(|| format!("match {id}: no move by the deadline: a random move"));
                fallback
            }
        };
        rules.move_sexp(&mv).to_string()
    }

    /// Applies the joint move heard (if any) to the match's state: the state, our role's index,
    /// a fresh cancel flag for this move's search and a seed for it.
    fn hear(
        &self,
        id: &str,
        rules: &MatchRules,
        moves: Option<Vec<Sexp>>,
    ) -> Result<(EngineState, usize, Arc<AtomicBool>, u64), String> {
        let mut guard = self.lock();
        let current = guard.as_mut().filter(|c| c.id == id).ok_or("the match ended meanwhile")?;
        let role =
            rules.role_index(&current.role).ok_or_else(|| format!("the description has no role {}", current.role))?;
        let mut state = current.state.take().unwrap_or_else(|| stratagem_gdl::Machine::initial(&rules.engine));
        if let Some(joint) = moves {
            let heard = rules.joint_moves(&state, &joint);
            let next = |joint: Vec<u32>| {
                Ok::<_, String>((stratagem_gdl::Machine::next(&rules.engine, &state, &joint)?, joint))
            };
            match heard.and_then(next) {
                Ok((next, joint)) => {
                    state = next;
                    if let Some(ponder) = &current.ponder {
                        ponder.advance(&joint, &state);
                    }
                }
                Err(e) => {
                    current.state = Some(state);
                    return Err(format!("the moves heard cannot be played: {e}"));
                }
            }
        }
        current.state = Some(state.clone());
        current.seed = current.seed.wrapping_add(1);
        current.cancel = Arc::default();
        Ok((state, role, current.cancel.clone(), current.seed))
    }

    /// What the match's trees have searched below their roots, all trees together: `None` but
    /// for the `uct` player in a match whose rules are compiled. The log's figure.
    pub fn iterations(&self) -> Option<u64> {
        let ponder = self.lock().as_ref().and_then(|c| c.ponder.clone())?;
        Some(ponder.iterations())
    }

    /// The match's thinking, started at its current state if it has not yet: for the `uct`
    /// player, the match still under way and its role in the rules.
    fn ponder(&self, id: &str, rules: &Arc<MatchRules>) -> Option<Arc<Ponder>> {
        if self.config.kind != PlayerKind::Uct {
            return None;
        }
        let mut guard = self.lock();
        let current = guard.as_mut().filter(|c| c.id == id && rules.role_index(&c.role).is_some())?;
        if current.ponder.is_none() {
            let state = current.state.clone().unwrap_or_else(|| stratagem_gdl::Machine::initial(&rules.engine));
            let ponder = Ponder::start(rules.clone(), &state, self.config.threads, current.seed);
            current.ponder = Some(Arc::new(ponder));
        }
        current.ponder.clone()
    }

    /// STOP or ABORT: ends the match if it is the one under way.
    fn end(&self, id: &str, reply: &str) -> String {
        let mut current = self.lock();
        match current.as_ref() {
            Some(c) if c.id == id => {
                c.cancel.store(true, Ordering::Relaxed);
                *current = None;
                self.log(|| format!("match {id}: {reply}"));
                reply.into()
            }
            _ => "busy".into(),
        }
    }
}

/// The trees' answer for `role` at `deadline`, or sooner when the move is forced or the root
/// proven; `None` when no tree can answer (the usual search then does).
fn ponder_move(ponder: &Ponder, role: usize, deadline: Instant, cancel: &AtomicBool) -> Option<(u32, u64)> {
    let forced = ponder.forced(role);
    while !forced && Instant::now() < deadline && !cancel.load(Ordering::Relaxed) && !ponder.settled() {
        std::thread::sleep(Duration::from_millis(5));
    }
    ponder.choose(role)
}

/// The compiled rules, waiting for them until `deadline`; `None` if they are not ready by then.
fn wait(compiled: &Compiled, deadline: Instant) -> Option<Result<Arc<MatchRules>, String>> {
    loop {
        if let Some(done) = compiled.get() {
            return Some(done.clone());
        }
        if Instant::now() >= deadline {
            return None;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player() -> Player {
        let kind = PlayerKind::Random;
        Player::new(PlayerConfig { name: "test".into(), kind, threads: 1, log: false })
    }

    fn request(text: &str) -> Request {
        Request::parse(text).expect("a request")
    }

    /// A START of the description PREVIEWed takes its compiled rules; another description is
    /// compiled anew, and the preview is used once.
    #[test]
    fn a_start_takes_the_rules_compiled_for_its_preview() {
        let description =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/gdl/tictactoe.kif"))
                .expect("the description");
        let p = player();
        assert_eq!(p.answer(request(&format!("(PREVIEW ({description}) 5)")), Instant::now()), "ready");
        let previewed = p.previewed.lock().unwrap().clone().expect("kept");
        assert!(matches!(previewed.1.get(), Some(Ok(_))), "compiled within the preview clock");
        let start = format!("(START m1 x ({description}) 5 2)");
        assert_eq!(p.answer(request(&start), Instant::now()), "ready");
        let current = p.lock().as_ref().map(|c| c.rules.clone()).expect("playing");
        assert!(Arc::ptr_eq(&current, &previewed.1), "the previewed rules");
        assert!(p.previewed.lock().unwrap().is_none(), "used once");
        assert_eq!(p.answer(request("(ABORT m1)"), Instant::now()), "aborted");
        assert_eq!(p.answer(request(&format!("(PREVIEW ({description}) 5)")), Instant::now()), "ready");
        // The same game with a symbol renamed, as a manager that scrambles them sends it.
        let other = description.replace("control", "turn");
        let start = format!("(START m2 x ({other}) 5 2)");
        assert_eq!(p.answer(request(&start), Instant::now()), "ready");
        let current = p.lock().as_ref().map(|c| c.rules.clone()).expect("playing");
        let previewed = p.previewed.lock().unwrap().clone();
        assert!(previewed.is_none_or(|(_, rules)| !Arc::ptr_eq(&current, &rules)), "another description's own");
    }
}
