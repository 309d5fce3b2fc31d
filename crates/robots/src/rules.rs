//! Robot Race rules: programming, the five registers, the board's elements, respawn and the
//! ranking.
//!
//! Secret simultaneous programming is modelled as the seats submitting in seat order while
//! `view_for` hides earlier programs (and the other hands and the deck) from later deciders;
//! the round runs when the last program is in.
//!
//! Where the sheet is silent this follows what RoboRally players expect:
//! - a move blocked by a wall (or by a wall behind a pushed robot) ends that card's movement;
//! - a robot pushed into a pit or off the board is destroyed and skips its remaining registers;
//! - a belt holds a robot back when a wall stands across its end, when the tile ahead is held by
//!   a robot that is not carried away in the same step, when two belts would carry robots onto
//!   one tile, and when two robots would swap places; belts carry robots off the board or into
//!   pits, which destroys them;
//! - a curve turns a robot whichever belt (express or normal) carries it onto the curve;
//! - the game ends at the end of the register in which a robot touches the last flag (later
//!   registers are not run; destroyed robots still respawn, for the ranking of the rest);
//! - robots come back in seat order; a held respawn tile gives the nearest free tile that is
//!   not a pit, nearest by steps along rows and columns (walls ignored), ties to the upper row,
//!   then the left column;
//! - at the round limit robots with the same flags and the same distance share a place; the
//!   distance is the distance field's (cards for a lone robot), from where the robot stands
//!   after respawning;
//! - which robot starts on which of the board's docks is drawn from the game's seed at setup,
//!   as the board game draws start docks, so no seat is nearer the first flag by where it sits;
//! - after a round the cards a robot did not program go back into the draw pile, which is then
//!   shuffled; programmed cards stay out until the deck is shuffled anew, all 84 cards, when the
//!   draw pile holds fewer cards than a whole deal.

use super::board::{Board, Dir, Floor};
use super::cards::{Card, CardKind, HAND, Program, REGISTERS};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use stratagem_core::rng::{seeded, splitmix64};
use stratagem_core::{Arg, Game, Outcome, Seat, Step, Text, Tile};

/// Robots per game.
pub const MIN_ROBOTS: usize = 2;
pub const MAX_ROBOTS: usize = 4;
/// Rounds played before the ranking decides, unless a robot wins first.
pub const DEFAULT_ROUND_LIMIT: u32 = 30;

/// One robot on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bot {
    /// Its tile; `None` from its destruction until it comes back at the end of the round.
    pub at: Option<u8>,
    pub facing: Dir,
    /// Flags touched so far; the next flag is `flags + 1`.
    pub flags: u8,
    /// Where it comes back: its start, then the last flag it touched.
    pub respawn: u8,
    /// The facing it starts with and comes back with.
    pub start_facing: Dir,
}

/// Something that happened while a round ran, in order. Tiles are (column, row); a robot
/// that left the board is shown on the square it left to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A robot's card runs (`register` 1–5); the robot stands `at`.
    CardPlayed {
        robot: u8,
        register: u8,
        card: Card,
        at: Tile,
    },
    /// A robot moved under its own card.
    Moved {
        robot: u8,
        from: Tile,
        to: Tile,
    },
    /// A robot was pushed one tile by `by`'s move.
    Pushed {
        robot: u8,
        by: u8,
        from: Tile,
        to: Tile,
    },
    /// A belt carried a robot one tile.
    Carried {
        robot: u8,
        from: Tile,
        to: Tile,
        express: bool,
    },
    /// A robot turned: under its card, on a curve or on a gear.
    Turned {
        robot: u8,
        at: Tile,
        from: Dir,
        to: Dir,
    },
    Destroyed {
        robot: u8,
        at: Tile,
        why: &'static str,
    },
    /// A robot touched its next flag (`flag` 1 for the first).
    FlagTouched {
        robot: u8,
        flag: u8,
        at: Tile,
    },
    Respawned {
        robot: u8,
        at: Tile,
        facing: Dir,
    },
    /// The round ended; the next seat programs.
    RoundEnded {
        round: u32,
    },
}

pub fn robot_name(robot: u8) -> String {
    format!("Robot {}", robot + 1)
}

/// A robot's name for players: "Robot 2".
pub fn robot_text(robot: usize) -> Text {
    Text::new("robots-robot").with("number", robot + 1)
}

/// The robot a step's piece names (`robot_text` read back).
pub fn robot_index(piece: &Text) -> Option<u8> {
    let Text::Message { key, args } = piece else { return None };
    if key != "robots-robot" {
        return None;
    }
    args.iter().find_map(|(name, value)| match value {
        Arg::Number(n) if name == "number" => u8::try_from(*n).ok()?.checked_sub(1),
        _ => None,
    })
}

impl Event {
    /// The event as a core step. The core has no card, turn, flag or respawn steps yet, so
    /// those are `Placed` (card, flag, respawn) or `Moved` in place (turns) with the details
    /// in the piece text; belts are `Moved` with "carried" in the text.
    pub fn step(&self) -> Step {
        let name = |r: u8| robot_text(r as usize);
        match *self {
            Event::CardPlayed { robot, register, card, at } => {
                Step::CardPlayed { piece: name(robot), register, card: card.text(), at }
            }
            Event::Moved { robot, from, to } => Step::Moved { piece: name(robot), from, to },
            Event::Pushed { robot, from, to, .. } => Step::Pushed { piece: name(robot), from, to },
            Event::Carried { robot, from, to, express } => Step::Carried {
                piece: name(robot),
                from,
                to,
                by: Text::new(if express { "robots-by-express-belt" } else { "robots-by-belt" }),
            },
            Event::Turned { robot, at, to, .. } => {
                Step::Turned { piece: name(robot), at, facing: to.letter().to_string() }
            }
            Event::Destroyed { robot, at, why } => Step::Destroyed { piece: name(robot), at, why: Text::new(why) },
            Event::FlagTouched { robot, flag, at } => Step::FlagTouched { piece: name(robot), at, flag },
            Event::Respawned { robot, at, facing } => {
                Step::Respawned { piece: name(robot), at, facing: facing.letter().to_string() }
            }
            Event::RoundEnded { .. } => Step::TurnEnded { next: Seat(0) },
        }
    }
}

fn occupant(bots: &[Bot], tile: u8) -> Option<usize> {
    bots.iter().position(|b| b.at == Some(tile))
}

/// Moves robot `r` one square towards `dir`, destroying it in a pit or off the board.
fn shift(board: &Board, bots: &mut [Bot], r: usize, dir: Dir, by: Option<usize>, events: &mut Vec<Event>) {
    let Some(from) = bots[r].at else { return };
    let (from_xy, to_xy) = (board.xy(from), board.beyond(from, dir));
    let robot = r as u8;
    events.push(match by {
        Some(by) => Event::Pushed { robot, by: by as u8, from: from_xy, to: to_xy },
        None => Event::Moved { robot, from: from_xy, to: to_xy },
    });
    bots[r].at = board.tile(to_xy.0, to_xy.1);
    match bots[r].at {
        None => events.push(Event::Destroyed { robot, at: to_xy, why: "robots-left-the-board" }),
        Some(t) if board.is_pit(t) => {
            bots[r].at = None;
            events.push(Event::Destroyed { robot, at: to_xy, why: "robots-fell-into-a-pit" });
        }
        Some(_) => {}
    }
}

/// One tile of a card's movement, pushing the robots in the way. False when a wall stops it.
fn step(board: &Board, bots: &mut [Bot], r: usize, dir: Dir, events: &mut Vec<Event>) -> bool {
    let Some(from) = bots[r].at else { return false };
    if board.wall(from, dir) {
        return false;
    }
    let mut chain = Vec::new();
    let mut tile = from;
    while let Some(next) = board.neighbour(tile, dir) {
        let Some(o) = occupant(bots, next) else { break };
        if board.wall(next, dir) {
            return false;
        }
        chain.push(o);
        tile = next;
    }
    for &o in chain.iter().rev() {
        shift(board, bots, o, dir, Some(r), events);
    }
    shift(board, bots, r, dir, None, events);
    true
}

fn turn(board: &Board, bot: &mut Bot, robot: usize, to: Dir, events: &mut Vec<Event>) {
    if let Some(at) = bot.at {
        events.push(Event::Turned { robot: robot as u8, at: board.xy(at), from: bot.facing, to });
        bot.facing = to;
    }
}

fn run_card(board: &Board, bots: &mut [Bot], r: usize, kind: CardKind, events: &mut Vec<Event>) {
    let facing = bots[r].facing;
    let forward = match kind {
        CardKind::Move1 => 1,
        CardKind::Move2 => 2,
        CardKind::Move3 => 3,
        CardKind::BackUp => {
            step(board, bots, r, facing.back(), events);
            return;
        }
        CardKind::TurnLeft => return turn(board, &mut bots[r], r, facing.left(), events),
        CardKind::TurnRight => return turn(board, &mut bots[r], r, facing.right(), events),
        CardKind::UTurn => return turn(board, &mut bots[r], r, facing.back(), events),
    };
    for _ in 0..forward {
        if !step(board, bots, r, facing, events) || bots[r].at.is_none() {
            break;
        }
    }
}

/// One belt step: express belts only, or every belt. A belt never pushes.
fn belts(board: &Board, bots: &mut [Bot], express_only: bool, events: &mut Vec<Event>) {
    let n = bots.len();
    let mut target: [Option<Tile>; MAX_ROBOTS] = [None; MAX_ROBOTS];
    for (r, bot) in bots.iter().enumerate() {
        if let Some(at) = bot.at
            && let Floor::Belt { dir, express, .. } = board.floor(at)
            && (express || !express_only)
            && !board.wall(at, dir)
        {
            target[r] = Some(board.beyond(at, dir));
        }
    }
    let mut here: [Option<Tile>; MAX_ROBOTS] = [None; MAX_ROBOTS];
    for (r, bot) in bots.iter().enumerate() {
        here[r] = bot.at.map(|t| board.xy(t));
    }
    let mut stays = [false; MAX_ROBOTS];
    for r in 0..n {
        for s in 0..n {
            if r != s
                && target[r].is_some()
                && (target[r] == target[s] || (target[r] == here[s] && target[s] == here[r]))
            {
                stays[r] = true;
            }
        }
    }
    let moving = |r: usize, stays: &[bool; MAX_ROBOTS]| target[r].is_some() && !stays[r];
    loop {
        let mut changed = false;
        for r in 0..n {
            if !moving(r, &stays) {
                continue;
            }
            let (x, y) = target[r].unwrap_or_default();
            if let Some(o) = board.tile(x, y).and_then(|t| occupant(bots, t))
                && !moving(o, &stays)
            {
                stays[r] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let movers: Vec<usize> = (0..n).filter(|&r| moving(r, &stays)).collect();
    for &r in &movers {
        let (from, to) = (here[r].unwrap_or_default(), target[r].unwrap_or_default());
        let robot = r as u8;
        events.push(Event::Carried { robot, from, to, express: express_only });
        bots[r].at = board.tile(to.0, to.1);
        match bots[r].at.map(|t| board.floor(t)) {
            None => events.push(Event::Destroyed { robot, at: to, why: "robots-left-the-board" }),
            Some(Floor::Pit) => {
                bots[r].at = None;
                events.push(Event::Destroyed { robot, at: to, why: "robots-fell-into-a-pit" });
            }
            Some(Floor::Belt { curve: Some(right), .. }) => {
                let facing = bots[r].facing;
                turn(board, &mut bots[r], r, if right { facing.right() } else { facing.left() }, events);
            }
            Some(_) => {}
        }
    }
}

/// Runs one register: the cards by priority, express belts, all belts, gears, then flags.
/// `cards[r]` is robot `r`'s card; destroyed robots skip theirs.
pub fn run_register(board: &Board, bots: &mut [Bot], cards: &[Card], register: u8, events: &mut Vec<Event>) {
    let mut order: Vec<usize> = (0..bots.len()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(cards[r].priority()));
    for r in order {
        if let Some(at) = bots[r].at {
            events.push(Event::CardPlayed { robot: r as u8, register, card: cards[r], at: board.xy(at) });
            run_card(board, bots, r, cards[r].kind(), events);
        }
    }
    belts(board, bots, true, events);
    belts(board, bots, false, events);
    for (r, bot) in bots.iter_mut().enumerate() {
        if let Some(at) = bot.at
            && let Floor::Gear { right } = board.floor(at)
        {
            let facing = bot.facing;
            turn(board, bot, r, if right { facing.right() } else { facing.left() }, events);
        }
    }
    for (r, bot) in bots.iter_mut().enumerate() {
        if let Some(at) = bot.at
            && board.flags.get(bot.flags as usize) == Some(&at)
        {
            bot.flags += 1;
            bot.respawn = at;
            events.push(Event::FlagTouched { robot: r as u8, flag: bot.flags, at: board.xy(at) });
        }
    }
}

/// Where a lone robot on `tile` facing `facing` ends one register with a card of `kind`, or
/// `None` if it is destroyed. The distance field's edges.
pub fn lone_register(board: &Board, tile: u8, facing: Dir, kind: CardKind) -> Option<(u8, Dir)> {
    let card = Card::all().find(|c| c.kind() == kind)?;
    let mut bots = [Bot { at: Some(tile), facing, flags: u8::MAX, respawn: tile, start_facing: facing }];
    run_register(board, &mut bots, &[card], 1, &mut Vec::new());
    bots[0].at.map(|t| (t, bots[0].facing))
}

/// A Robot Race position.
#[derive(Clone, Debug)]
pub struct Robots {
    board: Arc<Board>,
    bots: Vec<Bot>,
    hands: Vec<[Card; HAND]>,
    /// The submitted programs; seats submit in order, so the first `None` is the seat to move.
    programs: Vec<Option<Program>>,
    /// The draw pile; the next card is last.
    deck: Vec<Card>,
    /// Each robot's dock: its index in the board's starts.
    docks: Vec<usize>,
    /// The seeded chance stream: each shuffle draws its seed from it.
    stream: u64,
    /// Rounds played.
    round: u32,
    round_limit: u32,
}

/// A position without its board, in plain numbers: what a network client of one seat receives
/// (`Robots::seen_text` of its `view_for`), the board coming from the client's own preset.
#[derive(Serialize, Deserialize)]
struct Seen {
    /// Each robot: tile (`None` while destroyed), facing (0 north, clockwise), flags touched,
    /// respawn tile, start facing.
    bots: Vec<(Option<u8>, u8, u8, u8, u8)>,
    hands: Vec<[u8; HAND]>,
    programs: Vec<Option<[u8; REGISTERS]>>,
    deck: Vec<u8>,
    docks: Vec<usize>,
    stream: u64,
    round: u32,
    round_limit: u32,
}

/// The seat a spectator's view is made for: no robot's, so every hand and program is hidden.
pub const SPECTATOR: Seat = Seat(u8::MAX);

/// How robots are given the board's docks (start tiles).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Docks {
    /// Drawn from the game's seed: a new game.
    Drawn,
    /// Robot 1 on the first dock listed, and so on: a position file, which lists each robot's own.
    Listed,
}

impl Robots {
    /// A game of `robots` robots on the board's docks, given out as `docks` says. `hands` fixes
    /// the first round's deal (a position file); the rest of the deck is shuffled from `seed`.
    pub fn new(
        board: Arc<Board>,
        robots: usize,
        seed: u64,
        round_limit: u32,
        hands: Option<Vec<[Card; HAND]>>,
        given: Docks,
    ) -> Result<Robots, String> {
        if !(MIN_ROBOTS..=MAX_ROBOTS.min(board.starts.len())).contains(&robots) {
            return Err(format!("{robots} robots; this board has starts for 2 to {}", board.starts.len()));
        }
        let mut stream = seed;
        let mut docks: Vec<usize> = (0..board.starts.len()).collect();
        if given == Docks::Drawn {
            docks.shuffle(&mut seeded(splitmix64(&mut stream)));
        }
        docks.truncate(robots);
        let bots = docks
            .iter()
            .map(|&d| {
                let (at, facing) = board.starts[d];
                Bot { at: Some(at), facing, flags: 0, respawn: at, start_facing: facing }
            })
            .collect();
        let dealt: Vec<Card> = hands.iter().flatten().flatten().copied().collect();
        let mut deck: Vec<Card> = Card::all().filter(|c| !dealt.contains(c)).collect();
        deck.shuffle(&mut seeded(splitmix64(&mut stream)));
        let mut state = Robots {
            board,
            bots,
            hands: vec![[Card(0); HAND]; robots],
            programs: vec![None; robots],
            deck,
            docks,
            stream,
            round: 0,
            round_limit,
        };
        match hands {
            Some(h) if h.len() == robots => state.hands = h,
            Some(h) => return Err(format!("{} hands for {robots} robots", h.len())),
            None => state.deal(),
        }
        Ok(state)
    }

    /// The position as `Seen` text (call it on a `view_for`, never on the whole state).
    pub fn seen_text(&self) -> String {
        let seen = Seen {
            bots: self
                .bots
                .iter()
                .map(|b| (b.at, b.facing.index() as u8, b.flags, b.respawn, b.start_facing.index() as u8))
                .collect(),
            hands: self.hands.iter().map(|h| h.map(|c| c.0)).collect(),
            programs: self.programs.iter().map(|p| p.map(|p| p.0)).collect(),
            deck: self.deck.iter().map(|c| c.0).collect(),
            docks: self.docks.clone(),
            stream: self.stream,
            round: self.round,
            round_limit: self.round_limit,
        };
        ron::ser::to_string(&seen).expect("plain numbers always serialise")
    }

    /// The position `seen_text` wrote, on this position's board, checked so that no text (a
    /// server's, whatever it sends) gives a position the rules cannot play.
    pub fn with_seen(&self, text: &str) -> Result<Robots, String> {
        let seen: Seen = ron::from_str(text).map_err(|e| format!("a position that cannot be read: {e}"))?;
        let tiles = self.board.tiles();
        let robots = seen.bots.len();
        let tile_ok = |t: u8| (t as usize) < tiles;
        let card_ok = |c: u8| (c as usize) < super::cards::DECK;
        let checks = [
            ((MIN_ROBOTS..=MAX_ROBOTS.min(self.board.starts.len())).contains(&robots), "the number of robots"),
            (seen.hands.len() == robots && seen.programs.len() == robots && seen.docks.len() == robots, "the seats"),
            (seen.bots.iter().all(|b| b.0.is_none_or(tile_ok) && tile_ok(b.3) && b.1 < 4 && b.4 < 4), "a robot"),
            (seen.bots.iter().all(|b| b.2 as usize <= self.board.flags.len()), "the flags touched"),
            (seen.hands.iter().flatten().chain(&seen.deck).all(|&c| card_ok(c)), "a card"),
            (seen.programs.iter().flatten().all(|&p| Program(p).is_valid()), "a program"),
            (
                seen.programs.iter().take_while(|p| p.is_some()).count() == seen.programs.iter().flatten().count(),
                "the order of programs",
            ),
            (seen.docks.iter().all(|&d| d < self.board.starts.len()), "a dock"),
            (seen.round_limit >= 1, "the round limit"),
        ];
        if let Some((_, what)) = checks.iter().find(|(ok, _)| !ok) {
            return Err(format!("a position with an impossible {what}"));
        }
        Ok(Robots {
            board: self.board.clone(),
            bots: seen
                .bots
                .iter()
                .map(|&(at, facing, flags, respawn, start)| Bot {
                    at,
                    facing: Dir::from_index(facing as usize),
                    flags,
                    respawn,
                    start_facing: Dir::from_index(start as usize),
                })
                .collect(),
            hands: seen.hands.iter().map(|h| h.map(Card)).collect(),
            programs: seen.programs.iter().map(|p| p.map(Program)).collect(),
            deck: seen.deck.iter().map(|&c| Card(c)).collect(),
            docks: seen.docks,
            stream: seen.stream,
            round: seen.round,
            round_limit: seen.round_limit,
        })
    }

    /// Puts a robot where a position file says, with the flags it has touched (its respawn
    /// point is the last of them, or its start).
    pub fn place(&mut self, robot: usize, at: u8, facing: Dir, touched: u8) {
        let bot = &mut self.bots[robot];
        bot.at = Some(at);
        bot.facing = facing;
        bot.flags = touched;
        if touched > 0 {
            bot.respawn = self.board.flags[touched as usize - 1];
        }
    }

    /// Sets the rounds already played, for positions.
    pub fn set_round(&mut self, round: u32) {
        self.round = round;
    }

    pub fn round_limit(&self) -> u32 {
        self.round_limit
    }

    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    pub fn bots(&self) -> &[Bot] {
        &self.bots
    }

    /// Each robot's dock: its start tile and facing.
    pub fn docks(&self) -> impl Iterator<Item = (u8, Dir)> + '_ {
        self.docks.iter().map(|&d| self.board.starts[d])
    }

    pub fn hand(&self, seat: Seat) -> &[Card; HAND] {
        &self.hands[seat.index()]
    }

    /// The seat's submitted program this round, if any.
    pub fn program(&self, seat: Seat) -> Option<Program> {
        self.programs[seat.index()]
    }

    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// Cards of the seat's program, register 1 first.
    pub fn program_cards(&self, seat: Seat, program: Program) -> [Card; REGISTERS] {
        program.0.map(|i| self.hands[seat.index()][i as usize])
    }

    fn deal(&mut self) {
        if self.deck.len() < HAND * self.bots.len() {
            self.deck = Card::all().collect();
            self.deck.shuffle(&mut seeded(splitmix64(&mut self.stream)));
        }
        for hand in &mut self.hands {
            for card in hand.iter_mut() {
                *card = self.deck.pop().unwrap_or(Card(0));
            }
        }
    }

    /// The sheet's "the rest go back": every hand's unprogrammed cards return to the draw pile,
    /// which is shuffled so they can be dealt again at once.
    fn return_unprogrammed(&mut self) {
        for (hand, program) in self.hands.iter().zip(&self.programs) {
            let Some(program) = program else { continue };
            let kept = (0..HAND as u8).filter(|i| !program.0.contains(i));
            self.deck.extend(kept.map(|i| hand[i as usize]));
        }
        self.deck.shuffle(&mut seeded(splitmix64(&mut self.stream)));
    }

    fn submitted(&self) -> usize {
        self.programs.iter().filter(|p| p.is_some()).count()
    }

    fn over(&self) -> bool {
        self.round >= self.round_limit || self.bots.iter().any(|b| b.flags as usize == self.board.flags.len())
    }

    /// The nearest free tile to `tile` that is not a pit (see the module's notes).
    fn free_tile_near(&self, tile: u8) -> u8 {
        if occupant(&self.bots, tile).is_none() {
            return tile;
        }
        let (x, y) = self.board.xy(tile);
        self.board
            .tile_ids()
            .filter(|&t| !self.board.is_pit(t) && occupant(&self.bots, t).is_none())
            .min_by_key(|&t| {
                let (tx, ty) = self.board.xy(t);
                ((tx - x).abs() + (ty - y).abs(), ty, tx)
            })
            .unwrap_or(tile)
    }

    /// Submits the seat's program and, after the last one, runs the round.
    fn submit(&mut self, program: Program, events: &mut Vec<Event>) {
        let seat = self.submitted();
        self.programs[seat] = Some(program);
        if seat + 1 < self.bots.len() {
            return;
        }
        let programs: Vec<Program> = self.programs.iter().flatten().copied().collect();
        let board = self.board.clone();
        for register in 0..REGISTERS {
            let cards: Vec<Card> =
                programs.iter().zip(&self.hands).map(|(p, hand)| hand[p.0[register] as usize]).collect();
            run_register(&board, &mut self.bots, &cards, register as u8 + 1, events);
            if self.over() {
                break;
            }
        }
        for r in 0..self.bots.len() {
            if self.bots[r].at.is_none() {
                let at = self.free_tile_near(self.bots[r].respawn);
                let facing = self.bots[r].start_facing;
                self.bots[r].at = Some(at);
                self.bots[r].facing = facing;
                events.push(Event::Respawned { robot: r as u8, at: board.xy(at), facing });
            }
        }
        self.round += 1;
        self.return_unprogrammed();
        self.programs.iter_mut().for_each(|p| *p = None);
        events.push(Event::RoundEnded { round: self.round });
        if !self.over() {
            self.deal();
        }
    }

    /// Plays a program and returns the round's events (none but the round's end until the last
    /// seat has programmed).
    pub fn play_events(&mut self, program: Program) -> Vec<Event> {
        let mut events = Vec::new();
        self.submit(program, &mut events);
        events
    }

    /// The cards `seat` cannot see (the draw pile and the other hands; a set fixed by what is
    /// public and its own hand, as programmed cards are shown when they run) dealt again from
    /// `stream`, which then drives later shuffles too.
    fn redealt(&self, seat: Seat, mut stream: u64) -> Robots {
        let mut view = self.clone();
        let me = seat.index();
        let mut unseen: Vec<Card> = self.deck.clone();
        for (_, hand) in self.hands.iter().enumerate().filter(|&(s, _)| s != me) {
            unseen.extend_from_slice(hand);
        }
        unseen.sort();
        unseen.shuffle(&mut seeded(splitmix64(&mut stream)));
        for (_, hand) in view.hands.iter_mut().enumerate().filter(|&(s, _)| s != me) {
            for card in hand.iter_mut() {
                *card = unseen.pop().unwrap_or(Card(0));
            }
        }
        view.deck = unseen;
        view.stream = stream;
        view
    }

    /// One world `seat` cannot tell from this one, drawn from `seed`: the unseen cards dealt
    /// again, and the round's programming open again for every other seat (a program already
    /// submitted is secret, so in this world it is still to be chosen). The searches of hidden
    /// information sample these.
    pub fn determinised(&self, seat: Seat, seed: u64) -> Robots {
        let mut world = self.redealt(seat, seed);
        for (s, program) in world.programs.iter_mut().enumerate() {
            if s != seat.index() {
                *program = None;
            }
        }
        world
    }

    /// The cards a lone robot needs to reach its next flag from where it stands (0 when every
    /// flag is touched).
    pub fn distance(&self, robot: usize) -> u16 {
        let bot = self.bots[robot];
        match bot.at {
            _ if bot.flags as usize >= self.board.flags.len() => 0,
            Some(at) => self.board.distances().get(bot.flags as usize, at, bot.facing),
            None => super::distance::UNREACHABLE,
        }
    }
}

fn mix(h: &mut u64, v: u64) {
    *h ^= v;
    *h = splitmix64(h);
}

impl Game for Robots {
    type Move = Program;

    fn seats(&self) -> usize {
        self.bots.len()
    }

    fn to_move(&self) -> Seat {
        Seat(if self.over() { 0 } else { self.submitted() as u8 })
    }

    fn legal_moves(&self, out: &mut Vec<Program>) {
        if !self.over() {
            Program::all(out);
        }
    }

    fn apply(&mut self, mv: Program) {
        self.submit(mv, &mut Vec::new());
    }

    fn play(&mut self, mv: Program) -> Vec<Step> {
        let mut steps: Vec<Step> = self.play_events(mv).iter().map(Event::step).collect();
        match steps.last_mut() {
            Some(Step::TurnEnded { next }) => *next = self.to_move(),
            _ => steps.push(Step::TurnEnded { next: self.to_move() }),
        }
        steps
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over() {
            return None;
        }
        let total = self.board.flags.len();
        let key = |r: usize| (std::cmp::Reverse(self.bots[r].flags), self.distance(r));
        let n = self.bots.len();
        let places = (0..n).map(|r| 1 + (0..n).filter(|&s| key(s) < key(r)).count() as u8).collect();
        // One tile holds one robot, so at most one robot stands on the last flag.
        let reason = match (0..n).find(|&r| self.bots[r].flags as usize == total) {
            Some(winner) => Text::new("robots-end-flag").with("robot", robot_text(winner)),
            None => Text::new("robots-end-rounds").with("limit", self.round_limit),
        };
        Some(Outcome::Ranking { places, reason })
    }

    /// Cheap while the game goes on: searches ask at every node.
    fn finished(&self) -> Option<Option<Seat>> {
        self.over().then(|| self.outcome().and_then(|o| o.winner()))
    }

    fn position_hash(&self) -> u64 {
        let mut h = 0x524f_424f_5453;
        for bot in &self.bots {
            mix(&mut h, bot.at.map_or(0xff, u64::from));
            mix(&mut h, (bot.facing.index() as u64) << 8 | (bot.flags as u64) << 16 | (bot.respawn as u64) << 24);
        }
        for (hand, program) in self.hands.iter().zip(&self.programs) {
            hand.iter().for_each(|c| mix(&mut h, c.0 as u64));
            mix(&mut h, program.map_or(u64::MAX, |p| p.key() as u64));
        }
        self.deck.iter().for_each(|c| mix(&mut h, 0x100 | c.0 as u64));
        mix(&mut h, self.stream);
        mix(&mut h, (self.round as u64) << 32 | self.round_limit as u64);
        h
    }

    /// `F2:670 R:80 L:70 U:10 F1:490`: each card's kind and priority, register 1 first.
    fn move_text(&self, mv: Program) -> String {
        let cards = self.program_cards(self.to_move(), mv);
        cards.map(Card::text).join(" ")
    }

    /// Five cards of the hand, register 1 first, each as `F2:670`, a priority (`670`) or a
    /// kind alone (`F2`: the highest-priority card of that kind not yet used).
    fn parse_move(&self, text: &str) -> Result<Program, String> {
        let hand = &self.hands[self.to_move().index()];
        let tokens: Vec<&str> = text.split_whitespace().collect();
        if tokens.len() != REGISTERS {
            return Err(format!("a program is {REGISTERS} cards, like F2 R L U F1; {} given", tokens.len()));
        }
        let in_hand =
            |c: Card| hand.iter().position(|&h| h == c).ok_or_else(|| format!("{} is not in the hand", c.text()));
        let mut program = [0u8; REGISTERS];
        for (i, token) in tokens.iter().enumerate() {
            let quoted = stratagem_core::assets::quote(token);
            let (kind, priority) = match token.split_once(':') {
                Some((k, p)) => (Some(k), Some(p)),
                None if token.chars().all(|c| c.is_ascii_digit()) => (None, Some(*token)),
                None => (Some(*token), None),
            };
            let kind = kind
                .map(|k| CardKind::from_code(k).ok_or_else(|| format!("'{quoted}' is not a card (F1 F2 F3 B L R U)")))
                .transpose()?;
            let index = match priority {
                Some(p) => {
                    let card = p.parse().ok().and_then(Card::from_priority).ok_or_else(|| {
                        format!("'{quoted}': no card has priority {}", stratagem_core::assets::quote(p))
                    })?;
                    if kind.is_some_and(|k| k != card.kind()) {
                        return Err(format!("'{quoted}': the card of priority {} is {}", card.priority(), card.text()));
                    }
                    in_hand(card)?
                }
                None => (0..HAND)
                    .filter(|&h| Some(hand[h].kind()) == kind && !program[..i].contains(&(h as u8)))
                    .max_by_key(|&h| hand[h].priority())
                    .ok_or_else(|| format!("no {quoted} card left in the hand"))?,
            };
            if program[..i].contains(&(index as u8)) {
                return Err(format!("{} is used twice", hand[index].text()));
            }
            program[i] = index as u8;
        }
        Ok(Program(program))
    }

    /// The seat sees its own hand and the board; the other seats' hands and the draw pile are
    /// re-dealt from the cards it cannot see with a seed fixed by the round, and the programs
    /// already submitted by others become their first five cards.
    fn view_for(&self, seat: Seat) -> Robots {
        let mut view = self.redealt(seat, 0x5649_4557 ^ u64::from(self.round) << 8 ^ seat.index() as u64);
        for (s, program) in view.programs.iter_mut().enumerate() {
            if s != seat.index() && program.is_some() {
                *program = Some(Program([0, 1, 2, 3, 4]));
            }
        }
        view
    }

    fn is_legal(&self, mv: Program) -> bool {
        !self.over() && mv.is_valid()
    }

    fn move_key(&self, mv: Program) -> usize {
        mv.key()
    }

    fn seat_name(&self, seat: Seat) -> String {
        robot_name(seat.0)
    }
}
