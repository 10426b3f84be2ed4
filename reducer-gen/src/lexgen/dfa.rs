//! Subset construction with ANTLR's ordered-thread semantics.
//!
//! A DFA state is the ordered list of NFA configurations `(state, passed a non-greedy
//! decision)` that ANTLR's `LexerATNSimulator` would hold; configurations of one rule
//! stay contiguous and rules stay in priority order. Stepping follows ANTLR's
//! `getReachableConfigSet` and `closure`: once a configuration of a rule reaches the
//! rule's end, the later configurations of that rule that passed a non-greedy decision
//! are dropped. For rules without non-greedy quantifiers order cannot matter, so their
//! configurations are sorted, which keeps the number of states down.

use super::nfa::{Nfa, State};
use std::collections::HashMap;

/// The tables of one mode; state 0 is dead, state 1 is the start.
pub(crate) struct Dfa {
    pub byte_class: [u8; 256],
    pub num_classes: u32,
    pub transitions: Vec<u32>,
    pub accept: Vec<u32>,
}

/// A configuration: NFA state times 2, plus 1 when it passed a non-greedy decision.
type Config = u32;

struct Builder<'a> {
    nfa: &'a Nfa,
    /// Stamps for "visited in this closure" and "already in this output set".
    visit_stamp: Vec<u32>,
    out_stamp: Vec<u32>,
    visit_epoch: u32,
    out_epoch: u32,
}

impl Builder<'_> {
    fn config(&self, state: u32, flag: bool) -> Config {
        state * 2 + (flag || self.nfa.nongreedy[state as usize]) as u32
    }

    fn push(&mut self, c: Config, out: &mut Vec<Config>) {
        if self.out_stamp[c as usize] != self.out_epoch {
            self.out_stamp[c as usize] = self.out_epoch;
            out.push(c);
        }
    }

    /// ANTLR's `closure`: returns whether the rule's end was reached.
    fn closure(&mut self, c: Config, out: &mut Vec<Config>, reached: bool) -> bool {
        self.visit_epoch += 1;
        self.closure_rec(c, out, reached)
    }

    fn closure_rec(&mut self, c: Config, out: &mut Vec<Config>, mut reached: bool) -> bool {
        if self.visit_stamp[c as usize] == self.visit_epoch {
            return reached;
        }
        self.visit_stamp[c as usize] = self.visit_epoch;
        let nfa = self.nfa;
        let flag = c & 1 == 1;
        match &nfa.states[(c / 2) as usize] {
            State::Accept(_) => {
                self.push(c, out);
                true
            }
            State::Bytes(_) => {
                if !reached || !flag {
                    self.push(c, out);
                }
                reached
            }
            State::Eps(next) => {
                for &s in next {
                    let n = self.config(s, flag);
                    reached = self.closure_rec(n, out, reached);
                }
                reached
            }
        }
    }

    /// Sorts the configurations of rules whose thread order cannot matter.
    fn canonical(&self, mut configs: Vec<Config>) -> Vec<Config> {
        let rule = |c: Config| self.nfa.rule_of[(c / 2) as usize];
        let mut i = 0;
        while i < configs.len() {
            let r = rule(configs[i]);
            let mut j = i;
            while j < configs.len() && rule(configs[j]) == r {
                j += 1;
            }
            if !self.nfa.rule_ordered[r as usize] {
                configs[i..j].sort_unstable();
            }
            i = j;
        }
        configs
    }

    /// ANTLR's `getReachableConfigSet` for one input byte.
    fn step(&mut self, configs: &[Config], byte: u8) -> Vec<Config> {
        let nfa = self.nfa;
        self.out_epoch += 1;
        let mut out = Vec::new();
        let mut skip_rule = u32::MAX;
        for &c in configs {
            let rule = nfa.rule_of[(c / 2) as usize];
            let flag = c & 1 == 1;
            if rule == skip_rule && flag {
                continue;
            }
            if let State::Bytes(edges) = &nfa.states[(c / 2) as usize] {
                for &(lo, hi, to) in edges {
                    if lo <= byte && byte <= hi {
                        let n = self.config(to, flag);
                        if self.closure(n, &mut out, rule == skip_rule) {
                            skip_rule = rule;
                            break;
                        }
                    }
                }
            }
        }
        self.canonical(out)
    }
}

/// Byte equivalence classes: bytes no edge of the NFA tells apart share a class.
fn byte_classes(nfa: &Nfa) -> ([u8; 256], u32) {
    let mut cut = [false; 257];
    cut[0] = true;
    for s in &nfa.states {
        if let State::Bytes(edges) = s {
            for &(lo, hi, _) in edges {
                cut[lo as usize] = true;
                cut[hi as usize + 1] = true;
            }
        }
    }
    let mut classes = [0u8; 256];
    let mut class: i32 = -1;
    for b in 0..256 {
        if cut[b] {
            class += 1;
        }
        classes[b] = class as u8;
    }
    (classes, class as u32 + 1)
}

/// Builds the DFA, or returns the state count reached when it exceeds `max_states`.
pub(crate) fn build(nfa: &Nfa, max_states: usize) -> Result<Dfa, usize> {
    let (byte_class, num_classes) = byte_classes(nfa);
    let mut reps = vec![0u8; num_classes as usize];
    for b in (0..256).rev() {
        reps[byte_class[b] as usize] = b as u8;
    }
    let nc = num_classes as usize;
    let mut b = Builder {
        nfa,
        visit_stamp: vec![0; nfa.states.len() * 2],
        out_stamp: vec![0; nfa.states.len() * 2],
        visit_epoch: 0,
        out_epoch: 0,
    };
    // ANTLR's start state: each rule's closure in priority order, none pruned.
    b.out_epoch += 1;
    let mut start = Vec::new();
    for &s in &nfa.starts {
        let c = b.config(s, false);
        b.closure(c, &mut start, false);
    }
    let start = b.canonical(start);

    let mut ids: HashMap<Vec<Config>, u32> = HashMap::new();
    let mut sets: Vec<Vec<Config>> = vec![Vec::new(), start.clone()];
    // An empty configuration list is the dead state (the start may be empty too: a mode
    // whose rules are all left to the fallback simulator).
    ids.insert(Vec::new(), 0);
    if !start.is_empty() {
        ids.insert(start, 1);
    }
    let mut transitions = vec![0u32; 2 * nc];
    let mut next_unprocessed = 1;
    while next_unprocessed < sets.len() {
        let current = sets[next_unprocessed].clone();
        for (class, &rep) in reps.iter().enumerate() {
            let target = b.step(&current, rep);
            let id = if target.is_empty() {
                0
            } else if let Some(&id) = ids.get(&target) {
                id
            } else {
                if sets.len() >= max_states {
                    return Err(sets.len());
                }
                let id = sets.len() as u32;
                ids.insert(target.clone(), id);
                sets.push(target);
                transitions.resize(transitions.len() + nc, 0);
                id
            };
            transitions[next_unprocessed * nc + class] = id;
        }
        next_unprocessed += 1;
    }
    let accept = sets
        .iter()
        .map(|configs| {
            configs
                .iter()
                .find_map(|&c| match nfa.states[(c / 2) as usize] {
                    State::Accept(r) => Some(r + 1),
                    _ => None,
                })
                .unwrap_or(0)
        })
        .collect();
    Ok(Dfa { byte_class, num_classes, transitions, accept })
}
