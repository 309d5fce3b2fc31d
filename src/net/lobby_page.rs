//! The online page's lobby: log in, sign up or play as a guest; ranked play with your rating
//! and its last change; a friend's match by code; your games, each to replay; the leaderboard.
//! Every call to the lobby waits for the network, so it runs on a thread of its own and the
//! page shows its answer when it comes. A ticket from the lobby goes to the online page's
//! connection (`EnterMatch`): from there the match is played as any online match.

use super::note::Note;
use crate::core::record::Record;
use crate::i18n::number;
use crate::lobby::api::{Me, Played, Queued, Standing, Ticket};
use crate::lobby::client::LobbyClient;
use crate::net::client::resolve;
use crate::net::secure::Trust;
use crate::session::Setup;
use crate::shell::language::Tr;
use crate::shell::{CurrentSetup, GameCatalog, LoadRecord, Screen};
use bevy::prelude::*;
use bevy_egui::egui;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How often a player waiting in the ranked queue asks where they stand.
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// What a call to the lobby brought back.
enum Answer {
    Session(Result<LobbyClient, String>),
    Standing(Result<(Me, Vec<Played>, Vec<Standing>), String>),
    Queued(Result<Queued, String>),
    Ticket(Result<Ticket, String>, bool),
    Record(Result<Record, String>),
    LoggedOut,
}

/// The lobby part of the online page.
#[derive(Resource)]
pub struct LobbyPage {
    pub address: String,
    pub password: String,
    /// The lobby, with the session once logged in.
    client: Option<LobbyClient>,
    asking: Option<JoinHandle<Answer>>,
    pub me: Option<Me>,
    pub history: Vec<Played>,
    pub board: Vec<Standing>,
    /// The game of the ranked queue, the leaderboard and hosting.
    pub game: String,
    pub queued: Queued,
    /// The ranked match entered last, not to enter it twice.
    entered: Option<String>,
    looked: Instant,
    pub code: String,
    pub message: Option<Note>,
}

impl Default for LobbyPage {
    fn default() -> Self {
        LobbyPage {
            address: format!("127.0.0.1:{}", crate::lobby::DEFAULT_PORT),
            password: String::new(),
            client: None,
            asking: None,
            me: None,
            history: Vec::new(),
            board: Vec::new(),
            game: "tictactoe".into(),
            queued: Queued::Idle,
            entered: None,
            looked: Instant::now(),
            code: String::new(),
            message: None,
        }
    }
}

impl LobbyPage {
    /// Whether someone is logged in (or playing as a guest) through the lobby.
    pub fn logged_in(&self) -> bool {
        self.client.as_ref().is_some_and(|c| c.session().is_some())
    }

    /// Runs `call` on a thread, unless a call is under way.
    fn ask(&mut self, call: impl FnOnce() -> Answer + Send + 'static) {
        if self.asking.is_some() {
            return;
        }
        match std::thread::Builder::new().name("stratagem-lobby".into()).spawn(call) {
            Ok(thread) => {
                self.asking = Some(thread);
                self.message = Some(Note::new("lobby-working", &[]));
            }
            Err(error) => self.message = Some(Note::new("lobby-cannot-reach", &[("problem", &error.to_string())])),
        }
    }

    /// Logs in, signs up (`sign_up`) or takes a guest's session (`password` empty and
    /// `guest`).
    fn start_session(&mut self, name: &str, how: &'static str) {
        let (address, name, password) = (self.address.clone(), name.to_string(), std::mem::take(&mut self.password));
        self.ask(move || {
            Answer::Session(resolve(&address).and_then(|a| {
                let mut client = LobbyClient::new(a, Trust::known_servers());
                match how {
                    "sign-up" => client.sign_up(&name, &password),
                    "guest" => client.guest(&name),
                    _ => client.log_in(&name, &password),
                }
                .map(|_| client)
            }))
        });
    }

    /// Asks for the player's ratings, games and the leaderboard of the chosen game.
    fn refresh(&mut self) {
        let (Some(client), game) = (self.client.clone(), self.game.clone()) else { return };
        self.ask(move || {
            Answer::Standing((|| {
                let me = client.me()?;
                let history = if me.guest { Vec::new() } else { client.history(&me.name)? };
                Ok((me, history, client.leaderboard(&game)?))
            })())
        });
    }

    fn with_client(&mut self, call: impl FnOnce(LobbyClient) -> Answer + Send + 'static) {
        if let Some(client) = self.client.clone() {
            self.ask(move || call(client));
        }
    }
}

/// A ticket from the lobby to go into: the online page's connection takes it from here, and
/// asks `lobby` for a new one if the connection drops.
#[derive(Message, Clone)]
pub struct EnterMatch {
    pub ticket: Ticket,
    pub watch: bool,
    pub lobby: LobbyClient,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LobbyPage>()
        .add_message::<EnterMatch>()
        .add_systems(Update, lobby_answers)
        .add_systems(OnEnter(Screen::Menu), back_from_a_match);
}

/// Back on the menu after a match: the pairing is done with, and the rating, the games and
/// the leaderboard have changed.
fn back_from_a_match(mut page: ResMut<LobbyPage>) {
    if matches!(page.queued, Queued::Matched { .. }) {
        page.queued = Queued::Idle;
    }
    page.refresh();
}

/// Takes the lobby's answers, and asks again where a waiting player stands.
fn lobby_answers(
    mut page: ResMut<LobbyPage>,
    mut enter: MessageWriter<EnterMatch>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    catalog: Res<GameCatalog>,
) {
    if matches!(page.queued, Queued::Waiting { .. }) && page.asking.is_none() && page.looked.elapsed() > LOOK_EVERY {
        page.looked = Instant::now();
        let game = page.game.clone();
        page.with_client(move |client| Answer::Queued(client.ranked_look(&game)));
    }
    if !page.asking.as_ref().is_some_and(JoinHandle::is_finished) {
        return;
    }
    let Some(thread) = page.asking.take() else { return };
    page.message = None;
    let refused = |problem: String| Some(Note::new("lobby-refused", &[("problem", problem.as_str())]));
    match thread.join() {
        Ok(Answer::Session(Ok(client))) => {
            page.client = Some(client);
            page.refresh();
        }
        Ok(Answer::Standing(Ok((me, history, board)))) => {
            (page.me, page.history, page.board) = (Some(me), history, board)
        }
        Ok(Answer::Queued(Ok(queued))) => {
            if let Queued::Matched { ticket, .. } = &queued
                && page.entered.as_ref() != Some(&ticket.code)
                && let Some(client) = page.client.clone()
            {
                page.entered = Some(ticket.code.clone());
                enter.write(EnterMatch { ticket: ticket.clone(), watch: false, lobby: client });
            }
            page.queued = queued;
        }
        Ok(Answer::Ticket(Ok(ticket), watch)) => {
            if let Some(lobby) = page.client.clone() {
                enter.write(EnterMatch { ticket, watch, lobby });
            }
        }
        Ok(Answer::Record(Ok(record))) => match Setup::from_record(&record, &catalog.0) {
            Ok(setup) => {
                commands.insert_resource(CurrentSetup(setup));
                commands.insert_resource(LoadRecord {
                    file: record.game.clone(),
                    moves: record.moves,
                    hints: record.hints,
                    replay: true,
                });
                next.set(Screen::Playing);
            }
            Err(problem) => page.message = refused(problem),
        },
        Ok(Answer::LoggedOut) => *page = LobbyPage { address: page.address.clone(), ..LobbyPage::default() },
        Ok(
            Answer::Session(Err(problem))
            | Answer::Standing(Err(problem))
            | Answer::Queued(Err(problem))
            | Answer::Ticket(Err(problem), _)
            | Answer::Record(Err(problem)),
        ) => page.message = refused(problem),
        Err(_) => page.message = Some(Note::new("lobby-cannot-reach", &[("problem", "the lobby's thread failed")])),
    }
}

/// The lobby's part of the online page.
pub fn lobby_section(ui: &mut egui::Ui, tr: &Tr, page: &mut LobbyPage, name: &mut String, catalog: &GameCatalog) {
    ui.strong(tr.text("lobby-title"));
    match page.client.as_ref().and_then(LobbyClient::session).cloned() {
        None => log_in_form(ui, tr, page, name),
        Some(session) => {
            ui.horizontal(|ui| {
                let key = if session.guest { "lobby-logged-in-guest" } else { "lobby-logged-in" };
                ui.label(tr.text_with(key, &[("name", session.name.clone().into())]));
                if ui.button(tr.text("lobby-log-out")).clicked() {
                    page.with_client(|mut client| {
                        let _ = client.log_out();
                        Answer::LoggedOut
                    });
                }
                if ui.button(tr.text("lobby-refresh")).clicked() {
                    page.refresh();
                }
            });
            game_choice(ui, tr, page, catalog);
            if !session.guest {
                ranked(ui, tr, page, catalog);
            }
            friends_match(ui, tr, page);
            if !session.guest {
                history(ui, tr, page, catalog);
                leaderboard(ui, tr, page);
            }
        }
    }
    if let Some(message) = &page.message {
        ui.label(message.words(tr));
    }
}

fn log_in_form(ui: &mut egui::Ui, tr: &Tr, page: &mut LobbyPage, name: &mut String) {
    egui::Grid::new("lobby-form").num_columns(2).spacing([16.0, 8.0]).show(ui, |ui| {
        ui.label(tr.text("lobby-address"));
        let hint = tr.text_with("lobby-address-hint", &[("port", crate::lobby::DEFAULT_PORT.to_string().into())]);
        ui.text_edit_singleline(&mut page.address).on_hover_text(hint);
        ui.end_row();
        ui.label(tr.text("online-your-name"));
        ui.text_edit_singleline(name);
        ui.end_row();
        ui.label(tr.text("lobby-password"));
        ui.add(egui::TextEdit::singleline(&mut page.password).password(true));
        ui.end_row();
    });
    let idle = page.asking.is_none();
    ui.horizontal(|ui| {
        for (key, how) in [("lobby-log-in", "log-in"), ("lobby-sign-up", "sign-up"), ("lobby-guest", "guest")] {
            if ui.add_enabled(idle, egui::Button::new(tr.text(key))).clicked() {
                page.start_session(&name.clone(), how);
            }
        }
    });
}

/// The game ranked play, the leaderboard and hosting are for: the games of two players.
fn game_choice(ui: &mut egui::Ui, tr: &Tr, page: &mut LobbyPage, catalog: &GameCatalog) {
    let before = page.game.clone();
    let name = |id: &str| catalog.0.get(id).map_or_else(|| id.to_string(), |g| tr.text(g.name));
    ui.horizontal(|ui| {
        ui.label(tr.text("lobby-ranked-game"));
        egui::ComboBox::from_id_salt("lobby-game").selected_text(name(&page.game)).show_ui(ui, |ui| {
            for entry in catalog.0.games.iter().filter(|g| g.seat_names.len() == 2) {
                ui.selectable_value(&mut page.game, entry.id.to_string(), tr.text(entry.name));
            }
        });
    });
    if page.game != before {
        page.queued = Queued::Idle;
        page.refresh();
    }
}

fn ranked(ui: &mut egui::Ui, tr: &Tr, page: &mut LobbyPage, catalog: &GameCatalog) {
    ui.label(egui::RichText::new(tr.text("lobby-ranked")).strong());
    let game_name = catalog.0.get(&page.game).map_or_else(|| page.game.clone(), |g| tr.text(g.name));
    let rating = page.me.as_ref().and_then(|me| me.ratings.iter().find(|r| r.game == page.game)).cloned();
    match rating {
        Some(r) => {
            let args = [
                ("game", game_name.clone().into()),
                ("rating", format!("{:.0}", r.rating).into()),
                ("deviation", format!("{:.0}", 2.0 * r.deviation).into()),
                ("games", number(r.games)),
            ];
            ui.label(tr.text_with("lobby-your-rating", &args));
        }
        None => {
            ui.label(tr.text_with("lobby-unrated", &[("game", game_name.into())]));
        }
    }
    let last = page.history.iter().find(|p| p.ranked && p.game == page.game && p.rating_after.is_some());
    if let Some((before, after)) = last.and_then(|p| Some((p.rating_before?, p.rating_after?))) {
        ui.label(tr.text_with("lobby-rating-change", &moved(before, after)));
    }
    ui.horizontal(|ui| {
        let game = page.game.clone();
        match &page.queued {
            Queued::Waiting { seconds, rating } => {
                let args = [("rating", format!("{rating:.0}").into()), ("seconds", number(*seconds as u32))];
                ui.label(tr.text_with("lobby-waiting", &args));
                if ui.button(tr.text("lobby-leave-queue")).clicked() {
                    page.queued = Queued::Idle;
                    page.with_client(move |client| Answer::Queued(client.ranked_leave(&game)));
                }
            }
            Queued::Matched { opponent, opponent_rating, .. } => {
                let args = [("opponent", opponent.clone().into()), ("rating", format!("{opponent_rating:.0}").into())];
                ui.label(tr.text_with("lobby-matched", &args));
            }
            Queued::Idle => {
                if ui.add_enabled(page.asking.is_none(), egui::Button::new(tr.text("lobby-queue"))).clicked() {
                    page.with_client(move |client| Answer::Queued(client.ranked_join(&game)));
                }
            }
        }
    });
}

/// A rating's move for the catalog: before, after and the change with its sign.
fn moved(before: f64, after: f64) -> [(&'static str, crate::i18n::Value<'static>); 3] {
    [
        ("before", format!("{before:.0}").into()),
        ("after", format!("{after:.0}").into()),
        ("change", format!("{:+.0}", after - before).into()),
    ]
}

/// Host a match for a friend (the lobby places it; its code shows on the game screen), or
/// join or watch one by its code.
fn friends_match(ui: &mut egui::Ui, tr: &Tr, page: &mut LobbyPage) {
    ui.label(egui::RichText::new(tr.text("lobby-friend")).strong());
    let idle = page.asking.is_none();
    ui.horizontal(|ui| {
        if ui.add_enabled(idle, egui::Button::new(tr.text("lobby-host"))).clicked() {
            let request = crate::lobby::api::NewMatch {
                game: page.game.clone(),
                preset: None,
                seats: vec!["human".into(); 2],
                take: Some(0),
            };
            page.with_client(move |client| Answer::Ticket(client.new_match(&request), false));
        }
        ui.add(egui::TextEdit::singleline(&mut page.code).desired_width(90.0).hint_text(tr.text("lobby-code-hint")));
        let code = page.code.trim().to_uppercase();
        let ready = idle && !code.is_empty();
        if ui.add_enabled(ready, egui::Button::new(tr.text("lobby-join-code"))).clicked() {
            let code = code.clone();
            page.with_client(move |client| Answer::Ticket(client.join(&code, None), false));
        }
        if ui.add_enabled(ready, egui::Button::new(tr.text("lobby-watch-code"))).clicked() {
            page.with_client(move |client| Answer::Ticket(client.watch(&code), true));
        }
    });
}

fn history(ui: &mut egui::Ui, tr: &Tr, page: &mut LobbyPage, catalog: &GameCatalog) {
    ui.label(egui::RichText::new(tr.text("lobby-history")).strong());
    if page.history.is_empty() {
        ui.label(tr.text("lobby-history-empty"));
        return;
    }
    let mut replay = None;
    egui::Grid::new("lobby-history").striped(true).spacing([12.0, 4.0]).show(ui, |ui| {
        for played in page.history.iter().take(20) {
            ui.label(played.when.replace('T', " ").trim_end_matches('Z').to_string());
            ui.label(catalog.0.get(&played.game).map_or_else(|| played.game.clone(), |g| tr.text(g.name)));
            ui.label(tr.text_with("lobby-versus", &[("names", played.opponents.join(", ").into())]));
            let result = match played.result.as_deref() {
                Some("win") => "lobby-result-win",
                Some("loss") => "lobby-result-loss",
                Some("draw") => "lobby-result-draw",
                Some(_) => "lobby-result-forfeit",
                None => "lobby-result-playing",
            };
            ui.label(tr.text(result));
            match (played.rating_before, played.rating_after) {
                (Some(before), Some(after)) => ui.label(tr.text_with("lobby-rating-moved", &moved(before, after))),
                _ => ui.label(""),
            };
            if played.result.is_some() && ui.button(tr.text("lobby-replay")).clicked() {
                replay = Some(played.code.clone());
            }
            ui.end_row();
        }
    });
    if let Some(code) = replay {
        page.with_client(move |client| Answer::Record(client.record(&code)));
    }
}

fn leaderboard(ui: &mut egui::Ui, tr: &Tr, page: &LobbyPage) {
    ui.label(egui::RichText::new(tr.text("lobby-leaderboard")).strong());
    egui::Grid::new("lobby-board").striped(true).spacing([12.0, 4.0]).show(ui, |ui| {
        for (place, standing) in page.board.iter().take(10).enumerate() {
            ui.label((place + 1).to_string());
            ui.label(&standing.name);
            ui.label(format!("{:.0} ± {:.0}", standing.rating, 2.0 * standing.deviation));
            ui.label(standing.games.to_string());
            ui.end_row();
        }
    });
}
