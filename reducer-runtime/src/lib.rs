//! reducer-runtime: see the crate README.

pub mod parser;
pub mod tree;
