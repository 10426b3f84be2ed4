//! Deriving the other half of a pair from an edited half: a token-level three-way
//! merge (beyond the paper, which re-applies the difference only to Perses' deletions).
//!
//! A [`Deriver`] holds a base pair (`from`, `to`) and the token diff Δ(from, to): each
//! `from` token is *common* (equal to a `to` token) or *unique* (inside a hunk). Given a
//! candidate `from'` (any text edit of `from`: a pass's splices, a T-Rec rename), the
//! diff Δ(from, from') is replayed on `to`:
//! - an edit of common tokens only is made on their `to` counterparts (a deletion, a
//!   token replaced by another, a stretch replaced when its counterparts are adjacent);
//! - an edit of unique tokens only is the candidate's own: `to` keeps its side of the
//!   hunk;
//! - a deletion spanning both deletes the common part in `to`; any other mixed edit
//!   makes no pair (`None`);
//! - an insertion goes to the matching place in `to`, unless it is strictly inside a
//!   unique stretch.
//! A token text that the edit replaced at every occurrence (a consistent rename: T-Rec,
//! identifier replacement) is renamed in `to`'s unique tokens as well, so a rename on
//! both sides does not grow the difference.

use std::collections::BTreeMap;

use crate::language::GrammarTables;
use crate::tokens::TokenStream;

use super::ldiff::{token_diff, Text};
use crate::reduce::edit::{needs_space, render, Base, Edit, Splice};

/// A base pair and its diff, ready to derive `to'` from any `from'`.
pub(crate) struct Deriver {
    from: Vec<u8>,
    from_tokens: TokenStream,
    to: Vec<u8>,
    to_tokens: TokenStream,
    /// For each `from` parser token, the equal `to` token (`None`: unique to `from`).
    common: Vec<Option<u32>>,
    /// For each `to` parser token, whether it is unique to `to`.
    to_unique: Vec<bool>,
    /// For each `from` position (0..=len), the `to` token an insertion there goes before.
    insert_at: Vec<usize>,
}

/// What becomes of one `to` token.
#[derive(Clone)]
enum Fate {
    Keep,
    Delete,
    Text(Vec<u8>),
}

impl Deriver {
    /// `None` when either program does not lex.
    pub(crate) fn new(tables: &GrammarTables<'_>, from: &[u8], to: &[u8]) -> Option<Deriver> {
        Some(Deriver::from_lexed(from, tables.lex(from).ok()?, to, tables.lex(to).ok()?))
    }

    fn from_lexed(from: &[u8], from_tokens: TokenStream, to: &[u8], to_tokens: TokenStream) -> Deriver {
        let d = token_diff(Text { src: from, tokens: &from_tokens }, Text { src: to, tokens: &to_tokens });
        let (nf, nt) = (from_tokens.parser_len(), to_tokens.parser_len());
        let mut common = vec![None; nf];
        let mut to_unique = vec![true; nt];
        for (j, i) in d.variant_to_seed.iter().enumerate() {
            if let Some(i) = *i {
                common[i as usize] = Some(j as u32);
                to_unique[j] = false;
            }
        }
        let mut insert_at = vec![nt; nf + 1];
        for h in &d.hunks {
            for p in h.seed.clone() {
                insert_at[p] = h.variant.start;
            }
        }
        for (p, c) in common.iter().enumerate() {
            if let Some(j) = c {
                insert_at[p] = *j as usize;
            }
        }
        Deriver { from: from.to_vec(), from_tokens, to: to.to_vec(), to_tokens, common, to_unique, insert_at }
    }

    /// The base program the candidates edit.
    pub(crate) fn from(&self) -> &[u8] {
        &self.from
    }

    fn from_text(&self) -> Text<'_> {
        Text { src: &self.from, tokens: &self.from_tokens }
    }

    /// `to'` for the candidate `from'`; `None` when `from'` does not lex or its edit
    /// mixes common and unique tokens in a way that has no counterpart in `to`.
    pub(crate) fn derive(&self, tables: &GrammarTables<'_>, cand: &[u8]) -> Option<Vec<u8>> {
        if cand == self.from.as_slice() {
            return Some(self.to.clone());
        }
        let cand_tokens = tables.lex(cand).ok()?;
        self.derive_lexed(cand, &cand_tokens)
    }

    fn derive_lexed(&self, cand: &[u8], cand_tokens: &TokenStream) -> Option<Vec<u8>> {
        let ct = Text { src: cand, tokens: cand_tokens };
        let ft = self.from_text();
        let c = token_diff(ft, ct);
        let nf = self.common.len();
        let nt = self.to_unique.len();
        let unique = |i: usize| self.common[i].is_none();
        // Renames: texts replaced one for one, always by the same text, and surviving
        // nowhere unchanged.
        let mut renames: BTreeMap<&[u8], Option<&[u8]>> = BTreeMap::new();
        for h in &c.hunks {
            if h.seed.len() == h.variant.len() {
                for (i, k) in h.seed.clone().zip(h.variant.clone()) {
                    let (old, new) = (ft.token(i), ct.token(k));
                    let e = renames.entry(old).or_insert(Some(new));
                    if *e != Some(new) {
                        *e = None;
                    }
                }
            }
        }
        if !renames.is_empty() {
            for i in c.variant_to_seed.iter().flatten() {
                renames.remove(ft.token(*i as usize));
            }
        }
        let mut fate = vec![Fate::Keep; nt];
        // Candidate tokens inserted before each `to` token (index `nt`: at the end).
        let mut inserts: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for h in &c.hunks {
            let (f, k) = (h.seed.clone(), h.variant.clone());
            if f.is_empty() {
                let p = f.start;
                if p > 0 && p < nf && unique(p - 1) && unique(p) {
                    continue;
                }
                inserts.entry(self.insert_at[p]).or_default().extend(k);
            } else if k.is_empty() {
                for i in f {
                    if let Some(j) = self.common[i] {
                        fate[j as usize] = Fate::Delete;
                    }
                }
            } else if f.len() == k.len() {
                for (i, k) in f.zip(k) {
                    if let Some(j) = self.common[i] {
                        fate[j as usize] = Fate::Text(ct.token(k).to_vec());
                    }
                }
            } else if f.clone().all(unique) {
                continue;
            } else if f.clone().any(unique) {
                return None;
            } else {
                let js: Vec<usize> = f.map(|i| self.common[i].expect("common") as usize).collect();
                if js.windows(2).any(|w| w[1] != w[0] + 1) {
                    return None;
                }
                for &j in &js {
                    fate[j] = Fate::Delete;
                }
                inserts.entry(js[0]).or_default().extend(k);
            }
        }
        let tt = Text { src: &self.to, tokens: &self.to_tokens };
        for (j, f) in fate.iter_mut().enumerate() {
            if self.to_unique[j] && matches!(f, Fate::Keep) {
                if let Some(Some(new)) = renames.get(tt.token(j)) {
                    *f = Fate::Text(new.to_vec());
                }
            }
        }
        // The edit of `to`, one splice per `to` token whose stretch (its leading layout
        // and its text, with the insertions before it) changes: each kept token with its
        // own layout, each inserted token with the candidate's, a space where pieces
        // that were not neighbours could merge.
        let mut splices: Vec<Splice> = Vec::new();
        // The last byte of the derived program so far.
        let mut last: Option<u8> = None;
        let mut adjacent = true;
        // One buffer for every stretch: this runs for every pair candidate.
        let mut piece = Vec::new();
        let emit = |piece: &mut Vec<u8>, last: &mut Option<u8>, layout: &[u8], text: &[u8], adjacent: bool| {
            piece.extend_from_slice(layout);
            if let Some(&b) = layout.last() {
                *last = Some(b);
            }
            if !adjacent && layout.is_empty() {
                if let (Some(l), Some(&r)) = (*last, text.first()) {
                    if needs_space(l, r) {
                        piece.push(b' ');
                    }
                }
            }
            piece.extend_from_slice(text);
            if let Some(&b) = text.last() {
                *last = Some(b);
            }
        };
        for j in 0..=nt {
            // `to`'s own stretch for position j: token j with its layout, or the tail.
            let (start, end) = if j == nt {
                let s = self.to.len() - tt.tail().len();
                (s, s)
            } else {
                let t = self.to_tokens.parser_token(j);
                (t.start as usize - tt.layout(j).len(), t.end as usize)
            };
            piece.clear();
            if let Some(ks) = inserts.get(&j) {
                for &k in ks {
                    emit(&mut piece, &mut last, ct.layout(k), ct.token(k), false);
                }
                adjacent = false;
            }
            if j < nt {
                match &fate[j] {
                    Fate::Keep => {
                        emit(&mut piece, &mut last, tt.layout(j), tt.token(j), adjacent);
                        adjacent = true;
                    }
                    Fate::Text(t) => {
                        emit(&mut piece, &mut last, tt.layout(j), t, false);
                        adjacent = false;
                    }
                    Fate::Delete => adjacent = false,
                }
            }
            if piece.as_slice() != &self.to[start..end] {
                splices.push(Splice { start, end, text: piece.clone() });
            }
        }
        Some(render(None, Base::text(&self.to), Edit::Verbatim(&splices)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A language-free stand-in: words separated by spaces.
    fn words(src: &[u8]) -> TokenStream {
        let mut recs = Vec::new();
        let mut i = 0;
        while i < src.len() {
            let start = i;
            let blank = src[i] == b' ';
            while i < src.len() && (src[i] == b' ') == blank {
                i += 1;
            }
            let kind = if blank { crate::tokens::SKIPPED } else { 1 };
            recs.push(crate::tokens::Token { kind, channel: 0, start: start as u32, end: i as u32 });
        }
        TokenStream::from_records(recs, Vec::new())
    }

    fn deriver(from: &[u8], to: &[u8]) -> Deriver {
        Deriver::from_lexed(from, words(from), to, words(to))
    }

    /// `derive` with the word lexer (the candidate is lexed the same way).
    fn derive(d: &Deriver, cand: &[u8]) -> Option<String> {
        let ct = words(cand);
        let out = d.derive_lexed(cand, &ct)?;
        Some(String::from_utf8(out).unwrap())
    }

    #[test]
    fn common_edits_are_replayed_and_unique_ones_kept() {
        let d = deriver(b"a b x c d", b"a b y y c d");
        // Deleting common tokens deletes them on the other side too.
        assert_eq!(derive(&d, b"a x d").as_deref(), Some("a y y d"));
        // An edit of the unique token stays on its side.
        assert_eq!(derive(&d, b"a b c d").as_deref(), Some("a b y y c d"));
        assert_eq!(derive(&d, b"a b z c d").as_deref(), Some("a b y y c d"));
        // A common token replaced by another is replaced on both sides.
        assert_eq!(derive(&d, b"a q x c d").as_deref(), Some("a q y y c d"));
        // A deletion across common and unique tokens deletes the common part.
        assert_eq!(derive(&d, b"a d").as_deref(), Some("a y y d"));
        // A stretch of common and unique tokens replaced by fewer tokens has no counterpart.
        assert_eq!(derive(&d, b"a q d"), None);
    }

    #[test]
    fn renames_reach_the_unique_tokens() {
        let d = deriver(b"int v ; f ( v ) ;", b"int v ; f ( v ) ; g ( v ) ;");
        // `v` renamed everywhere in `from`: the `to`-only `g ( v )` follows.
        assert_eq!(derive(&d, b"int a ; f ( a ) ;").as_deref(), Some("int a ; f ( a ) ; g ( a ) ;"));
        // Renamed at one occurrence only: not a rename, the unique tokens keep `v`.
        assert_eq!(derive(&d, b"int a ; f ( v ) ;").as_deref(), Some("int a ; f ( v ) ; g ( v ) ;"));
    }

    #[test]
    fn insertions_land_in_place() {
        let d = deriver(b"a b c", b"a b z c");
        assert_eq!(derive(&d, b"a q b c").as_deref(), Some("a q b z c"));
        assert_eq!(derive(&d, b"a b c").as_deref(), Some("a b z c"));
        let d = deriver(b"a x y b", b"a b");
        // Inside the unique stretch: the other side has nothing there.
        assert_eq!(derive(&d, b"a x q y b").as_deref(), Some("a b"));
    }
}
