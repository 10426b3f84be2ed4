//! Random texts matching a token's lexer rule, to turn token sequences into programs.

use crate::cfg::{LexNode, LexRuleId, LexerSpec, TokenId};
use crate::syntax::{CharSet, Quantifier};

use super::Rng;

const INF: u64 = u64::MAX / 4;

/// Depth (in rule references and repetitions) after which generation takes the
/// shallowest way out.
const DEPTH_BUDGET: usize = 12;

/// Attempts per call before giving up on avoiding another token's literal text.
const ATTEMPTS: u64 = 16;

/// A random string matching the lexer rule that produces `token` (following fragment
/// references; repetitions are short), or `None` if no rule produces it (EOF, declared
/// tokens) or the rule matches nothing. Readable characters are preferred: ASCII
/// letters and digits, then other printable ASCII, then anything in the set. The text
/// avoids the exact literal of a different fixed-literal token (so an identifier sample
/// is never a keyword) when some attempt allows. Deterministic for `seed`.
pub fn sample_token_text(lexer: &LexerSpec, token: TokenId, seed: u64) -> Option<String> {
    let rule = lexer.rules.iter().position(|r| r.token == Some(token) && !r.is_fragment)?;
    let heights = rule_heights(lexer);
    if heights[rule] >= INF {
        return None;
    }
    let others: Vec<&str> = lexer
        .rules
        .iter()
        .filter(|r| r.token.is_some() && r.token != Some(token))
        .filter_map(|r| match &r.body {
            LexNode::Literal(s) => Some(s.as_str()),
            _ => None,
        })
        .collect();
    let mut first = None;
    for attempt in 0..ATTEMPTS {
        let mut g = Gen {
            lexer,
            heights: &heights,
            rng: Rng::new(seed ^ attempt.wrapping_mul(0xA076_1D64_78BD_642F)),
            out: String::new(),
        };
        g.node(&lexer.rules[rule].body, 0);
        if !others.contains(&g.out.as_str()) {
            return Some(g.out);
        }
        first.get_or_insert(g.out);
    }
    first
}

/// Least nesting height of each rule (references count 1); `INF` if it matches nothing.
fn rule_heights(lexer: &LexerSpec) -> Vec<u64> {
    let mut h = vec![INF; lexer.rules.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for (i, r) in lexer.rules.iter().enumerate() {
            let v = height(&r.body, &h);
            if v < h[i] {
                h[i] = v;
                changed = true;
            }
        }
    }
    h
}

fn height(node: &LexNode, rules: &[u64]) -> u64 {
    match node {
        LexNode::Literal(_) => 0,
        LexNode::Set(s) => {
            if s.is_empty() {
                INF
            } else {
                0
            }
        }
        LexNode::Ref(LexRuleId(r)) => rules.get(*r as usize).map_or(INF, |&h| (h + 1).min(INF)),
        // Generated text goes on after a token, so no token may end the input.
        LexNode::Eof => INF,
        LexNode::Seq(xs) => xs.iter().map(|x| height(x, rules)).max().unwrap_or(0),
        LexNode::Alt(xs) => xs.iter().map(|x| height(x, rules)).min().unwrap_or(INF),
        LexNode::Quant { node, quantifier, .. } => match quantifier {
            Quantifier::Optional | Quantifier::Star => 0,
            Quantifier::Plus => height(node, rules),
        },
    }
}

struct Gen<'a> {
    lexer: &'a LexerSpec,
    heights: &'a [u64],
    rng: Rng,
    out: String,
}

impl Gen<'_> {
    fn node(&mut self, node: &LexNode, depth: usize) {
        match node {
            LexNode::Literal(s) => self.out.push_str(s),
            LexNode::Set(set) => {
                if let Some(c) = pick_char(set, &mut self.rng) {
                    self.out.push(c);
                }
            }
            LexNode::Ref(LexRuleId(r)) => {
                if let Some(rule) = self.lexer.rules.get(*r as usize) {
                    self.node(&rule.body, depth + 1);
                }
            }
            LexNode::Seq(xs) => xs.iter().for_each(|x| self.node(x, depth)),
            LexNode::Eof => {}
            LexNode::Alt(xs) => {
                let ok: Vec<&LexNode> = xs.iter().filter(|x| height(x, self.heights) < INF).collect();
                let chosen = if depth < DEPTH_BUDGET {
                    ok.get(self.rng.below(ok.len())).copied()
                } else {
                    ok.iter().copied().min_by_key(|x| height(x, self.heights))
                };
                if let Some(x) = chosen {
                    self.node(x, depth);
                }
            }
            LexNode::Quant { node, quantifier, .. } => {
                let deep = depth >= DEPTH_BUDGET;
                let (min, extra) = match quantifier {
                    Quantifier::Optional => (0, 1),
                    Quantifier::Star => (0, 3),
                    Quantifier::Plus => (1, 2),
                };
                let times =
                    if deep || height(node, self.heights) >= INF { min } else { min + self.rng.below(extra + 1) };
                for _ in 0..times {
                    self.node(node, depth + 1);
                }
            }
        }
    }
}

/// A random member of `set`, from the most readable non-empty class.
fn pick_char(set: &CharSet, rng: &mut Rng) -> Option<char> {
    let classes: [&[(u32, u32)]; 4] = [
        &[(b'0' as u32, b'9' as u32), (b'A' as u32, b'Z' as u32), (b'a' as u32, b'z' as u32)],
        &[(0x21, 0x7E)],
        &[(0x20, 0x20), (0x09, 0x0A)],
        &[(0, crate::syntax::MAX_CHAR)],
    ];
    for class in classes {
        let within = set_intersect(set, class);
        let size: u64 = within.iter().map(|&(a, b)| (b - a + 1) as u64).sum();
        if size == 0 {
            continue;
        }
        // Surrogates are not chars; try a few picks, then fall back to a range start.
        for _ in 0..8 {
            let mut k = rng.next_u64() % size;
            for &(a, b) in &within {
                let len = (b - a + 1) as u64;
                if k < len {
                    if let Some(c) = char::from_u32(a + k as u32) {
                        return Some(c);
                    }
                    break;
                }
                k -= len;
            }
        }
        if let Some(c) = within.iter().find_map(|&(a, _)| char::from_u32(a)) {
            return Some(c);
        }
    }
    None
}

fn set_intersect(set: &CharSet, class: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for &(a, b) in &set.ranges {
        for &(c, d) in class {
            let (lo, hi) = (a.max(c), b.min(d));
            if lo <= hi {
                out.push((lo, hi));
            }
        }
    }
    out.sort_unstable();
    out
}
