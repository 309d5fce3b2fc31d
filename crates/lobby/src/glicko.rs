//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, how
//! sure it is (the deviation) and how erratic the player is (the volatility). Each ranked game
//! is a rating period of one game, so a rating moves as soon as its game ends.

use serde::{Deserialize, Serialize};

/// Converts between the Glicko scale (1500 ± 350) and Glicko-2's.
const SCALE: f64 = 173.7178;

/// How much the volatility may change: 0.3 to 1.2 in the paper; 0.5 is its example's.
const TAU: f64 = 0.5;

/// When the volatility's iteration stops.
const EPSILON: f64 = 0.000_001;

/// A player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06 (the paper's suggestions).
    fn default() -> Rating {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

/// One game against an opponent: their rating before it, and the score (1 win, ½ draw, 0 loss).
#[derive(Clone, Copy, Debug)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after a period with `games` (none: only the deviation grows).
    pub fn after(self, games: &[Game]) -> Rating {
        let (mu, phi, sigma) = ((self.rating - 1500.0) / SCALE, self.deviation / SCALE, self.volatility);
        if games.is_empty() {
            let phi = (phi * phi + sigma * sigma).sqrt();
            return Rating { deviation: phi * SCALE, ..self };
        }
        let terms: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|game| {
                let (mu_j, phi_j) = ((game.opponent.rating - 1500.0) / SCALE, game.opponent.deviation / SCALE);
                (g(phi_j), expected(mu, mu_j, phi_j), game.score)
            })
            .collect();
        let v = 1.0 / terms.iter().map(|(g, e, _)| g * g * e * (1.0 - e)).sum::<f64>();
        let sum: f64 = terms.iter().map(|(g, e, s)| g * (s - e)).sum();
        let delta = v * sum;
        let sigma = new_volatility(phi, sigma, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating { rating: mu * SCALE + 1500.0, deviation: phi * SCALE, volatility: sigma }
    }
}

/// The paper's step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < 1000.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    // The paper's loop converges in a handful of steps; the bound keeps odd inputs finite.
    for _ in 0..200 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}
