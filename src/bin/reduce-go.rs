//! `reduce-go`: the reducer generated from `grammars/go.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::go::Go>()
}
