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
use std::time::{Duration, Instant};
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
        // Between requests too, a match whose manager is gone is ended: its thinking would
        // otherwise hold a core until the next request comes.
        let watched = Arc::downgrade(&player);
        std::thread::spawn(move || {
            while let Some(player) = watched.upgrade() {
                player.drop_abandoned();
                drop(player);
                std::thread::sleep(Duration::from_secs(1));
            }
        });
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
        Method::Options => Ok(reply("", 200)),
        Method::Post => read_body(&mut request).and_then(|body| answer(&body, player, received)),
        // ggp-base's managers and players also take the request in the path of a GET
        // (`GET /%28INFO%29`), as a browser sends it.
        Method::Get => from_path(request.url()).and_then(|text| answer(&text, player, received)),
        _ => Err("POST a GGP request such as (INFO), or GET it in the path".into()),
    };
    let response = response.unwrap_or_else(|e| reply(&format!("bad request: {e}"), 400));
    let _ = request.respond(response);
}

fn answer(text: &str, player: &Player, received: Instant) -> Result<Response<std::io::Cursor<Vec<u8>>>, String> {
    let parsed = Request::parse(text)?;
    Ok(reply(&player.answer(parsed, received), 200))
}

/// The request in a GET's path: `/` and then the text URL-encoded as Java's `URLEncoder` does
/// it (`+` for a space, `%XX` for other bytes).
fn from_path(path: &str) -> Result<String, String> {
    let encoded = path.strip_prefix('/').unwrap_or(path).as_bytes();
    let mut bytes = Vec::with_capacity(encoded.len());
    let mut i = 0;
    while i < encoded.len() {
        match encoded[i] {
            b'+' => bytes.push(b' '),
            b'%' => {
                let hex = encoded.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
                let byte = hex.and_then(|h| u8::from_str_radix(h, 16).ok());
                bytes.push(byte.ok_or("a % in the path not followed by two hexadecimal digits")?);
                i += 2;
            }
            other => bytes.push(other),
        }
        i += 1;
    }
    if bytes.len() > MAX_BODY {
        return Err(format!("a request over {MAX_BODY} bytes"));
    }
    let text = String::from_utf8(bytes).map_err(|_| "the path is not UTF-8 text once decoded")?;
    Ok(text.replace('\r', " "))
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
