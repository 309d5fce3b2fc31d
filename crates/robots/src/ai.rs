//! The programmer: chooses five of the nine dealt cards by simulating programs for the seat's
//! robot alone (the others' programs are unknown) and scoring where each leaves it with the
//! distance field. Easy scores a few random programs, Normal the reference's 100, Hard every
//! program, searched depth-first so programs that start alike share their simulated prefix,
//! and trying one card per kind at each register, so programs equal to one already scored
//! (the same kinds in the same order) are skipped.

use super::board::{Board, Dir};
use super::cards::{Card, HAND, Program, REGISTERS};
use super::distance::UNREACHABLE;
use super::rules::Robots;
use rand::seq::SliceRandom;
use std::collections::HashSet;
use stratagem_ai::AiKindInfo;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Seat};

// The programmer's settings behind the difficulty levels (`Robots::ladder`); records name the
// levels, which kept these ids.
pub const NOVICE: AiKindInfo = AiKindInfo { id: "novice", name: "ai-novice", help: "ai-novice-help", searches: false };
pub const EASY: AiKindInfo = AiKindInfo { id: "easy", name: "ai-easy", help: "ai-easy-help", searches: false };
pub const NORMAL: AiKindInfo = AiKindInfo { id: "normal", name: "ai-normal", help: "ai-normal-help", searches: false };
pub const HARD: AiKindInfo = AiKindInfo { id: "hard", name: "ai-hard", help: "ai-hard-help", searches: false };

/// How many programs a level looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// The best of this many random programs.
    Sample(usize),
    /// Every distinct program.
    Every,
}

impl Level {
    pub fn of(kind: &AiKindInfo) -> Option<Level> {
        match kind.id {
            "novice" => Some(Level::Sample(2)),
            "easy" => Some(Level::Sample(5)),
            "normal" => Some(Level::Sample(100)),
            "hard" => Some(Level::Every),
            _ => None,
        }
    }
}

/// Scores: a robot destroyed is worse than anything that survives, a flag is worth more than
/// any distance, and the last flag ends the game (sooner is better).
const DESTROYED: i32 = -1_000_000;
const FLAG: i32 = 1_000;
const WON: i32 = 1_000_000;
/// The distance charged when the next flag cannot be reached from where the robot ends.
const LOST: i32 = 500;

/// What a decision looked at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Distinct programs scored (a destroyed prefix scores all its continuations at once).
    pub scored: usize,
    /// Registers simulated.
    pub registers: usize,
    pub best_score: i32,
}

/// The seat's robot alone: where it stands and which flag it needs next.
#[derive(Clone, Copy)]
struct Lone {
    tile: u8,
    facing: Dir,
    next_flag: usize,
}

struct Scorer<'a> {
    board: &'a Board,
    hand: [Card; HAND],
    /// Hand indices, highest priority first.
    by_priority: [u8; HAND],
    registers: usize,
}

/// Where one register leaves the robot: `Err(score)` when the program's score is already
/// known (destroyed, or the last flag touched after `register` registers).
fn step(scorer: &mut Scorer, bot: Lone, card: Card, register: usize) -> Result<Lone, i32> {
    scorer.registers += 1;
    let board = scorer.board;
    let Some((tile, facing)) = board.distances().after(bot.tile, bot.facing, card.kind()) else {
        return Err(DESTROYED + FLAG * bot.next_flag as i32);
    };
    let mut next_flag = bot.next_flag;
    if board.flags.get(next_flag) == Some(&tile) {
        next_flag += 1;
        if next_flag == board.flags.len() {
            return Err(WON - register as i32);
        }
    }
    Ok(Lone { tile, facing, next_flag })
}

/// Flags touched, then closeness to the next flag.
fn progress_score(flags: usize, distance: u16) -> i32 {
    let distance = if distance == UNREACHABLE { LOST } else { i32::from(distance).min(LOST) };
    FLAG * flags as i32 - distance
}

/// The score of a robot that ran its whole program and stands still.
fn standing(board: &Board, bot: Lone) -> i32 {
    progress_score(bot.next_flag, board.distances().get(bot.next_flag, bot.tile, bot.facing))
}

/// The seat's hand and robot, read from the state; `None` while the robot is off the board.
fn scorer(state: &Robots, seat: Seat) -> Option<(Scorer<'_>, Lone)> {
    let me = state.bots()[seat.index()];
    let hand = *state.hand(seat);
    let mut by_priority: [u8; HAND] = std::array::from_fn(|i| i as u8);
    by_priority.sort_by_key(|&i| std::cmp::Reverse(hand[i as usize].priority()));
    let scorer = Scorer { board: state.board(), hand, by_priority, registers: 0 };
    Some((scorer, Lone { tile: me.at?, facing: me.facing, next_flag: me.flags as usize }))
}

/// The program `seat` chooses in `state` (its own view of the game) and what it looked at.
pub fn choose(state: &Robots, seat: Seat, level: Level, seed: u64) -> (Program, SearchStats) {
    let first = Program([0, 1, 2, 3, 4]);
    let Some((mut scorer, start)) = scorer(state, seat) else {
        return (first, SearchStats::default());
    };
    let (best, best_score, scored) = match level {
        Level::Every => {
            let mut search = Every::new(first, false);
            search.run(&mut scorer, start, 0, 0);
            (search.best, search.best_score, search.scored)
        }
        Level::Sample(count) => sample(&mut scorer, start, count, seed),
    };
    (best, SearchStats { scored, registers: scorer.registers, best_score })
}

/// The `count` programs the lone simulation scores best for `seat`, best first (among equal
/// scores, in the order Hard meets them, so the first is Hard's choice): the moves the
/// determinised search weighs against the other robots.
pub fn candidates(state: &Robots, seat: Seat, count: usize) -> Vec<Program> {
    let first = Program([0, 1, 2, 3, 4]);
    let Some((mut scorer, start)) = scorer(state, seat) else { return vec![first] };
    let mut search = Every::new(first, true);
    search.run(&mut scorer, start, 0, 0);
    let mut all = search.all.unwrap_or_default();
    all.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    all.into_iter().take(count.max(1)).map(|(program, _)| program).collect()
}

/// The depth-first search over every program.
struct Every {
    best: Program,
    best_score: i32,
    scored: usize,
    program: [u8; REGISTERS],
    /// Every distinct program scored with its score, when the caller wants a ranking.
    all: Option<Vec<(Program, i32)>>,
}

impl Every {
    fn new(first: Program, keep_all: bool) -> Every {
        Every { best: first, best_score: i32::MIN, scored: 0, program: [0; REGISTERS], all: keep_all.then(Vec::new) }
    }

    fn score(&mut self, register: usize, used: u16, score: i32) {
        self.scored += 1;
        if score > self.best_score || self.all.is_some() {
            // Registers after a decided program take the unused cards in hand order.
            let mut rest = (0..HAND as u8).filter(|&i| used & (1 << i) == 0);
            let mut program = self.program;
            for slot in &mut program[register..] {
                *slot = rest.next().unwrap_or_default();
            }
            if let Some(all) = &mut self.all {
                all.push((Program(program), score));
            }
            if score > self.best_score {
                self.best = Program(program);
                self.best_score = score;
            }
        }
    }

    fn run(&mut self, scorer: &mut Scorer, bot: Lone, register: usize, used: u16) {
        if register == REGISTERS {
            let score = standing(scorer.board, bot);
            return self.score(register, used, score);
        }
        // One card per kind: the highest priority of that kind among the unused cards.
        let mut tried = 0u8;
        for i in scorer.by_priority.into_iter().filter(|&i| used & (1 << i) == 0) {
            let card = scorer.hand[i as usize];
            let kind_bit = 1 << card.kind() as u8;
            if tried & kind_bit != 0 {
                continue;
            }
            tried |= kind_bit;
            self.program[register] = i;
            let used = used | 1 << i;
            match step(scorer, bot, card, register + 1) {
                Ok(next) => self.run(scorer, next, register + 1, used),
                Err(score) => self.score(register + 1, used, score),
            }
        }
    }
}

/// The best of `count` random programs, each distinct one scored once.
fn sample(scorer: &mut Scorer, start: Lone, count: usize, seed: u64) -> (Program, i32, usize) {
    let mut rng = seeded(seed);
    let mut seen = HashSet::new();
    let mut best = (Program([0, 1, 2, 3, 4]), i32::MIN);
    let mut indices: Vec<u8> = (0..HAND as u8).collect();
    for _ in 0..count {
        indices.shuffle(&mut rng);
        let program = Program([indices[0], indices[1], indices[2], indices[3], indices[4]]);
        if !seen.insert(program.0.map(|i| scorer.hand[i as usize].kind())) {
            continue;
        }
        let score = run(scorer, start, program);
        if score > best.1 {
            best = (program, score);
        }
    }
    (best.0, best.1, seen.len())
}

/// A program's score, simulated register after register.
fn run(scorer: &mut Scorer, start: Lone, program: Program) -> i32 {
    let mut bot = start;
    for (register, &i) in program.0.iter().enumerate() {
        match step(scorer, bot, scorer.hand[i as usize], register + 1) {
            Ok(next) => bot = next,
            Err(decided) => return decided,
        }
    }
    standing(scorer.board, bot)
}

/// The score the programmer gives `program` for `seat`, simulated on its own: the reference
/// the searches are checked against.
pub fn score_program(state: &Robots, seat: Seat, program: Program) -> i32 {
    let Some((mut scorer, start)) = scorer(state, seat) else { return DESTROYED };
    run(&mut scorer, start, program)
}

/// The progress of a seat's robot: flags touched, then closeness to its next flag.
pub fn progress(state: &Robots, seat: Seat) -> i32 {
    progress_score(state.bots()[seat.index()].flags as usize, state.distance(seat.index()))
}

/// The seat's progress against the best of the others'.
pub fn race_score(state: &Robots, seat: Seat) -> i32 {
    let others = (0..state.seats() as u8).filter(|&s| s != seat.0).map(|s| progress(state, Seat(s))).max();
    progress(state, seat) - others.unwrap_or(0)
}
