//! Provinces in the map editor: a grid of sea and land with owners and things, a treasury per
//! province, written back as the preset's rows of two-letter tokens. Problems come from the
//! preset reader itself (`Preset::parse`).

use super::generator;
use super::map::{MAX_SIDE, Map, Topology};
use super::preset::{MAX_NUMBER, Preset, PresetFile};
use super::rules::{Side, Thing};
use std::path::Path;
use stratagem_core::assets::{LoadError, parse_ron, quote};
use stratagem_core::{Text, Tile};
use stratagem_session::editor::{EditorKind, MapEditor, Tool, capitalised, in_range};
use stratagem_session::sketch::{Mark, Rgb, Sketch, TileShape};

/// What the editor makes and opens.
pub const EDITOR: EditorKind = EditorKind { new_map, open, check };

fn check(text: &str, path: &Path) -> Result<(), LoadError> {
    Preset::parse(text, path).map(drop)
}

/// A tile: sea, or land with its owner and what stands there (a draft may put a thing on
/// neutral land; the preset reader then names the tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Sea,
    Land(Option<Side>, Thing),
}

/// A Provinces map as its file holds it.
#[derive(Clone, Debug)]
pub struct ProvincesMap {
    name: String,
    topology: Topology,
    width: i32,
    height: i32,
    /// Row-major.
    cells: Vec<Cell>,
    /// A treasury per province, at one of its tiles (kept one per province after each change).
    money: Vec<(Tile, i64)>,
    to_move: Side,
    round: i64,
    conquests: [i64; 2],
}

/// A new map: two provinces of two tiles each on an island of neutral land.
fn new_map() -> Box<dyn MapEditor> {
    let (width, height) = (8, 6);
    let mut map = ProvincesMap {
        name: "New map".into(),
        topology: Topology::Hex,
        width,
        height,
        cells: vec![Cell::Land(None, Thing::Empty); (width * height) as usize],
        money: Vec::new(),
        to_move: Side::Red,
        round: 1,
        conquests: [0, 0],
    };
    for (x, y, side, thing) in [
        (1, 2, Side::Red, Thing::Peasant),
        (1, 3, Side::Red, Thing::Empty),
        (6, 2, Side::Blue, Thing::Peasant),
        (6, 3, Side::Blue, Thing::Empty),
    ] {
        map.cells[(y * width + x) as usize] = Cell::Land(Some(side), thing);
    }
    map.money = vec![((1, 2), 10), ((6, 2), 10)];
    map.settle_money();
    Box::new(map)
}

/// Reads preset text, drafts included; a generated map becomes its rows (seed 0 when the file
/// draws a map per game).
fn open(text: &str, path: &Path) -> Result<Box<dyn MapEditor>, LoadError> {
    let file: PresetFile = parse_ron(text, path)?;
    let fail = |problem: Text| LoadError::new(path, problem);
    let (cells, width, height, money) = match &file.generate {
        Some(g) if generator::SIZES.contains(&g.size) => {
            let layout = generator::generate(g.size, g.seed.unwrap_or(0), file.topology);
            let width = layout.land.first().map_or(0, Vec::len) as i32;
            let cells = layout
                .land
                .iter()
                .flatten()
                .zip(&layout.tiles)
                .map(|(&land, &(owner, thing))| if land { Cell::Land(owner, thing) } else { Cell::Sea })
                .collect();
            (cells, width, layout.land.len() as i32, layout.money)
        }
        Some(g) => return Err(fail(Text::new("provinces-map-generate-size").with("size", g.size))),
        None => {
            let rows: Vec<Vec<&str>> = file.rows.iter().map(|r| r.split_whitespace().collect()).collect();
            let width = rows.iter().map(Vec::len).max().unwrap_or(0);
            if rows.len() > MAX_SIDE as usize || width > MAX_SIDE as usize {
                return Err(fail(Text::new("map-too-large").with("max", MAX_SIDE)));
            }
            let mut cells = Vec::new();
            for (y, row) in rows.iter().enumerate() {
                for x in 0..width {
                    let cell = match row.get(x) {
                        Some(token) => read_token(token).map_err(|e| {
                            let at = Text::new("map-tile-token").with("x", x).with("y", y);
                            fail(at.with("token", quote(token)).with("problem", e))
                        })?,
                        None => Cell::Sea,
                    };
                    cells.push(cell);
                }
            }
            (cells, width as i32, rows.len() as i32, file.money)
        }
    };
    let conquests = file.conquests.map_or([0, 0], |c| [c.red, c.blue]);
    let mut map = ProvincesMap {
        name: file.name,
        topology: file.topology,
        width,
        height,
        cells,
        money,
        to_move: file.to_move.unwrap_or(Side::Red),
        round: file.round.unwrap_or(1),
        conquests,
    };
    map.settle_money();
    Ok(Box::new(map))
}

/// A tile token as the editor writes it: `~~`, or an owner (`.`, `r`, `b`) and a thing letter.
fn read_token(token: &str) -> Result<Cell, Text> {
    let mut chars = token.chars();
    let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(Text::new("provinces-map-token-length"));
    };
    let owner = match a {
        '~' => return Ok(Cell::Sea),
        '.' => None,
        'r' => Some(Side::Red),
        'b' => Some(Side::Blue),
        _ => return Err(Text::new("provinces-map-token-owner").with("letter", a.to_string())),
    };
    let thing =
        Thing::from_letter(b).ok_or_else(|| Text::new("provinces-map-token-content").with("letter", b.to_string()))?;
    Ok(Cell::Land(owner, thing))
}

/// The things a province can hold, as the palette lists them.
const THINGS: [Thing; 7] =
    [Thing::Peasant, Thing::Spearman, Thing::Baron, Thing::Knight, Thing::Farm, Thing::Tower, Thing::StrongTower];

const NEUTRAL: Rgb = Rgb(0.42, 0.46, 0.40);

impl ProvincesMap {
    fn index(&self, (x, y): Tile) -> Option<usize> {
        ((0..self.width).contains(&x) && (0..self.height).contains(&y)).then_some((y * self.width + x) as usize)
    }

    fn land_rows(&self) -> Vec<Vec<bool>> {
        self.cells.chunks(self.width.max(1) as usize).map(|r| r.iter().map(|c| *c != Cell::Sea).collect()).collect()
    }

    fn owner(&self, i: usize) -> Option<Side> {
        match self.cells[i] {
            Cell::Land(owner, _) => owner,
            Cell::Sea => None,
        }
    }

    /// Each province's tiles (connected land of one owner, as the rules connect it).
    fn provinces(&self) -> Vec<Vec<usize>> {
        let map = Map::new(self.topology, &self.land_rows());
        let mut seen = vec![false; self.cells.len()];
        let mut provinces = Vec::new();
        for start in 0..self.cells.len() {
            let Some(side) = self.owner(start) else { continue };
            if seen[start] {
                continue;
            }
            seen[start] = true;
            let mut tiles = vec![start];
            let mut next = 0;
            while let Some(&t) = tiles.get(next) {
                next += 1;
                for &n in map.neighbours(t as u16) {
                    let n = n as usize;
                    if !seen[n] && self.owner(n) == Some(side) {
                        seen[n] = true;
                        tiles.push(n);
                    }
                }
            }
            provinces.push(tiles);
        }
        provinces
    }

    fn xy(&self, i: usize) -> Tile {
        (i as i32 % self.width, i as i32 / self.width)
    }

    /// One treasury per province: entries in a province add up at its first entry, a province
    /// without one gets 0 coins at its first tile, and entries off provinces go.
    fn settle_money(&mut self) {
        let mut money = Vec::new();
        for province in self.provinces() {
            let inside: Vec<&(Tile, i64)> =
                self.money.iter().filter(|(at, _)| self.index(*at).is_some_and(|i| province.contains(&i))).collect();
            let at = inside.first().map_or(self.xy(province[0]), |e| e.0);
            // A file may hold any amounts: added without overflow, then kept in the game's range.
            let total = inside.iter().fold(0i64, |sum, e| sum.saturating_add(e.1));
            money.push((at, total.clamp(0, MAX_NUMBER)));
        }
        self.money = money;
    }
}

impl MapEditor for ProvincesMap {
    fn name(&self) -> &str {
        &self.name
    }

    fn set_name(&mut self, name: &str) {
        self.name = name.to_string();
    }

    fn tools(&self) -> Vec<Tool> {
        const UNITS: &str = "editor-group-units-buildings";
        let mut tools = vec![
            Tool::keyed("editor-group-tiles", "Sea", "provinces-tool-sea"),
            Tool::keyed("editor-group-tiles", "Land", "provinces-tool-land"),
            Tool::keyed("editor-group-tiles", "Red", "provinces-tool-red"),
            Tool::keyed("editor-group-tiles", "Blue", "provinces-tool-blue"),
        ];
        for thing in THINGS {
            let help = Text::new("provinces-tool-thing-help").with("thing", thing.text());
            tools.push(Tool::new(UNITS, capitalised(thing.name()), thing.text(), help));
        }
        tools.push(Tool::keyed(UNITS, "Remove", "provinces-tool-remove"));
        tools.push(Tool::keyed("editor-group-treasury", "Treasury", "provinces-tool-treasury"));
        tools.push(Tool::keyed("editor-group-map", "Hex", "provinces-tool-hex"));
        tools.push(Tool::keyed("editor-group-map", "Square8", "provinces-tool-square8"));
        tools
    }

    fn apply(&mut self, tool: &str, at: Tile) -> Result<(), Text> {
        match tool {
            "Hex" => self.topology = Topology::Hex,
            "Square8" => self.topology = Topology::Square8,
            _ => {
                let i = self.index(at).ok_or_else(|| Text::at("editor-off-map", at))?;
                let cell = &mut self.cells[i];
                let thing = match *cell {
                    Cell::Land(_, thing) => thing,
                    Cell::Sea => Thing::Empty,
                };
                *cell = match tool {
                    "Sea" => Cell::Sea,
                    "Land" => Cell::Land(None, Thing::Empty),
                    "Red" => Cell::Land(Some(Side::Red), thing),
                    "Blue" => Cell::Land(Some(Side::Blue), thing),
                    "Treasury" => *cell,
                    "Remove" => match *cell {
                        Cell::Land(owner, _) => Cell::Land(owner, Thing::Empty),
                        Cell::Sea => Cell::Sea,
                    },
                    _ => {
                        let thing = THINGS
                            .into_iter()
                            .find(|t| capitalised(t.name()) == tool)
                            .ok_or_else(|| Text::new("editor-no-tool").with("tool", quote(tool)))?;
                        match *cell {
                            Cell::Land(owner, _) => Cell::Land(owner, thing),
                            Cell::Sea => return Err(Text::at("provinces-tool-on-sea", at)),
                        }
                    }
                };
            }
        }
        self.settle_money();
        Ok(())
    }

    fn size(&self) -> (i32, i32) {
        (self.width, self.height)
    }

    fn resize(&mut self, width: i32, height: i32) -> Result<(), Text> {
        in_range("editor-width", width, 1, MAX_SIDE)?;
        in_range("editor-height", height, 1, MAX_SIDE)?;
        let mut cells = Vec::new();
        for y in 0..height {
            for x in 0..width {
                cells.push(self.index((x, y)).map_or(Cell::Sea, |i| self.cells[i]));
            }
        }
        (self.cells, self.width, self.height) = (cells, width, height);
        self.settle_money();
        Ok(())
    }

    fn shape(&self) -> TileShape {
        match self.topology {
            Topology::Hex => TileShape::Hex(1.0),
            Topology::Square8 => TileShape::Square(2.0),
        }
    }

    fn sketch(&self) -> Sketch {
        let colours = super::SEAT_COLOURS;
        let mut tiles = Vec::new();
        let mut pieces = Vec::new();
        for (i, cell) in self.cells.iter().enumerate() {
            let Cell::Land(owner, thing) = *cell else { continue };
            let colour = owner.map_or(NEUTRAL, |s| colours[s.seat().index()].mix(Rgb(0.25, 0.25, 0.28), 0.45));
            tiles.push((self.xy(i), colour));
            if thing != Thing::Empty {
                pieces.push((self.xy(i), Mark::new(None, thing.letter().to_string())));
            }
        }
        Sketch { shape: self.shape(), tiles, pieces }
    }

    /// Each province's treasury at the tile that keeps it.
    fn labels(&self) -> Vec<(Tile, String)> {
        self.money.iter().map(|&(at, coins)| (at, format!("${coins}"))).collect()
    }

    fn number_at(&self, at: Tile) -> Option<(Text, i64)> {
        let i = self.index(at)?;
        let province = self.provinces().into_iter().find(|p| p.contains(&i))?;
        let entry = self.money.iter().find(|(t, _)| self.index(*t).is_some_and(|j| province.contains(&j)))?;
        let side = self.owner(i)?;
        Some((Text::at("provinces-tool-coins", entry.0).with("side", side.text()), entry.1))
    }

    fn set_number_at(&mut self, at: Tile, value: i64) -> Result<(), Text> {
        if !(0..=MAX_NUMBER).contains(&value) {
            return Err(Text::new("provinces-tool-coins-range").with("max", MAX_NUMBER).with("value", value));
        }
        let i = self.index(at).ok_or_else(|| Text::at("editor-off-map", at))?;
        let province = self
            .provinces()
            .into_iter()
            .find(|p| p.contains(&i))
            .ok_or_else(|| Text::at("provinces-tool-no-province", at))?;
        let (width, height) = (self.width, self.height);
        for ((x, y), money) in &mut self.money {
            let inside = (0..width).contains(x) && (0..height).contains(y);
            if inside && province.contains(&((*y * width + *x) as usize)) {
                *money = value;
            }
        }
        Ok(())
    }

    fn text(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.width.max(1) as usize)
            .map(|row| {
                let tokens: Vec<String> = row
                    .iter()
                    .map(|cell| match *cell {
                        Cell::Sea => "~~".to_string(),
                        Cell::Land(owner, thing) => format!("{}{}", owner.map_or('.', Side::letter), thing.letter()),
                    })
                    .collect();
                format!("        {:?},", tokens.join(" "))
            })
            .collect();
        let money: Vec<String> = self.money.iter().map(|((x, y), m)| format!("(({x}, {y}), {m})")).collect();
        format!(
            "(\n    name: {:?},\n    topology: {:?},\n    rows: [\n{}\n    ],\n    money: [{}],\n    to_move: {:?},\n    round: {},\n    conquests: (red: {}, blue: {}),\n)\n",
            self.name,
            self.topology,
            rows.join("\n"),
            money.join(", "),
            self.to_move,
            self.round,
            self.conquests[0],
            self.conquests[1],
        )
    }
}
