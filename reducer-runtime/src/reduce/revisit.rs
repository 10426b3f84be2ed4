//! Which nodes a later Perses round tries again (beyond the papers; issue 27, point 1).
//!
//! Perses repeats its pass over the whole tree until a round removes nothing, so every
//! node that failed in round `r` is tried again in round `r + 1`, although most of them
//! fail again for the same reason: on a slow property, rounds 2 and 3 cost thousands of
//! tests for a few tokens. A node's candidates depend on its own text and on the rest
//! of the program; what a deletion elsewhere typically enables is through a name: the
//! last use of a variable, type or function gone, its declaration can go. So a node
//! that failed is remembered by its kind, its slot and its tokens' text (and three tokens
//! on each side), with the round: a regular node none of whose replacements passed, a
//! list element whose deletion failed (ddmin ends 1-minimal). In a later round it is
//! skipped (a regular node's children are still visited; a list's ddmin runs over its
//! other elements) while that text is the same and none of its names (tokens without a
//! fixed text: identifiers, literals) has lost an occurrence in the program since. `--revisit-all` turns this off
//! and tries every node in every round, as the paper does.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use crate::language::GrammarTables;
use crate::tokens::TokenStream;

/// Parser tokens on each side of a node that are part of its key.
const CONTEXT: usize = 3;

/// What failed in which round, and when each name last lost an occurrence. Names are
/// known by a 64-bit hash of their text, as nodes by one of theirs: a large program's
/// memo holds no copy of its names.
#[derive(Debug, Default)]
pub(crate) struct Revisit {
    /// Node key -> the round in which all its candidates failed.
    failed: HashMap<u64, usize>,
    /// Name -> the last round during (or after) which its occurrence count fell.
    last_decrease: HashMap<u64, usize>,
    /// Occurrences of each name at the start of the previous round, and that round.
    counts: HashMap<u64, u32>,
    counted_round: usize,
    /// Nodes skipped (statistics).
    pub(crate) skipped: u64,
}

/// A node as the memo sees it: its key and its names' hashes.
pub(crate) struct NodeText {
    key: u64,
    names: Box<[u64]>,
}

/// The hash a name is known by.
fn name_key(text: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

impl Revisit {
    /// Called at the start of round `round` with the program's tokens: names whose
    /// occurrence count fell since the previous call are marked as changed in the
    /// previous round.
    pub(crate) fn start_round(&mut self, tables: &GrammarTables<'_>, src: &[u8], tokens: &TokenStream, round: usize) {
        let mut counts: HashMap<u64, u32> = HashMap::new();
        for t in tokens.parser_iter() {
            if is_name(tables, t.kind) {
                *counts.entry(name_key(t.text(src))).or_default() += 1;
            }
        }
        if self.counted_round > 0 {
            for (&name, &before) in &self.counts {
                if counts.get(&name).copied().unwrap_or(0) < before {
                    self.last_decrease.insert(name, self.counted_round);
                }
            }
        }
        self.counts = counts;
        self.counted_round = round;
    }

    /// True when some node failed (else no node is clean).
    pub(crate) fn has_failures(&self) -> bool {
        !self.failed.is_empty()
    }

    /// True when the node failed in an earlier round and nothing it depends on (its
    /// text, its names' occurrences) has changed since.
    pub(crate) fn is_clean(&self, node: &NodeText) -> bool {
        let Some(&round) = self.failed.get(&node.key) else { return false };
        node.names.iter().all(|n| self.last_decrease.get(n).is_none_or(|&r| r < round))
    }

    /// Records that every candidate of the node failed in `round`.
    pub(crate) fn failed(&mut self, node: &NodeText, round: usize) {
        self.failed.entry(node.key).or_insert(round);
    }

    /// [`Revisit::is_clean`] as it will answer once the failures in `pending` (of the
    /// current round) are recorded.
    pub(crate) fn is_clean_with(&self, node: &NodeText, pending: &Pending) -> bool {
        if self.failed.contains_key(&node.key) {
            self.is_clean(node)
        } else {
            pending.0.contains(&node.key)
        }
    }
}

/// Failures of the current round seen ahead of their confirmation: Perses' walk past
/// the candidates under test assumes they fail, and records what would follow here, to
/// write it to the memo once the tests say so.
#[derive(Debug, Default)]
pub(crate) struct Pending(std::collections::HashSet<u64>);

impl Pending {
    /// Notes that every candidate of the node failed (if the tests confirm it).
    pub(crate) fn failed(&mut self, node: &NodeText) {
        self.0.insert(node.key);
    }
}

/// True for tokens without a fixed text (identifiers, numbers, strings).
fn is_name(tables: &GrammarTables<'_>, kind: u16) -> bool {
    tables.token_literals.get(kind as usize).copied().flatten().is_none()
}

/// A regular node of kind `kind` in slot `expected` whose parser tokens are `leaves`,
/// as the memo of failed replacements sees it.
pub(crate) fn replacement_text(
    tables: &GrammarTables<'_>,
    src: &[u8],
    tokens: &TokenStream,
    kind: u16,
    expected: u16,
    leaves: &[u32],
) -> NodeText {
    node_text(tables, src, tokens, (0u8, kind, expected), leaves)
}

/// An element of a list of `body`s whose parser tokens are `leaves`, as the memo of
/// failed deletions sees it.
pub(crate) fn deletion_text(
    tables: &GrammarTables<'_>,
    src: &[u8],
    tokens: &TokenStream,
    body: u16,
    leaves: &[u32],
) -> NodeText {
    node_text(tables, src, tokens, (1u8, body, body), leaves)
}

/// The key (`what` and the tokens' text, with [`CONTEXT`] tokens on each side) and
/// the names of a node whose parser tokens are `leaves`.
fn node_text(
    tables: &GrammarTables<'_>,
    src: &[u8],
    tokens: &TokenStream,
    what: (u8, u16, u16),
    leaves: &[u32],
) -> NodeText {
    let mut h = DefaultHasher::new();
    (what, leaves.len()).hash(&mut h);
    let mut names: Vec<u64> = Vec::new();
    for &i in leaves {
        let t = tokens.parser_token(i as usize);
        let text = t.text(src);
        (t.kind, text).hash(&mut h);
        if is_name(tables, t.kind) {
            let name = name_key(text);
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    // The neighbourhood: the same text elsewhere (a statement repeated in two
    // functions) is another node, and a deletion next to it makes it worth a new try.
    if let (Some(&first), Some(&last)) = (leaves.first(), leaves.last()) {
        let n = tokens.parser_len();
        let before = (first as usize).saturating_sub(CONTEXT)..first as usize;
        let after = (last as usize + 1).min(n)..(last as usize + 1 + CONTEXT).min(n);
        for i in before.chain(after) {
            let t = tokens.parser_token(i);
            (t.kind, t.text(src)).hash(&mut h);
        }
    }
    NodeText { key: h.finish(), names: names.into_boxed_slice() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(key: u64, names: &[&str]) -> NodeText {
        NodeText { key, names: names.iter().map(|n| name_key(n.as_bytes())).collect() }
    }

    #[test]
    fn a_failed_node_stays_clean_until_one_of_its_names_loses_an_occurrence() {
        let mut r = Revisit::default();
        let decl = node(1, &["x"]);
        let other = node(2, &["y"]);
        assert!(!r.is_clean(&decl), "never tried");
        r.failed(&decl, 1);
        r.failed(&other, 1);
        assert!(r.is_clean(&decl) && r.is_clean(&other));
        // In round 1 a use of `x` went: the declaration is worth another try; `y` is not.
        r.last_decrease.insert(name_key(b"x"), 1);
        assert!(!r.is_clean(&decl));
        assert!(r.is_clean(&other));
        // A failure recorded later than the decrease makes it clean again.
        let mut r2 = Revisit::default();
        r2.last_decrease.insert(name_key(b"x"), 1);
        r2.failed(&decl, 2);
        assert!(r2.is_clean(&decl));
        // A node without names (`;`, `{}`) stays clean once it failed.
        r2.failed(&node(3, &[]), 2);
        assert!(r2.is_clean(&node(3, &[])));
    }
}
