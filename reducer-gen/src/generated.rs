//! The output of the generator's back end: a compiled grammar with its lexer and parser
//! tables, the input of the emitter and of interpreted mode.

use crate::lexgen::LexerTables;
use crate::lrgen::ParseTables;
use crate::minimal::Sentence;
use crate::pipeline::Compiled;

/// A compiled grammar with its run-time tables: everything the emitter writes (made by
/// `generate::generate`, read by `emit` and `flat`; its own module so that neither
/// depends on `generate`).
#[derive(Clone, Debug)]
pub struct Generated {
    pub compiled: Compiled,
    pub lexer: LexerTables,
    pub parser: ParseTables,
    /// The minimal sentence of every PNF symbol ([`crate::minimal`]).
    pub minimal: Vec<Sentence>,
    /// FNV-1a hash of the grammar source files, written into the `@generated` header.
    pub grammar_hash: u64,
}
