//! Differential tests against ANTLR itself (`../shared/tools/antlr-reference.sh`): on
//! each shipped grammar's corpus and on mutated copies of it (one token deleted,
//! duplicated, or two adjacent tokens swapped), our token streams (kind, channel,
//! text) equal ANTLR's and both tools accept or both reject.
//!
//! Token streams are compared where both lexers succeed; where both fail, the streams
//! of our ANTLR-style recovering lexer are compared too. Needs `java` and Debian's
//! `antlr4` (`.ci/run` installs them) and `../shared`; fails loudly without them.

use std::path::PathBuf;

use crate::support::{read, rel, run_antlr, run_ours, Shipped, TempDir, Verdict};

/// Mutants per mutation kind are multiplied by `$ANTLR_DIFF_SCALE` (default 1), for
/// longer exploratory runs; `$ANTLR_DIFF_ALL_C=1` checks and mutates every C file of at
/// most [`C_MUTATE_ALL_SIZE`] bytes (takes minutes).
fn scale() -> usize {
    std::env::var("ANTLR_DIFF_SCALE").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1)
}

/// Which files of a grammar's corpus to check, and how many mutants to make.
struct Plan {
    /// Corpus files checked as they are.
    files: Vec<PathBuf>,
    /// Files mutated, and mutants per mutation kind per file.
    mutate: Vec<PathBuf>,
    per_op: usize,
}

/// Runs both tools over the plan's files and mutants and asserts agreement, except
/// for the disagreements named in `known` (file label, reason), each of which must
/// still occur (so the list cannot go stale).
fn differential(shipped: &Shipped, plan: Plan, known: &[(&str, &str)]) {
    let tables = shipped.tables;
    let tmp = TempDir::new(&format!("diff-{}", shipped.grammar));
    // (label for messages, path handed to ANTLR, bytes)
    let mut inputs: Vec<(String, PathBuf, Vec<u8>)> = Vec::new();
    for f in &plan.files {
        inputs.push((rel(f), f.clone(), read(f)));
    }
    for f in &plan.mutate {
        let src = read(f);
        let stem = f.file_name().and_then(|s| s.to_str()).unwrap_or("file").to_string();
        for m in crate::support::mutants(tables, &src, &rel(f), plan.per_op * scale()) {
            let name = format!("{stem}.{}.{}", m.label.replace('#', ""), shipped.ext);
            let path = tmp.0.join(&name);
            std::fs::write(&path, &m.bytes).expect("write mutant");
            inputs.push((format!("{} [{}]", rel(f), m.label), path, m.bytes));
        }
    }
    let paths: Vec<PathBuf> = inputs.iter().map(|i| i.1.clone()).collect();
    let antlr = run_antlr(shipped, &paths);

    let mut disagreements: Vec<(String, String)> = Vec::new();
    let (mut accepted, mut rejected, mut compared, mut recovered) = (0, 0, 0, 0);
    for ((label, _, bytes), theirs) in inputs.iter().zip(&antlr) {
        let ours = run_ours(tables, bytes);
        let them_accept = theirs.reject.is_none();
        if ours.verdict.accepts() != them_accept {
            let what = match (&ours.verdict, &theirs.reject) {
                (Verdict::Accept, Some(r)) => format!("we accept, ANTLR rejects: {r}"),
                (v, _) => format!("ANTLR accepts, we reject: {v:?}"),
            };
            disagreements.push((label.clone(), what));
            continue;
        }
        if them_accept {
            accepted += 1;
        } else {
            rejected += 1;
        }
        let our_lex_error = matches!(ours.verdict, Verdict::LexReject(_));
        if our_lex_error != theirs.lex_error() {
            disagreements.push((
                label.clone(),
                format!(
                    "lexers disagree on errors: ours {:?}, ANTLR {:?}",
                    ours.verdict,
                    theirs.reject.as_deref().unwrap_or("ACCEPT")
                ),
            ));
            continue;
        }
        let (tokens, kind) = match &ours.tokens {
            Some(t) => (t, "tokens"),
            None => (&ours.recovered, "recovered tokens"),
        };
        if let Some(d) = crate::support::token_diff(tables, tokens, &theirs.tokens) {
            disagreements.push((label.clone(), format!("{kind} differ: {d}")));
            continue;
        }
        if ours.tokens.is_some() {
            compared += 1;
        } else {
            recovered += 1;
        }
    }
    assert!(compared >= plan.files.len() / 2, "too few token streams compared ({compared}): is the harness broken?");
    eprintln!(
        "{}: {} inputs ({} corpus, {} mutants): {accepted} accepted and {rejected} rejected by both; \
         token streams equal on {compared} (+{recovered} after lexer recovery); {} disagreements",
        shipped.grammar,
        inputs.len(),
        plan.files.len(),
        inputs.len() - plan.files.len(),
        disagreements.len()
    );
    let mut unexpected = Vec::new();
    let mut seen_known = vec![false; known.len()];
    for (label, what) in &disagreements {
        match known.iter().position(|(k, _)| k == label) {
            Some(i) => {
                seen_known[i] = true;
                eprintln!("known disagreement ({}): {label}: {what}", known[i].1);
            }
            None => unexpected.push(format!("{label}: {what}")),
        }
    }
    let stale: Vec<&str> = known.iter().zip(&seen_known).filter(|(_, s)| !**s).map(|(k, _)| k.0).collect();
    assert!(unexpected.is_empty(), "{} disagreements with ANTLR:\n{}", unexpected.len(), unexpected.join("\n"));
    assert!(stale.is_empty(), "known disagreements that no longer occur (remove them): {stale:?}");
}

#[test]
fn json_matches_antlr() {
    let s = crate::support::json();
    let valid = s.valid_files();
    let mut files = valid.clone();
    files.extend(s.invalid_files());
    differential(&s, Plan { files, mutate: valid, per_op: 5 }, &[]);
}

#[test]
fn smtlib2_matches_antlr() {
    let s = crate::support::smtlib2();
    let valid = s.valid_files();
    let mut files = valid.clone();
    files.extend(s.invalid_files());
    differential(&s, Plan { files, mutate: valid, per_op: 3 }, &[]);
}

/// C files at most this big are checked as they are; ANTLR takes about 1.5 s on a
/// 100 KB csmith file, so the big `gcc -E` and csmith outputs stay out.
const C_DIFF_SIZE: u64 = 20_000;

/// Size limit of the C files `$ANTLR_DIFF_ALL_C=1` takes (our debug-build parser is
/// slow on the biggest `gcc -E` outputs).
const C_MUTATE_ALL_SIZE: u64 = 120_000;

#[test]
fn c_matches_antlr() {
    let s = crate::support::c();
    let all = std::env::var_os("ANTLR_DIFF_ALL_C").is_some_and(|v| v == "1");
    let limit = if all { C_MUTATE_ALL_SIZE } else { C_DIFF_SIZE };
    let small = |p: &PathBuf| std::fs::metadata(p).is_ok_and(|m| m.len() <= limit);
    let valid = s.valid_files();
    let mut files: Vec<PathBuf> = valid.iter().filter(|p| small(p)).cloned().collect();
    files.extend(s.invalid_files());
    // Mutants of the hand-written edge cases, which exercise the most grammar per byte,
    // and of a few small raw csmith programs and headers.
    let mutate: Vec<PathBuf> = valid
        .iter()
        .filter(|p| {
            let n = p.to_string_lossy();
            (all && small(p))
                || n.contains("/hand/")
                || n.contains("/gnu-c23/")
                || n.ends_with("csmith/seed1.c")
                || n.ends_with("csmith/seed2.c")
                || n.ends_with("gcc-E/stdint.P.c")
                || n.ends_with("gcc-E/setjmp.i.c")
        })
        .cloned()
        .collect();
    differential(&s, Plan { files, mutate, per_op: 3 }, &[]);
}

/// The comparison itself can fail: literal display names match only the token with
/// that literal, and a changed name, channel or text is reported.
#[test]
fn token_comparison_detects_differences() {
    let tables = crate::support::json().tables;
    let src = br#"{"a": [1, true]}"#;
    let ts = tables.lex(src).expect("lexes");
    let ours = crate::support::our_tokens(tables, src, &ts);
    let antlr: Vec<(String, u16, String)> = ours.iter().map(|t| (t.name.clone(), t.channel, t.text.clone())).collect();
    assert_eq!(crate::support::token_diff(tables, &ours, &antlr), None);
    assert_eq!(antlr[0].0, "'{'", "implicit literal tokens are named by their literal");
    let mut wrong = antlr.clone();
    wrong[1].0 = "NUMBER".into();
    assert!(crate::support::token_diff(tables, &ours, &wrong).is_some());
    let mut wrong = antlr.clone();
    wrong[3].1 = 0;
    assert!(crate::support::token_diff(tables, &ours, &wrong).is_some());
    let mut wrong = antlr.clone();
    wrong[5].2 = "2".into();
    assert!(crate::support::token_diff(tables, &ours, &wrong).is_some());
    let mut wrong = antlr.clone();
    wrong.pop();
    assert!(crate::support::token_diff(tables, &ours, &wrong).is_some());
    // A literal display name stands for our token only when its text is that literal.
    let mut wrong = antlr.clone();
    wrong[1].0 = "'\"a\"'".into();
    assert!(crate::support::token_diff(tables, &ours, &wrong).is_some());
}
