//! The worked examples of the Provinces rules sheet, shared with the app's suite (search and AI
//! tests) through `#[path]`.

/// The six worked examples of `shared/rules/provinces-examples/`, copied as they are.
pub const EXAMPLES: [(&str, &str); 6] = [
    (
        "e1_split.ron",
        r#"(
    name: "split and wipe",
    topology: Square8,
    rows: [
        "~~ ~~ ~~ ~~ ~~",
        "r. rk b. bp ~~",
        "~~ ~~ b. ~~ ~~",
        "~~ ~~ b. b. ~~",
        "~~ ~~ ~~ ~~ b.",
    ],
    money: [((0, 1), 5), ((2, 1), 13)],
    to_move: Red,
)
"#,
    ),
    (
        "e2_towers.ron",
        r#"(
    name: "tower zones",
    topology: Square8,
    rows: [
        "r. r. .. .. b. b.",
        "rp rs .. .. bt b.",
        "r. rB .. .. b. b.",
        "r. r. .. .. bT b.",
        "~~ ~~ ~~ ~~ ~~ ~~",
        "~~ ~~ ~~ ~~ ~~ ~~",
    ],
    money: [((0, 0), 40), ((4, 0), 30)],
    to_move: Red,
)
"#,
    ),
    (
        "e3_merge.ron",
        r#"(
    name: "merge across a neutral tile",
    topology: Square8,
    rows: [
        "r. rp .. r. r.",
        "r. ~~ ~~ ~~ rf",
        "~~ ~~ ~~ ~~ ~~",
        "b. b. .. bs b.",
        "bf b. ~~ ~~ b.",
    ],
    money: [((0, 0), 11), ((3, 0), 25), ((0, 3), 30), ((3, 3), 9)],
    to_move: Red,
)
"#,
    ),
    (
        "e4_bankrupt.ron",
        r#"(
    name: "blue cannot pay its knights",
    topology: Square8,
    rows: [
        "r. r. r. .. ..",
        "r. rp r. .. ..",
        "~~ ~~ .. .. ..",
        ".. .. .. bk b.",
        ".. .. .. bk b.",
    ],
    money: [((0, 0), 22), ((3, 3), 10)],
    to_move: Blue,
    conquests: (red: 1, blue: 0),
)
"#,
    ),
    (
        "e5_farms.ron",
        r#"(
    name: "farms and the farm price",
    topology: Square8,
    rows: [
        "rf r. r. r. ~~ ~~",
        "r. rf r. r. ~~ ~~",
        "r. r. r. .. .. ..",
        "~~ ~~ .. .. bp b.",
        "~~ ~~ .. b. b. bt",
        "~~ ~~ .. b. b. b.",
    ],
    money: [((0, 0), 60), ((4, 3), 35)],
    to_move: Red,
    round: 3,
)
"#,
    ),
    (
        "e6_interior.ron",
        r#"(
    name: "interior tiles and reach",
    topology: Square8,
    rows: [
        ".. .. .. .. .. ..",
        ".. r. r. r. .. ..",
        ".. r. rs r. .. ..",
        ".. r. r. r. .. ..",
        ".. .. .. .. b. b.",
        ".. .. .. .. b. bp",
    ],
    money: [((1, 1), 20), ((4, 4), 20)],
    to_move: Red,
)
"#,
    ),
];

/// `expected.tsv` of the worked examples: file, to move, whole turns, value at depth 1 and 2.
pub const EXPECTED: &str = "file\tto_move\twhole_turns\tvalue_d1\tvalue_d2\ne1_split.ron\tRed\t4\t-1.0\t8.0\ne2_towers.ron\tRed\t66\t-0.2\t1.8\ne3_merge.ron\tRed\t67\t-2.0\t2.0\ne4_bankrupt.ron\tBlue\t20\t-4.0\t-6.0\ne5_farms.ron\tRed\t78\t-10.8\t-8.8\ne6_interior.ron\tRed\t79\t-13.0\t-11.0\n";
