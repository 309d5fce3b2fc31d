//! `online`: the window connected to a server, hosting, joining or watching a match at once.
//! (`serve` itself is `net::serve`, shared with the windowless `stratagem-server`.)

use super::{GameArgs, WindowArgs, run_app};
use crate::ai::AiGame;
use crate::net::client::resolve;
use crate::net::window::{Intent, Online};
use crate::session::Controller;
use crate::with_game;
use std::process::ExitCode;

/// What `online` was asked to do once connected.
pub(super) struct OnlineArgs {
    pub server: String,
    pub name: Option<String>,
    pub host: bool,
    pub join: bool,
    pub watch: bool,
    pub code: Option<String>,
    pub seat: Option<u8>,
    pub play_as: String,
}

pub(super) fn online(args: &OnlineArgs, game: &GameArgs, window: &WindowArgs) -> Result<ExitCode, String> {
    resolve(&args.server)?;
    let chosen = [args.host, args.join, args.watch].iter().filter(|&&b| b).count();
    if chosen > 1 {
        return Err("choose one of --host, --join and --watch".into());
    }
    let play_as = |offered| Controller::parse(&args.play_as, offered);
    let intent = if args.host {
        Some(with_game!(game.game.as_str(), G => {
            let setup = game.setup::<G>(1000, ["human", "remote"])?;
            Ok(Intent::Host { setup, play_as: play_as(&G::ai_kinds())? })
        })?)
    } else if args.join {
        let offered = crate::games::catalog().games.iter().flat_map(|g| g.ai_kinds.clone()).collect::<Vec<_>>();
        let seat = args.seat.map(|s| s.checked_sub(1).ok_or("--seat counts from 1")).transpose()?;
        Some(Intent::Join { code: args.code.clone(), seat, controller: play_as(&offered)? })
    } else if args.watch {
        Some(Intent::Watch { code: args.code.clone() })
    } else {
        None
    };
    let mut online = Online::default();
    online.address = args.server.clone();
    if let Some(name) = &args.name {
        online.name = name.clone();
    }
    match intent {
        Some(intent) => online.request(intent),
        None => online.connect(),
    }
    let mut app = super::window::window_for_menu(window);
    app.insert_resource(online);
    app.insert_resource(crate::shell::menu::MenuPage::Online);
    Ok(run_app(app))
}
