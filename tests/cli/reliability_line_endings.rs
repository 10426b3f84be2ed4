//! Reliability, issue 26 point 4: a reduction keeps the input's line-ending convention.
//! Passes that insert a line break (the printer ending a kept preprocessor line,
//! hoisting, a minimal sentence holding a newline, `--format compact` and
//! `one-token-per-line`) write CRLF in a CRLF file, and T-Rec does not shorten a
//! `\r\n` token to `\n`; in a mixed file a new break follows the line it is on. LF
//! inputs give the same bytes as before. The C cases run the real `reduce-c` binary
//! with `#!/bin/sh` properties; the Python ones (MiniPy, whose NEWLINE is a parser token
//! and whose minimal statements end with a newline) run in process.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, Algorithm, ReduceOptions};
use reducers::minipy::MiniPy;

const C: &str = env!("CARGO_BIN_EXE_reduce-c");

/// A C program whose reduction hoists `int y = 1;` out of `f` (C-Reduce's
/// local-to-global: the moved text ends with an inserted line break), LF.
const HOIST_LF: &str = "int f(void) {\n  int y = 1;\n  x = 2;\n  return bug;\n}\n";
/// Interesting while the program mentions `bug` and `x = 2`.
const HOIST_TEST: &str = "grep -q bug \"$1\" && grep -q 'x = 2' \"$1\"";

/// A C program with preprocessor lines: deleting the declaration a directive sits in
/// front of keeps the directive and drops its line end, which the printer puts back.
const DIRECTIVE_LF: &str = "#include <stdio.h>\nint f(void) {\n  int y = 1;\n#define Q 3\n  x = 2; return bug;\n}\n";
const DIRECTIVE_TEST: &str = "grep -q bug \"$1\" && grep -q 'x = 2' \"$1\" && grep -q define \"$1\"";

/// A scratch directory, removed on drop.
struct Scratch(tempfile::TempDir);

impl Scratch {
    fn new() -> Scratch {
        Scratch(tempfile::tempdir().expect("scratch dir"))
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.path().join(name)
    }

    fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, bytes).unwrap();
        p
    }

    fn script(&self, name: &str, body: &str) -> PathBuf {
        let p = self.file(name, format!("#!/bin/sh\n{body}\n").as_bytes());
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    /// Reduces `input` (written as `prog.c`) with `reduce-c --jobs 1` and the extra
    /// `args`; the result's bytes and the statistics JSON.
    fn reduce_c(&self, input: &[u8], test: &str, args: &[&str]) -> (Vec<u8>, String) {
        let prog = self.file("prog.c", input);
        let test = self.script("test.sh", test);
        let (out, stats) = (self.path("out.c"), self.path("stats.json"));
        let o = Command::new(C)
            .args(["--jobs", "1", "-q", "--test"])
            .arg(&test)
            .arg("-o")
            .arg(&out)
            .arg("--stats-json")
            .arg(&stats)
            .args(args)
            .arg(&prog)
            .env("TMPDIR", self.0.path())
            .stdin(Stdio::null())
            .output()
            .expect("run reduce-c");
        assert!(o.status.success(), "reduce-c failed: {}", String::from_utf8_lossy(&o.stderr));
        (read(&out), std::fs::read_to_string(&stats).expect("stats json"))
    }
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

fn crlf(lf: &str) -> Vec<u8> {
    lf.replace('\n', "\r\n").into_bytes()
}

fn show(b: &[u8]) -> String {
    format!("{:?}", String::from_utf8_lossy(b))
}

/// Offsets of the `\n`s not preceded by `\r`.
fn bare_lfs(b: &[u8]) -> Vec<usize> {
    (0..b.len()).filter(|&i| b[i] == b'\n' && (i == 0 || b[i - 1] != b'\r')).collect()
}

/// Asserts `out` has line breaks and every one is CRLF.
fn assert_all_crlf(out: &[u8], what: &str) {
    assert!(out.windows(2).any(|w| w == b"\r\n"), "{what}: no line break at all: {}", show(out));
    assert_eq!(bare_lfs(out), Vec::<usize>::new(), "{what}: bare LF in a CRLF result: {}", show(out));
}

/// Accepted edits of a pass, from `--stats-json`'s `improvements`.
fn improvements(stats: &str, pass: &str) -> u64 {
    let imp = &stats[stats.find("\"improvements\"").expect("improvements")..];
    let imp = &imp[..imp.find('}').unwrap()];
    let key = format!("\"{pass}\": ");
    imp.find(&key).map_or(0, |at| {
        imp[at + key.len()..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().unwrap()
    })
}

fn tests_run(stats: &str) -> u64 {
    let key = "\"tests_run\": ";
    let at = stats.find(key).expect("tests_run") + key.len();
    stats[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().unwrap()
}

// A CRLF C file whose reduction hoists a declaration: the result is all CRLF (the hoist
// used to insert a bare LF: `" bug\n \r\n  x = 2\r\n ..."`), and it is the LF result
// with each line end written as CRLF.
#[test]
fn crlf_c_input_with_hoisting_gives_a_crlf_result() {
    let s = Scratch::new();
    let (lf, lf_stats) = s.reduce_c(HOIST_LF.as_bytes(), HOIST_TEST, &[]);
    let (out, stats) = s.reduce_c(&crlf(HOIST_LF), HOIST_TEST, &[]);
    assert!(improvements(&stats, "hoist") >= 1, "the hoisting pass took part: {stats}");
    assert!(improvements(&lf_stats, "hoist") >= 1, "the hoisting pass took part: {lf_stats}");
    assert_all_crlf(&out, "hoist");
    assert_eq!(show(&out), show(&crlf(&String::from_utf8(lf).unwrap())), "CRLF result = LF result in CRLF");
}

// A CRLF C file with preprocessor lines: the line end the printer puts back after a
// kept directive is CRLF.
#[test]
fn crlf_c_input_with_directives_gives_a_crlf_result() {
    let s = Scratch::new();
    let (out, _) = s.reduce_c(&crlf(DIRECTIVE_LF), DIRECTIVE_TEST, &[]);
    assert!(out.windows(11).any(|w| w == b"#define Q 3"), "{}", show(&out));
    assert_all_crlf(&out, "directive");
    let (lf, _) = s.reduce_c(DIRECTIVE_LF.as_bytes(), DIRECTIVE_TEST, &[]);
    assert_eq!(show(&out), show(&crlf(&String::from_utf8(lf).unwrap())), "CRLF result = LF result in CRLF");
}

// LF inputs are reduced exactly as pinned (bytes and test counts of the reducer before
// the line-ending change, then of the lift and line-breaks passes), while their CRLF twins, which used to differ from them in
// more than the line ends, now give the LF result in CRLF.
#[test]
fn lf_input_is_unchanged_and_its_crlf_twin_matches_it() {
    let s = Scratch::new();
    for (input, test, want, tests) in [
        // The lift pass (a function's body to file scope) takes the first further. Later
        // Perses rounds skip the nodes that failed and did not change (84 tests, not 87).
        (HOIST_LF, HOIST_TEST, " bug\nx = 2\n", 84),
        // The brackets pass also tries emptying `(void)` (+1); later rounds skip (-7).
        (DIRECTIVE_LF, DIRECTIVE_TEST, "\n bug\n \n#define Q 3\n  x = 2 \n\n", 102),
    ] {
        let (out, stats) = s.reduce_c(input.as_bytes(), test, &[]);
        assert_eq!(show(&out), show(want.as_bytes()), "LF result unchanged");
        assert_eq!(tests_run(&stats), tests, "LF test count unchanged: {stats}");
        assert!(!out.contains(&b'\r'));
        let (twin, _) = s.reduce_c(&crlf(input), test, &[]);
        assert_eq!(show(&twin), show(&crlf(want)), "the CRLF twin");
    }
}

// The result layouts: `compact` and `one-token-per-line` of a CRLF input are CRLF lines
// (they were LF), of an LF input LF lines as before.
#[test]
fn formats_write_the_input_line_ends() {
    let s = Scratch::new();
    let test = "grep -q bug \"$1\" && grep -q 2 \"$1\"";
    for format in ["compact", "one-token-per-line"] {
        let (lf, _) = s.reduce_c(HOIST_LF.as_bytes(), test, &["--format", format]);
        assert_eq!(show(&lf), show(b"bug\n2\n"), "{format}, LF input");
        let (out, _) = s.reduce_c(&crlf(HOIST_LF), test, &["--format", format]);
        assert_eq!(show(&out), show(b"bug\r\n2\r\n"), "{format}, CRLF input");
    }
}

// A mixed file: a new line break takes the line end of the line it is on, not the
// file's majority. The directive's line ends with CRLF in a mostly LF file: the line
// end the printer restores after it is CRLF (it was LF), the other stays LF; and the
// other way round. With `--format`, each token's line keeps its own line end.
#[test]
fn mixed_file_breaks_follow_their_line() {
    let s = Scratch::new();
    let test = "grep -q define \"$1\" && grep -q bug \"$1\"";
    let rest = "int f(void) { return bug; }\nint a;\nint b;\nint c;\n";
    let (out, _) = s.reduce_c(format!("#define Q 3\r\n{rest}").as_bytes(), test, &[]);
    assert_eq!(show(&out), show(b"#define Q 3\r\n bug\n"), "CRLF directive in an LF file");
    let rest_crlf = String::from_utf8(crlf(rest)).unwrap();
    let (out, _) = s.reduce_c(format!("#define Q 3\n{rest_crlf}").as_bytes(), test, &[]);
    assert_eq!(show(&out), show(b"#define Q 3\n bug\r\n"), "LF directive in a CRLF file");

    let mixed = b"int a = bug;\r\nint b = 2;\n";
    let test = "grep -q bug \"$1\" && grep -q 2 \"$1\"";
    let (out, _) = s.reduce_c(mixed, test, &[]);
    assert_eq!(show(&out), show(b"bug\r\n 2\n"), "original layout");
    for format in ["compact", "one-token-per-line"] {
        let (out, _) = s.reduce_c(mixed, test, &["--format", format]);
        assert_eq!(show(&out), show(b"bug\r\n2\n"), "{format}");
    }
}

/// A Python program that raises ZeroDivisionError in a block, CRLF.
const PY: &str = "def f(x):\r\n    while x:\r\n        y = 3\r\n        z = 4\r\n    if x:\r\n        return 1 / 0\r\n    return 2\r\nprint(f(1))\r\n";

/// Reduces `src` (MiniPy) keeping programs that parse, divide by zero and have at least
/// four line breaks (so minimal statements, `0\n`, stand in for deleted ones).
fn reduce_py(src: &[u8], options: &ReduceOptions) -> Vec<u8> {
    let prop = FnProperty(|c: &[u8]| {
        MiniPy::tables().parse(c).is_ok()
            && String::from_utf8_lossy(c).contains("/ 0")
            && c.iter().filter(|&&b| b == b'\n').count() >= 4
    });
    reduce(MiniPy::tables(), src, &prop, options).expect("reduces").output
}

/// Reduces the CRLF [`PY`] and its LF twin with `options`: the CRLF result must be all
/// CRLF and be the LF result (all LF) with CRLF line ends.
fn assert_python_crlf_kept(name: &str, options: &ReduceOptions) -> String {
    let out = reduce_py(PY.as_bytes(), options);
    assert_all_crlf(&out, name);
    let want = reduce_py(PY.replace("\r\n", "\n").as_bytes(), options);
    assert!(!want.contains(&b'\r'), "{name}: LF input, LF result: {}", show(&want));
    assert_eq!(show(&out), show(&crlf(&String::from_utf8(want).unwrap())), "{name}: CRLF = LF result in CRLF");
    String::from_utf8(out).unwrap()
}

// HDD prunes a node to its slot's minimal sentence: MiniPy's are `0\n` for a statement
// and `\n` for a NEWLINE token, written `0\r\n` and `\r\n` in a CRLF file (pruning a
// `\r\n` to `\n` used to count as a reduction and turned every line into LF).
#[test]
fn python_hdd_minimal_sentences_keep_crlf() {
    let options = ReduceOptions { algorithm: Algorithm::Hdd, canonicalize: false, ..Default::default() };
    let out = assert_python_crlf_kept("hdd", &options);
    // The `while` statement became the minimal statement, on a CRLF line.
    assert!(out.contains("\r\n    0\r\n"), "{out:?}");
}

// The substitution pass offers a statement's minimal sentence: `0\n` used to go in as is
// (`"def a():\r\n    0\nif 0:\r\n ..."`).
#[test]
fn python_substitution_keeps_crlf() {
    assert_python_crlf_kept("perses", &ReduceOptions { canonicalize: false, ..Default::default() });
}

// T-Rec does not shorten NEWLINE tokens from `\r\n` to `\n` (the rule's first string):
// that turned every line of the result into LF.
#[test]
fn python_trec_keeps_crlf_newline_tokens() {
    let hdd = ReduceOptions { algorithm: Algorithm::Hdd, canonicalize: true, ..Default::default() };
    assert_python_crlf_kept("hdd+trec", &hdd);
    assert_python_crlf_kept("perses+trec", &ReduceOptions::default());
}
