//! Thompson NFA over bytes for the DFA-able token rules of one mode. Epsilon edges are
//! ordered (ANTLR's alternative order; a non-greedy quantifier puts its exit first), and
//! the decision states of non-greedy quantifiers are marked, as ANTLR's ATN does.
//! Fragments and token rules used inside other rules are inlined.

use crate::cfg::{LexNode, LexerSpec};
use crate::syntax::{CharSet, Quantifier};
use regex_syntax::utf8::Utf8Sequences;

/// One NFA state.
#[derive(Clone, Debug)]
pub(crate) enum State {
    /// Consume one byte in one of the inclusive ranges, in order (ranges may overlap).
    Bytes(Vec<(u8, u8, u32)>),
    /// Ordered epsilon edges.
    Eps(Vec<u32>),
    /// Read the end of the input (the DFA's end-of-input class), then go on.
    Eof(u32),
    /// End of a token rule (rule index).
    Accept(u32),
}

/// The NFA of one mode.
pub(crate) struct Nfa {
    pub states: Vec<State>,
    /// Entering the state marks a thread as having passed a non-greedy decision.
    pub nongreedy: Vec<bool>,
    /// Rule each state belongs to.
    pub rule_of: Vec<u32>,
    /// Per rule that has a non-greedy quantifier somewhere (its threads' order matters).
    pub rule_ordered: Vec<bool>,
    /// Start state of each token rule, in priority order.
    pub starts: Vec<u32>,
}

/// Builds the NFA of the given token rules (indices into `spec.rules`, priority order).
pub(crate) fn build(spec: &LexerSpec, rules: &[u32]) -> Nfa {
    let mut b = Builder {
        spec,
        nfa: Nfa {
            states: Vec::new(),
            nongreedy: Vec::new(),
            rule_of: Vec::new(),
            rule_ordered: vec![false; spec.rules.len()],
            starts: Vec::new(),
        },
        rule: 0,
    };
    for &r in rules {
        b.rule = r;
        let accept = b.add(State::Accept(r), false);
        let start = b.compile(&spec.rules[r as usize].body, accept);
        b.nfa.starts.push(start);
    }
    b.nfa
}

struct Builder<'a> {
    spec: &'a LexerSpec,
    nfa: Nfa,
    /// The token rule being compiled.
    rule: u32,
}

impl Builder<'_> {
    fn add(&mut self, s: State, nongreedy: bool) -> u32 {
        self.nfa.states.push(s);
        self.nfa.nongreedy.push(nongreedy);
        self.nfa.rule_of.push(self.rule);
        if nongreedy {
            self.nfa.rule_ordered[self.rule as usize] = true;
        }
        (self.nfa.states.len() - 1) as u32
    }

    /// Compiles `node` to continue at `next`; returns the entry state.
    fn compile(&mut self, node: &LexNode, next: u32) -> u32 {
        match node {
            LexNode::Alt(xs) => {
                let alts = xs.iter().map(|x| self.compile(x, next)).collect();
                self.add(State::Eps(alts), false)
            }
            LexNode::Seq(xs) => {
                let mut cur = next;
                for x in xs.iter().rev() {
                    cur = self.compile(x, cur);
                }
                cur
            }
            LexNode::Literal(s) => {
                let mut cur = next;
                for &byte in s.as_bytes().iter().rev() {
                    cur = self.add(State::Bytes(vec![(byte, byte, cur)]), false);
                }
                cur
            }
            LexNode::Set(set) => self.set(set, next),
            LexNode::Eof => self.add(State::Eof(next), false),
            // `check` rejected recursion among the rules compiled here.
            LexNode::Ref(id) => self.compile(&self.spec.rule(*id).body.clone(), next),
            LexNode::Quant { node, quantifier, greedy } => {
                let order = |body: u32, exit: u32| if *greedy { vec![body, exit] } else { vec![exit, body] };
                match quantifier {
                    Quantifier::Optional => {
                        let body = self.compile(node, next);
                        self.add(State::Eps(order(body, next)), !greedy)
                    }
                    Quantifier::Star => {
                        let entry = self.add(State::Eps(Vec::new()), !greedy);
                        let body = self.compile(node, entry);
                        self.nfa.states[entry as usize] = State::Eps(order(body, next));
                        entry
                    }
                    Quantifier::Plus => {
                        let loopback = self.add(State::Eps(Vec::new()), !greedy);
                        let body = self.compile(node, loopback);
                        self.nfa.states[loopback as usize] = State::Eps(order(body, next));
                        body
                    }
                }
            }
        }
    }

    /// A character class: UTF-8 byte sequences of its members, then (when it holds all
    /// non-ASCII values) any single high byte.
    fn set(&mut self, set: &CharSet, next: u32) -> u32 {
        let mut edges = Vec::new();
        for &(lo, hi) in &set.ranges {
            for (a, b) in without_surrogates(lo, hi) {
                let (Some(a), Some(b)) = (char::from_u32(a), char::from_u32(b)) else { continue };
                for seq in Utf8Sequences::new(a, b) {
                    let ranges = seq.as_slice();
                    let mut cur = next;
                    for r in ranges[1..].iter().rev() {
                        cur = self.add(State::Bytes(vec![(r.start, r.end, cur)]), false);
                    }
                    edges.push((ranges[0].start, ranges[0].end, cur));
                }
            }
        }
        if has_all_high(set) {
            edges.push((0x80, 0xFF, next));
        }
        self.add(State::Bytes(edges), false)
    }
}

/// Splits a scalar range around the surrogate block.
fn without_surrogates(lo: u32, hi: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let hi = hi.min(0x10FFFF);
    if lo < 0xD800 {
        out.push((lo, hi.min(0xD7FF)));
    }
    if hi > 0xDFFF {
        out.push((lo.max(0xE000), hi));
    }
    out.retain(|&(a, b)| a <= b);
    out
}

/// Does the set contain every scalar value from U+0080 up?
pub(crate) fn has_all_high(set: &CharSet) -> bool {
    let covers = |a: u32, b: u32| set.ranges.iter().any(|&(lo, hi)| lo <= a && b <= hi);
    let low = covers(0x80, 0xD7FF);
    // Ranges may or may not include the surrogate block.
    let high = covers(0xE000, 0x10FFFF);
    low && high
}
