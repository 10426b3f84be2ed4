//! Matcher for lexer rules that cannot be a DFA (recursive rules such as nested
//! comments): ANTLR's lexer simulation, run over a small NFA compiled from the rules'
//! lex trees, with a call stack per thread.
//!
//! Threads are kept in priority order. When a thread reaches the end of the rule, the
//! threads after it that went through a non-greedy decision are dropped (ANTLR's
//! `passedThroughNonGreedyDecision` rule); the result is the longest accepted prefix.
//! The generator's subset construction implements the same rules without stacks, so the
//! two agree on non-recursive rules.

use super::{decode_utf8, LexTreeNode, LexerTables, Quantifier};
use std::collections::{HashMap, HashSet};

/// No stack (the thread is in the rule it started in).
const EMPTY: u32 = u32::MAX;
/// Deeper call stacks than this end the thread (guards left recursion).
const MAX_DEPTH: u32 = 10_000;

#[derive(Clone, Debug)]
enum State {
    /// Consume exactly this byte.
    Byte(u8, u32),
    /// Consume a character of the set (sorted ranges), or one high byte if allowed.
    Set { ranges: Vec<(u32, u32)>, high_bytes: bool, next: u32 },
    /// Ordered epsilon alternatives.
    Split(Vec<u32>),
    /// Enter rule `rule`, then continue at `ret`.
    Call { rule: u32, ret: u32 },
    /// End of a rule body: return, or accept when the stack is empty.
    Return,
    /// Read the end of the input (`EOF` inside a rule), then continue.
    Eof(u32),
}

/// A thread waiting for its next byte: at a consuming state, or inside a multi-byte
/// character with `pending` bytes left before `state`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Thread {
    state: u32,
    pending: u8,
    stack: u32,
    nongreedy: bool,
}

/// The compiled fallback NFA plus the interned call stacks; built once per lexing run.
pub struct Fallback {
    nfa: Nfa,
    stacks: Stacks,
    /// Per rule, once computed: the start threads and the bytes that can begin a match
    /// (so most positions are rejected without simulating).
    starts: Vec<Option<RuleStart>>,
}

/// A rule's start threads and the bytes that can begin a match.
type RuleStart = (Vec<Thread>, Box<[bool; 256]>);

struct Nfa {
    states: Vec<State>,
    /// Entering this state marks the thread as having passed a non-greedy decision.
    nongreedy: Vec<bool>,
    /// Start state per rule index (`u32::MAX` until compiled).
    rule_start: Vec<u32>,
}

/// Interned stacks: `(return state, parent stack, depth)`.
#[derive(Default)]
struct Stacks {
    nodes: Vec<(u32, u32, u32)>,
    ids: HashMap<(u32, u32), u32>,
}

impl Fallback {
    /// Compiles every rule's tree (lex trees are small).
    pub fn new(tables: &LexerTables) -> Fallback {
        let mut nfa = Nfa { states: Vec::new(), nongreedy: Vec::new(), rule_start: vec![u32::MAX; tables.rules.len()] };
        for r in 0..tables.rules.len() {
            nfa.compile_rule(tables, r as u32);
        }
        let starts = vec![None; tables.rules.len()];
        Fallback { nfa, stacks: Stacks::default(), starts }
    }
}

impl Nfa {
    fn add(&mut self, s: State, nongreedy: bool) -> u32 {
        self.states.push(s);
        self.nongreedy.push(nongreedy);
        (self.states.len() - 1) as u32
    }

    fn compile_rule(&mut self, tables: &LexerTables, rule: u32) {
        if self.rule_start[rule as usize] != u32::MAX {
            return;
        }
        let ret = self.add(State::Return, false);
        // Reserve the start so recursive references see it.
        let start = self.add(State::Split(Vec::new()), false);
        self.rule_start[rule as usize] = start;
        let body = self.compile(tables, tables.rules[rule as usize].tree, ret);
        self.states[start as usize] = State::Split(vec![body]);
    }

    /// Compiles `node` so that it continues at `next`; returns its entry state.
    fn compile(&mut self, tables: &LexerTables, node: u32, next: u32) -> u32 {
        let tree = &tables.tree;
        match tree.nodes[node as usize] {
            LexTreeNode::Alt { .. } => {
                let alts: Vec<u32> = tree.children_of(node).iter().map(|&c| self.compile(tables, c, next)).collect();
                self.add(State::Split(alts), false)
            }
            LexTreeNode::Seq { .. } => {
                let mut cur = next;
                for &c in tree.children_of(node).iter().rev() {
                    cur = self.compile(tables, c, cur);
                }
                cur
            }
            LexTreeNode::Literal { .. } => {
                let mut cur = next;
                for &b in tree.literal_of(node).iter().rev() {
                    cur = self.add(State::Byte(b, cur), false);
                }
                cur
            }
            LexTreeNode::Set { high_bytes, .. } => {
                let mut ranges = tree.ranges_of(node).to_vec();
                ranges.sort_unstable();
                self.add(State::Set { ranges, high_bytes, next }, false)
            }
            LexTreeNode::Ref(rule) => {
                self.compile_rule(tables, rule);
                self.add(State::Call { rule, ret: next }, false)
            }
            LexTreeNode::Eof => self.add(State::Eof(next), false),
            LexTreeNode::Quant { child, quantifier, greedy } => {
                let ng = !greedy;
                let order = |body: u32, exit: u32| if greedy { vec![body, exit] } else { vec![exit, body] };
                match quantifier {
                    Quantifier::Optional => {
                        let body = self.compile(tables, child, next);
                        self.add(State::Split(order(body, next)), ng)
                    }
                    Quantifier::Star => {
                        // entry -> (body -> entry | exit)
                        let entry = self.add(State::Split(Vec::new()), ng);
                        let body = self.compile(tables, child, entry);
                        self.states[entry as usize] = State::Split(order(body, next));
                        entry
                    }
                    Quantifier::Plus => {
                        // body -> loopback -> (body | exit)
                        let loopback = self.add(State::Split(Vec::new()), ng);
                        let body = self.compile(tables, child, loopback);
                        self.states[loopback as usize] = State::Split(order(body, next));
                        body
                    }
                }
            }
        }
    }

    /// Thread after entering `state`, with the non-greedy mark updated.
    fn enter(&self, t: Thread, state: u32) -> Thread {
        Thread { state, pending: 0, stack: t.stack, nongreedy: t.nongreedy || self.nongreedy[state as usize] }
    }
}

impl Stacks {
    fn push(&mut self, ret: u32, parent: u32) -> Option<u32> {
        let depth = if parent == EMPTY { 1 } else { self.nodes[parent as usize].2 + 1 };
        if depth > MAX_DEPTH {
            return None;
        }
        if let Some(&id) = self.ids.get(&(ret, parent)) {
            return Some(id);
        }
        self.nodes.push((ret, parent, depth));
        let id = (self.nodes.len() - 1) as u32;
        self.ids.insert((ret, parent), id);
        Some(id)
    }
}

/// Epsilon closure of one configuration into `out`, ANTLR-style: returns whether the end
/// of the top rule was reached (or already had been, as passed in `reached`).
fn closure(nfa: &Nfa, stacks: &mut Stacks, start: Thread, out: &mut Threads, reached: bool) -> bool {
    let mut visited = HashSet::new();
    closure_rec(nfa, stacks, start, out, reached, &mut visited)
}

fn closure_rec(
    nfa: &Nfa,
    stacks: &mut Stacks,
    t: Thread,
    out: &mut Threads,
    mut reached: bool,
    visited: &mut HashSet<Thread>,
) -> bool {
    if !visited.insert(t) {
        return reached;
    }
    match &nfa.states[t.state as usize] {
        State::Return => {
            if t.stack == EMPTY {
                out.add(t);
                return true;
            }
            let (ret, parent, _) = stacks.nodes[t.stack as usize];
            let next = nfa.enter(Thread { stack: parent, ..t }, ret);
            closure_rec(nfa, stacks, next, out, reached, visited)
        }
        State::Byte(..) | State::Set { .. } | State::Eof(_) => {
            if !reached || !t.nongreedy {
                out.add(t);
            }
            reached
        }
        State::Split(alts) => {
            for &s in alts {
                reached = closure_rec(nfa, stacks, nfa.enter(t, s), out, reached, visited);
            }
            reached
        }
        &State::Call { rule, ret } => {
            let Some(stack) = stacks.push(ret, t.stack) else { return reached };
            let next = nfa.enter(Thread { stack, ..t }, nfa.rule_start[rule as usize]);
            closure_rec(nfa, stacks, next, out, reached, visited)
        }
    }
}

impl Fallback {
    /// End of the longest match of `rule` at `pos`, if any (empty matches do not count),
    /// and the offset of the byte at which the last thread died (or the input length).
    pub fn longest(&mut self, rule: u32, src: &[u8], pos: usize) -> (Option<usize>, usize) {
        let nfa = &self.nfa;
        let stacks = &mut self.stacks;
        let (start_threads, first_bytes) = self.starts[rule as usize].get_or_insert_with(|| {
            let start = nfa.rule_start[rule as usize];
            let mut threads = Threads::default();
            let first = Thread { state: start, pending: 0, stack: EMPTY, nongreedy: nfa.nongreedy[start as usize] };
            closure(nfa, stacks, first, &mut threads, false);
            let mut bytes = Box::new([false; 256]);
            for t in &threads.list {
                match &nfa.states[t.state as usize] {
                    State::Byte(b, _) => bytes[*b as usize] = true,
                    State::Set { ranges, .. } => {
                        for (b, slot) in bytes.iter_mut().enumerate() {
                            // Any high byte may start a wide member or a single high byte.
                            let b = b as u32;
                            *slot |= if b < 0x80 {
                                ranges.iter().any(|&(lo, hi)| lo <= b && b <= hi)
                            } else {
                                ranges.iter().any(|&(_, hi)| hi >= 0x80)
                            };
                        }
                    }
                    _ => {}
                }
            }
            (threads.list, bytes)
        });
        if pos >= src.len() || !first_bytes[src[pos] as usize] {
            return (None, pos);
        }
        let mut threads = Threads::default();
        for &t in start_threads.iter() {
            threads.add(t);
        }
        let mut best = None;
        let mut i = pos;
        while !threads.list.is_empty() && i < src.len() {
            let b = src[i];
            // The character starting here, when it is valid UTF-8 of 2+ bytes.
            let wide = if b >= 0x80 { decode_utf8(&src[i..]) } else { None };
            let mut next = Threads::default();
            let mut reached = false;
            for &t in &threads.list {
                if reached && t.nongreedy {
                    continue;
                }
                if t.pending > 1 {
                    next.add(Thread { pending: t.pending - 1, ..t });
                    continue;
                }
                if t.pending == 1 {
                    reached |= closure(nfa, stacks, nfa.enter(t, t.state), &mut next, reached);
                    continue;
                }
                match &nfa.states[t.state as usize] {
                    &State::Byte(want, to) if b == want => {
                        reached |= closure(nfa, stacks, nfa.enter(t, to), &mut next, reached);
                    }
                    State::Set { ranges, high_bytes, next: to } => {
                        let contains = |c: u32| {
                            let k = ranges.partition_point(|&(_, hi)| hi < c);
                            k < ranges.len() && ranges[k].0 <= c
                        };
                        if b < 0x80 {
                            if contains(b as u32) {
                                reached |= closure(nfa, stacks, nfa.enter(t, *to), &mut next, reached);
                            }
                            continue;
                        }
                        // A whole multi-byte character first, then a single high byte:
                        // the generator's byte NFA orders the two ways the same.
                        if let Some((c, len)) = wide {
                            if contains(c) && (!reached || !t.nongreedy) {
                                next.add(Thread { state: *to, pending: (len - 1) as u8, ..t });
                            }
                        }
                        if *high_bytes {
                            reached |= closure(nfa, stacks, nfa.enter(t, *to), &mut next, reached);
                        }
                    }
                    _ => {}
                }
            }
            if next.list.is_empty() {
                return (best, i);
            }
            i += 1;
            let accepts = |t: &Thread| {
                t.pending == 0 && t.stack == EMPTY && matches!(nfa.states[t.state as usize], State::Return)
            };
            if next.list.iter().any(accepts) {
                best = Some(i);
            }
            threads = next;
        }
        if i == src.len() {
            // The end of the input, read by the threads waiting at an `EOF`.
            let mut end = Threads::default();
            let mut reached = false;
            for &t in &threads.list {
                if let (0, &State::Eof(to)) = (t.pending, &nfa.states[t.state as usize]) {
                    if !(reached && t.nongreedy) {
                        reached |= closure(nfa, stacks, nfa.enter(t, to), &mut end, reached);
                    }
                }
            }
            let accepts = |t: &Thread| t.stack == EMPTY && matches!(nfa.states[t.state as usize], State::Return);
            if i > pos && end.list.iter().any(accepts) {
                best = Some(i);
            }
        }
        (best, i)
    }
}

/// An ordered set of threads.
#[derive(Default)]
struct Threads {
    list: Vec<Thread>,
    seen: HashSet<Thread>,
}

impl Threads {
    fn add(&mut self, t: Thread) {
        if self.seen.insert(t) {
            self.list.push(t);
        }
    }
}
