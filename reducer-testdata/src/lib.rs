//! The one place tests find the data they share with the benchmarks: the `shared/`
//! folder beside the checkout (`../shared` in CI), which holds the grammars-v4 grammars,
//! the benchmark cases and pairs, the papers and `tools/antlr-reference.sh`.
//!
//! Tests never skip when the data is missing: they fail here, naming what they looked
//! for and how to get it. `REDUCER_SHARED=DIR` points elsewhere.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root (this crate's parent folder).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate sits in the workspace").to_path_buf()
}

/// The shared data folder: `$REDUCER_SHARED` if set, else the nearest `shared/` beside
/// the workspace or one of its ancestors. Panics with a clear message when none exists.
pub fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("REDUCER_SHARED") {
        let dir = PathBuf::from(dir);
        assert!(dir.is_dir(), "REDUCER_SHARED={} is not a folder", dir.display());
        return dir;
    }
    let root = workspace_root();
    root.ancestors().skip(1).map(|a| a.join("shared")).find(|p| p.join("grammars-v4").is_dir()).unwrap_or_else(|| {
        panic!(
            "the tests need the shared test data: a `shared/` folder (with grammars-v4/, bench/, tools/) \
             beside the checkout, as CI has it, or REDUCER_SHARED=DIR; none found above {}",
            root.display()
        )
    })
}

/// `relative` inside the shared data folder; panics when it does not exist.
pub fn shared(relative: &str) -> PathBuf {
    let path = shared_dir().join(relative);
    assert!(path.exists(), "{} is missing from the shared test data", path.display());
    path
}

/// The six unmodified grammars of the ANTLR collection (`shared/grammars-v4`).
pub fn grammars_v4() -> PathBuf {
    shared("grammars-v4")
}

/// ANTLR itself (`shared/tools/antlr-reference.sh`), or `$ANTLR_REFERENCE`. Panics with
/// an install hint when the tool, Java or the ANTLR jar is missing.
pub fn antlr_reference() -> PathBuf {
    let tool = match std::env::var_os("ANTLR_REFERENCE") {
        Some(p) => {
            let p = PathBuf::from(p);
            assert!(p.is_file(), "ANTLR_REFERENCE={} is not a file", p.display());
            p
        }
        None => shared("tools/antlr-reference.sh"),
    };
    let java = Command::new("java").arg("-version").output().is_ok_and(|o| o.status.success());
    assert!(java, "ANTLR needs java: apt-get install -y default-jdk-headless (.ci/run installs it)");
    let jar = Path::new("/usr/share/java/antlr4.jar");
    assert!(jar.is_file(), "ANTLR needs {}: apt-get install -y antlr4 (.ci/run installs it)", jar.display());
    tool
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_shared_folder_beside_the_checkout() {
        assert!(grammars_v4().join("python").is_dir());
        assert!(shared("bench/cases").is_dir());
    }

    #[test]
    #[should_panic(expected = "is missing from the shared test data")]
    fn a_missing_entry_is_named() {
        shared("no-such-entry");
    }
}
