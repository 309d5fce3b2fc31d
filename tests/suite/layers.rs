//! The house keeps its shape. The Bevy-free rooms are crates (`crates/`): each depends only on
//! crates of rooms below its own and on no Bevy crate, which the compiler then enforces. Inside
//! the app (`src/`) and inside each crate, no file uses a room above its own, and no files import
//! each other in a circle, except inside one game (a game's board may keep what its rules
//! compute). Read from the `crate::` and `super::` paths of the source (macros that name modules
//! are not followed) and from the crates' manifests.
//!
//! The rooms from the bottom up: `core`; `ai`, `gdl` and `i18n`; `session`; `shell`; `games`; `net`,
//! `tournament` and `ggp`; `cli` and `app`; `main` and `lib`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn layer(room: &str) -> Option<u8> {
    Some(match room {
        "core" => 0,
        "ai" | "gdl" | "i18n" => 1,
        "session" => 2,
        "shell" => 3,
        "games" => 4,
        "net" | "lobby" | "tournament" | "ggp" => 5,
        "cli" | "app" => 6,
        "main" | "lib" => 7,
        _ => return None,
    })
}

/// Every `.rs` file under `dir`, by its path relative to `src/` with `/` separators.
fn sources(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            out.insert(rel, std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// The source without comments and string literals, so paths in them do not count.
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if !escaped && c == '"' {
                        break;
                    }
                    escaped = !escaped && c == '\\';
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

/// The module path of a file: `shell/play.rs` is `[shell, play]`, `shell/mod.rs` is `[shell]`.
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file.trim_end_matches(".rs").split('/').map(String::from).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// The file that holds a module path: the longest prefix that is a file.
fn file_of(path: &[String], files: &BTreeMap<String, String>) -> Option<String> {
    (1..=path.len()).rev().find_map(|k| {
        let stem = path[..k].join("/");
        [format!("{stem}.rs"), format!("{stem}/mod.rs")].into_iter().find(|f| files.contains_key(f))
    })
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The files each file names through `crate::` and `super::` paths (one level of `{...}`).
fn imports(files: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges = BTreeMap::new();
    for (file, text) in files {
        let code = code_only(text);
        let me = module_of(file);
        let mut targets = BTreeSet::new();
        let bytes: Vec<char> = code.chars().collect();
        let mut i = 0;
        while i < bytes.len() {
            let rest: String = bytes[i..bytes.len().min(i + 6)].iter().collect();
            let starts_word = i == 0 || !is_word(bytes[i - 1]);
            if !(starts_word && (rest.starts_with("crate:") || rest.starts_with("super:"))) {
                i += 1;
                continue;
            }
            // Read `head::a::b` then an optional `::{x, y::z}` group.
            let mut j = i;
            let mut segments: Vec<String> = Vec::new();
            let mut word = String::new();
            while j < bytes.len() && (is_word(bytes[j]) || bytes[j] == ':') {
                if bytes[j] == ':' {
                    if !word.is_empty() {
                        segments.push(std::mem::take(&mut word));
                    }
                } else {
                    word.push(bytes[j]);
                }
                j += 1;
            }
            if !word.is_empty() {
                segments.push(word);
            }
            let mut group = Vec::new();
            if j < bytes.len() && bytes[j] == '{' && bytes[j - 1] == ':' {
                let close = bytes[j..].iter().position(|&c| c == '}').map_or(bytes.len(), |p| j + p);
                let inner: String = bytes[j + 1..close].iter().collect();
                group = inner
                    .split(',')
                    .map(|g| g.split(" as ").next().unwrap_or("").trim().to_string())
                    .filter(|g| !g.is_empty() && !g.contains('{'))
                    .collect();
                j = close;
            }
            let ups = segments.iter().take_while(|s| *s == "super").count();
            let base: Vec<String> = if segments.first().is_some_and(|s| s == "crate") {
                segments[1..].to_vec()
            } else {
                let parent = &me[..me.len().saturating_sub(ups)];
                parent.iter().cloned().chain(segments[ups..].iter().cloned()).collect()
            };
            let paths: Vec<Vec<String>> = if group.is_empty() {
                vec![base]
            } else {
                group.iter().map(|g| base.iter().cloned().chain(g.split("::").map(String::from)).collect()).collect()
            };
            for path in paths {
                let path: Vec<String> = path.into_iter().filter(|s| s != "self" && !s.is_empty()).collect();
                if let Some(target) = file_of(&path, files).filter(|t| t != file) {
                    targets.insert(target);
                }
            }
            i = j.max(i + 1);
        }
        edges.insert(file.clone(), targets);
    }
    edges
}

/// The strongly connected components of more than one file (Tarjan's algorithm).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for u in &w.edges[v] {
            if !w.index.contains_key(u.as_str()) {
                visit(w, u);
                let low = w.low[v].min(w.low[u.as_str()]);
                w.low.insert(v, low);
            } else if w.stack.contains(&u.as_str()) {
                let low = w.low[v].min(w.index[u.as_str()]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut component = Vec::new();
            while let Some(u) = w.stack.pop() {
                component.push(u.to_string());
                if u == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                w.found.push(component);
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for v in edges.keys() {
        if !walk.index.contains_key(v.as_str()) {
            visit(&mut walk, v);
        }
    }
    walk.found
}

fn room(file: &str) -> String {
    file.split('/').next().unwrap_or(file).trim_end_matches(".rs").to_string()
}

/// The room a crate of `crates/` is: its folder's name, or `games` for the games and their list.
fn crate_room(folder: &str) -> &str {
    match folder {
        "core" | "ai" | "gdl" | "i18n" | "session" | "net" | "lobby" | "tournament" | "ggp" | "cli" => folder,
        _ => "games",
    }
}

/// The crates a manifest depends on to build (its `[dependencies]` and target-specific ones,
/// not its dev- or build-dependencies).
fn dependencies(manifest: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut in_deps = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_deps = line == "[dependencies]" || (line.starts_with("[target.") && line.ends_with(".dependencies]"));
        } else if in_deps && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['.', '=', ' ']).next().unwrap_or("");
            names.push(name.trim_matches('"').to_string());
        }
    }
    names
}

#[test]
fn each_crate_builds_on_crates_below_it_and_without_bevy() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut problems = Vec::new();
    let mut seen = 0;
    for entry in std::fs::read_dir(&crates).unwrap().flatten() {
        let folder = entry.file_name().to_string_lossy().into_owned();
        let Ok(manifest) = std::fs::read_to_string(entry.path().join("Cargo.toml")) else { continue };
        seen += 1;
        let mine = layer(crate_room(&folder)).unwrap();
        for dep in dependencies(&manifest) {
            if dep.starts_with("bevy") || dep == "winit" {
                problems.push(format!("crates/{folder} depends on {dep}: its room builds without Bevy"));
            }
            let Some(other) = dep.strip_prefix("stratagem-") else { continue };
            let theirs = layer(crate_room(other)).unwrap();
            // A game builds on no other game: only the games' list (`crates/games`) depends
            // on crates of its own room. (`gdl` and `ai` share a layer: GDL uses the resolver.)
            let game_on_game = crate_room(other) == "games" && crate_room(&folder) == "games" && folder != "games";
            if theirs > mine || game_on_game {
                problems.push(format!("upward or sideways: crates/{folder} -> crates/{other}"));
            }
        }
    }
    assert!(seen >= 13, "the reader finds the crates ({seen})");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Dependencies build at opt-level 1 and our crates at 2 (the root manifest lists each): a new
/// crate left off the list would run its searches at 1 without anyone noticing.
#[test]
fn every_crate_of_ours_builds_at_opt_level_2() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let optimised: BTreeSet<&str> = manifest
        .lines()
        .filter(|line| line.replace(' ', "").ends_with("{opt-level=2}"))
        .filter_map(|line| line.split('=').next())
        .map(str::trim)
        .collect();
    let mut ours = vec!["stratagem".to_string()];
    for entry in std::fs::read_dir(root.join("crates")).unwrap().flatten() {
        let Ok(text) = std::fs::read_to_string(entry.path().join("Cargo.toml")) else { continue };
        let name = text.lines().find_map(|l| l.trim().strip_prefix("name = ")).unwrap_or("").trim_matches('"');
        ours.push(name.to_string());
    }
    assert!(ours.len() >= 14, "the reader finds the crates: {ours:?}");
    let missing: Vec<&String> = ours.iter().filter(|name| !optimised.contains(name.as_str())).collect();
    assert!(missing.is_empty(), "not at opt-level 2 in Cargo.toml's [profile.dev.package]: {missing:?}");
}

#[test]
fn no_file_of_a_crate_imports_in_a_circle_except_inside_a_game() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut problems = Vec::new();
    for entry in std::fs::read_dir(&crates).unwrap().flatten() {
        let folder = entry.file_name().to_string_lossy().into_owned();
        let root = entry.path().join("src");
        if crate_room(&folder) == "games" || !root.is_dir() {
            continue;
        }
        let mut files = BTreeMap::new();
        sources(&root, &root, &mut files);
        for circle in circles(&imports(&files)) {
            problems.push(format!("circle in crates/{folder}: {}", circle.join(", ")));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
#[cfg_attr(windows, ignore = "the same logic as on Linux, where it runs; under Wine it takes minutes")]
fn no_room_imports_a_room_above_it_and_no_files_import_in_a_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    sources(&root, &root, &mut files);
    let edges = imports(&files);
    assert!(
        edges["shell/play.rs"].contains("shell/live_assets.rs"),
        "the reader finds imports: {:?}",
        edges["shell/play.rs"]
    );
    let mut problems = Vec::new();
    for (file, targets) in &edges {
        let Some(mine) = layer(&room(file)) else {
            problems.push(format!("{file}: room '{}' is not in the layer list", room(file)));
            continue;
        };
        for target in targets {
            if layer(&room(target)).is_some_and(|theirs| theirs > mine) {
                problems.push(format!("upward: {file} -> {target}"));
            }
        }
    }
    let game_folder = |f: &str| f.starts_with("games/") && f.matches('/').count() >= 2;
    let folder = |f: &str| f.rsplit_once('/').map_or("", |(dir, _)| dir).to_string();
    for circle in circles(&edges) {
        let one_game = circle.iter().all(|f| game_folder(f) && folder(f) == folder(&circle[0]));
        if !one_game {
            problems.push(format!("circle: {}", circle.join(", ")));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The reader sees through comments, strings, groups and `super::super`, and finds circles.
#[test]
fn the_import_reader_finds_paths_and_circles() {
    let files: BTreeMap<String, String> = [
        ("a/mod.rs", "use crate::b::{x::Y, z as Z}; // crate::c::gone\n"),
        ("b/x.rs", "fn f() { let _ = \"crate::c\"; super::super::a::run(); }"),
        ("b/z.rs", "use super::x::Thing;"),
        ("b/mod.rs", ""),
        ("c.rs", "/* crate::a */"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_string(), t.to_string()))
    .collect();
    let edges = imports(&files);
    let set = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(edges["a/mod.rs"], set(&["b/x.rs", "b/z.rs"]));
    assert_eq!(edges["b/x.rs"], set(&["a/mod.rs"]));
    assert_eq!(edges["b/z.rs"], set(&["b/x.rs"]));
    assert_eq!(edges["c.rs"], set(&[]));
    assert_eq!(circles(&edges), vec![vec!["a/mod.rs".to_string(), "b/x.rs".into(), "b/z.rs".into()]]);
}
