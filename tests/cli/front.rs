//! `reduce`, the front door (issue 29, points 1, 3 and 4): the language from the
//! extension, `--language`, `--list-languages`, an unknown extension, batch folders,
//! `--n`, completions and the man page, `--grammar` (interpreted mode through reducer-gen).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const REDUCE: &str = env!("CARGO_BIN_EXE_reduce");

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(REDUCE).args(args).current_dir(dir).output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A folder with `bug.json`, the same text as `bug.txt`, and a needle property.
fn scratch() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let doc = "{\"a\": [1, 2, {\"needle\": 3}], \"b\": \"x\"}\n";
    std::fs::write(dir.path().join("bug.json"), doc).unwrap();
    std::fs::write(dir.path().join("bug.txt"), doc).unwrap();
    let test = dir.path().join("t.sh");
    std::fs::write(&test, "#!/bin/sh\ngrep -q needle \"$1\"\n").unwrap();
    std::fs::set_permissions(&test, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let p = dir.path().to_path_buf();
    (dir, p)
}

#[test]
fn the_extension_picks_the_language_and_language_overrides_it() {
    let (_t, dir) = scratch();
    let o = run(&dir, &["--test", "t.sh", "bug.json", "-q"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("bug.reduced.json")).unwrap().trim(), "\"needle\"");
    // No language has `.txt`: refused before any test, naming the file and the way out.
    let o = run(&dir, &["--test", "t.sh", "bug.txt"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot tell the language of `bug.txt`") && stderr(&o).contains("--language"));
    let o = run(&dir, &["--language", "json", "--test", "t.sh", "bug.txt", "-q", "-o", "out.txt"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("out.txt")).unwrap().trim(), "\"needle\"");
    let o = run(&dir, &["--language", "cobol", "--test", "t.sh", "bug.txt"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown language `cobol`"), "{}", stderr(&o));
}

#[test]
fn subcommands_and_c_vise_spellings_go_through() {
    let (_t, dir) = scratch();
    std::fs::write(dir.join("ok.c"), "int main(void) { return 0; }\n").unwrap();
    std::fs::write(dir.join("bad.c"), "int main(void) { return 0 }\n").unwrap();
    let o = run(&dir, &["check", "ok.c", "bad.c"]);
    let said = format!("{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
    assert_eq!(o.status.code(), Some(1), "{said}");
    assert!(said.contains("bad.c:1:27:") && !said.contains("ok.c:"), "{said}");
    // `--n` and `-n` are --jobs, as in C-Vise and C-Reduce.
    for n in ["--n", "-n"] {
        let o = run(&dir, &[n, "1", "--test", "t.sh", "bug.json", "-q", "-o", "n.json"]);
        assert!(o.status.success(), "{n}: {}", stderr(&o));
    }
    // A batch folder's language comes from the files in it.
    std::fs::create_dir(dir.join("in")).unwrap();
    std::fs::copy(dir.join("bug.json"), dir.join("in/a.json")).unwrap();
    let o = run(&dir, &["batch", "--test", "t.sh", "-o", "out", "in", "-q", "-j", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(dir.join("out/report.json").is_file());
}

#[test]
fn languages_completions_and_man_page() {
    let (_t, dir) = scratch();
    let o = run(&dir, &["--list-languages"]);
    let list = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success());
    assert!(list.lines().any(|l| l.starts_with("c ") && l.contains(".c .h")), "{list}");
    assert!(list.lines().any(|l| l.starts_with("json ") && l.contains(".json")), "{list}");
    let o = run(&dir, &["--completions", "bash"]);
    let script = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && script.contains("_reduce()") && script.contains("--language"), "{script}");
    let o = run(&dir, &["--completions", "tcsh"]);
    assert_eq!(o.status.code(), Some(2));
    let o = run(&dir, &["--man"]);
    let man = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && man.contains(".TH reduce 1") && man.contains("list\\-languages"), "{man}");
    let o = run(&dir, &["--help"]);
    let help = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && help.contains("--language") && help.contains("--test"), "{help}");
}

#[test]
fn c_vise_form_script_first_reduces_in_place_with_a_backup() {
    let (_t, dir) = scratch();
    // As C-Vise's and C-Reduce's documentation writes them: no argument, the file by name.
    let script = dir.join("interesting.sh");
    std::fs::write(&script, "#!/bin/bash\ngrep -q '\"needle\"' bug.json && grep -q ':' bug.json\n").unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let original = std::fs::read_to_string(dir.join("bug.json")).unwrap();
    let o = run(&dir, &["--n", "1", "--timeout", "10", "--tidy", "./interesting.sh", "bug.json", "-q"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("--tidy: the original is still kept"), "{}", stderr(&o));
    let reduced = std::fs::read_to_string(dir.join("bug.json")).unwrap();
    assert!(reduced.len() < original.len() && reduced.contains("\"needle\"") && reduced.contains(':'), "{reduced}");
    assert_eq!(std::fs::read_to_string(dir.join("bug.json.orig")).unwrap(), original);
    // With -o the input stays as it is.
    std::fs::write(dir.join("other.json"), &original).unwrap();
    std::fs::write(&script, "#!/bin/bash\ngrep -q '\"needle\"' other.json\n").unwrap();
    let o = run(&dir, &["./interesting.sh", "other.json", "-o", "out.json", "-q"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("other.json")).unwrap(), original);
    assert_eq!(std::fs::read_to_string(dir.join("out.json")).unwrap().trim(), "\"needle\"");
}

/// `reducer-gen` beside `reduce` (where the front door looks first); built here when a
/// test run did not build reducer-cli's binaries (`cargo test -p reducers`).
fn reducer_gen_beside_reduce() -> PathBuf {
    let path = Path::new(REDUCE).with_file_name("reducer-gen");
    if !path.is_file() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let o = Command::new(cargo)
            .args(["build", "--quiet", "-p", "reducer-cli", "--bin", "reducer-gen"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert!(o.status.success(), "cargo build reducer-gen: {}", stderr(&o));
    }
    assert!(path.is_file(), "no {}", path.display());
    path
}

/// A language no feature ships: lists of words, from a grammar the user brings.
const WORDS_G4: &str =
    "grammar Words;\nfile : item* EOF ;\nitem : '(' item* ')' | WORD ;\nWORD : [a-z]+ ;\nWS : [ \\n]+ -> skip ;\n";

#[test]
fn grammar_falls_back_to_the_interpreted_mode() {
    reducer_gen_beside_reduce();
    let (_t, dir) = scratch();
    std::fs::write(dir.join("Words.g4"), WORDS_G4).unwrap();
    std::fs::write(dir.join("bug.words"), "(a (b needle c) (d e))\n").unwrap();
    let o = run(&dir, &["--grammar", "Words.g4", "--test", "t.sh", "bug.words", "-q"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("bug.reduced.words")).unwrap().trim(), "needle");
    // check, and C-Vise's form (the script first: in place, with a backup).
    let o = run(&dir, &["-g", "Words.g4", "check", "bug.words"]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(dir.join("bad.words"), "(a\n").unwrap();
    let o = run(&dir, &["-g", "Words.g4", "check", "bad.words"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let o = run(&dir, &["--grammar=Words.g4", "./t.sh", "bug.words", "-q"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("bug.words")).unwrap().trim(), "needle");
    assert!(std::fs::read_to_string(dir.join("bug.words.orig")).unwrap().contains("(d e)"));
    // --language and --grammar together name two languages.
    let o = run(&dir, &["--language", "json", "-g", "Words.g4", "--test", "t.sh", "bug.words"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn grammar_without_reducer_gen_says_how_to_install_it() {
    let (_t, dir) = scratch();
    // A copy of `reduce` alone in a folder, and a PATH without reducer-gen.
    let alone = dir.join("bin");
    std::fs::create_dir(&alone).unwrap();
    std::fs::copy(REDUCE, alone.join("reduce")).unwrap();
    std::fs::write(dir.join("Words.g4"), WORDS_G4).unwrap();
    let o = Command::new(alone.join("reduce"))
        .args(["--grammar", "Words.g4", "--test", "t.sh", "bug.txt"])
        .current_dir(&dir)
        .env("PATH", &alone)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("cargo install --path reducer-cli"), "{}", stderr(&o));
}
