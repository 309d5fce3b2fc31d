//! The map editor screen: a game's palette of tools, the map drawn with egui's painter (a click
//! uses the chosen tool on the tile), the problems the game's preset reader finds (marked on
//! their tiles and listed), undo and redo, the board's size, Save, Save as and Play this map.
//! Everything it does goes through `EditorAction` messages, so headless tests drive the same
//! path the buttons do.

use super::accessibility::live_label;
use super::figures::{MarkFigure, MarkFigures};
use super::geometry::TileGeometry;
use super::language::Tr;
use super::sketch::piece;
use super::theme;
use super::theme::{egui_colour, root_ui};
use super::{CurrentSetup, GameCatalog, MenuError, Screen};
use crate::core::{Text, Tile};
use crate::session::editor::{Arrow, EditSession, capitalised, toggles};
use crate::session::sketch::{Rgb, TileShape};
use bevy::prelude::*;
use bevy::window::{ClosingWindow, WindowCloseRequested};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// What the editor is asked to do: by its buttons and canvas, by the menu, or by a test.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// Opens the editor on a game's preset (a shipped one as a copy), or on a new map.
    Open {
        game: String,
        preset: Option<String>,
    },
    /// Chooses the tool the canvas uses.
    Choose(String),
    /// Marks a tile (a problem's) without changing the map.
    Pick(Tile),
    /// Uses a tool of the palette on a tile.
    Apply {
        tool: String,
        at: Tile,
    },
    /// Sets the number kept at a tile (a province's treasury).
    SetNumber {
        at: Tile,
        value: i64,
    },
    Resize {
        width: i32,
        height: i32,
    },
    Rename(String),
    Undo,
    Redo,
    Save,
    SaveAs(String),
    /// Saves the map and starts a game on it, if it has no problems.
    Play,
    /// Back to the menu page it was opened from (the game's setup).
    Back,
}

/// The map being edited and the screen's choices.
#[derive(Resource)]
pub struct Editor {
    pub game: &'static str,
    pub session: EditSession,
    /// The chosen tool's name.
    pub tool: String,
    /// The tile last clicked (whose number field shows).
    pub picked: Option<Tile>,
    /// The last action's result: an error (`false`) or what was done.
    pub message: Option<(bool, String)>,
    /// Back was pressed, or the window's close asked for, once with unsaved changes: a second
    /// time leaves without them.
    pub leaving: bool,
}

/// The editor's logic, with or without a window.
pub struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<EditorAction>()
            .add_message::<WindowCloseRequested>()
            .add_systems(Update, (handle_actions, close_window_unless_unsaved));
    }
}

/// Closing the window, which the app asks of us (`close_when_requested` is off): with a map's
/// changes unsaved in the editor, the first request only says so, as Back does; a second one
/// closes. Anywhere else the window closes as Bevy's own system would close it.
fn close_window_unless_unsaved(
    mut commands: Commands,
    mut requests: MessageReader<WindowCloseRequested>,
    closing: Query<Entity, With<ClosingWindow>>,
    screen: Option<Res<State<Screen>>>,
    mut editor: Option<ResMut<Editor>>,
    tr: Res<Tr>,
) {
    // Marked in the last update: despawned now, and the app exits with its last window.
    for window in &closing {
        commands.entity(window).despawn();
    }
    for request in requests.read() {
        let editing = screen.as_ref().is_some_and(|s| *s.get() == Screen::Editing);
        if let Some(editor) = editor.as_deref_mut().filter(|e| editing && e.session.unsaved() && !e.leaving) {
            editor.leaving = true;
            editor.message = Some((false, tr.text("editor-unsaved-close")));
            continue;
        }
        commands.entity(request.window).try_insert(ClosingWindow);
    }
}

/// The editor's screen, for the window.
pub struct EditorUiPlugin;

impl Plugin for EditorUiPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, editor_ui.run_if(in_state(Screen::Editing)));
    }
}

/// Carries out the editor's actions in order; a failing one changes nothing and says why.
fn handle_actions(
    mut commands: Commands,
    mut actions: MessageReader<EditorAction>,
    mut editor: Option<ResMut<Editor>>,
    catalog: Res<GameCatalog>,
    mut setup: Option<ResMut<CurrentSetup>>,
    mut next: ResMut<NextState<Screen>>,
    mut menu_error: ResMut<MenuError>,
    tr: Res<Tr>,
) {
    for action in actions.read() {
        if let EditorAction::Open { game, preset } = action {
            let opened = match catalog.get(game) {
                Some(entry) => entry.editor.map(|kind| (entry.id, kind)).ok_or_else(|| Text::new(entry.name)),
                None => Err(Text::plain(game.as_str())),
            }
            .map_err(|name| Text::new("editor-no-editor").with("game", name))
            .and_then(|(id, kind)| {
                let session = match preset {
                    Some(preset) => EditSession::open(&kind, id, preset)?,
                    None => EditSession::new_map(&kind, id),
                };
                Ok((id, session))
            });
            match opened {
                Ok((game, session)) => {
                    let tool = session.map().tools().first().map(|t| t.name.clone()).unwrap_or_default();
                    commands.insert_resource(Editor {
                        game,
                        session,
                        tool,
                        picked: None,
                        message: None,
                        leaving: false,
                    });
                    menu_error.0 = None;
                    next.set(Screen::Editing);
                }
                Err(problem) => {
                    menu_error.0 = Some(Text::new("editor-cannot-open").with("problem", problem));
                }
            }
            // The new editor is there from the next update on.
            return;
        }
        let Some(editor) = editor.as_deref_mut() else { continue };
        let leaving = std::mem::take(&mut editor.leaving);
        let session = &mut editor.session;
        let result: Result<Option<String>, Text> = match action {
            EditorAction::Open { .. } => Ok(None),
            EditorAction::Choose(tool) => {
                editor.tool = tool.clone();
                Ok(None)
            }
            EditorAction::Pick(at) => {
                editor.picked = Some(*at);
                Ok(None)
            }
            EditorAction::Apply { tool, at } => {
                editor.tool = tool.clone();
                editor.picked = Some(*at);
                session.apply(tool, *at).map(|()| None)
            }
            EditorAction::SetNumber { at, value } => session.set_number_at(*at, *value).map(|()| None),
            EditorAction::Resize { width, height } => session.resize(*width, *height).map(|()| None),
            EditorAction::Rename(name) => session.set_name(name).map(|()| None),
            EditorAction::Undo => Ok((!session.undo()).then(|| tr.text("editor-nothing-to-undo"))),
            EditorAction::Redo => Ok((!session.redo()).then(|| tr.text("editor-nothing-to-redo"))),
            EditorAction::Save => session.save().map(|path| Some(saved_note(&tr, session, &path))),
            EditorAction::SaveAs(id) => session.save_as(id).map(|path| Some(saved_note(&tr, session, &path))),
            EditorAction::Play => {
                let game = editor.game;
                let mut started = match setup.as_deref() {
                    Some(current) if current.game == game => Some(current.0.clone()),
                    _ => catalog.default_setup(game),
                };
                session
                    .playable()
                    .and_then(|()| {
                        started.as_mut().ok_or_else(|| Text::new("editor-not-in-catalog").with("game", game))
                    })
                    .and_then(|started| {
                        session.save()?;
                        started.preset = session.id.clone();
                        Ok(started.clone())
                    })
                    .map(|started| {
                        match setup.as_deref_mut() {
                            Some(current) => current.0 = started,
                            None => commands.insert_resource(CurrentSetup(started)),
                        }
                        next.set(Screen::Playing);
                        None
                    })
            }
            EditorAction::Back if session.unsaved() && !leaving => {
                editor.leaving = true;
                Err(Text::new("editor-unsaved-back"))
            }
            EditorAction::Back => {
                if let Some(current) = setup.as_deref_mut().filter(|s| s.game == editor.game)
                    && !session.unsaved()
                {
                    // Back on the setup page with the map just saved chosen.
                    current.preset = session.id.clone();
                }
                next.set(Screen::Menu);
                Ok(None)
            }
        };
        editor.message = match result {
            Ok(note) => note.map(|n| (true, n)),
            Err(problem) => Some((false, tr.show(&problem))),
        };
    }
}

/// What Save says: where the map went, and that it is a draft while it has problems.
fn saved_note(tr: &Tr, session: &EditSession, path: &std::path::Path) -> String {
    let key = if session.problems().is_empty() { "editor-saved" } else { "editor-saved-draft" };
    tr.text_with(key, &[("file", path.display().to_string().into())])
}

const RED: egui::Color32 = egui::Color32::from_rgb(230, 90, 80);
const GREEN: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);

/// The editor's screen: the bar on top, the palette on the left, the problems on the right and
/// the map in the middle.
fn editor_ui(
    mut contexts: EguiContexts,
    editor: Option<Res<Editor>>,
    catalog: Res<GameCatalog>,
    figures: Res<MarkFigures>,
    tr: Res<Tr>,
    mut actions: MessageWriter<EditorAction>,
    mut fields: Local<Fields>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(editor) = editor else { return Ok(()) };
    let Some(entry) = catalog.get(editor.game) else { return Ok(()) };
    let mut out = Vec::new();
    fields.follow(&editor);
    // While a text field has the keyboard, Ctrl+Z and Ctrl+Y are its own undo and redo.
    let typing = ctx.egui_wants_keyboard_input() && ctx.memory(|m| m.focused()) != Some(canvas_id());
    let shortcut = |key| egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, key);
    let undo = !typing && ctx.input_mut(|i| i.consume_shortcut(&shortcut(egui::Key::Z)));
    let redo = !typing && ctx.input_mut(|i| i.consume_shortcut(&shortcut(egui::Key::Y)));
    if undo {
        out.push(EditorAction::Undo);
    }
    if redo {
        out.push(EditorAction::Redo);
    }
    let mut root = root_ui(ctx, "editor-root");
    egui::Panel::top("editor-bar").show(&mut root, |ui| {
        ui.add_space(4.0);
        top_bar(ui, &tr, &editor, &tr.text(entry.name), &mut fields, &mut out);
        ui.add_space(4.0);
    });
    egui::Panel::left("editor-tools").exact_size(230.0).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| palette(ui, &tr, &editor, &mut fields, &mut out));
    });
    egui::Panel::right("editor-problems").exact_size(280.0).show(&mut root, |ui| problems(ui, &tr, &editor, &mut out));
    let figures = figures.of(editor.game);
    egui::CentralPanel::default_margins()
        .show(&mut root, |ui| canvas(ui, &tr, &editor, &entry.seat_colours, figures, &mut out));
    actions.write_batch(out);
    Ok(())
}

/// The bar on top: Back, the map's name, undo and redo, the size, the file, Save, Save as,
/// Play this map and the last action's result.
fn top_bar(ui: &mut egui::Ui, tr: &Tr, editor: &Editor, game: &str, fields: &mut Fields, out: &mut Vec<EditorAction>) {
    let map = editor.session.map();
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr.text("editor-back")).on_hover_text(tr.text("editor-back-hint")).clicked() {
            out.push(EditorAction::Back);
        }
        ui.heading(tr.text_with("editor-title", &[("game", game.into())]));
        ui.separator();
        ui.label(tr.text("editor-name"));
        if ui.add(egui::TextEdit::singleline(&mut fields.name).desired_width(160.0)).lost_focus()
            && fields.name != map.name()
        {
            out.push(EditorAction::Rename(fields.name.clone()));
        }
        ui.separator();
        let undo = egui::Button::new(tr.text("editor-undo"));
        if ui.add_enabled(editor.session.can_undo(), undo).on_hover_text(tr.text("editor-undo-hint")).clicked() {
            out.push(EditorAction::Undo);
        }
        let redo = egui::Button::new(tr.text("editor-redo"));
        if ui.add_enabled(editor.session.can_redo(), redo).on_hover_text(tr.text("editor-redo-hint")).clicked() {
            out.push(EditorAction::Redo);
        }
        ui.separator();
        ui.label(tr.text("editor-size"));
        ui.add(egui::DragValue::new(&mut fields.width).range(1..=128));
        ui.label("×");
        ui.add(egui::DragValue::new(&mut fields.height).range(1..=128));
        if ui.button(tr.text("editor-resize")).clicked() {
            out.push(EditorAction::Resize { width: fields.width, height: fields.height });
        }
    });
    ui.horizontal_wrapped(|ui| {
        let path = editor.session.path();
        let name = path.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let unsaved = if editor.session.unsaved() { " •" } else { "" };
        let file = tr.text_with("editor-file", &[("file", name.into())]);
        ui.label(format!("{file}{unsaved}")).on_hover_text(path.display().to_string());
        if ui.button(tr.text("editor-save")).on_hover_text(tr.text("editor-save-hint")).clicked() {
            out.push(EditorAction::Save);
        }
        let save_as = egui::TextEdit::singleline(&mut fields.save_as).hint_text(tr.text("editor-save-as-hint"));
        ui.add(save_as.desired_width(140.0));
        if ui.button(tr.text("editor-save-as")).clicked() {
            out.push(EditorAction::SaveAs(fields.save_as.clone()));
        }
        let playable = editor.session.playable();
        let play = egui::Button::new(egui::RichText::new(tr.text("editor-play")).strong());
        let play = ui.add_enabled(playable.is_ok(), play);
        let play = match &playable {
            Ok(()) => play.on_hover_text(tr.text("editor-play-hint")),
            Err(why) => play.on_disabled_hover_text(tr.show(why)),
        };
        if play.clicked() {
            out.push(EditorAction::Play);
        }
        match &editor.message {
            Some((true, note)) => {
                ui.colored_label(GREEN, note);
            }
            Some((false, problem)) => {
                ui.colored_label(RED, problem);
            }
            None => {}
        }
    });
}

/// The map's problems, each (at a tile) a click away from marking its tile, and how to edit.
fn problems(ui: &mut egui::Ui, tr: &Tr, editor: &Editor, out: &mut Vec<EditorAction>) {
    ui.heading(tr.text("editor-problems-title"));
    if editor.session.problems().is_empty() {
        ui.colored_label(GREEN, tr.text("editor-no-problems"));
    }
    for problem in editor.session.problems() {
        let said = match problem.tile {
            Some((x, y)) => {
                let args = [("x", x.into()), ("y", y.into()), ("problem", tr.show(&problem.text).into())];
                tr.text_with("editor-problem-at", &args)
            }
            None => tr.show(&problem.text),
        };
        let text = egui::RichText::new(format!("• {said}")).color(RED);
        let label = ui.add(egui::Label::new(text).sense(egui::Sense::click()));
        if let Some(tile) = problem.tile
            && label.on_hover_text(tr.text("editor-mark-hint")).clicked()
        {
            out.push(EditorAction::Pick(tile));
        }
    }
    ui.add_space(12.0);
    ui.label(tr.text("editor-help"));
    ui.label(tr.text("editor-keys-help"));
}

/// The text fields, kept between frames and set again when another map opens.
#[derive(Default)]
struct Fields {
    id: String,
    name: String,
    save_as: String,
    width: i32,
    height: i32,
    size: (i32, i32),
    number: i64,
    number_at: Option<Tile>,
}

impl Fields {
    fn follow(&mut self, editor: &Editor) {
        let map = editor.session.map();
        if self.id != editor.session.id {
            self.id = editor.session.id.clone();
            self.name = map.name().to_string();
            self.save_as = editor.session.id.clone();
        }
        if self.size != map.size() {
            self.size = map.size();
            (self.width, self.height) = map.size();
        }
        let number = editor.picked.and_then(|at| map.number_at(at));
        if editor.picked != self.number_at || number.as_ref().is_some_and(|n| n.1 != self.number) {
            self.number_at = editor.picked;
            self.number = number.map_or(0, |n| n.1);
        }
    }
}

/// The tools by group, the chosen one lit, and the picked tile's number field.
fn palette(ui: &mut egui::Ui, tr: &Tr, editor: &Editor, fields: &mut Fields, out: &mut Vec<EditorAction>) {
    let tools = editor.session.map().tools();
    let mut groups: Vec<(&str, Vec<&crate::session::editor::Tool>)> = Vec::new();
    for tool in &tools {
        match groups.last_mut() {
            Some((group, list)) if *group == tool.group => list.push(tool),
            _ => groups.push((tool.group, vec![tool])),
        }
    }
    for (group, list) in groups {
        ui.add_space(6.0);
        ui.label(egui::RichText::new(tr.text(group)).strong());
        ui.horizontal_wrapped(|ui| {
            for tool in list {
                let chosen = editor.tool == tool.name;
                let label = capitalised(&tr.show(&tool.label));
                if ui.selectable_label(chosen, label).on_hover_text(tr.show(&tool.help)).clicked() && !chosen {
                    out.push(EditorAction::Choose(tool.name.clone()));
                }
            }
        });
    }
    if let Some(at) = editor.picked
        && let Some((label, _)) = editor.session.map().number_at(at)
    {
        ui.add_space(10.0);
        ui.label(tr.show(&label));
        ui.horizontal(|ui| {
            ui.add(egui::DragValue::new(&mut fields.number).range(0..=1_000_000));
            if ui.button(tr.text("editor-set")).clicked() {
                out.push(EditorAction::SetNumber { at, value: fields.number });
            }
        });
    }
}

/// A belt's arrow on the tile at `centre` (`scale` pixels from its centre to its side): its
/// chevrons pointing the belt's way, and a curve's turn in the corner.
fn chevrons(painter: &egui::Painter, centre: egui::Pos2, scale: f32, arrow: &Arrow) {
    let ahead = match arrow.towards {
        'N' => egui::vec2(0.0, -1.0),
        'E' => egui::vec2(1.0, 0.0),
        'S' => egui::vec2(0.0, 1.0),
        _ => egui::vec2(-1.0, 0.0),
    };
    let side = egui::vec2(-ahead.y, ahead.x);
    let stroke = egui::Stroke::new((scale * 0.14).max(1.5), egui::Color32::from_gray(240));
    let count = arrow.chevrons.max(1);
    for i in 0..count {
        // Chevrons side by side along the belt, centred on the tile.
        let offset = (i as f32 - (count - 1) as f32 / 2.0) * 0.38;
        let tip = centre + ahead * scale * (offset + 0.22);
        let back = tip - ahead * scale * 0.36;
        painter.line(vec![back + side * scale * 0.42, tip, back - side * scale * 0.42], stroke);
    }
    if let Some(turn) = arrow.turn {
        let corner = centre + egui::vec2(scale * 0.62, scale * 0.62);
        let font = egui::FontId::proportional(scale * 0.42);
        painter.text(corner, egui::Align2::CENTER_CENTER, turn, font, egui::Color32::from_gray(240));
    }
}

/// The canvas's egui id: Tab reaches it, and while it has the keyboard the arrows and Enter
/// are its own.
fn canvas_id() -> egui::Id {
    egui::Id::new("editor canvas")
}

/// The map: every grid cell (gaps dim), tiles in colour, labels, walls, pieces, problem rings
/// and the picked tile. A click or a drag uses the chosen tool; with the keyboard on the canvas
/// the picked tile is the cursor (`canvas_keys`).
fn canvas(
    ui: &mut egui::Ui,
    tr: &Tr,
    editor: &Editor,
    colours: &[Rgb],
    figures: Option<MarkFigure>,
    out: &mut Vec<EditorAction>,
) {
    let map = editor.session.map();
    let (w, h) = map.size();
    let shape = map.shape();
    let (unit, hex) = match shape {
        TileShape::Hex(size) => (size, true),
        TileShape::Square(side) => (side / 2.0, false),
    };
    let cells: Vec<Tile> = (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).collect();
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), egui::Sense::hover());
    let response = ui.interact(rect, canvas_id(), egui::Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, tr.text("editor-canvas")));
    let painter = ui.painter_at(rect);
    let place = |t: Tile| {
        let p = shape.world(t) / unit;
        egui::vec2(p.x, -p.y)
    };
    let (mut low, mut high) = (place((0, 0)), place((0, 0)));
    for &t in &cells {
        low = low.min(place(t));
        high = high.max(place(t));
    }
    let (low, high) = (low - egui::vec2(1.0, 1.0), high + egui::vec2(1.0, 1.0));
    let span = high - low;
    let scale = ((rect.width() - 16.0) / span.x).min((rect.height() - 16.0) / span.y).clamp(4.0, 80.0);
    let origin = rect.center() - (low + span / 2.0) * scale;
    let at = |t: Tile| origin + place(t) * scale;
    let outline = |centre: egui::Pos2, fill: egui::Color32, stroke: egui::Stroke| {
        if hex {
            let corners = (0..6)
                .map(|i| centre + egui::Vec2::angled(i as f32 * std::f32::consts::FRAC_PI_3) * scale * 0.95)
                .collect();
            egui::Shape::convex_polygon(corners, fill, stroke)
        } else {
            egui::Shape::rect_filled(egui::Rect::from_center_size(centre, egui::Vec2::splat(scale * 1.9)), 2.0, fill)
        }
    };
    for &t in &cells {
        let gap = egui::Stroke::new(1.0, egui::Color32::from_gray(60));
        if hex {
            painter.add(outline(at(t), egui::Color32::from_gray(26), gap));
        } else {
            let r = egui::Rect::from_center_size(at(t), egui::Vec2::splat(scale * 1.9));
            painter.rect_stroke(r, 2.0, gap, egui::StrokeKind::Inside);
        }
    }
    let sketch = map.sketch();
    for (t, colour) in &sketch.tiles {
        painter.add(outline(at(*t), egui_colour(theme::colour(*colour)), egui::Stroke::NONE));
    }
    for ((x, y), side) in map.walls() {
        let c = at((x, y));
        let half = scale * 0.95;
        let (a, b) = match side {
            'N' => (c + egui::vec2(-half, -half), c + egui::vec2(half, -half)),
            'S' => (c + egui::vec2(-half, half), c + egui::vec2(half, half)),
            'E' => (c + egui::vec2(half, -half), c + egui::vec2(half, half)),
            _ => (c + egui::vec2(-half, -half), c + egui::vec2(-half, half)),
        };
        painter.line_segment([a, b], egui::Stroke::new((scale * 0.22).max(2.0), egui::Color32::from_rgb(240, 170, 40)));
    }
    for arrow in map.arrows() {
        chevrons(&painter, at(arrow.at), scale, &arrow);
    }
    for (t, mark) in &sketch.pieces {
        piece(&painter, at(*t), scale * 0.6, mark, colours, figures);
    }
    // Labels on a tile with a piece go small above it.
    for (t, label) in map.labels() {
        let covered = sketch.pieces.iter().any(|p| p.0 == t);
        let (centre, size) = if covered { (at(t) - egui::vec2(0.0, scale * 0.72), 0.42) } else { (at(t), 0.8) };
        let font = egui::FontId::proportional(scale * size);
        painter.text(centre, egui::Align2::CENTER_CENTER, label, font, egui::Color32::from_gray(240));
    }
    for problem in editor.session.problems() {
        if let Some(t) = problem.tile {
            painter.circle_stroke(at(t), scale * 0.85, egui::Stroke::new(3.0, RED));
        }
    }
    if let Some(t) = editor.picked.filter(|t| cells.contains(t)) {
        painter.circle_stroke(at(t), scale * 0.95, egui::Stroke::new(2.0, egui::Color32::WHITE));
    }
    // The tile under the pointer, when it is on the grid.
    let tile_under = |pos: egui::Pos2| {
        let p = (pos - origin) / scale * unit;
        let t = shape.tile_at(Vec2::new(p.x, -p.y));
        cells.contains(&t).then_some(t)
    };
    if let Some(t) = response.hover_pos().and_then(tile_under) {
        response.clone().on_hover_text_at_pointer(format!("({},{})", t.0, t.1));
    }
    // A mouse click: Enter on the focused canvas clicks too, and is the keys' own.
    let clicked = response.clicked_by(egui::PointerButton::Primary);
    let painting = clicked || (response.dragged() && !toggles(&editor.tool));
    if painting
        && let Some(t) = response.interact_pointer_pos().and_then(tile_under)
        && (clicked || editor.picked != Some(t))
    {
        out.push(EditorAction::Apply { tool: editor.tool.clone(), at: t });
    }
    if response.has_focus() {
        let filter = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
        ui.memory_mut(|m| m.set_focus_lock_filter(response.id, filter));
        canvas_keys(ui, editor, (w, h), out);
        if let Some(t) = editor.picked.filter(|t| cells.contains(t)) {
            let ring = |width, colour| egui::Stroke::new(width, colour);
            painter.circle_stroke(at(t), scale * 0.95, ring(7.0, egui::Color32::from_black_alpha(220)));
            painter.circle_stroke(at(t), scale * 0.95, ring(3.5, egui::Color32::from_rgb(255, 250, 220)));
            cursor_label(ui, tr, editor, t, at(t) + egui::vec2(scale, -scale));
        }
    }
}

/// The canvas's keys while it has the keyboard: the arrows move the picked tile over the grid
/// (the first one picks the top left tile), Enter or Space uses the chosen tool on it.
fn canvas_keys(ui: &egui::Ui, editor: &Editor, (w, h): (i32, i32), out: &mut Vec<EditorAction>) {
    use egui::Key;
    let (dx, dy, enter) = ui.input(|i| {
        let step = |more, less| i32::from(i.key_pressed(more)) - i32::from(i.key_pressed(less));
        let enter = i.key_pressed(Key::Enter) || i.key_pressed(Key::Space);
        (step(Key::ArrowRight, Key::ArrowLeft), step(Key::ArrowDown, Key::ArrowUp), enter)
    });
    let inside = |(x, y): Tile| (x.clamp(0, w - 1), y.clamp(0, h - 1));
    let at = editor.picked.map(inside);
    if dx != 0 || dy != 0 {
        let next = at.map_or((0, 0), |(x, y)| inside((x + dx, y + dy)));
        out.push(EditorAction::Pick(next));
    } else if enter {
        match at {
            Some(at) => out.push(EditorAction::Apply { tool: editor.tool.clone(), at }),
            None => out.push(EditorAction::Pick((0, 0))),
        }
    }
}

/// The keyboard cursor's words beside its tile, in a label a screen reader reads out as it
/// moves: the tile, its problem or number if it has one, and what Enter would do.
fn cursor_label(ui: &egui::Ui, tr: &Tr, editor: &Editor, at: Tile, anchor: egui::Pos2) {
    let mut lines = vec![tr.text_with("play-cursor-tile", &[("x", at.0.into()), ("y", at.1.into())])];
    let map = editor.session.map();
    lines.extend(editor.session.problems().iter().filter(|p| p.tile == Some(at)).map(|p| tr.show(&p.text)));
    lines.extend(map.number_at(at).map(|(label, value)| format!("{}: {value}", tr.show(&label))));
    let tool = map.tools().into_iter().find(|t| t.name == editor.tool).map_or(String::new(), |t| tr.show(&t.label));
    lines.push(tr.text_with("editor-cursor-enter", &[("tool", capitalised(&tool).into())]));
    let anchor = egui::PopupAnchor::Position(anchor);
    egui::Tooltip::always_open(ui.ctx().clone(), ui.layer_id(), egui::Id::new("editor cursor"), anchor)
        .width(300.0)
        .show(|ui| live_label(ui, lines.join("\n")));
}
