//! Tutorials, as data: `assets/tutorials/<game>.ron` holds a small position and the steps that
//! teach the game on it, so a tutorial can be edited without building and its words translated
//! with the catalogs (each step's text is a catalog key). A step says what to do, names the
//! tiles to light and the moves that do it, and the computer's scripted replies.
//!
//! Where a tutorial stands is worked out from the moves played, never kept beside them, so undo
//! and redo move through the tutorial as they move through the game. A file is checked whole
//! when it is read (every move played through from its position, ending in the learner's win):
//! a broken one is refused with the file and the step, before anyone starts it.

use super::Controller;
use super::playable::PlayableGame;
use super::setup::{Catalog, Setup};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use stratagem_ai::AiPlayer;
use stratagem_ai::levels::NORMAL;
use stratagem_core::assets::{LoadError, asset_root, parse_ron, read_text};
use stratagem_core::record::FirstPlayer;
use stratagem_core::{Seat, Text, Tile};

/// One step: what to say, what to light, the learner's move and the replies that follow it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TutorialStep {
    /// The catalog key of what the step asks.
    pub say: String,
    /// The tiles to light on the board.
    #[serde(default)]
    pub light: Vec<Tile>,
    /// The moves (text forms) that do what the step asks; `*` in a word stands for any letters.
    pub expect: Vec<String>,
    /// The computer's moves after it, in order.
    #[serde(default)]
    pub reply: Vec<String>,
}

/// A tutorial's file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TutorialFile {
    /// A position file beside the tutorial, in the game's preset format; without it the game
    /// starts from `preset` (or its default preset).
    #[serde(default)]
    position: Option<String>,
    #[serde(default)]
    preset: Option<String>,
    /// Options as `name=value`.
    #[serde(default)]
    options: Vec<String>,
    #[serde(default)]
    seed: u64,
    steps: Vec<TutorialStep>,
    /// The catalog key said once the learner has won.
    done: String,
}

/// A tutorial read and checked against its game.
#[derive(Clone, Debug)]
pub struct Tutorial {
    pub game: &'static str,
    pub file: PathBuf,
    position: Option<PathBuf>,
    /// The learner (a person) against the computer at Normal, whose moves the script makes.
    pub setup: Setup,
    pub learner: Seat,
    pub steps: Vec<TutorialStep>,
    pub done: String,
}

/// Where the tutorial stands after the moves played.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress<'a> {
    /// The learner is to do `steps[index]`.
    Learner { index: usize, step: &'a TutorialStep },
    /// The computer's scripted reply comes next.
    Reply(&'a str),
    /// Every step is done.
    Done,
    /// The moves left the script (a game loaded over it): the tutorial no longer guides.
    OffScript,
}

/// The file of a game's tutorial.
pub fn tutorial_path(game: &str) -> PathBuf {
    asset_root().join("tutorials").join(format!("{game}.ron"))
}

/// Whether a game has a tutorial.
pub fn has_tutorial(game: &str) -> bool {
    tutorial_path(game).is_file()
}

impl Tutorial {
    /// Reads the game's tutorial and checks it whole.
    pub fn load<G: PlayableGame>(catalog: &Catalog) -> Result<Tutorial, LoadError> {
        Tutorial::read::<G>(&tutorial_path(G::ID), catalog)
    }

    /// Reads a tutorial file for game `G` and checks it whole: the error names the file and
    /// what is wrong (the step, and the move).
    pub fn read<G: PlayableGame>(path: &Path, catalog: &Catalog) -> Result<Tutorial, LoadError> {
        let fail = |problem: String| LoadError::new(path, problem);
        let file: TutorialFile = parse_ron(&read_text(path)?, path)?;
        let entry = catalog.get(G::ID).ok_or_else(|| fail(format!("{} is not a game of this build", G::ID)))?;
        let mut setup = catalog.default_setup(G::ID).ok_or_else(|| fail("the game has no setup".into()))?;
        if let Some(preset) = &file.preset {
            setup.preset = preset.clone();
        }
        for option in &file.options {
            setup.options.set(&entry.options, option).map_err(|e| fail(format!("option {option}: {e}")))?;
        }
        setup.seed = file.seed;
        setup.first = FirstPlayer::Default;
        let position = file.position.as_ref().map(|name| path.with_file_name(name));
        let mut tutorial = Tutorial {
            game: entry.id,
            file: path.to_path_buf(),
            position,
            setup,
            learner: Seat(0),
            steps: file.steps,
            done: file.done,
        };
        let start = tutorial.start::<G>()?;
        tutorial.learner = start.to_move();
        let normal = Controller::Ai(AiPlayer::new(NORMAL));
        tutorial.setup.seats = (0..start.seats())
            .map(|s| if s == tutorial.learner.index() { Controller::Human } else { normal })
            .collect();
        tutorial.check(start).map_err(fail)?;
        Ok(tutorial)
    }

    /// The tutorial's starting position.
    pub fn start<G: PlayableGame>(&self) -> Result<G, LoadError> {
        match &self.position {
            Some(file) => G::load_position(file, &self.setup),
            None => G::start(&self.setup),
        }
    }

    /// Plays the script through, every move a step allows: each legal for the right seat, the
    /// replies after it, the turn back with the learner, and the learner winning at the end.
    fn check<G: PlayableGame>(&self, start: G) -> Result<(), String> {
        if self.steps.is_empty() {
            return Err("a tutorial needs at least one step".into());
        }
        self.check_from(start, 0)
    }

    fn check_from<G: PlayableGame>(&self, state: G, index: usize) -> Result<(), String> {
        let Some(step) = self.steps.get(index) else { return Ok(()) };
        let at = |problem: String| format!("step {}: {problem}", index + 1);
        if state.to_move() != self.learner {
            return Err(at(format!("it is {}'s turn, not the learner's", state.seat_name(state.to_move()))));
        }
        for text in step.expect.iter().filter(|e| !e.contains('*')) {
            let mv = state.parse_move(text).map_err(|e| at(format!("{text}: {e}")))?;
            // Steps are matched by text, so a move must be written as the game writes it.
            if state.move_text(mv) != *text {
                return Err(at(format!("{text}: write it as the game does, {}", state.move_text(mv))));
            }
        }
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        let allowed: Vec<_> = moves.into_iter().filter(|&mv| step.allows(&state.move_text(mv))).collect();
        if allowed.is_empty() {
            return Err(at(format!("no legal move is one of {}", step.expect.join(", "))));
        }
        let last = index + 1 == self.steps.len();
        for mv in allowed {
            let mut line = state.clone();
            line.apply(mv);
            for reply in &step.reply {
                play_reply(&mut line, reply, self.learner).map_err(|e| at(format!("reply {reply}: {e}")))?;
            }
            match line.outcome() {
                Some(outcome) if !last => return Err(at(format!("the game is over after it ({})", outcome.reason()))),
                Some(outcome) if outcome.winner() != Some(self.learner) => {
                    return Err(at(format!("after {} the learner does not win", state.move_text(mv))));
                }
                None if last => return Err(at(format!("the game is not over after {}", state.move_text(mv)))),
                _ => self.check_from(line, index + 1)?,
            }
        }
        Ok(())
    }

    /// Where the tutorial stands after these moves (text forms, in order).
    pub fn progress(&self, played: &[String]) -> Progress<'_> {
        let mut moves = played.iter();
        for (index, step) in self.steps.iter().enumerate() {
            match moves.next() {
                None => return Progress::Learner { index, step },
                Some(mv) if !step.allows(mv) => return Progress::OffScript,
                Some(_) => {}
            }
            for reply in &step.reply {
                match moves.next() {
                    None => return Progress::Reply(reply),
                    Some(mv) if mv != reply => return Progress::OffScript,
                    Some(_) => {}
                }
            }
        }
        if moves.next().is_some() { Progress::OffScript } else { Progress::Done }
    }

    /// Whether `seat` may play `mv` (its text) after `played`: the step's move for the learner,
    /// the scripted reply for the computer. The error says why not, for the player.
    pub fn allows(&self, played: &[String], seat: Seat, mv: &str) -> Result<(), Text> {
        match self.progress(played) {
            Progress::Learner { step, .. } if seat == self.learner => {
                if step.allows(mv) {
                    Ok(())
                } else {
                    Err(Text::new("tutorial-other-move").with("move", mv).with("step", Text::keyed(step.say.clone())))
                }
            }
            Progress::Learner { .. } => Err(Text::new("tutorial-your-turn")),
            Progress::Reply(reply) if reply == mv => Ok(()),
            Progress::Reply(_) => Err(Text::new("tutorial-wait-reply")),
            Progress::Done | Progress::OffScript => Ok(()),
        }
    }
}

impl TutorialStep {
    /// Whether a move (its text) does what the step asks: it is one of `expect`, where `*` in
    /// a word stands for any letters (Robot Race's `F2:*` is any Move 2 card), word by word.
    pub fn allows(&self, mv: &str) -> bool {
        self.expect.iter().any(|pattern| {
            let (words, wanted): (Vec<_>, Vec<_>) =
                (mv.split_whitespace().collect(), pattern.split_whitespace().collect());
            words.len() == wanted.len() && words.iter().zip(&wanted).all(|(word, want)| glob(want, word))
        })
    }
}

/// Whether `text` matches `pattern`, where `*` stands for any run of characters.
fn glob(pattern: &str, text: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == text,
        Some((head, rest)) => {
            let Some(tail) = text.strip_prefix(head) else { return false };
            (0..=tail.len()).filter(|&i| tail.is_char_boundary(i)).any(|i| glob(rest, &tail[i..]))
        }
    }
}

/// Plays a scripted reply from its text: the computer's turn, a legal move, written as the
/// game writes it.
fn play_reply<G: PlayableGame>(state: &mut G, text: &str, learner: Seat) -> Result<(), String> {
    if state.to_move() == learner {
        return Err("it comes on the learner's turn".into());
    }
    let mv = state.parse_move(text)?;
    if let Some(why) = state.why_illegal(mv) {
        return Err(why.to_string());
    }
    if state.move_text(mv) != text {
        return Err(format!("write it as the game does, {}", state.move_text(mv)));
    }
    state.apply(mv);
    Ok(())
}
