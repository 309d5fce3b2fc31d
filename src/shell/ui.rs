//! The egui screens: the main menu that edits the setup, and the game screen's panel with the
//! seats, the AI's thinking, spectator controls and the game-over window.

use super::board_view::{BoardViewPlugin, UiInsets};
use super::play::{HtnDomains, MatchStatus, Pace};
use super::setup::{Catalog, CatalogEntry, Controller, FirstPlayer, Setup};
use super::{MenuError, Screen};
use crate::ai::minimax::WIN;
use crate::ai::{AiKind, EvalChoice, Strength};
use crate::core::Seat;
use crate::core::assets::LoadError;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use std::time::Duration;

/// Menus, panels, the camera and board input: everything a windowed app adds to the shell.
pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((EguiPlugin::default(), BoardViewPlugin))
            .init_resource::<PresetList>()
            .add_systems(Startup, default_setup)
            .add_systems(OnEnter(Screen::Menu), refresh_presets)
            .add_systems(
                EguiPrimaryContextPass,
                (menu_ui.run_if(in_state(Screen::Menu)), game_ui.run_if(in_state(Screen::Playing))),
            );
    }
}

/// The presets of the game chosen in the menu, scanned when the menu opens or the game changes.
#[derive(Resource, Default)]
struct PresetList {
    game: &'static str,
    presets: Vec<Result<(String, String), LoadError>>,
}

impl PresetList {
    /// Reads the game's preset folder.
    fn of(entry: &CatalogEntry) -> PresetList {
        PresetList { game: entry.id, presets: (entry.list_presets)() }
    }
}

fn default_setup(mut commands: Commands, catalog: Res<Catalog>, setup: Option<Res<Setup>>) {
    if setup.is_none()
        && let Some(first) = catalog.games.first()
        && let Some(setup) = catalog.default_setup(first.id)
    {
        commands.insert_resource(setup);
    }
}

fn refresh_presets(catalog: Res<Catalog>, setup: Option<Res<Setup>>, mut list: ResMut<PresetList>) {
    let Some(setup) = setup else { return };
    if let Some(entry) = catalog.get(setup.game) {
        *list = PresetList::of(entry);
    }
}

fn menu_ui(
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    setup: Option<ResMut<Setup>>,
    mut list: ResMut<PresetList>,
    mut error: ResMut<MenuError>,
    mut next: ResMut<NextState<Screen>>,
    mut insets: ResMut<UiInsets>,
    domains: Res<HtnDomains>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    *insets = UiInsets::default();
    let Some(mut setup) = setup else {
        return Ok(());
    };
    let mut root = root_ui(ctx, "menu-root");
    egui::CentralPanel::default_margins().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.heading(egui::RichText::new("Stratagem").size(36.0));
                ui.label("Turn-based strategy games with computer players that think.");
            });
            ui.add_space(16.0);
            egui::Grid::new("setup").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
                ui.label("Game");
                let current = catalog.get(setup.game).map_or("?", |e| e.name);
                let mut chosen = None;
                egui::ComboBox::from_id_salt("game").selected_text(current).show_ui(ui, |ui| {
                    for entry in &catalog.games {
                        if ui.selectable_label(entry.id == setup.game, entry.name).clicked() {
                            chosen = Some(entry.id);
                        }
                    }
                });
                ui.end_row();
                if let Some(id) = chosen.filter(|id| *id != setup.game)
                    && let Some(fresh) = catalog.default_setup(id)
                {
                    let seed = setup.seed;
                    *setup = Setup { seed, ..fresh };
                }
                let Some(entry) = catalog.get(setup.game) else {
                    return;
                };
                if list.game != entry.id {
                    *list = PresetList::of(entry);
                }

                if !list.presets.is_empty() {
                    ui.label("Map preset");
                    ui.vertical(|ui| {
                        ui.horizontal(|ui| {
                            let name = list
                                .presets
                                .iter()
                                .flatten()
                                .find(|(id, _)| *id == setup.preset)
                                .map_or("(choose)", |(_, n)| n.as_str());
                            egui::ComboBox::from_id_salt("preset").selected_text(name).show_ui(ui, |ui| {
                                for (id, name) in list.presets.iter().flatten() {
                                    if ui.selectable_label(*id == setup.preset, format!("{name} ({id})")).clicked() {
                                        setup.preset = id.clone();
                                    }
                                }
                            });
                            if ui.button("Rescan").on_hover_text("Read the preset folder again").clicked() {
                                *list = PresetList::of(entry);
                            }
                        });
                        for broken in list.presets.iter().filter_map(|p| p.as_ref().err()) {
                            ui.colored_label(egui::Color32::from_rgb(230, 90, 80), format!("Broken preset — {broken}"));
                        }
                    });
                    ui.end_row();
                }

                for (i, option) in entry.options.iter().enumerate() {
                    ui.label(if i == 0 { "Options" } else { "" });
                    if let Some(on) = setup.options.get_mut(i) {
                        ui.checkbox(on, option.label).on_hover_text(option.help);
                    }
                    ui.end_row();
                }

                ui.label("Who starts");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut setup.first, FirstPlayer::Default, "by the rules");
                    for (s, name) in entry.seat_names.iter().enumerate() {
                        ui.radio_value(&mut setup.first, FirstPlayer::Seat(Seat(s as u8)), *name);
                    }
                    ui.radio_value(&mut setup.first, FirstPlayer::Random, "random");
                });
                ui.end_row();

                for (s, name) in entry.seat_names.iter().enumerate() {
                    ui.label(format!("{name} plays"));
                    controller_picker(ui, s, entry.has_htn, &mut setup.seats[s]);
                    ui.end_row();
                }

                ui.label("Seed");
                ui.add(egui::DragValue::new(&mut setup.seed));
                ui.end_row();
            });
            ui.add_space(16.0);
            if let Some(message) = &error.0 {
                ui.colored_label(egui::Color32::from_rgb(230, 90, 80), message);
            }
            if let Some(broken) = domains.get(setup.game).and_then(|slot| slot.error.as_ref()) {
                ui.colored_label(egui::Color32::from_rgb(230, 90, 80), format!("HTN domain not loaded: {broken}"));
            }
            if ui.add_sized([160.0, 40.0], egui::Button::new(egui::RichText::new("Start").size(20.0))).clicked() {
                error.0 = None;
                next.set(Screen::Playing);
            }
        })
    });
    Ok(())
}

fn controller_picker(ui: &mut egui::Ui, seat: usize, with_htn: bool, controller: &mut Controller) {
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            for choice in Controller::choices(with_htn) {
                let same = std::mem::discriminant(controller) == std::mem::discriminant(&choice)
                    && match (&*controller, &choice) {
                        (Controller::Ai(a), Controller::Ai(b)) => {
                            std::mem::discriminant(a) == std::mem::discriminant(b)
                        }
                        _ => true,
                    };
                if ui.selectable_label(same, choice.name()).clicked() && !same {
                    *controller = choice;
                }
            }
        });
        if let Controller::Ai(AiKind::Minimax(strength)) = controller {
            strength_picker(ui, seat, strength);
        }
    });
}

fn strength_picker(ui: &mut egui::Ui, seat: usize, strength: &mut Strength) {
    ui.horizontal(|ui| {
        let mut seconds = strength.think_time.as_secs_f32();
        ui.label("think time");
        if ui.add(egui::Slider::new(&mut seconds, 0.1..=10.0).suffix(" s").logarithmic(true)).changed() {
            strength.think_time = Duration::from_secs_f32(seconds);
        }
        let mut depth = strength.max_depth.unwrap_or(0);
        ui.label("max depth");
        if ui.add(egui::DragValue::new(&mut depth).range(0..=64)).on_hover_text("0: no limit").changed() {
            strength.max_depth = (depth > 0).then_some(depth);
        }
        egui::ComboBox::from_id_salt(("eval", seat))
            .selected_text(match strength.eval {
                EvalChoice::Tuned => "tuned eval",
                EvalChoice::Reference => "reference eval",
            })
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut strength.eval, EvalChoice::Tuned, "tuned eval");
                ui.selectable_value(&mut strength.eval, EvalChoice::Reference, "reference eval");
            });
    });
}

/// A full-window `Ui` on the background layer, for panels (egui 0.36 shows panels inside a `Ui`).
fn root_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.content_rect()),
    )
}

fn score_text(score: i32) -> String {
    if score.abs() >= WIN - 1000 {
        let plies = WIN - score.abs();
        format!("{} in {plies}", if score > 0 { "win" } else { "loss" })
    } else {
        score.to_string()
    }
}

fn game_ui(
    mut contexts: EguiContexts,
    status: Res<MatchStatus>,
    mut pace: ResMut<Pace>,
    mut insets: ResMut<UiInsets>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "game-root");
    let mut restart = false;
    let mut to_menu = false;
    let panel = egui::Panel::right("match").exact_size(300.0).show(&mut root, |ui| {
        ui.heading(&status.title);
        ui.separator();
        match (&status.outcome, status.to_move) {
            (Some(outcome), _) => {
                ui.label(egui::RichText::new(format!("Game over: {}", outcome.reason())).strong());
            }
            (None, Some(seat)) => {
                let name = status.seat_names.get(seat.index()).cloned().unwrap_or_default();
                ui.label(egui::RichText::new(format!("{name} to move")).strong().size(18.0));
            }
            _ => {}
        }
        ui.label(format!("Moves played: {}", status.moves_played));
        ui.separator();
        for (s, name) in status.seat_names.iter().enumerate() {
            let controller = status.controllers.get(s).map_or("?", |c| c.name());
            ui.label(egui::RichText::new(format!("{name}: {controller}")).strong());
            if let Some((seat, info)) = &status.thinking
                && seat.index() == s
            {
                ui.label(if info.depth == 0 {
                    "thinking…".to_string()
                } else {
                    format!("thinking… depth {}", info.depth)
                });
                for line in &info.plan {
                    ui.label(egui::RichText::new(line).small());
                }
                if info.nodes > 0 {
                    ui.label(format!(
                        "{} nodes, {} k nodes/s, score {}",
                        info.nodes,
                        info.nodes_per_second / 1000,
                        score_text(info.score)
                    ));
                    ui.label(egui::RichText::new(format!("pv: {}", info.pv.join(" "))).small());
                }
            }
        }
        ui.separator();
        for (s, decision) in status.decisions.iter().enumerate().filter(|(_, d)| !d.is_empty()) {
            let name = status.seat_names.get(s).cloned().unwrap_or_default();
            ui.label(egui::RichText::new(format!("{name}'s plan:")).strong());
            for line in decision {
                ui.label(egui::RichText::new(line).small());
            }
        }
        if let Some(error) = &status.htn_error {
            ui.colored_label(egui::Color32::from_rgb(240, 110, 90), format!("HTN domain not reloaded: {error}"));
        }
        ui.separator();
        for line in &status.lines {
            ui.label(line);
        }
        if let Some(last) = &status.last_move {
            ui.label(format!("Last move: {last}"));
        }
        if let Some(notice) = &status.notice {
            ui.colored_label(egui::Color32::from_rgb(240, 110, 90), notice);
        }
        ui.separator();
        ui.label("AI pace");
        ui.horizontal(|ui| {
            let label = if pace.paused { "Resume" } else { "Pause" };
            if ui.button(label).clicked() {
                pace.paused = !pace.paused;
            }
            if ui.add_enabled(pace.paused, egui::Button::new("Step")).clicked() {
                pace.step = true;
            }
        });
        ui.add(egui::Slider::new(&mut pace.spectate_delay, 0.0..=3.0).text("s between moves"));
        ui.separator();
        ui.horizontal(|ui| {
            restart |= ui.button("New game").clicked();
            to_menu |= ui.button("Menu").clicked();
        });
        ui.label(egui::RichText::new(&status.how_to_play).small());
    });
    *insets = UiInsets { right: panel.response.rect.width(), ..UiInsets::default() };

    if let Some(outcome) = &status.outcome {
        egui::Window::new("Game over")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
            .show(ctx, |ui| {
                let headline = match outcome.winner() {
                    Some(seat) => format!("{} wins", status.seat_names.get(seat.index()).cloned().unwrap_or_default()),
                    None => "Draw".to_string(),
                };
                ui.heading(headline);
                ui.label(outcome.reason());
                ui.horizontal(|ui| {
                    restart |= ui.button("New game").clicked();
                    to_menu |= ui.button("Menu").clicked();
                });
            });
    }
    if restart {
        next.set(Screen::Playing);
    } else if to_menu {
        next.set(Screen::Menu);
    }
    Ok(())
}
