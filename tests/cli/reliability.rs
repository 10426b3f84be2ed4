//! Reliability: the bad inputs and faults of issue 16, each tried on the real reducer
//! binaries (or, where a fault cannot be provoked from outside, on the library), with
//! real `#!/bin/sh` scripts. The README's "Reliability" table names these tests.

use std::ffi::OsStr;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use reducer_runtime::language::Language;
use reducer_runtime::property::{Cancel, FnProperty, Outcome, Property, TestResult};
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducer_runtime::runner::{Runner, RunnerConfig, Stop};
use reducers::json::Json;

const JSON: &str = env!("CARGO_BIN_EXE_reduce-json");
const C: &str = env!("CARGO_BIN_EXE_reduce-c");

/// The input most tests reduce: interesting while it mentions "needle".
const SMALL: &str = "{\"a\": [1, 2, {\"needle\": 42}], \"b\": \"x\", \"c\": [true, false, null]}\n";

/// A fresh scratch directory (removed on drop) with its own TMPDIR inside.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "reliability-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("tmp")).expect("create scratch dir");
        Scratch { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Writes a file and returns its path.
    fn file(&self, name: &str, text: &str) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, text).unwrap();
        p
    }

    /// Writes an executable script (the text after `#!/bin/sh`).
    fn script(&self, name: &str, body: &str) -> PathBuf {
        let p = self.file(name, &format!("#!/bin/sh\n{body}\n"));
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    /// The usual property: the candidate mentions "needle".
    fn needle(&self) -> PathBuf {
        self.script("needle.sh", "grep -q needle \"$1\"")
    }

    /// A reducer command with TMPDIR inside the scratch directory and STATE naming it.
    fn cmd(&self, bin: &str, args: &[&dyn AsRef<OsStr>]) -> Command {
        let mut c = Command::new(bin);
        c.args(args.iter().map(|a| a.as_ref()))
            .env("TMPDIR", self.path("tmp"))
            .env("STATE", &self.dir)
            .stdin(Stdio::null());
        c
    }

    fn run(&self, bin: &str, args: &[&dyn AsRef<OsStr>]) -> Output {
        self.cmd(bin, args).output().expect("run reducer binary")
    }

    /// Entries of the private TMPDIR (test directories left behind, kept results).
    fn tmp_entries(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(self.path("tmp"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

fn mode(p: &Path) -> u32 {
    std::fs::metadata(p).unwrap().permissions().mode() & 0o7777
}

fn json_number(json: &str, key: &str) -> i64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().expect("number")
}

// 1. --in-place twice must not destroy the backup.
#[test]
fn in_place_twice_keeps_the_first_backup() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.needle();
    let mut after = Vec::new();
    for run in 0..2 {
        let o = s.run(JSON, &[&"--test", &test, &input, &"--in-place", &"-q", &"-j", &"1"]);
        assert!(o.status.success(), "run {run}: {}", stderr(&o));
        after.push(read(&input));
    }
    assert!(after[0].contains("needle") && after[0].len() < SMALL.len(), "{}", after[0]);
    // The first backup still holds the original; the second run's went beside it.
    assert_eq!(read(&s.path("bug.json.orig")), SMALL);
    assert_eq!(read(&s.path("bug.json.orig.1")), after[0]);
}

// 2. -o naming the input (or a link to it) is refused before anything runs.
#[test]
fn output_naming_the_input_is_refused() {
    let s = Scratch::new();
    let input = s.file("same.json", SMALL);
    let link = s.path("link.json");
    std::os::unix::fs::symlink(&input, &link).unwrap();
    let hard = s.path("hard.json");
    std::fs::hard_link(&input, &hard).unwrap();
    let log = s.path("log");
    let test = s.script("t.sh", "echo run >> \"$STATE/log\"; grep -q needle \"$1\"");
    let dotted = s.dir.join(".").join("same.json");
    for out in [&input, &link, &hard, &dotted] {
        let o = s.run(JSON, &[&"--test", &test, &input, &"-o", out, &"-q"]);
        assert_eq!(o.status.code(), Some(2), "{}: {}", out.display(), stderr(&o));
        assert!(stderr(&o).contains("refusing to overwrite"), "{}", stderr(&o));
    }
    // -o naming the test script is refused too.
    let o = s.run(JSON, &[&"--test", &test, &input, &"-o", &test, &"-q"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(read(&input), SMALL);
    assert!(read(&test).contains("grep -q needle"));
    assert!(!log.exists(), "a test ran before the refusal");
}

// 3. A result whose final re-test fails: reported, an earlier result that passed twice
// is written, distinct exit status.
#[test]
fn failed_final_retest_falls_back_and_exits_3() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    // Flaky on small candidates: the second test of the same text under 20 bytes fails.
    let test = s.script(
        "flaky.sh",
        r#"grep -q needle "$1" || exit 1
[ "$(wc -c < "$1")" -ge 20 ] && exit 0
sum=$(cksum < "$1" | tr ' ' _)
[ -e "$STATE/seen.$sum" ] && exit 1
touch "$STATE/seen.$sum""#,
    );
    let stats = s.path("stats.json");
    let o = s.run(JSON, &[&"--test", &test, &input, &"-j", &"1", &"--stats-json", &stats]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("flaky") && err.contains("earlier result that passed twice"), "{err}");
    let out = read(&s.path("bug.reduced.json"));
    assert!(out.contains("needle") && out.len() >= 20 && out.len() < SMALL.len(), "{out}");
    assert!(read(&stats).contains("\"final_check\": false"), "{}", read(&stats));
    // Without the flake the same run exits 0 with a smaller result.
    let o = s.run(JSON, &[&"--test", &s.needle(), &input, &"-j", &"1", &"-q"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(read(&s.path("bug.reduced.json")).len() < 20);
}

// 6. --max-time bounds the wall time, the checks of the original and the final re-test
// included: a running test is killed when the budget ends.
#[test]
fn max_time_bounds_original_checks_and_final_retest() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    // Every test takes 5 s: the budget ends during the first check of the original.
    let slow = s.script("slow.sh", "sleep 5; grep -q needle \"$1\"");
    let t0 = Instant::now();
    let o = s.run(JSON, &[&"--test", &slow, &input, &"--max-time", &"1", &"--timeout", &"30", &"-q"]);
    assert!(t0.elapsed() < Duration::from_secs(3), "took {:?}", t0.elapsed());
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("--max-time"), "{}", stderr(&o));
    // Only the final re-test is slow (the second test of a small text): it is killed at
    // the deadline and the result, which passed once, is kept.
    let late = s.script(
        "late.sh",
        r#"grep -q needle "$1" || exit 1
[ "$(wc -c < "$1")" -ge 20 ] && exit 0
sum=$(cksum < "$1" | tr ' ' _)
[ -e "$STATE/seen.$sum" ] && sleep 5
touch "$STATE/seen.$sum""#,
    );
    let t0 = Instant::now();
    let o = s.run(JSON, &[&"--test", &late, &input, &"--max-time", &"2", &"-j", &"1"]);
    assert!(t0.elapsed() < Duration::from_secs(4), "took {:?}", t0.elapsed());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("final re-test was cut short"), "{}", stderr(&o));
    assert!(read(&s.path("bug.reduced.json")).contains("needle"));
    assert!(s.tmp_entries().iter().all(|e| !e.starts_with("reducer-")), "{:?}", s.tmp_entries());
}

/// Runs `f` on a thread and fails (instead of hanging) when it takes longer than `secs`.
fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs)).expect("hung (or panicked)")
}

// 15. A panic inside a test (property or re-parse filter) in a parallel worker ends the
// search with Stop::Panicked instead of hanging; a reduction keeps its best result.
#[test]
fn panic_in_a_worker_ends_the_run_cleanly() {
    let got = within(10, || {
        let prop = FnProperty(|c: &[u8]| {
            assert!(c != b"boom", "property bug");
            c == b"late"
        });
        let mut runner = Runner::new(prop, RunnerConfig { jobs: 2, ..RunnerConfig::default() });
        let cands = ["a", "boom", "c", "late"].map(|s| s.as_bytes().to_vec());
        let first = runner.first_interesting(cands);
        // Every later search stops too, and the message is kept.
        let second = runner.test(b"late");
        (first, second, runner.stats().last_error)
    });
    assert_eq!(got.0, Err(Stop::Panicked));
    assert_eq!(got.1, Err(Stop::Panicked));
    assert!(got.2.unwrap().contains("property bug"));

    let r = within(20, || {
        // Panics on its sixth call: the original's two checks and a few candidates are
        // answered first, whatever the order of the passes.
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let prop = FnProperty(move |c: &[u8]| {
            let n = calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            assert!(n < 5, "property bug");
            String::from_utf8_lossy(c).contains("needle")
        });
        let options = ReduceOptions { jobs: 2, ..ReduceOptions::default() };
        reduce(Json::tables(), SMALL.as_bytes(), &prop, &options).map(|r| (r.stopped, r.output))
    });
    let (stopped, output) = r.expect("reduces");
    assert_eq!(stopped, Some(Stop::Panicked));
    assert!(String::from_utf8_lossy(&output).contains("needle"));
}

/// Times out on the first test of each candidate, then answers.
struct SlowFirst(std::sync::Mutex<std::collections::HashSet<Vec<u8>>>);

impl Property for SlowFirst {
    fn test(&self, candidate: &[u8], _: &Cancel) -> TestResult {
        let first = self.0.lock().unwrap().insert(candidate.to_vec());
        let outcome = if first { Outcome::TimedOut } else { Outcome::Interesting };
        TestResult::plain(outcome, Duration::ZERO)
    }
}

// 16. Timeouts and tests that cannot run are not cached, and are counted and reported.
#[test]
fn timeouts_and_errors_are_not_cached_and_are_reported() {
    for jobs in [1, 2] {
        let mut runner = Runner::new(SlowFirst(Default::default()), RunnerConfig { jobs, ..RunnerConfig::default() });
        assert_eq!(runner.first_interesting(vec![b"x".to_vec()]), Ok(None), "jobs {jobs}");
        // The timeout was not cached: the second try runs and decides.
        assert_eq!(runner.first_interesting(vec![b"x".to_vec()]), Ok(Some((0, b"x".to_vec()))), "jobs {jobs}");
        assert_eq!(runner.stats().timeouts, 1);
    }
    // A script that stops being executable after the two checks of the original: every
    // later test cannot run. The errors are counted, the last one printed, and a warning
    // says they are many.
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.script(
        "breaks.sh",
        r#"echo >> "$STATE/count"
[ "$(wc -l < "$STATE/count")" -ge 3 ] && chmod -x "$0"
grep -q needle "$1""#,
    );
    let stats = s.path("stats.json");
    let o = s.run(JSON, &[&"--test", &test, &input, &"-j", &"1", &"--stats-json", &stats]);
    let err = stderr(&o);
    let json = read(&stats);
    assert!(json_number(&json, "test_errors") >= 2, "{json}");
    assert!(err.contains("unable to run") && err.contains("Permission denied"), "{err}");
    assert!(err.contains("warning:") && err.contains("timed out or could not run"), "{err}");
    // The final re-test cannot run either: reported, the original kept, exit status 3.
    assert_eq!(o.status.code(), Some(3), "{err}");
}

// 11. --max-tests gives the same result for any --jobs (tests counted in candidate order,
// as one job would run them; speculative tests after the answer are not counted).
#[test]
fn max_tests_result_does_not_depend_on_jobs() {
    // In the runner: one search answered by candidate 1, then one by candidate 2, with a
    // budget of 5 tests (2 + 3 for one job; 4 jobs ran 0..3 at once in the first).
    for jobs in [1, 2, 4] {
        let prop = FnProperty(|c: &[u8]| c == b"1" || c == b"y");
        let mut runner = Runner::new(prop, RunnerConfig { jobs, max_tests: Some(5), max_time: None, shared: None });
        let first = runner.first_interesting(["0", "1", "2", "3"].map(|s| s.as_bytes().to_vec()));
        assert_eq!(first, Ok(Some((1, b"1".to_vec()))), "jobs {jobs}");
        let second = runner.first_interesting(["w", "x", "y", "z"].map(|s| s.as_bytes().to_vec()));
        assert_eq!(second, Ok(Some((2, b"y".to_vec()))), "jobs {jobs}");
        assert_eq!(runner.stats().tests_run, 5, "jobs {jobs}");
        // Candidate 3 of the first search, if 4 jobs tested it, is counted when used.
        assert_eq!(runner.test(b"3"), Err(Stop::MaxTests), "jobs {jobs}");
    }
    // The issue's case: reduce-c with a gcc property and --max-tests 30.
    let s = Scratch::new();
    let e2e = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    let input = s.path("checksum.c");
    std::fs::copy(e2e.join("checksum.c"), &input).unwrap();
    let test = e2e.join("div-zero-test.sh");
    let mut results = Vec::new();
    for jobs in ["1", "2", "4"] {
        let out = s.path(&format!("out-{jobs}.c"));
        let o = s.run(C, &[&"--test", &test, &input, &"-q", &"-j", &jobs, &"--max-tests", &"30", &"-o", &out]);
        assert!(o.status.success(), "{}", stderr(&o));
        results.push(read(&out));
    }
    assert!(results.iter().all(|r| r == &results[0]), "{results:#?}");
}

// 7. Out-of-range numbers in options: a clear usage error, never a panic.
#[test]
fn numeric_options_out_of_range_are_clear_errors() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.needle();
    for (opt, value) in [
        ("--timeout", "1e20"),
        ("--timeout", "0"),
        ("--timeout", "nan"),
        ("--timeout", "inf"),
        ("--max-time", "1e300"),
        ("--max-time", "-1e-9"),
        ("--jobs", "0"),
        ("--jobs", "99999999999"),
    ] {
        let arg = format!("{opt}={value}");
        let o = s.run(JSON, &[&"--test", &test, &input, &arg]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{arg}: {err}");
        assert!(err.contains(opt) && err.contains("out of range") && !err.contains("panicked"), "{arg}: {err}");
    }
    assert!(!s.path("bug.reduced.json").exists());
}

// 8. A closed stderr (EPIPE) never aborts a reduction.
#[test]
fn closed_stderr_does_not_abort() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.needle();
    let mut child =
        s.cmd(JSON, &[&"--test", &test, &input, &"-v", &"-j", &"1"]).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stderr.take()); // the reader goes away, as with `2>&1 | head -1`
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    let out = read(&s.path("bug.reduced.json"));
    assert!(out.contains("needle") && out.len() < 20, "{out}");
}

// 10. A script without a `#!` line: the message says so.
#[test]
fn script_without_shebang_is_explained() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.file("noshebang.sh", "grep -q needle \"$1\"\n");
    std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755)).unwrap();
    let o = s.run(JSON, &[&"--test", &test, &input, &"-q"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("needs a `#!` line"), "{err}");
    assert!(!err.contains("was could not"), "{err}");
}

// 12. Raw input bytes quoted in error messages are escaped.
#[test]
fn control_bytes_in_error_messages_are_escaped() {
    let s = Scratch::new();
    let input = s.path("bad.json");
    std::fs::write(&input, b"{\"needle\": \x1b[31mred\x00\x07}\n").unwrap();
    let test = s.needle();
    let o = s.run(JSON, &[&"--test", &test, &input, &"-q"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let check = s.run(JSON, &[&"--check", &input]);
    assert_eq!(check.status.code(), Some(1));
    for out in [&o.stderr, &check.stdout] {
        let text = String::from_utf8_lossy(out);
        assert!(!out.iter().any(|&b| b == 0x1b || b == 0 || b == 7), "{text:?}");
        assert!(text.contains("\\x1b[31mred\\x00\\x07"), "{text:?}");
    }
}

/// Runs the reducer under `umask MASK` (set in a shell, so other tests are unaffected).
fn run_with_umask(s: &Scratch, mask: &str, args: &[&dyn AsRef<OsStr>]) -> Output {
    let mut c = s.cmd("/bin/sh", &[&"-c", &format!("umask {mask}; exec \"$@\""), &"sh", &JSON]);
    c.args(args.iter().map(|a| a.as_ref()));
    c.output().unwrap()
}

// 9. Outputs honour the umask; --in-place keeps the input's mode (the backup too).
#[test]
fn output_modes_follow_umask_and_input() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.needle();
    for (mask, want) in [("022", 0o644), ("027", 0o640), ("077", 0o600)] {
        let out = s.path(&format!("out-{mask}.json"));
        let stats = s.path(&format!("stats-{mask}.json"));
        let o = run_with_umask(&s, mask, &[&"--test", &test, &input, &"-q", &"-o", &out, &"--stats-json", &stats]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(mode(&out), want, "umask {mask}");
        assert_eq!(mode(&stats), want, "umask {mask}");
    }
    std::fs::set_permissions(&input, std::fs::Permissions::from_mode(0o664)).unwrap();
    let o = run_with_umask(&s, "077", &[&"--test", &test, &input, &"-q", &"--in-place"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(read(&input).len() < SMALL.len());
    assert_eq!(mode(&input), 0o664);
    assert_eq!(mode(&s.path("bug.json.orig")), 0o664);
}

// 5. An unwritable output is found before the first test; a late write failure keeps the
// result in a temporary file whose path is printed.
#[test]
fn bad_output_path_is_found_early_and_late_failures_keep_the_result() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.script("t.sh", "echo run >> \"$STATE/log\"; grep -q needle \"$1\"");
    let missing = s.path("missing-dir/out.json");
    for args in [vec![&"-o" as &dyn AsRef<OsStr>, &missing], vec![&"--stats-json", &missing], vec![&"-o", &s.dir]] {
        let mut all: Vec<&dyn AsRef<OsStr>> = vec![&"--test", &test, &input, &"-q"];
        all.extend(args);
        let o = s.run(JSON, &all);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(stderr(&o).contains("before the first test"), "{}", stderr(&o));
        assert!(!s.path("log").exists(), "a test ran");
    }
    // The output directory disappears during the run (removed by the script).
    std::fs::create_dir(s.path("out")).unwrap();
    let out = s.path("out/res.json");
    let vanish = s.script("vanish.sh", "rm -rf \"$STATE/out\"; grep -q needle \"$1\"");
    let o = s.run(JSON, &[&"--test", &vanish, &input, &"-q", &"-o", &out, &"-j", &"1"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let at = err.find("it was saved as ").unwrap_or_else(|| panic!("{err}")) + "it was saved as ".len();
    let kept = PathBuf::from(err[at..].lines().next().unwrap().trim());
    assert!(kept.starts_with(s.path("tmp")), "{err}");
    let result = read(&kept);
    assert!(result.contains("needle") && result.len() < 20, "{result}");
}

/// Starts a reduction whose tests hang (leaving a grandchild), waits until one runs,
/// sends `signal`, and checks the exit status, the written result and the cleanup.
fn signal_cleans_up(signal: &str, code: i32) {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let pids = s.path("pids");
    let test = s.script(
        "hang.sh",
        r#"if grep -q needle "$1" && grep -q 42 "$1"; then exit 0; fi
sleep 30 &
echo $! >> "$STATE/pids"
sleep 30"#,
    );
    let child = s.cmd(JSON, &[&"--test", &test, &input, &"-j", &"1", &"-q"]).stderr(Stdio::piped()).spawn().unwrap();
    let start = Instant::now();
    while std::fs::read_to_string(&pids).map_or(true, |p| p.trim().is_empty()) {
        assert!(start.elapsed() < Duration::from_secs(10), "no hanging test started");
        std::thread::sleep(Duration::from_millis(10));
    }
    // The test folders live in the run's folder `reducer-run-*` in TMPDIR.
    let runs: Vec<String> = s.tmp_entries().into_iter().filter(|e| e.starts_with("reducer-run-")).collect();
    assert_eq!(runs.len(), 1, "{:?}", s.tmp_entries());
    let in_run = std::fs::read_dir(s.path("tmp").join(&runs[0])).unwrap();
    assert!(in_run.flatten().any(|e| e.file_name().to_string_lossy().starts_with("reducer-test-")));
    let sent = Command::new("kill").args([&format!("-{signal}"), &child.id().to_string()]).status().unwrap();
    assert!(sent.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(code), "{}", stderr(&o));
    let best = read(&s.path("bug.reduced.json"));
    assert!(best.contains("needle") && best.contains("42"), "{best}");
    assert_eq!(read(&input), SMALL);
    let left: Vec<String> = s.tmp_entries().into_iter().filter(|e| e.starts_with("reducer-")).collect();
    assert!(left.is_empty(), "test directories left: {left:?}");
    for pid in read(&pids).split_whitespace() {
        // Gone, or a zombie waiting for init to reap it (SIGKILL takes effect when the
        // process is next scheduled: on a loaded machine, allow a moment).
        let dead = || {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let state = stat.rsplit(") ").next().and_then(|r| r.chars().next());
            (matches!(state, None | Some('Z') | Some('X')), stat)
        };
        let start = Instant::now();
        while !dead().0 && start.elapsed() < Duration::from_secs(3) {
            std::thread::sleep(Duration::from_millis(20));
        }
        let (gone, stat) = dead();
        assert!(gone, "grandchild {pid} of the test survived {signal}: {stat}");
    }
}

// 4. SIGTERM and SIGHUP are handled like Ctrl-C: running test killed, test directories
// removed, best result written; exit 143 / 129.
#[test]
fn sigterm_kills_the_test_cleans_up_and_writes_the_result() {
    signal_cleans_up("TERM", 143);
}

#[test]
fn sighup_kills_the_test_cleans_up_and_writes_the_result() {
    signal_cleans_up("HUP", 129);
}

/// Point 14: 100 000-deep inputs reduce: Perses lifts the innermost compatible node
/// (the heavy path's compatible nodes are candidates below its bounded search) in a
/// few tests, for C parentheses and JSON arrays alike.
#[test]
fn hundred_thousand_deep_inputs_reduce() {
    const DEPTH: usize = 100_000;
    let c = format!("int x = {}1{};\n", "(".repeat(DEPTH), ")".repeat(DEPTH));
    let strict = ReduceOptions { strict_syntax: true, ..ReduceOptions::default() };
    let (out, tests) = within(120, move || {
        let prop = FnProperty(|p: &[u8]| String::from_utf8_lossy(p).contains("(1)"));
        let r = reduce(reducers::c::C::tables(), c.as_bytes(), &prop, &strict).expect("reduces");
        (String::from_utf8_lossy(&r.output).into_owned(), r.stats.runner.tests_run)
    });
    assert_eq!(out.split_whitespace().collect::<String>(), "a=(1);", "{}", &out[..out.len().min(200)]);
    assert!(tests < 200, "{tests} tests");
    let json = format!("{}\"bug\"{}\n", "[".repeat(DEPTH), "]".repeat(DEPTH));
    let (out, tests) = within(120, move || {
        let prop = FnProperty(|p: &[u8]| String::from_utf8_lossy(p).contains("\"bug\""));
        let r = reduce(Json::tables(), json.as_bytes(), &prop, &ReduceOptions::default()).expect("reduces");
        (String::from_utf8_lossy(&r.output).into_owned(), r.stats.runner.tests_run)
    });
    assert_eq!(out.trim(), "\"bug\"");
    assert!(tests < 200, "{tests} tests");
}

/// Reduces SMALL with the usual property and fault `fault` injected (REDUCER_FAULT);
/// checks that the run ends normally with a smaller result that passes, the input
/// untouched, and returns its stderr and the result.
fn reduce_with_fault(fault: &str) -> (String, String) {
    let s = Scratch::new();
    let input = s.file("in.json", SMALL);
    let out = s.path("out.json");
    let o = s.cmd(JSON, &[&"--test", &s.needle(), &input, &"-o", &out]).env("REDUCER_FAULT", fault).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let result = read(&out);
    assert!(result.contains("needle") && result.len() < SMALL.len(), "{result}");
    assert_eq!(read(&input), SMALL);
    (stderr(&o), result)
}

// 17. A pass that offers a program larger than the best: the driver refuses it, says so
// as an internal error, and the reduction goes on from the best (the fault makes the
// first sweep candidate of the run the best plus a space).
#[test]
fn a_larger_candidate_is_refused_and_reported() {
    let (err, result) = reduce_with_fault("larger-candidate");
    assert!(err.contains("offered a program larger than the best"), "{err}");
    assert!(result.len() < SMALL.len() / 2, "{result}");
}

// 17, second half. A round whose best program no longer parses is reported as an
// internal error and skipped; the run still ends with a result that passes (the fault
// makes every re-parse of the best program at a round's start fail).
#[test]
fn a_best_program_that_no_longer_parses_is_reported() {
    let (err, _) = reduce_with_fault("unparsable-best");
    assert!(err.contains("internal error: the best program no longer parses"), "{err}");
}

// 17, third part. Candidates are parsed after their test, and only the ones the test
// accepts: a tree edit that leaves the grammar (the fault appends ` )` to every one) is
// never kept although the property accepts it, and is reported as a reducer bug.
#[test]
fn an_interesting_candidate_that_does_not_parse_is_not_kept() {
    let (err, result) = reduce_with_fault("unparsable-candidate");
    assert!(err.contains("did not re-parse and were skipped"), "{err}");
    assert!(Json::tables().parse(result.as_bytes()).is_ok(), "{result}");
}

// ---- Issue 26: outputs that are not regular files, colliding outputs, --resume ----

/// Makes a character device node `name` in the scratch folder (never the machine's
/// own `/dev` entries); tests run as root in CI, where `mknod` works.
fn device(s: &Scratch, name: &str, major: u32, minor: u32) -> PathBuf {
    let p = s.path(name);
    let ok = Command::new("mknod").arg(&p).arg("c").arg(major.to_string()).arg(minor.to_string()).status();
    assert!(ok.is_ok_and(|st| st.success()), "mknod {} c {major} {minor} failed: these tests need root", p.display());
    p
}

fn is_char_device(p: &Path) -> bool {
    std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_char_device())
}

// 26.1: an output that is a device is written, never replaced; a write error is
// reported with the result saved in TMPDIR.
#[test]
fn device_outputs_are_written_not_replaced() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.needle();
    let null = device(&s, "null", 1, 3);
    let o = s.run(JSON, &[&"--test", &test, &input, &"-o", &null, &"--stats-json", &null, &"-q", &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(is_char_device(&null), "the null device was replaced");
    assert!(!s.tmp_entries().iter().any(|e| e.starts_with("bug.")), "best-so-far file left: {:?}", s.tmp_entries());

    let full = device(&s, "full", 1, 7);
    let o = s.run(JSON, &[&"--test", &test, &input, &"-o", &full, &"-q", &"-j", &"1"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("No space left on device"), "{err}");
    assert!(is_char_device(&full), "the full device was replaced");
    let at = err.find("it was saved as ").unwrap_or_else(|| panic!("{err}")) + "it was saved as ".len();
    let kept = PathBuf::from(err[at..].lines().next().unwrap().trim());
    assert!(kept.starts_with(s.path("tmp")), "{err}");
    let result = read(&kept);
    assert!(result.contains("needle") && result.len() < 20, "{result}");
    // --stats-json to the full device: the result is written, the statistics are not.
    let o = s.run(JSON, &[&"--test", &test, &input, &"--stats-json", &full, &"-q", &"-j", &"1"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(read(&s.path("bug.reduced.json")).contains("needle"));
    assert!(is_char_device(&full));
}

// 26.1: a FIFO is opened and written (its reader gets the result); a symlink to the
// process's stdout writes to stdout; a symlink to a file writes to the file, and says so.
#[test]
fn fifo_stdout_and_symlink_outputs() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.needle();
    let fifo = s.path("fifo");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let o = s.run(JSON, &[&"--test", &test, &input, &"-o", &fifo, &"-q", &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let got = reader.join().unwrap();
    assert!(got.contains("needle") && got.len() < 20, "{got}");
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());

    let stdout = s.path("stdout");
    std::os::unix::fs::symlink("/proc/self/fd/1", &stdout).unwrap();
    let o = s.run(JSON, &[&"--test", &test, &input, &"-o", &stdout, &"-q", &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let printed = String::from_utf8_lossy(&o.stdout);
    assert!(printed.contains("needle") && printed.len() < 20, "{printed}");
    assert!(std::fs::symlink_metadata(&stdout).unwrap().file_type().is_symlink());

    let real = s.file("real.json", "old");
    let link = s.path("link.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let o = s.run(JSON, &[&"--test", &test, &input, &"-o", &link, &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("is a symlink: writing to its target"), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert!(read(&real).contains("needle"));
}

// 26.2: --stats-json naming the output, the default output or a pair's output is a
// usage error naming both, before any test.
#[test]
fn stats_json_colliding_with_an_output_is_refused() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.script("t.sh", "echo run >> \"$STATE/log\"; grep -q needle \"$1\"");
    let out = s.path("out.json");
    let default = s.path("bug.reduced.json");
    let dotted = s.dir.join("sub").join("..").join("out.json");
    std::fs::create_dir(s.path("sub")).unwrap();
    for args in [
        vec![&"-o" as &dyn AsRef<OsStr>, &out, &"--stats-json", &out],
        vec![&"-o", &out, &"--stats-json", &dotted],
        vec![&"--stats-json", &default],
        vec![&"--in-place", &"--stats-json", &s.path("bug.json.orig")],
    ] {
        let mut all: Vec<&dyn AsRef<OsStr>> = vec![&"--test", &test, &input, &"-q"];
        all.extend(args);
        let o = s.run(JSON, &all);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(stderr(&o).contains("the same file"), "{}", stderr(&o));
    }
    assert!(!s.path("log").exists(), "a test ran");
    assert_eq!(read(&input), SMALL);
    // The pair's variant output.
    let seed = s.file("seed.json", SMALL);
    let variant = s.file("variant.json", SMALL);
    let o = s.run(
        JSON,
        &[
            &"pair",
            &"--test-seed",
            &test,
            &"--test-variant",
            &test,
            &seed,
            &variant,
            &"--stats-json",
            &s.path("variant.reduced.json"),
        ],
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("the same file"), "{}", stderr(&o));
    assert!(!s.path("log").exists(), "a test ran");
}

// 26.3: batch mode never reads its own output folder and never writes over an input.
#[test]
fn batch_output_inside_or_equal_to_the_input_folder() {
    let s = Scratch::new();
    let test = s.needle();
    let inputs = s.path("in");
    std::fs::create_dir(&inputs).unwrap();
    std::fs::write(inputs.join("a.json"), SMALL).unwrap();
    let out = inputs.join("out");
    for run in 0..2 {
        let o = s.run(JSON, &[&"batch", &"--test", &test, &"-o", &out, &inputs, &"-q", &"-j", &"1"]);
        assert!(o.status.success(), "run {run}: {}", stderr(&o));
        let report = read(&out.join("report.json"));
        assert!(!report.contains("\"index\": 1,"), "run {run} read its output: {report}");
    }
    assert_eq!(read(&inputs.join("a.json")), SMALL);
    // The output folder equal to the input folder.
    let o = s.run(JSON, &[&"batch", &"--test", &test, &"-o", &s.dir.join("in/."), &inputs, &"-q"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is the input folder"), "{}", stderr(&o));
    // An input named like a result in the results folder.
    let named = out.join("reduced/000-a.json");
    std::fs::write(&named, SMALL).unwrap();
    let o = s.run(JSON, &[&"batch", &"--test", &test, &"-o", &out, &inputs.join("a.json"), &named, &"-q"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is inside the results folder"), "{}", stderr(&o));
    assert_eq!(read(&named), SMALL);
}

/// Starts `args` with a slow property, waits until a best result so far is on disk at
/// `best` (smaller than the input), then kills the run with SIGKILL.
fn kill_nine_midway(s: &Scratch, args: &[&dyn AsRef<OsStr>], best: &Path) {
    let mut child = s.cmd(JSON, args).stderr(Stdio::null()).spawn().unwrap();
    let start = Instant::now();
    while std::fs::read(best).map_or(true, |b| b.is_empty() || b.len() >= SMALL.len()) {
        assert!(start.elapsed() < Duration::from_secs(20), "no best result so far appeared");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

// 26.6: --resume continues a killed run from its best result so far: the next run's
// first test is on that result, and it ends where an uninterrupted run ends.
#[test]
fn resume_continues_a_killed_run() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL);
    let test = s.script("slow.sh", "wc -c < \"$1\" >> \"$STATE/sizes\"; sleep 0.1; grep -q needle \"$1\"");
    let out = s.path("bug.reduced.json");
    kill_nine_midway(&s, &[&"--test", &test, &input, &"-j", &"1", &"-q"], &out);
    let best = read(&out);
    // The killed run's last test may still be running and append to `sizes`, so the
    // resumed run logs to a file of its own.
    let logged = s.script("logged.sh", "wc -c < \"$1\" >> \"$STATE/resumed-sizes\"; grep -q needle \"$1\"");
    let o = s.run(JSON, &[&"--test", &logged, &input, &"-j", &"1", &"--resume"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("resuming from"), "{}", stderr(&o));
    let first: usize = read(&s.path("resumed-sizes")).lines().next().unwrap().trim().parse().unwrap();
    assert_eq!(first, best.len(), "the resumed run did not start from the best so far");
    let resumed = read(&out);
    let fresh = s.path("fresh.json");
    let o = s.run(JSON, &[&"--test", &s.needle(), &input, &"-j", &"1", &"-q", &"-o", &fresh]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(resumed, read(&fresh));
    assert_eq!(read(&input), SMALL);
    // The killed run's folder was removed by the runs after it.
    assert!(!s.tmp_entries().iter().any(|e| e.starts_with("reducer-")), "{:?}", s.tmp_entries());

    // --in-place: FILE holds the best so far, FILE.orig stays the original, no second
    // backup is made.
    let inplace = s.file("ip.json", SMALL);
    kill_nine_midway(&s, &[&"--test", &test, &inplace, &"-j", &"1", &"-q", &"--in-place"], &inplace);
    let o = s.run(JSON, &[&"--test", &test, &inplace, &"-j", &"1", &"--in-place", &"--resume"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read(&s.path("ip.json.orig")), SMALL);
    assert!(!s.path("ip.json.orig.1").exists());
    assert_eq!(read(&inplace), resumed);
}

// 26.6: a killed batch resumed from its best-so-far files, and its report written.
#[test]
fn resume_finishes_a_killed_batch() {
    let s = Scratch::new();
    let test = s.script("slow.sh", "sleep 0.1; grep -q needle \"$1\"");
    let inputs = s.path("in");
    std::fs::create_dir(&inputs).unwrap();
    std::fs::write(inputs.join("a.json"), SMALL).unwrap();
    let out = s.path("out");
    let best = out.join("reduced/000-a.json");
    kill_nine_midway(&s, &[&"batch", &"--test", &test, &"-o", &out, &inputs, &"-j", &"1", &"-q"], &best);
    assert!(!out.join("report.json").exists());
    let o = s.run(JSON, &[&"batch", &"--test", &test, &"-o", &out, &inputs, &"-j", &"1", &"-q", &"--resume"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(read(&out.join("report.json")).contains("a.json"));
    let reduced = read(&best);
    assert!(reduced.contains("needle") && reduced.len() < 20, "{reduced}");
}

// 26: the whole hostile probe (tests/probe-reliability.sh) passes on the built binaries.
#[test]
fn the_issue_26_probe_passes() {
    let bin_dir = Path::new(JSON).parent().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = Command::new("bash").arg(root.join("tests/probe-reliability.sh")).arg(bin_dir).output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{out}{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("all points pass") && !out.contains("FAIL"), "{out}");
}

// 26.1 in `pair`: a device among the outputs is written, never replaced.
#[test]
fn pair_device_outputs_are_written_not_replaced() {
    let s = Scratch::new();
    let test = s.needle();
    let seed = s.file("seed.json", "{\"a\": 1}\n");
    let variant = s.file("variant.json", SMALL);
    let null = device(&s, "null", 1, 3);
    let o = s.run(
        JSON,
        &[&"pair", &"--test-seed", &test, &"--test-variant", &test, &seed, &variant, &"--stats-json", &null, &"-q"],
    );
    // The seed does not mention needle: the pair is refused, but only after the paths
    // were checked; the device must survive either way.
    assert!(is_char_device(&null), "the null device was replaced: {}", stderr(&o));
    let ok = s.script("any.sh", "true");
    let o = s.run(
        JSON,
        &[&"pair", &"--test-seed", &ok, &"--test-variant", &test, &seed, &variant, &"--stats-json", &null, &"-q"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(is_char_device(&null), "the null device was replaced");
    assert!(read(&s.path("variant.reduced.json")).contains("needle"));
}
