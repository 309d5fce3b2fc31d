//! The egui look shared by every screen: colours converted for egui and the full-window `Ui`
//! panels are shown in. A leaf of the shell.

use crate::session::sketch::Rgb;
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

/// A sketch's colour as a Bevy colour.
pub fn colour(Rgb(r, g, b): Rgb) -> Color {
    Color::srgb(r, g, b)
}

/// A Bevy colour as a sketch's colour (the palette's seat colours into a sketch).
pub fn rgb_of(colour: Color) -> Rgb {
    let [r, g, b, _] = colour.to_srgba().to_f32_array();
    Rgb(r, g, b)
}

/// A colour as egui draws it.
pub fn egui_colour(colour: impl Into<Color>) -> egui::Color32 {
    let [r, g, b, _] = colour.into().to_srgba().to_u8_array();
    egui::Color32::from_rgb(r, g, b)
}
