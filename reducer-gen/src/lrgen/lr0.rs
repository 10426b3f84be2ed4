//! The LR(0) automaton: canonical collection of item sets, states numbered in
//! breadth-first order from the start state so the numbering is deterministic.

use super::bnf::Bnf;
use std::collections::BTreeMap;

/// An LR(0) item: production index and dot position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Item {
    pub prod: u32,
    pub dot: u32,
}

/// One state: its kernel items, the full closure, and its transitions sorted by symbol.
#[derive(Clone, Debug)]
pub struct State {
    pub kernel: Vec<Item>,
    pub items: Vec<Item>,
    /// `(symbol, target state)`, sorted by symbol.
    pub transitions: Vec<(u32, u32)>,
}

impl State {
    /// The target of the transition on `sym`, if any.
    pub fn goto(&self, sym: u32) -> Option<u32> {
        self.transitions.binary_search_by_key(&sym, |t| t.0).ok().map(|i| self.transitions[i].1)
    }
}

/// The LR(0) automaton; state 0 is the start state.
#[derive(Clone, Debug)]
pub struct Lr0 {
    pub states: Vec<State>,
}

impl Lr0 {
    pub fn build(g: &Bnf) -> Lr0 {
        let mut index: BTreeMap<Vec<Item>, u32> = BTreeMap::new();
        let mut kernels: Vec<Vec<Item>> = vec![vec![Item { prod: 0, dot: 0 }]];
        index.insert(kernels[0].clone(), 0);
        let mut states = Vec::new();
        let mut in_closure = vec![false; g.num_symbols as usize];
        let mut next = 0;
        while next < kernels.len() {
            let kernel = kernels[next].clone();
            next += 1;
            // Closure: add `B -> .γ` for every nonterminal B after a dot, once per B.
            let mut items = kernel.clone();
            let mut added: Vec<u32> = Vec::new();
            let mut i = 0;
            while i < items.len() {
                let it = items[i];
                i += 1;
                if let Some(&sym) = g.prods[it.prod as usize].rhs.get(it.dot as usize) {
                    if !g.is_token(sym) && !in_closure[sym as usize] {
                        in_closure[sym as usize] = true;
                        added.push(sym);
                        for &p in &g.prods_of[sym as usize] {
                            items.push(Item { prod: p, dot: 0 });
                        }
                    }
                }
            }
            for s in added {
                in_closure[s as usize] = false;
            }
            // Successor kernels grouped by symbol, in symbol order.
            let mut by_sym: BTreeMap<u32, Vec<Item>> = BTreeMap::new();
            for it in &items {
                if let Some(&sym) = g.prods[it.prod as usize].rhs.get(it.dot as usize) {
                    by_sym.entry(sym).or_default().push(Item { prod: it.prod, dot: it.dot + 1 });
                }
            }
            let mut transitions = Vec::with_capacity(by_sym.len());
            for (sym, mut k) in by_sym {
                k.sort();
                k.dedup();
                let target = match index.get(&k) {
                    Some(&t) => t,
                    None => {
                        let t = kernels.len() as u32;
                        index.insert(k.clone(), t);
                        kernels.push(k);
                        t
                    }
                };
                transitions.push((sym, target));
            }
            states.push(State { kernel, items, transitions });
        }
        Lr0 { states }
    }
}
