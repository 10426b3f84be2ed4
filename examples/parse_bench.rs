//! Lex+parse throughput and peak memory of the generated C, JSON and Rust languages.
//!
//! ```text
//! cargo run --release --example parse_bench -- [--runs N] FILE...
//! cargo run --release --example parse_bench -- --make-c OUT [TARGET_BYTES]
//! ```
//!
//! Files ending in `.json` use `reducers::json::Json`, `.rs` `reducers::rust::Rust`, all
//! others `reducers::c::C`.
//! Each file is lexed and parsed `N` times (default 5); the table shows the medians,
//! where every run after the first reuses the parser's scratch buffers (as the reducer
//! does when it re-parses), and the total of the first, cold run: parser buffers
//! released before it, as in a fresh process. Peak memory is the allocator's
//! high-water mark during the cold lex+parse (input buffer excluded), divided by the
//! input size. `--make-c` writes a large C file by
//! concatenating the csmith corpus with each `main` renamed (the parser is syntactic,
//! so repeated definitions are fine); a large JSON file comes from
//! `python3 tests/corpus/json/make_large.py OUT`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use reducer_runtime::language::{GrammarTables, Language};

/// Counts live bytes and their high-water mark.
struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let now = CURRENT.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            if new_size >= layout.size() {
                let now = CURRENT.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size - layout.size();
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                CURRENT.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// One file's measurements.
struct Row {
    name: String,
    bytes: usize,
    tokens: usize,
    lex: Duration,
    parse: Duration,
    /// Lex+parse time of the first run, on fresh parser buffers.
    cold: Duration,
    peak: usize,
    /// Share of the tokens shifted by the GSS rather than the plain LR loop.
    gss_share: f64,
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v[v.len() / 2]
}

fn measure(tables: &GrammarTables<'static>, path: &Path, runs: usize) -> Result<Row, String> {
    let src = std::fs::read(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let (mut lex_times, mut parse_times) = (Vec::new(), Vec::new());
    let mut tokens = 0;
    let mut peak = 0;
    let mut gss_share = 0.0;
    let mut cold = Duration::ZERO;
    reducer_runtime::parser::release_scratch();
    for run in 0..runs {
        let base = CURRENT.load(Ordering::Relaxed);
        PEAK.store(base, Ordering::Relaxed);
        let t0 = Instant::now();
        let stream =
            tables.lex(&src).map_err(|e| format!("{}:{}:{}: lexical error", path.display(), e.line, e.column))?;
        let t1 = Instant::now();
        let parsed = tables
            .parse_tokens(&stream)
            .map_err(|e| format!("{}: {}", path.display(), tables.syntax_error(&src, &stream, &e)))?;
        let t2 = Instant::now();
        if run == 0 {
            peak = PEAK.load(Ordering::Relaxed) - base;
            cold = t2 - t0;
        }
        tokens = stream.parser_len();
        gss_share = parsed.stats.gss_tokens as f64 / tokens.max(1) as f64;
        lex_times.push(t1 - t0);
        parse_times.push(t2 - t1);
        drop(parsed);
        drop(stream);
    }
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(Row {
        name,
        bytes: src.len(),
        tokens,
        lex: median(lex_times),
        parse: median(parse_times),
        cold,
        peak,
        gss_share,
    })
}

fn mbps(bytes: usize, d: Duration) -> f64 {
    bytes as f64 / 1e6 / d.as_secs_f64().max(1e-9)
}

/// Concatenates the csmith corpus (sorted, `main` renamed per file) until `target` bytes.
fn make_c(out: &Path, target: usize) -> Result<(), String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/c/csmith");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("{}: no C files", dir.display()));
    }
    let mut text = Vec::new();
    let mut n = 0usize;
    while text.len() < target {
        let f = &files[n % files.len()];
        let src = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
        text.extend_from_slice(src.replace("int main (", &format!("int main_{n} (")).as_bytes());
        text.push(b'\n');
        n += 1;
    }
    std::fs::write(out, &text).map_err(|e| format!("{}: {e}", out.display()))?;
    eprintln!("wrote {} ({} bytes from {} files)", out.display(), text.len(), n);
    Ok(())
}

fn run() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--make-c") {
        let out = args.get(1).ok_or("--make-c needs an output path")?;
        let target = match args.get(2) {
            Some(t) => t.parse().map_err(|_| format!("bad byte count `{t}`"))?,
            None => 2_000_000,
        };
        return make_c(Path::new(out), target);
    }
    let mut runs = 5;
    if args.first().map(String::as_str) == Some("--runs") {
        let n = args.get(1).ok_or("--runs needs a number")?;
        runs = n.parse().ok().filter(|&n| n > 0).ok_or_else(|| format!("bad run count `{n}`"))?;
        args.drain(..2);
    }
    if args.is_empty() {
        return Err("usage: parse_bench [--runs N] FILE... | --make-c OUT [TARGET_BYTES]".into());
    }
    println!(
        "{:<24} {:>9} {:>8} {:>9} {:>10} {:>10} {:>10} {:>9} {:>6}",
        "file", "bytes", "tokens", "lex MB/s", "parse MB/s", "total MB/s", "cold MB/s", "peak B/B", "GSS %"
    );
    for a in &args {
        let path = Path::new(a);
        let tables = match path.extension().and_then(|x| x.to_str()) {
            Some("json") => reducers::json::Json::tables(),
            Some("rs") => reducers::rust::Rust::tables(),
            _ => reducers::c::C::tables(),
        };
        let r = measure(tables, path, runs)?;
        println!(
            "{:<24} {:>9} {:>8} {:>9.1} {:>10.1} {:>10.1} {:>10.1} {:>9.1} {:>6.1}",
            r.name,
            r.bytes,
            r.tokens,
            mbps(r.bytes, r.lex),
            mbps(r.bytes, r.parse),
            mbps(r.bytes, r.lex + r.parse),
            mbps(r.bytes, r.cold),
            r.peak as f64 / r.bytes.max(1) as f64,
            100.0 * r.gss_share
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
