//! What a move sounds like: each applied move (and the end of a game) is one `Cue`, chosen from
//! the steps the rules reported, so the window's sound never looks at a game's rules itself.

use stratagem_core::{Outcome, Seat, Step};

/// The kinds of sound the suite makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A piece moved or a mark was placed.
    Move,
    /// An opponent's piece or building was taken.
    Capture,
    /// Something was bought from a shop.
    Purchase,
    /// Two pieces or territories became one.
    Merge,
    /// A territory was lost (Provinces: cut off, or unable to pay its units).
    ProvinceLost,
    /// A programming card was played, or locked into a program.
    CardPlayed,
    /// A robot was pushed by another.
    Pushed,
    /// A robot fell into a pit or off the board.
    Fell,
    /// The game ended: a seat played here won, or computers played each other.
    Win,
    /// The game ended and every seat played here lost.
    Loss,
    /// The game ended without a winner.
    Draw,
    /// A button or other control was clicked.
    Click,
}

impl Cue {
    /// Every cue, for the synthesiser and the tests.
    pub const ALL: [Cue; 12] = [
        Cue::Move,
        Cue::Capture,
        Cue::Purchase,
        Cue::Merge,
        Cue::ProvinceLost,
        Cue::CardPlayed,
        Cue::Pushed,
        Cue::Fell,
        Cue::Win,
        Cue::Loss,
        Cue::Draw,
        Cue::Click,
    ];

    /// How much a cue matters when one move causes several: the loudest news wins.
    fn rank(self) -> u8 {
        match self {
            Cue::ProvinceLost | Cue::Fell => 6,
            Cue::Capture => 5,
            Cue::Pushed => 4,
            Cue::Merge => 3,
            Cue::Purchase => 2,
            Cue::CardPlayed => 1,
            _ => 0,
        }
    }
}

/// The cue of one step, the way most games mean it: a piece destroyed by the board fell.
pub fn step_cue(step: &Step) -> Option<Cue> {
    Some(match step {
        Step::Moved { .. } | Step::Placed { .. } | Step::Carried { .. } | Step::Turned { .. } => Cue::Move,
        Step::Captured { .. } => Cue::Capture,
        Step::Bought { .. } => Cue::Purchase,
        Step::Merged { .. } => Cue::Merge,
        Step::Pushed { .. } => Cue::Pushed,
        Step::Destroyed { .. } => Cue::Fell,
        Step::CardPlayed { .. } => Cue::CardPlayed,
        Step::FlagTouched { .. } | Step::Respawned { .. } | Step::TurnEnded { .. } => return None,
    })
}

/// The one cue for a move's steps: the weightiest of them, as `cue_of_step` reads each; a move
/// whose steps say nothing (a pass, ending a turn) is a plain move.
pub fn cue_of(steps: &[Step], cue_of_step: impl Fn(&Step) -> Option<Cue>) -> Cue {
    steps.iter().filter_map(cue_of_step).max_by_key(|c| c.rank()).unwrap_or(Cue::Move)
}

/// How a finished game sounds to whoever sits here: `local` are the seats played at this
/// machine by people. With none (computers playing each other, watching a match) the end is a
/// win's fanfare unless it was drawn.
pub fn end_cue(outcome: &Outcome, local: &[Seat]) -> Cue {
    let won = |seat: Seat| match outcome {
        Outcome::Win { seat: winner, .. } => *winner == seat,
        Outcome::Draw { .. } => false,
        Outcome::Ranking { places, .. } => places.get(seat.index()) == Some(&1),
    };
    match outcome {
        Outcome::Draw { .. } => Cue::Draw,
        _ if local.is_empty() || local.iter().any(|&s| won(s)) => Cue::Win,
        _ => Cue::Loss,
    }
}
