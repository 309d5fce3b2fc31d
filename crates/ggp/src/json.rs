//! A match in ggp-base's match JSON (the fields of its `Match.toJSON`), so ggp-base's tools and
//! viewers read the matches the suite hosts. States are written as ggp-base writes them: the
//! facts without their `true`, in one list.

use crate::manager::Played;
use crate::sexp::Sexp;

/// The match as one JSON object.
pub fn match_json(played: &Played, random_token: &str) -> String {
    let states: Vec<String> =
        played.states.iter().map(|facts| string(&format!("( {} )", texts(facts).join(" ")))).collect();
    let moves: Vec<String> = played.moves.iter().map(|joint| array(texts(joint).iter().map(|t| string(t)))).collect();
    let errors: Vec<String> = played.errors.iter().map(|e| array(e.iter().map(|t| string(t)))).collect();
    let mut fields = vec![
        ("matchId", string(&played.match_id)),
        ("randomToken", string(random_token)),
        ("startTime", played.start_time.to_string()),
        ("isCompleted", played.goals.is_some().to_string()),
        ("isAborted", played.goals.is_none().to_string()),
        ("states", array(states.into_iter())),
        ("moves", array(moves.into_iter())),
        ("stateTimes", array(played.state_times.iter().map(u64::to_string))),
        ("errors", array(errors.into_iter())),
    ];
    if let Some(goals) = &played.goals {
        fields.push(("goalValues", array(goals.iter().map(u32::to_string))));
    }
    fields.extend([
        ("previewClock", "-1".to_string()),
        ("startClock", played.start_clock.to_string()),
        ("playClock", played.play_clock.to_string()),
        ("playerNamesFromHost", array(played.players.iter().map(|p| string(p)))),
        ("scrambled", "false".to_string()),
    ]);
    let body: Vec<String> = fields.into_iter().map(|(name, value)| format!("{}:{value}", string(name))).collect();
    format!("{{{}}}\n", body.join(","))
}

fn texts(items: &[Sexp]) -> Vec<String> {
    items.iter().map(Sexp::to_string).collect()
}

fn array(items: impl Iterator<Item = String>) -> String {
    format!("[{}]", items.collect::<Vec<_>>().join(","))
}

/// A JSON string, escaped.
fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
