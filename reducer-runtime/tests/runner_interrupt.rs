//! Ctrl-C handling. In its own test binary because the interrupt flag is process-wide.

use std::path::Path;
use std::time::{Duration, Instant};

use reducer_runtime::property::{
    clear_interrupt, install_sigint_handler, interrupted, FnProperty, ScriptConfig, ScriptProperty,
};
use reducer_runtime::runner::{Runner, RunnerConfig, Stop};

/// One test only: the steps share the flag and must run in order.
#[test]
fn sigint_sets_the_flag_and_stops_running_tests() {
    // 1. The handler turns SIGINT into the flag instead of killing the process.
    install_sigint_handler().unwrap();
    assert!(!interrupted());
    // SAFETY: sending a signal to ourselves; the handler above catches it.
    unsafe {
        libc::kill(libc::getpid(), libc::SIGINT);
    }
    let t = Instant::now();
    while !interrupted() && t.elapsed() < Duration::from_secs(2) {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(interrupted());

    // 2. With the flag set, searches stop before testing anything.
    for jobs in [1, 3] {
        let mut runner = Runner::new(FnProperty(|_: &[u8]| true), RunnerConfig { jobs, ..Default::default() });
        assert_eq!(runner.first_interesting(vec![b"x".to_vec()]), Err(Stop::Interrupted));
        assert_eq!(runner.stats().tests_run, 0);
    }
    clear_interrupt();

    // 3. A Ctrl-C during long script tests kills them and stops the search quickly.
    let tmp = tempfile::tempdir().unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/grandchild_sleeper.sh");
    let pidfile = tmp.path().join("g.pid");
    for jobs in [1, 2] {
        let mut c = ScriptConfig::new(&script, Path::new("in.txt"));
        c.temp_root = Some(tmp.path().to_path_buf());
        let mut runner = Runner::new(ScriptProperty::new(c).unwrap(), RunnerConfig { jobs, ..Default::default() });
        let start = Instant::now();
        let got = std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(Duration::from_millis(300));
                unsafe {
                    libc::kill(libc::getpid(), libc::SIGINT);
                }
            });
            let cands = (0..3).map(|i| format!("{}\n{i}\n", pidfile.display()).into_bytes());
            runner.first_interesting(cands)
        });
        assert_eq!(got, Err(Stop::Interrupted), "jobs {jobs}");
        assert!(start.elapsed() < Duration::from_secs(3), "jobs {jobs}: {:?}", start.elapsed());
        assert!(runner.stats().cancelled >= 1);
        clear_interrupt();
    }
}
