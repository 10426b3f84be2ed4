//! `grammars/python.g4` construct by construct, and `reduce-py` end to end.
//!
//! - Every fixture in `tests/corpus/python/` (one file per construct group: layout,
//!   line joining, strings, f-strings, numbers, soft keywords, type parameters, walrus,
//!   decorators, async/await, lambda, starred expressions, slices, comprehensions,
//!   global/nonlocal, try/except*, with, match, operators) parses, and CPython 3.13
//!   compiles it (so the fixtures stay honest).
//! - Every file in `tests/corpus/python/invalid/` is rejected by CPython and by us.
//! - NEWLINE, INDENT and DEDENT come from the layout hook (`hooks::py_layout`), and
//!   f-strings are tokenized as PEP 701 does (its `after_token`); both are bound in the
//!   generated tables and, through `superClass = PythonLayout`, in interpreted mode.
//! - `reduce-py` reduces real programs under real properties (an exception CPython
//!   raises, a line the program prints) to results CPython still compiles.
//!
//! CPython 3.13 must be installed (pyenv's `/root/.pyenv/versions/3.13*`, or `PYTHON`
//! naming the interpreter); the tests fail, they do not skip, without it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};

fn tables() -> &'static GrammarTables<'static> {
    reducers::python::Python::tables()
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/python")
}

fn py_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("py"))
        .collect();
    files.sort();
    files
}

/// The CPython 3.13 interpreter: `PYTHON`, else pyenv's newest 3.13.
fn python() -> PathBuf {
    if let Some(exe) = std::env::var_os("PYTHON") {
        return PathBuf::from(exe);
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/root/.pyenv/versions")
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    versions.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("3.13")));
    versions.sort();
    let exe = versions.pop().map(|v| v.join("bin/python3"));
    match exe.filter(|e| e.is_file()) {
        Some(exe) => exe,
        None => {
            panic!("no CPython 3.13: no /root/.pyenv/versions/3.13*/bin/python3 (pyenv install 3.13, or set PYTHON)")
        }
    }
}

/// CPython's verdict on a source: `Ok` or the exception it raised.
fn compiles(source: &[u8]) -> Result<(), String> {
    let mut child = Command::new(python())
        .args(["-W", "ignore", "-c", "import sys; compile(sys.stdin.buffer.read(), 'input', 'exec')"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run python3");
    child.stdin.take().expect("stdin").write_all(source).expect("write source");
    let o = child.wait_with_output().expect("python3 output");
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).lines().last().unwrap_or("").to_string())
    }
}

#[test]
fn every_construct_fixture_parses_and_cpython_agrees() {
    let files = py_files(&corpus());
    assert!(files.len() >= 19, "only {} fixtures", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("fixture");
        if let Err(e) = tables().parse(&src) {
            failures.push(format!("we reject {}:{}:{}: {}", path.display(), e.line, e.column, e.message));
        }
        if let Err(e) = compiles(&src) {
            failures.push(format!("CPython rejects {}: {e}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_file_is_rejected_by_both() {
    let files = py_files(&corpus().join("invalid"));
    assert!(files.len() >= 20, "only {} invalid files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("invalid file");
        if tables().check(&src).is_ok() {
            failures.push(format!("we accept {}", path.display()));
        }
        if compiles(&src).is_ok() {
            failures.push(format!("CPython accepts {}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parser's view of `src`: token texts, INDENT/DEDENT/ERRORTOKEN by name, a
/// NEWLINE supplied at the end as `EOF\n`.
fn view(src: &str) -> Vec<String> {
    let t = tables();
    let id = |name: &str| t.symbol_id(name).unwrap_or_else(|| panic!("python.g4 declares {name}"));
    let (newline, indent, dedent, error) = (id("NEWLINE"), id("INDENT"), id("DEDENT"), id("ERRORTOKEN"));
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| match tok.kind {
            k if k == indent => "INDENT".to_string(),
            k if k == dedent => "DEDENT".to_string(),
            k if k == error => "ERRORTOKEN".to_string(),
            k if k == newline && tok.is_empty() => "EOF\n".to_string(),
            _ => String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned(),
        })
        .collect()
}

#[test]
fn layout_comes_from_the_hook() {
    assert_eq!(view("x = 1\n"), ["x", "=", "1", "\n"]);
    // Blocks: the statement's own line break is the NEWLINE; blank and comment-only
    // lines are layout; DEDENTs at the end of input.
    assert_eq!(
        view("if a:\n\n    # c\n    b\n\n  # d\nc"),
        ["if", "a", ":", "\n", "INDENT", "b", "\n", "DEDENT", "c", "EOF\n"]
    );
    assert_eq!(
        view("def f():\n  if x:\n    y\nz\n"),
        [
            "def", "f", "(", ")", ":", "\n", "INDENT", "if", "x", ":", "\n", "INDENT", "y", "\n", "DEDENT", "DEDENT",
            "z", "\n"
        ]
    );
    // Line breaks inside brackets and after a backslash are not NEWLINEs.
    assert_eq!(
        view("x = (1,\n\n  2)\ny = 1 + \\\n    2\n"),
        ["x", "=", "(", "1", ",", "2", ")", "\n", "y", "=", "1", "+", "2", "\n"]
    );
    // A dedent to a width no block opened, and tabs whose meaning depends on their width.
    assert_eq!(
        view("if a:\n    b\n  c\n"),
        ["if", "a", ":", "\n", "INDENT", "b", "\n", "DEDENT", "ERRORTOKEN", "c", "\n"]
    );
    assert_eq!(
        view("if a:\n\tb\n        c\n"),
        ["if", "a", ":", "\n", "INDENT", "b", "\n", "ERRORTOKEN", "c", "\n", "DEDENT"]
    );
    // Tabs and spaces in different blocks, each consistent, are fine (as in CPython).
    assert_eq!(view("if a:\n\tb\nif c:\n    d\n").iter().filter(|t| *t == "ERRORTOKEN").count(), 0);
    // An indented first line is an INDENT no rule accepts.
    assert_eq!(view("  x\n"), ["INDENT", "x", "\n", "DEDENT"]);
    assert!(tables().check(b"  x\n").is_err());
}

/// The parser's view of an f-string: kind names for the f-string tokens, texts for the
/// rest.
fn fstring_view(src: &str) -> Vec<String> {
    let t = tables();
    let names = ["FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END"];
    let ids: Vec<u16> = names.iter().map(|n| t.symbol_id(n).expect("f-string token")).collect();
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| {
            let text = String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned();
            match ids.iter().position(|&k| k == tok.kind) {
                Some(i) => format!("{}({text})", &names[i][8..]),
                None => text,
            }
        })
        .collect()
}

/// f-strings are tokenized as PEP 701 does: the hook ends fields and starts format
/// specifications.
#[test]
fn fstrings_are_tokenized_as_pep_701_does() {
    assert_eq!(
        fstring_view("f'a{x!r:>{w}}b{{'\n"),
        [
            "START(f')",
            "MIDDLE(a)",
            "{",
            "x",
            "!",
            "r",
            ":",
            "MIDDLE(>)",
            "{",
            "w",
            "}",
            "}",
            "MIDDLE(b{{)",
            "END(')",
            "\n"
        ]
    );
    // Brackets and dicts inside a field; the same quotes nested (PEP 701).
    assert_eq!(
        fstring_view("f\"{d[\"k\"]:{n}}{ {1: 2}[1] }\"\n"),
        [
            "START(f\")",
            "{",
            "d",
            "[",
            "\"k\"",
            "]",
            ":",
            "{",
            "n",
            "}",
            "}",
            "{",
            "{",
            "1",
            ":",
            "2",
            "}",
            "[",
            "1",
            "]",
            "}",
            "END(\")",
            "\n"
        ]
    );
    // `:=` outside brackets: a format specification `=10`; inside them, a walrus.
    assert_eq!(
        fstring_view("f'{x:=10}'\n"),
        ["START(f')", "{", "x", ":", "MIDDLE(=)", "MIDDLE(10)", "}", "END(')", "\n"]
    );
    assert_eq!(fstring_view("f'{(x:=1)}'\n"), ["START(f')", "{", "(", "x", ":=", "1", ")", "}", "END(')", "\n"]);
    // A field over several lines: its line breaks are layout.
    assert_eq!(fstring_view("f'''{\nx # c\n}'''\n"), ["START(f''')", "{", "x", "}", "END(''')", "\n"]);
    // A nested f-string.
    assert_eq!(
        fstring_view("f'{f\"{1}\"}'\n"),
        ["START(f')", "{", "START(f\")", "{", "1", "}", "END(\")", "}", "END(')", "\n"]
    );
}

/// Interpreted mode binds the same token source: the grammar names it as `superClass`.
#[test]
fn interpreted_mode_binds_the_layout_hook() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/python.g4");
    let options = reducer_gen::Options { start: Some("file_input".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("python.g4 compiles");
    assert_eq!(compiled.builtin_hooks.token_source.as_deref(), Some("hooks::py_layout::token_source"));
    assert_eq!(compiled.builtin_hooks.after_token.as_deref(), Some("hooks::py_layout::after_token"));
    assert!(reducer_runtime::hooks::by_path("hooks::py_layout::token_source").is_some());
    assert!(reducer_runtime::hooks::by_path("hooks::py_layout::after_token").is_some());
    assert!(tables().hooks.token_source.is_some());
}

/// Random sentences of the grammar (before normalization) parse with the generated
/// parser as token sequences; those whose tokens all have text and that need no
/// indentation (the hook's INDENT/DEDENT have none) also parse as text, one token per
/// space and NEWLINE as a line break.
#[test]
fn random_sentences_parse() {
    use reducer_gen::cfg::TokenId;
    use reducer_gen::testkit::{random_sentences, sample_token_text, Bnf};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/python.g4");
    let options = reducer_gen::Options { start: Some("file_input".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("python.g4 compiles");
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let mut sentences = Vec::new();
    for (seed, max_len) in [(42, 30), (43, 50), (44, 80)] {
        sentences.extend(random_sentences(&bnf, seed, 50, max_len));
    }
    assert!(sentences.len() >= 75, "only {} sentences", sentences.len());
    let mut as_text = 0;
    for (n, sentence) in sentences.iter().enumerate() {
        let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
        let parsed = reducer_runtime::parser::parse(&tables().parser, &kinds)
            .unwrap_or_else(|e| panic!("the generated parser rejects {sentence:?}: {e}"));
        let leaves = parsed.tree.leaves(parsed.tree.root);
        assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>());
        let texts: Option<Vec<String>> = sentence
            .iter()
            .enumerate()
            .map(|(i, &t)| sample_token_text(&compiled.resolved.lexer, TokenId(t), (n * 1000 + i) as u64))
            .collect();
        let Some(texts) = texts else { continue };
        let src = texts.join(" ").replace(" \n ", "\n").replace(" \n", "\n");
        let Ok(tokens) = tables().lex(src.as_bytes()) else { continue };
        let lexed: Vec<u16> = tokens.parser_iter().map(|t| t.kind).collect();
        // Sampled neighbours may lex differently (`1` `.5`), a sampled string may hold
        // a line break: skip those.
        if lexed != kinds {
            continue;
        }
        tables().parse(src.as_bytes()).unwrap_or_else(|e| panic!("`{src}` does not parse: {e}"));
        as_text += 1;
    }
    assert!(as_text >= 10, "only {as_text} of {} sentences checked as text", sentences.len());
}

/// A scratch directory removed on drop.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir =
            std::env::temp_dir().join(format!("py-e2e-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
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

/// Reduces `program` under `script` (`PYTHON` in it is the interpreter) with
/// `reduce-py`; the result and the stats.
fn reduce(program: &str, script: &str) -> (String, String) {
    let s = Scratch::new();
    let input = s.write("prog.py", program, false);
    let script = script.replace("PYTHON", &python().display().to_string());
    let test = s.write("test.sh", &script, true);
    let stats = s.dir.join("stats.json");
    let out = s.dir.join("out.py");
    let o: Output = Command::new(env!("CARGO_BIN_EXE_reduce-py"))
        .arg("--test")
        .arg(&test)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .args(["-j", "2", "-q", "--stats-json"])
        .arg(&stats)
        .output()
        .expect("run reduce-py");
    assert!(o.status.success(), "reduce-py failed: {}", String::from_utf8_lossy(&o.stderr));
    let reduced = std::fs::read_to_string(&out).expect("result");
    // The result is still Python: CPython compiles it, and so do we.
    if let Err(e) = compiles(reduced.as_bytes()) {
        panic!("CPython rejects the result:\n{reduced}\n{e}");
    }
    assert!(tables().check(reduced.as_bytes()).is_ok(), "we reject the result:\n{reduced}");
    (reduced, std::fs::read_to_string(&stats).expect("stats"))
}

const DIVISION: &str = r#"import math


class Account:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance

    def share(self, parts: int) -> float:
        # split the balance evenly
        return self.balance / parts


def main():
    accounts = [Account("ann", 10.0), Account("bob")]
    match len(accounts):
        case 0:
            print("none")
        case n if n > 1:
            print(f"{n:>3} accounts")
    counts = [a for a in accounts if a.balance > 100]
    print(accounts[0].share(len(counts)), math.pi)


main()
"#;

/// An exception property: CPython raises `ZeroDivisionError: float division by zero`.
#[test]
fn reduce_py_keeps_an_exception() {
    let script = "#!/bin/sh\nPYTHON \"$1\" 2>&1 | grep -q 'ZeroDivisionError: float division by zero'\n";
    let (reduced, stats) = reduce(DIVISION, script);
    // About 130 tokens in; `0. / 0` is 4 (the NEWLINE at the end included).
    let tokens = json_field(&stats, "tokens_after");
    assert!(tokens <= 8, "reduced to {tokens} tokens:\n{reduced}");
}

const PRINTS: &str = r#"def greet[T](name: T, *, loud=False) -> str:
    text = f"hello {name!s}"
    if loud:
        text = text.upper()
    return text


async def unused():
    async with lock:
        await other()


for who in ["world", "there"]:
    try:
        print(greet(who, loud=who == "world"))
    except* ValueError:
        pass
"#;

/// An output property: the program prints `HELLO WORLD`; the layout of the blocks that
/// stay must survive every deletion around them.
#[test]
fn reduce_py_keeps_a_printed_line() {
    let script = "#!/bin/sh\nPYTHON \"$1\" 2>/dev/null | grep -qx 'HELLO WORLD'\n";
    let (reduced, stats) = reduce(PRINTS, script);
    assert!(reduced.contains("print") && reduced.contains(".upper()"), "{reduced}");
    // About 90 tokens in; the function must still build the text it prints (a
    // deletion-based reducer cannot write "HELLO WORLD" itself): 42 on 2026-11-27.
    let (before, after) = (json_field(&stats, "tokens_before"), json_field(&stats, "tokens_after"));
    assert!(after * 2 <= before, "reduced from {before} to {after} tokens:\n{reduced}");
}
