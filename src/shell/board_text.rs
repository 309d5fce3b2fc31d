//! Words on the board (a treasury's coins, a flag's number, a GDL cell's mark), painted by egui
//! at their entity's place in the world. The game has one text stack, egui's, whose fonts every
//! language shares; Bevy's own text (parley, swash, a second font reader) is not built at all,
//! which took about 190 s of CPU off a cold build.

use super::board_view::UiInsets;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub struct BoardTextPlugin;

impl Plugin for BoardTextPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, paint_board_text);
    }
}

/// Text drawn upright and centred on the entity, `size` world units tall, so it zooms with the
/// board. The entity has no parent: its `Transform` is where it is this frame (egui paints
/// before Bevy propagates transforms, so a `GlobalTransform` would trail a moving piece).
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct BoardText {
    pub text: String,
    pub size: f32,
    pub colour: Color,
}

impl BoardText {
    pub fn new(text: impl Into<String>, size: f32, colour: Color) -> BoardText {
        BoardText { text: text.into(), size, colour }
    }
}

/// Hides the board's words below it within `radius` world units (at its scale) of its centre,
/// as a piece standing on a tile hides the number drawn on the floor: egui paints above the
/// whole world, so what a piece covers is left out instead. Like `BoardText`, a top-level
/// entity.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct HidesBoardText {
    pub radius: f32,
}

/// Paints every visible `BoardText` inside the board's part of the window, clipped there so
/// the panels beside it (last frame's insets) stay clear, in depth order as Bevy drew them.
fn paint_board_text(
    mut contexts: EguiContexts,
    texts: Query<(&BoardText, &Transform, &InheritedVisibility)>,
    covers: Query<(&HidesBoardText, &Transform, &InheritedVisibility)>,
    camera: Query<(&Camera, &Transform), With<Camera2d>>,
    window: Query<&Window, With<PrimaryWindow>>,
    insets: Option<Res<UiInsets>>,
) -> Result {
    if texts.is_empty() {
        return Ok(());
    }
    let (Ok((camera, eye)), Ok(window)) = (camera.single(), window.single()) else {
        return Ok(());
    };
    let eye = GlobalTransform::from(*eye);
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor().max(0.01);
    let insets = insets.map(|i| *i).unwrap_or_default();
    let free = egui::Rect::from_min_max(
        egui::pos2(insets.left, insets.top) / zoom,
        egui::pos2(window.width() - insets.right, window.height() - insets.bottom) / zoom,
    );
    let painter = ctx
        .layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("board_text")))
        .with_clip_rect(free);
    let covers: Vec<(Vec3, f32)> = covers
        .iter()
        .filter(|(_, _, visible)| visible.get())
        .map(|(cover, place, _)| (place.translation, cover.radius * place.scale.x))
        .collect();
    let hidden = |at: Vec3| covers.iter().any(|(c, r)| c.z > at.z && c.truncate().distance(at.truncate()) < *r);
    let mut shown: Vec<_> =
        texts.iter().filter(|(_, place, visible)| visible.get() && !hidden(place.translation)).collect();
    shown.sort_by(|a, b| a.1.translation.z.total_cmp(&b.1.translation.z));
    for (text, place, _) in shown {
        let at = place.translation;
        let (Ok(centre), Ok(top)) = (
            camera.world_to_viewport(&eye, at),
            camera.world_to_viewport(&eye, at + Vec3::Y * text.size * place.scale.y),
        ) else {
            continue;
        };
        let height = centre.distance(top) / zoom;
        if height < 2.0 {
            continue;
        }
        let [r, g, b, a] = text.colour.to_srgba().to_u8_array();
        painter.text(
            egui::pos2(centre.x, centre.y) / zoom,
            egui::Align2::CENTER_CENTER,
            &text.text,
            egui::FontId::proportional(height),
            egui::Color32::from_rgba_unmultiplied(r, g, b, a),
        );
    }
    Ok(())
}
