//! The C++ reductions clang_delta is known for, reached from the grammar (issue 28,
//! point 4): each test is a small program where the transformation is the only way to
//! the minimum, reduced in process with g++ as the property (exactly one error, of the
//! kind the program shows, or a warning from a program that compiles), with
//! `strict_syntax` so that the result is a C++ program of our grammar, not one g++
//! merely tolerates. Each pins the minimum and, where a pass of ours is what reaches it,
//! the larger result without that pass.
//!
//! | transformation | pass |
//! |---|---|
//! | function body removed (definition -> declaration) | `reshape` |
//! | template parameter replaced by the minimal type its slot accepts | `instantiate` |
//! | namespace or class emptied or inlined | Perses (emptied), `lift` with its qualifiers (inlined) |
//! | member call replaced by its minimal sentence | `substitute` |
//! | unused template specialisations deleted | Perses |

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions, Reduced};

fn tables() -> &'static GrammarTables<'static> {
    reducers::cpp::Cpp::tables()
}

/// g++'s verdict on `src` (`-std=c++20 -fsyntax-only`, C locale, in a fresh folder):
/// whether it compiled, and its diagnostics.
fn gpp(src: &[u8]) -> (bool, String) {
    static N: AtomicU32 = AtomicU32::new(0);
    let dir: PathBuf =
        std::env::temp_dir().join(format!("cpp-passes-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let file = dir.join("t.cpp");
    std::fs::write(&file, src).expect("write");
    let o = Command::new("g++")
        .env("LC_ALL", "C")
        .args(["-std=c++20", "-fsyntax-only"])
        .arg(&file)
        .current_dir(&dir)
        .output()
        .unwrap_or_else(|e| panic!("cannot run g++ ({e}): apt-get install g++"));
    let _ = std::fs::remove_dir_all(&dir);
    (o.status.success(), String::from_utf8_lossy(&o.stderr).into_owned())
}

/// g++ reports exactly one error, and `matches` holds of it.
fn one_error(src: &[u8], matches: &dyn Fn(&str) -> bool) -> bool {
    let (_, diagnostics) = gpp(src);
    let errors: Vec<&str> = diagnostics.lines().filter(|l| l.contains("error:")).collect();
    errors.len() == 1 && matches(errors[0])
}

fn strict() -> ReduceOptions {
    ReduceOptions { strict_syntax: true, ..ReduceOptions::default() }
}

fn without(pass: &str) -> ReduceOptions {
    ReduceOptions { skip_passes: vec![pass.to_string()], ..strict() }
}

/// The result's parser tokens, joined by spaces.
fn tokens(r: &Reduced) -> String {
    let s = tables().lex(&r.output).expect("lexes");
    s.parser_iter().map(|t| String::from_utf8_lossy(t.text(&r.output)).into_owned()).collect::<Vec<_>>().join(" ")
}

fn accepted(r: &Reduced, pass: &str) -> u64 {
    r.stats.passes.get(pass).map_or(0, |s| s.accepted)
}

/// Definition -> declaration (clang_delta's `replace-function-def-with-decl`): the
/// function is called with one argument too many from a global initializer, so it must
/// stay declared, and its body is not needed. Perses and substitution leave an empty
/// body (`int b() {}`); `reshape` makes the definition the declaration its slot also
/// accepts, the definition's specifiers and declarator followed by the minimal `;`.
#[test]
fn function_definition_becomes_a_declaration() {
    let src = b"int twice(int a) {\n  int b = a * 2;\n  return b;\n}\nint x = twice(1, 2);\n";
    let prop = FnProperty(|c: &[u8]| one_error(c, &|e| e.contains("too many arguments to function")));
    assert!(prop.0(src));
    let r = reduce(tables(), src, &prop, &strict()).expect("reduces");
    assert_eq!(tokens(&r), "int b ( ) ; int a = b ( 0 ) ;");
    assert!(accepted(&r, "reshape") > 0, "{:?}", r.stats.passes);
    let s = reduce(tables(), src, &prop, &without("reshape")).expect("reduces");
    assert_eq!(tokens(&s), "int b ( ) { } int a = b ( 0 ) ;");
}

/// A class template's parameter replaced by `int` where it is used, its head deleted
/// and the template arguments of its uses with it (clang_delta's
/// `instantiate-template-type-param-to-int` and `class-template-to-class`): the error is
/// a member access on a member of non-class type through `this`. Inside the template it
/// needs the instantiation in `main`, which needs the template; `T` -> `int` alone is
/// never smaller. `instantiate` does all three in one candidate; then the class and the
/// access stay, and nothing else.
#[test]
fn template_parameter_becomes_the_minimal_type() {
    let src = b"template <typename T> struct Holder {\n  T value;\n  void call() { value.run(); }\n};\nint main() {\n  Holder<long> h;\n  h.call();\n}\n";
    let prop = FnProperty(|c: &[u8]| {
        one_error(c, &|e| {
            e.contains("error: request for member '") && e.contains("*)this)->") && e.contains("of non-class type")
        })
    });
    assert!(prop.0(src));
    let r = reduce(tables(), src, &prop, &strict()).expect("reduces");
    assert_eq!(tokens(&r), "class a { int b ; a ( ) { b . a ; } } ;");
    assert!(accepted(&r, "instantiate") > 0, "{:?}", r.stats.passes);
    let s = reduce(tables(), src, &prop, &without("instantiate")).expect("reduces");
    let kept = tokens(&s);
    assert!(kept.starts_with("template <"), "{kept}");
    assert!(kept.split(' ').count() > 30, "{kept}");
}

/// A namespace and a class inlined (clang_delta's `remove-namespace`, and its passes
/// that take members out of a class): the call must be ambiguous between two
/// overloads, which must stay declarations; the namespace or the class around them is
/// not needed, but its qualifier at the call is, until both go at once. For the class,
/// `lift` replaces it by its members and deletes every `Outer ::` in the same candidate
/// (without it the class stays: 30 tokens). The namespace goes another way first:
/// substitution makes it unnamed (`namespace [[]]`), Perses drops the qualifier and
/// lifts its list. A namespace or class that is only emptied is Perses's deletion of
/// its members.
#[test]
fn namespace_and_class_are_inlined() {
    let ambiguous = |c: &[u8]| one_error(c, &|e| e.contains("call of overloaded") && e.contains("is ambiguous"));
    let minimum = "int a ( long ) ; int a ( unsigned ) ; int a ( ) { a ( 0 ) ; }";
    let class = b"struct Outer {\n  static void pick(long);\n  static void pick(unsigned);\n};\nvoid run() { Outer::pick(0); }\n";
    let prop = FnProperty(ambiguous);
    assert!(prop.0(class));
    let r = reduce(tables(), class, &prop, &strict()).expect("reduces");
    assert_eq!(tokens(&r), minimum);
    assert!(accepted(&r, "lift") > 0, "{:?}", r.stats.passes);
    let s = reduce(tables(), class, &prop, &without("lift")).expect("reduces");
    assert!(tokens(&s).starts_with("class"), "{}", tokens(&s));
    let namespace = b"namespace util {\nvoid pick(long);\nvoid pick(unsigned);\n}\nvoid run() { util::pick(0); }\n";
    assert!(prop.0(namespace));
    let r = reduce(tables(), namespace, &prop, &strict()).expect("reduces");
    assert_eq!(tokens(&r), minimum);
}

/// A member call replaced by its slot's minimal sentence (clang_delta's
/// `callexpr-to-value` on a member call): an array's size, computed by a `constexpr`
/// member function, is `-1`. Perses can only put a descendant in the call's place (`c`,
/// `get`), which g++ rejects otherwise, so the class, its object and the call stay;
/// `substitute` puts `0` there (`0 - 1`), and then the class and the object go.
#[test]
fn member_call_becomes_its_minimal_sentence() {
    let src = b"struct Counter {\n  int k;\n  constexpr int get() const { return k; }\n};\nconstexpr Counter c{0};\nint table[c.get() - 1];\n";
    let prop = FnProperty(|c: &[u8]| gpp(c).1.contains("error: size '-1' of array"));
    assert!(prop.0(src));
    let r = reduce(tables(), src, &prop, &strict()).expect("reduces");
    assert_eq!(tokens(&r), "int a [ - 1 ] ;");
    assert!(accepted(&r, "substitute") > 0, "{:?}", r.stats.passes);
    let s = reduce(tables(), src, &prop, &without("substitute")).expect("reduces");
    assert!(tokens(&s).contains(". b ( ) - 1"), "the member call stays: {}", tokens(&s));
}

/// Unused template specialisations deleted (clang_delta removes unused declarations;
/// C-Vise's `remove-unused-function` and line passes): the primary template is
/// incomplete and used; the full and the partial specialisation are unused. Perses
/// deletes them as list elements of the translation unit.
#[test]
fn unused_specialisations_are_deleted() {
    let src = b"template <typename T> struct Size;\ntemplate <> struct Size<int> { enum { value = 4 }; };\ntemplate <typename T> struct Size<T *> { enum { value = 8 }; };\nint n = Size<char>::value;\n";
    let prop = FnProperty(|c: &[u8]| {
        one_error(c, &|e| {
            e.contains("incomplete type '") && e.contains("<") && e.contains("used in nested name specifier")
        })
    });
    assert!(prop.0(src));
    let r = reduce(tables(), src, &prop, &strict()).expect("reduces");
    assert_eq!(tokens(&r), "template < typename > class b ; b a = b < int > :: a ;");
    assert!(accepted(&r, "perses") > 0, "{:?}", r.stats.passes);
}
