//! The re-parse filter's recognizer (`GrammarTables::check`) accepts and rejects exactly
//! what the full parser does, with the same error, on the corpora and on mutated copies.

use std::path::Path;

use reducer_runtime::language::{GrammarTables, Language};

fn files(dir: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus").join(dir);
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

/// Each file, plus copies with one token deleted or duplicated at a few places.
fn agree(tables: &GrammarTables<'_>, srcs: &[Vec<u8>]) -> (usize, usize) {
    let (mut accepted, mut rejected) = (0, 0);
    for src in srcs {
        let mut variants = vec![src.clone()];
        if let Ok(stream) = tables.lex(src) {
            let n = stream.parser_len();
            for k in [1, 3, 7] {
                if n > k {
                    let t = stream.parser_token(n / k - 1);
                    let (a, b) = (t.start as usize, t.end as usize);
                    variants.push([&src[..a], &src[b..]].concat());
                    variants.push([&src[..b], b" ", &src[a..]].concat());
                }
            }
        }
        for v in &variants {
            let full = tables.parse(v).map(|_| ());
            assert_eq!(tables.check(v), full, "recognizer and parser disagree on:\n{}", String::from_utf8_lossy(v));
            if full.is_ok() {
                accepted += 1;
            } else {
                rejected += 1;
            }
        }
    }
    (accepted, rejected)
}

#[test]
fn recognizer_matches_parser() {
    let c = reducers::c::C::tables();
    let mut c_files = files("c/hand");
    c_files.extend(files("c/invalid"));
    c_files.extend(files("c/csmith").into_iter().take(4));
    let (ok, bad) = agree(c, &c_files);
    assert!(ok > 10 && bad > 10, "C: {ok} accepted, {bad} rejected");
    let (ok, bad) = agree(reducers::json::Json::tables(), &files("json/valid"));
    assert!(ok > 10 && bad > 10, "JSON: {ok} accepted, {bad} rejected");
    let (ok, bad) = agree(reducers::smtlib2::SmtLib2::tables(), &files("smt2/hand"));
    assert!(ok > 5 && bad > 5, "SMT-LIB: {ok} accepted, {bad} rejected");
}
