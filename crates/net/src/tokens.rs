//! Connect tokens. netcode's secure mode lets in only a client holding a token sealed with the
//! server's private key, and encrypts every packet with keys the token carries; so the token
//! must reach its client unseen. A server hands them out itself over TLS (`POST /token` on
//! the TCP port of the same number as its UDP one): a friend's match needs no other service.

use super::protocol::NETCODE_PROTOCOL_ID;
use super::secure::{Identity, Trust};
use renetcode::{ConnectToken, NETCODE_KEY_BYTES, NETCODE_USER_DATA_BYTES};
use rustls::{ServerConfig, ServerConnection, StreamOwned};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, SystemTime};

/// Seconds a token may be used to connect after it was issued: long enough for a slow
/// handshake, too short to be worth stealing from a screen.
pub const TOKEN_LIFETIME: u64 = 30;

/// Seconds without a packet after which either end drops the connection. Both ends hear from
/// each other at least every tenth of a second, so 6 s of silence means the other end is gone:
/// a window whose server died asks the lobby where its match went after that long (with 15 s,
/// players were back only 17 s after a kill).
const CONNECTION_TIMEOUT: i32 = 6;

/// How long one side of the token exchange may take to send its part.
const EXCHANGE_TIMEOUT: Duration = Duration::from_secs(5);

/// Token requests answered at once; more wait in the listener's queue (the service has
/// threads of its own, so a flood of TLS handshakes never holds up the server's loop).
const MAX_EXCHANGES: usize = 64;

/// The largest request or answer head read.
const MAX_HEAD: usize = 8 * 1024;

/// A connect token's wire size.
const TOKEN_BYTES: usize = 2048;

/// Seconds since the Unix epoch, which netcode wants as its clock.
pub fn unix_time() -> Duration {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default()
}

/// What a server's tokens say: its private key, and the addresses a client is to send to.
pub struct Issuer {
    key: [u8; NETCODE_KEY_BYTES],
    /// Addresses given with `--public` (a server behind NAT, a relay); none: the address the
    /// client reached the token service at.
    public: Vec<SocketAddr>,
    /// The address the UDP socket is bound to, also in every token: netcode lets in a token
    /// only if it names one of the server's addresses, and a server bound to 0.0.0.0 cannot
    /// list every address it is reached at.
    bind: SocketAddr,
}

impl Issuer {
    pub fn new(key: [u8; NETCODE_KEY_BYTES], bind: SocketAddr, public: Vec<SocketAddr>) -> Issuer {
        Issuer { key, public, bind }
    }

    /// The addresses the netcode server answers to.
    pub fn server_addresses(&self) -> Vec<SocketAddr> {
        let mut addresses = self.public.clone();
        addresses.push(self.bind);
        addresses
    }

    /// A token issued `now` (Unix time) to a new client, which reached the service at
    /// `reached` (on the UDP port's number); `user_data` travels sealed to the server.
    pub fn issue(
        &self,
        now: Duration,
        reached: Option<SocketAddr>,
        user_data: Option<&[u8; NETCODE_USER_DATA_BYTES]>,
    ) -> Result<ConnectToken, String> {
        let mut addresses = match (self.public.is_empty(), reached) {
            (true, Some(reached)) => vec![SocketAddr::new(reached.ip(), self.bind.port())],
            _ => self.public.clone(),
        };
        if !addresses.contains(&self.bind) {
            addresses.push(self.bind);
        }
        let client_id = rand::random::<u64>();
        ConnectToken::generate(
            now,
            NETCODE_PROTOCOL_ID,
            TOKEN_LIFETIME,
            client_id,
            CONNECTION_TIMEOUT,
            addresses,
            user_data,
            &self.key,
        )
        .map_err(|e| format!("cannot issue a token: {e}"))
    }
}

/// The token service of a server, on a thread of its own: stopped when dropped.
pub struct TokenService {
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl TokenService {
    /// Answers token requests on `listener`, over TLS with `identity`.
    pub fn start(listener: TcpListener, identity: &Identity, issuer: Issuer) -> Result<TokenService, String> {
        let tls = identity.server_config()?;
        listener.set_nonblocking(true).map_err(|e| e.to_string())?;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let issuer = Arc::new(issuer);
        let busy = Arc::new(AtomicUsize::new(0));
        let thread = std::thread::Builder::new()
            .name("stratagem-tokens".into())
            .spawn(move || {
                while !flag.load(Ordering::Relaxed) {
                    if busy.load(Ordering::SeqCst) >= MAX_EXCHANGES {
                        std::thread::sleep(Duration::from_millis(1));
                        continue;
                    }
                    match listener.accept() {
                        Ok((stream, _)) => exchange_on_thread(stream, &tls, &issuer, &busy),
                        Err(_) => std::thread::sleep(Duration::from_millis(5)),
                    }
                }
            })
            .map_err(|e| format!("cannot start the token service: {e}"))?;
        Ok(TokenService { stop, thread: Some(thread) })
    }
}

impl Drop for TokenService {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Answers one connection on a thread of its own, counted in `busy` while it runs.
fn exchange_on_thread(stream: TcpStream, tls: &Arc<ServerConfig>, issuer: &Arc<Issuer>, busy: &Arc<AtomicUsize>) {
    busy.fetch_add(1, Ordering::SeqCst);
    let (tls, issuer, done) = (tls.clone(), issuer.clone(), busy.clone());
    let spawned = std::thread::Builder::new().name("stratagem-token".into()).spawn(move || {
        let _ = answer(stream, tls, &issuer);
        done.fetch_sub(1, Ordering::SeqCst);
    });
    if spawned.is_err() {
        busy.fetch_sub(1, Ordering::SeqCst);
    }
}

/// One request over TLS: `POST /token` gets a token, anything else an HTTP error.
fn answer(stream: TcpStream, tls: Arc<ServerConfig>, issuer: &Issuer) -> Result<(), String> {
    stream.set_nonblocking(false).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(EXCHANGE_TIMEOUT)).map_err(|e| e.to_string())?;
    stream.set_write_timeout(Some(EXCHANGE_TIMEOUT)).map_err(|e| e.to_string())?;
    let reached = stream.local_addr().ok();
    let connection = ServerConnection::new(tls).map_err(|e| e.to_string())?;
    let mut tls = StreamOwned::new(connection, stream);
    let head = read_head(&mut tls)?;
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut request = httparse::Request::new(&mut headers);
    let reply = match request.parse(&head) {
        Ok(httparse::Status::Complete(_)) => match (request.method, request.path) {
            (Some("POST"), Some("/token")) => match issuer.issue(unix_time(), reached, None) {
                Ok(token) => {
                    let mut body = Vec::with_capacity(TOKEN_BYTES);
                    token.write(&mut body).map_err(|e| e.to_string())?;
                    reply(200, "OK", "application/octet-stream", &body)
                }
                Err(why) => reply(500, "Internal Server Error", "text/plain", why.as_bytes()),
            },
            (_, Some("/token")) => reply(405, "Method Not Allowed", "text/plain", b"POST for a token"),
            _ => reply(404, "Not Found", "text/plain", b"no such page"),
        },
        _ => reply(400, "Bad Request", "text/plain", b"not an HTTP request"),
    };
    tls.write_all(&reply).map_err(|e| e.to_string())?;
    tls.conn.send_close_notify();
    tls.flush().map_err(|e| e.to_string())
}

fn reply(status: u16, reason: &str, kind: &str, body: &[u8]) -> Vec<u8> {
    let head = format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    [head.as_bytes(), body].concat()
}

/// Reads up to the blank line that ends an HTTP head (and whatever came with it).
fn read_head(from: &mut impl Read) -> Result<Vec<u8>, String> {
    let mut head = Vec::new();
    let mut chunk = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        if head.len() > MAX_HEAD {
            return Err("a head too long".into());
        }
        match from.read(&mut chunk) {
            Ok(0) => return Err("closed before the end of the head".into()),
            Ok(n) => head.extend_from_slice(&chunk[..n]),
            Err(e) => return Err(e.to_string()),
        }
    }
    Ok(head)
}

/// Asks the server at `server` for a connect token over TLS, trusting its certificate as
/// `trust` says.
pub fn fetch_token(server: SocketAddr, trust: &Trust) -> Result<ConnectToken, String> {
    let failed = |e: &dyn std::fmt::Display| format!("no token from {server}: {e}");
    let stream = TcpStream::connect_timeout(&server, EXCHANGE_TIMEOUT).map_err(|e| failed(&e))?;
    stream.set_read_timeout(Some(EXCHANGE_TIMEOUT)).map_err(|e| failed(&e))?;
    stream.set_write_timeout(Some(EXCHANGE_TIMEOUT)).map_err(|e| failed(&e))?;
    let name = rustls::pki_types::ServerName::IpAddress(server.ip().into());
    let connection = rustls::ClientConnection::new(trust.client_config(server), name).map_err(|e| failed(&e))?;
    let mut tls = StreamOwned::new(connection, stream);
    let request = format!("POST /token HTTP/1.1\r\nHost: {server}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    tls.write_all(request.as_bytes()).map_err(|e| failed(&e))?;
    let mut answer = Vec::new();
    tls.take((MAX_HEAD + TOKEN_BYTES) as u64).read_to_end(&mut answer).map_err(|e| failed(&e))?;
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut response = httparse::Response::new(&mut headers);
    let body = match response.parse(&answer) {
        Ok(httparse::Status::Complete(length)) => &answer[length..],
        _ => return Err(failed(&"an answer that is not HTTP")),
    };
    if response.code != Some(200) {
        let why = String::from_utf8_lossy(body);
        return Err(failed(&format!("{} {}", response.code.unwrap_or(0), why.trim())));
    }
    ConnectToken::read(&mut &body[..]).map_err(|e| failed(&format!("a token that cannot be read: {e}")))
}
