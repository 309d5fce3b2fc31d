//! The egui look shared by every screen: colours converted for egui and the full-window `Ui`
//! panels are shown in. A leaf of the shell.

use bevy::prelude::*;
use bevy_egui::egui;

/// A full-window `Ui` on the background layer, for panels (egui 0.36 shows panels inside a `Ui`).
pub fn root_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.content_rect()),
    )
}

/// A Bevy colour as egui draws it.
pub fn egui_colour(colour: Color) -> egui::Color32 {
    let [r, g, b, _] = colour.to_srgba().to_u8_array();
    egui::Color32::from_rgb(r, g, b)
}
