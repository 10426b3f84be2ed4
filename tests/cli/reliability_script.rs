//! Reliability of the test script's surroundings (issue 26, points 5-7), on the real
//! `reduce-json` binary with small `/bin/sh` scripts: scripts that cannot be executed
//! are diagnosed by their cause; test folders never outlive the run (a script's
//! `chmod 555 .`, a run killed with SIGKILL); `REDUCER_ORIGINAL` is a read-only copy; an
//! input named `-name` reaches the script as `./-name`.
//!
//! Where permissions matter the reducer must not run as root (root ignores them): when
//! the tests run as root (CI), those runs go through `setpriv` as user 65534 with a
//! scratch folder owned by that user.

use std::ffi::OsStr;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

const JSON: &str = env!("CARGO_BIN_EXE_reduce-json");

/// Interesting while it mentions "needle".
const SMALL: &str = "{\"a\": [1, 2, {\"needle\": 42}], \"b\": \"x\", \"c\": [true, false, null]}\n";

/// The unprivileged user the reducer runs as when the tests run as root.
const NOBODY: u32 = 65534;

fn running_as_root() -> bool {
    // /proc/self belongs to the process's effective user.
    std::fs::metadata("/proc/self").expect("/proc/self").uid() == 0
}

/// A scratch folder (removed on drop) with a private TMPDIR `tmp/` inside.
struct Scratch {
    dir: PathBuf,
    /// Run the reducer as [`NOBODY`] (the scratch folder is then theirs).
    unprivileged: bool,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch::make(false)
    }

    /// A scratch folder whose reducer runs are not root's.
    fn unprivileged() -> Scratch {
        Scratch::make(running_as_root())
    }

    fn make(unprivileged: bool) -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "reliability-script-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("tmp")).expect("create scratch dir");
        let s = Scratch { dir, unprivileged };
        s.chown(&s.dir);
        s.chown(&s.path("tmp"));
        s
    }

    fn chown(&self, p: &Path) {
        if self.unprivileged {
            std::os::unix::fs::chown(p, Some(NOBODY), Some(NOBODY)).expect("chown to 65534");
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    fn file(&self, name: &str, text: &[u8]) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, text).unwrap();
        self.chown(&p);
        p
    }

    /// An executable script with exactly this text.
    fn raw_script(&self, name: &str, text: &[u8]) -> PathBuf {
        let p = self.file(name, text);
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    /// An executable `#!/bin/sh` script.
    fn script(&self, name: &str, body: &str) -> PathBuf {
        self.raw_script(name, format!("#!/bin/sh\n{body}\n").as_bytes())
    }

    /// The reducer with TMPDIR in the scratch folder and STATE naming the folder; run
    /// as [`NOBODY`] through `setpriv` for an unprivileged scratch folder.
    fn cmd(&self, args: &[&dyn AsRef<OsStr>]) -> Command {
        let mut c = if self.unprivileged {
            let mut c = Command::new("setpriv");
            c.args([format!("--reuid={NOBODY}"), format!("--regid={NOBODY}"), "--clear-groups".into()]).arg(JSON);
            c
        } else {
            Command::new(JSON)
        };
        c.args(args.iter().map(|a| a.as_ref()))
            .env("TMPDIR", self.path("tmp"))
            .env("STATE", &self.dir)
            .current_dir(&self.dir)
            .stdin(Stdio::null());
        c
    }

    fn run(&self, args: &[&dyn AsRef<OsStr>]) -> Output {
        self.cmd(args).output().expect("run reduce-json")
    }

    /// Entries of the private TMPDIR.
    fn tmp_entries(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(self.path("tmp"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    /// The reducer's folders left in TMPDIR.
    fn reducer_entries(&self) -> Vec<String> {
        self.tmp_entries().into_iter().filter(|e| e.starts_with("reducer-")).collect()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        // A script may have left read-only folders; we are root or their owner.
        let _ = Command::new("chmod").arg("-R").arg("u+rwx").arg(&self.dir).status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

/// Runs the reducer with `script` on a small input and expects it to refuse before
/// the first test; returns stderr.
fn refused(s: &Scratch, script: &Path) -> String {
    let input = s.file("bug.json", SMALL.as_bytes());
    let o = s.run(&[&"--test", &script, &input, &"-q"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.starts_with("error: test script `"), "{err}");
    assert!(!err.contains("os error"), "{err}");
    assert!(!s.path("bug.reduced.json").exists(), "a result was written: {err}");
    assert!(s.reducer_entries().is_empty(), "{:?}", s.reducer_entries());
    assert_eq!(read(&input), SMALL);
    err
}

// 5: a `#!/bin/sh\r` line (Windows line endings) is named as such, with the fix.
#[test]
fn crlf_shebang_is_named() {
    let s = Scratch::new();
    let test = s.raw_script("crlf.sh", b"#!/bin/sh\r\ngrep -q needle \"$1\"\r\n");
    let err = refused(&s, &test);
    assert!(err.contains("Windows line endings"), "{err}");
    assert!(err.contains("its `#!/bin/sh` line ends with a carriage return (\\r)"), "{err}");
    assert!(err.contains(&format!("sed -i 's/\\r$//' {}", test.display())), "{err}");
    assert!(err.contains("dos2unix"), "{err}");
}

// 5: an interpreter that does not exist is named.
#[test]
fn missing_interpreter_is_named() {
    let s = Scratch::new();
    let test = s.raw_script("t.sh", b"#!/opt/nowhere/bin/python9\nprint(1)\n");
    let err = refused(&s, &test);
    assert!(err.contains("names the interpreter `/opt/nowhere/bin/python9`, which does not exist"), "{err}");
}

// 5: `#!/usr/bin/env NAME` with NAME not on PATH.
#[test]
fn env_interpreter_not_on_path_is_named() {
    let s = Scratch::new();
    let test = s.raw_script("t.sh", b"#!/usr/bin/env nosuchinterp\nexit 0\n");
    let err = refused(&s, &test);
    assert!(err.contains("runs `env nosuchinterp`, but `nosuchinterp` is not found on PATH"), "{err}");
}

// 5: no execute bit, and a directory.
#[test]
fn no_execute_bit_and_directory_are_named() {
    let s = Scratch::new();
    let test = s.file("t.sh", b"#!/bin/sh\nexit 0\n");
    std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o644)).unwrap();
    let err = refused(&s, &test);
    assert!(err.contains("is not executable (run `chmod +x"), "{err}");

    let dir = s.path("tests.d");
    std::fs::create_dir(&dir).unwrap();
    let err = refused(&s, &dir);
    assert!(err.contains("is a directory, not a file"), "{err}");
}

// 5: no `#!` line at all (exec would fail with ENOEXEC).
#[test]
fn no_shebang_is_named_before_the_first_test() {
    let s = Scratch::new();
    let test = s.raw_script("t.sh", b"grep -q needle \"$1\"\n");
    let err = refused(&s, &test);
    assert!(err.contains("needs a `#!` line such as `#!/bin/sh`"), "{err}");
}

// 6: a script that takes write permission away from its folder (and a subfolder's
// every permission) leaves nothing behind in TMPDIR.
#[test]
fn read_only_test_folders_are_removed() {
    let s = Scratch::unprivileged();
    let input = s.file("bug.json", SMALL.as_bytes());
    let test = s.script(
        "t.sh",
        "id -u > \"$STATE/uid\"\nmkdir sub && touch sub/f && chmod 000 sub\nchmod 555 .\ngrep -q needle \"$1\"",
    );
    let o = s.run(&[&"--test", &test, &input, &"-q", &"-j", &"2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(read(&s.path("bug.reduced.json")).contains("needle"));
    if running_as_root() {
        // Permissions really mattered: the reducer did not run as root.
        assert_eq!(read(&s.path("uid")).trim(), NOBODY.to_string());
    }
    assert!(s.reducer_entries().is_empty(), "left in TMPDIR: {:?}", s.reducer_entries());
    assert!(!stderr(&o).contains("warning"), "{}", stderr(&o));
}

/// Waits until `file` exists and is not empty.
fn wait_for(file: &Path, what: &str) {
    let start = Instant::now();
    while std::fs::read_to_string(file).map_or(true, |t| t.trim().is_empty()) {
        assert!(start.elapsed() < Duration::from_secs(20), "{what} never happened");
        std::thread::sleep(Duration::from_millis(10));
    }
}

// 6: a run killed with SIGKILL leaves its run folder; the next run removes it when it
// starts, but not a folder kept by --save-temps.
#[test]
fn stale_run_folder_of_a_killed_run_is_removed_by_the_next_run() {
    let s = Scratch::new();
    let input = s.file("bug.json", SMALL.as_bytes());
    let needle = s.script("needle.sh", "grep -q needle \"$1\"");

    // A kept folder.
    let o = s.run(&[&"--test", &needle, &input, &"-q", &"--save-temps", &"--max-tests", &"2", &"-o", &"kept.json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let kept = s.reducer_entries();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(kept[0].starts_with("reducer-run-"), "{kept:?}");
    assert!(s.path("tmp").join(&kept[0]).join(".reducer-kept").is_file());

    // A run killed during its first test.
    let slow = s.script("slow.sh", "echo $$ >> \"$STATE/pids\"\nexec sleep 60");
    let mut child = s.cmd(&[&"--test", &slow, &input, &"-q", &"-j", &"1"]).stderr(Stdio::null()).spawn().unwrap();
    wait_for(&s.path("pids"), "the slow test");
    child.kill().unwrap(); // SIGKILL: no cleanup
    child.wait().unwrap();
    for pid in read(&s.path("pids")).split_whitespace() {
        let _ = Command::new("kill").args(["-KILL", pid]).status();
    }
    let stale: Vec<String> = s.reducer_entries().into_iter().filter(|e| !kept.contains(e)).collect();
    assert_eq!(stale.len(), 1, "the killed run left {stale:?}");
    assert!(stale[0].starts_with("reducer-run-"), "{stale:?}");
    let stale_dir = s.path("tmp").join(&stale[0]);
    assert!(std::fs::read_dir(&stale_dir)
        .unwrap()
        .any(|e| { e.unwrap().file_name().to_string_lossy().starts_with("reducer-test-") }));

    // The next run: its tests already see the stale folder gone, the kept one there.
    let look = s.script("look.sh", "ls -a \"$TMPDIR\" >> \"$STATE/seen\"\ngrep -q needle \"$1\"");
    let o = s.run(&[&"--test", &look, &input, &"-q", &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let seen = read(&s.path("seen"));
    let listed: Vec<&str> = seen.lines().collect();
    assert!(!listed.contains(&stale[0].as_str()), "the stale folder was still there during the next run: {seen}");
    assert!(listed.contains(&kept[0].as_str()), "{seen}");
    assert!(!stale_dir.exists());
    // After the run: only the kept folder, with its test folders.
    assert_eq!(s.reducer_entries(), kept);
    let kept_dir = s.path("tmp").join(&kept[0]);
    assert!(std::fs::read_dir(&kept_dir).unwrap().any(|e| {
        let e = e.unwrap();
        e.file_name().to_string_lossy().starts_with("reducer-test-") && e.path().join("bug.json").is_file()
    }));
}

// 7: REDUCER_ORIGINAL is a read-only copy: a script writing to it fails, and the
// user's input keeps its bytes.
#[test]
fn reducer_original_cannot_modify_the_input() {
    let s = Scratch::unprivileged();
    let input = s.file("bug.json", SMALL.as_bytes());
    let test = s.script(
        "t.sh",
        r#"echo "$REDUCER_ORIGINAL" > "$STATE/original-path"
if echo '{}' > "$REDUCER_ORIGINAL" 2>/dev/null || echo '{}' >> "$REDUCER_ORIGINAL" 2>/dev/null; then
  echo wrote >> "$STATE/log"
else
  echo refused >> "$STATE/log"
fi
rm -f "$REDUCER_ORIGINAL" 2>/dev/null
cmp -s "$REDUCER_ORIGINAL" "$STATE/bug.json" || echo changed >> "$STATE/log"
grep -q needle "$1""#,
    );
    let o = s.run(&[&"--test", &test, &input, &"-q", &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read(&input).unwrap(), SMALL.as_bytes(), "the input was modified");
    let log = read(&s.path("log"));
    assert!(log.lines().all(|l| l == "refused"), "{log}");
    assert!(log.lines().count() >= 2, "{log}");
    let named = PathBuf::from(read(&s.path("original-path")).trim());
    assert!(named.starts_with(s.path("tmp")), "{}", named.display());
    assert_eq!(named.file_name().unwrap(), "bug.json");
    assert_ne!(named, input);
    assert!(read(&s.path("bug.reduced.json")).contains("needle"));
    assert!(s.reducer_entries().is_empty(), "{:?}", s.reducer_entries());
}

// 4: an input whose name begins with `-` reaches the script as `./-name`.
#[test]
fn dash_file_name_is_not_an_option() {
    let s = Scratch::new();
    let input = s.file("-name.json", SMALL.as_bytes());
    let test = s.script("t.sh", "printf '%s\\n' \"$1\" >> \"$STATE/args\"\ngrep -q needle \"$1\"");
    let o = s.run(&[&"--test", &test, &input, &"-q", &"-j", &"1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = read(&s.path("-name.reduced.json"));
    assert!(out.contains("needle") && out.len() < 20, "{out}");
    let args = read(&s.path("args"));
    assert!(args.lines().all(|a| a == "./-name.json"), "{args}");
}
