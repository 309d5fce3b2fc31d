//! `serve`: the headless server's command (`stratagem serve`, and `stratagem-server`, the
//! same without the window): its options, its run until Ctrl+C, and its log on standard output.

use crate::lobby::{Fallback, LobbyConfig};
use crate::secure::Identity;
use crate::server::{Endpoint, LogSink, Server};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use stratagem_session::interrupt::stop_on_ctrl_c;

/// The port a server listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7171;

/// Where a server keeps its matches unless told otherwise: the data folder's `server/`.
pub fn default_data_dir() -> PathBuf {
    stratagem_core::record::data_dir().join("server")
}

/// The server's options, shared by `stratagem serve` and `stratagem-server`.
#[derive(clap::Args, Clone, Debug)]
pub struct ServeArgs {
    /// The port to listen on, UDP for play and TCP for connect tokens (open both in the
    /// firewall for players elsewhere).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// The address to listen on: 0.0.0.0 for every network, 127.0.0.1 for this machine only.
    #[arg(long, default_value = "0.0.0.0")]
    pub bind: String,
    /// Where matches are kept (default: the data folder's server/).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Matches that may run at once.
    #[arg(long, default_value_t = 500)]
    pub max_matches: usize,
    /// Seconds a dropped player's seat waits for them to rejoin.
    #[arg(long, default_value_t = 120)]
    pub reconnect_wait: u64,
    /// What becomes of a seat whose player stays away longer: computer (the game's computer
    /// player plays it until they rejoin) or forfeit (the seat loses).
    #[arg(long, default_value = "computer", value_parser = ["computer", "forfeit"])]
    pub on_timeout: String,
    /// Where clients are to send when that is not where they reach the server (behind NAT, a
    /// relay): an address with its port, repeatable.
    #[arg(long, value_name = "ADDRESS")]
    pub public: Vec<SocketAddr>,
    /// The TLS certificate (PEM) the server gives tokens under (default: one made once and kept
    /// in the data folder's tls/).
    #[arg(long, value_name = "FILE", requires = "key")]
    pub cert: Option<PathBuf>,
    /// The certificate's private key (PEM).
    #[arg(long, value_name = "FILE", requires = "cert")]
    pub key: Option<PathBuf>,
    /// A file holding the 32-byte key connect tokens are sealed with, as 64 hex digits: shared
    /// with whatever issues the server's tokens, and kept across restarts (default: a new key
    /// each run).
    #[arg(long, value_name = "FILE")]
    pub token_secret: Option<PathBuf>,
    /// Keep matches in this PostgreSQL database (postgres://… or host=… dbname=…), shared with
    /// other servers, instead of the journal file in the data folder.
    #[arg(long, value_name = "URL")]
    pub db: Option<String>,
    /// Seconds this server's matches stay its own in the database without a heartbeat; past
    /// that, another server takes them over.
    #[arg(long, default_value_t = 5, requires = "db")]
    pub lease: u64,
}

/// Reads a token secret file: 64 hex digits, spaces and line ends aside.
pub fn read_secret(path: &std::path::Path) -> Result<[u8; 32], String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let digits: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let wrong = || format!("{}: the token secret is 64 hex digits (32 bytes)", path.display());
    crate::hex::decode(&digits).and_then(|bytes| bytes.try_into().ok()).ok_or_else(wrong)
}

/// Runs the server until Ctrl+C (or SIGINT), its log on standard output; an error for options
/// it cannot use or an address it cannot bind.
pub fn serve(args: &ServeArgs) -> Result<(), String> {
    let ip = args.bind.parse().map_err(|_| format!("--bind wants an IP address, not '{}'", args.bind))?;
    let fallback = match args.on_timeout.as_str() {
        "computer" => Fallback::Computer,
        "forfeit" => Fallback::Forfeit,
        other => return Err(format!("--on-timeout is computer or forfeit, not '{other}'")),
    };
    if args.max_matches == 0 {
        return Err("--max-matches must be at least 1".into());
    }
    let data = args.data.clone().unwrap_or_else(default_data_dir);
    let config = LobbyConfig {
        max_matches: args.max_matches,
        reconnect_wait: Duration::from_secs(args.reconnect_wait),
        fallback,
        data: Some(data.clone()),
        database: args.db.clone(),
        lease: Duration::from_secs(args.lease.max(1)),
        ..LobbyConfig::default()
    };
    let identity = match (&args.cert, &args.key) {
        (Some(cert), Some(key)) => Some(Identity::from_pem_files(cert, key)?),
        _ => None,
    };
    let secret = args.token_secret.as_deref().map(read_secret).transpose()?;
    let endpoint = Endpoint { address: SocketAddr::new(ip, args.port), public: args.public.clone(), identity, secret };
    let log = Log::start();
    let stop = stop_on_ctrl_c();
    let mut server = Server::bind(endpoint, config, log.sink())?;
    match &args.db {
        Some(_) => log.sink()("matches are kept in the database"),
        None => log.sink()(&format!("matches are kept in {}", data.display())),
    }
    server.run(&stop);
    drop(server);
    log.sink()("stopped");
    log.finish();
    Ok(())
}

/// Log lines waiting for standard output before new ones are counted and dropped.
const LOG_BACKLOG: usize = 100_000;

/// The server's log on standard output, written by a thread of its own: a slow terminal or a
/// full pipe never holds up the server's loop, and a closed one (`serve | head`) does not
/// bring the server down.
struct Log {
    lines: std::sync::mpsc::SyncSender<String>,
    /// Hears from the writer when it has written everything.
    done: std::sync::mpsc::Receiver<()>,
}

impl Log {
    fn start() -> Log {
        use std::io::Write;
        let (lines, waiting) = std::sync::mpsc::sync_channel::<String>(LOG_BACKLOG);
        let (finished, done) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut out = std::io::BufWriter::new(std::io::stdout());
            // What waits is written together, then flushed: one write for a burst of lines.
            while let Ok(line) = waiting.recv() {
                let _ = writeln!(out, "{line}");
                while let Ok(line) = waiting.try_recv() {
                    let _ = writeln!(out, "{line}");
                }
                let _ = out.flush();
            }
            let _ = finished.send(());
        });
        Log { lines, done }
    }

    /// A sink for the server: stamps each line with the time, and never waits.
    fn sink(&self) -> LogSink {
        let lines = self.lines.clone();
        let mut dropped = 0usize;
        Box::new(move |line| {
            if dropped > 0
                && lines
                    .try_send(format!("{} {dropped} log lines dropped: the output was too slow", timestamp()))
                    .is_ok()
            {
                dropped = 0;
            }
            if lines.try_send(format!("{} {line}", timestamp())).is_err() {
                dropped += 1;
            }
        })
    }

    /// Writes what is left and stops the writer; an output that takes no more (a paused
    /// terminal) gets two seconds, and the server stops without it.
    fn finish(self) {
        drop(self.lines);
        let _ = self.done.recv_timeout(std::time::Duration::from_secs(2));
    }
}

/// The time of day (UTC) for log lines (the lobby's too).
pub fn timestamp() -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let t = now.as_secs() % 86_400;
    format!("{:02}:{:02}:{:02}.{:03}", t / 3600, t / 60 % 60, t % 60, now.subsec_millis())
}
