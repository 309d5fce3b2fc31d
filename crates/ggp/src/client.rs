//! The manager's side of a request: an HTTP/1.0 POST as ggp-base's game manager writes it, and
//! the answer's body read (its head parsed by httparse) before a deadline.

use std::io::{ErrorKind, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

/// The largest answer read: a move is a few dozen bytes.
const MAX_ANSWER: usize = 1 << 20;
/// ggp-base gives a player five seconds to accept the connection.
const CONNECT: Duration = Duration::from_secs(5);

/// Why a request got no answer, as ggp-base tells them apart in a match's errors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No answer by the deadline ("TO").
    Timeout,
    /// No connection, or it broke ("CE").
    Connection(String),
}

/// POSTs `body` to the player at `addr` (`host:port`) and returns the answer's body, trimmed.
pub fn post(addr: &str, body: &str, timeout: Duration) -> Result<String, Failure> {
    let deadline = Instant::now() + timeout;
    let broken = |e: std::io::Error| {
        if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) {
            Failure::Timeout
        } else {
            Failure::Connection(e.to_string())
        }
    };
    let target = addr
        .to_socket_addrs()
        .map_err(|e| Failure::Connection(format!("{addr}: {e}")))?
        .next()
        .ok_or_else(|| Failure::Connection(format!("{addr}: no address")))?;
    let mut stream =
        TcpStream::connect_timeout(&target, CONNECT.min(timeout.max(Duration::from_millis(1)))).map_err(broken)?;
    let host = addr.rsplit_once(':').map_or(addr, |(h, _)| h);
    let head = format!(
        "POST / HTTP/1.0\r\nAccept: text/delim\r\nHost: {host}\r\nSender: GAMESERVER\r\nReceiver: \r\n\
         Content-Type: text/acl\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.set_write_timeout(Some(timeout.max(Duration::from_millis(1)))).map_err(broken)?;
    stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes())).map_err(broken)?;
    read_answer(&mut stream, deadline).map_err(|e| match e {
        Some(e) => broken(e),
        None => Failure::Connection("an answer that is not HTTP".into()),
    })
}

/// Reads until the answer's head and `Content-Length` bytes of body have come, or the
/// connection closes. `Err(None)`: not an HTTP answer.
fn read_answer(stream: &mut TcpStream, deadline: Instant) -> Result<String, Option<std::io::Error>> {
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Some(ErrorKind::TimedOut.into()));
        }
        stream.set_read_timeout(Some(left)).map_err(Some)?;
        let n = stream.read(&mut chunk).map_err(Some)?;
        buffer.extend_from_slice(&chunk[..n]);
        if buffer.len() > MAX_ANSWER {
            return Err(None);
        }
        let mut headers = [httparse::EMPTY_HEADER; 32];
        let mut answer = httparse::Response::new(&mut headers);
        let head = match answer.parse(&buffer) {
            Ok(httparse::Status::Complete(head)) => head,
            Ok(httparse::Status::Partial) if n > 0 => continue,
            _ => return Err(None),
        };
        let length = answer
            .headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case("content-length"))
            .and_then(|h| std::str::from_utf8(h.value).ok()?.trim().parse::<usize>().ok());
        let body = &buffer[head..];
        let complete = match length {
            Some(length) => body.len() >= length,
            None => n == 0,
        };
        if complete {
            let body = &body[..length.unwrap_or(body.len()).min(body.len())];
            return Ok(String::from_utf8_lossy(body).trim().to_string());
        }
        if n == 0 {
            return Err(Some(ErrorKind::UnexpectedEof.into()));
        }
    }
}
