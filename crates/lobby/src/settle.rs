//! Settling ended matches (and clearing ended sessions): each player's result goes into their history, and a ranked match
//! moves both ratings (Glicko-2). The outcome comes from replaying the record through the
//! game's own rules, as the server played it. One task does it, on a connection of its own, in
//! one transaction per match: a match is settled once.

use crate::db::{Db, connect};
use crate::glicko::{Game, Rating};
use std::time::Duration;
use stratagem_core::Seat;
use stratagem_core::record::Record;
use tokio_postgres::Client;

/// How often ended matches are looked for.
const EVERY: Duration = Duration::from_secs(1);

/// Settles ended matches for as long as the lobby runs; problems go to the log and are tried
/// again on the next round.
pub(crate) async fn run(db: &Db) {
    let mut client: Option<Client> = None;
    let mut rounds = 0u64;
    loop {
        tokio::time::sleep(EVERY).await;
        if client.as_ref().is_none_or(Client::is_closed) {
            client = connect(db.url()).await.map_err(|e| crate::log(&format!("settling: {e}"))).ok();
        }
        let Some(client) = client.as_mut() else { continue };
        if let Err(error) = settle_all(client).await {
            crate::log(&format!("settling: {error}"));
        }
        // Sessions past their end and old failed log-ins are of no use: cleared once a minute.
        rounds += 1;
        let clear = "DELETE FROM sessions WHERE until < now();
                     DELETE FROM failed_logins WHERE at < now() - interval '1 day'";
        if rounds % 60 == 1
            && let Err(error) = client.batch_execute(clear).await
        {
            crate::log(&format!("clearing ended sessions: {error}"));
        }
    }
}

async fn settle_all(client: &mut Client) -> Result<(), String> {
    let ended = client
        .query(
            "SELECT p.code FROM placed p JOIN matches m USING (code) WHERE NOT p.settled AND m.ended ORDER BY p.placed_at",
            &[],
        )
        .await
        .map_err(|e| e.to_string())?;
    for row in ended {
        let code: String = row.get(0);
        if let Err(error) = settle(client, &code).await {
            crate::log(&format!("match {code} not settled: {error}"));
        }
    }
    Ok(())
}

/// The result of a seat, as history shows it.
fn result_of(outcome: &stratagem_core::Outcome, seat: Seat) -> (&'static str, f64) {
    match outcome {
        stratagem_core::Outcome::Draw { .. } => ("draw", 0.5),
        _ if outcome.winner().is_none() && outcome.place(seat) == 1 => ("draw", 0.5),
        _ if outcome.place(seat) == 1 => ("win", 1.0),
        _ => ("loss", 0.0),
    }
}

async fn settle(client: &mut Client, code: &str) -> Result<(), String> {
    let transaction = client.transaction().await.map_err(|e| e.to_string())?;
    let error = |e: tokio_postgres::Error| e.to_string();
    let Some(head) = transaction
        .query_opt(
            "SELECT m.setup, m.forfeit, p.ranked, p.game FROM placed p JOIN matches m USING (code)
             WHERE p.code = $1 AND NOT p.settled FOR UPDATE OF p",
            &[&code],
        )
        .await
        .map_err(error)?
    else {
        return Ok(());
    };
    let (setup, forfeit, ranked, game): (String, Option<String>, bool, String) =
        (head.get(0), head.get(1), head.get(2), head.get(3));
    let mut record: Record = ron::from_str(&setup).map_err(|e| format!("its setup: {e}"))?;
    let moves =
        transaction.query("SELECT text FROM moves WHERE code = $1 ORDER BY number", &[&code]).await.map_err(error)?;
    record.moves = moves.iter().map(|m| m.get(0)).collect();
    // Only the notes of players who really sat where the lobby sent them stand.
    transaction
        .execute(
            "DELETE FROM plays p WHERE p.code = $1 AND NOT EXISTS
                 (SELECT 1 FROM seats s WHERE s.code = p.code AND s.seat = p.seat AND s.name = p.name)",
            &[&code],
        )
        .await
        .map_err(error)?;
    let plays: Vec<(i32, String, bool)> = transaction
        .query("SELECT seat, name, guest FROM plays WHERE code = $1 ORDER BY seat", &[&code])
        .await
        .map_err(error)?
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2)))
        .collect();
    let outcome = stratagem_net::hosted::host(&record).ok().and_then(|game| game.outcome());
    match (&outcome, &forfeit) {
        (Some(outcome), _) => {
            let results: Vec<(&'static str, f64)> =
                plays.iter().map(|(seat, ..)| result_of(outcome, Seat(*seat as u8))).collect();
            for ((seat, ..), (result, _)) in plays.iter().zip(&results) {
                transaction
                    .execute("UPDATE plays SET result = $3 WHERE code = $1 AND seat = $2", &[&code, seat, result])
                    .await
                    .map_err(error)?;
            }
            let accounts = plays.iter().all(|(_, _, guest)| !guest);
            if ranked && plays.len() == 2 && accounts {
                rate(&transaction, code, &game, &plays, &results).await?;
            }
        }
        // A forfeit: the match ended without an outcome of the rules, so nobody's rating moves.
        (None, Some(why)) => {
            transaction
                .execute("UPDATE plays SET result = 'forfeit' WHERE code = $1", &[&code])
                .await
                .map_err(error)?;
            crate::log(&format!("match {code} ended by a forfeit ({why}): not rated"));
        }
        (None, None) => crate::log(&format!("match {code} ended, but its record has no outcome: not rated")),
    }
    transaction.execute("UPDATE placed SET settled = true WHERE code = $1", &[&code]).await.map_err(error)?;
    transaction.commit().await.map_err(error)
}

/// Moves both players' ratings in `game` by the match's results.
async fn rate(
    transaction: &tokio_postgres::Transaction<'_>,
    code: &str,
    game: &str,
    plays: &[(i32, String, bool)],
    results: &[(&'static str, f64)],
) -> Result<(), String> {
    let error = |e: tokio_postgres::Error| e.to_string();
    let mut before = Vec::new();
    for (_, name, _) in plays {
        let row = transaction
            .query_opt(
                "SELECT rating, deviation, volatility FROM ratings WHERE name = $1 AND game = $2 FOR UPDATE",
                &[name, &game],
            )
            .await
            .map_err(error)?;
        before.push(row.map_or_else(Rating::default, |r| Rating {
            rating: r.get(0),
            deviation: r.get(1),
            volatility: r.get(2),
        }));
    }
    for i in 0..2 {
        let after = before[i].after(&[Game { opponent: before[1 - i], score: results[i].1 }]);
        let (seat, name, _) = &plays[i];
        transaction
            .execute(
                "INSERT INTO ratings (name, game, rating, deviation, volatility, games) VALUES ($1, $2, $3, $4, $5, 1)
                 ON CONFLICT (name, game) DO UPDATE SET rating = $3, deviation = $4, volatility = $5,
                     games = ratings.games + 1",
                &[name, &game, &after.rating, &after.deviation, &after.volatility],
            )
            .await
            .map_err(error)?;
        transaction
            .execute(
                "UPDATE plays SET rating_before = $3, rating_after = $4 WHERE code = $1 AND seat = $2",
                &[&code, seat, &before[i].rating, &after.rating],
            )
            .await
            .map_err(error)?;
    }
    crate::log(&format!("match {code} rated: {:?} {} and {:?} {}", plays[0].1, results[0].0, plays[1].1, results[1].0));
    Ok(())
}
