//! ANTLR operator rules parse without GLR ambiguity: the Java grammar of
//! `../shared/grammars-v4` (never copied here) on its 1000-term string concatenation
//! and on a 10 000-term one of our own. Before the operator rules were flattened
//! (normalize/operators.rs) each `+` forked and parse time grew as about n^3.3.

use crate::lrgen_util;

use std::path::PathBuf;
use std::time::Instant;

use lrgen_util::view;
use reducer_gen::lexgen::LexGenOptions;
use reducer_gen::{compile_files, generate, Generated, Options};
use reducer_runtime::lexer as rt;
use reducer_runtime::parser::{self, Parsed};

use crate::lexgen_support;

fn java() -> (Generated, PathBuf) {
    let dir = reducer_testdata::shared("grammars-v4/java/java");
    let paths = [dir.join("JavaLexer.g4"), dir.join("JavaParser.g4")];
    let compiled = compile_files(&paths, &Options::default()).unwrap_or_else(|e| panic!("{}", e.rendered));
    (generate(compiled, &LexGenOptions::default()).unwrap_or_else(|e| panic!("{}", e.rendered)), dir)
}

fn parse(g: &Generated, src: &str) -> Parsed {
    let stream = lexgen_support::with_view(&g.lexer, |v| rt::lex(v, src.as_bytes())).expect("lexes");
    let kinds: Vec<u16> = stream.tokens.iter().filter(|t| t.is_parser_token()).map(|t| t.kind).collect();
    parser::parse(&view(&g.parser), &kinds).expect("parses")
}

fn concatenation(terms: usize) -> String {
    let mut s = String::from("class T {\n    String s =\n        \"x\"");
    for i in 1..terms {
        s.push_str(if i % 15 == 0 { " +\n        \"x\"" } else { " + \"x\"" });
    }
    s.push_str(";\n}\n");
    s
}

#[test]
fn string_concatenation_parses_in_linear_time_and_flat() {
    let (g, dir) = java();
    let example = std::fs::read_to_string(dir.join("examples/ManyStringsConcat.java")).unwrap();
    let started = Instant::now();
    parse(&g, &example);
    let t_example = started.elapsed();
    let small = parse(&g, &concatenation(1_000));
    let started = Instant::now();
    let big = parse(&g, &concatenation(10_000));
    let t_big = started.elapsed();
    eprintln!("example: {t_example:?}; 1 000 terms: {:?}; 10 000 terms: {:?} in {t_big:?}", small.stats, big.stats);
    // No ambiguity, a bounded number of stack versions, and GLR work (at most one
    // short-lived fork per term) growing linearly with the chain.
    assert_eq!(big.stats.ambiguities, 0, "{:?}", big.stats);
    assert!(big.stats.max_versions <= small.stats.max_versions.max(2), "{:?} vs {:?}", big.stats, small.stats);
    assert!(big.stats.forks <= 11 * small.stats.forks.max(1), "{:?} vs {:?}", big.stats, small.stats);
    // One flat list: the tree stays shallow however long the chain.
    assert!(big.tree.depth() < 64, "depth {}", big.tree.depth());
    assert!(t_big.as_secs_f64() < 5.0, "10 000 terms took {t_big:?}");
}
