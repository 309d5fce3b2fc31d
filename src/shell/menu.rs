//! The main menu: a card per game (a picture of its board, one line on it, Play and Rules), the
//! chosen game's setup (preset with a preview, options, seats, seed), a rules screen per game,
//! "Continue" for the autosave, the saved games and the display settings.

use super::editor::EditorAction;
use super::figures::{MarkFigure, MarkFigures};
use super::history::{self, History};
use super::language::Tr;
use super::live_assets::{HtnDomains, Presets};
use super::play::LoadRecord;
use super::review::ReviewOnStart;
use super::settings::{Palette, Settings, SettingsWarning};
use super::sketch;
use super::sound::SoundLevel;
use super::theme::root_ui;
use super::tutorial::LearnToPlay;
use super::{CurrentSetup, GameCatalog};
use super::{MenuError, Screen};
use crate::ai::levels::level_of;
use crate::ai::{AiKindInfo, AiPlayer, EvalChoice, MAX_THREADS, Strength};
use crate::core::assets::LoadError;
use crate::core::options::{OptionKind, OptionSpec, OptionValue};
use crate::core::record::{FirstPlayer, autosave_path, list_saves};
use crate::core::{Seat, Text};
use crate::session::Catalog;
use crate::session::playable::read_record;
use crate::session::setup::{CatalogEntry, FileKind, Setup};
use crate::session::sketch::Sketch;
use crate::session::tutorial::has_tutorial;
use crate::session::{Controller, ggp_address};
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// The menu's screens and their state.
pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<PresetList>()
            .init_resource::<SavedGames>()
            .init_resource::<Tutorials>()
            .init_resource::<MenuPage>()
            .add_systems(OnEnter(Screen::Menu), (refresh_presets, refresh_saves, refresh_tutorials))
            .add_systems(EguiPrimaryContextPass, menu_ui.run_if(in_state(Screen::Menu)));
    }
}

/// Which menu screen is open.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuPage {
    /// The game cards.
    #[default]
    Games,
    /// The setup of the game in `Setup`.
    Setup,
    /// The rules of a game, by id.
    Rules(&'static str),
    /// Play online: servers, their matches, hosting and joining (drawn by `net`'s plugin).
    Online,
    /// The player's results per game and opponent.
    History,
}

/// How the menu starts a game: here, or hosted on a server.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct StartGame<'w> {
    next: ResMut<'w, NextState<Screen>>,
    host: MessageWriter<'w, HostOnline>,
    /// Opens the map editor (New map, Edit).
    edit: MessageWriter<'w, EditorAction>,
    /// Starts a game's tutorial (`shell::tutorial`).
    learn: MessageWriter<'w, LearnToPlay>,
}

/// A setup with remote seats to host on the server chosen under "Play online": the menu's
/// Start sends it instead of starting a game here.
#[derive(Message, Clone, Debug)]
pub struct HostOnline(pub Setup);

/// The presets of the game chosen in the menu, as the asset server last read them (the disk
/// for games whose presets it does not load), taken again when a preset file changes.
#[derive(Resource, Default)]
pub(super) struct PresetList {
    game: &'static str,
    /// The `Presets` revision this list was taken from.
    revision: u64,
    presets: Vec<Result<(String, String), LoadError>>,
}

impl PresetList {
    fn of(entry: &CatalogEntry, live: &Presets) -> PresetList {
        let presets = match (entry.read_preset, live.of(entry.id)) {
            (Some(_), Some(list)) => list.to_vec(),
            _ => (entry.list_presets)(),
        };
        PresetList { game: entry.id, revision: live.revision, presets }
    }

    fn stale(&self, entry: &CatalogEntry, live: &Presets) -> bool {
        self.game != entry.id || self.revision != live.revision
    }
}

#[derive(Resource, Default)]
pub(super) struct SavedGames(Vec<PathBuf>);

/// The games that have a tutorial, looked for when the menu opens rather than on every frame
/// it draws.
#[derive(Resource, Default)]
pub(super) struct Tutorials(Vec<&'static str>);

fn refresh_tutorials(catalog: Res<GameCatalog>, mut tutorials: ResMut<Tutorials>) {
    tutorials.0 = catalog.games.iter().map(|e| e.id).filter(|id| has_tutorial(id)).collect();
}

fn refresh_saves(mut saves: ResMut<SavedGames>) {
    saves.0 = list_saves();
}

fn refresh_presets(
    catalog: Res<GameCatalog>,
    setup: Option<Res<CurrentSetup>>,
    live: Res<Presets>,
    mut list: ResMut<PresetList>,
) {
    let Some(setup) = setup else { return };
    if let Some(entry) = catalog.get(setup.game) {
        *list = PresetList::of(entry, &live);
    }
}

/// Pictures of setups already drawn, by the setup they show: reading a preset every frame would
/// read the disk every frame. With the games' figures their pieces are painted in.
#[derive(Default)]
pub(super) struct Sketches(
    HashMap<String, Result<Sketch, String>>,
    HashMap<String, Option<Vec<String>>>,
    HashMap<&'static str, MarkFigure>,
);

impl Sketches {
    /// The seats' names of `setup`, for games whose setup decides them (read once per setup).
    fn seats(&mut self, entry: &CatalogEntry, setup: &Setup) -> Option<Vec<String>> {
        let seats_of = entry.seats_of?;
        self.1.entry(format!("{setup:?}")).or_insert_with(|| seats_of(setup).ok()).clone()
    }

    /// The picture of `setup`, or of the game's default setup when it is `None`.
    fn of(&mut self, entry: &CatalogEntry, setup: Option<&Setup>) -> &Result<Sketch, String> {
        let key = setup.map_or_else(|| entry.id.to_string(), |s| format!("{s:?}"));
        self.0.entry(key).or_insert_with(|| {
            let drawn = match setup {
                Some(setup) => (entry.sketch)(setup),
                None => (entry.sketch)(&entry.default_setup()),
            };
            drawn.map_err(|e| e.to_string())
        })
    }
}

/// Paints a setup's picture (the game's default one for `None`), or says why there is none.
fn picture(ui: &mut egui::Ui, sketches: &mut Sketches, entry: &CatalogEntry, setup: Option<&Setup>, size: egui::Vec2) {
    let figures = sketches.2.get(entry.id).copied();
    match sketches.of(entry, setup) {
        Ok(drawing) => {
            sketch::paint(ui, drawing, &entry.seat_colours, figures, size);
        }
        Err(problem) => {
            ui.allocate_ui(size, |ui| ui.colored_label(RED, problem.as_str()));
        }
    }
}

const RED: egui::Color32 = egui::Color32::from_rgb(230, 90, 80);

/// The setup a game card's Play starts from: the game's last setup, else its default one.
fn setup_for(entry: &CatalogEntry, catalog: &Catalog, settings: Option<&Settings>, seed: u64) -> Setup {
    settings
        .and_then(|s| s.last_setups.get(entry.id))
        .and_then(|record| Setup::from_record(record, catalog).ok())
        .unwrap_or_else(|| Setup { seed, ..entry.default_setup() })
}

/// The menu screen; the text size is set before it.
pub(super) fn menu_ui(
    mut commands: Commands,
    mut contexts: EguiContexts,
    (catalog, figures, tr): (Res<GameCatalog>, Res<MarkFigures>, Res<Tr>),
    setup: Option<ResMut<CurrentSetup>>,
    mut page: ResMut<MenuPage>,
    mut list: ResMut<PresetList>,
    live: Res<Presets>,
    saves: Res<SavedGames>,
    mut error: ResMut<MenuError>,
    mut start: StartGame,
    mut insets: ResMut<super::board_view::UiInsets>,
    domains: Res<HtnDomains>,
    (mut settings, mut sound): (Option<ResMut<Settings>>, ResMut<SoundLevel>),
    (settings_warning, history, tutorials): (Option<Res<SettingsWarning>>, Option<Res<History>>, Res<Tutorials>),
    mut sketches: Local<Sketches>,
    mut picker: Local<FilePicker>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    *insets = default();
    if figures.is_changed() {
        sketches.2 = figures.0.clone();
    }
    if *page == MenuPage::Online {
        return Ok(());
    }
    let Some(mut setup) = setup else {
        return Ok(());
    };
    picker.poll(&tr, &mut setup);
    let mut load = None;
    let mut root = root_ui(ctx, "menu-root");
    egui::CentralPanel::default_margins().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            if let Some(message) = &error.0 {
                ui.colored_label(RED, tr.show(message));
            }
            if let Some(warning) = settings_warning.as_ref().and_then(|w| w.text()) {
                ui.colored_label(egui::Color32::from_rgb(230, 170, 80), tr.show(&warning));
            }
            history::warning(ui, &tr, history.as_deref());
            for problem in &tr.catalogs().problems {
                ui.colored_label(egui::Color32::from_rgb(230, 170, 80), problem);
            }
            match *page {
                MenuPage::Games => {
                    let mut learn = None;
                    load = games_page(
                        ui,
                        &tr,
                        &catalog,
                        &mut setup,
                        &mut page,
                        settings.as_deref_mut(),
                        &mut sound,
                        &saves,
                        &mut sketches,
                        history.as_deref(),
                        (&tutorials.0, &mut learn),
                    );
                    if let Some(game) = learn {
                        start.learn.write(LearnToPlay(game));
                    }
                }
                MenuPage::Online => {}
                MenuPage::History => {
                    if history::page(ui, &tr, &catalog, history.as_deref()) {
                        *page = MenuPage::Games;
                    }
                }
                MenuPage::Rules(id) => rules_screen(ui, &tr, catalog.get(id), &mut page, &mut sketches),
                MenuPage::Setup => {
                    let Some(entry) = catalog.get(setup.game) else {
                        *page = MenuPage::Games;
                        return;
                    };
                    let mut edit = None;
                    let menu = SetupMenu {
                        list: &mut list,
                        live: &live,
                        sketches: &mut sketches,
                        picker: &mut picker,
                        edit: &mut edit,
                    };
                    let started = setup_page(ui, &tr, entry, &mut setup, &mut page, menu, &domains);
                    if let Some(edit) = edit {
                        start.edit.write(edit);
                    }
                    if started {
                        error.0 = None;
                        if setup.seats.contains(&Controller::Remote) {
                            start.host.write(HostOnline(setup.0.clone()));
                            *page = MenuPage::Online;
                        } else {
                            start.next.set(Screen::Playing);
                        }
                    }
                }
            }
        })
    });
    if let Some((path, opening)) = load {
        match open_saved(&mut commands, &path, opening, &catalog, &mut setup) {
            Ok(()) => {
                error.0 = None;
                start.next.set(Screen::Playing);
            }
            Err(problem) => error.0 = Some(Text::plain(problem)),
        }
    }
    Ok(())
}

/// Readies a saved game's match as asked (a replay for Replay and Review, with its review for
/// Review), or says why the file cannot be played.
fn open_saved(
    commands: &mut Commands,
    path: &std::path::Path,
    opening: Opening,
    catalog: &Catalog,
    setup: &mut CurrentSetup,
) -> Result<(), String> {
    let (loaded, record) = read_record(path, catalog)?;
    **setup = loaded;
    let replay = opening != Opening::Continue;
    commands.insert_resource(LoadRecord {
        file: path.display().to_string(),
        moves: record.moves,
        hints: record.hints,
        replay,
    });
    if opening == Opening::Review {
        commands.insert_resource(ReviewOnStart);
    }
    Ok(())
}

/// The front page: the title, "Continue", a card per game, the display settings and the saved
/// games. A chosen game's setup becomes the current one; a chosen file is returned to load.
fn games_page(
    ui: &mut egui::Ui,
    tr: &Tr,
    catalog: &Catalog,
    setup: &mut CurrentSetup,
    page: &mut MenuPage,
    mut settings: Option<&mut Settings>,
    sound: &mut SoundLevel,
    saves: &SavedGames,
    sketches: &mut Sketches,
    history: Option<&History>,
    (tutorials, learn): (&[&'static str], &mut Option<&'static str>),
) -> Option<(PathBuf, Opening)> {
    let mut load = None;
    ui.vertical_centered(|ui| {
        ui.heading(egui::RichText::new(tr.text("menu-title")).size(36.0));
        ui.label(tr.text("menu-subtitle"));
    });
    ui.add_space(12.0);
    let autosave = autosave_path();
    if autosave.is_file() {
        let button = egui::Button::new(egui::RichText::new(tr.text("menu-continue")).size(18.0));
        if ui.add(button).on_hover_text(tr.text("menu-continue-hint")).clicked() {
            load = Some((autosave, Opening::Continue));
        }
        ui.add_space(8.0);
    }
    ui.horizontal(|ui| {
        let online = egui::Button::new(egui::RichText::new(tr.text("menu-online")).size(18.0));
        if ui.add(online).on_hover_text(tr.text("menu-online-hint")).clicked() {
            *page = MenuPage::Online;
        }
        if history::button(ui, tr) {
            *page = MenuPage::History;
        }
    });
    ui.add_space(8.0);
    if let Some(settings) = settings.as_deref_mut() {
        *learn = first_start_offer(ui, tr, catalog, tutorials, settings);
    }
    let last = settings.as_deref();
    let mut chosen = None;
    let learnt = last.map_or(&[][..], |s| &s.learnt[..]);
    games_grid(ui, tr, catalog, sketches, history, (tutorials, learnt), |id, to| chosen = Some((id, to)));
    if let Some((id, to)) = chosen
        && let Some(entry) = catalog.get(id)
    {
        match to {
            CardChoice::Learn => *learn = Some(entry.id),
            CardChoice::Play | CardChoice::Rules => {
                **setup = setup_for(entry, catalog, last, setup.seed);
                *page = if to == CardChoice::Rules { MenuPage::Rules(entry.id) } else { MenuPage::Setup };
            }
        }
    }
    ui.add_space(16.0);
    if let Some(settings) = settings {
        display_settings(ui, tr, settings);
        sound_settings(ui, tr, sound);
    }
    saved_games(ui, tr, &saves.0).or(load)
}

/// What the setup page keeps between frames.
struct SetupMenu<'a> {
    list: &'a mut PresetList,
    live: &'a Presets,
    sketches: &'a mut Sketches,
    picker: &'a mut FilePicker,
    /// The editor to open, when New map or Edit is pressed.
    edit: &'a mut Option<EditorAction>,
}

/// A game's setup page: its form, the preview and Start (`true` when pressed).
fn setup_page(
    ui: &mut egui::Ui,
    tr: &Tr,
    entry: &CatalogEntry,
    setup: &mut CurrentSetup,
    page: &mut MenuPage,
    menu: SetupMenu,
    domains: &HtnDomains,
) -> bool {
    let SetupMenu { list, live, sketches, picker, edit } = menu;
    ui.horizontal(|ui| {
        if ui.button(tr.text("menu-all-games")).clicked() {
            *page = MenuPage::Games;
        }
        if ui.button(tr.text("menu-rules")).clicked() {
            *page = MenuPage::Rules(entry.id);
        }
    });
    ui.heading(egui::RichText::new(tr.text(entry.name)).size(28.0));
    ui.add_space(8.0);
    if list.stale(entry, live) {
        // A preset changed on disk: its picture may have too.
        *list = PresetList::of(entry, live);
        sketches.0.clear();
    }
    ui.horizontal_top(|ui| {
        let seats = sketches.seats(entry, setup);
        ui.vertical(|ui| {
            setup_form(ui, tr, entry, setup, list, live, picker, seats);
            if entry.editor.is_some() {
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let game = entry.id.to_string();
                    let chosen = list.presets.iter().flatten().any(|(id, _)| *id == setup.preset);
                    let shipped = !live.is_user_map(entry.id, &setup.preset);
                    let hint = tr.text(if shipped { "menu-edit-copy-hint" } else { "menu-edit-yours-hint" });
                    if ui.add_enabled(chosen, egui::Button::new(tr.text("menu-edit-map"))).on_hover_text(hint).clicked()
                    {
                        *edit = Some(EditorAction::Open { game: game.clone(), preset: Some(setup.preset.clone()) });
                    }
                    if ui.button(tr.text("menu-new-map")).on_hover_text(tr.text("menu-new-map-hint")).clicked() {
                        *edit = Some(EditorAction::Open { game, preset: None });
                    }
                });
            }
        });
        ui.add_space(24.0);
        ui.vertical(|ui| {
            ui.label(tr.text("menu-preview"));
            picture(ui, sketches, entry, Some(setup), egui::vec2(320.0, 260.0));
        });
    });
    ui.add_space(16.0);
    if let Some(broken) = domains.get(setup.game).and_then(|slot| slot.error.as_ref()) {
        ui.colored_label(RED, tr.text_with("menu-htn-broken", &[("problem", broken.to_string().into())]));
    }
    let start = tr.text(if setup.seats.contains(&Controller::Remote) { "menu-host-online" } else { "menu-start" });
    ui.add_sized([160.0, 40.0], egui::Button::new(egui::RichText::new(start).size(20.0))).clicked()
}

/// A card per game: its board, its name, one line, how it went so far, and Play / Rules.
/// `chosen(id, rules)`.
/// What a game's card was pressed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CardChoice {
    Play,
    Rules,
    Learn,
}

/// Once, on the first start: every game's tutorial offered to a newcomer. The game chosen to
/// learn, if one was.
fn first_start_offer(
    ui: &mut egui::Ui,
    tr: &Tr,
    catalog: &Catalog,
    tutorials: &[&'static str],
    settings: &mut Settings,
) -> Option<&'static str> {
    if settings.tutorial_offered {
        return None;
    }
    let mut learn = None;
    egui::Frame::group(ui.style()).fill(egui::Color32::from_rgb(28, 52, 60)).show(ui, |ui| {
        ui.label(egui::RichText::new(tr.text("tutorial-offer-title")).strong().size(18.0));
        ui.label(tr.text("tutorial-offer"));
        ui.horizontal_wrapped(|ui| {
            for entry in catalog.games.iter().filter(|e| tutorials.contains(&e.id)) {
                if ui.button(tr.text(entry.name)).clicked() {
                    learn = Some(entry.id);
                }
            }
            ui.separator();
            if ui.button(tr.text("tutorial-offer-later")).clicked() || learn.is_some() {
                settings.tutorial_offered = true;
            }
        });
    });
    ui.add_space(8.0);
    learn
}

fn games_grid(
    ui: &mut egui::Ui,
    tr: &Tr,
    catalog: &Catalog,
    sketches: &mut Sketches,
    history: Option<&History>,
    (tutorials, learnt): (&[&'static str], &[String]),
    mut chosen: impl FnMut(&'static str, CardChoice),
) {
    let card = egui::vec2(210.0, 290.0);
    // A card's width with its frame's margins and the grid's spacing.
    let columns = ((ui.available_width() / (card.x + 40.0)).floor() as usize).clamp(1, catalog.games.len().max(1));
    egui::Grid::new("game-cards").spacing([16.0, 16.0]).show(ui, |ui| {
        for (i, entry) in catalog.games.iter().enumerate() {
            egui::Frame::group(ui.style()).inner_margin(10.0).show(ui, |ui| {
                ui.set_width(card.x);
                ui.set_height(card.y);
                ui.vertical(|ui| {
                    picture(ui, sketches, entry, None, egui::vec2(card.x, 150.0));
                    ui.add_space(6.0);
                    ui.heading(tr.text(entry.name));
                    ui.label(tr.text(entry.tagline));
                    history::card_line(ui, tr, history, entry.id);
                    ui.add_space(6.0);
                    ui.horizontal(|ui| {
                        if ui
                            .add_sized(
                                [90.0, 30.0],
                                egui::Button::new(egui::RichText::new(tr.text("menu-play")).size(16.0)),
                            )
                            .clicked()
                        {
                            chosen(entry.id, CardChoice::Play);
                        }
                        if ui.button(tr.text("menu-rules")).clicked() {
                            chosen(entry.id, CardChoice::Rules);
                        }
                    });
                    if tutorials.contains(&entry.id) {
                        let done = learnt.iter().any(|g| g == entry.id);
                        let words = tr.text(if done { "tutorial-learn-again" } else { "tutorial-learn" });
                        if ui.button(words).on_hover_text(tr.text("tutorial-learn-hint")).clicked() {
                            chosen(entry.id, CardChoice::Learn);
                        }
                    }
                });
            });
            if (i + 1) % columns == 0 {
                ui.end_row();
            }
        }
    });
}

/// A game's rules in a few paragraphs, its pieces as the pictures draw them, and its board.
/// A game's rules with the way back and to its setup; the games page for a game not offered.
fn rules_screen(
    ui: &mut egui::Ui,
    tr: &Tr,
    entry: Option<&CatalogEntry>,
    page: &mut MenuPage,
    sketches: &mut Sketches,
) {
    let Some(entry) = entry else {
        *page = MenuPage::Games;
        return;
    };
    ui.horizontal(|ui| {
        if ui.button(tr.text("menu-all-games")).clicked() {
            *page = MenuPage::Games;
        }
        if ui.button(tr.text("menu-play")).clicked() {
            *page = MenuPage::Setup;
        }
    });
    rules_page(ui, tr, entry, sketches);
}

fn rules_page(ui: &mut egui::Ui, tr: &Tr, entry: &CatalogEntry, sketches: &mut Sketches) {
    ui.heading(egui::RichText::new(tr.text(entry.name)).size(28.0));
    ui.add_space(8.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_max_width(520.0);
            for paragraph in entry.rules {
                ui.label(egui::RichText::new(tr.text(paragraph)).size(15.0));
                ui.add_space(8.0);
            }
            ui.label(egui::RichText::new(tr.text("menu-how-to-play")).strong());
            ui.label(tr.text(entry.how_to_play));
        });
        ui.add_space(24.0);
        ui.vertical(|ui| {
            picture(ui, sketches, entry, None, egui::vec2(340.0, 280.0));
            ui.add_space(8.0);
            for (mark, what) in &entry.pieces {
                ui.horizontal(|ui| {
                    sketch::paint_mark(ui, mark, &entry.seat_colours, sketches.2.get(entry.id).copied(), 26.0);
                    ui.label(tr.text(what));
                });
            }
        });
    });
}

fn display_settings(ui: &mut egui::Ui, tr: &Tr, settings: &mut Settings) {
    ui.horizontal(|ui| {
        let mut size = settings.text_size;
        if ui.add(egui::Slider::new(&mut size, 0.75..=2.0).text(tr.text("settings-text-size"))).changed() {
            settings.text_size = size;
        }
        let mut palette = settings.palette;
        ui.radio_value(&mut palette, Palette::Standard, tr.text("settings-game-colours"));
        ui.radio_value(&mut palette, Palette::ColourBlindSafe, tr.text("settings-colour-blind"))
            .on_hover_text(tr.text("settings-colour-blind-hint"));
        if palette != settings.palette {
            settings.palette = palette;
        }
    });
    language_picker(ui, tr, settings);
}

/// The language: the system's, or one of the catalogs' (each named in itself).
fn language_picker(ui: &mut egui::Ui, tr: &Tr, settings: &mut Settings) {
    let catalogs = tr.catalogs();
    let name_of = |id: &str| catalogs.get(id).map_or(id.to_string(), |c| c.name.clone());
    let system = name_of(catalogs.best_match(&tr.system));
    let follow = tr.text_with("settings-language-system", &[("language", system.into())]);
    let mut chosen = settings.language.clone();
    ui.horizontal(|ui| {
        ui.label(tr.text("settings-language"));
        let shown = chosen.as_deref().map_or(follow.clone(), name_of);
        egui::ComboBox::from_id_salt("language").selected_text(shown).show_ui(ui, |ui| {
            ui.selectable_value(&mut chosen, None, follow);
            for language in catalogs.languages(false) {
                ui.selectable_value(&mut chosen, Some(language.id.clone()), &language.name);
            }
        });
    });
    if chosen != settings.language {
        settings.language = chosen;
    }
}

/// The effects' volume and mute, as the game panel has them.
pub fn sound_settings(ui: &mut egui::Ui, tr: &Tr, sound: &mut SoundLevel) {
    ui.add(egui::Label::new(egui::RichText::new(tr.text("settings-volume")).small()).wrap());
    ui.horizontal_wrapped(|ui| {
        let mut level = *sound;
        ui.add_enabled(!level.muted, egui::Slider::new(&mut level.volume, 0.0..=1.0));
        ui.checkbox(&mut level.muted, tr.text("settings-mute")).on_hover_text(tr.text("settings-mute-hint"));
        if level != *sound {
            *sound = level;
        }
    });
}

/// How a saved game opens: to play on, to replay, or to replay with its review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opening {
    Continue,
    Replay,
    Review,
}

/// The saved games, newest first; the one to load and how to open it.
fn saved_games(ui: &mut egui::Ui, tr: &Tr, saves: &[PathBuf]) -> Option<(PathBuf, Opening)> {
    if saves.is_empty() {
        return None;
    }
    let mut chosen = None;
    ui.add_space(16.0);
    ui.heading(tr.text("menu-saved-games"));
    for path in saves.iter().take(12) {
        let name = path.file_stem().map_or(String::new(), |s| s.to_string_lossy().into_owned());
        ui.horizontal(|ui| {
            let load =
                ui.button(tr.text("menu-saved-continue")).on_hover_text(tr.text("menu-saved-continue-hint")).clicked();
            let replay =
                ui.button(tr.text("menu-saved-replay")).on_hover_text(tr.text("menu-saved-replay-hint")).clicked();
            let review = ui.button(tr.text("review-open")).on_hover_text(tr.text("review-saved-help")).clicked();
            ui.label(name);
            let opening = [(load, Opening::Continue), (replay, Opening::Replay), (review, Opening::Review)];
            if let Some(&(_, how)) = opening.iter().find(|(asked, _)| *asked) {
                chosen = Some((path.clone(), how));
            }
        });
    }
    chosen
}

/// The setup form of one game: preset, options, who starts, the seats, the seed.
/// `seats`: the seats' names when the setup decides them (then it also decides who starts).
fn setup_form(
    ui: &mut egui::Ui,
    tr: &Tr,
    entry: &CatalogEntry,
    setup: &mut Setup,
    list: &PresetList,
    live: &Presets,
    picker: &mut FilePicker,
    seats: Option<Vec<String>>,
) {
    egui::Grid::new("setup").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
        if !list.presets.is_empty() {
            ui.label(tr.text("setup-preset"));
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    let yours = |id: &str| live.is_user_map(entry.id, id);
                    // A shipped map's name in the player's language; the player's own as written.
                    let shown = |id: &str, name: &str| {
                        if yours(id) { name.to_string() } else { tr.shipped(&format!("map-{}-{id}", entry.id), name) }
                    };
                    let name = list
                        .presets
                        .iter()
                        .flatten()
                        .find(|(id, _)| *id == setup.preset)
                        .map_or(tr.text("setup-choose"), |(id, n)| shown(id, n));
                    egui::ComboBox::from_id_salt("preset").selected_text(name).show_ui(ui, |ui| {
                        for (id, name) in list.presets.iter().flatten() {
                            let key = if yours(id) { "setup-preset-entry-yours" } else { "setup-preset-entry" };
                            let name = shown(id, name);
                            let label =
                                tr.text_with(key, &[("name", name.as_str().into()), ("id", id.as_str().into())]);
                            if ui.selectable_label(*id == setup.preset, label).clicked() {
                                setup.preset = id.clone();
                            }
                        }
                    });
                });
                for broken in list.presets.iter().filter_map(|p| p.as_ref().err()) {
                    ui.colored_label(
                        RED,
                        tr.text_with("setup-preset-broken", &[("problem", tr.show(&broken.text()).into())]),
                    );
                }
            });
            ui.end_row();
        }
        if let Some(kind) = entry.opens {
            ui.label(tr.text("setup-file"));
            picker.row(ui, tr, kind, setup);
            ui.end_row();
        }

        for (i, option) in entry.options.iter().enumerate() {
            ui.label(if i == 0 { tr.text("setup-options") } else { String::new() });
            let value = setup.options.0.entry(option.name.to_string()).or_insert(option.default.clone());
            option_editor(ui, tr, option, value).on_hover_text(tr.text(option.help));
            ui.end_row();
        }

        let decided = seats.is_some();
        let names = seats.unwrap_or_else(|| entry.seat_names.iter().map(|n| tr.text(n)).collect());
        if !decided {
            ui.label(tr.text("setup-who-starts")).on_hover_text(tr.text("setup-who-starts-hint"));
            ui.horizontal(|ui| {
                ui.radio_value(&mut setup.first, FirstPlayer::Default, tr.text("setup-by-rules"));
                for (s, name) in names.iter().enumerate() {
                    ui.radio_value(&mut setup.first, FirstPlayer::Seat(Seat(s as u8)), name);
                }
                ui.radio_value(&mut setup.first, FirstPlayer::Random, tr.text("setup-random"));
            });
            ui.end_row();
        }

        for (s, name) in names.iter().enumerate().take(setup.seats.len()) {
            ui.label(tr.text_with("setup-plays", &[("seat", name.as_str().into())]));
            controller_picker(ui, tr, s, entry, &mut setup.seats[s]);
            ui.end_row();
        }

        ui.label(tr.text("setup-seed"));
        ui.add(egui::DragValue::new(&mut setup.seed)).on_hover_text(tr.text("setup-seed-hint"));
        ui.end_row();
    });
}

/// Opening a game's own kind of file: the platform's file dialog, running on a task so the
/// window keeps drawing, and a path field for desktops without one.
#[derive(Default)]
pub(super) struct FilePicker {
    dialog: Option<Task<Option<PathBuf>>>,
    typed: String,
    note: Option<String>,
}

impl FilePicker {
    fn open(&mut self, tr: &Tr, kind: FileKind) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(tr.text(kind.button))
            .add_filter(tr.text(kind.filter), kind.extensions);
        self.note = None;
        self.dialog =
            Some(IoTaskPool::get().spawn(async move { dialog.pick_file().await.map(|f| f.path().to_path_buf()) }));
    }

    /// Takes the dialog's answer once it has one.
    fn poll(&mut self, tr: &Tr, setup: &mut Setup) {
        let Some(answer) = self.dialog.as_mut().and_then(check_ready) else { return };
        self.dialog = None;
        match answer {
            Some(path) => {
                self.typed = path.display().to_string();
                setup.preset = self.typed.clone();
            }
            None => self.note = Some(tr.text("setup-no-file")),
        }
    }

    fn row(&mut self, ui: &mut egui::Ui, tr: &Tr, kind: FileKind, setup: &mut Setup) {
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                if ui.add_enabled(self.dialog.is_none(), egui::Button::new(tr.text(kind.button))).clicked() {
                    self.open(tr, kind);
                }
                let field = egui::TextEdit::singleline(&mut self.typed)
                    .hint_text(tr.text("setup-type-path"))
                    .desired_width(280.0);
                let typed = ui.add(field);
                let enter = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button(tr.text("setup-use")).clicked() || enter) && !self.typed.trim().is_empty() {
                    setup.preset = self.typed.trim().to_string();
                    self.note = None;
                }
            });
            if let Some(note) = &self.note {
                ui.label(note);
            }
            if kind.names_file(&setup.preset) {
                ui.label(tr.text_with("setup-playing-file", &[("file", setup.preset.as_str().into())]));
            }
        });
    }
}

/// One option's editor, by its kind. A choice's values show as the catalog words
/// `<label key>-<value>` when it has them (the value itself is the command line's name).
fn option_editor(ui: &mut egui::Ui, tr: &Tr, option: &OptionSpec, value: &mut OptionValue) -> egui::Response {
    let label = tr.text(option.label);
    let words = |name: &str| tr.text_or(&format!("{}-{name}", option.label), name);
    match (&option.kind, value) {
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
                egui::ComboBox::from_id_salt(option.name).selected_text(words(chosen)).show_ui(ui, |ui| {
                    for name in *names {
                        if ui.selectable_label(chosen == name, words(name)).clicked() {
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

/// A seat's controller: a person here or online, or a difficulty level; the engineer's players
/// and their settings under a fold that opens by itself when one of them is chosen.
fn controller_picker(ui: &mut egui::Ui, tr: &Tr, seat: usize, entry: &CatalogEntry, controller: &mut Controller) {
    let offered = &entry.ai_kinds;
    let choice = |ui: &mut egui::Ui, kind: &AiKindInfo, controller: &mut Controller| {
        let same = matches!(controller, Controller::Ai(p) if p.kind.id == kind.id);
        if ui.selectable_label(same, tr.text(kind.name)).on_hover_text(tr.text(kind.help)).clicked() && !same {
            *controller = Controller::Ai(AiPlayer::new(*kind));
        }
    };
    let (levels, advanced): (Vec<&AiKindInfo>, Vec<&AiKindInfo>) = offered.iter().partition(|k| level_of(k).is_some());
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            let human = ui.selectable_label(controller.is_human(), tr.text("setup-human"));
            if human.on_hover_text(tr.text("setup-human-hint")).clicked() {
                *controller = Controller::Human;
            }
            let remote = ui.selectable_label(*controller == Controller::Remote, tr.text("setup-remote"));
            if remote.on_hover_text(tr.text("setup-remote-hint")).clicked() {
                *controller = Controller::Remote;
            }
            if entry.ggp_seats {
                let ggp = ui.selectable_label(matches!(controller, Controller::Ggp(_)), tr.text("setup-ggp"));
                if ggp.on_hover_text(tr.text("setup-ggp-hint")).clicked() && !matches!(controller, Controller::Ggp(_)) {
                    *controller = Controller::Ggp(DEFAULT_GGP_PLAYER.into());
                }
            }
            ui.separator();
            for kind in levels {
                choice(ui, kind, controller);
            }
        });
        if let Controller::Ggp(addr) = controller {
            ggp_address_row(ui, tr, seat, addr);
        }
        let chosen_advanced = matches!(controller, Controller::Ai(p) if level_of(&p.kind).is_none());
        egui::CollapsingHeader::new(tr.text("setup-advanced"))
            .id_salt(("advanced", seat))
            .default_open(chosen_advanced)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    for kind in advanced {
                        choice(ui, kind, controller);
                    }
                })
                .response
                .on_hover_text(tr.text("setup-advanced-hint"));
                if let Controller::Ai(player) = controller
                    && player.kind.searches
                {
                    strength_picker(ui, tr, seat, &mut player.strength, player.kind.id == crate::ai::MINIMAX.id);
                }
            });
    });
}

/// Where the setup's first GGP player is looked for: `stratagem ggp-player`'s own port here.
const DEFAULT_GGP_PLAYER: ([u8; 4], u16) = ([127, 0, 0, 1], 9147);

/// A GGP seat's address, typed as `HOST:PORT` and taken as soon as it reads as one (a name
/// is looked up when the field is left); what is wrong with it is said under it until it is
/// edited, and the seat keeps its last good address meanwhile.
fn ggp_address_row(ui: &mut egui::Ui, tr: &Tr, seat: usize, addr: &mut SocketAddr) {
    let (id, problem_id) = (egui::Id::new(("ggp-address", seat)), egui::Id::new(("ggp-address-problem", seat)));
    let mut typed = ui.data_mut(|d| d.get_temp::<String>(id)).unwrap_or_else(|| addr.to_string());
    ui.horizontal(|ui| {
        ui.label(tr.text("setup-ggp-address"));
        let field = ui.add(egui::TextEdit::singleline(&mut typed).desired_width(180.0));
        let field = field.on_hover_text(tr.text("setup-ggp-address-hint"));
        if field.changed() {
            ui.data_mut(|d| d.remove::<String>(problem_id));
            if let Ok(found) = typed.trim().parse::<SocketAddr>() {
                *addr = found;
            }
        }
        if field.lost_focus() {
            match ggp_address(&typed) {
                Ok(found) => *addr = found,
                Err(problem) => ui.data_mut(|d| {
                    d.insert_temp(problem_id, problem);
                }),
            }
        }
        ui.data_mut(|d| d.insert_temp(id, typed));
    });
    if let Some(problem) = ui.data_mut(|d| d.get_temp::<String>(problem_id)) {
        ui.colored_label(egui::Color32::from_rgb(220, 80, 60), problem);
    }
}

/// Think time and depth for every searching player; the evaluation, threads and quiescence
/// only for the shared minimax engine, the one that has them.
fn strength_picker(ui: &mut egui::Ui, tr: &Tr, seat: usize, strength: &mut Strength, minimax: bool) {
    ui.horizontal(|ui| {
        let mut seconds = strength.think_time.as_secs_f32();
        ui.label(tr.text("setup-think-time"));
        let time = egui::Slider::new(&mut seconds, 0.1..=10.0).suffix(format!(" {}", tr.text("unit-seconds")));
        let time = time.logarithmic(true).custom_formatter(|x, places| tr.decimal(x, (*places.start()).max(1)));
        let time = time.custom_parser(|typed| typed.trim().replace(',', ".").parse().ok());
        if ui.add(time).on_hover_text(tr.text("setup-think-time-hint")).changed() {
            strength.think_time = Duration::from_secs_f32(seconds);
        }
        let mut depth = strength.max_depth.unwrap_or(0);
        ui.label(tr.text("setup-max-depth"));
        if ui.add(egui::DragValue::new(&mut depth).range(0..=64)).on_hover_text(tr.text("setup-no-limit")).changed() {
            strength.max_depth = (depth > 0).then_some(depth);
        }
        if !minimax {
            return;
        }
        egui::ComboBox::from_id_salt(("eval", seat))
            .selected_text(tr.text(match strength.eval {
                EvalChoice::Tuned => "setup-eval-tuned",
                EvalChoice::Reference => "setup-eval-reference",
            }))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut strength.eval, EvalChoice::Tuned, tr.text("setup-eval-tuned"));
                ui.selectable_value(&mut strength.eval, EvalChoice::Reference, tr.text("setup-eval-reference"));
            })
            .response
            .on_hover_text(tr.text("setup-eval-hint"));
        let mut threads = strength.threads.unwrap_or(0);
        ui.label(tr.text("setup-threads"));
        let hover = tr.text("setup-threads-hint");
        if ui.add(egui::DragValue::new(&mut threads).range(0..=MAX_THREADS)).on_hover_text(hover).changed() {
            strength.threads = (threads > 0).then_some(threads);
        }
        ui.checkbox(&mut strength.quiescence, tr.text("setup-quiescence"))
            .on_hover_text(tr.text("setup-quiescence-hint"));
    });
}
