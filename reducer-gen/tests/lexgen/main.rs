//! The DFA lexer generator: minimality, C-like lexers, random lexers against a
//! reference, ANTLR semantics, and lexer hooks.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

#[path = "../support/lexgen.rs"]
mod lexgen_support;

mod clike;
mod lexer_hooks;
mod minimal;
mod random;
mod semantics;
