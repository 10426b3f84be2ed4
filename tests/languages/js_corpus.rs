//! `reduce-js` parses what node accepts: the sources of large npm packages as the corpus.
//!
//! The corpus is the `node_modules` of `tests/corpus/js-npm/package.json` (TypeScript's
//! compiler, webpack, eslint, babel, lodash, react-dom and their dependencies), which
//! `.ci/run` installs with `npm ci --ignore-scripts` into
//! `${XDG_CACHE_HOME:-$HOME/.cache}/reducers/js-npm` (`JS_CORPUS=DIR` names another
//! folder holding `node_modules`). Every `*.js`, `*.mjs` and `*.cjs` file is given to
//! the oracle, `tests/corpus/js-npm/check.cjs`: node's own `--check` decision (module
//! or CommonJS by extension and the nearest package.json, compiled as node compiles
//! it), in one node process, trying the other goal when the first fails. Files it
//! accepts must parse with the generated tables (lexer, semicolon token source, GLR
//! parser), at least [`MIN_ACCEPTANCE`] of them. The test prints the table and every
//! disagreement in either direction.
//!
//! To keep CI short it checks a deterministic sample (every [`SAMPLE`]th file in path
//! order); `JS_CORPUS_ALL=1` checks every file (the table in BENCHMARKS.md). Speed is
//! reported per CPU second of the parsing thread (lex, semicolon token source, parse)
//! and per wall second. Without
//! the corpus or node the test fails: `.ci/run` installs both.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;

/// Share of the oracle-accepted files that must parse.
const MIN_ACCEPTANCE: f64 = 0.995;
/// The files checked must be at least this many (no silent shrinking).
const MIN_FILES: usize = 400;
/// Every this many files (in path order) is checked unless `JS_CORPUS_ALL` is set.
const SAMPLE: usize = 8;

/// The folder holding `node_modules`.
fn corpus() -> PathBuf {
    if let Some(dir) = std::env::var_os("JS_CORPUS") {
        return PathBuf::from(dir);
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(|| PathBuf::from(".cache"));
    cache.join("reducers/js-npm")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for e in entries {
        let e = e.expect("readable directory entry");
        let path = e.path();
        let kind = e.file_type().expect("file type");
        if kind.is_dir() {
            walk(&path, out);
        } else if kind.is_file() && matches!(path.extension().and_then(|x| x.to_str()), Some("js" | "mjs" | "cjs")) {
            out.push(path);
        }
    }
}

/// CPU time this thread has run, from `/proc/thread-self/schedstat` (nanoseconds; the
/// machine is shared, so wall time says more about the load than about the parser).
fn thread_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok().map(Duration::from_nanos)
}

/// The oracle's verdict on each file: `Some(goal)` when node accepts it.
fn oracle(root: &Path, files: &[PathBuf]) -> Vec<Option<String>> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/js-npm/check.cjs");
    let mut child = Command::new("node")
        .arg("--experimental-vm-modules")
        .arg("--no-warnings")
        .arg(&script)
        .current_dir(root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run node ({e}): apt-get install nodejs"));
    let list: String = files.iter().map(|p| format!("{}\n", p.display())).collect();
    child.stdin.take().expect("stdin").write_all(list.as_bytes()).expect("write the file list to node");
    let o = child.wait_with_output().expect("node's output");
    assert!(o.status.success(), "the oracle failed:\n{}", String::from_utf8_lossy(&o.stderr));
    let lines: Vec<Option<String>> = String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(|l| {
            let mut f = l.split('\t');
            match (f.next(), f.next()) {
                (Some("OK"), Some(goal)) => Some(goal.to_string()),
                _ => None,
            }
        })
        .collect();
    assert_eq!(lines.len(), files.len(), "the oracle answered {} of {} files", lines.len(), files.len());
    lines
}

#[test]
fn npm_packages_parse_where_node_accepts() {
    let root = corpus();
    let modules = root.join("node_modules");
    assert!(
        modules.is_dir(),
        "the JavaScript corpus is missing: {} (run .ci/run, or npm ci --ignore-scripts with \
         tests/corpus/js-npm/package*.json there, or set JS_CORPUS)",
        modules.display()
    );
    let mut files = Vec::new();
    walk(&modules, &mut files);
    files.sort();
    let all = std::env::var_os("JS_CORPUS_ALL").is_some();
    if !all {
        files = files.into_iter().step_by(SAMPLE).collect();
    }
    assert!(files.len() >= MIN_FILES, "only {} files under {}", files.len(), modules.display());

    let verdicts = oracle(&root, &files);
    let tables = reducers::javascript::JavaScript::tables();
    let (mut oracle_ok, mut ours_ok, mut superset, mut modules_ok) = (0usize, 0usize, 0usize, 0usize);
    let (mut bytes, mut time, mut cpu) = (0usize, Duration::ZERO, Duration::ZERO);
    let mut rejected = Vec::new();
    let mut accepted_invalid = Vec::new();
    for (path, verdict) in files.iter().zip(&verdicts) {
        let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (start, cpu_start) = (Instant::now(), thread_cpu());
        let ours = tables.check(&text);
        time += start.elapsed();
        if let (Some(a), Some(b)) = (cpu_start, thread_cpu()) {
            cpu += b.saturating_sub(a);
        }
        bytes += text.len();
        let rel = path.strip_prefix(&modules).unwrap_or(path).display().to_string();
        match (verdict, ours) {
            (Some(goal), Ok(())) => {
                oracle_ok += 1;
                ours_ok += 1;
                modules_ok += usize::from(goal == "module");
            }
            (Some(goal), Err(e)) => {
                oracle_ok += 1;
                modules_ok += usize::from(goal == "module");
                rejected.push(format!("{rel} ({goal}):{}:{}: {}", e.line, e.column, e.message));
            }
            (None, Ok(())) => {
                superset += 1;
                accepted_invalid.push(rel);
            }
            (None, Err(_)) => {}
        }
    }
    let share = ours_ok as f64 / oracle_ok.max(1) as f64;
    let mbs = bytes as f64 / 1e6 / time.as_secs_f64().max(1e-9);
    let cpu_mbs = bytes as f64 / 1e6 / cpu.as_secs_f64().max(1e-9);
    let node =
        Command::new("node").arg("--version").output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    println!(
        "JavaScript corpus: {} ({}), oracle node {} --check (tests/corpus/js-npm/check.cjs), {} build",
        modules.display(),
        if all { "every file" } else { "every 8th file" },
        node.unwrap_or_default(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    println!(
        "| files | node accepts (as modules) | we accept | share | MB | CPU seconds | MB/s (CPU) | MB/s (wall) | node rejects, we accept |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    println!(
        "| {} | {oracle_ok} ({modules_ok}) | {ours_ok} | {:.2}% | {:.1} | {:.2} | {cpu_mbs:.1} | {mbs:.1} | {superset} |",
        files.len(),
        share * 100.0,
        bytes as f64 / 1e6,
        cpu.as_secs_f64()
    );
    for r in &rejected {
        println!("node accepts, we reject: {r}");
    }
    for a in &accepted_invalid {
        println!("node rejects, we accept: {a}");
    }
    assert!(oracle_ok >= MIN_FILES, "node accepted only {oracle_ok} files");
    assert!(
        share >= MIN_ACCEPTANCE,
        "we accept {ours_ok} of the {oracle_ok} files node accepts ({:.2}% < {:.1}%); rejected:\n{}",
        share * 100.0,
        MIN_ACCEPTANCE * 100.0,
        rejected.join("\n")
    );
}
