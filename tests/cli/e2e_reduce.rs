//! End-to-end tests of the reducer binaries with real test scripts (gcc, python3, sh)
//! on inputs under `tests/e2e/`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

fn e2e(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e").join(name)
}

/// A fresh scratch directory holding a copy of `input` (removed on drop).
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new(input: &str) -> (Scratch, PathBuf) {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "e2e-reduce-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create scratch dir");
        let file = dir.join(input);
        std::fs::copy(e2e(input), &file).expect("copy input");
        (Scratch { dir }, file)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn run(bin: &str, args: &[&std::ffi::OsStr]) -> Output {
    Command::new(bin).args(args).output().expect("run reducer binary")
}

fn os<S: AsRef<std::ffi::OsStr> + ?Sized>(s: &S) -> &std::ffi::OsStr {
    s.as_ref()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn require_tool(tool: &str) {
    let ok = Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().map(|o| o.status.success());
    assert!(ok.unwrap_or(false), "this test needs `{tool}` on PATH");
}

fn json_field(json: &str, key: &str) -> i64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().expect("number")
}

#[test]
fn c_hello_world_reduces_below_bound() {
    require_tool("gcc");
    let (s, file) = Scratch::new("hello.c");
    let stats = s.dir.join("stats.json");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-c"),
        &[
            os("--test"),
            e2e("hello-test.sh").as_os_str(),
            file.as_os_str(),
            os("-j"),
            os("2"),
            os("-q"),
            os("--parse-before-test"),
            os("--stats-json"),
            stats.as_os_str(),
        ],
    );
    assert!(o.status.success(), "reduce-c failed: {}", stderr(&o));
    let reduced = std::fs::read_to_string(s.dir.join("hello.reduced.c")).expect("output beside the input");
    // T-Rec may drop the `\n`: the script compares output with `$(...)`, which strips it.
    assert!(reduced.contains("printf(\"Hello world!"), "{reduced}");
    let json = std::fs::read_to_string(&stats).expect("stats");
    let tokens = json_field(&json, "tokens_after");
    // 160 tokens in; Perses reaches `main(void){printf("Hello world!\n");}` (11 tokens).
    assert!(tokens <= 15, "reduced to {tokens} tokens:\n{reduced}");
    assert_eq!(json_field(&json, "reparse_rejects"), 0);
    // The input is untouched.
    assert_eq!(std::fs::read(&file).unwrap(), std::fs::read(e2e("hello.c")).unwrap());
}

#[test]
fn json_with_python_property() {
    require_tool("python3");
    let (s, file) = Scratch::new("data.json");
    let out = s.dir.join("min.json");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-json"),
        &[
            os("--test"),
            e2e("json-test.py").as_os_str(),
            file.as_os_str(),
            os("-j"),
            os("2"),
            os("-o"),
            out.as_os_str(),
            os("--format"),
            os("compact"),
        ],
    );
    assert!(o.status.success(), "reduce-json failed: {}", stderr(&o));
    let reduced = std::fs::read_to_string(&out).unwrap();
    let squeezed: String = reduced.split_whitespace().collect();
    assert_eq!(squeezed, r#"{"trigger":"CRASH-ME"}"#, "{reduced}");
    assert!(stderr(&o).contains("tests run"), "summary missing: {}", stderr(&o));
    assert!(!s.dir.join("data.reduced.json").exists());
}

#[test]
fn jobs_do_not_change_the_result() {
    let mut outputs = Vec::new();
    for jobs in ["1", "4"] {
        let (s, file) = Scratch::new("data.json");
        // The property looks for `needle`: plant it where the trigger was.
        let src = std::fs::read_to_string(&file).unwrap().replace("CRASH-ME", "needle");
        std::fs::write(&file, src).unwrap();
        let o = run(
            env!("CARGO_BIN_EXE_reduce-json"),
            &[os("--test"), e2e("needle-test.sh").as_os_str(), file.as_os_str(), os("-j"), os(jobs), os("-q")],
        );
        assert!(o.status.success(), "jobs {jobs}: {}", stderr(&o));
        outputs.push(std::fs::read(s.dir.join("data.reduced.json")).unwrap());
    }
    assert_eq!(outputs[0], outputs[1], "--jobs 1 and --jobs 4 differ");
    assert!(String::from_utf8_lossy(&outputs[0]).contains("needle"));
}

#[test]
fn timed_out_tests_are_killed_with_their_grandchildren() {
    let (s, file) = Scratch::new("small.json");
    let pids = s.dir.join("pids");
    std::fs::write(&pids, "").unwrap();
    let stats = s.dir.join("stats.json");
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .args([os("--test"), e2e("slow-test.sh").as_os_str(), file.as_os_str(), os("-j"), os("2"), os("-q")])
        .args([os("--timeout"), os("0.5"), os("--stats-json"), stats.as_os_str()])
        .env("PIDS_FILE", &pids)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let reduced = std::fs::read_to_string(s.dir.join("small.reduced.json")).unwrap();
    assert!(reduced.contains("needle") && reduced.contains("42"), "{reduced}");
    let json = std::fs::read_to_string(&stats).unwrap();
    assert!(json_field(&json, "timeouts") > 0, "{json}");
    let list = std::fs::read_to_string(&pids).unwrap();
    assert!(!list.trim().is_empty(), "the slow path never ran");
    for pid in list.split_whitespace() {
        // Gone, or a zombie waiting for a reaper (containers may lack one).
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat.rsplit_once(") ").map(|(_, r)| r.chars().next().unwrap_or('?'));
        let alive = matches!(state, Some(c) if c != 'Z' && c != 'X');
        assert!(!alive, "grandchild {pid} survived its test's timeout");
    }
}

#[test]
fn failing_original_is_reported() {
    let (s, file) = Scratch::new("small.json");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-json"),
        &[os("--test"), e2e("fail-test.sh").as_os_str(), file.as_os_str(), os("-q")],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("original input is not interesting"), "{err}");
    assert!(err.contains("exit status 3"), "{err}");
    assert!(err.contains("the compiler did not crash"), "stderr tail missing: {err}");
    assert!(!s.dir.join("small.reduced.json").exists());
}

#[test]
fn missing_script_and_parse_errors_are_clear() {
    let (s, file) = Scratch::new("broken.c");
    let missing = s.dir.join("nope.sh");
    let o = run(env!("CARGO_BIN_EXE_reduce-c"), &[os("--test"), missing.as_os_str(), file.as_os_str()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("does not exist"), "{}", stderr(&o));

    let o = run(
        env!("CARGO_BIN_EXE_reduce-c"),
        &[os("--test"), e2e("needle-test.sh").as_os_str(), file.as_os_str(), os("-q")],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("broken.c:3:") && err.contains("does not parse"), "no file:line:column: {err}");

    let o = run(
        env!("CARGO_BIN_EXE_reduce-c"),
        &[os("--test"), e2e("needle-test.sh").as_os_str(), file.as_os_str(), os("-q"), os("--on-parse-error=lines")],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("falling back to ddmin over lines"));
    let reduced = std::fs::read_to_string(s.dir.join("broken.reduced.c")).unwrap();
    assert_eq!(reduced, "    needle(x) +;\n");

    let o = run(
        env!("CARGO_BIN_EXE_reduce-c"),
        &[os("--test"), e2e("needle-test.sh").as_os_str(), file.as_os_str(), os("-q"), os("--on-parse-error=tokens")],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let reduced = std::fs::read_to_string(s.dir.join("broken.reduced.c")).unwrap();
    assert_eq!(reduced.trim(), "needle");
}

#[test]
fn in_place_saves_a_backup() {
    let (_s, file) = Scratch::new("small.json");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-json"),
        &[
            os("--test"),
            e2e("needle-test.sh").as_os_str(),
            file.as_os_str(),
            os("--in-place"),
            os("-q"),
            os("--bfs-free-chains"),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let mut orig = file.clone().into_os_string();
    orig.push(".orig");
    assert_eq!(std::fs::read(&orig).unwrap(), std::fs::read(e2e("small.json")).unwrap());
    let now = std::fs::read_to_string(&file).unwrap();
    // With free unit chains the search reaches the key string five levels down.
    assert_eq!(now.trim(), r#""needle""#);
}

#[test]
fn ctrl_c_keeps_the_best_result_and_exits_130() {
    let (s, file) = Scratch::new("small.json");
    let pids = s.dir.join("pids");
    let child = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .args([os("--test"), e2e("slow-test.sh").as_os_str(), file.as_os_str(), os("-j"), os("1"), os("-q")])
        .env("PIDS_FILE", &pids)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until a slow (hanging) test is running, then interrupt.
    let start = std::time::Instant::now();
    while std::fs::read_to_string(&pids).map_or(true, |s| s.trim().is_empty()) {
        assert!(start.elapsed().as_secs() < 20, "no slow test started");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let killed = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    let best = std::fs::read_to_string(s.dir.join("small.reduced.json")).unwrap();
    assert!(best.contains("needle") && best.contains("42"), "{best}");
    assert_eq!(std::fs::read(&file).unwrap(), std::fs::read(e2e("small.json")).unwrap());
}

#[test]
fn budgets_stop_early_with_a_valid_result() {
    let (s, file) = Scratch::new("data.json");
    let src = std::fs::read_to_string(&file).unwrap().replace("CRASH-ME", "needle");
    std::fs::write(&file, src).unwrap();
    let stats = s.dir.join("stats.json");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-json"),
        &[
            os("--test"),
            e2e("needle-test.sh").as_os_str(),
            file.as_os_str(),
            os("-q"),
            os("--max-tests"),
            os("3"),
            os("--stats-json"),
            stats.as_os_str(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let json = std::fs::read_to_string(&stats).unwrap();
    assert!(json.contains("\"stopped\": \"test budget"), "{json}");
    assert!(json_field(&json, "tests_run") <= 3, "{json}");
    let out = std::fs::read_to_string(s.dir.join("data.reduced.json")).unwrap();
    assert!(out.contains("needle"));
}

#[test]
fn deps_are_copied_into_the_test_directory() {
    let (s, file) = Scratch::new("small.json");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-json"),
        &[
            os("--test"),
            e2e("dep-test.sh").as_os_str(),
            file.as_os_str(),
            os("-q"),
            os("--deps"),
            e2e("words.txt").as_os_str(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // Perses's bounded search stops at the inner object; the substitution pass then puts
    // the key string, a node of another kind that the parser accepts as the document, in
    // the root's place.
    assert_eq!(std::fs::read_to_string(s.dir.join("small.reduced.json")).unwrap().trim(), r#""needle""#);
}

#[test]
fn save_temps_keeps_test_directories() {
    let (s, file) = Scratch::new("small.json");
    let tmp = s.dir.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .args([
            os("--test"),
            e2e("needle-test.sh").as_os_str(),
            file.as_os_str(),
            os("-q"),
            os("--save-temps"),
            os("--max-tests"),
            os("2"),
        ])
        .env("TMPDIR", &tmp)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    // One run folder, marked kept, holding the test directories.
    let runs: Vec<_> = std::fs::read_dir(&tmp).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(runs.len(), 1, "{runs:?}");
    assert!(runs[0].file_name().unwrap().to_string_lossy().starts_with("reducer-run-"), "{runs:?}");
    assert!(runs[0].join(".reducer-kept").is_file(), "{runs:?}");
    let kept: Vec<_> = std::fs::read_dir(&runs[0])
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|d| d.file_name().unwrap().to_string_lossy().starts_with("reducer-test-"))
        .collect();
    assert!(!kept.is_empty(), "no test directory kept");
    assert!(kept.iter().any(|d| d.join("small.json").is_file()), "{kept:?}");
}

#[test]
fn smt2_with_z3_property() {
    require_tool("z3");
    let (s, file) = Scratch::new("unsat.smt2");
    let out = s.dir.join("min.smt2");
    let o = run(
        env!("CARGO_BIN_EXE_reduce-smt2"),
        &[
            os("--test"),
            e2e("z3-unsat-test.sh").as_os_str(),
            file.as_os_str(),
            os("-j"),
            os("2"),
            os("-q"),
            os("-o"),
            out.as_os_str(),
        ],
    );
    assert!(o.status.success(), "reduce-smt2 failed: {}", stderr(&o));
    let reduced = std::fs::read_to_string(&out).unwrap();
    // The two contradicting bounds on x become one contradiction between constants: the
    // minimal term `0` replaces `x` (with its declaration gone, `(> 0 0)` is unsat).
    let words: Vec<&str> = reduced.split_whitespace().collect();
    assert_eq!(words.join(" "), "(assert (> 0 0)) (check-sat)", "{reduced}");
    assert!(!reduced.contains("distinct") && !reduced.contains("double") && !reduced.contains("push"), "{reduced}");
    // The output is still unsat according to z3 itself.
    let check = Command::new(e2e("z3-unsat-test.sh")).arg(&out).output().unwrap();
    assert!(check.status.success(), "reduced file is not unsat:\n{reduced}");
}
