//! The player over real loopback HTTP, sent requests exactly as ggp-base's game manager sends
//! them: headers, bodies (its spacing, upper-case keywords), clocks.

mod common;

use common::{as_sent, description, player, player_on_threads, post, send_raw};
use std::time::{Duration, Instant};
use stratagem_gdl::Machine;
use stratagem_ggp::PlayerKind;
use stratagem_ggp::rules::MatchRules;
use stratagem_ggp::sexp;

fn start(id: &str, role: &str, game: &str, start_clock: u64, play_clock: u64) -> String {
    format!("( START {id} {role} {} {start_clock} {play_clock})", as_sent(&description(game)))
}

#[test]
fn answers_carry_ggp_base_headers_and_info_says_available_then_busy() {
    let p = player(PlayerKind::Uct);
    let info = post(p.addr(), "( INFO )");
    assert!(info.status.contains("200"), "{}", info.status);
    assert_eq!(info.headers.get("content-type").map(String::as_str), Some("text/acl"));
    assert_eq!(info.headers.get("access-control-allow-origin").map(String::as_str), Some("*"));
    assert_eq!(info.headers.get("access-control-allow-methods").map(String::as_str), Some("POST, GET, OPTIONS"));
    assert_eq!(info.body, "((name stratagem) (status available))");
    assert_eq!(post(p.addr(), &start("m1", "x", "tictactoe", 5, 3)).body, "ready");
    assert_eq!(post(p.addr(), "(info)").body, "((name stratagem) (status busy))");
    // A browser's preflight gets the headers and an empty body.
    let options = send_raw(p.addr(), b"OPTIONS / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n");
    assert!(options.status.contains("200"), "{}", options.status);
    assert_eq!(options.headers.get("access-control-allow-headers").map(String::as_str), Some("Content-Type"));
    assert_eq!(options.body, "");
}

/// A request as Java's `URLEncoder` writes it into a GET's path.
fn url_encoded(text: &str) -> String {
    let byte = |b: u8| match b {
        b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'.' | b'-' | b'*' | b'_' => (b as char).to_string(),
        b' ' => "+".into(),
        other => format!("%{other:02X}"),
    };
    text.bytes().map(byte).collect()
}

/// ggp-base also sends a request in the path of a GET (`HttpWriter.writeAsClientGET`): it is
/// answered as the same request POSTed; a path that does not decode is refused.
#[test]
fn a_request_in_a_get_s_path_is_answered() {
    let p = player(PlayerKind::Uct);
    let get = |request: &str| {
        let head = format!(
            "GET /{} HTTP/1.0\r\nAccept: text/delim\r\nHost: {}\r\nSender: GAMESERVER\r\nReceiver: stratagem\r\n\r\n\r\n",
            url_encoded(request),
            p.addr()
        );
        send_raw(p.addr(), head.as_bytes())
    };
    let info = get("( INFO )");
    assert!(info.status.contains("200"), "{}", info.status);
    assert_eq!(info.body, "((name stratagem) (status available))");
    assert_eq!(get(&start("g.1", "x", "tictactoe", 5, 3)).body, "ready");
    assert_eq!(get("(info)").body, "((name stratagem) (status busy))");
    let broken = send_raw(p.addr(), b"GET /%28INFO%2 HTTP/1.0\r\n\r\n");
    assert!(broken.status.contains("400") && broken.body.contains("hexadecimal"), "{}", broken.body);
    assert_eq!(get("(ABORT g.1)").body, "aborted");
}

#[test]
fn plays_a_match_of_tictactoe_as_ggp_base_sends_it_and_every_move_is_legal() {
    let p = player(PlayerKind::Uct);
    let text = description("tictactoe");
    let (rules, _) = MatchRules::from_text(&text).unwrap();
    let mut state = rules.engine.initial();
    assert_eq!(post(p.addr(), &start("ttt.1", "o", "tictactoe", 5, 1)).body, "ready");
    let mut last: Option<String> = None;
    while !rules.engine.is_terminal(&state).unwrap() {
        let body = match &last {
            None => "( PLAY ttt.1 NIL )".to_string(),
            Some(joint) => format!("( PLAY ttt.1 ({joint} ) )"),
        };
        let answer = sexp::read_one(&post(p.addr(), &body).body).unwrap();
        let ours = rules.find_move(&state, 1, &answer).unwrap().unwrap_or_else(|| panic!("{answer} is not legal"));
        // x plays its first legal move.
        let theirs = rules.engine.legal(&state, 0).unwrap()[0];
        let joint = [rules.move_sexp(&theirs), rules.move_sexp(&ours)];
        last = Some(joint.iter().map(|m| format!("{m} ")).collect());
        state = rules.engine.next(&state, &[theirs, ours]).unwrap();
    }
    let stop = format!("( STOP ttt.1 ({} ) )", last.unwrap());
    assert_eq!(post(p.addr(), &stop).body, "done");
    assert_eq!(post(p.addr(), "( INFO )").body, "((name stratagem) (status available))");
}

#[test]
fn a_second_match_gets_busy_until_the_first_is_aborted() {
    let p = player(PlayerKind::Random);
    assert_eq!(post(p.addr(), &start("first", "x", "tictactoe", 3, 2)).body, "ready");
    assert_eq!(post(p.addr(), &start("second", "o", "nim", 3, 2)).body, "busy");
    assert_eq!(post(p.addr(), "( PLAY second NIL )").body, "busy");
    assert_eq!(post(p.addr(), "( STOP second NIL )").body, "busy");
    assert_eq!(post(p.addr(), "( ABORT second )").body, "busy");
    // The first match goes on undisturbed.
    let mv = post(p.addr(), "( PLAY first NIL )").body;
    assert!(mv.starts_with("(mark "), "{mv}");
    assert_eq!(post(p.addr(), "( ABORT first )").body, "aborted");
    assert_eq!(post(p.addr(), &start("second", "o", "tictactoe", 3, 2)).body, "ready");
}

#[test]
fn a_match_whose_manager_goes_silent_is_dropped_and_the_next_one_taken() {
    let p = player(PlayerKind::Uct);
    assert_eq!(post(p.addr(), &start("left", "x", "tictactoe", 1, 1)).body, "ready");
    assert_eq!(post(p.addr(), "( INFO )").body, "((name stratagem) (status busy))");
    // No PLAY, STOP or ABORT for four clocks and two seconds: the manager is gone.
    std::thread::sleep(Duration::from_millis(6_500));
    assert_eq!(post(p.addr(), "( INFO )").body, "((name stratagem) (status available))");
    assert_eq!(post(p.addr(), "( PLAY left NIL )").body, "busy");
    assert_eq!(post(p.addr(), &start("next", "o", "tictactoe", 1, 1)).body, "ready");
    let mv = post(p.addr(), "( PLAY next NIL )").body;
    assert_eq!(mv, "noop", "o waits while x moves");
}

#[test]
fn malformed_requests_get_400_and_the_player_goes_on() {
    let p = player(PlayerKind::Random);
    for bad in [
        "",
        "(",
        ")",
        "hello",
        "(INFO) (INFO)",
        "(DANCE)",
        "(INFO extra)",
        "(PLAY)",
        "(START m x (role x) ten 5)",
        "(START m x (role x) 5 99999999999999999999)",
        "(START m (x) ((role x)) 5 5)",
        "(ABORT (m))",
        &"(".repeat(10_000),
    ] {
        let answer = post(p.addr(), bad);
        assert!(answer.status.contains("400"), "{bad:.40}: {}", answer.status);
        assert!(answer.body.starts_with("bad request: "), "{bad:.40}: {}", answer.body);
    }
    let not_utf8 = send_raw(p.addr(), b"POST / HTTP/1.0\r\nContent-Length: 4\r\n\r\n(\xff\xfe)");
    assert!(not_utf8.status.contains("400"), "{}", not_utf8.status);
    let get = send_raw(p.addr(), b"GET /foo HTTP/1.0\r\n\r\n");
    assert!(get.status.contains("400"), "{}", get.status);
    // A description the engine refuses is no match: the player stays free.
    assert_eq!(post(p.addr(), "(START m x ((init (p))) 2 2)").body, "busy");
    assert_eq!(post(p.addr(), &start("m", "nobody", "tictactoe", 2, 2)).body, "busy");
    assert_eq!(post(p.addr(), "(INFO)").body, "((name stratagem) (status available))");
    assert_eq!(post(p.addr(), &start("after", "x", "tictactoe", 2, 2)).body, "ready");
}

#[test]
fn answers_a_legal_move_within_the_play_clock_on_one_thread_or_two() {
    let (rules, _) = MatchRules::from_text(&description("connect-four")).unwrap();
    for threads in [1, 2] {
        let p = player_on_threads(PlayerKind::Uct, threads);
        assert_eq!(post(p.addr(), &start("c4", "red", "connect-four", 10, 2)).body, "ready");
        let sent = Instant::now();
        let answer = post(p.addr(), "( PLAY c4 NIL )").body;
        let took = sent.elapsed();
        let mv = sexp::read_one(&answer).unwrap();
        assert!(rules.find_move(&rules.engine.initial(), 0, &mv).unwrap().is_some(), "{answer}");
        // The protocol's deadline: the play clock (ggp-base allows a second more for the network).
        assert!(took < Duration::from_secs(2), "{threads} thread(s): answered after {took:?}");
    }
}

#[test]
fn keywords_in_any_case_and_a_start_with_extra_arguments_are_read() {
    let p = player(PlayerKind::Random);
    let body = format!("(start lower x {} 3 2 extra)", as_sent(&description("tictactoe")));
    assert_eq!(post(p.addr(), &body).body, "ready");
    assert!(post(p.addr(), "(Play lower nil)").body.starts_with("(mark "));
    assert_eq!(post(p.addr(), "(stop lower nil)").body, "done");
    assert_eq!(post(p.addr(), "(PREVIEW ((role x)) 5)").body, "ready");
}

/// The `uct` player thinks from the start clock on and between requests: its trees grow while
/// no request is open, and stop with the match.
#[test]
fn the_uct_player_thinks_between_requests_until_the_match_ends() {
    use stratagem_ggp::player::{Player, PlayerConfig};
    use stratagem_ggp::request::Request;
    let config = PlayerConfig { name: "stratagem".into(), kind: PlayerKind::Uct, threads: 1, log: false };
    let player = Player::new(config);
    let ask = |body: &str| player.answer(Request::parse(body).unwrap(), Instant::now());
    assert_eq!(player.iterations(), None, "no match, no thinking");
    assert_eq!(ask(&start("c4", "red", "connect-four", 10, 2)), "ready");
    let grown = |from: u64| {
        let waited = Instant::now();
        while waited.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(20));
            if player.iterations().unwrap_or(0) > from {
                return true;
            }
        }
        false
    };
    assert!(grown(0), "the tree grows before the first PLAY");
    let text = description("connect-four");
    let (rules, _) = MatchRules::from_text(&text).unwrap();
    let state = rules.engine.initial();
    let ours = sexp::read_one(&ask("( PLAY c4 NIL )")).unwrap();
    let ours = rules.find_move(&state, 0, &ours).unwrap().expect("a legal first move");
    let after_answer = player.iterations().unwrap();
    assert!(grown(after_answer), "the tree grows while yellow thinks ({after_answer} at the answer)");
    let noop = rules.engine.legal(&state, 1).unwrap()[0];
    let joint = format!("( PLAY c4 ( {} {} ) )", rules.move_sexp(&ours), rules.move_sexp(&noop));
    let answer = sexp::read_one(&ask(&joint)).unwrap();
    let state = rules.engine.next(&state, &[ours, noop]).unwrap();
    assert!(rules.find_move(&state, 0, &answer).unwrap().is_some(), "{answer} is red's noop");
    assert_eq!(ask("( ABORT c4 )"), "aborted");
    assert_eq!(player.iterations(), None, "the thinking ends with the match");
}
