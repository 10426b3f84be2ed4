//! What can be wrong with a test script or its files, found before the first test
//! (by [`super::script::ScriptProperty::new`] and [`super::diagnose`]).

use std::ffi::OsString;
use std::fmt;
use std::path::PathBuf;

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
    /// The script is on a file system mounted `noexec`.
    ScriptOnNoexecMount(PathBuf),
    /// The script is neither a binary nor starts with a `#!` line (exec gives ENOEXEC).
    ScriptNoShebang(PathBuf),
    /// The `#!` line ends with a carriage return (Windows line endings).
    ScriptCarriageReturn {
        /// The script.
        script: PathBuf,
        /// The `#!` line, without the carriage return.
        line: OsString,
    },
    /// The interpreter named by the `#!` line does not exist.
    InterpreterMissing {
        /// The script.
        script: PathBuf,
        /// The interpreter's path.
        interpreter: PathBuf,
    },
    /// The interpreter named by the `#!` line is not an executable file.
    InterpreterNotExecutable {
        /// The script.
        script: PathBuf,
        /// The interpreter's path.
        interpreter: PathBuf,
    },
    /// `#!/usr/bin/env NAME`: NAME is not found on PATH.
    EnvCommandMissing {
        /// The script.
        script: PathBuf,
        /// The command `env` would look for.
        name: OsString,
        /// PATH as the script would get it.
        path_var: OsString,
    },
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
    /// The original input could not be copied for `REDUCER_ORIGINAL`.
    OriginalCopy(PathBuf, std::io::Error),
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
            ScriptError::ScriptOnNoexecMount(p) => write!(
                f,
                "test script `{}` cannot be executed: its file system is mounted `noexec` \
                 (move the script to another folder, e.g. beside the input)",
                p.display()
            ),
            ScriptError::ScriptNoShebang(p) => write!(
                f,
                "test script `{}` cannot be executed: it needs a `#!` line such as `#!/bin/sh` \
                 (or must be a binary)",
                p.display()
            ),
            ScriptError::ScriptCarriageReturn { script, line } => write!(
                f,
                "test script `{}` has Windows line endings: its `{}` line ends with a carriage return (\\r), \
                 so the system looks for an interpreter whose name ends in \\r; convert the file with \
                 `sed -i 's/\\r$//' {}` or `dos2unix {}`",
                script.display(),
                line.to_string_lossy().escape_debug(),
                script.display(),
                script.display()
            ),
            ScriptError::InterpreterMissing { script, interpreter } => write!(
                f,
                "test script `{}` cannot be executed: its `#!` line names the interpreter `{}`, which does not exist",
                script.display(),
                interpreter.display()
            ),
            ScriptError::InterpreterNotExecutable { script, interpreter } => write!(
                f,
                "test script `{}` cannot be executed: its `#!` interpreter `{}` is not an executable file",
                script.display(),
                interpreter.display()
            ),
            ScriptError::EnvCommandMissing { script, name, path_var } => {
                let name = name.to_string_lossy();
                write!(
                    f,
                    "test script `{}` cannot be executed: its `#!` line runs `env {name}`, but `{name}` is not found \
                     on PATH ({})",
                    script.display(),
                    path_var.to_string_lossy()
                )?;
                if name.contains([' ', '\t']) {
                    write!(f, "; `env` takes the rest of a `#!` line as one name unless it starts with `-S`")?;
                }
                Ok(())
            }
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
            ScriptError::OriginalCopy(p, e) => {
                write!(f, "cannot make the read-only copy of `{}` for REDUCER_ORIGINAL: {e}", p.display())
            }
            ScriptError::Io(p, e) => write!(f, "cannot access `{}`: {e}", p.display()),
        }
    }
}

impl std::error::Error for ScriptError {}
