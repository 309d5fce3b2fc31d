//! Elo ratings from a tournament's results: the maximum-likelihood fit of the logistic (Elo)
//! model, where `i` scores against `j` with expectation `1 / (1 + 10^((r_j - r_i) / 400))` and a
//! draw is half a point, found by Newton's method with the ratings' mean held at 0. The 95%
//! intervals come from the Fisher information at the fit.

use super::Tally;

/// Elo points per natural unit of the logistic model's strength.
const SCALE: f64 = 400.0 / std::f64::consts::LN_10;

/// The two-sided 95% point of the normal distribution.
const Z95: f64 = 1.959_964;

/// Virtual draws the tournament adds to every pairing that met (BayesElo's prior works the same
/// way), so that a player who won or lost every game still gets a finite rating.
pub const VIRTUAL_DRAWS: f64 = 1.0;

/// A player's fitted rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Elo, relative to the players' mean.
    pub elo: f64,
    /// Half the width of the 95% interval.
    pub error95: f64,
}

/// Fits every player's rating from `tallies[i][j]`, i's results against j, with `virtual_draws`
/// added to every pairing that met. Players who met no one get 0 ± infinity.
pub fn fit(tallies: &[Vec<Tally>], virtual_draws: f64) -> Vec<Rating> {
    let n = tallies.len();
    // games[i][j] and points[i][j], with the virtual draws.
    let mut games = vec![vec![0.0; n]; n];
    let mut points = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..n {
            let tally = tallies[i][j];
            let met = tally.games() + tallies[j][i].games();
            if i != j && met > 0 {
                // Either side's tally may be the one filled in; count each game once.
                let (real, score) = if tally.games() > 0 {
                    (f64::from(tally.games()), tally.points())
                } else {
                    let theirs = tallies[j][i];
                    (f64::from(theirs.games()), f64::from(theirs.games()) - theirs.points())
                };
                games[i][j] = real + virtual_draws;
                points[i][j] = score + virtual_draws / 2.0;
            }
        }
    }
    let playing: Vec<bool> = (0..n).map(|i| games[i].iter().any(|&g| g > 0.0)).collect();
    // Strengths in natural units (Elo / SCALE); only players who met someone take part.
    let mut strength = vec![0.0; n];
    let mut covariance = vec![vec![0.0; n]; n];
    for _ in 0..200 {
        let (gradient, information) = derivatives(&games, &points, &strength);
        covariance = pseudo_inverse(&information, &playing);
        let step: Vec<f64> =
            (0..n).map(|i| (0..n).map(|j| covariance[i][j] * gradient[j]).sum::<f64>().clamp(-2.0, 2.0)).collect();
        for i in 0..n {
            strength[i] += step[i];
        }
        center(&mut strength, &playing);
        if step.iter().all(|s| s.abs() < 1e-12) {
            break;
        }
    }
    let (_, information) = derivatives(&games, &points, &strength);
    covariance = pseudo_inverse(&information, &playing);
    (0..n)
        .map(|i| Rating {
            elo: strength[i] * SCALE,
            error95: if playing[i] { Z95 * covariance[i][i].max(0.0).sqrt() * SCALE } else { f64::INFINITY },
        })
        .collect()
}

/// The log-likelihood's gradient and the Fisher information (its negated Hessian).
fn derivatives(games: &[Vec<f64>], points: &[Vec<f64>], strength: &[f64]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = strength.len();
    let mut gradient = vec![0.0; n];
    let mut information = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..n {
            if games[i][j] > 0.0 {
                let expected = 1.0 / (1.0 + (strength[j] - strength[i]).exp());
                gradient[i] += points[i][j] - games[i][j] * expected;
                let w = games[i][j] * expected * (1.0 - expected);
                information[i][i] += w;
                information[i][j] -= w;
            }
        }
    }
    (gradient, information)
}

/// Moves the players' mean to 0 (the model only knows differences).
fn center(strength: &mut [f64], playing: &[bool]) {
    let count = playing.iter().filter(|&&p| p).count().max(1) as f64;
    let mean: f64 = strength.iter().zip(playing).filter(|(_, p)| **p).map(|(s, _)| s).sum::<f64>() / count;
    for (s, _) in strength.iter_mut().zip(playing).filter(|(_, p)| **p) {
        *s -= mean;
    }
}

/// The Moore–Penrose inverse of an information matrix whose only null direction is the all-ones
/// vector over the playing players (everyone's rating moved together): `(L + J/m)^-1 - J/m`,
/// with `J` the all-ones matrix over the `m` playing players. Rows of others are 0.
fn pseudo_inverse(information: &[Vec<f64>], playing: &[bool]) -> Vec<Vec<f64>> {
    let n = information.len();
    let index: Vec<usize> = (0..n).filter(|&i| playing[i]).collect();
    let m = index.len();
    let mut out = vec![vec![0.0; n]; n];
    if m == 0 {
        return out;
    }
    let share = 1.0 / m as f64;
    let shifted: Vec<Vec<f64>> =
        index.iter().map(|&i| index.iter().map(|&j| information[i][j] + share).collect()).collect();
    let inverse = invert(shifted);
    for (a, &i) in index.iter().enumerate() {
        for (b, &j) in index.iter().enumerate() {
            out[i][j] = inverse[a][b] - share;
        }
    }
    out
}

/// Gauss–Jordan inversion with partial pivoting; the matrices here are small and positive
/// definite, so a vanishing pivot only comes from players who never met, and is left at 0.
fn invert(mut a: Vec<Vec<f64>>) -> Vec<Vec<f64>> {
    let n = a.len();
    let mut inverse: Vec<Vec<f64>> = (0..n).map(|i| (0..n).map(|j| f64::from(u8::from(i == j))).collect()).collect();
    for column in 0..n {
        let pivot = (column..n).max_by(|&x, &y| a[x][column].abs().total_cmp(&a[y][column].abs())).unwrap_or(column);
        if a[pivot][column].abs() < 1e-300 {
            continue;
        }
        a.swap(column, pivot);
        inverse.swap(column, pivot);
        let divisor = a[column][column];
        for k in 0..n {
            a[column][k] /= divisor;
            inverse[column][k] /= divisor;
        }
        for row in 0..n {
            let factor = a[row][column];
            if row != column && factor != 0.0 {
                for k in 0..n {
                    a[row][k] -= factor * a[column][k];
                    inverse[row][k] -= factor * inverse[column][k];
                }
            }
        }
    }
    inverse
}
