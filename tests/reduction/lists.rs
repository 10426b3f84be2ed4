//! The `lists` pass (beyond the papers): one deletion ddmin over the elements of every
//! list at a nesting depth, so that one candidate deletes a run of elements that spans
//! several lists (C-Reduce's `lines` over `topformflat`'s levels does the same by lines).

use std::sync::Mutex;

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::c::C;

const FUNCTIONS: usize = 20;

/// Twenty functions with `n` declarations each; the last one also calls `keep()`.
fn program(n: u8) -> String {
    let mut s = String::new();
    for k in 0..FUNCTIONS {
        let extra = if k + 1 == FUNCTIONS { " keep();" } else { "" };
        let decls: String = (0..n).map(|j| format!(" int {}{k};", (b'a' + j) as char)).collect();
        s.push_str(&format!("void f{k}(void) {{{decls}{extra} }}\n"));
    }
    s
}

/// Every function stays (each name once), and the call.
fn interesting(c: &str) -> bool {
    (0..FUNCTIONS).all(|k| c.matches(&format!("void f{k}(void)")).count() == 1) && c.contains("keep();")
}

/// Reduces the program; returns the result and every candidate the property accepted.
fn run(n: u8, skip_lists: bool, jobs: usize) -> (String, Vec<String>) {
    let accepted = Mutex::new(Vec::new());
    let p = FnProperty(|c: &[u8]| {
        let c = String::from_utf8_lossy(c).into_owned();
        let ok = interesting(&c);
        if ok {
            accepted.lock().unwrap().push(c);
        }
        ok
    });
    let options = ReduceOptions {
        jobs,
        canonicalize: false,
        hidden_pass: false,
        skip_passes: if skip_lists { vec!["lists".to_string()] } else { Vec::new() },
        ..ReduceOptions::default()
    };
    let r = reduce(C::tables(), program(n).as_bytes(), &p, &options).unwrap_or_else(|e| panic!("{e}"));
    (String::from_utf8(r.output).unwrap(), accepted.into_inner().unwrap())
}

/// How many functions still declare their `a` variable.
fn declaring(c: &str) -> usize {
    (0..FUNCTIONS).filter(|k| c.contains(&format!("int a{k};"))).count()
}

/// The largest number of bodies one accepted candidate emptied.
fn biggest_step(accepted: &[String]) -> usize {
    accepted.windows(2).map(|w| declaring(&w[0]).saturating_sub(declaring(&w[1]))).max().unwrap_or(0)
}

/// Ten declarations per body: long lists (the pass takes on a depth whose lists hold at
/// least eight elements on average).
#[test]
fn one_candidate_deletes_elements_of_many_lists() {
    let (out, accepted) = run(10, false, 1);
    let (without, accepted_without) = run(10, true, 1);
    // The same minimum either way: every body empty but the last one's call.
    assert_eq!(out, without);
    assert_eq!(declaring(&out), 0, "{out}");
    assert!(interesting(&out));
    // With the pass, some accepted candidate emptied ten or more bodies at once (the
    // original is the first accepted candidate: its first test).
    assert!(biggest_step(&accepted) >= 10, "{accepted:#?}");
    // Without it, Perses empties one body per candidate.
    assert_eq!(biggest_step(&accepted_without), 1, "{accepted_without:#?}");
    // Whatever the number of jobs, the same result.
    assert_eq!(run(10, false, 2).0, out);
}

/// Two declarations per body: short lists are left to Perses, one body at a time.
#[test]
fn short_lists_are_left_to_perses() {
    let (out, accepted) = run(2, false, 1);
    assert_eq!(declaring(&out), 0, "{out}");
    assert_eq!(biggest_step(&accepted), 1, "{accepted:#?}");
    assert_eq!(out, run(2, true, 1).0);
}

/// The pass tries its chunks from the last element back (as C-Reduce's `lines` does):
/// users come after what they use, so they go first. After "remove all", the first
/// candidate deletes the second half of the top level.
#[test]
fn chunks_are_tried_from_the_last_element_back() {
    let original: String = (0..16).map(|k| format!("int v{k};\n")).collect();
    let tested = Mutex::new(Vec::new());
    let p = FnProperty(|c: &[u8]| {
        let c = String::from_utf8_lossy(c).into_owned();
        let ok = c == original;
        tested.lock().unwrap().push(c);
        ok
    });
    let options = ReduceOptions { jobs: 1, canonicalize: false, hidden_pass: false, ..ReduceOptions::default() };
    let r = reduce(C::tables(), original.as_bytes(), &p, &options).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(String::from_utf8(r.output).unwrap(), original);
    // The candidates (the original is tested first, and may be again).
    let tested: Vec<String> = tested.into_inner().unwrap().into_iter().filter(|c| *c != original).collect();
    // "Remove all", then the second half deleted.
    assert!(!tested[0].contains("int v0;"), "{:?}", tested[0]);
    let kept: Vec<usize> = (0..16).filter(|k| tested[1].contains(&format!("int v{k};"))).collect();
    assert_eq!(kept, (0..8).collect::<Vec<_>>(), "{:?}", tested[1]);
    // The next candidate of the same size is the first half.
    let kept: Vec<usize> = (0..16).filter(|k| tested[2].contains(&format!("int v{k};"))).collect();
    assert_eq!(kept, (8..16).collect::<Vec<_>>(), "{:?}", tested[2]);
}
