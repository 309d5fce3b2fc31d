//! What a game is set up from on the command line: the game, its preset and options, and who
//! plays each seat, read the same way by every command (the window's `play` and `online` too).

use clap::Args;
use std::path::Path;
use std::time::Duration;
use stratagem_ai::EvalChoice;
use stratagem_core::assets::quote;
use stratagem_core::record::FirstPlayer;
use stratagem_session::{Controller, PlayableGame, Setup};

/// What a game is set up from.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// A game of the suite (gdl: a game written in GDL).
    #[arg(long, default_value = "tactigon", value_parser = crate::game_id())]
    pub game: String,
    /// A preset: a file of assets/maps/<game>/ without .ron (default: the game's own); for gdl a
    /// description of assets/gdl/ without .kif.
    #[arg(long)]
    pub preset: Option<String>,
    /// The player that moves first: human, a level (beginner, easy, normal, hard, expert), or an
    /// engine: random, greedy, minimax[:250ms][:d4][:reference], htn (GDL: uct[:1s],
    /// search[:d6], random). A think time or depth too big to reach (2^64 ms) thinks for ever:
    /// Ctrl+C stops arena, tournament and analyse.
    #[arg(long)]
    pub first: Option<String>,
    /// The player that moves second.
    #[arg(long)]
    pub second: Option<String>,
    /// The player of a seat by number (1 is the first seat): --seat 2=greedy.
    #[arg(long, value_name = "N=PLAYER")]
    pub seat: Vec<String>,
    /// A game option: --option gold-boost=on. A GDL game that has not ended after
    /// --option step-limit=N steps (default 10000) is a draw.
    #[arg(long, value_name = "NAME=VALUE")]
    pub option: Vec<String>,
    /// Tactigon's advanced rule 1 (same as --option jumping-squares=on).
    #[arg(long)]
    pub jumping_squares: bool,
    /// Tactigon's advanced rule 2 (same as --option gold-boost=on).
    #[arg(long)]
    pub gold_boost: bool,
    /// Minimax think time per move in milliseconds (arena 250, play 1000; with --depth alone,
    /// no time limit). A huge time thinks for ever: Ctrl+C stops the search, and arena and
    /// analyse print what they have.
    #[arg(long)]
    pub time_ms: Option<u64>,
    /// Minimax maximum depth (up to 4294967295; alone, a deep one searches until Ctrl+C).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Minimax evaluation: tuned or reference.
    #[arg(long)]
    pub eval: Option<String>,
    /// Seed of the game and of the AIs' random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

impl GameArgs {
    /// The arguments of game `game` with nothing else given.
    pub fn rules_only(game: String) -> GameArgs {
        GameArgs {
            game,
            preset: None,
            first: None,
            second: None,
            seat: Vec::new(),
            option: Vec::new(),
            jumping_squares: false,
            gold_boost: false,
            time_ms: None,
            depth: None,
            eval: None,
            seed: 1,
        }
    }

    /// A player as written, with --time-ms, --depth and --eval filling in what it leaves out.
    pub fn controller<G: PlayableGame>(&self, text: &str, think_ms: u64) -> Result<Controller, String> {
        if let Some(addr) = text.trim().strip_prefix("ggp:") {
            return stratagem_session::ggp_address(addr).map(Controller::Ggp);
        }
        let mut controller = Controller::parse(text, &G::ai_kinds())?;
        if let Controller::Ai(player) = &mut controller
            && player.kind.searches
        {
            let given = text.contains(':');
            if !given || self.time_ms.is_some() || self.depth.is_some() || self.eval.is_some() {
                let strength = &mut player.strength;
                if !given {
                    strength.think_time = Duration::from_millis(think_ms);
                }
                if let Some(depth) = self.depth {
                    strength.max_depth = Some(depth);
                    if self.time_ms.is_none() && !given {
                        // A depth alone is the limit: no hidden time cap.
                        strength.think_time = Duration::from_secs(24 * 3600);
                    }
                }
                if let Some(ms) = self.time_ms {
                    strength.think_time = Duration::from_millis(ms);
                }
                if let Some(eval) = &self.eval {
                    strength.eval = EvalChoice::parse(eval)?;
                }
            }
        }
        Ok(controller)
    }

    /// A setup for game `G`: the first player goes to the seat that moves first.
    pub fn setup<G: PlayableGame>(&self, think_ms: u64, default_players: [&str; 2]) -> Result<Setup, String> {
        let entry = G::catalog_entry();
        let mut setup = entry.default_setup();
        setup.seed = self.seed;
        if let Some(preset) = &self.preset {
            setup.preset = preset.clone();
        }
        let mut assignments = self.option.clone();
        if self.jumping_squares {
            assignments.push("jumping-squares=on".into());
        }
        if self.gold_boost {
            assignments.push("gold-boost=on".into());
        }
        for assignment in &assignments {
            setup.options.set(&entry.options, assignment)?;
        }
        setup.first = FirstPlayer::Default;
        let first = G::start(&setup).map_err(|e| e.to_string())?.to_move();
        let seats = setup.seats.len();
        let order: Vec<usize> = (0..seats).map(|i| (first.index() + i) % seats).collect();
        for (i, default) in default_players.iter().enumerate().take(seats) {
            let given = if i == 0 { &self.first } else { &self.second };
            // A game without the default player (Robot Race has no minimax) gets the Hard level.
            let offered = G::ai_kinds();
            let default = match Controller::parse(default, &offered) {
                Err(_) => stratagem_ai::levels::HARD.id,
                Ok(_) => default,
            };
            setup.seats[order[i]] = self.controller::<G>(given.as_deref().unwrap_or(default), think_ms)?;
        }
        for assignment in &self.seat {
            let (n, player) = assignment
                .split_once('=')
                .ok_or_else(|| format!("--seat wants N=PLAYER, not '{}'", quote(assignment)))?;
            let n: usize = n.trim().parse().map_err(|_| format!("--seat wants a seat number, not '{}'", quote(n)))?;
            let slot = n.checked_sub(1).and_then(|i| setup.seats.get_mut(i));
            *slot.ok_or_else(|| format!("there is no seat {n} (seats 1 to {seats})"))? =
                self.controller::<G>(player, think_ms)?;
        }
        entry.check_seats(&setup.seats)?;
        Ok(setup)
    }

    /// A position file, under the setup's options.
    pub fn position<G: PlayableGame>(&self, path: &Path) -> Result<G, String> {
        let setup = self.setup::<G>(1000, ["human", "human"])?;
        G::load_position(path, &setup).map_err(|e| e.to_string())
    }
}
