//! The game trait every game's rules implement, seats, outcomes and the steps a move causes.

use super::Text;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table: 0 for the first seat, 1 for the second, and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// How a game ended, and why in words for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win {
        seat: Seat,
        reason: Text,
    },
    Draw {
        reason: Text,
    },
    /// Games of more than two seats: `places[seat]` is that seat's place, 1 for first; seats
    /// with the same place tied.
    Ranking {
        places: Vec<u8>,
        reason: Text,
    },
}

impl Outcome {
    /// The one seat that came first, if there is exactly one.
    pub fn winner(&self) -> Option<Seat> {
        match self {
            Outcome::Win { seat, .. } => Some(*seat),
            Outcome::Draw { .. } => None,
            Outcome::Ranking { places, .. } => {
                let mut firsts = places.iter().enumerate().filter(|&(_, &p)| p == 1);
                match (firsts.next(), firsts.next()) {
                    (Some((seat, _)), None) => Some(Seat(seat as u8)),
                    _ => None,
                }
            }
        }
    }

    /// The seat's place: 1 for a win or a shared first place; a draw puts everyone first.
    pub fn place(&self, seat: Seat) -> u8 {
        match self {
            Outcome::Win { seat: winner, .. } => {
                if *winner == seat {
                    1
                } else {
                    2
                }
            }
            Outcome::Draw { .. } => 1,
            Outcome::Ranking { places, .. } => places.get(seat.index()).copied().unwrap_or(u8::MAX),
        }
    }

    pub fn reason(&self) -> &Text {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } | Outcome::Ranking { reason, .. } => reason,
        }
    }
}

/// A tile as players read it: the game's own column and row (offset coordinates on hex boards).
pub type Tile = (i32, i32);

/// Something a move caused, in the order it happened: views animate and highlight these, the
/// move log and `stratagem apply` print them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// A piece went from one tile to another.
    Moved { piece: Text, from: Tile, to: Tile },
    /// A piece was taken off the board by another player's move.
    Captured { piece: Text, at: Tile },
    /// A piece or mark was put on an empty tile.
    Placed { piece: Text, at: Tile },
    /// Something was bought for a price.
    Bought { item: Text, at: Tile, cost: i64 },
    /// Two pieces or territories became one.
    Merged { into: Tile, what: Text },
    /// A piece was pushed by another.
    Pushed { piece: Text, from: Tile, to: Tile },
    /// A piece was destroyed by the board (a pit, the edge) or the rules.
    Destroyed { piece: Text, at: Tile, why: Text },
    /// A programmed card ran (Robot Race): which register, and the card with its priority.
    CardPlayed { piece: Text, register: u8, card: String, at: Tile },
    /// A piece was carried by the board (a conveyor belt).
    Carried { piece: Text, from: Tile, to: Tile, by: Text },
    /// A piece turned on its tile to face a new direction.
    Turned { piece: Text, at: Tile, facing: String },
    /// A piece reached a numbered goal (a flag).
    FlagTouched { piece: Text, at: Tile, flag: u8 },
    /// A piece came back on the board after being destroyed.
    Respawned { piece: Text, at: Tile, facing: String },
    /// The turn passed to another seat.
    TurnEnded { next: Seat },
}

impl Step {
    /// The tiles the step touched, for the last-move highlight.
    pub fn tiles(&self) -> Vec<Tile> {
        match self {
            Step::Moved { from, to, .. } | Step::Pushed { from, to, .. } | Step::Carried { from, to, .. } => {
                vec![*from, *to]
            }
            Step::Captured { at, .. }
            | Step::Placed { at, .. }
            | Step::Bought { at, .. }
            | Step::Destroyed { at, .. }
            | Step::Merged { into: at, .. }
            | Step::CardPlayed { at, .. }
            | Step::Turned { at, .. }
            | Step::FlagTouched { at, .. }
            | Step::Respawned { at, .. } => vec![*at],
            Step::TurnEnded { .. } => Vec::new(),
        }
    }

    /// What the step did, in words for the log; seats are named by the game.
    pub fn describe(&self, seat_name: impl Fn(Seat) -> Text) -> Text {
        let t = |(x, y): Tile| format!("({x},{y})");
        let at = |key, piece: &Text, tile: &Tile| Text::new(key).with("piece", piece.clone()).with("at", t(*tile));
        let went = |key, piece: &Text, from: &Tile, to: &Tile| {
            Text::new(key).with("piece", piece.clone()).with("from", t(*from)).with("to", t(*to))
        };
        match self {
            Step::Moved { piece, from, to } => went("step-moved", piece, from, to),
            Step::Captured { piece, at: tile } => at("step-captured", piece, tile),
            Step::Placed { piece, at: tile } => at("step-placed", piece, tile),
            Step::Bought { item, at, cost } => {
                Text::new("step-bought").with("item", item.clone()).with("cost", *cost).with("at", t(*at))
            }
            Step::Merged { into, what } => Text::new("step-merged").with("what", what.clone()).with("at", t(*into)),
            Step::Pushed { piece, from, to } => went("step-pushed", piece, from, to),
            Step::Destroyed { piece, at: tile, why } => at("step-destroyed", piece, tile).with("why", why.clone()),
            Step::CardPlayed { piece, register, card, .. } => Text::new("step-card")
                .with("piece", piece.clone())
                .with("card", card.as_str())
                .with("register", *register),
            Step::Carried { piece, from, to, by } => went("step-carried", piece, from, to).with("by", by.clone()),
            Step::Turned { piece, at: tile, facing } => at("step-turned", piece, tile).with("facing", facing.as_str()),
            Step::FlagTouched { piece, at: tile, flag } => at("step-flag", piece, tile).with("flag", *flag),
            Step::Respawned { piece, at: tile, facing } => {
                at("step-respawned", piece, tile).with("facing", facing.as_str())
            }
            Step::TurnEnded { next } => Text::new("step-turn-ended").with("seat", seat_name(*next)),
        }
    }
}

/// The rules of one game, with no rendering in them. The AIs, the move pipeline, the command
/// line and the tests all work through this trait.
///
/// The state is the whole position including whose decision it is and any chance (a seeded
/// stream inside the state), so that searchers can copy it freely and a game replays exactly
/// from its start and its moves; `apply` is only ever called with a move from `legal_moves`.
pub trait Game: Clone + Send + Sync + 'static {
    /// A move is data: comparable, hashable, cheap to copy, and written and read back as text
    /// (`move_text` and `parse_move`).
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// Number of seats.
    fn seats(&self) -> usize;

    /// The seat whose decision it is now. Multi-action turns keep returning the same seat;
    /// nothing outside the game assumes seats alternate.
    fn to_move(&self) -> Seat;

    /// Every legal move, appended to `out`. Empty once the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Plays a legal move. Searches call this; the app calls `play`, which also reports what
    /// happened.
    fn apply(&mut self, mv: Self::Move);

    /// Plays a legal move and returns the steps it caused, in order.
    fn play(&mut self, mv: Self::Move) -> Vec<Step>;

    /// The result, or `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// How the game ended without the words: `Some(winner)`, `None` inside for no single
    /// winner. Searches call this at every node, so games override it when `outcome` is costly.
    fn finished(&self) -> Option<Option<Seat>> {
        self.outcome().map(|o| o.winner())
    }

    /// A stable hash of the position (board, side to move and anything that changes the legal
    /// moves), maintained incrementally where the game can.
    fn position_hash(&self) -> u64;

    /// The stable text form of a move in this position, used by the `moves` command, logs,
    /// records and tests.
    fn move_text(&self, mv: Self::Move) -> String;

    /// Reads a move's text form back in this position; the error says what is wrong with it.
    /// `parse_move(move_text(m)) == m` for every legal move `m`.
    fn parse_move(&self, text: &str) -> Result<Self::Move, String>;

    /// What `seat` may know of this position: the position itself in games of perfect
    /// information; games with hidden information (dealt cards, secret programs, the deck
    /// order) blank or re-draw what the seat cannot see. An AI plays from this view only.
    fn view_for(&self, _seat: Seat) -> Self {
        self.clone()
    }

    /// Why `mv` cannot be played now, or `None` if it can.
    fn why_illegal(&self, mv: Self::Move) -> Option<Text> {
        if let Some(outcome) = self.outcome() {
            return Some(game_over(&outcome));
        }
        (!self.is_legal(mv)).then(|| Text::new("not-a-legal-move").with("move", self.move_text(mv)))
    }

    /// Whether `mv` may be played now. Searches ask this of moves they remember from other
    /// positions; games override it when it can be answered without listing every move.
    fn is_legal(&self, mv: Self::Move) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.contains(&mv)
    }

    /// A small integer identifying a move, for history tables (below `MOVE_KEYS`).
    fn move_key(&self, mv: Self::Move) -> usize;

    /// A cheap guess at how promising a move is before searching it: 1000 and up for captures
    /// and other forcing moves (searched first, best first), 0 to 127 to order quiet moves.
    fn move_order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// The legal moves that capture, appended to `out`, for quiescence search past the horizon.
    /// Games without captures keep the default (none), and quiescence then changes nothing.
    fn captures(&self, _out: &mut Vec<Self::Move>) {}

    /// Whether `mv` ends a ply of search depth. Games whose turns are several actions may count
    /// only the move that ends a turn, so that depth counts whole turns (every action order of
    /// a turn is still searched, it just costs no depth).
    fn ends_ply(&self, _mv: Self::Move) -> bool {
        true
    }

    /// The display name of a seat.
    fn seat_name(&self, seat: Seat) -> String {
        format!("Player {}", seat.0 + 1)
    }

    /// What is wrong with the rules as loaded short of an error (a GDL description that can
    /// run forever), for the command line to print and the window to show.
    fn warnings(&self) -> Vec<String> {
        Vec::new()
    }
}

/// Why no move can be played: the game is over, and how it ended.
pub fn game_over(outcome: &Outcome) -> Text {
    Text::new("game-over").with("reason", outcome.reason().clone())
}

/// History tables are this long; `Game::move_key` must stay below it.
pub const MOVE_KEYS: usize = 1 << 16;
