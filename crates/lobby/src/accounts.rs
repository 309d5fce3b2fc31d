//! Accounts and sessions: names, argon2id password hashes, and the bearer tokens a log-in
//! gives. The database keeps a session token's SHA-256 only, so a copy of it lets nobody in.

use crate::Refusal;
use crate::db::Db;
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use ring::digest::{SHA256, digest};
use std::net::IpAddr;

/// The longest name, in characters: it must fit a connect token's pass with a match code.
pub const MAX_NAME: usize = 32;

/// Passwords shorter than this are refused (NIST SP 800-63B's minimum).
pub const MIN_PASSWORD: usize = 8;

/// Longer passwords are refused: hashing a megabyte would be work for nothing.
pub const MAX_PASSWORD: usize = 256;

/// Wrong passwords for one name after which its log-ins wait, and for how many minutes the
/// failures count: guessing a password takes years, not an afternoon.
const MAX_FAILURES: i64 = 10;
const FAILURES_FOR_MINUTES: i32 = 15;
/// Wrong passwords from one address (for any names) after which its log-ins wait: one
/// machine trying a few passwords on many names is stopped too, while a household or a
/// school behind one address has room for its typos.
const MAX_ADDRESS_FAILURES: i64 = 50;

/// Days a session lasts: an account's, and a guest's.
const ACCOUNT_DAYS: i32 = 30;
const GUEST_DAYS: i32 = 1;

/// Who a request comes from.
#[derive(Clone, Debug)]
pub(crate) struct Player {
    pub name: String,
    pub guest: bool,
}

/// A name as it will be kept: trimmed; any characters but control ones (which would break a
/// log line), at most `MAX_NAME`. Quotes, angle brackets and the like are kept as typed and
/// shown as text wherever a name appears.
pub fn check_name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Refusal::bad("a name is needed"));
    }
    if name.chars().count() > MAX_NAME {
        return Err(Refusal::bad(&format!("a name is at most {MAX_NAME} characters")));
    }
    if name.chars().any(char::is_control) {
        return Err(Refusal::bad("a name cannot hold control characters"));
    }
    Ok(name.to_string())
}

fn check_password(password: &str) -> Result<(), Refusal> {
    match password.chars().count() {
        n if n < MIN_PASSWORD => Err(Refusal::bad(&format!("a password is at least {MIN_PASSWORD} characters"))),
        n if n > MAX_PASSWORD => Err(Refusal::bad(&format!("a password is at most {MAX_PASSWORD} characters"))),
        _ => Ok(()),
    }
}

/// Hashes computed at once: each takes 19 MiB and tens of milliseconds on purpose, so a flood
/// of sign-ups and log-ins waits its turn instead of taking the machine's memory. The lobby's
/// runtime has as many blocking threads, no more: the allocator keeps a freed hash's 19 MiB
/// for the thread that used it, so each further thread would hold another 19 MiB.
pub(crate) const HASHES_AT_ONCE: usize = 4;
static HASHING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(HASHES_AT_ONCE);

/// The PHC string of `password`'s argon2id hash (OWASP's parameters: 19 MiB, 2 passes), on a
/// blocking thread.
async fn hash(password: String) -> Result<String, Refusal> {
    let _turn = HASHING.acquire().await.map_err(|e| Refusal::internal(&e.to_string()))?;
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::encode_b64(&rand::random::<[u8; 16]>()).map_err(|e| e.to_string())?;
        Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(|e| e.to_string())
    })
    .await
    .map_err(|e| Refusal::internal(&e.to_string()))?
    .map_err(|e| Refusal::internal(&e))
}

/// Whether `password` matches the kept hash.
async fn verify(password: String, kept: String) -> Result<bool, Refusal> {
    let _turn = HASHING.acquire().await.map_err(|e| Refusal::internal(&e.to_string()))?;
    tokio::task::spawn_blocking(move || {
        let parsed = PasswordHash::new(&kept).map_err(|e| e.to_string())?;
        Ok::<bool, String>(Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
    })
    .await
    .map_err(|e| Refusal::internal(&e.to_string()))?
    .map_err(|e| Refusal::internal(&e))
}

/// A hash of no account's password, checked against for a name that has no account.
async fn no_one() -> Result<String, Refusal> {
    static NO_ONE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    NO_ONE.get_or_try_init(|| hash(rand::random::<u64>().to_string())).await.cloned()
}

fn session_digest(token: &str) -> Vec<u8> {
    digest(&SHA256, token.as_bytes()).as_ref().to_vec()
}

/// A new session for `name`: its token.
async fn open_session(db: &Db, name: &str, guest: bool) -> Result<String, Refusal> {
    let token = stratagem_net::hex::encode(&rand::random::<[u8; 32]>());
    let days = if guest { GUEST_DAYS } else { ACCOUNT_DAYS };
    db.client()
        .await?
        .execute(
            "INSERT INTO sessions (digest, name, guest, until) VALUES ($1, $2, $3, now() + make_interval(days => $4))",
            &[&session_digest(&token), &name, &guest, &days],
        )
        .await?;
    Ok(token)
}

/// Makes an account and logs it in.
pub(crate) async fn sign_up(db: &Db, name: &str, password: String) -> Result<(String, String), Refusal> {
    let name = check_name(name)?;
    check_password(&password)?;
    let hash = hash(password).await?;
    let client = db.client().await?;
    let guest_named = client
        .query_opt("SELECT 1 FROM sessions WHERE guest AND lower(name) = lower($1) AND until > now()", &[&name])
        .await?;
    let inserted = match guest_named {
        Some(_) => 0,
        None => {
            client
                .execute("INSERT INTO accounts (name, hash) VALUES ($1, $2) ON CONFLICT DO NOTHING", &[&name, &hash])
                .await?
        }
    };
    if inserted == 0 {
        return Err(Refusal::conflict("that name is taken"));
    }
    Ok((open_session(db, &name, false).await?, name))
}

/// Logs an account in from `address`: its session token and its name as kept.
pub(crate) async fn log_in(
    db: &Db,
    name: &str,
    password: String,
    address: IpAddr,
) -> Result<(String, String), Refusal> {
    let wrong = || Refusal::unauthorized("no account of that name and password");
    let name = check_name(name).map_err(|_| wrong())?;
    let address = address.to_canonical().to_string();
    let client = db.client().await?;
    let failures = client
        .query_one(
            "SELECT count(*) FILTER (WHERE name = lower($1) AND NOT forgiven), count(*) FILTER (WHERE address = $3)
             FROM failed_logins
             WHERE (name = lower($1) OR address = $3) AND at > now() - make_interval(mins => $2)",
            &[&name, &FAILURES_FOR_MINUTES, &address],
        )
        .await?;
    let (for_name, from_address): (i64, i64) = (failures.get(0), failures.get(1));
    if for_name >= MAX_FAILURES || from_address >= MAX_ADDRESS_FAILURES {
        let whose = if for_name >= MAX_FAILURES { "that name" } else { "this address" };
        let wait = format!("too many wrong passwords for {whose}: wait {FAILURES_FOR_MINUTES} minutes");
        return Err(Refusal::too_many(&wait));
    }
    let row = client.query_opt("SELECT name, hash FROM accounts WHERE lower(name) = lower($1)", &[&name]).await?;
    let right = match row {
        Some(row) if password.chars().count() <= MAX_PASSWORD => {
            verify(password, row.get(1)).await?.then(|| row.get::<_, String>(0))
        }
        // As long as a wrong password takes, so the time taken does not tell which names exist.
        _ => verify(password, no_one().await?).await.map(|_| None)?,
    };
    let Some(name) = right else {
        let failed = "INSERT INTO failed_logins (name, address, at) VALUES (lower($1), $2, now())";
        client.execute(failed, &[&name, &address]).await?;
        return Err(wrong());
    };
    // The name's count starts again; the address's does not, or one account of an attacker's
    // would clear the way for guesses at others.
    client.execute("UPDATE failed_logins SET forgiven = true WHERE name = lower($1)", &[&name]).await?;
    Ok((open_session(db, &name, false).await?, name))
}

/// A guest's session: any name that is not an account's.
pub(crate) async fn guest(db: &Db, name: &str) -> Result<(String, String), Refusal> {
    let name = check_name(name)?;
    let taken = db.client().await?.query_opt("SELECT 1 FROM accounts WHERE lower(name) = lower($1)", &[&name]).await?;
    if taken.is_some() {
        return Err(Refusal::conflict("that name is an account's: log in, or choose another"));
    }
    Ok((open_session(db, &name, true).await?, name))
}

/// The player of a bearer token, if it is a live session.
pub(crate) async fn player(db: &Db, token: &str) -> Result<Player, Refusal> {
    let row = db
        .client()
        .await?
        .query_opt("SELECT name, guest FROM sessions WHERE digest = $1 AND until > now()", &[&session_digest(token)])
        .await?;
    let row = row.ok_or_else(|| Refusal::unauthorized("log in first (the session is unknown or over)"))?;
    Ok(Player { name: row.get(0), guest: row.get(1) })
}

/// Ends a session.
pub(crate) async fn log_out(db: &Db, token: &str) -> Result<(), Refusal> {
    db.client().await?.execute("DELETE FROM sessions WHERE digest = $1", &[&session_digest(token)]).await?;
    Ok(())
}
