//! A GDL description as a game of the suite. GDL steps are joint moves (every role moves at
//! once); the suite's seats move one at a time, so each step is decided role by role: a role
//! with only one legal move (a `noop` while another role plays) is skipped, which makes
//! turn-taking games look sequential, and the step is applied when the last role with a
//! choice has chosen. Where no role has a choice, a role whose one move is not `noop` (the
//! last empty cell) still makes it, so it is seen and logged. Choices made earlier in a step
//! are hidden from the other seats.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;
use std::sync::Arc;
use stratagem_ai::htn::{Sym, Term};
use stratagem_ai::levels::{LEVELS, Rung};
use stratagem_ai::uct::choosers;
use stratagem_ai::{AiGame, AiPlayer, Evaluator, Think, decide_shared};
use stratagem_core::assets::{LoadError, parse_ron, quote, read_text};
use stratagem_core::{Game, MOVE_KEYS, Outcome, Seat, Step, Text, Tile};
use stratagem_gdl::Machine;
use stratagem_gdl::players::{self, Choice, Limits, all_legal};

/// The engine the seat plays descriptions on: the compiled one, or the resolver for what it
/// does not compile.
pub type Rules = stratagem_gdl::Engine;

/// The most roles a description may have: the seats the setup offers.
pub const MAX_ROLES: usize = 8;

/// Steps in a row where no role has a choice, after which the description is taken to loop.
const MAX_FORCED_STEPS: u32 = 10_000;

/// The longest move text read: far past any description's moves.
const MAX_MOVE_TEXT: usize = 64 << 10;

/// Joint steps after which a game that has not ended is a draw, unless the setup says otherwise
/// (the `step-limit` option): GDL requires every game to end, and a description that does not
/// would otherwise play on for ever.
pub const DEFAULT_STEP_LIMIT: u64 = 10_000;

/// How the board is read from a state's facts: the relation, which arguments are the column,
/// the row and the value, and how values are drawn. Read from a RON file next to the
/// description (`tictactoe.ron` beside `tictactoe.kif`); every field may be left out.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct BoardStyle {
    /// The relation holding the cells: `cell` for `(cell X Y V)`.
    pub relation: String,
    /// Argument positions (from 0) of the column and the row.
    pub x: usize,
    pub y: usize,
    /// Argument position of the cell's value; the last argument when left out.
    pub value: Option<usize>,
    /// Row 1 at the bottom (as in chess and connect four) rather than at the top.
    pub rows_up: bool,
    /// Values that mean an empty cell.
    pub empty: Vec<String>,
    /// How values are drawn; a value naming a role is drawn in that role's colour by default.
    pub marks: BTreeMap<String, MarkStyle>,
}

impl Default for BoardStyle {
    fn default() -> BoardStyle {
        BoardStyle {
            relation: "cell".into(),
            x: 0,
            y: 1,
            value: None,
            rows_up: true,
            empty: vec!["b".into(), "blank".into(), "empty".into()],
            marks: BTreeMap::new(),
        }
    }
}

/// How one value is drawn.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct MarkStyle {
    /// The letters on the piece (default: the value's text, upper-cased when short).
    pub text: Option<String>,
    /// Drawn in this role's colour (a role index from 0).
    pub seat: Option<usize>,
    /// Drawn in this colour (red, green, blue from 0 to 1), over the role's.
    pub colour: Option<(f32, f32, f32)>,
}

/// One cell of the board: where, its value and how the cell is named in moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub at: Tile,
    /// The cell's column and row as the description writes them.
    pub x: String,
    pub y: String,
    /// The value, `None` for an empty cell.
    pub value: Option<String>,
}

/// A loaded description with what the seat needs besides the rules.
pub struct Description<M: Machine> {
    /// The preset id (the file's stem).
    pub name: String,
    pub machine: M,
    pub roles: Vec<String>,
    pub style: BoardStyle,
}

impl<M: Machine> Description<M> {
    /// The board style of the RON file beside `kif`, if there is one.
    pub fn style_for(kif: &Path) -> Result<BoardStyle, LoadError> {
        let path = kif.with_extension("ron");
        if !path.is_file() {
            return Ok(BoardStyle::default());
        }
        let style: BoardStyle = parse_ron(&read_text(&path)?, &path)?;
        if style.relation.trim().is_empty() || style.x == style.y || Some(style.x) == style.value {
            return Err(LoadError::new(
                &path,
                "the board needs a relation and distinct column, row and value arguments",
            ));
        }
        Ok(style)
    }
}

/// How a finished game ended: the goals, the step limit, or the description's error.
#[derive(Clone, Debug, PartialEq)]
enum End {
    Goals(Vec<u32>),
    Limit,
    Error(String),
}

/// A move: its index in the sorted legal moves of the role to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GdlMove(pub u32);

/// A description being played.
pub struct GdlGame<M: Machine> {
    desc: Arc<Description<M>>,
    state: M::State,
    /// Each role's legal moves in `state`, and their texts.
    legal: Arc<Vec<Vec<M::Move>>>,
    texts: Arc<Vec<Vec<String>>>,
    /// The roles that choose in this step, and the moves chosen so far, by role.
    deciding: Arc<Vec<bool>>,
    chosen: Vec<Option<u32>>,
    end: Option<End>,
    /// Joint steps played, forced ones included, and the most the game may last.
    steps: u64,
    step_limit: u64,
    /// What the loader found wrong short of an error (a cycle with no terminal state).
    warnings: Arc<Vec<String>>,
}

impl<M: Machine> Clone for GdlGame<M> {
    fn clone(&self) -> Self {
        GdlGame {
            desc: self.desc.clone(),
            state: self.state.clone(),
            legal: self.legal.clone(),
            texts: self.texts.clone(),
            deciding: self.deciding.clone(),
            chosen: self.chosen.clone(),
            end: self.end.clone(),
            steps: self.steps,
            step_limit: self.step_limit,
            warnings: self.warnings.clone(),
        }
    }
}

/// A term as KIF writes it: `(mark 1 2)`, `noop`. Relations the reader renamed away from a
/// built-in's name (they end in `#`) get their own name back.
pub fn kif_text(term: &Term) -> String {
    enum Piece<'a> {
        Term(&'a Term),
        Text(&'static str),
    }
    let mut out = String::new();
    let mut todo = vec![Piece::Term(term)];
    let name = |s: Sym| s.name().trim_end_matches('#').to_string();
    while let Some(piece) = todo.pop() {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Term(Term::Compound(s, args)) => {
                out.push('(');
                out.push_str(&name(*s));
                todo.push(Piece::Text(")"));
                for a in args.iter().rev() {
                    todo.push(Piece::Term(a));
                    todo.push(Piece::Text(" "));
                }
            }
            Piece::Term(Term::Atom(s)) => out.push_str(&name(*s)),
            Piece::Term(Term::Var(v)) => out.push_str(&format!("?_{v}")),
            Piece::Term(other) => out.push_str(&other.to_string()),
        }
    }
    out
}

/// The roles that choose in a step with these legal moves: those with more than one, or, where
/// none has, the first whose one move is not `noop` (so the last empty cell is seen being
/// taken). None: the step is forced. A GGP seat's manager follows the game by the same rule.
pub fn deciding<Move>(legal: &[Vec<Move>], is_noop: impl Fn(&Move) -> bool) -> Vec<bool> {
    let mut deciding: Vec<bool> = legal.iter().map(|moves| moves.len() > 1).collect();
    if !deciding.contains(&true)
        && let Some(role) = legal.iter().position(|moves| moves.first().is_some_and(|mv| !is_noop(mv)))
    {
        deciding[role] = true;
    }
    deciding
}

/// A move's text as players type it: lower case, single spaces.
pub fn normal(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase().replace("( ", "(").replace(" )", ")")
}

impl<M: Machine> GdlGame<M> {
    /// The game at the description's start, drawn after `DEFAULT_STEP_LIMIT` steps; an error if
    /// its first state cannot be played.
    pub fn new(desc: Description<M>) -> Result<GdlGame<M>, String> {
        GdlGame::with_step_limit(desc, DEFAULT_STEP_LIMIT)
    }

    /// The game at the description's start, drawn if it has not ended after `step_limit` joint
    /// steps.
    pub fn with_step_limit(desc: Description<M>, step_limit: u64) -> Result<GdlGame<M>, String> {
        let roles = desc.roles.len();
        if roles == 0 || roles > MAX_ROLES {
            return Err(format!("{roles} roles: a description is played with 1 to {MAX_ROLES}"));
        }
        let state = desc.machine.initial();
        let mut game = GdlGame {
            desc: Arc::new(desc),
            state,
            legal: Arc::default(),
            texts: Arc::default(),
            deciding: Arc::default(),
            chosen: vec![None; roles],
            end: None,
            steps: 0,
            step_limit,
            warnings: Arc::default(),
        };
        game.settle();
        if let Some(End::Error(e)) = &game.end {
            return Err(e.clone());
        }
        // Only for a description that plays: a failing one would spend its budget twice.
        let name = &game.desc.name;
        let warnings = stratagem_gdl::repeated_state(&game.desc.machine)
            .map(|why| format!("{name}: {why}; play ends in a draw after {step_limit} steps"));
        game.warnings = Arc::new(warnings.into_iter().collect());
        Ok(game)
    }

    /// The game with `first` before its own warnings (what loading the description noted).
    pub fn warned_first(mut self, mut first: Vec<String>) -> Self {
        first.extend(self.warnings.iter().cloned());
        self.warnings = Arc::new(first);
        self
    }

    pub fn description(&self) -> &Description<M> {
        &self.desc
    }

    /// The description's state (without the choices pending in this step).
    pub fn state(&self) -> &M::State {
        &self.state
    }

    /// The texts of a role's legal moves in this step.
    pub fn move_texts(&self, role: usize) -> &[String] {
        self.texts.get(role).map_or(&[], Vec::as_slice)
    }

    /// The description's error that ended the game, if one did.
    pub fn error(&self) -> Option<&str> {
        match &self.end {
            Some(End::Error(e)) => Some(e),
            _ => None,
        }
    }

    /// Joint steps played so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The goals of a finished game.
    pub fn goals(&self) -> Option<&[u32]> {
        match &self.end {
            Some(End::Goals(g)) => Some(g),
            _ => None,
        }
    }

    /// Choices made in this step that wait for the other roles.
    pub fn pending(&self) -> usize {
        self.chosen.iter().filter(|c| c.is_some()).count()
    }

    /// Whether several roles choose in this step.
    pub fn simultaneous(&self) -> bool {
        choosers(&self.legal).len() > 1
    }

    /// Computes the legal moves, playing on through steps where no role has a choice, and
    /// ends the game at a terminal state, at the step limit or on the description's error.
    fn settle(&mut self) {
        if let Err(e) = self.try_settle() {
            self.end = Some(End::Error(e));
            self.legal = Arc::default();
            self.texts = Arc::default();
        }
    }

    fn try_settle(&mut self) -> Result<(), String> {
        let m = &self.desc.machine;
        for _ in 0..MAX_FORCED_STEPS {
            if m.is_terminal(&self.state)? {
                let goals = players::goals_of(m, &self.state)?;
                self.end = Some(End::Goals(goals));
                self.legal = Arc::default();
                self.texts = Arc::default();
                return Ok(());
            }
            if self.steps >= self.step_limit {
                self.end = Some(End::Limit);
                self.legal = Arc::default();
                self.texts = Arc::default();
                return Ok(());
            }
            let legal = all_legal(m, &self.state)?;
            let deciding = deciding(&legal, |mv| kif_text(&m.move_term(mv)) == "noop");
            if !deciding.contains(&true) {
                let joint: Vec<M::Move> = legal.iter().map(|moves| moves[0].clone()).collect();
                self.state = m.next(&self.state, &joint)?;
                self.steps += 1;
                continue;
            }
            self.deciding = Arc::new(deciding);
            self.texts = Arc::new(
                legal.iter().map(|moves| moves.iter().map(|mv| kif_text(&m.move_term(mv))).collect()).collect(),
            );
            self.legal = Arc::new(legal);
            return Ok(());
        }
        Err(format!("no role had a choice for {MAX_FORCED_STEPS} steps in a row"))
    }

    /// The role whose choice is next: the first deciding role that has not chosen.
    fn next_role(&self) -> Option<usize> {
        (0..self.legal.len()).find(|&r| self.deciding.get(r) == Some(&true) && self.chosen[r].is_none())
    }

    /// The move a player chose for the role to move, as this game's move.
    fn index_of(&self, mv: &M::Move) -> Result<GdlMove, String> {
        let role = self.to_move().index();
        self.legal
            .get(role)
            .and_then(|moves| moves.iter().position(|m| m == mv))
            .map(|i| GdlMove(i as u32))
            .ok_or_else(|| "the player chose a move that is not legal".to_string())
    }

    /// A computer player's move for the role to move: `uct`, or `search` (the exact search
    /// that fits: iterative deepening for puzzles, alpha-beta for two roles taking turns,
    /// max-n for more; UCT where roles move at once or a puzzle is not solved in time).
    pub fn choose(&self, kind: &str, limits: &Limits, seed: u64) -> Result<(GdlMove, Choice<M::Move>), String> {
        if let Some(end) = &self.end {
            return Err(match end {
                End::Error(e) => e.clone(),
                End::Goals(_) | End::Limit => "the game is over".into(),
            });
        }
        let m = &self.desc.machine;
        let role = self.to_move().index();
        let roles = self.desc.roles.len();
        let limits = &Limits { steps_left: Some(self.step_limit.saturating_sub(self.steps)), ..limits.clone() };
        let choice = match kind {
            "search" if roles == 1 => match players::puzzle(m, &self.state, limits)? {
                found if found.solved => found,
                _ => players::uct(m, &self.state, role, limits, seed)?,
            },
            "search" if !self.simultaneous() && roles == 2 => players::alpha_beta(m, &self.state, role, limits)?,
            "search" if !self.simultaneous() => players::max_n(m, &self.state, role, limits)?,
            _ => players::uct(m, &self.state, role, limits, seed)?,
        };
        Ok((self.index_of(&choice.mv)?, choice))
    }

    /// The board of the current state: its cells, or `None` when the state has no fact of the
    /// board relation.
    pub fn board(&self) -> Option<Vec<Cell>> {
        board_of(&self.desc.style, self.desc.machine.facts(&self.state).iter().map(kif_text))
    }

    /// The facts of the current state, one text each.
    pub fn fact_texts(&self) -> Vec<String> {
        self.desc.machine.facts(&self.state).iter().map(kif_text).collect()
    }
}

/// Splits a fact's text into its name and arguments (nested terms kept whole).
fn split_fact(text: &str) -> Option<(String, Vec<String>)> {
    let inner = text.strip_prefix('(')?.strip_suffix(')')?;
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut current = String::new();
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if c.is_whitespace() && depth == 0 {
            if !current.is_empty() {
                parts.push(std::mem::take(&mut current));
            }
        } else {
            current.push(c);
        }
    }
    if !current.is_empty() {
        parts.push(current);
    }
    let mut parts = parts.into_iter();
    let name = parts.next()?;
    Some((name, parts.collect()))
}

/// The cells of the board relation among `facts`. Numeric columns and rows are used as they
/// are; others are numbered in sorted order from 1.
pub fn board_of(style: &BoardStyle, facts: impl Iterator<Item = String>) -> Option<Vec<Cell>> {
    let mut raw = Vec::new();
    for fact in facts {
        let Some((name, args)) = split_fact(&fact) else { continue };
        if !name.eq_ignore_ascii_case(&style.relation) {
            continue;
        }
        let value = style.value.unwrap_or(args.len().saturating_sub(1));
        if style.x.max(style.y).max(value) >= args.len() || value == style.x || value == style.y {
            continue;
        }
        raw.push((args[style.x].clone(), args[style.y].clone(), args[value].clone()));
    }
    if raw.is_empty() {
        return None;
    }
    let axis = |pick: fn(&(String, String, String)) -> &String| {
        let values: BTreeSet<&String> = raw.iter().map(pick).collect();
        let numeric = values.iter().all(|v| v.parse::<i32>().is_ok_and(|n| n.abs() < 1000));
        let numbers: BTreeMap<String, i32> = values
            .iter()
            .enumerate()
            .map(|(i, v)| ((*v).clone(), if numeric { v.parse().unwrap_or(0) } else { i as i32 + 1 }))
            .collect();
        numbers
    };
    let xs = axis(|c| &c.0);
    let ys = axis(|c| &c.1);
    let top = ys.values().copied().max().unwrap_or(0);
    let empty: BTreeSet<String> = style.empty.iter().map(|e| e.to_lowercase()).collect();
    let mut cells: Vec<Cell> = raw
        .iter()
        .map(|(x, y, v)| {
            let row = ys[y];
            Cell {
                at: (xs[x], if style.rows_up { top - row + 1 } else { row }),
                x: x.clone(),
                y: y.clone(),
                value: (!empty.contains(&v.to_lowercase())).then(|| v.clone()),
            }
        })
        .collect();
    cells.sort_by_key(|c| (c.at.1, c.at.0));
    // Two facts for one cell (a description with several values there): the first shown.
    cells.dedup_by_key(|c| c.at);
    Some(cells)
}

impl<M: Machine> Game for GdlGame<M> {
    type Move = GdlMove;

    fn seats(&self) -> usize {
        self.desc.roles.len()
    }

    fn to_move(&self) -> Seat {
        Seat(self.next_role().unwrap_or(0) as u8)
    }

    fn legal_moves(&self, out: &mut Vec<GdlMove>) {
        if self.end.is_none()
            && let Some(role) = self.next_role()
        {
            out.extend((0..self.legal[role].len() as u32).map(GdlMove));
        }
    }

    fn apply(&mut self, mv: GdlMove) {
        let Some(role) = self.next_role().filter(|_| self.end.is_none()) else { return };
        self.chosen[role] = Some(mv.0);
        if self.next_role().is_some() {
            return;
        }
        let joint: Vec<M::Move> = self
            .legal
            .iter()
            .zip(&self.chosen)
            .map(|(moves, pick)| moves[pick.unwrap_or(0) as usize % moves.len()].clone())
            .collect();
        self.chosen.iter_mut().for_each(|c| *c = None);
        match self.desc.machine.next(&self.state, &joint) {
            Ok(next) => {
                self.state = next;
                self.steps += 1;
                self.settle();
            }
            Err(e) => {
                self.end = Some(End::Error(e));
                self.legal = Arc::default();
                self.texts = Arc::default();
            }
        }
    }

    /// The cells whose value changed, once the step is applied (a choice that waits for the
    /// other roles causes nothing yet).
    fn play(&mut self, mv: GdlMove) -> Vec<Step> {
        let before = self.board();
        self.apply(mv);
        if self.chosen.iter().any(Option::is_some) {
            return Vec::new();
        }
        let (Some(before), Some(after)) = (before, self.board()) else { return Vec::new() };
        let old: BTreeMap<Tile, Option<String>> = before.into_iter().map(|c| (c.at, c.value)).collect();
        after
            .into_iter()
            .filter(|c| old.get(&c.at) != Some(&c.value))
            .map(|c| match c.value {
                Some(piece) => Step::Placed { piece: Text::plain(piece), at: c.at },
                None => Step::Destroyed { piece: Text::new("gdl-the-mark"), at: c.at, why: Text::new("gdl-emptied") },
            })
            .collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        let goals = match self.end.as_ref()? {
            End::Error(e) => {
                return Some(Outcome::Draw { reason: Text::new("gdl-end-failed").with("error", e.to_string()) });
            }
            End::Limit => {
                return Some(Outcome::Draw { reason: Text::new("gdl-end-limit").with("steps", self.step_limit) });
            }
            End::Goals(goals) => goals,
        };
        let names = &self.desc.roles;
        let listed: Vec<String> = names.iter().zip(goals).map(|(n, g)| format!("{n} {g}")).collect();
        let goals_of = |key| Text::new(key).with("goals", listed.join(", "));
        let reason = goals_of("gdl-end-goals");
        let best = goals.iter().copied().max().unwrap_or(0);
        let firsts: Vec<usize> = (0..goals.len()).filter(|&r| goals[r] == best).collect();
        Some(match goals.len() {
            1 if best == 100 => Outcome::Win { seat: Seat(0), reason: goals_of("gdl-end-solved") },
            1 => Outcome::Draw { reason: goals_of("gdl-end-not-solved") },
            2 if firsts.len() == 1 => Outcome::Win { seat: Seat(firsts[0] as u8), reason },
            2 => Outcome::Draw { reason },
            _ => Outcome::Ranking {
                places: goals.iter().map(|g| 1 + goals.iter().filter(|o| *o > g).count() as u8).collect(),
                reason,
            },
        })
    }

    fn position_hash(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.state.hash(&mut h);
        self.chosen.hash(&mut h);
        h.finish()
    }

    fn move_text(&self, mv: GdlMove) -> String {
        let role = self.to_move().index();
        self.texts.get(role).and_then(|t| t.get(mv.0 as usize)).cloned().unwrap_or_else(|| format!("move {}", mv.0))
    }

    fn parse_move(&self, text: &str) -> Result<GdlMove, String> {
        // Reading normalises copies of the text: a huge one is refused before that.
        if text.len() > MAX_MOVE_TEXT {
            return Err(format!("a move of {} bytes: moves are at most {MAX_MOVE_TEXT} bytes", text.len()));
        }
        let role = self.to_move().index();
        let texts = self.move_texts(role);
        let wanted = normal(text);
        if let Some(i) = texts.iter().position(|t| normal(t) == wanted) {
            return Ok(GdlMove(i as u32));
        }
        let shown: Vec<&str> = texts.iter().take(8).map(String::as_str).collect();
        let more = if texts.len() > shown.len() { ", …" } else { "" };
        Err(format!(
            "'{}' is not a legal move of {} (legal: {}{more})",
            quote(text),
            self.seat_name(Seat(role as u8)),
            shown.join(", ")
        ))
    }

    /// Choices other roles made earlier in this step are replaced by their first legal move,
    /// so the seat sees that they chose, not what.
    fn view_for(&self, seat: Seat) -> GdlGame<M> {
        let mut view = self.clone();
        for (role, pick) in view.chosen.iter_mut().enumerate() {
            if role != seat.index() && pick.is_some() {
                *pick = Some(0);
            }
        }
        view
    }

    fn move_key(&self, mv: GdlMove) -> usize {
        mv.0 as usize % MOVE_KEYS
    }

    fn seat_name(&self, seat: Seat) -> String {
        self.desc.roles.get(seat.index()).cloned().unwrap_or_else(|| format!("Role {}", seat.0 + 1))
    }

    fn warnings(&self) -> Vec<String> {
        self.warnings.to_vec()
    }
}

/// A role's goal where the game ended, 50 before: the only score a description gives.
#[derive(Clone, Copy, Debug, Default)]
pub struct GoalValue;

impl<M: Machine> Evaluator<GdlGame<M>> for GoalValue {
    fn evaluate(&self, state: &GdlGame<M>, seat: Seat) -> i32 {
        state.goals().and_then(|g| g.get(seat.index())).map_or(50, |&g| g as i32)
    }
}

impl<M: Machine> AiGame for GdlGame<M> {
    type Reference = GoalValue;
    type Tuned = GoalValue;

    fn ai_kinds() -> Vec<stratagem_ai::AiKindInfo> {
        let mut kinds = LEVELS.to_vec();
        kinds.extend([
            stratagem_ai::UCT,
            super::SEARCH,
            stratagem_ai::MINIMAX,
            stratagem_ai::GREEDY,
            stratagem_ai::RANDOM,
        ]);
        kinds
    }

    /// UCT with more time at each level, the player measured strongest on descriptions
    /// (docs/benchmarks.md). No slips: a description's goals often score every move alike
    /// until the end, and a slip among equals would be a junk move.
    fn ladder() -> [Rung; 5] {
        [5, 25, 150, 1000, 4000].map(|ms| Rung::plays(stratagem_ai::UCT).millis(ms))
    }

    fn decide(&self, player: &AiPlayer, think: &Think) -> Result<GdlMove, String> {
        // The suite's own players run on the description as on any game: minimax searches it
        // with the goals as its evaluation (roles that move at once take turns in it).
        if [stratagem_ai::RANDOM.id, stratagem_ai::MINIMAX.id, stratagem_ai::GREEDY.id].contains(&player.kind.id) {
            return decide_shared(self, player, think);
        }
        let limits = Limits {
            time: Some(player.strength.think_time),
            nodes: None,
            depth: player.strength.max_depth,
            cancel: think.cancel.clone(),
            // `choose` counts the steps left.
            steps_left: None,
        };
        let (mv, choice) = self.choose(player.kind.id, &limits, think.seed)?;
        if let Some(info) = &think.info
            && let Ok(mut info) = info.lock()
        {
            info.depth = choice.depth;
            info.nodes = choice.nodes;
            info.score = choice.value.round() as i32;
            info.pv = vec![self.move_text(mv)];
            let how = if choice.solved { "gdl-plan-proven" } else { "gdl-plan-expected" };
            let goal = choice.value.round() as i64;
            info.plan =
                vec![Text::new(how).with("move", self.move_text(mv)).with("goal", goal).with("nodes", choice.nodes)];
        }
        Ok(mv)
    }

    fn greedy_score(&self, seat: Seat) -> i32 {
        GoalValue.evaluate(self, seat)
    }
}
