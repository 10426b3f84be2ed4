//! `reducer-gen`: inspect what the generator makes of a grammar.
//!
//! ```text
//! reducer-gen inspect GRAMMAR... [--start RULE] [--ignore-actions]
//! ```
//! prints diagnostics, tokens, the grammar in Perses Normal Form, the shape of every
//! symbol and the subsume relation.

use std::path::PathBuf;
use std::process::ExitCode;

use reducer_gen::{compile_files, inspect, Options};

const USAGE: &str = "usage: reducer-gen inspect GRAMMAR... [--start RULE] [--ignore-actions]

commands:
  inspect   print the tokens, the Perses Normal Form, shapes and subsume relation
            of GRAMMAR (.g4, .bnf or .ebnf), with any warnings. A split ANTLR grammar
            is its parser grammar (its tokenVocab lexer is read from beside it) or
            both files, in any order. The start rule defaults to the rule that ends
            in EOF.

options:
  --ignore-actions  go on without the actions and predicates no hook runs
                    (by default each one is an error)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let mut iter = args.iter();
    match iter.next().map(String::as_str) {
        Some("inspect") => {}
        Some("-h" | "--help") | None => return Err(USAGE.to_string()),
        Some(other) => return Err(format!("error: unknown command `{other}`\n\n{USAGE}")),
    }
    let mut grammars: Vec<PathBuf> = Vec::new();
    let mut options = Options::default();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--start" => {
                let rule = iter.next().ok_or("error: `--start` needs a rule name")?;
                options.start = Some(rule.clone());
            }
            "--ignore-actions" => options.ignore_actions = true,
            flag if flag.starts_with('-') => return Err(format!("error: unknown option `{flag}`\n\n{USAGE}")),
            path => grammars.push(PathBuf::from(path)),
        }
    }
    if grammars.is_empty() {
        return Err(format!("error: missing GRAMMAR\n\n{USAGE}"));
    }
    let compiled = compile_files(&grammars, &options).map_err(|e| e.to_string())?;
    print!("{}", inspect::report(&compiled));
    Ok(())
}
