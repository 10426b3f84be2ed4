//! Reliability: the bad inputs and faults of issue 16, each tried on the real reducer
//! binaries (or, where a fault cannot be provoked from outside, on the library), with
//! real `#!/bin/sh` scripts. The README's "Reliability" table names these tests.

use std::ffi::OsStr;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

const JSON: &str = env!("CARGO_BIN_EXE_reduce-json");

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
    assert!(s.tmp_entries().iter().all(|e| !e.starts_with("reducer-test-")), "{:?}", s.tmp_entries());
}
