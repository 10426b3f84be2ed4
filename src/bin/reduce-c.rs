//! `reduce-c`: the reducer generated from `grammars/c.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::c::C>()
}
