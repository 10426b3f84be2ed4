//! Later Perses rounds skip what has not changed (issue 27, point 1; beyond the papers):
//! a list element whose deletion failed is not tried again while its text and its names'
//! occurrences are the same; one whose name lost a use elsewhere is.

use std::sync::Mutex;

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::c::C;

/// `int w;` and `int k;` are needed (`w` by `bug(w)`, `k` by the property); `int v;`
/// while `use(v)` is there. Round 1 deletes `use(v);` and then `int v;`; round 2 changes
/// nothing, so with the memo it tries nothing it tried before near `int w;` (its text,
/// its three neighbours `int k ;` and the uses of `w` are the same).
const PROGRAM: &str = "int w;\nint k;\nint v;\nvoid h(void) {\n  use(v);\n  bug(w);\n}\n";

fn interesting(c: &str) -> bool {
    c.contains("bug(w)")
        && c.contains("int w;")
        && c.contains("int k;")
        && (!c.contains("use(v)") || c.contains("int v;"))
}

/// Reduces PROGRAM; returns the result and every candidate tested, in order.
fn run(revisit_all: bool, jobs: usize) -> (String, Vec<String>) {
    let seen = Mutex::new(Vec::new());
    let p = FnProperty(|c: &[u8]| {
        let c = String::from_utf8_lossy(c).into_owned();
        let ok = interesting(&c);
        seen.lock().unwrap().push(c);
        ok
    });
    let options = ReduceOptions {
        revisit_all,
        jobs,
        beyond_perses: false,
        canonicalize: false,
        hidden_pass: false,
        ..ReduceOptions::default()
    };
    let r = reduce(C::tables(), PROGRAM.as_bytes(), &p, &options).unwrap_or_else(|e| panic!("{e}"));
    (String::from_utf8(r.output).unwrap(), seen.into_inner().unwrap())
}

/// The candidates that try to do without `int w;` (deleted, or replaced by a part).
fn w_tries(seen: &[String]) -> usize {
    seen.iter().filter(|c| !c.contains("int w;") && c.contains("bug(w)") && c.contains("int k;")).count()
}

#[test]
fn a_node_that_failed_is_not_retried_while_its_neighbourhood_and_names_are_unchanged() {
    let (out, seen) = run(false, 1);
    let (out_all, seen_all) = run(true, 1);
    // The same result, and a second round in both (the first removed something).
    assert_eq!(out, out_all);
    assert!(!out.contains("int v;") && !out.contains("use") && out.contains("int w;"), "{out}");
    // `int w;` was tried in round 1 in both modes; round 2 tries it again only with
    // --revisit-all.
    assert!(w_tries(&seen) >= 1, "{seen:#?}");
    assert!(w_tries(&seen_all) > w_tries(&seen), "{} vs {}: {seen_all:#?}", w_tries(&seen_all), w_tries(&seen));
    assert!(seen.len() < seen_all.len());
    // Whatever the number of jobs, the same result.
    let (out2, _) = run(false, 2);
    assert_eq!(out2, out);
}
