//! Ctrl+C (and SIGTERM, what service managers and `docker stop` send) as a flag that
//! long-running loops watch: the arena, the tournament, the analysis and the server stop
//! cleanly at the first one.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
#[cfg(unix)]
use std::sync::atomic::{AtomicPtr, Ordering};

/// Ctrl+C for the commands that run as long as they are asked to (`arena`, `tournament`,
/// `analyse`): the first press sets the flag returned, which their searches and loops watch, so
/// they stop, print what they have and exit with status 130; a second press ends the process
/// at once. Records and CSV lines are written whole, so either way no file is left half done.
pub fn stop_on_ctrl_c() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        /// The flag the handler sets: a pointer, as a signal handler may only touch atomics.
        static FLAG: AtomicPtr<AtomicBool> = AtomicPtr::new(std::ptr::null_mut());
        extern "C" fn on_interrupt(_: libc::c_int) {
            let flag = FLAG.load(Ordering::Acquire);
            // SAFETY: FLAG is null or a leaked `Arc`'s flag, alive until the process ends;
            // storing to an atomic and `signal` are async-signal-safe.
            unsafe {
                if let Some(flag) = flag.as_ref() {
                    flag.store(true, Ordering::Relaxed);
                }
                libc::signal(libc::SIGINT, libc::SIG_DFL);
                libc::signal(libc::SIGTERM, libc::SIG_DFL);
            }
        }
        // Leaked on purpose: the handler may read it until the process ends.
        FLAG.store(Arc::into_raw(stop.clone()).cast_mut(), Ordering::Release);
        // SAFETY: installs a handler that only stores to an atomic and resets itself.
        unsafe {
            let handler = on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
            libc::signal(libc::SIGINT, handler);
            libc::signal(libc::SIGTERM, handler);
        }
    }
    stop
}
