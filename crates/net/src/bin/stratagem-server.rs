//! `stratagem-server`: `stratagem serve` without the window, for a machine that only hosts
//! matches. It builds and links no Bevy (`cargo build --release -p stratagem-net`).

use clap::Parser;
use std::process::ExitCode;
use stratagem_net::serve::{ServeArgs, serve};

/// Host matches of the Stratagem games for players and spectators on other machines: a
/// headless server on a UDP port. Each match's record is written after every accepted move,
/// and a restarted server takes every unfinished match back. One log line per event.
#[derive(Parser)]
#[command(name = "stratagem-server", version)]
struct Cli {
    #[command(flatten)]
    serve: ServeArgs,
}

fn main() -> ExitCode {
    stratagem_i18n::install_english();
    match serve(&Cli::parse().serve) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("stratagem-server: {message}");
            ExitCode::from(2)
        }
    }
}
