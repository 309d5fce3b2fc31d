//! Panics that a caller handles: a computer player's crash is caught and reported as its
//! forfeit, and the window's last-resort hook (`shell::crash`) stays quiet about those.

use std::cell::Cell;

thread_local! {
    /// Set while a caller that catches panics runs: the panic hook leaves them to it.
    static CAUGHT: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f`, marking panics inside it as caught by the caller.
pub fn caught<T>(f: impl FnOnce() -> T) -> T {
    CAUGHT.with(|c| c.set(true));
    let out = f();
    CAUGHT.with(|c| c.set(false));
    out
}

/// Whether a panic now is one that a caller catches (see `caught`).
pub fn is_caught() -> bool {
    CAUGHT.with(Cell::get)
}

/// The message of a caught panic.
pub fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "an unexpected error".into())
}
