//! Matches placed on servers: the least loaded live server gets a new match, written into the
//! shared database as that server's (it serves it when its first player comes), and tickets
//! send players to whichever server holds a match now.

use crate::Refusal;
use crate::accounts::Player;
use crate::api::{NewMatch, ServerInfo, Ticket};
use crate::db::Db;
use std::net::SocketAddr;
use stratagem_core::record::Record;
use stratagem_net::lobby::match_code;
use stratagem_net::pass::Pass;
use stratagem_net::tokens::{Issuer, unix_time};
use stratagem_session::Setup;

/// The live servers that take matches, least loaded first.
pub(crate) async fn servers(db: &Db) -> Result<Vec<(String, ServerInfo)>, Refusal> {
    let rows = db
        .client()
        .await?
        .query(
            "SELECT id, address, capacity, load FROM
                 (SELECT s.id, s.address, s.capacity,
                         (SELECT count(*) FROM matches m WHERE m.owner = s.id AND NOT m.ended) AS load
                  FROM servers s
                  WHERE s.lease_until > now() AND s.address IS NOT NULL AND s.capacity IS NOT NULL) live
             ORDER BY load::float8 / greatest(capacity, 1), id",
            &[],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|row| (row.get(0), ServerInfo { address: row.get(1), capacity: row.get(2), matches: row.get(3) }))
        .collect())
}

/// The setup of a new match from a request: the game's preset (its default one when none is
/// named) and seats the rules accept, with a new seed.
pub(crate) fn setup_of(request: &NewMatch) -> Result<Setup, Refusal> {
    let catalog = stratagem_games::catalog();
    let entry = catalog.get(&request.game).ok_or_else(|| Refusal::bad(&format!("no game '{}'", request.game)))?;
    let mut record = entry.default_setup().record(Vec::new());
    if let Some(preset) = &request.preset {
        record.preset = preset.clone();
    }
    if request.seats.iter().any(|seat| seat.trim() == "remote") {
        return Err(Refusal::bad("a seat is human or a computer player"));
    }
    record.seats = request.seats.clone();
    record.seed = rand::random();
    // The checks the server makes when it serves the match: the catalog's, then the rules'.
    let setup = Setup::from_record(&record, &catalog).map_err(|e| Refusal::bad(&e))?;
    stratagem_net::hosted::host(&record).map_err(|why| Refusal::bad(&why.to_string()))?;
    Ok(setup)
}

/// Places a match of `setup` on the least loaded server, each `(seat, player)` of `kept` kept
/// for that player; its code.
pub(crate) async fn place(db: &Db, setup: &Setup, kept: &[(u8, &Player)], ranked: bool) -> Result<String, Refusal> {
    let servers = servers(db).await?;
    let Some((server, _)) = servers.iter().find(|(_, info)| info.matches < i64::from(info.capacity)) else {
        return Err(Refusal::unavailable("no server has room for a match just now"));
    };
    let record: Record = setup.record(Vec::new());
    let text = ron::ser::to_string(&record).map_err(|e| Refusal::internal(&e.to_string()))?;
    let seats: Vec<i32> = kept.iter().map(|(seat, _)| i32::from(*seat)).collect();
    let names: Vec<&str> = kept.iter().map(|(_, player)| player.name.as_str()).collect();
    let guests: Vec<bool> = kept.iter().map(|(_, player)| player.guest).collect();
    let client = db.client().await?;
    for _ in 0..10 {
        let code = match_code();
        // One statement: the match, its kept seats and the lobby's note of it appear together.
        // (The count is 0 when the code is taken: then nothing was written.)
        let placed: i64 = client
            .query_one(
                "WITH m AS (
                     INSERT INTO matches (code, setup, owner, epoch) VALUES ($1, $2, $3, 1)
                     ON CONFLICT DO NOTHING RETURNING code),
                 p AS (INSERT INTO placed (code, game, ranked) SELECT code, $4, $5 FROM m),
                 s AS (INSERT INTO seats (code, seat, token, name, taken_over)
                       SELECT m.code, x.seat, NULL, x.name, false FROM m, unnest($6::integer[], $7::text[]) AS x(seat, name)),
                 g AS (INSERT INTO plays (code, seat, name, guest)
                       SELECT m.code, x.seat, x.name, x.guest
                       FROM m, unnest($6::integer[], $7::text[], $8::boolean[]) AS x(seat, name, guest))
                 SELECT count(*) FROM m",
                &[&code, &text, server, &record.game, &ranked, &seats, &names, &guests],
            )
            .await?
            .get(0);
        if placed == 1 {
            return Ok(code);
        }
    }
    Err(Refusal::internal("no free match code"))
}

/// A ticket into match `code` for `player` at `seat` (`None`: watching or any free seat), for
/// the server that holds it now.
pub(crate) async fn ticket(
    db: &Db,
    key: &[u8; 32],
    code: &str,
    player: &Player,
    seat: Option<u8>,
) -> Result<Ticket, Refusal> {
    let row = db
        .client()
        .await?
        .query_opt(
            "SELECT s.address, s.lease_until > now() FROM matches m LEFT JOIN servers s ON s.id = m.owner
             WHERE m.code = $1",
            &[&code],
        )
        .await?
        .ok_or_else(|| Refusal::not_found(&format!("no match {code}")))?;
    let (address, live): (Option<String>, Option<bool>) = (row.get(0), row.get(1));
    let address = match (address, live) {
        (Some(address), Some(true)) => address,
        _ => return Err(Refusal::unavailable("the match is moving to another server: ask again in a few seconds")),
    };
    let server: SocketAddr =
        address.parse().map_err(|_| Refusal::internal(&format!("a server address '{address}'")))?;
    let pass = Pass { account: player.name.clone(), code: code.to_string(), seat };
    let user_data = pass.to_user_data().map_err(|e| Refusal::bad(&e))?;
    let token = Issuer::new(*key, server, Vec::new())
        .issue(unix_time(), None, Some(&user_data))
        .map_err(|e| Refusal::internal(&e))?;
    let mut bytes = Vec::new();
    token.write(&mut bytes).map_err(|e| Refusal::internal(&e.to_string()))?;
    Ok(Ticket { code: code.to_string(), seat, server: address, token: stratagem_net::hex::encode(&bytes) })
}

/// The seat `player` is to take in match `code`: the one they asked for, the one already kept
/// for them, else the first seat people play that nobody holds. Noted in their history (a note
/// the settling keeps only if they really sat there).
pub(crate) async fn choose_seat(db: &Db, code: &str, player: &Player, asked: Option<u8>) -> Result<u8, Refusal> {
    let client = db.client().await?;
    let row = client
        .query_opt("SELECT setup, ended FROM matches WHERE code = $1", &[&code])
        .await?
        .ok_or_else(|| Refusal::not_found(&format!("no match {code}")))?;
    if row.get::<_, bool>(1) {
        return Err(Refusal::conflict("that match is over"));
    }
    let record: Record = ron::from_str(row.get(0)).map_err(|e| Refusal::internal(&e.to_string()))?;
    let held: Vec<(i32, Option<String>)> = client
        .query("SELECT seat, name FROM seats WHERE code = $1 AND name IS NOT NULL", &[&code])
        .await?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    let name_at = |seat: usize| held.iter().find(|(s, _)| *s as usize == seat).and_then(|(_, n)| n.clone());
    let human = |seat: usize| record.seats.get(seat).is_some_and(|c| c == "human");
    let mine = (0..record.seats.len()).find(|&s| name_at(s).as_ref() == Some(&player.name));
    let seat = match asked {
        Some(seat) if !human(seat as usize) => return Err(Refusal::bad("that seat is not for people")),
        Some(seat) if name_at(seat as usize).is_some_and(|n| n != player.name) => {
            return Err(Refusal::conflict("that seat is taken"));
        }
        Some(seat) => seat as usize,
        None => mine
            .or_else(|| (0..record.seats.len()).find(|&s| human(s) && name_at(s).is_none()))
            .ok_or_else(|| Refusal::conflict("every seat is taken: watch instead"))?,
    };
    client
        .execute(
            "INSERT INTO plays (code, seat, name, guest) SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM placed WHERE code = $1)
             ON CONFLICT (code, seat) DO UPDATE SET name = excluded.name, guest = excluded.guest",
            &[&code, &(seat as i32), &player.name, &player.guest],
        )
        .await?;
    Ok(seat as u8)
}
