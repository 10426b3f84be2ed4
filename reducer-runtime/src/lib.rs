//! `reducer-runtime`: what every generated reducer links against.
//!
//! - [`lexer`] and [`tokens`]: the table-driven lexer and the token stream with trivia;
//! - [`parser`] and [`tree`]: the GLR driver over generated LALR(1) tables and the
//!   editable arena tree it builds;
//! - [`property`], [`runner`], [`cache`]: the property test (script or closure), the
//!   parallel deterministic runner and the query cache;
//! - [`ddmin`]: delta debugging plans used on list nodes;
//! - [`reduce`]: Perses end to end (printer, passes, in-process API), pairwise
//!   reduction ([`reduce::pair`]);
//! - [`batch`]: many inputs, one job pool, results grouped;
//! - [`report`]: the HTML report of one reduction (`--report`) and the charts it shares
//!   with batch mode's.
//!
//! The library prints nothing and never exits the process: the command line of every
//! generated reducer is the `reducer-cli` crate, which reports progress through the
//! observers ([`reduce::Observer`], [`batch::BatchObserver`]) this library calls.

pub mod batch;
pub mod cache;
pub mod ddmin;
pub mod hooks;
pub mod jobs;
pub mod language;
pub mod lexer;
pub mod parser;
pub mod property;
pub mod reduce;
pub mod report;
pub mod runner;
pub mod tokens;
pub mod tree;
