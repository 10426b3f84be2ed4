//! The external test script property.
//!
//! Each test runs in a fresh private directory that holds the candidate under the
//! original input's file name plus copies of the `--deps` files. The script is started
//! with that directory as its working directory and the file name as its only argument
//! (`$1`; a name that begins with `-` is passed as `./-name`, so `grep PATTERN "$1"`
//! does not take it for an option), stdin from /dev/null, and stdout/stderr sent to
//! anonymous temporary files (not pipes, so a leftover grandchild holding them open can
//! never make us wait). Exit status 0 means "still interesting". With a launcher
//! (`srun --quiet -N1 -n1`), the command is `LAUNCHER... SCRIPT FILE`, and a test that
//! times out or is cancelled gets SIGTERM first (srun then cancels its job on the
//! cluster), SIGKILL after [`LAUNCHER_GRACE`].
//!
//! In a multi-file reduction ([`ScriptConfig::file_set`]) the directory holds every
//! file of the set at its relative path instead, and the script gets their paths as
//! arguments (C-Vise's and C-Reduce's scripts take none and name the files themselves).
//!
//! Every test directory lives in the run's [`RunFolder`] (`reducer-run-*` in the
//! temporary root, locked while the run lives), which is removed at the end of the run
//! (also after Ctrl-C or an error) unless `--save-temps` keeps it; a run killed with
//! SIGKILL leaves its folder behind, and the next run removes it. Test directories a
//! script made read-only (`chmod 555 .`) get their permissions back and are removed.
//!
//! `REDUCER_ORIGINAL` names a read-only copy of the original input (mode 0444, in the
//! subfolder `original/` of the run folder, under the input's file name), made once when
//! the property is built, so one script can compare a candidate's failure with its own
//! original's but can never modify the user's only copy of the bug. (When the original
//! is not a regular file, or does not exist, the copy's path names no file.)
//!
//! The script gets its own process group. When the test ends, for any reason, the whole
//! group is killed with SIGKILL before the script is reaped, so grandchildren die too
//! and the group id cannot be reused in between. (A test that moves processes into a new
//! session with `setsid` escapes this; that is the script's responsibility.)
//!
//! The script must be an executable file (with a `#!` line or a binary). A
//! non-executable script is an error rather than being run with `sh`: guessing the
//! interpreter would silently misbehave for Python or Perl scripts. A script that cannot
//! be executed is diagnosed by its cause before the first test, and again if starting a
//! test fails: a carriage return at the end of the `#!` line (Windows line endings), an
//! interpreter (or `#!/usr/bin/env NAME`'s NAME) that is not installed, no execute
//! permission, a `noexec` file system, a directory, no `#!` line.

use std::ffi::{OsStr, OsString};
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::diagnose::diagnose;
use super::file_set::FileSet;
use super::run_folder::RunFolder;
use super::script_error::ScriptError;
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
    /// Keep every test directory (and the run folder) instead of deleting it (`--save-temps`).
    pub save_temps: bool,
    /// Where the run folder is created; `None` means the system temporary directory.
    /// Unused when [`ScriptConfig::run_folder`] is given.
    pub temp_root: Option<PathBuf>,
    /// The original input's path (absolute when [`ScriptConfig::new`] could resolve it).
    /// [`ScriptProperty::new`] copies it, read-only, into the run folder and gives the
    /// script the copy's path as `REDUCER_ORIGINAL`, so one script can compare a
    /// candidate's failure with its own original's.
    pub original: Option<PathBuf>,
    /// A prefix command the script runs under (`srun --quiet -N1 -n1`, `ssh host`):
    /// the test is `LAUNCHER... SCRIPT FILE` in the test directory. Empty: run directly.
    pub launcher: Vec<OsString>,
    /// The run folder to put the test directories in, shared by the properties of one
    /// run (batch mode); `None`: [`ScriptProperty::new`] makes its own in `temp_root`.
    pub run_folder: Option<Arc<RunFolder>>,
    /// A multi-file reduction: the set of files and this property's member. Every test
    /// directory then holds all the set's files at their relative paths, the candidate
    /// in the member's place (`file_name` is ignored), and the script gets their paths
    /// as arguments.
    pub file_set: Option<(Arc<FileSet>, usize)>,
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
            run_folder: None,
            file_set: None,
        }
    }
}

/// Runs an executable test script on each candidate. See the module docs.
#[derive(Debug)]
pub struct ScriptProperty {
    script: PathBuf,
    file_name: OsString,
    /// The script's argument: `file_name`, or `./file_name` when it begins with `-`.
    arg: OsString,
    /// (absolute source path, name inside the test directory)
    deps: Vec<(PathBuf, OsString)>,
    timeout: Duration,
    save_temps: bool,
    temp_root: PathBuf,
    /// The read-only copy of the original (`REDUCER_ORIGINAL`).
    original: Option<OriginalCopy>,
    launcher: Vec<OsString>,
    /// Holds the test directories; removed when the last property using it is dropped.
    run_folder: Arc<RunFolder>,
    /// A multi-file reduction's files and this property's member.
    file_set: Option<(Arc<FileSet>, usize)>,
    /// Numbers test directories so kept ones sort in test order.
    seq: AtomicU64,
}

/// A read-only copy of the original in its own subfolder of the run folder; the
/// subfolder is removed with the property (unless the run folder is kept).
#[derive(Debug)]
struct OriginalCopy {
    /// The copy (the path the script gets; names no file when there was nothing to copy).
    file: PathBuf,
    /// Its subfolder.
    dir: PathBuf,
    run_folder: Arc<RunFolder>,
}

impl OriginalCopy {
    /// Copies `original` to `SUBFOLDER/name` in the run folder, mode 0444, and makes the
    /// subfolder read-only too. Nothing is copied when the original does not exist or
    /// is not a regular file (a FIFO would be consumed or would block).
    fn new(run_folder: &Arc<RunFolder>, original: &Path, name: &OsStr) -> std::io::Result<OriginalCopy> {
        let dir = run_folder.subfolder("original")?;
        let copy = OriginalCopy { file: dir.join(name), dir, run_folder: Arc::clone(run_folder) };
        match std::fs::metadata(original) {
            Ok(m) if m.is_file() => {
                let mut src = File::open(original)?;
                let mut dst = OpenOptions::new().write(true).create_new(true).mode(0o444).open(&copy.file)?;
                std::io::copy(&mut src, &mut dst)?;
                // The mode asked for at creation is cut by the umask; set it exactly.
                dst.set_permissions(std::fs::Permissions::from_mode(0o444))?;
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
        std::fs::set_permissions(&copy.dir, std::fs::Permissions::from_mode(0o555))?;
        Ok(copy)
    }
}

impl Drop for OriginalCopy {
    fn drop(&mut self) {
        if self.run_folder.is_kept() {
            // Kept for the user, who may `rm -rf` it later: the copy stays read-only.
            let _ = std::fs::set_permissions(&self.dir, std::fs::Permissions::from_mode(0o755));
        } else {
            self.run_folder.remove(&self.dir);
        }
    }
}

/// A test directory in the run folder, removed on drop unless kept.
struct TestDir<'a> {
    path: PathBuf,
    run_folder: &'a RunFolder,
    keep: bool,
}

impl Drop for TestDir<'_> {
    fn drop(&mut self) {
        if !self.keep {
            self.run_folder.remove(&self.path);
        }
    }
}

/// Why a test could not run: starting the script, or anything else.
enum RunError {
    Spawn(std::io::Error),
    Io(std::io::Error),
}

impl From<std::io::Error> for RunError {
    fn from(e: std::io::Error) -> RunError {
        RunError::Io(e)
    }
}

impl ScriptProperty {
    /// Checks the configuration (script exists and can be executed; deps are files
    /// with distinct names; the temporary root is a directory), makes the run folder
    /// (unless the configuration shares one) and the read-only copy of the original,
    /// and builds the property.
    pub fn new(cfg: ScriptConfig) -> Result<ScriptProperty, ScriptError> {
        let script = check_script(&cfg.script)?;
        let name = match &cfg.file_set {
            Some((set, member)) => &set.path(*member).as_os_str().to_os_string(),
            None => &cfg.file_name,
        };
        if cfg.file_set.is_none() && !is_plain_name(name) {
            return Err(ScriptError::BadFileName(name.clone()));
        }
        let mut names: Vec<OsString> = match &cfg.file_set {
            Some((set, _)) => (0..set.len()).map(|i| set.path(i).as_os_str().to_os_string()).collect(),
            None => vec![name.clone()],
        };
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
        let (temp_root, run_folder) = match cfg.run_folder {
            Some(f) => (f.temp_root().to_path_buf(), f),
            None => {
                let temp_root = cfg.temp_root.clone().unwrap_or_else(std::env::temp_dir);
                match std::fs::metadata(&temp_root) {
                    Ok(m) if m.is_dir() => {}
                    Ok(_) => return Err(ScriptError::TempRoot(temp_root, std::io::Error::other("not a directory"))),
                    Err(e) => return Err(ScriptError::TempRoot(temp_root, e)),
                }
                let f = RunFolder::new(&temp_root).map_err(|e| ScriptError::TempRoot(temp_root.clone(), e))?;
                (temp_root, Arc::new(f))
            }
        };
        if cfg.save_temps {
            run_folder.keep().map_err(|e| ScriptError::TempRoot(temp_root.clone(), e))?;
        }
        let original = match &cfg.original {
            Some(orig) => {
                let plain_name = Path::new(name).file_name().unwrap_or(name.as_os_str());
                let copy_name = orig.file_name().filter(|n| is_plain_name(n)).unwrap_or(plain_name);
                let copy = OriginalCopy::new(&run_folder, orig, copy_name)
                    .map_err(|e| ScriptError::OriginalCopy(orig.clone(), e))?;
                Some(copy)
            }
            None => None,
        };
        let arg = if name.as_bytes().starts_with(b"-") {
            let mut a = OsString::from("./");
            a.push(name);
            a
        } else {
            name.clone()
        };
        Ok(ScriptProperty {
            script,
            file_name: cfg.file_name,
            arg,
            deps,
            timeout: cfg.timeout,
            save_temps: cfg.save_temps,
            temp_root,
            original,
            launcher: cfg.launcher,
            run_folder,
            file_set: cfg.file_set,
            seq: AtomicU64::new(0),
        })
    }

    /// The absolute path of the script being run.
    pub fn script(&self) -> &Path {
        &self.script
    }

    /// The temporary root the run folder is in.
    pub fn temp_root(&self) -> &Path {
        &self.temp_root
    }

    /// The run folder: where test directories are created (and kept, with `--save-temps`).
    pub fn run_folder(&self) -> &Arc<RunFolder> {
        &self.run_folder
    }

    /// The path the script gets as `REDUCER_ORIGINAL` (the read-only copy), if any.
    pub fn original_copy(&self) -> Option<&Path> {
        self.original.as_ref().map(|c| c.file.as_path())
    }

    /// The per-test time limit.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    fn run(&self, candidate: &[u8], cancel: &Cancel, start: Instant) -> Result<TestResult, RunError> {
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        let folder = self.run_folder.path();
        let path = tempfile::Builder::new().prefix(&format!("reducer-test-{seq:06}-")).tempdir_in(folder)?.keep();
        let mut dir = TestDir { path, run_folder: &self.run_folder, keep: false };
        let set_args = match &self.file_set {
            Some((set, member)) => Some(set.write_into(&dir.path, *member, candidate)?),
            None => {
                std::fs::write(dir.path.join(&self.file_name), candidate)?;
                None
            }
        };
        for (src, name) in &self.deps {
            std::fs::copy(src, dir.path.join(name))?;
        }
        // Anonymous files: nothing for the script to see in its directory, no pipe EOF.
        let mut out = tempfile::tempfile_in(folder)?;
        let mut err = tempfile::tempfile_in(folder)?;

        let mut cmd = match self.launcher.split_first() {
            Some((prog, rest)) => {
                let mut c = Command::new(prog);
                c.args(rest).arg(&self.script);
                c
            }
            None => Command::new(&self.script),
        };
        if let Some(original) = &self.original {
            cmd.env("REDUCER_ORIGINAL", &original.file);
        }
        match &set_args {
            Some(args) => cmd.args(args),
            None => cmd.arg(&self.arg),
        };
        cmd.current_dir(&dir.path)
            .stdin(Stdio::null())
            .stdout(out.try_clone()?)
            .stderr(err.try_clone()?)
            .process_group(0);
        let mut child = spawn_retrying(&mut cmd).map_err(RunError::Spawn)?;
        let (outcome, status) = self.wait(&mut child, cancel, start)?;

        let stderr_tail = read_tail(&mut err, STDERR_TAIL)?;
        let kept_dir = if self.save_temps {
            dir.keep = true;
            // The script may have made its directory read-only (`chmod 555 .`).
            super::run_folder::restore_permissions(&dir.path);
            // Written after the script ended, so the script never saw them.
            copy_all(&mut out, &dir.path.join(".reducer-stdout"))?;
            copy_all(&mut err, &dir.path.join(".reducer-stderr"))?;
            let mut f = File::create(dir.path.join(".reducer-outcome"))?;
            writeln!(f, "{outcome:?} {status:?}")?;
            Some(dir.path.clone())
        } else {
            None
        };
        Ok(TestResult { outcome, status, stderr_tail, elapsed: start.elapsed(), error: None, kept_dir })
    }

    /// The message for a test whose script could not be started: the cause found by
    /// looking at the script again (it may have changed since [`ScriptProperty::new`]),
    /// else the OS error.
    fn spawn_error(&self, e: &std::io::Error) -> String {
        if let Some(prog) = self.launcher.first() {
            return format!("cannot start the launcher `{}`: {e}", prog.to_string_lossy());
        }
        let errno = e.raw_os_error();
        let exec_errors = [libc::ENOENT, libc::EACCES, libc::ENOEXEC, libc::ENOTDIR, libc::ELOOP, libc::EPERM];
        if errno.is_some_and(|n| exec_errors.contains(&n)) {
            if let Err(cause) = diagnose(&self.script) {
                return format!("{cause} (starting it failed: {e})");
            }
        }
        match errno {
            Some(libc::ENOEXEC) => format!("{} ({e})", ScriptError::ScriptNoShebang(self.script.clone())),
            Some(libc::ENOENT) => format!(
                "test script `{}` exists but could not be executed ({e}): its `#!` interpreter, or for a binary \
                 its dynamic loader, was not found",
                self.script.display()
            ),
            _ => format!("{} ({})", e, self.script.display()),
        }
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
        let exit = ExitNotifier::open(pid);
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
            match &exit {
                // Woken at the exit itself: a test's end costs no polling delay.
                Some(exit) => exit.wait(MAX_POLL.min(self.timeout - elapsed)),
                None => {
                    std::thread::sleep(nap.min(self.timeout - elapsed));
                    nap = (nap * 2).min(MAX_POLL);
                }
            }
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
        let error = match self.run(candidate, cancel, start) {
            Ok(r) => return r,
            Err(RunError::Spawn(e)) => self.spawn_error(&e),
            Err(RunError::Io(e)) => format!("{} ({})", e, self.script.display()),
        };
        TestResult { error: Some(error), ..TestResult::plain(Outcome::Error, start.elapsed()) }
    }
}

/// Resolves and checks the script path: it must be a file the kernel can execute.
fn check_script(path: &Path) -> Result<PathBuf, ScriptError> {
    diagnose(path)?;
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

/// A descriptor that becomes readable when a process exits (Linux's `pidfd_open`, 5.3
/// and later), so that a test's end is seen at once instead of at the next poll (up to
/// [`MAX_POLL`] later: 5 ms on average, 5% of a 100 ms test).
struct ExitNotifier(std::os::fd::OwnedFd);

impl ExitNotifier {
    /// `None` where the kernel has no `pidfd_open`: the caller polls.
    fn open(pid: libc::pid_t) -> Option<ExitNotifier> {
        use std::os::fd::FromRawFd;
        // SAFETY: plain syscall; on success it returns a new descriptor we own.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
        let fd = i32::try_from(fd).ok().filter(|&fd| fd >= 0)?;
        // SAFETY: `fd` was just returned by the kernel and nothing else owns it.
        Some(ExitNotifier(unsafe { std::os::fd::OwnedFd::from_raw_fd(fd) }))
    }

    /// Waits until the process exits or `timeout` passes (or a signal arrives).
    fn wait(&self, timeout: Duration) {
        use std::os::fd::AsRawFd;
        let mut fds = libc::pollfd { fd: self.0.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        let ms = i32::try_from(timeout.as_millis()).unwrap_or(i32::MAX).max(1);
        // SAFETY: `fds` is one valid pollfd that lives across the call.
        unsafe {
            libc::poll(&mut fds, 1, ms);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn write_script(dir: &Path, name: &str, body: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    fn config(script: &Path, input: &Path, root: &Path) -> ScriptConfig {
        let mut cfg = ScriptConfig::new(script, input);
        cfg.temp_root = Some(root.to_path_buf());
        cfg
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        v.sort();
        v
    }

    #[test]
    fn reducer_original_is_a_read_only_copy() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("root");
        std::fs::create_dir(&root).unwrap();
        let input = tmp.path().join("bug.c");
        std::fs::write(&input, "int BUG;\n").unwrap();
        // Prints the path, tries to overwrite it, and passes when the copy is intact.
        let script = write_script(
            tmp.path(),
            "t.sh",
            "echo \"$REDUCER_ORIGINAL\" >&2\necho clobbered > \"$REDUCER_ORIGINAL\" 2>/dev/null\n\
             grep -q BUG \"$REDUCER_ORIGINAL\" && cmp -s \"$1\" \"$REDUCER_ORIGINAL\"",
        );
        let p = ScriptProperty::new(config(&script, &input, &root)).unwrap();
        let copy = p.original_copy().unwrap().to_path_buf();
        assert!(copy.starts_with(p.run_folder().path()), "{}", copy.display());
        assert_eq!(copy.file_name().unwrap(), "bug.c");
        assert_eq!(copy.parent().unwrap().file_name().unwrap(), "original");
        assert_eq!(std::fs::metadata(&copy).unwrap().permissions().mode() & 0o777, 0o444);
        let r = p.test(b"int BUG;\n", &Cancel::new());
        assert_eq!(r.stderr_tail.trim(), copy.display().to_string());
        // Root may write a 0444 file; the user's input is untouched either way.
        assert_eq!(std::fs::read(&input).unwrap(), b"int BUG;\n");
        if unsafe { libc::geteuid() } != 0 {
            assert_eq!(r.outcome, Outcome::Interesting, "{}", r.describe());
        }
        // Two properties sharing one run folder get one copy each.
        let mut cfg = config(&script, &input, &root);
        cfg.run_folder = Some(Arc::clone(p.run_folder()));
        let q = ScriptProperty::new(cfg).unwrap();
        assert_eq!(q.original_copy().unwrap().parent().unwrap().file_name().unwrap(), "original-2");
        let folder = p.run_folder().path().to_path_buf();
        drop(q);
        assert!(!names(&folder).contains(&"original-2".to_string()), "{:?}", names(&folder));
        assert!(folder.is_dir(), "still used by p");
        drop(p);
        assert!(names(&root).is_empty(), "{:?}", names(&root));
    }

    #[test]
    fn a_dash_name_is_passed_as_a_path() {
        let tmp = tempfile::tempdir().unwrap();
        let script = write_script(tmp.path(), "t.sh", "printf '%s\\n' \"$1\" >&2\ngrep -q x \"$1\"");
        let p = ScriptProperty::new(config(&script, Path::new("-name.json"), tmp.path())).unwrap();
        let r = p.test(b"x", &Cancel::new());
        assert_eq!(r.outcome, Outcome::Interesting, "{} {}", r.describe(), r.stderr_tail);
        assert_eq!(r.stderr_tail, "./-name.json\n");
        // Other names are passed unchanged.
        let p = ScriptProperty::new(config(&script, Path::new("a-b.json"), tmp.path())).unwrap();
        let r = p.test(b"x", &Cancel::new());
        assert_eq!(r.stderr_tail, "a-b.json\n");
    }

    #[test]
    fn read_only_test_directories_are_removed() {
        let tmp = tempfile::tempdir().unwrap();
        let script = write_script(tmp.path(), "t.sh", "mkdir sub && touch sub/f && chmod 000 sub && chmod 555 .");
        let root = tmp.path().join("root");
        std::fs::create_dir(&root).unwrap();
        let p = ScriptProperty::new(config(&script, Path::new("in.txt"), &root)).unwrap();
        let folder = p.run_folder().path().to_path_buf();
        for _ in 0..3 {
            let r = p.test(b"x", &Cancel::new());
            assert_eq!(r.outcome, Outcome::Interesting, "{}", r.describe());
        }
        let left: Vec<String> = names(&folder).into_iter().filter(|n| n.starts_with("reducer-test-")).collect();
        assert!(left.is_empty(), "{left:?}");
        assert!(p.run_folder().leftover().is_none());
        drop(p);
        assert!(names(&root).is_empty(), "{:?}", names(&root));
    }

    #[test]
    fn save_temps_keeps_the_run_folder_marked() {
        let tmp = tempfile::tempdir().unwrap();
        let script = write_script(tmp.path(), "t.sh", "chmod 555 .");
        let mut cfg = config(&script, Path::new("in.txt"), tmp.path());
        cfg.save_temps = true;
        let p = ScriptProperty::new(cfg).unwrap();
        let r = p.test(b"x", &Cancel::new());
        let kept = r.kept_dir.clone().expect("kept");
        assert!(kept.join(".reducer-outcome").is_file(), "{}", r.describe());
        let folder = p.run_folder().path().to_path_buf();
        drop(p);
        assert!(folder.join(super::super::KEPT_MARKER).is_file());
        assert!(kept.join("in.txt").is_file());
        let original = folder.join("original");
        assert_eq!(std::fs::metadata(&original).unwrap().permissions().mode() & 0o777, 0o755);
        // A later run does not remove it.
        let q = ScriptProperty::new(config(&script, Path::new("in.txt"), tmp.path())).unwrap();
        assert!(kept.join("in.txt").is_file());
        drop(q);
        assert_eq!(names(tmp.path()).iter().filter(|n| n.starts_with("reducer-run-")).count(), 1);
    }

    #[test]
    fn a_script_broken_after_the_check_is_diagnosed_at_spawn() {
        let tmp = tempfile::tempdir().unwrap();
        let script = write_script(tmp.path(), "t.sh", "exit 0");
        let p = ScriptProperty::new(config(&script, Path::new("in.txt"), tmp.path())).unwrap();
        assert_eq!(p.test(b"x", &Cancel::new()).outcome, Outcome::Interesting);
        let cases: [(&[u8], &str); 3] = [
            (b"#!/bin/sh\r\nexit 0\r\n", "carriage return (\\r)"),
            (b"#!/no/such/interp\nexit 0\n", "`/no/such/interp`, which does not exist"),
            (b"exit 0\n", "needs a `#!` line"),
        ];
        for (text, want) in cases {
            std::fs::write(&script, text).unwrap();
            let r = p.test(b"x", &Cancel::new());
            assert_eq!(r.outcome, Outcome::Error);
            let msg = r.error.unwrap();
            assert!(msg.contains(want), "{msg}");
            // The cause first, what exec said after it.
            assert!(msg.find(want) < msg.find("(starting it failed: "), "{msg}");
        }
        std::fs::write(&script, "#!/bin/sh\nexit 0\n").unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o644)).unwrap();
        let msg = p.test(b"x", &Cancel::new()).error.unwrap();
        assert!(msg.contains("is not executable (run `chmod +x"), "{msg}");
        assert!(msg.contains("Permission denied"), "{msg}");
        std::fs::remove_file(&script).unwrap();
        let r = p.test(b"x", &Cancel::new());
        assert!(r.error.as_deref().unwrap().contains("does not exist"), "{:?}", r.error);
    }

    #[test]
    fn the_kernel_agrees_with_the_diagnosis() {
        // Each script the check refuses really fails to execute.
        let tmp = tempfile::tempdir().unwrap();
        for (i, text) in
            [&b"#!/bin/sh\r\nexit 0\r\n"[..], b"#!/no/such/interp\n", b"#!/usr/bin/env nosuchinterp\n", b"exit 0\n"]
                .into_iter()
                .enumerate()
        {
            let p = tmp.path().join(format!("s{i}"));
            std::fs::write(&p, text).unwrap();
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
            assert!(check_script(&p).is_err());
            let ran = Command::new(&p).stderr(Stdio::null()).status();
            assert!(ran.map_or(true, |s| !s.success()), "{}", String::from_utf8_lossy(text));
        }
    }
}
