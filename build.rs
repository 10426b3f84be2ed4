//! Generates the shipped reducers from `grammars/`, exactly as a user's build.rs would.
//! Each language is a cargo feature (all on by default), so that one language can be
//! built and installed without compiling the others.

/// Whether cargo enabled `feature` for this build.
fn enabled(feature: &str) -> bool {
    std::env::var_os(format!("CARGO_FEATURE_{}", feature.to_uppercase())).is_some()
}

fn main() {
    for (feature, grammar, start, type_name) in [
        ("json", "grammars/json.g4", "json", "Json"),
        ("c", "grammars/c.g4", "compilationUnit", "C"),
        ("smt2", "grammars/smtlib2.g4", "script", "SmtLib2"),
    ] {
        if enabled(feature) {
            reducer_gen::Builder::new(grammar).start(start).type_name(type_name).build_or_exit();
        }
    }
    // Go's semicolons come from a built-in token source (spec §Semicolons).
    if enabled("go") {
        reducer_gen::Builder::new("grammars/go.g4")
            .start("sourceFile")
            .type_name("Go")
            .token_source("reducer_runtime::hooks::go::token_source")
            .build_or_exit();
    }
    // Python 3.13 (its lexer, `python_lexer.g4`, comes through `tokenVocab`): the line
    // structure (reference §2.1) comes from a built-in token source, the one the lexer
    // names as `superClass`, which also binds the f-string hook.
    if enabled("python") {
        reducer_gen::Builder::new("grammars/python.g4")
            .start("file_input")
            .type_name("Python")
            .token_source("reducer_runtime::hooks::py_layout::token_source")
            .build_or_exit();
    }
    // Rust, edition 2024: `<` and `>` joined to the next token (`>>`, `>=`) and the
    // `else` of a let-else come from a built-in token source, the one the grammar names
    // as `superClass`.
    if enabled("rust") {
        reducer_gen::Builder::new("grammars/rust.g4")
            .start("crate")
            .type_name("Rust")
            .token_source("reducer_runtime::hooks::rust_tokens::token_source")
            .build_or_exit();
    }
    // Java 21: `>>` and `>>>` closing nested type arguments are split by a built-in
    // token source (JLS §3.2), the one the grammar names as `superClass`.
    if enabled("java") {
        reducer_gen::Builder::new("grammars/java.g4")
            .start("compilationUnit")
            .type_name("Java")
            .token_source("reducer_runtime::hooks::java::token_source")
            .build_or_exit();
    }
    // C++ (the C++23 working draft plus g++'s extensions): `>>` closing nested template
    // arguments, digraphs and alternative tokens come from a built-in token source, and
    // raw strings end at their own delimiter through its per-match hook; both are the
    // class the grammar names as `superClass`.
    if enabled("cpp") {
        reducer_gen::Builder::new("grammars/cpp.g4")
            .start("translationUnit")
            .type_name("Cpp")
            .token_source("reducer_runtime::hooks::cpp::token_source")
            .build_or_exit();
    }
    // JavaScript (ECMAScript 2024; its lexer, `javascript_lexer.g4`, comes through
    // `tokenVocab`): automatic semicolon insertion (§12.10) is a token source that runs
    // the generated LR tables; regular expressions versus division (§12) a lexer
    // predicate on the previous token.
    if enabled("javascript") {
        reducer_gen::Builder::new("grammars/javascript.g4")
            .start("program")
            .type_name("JavaScript")
            .token_source("reducer_runtime::hooks::js::token_source")
            .hook("regexAllowed", "reducer_runtime::hooks::js::regex_allowed")
            .hook("notBeforeDigit", "reducer_runtime::hooks::js::not_before_digit")
            .build_or_exit();
    }
    // A grammar that needs code: Python's indentation comes from a token source.
    if enabled("minipy") {
        reducer_gen::Builder::new("grammars/minipy.g4")
            .start("file_input")
            .type_name("MiniPy")
            .token_source("crate::minipy_layout::indentation")
            .build_or_exit();
    }
}
