//! The egui screens: the main menu that edits the setup, and the game screen's panel with the
//! seats, the AI's thinking, spectator controls and the game-over window.

use super::Screen;
use super::accessibility::live_label;
use super::board_view::BoardCursor;
use super::board_view::{BoardViewPlugin, FitBoard, HoverInfo, Picked, UiInsets};
use super::hint::can_hint;
use super::language::Tr;
use super::menu::MenuPlugin;
use super::menu::sound_settings;
use super::play::{MatchCommand, MatchStatus, Pace};
use super::review::{ReviewCommand, ReviewShown, can_review};
use super::settings::Settings;
use super::sound::SoundLevel;
use super::theme::{egui_colour, root_ui};
use super::{CurrentSetup, default_setup};
use crate::ai::minimax::WIN;
use crate::core::Outcome;
use crate::session::Controller;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiContexts, EguiInput, EguiPlugin, EguiPreUpdateSet, EguiPrimaryContextPass, egui};
use std::time::Duration;

/// Menus, panels, the camera and board input: everything a windowed app adds to the shell.
pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            EguiPlugin::default(),
            BoardViewPlugin,
            super::board_text::BoardTextPlugin,
            super::keyboard::KeyboardPlugin,
            super::keyboard::KeyboardUiPlugin,
            super::language::LanguageFontPlugin,
            MenuPlugin,
            super::editor::EditorUiPlugin,
            super::review::ReviewUiPlugin,
        ))
        .init_resource::<OpenWindows>()
        .add_systems(Startup, default_setup)
        .insert_resource(WinitSettings { focused_mode: IDLE, unfocused_mode: IDLE })
        .add_systems(Update, (shortcuts, replay_clock).run_if(in_state(Screen::Playing)))
        .add_systems(Last, frame_pace)
        .add_systems(EguiPrimaryContextPass, text_size.before(super::menu::menu_ui).run_if(resource_exists::<Settings>))
        .add_systems(
            PreUpdate,
            quiet_modifiers.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(EguiPrimaryContextPass, game_ui.run_if(in_state(Screen::Playing)));
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
    presets: Res<super::live_assets::Presets>,
    review: Res<ReviewShown>,
    mut catch_up: Local<u8>,
) {
    // A screen change asked for this frame happens on the next one, and a preset read again
    // changes what the menu shows: ask for that frame now.
    // So does a status that changed by itself (a hint arrived): two more frames draw its new
    // letters, which egui adds to its font texture a frame late, and the board's lit tiles.
    if status.is_changed() || review.is_changed() {
        *catch_up = 2;
    }
    if !matches!(*next, NextState::Unchanged) || presets.is_changed() || *catch_up > 0 {
        *catch_up = catch_up.saturating_sub(1);
        redraw.write(bevy::window::RequestRedraw);
    }
    let playing = *screen.get() == Screen::Playing;
    let ai_to_move = status.to_move.is_some_and(|s| status.controllers.get(s.index()).is_some_and(|c| !c.is_human()));
    let mode = if capture.is_some() {
        UpdateMode::Continuous
    } else if playing && (pace.replaying || pace.animating || (ai_to_move && !pace.paused && status.thinking.is_none()))
    {
        UpdateMode::reactive(Duration::from_millis(30))
    } else if playing
        && (status.thinking.is_some() || status.hint.as_ref().is_some_and(|h| h.thinking) || review.progress.is_some())
    {
        UpdateMode::reactive(Duration::from_millis(100))
    } else if !playing {
        // The menu lists the presets: a file edited in another window shows within a second.
        UpdateMode::reactive(Duration::from_secs(1))
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

/// The game screen's dialogs and panels: the help window, whether the result banner and the
/// move log are hidden, and a new game asked for from the keyboard.
#[derive(Resource, Default)]
struct OpenWindows {
    help: bool,
    hide_banner: bool,
    hide_log: bool,
    new_game: bool,
}

/// The undo and redo keys as the help and tooltips name them: macOS players know Cmd+Z and
/// Cmd+Shift+Z, the others Ctrl+Z and Ctrl+Y (every platform takes both redo forms).
const UNDO_KEY: &str = if cfg!(target_os = "macos") { "Cmd+Z" } else { "Ctrl+Z" };
const REDO_KEY: &str = if cfg!(target_os = "macos") { "Cmd+Shift+Z" } else { "Ctrl+Y" };
const UNDO_REDO_KEYS: &str = if cfg!(target_os = "macos") { "Cmd+Z / Cmd+Shift+Z" } else { "Ctrl+Z / Ctrl+Y" };
const NEW_GAME_KEY: &str = if cfg!(target_os = "macos") { "Cmd+N" } else { "Ctrl+N" };

/// Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and redo, Cmd as well as Ctrl on macOS; F1 or ?
/// toggles the help; Escape cancels a selection, closes the help, or hides the result banner;
/// P pauses the computer players, N steps one move while paused; Ctrl+N starts a new game; L
/// shows or hides the move log; H asks for a hint.
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<MatchCommand>,
    picked: Res<Picked>,
    mut windows: ResMut<OpenWindows>,
    mut pace: ResMut<Pace>,
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
    // On other platforms the Super key belongs to the desktop, so only macOS reads it.
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        || (cfg!(target_os = "macos") && keys.any_pressed([KeyCode::SuperLeft, KeyCode::SuperRight]));
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(if shift { MatchCommand::Redo } else { MatchCommand::Undo });
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(MatchCommand::Redo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyN) {
        windows.new_game = true;
    } else if keys.just_pressed(KeyCode::KeyN) && pace.paused {
        pace.step = true;
    }
    if keys.just_pressed(KeyCode::KeyP) {
        pace.paused = !pace.paused;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        windows.hide_log = !windows.hide_log;
    }
    if keys.just_pressed(KeyCode::KeyH) && !ctrl && can_hint(&status, status.to_move) {
        commands.write(MatchCommand::Hint);
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

fn score_text(tr: &Tr, score: i32) -> String {
    if score.abs() >= WIN - 1000 {
        let plies = WIN - score.abs();
        tr.text_with(if score > 0 { "play-score-win" } else { "play-score-loss" }, &[("plies", plies.into())])
    } else {
        score.to_string()
    }
}

/// What the game screen's buttons asked for this frame.
#[derive(Default)]
struct Asked {
    restart: bool,
    rematch: bool,
    to_menu: bool,
    review: bool,
}

const RED: egui::Color32 = egui::Color32::from_rgb(240, 110, 90);

fn game_ui(
    mut contexts: EguiContexts,
    status: Res<MatchStatus>,
    (mut pace, mut sound): (ResMut<Pace>, ResMut<SoundLevel>),
    mut insets: ResMut<UiInsets>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<MatchCommand>,
    mut setup: Option<ResMut<CurrentSetup>>,
    mut fit: MessageWriter<FitBoard>,
    (hover, cursor, tr): (Res<HoverInfo>, Res<BoardCursor>, Res<Tr>),
    mut windows: ResMut<OpenWindows>,
    mut review: MessageWriter<ReviewCommand>,
) -> Result {
    let OpenWindows { help, hide_banner, hide_log, new_game } = &mut *windows;
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "game-root");
    let mut asked = Asked { restart: std::mem::take(new_game) && status.online.is_none(), ..Asked::default() };
    // The result as a banner above the board, which stays visible (its winning tiles lit).
    let banner = status.outcome.as_ref().filter(|_| !*hide_banner).map(|outcome| {
        egui::Panel::top("result")
            .show(&mut root, |ui| result_banner(ui, &tr, &status, outcome, hide_banner, &mut asked))
    });
    let panel = egui::Panel::right("match").exact_size(300.0).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            asked.restart |= super::tutorial::panel(ui, &tr, &status);
            match_summary(ui, &tr, &status);
            ui.separator();
            match_buttons(ui, &tr, &status, &mut commands, &mut fit, &mut asked);
            ui.separator();
            pace_controls(ui, &tr, &mut pace);
            sound_settings(ui, &tr, &mut sound);
            ui.separator();
            ui.horizontal(|ui| match &status.online {
                // The server keeps the match: leaving lets the seat wait for a rejoin.
                Some(code) => {
                    ui.label(tr.text_with("play-online-match", &[("code", code.as_str().into())]));
                    asked.to_menu |= ui.button(tr.text("play-leave")).clicked();
                }
                None => {
                    asked.restart |= ui.button(tr.text("play-new-game")).clicked();
                    asked.to_menu |= ui.button(tr.text("play-menu")).clicked();
                }
            });
            ui.label(egui::RichText::new(tr.text(status.how_to_play)).small());
            *help |= ui.button(tr.text("play-keys-button")).clicked();
        });
    });
    if *help {
        keys_window(ctx, &tr, help);
    }
    // The keyboard's cursor shows its own tile's words beside it (shell/keyboard).
    if let Some(text) = hover.0.as_ref().filter(|_| !ctx.is_pointer_over_egui() && !cursor.keys_lead) {
        egui::Tooltip::always_open(
            ctx.clone(),
            egui::LayerId::background(),
            egui::Id::new("board-hover"),
            egui::PopupAnchor::Pointer,
        )
        .width(300.0)
        .show(|ui| ui.label(text));
    }
    let log = (!*hide_log).then(|| {
        egui::Panel::left("log")
            .exact_size(230.0)
            .show(&mut root, |ui| move_log(ui, &tr, &status, &mut pace, &mut commands))
    });
    *insets = UiInsets {
        right: panel.response.rect.width(),
        left: log.map_or(0.0, |l| l.response.rect.width()),
        top: banner.map_or(0.0, |b| b.response.rect.height()),
        // A game's own panel below the board (Provinces' shop, Robot Race's hand) sets the bottom.
        bottom: insets.bottom,
    };

    if asked.review {
        review.write(ReviewCommand::Start);
    }
    if asked.restart || asked.rematch {
        // A new game is a new seed, so the record of each game names the one it used.
        if let Some(setup) = setup.as_mut() {
            setup.seed = setup.seed.wrapping_add(1);
            if asked.rematch {
                setup.seats.rotate_left(1);
            }
        }
        next.set(Screen::Playing);
    } else if asked.to_menu {
        next.set(Screen::Menu);
    }
    Ok(())
}

/// The result, with a rematch, a new game, the menu, or hiding the banner.
fn result_banner(
    ui: &mut egui::Ui,
    tr: &Tr,
    status: &MatchStatus,
    outcome: &Outcome,
    hide: &mut bool,
    asked: &mut Asked,
) {
    ui.horizontal(|ui| {
        let headline = match outcome.winner() {
            Some(seat) => {
                let name = status.seat_words(tr, seat.index());
                tr.text_with("play-wins", &[("seat", name.into())])
            }
            None => tr.text("play-draw"),
        };
        ui.heading(egui::RichText::new(headline).strong());
        ui.label(tr.show(outcome.reason()));
        ui.separator();
        if status.online.is_none() {
            asked.rematch |= ui.button(tr.text("play-rematch")).on_hover_text(tr.text("play-rematch-hint")).clicked();
            asked.restart |= ui.button(tr.text("play-new-game")).clicked();
        }
        if status.online.is_none() {
            asked.review |= ui.button(tr.text("review-open")).on_hover_text(tr.text("review-open-help")).clicked();
        }
        asked.to_menu |= ui.button(tr.text("play-menu")).clicked();
        *hide |= ui.button(tr.text("play-hide")).on_hover_text(tr.text("key-escape")).clicked();
    });
}

/// Whose turn it is, each seat with its player, its colour and what its AI is thinking, the
/// plans, and the game's own lines.
fn match_summary(ui: &mut egui::Ui, tr: &Tr, status: &MatchStatus) {
    ui.heading(tr.text(status.title));
    ui.separator();
    match (&status.outcome, status.to_move) {
        (Some(outcome), _) => {
            let over = tr.text_with("play-game-over", &[("reason", outcome.reason().to_string().into())]);
            live_label(ui, egui::RichText::new(over).strong());
        }
        (None, Some(seat)) => {
            let name = status.seat_words(tr, seat.index());
            let turn = tr.text_with("play-to-move", &[("seat", name.into())]);
            live_label(ui, egui::RichText::new(turn).strong().size(18.0));
        }
        _ => {}
    }
    if let Some(last) = status.log.last().filter(|_| !status.viewing) {
        let args = [("seat", tr.show(&last.seat).into()), ("move", last.text.as_str().into())];
        live_label(ui, tr.text_with("play-last-move", &args));
    }
    ui.label(tr.text_with("play-moves-played", &[("count", status.moves_played.into())]));
    ui.separator();
    for s in 0..status.seat_names.len() {
        seat_row(ui, tr, status, s);
    }
    for (s, decision) in status.decisions.iter().enumerate().filter(|(_, d)| !d.is_empty()) {
        let name = status.seat_words(tr, s);
        ui.label(egui::RichText::new(tr.text_with("play-plan", &[("seat", name.into())])).strong());
        for line in decision {
            ui.label(egui::RichText::new(tr.show(line)).small());
        }
    }
    if let Some(error) = &status.htn_error {
        ui.colored_label(RED, tr.text_with("play-htn-not-reloaded", &[("problem", error.as_str().into())]));
    }
    ui.separator();
    for line in &status.lines {
        ui.label(tr.show(line));
    }
    if let Some(notice) = &status.notice {
        ui.colored_label(RED, tr.show(notice));
    }
}

/// One seat in the legend: its colour on the board, its player, whose turn it is, its AI's
/// last error and what it is thinking now.
fn seat_row(ui: &mut egui::Ui, tr: &Tr, status: &MatchStatus, s: usize) {
    let name = status.seat_words(tr, s);
    let controller = match (status.presence.get(s), status.controllers.get(s)) {
        (Some(presence), _) => presence.clone(),
        (None, Some(Controller::Human)) => tr.text("setup-human"),
        (None, Some(Controller::Remote)) => tr.text("setup-remote"),
        (None, Some(Controller::Ggp(addr))) => tr.text_with("setup-ggp-at", &[("address", addr.to_string().into())]),
        // A tutorial's computer plays the script, not its level.
        (None, Some(Controller::Ai(_))) if status.tutorial.is_some() => tr.text("tutorial-seat"),
        (None, Some(Controller::Ai(player))) => tr.text(player.kind.name),
        (None, None) => String::new(),
    };
    let to_move = status.to_move.is_some_and(|m| m.index() == s);
    ui.horizontal(|ui| {
        let colour = status.seat_colours.get(s).map_or(egui::Color32::GRAY, |c| egui_colour(*c));
        let (dot, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
        ui.painter().circle_filled(dot.center(), 6.0, colour);
        ui.label(egui::RichText::new(format!("{name}: {controller}")).strong());
        if to_move {
            let turn = format!("◀ {}", tr.text("play-seat-to-move"));
            ui.label(egui::RichText::new(turn).color(egui::Color32::from_rgb(240, 200, 90)));
        }
    });
    if let Some(Some(error)) = status.ai_errors.get(s) {
        ui.colored_label(RED, tr.show(error));
    }
    if let Some((seat, info)) = &status.thinking
        && seat.index() == s
    {
        ui.label(match info.depth {
            0 => tr.text("play-thinking"),
            depth => tr.text_with("play-thinking-depth", &[("depth", depth.into())]),
        });
        if info.nodes > 0 {
            let figures = [
                ("nodes", info.nodes.into()),
                ("speed", (info.nodes_per_second / 1000).into()),
                ("score", score_text(tr, info.score).into()),
            ];
            ui.label(tr.text_with("play-search-figures", &figures));
            ui.label(egui::RichText::new(tr.text_with("play-line", &[("moves", info.pv.join(" ").into())])).small());
        }
    }
}

/// Undo, redo, save and fit, and where the last save went.
fn match_buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    status: &MatchStatus,
    commands: &mut MessageWriter<MatchCommand>,
    fit: &mut MessageWriter<FitBoard>,
    asked: &mut Asked,
) {
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(status.can_undo, egui::Button::new(tr.text("play-undo"))).on_hover_text(UNDO_KEY).clicked() {
            commands.write(MatchCommand::Undo);
        }
        if ui.add_enabled(status.can_redo, egui::Button::new(tr.text("play-redo"))).on_hover_text(REDO_KEY).clicked() {
            commands.write(MatchCommand::Redo);
        }
        if ui.button(tr.text("play-save")).on_hover_text(tr.text("play-save-hint")).clicked() {
            commands.write(MatchCommand::Save);
        }
        if ui.button(tr.text("play-fit")).on_hover_text(FIT_KEY).clicked() {
            fit.write(FitBoard);
        }
        let hint = egui::Button::new(tr.text("play-hint"));
        if ui.add_enabled(can_hint(status, status.to_move), hint).on_hover_text(tr.text("play-hint-help")).clicked() {
            commands.write(MatchCommand::Hint);
        }
        let review = egui::Button::new(tr.text("review-open"));
        asked.review |= ui.add_enabled(can_review(status), review).on_hover_text(tr.text("review-open-help")).clicked();
    });
    hint_panel(ui, tr, status);
    if let Some(saved) = &status.saved {
        ui.label(egui::RichText::new(tr.show(saved)).small());
    }
}

/// The hint for the position on the board: thinking, or the move and the rest of the turn.
fn hint_panel(ui: &mut egui::Ui, tr: &Tr, status: &MatchStatus) {
    let Some(hint) = &status.hint else { return };
    if hint.thinking {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr.text("play-hint-thinking"));
        });
        return;
    }
    for (i, words) in hint.words.iter().enumerate() {
        let text = egui::RichText::new(tr.show(words)).color(HINT_TEXT);
        if i == 0 {
            live_label(ui, text.strong())
        } else {
            ui.label(text.small())
        };
    }
}

const HINT_TEXT: egui::Color32 = egui::Color32::from_rgb(120, 210, 230);

/// Pausing and stepping the computer players, their pace and the animation speed.
fn pace_controls(ui: &mut egui::Ui, tr: &Tr, pace: &mut Pace) {
    ui.label(tr.text("play-ai-pace"));
    ui.horizontal(|ui| {
        let label = tr.text(if pace.paused { "play-resume" } else { "play-pause" });
        if ui.button(label).clicked() {
            pace.paused = !pace.paused;
        }
        if ui.add_enabled(pace.paused, egui::Button::new(tr.text("play-step"))).clicked() {
            pace.step = true;
        }
    });
    slider_row(ui, tr.text("play-seconds-between-moves"), egui::Slider::new(&mut pace.spectate_delay, 0.0..=3.0));
    slider_row(ui, tr.text("play-animation-speed"), egui::Slider::new(&mut pace.animation, 0.0..=4.0))
        .on_hover_text(tr.text("play-animation-hint"));
    let hint_time = egui::Slider::new(&mut pace.hint_time, 0.2..=10.0).logarithmic(true);
    slider_row(ui, tr.text("play-hint-time"), hint_time).on_hover_text(tr.text("play-hint-time-help"));
}

/// A slider with its words on the line above, where they wrap: beside it, a long translation
/// would run past the panel's edge.
pub fn slider_row(ui: &mut egui::Ui, words: String, slider: egui::Slider) -> egui::Response {
    ui.add(egui::Label::new(egui::RichText::new(words).small()).wrap());
    ui.add(slider)
}

/// The keys and mouse actions, until closed.
fn keys_window(ctx: &egui::Context, tr: &Tr, open: &mut bool) {
    egui::Window::new(tr.text("play-keys-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::Grid::new("keys").num_columns(2).spacing([24.0, 6.0]).show(ui, |ui| {
                for (key, what) in KEYS {
                    ui.label(egui::RichText::new(key.words(tr)).strong());
                    ui.label(tr.text(what));
                    ui.end_row();
                }
            });
            *open &= !ui.button(tr.text("play-close")).clicked();
        });
}

/// A key's name in the help window: the same in every language, or words from the catalogs.
enum KeyName {
    Fixed(&'static str),
    Words(&'static str),
}

impl KeyName {
    fn words(&self, tr: &Tr) -> String {
        match self {
            KeyName::Fixed(name) => name.to_string(),
            KeyName::Words(key) => tr.text(key),
        }
    }
}

const FIT_KEY: &str = "F";

/// Every key and mouse action of the game screen, for the help window, with the catalog key
/// of what it does.
const KEYS: &[(KeyName, &str)] = {
    use KeyName::{Fixed, Words};
    &[
        (Words("key-left-click"), "play-keys-left-click"),
        (Words("key-right-click"), "play-keys-right-click"),
        (Words("key-arrows"), "play-keys-arrows"),
        (Words("key-enter-space"), "play-keys-enter"),
        (Fixed("Tab / Shift+Tab"), "play-keys-tab"),
        (Fixed("F6"), "play-keys-f6"),
        (Words("key-escape"), "play-keys-escape"),
        (Fixed(UNDO_REDO_KEYS), "play-keys-undo"),
        (Words("key-wheel"), "play-keys-wheel"),
        (Words("key-drag"), "play-keys-drag"),
        (Fixed(FIT_KEY), "play-keys-fit"),
        (Fixed("P"), "play-keys-pause"),
        (Fixed("N"), "play-keys-step"),
        (Fixed(NEW_GAME_KEY), "play-keys-new-game"),
        (Fixed("L"), "play-keys-log"),
        (Fixed("H"), "play-keys-hint"),
        (Fixed("M"), "play-keys-sound"),
        (Fixed("E"), "play-keys-end-turn"),
        (Words("key-one-to-seven"), "play-keys-shop"),
        (Words("key-cards"), "play-keys-cards"),
        (Words("key-help"), "play-keys-help"),
    ]
};

/// The move log with the replay controls: every move numbered with its seat, the shown one
/// highlighted; clicking a move shows the position after it until "Live".
fn move_log(
    ui: &mut egui::Ui,
    tr: &Tr,
    status: &MatchStatus,
    pace: &mut Pace,
    commands: &mut MessageWriter<MatchCommand>,
) {
    ui.heading(tr.text("play-moves"));
    let shown = status.shown_ply;
    let last = status.log.len();
    ui.horizontal(|ui| {
        let mut view = |ui: &mut egui::Ui, label: &str, hover: &str, ply: Option<usize>, enabled: bool| {
            if ui.add_enabled(enabled, egui::Button::new(label)).on_hover_text(tr.text(hover)).clicked() {
                commands.write(MatchCommand::View(ply));
            }
        };
        view(ui, "⏮", "play-log-first", Some(0), shown > 0);
        view(ui, "◀", "play-log-back", Some(shown.saturating_sub(1)), shown > 0);
        view(ui, "▶", "play-log-forward", Some(shown + 1), status.viewing);
        view(ui, "⏭", "play-log-live", None, status.viewing);
        let label = tr.text(if pace.replaying { "play-log-stop" } else { "play-log-play" });
        if ui.add_enabled(last > 0, egui::Button::new(label)).on_hover_text(tr.text("play-log-play-hint")).clicked() {
            pace.replaying = !pace.replaying;
            if pace.replaying && !status.viewing {
                commands.write(MatchCommand::View(Some(0)));
            }
        }
    });
    let delay = egui::Slider::new(&mut pace.replay_delay, 0.05..=3.0).logarithmic(true);
    slider_row(ui, tr.text("play-seconds-per-move"), delay);
    if status.viewing {
        ui.colored_label(
            egui::Color32::from_rgb(240, 200, 90),
            tr.text_with("play-viewing", &[("shown", shown.into()), ("last", last.into())]),
        );
    }
    ui.separator();
    egui::ScrollArea::vertical().stick_to_bottom(true).show(ui, |ui| {
        if ui.selectable_label(shown == 0 && status.viewing, tr.text("play-log-start")).clicked() {
            commands.write(MatchCommand::View(Some(0)));
        }
        for (i, line) in status.log.iter().enumerate() {
            let ply = i + 1;
            let text = format!("{ply}. {}: {}", tr.show(&line.seat), line.text);
            let mut response = ui.selectable_label(ply == shown, text);
            if !line.steps.is_empty() {
                // Worded only while hovered: the log can be long.
                response = response.on_hover_ui(|ui| {
                    ui.label(line.steps.iter().map(|s| tr.show(s)).collect::<Vec<_>>().join("\n"));
                });
            }
            if response.clicked() {
                commands.write(MatchCommand::View(if ply == last { None } else { Some(ply) }));
            }
            if line.hinted {
                ui.label(egui::RichText::new(tr.text("play-log-hinted")).small().color(HINT_TEXT));
            }
            if let Some(note) = &line.note {
                ui.label(egui::RichText::new(note).small().color(egui::Color32::from_rgb(240, 110, 90)));
            }
        }
    });
}
