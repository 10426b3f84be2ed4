//! Instantiation: a list element that declares names deleted, every use of those names
//! in its scope replaced by the minimal sentence of the use's slot, and the argument
//! lists of what it parameterized deleted.
//!
//! clang_delta's `instantiate-template-type-param-to-int` and `class-template-to-class`
//! know C++'s templates; a template's parameter `T` replaced by `int` where it is used
//! is never smaller on its own (`T` is shorter than `int`) and its head cannot go while
//! `T` is used. The grammar-generic form, in one candidate:
//! - a site is a list element (`template <typename T>`, an element of a `+` list of
//!   template heads; a local declaration) of at most [`MAX_TOKENS`] tokens; its scope
//!   is the nearest enclosing list element (the whole template declaration, the
//!   function); its *binders* are its tokens without fixed text whose text occurs
//!   first there, within the scope, and again later in the scope (`T`);
//! - the element is deleted, and every later occurrence of a binder in the scope is
//!   replaced by the shortest minimal sentence of the slots on its unit chain (of a
//!   slot's alternatives too) that is not a lone name: `int` where a type stands, `0`
//!   where a value does;
//! - a second candidate also deletes argument lists: the first token without fixed text
//!   after the element in the scope that is no binder names what the element
//!   parameterized (`Holder` in `template <typename T> struct Holder`); where it is
//!   declared it is followed (in some node starting with it) by an empty optional, and
//!   that optional, filled, is deleted after every occurrence of the name outside the
//!   scope (`Holder<long> h;` becomes `Holder h;`).
//!
//! So `template <typename T> struct Holder { T value; }; Holder<long> h;` becomes
//! `struct Holder { int value; }; Holder h;`, and in C a local `int x = 5;` used twice
//! goes while its uses become `0`. Whether it parses is the sweep's check. Beyond the
//! papers.

use std::collections::HashMap;

use crate::language::Shape;
use crate::tree::NodeId;

use super::sweep::{Program, Site, Sweep};
use crate::reduce::edit::Splice;
use crate::reduce::minimal::MinimalSentences;

/// Largest element (in tokens) taken as a declaring element.
pub const MAX_TOKENS: u32 = 32;
/// How far up from a name's leaf the argument list is looked for.
const ARGUMENT_LEVELS: usize = 6;

/// The instantiation pass.
pub(crate) struct Instantiate<'m> {
    minimal: &'m MinimalSentences,
    /// (element, scope, its binders' texts) by site id.
    plans: Vec<(NodeId, NodeId, Vec<Vec<u8>>)>,
    /// Occurrences (parser token indices, ascending) of every text of a token without
    /// fixed text.
    occurrences: HashMap<Vec<u8>, Vec<u32>>,
    /// The leaf of every parser token.
    leaf_of: Vec<NodeId>,
}

impl<'m> Instantiate<'m> {
    pub(crate) fn new(minimal: &'m MinimalSentences) -> Instantiate<'m> {
        Instantiate { minimal, plans: Vec::new(), occurrences: HashMap::new(), leaf_of: Vec::new() }
    }
}

fn fixed(p: &Program<'_>, i: u32) -> bool {
    let k = p.tokens.parser_token(i as usize).kind;
    p.tables.token_literals.get(k as usize).copied().flatten().is_some()
}

fn range(p: &Program<'_>, n: NodeId) -> std::ops::Range<u32> {
    let n = p.tree.node(n);
    n.first_token..n.first_token + n.token_count
}

/// The nearest proper ancestor of `node` that is a list element.
fn scope_of(p: &Program<'_>, node: NodeId) -> Option<NodeId> {
    let mut up = p.parent[node as usize];
    while up != NodeId::MAX {
        if p.is_list_element(up) {
            return Some(up);
        }
        up = p.parent[up as usize];
    }
    None
}

impl Sweep for Instantiate<'_> {
    fn name(&self) -> &'static str {
        "instantiate"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        self.plans.clear();
        self.occurrences.clear();
        let n = p.tokens.parser_len() as u32;
        for i in 0..n {
            if !fixed(p, i) {
                let t = p.tokens.parser_token(i as usize).text(&p.src).to_vec();
                self.occurrences.entry(t).or_default().push(i);
            }
        }
        self.leaf_of = vec![NodeId::MAX; n as usize];
        for &id in &p.preorder {
            if p.tree.is_token(id) {
                self.leaf_of[p.tree.node(id).first_token as usize] = id;
            }
        }
        let mut sites = Vec::new();
        for &e in &p.preorder {
            let r = range(p, e);
            if r.len() < 2 || r.len() as u32 > MAX_TOKENS || !p.is_list_element(e) {
                continue;
            }
            let Some(scope) = scope_of(p, e) else { continue };
            let a = range(p, scope);
            let mut binders: Vec<Vec<u8>> = Vec::new();
            for i in r.clone() {
                if fixed(p, i) {
                    continue;
                }
                let text = p.tokens.parser_token(i as usize).text(&p.src);
                let occ = &self.occurrences[text];
                let first_in_scope = occ[occ.partition_point(|&o| o < a.start)];
                let used_after = occ.iter().any(|&o| o >= r.end && o < a.end);
                if first_in_scope == i && used_after && !binders.iter().any(|b| b == text) {
                    binders.push(text.to_vec());
                }
            }
            if binders.is_empty() {
                continue;
            }
            let Some((start, _)) = p.span(e) else { continue };
            sites.push(Site { start, id: self.plans.len() as u32 });
            self.plans.push((e, scope, binders));
        }
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let (e, scope, ref binders) = self.plans[site.id as usize];
        let (r, a) = (range(p, e), range(p, scope));
        let Some((es, ee)) = p.span(e) else { return Vec::new() };
        let mut splices = vec![Splice::delete(es, ee)];
        for b in binders {
            for &u in &self.occurrences[b.as_slice()] {
                if u < r.end || u >= a.end {
                    continue;
                }
                let leaf = self.leaf_of[u as usize];
                let Some(value) = self.value_for(p, leaf) else { return Vec::new() };
                let Some((us, ue)) = p.span(leaf) else { return Vec::new() };
                splices.push(Splice::new(us, ue, &p.adapt(us, &value)));
            }
        }
        splices.sort_by_key(|s| s.start);
        let mut out = Vec::new();
        let arguments = self.argument_deletions(p, e, scope, binders);
        if !arguments.is_empty() {
            let mut more = splices.clone();
            more.extend(arguments);
            more.sort_by_key(|s| s.start);
            out.push(more);
        }
        out.push(splices);
        out
    }
}

impl Instantiate<'_> {
    /// The text that replaces the name at `leaf`: the shortest minimal sentence of a
    /// slot on its unit chain, or of one of the slot's alternatives, that is not a lone
    /// token without fixed text (a name would need a declaration).
    fn value_for(&self, p: &Program<'_>, leaf: NodeId) -> Option<Vec<u8>> {
        let span = p.span(leaf);
        let mut node = leaf;
        let mut best: Option<Vec<u8>> = None;
        loop {
            let slot = p.expected[node as usize];
            let mut texts = self.minimal.per_alternative(p.tables, slot);
            if let Some((t, _)) = self.minimal.get(slot) {
                texts.push(t.to_vec());
            }
            for t in texts {
                if t.is_empty() || self.is_lone_name(p, &t) {
                    continue;
                }
                if best.as_ref().is_none_or(|b| (t.len(), &t) < (b.len(), b)) {
                    best = Some(t);
                }
            }
            let up = p.parent[node as usize];
            if up == NodeId::MAX || p.span(up) != span {
                return best;
            }
            node = up;
        }
    }

    /// True when `text` lexes as one token without fixed text.
    fn is_lone_name(&self, p: &Program<'_>, text: &[u8]) -> bool {
        let Ok(s) = p.tables.lex(text) else { return true };
        s.parser_len() == 1 && {
            let k = s.parser_token(0).kind;
            p.tables.token_literals.get(k as usize).copied().flatten().is_none()
        }
    }

    /// Deletions of the argument lists of the name `e` parameterizes, after its
    /// occurrences outside `scope` (see the module documentation).
    fn argument_deletions(&self, p: &Program<'_>, e: NodeId, scope: NodeId, binders: &[Vec<u8>]) -> Vec<Splice> {
        let (r, a) = (range(p, e), range(p, scope));
        let Some(y) = (r.end..a.end).find(|&i| {
            !fixed(p, i) && !binders.iter().any(|b| b.as_slice() == p.tokens.parser_token(i as usize).text(&p.src))
        }) else {
            return Vec::new();
        };
        // Where it is declared: the first empty optional following a node that starts
        // with it.
        let Some(kind) = self.following_optional(p, y, |n| p.span(n).is_none()).map(|n| p.tree.node(n).kind) else {
            return Vec::new();
        };
        let name = p.tokens.parser_token(y as usize).text(&p.src);
        let mut out = Vec::new();
        for &o in &self.occurrences[name] {
            if a.contains(&o) {
                continue;
            }
            if let Some(n) = self.following_optional(p, o, |n| p.tree.node(n).kind == kind) {
                if let Some((s, e)) = p.span(n) {
                    out.push(Splice::delete(s, e));
                }
            }
        }
        out
    }

    /// Climbing from the leaf of token `t` through nodes that start with it, the first
    /// next sibling that is an optional and satisfies `accept`.
    fn following_optional(&self, p: &Program<'_>, t: u32, accept: impl Fn(NodeId) -> bool) -> Option<NodeId> {
        let mut node = self.leaf_of[t as usize];
        for _ in 0..ARGUMENT_LEVELS {
            let up = p.parent[node as usize];
            if node == NodeId::MAX || up == NodeId::MAX || p.tree.node(up).first_token != t {
                return None;
            }
            let kids = p.tree.children(up);
            let at = kids.iter().position(|&k| k == node)?;
            if let Some(&next) = kids.get(at + 1) {
                if p.tables.shape(p.tree.node(next).kind) == Shape::Optional {
                    return accept(next).then_some(next);
                }
            }
            node = up;
        }
        None
    }
}
