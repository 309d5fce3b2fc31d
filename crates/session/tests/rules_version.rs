//! A record carries the version of its game's rules: one made under other rules (Robot Race's
//! docks and deal changed in version 2) is refused with a line naming the game and both
//! versions instead of replaying differently; a record that names none is version 1.

use stratagem_core::record::Record;
use stratagem_games::catalog;
use stratagem_session::Setup;

fn robots_record() -> Record {
    stratagem_i18n::install_english();
    catalog().default_setup("robots").expect("a registered game").record(Vec::new())
}

#[test]
fn a_record_of_older_robot_race_rules_is_refused_naming_both_versions() {
    let mut old = robots_record();
    old.rules = 1;
    let refused = Setup::from_record(&old, &catalog()).expect_err("version 1 is refused");
    assert_eq!(
        refused,
        "this record was made under Robot Race rules version 1; this build plays version 2, so it cannot be replayed"
    );
}

#[test]
fn a_record_of_newer_rules_than_this_build_knows_is_refused() {
    let mut newer = catalog().default_setup("tictactoe").expect("a registered game").record(Vec::new());
    newer.rules = 2;
    let refused = Setup::from_record(&newer, &catalog()).expect_err("a version from the future is refused");
    assert!(refused.contains("rules version 2; this build plays version 1"), "{refused}");
}

#[test]
fn a_current_record_round_trips_with_its_version() {
    let record = robots_record();
    assert_eq!(record.rules, 2, "new records are written under the current rules");
    let text = record.to_text();
    assert!(text.contains("rules: 2"), "{text}");
    let read: Record = ron::from_str(&text).expect("a record reads back");
    assert_eq!(read, record);
    let setup = Setup::from_record(&read, &catalog()).expect("the current version is played");
    assert_eq!(setup.record(Vec::new()), record);
}

#[test]
fn a_record_without_a_version_reads_as_version_1() {
    let text = r#"(game: "tictactoe", seats: ["human", "random"], seed: 3, moves: ["x@r1c1"])"#;
    let record: Record = ron::from_str(text).expect("an old record reads");
    assert_eq!(record.rules, 1);
    assert!(Setup::from_record(&record, &catalog()).is_ok(), "tic-tac-toe is still version 1");
    let robots = r#"(game: "robots", seats: ["human", "random"], seed: 3, moves: [])"#;
    let old: Record = ron::from_str(robots).expect("an old record reads");
    assert!(Setup::from_record(&old, &catalog()).is_err(), "Robot Race's old records are refused");
}
