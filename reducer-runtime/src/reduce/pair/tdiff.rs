//! Tree differencing between the seed's and the variant's parse trees (PPR's Δ_T), after
//! GumTree (Falleri et al., ASE 2014): a top-down phase maps the largest isomorphic
//! subtrees, a bottom-up phase maps containers whose descendants are mostly mapped and
//! recovers their remaining children; the mapping then gives an edit script of deletes,
//! inserts, updates (a token's text changed), replaces and moves.
//!
//! Departures from GumTree, for speed and determinism on large generated programs:
//! isomorphic subtrees that occur several times at the same height are paired in
//! program order (GumTree ranks them by the similarity of their parents); recovery
//! inside a mapped container is a longest common subsequence of the unmapped children,
//! first by subtree hash, then by kind (GumTree runs RTED on small subtrees). A
//! replace is a deleted seed child and an inserted variant child of the same kind
//! between the same mapped siblings of a mapped parent pair.

use std::collections::{BTreeMap, BinaryHeap};

use xxhash_rust::xxh3::xxh3_64;

use crate::tokens::TokenStream;
use crate::tree::{NodeId, Tree};

/// Subtrees lower than this are left to the bottom-up phase (GumTree's default 2).
const MIN_HEIGHT: u32 = 2;
/// Containers are mapped when at least this share of their descendants are (GumTree's 0.5).
const MIN_DICE: f64 = 0.5;
/// Child lists whose product of lengths exceeds this are not aligned by recovery.
const MAX_LCS_CELLS: usize = 4_000_000;
const NONE: u32 = u32::MAX;

/// One tree in preorder with what the matching needs, indexed by preorder position.
pub(crate) struct Indexed {
    /// Node id of each preorder position.
    pub(crate) id: Vec<NodeId>,
    pub(crate) parent: Vec<u32>,
    /// Nodes in the subtree (itself included): the subtree is `i..i + size[i]`.
    pub(crate) size: Vec<u32>,
    height: Vec<u32>,
    hash: Vec<u64>,
    kind: Vec<u16>,
}

impl Indexed {
    /// Indexes the part of `tree` reachable from its root; leaves are hashed by their text.
    pub(crate) fn new(tree: &Tree, tokens: &TokenStream, src: &[u8]) -> Indexed {
        let mut id = Vec::new();
        let mut parent = Vec::new();
        let mut stack = vec![(tree.root, NONE)];
        while let Some((n, p)) = stack.pop() {
            let i = id.len() as u32;
            id.push(n);
            parent.push(p);
            for &c in tree.children(n).iter().rev() {
                stack.push((c, i));
            }
        }
        let len = id.len();
        let mut size = vec![1u32; len];
        let mut height = vec![1u32; len];
        for i in (1..len).rev() {
            let p = parent[i] as usize;
            size[p] += size[i];
            height[p] = height[p].max(height[i] + 1);
        }
        let kind: Vec<u16> = id.iter().map(|&n| tree.node(n).kind).collect();
        let mut hash = vec![0u64; len];
        let mut buf = Vec::new();
        for i in (0..len).rev() {
            buf.clear();
            let node = tree.node(id[i]);
            buf.extend_from_slice(&node.kind.to_le_bytes());
            buf.extend_from_slice(&node.alt.to_le_bytes());
            if tree.is_token(id[i]) {
                buf.extend_from_slice(tokens.parser_token(node.first_token as usize).text(src));
            } else {
                buf.push(b'(');
                let mut c = i + 1;
                while c < i + size[i] as usize {
                    buf.extend_from_slice(&hash[c].to_le_bytes());
                    c += size[c] as usize;
                }
            }
            hash[i] = xxh3_64(&buf);
        }
        Indexed { id, parent, size, height, hash, kind }
    }

    fn len(&self) -> usize {
        self.id.len()
    }

    fn children(&self, i: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let end = i + self.size[i as usize];
        let mut c = i + 1;
        while c < end {
            out.push(c);
            c += self.size[c as usize];
        }
        out
    }

    fn contains(&self, anc: u32, d: u32) -> bool {
        d > anc && d < anc + self.size[anc as usize]
    }
}

/// A mapping between the nodes of two indexed trees (preorder positions).
pub(crate) struct Mapping {
    pub(crate) to_variant: Vec<u32>,
    pub(crate) to_seed: Vec<u32>,
}

impl Mapping {
    fn link(&mut self, a: u32, b: u32) {
        self.to_variant[a as usize] = b;
        self.to_seed[b as usize] = a;
    }
    fn seed_mapped(&self, a: u32) -> bool {
        self.to_variant[a as usize] != NONE
    }
    fn variant_mapped(&self, b: u32) -> bool {
        self.to_seed[b as usize] != NONE
    }
}

/// One operation of the edit script from the seed to the variant (node ids of the
/// respective trees).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EditOp {
    /// A subtree only the seed has.
    Delete(NodeId),
    /// A subtree only the variant has.
    Insert(NodeId),
    /// A mapped token whose text changed.
    Update { seed: NodeId, variant: NodeId },
    /// The seed's subtree was replaced by a different one in the variant.
    Replace { seed: NodeId, variant: NodeId },
    /// A mapped subtree under a parent that is not mapped to its counterpart's parent.
    Move { seed: NodeId, variant: NodeId },
}

/// The difference between two trees: its edit script.
pub(crate) struct TreeDiff {
    /// Edits in seed order (deletes, updates, replaces, moves), then inserts in variant order.
    pub(crate) edits: Vec<EditOp>,
}

/// Computes Δ_T(seed, variant).
pub(crate) fn tree_diff(seed: (&Tree, &TokenStream, &[u8]), variant: (&Tree, &TokenStream, &[u8])) -> TreeDiff {
    let s = Indexed::new(seed.0, seed.1, seed.2);
    let v = Indexed::new(variant.0, variant.1, variant.2);
    let mut m = Mapping { to_variant: vec![NONE; s.len()], to_seed: vec![NONE; v.len()] };
    top_down(&s, &v, &mut m);
    bottom_up(&s, &v, &mut m);
    let edits = edit_script(&s, &v, &m, seed, variant);
    TreeDiff { edits }
}

fn map_isomorphic(s: &Indexed, m: &mut Mapping, a: u32, b: u32) {
    for k in 0..s.size[a as usize] {
        m.link(a + k, b + k);
    }
}

/// GumTree's top-down phase: highest subtrees first, isomorphic ones mapped.
fn top_down(s: &Indexed, v: &Indexed, m: &mut Mapping) {
    // Max-heaps by height; ties by earlier position.
    let mut l1: BinaryHeap<(u32, std::cmp::Reverse<u32>)> = BinaryHeap::new();
    let mut l2: BinaryHeap<(u32, std::cmp::Reverse<u32>)> = BinaryHeap::new();
    if s.len() == 0 || v.len() == 0 {
        return;
    }
    l1.push((s.height[0], std::cmp::Reverse(0)));
    l2.push((v.height[0], std::cmp::Reverse(0)));
    let open = |t: &Indexed, l: &mut BinaryHeap<(u32, std::cmp::Reverse<u32>)>, i: u32| {
        for c in t.children(i) {
            l.push((t.height[c as usize], std::cmp::Reverse(c)));
        }
    };
    while let (Some(&(h1, _)), Some(&(h2, _))) = (l1.peek(), l2.peek()) {
        if h1.min(h2) < MIN_HEIGHT {
            break;
        }
        if h1 != h2 {
            let (t, l) = if h1 > h2 { (s, &mut l1) } else { (v, &mut l2) };
            let h = h1.max(h2);
            while l.peek().is_some_and(|&(x, _)| x == h) {
                let (_, std::cmp::Reverse(i)) = l.pop().expect("peeked");
                open(t, l, i);
            }
            continue;
        }
        let pop_all = |l: &mut BinaryHeap<(u32, std::cmp::Reverse<u32>)>| {
            let mut out = Vec::new();
            while l.peek().is_some_and(|&(x, _)| x == h1) {
                out.push(l.pop().expect("peeked").1 .0);
            }
            out.sort_unstable();
            out
        };
        let hs1 = pop_all(&mut l1);
        let hs2 = pop_all(&mut l2);
        let mut groups: BTreeMap<u64, (Vec<u32>, Vec<u32>)> = BTreeMap::new();
        for &a in &hs1 {
            groups.entry(s.hash[a as usize]).or_default().0.push(a);
        }
        for &b in &hs2 {
            groups.entry(v.hash[b as usize]).or_default().1.push(b);
        }
        // Groups in order of their first seed node, so the result does not depend on hashes.
        let mut ordered: Vec<&(Vec<u32>, Vec<u32>)> = groups.values().filter(|g| !g.0.is_empty()).collect();
        ordered.sort_by_key(|g| g.0[0]);
        for (g1, g2) in ordered {
            for (&a, &b) in g1.iter().zip(g2.iter()) {
                if !m.seed_mapped(a) && !m.variant_mapped(b) {
                    map_isomorphic(s, m, a, b);
                }
            }
        }
        for &a in &hs1 {
            if !m.seed_mapped(a) {
                open(s, &mut l1, a);
            }
        }
        for &b in &hs2 {
            if !m.variant_mapped(b) {
                open(v, &mut l2, b);
            }
        }
    }
}

/// Share of `a`'s descendants mapped into `b`'s descendants (GumTree's dice).
fn dice(s: &Indexed, v: &Indexed, m: &Mapping, a: u32, b: u32) -> f64 {
    let da = s.size[a as usize] - 1;
    let db = v.size[b as usize] - 1;
    if da + db == 0 {
        return 0.0;
    }
    let common = (a + 1..a + s.size[a as usize])
        .filter(|&d| {
            let t = m.to_variant[d as usize];
            t != NONE && v.contains(b, t)
        })
        .count();
    2.0 * common as f64 / (da + db) as f64
}

/// GumTree's bottom-up phase: containers in postorder, then the roots.
fn bottom_up(s: &Indexed, v: &Indexed, m: &mut Mapping) {
    if s.len() == 0 || v.len() == 0 {
        return;
    }
    // Postorder: by subtree end, deeper first.
    let mut post: Vec<u32> = (0..s.len() as u32).collect();
    post.sort_by_key(|&i| (i + s.size[i as usize], std::cmp::Reverse(i)));
    let mut stamp = vec![NONE; v.len()];
    for &a in &post {
        if a == 0 || m.seed_mapped(a) || s.size[a as usize] == 1 {
            continue;
        }
        let mut cands = Vec::new();
        for d in a + 1..a + s.size[a as usize] {
            let t = m.to_variant[d as usize];
            if t == NONE {
                continue;
            }
            let mut up = v.parent[t as usize];
            while up != NONE && stamp[up as usize] != a && !m.variant_mapped(up) {
                stamp[up as usize] = a;
                if v.kind[up as usize] == s.kind[a as usize] {
                    cands.push(up);
                }
                up = v.parent[up as usize];
            }
        }
        cands.sort_unstable();
        let mut best: Option<(f64, u32)> = None;
        for b in cands {
            let d = dice(s, v, m, a, b);
            if d >= MIN_DICE && best.is_none_or(|(bd, _)| d > bd) {
                best = Some((d, b));
            }
        }
        if let Some((_, b)) = best {
            m.link(a, b);
            recover(s, v, m, a, b);
        }
    }
    if !m.seed_mapped(0) && !m.variant_mapped(0) && s.kind[0] == v.kind[0] {
        m.link(0, 0);
    }
    if m.to_variant[0] == 0 {
        recover(s, v, m, 0, 0);
    }
}

/// Longest common subsequence of `x` and `y` under `eq`, as index pairs.
fn lcs(x: &[u32], y: &[u32], eq: impl Fn(u32, u32) -> bool) -> Vec<(u32, u32)> {
    let (n, k) = (x.len(), y.len());
    if n == 0 || k == 0 || n * k > MAX_LCS_CELLS {
        return Vec::new();
    }
    let w = k + 1;
    let mut t = vec![0u32; (n + 1) * w];
    for i in (0..n).rev() {
        for j in (0..k).rev() {
            t[i * w + j] =
                if eq(x[i], y[j]) { t[(i + 1) * w + j + 1] + 1 } else { t[(i + 1) * w + j].max(t[i * w + j + 1]) };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, Vec::new());
    while i < n && j < k {
        if eq(x[i], y[j]) {
            out.push((x[i], y[j]));
            i += 1;
            j += 1;
        } else if t[(i + 1) * w + j] >= t[i * w + j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

/// Maps the unmapped children of a mapped pair: equal subtrees first, then equal kinds
/// (recursively).
fn recover(s: &Indexed, v: &Indexed, m: &mut Mapping, a: u32, b: u32) {
    let mut stack = vec![(a, b)];
    while let Some((a, b)) = stack.pop() {
        let c1: Vec<u32> = s.children(a).into_iter().filter(|&c| !m.seed_mapped(c)).collect();
        let c2: Vec<u32> = v.children(b).into_iter().filter(|&c| !m.variant_mapped(c)).collect();
        for (x, y) in lcs(&c1, &c2, |x, y| s.hash[x as usize] == v.hash[y as usize]) {
            map_isomorphic(s, m, x, y);
        }
        let c1: Vec<u32> = c1.into_iter().filter(|&c| !m.seed_mapped(c)).collect();
        let c2: Vec<u32> = c2.into_iter().filter(|&c| !m.variant_mapped(c)).collect();
        for (x, y) in lcs(&c1, &c2, |x, y| s.kind[x as usize] == v.kind[y as usize]) {
            m.link(x, y);
            stack.push((x, y));
        }
    }
}

fn edit_script(
    s: &Indexed,
    v: &Indexed,
    m: &Mapping,
    seed: (&Tree, &TokenStream, &[u8]),
    variant: (&Tree, &TokenStream, &[u8]),
) -> Vec<EditOp> {
    let text = |t: (&Tree, &TokenStream, &[u8]), id: NodeId| -> Vec<u8> {
        t.1.parser_token(t.0.node(id).first_token as usize).text(t.2).to_vec()
    };
    // Replaces: unmapped children of a mapped parent pair, same kind, same gap between
    // mapped siblings, paired in order.
    let mut replaced_seed = vec![false; s.len()];
    let mut replace_of = vec![NONE; s.len()];
    let mut replaced_variant = vec![false; v.len()];
    for a in 0..s.len() as u32 {
        let b = m.to_variant[a as usize];
        if b == NONE || s.size[a as usize] == 1 {
            continue;
        }
        let gaps = |kids: Vec<u32>, mapped: &dyn Fn(u32) -> bool| -> Vec<(u32, u32)> {
            let mut gap = 0;
            let mut out = Vec::new();
            for c in kids {
                if mapped(c) {
                    gap += 1;
                } else {
                    out.push((gap, c));
                }
            }
            out
        };
        let u1 = gaps(s.children(a), &|c| m.seed_mapped(c));
        let u2 = gaps(v.children(b), &|c| m.variant_mapped(c));
        let mut used = vec![false; u2.len()];
        for &(g, x) in &u1 {
            if let Some(k) =
                (0..u2.len()).find(|&k| !used[k] && u2[k].0 == g && v.kind[u2[k].1 as usize] == s.kind[x as usize])
            {
                used[k] = true;
                replaced_seed[x as usize] = true;
                replace_of[x as usize] = u2[k].1;
                replaced_variant[u2[k].1 as usize] = true;
            }
        }
    }
    let mut edits = Vec::new();
    for a in 0..s.len() as u32 {
        let (ai, id) = (a as usize, s.id[a as usize]);
        let b = m.to_variant[ai];
        if b == NONE {
            let top = a == 0 || m.seed_mapped(s.parent[ai]);
            if !top {
                continue;
            }
            if replaced_seed[ai] {
                edits.push(EditOp::Replace { seed: id, variant: v.id[replace_of[ai] as usize] });
            } else {
                edits.push(EditOp::Delete(id));
            }
            continue;
        }
        let vid = v.id[b as usize];
        if seed.0.is_token(id) && text(seed, id) != text(variant, vid) {
            edits.push(EditOp::Update { seed: id, variant: vid });
        }
        if a != 0 {
            let (p1, p2) = (s.parent[ai], v.parent[b as usize]);
            if p2 == NONE || m.to_variant[p1 as usize] != p2 {
                edits.push(EditOp::Move { seed: id, variant: vid });
            }
        }
    }
    for b in 0..v.len() as u32 {
        let bi = b as usize;
        if m.variant_mapped(b) || replaced_variant[bi] {
            continue;
        }
        if b == 0 || m.variant_mapped(v.parent[bi]) {
            edits.push(EditOp::Insert(v.id[bi]));
        }
    }
    edits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::Node;

    /// A tree over tokens `texts` shaped by `shape`: `(k a b)` lists, leaves are token indices.
    fn build(texts: &[&str], shape: &str) -> (Tree, TokenStream, Vec<u8>) {
        let mut src = Vec::new();
        let mut recs = Vec::new();
        for t in texts {
            let start = src.len() as u32;
            src.extend_from_slice(t.as_bytes());
            recs.push(crate::tokens::Token { kind: 1, channel: 0, start, end: src.len() as u32 });
            let s = src.len() as u32;
            src.push(b' ');
            recs.push(crate::tokens::Token { kind: crate::tokens::SKIPPED, channel: 0, start: s, end: s + 1 });
        }
        let tokens = TokenStream::from_records(recs, Vec::new());
        let mut tree = Tree { num_tokens: 10, ..Tree::default() };
        // Parse the s-expression: numbers are token indices, `(k` opens a node of kind k.
        let mut stack: Vec<(u16, Vec<NodeId>)> = Vec::new();
        let mut root = 0;
        for tok in shape.replace('(', " ( ").replace(')', " ) ").split_whitespace().collect::<Vec<_>>().windows(1) {
            match tok[0] {
                "(" => stack.push((0, Vec::new())),
                ")" => {
                    let (kind, kids) = stack.pop().unwrap();
                    let id = tree.push_node(Node { kind, alt: 0, first_child: 0, first_token: 0, token_count: 0 });
                    tree.set_children(id, &kids);
                    match stack.last_mut() {
                        Some(p) => p.1.push(id),
                        None => root = id,
                    }
                }
                w if w.starts_with('k') => stack.last_mut().unwrap().0 = w[1..].parse().unwrap(),
                w => {
                    let i: u32 = w.parse().unwrap();
                    let id = tree.push_node(Node { kind: 1, alt: 0, first_child: 0, first_token: i, token_count: 1 });
                    stack.last_mut().unwrap().1.push(id);
                }
            }
        }
        tree.root = root;
        (tree, tokens, src)
    }

    #[test]
    fn update_insert_delete_and_replace() {
        // seed:    (s (a x = 1) (a y = 2) (b z))
        // variant: (s (a x = 7) (a y = 2) (c w) (b z))  -- 1 -> 7, (c w) inserted
        let (t1, k1, s1) = build(&["x", "=", "1", "y", "=", "2", "z"], "(k20 (k21 0 1 2) (k21 3 4 5) (k22 6))");
        let (t2, k2, s2) =
            build(&["x", "=", "7", "y", "=", "2", "w", "z"], "(k20 (k21 0 1 2) (k21 3 4 5) (k23 6) (k22 7))");
        let d = tree_diff((&t1, &k1, &s1), (&t2, &k2, &s2));
        let updates: Vec<_> = d.edits.iter().filter(|e| matches!(e, EditOp::Update { .. })).collect();
        assert_eq!(updates.len(), 1, "{:?}", d.edits);
        let inserts: Vec<_> =
            d.edits.iter().filter_map(|e| if let EditOp::Insert(n) = e { Some(*n) } else { None }).collect();
        assert_eq!(inserts.len(), 1, "{:?}", d.edits);
        assert_eq!(t2.node(inserts[0]).kind, 23);
        assert!(!d.edits.iter().any(|e| matches!(e, EditOp::Delete(_))), "{:?}", d.edits);

        // A seed-only subtree is a delete; a changed child of the same kind is a replace.
        let (t3, k3, s3) = build(&["x", "=", "1", "q", "y", "=", "2"], "(k20 (k21 0 1 2) (k24 3) (k21 4 5 6))");
        let d = tree_diff((&t3, &k3, &s3), (&t1, &k1, &s1));
        assert!(d.edits.iter().any(|e| matches!(e, EditOp::Delete(n) if t3.node(*n).kind == 24)), "{:?}", d.edits);
        let (t4, k4, s4) = build(&["x", "=", "1", "y", "=", "2", "u", "v"], "(k20 (k21 0 1 2) (k21 3 4 5) (k22 6 7))");
        let d = tree_diff((&t1, &k1, &s1), (&t4, &k4, &s4));
        assert!(
            d.edits.iter().any(|e| matches!(e, EditOp::Replace { .. }) || matches!(e, EditOp::Update { .. })),
            "{:?}",
            d.edits
        );
    }
}
