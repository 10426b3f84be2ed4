//! The parse forest built by the GLR driver, the preference order between two
//! derivations, and the conversion of the chosen derivation to a [`Tree`].
//!
//! A forest node is one reduction: production, span and its children (the right-hand
//! side's subtrees, in the shared `kids` vector). Tokens are not stored: a child id with
//! [`LEAF`] set is the token at that index. `*`/`+` lists stay left-recursive here
//! (`A -> A B` nodes point at the shorter list) so appending is O(1); they are flattened
//! when the tree is built and when two derivations are compared. Empty `*`/`?` nodes
//! that a production leaves out (see [`ParseTables::inserts`]) are put back there too,
//! as [`EMPTY`] ids.

use super::tables::{prod_kind, ParseTables};
use crate::tree::{Node, Tree};
use std::cmp::Ordering;

/// Flag marking a child id as a token index.
pub const LEAF: u32 = 1 << 31;

/// Flag marking a child id (without [`LEAF`]) as an empty node of the symbol in the
/// low bits; it covers no tokens and starts where its previous sibling ends.
pub const EMPTY: u32 = 1 << 30;

/// True for a child id that is a token or an empty node (no forest node behind it).
#[inline]
fn is_atom(f: u32) -> bool {
    f & (LEAF | EMPTY) != 0
}

/// True for a child id that is an empty node.
#[inline]
fn is_empty(f: u32) -> bool {
    f & (LEAF | EMPTY) == EMPTY
}

/// One reduction.
#[derive(Copy, Clone, Debug)]
pub struct FNode {
    pub prod: u32,
    pub start: u32,
    pub end: u32,
    /// Offset of the `prod_len[prod]` children in [`Forest::kids`].
    pub kids: u32,
}

/// Arena of reductions.
#[derive(Default)]
pub struct Forest {
    pub nodes: Vec<FNode>,
    pub kids: Vec<u32>,
    /// Left-out empty nodes of the reductions made (an upper bound on those in the
    /// tree), to size the tree.
    pub empties: usize,
}

/// A comparison frame: the flattened children of both derivations and the next index.
struct Frame {
    a: Vec<u32>,
    b: Vec<u32>,
    /// Where each child of `a` / `b` ends.
    a_ends: Vec<u32>,
    b_ends: Vec<u32>,
    next: usize,
}

impl Forest {
    #[inline]
    pub fn end(&self, f: u32) -> u32 {
        if f & LEAF != 0 {
            (f & !LEAF) + 1
        } else {
            self.nodes[f as usize].end
        }
    }

    #[inline]
    pub fn start(&self, f: u32) -> u32 {
        if f & LEAF != 0 {
            f & !LEAF
        } else {
            self.nodes[f as usize].start
        }
    }

    /// The children of `f` as they appear in the tree (list elements for `*`/`+`,
    /// omitted empty nodes as [`EMPTY`] ids).
    pub fn children(&self, t: &ParseTables, f: u32, out: &mut Vec<u32>) {
        out.clear();
        if is_atom(f) {
            return;
        }
        let n = self.nodes[f as usize];
        let kind = t.prod_kind[n.prod as usize];
        match kind {
            prod_kind::STAR_APPEND | prod_kind::PLUS_APPEND => {
                // Walk the left spine, collecting elements last to first.
                let mut cur = f;
                loop {
                    let n = self.nodes[cur as usize];
                    match t.prod_kind[n.prod as usize] {
                        prod_kind::STAR_APPEND | prod_kind::PLUS_APPEND => {
                            out.push(self.kids[n.kids as usize + 1]);
                            cur = self.kids[n.kids as usize];
                        }
                        prod_kind::PLUS_FIRST => {
                            out.push(self.kids[n.kids as usize]);
                            break;
                        }
                        _ => break,
                    }
                }
                out.reverse();
            }
            _ => {
                let len = t.prod_len[n.prod as usize] as usize;
                let kids = &self.kids[n.kids as usize..n.kids as usize + len];
                let inserts = t.inserts(n.prod);
                if inserts.is_empty() {
                    out.extend_from_slice(kids);
                    return;
                }
                // Merge: `inserts` are ascending by position among the tree's children.
                let (mut k, mut next) = (0, 0);
                for position in 0..len + inserts.len() {
                    if next < inserts.len() && (inserts[next] >> 16) as usize == position {
                        out.push(EMPTY | (inserts[next] & 0xffff));
                        next += 1;
                    } else {
                        out.push(kids[k]);
                        k += 1;
                    }
                }
            }
        }
    }

    /// Where each of `children` (of a node starting at `start`) ends.
    fn ends(&self, start: u32, children: &[u32], out: &mut Vec<u32>) {
        let mut at = start;
        for &c in children {
            if !is_empty(c) {
                at = self.end(c);
            }
            out.push(at);
        }
    }

    fn alt(&self, t: &ParseTables, f: u32) -> u16 {
        if is_atom(f) {
            0
        } else {
            t.prod_alt[self.nodes[f as usize].prod as usize]
        }
    }

    /// Wraps the kids of a reduction by `prod` (written at `kids_at`) that stand for an
    /// optional's child in a node of that optional (see [`ParseTables::wraps`]).
    /// Called before the reduction's own node is pushed.
    #[inline(always)]
    pub fn wrap(&mut self, t: &ParseTables, prod: u32, kids_at: u32) {
        let wraps = t.wraps(prod);
        if !wraps.is_empty() {
            self.wrap_kids(wraps, kids_at);
        }
    }

    #[inline(never)]
    fn wrap_kids(&mut self, wraps: &[u32], kids_at: u32) {
        for &w in wraps {
            let slot = kids_at as usize + (w >> 16) as usize;
            let kid = self.kids[slot];
            let (start, end) = (self.start(kid), self.end(kid));
            let kids = self.kids.len() as u32;
            self.kids.push(kid);
            self.kids[slot] = self.nodes.len() as u32;
            self.nodes.push(FNode { prod: w & 0xffff, start, end, kids });
        }
    }

    /// Compares two derivations of the same symbol over the same span;
    /// `Ordering::Less` means `a` is preferred.
    ///
    /// The preference: the lower alternative index of the root wins; with equal
    /// alternatives the children (list elements for `*`/`+`) are compared left to right:
    /// at the first pair that differs, the child with the longer extent wins (greedy:
    /// earlier elements and symbols take as much as they can); children with the same
    /// extent are compared by this same rule, recursively, before moving to the next
    /// child. If one child list is a proper prefix of the other (only possible with
    /// empty children), the shorter list wins. Equal derivations compare `Equal` and the
    /// driver keeps the one it found first. The recursion uses an explicit stack.
    pub fn compare(&self, t: &ParseTables, a: u32, b: u32) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let alt = self.alt(t, a).cmp(&self.alt(t, b));
        if alt != Ordering::Equal {
            return alt;
        }
        let mut frames = vec![self.frame(t, a, b)];
        while let Some(fr) = frames.last_mut() {
            if fr.next < fr.a.len().min(fr.b.len()) {
                let (x, y) = (fr.a[fr.next], fr.b[fr.next]);
                fr.next += 1;
                if x == y {
                    continue;
                }
                let (ex, ey) = (fr.a_ends[fr.next - 1], fr.b_ends[fr.next - 1]);
                if ex != ey {
                    return ey.cmp(&ex);
                }
                if is_atom(x) || is_atom(y) {
                    continue;
                }
                let alt = self.alt(t, x).cmp(&self.alt(t, y));
                if alt != Ordering::Equal {
                    return alt;
                }
                let f = self.frame(t, x, y);
                frames.push(f);
            } else {
                if fr.a.len() != fr.b.len() {
                    return fr.a.len().cmp(&fr.b.len());
                }
                frames.pop();
            }
        }
        Ordering::Equal
    }

    fn frame(&self, t: &ParseTables, a: u32, b: u32) -> Frame {
        let mut fa = Vec::new();
        let mut fb = Vec::new();
        self.children(t, a, &mut fa);
        self.children(t, b, &mut fb);
        let (mut a_ends, mut b_ends) = (Vec::with_capacity(fa.len()), Vec::with_capacity(fb.len()));
        self.ends(self.start(a), &fa, &mut a_ends);
        self.ends(self.start(b), &fb, &mut b_ends);
        Frame { a: fa, b: fb, a_ends, b_ends, next: 0 }
    }

    /// True if `target` is reachable from the children of `from` (only nodes with the
    /// same span as `target` can lead to it). Guards against creating a cycle when a
    /// derivation replaces another in place.
    pub fn reaches(&self, t: &ParseTables, from: u32, target: u32) -> bool {
        let (ts, te) = (self.start(target), self.end(target));
        let mut stack = vec![from];
        while let Some(f) = stack.pop() {
            if f & LEAF != 0 {
                continue;
            }
            let n = self.nodes[f as usize];
            let len = t.prod_len[n.prod as usize] as usize;
            for &k in &self.kids[n.kids as usize..n.kids as usize + len] {
                if k == target {
                    return true;
                }
                if k & LEAF == 0 && self.start(k) == ts && self.end(k) == te {
                    stack.push(k);
                }
            }
        }
        false
    }

    /// Expands the derivation rooted at `root` into a [`Tree`] (iteratively).
    pub fn to_tree(&self, t: &ParseTables, tokens: &[u16], root: u32) -> Tree {
        // The node of a token or forest node (not an empty one).
        let node_for = |f: u32| -> Node {
            if f & LEAF != 0 {
                let i = f & !LEAF;
                Node {
                    kind: tokens[i as usize],
                    alt: 0,
                    first_child: 0,
                    child_count: 0,
                    first_token: i,
                    token_count: 1,
                }
            } else {
                let n = self.nodes[f as usize];
                Node {
                    kind: t.prod_node[n.prod as usize],
                    alt: t.prod_alt[n.prod as usize],
                    first_child: 0,
                    child_count: 0,
                    first_token: n.start,
                    token_count: n.end - n.start,
                }
            }
        };
        // At most every reduction, token and left-out empty node once (list appends and
        // dead versions are not in the tree): reserving that avoids regrowth, which
        // dominates time and peak memory on large inputs.
        let empties = self.empties;
        let mut nodes = Vec::with_capacity(self.nodes.len() + tokens.len() + empties + 1);
        nodes.push(node_for(root));
        let children = Vec::with_capacity(self.nodes.len() + tokens.len() + empties);
        let mut tree = Tree { nodes, children, root: 0, num_tokens: t.num_tokens as u16 };
        // Forest nodes still to expand, with their tree ids (tokens and empty nodes have
        // no children and never go on the stack).
        let mut stack: Vec<(u32, u32)> = Vec::with_capacity(64);
        if !is_atom(root) {
            stack.push((0, root));
        }
        // Adds child `c` (a token or forest node) to the tree; returns where it ends.
        macro_rules! emit {
            ($c:expr) => {{
                let c = $c;
                let cid = tree.nodes.len() as u32;
                let node = node_for(c);
                tree.nodes.push(node);
                tree.children.push(cid);
                if c & LEAF == 0 {
                    stack.push((cid, c));
                }
                node.first_token + node.token_count
            }};
        }
        let mut buf = Vec::new();
        while let Some((id, f)) = stack.pop() {
            let n = self.nodes[f as usize];
            let prod = n.prod as usize;
            let first = tree.children.len() as u32;
            let kind = t.prod_kind[prod];
            if kind == prod_kind::STAR_APPEND || kind == prod_kind::PLUS_APPEND {
                self.children(t, f, &mut buf);
                for &c in &buf {
                    let _end = emit!(c);
                }
            } else {
                let kids = &self.kids[n.kids as usize..n.kids as usize + t.prod_len[prod] as usize];
                let inserts = t.inserts(n.prod);
                if inserts.is_empty() {
                    for &c in kids {
                        let _end = emit!(c);
                    }
                } else {
                    // Merge the left-out empty nodes (ascending by position) with the kids,
                    // as `children` does, making the nodes directly (going through
                    // `children` here costs a tenth of a parse); an empty node starts
                    // where its previous sibling ends.
                    let (mut k, mut next, mut at) = (0, 0, n.start);
                    for position in 0..kids.len() + inserts.len() {
                        if next < inserts.len() && (inserts[next] >> 16) as usize == position {
                            let cid = tree.nodes.len() as u32;
                            let kind = (inserts[next] & 0xffff) as u16;
                            let node =
                                Node { kind, alt: 0, first_child: 0, child_count: 0, first_token: at, token_count: 0 };
                            tree.nodes.push(node);
                            tree.children.push(cid);
                            next += 1;
                        } else {
                            at = emit!(kids[k]);
                            k += 1;
                        }
                    }
                }
            }
            let count = tree.children.len() as u32 - first;
            let n = &mut tree.nodes[id as usize];
            n.first_child = first;
            n.child_count = count;
        }
        tree
    }
}
