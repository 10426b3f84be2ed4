//! What every command of a reducer shares (single file, `pair`, `batch`): escaping of messages, numeric limits, and writing results safely
//! (atomic replacement, backups that are never overwritten, the umask honoured).

use std::io::Write;
use std::path::{Path, PathBuf};

/// `text` with control characters (other than newline and tab) escaped, so raw input
/// bytes quoted in a message cannot drive the terminal.
pub fn escape_controls(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' | '\t' => out.push(c),
            c if c.is_control() => {
                let n = c as u32;
                if n < 0x100 {
                    out.push_str(&format!("\\x{n:02x}"));
                } else {
                    out.push_str(&format!("\\u{{{n:x}}}"));
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// Longest time option accepted (about 31 years): larger values would overflow clocks.
pub const MAX_SECONDS: f64 = 1e9;

/// `bug.c` gives `bug.reduced.c`; `Makefile` gives `Makefile.reduced`.
pub fn default_output(input: &Path) -> PathBuf {
    let stem = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let name = match input.extension() {
        Some(ext) => format!("{stem}.reduced.{}", ext.to_string_lossy()),
        None => format!("{stem}.reduced"),
    };
    input.with_file_name(name)
}

/// Writes `bytes` to `path` atomically: a temporary file in the same directory, then
/// a rename over the target. The file keeps the mode of the file it replaces (so
/// `--in-place` keeps the input's), and a new file gets 0666 minus the umask.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mode = match std::fs::metadata(path) {
        Ok(m) if m.is_file() => m.permissions().mode() & 0o7777,
        _ => new_file_mode(),
    };
    let mut tmp = tempfile::Builder::new().prefix(".reduce-tmp-").tempfile_in(dir)?;
    tmp.as_file().set_permissions(std::fs::Permissions::from_mode(mode))?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_data()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Fails when no file can be created in `path`'s directory (or `path` is a directory).
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::other("it is a directory"));
    }
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    tempfile::Builder::new().prefix(".reduce-check-").tempfile_in(dir).map(drop)
}

/// Writes `bytes` to a new file in the temporary directory named after `path`; returns it.
pub fn keep_in_temp(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut tmp = tempfile::Builder::new().prefix(&format!("{name}.")).tempfile_in(std::env::temp_dir())?;
    tmp.write_all(bytes)?;
    let (_, kept) = tmp.keep().map_err(|e| e.error)?;
    Ok(kept)
}

/// The mode a new output file gets: 0666 minus the process umask.
pub fn new_file_mode() -> u32 {
    static MODE: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    *MODE.get_or_init(|| {
        // Linux reports the umask without changing it (reading it elsewhere means
        // setting it, which races with threads); without /proc, the usual 022.
        let umask = std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|s| {
                let line = s.lines().find(|l| l.starts_with("Umask:"))?;
                u32::from_str_radix(line["Umask:".len()..].trim(), 8).ok()
            })
            .unwrap_or(0o022);
        0o666 & !umask
    })
}

/// The `n`th backup name of `input`: `FILE.orig`, then `FILE.orig.1`, `FILE.orig.2`, ...
pub fn backup_name(input: &Path, n: u32) -> PathBuf {
    let mut name = input.as_os_str().to_owned();
    name.push(".orig");
    if n > 0 {
        name.push(format!(".{n}"));
    }
    PathBuf::from(name)
}

/// The name [`save_backup`] would use now: the first backup name that does not exist.
pub fn next_backup(input: &Path) -> PathBuf {
    (0..1000)
        .map(|n| backup_name(input, n))
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .unwrap_or_else(|| backup_name(input, 1000))
}

/// Saves `src` as `FILE.orig`, or `FILE.orig.1`, `FILE.orig.2`, ... when that exists
/// (never over an existing file), with the input's permissions. Returns the path.
pub fn save_backup(input: &Path, src: &[u8]) -> std::io::Result<PathBuf> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let mode = std::fs::metadata(input).map(|m| m.permissions().mode() & 0o7777).unwrap_or(0o600);
    for n in 0u32.. {
        let path = backup_name(input, n);
        let file = std::fs::OpenOptions::new().write(true).create_new(true).mode(mode & 0o777).open(&path);
        match file {
            Ok(mut f) => {
                f.write_all(src)?;
                f.sync_data()?;
                // The creation mode went through the umask; the backup gets the input's.
                f.set_permissions(std::fs::Permissions::from_mode(mode))?;
                return Ok(path);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => continue,
            Err(e) => return Err(e),
        }
    }
    unreachable!("the loop returns")
}

/// Removes a run's folder of test directories when the command ends (unless
/// `--save-temps` kept it), and says so when it cannot: the runtime removes it silently
/// on drop, since a library does not print.
pub struct CloseRunFolder(pub std::sync::Arc<reducer_runtime::property::RunFolder>);

impl Drop for CloseRunFolder {
    fn drop(&mut self) {
        if let Err(e) = self.0.close() {
            say!("warning: cannot remove the temporary folder {}: {e}", self.0.path().display());
        }
    }
}
