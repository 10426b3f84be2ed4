//! `reduce-cpp` parses what g++ accepts: libstdc++'s own headers, preprocessed.
//!
//! For every header g++ ships in `/usr/include/c++/N` (N the major version of `g++
//! -dumpversion`; `CPP_HEADERS_DIR=DIR` names another folder; every regular file there,
//! `<vector>` to `<version>`, the C compatibility headers `<math.h>` ... and
//! `<cxxabi.h>` included) plus `<bits/stdc++.h>`, a one-line program `#include <H>` is
//! preprocessed with `g++ -std=S -E -x c++` (S from `CPP_CORPUS_STDS`, default
//! `c++20`; `c++20,c++23` measures both), and g++ itself is the oracle: `g++ -std=S
//! -fsyntax-only` on the preprocessed file. `CPP_CORPUS_SUBFOLDERS=1` adds every
//! header below the folder (`<ext/...>`, `<experimental/...>`, `<tr1/...>`,
//! `<parallel/...>`, ...; about 400 more), with `-fopenmp` for the parallel mode. Every file it accepts must parse with the
//! generated C++ tables (lexer, hooks, GLR parser). The test prints the table (files,
//! g++ accepts, we accept, share, MB, MB/s of our lex + parse, tokens through the GLR
//! stack) and each file we reject with line:col, the message and the line's text.
//! Without g++ the test fails: `.ci/run` installs it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;

/// Share of the g++-accepted files that must parse: all of them.
const MIN_ACCEPTANCE: f64 = 1.0;
/// The header folder must hold at least this many headers (no silent shrinking).
const MIN_HEADERS: usize = 80;

/// The folder of the C++ standard library headers: `CPP_HEADERS_DIR`, else
/// `/usr/include/c++/<g++'s major version>`.
fn headers_dir() -> PathBuf {
    if let Some(p) = std::env::var_os("CPP_HEADERS_DIR") {
        return PathBuf::from(p);
    }
    let o = Command::new("g++")
        .arg("-dumpversion")
        .output()
        .unwrap_or_else(|e| panic!("cannot run g++ ({e}): apt-get install g++"));
    let version = String::from_utf8_lossy(&o.stdout).trim().split('.').next().unwrap_or("").to_string();
    let dir = Path::new("/usr/include/c++").join(&version);
    assert!(dir.is_dir(), "no {} (g++ {version}): set CPP_HEADERS_DIR", dir.display());
    dir
}

/// Every regular file of `dir` (the headers a program includes as `<name>`), sorted;
/// with `deep`, also those of its subfolders, as `sub/name`.
fn header_names(dir: &Path, deep: bool) -> Vec<String> {
    let mut names = Vec::new();
    let mut todo = vec![(dir.to_path_buf(), String::new())];
    while let Some((at, prefix)) = todo.pop() {
        for e in std::fs::read_dir(&at).unwrap_or_else(|e| panic!("{}: {e}", at.display())).filter_map(|e| e.ok()) {
            let name = format!("{prefix}{}", e.file_name().to_string_lossy());
            match e.file_type() {
                Ok(t) if t.is_file() => names.push(name),
                Ok(t) if t.is_dir() && deep => todo.push((e.path(), format!("{name}/"))),
                _ => {}
            }
        }
    }
    names.sort();
    names
}

/// The flags beyond `-std`: OpenMP for the parallel mode's headers.
fn extra_flags(header: &str) -> &'static [&'static str] {
    if header.starts_with("parallel/") || header.starts_with("pstl/") {
        &["-fopenmp"]
    } else {
        &[]
    }
}

/// A scratch directory removed on drop.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `g++ -std=STD -E -x c++` of `#include <header>`, written beside the program; the
/// preprocessed file, or `None` when g++ cannot preprocess it.
fn preprocess(dir: &Path, std: &str, header: &str) -> Option<PathBuf> {
    let stem: String = header.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    let program = dir.join(format!("{stem}.{std}.cc"));
    std::fs::write(&program, format!("#include <{header}>\n")).expect("write program");
    let out = dir.join(format!("{stem}.{std}.ii"));
    let o = Command::new("g++")
        .arg(format!("-std={std}"))
        .args(extra_flags(header))
        .args(["-E", "-x", "c++"])
        .arg(&program)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap_or_else(|e| panic!("cannot run g++ ({e})"));
    o.status.success().then_some(out)
}

/// g++'s verdict on a preprocessed file (`-fsyntax-only`: nothing is written).
fn gpp_accepts(std: &str, header: &str, path: &Path) -> bool {
    Command::new("g++")
        .arg(format!("-std={std}"))
        .args(extra_flags(header))
        .arg("-fsyntax-only")
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("cannot run g++ ({e})"))
        .status
        .success()
}

#[test]
fn preprocessed_standard_headers_parse_where_gpp_accepts() {
    let dir = headers_dir();
    let deep = std::env::var_os("CPP_CORPUS_SUBFOLDERS").is_some_and(|v| v == "1");
    let mut headers = header_names(&dir, deep);
    assert!(headers.len() >= MIN_HEADERS, "only {} headers in {}", headers.len(), dir.display());
    headers.push("bits/stdc++.h".to_string());
    let stds: Vec<String> = std::env::var("CPP_CORPUS_STDS")
        .unwrap_or_else(|_| "c++20".to_string())
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let scratch = Scratch(std::env::temp_dir().join(format!("cpp-corpus-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&scratch.0);
    std::fs::create_dir_all(&scratch.0).expect("scratch dir");

    let tables = reducers::cpp::Cpp::tables();
    println!(
        "C++ corpus: the headers of {}{} plus <bits/stdc++.h>, g++ -E, oracle g++ -fsyntax-only, {} build",
        dir.display(),
        if deep { " and its subfolders" } else { "" },
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    println!("| standard | files | g++ accepts | we accept | share | MB | seconds | MB/s | GLR tokens |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let mut rejected = Vec::new();
    let mut worst_share = 1.0f64;
    for std in &stds {
        let (mut files, mut oracle_ok, mut ours_ok) = (0usize, 0usize, 0usize);
        let (mut bytes, mut time) = (0usize, Duration::ZERO);
        let (mut gss_tokens, mut all_tokens) = (0u64, 0u64);
        for header in &headers {
            let Some(path) = preprocess(&scratch.0, std, header) else {
                println!("g++ -std={std} cannot preprocess <{header}>");
                continue;
            };
            files += 1;
            if !gpp_accepts(std, header, &path) {
                println!("g++ -std={std} rejects <{header}>");
                continue;
            }
            oracle_ok += 1;
            let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            // What `check` does (lex, hooks, recognize), keeping the parser's statistics.
            let start = Instant::now();
            let lexed = tables.lex(&text);
            let mut file_gss = (0u64, 0u64);
            let ours = match &lexed {
                Ok(stream) => {
                    let kinds: Vec<u16> = stream.parser_iter().map(|t| t.kind).collect();
                    reducer_runtime::parser::recognize(&tables.parser, &kinds).map(|stats| {
                        file_gss = (u64::from(stats.gss_tokens), kinds.len() as u64);
                    })
                }
                Err(_) => Ok(()),
            };
            let elapsed = start.elapsed();
            time += elapsed;
            bytes += text.len();
            gss_tokens += file_gss.0;
            all_tokens += file_gss.1;
            if header == "bits/stdc++.h" {
                println!(
                    "-std={std} <bits/stdc++.h>: {:.2} MB, {} tokens, {:.3} s, {:.1} MB/s, {:.2}% through the GLR stack",
                    text.len() as f64 / 1e6,
                    file_gss.1,
                    elapsed.as_secs_f64(),
                    text.len() as f64 / 1e6 / elapsed.as_secs_f64().max(1e-9),
                    file_gss.0 as f64 * 100.0 / file_gss.1.max(1) as f64
                );
            }
            match (lexed, ours) {
                (Ok(_), Ok(())) => ours_ok += 1,
                _ => {
                    let e = tables.check(&text).expect_err("rejected above");
                    let line = String::from_utf8_lossy(&text)
                        .lines()
                        .nth(e.line.saturating_sub(1) as usize)
                        .unwrap_or("")
                        .trim()
                        .chars()
                        .take(160)
                        .collect::<String>();
                    rejected.push(format!("-std={std} <{header}>:{}:{}: {}\n    {line}", e.line, e.column, e.message));
                }
            }
        }
        let share = ours_ok as f64 / oracle_ok.max(1) as f64;
        worst_share = worst_share.min(share);
        println!(
            "| {std} | {files} | {oracle_ok} | {ours_ok} | {:.2}% | {:.1} | {:.2} | {:.1} | {:.2}% |",
            share * 100.0,
            bytes as f64 / 1e6,
            time.as_secs_f64(),
            bytes as f64 / 1e6 / time.as_secs_f64().max(1e-9),
            gss_tokens as f64 * 100.0 / all_tokens.max(1) as f64
        );
        assert!(oracle_ok >= MIN_HEADERS, "g++ -std={std} accepted only {oracle_ok} headers");
    }
    for r in &rejected {
        println!("g++ accepts, we reject: {r}");
    }
    assert!(
        worst_share >= MIN_ACCEPTANCE,
        "we reject {} preprocessed headers g++ accepts:\n{}",
        rejected.len(),
        rejected.join("\n")
    );
}
