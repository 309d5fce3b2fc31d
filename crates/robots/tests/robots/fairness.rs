//! Robot Race is fair to every seat: Hard against Hard on every shipped board, for 2, 3 and 4
//! robots, with the docks drawn from each game's seed as a new game draws them. Prints each
//! seat's score and each dock's (`cargo test -p stratagem-robots fairness -- --ignored --nocapture`).
//!
//! Two robots: each seat scores 45–55% (a win 1, a shared first place split), and no dock wins
//! more than 65% or less than 35% of the games it is drawn in (the boards' docks are laid out
//! to be alike, so that the draw does not decide the race). Three and four: each seat's
//! average place is within 10% of the mean of the seats' averages. The games are seeded, so
//! the figures are the same on every run.

use stratagem_ai::{AiGame, AiPlayer, Think};
use stratagem_core::assets::MapPreset;
use stratagem_core::{Game, Seat};
use stratagem_robots::Robots;
use stratagem_robots::ai::HARD;
use stratagem_robots::preset::Preset;
use stratagem_robots::rules::DEFAULT_ROUND_LIMIT;
use stratagem_session::decision_seed;

/// Games per board and robot count: a seat's 50% is then measured to ±1.6% (one standard error).
const GAMES: u64 = 1000;

/// Plays a game of Hard programmers to its end; each seat's place.
fn places(mut state: Robots, seed: u64) -> Vec<u8> {
    let hard = AiPlayer::new(HARD);
    let mut ply = 0;
    while state.outcome().is_none() {
        let seat = state.to_move();
        let think = Think { seed: decision_seed(seed, ply), ..Think::default() };
        let program = state.view_for(seat).decide(&hard, &think).expect("Hard always programs");
        state.apply(program);
        ply += 1;
    }
    let outcome = state.outcome().expect("played to its end");
    (0..state.seats()).map(|s| outcome.place(Seat(s as u8))).collect()
}

fn percents(values: &[f64]) -> String {
    values.iter().map(|v| format!("{v:5.1}%")).collect::<Vec<_>>().join(" ")
}

#[test]
#[ignore = "long tier: cargo test -- --ignored, which .ci/run runs"]
fn every_seat_scores_alike_on_every_board() {
    let mut unfair = Vec::new();
    for preset in Preset::load_all(&Preset::dir()).into_iter().map(|p| p.unwrap_or_else(|e| panic!("{e}"))) {
        let docks = preset.board.starts.len();
        for robots in 2..=docks.min(4) {
            let mut seat_score = vec![0.0; robots];
            let mut place_sum = vec![0u64; robots];
            let (mut dock_score, mut dock_games) = (vec![0.0; docks], vec![0u32; docks]);
            for game in 0..GAMES {
                let seed = 1000 * robots as u64 + game;
                let state = preset.start(robots, seed, DEFAULT_ROUND_LIMIT).expect("shipped boards start");
                let drawn: Vec<usize> = state
                    .docks()
                    .map(|d| preset.board.starts.iter().position(|&s| s == d).expect("a dock of the board"))
                    .collect();
                let places = places(state, seed);
                let firsts = places.iter().filter(|&&p| p == 1).count() as f64;
                for (seat, &place) in places.iter().enumerate() {
                    place_sum[seat] += place as u64;
                    dock_games[drawn[seat]] += 1;
                    if place == 1 {
                        seat_score[seat] += 1.0 / firsts;
                        dock_score[drawn[seat]] += 1.0 / firsts;
                    }
                }
            }
            let dock_share: Vec<f64> =
                dock_score.iter().zip(&dock_games).map(|(s, &n)| 100.0 * s / n.max(1) as f64).collect();
            let line = if robots == 2 {
                let shares: Vec<f64> = seat_score.iter().map(|s| 100.0 * s / GAMES as f64).collect();
                if shares.iter().any(|s| !(45.0..=55.0).contains(s)) {
                    unfair.push(format!("{}, 2 robots: seats score {}", preset.id, percents(&shares)));
                }
                if dock_share.iter().any(|s| !(35.0..=65.0).contains(s)) {
                    unfair.push(format!("{}, 2 robots: docks win {}", preset.id, percents(&dock_share)));
                }
                format!("seats score {}", percents(&shares))
            } else {
                let average: Vec<f64> = place_sum.iter().map(|&p| p as f64 / GAMES as f64).collect();
                let mean = average.iter().sum::<f64>() / robots as f64;
                if average.iter().any(|a| (a - mean).abs() > 0.1 * mean) {
                    unfair.push(format!("{}, {robots} robots: average places {average:.2?}", preset.id));
                }
                let average: Vec<String> = average.iter().map(|a| format!("{a:.2}")).collect();
                format!("seats' average place {}", average.join(" "))
            };
            println!("{:<10} {robots} robots: {line}; docks win {}", preset.id, percents(&dock_share));
        }
    }
    assert!(unfair.is_empty(), "seats or docks scored apart over {GAMES} games:\n{}", unfair.join("\n"));
}
