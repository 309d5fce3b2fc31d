//! What the GGP tests share: requests written byte for byte as ggp-base's game manager writes
//! them, the suite's descriptions, players on loopback ports and a symbol scrambler.
#![allow(dead_code, reason = "each test file uses its own part")]

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::time::Duration;
use stratagem_ggp::sexp::{self, Sexp};
use stratagem_ggp::{PlayerConfig, PlayerKind, PlayerServer};

/// A description of the suite's assets/gdl/.
pub fn description(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/gdl").join(format!("{name}.kif"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The description as ggp-base sends it in a START: its rules in one list, spaced as its
/// `Gdl.toString` spaces them.
pub fn as_sent(text: &str) -> String {
    let rules = sexp::read_all(text).unwrap();
    let spaced: Vec<String> = rules.iter().map(spaced).collect();
    format!("({} )", spaced.iter().map(|r| format!("{r} ")).collect::<String>())
}

fn spaced(s: &Sexp) -> String {
    match s {
        Sexp::Sym(name) => name.clone(),
        Sexp::List(items) => format!("( {} )", items.iter().map(spaced).collect::<Vec<_>>().join(" ")),
    }
}

/// A player of ours on a free loopback port.
pub fn player(kind: PlayerKind) -> PlayerServer {
    player_on_threads(kind, 1)
}

/// A player of ours searching on `threads` threads.
pub fn player_on_threads(kind: PlayerKind, threads: usize) -> PlayerServer {
    let config = PlayerConfig { name: "stratagem".into(), kind, threads, log: false };
    PlayerServer::start("127.0.0.1:0", config).unwrap()
}

/// An HTTP answer: its status line, headers (names in lower case) and body.
pub struct Answer {
    pub status: String,
    pub headers: HashMap<String, String>,
    pub body: String,
}

/// POSTs `body` exactly as ggp-base's `HttpWriter.writeAsClient` does and reads the answer to
/// the end of the connection (HTTP/1.0).
pub fn post(addr: SocketAddr, body: &str) -> Answer {
    let head = format!(
        "POST / HTTP/1.0\r\nAccept: text/delim\r\nHost: 127.0.0.1\r\nSender: GAMESERVER\r\nReceiver: \r\n\
         Content-Type: text/acl\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    send_raw(addr, &[head.as_bytes(), body.as_bytes()].concat())
}

/// Sends bytes and reads the answer to the end of the connection.
pub fn send_raw(addr: SocketAddr, bytes: &[u8]) -> Answer {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    stream.write_all(bytes).unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines.next().unwrap_or("").to_string();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Answer { status, headers, body: body.to_string() }
}

/// GDL's own words, which a scrambler leaves alone.
const KEYWORDS: &[&str] = &[
    "role", "init", "true", "does", "legal", "next", "terminal", "goal", "distinct", "not", "or", "<=", "base", "input",
];

/// The description with every other symbol (variables too, numbers not) renamed consistently,
/// to names that differ from each other only by case in fours (`Zq0`, `zQ0`, `ZQ0`, `zq0`),
/// and the renaming back.
pub fn scramble(text: &str) -> (String, HashMap<String, String>) {
    let rules = sexp::read_all(text).unwrap();
    let mut forward: HashMap<String, String> = HashMap::new();
    let mut symbols: Vec<&str> = rules.iter().flat_map(Sexp::symbols).collect();
    symbols.sort_unstable();
    symbols.dedup();
    let cases = ["Zq", "zQ", "ZQ", "zq"];
    for (i, symbol) in symbols.iter().enumerate() {
        let keep = KEYWORDS.contains(symbol) || symbol.chars().all(|c| c.is_ascii_digit());
        let name = if keep {
            symbol.to_string()
        } else {
            let prefix = if symbol.starts_with('?') { "?" } else { "" };
            format!("{prefix}{}{}", cases[i % 4], i / 4)
        };
        forward.insert(symbol.to_string(), name);
    }
    let back = forward.iter().map(|(k, v)| (v.clone(), k.clone())).collect();
    let renamed: Vec<String> = rules.iter().map(|r| r.renamed(&|s| forward[s].clone()).to_string()).collect();
    (renamed.join("\n"), back)
}
