//! The sheet's seeded random-walker map generator: the same size and seed always give the same
//! map (our own seed → map function, not another program's random numbers).

use super::map::{Map, TileId, Topology};
use super::preset::Layout;
use super::rules::{Side, Thing};
use rand::RngExt;
use stratagem_core::rng::{GameRng, seeded};

/// The sizes the sheet defines: small and big.
pub const SIZES: [u32; 2] = [8, 16];

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// An N×N map (N = 8 or 16) carved by random walkers, with each side's starting provinces.
///
/// Decided where the sheet is open: a walker's starting tile becomes land for free; a walker
/// stops when its life is spent or after 4N steps (redrawn off-map steps do not count); a claim
/// walks from its start through unowned land orthogonally and stops early when boxed in, so a
/// province has 1 + (2 to 4) tiles; blue starts on the last land tile red did not claim; on big maps the second provinces start on a random unowned
/// land tile, red's among the first half of the land in row-major order, blue's among the last.
pub fn generate(size: u32, seed: u64, topology: Topology) -> Layout {
    let n = size as i32;
    let mut rng = seeded(seed);
    let mut land = vec![vec![false; size as usize]; size as usize];
    let walkers = if size >= 16 { 2 } else { 1 };
    for w in 0..walkers {
        let (mut x, mut y) = if w == 0 {
            ((n + 1) / 2, (n + 1) / 2)
        } else {
            let tiles = land_tiles(&land);
            tiles[rng.random_range(0..tiles.len())]
        };
        land[y as usize][x as usize] = true;
        let mut life = rng.random_range(2 * n..=4 * n);
        let mut steps = 0;
        while life > 0 && steps < 4 * n {
            let (dx, dy) = ORTHOGONAL[rng.random_range(0..4)];
            if !(0..n).contains(&(x + dx)) || !(0..n).contains(&(y + dy)) {
                continue;
            }
            (x, y) = (x + dx, y + dy);
            steps += 1;
            let cell = &mut land[y as usize][x as usize];
            if !*cell {
                *cell = true;
                life -= 1;
            }
        }
    }
    let mut owner: Vec<Vec<Option<Side>>> = vec![vec![None; size as usize]; size as usize];
    let tiles = land_tiles(&land);
    claim(&mut owner, &land, tiles[0], Side::Red, &mut rng);
    if let Some(&last) = tiles.iter().rev().find(|&&(x, y)| owner[y as usize][x as usize].is_none()) {
        claim(&mut owner, &land, last, Side::Blue, &mut rng);
    }
    if size >= 16 {
        let half = tiles.len() / 2;
        for (side, range) in [(Side::Red, 0..half), (Side::Blue, half..tiles.len())] {
            let free: Vec<(i32, i32)> =
                tiles[range].iter().copied().filter(|&(x, y)| owner[y as usize][x as usize].is_none()).collect();
            if !free.is_empty() {
                let start = free[rng.random_range(0..free.len())];
                claim(&mut owner, &land, start, side, &mut rng);
            }
        }
    }
    let map = Map::new(topology, &land);
    let cells: Vec<(Option<Side>, Thing)> = owner.iter().flatten().map(|&o| (o, Thing::Empty)).collect();
    let mut money = Vec::new();
    for side in Side::BOTH {
        let firsts = province_firsts(&map, &cells, side);
        let each = if size >= 16 { 24 / firsts.len().max(1) as i64 } else { 12 };
        money.extend(firsts.iter().map(|&t| (map.xy(t), each)));
    }
    Layout { topology, land, tiles: cells, money }
}

fn land_tiles(land: &[Vec<bool>]) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for (y, row) in land.iter().enumerate() {
        for (x, &l) in row.iter().enumerate() {
            if l {
                out.push((x as i32, y as i32));
            }
        }
    }
    out
}

/// `side` takes `start` and then 2 to 4 orthogonal steps onto unowned land.
fn claim(owner: &mut [Vec<Option<Side>>], land: &[Vec<bool>], start: (i32, i32), side: Side, rng: &mut GameRng) {
    let (mut x, mut y) = start;
    owner[y as usize][x as usize] = Some(side);
    for _ in 0..rng.random_range(2..=4) {
        let free: Vec<(i32, i32)> = ORTHOGONAL
            .iter()
            .map(|&(dx, dy)| (x + dx, y + dy))
            .filter(|&(nx, ny)| {
                land.get(ny as usize).and_then(|r| r.get(nx as usize)).copied().unwrap_or(false)
                    && owner[ny as usize][nx as usize].is_none()
            })
            .collect();
        if free.is_empty() {
            break;
        }
        (x, y) = free[rng.random_range(0..free.len())];
        owner[y as usize][x as usize] = Some(side);
    }
}

/// The first tile of each of `side`'s provinces (connected by the topology's neighbours).
fn province_firsts(map: &Map, cells: &[(Option<Side>, Thing)], side: Side) -> Vec<TileId> {
    let mut seen = vec![false; cells.len()];
    let mut firsts = Vec::new();
    for t in 0..cells.len() as TileId {
        if seen[t as usize] || cells[t as usize].0 != Some(side) {
            continue;
        }
        firsts.push(t);
        seen[t as usize] = true;
        let mut stack = vec![t];
        while let Some(u) = stack.pop() {
            for &v in map.neighbours(u) {
                if !seen[v as usize] && cells[v as usize].0 == Some(side) {
                    seen[v as usize] = true;
                    stack.push(v);
                }
            }
        }
    }
    firsts
}
