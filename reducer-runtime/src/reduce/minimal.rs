//! The minimal sentence of every grammar symbol: the shortest text the symbol derives.
//!
//! A token's minimal text is its fixed literal, or else the first string of its lexer
//! rules in T-Rec's shortlex order ([`super::trec::shortlex`]) that lexes alone as one
//! token of that kind. A rule's minimal sentence is found by a fixpoint over the PNF
//! alternatives: cost = (tokens, then the text in shortlex order), `*` and `?` cost
//! nothing, `+` costs one element. Ties keep the earlier alternative.
//!
//! The substitution pass ([`super::substitute`]) replaces a node by the minimal sentence
//! of its slot's kind or of its own kind (`0` for an expression, `;` for a statement,
//! `int` for a declaration specifier).
//!
//! The table is computed from the generated tables when a reduction starts (about a
//! millisecond for C) rather than emitted by the generator: the token strings come
//! from the runtime's shortlex generator over the lex trees, which the generator
//! does not have (see ARCHITECTURE.md).

use crate::language::{GrammarTables, Shape};
use crate::lexer::relexes_as;

use super::trec::shortlex::{shortlex_key, Bounds, Generator};

/// Shortlex generation bounds for a token's minimal text.
const TOKEN_STRINGS: Bounds = Bounds { max_len: 8, cap: 16 };

/// The minimal sentence of every symbol, as text.
#[derive(Clone, Debug)]
pub struct MinimalSentences {
    /// Per symbol: its minimal text and token count (`None` when it derives no text the
    /// runtime can write, e.g. a token made only by a token source).
    entries: Vec<Option<(Vec<u8>, u32)>>,
}

impl MinimalSentences {
    /// Computes the table for `tables`' grammar.
    pub fn new(tables: &GrammarTables<'_>) -> MinimalSentences {
        let n = tables.shapes.len();
        let num_tokens = tables.num_tokens as usize;
        // Token texts.
        let mut token_text: Vec<Option<Vec<u8>>> = vec![None; num_tokens];
        let mut gen = Generator::new(&tables.lexer, TOKEN_STRINGS);
        for (kind, slot) in token_text.iter_mut().enumerate().skip(1) {
            *slot = token_minimal_text(tables, &mut gen, kind as u16);
        }
        // Costs per symbol: (tokens, shortlex key of the concatenated token texts),
        // relaxed until nothing changes. The key orders by length, then by T-Rec's
        // character order, so an expression's minimal sentence is `0`, not `a`.
        let mut cost: Vec<Option<(u32, Key)>> = vec![None; n];
        let mut choice: Vec<u16> = vec![u16::MAX; n];
        for (k, t) in token_text.iter().enumerate() {
            if let Some(t) = t {
                cost[k] = Some((1, Key::of(t)));
            }
        }
        loop {
            let mut changed = false;
            for s in num_tokens..n {
                let sym = s as u16;
                let (best, alt) = match tables.shape(sym) {
                    Shape::Token => continue,
                    Shape::Star | Shape::Optional => (Some((0, Key::default())), u16::MAX),
                    Shape::Plus => match tables.quantified_body(sym) {
                        Some(b) => (cost[b as usize].clone(), u16::MAX),
                        None => continue,
                    },
                    Shape::Regular => {
                        let mut best: Option<(u32, Key)> = None;
                        let mut alt = u16::MAX;
                        for a in 0..tables.alternative_count(sym) as u16 {
                            let mut c = Some((0u32, Key::default()));
                            for &x in tables.alternative(sym, a) {
                                c = match (c, &cost[x as usize]) {
                                    (Some((n, k)), Some((m, j))) => Some((n + m, k.then(j))),
                                    _ => None,
                                };
                            }
                            if c.is_some() && (best.is_none() || c < best) {
                                best = c;
                                alt = a;
                            }
                        }
                        if tables.start == s as u32 && tables.start_accepts_empty {
                            best = Some((0, Key::default()));
                            alt = u16::MAX;
                        }
                        (best, alt)
                    }
                };
                if best.is_some() && (cost[s].is_none() || best < cost[s]) {
                    cost[s] = best;
                    choice[s] = alt;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        // Expand each symbol's choice into tokens, then join them into text.
        let mut entries = vec![None; n];
        for (s, entry) in entries.iter_mut().enumerate() {
            if cost[s].is_none() {
                continue;
            }
            let mut kinds = Vec::new();
            let mut stack = vec![s as u16];
            while let Some(x) = stack.pop() {
                if (x as usize) < num_tokens {
                    kinds.push(x);
                    continue;
                }
                match tables.shape(x) {
                    Shape::Plus => stack.extend(tables.quantified_body(x)),
                    Shape::Regular if choice[x as usize] != u16::MAX => {
                        stack.extend(tables.alternative(x, choice[x as usize]).iter().rev())
                    }
                    _ => {}
                }
            }
            let texts: Vec<&[u8]> = kinds.iter().filter_map(|&k| token_text[k as usize].as_deref()).collect();
            *entry = Some((join_tokens(tables, &texts, &kinds), kinds.len() as u32));
        }
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

/// Shortlex order of a text: length, then characters by T-Rec's rank (digits,
/// lowercase, uppercase, `_`, the rest).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Key(usize, Vec<(u8, u32)>);

impl Key {
    fn of(text: &[u8]) -> Key {
        let (len, ranks) = shortlex_key(text);
        Key(len, ranks)
    }

    /// The key of the concatenation.
    fn then(mut self, other: &Key) -> Key {
        self.0 += other.0;
        self.1.extend_from_slice(&other.1);
        self
    }
}

/// The first shortlex string of `kind`'s lexer rules that lexes alone as one `kind`.
fn token_minimal_text(tables: &GrammarTables<'_>, gen: &mut Generator<'_>, kind: u16) -> Option<Vec<u8>> {
    if let Some(Some(lit)) = tables.token_literals.get(kind as usize) {
        return Some(lit.as_bytes().to_vec());
    }
    let lexer = &tables.lexer;
    let mut strings = Vec::new();
    for (i, r) in lexer.rules.iter().enumerate() {
        if !r.is_fragment && r.token == Some(kind) && !r.skip && r.mode == 0 {
            strings.extend(gen.rule(i as u32));
        }
    }
    strings.sort_by_cached_key(|s| shortlex_key(s));
    strings.into_iter().find(|s| relexes_as(lexer, b"", s, b"", kind))
}

/// Joins token texts with a space only where two neighbours would lex differently.
fn join_tokens(tables: &GrammarTables<'_>, texts: &[&[u8]], kinds: &[u16]) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, t) in texts.iter().enumerate() {
        if i > 0 {
            let prev = texts[i - 1];
            let apart = !relexes_as(&tables.lexer, prev, t, b"", kinds[i])
                || !relexes_as(&tables.lexer, b"", prev, t, kinds[i - 1]);
            if apart {
                out.push(b' ');
            }
        }
        out.extend_from_slice(t);
    }
    out
}
