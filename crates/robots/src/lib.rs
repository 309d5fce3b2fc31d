//! Robot Race (`shared/rules/robots.md`): a programming race in the family of RoboRally, for
//! 2–4 robots, with the search AI of `ai` and the board view of `view`.

pub mod ai;
pub mod board;
pub mod cards;
pub mod distance;
pub mod editing;
pub mod preset;
pub mod rules;
pub mod sketch;
pub mod uct;

pub use board::{Board, Dir, Floor};
pub use cards::{Card, CardKind, Program};
use rules::robot_text;
pub use rules::{Bot, Docks, Event, Robots};
use std::path::Path;
use stratagem_ai::levels::{LEVELS, Rung};
use stratagem_ai::uct::UctLimits;
use stratagem_ai::{AiGame, AiPlayer, Evaluator, RANDOM, Think, UCT, decide_shared};
use stratagem_core::assets::{LoadError, MapPreset};
use stratagem_core::options::{OptionKind, OptionSpec, OptionValue, Options};
use stratagem_core::{Game, Seat, Step, Text, Tile};
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};
use stratagem_session::{Cue, PlayableGame};

/// A robot's progress against the best of the others'.
#[derive(Clone, Copy, Debug, Default)]
pub struct Race;

impl Evaluator<Robots> for Race {
    fn evaluate(&self, state: &Robots, seat: Seat) -> i32 {
        ai::race_score(state, seat)
    }
}

impl AiGame for Robots {
    type Reference = Race;
    type Tuned = Race;

    /// The difficulty levels (the programmer's Easy, Normal and Hard kept their names), then
    /// determinised UCT and random.
    fn ai_kinds() -> Vec<stratagem_ai::AiKindInfo> {
        let mut kinds = LEVELS.to_vec();
        kinds.extend([UCT, RANDOM]);
        kinds
    }

    /// The programmer looking at more programs at each level, and at the top determinised UCT,
    /// the one player measured stronger than Hard (docs/benchmarks.md). No slips: a program's
    /// mistakes are the programs it never looked at.
    fn ladder() -> [Rung; 5] {
        [
            Rung::plays(ai::NOVICE),
            Rung::plays(ai::EASY),
            Rung::plays(ai::NORMAL),
            Rung::plays(ai::HARD),
            Rung::plays(UCT).millis(1000),
        ]
    }

    /// The programmer's levels and UCT are Robot Race's own; the shared UCT would search the
    /// other seats' hidden cards as if they were known.
    fn decide(&self, player: &AiPlayer, think: &Think) -> Result<Program, String> {
        if self.outcome().is_some() {
            return decide_shared(self, player, think);
        }
        match ai::Level::of(&player.kind) {
            Some(level) => Ok(ai::choose(self, self.to_move(), level, think.seed).0),
            None if player.kind == UCT => {
                let limits = UctLimits {
                    time: Some(player.strength.think_time),
                    cancel: think.cancel.clone(),
                    ..UctLimits::default()
                };
                uct::uct_program(self, self.to_move(), &limits, think.seed)
            }
            None => decide_shared(self, player, think),
        }
    }

    fn greedy_score(&self, seat: Seat) -> i32 {
        ai::race_score(self, seat)
    }
}

const ROBOTS: &str = "robots";
const ROUNDS: &str = "rounds";

fn robots_of(options: &Options) -> usize {
    options.int(ROBOTS).map_or(rules::MIN_ROBOTS, |n| n as usize)
}

fn rounds_of(options: &Options) -> u32 {
    options.int(ROUNDS).map_or(rules::DEFAULT_ROUND_LIMIT, |n| n as u32)
}

impl PlayableGame for Robots {
    const ID: &'static str = preset::ID;

    /// A program locked in is a card played; a round that ran is sounded beat by beat by the
    /// view as it plays the round back.
    fn cue(steps: &[Step]) -> Option<Cue> {
        (!steps.iter().any(|s| matches!(s, Step::CardPlayed { .. }))).then_some(Cue::CardPlayed)
    }

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: Self::ID,
            name: "robots-name",
            seat_names: vec!["robots-seat-1", "robots-seat-2", "robots-seat-3", "robots-seat-4"],
            options: vec![
                OptionSpec {
                    name: ROBOTS,
                    label: "robots-option-robots",
                    help: "robots-option-robots-help",
                    kind: OptionKind::Int { min: rules::MIN_ROBOTS as i64, max: rules::MAX_ROBOTS as i64 },
                    default: OptionValue::Int(rules::MIN_ROBOTS as i64),
                },
                OptionSpec {
                    name: ROUNDS,
                    label: "robots-option-rounds",
                    help: "robots-option-rounds-help",
                    kind: OptionKind::Int { min: 1, max: 200 },
                    default: OptionValue::Int(rules::DEFAULT_ROUND_LIMIT as i64),
                },
            ],
            ai_kinds: Self::ai_kinds(),
            tagline: "robots-tagline",
            rules: &["robots-rules-program", "robots-rules-board", "robots-rules-win"],
            // 2: fair starts at the docks and the sheet's deal; a record of 1 would replay differently.
            rules_version: 2,
            pieces: vec![(Mark::new(Some(0), "1"), "robots-piece-robot"), (Mark::new(None, "1"), "robots-piece-flag")],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "robots-how-to-play",
            default_preset: "open",
            rules_first: Seat(0),
            seat_colours: vec![
                Rgb(0.95, 0.80, 0.20),
                Rgb(0.30, 0.65, 0.95),
                Rgb(0.90, 0.35, 0.30),
                Rgb(0.45, 0.85, 0.45),
            ],
            list_presets: preset::Preset::list,
            read_preset: Some(preset::Preset::name_of),
            opens: None,
            seats_of: None,
            ggp_seats: false,
            editor: Some(editing::EDITOR),
        }
    }

    fn sketch(&self) -> Sketch {
        sketch::sketch(self)
    }

    fn start(setup: &Setup) -> Result<Robots, LoadError> {
        let preset = preset::Preset::find(&setup.preset)?;
        let path = preset::Preset::dir().join(format!("{}.ron", setup.preset));
        preset
            .start(robots_of(&setup.options), setup.seed, rounds_of(&setup.options))
            .map_err(|e| LoadError::new(&path, e))
    }

    /// A position plays every robot its file lists, under the setup's round limit.
    fn load_position(path: &Path, setup: &Setup) -> Result<Robots, LoadError> {
        let preset = preset::Preset::load(path)?;
        preset
            .start(preset.board.starts.len(), setup.seed, rounds_of(&setup.options))
            .map_err(|e| LoadError::new(path, e))
    }

    fn position_text(&self) -> String {
        preset::position_text(self, "position")
    }

    /// The round, then each robot's flags, next flag and respawn point.
    fn status_lines(&self) -> Vec<Text> {
        let board = self.board();
        let total = board.flags.len();
        let limit = self.round_limit();
        let mut lines =
            vec![Text::new("robots-status-round").with("round", (self.round() + 1).min(limit)).with("limit", limit)];
        for (r, bot) in self.bots().iter().enumerate() {
            let (rx, ry) = board.xy(bot.respawn);
            let next = match board.flags.get(bot.flags as usize) {
                Some(&flag) => {
                    let (fx, fy) = board.xy(flag);
                    Text::new("robots-status-next-flag").with("flag", bot.flags + 1).with("x", fx).with("y", fy)
                }
                None => Text::new("robots-status-every-flag"),
            };
            let programmed = self.program(Seat(r as u8)).is_some();
            lines.push(
                Text::new(if programmed { "robots-status-robot-programmed" } else { "robots-status-robot" })
                    .with("robot", robot_text(r))
                    .with("flags", bot.flags)
                    .with("total", total)
                    .with("next", next)
                    .with("x", rx)
                    .with("y", ry),
            );
        }
        lines
    }

    fn describe_tile(&self, (x, y): Tile) -> Vec<Text> {
        let board = self.board();
        let Some(tile) = board.tile(x, y) else { return Vec::new() };
        let mut lines =
            vec![Text::new("robots-tile-floor").with("x", x).with("y", y).with("floor", floor_text(board.floor(tile)))];
        let walls: Vec<Text> = Dir::ALL
            .into_iter()
            .filter(|&d| board.wall(tile, d))
            .map(|d| Text::plain(d.letter().to_string()))
            .collect();
        if !walls.is_empty() {
            lines.push(Text::new("robots-tile-walls").with("sides", Text::List(walls)));
        }
        if let Some(flag) = board.flag_at(tile) {
            lines.push(Text::new("robots-tile-flag").with("flag", flag));
        }
        for (r, bot) in self.bots().iter().enumerate() {
            if bot.at == Some(tile) {
                lines.push(
                    Text::new("robots-tile-robot")
                        .with("robot", robot_text(r))
                        .with("facing", bot.facing.letter().to_string())
                        .with("flags", bot.flags),
                );
            }
            if bot.respawn == tile {
                lines.push(Text::new("robots-tile-respawn").with("robot", robot_text(r)));
            }
        }
        lines
    }

    fn winning_tiles(&self) -> Vec<Tile> {
        let Some(winner) = self.outcome().and_then(|o| o.winner()) else { return Vec::new() };
        self.bots()[winner.index()].at.map(|t| self.board().xy(t)).into_iter().collect()
    }

    /// The programs of the round in progress stay secret until it runs.
    fn view_text(&self, seat: Option<Seat>) -> Option<String> {
        Some(self.view_for(seat.unwrap_or(rules::SPECTATOR)).seen_text())
    }

    fn read_view(setup: &Setup, text: &str) -> Result<Robots, String> {
        Robots::start(setup).map_err(|e| e.to_string())?.with_seen(text)
    }

    fn secret_moves(&self) -> usize {
        (0..self.seats()).filter(|&s| self.program(Seat(s as u8)).is_some()).count()
    }
}

/// What a floor tile is, for the hover text.
fn floor_text(floor: Floor) -> Text {
    match floor {
        Floor::Plain => Text::new("robots-floor-plain"),
        Floor::Pit => Text::new("robots-floor-pit"),
        Floor::Gear { right } => Text::new(if right { "robots-floor-gear-right" } else { "robots-floor-gear-left" }),
        Floor::Belt { dir, express, curve } => Text::new("robots-floor-belt")
            .with("express", if express { "yes" } else { "no" })
            .with("dir", dir.letter().to_string())
            .with(
                "curve",
                match curve {
                    None => "none",
                    Some(true) => "right",
                    Some(false) => "left",
                },
            ),
    }
}
