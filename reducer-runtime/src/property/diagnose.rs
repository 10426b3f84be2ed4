//! Why a test script cannot be executed, found by looking at it as the kernel would.
//!
//! Used before the first test ([`super::ScriptProperty::new`]) and again when starting a
//! test fails with ENOENT, EACCES or ENOEXEC, so the user reads the cause (a carriage
//! return after `#!/bin/sh`, an interpreter that is not installed, no `#!` line) rather
//! than "No such file or directory" about a file that exists.

use std::ffi::{CString, OsStr, OsString};
use std::fs::File;
use std::io::Read;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use super::script_error::ScriptError;

/// How much of a script the kernel reads to find its `#!` line (BINPRM_BUF_SIZE).
const HEAD: usize = 256;

/// PATH as `env` uses it when the variable is not set (glibc's `_CS_PATH`).
const DEFAULT_PATH: &str = "/bin:/usr/bin";

/// Checks that `path` can be executed as a test script; the error names the cause.
pub(crate) fn diagnose(path: &Path) -> Result<(), ScriptError> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(ScriptError::ScriptMissing(path.into())),
        Err(e) => return Err(ScriptError::Io(path.into(), e)),
    };
    if meta.is_dir() {
        return Err(ScriptError::ScriptIsDirectory(path.into()));
    }
    if !meta.is_file() {
        return Err(ScriptError::ScriptNotFile(path.into()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(ScriptError::ScriptNotExecutable(path.into()));
    }
    if !executable_by_us(path) {
        if on_noexec_mount(path) {
            return Err(ScriptError::ScriptOnNoexecMount(path.into()));
        }
        return Err(ScriptError::ScriptNotExecutable(path.into()));
    }
    // Unreadable (mode --x): a binary still runs, a script would not; leave it to exec.
    let Some(head) = read_head(path) else { return Ok(()) };
    if head.starts_with(b"\x7fELF") {
        return Ok(());
    }
    let Some(rest) = head.strip_prefix(b"#!") else {
        // Other binary formats (binfmt_misc) have NUL bytes early; text does not.
        if head.contains(&0) {
            return Ok(());
        }
        return Err(ScriptError::ScriptNoShebang(path.into()));
    };
    let line = match rest.iter().position(|&b| b == b'\n') {
        Some(nl) => &rest[..nl],
        None => rest,
    };
    // The kernel strips trailing spaces and tabs, not carriage returns.
    let line = trim_end(line);
    if let Some(before) = line.strip_suffix(b"\r") {
        let shown = OsString::from_vec(b"#!".iter().chain(trim_end(before)).copied().collect());
        return Err(ScriptError::ScriptCarriageReturn { script: path.into(), line: shown });
    }
    let line = trim_start(line);
    let end = line.iter().position(|&b| b == b' ' || b == b'\t' || b == 0).unwrap_or(line.len());
    let (interp, arg) = (&line[..end], trim_start(&line[end..]));
    if interp.is_empty() {
        return Err(ScriptError::ScriptNoShebang(path.into()));
    }
    let interp = PathBuf::from(OsStr::from_bytes(interp));
    if !interp.is_absolute() {
        // Relative to the test directory at exec time: nothing to check here.
        return Ok(());
    }
    match std::fs::metadata(&interp) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound || e.raw_os_error() == Some(libc::ENOTDIR) => {
            return Err(ScriptError::InterpreterMissing { script: path.into(), interpreter: interp });
        }
        Ok(m) if !m.is_file() || !executable_by_us(&interp) => {
            return Err(ScriptError::InterpreterNotExecutable { script: path.into(), interpreter: interp });
        }
        _ => {}
    }
    if interp.file_name() == Some(OsStr::new("env")) {
        if let Some(name) = env_command(arg) {
            if !command_exists(&name) {
                let path_var = std::env::var_os("PATH").unwrap_or_else(|| DEFAULT_PATH.into());
                return Err(ScriptError::EnvCommandMissing { script: path.into(), name, path_var });
            }
        }
    }
    Ok(())
}

/// The command `#!/usr/bin/env ARG` runs, when it can be told: `ARG` itself (the
/// kernel passes the rest of the line as one argument, so `python3 -u` is one name),
/// or the first word after `-S`. `None` for other options or variable assignments.
fn env_command(arg: &[u8]) -> Option<OsString> {
    if arg.is_empty() {
        return None;
    }
    let words: Vec<&[u8]> = if arg.starts_with(b"-") {
        let rest = match arg.strip_prefix(b"--split-string=") {
            Some(r) => r,
            None => arg.strip_prefix(b"-S")?,
        };
        rest.split(|&b| b == b' ' || b == b'\t').filter(|w| !w.is_empty()).collect()
    } else {
        vec![arg]
    };
    let name = *words.iter().find(|w| !w.contains(&b'='))?;
    if name.starts_with(b"-") {
        return None;
    }
    Some(OsString::from_vec(name.to_vec()))
}

/// True when `env` would find `name`: a path (with a `/`) that exists, or an
/// executable file in a PATH directory.
fn command_exists(name: &OsStr) -> bool {
    if name.as_bytes().contains(&b'/') {
        let p = Path::new(name);
        // A relative path is resolved in the test directory: cannot be checked here.
        return !p.is_absolute() || p.exists();
    }
    let path_var = std::env::var_os("PATH").unwrap_or_else(|| DEFAULT_PATH.into());
    std::env::split_paths(&path_var).any(|dir| {
        let dir = if dir.as_os_str().is_empty() { PathBuf::from(".") } else { dir };
        if !dir.is_absolute() {
            // Relative PATH entries are resolved in the test directory.
            return true;
        }
        let p = dir.join(name);
        std::fs::metadata(&p).is_ok_and(|m| m.is_file()) && executable_by_us(&p)
    })
}

/// `access(path, X_OK)`: execute permission for this process, and not on a `noexec`
/// file system.
fn executable_by_us(path: &Path) -> bool {
    let Ok(c) = CString::new(path.as_os_str().as_bytes()) else { return true };
    // SAFETY: a valid NUL-terminated path.
    unsafe { libc::access(c.as_ptr(), libc::X_OK) == 0 }
}

/// True when `path` is on a file system mounted `noexec`.
fn on_noexec_mount(path: &Path) -> bool {
    let Ok(c) = CString::new(path.as_os_str().as_bytes()) else { return false };
    // SAFETY: statvfs writes into a zeroed struct we own.
    unsafe {
        let mut s: libc::statvfs = std::mem::zeroed();
        libc::statvfs(c.as_ptr(), &mut s) == 0 && s.f_flag & libc::ST_NOEXEC != 0
    }
}

/// The first [`HEAD`] bytes of the file, or `None` when it cannot be read.
fn read_head(path: &Path) -> Option<Vec<u8>> {
    let f = File::open(path).ok()?;
    let mut head = Vec::with_capacity(HEAD);
    f.take(HEAD as u64).read_to_end(&mut head).ok()?;
    Some(head)
}

fn trim_start(b: &[u8]) -> &[u8] {
    let n = b.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    &b[n..]
}

fn trim_end(b: &[u8]) -> &[u8] {
    let n = b.iter().rev().take_while(|&&c| c == b' ' || c == b'\t').count();
    &b[..b.len() - n]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn script(dir: &Path, name: &str, text: &[u8], mode: u32) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(mode)).unwrap();
        p
    }

    #[test]
    fn good_scripts_pass() {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path();
        assert!(diagnose(&script(d, "a", b"#!/bin/sh\nexit 0\n", 0o755)).is_ok());
        assert!(diagnose(&script(d, "b", b"#! /bin/sh -e  \nexit 0\n", 0o755)).is_ok());
        assert!(diagnose(&script(d, "c", b"#!/usr/bin/env sh\nexit 0\n", 0o755)).is_ok());
        assert!(diagnose(&script(d, "d", b"#!/usr/bin/env -S sh -e\nexit 0\n", 0o755)).is_ok());
        assert!(diagnose(&script(d, "e", b"#!/bin/sh", 0o755)).is_ok());
        // A binary, and a format with NUL bytes the kernel may know (binfmt_misc).
        assert!(diagnose(Path::new("/bin/sh")).is_ok());
        assert!(diagnose(&script(d, "f", b"PK\x03\x04\x00\x00", 0o755)).is_ok());
    }

    #[test]
    fn carriage_return_after_the_interpreter() {
        let tmp = tempfile::tempdir().unwrap();
        let p = script(tmp.path(), "crlf.sh", b"#!/bin/sh\r\ngrep -q x \"$1\"\r\n", 0o755);
        let e = diagnose(&p).unwrap_err();
        assert!(matches!(e, ScriptError::ScriptCarriageReturn { .. }), "{e:?}");
        let msg = e.to_string();
        assert!(msg.contains("carriage return (\\r)"), "{msg}");
        assert!(msg.contains("`#!/bin/sh`"), "{msg}");
        assert!(msg.contains(&format!("sed -i 's/\\r$//' {}", p.display())), "{msg}");
        assert!(msg.contains("dos2unix"), "{msg}");
        // Also with an argument or env.
        let p = script(tmp.path(), "crlf2.sh", b"#!/usr/bin/env bash\r\n", 0o755);
        assert!(matches!(diagnose(&p), Err(ScriptError::ScriptCarriageReturn { .. })));
    }

    #[test]
    fn missing_interpreters_are_named() {
        let tmp = tempfile::tempdir().unwrap();
        let p = script(tmp.path(), "a.sh", b"#!/no/such/interp -x\n", 0o755);
        let e = diagnose(&p).unwrap_err();
        assert!(matches!(e, ScriptError::InterpreterMissing { .. }), "{e:?}");
        assert!(e.to_string().contains("`/no/such/interp`"), "{e}");
        assert!(e.to_string().contains("does not exist"), "{e}");

        let p = script(tmp.path(), "b.sh", b"#!/usr/bin/env nosuchinterp\n", 0o755);
        let e = diagnose(&p).unwrap_err();
        assert!(matches!(e, ScriptError::EnvCommandMissing { .. }), "{e:?}");
        assert!(e.to_string().contains("`nosuchinterp`"), "{e}");
        assert!(e.to_string().contains("not found on PATH"), "{e}");
        let p = script(tmp.path(), "c.sh", b"#!/usr/bin/env -S nosuchinterp -u\n", 0o755);
        assert!(matches!(diagnose(&p), Err(ScriptError::EnvCommandMissing { name, .. }) if name == "nosuchinterp"));
        // Without -S the rest of the line is one name.
        let p = script(tmp.path(), "d.sh", b"#!/usr/bin/env sh -e\n", 0o755);
        assert!(matches!(diagnose(&p), Err(ScriptError::EnvCommandMissing { name, .. }) if name == "sh -e"));
        // Assignments and other options: not guessed.
        let p = script(tmp.path(), "e.sh", b"#!/usr/bin/env -i nosuchinterp\n", 0o755);
        assert!(diagnose(&p).is_ok());

        // The interpreter is a directory, or not executable.
        let p = script(tmp.path(), "f.sh", format!("#!{}\n", tmp.path().display()).as_bytes(), 0o755);
        assert!(matches!(diagnose(&p), Err(ScriptError::InterpreterNotExecutable { .. })));
    }

    #[test]
    fn no_shebang_no_execute_bit_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let p = script(tmp.path(), "plain.sh", b"grep -q x \"$1\"\n", 0o755);
        let e = diagnose(&p).unwrap_err();
        assert!(matches!(e, ScriptError::ScriptNoShebang(_)), "{e:?}");
        assert!(e.to_string().contains("needs a `#!` line"), "{e}");
        let p = script(tmp.path(), "empty.sh", b"", 0o755);
        assert!(matches!(diagnose(&p), Err(ScriptError::ScriptNoShebang(_))));
        let p = script(tmp.path(), "noexec.sh", b"#!/bin/sh\n", 0o644);
        assert!(matches!(diagnose(&p), Err(ScriptError::ScriptNotExecutable(_))));
        assert!(matches!(diagnose(tmp.path()), Err(ScriptError::ScriptIsDirectory(_))));
        assert!(matches!(diagnose(&tmp.path().join("nope")), Err(ScriptError::ScriptMissing(_))));
    }

    #[test]
    fn env_command_parsing() {
        assert_eq!(env_command(b"python3"), Some("python3".into()));
        assert_eq!(env_command(b"-S python3 -u"), Some("python3".into()));
        assert_eq!(env_command(b"-Spython3"), Some("python3".into()));
        assert_eq!(env_command(b"-S A=1 python3"), Some("python3".into()));
        assert_eq!(env_command(b"--split-string=perl -w"), Some("perl".into()));
        assert_eq!(env_command(b"A=1"), None);
        assert_eq!(env_command(b"-i x"), None);
        assert_eq!(env_command(b""), None);
    }
}
