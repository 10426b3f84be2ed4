//! The runner: jobs-independence of results, cache hits, budgets, ddmin plans.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use reducer_runtime::ddmin::{ddmin, ddmin_delete, select, DdPlan, Ddmin, DeletionDd};
use reducer_runtime::property::{FnProperty, ScriptConfig, ScriptProperty};
use reducer_runtime::runner::{Runner, RunnerConfig, Stop};

/// A small deterministic pseudo-random generator (splitmix64).
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

fn cfg(jobs: usize) -> RunnerConfig {
    RunnerConfig { jobs, ..RunnerConfig::default() }
}

/// Candidate `i` of trial `t`: its bytes encode (t, i); interesting with density 1/`d`.
fn candidate(t: u64, i: u64) -> Vec<u8> {
    format!("trial {t} candidate {i}").into_bytes()
}

fn interesting(bytes: &[u8], density: u64) -> bool {
    let h = bytes.iter().fold(0u64, |a, &b| mix(a ^ b as u64));
    h % density == 0
}

#[test]
fn jobs_do_not_change_the_first_interesting_index() {
    for trial in 0..40u64 {
        let density = 1 + trial % 23;
        let count = 1 + mix(trial) % 60;
        let mut answers = Vec::new();
        for jobs in [1usize, 2, 4, 7] {
            let prop = FnProperty(move |c: &[u8]| {
                // Uneven durations shuffle completion order between workers.
                std::thread::sleep(Duration::from_micros(mix(c.len() as u64 ^ c[c.len() - 1] as u64) % 300));
                interesting(c, density)
            });
            let mut runner = Runner::new(prop, cfg(jobs));
            let got = runner.first_interesting((0..count).map(|i| candidate(trial, i))).unwrap();
            answers.push(got);
        }
        let expected = (0..count).find(|&i| interesting(&candidate(trial, i), density));
        assert_eq!(answers[0].as_ref().map(|(i, _)| *i as u64), expected, "trial {trial}");
        for a in &answers[1..] {
            assert_eq!(a, &answers[0], "trial {trial}");
        }
    }
}

#[test]
fn jobs_do_not_change_results_with_real_scripts() {
    let tmp = tempfile::tempdir().unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/yes_after_nap.sh");
    for trial in 0..3u64 {
        let cands: Vec<Vec<u8>> = (0..12u64)
            .map(|i| {
                let nap = mix(trial * 100 + i) % 4; // 0..30 ms, to reorder completions
                let verdict = if matches!(mix(trial * 1000 + i) % 5, 0) { "yes" } else { "no" };
                format!("0.0{nap}\n{verdict}\n").into_bytes()
            })
            .collect();
        let mut answers = Vec::new();
        for jobs in [1usize, 4] {
            let mut c = ScriptConfig::new(&script, Path::new("t.txt"));
            c.temp_root = Some(tmp.path().to_path_buf());
            let mut runner = Runner::new(ScriptProperty::new(c).unwrap(), cfg(jobs));
            answers.push(runner.first_interesting(cands.clone()).unwrap());
        }
        let expected = cands.iter().position(|c| c.ends_with(b"\nyes\n"));
        assert_eq!(answers[0].as_ref().map(|(i, _)| *i), expected);
        assert_eq!(answers[0], answers[1], "trial {trial}");
    }
}

#[test]
fn nothing_interesting_gives_none() {
    for jobs in [1, 3] {
        let mut runner = Runner::new(FnProperty(|_: &[u8]| false), cfg(jobs));
        assert_eq!(runner.first_interesting((0..10u8).map(|i| vec![i])), Ok(None));
        assert_eq!(runner.first_interesting(Vec::<Vec<u8>>::new()), Ok(None));
        assert_eq!(runner.stats().tests_run, 10);
    }
}

#[test]
fn cache_hits_are_counted_and_skip_tests() {
    for jobs in [1, 4] {
        let calls = AtomicU64::new(0);
        let prop = FnProperty(|c: &[u8]| {
            calls.fetch_add(1, Ordering::SeqCst);
            c == b"win"
        });
        let mut runner = Runner::new(prop, cfg(jobs));
        assert_eq!(runner.test(b"lose"), Ok(false));
        assert_eq!(runner.test(b"lose"), Ok(false));
        assert_eq!(runner.test(b"win"), Ok(true));
        assert_eq!(runner.test(b"win"), Ok(true));
        // Duplicates inside one search hit the cache too.
        let got = runner.first_interesting(vec![b"lose".to_vec(), b"x".to_vec(), b"win".to_vec()]);
        assert_eq!(got, Ok(Some((2, b"win".to_vec()))));
        let s = runner.stats();
        assert_eq!(calls.load(Ordering::SeqCst), 3, "jobs {jobs}");
        assert_eq!(s.tests_run, 3);
        assert_eq!(s.cache_hits, 4);
        assert_eq!(s.interesting, 1);
        assert_eq!(runner.cache().hits(), 4);
        // Refreshing with a best of 3 bytes forgets the 4-byte "lose".
        assert_eq!(runner.refresh_cache(3), 1);
        assert_eq!(runner.test(b"lose"), Ok(false));
        assert_eq!(calls.load(Ordering::SeqCst), 4);
    }
}

#[test]
fn speculative_later_results_are_cached_not_used() {
    // With 4 jobs, candidates 0..3 all run; 1 and 3 are interesting: answer 1, and the
    // verdict of 3 (if it finished) is kept for later.
    let prop = FnProperty(|c: &[u8]| c[0] % 2 == 1);
    let mut runner = Runner::new(prop, cfg(4));
    let got = runner.first_interesting((0..4u8).map(|i| vec![i])).unwrap();
    assert_eq!(got, Some((1, vec![1])));
    let s = runner.stats();
    assert!(s.tests_run >= 2 && s.tests_run <= 4, "{s:?}");
}

#[test]
fn max_tests_stops_the_search() {
    for jobs in [1, 3] {
        let mut runner = Runner::new(
            FnProperty(|_: &[u8]| false),
            RunnerConfig { jobs, max_tests: Some(5), max_time: None, shared: None },
        );
        let got = runner.first_interesting((0..20u8).map(|i| vec![i]));
        assert_eq!(got, Err(Stop::MaxTests), "jobs {jobs}");
        assert_eq!(runner.stats().tests_run, 5);
        // Cached candidates still answer after the budget is spent.
        assert_eq!(runner.test(&[0]), Ok(false));
        assert_eq!(runner.test(&[99]), Err(Stop::MaxTests));
    }
}

#[test]
fn max_tests_still_returns_an_answer_found_in_budget() {
    let mut runner = Runner::new(
        FnProperty(|c: &[u8]| c == [2]),
        RunnerConfig { jobs: 1, max_tests: Some(3), max_time: None, shared: None },
    );
    assert_eq!(runner.first_interesting((0..20u8).map(|i| vec![i])), Ok(Some((2, vec![2]))));
}

#[test]
fn max_time_stops_the_search() {
    for jobs in [1, 2] {
        let prop = FnProperty(|_: &[u8]| {
            std::thread::sleep(Duration::from_millis(30));
            false
        });
        let mut runner = Runner::new(
            prop,
            RunnerConfig { jobs, max_tests: None, max_time: Some(Duration::from_millis(150)), shared: None },
        );
        let got = runner.first_interesting((0..1000u32).map(|i| i.to_le_bytes().to_vec()));
        assert_eq!(got, Err(Stop::MaxTime), "jobs {jobs}");
        let s = runner.stats();
        assert!(s.tests_run < 50, "{s:?}");
        assert!(s.total_time < Duration::from_secs(2));
    }
}

#[test]
fn stats_display_mentions_everything() {
    let mut runner = Runner::new(FnProperty(|c: &[u8]| c.is_empty()), cfg(1));
    runner.test(b"").unwrap();
    runner.test(b"").unwrap();
    let text = runner.stats().to_string();
    assert!(text.contains("1 tests run"), "{text}");
    assert!(text.contains("1 cache hits"), "{text}");
    assert!(text.contains("in tests"), "{text}");
}

/// Items needed by the oracle of the plan tests.
fn plan_oracle(keep: &[u32]) -> bool {
    keep.contains(&3) && keep.contains(&17) && keep.iter().filter(|&&x| x % 5 == 0).count() >= 2
}

fn render(items: &[u32], keep: &[usize]) -> Vec<u8> {
    select(items, keep).iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn decode(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

#[test]
fn plans_in_the_runner_match_sequential_ddmin_for_any_jobs() {
    let items: Vec<u32> = (0..40).collect();
    let seq_dd = ddmin(&items, plan_oracle);
    let seq_del = ddmin_delete(&items, 0, plan_oracle);
    for jobs in [1usize, 2, 4] {
        let prop = FnProperty(|b: &[u8]| plan_oracle(&decode(b)));
        let mut runner = Runner::new(prop, cfg(jobs));
        let mut plan = Ddmin::new(items.len());
        runner.run_plan(&mut plan, |keep| render(&items, keep)).unwrap();
        assert_eq!(select(&items, plan.kept()), seq_dd, "ddmin jobs {jobs}");

        let mut plan = DeletionDd::new(items.len(), 0);
        runner.run_plan(&mut plan, |keep| render(&items, keep)).unwrap();
        assert_eq!(select(&items, plan.kept()), seq_del, "deletion jobs {jobs}");
    }
}

#[test]
fn duplicates_in_one_parallel_search_run_once() {
    let calls = AtomicU64::new(0);
    let prop = FnProperty(|c: &[u8]| {
        calls.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(20));
        c == b"b"
    });
    let mut runner = Runner::new(prop, cfg(4));
    let cands = vec![b"a".to_vec(), b"a".to_vec(), b"a".to_vec(), b"b".to_vec(), b"b".to_vec()];
    assert_eq!(runner.first_interesting(cands), Ok(Some((3, b"b".to_vec()))));
    assert_eq!(calls.load(Ordering::SeqCst), 2);
    assert_eq!(runner.stats().tests_run, 2);
    // Counted as one job would count them: the second "b" comes after the answer.
    assert_eq!(runner.stats().cache_hits, 2);
}

/// A runner drawing on a shared budget has one test of its own in flight and as many
/// more as the budget has free slots; it gives them all back; its answer is the same.
#[test]
fn a_shared_budget_bounds_the_tests_in_flight_and_gets_its_slots_back() {
    use reducer_runtime::jobs::JobBudget;
    use std::sync::Arc;
    let density = 37;
    let expected = (0..200u64).find(|&i| interesting(&candidate(99, i), density));
    for free in [0usize, 1, 3] {
        let budget = Arc::new(JobBudget::new(free));
        let prop = FnProperty(move |c: &[u8]| {
            std::thread::sleep(Duration::from_millis(2));
            interesting(c, density)
        });
        let config = RunnerConfig { jobs: 4, shared: Some(Arc::clone(&budget)), ..RunnerConfig::default() };
        let mut runner = Runner::new(prop, config);
        let got = runner.first_interesting((0..200).map(|i| candidate(99, i))).unwrap();
        assert_eq!(got.map(|(i, _)| i as u64), expected, "free {free}");
        let most = runner.stats().max_in_flight;
        assert!(most <= 1 + free, "free {free}: {most} tests in flight");
        if free > 0 {
            assert!(most > 1, "free {free}: the free slots were never used");
        }
        assert_eq!(budget.free(), free, "slots not given back");
    }
}
