//! T-Rec end to end: `reduce-c` with gcc as the property, with and without
//! canonicalization, on a program whose names and constants do not matter.

use std::path::{Path, PathBuf};
use std::process::Command;

fn e2e(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e").join(name)
}

fn json_field(json: &str, key: &str) -> i64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().expect("number")
}

/// Reduces `tests/e2e/checksum.c`; returns the output and its statistics.
fn reduce(extra: &[&str]) -> (String, String) {
    let dir = std::env::temp_dir().join(format!("trec-e2e-{}-{}", std::process::id(), extra.len()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("checksum.c");
    std::fs::copy(e2e("checksum.c"), &input).unwrap();
    let (out, stats) = (dir.join("out.c"), dir.join("stats.json"));
    let o = Command::new(env!("CARGO_BIN_EXE_reduce-c"))
        .arg("--test")
        .arg(e2e("div-zero-test.sh"))
        .arg(&input)
        .args(["-j", "2", "-q", "-o"])
        .arg(&out)
        .arg("--stats-json")
        .arg(&stats)
        .args(extra)
        .output()
        .expect("run reduce-c");
    assert!(o.status.success(), "reduce-c {extra:?} failed: {}", String::from_utf8_lossy(&o.stderr));
    let result = (std::fs::read_to_string(&out).unwrap(), std::fs::read_to_string(&stats).unwrap());
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn non_whitespace(s: &str) -> usize {
    s.chars().filter(|c| !c.is_whitespace()).count()
}

#[test]
fn canonicalization_gives_fewer_bytes_and_no_more_tokens_with_gcc() {
    let ok = Command::new("gcc").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    assert!(ok, "this test needs gcc");
    // Perses with and without T-Rec (the passes beyond Perses would leave little to
    // compare).
    let (plain, plain_stats) = reduce(&["--perses-only", "--no-canonicalize"]);
    let (canon, canon_stats) = reduce(&["--perses-only"]);
    assert!(
        non_whitespace(&canon) < non_whitespace(&plain),
        "T-Rec did not shrink the result:\n--- with:\n{canon}\n--- without:\n{plain}"
    );
    assert!(json_field(&canon_stats, "tokens_after") <= json_field(&plain_stats, "tokens_after"));
    assert!(json_field(&canon_stats, "replaced") >= 1, "{canon_stats}");
    // The long names are gone; the type name that matters (`uint64_t`) is kept.
    assert!(!canon.contains("mix_checksum_value") && !canon.contains("intermediate_result"), "{canon}");
    assert!(plain.contains("/ 0") || plain.contains("/0"));
    for out in [&plain, &canon] {
        let check = std::env::temp_dir().join(format!("trec-e2e-check-{}", std::process::id()));
        std::fs::create_dir_all(&check).unwrap();
        std::fs::write(check.join("c.c"), out).unwrap();
        let st = Command::new("sh").arg(e2e("div-zero-test.sh")).arg("c.c").current_dir(&check).status().unwrap();
        let _ = std::fs::remove_dir_all(&check);
        assert!(st.success(), "the result does not pass the property:\n{out}");
    }
}
