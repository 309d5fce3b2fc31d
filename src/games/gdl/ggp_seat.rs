//! Seats played by a GGP player elsewhere (`Controller::Ggp`): each has a game manager of its
//! own (`stratagem_ggp::seat::RemoteSeat`) that is asked, on a thread of its own, when its
//! role is to choose; the answer comes through the move pipeline as any computer seat's. A
//! player that cannot be reached, answers late or answers a move that is not legal gets a
//! random legal move, noted, as ggp-base's manager does. When the game ends the player gets
//! its STOP; leaving the game mid-match gets it an ABORT.

use super::GdlPlay;
use crate::ai::minimax::SearchInfo;
use crate::ai::random_move;
use crate::core::{Game, Seat, Text};
use crate::session::{Controller, decision_seed};
use crate::shell::play::PlaySet;
use crate::shell::{Match, MatchStatus, MoveRequest, Pace, Screen};
use bevy::prelude::*;
use std::sync::{Arc, Mutex, mpsc};
use stratagem_ggp::record::find_description;
use stratagem_ggp::seat::{Answer, RemoteSeat};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (open_seats, ask_seat, finish_seats)
            .chain()
            .before(PlaySet)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<GdlPlay>>)),
    )
    .add_systems(OnExit(Screen::Playing), |mut commands: Commands| commands.remove_resource::<GgpSeats>());
}

type Shared = Arc<Mutex<RemoteSeat>>;

/// The GGP seats of the game on show: a manager per seat (`None` for the other seats, and for
/// a GGP seat whose description could not be read, which plays random moves with the reason).
#[derive(Resource)]
struct GgpSeats {
    game: u64,
    seats: Vec<Option<Shared>>,
    /// Why each seat has no manager.
    problems: Vec<Option<String>>,
    /// The revision whose end was told to the players.
    finished: Option<u64>,
}

impl Drop for GgpSeats {
    /// A match still being played is aborted, so the player is free for the next (a GGP player
    /// stays busy with a match it was never told the end of). The window waits a moment for
    /// it, so closing the window still tells the player, but never long.
    fn drop(&mut self) {
        let seats: Vec<Shared> = self.seats.iter().flatten().cloned().collect();
        if seats.is_empty() {
            return;
        }
        let (done, told) = mpsc::channel();
        std::thread::spawn(move || {
            seats.iter().for_each(|s| s.lock().map(|mut s| s.abort()).unwrap_or(()));
            let _ = done.send(());
        });
        let _ = told.recv_timeout(std::time::Duration::from_secs(1));
    }
}

/// A question to a GGP seat in flight, tagged with the position it was asked about.
#[derive(Resource)]
struct GgpAsk {
    answer: Mutex<mpsc::Receiver<Result<Answer, String>>>,
    game: u64,
    revision: u64,
    seat: Seat,
}

/// Makes the managers when a game with GGP seats starts.
fn open_seats(mut commands: Commands, game: Res<Match<GdlPlay>>, seats: Option<Res<GgpSeats>>) {
    if seats.is_some_and(|s| s.game == game.id) || !game.seats().iter().any(|c| matches!(c, Controller::Ggp(_))) {
        return;
    }
    let stem = format!("stratagem.window.{}", stratagem_ggp::manager::now_ms());
    let description = find_description(&game.setup.preset).map(|(_, text)| text);
    let (mut seats, mut problems) = (Vec::new(), Vec::new());
    for (role, controller) in game.seats().iter().enumerate() {
        let Controller::Ggp(addr) = controller else {
            seats.push(None);
            problems.push(None);
            continue;
        };
        let made = description.clone().and_then(|text| RemoteSeat::new(&addr.to_string(), role, &text, &stem));
        problems.push(made.as_ref().err().cloned());
        seats.push(made.ok().map(|seat| Arc::new(Mutex::new(seat))));
    }
    commands.insert_resource(GgpSeats { game: game.id, seats, problems, finished: None });
}

/// Asks a GGP seat for its move when its role is to choose, and plays the answer.
fn ask_seat(
    mut commands: Commands,
    game: Res<Match<GdlPlay>>,
    seats: Option<Res<GgpSeats>>,
    ask: Option<Res<GgpAsk>>,
    pace: Res<Pace>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<GdlPlay>>,
) {
    let Some(seats) = seats.filter(|s| s.game == game.id) else { return };
    if let Some(ask) = ask {
        if ask.game != game.id || ask.revision != game.revision {
            // The position it was asked about is gone (undo, load): its answer is of no use.
            commands.remove_resource::<GgpAsk>();
            status.thinking = None;
            return;
        }
        let answer = match ask.answer.lock().map(|r| r.try_recv()) {
            Ok(Err(mpsc::TryRecvError::Empty)) => return,
            Ok(Ok(answer)) => answer,
            _ => Err("the GGP seat's manager stopped".into()),
        };
        commands.remove_resource::<GgpAsk>();
        status.thinking = None;
        let (mv, why) = played(&game, ask.seat, answer);
        if let Some(error) = status.ai_errors.get_mut(ask.seat.index()) {
            *error = why.clone();
        }
        if let Some(mv) = mv {
            let note = why.map(|w| w.to_string());
            requests.write(MoveRequest { game: game.id, revision: ask.revision, seat: ask.seat, mv, note });
        }
        return;
    }
    let seat = game.state.to_move();
    let Some(Controller::Ggp(_)) = game.seats().get(seat.index()) else { return };
    if game.state.outcome().is_some() || game.viewing().is_some() || pace.paused {
        return;
    }
    let (send, receive) = mpsc::channel();
    match seats.seats.get(seat.index()).cloned().flatten() {
        Some(remote) => {
            let moves: Vec<String> = game.history.iter().map(|p| p.text.clone()).collect();
            std::thread::spawn(move || {
                let answer = remote.lock().map_err(|_| "the seat failed before".to_string());
                let _ = send.send(answer.and_then(|mut remote| remote.decide(&moves)));
            });
        }
        None => {
            let why = seats.problems.get(seat.index()).cloned().flatten().unwrap_or_default();
            let _ = send.send(Err(why));
        }
    }
    status.thinking = Some((seat, SearchInfo::default()));
    commands.insert_resource(GgpAsk { answer: Mutex::new(receive), game: game.id, revision: game.revision, seat });
}

/// The move an answer gives, or a random legal one and why.
fn played(
    game: &Match<GdlPlay>,
    seat: Seat,
    answer: Result<Answer, String>,
) -> (Option<<GdlPlay as Game>::Move>, Option<Text>) {
    let address = match game.seats().get(seat.index()) {
        Some(Controller::Ggp(addr)) => addr.to_string(),
        _ => String::new(),
    };
    let why = match answer {
        Ok(Answer { text: Some(text), .. }) => match game.state.parse_move(&text) {
            Ok(mv) => return (Some(mv), None),
            Err(e) => e.to_string(),
        },
        Ok(Answer { error, .. }) => error.unwrap_or_default(),
        Err(e) => e,
    };
    let why = Text::new("ggp-fallback").with("address", address).with("why", why);
    (random_move(&game.state, decision_seed(game.setup.seed, game.ply())), Some(why))
}

/// Tells the GGP seats the game is over (STOP), once for each position it ended in.
fn finish_seats(game: Res<Match<GdlPlay>>, seats: Option<ResMut<GgpSeats>>) {
    let Some(mut seats) = seats.filter(|s| s.game == game.id) else { return };
    if game.state.outcome().is_none() || seats.finished == Some(game.revision) {
        return;
    }
    seats.finished = Some(game.revision);
    let moves: Vec<String> = game.history.iter().map(|p| p.text.clone()).collect();
    let remotes: Vec<Shared> = seats.seats.iter().flatten().cloned().collect();
    std::thread::spawn(move || {
        for remote in remotes {
            if let Ok(mut remote) = remote.lock()
                && let Err(e) = remote.finish(&moves)
            {
                warn!("{e}");
            }
        }
    });
}
