//! The lobby's HTTPS routes: `/api/…` speaks JSON to the window, `/` is a page for people.

use crate::accounts::{self, Player};
use crate::api::{
    Credentials, GameRating, GuestName, JoinSeat, MatchSummary, Me, NewMatch, Played, Queued, ServerInfo, Session,
    Standing, Ticket,
};
use crate::{Refusal, Service, log, pages, placement, ranked};
use axum::Json;
use axum::Router;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::HeaderMap;
use axum::response::Html;
use axum::routing::{get, post};
use std::net::SocketAddr;
use std::sync::Arc;
use stratagem_core::record::Record;

type Shared = State<Arc<Service>>;
type Answer<T> = Result<Json<T>, Refusal>;

pub(crate) fn router(service: Arc<Service>) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/api/signup", post(sign_up))
        .route("/api/login", post(log_in))
        .route("/api/guest", post(guest))
        .route("/api/logout", post(log_out))
        .route("/api/me", get(me))
        .route("/api/servers", get(servers))
        .route("/api/matches", get(matches).post(new_match))
        .route("/api/matches/{code}/join", post(join))
        .route("/api/matches/{code}/watch", post(watch))
        .route("/api/records/{code}", get(record))
        .route("/api/ranked/{game}", get(ranked_look).post(ranked_join).delete(ranked_leave))
        .route("/api/leaderboard/{game}", get(leaderboard))
        .route("/api/history/{name}", get(history))
        .with_state(service)
}

/// The bearer token of a request.
fn bearer(headers: &HeaderMap) -> Result<&str, Refusal> {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or_else(|| Refusal::unauthorized("log in first"))
}

async fn who(service: &Service, headers: &HeaderMap) -> Result<Player, Refusal> {
    accounts::player(&service.db, bearer(headers)?).await
}

/// An account, not a guest.
async fn account(service: &Service, headers: &HeaderMap) -> Result<Player, Refusal> {
    let player = who(service, headers).await?;
    match player.guest {
        true => Err(Refusal::forbidden("guests play private matches by code: sign up to play ranked")),
        false => Ok(player),
    }
}

fn session((session, name): (String, String), guest: bool) -> Json<Session> {
    Json(Session { session, name, guest })
}

async fn sign_up(State(service): Shared, Json(who): Json<Credentials>) -> Answer<Session> {
    let made = accounts::sign_up(&service.db, &who.name, who.password).await?;
    log(&format!("account made: {:?}", made.1));
    Ok(session(made, false))
}

async fn log_in(
    State(service): Shared,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Json(who): Json<Credentials>,
) -> Answer<Session> {
    Ok(session(accounts::log_in(&service.db, &who.name, who.password, peer.ip()).await?, false))
}

async fn guest(State(service): Shared, Json(who): Json<GuestName>) -> Answer<Session> {
    Ok(session(accounts::guest(&service.db, &who.name).await?, true))
}

async fn log_out(State(service): Shared, headers: HeaderMap) -> Answer<()> {
    accounts::log_out(&service.db, bearer(&headers)?).await?;
    Ok(Json(()))
}

async fn me(State(service): Shared, headers: HeaderMap) -> Answer<Me> {
    let player = who(&service, &headers).await?;
    let rows = service
        .db
        .client()
        .await?
        .query("SELECT game, rating, deviation, games FROM ratings WHERE name = $1 ORDER BY game", &[&player.name])
        .await?;
    let ratings = rows
        .iter()
        .map(|r| GameRating { game: r.get(0), rating: r.get(1), deviation: r.get(2), games: r.get(3) })
        .collect();
    Ok(Json(Me { name: player.name, guest: player.guest, ratings }))
}

async fn servers(State(service): Shared) -> Answer<Vec<ServerInfo>> {
    Ok(Json(placement::servers(&service.db).await?.into_iter().map(|(_, info)| info).collect()))
}

/// The running matches of every server, newest first.
pub(crate) async fn running(service: &Service) -> Result<Vec<MatchSummary>, Refusal> {
    let rows = service
        .db
        .client()
        .await?
        .query(
            "SELECT m.code, m.setup, CASE WHEN s.lease_until > now() THEN s.address END,
                    coalesce(p.ranked, false),
                    (SELECT count(*) FROM moves v WHERE v.code = m.code),
                    array(SELECT coalesce(t.name, '') FROM seats t WHERE t.code = m.code ORDER BY t.seat),
                    array(SELECT t.seat FROM seats t WHERE t.code = m.code ORDER BY t.seat)
             FROM matches m LEFT JOIN servers s ON s.id = m.owner LEFT JOIN placed p ON p.code = m.code
             WHERE NOT m.ended AND NOT m.set_aside ORDER BY m.created DESC LIMIT 200",
            &[],
        )
        .await?;
    let mut list = Vec::new();
    for row in rows {
        let Ok(record) = ron::from_str::<Record>(row.get(1)) else { continue };
        let (names, seats): (Vec<String>, Vec<i32>) = (row.get(5), row.get(6));
        let mut players = vec![None; record.seats.len()];
        for (name, seat) in names.into_iter().zip(seats) {
            if let Some(place) = players.get_mut(seat as usize) {
                *place = Some(name).filter(|n| !n.is_empty());
            }
        }
        list.push(MatchSummary {
            code: row.get(0),
            game: record.game,
            preset: record.preset,
            server: row.get(2),
            players,
            moves: row.get(4),
            ranked: row.get(3),
        });
    }
    Ok(list)
}

async fn matches(State(service): Shared) -> Answer<Vec<MatchSummary>> {
    Ok(Json(running(&service).await?))
}

async fn new_match(State(service): Shared, headers: HeaderMap, Json(request): Json<NewMatch>) -> Answer<Ticket> {
    let player = who(&service, &headers).await?;
    let setup = placement::setup_of(&request)?;
    if let Some(seat) = request.take
        && setup.seats.get(seat as usize).is_none_or(|c| !c.is_human())
    {
        return Err(Refusal::bad("that seat is not for people"));
    }
    let kept: Vec<(u8, &Player)> = request.take.map(|seat| (seat, &player)).into_iter().collect();
    let code = placement::place(&service.db, &setup, &kept, false).await?;
    log(&format!("match {code} placed for {:?}: {} {}", player.name, setup.game, setup.preset));
    Ok(Json(placement::ticket(&service.db, &service.key, &code, &player, request.take).await?))
}

async fn join(
    State(service): Shared,
    Path(code): Path<String>,
    headers: HeaderMap,
    body: Option<Json<JoinSeat>>,
) -> Answer<Ticket> {
    let player = who(&service, &headers).await?;
    let asked = body.and_then(|Json(j)| j.seat);
    let seat = placement::choose_seat(&service.db, &code, &player, asked).await?;
    Ok(Json(placement::ticket(&service.db, &service.key, &code, &player, Some(seat)).await?))
}

async fn watch(State(service): Shared, Path(code): Path<String>, headers: HeaderMap) -> Answer<Ticket> {
    let player = who(&service, &headers).await?;
    Ok(Json(placement::ticket(&service.db, &service.key, &code, &player, None).await?))
}

/// The record of an ended match, to replay (RON, as the window saves records). A running
/// match's record would give away what its players may not see yet.
async fn record(State(service): Shared, Path(code): Path<String>) -> Result<String, Refusal> {
    let client = service.db.client().await?;
    let row = client
        .query_opt("SELECT setup, ended FROM matches WHERE code = $1", &[&code])
        .await?
        .ok_or_else(|| Refusal::not_found(&format!("no match {code}")))?;
    if !row.get::<_, bool>(1) {
        return Err(Refusal::conflict("the match is still being played: watch it instead"));
    }
    let mut record: Record = ron::from_str(row.get(0)).map_err(|e| Refusal::internal(&e.to_string()))?;
    let moves = client.query("SELECT text FROM moves WHERE code = $1 ORDER BY number", &[&code]).await?;
    record.moves = moves.iter().map(|m| m.get(0)).collect();
    Ok(record.to_text())
}

async fn ranked_look(State(service): Shared, Path(game): Path<String>, headers: HeaderMap) -> Answer<Queued> {
    let player = account(&service, &headers).await?;
    ranked::check_game(&game)?;
    Ok(Json(ranked::standing(&service.db, &service.key, &game, &player).await?))
}

async fn ranked_join(State(service): Shared, Path(game): Path<String>, headers: HeaderMap) -> Answer<Queued> {
    let player = account(&service, &headers).await?;
    ranked::check_game(&game)?;
    Ok(Json(ranked::join(&service.db, &service.key, &game, &player).await?))
}

async fn ranked_leave(State(service): Shared, Path(game): Path<String>, headers: HeaderMap) -> Answer<Queued> {
    let player = account(&service, &headers).await?;
    ranked::leave(&service.db, &game, &player).await?;
    Ok(Json(Queued::Idle))
}

/// A game's leaderboard: its players by rating.
pub(crate) async fn standings(service: &Service, game: &str) -> Result<Vec<Standing>, Refusal> {
    let rows = service
        .db
        .client()
        .await?
        .query(
            "SELECT name, rating, deviation, games FROM ratings WHERE game = $1 ORDER BY rating DESC, name LIMIT 100",
            &[&game],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| Standing { name: r.get(0), rating: r.get(1), deviation: r.get(2), games: r.get(3) })
        .collect())
}

async fn leaderboard(State(service): Shared, Path(game): Path<String>) -> Answer<Vec<Standing>> {
    ranked::check_game(&game)?;
    Ok(Json(standings(&service, &game).await?))
}

async fn history(State(service): Shared, Path(name): Path<String>) -> Answer<Vec<Played>> {
    let rows = service
        .db
        .client()
        .await?
        .query(
            "SELECT p.code, l.game, p.seat, p.result, l.ranked, p.rating_before, p.rating_after,
                    to_char(l.placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'),
                    array(SELECT o.name FROM plays o WHERE o.code = p.code AND o.seat <> p.seat ORDER BY o.seat)
             FROM plays p JOIN placed l USING (code)
             WHERE p.name = $1 AND NOT p.guest ORDER BY l.placed_at DESC LIMIT 100",
            &[&name],
        )
        .await?;
    Ok(Json(
        rows.iter()
            .map(|r| Played {
                code: r.get(0),
                game: r.get(1),
                seat: r.get::<_, i32>(2) as u8,
                result: r.get(3),
                ranked: r.get(4),
                rating_before: r.get(5),
                rating_after: r.get(6),
                when: r.get(7),
                opponents: r.get(8),
            })
            .collect(),
    ))
}

async fn home(State(service): Shared) -> Result<Html<String>, Refusal> {
    let servers = placement::servers(&service.db).await?;
    let matches = running(&service).await?;
    let mut boards = Vec::new();
    for entry in stratagem_games::catalog().games.iter().filter(|g| g.seat_names.len() == 2) {
        boards.push((entry.id.to_string(), standings(&service, entry.id).await?));
    }
    Ok(Html(pages::home(&servers, &matches, &boards)))
}
