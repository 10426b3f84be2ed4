//! Batch mode (issue 17): `reduce_batch` in process and `reduce-json batch` with a
//! script: groups of identical results, distinct bugs never grouped, `--jobs 1` equals
//! `--jobs N`, joining earlier groups, the report files, the launcher, Ctrl-C.

use std::path::{Path, PathBuf};
use std::process::Command;

use reducer_runtime::batch::{reduce_batch, BatchInput, BatchOptions, BatchResult, InputStatus, SilentBatch};
use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducers::json::Json;

/// Inputs carrying one of three markers (three "bugs"), several per marker, with
/// different surroundings.
fn corpus() -> Vec<(String, Vec<u8>, &'static str)> {
    let shapes = [
        r#"{"name": "x", "items": [1, 2, "@", {"k": true}], "z": null}"#,
        r#"[{"q": [3, 4, 5]}, {"w": "@"}, 17]"#,
        r#"[1, [2, [3, ["@"]]]]"#,
        r#"{"a": {"b": {"c": ["@", false]}}, "d": [0.5, -2]}"#,
    ];
    let mut out = Vec::new();
    for marker in ["AAA", "BBB", "CCC"] {
        for (s, shape) in shapes.iter().enumerate() {
            out.push((format!("{marker}-{s}.json"), shape.replace('@', marker).into_bytes(), marker));
        }
    }
    // Interleave the bugs in input order (AAA-0, BBB-0, CCC-0, AAA-1, ...).
    out.sort_by_key(|(name, _, _)| name.chars().rev().collect::<String>());
    out
}

fn run(jobs: usize, join: bool, corpus: &[(String, Vec<u8>, &'static str)]) -> BatchResult {
    let inputs: Vec<BatchInput> =
        corpus.iter().map(|(n, b, _)| BatchInput { name: n.clone(), bytes: b.clone() }).collect();
    let options = BatchOptions { jobs, join, ..BatchOptions::default() };
    reduce_batch(
        Json::tables(),
        &inputs,
        |i| {
            let marker = corpus[i].2.as_bytes();
            Ok(FnProperty(move |c: &[u8]| c.windows(marker.len()).any(|w| w == marker)))
        },
        &options,
        &SilentBatch,
    )
}

fn fingerprint(r: &BatchResult) -> Vec<(Vec<u8>, Option<usize>, u64)> {
    r.inputs.iter().map(|x| (x.output.clone(), x.group, x.tests)).collect()
}

#[test]
fn identical_results_group_and_distinct_bugs_never_do() {
    let corpus = corpus();
    let r = run(2, false, &corpus);
    assert_eq!(r.groups.len(), 3, "three bugs, three groups: {:?}", r.groups);
    for g in &r.groups {
        let markers: std::collections::BTreeSet<&str> = g.members.iter().map(|&i| corpus[i].2).collect();
        assert_eq!(markers.len(), 1, "a group mixes bugs: {markers:?}");
        assert_eq!(g.members.len(), 4);
        let text = String::from_utf8_lossy(&g.program);
        assert!(text.contains(corpus[g.members[0]].2), "{text}");
    }
    for (i, x) in r.inputs.iter().enumerate() {
        assert_eq!(x.status, InputStatus::Reduced);
        assert!(x.tokens_after < x.tokens_before, "input {i} did not shrink");
        assert_eq!(x.final_check, Some(true));
        assert!(x.tests > 2);
    }
}

#[test]
fn jobs_do_not_change_the_result() {
    let corpus = corpus();
    let one = run(1, false, &corpus);
    let three = run(3, false, &corpus);
    assert_eq!(fingerprint(&one), fingerprint(&three));
    let programs =
        |r: &BatchResult| r.groups.iter().map(|g| (g.members.clone(), g.program.clone())).collect::<Vec<_>>();
    assert_eq!(programs(&one), programs(&three));
}

/// One slow input (a long array, every test sleeps) and three fast ones: with four
/// jobs the fast inputs finish early and give their slots to the slow one, whose tests
/// then run several at a time; never more than four tests run at once in all; the
/// results are those of one job.
#[test]
fn free_slots_go_to_the_inputs_still_running() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let slow: String = format!("[{}\"SLOW\"]", (0..60).map(|i| format!("{i}, ")).collect::<String>());
    let mut inputs = vec![BatchInput { name: "slow.json".into(), bytes: slow.into_bytes() }];
    for k in 0..3 {
        inputs.push(BatchInput { name: format!("fast{k}.json"), bytes: format!("[\"F{k}\"]").into_bytes() });
    }
    let markers: Vec<Vec<u8>> = vec![b"SLOW".to_vec(), b"F0".to_vec(), b"F1".to_vec(), b"F2".to_vec()];
    let running = AtomicUsize::new(0);
    let most = AtomicUsize::new(0);
    let run = |jobs: usize| {
        most.store(0, Ordering::SeqCst);
        let options = BatchOptions { jobs, ..BatchOptions::default() };
        reduce_batch(
            Json::tables(),
            &inputs,
            |i| {
                let (marker, running, most) = (markers[i].clone(), &running, &most);
                Ok(FnProperty(move |c: &[u8]| {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    if i == 0 {
                        std::thread::sleep(std::time::Duration::from_millis(3));
                    }
                    let v = c.windows(marker.len()).any(|w| w == marker.as_slice());
                    running.fetch_sub(1, Ordering::SeqCst);
                    v
                }))
            },
            &options,
            &SilentBatch,
        )
    };
    let one = run(1);
    assert_eq!(one.inputs[0].max_parallel_tests, 1);
    assert_eq!(most.load(Ordering::SeqCst), 1);
    let four = run(4);
    assert!(most.load(Ordering::SeqCst) <= 4, "more tests at once than --jobs: {}", most.load(Ordering::SeqCst));
    for x in &four.inputs {
        assert_eq!(x.status, InputStatus::Reduced, "{}", x.name);
    }
    // Four inputs, four workers: each input owns one slot; only slots the fast inputs
    // gave back let the slow one run more than one test at a time.
    assert!(
        four.inputs[0].max_parallel_tests > 1,
        "the slow input never used the freed slots (tests: {}, fast inputs' tests: {:?})",
        four.inputs[0].tests,
        four.inputs[1..].iter().map(|x| x.tests).collect::<Vec<_>>()
    );
    assert!(four.inputs[0].max_parallel_tests <= 4);
    assert_eq!(fingerprint(&one), fingerprint(&four), "the result depends on --jobs");
}

#[test]
fn later_waves_join_earlier_groups_deterministically() {
    let corpus = corpus();
    assert!(corpus.len() > reducer_runtime::batch::JOIN_WAVE, "needs a second wave");
    let plain = run(2, false, &corpus);
    let joined = run(2, true, &corpus);
    let joined4 = run(4, true, &corpus);
    assert_eq!(fingerprint(&joined), fingerprint(&joined4), "--join depends on --jobs");
    let wave2 = reducer_runtime::batch::JOIN_WAVE..corpus.len();
    let mut joins = 0;
    for i in wave2 {
        let x = &joined.inputs[i];
        if let InputStatus::Joined(leader) = x.status {
            joins += 1;
            assert!(leader < reducer_runtime::batch::JOIN_WAVE);
            assert_eq!(corpus[leader].2, corpus[i].2, "joined another bug's group");
            assert_eq!(x.output, joined.inputs[leader].output);
            assert!(x.tests < joined.inputs[leader].tests);
        }
    }
    assert!(joins > 0, "no input of the second wave joined a group");
    assert!(joined.tests_saved() > 0);
    // Same groups as reducing everything, fewer tests.
    assert_eq!(joined.groups.len(), plain.groups.len());
    let total = |r: &BatchResult| r.inputs.iter().map(|x| x.tests).sum::<u64>();
    assert!(total(&joined) < total(&plain), "{} vs {}", total(&joined), total(&plain));
}

// ---- the command line ----

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("batch-test-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn write_exec(path: &Path, text: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, text).expect("write script");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

/// The input folder (two bugs, nested folder) and a script that demands the
/// original's marker, found through `REDUCER_ORIGINAL`.
fn cli_setup(dir: &Path) -> (PathBuf, PathBuf) {
    let inputs = dir.join("in");
    std::fs::create_dir_all(inputs.join("sub")).expect("mkdir");
    for (name, bytes, marker) in corpus().into_iter().filter(|c| c.2 != "CCC") {
        let sub = if marker == "BBB" { "sub/" } else { "" };
        std::fs::write(inputs.join(format!("{sub}{name}")), bytes).expect("input");
    }
    let script = dir.join("test.sh");
    write_exec(
        &script,
        "#!/bin/sh\nbug=$(grep -o 'AAA\\|BBB' \"$REDUCER_ORIGINAL\" | head -1)\n[ -n \"$bug\" ] && grep -q \"$bug\" \"$1\"\n",
    );
    (inputs, script)
}

fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).expect("read dir") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            out.extend(snapshot(&p));
        } else {
            out.push((p.clone(), std::fs::read(&p).expect("read")));
        }
    }
    out.sort();
    out
}

fn batch(args: &[&std::ffi::OsStr]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_reduce-json")).arg("batch").args(args).output().expect("run reduce-json batch")
}

fn python_json(path: &Path, expr: &str) -> String {
    let code = format!("import json,sys\nr=json.load(open(sys.argv[1]))\nprint({expr})");
    let o = Command::new("python3").arg("-c").arg(code).arg(path).output().expect("python3 (apt python3)");
    assert!(o.status.success(), "report.json is not valid JSON: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).trim().to_string()
}

#[test]
fn cli_batch_writes_groups_and_reports_and_never_touches_inputs() {
    let dir = scratch("cli");
    let (inputs, script) = cli_setup(&dir);
    let before = snapshot(&inputs);
    let out1 = dir.join("out1");
    let out2 = dir.join("out2");
    for (out, jobs) in [(&out1, "1"), (&out2, "2")] {
        let o = batch(&[
            "--test".as_ref(),
            script.as_os_str(),
            "-o".as_ref(),
            out.as_os_str(),
            "-j".as_ref(),
            jobs.as_ref(),
            inputs.as_os_str(),
        ]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "batch failed: {err}");
        let table = String::from_utf8_lossy(&o.stdout);
        assert!(table.contains("8 inputs, 2 groups, 0 failed"), "{table}");
    }
    assert_eq!(snapshot(&inputs), before, "an input was modified");
    // Same programs, same groups, same report (but for times) for --jobs 1 and 2.
    let files = |out: &Path| -> Vec<(String, Vec<u8>)> {
        snapshot(out)
            .into_iter()
            .filter(|(p, _)| !p.ends_with("report.json") && !p.ends_with("report.html"))
            .map(|(p, b)| (p.strip_prefix(out).expect("under out").display().to_string(), b))
            .collect()
    };
    assert_eq!(files(&out1), files(&out2));
    let report = out1.join("report.json");
    assert_eq!(python_json(&report, "len(r['inputs']), len(r['groups'])"), "8 2");
    // Each group holds one bug, its program is the file in groups/, members point back.
    let check = "all(len({r['inputs'][m]['name'].split('/')[-1][:3] for m in g['members']})==1 and \
                 open(sys.argv[1].replace('report.json', g['file'])).read()==g['program'] and \
                 all(r['inputs'][m]['group']==g['group'] for m in g['members']) for g in r['groups'])";
    assert_eq!(python_json(&report, check), "True");
    assert_eq!(
        python_json(&report, "all(i['tokens_after'] < i['tokens_before'] and i['tests'] > 2 and len(i['history']) >= 2 for i in r['inputs'])"),
        "True"
    );
    let html = std::fs::read_to_string(out1.join("report.html")).expect("report.html");
    assert!(html.contains("Group 1: 4 members") && html.contains("Group 2: 4 members"), "{html}");
    assert!(html.contains("<svg") && html.contains("<polyline"), "no size chart");
    assert!(!html.contains("<script") && !html.contains("src="), "the report must be self-contained");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cli_batch_launcher_gives_the_same_bytes_and_cancels_through_it() {
    let dir = scratch("launcher");
    let (inputs, script) = cli_setup(&dir);
    let log = dir.join("launched.log");
    // A launcher like srun: runs the command, and on SIGTERM cancels it and says so.
    let launcher = dir.join("launch.sh");
    write_exec(
        &launcher,
        &format!(
            "#!/bin/sh\necho run >> {log}\ntrap 'echo cancelled >> {log}; kill $child; exit 143' TERM\n\"$@\" &\nchild=$!\nwait $child\n",
            log = log.display()
        ),
    );
    let local = dir.join("local");
    let remote = dir.join("remote");
    let work = dir.join("work");
    std::fs::create_dir_all(&work).expect("work dir");
    let common = |out: &Path| -> Vec<std::ffi::OsString> {
        vec![
            "--test".into(),
            script.clone().into(),
            "-o".into(),
            out.into(),
            "-j".into(),
            "2".into(),
            inputs.clone().into(),
        ]
    };
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-json")).arg("batch").args(common(&local)).output().expect("run");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let launcher_arg = format!("{} ", launcher.display());
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .arg("batch")
        .args(common(&remote))
        .args(["--launcher", &launcher_arg, "--work-dir"])
        .arg(&work)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let runs = std::fs::read_to_string(&log).expect("the launcher ran").lines().count();
    assert!(runs > 10, "only {runs} tests went through the launcher");
    assert_eq!(
        snapshot(&local.join("groups")).into_iter().map(|x| x.1).collect::<Vec<_>>(),
        snapshot(&remote.join("groups")).into_iter().map(|x| x.1).collect::<Vec<_>>()
    );
    assert_eq!(std::fs::read_dir(&work).expect("work dir").count(), 0, "candidate folders left in --work-dir");

    // A hung test: past --timeout the launcher gets SIGTERM (srun cancels its step on it).
    let hang = dir.join("hang.sh");
    write_exec(&hang, "#!/bin/sh\nif cmp -s \"$1\" \"$REDUCER_ORIGINAL\"; then exit 0; fi\nsleep 300\n");
    std::fs::write(&log, "").expect("reset log");
    let one = dir.join("one");
    std::fs::create_dir_all(&one).expect("mkdir");
    std::fs::write(one.join("x.json"), "[1, 2]").expect("input");
    let started = std::time::Instant::now();
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .arg("batch")
        .args(["--test".as_ref(), hang.as_os_str(), "-o".as_ref(), dir.join("hung").as_os_str()])
        .args(["--timeout", "1", "--max-tests", "2", "--launcher", &launcher_arg])
        .arg(&one)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(started.elapsed().as_secs() < 60);
    let text = std::fs::read_to_string(&log).expect("log");
    assert!(text.contains("cancelled"), "the launcher was never asked to cancel: {text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cli_batch_interrupted_keeps_best_so_far_and_exits_130() {
    let dir = scratch("sigint");
    let (inputs, _) = cli_setup(&dir);
    let slow = dir.join("slow.sh");
    write_exec(
        &slow,
        "#!/bin/sh\nsleep 0.2\nbug=$(grep -o 'AAA\\|BBB' \"$REDUCER_ORIGINAL\" | head -1)\ngrep -q \"$bug\" \"$1\"\n",
    );
    let before = snapshot(&inputs);
    let out = dir.join("out");
    let mut child = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .arg("batch")
        .args(["--test".as_ref(), slow.as_os_str(), "-o".as_ref(), out.as_os_str(), "-j".as_ref(), "2".as_ref()])
        .arg(&inputs)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn");
    std::thread::sleep(std::time::Duration::from_millis(2500));
    // SAFETY: plain syscall on our child.
    unsafe {
        libc_kill(child.id() as i32, 2);
    }
    let status = child.wait().expect("wait");
    assert_eq!(status.code(), Some(130));
    assert_eq!(snapshot(&inputs), before);
    assert_eq!(python_json(&out.join("report.json"), "r['interrupted']"), "True");
    // Every input has a file in reduced/, and each one still has its bug's marker.
    let reduced = snapshot(&out.join("reduced"));
    assert_eq!(reduced.len(), 8);
    for (path, bytes) in reduced {
        let marker = &path.file_name().expect("name").to_string_lossy()[4..7];
        assert!(String::from_utf8_lossy(&bytes).contains(marker), "{} lost its bug", path.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

extern "C" {
    #[link_name = "kill"]
    fn libc_kill(pid: i32, sig: i32) -> i32;
}

#[test]
fn single_file_mode_takes_the_launcher_too() {
    let dir = scratch("single");
    let (inputs, script) = cli_setup(&dir);
    let log = dir.join("launched.log");
    let launcher = dir.join("launch.sh");
    write_exec(&launcher, &format!("#!/bin/sh\necho run >> {}\nexec \"$@\"\n", log.display()));
    let input = inputs.join("AAA-1.json");
    let work = dir.join("work");
    std::fs::create_dir_all(&work).expect("work dir");
    let reduce = |out: &Path, launcher: Option<&Path>| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_reduce-json"));
        c.arg("--test").arg(&script).arg("-o").arg(out).arg("-q").arg(&input);
        if let Some(l) = launcher {
            c.arg("--launcher").arg(l).arg("--work-dir").arg(&work);
        }
        let o = c.output().expect("run reduce-json");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        std::fs::read(out).expect("output")
    };
    let local = reduce(&dir.join("local.json"), None);
    let launched = reduce(&dir.join("launched.json"), Some(&launcher));
    assert_eq!(local, launched);
    assert!(std::fs::read_to_string(&log).expect("the launcher ran").lines().count() > 5);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn output_folder_inside_an_input_folder_is_not_taken_as_input() {
    let dir = scratch("nested-out");
    let (inputs, script) = cli_setup(&dir);
    let out = inputs.join("triage");
    for _ in 0..2 {
        let o = batch(&["--test".as_ref(), script.as_os_str(), "-o".as_ref(), out.as_os_str(), inputs.as_os_str()]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let table = String::from_utf8_lossy(&o.stdout);
        assert!(table.contains("8 inputs, 2 groups"), "{table}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn group_key_ignores_layout_and_comments_even_outside_the_grammar() {
    use reducer_runtime::batch::group_key;
    use reducers::c::C;
    // Token-level results need not parse: `a = 1;` at file scope is such a program.
    let key = group_key(C::tables(), b"  a = 10000000000;\n");
    assert_eq!(key, group_key(C::tables(), b"a =10000000000; /* why */"));
    assert_eq!(key, b"a = 10000000000 ;".to_vec());
    assert_ne!(key, group_key(C::tables(), b"a = 10000000001;"));
    assert_ne!(group_key(C::tables(), b"f(){a<0<0;}"), group_key(C::tables(), b"f(){a<0<1;}"));
}
