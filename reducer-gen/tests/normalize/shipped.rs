//! Equivalence of normalization on real grammars: every shipped grammar under
//! `grammars/` and the paper-figure fixtures. Random sentences derived from the
//! resolved grammar must be accepted by the PNF grammar and vice versa (testkit's
//! generator and Earley recognizer), and every PNF passes the checker.

use std::path::{Path, PathBuf};

use reducer_gen::normalize::check_pnf;
use reducer_gen::testkit::{random_sentences, recognize, Bnf};
use reducer_gen::{compile_file, Compiled, Options};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn compile(path: &Path, start: Option<&str>) -> Compiled {
    let options = Options { start: start.map(str::to_string), ..Options::default() };
    compile_file(path, &options).unwrap_or_else(|e| panic!("{} does not compile:\n{e}", path.display()))
}

/// Checks both directions of language equality on `count` sentences each.
fn assert_equivalent(c: &Compiled, count: usize, max_len: usize) {
    check_pnf(&c.pnf).unwrap_or_else(|e| panic!("{}: PNF check failed: {e:?}", c.resolved.cfg.name));
    let original = Bnf::from_cfg(&c.resolved.cfg);
    let normal = Bnf::from_pnf(&c.pnf);
    let from_original = random_sentences(&original, 7, count, max_len);
    let from_normal = random_sentences(&normal, 11, count, max_len);
    assert!(from_original.len() >= count / 2, "too few sentences from {}", c.resolved.cfg.name);
    assert!(from_normal.len() >= count / 2, "too few sentences from the PNF of {}", c.resolved.cfg.name);
    for s in &from_original {
        assert!(recognize(&normal, s), "{}: PNF rejects a sentence of the original: {s:?}", c.resolved.cfg.name);
    }
    for s in &from_normal {
        assert!(recognize(&original, s), "{}: original rejects a sentence of the PNF: {s:?}", c.resolved.cfg.name);
    }
    // Sentences are varied: not all the shortest one.
    let lengths: std::collections::BTreeSet<usize> = from_original.iter().map(Vec::len).collect();
    assert!(lengths.len() > 3, "{}: sentence lengths not varied: {lengths:?}", c.resolved.cfg.name);
}

#[test]
fn json_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/json.g4"), Some("json"));
    assert_equivalent(&c, 300, 60);
}

#[test]
fn smtlib2_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/smtlib2.g4"), Some("script"));
    assert_equivalent(&c, 150, 80);
}

#[test]
fn c_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/c.g4"), Some("compilationUnit"));
    assert_equivalent(&c, 60, 60);
}

#[test]
fn go_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/go.g4"), Some("sourceFile"));
    assert_equivalent(&c, 60, 60);
}

#[test]
fn java_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/java.g4"), Some("compilationUnit"));
    assert_equivalent(&c, 60, 60);
}

/// Python's random sentences come out at either end of the length range for any one
/// bound (most productions of its expression chain lengthen the sentence), so lengths
/// vary across several bounds rather than within one.
#[test]
fn python_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/python.g4"), Some("file_input"));
    check_pnf(&c.pnf).unwrap_or_else(|e| panic!("python: PNF check failed: {e:?}"));
    let original = Bnf::from_cfg(&c.resolved.cfg);
    let normal = Bnf::from_pnf(&c.pnf);
    let mut lengths = std::collections::BTreeSet::new();
    for (seed, max_len) in [(7, 40), (8, 60), (9, 80), (10, 100), (11, 120)] {
        let from_original = random_sentences(&original, seed, 30, max_len);
        let from_normal = random_sentences(&normal, seed + 100, 30, max_len);
        assert!(from_original.len() >= 15 && from_normal.len() >= 15, "python: too few sentences");
        for s in &from_original {
            assert!(recognize(&normal, s), "python: PNF rejects a sentence of the original: {s:?}");
        }
        for s in &from_normal {
            assert!(recognize(&original, s), "python: original rejects a sentence of the PNF: {s:?}");
        }
        lengths.extend(from_original.iter().map(Vec::len));
    }
    assert!(lengths.len() > 3, "python: sentence lengths not varied: {lengths:?}");
}

/// C++'s random sentences, like Python's, come out at either end of the length range
/// for one bound, so lengths vary across several bounds.
#[test]
fn cpp_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/cpp.g4"), Some("translationUnit"));
    check_pnf(&c.pnf).unwrap_or_else(|e| panic!("cpp: PNF check failed: {e:?}"));
    let original = Bnf::from_cfg(&c.resolved.cfg);
    let normal = Bnf::from_pnf(&c.pnf);
    let mut lengths = std::collections::BTreeSet::new();
    for (seed, max_len) in [(7, 40), (8, 60), (9, 80), (10, 100)] {
        let from_original = random_sentences(&original, seed, 20, max_len);
        let from_normal = random_sentences(&normal, seed + 100, 20, max_len);
        assert!(from_original.len() >= 10 && from_normal.len() >= 10, "cpp: too few sentences");
        for s in &from_original {
            assert!(recognize(&normal, s), "cpp: PNF rejects a sentence of the original: {s:?}");
        }
        for s in &from_normal {
            assert!(recognize(&original, s), "cpp: original rejects a sentence of the PNF: {s:?}");
        }
        lengths.extend(from_original.iter().map(Vec::len));
    }
    assert!(lengths.len() > 3, "cpp: sentence lengths not varied: {lengths:?}");
}

#[test]
fn javascript_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/javascript.g4"), Some("program"));
    assert_equivalent(&c, 60, 60);
}

#[test]
fn rust_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/rust.g4"), Some("crate"));
    assert_equivalent(&c, 60, 60);
}

#[test]
fn minipy_grammar_normalizes_equivalently() {
    let c = compile(&root().join("grammars/minipy.g4"), Some("file_input"));
    assert_equivalent(&c, 100, 60);
}

#[test]
fn paper_fixtures_normalize_equivalently() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bnf");
    for name in ["fig2_toy_c.bnf", "fig4.bnf"] {
        let c = compile(&dir.join(name), None);
        assert_equivalent(&c, 300, 40);
    }
}

#[test]
fn every_shipped_grammar_is_covered() {
    let mut names: Vec<String> = std::fs::read_dir(root().join("grammars"))
        .expect("grammars/ exists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".g4"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "c.g4",
            "cpp.g4",
            "go.g4",
            "java.g4",
            "javascript.g4",
            "javascript_lexer.g4",
            "json.g4",
            "minipy.g4",
            "python.g4",
            "python_lexer.g4",
            "rust.g4",
            "smtlib2.g4"
        ],
        "add an equivalence test for each new grammar"
    );
}
