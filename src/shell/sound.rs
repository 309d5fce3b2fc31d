//! Sound: every applied move, the end of a game and each button click plays its cue at the
//! chosen volume, unless muted (M on the game screen). The effects come from `synth` at start.
//! A machine with no audio device (CI under Xvfb, a container) plays silently: the window leaves
//! Bevy's audio output out, since opening a missing device makes ALSA and its JACK and OSS
//! plugins print a screenful of errors; and each effect ends on its own clock whether or not a
//! device played it, so nothing piles up.

use super::play::{MoveApplied, PlaySet};
use super::{Match, Screen};
use crate::core::Seat;
use crate::session::cue::end_cue;
use crate::session::{Cue, PlayableGame};
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiOutput, EguiPostUpdateSet, egui};
use std::collections::HashMap;
use std::marker::PhantomData;

/// Asks for a cue to be played; moves and clicks write it, and so may a view (Robot Race plays
/// a round's events as its playback reaches them).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct PlaySound(pub Cue);

/// How loud, kept in the settings.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct SoundLevel {
    /// 0 to 1.
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundLevel {
    fn default() -> Self {
        SoundLevel { volume: 0.7, muted: false }
    }
}

impl SoundLevel {
    /// The volume an effect is played at, 0 when muted.
    pub fn gain(&self) -> f32 {
        if self.muted { 0.0 } else { self.volume.clamp(0.0, 1.0) }
    }
}

/// An effect being played, and when it is over whether or not a device played it.
#[derive(Component, Debug)]
pub struct Sounding {
    pub cue: Cue,
    ends: f32,
}

/// At most this many effects at once: a fast computer game does not become a roar.
const MAX_SOUNDING: usize = 6;

/// Plays what was asked this frame: after the moves, before the views' next frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SoundSet;

/// The effects, made once.
#[derive(Resource)]
struct Effects(HashMap<Cue, Handle<AudioSource>>);

/// Sound for the shell: cues from moves, game ends and clicks, the volume and the mute key.
/// Playing needs Bevy's `AudioPlugin` (in the window's default plugins); without it cues are
/// read and dropped.
pub struct SoundPlugin;

impl Plugin for SoundPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<PlaySound>()
            .init_resource::<SoundLevel>()
            .add_systems(Startup, make_effects)
            .add_systems(
                Update,
                (mute_key.run_if(in_state(Screen::Playing)), play, expire).chain().in_set(SoundSet).after(PlaySet),
            )
            .add_systems(PostUpdate, clicks.after(EguiPostUpdateSet::ProcessOutput));
    }
}

/// Whether this machine has somewhere to play sound. `STRATAGEM_SOUND=on` or `off` decides
/// (for an output this cannot see, such as an ALSA device set up in `~/.asoundrc`). Else on
/// Linux: a sound card, or a PulseAudio or PipeWire server (which may reach a device the
/// sandbox does not show); elsewhere the platform always offers a default output, or says
/// quietly that it has none.
pub fn audio_device_present() -> bool {
    match std::env::var("STRATAGEM_SOUND").as_deref() {
        Ok("on") => return true,
        Ok("off") => return false,
        _ => {}
    }
    #[cfg(target_os = "linux")]
    {
        let cards = std::fs::read_to_string("/proc/asound/cards")
            .is_ok_and(|c| !c.trim().is_empty() && !c.contains("no soundcards"));
        let server = std::env::var_os("XDG_RUNTIME_DIR")
            .map(std::path::PathBuf::from)
            .is_some_and(|dir| dir.join("pulse/native").exists() || dir.join("pipewire-0").exists());
        cards || server
    }
    #[cfg(not(target_os = "linux"))]
    {
        true
    }
}

fn make_effects(mut commands: Commands, sources: Option<ResMut<Assets<AudioSource>>>) {
    let Some(mut sources) = sources else {
        info!("No audio device: the game plays silently.");
        return;
    };
    let effects = Cue::ALL
        .into_iter()
        .map(|cue| {
            let bytes = super::synth::wav(&super::synth::samples(cue));
            (cue, sources.add(AudioSource { bytes: bytes.into() }))
        })
        .collect();
    commands.insert_resource(Effects(effects));
}

/// A game's move sounds: registered with the game, beside its match plugin.
pub struct GameSoundPlugin<G>(PhantomData<G>);

impl<G> Default for GameSoundPlugin<G> {
    fn default() -> Self {
        GameSoundPlugin(PhantomData)
    }
}

impl<G: PlayableGame> Plugin for GameSoundPlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, move_cues::<G>.after(PlaySet).before(SoundSet).run_if(resource_exists::<Match<G>>));
    }
}

/// The cue of each move this client applied; the move that ends the game sounds its end
/// instead, as won or lost for the people playing here.
fn move_cues<G: PlayableGame>(
    game: Res<Match<G>>,
    mut applied: MessageReader<MoveApplied<G>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    let Some(last) = applied.read().filter(|a| a.game == game.id).last() else { return };
    let cue = match game.state.outcome() {
        Some(outcome) => {
            let local: Vec<Seat> =
                (0..game.seats().len()).filter(|&i| game.seats()[i].is_human()).map(|i| Seat(i as u8)).collect();
            Some(end_cue(&outcome, &local))
        }
        None => G::cue(&last.steps),
    };
    if let Some(cue) = cue {
        sounds.write(PlaySound(cue));
    }
}

/// M mutes and unmutes, unless a text field has the keyboard.
fn mute_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut level: ResMut<SoundLevel>,
    mut contexts: Query<&mut EguiContext>,
) {
    let Some(keys) = keys else { return };
    let typing = contexts.iter_mut().any(|mut ctx| ctx.get_mut().egui_wants_keyboard_input());
    if keys.just_pressed(KeyCode::KeyM) && !typing {
        level.muted = !level.muted;
    }
}

/// A click on any button, checkbox, radio button or selectable label of the menus and panels.
fn clicks(outputs: Query<&EguiOutput, Changed<EguiOutput>>, mut sounds: MessageWriter<PlaySound>) {
    use egui::WidgetType;
    use egui::output::OutputEvent;
    let clicked = outputs.iter().flat_map(|o| &o.platform_output.events).any(|event| {
        matches!(event, OutputEvent::Clicked(info)
            if matches!(info.typ, WidgetType::Button | WidgetType::Checkbox | WidgetType::RadioButton
                | WidgetType::SelectableLabel | WidgetType::ComboBox))
    });
    if clicked {
        sounds.write(PlaySound(Cue::Click));
    }
}

fn play(
    mut commands: Commands,
    mut cues: MessageReader<PlaySound>,
    level: Res<SoundLevel>,
    effects: Option<Res<Effects>>,
    sounding: Query<(), With<Sounding>>,
    time: Res<Time>,
) {
    let gain = level.gain();
    let mut playing = sounding.iter().count();
    for &PlaySound(cue) in cues.read() {
        let Some(handle) = effects.as_ref().and_then(|e| e.0.get(&cue)) else { continue };
        if gain <= 0.0 || playing >= MAX_SOUNDING {
            continue;
        }
        playing += 1;
        commands.spawn((
            Sounding { cue, ends: time.elapsed_secs() + super::synth::seconds(cue) + 0.5 },
            AudioPlayer(handle.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(gain)),
        ));
    }
}

/// Ends effects whose time is up: Bevy despawns those a device played, this the rest.
fn expire(mut commands: Commands, sounding: Query<(Entity, &Sounding)>, time: Res<Time>) {
    for (entity, sound) in &sounding {
        if time.elapsed_secs() >= sound.ends {
            commands.entity(entity).despawn();
        }
    }
}
