//! `reduce-c` parses what gcc accepts (issue 12, point 6).
//!
//! Every file of the C corpus (`tests/corpus/c/`: the construct fixtures in
//! `gnu-c23/`, the hand-written files, `gcc -E` output of system and library
//! headers, csmith programs) is first given to `gcc -fsyntax-only`; the files gcc
//! accepts must parse with the generated C parser, at least [`MIN_ACCEPTANCE`] of
//! them, and every fixture in `gnu-c23/` must parse whatever gcc says.
//!
//! A file chooses its gcc flags with a line `// gcc-flags: ...` among its first
//! lines (the default is `-std=gnu11`, plus the csmith stub header directory for
//! `csmith/`). A fixture of a construct that only newer gcc versions accept says so
//! with `// gcc-since: N`: gcc N or later must accept it, and older versions are
//! expected to reject it (it still must parse). A fixture that the installed gcc
//! rejects without such a line is a broken fixture and fails the test, so the
//! fixtures stay honest. gcc must be installed (`.ci/run` installs it): the test
//! fails, it does not skip, without it.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{read, rel, root};
use reducer_runtime::language::Language;

/// Share of the gcc-accepted files that must parse.
const MIN_ACCEPTANCE: f64 = 0.99;
/// The corpus must hold at least this many files (no silent shrinking).
const MIN_FILES: usize = 200;
/// ... and at least this many construct fixtures.
const MIN_FIXTURES: usize = 50;

/// Corpus directories under `tests/corpus/c/`, and whether their files are fixtures
/// (each must parse, even when this gcc rejects it).
const DIRS: &[(&str, bool)] = &[("gnu-c23", true), ("hand", false), ("gcc-E", false), ("csmith", false)];

struct Case {
    path: PathBuf,
    fixture: bool,
    flags: Vec<String>,
    /// `// gcc-since: N`: the first gcc major version expected to accept the file.
    since: Option<u32>,
}

/// The `// gcc-flags:` and `// gcc-since:` lines among the first lines of `src`.
fn header(src: &[u8]) -> (Option<Vec<String>>, Option<u32>) {
    let text = String::from_utf8_lossy(&src[..src.len().min(2000)]);
    let (mut flags, mut since) = (None, None);
    for line in text.lines().take(5) {
        if let Some(f) = line.strip_prefix("// gcc-flags:") {
            flags = Some(f.split_whitespace().map(str::to_string).collect());
        } else if let Some(v) = line.strip_prefix("// gcc-since:") {
            since = Some(v.trim().parse().unwrap_or_else(|_| panic!("bad gcc-since line: {line}")));
        }
    }
    (flags, since)
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for &(dir, fixture) in DIRS {
        let d = root().join("tests/corpus/c").join(dir);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&d)
            .unwrap_or_else(|e| panic!("corpus directory {}: {e}", d.display()))
            .map(|e| e.expect("readable directory entry").path())
            .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("c"))
            .collect();
        files.sort();
        for path in files {
            let (flags, since) = header(&read(&path));
            let flags = flags.unwrap_or_else(|| {
                let mut f = vec!["-std=gnu11".to_string()];
                if dir == "csmith" {
                    f.push(format!("-I{}", root().join("tests/corpus/c/csmith-stub").display()));
                }
                f
            });
            out.push(Case { path, fixture, flags, since });
        }
    }
    out
}

/// The installed gcc's major version; panics when there is no gcc.
fn gcc_major() -> u32 {
    let out = Command::new("gcc")
        .arg("-dumpversion")
        .output()
        .unwrap_or_else(|e| panic!("this test needs gcc (apt-get install -y gcc; .ci/run installs it): {e}"));
    assert!(out.status.success(), "gcc -dumpversion failed");
    let v = String::from_utf8_lossy(&out.stdout);
    v.trim().split('.').next().and_then(|m| m.parse().ok()).unwrap_or_else(|| panic!("gcc -dumpversion said {v:?}"))
}

/// `Ok(())` when `gcc -fsyntax-only` accepts the file, else gcc's first error line.
fn gcc_accepts(path: &Path, flags: &[String]) -> Result<(), String> {
    let out = Command::new("gcc")
        .args(flags)
        .args(["-fsyntax-only", "-w"])
        .arg(path)
        .env("LC_ALL", "C")
        .output()
        .unwrap_or_else(|e| panic!("running gcc: {e}"));
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr);
    Err(err.lines().find(|l| l.contains("error")).unwrap_or(err.trim()).to_string())
}

/// gcc's verdicts for all cases, on two threads (the machine may be shared).
fn gcc_verdicts(cases: &[Case]) -> Vec<Result<(), String>> {
    let mut verdicts: Vec<Option<Result<(), String>>> = (0..cases.len()).map(|_| None).collect();
    std::thread::scope(|s| {
        let half = cases.len().div_ceil(2);
        let (a, b) = verdicts.split_at_mut(half);
        for (chunk, out) in [(&cases[..half], a), (&cases[half..], b)] {
            s.spawn(move || {
                for (c, v) in chunk.iter().zip(out.iter_mut()) {
                    *v = Some(gcc_accepts(&c.path, &c.flags));
                }
            });
        }
    });
    verdicts.into_iter().map(|v| v.expect("every file checked")).collect()
}

#[test]
fn c_parses_what_gcc_accepts() {
    let major = gcc_major();
    let cases = cases();
    let fixtures = cases.iter().filter(|c| c.fixture).count();
    assert!(cases.len() >= MIN_FILES, "only {} C corpus files, want >= {MIN_FILES}", cases.len());
    assert!(fixtures >= MIN_FIXTURES, "only {fixtures} construct fixtures, want >= {MIN_FIXTURES}");
    let tables = reducers::c::C::tables();
    let verdicts = gcc_verdicts(&cases);

    let (mut gcc_ok, mut parsed_ok) = (0usize, 0usize);
    let mut rejects = Vec::new();
    let mut broken_fixtures = Vec::new();
    let mut newer_gcc = Vec::new();
    for (c, verdict) in cases.iter().zip(&verdicts) {
        let name = rel(&c.path);
        let parsed = tables.parse(&read(&c.path));
        match (verdict, c.since) {
            (Ok(()), _) => gcc_ok += 1,
            (Err(_), Some(n)) if major < n => newer_gcc.push(format!("{name} (gcc {n}+)")),
            (Err(e), _) if c.fixture => broken_fixtures.push(format!("{name}: gcc {major} -> {e}")),
            (Err(_), _) => {}
        }
        match &parsed {
            Ok(_) if verdict.is_ok() => parsed_ok += 1,
            Ok(_) => {}
            Err(e) if verdict.is_ok() || c.fixture => rejects.push(format!("{name}:{e}")),
            Err(_) => {}
        }
    }
    assert!(gcc_ok >= MIN_FILES * 3 / 4, "gcc accepted only {gcc_ok} of {} files: is gcc broken?", cases.len());
    let share = parsed_ok as f64 / gcc_ok as f64;
    eprintln!(
        "gcc {major} accepts {gcc_ok} of {} C corpus files; we parse {parsed_ok} of them ({:.2}%); \
         {fixtures} construct fixtures",
        cases.len(),
        100.0 * share
    );
    if !newer_gcc.is_empty() {
        eprintln!("fixtures this gcc rejects (need a newer gcc; parsed anyway): {}", newer_gcc.join(", "));
    }
    for r in &rejects {
        eprintln!("rejected: {r}");
    }
    assert!(broken_fixtures.is_empty(), "fixtures that gcc rejects (fix them):\n{}", broken_fixtures.join("\n"));
    let fixture_rejects: Vec<&String> = rejects.iter().filter(|r| r.starts_with("tests/corpus/c/gnu-c23/")).collect();
    assert!(fixture_rejects.is_empty(), "construct fixtures we reject: {fixture_rejects:#?}");
    assert!(
        share >= MIN_ACCEPTANCE,
        "we parse {parsed_ok} of the {gcc_ok} files gcc accepts ({:.2}%, want >= {:.0}%)",
        100.0 * share,
        100.0 * MIN_ACCEPTANCE
    );
}
