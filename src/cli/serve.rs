//! `serve`: a headless server that hosts matches of any game, and `online`: the window
//! connected to one, hosting, joining or watching a match at once.

use super::{GameArgs, WindowArgs, run_app, stop_on_ctrl_c};
use crate::ai::AiGame;
use crate::net::lobby::{Fallback, LobbyConfig};
use crate::net::server::{LogSink, Server};
use crate::net::window::{Intent, Online, resolve};
use crate::session::Controller;
use crate::with_game;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// How `serve` was asked to run.
pub(super) struct ServeArgs {
    pub bind: String,
    pub port: u16,
    pub data: Option<PathBuf>,
    pub max_matches: usize,
    pub reconnect_wait: u64,
    pub on_timeout: String,
}

pub(super) fn serve(args: &ServeArgs) -> Result<ExitCode, String> {
    let ip = args.bind.parse().map_err(|_| format!("--bind wants an IP address, not '{}'", args.bind))?;
    let fallback = match args.on_timeout.as_str() {
        "computer" => Fallback::Computer,
        "forfeit" => Fallback::Forfeit,
        other => return Err(format!("--on-timeout is computer or forfeit, not '{other}'")),
    };
    if args.max_matches == 0 {
        return Err("--max-matches must be at least 1".into());
    }
    let data = args.data.clone().unwrap_or_else(|| crate::core::record::data_dir().join("server"));
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
    Ok(ExitCode::SUCCESS)
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

/// What `online` was asked to do once connected.
pub(super) struct OnlineArgs {
    pub server: String,
    pub name: Option<String>,
    pub host: bool,
    pub join: bool,
    pub watch: bool,
    pub code: Option<String>,
    pub seat: Option<u8>,
    pub play_as: String,
}

pub(super) fn online(args: &OnlineArgs, game: &GameArgs, window: &WindowArgs) -> Result<ExitCode, String> {
    resolve(&args.server)?;
    let chosen = [args.host, args.join, args.watch].iter().filter(|&&b| b).count();
    if chosen > 1 {
        return Err("choose one of --host, --join and --watch".into());
    }
    let play_as = |offered| Controller::parse(&args.play_as, offered);
    let intent = if args.host {
        Some(with_game!(game.game.as_str(), G => {
            let setup = game.setup::<G>(1000, ["human", "remote"])?;
            Ok(Intent::Host { setup, play_as: play_as(&G::ai_kinds())? })
        })?)
    } else if args.join {
        let offered = crate::games::catalog().games.iter().flat_map(|g| g.ai_kinds.clone()).collect::<Vec<_>>();
        let seat = args.seat.map(|s| s.checked_sub(1).ok_or("--seat counts from 1")).transpose()?;
        Some(Intent::Join { code: args.code.clone(), seat, controller: play_as(&offered)? })
    } else if args.watch {
        Some(Intent::Watch { code: args.code.clone() })
    } else {
        None
    };
    let mut online = Online::default();
    online.address = args.server.clone();
    if let Some(name) = &args.name {
        online.name = name.clone();
    }
    match intent {
        Some(intent) => online.request(intent),
        None => online.connect(),
    }
    let mut app = super::window::window_for_menu(window);
    app.insert_resource(online);
    app.insert_resource(crate::shell::menu::MenuPage::Online);
    Ok(run_app(app))
}
