//! `reduce`: the front door over every language this build has (one cargo feature
//! each); the language comes from the input's extension or `--language NAME`.

use reducer_cli::front::Shipped;
#[allow(unused_imports)]
use reducer_runtime::language::Language as _;

fn main() -> std::process::ExitCode {
    let languages: Vec<Shipped> = vec![
        #[cfg(feature = "c")]
        Shipped { name: "c", extensions: &["c", "h", "i"], tables: reducers::c::C::tables },
        #[cfg(feature = "json")]
        Shipped { name: "json", extensions: &["json"], tables: reducers::json::Json::tables },
        #[cfg(feature = "smt2")]
        Shipped { name: "smt2", extensions: &["smt2", "smt"], tables: reducers::smtlib2::SmtLib2::tables },
        #[cfg(feature = "go")]
        Shipped { name: "go", extensions: &["go"], tables: reducers::go::Go::tables },
        #[cfg(feature = "python")]
        Shipped { name: "python", extensions: &["py", "pyi"], tables: reducers::python::Python::tables },
        #[cfg(feature = "rust")]
        Shipped { name: "rust", extensions: &["rs"], tables: reducers::rust::Rust::tables },
        #[cfg(feature = "java")]
        Shipped { name: "java", extensions: &["java"], tables: reducers::java::Java::tables },
        // `.h` stays C; `.ii` is g++'s preprocessed C++. (`.C` is lower-cased to C's `.c`.)
        #[cfg(feature = "cpp")]
        Shipped {
            name: "cpp",
            extensions: &["cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++", "ii", "ixx", "cppm"],
            tables: reducers::cpp::Cpp::tables,
        },
        #[cfg(feature = "javascript")]
        Shipped {
            name: "javascript",
            extensions: &["js", "mjs", "cjs"],
            tables: reducers::javascript::JavaScript::tables,
        },
    ];
    reducer_cli::front::main(&languages)
}
