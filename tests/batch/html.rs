//! The batch report opened in a real headless browser (apt `chromium`): the page renders
//! from the file alone (a dead proxy makes any network fetch fail) and shows the
//! groups, their programs and one size line per input.

use std::path::Path;
use std::process::Command;

fn write_exec(path: &Path, text: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, text).expect("write script");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

#[test]
fn html_report_renders_the_groups_in_headless_chromium() {
    let chromium = ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| {
            Command::new("sh").arg("-c").arg(format!("command -v {c}")).output().is_ok_and(|o| o.status.success())
        })
        .expect("this test needs chromium (apt-get install chromium)");
    let dir = std::env::temp_dir().join(format!("batch-html-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let inputs = dir.join("in");
    std::fs::create_dir_all(&inputs).expect("mkdir");
    std::fs::write(inputs.join("a1.json"), r#"{"x": [1, "AAA", true]}"#).expect("input");
    std::fs::write(inputs.join("a2.json"), r#"[[2], {"k": "AAA"}]"#).expect("input");
    std::fs::write(inputs.join("b1.json"), r#"{"y": ["<b>BBB</b>", null]}"#).expect("input");
    let script = dir.join("test.sh");
    write_exec(
        &script,
        "#!/bin/sh\nbug=$(grep -o 'AAA\\|<b>BBB' \"$REDUCER_ORIGINAL\" | head -1)\ngrep -q \"$bug\" \"$1\"\n",
    );
    let out = dir.join("out");
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-json"))
        .arg("batch")
        .arg("--test")
        .arg(&script)
        .arg("-o")
        .arg(&out)
        .arg("-q")
        .arg(&inputs)
        .output()
        .expect("run reduce-json batch");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let url = format!("file://{}", out.join("report.html").display());
    let browse = |extra: &[String]| {
        Command::new(chromium)
            .args(["--headless", "--no-sandbox", "--disable-gpu", "--proxy-server=127.0.0.1:9"])
            .arg(format!("--user-data-dir={}", dir.join("profile").display()))
            .args(extra)
            .arg(&url)
            .output()
            .expect("run chromium")
    };
    let dom = browse(&["--dump-dom".to_string()]);
    assert!(dom.status.success(), "chromium failed: {}", String::from_utf8_lossy(&dom.stderr));
    let dom = String::from_utf8_lossy(&dom.stdout).into_owned();
    assert!(dom.contains("Group 1: 2 members"), "{dom}");
    assert!(dom.contains("Group 2: 1 member,"), "{dom}");
    // The programs, escaped as text (the `<b>` of input b1 is not markup).
    assert!(dom.contains("&lt;b&gt;BBB"), "{dom}");
    assert!(!dom.contains("<b>BBB"), "program text became markup");
    assert_eq!(dom.matches("<polyline").count(), 3, "one size line per input");
    let shot = dir.join("shot.png");
    let o = browse(&[format!("--screenshot={}", shot.display()), "--window-size=1000,1200".to_string()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let png = std::fs::read(&shot).expect("screenshot");
    assert!(png.starts_with(b"\x89PNG") && png.len() > 10_000, "blank screenshot");
    let _ = std::fs::remove_dir_all(&dir);
}
