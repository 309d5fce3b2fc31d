//! The egui screens: the main menu that edits the setup, and the game screen's panel with the
//! seats, the AI's thinking, spectator controls and the game-over window.

use super::board_view::{BoardViewPlugin, FitBoard, HoverInfo, Picked, UiInsets};
use super::play::{HtnDomains, LoadRecord, MatchCommand, MatchStatus, Pace, read_record};
use super::settings::{Palette, Settings, SettingsWarning};
use super::setup::{Catalog, CatalogEntry, Controller, Setup};
use super::{MenuError, Screen};
use crate::ai::minimax::WIN;
use crate::ai::{AiKindInfo, AiPlayer, EvalChoice, MAX_THREADS, Strength};
use crate::core::Seat;
use crate::core::assets::LoadError;
use crate::core::options::{OptionKind, OptionValue};
use crate::core::record::{FirstPlayer, list_saves};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiContexts, EguiInput, EguiPlugin, EguiPreUpdateSet, EguiPrimaryContextPass, egui};
use std::path::PathBuf;
use std::time::Duration;

/// Menus, panels, the camera and board input: everything a windowed app adds to the shell.
pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((EguiPlugin::default(), BoardViewPlugin))
            .init_resource::<PresetList>()
            .init_resource::<SavedGames>()
            .init_resource::<OpenWindows>()
            .add_systems(Startup, default_setup)
            .add_systems(OnEnter(Screen::Menu), (refresh_presets, refresh_saves))
            .insert_resource(WinitSettings { focused_mode: IDLE, unfocused_mode: IDLE })
            .add_systems(Update, (shortcuts, replay_clock).run_if(in_state(Screen::Playing)))
            .add_systems(Last, frame_pace)
            .add_systems(EguiPrimaryContextPass, text_size.before(menu_ui).run_if(resource_exists::<Settings>))
            .add_systems(
                PreUpdate,
                quiet_modifiers.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
            )
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

/// How often the window wakes with nothing to do: input, window events and redraw requests
/// wake it at once, so an idle game costs almost nothing.
const IDLE: UpdateMode = UpdateMode::Reactive {
    wait: Duration::from_secs(5),
    react_to_device_events: true,
    react_to_user_events: true,
    react_to_window_events: true,
};

/// bevy_egui reports the modifier keys as a new input event every frame, which makes egui ask
/// for another frame forever; only a change of the modifiers is passed on.
fn quiet_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(now) if *last == Some(*now) => false,
            egui::Event::ModifiersChanged(now) => {
                *last = Some(*now);
                true
            }
            _ => true,
        });
    }
}

/// Frames as often as what is going on needs: smooth while something moves or a timer runs,
/// a few per second while an AI thinks (to show its progress and pick up its move), and none
/// while the game waits for the player.
fn frame_pace(
    next: Res<NextState<Screen>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    status: Res<MatchStatus>,
    pace: Res<Pace>,
    screen: Res<State<Screen>>,
    capture: Option<Res<super::capture::CaptureAfter>>,
    mut settings: ResMut<WinitSettings>,
) {
    // A screen change asked for this frame happens on the next one: ask for it now.
    if !matches!(*next, NextState::Unchanged) {
        redraw.write(bevy::window::RequestRedraw);
    }
    let playing = *screen.get() == Screen::Playing;
    let ai_to_move = status.to_move.is_some_and(|s| status.controllers.get(s.index()).is_some_and(|c| !c.is_human()));
    let mode = if capture.is_some() {
        UpdateMode::Continuous
    } else if playing && (pace.replaying || pace.animating || (ai_to_move && !pace.paused && status.thinking.is_none()))
    {
        UpdateMode::reactive(Duration::from_millis(30))
    } else if playing && status.thinking.is_some() {
        UpdateMode::reactive(Duration::from_millis(100))
    } else {
        IDLE
    };
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

/// Applies the text size setting to every panel.
fn text_size(mut contexts: EguiContexts, settings: Res<Settings>, mut applied: Local<f32>) -> Result {
    if *applied != settings.text_size {
        contexts.ctx_mut()?.set_zoom_factor(settings.text_size);
        *applied = settings.text_size;
    }
    Ok(())
}

/// The saved games the menu lists, newest first, read when the menu opens.
#[derive(Resource, Default)]
struct SavedGames(Vec<PathBuf>);

fn refresh_saves(mut saves: ResMut<SavedGames>) {
    saves.0 = list_saves();
}

/// The game screen's dialogs: the help window, and whether the result banner was hidden.
#[derive(Resource, Default)]
struct OpenWindows {
    help: bool,
    hide_banner: bool,
}

/// Ctrl+Z / Ctrl+Y undo and redo; F1 or ? toggles the help; Escape cancels a selection, closes
/// the help, or hides the result banner.
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<MatchCommand>,
    mut picked: ResMut<Picked>,
    mut windows: ResMut<OpenWindows>,
    status: Res<MatchStatus>,
) {
    if keys.just_pressed(KeyCode::F1) || keys.just_pressed(KeyCode::Slash) {
        windows.help = !windows.help;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if windows.help {
            windows.help = false;
        } else if picked.0.is_none() && status.outcome.is_some() {
            windows.hide_banner = true;
        }
    }
    if status.outcome.is_none() && windows.hide_banner {
        windows.hide_banner = false;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(MatchCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(MatchCommand::Redo);
    }
    if keys.just_pressed(KeyCode::Escape) && picked.0.is_some() {
        picked.0 = None;
    }
}

/// The replay viewer's automatic stepping through the recorded moves.
fn replay_clock(
    mut pace: ResMut<Pace>,
    status: Res<MatchStatus>,
    time: Res<Time>,
    mut since: Local<f32>,
    mut commands: MessageWriter<MatchCommand>,
) {
    if !pace.replaying || !status.viewing {
        *since = 0.0;
        pace.replaying &= status.viewing;
        return;
    }
    *since += time.delta_secs();
    if *since >= pace.replay_delay {
        *since = 0.0;
        commands.write(MatchCommand::View(Some(status.shown_ply + 1)));
    }
}

pub(crate) fn default_setup(mut commands: Commands, catalog: Res<Catalog>, setup: Option<Res<Setup>>) {
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
    mut commands: Commands,
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    setup: Option<ResMut<Setup>>,
    mut list: ResMut<PresetList>,
    saves: Res<SavedGames>,
    mut error: ResMut<MenuError>,
    mut next: ResMut<NextState<Screen>>,
    mut insets: ResMut<UiInsets>,
    domains: Res<HtnDomains>,
    mut settings: Option<ResMut<Settings>>,
    settings_warning: Option<Res<SettingsWarning>>,
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
                    let value = setup.options.0.entry(option.name.to_string()).or_insert(option.default.clone());
                    option_editor(ui, option.label, &option.kind, value).on_hover_text(option.help);
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
                    controller_picker(ui, s, &entry.ai_kinds, &mut setup.seats[s]);
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
            if let Some(warning) = settings_warning.as_ref().and_then(|w| w.0.as_ref()) {
                ui.colored_label(egui::Color32::from_rgb(230, 170, 80), warning);
            }
            if let Some(broken) = domains.get(setup.game).and_then(|slot| slot.error.as_ref()) {
                ui.colored_label(egui::Color32::from_rgb(230, 90, 80), format!("HTN domain not loaded: {broken}"));
            }
            if ui.add_sized([160.0, 40.0], egui::Button::new(egui::RichText::new("Start").size(20.0))).clicked() {
                error.0 = None;
                next.set(Screen::Playing);
            }
            if let Some(settings) = settings.as_mut() {
                ui.add_space(12.0);
                ui.horizontal(|ui| {
                    let mut size = settings.text_size;
                    if ui.add(egui::Slider::new(&mut size, 0.75..=2.0).text("text size")).changed() {
                        settings.text_size = size;
                    }
                    let mut palette = settings.palette;
                    ui.radio_value(&mut palette, Palette::Standard, "game colours");
                    ui.radio_value(&mut palette, Palette::ColourBlindSafe, "colour-blind-safe colours").on_hover_text(
                        "Blue, orange, green and vermillion, told apart with every common colour blindness",
                    );
                    if palette != settings.palette {
                        settings.palette = palette;
                    }
                });
            }
            if !saves.0.is_empty() {
                ui.add_space(16.0);
                ui.heading("Saved games");
                for path in saves.0.iter().take(12) {
                    let name = path.file_stem().map_or(String::new(), |s| s.to_string_lossy().into_owned());
                    ui.horizontal(|ui| {
                        let load = ui.button("Continue").on_hover_text("Load the game and play on").clicked();
                        let replay = ui.button("Replay").on_hover_text("Watch it from the first move").clicked();
                        ui.label(name);
                        if load || replay {
                            match read_record(path, &catalog) {
                                Ok((loaded, record)) => {
                                    *setup = loaded;
                                    commands.insert_resource(LoadRecord {
                                        file: path.display().to_string(),
                                        moves: record.moves,
                                        replay,
                                    });
                                    error.0 = None;
                                    next.set(Screen::Playing);
                                }
                                Err(problem) => error.0 = Some(problem),
                            }
                        }
                    });
                }
            }
        })
    });
    Ok(())
}

/// One option's editor, by its kind.
fn option_editor(ui: &mut egui::Ui, label: &str, kind: &OptionKind, value: &mut OptionValue) -> egui::Response {
    match (kind, value) {
        (OptionKind::Flag, OptionValue::Flag(on)) => ui.checkbox(on, label),
        (OptionKind::Int { min, max }, OptionValue::Int(n)) => {
            ui.horizontal(|ui| {
                ui.label(label);
                ui.add(egui::DragValue::new(n).range(*min..=*max));
            })
            .response
        }
        (OptionKind::Choice(names), OptionValue::Choice(chosen)) => {
            ui.horizontal(|ui| {
                ui.label(label);
                egui::ComboBox::from_id_salt(label).selected_text(chosen.as_str()).show_ui(ui, |ui| {
                    for name in *names {
                        if ui.selectable_label(chosen == name, *name).clicked() {
                            *chosen = name.to_string();
                        }
                    }
                });
            })
            .response
        }
        (_, value) => ui.label(format!("{label}: {value:?}")),
    }
}

fn controller_picker(ui: &mut egui::Ui, seat: usize, offered: &[AiKindInfo], controller: &mut Controller) {
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            if ui.selectable_label(controller.is_human(), "human").clicked() {
                *controller = Controller::Human;
            }
            for kind in offered {
                let same = matches!(controller, Controller::Ai(p) if p.kind.id == kind.id);
                if ui.selectable_label(same, kind.id).on_hover_text(kind.help).clicked() && !same {
                    *controller = Controller::Ai(AiPlayer::new(*kind));
                }
            }
        });
        if let Controller::Ai(player) = controller
            && player.kind.searches
        {
            strength_picker(ui, seat, &mut player.strength);
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
        let mut threads = strength.threads.unwrap_or(0);
        ui.label("threads");
        let hover = "0: every core but one";
        if ui.add(egui::DragValue::new(&mut threads).range(0..=MAX_THREADS)).on_hover_text(hover).changed() {
            strength.threads = (threads > 0).then_some(threads);
        }
        ui.checkbox(&mut strength.quiescence, "quiescence")
            .on_hover_text("resolve captures past the depth limit (games with captures)");
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
    mut commands: MessageWriter<MatchCommand>,
    mut setup: Option<ResMut<Setup>>,
    mut fit: MessageWriter<FitBoard>,
    hover: Res<HoverInfo>,
    mut windows: ResMut<OpenWindows>,
) -> Result {
    let OpenWindows { help, hide_banner } = &mut *windows;

    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "game-root");
    let mut restart = false;
    let mut to_menu = false;
    let red = egui::Color32::from_rgb(240, 110, 90);
    let mut rematch = false;
    // The result as a banner above the board, which stays visible (its winning tiles lit).
    let banner = status.outcome.as_ref().filter(|_| !*hide_banner).map(|outcome| {
        egui::Panel::top("result").show(&mut root, |ui| {
            ui.horizontal(|ui| {
                let headline = match outcome.winner() {
                    Some(seat) => format!("{} wins", status.seat_names.get(seat.index()).cloned().unwrap_or_default()),
                    None => "Draw".to_string(),
                };
                ui.heading(egui::RichText::new(headline).strong());
                ui.label(outcome.reason());
                ui.separator();
                rematch |= ui.button("Rematch").on_hover_text("The same game with the sides swapped").clicked();
                restart |= ui.button("New game").clicked();
                to_menu |= ui.button("Menu").clicked();
                *hide_banner |= ui.button("Hide").on_hover_text("Escape").clicked();
            });
        })
    });
    let panel = egui::Panel::right("match").exact_size(300.0).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
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
                let to_move = status.to_move.is_some_and(|m| m.index() == s);
                ui.horizontal(|ui| {
                    // The legend: the seat's colour on the board, and whose turn it is.
                    let colour = status.seat_colours.get(s).map_or(egui::Color32::GRAY, |c| egui_colour(*c));
                    let (dot, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                    ui.painter().circle_filled(dot.center(), 6.0, colour);
                    ui.label(egui::RichText::new(format!("{name}: {controller}")).strong());
                    if to_move {
                        ui.label(egui::RichText::new("◀ to move").color(egui::Color32::from_rgb(240, 200, 90)));
                    }
                });
                if let Some(Some(error)) = status.ai_errors.get(s) {
                    ui.colored_label(red, error);
                }
                if let Some((seat, info)) = &status.thinking
                    && seat.index() == s
                {
                    ui.label(if info.depth == 0 {
                        "thinking…".to_string()
                    } else {
                        format!("thinking… depth {}", info.depth)
                    });
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
            for (s, decision) in status.decisions.iter().enumerate().filter(|(_, d)| !d.is_empty()) {
                let name = status.seat_names.get(s).cloned().unwrap_or_default();
                ui.label(egui::RichText::new(format!("{name}'s plan:")).strong());
                for line in decision {
                    ui.label(egui::RichText::new(line).small());
                }
            }
            if let Some(error) = &status.htn_error {
                ui.colored_label(red, format!("HTN domain not reloaded: {error}"));
            }
            ui.separator();
            for line in &status.lines {
                ui.label(line);
            }
            if let Some(notice) = &status.notice {
                ui.colored_label(red, notice);
            }
            ui.horizontal(|ui| {
                if ui.add_enabled(status.can_undo, egui::Button::new("Undo")).on_hover_text("Ctrl+Z").clicked() {
                    commands.write(MatchCommand::Undo);
                }
                if ui.add_enabled(status.can_redo, egui::Button::new("Redo")).on_hover_text("Ctrl+Y").clicked() {
                    commands.write(MatchCommand::Redo);
                }
                if ui.button("Save").on_hover_text("Save the game to the saved-games folder").clicked() {
                    commands.write(MatchCommand::Save);
                }
                if ui.button("Fit board").on_hover_text("F").clicked() {
                    fit.write(FitBoard);
                }
            });
            if let Some(saved) = &status.saved {
                ui.label(egui::RichText::new(saved).small());
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
            *help |= ui.button("Keys (F1)").clicked();
        });
    });
    if *help {
        egui::Window::new("Keys and mouse")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                egui::Grid::new("keys").num_columns(2).spacing([24.0, 6.0]).show(ui, |ui| {
                    for (key, what) in KEYS {
                        ui.label(egui::RichText::new(*key).strong());
                        ui.label(*what);
                        ui.end_row();
                    }
                });
                *help &= !ui.button("Close").clicked();
            });
    }
    if let Some(text) = hover.0.as_ref().filter(|_| !ctx.is_pointer_over_egui()) {
        egui::Tooltip::always_open(
            ctx.clone(),
            egui::LayerId::background(),
            egui::Id::new("board-hover"),
            egui::PopupAnchor::Pointer,
        )
        .width(300.0)
        .show(|ui| ui.label(text));
    }
    let log = egui::Panel::left("log")
        .exact_size(230.0)
        .show(&mut root, |ui| move_log(ui, &status, &mut pace, &mut commands));
    *insets = UiInsets {
        right: panel.response.rect.width(),
        left: log.response.rect.width(),
        top: banner.map_or(0.0, |b| b.response.rect.height()),
        // A game's own panel below the board (Provinces' shop, Robot Race's hand) sets the bottom.
        bottom: insets.bottom,
    };

    if restart || rematch {
        // A new game is a new seed, so the record of each game names the one it used.
        if let Some(setup) = setup.as_mut() {
            setup.seed = setup.seed.wrapping_add(1);
            if rematch {
                setup.seats.rotate_left(1);
            }
        }
        next.set(Screen::Playing);
    } else if to_menu {
        next.set(Screen::Menu);
    }
    Ok(())
}

pub(crate) fn egui_colour(colour: Color) -> egui::Color32 {
    let [r, g, b, _] = colour.to_srgba().to_u8_array();
    egui::Color32::from_rgb(r, g, b)
}

/// Every key and mouse action of the game screen, for the help window.
const KEYS: &[(&str, &str)] = &[
    ("Left click", "pick a piece, then a lit tile to move there"),
    ("Right click", "cancel the selection"),
    ("Escape", "cancel the selection, close this help, hide the result banner"),
    ("Ctrl+Z / Ctrl+Y", "undo to your last move / redo"),
    ("Mouse wheel", "zoom towards the cursor"),
    ("Right or middle drag, arrow keys", "move the board"),
    ("F", "fit the board to the window"),
    ("F1 or ?", "show or hide this help"),
];

/// The move log with the replay controls: every move numbered with its seat, the shown one
/// highlighted; clicking a move shows the position after it until "Live".
fn move_log(ui: &mut egui::Ui, status: &MatchStatus, pace: &mut Pace, commands: &mut MessageWriter<MatchCommand>) {
    ui.heading("Moves");
    let shown = status.shown_ply;
    let last = status.log.len();
    ui.horizontal(|ui| {
        let mut view = |ui: &mut egui::Ui, label: &str, hover: &str, ply: Option<usize>, enabled: bool| {
            if ui.add_enabled(enabled, egui::Button::new(label)).on_hover_text(hover).clicked() {
                commands.write(MatchCommand::View(ply));
            }
        };
        view(ui, "⏮", "First position", Some(0), shown > 0);
        view(ui, "◀", "One move back", Some(shown.saturating_sub(1)), shown > 0);
        view(ui, "▶", "One move forward", Some(shown + 1), status.viewing);
        view(ui, "⏭", "Back to the game", None, status.viewing);
        let label = if pace.replaying { "Stop" } else { "Play" };
        if ui
            .add_enabled(last > 0, egui::Button::new(label))
            .on_hover_text("Play the moves at the chosen speed")
            .clicked()
        {
            pace.replaying = !pace.replaying;
            if pace.replaying && !status.viewing {
                commands.write(MatchCommand::View(Some(0)));
            }
        }
    });
    ui.add(egui::Slider::new(&mut pace.replay_delay, 0.05..=3.0).logarithmic(true).text("s per move"));
    if status.viewing {
        ui.colored_label(egui::Color32::from_rgb(240, 200, 90), format!("Viewing after move {shown} of {last}"));
    }
    ui.separator();
    egui::ScrollArea::vertical().stick_to_bottom(true).show(ui, |ui| {
        if ui.selectable_label(shown == 0 && status.viewing, "0. start").clicked() {
            commands.write(MatchCommand::View(Some(0)));
        }
        for (i, line) in status.log.iter().enumerate() {
            let ply = i + 1;
            let text = format!("{ply}. {}: {}", line.seat, line.text);
            let mut response = ui.selectable_label(ply == shown, text);
            if !line.steps.is_empty() {
                response = response.on_hover_text(line.steps.join("\n"));
            }
            if response.clicked() {
                commands.write(MatchCommand::View(if ply == last { None } else { Some(ply) }));
            }
            if let Some(note) = &line.note {
                ui.label(egui::RichText::new(note).small().color(egui::Color32::from_rgb(240, 110, 90)));
            }
        }
    });
}
