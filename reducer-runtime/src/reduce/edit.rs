//! The one description of a candidate that every reducer produces, and the one function
//! that turns it into the bytes the property tests.
//!
//! A candidate is the current program plus one [`Edit`]. Tree edits (Perses, the
//! hidden-token pass, PPR's MinSubtree and MinCommonality) are printed by the
//! [`Printer`] from the tree with the input's trivia, a space only where the lexer says
//! two tokens would merge. Text edits are a sorted list of disjoint [`Splice`]s on the
//! program's bytes, so they can put any text in the program (a minimal sentence, a copy
//! of a node from elsewhere, a fresh identifier): the passes beyond Perses, HDD, GTR,
//! T-Rec, ddmin over lines, tokens and bytes, and PPR's MinTdiff, MinLdiff and DD (the
//! seed patched with diff hunks) and the other half of every pair candidate (`derive`). [`render`] prints
//! either against the program's state ([`Base`]); a new reducer is one module that
//! lists its candidates as edits.

use crate::tokens::TokenStream;
use crate::tree::{NodeId, Tree};

use super::print::Printer;

/// One candidate: an edit of the current program.
#[derive(Clone, Copy, Debug)]
pub enum Edit<'a> {
    /// Print the tree as it is.
    None,
    /// Print `node` with this child list instead of its own.
    Children {
        /// The node whose children change.
        node: NodeId,
        /// Its new children, in order.
        kids: &'a [NodeId],
    },
    /// Print `with` where child `index` of `parent` is (or instead of the root when
    /// `parent` is `None`).
    Replace {
        /// The parent of the replaced node, `None` for the root.
        parent: Option<NodeId>,
        /// Position of the replaced node among the parent's children.
        index: usize,
        /// The replacing node.
        with: NodeId,
    },
    /// Print the tree without these nodes (sorted): elements of lists, deleted.
    Without(&'a [NodeId]),
    /// Print the tree as it is without the records marked here (in place of the
    /// program's own removed records): the hidden-token pass.
    Records(&'a [bool]),
    /// The program's bytes with these splices (sorted, disjoint) applied; a space goes
    /// in where new neighbours could merge into one token ([`apply`]).
    Splices(&'a [Splice]),
    /// The splices applied exactly as written, no space added ([`apply_verbatim`]):
    /// T-Rec's re-lexed tokens, ddmin's units, PPR's undone replacements and patches.
    Verbatim(&'a [Splice]),
}

/// One replacement of a byte range of the program by new text (empty: a deletion;
/// an empty range: an insertion).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Splice {
    /// First byte replaced.
    pub start: usize,
    /// End of the replaced range (exclusive).
    pub end: usize,
    /// The new text.
    pub text: Vec<u8>,
}

impl Splice {
    /// Replaces `start..end` by `text`.
    pub fn new(start: usize, end: usize, text: &[u8]) -> Splice {
        Splice { start, end, text: text.to_vec() }
    }

    /// Deletes `start..end`.
    pub fn delete(start: usize, end: usize) -> Splice {
        Splice { start, end, text: Vec::new() }
    }
}

/// The program an edit applies to: its bytes and, for tree edits, its records, tree
/// and the records already removed.
#[derive(Clone, Copy)]
pub(crate) struct Base<'s> {
    pub src: &'s [u8],
    pub parsed: Option<Parsed<'s>>,
}

/// The parsed side of a [`Base`].
#[derive(Clone, Copy)]
pub(crate) struct Parsed<'s> {
    pub tokens: &'s TokenStream,
    pub tree: &'s Tree,
    pub removed: &'s [bool],
}

impl<'s> Base<'s> {
    /// A program known by its bytes only (text edits).
    pub(crate) fn text(src: &'s [u8]) -> Base<'s> {
        Base { src, parsed: None }
    }

    /// A parsed program (tree and text edits).
    pub(crate) fn tree(src: &'s [u8], tokens: &'s TokenStream, tree: &'s Tree, removed: &'s [bool]) -> Base<'s> {
        Base { src, parsed: Some(Parsed { tokens, tree, removed }) }
    }
}

/// The candidate's bytes: `edit` applied to `base`. Tree edits need a parsed base and a
/// printer (it caches answers about the base's records); text edits need neither.
pub(crate) fn render(printer: Option<&mut Printer<'_>>, base: Base<'_>, edit: Edit<'_>) -> Vec<u8> {
    match edit {
        Edit::Splices(splices) => apply(base.src, splices),
        Edit::Verbatim(splices) => apply_verbatim(base.src, splices),
        Edit::None | Edit::Children { .. } | Edit::Replace { .. } | Edit::Without(_) | Edit::Records(_) => {
            let (Some(printer), Some(p)) = (printer, base.parsed) else {
                panic!("a tree edit needs a parsed program and a printer")
            };
            let removed = if let Edit::Records(r) = edit { r } else { p.removed };
            // The walk feeds the printer directly: no list of every surviving token.
            printer.print_walk(base.src, p.tokens, Surviving::new(p.tree, edit), removed)
        }
    }
}

impl Printer<'_> {
    /// Prints the tree with `edit` applied, minus the records marked in `removed`
    /// ([`render`] on a parsed program).
    pub fn print(
        &mut self,
        src: &[u8],
        tokens: &TokenStream,
        tree: &Tree,
        removed: &[bool],
        edit: Edit<'_>,
    ) -> Vec<u8> {
        render(Some(self), Base::tree(src, tokens, tree, removed), edit)
    }
}

/// The walk of the current tree: surviving parser-token indices, left to right (text
/// edits and [`Edit::Records`] leave the tree as it is).
pub fn surviving_tokens(tree: &Tree, edit: Edit<'_>, out: &mut Vec<u32>) {
    out.clear();
    out.extend(Surviving::new(tree, edit));
}

/// [`surviving_tokens`] as an iterator.
pub(crate) struct Surviving<'a> {
    tree: &'a Tree,
    edit: Edit<'a>,
    stack: Vec<NodeId>,
}

impl<'a> Surviving<'a> {
    pub(crate) fn new(tree: &'a Tree, edit: Edit<'a>) -> Surviving<'a> {
        let root = match edit {
            Edit::Replace { parent: None, with, .. } => with,
            _ => tree.root,
        };
        Surviving { tree, edit, stack: vec![root] }
    }
}

impl Iterator for Surviving<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let tree = self.tree;
        while let Some(id) = self.stack.pop() {
            if let Edit::Without(gone) = self.edit {
                if gone.binary_search(&id).is_ok() {
                    continue;
                }
            }
            if tree.is_token(id) {
                return Some(tree.node(id).first_token);
            }
            match self.edit {
                Edit::Children { node, kids } if node == id => self.stack.extend(kids.iter().rev()),
                Edit::Replace { parent: Some(p), index, with } if p == id => {
                    let kids = tree.children(id);
                    for (i, &c) in kids.iter().enumerate().rev() {
                        self.stack.push(if i == index { with } else { c });
                    }
                }
                _ => self.stack.extend(tree.children(id).iter().rev()),
            }
        }
        None
    }
}

/// Bytes that can continue a word (identifiers, numbers, keywords).
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

/// Bytes that can continue an operator (`+` `+` is `++`, `-` `>` is `->`).
fn is_joiner(b: u8) -> bool {
    b"+-*/%<>=!&|^:.#?@~\\".contains(&b)
}

/// Would `a` followed directly by `b` risk lexing as one token?
pub(crate) fn needs_space(a: u8, b: u8) -> bool {
    (is_word(a) && is_word(b)) || (is_joiner(a) && is_joiner(b))
}

/// `src` with the splices (sorted, disjoint) applied; a space goes in where new
/// neighbours could merge into one token.
pub(crate) fn apply(src: &[u8], splices: &[Splice]) -> Vec<u8> {
    let mut out = Vec::with_capacity(src.len());
    let mut pos = 0;
    for s in splices {
        debug_assert!(s.start >= pos && s.end >= s.start);
        out.extend_from_slice(&src[pos..s.start]);
        let right = src.get(s.end).copied();
        if let (Some(&l), Some(&f)) = (out.last(), s.text.first().or(right.as_ref())) {
            if needs_space(l, f) {
                out.push(b' ');
            }
        }
        out.extend_from_slice(&s.text);
        if let (Some(&l), Some(r)) = (s.text.last(), right) {
            if needs_space(l, r) {
                out.push(b' ');
            }
        }
        pos = s.end;
    }
    out.extend_from_slice(&src[pos..]);
    out
}

/// `src` with the splices (sorted, disjoint) applied exactly as written.
pub(crate) fn apply_verbatim(src: &[u8], splices: &[Splice]) -> Vec<u8> {
    let mut out = Vec::with_capacity(src.len() + 8);
    let mut pos = 0;
    for s in splices {
        debug_assert!(s.start >= pos && s.end >= s.start);
        out.extend_from_slice(&src[pos..s.start]);
        out.extend_from_slice(&s.text);
        pos = s.end;
    }
    out.extend_from_slice(&src[pos..]);
    out
}

/// The splices that delete the units (consecutive pieces of `src`, ascending byte
/// ranges that cover it) not marked in `keep`, one splice per run of deleted units;
/// with `spaced`, a space is inserted between two kept pieces that come together
/// without layout and could lex as one token, as [`needs_space`] judges them (also
/// between pieces that were neighbours already). Applied with [`apply_verbatim`].
pub(crate) fn delete_units(src: &[u8], units: &[(usize, usize)], keep: &[bool], spaced: bool) -> Vec<Splice> {
    let mut out = Vec::new();
    // The deleted run in progress, and the last byte of the output so far.
    let mut run: Option<usize> = None;
    let mut last: Option<u8> = None;
    for (&(s, e), &k) in units.iter().zip(keep) {
        if !k {
            run.get_or_insert(s);
            continue;
        }
        if let Some(rs) = run.take() {
            out.push(Splice::delete(rs, s));
        }
        let piece = &src[s..e];
        if spaced {
            if let (Some(a), Some(&b)) = (last, piece.first()) {
                if needs_space(a, b) {
                    out.push(Splice::new(s, s, b" "));
                }
            }
        }
        if let Some(&b) = piece.last() {
            last = Some(b);
        }
    }
    if let Some(rs) = run {
        out.push(Splice::delete(rs, units.last().map_or(rs, |u| u.1)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ddmin_text's former join: the kept pieces concatenated, a space between two that
    /// could merge.
    fn join(pieces: &[&[u8]], keep: &[bool], spaced: bool) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for (u, _) in pieces.iter().zip(keep).filter(|(_, &k)| k) {
            if spaced && matches!((out.last(), u.first()), (Some(&a), Some(&b)) if needs_space(a, b)) {
                out.push(b' ');
            }
            out.extend_from_slice(u);
        }
        out
    }

    #[test]
    fn deleting_units_is_joining_the_kept_ones() {
        let src: &[u8] = b"a+++b x  y;c";
        // Units with empty ones among them.
        let cuts = [0, 1, 3, 3, 4, 5, 7, 10, 10, 11, 12];
        let units: Vec<(usize, usize)> = cuts.windows(2).map(|w| (w[0], w[1])).collect();
        let pieces: Vec<&[u8]> = units.iter().map(|&(s, e)| &src[s..e]).collect();
        for mask in 0u32..(1 << units.len()) {
            let keep: Vec<bool> = (0..units.len()).map(|i| mask & (1 << i) != 0).collect();
            for spaced in [false, true] {
                let got = apply_verbatim(src, &delete_units(src, &units, &keep, spaced));
                assert_eq!(got, join(&pieces, &keep, spaced), "mask {mask:b} spaced {spaced}");
            }
        }
    }

    #[test]
    fn verbatim_adds_no_space() {
        let src = b"ab cd";
        assert_eq!(apply_verbatim(src, &[Splice::delete(2, 3)]), b"abcd");
        assert_eq!(apply(src, &[Splice::delete(2, 3)]), b"ab cd");
        assert_eq!(apply_verbatim(src, &[Splice::new(0, 2, b"x"), Splice::new(3, 3, b"y")]), b"x ycd");
    }
}
