//! The lobby's tables, beside the servers' own (`stratagem_net::store::postgres::SCHEMA`) in
//! the one database, and its connection to them.

use std::sync::Arc;
use stratagem_net::store::postgres::{SCHEMA, SCHEMA_LOCK};
use tokio::sync::Mutex;
use tokio_postgres::{Client, NoTls};

/// Accounts, sessions, ratings, the matches the lobby placed with who plays them, and the
/// ranked queue. Names
/// are kept as typed (a name is compared without case only to stop look-alike accounts).
const LOBBY_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS accounts (
    name text PRIMARY KEY,
    hash text NOT NULL,
    created timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS accounts_folded ON accounts (lower(name));
CREATE TABLE IF NOT EXISTS sessions (
    digest bytea PRIMARY KEY,
    name text NOT NULL,
    guest boolean NOT NULL,
    until timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS failed_logins (
    name text NOT NULL,
    at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS failed_logins_name ON failed_logins (name, at);
ALTER TABLE failed_logins ADD COLUMN IF NOT EXISTS address text;
ALTER TABLE failed_logins ADD COLUMN IF NOT EXISTS forgiven boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS failed_logins_address ON failed_logins (address, at);
CREATE TABLE IF NOT EXISTS ratings (
    name text NOT NULL REFERENCES accounts,
    game text NOT NULL,
    rating float8 NOT NULL,
    deviation float8 NOT NULL,
    volatility float8 NOT NULL,
    games integer NOT NULL,
    PRIMARY KEY (name, game)
);
CREATE TABLE IF NOT EXISTS placed (
    code text PRIMARY KEY,
    game text NOT NULL,
    ranked boolean NOT NULL,
    settled boolean NOT NULL DEFAULT false,
    placed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS placed_unsettled ON placed (code) WHERE NOT settled;
CREATE TABLE IF NOT EXISTS plays (
    code text NOT NULL REFERENCES placed ON DELETE CASCADE,
    seat integer NOT NULL,
    name text NOT NULL,
    guest boolean NOT NULL,
    result text,
    rating_before float8,
    rating_after float8,
    PRIMARY KEY (code, seat)
);
CREATE INDEX IF NOT EXISTS plays_name ON plays (name);
CREATE TABLE IF NOT EXISTS queue (
    name text PRIMARY KEY,
    game text NOT NULL,
    rating float8 NOT NULL,
    since timestamptz NOT NULL,
    seen timestamptz NOT NULL
);
";

/// Connects to `url` with its connection driven on the runtime.
pub(crate) async fn connect(url: &str) -> Result<Client, String> {
    let (client, connection) =
        tokio_postgres::connect(url, NoTls).await.map_err(|e| format!("cannot reach the database: {e}"))?;
    tokio::spawn(async move {
        let _ = connection.await;
    });
    Ok(client)
}

/// The database as the request handlers share it: one connection, on which tokio-postgres
/// pipelines their statements, opened again when it closes.
pub(crate) struct Db {
    url: String,
    client: Mutex<Arc<Client>>,
}

impl Db {
    /// Connects and makes every table that is missing.
    pub(crate) async fn open(url: &str) -> Result<Db, String> {
        let mut client = connect(url).await?;
        let transaction = client.transaction().await.map_err(|e| e.to_string())?;
        transaction
            .batch_execute(&format!("SELECT pg_advisory_xact_lock({SCHEMA_LOCK}); {SCHEMA} {LOBBY_SCHEMA}"))
            .await
            .map_err(|e| format!("cannot make the tables: {e}"))?;
        transaction.commit().await.map_err(|e| e.to_string())?;
        Ok(Db { url: url.to_string(), client: Mutex::new(Arc::new(client)) })
    }

    /// A connection for one request.
    pub(crate) async fn client(&self) -> Result<Arc<Client>, String> {
        let mut client = self.client.lock().await;
        if client.is_closed() {
            *client = Arc::new(connect(&self.url).await?);
        }
        Ok(client.clone())
    }

    pub(crate) fn url(&self) -> &str {
        &self.url
    }
}
