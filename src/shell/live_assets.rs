//! Presets and HTN domains through Bevy's asset system, each with its own loader. With the file
//! watcher on (the window turns it on), editing, adding or removing a file while the game runs
//! reaches the menu's preset list and the next AI decision without polling the disk. The maps
//! made in the editor are a second asset source (`user://`, the user's maps folder), listed
//! beside the shipped presets.

use super::GameCatalog;
use crate::ai::htn::Domain;
use crate::core::assets::{LoadError, asset_root, text_of, user_maps_root};
use crate::session::PlayableGame;
use bevy::asset::io::Reader;
use bevy::asset::io::{AssetSourceBuilder, AssetSourceId};
use bevy::asset::{AssetLoader, AssetPath, LoadContext, LoadedFolder};
use bevy::prelude::*;
use std::collections::{HashMap, HashSet};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where presets live under the asset folder: `maps/<game>/<id>.ron`.
const MAPS: &str = "maps";

/// The asset source of the user's maps: `user://<game>/<id>.ron`.
const USER: &str = "user";

/// Adds the user's maps folder as the `user://` asset source (made if missing, so it can be
/// watched). It must come before the asset plugin.
pub fn register_user_maps(app: &mut App) {
    let root = user_maps_root();
    let _ = std::fs::create_dir_all(&root);
    let root = std::path::absolute(&root).unwrap_or(root);
    app.register_asset_source(USER, AssetSourceBuilder::platform_default(&root.display().to_string(), None));
}

/// The asset system for our data files: the loaders, the preset lists and the HTN domains.
pub struct LiveAssetsPlugin;

impl Plugin for LiveAssetsPlugin {
    fn build(&self, app: &mut App) {
        app.init_asset::<PresetAsset>()
            .init_asset::<HtnDomainAsset>()
            .init_resource::<Presets>()
            .init_resource::<HtnDomains>()
            .add_systems(Startup, load_presets)
            .add_systems(PreUpdate, (presets_changed, domains_changed));
        let root = data_root(app);
        app.register_asset_loader(DataLoader::<PresetAsset>::new(root.clone())).register_asset_loader(DataLoader::<
            HtnDomainAsset,
        >::new(
            root
        ));
    }
}

/// The folder the asset server reads, as files are named in errors.
fn data_root(app: &App) -> PathBuf {
    app.world().get_resource::<DataRoot>().map_or_else(asset_root, |r| r.0.clone())
}

/// The asset folder, when it is not `asset_root()` (tests give the app one of their own).
#[derive(Resource, Clone, Debug)]
pub struct DataRoot(pub PathBuf);

/// The asset plugin reading `root`, watching its files for changes when `watch` is set.
/// Bevy reads a relative folder from beside the executable, not from the working directory
/// where `asset_root` found it, so the folder is made absolute first.
pub fn asset_plugin(root: &Path, watch: bool) -> AssetPlugin {
    let root = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    AssetPlugin {
        file_path: root.display().to_string(),
        watch_for_changes_override: Some(watch),
        meta_check: bevy::asset::AssetMetaCheck::Never,
        ..default()
    }
}

/// A data file as an asset: made from the file's text (or why it could not be read), so a
/// broken file still loads, as its error, and the menu or panel can say what is wrong.
trait DataFile: Asset {
    const EXTENSIONS: &'static [&'static str];
    /// `path` is the asset path under the asset folder, `file` the file as errors name it.
    fn from_text(path: &Path, file: &Path, text: Result<String, LoadError>) -> Self;
}

/// The one loader of our data files, whatever they become.
#[derive(TypePath)]
struct DataLoader<A> {
    root: PathBuf,
    /// The user's maps folder, where `user://` files are.
    user_root: PathBuf,
    kind: PhantomData<fn() -> A>,
}

impl<A: DataFile> DataLoader<A> {
    fn new(root: PathBuf) -> Self {
        DataLoader { root, user_root: user_maps_root(), kind: PhantomData }
    }
}

impl<A: DataFile> AssetLoader for DataLoader<A> {
    type Asset = A;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(&self, reader: &mut dyn Reader, _: &(), context: &mut LoadContext<'_>) -> Result<A, std::io::Error> {
        let path = context.path().path().to_path_buf();
        let user = context.path().source() == &AssetSourceId::Name(USER.into());
        let file = if user { self.user_root.join(&path) } else { self.root.join(&path) };
        // A user's map is `<game>/<id>.ron` in its source: named as a shipped one would be.
        let path = if user { Path::new(MAPS).join(&path) } else { path };
        let mut bytes = Vec::new();
        let text = match reader.read_to_end(&mut bytes).await {
            Ok(_) => text_of(bytes, &file),
            Err(e) => Err(LoadError::new(&file, format!("cannot read: {e}"))),
        };
        Ok(A::from_text(&path, &file, text))
    }

    fn extensions(&self) -> &[&str] {
        A::EXTENSIONS
    }
}

/// One preset file: its game (the folder), its id (the file stem) and its text, or why it
/// cannot be read. Each game's own reader checks the text (`CatalogEntry::read_preset`).
#[derive(Asset, TypePath, Debug)]
pub struct PresetAsset {
    pub game: String,
    pub id: String,
    pub file: PathBuf,
    pub text: Result<String, LoadError>,
}

impl DataFile for PresetAsset {
    const EXTENSIONS: &'static [&'static str] = &["ron"];

    fn from_text(path: &Path, file: &Path, text: Result<String, LoadError>) -> Self {
        let name = |p: Option<&std::ffi::OsStr>| p.map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        PresetAsset {
            game: name(path.parent().and_then(Path::file_name)),
            id: name(path.file_stem()),
            file: file.to_path_buf(),
            text,
        }
    }
}

/// Every game's presets as the asset server last read them: (id, name) or the file's error, the
/// shipped ones in file-name order, then the user's maps. `revision` goes up whenever a list
/// changes.
#[derive(Resource, Default)]
pub struct Presets {
    folder: Handle<LoadedFolder>,
    user_folder: Handle<LoadedFolder>,
    lists: HashMap<String, Vec<Result<(String, String), LoadError>>>,
    /// (game, id) of the maps from the user's folder.
    user: HashSet<(String, String)>,
    pub revision: u64,
}

impl Presets {
    /// A game's presets; `None` before the folder has loaded.
    pub fn of(&self, game: &str) -> Option<&[Result<(String, String), LoadError>]> {
        self.lists.get(game).map(Vec::as_slice).or((self.revision > 0).then_some(&[]))
    }

    /// Whether a game's preset is a map of the user's (made in the editor).
    pub fn is_user_map(&self, game: &str, id: &str) -> bool {
        self.user.contains(&(game.to_string(), id.to_string()))
    }
}

fn load_presets(server: Res<AssetServer>, mut presets: ResMut<Presets>) {
    presets.folder = server.load_folder(MAPS);
    presets.user_folder = server.load_folder(AssetPath::from(format!("{USER}://")));
}

/// Rebuilds the lists when the folder gains or loses a file or a preset's text changes.
fn presets_changed(
    mut folder_events: MessageReader<AssetEvent<LoadedFolder>>,
    mut preset_events: MessageReader<AssetEvent<PresetAsset>>,
    folders: Res<Assets<LoadedFolder>>,
    assets: Res<Assets<PresetAsset>>,
    catalog: Res<GameCatalog>,
    mut presets: ResMut<Presets>,
) {
    let folder_changed = folder_events.read().any(|e| {
        [&presets.folder, &presets.user_folder]
            .into_iter()
            .any(|f| e.is_loaded_with_dependencies(f) || e.is_modified(f))
    });
    let preset_changed = preset_events
        .read()
        .any(|e| matches!(e, AssetEvent::Modified { .. } | AssetEvent::LoadedWithDependencies { .. }));
    if !(folder_changed || preset_changed) {
        return;
    }
    let Some(folder) = folders.get(&presets.folder) else { return };
    let user_files = folders.get(&presets.user_folder).map_or(&[][..], |f| f.handles.as_slice());
    // Sorted by (the user's maps after the shipped ones, id).
    let mut lists: HashMap<String, Vec<((bool, String), Result<(String, String), LoadError>)>> = HashMap::new();
    let mut user = HashSet::new();
    for (is_user, handle) in folder.handles.iter().map(|h| (false, h)).chain(user_files.iter().map(|h| (true, h))) {
        let Some(preset) = handle.clone().try_typed::<PresetAsset>().ok().and_then(|h| assets.get(&h)) else {
            continue;
        };
        let Some(read) = catalog.get(&preset.game).and_then(|g| g.read_preset) else { continue };
        let list = lists.entry(preset.game.clone()).or_default();
        // A user's map named like a shipped preset is not reached by that name: the shipped one is.
        if is_user && list.iter().any(|((u, id), _)| !u && *id == preset.id) {
            continue;
        }
        let entry =
            preset.text.clone().and_then(|text| read(&text, &preset.file)).map(|name| (preset.id.clone(), name));
        list.push(((is_user, preset.id.clone()), entry));
        if is_user {
            user.insert((preset.game.clone(), preset.id.clone()));
        }
    }
    presets.lists = lists
        .into_iter()
        .map(|(game, mut list)| {
            list.sort_by(|a, b| a.0.cmp(&b.0));
            (game, list.into_iter().map(|(_, p)| p).collect())
        })
        .collect();
    presets.user = user;
    presets.revision += 1;
}

/// A domain file, parsed, or its error as `file:line:column: problem`.
#[derive(Asset, TypePath, Debug)]
pub struct HtnDomainAsset(pub Result<Arc<Domain>, String>);

impl DataFile for HtnDomainAsset {
    const EXTENSIONS: &'static [&'static str] = &["htn"];

    fn from_text(_: &Path, file: &Path, text: Result<String, LoadError>) -> Self {
        HtnDomainAsset(text.map_err(|e| e.to_string()).and_then(|text| {
            Domain::parse(&file.display().to_string(), &text).map(Arc::new).map_err(|e| e.to_string())
        }))
    }
}

/// The HTN domains of the games that have one. An edit that does not parse leaves the
/// previous domain in use and reports its error.
#[derive(Resource, Default)]
pub struct HtnDomains {
    slots: Vec<DomainSlot>,
}

pub struct DomainSlot {
    pub game: &'static str,
    /// The domain file, `ai/<file>` under the asset folder.
    pub file: String,
    handle: Handle<HtnDomainAsset>,
    pub domain: Option<Arc<Domain>>,
    pub error: Option<String>,
}

impl DomainSlot {
    /// Still being read for the first time: its players wait rather than play without it.
    pub fn pending(&self) -> bool {
        self.domain.is_none() && self.error.is_none()
    }
}

impl HtnDomains {
    pub fn get(&self, game: &str) -> Option<&DomainSlot> {
        self.slots.iter().find(|s| s.game == game)
    }
}

/// Loads a game's HTN domain through the asset server, once the app runs.
pub fn load_domain<G: PlayableGame>(server: Res<AssetServer>, mut domains: ResMut<HtnDomains>) {
    let Some(file) = G::htn_domain() else { return };
    let file = format!("ai/{file}");
    domains.slots.retain(|s| s.game != G::ID);
    let handle = server.load(AssetPath::from(file.clone()));
    domains.slots.push(DomainSlot { game: G::ID, file, handle, domain: None, error: None });
}

fn domains_changed(
    mut events: MessageReader<AssetEvent<HtnDomainAsset>>,
    assets: Res<Assets<HtnDomainAsset>>,
    mut domains: ResMut<HtnDomains>,
    server: Res<AssetServer>,
    root: Option<Res<DataRoot>>,
) {
    for event in events.read() {
        let (AssetEvent::LoadedWithDependencies { id } | AssetEvent::Modified { id }) = *event else { continue };
        for slot in domains.slots.iter_mut().filter(|s| s.handle.id() == id) {
            match assets.get(id).map(|a| &a.0) {
                Some(Ok(domain)) => {
                    slot.domain = Some(domain.clone());
                    slot.error = None;
                }
                Some(Err(error)) => slot.error = Some(error.clone()),
                None => {}
            }
        }
    }
    // A domain file that cannot be opened at all fails to load rather than loading as an error.
    for slot in domains.slots.iter_mut().filter(|s| s.pending()) {
        if let Some(bevy::asset::LoadState::Failed(error)) = server.get_load_state(&slot.handle) {
            let root = root.as_ref().map_or_else(asset_root, |r| r.0.clone());
            slot.error = Some(format!("{}: cannot read: {error}", root.join(&slot.file).display()));
        }
    }
}
