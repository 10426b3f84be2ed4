//! The run folder: one private folder per reduction holding every test folder.
//!
//! A [`RunFolder`] is a directory `reducer-run-XXXXXXXX` in the temporary root (the
//! system temporary directory or `--work-dir`). It holds a lock file, locked
//! (`flock`) for as long as the folder's owner lives, the test folders
//! (`reducer-test-NNNNNN-XXXXXX`), the anonymous stdout/stderr files of the tests and
//! the read-only copies of the originals the scripts see as `REDUCER_ORIGINAL`.
//!
//! - Removal never gives up on permissions: a folder a script made read-only
//!   (`chmod 555 .`, `chmod 000 sub`) gets its owner's permissions back, recursively,
//!   and is removed again. A folder that still cannot be removed is recorded, and the
//!   run folder's own removal at the end retries it; if that fails too, one warning is
//!   printed on stderr (once per run folder).
//! - When the last owner drops it (end of the run, Ctrl-C, an error), the run folder is
//!   removed, unless it was marked kept ([`RunFolder::keep`], `--save-temps`): then it
//!   stays, with a `.reducer-kept` marker file.
//! - A run folder whose process died without cleaning up (`kill -9`, a power cut) is
//!   removed by the next run that creates its own run folder in the same temporary
//!   root: a folder is stale when its lock can be taken (the kernel drops a lock with
//!   its process) and, on the same host, the process id written in the lock file is
//!   gone. Kept folders, and folders of other users, are never touched.
//!
//! The folder is made under a temporary name (`reducer-new-*`) and renamed to its final
//! name only once its lock is held, so another run never sees it unlocked.

use std::ffi::OsStr;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

/// Name prefix of run folders in the temporary root.
pub const RUN_FOLDER_PREFIX: &str = "reducer-run-";
/// Name prefix of a run folder being made (renamed to [`RUN_FOLDER_PREFIX`] once locked).
const STAGING_PREFIX: &str = "reducer-new-";
/// The lock file inside a run folder; it holds "PID HOSTNAME".
pub const LOCK_FILE: &str = ".reducer-lock";
/// The marker file of a run folder kept by `--save-temps`: no later run removes it.
pub const KEPT_MARKER: &str = ".reducer-kept";

/// A run's private folder in the temporary root. See the module docs.
///
/// Shared as `Arc<RunFolder>` by every [`super::ScriptProperty`] of one run (batch mode
/// builds one property per input); removed when the last one is dropped.
#[derive(Debug)]
pub struct RunFolder {
    /// Absolute path of the folder.
    path: PathBuf,
    /// The locked lock file; `None` when the file system refused the lock.
    lock: Option<File>,
    /// Marked kept: not removed on drop.
    kept: AtomicBool,
    /// Removed by [`RunFolder::close`]: nothing left to do on drop.
    closed: AtomicBool,
    /// Numbers the subfolders made by [`RunFolder::subfolder`].
    next_sub: AtomicU64,
    /// The first folder inside that could not be removed, and why.
    leftover: Mutex<Option<(PathBuf, std::io::Error)>>,
}

impl RunFolder {
    /// Removes the stale run folders of `temp_root` (see the module docs), then makes,
    /// locks and returns a new run folder there.
    pub fn new(temp_root: &Path) -> std::io::Result<RunFolder> {
        let root = std::path::absolute(temp_root)?;
        RunFolder::remove_stale(&root);
        let mut last_err = None;
        for _ in 0..16 {
            let staging = tempfile::Builder::new().prefix(STAGING_PREFIX).rand_bytes(8).tempdir_in(&root)?.keep();
            let made = lock_file(&staging).and_then(|lock| {
                let suffix = &staging.file_name().unwrap_or_default().as_bytes()[STAGING_PREFIX.len()..];
                let mut name = RUN_FOLDER_PREFIX.as_bytes().to_vec();
                name.extend_from_slice(suffix);
                let path = root.join(OsStr::from_bytes(&name));
                if path.symlink_metadata().is_ok() {
                    return Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists));
                }
                // A directory rename never replaces a non-empty directory, and ours holds
                // the lock file, so a clash fails rather than merging.
                std::fs::rename(&staging, &path)?;
                Ok((path, lock))
            });
            match made {
                Ok((path, lock)) => {
                    return Ok(RunFolder {
                        path,
                        lock,
                        kept: AtomicBool::new(false),
                        closed: AtomicBool::new(false),
                        next_sub: AtomicU64::new(0),
                        leftover: Mutex::new(None),
                    })
                }
                Err(e) => {
                    let _ = remove_folder(&staging);
                    if e.kind() != std::io::ErrorKind::AlreadyExists {
                        return Err(e);
                    }
                    last_err = Some(e);
                }
            }
        }
        Err(last_err.unwrap_or_else(|| std::io::Error::other("cannot make a run folder")))
    }

    /// The folder's absolute path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The temporary root the folder is in.
    pub fn temp_root(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new("/"))
    }

    /// True when the folder's lock is held (false on file systems without `flock`:
    /// then no other run ever removes it as stale).
    pub fn is_locked(&self) -> bool {
        self.lock.is_some()
    }

    /// Keeps the folder after the run (`--save-temps`): writes the `.reducer-kept`
    /// marker so that no later run removes it, and skips the removal on drop.
    pub fn keep(&self) -> std::io::Result<()> {
        if !self.kept.swap(true, Ordering::SeqCst) {
            File::create(self.path.join(KEPT_MARKER))?;
        }
        Ok(())
    }

    /// Removes the folder now (unless kept), so that the caller can report a failure;
    /// dropping the last owner removes it too, silently. Tests must no longer run in it.
    pub fn close(&self) -> std::io::Result<()> {
        if self.is_kept() || self.closed.swap(true, Ordering::SeqCst) {
            return Ok(());
        }
        match remove_folder(&self.path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// True once [`RunFolder::keep`] was called.
    pub fn is_kept(&self) -> bool {
        self.kept.load(Ordering::SeqCst)
    }

    /// The first folder inside that could not be removed so far, with the reason.
    pub fn leftover(&self) -> Option<(PathBuf, String)> {
        let l = self.leftover.lock().unwrap_or_else(|e| e.into_inner());
        l.as_ref().map(|(p, e)| (p.clone(), e.to_string()))
    }

    /// Makes a new empty subfolder `STEM` (or `STEM-2`, `STEM-3`, ... when taken).
    pub(crate) fn subfolder(&self, stem: &str) -> std::io::Result<PathBuf> {
        loop {
            let n = self.next_sub.fetch_add(1, Ordering::Relaxed);
            let name = if n == 0 { stem.to_string() } else { format!("{stem}-{}", n + 1) };
            let dir = self.path.join(name);
            match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
                Ok(()) => return Ok(dir),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Removes `dir` (a folder inside this one), restoring permissions as needed; a
    /// failure is recorded for the final removal and its warning.
    pub(crate) fn remove(&self, dir: &Path) {
        if std::fs::remove_dir_all(dir).is_ok() {
            return;
        }
        // The script may have taken permissions away from the run folder itself too.
        restore_permissions_of(&self.path);
        if let Err(e) = remove_folder(dir) {
            if e.kind() == std::io::ErrorKind::NotFound {
                return;
            }
            let mut l = self.leftover.lock().unwrap_or_else(|e| e.into_inner());
            if l.is_none() {
                *l = Some((dir.to_path_buf(), e));
            }
        }
    }

    /// Removes the stale run folders of `temp_root`: those of this user, not kept,
    /// whose lock can be taken and whose process (on this host) is gone. Returns how
    /// many were removed. [`RunFolder::new`] calls this; embedders may too.
    pub fn remove_stale(temp_root: &Path) -> usize {
        let Ok(entries) = std::fs::read_dir(temp_root) else { return 0 };
        // SAFETY: plain syscall.
        let me = unsafe { libc::geteuid() };
        let mut removed = 0;
        for entry in entries.flatten() {
            if !entry.file_name().as_bytes().starts_with(RUN_FOLDER_PREFIX.as_bytes()) {
                continue;
            }
            let dir = entry.path();
            match dir.symlink_metadata() {
                Ok(m) if m.is_dir() && m.uid() == me => {}
                _ => continue,
            }
            if is_stale(&dir) {
                // The lock is held (by `is_stale`'s file) only until here; another run
                // that locks it now finds the same folder stale and removes it too,
                // which is harmless.
                if remove_folder(&dir).is_ok() {
                    removed += 1;
                }
            }
        }
        removed
    }
}

impl Drop for RunFolder {
    fn drop(&mut self) {
        if self.is_kept() || self.closed.load(Ordering::SeqCst) {
            return;
        }
        // The lock is still held here (fields are dropped after this body), so no
        // other run mistakes the folder for a stale one while it is being removed. A
        // library has no channel to report a failure from a drop: callers that want to
        // know call `close` first.
        let _ = remove_folder(&self.path);
    }
}

/// Creates the lock file in `dir`, writes "PID HOSTNAME" and locks it. `Ok(None)`
/// when the file system does not support locks.
fn lock_file(dir: &Path) -> std::io::Result<Option<File>> {
    let mut f = OpenOptions::new().read(true).write(true).create_new(true).mode(0o600).open(dir.join(LOCK_FILE))?;
    writeln!(f, "{} {}", std::process::id(), hostname())?;
    match f.try_lock() {
        Ok(()) => Ok(Some(f)),
        Err(std::fs::TryLockError::WouldBlock) => Ok(None),
        Err(std::fs::TryLockError::Error(_)) => Ok(None),
    }
}

/// True when the run folder `dir` may be removed: not kept, lock file present and
/// lockable, and its process (when on this host) not running. The lock taken here is
/// dropped on return.
fn is_stale(dir: &Path) -> bool {
    let marker = dir.join(KEPT_MARKER);
    match marker.symlink_metadata() {
        Ok(_) => return false,
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            // A script of that run took the folder's permissions away; it is ours.
            restore_permissions_of(dir);
            if marker.symlink_metadata().is_ok() {
                return false;
            }
        }
        Err(_) => {}
    }
    let Ok(mut f) = OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW).open(dir.join(LOCK_FILE)) else {
        return false;
    };
    if f.try_lock().is_err() {
        return false;
    }
    let mut text = String::new();
    let _ = f.read_to_string(&mut text);
    let mut words = text.split_whitespace();
    let pid: Option<libc::pid_t> = words.next().and_then(|p| p.parse().ok());
    let host = words.next().unwrap_or("");
    if let Some(pid) = pid {
        if host == hostname() && process_exists(pid) {
            return false;
        }
    }
    true
}

/// True when a process `pid` exists (possibly another user's).
fn process_exists(pid: libc::pid_t) -> bool {
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 only checks for existence and permission.
    let r = unsafe { libc::kill(pid, 0) };
    r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// This machine's host name ("" when unknown).
fn hostname() -> String {
    let mut buf = [0u8; 256];
    // SAFETY: the buffer is ours and its length is passed.
    let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    if r != 0 {
        return String::new();
    }
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..end]).into_owned()
}

/// Removes the folder `dir` and everything in it; when that fails, gives every
/// directory in it its owner's read, write and search permissions back and tries again.
pub(crate) fn remove_folder(dir: &Path) -> std::io::Result<()> {
    match std::fs::remove_dir_all(dir) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(e),
        Err(_) => {
            restore_permissions(dir);
            std::fs::remove_dir_all(dir)
        }
    }
}

/// Gives `dir` and every directory below it (not following symbolic links) the mode
/// 0700 when it lacks any of the owner's permissions. Errors are ignored: the removal
/// that follows reports what still fails.
pub(crate) fn restore_permissions(dir: &Path) {
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        restore_permissions_of(&d);
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(entry.path());
            }
        }
    }
}

/// Gives the directory `dir` (not a symbolic link) mode 0700 when it lacks any of the
/// owner's permissions.
fn restore_permissions_of(dir: &Path) {
    if let Ok(m) = dir.symlink_metadata() {
        if m.is_dir() && m.mode() & 0o700 != 0o700 {
            let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(root: &Path) -> Vec<String> {
        let mut v: Vec<String> =
            std::fs::read_dir(root).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        v.sort();
        v
    }

    #[test]
    fn made_locked_and_removed_on_drop() {
        let tmp = tempfile::tempdir().unwrap();
        let f = RunFolder::new(tmp.path()).unwrap();
        assert!(f.path().is_absolute());
        assert_eq!(f.temp_root(), std::path::absolute(tmp.path()).unwrap());
        let name = f.path().file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with(RUN_FOLDER_PREFIX), "{name}");
        assert_eq!(entries(tmp.path()), vec![name]);
        assert!(f.is_locked());
        // The lock is really held: a second open file description cannot take it.
        let other = File::open(f.path().join(LOCK_FILE)).unwrap();
        assert!(matches!(other.try_lock(), Err(std::fs::TryLockError::WouldBlock)));
        let text = std::fs::read_to_string(f.path().join(LOCK_FILE)).unwrap();
        assert!(text.starts_with(&format!("{} ", std::process::id())), "{text}");
        // A live folder is not stale, even for this same process.
        assert_eq!(RunFolder::remove_stale(tmp.path()), 0);
        assert!(f.path().is_dir());
        drop(f);
        assert!(entries(tmp.path()).is_empty());
    }

    #[test]
    fn close_removes_now_unless_kept() {
        let tmp = tempfile::tempdir().unwrap();
        let f = RunFolder::new(tmp.path()).unwrap();
        let path = f.path().to_path_buf();
        f.close().unwrap();
        assert!(!path.exists());
        // Closed twice, then dropped: nothing left to do, no error.
        f.close().unwrap();
        drop(f);
        // A kept folder stays.
        let kept = RunFolder::new(tmp.path()).unwrap();
        kept.keep().unwrap();
        kept.close().unwrap();
        assert!(kept.path().is_dir());
    }

    #[test]
    fn subfolders_are_numbered() {
        let tmp = tempfile::tempdir().unwrap();
        let f = RunFolder::new(tmp.path()).unwrap();
        let a = f.subfolder("original").unwrap();
        let b = f.subfolder("original").unwrap();
        assert_eq!(a.file_name().unwrap(), "original");
        assert_eq!(b.file_name().unwrap(), "original-2");
        assert!(a.is_dir() && b.is_dir());
    }

    #[test]
    fn read_only_folders_are_removed() {
        let tmp = tempfile::tempdir().unwrap();
        let f = RunFolder::new(tmp.path()).unwrap();
        let dir = f.path().join("reducer-test-000000-x");
        std::fs::create_dir_all(dir.join("sub/deeper")).unwrap();
        std::fs::write(dir.join("sub/deeper/file"), "x").unwrap();
        std::fs::write(dir.join("file"), "x").unwrap();
        let mode = |p: &Path, m: u32| std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();
        mode(&dir.join("sub/deeper"), 0o000);
        mode(&dir.join("sub"), 0o500);
        mode(&dir, 0o555);
        // As root the first removal already succeeds; check the repair itself too.
        restore_permissions(&dir);
        for d in [dir.clone(), dir.join("sub"), dir.join("sub/deeper")] {
            assert_eq!(std::fs::metadata(&d).unwrap().mode() & 0o777, 0o700, "{}", d.display());
        }
        mode(&dir.join("sub/deeper"), 0o000);
        mode(&dir.join("sub"), 0o500);
        mode(&dir, 0o555);
        mode(f.path(), 0o555);
        f.remove(&dir);
        assert!(!dir.exists());
        assert!(f.leftover().is_none());
        mode(f.path(), 0o000);
        drop(f);
        assert!(entries(tmp.path()).is_empty());
    }

    #[test]
    fn stale_folders_are_removed_but_not_kept_or_live_ones() {
        let tmp = tempfile::tempdir().unwrap();
        // A folder as a killed run leaves it: lock file of a process that is gone.
        let stale = tmp.path().join(format!("{RUN_FOLDER_PREFIX}stale123"));
        std::fs::create_dir_all(stale.join("reducer-test-000001-abc")).unwrap();
        std::fs::write(stale.join(LOCK_FILE), format!("{} {}\n", i32::MAX, hostname())).unwrap();
        std::fs::set_permissions(stale.join("reducer-test-000001-abc"), std::fs::Permissions::from_mode(0o555))
            .unwrap();
        // The same, from another host: the lock alone decides.
        let remote = tmp.path().join(format!("{RUN_FOLDER_PREFIX}remote12"));
        std::fs::create_dir_all(&remote).unwrap();
        std::fs::write(remote.join(LOCK_FILE), "1 some-other-host\n").unwrap();
        // Kept by --save-temps.
        let kept = tmp.path().join(format!("{RUN_FOLDER_PREFIX}kept1234"));
        std::fs::create_dir_all(&kept).unwrap();
        std::fs::write(kept.join(LOCK_FILE), format!("{} {}\n", i32::MAX, hostname())).unwrap();
        std::fs::write(kept.join(KEPT_MARKER), "").unwrap();
        // No lock file: maybe not a run folder of ours at all.
        let odd = tmp.path().join(format!("{RUN_FOLDER_PREFIX}odd12345"));
        std::fs::create_dir_all(&odd).unwrap();
        // The process is alive (this one) though unlocked.
        let alive = tmp.path().join(format!("{RUN_FOLDER_PREFIX}alive123"));
        std::fs::create_dir_all(&alive).unwrap();
        std::fs::write(alive.join(LOCK_FILE), format!("{} {}\n", std::process::id(), hostname())).unwrap();
        // Not a run folder.
        std::fs::create_dir_all(tmp.path().join("something-else")).unwrap();

        let f = RunFolder::new(tmp.path()).unwrap();
        let mine = f.path().file_name().unwrap().to_string_lossy().into_owned();
        let mut want = vec![
            mine,
            format!("{RUN_FOLDER_PREFIX}alive123"),
            format!("{RUN_FOLDER_PREFIX}kept1234"),
            format!("{RUN_FOLDER_PREFIX}odd12345"),
            "something-else".to_string(),
        ];
        want.sort();
        assert_eq!(entries(tmp.path()), want);
        // Kept folders stay after their run, marked.
        f.keep().unwrap();
        assert!(f.is_kept());
        let path = f.path().to_path_buf();
        drop(f);
        assert!(path.join(KEPT_MARKER).exists());
        let g = RunFolder::new(tmp.path()).unwrap();
        assert!(path.is_dir(), "a kept folder was removed");
        drop(g);
        assert!(path.is_dir());
    }
}
