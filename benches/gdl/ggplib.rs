//! The peer in the speed comparison: the propnet state machine of ggplib (Richard Emslie's
//! C++ library behind his player Galvanise, a past international GGP champion), run as
//! `CMD KIF SECONDS` where `GGPLIB_RATE` names `CMD`: built outside this repository, since no
//! script that builds a fetched peer is committed. Without it the peer's column says so.

use std::path::Path;
use std::process::Command;

/// The variable that names the peer's command.
const VARIABLE: &str = "GGPLIB_RATE";

/// ggplib's random playouts per second on `path` over `seconds` (its propnet built first, not
/// timed), or why there is no figure.
pub fn rate(path: &Path, seconds: f64) -> Result<f64, String> {
    let command = std::env::var(VARIABLE).map_err(|_| format!("{VARIABLE} not set"))?;
    let mut words = command.split_whitespace();
    let program = words.next().ok_or_else(|| format!("{VARIABLE} is empty"))?;
    let out = Command::new(program)
        .args(words)
        .arg(path)
        .arg(format!("{seconds}"))
        .output()
        .map_err(|e| format!("{program} not run ({e})"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    // "ggplib NAME N rollouts in MS ms: RATE per second"
    let figure = text.lines().find_map(|line| line.strip_suffix(" per second")?.rsplit(' ').next()?.parse().ok());
    figure.ok_or_else(|| {
        let why = String::from_utf8_lossy(&out.stderr);
        let said = format!("{} {}", text.trim(), why.lines().last().unwrap_or("").trim());
        // A failed propnet's message can list a million components: its start says what failed.
        format!("ggplib said: {}", said.chars().take(160).collect::<String>())
    })
}
