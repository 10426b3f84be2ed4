//! `grammars/rust.g4` construct by construct, and `reduce-rust` end to end.
//!
//! - Every fixture in `tests/corpus/rust/` (one file per construct group: literals, raw
//!   identifiers, comments, lifetimes, generics split, macros, attributes, blocks,
//!   let-else and let chains, closures, patterns, generics and where clauses, unsafe
//!   and extern, visibility, ranges, the struct-literal restriction, items,
//!   expressions) parses, and rustfmt accepts it (so the fixtures stay honest).
//! - Every file in `tests/corpus/rust/invalid/` is rejected by rustfmt and by us.
//! - The token source (`RustTokens`) is bound in the generated tables and in
//!   interpreted mode, and retypes joint `<`/`>` and a let-else's `else`.
//! - Random sentences of the grammar (before normalization) parse with the generated
//!   parser.
//! - In-process reductions, where a construct matters, end at its minimum; T-Rec turns
//!   `1_000_000_000_000u64` into `0` when the property allows.
//! - `reduce-rust` reduces a real program under a real rustc property (error E0308
//!   kept) to a result rustfmt accepts; the front door `reduce` takes `.rs` files.
//!
//! rustfmt and rustc must be installed (rustup's stable toolchain); the tests fail,
//! they do not skip, without them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};

fn tables() -> &'static GrammarTables<'static> {
    reducers::rust::Rust::tables()
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/rust")
}

fn rs_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("rs"))
        .collect();
    files.sort();
    files
}

/// rustfmt's verdict on `source` (edition 2024, read from stdin, run in the temporary
/// folder so that no `rustfmt.toml` applies): `Ok` or its messages.
fn rustfmt(source: &[u8]) -> Result<(), String> {
    use std::io::Write;
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout", "--color", "never"])
        .current_dir(std::env::temp_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run rustfmt ({e}): rustup component add rustfmt"));
    let _ = child.stdin.take().expect("stdin").write_all(source);
    let o = child.wait_with_output().expect("rustfmt runs");
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

#[test]
fn every_construct_fixture_parses_and_rustfmt_agrees() {
    let files = rs_files(&corpus());
    assert!(files.len() >= 18, "only {} fixtures", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("fixture");
        if let Err(e) = tables().parse(&src) {
            failures.push(format!("we reject {}:{}:{}: {}", path.display(), e.line, e.column, e.message));
        }
        if let Err(e) = rustfmt(&src) {
            failures.push(format!("rustfmt rejects {}: {e}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_file_is_rejected_by_both() {
    let files = rs_files(&corpus().join("invalid"));
    assert!(files.len() >= 15, "only {} invalid files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("invalid file");
        if tables().check(&src).is_ok() {
            failures.push(format!("we accept {}", path.display()));
        }
        if rustfmt(&src).is_ok() {
            failures.push(format!("rustfmt accepts {} (not an invalid file)", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parser's view of `src`: token names for the retyped kinds, texts otherwise.
fn view(src: &str) -> Vec<String> {
    let t = tables();
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| match t.symbol_name(tok.kind) {
            name @ ("GT_JOINT" | "LT_JOINT" | "LET_ELSE") => name.to_string(),
            _ => String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned(),
        })
        .collect()
}

#[test]
fn the_token_source_joins_angle_brackets_and_marks_let_else() {
    assert_eq!(view("a >> b"), ["a", "GT_JOINT", ">", "b"]);
    assert_eq!(view("a > > b"), ["a", ">", ">", "b"]);
    assert_eq!(view("a >>= b"), ["a", "GT_JOINT", "GT_JOINT", "=", "b"]);
    assert_eq!(view("a <= b"), ["a", "LT_JOINT", "=", "b"]);
    assert_eq!(view("V<V<u8>>"), ["V", "<", "V", "<", "u8", "GT_JOINT", ">"]);
    assert_eq!(view("let Some(x) = y else { z };")[7], "LET_ELSE");
    assert_eq!(view("if a { b } else { c }")[5], "else");
    // Lifetimes and characters by longest match; `'a'` is a character.
    let t = tables();
    let kinds = |s: &str| -> Vec<String> {
        let stream = t.lex(s.as_bytes()).expect("lexes");
        stream.parser_iter().map(|k| t.symbol_name(k.kind).to_string()).collect()
    };
    assert_eq!(kinds("'a 'a' '\\'' 'static '_"), ["LIFETIME", "CHAR_LITERAL", "CHAR_LITERAL", "LIFETIME", "LIFETIME"]);
    assert_eq!(
        kinds("r#type r#\"x\"# br##\"y\"## c\"z\""),
        ["RAW_IDENTIFIER", "RAW_STRING_LITERAL", "RAW_BYTE_STRING_LITERAL", "C_STRING_LITERAL"]
    );
    // Block comments nest: the whole line is one comment.
    assert!(kinds("/* a /* b */ c */").is_empty());
    // A tuple index pair is one float token; `1.` followed by a method is an integer.
    assert_eq!(kinds("t.0.1 1.max"), ["IDENTIFIER", "DOT", "FLOAT_LITERAL", "INTEGER_LITERAL", "DOT", "IDENTIFIER"]);
}

/// Interpreted mode binds the same token source: the grammar names it as `superClass`.
#[test]
fn interpreted_mode_binds_the_token_source() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/rust.g4");
    let options = reducer_gen::Options { start: Some("crate".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("rust.g4 compiles");
    assert_eq!(compiled.builtin_hooks.token_source.as_deref(), Some("hooks::rust_tokens::token_source"));
    assert!(reducer_runtime::hooks::by_path("hooks::rust_tokens::token_source").is_some());
    assert!(tables().hooks.token_source.is_some());
}

/// Random sentences of the grammar (before normalization) parse with the generated
/// parser as token sequences.
#[test]
fn random_sentences_parse() {
    use reducer_gen::testkit::{random_sentences, Bnf};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/rust.g4");
    let options = reducer_gen::Options { start: Some("crate".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("rust.g4 compiles");
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let sentences = random_sentences(&bnf, 42, 150, 80);
    assert!(sentences.len() >= 75, "only {} sentences", sentences.len());
    for sentence in &sentences {
        let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
        let parsed = reducer_runtime::parser::parse(&tables().parser, &kinds)
            .unwrap_or_else(|e| panic!("the generated parser rejects {sentence:?}: {e}"));
        let leaves = parsed.tree.leaves(parsed.tree.root);
        assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>());
    }
}

/// The lexer, the token source and the parser never panic, whatever the input:
/// mutants of every fixture (a random byte range deleted, or a random byte inserted,
/// where raw strings, nested comments, lifetimes and generics break) parse or fail
/// with an error.
#[test]
fn broken_input_is_an_error_not_a_panic() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let mut checked = 0;
    for path in rs_files(&corpus()) {
        let src = std::fs::read(&path).expect("fixture");
        for _ in 0..40 {
            let mut m = src.clone();
            if next(2) == 0 {
                let at = next(m.len());
                let len = next(40).min(m.len() - at);
                m.drain(at..at + len);
            } else {
                let at = next(m.len() + 1);
                m.insert(at, b"<>'\"#/*{}r!=\xff"[next(13)]);
            }
            let _ = tables().check(&m);
            checked += 1;
        }
    }
    assert!(checked >= 700, "only {checked} mutants");
}

/// Names of the parser tokens of `src` (after the token source); `None` when it does
/// not parse.
fn parsed_kinds(src: &[u8]) -> Option<Vec<String>> {
    let t = tables();
    t.check(src).ok()?;
    let stream = t.lex(src).ok()?;
    Some(stream.parser_iter().map(|k| t.symbol_name(k.kind).to_string()).collect())
}

/// Reduces `src` in process under `keep` (only asked about programs that parse).
fn reduce_keeping(src: &str, keep: impl Fn(&[u8], &[String]) -> bool + Sync) -> String {
    let prop = FnProperty(move |c: &[u8]| parsed_kinds(c).is_some_and(|k| keep(c, &k)));
    let r = reduce(tables(), src.as_bytes(), &prop, &ReduceOptions::default()).expect("reduces");
    String::from_utf8(r.output).expect("UTF-8")
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(corpus().join(name)).expect("fixture")
}

/// `s` without white space (the printer keeps the input's spacing, so compare tokens).
fn compact(s: &str) -> String {
    s.split_whitespace().collect()
}

/// `>>` closing two generic lists: the minimum is a type with two nested lists.
#[test]
fn nested_generics_reduce_to_two_lists_closed_by_a_joint_token() {
    let out =
        reduce_keeping(&fixture("generics_split.rs"), |_, k| k.windows(2).any(|w| w[0] == "GT_JOINT" && w[1] == "GT"));
    // The printer may put a space before a joint `>` (it asks the lexer alone whether
    // neighbours merge), so compare without white space.
    assert_eq!(compact(&out), "fna()->a<a<>>;", "got:\n{out}");
}

/// A let-else survives as the smallest let-else (a literal pattern and value).
#[test]
fn let_else_reduces_to_the_smallest_let_else() {
    let out = reduce_keeping(&fixture("let_else_chains.rs"), |_, k| k.iter().any(|n| n == "LET_ELSE"));
    assert_eq!(compact(&out), "fna(){let0=0else{};}", "got:\n{out}");
}

/// A macro_rules! definition with two rules keeps two empty rules (the definition, not
/// an invocation of a macro named `macro_rules`).
#[test]
fn macro_rules_reduces_to_its_rules() {
    let out = reduce_keeping(&fixture("macros.rs"), |_, k| {
        let defined = k.windows(3).any(|w| w[0] == "MACRO_RULES" && w[1] == "NOT" && w[2] == "IDENTIFIER");
        defined && k.iter().filter(|n| *n == "FATARROW").count() >= 2
    });
    // Braces need no `;` after them: with the lists pass the braced form survives.
    assert_eq!(compact(&out), "macro_rules!a{()=>();()=>()}", "got:\n{out}");
}

/// A lifetime and a character literal side by side: both stay, everything else goes.
#[test]
fn lifetimes_and_characters_stay_apart() {
    let out = reduce_keeping(&fixture("lifetimes.rs"), |_, k| {
        k.iter().any(|n| n == "LIFETIME") && k.iter().any(|n| n == "CHAR_LITERAL")
    });
    let kinds = parsed_kinds(out.as_bytes()).expect("parses");
    assert!(kinds.len() <= 12, "{} tokens:\n{out}", kinds.len());
}

/// T-Rec on the lexer rules: INTEGER_LITERAL's first string in T-Rec's order is `0`
/// (its suffix is an optional part, its digits a loop; Algorithm 2 tries the rule's
/// first strings before shortening along the lex tree), so `1_000_000_000_000u64`
/// becomes `0` when the property only needs an integer there;
/// `2.5e10f64` becomes the float rule's first string in T-Rec's order (`0e0`: `e`
/// comes before `.`). Perses alone, then Perses and T-Rec, without the passes beyond
/// Perses (whose substitution would put the minimal sentence `0` there first).
#[test]
fn trec_canonicalizes_number_literals() {
    let src = "const BIG: u64 = 1_000_000_000_000u64;\nconst F: f64 = 2.5e10f64;\n";
    let prop = FnProperty(|c: &[u8]| {
        parsed_kinds(c).is_some_and(|k| {
            k.iter().filter(|n| *n == "INTEGER_LITERAL").count() == 1 && k.iter().any(|n| n == "FLOAT_LITERAL")
        })
    });
    let perses = ReduceOptions { beyond_perses: false, ..Default::default() };
    let r = reduce(tables(), src.as_bytes(), &prop, &perses).expect("reduces");
    let out = String::from_utf8_lossy(&r.output);
    assert_eq!(compact(&out), "consta:a=0;consta:a=0e0;", "got:\n{out}");
    // Algorithm 2: the rule's first strings (`0`, `0e0`) replace both literals at once.
    assert!(r.stats.trec.replaced >= 2, "{:?}", r.stats.trec);
    let plain =
        reduce(tables(), src.as_bytes(), &prop, &ReduceOptions { canonicalize: false, ..perses }).expect("reduces");
    let plain = String::from_utf8_lossy(&plain.output);
    assert!(plain.contains("1_000_000_000_000u64") && plain.contains("2.5e10f64"), "without T-Rec:\n{plain}");
}

/// A scratch directory removed on drop.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir =
            std::env::temp_dir().join(format!("rust-e2e-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch { dir }
    }

    fn write(&self, name: &str, text: &str, executable: bool) -> PathBuf {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("write");
        if executable {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        }
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn json_field(json: &str, key: &str) -> i64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().expect("number")
}

/// The front door `reduce` knows Rust by its extension.
#[test]
fn the_front_door_picks_rust_by_extension() {
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--list-languages").output().expect("run reduce");
    let list = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && list.lines().any(|l| l.starts_with("rust ") && l.contains(".rs")), "{list}");
    let s = Scratch::new();
    let good = s.write("good.rs", &fixture("items.rs"), false);
    let bad = s.write("bad.rs", "fn f() { a > > b }\n", false);
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--check").arg(&good).output().expect("run reduce");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--check").arg(&bad).output().expect("run reduce");
    assert!(!o.status.success());
}

const MISMATCH: &str = r#"use std::collections::HashMap;

/// A small inventory.
pub struct Inventory {
    items: HashMap<String, u32>,
    limit: usize,
}

impl Inventory {
    pub fn new(limit: usize) -> Self {
        Inventory { items: HashMap::new(), limit }
    }

    pub fn add(&mut self, name: &str, count: u32) -> bool {
        if self.items.len() >= self.limit {
            return false;
        }
        *self.items.entry(name.to_string()).or_insert(0) += count;
        true
    }

    pub fn total(&self) -> u64 {
        let mut sum: u64 = 0;
        for (_, v) in &self.items {
            sum += *v as u64;
        }
        let scaled: u32 = sum * 1_000_000_000_000u64;
        scaled as u64
    }
}

pub fn describe(inv: &Inventory) -> String {
    format!("{} items, total {}", inv.items.len(), inv.total())
}
"#;

/// A compiler property: rustc reports E0308 (mismatched types) on a program rustfmt
/// accepts. 200 tokens in; the minimum keeps a typed `let` with a value of another
/// type.
#[test]
fn reduce_rust_keeps_a_rustc_error_code() {
    let ok = Command::new("rustc").arg("--version").output().map(|o| o.status.success());
    assert!(ok.unwrap_or(false), "this test needs rustc on PATH");
    let s = Scratch::new();
    let input = s.write("bug.rs", MISMATCH, false);
    let test = s.write(
        "test.sh",
        "#!/bin/sh\nrustfmt --edition 2024 --emit stdout < \"$1\" >/dev/null 2>&1 || exit 1\n\
         rustc --edition 2024 --crate-type lib --emit=metadata -o out.rmeta \"$1\" 2>&1 | grep -q 'E0308'\n",
        true,
    );
    let stats = s.dir.join("stats.json");
    let out = s.dir.join("out.rs");
    let o: Output = Command::new(env!("CARGO_BIN_EXE_reduce-rust"))
        .arg("--test")
        .arg(&test)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .args(["-j", "2", "-q", "--stats-json"])
        .arg(&stats)
        .output()
        .expect("run reduce-rust");
    assert!(o.status.success(), "reduce-rust failed: {}", String::from_utf8_lossy(&o.stderr));
    let reduced = std::fs::read_to_string(&out).expect("result");
    let stats = std::fs::read_to_string(&stats).expect("stats");
    if let Err(e) = rustfmt(reduced.as_bytes()) {
        panic!("rustfmt rejects the result:\n{reduced}\n{e}");
    }
    assert!(tables().check(reduced.as_bytes()).is_ok(), "we reject the result:\n{reduced}");
    let tokens = json_field(&stats, "tokens_after");
    assert!(tokens <= 16, "reduced to {tokens} tokens:\n{reduced}");
}
