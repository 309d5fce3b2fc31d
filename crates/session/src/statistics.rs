//! How the player has done: games, wins, losses and draws per game and per opponent, kept in
//! `statistics.ron` in the data folder. The window counts a game when it ends; the menu shows
//! the totals on each game's card and the tallies on its History page.

use super::{Controller, Setup};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use stratagem_core::Outcome;
use stratagem_core::assets::{SetAside, data_dir, read_kept};
use stratagem_core::record::write_atomic;

/// Wins, losses and draws against one opponent (or in all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    /// Every game ends in one of the three, so the games played are their sum.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    fn add(&mut self, other: &Tally) {
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
    }
}

/// The tallies by game id, then by opponent: the computer player's kind (`normal`, `minimax`),
/// or `remote` for a person (or a server's player) at another machine. Opponents of different
/// kinds at one table are joined, `easy+hard`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Statistics {
    pub games: BTreeMap<String, BTreeMap<String, Tally>>,
}

/// The statistics file in the data folder.
pub fn statistics_path() -> PathBuf {
    data_dir().join("statistics.ron")
}

impl Statistics {
    /// Reads the statistics; a missing file is none yet. A broken file is moved aside to
    /// `statistics.ron.broken` (or `.broken-2`, …), as the settings are, and what was wrong
    /// comes back with it; if it could not be moved, do not save over it.
    pub fn load(path: &Path) -> (Statistics, Option<SetAside>) {
        match read_kept(path, |_: &Statistics| Ok(())) {
            Ok(statistics) => (statistics.unwrap_or_default(), None),
            Err(aside) => (Statistics::default(), Some(aside)),
        }
    }

    /// Writes the statistics atomically, so a crash mid-write keeps the previous file.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        let pretty = ron::ser::PrettyConfig::default().struct_names(false).new_line("\n");
        let text = ron::ser::to_string_pretty(self, pretty).expect("statistics are plain data");
        write_atomic(path, text.as_bytes())
    }

    /// Counts a finished game for the person who played it at this machine (the seat whose
    /// controller is `Human`; `Remote` seats are played elsewhere). Only a game with exactly one
    /// such seat counts: a game among computer players has nobody here to credit, and a
    /// hot-seat game's win is also its loss. `true` when it counted.
    pub fn count(&mut self, setup: &Setup, outcome: &Outcome) -> bool {
        let mut humans = setup.seats.iter().enumerate().filter(|(_, c)| c.is_human());
        let (Some((me, _)), None) = (humans.next(), humans.next()) else {
            return false;
        };
        let result = result_for(outcome, me);
        let opponent = opponent_of(&setup.seats, me);
        self.games.entry(setup.game.to_string()).or_default().entry(opponent).or_default().add(&result);
        true
    }

    /// A game's tallies by opponent, in the order of their keys.
    pub fn of(&self, game: &str) -> impl Iterator<Item = (&str, &Tally)> {
        self.games.get(game).into_iter().flatten().map(|(opponent, tally)| (opponent.as_str(), tally))
    }

    /// All of a game's results, whoever the opponent.
    pub fn total(&self, game: &str) -> Tally {
        let mut total = Tally::default();
        for (_, tally) in self.of(game) {
            total.add(tally);
        }
        total
    }
}

/// One game's result for seat `me`: a win for coming first alone, a draw for sharing first
/// place (or a drawn game), else a loss.
fn result_for(outcome: &Outcome, me: usize) -> Tally {
    let first = match outcome {
        Outcome::Win { seat, .. } => Some(seat.index() == me),
        Outcome::Draw { .. } => None,
        Outcome::Ranking { places, .. } => {
            let firsts = places.iter().filter(|&&p| p == 1).count();
            match places.get(me) {
                Some(1) if firsts > 1 => None,
                Some(1) => Some(true),
                _ => Some(false),
            }
        }
    };
    match first {
        Some(true) => Tally { wins: 1, ..Tally::default() },
        Some(false) => Tally { losses: 1, ..Tally::default() },
        None => Tally { draws: 1, ..Tally::default() },
    }
}

/// Who seat `me` played against: the other seats' kinds, each once, in seat order.
fn opponent_of(seats: &[Controller], me: usize) -> String {
    let mut names: Vec<&str> = Vec::new();
    for (seat, controller) in seats.iter().enumerate() {
        if seat != me && !names.contains(&controller.name()) {
            names.push(controller.name());
        }
    }
    names.join("+")
}
