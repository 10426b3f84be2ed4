//! Prints the lexer DFA size of each grammar, per mode, and the DFA size each token
//! rule would need on its own (to find the rules that blow the automaton up).
//!
//! ```text
//! cargo run -p reducer-gen --example lexer_states -- grammars/*.g4
//! ```

use std::path::PathBuf;
use std::time::Instant;

use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::lexgen::{build_lexer, LexGenOptions};
use reducer_gen::read;
use reducer_gen::resolve::resolve;

fn main() {
    let paths: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if paths.is_empty() {
        eprintln!("usage: lexer_states GRAMMAR...");
        std::process::exit(2);
    }
    for path in paths {
        let mut sources = SourceMap::new();
        let mut diags = Diagnostics::default();
        let files = match read::load(&path, &mut sources, &mut diags) {
            Ok(Some(files)) => files,
            _ => {
                eprintln!("{}: cannot read\n{}", path.display(), diags.render(&sources));
                std::process::exit(1);
            }
        };
        let Some(resolved) = resolve(&files, None, &mut diags) else {
            eprintln!("{}", diags.render(&sources));
            std::process::exit(1);
        };
        let spec = &resolved.lexer;
        let t = Instant::now();
        let lexer = match build_lexer(spec, &LexGenOptions::default()) {
            Ok(l) => l,
            Err(d) => {
                eprintln!("{}", d.render(&sources));
                std::process::exit(1);
            }
        };
        let elapsed = t.elapsed();
        println!("{}: {:.1} ms", path.display(), elapsed.as_secs_f64() * 1e3);
        for m in &lexer.modes {
            println!(
                "  mode {}: {} states x {} classes, {} distinct rows ({} bytes)",
                m.name,
                m.num_states(),
                m.num_classes,
                m.num_rows(),
                m.rows.len()
            );
        }
        if std::env::var_os("LEX_STATS").is_some() {
            lexer.modes.iter().for_each(stats);
        }
        // Each token rule alone: every other token rule becomes a fragment.
        let mut alone: Vec<(usize, String)> = Vec::new();
        for (i, r) in spec.rules.iter().enumerate() {
            if r.is_fragment {
                continue;
            }
            let mut one = spec.clone();
            for (j, other) in one.rules.iter_mut().enumerate() {
                if j != i {
                    other.is_fragment = true;
                }
            }
            if let Ok(l) = build_lexer(&one, &LexGenOptions::default()) {
                if std::env::var("LEX_DUMP").as_deref() == Ok(r.name.as_str()) {
                    dump(&l.modes[0]);
                }
                alone.push((l.modes.iter().map(|m| m.num_states()).sum(), r.name.clone()));
            }
        }
        alone.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (n, name) in alone.iter().take(8) {
            println!("    {name}: {n} states alone");
        }
    }
}

/// Shortest inputs reaching some states of `mode` (for `LEX_DUMP=1`).
pub fn dump(m: &reducer_gen::lexgen::ModeTables) {
    let nc = m.num_classes as usize;
    let mut rep = vec![0u8; nc];
    for b in (0..256).rev() {
        rep[m.byte_class[b] as usize] = b as u8;
    }
    let n = m.num_states();
    let mut path: Vec<Option<Vec<u8>>> = vec![None; n];
    path[m.start as usize] = Some(Vec::new());
    let mut queue = std::collections::VecDeque::from([m.start as usize]);
    while let Some(s) = queue.pop_front() {
        for (c, &byte) in rep.iter().enumerate().take(nc) {
            let t = m.next(s as u32, c as u32) as usize;
            if t != 0 && path[t].is_none() {
                let mut p = path[s].clone().unwrap_or_default();
                p.push(byte);
                path[t] = Some(p);
                queue.push_back(t);
            }
        }
    }
    for (s, p) in path.iter().enumerate().step_by((n / 60).max(1)) {
        println!("      state {s} accept {}: {:?}", m.accept[s], String::from_utf8_lossy(p.as_deref().unwrap_or(b"")));
    }
}

/// Counts entries that differ from their row's most common target (for `LEX_STATS`).
pub fn stats(m: &reducer_gen::lexgen::ModeTables) {
    let nc = m.num_classes;
    let (mut nonzero, mut exceptions) = (0, 0);
    for r in 0..m.num_rows() {
        let row: Vec<u16> = (0..nc as usize)
            .map(|c| u16::from_le_bytes([m.rows[2 * (r * nc as usize + c)], m.rows[2 * (r * nc as usize + c) + 1]]))
            .collect();
        let mut counts = std::collections::HashMap::new();
        for &t in &row {
            *counts.entry(t).or_insert(0) += 1;
        }
        let best = counts.values().max().copied().unwrap_or(0);
        nonzero += row.iter().filter(|&&t| t != 0).count();
        exceptions += row.len() - best;
    }
    println!("    nonzero {nonzero}, exceptions to row default {exceptions}");
}
