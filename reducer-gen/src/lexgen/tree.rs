//! Lex trees: every rule's body as flat plain data (fragment references kept as
//! references), for T-Rec token canonicalization and the run-time fallback matcher.

use super::nfa::has_all_high;
use super::{LexTree, LexTreeNode};
use crate::cfg::{LexNode, LexerSpec};
use crate::syntax::{CharSet, MAX_CHAR};

/// The trees of all rules and the root node of each rule.
pub(crate) struct Trees {
    pub tree: LexTree,
    pub roots: Vec<u32>,
}

pub(crate) fn build(spec: &LexerSpec) -> Trees {
    let mut tree = LexTree::default();
    let roots = spec.rules.iter().map(|r| flatten(&r.body, &mut tree)).collect();
    Trees { tree, roots }
}

fn flatten(node: &LexNode, t: &mut LexTree) -> u32 {
    let n = match node {
        LexNode::Alt(xs) | LexNode::Seq(xs) => {
            // Children first, then their indices as one contiguous list.
            let kids: Vec<u32> = xs.iter().map(|x| flatten(x, t)).collect();
            let first = t.children.len() as u32;
            t.children.extend_from_slice(&kids);
            let len = kids.len() as u32;
            if matches!(node, LexNode::Alt(_)) {
                LexTreeNode::Alt { first, len }
            } else {
                LexTreeNode::Seq { first, len }
            }
        }
        LexNode::Literal(s) => {
            let first = t.text.len() as u32;
            t.text.extend_from_slice(s.as_bytes());
            LexTreeNode::Literal { first, len: s.len() as u32 }
        }
        LexNode::Set(set) => {
            let first = t.ranges.len() as u32;
            let ranges = readable_order(set);
            t.ranges.extend_from_slice(&ranges);
            LexTreeNode::Set { first, len: ranges.len() as u32, high_bytes: has_all_high(set) }
        }
        LexNode::Ref(id) => LexTreeNode::Ref(id.0),
        LexNode::Eof => LexTreeNode::Eof,
        LexNode::Quant { node, quantifier, greedy } => {
            let child = flatten(node, t);
            LexTreeNode::Quant { child, quantifier: *quantifier, greedy: *greedy }
        }
    };
    t.nodes.push(n);
    (t.nodes.len() - 1) as u32
}

/// Blocks of code points in the order a reader prefers them as replacements.
const READABLE_BLOCKS: &[(u32, u32)] = &[
    (b'a' as u32, b'z' as u32),
    (b'A' as u32, b'Z' as u32),
    (b'0' as u32, b'9' as u32),
    (b'_' as u32, b'_' as u32),
    (0x21, 0x2F),
    (0x3A, 0x40),
    (0x5B, 0x5E),
    (0x60, 0x60),
    (0x7B, 0x7E),
    (b' ' as u32, b' ' as u32),
    (0x09, 0x0D),
    (0x00, 0x08),
    (0x0E, 0x1F),
    (0x7F, MAX_CHAR),
];

/// The set's ranges in readable order: lowercase letters, uppercase letters, digits,
/// `_`, other printable ASCII, space, ASCII whitespace, then everything else ascending.
/// The first member of the first range is the set's most readable member.
pub fn readable_order(set: &CharSet) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for &(blo, bhi) in READABLE_BLOCKS {
        for &(lo, hi) in &set.ranges {
            let (a, b) = (lo.max(blo), hi.min(bhi));
            if a <= b {
                out.push((a, b));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readable_order_puts_letters_then_digits_first() {
        let set = CharSet::from_ranges(vec![(0, 0x10FFFF)]);
        let r = readable_order(&set);
        assert_eq!(r[0], (b'a' as u32, b'z' as u32));
        assert_eq!(r[1], (b'A' as u32, b'Z' as u32));
        assert_eq!(r[2], (b'0' as u32, b'9' as u32));
        let total: u32 = r.iter().map(|&(a, b)| b - a + 1).sum();
        assert_eq!(total, 0x110000, "every member kept exactly once");
        let hex = CharSet::from_ranges(vec![
            (b'0' as u32, b'9' as u32),
            (b'a' as u32, b'f' as u32),
            (b'X' as u32, b'X' as u32),
        ]);
        assert_eq!(readable_order(&hex), vec![(97, 102), (88, 88), (48, 57)]);
    }
}
