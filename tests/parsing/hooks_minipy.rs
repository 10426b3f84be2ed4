//! The grammar-hook example: `grammars/minipy.g4` with the INDENT/DEDENT token source of
//! `src/minipy_layout.rs`, bound in `build.rs` with `Builder::token_source`.

use std::path::{Path, PathBuf};

use reducer_runtime::language::Language;
use reducer_runtime::property::{ScriptConfig, ScriptProperty};
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::minipy::MiniPy;

fn e2e(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e").join(name)
}

fn kinds(src: &str) -> Vec<String> {
    let t = MiniPy::tables();
    let stream = t.lex(src.as_bytes()).expect("lexes");
    stream.parser_iter().map(|tok| t.symbol_name(tok.kind).to_string()).collect()
}

#[test]
fn token_source_makes_indentation_tokens() {
    let src = "def f(x):\n    if x:\n        return (1,\n   2)\n\n    # comment\n    return 0\nprint(f(1))";
    let k = kinds(src);
    assert_eq!(k.iter().filter(|k| *k == "INDENT").count(), 2, "{k:?}");
    assert_eq!(k.iter().filter(|k| *k == "DEDENT").count(), 2, "{k:?}");
    // Newlines inside brackets and on blank/comment lines are hidden; one is supplied at
    // the end of input.
    assert_eq!(k.iter().filter(|k| *k == "NEWLINE").count(), 5, "{k:?}");
    let t = MiniPy::tables();
    let d = t.parse(src.as_bytes()).expect("parses");
    assert_eq!(d.tokens.reconstruct(src.as_bytes()), src.as_bytes(), "byte for byte");
    // A dedent to a column no block opened is a syntax error with a position.
    match t.parse(b"if x:\n        y = 1\n    z = 2\n") {
        Ok(_) => panic!("an inconsistent dedent was accepted"),
        Err(e) => assert_eq!(e.line, 3, "{e}"),
    }
    assert!(t.parse(b"while a:\n    b()\nc()\n").is_ok());
}

#[test]
fn python_program_reduces_with_python3_as_the_property() {
    let ok =
        std::process::Command::new("python3").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    assert!(ok, "this test needs python3");
    let input = e2e("bug.py");
    let src = std::fs::read(&input).unwrap();
    let prop = ScriptProperty::new(ScriptConfig::new(e2e("zero-division-test.sh"), &input)).expect("script");
    let r = reduce(MiniPy::tables(), &src, &prop, &ReduceOptions { jobs: 2, ..Default::default() }).expect("reduces");
    let out = String::from_utf8(r.output.clone()).unwrap();
    assert!(r.output.len() * 3 < src.len(), "only {} -> {} bytes:\n{out}", src.len(), r.output.len());
    assert!(MiniPy::tables().parse(&r.output).is_ok(), "the result parses:\n{out}");
    assert_eq!(r.stats.final_check, Some(true), "the result still raises ZeroDivisionError:\n{out}");
    // Independently: python3 runs the result and it dies with the same exception.
    let dir = std::env::temp_dir().join(format!("minipy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bug.py"), &r.output).unwrap();
    let o = std::process::Command::new("python3").arg("bug.py").current_dir(&dir).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(String::from_utf8_lossy(&o.stderr).contains("ZeroDivisionError"), "{out}");
}
