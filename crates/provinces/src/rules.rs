//! Provinces' rules (`shared/rules/provinces.md`): provinces kept up to date incrementally,
//! units and buildings, invasions with merges, splits and wipes, incomes, bankruptcy and wins.
//!
//! Decided where the sheet leaves a gap (the way Slay and Antiyoy players expect):
//! - Another province of the same player is not in a province's outer border, so a unit never
//!   steps onto it directly; it joins them by taking a tile between them.
//! - A border tile next to two of the player's provinces can be bought on by either: the buy
//!   move names its province (`by`, the province's first tile).
//! - The one-tile wipe applies to the pieces of the province that lost the tile; an enemy
//!   province that was one tile before (a preset may have one) is left alone.
//! - Wins are checked for the player whose turn ended only; the round limit ends the game after
//!   blue's turn of the last round, equal evaluations draw.
//! - `free-turn`: a unit bought onto an empty tile of its own province may still move this turn;
//!   a bought unit that captured or merged, and a unit made by a merge with a moving unit, may not.
//! - Whole turns are told apart as they stand when `end` is played, before blue's incomes (the
//!   worked example `e4_bankrupt` counts 20, which bankruptcy would merge into fewer).

use super::map::{Map, TileId};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, LazyLock};
use stratagem_core::rng::splitmix64;
use stratagem_core::{Game, Outcome, Seat, Step, Text, game_over};

/// Why a tile's thing was destroyed, as its step says (and the sound tells apart): taken by an
/// invading unit, a province cut down to one tile, a province that could not pay its units.
pub const INVADED: &str = "provinces-why-invaded";
pub const CUT_OFF: &str = "provinces-why-cut-off";
pub const BANKRUPT: &str = "provinces-why-bankrupt";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Red,
    Blue,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Red, Side::Blue];

    pub fn seat(self) -> Seat {
        Seat(self as u8)
    }

    pub fn of(seat: Seat) -> Side {
        if seat.0 == 0 { Side::Red } else { Side::Blue }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }

    /// The side's name for players (the catalogs' seat name).
    pub fn text(self) -> Text {
        Text::new(match self {
            Side::Red => "provinces-seat-red",
            Side::Blue => "provinces-seat-blue",
        })
    }

    pub fn letter(self) -> char {
        match self {
            Side::Red => 'r',
            Side::Blue => 'b',
        }
    }
}

/// What stands on a tile: nothing, a unit or a building. Also the items a province buys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Thing {
    Empty,
    Peasant,
    Spearman,
    Baron,
    Knight,
    Farm,
    Tower,
    StrongTower,
}

impl Thing {
    /// Everything a province can buy, in shop order.
    pub const ITEMS: [Thing; 7] =
        [Thing::Peasant, Thing::Spearman, Thing::Baron, Thing::Knight, Thing::Farm, Thing::Tower, Thing::StrongTower];
    const ALL: [Thing; 8] = [
        Thing::Empty,
        Thing::Peasant,
        Thing::Spearman,
        Thing::Baron,
        Thing::Knight,
        Thing::Farm,
        Thing::Tower,
        Thing::StrongTower,
    ];

    pub fn is_unit(self) -> bool {
        matches!(self, Thing::Peasant | Thing::Spearman | Thing::Baron | Thing::Knight)
    }

    pub fn is_building(self) -> bool {
        matches!(self, Thing::Farm | Thing::Tower | Thing::StrongTower)
    }

    pub fn strength(self) -> u32 {
        match self {
            Thing::Peasant => 1,
            Thing::Spearman => 2,
            Thing::Baron => 3,
            Thing::Knight => 4,
            _ => 0,
        }
    }

    pub fn protection(self) -> u32 {
        match self {
            Thing::Empty | Thing::Farm => 0,
            Thing::Peasant => 1,
            Thing::Spearman | Thing::Tower => 2,
            Thing::Baron | Thing::Knight | Thing::StrongTower => 3,
        }
    }

    /// The unit of a given strength (1 to 4).
    pub fn unit_of_strength(strength: u32) -> Option<Thing> {
        [Thing::Peasant, Thing::Spearman, Thing::Baron, Thing::Knight].get((strength as usize).wrapping_sub(1)).copied()
    }

    /// The price of anything but a farm (whose price depends on the province).
    pub fn base_cost(self) -> i64 {
        match self {
            Thing::Empty => 0,
            Thing::Peasant => 10,
            Thing::Spearman => 20,
            Thing::Baron => 30,
            Thing::Knight => 40,
            Thing::Farm => 12,
            Thing::Tower => 15,
            Thing::StrongTower => 35,
        }
    }

    /// Income per turn (upkeep is negative).
    pub fn income(self) -> i64 {
        match self {
            Thing::Empty => 0,
            Thing::Peasant => -2,
            Thing::Spearman => -6,
            Thing::Baron => -18,
            Thing::Knight => -36,
            Thing::Farm => 4,
            Thing::Tower => -1,
            Thing::StrongTower => -6,
        }
    }

    /// The preset letter.
    pub fn letter(self) -> char {
        match self {
            Thing::Empty => '.',
            Thing::Peasant => 'p',
            Thing::Spearman => 's',
            Thing::Baron => 'B',
            Thing::Knight => 'k',
            Thing::Farm => 'f',
            Thing::Tower => 't',
            Thing::StrongTower => 'T',
        }
    }

    pub fn from_letter(c: char) -> Option<Thing> {
        Thing::ALL.into_iter().find(|t| t.letter() == c)
    }

    pub fn name(self) -> &'static str {
        match self {
            Thing::Empty => "nothing",
            Thing::Peasant => "peasant",
            Thing::Spearman => "spearman",
            Thing::Baron => "baron",
            Thing::Knight => "knight",
            Thing::Farm => "farm",
            Thing::Tower => "tower",
            Thing::StrongTower => "strong tower",
        }
    }

    /// The name players read, the shop's word for it.
    pub fn text(self) -> Text {
        Text::new(match self {
            Thing::Empty => "provinces-item-nothing",
            Thing::Peasant => "provinces-item-peasant",
            Thing::Spearman => "provinces-item-spearman",
            Thing::Baron => "provinces-item-baron",
            Thing::Knight => "provinces-item-knight",
            Thing::Farm => "provinces-item-farm",
            Thing::Tower => "provinces-item-tower",
            Thing::StrongTower => "provinces-item-strong-tower",
        })
    }
}

/// A side's unit or building, for the log: "red farm".
fn owned(side: Side, thing: Thing) -> Text {
    Text::new("provinces-owned-thing").with("side", side.text()).with("thing", thing.text())
}

/// The two move sets of the sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MoveSet {
    /// Each province, in row-major order of its first tile, does one action or nothing.
    #[default]
    Antiyomacy,
    /// Every unit moves once; provinces buy as much as their money allows, in any order.
    FreeTurn,
}

/// The options chosen before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub move_set: MoveSet,
    /// The game ends after this many rounds (red's turn then blue's).
    pub round_limit: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { move_set: MoveSet::Antiyomacy, round_limit: 200 }
    }
}

/// An action. `by` is the buying province's first tile (its smallest in row-major order): a
/// border tile may touch two of the player's provinces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PMove {
    Buy { item: Thing, at: TileId, by: TileId },
    Move { from: TileId, to: TileId },
    End,
}

const NO_PROV: u16 = u16::MAX;

/// One province: its owner, treasury and what the income formula needs, kept up to date as
/// tiles change.
#[derive(Clone, Debug)]
struct Province {
    side: Side,
    money: i64,
    size: u32,
    /// The smallest tile in row-major order; the province's treasury is hashed under it.
    first: TileId,
    farms: u32,
    /// Sum of the incomes of its units and buildings.
    upkeep: i64,
    alive: bool,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    Land(Side),
    NoProvince(Side),
    /// The round limit: the side ahead on the reference evaluation, if any.
    Rounds(Option<Side>),
}

impl Ending {
    fn winner(self) -> Option<Side> {
        match self {
            Ending::Land(s) | Ending::NoProvince(s) => Some(s),
            Ending::Rounds(s) => s,
        }
    }
}

const THINGS: usize = 8;

struct Keys {
    /// Per tile, owner (neutral, red, blue) × thing.
    tiles: Vec<u64>,
    moved: Vec<u64>,
}

static ZOBRIST: LazyLock<Keys> = LazyLock::new(|| {
    let mut seed = 0x5052_4f56_494e_4345; // "PROVINCE"
    let n = (super::map::MAX_SIDE * super::map::MAX_SIDE) as usize;
    Keys {
        tiles: (0..n * 3 * THINGS).map(|_| splitmix64(&mut seed)).collect(),
        moved: (0..n).map(|_| splitmix64(&mut seed)).collect(),
    }
});

fn owner_code(owner: Option<Side>) -> usize {
    owner.map_or(0, |s| s as usize + 1)
}

fn tile_key(t: TileId, owner: Option<Side>, thing: Thing) -> u64 {
    ZOBRIST.tiles[(t as usize * 3 + owner_code(owner)) * THINGS + thing as usize]
}

/// A value mixed into a stable key (treasuries, counters: too many values for a table).
fn mix(tag: u64, a: u64, b: u64) -> u64 {
    let mut s = tag.wrapping_mul(0x100_0000_01b3) ^ a.rotate_left(32) ^ b;
    splitmix64(&mut s) ^ splitmix64(&mut s)
}

fn money_key(first: TileId, money: i64) -> u64 {
    mix(1, first as u64, money as u64)
}

/// `round(v / 2)` with halves away from zero, the sheet's income rounding.
pub fn half_away(v: i64) -> i64 {
    if v >= 0 { (v + 1) / 2 } else { -((-v + 1) / 2) }
}

/// Collects the steps of a move when `play` asks for them; searches pass none.
struct Log<'a>(Option<&'a mut Vec<Step>>);

impl Log<'_> {
    fn push(&mut self, step: impl FnOnce() -> Step) {
        if let Some(steps) = self.0.as_mut() {
            steps.push(step());
        }
    }
}

/// A Provinces position. The map is shared; the rest is a few small vectors.
#[derive(Clone, Debug)]
pub struct Provinces {
    map: Arc<Map>,
    rules: Rules,
    owner: Vec<Option<Side>>,
    thing: Vec<Thing>,
    prov: Vec<u16>,
    provs: Vec<Province>,
    tiles_of: [u32; 2],
    to_move: Side,
    round: u32,
    conquests: [u32; 2],
    /// The mover's provinces at the start of its turn, in the order they act (antiyomacy).
    order: Vec<u16>,
    /// Provinces of `order` before this one have acted or passed.
    cursor: usize,
    /// Units that have moved this turn (free-turn only, so that antiyomacy positions reached
    /// in different orders hash alike).
    moved: Vec<bool>,
    ending: Option<Ending>,
    /// Zobrist hash of tiles, treasuries and moved flags; the counters are mixed in on demand.
    hash: u64,
}

/// A province's figures, for panels and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProvinceInfo {
    pub side: Side,
    pub first: (i32, i32),
    pub money: i64,
    pub size: u32,
    pub income: i64,
    pub farms: u32,
}

impl Provinces {
    /// A position from its tiles (row-major, `None` for neutral land and sea) and a treasury
    /// per province, named by any of its tiles. Errors say which entry is wrong.
    pub fn new(
        map: Arc<Map>,
        rules: Rules,
        tiles: &[(Option<Side>, Thing)],
        money: &[((i32, i32), i64)],
        to_move: Side,
        round: u32,
        conquests: [u32; 2],
    ) -> Result<Provinces, Text> {
        let n = map.len();
        let mut state = Provinces {
            map: map.clone(),
            rules,
            owner: vec![None; n],
            thing: vec![Thing::Empty; n],
            prov: vec![NO_PROV; n],
            provs: Vec::new(),
            tiles_of: [0; 2],
            to_move,
            round,
            conquests,
            order: Vec::new(),
            cursor: 0,
            moved: vec![false; n],
            ending: None,
            hash: 0,
        };
        for t in 0..n as TileId {
            let (owner, thing) = tiles[t as usize];
            state.set_tile(t, owner, thing, NO_PROV);
        }
        for t in 0..n as TileId {
            if let Some(side) = state.owner[t as usize]
                && state.prov[t as usize] == NO_PROV
            {
                let id = state.add_province(side, t);
                for u in state.component(t, |s, u| s.owner[u as usize] == Some(side)) {
                    state.set_tile(u, Some(side), state.thing[u as usize], id);
                }
            }
        }
        let mut paid = vec![false; state.provs.len()];
        for &((x, y), amount) in money {
            let money_at = |key| Text::new(key).with("x", x).with("y", y);
            let t = map.tile((x, y)).ok_or_else(|| money_at("provinces-map-money-off"))?;
            if !map.is_land(t) {
                return Err(money_at("provinces-map-money-sea"));
            }
            let p = state.prov[t as usize];
            if p == NO_PROV {
                return Err(money_at("provinces-map-money-neutral"));
            }
            if std::mem::replace(&mut paid[p as usize], true) {
                let (fx, fy) = map.xy(state.provs[p as usize].first);
                return Err(Text::new("provinces-map-money-twice").with("x", fx).with("y", fy));
            }
            state.provs[p as usize].money = amount;
        }
        if let Some(p) = paid.iter().position(|&done| !done) {
            let (fx, fy) = map.xy(state.provs[p].first);
            return Err(Text::new("provinces-map-money-missing").with("x", fx).with("y", fy));
        }
        for p in 0..state.provs.len() {
            state.hash ^= state.prov_key(p as u16);
        }
        state.start_turn();
        Ok(state)
    }

    /// The same position under other rules (presets are loaded before the options are known).
    pub fn with_rules(mut self, rules: Rules) -> Provinces {
        self.rules = rules;
        self
    }

    /// The same position with `side` starting its turn (a setup may let blue begin).
    pub fn with_first(mut self, side: Side) -> Provinces {
        if self.to_move != side {
            self.to_move = side;
            self.start_turn();
        }
        self
    }

    /// What a farm would cost the province holding `t` now.
    pub fn farm_price_at(&self, t: TileId) -> Option<i64> {
        let p = self.prov[t as usize];
        (p != NO_PROV).then(|| self.farm_cost(p))
    }

    pub fn map(&self) -> &Arc<Map> {
        &self.map
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn side_to_move(&self) -> Side {
        self.to_move
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn conquests(&self, side: Side) -> u32 {
        self.conquests[side as usize]
    }

    pub fn owner(&self, t: TileId) -> Option<Side> {
        self.owner[t as usize]
    }

    pub fn thing(&self, t: TileId) -> Thing {
        self.thing[t as usize]
    }

    pub fn tiles_of(&self, side: Side) -> u32 {
        self.tiles_of[side as usize]
    }

    /// Every living province in row-major order of its first tile.
    pub fn provinces(&self) -> Vec<ProvinceInfo> {
        let mut out: Vec<ProvinceInfo> =
            (0..self.provs.len() as u16).filter(|&p| self.provs[p as usize].alive).map(|p| self.info(p)).collect();
        out.sort_by_key(|i| (i.first.1, i.first.0));
        out
    }

    /// The province holding tile `t`.
    pub fn province_at(&self, t: TileId) -> Option<ProvinceInfo> {
        let p = self.prov[t as usize];
        (p != NO_PROV).then(|| self.info(p))
    }

    fn info(&self, p: u16) -> ProvinceInfo {
        let pr = &self.provs[p as usize];
        ProvinceInfo {
            side: pr.side,
            first: self.map.xy(pr.first),
            money: pr.money,
            size: pr.size,
            income: self.income(p),
            farms: pr.farms,
        }
    }

    /// Every tile of every province: (tile, province's first tile), for checking the
    /// incremental bookkeeping against a recomputation.
    pub fn province_labels(&self) -> Vec<Option<TileId>> {
        self.prov.iter().map(|&p| (p != NO_PROV).then(|| self.provs[p as usize].first)).collect()
    }

    /// The sheet's income formula for one province.
    fn income(&self, p: u16) -> i64 {
        let pr = &self.provs[p as usize];
        half_away(pr.size as i64 + pr.upkeep)
    }

    /// What a farm costs this province now.
    fn farm_cost(&self, p: u16) -> i64 {
        12 + 2 * self.provs[p as usize].farms as i64
    }

    fn cost(&self, item: Thing, p: u16) -> i64 {
        if item == Thing::Farm { self.farm_cost(p) } else { item.base_cost() }
    }

    fn prov_key(&self, p: u16) -> u64 {
        let pr = &self.provs[p as usize];
        if pr.alive { money_key(pr.first, pr.money) } else { 0 }
    }

    /// Changes a province's treasury or first tile, keeping the hash.
    fn rekey(&mut self, p: u16, change: impl FnOnce(&mut Province)) {
        self.hash ^= self.prov_key(p);
        change(&mut self.provs[p as usize]);
        self.hash ^= self.prov_key(p);
    }

    /// A new province with no tiles yet (its treasury is hashed once it has its money).
    fn add_province(&mut self, side: Side, first: TileId) -> u16 {
        let fresh = Province { side, money: 0, size: 0, first, farms: 0, upkeep: 0, alive: true };
        match self.provs.iter().position(|p| !p.alive) {
            Some(slot) => {
                self.provs[slot] = fresh;
                slot as u16
            }
            None => {
                self.provs.push(fresh);
                (self.provs.len() - 1) as u16
            }
        }
    }

    /// Sets a tile's owner, thing and province, moving the tile's figures from its old
    /// province to the new one. First tiles and treasuries are the caller's business.
    fn set_tile(&mut self, t: TileId, owner: Option<Side>, thing: Thing, prov: u16) {
        let i = t as usize;
        let (old_owner, old_thing, old_prov) = (self.owner[i], self.thing[i], self.prov[i]);
        if old_prov != NO_PROV {
            let pr = &mut self.provs[old_prov as usize];
            pr.size -= 1;
            pr.upkeep -= old_thing.income();
            pr.farms -= u32::from(old_thing == Thing::Farm);
        }
        if let Some(s) = old_owner {
            self.tiles_of[s as usize] -= 1;
        }
        self.hash ^= tile_key(t, old_owner, old_thing) ^ tile_key(t, owner, thing);
        self.set_moved(t, false);
        (self.owner[i], self.thing[i], self.prov[i]) = (owner, thing, prov);
        if prov != NO_PROV {
            let pr = &mut self.provs[prov as usize];
            pr.size += 1;
            pr.upkeep += thing.income();
            pr.farms += u32::from(thing == Thing::Farm);
        }
        if let Some(s) = owner {
            self.tiles_of[s as usize] += 1;
        }
    }

    fn set_moved(&mut self, t: TileId, moved: bool) {
        if self.moved[t as usize] != moved {
            self.moved[t as usize] = moved;
            self.hash ^= ZOBRIST.moved[t as usize];
        }
    }

    /// The tiles connected to `start` through tiles that `inside` accepts, `start` first.
    fn component(&self, start: TileId, inside: impl Fn(&Self, TileId) -> bool) -> Vec<TileId> {
        let mut seen = vec![false; self.map.len()];
        seen[start as usize] = true;
        let mut out = vec![start];
        let mut i = 0;
        while i < out.len() {
            for &n in self.map.neighbours(out[i]) {
                if !seen[n as usize] && inside(self, n) {
                    seen[n as usize] = true;
                    out.push(n);
                }
            }
            i += 1;
        }
        out
    }

    /// The start of a side's turn: its provinces line up in row-major order of first tiles.
    fn start_turn(&mut self) {
        let side = self.to_move;
        let mut order: Vec<u16> = (0..self.provs.len() as u16)
            .filter(|&p| self.provs[p as usize].alive && self.provs[p as usize].side == side)
            .collect();
        order.sort_by_key(|&p| self.provs[p as usize].first);
        self.order = order;
        self.cursor = 0;
        for t in 0..self.map.len() as TileId {
            self.set_moved(t, false);
        }
    }

    /// Tiles within the zones of `enemy`'s towers: 1 blocks peasants and spearmen, 2 barons too.
    fn zones(&self, enemy: Side) -> Vec<u8> {
        let mut zone = vec![0u8; self.map.len()];
        for t in 0..self.map.len() as TileId {
            if self.owner[t as usize] != Some(enemy) {
                continue;
            }
            let (radius, level) = match self.thing[t as usize] {
                Thing::Tower => (1, 1),
                Thing::StrongTower => (2, 2),
                _ => continue,
            };
            for &z in self.map.within_radius(t, radius) {
                zone[z as usize] = zone[z as usize].max(level);
            }
        }
        zone
    }

    /// The tiles a unit of province `p` may target: its own and its outer border.
    fn targets(&self, p: u16) -> Vec<bool> {
        let mut mark = vec![false; self.map.len()];
        for t in 0..self.map.len() as TileId {
            if self.prov[t as usize] == p {
                mark[t as usize] = true;
                for &n in self.map.neighbours(t) {
                    if self.owner[n as usize] != Some(self.provs[p as usize].side) {
                        mark[n as usize] = true;
                    }
                }
            }
        }
        mark
    }

    /// Whether `unit` of province `p` may arrive on `to` (already known to be a target), by the
    /// sheet's placement rule: tower zones first, then what stands there.
    fn may_arrive(&self, unit: Thing, to: TileId, p: u16, zone: &[u8]) -> bool {
        let blocked = match zone[to as usize] {
            0 => false,
            1 => unit.strength() <= 2,
            _ => unit.strength() <= 3,
        };
        if blocked {
            return false;
        }
        let there = self.thing[to as usize];
        if self.prov[to as usize] == p {
            match there {
                Thing::Empty => true,
                t if t.is_unit() => (2..=4).contains(&(t.strength() + unit.strength())),
                _ => false,
            }
        } else {
            there.protection() < unit.strength()
        }
    }

    /// The provinces that may act now, in order.
    fn acting(&self) -> Vec<u16> {
        let side = self.to_move;
        let mine = |p: u16| self.provs[p as usize].alive && self.provs[p as usize].side == side;
        match self.rules.move_set {
            MoveSet::Antiyomacy => self.order[self.cursor..].iter().copied().filter(|&p| mine(p)).collect(),
            MoveSet::FreeTurn => self.order.iter().copied().filter(|&p| mine(p)).collect(),
        }
    }

    /// The actions of province `p`, appended to `out`.
    fn province_moves(&self, p: u16, zone: &[u8], out: &mut Vec<PMove>) {
        let targets = self.targets(p);
        let pr = &self.provs[p as usize];
        let free = self.rules.move_set == MoveSet::FreeTurn;
        for from in 0..self.map.len() as TileId {
            let unit = self.thing[from as usize];
            if self.prov[from as usize] != p || !unit.is_unit() || free && self.moved[from as usize] {
                continue;
            }
            for &to in self.map.reach2(from) {
                if targets[to as usize] && self.may_arrive(unit, to, p, zone) {
                    out.push(PMove::Move { from, to });
                }
            }
        }
        for item in Thing::ITEMS {
            if self.cost(item, p) > pr.money {
                continue;
            }
            for at in 0..self.map.len() as TileId {
                if !targets[at as usize] {
                    continue;
                }
                let ok = if item.is_unit() {
                    self.may_arrive(item, at, p, zone)
                } else {
                    self.prov[at as usize] == p
                        && self.thing[at as usize] == Thing::Empty
                        && (item != Thing::Farm
                            || pr.farms == 0
                            || self
                                .map
                                .neighbours(at)
                                .iter()
                                .any(|&n| self.prov[n as usize] == p && self.thing[n as usize] == Thing::Farm))
                };
                if ok {
                    out.push(PMove::Buy { item, at, by: pr.first });
                }
            }
        }
    }

    /// A unit of province `p` arrives on `to`: it merges, or invades with capture, merges of
    /// own provinces, and the split and wipe of the enemy province.
    fn arrive(&mut self, unit: Thing, to: TileId, p: u16, log: &mut Log) {
        let side = self.provs[p as usize].side;
        let (x, y) = self.map.xy(to);
        let there = self.thing[to as usize];
        if self.prov[to as usize] == p {
            let merged = if there.is_unit() {
                let m = Thing::unit_of_strength(there.strength() + unit.strength()).expect("a legal merge");
                log.push(|| Step::Merged {
                    into: (x, y),
                    what: Text::new("provinces-merged-units")
                        .with("there", there.text())
                        .with("unit", unit.text())
                        .with("into", m.text()),
                });
                m
            } else {
                unit
            };
            self.set_tile(to, Some(side), merged, p);
            return;
        }
        let old_owner = self.owner[to as usize];
        let old_prov = self.prov[to as usize];
        if there != Thing::Empty {
            let piece = match old_owner {
                Some(owner) => owned(owner, there),
                None => Text::new("provinces-neutral-thing").with("thing", there.text()),
            };
            if there.is_unit() {
                log.push(|| Step::Captured { piece, at: (x, y) });
            } else {
                log.push(|| Step::Destroyed { piece, at: (x, y), why: Text::new(INVADED) });
            }
        }
        self.hash ^= self.prov_key(p);
        self.set_tile(to, Some(side), unit, p);
        let pr = &mut self.provs[p as usize];
        pr.first = pr.first.min(to);
        self.hash ^= self.prov_key(p);
        if old_owner.is_some() {
            self.conquests[side as usize] += 1;
        }
        for i in 0..self.map.neighbours(to).len() {
            let n = self.map.neighbours(to)[i];
            let q = self.prov[n as usize];
            if self.owner[n as usize] == Some(side) && q != p {
                self.merge(q, p);
                log.push(|| Step::Merged {
                    into: (x, y),
                    what: Text::new("provinces-merged-provinces").with("side", side.text()),
                });
            }
        }
        if old_prov != NO_PROV {
            self.split(old_prov, to, log);
        }
    }

    /// Province `q` joins `p`; treasuries are summed.
    fn merge(&mut self, q: u16, p: u16) {
        let side = self.provs[p as usize].side;
        self.hash ^= self.prov_key(p) ^ self.prov_key(q);
        for t in 0..self.map.len() as TileId {
            if self.prov[t as usize] == q {
                self.set_tile(t, Some(side), self.thing[t as usize], p);
            }
        }
        let (money, first) = (self.provs[q as usize].money, self.provs[q as usize].first);
        self.provs[q as usize].alive = false;
        let pr = &mut self.provs[p as usize];
        pr.money += money;
        pr.first = pr.first.min(first);
        self.hash ^= self.prov_key(p);
    }

    /// Province `e` lost tile `lost`: its pieces share its money by size (rounded down), then
    /// every piece of one tile is wiped.
    fn split(&mut self, e: u16, lost: TileId, log: &mut Log) {
        let side = self.provs[e as usize].side;
        let money = self.provs[e as usize].money;
        let total = self.provs[e as usize].size as i64;
        self.hash ^= self.prov_key(e);
        let mut pieces: Vec<Vec<TileId>> = Vec::new();
        for &n in self.map.neighbours(lost) {
            if self.prov[n as usize] == e && !pieces.iter().any(|piece| piece.contains(&n)) {
                pieces.push(self.component(n, |s, u| s.prov[u as usize] == e));
            }
        }
        if pieces.is_empty() {
            // The province was that one tile: it is gone with its money.
            self.provs[e as usize].alive = false;
            return;
        }
        let mut ids = Vec::with_capacity(pieces.len());
        for (i, piece) in pieces.iter().enumerate() {
            let first = *piece.iter().min().expect("a piece has tiles");
            let id = if i == 0 { e } else { self.add_province(side, first) };
            if i > 0 {
                for &t in piece {
                    self.set_tile(t, Some(side), self.thing[t as usize], id);
                }
            }
            let pr = &mut self.provs[id as usize];
            pr.first = first;
            pr.money = piece.len() as i64 * money / total;
            ids.push(id);
        }
        for (piece, &id) in pieces.iter().zip(&ids) {
            if piece.len() == 1 {
                let t = piece[0];
                let thing = self.thing[t as usize];
                let (x, y) = self.map.xy(t);
                let what = if thing == Thing::Empty {
                    Text::new("provinces-tile-of").with("side", side.text())
                } else {
                    owned(side, thing)
                };
                log.push(|| Step::Destroyed { piece: what, at: (x, y), why: Text::new(CUT_OFF) });
                self.set_tile(t, None, Thing::Empty, NO_PROV);
                self.provs[id as usize].alive = false;
            } else {
                self.hash ^= self.prov_key(id);
            }
        }
    }

    /// Pays every province's income; a province that cannot pay loses its units and money.
    fn pay_incomes(&mut self, log: &mut Log) {
        for p in 0..self.provs.len() as u16 {
            if !self.provs[p as usize].alive {
                continue;
            }
            let income = self.income(p);
            let money = self.provs[p as usize].money;
            if money + income >= 0 {
                self.rekey(p, |pr| pr.money += income);
                continue;
            }
            let side = self.provs[p as usize].side;
            for t in 0..self.map.len() as TileId {
                let thing = self.thing[t as usize];
                if self.prov[t as usize] == p && thing.is_unit() {
                    let at = self.map.xy(t);
                    log.push(|| Step::Destroyed { piece: owned(side, thing), at, why: Text::new(BANKRUPT) });
                    self.set_tile(t, Some(side), Thing::Empty, p);
                }
            }
            self.rekey(p, |pr| pr.money = 0);
        }
    }

    /// The end of the mover's turn: incomes after blue's, then wins and the round limit.
    fn end_turn(&mut self, log: &mut Log) {
        let side = self.to_move;
        if side == Side::Blue {
            self.pay_incomes(log);
        }
        let other = side.other();
        if self.tiles_of[side as usize] * 5 >= self.map.land_count() * 4 {
            self.ending = Some(Ending::Land(side));
        } else if self.tiles_of[other as usize] == 0 {
            self.ending = Some(Ending::NoProvince(side));
        }
        if side == Side::Blue {
            self.round += 1;
            if self.ending.is_none() && self.round > self.rules.round_limit {
                let value = self.reference_eval5();
                self.ending =
                    Some(Ending::Rounds((value != 0).then_some(if value > 0 { Side::Blue } else { Side::Red })));
            }
        }
        self.to_move = other;
        self.start_turn();
        log.push(|| Step::TurnEnded { next: other.seat() });
    }

    fn act(&mut self, mv: PMove, log: &mut Log) {
        match mv {
            PMove::End => self.end_turn(log),
            PMove::Move { from, to } => {
                let p = self.prov[from as usize];
                self.mark_acted(p);
                let unit = self.thing[from as usize];
                let side = self.to_move;
                log.push(|| Step::Moved { piece: owned(side, unit), from: self.map.xy(from), to: self.map.xy(to) });
                self.set_tile(from, Some(side), Thing::Empty, p);
                self.arrive(unit, to, p, log);
                self.set_moved(to, self.rules.move_set == MoveSet::FreeTurn);
            }
            PMove::Buy { item, at, by } => {
                let p = self.prov[by as usize];
                self.mark_acted(p);
                let cost = self.cost(item, p);
                self.rekey(p, |pr| pr.money -= cost);
                let (side, at_xy) = (self.to_move, self.map.xy(at));
                log.push(|| Step::Bought { item: owned(side, item), at: at_xy, cost });
                if item.is_unit() {
                    // A bought unit may still move this turn (free-turn) if it only stepped
                    // onto an empty tile of its own province, as in Slay and Antiyoy.
                    let spent = self.prov[at as usize] != p || self.thing[at as usize] != Thing::Empty;
                    self.arrive(item, at, p, log);
                    self.set_moved(at, spent && self.rules.move_set == MoveSet::FreeTurn);
                } else {
                    self.set_tile(at, Some(side), item, p);
                }
            }
        }
    }

    /// Antiyomacy: province `p` acts now, so it and every province listed before it are done.
    fn mark_acted(&mut self, p: u16) {
        if let Some(i) = self.order[self.cursor..].iter().position(|&q| q == p) {
            self.cursor += i + 1;
        }
    }

    /// The reference evaluation times 5 (an integer): blue's terms minus red's, ±99999 for a
    /// won position.
    pub fn reference_eval5(&self) -> i64 {
        if let Some(Ending::Land(s) | Ending::NoProvince(s)) = self.ending {
            return if s == Side::Blue { 499_995 } else { -499_995 };
        }
        let mut terms = [0i64; 2];
        let mut money = [0i64; 2];
        for p in 0..self.provs.len() as u16 {
            let pr = &self.provs[p as usize];
            if pr.alive {
                money[pr.side as usize] += pr.money;
                terms[pr.side as usize] += 5 * (self.income(p) + pr.size as i64);
            }
        }
        for t in 0..self.map.len() {
            if let Some(s) = self.owner[t] {
                terms[s as usize] += match self.thing[t] {
                    Thing::Peasant => 5,
                    Thing::Spearman => 15,
                    Thing::Baron => 40,
                    Thing::Knight => 100,
                    Thing::Tower => 6,
                    Thing::StrongTower => 18,
                    _ => 0,
                };
            }
        }
        for s in Side::BOTH {
            let i = s as usize;
            terms[i] += 15 * self.conquests[i] as i64;
            terms[i] += 5 * match money[i] {
                m if m < 0 => -99_999,
                m if m > 40 => -1,
                _ => 1,
            };
        }
        terms[1] - terms[0]
    }

    /// The reference evaluation as the sheet prints it (`-10.2`).
    pub fn reference_value_text(&self) -> String {
        let v = self.reference_eval5();
        format!("{}{}.{}", if v < 0 { "-" } else { "" }, v.abs() / 5, v.abs() % 5 * 2)
    }

    /// Every distinct position that can end the mover's turn in the `antiyomacy` move set,
    /// whatever this game's move set is, each as it stands after `end` (blue's incomes paid).
    /// Positions are told apart as they stand before `end`: incomes and bankruptcy may make two
    /// of them equal afterwards, and the worked example `e4_bankrupt` counts them as two.
    pub fn whole_turns(&self) -> Vec<Provinces> {
        let mut ends: HashMap<u64, Provinces> = HashMap::new();
        self.explore_turn(|key, state| {
            ends.entry(key).or_insert_with(|| {
                let mut next = state.clone().with_rules(self.rules);
                next.apply(PMove::End);
                next
            });
        });
        let mut out: Vec<(u64, Provinces)> = ends.into_iter().collect();
        out.sort_by_key(|(k, _)| *k);
        out.into_iter().map(|(_, s)| s).collect()
    }

    /// How many distinct positions can end the mover's turn in the `antiyomacy` move set (the
    /// reference's branching factor), without keeping them.
    pub fn whole_turn_count(&self) -> usize {
        let mut keys = HashSet::new();
        self.explore_turn(|key, _| {
            keys.insert(key);
        });
        keys.len()
    }

    /// Calls `at_end` with every position of the mover's `antiyomacy` turn from here (where it
    /// may play `end`) and its whole-turn key; transpositions are visited once.
    fn explore_turn(&self, mut at_end: impl FnMut(u64, &Provinces)) {
        let mut start = self.clone();
        start.rules.move_set = MoveSet::Antiyomacy;
        if start.ending.is_some() {
            return;
        }
        let mut seen = HashSet::from([start.position_hash()]);
        let mut stack = vec![start];
        let mut moves = Vec::new();
        while let Some(state) = stack.pop() {
            at_end(state.whole_turn_key(), &state);
            moves.clear();
            state.legal_moves(&mut moves);
            for &mv in moves.iter().filter(|&&mv| mv != PMove::End) {
                let mut next = state.clone();
                next.apply(mv);
                if seen.insert(next.position_hash()) {
                    stack.push(next);
                }
            }
        }
    }

    /// What tells whole turns apart: map, treasuries and counters.
    fn whole_turn_key(&self) -> u64 {
        self.hash ^ mix(2, self.conquests[0] as u64, self.conquests[1] as u64)
    }

    /// The provinces of the mover that could buy on `at` (its own, or those it borders).
    fn buyers(&self, at: TileId) -> Vec<u16> {
        let side = self.to_move;
        if self.owner[at as usize] == Some(side) {
            return vec![self.prov[at as usize]];
        }
        let mut out: Vec<u16> = self
            .map
            .neighbours(at)
            .iter()
            .filter(|&&n| self.owner[n as usize] == Some(side))
            .map(|&n| self.prov[n as usize])
            .collect();
        out.sort_by_key(|&p| self.provs[p as usize].first);
        out.dedup();
        out
    }

    fn tile_text(&self, t: TileId) -> String {
        let (x, y) = self.map.xy(t);
        format!("({x},{y})")
    }

    fn parse_tile(&self, text: &str) -> Result<TileId, String> {
        let at = stratagem_core::assets::parse_tile(text)?;
        self.map.tile(at).ok_or_else(|| format!("({},{}) is not on the map", at.0, at.1))
    }

    /// Why the game ended, in words.
    fn ending_reason(&self, ending: Ending) -> Text {
        match ending {
            Ending::Land(s) => Text::new("provinces-end-land").with("side", s.text()),
            Ending::NoProvince(s) => Text::new("provinces-end-no-province").with("side", s.other().text()),
            Ending::Rounds(_) => Text::new("provinces-end-rounds")
                .with("limit", self.rules.round_limit)
                .with("value", self.reference_value_text()),
        }
    }
}

impl Game for Provinces {
    type Move = PMove;

    fn seats(&self) -> usize {
        2
    }

    fn to_move(&self) -> Seat {
        self.to_move.seat()
    }

    fn legal_moves(&self, out: &mut Vec<PMove>) {
        if self.ending.is_some() {
            return;
        }
        let zone = self.zones(self.to_move.other());
        for p in self.acting() {
            self.province_moves(p, &zone, out);
        }
        out.push(PMove::End);
    }

    fn apply(&mut self, mv: PMove) {
        self.act(mv, &mut Log(None));
    }

    fn play(&mut self, mv: PMove) -> Vec<Step> {
        let mut steps = Vec::new();
        self.act(mv, &mut Log(Some(&mut steps)));
        steps
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        let reason = self.ending_reason(ending);
        Some(match ending.winner() {
            Some(side) => Outcome::Win { seat: side.seat(), reason },
            None => Outcome::Draw { reason },
        })
    }

    fn finished(&self) -> Option<Option<Seat>> {
        self.ending.map(|e| e.winner().map(Side::seat))
    }

    fn position_hash(&self) -> u64 {
        self.whole_turn_key()
            ^ mix(3, self.round as u64, self.cursor as u64)
            ^ if self.to_move == Side::Blue { 0x0b1e_b1e0_b1e0_b1e0 } else { 0 }
    }

    /// `buy peasant (3,4)` (with ` by (x,y)`, the buying province's first tile, when the tile
    /// borders two provinces of the mover), `(2,3)-(3,4)`, `end`.
    fn move_text(&self, mv: PMove) -> String {
        match mv {
            PMove::End => "end".into(),
            PMove::Move { from, to } => format!("{}-{}", self.tile_text(from), self.tile_text(to)),
            PMove::Buy { item, at, by } => {
                let mut text = format!("buy {} {}", item.name(), self.tile_text(at));
                if self.buyers(at).len() > 1 {
                    text += &format!(" by {}", self.tile_text(by));
                }
                text
            }
        }
    }

    fn parse_move(&self, text: &str) -> Result<PMove, String> {
        let text = text.trim();
        if text == "end" {
            return Ok(PMove::End);
        }
        if let Some(rest) = text.strip_prefix("buy ") {
            let rest = rest.trim_start();
            let item = Thing::ITEMS
                .into_iter()
                .filter(|i| rest.starts_with(i.name()))
                .max_by_key(|i| i.name().len())
                .ok_or_else(|| {
                format!(
                    "'{}' is not an item (peasant, spearman, baron, knight, farm, tower, strong tower)",
                    stratagem_core::assets::quote(rest)
                )
            })?;
            let rest = &rest[item.name().len()..];
            let (at_text, by_text) = match rest.split_once(" by ") {
                Some((a, b)) => (a, Some(b)),
                None => (rest, None),
            };
            let at = self.parse_tile(at_text)?;
            let by = match by_text {
                Some(b) => {
                    let t = self.parse_tile(b)?;
                    let p = self.prov[t as usize];
                    if p == NO_PROV || self.owner[t as usize] != Some(self.to_move) {
                        return Err(format!("{} is not in a province of {}", self.tile_text(t), self.to_move.name()));
                    }
                    self.provs[p as usize].first
                }
                None => match self.buyers(at)[..] {
                    [p] => self.provs[p as usize].first,
                    [] => {
                        return Err(format!(
                            "no province of {} holds or borders {}",
                            self.to_move.name(),
                            self.tile_text(at)
                        ));
                    }
                    _ => {
                        return Err(format!(
                            "{} borders several provinces: add 'by (x,y)' naming one",
                            self.tile_text(at)
                        ));
                    }
                },
            };
            return Ok(PMove::Buy { item, at, by });
        }
        let (from, to) = text.split_once(")-").ok_or("expected 'end', 'buy <item> (x,y)' or '(x,y)-(x,y)'")?;
        Ok(PMove::Move { from: self.parse_tile(&format!("{from})"))?, to: self.parse_tile(to)? })
    }

    fn why_illegal(&self, mv: PMove) -> Option<Text> {
        if let Some(outcome) = self.outcome() {
            return Some(game_over(&outcome));
        }
        if self.is_legal(mv) {
            return None;
        }
        let side = self.to_move;
        let province = |t: TileId| {
            let p = self.prov[t as usize];
            (p != NO_PROV && self.provs[p as usize].side == side).then_some(p)
        };
        Some(match mv {
            PMove::End => unreachable!("end is always legal while the game goes on"),
            PMove::Move { from, .. } if !self.thing[from as usize].is_unit() || province(from).is_none() => {
                Text::new("provinces-illegal-no-unit").with("tile", self.tile_text(from)).with("side", side.text())
            }
            PMove::Buy { by, .. } if province(by).is_none() => {
                Text::new("provinces-illegal-no-province").with("tile", self.tile_text(by)).with("side", side.text())
            }
            PMove::Buy { item, by, .. }
                if self.cost(item, self.prov[by as usize]) > self.provs[self.prov[by as usize] as usize].money =>
            {
                Text::new("provinces-illegal-dear").with("item", item.text())
            }
            PMove::Move { from, .. } | PMove::Buy { by: from, .. }
                if !self.acting().contains(&self.prov[from as usize]) =>
            {
                Text::new("provinces-illegal-acted")
            }
            PMove::Move { from, .. } if self.moved[from as usize] => Text::new("provinces-illegal-moved"),
            _ => Text::new("provinces-illegal-placement").with("move", self.move_text(mv)),
        })
    }

    /// Moves by their tile and the target's offset (within 2 columns and rows); buys by tile
    /// and item. Moves no position allows share the unused zero-offset slot, so keys stay in
    /// range whatever the move.
    fn move_key(&self, mv: PMove) -> usize {
        let n = (super::map::MAX_SIDE * super::map::MAX_SIDE) as usize;
        match mv {
            PMove::Move { from, to } => {
                let ((fx, fy), (tx, ty)) = (self.map.xy(from), self.map.xy(to));
                let (dx, dy) = (tx - fx, ty - fy);
                let offset = if dx.abs() <= 2 && dy.abs() <= 2 { (dx + 2) * 5 + dy + 2 } else { 12 };
                from as usize * 25 + offset as usize
            }
            PMove::Buy { item, at, .. } => n * 25 + at as usize * 7 + (item as usize).saturating_sub(1),
            PMove::End => stratagem_core::MOVE_KEYS - 1,
        }
    }

    /// Captures of enemy land first (dearer targets first), then neutral land, then the rest.
    fn move_order_hint(&self, mv: PMove) -> i32 {
        let to = match mv {
            PMove::Move { to, .. } | PMove::Buy { at: to, .. } => to,
            PMove::End => return 0,
        };
        match self.owner[to as usize] {
            Some(s) if s != self.to_move => 1000 + 10 * self.thing[to as usize].protection() as i32,
            None => 100,
            _ => 50,
        }
    }

    /// In `antiyomacy` one ply is one whole turn, as in the reference: only `end` costs depth.
    /// A `free-turn` turn is too long to search whole, so there every action is a ply.
    fn ends_ply(&self, mv: PMove) -> bool {
        mv == PMove::End || self.rules.move_set == MoveSet::FreeTurn
    }

    fn seat_name(&self, seat: Seat) -> String {
        Side::of(seat).name().to_string()
    }
}
