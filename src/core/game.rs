use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table: 0 for the first seat, 1 for the second, and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-seat game.
    pub fn other(self) -> Seat {
        Seat(1 - self.0)
    }
}

/// How a game ended. The reason is shown to players as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win { seat: Seat, reason: String },
    Draw { reason: String },
}

impl Outcome {
    pub fn winner(&self) -> Option<Seat> {
        match self {
            Outcome::Win { seat, .. } => Some(*seat),
            Outcome::Draw { .. } => None,
        }
    }

    pub fn reason(&self) -> &str {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}

/// The rules of one game, with no rendering in them. The AIs, the move pipeline, the command
/// line and the tests all work through this trait.
///
/// The state is the whole position including whose decision it is, so that searchers can
/// copy it freely; `apply` is only ever called with a move from `legal_moves`.
pub trait Game: Clone + Send + Sync + 'static {
    /// A move is data: comparable, hashable, cheap to copy.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// Number of seats.
    fn seats(&self) -> usize {
        2
    }

    /// The seat whose decision it is now. Multi-action turns keep returning the same seat.
    fn to_move(&self) -> Seat;

    /// Every legal move, appended to `out`. Empty once the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Plays a legal move.
    fn apply(&mut self, mv: Self::Move);

    /// The result, or `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// How the game ended without the words: `Some(winner)`, `None` inside for a draw. Searches
    /// call this at every node, so games override it when `outcome` is costly.
    fn finished(&self) -> Option<Option<Seat>> {
        self.outcome().map(|o| o.winner())
    }

    /// A stable hash of the position (board, side to move and anything that changes the legal
    /// moves), maintained incrementally where the game can.
    fn position_hash(&self) -> u64;

    /// The stable text form of a move, used by the `moves` command, logs and tests.
    fn move_text(&self, mv: Self::Move) -> String;

    /// Why `mv` cannot be played now, or `None` if it can.
    fn why_illegal(&self, mv: Self::Move) -> Option<String> {
        if self.outcome().is_some() {
            return Some("the game is over".into());
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        (!moves.contains(&mv)).then(|| format!("{} is not a legal move", self.move_text(mv)))
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

    /// The display name of a seat.
    fn seat_name(&self, seat: Seat) -> String {
        format!("Player {}", seat.0 + 1)
    }
}

/// History tables are this long; `Game::move_key` must stay below it.
pub const MOVE_KEYS: usize = 1 << 16;
