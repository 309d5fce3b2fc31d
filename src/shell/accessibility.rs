//! What a screen reader needs beyond egui's own widgets (which bevy_egui's `accesskit` feature
//! already hands to the platform): labels it reads out by itself when their text changes, for
//! whose turn it is, the computer's move, the outcome and the board cursor's tile.

use bevy_egui::egui;

/// A label that a screen reader announces whenever its text changes (a polite live region), so
/// a player who cannot see the board hears the game go on.
pub fn live_label(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    let response = ui.label(text);
    ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
    response
}
