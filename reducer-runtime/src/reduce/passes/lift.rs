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
//!
//! A second candidate also deletes the qualifiers that name what was lifted out of:
//! the element's names are its tokens without fixed text outside the nested list (a
//! namespace's or a class's name), and a qualifier is a node elsewhere that is a list
//! element or an optional, starts with such a name and has only fixed-text tokens
//! after it (C++'s `util ::`, a path segment `m ::`). So `namespace util { int f(); }
//! int x = util::f();` becomes `int f(); int x = f();`, and a class's static members
//! leave the class the same way: clang_delta's `remove-namespace` and its nested-class
//! and member-to-global passes, from the tree alone. A statement made of such a name
//! and fixed tokens only goes the same way (C's `int` lifted out of `int a;` takes
//! `a++;` with it).

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
        let lift = Splice { start: es, end: ee, text: p.src[ls..le].to_vec() };
        let qualifiers = qualifiers(p, list, element);
        if qualifiers.is_empty() {
            return vec![vec![lift]];
        }
        let mut both = qualifiers;
        both.push(lift.clone());
        both.sort_by_key(|s| s.start);
        vec![vec![lift], both]
    }
}

/// Deletions of the qualifiers that name `element` outside it: nodes that are list
/// elements or optionals, start with a token without fixed text that `element` holds
/// outside `list`, and hold only fixed-text tokens after it; the largest such nodes.
fn qualifiers(p: &Program<'_>, list: NodeId, element: NodeId) -> Vec<Splice> {
    let fixed = |i: u32| {
        let k = p.tokens.parser_token(i as usize).kind;
        p.tables.token_literals.get(k as usize).copied().flatten().is_some()
    };
    let range = |n: NodeId| {
        let n = p.tree.node(n);
        n.first_token..n.first_token + n.token_count
    };
    let (inner, outer) = (range(list), range(element));
    let names: Vec<&[u8]> = outer
        .clone()
        .filter(|i| !inner.contains(i) && !fixed(*i))
        .map(|i| p.tokens.parser_token(i as usize).text(&p.src))
        .collect();
    if names.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut covered = 0u32;
    for &id in &p.preorder {
        let r = range(id);
        if r.len() < 2 || r.start < covered || outer.contains(&r.start) || !p.is_list_element(id) {
            continue;
        }
        let first = p.tokens.parser_token(r.start as usize).text(&p.src);
        if names.contains(&first) && (r.start + 1..r.end).all(fixed) {
            if let Some((s, e)) = p.span(id) {
                out.push(Splice::delete(s, e));
                covered = r.end;
            }
        }
    }
    out
}
