//! Ctrl-C handling: a process-wide flag set by a SIGINT handler.
//!
//! The handler only stores to an atomic (async-signal-safe). The runner polls the flag,
//! kills running tests and returns [`crate::runner::Stop::Interrupted`]; the caller
//! then writes the best result so far and exits with status 130.

use std::sync::atomic::{AtomicBool, Ordering};

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_sigint(_sig: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Installs the SIGINT handler that sets the interrupt flag.
///
/// Test scripts run in their own process groups, so a terminal's Ctrl-C reaches only the
/// reducer, which then kills them itself. Returns the OS error if `sigaction` fails.
pub fn install_sigint_handler() -> std::io::Result<()> {
    // SAFETY: a zeroed sigaction is a valid starting value; the handler is
    // async-signal-safe (one atomic store).
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_sigint as extern "C" fn(libc::c_int) as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        if libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut()) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
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
    INTERRUPTED.store(false, Ordering::SeqCst);
}
