//! The reducer for `grammars/minipy.g4` (a Python subset whose INDENT/DEDENT tokens come
//! from a token source, `src/minipy_layout.rs`): the one line every generated reducer
//! binary is.
//!
//! ```text
//! cargo run --release --example reduce_minipy -- --test tests/e2e/zero-division-test.sh tests/e2e/bug.py
//! ```
fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::minipy::MiniPy>()
}
