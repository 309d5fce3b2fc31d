//! Kings & Pawns: a chess-like skirmish on square tiles, the home of the HTN planner.

pub mod editing;
pub mod preset;
pub mod rules;
pub mod sketch;

use rand::RngExt;
pub use rules::{KMove, Kings};
use std::fmt::Write;
use std::path::Path;
use stratagem_ai::htn::{Plan, Term};
use stratagem_ai::levels::Rung;
use stratagem_ai::{AiGame, Evaluator, GREEDY, MINIMAX};
use stratagem_core::assets::{LoadError, MapPreset};
use stratagem_core::record::FirstPlayer;
use stratagem_core::rng::seeded;
use stratagem_core::{Game, Seat, Text};
use stratagem_session::PlayableGame;
use stratagem_session::playable::{check_moves, sketch_of};
use stratagem_session::setup::{CatalogEntry, Setup};
use stratagem_session::sketch::{Mark, Rgb, Sketch};

/// Units on the board minus the opponent's.
#[derive(Clone, Copy, Debug, Default)]
pub struct UnitCount;

impl Evaluator<Kings> for UnitCount {
    fn evaluate(&self, state: &Kings, seat: Seat) -> i32 {
        state.unit_count(seat) as i32 - state.unit_count(rules::opponent(seat)) as i32
    }
}

/// Material with kings dear, guards beside one's own kings, and pressure on the enemy kings.
#[derive(Clone, Copy, Debug, Default)]
pub struct Guarded;

impl Evaluator<Kings> for Guarded {
    fn evaluate(&self, state: &Kings, seat: Seat) -> i32 {
        let map = state.map();
        let units = state.units();
        let side = |s: Seat| {
            let mut score = 0;
            for &(u, t) in units.iter().filter(|&&(u, _)| state.info(u).owner == s) {
                if state.info(u).is_king() {
                    score += 60;
                    let guards = map
                        .neighbours(t)
                        .iter()
                        .filter(|&&n| state.unit_at(n).is_some_and(|g| state.info(g).owner == s))
                        .count();
                    score += 3 * guards.min(2) as i32;
                } else {
                    score += 10;
                }
            }
            let enemy_kings: Vec<(i32, i32)> = units
                .iter()
                .filter(|&&(u, _)| state.info(u).owner != s && state.info(u).is_king())
                .map(|&(_, t)| map.xy(t))
                .collect();
            let closest = units
                .iter()
                .filter(|&&(u, _)| state.info(u).owner == s && !state.info(u).is_king())
                .flat_map(|&(_, t)| {
                    let (x, y) = map.xy(t);
                    enemy_kings.iter().map(move |&(kx, ky)| (kx - x).abs().max((ky - y).abs()))
                })
                .min();
            score - closest.unwrap_or(0)
        };
        side(seat) - side(rules::opponent(seat))
    }
}

fn player(seat: Seat) -> String {
    format!("Player{}", seat.0 + 1)
}

/// `tile(2,3)` in a plan, as a tile index.
fn tile_of(state: &Kings, term: &Term) -> Option<u8> {
    match term.args() {
        [Term::Int(x), Term::Int(y)] if term.is_named("tile") => state.map().tile(*x as i32, *y as i32),
        _ => None,
    }
}

impl AiGame for Kings {
    type Reference = UnitCount;
    type Tuned = Guarded;

    fn greedy_score(&self, seat: Seat) -> i32 {
        let won = self.outcome().and_then(|o| o.winner()) == Some(seat);
        1000 * i32::from(won) + Guarded.evaluate(self, seat)
    }

    fn htn_domain() -> Option<&'static str> {
        Some("kings.htn")
    }

    /// Kings & Pawns' own ladder: its upper levels drew by the 100-turn rule and its Easy held
    /// its own against Normal with the shared one, so Easy chooses less sharply, Normal slips
    /// twice as often, Hard now and then (without, it drew most games with Expert) and Expert
    /// thinks twice as long (docs/benchmarks.md).
    fn ladder() -> [Rung; 5] {
        [
            Rung::plays(GREEDY).slips(1.0, 0.5),
            Rung::plays(GREEDY).slips(1.0, 0.2),
            Rung::plays(MINIMAX).millis(100).depth(2).slips(0.2, 0.2),
            Rung::plays(MINIMAX).millis(250).depth(4).slips(0.05, 0.2),
            Rung::plays(MINIMAX).millis(2000),
        ]
    }

    /// `tile(x,y).` for every tile, then `unit(Name, Kind, PlayerN).` and `at(Name, tile(x,y)).`
    /// for every unit, in preset order.
    fn htn_facts(&self) -> String {
        let mut text = String::new();
        for t in self.map().tiles() {
            let (x, y) = self.map().xy(t);
            let _ = write!(text, "tile({x},{y}). ");
        }
        for (u, t) in self.units() {
            let info = self.info(u);
            let (x, y) = self.map().xy(t);
            let _ = writeln!(
                text,
                "unit({}, {}, {}). at({}, tile({x},{y})).",
                info.name,
                info.kind,
                player(info.owner),
                info.name
            );
        }
        text
    }

    fn htn_goal(&self) -> String {
        format!("doAI({})", player(self.to_move()))
    }

    /// The plan's `doMove(Unit, From, To)`; a capture comes before it in the plan.
    fn move_from_plan(&self, plan: &Plan) -> Option<KMove> {
        let step = plan.steps.iter().find(|s| s.operator.is_named("doMove"))?;
        let [_, from, to] = step.operator.args() else { return None };
        Some(KMove { from: tile_of(self, from)?, to: tile_of(self, to)? })
    }
}

impl PlayableGame for Kings {
    const ID: &'static str = preset::ID;

    fn catalog_entry() -> CatalogEntry {
        CatalogEntry {
            id: Self::ID,
            name: "kings-name",
            seat_names: vec!["kings-seat-1", "kings-seat-2"],
            options: Vec::new(),
            ai_kinds: Self::ai_kinds(),
            tagline: "kings-tagline",
            rules: &["kings-rules-moves", "kings-rules-win"],
            rules_version: 1,
            pieces: vec![(Mark::new(Some(0), "K"), "kings-piece-king"), (Mark::new(Some(0), "P"), "kings-piece-pawn")],
            sketch: sketch_of::<Self>,
            check_moves: check_moves::<Self>,
            how_to_play: "kings-how-to-play",
            default_preset: "default",
            rules_first: Seat(0),
            seat_colours: vec![Rgb(0.95, 0.93, 0.85), Rgb(0.85, 0.35, 0.25)],
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

    fn start(setup: &Setup) -> Result<Kings, LoadError> {
        let first = match setup.first {
            FirstPlayer::Default => Seat(0),
            FirstPlayer::Seat(seat) => seat,
            FirstPlayer::Random => Seat(seeded(setup.seed).random_range(0..2)),
        };
        Ok(preset::Preset::find(&setup.preset)?.start(first, 100))
    }

    fn load_position(path: &Path, _setup: &Setup) -> Result<Kings, LoadError> {
        Ok(preset::Preset::load(path)?.start(Seat(0), 100))
    }

    fn position_text(&self) -> String {
        preset::position_text(self, "position")
    }

    fn describe_tile(&self, (x, y): (i32, i32)) -> Vec<Text> {
        let Some(tile) = self.map().tile(x, y) else { return Vec::new() };
        vec![match self.unit_at(tile) {
            Some(u) => {
                let info = self.info(u);
                Text::new("kings-tile-unit")
                    .with("name", info.name.to_string())
                    .with("kind", info.kind.to_string())
                    .with("seat", self.seat_text(info.owner))
            }
            None => Text::new("kings-tile-empty").with("x", x).with("y", y),
        }]
    }

    /// The winner's units.
    fn winning_tiles(&self) -> Vec<(i32, i32)> {
        let Some(winner) = self.outcome().and_then(|o| o.winner()) else { return Vec::new() };
        self.units().into_iter().filter(|&(u, _)| self.info(u).owner == winner).map(|(_, t)| self.map().xy(t)).collect()
    }

    fn status_lines(&self) -> Vec<Text> {
        [Seat(0), Seat(1)]
            .iter()
            .map(|&s| {
                let alive = self.units().iter().filter(|&&(u, _)| self.info(u).owner == s).count();
                Text::new("kings-status")
                    .with("seat", self.seat_text(s))
                    .with("units", alive)
                    .with("kings", self.kings(s))
            })
            .collect()
    }
}
