//! The lobby service as players meet it, with the real parts started by each test: a
//! PostgreSQL cluster, servers on it sharing a token secret, and `stratagem lobby` over HTTPS.
//! Players sign up and log in, guests play a private match by code, the ranked queue pairs two
//! players whose ratings then move, histories and records replay, matches go to the least
//! loaded server, and a match whose server is killed is found again through the lobby.

use super::cluster::Cluster;
use super::network::{
    Player, Served, collect, free_port, play, poll_all, spawn_announced, spawn_serve, temp_dir, wait_for,
};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem::lobby::api::{NewMatch, Queued, Ticket};
use stratagem::lobby::client::LobbyClient;
use stratagem::lobby::glicko::{Game, Rating};
use stratagem::net::protocol::{ToClient, ToServer};
use stratagem::net::secure::Trust;

/// The parts of one test: the database, the servers and the lobby (stopped when dropped).
struct Service {
    servers: Vec<(Served, SocketAddr)>,
    _lobby: Served,
    address: SocketAddr,
    fingerprint: String,
    log: Arc<Mutex<Vec<String>>>,
    /// Last, so the processes stop before the database.
    _cluster: Cluster,
}

impl Service {
    /// A cluster, `servers` servers on it and a lobby in front, all on loopback.
    fn start(name: &str, servers: usize) -> Service {
        let cluster = Cluster::start(name);
        let dir = temp_dir(&format!("lobby-{name}"));
        std::fs::create_dir_all(&dir).expect("a folder");
        let secret: PathBuf = dir.join("token-secret");
        let digits: String = (0..32).map(|_| format!("{:02x}", rand::random::<u8>())).collect();
        std::fs::write(&secret, digits).expect("the secret");
        let secret_arg = secret.to_string_lossy().into_owned();
        let mut running = Vec::new();
        for i in 0..servers {
            let more = ["--db", &cluster.url, "--lease", "2", "--token-secret", &secret_arg];
            let (server, lines, reach) = spawn_serve(free_port(), &dir.join(format!("server-{i}")), &more);
            collect(lines);
            running.push((server, reach.address));
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a port").port();
        let mut program = Command::new(env!("CARGO_BIN_EXE_stratagem"));
        program
            .args(["lobby", "--bind", "127.0.0.1", "--port", &port.to_string(), "--db", &cluster.url])
            .args(["--token-secret", &secret_arg, "--self-signed", "--data"])
            .arg(dir.join("lobby"));
        let (lobby, lines, fingerprint) = spawn_announced(program, "lobby on https://");
        let address = format!("127.0.0.1:{port}").parse().expect("an address");
        let log = collect(lines);
        Service { servers: running, _lobby: lobby, address, fingerprint, log, _cluster: cluster }
    }

    fn client(&self) -> LobbyClient {
        LobbyClient::new(self.address, Trust::Fingerprint(self.fingerprint.clone()))
    }

    fn signed_up(&self, name: &str) -> LobbyClient {
        let mut client = self.client();
        client.sign_up(name, "correct horse battery").expect("signed up");
        client
    }
}

impl Drop for Service {
    /// A failed test shows what the lobby logged.
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("the lobby's log:\n{}", self.log.lock().map(|l| l.join("\n")).unwrap_or_default());
        }
    }
}

/// A player at the seat their ticket is for, once the server has seated them.
fn seated(ticket: &Ticket, name: &str) -> Player {
    let mut players = vec![Player::on(ticket.connect(name).expect("connects with the ticket"))];
    wait_for(&mut players, |_, m| matches!(m, ToClient::Welcome { .. }));
    players[0].connection.send(&ToServer::Join { code: ticket.code.clone(), seat: ticket.seat });
    wait_for(&mut players, |_, m| matches!(m, ToClient::Joined { .. }));
    players.pop().expect("the player")
}

/// x (seat 1) wins a game of tic-tac-toe against o (seat 2).
const X_WINS: [&str; 5] = ["x@r1c1", "o@r2c1", "x@r1c2", "o@r2c2", "x@r1c3"];

/// The two players play `moves` in turn (the match's end comes with the last one).
fn play_to_the_end(players: &mut [Player], code: &str, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        play(players, i % 2, code, text);
    }
}

/// Asks until `ask` gives something, for up to `within`.
fn eventually<T>(within: Duration, what: &str, mut ask: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + within;
    loop {
        if let Some(answer) = ask() {
            return answer;
        }
        assert!(Instant::now() < deadline, "{what}: not within {within:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn glicko_2_matches_the_paper_s_example() {
    // Glickman's example: 1500 ± 200 beats 1400 ± 30, loses to 1550 ± 100 and 1700 ± 300.
    let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
    let opponent = |rating, deviation| Rating { rating, deviation, volatility: 0.06 };
    let games = [
        Game { opponent: opponent(1400.0, 30.0), score: 1.0 },
        Game { opponent: opponent(1550.0, 100.0), score: 0.0 },
        Game { opponent: opponent(1700.0, 300.0), score: 0.0 },
    ];
    let after = player.after(&games);
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    // No games: only the deviation grows.
    let idle = player.after(&[]);
    assert_eq!(idle.rating, 1500.0);
    assert!(idle.deviation > 200.0);
}

#[test]
fn accounts_and_guests_with_names_that_try_to_break_sql_and_html() {
    let service = Service::start("accounts", 1);
    let mut alice = service.signed_up("alice");
    assert!(service.client().sign_up("ALICE", "another password").unwrap_err().contains("taken"));
    assert!(alice.log_in("alice", "wrong password").unwrap_err().contains("no account"));
    assert!(service.client().sign_up("short", "1234567").unwrap_err().contains("at least 8"));
    assert!(service.client().sign_up("two\nlines", "a fine password").unwrap_err().contains("control"));
    alice.log_in("Alice", "correct horse battery").expect("logs in, the name's case aside");
    // Ten wrong passwords for a name, and its log-ins wait: the right password too. (Each
    // wrong password also counts for the address.)
    let mut mallory = service.signed_up("mallory");
    for _ in 0..9 {
        assert!(mallory.log_in("mallory", "guess").unwrap_err().contains("no account"));
    }
    mallory.log_in("MALLORY", "correct horse battery").expect("nine failures still let the owner in");
    for _ in 0..10 {
        assert!(
            mallory.log_in("mallory", "guess").unwrap_err().contains("no account"),
            "a success starts the count again"
        );
    }
    assert!(mallory.log_in("mallory", "correct horse battery").unwrap_err().contains("wait"), "the tenth stops it");
    assert_eq!(alice.me().expect("me").name, "alice");
    for hostile in ["Robert'); DROP TABLE accounts;--", "<script>alert('x')</script>", "a\"b&c %00 ${x}"] {
        let mut player = service.signed_up(hostile);
        player.log_in(hostile, "correct horse battery").expect("logs in");
        assert_eq!(player.me().expect("me").name, hostile, "kept as typed");
    }
    assert!(service.client().guest("alice").unwrap_err().contains("account"));
    // A guest cannot play ranked, but hosts a private match that a friend joins by its code.
    let mut host = service.client();
    host.guest("<b>guest</b>").expect("a guest");
    assert!(host.ranked_join("tictactoe").unwrap_err().contains("sign up"));
    let request = NewMatch { game: "tictactoe".into(), preset: None, seats: vec!["human".into(); 2], take: Some(0) };
    let ticket = host.new_match(&request).expect("placed");
    let mut friend = service.client();
    friend.guest("friend").expect("a guest");
    let joined = friend.join(&ticket.code, None).expect("joins by code");
    assert_eq!(joined.seat, Some(1));
    let mut players = vec![seated(&ticket, "someone else"), seated(&joined, "friend")];
    let listed = host.matches().expect("matches");
    let listed = listed.iter().find(|m| m.code == ticket.code).expect("listed");
    assert_eq!(listed.players, [Some("<b>guest</b>".to_string()), Some("friend".to_string())], "the pass's name");
    let page = host.home_page().expect("the home page");
    assert!(page.contains("&lt;b&gt;guest&lt;/b&gt;") && !page.contains("<b>guest</b>"), "escaped:\n{page}");
    play_to_the_end(&mut players, &ticket.code, &X_WINS);
    let record = eventually(Duration::from_secs(10), "the record", || host.record(&ticket.code).ok());
    assert_eq!(record.moves, X_WINS);
    let log = service.log.lock().expect("log").join("\n");
    assert!(log.contains("account made: \"Robert'); DROP TABLE accounts;--\""), "{log}");
    // Fifty wrong passwords from one address, for any names, and its log-ins wait (twenty
    // came above); the name's own count was started again by its owner's log-in.
    for i in 0..30 {
        assert!(service.client().log_in(&format!("victim{i}"), "guess").unwrap_err().contains("no account"));
    }
    let refused = service.client().log_in("alice", "correct horse battery").unwrap_err();
    assert!(refused.contains("this address"), "{refused}");
}

#[test]
fn ranked_players_are_paired_rated_and_remembered() {
    let service = Service::start("ranked", 2);
    let (ann, ben) = (service.signed_up("ann"), service.signed_up("ben"));
    for player in [&ann, &ben] {
        assert!(matches!(player.ranked_join("tictactoe").expect("queued"), Queued::Waiting { .. }));
    }
    assert!(ann.ranked_join("robots").is_err(), "only two-player games are ranked");
    let tickets: Vec<(Ticket, String)> = [&ann, &ben]
        .iter()
        .map(|p| {
            eventually(Duration::from_secs(10), "paired", || match p.ranked_look("tictactoe").expect("look") {
                Queued::Matched { ticket, opponent, .. } => Some((ticket, opponent)),
                _ => None,
            })
        })
        .collect();
    assert_eq!(tickets[0].0.code, tickets[1].0.code);
    assert_eq!((tickets[0].1.as_str(), tickets[1].1.as_str()), ("ben", "ann"));
    let code = tickets[0].0.code.clone();
    // Seat 1 (x) wins: whoever the draw put there.
    let mut by_seat: Vec<(&Ticket, &str)> = vec![(&tickets[0].0, "ann"), (&tickets[1].0, "ben")];
    by_seat.sort_by_key(|(t, _)| t.seat);
    let (winner, loser) = (by_seat[0].1, by_seat[1].1);
    let mut players: Vec<Player> = by_seat.iter().map(|(t, name)| seated(t, name)).collect();
    play_to_the_end(&mut players, &code, &X_WINS);
    let rated = |name: &str| {
        let client = if name == "ann" { &ann } else { &ben };
        eventually(Duration::from_secs(10), "rated", || client.me().ok()?.ratings.first().cloned())
    };
    let (won, lost) = (rated(winner), rated(loser));
    assert!(won.rating > 1500.0 && lost.rating < 1500.0, "{won:?} {lost:?}");
    assert_eq!((won.games, lost.games), (1, 1));
    let board = ann.leaderboard("tictactoe").expect("leaderboard");
    assert_eq!(board.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), [winner, loser]);
    let history = ann.history(winner).expect("history");
    assert_eq!(history[0].code, code);
    assert_eq!(history[0].result.as_deref(), Some("win"));
    assert_eq!(history[0].opponents, [loser]);
    assert_eq!(history[0].rating_before, Some(1500.0));
    assert_eq!(history[0].rating_after, Some(won.rating));
    let record = ann.record(&code).expect("the record");
    let game = stratagem::net::hosted::host(&record).expect("replays");
    assert_eq!(game.outcome().and_then(|o| o.winner()).map(|s| s.0), Some(0));
    // After the match, new ones go to the least loaded server: one each.
    let request = NewMatch { game: "tictactoe".into(), preset: None, seats: vec!["human".into(); 2], take: Some(0) };
    let first = ann.new_match(&request).expect("placed");
    let second = ann.new_match(&request).expect("placed");
    assert_ne!(first.server, second.server, "both on the same server");
    assert_eq!(ann.servers().expect("servers").iter().map(|s| s.matches).collect::<Vec<_>>(), [1, 1]);
}

/// Three servers: the match's server killed, whichever of the other two takes it over, the
/// lobby's next tickets send both players there.
#[test]
fn a_lobby_match_whose_server_is_killed_is_found_again_through_the_lobby() {
    let mut service = Service::start("moved", 3);
    let (ann, ben) = (service.signed_up("ann"), service.signed_up("ben"));
    let request = NewMatch { game: "tictactoe".into(), preset: None, seats: vec!["human".into(); 2], take: Some(0) };
    let first = ann.new_match(&request).expect("placed");
    let code = first.code.clone();
    let tickets = [first, ben.join(&code, None).expect("joins")];
    let mut players: Vec<Player> = tickets.iter().zip(["ann", "ben"]).map(|(t, n)| seated(t, n)).collect();
    play(&mut players, 0, &code, X_WINS[0]);
    play(&mut players, 1, &code, X_WINS[1]);
    let held = service.servers.iter().position(|(_, address)| address.to_string() == tickets[0].server).expect("held");
    service.servers[held].0.kill().expect("SIGKILL");
    let killed = Instant::now();
    drop(players);
    // The lobby answers "moving" until another server took the match; then tickets go there.
    let moved: Vec<Ticket> = [(&ann, 0u8), (&ben, 1)]
        .iter()
        .map(|(client, seat)| {
            eventually(Duration::from_secs(15), "sent elsewhere", || {
                client.join(&code, Some(*seat)).ok().filter(|t| t.server != tickets[0].server)
            })
        })
        .collect();
    let mut players: Vec<Player> = moved.iter().zip(["ann", "ben"]).map(|(t, n)| seated(t, n)).collect();
    let back = killed.elapsed();
    println!("players back {} ms after the kill, through the lobby", back.as_millis());
    assert!(back < Duration::from_secs(10), "back after {back:?}");
    assert_eq!(players[0].record.as_ref().expect("the match").moves, &X_WINS[..2]);
    for (i, text) in X_WINS.iter().enumerate().skip(2) {
        play(&mut players, i % 2, &code, text);
    }
    let record = eventually(Duration::from_secs(10), "the record", || ann.record(&code).ok());
    assert_eq!(record.moves, X_WINS, "no move lost or doubled");
}

/// Updates the app and polls the players until `done` holds, for up to a minute (a window
/// notices a dead server when netcode's 15 s timeout runs out).
fn run_with(
    app: &mut bevy::prelude::App,
    players: &mut [Player],
    what: &str,
    done: impl Fn(&bevy::prelude::App, &[Player]) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(app, players) {
        assert!(Instant::now() < deadline, "{what}: not within a minute");
        app.update();
        for (i, message) in poll_all(players) {
            players[i].take(&message);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The window's side, headless: a ticket from the lobby takes the online page into the match,
/// its moves go through the app's move pipeline, and when the server holding the match is
/// killed, the window asks the lobby again and plays on at the server that took it over.
#[test]
fn the_window_follows_a_lobby_match_to_the_server_that_took_it_over() {
    use stratagem::core::Game as _;
    use stratagem::games::tictactoe::TicTacToe;
    use stratagem::net::lobby_page::EnterMatch;
    use stratagem::net::window::{Online, OnlinePlugin};
    use stratagem::shell::{Match, MoveRequest, Pace};
    let mut service = Service::start("window", 2);
    let (window, ben) = (service.signed_up("window"), service.signed_up("ben"));
    let request = NewMatch { game: "tictactoe".into(), preset: None, seats: vec!["human".into(); 2], take: Some(0) };
    let ticket = window.new_match(&request).expect("placed");
    let code = ticket.code.clone();
    let mut app = stratagem::app::headless_app(None);
    app.add_plugins(OnlinePlugin);
    app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
    app.world_mut().write_message(EnterMatch { ticket: ticket.clone(), watch: false, lobby: window.clone() });
    let mut players = vec![seated(&ben.join(&code, None).expect("joins"), "ben")];
    let moves_in_app = |n: usize| {
        move |app: &bevy::prelude::App, _: &[Player]| {
            app.world().get_resource::<Match<TicTacToe>>().is_some_and(|m| m.history.len() >= n)
        }
    };
    let window_moves = |app: &mut bevy::prelude::App, text: &str| {
        let game = app.world().resource::<Match<TicTacToe>>();
        let (seat, mv) = (game.state.to_move(), game.state.parse_move(text).expect("legal"));
        let request = MoveRequest::<TicTacToe> { game: game.id, revision: game.revision, seat, mv, note: None };
        app.world_mut().write_message(request);
    };
    run_with(&mut app, &mut players, "the game screen opened on the match", moves_in_app(0));
    window_moves(&mut app, "x@r1c1");
    run_with(&mut app, &mut players, "ben heard the window's move", |_, p| p[0].revision >= 1);
    let held = service.servers.iter().position(|(_, a)| a.to_string() == ticket.server).expect("held");
    service.servers[held].0.kill().expect("SIGKILL");
    let killed = Instant::now();
    drop(players);
    // Ben comes back through the lobby too, and answers: the window hears it at the new server.
    let moved = eventually(Duration::from_secs(15), "moved", || {
        ben.join(&code, None).ok().filter(|t| t.server != ticket.server)
    });
    let mut players = vec![seated(&moved, "ben")];
    assert_eq!(players[0].record.as_ref().expect("the match").moves, ["x@r1c1"]);
    play(&mut players, 0, &code, "o@r2c1");
    run_with(&mut app, &mut players, "the window rejoined at the other server", moves_in_app(2));
    assert_eq!(app.world().resource::<Online>().address, moved.server, "the lobby sent the window there");
    println!("the window was back {} ms after the kill", killed.elapsed().as_millis());
    window_moves(&mut app, "x@r1c2");
    run_with(&mut app, &mut players, "ben heard the window's move at the new server", |_, p| p[0].revision >= 3);
}
