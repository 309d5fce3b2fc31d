//! Provinces: a territory game in the family of Slay and Antiyoy (`shared/rules/provinces.md`).
//! The pure rules (map, rules, presets, generator), its computer players and its view.

pub mod editing;
pub mod generator;
pub mod map;
pub mod preset;
pub mod rules;
pub mod sketch;

pub use map::{Map, TileId, Topology};
use rand::RngExt;
pub use rules::{MoveSet, PMove, Provinces, Rules, Side, Thing};
use std::path::Path;
use stratagem_ai::{AiGame, Evaluator};
use stratagem_core::assets::{LoadError, MapPreset};
use stratagem_core::options::{OptionKind, OptionSpec, OptionValue, Options};
use stratagem_core::record::FirstPlayer;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Seat, Step, Text, Tile};
use stratagem_session::PlayableGame;
use stratagem_session::cue::{Cue, cue_of, step_cue};
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};

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
            label: "provinces-option-move-set",
            help: "provinces-option-move-set-help",
            kind: OptionKind::Choice(&["antiyomacy", "free-turn"]),
            default: OptionValue::Choice("antiyomacy".into()),
        },
        OptionSpec {
            name: ROUND_LIMIT,
            label: "provinces-option-round-limit",
            help: "provinces-option-round-limit-help",
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

/// The sheet's reference evaluation (in fifths, so integers), from `seat`'s side: blue's terms
/// minus red's for blue, the negation for red.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReferenceEval;

impl Evaluator<Provinces> for ReferenceEval {
    fn evaluate(&self, state: &Provinces, seat: Seat) -> i32 {
        let blue = state.reference_eval5().clamp(-(i32::MAX as i64), i32::MAX as i64) as i32;
        if Side::of(seat) == Side::Blue { blue } else { -blue }
    }
}

impl AiGame for Provinces {
    type Reference = ReferenceEval;
    /// No tuned evaluation has yet beaten the reference one in the arena, so both are it.
    type Tuned = ReferenceEval;

    fn greedy_score(&self, seat: Seat) -> i32 {
        ReferenceEval.evaluate(self, seat)
    }

    /// UCT over whole turns beat UCT over single actions 4 to 2 and greedy 6 to 0, where the
    /// single actions went 3 to 3 (docs/benchmarks.md).
    fn uct_whole_turns() -> bool {
        true
    }

    /// The reference's own scale: blue minus red as a decimal, ±99999 for a won game.
    fn reference_score_text(&self, score: i32) -> Option<String> {
        let blue = if self.side_to_move() == Side::Blue { score } else { -score };
        Some(if blue.abs() >= stratagem_ai::minimax::WIN - 10_000 {
            format!("{}99999 ({} wins)", if blue > 0 { "" } else { "-" }, if blue > 0 { "blue" } else { "red" })
        } else {
            let v = blue.abs();
            format!("{}{}.{}", if blue < 0 { "-" } else { "" }, v / 5, v % 5 * 2)
        })
    }
}

/// Red and blue, for the legend, the board and the menu's pictures.
pub const SEAT_COLOURS: [Rgb; 2] = [Rgb(0.86, 0.30, 0.26), Rgb(0.28, 0.50, 0.90)];

impl PlayableGame for Provinces {
    const ID: &'static str = ID;

    /// A building taken sounds as a capture; land lost to a cut or to bankruptcy as a province lost.
    fn cue(steps: &[Step]) -> Option<Cue> {
        Some(cue_of(steps, |step| match step {
            Step::Destroyed { why, .. } if why.key() == Some(rules::INVADED) => Some(Cue::Capture),
            Step::Destroyed { .. } => Some(Cue::ProvinceLost),
            other => step_cue(other),
        }))
    }

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: ID,
            name: "provinces-name",
            seat_names: vec!["provinces-seat-red", "provinces-seat-blue"],
            options: options(),
            ai_kinds: Self::ai_kinds(),
            tagline: "provinces-tagline",
            rules: &["provinces-rules-land", "provinces-rules-shop", "provinces-rules-win"],
            rules_version: 1,
            pieces: vec![
                (Mark::new(None, "p"), "provinces-piece-peasant"),
                (Mark::new(None, "s"), "provinces-piece-spearman"),
                (Mark::new(None, "B"), "provinces-piece-baron"),
                (Mark::new(None, "k"), "provinces-piece-knight"),
                (Mark::new(None, "f"), "provinces-piece-farm"),
                (Mark::new(None, "t"), "provinces-piece-tower"),
            ],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "provinces-how-to-play",
            default_preset: "duel-hex",
            rules_first: Seat(0),
            seat_colours: SEAT_COLOURS.to_vec(),
            list_presets: preset::Preset::list,
            read_preset: Some(preset::Preset::name_of),
            opens: None,
            seats_of: None,
            ggp_seats: false,
            editor: Some(editing::EDITOR),
        }
    }

    fn sketch(&self) -> Sketch {
        sketch::sketch_with(self, &SEAT_COLOURS)
    }

    fn start(setup: &Setup) -> Result<Provinces, LoadError> {
        let state = preset::Preset::find(&setup.preset)?.start_seeded(rules_from(&setup.options), setup.seed)?;
        Ok(match setup.first {
            FirstPlayer::Default => state,
            FirstPlayer::Seat(seat) => state.with_first(Side::of(seat)),
            FirstPlayer::Random => state.with_first(Side::BOTH[seeded(setup.seed).random_range(0..2)]),
        })
    }

    fn load_position(path: &Path, setup: &Setup) -> Result<Provinces, LoadError> {
        Ok(preset::Preset::load(path)?.start(rules_from(&setup.options)))
    }

    fn position_text(&self) -> String {
        preset::position_text(self, "position")
    }

    fn status_lines(&self) -> Vec<Text> {
        let limit = self.rules().round_limit;
        let mut lines = vec![Text::new("provinces-status-round").with("round", self.round()).with("limit", limit)];
        let provinces = self.provinces();
        for side in Side::BOTH {
            let mine: Vec<_> = provinces.iter().filter(|p| p.side == side).collect();
            let income: i64 = mine.iter().map(|p| p.income).sum();
            lines.push(
                Text::new("provinces-status-side")
                    .with("side", side.text())
                    .with("tiles", self.tiles_of(side))
                    .with("provinces", mine.len())
                    .with("coins", mine.iter().map(|p| p.money).sum::<i64>())
                    .with("income", format!("{income:+}"))
                    .with("conquests", self.conquests(side)),
            );
        }
        lines.push(Text::new("provinces-status-evaluation").with("value", self.reference_value_text()));
        lines
    }

    fn describe_tile(&self, at: Tile) -> Vec<Text> {
        let Some(t) = self.map().tile(at).filter(|&t| self.map().is_land(t)) else { return Vec::new() };
        let place = |key| Text::new(key).with("x", at.0).with("y", at.1);
        let Some(side) = self.owner(t) else { return vec![place("provinces-tile-neutral")] };
        let thing = self.thing(t);
        let mut lines = vec![match thing {
            Thing::Empty => place("provinces-tile-owned").with("side", side.text()),
            _ => place("provinces-tile-holding").with("side", side.text()).with("thing", thing.text()),
        }];
        lines.extend(self.province_at(t).map(|p| {
            Text::new("provinces-tile-province")
                .with("tiles", p.size)
                .with("coins", p.money)
                .with("income", format!("{:+}", p.income))
        }));
        lines
    }

    /// The winner's land.
    fn winning_tiles(&self) -> Vec<Tile> {
        let Some(winner) = self.finished().flatten() else { return Vec::new() };
        (0..self.map().len() as TileId)
            .filter(|&t| self.owner(t) == Some(Side::of(winner)))
            .map(|t| self.map().xy(t))
            .collect()
    }

    fn whole_turn_count(&self) -> Option<usize> {
        Some(Provinces::whole_turn_count(self))
    }
}
