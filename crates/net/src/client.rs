//! A connection to a server, without Bevy: the window's online screens, the tests and the load
//! tool's bots all talk through it.

use super::protocol::{CHANNEL, MAX_SERVER_MESSAGE, PROTOCOL_VERSION, ToClient, ToServer, decode};
use super::secure::Trust;
use super::serve::DEFAULT_PORT;
use super::server::connection_config;
use super::tokens::{fetch_token, unix_time};
use super::transport::ACK_INTERVAL;
use renet::RenetClient;
use renet_netcode::{ClientAuthentication, NetcodeClientTransport};
use renetcode::ConnectToken;
use std::net::{SocketAddr, ToSocketAddrs, UdpSocket};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use stratagem_core::assets::quote;

/// How long connecting may take before it is given up.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// A server address as people write it: `host:port` or a host alone (the default port).
pub fn resolve(address: &str) -> Result<SocketAddr, String> {
    let address = address.trim();
    let with_port = if address.rsplit_once(':').is_some_and(|(_, p)| p.parse::<u16>().is_ok()) {
        address.to_string()
    } else {
        format!("{address}:{DEFAULT_PORT}")
    };
    with_port
        .to_socket_addrs()
        .map_err(|e| format!("'{}' is not an address: {e}", quote(address)))?
        .next()
        .ok_or_else(|| format!("'{}' has no address", quote(address)))
}

/// The name the operating system knows the user by (empty if it says none): a player's name
/// until they type another.
pub fn user_name() -> String {
    std::env::var("USER").or_else(|_| std::env::var("USERNAME")).unwrap_or_default()
}

/// One connection to a server. Call `poll` often (every frame, or every millisecond in a bot):
/// it moves the connection on and gives what the server said.
pub struct Connection {
    /// The token being fetched, on a thread: the window's frame never waits for TCP or TLS.
    fetching: Option<JoinHandle<Result<ConnectToken, String>>>,
    link: Option<Link>,
    last: Instant,
    started: Instant,
    name: String,
    greeted: bool,
    /// Why the connection ended, once it has.
    closed: Option<String>,
    last_flush: Instant,
}

/// The encrypted connection, once there is a token.
struct Link {
    renet: RenetClient,
    transport: NetcodeClientTransport,
    /// The transport's socket, looked at without reading it.
    watch: UdpSocket,
}

impl Link {
    /// netcode's secure mode with `token`, from a UDP socket of the family of the token's
    /// first address.
    fn open(token: ConnectToken) -> Result<Link, String> {
        let server = token.server_addresses[0].ok_or("a token without an address")?;
        let local: SocketAddr = if server.ip().is_loopback() {
            (std::net::Ipv4Addr::LOCALHOST, 0).into()
        } else if server.is_ipv6() {
            (std::net::Ipv6Addr::UNSPECIFIED, 0).into()
        } else {
            (std::net::Ipv4Addr::UNSPECIFIED, 0).into()
        };
        let socket = UdpSocket::bind(local).map_err(|e| format!("cannot open a UDP socket: {e}"))?;
        super::transport::widen_buffers(&socket);
        let watch = socket.try_clone().map_err(|e| format!("cannot open a UDP socket: {e}"))?;
        watch.set_nonblocking(true).map_err(|e| format!("cannot open a UDP socket: {e}"))?;
        let authentication = ClientAuthentication::Secure { connect_token: token };
        let transport = NetcodeClientTransport::new(unix_time(), authentication, socket)
            .map_err(|e| format!("cannot connect to {server}: {e}"))?;
        Ok(Link { renet: RenetClient::new(connection_config()), transport, watch })
    }
}

impl Connection {
    /// Starts connecting to `server` as `name`: a token from the server over TLS (its
    /// certificate trusted as `trust` says), then the encrypted connection; `Hello` goes out
    /// as soon as it is up.
    pub fn connect(server: SocketAddr, name: &str, trust: &Trust) -> Result<Connection, String> {
        let trust = trust.clone();
        let fetching = std::thread::Builder::new()
            .name("stratagem-token-fetch".into())
            .spawn(move || fetch_token(server, &trust))
            .map_err(|e| format!("cannot connect to {server}: {e}"))?;
        Ok(Connection::starting(Some(fetching), None, name))
    }

    /// Connects with a token got elsewhere (from a lobby, or a test's forgery).
    pub fn with_token(token: ConnectToken, name: &str) -> Result<Connection, String> {
        Ok(Connection::starting(None, Some(Link::open(token)?), name))
    }

    fn starting(
        fetching: Option<JoinHandle<Result<ConnectToken, String>>>,
        link: Option<Link>,
        name: &str,
    ) -> Connection {
        let now = Instant::now();
        Connection {
            fetching,
            link,
            last: now,
            started: now,
            name: name.to_string(),
            greeted: false,
            closed: None,
            last_flush: now,
        }
    }

    /// Whether the connection is up and `Hello` went out.
    pub fn ready(&self) -> bool {
        self.greeted && self.closed.is_none()
    }

    /// Why the connection ended, if it has.
    pub fn closed(&self) -> Option<&str> {
        self.closed.as_deref()
    }

    /// Whether a datagram from the network waits to be read: a bot with hundreds of
    /// connections polls those, and the others only when it has something to do.
    pub fn has_incoming(&self) -> bool {
        let mut byte = [0u8; 1];
        let Some(link) = &self.link else { return self.fetching.is_some() };
        !matches!(link.watch.peek_from(&mut byte), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
    }

    /// Sends a request at once, not at the next `poll`: a move waits for nothing on this side.
    pub fn send(&mut self, message: &ToServer) {
        let Some(link) = &mut self.link else { return };
        if link.renet.is_connected() {
            link.renet.send_message(CHANNEL, super::protocol::encode(message));
            self.flush(Instant::now());
        }
    }

    /// Sends every packet renet has for the server, acknowledgements included.
    fn flush(&mut self, now: Instant) {
        self.last_flush = now;
        let Some(link) = &mut self.link else { return };
        if let Err(error) = link.transport.send_packets(&mut link.renet) {
            self.closed.get_or_insert(format!("the connection failed: {error}"));
        }
    }

    /// Takes the token once its thread has it, and opens the encrypted connection with it.
    fn take_token(&mut self, now: Instant) {
        let Some(fetching) = self.fetching.take_if(|f| f.is_finished()) else {
            if self.fetching.is_some() && now.saturating_duration_since(self.started) > CONNECT_TIMEOUT {
                self.fetching = None;
                self.closed = Some(format!("no answer from the server in {} s", CONNECT_TIMEOUT.as_secs()));
            }
            return;
        };
        let found = fetching.join().unwrap_or_else(|_| Err("the token could not be fetched".into()));
        match found.and_then(Link::open) {
            Ok(link) => self.link = Some(link),
            Err(why) => self.closed = Some(why),
        }
    }

    /// Moves the connection on: receives, acknowledges, and gives the server's
    /// messages in order. A message that cannot be read ends the connection (the server and
    /// this client disagree about the protocol).
    pub fn poll(&mut self) -> Vec<ToClient> {
        let now = Instant::now();
        let elapsed = now - self.last;
        self.last = now;
        let mut messages = Vec::new();
        self.take_token(now);
        let Some(link) = self.link.as_mut().filter(|_| self.closed.is_none()) else { return messages };
        link.renet.update(elapsed);
        if let Err(error) = link.transport.update(elapsed, &mut link.renet) {
            self.closed = Some(format!("the connection failed: {error}"));
            return messages;
        }
        if link.renet.is_connected() && !self.greeted {
            self.greeted = true;
            let hello = ToServer::Hello { version: PROTOCOL_VERSION, name: self.name.clone() };
            link.renet.send_message(CHANNEL, super::protocol::encode(&hello));
            self.flush(now);
        }
        let Some(link) = self.link.as_mut() else { return messages };
        while let Some(bytes) = link.renet.receive_message(CHANNEL) {
            match decode::<ToClient>(&bytes, MAX_SERVER_MESSAGE) {
                Ok(message) => messages.push(message),
                Err(why) => {
                    self.closed = Some(format!("the server sent {why}: is it another version of Stratagem?"));
                    link.transport.disconnect();
                    return messages;
                }
            }
        }
        if let Some(reason) = link.renet.disconnect_reason() {
            self.closed = Some(format!("disconnected: {reason}"));
        } else if link.renet.is_connecting() && now.saturating_duration_since(self.started) > CONNECT_TIMEOUT {
            self.closed = Some(format!("no answer from the server in {} s", CONNECT_TIMEOUT.as_secs()));
        }
        // Packets go out when there is something to say, and acknowledgements every
        // `ACK_INTERVAL`: renet would send one each call, a packet per millisecond per bot.
        if now.saturating_duration_since(self.last_flush) >= ACK_INTERVAL {
            self.flush(now);
        }
        messages
    }

    /// Says goodbye to the server at once.
    pub fn disconnect(&mut self) {
        if let Some(link) = &mut self.link {
            link.transport.disconnect();
        }
        self.fetching = None;
        self.closed.get_or_insert("disconnected".into());
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let (Some(link), None) = (&mut self.link, &self.closed) {
            link.transport.disconnect();
        }
    }
}
