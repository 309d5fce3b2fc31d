//! The 84 program cards and a program: five of the nine dealt cards, in register order.

/// What a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    Move1,
    Move2,
    Move3,
    BackUp,
    TurnLeft,
    TurnRight,
    UTurn,
}

impl CardKind {
    pub const ALL: [CardKind; 7] = [
        CardKind::Move1,
        CardKind::Move2,
        CardKind::Move3,
        CardKind::BackUp,
        CardKind::TurnLeft,
        CardKind::TurnRight,
        CardKind::UTurn,
    ];

    /// The short name in move texts: `F1 F2 F3 B L R U`.
    pub fn code(self) -> &'static str {
        match self {
            CardKind::Move1 => "F1",
            CardKind::Move2 => "F2",
            CardKind::Move3 => "F3",
            CardKind::BackUp => "B",
            CardKind::TurnLeft => "L",
            CardKind::TurnRight => "R",
            CardKind::UTurn => "U",
        }
    }

    pub fn from_code(code: &str) -> Option<CardKind> {
        CardKind::ALL.into_iter().find(|k| k.code().eq_ignore_ascii_case(code))
    }
}

/// The number of cards in the deck.
pub const DECK: usize = 84;

/// One card of the deck, `0..84` in priority order. Priorities follow the classic deck:
/// 10 × (index + 1), so U-turns are 10–60, turns 70–420 (left on the odd tens, right on the
/// even), back-ups 430–480, Move 1 490–660, Move 2 670–780 and Move 3 790–840.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(pub u8);

impl Card {
    pub fn all() -> impl Iterator<Item = Card> {
        (0..DECK as u8).map(Card)
    }

    /// Higher goes first; every card's is different.
    pub fn priority(self) -> u16 {
        10 * (self.0 as u16 + 1)
    }

    pub fn from_priority(priority: u16) -> Option<Card> {
        (priority.is_multiple_of(10) && (10..=10 * DECK as u16).contains(&priority))
            .then(|| Card((priority / 10 - 1) as u8))
    }

    pub fn kind(self) -> CardKind {
        match self.0 {
            0..=5 => CardKind::UTurn,
            6..=41 if self.0.is_multiple_of(2) => CardKind::TurnLeft,
            6..=41 => CardKind::TurnRight,
            42..=47 => CardKind::BackUp,
            48..=65 => CardKind::Move1,
            66..=77 => CardKind::Move2,
            _ => CardKind::Move3,
        }
    }

    /// `F2:670`: the kind and the priority.
    pub fn text(self) -> String {
        format!("{}:{}", self.kind().code(), self.priority())
    }
}

/// The cards in a hand.
pub const HAND: usize = 9;
/// The registers a program fills.
pub const REGISTERS: usize = 5;

/// A program: indices into the seat's dealt hand, register 1 first, all different.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Program(pub [u8; REGISTERS]);

impl Program {
    /// Whether the indices are in the hand and all different.
    pub fn is_valid(self) -> bool {
        let mut seen = 0u16;
        self.0.iter().all(|&i| {
            let fresh = (i as usize) < HAND && seen & (1 << i) == 0;
            seen |= 1 << i.min(15);
            fresh
        })
    }

    /// Every ordered choice of five of the nine cards: 15 120 programs.
    pub fn all(out: &mut Vec<Program>) {
        out.reserve(15_120);
        for a in 0..HAND as u8 {
            for b in (0..HAND as u8).filter(|&b| b != a) {
                for c in (0..HAND as u8).filter(|&c| c != a && c != b) {
                    for d in (0..HAND as u8).filter(|&d| d != a && d != b && d != c) {
                        for e in (0..HAND as u8).filter(|&e| e != a && e != b && e != c && e != d) {
                            out.push(Program([a, b, c, d, e]));
                        }
                    }
                }
            }
        }
    }

    /// The program as a base-9 number, below 9⁵ = 59 049.
    pub fn key(self) -> usize {
        self.0.iter().fold(0, |k, &i| k * HAND + i as usize)
    }
}
