//! Shortlex generation of the strings a lexer rule accepts (T-Rec, Algorithm 2 line 2).
//!
//! Strings come in shortlex order: shortest first, then character by character in
//! T-Rec's alphabet ([`char_rank`]: digits, lowercase, uppercase, `_`, the rest). Generation is bounded: at most `cap` strings per node, each at most
//! `max_len` bytes, so even `.*` or identifier rules stay cheap.

use crate::lexer::{LexTree, LexTreeNode, LexerTables, Quantifier};

/// T-Rec's alphabet: digits, lowercase letters, uppercase letters, `_`, other printable
/// ASCII, space, other ASCII whitespace, then everything else by code point. Shortlex
/// order compares strings by length, then character by character in this order, so
/// `0` comes before `1` (integers), `a` before `b` (names) and the canonical hex digit
/// is `0` (the T-Rec paper's `0xff00ull` example ends as `0x100u`).
pub fn char_rank(c: u32) -> (u8, u32) {
    let block = match c {
        0x30..=0x39 => 0,
        0x61..=0x7A => 1,
        0x41..=0x5A => 2,
        0x5F => 3,
        0x21..=0x7E => 4,
        0x20 => 5,
        0x09..=0x0D => 6,
        _ => 7,
    };
    (block, c)
}

/// The sort key of a string in shortlex order over [`char_rank`] (bytes that are not
/// UTF-8 rank last).
pub fn shortlex_key(s: &[u8]) -> (usize, Vec<(u8, u32)>) {
    let mut ranks = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match std::str::from_utf8(&s[i..(i + 4).min(s.len())])
            .ok()
            .or_else(|| (1..4).rev().find_map(|n| std::str::from_utf8(s.get(i..i + n)?).ok()))
        {
            Some(t) if !t.is_empty() => {
                let c = t.chars().next().unwrap_or('\0');
                ranks.push(char_rank(c as u32));
                i += c.len_utf8();
            }
            _ => {
                ranks.push((8, s[i] as u32));
                i += 1;
            }
        }
    }
    (s.len(), ranks)
}

/// Set ranges sorted by [`char_rank`]. The generator splits ranges at the alphabet's
/// block boundaries (its readable order lists letters before digits), so sorting the
/// ranges by their first member orders every member.
pub fn class_order(ranges: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = ranges.to_vec();
    out.sort_by_key(|&(lo, _)| char_rank(lo));
    out
}

/// The first `limit` members of a set in [`class_order`], as UTF-8 strings.
pub fn class_members(ranges: &[(u32, u32)], limit: usize) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for (lo, hi) in class_order(ranges) {
        let mut c = lo;
        while c <= hi && out.len() < limit {
            if let Some(ch) = char::from_u32(c) {
                let mut buf = [0u8; 4];
                out.push(ch.encode_utf8(&mut buf).as_bytes().to_vec());
            }
            c += 1;
        }
        if out.len() >= limit {
            break;
        }
    }
    out
}

/// Bounds of one generation.
#[derive(Copy, Clone, Debug)]
pub struct Bounds {
    /// Longest string generated, in bytes.
    pub max_len: usize,
    /// Most strings kept per node (the shortest ones).
    pub cap: usize,
}

/// Generates strings of lex-tree nodes in shortlex order.
pub struct Generator<'a> {
    lexer: &'a LexerTables<'a>,
    bounds: Bounds,
    depth: usize,
}

/// Rule references nested deeper than this generate nothing (recursive rules such as
/// nested comments still yield their non-recursive strings).
const MAX_DEPTH: usize = 24;

impl<'a> Generator<'a> {
    pub fn new(lexer: &'a LexerTables<'a>, bounds: Bounds) -> Generator<'a> {
        Generator { lexer, bounds, depth: 0 }
    }

    /// The strings of lexer rule `rule`, shortest first.
    pub fn rule(&mut self, rule: u32) -> Vec<Vec<u8>> {
        let root = self.lexer.rules[rule as usize].tree;
        self.node(root)
    }

    /// The strings of lex-tree node `node`, shortest first.
    pub fn node(&mut self, node: u32) -> Vec<Vec<u8>> {
        let tree: LexTree<'a> = self.lexer.tree;
        let Bounds { max_len, cap } = self.bounds;
        let out = match tree.nodes[node as usize] {
            LexTreeNode::Literal { .. } => {
                let t = tree.literal_of(node);
                if t.len() <= max_len {
                    vec![t.to_vec()]
                } else {
                    Vec::new()
                }
            }
            LexTreeNode::Set { .. } => class_members(tree.ranges_of(node), cap),
            // Reads no text (the candidate is lexed again, where its place decides).
            LexTreeNode::Eof => vec![Vec::new()],
            LexTreeNode::Alt { .. } => {
                let mut all = Vec::new();
                for &c in tree.children_of(node) {
                    all.extend(self.node(c));
                }
                all
            }
            LexTreeNode::Seq { .. } => {
                let mut acc = vec![Vec::new()];
                for &c in tree.children_of(node) {
                    let part = self.node(c);
                    acc = self.product(&acc, &part);
                    if acc.is_empty() {
                        break;
                    }
                }
                acc
            }
            LexTreeNode::Ref(rule) => {
                if self.depth >= MAX_DEPTH {
                    return Vec::new();
                }
                self.depth += 1;
                let r = self.rule(rule);
                self.depth -= 1;
                r
            }
            LexTreeNode::Quant { child, quantifier, .. } => {
                let body = self.node(child);
                let mut all = Vec::new();
                if quantifier != Quantifier::Plus {
                    all.push(Vec::new());
                }
                if quantifier == Quantifier::Optional {
                    all.extend(body);
                } else if !body.is_empty() {
                    // One repetition, two, ... while anything still fits.
                    let mut reps = vec![Vec::new()];
                    loop {
                        let next = self.product(&reps, &body);
                        let next: Vec<Vec<u8>> = next.into_iter().filter(|s| !s.is_empty()).collect();
                        if next.is_empty() {
                            break;
                        }
                        all.extend(next.iter().cloned());
                        if all.len() >= cap * 4 {
                            break;
                        }
                        reps = next;
                    }
                }
                all
            }
        };
        normalize(out, cap)
    }

    /// Every concatenation `a + b` that fits, shortest first, capped.
    fn product(&self, left: &[Vec<u8>], right: &[Vec<u8>]) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for a in left {
            for b in right {
                if a.len() + b.len() <= self.bounds.max_len {
                    let mut s = a.clone();
                    s.extend_from_slice(b);
                    out.push(s);
                }
            }
            if out.len() >= self.bounds.cap * 8 {
                break;
            }
        }
        normalize(out, self.bounds.cap)
    }
}

/// Stable sort by length, drop repeats (keeping the first), keep the `cap` shortest.
fn normalize(mut v: Vec<Vec<u8>>, cap: usize) -> Vec<Vec<u8>> {
    v.sort_by_cached_key(|s| shortlex_key(s));
    let mut seen = std::collections::HashSet::new();
    v.retain(|s| seen.insert(s.clone()));
    v.truncate(cap);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_enumerate_digits_then_letters() {
        let hex = [(97, 102), (65, 70), (48, 57)];
        let m = class_members(&hex, 3);
        assert_eq!(m, vec![b"0".to_vec(), b"1".to_vec(), b"2".to_vec()]);
        let ident_start = [(97, 122), (65, 90), (95, 95)];
        assert_eq!(class_members(&ident_start, 2), vec![b"a".to_vec(), b"b".to_vec()]);
    }

    #[test]
    fn normalize_is_shortlex_stable() {
        let v = vec![b"bb".to_vec(), b"c".to_vec(), b"a".to_vec(), b"1".to_vec(), b"a".to_vec(), b"".to_vec()];
        assert_eq!(normalize(v, 4), vec![b"".to_vec(), b"1".to_vec(), b"a".to_vec(), b"c".to_vec()]);
    }
}
