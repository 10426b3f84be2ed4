//! The passes beyond Perses (issue 12): each test is a small program where the new
//! transformation is the only way to the minimum, reduced once with every pass and
//! once with `beyond_perses: false` (Perses + T-Rec), with real properties (gcc) or
//! in-process ones.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::minimal::MinimalSentences;
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::c::C;
use reducers::json::Json;
use reducers::smtlib2::SmtLib2;

/// Compiles `src` with gcc (`args` added) in a fresh directory and, when `run`, runs
/// the binary; returns its stdout, or `None` when compiling or running failed.
fn gcc(src: &[u8], args: &[&str], run: bool) -> Option<String> {
    static N: AtomicU32 = AtomicU32::new(0);
    let dir: PathBuf = std::env::temp_dir().join(format!(
        "beyond-perses-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).ok()?;
    let file = dir.join("t.c");
    std::fs::write(&file, src).ok()?;
    let exe = dir.join("t");
    let mut cmd = Command::new("gcc");
    cmd.args(args).arg(&file);
    if run {
        cmd.arg("-o").arg(&exe);
    } else {
        cmd.arg("-fsyntax-only");
    }
    let compiled = cmd.output().expect("gcc must be installed").status.success();
    let out = if !compiled {
        None
    } else if run {
        Command::new(&exe)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    } else {
        Some(String::new())
    };
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn perses_only() -> ReduceOptions {
    ReduceOptions { beyond_perses: false, ..ReduceOptions::default() }
}

fn count(src: &[u8]) -> usize {
    C::tables().lex(src).expect("lexes").parser_len()
}

/// The generator's table (`GrammarTables::minimal_sentences`, emitted as a static) and
/// what the passes read from it (`MinimalSentences`): text and token count.
#[test]
fn minimal_sentences_of_the_shipped_grammars() {
    fn check(t: &GrammarTables<'static>, name: &str, text: &str, tokens: u32) {
        let id = t.symbol_id(name).unwrap_or_else(|| panic!("no symbol {name}"));
        let entry = t.minimal_sentences[id as usize].unwrap_or_else(|| panic!("{name} has no minimal sentence"));
        assert_eq!((String::from_utf8_lossy(entry.0).as_ref(), entry.1), (text, tokens), "{name}");
        assert_eq!(MinimalSentences::new(t).get(id), Some((text.as_bytes(), tokens)), "{name}");
    }
    let c = C::tables();
    assert_eq!(c.minimal_sentences.len(), c.shapes.len());
    check(c, "expression", "0", 1);
    check(c, "statement", ";", 1);
    check(c, "compoundStatement", "{}", 2);
    check(c, "declarationSpecifier", "int", 1);
    check(Json::tables(), "value", "0", 1);
    check(SmtLib2::tables(), "term", "0", 1);
}

/// `char *a = "hi"; printf(a);` becomes `printf("hi");`: only inlining moves the
/// literal into the call, and only then can the declaration go.
#[test]
fn inlining_a_variable_into_its_use() {
    let src =
        b"int printf(const char *, ...);\nint main(void) {\n    char *a = \"hi\";\n    printf(a);\n    return 0;\n}\n";
    let prop = FnProperty(|c: &[u8]| gcc(c, &["-w"], true).is_some_and(|o| o == "hi"));
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert!(out.contains("printf(\"hi\")"), "inlined: {out}");
    assert!(!out.contains("char"), "the declaration is gone: {out}");
    let p = reduce(C::tables(), src, &prop, &perses_only()).expect("reduces");
    assert!(String::from_utf8_lossy(&p.output).contains("char"), "Perses alone keeps the declaration");
    assert!(count(&r.output) < count(&p.output));
    assert!(r.stats.passes.get("substitute").is_some_and(|s| s.accepted > 0), "{:?}", r.stats.passes);
}

/// A declaration specifier replaced by the slot's minimal sentence: with implicit `int`
/// an error (`-std=c99 -pedantic-errors`), the `+` list of specifiers must keep one, Perses can only delete the others
/// (`unsigned x = 1;`), and T-Rec does not touch keywords; the minimal specifier `int`
/// replaces `unsigned`. (`static` goes the same way when it is the last specifier.)
#[test]
fn specifier_replaced_by_the_minimal_specifier() {
    let src = b"static const unsigned x = 1;\n";
    let prop = FnProperty(|c: &[u8]| {
        let text = String::from_utf8_lossy(c);
        text.contains("x = 1") && gcc(c, &["-std=c99", "-pedantic-errors"], false).is_some()
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    assert_eq!(String::from_utf8_lossy(&r.output).trim(), "int x = 1;");
    assert!(r.stats.passes.get("substitute").is_some_and(|s| s.accepted > 0), "{:?}", r.stats.passes);
    let p = reduce(C::tables(), src, &prop, &perses_only()).expect("reduces");
    assert_eq!(String::from_utf8_lossy(&p.output).trim(), "unsigned x = 1;");
}

/// A call replaced by `0`: the program must print 1 computed by an addition of 1;
/// Perses can lift `g()` or `1` out of `g() + 1` but not drop the call while keeping the
/// addition, so `g` and its definition stay, unless `0` takes the call's place.
#[test]
fn call_replaced_by_zero() {
    let src = b"int printf(const char *, ...);\nint g(void) { int k = 0; return k; }\nint main(void) { printf(\"%d\", g() + 1); return 0; }\n";
    let prop = FnProperty(|c: &[u8]| {
        String::from_utf8_lossy(c).contains("+ 1") && gcc(c, &["-w"], true).is_some_and(|o| o == "1")
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert!(!out.contains("g("), "call replaced: {out}");
    let strict = reduce(C::tables(), src, &prop, &ReduceOptions { strict_syntax: true, ..ReduceOptions::default() })
        .expect("reduces");
    let strict_out = String::from_utf8_lossy(&strict.output).into_owned();
    assert!(!strict_out.contains("g("), "call replaced: {strict_out}");
    assert!(strict.stats.passes.get("substitute").is_some_and(|s| s.accepted > 0), "{:?}", strict.stats.passes);
    let p = reduce(C::tables(), src, &prop, &perses_only()).expect("reduces");
    let p_out = String::from_utf8_lossy(&p.output).into_owned();
    assert!(p_out.contains("() + 1"), "Perses alone keeps the call: {p_out}");
}

/// Identifier replacement: `y = x;` with `x` declared only to be used; replacing the
/// use of `x` by `a` (the earlier name) breaks the def-use chain and frees `x`'s
/// declaration.
#[test]
fn identifier_replacement_frees_a_declaration() {
    let src = b"int a;\nint main(void) {\n    int b = 5;\n    a = b;\n    return a;\n}\n";
    // Interesting: compiles and main still assigns to `a` from some variable.
    let prop = FnProperty(|c: &[u8]| {
        let text = String::from_utf8_lossy(c);
        let assigns = text.contains("a = a") || text.contains("a = b");
        assigns && gcc(c, &["-w", "-c", "-o", "/dev/null"], false).is_some()
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert!(out.contains("a = a") && !out.contains('5'), "{out}");
    let p = reduce(C::tables(), src, &prop, &perses_only()).expect("reduces");
    assert!(count(&r.output) < count(&p.output), "{} vs {}", out, String::from_utf8_lossy(&p.output));
}

/// The token-level last phase: a pair of parentheses the grammar cannot drop (the
/// property wants a specific text, which only the generic bracket deletion reaches).
#[test]
fn last_phase_leaves_the_grammar_unless_strict() {
    // Interesting: mentions both `f` and `g` inside one pair of braces.
    let src = b"void h(void) { f(1); { g(2); } }\n";
    let prop = FnProperty(|c: &[u8]| {
        let t = String::from_utf8_lossy(c);
        t.contains("f") && t.contains("g")
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let strict = reduce(C::tables(), src, &prop, &ReduceOptions { strict_syntax: true, ..ReduceOptions::default() })
        .expect("reduces");
    assert!(count(&r.output) < count(&strict.output), "{:?} vs {:?}", r.output, strict.output);
    assert!(C::tables().check(&strict.output).is_ok(), "strict results parse");
    assert!(r.stats.passes.contains_key("tokens"));
    assert!(!strict.stats.passes.contains_key("tokens"));
}

/// JSON: the key string of a nested pair is of no value kind, yet the parser accepts it
/// as the whole document (a descendant of an incompatible kind, kept after a parse).
#[test]
fn json_descendant_of_an_incompatible_kind() {
    let src = br#"{"limits": {"bug": 42}, "other": [1, 2, 3]}"#;
    let prop = FnProperty(|c: &[u8]| String::from_utf8_lossy(c).contains("\"bug\""));
    let r = reduce(Json::tables(), src, &prop, &ReduceOptions { strict_syntax: true, ..ReduceOptions::default() })
        .expect("reduces");
    assert_eq!(String::from_utf8_lossy(&r.output), "\"bug\"");
    let p = reduce(Json::tables(), src, &prop, &perses_only()).expect("reduces");
    assert_ne!(String::from_utf8_lossy(&p.output), "\"bug\"");
}

/// SMT-LIB: a term replaced by the minimal term, `0`. The property wants a `>` whose
/// second argument is `4` and whose first is one token: Perses lifts `x` out of the sum,
/// only the minimal sentence of `term` makes it `0`.
#[test]
fn smt_term_replaced_by_a_constant() {
    let src = b"(declare-fun x () Int)\n(assert (> (+ x (* 3 x)) 4))\n(check-sat)\n";
    let prop = FnProperty(|c: &[u8]| {
        let t = String::from_utf8_lossy(c);
        let Some(at) = t.find("(> ") else { return false };
        let rest = &t[at + 3..];
        // `(> A 4)` with A balanced.
        let mut depth = 0i32;
        for (i, ch) in rest.char_indices() {
            match ch {
                '(' => depth += 1,
                ')' => depth -= 1,
                ' ' if depth == 0 => return i > 0 && rest[i..].starts_with(" 4)"),
                _ => {}
            }
        }
        false
    });
    let strict = ReduceOptions { strict_syntax: true, ..ReduceOptions::default() };
    let r = reduce(SmtLib2::tables(), src, &prop, &strict).expect("reduces");
    assert_eq!(String::from_utf8_lossy(&r.output).trim(), "(assert (> 0 4))");
    let p = reduce(SmtLib2::tables(), src, &prop, &perses_only()).expect("reduces");
    assert!(!String::from_utf8_lossy(&p.output).contains("(> 0 4)"), "{}", String::from_utf8_lossy(&p.output));
}

/// Same result for any number of jobs, with every pass on.
#[test]
fn deterministic_across_jobs() {
    let src = b"int printf(const char *, ...);\nstatic int g(int v) { return v * 3; }\nint main(void) {\n    char *a = \"hi\";\n    int t = g(2);\n    if (t > 1) printf(a);\n    return 0;\n}\n";
    let prop = FnProperty(|c: &[u8]| gcc(c, &["-w"], true).is_some_and(|o| o == "hi"));
    let one = reduce(C::tables(), src, &prop, &ReduceOptions { jobs: 1, ..ReduceOptions::default() }).unwrap();
    let three = reduce(C::tables(), src, &prop, &ReduceOptions { jobs: 3, ..ReduceOptions::default() }).unwrap();
    assert_eq!(one.output, three.output);
    let out = String::from_utf8_lossy(&one.output).into_owned();
    assert!(out.contains("printf(\"hi\")") && !out.contains("g("), "{out}");
}

/// Local exhaustive search: a declaration and its only use, with a statement between
/// them, can only go together (alone, each breaks the build under these warnings-as-
/// errors); ddmin keeps or deletes runs of adjacent elements, and `f();` and `g();` must
/// stay, so no run it tries is the pair. (`lift` reaches the pair another way: `int`
/// lifted out of `int a;` with `a++;`, a node made of the name `a` and fixed tokens,
/// deleted in the same candidate; it is skipped in the comparison.)
#[test]
fn window_deletes_two_non_adjacent_siblings() {
    let src = b"void f(void);\nvoid g(void);\nint main(void) {\n    int a = 1;\n    f();\n    a++;\n    g();\n}\n";
    let prop = FnProperty(|c: &[u8]| {
        let t = String::from_utf8_lossy(c);
        t.contains("f();")
            && t.contains("g();")
            && gcc(c, &["-Werror=unused-variable", "-Werror=unused-but-set-variable", "-Werror=unused-value"], false)
                .is_some()
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert!(!out.contains("++"), "{out}");
    assert!(r.stats.passes.get("window").is_some_and(|s| s.accepted > 0), "{:?}", r.stats.passes);
    let skip = ReduceOptions { skip_passes: vec!["window".into(), "lift".into()], ..ReduceOptions::default() };
    let s = reduce(C::tables(), src, &prop, &skip).expect("reduces");
    assert!(String::from_utf8_lossy(&s.output).contains("++"), "{}", String::from_utf8_lossy(&s.output));
}

/// Argument deletion: a parameter and the matching argument of every call go together
/// (either alone is a compile error), which no single-node edit can do.
#[test]
fn arguments_delete_a_parameter_and_every_matching_argument() {
    let src = b"int printf(const char *, ...);\nstatic int add(int a, int unused) { return a + 1; }\nint main(void) { printf(\"%d\", add(1, 2) + add(3, 4)); return 0; }\n";
    // A bug in calls: `add(1` and `add(3` must stay and the program print 6.
    let prop = FnProperty(|c: &[u8]| {
        let t = String::from_utf8_lossy(c);
        // Prototypes required: an unprototyped `add()` would take any arguments.
        let flags = ["-Werror=strict-prototypes", "-Werror=old-style-definition", "-Werror=implicit-int"];
        t.contains("add(1") && t.contains("add(3") && gcc(c, &flags, true).is_some_and(|o| o == "6")
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert!(r.stats.passes.get("arguments").is_some_and(|s| s.accepted > 0), "{:?}", r.stats.passes);
    assert!(
        !out.contains("add(1,") && !out.contains("add(3,") && !out.contains("int,"),
        "one parameter, one argument per call: {out}"
    );
    let skip = ReduceOptions { skip_passes: vec!["arguments".into()], ..ReduceOptions::default() };
    let s = reduce(C::tables(), src, &prop, &skip).expect("reduces");
    assert!(count(&r.output) < count(&s.output), "{out} vs {}", String::from_utf8_lossy(&s.output));
}

/// Issue 16, point 13: with Perses's bounded search (`--bfs-depth 4`) a deeply nested
/// node could not reach its ancestor's place; unwrapping and descendants of any kind
/// now get there, without a deeper search.
#[test]
fn nested_nodes_reach_the_top() {
    let src = b"int x = ((((((((1))))))));\n";
    let prop = FnProperty(|c: &[u8]| String::from_utf8_lossy(c).contains("(1)"));
    let strict = ReduceOptions { strict_syntax: true, ..ReduceOptions::default() };
    let r = reduce(C::tables(), src, &prop, &strict).expect("reduces");
    assert_eq!(String::from_utf8_lossy(&r.output).matches('(').count(), 1, "{:?}", String::from_utf8_lossy(&r.output));
    let json = br#"{"limits": {"bug": 42}}"#;
    let prop = FnProperty(|c: &[u8]| String::from_utf8_lossy(c).contains("\"bug\""));
    let r = reduce(Json::tables(), json, &prop, &ReduceOptions::default()).expect("reduces");
    assert_eq!(String::from_utf8_lossy(&r.output).trim(), "\"bug\"");
}

/// Hoisting (C-Reduce's `local-to-global`, grammar-generic): a local declaration moves
/// to file scope without its type, the one way to the 13-token minimum of the
/// `-Wsequence-point` case (the local `int` cannot go while the variable is local).
#[test]
fn hoist_moves_a_local_declaration_to_file_scope() {
    let src = b"f() {\n    int l_60;\n    l_60 = l_60 = 0;\n}\n";
    let prop = FnProperty(|c: &[u8]| {
        gcc(c, &["-Wall", "-Werror=sequence-point", "-Wno-error=implicit-int"], false).is_none()
            && gcc(c, &["-Wall", "-Wno-sequence-point"], false).is_some()
    });
    assert!(prop.0(src), "the original shows the warning and compiles");
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert!(r.stats.passes.get("hoist").is_some_and(|s| s.accepted > 0), "{:?}", r.stats.passes);
    assert_eq!(count(&r.output), 13, "{out}");
    assert!(!out.contains("int"), "{out}");
    let skip = ReduceOptions { skip_passes: vec!["hoist".into()], ..ReduceOptions::default() };
    let s = reduce(C::tables(), src, &prop, &skip).expect("reduces");
    assert!(count(&r.output) < count(&s.output), "{out} vs {}", String::from_utf8_lossy(&s.output));
}

/// T-Rec's probe: a token whose smallest edit fails (a key the property looks up) is
/// not shrunk character by character; tokens that can shrink still do.
#[test]
fn trec_probe_skips_tokens_that_matter_exactly() {
    let src = br#"{"ap-south-1a": "hello world!"}"#;
    let prop = FnProperty(|c: &[u8]| {
        let t = String::from_utf8_lossy(c);
        t.contains("\"ap-south-1a\"") && t.contains("hello")
    });
    let strict = ReduceOptions { strict_syntax: true, ..ReduceOptions::default() };
    let r = reduce(Json::tables(), src, &prop, &strict).expect("reduces");
    let out = String::from_utf8_lossy(&r.output).into_owned();
    assert_eq!(out.replace(' ', ""), r#"{"ap-south-1a":"hello"}"#, "the value still shrinks");
    assert!(r.stats.trec.probes_failed >= 1, "{:?}", r.stats.trec);
    assert!(r.stats.trec.shrunk >= 1, "{:?}", r.stats.trec);
}
