//! Where the command line writes, checked before the first test: each output is either
//! a regular file (replaced atomically) or a stream (a device, FIFO or terminal, opened
//! and written, never replaced), and no output may be an input or another output.
//!
//! Paths are compared after resolving `..` and symlinks as far as they exist, and by
//! device and inode where they exist (hard links), so `./x`, `dir/../x`, a link to `x`
//! and `x` are one file.

use std::io::Write;
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt};
use std::path::{Component, Path, PathBuf};

use crate::output::write_atomic;

/// Symlinks followed before a path counts as unresolvable (as the kernel's ELOOP).
const MAX_LINKS: usize = 40;

/// `path` made absolute with `..`, `.` and symlinks resolved as far as it exists; the
/// part that does not exist yet is appended with `..` and `.` resolved lexically.
pub fn resolve_path(path: &Path) -> PathBuf {
    resolve_at(path, 0)
}

fn resolve_at(path: &Path, depth: usize) -> PathBuf {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = PathBuf::from("/");
    let mut exists = true;
    for c in abs.components() {
        match c {
            Component::RootDir | Component::Prefix(_) | Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(name) => {
                out.push(name);
                if !exists {
                    continue;
                }
                match std::fs::symlink_metadata(&out) {
                    Ok(m) if m.file_type().is_symlink() => {
                        if let Ok(real) = std::fs::canonicalize(&out) {
                            out = real;
                        } else if let (Ok(target), true) = (std::fs::read_link(&out), depth < MAX_LINKS) {
                            // A dangling link: where it points, which may be created.
                            out.pop();
                            out = resolve_at(&out.join(target), depth + 1);
                        }
                    }
                    Ok(_) => {}
                    Err(_) => exists = false,
                }
            }
        }
    }
    out
}

/// True when a symlink on the way to `path` points into `/proc` (`/dev/stdout` is
/// `/proc/self/fd/1`): such a file is the process's own descriptor, written in place.
fn through_proc(path: &Path) -> bool {
    let mut p = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    for _ in 0..MAX_LINKS {
        if p.starts_with("/proc") {
            return true;
        }
        match std::fs::read_link(&p) {
            Ok(target) => p = p.parent().unwrap_or(Path::new("/")).join(target),
            Err(_) => return false,
        }
    }
    false
}

/// One output of a run and how it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutputTarget {
    /// A regular file (existing or new), replaced atomically at `path`; `link` is the
    /// path the user gave when it is a symlink to `path`.
    File { path: PathBuf, link: Option<PathBuf> },
    /// A device, FIFO, socket or terminal: opened for writing and written in place.
    Stream(PathBuf),
}

impl OutputTarget {
    /// Classifies `path`. A directory is an error.
    pub fn new(path: &Path) -> std::io::Result<OutputTarget> {
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => Err(std::io::Error::other("it is a directory")),
            Ok(m) if !m.is_file() => Ok(OutputTarget::Stream(path.to_path_buf())),
            _ if through_proc(path) => Ok(OutputTarget::Stream(path.to_path_buf())),
            _ => {
                let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
                if is_link {
                    Ok(OutputTarget::File { path: resolve_path(path), link: Some(path.to_path_buf()) })
                } else {
                    Ok(OutputTarget::File { path: path.to_path_buf(), link: None })
                }
            }
        }
    }

    /// Where the bytes go (a symlink's target).
    pub fn path(&self) -> &Path {
        match self {
            OutputTarget::File { path, .. } | OutputTarget::Stream(path) => path,
        }
    }

    /// True for devices, FIFOs and terminals.
    pub fn is_stream(&self) -> bool {
        matches!(self, OutputTarget::Stream(_))
    }

    /// A note for the user when the path given is a symlink that is followed.
    pub fn note(&self) -> Option<String> {
        match self {
            OutputTarget::File { path, link: Some(link) } => {
                Some(format!("`{}` is a symlink: writing to its target `{}`", link.display(), path.display()))
            }
            _ => None,
        }
    }

    /// Fails when the output cannot be written: no file can be created in a regular
    /// file's folder; a device cannot be opened for writing. A FIFO or socket is not
    /// opened now: opening a FIFO and closing it again would end its reader's input.
    pub fn check(&self) -> std::io::Result<()> {
        match self {
            OutputTarget::File { path, .. } => crate::output::check_writable(path),
            OutputTarget::Stream(path) => {
                let meta = std::fs::metadata(path)?;
                if meta.file_type().is_fifo() || meta.file_type().is_socket() {
                    return Ok(());
                }
                std::fs::OpenOptions::new()
                    .write(true)
                    .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
                    .open(path)
                    .map(drop)
            }
        }
    }

    /// Writes `bytes`: atomically for a regular file; for a stream, opened, written
    /// whole and flushed (`ENOSPC` from `/dev/full` and `EPIPE` are errors).
    pub fn write(&self, bytes: &[u8]) -> std::io::Result<()> {
        match self {
            OutputTarget::File { path, .. } => write_atomic(path, bytes),
            OutputTarget::Stream(path) => {
                let mut f = std::fs::OpenOptions::new().write(true).custom_flags(libc::O_NOCTTY).open(path)?;
                f.write_all(bytes)?;
                f.flush()
            }
        }
    }
}

/// A path's identity for collision checks: where it resolves, and its device and inode
/// when it exists.
#[derive(Clone, Debug)]
struct Identity {
    resolved: PathBuf,
    inode: Option<(u64, u64)>,
    stream: bool,
}

impl Identity {
    fn of(path: &Path) -> Identity {
        let meta = std::fs::metadata(path).ok();
        Identity {
            resolved: resolve_path(path),
            inode: meta.as_ref().map(|m| (m.dev(), m.ino())),
            stream: meta.is_some_and(|m| !m.is_file() && !m.is_dir()),
        }
    }

    fn same(&self, other: &Identity) -> bool {
        self.resolved == other.resolved || (self.inode.is_some() && self.inode == other.inode)
    }

    /// True when this path lies inside (or is) the folder `dir`.
    fn within(&self, dir: &Identity) -> bool {
        self.resolved.starts_with(&dir.resolved)
    }
}

/// The files a run reads and the files it will write, for [`PathPlan::check`].
#[derive(Debug, Default)]
pub struct PathPlan {
    reads: Vec<(String, PathBuf, Identity)>,
    writes: Vec<(String, PathBuf, Identity)>,
    write_dirs: Vec<(String, PathBuf, Identity)>,
}

impl PathPlan {
    /// An empty plan.
    pub fn new() -> PathPlan {
        PathPlan::default()
    }

    /// A file the run reads (`what` names it in messages: "the input file").
    pub fn reads(&mut self, what: impl Into<String>, path: &Path) -> &mut Self {
        self.reads.push((what.into(), path.to_path_buf(), Identity::of(path)));
        self
    }

    /// A file the run will write.
    pub fn writes(&mut self, what: impl Into<String>, path: &Path) -> &mut Self {
        self.writes.push((what.into(), path.to_path_buf(), Identity::of(path)));
        self
    }

    /// A folder whose every file the run may write (batch mode's `reduced/`).
    pub fn writes_into(&mut self, what: impl Into<String>, dir: &Path) -> &mut Self {
        self.write_dirs.push((what.into(), dir.to_path_buf(), Identity::of(dir)));
        self
    }

    /// The first collision, as a message naming both paths: an output that is an input
    /// or lies in an output folder with one, or two outputs that are one file (two
    /// streams may be one device: `/dev/null` twice is fine).
    pub fn check(&self) -> Result<(), String> {
        for (i, (what, path, id)) in self.writes.iter().enumerate() {
            if let Some((name, p, _)) = self.reads.iter().find(|(_, _, r)| r.same(id)) {
                return Err(format!(
                    "{what} `{}` is {name} `{}`; refusing to overwrite it",
                    path.display(),
                    p.display()
                ));
            }
            let earlier = self.writes[..i].iter().find(|(_, _, w)| w.same(id) && !(w.stream && id.stream));
            if let Some((name, p, _)) = earlier {
                return Err(format!("{what} `{}` and {name} `{}` are the same file", path.display(), p.display()));
            }
        }
        for (what, dir, id) in &self.write_dirs {
            if let Some((name, p, _)) = self.reads.iter().find(|(_, _, r)| r.within(id)) {
                return Err(format!(
                    "{name} `{}` is inside {what} `{}`, which this run writes; refusing to overwrite it",
                    p.display(),
                    dir.display()
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolve_path_follows_dot_dot_and_links() {
        let dir = tempfile::tempdir().unwrap();
        let d = std::fs::canonicalize(dir.path()).unwrap();
        std::fs::create_dir(d.join("a")).unwrap();
        std::fs::write(d.join("a/x"), b"1").unwrap();
        std::os::unix::fs::symlink(d.join("a/x"), d.join("link")).unwrap();
        std::os::unix::fs::symlink(d.join("a/new"), d.join("dangling")).unwrap();
        assert_eq!(resolve_path(&d.join("a/../a/./x")), d.join("a/x"));
        assert_eq!(resolve_path(&d.join("link")), d.join("a/x"));
        assert_eq!(resolve_path(&d.join("dangling")), d.join("a/new"));
        assert_eq!(resolve_path(&d.join("missing/../a/y")), d.join("a/y"));
    }

    #[test]
    fn outputs_are_classified() {
        let dir = tempfile::tempdir().unwrap();
        let d = std::fs::canonicalize(dir.path()).unwrap();
        assert_eq!(OutputTarget::new(Path::new("/dev/null")).unwrap(), OutputTarget::Stream("/dev/null".into()));
        assert!(OutputTarget::new(Path::new("/dev/stdout")).unwrap().is_stream());
        assert!(OutputTarget::new(&d).is_err());
        let new = d.join("new.c");
        assert_eq!(OutputTarget::new(&new).unwrap(), OutputTarget::File { path: new.clone(), link: None });
        std::os::unix::fs::symlink(&new, d.join("l")).unwrap();
        let t = OutputTarget::new(&d.join("l")).unwrap();
        assert_eq!(t.path(), new);
        assert!(t.note().unwrap().contains("symlink"));
    }

    #[test]
    fn a_full_device_is_a_write_error() {
        let e = OutputTarget::new(Path::new("/dev/full")).unwrap().write(b"x").unwrap_err();
        assert_eq!(e.raw_os_error(), Some(libc::ENOSPC));
        OutputTarget::new(Path::new("/dev/null")).unwrap().write(b"x").unwrap();
        assert!(Path::new("/dev/null").metadata().unwrap().file_type().is_char_device());
    }

    #[test]
    fn collisions_name_both_paths() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("in.c"), b"1").unwrap();
        std::fs::hard_link(d.join("in.c"), d.join("hard.c")).unwrap();
        let mut plan = PathPlan::new();
        plan.reads("the input file", &d.join("in.c")).writes("--stats-json", &d.join("hard.c"));
        assert!(plan.check().unwrap_err().contains("is the input file"));

        let mut plan = PathPlan::new();
        plan.reads("the input file", &d.join("in.c"))
            .writes("the output", &d.join("out.c"))
            .writes("--stats-json", &d.join("sub/../out.c"));
        assert!(plan.check().unwrap_err().contains("are the same file"));

        let mut plan = PathPlan::new();
        plan.writes("the output", Path::new("/dev/null")).writes("--stats-json", Path::new("/dev/null"));
        plan.check().unwrap();

        let mut plan = PathPlan::new();
        plan.reads("input", &d.join("out/reduced/000-a.json"))
            .writes_into("the results folder", &d.join("out/reduced"));
        assert!(plan.check().unwrap_err().contains("is inside the results folder"));
    }
}
