//! `reduce-json`: the reducer generated from `grammars/json.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::json::Json>()
}
