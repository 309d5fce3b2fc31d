//! The ranked queue of each game: players wait with their rating, and the two closest in
//! rating are paired once both would accept the gap, which widens the longer they wait. The
//! queue is a table, so a restarted lobby (or a second one) keeps every place in it.

use crate::Refusal;
use crate::accounts::Player;
use crate::api::{NewMatch, Queued};
use crate::db::Db;
use crate::glicko::Rating;
use crate::{log, placement};
use std::time::Duration;

/// The rating gap a player accepts at once, and how much wider it gets each second.
const FIRST_GAP: f64 = 100.0;
const GAP_PER_SECOND: f64 = 20.0;

/// A player who stops asking about their place for this long has left the queue.
pub const GONE_AFTER: Duration = Duration::from_secs(30);

/// How often the queues are paired.
const PAIRING_EVERY: Duration = Duration::from_millis(250);

/// One waiting player.
#[derive(Clone, Debug)]
pub struct Waiting {
    pub name: String,
    pub rating: f64,
    /// Seconds in the queue.
    pub waited: f64,
}

impl Waiting {
    /// The rating gap this player accepts now.
    fn gap(&self) -> f64 {
        FIRST_GAP + GAP_PER_SECOND * self.waited
    }
}

/// The pairs to play among one game's waiting players: in rating order, each player with the
/// next one when the gap suits both.
pub fn pairs(mut waiting: Vec<Waiting>) -> Vec<(Waiting, Waiting)> {
    waiting.sort_by(|a, b| a.rating.total_cmp(&b.rating));
    let mut pairs = Vec::new();
    let mut players = waiting.into_iter().peekable();
    while let Some(player) = players.next() {
        let suits = players.peek().is_some_and(|next| {
            let gap = (next.rating - player.rating).abs();
            gap <= player.gap() && gap <= next.gap()
        });
        if suits && let Some(next) = players.next() {
            pairs.push((player, next));
        }
    }
    pairs
}

/// A player's rating in a game (a new player's when they have none).
pub(crate) async fn rating_of(db: &Db, name: &str, game: &str) -> Result<Rating, Refusal> {
    let row = db
        .client()
        .await?
        .query_opt("SELECT rating, deviation, volatility FROM ratings WHERE name = $1 AND game = $2", &[&name, &game])
        .await?;
    Ok(row.map_or_else(Rating::default, |r| Rating { rating: r.get(0), deviation: r.get(1), volatility: r.get(2) }))
}

/// Games of two seats are ranked.
pub(crate) fn check_game(game: &str) -> Result<(), Refusal> {
    match stratagem_games::catalog().get(game) {
        Some(entry) if entry.seat_names.len() == 2 => Ok(()),
        Some(_) => Err(Refusal::bad("only games of two players are ranked")),
        None => Err(Refusal::not_found(&format!("no game '{game}'"))),
    }
}

/// The running ranked match of `name` in `game`: its code, their seat and their opponent.
async fn running_match(db: &Db, name: &str, game: &str) -> Result<Option<(String, u8, String)>, Refusal> {
    let row = db
        .client()
        .await?
        .query_opt(
            "SELECT p.code, p.seat, o.name FROM plays p JOIN placed l USING (code) JOIN matches m USING (code)
             JOIN plays o ON o.code = p.code AND o.seat <> p.seat
             WHERE p.name = $1 AND l.game = $2 AND l.ranked AND NOT m.ended
             ORDER BY l.placed_at DESC LIMIT 1",
            &[&name, &game],
        )
        .await?;
    Ok(row.map(|r| (r.get(0), r.get::<_, i32>(1) as u8, r.get(2))))
}

/// Where `player` stands in `game`'s queue: in a ranked match (with a fresh ticket to it),
/// waiting, or not in it. Asking keeps the place.
pub(crate) async fn standing(db: &Db, key: &[u8; 32], game: &str, player: &Player) -> Result<Queued, Refusal> {
    if let Some((code, seat, opponent)) = running_match(db, &player.name, game).await? {
        let ticket = placement::ticket(db, key, &code, player, Some(seat)).await?;
        let opponent_rating = rating_of(db, &opponent, game).await?.rating;
        return Ok(Queued::Matched { ticket, opponent, opponent_rating });
    }
    let row = db
        .client()
        .await?
        .query_opt(
            "UPDATE queue SET seen = now() WHERE name = $1 AND game = $2
             RETURNING rating, extract(epoch FROM now() - since)::float8",
            &[&player.name, &game],
        )
        .await?;
    Ok(row.map_or(Queued::Idle, |r| Queued::Waiting { rating: r.get(0), seconds: r.get::<_, f64>(1) as u64 }))
}

/// Puts `player` in `game`'s queue (out of any other), unless they are in a ranked match of it.
pub(crate) async fn join(db: &Db, key: &[u8; 32], game: &str, player: &Player) -> Result<Queued, Refusal> {
    if running_match(db, &player.name, game).await?.is_none() {
        let rating = rating_of(db, &player.name, game).await?.rating;
        db.client()
            .await?
            .execute(
                "INSERT INTO queue (name, game, rating, since, seen) VALUES ($1, $2, $3, now(), now())
                 ON CONFLICT (name) DO UPDATE SET rating = excluded.rating, seen = now(),
                     since = CASE WHEN queue.game = excluded.game THEN queue.since ELSE now() END,
                     game = excluded.game",
                &[&player.name, &game, &rating],
            )
            .await?;
    }
    standing(db, key, game, player).await
}

pub(crate) async fn leave(db: &Db, game: &str, player: &Player) -> Result<(), Refusal> {
    db.client().await?.execute("DELETE FROM queue WHERE name = $1 AND game = $2", &[&player.name, &game]).await?;
    Ok(())
}

/// Pairs the queues for as long as the lobby runs.
pub(crate) async fn pair_forever(db: &Db) {
    loop {
        tokio::time::sleep(PAIRING_EVERY).await;
        if let Err(refusal) = pair_once(db).await {
            log(&format!("ranked pairing: {}", refusal.message));
        }
    }
}

/// One round: drops players gone quiet, pairs each game's queue, places each pair's match
/// (who moves first drawn) and takes the pair out of the queue.
async fn pair_once(db: &Db) -> Result<(), Refusal> {
    let client = db.client().await?;
    let gone = GONE_AFTER.as_secs_f64();
    client.execute("DELETE FROM queue WHERE seen < now() - make_interval(secs => $1)", &[&gone]).await?;
    let rows = client
        .query("SELECT game, name, rating, extract(epoch FROM now() - since)::float8 FROM queue ORDER BY game", &[])
        .await?;
    let mut games: std::collections::BTreeMap<String, Vec<Waiting>> = Default::default();
    for row in rows {
        let waiting = Waiting { name: row.get(1), rating: row.get(2), waited: row.get(3) };
        games.entry(row.get(0)).or_default().push(waiting);
    }
    for (game, waiting) in games {
        for (a, b) in pairs(waiting) {
            // Taken out first: of two lobbies pairing at once, only one gets both players.
            let taken = client
                .execute("DELETE FROM queue WHERE game = $1 AND name = ANY($2)", &[&game, &vec![&a.name, &b.name]])
                .await?;
            if taken != 2 {
                continue;
            }
            let (first, second) = if rand::random::<bool>() { (a, b) } else { (b, a) };
            let request = NewMatch { game: game.clone(), preset: None, seats: vec!["human".into(); 2], take: None };
            let players = [&first, &second].map(|w| Player { name: w.name.clone(), guest: false });
            let setup = placement::setup_of(&request)?;
            match placement::place(db, &setup, &[(0, &players[0]), (1, &players[1])], true).await {
                Ok(code) => log(&format!("ranked {game} match {code}: {:?} and {:?}", first.name, second.name)),
                Err(refusal) => {
                    log(&format!("ranked {game}: no match placed: {}", refusal.message));
                    for w in [&first, &second] {
                        client
                            .execute(
                                "INSERT INTO queue (name, game, rating, since, seen)
                                 VALUES ($1, $2, $3, now() - make_interval(secs => $4), now()) ON CONFLICT DO NOTHING",
                                &[&w.name, &game, &w.rating, &w.waited],
                            )
                            .await?;
                    }
                }
            }
        }
    }
    Ok(())
}
