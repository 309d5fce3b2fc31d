//! The server's side of netcode over UDP: renet_netcode's transport sends every connection's
//! packets (an acknowledgement at least) every time it is called, which at a thousand
//! connections and a loop turning every millisecond is a million encrypted packets a second.
//! This one sends a connection's packets when it has something to say, and the others'
//! acknowledgements a share each turn, everyone once an `ACK_INTERVAL`; and it keeps what a
//! connection said just before it said goodbye.

use renet::{Bytes, ClientId, RenetServer};
use renetcode::{NETCODE_MAX_PACKET_BYTES, NetcodeServer, ServerConfig, ServerResult};
use std::collections::BTreeSet;
use std::net::{SocketAddr, UdpSocket};
use std::time::Duration;

/// How often every connection's acknowledgements and resends go out.
pub const ACK_INTERVAL: Duration = Duration::from_millis(100);

/// How often netcode looks at each connection for a timeout or a goodbye.
const UPKEEP_INTERVAL: Duration = Duration::from_millis(50);

/// Asks for 8 MB of receive and send buffer: a burst from a thousand connections must not
/// overflow the kernel's default (about 200 KB) and be dropped. The kernel caps it
/// (`net.core.rmem_max`); where the platform or the kernel says no, the defaults stay.
pub(crate) fn widen_buffers(socket: &UdpSocket) {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        const SOCKET_BUFFER: libc::c_int = 8 << 20;
        for option in [libc::SO_RCVBUF, libc::SO_SNDBUF] {
            // SAFETY: setsockopt reads `size_of::<c_int>()` bytes from a live c_int, on a socket
            // this process owns.
            unsafe {
                libc::setsockopt(
                    socket.as_raw_fd(),
                    libc::SOL_SOCKET,
                    option,
                    (&SOCKET_BUFFER as *const libc::c_int).cast(),
                    std::mem::size_of::<libc::c_int>() as libc::socklen_t,
                );
            }
        }
    }
    #[cfg(not(unix))]
    let _ = socket;
}

/// Walks round the connections a share at a time, so that work due for each of them once an
/// interval is spread over the interval's turns instead of falling on one turn.
#[derive(Default)]
struct Rotation {
    next: usize,
    /// Connections owed a visit, in fractions carried from turn to turn.
    owed: f64,
}

impl Rotation {
    /// The connections due now, `elapsed` after the last call, for a round every `interval`.
    fn due(&mut self, ids: &[ClientId], elapsed: Duration, interval: Duration) -> Vec<ClientId> {
        if ids.is_empty() {
            return Vec::new();
        }
        self.owed =
            (self.owed + ids.len() as f64 * elapsed.as_secs_f64() / interval.as_secs_f64()).min(ids.len() as f64);
        let count = self.owed as usize;
        self.owed -= count as f64;
        let start = self.next % ids.len();
        self.next = start + count;
        ids.iter().cycle().skip(start).take(count).copied().collect()
    }
}

pub struct ServerTransport {
    socket: UdpSocket,
    netcode: NetcodeServer,
    buffer: Box<[u8; NETCODE_MAX_PACKET_BYTES]>,
    /// netcode's own upkeep (timeouts, goodbyes, keep-alives): each of its calls looks the
    /// connection up through every slot, so a thousand of them each millisecond would be a
    /// million steps a turn.
    upkeep: Rotation,
    acks: Rotation,
}

impl ServerTransport {
    pub fn new(config: ServerConfig, socket: UdpSocket) -> std::io::Result<ServerTransport> {
        socket.set_nonblocking(true)?;
        widen_buffers(&socket);
        Ok(ServerTransport {
            socket,
            netcode: NetcodeServer::new(config),
            buffer: Box::new([0; NETCODE_MAX_PACKET_BYTES]),
            upkeep: Rotation::default(),
            acks: Rotation::default(),
        })
    }

    pub fn address(&self) -> std::io::Result<SocketAddr> {
        self.socket.local_addr()
    }

    /// The user data of the token a connection came in with (a lobby's pass, or random bytes).
    pub fn user_data(&self, client: ClientId) -> Option<[u8; renetcode::NETCODE_USER_DATA_BYTES]> {
        self.netcode.user_data(client)
    }

    /// Receives every packet waiting and moves netcode's clock on. Returns the connections
    /// that sent something (renet holds their messages), and the messages of connections
    /// that closed in this call, which renet forgets with the connection.
    pub fn update(&mut self, elapsed: Duration, renet: &mut RenetServer, channel: u8) -> Heard {
        self.netcode.update(elapsed);
        let mut heard = Heard::default();
        loop {
            match self.socket.recv_from(&mut self.buffer[..]) {
                Ok((len, addr)) => {
                    let result = self.netcode.process_packet(addr, &mut self.buffer[..len]);
                    handle(result, &self.socket, renet, channel, &mut heard);
                }
                Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => continue,
                // WouldBlock: nothing more now; anything else: try again next turn.
                Err(_) => break,
            }
        }
        let ids = self.netcode.clients_id();
        for client in self.upkeep.due(&ids, elapsed, UPKEEP_INTERVAL) {
            let result = self.netcode.update_client(client);
            handle(result, &self.socket, renet, channel, &mut heard);
        }
        for client in renet.disconnections_id() {
            let result = self.netcode.disconnect(client);
            handle(result, &self.socket, renet, channel, &mut heard);
        }
        heard
    }

    /// Sends the packets of `clients` (those with something new to say), and of everyone else
    /// in turn, each once an `ACK_INTERVAL`; `elapsed` since the last turn, as `update` has it.
    pub fn send(&mut self, renet: &mut RenetServer, clients: impl IntoIterator<Item = ClientId>, elapsed: Duration) {
        let mut due: BTreeSet<ClientId> = clients.into_iter().collect();
        // In a steady order (renet keeps them in a hash map's), so that connections coming and
        // going move the round on by no more than themselves.
        let mut ids = renet.clients_id();
        ids.sort_unstable();
        due.extend(self.acks.due(&ids, elapsed, ACK_INTERVAL));
        for client in due {
            self.send_to(renet, client);
        }
    }

    /// Sends every connection's packets now: the last call before the server stops.
    pub fn send_all(&mut self, renet: &mut RenetServer) {
        for client in renet.clients_id() {
            self.send_to(renet, client);
        }
    }

    fn send_to(&mut self, renet: &mut RenetServer, client: ClientId) {
        let Ok(packets) = renet.get_packets_to_send(client) else { return };
        for packet in packets {
            if let Ok((addr, payload)) = self.netcode.generate_payload_packet(client, &packet) {
                let _ = self.socket.send_to(payload, addr);
            }
        }
    }
}

/// What one `update` received.
#[derive(Default)]
pub struct Heard {
    /// Connections whose packets came in: their messages wait in renet.
    pub from: BTreeSet<ClientId>,
    /// Messages of connections that closed, with who sent them.
    pub last_words: Vec<(ClientId, Bytes)>,
}

fn handle(result: ServerResult, socket: &UdpSocket, renet: &mut RenetServer, channel: u8, heard: &mut Heard) {
    match result {
        ServerResult::None => {}
        ServerResult::PacketToSend { payload, addr } => {
            let _ = socket.send_to(payload, addr);
        }
        ServerResult::Payload { client_id, payload } => {
            if renet.process_packet_from(payload, client_id).is_ok() {
                heard.from.insert(client_id);
            }
        }
        ServerResult::ClientConnected { client_id, addr, payload, .. } => {
            renet.add_connection(client_id);
            let _ = socket.send_to(payload, addr);
        }
        ServerResult::ClientDisconnected { client_id, addr, payload } => {
            while let Some(message) = renet.receive_message(client_id, channel) {
                heard.last_words.push((client_id, message));
            }
            renet.remove_connection(client_id);
            if let Some(payload) = payload {
                let _ = socket.send_to(payload, addr);
            }
        }
    }
}
