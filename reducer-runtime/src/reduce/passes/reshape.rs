//! Reshaping: a node rewritten as another alternative its slot accepts, made of the
//! node's own leading children and the minimal sentences of the rest.
//!
//! Perses replaces a node by one compatible descendant and substitution by a whole
//! text; neither turns a function definition into a declaration, since the
//! declaration is another rule (C++'s `simpleDeclaration`, C's `declaration`) that
//! shares the definition's first children and ends differently. clang_delta's
//! `replace-function-def-with-decl` does it by knowing C++; the grammar-generic form:
//! a site is a node with at least two children that hold tokens; for every alternative
//! of a kind the site's slots accept (the slot of the node and of each node of its unit
//! chain, through the subsume relation), the node's first `i` children are matched in
//! order to the alternative's symbols (a child fits a symbol that subsumes its kind or
//! the kind of a node down its unit chain; a nullable symbol may be passed over), and
//! the symbols left after the last matched child are filled with their minimal
//! sentences. `int f(int a) { return a; }` becomes `int f(int a);` (the definition's
//! `declSpecifierSeq declaratorWithTail` are a declaration's specifiers and declarator
//! list, and `;` is the rest); a constructor's body and initializers go the same way.
//!
//! At least one child is dropped and the candidate must be smaller; whether the result
//! parses is the sweep's check. Beyond the papers.

use std::collections::HashMap;

use crate::language::Shape;
use crate::tree::NodeId;

use super::sweep::{shortlex_smaller, Program, Site, Sweep};
use crate::reduce::edit::Splice;
use crate::reduce::minimal::MinimalSentences;

/// Candidates offered per site, smallest first.
const PER_SITE: usize = 3;

/// The reshaping pass.
pub(crate) struct Reshape<'m> {
    minimal: &'m MinimalSentences,
    /// Site id -> node.
    nodes: Vec<NodeId>,
    /// Per slot kind, the (kind, alternative) pairs of the `Regular` kinds it subsumes.
    accepted: HashMap<u16, Vec<(u16, u16)>>,
}

impl<'m> Reshape<'m> {
    pub(crate) fn new(minimal: &'m MinimalSentences) -> Reshape<'m> {
        Reshape { minimal, nodes: Vec::new(), accepted: HashMap::new() }
    }
}

/// The children of `node` that hold tokens.
fn filled_children(p: &Program<'_>, node: NodeId) -> Vec<NodeId> {
    p.tree.children(node).iter().copied().filter(|&k| p.span(k).is_some()).collect()
}

/// The kinds of `node` and of the nodes down its unit chain (single filled child with
/// the same span).
fn chain_kinds(p: &Program<'_>, node: NodeId) -> Vec<u16> {
    let mut out = vec![p.tree.node(node).kind];
    let mut cur = node;
    loop {
        let kids = filled_children(p, cur);
        match kids[..] {
            [only] if p.span(only) == p.span(cur) => {
                out.push(p.tree.node(only).kind);
                cur = only;
            }
            _ => return out,
        }
    }
}

impl Sweep for Reshape<'_> {
    fn name(&self) -> &'static str {
        "reshape"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        self.nodes.clear();
        let mut sites = Vec::new();
        for &id in &p.preorder {
            if p.tree.is_token(id) {
                continue;
            }
            let Some((start, _)) = p.span(id) else { continue };
            if filled_children(p, id).len() < 2 {
                continue;
            }
            sites.push(Site { start, id: self.nodes.len() as u32 });
            self.nodes.push(id);
        }
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let tables = p.tables;
        let node = self.nodes[site.id as usize];
        let Some((start, end)) = p.span(node) else { return Vec::new() };
        let text = &p.src[start..end];
        let own = *p.tree.node(node);
        // The slots of the node and of the nodes above it with the same span.
        let mut slots: Vec<u16> = vec![p.expected[node as usize]];
        let mut up = p.parent[node as usize];
        while up != NodeId::MAX && p.span(up) == Some((start, end)) {
            let e = p.expected[up as usize];
            if !slots.contains(&e) {
                slots.push(e);
            }
            up = p.parent[up as usize];
        }
        let kids = filled_children(p, node);
        let kid_kinds: Vec<Vec<u16>> = kids.iter().map(|&k| chain_kinds(p, k)).collect();
        let mut alternatives: Vec<(u16, u16)> = Vec::new();
        for &slot in &slots {
            let list = self.accepted.entry(slot).or_insert_with(|| {
                let mut v = Vec::new();
                for k in 0..tables.shapes.len() as u16 {
                    if tables.shape(k) == Shape::Regular && tables.subsumes(slot, k) {
                        v.extend((0..tables.alternative_count(k) as u16).map(|a| (k, a)));
                    }
                }
                v
            });
            for &ka in list.iter() {
                if ka != (own.kind, own.alt) && !alternatives.contains(&ka) {
                    alternatives.push(ka);
                }
            }
        }
        let mut out: Vec<(usize, Vec<u8>, Splice)> = Vec::new();
        for (k, a) in alternatives {
            let syms = tables.alternative(k, a);
            for keep in (1..kids.len()).rev() {
                let Some(next) = match_prefix(tables, syms, &kid_kinds[..keep]) else { continue };
                let Some(rest) = self.fill(&syms[next..]) else { continue };
                let Some((_, kept_end)) = p.span(kids[keep - 1]) else { continue };
                let mut new = p.src[start..kept_end].to_vec();
                new.extend_from_slice(&rest);
                if !shortlex_smaller(&new, text) || out.iter().any(|(_, t, _)| *t == new) {
                    continue;
                }
                let rest = p.adapt(kept_end, &rest).into_owned();
                out.push((new.len(), new, Splice::new(kept_end, end, &rest)));
            }
        }
        out.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
        out.into_iter().take(PER_SITE).map(|(_, _, s)| vec![s]).collect()
    }
}

impl Reshape<'_> {
    /// The minimal sentences of `syms`, a space between two; `None` when one has none.
    fn fill(&self, syms: &[u16]) -> Option<Vec<u8>> {
        let mut text = Vec::new();
        for &s in syms {
            let (t, _) = self.minimal.get(s)?;
            if t.is_empty() {
                continue;
            }
            if !text.is_empty() {
                text.push(b' ');
            }
            text.extend_from_slice(t);
        }
        Some(text)
    }
}

/// Matches children (each given by the kinds down its unit chain) to a prefix of
/// `syms` in order, passing over nullable symbols; the index of the first symbol left.
fn match_prefix(tables: &crate::language::GrammarTables<'_>, syms: &[u16], kids: &[Vec<u16>]) -> Option<usize> {
    let mut j = 0;
    for kinds in kids {
        loop {
            let s = *syms.get(j)?;
            j += 1;
            if kinds.iter().any(|&k| k == s || tables.subsumes(s, k)) {
                break;
            }
            if !tables.nullable.get(s as usize).copied().unwrap_or(false) {
                return None;
            }
        }
    }
    Some(j)
}
