//! Hoisting: move a list element out to an enclosing list that accepts its kind, one
//! part of it dropped on the way.
//!
//! C-Reduce's `local-to-global` moves a function's local declaration to file scope,
//! where C lets it lose its type (`int a;` inside `f` becomes `a;` before `f`). The
//! grammar-generic form: a site is an element of a `*`/`+` list and an enclosing list
//! of another element kind; a candidate deletes the element where it is and inserts it
//! before the enclosing list's element that holds it, without one of its children
//! (of the first node down its single-child chain). A move alone is no smaller, so
//! every candidate also drops a child. Whether the outer slot accepts the moved text is
//! left to the sweep's parse check, not the subsume table: normalization inlines
//! rules (C's `blockItem` holds `declaration`'s symbols), so kinds say too little.
//! The moved text ends with a line break in the convention of the line it goes before.

use crate::language::Shape;
use crate::tree::NodeId;

use super::sweep::{Program, Site, Sweep};
use crate::reduce::edit::Splice;

/// Enclosing lists tried per element, nearest first.
const OUTER_LISTS: usize = 2;

/// The hoisting pass.
#[derive(Default)]
pub(crate) struct Hoist {
    /// (node to move, enclosing list's element to insert before) by site id.
    moves: Vec<(NodeId, NodeId)>,
}

impl Sweep for Hoist {
    fn name(&self) -> &'static str {
        "hoist"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        self.moves.clear();
        let mut sites = Vec::new();
        for &list in &p.preorder {
            if !is_list(p, list) {
                continue;
            }
            for &element in p.tree.children(list) {
                let Some((start, _)) = p.span(element) else { continue };
                let inner_body = p.tables.quantified_body(p.tree.node(list).kind);
                for (target, before) in outer_elements(p, list) {
                    let body = p.tables.quantified_body(p.tree.node(target).kind);
                    // Out of a list into one of the same kind is what Perses's lifting
                    // already does.
                    if body.is_none() || body == inner_body {
                        continue;
                    }
                    sites.push(Site { start, id: self.moves.len() as u32 });
                    self.moves.push((element, before));
                }
            }
        }
        sites.sort_by_key(|s| (s.start, s.id));
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let (mut node, before) = self.moves[site.id as usize];
        let (Some((ns, ne)), Some((bs, _))) = (p.span(node), p.span(before)) else { return Vec::new() };
        // The children dropped are those of the first node down a chain of nodes with
        // one non-empty child (C's `blockItem` is an empty label list and a declaration).
        let non_empty = |n: NodeId| -> Vec<NodeId> {
            p.tree.children(n).iter().copied().filter(|&k| p.span(k).is_some()).collect()
        };
        let mut kids = non_empty(node);
        while let [only] = kids[..] {
            node = only;
            kids = non_empty(node);
        }
        let kids: Vec<(usize, usize)> = kids.iter().filter_map(|&k| p.span(k)).collect();
        if kids.len() < 2 {
            return Vec::new();
        }
        // Largest child dropped first.
        let mut order: Vec<usize> = (0..kids.len()).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(kids[i].1 - kids[i].0), i));
        order
            .into_iter()
            .map(|i| {
                let (cs, ce) = kids[i];
                let mut text = p.src[ns..cs].to_vec();
                text.extend_from_slice(&p.src[ce..ne]);
                let text = trim(&text).to_vec();
                let mut moved = text;
                // The line end of the line the element is moved before (CRLF in a
                // CRLF file).
                moved.extend_from_slice(p.newline_at(bs).as_bytes());
                vec![Splice { start: bs, end: bs, text: moved }, Splice::delete(ns, ne)]
            })
            .collect()
    }
}

pub(super) fn is_list(p: &Program<'_>, node: NodeId) -> bool {
    matches!(p.tables.shape(p.tree.node(node).kind), Shape::Star | Shape::Plus)
}

/// For each enclosing list of `list` (nearest first, at most [`OUTER_LISTS`]), that list
/// and its element holding `list` (also `lift.rs`'s sites).
pub(super) fn outer_elements(p: &Program<'_>, list: NodeId) -> Vec<(NodeId, NodeId)> {
    let mut out = Vec::new();
    let mut child = list;
    let mut node = p.parent[list as usize];
    while node != NodeId::MAX && out.len() < OUTER_LISTS {
        if is_list(p, node) {
            out.push((node, child));
        }
        child = node;
        node = p.parent[node as usize];
    }
    out
}

fn trim(text: &[u8]) -> &[u8] {
    let start = text.iter().position(|b| !b.is_ascii_whitespace()).unwrap_or(text.len());
    let end = text.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(start, |e| e + 1);
    &text[start..end]
}
