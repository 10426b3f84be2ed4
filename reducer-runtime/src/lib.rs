//! reducer-runtime: see the crate README.

pub mod lexer;
pub mod tokens;
