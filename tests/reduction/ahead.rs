//! Searches run ahead past the end of a step (issue 27, point 3; beyond the papers):
//! when every candidate of a Perses node or of a ddmin round fails, the next step's
//! candidates follow without a test's help, so a parallel run keeps its jobs busy
//! across steps, and still tests what a one-job run tests and returns what it returns.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::c::C;

/// Many small nodes: statements, declarations and expressions, most of which have one
/// or two replacement candidates (a step that one job alone would finish).
const PROGRAM: &str = "int a = 1;\nint b = 2;\nstruct s { int x; int y; };\n\
int f(int p) {\n  int q = p + 1;\n  if (q > 2) { q = q * 3; }\n  while (q) { q = q - 1; }\n  return g(q, a, b);\n}\n";

/// What a run did: its result, the candidates tested, and how many tests started while
/// another ran.
struct Run {
    output: String,
    seen: Vec<String>,
    overlapped: usize,
    tests_run: u64,
}

fn run(jobs: usize, interesting: fn(&str) -> bool) -> Run {
    let seen = Mutex::new(Vec::new());
    let (active, started, overlapped) = (AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0));
    let p = FnProperty(|c: &[u8]| {
        let others = active.fetch_add(1, Ordering::SeqCst);
        let before = started.fetch_add(1, Ordering::SeqCst);
        let c = String::from_utf8_lossy(c).into_owned();
        // Long enough that the next test starts while this one runs, if it can.
        std::thread::sleep(Duration::from_millis(50));
        let ok = interesting(&c);
        seen.lock().unwrap().push(c);
        // Another test was running when this one started, or started while it ran.
        if others > 0 || started.load(Ordering::SeqCst) > before + 1 {
            overlapped.fetch_add(1, Ordering::SeqCst);
        }
        active.fetch_sub(1, Ordering::SeqCst);
        ok
    });
    let options = ReduceOptions {
        jobs,
        beyond_perses: false,
        canonicalize: false,
        hidden_pass: false,
        ..ReduceOptions::default()
    };
    let r = reduce(C::tables(), PROGRAM.as_bytes(), &p, &options).unwrap_or_else(|e| panic!("{e}"));
    Run {
        output: String::from_utf8(r.output).unwrap(),
        seen: seen.into_inner().unwrap(),
        overlapped: overlapped.into_inner(),
        tests_run: r.stats.runner.tests_run,
    }
}

fn only_the_original(c: &str) -> bool {
    c == PROGRAM
}

fn needs_g_of_q(c: &str) -> bool {
    c.contains("g(q") && c.contains("int q")
}

#[test]
fn two_jobs_stay_busy_across_steps_where_every_candidate_fails() {
    let one = run(1, only_the_original);
    let two = run(2, only_the_original);
    assert_eq!(one.output, PROGRAM);
    assert_eq!(two.output, PROGRAM);
    // Nothing passes, so the one search of the pass offers every step's candidates and
    // both runs test the same ones.
    let (mut a, mut b) = (one.seen.clone(), two.seen.clone());
    a.sort();
    b.sort();
    assert_eq!(a, b);
    assert!(one.seen.len() >= 30, "{} tests", one.seen.len());
    // Two tests in flight nearly all the time: nearly all ran beside another (with margin
    // for a loaded machine; 22 of 66 did before the walk).
    // A search that stopped at the end of each node would leave one job idle at every
    // node with a single candidate.
    assert!(two.overlapped * 10 >= two.seen.len() * 8, "{} of {} tests overlapped", two.overlapped, two.seen.len());
}

#[test]
fn running_ahead_tests_what_one_job_tests_and_returns_its_result() {
    let one = run(1, needs_g_of_q);
    assert!(one.output.len() < PROGRAM.len() / 3, "{}", one.output);
    for jobs in [2, 3] {
        let many = run(jobs, needs_g_of_q);
        assert_eq!(many.output, one.output, "--jobs {jobs}");
        assert_eq!(many.tests_run, one.tests_run, "--jobs {jobs}");
        // Speculation tests more, never fewer: every candidate one job tested was
        // tested (or answered by the cache) here too.
        for c in &one.seen {
            assert!(many.seen.contains(c), "--jobs {jobs} did not test {c:?}");
        }
    }
}
