//! `reduce-py`: the reducer generated from `grammars/python.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::python::Python>()
}
