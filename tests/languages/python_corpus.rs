//! `reduce-py` parses what CPython 3.13 compiles: its standard library as the corpus.
//!
//! Every `*.py` file under the standard library of a CPython 3.13 (`PY_LIB=DIR` names
//! the folder, `PYTHON=EXE` the interpreter; by default pyenv's
//! `/root/.pyenv/versions/3.13*/lib/python3.13` and the `bin/python3` beside it;
//! `site-packages` is left out) is compiled by that interpreter, the oracle: one
//! process reads the paths on stdin and prints one verdict per line
//! (`compile(source, path, "exec")` raising nothing, warnings ignored). Files the oracle
//! accepts must parse with the generated Python tables (lexer, the layout token source,
//! GLR parser), at least [`MIN_ACCEPTANCE`] of them. The test prints the table (files,
//! oracle-accepted, we accept, share, MB/s of our lex + parse) and every disagreement
//! in either direction; only ours rejecting an accepted file counts against the
//! threshold (the grammar is a superset, see `grammars/README.md`). Without the sources
//! or the interpreter the test fails, it does not skip.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;

/// Share of the oracle-accepted files that must parse.
const MIN_ACCEPTANCE: f64 = 0.995;
/// The corpus must hold at least this many files (no silent shrinking).
const MIN_FILES: usize = 1000;

/// The oracle: compiles each path read from stdin, prints `ok` or `err KIND`.
const ORACLE: &str = r#"
import sys, warnings
warnings.simplefilter("ignore")
for line in sys.stdin:
    path = line.rstrip("\n")
    try:
        with open(path, "rb") as f:
            compile(f.read(), path, "exec", dont_inherit=True)
        print("ok", flush=True)
    except BaseException as e:
        print("err " + type(e).__name__, flush=True)
"#;

/// The standard library and the interpreter that judges it.
fn python_lib() -> (PathBuf, PathBuf) {
    let lib = match std::env::var_os("PY_LIB") {
        Some(dir) => PathBuf::from(dir),
        None => {
            let mut versions: Vec<PathBuf> = std::fs::read_dir("/root/.pyenv/versions")
                .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
                .unwrap_or_default();
            versions.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("3.13")));
            versions.sort();
            match versions.pop() {
                Some(v) => v.join("lib/python3.13"),
                None => panic!(
                    "no CPython 3.13 standard library: no /root/.pyenv/versions/3.13* (pyenv install 3.13, or set \
                     PY_LIB to a Lib folder and PYTHON to its interpreter)"
                ),
            }
        }
    };
    assert!(lib.join("os.py").is_file(), "{} is not a Python standard library (no os.py)", lib.display());
    let python = match std::env::var_os("PYTHON") {
        Some(exe) => PathBuf::from(exe),
        None => lib.parent().and_then(Path::parent).map(|p| p.join("bin/python3")).expect("lib/python3.13's prefix"),
    };
    assert!(python.is_file(), "the oracle interpreter {} is missing (set PYTHON)", python.display());
    (lib, python)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for e in entries {
        let e = e.expect("readable directory entry");
        let path = e.path();
        let kind = e.file_type().expect("file type");
        if kind.is_dir() {
            if e.file_name() != "site-packages" {
                walk(&path, out);
            }
        } else if kind.is_file() && path.extension().and_then(|x| x.to_str()) == Some("py") {
            out.push(path);
        }
    }
}

/// The interpreter's verdict on each file (true: it compiles), from one process.
fn oracle(python: &Path, files: &[PathBuf]) -> Vec<bool> {
    let mut child = Command::new(python)
        .arg("-c")
        .arg(ORACLE)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {} ({e})", python.display()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let list: String = files.iter().map(|p| format!("{}\n", p.display())).collect();
    let writer = std::thread::spawn(move || stdin.write_all(list.as_bytes()).expect("write the file list"));
    let o = child.wait_with_output().expect("oracle output");
    writer.join().expect("writer thread");
    assert!(o.status.success(), "the oracle {} failed", python.display());
    let verdicts: Vec<bool> = String::from_utf8_lossy(&o.stdout).lines().map(|l| l == "ok").collect();
    assert_eq!(verdicts.len(), files.len(), "one verdict per file");
    verdicts
}

#[test]
fn python_standard_library_parses_where_cpython_compiles() {
    let (lib, python) = python_lib();
    let mut files = Vec::new();
    walk(&lib, &mut files);
    files.sort();
    assert!(files.len() >= MIN_FILES, "only {} .py files under {}", files.len(), lib.display());

    let verdicts = oracle(&python, &files);
    let tables = reducers::python::Python::tables();
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
        let rel = path.strip_prefix(&lib).unwrap_or(path).display().to_string();
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
    let version =
        Command::new(&python).arg("--version").output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    println!(
        "Python corpus: {} ({}), oracle compile(), {} build",
        lib.display(),
        version.unwrap_or_default(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    println!("| files | CPython compiles | we accept | share | MB | seconds | MB/s | CPython rejects, we accept |");
    println!("|---|---|---|---|---|---|---|---|");
    println!(
        "| {} | {oracle_ok} | {ours_ok} | {:.2}% | {:.1} | {:.2} | {mbs:.1} | {superset} |",
        files.len(),
        share * 100.0,
        bytes as f64 / 1e6,
        time.as_secs_f64()
    );
    for r in &rejected {
        println!("CPython compiles, we reject: {r}");
    }
    for a in &accepted_invalid {
        println!("CPython rejects, we accept: {a}");
    }
    assert!(oracle_ok >= MIN_FILES, "CPython compiled only {oracle_ok} files");
    assert!(
        share >= MIN_ACCEPTANCE,
        "we accept {ours_ok} of the {oracle_ok} files CPython compiles ({:.2}% < {:.1}%); rejected:\n{}",
        share * 100.0,
        MIN_ACCEPTANCE * 100.0,
        rejected.join("\n")
    );
}
