//! The lobby's home page: the servers, the running matches and the leaderboards, for people
//! with a browser. Every name is escaped: a name is shown as the text it is, never as markup.

use crate::api::{MatchSummary, ServerInfo, Standing};
use std::fmt::Write;

/// Text made safe inside HTML elements and attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut safe = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => safe.push_str("&amp;"),
            '<' => safe.push_str("&lt;"),
            '>' => safe.push_str("&gt;"),
            '"' => safe.push_str("&quot;"),
            '\'' => safe.push_str("&#39;"),
            c => safe.push(c),
        }
    }
    safe
}

pub(crate) fn home(
    servers: &[(String, ServerInfo)],
    matches: &[MatchSummary],
    boards: &[(String, Vec<Standing>)],
) -> String {
    let mut page = String::from(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Stratagem lobby</title>\
         <style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}\
         td,th{padding:.2em .8em;text-align:left}</style></head><body>\n<h1>Stratagem lobby</h1>\n",
    );
    let _ = write!(page, "<h2>Servers</h2>\n<table><tr><th>Address</th><th>Matches</th><th>Room for</th></tr>\n");
    for (_, server) in servers {
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&server.address),
            server.matches,
            server.capacity
        );
    }
    page.push_str("</table>\n<h2>Matches being played</h2>\n<table><tr><th>Code</th><th>Game</th><th>Players</th><th>Moves</th></tr>\n");
    for m in matches {
        let players: Vec<String> = m.players.iter().map(|p| escape(p.as_deref().unwrap_or("—"))).collect();
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td>{}{}</td><td>{}</td><td>{}</td></tr>",
            escape(&m.code),
            escape(&m.game),
            if m.ranked { " (ranked)" } else { "" },
            players.join(", "),
            m.moves
        );
    }
    page.push_str("</table>\n");
    for (game, standings) in boards {
        let _ = write!(
            page,
            "<h2>Leaderboard: {}</h2>\n<table><tr><th>#</th><th>Player</th><th>Rating</th><th>Games</th></tr>\n",
            escape(game)
        );
        for (place, s) in standings.iter().enumerate() {
            let _ = writeln!(
                page,
                "<tr><td>{}</td><td>{}</td><td>{:.0} ± {:.0}</td><td>{}</td></tr>",
                place + 1,
                escape(&s.name),
                s.rating,
                2.0 * s.deviation,
                s.games
            );
        }
        page.push_str("</table>\n");
    }
    page.push_str("</body></html>\n");
    page
}
