//! The committed `generated-examples/` compile against the runtime and work: they are
//! included here as modules and used to parse real inputs.

mod json_example {
    include!("../../generated-examples/json.rs");
}

mod toy_c_example {
    include!("../../generated-examples/toy_c.rs");
}

use reducer_runtime::language::Language;

#[test]
fn json_example_parses_and_rejects() {
    let t = json_example::Json::tables();
    let doc = t.parse(br#"{"a": [1, 2.5e3, true, null], "b": {"c": "\u00e9"}}"#).expect("valid JSON parses");
    assert_eq!(doc.tokens.parser_len(), 21);
    let err = t.parse(b"{\"a\": [1, 2,]}").unwrap_err();
    assert_eq!((err.line, err.column), (1, 13), "{err}");
    assert_eq!(json_example::Kind::from_id(0), Some(json_example::Kind::EOF));
}

#[test]
fn toy_c_example_parses_the_papers_figure_1a_style_program() {
    let t = toy_c_example::ToyC::tables();
    let program =
        b"int main() {\n  int a = 1;\n  if (a < 2) if (a == 1) { printf(\"Hello world!\\n\"); }\n  return a;\n}\n";
    let doc = t.parse(program).expect("toy C program parses");
    let root = doc.tree.root;
    assert_eq!(t.symbol_name(doc.tree.node(root).kind), "func_def");
    assert!(t.parse(b"int main() { if (a) }").is_err());
}

/// BENCHMARKS.md is generated from the committed raw results: it must be what
/// `bench/tables.py` prints (regenerate with `python3 bench/tables.py > BENCHMARKS.md`).
#[test]
fn benchmarks_md_is_what_the_generator_prints() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = std::process::Command::new("bash")
        .arg(root.join("bench/check-tables.sh"))
        .output()
        .expect("run bench/check-tables.sh (needs bash and python3)");
    assert!(
        o.status.success(),
        "BENCHMARKS.md is stale: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}
