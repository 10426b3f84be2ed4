//! Node substitution: what Perses cannot reach because the replacement is not a
//! compatible descendant.
//!
//! Sites are the distinct token spans of the tree in preorder (a unit chain, one span
//! under several nodes, is one site). A site's candidates, smallest result first:
//! 1. **Minimal sentences** ([`crate::reduce::minimal`]) of the kind its slot expects and of
//!    every kind on its chain: an expression becomes `0`, a statement `;`, a storage
//!    class `static` the declaration specifier `int`, an SMT term a constant.
//! 2. **Compatible nodes from elsewhere**: the [`ELSEWHERE`] smallest distinct texts of
//!    nodes of a kind the slot accepts (subsume relation), from anywhere in the program.
//! 3. **Descendants of any kind** (the [`DESCENDANTS`] smallest within [`DESCENT`]
//!    levels): `b(x)` becomes `x`, `(e)` becomes `e`, kept only if the program still
//!    parses (the subsume relation says no, the parser may say yes).
//! 4. **Inlining**: a one-token site (a variable's use) is replaced by a node of a
//!    compatible kind taken from a list element elsewhere that contains the same token
//!    (its declaration), or by the minimal sentence of an alternative of its slot, and
//!    that element is deleted in the same candidate: `char *a = "hi"; printf(a);`
//!    becomes `printf("hi");`, `typedef b; ... b a;` becomes `... int a;`.
//!
//! Every candidate is parsed before it is tested (the sweep's filter), so kinds the
//! subsume relation cannot vouch for cost a parse, never a test.
//!
//! Each site's list starts with the minimal sentences; a separate pass offering only
//! them (tried during development) cost more tests than it saved on the csmith cases.

use std::collections::HashSet;

use crate::language::GrammarTables;
use crate::tree::NodeId;

use super::sweep::{shortlex_smaller, Program, Site, Sweep};
use crate::reduce::edit::Splice;
use crate::reduce::minimal::MinimalSentences;

/// Texts from elsewhere tried per site.
pub const ELSEWHERE: usize = 2;
/// Nodes of any kind below a site tried per site.
pub const DESCENDANTS: usize = 4;
/// How many levels below a site descendants are looked for.
pub const DESCENT: usize = 6;
/// Largest node (in tokens) indexed as a replacement from elsewhere or an inlined value.
const INDEX_TOKENS: u32 = 8;
/// Other occurrences of a token looked at for inlining, and list elements above each.
const INLINE_OCCURRENCES: usize = 2;
const INLINE_LEVELS: usize = 3;
/// Values tried per list element when inlining.
const INLINE_VALUES: usize = 2;

/// The substitution pass.
pub(crate) struct Substitute<'m> {
    minimal: &'m MinimalSentences,
    /// Nodes of each site (a unit chain, outermost first), by site id.
    chains: Vec<Vec<NodeId>>,
    /// Distinct (kind, text) of small nodes, smallest first: (tokens, kind, text).
    index: Vec<(u32, u16, Vec<u8>)>,
}

impl<'m> Substitute<'m> {
    pub(crate) fn new(minimal: &'m MinimalSentences) -> Substitute<'m> {
        Substitute { minimal, chains: Vec::new(), index: Vec::new() }
    }
}

impl Sweep for Substitute<'_> {
    fn name(&self) -> &'static str {
        "substitute"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        self.chains.clear();
        let mut sites = Vec::new();
        let mut last: Option<(usize, usize)> = None;
        for &id in &p.preorder {
            let Some(span) = p.span(id) else { continue };
            if last == Some(span) {
                if let Some(c) = self.chains.last_mut() {
                    c.push(id);
                }
                continue;
            }
            last = Some(span);
            sites.push(Site { start: span.0, id: self.chains.len() as u32 });
            self.chains.push(vec![id]);
        }
        self.index.clear();
        let mut seen = HashSet::new();
        for &id in &p.preorder {
            let n = p.tree.node(id);
            if n.token_count == 0 || n.token_count > INDEX_TOKENS || p.tree.is_token(id) {
                continue;
            }
            let text = p.text(id).to_vec();
            if seen.insert((n.kind, text.clone())) {
                self.index.push((n.token_count, n.kind, text));
            }
        }
        self.index.sort_by(|a, b| (a.0, a.2.len(), &a.2, a.1).cmp(&(b.0, b.2.len(), &b.2, b.1)));
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let tables: &GrammarTables<'_> = p.tables;
        let chain = &self.chains[site.id as usize];
        let outer = chain[0];
        let Some((start, end)) = p.span(outer) else { return Vec::new() };
        let text = &p.src[start..end];
        let tokens = p.tree.node(outer).token_count;
        // The kinds the span may become: the slot of every node of the chain.
        let mut slots: Vec<u16> = Vec::new();
        for &c in chain {
            let e = p.expected[c as usize];
            if !slots.contains(&e) {
                slots.push(e);
            }
        }
        let accepts = |kind: u16| slots.iter().any(|&e| tables.subsumes(e, kind));
        // (estimated size change, splices); texts already offered are skipped, layout
        // ignored (`{ }` is `{}` again).
        let squeeze = |t: &[u8]| t.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect::<Vec<u8>>();
        let mut out: Vec<(isize, Vec<Splice>)> = Vec::new();
        let mut offered: HashSet<Vec<u8>> = HashSet::new();
        offered.insert(squeeze(text));
        let mut offer = |out: &mut Vec<(isize, Vec<Splice>)>, new: &[u8]| {
            let fresh = shortlex_smaller(new, text) && offered.insert(squeeze(new));
            if fresh {
                out.push((new.len() as isize - text.len() as isize, vec![Splice::new(start, end, new)]));
            }
            fresh
        };
        // 1. Minimal sentences of the slot and of the chain's kinds (a newline in one,
        // as in a Python statement's, in the convention of the site's line).
        let kinds = slots.iter().copied().chain(chain.iter().map(|&n| p.tree.node(n).kind));
        for k in kinds {
            if let Some((m, n)) = self.minimal.get(k) {
                if n <= tokens {
                    offer(&mut out, &p.adapt(start, m));
                }
            }
        }
        // 2. Compatible texts from elsewhere.
        let mut taken = 0;
        for (n, kind, t) in &self.index {
            if taken == ELSEWHERE || *n > tokens {
                break;
            }
            if accepts(*kind) && offer(&mut out, t) {
                taken += 1;
            }
        }
        // 3. Descendants of any kind (the parser decides).
        let inner = *chain.last().unwrap_or(&outer);
        let mut level: Vec<NodeId> = p.tree.children(inner).to_vec();
        let mut found: Vec<Vec<u8>> = Vec::new();
        for _ in 0..DESCENT {
            let mut next = Vec::new();
            for &d in &level {
                let t = p.text(d);
                // A lone keyword or punctuation mark never stands for a node.
                let fixed = p.tree.is_token(d)
                    && tables.token_literals.get(p.tree.node(d).kind as usize).copied().flatten().is_some();
                if !fixed && !t.is_empty() && t.len() < text.len() && !found.iter().any(|f| f == t) {
                    found.push(t.to_vec());
                }
                next.extend_from_slice(p.tree.children(d));
            }
            level = next;
        }
        found.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
        for t in found.iter().take(DESCENDANTS) {
            offer(&mut out, t);
        }
        // 4. Inlining a value from the element that mentions the same token.
        if tokens == 1 {
            // Besides values from the element, the minimal sentence of each alternative
            // of the site's slots: a typedef name becomes `int` as its typedef goes.
            let mut minimal: Vec<Vec<u8>> = Vec::new();
            for &k in &slots {
                for t in self.minimal.per_alternative(tables, k) {
                    let t = p.adapt(start, &t).into_owned();
                    if !minimal.contains(&t) {
                        minimal.push(t);
                    }
                }
            }
            inline_candidates(p, outer, &accepts, &minimal, &mut out);
        }
        sorted(out)
    }
}

fn sorted(mut out: Vec<(isize, Vec<Splice>)>) -> Vec<Vec<Splice>> {
    out.sort_by_key(|(delta, _)| *delta);
    out.into_iter().map(|(_, s)| s).collect()
}

/// Candidates that replace the one-token site `node` by a value found in a list element
/// that also contains the site's text, deleting that element.
fn inline_candidates(
    p: &Program<'_>,
    node: NodeId,
    accepts: &dyn Fn(u16) -> bool,
    minimal: &[Vec<u8>],
    out: &mut Vec<(isize, Vec<Splice>)>,
) {
    let tables = p.tables;
    let n = p.tree.node(node);
    let tok = n.first_token as usize;
    let kind = p.tokens.parser_token(tok).kind;
    if tables.token_literals.get(kind as usize).copied().flatten().is_some() {
        return;
    }
    let Some((start, end)) = p.span(node) else { return };
    let text = &p.src[start..end];
    // Leaves by token index, to climb from another occurrence.
    let mut leaf_of = vec![NodeId::MAX; p.tokens.parser_len()];
    for &id in &p.preorder {
        if p.tree.is_token(id) {
            leaf_of[p.tree.node(id).first_token as usize] = id;
        }
    }
    let occurrences = (0..p.tokens.parser_len())
        .filter(|&j| j != tok && p.tokens.parser_token(j).text(&p.src) == text && leaf_of[j] != NodeId::MAX)
        .take(INLINE_OCCURRENCES);
    let mut seen: HashSet<NodeId> = HashSet::new();
    for j in occurrences {
        let mut up = leaf_of[j];
        let mut levels = 0;
        while levels < INLINE_LEVELS && up != NodeId::MAX {
            if p.is_list_element(up) && seen.insert(up) {
                levels += 1;
                let Some((es, ee)) = p.span(up) else { break };
                if es <= start && end <= ee {
                    break;
                }
                // Values inside the element: the nodes that do not contain the
                // occurrence, smallest first, those of a kind the site's slot accepts
                // before the others (a call statement `f(a);` may have been read as a
                // declaration, whose `a` is a declarator: the parse check decides).
                let mut values: Vec<(bool, &[u8])> = Vec::new();
                let mut stack = vec![up];
                while let Some(v) = stack.pop() {
                    let vn = p.tree.node(v);
                    let holds_j = vn.first_token as usize <= j && j < (vn.first_token + vn.token_count) as usize;
                    if !holds_j {
                        let t = p.text(v);
                        let fixed = vn.token_count == 1 && {
                            let k = p.tokens.parser_token(vn.first_token as usize).kind;
                            tables.token_literals.get(k as usize).copied().flatten().is_some()
                        };
                        if vn.token_count > 0 && vn.token_count <= INDEX_TOKENS && !fixed && t != text {
                            let entry = (!accepts(vn.kind), t);
                            if !values.iter().any(|(_, u)| *u == t) {
                                values.push(entry);
                            }
                        }
                    }
                    stack.extend_from_slice(p.tree.children(v));
                }
                values.sort_by(|a, b| (a.0, a.1.len(), a.1).cmp(&(b.0, b.1.len(), b.1)));
                let mut values: Vec<&[u8]> = values.into_iter().map(|(_, v)| v).take(INLINE_VALUES).collect();
                for m in minimal.iter().take(INLINE_VALUES) {
                    if m.as_slice() != text && !values.contains(&m.as_slice()) {
                        values.push(m);
                    }
                }
                for v in values {
                    let replace = Splice::new(start, end, v);
                    let delete = Splice::delete(es, ee);
                    let delta = v.len() as isize - text.len() as isize - (ee - es) as isize;
                    let splices = if ee <= start { vec![delete, replace] } else { vec![replace, delete] };
                    out.push((delta, splices));
                }
            }
            up = p.parent[up as usize];
        }
    }
}
