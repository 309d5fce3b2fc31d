//! Tactigon's rules (`shared/rules/tactigon.md`): pieces, combat, movement, turn-start wins.

use super::board::{Board, MAX_TILES, NO_TILE, Offset};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;
use stratagem_core::rng::splitmix64;
use stratagem_core::{Game, Outcome, Seat, Step, Text, game_over};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Cian,
    Red,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Cian, Side::Red];

    pub fn seat(self) -> Seat {
        Seat(self as u8)
    }

    pub fn of(seat: Seat) -> Side {
        if seat.0 == 0 { Side::Cian } else { Side::Red }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Cian => Side::Red,
            Side::Red => Side::Cian,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Cian => "cian",
            Side::Red => "red",
        }
    }

    /// The side's name for players (the catalogs' seat name).
    pub fn text(self) -> Text {
        Text::new(match self {
            Side::Cian => "tactigon-seat-cian",
            Side::Red => "tactigon-seat-red",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Circle = 1,
    Triangle = 2,
    Square = 3,
    Pentagon = 4,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Circle, Kind::Triangle, Kind::Square, Kind::Pentagon];

    /// Sides of the shape, which is also its steps per move.
    pub fn sides(self) -> u32 {
        match self {
            Kind::Circle => 1,
            Kind::Triangle => 3,
            Kind::Square => 4,
            Kind::Pentagon => 5,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Kind::Circle => 'C',
            Kind::Triangle => 'T',
            Kind::Square => 'S',
            Kind::Pentagon => 'P',
        }
    }

    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c)
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Circle => "circle",
            Kind::Triangle => "triangle",
            Kind::Square => "square",
            Kind::Pentagon => "pentagon",
        }
    }

    /// The kind's name for players.
    pub fn text(self) -> Text {
        Text::new(match self {
            Kind::Circle => "tactigon-circle",
            Kind::Triangle => "tactigon-triangle",
            Kind::Square => "tactigon-square",
            Kind::Pentagon => "tactigon-pentagon",
        })
    }

    /// The message that counts pieces of this kind (`$count`): "2 circles".
    pub fn counted(self) -> &'static str {
        match self {
            Kind::Circle => "tactigon-circles",
            Kind::Triangle => "tactigon-triangles",
            Kind::Square => "tactigon-squares",
            Kind::Pentagon => "tactigon-pentagons",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    /// Packed into a board cell: 0 is empty, low 3 bits the kind, bit 3 the side.
    fn code(self) -> u8 {
        self.kind as u8 | (self.side as u8) << 3
    }

    fn from_code(code: u8) -> Option<Piece> {
        let kind = match code & 7 {
            1 => Kind::Circle,
            2 => Kind::Triangle,
            3 => Kind::Square,
            4 => Kind::Pentagon,
            _ => return None,
        };
        let side = if code & 8 == 0 { Side::Cian } else { Side::Red };
        Some(Piece { side, kind })
    }
}

/// What happens when `attacker` steps onto `defender`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combat {
    CannotAttack,
    DefenderCaptured,
    BothCaptured,
}

/// The sheet's combat table.
pub fn combat(attacker: Kind, defender: Kind) -> Combat {
    use Kind::*;
    match (attacker, defender) {
        (Circle, _) => Combat::DefenderCaptured,
        (Triangle, Circle) => Combat::BothCaptured,
        (Triangle, _) => Combat::DefenderCaptured,
        (Square, Circle) => Combat::CannotAttack,
        (Square, Triangle) => Combat::BothCaptured,
        (Square, _) => Combat::DefenderCaptured,
        (Pentagon, Pentagon) => Combat::DefenderCaptured,
        (Pentagon, _) => Combat::CannotAttack,
    }
}

/// The options chosen before a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Advanced rule 1: squares may pass over any piece except an enemy square.
    pub jumping_squares: bool,
    /// Advanced rule 2: a piece starting its turn on a gold tile gets one more step.
    pub gold_boost: bool,
    /// Consecutive turns without a capture after which the game is drawn.
    pub no_capture_limit: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { jumping_squares: false, gold_boost: false, no_capture_limit: 100 }
    }
}

/// A move: the piece on `from` goes to `to`, attacking if an enemy stands there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TMove {
    pub from: u8,
    pub to: u8,
}

const CODES: usize = 16;
/// Draw-counter values the hash tells apart: beyond this many plies from the draw, the
/// counter cannot change the outcome of any search, so transpositions still match.
const COUNTER_HORIZON: u32 = 64;

struct Keys {
    pieces: Vec<u64>,
    red_to_move: u64,
    plies_to_draw: Vec<u64>,
}

static ZOBRIST: LazyLock<Keys> = LazyLock::new(|| {
    let mut seed = 0x5441_4354_4947_4f4e; // "TACTIGON"
    Keys {
        pieces: (0..MAX_TILES * CODES).map(|_| splitmix64(&mut seed)).collect(),
        red_to_move: splitmix64(&mut seed),
        plies_to_draw: (0..=COUNTER_HORIZON).map(|_| splitmix64(&mut seed)).collect(),
    }
});

fn piece_key(tile: u8, code: u8) -> u64 {
    ZOBRIST.pieces[tile as usize * CODES + code as usize]
}

/// A Tactigon position. Cheap to copy: the board shape is shared.
#[derive(Clone, Debug)]
pub struct Tactigon {
    board: &'static Board,
    rules: Rules,
    cells: [u8; MAX_TILES],
    to_move: Side,
    no_capture_turns: u32,
    pentagon: [u8; 2],
    /// Each side's occupied tiles, so its pieces are found without scanning the board.
    occupied: [u128; 2],
    /// The same by kind (circle, triangle, square, pentagon).
    by_kind: [[u128; 4]; 2],
    /// How many of each kind each side started with, for the captured-pieces display.
    started_with: [[u8; 5]; 2],
    hash: u64,
}

impl Tactigon {
    /// A position from a board and its pieces. The caller (the preset loader) has checked that
    /// every piece is on the board and no tile holds two.
    pub fn new(board: &'static Board, rules: Rules, pieces: &[(Piece, u8)], to_move: Side) -> Tactigon {
        let mut state = Tactigon {
            board,
            rules,
            cells: [0; MAX_TILES],
            to_move,
            no_capture_turns: 0,
            pentagon: [NO_TILE; 2],
            occupied: [0; 2],
            by_kind: [[0; 4]; 2],
            started_with: [[0; 5]; 2],
            hash: 0,
        };
        for &(piece, tile) in pieces {
            state.put(tile, Some(piece));
            state.started_with[piece.side as usize][piece.kind as usize] += 1;
        }
        if to_move == Side::Red {
            state.hash ^= ZOBRIST.red_to_move;
        }
        state.hash ^= state.counter_key();
        state
    }

    pub fn board(&self) -> &'static Board {
        self.board
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn side_to_move(&self) -> Side {
        self.to_move
    }

    pub fn no_capture_turns(&self) -> u32 {
        self.no_capture_turns
    }

    /// Sets the turns played without a capture, for positions read from a file.
    pub fn set_no_capture_turns(&mut self, turns: u32) {
        self.hash ^= self.counter_key();
        self.no_capture_turns = turns;
        self.hash ^= self.counter_key();
    }

    pub fn piece_at(&self, tile: u8) -> Option<Piece> {
        Piece::from_code(self.cells[tile as usize])
    }

    /// Every piece on the board with its tile, in tile order.
    pub fn pieces(&self) -> impl Iterator<Item = (u8, Piece)> + '_ {
        bits(self.occupied[0] | self.occupied[1]).filter_map(|t| self.piece_at(t).map(|p| (t, p)))
    }

    /// The tiles of a side's pieces, in tile order.
    pub fn tiles_of(&self, side: Side) -> impl Iterator<Item = u8> + use<> {
        bits(self.occupied[side as usize])
    }

    pub fn piece_count(&self, side: Side) -> u32 {
        self.occupied[side as usize].count_ones()
    }

    /// How many pieces of a kind a side started the game with.
    pub fn started_with(&self, side: Side, kind: Kind) -> u32 {
        self.started_with[side as usize][kind as usize] as u32
    }

    pub fn pentagon(&self, side: Side) -> Option<u8> {
        let t = self.pentagon[side as usize];
        (t != NO_TILE).then_some(t)
    }

    /// The move from one sheet tile to another, if both tiles exist.
    pub fn move_between(&self, from: Offset, to: Offset) -> Option<TMove> {
        Some(TMove { from: self.board.tile(from)?, to: self.board.tile(to)? })
    }

    fn put(&mut self, tile: u8, piece: Option<Piece>) {
        let old = self.cells[tile as usize];
        if let Some(p) = Piece::from_code(old) {
            self.hash ^= piece_key(tile, old);
            self.occupied[p.side as usize] &= !(1u128 << tile);
            self.by_kind[p.side as usize][p.kind as usize - 1] &= !(1u128 << tile);
            if p.kind == Kind::Pentagon {
                self.pentagon[p.side as usize] = NO_TILE;
            }
        }
        let new = piece.map_or(0, Piece::code);
        self.cells[tile as usize] = new;
        if let Some(p) = piece {
            self.hash ^= piece_key(tile, new);
            self.occupied[p.side as usize] |= 1u128 << tile;
            self.by_kind[p.side as usize][p.kind as usize - 1] |= 1u128 << tile;
            if p.kind == Kind::Pentagon {
                self.pentagon[p.side as usize] = tile;
            }
        }
    }

    /// The hash key of the no-capture counter, once the draw is near enough to matter.
    fn counter_key(&self) -> u64 {
        let left = self.rules.no_capture_limit.saturating_sub(self.no_capture_turns);
        if left <= COUNTER_HORIZON { ZOBRIST.plies_to_draw[left as usize] } else { 0 }
    }

    /// Steps the piece on `tile` may take this turn.
    pub fn steps(&self, tile: u8, kind: Kind) -> u32 {
        kind.sides() + u32::from(self.rules.gold_boost && self.board.is_gold(tile))
    }

    /// The tiles the piece on `from` can move to (empty) and attack, as bit masks.
    pub fn reach(&self, from: u8) -> (u128, u128) {
        let Some(piece) = self.piece_at(from) else {
            return (0, 0);
        };
        let (mine, theirs) = (piece.side as usize, piece.side.other() as usize);
        let empty = !(self.occupied[0] | self.occupied[1]);
        let attackable = Kind::ALL
            .iter()
            .filter(|&&k| combat(piece.kind, k) != Combat::CannotAttack)
            .fold(0, |m, &k| m | self.by_kind[theirs][k as usize - 1]);
        // What a path may pass through: empty tiles, and for a jumping square any piece but an
        // enemy square.
        let passable = if self.rules.jumping_squares && piece.kind == Kind::Square {
            empty | self.occupied[mine] | self.occupied[theirs] & !self.by_kind[theirs][Kind::Square as usize - 1]
        } else {
            empty
        };
        let mut seen: u128 = 1 << from;
        let (mut moves, mut attacks) = (0u128, 0u128);
        let mut frontier: u128 = 1 << from;
        for _ in 0..self.steps(from, piece.kind) {
            let around = bits(frontier).fold(0, |m, t| m | self.board.neighbour_mask(t));
            attacks |= around & attackable;
            frontier = around & passable & !seen;
            seen |= frontier;
            moves |= frontier & empty;
            if frontier == 0 {
                break;
            }
        }
        (moves, attacks)
    }

    /// Whether the side to move can move at all. Almost always one of its pieces has an empty
    /// neighbour; only when none has are the paths and attacks worked out.
    fn has_legal_move(&self) -> bool {
        let empty = !(self.occupied[0] | self.occupied[1]);
        let mut mine = self.tiles_of(self.to_move);
        mine.any(|t| self.board.neighbour_mask(t) & empty != 0)
            || self.tiles_of(self.to_move).any(|t| self.reach(t) != (0, 0))
    }

    /// How the game ended, checked at the start of the turn of the side to move.
    fn ending(&self) -> Option<Ending> {
        let me = self.to_move;
        let them = me.other();
        if self.pentagon(me).is_none() {
            return Some(Ending::Pentagon(them));
        }
        if self.pentagon(them).is_none() {
            return Some(Ending::Pentagon(me));
        }
        let gold = self.board.gold();
        if !gold.is_empty() && gold.iter().all(|&g| self.piece_at(g).is_some_and(|p| p.side == me)) {
            return Some(Ending::Gold(me));
        }
        if self.no_capture_turns >= self.rules.no_capture_limit {
            return Some(Ending::NoCaptures);
        }
        (!self.has_legal_move()).then_some(Ending::NoMoves(them))
    }
}

/// The ways a Tactigon game ends, with the winner.
enum Ending {
    Pentagon(Side),
    Gold(Side),
    NoMoves(Side),
    NoCaptures,
}

impl Ending {
    fn winner(&self) -> Option<Side> {
        match *self {
            Ending::Pentagon(s) | Ending::Gold(s) | Ending::NoMoves(s) => Some(s),
            Ending::NoCaptures => None,
        }
    }
}

/// The tiles of a tile set, in order.
pub fn bits(mut mask: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let t = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            t
        })
    })
}

/// A win for `side`, the message `reason` saying how (its `$side` is the winner).
fn win(side: Side, reason: &'static str) -> Outcome {
    Outcome::Win { seat: side.seat(), reason: Text::new(reason).with("side", side.text()) }
}

fn tile_text(board: &Board, tile: u8) -> String {
    let (x, y) = board.offset(tile);
    format!("({x},{y})")
}

impl Game for Tactigon {
    type Move = TMove;

    fn seats(&self) -> usize {
        2
    }

    fn to_move(&self) -> Seat {
        self.to_move.seat()
    }

    fn legal_moves(&self, out: &mut Vec<TMove>) {
        if self.ending().is_some() {
            return;
        }
        for from in self.tiles_of(self.to_move) {
            let (moves, attacks) = self.reach(from);
            let mut targets = moves | attacks;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                out.push(TMove { from, to });
            }
        }
    }

    fn captures(&self, out: &mut Vec<TMove>) {
        if self.ending().is_some() {
            return;
        }
        for from in self.tiles_of(self.to_move) {
            let mut targets = self.reach(from).1;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                out.push(TMove { from, to });
            }
        }
    }

    fn apply(&mut self, mv: TMove) {
        let attacker = self.piece_at(mv.from).expect("apply: no piece on the from tile");
        let defender = self.piece_at(mv.to);
        self.put(mv.from, None);
        let survivor = match defender {
            Some(d) if combat(attacker.kind, d.kind) == Combat::BothCaptured => None,
            _ => Some(attacker),
        };
        self.put(mv.to, survivor);
        let captured = defender.is_some();
        self.hash ^= self.counter_key();
        self.no_capture_turns = if captured { 0 } else { self.no_capture_turns + 1 };
        self.hash ^= self.counter_key() ^ ZOBRIST.red_to_move;
        self.to_move = self.to_move.other();
    }

    fn play(&mut self, mv: TMove) -> Vec<Step> {
        let name = |p: Piece| Text::new("tactigon-piece-of").with("side", p.side.text()).with("piece", p.kind.text());
        let (from, to) = (self.board.offset(mv.from), self.board.offset(mv.to));
        let mut steps = Vec::new();
        if let Some(attacker) = self.piece_at(mv.from) {
            if let Some(defender) = self.piece_at(mv.to) {
                steps.push(Step::Captured { piece: name(defender), at: to });
                if combat(attacker.kind, defender.kind) == Combat::BothCaptured {
                    steps.push(Step::Captured { piece: name(attacker), at: from });
                } else {
                    steps.push(Step::Moved { piece: name(attacker), from, to });
                }
            } else {
                steps.push(Step::Moved { piece: name(attacker), from, to });
            }
        }
        self.apply(mv);
        steps.push(Step::TurnEnded { next: self.to_move.seat() });
        steps
    }

    fn outcome(&self) -> Option<Outcome> {
        Some(match self.ending()? {
            Ending::Pentagon(side) => win(side, "tactigon-end-pentagon"),
            Ending::Gold(side) => win(side, "tactigon-end-gold"),
            Ending::NoMoves(side) => win(side, "tactigon-end-no-moves"),
            Ending::NoCaptures => Outcome::Draw {
                reason: Text::new("tactigon-end-no-captures").with("turns", self.rules.no_capture_limit),
            },
        })
    }

    fn finished(&self) -> Option<Option<Seat>> {
        self.ending().map(|e| e.winner().map(Side::seat))
    }

    fn position_hash(&self) -> u64 {
        self.hash
    }

    fn move_text(&self, mv: TMove) -> String {
        let letter = self.piece_at(mv.from).map_or('?', |p| p.kind.letter());
        let sep = if self.piece_at(mv.to).is_some() { 'x' } else { '-' };
        format!("{letter}{}{sep}{}", tile_text(self.board, mv.from), tile_text(self.board, mv.to))
    }

    /// `T(2,2)-(2,4)` moves, `S(3,3)x(3,5)` attacks: the piece's letter, its tile, then the
    /// target tile.
    fn parse_move(&self, text: &str) -> Result<TMove, String> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next().ok_or("an empty move")?;
        let kind = Kind::from_letter(letter.to_ascii_uppercase())
            .ok_or_else(|| format!("'{letter}' is not a piece letter (C, T, S or P)"))?;
        let rest = chars.as_str();
        let split = rest.find([')']).map(|i| i + 1).ok_or("expected a tile like (2,3) after the letter")?;
        let (from_text, to_text) = rest.split_at(split);
        let to_text = to_text.strip_prefix(['-', 'x']).ok_or("expected - or x between the two tiles")?;
        let tile = |t: &str| -> Result<u8, String> {
            let at = stratagem_core::assets::parse_tile(t)?;
            self.board.tile(at).ok_or_else(|| format!("({},{}) is not on the board", at.0, at.1))
        };
        let (from, to) = (tile(from_text)?, tile(to_text)?);
        match self.piece_at(from) {
            Some(p) if p.kind == kind => Ok(TMove { from, to }),
            Some(p) => Err(format!("{from_text} holds a {}, not a {}", p.kind.name(), kind.name())),
            None => Err(format!("there is no piece on {from_text}")),
        }
    }

    fn is_legal(&self, mv: TMove) -> bool {
        self.piece_at(mv.from).is_some_and(|p| p.side == self.to_move) && self.ending().is_none() && {
            let (moves, attacks) = self.reach(mv.from);
            (moves | attacks) >> mv.to & 1 == 1
        }
    }

    fn why_illegal(&self, mv: TMove) -> Option<Text> {
        if let Some(outcome) = self.outcome() {
            return Some(game_over(&outcome));
        }
        let (from, to) = (tile_text(self.board, mv.from), tile_text(self.board, mv.to));
        let Some(piece) = self.piece_at(mv.from) else {
            return Some(Text::new("tactigon-illegal-no-piece").with("tile", from));
        };
        if piece.side != self.to_move {
            return Some(
                Text::new("tactigon-illegal-not-yours")
                    .with("side", self.to_move.text())
                    .with("other", piece.side.text()),
            );
        }
        let (moves, attacks) = self.reach(mv.from);
        if (moves | attacks) >> mv.to & 1 == 1 {
            return None;
        }
        Some(match self.piece_at(mv.to) {
            Some(other) if other.side == piece.side => {
                Text::new("tactigon-illegal-friendly").with("tile", to).with("piece", other.kind.text())
            }
            Some(other) if combat(piece.kind, other.kind) == Combat::CannotAttack => {
                Text::new("tactigon-illegal-cannot-attack")
                    .with("piece", piece.kind.text())
                    .with("other", other.kind.text())
            }
            _ => Text::new("tactigon-illegal-reach")
                .with("piece", piece.kind.text())
                .with("from", from)
                .with("to", to)
                .with("steps", self.steps(mv.from, piece.kind)),
        })
    }

    fn move_key(&self, mv: TMove) -> usize {
        (mv.from as usize) << 7 | mv.to as usize
    }

    fn move_order_hint(&self, mv: TMove) -> i32 {
        let Some(attacker) = self.piece_at(mv.from) else { return 0 };
        match self.piece_at(mv.to) {
            Some(defender) => {
                let value = |k: Kind| if k == Kind::Pentagon { 100 } else { k.sides() as i32 };
                let loss =
                    if combat(attacker.kind, defender.kind) == Combat::BothCaptured { value(attacker.kind) } else { 0 };
                1000 + 10 * value(defender.kind) - loss
            }
            // Quiet moves: towards the enemy pentagon and onto gold first.
            None => {
                let closer = self
                    .pentagon(attacker.side.other())
                    .map_or(0, |p| self.board.distance(mv.from, p) as i32 - self.board.distance(mv.to, p) as i32);
                (60 + 8 * closer + 20 * i32::from(self.board.is_gold(mv.to))).clamp(0, 127)
            }
        }
    }

    fn seat_name(&self, seat: Seat) -> String {
        Side::of(seat).name().to_string()
    }
}
