//! A description's view: its board relation drawn as a grid of lettered discs on the shell's
//! square board, and a panel with the human's legal moves as buttons and, for descriptions
//! without a board, the state's facts. Clicking a cell makes the move that names it.

use super::GdlPlay;
use super::sketch::{CELL, SHAPE, mark_of};
use crate::core::{Game, Seat, Text, Tile};
use crate::session::sketch::Mark;
use crate::shell::board_text::BoardText;
use crate::shell::board_view::MoveStarts;
use crate::shell::board_view::{Highlights, TileClick, UiInsets, lay_out_board};
use crate::shell::figures::{Figure, FigureMeshes, MarkArt, Paint, ink, ink_material};
use crate::shell::geometry::TileGeometry;
use crate::shell::language::Tr;
use crate::shell::motion::{MotionPlugin, PieceAt, PieceDraw};
use crate::shell::play::PlaySet;
use crate::shell::theme::{self, egui_colour};
use crate::shell::{Match, MatchStatus, MoveRequest, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    let playing = in_state(Screen::Playing).and_then(resource_exists::<Match<GdlPlay>>);
    app.add_plugins(MotionPlugin::<GdlPlay>::default())
        .add_systems(Startup, load_disc)
        .add_systems(
            Update,
            (
                lay_out_board::<GdlPlay>.run_if(resource_added::<Match<GdlPlay>>),
                handle_clicks.before(PlaySet),
                move_starts.after(PlaySet).run_if(resource_exists_and_changed::<Match<GdlPlay>>),
                redraw.run_if(resource_exists_and_changed::<Match<GdlPlay>>).in_set(PieceDraw),
            )
                .chain()
                .run_if(playing.clone()),
        )
        .add_systems(EguiPrimaryContextPass, moves_panel.run_if(playing));
}

#[derive(Component, Clone)]
struct MarkView;

/// A mark's disc, raised off the board: a shadow, a darker rim, a face lit from the top left
/// and a glint; tinted by the mark's colour.
#[derive(Resource)]
struct Disc {
    figure: FigureMeshes,
    ink: Handle<ColorMaterial>,
}

fn disc() -> Figure {
    Figure::new(0.05)
        .circle(Paint::Ink(ink::SHADOW), Vec2::new(0.07, -0.09), 1.0)
        .plain()
        .circle(Paint::Seat(0.75), Vec2::ZERO, 1.0)
        .circle(Paint::Seat(1.05), Vec2::new(-0.03, 0.04), 0.84)
        .graded(Vec2::new(-0.15, 0.2))
        .ellipse(Paint::Ink(ink::HIGHLIGHT), Vec2::new(-0.3, 0.5), Vec2::new(0.26, 0.1))
        .plain()
}

/// A sketch's mark as the board draws it: the raised disc with the mark's letters on it.
pub(crate) fn mark_figure(_: &Mark) -> Option<MarkArt> {
    Some(MarkArt { figure: disc(), letter: true })
}

fn load_disc(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut materials: ResMut<Assets<ColorMaterial>>) {
    commands
        .insert_resource(Disc { figure: disc().build(CELL * 0.36, &mut meshes), ink: ink_material(&mut materials) });
}

/// The moves of `role` that name the cell at `at`: its column and row as arguments, in the
/// order the board relation has them; failing that, moves whose one argument is the column
/// (dropping into a column).
fn moves_at(state: &GdlPlay, role: usize, at: Tile) -> Vec<u32> {
    let Some(cell) = state.board().and_then(|b| b.into_iter().find(|c| c.at == at)) else { return Vec::new() };
    let style = &state.description().style;
    let (first, second) = if style.x < style.y { (&cell.x, &cell.y) } else { (&cell.y, &cell.x) };
    let args = |text: &str| -> Vec<String> {
        text.trim_start_matches('(').trim_end_matches(')').split_whitespace().skip(1).map(str::to_lowercase).collect()
    };
    let texts = state.move_texts(role);
    let naming: Vec<u32> = (0..texts.len())
        .filter(|&i| {
            let a = args(&texts[i]);
            a.iter()
                .position(|t| t.eq_ignore_ascii_case(first))
                .is_some_and(|p| a[p + 1..].iter().any(|t| t.eq_ignore_ascii_case(second)))
        })
        .map(|i| i as u32)
        .collect();
    if !naming.is_empty() {
        return naming;
    }
    (0..texts.len())
        .filter(|&i| matches!(args(&texts[i]).as_slice(), [only] if only.eq_ignore_ascii_case(&cell.x)))
        .map(|i| i as u32)
        .collect()
}

fn handle_clicks(
    mut clicks: MessageReader<TileClick>,
    game: Res<Match<GdlPlay>>,
    mut status: ResMut<MatchStatus>,
    mut requests: MessageWriter<MoveRequest<GdlPlay>>,
) {
    for click in clicks.read() {
        let Some(at) = click.at.filter(|_| click.button == MouseButton::Left) else { continue };
        if !game.takes_clicks(&mut status) {
            continue;
        }
        let seat = game.state.to_move();
        match moves_at(&game.state, seat.index(), at).as_slice() {
            [one] => {
                requests.write(game.request(seat, super::GdlMove(*one)));
            }
            [] => status.notice = Some(Text::new("gdl-no-move")),
            _ => status.notice = Some(Text::new("gdl-several-moves")),
        }
    }
}

/// The cells a move of the human to move names, for the keyboard's Tab.
fn move_starts(game: Res<Match<GdlPlay>>, mut starts: ResMut<MoveStarts>) {
    let state = &game.state;
    let live = game.human_to_move() && game.viewing().is_none();
    let cells = state.board().filter(|_| live).unwrap_or_default();
    let role = state.to_move().index();
    starts.set(cells.into_iter().map(|c| c.at).filter(|&at| !moves_at(state, role, at).is_empty()).collect());
}

fn redraw(
    mut commands: Commands,
    game: Res<Match<GdlPlay>>,
    marks: Query<Entity, With<MarkView>>,
    disc: Res<Disc>,
    status: Res<MatchStatus>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut lit: ResMut<Highlights>,
) {
    lit.last_move = game.last_tiles();
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let state = game.shown();
    for cell in state.board().unwrap_or_default() {
        let Some(value) = cell.value else { continue };
        let (text, role, colour) = mark_of(state, &value);
        let fill = colour
            .map(theme::colour)
            .or_else(|| role.and_then(|r| status.seat_colours.get(r).copied()))
            .unwrap_or(Color::srgb(0.90, 0.90, 0.88));
        let at = SHAPE.world(cell.at);
        let place = Transform::from_translation(at.extend(1.0));
        let tag = || (MarkView, PieceAt(cell.at), DespawnOnExit(Screen::Playing));
        disc.figure.spawn(&mut commands, &materials.add(fill), &disc.ink, place, tag);
        commands.spawn((
            MarkView,
            PieceAt(cell.at),
            BoardText::new(text, CELL * 0.32, Color::srgb(0.05, 0.05, 0.07)),
            Transform::from_translation(at.extend(2.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

/// The panel below the board (the shell's move log and match panels have the sides): whose
/// choice it is and the human's moves as buttons; and the state's facts in the board's place
/// when the description has no board.
fn moves_panel(
    mut contexts: EguiContexts,
    game: Res<Match<GdlPlay>>,
    mut status: ResMut<MatchStatus>,
    mut insets: ResMut<UiInsets>,
    mut requests: MessageWriter<MoveRequest<GdlPlay>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let area = ctx.content_rect();
    let rect = egui::Rect::from_min_max(
        egui::pos2(area.left() + insets.left, area.top() + insets.top),
        egui::pos2(area.right() - insets.right, area.bottom()),
    );
    let mut root = egui::Ui::new(
        ctx.clone(),
        "gdl-root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(rect),
    );
    let state = game.shown();
    let seat = state.to_move();
    let colour = |s: Seat| status.seat_colours.get(s.index()).map_or(egui::Color32::GRAY, |c| egui_colour(*c));
    let human = game.human_to_move() && game.viewing().is_none();
    let mut chosen = None;
    let panel = egui::Panel::bottom("gdl-moves").show(&mut root, |ui| {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let stem = &state.description().name;
            let name = tr.shipped(&crate::games::gdl::name_key(stem), &crate::games::gdl::name_of(stem));
            ui.label(egui::RichText::new(name).size(16.0).strong());
            if state.outcome().is_none() {
                let role = [("role", state.seat_name(seat).into())];
                let line = tr.text_with(if human { "gdl-choose" } else { "gdl-to-choose" }, &role);
                ui.label(egui::RichText::new(line).color(colour(seat)).size(16.0));
            }
        });
        if human && state.outcome().is_none() {
            egui::ScrollArea::vertical().id_salt("gdl-scroll").max_height(160.0).show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, text) in state.move_texts(seat.index()).iter().enumerate() {
                        if ui.add(egui::Button::new(egui::RichText::new(text).monospace().size(15.0))).clicked() {
                            chosen = Some(i as u32);
                        }
                    }
                });
            });
        }
        ui.add_space(4.0);
    });
    if state.board().is_none() {
        // No board: the state's facts take its place, over a panel that keeps the pointer off
        // the blank tile beneath.
        let background = egui::Color32::from_rgb(23, 26, 31);
        egui::CentralPanel::default().frame(egui::Frame::NONE.fill(background)).show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() / 2.0 - 120.0).max(8.0));
                egui::Frame::group(ui.style()).fill(egui::Color32::from_rgb(32, 37, 46)).inner_margin(16.0).show(
                    ui,
                    |ui| {
                        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                        ui.label(egui::RichText::new(tr.text("gdl-state")).size(18.0).strong());
                        ui.add_space(4.0);
                        for fact in state.fact_texts() {
                            ui.label(egui::RichText::new(fact).monospace().size(20.0));
                        }
                    },
                );
            });
        });
    }
    let bottom = panel.response.rect.height();
    if (insets.bottom - bottom).abs() > 0.5 {
        insets.bottom = bottom;
    }
    if let Some(i) = chosen {
        status.notice = None;
        requests.write(game.request(seat, super::GdlMove(i)));
    }
    Ok(())
}
