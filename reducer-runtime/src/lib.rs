//! `reducer-runtime`: what every generated reducer links against.
//!
//! - [`lexer`] and [`tokens`]: the table-driven lexer and the token stream with trivia;
//! - [`parser`] and [`tree`]: the GLR driver over generated LALR(1) tables and the
//!   editable arena tree it builds;
//! - [`property`], [`runner`], [`cache`]: the property test (script or closure), the
//!   parallel deterministic runner and the query cache;
//! - [`ddmin`]: delta debugging plans used on list nodes;
//! - [`reduce`]: Perses end to end (printer, passes, in-process API) and [`cli`], the
//!   command line of every generated reducer ([`cli_pair`]: its `pair` subcommand,
//!   pairwise reduction with [`reduce::pair`]).
//! - [`batch`] and [`cli_batch`]: many inputs, one job pool, results grouped.

pub mod batch;
pub mod cache;
pub mod cli;
pub mod cli_batch;
pub mod cli_pair;
pub mod cli_paths;
pub mod cli_support;
pub mod ddmin;
pub mod hooks;
pub mod jobs;
pub mod language;
pub mod lexer;
pub mod parser;
pub mod property;
pub mod reduce;
pub mod runner;
pub mod tokens;
pub mod tree;
