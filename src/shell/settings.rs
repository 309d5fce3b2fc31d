//! Settings kept between runs in `settings.ron` in the platform's config folder (on Linux
//! `$XDG_CONFIG_HOME/stratagem/settings.ron`), written whenever a setting changes. A broken or
//! foreign file is kept aside (never overwritten) and the defaults are used, with a warning
//! that names the file.

use super::play::Pace;
use super::sound::SoundLevel;
use super::{CurrentSetup, GameCatalog};
use crate::core::Text;
use crate::core::assets::{SetAside, read_kept};
use crate::core::record::{Record, write_atomic};
use crate::session::Setup;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowPosition};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What the player chose, as written to the file.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The window's size and position in logical pixels.
    pub window: Option<WindowPlace>,
    /// Seconds between AI moves when only computers play.
    pub spectate_delay: f32,
    /// Seconds per move in the replay viewer.
    pub replay_delay: f32,
    /// How fast pieces move on the board: 1 normal, 0 no motion.
    pub animation: f32,
    /// Seconds the strongest player thinks for a hint.
    pub hint_time: f32,
    /// The panels' text size, 1.0 normal.
    pub text_size: f32,
    /// The sides' colours.
    pub palette: Palette,
    /// Sound effects' volume, 0 to 1.
    pub volume: f32,
    pub muted: bool,
    /// The language chosen in the menu (a folder of `assets/i18n`); `None` follows the system.
    pub language: Option<String>,
    /// The game the menu opens on.
    pub last_game: Option<String>,
    /// The last setup started of each game, as a record without moves.
    pub last_setups: BTreeMap<String, Record>,
    /// Whether the first start's offer of the tutorials was answered.
    pub tutorial_offered: bool,
    /// The games whose tutorial was played to the end.
    pub learnt: Vec<String>,
}

/// The sides' colours: each game's own, or one set that colour-blind players tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    Standard,
    ColourBlindSafe,
}

/// Okabe and Ito's colours, distinguishable with every common kind of colour blindness: blue,
/// orange, bluish green, vermillion.
pub const COLOUR_BLIND_SAFE: [Color; 4] = [
    Color::srgb(0.0, 0.447, 0.698),
    Color::srgb(0.902, 0.624, 0.0),
    Color::srgb(0.0, 0.620, 0.451),
    Color::srgb(0.835, 0.369, 0.0),
];

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowPlace {
    pub width: f32,
    pub height: f32,
    /// Where the window was put, once the platform has said.
    pub position: Option<(i32, i32)>,
}

impl Default for Settings {
    fn default() -> Self {
        let pace = Pace::default();
        Settings {
            window: None,
            spectate_delay: pace.spectate_delay,
            replay_delay: pace.replay_delay,
            animation: pace.animation,
            hint_time: pace.hint_time,
            text_size: 1.0,
            palette: Palette::Standard,
            volume: SoundLevel::default().volume,
            muted: false,
            language: None,
            last_game: None,
            last_setups: BTreeMap::new(),
            tutorial_offered: false,
            learnt: Vec::new(),
        }
    }
}

/// The settings file: `STRATAGEM_CONFIG` if set, else the platform's config folder.
pub fn settings_path() -> PathBuf {
    let dir = std::env::var_os("STRATAGEM_CONFIG").map(PathBuf::from).unwrap_or_else(|| {
        directories::ProjectDirs::from("", "", "stratagem")
            .map(|d| d.config_dir().to_path_buf())
            .unwrap_or_else(|| PathBuf::from("stratagem-config"))
    });
    dir.join("settings.ron")
}

/// Reads the settings; a missing file is the defaults. A file that cannot be used is moved
/// aside to `settings.ron.broken` (or `.broken-2`, …) and the warning says so.
pub fn load_settings(path: &Path) -> (Settings, Option<SetAside>) {
    match read_kept(path, Settings::check) {
        Ok(settings) => (settings.unwrap_or_default(), None),
        Err(aside) => (Settings::default(), Some(aside)),
    }
}

impl Settings {
    /// Values a hand-edited file may get wrong.
    fn check(&self) -> Result<(), Text> {
        let in_range = |name: &'static str, v: f32, lo: f32, hi: f32| {
            let out = Text::new("settings-out-of-range").with("field", name).with("min", lo.to_string());
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(out.with("max", hi.to_string()).with("value", v.to_string()))
            }
        };
        in_range("spectate_delay", self.spectate_delay, 0.0, 3.0)?;
        in_range("replay_delay", self.replay_delay, 0.05, 3.0)?;
        in_range("text_size", self.text_size, 0.75, 2.0)?;
        in_range("hint_time", self.hint_time, 0.2, 10.0)?;
        in_range("animation", self.animation, 0.0, 4.0)?;
        in_range("volume", self.volume, 0.0, 1.0)?;
        if let Some(w) = self.window {
            in_range("window.width", w.width, 320.0, 16384.0)?;
            in_range("window.height", w.height, 240.0, 16384.0)?;
        }
        Ok(())
    }
}

/// Why the settings file was not used, for the menu.
#[derive(Resource, Default, Debug)]
pub struct SettingsWarning(pub Option<SetAside>);

impl SettingsWarning {
    /// The warning in words: what was wrong and where the file went.
    pub fn text(&self) -> Option<Text> {
        let aside = self.0.as_ref()?;
        let problem = aside.problem.text();
        Some(match &aside.kept {
            Ok(kept) => Text::new("settings-broken").with("problem", problem).with("file", kept.display().to_string()),
            Err(error) => Text::new("settings-not-moved").with("problem", problem).with("error", error.as_str()),
        })
    }

    /// Whether the file that was not used is still there, so must not be written over.
    fn blocks_saving(&self) -> bool {
        self.0.as_ref().is_some_and(|aside| aside.kept.is_err())
    }
}

/// Where the settings are written; tests point it elsewhere.
#[derive(Resource, Debug, Clone)]
pub struct SettingsFile(pub PathBuf);

/// Loads the settings at start, applies them, and writes them whenever they change.
pub struct SettingsPlugin;

impl Plugin for SettingsPlugin {
    fn build(&self, app: &mut App) {
        let path = app.world().get_resource::<SettingsFile>().map_or_else(settings_path, |f| f.0.clone());
        let (settings, aside) = load_settings(&path);
        let warning = SettingsWarning(aside);
        if let Some(words) = warning.text() {
            warn!("{words}");
        }
        app.insert_resource(SettingsFile(path))
            .insert_resource(warning)
            .insert_resource(settings)
            .add_systems(Startup, apply_settings.before(super::default_setup))
            .add_systems(Update, (remember, save_settings).chain());
    }
}

/// Puts the saved choices in place: pace, sound, window, and the setup the menu opens with.
fn apply_settings(
    mut commands: Commands,
    settings: Res<Settings>,
    mut pace: ResMut<Pace>,
    mut sound: ResMut<SoundLevel>,
    catalog: Res<GameCatalog>,
    setup: Option<Res<CurrentSetup>>,
    mut window: Option<Single<&mut Window, With<PrimaryWindow>>>,
) {
    pace.spectate_delay = settings.spectate_delay;
    pace.replay_delay = settings.replay_delay;
    pace.animation = settings.animation;
    pace.hint_time = settings.hint_time;
    *sound = SoundLevel { volume: settings.volume, muted: settings.muted };
    if let (Some(place), Some(window)) = (settings.window, window.as_mut()) {
        window.resolution.set(place.width, place.height);
        if let Some((x, y)) = place.position {
            window.position = WindowPosition::At(IVec2::new(x, y));
        }
    }
    if setup.is_none()
        && let Some(game) = &settings.last_game
        && let Some(saved) = settings.last_setups.get(game)
        && let Ok(last) = Setup::from_record(saved, &catalog)
    {
        commands.insert_resource(CurrentSetup(last));
    }
}

/// Copies what the player changed into the settings.
fn remember(
    mut settings: ResMut<Settings>,
    pace: Res<Pace>,
    sound: Res<SoundLevel>,
    setup: Option<Res<CurrentSetup>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
) {
    let mut next = settings.clone();
    next.spectate_delay = pace.spectate_delay;
    next.replay_delay = pace.replay_delay;
    next.animation = pace.animation;
    next.hint_time = pace.hint_time;
    next.volume = sound.volume;
    next.muted = sound.muted;
    if let Some(setup) = setup.filter(|s| s.is_changed()) {
        next.last_game = Some(setup.game.to_string());
        next.last_setups.insert(setup.game.to_string(), setup.record(Vec::new()));
    }
    if let Some(window) = window {
        let position = match window.position {
            WindowPosition::At(at) => Some((at.x, at.y)),
            _ => settings.window.and_then(|w| w.position),
        };
        next.window = Some(WindowPlace { width: window.width(), height: window.height(), position });
    }
    if next != *settings {
        *settings = next;
    }
}

/// Writes the settings when they changed, unless the file there could not be moved aside.
fn save_settings(
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    warning: Res<SettingsWarning>,
    mut failed: Local<bool>,
) {
    let blocked = warning.blocks_saving();
    if !settings.is_changed() || blocked || *failed {
        return;
    }
    let text = ron::ser::to_string_pretty(&*settings, ron::ser::PrettyConfig::default().struct_names(false))
        .expect("settings are plain data");
    if let Err(error) = write_atomic(&file.0, text.as_bytes()) {
        warn!("settings not saved: {error}");
        *failed = true;
    }
}
