//! The lobby service (`stratagem lobby`): the front door of many servers sharing one
//! PostgreSQL database. Over HTTPS it signs players up and logs them in (argon2id), lets
//! guests play private matches by code, lists every server's matches, places new ones on the
//! least loaded server, pairs players of a game's ranked queue by rating (Glicko-2), and
//! keeps a leaderboard and each player's history of replayable games. A player gets into a
//! match with a ticket: a connect token the lobby seals with the servers' shared token secret,
//! carrying its pass (account, match, seat), for the server holding the match now.
//!
//! - `api`: the JSON of requests and answers; `client`: the synchronous client of the window
//!   and the tests.
//! - `accounts`, `placement`, `ranked` (the queue), `settle` (results and ratings), `glicko`.
//! - `routes`: the handlers; `pages`: the home page in HTML; `tls`: serving over rustls.

pub mod accounts;
pub mod api;
pub mod client;
mod db;
pub mod glicko;
mod pages;
mod placement;
pub mod ranked;
mod routes;
mod settle;
mod tls;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use stratagem_net::secure::Identity;
use stratagem_net::serve::read_secret;

/// The port a lobby listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7443;

/// The lobby's options.
#[derive(clap::Args, Clone, Debug)]
pub struct LobbyArgs {
    /// The TCP port for HTTPS.
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// The address to listen on: 0.0.0.0 for every network, 127.0.0.1 for this machine only.
    #[arg(long, default_value = "0.0.0.0")]
    pub bind: String,
    /// The PostgreSQL database the servers keep their matches in (postgres://… or host=…).
    #[arg(long, value_name = "URL")]
    pub db: String,
    /// The file of the servers' token secret (64 hex digits), given to every `serve` as
    /// `--token-secret`: the lobby seals their connect tokens with it.
    #[arg(long, value_name = "FILE")]
    pub token_secret: PathBuf,
    /// Serve under a certificate of the lobby's own, made once and kept in --data (tests, a
    /// home network: players trust it on first use).
    #[arg(long, conflicts_with_all = ["cert", "key"])]
    pub self_signed: bool,
    /// The TLS certificate chain (PEM), from a certificate authority.
    #[arg(long, value_name = "FILE", requires = "key")]
    pub cert: Option<PathBuf>,
    /// The certificate's private key (PEM).
    #[arg(long, value_name = "FILE", requires = "cert")]
    pub key: Option<PathBuf>,
    /// Where the self-signed certificate is kept (default: the data folder's lobby/).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
}

/// A request refused: its HTTP status and why, in English.
#[derive(Debug)]
pub struct Refusal {
    pub status: StatusCode,
    pub message: String,
}

impl Refusal {
    fn new(status: StatusCode, message: &str) -> Refusal {
        Refusal { status, message: message.to_string() }
    }
    pub(crate) fn bad(message: &str) -> Refusal {
        Refusal::new(StatusCode::BAD_REQUEST, message)
    }
    pub(crate) fn unauthorized(message: &str) -> Refusal {
        Refusal::new(StatusCode::UNAUTHORIZED, message)
    }
    pub(crate) fn forbidden(message: &str) -> Refusal {
        Refusal::new(StatusCode::FORBIDDEN, message)
    }
    pub(crate) fn not_found(message: &str) -> Refusal {
        Refusal::new(StatusCode::NOT_FOUND, message)
    }
    pub(crate) fn conflict(message: &str) -> Refusal {
        Refusal::new(StatusCode::CONFLICT, message)
    }
    pub(crate) fn too_many(message: &str) -> Refusal {
        Refusal::new(StatusCode::TOO_MANY_REQUESTS, message)
    }
    pub(crate) fn unavailable(message: &str) -> Refusal {
        Refusal::new(StatusCode::SERVICE_UNAVAILABLE, message)
    }
    /// A failure of the lobby's own: the detail goes to its log, the player reads that it
    /// failed.
    pub(crate) fn internal(detail: &str) -> Refusal {
        log(&format!("failed: {detail}"));
        Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, "the lobby could not do that just now")
    }
}

impl From<tokio_postgres::Error> for Refusal {
    fn from(error: tokio_postgres::Error) -> Refusal {
        match error.as_db_error() {
            Some(db) => Refusal::internal(&format!("the database: {}: {}", db.severity(), db.message())),
            None => Refusal::internal(&format!("the database: {error}")),
        }
    }
}

impl From<String> for Refusal {
    fn from(error: String) -> Refusal {
        Refusal::internal(&error)
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (self.status, axum::Json(api::Refused { error: self.message })).into_response()
    }
}

/// A line of the lobby's log, on standard output with the time.
pub(crate) fn log(line: &str) {
    println!("{} {line}", stratagem_net::serve::timestamp());
}

/// What the handlers share.
pub(crate) struct Service {
    pub db: db::Db,
    /// The servers' token secret.
    pub key: [u8; 32],
}

/// Runs the lobby until Ctrl+C (or SIGINT/SIGTERM).
/// glibc's allocator raises its threshold for mapping a block of its own each time such a block
/// is freed, so after the first password hash every later hash's 19 MiB comes from, and stays
/// in, one of its arenas: a lobby that had hashed on a dozen threads held 700 MB. A fixed
/// threshold gives each hash's memory back when it is done.
fn give_back_big_allocations() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning value of the allocator; called before any thread starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

pub fn run(args: &LobbyArgs) -> Result<(), String> {
    let ip = args.bind.parse().map_err(|_| format!("--bind wants an IP address, not '{}'", args.bind))?;
    let key = read_secret(&args.token_secret)?;
    let identity = match (&args.cert, &args.key, args.self_signed) {
        (Some(cert), Some(key), _) => Identity::from_pem_files(cert, key)?,
        (_, _, true) => {
            let data = args.data.clone().unwrap_or_else(|| stratagem_core::record::data_dir().join("lobby"));
            Identity::kept_in(&data.join("tls"))?
        }
        _ => return Err("give the lobby's certificate with --cert and --key, or --self-signed".into()),
    };
    give_back_big_allocations();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .max_blocking_threads(accounts::HASHES_AT_ONCE)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the lobby's runtime: {e}"))?;
    let stop = stratagem_session::interrupt::stop_on_ctrl_c();
    runtime.block_on(async move {
        let db = db::Db::open(&args.db).await?;
        let service = Arc::new(Service { db, key });
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(ip, args.port))
            .await
            .map_err(|e| format!("cannot listen on {ip}:{}: {e}", args.port))?;
        let address = listener.local_addr().map_err(|e| e.to_string())?;
        log(&format!("lobby on https://{address}; certificate {}", identity.fingerprint()));
        let settling = service.clone();
        tokio::spawn(async move { settle::run(&settling.db).await });
        let pairing = service.clone();
        tokio::spawn(async move { ranked::pair_forever(&pairing.db).await });
        let app = routes::router(service);
        tls::serve(listener, identity.server_config()?, app, stop).await;
        log("stopped");
        Ok(())
    })
}
