//! A crate outside the workspace uses the build.rs API exactly as a user would: one
//! grammar file, one `Builder` line in build.rs, one line of `main`; the resulting
//! binary checks files (through an input preprocessor bound with `Builder::preprocess`
//! and a lexer predicate bound with `Builder::hook`).
//! Then a broken grammar is reported through cargo with
//! file:line:col and a caret.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

const GRAMMAR: &str = "grammar arith;
program : statement* EOF ;
statement : ID '=' expr ';' ;
expr : expr ('*' | '/') expr | expr ('+' | '-') expr | '(' expr ')' | ID | NUM | REGEX ;
REGEX : '/' [a-z]+ '/' {this.regexPossible()}? ;
ID : [a-z]+ ;
NUM : [0-9]+ ;
WS : [ \\t\\r\\n]+ -> skip ;
";

#[test]
fn external_crate_builds_a_reducer_from_a_grammar() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let ws = workspace();
    write(
        &root.join("Cargo.toml"),
        &format!(
            "[package]\nname = \"arith-reducer\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n\n[dependencies]\nreducer-runtime = {{ path = {:?} }}\nreducer-cli = {{ path = {:?}, default-features = false }}\n\n[build-dependencies]\nreducer-gen = {{ path = {:?} }}\n",
            ws.join("reducer-runtime"),
            ws.join("reducer-cli"),
            ws.join("reducer-gen")
        ),
    );
    std::fs::copy(ws.join("Cargo.lock"), root.join("Cargo.lock")).unwrap();
    write(&root.join("arith.g4"), GRAMMAR);
    write(
        &root.join("build.rs"),
        "fn main() {\n    reducer_gen::Builder::new(\"arith.g4\").type_name(\"Arith\").preprocess(\"crate::lower\")\n        .hook(\"regexPossible\", \"crate::regex_possible\").build_or_exit();\n}\n",
    );
    write(
        &root.join("src/main.rs"),
        "mod arith {\n    include!(concat!(env!(\"OUT_DIR\"), \"/arith.rs\"));\n}\n\n/// The input preprocessor bound in build.rs: identifiers are case-insensitive.\npub fn lower(src: &[u8]) -> Vec<u8> {\n    src.to_ascii_lowercase()\n}\n\n/// The predicate bound in build.rs: after an operand, `/` divides.\npub fn regex_possible(cx: &reducer_runtime::lexer::LexCx) -> bool {\n    !matches!(cx.last_rule_name(), Some(\"ID\" | \"NUM\" | \"')'\"))\n}\n\nfn main() -> std::process::ExitCode {\n    reducer_cli::main::<arith::Arith>()\n}\n",
    );
    let target = ws.join("target/external-crate-test");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let build = || {
        Command::new(&cargo)
            .args(["build", "--quiet", "--offline"])
            .current_dir(root)
            .env("CARGO_TARGET_DIR", &target)
            .output()
            .unwrap()
    };
    let out = build();
    assert!(out.status.success(), "external crate failed to build:\n{}", String::from_utf8_lossy(&out.stderr));

    // Upper case only lexes after the preprocessor (`ID : [a-z]+`); `/a/` is a regular
    // expression only where the bound predicate allows one.
    write(&root.join("good.txt"), "X = 1 + 2 * (y - 3);\nz = X /a/ 2;\nw = /ab/;\n");
    write(&root.join("bad.txt"), "x = 1 + ;\n");
    let bin = target.join("debug/arith-reducer");
    let ok = Command::new(&bin).args(["--check", "good.txt"]).current_dir(root).output().unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let bad = Command::new(&bin).args(["--check", "good.txt", "bad.txt"]).current_dir(root).output().unwrap();
    assert!(!bad.status.success());
    let stdout = String::from_utf8_lossy(&bad.stdout);
    assert!(stdout.starts_with("bad.txt:1:9: unexpected `;`"), "{stdout}");

    // A grammar mistake fails the build with a readable diagnostic.
    write(&root.join("arith.g4"), &GRAMMAR.replace("ID '=' expr", "ID '=' exrp"));
    let out = build();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error: undefined rule `exrp`"), "{stderr}");
    assert!(stderr.contains("arith.g4:3:20"), "{stderr}");
    assert!(stderr.contains("^^^^"), "{stderr}");
}
