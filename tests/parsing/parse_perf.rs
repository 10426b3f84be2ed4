//! The generated C parser stays linear where a naive GLR goes quadratic, and forks
//! deep inside nesting do not copy the stack.

use reducer_runtime::language::Language;
use std::time::Instant;

fn parse_c(src: &str) -> reducer_runtime::language::Document {
    match reducers::c::C::tables().parse(src.as_bytes()) {
        Ok(d) => d,
        Err(e) => panic!("{e}"),
    }
}

/// Prototypes with attributes once opened a K&R definition that every later
/// declaration extended: quadratic time. 20 000 of them must parse in seconds.
#[test]
fn attribute_prototypes_are_linear() {
    let mut src = String::new();
    for i in 0..20_000 {
        src.push_str(&format!(
            "extern int f{i} (double x) __attribute__ ((__nothrow__)) __attribute__ ((__const__));\n"
        ));
    }
    src.push_str("int main (void) { return f1 (2.0); }\n");
    let t = Instant::now();
    let doc = parse_c(&src);
    assert_eq!(doc.tree.leaves(doc.tree.root).len(), doc.tokens.parser_len());
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
}

/// `(a)(b)` is a cast or a call (the grammar has no typedef table), so the parser
/// forks at every level of this 20 000-deep nesting.
#[test]
fn forks_inside_deep_nesting() {
    let n = 20_000;
    let mut src = String::from("int x = ");
    for _ in 0..n {
        src.push_str("(a)(");
    }
    src.push('b');
    for _ in 0..n {
        src.push(')');
    }
    src.push_str(";\n");
    let t = Instant::now();
    let doc = parse_c(&src);
    assert_eq!(doc.tree.leaves(doc.tree.root).len(), doc.tokens.parser_len());
    assert!(doc.tree.depth() > n);
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
}

/// 100 000 nested parentheses in a C expression and in JSON.
#[test]
fn hundred_thousand_parens() {
    let n = 100_000;
    let src = format!("int x = {}1{};\n", "(".repeat(n), ")".repeat(n));
    let doc = parse_c(&src);
    assert!(doc.tree.depth() > n);
    let json = format!("{}1{}", "[".repeat(n), "]".repeat(n));
    let doc = reducers::json::Json::tables().parse(json.as_bytes()).unwrap();
    assert!(doc.tree.depth() > n);
}

/// Every valid file of the C corpus parses, the same with the plain loop as before
/// (the tree covers every token).
#[test]
fn c_corpus_parses() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/c");
    let mut count = 0;
    for dir in ["csmith", "csmith-stub", "gcc-E", "hand"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files.iter().filter(|p| p.extension().is_some_and(|x| x == "c")) {
            let src = std::fs::read(f).unwrap();
            let doc = reducers::c::C::tables().parse(&src).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            assert_eq!(doc.tree.leaves(doc.tree.root).len(), doc.tokens.parser_len(), "{}", f.display());
            count += 1;
        }
    }
    assert!(count > 100, "only {count} corpus files");
}
