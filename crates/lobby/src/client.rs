//! The lobby's client, for the window (on a thread of its own: each call waits for the
//! network) and the tests: one HTTPS request per call over rustls, the lobby's certificate
//! trusted as the servers' are (`Trust`).

use crate::api::{
    Credentials, GuestName, JoinSeat, MatchSummary, Me, NewMatch, Played, Queued, Refused, ServerInfo, Session,
    Standing, Ticket,
};
use renetcode::ConnectToken;
use rustls::{ClientConnection, StreamOwned};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;
use stratagem_core::record::Record;
use stratagem_net::client::Connection;
use stratagem_net::secure::Trust;

/// How long the lobby has to connect, and to answer.
const TIMEOUT: Duration = Duration::from_secs(15);

/// The largest answer read: a page of history or of matches.
const MAX_ANSWER: u64 = 8 * 1024 * 1024;

/// A lobby, and the session of whoever logged in through this client.
#[derive(Clone, Debug)]
pub struct LobbyClient {
    address: SocketAddr,
    trust: Trust,
    session: Option<Session>,
}

/// A path segment with everything but unreserved characters percent-encoded.
fn segment(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

impl LobbyClient {
    pub fn new(address: SocketAddr, trust: Trust) -> LobbyClient {
        LobbyClient { address, trust, session: None }
    }

    /// The logged-in player, if any.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    pub fn sign_up(&mut self, name: &str, password: &str) -> Result<Session, String> {
        let body = Credentials { name: name.into(), password: password.into() };
        self.start_session("/api/signup", &body)
    }

    pub fn log_in(&mut self, name: &str, password: &str) -> Result<Session, String> {
        let body = Credentials { name: name.into(), password: password.into() };
        self.start_session("/api/login", &body)
    }

    pub fn guest(&mut self, name: &str) -> Result<Session, String> {
        self.start_session("/api/guest", &GuestName { name: name.into() })
    }

    fn start_session(&mut self, path: &str, body: &impl Serialize) -> Result<Session, String> {
        let session: Session = self.call("POST", path, Some(body))?;
        self.session = Some(session.clone());
        Ok(session)
    }

    pub fn log_out(&mut self) -> Result<(), String> {
        self.call::<()>("POST", "/api/logout", None::<&()>)?;
        self.session = None;
        Ok(())
    }

    pub fn me(&self) -> Result<Me, String> {
        self.call("GET", "/api/me", None::<&()>)
    }

    pub fn servers(&self) -> Result<Vec<ServerInfo>, String> {
        self.call("GET", "/api/servers", None::<&()>)
    }

    pub fn matches(&self) -> Result<Vec<MatchSummary>, String> {
        self.call("GET", "/api/matches", None::<&()>)
    }

    /// Places a new match; the ticket takes the player to it.
    pub fn new_match(&self, request: &NewMatch) -> Result<Ticket, String> {
        self.call("POST", "/api/matches", Some(request))
    }

    /// A ticket to a seat of match `code` (`None`: the one kept for the player, else a free one),
    /// at the server that holds it now.
    pub fn join(&self, code: &str, seat: Option<u8>) -> Result<Ticket, String> {
        self.call("POST", &format!("/api/matches/{}/join", segment(code)), Some(&JoinSeat { seat }))
    }

    pub fn watch(&self, code: &str) -> Result<Ticket, String> {
        self.call("POST", &format!("/api/matches/{}/watch", segment(code)), None::<&()>)
    }

    /// Joins `game`'s ranked queue.
    pub fn ranked_join(&self, game: &str) -> Result<Queued, String> {
        self.call("POST", &format!("/api/ranked/{}", segment(game)), None::<&()>)
    }

    /// Where the player stands in `game`'s queue (asking keeps the place).
    pub fn ranked_look(&self, game: &str) -> Result<Queued, String> {
        self.call("GET", &format!("/api/ranked/{}", segment(game)), None::<&()>)
    }

    pub fn ranked_leave(&self, game: &str) -> Result<Queued, String> {
        self.call("DELETE", &format!("/api/ranked/{}", segment(game)), None::<&()>)
    }

    pub fn leaderboard(&self, game: &str) -> Result<Vec<Standing>, String> {
        self.call("GET", &format!("/api/leaderboard/{}", segment(game)), None::<&()>)
    }

    pub fn history(&self, name: &str) -> Result<Vec<Played>, String> {
        self.call("GET", &format!("/api/history/{}", segment(name)), None::<&()>)
    }

    /// The record of an ended match, to replay.
    pub fn record(&self, code: &str) -> Result<Record, String> {
        let (status, body) = self.request("GET", &format!("/api/records/{}", segment(code)), None)?;
        let text = String::from_utf8_lossy(&body);
        if status != 200 {
            return Err(refusal(status, &body));
        }
        ron::from_str(&text).map_err(|e| format!("the lobby's record cannot be read: {e}"))
    }

    /// The home page's HTML.
    pub fn home_page(&self) -> Result<String, String> {
        let (status, body) = self.request("GET", "/", None)?;
        match status {
            200 => Ok(String::from_utf8_lossy(&body).into_owned()),
            _ => Err(refusal(status, &body)),
        }
    }

    fn call<T: DeserializeOwned>(&self, method: &str, path: &str, body: Option<&impl Serialize>) -> Result<T, String> {
        let body = body.map(|b| serde_json::to_vec(b).map_err(|e| e.to_string())).transpose()?;
        let (status, answer) = self.request(method, path, body)?;
        if status != 200 {
            return Err(refusal(status, &answer));
        }
        serde_json::from_slice(&answer).map_err(|e| format!("the lobby's answer cannot be read: {e}"))
    }

    /// One request: the answer's status and body.
    fn request(&self, method: &str, path: &str, body: Option<Vec<u8>>) -> Result<(u16, Vec<u8>), String> {
        let lobby = self.address;
        let failed = |e: &dyn std::fmt::Display| format!("the lobby at {lobby}: {e}");
        let stream = TcpStream::connect_timeout(&lobby, TIMEOUT).map_err(|e| failed(&e))?;
        stream.set_read_timeout(Some(TIMEOUT)).map_err(|e| failed(&e))?;
        stream.set_write_timeout(Some(TIMEOUT)).map_err(|e| failed(&e))?;
        let name = rustls::pki_types::ServerName::IpAddress(lobby.ip().into());
        let connection = ClientConnection::new(self.trust.client_config(lobby), name).map_err(|e| failed(&e))?;
        let mut tls = StreamOwned::new(connection, stream);
        let body = body.unwrap_or_default();
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {lobby}\r\nConnection: close\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\n",
            body.len()
        );
        if let Some(session) = &self.session {
            head.push_str(&format!("Authorization: Bearer {}\r\n", session.session));
        }
        head.push_str("\r\n");
        tls.write_all(&[head.as_bytes(), &body].concat()).map_err(|e| failed(&e))?;
        let mut answer = Vec::new();
        match Read::by_ref(&mut tls).take(MAX_ANSWER).read_to_end(&mut answer) {
            Ok(_) => {}
            // A server that closes without TLS's close_notify still said everything it sent.
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof && !answer.is_empty() => {}
            Err(e) => return Err(failed(&e)),
        }
        let mut headers = [httparse::EMPTY_HEADER; 32];
        let mut response = httparse::Response::new(&mut headers);
        let length = match response.parse(&answer) {
            Ok(httparse::Status::Complete(length)) => length,
            _ => return Err(failed(&"an answer that is not HTTP")),
        };
        Ok((response.code.unwrap_or(0), answer[length..].to_vec()))
    }
}

/// The lobby's reason for a refusal.
fn refusal(status: u16, body: &[u8]) -> String {
    match serde_json::from_slice::<Refused>(body) {
        Ok(refused) => refused.error,
        Err(_) => format!("the lobby answered {status}"),
    }
}

impl Ticket {
    /// Connects to the ticket's server with its token, as `name` (the server shows the pass's
    /// account instead). Then send `Join` for the ticket's match and seat, or `Watch`.
    pub fn connect(&self, name: &str) -> Result<Connection, String> {
        let bytes = stratagem_net::hex::decode(&self.token).ok_or("a ticket whose token is not hex")?;
        let token = ConnectToken::read(&mut bytes.as_slice()).map_err(|e| format!("a ticket's token: {e}"))?;
        Connection::with_token(token, name)
    }
}
