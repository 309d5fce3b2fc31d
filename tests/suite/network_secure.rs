//! Encrypted play: netcode's secure mode with connect tokens fetched over TLS. What a stranger
//! on the path sees, and the tokens a server refuses.

use super::network::{collecting_log, play_over_loopback, serve_at};
use std::net::{SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stratagem::net::client::Connection;
use stratagem::net::lobby::LobbyConfig;
use stratagem::net::protocol::ToClient;
use stratagem::net::secure::{Identity, Trust};
use stratagem::net::server::{Endpoint, ServerThread};
use stratagem::net::tokens::{Issuer, TOKEN_LIFETIME, fetch_token, unix_time};

/// A UDP relay on loopback, as a router on the path: each client gets an upstream socket of its
/// own towards the server (as behind NAT), and every byte passed either way is kept.
struct Relay {
    address: SocketAddr,
    passed: Arc<Mutex<Vec<u8>>>,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Relay {
    /// Relays what comes to `front` on to `server`, and the answers back.
    fn run(front: UdpSocket, server: SocketAddr) -> Relay {
        let address = front.local_addr().expect("an address");
        front.set_nonblocking(true).expect("non-blocking");
        let (passed, stop) = (Arc::new(Mutex::new(Vec::new())), Arc::new(AtomicBool::new(false)));
        let (kept, stopping) = (passed.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            let mut upstream: Vec<(SocketAddr, UdpSocket)> = Vec::new();
            let mut buffer = [0u8; 2048];
            while !stopping.load(Ordering::Relaxed) {
                let mut idle = true;
                while let Ok((length, from)) = front.recv_from(&mut buffer) {
                    idle = false;
                    kept.lock().expect("kept").extend_from_slice(&buffer[..length]);
                    if !upstream.iter().any(|(client, _)| *client == from) {
                        let socket = UdpSocket::bind("127.0.0.1:0").expect("an upstream socket");
                        socket.set_nonblocking(true).expect("non-blocking");
                        upstream.push((from, socket));
                    }
                    let (_, socket) = upstream.iter().find(|(client, _)| *client == from).expect("just added");
                    let _ = socket.send_to(&buffer[..length], server);
                }
                for (client, socket) in &upstream {
                    while let Ok((length, _)) = socket.recv_from(&mut buffer) {
                        idle = false;
                        kept.lock().expect("kept").extend_from_slice(&buffer[..length]);
                        let _ = front.send_to(&buffer[..length], client);
                    }
                }
                if idle {
                    std::thread::sleep(Duration::from_micros(200));
                }
            }
        });
        Relay { address, passed, stop, thread: Some(thread) }
    }

    fn passed(&self) -> Vec<u8> {
        self.passed.lock().expect("passed").clone()
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// A free port on loopback, for UDP and TCP both.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("an address").port()
}

/// A match played to its end through a relay: the relay passed the whole match, and none of
/// it can be read there, neither the messages, nor the match's code, nor a seat's token.
#[test]
fn a_relay_on_the_path_reads_no_move_and_no_token() {
    let front = UdpSocket::bind("127.0.0.1:0").expect("a socket");
    let server: SocketAddr = ([127, 0, 0, 1], free_port()).into();
    let public = vec![front.local_addr().expect("an address")];
    let relay = Relay::run(front, server);
    let endpoint = Endpoint { address: server, public, identity: None, secret: None };
    let secrets = play_over_loopback("tictactoe", endpoint);
    let passed = relay.passed();
    assert!(passed.len() > 2_000, "the match did not go through the relay ({} bytes)", passed.len());
    let words = ["Hello(", "Create(", "Joined(", "Move(", "Applied(", "Ended(", "tictactoe"];
    for secret in secrets.iter().map(String::as_str).chain(words) {
        assert!(!contains(&passed, secret.as_bytes()), "the relay read '{secret}'");
    }
}

/// The key the refusal test's server seals tokens with, as a lobby would share it.
const SECRET: [u8; 32] = *b"stratagem-test-token-secret-0001";

/// Polls connections for `time`; which of them were welcomed.
fn welcomed_within(connections: &mut [Connection], time: Duration) -> Vec<bool> {
    let mut welcomed = vec![false; connections.len()];
    let end = Instant::now() + time;
    while Instant::now() < end {
        for (i, connection) in connections.iter_mut().enumerate() {
            welcomed[i] |= connection.poll().iter().any(|m| matches!(m, ToClient::Welcome { .. }));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    welcomed
}

/// A genuine token lets its client in; a forged one (sealed with another key), an expired one,
/// one for another server's address, and a genuine one used again from another socket do not.
#[test]
fn forged_expired_wrong_server_and_replayed_tokens_are_refused() {
    let address: SocketAddr = "127.0.0.1:0".parse().expect("an address");
    let endpoint = Endpoint { address, public: Vec::new(), identity: None, secret: Some(SECRET) };
    let (server, log) = serve_at(endpoint, LobbyConfig::default());
    let trust = Trust::Fingerprint(server.fingerprint.clone());
    let genuine = fetch_token(server.address, &trust).expect("a token");
    let now = unix_time();
    let forged = Issuer::new(*b"not-the-server-key-at-all-000000", server.address, Vec::new())
        .issue(now, None, None)
        .expect("a token");
    let expired = Issuer::new(SECRET, server.address, Vec::new())
        .issue(now - Duration::from_secs(TOKEN_LIFETIME + 60), None, None)
        .expect("a token");
    // Sealed with the right key for a server at the relay's address; the relay takes it here.
    let relay = Relay::run(UdpSocket::bind("127.0.0.1:0").expect("a socket"), server.address);
    let elsewhere = Issuer::new(SECRET, relay.address, Vec::new()).issue(now, None, None).expect("a token");
    let mut first = vec![Connection::with_token(genuine.clone(), "genuine").expect("a socket")];
    assert_eq!(welcomed_within(&mut first, Duration::from_secs(2)), [true], "the genuine token");
    let mut refused: Vec<Connection> = [forged, expired, elsewhere, genuine]
        .into_iter()
        .map(|token| Connection::with_token(token, "intruder").expect("a socket"))
        .collect();
    assert_eq!(welcomed_within(&mut refused, Duration::from_secs(3)), [false; 4]);
    assert!(!relay.passed().is_empty(), "the wrong server's token was never sent");
    let greeted = log.lock().expect("log").iter().filter(|l| l.contains("connected")).count();
    assert_eq!(greeted, 1, "{:?}", log.lock().expect("log"));
}

/// A client that trusts a server's first certificate refuses another one later at the same
/// address, in words that say why.
#[test]
fn a_changed_certificate_is_refused_after_first_use() {
    let known = std::env::temp_dir().join(format!("stratagem-known-{}.ron", std::process::id()));
    let _ = std::fs::remove_file(&known);
    let trust = Trust::FirstUse(known.clone());
    let port = free_port();
    let serve = |identity: Identity| {
        let address: SocketAddr = ([127, 0, 0, 1], port).into();
        let endpoint = Endpoint { address, public: Vec::new(), identity: Some(identity), secret: None };
        ServerThread::start(endpoint, LobbyConfig::default(), collecting_log().0).expect("a server")
    };
    let server = serve(Identity::self_signed().expect("a certificate"));
    fetch_token(server.address, &trust).expect("trusted on first use");
    fetch_token(server.address, &trust).expect("trusted again");
    assert!(std::fs::read_to_string(&known).expect("remembered").contains(&server.fingerprint));
    drop(server);
    let impostor = serve(Identity::self_signed().expect("a certificate"));
    let why = fetch_token(impostor.address, &trust).expect_err("another certificate");
    assert!(why.contains("another certificate than the first time"), "{why}");
    let _ = std::fs::remove_file(&known);
}
