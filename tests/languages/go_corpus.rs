//! `reduce-go` parses what gofmt accepts: the Go standard library as the corpus.
//!
//! Every `*.go` file under the installed Go tree's `src/` (Debian's `golang-go`
//! puts it under `/usr/lib/go-1.NN/src`; `GO_SRC=DIR` names another) is given to
//! `gofmt -e -l`, the oracle: a file it reports no error for is accepted. Files the
//! oracle accepts must parse with the generated Go tables (lexer, semicolon hook,
//! GLR parser), at least [`MIN_ACCEPTANCE`] of them. The test prints the table
//! (files, oracle-accepted, we accept, share, MB/s of our lex + parse) and every
//! disagreement in either direction; only ours rejecting a gofmt-accepted file
//! counts against the threshold (the grammar is a superset, see `grammars/README.md`).
//! Without the Go sources or gofmt the test fails: `.ci/run` installs `golang-go`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;

/// Share of the gofmt-accepted files that must parse.
const MIN_ACCEPTANCE: f64 = 0.995;
/// The corpus must hold at least this many files (no silent shrinking).
const MIN_FILES: usize = 1000;
/// Files per gofmt run.
const BATCH: usize = 200;

/// The Go tree's `src/`: `GO_SRC`, else `/usr/lib/go/src`, else the newest
/// `/usr/lib/go-*/src`.
fn go_src() -> PathBuf {
    if let Some(dir) = std::env::var_os("GO_SRC") {
        return PathBuf::from(dir);
    }
    let default = Path::new("/usr/lib/go/src");
    if default.is_dir() {
        return default.to_path_buf();
    }
    let mut versions: Vec<PathBuf> =
        std::fs::read_dir("/usr/lib").map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect()).unwrap_or_default();
    versions.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("go-")));
    versions.sort_by_key(|p| {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        name["go-".len()..].split('.').map(|n| n.parse::<u32>().unwrap_or(0)).collect::<Vec<_>>()
    });
    match versions.pop().map(|v| v.join("src")).filter(|s| s.is_dir()) {
        Some(src) => src,
        None => panic!(
            "the Go sources are missing: no /usr/lib/go/src or /usr/lib/go-*/src (apt-get install golang-go, \
             or set GO_SRC to a Go tree's src directory)"
        ),
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for e in entries {
        let e = e.expect("readable directory entry");
        let path = e.path();
        let kind = e.file_type().expect("file type");
        if kind.is_dir() {
            walk(&path, out);
        } else if kind.is_file() && path.extension().and_then(|x| x.to_str()) == Some("go") {
            out.push(path);
        }
    }
}

/// gofmt's verdict on each file (true: no syntax error), in batches.
fn oracle(files: &[PathBuf]) -> Vec<bool> {
    let mut verdicts = Vec::with_capacity(files.len());
    for chunk in files.chunks(BATCH) {
        let o = Command::new("gofmt")
            .arg("-e")
            .arg("-l")
            .args(chunk)
            .output()
            .unwrap_or_else(|e| panic!("cannot run gofmt ({e}): apt-get install golang-go"));
        let stderr = String::from_utf8_lossy(&o.stderr);
        // Errors are `PATH:LINE:COL: message`; collect the paths that have one.
        let bad: std::collections::HashSet<&str> = stderr
            .lines()
            .filter_map(|l| chunk.iter().filter_map(|p| p.to_str()).find(|p| l.starts_with(&format!("{p}:"))))
            .collect();
        assert!(o.status.success() || !bad.is_empty(), "gofmt failed without naming a file:\n{stderr}");
        verdicts.extend(chunk.iter().map(|p| !bad.contains(p.to_str().unwrap_or(""))));
    }
    verdicts
}

#[test]
fn go_standard_library_parses_where_gofmt_accepts() {
    let src = go_src();
    let mut files = Vec::new();
    walk(&src, &mut files);
    files.sort();
    assert!(files.len() >= MIN_FILES, "only {} .go files under {}", files.len(), src.display());

    let verdicts = oracle(&files);
    let tables = reducers::go::Go::tables();
    let (mut oracle_ok, mut ours_ok, mut superset) = (0usize, 0usize, 0usize);
    let (mut bytes, mut time) = (0usize, Duration::ZERO);
    let mut rejected = Vec::new();
    let mut accepted_invalid = Vec::new();
    for (path, &ok) in files.iter().zip(&verdicts) {
        let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let start = Instant::now();
        let ours = tables.check(&text);
        time += start.elapsed();
        bytes += text.len();
        let rel = path.strip_prefix(&src).unwrap_or(path).display().to_string();
        match (ok, ours) {
            (true, Ok(())) => {
                oracle_ok += 1;
                ours_ok += 1;
            }
            (true, Err(e)) => {
                oracle_ok += 1;
                rejected.push(format!("{rel}:{}:{}: {}", e.line, e.column, e.message));
            }
            (false, Ok(())) => {
                superset += 1;
                accepted_invalid.push(rel);
            }
            (false, Err(_)) => {}
        }
    }
    let share = ours_ok as f64 / oracle_ok.max(1) as f64;
    let mbs = bytes as f64 / 1e6 / time.as_secs_f64().max(1e-9);
    let version = std::fs::read_to_string(src.parent().unwrap_or(&src).join("VERSION")).unwrap_or_default();
    let version = version.lines().next().unwrap_or("unknown version").to_string();
    println!(
        "Go corpus: {} ({version}), oracle gofmt -e -l, {} build",
        src.display(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    println!("| files | gofmt accepts | we accept | share | MB | seconds | MB/s | gofmt rejects, we accept |");
    println!("|---|---|---|---|---|---|---|---|");
    println!(
        "| {} | {oracle_ok} | {ours_ok} | {:.2}% | {:.1} | {:.2} | {mbs:.1} | {superset} |",
        files.len(),
        share * 100.0,
        bytes as f64 / 1e6,
        time.as_secs_f64()
    );
    for r in &rejected {
        println!("gofmt accepts, we reject: {r}");
    }
    for a in &accepted_invalid {
        println!("gofmt rejects, we accept: {a}");
    }
    assert!(oracle_ok >= MIN_FILES, "gofmt accepted only {oracle_ok} files");
    assert!(
        share >= MIN_ACCEPTANCE,
        "we accept {ours_ok} of the {oracle_ok} files gofmt accepts ({:.2}% < {:.1}%); rejected:\n{}",
        share * 100.0,
        MIN_ACCEPTANCE * 100.0,
        rejected.join("\n")
    );
}
