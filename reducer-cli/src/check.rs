//! Parsing input files with loaded tables: one verdict per file, with its time, and an
//! optional per-file time limit.

use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use crate::interp::OwnedTables;
use crate::output::escape_controls;
use reducer_runtime::language::GrammarTables;

/// What became of one input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accept,
    /// A lexical or syntax error at a 1-based line and column.
    Reject {
        line: u32,
        column: u32,
        message: String,
    },
    /// The parse took longer than the limit (it is abandoned, see [`check_file`]).
    Timeout(Duration),
    /// The file could not be read.
    Unreadable(String),
}

impl Verdict {
    pub fn accepted(&self) -> bool {
        *self == Verdict::Accept
    }
}

/// The verdict on one file with its size and parse time.
#[derive(Clone, Debug)]
pub struct FileResult {
    pub path: PathBuf,
    pub bytes: usize,
    /// Lexing and parsing (and the grammar's preprocessor), reading the file excluded:
    /// CPU time of the parsing thread, so a loaded machine does not make it look slow
    /// (for a timeout: the limit).
    pub time: Duration,
    pub verdict: Verdict,
}

impl FileResult {
    /// `ACCEPT <file>` or `REJECT <file>:<line>:<col>: <message>`, always one line
    /// ([`one_line`]). Timeouts and unreadable files are rejections at 1:1.
    pub fn line(&self) -> String {
        let file = self.path.display();
        let text = match &self.verdict {
            Verdict::Accept => format!("ACCEPT {file}"),
            Verdict::Reject { line, column, message } => format!("REJECT {file}:{line}:{column}: {message}"),
            Verdict::Timeout(limit) => {
                format!("REJECT {file}:1:1: no verdict within {}s (--file-timeout)", limit.as_secs_f64())
            }
            Verdict::Unreadable(e) => format!("REJECT {file}:1:1: cannot read the file: {e}"),
        };
        one_line(&text)
    }

    /// Throughput in MB/s (10^6 bytes per CPU second).
    pub fn mb_per_s(&self) -> f64 {
        self.bytes as f64 / 1e6 / self.time.as_secs_f64().max(1e-9)
    }
}

/// `text` on one line: newlines and carriage returns (in a quoted token) as `\n` and
/// `\r`, other control characters escaped as the reducers' messages escape them.
pub fn one_line(text: &str) -> String {
    escape_controls(&text.replace('\n', "\\n").replace('\r', "\\r"))
}

/// Lexes and parses `src` as `tables` does for a generated reducer's `--check`.
pub fn verdict(tables: &GrammarTables<'_>, src: &[u8]) -> Verdict {
    match tables.check(&tables.preprocess(src)) {
        Ok(()) => Verdict::Accept,
        Err(e) => Verdict::Reject { line: e.line, column: e.column, message: e.message },
    }
}

/// [`verdict`] with the CPU time it took (the lexing and parsing, not [`OwnedTables::refs`]).
fn timed_verdict(tables: &OwnedTables, src: &[u8]) -> (Verdict, Duration) {
    let refs = tables.refs();
    let tables = refs.tables();
    let before = thread_cpu_time();
    let v = verdict(&tables, src);
    (v, thread_cpu_time().saturating_sub(before))
}

/// CPU time consumed by the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
fn thread_cpu_time() -> Duration {
    cpu_time::ThreadTime::try_now().map_or(Duration::ZERO, |t| t.as_duration())
}

/// Reads and parses one file. With a `timeout` the parse runs on its own thread and a
/// parse still running at the limit is reported as [`Verdict::Timeout`]; the thread is
/// abandoned (the lexer and parser are pure functions of the input, so nothing is left
/// half-written; it ends with the process, and holds its share of `tables` until then).
pub fn check_file(tables: &Arc<OwnedTables>, path: &Path, timeout: Option<Duration>) -> FileResult {
    let src = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => {
            return FileResult {
                path: path.to_path_buf(),
                bytes: 0,
                time: Duration::ZERO,
                verdict: Verdict::Unreadable(e.to_string()),
            }
        }
    };
    let bytes = src.len();
    let (verdict, time) = match timeout {
        None => timed_verdict(tables, &src),
        Some(limit) => {
            let (tx, rx) = mpsc::channel();
            let tables = Arc::clone(tables);
            let spawned = std::thread::Builder::new().name("parse".to_string()).spawn(move || {
                let _ = tx.send(timed_verdict(&tables, &src));
            });
            let internal = |message: String| (Verdict::Reject { line: 1, column: 1, message }, Duration::ZERO);
            match spawned {
                Err(e) => internal(format!("internal error: cannot start a thread: {e}")),
                // Waited for in wall-clock time: a loaded machine gets the benefit of
                // the doubt only up to the limit.
                Ok(_) => match rx.recv_timeout(limit) {
                    Ok(v) => v,
                    Err(mpsc::RecvTimeoutError::Timeout) => (Verdict::Timeout(limit), limit),
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        internal("internal error: the parser panicked".to_string())
                    }
                },
            }
        }
    };
    FileResult { path: path.to_path_buf(), bytes, time, verdict }
}
