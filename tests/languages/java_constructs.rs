//! `grammars/java.g4` construct by construct, and `reduce-java` end to end.
//!
//! - Every fixture in `tests/corpus/java/` (records, sealed types, switch expressions
//!   and patterns with guards, text blocks, generics and shifts, lambdas and method
//!   references, annotations with type annotations, a module declaration, statements,
//!   classes, enums and interfaces, contextual keywords, literals) parses, and a
//!   javac of release 21 or later accepts it after parsing (so the fixtures stay
//!   honest; see [`javac21`]).
//! - Every file in `tests/corpus/java/invalid/` is rejected by javac and by us.
//! - The `>>` token source is bound, in the generated tables and in interpreted mode,
//!   and splits exactly the glued `>`s.
//! - Random sentences of the grammar (before normalization) parse with the generated
//!   parser.
//! - In-process reductions keep a construct and end at its minimum: the grammar's
//!   lists and optional parts let the reducer delete everything else.
//! - T-Rec canonicalizes Java literals (`0x7fff_ffffL` becomes `0` where the property
//!   allows, and shrinks as far as a value constraint allows).
//! - `reduce-java` reduces a real program under a real javac property (a compile
//!   error's diagnostic key kept) to a result javac still parses; the front door
//!   `reduce` takes `.java` files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};

fn tables() -> &'static GrammarTables<'static> {
    reducers::java::Java::tables()
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/java")
}

fn java_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("java"))
        .collect();
    files.sort();
    files
}

/// The major version `javac -version` prints (`javac 17.0.15` gives 17).
fn javac_version(javac: &Path) -> Option<u32> {
    let o = Command::new(javac).arg("-version").output().ok()?;
    let text = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    text.split_whitespace().nth(1)?.split('.').next()?.parse().ok()
}

/// A javac that knows Java 21: `JAVAC21` (empty: none), else the newest `/usr/lib/jvm/*/bin/javac`
/// of release 21 or later. Debian 12 packages only JDK 17, so `.ci/run` cannot install
/// one; where none exists the fixtures are still parsed by us and checked by JDK 17's
/// javac where their syntax is Java 17 ([`JAVA21_ONLY`] names the others).
fn javac21() -> Option<PathBuf> {
    // `JAVAC21=` (empty) stands for a machine without one.
    if let Some(p) = std::env::var_os("JAVAC21") {
        return (!p.is_empty()).then(|| PathBuf::from(p));
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/jvm")
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("bin/javac"))
        .filter(|p| p.is_file())
        .filter_map(|p| javac_version(&p).filter(|&v| v >= 21).map(|v| (v, p)))
        .collect();
    found.sort();
    found.pop().map(|(_, p)| p)
}

/// javac's parse-only verdicts on `paths`, in one run (`--release 21` for a javac that
/// knows it): the files it reports an error for, with the messages.
fn javac_errors(javac: &Path, paths: &[PathBuf]) -> Vec<(PathBuf, String)> {
    let out = std::env::temp_dir().join(format!("java-constructs-batch-{}", std::process::id()));
    let mut cmd = Command::new(javac);
    if javac_version(javac).is_some_and(|v| v >= 21) {
        cmd.args(["--release", "21"]);
    }
    let o = cmd
        .args(["-proc:none", "-Xmaxerrs", "10000", "-XDshould-stop.ifError=PARSE", "-XDshould-stop.ifNoError=PARSE"])
        .arg("-d")
        .arg(&out)
        .args(paths)
        .output()
        .unwrap_or_else(|e| panic!("run {}: {e}", javac.display()));
    let _ = std::fs::remove_dir_all(&out);
    let stderr = String::from_utf8_lossy(&o.stderr);
    paths
        .iter()
        .filter_map(|p| {
            let prefix = format!("{}:", p.display());
            let errors: Vec<&str> =
                stderr.lines().filter(|l| l.starts_with(&prefix) && l.contains(": error:")).collect();
            (!errors.is_empty()).then(|| (p.clone(), errors.join("\n")))
        })
        .collect()
}

/// javac's parse-only verdict on `path` (`--release 21` for a javac that knows it).
fn javac_parses(javac: &Path, path: &Path) -> Result<(), String> {
    let out = std::env::temp_dir().join(format!("java-constructs-classes-{}", std::process::id()));
    let mut cmd = Command::new(javac);
    if javac_version(javac).is_some_and(|v| v >= 21) {
        cmd.args(["--release", "21"]);
    }
    let o = cmd
        .args(["-proc:none", "-XDshould-stop.ifError=PARSE", "-XDshould-stop.ifNoError=PARSE", "-d"])
        .arg(&out)
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("run {}: {e}", javac.display()));
    let _ = std::fs::remove_dir_all(&out);
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

fn fixtures() -> Vec<PathBuf> {
    let mut files = java_files(&corpus());
    files.push(corpus().join("module/module-info.java"));
    files
}

/// The fixtures JDK 17's javac cannot parse (record patterns, patterns in switch).
const JAVA21_ONLY: &[&str] = &["switches.java"];

#[test]
fn every_construct_fixture_parses_and_javac_agrees() {
    let files = fixtures();
    assert!(files.len() >= 12, "only {} fixtures", files.len());
    // Without a javac for Java 21, JDK 17's checks the fixtures written in Java 17.
    let (javac, checked): (PathBuf, Vec<PathBuf>) = match javac21() {
        Some(javac) => (javac, files.clone()),
        None => {
            println!("no javac of release 21 or later (set JAVAC21): {JAVA21_ONLY:?} only parsed by us");
            let older = files.iter().filter(|p| !JAVA21_ONLY.iter().any(|n| p.ends_with(n))).cloned().collect();
            (PathBuf::from("javac"), older)
        }
    };
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("fixture");
        if let Err(e) = tables().parse(&src) {
            failures.push(format!("we reject {}:{}:{}: {}", path.display(), e.line, e.column, e.message));
        }
    }
    // The module declaration alone (javac reads the other files as its module's).
    let (module, others): (Vec<PathBuf>, Vec<PathBuf>) =
        checked.into_iter().partition(|p| p.ends_with("module-info.java"));
    for (path, e) in javac_errors(&javac, &others).into_iter().chain(javac_errors(&javac, &module)) {
        failures.push(format!("javac rejects {}: {e}", path.display()));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_file_is_rejected_by_both() {
    let files = java_files(&corpus().join("invalid"));
    assert!(files.len() >= 20, "only {} invalid files", files.len());
    // Every invalid file is a syntax error for JDK 17 too.
    let javac = javac21().unwrap_or_else(|| PathBuf::from("javac"));
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("invalid file");
        if tables().check(&src).is_ok() {
            failures.push(format!("we accept {}", path.display()));
        }
    }
    // One javac run; each file must have an error of its own.
    let rejected: Vec<PathBuf> = javac_errors(&javac, &files).into_iter().map(|(p, _)| p).collect();
    for path in files.iter().filter(|p| !rejected.contains(p)) {
        failures.push(format!("javac accepts {} (not an invalid file)", path.display()));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parser's view: token texts, a `>` the hook joined to the next as `>+`.
fn view(src: &str) -> Vec<String> {
    let t = tables();
    let joined = t.symbol_id("GT_JOINED").expect("GT_JOINED");
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| {
            let text = String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned();
            if tok.kind == joined {
                format!("{text}+")
            } else {
                text
            }
        })
        .collect()
}

#[test]
fn angles_come_from_the_hook() {
    assert_eq!(view("List<List<T>> x;"), ["List", "<", "List", "<", "T", ">+", ">", "x", ";"]);
    assert_eq!(view("a >> b >>> c"), ["a", ">+", ">", "b", ">+", ">+", ">", "c"]);
    assert_eq!(view("a >>= 1; b >>>= 2"), ["a", ">+", ">=", "1", ";", "b", ">+", ">+", ">=", "2"]);
    assert_eq!(view("a > > b"), ["a", ">", ">", "b"]);
    assert_eq!(view("a >= b"), ["a", ">=", "b"]);
    // Both readings of `>>` parse where they belong, and a space splits a shift.
    let ok = |s: &str| tables().check(s.as_bytes()).is_ok();
    assert!(ok("class A { Map<K, List<V>> m = new HashMap<K, List<V>>(); int s = 1 >> 2 >>> 3; }"));
    assert!(ok("class A { List<List<List<T>>> m; void f() { x >>>= 1; x >>= 1; } }"));
    assert!(!ok("class A { int s = 1 > > 2; }"));
    assert!(!ok("class A { void f() { x >> >= 1; } }"));
}

/// The tree the reducer works on where two readings survive: the earlier alternative,
/// which the grammar orders as the JLS reads the text.
#[test]
fn ambiguous_readings_keep_the_jls_one() {
    let sexpr = |src: &str| {
        let doc = tables().parse(src.as_bytes()).unwrap_or_else(|e| panic!("{src}: {e}"));
        doc.tree.to_sexpr(&|k| tables().symbol_name(k).to_string())
    };
    // `yield (x);` in a switch block is a yield statement, not a call of `yield`.
    let t = sexpr("class A { int f(int x) { return switch (x) { default -> { yield (x); } }; } }");
    assert!(t.contains("yieldStatement"), "{t}");
    // `case A() ->` is a record pattern, not a call.
    let t = sexpr("class A { int f(Object o) { return switch (o) { case A() -> 1; default -> 0; }; } }");
    assert!(t.contains("recordPattern"), "{t}");
    // `(a) - b` subtracts; `(int) - b` casts.
    let t = sexpr("class A { int x = (a) - b; }");
    assert!(!t.contains("referenceCast"), "{t}");
    let t = sexpr("class A { int x = (int) - b; }");
    assert!(t.contains("primitiveCast"), "{t}");
}

/// Interpreted mode binds the same token source: the grammar names it as `superClass`.
#[test]
fn interpreted_mode_binds_the_angle_hook() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/java.g4");
    let options =
        reducer_gen::Options { start: Some("compilationUnit".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("java.g4 compiles");
    assert_eq!(compiled.builtin_hooks.token_source.as_deref(), Some("hooks::java::token_source"));
    assert!(reducer_runtime::hooks::by_path("hooks::java::token_source").is_some());
    assert!(tables().hooks.token_source.is_some());
}

#[test]
fn random_sentences_parse() {
    use reducer_gen::cfg::TokenId;
    use reducer_gen::testkit::{random_sentences, sample_token_text, Bnf};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/java.g4");
    let options =
        reducer_gen::Options { start: Some("compilationUnit".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("java.g4 compiles");
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let sentences = random_sentences(&bnf, 42, 150, 80);
    assert!(sentences.len() >= 75, "only {} sentences", sentences.len());
    let joined = tables().symbol_id("GT_JOINED").expect("GT_JOINED");
    let mut as_text = 0;
    for (n, sentence) in sentences.iter().enumerate() {
        let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
        let parsed = reducer_runtime::parser::parse(&tables().parser, &kinds)
            .unwrap_or_else(|e| panic!("the generated parser rejects {sentence:?}: {e}"));
        let leaves = parsed.tree.leaves(parsed.tree.root);
        assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>());
        // As text: a GT_JOINED (no lexer rule) is a `>` glued to its successor.
        let texts: Option<Vec<String>> = sentence
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                if t as u16 == joined {
                    Some(">".to_string())
                } else {
                    sample_token_text(&compiled.resolved.lexer, TokenId(t), (n * 1000 + i) as u64)
                }
            })
            .collect();
        let Some(texts) = texts else { continue };
        let mut src = String::new();
        for (i, t) in texts.iter().enumerate() {
            src.push_str(t);
            if kinds[i] != joined {
                src.push(' ');
            }
        }
        let Ok(tokens) = tables().lex(src.as_bytes()) else { continue };
        let lexed: Vec<u16> = tokens.parser_iter().map(|t| t.kind).collect();
        // Sampled neighbours may lex differently (`1` `.5`, `>` glued to a `>`): skip.
        if lexed != kinds {
            continue;
        }
        tables().parse(src.as_bytes()).unwrap_or_else(|e| panic!("`{src}` does not parse: {e}"));
        as_text += 1;
    }
    assert!(as_text * 2 >= sentences.len(), "only {as_text} of {} sentences checked as text", sentences.len());
}

/// The parser tokens of `src`, as texts.
fn token_texts(src: &[u8]) -> Vec<String> {
    let s = tables().lex(src).expect("lexes");
    s.parser_iter().map(|t| String::from_utf8_lossy(t.text(src)).into_owned()).collect()
}

/// Reduces `src` in process under "parses and `keep` holds of its parser tokens"; the
/// result's tokens.
fn reduce_keeping(src: &str, keep: &(dyn Fn(&[String]) -> bool + Sync)) -> Vec<String> {
    let prop = FnProperty(|c: &[u8]| tables().check(c).is_ok() && keep(&token_texts(c)));
    let r = reduce(tables(), src.as_bytes(), &prop, &ReduceOptions::default()).expect("reduces");
    token_texts(&r.output)
}

/// Whether `tokens` hold `window` contiguously.
fn has(tokens: &[String], window: &[&str]) -> bool {
    tokens.windows(window.len()).any(|w| w.iter().zip(window).all(|(a, b)| a == b))
}

/// The reducer keeps a construct the property needs and deletes everything around it,
/// down to the construct's minimal form in the grammar (the fixtures are the inputs).
#[test]
fn constructs_reduce_to_their_minimum() {
    type Keep = Box<dyn Fn(&[String]) -> bool + Sync>;
    let cases: Vec<(&str, Keep, &str)> = vec![
        ("records.java", Box::new(|t| has(t, &["record"])), "record a ( ) { }"),
        // A compact constructor (a name then a block inside a record body).
        ("records.java", Box::new(|t| has(t, &["record"]) && has(t, &["Point", "{"])), "record a ( ) { Point { } }"),
        // Type arguments closed by `>>`.
        ("generics.java", Box::new(|t| has(t, &["<", "List", "<"]) && has(t, &[">", ">"])), ""),
        ("switches.java", Box::new(|t| has(t, &["when"])), ""),
        ("switches.java", Box::new(|t| has(t, &["yield"])), ""),
        ("lambdas.java", Box::new(|t| has(t, &["->", "{"])), ""),
        ("lambdas.java", Box::new(|t| has(t, &["::"])), ""),
        ("text_blocks.java", Box::new(|t| t.iter().any(|x| x.starts_with("\"\"\""))), ""),
        ("sealed.java", Box::new(|t| has(t, &["permits"])), "interface a permits a { }"),
        ("sealed.java", Box::new(|t| has(t, &["non-sealed"])), ""),
        ("module/module-info.java", Box::new(|t| has(t, &["provides"])), "module a { provides a with a ; }"),
        ("annotations.java", Box::new(|t| has(t, &["@", "interface"])), ""),
        ("statements.java", Box::new(|t| has(t, &["try", "("])), ""),
        ("statements.java", Box::new(|t| has(t, &["|"])), ""),
        ("classes.java", Box::new(|t| has(t, &["enum"]) && has(t, &[")", "{"])), ""),
        ("classes.java", Box::new(|t| has(t, &["default"])), ""),
        ("switches.java", Box::new(|t| has(t, &["instanceof"]) && has(t, &["(", "int"])), ""),
    ];
    let mut failures = Vec::new();
    for (file, keep, expected) in &cases {
        let src = std::fs::read_to_string(corpus().join(file)).expect("fixture");
        let tokens = reduce_keeping(&src, keep.as_ref());
        let got = tokens.join(" ");
        if !expected.is_empty() && got != *expected {
            failures.push(format!("{file}: got `{got}`, expected `{expected}`"));
        }
        println!("{file}: {} tokens: {got}", tokens.len());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// T-Rec on Java literals: `0x7fff_ffffL` becomes `0` where the property allows, and
/// shrinks along its lex tree where the property needs a large `long`.
#[test]
fn literals_canonicalize() {
    let src = "class A { long mask = 0x7fff_ffffL; }\n";
    // T-Rec alone (the substitution pass would put the minimal `0` in first).
    let only_trec = ReduceOptions { beyond_perses: false, ..Default::default() };
    let prop = FnProperty(|c: &[u8]| {
        tables().check(c).is_ok() && {
            let t = token_texts(c);
            has(&t, &["long"]) && has(&t, &["="])
        }
    });
    let r = reduce(tables(), src.as_bytes(), &prop, &only_trec).expect("reduces");
    let tokens = token_texts(&r.output);
    assert!(tokens.contains(&"0".to_string()), "got {tokens:?}");
    assert!(r.stats.trec.shrunk + r.stats.trec.replaced >= 1, "{:?}", r.stats.trec);

    // A value constraint: a `long` literal of at least 2^31 must stay.
    fn value(t: &str) -> Option<u64> {
        let t = t.replace('_', "");
        let t = t.strip_suffix(['l', 'L'])?;
        if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            u64::from_str_radix(h, 16).ok()
        } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
            u64::from_str_radix(b, 2).ok()
        } else if t.len() > 1 && t.starts_with('0') {
            u64::from_str_radix(&t[1..], 8).ok()
        } else {
            t.parse().ok()
        }
    }
    let big =
        |c: &[u8]| tables().check(c).is_ok() && token_texts(c).iter().any(|t| value(t).is_some_and(|v| v >= 1 << 31));
    let src = "class A { long mask = 0x7fff_ffff_ffffL; }\n";
    let r = reduce(tables(), src.as_bytes(), &FnProperty(big), &only_trec).expect("reduces");
    let tokens = token_texts(&r.output);
    let lit = tokens.iter().find(|t| value(t).is_some()).expect("a long literal");
    assert!(lit.len() < "0x7fff_ffff_ffffL".len() && !lit.contains('_'), "got {lit}");
    println!("0x7fff_ffff_ffffL with value >= 2^31 kept: {lit}");
}

/// A scratch directory removed on drop.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir =
            std::env::temp_dir().join(format!("java-e2e-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
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

/// The front door `reduce` knows Java by its extension.
#[test]
fn the_front_door_picks_java_by_extension() {
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--list-languages").output().expect("run reduce");
    let list = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && list.lines().any(|l| l.starts_with("java ") && l.contains(".java")), "{list}");
    let s = Scratch::new();
    let good = s.write("Good.java", "class Good { java.util.List<java.util.List<String>> x; }\n", false);
    let bad = s.write("Bad.java", "class Bad { int x = 1 > > 2; }\n", false);
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--check").arg(&good).output().expect("run reduce");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--check").arg(&bad).output().expect("run reduce");
    assert!(!o.status.success());
}

const INCOMPATIBLE: &str = r#"import java.util.*;

record Item(String name, int count) {}

class Inventory {
    int broken(List<Item> items) {
        int shift = items.size() >> 1;
        int label = items.get(0).name();
        return label + shift;
    }
}
"#;

/// `reduce-java` with javac as the property: the diagnostic key of an incompatible
/// assignment (`compiler.err.prob.found.req`) is kept; the result still parses.
#[test]
fn reduce_java_keeps_a_javac_error() {
    let s = Scratch::new();
    let input = s.write("Inventory.java", INCOMPATIBLE, false);
    // The class files go to the scratch folder the script runs in.
    let script =
        "#!/bin/sh\njavac -J-XX:TieredStopAtLevel=1 -J-Xshare:auto -XDrawDiagnostics -proc:none -d out \"$1\" 2>&1 \
                  | grep -q 'compiler.err.prob.found.req'\n";
    let test = s.write("test.sh", script, true);
    let stats = s.dir.join("stats.json");
    let out = s.dir.join("out.java");
    let o: Output = Command::new(env!("CARGO_BIN_EXE_reduce-java"))
        .arg("--test")
        .arg(&test)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .args(["-j", "2", "-q", "--parse-before-test", "--stats-json"])
        .arg(&stats)
        .output()
        .expect("run reduce-java");
    assert!(o.status.success(), "reduce-java failed: {}", String::from_utf8_lossy(&o.stderr));
    let reduced = std::fs::read_to_string(&out).expect("result");
    let stats = std::fs::read_to_string(&stats).expect("stats");
    let tokens = json_field(&stats, "tokens_after");
    // `class a{a(a b){int a=b;}}` or `class a{a a;int a=a;}`: at most 16 tokens, from 60.
    assert!(tokens <= 16, "reduced to {tokens} tokens:\n{reduced}");
    assert_eq!(json_field(&stats, "reparse_rejects"), 0, "{reduced}");
    let check = s.write("Check.java", &reduced, false);
    if let Err(e) = javac_parses(Path::new("javac"), &check) {
        panic!("javac does not parse the result:\n{reduced}\n{e}");
    }
    println!("reduced to {tokens} tokens in {} tests: {reduced}", json_field(&stats, "tests_run"));
}
