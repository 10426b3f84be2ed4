//! `grammars/go.g4` construct by construct, and `reduce-go` end to end.
//!
//! - Every fixture in `tests/corpus/go/` (one file per construct group: generics,
//!   literals, statements, select, type switches, composite literals, headers,
//!   methods, structs, variadics, semicolons, operators) parses, and gofmt accepts it
//!   (so the fixtures stay honest).
//! - Every file in `tests/corpus/go/invalid/` is rejected by gofmt and by us.
//! - The semicolon hook is bound in the generated tables.
//! - Random sentences of the grammar (before normalization) parse with the generated
//!   parser, as token sequences and as text (as `tests/parse_random_sentences.rs` does
//!   for the other shipped grammars).
//! - `reduce-go` reduces real programs under real properties (gofmt plus `go build`'s
//!   error, gofmt plus grep) to results gofmt accepts, with no candidate our own
//!   parser rejects after printing (`reparse_rejects` = 0).
//!
//! gofmt and go must be installed (`.ci/run` installs `golang-go`); the tests fail,
//! they do not skip, without them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};

fn tables() -> &'static GrammarTables<'static> {
    reducers::go::Go::tables()
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/go")
}

fn go_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("go"))
        .collect();
    files.sort();
    files
}

fn require_tool(tool: &str) {
    let ok = Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().map(|o| o.status.success());
    assert!(ok.unwrap_or(false), "this test needs `{tool}` on PATH (apt-get install golang-go)");
}

/// gofmt's verdict: `Ok` or its error messages.
fn gofmt(path: &Path) -> Result<(), String> {
    let o = Command::new("gofmt").arg("-e").arg("-l").arg(path).output().expect("run gofmt");
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

#[test]
fn every_construct_fixture_parses_and_gofmt_agrees() {
    require_tool("gofmt");
    let files = go_files(&corpus());
    assert!(files.len() >= 12, "only {} fixtures", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("fixture");
        if let Err(e) = tables().parse(&src) {
            failures.push(format!("we reject {}:{}:{}: {}", path.display(), e.line, e.column, e.message));
        }
        if let Err(e) = gofmt(path) {
            failures.push(format!("gofmt rejects {}: {e}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_file_is_rejected_by_both() {
    require_tool("gofmt");
    let files = go_files(&corpus().join("invalid"));
    assert!(files.len() >= 12, "only {} invalid files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("invalid file");
        if tables().check(&src).is_ok() {
            failures.push(format!("we accept {}", path.display()));
        }
        if gofmt(path).is_ok() {
            failures.push(format!("gofmt accepts {} (not an invalid file)", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parser's view of `src`: token texts, a semicolon the hook made from a line
/// break as `\n`, one at the end of input as `EOF;`.
fn view(src: &str) -> Vec<String> {
    let t = tables();
    let semi = t.literal_kind(";").expect("';'");
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| {
            let text = String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned();
            if tok.kind == semi && tok.is_empty() {
                "EOF;".to_string()
            } else {
                text
            }
        })
        .collect()
}

#[test]
fn semicolons_come_from_the_hook() {
    assert_eq!(view("package p\nvar x = 1\n"), ["package", "p", "\n", "var", "x", "=", "1", "\n"]);
    assert_eq!(
        view("package p\nfunc f() {\n\treturn\n}"),
        ["package", "p", "\n", "func", "f", "(", ")", "{", "return", "\n", "}", "EOF;"]
    );
    // No semicolon after an operator, a comma or an opening bracket.
    assert_eq!(
        view("package p\nvar x = f(1,\n2) +\n3\n"),
        ["package", "p", "\n", "var", "x", "=", "f", "(", "1", ",", "2", ")", "+", "3", "\n"]
    );
    // A comment ending the line: the newline after it is the semicolon.
    assert_eq!(view("package p // c\n"), ["package", "p", "\n"]);
    // A general comment spanning lines acts like a newline.
    assert_eq!(view("package p /*\n*/ var x int\n"), ["package", "p", "/*\n*/", "var", "x", "int", "\n"]);
    // Every literal kind and trigger keyword ends a statement.
    for last in [
        "_ = x",
        "_ = 1",
        "_ = 1.5",
        "_ = 1i",
        "_ = 'a'",
        "_ = \"s\"",
        "_ = `r`",
        "x++",
        "x--",
        "f()",
        "_ = a[0]",
        "_ = T{}",
    ] {
        let src = format!("package p\nfunc f() {{\n\t{last}\n\tg()\n}}\n");
        assert!(tables().check(src.as_bytes()).is_ok(), "{src}");
    }
    for kw in ["break", "continue", "fallthrough", "return"] {
        let src = format!("package p\nfunc f() {{\n\tfor {{\n\t\tswitch {{\n\t\tcase true:\n\t\t\t{kw}\n\t\tcase false:\n\t\t}}\n\t}}\n}}\n");
        assert!(tables().check(src.as_bytes()).is_ok(), "{src}");
    }
}

#[test]
fn random_sentences_parse() {
    use reducer_gen::cfg::TokenId;
    use reducer_gen::testkit::{random_sentences, sample_token_text, Bnf};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/go.g4");
    let options = reducer_gen::Options { start: Some("sourceFile".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("go.g4 compiles");
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let sentences = random_sentences(&bnf, 42, 150, 80);
    assert!(sentences.len() >= 75, "only {} sentences", sentences.len());
    let mut as_text = 0;
    for (n, sentence) in sentences.iter().enumerate() {
        let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
        let parsed = reducer_runtime::parser::parse(&tables().parser, &kinds)
            .unwrap_or_else(|e| panic!("the generated parser rejects {sentence:?}: {e}"));
        let leaves = parsed.tree.leaves(parsed.tree.root);
        assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>());
        // As text on one line (so the hook adds only the end's semicolon, if any).
        let texts: Option<Vec<String>> = sentence
            .iter()
            .enumerate()
            .map(|(i, &t)| sample_token_text(&compiled.resolved.lexer, TokenId(t), (n * 1000 + i) as u64))
            .collect();
        let Some(texts) = texts else { continue };
        let src = texts.join(" ");
        let Ok(tokens) = tables().lex(src.as_bytes()) else { continue };
        let lexed: Vec<u16> = tokens.parser_iter().map(|t| t.kind).collect();
        // Sampled neighbours may lex differently (`1` `.5`), a raw string may hold a
        // line break: skip those.
        if lexed.get(..kinds.len()) != Some(&kinds[..]) {
            continue;
        }
        tables().parse(src.as_bytes()).unwrap_or_else(|e| panic!("`{src}` does not parse: {e}"));
        as_text += 1;
    }
    assert!(as_text * 2 >= sentences.len(), "only {as_text} of {} sentences checked as text", sentences.len());
}

/// A scratch directory removed on drop.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir =
            std::env::temp_dir().join(format!("go-e2e-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch { dir }
    }

    fn write(&self, name: &str, text: &str, executable: bool) -> PathBuf {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("write");
        if executable {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        }
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn json_field(json: &str, key: &str) -> i64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().expect("number")
}

/// Reduces `program` under `script` with `reduce-go`; the result and the stats.
fn reduce(program: &str, script: &str) -> (String, String) {
    let s = Scratch::new();
    let input = s.write("prog.go", program, false);
    let test = s.write("test.sh", script, true);
    let stats = s.dir.join("stats.json");
    let out = s.dir.join("out.go");
    let o: Output = Command::new(env!("CARGO_BIN_EXE_reduce-go"))
        .arg("--test")
        .arg(&test)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .args(["-j", "2", "-q", "--parse-before-test", "--stats-json"])
        .arg(&stats)
        .output()
        .expect("run reduce-go");
    assert!(o.status.success(), "reduce-go failed: {}", String::from_utf8_lossy(&o.stderr));
    let reduced = std::fs::read_to_string(&out).expect("result");
    // The result is valid Go.
    let check = s.write("check.go", &reduced, false);
    if let Err(e) = gofmt(&check) {
        panic!("gofmt rejects the result:\n{reduced}\n{e}");
    }
    (reduced, std::fs::read_to_string(&stats).expect("stats"))
}

const UNUSED: &str = r#"package main

import (
	"fmt"
	"strings"
)

type Shape interface {
	Area() float64
}

type Rect struct{ W, H float64 }

func (r Rect) Area() float64 { return r.W * r.H }

func describe[T Shape](shapes []T) string {
	var b strings.Builder
	for i, s := range shapes {
		fmt.Fprintf(&b, "%d: %.1f\n", i, s.Area())
	}
	return b.String()
}

func main() {
	shapes := []Rect{{1, 2}, {3, 4}}
	total := 0.0
	for _, s := range shapes {
		total += s.Area() // accumulate
	}
	unused := len(shapes) * 2
	fmt.Println(describe(shapes), total)
}
"#;

/// A compiler property: `go build` reports an unused variable (Go 1.19 says
/// "declared but not used", 1.20 and later "declared and not used").
#[test]
fn reduce_go_keeps_a_go_build_error() {
    require_tool("gofmt");
    require_tool("go");
    let script = "#!/bin/sh\ngofmt -e -l \"$1\" >/dev/null 2>&1 || exit 1\n\
                  go build -o ./a.out \"$1\" 2>&1 | grep -q 'declared \\(but\\|and\\) not used'\n";
    let (reduced, stats) = reduce(UNUSED, script);
    // 150 tokens in; `package a;func a() {a := 0}` is 12 (with the end's `;`).
    let tokens = json_field(&stats, "tokens_after");
    assert!(tokens <= 16, "reduced to {tokens} tokens:\n{reduced}");
    assert_eq!(json_field(&stats, "reparse_rejects"), 0, "{reduced}");
}

const SELECT: &str = r#"package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs ...T) (s T) {
	for _, x := range xs {
		s += x
	}
	return
}

func main() {
	ch := make(chan int, 1)
	ch <- 1
	total := 0
L:
	for i := 0; i < 3; i++ {
		select {
		case v := <-ch:
			total += v
		default:
			break L
		}
	}
	fmt.Println(Sum(1, 2, 3), total)
}
"#;

/// A grep property over many lines: deleting whole lines (each ending in its
/// semicolon) keeps every other statement's semicolon.
#[test]
fn reduce_go_keeps_a_construct() {
    require_tool("gofmt");
    let script = "#!/bin/sh\ngofmt -e -l \"$1\" >/dev/null 2>&1 || exit 1\n\
                  grep -q select \"$1\" && grep -q '<-' \"$1\"\n";
    let (reduced, stats) = reduce(SELECT, script);
    assert!(reduced.contains("select") && reduced.contains("<-"), "{reduced}");
    let tokens = json_field(&stats, "tokens_after");
    assert!(tokens <= 20, "reduced to {tokens} tokens:\n{reduced}");
    assert_eq!(json_field(&stats, "reparse_rejects"), 0, "{reduced}");
}
