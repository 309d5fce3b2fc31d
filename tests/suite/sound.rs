//! Sound: each move's cue comes from what the rules say it caused, the effects are well-formed
//! WAV, the app plays them at the chosen volume or not at all when muted, and with no audio
//! device (as here and in CI) nothing fails and nothing piles up.

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;
use stratagem::ai::random_move;
use stratagem::app::headless_app;
use stratagem::core::assets::MapPreset;
use stratagem::core::{Game, Outcome, Seat, Step};
use stratagem::games::kings::Kings;
use stratagem::games::provinces::{PMove, Provinces, Rules};
use stratagem::games::robots::Robots;
use stratagem::games::tictactoe::{Cell, TicTacToe};
use stratagem::session::cue::end_cue;
use stratagem::session::{Controller, Cue, PlayableGame};
use stratagem::shell::sound::{PlaySound, SoundLevel, Sounding};
use stratagem::shell::synth::{RATE, samples, seconds, wav};
use stratagem::shell::{Match, MoveRequest, Pace};

#[test]
fn every_effect_is_short_loud_enough_and_never_clips() {
    for cue in Cue::ALL {
        let s = samples(cue);
        let length = s.len() as f32 / RATE as f32;
        assert!((0.02..=1.2).contains(&length), "{cue:?} lasts {length} s");
        assert!((seconds(cue) - length).abs() < 0.01, "{cue:?}: its clock matches its samples");
        let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        assert!(peak > 0.1 && peak <= 1.0, "{cue:?} peaks at {peak}");
    }
    assert_ne!(samples(Cue::Win), samples(Cue::Loss));
}

#[test]
fn effects_are_16_bit_mono_wav() {
    let s = samples(Cue::Move);
    let bytes = wav(&s);
    assert_eq!(&bytes[0..4], b"RIFF");
    assert_eq!(&bytes[8..16], b"WAVEfmt ");
    let u32_at = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().unwrap());
    let u16_at = |i: usize| u16::from_le_bytes(bytes[i..i + 2].try_into().unwrap());
    assert_eq!(u32_at(4) as usize, bytes.len() - 8, "the RIFF size");
    assert_eq!((u16_at(20), u16_at(22), u32_at(24), u16_at(34)), (1, 1, RATE, 16), "PCM, mono, 16-bit");
    assert_eq!(&bytes[36..40], b"data");
    assert_eq!(u32_at(40) as usize, s.len() * 2);
}

/// Random Provinces games until each kind of news has been heard, checking each move's cue
/// against what it did.
#[test]
fn provinces_moves_sound_as_what_they_did() {
    let preset = stratagem::games::provinces::preset::Preset::find("small-42").unwrap();
    let mut heard = std::collections::HashSet::new();
    for seed in 0..40u64 {
        let mut state = preset.start(Rules::default());
        for ply in 0..600u64 {
            let Some(mv) = random_move(&state, seed * 1000 + ply) else { break };
            let steps = state.play(mv);
            let cue = Provinces::cue(&steps).expect("every Provinces move sounds");
            let has = |f: fn(&Step) -> bool| steps.iter().any(f);
            let cut = has(
                |s| matches!(s, Step::Destroyed { why, .. } if why.key() != Some(stratagem::games::provinces::rules::INVADED)),
            );
            let captured = has(|s| matches!(s, Step::Captured { .. } | Step::Destroyed { .. }));
            let expected = if cut {
                Cue::ProvinceLost
            } else if captured {
                Cue::Capture
            } else if has(|s| matches!(s, Step::Merged { .. })) {
                Cue::Merge
            } else if matches!(mv, PMove::Buy { .. }) {
                Cue::Purchase
            } else {
                Cue::Move
            };
            assert_eq!(cue, expected, "seed {seed} ply {ply}: {steps:?}");
            heard.insert(cue);
            if state.outcome().is_some() {
                break;
            }
        }
    }
    for cue in [Cue::Move, Cue::Capture, Cue::Purchase, Cue::Merge, Cue::ProvinceLost] {
        assert!(heard.contains(&cue), "random games never sounded {cue:?}: heard {heard:?}");
    }
}

#[test]
fn kings_captures_sound_as_captures_and_robot_programs_as_cards() {
    let preset = stratagem::games::kings::preset::Preset::find("default").unwrap();
    let mut state = preset.start(Seat(0), 50);
    let mut heard = Vec::new();
    for ply in 0..400 {
        let Some(mv) = random_move(&state, ply) else { break };
        let steps = state.play(mv);
        let captured = steps.iter().any(|s| matches!(s, Step::Captured { .. }));
        let cue = Kings::cue(&steps).unwrap();
        assert_eq!(cue, if captured { Cue::Capture } else { Cue::Move }, "{steps:?}");
        heard.push(cue);
        if state.outcome().is_some() {
            break;
        }
    }
    assert!(heard.contains(&Cue::Capture), "a random game of Kings & Pawns captures");

    let preset = stratagem::games::robots::preset::Preset::find("open").unwrap();
    let mut robots = preset.start(2, 5, 30).unwrap();
    let first = random_move(&robots, 1).unwrap();
    assert_eq!(Robots::cue(&robots.play(first)), Some(Cue::CardPlayed), "a program locked in");
    let second = random_move(&robots, 2).unwrap();
    let round = robots.play(second);
    assert!(round.iter().any(|s| matches!(s, Step::CardPlayed { .. })), "the last program runs the round");
    assert_eq!(Robots::cue(&round), None, "the round is sounded by its playback, beat by beat");
}

#[test]
fn the_end_sounds_as_won_or_lost_for_who_plays_here() {
    let red_wins = Outcome::Win { seat: Seat(0), reason: Default::default() };
    assert_eq!(end_cue(&red_wins, &[Seat(0)]), Cue::Win);
    assert_eq!(end_cue(&red_wins, &[Seat(1)]), Cue::Loss);
    assert_eq!(end_cue(&red_wins, &[Seat(0), Seat(1)]), Cue::Win, "two people at one machine: someone won");
    assert_eq!(end_cue(&red_wins, &[]), Cue::Win, "computers against each other");
    assert_eq!(end_cue(&Outcome::Draw { reason: Default::default() }, &[Seat(0)]), Cue::Draw);
    let ranking = Outcome::Ranking { places: vec![2, 1, 3], reason: Default::default() };
    assert_eq!(end_cue(&ranking, &[Seat(1)]), Cue::Win);
    assert_eq!(end_cue(&ranking, &[Seat(2)]), Cue::Loss);
}

/// The headless app with sound's assets but no audio output, as the window runs on a machine
/// without a device; on a clock that moves a tenth of a second a frame.
fn app_with_audio() -> App {
    let mut setup = stratagem::games::catalog().default_setup("tictactoe").unwrap();
    setup.seats = vec![Controller::Human, Controller::Human];
    let mut app = headless_app(Some(setup));
    app.init_asset::<AudioSource>()
        .insert_resource(Pace { spectate_delay: 0.0, reply_delay: 0.0, ..Pace::default() })
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)));
    app.update();
    app
}

fn play_cell(app: &mut App, row: usize, col: usize) {
    let game = app.world().resource::<Match<TicTacToe>>();
    let request = MoveRequest::<TicTacToe> {
        game: game.id,
        revision: game.revision,
        seat: game.state.to_move(),
        mv: Cell::at(row, col),
        note: None,
    };
    app.world_mut().write_message(request);
    app.update();
}

fn sounding(app: &mut App) -> Vec<(Cue, f32)> {
    let mut query = app.world_mut().query::<(&Sounding, &AudioPlayer, &PlaybackSettings)>();
    query
        .iter(app.world())
        .map(|(s, _, settings)| {
            let Volume::Linear(v) = settings.volume else { panic!("a linear volume") };
            (s.cue, v)
        })
        .collect()
}

#[test]
fn a_move_plays_its_effect_at_the_volume_and_the_win_its_fanfare() {
    let mut app = app_with_audio();
    app.world_mut().resource_mut::<SoundLevel>().volume = 0.4;
    play_cell(&mut app, 1, 1);
    assert_eq!(sounding(&mut app), vec![(Cue::Move, 0.4)]);
    for (row, col) in [(0, 0), (1, 0), (0, 2), (1, 2)] {
        play_cell(&mut app, row, col);
    }
    assert!(app.world().resource::<Match<TicTacToe>>().state.outcome().is_some());
    assert!(sounding(&mut app).iter().any(|&(cue, _)| cue == Cue::Win), "x won with both seats human here");
}

#[test]
fn muted_or_silent_nothing_plays() {
    let mut app = app_with_audio();
    app.world_mut().resource_mut::<SoundLevel>().muted = true;
    play_cell(&mut app, 1, 1);
    assert!(sounding(&mut app).is_empty(), "muted");
    *app.world_mut().resource_mut::<SoundLevel>() = SoundLevel { volume: 0.0, muted: false };
    play_cell(&mut app, 0, 0);
    assert!(sounding(&mut app).is_empty(), "volume 0");
}

/// With no audio device every effect still ends, so a long game leaves nothing behind; a
/// flood of cues plays a few at a time.
#[test]
fn without_an_audio_device_effects_end_on_their_own_and_never_pile_up() {
    let mut app = app_with_audio();
    for _ in 0..50 {
        app.world_mut().write_message(PlaySound(Cue::Capture));
    }
    app.update();
    let playing = sounding(&mut app).len();
    assert!((1..=6).contains(&playing), "{playing} at once");
    for _ in 0..30 {
        app.update();
    }
    assert!(sounding(&mut app).is_empty(), "every effect ended within three seconds");
}

#[test]
fn m_mutes_and_unmutes_during_a_game() {
    let mut app = app_with_audio();
    app.init_resource::<ButtonInput<KeyCode>>();
    // Without Bevy's input plugin nothing ends a frame's key presses, so the test does.
    let press_m = |app: &mut App| {
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::KeyM);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(KeyCode::KeyM);
        keys.clear();
    };
    press_m(&mut app);
    assert!(app.world().resource::<SoundLevel>().muted);
    play_cell(&mut app, 1, 1);
    assert!(sounding(&mut app).is_empty());
    press_m(&mut app);
    assert!(!app.world().resource::<SoundLevel>().muted);
    play_cell(&mut app, 0, 0);
    assert_eq!(sounding(&mut app).len(), 1);
}
