//! Stage 1: reading grammar files into [`crate::syntax::GrammarFile`].

pub mod bnf;
pub mod g4;
