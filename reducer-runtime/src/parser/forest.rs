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
///
/// Layout: nodes and their kids are written in creation order (a node's kids, then the
/// node; an optional's wrapper before the node it is a kid of), so a node's subtree and
/// its kids lie below it in both vectors. The one exception is a derivation that
/// replaces another in place (an ambiguity, see `Glr::add_link`): the node keeps its
/// index and takes kids made after it; [`Forest::merges`] lists these. [`Forest::to_tree`]
/// relies on this to free the forest from the top while it builds the tree.
#[derive(Default)]
pub struct Forest {
    pub nodes: Vec<FNode>,
    pub kids: Vec<u32>,
    /// Left-out empty nodes of the reductions made (an upper bound on those in the
    /// tree), to size the tree.
    pub empties: usize,
    /// Nodes replaced in place by a later derivation, with the highest node index the
    /// new derivation's subtree can use: `(node, reach)`, in the order made.
    pub merges: Vec<(u32, u32)>,
    /// Scratch of [`Forest::wrap`].
    wrap_buf: Vec<u32>,
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

    /// Wraps the kids of a reduction by `prod` (the `len` written at `kids_at`) that stand
    /// for an optional's child in a node of that optional (see [`ParseTables::wraps`]);
    /// returns where the reduction's kids now start. Called before the reduction's own
    /// node is pushed.
    #[inline(always)]
    pub fn wrap(&mut self, t: &ParseTables, prod: u32, kids_at: u32, len: usize) -> u32 {
        let wraps = t.wraps(prod);
        if wraps.is_empty() {
            kids_at
        } else {
            self.wrap_kids(wraps, kids_at, len)
        }
    }

    /// The wrappers' kids and nodes go first and the reduction's kids after them, so
    /// that kids stay in creation order (see [`Forest`]).
    #[inline(never)]
    fn wrap_kids(&mut self, wraps: &[u32], kids_at: u32, len: usize) -> u32 {
        let mut own = std::mem::take(&mut self.wrap_buf);
        own.clear();
        own.extend_from_slice(&self.kids[kids_at as usize..kids_at as usize + len]);
        self.kids.truncate(kids_at as usize);
        for &w in wraps {
            let slot = (w >> 16) as usize;
            let kid = own[slot];
            let (start, end) = (self.start(kid), self.end(kid));
            let kids = self.kids.len() as u32;
            self.kids.push(kid);
            own[slot] = self.nodes.len() as u32;
            self.nodes.push(FNode { prod: w & 0xffff, start, end, kids });
        }
        let at = self.kids.len() as u32;
        self.kids.extend_from_slice(&own);
        self.wrap_buf = own;
        at
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

    /// Expands the derivation rooted at `root` into a [`Tree`] (iteratively), freeing
    /// the forest from the top as it goes: the walk takes the last child first, so what
    /// is left to expand lies ever lower in the forest (see [`Forest`]'s layout), and a
    /// large forest and its tree are never both whole in memory. The forest is empty
    /// afterwards.
    pub fn to_tree(&mut self, t: &ParseTables, tokens: &[u16], root: u32) -> Tree {
        // The node of a token or forest node (not an empty one).
        let node_for = |nodes: &[FNode], f: u32| -> Node {
            if f & LEAF != 0 {
                let i = f & !LEAF;
                Node { kind: tokens[i as usize], alt: 0, first_child: 0, first_token: i, token_count: 1 }
            } else {
                let n = nodes[f as usize];
                Node {
                    kind: t.prod_node[n.prod as usize],
                    alt: t.prod_alt[n.prod as usize],
                    first_child: 0,
                    first_token: n.start,
                    token_count: n.end - n.start,
                }
            }
        };
        // At most every reduction, token and left-out empty node once (list appends and
        // dead versions are not in the tree): reserving that avoids regrowth, which
        // dominates time and peak memory on large inputs (pages not written stay free).
        let empties = self.empties;
        let mut nodes = Vec::with_capacity(self.nodes.len() + tokens.len() + empties + 1);
        nodes.push(node_for(&self.nodes, root));
        // Every node but the root once, and a count for each node with children.
        let mut children = Vec::with_capacity(2 * self.nodes.len() + tokens.len() + empties + 1);
        children.push(0);
        let mut tree = Tree { nodes, children, root: 0, num_tokens: t.num_tokens as u16 };
        let release = Release::new(&mut self.merges);
        // Forest nodes still to expand, with their tree ids and the highest forest node
        // index this entry or one below it on the stack needs (tokens and empty nodes
        // have no children and never go on the stack).
        let mut stack: Vec<(u32, u32, u32)> = Vec::with_capacity(64);
        if !is_atom(root) {
            stack.push((0, root, root));
        }
        // Adds child `c` (a token or forest node) to the tree; returns where it ends.
        macro_rules! emit {
            ($c:expr) => {{
                let c = $c;
                let cid = tree.nodes.len() as u32;
                let node = node_for(&self.nodes, c);
                tree.nodes.push(node);
                tree.children.push(cid);
                if c & LEAF == 0 {
                    let below = stack.last().map_or(0, |e| e.2);
                    stack.push((cid, c, below.max(c)));
                }
                node.first_token + node.token_count
            }};
        }
        let mut buf = Vec::new();
        while let Some((id, f, _)) = stack.pop() {
            let n = self.nodes[f as usize];
            let prod = n.prod as usize;
            let first = tree.children.len() as u32;
            tree.children.push(0);
            let kind = t.prod_kind[prod];
            if kind == prod_kind::STAR_APPEND || kind == prod_kind::PLUS_APPEND {
                self.children(t, f, &mut buf);
                for &c in &buf {
                    let _end = emit!(c);
                }
            } else {
                let inserts = t.inserts(n.prod);
                let len = t.prod_len[prod] as usize;
                if inserts.is_empty() {
                    for k in 0..len {
                        let _end = emit!(self.kids[n.kids as usize + k]);
                    }
                } else {
                    // Merge the left-out empty nodes (ascending by position) with the kids,
                    // as `children` does, making the nodes directly (going through
                    // `children` here costs a tenth of a parse); an empty node starts
                    // where its previous sibling ends.
                    let (mut k, mut next, mut at) = (0, 0, n.start);
                    for position in 0..len + inserts.len() {
                        if next < inserts.len() && (inserts[next] >> 16) as usize == position {
                            let cid = tree.nodes.len() as u32;
                            let kind = (inserts[next] & 0xffff) as u16;
                            let node = Node { kind, alt: 0, first_child: 0, first_token: at, token_count: 0 };
                            tree.nodes.push(node);
                            tree.children.push(cid);
                            next += 1;
                        } else {
                            at = emit!(self.kids[n.kids as usize + k]);
                            k += 1;
                        }
                    }
                }
            }
            let count = tree.children.len() as u32 - first - 1;
            if count == 0 {
                tree.children.truncate(first as usize);
            } else {
                tree.children[first as usize] = count;
                tree.nodes[id as usize].first_child = first;
            }
            release.after_step(&mut self.nodes, &mut self.kids, stack.last().map(|e| e.2));
        }
        self.nodes.clear();
        self.kids.clear();
        self.merges.clear();
        tree
    }
}

/// Forest memory freed while [`Forest::to_tree`] runs, in steps of this many bytes of
/// nodes at least (smaller forests are kept whole, for the next parse to reuse).
const RELEASE_STEP: usize = 4 << 20;

/// What [`Forest::to_tree`] needs to free the forest from the top.
struct Release {
    /// `Forest::merges` by node, with the highest reach of each prefix.
    merges: Vec<(u32, u32)>,
}

impl Release {
    fn new(merges: &mut Vec<(u32, u32)>) -> Release {
        let mut merges = std::mem::take(merges);
        merges.sort_unstable();
        let mut reach = 0;
        for m in &mut merges {
            reach = reach.max(m.1);
            m.1 = reach;
        }
        Release { merges }
    }

    /// The highest node index the subtrees of nodes up to `top` can use: `top`, unless a
    /// node at or below it took a later derivation's kids.
    fn needed(&self, top: u32) -> u32 {
        let mut top = top;
        loop {
            let below = self.merges.partition_point(|&(m, _)| m <= top);
            match below.checked_sub(1).map(|i| self.merges[i].1) {
                Some(reach) if reach > top => top = reach,
                _ => return top,
            }
        }
    }

    /// Frees the nodes above the highest one still needed (`top`: the stack's highest
    /// entry, `None` when nothing is left to expand) and the kids only they use, once
    /// that is a step's worth.
    fn after_step(&self, nodes: &mut Vec<FNode>, kids: &mut Vec<u32>, top: Option<u32>) {
        let keep = |top: u32| top as usize + 1;
        let step = RELEASE_STEP / std::mem::size_of::<FNode>();
        if nodes.len() < top.map_or(0, keep) + step {
            return;
        }
        let keep = top.map_or(0, |top| keep(self.needed(top)));
        if nodes.len() < keep + step {
            return;
        }
        // Kids are in creation order, so the dropped nodes' lowest kid offset is where
        // the kept nodes' kids end (a node replaced in place keeps its later kids, which
        // its reach covers).
        let kids_keep = nodes[keep..].iter().map(|n| n.kids as usize).min().unwrap_or(kids.len()).min(kids.len());
        nodes.truncate(keep);
        nodes.shrink_to_fit();
        kids.truncate(kids_keep);
        kids.shrink_to_fit();
    }
}
