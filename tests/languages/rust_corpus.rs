//! `reduce-rust` parses what rustfmt parses: the Rust standard library, the Rust
//! compiler and the crates cargo downloaded as the corpus.
//!
//! The corpus is every `*.rs` file under
//! - the `library/` and `compiler/` folders of Debian's `rust-src` (Rust 1.63, edition
//!   2021 code: `/usr/src/rustc-*/`; `RUST_SRC=DIR` names another such folder), and
//! - the crates of cargo's registry (`$CARGO_HOME/registry/src/*/`, by default
//!   `~/.cargo/registry/src`: the dependencies of this workspace, which every build
//!   downloads; `RUST_CRATES=DIR` names another folder instead).
//!
//! The oracle is stable rustfmt, `rustfmt --edition 2024 --emit stdout` with the file
//! on standard input (so it does not follow `mod` declarations into other files), run
//! in an empty folder (no `rustfmt.toml`): exit status 0, or only internal formatting
//! errors, means rustc's parser accepted the file as edition 2024 code. Files the
//! oracle accepts must parse with the generated Rust tables (lexer, the `RustTokens`
//! token source, GLR parser), at least [`MIN_ACCEPTANCE`] of them. The test prints the
//! table (files, oracle-accepted, we accept, share, MB/s of our lex + parse over the
//! thread's CPU time, so a loaded machine does not make it look slow), every file
//! we reject that rustfmt accepts, and every file rustfmt rejects with its first error
//! and our verdict; only ours rejecting an accepted file counts against the threshold (the grammar is a superset, see
//! `grammars/README.md`). Without the sources or rustfmt the test fails, it does not
//! skip: `.ci/run` installs `rust-src`. The test takes one file in [`DEFAULT_EVERY`]
//! unless `RUST_CORPUS_EVERY` says otherwise (`1`: all of them).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;

/// Share of the oracle-accepted files that must parse.
const MIN_ACCEPTANCE: f64 = 0.995;
/// The corpus must hold at least this many files (no silent shrinking).
const MIN_FILES: usize = 2000;
/// The test takes every this-many-th file in name order (`RUST_CORPUS_EVERY`; `1` for
/// the whole corpus, as the committed table was measured): rustfmt's start-up per file
/// is most of the test's time, and the suite must stay well under CI's limit.
const DEFAULT_EVERY: usize = 4;

/// The Debian `rust-src` folder: `RUST_SRC`, else the newest `/usr/src/rustc-*`.
fn rust_src() -> PathBuf {
    if let Some(dir) = std::env::var_os("RUST_SRC") {
        return PathBuf::from(dir);
    }
    let mut versions: Vec<PathBuf> =
        std::fs::read_dir("/usr/src").map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect()).unwrap_or_default();
    versions.retain(|p| {
        p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("rustc-")) && p.join("library").is_dir()
    });
    versions.sort_by_key(|p| {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        name["rustc-".len()..].split('.').map(|n| n.parse::<u32>().unwrap_or(0)).collect::<Vec<_>>()
    });
    match versions.pop() {
        Some(dir) => dir,
        None => panic!(
            "the Rust sources are missing: no /usr/src/rustc-*/library (apt-get install rust-src, or set RUST_SRC \
             to a folder holding library/)"
        ),
    }
}

/// The folders of cargo's registry sources: `RUST_CRATES`, else every
/// `$CARGO_HOME/registry/src/*` (`~/.cargo` by default).
fn crate_dirs() -> Vec<PathBuf> {
    if let Some(dir) = std::env::var_os("RUST_CRATES") {
        return vec![PathBuf::from(dir)];
    }
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from("/root/.cargo"));
    let src = home.join("registry/src");
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(&src).map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect()).unwrap_or_default();
    dirs.retain(|p| p.is_dir());
    dirs.sort();
    dirs
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for e in entries {
        let e = e.expect("readable directory entry");
        let path = e.path();
        let kind = e.file_type().expect("file type");
        if kind.is_dir() {
            walk(&path, out);
        } else if kind.is_file() && path.extension().and_then(|x| x.to_str()) == Some("rs") {
            out.push(path);
        }
    }
}

/// rustfmt's verdict on one file: `Ok` or its first error line. rustfmt runs in `cwd`,
/// an empty folder, so that no `rustfmt.toml` changes what it does; an internal error
/// of the formatter (`error[internal]: left behind trailing whitespace`) comes after
/// parsing and counts as accepted.
fn rustfmt(text: &[u8], cwd: &Path) -> Result<(), String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout", "--color", "never"])
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run rustfmt ({e}): rustup component add rustfmt"));
    // A write error means rustfmt stopped reading; its status says why.
    let _ = child.stdin.take().expect("stdin").write_all(text);
    let o = child.wait_with_output().expect("rustfmt runs");
    if o.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&o.stderr);
    let mut errors = stderr.lines().filter(|l| l.starts_with("error"));
    match errors.find(|l| !l.starts_with("error[internal]")) {
        Some(line) => Err(line.to_string()),
        None if stderr.contains("error[internal]") => Ok(()),
        None => Err(format!("{} ({})", o.status, stderr.lines().next().unwrap_or("no message"))),
    }
}

/// CPU time this thread has used (user + system, from `/proc/thread-self/stat`, in
/// clock ticks of 10 ms), so that the MB/s figure does not depend on the machine's
/// load; `None` where the file is missing.
fn thread_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The fields after the command name (which may hold spaces, so split after `)`):
    // state is field 3, utime 14 and stime 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// The oracle on every file, on as many threads as there are cores.
fn oracle(files: &[PathBuf]) -> Vec<Result<(), String>> {
    let cwd = tempfile::tempdir().expect("an empty folder for rustfmt");
    let cwd = cwd.path();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    let chunk = files.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .map(|p| rustfmt(&std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display())), cwd))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("oracle thread")).collect()
    })
}

#[test]
fn rust_sources_parse_where_rustfmt_accepts() {
    let src = rust_src();
    let mut roots = vec![src.join("library"), src.join("compiler")];
    roots.retain(|r| r.is_dir());
    roots.extend(crate_dirs());
    let mut files = Vec::new();
    for r in &roots {
        walk(r, &mut files);
    }
    files.sort();
    assert!(files.len() >= MIN_FILES, "only {} .rs files under {roots:?}", files.len());
    let every: usize = std::env::var("RUST_CORPUS_EVERY").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_EVERY);
    let files: Vec<PathBuf> = files.into_iter().step_by(every.max(1)).collect();

    let verdicts = oracle(&files);
    let tables = reducers::rust::Rust::tables();
    let (mut oracle_ok, mut ours_ok, mut superset) = (0usize, 0usize, 0usize);
    let (mut bytes, mut time) = (0usize, Duration::ZERO);
    let cpu_before = thread_cpu();
    let mut rejected = Vec::new();
    let mut oracle_rejects = Vec::new();
    for (path, verdict) in files.iter().zip(&verdicts) {
        let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let start = Instant::now();
        let ours = tables.check(&text);
        time += start.elapsed();
        bytes += text.len();
        let name = path.display().to_string();
        match (verdict, ours) {
            (Ok(()), Ok(())) => {
                oracle_ok += 1;
                ours_ok += 1;
            }
            (Ok(()), Err(e)) => {
                oracle_ok += 1;
                rejected.push(format!("{name}:{}:{}: {}", e.line, e.column, e.message));
            }
            (Err(why), Ok(())) => {
                superset += 1;
                oracle_rejects.push(format!("{name}: {why} (we accept)"));
            }
            (Err(why), Err(_)) => oracle_rejects.push(format!("{name}: {why} (we reject)")),
        }
    }
    // Lex + parse time: the thread's CPU time where the system reports it (reading the
    // files costs a little of it too), else wall time.
    let cpu = cpu_before.zip(thread_cpu()).map(|(a, b)| b.saturating_sub(a));
    let share = ours_ok as f64 / oracle_ok.max(1) as f64;
    let mbs = bytes as f64 / 1e6 / cpu.unwrap_or(time).as_secs_f64().max(1e-9);
    let version = Command::new("rustfmt")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    println!(
        "Rust corpus: {} (library, compiler) and {} crate folder(s), every {every}th file; oracle {} --edition 2024; {} build",
        src.display(),
        roots.len().saturating_sub(2),
        version.unwrap_or_else(|_| "rustfmt".to_string()),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    println!(
        "| files | rustfmt accepts | we accept | share | MB | seconds (wall) | MB/s ({}) | rustfmt rejects, we accept |",
        if cpu.is_some() { "CPU time" } else { "wall time" }
    );
    println!("|---|---|---|---|---|---|---|---|");
    println!(
        "| {} | {oracle_ok} | {ours_ok} | {:.2}% | {:.1} | {:.2} | {mbs:.1} | {superset} |",
        files.len(),
        share * 100.0,
        bytes as f64 / 1e6,
        time.as_secs_f64()
    );
    for r in &rejected {
        println!("rustfmt accepts, we reject: {r}");
    }
    for a in &oracle_rejects {
        println!("rustfmt rejects: {a}");
    }
    assert!(oracle_ok >= MIN_FILES / every.max(1), "rustfmt accepted only {oracle_ok} files");
    assert!(
        share >= MIN_ACCEPTANCE,
        "we accept {ours_ok} of the {oracle_ok} files rustfmt accepts ({:.2}% < {:.1}%); rejected:\n{}",
        share * 100.0,
        MIN_ACCEPTANCE * 100.0,
        rejected.join("\n")
    );
}
