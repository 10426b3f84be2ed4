//! `reduce-<lang> pair` end to end (issue 14): the shared C pair with its gcc scripts,
//! bad inputs, and `--jobs 1` against `--jobs 2`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use reducer_runtime::language::Language;
use reducer_runtime::reduce::pair::{changed_tokens, diff_tokens};
use reducers::c::C;

fn shared_pair() -> PathBuf {
    reducer_testdata::shared("bench/pairs/c-sequence-point")
}

fn copy_dir(from: &Path, to: &Path) {
    for e in std::fs::read_dir(from).expect("reads the pair") {
        let e = e.expect("entry");
        std::fs::copy(e.path(), to.join(e.file_name())).expect("copies");
    }
}

/// Runs `script` in a fresh directory holding `bytes` as `name`; true on exit status 0.
fn passes(script: &Path, name: &str, bytes: &[u8]) -> bool {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join(name), bytes).expect("writes");
    Command::new(script).current_dir(dir.path()).status().expect("runs the script").success()
}

fn pair(bin: &str, dir: &Path, args: &[&str]) -> Output {
    Command::new(bin).current_dir(dir).arg("pair").args(args).output().expect("runs the reducer")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The shared pair: csmith program with 15 constants changed in the variant, and one
/// statement (flagged by gcc's -Wsequence-point) that only the variant has. Both
/// reduced programs pass their scripts and the only difference left is tokens of
/// that statement.
///
/// Cost (measured 2026-11-25, debug build, `-j 2`): about 1500 script runs (1000 before
/// the single-file schedule ran on each half), 75 s of CPU (user + system; half of it
/// gcc, the rest the debug reducer on 145 KB programs); 190-280 s of wall time on the
/// shared machine at load 6-30. No budget flag: the assertions need the reduction to finish.
#[test]
fn pair_command_on_the_shared_c_pair() {
    let src = shared_pair();
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path();
    copy_dir(&src, dir);
    let o = pair(
        env!("CARGO_BIN_EXE_reduce-c"),
        dir,
        &[
            "--test-seed",
            "./test-seed.sh",
            "--test-variant",
            "./test-variant.sh",
            "-j",
            "2",
            "--stats-json",
            "s.json",
            "seed.c",
            "variant.c",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    for f in ["seed.c", "variant.c"] {
        assert_eq!(std::fs::read(dir.join(f)).unwrap(), std::fs::read(src.join(f)).unwrap(), "{f} was modified");
    }
    let seed = std::fs::read(dir.join("seed.reduced.c")).expect("reduced seed");
    let variant = std::fs::read(dir.join("variant.reduced.c")).expect("reduced variant");
    assert!(passes(&dir.join("test-seed.sh"), "seed.c", &seed), "the reduced seed fails its script");
    assert!(passes(&dir.join("test-variant.sh"), "variant.c", &variant), "the reduced variant fails its script");
    let count = |b: &[u8]| C::tables().lex(b).expect("lexes").parser_len();
    assert!(count(&seed) < 100 && count(&variant) < 200, "{} / {} tokens", count(&seed), count(&variant));
    // The difference: nothing removed from the seed; what the variant adds is a part of
    // the flagged statement, in its order, up to T-Rec's canonical names and numbers
    // (renamed alike in both halves): compared as shapes, names and numbers abstracted.
    let original = std::fs::read_to_string(src.join("variant.c")).unwrap();
    let flagged = original.lines().nth(1788).expect("line 1789");
    assert!(flagged.contains("l_867[4] ="), "the flagged statement moved: {flagged}");
    let flagged_tokens = changed_tokens(C::tables(), b"", flagged.as_bytes()).unwrap().1;
    let (removed, added) = changed_tokens(C::tables(), &seed, &variant).unwrap();
    assert!(removed.is_empty(), "the seed lost {removed:?}");
    assert!(!added.is_empty());
    let shape = |t: &String| match t.as_bytes()[0] {
        b'0'..=b'9' => "number".to_string(),
        b if b.is_ascii_alphabetic() || b == b'_' => "name".to_string(),
        _ => t.clone(),
    };
    let mut rest = flagged_tokens.iter().map(shape);
    for t in &added {
        assert!(rest.any(|f| f == shape(t)), "`{t}` of the difference {added:?} is not from the flagged statement");
    }
    assert!(added.len() <= 10, "more than one small statement: {added:?}");
    let before = diff_tokens(C::tables(), &std::fs::read(src.join("seed.c")).unwrap(), original.as_bytes()).unwrap();
    assert!(added.len() * 3 < before, "diff {} -> {}", before, added.len());
    let diff = std::fs::read_to_string(dir.join("variant.reduced.diff")).expect("diff file");
    assert!(diff.starts_with("--- seed.c\n+++ variant.c\n"), "{diff}");
    let plus: String = diff.lines().filter(|l| l.starts_with('+') && !l.starts_with("+++")).collect();
    assert!(plus.contains('='), "{diff}");
    let json = std::fs::read_to_string(dir.join("s.json")).expect("stats");
    assert!(json.contains("\"algorithm\": \"ppr\"") && json.contains("\"final_check\": true"), "{json}");
}

fn json_pair(dir: &Path, seed: &str, variant: &str) {
    std::fs::write(dir.join("seed.json"), seed).unwrap();
    std::fs::write(dir.join("variant.json"), variant).unwrap();
    for (name, body) in [("s.sh", "grep -q '\"k\": *1' seed.json"), ("v.sh", "grep -q '\"k\": *2' variant.json")] {
        let p = dir.join(name);
        std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::process::Command::new("chmod").arg("+x").arg(&p).status().unwrap();
    }
}

const ARGS: [&str; 4] = ["--test-seed", "./s.sh", "--test-variant", "./v.sh"];

#[test]
fn bad_inputs_are_clear_errors() {
    let bin = env!("CARGO_BIN_EXE_reduce-json");
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let run = |seed: &str, variant: &str| {
        json_pair(dir, seed, variant);
        let o = pair(bin, dir, &[&ARGS[..], &["seed.json", "variant.json"]].concat());
        assert_eq!(std::fs::read_to_string(dir.join("seed.json")).unwrap(), seed);
        assert_eq!(std::fs::read_to_string(dir.join("variant.json")).unwrap(), variant);
        (o.status.code(), stderr(&o))
    };
    let (code, err) = run(r#"{"k": 1}"#, r#"{"k": 2,"#);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("variant.json:1:") && err.contains("the variant does not parse"), "{err}");
    let (code, err) = run(r#"{"k": 3}"#, r#"{"k": 2}"#);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("the seed's property (--test-seed)"), "{err}");
    let (code, err) = run(r#"{"k": 2}"#, "{\"k\":\n 2}");
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("same program"), "{err}");
    let o = pair(bin, dir, &[&ARGS[..], &["--skip", "nothing", "seed.json", "variant.json"]].concat());
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // Outputs that would overwrite an input, or each other, are refused.
    json_pair(dir, r#"{"k": 1}"#, r#"{"k": 2}"#);
    std::fs::copy(dir.join("variant.json"), dir.join("seed.reduced.json")).unwrap();
    let o = pair(bin, dir, &[&ARGS[..], &["seed.json", "seed.reduced.json"]].concat());
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("refusing to overwrite"), "{}", stderr(&o));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::copy(dir.join("variant.json"), dir.join("a/seed.json")).unwrap();
    let o = pair(bin, dir, &[&ARGS[..], &["-o", "out", "seed.json", "a/seed.json"]].concat());
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("different file names"), "{}", stderr(&o));
}

#[test]
fn jobs_do_not_change_the_result() {
    let bin = env!("CARGO_BIN_EXE_reduce-json");
    let seed = r#"{"list": [1, 2, {"x": [3, 4]}], "k": 1, "m": {"a": "b", "c": [true, false, null]}, "n": 5}"#;
    let variant = r#"{"list": [1, 7, {"x": [3, 4, 9]}], "k": 2, "m": {"a": "b", "c": [true, null]}, "n": 6, "o": 1}"#;
    let mut outs = Vec::new();
    for jobs in ["1", "2"] {
        let tmp = tempfile::tempdir().unwrap();
        json_pair(tmp.path(), seed, variant);
        let o = pair(bin, tmp.path(), &[&ARGS[..], &["-j", jobs, "-q", "seed.json", "variant.json"]].concat());
        assert!(o.status.success(), "{}", stderr(&o));
        let read = |f: &str| std::fs::read(tmp.path().join(f)).unwrap();
        outs.push((read("seed.reduced.json"), read("variant.reduced.json"), read("variant.reduced.diff")));
    }
    assert_eq!(outs[0], outs[1]);
    let squeeze = |b: &[u8]| String::from_utf8_lossy(b).split_whitespace().collect::<String>();
    assert_eq!(squeeze(&outs[0].0), r#"{"k":1}"#);
    assert_eq!(squeeze(&outs[0].1), r#"{"k":2}"#);
}
