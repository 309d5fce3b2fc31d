//! The last line of defence in the window: a panic that nothing caught saves the game's record
//! next to the autosave and prints one line naming the file and how to report the bug; a
//! missing graphics device or display is one line saying what to install, not a backtrace.

use crate::core::panics::{is_caught, panic_text};
use crate::core::record::{Record, data_dir};
use std::sync::Mutex;

/// The record of the game in the window, kept current by the autosave.
static CURRENT: Mutex<Option<Record>> = Mutex::new(None);

/// Remembers the record to save if the program crashes.
pub fn remember(record: Record) {
    if let Ok(mut current) = CURRENT.lock() {
        *current = Some(record);
    }
}

/// Where Bevy's graphics stack gives up when there is no usable device.
const NO_GPU: [&str; 3] = ["Unable to find a GPU", "No suitable graphics adapter", "failed to create wgpu"];

/// Installs the hook for the windowed game.
pub fn install_hook() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if is_caught() {
            return;
        }
        let message = panic_text(info.payload());
        if NO_GPU.iter().any(|m| message.contains(m)) {
            eprintln!(
                "stratagem: no usable graphics device ({message}). Install a Vulkan driver (Linux: mesa-vulkan-drivers \
                 or your GPU vendor's), or update the graphics driver (Windows: DirectX 12 or Vulkan; macOS: Metal)."
            );
            std::process::exit(1);
        }
        default(info);
        let saved = CURRENT.lock().ok().and_then(|r| r.clone()).map(|record| {
            let path = data_dir().join(format!("crash-{}.ron", std::process::id()));
            record.write(&path).map(|()| path)
        });
        match saved {
            Some(Ok(path)) => eprintln!(
                "stratagem crashed; your game is saved in {} (continue it with `stratagem play --load` that file). \
                 Please report the bug with that file and the message above attached.",
                path.display()
            ),
            _ => eprintln!("stratagem crashed. Please report the bug with the message above."),
        }
    }));
}

/// Why a window cannot open here, when that can be told before trying.
pub fn display_problem() -> Option<String> {
    let unset = |name: &str| std::env::var_os(name).is_none_or(|v| v.is_empty());
    if cfg!(all(unix, not(target_os = "macos"))) && unset("DISPLAY") && unset("WAYLAND_DISPLAY") {
        return Some(
            "no display (neither WAYLAND_DISPLAY nor DISPLAY is set): run the game from a desktop session, or \
             under `xvfb-run` on a server. arena, moves, apply, analyse, replay --check and htn need no display."
                .into(),
        );
    }
    None
}
