//! `reducer-gen`: turns a grammar into a specialized program reducer.
//!
//! The pipeline, one module per stage (each a function from one representation to the
//! next, reporting problems as [`diag::Diagnostic`]s):
//!
//! 1. [`read`]: `.g4` or BNF/EBNF text to [`syntax::GrammarFile`] (the grammar as written);
//! 2. [`resolve`]: names interned, implicit tokens created, lexer and parser split
//!    ([`cfg::ResolvedGrammar`]);
//!    [`bind`] then binds named lexer actions and predicates to Rust functions;
//! 3. [`normalize`]: the parser grammar to Perses Normal Form ([`pnf::Pnf`]);
//! 4. [`analyze`]: nullable symbols, shapes, child slots and the subsume relation.
//!
//! [`compile`] runs them in order; [`testkit`] holds the random sentence generator and
//! reference recognizer used by tests here and by the generated parsers' tests.

pub mod analyze;
pub mod bind;
pub mod builtin;
pub mod cfg;
pub mod diag;
pub mod emit;
pub mod flat;
pub mod generate;
pub mod generated;
pub mod inspect;
pub mod lexgen;
pub mod lrgen;
pub mod minimal;
pub mod normalize;
pub mod pnf;
pub mod read;
pub mod resolve;
pub mod syntax;
pub mod testkit;

mod pipeline;
pub use generate::{generate, Builder, Generated};
pub use pipeline::*;
