//! Rating tournaments: every group of players (pairs in two-seat games) meets in every seating
//! over openings drawn from a seed, on a pool of threads; each game becomes pairwise scores, and
//! the scores a maximum-likelihood Elo fit (`elo`) and a chart (`plot`).
//!
//! A player that fails, crashes or proposes an illegal move forfeits the game: it is the loser,
//! the reason is kept, and the tournament goes on.

pub mod elo;
pub mod plot;

use crate::ai::htn::Domain;
use crate::ai::{AiPlayer, Think, TurnPlan, checked_move, panic_text, random_move};
use crate::core::Game;
use crate::shell::PlayableGame;
use crate::shell::play::decision_seed;
use crate::shell::setup::{Controller, Setup};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

/// A player of the tournament: the name it was given and what it plays.
#[derive(Clone, Debug)]
pub struct Entrant {
    pub name: String,
    pub player: AiPlayer,
}

/// How a player is asked for a move: the game's own players by default; tests pass players that
/// misbehave.
pub type Decide<G> = dyn Fn(&AiPlayer, &G, &Think) -> Result<<G as Game>::Move, String> + Sync;

/// The game's own decision for `player`.
pub fn game_decides<G: PlayableGame>(player: &AiPlayer, state: &G, think: &Think) -> Result<G::Move, String> {
    state.decide(player, think)
}

/// What to play: the rules (the base setup's game, preset and options), who, and how often.
#[derive(Clone, Debug)]
pub struct Tournament {
    pub base: Setup,
    pub entrants: Vec<Entrant>,
    /// Openings per group of players; each is played in every seating.
    pub openings: u64,
    /// Random moves, drawn from the game's seed, that open every game; the same opening is
    /// played in every seating so that no player is dealt the better one.
    pub opening_plies: usize,
    /// Games played at once.
    pub jobs: usize,
    /// The HTN domain, when an entrant plans with it.
    pub htn: Option<Arc<Domain>>,
}

/// One game of the schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    /// From 1, in schedule order.
    pub number: usize,
    /// The entrant in each seat.
    pub seats: Vec<usize>,
    pub seed: u64,
}

/// A game played.
#[derive(Clone, Debug)]
pub struct Played {
    pub fixture: Fixture,
    /// Each seat's place, 1 for first; seats with the same place tied.
    pub places: Vec<u8>,
    /// The game's reason for its outcome, or the forfeit's.
    pub reason: String,
    /// The seat that forfeited by failing, crashing or moving illegally.
    pub forfeit: Option<usize>,
    /// Every move in its text form, the opening's included.
    pub moves: Vec<String>,
    pub elapsed: Duration,
}

/// Every group of `seats` entrants out of `entrants` (in order), each in every rotation of its
/// seats (both colours for pairs), for each opening seed `seed`, `seed + 1`, …; openings come
/// outermost, so a stopped tournament has met every group about as often.
pub fn schedule(entrants: usize, seats: usize, openings: u64, seed: u64) -> Vec<Fixture> {
    if seats == 0 || seats > entrants {
        return Vec::new();
    }
    let mut groups = Vec::new();
    let mut group: Vec<usize> = (0..seats).collect();
    loop {
        groups.push(group.clone());
        // The next combination in lexicographic order.
        let Some(i) = (0..seats).rev().find(|&i| group[i] < entrants - seats + i) else { break };
        group[i] += 1;
        for j in i + 1..seats {
            group[j] = group[j - 1] + 1;
        }
    }
    let mut fixtures = Vec::new();
    for opening in 0..openings {
        for group in &groups {
            for rotation in 0..seats {
                let seats = (0..seats).map(|s| group[(s + rotation) % seats]).collect();
                fixtures.push(Fixture { number: fixtures.len() + 1, seats, seed: seed.wrapping_add(opening) });
            }
        }
    }
    fixtures
}

/// Plays one fixture to its end. A failing player forfeits: it takes the last place and the
/// others share the first. A game that ends without an outcome (no legal move left) is a tie
/// among all seats.
pub fn play<G: PlayableGame>(t: &Tournament, fixture: &Fixture, decide: &Decide<G>) -> Result<Played, String> {
    let started = Instant::now();
    let mut setup = t.base.clone();
    setup.seed = fixture.seed;
    for (seat, &entrant) in fixture.seats.iter().enumerate() {
        setup.seats[seat] = Controller::Ai(t.entrants[entrant].player);
    }
    let mut state = G::start(&setup).map_err(|e| e.to_string())?;
    let seats = state.seats();
    let plans: Vec<Arc<Mutex<TurnPlan>>> = (0..seats).map(|_| Arc::default()).collect();
    let mut moves = Vec::new();
    let mut legal = Vec::new();
    let mut forfeit = None;
    while state.outcome().is_none() {
        legal.clear();
        state.legal_moves(&mut legal);
        if legal.is_empty() {
            break;
        }
        let ply = moves.len();
        let mv = if ply < t.opening_plies {
            let Some(mv) = random_move(&state, decision_seed(fixture.seed, ply)) else { break };
            mv
        } else {
            let seat = state.to_move();
            let entrant = &t.entrants[fixture.seats[seat.index()]];
            let think = Think {
                seed: decision_seed(fixture.seed, ply),
                htn: t.htn.clone(),
                plan: plans.get(seat.index()).cloned(),
                ..Think::default()
            };
            let view = state.view_for(seat);
            match checked_move(&state, || decide(&entrant.player, &view, &think)) {
                Ok(mv) => mv,
                Err(why) => {
                    forfeit = Some((
                        seat.index(),
                        format!("{} (seat {}) {why} at move {}", entrant.name, seat.0 + 1, ply + 1),
                    ));
                    break;
                }
            }
        };
        moves.push(state.move_text(mv));
        state.apply(mv);
    }
    let (places, reason) = match (&forfeit, state.outcome()) {
        (Some((seat, why)), _) => ((0..seats).map(|s| if s == *seat { 2 } else { 1 }).collect(), why.clone()),
        (None, Some(outcome)) => {
            ((0..seats).map(|s| outcome.place(crate::core::Seat(s as u8))).collect(), outcome.reason().to_string())
        }
        (None, None) => (vec![1; seats], "no legal move before the game ended".to_string()),
    };
    Ok(Played {
        fixture: fixture.clone(),
        places,
        reason,
        forfeit: forfeit.map(|(seat, _)| seat),
        moves,
        elapsed: started.elapsed(),
    })
}

/// Plays the whole schedule on `t.jobs` threads and calls `done` with each game as it ends (in
/// the order they end); returns the games in schedule order. A game that cannot be played at
/// all (its rules panicked, its preset is broken) ends the tournament with that error.
pub fn run<G: PlayableGame>(
    t: &Tournament,
    fixtures: &[Fixture],
    decide: &Decide<G>,
    mut done: impl FnMut(&Played),
) -> Result<Vec<Played>, String> {
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel::<Result<Played, String>>();
    let mut played = Vec::with_capacity(fixtures.len());
    std::thread::scope(|scope| {
        for _ in 0..t.jobs.max(1) {
            let send = send.clone();
            let next = &next;
            scope.spawn(move || {
                while let Some(fixture) = fixtures.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(t, fixture, decide)))
                        .unwrap_or_else(|panic| {
                            Err(format!("game {} crashed outside its players: {}", fixture.number, panic_text(&*panic)))
                        });
                    let failed = result.is_err();
                    if send.send(result).is_err() || failed {
                        // The receiver stops at the first error; stop the other workers too.
                        next.store(fixtures.len(), Ordering::Relaxed);
                        return;
                    }
                }
            });
        }
        drop(send);
        for result in receive {
            let game = result?;
            done(&game);
            played.push(game);
        }
        Ok::<(), String>(())
    })?;
    played.sort_by_key(|p| p.fixture.number);
    Ok(played)
}

/// One player's results against another: wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points, a draw counting half.
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// `tallies[i][j]`: entrant `i`'s results against entrant `j`. In games of more than two seats
/// every pair of seats counts as one meeting: the better place wins it, the same place draws.
pub fn tallies(games: &[Played], entrants: usize) -> Vec<Vec<Tally>> {
    let mut out = vec![vec![Tally::default(); entrants]; entrants];
    for game in games {
        let seats = &game.fixture.seats;
        for a in 0..seats.len() {
            for b in 0..seats.len() {
                let (i, j) = (seats[a], seats[b]);
                if a == b || i == j {
                    continue;
                }
                let tally = &mut out[i][j];
                match game.places[a].cmp(&game.places[b]) {
                    std::cmp::Ordering::Less => tally.wins += 1,
                    std::cmp::Ordering::Equal => tally.draws += 1,
                    std::cmp::Ordering::Greater => tally.losses += 1,
                }
            }
        }
    }
    out
}

/// The CSV file's header; `csv_row` writes the lines under it.
pub const CSV_HEADER: &str = "game,seed,players,places,result,reason,plies,seconds,moves";

impl Played {
    /// In words: the winner, a draw, or the places.
    pub fn result_text(&self, entrants: &[Entrant]) -> String {
        let firsts: Vec<usize> = (0..self.places.len()).filter(|&s| self.places[s] == 1).collect();
        match firsts.as_slice() {
            [one] => format!("{} wins", entrants[self.fixture.seats[*one]].name),
            _ if firsts.len() == self.places.len() => "draw".to_string(),
            _ => format!("places {}", self.places.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")),
        }
    }

    /// The players in seat order.
    pub fn players_text(&self, entrants: &[Entrant], separator: &str) -> String {
        self.fixture.seats.iter().map(|&e| entrants[e].name.as_str()).collect::<Vec<_>>().join(separator)
    }

    /// One CSV line: players and places in seat order separated by `;`, moves by `; ` as
    /// `stratagem apply --moves` reads them.
    pub fn csv_row(&self, entrants: &[Entrant]) -> String {
        let places: Vec<String> = self.places.iter().map(u8::to_string).collect();
        let fields = [
            self.fixture.number.to_string(),
            self.fixture.seed.to_string(),
            self.players_text(entrants, ";"),
            places.join(";"),
            self.result_text(entrants),
            self.reason.clone(),
            self.moves.len().to_string(),
            format!("{:.3}", self.elapsed.as_secs_f64()),
            self.moves.join("; "),
        ];
        fields.iter().map(|f| csv_field(f)).collect::<Vec<_>>().join(",")
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) { format!("\"{}\"", text.replace('"', "\"\"")) } else { text.to_string() }
}
