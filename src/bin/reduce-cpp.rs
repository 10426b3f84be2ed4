//! `reduce-cpp`: the reducer generated from `grammars/cpp.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::cpp::Cpp>()
}
