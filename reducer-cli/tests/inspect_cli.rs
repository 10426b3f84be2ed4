//! `reducer-gen inspect` runs on every shipped grammar and shows the PNF, shapes and
//! subsume relation; bad invocations and bad grammars are clear errors.

use std::path::Path;
use std::process::Command;

fn inspect(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_reducer-gen")).args(args).output().unwrap()
}

#[test]
fn inspect_runs_on_the_shipped_grammars() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    for (grammar, start, rule) in [
        ("json.g4", "json", "<value> ::="),
        ("smtlib2.g4", "script", "<command>"),
        ("c.g4", "compilationUnit", "<statement>"),
    ] {
        let path = root.join("grammars").join(grammar);
        let out = inspect(&["inspect", path.to_str().unwrap(), "--start", start]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{grammar}: {}", String::from_utf8_lossy(&out.stderr));
        for section in
            ["== tokens", "== Perses Normal Form", "== shapes", "== subsume relation", "== minimal sentences"]
        {
            assert!(text.contains(section), "{grammar}: missing {section}");
        }
        assert!(text.contains(rule), "{grammar}: no {rule} in the PNF");
        assert!(text.contains("star (*)"), "{grammar}: no * rule");
    }
    // The minimal sentences the substitution pass uses, as the generated table has them.
    let c = inspect(&["inspect", root.join("grammars/c.g4").to_str().unwrap(), "--start", "compilationUnit"]);
    let text = String::from_utf8_lossy(&c.stdout);
    for line in ["<expression>: 0 (1 tokens)", "<statement>: ; (1 tokens)", "<compoundStatement>: {} (2 tokens)"] {
        assert!(text.lines().any(|l| l == line), "no `{line}` in the minimal sentences");
    }
}

#[test]
fn inspect_reports_errors_clearly() {
    let out = inspect(&[]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("Usage: reducer-gen <COMMAND>"));
    let dir = tempfile_dir();
    let bad = dir.join("bad.g4");
    std::fs::write(&bad, "grammar bad;\ns : t ;\n").unwrap();
    let out = inspect(&["inspect", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error: undefined rule `t`") && err.contains("bad.g4:2:5") && err.contains('^'), "{err}");
    let out = inspect(&["inspect", dir.join("missing.g4").to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.g4"));
}

fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("inspect-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn unhandled_hooks_are_errors_unless_ignore_actions() {
    let dir = tempfile_dir();
    let g = dir.join("hooked.g4");
    std::fs::write(&g, "grammar hooked;\ns : A+ EOF ;\nA : 'a' {this.check()}? ;\nWS : ' ' {count++;} -> skip ;\n")
        .unwrap();
    let out = inspect(&["inspect", g.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("predicate `this.check()` in lexer rule `A` has no hook") && err.contains("hooked.g4:3:9"),
        "{err}"
    );
    assert!(err.contains("action `count++;` in lexer rule `WS`") && err.contains("hooked.g4:4:10"), "{err}");
    let out = inspect(&["inspect", g.to_str().unwrap(), "--ignore-actions"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("ignored (--ignore-actions)"), "{text}");
}
