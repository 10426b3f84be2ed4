//! The grammar readers: ANTLR4 .g4 (imports, split grammars, lexer modes, actions) and
//! BNF/EBNF, their errors, and the grammars-v4 collection read unmodified.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

#[path = "../support/lexgen.rs"]
mod lexgen_support;

mod bnf_mutation;
mod bnf_reader;
mod g4_big_grammar;
mod g4_grammar_language;
mod g4_lexer_zero_width;
mod g4_no_panic;
mod g4_reader;
mod grammars_v4_read;
mod resolve;
