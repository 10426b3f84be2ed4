//! Sanity check of the property on the original input, before any reduction.

use std::fmt;

use super::{Cancel, Outcome, Property, TestResult};

/// Why the reduction cannot start.
#[derive(Debug)]
pub enum OriginalError {
    /// The original is not interesting (twice in a row); the test's report is kept so the
    /// user sees its exit status and the end of its stderr.
    NotInteresting(Box<TestResult>),
    /// The two runs on the same original disagreed.
    Flaky {
        /// The first run.
        first: Box<TestResult>,
        /// The second run.
        second: Box<TestResult>,
    },
    /// The user pressed Ctrl-C (or sent SIGTERM/SIGHUP) during the check.
    Interrupted,
    /// The time budget (`--max-time`) ran out during the check.
    OutOfTime,
}

impl fmt::Display for OriginalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OriginalError::NotInteresting(r) if r.outcome == Outcome::Error => {
                write!(f, "the test could not run on the original input: ")?;
                write!(f, "{}", r.error.as_deref().unwrap_or("unknown error"))?;
                write_stderr(f, r)
            }
            OriginalError::NotInteresting(r) => {
                write!(f, "the original input is not interesting: the test was {}", r.describe())?;
                if r.outcome == Outcome::TimedOut {
                    write!(f, "\n  hint: raise --timeout")?;
                }
                write_stderr(f, r)
            }
            OriginalError::Flaky { first, second } => {
                write!(
                    f,
                    "the property is flaky: on the same original input the test was first {}, then {}",
                    first.describe(),
                    second.describe()
                )?;
                let noisy = if first.outcome.is_interesting() { second } else { first };
                write_stderr(f, noisy)
            }
            OriginalError::Interrupted => write!(f, "interrupted while testing the original input"),
            OriginalError::OutOfTime => {
                write!(f, "the time budget (--max-time) ran out while testing the original input (tested twice)")
            }
        }
    }
}

fn write_stderr(f: &mut fmt::Formatter<'_>, r: &TestResult) -> fmt::Result {
    let tail = r.stderr_tail.trim_end();
    if !tail.is_empty() {
        write!(f, "\n  end of the test's stderr:")?;
        for line in tail.lines() {
            write!(f, "\n  | {line}")?;
        }
    }
    Ok(())
}

impl std::error::Error for OriginalError {}

/// Tests the original twice. `Ok` when both runs say interesting; otherwise a clear error:
/// both not interesting (including timeouts and run errors) gives
/// [`OriginalError::NotInteresting`] with the first run's report, a disagreement gives
/// [`OriginalError::Flaky`].
pub fn check_original<P: Property + ?Sized>(property: &P, original: &[u8]) -> Result<(), OriginalError> {
    check_original_until(property, original, None)
}

/// [`check_original`] within a time budget: a test still running at `deadline` is
/// killed and the check ends with [`OriginalError::OutOfTime`].
pub fn check_original_until<P: Property + ?Sized>(
    property: &P,
    original: &[u8],
    deadline: Option<std::time::Instant>,
) -> Result<(), OriginalError> {
    let cancel = Cancel::with_deadline(deadline);
    let stopped = || {
        if super::interrupted() {
            OriginalError::Interrupted
        } else {
            OriginalError::OutOfTime
        }
    };
    let first = property.test(original, &cancel);
    if first.outcome == Outcome::Cancelled {
        return Err(stopped());
    }
    let second = property.test(original, &cancel);
    if second.outcome == Outcome::Cancelled {
        return Err(stopped());
    }
    match (first.outcome.is_interesting(), second.outcome.is_interesting()) {
        (true, true) => Ok(()),
        (false, false) => Err(OriginalError::NotInteresting(Box::new(first))),
        _ => Err(OriginalError::Flaky { first: Box::new(first), second: Box::new(second) }),
    }
}
