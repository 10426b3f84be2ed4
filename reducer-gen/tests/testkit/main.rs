//! The test kit itself: the BNF model, random sentences and the lexer reference.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

mod bnf;
mod lexgen;
