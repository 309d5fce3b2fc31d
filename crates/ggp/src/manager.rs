//! A game manager: one match between GGP players, refereed by the suite's engine as ggp-base's
//! game server referees it. Requests go to every player at once; a player that times out, cannot
//! be reached or answers a move that is not legal gets a random legal move, and the error is kept
//! for that step ("TO", "CE", "IL move").

use crate::client::{Failure, post};
use crate::rules::MatchRules;
use crate::sexp::{self, Sexp};
use rand::RngExt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use stratagem_core::rng::{GameRng, seeded};
use stratagem_gdl::players::goals_of;
use stratagem_gdl::{EngineState, Machine};
use stratagem_gdl_play::rules::kif_text;

/// What a match is played with.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// The description's text (KIF).
    pub description: String,
    /// Each role's player, `host:port`, in role order.
    pub players: Vec<String>,
    pub start_clock: u64,
    pub play_clock: u64,
    pub match_id: String,
    /// A match that has not ended after this many steps is aborted.
    pub step_limit: u64,
}

/// A match as it went: what ggp-base's match JSON holds, and the moves as the suite's record
/// writes them.
#[derive(Clone, Debug, Default)]
pub struct Played {
    pub match_id: String,
    pub roles: Vec<String>,
    pub players: Vec<String>,
    pub start_clock: u64,
    pub play_clock: u64,
    /// Milliseconds since 1970 when the match started.
    pub start_time: u64,
    /// Every state's facts, the first included.
    pub states: Vec<Vec<Sexp>>,
    /// When each state was reached.
    pub state_times: Vec<u64>,
    /// The joint moves played, in role order.
    pub moves: Vec<Vec<Sexp>>,
    /// The same moves as the engine writes them (what the suite's record holds).
    pub engine_moves: Vec<Vec<String>>,
    /// Per request round (the start, then each move): each role's error or "".
    pub errors: Vec<Vec<String>>,
    /// The goals at the end; `None` for an aborted match.
    pub goals: Option<Vec<u32>>,
}

impl Played {
    /// Errors recorded, all rounds together.
    pub fn error_count(&self) -> usize {
        self.errors.iter().flatten().filter(|e| !e.is_empty()).count()
    }
}

/// Milliseconds since 1970.
pub fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// Plays a match to its end; `log` hears one line per step. An error is the description's or
/// the arguments'; players' failures are recorded in the match, not errors.
pub fn run_match(spec: &MatchSpec, log: &mut dyn FnMut(&str)) -> Result<Played, String> {
    run_match_watched(spec, log, &mut |_| {})
}

/// `run_match`, with `watch` shown the match after every step (a window showing it live).
pub fn run_match_watched(
    spec: &MatchSpec,
    log: &mut dyn FnMut(&str),
    watch: &mut dyn FnMut(&Played),
) -> Result<Played, String> {
    let (rules, description) = MatchRules::from_text(&spec.description)?;
    if spec.players.len() != rules.roles.len() {
        return Err(format!(
            "{} players for {} roles ({})",
            spec.players.len(),
            rules.roles.len(),
            rules.roles.join(", ")
        ));
    }
    let mut rng = seeded(now_ms());
    let mut played = Played {
        match_id: spec.match_id.clone(),
        roles: rules.roles.clone(),
        players: spec.players.clone(),
        start_clock: spec.start_clock,
        play_clock: spec.play_clock,
        start_time: now_ms(),
        ..Played::default()
    };
    let mut state = rules.engine.initial();
    played.states.push(rules.facts(&state));
    played.state_times.push(now_ms());
    let listed = rules_list(&description);
    let starts: Vec<String> = rules
        .roles
        .iter()
        .map(|role| start_request(&spec.match_id, role, &listed, spec.start_clock, spec.play_clock))
        .collect();
    let answers = ask_all(&spec.players, &starts, Duration::from_secs(spec.start_clock.max(1)));
    played.errors.push(answers.iter().map(|a| a.as_ref().err().map_or(String::new(), code)).collect());
    log(&format!("match {}: started ({})", spec.match_id, rules.roles.join(", ")));
    while !rules.engine.is_terminal(&state)? {
        if played.moves.len() as u64 >= spec.step_limit {
            let aborts = vec![format!("(ABORT {})", spec.match_id); spec.players.len()];
            ask_all(&spec.players, &aborts, Duration::from_secs(spec.play_clock + 1));
            log(&format!("match {}: aborted after {} steps with no end", spec.match_id, spec.step_limit));
            return Ok(played);
        }
        let joint = step(&rules, &state, spec, &mut played, &mut rng)?;
        state = rules.engine.next(&state, &joint)?;
        played.states.push(rules.facts(&state));
        played.state_times.push(now_ms());
        let shown: Vec<String> = played.moves.last().map_or(Vec::new(), |m| m.iter().map(Sexp::to_string).collect());
        let errors = played.errors.last().map_or(String::new(), |e| e.join(" "));
        log(&format!("step {}: {} {}", played.moves.len(), shown.join(" "), errors.trim()));
        watch(&played);
    }
    let goals = goals_of(&rules.engine, &state)?;
    let stops = vec![format!("(STOP {} {})", spec.match_id, joint_text(played.moves.last())); spec.players.len()];
    ask_all(&spec.players, &stops, Duration::from_secs(spec.play_clock + 1));
    log(&format!("match {}: goals {goals:?}", spec.match_id));
    played.goals = Some(goals);
    Ok(played)
}

/// One request round of play: every player's move (or a random one and the error).
fn step(
    rules: &MatchRules,
    state: &EngineState,
    spec: &MatchSpec,
    played: &mut Played,
    rng: &mut GameRng,
) -> Result<Vec<u32>, String> {
    let legal = rules.legal(state)?;
    let plays = vec![format!("(PLAY {} {})", spec.match_id, joint_text(played.moves.last())); spec.players.len()];
    // ggp-base allows a second past the play clock for the network.
    let answers = ask_all(&spec.players, &plays, Duration::from_secs(spec.play_clock + 1));
    let mut joint = Vec::with_capacity(legal.len());
    let mut errors = Vec::with_capacity(legal.len());
    for (role, answer) in answers.into_iter().enumerate() {
        let found = match answer {
            Ok(text) => match sexp::read_one(&text) {
                Ok(wire) => rules.find_move(state, role, &wire)?.ok_or(format!("IL {}", wire)),
                Err(_) => Err("IL null".to_string()),
            },
            Err(failure) => Err(code(&failure)),
        };
        match found {
            Ok(mv) => {
                joint.push(mv);
                errors.push(String::new());
            }
            Err(error) => {
                joint.push(legal[role][rng.random_range(0..legal[role].len())]);
                errors.push(error);
            }
        }
    }
    played.moves.push(joint.iter().map(|mv| rules.move_sexp(mv)).collect());
    played.engine_moves.push(joint.iter().map(|mv| kif_text(&rules.engine.move_term(mv))).collect());
    played.errors.push(errors);
    Ok(joint)
}

/// The last joint move as PLAY and STOP give it: `(m1 m2 …)`, or NIL before the first.
pub(crate) fn joint_text(joint: Option<&Vec<Sexp>>) -> String {
    match joint {
        Some(joint) => format!("({})", joint.iter().map(Sexp::to_string).collect::<Vec<_>>().join(" ")),
        None => "NIL".into(),
    }
}

/// A description's rules as START gives them: one list.
pub(crate) fn rules_list(rules: &[Sexp]) -> String {
    format!("({})", rules.iter().map(Sexp::to_string).collect::<Vec<_>>().join(" "))
}

/// The START request of match `id` for `role`, with the rules as one list (`rules_list`).
pub(crate) fn start_request(id: &str, role: &str, rules: &str, start_clock: u64, play_clock: u64) -> String {
    format!("(START {id} {role} {rules} {start_clock} {play_clock})")
}

/// ggp-base's code for a failed request.
pub(crate) fn code(failure: &Failure) -> String {
    match failure {
        Failure::Timeout => "TO".into(),
        Failure::Connection(_) => "CE".into(),
    }
}

/// Sends `bodies[i]` to `players[i]`, all at once, and waits for every answer.
fn ask_all(players: &[String], bodies: &[String], timeout: Duration) -> Vec<Result<String, Failure>> {
    std::thread::scope(|scope| {
        let asks: Vec<_> =
            players.iter().zip(bodies).map(|(addr, body)| scope.spawn(move || post(addr, body, timeout))).collect();
        asks.into_iter()
            .map(|ask| ask.join().unwrap_or_else(|_| Err(Failure::Connection("the request failed".into()))))
            .collect()
    })
}
