//! A connection to a server, without Bevy: the window's online screens, the tests and the load
//! tool's bots all talk through it.

use super::protocol::{CHANNEL, MAX_SERVER_MESSAGE, NETCODE_PROTOCOL_ID, PROTOCOL_VERSION, ToClient, ToServer, decode};
use super::serve::DEFAULT_PORT;
use super::server::{connection_config, unix_time};
use super::transport::ACK_INTERVAL;
use renet::RenetClient;
use renet_netcode::{ClientAuthentication, NetcodeClientTransport};
use std::net::{SocketAddr, ToSocketAddrs, UdpSocket};
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
    renet: RenetClient,
    transport: NetcodeClientTransport,
    /// The transport's socket, looked at without reading it.
    watch: UdpSocket,
    last: Instant,
    started: Instant,
    name: String,
    greeted: bool,
    /// Why the connection ended, once it has.
    closed: Option<String>,
    last_flush: Instant,
}

impl Connection {
    /// Starts connecting to `server` as `name`; `Hello` goes out as soon as it is connected.
    pub fn connect(server: SocketAddr, name: &str) -> Result<Connection, String> {
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
        let authentication = ClientAuthentication::Unsecure {
            protocol_id: NETCODE_PROTOCOL_ID,
            client_id: rand::random::<u64>(),
            server_addr: server,
            user_data: None,
        };
        let transport = NetcodeClientTransport::new(unix_time(), authentication, socket)
            .map_err(|e| format!("cannot connect to {server}: {e}"))?;
        let now = Instant::now();
        Ok(Connection {
            renet: RenetClient::new(connection_config()),
            transport,
            watch,
            last: now,
            started: now,
            name: name.to_string(),
            greeted: false,
            closed: None,
            last_flush: now,
        })
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
        !matches!(self.watch.peek_from(&mut byte), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
    }

    /// Sends a request at once, not at the next `poll`: a move waits for nothing on this side.
    pub fn send(&mut self, message: &ToServer) {
        if self.renet.is_connected() {
            self.renet.send_message(CHANNEL, super::protocol::encode(message));
            self.flush(Instant::now());
        }
    }

    /// Sends every packet renet has for the server, acknowledgements included.
    fn flush(&mut self, now: Instant) {
        self.last_flush = now;
        if let Err(error) = self.transport.send_packets(&mut self.renet) {
            self.closed.get_or_insert(format!("the connection failed: {error}"));
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
        if self.closed.is_some() {
            return messages;
        }
        self.renet.update(elapsed);
        if let Err(error) = self.transport.update(elapsed, &mut self.renet) {
            self.closed = Some(format!("the connection failed: {error}"));
            return messages;
        }
        if self.renet.is_connected() && !self.greeted {
            self.greeted = true;
            let hello = ToServer::Hello { version: PROTOCOL_VERSION, name: self.name.clone() };
            self.renet.send_message(CHANNEL, super::protocol::encode(&hello));
            self.flush(now);
        }
        while let Some(bytes) = self.renet.receive_message(CHANNEL) {
            match decode::<ToClient>(&bytes, MAX_SERVER_MESSAGE) {
                Ok(message) => messages.push(message),
                Err(why) => {
                    self.closed = Some(format!("the server sent {why}: is it another version of Stratagem?"));
                    self.transport.disconnect();
                    return messages;
                }
            }
        }
        if let Some(reason) = self.renet.disconnect_reason() {
            self.closed = Some(format!("disconnected: {reason}"));
        } else if self.renet.is_connecting() && now.saturating_duration_since(self.started) > CONNECT_TIMEOUT {
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
        self.transport.disconnect();
        self.closed.get_or_insert("disconnected".into());
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if self.closed.is_none() {
            self.transport.disconnect();
        }
    }
}
