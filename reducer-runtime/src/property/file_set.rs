//! The files of a multi-file reduction ([`FileSet`]): every test directory holds all of
//! them at their relative paths, the candidate in its member's place and the others as
//! they are now (the best so far of each). Between two reductions of one member the set
//! changes; during one it does not, so every test of that reduction sees the same files.

use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, RwLock};

use super::script_error::ScriptError;

/// The files of a multi-file reduction and their current contents (`None`: removed).
#[derive(Debug)]
pub struct FileSet {
    paths: Vec<PathBuf>,
    contents: RwLock<Vec<Option<Arc<Vec<u8>>>>>,
}

impl FileSet {
    /// A set of files at relative paths (no `..`, not absolute, distinct) with their
    /// contents.
    pub fn new(files: Vec<(PathBuf, Vec<u8>)>) -> Result<FileSet, ScriptError> {
        let mut paths: Vec<PathBuf> = Vec::with_capacity(files.len());
        let mut contents = Vec::with_capacity(files.len());
        for (path, bytes) in files {
            if !is_relative_below(&path) {
                return Err(ScriptError::BadFileName(path.into_os_string()));
            }
            if paths.contains(&path) {
                return Err(ScriptError::NameClash(path.into_os_string()));
            }
            paths.push(path);
            contents.push(Some(Arc::new(bytes)));
        }
        Ok(FileSet { paths, contents: RwLock::new(contents) })
    }

    /// The number of files (removed ones included).
    pub fn len(&self) -> usize {
        self.paths.len()
    }

    /// True when the set has no file.
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// The relative path of file `i`.
    pub fn path(&self, i: usize) -> &Path {
        &self.paths[i]
    }

    /// The current contents of file `i` (`None` once removed).
    pub fn get(&self, i: usize) -> Option<Arc<Vec<u8>>> {
        self.read()[i].clone()
    }

    /// Sets the contents of file `i` (`None` removes it from the test directories).
    pub fn set(&self, i: usize, bytes: Option<Vec<u8>>) {
        let mut contents = self.contents.write().unwrap_or_else(|e| e.into_inner());
        contents[i] = bytes.map(Arc::new);
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, Vec<Option<Arc<Vec<u8>>>>> {
        self.contents.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Writes the files into `dir`, `candidate` in member `member`'s place, and returns
    /// the script's arguments: the relative paths of the files written, in order (a path
    /// beginning with `-` as `./-path`).
    pub(crate) fn write_into(&self, dir: &Path, member: usize, candidate: &[u8]) -> std::io::Result<Vec<OsString>> {
        let contents = self.read();
        let mut args = Vec::with_capacity(self.paths.len());
        for (i, path) in self.paths.iter().enumerate() {
            let bytes: &[u8] = match (i == member, &contents[i]) {
                (true, _) => candidate,
                (false, Some(b)) => b,
                (false, None) => continue,
            };
            let to = dir.join(path);
            if let Some(parent) = to.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&to, bytes)?;
            let mut arg = OsString::new();
            if path.as_os_str().as_encoded_bytes().starts_with(b"-") {
                arg.push("./");
            }
            arg.push(path);
            args.push(arg);
        }
        Ok(args)
    }
}

/// A path of plain components only: relative, without `.` or `..`.
pub(crate) fn is_relative_below(path: &Path) -> bool {
    path.components().next().is_some() && path.components().all(|c| matches!(c, Component::Normal(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_must_be_relative_below_and_distinct() {
        let f = |p: &str| (PathBuf::from(p), Vec::new());
        assert!(FileSet::new(vec![f("a.c"), f("inc/b.h")]).is_ok());
        assert!(FileSet::new(vec![f("/etc/passwd")]).is_err());
        assert!(FileSet::new(vec![f("../a.c")]).is_err());
        assert!(FileSet::new(vec![f("a.c"), f("a.c")]).is_err());
    }

    #[test]
    fn the_candidate_takes_its_members_place_and_removed_files_are_left_out() {
        let set = FileSet::new(vec![
            (PathBuf::from("a.c"), b"int a;".to_vec()),
            (PathBuf::from("inc/b.h"), b"int b;".to_vec()),
            (PathBuf::from("-c.h"), b"int c;".to_vec()),
        ])
        .unwrap();
        set.set(1, None);
        let dir = tempfile::tempdir().unwrap();
        let args = set.write_into(dir.path(), 0, b"A").unwrap();
        assert_eq!(args, vec![OsString::from("a.c"), OsString::from("./-c.h")]);
        assert_eq!(std::fs::read(dir.path().join("a.c")).unwrap(), b"A");
        assert!(!dir.path().join("inc/b.h").exists());
        assert_eq!(std::fs::read(dir.path().join("-c.h")).unwrap(), b"int c;");
    }
}
