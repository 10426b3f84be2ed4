//! The lex tree of one token (T-Rec, Fig. 7): how a token's text derives from its lexer
//! rule, with a node for every fragment, optional part, repetition and set character.
//!
//! Built by matching the text against the rule's lex tree: for every node and start
//! offset the set of reachable end offsets is computed once (memoised), then one
//! derivation is read back, preferring earlier alternatives and, for greedy loops, more
//! repetitions (ANTLR's choice). Texts longer than [`MAX_TEXT`] are not matched.

use std::collections::HashMap;

use crate::lexer::{decode_utf8, LexTreeNode, LexerTables, Quantifier};

/// Longest token text the matcher takes on (strings longer than this are only replaced).
pub const MAX_TEXT: usize = 512;

/// What an instance node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstKind {
    /// A node that only groups (sequence, rule reference, literal).
    Plain,
    /// An alternation (`a | b`, also a fragment's alternatives): its one child is the
    /// alternative that matched.
    Alt,
    /// An optional part that matched (`x?` with its one child).
    Optional,
    /// A `*` or `+` loop; its children are the repetitions.
    Loop { plus: bool },
    /// One character of a set; `node` is the set's lex-tree node.
    Char { node: u32 },
}

/// A node of a token's lex tree: the byte span it covers and its children.
#[derive(Clone, Debug)]
pub struct Inst {
    pub kind: InstKind,
    /// The lex-tree node this instance derives from.
    pub node: u32,
    pub start: usize,
    pub end: usize,
    pub children: Vec<Inst>,
}

impl Inst {
    /// Instance nodes in breadth-first order (the order Algorithm 3 visits them).
    pub fn breadth_first(&self) -> Vec<&Inst> {
        let mut out = vec![self];
        let mut i = 0;
        while i < out.len() {
            let n = out[i];
            out.extend(n.children.iter());
            i += 1;
        }
        out
    }

    /// Set characters, left to right.
    pub fn chars(&self, out: &mut Vec<(usize, usize, u32)>) {
        if let InstKind::Char { node } = self.kind {
            out.push((self.start, self.end, node));
        }
        for c in &self.children {
            c.chars(out);
        }
    }

    /// The fragments Algorithm 4 canonicalizes, in pre-order (outer first, left to
    /// right): alternations and set characters, as `(start, end, lex-tree node)`.
    pub fn fragments(&self, out: &mut Vec<(usize, usize, u32)>) {
        if matches!(self.kind, InstKind::Alt | InstKind::Char { .. }) {
            out.push((self.start, self.end, self.node));
        }
        for c in &self.children {
            c.fragments(out);
        }
    }
}

/// Matches `text` against lexer rule `rule`; `None` when it does not derive from it.
pub fn match_rule(lexer: &LexerTables<'_>, rule: u32, text: &[u8]) -> Option<Inst> {
    if text.len() > MAX_TEXT {
        return None;
    }
    let root = lexer.rules[rule as usize].tree;
    let mut m = Matcher { lexer, text, ends: HashMap::new(), steps: 0 };
    if !m.ends(root, 0).contains(&text.len()) {
        return None;
    }
    m.build(root, 0, text.len())
}

/// Work bound per token (memo entries), so a pathological rule cannot stall a pass.
const MAX_STEPS: usize = 200_000;

struct Matcher<'m> {
    lexer: &'m LexerTables<'m>,
    text: &'m [u8],
    /// `(node, start)` -> sorted reachable end offsets (`None` while being computed).
    ends: HashMap<(u32, usize), Option<Vec<usize>>>,
    steps: usize,
}

impl Matcher<'_> {
    /// End offsets reachable by matching `node` from `start`, ascending.
    fn ends(&mut self, node: u32, start: usize) -> Vec<usize> {
        match self.ends.get(&(node, start)) {
            Some(Some(v)) => return v.clone(),
            // Left recursion through rule references: no progress on this path.
            Some(None) => return Vec::new(),
            None => {}
        }
        self.steps += 1;
        if self.steps > MAX_STEPS {
            return Vec::new();
        }
        self.ends.insert((node, start), None);
        let tree = self.lexer.tree;
        let text = self.text;
        let mut out: Vec<usize> = match tree.nodes[node as usize] {
            LexTreeNode::Literal { .. } => {
                let lit = tree.literal_of(node);
                if text[start..].starts_with(lit) {
                    vec![start + lit.len()]
                } else {
                    Vec::new()
                }
            }
            LexTreeNode::Set { high_bytes, .. } => {
                char_at(text, start, tree.ranges_of(node), high_bytes).into_iter().collect()
            }
            LexTreeNode::Alt { .. } => {
                let mut all = Vec::new();
                for &c in tree.children_of(node) {
                    all.extend(self.ends(c, start));
                }
                all
            }
            LexTreeNode::Seq { .. } => {
                let mut cur = vec![start];
                for &c in tree.children_of(node) {
                    let mut next = Vec::new();
                    for &p in &cur {
                        next.extend(self.ends(c, p));
                    }
                    next.sort_unstable();
                    next.dedup();
                    cur = next;
                    if cur.is_empty() {
                        break;
                    }
                }
                cur
            }
            LexTreeNode::Ref(rule) => {
                let root = self.lexer.rules[rule as usize].tree;
                self.ends(root, start)
            }
            // The token's text ends where the input did.
            LexTreeNode::Eof => {
                if start == text.len() {
                    vec![start]
                } else {
                    Vec::new()
                }
            }
            LexTreeNode::Quant { child, quantifier, .. } => {
                let mut reach = Vec::new();
                if quantifier != Quantifier::Plus {
                    reach.push(start);
                }
                let mut frontier = vec![start];
                let mut seen = std::collections::BTreeSet::new();
                let mut first = true;
                while let Some(p) = frontier.pop() {
                    for e in self.ends(child, p) {
                        if e == p {
                            continue;
                        }
                        if seen.insert(e) {
                            reach.push(e);
                            if quantifier != Quantifier::Optional {
                                frontier.push(e);
                            }
                        }
                    }
                    if quantifier == Quantifier::Optional && first {
                        break;
                    }
                    first = false;
                }
                reach
            }
        };
        out.sort_unstable();
        out.dedup();
        self.ends.insert((node, start), Some(out.clone()));
        out
    }

    /// One derivation of `text[start..end]` from `node`.
    fn build(&mut self, node: u32, start: usize, end: usize) -> Option<Inst> {
        let tree = self.lexer.tree;
        let plain = |children| Some(Inst { kind: InstKind::Plain, node, start, end, children });
        match tree.nodes[node as usize] {
            LexTreeNode::Literal { .. } | LexTreeNode::Eof => plain(Vec::new()),
            LexTreeNode::Set { .. } => {
                Some(Inst { kind: InstKind::Char { node }, node, start, end, children: Vec::new() })
            }
            LexTreeNode::Alt { .. } => {
                for &c in tree.children_of(node) {
                    if self.ends(c, start).contains(&end) {
                        let child = self.build(c, start, end)?;
                        return Some(Inst { kind: InstKind::Alt, node, start, end, children: vec![child] });
                    }
                }
                None
            }
            LexTreeNode::Seq { .. } => {
                let kids = tree.children_of(node).to_vec();
                let mut parts = Vec::new();
                self.build_seq(&kids, start, end, &mut parts)?;
                plain(parts)
            }
            LexTreeNode::Ref(rule) => {
                let root = self.lexer.rules[rule as usize].tree;
                plain(vec![self.build(root, start, end)?])
            }
            LexTreeNode::Quant { child, quantifier, .. } => {
                let kind = match quantifier {
                    Quantifier::Optional => InstKind::Optional,
                    Quantifier::Star => InstKind::Loop { plus: false },
                    Quantifier::Plus => InstKind::Loop { plus: true },
                };
                if start == end {
                    return (quantifier != Quantifier::Plus).then(|| Inst {
                        kind,
                        node,
                        start,
                        end,
                        children: Vec::new(),
                    });
                }
                // Repetitions: take the shortest step that still reaches `end`, so each
                // child is one repetition (most repetitions, as a greedy loop would).
                let mut reps = Vec::new();
                let mut p = start;
                while p < end {
                    let step = self.ends(child, p).into_iter().filter(|&e| e > p && e <= end).find(|&e| {
                        e == end || (quantifier != Quantifier::Optional && self.loop_reaches(child, e, end))
                    })?;
                    reps.push(self.build(child, p, step)?);
                    p = step;
                    if quantifier == Quantifier::Optional {
                        break;
                    }
                }
                (p == end).then_some(Inst { kind, node, start, end, children: reps })
            }
        }
    }

    /// Whether repetitions of `child` lead from `p` to exactly `end`.
    fn loop_reaches(&mut self, child: u32, p: usize, end: usize) -> bool {
        let mut stack = vec![p];
        let mut seen = std::collections::HashSet::new();
        while let Some(q) = stack.pop() {
            if q == end {
                return true;
            }
            if !seen.insert(q) {
                continue;
            }
            for e in self.ends(child, q) {
                if e > q && e <= end {
                    stack.push(e);
                }
            }
        }
        false
    }

    fn build_seq(&mut self, kids: &[u32], start: usize, end: usize, parts: &mut Vec<Inst>) -> Option<()> {
        let Some((&first, rest)) = kids.split_first() else {
            return (start == end).then_some(());
        };
        // Prefer the longest first part (greedy), then backtrack.
        let mut options = self.ends(first, start);
        options.retain(|&e| e <= end);
        for &e in options.iter().rev() {
            if self.seq_reaches(rest, e, end) {
                parts.push(self.build(first, start, e)?);
                return self.build_seq(rest, e, end, parts);
            }
        }
        None
    }

    fn seq_reaches(&mut self, kids: &[u32], start: usize, end: usize) -> bool {
        let mut cur = vec![start];
        for &c in kids {
            let mut next = Vec::new();
            for &p in &cur {
                next.extend(self.ends(c, p).into_iter().filter(|&e| e <= end));
            }
            next.sort_unstable();
            next.dedup();
            cur = next;
            if cur.is_empty() {
                return false;
            }
        }
        cur.contains(&end)
    }
}

/// The end of the one character of the set at `at`, if it matches.
fn char_at(text: &[u8], at: usize, ranges: &[(u32, u32)], high_bytes: bool) -> Option<usize> {
    let rest = text.get(at..).filter(|r| !r.is_empty())?;
    if let Some((c, len)) = decode_utf8(rest) {
        if ranges.iter().any(|&(a, b)| a <= c && c <= b) {
            return Some(at + len);
        }
    }
    (high_bytes && rest[0] >= 0x80).then_some(at + 1)
}
