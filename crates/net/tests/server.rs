//! `stratagem-server`, the windowless server, as a host runs it: it listens, two clients play
//! a match of tic-tac-toe through it, and Ctrl+C (SIGINT) or SIGTERM stops it cleanly. Unix
//! only: the tests send the signals themselves.
#![cfg(unix)]

use std::io::BufRead;
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};
use stratagem_games::catalog;
use stratagem_net::client::Connection;
use stratagem_net::protocol::{ToClient, ToServer};
use stratagem_net::secure::Trust;
use stratagem_session::Controller;

/// Polls the clients until `until` holds for something one of them heard, or panics after 30 s.
fn wait_for(clients: &mut [Connection], mut until: impl FnMut(usize, &ToClient) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        for (i, client) in clients.iter_mut().enumerate() {
            assert_eq!(client.closed(), None, "client {i} lost its connection");
            for message in client.poll() {
                if let ToClient::Refused { why, .. } = &message {
                    panic!("refused: {why}");
                }
                if until(i, &message) {
                    return;
                }
            }
        }
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_millis(1));
    }
}

type Lines = std::io::Lines<std::io::BufReader<ChildStdout>>;

/// `stratagem-server` on loopback at `port`, keeping its matches in `data`, once it listens:
/// the server, its first line and the rest of its output.
fn start(port: u16, data: &Path) -> (Child, String, Lines) {
    let _ = std::fs::remove_dir_all(data);
    let mut server = Command::new(env!("CARGO_BIN_EXE_stratagem-server"))
        .args(["--bind", "127.0.0.1", "--port", &port.to_string(), "--data"])
        .arg(data)
        .stdout(Stdio::piped())
        .spawn()
        .expect("stratagem-server starts");
    let mut lines = std::io::BufReader::new(server.stdout.take().expect("its output")).lines();
    let listening = lines.next().and_then(Result::ok).unwrap_or_default();
    assert!(listening.contains("listening on"), "{listening}");
    (server, listening, lines)
}

/// Sends `signal` to the server and checks that it stopped cleanly, saying so last.
fn stop(mut server: Child, lines: Lines, signal: libc::c_int, data: &Path) {
    // SAFETY: a signal to the child this test started and still owns.
    unsafe {
        libc::kill(server.id() as libc::pid_t, signal);
    }
    let status = server.wait().expect("it stops");
    let log: Vec<String> = lines.map_while(Result::ok).collect();
    assert!(status.success(), "{status}: {log:?}");
    assert!(log.last().is_some_and(|l| l.ends_with("stopped")), "{log:?}");
    let _ = std::fs::remove_dir_all(data);
}

#[test]
fn the_windowless_server_hosts_a_match_and_stops_on_ctrl_c() {
    let port = std::net::UdpSocket::bind("127.0.0.1:0").and_then(|s| s.local_addr()).expect("a free port").port();
    let data = std::env::temp_dir().join(format!("stratagem-server-bin-{}", std::process::id()));
    let (server, listening, lines) = start(port, &data);
    let fingerprint = listening.rsplit_once("certificate ").map(|(_, f)| f.trim().to_string()).expect("a fingerprint");
    let trust = Trust::Fingerprint(fingerprint);
    let address: SocketAddr = ([127, 0, 0, 1], port).into();
    let mut clients: Vec<Connection> =
        ["a", "b"].iter().map(|name| Connection::connect(address, name, &trust).expect("connects")).collect();
    let mut welcomed = 0;
    wait_for(&mut clients, |_, m| {
        welcomed += matches!(m, ToClient::Welcome { .. }) as usize;
        welcomed == 2
    });
    let mut setup = catalog().default_setup("tictactoe").expect("tic-tac-toe is registered");
    setup.seats.iter_mut().for_each(|seat| *seat = Controller::Human);
    clients[0].send(&ToServer::Create { setup: setup.record(Vec::new()), take: Some(0) });
    let (mut code, mut tokens) = (String::new(), vec![String::new(); 2]);
    wait_for(&mut clients, |_, m| match m {
        ToClient::Joined { code: c, token, .. } => {
            code = c.clone();
            tokens[0] = token.clone().expect("a seat's token");
            true
        }
        _ => false,
    });
    clients[1].send(&ToServer::Join { code: code.clone(), seat: Some(1) });
    wait_for(&mut clients, |i, m| match m {
        ToClient::Joined { token, .. } if i == 1 => {
            tokens[1] = token.clone().expect("a seat's token");
            true
        }
        _ => false,
    });
    for (revision, text) in ["x@r2c2", "o@r1c1", "x@r1c2"].iter().enumerate() {
        let i = revision % 2;
        let (code, token) = (code.clone(), tokens[i].clone());
        clients[i].send(&ToServer::Move { code, token, revision: revision as u32, text: text.to_string() });
        wait_for(&mut clients, |who, m| who == 1 - i && matches!(m, ToClient::Applied { .. }));
    }

    stop(server, lines, libc::SIGINT, &data);
}

/// SIGTERM, what systemd and `docker stop` send, stops the server as cleanly as Ctrl+C.
#[test]
fn the_windowless_server_stops_cleanly_on_sigterm() {
    let data = std::env::temp_dir().join(format!("stratagem-server-term-{}", std::process::id()));
    let (server, _, lines) = start(0, &data);
    stop(server, lines, libc::SIGTERM, &data);
}
