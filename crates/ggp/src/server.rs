//! The player's HTTP server: a game manager POSTs each request as the body and reads the answer
//! as the body of a `text/acl` response, with the headers ggp-base's players send (browsers'
//! cross-origin checks included). Each request is answered on a thread of its own, so INFO or a
//! second START is answered while a move is being thought about.

use crate::player::{Player, PlayerConfig};
use crate::request::Request;
use std::io::Read;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::Instant;
use tiny_http::{Header, Method, Response, Server};

/// The largest request body read: descriptions are tens of kilobytes, chess's a hundred.
pub const MAX_BODY: usize = 16 << 20;
/// Requests answered at once; more get 503 at once rather than a thread each.
const MAX_AT_ONCE: usize = 32;

/// A running player; dropping it stops the server.
pub struct PlayerServer {
    http: Arc<Server>,
    thread: Option<JoinHandle<()>>,
    addr: SocketAddr,
}

impl PlayerServer {
    /// Listens on `addr` (`0.0.0.0:9147`; port 0 for any free port) and answers on a thread.
    pub fn start(addr: &str, config: PlayerConfig) -> Result<PlayerServer, String> {
        let http = Arc::new(Server::http(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?);
        let addr = http.server_addr().to_ip().ok_or("the server has no IP address")?;
        let player = Arc::new(Player::new(config));
        let serving = http.clone();
        let thread = std::thread::spawn(move || serve(&serving, &player));
        Ok(PlayerServer { http, thread: Some(thread), addr })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Serves until the process ends.
    pub fn wait(mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for PlayerServer {
    fn drop(&mut self) {
        self.http.unblock();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn serve(http: &Server, player: &Arc<Player>) {
    let busy = Arc::new(AtomicUsize::new(0));
    for request in http.incoming_requests() {
        let received = Instant::now();
        if busy.fetch_add(1, Ordering::SeqCst) >= MAX_AT_ONCE {
            busy.fetch_sub(1, Ordering::SeqCst);
            let _ = request.respond(reply("too many requests at once", 503));
            continue;
        }
        let (player, busy) = (player.clone(), busy.clone());
        std::thread::spawn(move || {
            handle(request, &player, received);
            busy.fetch_sub(1, Ordering::SeqCst);
        });
    }
}

fn handle(mut request: tiny_http::Request, player: &Player, received: Instant) {
    let response = match request.method() {
        // A browser asks before it POSTs: an empty answer carries the headers it wants.
        Method::Options => reply("", 200),
        Method::Post => match read_body(&mut request) {
            Ok(body) => match Request::parse(&body) {
                Ok(parsed) => reply(&player.answer(parsed, received), 200),
                Err(e) => reply(&format!("bad request: {e}"), 400),
            },
            Err(e) => reply(&format!("bad request: {e}"), 400),
        },
        _ => reply("bad request: POST a GGP request such as (INFO)", 400),
    };
    let _ = request.respond(response);
}

fn read_body(request: &mut tiny_http::Request) -> Result<String, String> {
    let mut bytes = Vec::new();
    request
        .as_reader()
        .take(MAX_BODY as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("the body could not be read: {e}"))?;
    if bytes.len() > MAX_BODY {
        return Err(format!("a body over {MAX_BODY} bytes"));
    }
    String::from_utf8(bytes).map_err(|_| "the body is not UTF-8 text".into())
}

/// A response with the headers ggp-base's players send.
fn reply(text: &str, status: u16) -> Response<std::io::Cursor<Vec<u8>>> {
    let mut response = Response::from_string(text).with_status_code(status);
    for (name, value) in [
        ("Content-type", "text/acl"),
        ("Access-Control-Allow-Origin", "*"),
        ("Access-Control-Allow-Methods", "POST, GET, OPTIONS"),
        ("Access-Control-Allow-Headers", "Content-Type"),
        ("Access-Control-Allow-Age", "86400"),
    ] {
        if let Ok(header) = Header::from_bytes(name, value) {
            response.add_header(header);
        }
    }
    response
}
