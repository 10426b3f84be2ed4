//! Times the front-end stages (read, resolve, normalise, analyse) on grammar files and
//! prints a table of medians.
//!
//! ```text
//! cargo run -p reducer-gen --example frontend_bench -- grammars/*.g4            # unoptimised, as build.rs runs it
//! cargo run -p reducer-gen --release --example frontend_bench -- grammars/*.g4  # release
//! ```

use std::path::PathBuf;
use std::time::{Duration, Instant};

use reducer_gen::analyse::analyse;
use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::normalize::{normalize, Limits};
use reducer_gen::read;
use reducer_gen::resolve::resolve;

const RUNS: usize = 15;

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
        "{:<28} {:>8} {:>8} {:>10} {:>8} {:>8} {:>8} {:>8}",
        "grammar", "read", "resolve", "normalize", "analyse", "total", "rules", "pnf syms"
    );
    for path in paths {
        let mut times: [Vec<Duration>; 4] = Default::default();
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
            let analysis = analyse(&pnf);
            let t4 = Instant::now();
            std::hint::black_box(&analysis);
            times[0].push(t1 - t0);
            times[1].push(t2 - t1);
            times[2].push(t3 - t2);
            times[3].push(t4 - t3);
            sizes = (resolved.cfg.rules.len(), pnf.symbols.len());
        }
        let medians: Vec<Duration> = times.iter().map(|t| median(t.clone())).collect();
        let total: Duration = medians.iter().sum();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        println!(
            "{:<28} {:>8} {:>8} {:>10} {:>8} {:>8} {:>8} {:>8}",
            name,
            ms(medians[0]),
            ms(medians[1]),
            ms(medians[2]),
            ms(medians[3]),
            ms(total),
            sizes.0,
            sizes.1
        );
    }
}
