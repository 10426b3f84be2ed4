//! Local exhaustive search over small windows of siblings: the combinations that the
//! single-node passes cannot reach one step at a time.
//!
//! Sites are the elements of `*`/`+` lists with at least two elements, in program order.
//! For an element `i`, the window is the next [`WINDOW`] - 1 siblings; candidates:
//! - delete `i` together with a non-adjacent sibling `j` of the window (ddmin deletes
//!   runs of adjacent elements, never two apart);
//! - delete `i` and replace a sibling `j` of the window by one of its children that
//!   is an element of the same list kind (lift one, drop the other: a declaration
//!   whose removal needs a use inside a neighbouring block to disappear too).
//!
//! Pairs are tried only where each half alone has already failed (this pass runs after
//! the others reach their fixpoint), so every candidate is one the other passes never
//! tested. The parse check of the sweep drops ill-formed combinations.

use crate::language::Shape;
use crate::tree::NodeId;

use super::sweep::{Program, Site, Sweep};
use crate::reduce::edit::Splice;

/// Siblings in a window, the site included.
pub const WINDOW: usize = 4;
/// Lifted nodes tried per sibling.
const LIFTS: usize = 2;
/// How deep below a sibling lifted nodes are looked for.
const LIFT_DEPTH: usize = 4;

/// The local exhaustive search pass.
#[derive(Default)]
pub(crate) struct Window {
    /// (list, index of the element in it) by site id.
    elements: Vec<(NodeId, usize)>,
}

impl Sweep for Window {
    fn name(&self) -> &'static str {
        "window"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        self.elements.clear();
        let mut sites = Vec::new();
        for &id in &p.preorder {
            let node = p.tree.node(id);
            if !matches!(p.tables.shape(node.kind), Shape::Star | Shape::Plus) {
                continue;
            }
            let kids = p.tree.children(id);
            if kids.len() < 2 {
                continue;
            }
            for (i, &k) in kids.iter().enumerate() {
                if let Some((s, _)) = p.span(k) {
                    sites.push(Site { start: s, id: self.elements.len() as u32 });
                    self.elements.push((id, i));
                }
            }
        }
        // Preorder lists nested elements after their list, but a later sibling of an
        // outer list may start after an inner element: keep the start order.
        sites.sort_by_key(|s| (s.start, s.id));
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let (list, i) = self.elements[site.id as usize];
        let kids = p.tree.children(list);
        let plus = p.tables.shape(p.tree.node(list).kind) == Shape::Plus;
        let Some((is, ie)) = p.span(kids[i]) else { return Vec::new() };
        let body = p.tables.quantified_body(p.tree.node(list).kind);
        let mut out: Vec<(usize, Vec<Splice>)> = Vec::new();
        for (j, &kj) in kids.iter().enumerate().skip(i + 1).take(WINDOW - 1) {
            let Some((js, je)) = p.span(kj) else { continue };
            // Two non-adjacent siblings at once (a `+` list keeps one element).
            if j > i + 1 && !(plus && kids.len() == 2) {
                out.push((0, vec![Splice::delete(is, ie), Splice::delete(js, je)]));
            }
            // Delete `i`, lift a node of the list's element kind out of `j`.
            for l in lifts(p, kj, body).into_iter().take(LIFTS) {
                let Some((ls, le)) = p.span(l) else { continue };
                let text = p.src[ls..le].to_vec();
                out.push((1, vec![Splice::delete(is, ie), Splice { start: js, end: je, text }]));
            }
        }
        // Largest removal first.
        out.sort_by_key(|(k, s)| {
            (*k, std::cmp::Reverse(s.iter().map(|x| (x.end - x.start).saturating_sub(x.text.len())).sum::<usize>()))
        });
        out.into_iter().map(|(_, s)| s).collect()
    }
}

/// Nodes below `node` (not `node` itself) of the list's element kind, or whole lists of
/// that element kind, nearest first, smaller than `node`.
fn lifts(p: &Program<'_>, node: NodeId, body: Option<u16>) -> Vec<NodeId> {
    let Some(body) = body else { return Vec::new() };
    let size = p.tree.node(node).token_count;
    let mut out = Vec::new();
    let mut level: Vec<NodeId> = p.tree.children(node).to_vec();
    for _ in 0..LIFT_DEPTH {
        let mut next = Vec::new();
        for &d in &level {
            let n = p.tree.node(d);
            if n.token_count > 0 && n.token_count < size && p.tables.subsumes(body, n.kind) {
                out.push(d);
                continue;
            }
            next.extend_from_slice(p.tree.children(d));
        }
        level = next;
    }
    out
}
