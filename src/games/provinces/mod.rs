//! Provinces: a territory game in the family of Slay and Antiyoy (`shared/rules/provinces.md`).
//! Pure rules only: the map, the rules, presets and the map generator.

pub mod generator;
pub mod map;
pub mod preset;
pub mod rules;

use crate::core::options::{OptionKind, OptionSpec, OptionValue, Options};
pub use map::{Map, TileId, Topology};
pub use rules::{MoveSet, PMove, Provinces, Rules, Side, Thing};

/// The game's id on the command line and in records.
pub const ID: &str = "provinces";

/// The option choosing the move set.
pub const MOVE_SET: &str = "move-set";
/// The option setting the round limit.
pub const ROUND_LIMIT: &str = "round-limit";

/// The game's options: the move set and the round limit.
pub fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            name: MOVE_SET,
            label: "Move set",
            help: "antiyomacy: each province does one thing per turn, in row-major order; \
                   free-turn: every unit moves once and provinces buy as much as they can afford.",
            kind: OptionKind::Choice(&["antiyomacy", "free-turn"]),
            default: OptionValue::Choice("antiyomacy".into()),
        },
        OptionSpec {
            name: ROUND_LIMIT,
            label: "Round limit",
            help: "The game ends after this many rounds; the reference evaluation decides.",
            kind: OptionKind::Int { min: 1, max: 10_000 },
            default: OptionValue::Int(200),
        },
    ]
}

/// The rules a set of option values chooses (missing values take their defaults).
pub fn rules_from(options: &Options) -> Rules {
    let defaults = Rules::default();
    Rules {
        move_set: match options.choice(MOVE_SET) {
            Some("free-turn") => MoveSet::FreeTurn,
            _ => MoveSet::Antiyomacy,
        },
        round_limit: options.int(ROUND_LIMIT).map_or(defaults.round_limit, |n| n as u32),
    }
}
