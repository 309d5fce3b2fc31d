//! "Play online" in the window: a server to connect to (or one started inside the app), its
//! matches, hosting, joining and watching; and the link between a network match and the game
//! screen, which plays it through the same move pipeline as a local game.

use super::client::{Connection, resolve, user_name};
use super::lobby::LobbyConfig;
use super::lobby_page::{EnterMatch, LobbyPage, lobby_section};
pub use super::note::Note;
use super::protocol::{MatchInfo, Presence, Snapshot, ToClient, ToServer};
use super::secure::Trust;
use super::serve::{DEFAULT_PORT, default_data_dir};
use super::server::{LogSink, ServerThread};
use crate::core::{Seat, Text};
use crate::i18n::number;
use crate::lobby::api::Ticket;
use crate::lobby::client::LobbyClient;
use crate::session::{Controller, Setup};
use crate::shell::language::Tr;
use crate::shell::menu::{HostOnline, MenuPage};
use crate::shell::theme::root_ui;
use crate::shell::{
    AcceptedMove, Authority, CurrentSetup, GameCatalog, LoadRecord, MatchStatus, MenuError, ProposedMove, Screen,
};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The window's side of network play.
pub struct OnlinePlugin;

impl Plugin for OnlinePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Online>()
            .add_systems(
                Update,
                (host_requests, enter_matches, poll_server, send_moves).chain().before(crate::shell::play::PlaySet),
            )
            .add_systems(OnExit(Screen::Playing), leave_match)
            .add_plugins(super::lobby_page::plugin);
        if !app.world().contains_resource::<crate::shell::Headless>() {
            app.add_systems(EguiPrimaryContextPass, online_page.run_if(in_state(Screen::Menu)))
                .add_systems(Last, keep_listening);
        }
    }
}

/// What to do once connected, from the command line (`stratagem online`).
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Host a match from this setup: its `remote` seats wait for others, its computer players
    /// run on the server, and its `human` seats are played here by `play_as` (a person, or a
    /// computer player on this machine).
    Host { setup: Setup, play_as: Controller },
    /// Take a seat of match `code` (the first match with a free seat when `None`), played by
    /// `controller` here.
    Join { code: Option<String>, seat: Option<u8>, controller: Controller },
    /// Watch match `code` (the first match listed when `None`).
    Watch { code: Option<String> },
    /// Take back seats joined before, with their tokens.
    Rejoin { code: String, seats: Vec<u8> },
}

/// The match this window plays or watches.
#[derive(Clone, Debug, Default)]
struct Current {
    code: String,
    /// How each seat played here is played: by a person or a computer player on this machine.
    local: HashMap<u8, Controller>,
    /// Seats still to be joined before the game screen opens (a host with several seats here).
    to_join: Vec<u8>,
    /// The first `Joined`, kept until the last seat is joined.
    snapshot: Option<Snapshot>,
}

/// The online page's fields and the connection.
#[derive(Resource)]
pub struct Online {
    pub address: String,
    pub name: String,
    pub code: String,
    /// Start a server inside the app on this port and connect to it.
    pub port: u16,
    /// How servers' certificates are trusted: the first one each showed, unless told.
    pub trust: Trust,
    server: Option<ServerThread>,
    connection: Option<Connection>,
    pub matches: Vec<MatchInfo>,
    /// The last refusal or failure, and what happened, for the page.
    pub message: Option<Note>,
    current: Option<Current>,
    /// Seats joined in earlier matches, to rejoin: (code, seat) → token.
    tokens: HashMap<(String, u8), String>,
    /// A request for once the connection is up.
    pub intent: Option<Intent>,
    /// When the connection dropped during a match: try again from then.
    retry: Option<Instant>,
    /// How the seat being joined will be played here.
    joining: Option<Controller>,
    /// The game screen is reopening on the same match (a rejoin): leaving it is not leaving.
    restarting: bool,
    /// The lobby that gave the ticket to the current match: a reconnection asks it where the
    /// match is now (another server may have taken it over).
    lobby: Option<LobbyClient>,
    /// A ticket being asked of the lobby for a reconnection.
    ticket: Option<JoinHandle<Result<Ticket, String>>>,
}

impl Default for Online {
    fn default() -> Self {
        Online {
            address: format!("127.0.0.1:{DEFAULT_PORT}"),
            name: user_name(),
            code: String::new(),
            port: DEFAULT_PORT,
            trust: Trust::known_servers(),
            server: None,
            connection: None,
            matches: Vec::new(),
            message: None,
            current: None,
            tokens: HashMap::new(),
            intent: None,
            retry: None,
            joining: None,
            restarting: false,
            lobby: None,
            ticket: None,
        }
    }
}

impl Online {
    /// Connects to the address on the page, trusting the certificate it showed the first time.
    pub fn connect(&mut self) {
        self.connect_trusting(&self.trust.clone());
    }

    fn connect_trusting(&mut self, trust: &Trust) {
        self.connection = None;
        self.message = match resolve(&self.address).and_then(|a| Connection::connect(a, &self.name, trust)) {
            Ok(connection) => {
                self.connection = Some(connection);
                Some(Note::new("online-connecting", &[("address", self.address.as_str())]))
            }
            Err(error) => Some(Note::new("online-cannot-connect", &[("problem", error.as_str())])),
        };
    }

    /// Goes into a match with a ticket from `lobby`: connects to the server it names (the
    /// lobby vouches for the token, so no certificate is asked for) and joins or watches once
    /// the connection is up.
    pub fn enter(&mut self, ticket: &Ticket, watch: bool, lobby: LobbyClient) {
        self.connection = None;
        self.current = None;
        self.address = ticket.server.clone();
        self.lobby = Some(lobby);
        let code = Some(ticket.code.clone());
        self.intent = Some(match watch {
            true => Intent::Watch { code },
            false => Intent::Join { code, seat: ticket.seat, controller: Controller::Human },
        });
        self.use_ticket(ticket);
    }

    fn use_ticket(&mut self, ticket: &Ticket) {
        self.address = ticket.server.clone();
        self.message = match ticket.connect(&self.name) {
            Ok(connection) => {
                self.connection = Some(connection);
                Some(Note::new("online-connecting", &[("address", ticket.server.as_str())]))
            }
            Err(error) => Some(Note::new("online-cannot-connect", &[("problem", error.as_str())])),
        };
    }

    /// Connects again after the connection dropped in a match: through the lobby when it gave
    /// the match (a new ticket, for whichever server holds it now), else to the same address.
    /// Once connected, the seats held here are taken back with their tokens.
    fn reconnect(&mut self) {
        let code = self.current.as_ref().map(|c| c.code.clone()).unwrap_or_default();
        let watching = self.current.as_ref().is_some_and(|c| c.local.is_empty());
        match self.lobby.clone() {
            Some(lobby) if self.ticket.is_none() => {
                let asked = std::thread::Builder::new()
                    .name("stratagem-lobby-ticket".into())
                    .spawn(move || if watching { lobby.watch(&code) } else { lobby.join(&code, None) });
                self.ticket = asked.ok();
            }
            Some(_) => {}
            None => self.connect(),
        }
    }

    /// The lobby's answer for a reconnection, once it came.
    fn ticket_came(&mut self) {
        if !self.ticket.as_ref().is_some_and(JoinHandle::is_finished) {
            return;
        }
        match self.ticket.take().map(JoinHandle::join) {
            Some(Ok(Ok(ticket))) => self.use_ticket(&ticket),
            Some(Ok(Err(problem))) => self.message = Some(Note::new("lobby-refused", &[("problem", problem.as_str())])),
            _ => {}
        }
    }

    /// Starts a server inside the app and connects to it.
    pub fn serve_here(&mut self) {
        let address: SocketAddr = (std::net::Ipv4Addr::UNSPECIFIED, self.port).into();
        let config = LobbyConfig { data: Some(default_data_dir()), ..LobbyConfig::default() };
        let log: LogSink = Box::new(|line| info!("server: {line}"));
        match ServerThread::start(address, config, log) {
            Ok(server) => {
                self.address = format!("127.0.0.1:{}", server.address.port());
                // The app knows its own server's certificate.
                let trust = Trust::Fingerprint(server.fingerprint.clone());
                self.server = Some(server);
                self.connect_trusting(&trust);
            }
            Err(error) => self.message = Some(Note::new("online-cannot-serve", &[("problem", error.as_str())])),
        }
    }

    fn send(&mut self, message: ToServer) {
        match self.connection.as_mut().filter(|c| c.ready()) {
            Some(connection) => connection.send(&message),
            None => self.message = Some(Note::new("online-not-connected", &[])),
        }
    }

    /// Sends a request now if connected, or keeps it for when the connection is up.
    pub fn request(&mut self, intent: Intent) {
        if self.connection.as_ref().is_some_and(Connection::ready) {
            self.carry_out(intent);
        } else {
            self.intent = Some(intent);
            if self.connection.is_none() {
                self.connect();
            }
        }
    }

    fn carry_out(&mut self, intent: Intent) {
        match intent {
            Intent::Host { setup, play_as } => self.host(setup, play_as),
            Intent::Join { code: Some(code), seat, controller } => {
                self.joining = Some(controller);
                self.send(ToServer::Join { code, seat });
            }
            Intent::Watch { code: Some(code) } => self.send(ToServer::Watch { code }),
            Intent::Rejoin { code, seats } => {
                let seats: Vec<u8> =
                    seats.into_iter().filter(|&s| self.tokens.contains_key(&(code.clone(), s))).collect();
                self.current = Some(Current {
                    code: code.clone(),
                    local: seats.iter().map(|&s| (s, Controller::Human)).collect(),
                    ..Current::default()
                });
                for token in self.held_tokens() {
                    self.send(ToServer::Rejoin { code: code.clone(), token });
                }
            }
            open => {
                // No code: the first suitable match of the list, once it comes.
                self.intent = Some(open);
                self.send(ToServer::List);
            }
        }
    }

    /// The token of a seat played here in the current match.
    fn token(&self, seat: u8) -> Option<String> {
        let current = self.current.as_ref().filter(|c| c.local.contains_key(&seat))?;
        self.tokens.get(&(current.code.clone(), seat)).cloned()
    }

    /// The tokens of every seat played here in the current match, joined so far.
    fn held_tokens(&self) -> Vec<String> {
        let seats = self.current.iter().flat_map(|c| c.local.keys());
        seats.filter_map(|&seat| self.token(seat)).collect()
    }

    fn host(&mut self, setup: Setup, play_as: Controller) {
        let here: Vec<u8> = (0..setup.seats.len() as u8).filter(|&i| setup.seats[i as usize].is_human()).collect();
        self.current = Some(Current {
            local: here.iter().map(|&i| (i, play_as)).collect(),
            to_join: here.iter().skip(1).copied().collect(),
            ..Current::default()
        });
        let record = setup.record(Vec::new());
        self.send(ToServer::Create { setup: record, take: here.first().copied() });
    }
}

/// A seat as the game screen and the list show it.
pub fn presence_words(presence: &Presence, tr: &Tr) -> String {
    match presence {
        Presence::Open => tr.text("online-seat-open"),
        Presence::Connected { name } => tr.text_with("online-seat-connected", &[("name", name.as_str().into())]),
        Presence::Away { name, seconds_left } => {
            tr.text_with("online-seat-away", &[("name", name.as_str().into()), ("seconds", number(*seconds_left))])
        }
        Presence::Computer { player, thinking: true } => {
            tr.text_with("online-seat-thinking", &[("player", player.as_str().into())])
        }
        Presence::Computer { player, thinking: false } => player.clone(),
    }
}

fn host_requests(mut asked: MessageReader<HostOnline>, mut online: ResMut<Online>) {
    for HostOnline(setup) in asked.read() {
        online.request(Intent::Host { setup: setup.clone(), play_as: Controller::Human });
    }
}

/// Goes into the matches the lobby gave tickets for.
fn enter_matches(mut tickets: MessageReader<EnterMatch>, mut online: ResMut<Online>) {
    for EnterMatch { ticket, watch, lobby } in tickets.read() {
        online.enter(ticket, *watch, lobby.clone());
    }
}

/// The server's match on show: its code, and who sits at each seat, in words. (The game screen
/// gets its moves through the `Authority` that `joined` sets up.)
#[derive(Resource, Clone, Debug, Default)]
struct OnlineMatch {
    code: String,
    presence: Vec<String>,
}

/// What a frame of the connection changes besides the online page.
struct Screens<'a> {
    commands: Commands<'a, 'a>,
    next: ResMut<'a, NextState<Screen>>,
    status: ResMut<'a, MatchStatus>,
    link: Option<ResMut<'a, OnlineMatch>>,
    authority: Option<ResMut<'a, Authority>>,
    accepted: MessageWriter<'a, AcceptedMove>,
    catalog: Res<'a, GameCatalog>,
    error: ResMut<'a, MenuError>,
    tr: Res<'a, Tr>,
}

/// Moves the connection on and acts on what the server said.
fn poll_server(
    mut online: ResMut<Online>,
    commands: Commands,
    next: ResMut<NextState<Screen>>,
    status: ResMut<MatchStatus>,
    (link, authority): (Option<ResMut<OnlineMatch>>, Option<ResMut<Authority>>),
    accepted: MessageWriter<AcceptedMove>,
    catalog: Res<GameCatalog>,
    error: ResMut<MenuError>,
    tr: Res<Tr>,
) {
    let mut screens = Screens { commands, next, status, link, authority, accepted, catalog, error, tr };
    let now = Instant::now();
    if online.connection.is_none() && online.current.is_some() && online.retry.is_some_and(|at| now >= at) {
        online.retry = Some(now + Duration::from_secs(3));
        online.reconnect();
    }
    online.ticket_came();
    let Some(connection) = online.connection.as_mut() else { return };
    let messages = connection.poll();
    let closed = connection.closed().map(str::to_string);
    for message in messages {
        on_message(&mut online, message, &mut screens);
    }
    if let Some(why) = closed {
        online.connection = None;
        online.message = Some(Note::new("online-connection-lost", &[("problem", why.as_str())]));
        if let Some(code) = online.current.as_ref().map(|c| c.code.clone()).filter(|c| !c.is_empty()) {
            screens.status.notice = Some(Text::new("online-rejoining").with("problem", why).with("code", code));
            online.retry = Some(now + Duration::from_secs(2));
        }
    }
    if let Some(link) = screens.link.as_ref() {
        if screens.status.online.as_deref() != Some(link.code.as_str()) {
            screens.status.online = Some(link.code.clone());
        }
        if screens.status.presence != link.presence {
            screens.status.presence = link.presence.clone();
        }
    }
}

fn on_message(online: &mut Online, message: ToClient, screens: &mut Screens) {
    match message {
        ToClient::Welcome { server, .. } => {
            let args = [("server", server.as_str()), ("address", online.address.as_str())];
            online.message = Some(Note::new("online-connected", &args));
            online.retry = None;
            if let Some(code) = online.current.as_ref().map(|c| c.code.clone()).filter(|c| !c.is_empty()) {
                for token in online.held_tokens() {
                    online.send(ToServer::Rejoin { code: code.clone(), token });
                }
            }
            if let Some(intent) = online.intent.take() {
                online.carry_out(intent);
            }
            online.send(ToServer::List);
        }
        ToClient::Refused { code, why, words } => {
            // A server before protocol 3 sends the English words only.
            let why = words.unwrap_or(Text::Plain(why));
            if let Some(authority) = screens.authority.as_mut() {
                authority.waiting = false;
            }
            if code.is_some() && screens.link.is_some() {
                screens.status.notice = Some(Text::new("online-server-refused").with("problem", why.clone()));
            }
            if online.current.as_ref().is_some_and(|c| c.code.is_empty() || code.as_deref() == Some(&c.code))
                && screens.link.is_none()
            {
                online.current = None;
            }
            online.message = Some(Note(Text::new("online-refused").with("problem", why)));
        }
        ToClient::Matches { matches } => {
            online.matches = matches;
            match online.intent.take() {
                Some(Intent::Join { code: None, seat, controller }) => {
                    let open = online.matches.iter().find(|m| {
                        m.result.is_none()
                            && match seat {
                                Some(s) => m.seats.get(s as usize) == Some(&Presence::Open),
                                None => m.seats.contains(&Presence::Open),
                            }
                    });
                    match open.map(|m| m.code.clone()) {
                        Some(code) => online.carry_out(Intent::Join { code: Some(code), seat, controller }),
                        None => online.intent = Some(Intent::Join { code: None, seat, controller }),
                    }
                }
                Some(Intent::Watch { code: None }) => {
                    let running = online.matches.iter().find(|m| m.result.is_none()).or(online.matches.first());
                    match running.map(|m| m.code.clone()) {
                        Some(code) => online.carry_out(Intent::Watch { code: Some(code) }),
                        None => online.intent = Some(Intent::Watch { code: None }),
                    }
                }
                other => online.intent = other,
            }
        }
        ToClient::Joined { code, seat, token, snapshot } => joined(online, code, seat, token, snapshot, screens),
        ToClient::Applied { code, seat, text, steps, revealed, view, .. } => {
            if online.current.as_ref().is_some_and(|c| c.code == code) {
                screens.accepted.write(AcceptedMove { seat: Seat(seat), text, steps, revealed, view });
            }
        }
        ToClient::Seats { code, seats } => {
            if let Some(link) = screens.link.as_mut().filter(|l| l.code == code) {
                link.presence = seats.iter().map(|p| presence_words(p, &screens.tr)).collect();
            }
        }
        ToClient::Ended { code, result } => {
            if screens.link.as_ref().is_some_and(|l| l.code == code) {
                screens.status.notice = Some(Text::new("online-match-over").with("result", result.clone()));
            }
            online.message =
                Some(Note(Text::new("online-match-ended").with("code", code.as_str()).with("result", result)));
        }
    }
}

/// In a match: at a seat (with its token) or watching. Once every seat to be played here is
/// joined, the game screen opens on the match as the server has it.
fn joined(
    online: &mut Online,
    code: String,
    seat: Option<u8>,
    token: Option<String>,
    snapshot: Snapshot,
    screens: &mut Screens,
) {
    let joining = online.joining.take();
    let current = match online.current.as_mut() {
        Some(c) if c.code.is_empty() || c.code == code => c,
        _ => online.current.insert(Current::default()),
    };
    current.code = code.clone();
    if let Some(seat) = seat {
        if let Some(controller) = joining {
            current.local.insert(seat, controller);
        }
        current.local.entry(seat).or_insert(Controller::Human);
        if let Some(token) = token {
            online.tokens.insert((code.clone(), seat), token);
        }
    }
    let current = online.current.as_mut().expect("set above");
    if let Some(next_seat) = current.to_join.pop() {
        current.snapshot.get_or_insert(snapshot);
        online.send(ToServer::Join { code, seat: Some(next_seat) });
        return;
    }
    current.snapshot = None;
    let local = current.local.clone();
    let mut setup = match Setup::from_record(&snapshot.record, &screens.catalog) {
        Ok(setup) => setup,
        Err(error) => {
            let args = [("code", code.as_str()), ("problem", error.as_str())];
            online.message = Some(Note::new("online-cannot-show", &args));
            return;
        }
    };
    for (i, controller) in setup.seats.iter_mut().enumerate() {
        *controller = local.get(&(i as u8)).copied().unwrap_or(Controller::Remote);
    }
    let restarting = screens.link.is_some();
    if snapshot.view.is_none() {
        let file = screens.tr.text_with("online-record-name", &[("code", code.as_str().into())]);
        screens.commands.insert_resource(LoadRecord {
            file,
            moves: snapshot.record.moves.clone(),
            hints: snapshot.record.hints.clone(),
            replay: false,
        });
    }
    screens.commands.insert_resource(CurrentSetup(setup));
    // The server decides the moves of the match on show.
    screens.commands.insert_resource(Authority {
        name: code.clone(),
        view: snapshot.view,
        log: snapshot.log.into_iter().map(|m| (Seat(m.seat), m.text)).collect(),
        waiting: false,
    });
    let presence = snapshot.seats.iter().map(|p| presence_words(p, &screens.tr)).collect();
    screens.commands.insert_resource(OnlineMatch { code: code.clone(), presence });
    online.restarting = restarting;
    online.message = Some(match seat {
        Some(s) => Note::new("online-playing", &[("code", code.as_str()), ("seat", &(s + 1).to_string())]),
        None => Note::new("online-watching", &[("code", code.as_str())]),
    });
    screens.error.0 = None;
    screens.next.set(Screen::Playing);
}

/// Sends the local players' moves, each with its seat's token.
fn send_moves(mut moves: MessageReader<ProposedMove>, mut online: ResMut<Online>, mut status: ResMut<MatchStatus>) {
    for ProposedMove { seat, revision, text } in moves.read() {
        let Some(code) = online.current.as_ref().map(|c| c.code.clone()) else { continue };
        let Some(token) = online.token(seat.0) else {
            status.notice = Some(Text::new("online-not-your-seat"));
            continue;
        };
        online.send(ToServer::Move { code, token, revision: *revision, text: text.clone() });
    }
}

/// Leaving the game screen leaves the match: the seat waits for a rejoin. Reopening it on the
/// same match (a rejoin) keeps it.
fn leave_match(mut commands: Commands, mut online: ResMut<Online>, mut status: ResMut<MatchStatus>) {
    if std::mem::take(&mut online.restarting) {
        return;
    }
    if let Some(code) = online.current.take().map(|c| c.code).filter(|c| !c.is_empty()) {
        online.send(ToServer::Leave { code });
        online.send(ToServer::List);
    }
    commands.remove_resource::<OnlineMatch>();
    commands.remove_resource::<Authority>();
    status.online = None;
    status.presence.clear();
}

/// While connected, the window wakes often enough to hear the server.
fn keep_listening(online: Res<Online>, mut settings: ResMut<WinitSettings>) {
    if online.connection.is_none() {
        return;
    }
    let awake = UpdateMode::reactive(Duration::from_millis(30));
    if settings.focused_mode != awake {
        settings.focused_mode = awake;
        settings.unfocused_mode = awake;
    }
}

/// The online page of the menu.
fn online_page(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut lobby: ResMut<LobbyPage>,
    mut page: ResMut<MenuPage>,
    catalog: Res<GameCatalog>,
    tr: Res<Tr>,
) -> Result {
    if *page != MenuPage::Online {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "online-root");
    egui::CentralPanel::default_margins().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            if ui.button(tr.text("menu-all-games")).clicked() {
                *page = MenuPage::Games;
            }
            ui.heading(egui::RichText::new(tr.text("menu-online")).size(28.0));
            ui.add_space(8.0);
            lobby_section(ui, &tr, &mut lobby, &mut online.name, &catalog);
            ui.separator();
            ui.strong(tr.text("lobby-by-address"));
            // The lobby's log-in form above has the name field already (the same name).
            connection_form(ui, &tr, &mut online, lobby.logged_in());
            if let Some(message) = &online.message {
                ui.label(message.words(&tr));
            }
            if online.connection.as_ref().is_some_and(Connection::ready) {
                ui.separator();
                match_list(ui, &tr, &mut online);
                ui.separator();
                ui.label(tr.text("online-how-to-host"));
                if ui.button(tr.text("online-choose-game")).clicked() {
                    *page = MenuPage::Games;
                }
            }
        });
    });
    Ok(())
}

/// The server's address and hosting here; the player's name too unless shown above.
fn connection_form(ui: &mut egui::Ui, tr: &Tr, online: &mut Online, with_name: bool) {
    egui::Grid::new("online-form").num_columns(2).spacing([16.0, 8.0]).show(ui, |ui| {
        if with_name {
            ui.label(tr.text("online-your-name"));
            ui.text_edit_singleline(&mut online.name);
            ui.end_row();
        }
        ui.label(tr.text("online-server"));
        ui.horizontal(|ui| {
            let hint = tr.text_with("online-server-hint", &[("port", DEFAULT_PORT.to_string().into())]);
            ui.text_edit_singleline(&mut online.address).on_hover_text(hint);
            if ui.button(tr.text("online-connect")).clicked() {
                online.connect();
            }
        });
        ui.end_row();
        ui.label(tr.text("online-host-here"));
        ui.horizontal(|ui| {
            ui.add(egui::DragValue::new(&mut online.port).range(1024..=65535))
                .on_hover_text(tr.text("online-port-hint"));
            let running = online.server.is_some();
            let label = tr.text(if running { "online-server-running" } else { "online-start-server" });
            if ui.add_enabled(!running, egui::Button::new(label)).clicked() {
                online.serve_here();
            }
        });
        ui.end_row();
    });
}

/// The server's matches, each with Join, Watch and Rejoin as they apply, and a code to type.
/// A match's game, map and result are the server's words.
fn match_list(ui: &mut egui::Ui, tr: &Tr, online: &mut Online) {
    ui.horizontal(|ui| {
        ui.strong(tr.text("online-matches-title"));
        if ui.button(tr.text("online-refresh")).clicked() {
            online.send(ToServer::List);
        }
    });
    let mut chosen = None;
    egui::Grid::new("online-matches").striped(true).spacing([12.0, 6.0]).show(ui, |ui| {
        for m in &online.matches {
            ui.monospace(&m.code);
            ui.label(format!("{} {}", m.game, m.preset));
            ui.label(m.seats.iter().map(|p| presence_words(p, tr)).collect::<Vec<_>>().join(", "));
            ui.label(
                m.result
                    .as_ref()
                    .map_or_else(|| tr.text_with("online-moves", &[("count", number(m.moves))]), |r| tr.show(r)),
            );
            ui.horizontal(|ui| {
                let open = m.result.is_none() && m.seats.contains(&Presence::Open);
                if open && ui.button(tr.text("online-join")).clicked() {
                    chosen =
                        Some(Intent::Join { code: Some(m.code.clone()), seat: None, controller: Controller::Human });
                }
                if ui.button(tr.text("online-watch")).clicked() {
                    chosen = Some(Intent::Watch { code: Some(m.code.clone()) });
                }
                let mine: Vec<u8> =
                    online.tokens.keys().filter(|(code, _)| *code == m.code).map(|(_, seat)| *seat).collect();
                if m.result.is_none() && !mine.is_empty() && ui.button(tr.text("online-rejoin")).clicked() {
                    chosen = Some(Intent::Rejoin { code: m.code.clone(), seats: mine });
                }
            });
            ui.end_row();
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr.text("online-match-code"));
        ui.add(egui::TextEdit::singleline(&mut online.code).desired_width(90.0));
        let code = online.code.trim().to_uppercase();
        if ui.add_enabled(!code.is_empty(), egui::Button::new(tr.text("online-join"))).clicked() {
            chosen = Some(Intent::Join { code: Some(code.clone()), seat: None, controller: Controller::Human });
        }
        if ui.add_enabled(!code.is_empty(), egui::Button::new(tr.text("online-watch"))).clicked() {
            chosen = Some(Intent::Watch { code: Some(code) });
        }
    });
    if let Some(intent) = chosen {
        online.request(intent);
    }
}
