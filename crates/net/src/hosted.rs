//! A match of any registered game behind one object-safe trait, so a server holds matches of
//! every game side by side and moves them on by text, through each game's own rules.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use stratagem_ai::{Think, random_move};
use stratagem_core::record::Record;
use stratagem_core::{Outcome, Seat, Step, Text};
use stratagem_games::catalog;
use stratagem_session::selfplay::{htn_domain_for, seat_decides};
use stratagem_session::{Controller, PlayableGame, Setup};

/// An accepted move: its text as the rules write it and what it caused.
#[derive(Clone, Debug, PartialEq)]
pub struct Accepted {
    pub seat: Seat,
    pub text: String,
    pub steps: Vec<Step>,
}

/// A computer seat's decision, ready to run on a thread of its own: it returns the move's text.
pub type Thinking = Box<dyn FnOnce() -> Option<String> + Send>;

/// A match of some game: its record and its position, moved on by move texts.
pub trait HostedGame: Send {
    fn setup(&self) -> &Setup;
    /// The moves played, as text.
    fn moves(&self) -> &[String];
    /// Who played each move.
    fn movers(&self) -> &[Seat];
    fn record(&self) -> Record {
        self.setup().record(self.moves().to_vec())
    }
    fn seats(&self) -> usize;
    /// The seat's name for players (a catalog message).
    fn seat_text(&self, seat: Seat) -> Text;
    /// The seat to move, `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// The result in words, once the game is over.
    fn result(&self) -> Option<Text>;
    /// How the game ended, once it has (a lobby rates players by it).
    fn outcome(&self) -> Option<Outcome>;
    /// Plays `text` for `seat` if the rules allow it and `keep` keeps the move's text (as the
    /// rules write it): checked, then kept, then played, so a move not kept changes nothing.
    /// The error says why not: the rules' reason or `keep`'s.
    fn play_kept(
        &mut self,
        seat: Seat,
        text: &str,
        keep: &mut dyn FnMut(&str) -> Result<(), Text>,
    ) -> Result<Accepted, Text>;
    /// Plays `text` for `seat` if the rules allow it; the error says why not.
    fn play(&mut self, seat: Seat, text: &str) -> Result<Accepted, Text> {
        self.play_kept(seat, text, &mut |_| Ok(()))
    }
    /// Whether the game has hidden information (clients then get views, not the record).
    fn hidden(&self) -> bool;
    /// What `seat` (a spectator: `None`) may see of the position, for hidden-information games.
    fn view_text(&self, seat: Option<Seat>) -> Option<String>;
    /// How many of the last moves are still secret to everyone but their mover.
    fn secret_moves(&self) -> usize;
    /// The decision of the computer player `player` for the seat to move, to run elsewhere;
    /// it sees only that seat's view. `None` when the game is over.
    fn think(&self, player: &stratagem_ai::AiPlayer, cancel: Arc<AtomicBool>) -> Option<Thinking>;
    /// A random legal move's text (the load tool's bots).
    fn random_move(&self, seed: u64) -> Option<String>;
}

/// A match of game `G`.
struct Hosted<G: PlayableGame> {
    setup: Setup,
    state: G,
    moves: Vec<String>,
    movers: Vec<Seat>,
}

impl<G: PlayableGame> HostedGame for Hosted<G> {
    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn moves(&self) -> &[String] {
        &self.moves
    }

    fn movers(&self) -> &[Seat] {
        &self.movers
    }

    fn seats(&self) -> usize {
        self.state.seats()
    }

    fn seat_text(&self, seat: Seat) -> Text {
        self.state.seat_text(seat)
    }

    fn to_move(&self) -> Option<Seat> {
        self.state.outcome().is_none().then(|| self.state.to_move())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    fn result(&self) -> Option<Text> {
        self.state.outcome().map(|o| match o.winner() {
            Some(seat) => Text::new("online-result-wins")
                .with("seat", self.state.seat_text(seat))
                .with("reason", o.reason().clone()),
            None => o.reason().clone(),
        })
    }

    fn play_kept(
        &mut self,
        seat: Seat,
        text: &str,
        keep: &mut dyn FnMut(&str) -> Result<(), Text>,
    ) -> Result<Accepted, Text> {
        if let Some(outcome) = self.state.outcome() {
            return Err(Text::new("game-over").with("reason", outcome.reason().clone()));
        }
        let to_move = self.state.to_move();
        if seat != to_move {
            return Err(Text::new("play-not-your-turn").with("seat", self.state.seat_text(to_move)));
        }
        let mv = stratagem_core::record::read_move(&self.state, self.moves.len() + 1, text)?;
        let text = self.state.move_text(mv);
        keep(&text)?;
        let steps = self.state.play(mv);
        self.moves.push(text.clone());
        self.movers.push(seat);
        Ok(Accepted { seat, text, steps })
    }

    fn hidden(&self) -> bool {
        self.state.view_text(None).is_some()
    }

    fn view_text(&self, seat: Option<Seat>) -> Option<String> {
        self.state.view_text(seat)
    }

    fn secret_moves(&self) -> usize {
        self.state.secret_moves()
    }

    fn think(&self, player: &stratagem_ai::AiPlayer, cancel: Arc<AtomicBool>) -> Option<Thinking> {
        let seat = self.to_move()?;
        let state = self.state.clone();
        let player = *player;
        let seed = stratagem_session::decision_seed(self.setup.seed, self.moves.len());
        Some(Box::new(move || {
            let htn = htn_domain_for::<G>(player.kind.id == stratagem_ai::HTN.id).ok().flatten();
            let think = Think { seed, cancel: Some(cancel), htn, threads: 1, ..Think::default() };
            let decision = seat_decides(&state, seat, &player, &think)?;
            Some(state.move_text(decision.mv))
        }))
    }

    fn random_move(&self, seed: u64) -> Option<String> {
        random_move(&self.state, seed).map(|mv| self.state.move_text(mv))
    }
}

/// A match of `record`'s game from its setup, with its moves played (each checked by the
/// rules), or what is wrong with it.
pub fn host(record: &Record) -> Result<Box<dyn HostedGame>, Text> {
    let setup = Setup::from_record(record, &catalog()).map_err(Text::plain)?;
    if setup.seats.iter().any(|c| matches!(c, Controller::Ggp(_))) {
        return Err(Text::plain("a GGP player plays a seat of a game in a window, not on a server"));
    }
    stratagem_games::with_game!(setup.game, G => Ok(host_game::<G>(&setup, record))).map_err(Text::plain)?
}

fn host_game<G: PlayableGame>(setup: &Setup, record: &Record) -> Result<Box<dyn HostedGame>, Text> {
    let start = G::start(setup).map_err(|e| e.text())?;
    let mut hosted = Hosted::<G> { setup: setup.clone(), state: start, moves: Vec::new(), movers: Vec::new() };
    for text in &record.moves {
        let seat = hosted.state.to_move();
        hosted.play(seat, text)?;
    }
    Ok(Box::new(hosted))
}

/// The computer players of a setup's seats (`None` for a seat people play).
pub fn computer_seats(setup: &Setup) -> Vec<Option<stratagem_ai::AiPlayer>> {
    setup
        .seats
        .iter()
        .map(|c| match c {
            Controller::Ai(player) => Some(*player),
            _ => None,
        })
        .collect()
}
