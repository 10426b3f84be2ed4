//! Exit statuses of every command.

use std::process::ExitCode;

/// How a command ended; converts into the process exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// 0: done.
    Done,
    /// 1: the command could not run or could not write its result (the original is not
    /// interesting, the input does not parse, the script is unusable, a write failed).
    Failed,
    /// 2: usage error (bad option, colliding paths), found before any test.
    Usage,
    /// 3: the property is flaky: the final re-test failed, and the output is an earlier
    /// result that passed twice.
    Flaky,
    /// 4: internal error (a test panicked); the best result so far is written.
    Internal,
    /// 128 + the signal that interrupted the run (130 Ctrl-C, 143 SIGTERM, 129 SIGHUP).
    Interrupted(i32),
}

impl Exit {
    /// The numeric status.
    pub fn code(self) -> u8 {
        match self {
            Exit::Done => 0,
            Exit::Failed => 1,
            Exit::Usage => 2,
            Exit::Flaky => 3,
            Exit::Internal => 4,
            Exit::Interrupted(signal) => 128 + signal.clamp(1, 127) as u8,
        }
    }

    /// [`Exit::Interrupted`] by the signal the run received (Ctrl-C if none is known).
    pub fn interrupted() -> Exit {
        Exit::Interrupted(reducer_runtime::property::interrupt_signal().unwrap_or(libc::SIGINT))
    }

    /// The exit status of a clap parse error: 0 for `--help`/`--version`, else usage.
    pub fn from_clap(e: &clap::Error) -> Exit {
        if e.use_stderr() {
            Exit::Usage
        } else {
            Exit::Done
        }
    }
}

impl From<Exit> for ExitCode {
    fn from(e: Exit) -> ExitCode {
        ExitCode::from(e.code())
    }
}
