//! Times the generator's stages on grammar files and prints a table of medians: the
//! front end (read, resolve, normalize, analyze; `front` is their sum) and the back end
//! (lexer DFA, LALR(1) tables, minimal sentences, Rust emission).
//!
//! ```text
//! cargo run -p reducer-gen --example frontend_bench -- grammars/*.g4            # unoptimized, as build.rs runs it
//! cargo run -p reducer-gen --release --example frontend_bench -- grammars/*.g4  # release
//! ```

use std::path::PathBuf;
use std::time::{Duration, Instant};

use reducer_gen::analyze::analyze;
use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::emit::{emit_rust, EmitOptions};
use reducer_gen::lexgen::{build_lexer, LexGenOptions};
use reducer_gen::lrgen::build_tables;
use reducer_gen::minimal::{minimal_sentences, Grammar};
use reducer_gen::normalize::{normalize, Limits};
use reducer_gen::read;
use reducer_gen::resolve::resolve;
use reducer_gen::{Compiled, Generated};

const RUNS: usize = 7;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1e3)
}

fn main() {
    let paths: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if paths.is_empty() {
        eprintln!("usage: frontend_bench GRAMMAR...");
        std::process::exit(2);
    }
    let profile = if cfg!(debug_assertions) { "debug" } else { "release" };
    println!("front-end timings, {profile} build, median of {RUNS} runs (ms)");
    println!(
        "{:<14} {:>7} {:>8} {:>10} {:>8} {:>9} {:>8} {:>7} {:>8} {:>8} {:>6} {:>8} {:>10}",
        "grammar",
        "read",
        "resolve",
        "normalize",
        "analyze",
        "front",
        "lexer",
        "lalr",
        "minimal",
        "emit",
        "rules",
        "pnf syms",
        "src bytes"
    );
    for path in paths {
        let mut times: [Vec<Duration>; 8] = Default::default();
        let mut src_len = 0;
        let mut sizes = (0, 0);
        for _ in 0..RUNS {
            let mut sources = SourceMap::new();
            let mut diags = Diagnostics::default();
            let t0 = Instant::now();
            let files = match read::load(&path, &mut sources, &mut diags) {
                Ok(Some(files)) => files,
                Ok(None) => {
                    eprintln!("{}", diags.render(&sources));
                    std::process::exit(1);
                }
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(1);
                }
            };
            let t1 = Instant::now();
            let Some(resolved) = resolve(&files, None, &mut diags) else {
                eprintln!("{}", diags.render(&sources));
                std::process::exit(1);
            };
            let t2 = Instant::now();
            let Some(pnf) = normalize(&resolved.cfg, &Limits::default(), &mut diags) else {
                eprintln!("{}", diags.render(&sources));
                std::process::exit(1);
            };
            let t3 = Instant::now();
            let analysis = analyze(&pnf);
            let t4 = Instant::now();
            let lexer = build_lexer(&resolved.lexer, &LexGenOptions::default()).expect("lexer tables");
            let t5 = Instant::now();
            let parser = build_tables(&pnf).expect("parse tables");
            let t6 = Instant::now();
            let compiled = Compiled {
                sources,
                files,
                resolved: resolved.clone(),
                pnf,
                analysis,
                builtin_hooks: Default::default(),
                warnings: diags,
            };
            let minimal = minimal_sentences(&Grammar::of(&compiled), &lexer);
            let t7 = Instant::now();
            let generated = Generated { compiled, lexer, parser, minimal, grammar_hash: 0 };
            let src = emit_rust(&generated, &EmitOptions::default());
            let t8 = Instant::now();
            src_len = src.len();
            times[4].push(t5 - t4);
            times[5].push(t6 - t5);
            times[6].push(t7 - t6);
            times[7].push(t8 - t7);
            times[0].push(t1 - t0);
            times[1].push(t2 - t1);
            times[2].push(t3 - t2);
            times[3].push(t4 - t3);
            sizes = (resolved.cfg.rules.len(), generated.compiled.pnf.symbols.len());
        }
        let medians: Vec<Duration> = times.iter().map(|t| median(t.clone())).collect();
        let front: Duration = medians[..4].iter().sum();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        println!(
            "{:<14} {:>7} {:>8} {:>10} {:>8} {:>9} {:>8} {:>7} {:>8} {:>8} {:>6} {:>8} {:>10}",
            name,
            ms(medians[0]),
            ms(medians[1]),
            ms(medians[2]),
            ms(medians[3]),
            ms(front),
            ms(medians[4]),
            ms(medians[5]),
            ms(medians[6]),
            ms(medians[7]),
            sizes.0,
            sizes.1,
            src_len
        );
    }
}
