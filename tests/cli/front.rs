//! `reduce`, the front door (issue 29, points 1, 3 and 4): the language from the
//! extension, `--language`, `--list-languages`, an unknown extension, batch folders,
//! `--n`, completions and the man page.

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
