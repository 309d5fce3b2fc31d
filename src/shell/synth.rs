//! The suite's sound effects, synthesised when the app starts: short tones, sweeps and noise
//! shaped by envelopes, written as 16-bit mono WAV for Bevy's audio. Nothing is downloaded or
//! shipped; changing a sound is changing a line here.

use crate::session::Cue;
use std::f32::consts::TAU;

pub const RATE: u32 = 22_050;

/// One voice of an effect: a tone gliding from one pitch to another (or noise), starting at
/// `at` seconds, for `length` seconds, with a sharp attack and an exponential decay.
#[derive(Clone, Copy)]
struct Voice {
    at: f32,
    length: f32,
    from_hz: f32,
    to_hz: f32,
    /// 0 a pure tone, 1 only noise.
    noise: f32,
    level: f32,
    /// How fast it fades: larger is shorter.
    decay: f32,
}

const fn tone(at: f32, length: f32, hz: f32, level: f32) -> Voice {
    Voice { at, length, from_hz: hz, to_hz: hz, noise: 0.0, level, decay: 6.0 }
}

const fn glide(at: f32, length: f32, from_hz: f32, to_hz: f32, level: f32) -> Voice {
    Voice { at, length, from_hz, to_hz, noise: 0.0, level, decay: 3.0 }
}

const fn noise(at: f32, length: f32, hz: f32, level: f32) -> Voice {
    Voice { at, length, from_hz: hz, to_hz: hz, noise: 1.0, level, decay: 12.0 }
}

/// The voices of each cue.
fn voices(cue: Cue) -> Vec<Voice> {
    match cue {
        // A wooden tock: a low tone that drops, with a little breath of noise.
        Cue::Move => vec![glide(0.0, 0.09, 420.0, 260.0, 0.5), noise(0.0, 0.03, 0.0, 0.15)],
        // A crack and a thud.
        Cue::Capture => vec![noise(0.0, 0.08, 0.0, 0.45), glide(0.0, 0.22, 180.0, 70.0, 0.6)],
        // Two bright coin notes.
        Cue::Purchase => vec![tone(0.0, 0.12, 1318.5, 0.35), tone(0.07, 0.25, 1975.5, 0.35)],
        // Rising: two becoming one.
        Cue::Merge => vec![glide(0.0, 0.2, 330.0, 660.0, 0.45), glide(0.05, 0.2, 495.0, 990.0, 0.2)],
        // Falling, slow: something lost.
        Cue::ProvinceLost => vec![glide(0.0, 0.5, 440.0, 150.0, 0.5), glide(0.0, 0.5, 445.0, 152.0, 0.3)],
        // A card flicked onto the table.
        Cue::CardPlayed => vec![noise(0.0, 0.05, 0.0, 0.35), tone(0.0, 0.04, 2400.0, 0.1)],
        // A bump.
        Cue::Pushed => vec![glide(0.0, 0.15, 140.0, 90.0, 0.6), noise(0.0, 0.04, 0.0, 0.25)],
        // A long falling whistle.
        Cue::Fell => vec![glide(0.0, 0.6, 1200.0, 120.0, 0.4)],
        // A major arpeggio.
        Cue::Win => vec![
            tone(0.0, 0.3, 523.3, 0.35),
            tone(0.12, 0.3, 659.3, 0.35),
            tone(0.24, 0.3, 784.0, 0.35),
            tone(0.36, 0.6, 1046.5, 0.4),
        ],
        // A minor fall.
        Cue::Loss => vec![tone(0.0, 0.35, 392.0, 0.35), tone(0.2, 0.35, 311.1, 0.35), tone(0.4, 0.7, 261.6, 0.4)],
        Cue::Draw => vec![tone(0.0, 0.3, 523.3, 0.3), tone(0.18, 0.5, 523.3, 0.3)],
        Cue::Click => vec![Voice { decay: 3.0, ..tone(0.0, 0.03, 1800.0, 0.5) }],
    }
}

/// A cue's samples at `RATE`, in -1..1.
pub fn samples(cue: Cue) -> Vec<f32> {
    let voices = voices(cue);
    let seconds = voices.iter().map(|v| v.at + v.length).fold(0.0, f32::max);
    let mut out = vec![0.0f32; (seconds * RATE as f32).ceil() as usize];
    // A fixed seed: the same noise every run.
    let mut seed = 0x9E37_79B9u32;
    for voice in voices {
        let start = (voice.at * RATE as f32) as usize;
        let count = (voice.length * RATE as f32) as usize;
        let mut phase = 0.0f32;
        for i in 0..count {
            let t = i as f32 / count as f32;
            let hz = voice.from_hz + (voice.to_hz - voice.from_hz) * t;
            phase = (phase + hz / RATE as f32).fract();
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let white = seed as f32 / u32::MAX as f32 * 2.0 - 1.0;
            let wave = (phase * TAU).sin() * (1.0 - voice.noise) + white * voice.noise;
            // A 4 ms attack so no sound starts with a click of its own.
            let attack = (i as f32 / (0.004 * RATE as f32)).min(1.0);
            let envelope = attack * (-voice.decay * t).exp() * (1.0 - t).min(1.0);
            if let Some(sample) = out.get_mut(start + i) {
                *sample += wave * envelope * voice.level;
            }
        }
    }
    for sample in &mut out {
        *sample = sample.clamp(-1.0, 1.0);
    }
    out
}

/// Samples as a 16-bit mono WAV file.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for sample in samples {
        out.extend_from_slice(&((sample * i16::MAX as f32) as i16).to_le_bytes());
    }
    out
}

/// How long a cue plays.
pub fn seconds(cue: Cue) -> f32 {
    voices(cue).iter().map(|v| v.at + v.length).fold(0.0, f32::max)
}
