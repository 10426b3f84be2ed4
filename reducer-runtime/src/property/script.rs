//! The external test script property.
//!
//! Each test runs in a fresh private directory that holds the candidate under the
//! original input's file name plus copies of the `--deps` files. The script is started
//! with that directory as its working directory and the file name as its only argument
//! (`$1`), stdin from /dev/null, and stdout/stderr sent to anonymous temporary files
//! (not pipes, so a leftover grandchild holding them open can never make us wait).
//! Exit status 0 means "still interesting". `REDUCER_ORIGINAL` holds the original
//! input's path. With a launcher (`srun --quiet -N1 -n1`), the command is
//! `LAUNCHER... SCRIPT FILE`, and a test that times out or is cancelled gets SIGTERM
//! first (srun then cancels its job on the cluster), SIGKILL after [`LAUNCHER_GRACE`].
//!
//! The script gets its own process group. When the test ends, for any reason, the whole
//! group is killed with SIGKILL before the script is reaped, so grandchildren die too
//! and the group id cannot be reused in between. (A test that moves processes into a new
//! session with `setsid` escapes this; that is the script's responsibility.)
//!
//! The script must be an executable file (with a `#!` line or a binary). A
//! non-executable script is an error rather than being run with `sh`: guessing the
//! interpreter would silently misbehave for Python or Perl scripts.

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::{Cancel, Outcome, Property, TestResult, STDERR_TAIL};

/// Default per-test time limit (`--timeout`): 60 seconds. Long enough for a slow
/// compiler run on a big original, short enough that a candidate that loops forever
/// does not stall the reduction for minutes (C-Vise uses 300 s).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// Longest sleep between two checks of a running test.
const MAX_POLL: Duration = Duration::from_millis(10);

/// Settings of a [`ScriptProperty`].
#[derive(Clone, Debug)]
pub struct ScriptConfig {
    /// The test script (any path; resolved to an absolute path by [`ScriptProperty::new`]).
    pub script: PathBuf,
    /// File name the candidate gets inside the test directory (the input's file name).
    pub file_name: OsString,
    /// Extra files copied into every test directory under their own file names (`--deps`).
    pub deps: Vec<PathBuf>,
    /// Per-test time limit (`--timeout`); on expiry the test's process group is killed.
    pub timeout: Duration,
    /// Keep every test directory instead of deleting it (`--save-temps`).
    pub save_temps: bool,
    /// Where test directories are created; `None` means the system temporary directory.
    pub temp_root: Option<PathBuf>,
    /// The original input's path, given to the script as `REDUCER_ORIGINAL` (absolute
    /// when [`ScriptConfig::new`] could resolve it), so one script can compare a
    /// candidate's failure with its own original's.
    pub original: Option<PathBuf>,
    /// A prefix command the script runs under (`srun --quiet -N1 -n1`, `ssh host`):
    /// the test is `LAUNCHER... SCRIPT FILE` in the test directory. Empty: run directly.
    pub launcher: Vec<OsString>,
}

impl ScriptConfig {
    /// A configuration for `script` testing candidates named like `input`, with the
    /// default timeout, no deps, and temporary directories deleted.
    pub fn new(script: impl Into<PathBuf>, input: &Path) -> ScriptConfig {
        ScriptConfig {
            script: script.into(),
            file_name: input.file_name().map(OsStr::to_os_string).unwrap_or_default(),
            deps: Vec::new(),
            timeout: DEFAULT_TIMEOUT,
            save_temps: false,
            temp_root: None,
            original: Some(std::path::absolute(input).unwrap_or_else(|_| input.to_path_buf())),
            launcher: Vec::new(),
        }
    }
}

/// A problem with the script or its files, found before any test runs.
#[derive(Debug)]
pub enum ScriptError {
    /// The script path does not exist.
    ScriptMissing(PathBuf),
    /// The script path is a directory.
    ScriptIsDirectory(PathBuf),
    /// The script is not a regular file.
    ScriptNotFile(PathBuf),
    /// The script has no execute permission.
    ScriptNotExecutable(PathBuf),
    /// A `--deps` file does not exist.
    DepMissing(PathBuf),
    /// A `--deps` path is not a regular file.
    DepNotFile(PathBuf),
    /// Two files would get the same name inside the test directory.
    NameClash(OsString),
    /// The candidate file name is empty or not a plain file name.
    BadFileName(OsString),
    /// The temporary-directory root is unusable.
    TempRoot(PathBuf, std::io::Error),
    /// Any other I/O error while checking a path.
    Io(PathBuf, std::io::Error),
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptError::ScriptMissing(p) => write!(f, "test script `{}` does not exist", p.display()),
            ScriptError::ScriptIsDirectory(p) => {
                write!(f, "test script `{}` is a directory, not a file", p.display())
            }
            ScriptError::ScriptNotFile(p) => write!(f, "test script `{}` is not a regular file", p.display()),
            ScriptError::ScriptNotExecutable(p) => write!(
                f,
                "test script `{}` is not executable (run `chmod +x {}` and give it a `#!` line)",
                p.display(),
                p.display()
            ),
            ScriptError::DepMissing(p) => write!(f, "--deps file `{}` does not exist", p.display()),
            ScriptError::DepNotFile(p) => write!(f, "--deps path `{}` is not a regular file", p.display()),
            ScriptError::NameClash(n) => write!(
                f,
                "two files would be named `{}` in the test directory (input and --deps file names must differ)",
                n.to_string_lossy()
            ),
            ScriptError::BadFileName(n) => {
                write!(f, "`{}` is not usable as the candidate's file name", n.to_string_lossy())
            }
            ScriptError::TempRoot(p, e) => {
                write!(f, "cannot use `{}` for temporary test directories: {e}", p.display())
            }
            ScriptError::Io(p, e) => write!(f, "cannot access `{}`: {e}", p.display()),
        }
    }
}

impl std::error::Error for ScriptError {}

/// Runs an executable test script on each candidate. See the module docs.
#[derive(Debug)]
pub struct ScriptProperty {
    script: PathBuf,
    file_name: OsString,
    /// (absolute source path, name inside the test directory)
    deps: Vec<(PathBuf, OsString)>,
    timeout: Duration,
    save_temps: bool,
    temp_root: PathBuf,
    original: Option<PathBuf>,
    launcher: Vec<OsString>,
    /// Numbers test directories so kept ones sort in test order.
    seq: AtomicU64,
    /// Whether the "keeping test directories" note was printed.
    announced: AtomicBool,
}

impl ScriptProperty {
    /// Checks the configuration (script exists, is an executable file; deps are files
    /// with distinct names; the temporary root is a directory) and builds the property.
    pub fn new(cfg: ScriptConfig) -> Result<ScriptProperty, ScriptError> {
        let script = check_script(&cfg.script)?;
        let name = &cfg.file_name;
        if !is_plain_name(name) {
            return Err(ScriptError::BadFileName(name.clone()));
        }
        let mut names: Vec<OsString> = vec![name.clone()];
        let mut deps = Vec::new();
        for dep in &cfg.deps {
            let meta = match std::fs::metadata(dep) {
                Ok(m) => m,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(ScriptError::DepMissing(dep.clone())),
                Err(e) => return Err(ScriptError::Io(dep.clone(), e)),
            };
            if !meta.is_file() {
                return Err(ScriptError::DepNotFile(dep.clone()));
            }
            let dep_name = dep.file_name().map(OsStr::to_os_string).unwrap_or_default();
            if names.contains(&dep_name) {
                return Err(ScriptError::NameClash(dep_name));
            }
            names.push(dep_name.clone());
            let abs = std::fs::canonicalize(dep).map_err(|e| ScriptError::Io(dep.clone(), e))?;
            deps.push((abs, dep_name));
        }
        let temp_root = cfg.temp_root.clone().unwrap_or_else(std::env::temp_dir);
        match std::fs::metadata(&temp_root) {
            Ok(m) if m.is_dir() => {}
            Ok(_) => return Err(ScriptError::TempRoot(temp_root, std::io::Error::other("not a directory"))),
            Err(e) => return Err(ScriptError::TempRoot(temp_root, e)),
        }
        Ok(ScriptProperty {
            script,
            file_name: cfg.file_name,
            deps,
            timeout: cfg.timeout,
            save_temps: cfg.save_temps,
            temp_root,
            original: cfg.original,
            launcher: cfg.launcher,
            seq: AtomicU64::new(0),
            announced: AtomicBool::new(false),
        })
    }

    /// The absolute path of the script being run.
    pub fn script(&self) -> &Path {
        &self.script
    }

    /// Where test directories are created (and kept, with `--save-temps`).
    pub fn temp_root(&self) -> &Path {
        &self.temp_root
    }

    /// The per-test time limit.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    fn run(&self, candidate: &[u8], cancel: &Cancel, start: Instant) -> std::io::Result<TestResult> {
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        let dir = tempfile::Builder::new().prefix(&format!("reducer-test-{seq:06}-")).tempdir_in(&self.temp_root)?;
        std::fs::write(dir.path().join(&self.file_name), candidate)?;
        for (src, name) in &self.deps {
            std::fs::copy(src, dir.path().join(name))?;
        }
        // Anonymous files: nothing for the script to see in its directory, no pipe EOF.
        let mut out = tempfile::tempfile_in(&self.temp_root)?;
        let mut err = tempfile::tempfile_in(&self.temp_root)?;

        let mut cmd = match self.launcher.split_first() {
            Some((prog, rest)) => {
                let mut c = Command::new(prog);
                c.args(rest).arg(&self.script);
                c
            }
            None => Command::new(&self.script),
        };
        if let Some(original) = &self.original {
            cmd.env("REDUCER_ORIGINAL", original);
        }
        cmd.arg(&self.file_name)
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .stdout(out.try_clone()?)
            .stderr(err.try_clone()?)
            .process_group(0);
        let mut child = spawn_retrying(&mut cmd)?;
        let (outcome, status) = self.wait(&mut child, cancel, start)?;

        let stderr_tail = read_tail(&mut err, STDERR_TAIL)?;
        let kept_dir = if self.save_temps {
            // Written after the script ended, so the script never saw them.
            copy_all(&mut out, &dir.path().join(".reducer-stdout"))?;
            copy_all(&mut err, &dir.path().join(".reducer-stderr"))?;
            let mut f = File::create(dir.path().join(".reducer-outcome"))?;
            writeln!(f, "{outcome:?} {status:?}")?;
            if !self.announced.swap(true, Ordering::Relaxed) {
                // Never abort a test because stderr is closed.
                let _ = writeln!(
                    std::io::stderr(),
                    "note: --save-temps: keeping test directories under {}",
                    self.temp_root.display()
                );
            }
            Some(dir.keep())
        } else {
            None
        };
        Ok(TestResult { outcome, status, stderr_tail, elapsed: start.elapsed(), error: None, kept_dir })
    }

    /// Polls the child until it exits, times out or is cancelled; then kills its
    /// process group and reaps it.
    fn wait(
        &self,
        child: &mut Child,
        cancel: &Cancel,
        start: Instant,
    ) -> std::io::Result<(Outcome, Option<std::process::ExitStatus>)> {
        let pid = child.id() as libc::pid_t;
        let mut nap = Duration::from_micros(100);
        let verdict = loop {
            if has_exited(pid)? {
                break None;
            }
            let elapsed = start.elapsed();
            if elapsed >= self.timeout {
                break Some(Outcome::TimedOut);
            }
            if cancel.is_cancelled() {
                break Some(Outcome::Cancelled);
            }
            std::thread::sleep(nap.min(self.timeout - elapsed));
            nap = (nap * 2).min(MAX_POLL);
        };
        // A launcher (srun, ssh) must get the chance to cancel the remote job: SIGTERM
        // first, and SIGKILL only after a grace period.
        if verdict.is_some() && !self.launcher.is_empty() {
            terminate_gently(pid, LAUNCHER_GRACE)?;
        }
        // The leader is not reaped yet (a zombie at worst), so its pid still names the
        // group: this also kills grandchildren the script left behind.
        kill_group(pid);
        let status = child.wait()?;
        Ok(match verdict {
            Some(o) => (o, None),
            None if status.success() => (Outcome::Interesting, Some(status)),
            None => (Outcome::NotInteresting, Some(status)),
        })
    }
}

impl Property for ScriptProperty {
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        let start = Instant::now();
        if cancel.is_cancelled() {
            return TestResult::plain(Outcome::Cancelled, start.elapsed());
        }
        match self.run(candidate, cancel, start) {
            Ok(r) => r,
            Err(e) if e.raw_os_error() == Some(libc::ENOEXEC) => TestResult {
                error: Some(format!(
                    "test script `{}` cannot be executed: it needs a `#!` line such as `#!/bin/sh` \
                     (or must be a binary) ({e})",
                    self.script.display()
                )),
                ..TestResult::plain(Outcome::Error, start.elapsed())
            },
            Err(e) => TestResult {
                error: Some(format!("{} ({})", e, self.script.display())),
                ..TestResult::plain(Outcome::Error, start.elapsed())
            },
        }
    }
}

/// Resolves and checks the script path.
fn check_script(path: &Path) -> Result<PathBuf, ScriptError> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(ScriptError::ScriptMissing(path.to_path_buf()))
        }
        Err(e) => return Err(ScriptError::Io(path.to_path_buf(), e)),
    };
    if meta.is_dir() {
        return Err(ScriptError::ScriptIsDirectory(path.to_path_buf()));
    }
    if !meta.is_file() {
        return Err(ScriptError::ScriptNotFile(path.to_path_buf()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(ScriptError::ScriptNotExecutable(path.to_path_buf()));
    }
    // Absolute, because the script runs from inside the test directory.
    std::fs::canonicalize(path).map_err(|e| ScriptError::Io(path.to_path_buf(), e))
}

/// A single path component that is not `.` or `..`.
fn is_plain_name(name: &OsStr) -> bool {
    let p = Path::new(name);
    !name.is_empty()
        && p.components().count() == 1
        && matches!(p.components().next(), Some(std::path::Component::Normal(_)))
}

/// Spawns, retrying briefly on ETXTBSY (a script file just written by another thread
/// may still be open for writing in a concurrently forked child).
fn spawn_retrying(cmd: &mut Command) -> std::io::Result<Child> {
    let mut tries = 0;
    loop {
        match cmd.spawn() {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) && tries < 50 => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(2));
            }
            other => return other,
        }
    }
}

/// True when `pid` has exited; does not reap it (WNOWAIT).
fn has_exited(pid: libc::pid_t) -> std::io::Result<bool> {
    loop {
        // SAFETY: waitid writes into a zeroed siginfo_t we own.
        let (r, exited) = unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            let r =
                libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOHANG | libc::WNOWAIT);
            (r, info.si_pid() != 0)
        };
        if r == 0 {
            return Ok(exited);
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// How long a launcher gets after SIGTERM to cancel its remote job before SIGKILL.
pub const LAUNCHER_GRACE: Duration = Duration::from_secs(10);

/// Sends SIGTERM to the group led by `pid` and waits up to `grace` for the leader to
/// exit (srun cancels its job step and exits on SIGTERM; ssh closes the connection).
fn terminate_gently(pid: libc::pid_t, grace: Duration) -> std::io::Result<()> {
    // SAFETY: plain syscall; ESRCH is fine.
    unsafe {
        libc::kill(-pid, libc::SIGTERM);
    }
    let start = Instant::now();
    while start.elapsed() < grace {
        if has_exited(pid)? {
            break;
        }
        std::thread::sleep(MAX_POLL);
    }
    Ok(())
}

/// SIGKILLs every process in the group led by `pid`; a missing group is fine.
fn kill_group(pid: libc::pid_t) {
    // SAFETY: plain syscall; ESRCH (group already gone) is expected and ignored.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
}

/// The last `max` bytes of `f`, lossily decoded.
fn read_tail(f: &mut File, max: usize) -> std::io::Result<String> {
    let len = f.seek(SeekFrom::End(0))?;
    let from = len.saturating_sub(max as u64);
    f.seek(SeekFrom::Start(from))?;
    let mut buf = Vec::new();
    f.read_to_end(&mut buf)?;
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

fn copy_all(f: &mut File, to: &Path) -> std::io::Result<()> {
    f.seek(SeekFrom::Start(0))?;
    let mut dst = File::create(to)?;
    std::io::copy(f, &mut dst)?;
    Ok(())
}
