//! Corpus tests of the shipped grammars: every valid corpus file lexes and parses, its
//! token records print back byte for byte, and every invalid file is rejected.

use std::time::Instant;

use crate::support::{read, rel, Shipped};

/// Checks one grammar's corpus; `parse_limit` skips parsing (not lexing) of bigger
/// valid files, which are listed in the output.
fn check(shipped: &Shipped, min_valid: usize, min_invalid: usize, parse_limit: usize) {
    let tables = shipped.tables;
    let valid = shipped.valid_files();
    let invalid = shipped.invalid_files();
    assert!(
        valid.len() >= min_valid,
        "{}: only {} valid corpus files, want >= {min_valid}",
        shipped.grammar,
        valid.len()
    );
    assert!(
        invalid.len() >= min_invalid,
        "{}: only {} invalid corpus files, want >= {min_invalid}",
        shipped.grammar,
        invalid.len()
    );
    let mut failures = Vec::new();
    let mut skipped = Vec::new();
    for path in &valid {
        let src = read(path);
        let ts = match tables.lex(&src) {
            Ok(ts) => ts,
            Err(e) => {
                failures.push(format!("{}: lex error {e}", rel(path)));
                continue;
            }
        };
        if ts.reconstruct(&src) != src {
            failures.push(format!("{}: token records do not print back the file", rel(path)));
            continue;
        }
        if src.len() > parse_limit {
            skipped.push(format!("{} ({} bytes)", rel(path), src.len()));
            continue;
        }
        let t0 = Instant::now();
        if let Err(e) = tables.parse_tokens(&ts) {
            failures.push(format!("{}: {}", rel(path), tables.syntax_error(&src, &ts, &e)));
        }
        let dt = t0.elapsed();
        if dt.as_secs() >= 5 {
            eprintln!("slow parse: {} took {:.1}s", rel(path), dt.as_secs_f64());
        }
    }
    for path in &invalid {
        let src = read(path);
        if tables.parse(&src).is_ok() {
            failures.push(format!("{}: invalid file accepted", rel(path)));
        }
    }
    if !skipped.is_empty() {
        eprintln!(
            "{}: parse skipped in this build (over {parse_limit} bytes): {}",
            shipped.grammar,
            skipped.join(", ")
        );
    }
    assert!(failures.is_empty(), "{} corpus failures:\n{}", failures.len(), failures.join("\n"));
    eprintln!(
        "{}: {} valid ({} parsed), {} invalid rejected",
        shipped.grammar,
        valid.len(),
        valid.len() - skipped.len(),
        invalid.len()
    );
}

#[test]
fn json_corpus() {
    check(&crate::support::json(), 25, 20, usize::MAX);
}

#[test]
fn smtlib2_corpus() {
    check(&crate::support::smtlib2(), 60, 15, usize::MAX);
}

#[test]
fn c_corpus() {
    check(&crate::support::c(), 100, 20, usize::MAX);
}
