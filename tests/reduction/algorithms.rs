//! The seed papers' other reducers (issue 15): ddmin over text, HDD, HDD*, GTR with the
//! grammar or a corpus-learned filter, each on a small program with a known minimum,
//! with in-process properties, and each giving the same result for any `--jobs`.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::gtr::Learner;
use reducer_runtime::reduce::{reduce, Algorithm, GtrFilter, ReduceOptions, Reduced};
use reducers::c::C;
use reducers::json::Json;

fn options(algorithm: Algorithm) -> ReduceOptions {
    ReduceOptions { algorithm, canonicalize: false, ..ReduceOptions::default() }
}

fn run<L: Language>(src: &str, opts: &ReduceOptions, prop: impl Fn(&str) -> bool + Sync) -> (String, u64) {
    let tests = AtomicU64::new(0);
    let p = FnProperty(|c: &[u8]| {
        tests.fetch_add(1, Ordering::Relaxed);
        std::str::from_utf8(c).is_ok_and(&prop)
    });
    let r: Reduced = reduce(L::tables(), src.as_bytes(), &p, opts).unwrap_or_else(|e| panic!("{e}"));
    (String::from_utf8(r.output).unwrap(), r.stats.runner.tests_run)
}

#[test]
fn ddmin_classic_example_one_seven_eight() {
    // Zeller and Hildebrandt's running example: eight changes, the failure needs 1, 7
    // and 8; ddmin finds exactly those.
    let items: Vec<u32> = (1..=8).collect();
    let out = reducer_runtime::ddmin::ddmin(&items, |s| s.contains(&1) && s.contains(&7) && s.contains(&8));
    assert_eq!(out, vec![1, 7, 8]);
}

#[test]
fn ddmin_bytes_reduces_the_mozilla_select_tag() {
    // The ddmin paper's Mozilla case: printing `<SELECT ...>` crashed; ddmin over
    // characters reduces the tag to `<SELECT>`, the 1-minimal input for a property that
    // needs `<SELECT` and a later `>`. The text does not parse as JSON: ddmin does not
    // need it to.
    let src = r#"<SELECT NAME="priority" MULTIPLE SIZE=7>"#;
    let crash = |c: &str| c.find("<SELECT").is_some_and(|i| c[i..].contains('>'));
    let (out, _) = run::<Json>(src, &options(Algorithm::DdminBytes), crash);
    assert_eq!(out, "<SELECT>");
}

/// Figure 1 of the GTR paper in C: only the declaration inside the `if` matters.
const FIGURE1: &str = "int main(void) {\n  if (!c) {\n    int a = 5;\n  } else {\n    isnan(2);\n  }\n}\n";

fn declaration_kept(c: &str) -> bool {
    c.contains("int a = 5;")
}

#[test]
fn gtr_substitute_by_child_lifts_the_if_branch() {
    // GTR replaces the `if` statement by its then-branch (a child of the same slot
    // kind); HDD can only prune, so the `if` stays (its condition becomes `0`, its
    // else-branch `;`).
    let opts = ReduceOptions { beyond_perses: false, ..options(Algorithm::Gtr) };
    let (gtr, _) = run::<C>(FIGURE1, &opts, declaration_kept);
    assert!(declaration_kept(&gtr));
    assert!(!gtr.contains("if") && !gtr.contains("else") && !gtr.contains("isnan"), "{gtr:?}");
    let (hdd, _) = run::<C>(FIGURE1, &options(Algorithm::Hdd), declaration_kept);
    assert!(hdd.contains("if") && !hdd.contains("isnan"), "{hdd:?}");
    assert!(gtr.len() < hdd.len());
}

#[test]
fn gtr_with_a_learned_filter_lifts_the_if_branch_too() {
    let mut learner = Learner::default();
    for prog in [
        "int f(int x) { if (x) { int y = 1; return y; } else { return 0; } }",
        "int g(void) { { int z = 2; } if (1) { int w; } return 0; }",
        "void h(void) { if (2) return; }",
    ] {
        assert!(learner.add(C::tables(), prog.as_bytes()), "{prog}");
    }
    assert!(!learner.add(C::tables(), b"int f( {"), "a file that does not parse is skipped");
    let filter = learner.finish();
    assert_eq!(filter.files, 3);
    // Every `if` of the corpus has a condition: the edge is mandatory.
    assert!(filter.mandatory.get("selectionStatement").is_some_and(|m| m.contains("expression")), "{filter:?}");
    // Saved and read back unchanged.
    let text = filter.to_text();
    assert_eq!(GtrFilter::from_text(&text).expect("reads back"), filter);
    assert!(GtrFilter::from_text("not a filter").is_err());
    let opts = ReduceOptions { gtr_filter: Some(Arc::new(filter)), ..options(Algorithm::Gtr) };
    let (out, _) = run::<C>(FIGURE1, &opts, declaration_kept);
    assert!(declaration_kept(&out) && !out.contains("if") && !out.contains("isnan"), "{out:?}");
}

#[test]
fn hdd_prunes_top_down_so_a_useless_subtree_costs_the_same_at_any_size() {
    // The bug is deep in the second member; the first member holds N numbers. HDD
    // prunes the first member as a whole on its level, before the level of the numbers,
    // so its tests do not depend on N; ddmin over tokens pays for every number.
    let case = |n: usize| {
        let numbers: Vec<String> = (0..n).map(|i| (i + 10).to_string()).collect();
        format!(r#"{{"junk": [{}], "keep": {{"deep": {{"bug": true}}}}}}"#, numbers.join(", "))
    };
    let bug = |c: &str| c.contains("\"bug\"") && c.contains("true");
    let (small, small_tests) = run::<Json>(&case(2), &options(Algorithm::Hdd), bug);
    let (large, large_tests) = run::<Json>(&case(60), &options(Algorithm::Hdd), bug);
    assert_eq!(small, large);
    assert!(bug(&large) && !large.contains("junk"), "{large:?}");
    assert_eq!(small_tests, large_tests);
    let (_, dd_small) = run::<Json>(&case(2), &options(Algorithm::DdminTokens), bug);
    let (_, dd_large) = run::<Json>(&case(60), &options(Algorithm::DdminTokens), bug);
    assert!(dd_large > dd_small, "ddmin-tokens: {dd_small} tests for 2 numbers, {dd_large} for 60");
}

#[test]
fn hdd_star_repeats_hdd_to_a_fixpoint() {
    // `"a"` may go only once `"x"` is gone, and `"x"` sits deeper than `["a"]`: one HDD
    // round prunes `"x"` (to `0`, as the first element of its array needs a value) after
    // it has passed the level of `["a"]`; HDD* prunes `["a"]` in its second round.
    let src = r#"[["a"], ["x", "bug"]]"#;
    let prop = |c: &str| c.contains("\"bug\"") && (c.contains("\"a\"") || !c.contains("\"x\""));
    let (hdd, _) = run::<Json>(src, &options(Algorithm::Hdd), prop);
    let (star, _) = run::<Json>(src, &options(Algorithm::HddStar), prop);
    assert!(prop(&hdd) && prop(&star));
    assert!(hdd.contains("\"a\"") && !star.contains("\"a\""), "hdd {hdd:?}, hdd* {star:?}");
    assert!(star.len() < hdd.len());
    // A fixpoint: HDD finds nothing more to prune in HDD*'s result.
    let (again, _) = run::<Json>(&star, &options(Algorithm::Hdd), prop);
    assert_eq!(again, star);
}

#[test]
fn every_algorithm_gives_the_same_result_for_any_jobs() {
    let c_src = "int g;\nint f(int x) { return x + 1; }\nint main(void) {\n  int b = 3;\n  if (b) {\n    g = f(b) * 2;\n  }\n  return 0;\n}\n";
    let c_prop = |c: &str| c.contains("f(") && c.contains("* 2");
    let json_src = "{\"a\": [1, 2, {\"b\": null}],\n \"c\": {\"d\": \"bug\",\n \"e\": [3, 4]},\n \"f\": false}\n";
    let json_prop = |c: &str| c.contains("\"bug\"");
    let mut learner = Learner::default();
    assert!(learner.add(C::tables(), c_src.as_bytes()));
    let learned = Arc::new(learner.finish());
    let mut all: Vec<ReduceOptions> = Algorithm::ALL.iter().map(|&a| options(a)).collect();
    all.push(ReduceOptions { gtr_filter: Some(learned), ..options(Algorithm::Gtr) });
    for opts in all {
        let with = |jobs| ReduceOptions { jobs, ..opts.clone() };
        let (c1, t1) = run::<C>(c_src, &with(1), c_prop);
        let (c2, _) = run::<C>(c_src, &with(2), c_prop);
        assert_eq!(c1, c2, "{} on C", opts.algorithm);
        assert!(c_prop(&c1) && c1.len() < c_src.len() && t1 > 0, "{}: {c1:?}", opts.algorithm);
        let (j1, _) = run::<Json>(json_src, &with(1), json_prop);
        let (j2, _) = run::<Json>(json_src, &with(2), json_prop);
        assert_eq!(j1, j2, "{} on JSON", opts.algorithm);
        assert!(json_prop(&j1) && j1.len() < json_src.len(), "{}: {j1:?}", opts.algorithm);
    }
}

#[test]
fn algorithm_names_round_trip() {
    for a in Algorithm::ALL {
        assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
    }
    let err = "hdd*".parse::<Algorithm>().unwrap_err();
    assert!(err.known.contains(&"hdd-star") && err.to_string().starts_with("unknown algorithm `hdd*` ("), "{err}");
}

#[test]
fn command_line_learns_a_filter_and_runs_each_algorithm() {
    let bin = env!("CARGO_BIN_EXE_reduce-json");
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/json/valid");
    let dir = tempfile::tempdir().expect("temp dir");
    let filter = dir.path().join("json.gtr");
    // --learn without --test: learn, save, exit.
    let o = std::process::Command::new(bin)
        .arg("--learn")
        .arg(&corpus)
        .arg("--gtr-filter")
        .arg(&filter)
        .output()
        .expect("runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(GtrFilter::load(&filter).expect("reads the saved filter").files > 0);
    let input = dir.path().join("in.json");
    std::fs::write(&input, "{\"a\": [1, 2],\n \"b\": {\"c\": \"bug\"}}\n").unwrap();
    let script = dir.path().join("t.sh");
    std::fs::write(&script, "#!/bin/sh\ngrep -q '\"bug\"' in.json\n").unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    for algo in ["hdd", "hdd-star", "gtr", "ddmin-lines", "ddmin-tokens", "ddmin-bytes", "ddmin-text"] {
        let out = dir.path().join(format!("{algo}.json"));
        let mut cmd = std::process::Command::new(bin);
        cmd.args(["-q", "-j", "2", "--algorithm", algo, "--test"]).arg(&script).arg(&input).arg("-o").arg(&out);
        if algo == "gtr" {
            cmd.arg("--gtr-filter").arg(&filter);
        }
        let o = cmd.output().expect("runs");
        assert!(o.status.success(), "{algo}: {}", String::from_utf8_lossy(&o.stderr));
        let result = std::fs::read_to_string(&out).unwrap();
        assert!(result.contains("\"bug\"") && result.len() < 30, "{algo}: {result:?}");
    }
    // The filter is GTR's only.
    let o = std::process::Command::new(bin)
        .args(["--algorithm", "hdd", "--gtr-filter"])
        .arg(&filter)
        .arg("--test")
        .arg(&script)
        .arg(&input)
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(2));
    let o = std::process::Command::new(bin).args(["--algorithm", "hdd*"]).arg(&input).output().expect("runs");
    assert_eq!(o.status.code(), Some(2));
}
