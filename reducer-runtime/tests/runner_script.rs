//! ScriptProperty and check_original with real processes and the scripts in tests/scripts.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use reducer_runtime::property::{
    check_original, Cancel, OriginalError, Outcome, Property, ScriptConfig, ScriptError, ScriptProperty,
};
use reducer_runtime::runner::{Runner, RunnerConfig, Stop};

fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts").join(name)
}

fn config(name: &str, tmp: &Path) -> ScriptConfig {
    let mut cfg = ScriptConfig::new(script(name), Path::new("some/dir/prog.c"));
    cfg.temp_root = Some(tmp.to_path_buf());
    cfg
}

fn property(name: &str, tmp: &Path) -> ScriptProperty {
    ScriptProperty::new(config(name, tmp)).expect("valid script config")
}

/// Dead means gone from /proc or a zombie waiting for its new parent to reap it.
fn is_dead(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => {
            let after = stat.rsplit_once(')').map(|(_, r)| r.trim_start()).unwrap_or("");
            after.starts_with('Z') || after.starts_with('X')
        }
    }
}

fn wait_dead(pid: u32) -> bool {
    let t = Instant::now();
    while t.elapsed() < Duration::from_secs(3) {
        if is_dead(pid) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

fn read_pid(pidfile: &Path) -> u32 {
    let t = Instant::now();
    loop {
        if let Ok(s) = std::fs::read_to_string(pidfile) {
            if let Ok(p) = s.trim().parse() {
                return p;
            }
        }
        assert!(t.elapsed() < Duration::from_secs(5), "grandchild never wrote its pid");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn exit_status_decides() {
    let tmp = tempfile::tempdir().unwrap();
    let p = property("has_bug.sh", tmp.path());
    let cancel = Cancel::new();
    let yes = p.test(b"int x; // BUG here\n", &cancel);
    assert_eq!(yes.outcome, Outcome::Interesting, "{}", yes.describe());
    assert!(yes.status.unwrap().success());
    let no = p.test(b"int x;\n", &cancel);
    assert_eq!(no.outcome, Outcome::NotInteresting);
    assert_eq!(no.status.unwrap().code(), Some(1));
    // Test directories are removed afterwards; the run folder goes with the property.
    let run_folder = p.run_folder().path().to_path_buf();
    assert!(run_folder.starts_with(std::path::absolute(tmp.path()).unwrap()));
    let tests = std::fs::read_dir(&run_folder).unwrap().flatten();
    assert_eq!(tests.filter(|e| e.file_name().to_string_lossy().starts_with("reducer-test-")).count(), 0);
    drop(p);
    assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 0);
}

#[test]
fn candidate_under_input_name_with_deps() {
    let tmp = tempfile::tempdir().unwrap();
    let deps = tempfile::tempdir().unwrap();
    let h = deps.path().join("helper.h");
    let d = deps.path().join("data.txt");
    std::fs::write(&h, "DEP ONE").unwrap();
    std::fs::write(&d, "DEP TWO").unwrap();
    let mut cfg = config("check_layout.sh", tmp.path());
    cfg.deps = vec![h, d];
    let p = ScriptProperty::new(cfg).unwrap();
    let r = p.test(b"CANDIDATE int main;", &Cancel::new());
    assert_eq!(r.outcome, Outcome::Interesting, "{} / {}", r.describe(), r.stderr_tail);
    // The script saw exactly the candidate and the deps (stderr holds its `ls -A`).
    let listed: Vec<&str> = r.stderr_tail.lines().collect();
    assert_eq!(listed, vec!["data.txt", "helper.h", "prog.c"]);
    let r = p.test(b"something else", &Cancel::new());
    assert_eq!(r.outcome, Outcome::NotInteresting);
    assert!(r.stderr_tail.contains("prog.c content wrong"));
}

#[test]
fn timeout_kills_the_whole_process_group() {
    let tmp = tempfile::tempdir().unwrap();
    let pids = tempfile::tempdir().unwrap();
    let pidfile = pids.path().join("grandchild.pid");
    let mut cfg = config("grandchild_sleeper.sh", tmp.path());
    cfg.timeout = Duration::from_millis(1000);
    let p = ScriptProperty::new(cfg).unwrap();
    let start = Instant::now();
    let r = p.test(format!("{}\n", pidfile.display()).as_bytes(), &Cancel::new());
    let took = start.elapsed();
    assert_eq!(r.outcome, Outcome::TimedOut, "{}", r.describe());
    assert!(took >= Duration::from_millis(1000), "{took:?}");
    assert!(took < Duration::from_millis(3000), "runner hung: {took:?}");
    let pid = read_pid(&pidfile);
    assert!(wait_dead(pid), "grandchild {pid} survived the timeout");
}

#[test]
fn grandchild_left_behind_does_not_hang_and_is_killed() {
    let tmp = tempfile::tempdir().unwrap();
    let pids = tempfile::tempdir().unwrap();
    let pidfile = pids.path().join("leaver.pid");
    let mut cfg = config("grandchild_leaver.sh", tmp.path());
    cfg.timeout = Duration::from_secs(20);
    let p = ScriptProperty::new(cfg).unwrap();
    let start = Instant::now();
    let r = p.test(format!("{}\n", pidfile.display()).as_bytes(), &Cancel::new());
    assert_eq!(r.outcome, Outcome::Interesting, "{}", r.describe());
    assert!(start.elapsed() < Duration::from_secs(5));
    let pid = read_pid(&pidfile);
    assert!(wait_dead(pid), "leftover grandchild {pid} still running");
}

#[test]
fn cancel_stops_a_running_test() {
    let tmp = tempfile::tempdir().unwrap();
    let pids = tempfile::tempdir().unwrap();
    let pidfile = pids.path().join("g.pid");
    let p = property("grandchild_sleeper.sh", tmp.path());
    let cancel = Cancel::new();
    let start = Instant::now();
    let r = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(300));
            cancel.cancel();
        });
        p.test(format!("{}\n", pidfile.display()).as_bytes(), &cancel)
    });
    assert_eq!(r.outcome, Outcome::Cancelled);
    assert!(start.elapsed() < Duration::from_secs(3));
    assert!(wait_dead(read_pid(&pidfile)));
}

#[test]
fn max_time_cancels_a_long_test() {
    let tmp = tempfile::tempdir().unwrap();
    let pids = tempfile::tempdir().unwrap();
    let pidfile = pids.path().join("g.pid");
    for jobs in [1, 3] {
        let _ = std::fs::remove_file(&pidfile);
        let p = property("grandchild_sleeper.sh", tmp.path());
        let cfg = RunnerConfig { jobs, max_tests: None, max_time: Some(Duration::from_millis(500)), shared: None };
        let mut runner = Runner::new(p, cfg);
        let start = Instant::now();
        let cand = format!("{}\n", pidfile.display()).into_bytes();
        let got = runner.first_interesting(vec![cand]);
        assert_eq!(got, Err(Stop::MaxTime), "jobs {jobs}");
        assert!(start.elapsed() < Duration::from_secs(3), "jobs {jobs}");
        assert!(wait_dead(read_pid(&pidfile)));
    }
}

#[test]
fn save_temps_keeps_directories() {
    let tmp = tempfile::tempdir().unwrap();
    let mut cfg = config("has_bug.sh", tmp.path());
    cfg.save_temps = true;
    let p = ScriptProperty::new(cfg).unwrap();
    let r = p.test(b"BUG", &Cancel::new());
    let dir = r.kept_dir.clone().expect("directory kept");
    assert!(dir.starts_with(tmp.path()));
    assert_eq!(std::fs::read(dir.join("prog.c")).unwrap(), b"BUG");
    assert!(dir.join(".reducer-stderr").exists());
    assert!(dir.join(".reducer-outcome").exists());
    assert!(r.describe().contains(&dir.display().to_string()));
}

#[test]
fn script_problems_are_clear_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let input = Path::new("prog.c");

    let missing = ScriptProperty::new(ScriptConfig::new(tmp.path().join("nope.sh"), input));
    assert!(matches!(missing, Err(ScriptError::ScriptMissing(_))));

    let dir = ScriptProperty::new(ScriptConfig::new(tmp.path(), input));
    assert!(matches!(dir, Err(ScriptError::ScriptIsDirectory(_))));

    let plain = tmp.path().join("plain.sh");
    std::fs::write(&plain, "#!/bin/sh\nexit 0\n").unwrap();
    let err = ScriptProperty::new(ScriptConfig::new(&plain, input)).unwrap_err();
    assert!(matches!(err, ScriptError::ScriptNotExecutable(_)));
    assert!(err.to_string().contains("chmod +x"), "{err}");

    let mut cfg = ScriptConfig::new(script("has_bug.sh"), input);
    cfg.deps = vec![tmp.path().join("absent.h")];
    assert!(matches!(ScriptProperty::new(cfg), Err(ScriptError::DepMissing(_))));

    let mut cfg = ScriptConfig::new(script("has_bug.sh"), input);
    cfg.deps = vec![tmp.path().to_path_buf()];
    assert!(matches!(ScriptProperty::new(cfg), Err(ScriptError::DepNotFile(_))));

    let clash = tmp.path().join("prog.c");
    std::fs::write(&clash, "x").unwrap();
    let mut cfg = ScriptConfig::new(script("has_bug.sh"), input);
    cfg.deps = vec![clash];
    assert!(matches!(ScriptProperty::new(cfg), Err(ScriptError::NameClash(_))));

    let cfg = ScriptConfig::new(script("has_bug.sh"), Path::new("/"));
    assert!(matches!(ScriptProperty::new(cfg), Err(ScriptError::BadFileName(_))));

    let mut cfg = ScriptConfig::new(script("has_bug.sh"), input);
    cfg.temp_root = Some(tmp.path().join("no-such-root"));
    assert!(matches!(ScriptProperty::new(cfg), Err(ScriptError::TempRoot(..))));
}

#[test]
fn script_that_cannot_execute_is_an_error_outcome() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.sh");
    std::fs::write(&bad, "#!/bin/sh\nexit 0\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&bad, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut cfg = ScriptConfig::new(&bad, Path::new("prog.c"));
    cfg.temp_root = Some(tmp.path().to_path_buf());
    let p = ScriptProperty::new(cfg.clone()).unwrap();
    // The interpreter disappears after the check: the test cannot run, and says why.
    std::fs::write(&bad, "#!/no/such/interpreter\n").unwrap();
    let r = p.test(b"x", &Cancel::new());
    assert_eq!(r.outcome, Outcome::Error);
    assert!(r.describe().contains("unable to run"), "{}", r.describe());
    assert!(r.describe().contains("`/no/such/interpreter`, which does not exist"), "{}", r.describe());
    // Found before the first test.
    assert!(matches!(ScriptProperty::new(cfg), Err(ScriptError::InterpreterMissing { .. })));
}

#[test]
fn original_that_fails_shows_status_and_stderr() {
    let tmp = tempfile::tempdir().unwrap();
    let p = property("fails_loudly.sh", tmp.path());
    let err = check_original(&p, b"int main;").unwrap_err();
    assert!(matches!(err, OriginalError::NotInteresting(_)));
    let msg = err.to_string();
    assert!(msg.contains("exit status 3"), "{msg}");
    assert!(msg.contains("boom: internal error in pass 7"), "{msg}");
    assert!(msg.contains("compiling prog.c"), "{msg}");
}

#[test]
fn original_ok_and_flaky() {
    let tmp = tempfile::tempdir().unwrap();
    let p = property("has_bug.sh", tmp.path());
    assert!(check_original(&p, b"BUG").is_ok());

    let counter = tmp.path().join("counter");
    let p = property("flaky.sh", tmp.path());
    let err = check_original(&p, format!("{}\n", counter.display()).as_bytes()).unwrap_err();
    assert!(matches!(err, OriginalError::Flaky { .. }), "{err}");
    assert!(err.to_string().contains("flaky"));
}

#[test]
fn runner_with_script_uses_cache() {
    let tmp = tempfile::tempdir().unwrap();
    let p = property("has_bug.sh", tmp.path());
    let mut runner = Runner::new(p, RunnerConfig { jobs: 2, ..RunnerConfig::default() });
    let cands = || vec![b"a".to_vec(), b"b".to_vec(), b"BUG c".to_vec(), b"BUG d".to_vec()];
    assert_eq!(runner.first_interesting(cands()).unwrap().map(|(i, _)| i), Some(2));
    let before = runner.stats();
    assert_eq!(runner.first_interesting(cands()).unwrap().map(|(i, _)| i), Some(2));
    let after = runner.stats();
    assert_eq!(after.tests_run, before.tests_run, "second search must be all cache hits");
    assert_eq!(after.cache_hits, before.cache_hits + 3);
}
