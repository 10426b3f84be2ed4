//! `reduce-java`: the reducer generated from `grammars/java.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::java::Java>()
}
