//! The player's results: a game is counted when a move played here ends it, into the
//! statistics in the data folder (`session::statistics`), and the menu shows them as a line on
//! each game's card and a table per game on the History page.

use super::language::Tr;
use super::play::{ActiveTutorial, Match, MoveApplied, PlaySet};
use crate::core::Text;
use crate::core::assets::SetAside;
use crate::i18n::number;
use crate::session::statistics::{Statistics, Tally, statistics_path};
use crate::session::{Catalog, CatalogEntry, Controller, PlayableGame};
use bevy::prelude::*;
use bevy_egui::egui;
use std::marker::PhantomData;
use std::path::PathBuf;

/// Where the statistics are kept; tests point it elsewhere. Without it, the data folder's.
#[derive(Resource, Debug, Clone)]
pub struct StatisticsFile(pub PathBuf);

/// The statistics as read at start and counted since.
#[derive(Resource, Debug)]
pub struct History {
    pub statistics: Statistics,
    file: PathBuf,
    /// Why the file there was not used, for the menu.
    pub warning: Option<Text>,
    /// False when a broken file could not be moved aside: it is not written over.
    writable: bool,
    /// The last match counted: a game counts once, however often its end is seen again.
    counted: Option<u64>,
}

/// Reads the statistics; the games of the window are counted into them as they end.
pub fn plugin(app: &mut App) {
    let file = app.world().get_resource::<StatisticsFile>().map_or_else(statistics_path, |f| f.0.clone());
    let (statistics, aside) = Statistics::load(&file);
    if let Some(aside) = &aside {
        warn!("statistics not used: {}; the file was {}", aside.problem, aside.kept_text("statistics"));
    }
    let writable = aside.as_ref().is_none_or(|a| a.kept.is_ok());
    let warning = aside.as_ref().map(warning_of);
    app.insert_resource(History { statistics, file, warning, writable, counted: None });
}

/// What the menu says of a statistics file it could not use.
fn warning_of(aside: &SetAside) -> Text {
    let problem = aside.problem.text();
    match &aside.kept {
        Ok(kept) => Text::new("history-broken").with("problem", problem).with("file", kept.display().to_string()),
        Err(error) => Text::new("history-not-moved").with("problem", problem).with("error", error.as_str()),
    }
}

/// Counts one game type's games as they end (beside its `MatchPlugin`).
pub struct CountGames<G>(PhantomData<G>);

impl<G> Default for CountGames<G> {
    fn default() -> Self {
        CountGames(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for CountGames<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, count_finished::<G>.after(PlaySet).run_if(resource_exists::<Match<G>>));
    }
}

/// Counts a game that a move played here has just ended. A loaded game that had already
/// ended and a replay being watched play no move here, so they are not counted; undoing the
/// last move and ending the game again does not count it twice. Which games count at all is
/// `Statistics::count`'s rule.
fn count_finished<G: PlayableGame>(
    game: Res<Match<G>>,
    mut applied: MessageReader<MoveApplied<G>>,
    history: Option<ResMut<History>>,
    tutorial: Option<Res<ActiveTutorial>>,
) {
    let moved = applied.read().any(|a| a.game == game.id);
    // A tutorial's win is the script's, not a game against the computer.
    let history = history.filter(|_| tutorial.is_none());
    let (Some(mut history), Some(outcome)) = (history, game.state.outcome()) else {
        return;
    };
    if !moved || history.counted == Some(game.id) {
        return;
    }
    history.counted = Some(game.id);
    if history.statistics.count(&game.setup, &outcome)
        && history.writable
        && let Err(error) = history.statistics.save(&history.file)
    {
        warn!("statistics not saved: {error}");
    }
}

const ORANGE: egui::Color32 = egui::Color32::from_rgb(230, 170, 80);

/// The menu's warning when the statistics file could not be used.
pub(super) fn warning(ui: &mut egui::Ui, tr: &Tr, history: Option<&History>) {
    if let Some(warning) = history.and_then(|h| h.warning.as_ref()) {
        ui.colored_label(ORANGE, tr.show(warning));
    }
}

/// The History button, beside the menu's other pages: `true` when pressed.
pub(super) fn button(ui: &mut egui::Ui, tr: &Tr) -> bool {
    let button = egui::Button::new(egui::RichText::new(tr.text("menu-history")).size(18.0));
    ui.add(button).on_hover_text(tr.text("menu-history-hint")).clicked()
}

/// The line on a game's card: how often it was played and how it went (none before the first).
pub(super) fn card_line(ui: &mut egui::Ui, tr: &Tr, history: Option<&History>, game: &str) {
    let total = history.map(|h| h.statistics.total(game)).unwrap_or_default();
    if total.games() > 0 {
        ui.label(tr.text_with("history-card", &counts(&total)));
    }
}

/// A tally as the messages' variables.
fn counts(tally: &Tally) -> [(&'static str, crate::i18n::Value<'static>); 4] {
    [
        ("games", number(tally.games())),
        ("wins", number(tally.wins)),
        ("losses", number(tally.losses)),
        ("draws", number(tally.draws)),
    ]
}

/// The History page: for each game played, its results against each opponent, and in all.
/// `true` when "All games" is pressed.
pub(super) fn page(ui: &mut egui::Ui, tr: &Tr, catalog: &Catalog, history: Option<&History>) -> bool {
    let back = ui.button(tr.text("menu-all-games")).clicked();
    ui.heading(egui::RichText::new(tr.text("menu-history")).size(28.0));
    ui.label(tr.text("history-intro"));
    ui.add_space(8.0);
    let none = Statistics::default();
    let statistics = history.map_or(&none, |h| &h.statistics);
    let played: Vec<&CatalogEntry> = catalog.games.iter().filter(|e| statistics.total(e.id).games() > 0).collect();
    if played.is_empty() {
        ui.label(tr.text("history-none"));
    }
    for entry in played {
        ui.add_space(12.0);
        ui.heading(tr.text(entry.name));
        egui::Grid::new(("history", entry.id)).striped(true).spacing([24.0, 4.0]).show(ui, |ui| {
            for key in ["history-opponent", "history-games", "history-wins", "history-losses", "history-draws"] {
                ui.strong(tr.text(key));
            }
            ui.end_row();
            let rows: Vec<(&str, &Tally)> = statistics.of(entry.id).collect();
            for (opponent, tally) in &rows {
                ui.label(opponent_words(tr, entry, opponent));
                tally_row(ui, tally);
            }
            if rows.len() > 1 {
                ui.strong(tr.text("history-all"));
                tally_row(ui, &statistics.total(entry.id));
            }
        });
    }
    back
}

/// A tally's four numbers as cells of a row, and the row's end.
fn tally_row(ui: &mut egui::Ui, tally: &Tally) {
    for n in [tally.games(), tally.wins, tally.losses, tally.draws] {
        ui.label(n.to_string());
    }
    ui.end_row();
}

/// An opponent key of the statistics in the player's words: the computer players' names as
/// the game's setup shows them (`easy+hard` is two of them), or a person online.
fn opponent_words(tr: &Tr, entry: &CatalogEntry, key: &str) -> String {
    let words: Vec<String> = key
        .split('+')
        .map(|id| match entry.ai_kinds.iter().find(|k| k.id == id) {
            Some(kind) => tr.text(kind.name),
            None if id == Controller::Remote.name() => tr.text("history-remote"),
            None if id == Controller::GGP => tr.text("setup-ggp"),
            None if id == Controller::Human.name() => tr.text("setup-human"),
            // A kind this build no longer offers: its id is all there is.
            None => id.to_string(),
        })
        .collect();
    words.join(" + ")
}
