//! Rating tournaments: every group of players (pairs in two-seat games) meets in every seating
//! over openings drawn from a seed, on a pool of threads; each game becomes pairwise scores, and
//! the scores a maximum-likelihood Elo fit (`elo`) and a chart (`plot`).
//!
//! A player that fails, crashes or proposes an illegal move forfeits the game: it is the loser,
//! the reason is kept, and the tournament goes on.

pub mod elo;
pub mod plot;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant};
use stratagem_ai::AiPlayer;
use stratagem_ai::htn::Domain;
use stratagem_core::panics::panic_text;
use stratagem_session::selfplay::{Decide, OnFailure, SelfPlay};
use stratagem_session::{Controller, PlayableGame, Setup};

/// A player of the tournament: the name it was given and what it plays.
#[derive(Clone, Debug)]
pub struct Entrant {
    pub name: String,
    pub player: AiPlayer,
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
    /// Set (by Ctrl+C) to end the tournament early: searches stop, the games under way are
    /// abandoned and no more begin.
    pub stop: Option<Arc<AtomicBool>>,
}

/// One game of the schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    /// From 1, in schedule order.
    pub number: u64,
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
/// outermost, so a stopped tournament has met every group about as often. Fixtures are made
/// one at a time as they are played, so a long tournament is never held in memory.
pub fn schedule(entrants: usize, seats: usize, openings: u64, seed: u64) -> Schedule {
    let empty = seats == 0 || seats > entrants || openings == 0;
    Schedule { entrants, openings, seed, opening: 0, group: (0..seats).collect(), rotation: 0, number: 0, done: empty }
}

/// The fixtures of a tournament in schedule order, made as they are asked for.
#[derive(Clone, Debug)]
pub struct Schedule {
    entrants: usize,
    openings: u64,
    seed: u64,
    /// The next fixture's opening, group (entrant numbers, ascending) and seat rotation.
    opening: u64,
    group: Vec<usize>,
    rotation: usize,
    number: u64,
    done: bool,
}

impl Schedule {
    /// How many fixtures the whole schedule has, or `None` if that is more than `u64` holds.
    pub fn total(&self) -> Option<u64> {
        let seats = self.group.len();
        if seats == 0 || seats > self.entrants || self.openings == 0 {
            return Some(0);
        }
        // Groups: entrants choose seats, each step exact in u128.
        let mut groups: u128 = 1;
        for i in 0..seats {
            groups = groups.checked_mul((self.entrants - i) as u128)? / (i as u128 + 1);
        }
        let total = groups.checked_mul(seats as u128)?.checked_mul(u128::from(self.openings))?;
        u64::try_from(total).ok()
    }
}

impl Iterator for Schedule {
    type Item = Fixture;

    fn next(&mut self) -> Option<Fixture> {
        if self.done {
            return None;
        }
        let seats = self.group.len();
        self.number += 1;
        let fixture = Fixture {
            number: self.number,
            seats: (0..seats).map(|s| self.group[(s + self.rotation) % seats]).collect(),
            seed: self.seed.wrapping_add(self.opening),
        };
        // On to the next rotation, else the next combination in lexicographic order, else the
        // next opening's first group.
        self.rotation += 1;
        if self.rotation == seats {
            self.rotation = 0;
            let last = self.entrants - seats;
            match (0..seats).rev().find(|&i| self.group[i] < last + i) {
                Some(i) => {
                    self.group[i] += 1;
                    for j in i + 1..seats {
                        self.group[j] = self.group[j - 1] + 1;
                    }
                }
                None => {
                    self.group = (0..seats).collect();
                    self.opening += 1;
                    self.done = self.opening == self.openings;
                }
            }
        }
        Some(fixture)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.total().map(|t| t - self.number).and_then(|n| usize::try_from(n).ok());
        (left.unwrap_or(usize::MAX), left)
    }
}

impl Tournament {
    fn stopped(&self) -> bool {
        self.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// Plays one fixture to its end. A failing player forfeits: it takes the last place and the
/// others share the first. A game that ends without an outcome (no legal move left) is a tie
/// among all seats. `None`: the tournament was stopped before the game ended.
pub fn play<G: PlayableGame>(t: &Tournament, fixture: &Fixture, decide: &Decide<G>) -> Result<Option<Played>, String> {
    let started = Instant::now();
    let mut setup = t.base.clone();
    setup.seed = fixture.seed;
    for (seat, &entrant) in fixture.seats.iter().enumerate() {
        setup.seats[seat] = Controller::Ai(t.entrants[entrant].player);
    }
    let rules = SelfPlay {
        opening_plies: t.opening_plies,
        htn: t.htn.clone(),
        threads: 0,
        stop: t.stop.clone(),
        on_failure: OnFailure::Forfeit,
    };
    let Some(game) = rules.play::<G>(&setup, decide)? else { return Ok(None) };
    let seats = game.state.seats();
    let (places, reason) = match (&game.forfeit, game.state.outcome()) {
        (Some((seat, why)), _) => {
            let name = &t.entrants[fixture.seats[seat.index()]].name;
            let places = (0..seats).map(|s| if s == seat.index() { 2 } else { 1 }).collect();
            (places, format!("{name} (seat {}) {why}", seat.0 + 1))
        }
        (None, Some(outcome)) => {
            ((0..seats).map(|s| outcome.place(stratagem_core::Seat(s as u8))).collect(), outcome.reason().to_string())
        }
        (None, None) => (vec![1; seats], "no legal move before the game ended".to_string()),
    };
    Ok(Some(Played {
        fixture: fixture.clone(),
        places,
        reason,
        forfeit: game.forfeit.map(|(seat, _)| seat.index()),
        moves: game.moves,
        elapsed: started.elapsed(),
    }))
}

/// How a tournament run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Every fixture was played.
    All,
    /// `Tournament::stop` was set: the games finished before it were passed on, no others.
    Stopped,
}

/// Plays the fixtures on `t.jobs` threads (no more than there are fixtures) and calls `done`
/// with each game as it ends, in the order they end; nothing else is kept, so the schedule may
/// be as long as the user likes. A game that cannot be played at all (its rules panicked, its
/// preset is broken) ends the tournament with that error.
pub fn run<G: PlayableGame>(
    t: &Tournament,
    fixtures: impl Iterator<Item = Fixture> + Send,
    decide: &Decide<G>,
    mut done: impl FnMut(Played),
) -> Result<Ended, String> {
    let threads = t.jobs.clamp(1, fixtures.size_hint().1.unwrap_or(usize::MAX).max(1));
    let fixtures = Mutex::new(fixtures);
    // Set at the first error: the other workers take no more fixtures.
    let failed = AtomicBool::new(false);
    // Bounded: workers faster than the printing wait for it, rather than piling up games.
    let (send, receive) = mpsc::sync_channel::<Result<Option<Played>, String>>(threads);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let send = send.clone();
            let (fixtures, failed) = (&fixtures, &failed);
            scope.spawn(move || {
                while !failed.load(Ordering::Relaxed) && !t.stopped() {
                    let Some(fixture) = fixtures.lock().unwrap_or_else(PoisonError::into_inner).next() else { break };
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(t, &fixture, decide)))
                        .unwrap_or_else(|panic| {
                            Err(format!("game {} crashed outside its players: {}", fixture.number, panic_text(&*panic)))
                        });
                    let error = result.is_err();
                    if send.send(result).is_err() || error {
                        failed.store(true, Ordering::Relaxed);
                        return;
                    }
                }
            });
        }
        drop(send);
        for result in receive {
            if let Some(game) = result? {
                done(game);
            }
        }
        Ok::<(), String>(())
    })?;
    Ok(if t.stopped() { Ended::Stopped } else { Ended::All })
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
        self.wins.saturating_add(self.draws).saturating_add(self.losses)
    }

    /// Points, a draw counting half.
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// `tallies[i][j]`: entrant `i`'s results against entrant `j`, over `games`.
pub fn tallies(games: &[Played], entrants: usize) -> Vec<Vec<Tally>> {
    let mut out = vec![vec![Tally::default(); entrants]; entrants];
    for game in games {
        count(&mut out, game);
    }
    out
}

/// Adds one game to `tallies` (as `tallies` makes them). In games of more than two seats every
/// pair of seats counts as one meeting: the better place wins it, the same place draws.
pub fn count(tallies: &mut [Vec<Tally>], game: &Played) {
    let seats = &game.fixture.seats;
    for a in 0..seats.len() {
        for b in 0..seats.len() {
            let (i, j) = (seats[a], seats[b]);
            if a == b || i == j {
                continue;
            }
            let tally = &mut tallies[i][j];
            let slot = match game.places[a].cmp(&game.places[b]) {
                std::cmp::Ordering::Less => &mut tally.wins,
                std::cmp::Ordering::Equal => &mut tally.draws,
                std::cmp::Ordering::Greater => &mut tally.losses,
            };
            *slot = slot.saturating_add(1);
        }
    }
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
