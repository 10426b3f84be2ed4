//! The LR/GLR table generator: epsilon rules, GLR forests, table shapes and the C
//! grammar.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

#[path = "../support/lrgen.rs"]
mod lrgen_util;

mod cgrammar;
mod epsilon;
mod glr;
mod tables;
