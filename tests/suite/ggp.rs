//! `stratagem ggp-player` and `stratagem ggp-match` as processes, as a user runs them: a match
//! between two players over loopback, its JSON and its record, which `replay --check` accepts.

use crate::cli::stratagem;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A `ggp-player` on a free port, and its address from the line it prints first.
fn spawn_player(kind: &str) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratagem"))
        .args(["ggp-player", "--port", "0", "--player", kind])
        .env("STRATAGEM_ASSETS", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let port = line.trim().rsplit(' ').next().unwrap().to_string();
    assert!(port.parse::<u16>().is_ok(), "{line}");
    (child, format!("127.0.0.1:{port}"))
}

fn post(addr: &str, body: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    write!(stream, "POST / HTTP/1.0\r\nContent-Type: text/acl\r\nContent-Length: {}\r\n\r\n{body}", body.len())?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    Ok(answer.split_once("\r\n\r\n").map_or(String::new(), |(_, b)| b.to_string()))
}

#[test]
fn ggp_match_between_two_ggp_players_writes_json_and_a_record_that_replays() {
    let (mut first, a) = spawn_player("uct");
    let (mut second, b) = spawn_player("search");
    let dir = std::env::temp_dir().join(format!("stratagem-ggp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (json, record) = (dir.join("match.json"), dir.join("match.ron"));
    let args = ["ggp-match", "--game", "tictactoe", "--player", &a, "--player", &b, "--start-clock", "3"];
    let files = ["--play-clock", "1", "--json", json.to_str().unwrap(), "--record", record.to_str().unwrap()];
    let (out, err, ok) = stratagem(&[&args[..], &files[..]].concat());
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("errors: 0"), "{out}");
    assert!(out.contains("goals: x 50, o 50"), "{out}");
    let text = std::fs::read_to_string(&json).unwrap();
    assert!(text.contains("\"isCompleted\":true") && text.contains("\"goalValues\":[50,50]"), "{text}");
    let (out, err, ok) = stratagem(&["replay", "--check", record.to_str().unwrap()]);
    assert!(ok && out.contains("all legal") && out.contains("no single winner"), "{out}\n{err}");

    // A manager that hangs up before the answer ends neither the match nor the process.
    let description =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/gdl/connect-four.kif")).unwrap();
    assert_eq!(post(&a, &format!("(START hang red ({description}) 2 1)")).unwrap(), "ready");
    let mut hung = TcpStream::connect(&a).unwrap();
    write!(hung, "POST / HTTP/1.0\r\nContent-Length: 15\r\n\r\n(PLAY hang NIL)").unwrap();
    drop(hung);
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(post(&a, "(ABORT hang)").unwrap(), "aborted");
    assert!(post(&a, "(INFO)").unwrap().contains("available"));
    for child in [&mut first, &mut second] {
        child.kill().unwrap();
        child.wait().unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ggp_commands_refuse_bad_flags_clearly() {
    let (_, err, ok) = stratagem(&["ggp-player", "--player", "minimax"]);
    assert!(!ok && err.contains("possible values: uct, search, random"), "{err}");
    let (_, err, ok) = stratagem(&["ggp-match", "--game", "tictactoe", "--player", "127.0.0.1:1"]);
    assert!(!ok && err.contains("1 players for 2 roles"), "{err}");
    let (_, err, ok) = stratagem(&["ggp-match", "--game", "no-such-game", "--player", "127.0.0.1:1"]);
    assert!(!ok && err.contains("no-such-game"), "{err}");
    let (_, err, ok) = stratagem(&["ggp-match", "--game", "nim", "--player", "a:1", "--play-clock", "0"]);
    assert!(!ok && err.contains("--play-clock must be from 1"), "{err}");
    // A GGP player is a seat of GDL games only, and only where a window runs the match.
    let (_, err, ok) = stratagem(&["arena", "--game", "tictactoe", "--first", "ggp:127.0.0.1:9147"]);
    assert!(!ok && err.contains("a GGP player (ggp:127.0.0.1:9147) plays GDL descriptions only"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--game", "gdl", "--first", "ggp:127.0.0.1:9147"]);
    assert!(!ok && err.contains("the arena plays computer players only"), "{err}");
    let (_, err, ok) = stratagem(&["arena", "--game", "gdl", "--first", "ggp:9147"]);
    assert!(!ok && err.contains("'9147' is not a GGP player's address"), "{err}");
}

/// A watched match (`ggp-match --watch`): the joint moves the referee hears, fed to the window
/// from its thread, go through the move pipeline as a server's moves do, in order, and the
/// window's game ends as the referee's; a move the rules refuse is refused and changes nothing.
#[test]
fn a_watched_match_plays_in_the_window_move_by_move() {
    use bevy::prelude::*;
    use stratagem::games::gdl::GdlPlay;
    use stratagem::shell::MatchStatus;
    use stratagem::shell::feed::MoveFeed;
    use stratagem::shell::play::Match;
    use stratagem_ggp::record::Transcript;
    stratagem::i18n::install_english();
    let mut transcript = Transcript::new("tictactoe").unwrap();
    let mut app = stratagem::app::headless_app(Some(transcript.setup.clone()));
    let (send, receive) = std::sync::mpsc::channel();
    app.insert_resource(MoveFeed(std::sync::Mutex::new(receive)));
    app.update();
    app.update();
    let ply = |app: &App| app.world().resource::<Match<GdlPlay>>().ply();

    send.send((stratagem::core::Seat(1), "(mark 2 2)".to_string())).unwrap();
    app.update();
    assert_eq!(ply(&app), 0, "o cannot move first");
    let notice = app.world().resource::<MatchStatus>().notice.clone().map(|n| n.to_string()).unwrap_or_default();
    assert!(notice.contains("not"), "{notice}");

    // x takes the top row while o plays along the middle one.
    let steps = [["(mark 1 1)", "noop"], ["noop", "(mark 2 1)"], ["(mark 1 2)", "noop"], ["noop", "(mark 2 2)"]];
    let last = [["(mark 1 3)", "noop"]];
    for (i, joint) in steps.iter().chain(&last).enumerate() {
        let joint: Vec<String> = joint.iter().map(|m| m.to_string()).collect();
        for mv in transcript.step(i, &joint).unwrap() {
            send.send(mv).unwrap();
        }
    }
    let ended = crate::headless::run_until(&mut app, 200, |w| w.resource::<MatchStatus>().outcome.is_some());
    assert!(ended, "the game in the window ends");
    assert_eq!(ply(&app), 5);
    let outcome = app.world().resource::<MatchStatus>().outcome.clone();
    assert!(
        matches!(outcome, Some(stratagem::core::Outcome::Win { seat: stratagem::core::Seat(0), .. })),
        "x wins: {outcome:?}"
    );
}

/// A GDL game in the window with one seat given to a GGP player elsewhere: the window manages
/// its match (START, a PLAY a step, STOP) and plays its answers through the move pipeline;
/// the record names the seat by its address. A player that cannot be reached gets random
/// legal moves, with the reason shown.
#[test]
fn a_ggp_player_elsewhere_plays_a_seat_of_a_game_in_the_window() {
    use bevy::prelude::World;
    use stratagem::core::Game;
    use stratagem::games::gdl::GdlPlay;
    use stratagem::session::Controller;
    use stratagem::shell::MatchStatus;
    use stratagem::shell::play::{Match, Pace};
    use stratagem_ggp::{PlayerConfig, PlayerKind, PlayerServer};
    stratagem::i18n::install_english();
    let config = PlayerConfig { name: "remote".into(), kind: PlayerKind::Random, threads: 1, log: false };
    let remote = PlayerServer::start("127.0.0.1:0", config).unwrap();
    let unreachable = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    // The human's turn has come (o to move, nothing thinking) or the game is over.
    let humans_turn = |w: &World| {
        let status = w.resource::<MatchStatus>();
        let game = w.resource::<Match<GdlPlay>>();
        status.outcome.is_some() || game.state.to_move().index() == 1 && status.thinking.is_none()
    };
    for (addr, reached) in [(remote.addr(), true), (unreachable, false)] {
        let mut setup = stratagem::games::catalog().default_setup("gdl").unwrap();
        setup.preset = "tictactoe".into();
        setup.seats = vec![Controller::Ggp(addr), Controller::Human];
        let mut app = stratagem::app::headless_app(Some(setup));
        app.insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() });
        let first = crate::headless::run_until(&mut app, 2000, |w| {
            w.get_resource::<Match<GdlPlay>>().is_some_and(|m| m.ply() == 1)
        });
        assert!(first, "the GGP seat made x's first move");
        let error = app.world().resource::<MatchStatus>().ai_errors[0].as_ref().map(crate::util::english);
        match reached {
            true => assert_eq!(error, None),
            false => {
                let error = error.unwrap_or_default();
                assert!(error.contains(&format!("GGP player at {addr}")) && error.contains("(CE)"), "{error}");
            }
        }
        assert_eq!(app.world().resource::<Match<GdlPlay>>().record().seats[0], format!("ggp:{addr}"));
        // The human (o) plays its first legal move each turn; the GGP player answers.
        loop {
            assert!(crate::headless::run_until(&mut app, 20_000, humans_turn));
            let world = app.world_mut();
            if world.resource::<MatchStatus>().outcome.is_some() {
                break;
            }
            let game = world.resource::<Match<GdlPlay>>();
            let mut legal = Vec::new();
            game.state.legal_moves(&mut legal);
            let request = game.request(game.state.to_move(), legal[0]);
            world.write_message(request);
            app.update();
        }
        let game = app.world().resource::<Match<GdlPlay>>();
        assert!(game.ply() >= 5, "{} moves", game.ply());
    }
}

/// A record names a GGP seat by its address, read as written and never looked up (records come
/// from anywhere, servers read them); a server refuses to host such a seat.
#[test]
fn a_ggp_seat_in_a_record_is_an_address_and_a_server_refuses_to_host_it() {
    use stratagem::session::{Controller, Setup};
    let mut setup = stratagem::games::catalog().default_setup("gdl").unwrap();
    setup.preset = "tictactoe".into();
    setup.seats[0] = Controller::Ggp("127.0.0.1:9147".parse().unwrap());
    let mut record = setup.record(Vec::new());
    assert_eq!(record.seats[0], "ggp:127.0.0.1:9147");
    assert_eq!(Setup::from_record(&record, &stratagem::games::catalog()).unwrap(), setup);
    let refused = stratagem::net::hosted::host(&record).err().map(|e| crate::util::english(&e)).unwrap_or_default();
    assert!(refused.contains("a GGP player plays a seat of a game in a window, not on a server"), "{refused}");
    record.seats[0] = "ggp:localhost:9147".into();
    let named = Setup::from_record(&record, &stratagem::games::catalog()).unwrap_err();
    assert!(named.contains("ggp:localhost:9147: write an IP address and a port"), "{named}");
}
