//! `reduce-java` parses what javac parses: the JDK's own sources as the corpus.
//!
//! The sources come from Debian's `openjdk-17-source` (`/usr/lib/jvm/openjdk-17/lib/src.zip`;
//! `JDK_SRC_ZIP=FILE` names another zip). A deterministic sample, every
//! `JAVA_CORPUS_EVERY`-th `*.java` entry in name order (default [`DEFAULT_EVERY`]; `1`
//! takes all 15 000 files, which the committed table measured), is extracted with
//! python3's `zipfile` into a scratch directory and given to the oracle: JDK 17's
//! `javac` (`JAVAC=PATH` names another) stopped after parsing (`-XDshould-stop.ifError=PARSE
//! -XDshould-stop.ifNoError=PARSE`, no annotation processing), so only syntax errors
//! count, not unresolved names. A file javac reports no error for is accepted; it must
//! parse with the generated Java tables (lexer, `>>` hook, GLR parser), at least
//! [`MIN_ACCEPTANCE`] of them. The test prints the table (files, oracle-accepted, we
//! accept, share, MB/s of our lex + parse) and every disagreement in either direction.
//! Without the zip, python3 or javac the test fails: `.ci/run` installs them.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;

/// Share of the javac-accepted files that must parse.
const MIN_ACCEPTANCE: f64 = 0.995;
/// The sample must hold at least this many files (no silent shrinking).
const MIN_FILES: usize = 1000;
/// Every tenth file by default: about 1500 files, 22 MB, within CI's budget in debug.
const DEFAULT_EVERY: usize = 10;
/// Files per javac run.
const BATCH: usize = 400;

/// The zip of the JDK's sources: `JDK_SRC_ZIP`, else Debian's openjdk-17-source.
fn src_zip() -> PathBuf {
    if let Some(p) = std::env::var_os("JDK_SRC_ZIP") {
        return PathBuf::from(p);
    }
    let debian = Path::new("/usr/lib/jvm/openjdk-17/lib/src.zip");
    assert!(debian.is_file(), "the JDK sources are missing: apt-get install openjdk-17-source (or set JDK_SRC_ZIP)");
    debian.to_path_buf()
}

fn javac() -> String {
    std::env::var("JAVAC").unwrap_or_else(|_| "javac".to_string())
}

/// A scratch directory removed on drop.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Extracts every `every`-th `.java` entry (name order) of `zip` under `dir`; their
/// paths, sorted.
fn extract_sample(zip: &Path, dir: &Path, every: usize) -> Vec<PathBuf> {
    let script = "import sys, zipfile\n\
                  z = zipfile.ZipFile(sys.argv[1])\n\
                  names = sorted(n for n in z.namelist() if n.endswith('.java'))\n\
                  for n in names[int(sys.argv[3]) - 1::int(sys.argv[3])]:\n\
                  \x20   z.extract(n, sys.argv[2])\n\
                  \x20   print(n)\n";
    let o = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(zip)
        .arg(dir)
        .arg(every.to_string())
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 ({e})"));
    assert!(o.status.success(), "extracting {}: {}", zip.display(), String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).lines().map(|n| dir.join(n)).collect()
}

/// javac's verdict on each file (true: no syntax error), in batches.
fn oracle(files: &[PathBuf], out: &Path) -> Vec<bool> {
    let mut verdicts = Vec::with_capacity(files.len());
    for chunk in files.chunks(BATCH) {
        let o = Command::new(javac())
            .args(["-proc:none", "-nowarn", "-Xmaxerrs", "1000000", "-Xmaxwarns", "0"])
            .args(["-XDshould-stop.ifError=PARSE", "-XDshould-stop.ifNoError=PARSE", "-d"])
            .arg(out)
            .args(chunk)
            .output()
            .unwrap_or_else(|e| panic!("cannot run javac ({e}): apt-get install default-jdk-headless"));
        let stderr = String::from_utf8_lossy(&o.stderr);
        // Errors are `PATH:LINE: error: message`; collect the paths that have one.
        let bad: std::collections::HashSet<&str> = stderr
            .lines()
            .filter(|l| l.contains(": error:"))
            .filter_map(|l| chunk.iter().filter_map(|p| p.to_str()).find(|p| l.starts_with(&format!("{p}:"))))
            .collect();
        assert!(o.status.success() || !bad.is_empty(), "javac failed without naming a file:\n{stderr}");
        verdicts.extend(chunk.iter().map(|p| !bad.contains(p.to_str().unwrap_or(""))));
    }
    verdicts
}

#[test]
fn jdk_sources_parse_where_javac_accepts() {
    let zip = src_zip();
    let every: usize = std::env::var("JAVA_CORPUS_EVERY").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_EVERY);
    let scratch = Scratch(std::env::temp_dir().join(format!("java-corpus-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&scratch.0);
    std::fs::create_dir_all(&scratch.0).expect("scratch dir");
    let src = scratch.0.join("src");
    let files = extract_sample(&zip, &src, every.max(1));
    assert!(files.len() >= MIN_FILES, "only {} .java files sampled from {}", files.len(), zip.display());

    let verdicts = oracle(&files, &scratch.0.join("classes"));
    let tables = reducers::java::Java::tables();
    let (mut oracle_ok, mut ours_ok, mut superset) = (0usize, 0usize, 0usize);
    let (mut bytes, mut time) = (0usize, Duration::ZERO);
    let (mut gss_tokens, mut all_tokens) = (0u64, 0u64);
    let mut rejected = Vec::new();
    let mut accepted_invalid = Vec::new();
    for (path, &ok) in files.iter().zip(&verdicts) {
        let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // What `check` does (lex, hook, recognize), keeping the parser's statistics.
        let start = Instant::now();
        let lexed = tables.lex(&text);
        let ours = match &lexed {
            Ok(stream) => {
                let kinds: Vec<u16> = stream.parser_iter().map(|t| t.kind).collect();
                reducer_runtime::parser::recognize(&tables.parser, &kinds).map(|stats| {
                    gss_tokens += u64::from(stats.gss_tokens);
                    all_tokens += kinds.len() as u64;
                })
            }
            Err(_) => Ok(()),
        };
        time += start.elapsed();
        bytes += text.len();
        let ours = match (lexed, ours) {
            (Ok(_), Ok(())) => Ok(()),
            _ => tables.check(&text),
        };
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
    println!(
        "Java corpus: {} (one file in {every}), oracle javac parse-only, {} build",
        zip.display(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    println!("| files | javac accepts | we accept | share | MB | seconds | MB/s | javac rejects, we accept |");
    println!("|---|---|---|---|---|---|---|---|");
    println!(
        "| {} | {oracle_ok} | {ours_ok} | {:.2}% | {:.1} | {:.2} | {mbs:.1} | {superset} |",
        files.len(),
        share * 100.0,
        bytes as f64 / 1e6,
        time.as_secs_f64()
    );
    println!(
        "tokens through the GLR stack (forks): {gss_tokens} of {all_tokens} ({:.2}%)",
        gss_tokens as f64 * 100.0 / all_tokens.max(1) as f64
    );
    for r in &rejected {
        println!("javac accepts, we reject: {r}");
    }
    for a in &accepted_invalid {
        println!("javac rejects, we accept: {a}");
    }
    assert!(oracle_ok >= MIN_FILES, "javac accepted only {oracle_ok} files");
    assert!(
        share >= MIN_ACCEPTANCE,
        "we accept {ours_ok} of the {oracle_ok} files javac accepts ({:.2}% < {:.1}%); rejected:\n{}",
        share * 100.0,
        MIN_ACCEPTANCE * 100.0,
        rejected.join("\n")
    );
}
