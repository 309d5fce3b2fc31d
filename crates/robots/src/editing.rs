//! Robot Race in the map editor: floors (pits, gears, belts with their direction, curves and
//! express belts), walls on tile edges, the flags in order and the start docks, written back
//! in the preset format with the rows' tokens in columns. Problems come from the preset reader
//! itself (`Preset::parse`).

use super::board::{Dir, Floor, MAX_SIDE};
use super::preset::{MAX_FLAGS, Preset, PresetFile, entry_name, floor_text, parse_dir, parse_floor, split_tile};
use super::rules::MAX_ROBOTS;
use std::path::Path;
use stratagem_core::assets::{LoadError, parse_ron, quote};
use stratagem_core::{Text, Tile};
use stratagem_session::editor::{Arrow, EditorKind, MapEditor, Tool, in_range};
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

/// What the editor makes and opens.
pub const EDITOR: EditorKind = EditorKind { new_map, open, check };

fn check(text: &str, path: &Path) -> Result<(), LoadError> {
    Preset::parse(text, path).map(drop)
}

/// A Robot Race board as its file holds it.
#[derive(Clone, Debug)]
pub struct RobotsMap {
    name: String,
    width: i32,
    height: i32,
    /// Row-major.
    floors: Vec<Floor>,
    /// Row-major: a bit per edge (`1 << Dir::index()`), set on both sides of an inner edge.
    walls: Vec<u8>,
    /// Flag 1 first.
    flags: Vec<Tile>,
    /// The start docks and their facings.
    docks: Vec<(Tile, Dir)>,
    /// A position's fields, kept as the file gave them.
    position: Position,
}

/// The optional fields that make a board a position; the editor keeps them unchanged.
#[derive(Clone, Debug, Default)]
struct Position {
    hands: Vec<Vec<u16>>,
    at: Vec<String>,
    touched: Vec<u8>,
    round: u32,
}

/// A new board: 8 by 8 floor, two flags and two docks facing north.
fn new_map() -> Box<dyn MapEditor> {
    Box::new(RobotsMap {
        name: "New map".into(),
        width: 8,
        height: 8,
        floors: vec![Floor::Plain; 64],
        walls: vec![0; 64],
        flags: vec![(4, 1), (2, 4)],
        docks: vec![((2, 7), Dir::N), ((5, 7), Dir::N)],
        position: Position::default(),
    })
}

/// Reads preset text, drafts included (flags or docks off the board stay, for the reader to
/// name); walls off the board are left out.
fn open(text: &str, path: &Path) -> Result<Box<dyn MapEditor>, LoadError> {
    let file: PresetFile = parse_ron(text, path)?;
    let fail = |problem: Text| LoadError::new(path, problem);
    let rows: Vec<Vec<&str>> = file.rows.iter().map(|r| r.split_whitespace().collect()).collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    if rows.is_empty() || rows.len() > MAX_SIDE || width == 0 || width > MAX_SIDE {
        return Err(fail(Text::new("robots-map-size").with("max", MAX_SIDE)));
    }
    let mut floors = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for x in 0..width {
            let floor = row.get(x).map_or(Ok(Floor::Plain), |t| parse_floor(t));
            floors
                .push(floor.map_err(|e| fail(Text::at("map-tile-problem", (x as i32, y as i32)).with("problem", e)))?);
        }
    }
    let mut map = RobotsMap {
        name: file.name,
        width: width as i32,
        height: rows.len() as i32,
        walls: vec![0; floors.len()],
        floors,
        flags: file.flags,
        docks: Vec::new(),
        position: Position { hands: file.hands, at: file.at, touched: file.touched, round: file.round },
    };
    let entry = |key, i, text: &str, problem| {
        fail(Text::new("robots-map-entry").with("what", entry_name(key, i, text)).with("problem", problem))
    };
    for (i, text) in file.walls.iter().enumerate() {
        let what = |e| entry("robots-map-walls-entry", i, text, e);
        let (tile, dirs) = split_tile(text).map_err(what)?;
        for d in dirs {
            map.set_wall(tile, parse_dir(d).map_err(what)?, true);
        }
    }
    for (i, text) in file.robots.iter().enumerate() {
        let what = |e| entry("robots-map-robot", i, text, e);
        let (tile, dirs) = split_tile(text).map_err(what)?;
        let facing = dirs.first().map_or(Ok(Dir::N), |d| parse_dir(d)).map_err(what)?;
        map.docks.push((tile, facing));
    }
    Ok(Box::new(map))
}

const PLAIN: Rgb = Rgb(0.55, 0.57, 0.60);
const PIT: Rgb = Rgb(0.08, 0.08, 0.09);
const BELT: Rgb = Rgb(0.35, 0.50, 0.70);
const EXPRESS: Rgb = Rgb(0.80, 0.62, 0.22);
const GEAR: Rgb = Rgb(0.55, 0.42, 0.70);

/// A belt's palette name: `Belt E`, `Express N curve L`.
fn belt_tool(express: bool, dir: Dir, curve: Option<bool>) -> String {
    let curve = match curve {
        None => "",
        Some(false) => " curve L",
        Some(true) => " curve R",
    };
    format!("{} {}{curve}", if express { "Express" } else { "Belt" }, dir.letter())
}

/// Every belt the palette offers.
fn belts() -> impl Iterator<Item = Floor> {
    [false, true].into_iter().flat_map(|express| {
        [None, Some(false), Some(true)]
            .into_iter()
            .flat_map(move |curve| Dir::ALL.map(|dir| Floor::Belt { dir, express, curve }))
    })
}

/// A direction as the canvas writes it (the window's font has no arrows).
impl RobotsMap {
    fn index(&self, (x, y): Tile) -> Option<usize> {
        ((0..self.width).contains(&x) && (0..self.height).contains(&y)).then_some((y * self.width + x) as usize)
    }

    fn xy(&self, i: usize) -> Tile {
        (i as i32 % self.width, i as i32 / self.width)
    }

    /// Puts up or takes down the wall on an edge, seen from both its sides.
    fn set_wall(&mut self, at: Tile, dir: Dir, on: bool) {
        let (dx, dy) = dir.delta();
        for (tile, edge) in [(at, dir), ((at.0 + dx, at.1 + dy), dir.back())] {
            if let Some(i) = self.index(tile) {
                let bit = 1 << edge.index();
                self.walls[i] = if on { self.walls[i] | bit } else { self.walls[i] & !bit };
            }
        }
    }

    fn wall(&self, i: usize, dir: Dir) -> bool {
        self.walls[i] & (1 << dir.index()) != 0
    }

    /// Each wall once: from the first of its two tiles in row order.
    fn wall_list(&self) -> Vec<(usize, Vec<Dir>)> {
        let mut listed: Vec<(usize, Vec<Dir>)> = Vec::new();
        for i in 0..self.walls.len() {
            let (x, y) = self.xy(i);
            let dirs: Vec<Dir> = Dir::ALL
                .into_iter()
                .filter(|&d| self.wall(i, d))
                .filter(|&d| {
                    let (dx, dy) = d.delta();
                    let before = self.index((x + dx, y + dy)).filter(|&n| n < i);
                    before.is_none_or(|n| !listed.iter().any(|(t, ds)| *t == n && ds.contains(&d.back())))
                })
                .collect();
            if !dirs.is_empty() {
                listed.push((i, dirs));
            }
        }
        listed
    }
}

impl MapEditor for RobotsMap {
    fn name(&self) -> &str {
        &self.name
    }

    fn set_name(&mut self, name: &str) {
        self.name = name.to_string();
    }

    fn tools(&self) -> Vec<Tool> {
        const FLAGS: &str = "editor-group-flags-starts";
        let mut tools = vec![
            Tool::keyed("editor-group-floor", "Floor", "robots-tool-floor"),
            Tool::keyed("editor-group-floor", "Pit", "robots-tool-pit"),
            Tool::keyed("editor-group-floor", "Gear left", "robots-tool-gear-left"),
            Tool::keyed("editor-group-floor", "Gear right", "robots-tool-gear-right"),
        ];
        for belt in belts() {
            let Floor::Belt { dir, express, curve } = belt else { continue };
            let group = if express { "editor-group-express-belts" } else { "editor-group-belts" };
            let turn = curve.map_or("none", |right| if right { "R" } else { "L" });
            let belt = |key| {
                Text::new(key)
                    .with("express", if express { "yes" } else { "no" })
                    .with("dir", dir.letter().to_string())
                    .with("turn", turn)
            };
            tools.push(Tool::new(
                group,
                belt_tool(express, dir, curve),
                belt("robots-tool-belt"),
                belt("robots-tool-belt-help"),
            ));
        }
        for dir in Dir::ALL {
            let wall = |key| Text::new(key).with("dir", dir.letter().to_string());
            tools.push(Tool::new(
                "editor-group-walls",
                format!("Wall {}", dir.letter()),
                wall("robots-tool-wall"),
                wall("robots-tool-wall-help"),
            ));
        }
        tools.push(Tool::keyed(FLAGS, "Flag", "robots-tool-flag"));
        for dir in Dir::ALL {
            let start = |key| Text::new(key).with("dir", dir.letter().to_string());
            tools.push(Tool::new(
                FLAGS,
                format!("Start {}", dir.letter()),
                start("robots-tool-start"),
                start("robots-tool-start-help"),
            ));
        }
        tools.push(Tool::keyed(FLAGS, "Remove start", "robots-tool-remove-start"));
        tools
    }

    fn apply(&mut self, tool: &str, at: Tile) -> Result<(), Text> {
        let i = self.index(at).ok_or_else(|| Text::at("editor-off-map", at))?;
        let floor = match tool {
            "Floor" => Some(Floor::Plain),
            "Pit" => Some(Floor::Pit),
            "Gear left" => Some(Floor::Gear { right: false }),
            "Gear right" => Some(Floor::Gear { right: true }),
            _ => belts()
                .find(|b| matches!(*b, Floor::Belt { dir, express, curve } if belt_tool(express, dir, curve) == tool)),
        };
        if let Some(floor) = floor {
            self.floors[i] = floor;
            return Ok(());
        }
        let dir_of = |prefix: &str| tool.strip_prefix(prefix).and_then(|d| parse_dir(d).ok());
        if let Some(dir) = dir_of("Wall ") {
            self.set_wall(at, dir, !self.wall(i, dir));
        } else if let Some(dir) = dir_of("Start ") {
            match self.docks.iter().position(|d| d.0 == at) {
                Some(d) => self.docks[d].1 = dir,
                None if self.docks.len() >= MAX_ROBOTS => {
                    return Err(Text::new("robots-tool-too-many-starts").with("max", MAX_ROBOTS));
                }
                None => self.docks.push((at, dir)),
            }
        } else if tool == "Remove start" {
            self.docks.retain(|d| d.0 != at);
        } else if tool == "Flag" {
            match self.flags.iter().position(|&f| f == at) {
                Some(f) => {
                    self.flags.remove(f);
                }
                None if self.flags.len() >= MAX_FLAGS => {
                    return Err(Text::new("robots-tool-too-many-flags").with("max", MAX_FLAGS));
                }
                None => self.flags.push(at),
            }
        } else {
            return Err(Text::new("editor-no-tool").with("tool", quote(tool)));
        }
        Ok(())
    }

    fn size(&self) -> (i32, i32) {
        (self.width, self.height)
    }

    fn resize(&mut self, width: i32, height: i32) -> Result<(), Text> {
        in_range("editor-width", width, 1, MAX_SIDE as i32)?;
        in_range("editor-height", height, 1, MAX_SIDE as i32)?;
        let walls = self.wall_list();
        let old = self.clone();
        self.width = width;
        self.height = height;
        self.floors = vec![Floor::Plain; (width * height) as usize];
        self.walls = vec![0; self.floors.len()];
        for y in 0..height {
            for x in 0..width {
                if let (Some(from), Some(to)) = (old.index((x, y)), self.index((x, y))) {
                    self.floors[to] = old.floors[from];
                }
            }
        }
        for (i, dirs) in walls {
            for dir in dirs {
                let at = old.xy(i);
                if self.index(at).is_some() {
                    self.set_wall(at, dir, true);
                }
            }
        }
        let inside = |t: &Tile| (0..width).contains(&t.0) && (0..height).contains(&t.1);
        self.flags.retain(inside);
        self.docks.retain(|d| inside(&d.0));
        Ok(())
    }

    fn shape(&self) -> TileShape {
        TileShape::Square(2.0)
    }

    fn sketch(&self) -> Sketch {
        let tiles = (0..self.floors.len())
            .map(|i| {
                let colour = match self.floors[i] {
                    Floor::Plain => PLAIN,
                    Floor::Pit => PIT,
                    Floor::Belt { express: false, .. } => BELT,
                    Floor::Belt { express: true, .. } => EXPRESS,
                    Floor::Gear { .. } => GEAR,
                };
                (self.xy(i), colour)
            })
            .collect();
        let flags = self.flags.iter().enumerate().map(|(n, &at)| (at, Mark::new(None, (n + 1).to_string())));
        let docks =
            self.docks.iter().enumerate().map(|(n, &(at, dir))| (at, Mark::new(Some(n), dir.letter().to_string())));
        Sketch { shape: self.shape(), tiles, pieces: flags.chain(docks).collect() }
    }

    fn labels(&self) -> Vec<(Tile, String)> {
        (0..self.floors.len())
            .filter_map(|i| match self.floors[i] {
                Floor::Gear { right } => Some((self.xy(i), if right { "GR" } else { "GL" }.to_string())),
                _ => None,
            })
            .collect()
    }

    fn arrows(&self) -> Vec<Arrow> {
        (0..self.floors.len())
            .filter_map(|i| match self.floors[i] {
                Floor::Belt { dir, curve, express } => Some(Arrow {
                    at: self.xy(i),
                    towards: dir.letter(),
                    chevrons: if express { 2 } else { 1 },
                    turn: curve.map(|right| if right { 'R' } else { 'L' }),
                }),
                _ => None,
            })
            .collect()
    }

    fn walls(&self) -> Vec<(Tile, char)> {
        self.wall_list()
            .into_iter()
            .flat_map(|(i, dirs)| dirs.into_iter().map(move |d| (i, d.letter())))
            .map(|(i, d)| (self.xy(i), d))
            .collect()
    }

    fn text(&self) -> String {
        let tokens: Vec<String> = self.floors.iter().map(|&f| floor_text(f)).collect();
        let column = tokens.iter().map(String::len).max().unwrap_or(1);
        let rows: Vec<String> = tokens
            .chunks(self.width.max(1) as usize)
            .map(|row| {
                let line: Vec<String> = row.iter().map(|t| format!("{t:column$}")).collect();
                format!("        {:?},", line.join(" ").trim_end())
            })
            .collect();
        let walls: Vec<String> = self
            .wall_list()
            .into_iter()
            .map(|(i, dirs)| {
                let (x, y) = self.xy(i);
                let dirs: Vec<String> = dirs.iter().map(|d| d.letter().to_string()).collect();
                format!("({x},{y}) {}", dirs.join(" "))
            })
            .collect();
        let flags: Vec<String> = self.flags.iter().map(|(x, y)| format!("({x}, {y})")).collect();
        let docks: Vec<String> = self.docks.iter().map(|((x, y), d)| format!("({x},{y}) {}", d.letter())).collect();
        let mut text = format!(
            "(\n    name: {:?},\n    rows: [\n{}\n    ],\n    walls: {walls:?},\n    flags: [{}],\n    robots: {docks:?},\n",
            self.name,
            rows.join("\n"),
            flags.join(", "),
        );
        let p = &self.position;
        if !p.at.is_empty() {
            text += &format!("    at: {:?},\n", p.at);
        }
        if !p.touched.is_empty() {
            text += &format!("    touched: {:?},\n", p.touched);
        }
        if p.round > 0 {
            text += &format!("    round: {},\n", p.round);
        }
        if !p.hands.is_empty() {
            text += &format!("    hands: {:?},\n", p.hands);
        }
        text + ")\n"
    }
}
