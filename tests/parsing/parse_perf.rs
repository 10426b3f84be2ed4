//! The generated C parser stays linear where a naive GLR goes quadratic, and forks
//! deep inside nesting do not copy the stack.

use reducer_runtime::language::Language;
use std::time::Instant;

fn parse_c(src: &str) -> reducer_runtime::language::Document {
    match reducers::c::C::tables().parse(src.as_bytes()) {
        Ok(d) => d,
        Err(e) => panic!("{e}"),
    }
}

/// Prototypes with attributes once opened a K&R definition that every later
/// declaration extended: quadratic time. 20 000 of them must parse in seconds.
#[test]
fn attribute_prototypes_are_linear() {
    let mut src = String::new();
    for i in 0..20_000 {
        src.push_str(&format!(
            "extern int f{i} (double x) __attribute__ ((__nothrow__)) __attribute__ ((__const__));\n"
        ));
    }
    src.push_str("int main (void) { return f1 (2.0); }\n");
    let t = Instant::now();
    let doc = parse_c(&src);
    assert_eq!(doc.tree.leaves(doc.tree.root).len(), doc.tokens.parser_len());
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
}

/// `(a)(b)` is a cast or a call (the grammar has no typedef table), so the parser
/// forks at every level of this 20 000-deep nesting.
#[test]
fn forks_inside_deep_nesting() {
    let n = 20_000;
    let mut src = String::from("int x = ");
    for _ in 0..n {
        src.push_str("(a)(");
    }
    src.push('b');
    for _ in 0..n {
        src.push(')');
    }
    src.push_str(";\n");
    let t = Instant::now();
    let doc = parse_c(&src);
    assert_eq!(doc.tree.leaves(doc.tree.root).len(), doc.tokens.parser_len());
    assert!(doc.tree.depth() > n);
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
}

/// 100 000 nested parentheses in a C expression and in JSON.
#[test]
fn hundred_thousand_parens() {
    let n = 100_000;
    let src = format!("int x = {}1{};\n", "(".repeat(n), ")".repeat(n));
    let doc = parse_c(&src);
    assert!(doc.tree.depth() > n);
    let json = format!("{}1{}", "[".repeat(n), "]".repeat(n));
    let doc = reducers::json::Json::tables().parse(json.as_bytes()).unwrap();
    assert!(doc.tree.depth() > n);
}

/// Every valid file of the C corpus parses, the same with the plain loop as before
/// (the tree covers every token).
#[test]
fn c_corpus_parses() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/c");
    let mut count = 0;
    for dir in ["csmith", "csmith-stub", "gcc-E", "hand"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files.iter().filter(|p| p.extension().is_some_and(|x| x == "c")) {
            let src = std::fs::read(f).unwrap();
            let doc = reducers::c::C::tables().parse(&src).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            assert_eq!(doc.tree.leaves(doc.tree.root).len(), doc.tokens.parser_len(), "{}", f.display());
            count += 1;
        }
    }
    assert!(count > 100, "only {count} corpus files");
}

/// The graph-structured stack's work on `src` (`ParseStats::gss_steps`: links followed
/// by its path searches and steps of its viability checks), after checking that the
/// tree covers every token.
fn gss_steps(t: &reducer_runtime::language::GrammarTables<'_>, src: &str) -> u64 {
    let tokens = t.lex(src.as_bytes()).unwrap_or_else(|e| panic!("{e:?}"));
    let parsed = t.parse_tokens(&tokens).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parsed.tree.leaves(parsed.tree.root).len(), tokens.parser_len());
    parsed.stats.gss_steps
}

/// `work(n)` for a small and a ten times larger `n`: the larger may cost at most `bound`
/// times the smaller (linear: 10; quadratic: 100; cubic: 1000).
fn assert_growth(what: &str, small: usize, bound: u64, work: impl Fn(usize) -> u64) {
    let (a, b) = (work(small), work(10 * small));
    eprintln!("{what}: {a} GSS steps at {small}, {b} at {}", 10 * small);
    assert!(b <= bound * a.max(1), "{what}: {b} GSS steps at {} against {a} at {small}", 10 * small);
}

/// `if (x==0) return 0; else if (x==1) return 1; ... else return -1;` with `n` links.
fn else_if_chain(n: usize) -> String {
    let chain: Vec<String> = (0..n).map(|i| format!("if (x=={i}) return {i};")).collect();
    format!("{} else return -1;", chain.join(" else "))
}

/// Every `else` of an `else if` chain forks (the dangling else: shift it, or reduce the
/// inner `if` without it). The reduction can only finish each enclosing `if ... else` in
/// turn up to where no `else` fits, and once did at every `else`, with a path search
/// over every link it piled on one node: cubic time (1000 links took 29 s in C and C++,
/// 65 s in Java; g++.dg's parse/stack1.C has 11 000). The parser now sees that it leads
/// to no shift, from the enclosing level the previous `else` proved dead.
#[test]
fn else_if_chains_are_linear() {
    let c = reducers::c::C::tables();
    assert_growth("C else-if chain", 200, 20, |n| gss_steps(c, &format!("int f(int x) {{ {} }}\n", else_if_chain(n))));
    #[cfg(feature = "cpp")]
    {
        let cpp = reducers::cpp::Cpp::tables();
        let src = |n| format!("int f(int x) {{ {} }}\n", else_if_chain(n));
        assert_growth("C++ else-if chain", 200, 20, |n| gss_steps(cpp, &src(n)));
    }
    #[cfg(feature = "java")]
    {
        let java = reducers::java::Java::tables();
        let src = |n| format!("class A {{ int f(int x) {{ {} }} }}\n", else_if_chain(n));
        assert_growth("Java else-if chain", 200, 20, |n| gss_steps(java, &src(n)));
        // `a0 = a1 = ... = 0` forked the same way in Java and JavaScript (cubic).
        let src = |n: usize| {
            let names: Vec<String> = (0..n).map(|i| format!("a{i}")).collect();
            format!("class A {{ void f() {{ {} = 0; }} }}\n", names.join(" = "))
        };
        assert_growth("Java assignment chain", 200, 20, |n| gss_steps(java, &src(n)));
    }
    #[cfg(feature = "javascript")]
    {
        let js = reducers::javascript::JavaScript::tables();
        let src = |n| format!("function f(x) {{ {} }}\n", else_if_chain(n));
        assert_growth("JavaScript else-if chain", 200, 20, |n| gss_steps(js, &src(n)));
        let src = |n: usize| {
            let names: Vec<String> = (0..n).map(|i| format!("a{i}")).collect();
            format!("{} = 0;\n", names.join(" = "))
        };
        assert_growth("JavaScript assignment chain", 200, 20, |n| gss_steps(js, &src(n)));
    }
}

/// `if (x) if (x) ... return 0; else return 1; else return 1; ...`: every `else` may
/// close any open `if`, so the versions are real and the work is quadratic; replaying a
/// new link along every link of every top made it cubic (1000 took 67 s; 0.7 s now).
#[test]
fn nested_dangling_elses_are_at_most_quadratic() {
    let c = reducers::c::C::tables();
    let src = |n: usize| {
        format!("int f(int x) {{ {} return 0; {} }}\n", "if (x) ".repeat(n), "else return 1; ".repeat(n - 1))
    };
    assert_growth("C nested dangling elses", 40, 200, |n| gss_steps(c, &src(n)));
}
