//! `serve`: the headless server's command (`stratagem serve`, and `stratagem-server`, the
//! same without the window): its options, its run until Ctrl+C, and its log on standard output.

use crate::lobby::{Fallback, LobbyConfig};
use crate::server::{LogSink, Server};
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
    /// The UDP port to listen on (open it in the firewall for players elsewhere).
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
        ..LobbyConfig::default()
    };
    let log = Log::start();
    let stop = stop_on_ctrl_c();
    let mut server = Server::bind(SocketAddr::new(ip, args.port), config, log.sink())?;
    log.sink()(&format!("matches are kept in {}", data.display()));
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

/// The time of day (UTC) for log lines.
fn timestamp() -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let t = now.as_secs() % 86_400;
    format!("{:02}:{:02}:{:02}.{:03}", t / 3600, t / 60 % 60, t % 60, now.subsec_millis())
}
