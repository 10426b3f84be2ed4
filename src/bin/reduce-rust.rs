//! `reduce-rust`: the reducer generated from `grammars/rust.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::rust::Rust>()
}
