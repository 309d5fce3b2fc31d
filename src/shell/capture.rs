//! `--screenshot FILE --after-moves N`: once N moves have been played (or the game ends), saves
//! the window as a PPM image and quits. This is the real-window check CI runs under Xvfb.

use super::play::MatchStatus;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use std::collections::HashSet;
use std::path::PathBuf;

#[derive(Resource, Debug, Clone)]
pub struct CaptureAfter {
    pub moves: usize,
    pub path: PathBuf,
}

/// Seconds to let the board render after the last move before capturing.
const SETTLE: f32 = 1.0;

pub struct CapturePlugin;

impl Plugin for CapturePlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, request_capture.run_if(resource_exists::<CaptureAfter>));
    }
}

fn request_capture(
    mut commands: Commands,
    capture: Res<CaptureAfter>,
    status: Res<MatchStatus>,
    time: Res<Time>,
    mut settled: Local<f32>,
    mut requested: Local<bool>,
) {
    let ready = status.moves_played >= capture.moves || status.outcome.is_some();
    if *requested || !ready {
        return;
    }
    *settled += time.delta_secs();
    if *settled < SETTLE {
        return;
    }
    *requested = true;
    let path = capture.path.clone();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            exit.write(match save_ppm(&captured.image, &path) {
                Ok(colours) if colours >= 8 => {
                    println!("screenshot {}: {colours} distinct colours", path.display());
                    AppExit::Success
                }
                Ok(colours) => {
                    eprintln!("screenshot {}: looks blank ({colours} distinct colours)", path.display());
                    AppExit::error()
                }
                Err(e) => {
                    eprintln!("screenshot {}: {e}", path.display());
                    AppExit::error()
                }
            });
        },
    );
}

/// Writes the image as binary PPM and returns how many distinct colours it has.
fn save_ppm(image: &Image, path: &PathBuf) -> Result<usize, String> {
    let rgb = image.clone().try_into_dynamic().map_err(|e| format!("cannot read the capture: {e:?}"))?.to_rgb8();
    let mut bytes = format!("P6\n{} {}\n255\n", rgb.width(), rgb.height()).into_bytes();
    bytes.extend_from_slice(rgb.as_raw());
    std::fs::write(path, bytes).map_err(|e| format!("cannot write: {e}"))?;
    Ok(rgb.pixels().map(|p| p.0).collect::<HashSet<_>>().len())
}
