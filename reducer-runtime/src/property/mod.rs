//! The property test: "is this candidate still interesting?".
//!
//! A [`Property`] is either an in-process closure ([`FnProperty`], for tools that embed
//! the reducer) or an external test script ([`ScriptProperty`]). Both report an
//! [`Outcome`] wrapped in a [`TestResult`] that also carries what is needed to explain a
//! failure (exit status, the end of stderr). A script's tests run in folders inside one
//! [`RunFolder`] per run, which is always removed (see `run_folder.rs`).

mod diagnose;
mod file_set;
mod interrupt;
mod original;
mod run_folder;
mod script;
mod script_error;

use std::process::ExitStatus;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use file_set::FileSet;
pub use interrupt::{
    clear_interrupt, install_sigint_handler, install_signal_handlers, interrupt_signal, interrupted, request_interrupt,
};
pub use original::{check_original, check_original_until, OriginalError};
pub use run_folder::{RunFolder, KEPT_MARKER, LOCK_FILE, RUN_FOLDER_PREFIX};
pub use script::{ScriptConfig, ScriptProperty, DEFAULT_TIMEOUT, LAUNCHER_GRACE};
pub use script_error::ScriptError;

/// What one run of the property said about one candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The candidate still shows the behaviour (script exit status 0).
    Interesting,
    /// The candidate lost the behaviour (any other exit status, or killed by a signal).
    NotInteresting,
    /// The test ran longer than its time limit and was killed; counts as not interesting.
    TimedOut,
    /// The test was stopped because its result is no longer needed (an earlier
    /// candidate won, or the user pressed Ctrl-C). Never cached.
    Cancelled,
    /// The test could not be run at all (temporary directory, spawn failure...).
    /// Counts as not interesting; the message is in [`TestResult::error`].
    Error,
}

impl Outcome {
    /// True only for [`Outcome::Interesting`].
    pub fn is_interesting(self) -> bool {
        self == Outcome::Interesting
    }
}

/// The full report of one property test.
#[derive(Clone, Debug)]
pub struct TestResult {
    /// The verdict.
    pub outcome: Outcome,
    /// Exit status of the script, when a script ran to completion.
    pub status: Option<ExitStatus>,
    /// The last bytes of the script's stderr (at most [`STDERR_TAIL`] bytes), lossily
    /// decoded; empty for closures.
    pub stderr_tail: String,
    /// Wall-clock time the test took.
    pub elapsed: Duration,
    /// Why the test could not run, for [`Outcome::Error`].
    pub error: Option<String>,
    /// The test directory, when it was kept (`--save-temps`).
    pub kept_dir: Option<std::path::PathBuf>,
}

/// How many bytes of stderr a [`TestResult`] keeps.
pub const STDERR_TAIL: usize = 4096;

impl TestResult {
    /// A result with only an outcome and a duration (used by closures).
    pub fn plain(outcome: Outcome, elapsed: Duration) -> TestResult {
        TestResult { outcome, status: None, stderr_tail: String::new(), elapsed, error: None, kept_dir: None }
    }

    /// One line describing how the test ended, for error messages.
    pub fn describe(&self) -> String {
        let mut s = match self.outcome {
            Outcome::Interesting => "interesting".to_string(),
            Outcome::NotInteresting => match self.status {
                Some(st) => format!("not interesting ({})", describe_status(st)),
                None => "not interesting".to_string(),
            },
            Outcome::TimedOut => format!("timed out after {:.1}s", self.elapsed.as_secs_f64()),
            Outcome::Cancelled => "cancelled".to_string(),
            Outcome::Error => format!("unable to run: {}", self.error.as_deref().unwrap_or("unknown error")),
        };
        if let Some(dir) = &self.kept_dir {
            s.push_str(&format!(" [test directory kept: {}]", dir.display()));
        }
        s
    }
}

/// "exit status 3" or "killed by signal 9".
pub fn describe_status(st: ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (st.code(), st.signal()) {
        (Some(c), _) => format!("exit status {c}"),
        (None, Some(sig)) => format!("killed by signal {sig}"),
        _ => format!("{st}"),
    }
}

/// Lets a running test learn that its result is no longer wanted.
///
/// A test is cancelled when its own flag is set, when its deadline (the runner's
/// `--max-time`) has passed, or when the process-wide interrupt flag ([`interrupted`])
/// is set by Ctrl-C.
#[derive(Debug, Default)]
pub struct Cancel {
    flag: AtomicBool,
    deadline: Option<Instant>,
}

impl Cancel {
    /// A fresh, not-cancelled token without deadline.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// A fresh token that also fires at `deadline`.
    pub fn with_deadline(deadline: Option<Instant>) -> Cancel {
        Cancel { flag: AtomicBool::new(false), deadline }
    }

    /// Asks the test using this token to stop.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::SeqCst);
    }

    /// True once [`Cancel::cancel`] was called, the deadline passed, or Ctrl-C was pressed.
    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::SeqCst) || interrupted() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// The user's "is it still interesting?" test.
///
/// `Sync` because the parallel runner calls `test` from several threads at once.
/// Implementations must be deterministic for the query cache and `--jobs` to be sound.
pub trait Property: Sync {
    /// Tests one candidate. Long-running implementations should poll `cancel` and return
    /// [`Outcome::Cancelled`] promptly once it is set.
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult;
}

/// An in-process property: a closure returning true for interesting candidates.
///
/// Closures cannot be interrupted, so `cancel` is only checked before the call.
pub struct FnProperty<F>(pub F);

impl<F> Property for FnProperty<F>
where
    F: Fn(&[u8]) -> bool + Sync,
{
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        let start = std::time::Instant::now();
        if cancel.is_cancelled() {
            return TestResult::plain(Outcome::Cancelled, start.elapsed());
        }
        let outcome = if (self.0)(candidate) { Outcome::Interesting } else { Outcome::NotInteresting };
        TestResult::plain(outcome, start.elapsed())
    }
}

impl<P: Property + ?Sized> Property for &P {
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        (**self).test(candidate, cancel)
    }
}

impl<P: Property + ?Sized> Property for Box<P> {
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        (**self).test(candidate, cancel)
    }
}
