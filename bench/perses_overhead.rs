//! The reducer's own overhead per test: `cargo run --release --example perses-overhead`.
//!
//! Reduces a generated C file of about 10 000 tokens with an in-process property (a
//! closure that costs next to nothing), so nearly all time is the reducer's: printing
//! candidates, the re-parse filter, the cache, the tree walks. Prints the time per test
//! by default, with Perses alone (no T-Rec), and without the re-parse filter. Target:
//! under 1 ms per test.

use std::time::Instant;

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::c::C;

fn program(functions: usize) -> String {
    let mut s = String::from("#include <stdio.h>\n\n");
    for i in 0..functions {
        s.push_str(&format!(
            "static int f{i}(int a, int b) {{\n    int t = a * {i} + b;\n    if (t > {i}) {{\n        t = t - b / 2;\n    }} else {{\n        while (t < 10) t++;\n    }}\n    return t;\n}}\n\n"
        ));
    }
    s.push_str("int main(void) {\n    int x = 0;\n");
    for i in (0..functions).step_by(7) {
        s.push_str(&format!("    x += f{i}(x, {i});\n"));
    }
    s.push_str("    printf(\"%d\\n\", x);\n    return 0;\n}\n");
    s
}

fn main() {
    let src = program(190);
    let tokens = C::tables().parse(src.as_bytes()).expect("generated program parses").tokens.parser_len();
    // Interesting while `f42`, the printf and 60 `return`s survive: keeps a few
    // thousand tokens, so many tests run on large candidates.
    let prop = FnProperty(|c: &[u8]| {
        let s = String::from_utf8_lossy(c);
        s.contains("f42(") && s.contains("printf") && s.matches("return").count() >= 60
    });
    // The default (re-parse filter and T-Rec on), Perses alone, Perses without the filter.
    for (verify, canonicalize) in [(true, true), (true, false), (false, false)] {
        let opts = ReduceOptions { verify_candidates: verify, canonicalize, ..ReduceOptions::default() };
        let t0 = Instant::now();
        let r = reduce(C::tables(), src.as_bytes(), &prop, &opts).expect("reduction runs");
        let wall = t0.elapsed();
        let tests = r.stats.runner.tests_run.max(1);
        let overhead = wall.saturating_sub(r.stats.runner.test_time);
        println!(
            "re-parse filter {:>3}, T-Rec {:>3}: {tokens} -> {} tokens, {} tests, {} cache hits, {:.3}s wall, \
             overhead {:.3} ms/test (printing {:.3} ms/candidate)",
            if verify { "on" } else { "off" },
            if canonicalize { "on" } else { "off" },
            r.stats.tokens_after.unwrap_or(0),
            r.stats.runner.tests_run,
            r.stats.runner.cache_hits,
            wall.as_secs_f64(),
            overhead.as_secs_f64() * 1000.0 / tests as f64,
            r.stats.print_time.as_secs_f64() * 1000.0 / r.stats.candidates_printed.max(1) as f64,
        );
    }
}
