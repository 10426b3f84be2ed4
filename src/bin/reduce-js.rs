//! `reduce-js`: the reducer generated from `grammars/javascript.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::javascript::JavaScript>()
}
