//! The server: the lobby behind renet's netcode transport on a UDP port, with a rate limit
//! per connection and computer seats deciding on threads of their own.

use super::hosted::Thinking;
use super::lobby::{ClientId, Lobby, LobbyConfig, Out};
use super::pass::Pass;
use super::protocol::{CHANNEL, MAX_CLIENT_MESSAGE, NETCODE_PROTOCOL_ID, ToClient, ToServer, decode, encode};
use super::secure::Identity;
use super::store::postgres::PostgresStore;
use super::tokens::{Issuer, TokenService, unix_time};
use super::transport::ServerTransport;
use renet::{ChannelConfig, ConnectionConfig, RenetServer, SendType, ServerEvent};
use renetcode::{NETCODE_KEY_BYTES, ServerAuthentication, ServerConfig};
use std::collections::{BTreeSet, HashMap};
use std::net::{SocketAddr, TcpListener, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};
use stratagem_core::Text;

/// netcode's ceiling on connections per server.
pub const MAX_CONNECTIONS: usize = 1024;

/// Refusals for flooding before the connection is closed.
const FLOOD_STRIKES: u32 = 20;

/// The renet channels both ends use: one reliable ordered channel each way, with room for a
/// snapshot from the server and a little for a client's requests.
pub fn connection_config() -> ConnectionConfig {
    let channel = |bytes: usize| {
        vec![ChannelConfig {
            channel_id: CHANNEL,
            max_memory_usage_bytes: bytes,
            // Acknowledgements come every `ACK_INTERVAL` (100 ms) at least.
            send_type: SendType::ReliableOrdered { resend_time: Duration::from_millis(300) },
        }]
    };
    ConnectionConfig {
        available_bytes_per_tick: 256 * 1024,
        server_channels_config: channel(8 * 1024 * 1024),
        client_channels_config: channel(256 * 1024),
    }
}

/// A connection's allowance of messages.
struct Bucket {
    tokens: f64,
    at: Instant,
    strikes: u32,
    rate: f64,
}

impl Bucket {
    /// `rate` messages a second on average, in bursts of twice as many.
    fn new(now: Instant, rate: f64) -> Bucket {
        Bucket { tokens: 2.0 * rate, at: now, strikes: 0, rate }
    }

    fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(2.0 * self.rate);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A computer seat's move, back from its thread.
struct Decided {
    code: String,
    revision: u32,
    text: Option<String>,
}

/// Where log lines go: standard output in `serve`, a list in tests.
pub type LogSink = Box<dyn FnMut(&str) + Send>;

/// A running server.
pub struct Server {
    renet: RenetServer,
    transport: ServerTransport,
    /// Connections sent something in this turn of the loop: their packets go out at its end.
    touched: BTreeSet<ClientId>,
    /// What the lobby said in this turn of the loop, held until the store has kept the turn's
    /// moves: nobody hears of a move the store might still lose.
    held: Vec<(ClientId, ToClient)>,
    lobby: Lobby,
    buckets: HashMap<ClientId, Bucket>,
    decided: (Sender<Decided>, Receiver<Decided>),
    address: SocketAddr,
    log: LogSink,
    last: Instant,
    next_tick: Instant,
    closing: Vec<(ClientId, Instant)>,
    /// Hands out connect tokens while the server runs.
    _tokens: TokenService,
    /// The SHA-256 of the server's certificate, which clients trust.
    fingerprint: String,
}

/// Where a server listens and how it presents itself.
pub struct Endpoint {
    /// The UDP address for play; the token service takes the TCP port of the same number.
    pub address: SocketAddr,
    /// Where clients are to send, when not where they reached the server (behind NAT, a relay).
    pub public: Vec<SocketAddr>,
    /// The TLS certificate and key; `None`: the one kept in the data folder's `tls/`, or one
    /// made for this run when the server keeps no data.
    pub identity: Option<Identity>,
    /// The private key connect tokens are sealed with, for a server that shares it with
    /// whoever issues its tokens; `None`: a new one each run (the server issues its own).
    pub secret: Option<[u8; NETCODE_KEY_BYTES]>,
}

impl From<SocketAddr> for Endpoint {
    fn from(address: SocketAddr) -> Endpoint {
        Endpoint { address, public: Vec::new(), identity: None, secret: None }
    }
}

/// The UDP socket and the TCP listener of one port number; with port 0, the first free number
/// free for both.
fn bind_pair(address: SocketAddr) -> Result<(UdpSocket, TcpListener), String> {
    let mut attempts = 0;
    loop {
        attempts += 1;
        let listener =
            TcpListener::bind(address).map_err(|e| format!("cannot listen on {address} (TCP, for tokens): {e}"))?;
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        match UdpSocket::bind(SocketAddr::new(address.ip(), port)) {
            Ok(socket) => return Ok((socket, listener)),
            Err(_) if address.port() == 0 && attempts < 20 => continue,
            Err(e) => return Err(format!("cannot listen on {address} (UDP): {e}")),
        }
    }
}

impl Server {
    /// Listens where `endpoint` says (port 0: any free port) and resumes the matches in the
    /// lobby's data folder.
    pub fn bind(endpoint: impl Into<Endpoint>, config: LobbyConfig, mut log: LogSink) -> Result<Server, String> {
        let endpoint = endpoint.into();
        let (socket, listener) = bind_pair(endpoint.address)?;
        let address = socket.local_addr().map_err(|e| e.to_string())?;
        let identity = match endpoint.identity {
            Some(identity) => identity,
            None => match &config.data {
                Some(data) => Identity::kept_in(&data.join("tls"))?,
                None => Identity::self_signed()?,
            },
        };
        let key = endpoint.secret.unwrap_or_else(rand::random);
        let public = endpoint.public.clone();
        let issuer = Issuer::new(key, address, endpoint.public);
        let netcode = ServerConfig {
            current_time: unix_time(),
            // netcode keeps a token slot per connection and refuses more than it has.
            max_clients: MAX_CONNECTIONS,
            protocol_id: NETCODE_PROTOCOL_ID,
            public_addresses: issuer.server_addresses(),
            authentication: ServerAuthentication::Secure { private_key: key },
        };
        let fingerprint = identity.fingerprint();
        let tokens = TokenService::start(listener, &identity, issuer)?;
        let transport = ServerTransport::new(netcode, socket).map_err(|e| e.to_string())?;
        let now = Instant::now();
        let (lobby, out) = match config.database.clone() {
            Some(url) => {
                let mut store = PostgresStore::connect(&url, config.lease)?;
                // Players reach it at its first public address, else where it is bound (a
                // server bound to every address and given none is not placed on by a lobby).
                let reached = public.first().copied().or(Some(address).filter(|a| !a.ip().is_unspecified()));
                if let Some(reached) = reached {
                    store.publish(reached, config.max_matches)?;
                }
                Lobby::with_store(config, Box::new(store), now)
            }
            None => Lobby::open(config, now),
        };
        log(&format!("listening on {address} (UDP, and TCP for tokens); certificate {fingerprint}"));
        let mut server = Server {
            renet: RenetServer::new(connection_config()),
            transport,
            touched: BTreeSet::new(),
            held: Vec::new(),
            lobby,
            buckets: HashMap::new(),
            decided: channel(),
            address,
            log,
            last: now,
            next_tick: now,
            closing: Vec::new(),
            _tokens: tokens,
            fingerprint,
        };
        server.carry_out(out);
        Ok(server)
    }

    pub fn address(&self) -> SocketAddr {
        self.address
    }

    pub fn lobby(&self) -> &Lobby {
        &self.lobby
    }

    /// Receives what arrived, answers it and sends: one turn of the server's loop.
    pub fn step(&mut self) {
        let now = Instant::now();
        let elapsed = now - self.last;
        self.last = now;
        self.renet.update(elapsed);
        let heard = self.transport.update(elapsed, &mut self.renet, CHANNEL);
        for (client, bytes) in heard.last_words {
            self.receive(client, &bytes, now);
        }
        while let Some(event) = self.renet.get_event() {
            match event {
                ServerEvent::ClientConnected { client_id } => {
                    self.buckets.insert(client_id, Bucket::new(now, self.lobby.config().max_rate));
                    self.lobby.connected(client_id, now);
                    if let Some(pass) = self.transport.user_data(client_id).and_then(|d| Pass::from_user_data(&d)) {
                        self.lobby.vouched(client_id, pass);
                    }
                }
                ServerEvent::ClientDisconnected { client_id, .. } => {
                    self.buckets.remove(&client_id);
                    let out = self.lobby.disconnected(client_id, now);
                    self.carry_out(out);
                }
            }
        }
        for client in heard.from {
            while let Some(bytes) = self.renet.receive_message(client, CHANNEL) {
                self.receive(client, &bytes, now);
            }
        }
        while let Ok(decided) = self.decided.1.try_recv() {
            let out = self.lobby.computer_moved(&decided.code, decided.revision, decided.text, now);
            self.carry_out(out);
        }
        if now >= self.next_tick {
            self.next_tick = now + Duration::from_millis(250);
            let out = self.lobby.tick(now);
            self.carry_out(out);
        }
        let renet = &mut self.renet;
        self.closing.retain(|&(client, at)| {
            let due = now.saturating_duration_since(at) > Duration::from_millis(500);
            if due {
                renet.disconnect(client);
            }
            !due
        });
        self.commit(now);
        let touched = std::mem::take(&mut self.touched);
        self.transport.send(&mut self.renet, touched, elapsed);
    }

    /// Has the store keep the turn's moves, then lets the held messages go, but for those about
    /// matches whose moves were not kept: the lobby has taken them back and says what instead.
    fn commit(&mut self, now: Instant) {
        let (withdrawn, out) = self.lobby.commit(now);
        let mut held = std::mem::take(&mut self.held);
        held.retain(|(_, message)| message.about().is_none_or(|code| !withdrawn.contains(code)));
        self.carry_out(out);
        held.append(&mut self.held);
        for (client, message) in held {
            self.send(client, &message);
        }
    }

    fn receive(&mut self, client: ClientId, bytes: &[u8], now: Instant) {
        let rate = self.lobby.config().max_rate;
        let bucket = self.buckets.entry(client).or_insert_with(|| Bucket::new(now, rate));
        if !bucket.take(now) {
            bucket.strikes += 1;
            let strikes = bucket.strikes;
            let why = Text::new("online-too-many-messages");
            self.send(client, &ToClient::refused(None, why));
            if strikes == FLOOD_STRIKES {
                (self.log)(&format!("client {client} closed for flooding"));
                self.closing.push((client, now));
            }
            return;
        }
        match decode::<ToServer>(bytes, MAX_CLIENT_MESSAGE) {
            Ok(message) => {
                let out = self.lobby.handle(client, message, now);
                self.carry_out(out);
            }
            Err(why) => {
                self.send(client, &ToClient::refused(None, Text::new("online-bad-message").with("problem", why)))
            }
        }
    }

    fn send(&mut self, client: ClientId, message: &ToClient) {
        if self.renet.is_connected(client) {
            self.renet.send_message(client, CHANNEL, encode(message));
            self.touched.insert(client);
        }
    }

    fn carry_out(&mut self, out: Vec<Out>) {
        for item in out {
            match item {
                Out::Send(client, message) => self.held.push((client, message)),
                Out::Close(client) => self.closing.push((client, Instant::now())),
                Out::Log(line) => (self.log)(&line),
                Out::Think { code, revision, thinking } => self.think(code, revision, thinking),
            }
        }
    }

    /// Runs a computer seat's decision on a thread of its own; one that cannot start is the
    /// lobby's to retry or replace.
    fn think(&mut self, code: String, revision: u32, thinking: Thinking) {
        let sender = self.decided.0.clone();
        let failed = code.clone();
        let spawned = std::thread::Builder::new().name("stratagem-server-ai".into()).spawn(move || {
            let text = std::panic::catch_unwind(std::panic::AssertUnwindSafe(thinking)).ok().flatten();
            let _ = sender.send(Decided { code, revision, text });
        });
        if let Err(error) = spawned {
            (self.log)(&format!("no thread for a computer player: {error}"));
            let out = self.lobby.computer_failed(&failed, revision, Instant::now());
            self.carry_out(out);
        }
    }

    /// Runs until `stop` is set, a turn every millisecond or so.
    pub fn run(&mut self, stop: &AtomicBool) {
        while !stop.load(Ordering::Relaxed) {
            self.step();
            std::thread::sleep(Duration::from_millis(1));
        }
        self.renet.disconnect_all();
        self.transport.send_all(&mut self.renet);
    }
}

/// A server on its own thread, for the window's "Host" and for tests: stopped and joined
/// when dropped.
pub struct ServerThread {
    pub address: SocketAddr,
    /// The server's certificate fingerprint, for clients to trust.
    pub fingerprint: String,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl ServerThread {
    pub fn start(endpoint: impl Into<Endpoint>, config: LobbyConfig, log: LogSink) -> Result<ServerThread, String> {
        let mut server = Server::bind(endpoint, config, log)?;
        let address = server.address();
        let fingerprint = server.fingerprint.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name("stratagem-server".into())
            .spawn(move || server.run(&flag))
            .map_err(|e| e.to_string())?;
        Ok(ServerThread { address, fingerprint, stop, thread: Some(thread) })
    }
}

impl Drop for ServerThread {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
