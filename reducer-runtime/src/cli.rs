//! The command-line driver shared by every generated reducer binary:
//! `fn main() -> ExitCode { reducer_runtime::cli::main::<MyLang>() }`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

use crate::language::Language;

/// Command-line options of `reduce-<lang>`.
#[derive(Parser, Debug)]
#[command(version, about = "Grammar-specialised program reducer")]
pub struct Args {
    /// Only parse each FILE and report the first syntax error per failing file
    /// (exit status 1 if any failed).
    #[arg(long)]
    pub check: bool,
    /// Input files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Runs the command line for language `L` and returns the process exit code.
pub fn main<L: Language>() -> ExitCode {
    let args = Args::parse();
    run::<L>(&args)
}

/// Runs parsed arguments (separate from [`main`] so tests can call it).
pub fn run<L: Language>(args: &Args) -> ExitCode {
    if args.check {
        return check::<L>(&args.files);
    }
    eprintln!("error: pass --check (reduction is not wired into the command line yet)");
    ExitCode::from(2)
}

/// `--check`: parse each file, print the first error of each failing file.
pub fn check<L: Language>(files: &[PathBuf]) -> ExitCode {
    let tables = L::tables();
    let mut failed = 0usize;
    for path in files {
        let src = match std::fs::read(path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{}: error: cannot read: {e}", path.display());
                failed += 1;
                continue;
            }
        };
        if let Err(e) = tables.parse(&src) {
            println!("{}:{}:{}: {}", path.display(), e.line, e.column, e.message);
            failed += 1;
        }
    }
    eprintln!("{} of {} files parsed ({} failed)", files.len() - failed, files.len(), failed);
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
