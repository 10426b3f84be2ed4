//! Ctrl-C, SIGTERM and SIGHUP handling: a process-wide flag set by a signal handler.
//!
//! The handler only stores to atomics (async-signal-safe). The runner polls the flag,
//! kills running tests (their directories are then removed) and returns
//! [`crate::runner::Stop::Interrupted`]; the caller then writes the best result so far
//! and exits with status 128 + the signal number (130, 143, 129).

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

static INTERRUPTED: AtomicBool = AtomicBool::new(false);
static SIGNAL: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_signal(sig: libc::c_int) {
    // The first signal names the exit status.
    let _ = SIGNAL.compare_exchange(0, sig, Ordering::SeqCst, Ordering::SeqCst);
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Installs the handler that sets the interrupt flag for SIGINT, SIGTERM and SIGHUP.
///
/// Test scripts run in their own process groups, so a terminal's Ctrl-C reaches only the
/// reducer, which then kills them itself. Returns the OS error if `sigaction` fails.
pub fn install_signal_handlers() -> std::io::Result<()> {
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: a zeroed sigaction is a valid starting value; the handler is
        // async-signal-safe (atomic stores only).
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            if libc::sigaction(sig, &action, std::ptr::null_mut()) != 0 {
                return Err(std::io::Error::last_os_error());
            }
        }
    }
    Ok(())
}

/// Same as [`install_signal_handlers`] (SIGTERM and SIGHUP are handled like SIGINT).
pub fn install_sigint_handler() -> std::io::Result<()> {
    install_signal_handlers()
}

/// The signal that set the interrupt flag (`None` when none did).
pub fn interrupt_signal() -> Option<i32> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s),
    }
}

/// True once Ctrl-C was pressed (or [`request_interrupt`] was called).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Sets the interrupt flag by hand (embedders, tests).
pub fn request_interrupt() {
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Clears the interrupt flag (embedders that reduce several inputs in one process).
pub fn clear_interrupt() {
    SIGNAL.store(0, Ordering::SeqCst);
    INTERRUPTED.store(false, Ordering::SeqCst);
}
