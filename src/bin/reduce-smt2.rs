//! `reduce-smt2`: the reducer generated from `grammars/smtlib2.g4`.

fn main() -> std::process::ExitCode {
    reducer_cli::main::<reducers::smtlib2::SmtLib2>()
}
