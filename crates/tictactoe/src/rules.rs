//! Tic-tac-toe (`shared/rules/tictactoe.md`): x moves first; a line wins; a full board draws.

use std::sync::LazyLock;
use stratagem_ai::levels::Rung;
use stratagem_ai::{AiGame, Evaluator, GREEDY, MINIMAX};
use stratagem_core::assets::quote;
use stratagem_core::rng::splitmix64;
use stratagem_core::{Game, Outcome, Seat, Step, Text, game_over};

const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Zobrist keys per (cell, mark) and for "o to move".
static KEYS: LazyLock<[u64; 19]> = LazyLock::new(|| {
    let mut seed = 0x54_54_54; // "TTT"
    std::array::from_fn(|_| splitmix64(&mut seed))
});

/// A cell index, 0..9, row by row from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u8);

impl Cell {
    pub fn at(row: usize, col: usize) -> Cell {
        Cell((row * 3 + col) as u8)
    }

    pub fn row(self) -> usize {
        self.0 as usize / 3
    }

    pub fn col(self) -> usize {
        self.0 as usize % 3
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    /// `None` empty, `Some(Seat(0))` x, `Some(Seat(1))` o.
    cells: [Option<Seat>; 9],
    to_move: Seat,
    hash: u64,
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe { cells: [None; 9], to_move: Seat(0), hash: 0 }
    }
}

impl TicTacToe {
    /// A position from rows like `"XXO / .O. / .OX"`, with the side to move given.
    pub fn parse(rows: &str, to_move: Seat) -> Result<TicTacToe, String> {
        let marks: Vec<char> = rows.chars().filter(|c| !c.is_whitespace() && *c != '/').collect();
        if marks.len() != 9 {
            return Err(format!("expected 9 cells, found {}", marks.len()));
        }
        let mut state = TicTacToe::default();
        for (i, c) in marks.into_iter().enumerate() {
            let seat = match c.to_ascii_uppercase() {
                'X' => Seat(0),
                'O' => Seat(1),
                '.' => continue,
                other => return Err(format!("unknown mark '{other}' (use X, O or .)")),
            };
            state.cells[i] = Some(seat);
            state.hash ^= KEYS[i * 2 + seat.index()];
        }
        if to_move == Seat(1) {
            state.hash ^= KEYS[18];
        }
        state.to_move = to_move;
        Ok(state)
    }

    pub fn cell(&self, cell: Cell) -> Option<Seat> {
        self.cells[cell.0 as usize]
    }

    /// The cells of the line that won, if one did.
    pub fn winning_line(&self) -> Option<[Cell; 3]> {
        LINES.iter().find_map(|&[a, b, c]| {
            let m = self.cells[a]?;
            (self.cells[b] == Some(m) && self.cells[c] == Some(m)).then_some([a, b, c].map(|i| Cell(i as u8)))
        })
    }

    fn line_winner(&self) -> Option<Seat> {
        LINES.iter().find_map(|&[a, b, c]| {
            let m = self.cells[a]?;
            (self.cells[b] == Some(m) && self.cells[c] == Some(m)).then_some(m)
        })
    }

    /// The GGP goal value for `seat`: 100 win, 50 draw, 0 loss; `None` while playing.
    pub fn goal(&self, seat: Seat) -> Option<u32> {
        self.outcome().map(|o| match o.winner() {
            Some(w) if w == seat => 100,
            Some(_) => 0,
            None => 50,
        })
    }
}

pub fn mark(seat: Seat) -> char {
    if seat.0 == 0 { 'x' } else { 'o' }
}

/// The other player.
fn opponent(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

impl Game for TicTacToe {
    type Move = Cell;

    fn seats(&self) -> usize {
        2
    }

    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Cell>) {
        if self.outcome().is_none() {
            out.extend((0..9u8).filter(|&i| self.cells[i as usize].is_none()).map(Cell));
        }
    }

    fn apply(&mut self, mv: Cell) {
        self.cells[mv.0 as usize] = Some(self.to_move);
        self.hash ^= KEYS[mv.0 as usize * 2 + self.to_move.index()] ^ KEYS[18];
        self.to_move = opponent(self.to_move);
    }

    fn play(&mut self, mv: Cell) -> Vec<Step> {
        let piece = Text::plain(mark(self.to_move).to_string());
        let at = (mv.col() as i32 + 1, mv.row() as i32 + 1);
        self.apply(mv);
        vec![Step::Placed { piece, at }, Step::TurnEnded { next: self.to_move }]
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(seat) = self.line_winner() {
            return Some(Outcome::Win {
                seat,
                reason: Text::new("tictactoe-end-line").with("mark", mark(seat).to_string()),
            });
        }
        self.cells.iter().all(Option::is_some).then(|| Outcome::Draw { reason: Text::new("tictactoe-end-full") })
    }

    fn position_hash(&self) -> u64 {
        self.hash
    }

    fn move_text(&self, mv: Cell) -> String {
        format!("{}@r{}c{}", mark(self.to_move), mv.row() + 1, mv.col() + 1)
    }

    /// `x@r1c3` (the mark is optional, and must be the mover's when given).
    fn parse_move(&self, text: &str) -> Result<Cell, String> {
        let text = text.trim().to_ascii_lowercase();
        let cell = match text.split_once('@') {
            Some((who, cell)) if who == mark(self.to_move).to_string() => cell,
            Some((who, _)) => return Err(format!("'{}' is not to move; {} is", quote(who), mark(self.to_move))),
            None => &text,
        };
        let digit = |c: Option<char>| c.and_then(|c| c.to_digit(10)).filter(|d| (1..=3).contains(d));
        let mut chars = cell.chars();
        match (chars.next(), digit(chars.next()), chars.next(), digit(chars.next()), chars.next()) {
            (Some('r'), Some(r), Some('c'), Some(c), None) => Ok(Cell::at(r as usize - 1, c as usize - 1)),
            _ => Err(format!("'{}' is not a cell like x@r1c3 (rows and columns 1 to 3)", quote(&text))),
        }
    }

    fn why_illegal(&self, mv: Cell) -> Option<Text> {
        if let Some(o) = self.outcome() {
            return Some(game_over(&o));
        }
        match self.cells.get(mv.0 as usize) {
            None => Some(Text::new("tictactoe-illegal-no-cell")),
            Some(Some(seat)) => Some(
                Text::new("tictactoe-illegal-taken")
                    .with("row", mv.row() + 1)
                    .with("col", mv.col() + 1)
                    .with("mark", mark(*seat).to_string()),
            ),
            Some(None) => None,
        }
    }

    fn move_key(&self, mv: Cell) -> usize {
        mv.0 as usize
    }

    fn seat_name(&self, seat: Seat) -> String {
        mark(seat).to_string()
    }
}

/// Open lines: lines still winnable by `seat` minus those still winnable by the opponent.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenLines;

impl Evaluator<TicTacToe> for OpenLines {
    fn evaluate(&self, state: &TicTacToe, seat: Seat) -> i32 {
        let open =
            |s: Seat| LINES.iter().filter(|l| l.iter().all(|&c| state.cells[c] != Some(opponent(s)))).count() as i32;
        open(seat) - open(opponent(seat))
    }
}

impl AiGame for TicTacToe {
    type Reference = OpenLines;
    type Tuned = OpenLines;

    /// Perfect play draws, so the levels differ in how often they slip: the lower two always
    /// choose by softmax over the one-ply ranks (Beginner nearly at random), Normal looks two
    /// moves ahead and slips now and then, Hard and Expert never lose (docs/benchmarks.md).
    fn ladder() -> [Rung; 5] {
        [
            Rung::plays(GREEDY).slips(1.0, 1.0),
            Rung::plays(GREEDY).slips(1.0, 0.05),
            Rung::plays(MINIMAX).depth(2).slips(0.35, 0.2),
            Rung::plays(MINIMAX).depth(4),
            Rung::plays(MINIMAX).millis(1000),
        ]
    }

    fn greedy_score(&self, seat: Seat) -> i32 {
        match self.goal(seat) {
            Some(goal) => goal as i32 * 10,
            None => OpenLines.evaluate(self, seat),
        }
    }
}
