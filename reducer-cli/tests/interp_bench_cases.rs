//! The cases of `tests/bench/interp-bench.sh` (`tests/bench/interp/<case>/`): each
//! meta.json names its input, language, grammars-v4 grammar files and start rule, and
//! the input parses in interpreted mode with exactly those (grammars read from
//! `../shared/grammars-v4`, unmodified). The reductions themselves run in the benchmark,
//! not here: they need CPython, Node and luac and take minutes.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The string value(s) of `key` in a meta.json: one string, or an array of strings.
/// (The fields read here hold no escaped quotes; the workspace has no JSON crate.)
fn strings(json: &str, key: &str) -> Vec<String> {
    let at = json.find(&format!("\"{key}\":")).unwrap_or_else(|| panic!("no {key} in {json}"));
    let rest = json[at + key.len() + 3..].trim_start();
    let value =
        if rest.starts_with('[') { &rest[..rest.find(']').unwrap()] } else { rest.split(['\n', ',']).next().unwrap() };
    value.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

#[test]
fn every_interp_bench_case_parses_with_its_grammar() {
    let v4 = reducer_testdata::grammars_v4();
    let cases = root().join("tests/bench/interp");
    let mut names: Vec<_> = std::fs::read_dir(&cases)
        .unwrap_or_else(|e| panic!("{}: {e}", cases.display()))
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    let mut languages = Vec::new();
    for dir in &names {
        let meta = std::fs::read_to_string(dir.join("meta.json")).unwrap();
        let file = dir.join(&strings(&meta, "file")[0]);
        assert!(file.is_file(), "{}", file.display());
        let test = dir.join("test.sh");
        assert!(test.is_file(), "{}", test.display());
        let start = &strings(&meta, "start")[0];
        let grammars: Vec<PathBuf> = strings(&meta, "grammar").iter().map(|g| v4.join(g)).collect();
        assert!(!grammars.is_empty(), "{}: no grammar files", dir.display());
        let out = Command::new(env!("CARGO_BIN_EXE_reducer-gen"))
            .arg("parse")
            .args(["--start", start.as_str()])
            .args(&grammars)
            .arg(&file)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.starts_with("ACCEPT "),
            "{}: {stdout}{}",
            dir.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        languages.push(strings(&meta, "language")[0].clone());
    }
    languages.sort();
    languages.dedup();
    assert_eq!(languages, ["javascript", "lua", "python"], "one case at least per language of issue 13");
}
