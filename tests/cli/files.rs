//! Several files at once (issue 29, point 2): `reduce --test t.sh a.c b.h src/`. Every
//! file with its own language's reducer, the script in a folder holding all of them at
//! their relative paths, whole files removed or emptied first, the best of every file on
//! disk together (and passing together, also after SIGTERM), C-Vise's form in place.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const REDUCE: &str = env!("CARGO_BIN_EXE_reduce");

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write(dir: &Path, rel: &str, text: &str) -> PathBuf {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(&p, text).unwrap();
    p
}

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = write(dir, name, &format!("#!/bin/sh\n{body}\n"));
    std::fs::set_permissions(&p, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    p
}

fn reduce(dir: &Path, args: &[&str]) -> Output {
    Command::new(REDUCE).args(args).current_dir(dir).env("TMPDIR", dir).output().unwrap()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Runs `t.sh` in a copy of `files` (relative paths under `from`) and says whether it passes.
fn passes_together(from: &Path, files: &[&str], test: &Path) -> bool {
    let dir = tempfile::tempdir().unwrap();
    for f in files {
        let src = from.join(f);
        if src.exists() {
            write(dir.path(), f, &read(&src));
        }
    }
    Command::new(test).current_dir(dir.path()).stdout(Stdio::null()).stderr(Stdio::null()).status().unwrap().success()
}

const UTIL_H: &str = "#ifndef UTIL_H\n#define UTIL_H\nstruct point { int x; int y; };\nint add(int a, int b);\n\
                      int scale(struct point *p, int k);\nstatic inline int sq(int v) { return v * v; }\n#endif\n";
const UTIL_C: &str = "#include \"../util.h\"\nint add(int a, int b) { return a + b; }\n\
                      int scale(struct point *p, int k) { p->x *= k; p->y *= k; return p->x + p->y; }\n";
const MAIN_C: &str = "#include <stdio.h>\n#include \"../util.h\"\nint main(void) {\n  struct point p = { 1, 2 };\n\
                      int total = add(3, 4);\n  total += scale(&p, 2);\n  total += sq(5);\n  int shadow = total / 0;\n\
                      printf(\"%d %d\\n\", total, shadow);\n  return 0;\n}\n";
/// gcc warns about the division by zero in src/main.c, and src/util.c must compile
/// (so it must stay, though it may be emptied); util.h is needed only while included.
const GCC_TEST: &str = "gcc -c -Wall src/main.c -o main.o 2> err.txt || exit 1\n\
                        [ -f src/util.c ] && gcc -c src/util.c -o util.o 2>/dev/null || exit 1\n\
                        grep -q 'division by zero' err.txt";

#[test]
fn a_c_program_across_a_header_and_two_sources_reduces_together() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write(d, "util.h", UTIL_H);
    write(d, "src/util.c", UTIL_C);
    write(d, "src/main.c", MAIN_C);
    let t = script(d, "t.sh", GCC_TEST);
    let names = ["util.h", "src/util.c", "src/main.c"];
    assert!(passes_together(d, &names, &t));
    let o = reduce(d, &["--test", "t.sh", "util.h", "src", "-j", "2", "-o", "out"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // The inputs are untouched; the results pass together.
    assert_eq!(read(&d.join("src/main.c")), MAIN_C);
    assert!(passes_together(&d.join("out"), &names, &t), "{}", stderr(&o));
    // The header is not needed once main.c no longer includes it: removed. util.c must
    // stay (the test compiles it) but can be empty. main.c keeps the division.
    assert!(!d.join("out/util.h").exists(), "{}", stderr(&o));
    assert_eq!(read(&d.join("out/src/util.c")), "");
    let main = read(&d.join("out/src/main.c"));
    assert!(main.contains("/") || main.contains("%"), "{main}");
    assert!(main.len() < 40, "{main}");
    assert!(stderr(&o).contains("util.h: 173 bytes -> removed"), "{}", stderr(&o));
    // Same result whatever the number of jobs.
    let o1 = reduce(d, &["--test", "t.sh", "util.h", "src", "-j", "1", "-o", "out1", "-q"]);
    assert!(o1.status.success(), "{}", stderr(&o1));
    assert_eq!(read(&d.join("out1/src/main.c")), main);
}

#[test]
fn each_file_gets_its_own_language_and_unknown_ones_go_by_lines_then_words() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write(d, "conf/a.json", "{\"keep\": [1, 2, {\"needle\": true}], \"other\": \"x\"}\n");
    write(d, "notes.txt", "line one\nthe marker line\nline three\n");
    write(d, "b.json", "[1, 2, 3]\n");
    script(d, "t.sh", "grep -q needle conf/a.json && grep -q marker notes.txt");
    let o = reduce(d, &["--test", "t.sh", "conf", "notes.txt", "b.json", "-j", "1", "-o", "out"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // JSON by its grammar (the minimal JSON that keeps the key), text by lines, then words.
    assert_eq!(read(&d.join("out/conf/a.json")).trim(), "\"needle\"");
    assert_eq!(read(&d.join("out/notes.txt")).trim(), "marker");
    assert!(!d.join("out/b.json").exists());
    // The output folder is not reused: a second run must name another.
    let o = reduce(d, &["--test", "t.sh", "conf", "notes.txt", "-o", "out"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is not empty"), "{}", stderr(&o));
    // Paths outside the current folder have no place in the test's folder.
    let o = reduce(d, &["--test", "t.sh", "conf", "../x.json"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("relative paths below the current folder"), "{}", stderr(&o));
}

#[test]
fn c_vise_form_reduces_several_files_in_place_with_backups() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write(d, "a.json", "{\"a\": [1, {\"needle\": 2}]}\n");
    write(d, "b.json", "{\"b\": [3, 4]}\n");
    // As C-Vise's documentation writes scripts: no argument, the files by name.
    script(d, "interesting.sh", "grep -q needle a.json && test -f b.json");
    let o = reduce(d, &["./interesting.sh", "a.json", "b.json", "-n", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read(&d.join("a.json")).trim(), "\"needle\"");
    assert_eq!(read(&d.join("b.json")), "", "b.json must stay: the script tests it");
    assert_eq!(read(&d.join("a.json.orig")), "{\"a\": [1, {\"needle\": 2}]}\n");
    assert_eq!(read(&d.join("b.json.orig")), "{\"b\": [3, 4]}\n");
}

#[test]
fn the_files_on_disk_pass_together_after_sigterm_in_the_middle() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let items: Vec<String> = (0..40).map(|i| format!("{{\"k{i}\": [{i}, \"v{i}\"]}}")).collect();
    write(d, "a.json", &format!("[{}, {{\"needle\": 1}}]\n", items.join(", ")));
    write(d, "b.json", &format!("[{}, {{\"pin\": 2}}]\n", items.join(", ")));
    // Slow enough that SIGTERM lands mid-run; both files are needed.
    let t = script(d, "t.sh", "sleep 0.05; grep -q needle a.json && grep -q pin b.json");
    let child = Command::new(REDUCE)
        .args(["--test", "t.sh", "a.json", "b.json", "-j", "2", "-o", "out", "-q"])
        .current_dir(d)
        .env("TMPDIR", d)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until a smaller a.json or b.json is on disk, then stop the run.
    let start = Instant::now();
    let original = read(&d.join("a.json")).len() + read(&d.join("b.json")).len();
    loop {
        let now: usize = ["out/a.json", "out/b.json"]
            .iter()
            .map(|f| std::fs::metadata(d.join(f)).map_or(usize::MAX / 4, |m| m.len() as usize))
            .sum();
        if now < original {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "no improvement written");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap().success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(143), "{}", stderr(&o));
    assert!(passes_together(&d.join("out"), &["a.json", "b.json"], &t), "{}", stderr(&o));
    let left: Vec<_> = std::fs::read_dir(d)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("reducer-"))
        .collect();
    assert!(left.is_empty(), "test folders left: {left:?}");
}

/// A header with a macro the C grammar cannot read (defined by the test's `-D`, as
/// projects pass their config macros), and a source with another.
const MACRO_H: &str = "int twice(int x, int y) ATTR(1, 2);\nint unused_decl(void);\n";
const MACRO_C: &str = "#include \"m.h\"\nint twice(int x, int y) { return x + y; }\n\
                       int main(void) QUIRK {\n  int z = twice(3, 4);\n  return z / 0;\n}\n";
const MACRO_TEST: &str =
    "gcc -c -Wall '-DATTR(a, b)=__attribute__((unused))' -DQUIRK= m.c -o m.o 2> err.txt || exit 1\n\
                          grep -q 'division by zero' err.txt && grep -q 'ATTR(1' m.h";

#[test]
fn files_the_grammar_cannot_read_go_by_lines_and_tokens_until_they_parse() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write(d, "m.h", MACRO_H);
    write(d, "m.c", MACRO_C);
    let t = script(d, "t.sh", MACRO_TEST);
    assert!(passes_together(d, &["m.h", "m.c"], &t));
    let o = reduce(d, &["--test", "t.sh", "m.h", "m.c", "-j", "1", "-o", "out"]);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("m.h:1:30: warning: the file does not parse"), "{err}");
    assert!(err.contains("m.c:3:22: warning: the file does not parse"), "{err}");
    // m.c parses once QUIRK is gone, and its grammar takes over (the substitution of
    // `z` by a literal is no text-level edit).
    assert!(err.contains("the reduced input parses: the grammar's reduction goes on"), "{err}");
    assert!(passes_together(&d.join("out"), &["m.h", "m.c"], &t), "{err}");
    let header = read(&d.join("out/m.h"));
    assert_eq!(header.trim(), "ATTR(1", "{err}");
    let main = read(&d.join("out/m.c"));
    let compact = main.replace(' ', "");
    assert!(!main.contains("QUIRK") && !main.contains("twice"), "{main}");
    assert!(compact.contains("/0") || compact.contains("%0"), "{main}");
    assert!(main.len() < 30, "{main}");
    // --on-parse-error=fail keeps the single-file default: stop at the first such file.
    let o = reduce(d, &["--test", "t.sh", "m.h", "m.c", "--on-parse-error=fail", "-o", "out2"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("m.h:1:30: error: the input does not parse"), "{}", stderr(&o));
}
