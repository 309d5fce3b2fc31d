//! Kings & Pawns (`shared/rules/kings-and-htn.md`): units step one tile in any of eight
//! directions on a map of square tiles with gaps; stepping onto an enemy captures it; losing
//! every king loses.

use stratagem_core::rng::splitmix64;
use stratagem_core::{Game, Outcome, Seat, Step, Text, game_over};

/// Maps are at most this wide and tall, so a tile index fits a byte.
pub const MAX_SIDE: usize = 16;
const EMPTY: u8 = u8::MAX;

/// A unit as the preset placed it. Its name follows the sheet: `Pawn1-2` is player 1's second
/// pawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitInfo {
    pub kind: String,
    pub owner: Seat,
    pub name: String,
}

impl UnitInfo {
    /// Kings are the units a player must not lose all of.
    pub fn is_king(&self) -> bool {
        self.kind == "King"
    }
}

/// The map and the units of a preset, shared by every position on it.
#[derive(Debug, PartialEq)]
pub struct Map {
    pub width: usize,
    pub height: usize,
    exists: Vec<bool>,
    pub units: Vec<UnitInfo>,
    neighbours: Vec<Vec<u8>>,
    /// The tiles that exist, row by row, and which units are kings: the search asks both at
    /// every node.
    tile_list: Vec<u8>,
    king: Vec<bool>,
}

impl Map {
    /// A map from rows of `.` (tile) and anything else (gap); the caller checked the sizes.
    pub fn new(rows: &[Vec<bool>], units: Vec<UnitInfo>) -> Map {
        let height = rows.len();
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let mut exists = vec![false; width * height];
        for (y, row) in rows.iter().enumerate() {
            for (x, &tile) in row.iter().enumerate() {
                exists[y * width + x] = tile;
            }
        }
        let tile_list = (0..width * height).filter(|&t| exists[t]).map(|t| t as u8).collect();
        let king = units.iter().map(UnitInfo::is_king).collect();
        let mut map = Map { width, height, exists, units, neighbours: Vec::new(), tile_list, king };
        map.neighbours = (0..width * height)
            .map(|t| {
                let (x, y) = map.xy(t as u8);
                let mut out = Vec::new();
                for dy in -1..=1 {
                    for dx in -1..=1 {
                        if (dx, dy) != (0, 0)
                            && let Some(n) = map.tile(x + dx, y + dy)
                        {
                            out.push(n);
                        }
                    }
                }
                out
            })
            .collect();
        map
    }

    pub fn tile(&self, x: i32, y: i32) -> Option<u8> {
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return None;
        }
        let t = y as usize * self.width + x as usize;
        self.exists[t].then_some(t as u8)
    }

    pub fn xy(&self, tile: u8) -> (i32, i32) {
        ((tile as usize % self.width) as i32, (tile as usize / self.width) as i32)
    }

    /// Every tile, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = u8> + '_ {
        self.tile_list.iter().copied()
    }

    pub fn neighbours(&self, tile: u8) -> &[u8] {
        &self.neighbours[tile as usize]
    }
}

/// The other player of a two-player game.
pub fn opponent(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// A move: the unit on `from` steps to `to`, capturing whatever enemy stands there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KMove {
    pub from: u8,
    pub to: u8,
}

fn key(tile: u8, unit: u8) -> u64 {
    let mut seed = 0x4b49_4e47_5300_0000 ^ ((tile as u64) << 8 | unit as u64);
    splitmix64(&mut seed)
}

const SECOND_TO_MOVE: u64 = 0x9d1c_4f3b_2a85_e671;

/// A Kings & Pawns position.
#[derive(Clone, Debug)]
pub struct Kings {
    map: &'static Map,
    cells: [u8; MAX_SIDE * MAX_SIDE],
    to_move: Seat,
    no_capture_turns: u32,
    no_capture_limit: u32,
    hash: u64,
    /// Units and kings each seat has left, kept as units are captured.
    units_left: [u8; 2],
    kings_left: [u8; 2],
}

impl Kings {
    /// The side to move's legal steps, or only those that capture.
    fn steps(&self, out: &mut Vec<KMove>, only_captures: bool) {
        if self.decided().is_some() {
            return;
        }
        for from in self.map.tiles() {
            if self.moves_from(from) {
                out.extend(
                    self.map
                        .neighbours(from)
                        .iter()
                        .filter(|&&to| (!only_captures || self.unit_at(to).is_some()) && self.can_step(from, to))
                        .map(|&to| KMove { from, to }),
                );
            }
        }
    }

    /// Units by index into `map.units`, placed on tiles.
    pub fn new(map: &'static Map, placed: &[(u8, u8)], to_move: Seat, no_capture_limit: u32) -> Kings {
        let mut state = Kings {
            map,
            cells: [EMPTY; MAX_SIDE * MAX_SIDE],
            to_move,
            no_capture_turns: 0,
            no_capture_limit,
            hash: if to_move == Seat(1) { SECOND_TO_MOVE } else { 0 },
            units_left: [0; 2],
            kings_left: [0; 2],
        };
        for &(unit, tile) in placed {
            state.cells[tile as usize] = unit;
            state.hash ^= key(tile, unit);
            state.count(unit, 1);
        }
        state
    }

    pub fn map(&self) -> &'static Map {
        self.map
    }

    pub fn unit_at(&self, tile: u8) -> Option<u8> {
        let u = self.cells[tile as usize];
        (u != EMPTY).then_some(u)
    }

    pub fn info(&self, unit: u8) -> &UnitInfo {
        &self.map.units[unit as usize]
    }

    /// Units on the board with their tiles, in preset order.
    pub fn units(&self) -> Vec<(u8, u8)> {
        let mut out: Vec<(u8, u8)> = self.map.tiles().filter_map(|t| self.unit_at(t).map(|u| (u, t))).collect();
        out.sort();
        out
    }

    pub fn kings(&self, seat: Seat) -> usize {
        self.kings_left[seat.0 as usize] as usize
    }

    /// The units `seat` has on the board.
    pub fn unit_count(&self, seat: Seat) -> usize {
        self.units_left[seat.0 as usize] as usize
    }

    /// Adds `unit` to its owner's counts, or takes it away (`change` = -1).
    fn count(&mut self, unit: u8, change: i8) {
        let owner = self.info(unit).owner.0 as usize;
        self.units_left[owner] = self.units_left[owner].wrapping_add_signed(change);
        if self.map.king[unit as usize] {
            self.kings_left[owner] = self.kings_left[owner].wrapping_add_signed(change);
        }
    }

    pub fn no_capture_turns(&self) -> u32 {
        self.no_capture_turns
    }

    /// Sets the turns played without a capture, for positions read from a file.
    pub fn set_no_capture_turns(&mut self, turns: u32) {
        self.no_capture_turns = turns;
    }

    /// Whether the seat's unit on `from` may step to `to`.
    fn can_step(&self, from: u8, to: u8) -> bool {
        self.unit_at(to).is_none_or(|u| self.info(u).owner != self.info(self.cells[from as usize]).owner)
    }

    /// Whether a unit of the side to move stands on `tile` (units stand only on the map).
    fn moves_from(&self, tile: u8) -> bool {
        self.unit_at(tile).is_some_and(|u| self.info(u).owner == self.to_move)
    }

    fn has_move(&self) -> bool {
        self.map.tiles().any(|t| self.moves_from(t) && self.map.neighbours(t).iter().any(|&n| self.can_step(t, n)))
    }

    fn decided(&self) -> Option<Outcome> {
        let me = self.to_move;
        let lost = |s: Seat| Text::new("kings-end-kings").with("seat", seat_text(s));
        if self.kings(me) == 0 {
            return Some(Outcome::Win { seat: opponent(me), reason: lost(me) });
        }
        if self.kings(opponent(me)) == 0 {
            return Some(Outcome::Win { seat: me, reason: lost(opponent(me)) });
        }
        (self.no_capture_turns >= self.no_capture_limit)
            .then(|| Outcome::Draw { reason: Text::new("kings-end-no-captures").with("turns", self.no_capture_limit) })
    }

    pub fn tile_text(&self, tile: u8) -> String {
        let (x, y) = self.map.xy(tile);
        format!("({x},{y})")
    }
}

impl Game for Kings {
    type Move = KMove;

    fn seats(&self) -> usize {
        2
    }

    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<KMove>) {
        self.steps(out, false);
    }

    fn captures(&self, out: &mut Vec<KMove>) {
        self.steps(out, true);
    }

    fn apply(&mut self, mv: KMove) {
        let unit = self.cells[mv.from as usize];
        let captured = self.unit_at(mv.to);
        if let Some(victim) = captured {
            self.hash ^= key(mv.to, victim);
            self.count(victim, -1);
        }
        self.hash ^= key(mv.from, unit) ^ key(mv.to, unit) ^ SECOND_TO_MOVE;
        self.cells[mv.from as usize] = EMPTY;
        self.cells[mv.to as usize] = unit;
        self.no_capture_turns = if captured.is_some() { 0 } else { self.no_capture_turns + 1 };
        self.to_move = opponent(self.to_move);
    }

    fn play(&mut self, mv: KMove) -> Vec<Step> {
        let (from, to) = (self.map.xy(mv.from), self.map.xy(mv.to));
        let mut steps = Vec::new();
        if let Some(victim) = self.unit_at(mv.to) {
            steps.push(Step::Captured { piece: Text::plain(self.info(victim).name.clone()), at: to });
        }
        if let Some(unit) = self.unit_at(mv.from) {
            steps.push(Step::Moved { piece: Text::plain(self.info(unit).name.clone()), from, to });
        }
        self.apply(mv);
        steps.push(Step::TurnEnded { next: self.to_move });
        steps
    }

    fn outcome(&self) -> Option<Outcome> {
        self.decided().or_else(|| {
            (!self.has_move()).then(|| Outcome::Win {
                seat: opponent(self.to_move),
                reason: Text::new("kings-end-no-move").with("seat", seat_text(self.to_move)),
            })
        })
    }

    fn position_hash(&self) -> u64 {
        self.hash
    }

    fn move_text(&self, mv: KMove) -> String {
        let name = self.unit_at(mv.from).map_or("?".to_string(), |u| self.info(u).name.clone());
        let sep = if self.unit_at(mv.to).is_some() { 'x' } else { '-' };
        format!("{name}{}{sep}{}", self.tile_text(mv.from), self.tile_text(mv.to))
    }

    /// `Pawn1-2(2,3)-(2,2)` or `King2-1(2,0)x(2,1)`: the unit's name, its tile, then the
    /// target tile.
    fn parse_move(&self, text: &str) -> Result<KMove, String> {
        let text = text.trim();
        let open = text.find('(').ok_or("expected a unit name and a tile like Pawn1-2(2,3)")?;
        let close = text[open..].find(')').map(|i| open + i + 1).ok_or("expected a tile like (2,3)")?;
        let (name, from_text, rest) = (&text[..open], &text[open..close], &text[close..]);
        let to_text = rest.strip_prefix(['-', 'x']).ok_or("expected - or x between the two tiles")?;
        let tile = |t: &str| -> Result<u8, String> {
            let (x, y) = stratagem_core::assets::parse_tile(t)?;
            self.map.tile(x, y).ok_or_else(|| format!("({x},{y}) is not on the map"))
        };
        let (from, to) = (tile(from_text)?, tile(to_text)?);
        match self.unit_at(from) {
            Some(u) if self.info(u).name == name => Ok(KMove { from, to }),
            Some(u) => Err(format!("{from_text} holds {}, not {name}", self.info(u).name)),
            None => Err(format!("there is no unit on {from_text}")),
        }
    }

    fn why_illegal(&self, mv: KMove) -> Option<Text> {
        if let Some(outcome) = self.outcome() {
            return Some(game_over(&outcome));
        }
        let Some(unit) = self.cells.get(mv.from as usize).and_then(|_| self.unit_at(mv.from)) else {
            return Some(Text::new("kings-illegal-no-unit").with("tile", self.tile_text(mv.from)));
        };
        let info = self.info(unit);
        if info.owner != self.to_move {
            return Some(
                Text::new("kings-illegal-not-yours")
                    .with("unit", info.name.as_str())
                    .with("seat", seat_text(info.owner)),
            );
        }
        if !self.map.neighbours(mv.from).contains(&mv.to) {
            return Some(Text::new("kings-illegal-one-step").with("unit", info.name.as_str()));
        }
        if !self.can_step(mv.from, mv.to) {
            return Some(Text::new("kings-illegal-friendly").with("tile", self.tile_text(mv.to)));
        }
        None
    }

    fn is_legal(&self, mv: KMove) -> bool {
        self.decided().is_none()
            && self.moves_from(mv.from)
            && self.map.neighbours(mv.from).contains(&mv.to)
            && self.can_step(mv.from, mv.to)
    }

    fn move_key(&self, mv: KMove) -> usize {
        (mv.from as usize) << 8 | mv.to as usize
    }

    fn move_order_hint(&self, mv: KMove) -> i32 {
        match self.unit_at(mv.to) {
            Some(victim) if self.map.king[victim as usize] => 2000,
            Some(_) => 1100,
            None => 0,
        }
    }

    fn seat_name(&self, seat: Seat) -> String {
        format!("Player {}", seat.0 + 1)
    }
}

/// A seat's name for players (the catalogs' seat name, "Player 1").
pub fn seat_text(seat: Seat) -> Text {
    Text::new(if seat.0 == 0 { "kings-seat-1" } else { "kings-seat-2" })
}
