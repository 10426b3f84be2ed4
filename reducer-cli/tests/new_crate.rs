//! A grammar author's first hour, outside the workspace: `reducer-gen new` writes a
//! crate that builds offline against this checkout and reduces its own example; then
//! the build reports what goes wrong where it went wrong (a broken imported grammar,
//! a wrong `.start(...)` in build.rs, a generated file that build.rs no longer writes);
//! and the README's "your own language" section runs as written.
//!
//! The crates share one target folder under `CARGO_TARGET_TMPDIR`, so the dependencies
//! are compiled once (about two minutes cold on two cores), not once per crate.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

fn checkout() -> PathBuf {
    std::fs::canonicalize(Path::new(env!("CARGO_MANIFEST_DIR")).join("..")).unwrap()
}

fn reducer_gen(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reducer-gen")).args(args).current_dir(dir).output().unwrap()
}

/// `cargo ARGS --offline` in `dir`, with the shared target folder.
fn cargo(dir: &Path, args: &[&str]) -> Output {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(args)
        .arg("--offline")
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target())
        .output()
        .unwrap()
}

fn target() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("external-crates")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// A split grammar: the parser names its lexer through tokenVocab, the lexer imports
/// its white space rule.
fn split_grammar(dir: &Path) -> PathBuf {
    write(&dir.join("Common.g4"), "lexer grammar Common;\nWS : [ \\t\\r\\n]+ -> skip ;\n");
    write(
        &dir.join("CalcLexer.g4"),
        "lexer grammar CalcLexer;\nimport Common;\nNUM : [0-9]+ ;\nPLUS : '+' ;\nSEMI : ';' ;\nLP : '(' ;\nRP : ')' ;\n",
    );
    let parser = dir.join("CalcParser.g4");
    write(
        &parser,
        "parser grammar CalcParser;\noptions { tokenVocab = CalcLexer; }\n\
         program : stmt* EOF ;\nstmt : expr SEMI ;\nexpr : term (PLUS term)* ;\nterm : NUM | LP expr RP ;\n",
    );
    parser
}

#[test]
fn new_crate_builds_reduces_and_reports_mistakes_where_they_are() {
    let tmp = tempfile::tempdir().unwrap();
    let grammar = split_grammar(&tmp.path().join("src"));
    let krate = tmp.path().join("calc");
    let o = reducer_gen(tmp.path(), &["new", "calc", "--grammar", grammar.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.starts_with("start rule `program`: the only rule ending in EOF\n"), "{err}");
    for file in ["Cargo.toml", "Cargo.lock", "build.rs", "src/main.rs", "README.md", "test.sh", "example.calc"] {
        assert!(krate.join(file).is_file(), "{file} missing: {err}");
    }
    for file in ["CalcParser.g4", "CalcLexer.g4", "Common.g4"] {
        assert!(krate.join("grammar").join(file).is_file(), "grammar/{file} missing: {err}");
    }
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap();
    assert!(manifest.contains(&format!("reducer-gen = {{ path = \"{}/reducer-gen\" }}", checkout().display())));

    let started = Instant::now();
    let o = cargo(&krate, &["build"]);
    assert!(o.status.success(), "the new crate does not build:\n{}", text(&o.stderr));
    eprintln!("new crate built in {:.1}s", started.elapsed().as_secs_f64());
    let bin = target().join("debug/calc");
    let o = Command::new(&bin).args(["--test", "test.sh", "example.calc"]).current_dir(&krate).output().unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    let example = std::fs::read(krate.join("example.calc")).unwrap();
    let reduced = std::fs::read(krate.join("example.reduced.calc")).unwrap();
    assert!(reduced.len() < example.len(), "{} -> {}", text(&example), text(&reduced));

    // A change to the imported grammar (read through tokenVocab, then import) reruns
    // build.rs; a missing `;` is reported at the gap.
    let common = krate.join("grammar/Common.g4");
    let good = std::fs::read_to_string(&common).unwrap();
    write(&common, &good.replace("skip ;", "skip"));
    let o = cargo(&krate, &["build"]);
    let err = text(&o.stderr);
    assert!(!o.status.success(), "{err}");
    assert!(err.contains("error: missing `;` after rule `WS`?"), "{err}");
    assert!(err.contains("--> grammar/Common.g4:2:24"), "{err}");
    write(&common, &good);

    // A start name that is no rule: reported at the call in build.rs, with a suggestion.
    let build_rs = std::fs::read_to_string(krate.join("build.rs")).unwrap();
    let line = build_rs.lines().position(|l| l.contains(".start(")).unwrap() + 1;
    let column = build_rs.lines().nth(line - 1).unwrap().find("\"program\"").unwrap() + 1;
    write(&krate.join("build.rs"), &build_rs.replace(".start(\"program\")", ".start(\"prog\")"));
    let o = cargo(&krate, &["build"]);
    let err = text(&o.stderr);
    assert!(!o.status.success(), "{err}");
    assert!(err.contains("error: start rule `prog` is not a parser rule of `grammar/CalcParser.g4`"), "{err}");
    assert!(err.contains(&format!("--> build.rs:{line}:{column}")), "{err}");
    assert!(err.contains(".start(\"prog\")\n    |                ^^^^^^"), "{err}");
    assert!(err.contains("= note: did you mean `program`?"), "{err}");

    // build.rs now builds another grammar, with no rule ending in EOF: the start rule is
    // a warning, and the file main.rs still includes (left in OUT_DIR by the earlier
    // run) fails to compile instead of being used.
    write(&krate.join("grammar/sum.g4"), "grammar sum;\nexpr : NUM ('+' NUM)* ;\nNUM : [0-9]+ ;\nWS : ' ' -> skip ;\n");
    write(
        &krate.join("build.rs"),
        "fn main() {\n    reducer_gen::Builder::new(\"grammar/sum.g4\").type_name(\"Calc\").build_or_exit();\n}\n",
    );
    let o = cargo(&krate, &["build"]);
    let err = text(&o.stderr);
    assert!(!o.status.success(), "a stale generated file was compiled:\n{err}");
    assert!(err.contains("start rule `expr`: the first rule, since no rule ends in EOF"), "{err}");
    assert!(
        err.contains("stale generated file: the build script no longer generates it from grammar/CalcParser.g4"),
        "{err}"
    );
    let main_rs = std::fs::read_to_string(krate.join("src/main.rs")).unwrap();
    write(&krate.join("src/main.rs"), &main_rs.replace("/CalcParser.rs", "/sum.rs"));
    let o = cargo(&krate, &["build"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    write(&krate.join("sum.txt"), "1 + 2");
    let o = Command::new(&bin).args(["--check", "sum.txt"]).current_dir(&krate).output().unwrap();
    assert!(o.status.success(), "{}{}", text(&o.stdout), text(&o.stderr));
}

/// `new` without building: crates.io versions, a BNF grammar (whose example parses and
/// is interesting to its script), and the mistakes it refuses.
#[test]
fn new_writes_version_dependencies_and_bnf_crates() {
    let tmp = tempfile::tempdir().unwrap();
    let bnf = tmp.path().join("ab.bnf");
    write(&bnf, "%grammar ab\n%start <list>\n<item> ::= 'a' | 'b' <item>\n<list> ::= <item> (',' <item>)*\n");
    let o = reducer_gen(tmp.path(), &["new", "ab", "--grammar", "ab.bnf", "--deps", "version"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).starts_with("start rule `list`: `%start`\n"), "{}", text(&o.stderr));
    let krate = tmp.path().join("ab");
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap();
    assert!(manifest.contains(&format!("reducer-gen = \"{}\"", env!("CARGO_PKG_VERSION"))), "{manifest}");
    assert!(!krate.join("Cargo.lock").exists());
    let o = reducer_gen(&krate, &["parse", "grammar/ab.bnf", "example.ab"]);
    assert!(o.status.success(), "{}{}", text(&o.stdout), text(&o.stderr));
    assert!(Command::new("./test.sh").arg("example.ab").current_dir(&krate).status().unwrap().success());

    let o = reducer_gen(tmp.path(), &["new", "ab", "--grammar", "ab.bnf"]);
    assert!(text(&o.stderr).contains("`ab` exists and is not empty"), "{}", text(&o.stderr));
    let o = reducer_gen(tmp.path(), &["new", "2ab", "--grammar", "ab.bnf"]);
    assert!(text(&o.stderr).contains("`2ab` is not a crate name"), "{}", text(&o.stderr));
    let o = reducer_gen(tmp.path(), &["new", "x", "--grammar", "ab.bnf", "--start", "lst"]);
    assert!(text(&o.stderr).contains("did you mean `list`?"), "{}", text(&o.stderr));
    assert!(!tmp.path().join("x").exists());
}

/// The README's "A reducer for your own language": every file shown (a block whose
/// first or second line is a comment naming `mylang/...`) is written, then every `sh`
/// block runs, in order, as one script. Only the checkout's place (`../reducers`) is
/// replaced, and the checkout's Cargo.lock is copied so that the build is offline.
#[test]
fn readme_own_language_section_runs_as_written() {
    let readme = std::fs::read_to_string(checkout().join("README.md")).unwrap();
    let start = readme.find("\n## A reducer for your own language\n").expect("the section");
    let section = &readme[start + 1..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |e| e + 3)];
    let tmp = tempfile::tempdir().unwrap();
    let mut script = String::from("set -e\n");
    let (mut files, mut blocks) = (0, 0);
    let mut lines = section.lines();
    while let Some(line) = lines.next() {
        let Some(lang) = line.strip_prefix("```") else {
            assert!(!line.starts_with("    "), "an indented command the test does not run: {line}");
            continue;
        };
        let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        let name = body.iter().take(2).find_map(|l| {
            let rest = l.strip_prefix("# ").or_else(|| l.strip_prefix("// "))?;
            let word = rest.split_whitespace().next()?.trim_end_matches(':');
            word.starts_with("mylang/").then_some(word)
        });
        match name {
            Some(name) => {
                let mut content = body.join("\n") + "\n";
                if name.ends_with("Cargo.toml") {
                    content = content.replace("../reducers/", &format!("{}/", checkout().display()));
                }
                write(&tmp.path().join(name), &content);
                files += 1;
            }
            None => {
                assert_eq!(lang, "sh", "a block that is neither a file nor commands");
                script.push_str(&(body.join("\n") + "\n"));
                blocks += 1;
            }
        }
    }
    assert!(files >= 6 && blocks >= 1, "{files} files, {blocks} command blocks");
    std::fs::copy(checkout().join("Cargo.lock"), tmp.path().join("mylang/Cargo.lock")).unwrap();
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_reducer-gen")).parent().unwrap();
    let path = format!("{}:{}", bin_dir.display(), std::env::var("PATH").unwrap_or_default());
    let o = Command::new("sh")
        .args(["-c", &script])
        .current_dir(tmp.path())
        .env("PATH", path)
        .env("CARGO_TARGET_DIR", target())
        .env("CARGO_NET_OFFLINE", "true")
        .output()
        .unwrap();
    assert!(o.status.success(), "the README's commands failed:\n{script}\n{}{}", text(&o.stdout), text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("ACCEPT bug.txt"), "{out}");
    let bug = std::fs::read_to_string(tmp.path().join("mylang/bug.txt")).unwrap();
    for reduced in ["mylang/bug.reduced.txt", "mylang/small.txt"] {
        let reduced = std::fs::read_to_string(tmp.path().join(reduced)).unwrap();
        assert!(reduced.len() < bug.len() && reduced.contains('*'), "{reduced}");
    }
    assert!(tmp.path().join("calc/build.rs").is_file());
}
