//! The drawn pieces: the figure builder's meshes are well formed, every game's figures are made
//! of closed convex parts, Provinces draws each kind as its own figure without letters and
//! outlines the chosen province, Kings & Pawns marks the second side, and the colour-blind
//! palette recolours the pieces.

use crate::headless::run_until;
use bevy::mesh::{Indices, VertexAttributeValues};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use stratagem::app::start_with;
use stratagem::core::assets::asset_root;
use stratagem::core::{Seat, Tile};
use stratagem::games::GamesPlugin;
use stratagem::games::kings::Kings;
use stratagem::games::kings::figures::{self as kings_figures, Look};
use stratagem::games::provinces::figures as provinces_figures;
use stratagem::games::provinces::preset::Preset;
use stratagem::games::provinces::{PMove, Provinces, Rules, Thing};
use stratagem::session::sketch::TileShape;
use stratagem::session::{Controller, Setup};
use stratagem::shell::ShellPlugin;
use stratagem::shell::board_text::BoardText;
use stratagem::shell::board_view::BoardViewPlugin;
use stratagem::shell::board_view::{SeatMaterials, TILE_VARIANTS, TileClick, tile_mesh};
use stratagem::shell::figures::{Figure, Paint, grow, is_convex};
use stratagem::shell::keyboard::KeyboardPlugin;
use stratagem::shell::live_assets::{DataRoot, asset_plugin};
use stratagem::shell::motion::PieceAt;
use stratagem::shell::settings::{COLOUR_BLIND_SAFE, Palette, Settings};
use stratagem::shell::{Match, MoveRequest};

/// Every figure the games draw, by name.
fn all_figures() -> Vec<(String, Figure)> {
    let mut all = Vec::new();
    let things =
        [Thing::Peasant, Thing::Spearman, Thing::Baron, Thing::Knight, Thing::Farm, Thing::Tower, Thing::StrongTower];
    for thing in things {
        let figure = if thing.is_unit() { provinces_figures::unit(thing) } else { provinces_figures::building(thing) };
        all.push((format!("provinces {thing:?}"), figure));
    }
    all.push(("treasury".into(), provinces_figures::treasury()));
    for variant in 0..3 {
        all.push((format!("sea hex {variant}"), provinces_figures::sea(true, variant)));
        all.push((format!("sea square {variant}"), provinces_figures::sea(false, variant)));
    }
    for look in Look::ALL {
        for marked in [false, true] {
            all.push((format!("kings {look:?} {marked}"), kings_figures::piece(look, marked)));
        }
    }
    all
}

/// Checks one mesh: triangles whose indices are in range, a colour per vertex, some area.
fn check_mesh(name: &str, mesh: &Mesh) {
    let Some(VertexAttributeValues::Float32x3(positions)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else {
        panic!("{name}: no positions");
    };
    let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else {
        panic!("{name}: no vertex colours");
    };
    assert_eq!(positions.len(), colours.len(), "{name}: a colour per vertex");
    let Some(Indices::U32(indices)) = mesh.indices() else { panic!("{name}: no indices") };
    assert!(!indices.is_empty() && indices.len() % 3 == 0, "{name}: {} indices", indices.len());
    assert!(indices.iter().all(|&i| (i as usize) < positions.len()), "{name}: an index out of range");
    let area: f32 = indices
        .chunks(3)
        .map(|t| {
            let [a, b, c] = [t[0], t[1], t[2]].map(|i| Vec2::new(positions[i as usize][0], positions[i as usize][1]));
            (b - a).perp_dot(c - a) / 2.0
        })
        .sum();
    assert!(area > 0.0, "{name}: triangles wound clockwise or flat (area {area})");
}

#[test]
fn every_figure_is_closed_convex_parts_built_into_well_formed_meshes() {
    for (name, figure) in all_figures() {
        assert!(!figure.parts.is_empty(), "{name}: no parts");
        for (i, part) in figure.parts.iter().enumerate() {
            assert!(is_convex(&part.points), "{name}: part {i} is not a closed convex shape: {:?}", part.points);
        }
        let layers = figure.layers(30.0);
        assert!(!layers.is_empty(), "{name}: no layers");
        for (i, layer) in layers.iter().enumerate() {
            check_mesh(&format!("{name} layer {i}"), &layer.mesh);
        }
        // Units and pieces take their seat's colour somewhere; boards' own art never does.
        let tinted = layers.iter().any(|l| l.tinted);
        let seat_part = figure.parts.iter().any(|p| matches!(p.paint, Paint::Seat(_)));
        assert_eq!(tinted, seat_part, "{name}: tinted layers match the seat-coloured parts");
    }
    for shape in [TileShape::Hex(34.0), TileShape::Square(56.0)] {
        for variant in 0..TILE_VARIANTS {
            check_mesh(&format!("tile {shape:?} {variant}"), &tile_mesh(shape, variant));
        }
    }
}

#[test]
fn the_outline_is_the_silhouette_grown_and_drawn_first() {
    let square = [Vec2::new(-1.0, -1.0), Vec2::new(1.0, -1.0), Vec2::new(1.0, 1.0), Vec2::new(-1.0, 1.0)];
    let grown = grow(&square, 0.5);
    for (p, g) in square.iter().zip(&grown) {
        assert!((*g - *p * 1.5).length() < 1e-4, "a square's corner {p} grows to {g}");
    }
    // A clockwise polygon is turned round; a non-convex one is caught.
    let figure = Figure::new(0.1).poly(Paint::Seat(1.0), &[Vec2::ZERO, Vec2::Y, Vec2::X]);
    assert!(is_convex(&figure.parts[0].points));
    assert!(!is_convex(&[Vec2::ZERO, Vec2::new(2.0, 0.0), Vec2::new(1.0, 0.2), Vec2::new(1.0, 2.0)]));
    let layers = figure.layers(1.0);
    assert_eq!(layers.iter().map(|l| l.tinted).collect::<Vec<_>>(), [false, true], "outline below the body");
    let plain = Figure::new(0.0).circle(Paint::Seat(1.0), Vec2::ZERO, 1.0);
    assert_eq!(plain.layers(1.0).len(), 1, "no outline when its width is 0");
}

const SHOWCASE: &str = r#"(
    name: "Showcase",
    topology: Hex,
    rows: [
        "~~ ~~ ~~ ~~ ~~ ~~ ~~",
        "~~ rp rs rB rk r. ~~",
        "~~ rf rt rT r. .. ~~",
        "~~ .. .. .. .. .. ~~",
        "~~ .. bp bs .. .. ~~",
        "~~ ~~ ~~ ~~ ~~ ~~ ~~",
    ],
    money: [((1, 1), 42), ((2, 4), 7)],
)"#;

fn human() -> Controller {
    Controller::Human
}

/// The app with the games' views but no window or renderer: the pieces are entities with
/// meshes and materials to look at.
fn view_app(game: &'static str, preset: &str) -> App {
    let mut setup: Setup = stratagem::games::catalog().default_setup(game).expect("a game of the suite");
    setup.preset = preset.into();
    setup.seats = vec![human(), human()];
    view_app_for(setup)
}

/// The app with the games' views but no window or renderer, playing `setup`.
pub fn view_app_for(setup: Setup) -> App {
    let root = asset_root();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin, asset_plugin(&root, false)))
        .insert_resource(DataRoot(root))
        .init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .init_resource::<bevy_egui::input::EguiWantsInput>()
        .add_plugins((ShellPlugin, BoardViewPlugin, KeyboardPlugin, GamesPlugin));
    start_with(&mut app, Some(setup));
    app
}

/// A Provinces match between two humans showing the showcase position.
fn provinces_app() -> App {
    let mut app = view_app("provinces", "duel-hex");
    assert!(run_until(&mut app, 200, |w| w.contains_resource::<Match<Provinces>>()), "the match starts");
    let showcase =
        Preset::parse(SHOWCASE, Path::new("showcase.ron")).expect("the showcase parses").start(Rules::default());
    {
        let mut game = app.world_mut().resource_mut::<Match<Provinces>>();
        game.start = showcase.clone();
        game.state = showcase;
    }
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The mesh handles drawn on each tile for its piece.
fn pieces(app: &mut App) -> HashMap<Tile, BTreeSet<AssetId<Mesh>>> {
    let mut query = app.world_mut().query::<(&PieceAt, &Mesh2d)>();
    let mut out: HashMap<Tile, BTreeSet<AssetId<Mesh>>> = HashMap::new();
    for (PieceAt(at), mesh) in query.iter(app.world()) {
        out.entry(*at).or_default().insert(mesh.0.id());
    }
    out
}

fn unpieced_meshes(app: &mut App) -> usize {
    let mut query = app.world_mut().query_filtered::<(), (With<Mesh2d>, Without<PieceAt>)>();
    query.iter(app.world()).count()
}

#[test]
fn provinces_draws_each_kind_as_its_own_figure_without_letters() {
    let mut app = provinces_app();
    let drawn = pieces(&mut app);
    let kinds = [(1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2), (3, 2)];
    for at in kinds {
        assert!(drawn.get(&at).is_some_and(|m| !m.is_empty()), "a figure on {at:?}");
    }
    for (i, a) in kinds.iter().enumerate() {
        for b in &kinds[i + 1..] {
            assert_ne!(drawn[a], drawn[b], "{a:?} and {b:?} hold different kinds, drawn alike");
        }
    }
    // The same kind on both sides is the same figure (in another seat's material).
    assert_eq!(drawn[&(1, 1)], drawn[&(2, 4)], "peasants are drawn alike");
    // No letters on the board: the only words are the treasuries' coins.
    let mut texts = app.world_mut().query::<&BoardText>();
    let words: Vec<String> = texts.iter(app.world()).map(|t| t.text.clone()).collect();
    assert!(!words.is_empty() && words.iter().all(|w| w.parse::<i64>().is_ok()), "only money is written: {words:?}");
    assert!(words.contains(&"42".to_string()), "the treasury of the first province shows 42: {words:?}");
}

#[test]
fn the_chosen_province_is_outlined_while_its_side_is_to_move() {
    let mut app = provinces_app();
    let before = unpieced_meshes(&mut app);
    app.world_mut().write_message(TileClick { at: Some((2, 2)), button: MouseButton::Left });
    for _ in 0..3 {
        app.update();
    }
    let outlined = unpieced_meshes(&mut app);
    // The province of 9 tiles has more than 9 outer edges, each an outline stroke.
    assert!(outlined >= before + 10, "the outline appears: {before} -> {outlined}");
    let end = {
        let game = app.world().resource::<Match<Provinces>>();
        MoveRequest::<Provinces> { game: game.id, revision: game.revision, seat: Seat(0), mv: PMove::End, note: None }
    };
    app.world_mut().write_message(end);
    assert!(
        run_until(&mut app, 50, |w| w.resource::<Match<Provinces>>().state.side_to_move().seat() == Seat(1)),
        "the turn ends"
    );
    app.update();
    assert_eq!(unpieced_meshes(&mut app), before, "the outline goes when the other side is to move");
}

#[test]
fn the_colour_blind_palette_recolours_the_pieces() {
    let mut app = provinces_app();
    let seat = app.world().resource::<SeatMaterials>().0[0].clone();
    let drawn = pieces(&mut app);
    let mut query = app.world_mut().query::<(&PieceAt, &MeshMaterial2d<ColorMaterial>)>();
    let uses_seat = query.iter(app.world()).any(|(at, m)| at.0 == (1, 1) && m.0 == seat);
    assert!(uses_seat && drawn.contains_key(&(1, 1)), "the peasant is drawn in its seat's material");
    let colour = |app: &App| app.world().resource::<Assets<ColorMaterial>>().get(&seat).map(|m| m.color);
    assert_ne!(colour(&app), Some(COLOUR_BLIND_SAFE[0]));
    app.insert_resource(Settings { palette: Palette::ColourBlindSafe, ..Settings::default() });
    app.update();
    assert_eq!(colour(&app), Some(COLOUR_BLIND_SAFE[0]), "the seat's material takes the palette's colour");
}

#[test]
fn kings_draws_kings_and_pawns_as_figures_and_marks_the_second_side() {
    let mut app = view_app("kings", "crossroads");
    assert!(run_until(&mut app, 200, |w| w.contains_resource::<Match<Kings>>()), "the match starts");
    app.update();
    let drawn = pieces(&mut app);
    assert_eq!(drawn.len(), 12, "every unit drawn: {:?}", drawn.keys());
    // Crossroads: kings at (3,6) and (3,0), pawns at (3,5) and (3,1).
    let (king, pawn, king2, pawn2) = (&drawn[&(3, 6)], &drawn[&(3, 5)], &drawn[&(3, 0)], &drawn[&(3, 1)]);
    assert_ne!(king, pawn, "a king is not drawn as a pawn");
    assert_ne!(king, king2, "the second side's king carries its mark");
    assert_ne!(pawn, pawn2, "the second side's pawn carries its mark");
    let mut texts = app.world_mut().query::<&BoardText>();
    assert_eq!(texts.iter(app.world()).count(), 0, "kings and pawns need no letters");
}

/// The menu's pictures, legends and the map editor paint every game's pieces as the game's own
/// figures: each legend mark and each piece of each game's default picture has one (Robot
/// Race's flags stay numbered discs, as on its board), and painted with egui they are meshes
/// of many triangles, not discs.
#[test]
fn the_menu_and_editor_paint_the_games_figures() {
    use bevy_egui::egui;
    use stratagem::shell::figures::MarkFigures;
    let app = stratagem::app::headless_app(None);
    let figures = app.world().resource::<MarkFigures>();
    for entry in &stratagem::games::catalog().games {
        let figure = figures.of(entry.id).unwrap_or_else(|| panic!("{} has no figures", entry.id));
        let sketch = (entry.sketch)(&entry.default_setup()).expect("a default picture");
        let marks = entry.pieces.iter().map(|(m, _)| m).chain(sketch.pieces.iter().map(|(_, m)| m));
        for mark in marks {
            let flag = entry.id == "robots" && mark.seat.is_none();
            assert_eq!(figure(mark).is_some(), !flag, "{}: {mark:?}", entry.id);
        }
        let figured = sketch.pieces.iter().filter(|(_, m)| figure(m).is_some()).count();
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            stratagem::shell::sketch::paint(ui, &sketch, &entry.seat_colours, Some(figure), egui::vec2(300.0, 300.0));
        });
        // The font atlas, which a renderer would take.
        output.textures_delta.clear();
        let triangles: usize = output
            .shapes
            .iter()
            .map(|clipped| match &clipped.shape {
                egui::Shape::Mesh(mesh) => mesh.indices.len() / 3,
                _ => 0,
            })
            .sum();
        assert!(triangles >= 20 * figured, "{}: {triangles} triangles for {figured} figures", entry.id);
    }
}
