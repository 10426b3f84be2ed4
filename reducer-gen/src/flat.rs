//! The grammar facts of a generated language as flat arrays: exactly what the emitter
//! writes as `static`s and what interpreted mode (`reducer-gen parse`/`reduce`) loads
//! into memory, so both paths see the same numbers.
//!
//! The lexer and parser tables are already flat in [`Generated`] (`lexer`, `parser`);
//! this module flattens the rest of `reducer_runtime::language::GrammarTables`: symbol
//! names, shapes, alternatives, quantified bodies, nullability, the subsume matrix, the
//! token literals and the minimal sentences.

use crate::analyze::{Shape, Slots};
use crate::generated::Generated;
use crate::pnf::PnfRule;

/// The non-lexer, non-parser fields of `GrammarTables`, owned (field for field).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrammarArrays {
    /// Grammar name.
    pub name: String,
    /// Name of every PNF symbol (tokens first).
    pub symbol_names: Vec<String>,
    /// Tokens, EOF included.
    pub num_tokens: u32,
    /// The PNF start symbol.
    pub start: u32,
    /// The start symbol also derives the empty string.
    pub start_accepts_empty: bool,
    pub shapes: Vec<Shape>,
    /// Alternatives of symbol `s` are `sym_alts[s]..sym_alts[s + 1]`.
    pub sym_alts: Vec<u32>,
    /// Symbols of alternative `k` are `alt_symbols[alt_offsets[k]..alt_offsets[k + 1]]`.
    pub alt_offsets: Vec<u32>,
    pub alt_symbols: Vec<u16>,
    /// Element of `*`/`+`/`?` symbols, `u16::MAX` for the others.
    pub quant_body: Vec<u16>,
    pub nullable: Vec<bool>,
    /// `u64` words per row of [`GrammarArrays::subsume`].
    pub subsume_words: u32,
    /// The subsume bit matrix, row by row.
    pub subsume: Vec<u64>,
    /// Fixed text of each token that has one.
    pub token_literals: Vec<Option<String>>,
    /// Per symbol, its minimal sentence and token count ([`crate::minimal`]).
    pub minimal_sentences: Vec<Option<(Vec<u8>, u32)>>,
}

/// Flattens the grammar facts of `g`.
pub fn grammar_arrays(g: &Generated) -> GrammarArrays {
    let pnf = &g.compiled.pnf;
    let an = &g.compiled.analysis;
    let mut sym_alts = vec![0u32];
    let mut alt_offsets = vec![0u32];
    let mut alt_symbols: Vec<u16> = Vec::new();
    let mut quant_body: Vec<u16> = Vec::new();
    for (i, sym) in pnf.symbols.iter().enumerate() {
        let mut count = 0;
        if let Slots::Regular(alts) = &an.slots[i] {
            for alt in alts {
                alt_symbols.extend(alt.iter().map(|s| s.0 as u16));
                alt_offsets.push(alt_symbols.len() as u32);
                count += 1;
            }
        }
        sym_alts.push(sym_alts.last().copied().unwrap_or(0) + count);
        quant_body.push(match &sym.rule {
            Some(PnfRule::Star(b) | PnfRule::Plus(b) | PnfRule::Optional(b)) => b.0 as u16,
            _ => u16::MAX,
        });
    }
    GrammarArrays {
        name: g.compiled.resolved.cfg.name.clone(),
        symbol_names: pnf.symbols.iter().map(|s| s.name.clone()).collect(),
        num_tokens: pnf.num_tokens,
        start: pnf.start.0,
        start_accepts_empty: pnf.start_accepts_empty,
        shapes: an.shapes.clone(),
        sym_alts,
        alt_offsets,
        alt_symbols,
        quant_body,
        nullable: an.nullable.clone(),
        subsume_words: an.subsumes.words_per_row() as u32,
        subsume: an.subsumes.rows().flatten().copied().collect(),
        token_literals: (0..pnf.num_tokens as usize)
            .map(|i| g.compiled.resolved.cfg.tokens[i].literal.clone())
            .collect(),
        minimal_sentences: g.minimal.clone(),
    }
}
