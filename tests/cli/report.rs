//! `--report FILE.html` of a single-file run (issue 27, point 5): the page exists, has
//! one point per improvement and ends at the result's size, is written when the run is
//! interrupted, and is refused when FILE is an input or another output.

use std::ffi::OsStr;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const JSON: &str = env!("CARGO_BIN_EXE_reduce-json");
const C: &str = env!("CARGO_BIN_EXE_reduce-c");
const REDUCE: &str = env!("CARGO_BIN_EXE_reduce");

/// Interesting while it mentions "needle".
const SMALL: &str = "{\"a\": [1, 2, {\"needle\": 42}], \"b\": \"x\", \"c\": [true, false, null]}\n";

fn scratch() -> (tempfile::TempDir, PathBuf) {
    let t = tempfile::tempdir().unwrap();
    let d = t.path().to_path_buf();
    std::fs::create_dir(d.join("tmp")).unwrap();
    (t, d)
}

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

fn cmd(bin: &str, dir: &Path, args: &[&dyn AsRef<OsStr>]) -> Command {
    let mut c = Command::new(bin);
    c.args(args.iter().map(|a| a.as_ref()))
        .current_dir(dir)
        .env("TMPDIR", dir.join("tmp"))
        .env("STATE", dir)
        .stdin(Stdio::null());
    c
}

fn run(bin: &str, dir: &Path, args: &[&dyn AsRef<OsStr>]) -> Output {
    cmd(bin, dir, args).output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

/// The numbers of the report's rows of `class` (`improvement`, `result`): index,
/// seconds, tests, tokens, bytes.
fn rows(html: &str, class: &str) -> Vec<Vec<f64>> {
    let tag = format!("<tr class=\"{class}\">");
    html.split(&tag)
        .skip(1)
        .map(|row| {
            let row = &row[..row.find("</tr>").unwrap()];
            row.split("<td class=\"n\">")
                .skip(1)
                .map(|cell| cell[..cell.find("</td>").unwrap()].parse::<f64>().unwrap_or(-1.0))
                .collect()
        })
        .collect()
}

/// The `-v` lines of the improvements (`N/M tokens, B/M bytes (P% removed), ...`).
fn improvement_lines(err: &str) -> usize {
    err.lines().filter(|l| l.contains("% removed), ")).count()
}

#[test]
fn report_has_one_point_per_improvement_and_ends_at_the_result() {
    let (_t, d) = scratch();
    std::fs::write(d.join("bug.json"), SMALL).unwrap();
    script(&d, "t.sh", "grep -q needle \"$1\"");
    for (bin, format) in [(JSON, "original"), (REDUCE, "compact")] {
        let _ = std::fs::remove_file(d.join("r.html"));
        let o = run(
            bin,
            &d,
            &[&"--test", &"t.sh", &"bug.json", &"-j", &"1", &"-v", &"--format", &format, &"--report", &"r.html"],
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let html = read(&d.join("r.html"));
        let result = read(&d.join("bug.reduced.json"));
        assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"));
        assert!(!html.contains("<script") && !html.contains(" src=") && !html.contains("<link"), "self-contained");
        let improvements = rows(&html, "improvement");
        assert!(improvements.len() >= 2, "{html}");
        assert_eq!(improvements.len(), improvement_lines(&stderr(&o)), "{}", stderr(&o));
        // Sizes never grow, seconds and tests never go back.
        for w in improvements.windows(2) {
            assert!(w[1][1] >= w[0][1] && w[1][2] >= w[0][2] && w[1][4] <= w[0][4], "{w:?}");
        }
        let end = rows(&html, "result");
        assert_eq!(end.len(), 1);
        assert_eq!(end[0][4] as usize, result.len(), "the last point is the result");
        assert!(end[0][3] >= 1.0 && end[0][3] < 5.0, "tokens of `\"needle\"`: {:?}", end[0]);
        assert!(html.contains("<pre id=\"result\">&quot;needle&quot;"), "{html}");
        assert!(html.contains("id=\"size-time\"") && html.contains("id=\"size-tests\""));
        assert_eq!(html.matches("<polyline").count(), 4, "tokens and bytes over time and over tests");
        assert!(html.contains("<table id=\"passes\">") && html.contains("done: the result passed"), "{html}");
    }
}

#[test]
fn report_is_written_when_interrupted() {
    let (_t, d) = scratch();
    std::fs::write(d.join("bug.json"), SMALL).unwrap();
    // Candidates without the 42 hang until the run is interrupted.
    script(
        &d,
        "hang.sh",
        "if grep -q needle \"$1\" && grep -q 42 \"$1\"; then exit 0; fi\necho $$ >> \"$STATE/pids\"\nsleep 30",
    );
    let child = cmd(JSON, &d, &[&"--test", &"hang.sh", &"bug.json", &"-j", &"1", &"-q", &"--report", &"r.html"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while std::fs::read_to_string(d.join("pids")).map_or(true, |p| p.trim().is_empty()) {
        assert!(start.elapsed() < Duration::from_secs(20), "no hanging test started");
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap().success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    let html = read(&d.join("r.html"));
    let best = read(&d.join("bug.reduced.json"));
    assert!(best.contains("42"), "{best}");
    assert!(html.contains("interrupted: the best result so far"), "{html}");
    assert_eq!(rows(&html, "result")[0][4] as usize, best.len());
}

#[test]
fn report_colliding_with_an_input_or_output_is_refused() {
    let (_t, d) = scratch();
    std::fs::write(d.join("bug.json"), SMALL).unwrap();
    script(&d, "t.sh", "echo run >> \"$STATE/log\"; grep -q needle \"$1\"");
    std::fs::create_dir(d.join("sub")).unwrap();
    let cases: Vec<Vec<&dyn AsRef<OsStr>>> = vec![
        vec![&"--report", &"bug.json"],
        vec![&"--report", &"sub/../bug.json"],
        vec![&"--report", &"t.sh"],
        vec![&"--report", &"bug.reduced.json"],
        vec![&"-o", &"out.json", &"--report", &"out.json"],
        vec![&"--stats-json", &"s.json", &"--report", &"s.json"],
        vec![&"--in-place", &"--report", &"bug.json.orig"],
        vec![&"--in-place", &"--report", &"bug.json"],
    ];
    for args in cases {
        let mut all: Vec<&dyn AsRef<OsStr>> = vec![&"--test", &"t.sh", &"bug.json", &"-q"];
        all.extend(args);
        let o = run(JSON, &d, &all);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains("--report") && (err.contains("the same file") || err.contains("refusing")), "{err}");
    }
    assert!(!d.join("log").exists(), "a test ran");
    assert_eq!(read(&d.join("bug.json")), SMALL);
    // Several files at once have no report (yet): a usage error, before any test.
    std::fs::write(d.join("a.c"), "int a;\n").unwrap();
    let o = run(C, &d, &[&"--test", &"t.sh", &"a.c", &"bug.json", &"--report", &"r.html"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--report"), "{}", stderr(&o));
    assert!(!d.join("log").exists() && !d.join("r.html").exists());
}
