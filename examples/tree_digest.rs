//! One line per file: the parse tree's digest (or the syntax error) with a shipped
//! language, to check that a parser change keeps every tree.
//!
//! ```text
//! cargo run --release --example tree_digest -- LANG FILE_OR_DIR... > before.txt
//! (change the parser)
//! cargo run --release --example tree_digest -- LANG FILE_OR_DIR... > after.txt
//! diff before.txt after.txt
//! ```
//!
//! LANG is c, cpp, go, java, js, json, py, rust or smt2; folders are walked (sorted,
//! every file); `--cap N` parses with at most N versions (see `parser::parse_with_cap`). Each line: path, then `tree <hash of the s-expression> <nodes>` or
//! `error <line>:<column> <message>`; with `--stats`, the parser's counters follow
//! (they count dead versions too, so a change may move them without changing a tree).

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use reducer_runtime::language::{GrammarTables, Language};

fn tables(lang: &str) -> Option<&'static GrammarTables<'static>> {
    Some(match lang {
        "c" => reducers::c::C::tables(),
        "cpp" => reducers::cpp::Cpp::tables(),
        "go" => reducers::go::Go::tables(),
        "java" => reducers::java::Java::tables(),
        "js" => reducers::javascript::JavaScript::tables(),
        "json" => reducers::json::Json::tables(),
        "py" => reducers::python::Python::tables(),
        "rust" => reducers::rust::Rust::tables(),
        "smt2" => reducers::smtlib2::SmtLib2::tables(),
        _ => return None,
    })
}

fn walk(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(p).into_iter().flatten().flatten().map(|e| e.path()).collect();
        entries.sort();
        for e in entries {
            walk(&e, out);
        }
    } else {
        out.push(p.to_path_buf());
    }
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let stats = args.iter().any(|a| a == "--stats");
    args.retain(|a| a != "--stats");
    // `--cap N`: parse with that cap on versions (and N * 16 links per node), to see
    // what a change does where the caps drop versions.
    let cap = args.iter().position(|a| a == "--cap").map(|i| {
        let n = args.get(i + 1).and_then(|n| n.parse::<usize>().ok()).unwrap_or(1);
        args.drain(i..(i + 2).min(args.len()));
        n
    });
    let Some(t) = args.first().and_then(|l| tables(l)) else {
        eprintln!("usage: tree_digest [--stats] [--cap N] c|cpp|go|java|js|json|py|rust|smt2 FILE_OR_DIR...");
        return ExitCode::from(2);
    };
    let mut files = Vec::new();
    for a in &args[1..] {
        walk(Path::new(a), &mut files);
    }
    for f in files {
        let Ok(src) = std::fs::read(&f) else { continue };
        let digest = |tree: &reducer_runtime::tree::Tree| {
            let s = tree.to_sexpr(&|k| t.symbol_name(k).to_string());
            let mut h = std::collections::hash_map::DefaultHasher::new();
            s.hash(&mut h);
            format!("tree {:016x} {}", h.finish(), tree.nodes.len())
        };
        let line = match cap {
            None => match t.parse(&src) {
                Ok(doc) => digest(&doc.tree),
                Err(e) => format!("error {}:{} {}", e.line, e.column, e.message.replace('\n', " | ")),
            },
            Some(cap) => match t.lex(&src) {
                Ok(toks) => {
                    let kinds: Vec<u16> = toks.parser_iter().map(|x| x.kind).collect();
                    match reducer_runtime::parser::parse_with_cap(&t.parser, &kinds, cap) {
                        Ok(p) => format!("{} cap_hit={}", digest(&p.tree), p.stats.cap_hit),
                        Err(e) => format!("error {e}"),
                    }
                }
                Err(e) => format!("lex error {e:?}"),
            },
        };
        if stats {
            let kinds = t.lex(&src).ok().map(|toks| toks.parser_iter().map(|x| x.kind).collect::<Vec<u16>>());
            let st = kinds.and_then(|k| reducer_runtime::parser::parse(&t.parser, &k).ok()).map(|p| p.stats);
            println!("{}\t{line}\t{st:?}", f.display());
        } else {
            println!("{}\t{line}", f.display());
        }
    }
    ExitCode::SUCCESS
}
