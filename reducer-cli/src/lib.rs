//! The command line of every reducer.
//!
//! A generated reducer's binary is one line, `reducer_cli::main::<MyLang>()`: the
//! subcommands `reduce` (the default: `reduce-c --test t.sh bug.c`), `check`, `pair`
//! and `batch` over the language's tables (`L::tables()`, passed to [`run`],
//! `pair_cmd::run` and `batch_cmd::run` as a value). With the default `grammar` feature the crate
//! also builds the `reducer-gen` command, which reads a grammar at run time and serves
//! the same command line over it (interpreted mode), plus `inspect`, `parse` and the
//! grammars-v4 benchmark `compat`.
//!
//! | module | what |
//! |---|---|
//! | [`reduce_cmd`] | `reduce` and `check`: the options, the run, the progress display |
//! | [`files_cmd`] | several files reduced together (`reduce --test t.sh a.c b.h src/`) |
//! | [`pair_cmd`], [`batch_cmd`] | `pair` (PPR) and `batch` (many inputs, one job pool) |
//! | [`output`], [`paths`] | writing results safely; every output checked against every input |
//! | [`args`] | the options every test-running command shares, defined once |
//! | [`exit`] | exit statuses |
//! | [`front`] | `reduce`, the front door: the language from the file extension, completions, man page |
//! | `new_crate` | `reducer-gen new`: a reducer crate for a grammar, ready to build (feature `grammar`) |
//! | `load`, `interp`, `check`, `desc`, `compat` | interpreted mode (feature `grammar`): a grammar's tables built at run time ([`run`] takes them as a value), one file's verdict under a time limit (`parse`, `compat`), the benchmark |
//!
//! Everything the command line prints goes through [`say!`]: a closed stderr (EPIPE)
//! never aborts a reduction, and control characters (raw input bytes quoted in a syntax
//! error, a script's stderr) are escaped so they cannot drive the terminal.

/// Prints a line on stderr, control characters escaped, errors ignored.
#[macro_export]
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), "{}", $crate::output::escape_controls(&format!($($t)*)));
    }};
}

pub mod args;
pub mod batch_cmd;
#[cfg(feature = "grammar")]
pub mod check;
pub mod exit;
pub mod files_cmd;
pub mod front;
pub mod output;
pub mod pair_cmd;
pub mod paths;
pub mod reduce_cmd;

#[cfg(feature = "grammar")]
pub mod compat;
#[cfg(feature = "grammar")]
pub mod desc;
#[cfg(feature = "grammar")]
pub mod interp;
#[cfg(feature = "grammar")]
pub mod load;
#[cfg(feature = "grammar")]
pub mod new_crate;

pub use exit::Exit;
pub use reduce_cmd::{main, main_with, run, Args};
