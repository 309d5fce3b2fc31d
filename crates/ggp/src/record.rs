//! A hosted match as the suite's own record: the GDL game of its description with every role's
//! choices, so `stratagem replay` checks and shows it like any game played here.

use crate::manager::Played;
use std::path::Path;
use stratagem_core::Game;
use stratagem_core::assets::read_text;
use stratagem_core::record::Record;
use stratagem_gdl_play::{GdlPlay, description_dir};
use stratagem_session::{Controller, PlayableGame};

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
    let entry = GdlPlay::catalog_entry();
    let mut setup = entry.default_setup();
    setup.preset = preset.to_string();
    setup.seats.iter_mut().for_each(|seat| *seat = Controller::Remote);
    let mut game = GdlPlay::start(&setup).map_err(|e| e.to_string())?;
    let mut texts = Vec::new();
    for (i, joint) in played.engine_moves.iter().enumerate() {
        // The suite's game plays steps where no role has a choice by itself, and asks only
        // the roles that choose.
        while game.outcome().is_none() && game.steps() <= i as u64 {
            let role = game.to_move().index();
            let wanted = joint.get(role).ok_or_else(|| format!("step {}: no move for role {role}", i + 1))?;
            let mv = game.parse_move(wanted).map_err(|e| format!("step {}: {e}", i + 1))?;
            texts.push(game.move_text(mv));
            game.apply(mv);
        }
    }
    Ok(setup.record(texts))
}
