//! A hosted match as the suite's own record: the GDL game of its description with every role's
//! choices, so `stratagem replay` checks and shows it like any game played here.

use crate::manager::Played;
use std::path::Path;
use stratagem_core::assets::read_text;
use stratagem_core::record::Record;
use stratagem_core::{Game, Seat};
use stratagem_gdl_play::{GdlPlay, description_dir};
use stratagem_session::{Controller, PlayableGame, Setup};

/// A description by file (`.kif`) or by the name of one of the suite's (`tictactoe`): the
/// record's preset for it and its text.
pub fn find_description(game: &str) -> Result<(String, String), String> {
    let path = Path::new(game);
    let (preset, file) = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("kif")) {
        let absolute = std::fs::canonicalize(path).map_err(|e| format!("{game}: {e}"))?;
        (absolute.display().to_string(), absolute)
    } else if game.is_empty() || game.contains(['/', '\\', ':']) || game.starts_with('.') {
        return Err(format!("'{}' is neither a .kif file nor a description of the suite", game.escape_default()));
    } else {
        (game.to_string(), description_dir().join(format!("{game}.kif")))
    };
    let text = read_text(&file).map_err(|e| e.to_string())?;
    Ok((preset, text))
}

/// The record of a match played from the description `preset` names. Its seats were played
/// elsewhere, so they read as people when the record is played again.
pub fn record_of(preset: &str, played: &Played) -> Result<Record, String> {
    let mut transcript = Transcript::new(preset)?;
    let mut texts = Vec::new();
    for (i, joint) in played.engine_moves.iter().enumerate() {
        texts.extend(transcript.step(i, joint)?.into_iter().map(|(_, text)| text));
    }
    Ok(transcript.setup.record(texts))
}

/// A match as the suite's GDL game, step by step: what the record holds and what a window
/// watching the match plays. The suite's game plays the steps where no role has a choice by
/// itself and asks only the roles that choose.
pub struct Transcript {
    /// The GDL game of the description, every seat played elsewhere.
    pub setup: Setup,
    game: GdlPlay,
}

impl Transcript {
    pub fn new(preset: &str) -> Result<Transcript, String> {
        let mut setup = GdlPlay::catalog_entry().default_setup();
        setup.preset = preset.to_string();
        setup.seats.iter_mut().for_each(|seat| *seat = Controller::Remote);
        let game = GdlPlay::start(&setup).map_err(|e| e.to_string())?;
        Ok(Transcript { setup, game })
    }

    /// The suite's moves that joint move `i` (from 0, in the engine's words, one per role)
    /// brings, each with the seat that makes it.
    pub fn step(&mut self, i: usize, joint: &[String]) -> Result<Vec<(Seat, String)>, String> {
        let mut moves = Vec::new();
        while self.game.outcome().is_none() && self.game.steps() <= i as u64 {
            let seat = self.game.to_move();
            let wanted =
                joint.get(seat.index()).ok_or_else(|| format!("step {}: no move for role {}", i + 1, seat.index()))?;
            let mv = self.game.parse_move(wanted).map_err(|e| format!("step {}: {e}", i + 1))?;
            moves.push((seat, self.game.move_text(mv)));
            self.game.apply(mv);
        }
        Ok(moves)
    }
}
