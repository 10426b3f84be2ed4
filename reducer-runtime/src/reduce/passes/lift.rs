//! Lifting a whole list: the element of an enclosing list that holds a nested list is
//! replaced by the nested list's elements.
//!
//! Perses replaces a node by one compatible descendant, and hoisting moves one element:
//! neither takes a function's or a block's whole body out to where the function was
//! (`a = function () { let x; let x }` to `let x; let x` at the top of a script, an
//! `if` around two statements to the two statements). A site is a `*`/`+` list with
//! elements and an enclosing list of another element kind (the nearest two, as for hoisting); the one
//! candidate replaces the enclosing list's element that holds the nested list by the
//! text of the nested list's elements, from the first's start to the last's end. Whether
//! the enclosing list takes them is the sweep's parse check, as for hoisting. Beyond the
//! papers (C-Reduce's `remove-unused-function` keeps bodies; this is the grammar-generic
//! form of "unwrap a block").

use crate::reduce::edit::Splice;
use crate::tree::NodeId;

use super::hoist::{is_list, outer_elements};
use super::sweep::{Program, Site, Sweep};

/// The lifting pass.
#[derive(Default)]
pub(crate) struct Lift {
    /// (nested list, enclosing list's element holding it) by site id.
    lifts: Vec<(NodeId, NodeId)>,
}

impl Sweep for Lift {
    fn name(&self) -> &'static str {
        "lift"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        self.lifts.clear();
        let mut sites = Vec::new();
        for &list in &p.preorder {
            if !is_list(p, list) || p.span(list).is_none() {
                continue;
            }
            let inner_body = p.tables.quantified_body(p.tree.node(list).kind);
            for (outer, element) in outer_elements(p, list) {
                // Into a list of the same kind is what Perses's replacement already does.
                if p.tables.quantified_body(p.tree.node(outer).kind) == inner_body {
                    continue;
                }
                let Some((start, _)) = p.span(element) else { continue };
                sites.push(Site { start, id: self.lifts.len() as u32 });
                self.lifts.push((list, element));
            }
        }
        sites.sort_by_key(|s| (s.start, s.id));
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let (list, element) = self.lifts[site.id as usize];
        let (Some((ls, le)), Some((es, ee))) = (p.span(list), p.span(element)) else { return Vec::new() };
        if (ls, le) == (es, ee) {
            return Vec::new();
        }
        vec![vec![Splice { start: es, end: ee, text: p.src[ls..le].to_vec() }]]
    }
}
