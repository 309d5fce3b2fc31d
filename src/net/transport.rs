//! The server's side of netcode over UDP: renet_netcode's transport sends every connection's
//! packets (an acknowledgement at least) every time it is called, which at a thousand
//! connections and a loop turning every millisecond is a million encrypted packets a second.
//! This one sends a connection's packets when it has something to say, and everyone's
//! acknowledgements every `ACK_INTERVAL`; and it keeps what a connection said just before it
//! said goodbye.

use renet::{Bytes, ClientId, RenetServer};
use renetcode::{NETCODE_MAX_PACKET_BYTES, NetcodeServer, ServerConfig, ServerResult};
use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

/// How often every connection's acknowledgements and resends go out.
pub const ACK_INTERVAL: Duration = Duration::from_millis(100);

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

pub struct ServerTransport {
    socket: UdpSocket,
    netcode: NetcodeServer,
    buffer: Box<[u8; NETCODE_MAX_PACKET_BYTES]>,
    last_flush: Instant,
}

impl ServerTransport {
    pub fn new(config: ServerConfig, socket: UdpSocket) -> std::io::Result<ServerTransport> {
        socket.set_nonblocking(true)?;
        widen_buffers(&socket);
        Ok(ServerTransport {
            socket,
            netcode: NetcodeServer::new(config),
            buffer: Box::new([0; NETCODE_MAX_PACKET_BYTES]),
            last_flush: Instant::now(),
        })
    }

    pub fn address(&self) -> std::io::Result<SocketAddr> {
        self.socket.local_addr()
    }

    /// Receives every packet waiting and moves netcode's clock on. Returns the messages of
    /// connections that closed in this call, which renet forgets with the connection.
    pub fn update(&mut self, elapsed: Duration, renet: &mut RenetServer, channel: u8) -> Vec<(ClientId, Bytes)> {
        self.netcode.update(elapsed);
        let mut last_words = Vec::new();
        loop {
            match self.socket.recv_from(&mut self.buffer[..]) {
                Ok((len, addr)) => {
                    let result = self.netcode.process_packet(addr, &mut self.buffer[..len]);
                    handle(result, &self.socket, renet, channel, &mut last_words);
                }
                Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => continue,
                // WouldBlock: nothing more now; anything else: try again next turn.
                Err(_) => break,
            }
        }
        for client in self.netcode.clients_id() {
            let result = self.netcode.update_client(client);
            handle(result, &self.socket, renet, channel, &mut last_words);
        }
        for client in renet.disconnections_id() {
            let result = self.netcode.disconnect(client);
            handle(result, &self.socket, renet, channel, &mut last_words);
        }
        last_words
    }

    /// Sends the packets of `clients` (those with something new to say); every `ACK_INTERVAL`,
    /// everyone's.
    pub fn send(&mut self, renet: &mut RenetServer, clients: impl IntoIterator<Item = ClientId>) {
        if self.last_flush.elapsed() >= ACK_INTERVAL {
            self.last_flush = Instant::now();
            for client in renet.clients_id() {
                self.send_to(renet, client);
            }
        } else {
            for client in clients {
                self.send_to(renet, client);
            }
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

fn handle(
    result: ServerResult,
    socket: &UdpSocket,
    renet: &mut RenetServer,
    channel: u8,
    last_words: &mut Vec<(ClientId, Bytes)>,
) {
    match result {
        ServerResult::None => {}
        ServerResult::PacketToSend { payload, addr } => {
            let _ = socket.send_to(payload, addr);
        }
        ServerResult::Payload { client_id, payload } => {
            let _ = renet.process_packet_from(payload, client_id);
        }
        ServerResult::ClientConnected { client_id, addr, payload, .. } => {
            renet.add_connection(client_id);
            let _ = socket.send_to(payload, addr);
        }
        ServerResult::ClientDisconnected { client_id, addr, payload } => {
            while let Some(message) = renet.receive_message(client_id, channel) {
                last_words.push((client_id, message));
            }
            renet.remove_connection(client_id);
            if let Some(payload) = payload {
                let _ = socket.send_to(payload, addr);
            }
        }
    }
}
