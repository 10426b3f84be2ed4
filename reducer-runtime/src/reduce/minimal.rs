//! The minimal sentence of every grammar symbol: the shortest text the symbol derives.
//!
//! The generator computes the table (`reducer_gen::minimal`) and emits it as
//! [`GrammarTables::minimal_sentences`]: a token's text is its fixed literal, or else
//! the first string in T-Rec's shortlex order that lexes alone as one token of that
//! kind; a rule's sentence is the cheapest of its alternatives (tokens, then the text in
//! shortlex order; `*` and `?` cost nothing, `+` one element; ties keep the earlier
//! alternative), its tokens joined with a space only where neighbours would merge.
//!
//! The substitution pass ([`super::substitute`]) replaces a node by the minimal sentence
//! of its slot's kind or of its own kind (`0` for an expression, `;` for a statement,
//! `int` for a declaration specifier).

use crate::language::{GrammarTables, Shape};

/// The minimal sentence of every symbol, as text.
#[derive(Clone, Debug)]
pub struct MinimalSentences {
    /// Per symbol: its minimal text and token count (`None` when it derives no text the
    /// runtime can write, e.g. a token made only by a token source).
    entries: Vec<Option<(Vec<u8>, u32)>>,
}

impl MinimalSentences {
    /// The table of `tables`' grammar (the generator's, see the module documentation).
    pub fn new(tables: &GrammarTables<'_>) -> MinimalSentences {
        let entries = tables.minimal_sentences.iter().map(|m| m.map(|(text, n)| (text.to_vec(), n))).collect();
        MinimalSentences { entries }
    }

    /// The minimal text of `symbol` and its token count.
    pub fn get(&self, symbol: u16) -> Option<(&[u8], u32)> {
        self.entries.get(symbol as usize)?.as_ref().map(|(t, n)| (t.as_slice(), *n))
    }

    /// The minimal text of each alternative of a `Regular` symbol (its symbols' minimal
    /// texts, a space between two), shortest first: `int` as well as a typedef name
    /// for C's declaration specifiers.
    pub fn per_alternative(&self, tables: &GrammarTables<'_>, symbol: u16) -> Vec<Vec<u8>> {
        if tables.shape(symbol) != Shape::Regular {
            return Vec::new();
        }
        let mut out: Vec<Vec<u8>> = Vec::new();
        for a in 0..tables.alternative_count(symbol) as u16 {
            let mut text = Vec::new();
            let mut complete = true;
            for &x in tables.alternative(symbol, a) {
                match self.get(x) {
                    Some((t, _)) if !t.is_empty() => {
                        if !text.is_empty() {
                            text.push(b' ');
                        }
                        text.extend_from_slice(t);
                    }
                    Some(_) => {}
                    None => complete = false,
                }
            }
            if complete && !text.is_empty() && !out.contains(&text) {
                out.push(text);
            }
        }
        out.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
        out
    }
}
