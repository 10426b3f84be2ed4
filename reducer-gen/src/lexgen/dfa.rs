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
    /// Byte classes, plus the end-of-input class when `eof_class`.
    pub num_classes: u32,
    /// The last class is the end of the input (a rule reads `EOF`): no byte maps to it,
    /// and the lexer steps on it once where the input ends.
    pub eof_class: bool,
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
            State::Bytes(_) | State::Eof(_) => {
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

    /// ANTLR's `getReachableConfigSet` for one input byte (`None`: the end of input).
    fn step(&mut self, configs: &[Config], byte: Option<u8>) -> Vec<Config> {
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
            let targets: &[(u8, u8, u32)] = match (&nfa.states[(c / 2) as usize], byte) {
                (State::Bytes(edges), Some(_)) => edges,
                (State::Eof(to), None) => &[(0, 0, *to)],
                _ => &[],
            };
            for &(lo, hi, to) in targets {
                if byte.is_none_or(|b| lo <= b && b <= hi) {
                    let n = self.config(to, flag);
                    if self.closure(n, &mut out, rule == skip_rule) {
                        skip_rule = rule;
                        break;
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
    let (byte_class, byte_classes) = byte_classes(nfa);
    // A representative byte per class, `None` for the end-of-input class.
    let mut reps: Vec<Option<u8>> = vec![Some(0); byte_classes as usize];
    for b in (0..256).rev() {
        reps[byte_class[b] as usize] = Some(b as u8);
    }
    let eof_class = nfa.states.iter().any(|s| matches!(s, State::Eof(_)));
    if eof_class {
        reps.push(None);
    }
    let num_classes = reps.len() as u32;
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
    // Classes that fire the same NFA edges of a state lead to the same target, so each
    // state steps once per distinct signature instead of once per class.
    let mut signatures: HashMap<Vec<u32>, u32> = HashMap::new();
    let mut signature = Vec::new();
    while next_unprocessed < sets.len() {
        let current = sets[next_unprocessed].clone();
        signatures.clear();
        for (class, &rep) in reps.iter().enumerate() {
            signature.clear();
            for (i, &c) in current.iter().enumerate() {
                match (&nfa.states[(c / 2) as usize], rep) {
                    (State::Bytes(edges), Some(rep)) => {
                        for (e, &(lo, hi, _)) in edges.iter().enumerate() {
                            if lo <= rep && rep <= hi {
                                signature.push(i as u32);
                                signature.push(e as u32);
                            }
                        }
                    }
                    (State::Eof(_), None) => {
                        signature.push(i as u32);
                        signature.push(u32::MAX);
                    }
                    _ => {}
                }
            }
            if signature.is_empty() {
                continue;
            }
            if let Some(&id) = signatures.get(&signature) {
                transitions[next_unprocessed * nc + class] = id;
                continue;
            }
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
            signatures.insert(signature.clone(), id);
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
    Ok(minimize(Dfa { byte_class, num_classes, eof_class, transitions, accept }))
}

/// Hopcroft's partition refinement: merges states with the same accepted rule whose
/// successors are equivalent for every byte class. The dead state stays alone, so a
/// state that can no longer accept still dies where it did (error recovery uses that
/// offset). State 0 stays dead and state 1 stays the start; the other blocks are
/// numbered by their lowest original state, so the output is deterministic.
pub(crate) fn minimize(dfa: Dfa) -> Dfa {
    let n = dfa.accept.len();
    let nc = dfa.num_classes as usize;
    if n <= 2 {
        return dfa;
    }
    // Inverse transitions in CSR form: sources of `(class, target)`.
    let mut inv_start = vec![0u32; nc * n + 1];
    for s in 0..n {
        for c in 0..nc {
            let t = dfa.transitions[s * nc + c] as usize;
            inv_start[c * n + t + 1] += 1;
        }
    }
    for i in 0..nc * n {
        inv_start[i + 1] += inv_start[i];
    }
    let mut fill = inv_start.clone();
    let mut inv = vec![0u32; n * nc];
    for s in 0..n {
        for c in 0..nc {
            let t = dfa.transitions[s * nc + c] as usize;
            let slot = &mut fill[c * n + t];
            inv[*slot as usize] = s as u32;
            *slot += 1;
        }
    }

    // Refinable partition: `elems[first[b]..end[b]]` are block b's states.
    let mut elems: Vec<u32> = (0..n as u32).collect();
    // Initial blocks: the dead state, then one block per accept value (ordered).
    elems[1..].sort_by_key(|&s| (dfa.accept[s as usize], s));
    let mut block_of = vec![0u32; n];
    let mut first: Vec<u32> = vec![0];
    let mut end: Vec<u32> = vec![1];
    for i in 1..n {
        let s = elems[i] as usize;
        let prev = elems[i - 1] as usize;
        if i == 1 || dfa.accept[s] != dfa.accept[prev] {
            first.push(i as u32);
            end.push(i as u32);
        }
        let b = first.len() - 1;
        end[b] = i as u32 + 1;
        block_of[s] = b as u32;
    }
    let mut loc = vec![0u32; n];
    for (i, &s) in elems.iter().enumerate() {
        loc[s as usize] = i as u32;
    }
    let mut marked = vec![0u32; first.len()];
    let mut in_work = vec![true; first.len()];
    let mut work: Vec<u32> = (0..first.len() as u32).collect();
    let mut splitter = Vec::new();
    let mut touched: Vec<u32> = Vec::new();
    while let Some(bw) = work.pop() {
        in_work[bw as usize] = false;
        splitter.clear();
        splitter.extend_from_slice(&elems[first[bw as usize] as usize..end[bw as usize] as usize]);
        for c in 0..nc {
            // Mark the predecessors under `c`: move each to the front of its block.
            for &t in &splitter {
                let k = c * n + t as usize;
                for &s in &inv[inv_start[k] as usize..inv_start[k + 1] as usize] {
                    let b = block_of[s as usize] as usize;
                    let pos = first[b] + marked[b];
                    if loc[s as usize] < pos {
                        continue; // already marked
                    }
                    if marked[b] == 0 {
                        touched.push(b as u32);
                    }
                    let other = elems[pos as usize];
                    let at = loc[s as usize];
                    elems.swap(pos as usize, at as usize);
                    loc[other as usize] = at;
                    loc[s as usize] = pos;
                    marked[b] += 1;
                }
            }
            for b in touched.drain(..) {
                let b = b as usize;
                let m = marked[b];
                marked[b] = 0;
                let size = end[b] - first[b];
                if m == size {
                    continue;
                }
                // Split off the marked prefix as a new block.
                let nb = first.len();
                first.push(first[b]);
                end.push(first[b] + m);
                first[b] += m;
                marked.push(0);
                for i in first[nb]..end[nb] {
                    block_of[elems[i as usize] as usize] = nb as u32;
                }
                if in_work[b] {
                    in_work.push(true);
                    work.push(nb as u32);
                } else {
                    let smaller = if m <= size - m { nb } else { b };
                    in_work.push(smaller == nb);
                    if smaller == b {
                        in_work[b] = true;
                    }
                    work.push(smaller as u32);
                }
            }
        }
    }

    // Number the blocks: dead 0, start 1, then by lowest original state.
    let mut new_id = vec![u32::MAX; first.len()];
    let mut count = 0u32;
    for &b in &block_of[..n] {
        let b = b as usize;
        if new_id[b] == u32::MAX {
            new_id[b] = count;
            count += 1;
        }
    }
    debug_assert!(new_id[block_of[0] as usize] == 0 && new_id[block_of[1] as usize] == 1);
    let m = count as usize;
    let mut transitions = vec![0u32; m * nc];
    let mut accept = vec![0u32; m];
    let mut done = vec![false; m];
    for s in 0..n {
        let id = new_id[block_of[s] as usize] as usize;
        if std::mem::replace(&mut done[id], true) {
            continue;
        }
        accept[id] = dfa.accept[s];
        for c in 0..nc {
            transitions[id * nc + c] = new_id[block_of[dfa.transitions[s * nc + c] as usize] as usize];
        }
    }
    Dfa { byte_class: dfa.byte_class, num_classes: dfa.num_classes, eof_class: dfa.eof_class, transitions, accept }
}
