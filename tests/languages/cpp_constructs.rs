//! `grammars/cpp.g4` construct by construct, and `reduce-cpp` end to end.
//!
//! - Every fixture in `tests/corpus/cpp/` (GNU extensions, templates and `>>`, lambdas,
//!   concepts and requires expressions, the Concepts TS, structured bindings,
//!   coroutines, literals with raw strings and user-defined suffixes, digraphs and
//!   alternative tokens, attributes, GNU attributes in g++'s test suite's places,
//!   designators, classes, statements, expressions, namespaces, `#` line markers)
//!   parses, and g++ accepts it (`g++ -std=c++20 -fsyntax-only`), so the fixtures stay
//!   honest.
//! - Every file in `tests/corpus/cpp/invalid/` is rejected by g++ and by us.
//! - The token source is bound, in the generated tables and in interpreted mode, and
//!   gives the parser what the standard says (`>>` split only where glued, digraphs,
//!   alternative tokens, `<::`, raw strings to their delimiter).
//! - Where two readings survive, the tree the reducer works on is the one the
//!   standard's disambiguation rules pick where the grammar can tell ([stmt.ambig]);
//!   the constructs g++'s test suite needed read as themselves (a designator is not a
//!   lambda, a label not a designator).
//! - Random sentences of the grammar (before normalization) parse with the generated
//!   parser; mutants of the fixtures are errors, never panics.
//! - In-process reductions keep a construct and end at its minimum.
//! - `reduce-cpp` reduces a real program under a real g++ error to a result g++ still
//!   parses; the front door `reduce` takes `.cpp` and `.ii` files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};

fn tables() -> &'static GrammarTables<'static> {
    reducers::cpp::Cpp::tables()
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/cpp")
}

/// The `.cpp` and `.ii` files of `dir`, sorted.
fn cpp_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| matches!(p.extension().and_then(|x| x.to_str()), Some("cpp" | "ii")))
        .collect();
    files.sort();
    files
}

/// g++'s verdict on `path` (`-std=c++20 -fsyntax-only`: nothing is written); the
/// errors when it rejects. Warnings do not count.
fn gpp_parses(path: &Path) -> Result<(), String> {
    let o = Command::new("g++")
        .args(["-std=c++20", "-fsyntax-only"])
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("cannot run g++ ({e}): apt-get install g++"));
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

/// The major version of `g++ -dumpversion`.
fn gpp_major() -> u32 {
    let o = Command::new("g++").arg("-dumpversion").output().unwrap_or_else(|e| panic!("cannot run g++ ({e})"));
    String::from_utf8_lossy(&o.stdout).trim().split('.').next().and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// A fixture's `// gcc-since: N` first line: the g++ release that knows its construct.
fn gcc_since(src: &[u8]) -> Option<u32> {
    let first = src.split(|&b| b == b'\n').next()?;
    String::from_utf8_lossy(first).strip_prefix("// gcc-since: ")?.trim().parse().ok()
}

/// Every fixture parses; g++ accepts each (a fixture of a construct newer than the
/// installed g++, marked `// gcc-since: N`, is parsed by us only, and the test says so).
#[test]
fn every_construct_fixture_parses_and_gpp_agrees() {
    let files = cpp_files(&corpus());
    assert!(files.len() >= 14, "only {} fixtures", files.len());
    let major = gpp_major();
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("fixture");
        if let Err(e) = tables().parse(&src) {
            failures.push(format!("we reject {}:{}:{}: {}", path.display(), e.line, e.column, e.message));
        }
        match gcc_since(&src) {
            Some(since) if since > major => {
                println!("g++ {major} predates {} (gcc-since: {since}): parsed by us only", path.display())
            }
            _ => {
                if let Err(e) = gpp_parses(path) {
                    failures.push(format!("g++ rejects {}: {e}", path.display()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_file_is_rejected_by_both() {
    let files = cpp_files(&corpus().join("invalid"));
    assert!(files.len() >= 25, "only {} invalid files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("invalid file");
        if tables().check(&src).is_ok() {
            failures.push(format!("we accept {}", path.display()));
        }
        if gpp_parses(path).is_ok() {
            failures.push(format!("g++ accepts {} (not an invalid file)", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parser's view: token texts, a `>` the hook joined to the next as `>+`, and a
/// record the hook retyped as `text=literal` of the token it stands for.
fn view(src: &str) -> Vec<String> {
    let t = tables();
    let joined = t.symbol_id("GT_JOINED").expect("GT_JOINED");
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| {
            let text = String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned();
            let literal = t.token_literals[tok.kind as usize];
            if tok.kind == joined {
                format!("{text}+")
            } else if literal.is_some_and(|l| l != text) {
                format!("{text}={}", literal.unwrap_or_default())
            } else {
                text
            }
        })
        .collect()
}

#[test]
fn the_token_source_gives_the_parser_the_standards_tokens() {
    // [temp.names]/4: `>>` closing two lists; a shift; `>>=`; a space splits.
    assert_eq!(view("A<B<C>> x;"), ["A", "<", "B", "<", "C", ">+", ">", "x", ";"]);
    assert_eq!(view("a >> b >>= c"), ["a", ">+", ">", "b", ">+", ">=", "c"]);
    assert_eq!(view("a > > b >= c"), ["a", ">", ">", "b", ">=", "c"]);
    // [lex.digraph]: digraphs and alternative tokens are the tokens they stand for.
    assert_eq!(view("<% %> <: :>"), ["<%={", "%>=}", "<:=[", ":>=]"]);
    assert_eq!(view("a and b or not c"), ["a", "and=&&", "b", "or=||", "not=!", "c"]);
    assert_eq!(view("x bitand y bitor compl z xor w"), ["x", "bitand=&", "y", "bitor=|", "compl=~", "z", "xor=^", "w"]);
    assert_eq!(
        view("x and_eq 1; x or_eq 2; x xor_eq 3; x not_eq 4"),
        ["x", "and_eq=&=", "1", ";", "x", "or_eq=|=", "2", ";", "x", "xor_eq=^=", "3", ";", "x", "not_eq=!=", "4"]
    );
    // [dcl.attr.grammar]: in an attribute-token an alternative token is a name; in the
    // attribute's arguments and elsewhere it is the operator.
    assert_eq!(
        view("int i [[and, bitor::xor_eq(a and b)]] = x and y;"),
        [
            "int", "i", "[[", "and", ",", "bitor", "::", "xor_eq", "(", "a", "and=&&", "b", ")", "]", "]", "=", "x",
            "and=&&", "y", ";"
        ]
    );
    assert_eq!(view("[[using not: or]]"), ["[[", "using", "not", ":", "or", "]", "]"]);
    assert_eq!(view("a[b[c and d]]"), ["a", "[", "b", "[", "c", "and=&&", "d", "]", "]"]);
    // [lex.pptoken]/3: `<::` is `<` `::` unless `:` or `>` follows.
    assert_eq!(view("A<::B> x;"), ["A", "<", "::", "B", ">", "x", ";"]);
    assert_eq!(view("a<::>"), ["a", "<:=[", ":>=]"]);
    // [lex.string]: a raw string ends at its own delimiter.
    assert_eq!(view(r#"R"x(a)"b)x" 1"#), [r#"R"x(a)"b)x""#, "1"]);
    assert_eq!(view(r#"u8R"(a)""#), [r#"u8R"(a)""#]);
    assert_eq!(view(r#"R"(a)"_s + R"x()")x"sv"#), [r#"R"(a)"_s"#, "+", r#"R"x()")x"sv"#]);
    assert!(tables().lex(br#"R"x(abc)y""#).is_err());
    // Both readings of `>>` parse where they belong; a space inside a shift does not.
    let ok = |s: &str| tables().check(s.as_bytes()).is_ok();
    assert!(ok("std::map<int, std::vector<int>> m = std::map<int, std::vector<int>>(); int s = 1 >> 2;"));
    assert!(ok("A<B<C<D>>> x; void f() { x >>= 1; y = a<b<c>>(d); }"));
    assert!(ok("template <class T, class = enable_if_t<(sizeof(T) >> 1) >= 2>> void f();"));
    assert!(!ok("int s = 1 > > 2;"));
    assert!(!ok("void f() { x > >= 1; }"));
    assert!(ok("int a<:2:> = <%1, 2%>; bool b = not a<:0:> and a<:1:>;"));
}

/// The tree of `src` as an s-expression of symbol names.
fn sexpr(src: &str) -> String {
    let doc = tables().parse(src.as_bytes()).unwrap_or_else(|e| panic!("{src}: {e}"));
    doc.tree.to_sexpr(&|k| tables().symbol_name(k).to_string())
}

/// The tree the reducer works on where two readings survive: the earlier alternative,
/// which the grammar orders as the standard disambiguates ([stmt.ambig], [dcl.ambig.res]).
#[test]
fn ambiguous_readings_keep_the_standards_one() {
    // `a * b;`, `T(x);` and `a < b > c;` in a block are declarations ([stmt.ambig]):
    // the declaration is the earlier alternative of a statement.
    for src in ["void f() { a * b; }", "void f() { T(x); }", "void f() { a < b > c; }"] {
        let t = sexpr(src);
        assert!(t.contains("(simpleDeclaration") && !t.contains("expressionStatement"), "{src}: {t}");
    }
    // A call that cannot be a declaration stays an expression.
    let t = sexpr("void f() { g(1); }");
    assert!(t.contains("expressionStatement") && !t.contains("(simpleDeclaration"), "{t}");
    // `(T) - b` casts: the cast is castExpression's earlier alternative, for a keyword
    // type and for a name alike (`(a) - b` is a cast too; g++ decides by lookup).
    for src in ["int x = (int) - b;", "int x = (a) - b;"] {
        let t = sexpr(src);
        assert!(t.contains("(castExpression_group_1 LPAREN (typeId"), "{src}: {t}");
    }
    // A template argument that is a name is a type-id first.
    let t = sexpr("A<B> x;");
    assert!(t.contains("(templateArgument (typeId"), "{t}");
    // In an expression, `a < b > (c)` keeps the template reading (a call of `a<b>`).
    let t = sexpr("int x = a < b > (c);");
    assert!(t.contains("(templateArguments LT"), "{t}");
}

/// What g++'s own test suite needed (issue 28): each construct reads as what it is.
#[test]
fn gpp_testsuite_constructs_read_as_themselves() {
    // C99's array designator, told apart from a lambda's introducer at the `=`.
    let t = sexpr("int a[] = {[0] = 1, [1] = 2};");
    assert!(t.contains("(initializerItem#3 LBRACK") && !t.contains("lambdaExpression"), "{t}");
    let t = sexpr("int (*f[])() = {[] { return 1; }};");
    assert!(t.contains("lambdaExpression") && !t.contains("(initializerItem#3 LBRACK"), "{t}");
    // GNU's old field designator; a label in a function body stays a label.
    let t = sexpr("S s = {x: 1, y: {z: 2}};");
    assert!(t.contains("(initializerItem#2 (identifier Identifier) COLON"), "{t}");
    let t = sexpr("void f() { x: return; }");
    assert!(t.contains("(label (identifier Identifier) COLON"), "{t}");
    // A conversion function as a value; its `&` is the conversion's own pointer operator.
    let t = sexpr("auto p = &A::operator int; auto q = &X::operator Y&;");
    assert_eq!(t.matches("conversionFunctionValue").count(), 2, "{t}");
    let t = sexpr("int i = x.operator int();");
    assert!(t.contains("conversionFunctionValue"), "{t}");
    // The Concepts TS and its template introductions.
    let t = sexpr("template <class T> concept bool C = true; C{T} void f(T);");
    assert!(t.contains("(conceptDefinition#1 CONCEPT BOOL") && t.contains("templateIntroduction"), "{t}");
    // Braced template arguments, parenthesized array and structured binding initializers.
    assert!(sexpr("A<{1, 2}> a;").contains("(templateArgument#2 (bracedInitList"));
    assert!(sexpr("int a[](1, 2);").contains("(declaratorSuffixes_group_1 LPAREN"));
    assert!(sexpr("auto [a, b](e);").contains("(simpleDeclaration#2"));
}

/// Interpreted mode binds the same hooks: the grammar names their class as `superClass`.
#[test]
fn interpreted_mode_binds_the_hooks() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/cpp.g4");
    let options =
        reducer_gen::Options { start: Some("translationUnit".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("cpp.g4 compiles");
    assert_eq!(compiled.builtin_hooks.token_source.as_deref(), Some("hooks::cpp::token_source"));
    assert_eq!(compiled.builtin_hooks.after_token.as_deref(), Some("hooks::cpp::raw_string_end"));
    assert!(reducer_runtime::hooks::by_path("hooks::cpp::token_source").is_some());
    assert!(reducer_runtime::hooks::by_path("hooks::cpp::raw_string_end").is_some());
    assert!(tables().hooks.token_source.is_some());
    assert!(tables().lexer.hooks.after_token.is_some());
}

/// Random sentences of the grammar (before normalization) parse with the generated
/// parser as token sequences.
#[test]
fn random_sentences_parse() {
    use reducer_gen::testkit::{random_sentences, Bnf};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/cpp.g4");
    let options =
        reducer_gen::Options { start: Some("translationUnit".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("cpp.g4 compiles");
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let mut count = 0;
    for (seed, max_len) in [(42, 40), (43, 60), (44, 80), (45, 100)] {
        let sentences = random_sentences(&bnf, seed, 40, max_len);
        for sentence in &sentences {
            let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
            let parsed = reducer_runtime::parser::parse(&tables().parser, &kinds)
                .unwrap_or_else(|e| panic!("the generated parser rejects {sentence:?}: {e}"));
            let leaves = parsed.tree.leaves(parsed.tree.root);
            assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>());
            count += 1;
        }
    }
    assert!(count >= 80, "only {count} sentences");
}

/// The lexer, the hooks and the parser never panic, whatever the input: mutants of
/// every fixture (a byte range deleted, or a byte inserted where raw strings, digraphs
/// and template brackets break) parse or fail with an error.
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
    for path in cpp_files(&corpus()) {
        let src = std::fs::read(&path).expect("fixture");
        for _ in 0..30 {
            let mut m = src.clone();
            if next(2) == 0 {
                let at = next(m.len());
                let len = next(40).min(m.len() - at);
                m.drain(at..at + len);
            } else {
                let at = next(m.len() + 1);
                m.insert(at, b"<>:%\"'R(){};#\xff"[next(14)]);
            }
            let _ = tables().check(&m);
            checked += 1;
        }
    }
    assert!(checked >= 400, "only {checked} mutants");
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
        // Template arguments closed by `>>`: the inner list keeps its own `>`.
        ("templates.cpp", Box::new(|t| has(t, &["<", "std", "::"]) && has(t, &[">", ">"])), ""),
        ("templates.cpp", Box::new(|t| has(t, &["..."])), ""),
        ("lambdas.cpp", Box::new(|t| has(t, &["mutable"])), ""),
        ("concepts.cpp", Box::new(|t| has(t, &["concept"])), ""),
        ("concepts.cpp", Box::new(|t| has(t, &["requires", "("])), ""),
        ("structured_bindings.cpp", Box::new(|t| has(t, &["auto", "["])), ""),
        ("coroutines.cpp", Box::new(|t| has(t, &["co_yield"])), ""),
        ("coroutines.cpp", Box::new(|t| has(t, &["co_await"])), ""),
        ("literals.cpp", Box::new(|t| t.iter().any(|x| x.starts_with("R\"x("))), ""),
        ("literals.cpp", Box::new(|t| t.iter().any(|x| x.ends_with("_km"))), ""),
        ("digraphs.cpp", Box::new(|t| t.iter().any(|x| x == "<%")), ""),
        ("attributes.cpp", Box::new(|t| has(t, &["[[", "using"])), ""),
        ("gnu_extensions.cpp", Box::new(|t| has(t, &["__attribute__"])), ""),
        ("gnu_extensions.cpp", Box::new(|t| has(t, &["__is_same", "("])), ""),
        ("classes.cpp", Box::new(|t| has(t, &["override"])), ""),
        ("statements.cpp", Box::new(|t| has(t, &["catch"])), ""),
        ("namespaces.cpp", Box::new(|t| has(t, &["using", "enum"])), ""),
        ("expressions.cpp", Box::new(|t| has(t, &["new"])), ""),
        ("concepts_ts.cpp", Box::new(|t| has(t, &["concept", "bool"])), ""),
        ("designators.cpp", Box::new(|t| has(t, &["{", "x", ":"])), ""),
        ("gnu_attribute_places.cpp", Box::new(|t| has(t, &[":", "4", "__attribute__"])), ""),
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

/// A scratch directory removed on drop.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir =
            std::env::temp_dir().join(format!("cpp-e2e-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
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

/// The front door `reduce` knows C++ by its extensions (`.h` stays C).
#[test]
fn the_front_door_picks_cpp_by_extension() {
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--list-languages").output().expect("run reduce");
    let list = String::from_utf8_lossy(&o.stdout);
    let line = list.lines().find(|l| l.starts_with("cpp ")).unwrap_or_else(|| panic!("{list}"));
    for ext in [".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx", ".ii"] {
        assert!(line.split_whitespace().any(|w| w == ext), "{ext} in {line}");
    }
    assert!(!line.split_whitespace().any(|w| w == ".h"), "{line}");
    let s = Scratch::new();
    let good = s.write("good.cc", "std::vector<std::vector<int>> v;\n", false);
    let pre = s.write("pre.ii", "# 1 \"x.cc\"\nint main() { return 1 >> 1; }\n", false);
    let bad = s.write("bad.cpp", "int x = 1 > > 2;\n", false);
    for path in [&good, &pre] {
        let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--check").arg(path).output().expect("run reduce");
        assert!(o.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&o.stderr));
    }
    let o = Command::new(env!("CARGO_BIN_EXE_reduce")).arg("--check").arg(&bad).output().expect("run reduce");
    assert!(!o.status.success());
}

/// A program with a real error: `operator+` on a type that has none, reached through
/// a class template, a lambda and a range-for.
const NO_OPERATOR: &str = r#"#include <vector>

template <typename T>
struct Box {
  T value;
  T get() const { return value; }
};

struct Point {
  int x, y;
};

int total(const std::vector<Box<int>> &boxes) {
  int sum = 0;
  for (const auto &b : boxes)
    sum += b.get() >> 1;
  return sum;
}

int broken(Box<Point> p) {
  auto twice = [](int v) { return v * 2; };
  int s = total({Box<int>{3}, Box<int>{4}});
  return twice(s) + p.get();
}
"#;

/// `reduce-cpp` with g++ as the property: the error `no match for 'operator+'` is
/// kept; the result still parses and g++ still reports it.
#[test]
fn reduce_cpp_keeps_a_gpp_error() {
    let s = Scratch::new();
    let input = s.write("bug.cpp", NO_OPERATOR, false);
    let script =
        "#!/bin/sh\nLC_ALL=C g++ -std=c++20 -fsyntax-only \"$1\" 2>&1 | grep -q \"no match for 'operator+'\"\n";
    let test = s.write("test.sh", script, true);
    let stats = s.dir.join("stats.json");
    let out = s.dir.join("out.cpp");
    let o: Output = Command::new(env!("CARGO_BIN_EXE_reduce-cpp"))
        .arg("--test")
        .arg(&test)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .args(["-j", "2", "-q", "--parse-before-test", "--stats-json"])
        .arg(&stats)
        .output()
        .expect("run reduce-cpp");
    assert!(o.status.success(), "reduce-cpp failed: {}", String::from_utf8_lossy(&o.stderr));
    let reduced = std::fs::read_to_string(&out).expect("result");
    let stats = std::fs::read_to_string(&stats).expect("stats");
    let tokens = json_field(&stats, "tokens_after");
    // `struct a{};int b(a c){return 0+c;}`-like: at most 20 tokens, from 130.
    assert!(tokens <= 20, "reduced to {tokens} tokens:\n{reduced}");
    assert_eq!(json_field(&stats, "reparse_rejects"), 0, "{reduced}");
    let check = s.write("check.cpp", &reduced, false);
    let o =
        Command::new("g++").env("LC_ALL", "C").args(["-std=c++20", "-fsyntax-only"]).arg(&check).output().expect("g++");
    assert!(String::from_utf8_lossy(&o.stderr).contains("no match for 'operator+'"), "{reduced}");
    println!("reduced to {tokens} tokens in {} tests: {reduced:?}", json_field(&stats, "tests_run"));
}
