//! A reference Earley recognizer with the Aycock-Horspool fix for nullable symbols.

use std::collections::HashSet;

use super::{Bnf, Sym};

/// An Earley item: production, dot position, origin set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Item {
    prod: u32,
    dot: u32,
    origin: u32,
}

/// Whether `tokens` is a sentence of `bnf` (from its start symbol). Handles epsilon
/// productions, ambiguity and left/right recursion; runs in O(n³) at worst.
pub fn recognize(bnf: &Bnf, tokens: &[u32]) -> bool {
    let by_lhs = bnf.productions_by_lhs();
    let nullable = bnf.nullable();
    let n = tokens.len();
    let mut sets: Vec<Vec<Item>> = vec![Vec::new(); n + 1];
    let mut seen: Vec<HashSet<Item>> = vec![HashSet::new(); n + 1];
    let add = |sets: &mut Vec<Vec<Item>>, seen: &mut Vec<HashSet<Item>>, i: usize, item: Item| {
        if seen[i].insert(item) {
            sets[i].push(item);
        }
    };
    let Some(start_prods) = by_lhs.get(bnf.start as usize) else {
        return false;
    };
    for &p in start_prods {
        add(&mut sets, &mut seen, 0, Item { prod: p as u32, dot: 0, origin: 0 });
    }
    for i in 0..=n {
        let mut k = 0;
        while k < sets[i].len() {
            let item = sets[i][k];
            k += 1;
            let (lhs, rhs) = &bnf.productions[item.prod as usize];
            match rhs.get(item.dot as usize) {
                Some(Sym::N(b)) => {
                    // Predict; if B is nullable, also step over it (Aycock-Horspool).
                    for &p in by_lhs.get(*b as usize).map_or(&[][..], |v| v.as_slice()) {
                        add(&mut sets, &mut seen, i, Item { prod: p as u32, dot: 0, origin: i as u32 });
                    }
                    if nullable.get(*b as usize).copied().unwrap_or(false) {
                        add(&mut sets, &mut seen, i, Item { dot: item.dot + 1, ..item });
                    }
                }
                Some(Sym::T(t)) => {
                    if i < n && tokens[i] == *t {
                        add(&mut sets, &mut seen, i + 1, Item { dot: item.dot + 1, ..item });
                    }
                }
                None => {
                    // Complete: advance every item of the origin set waiting for `lhs`.
                    let origin = item.origin as usize;
                    let mut j = 0;
                    while j < sets[origin].len() {
                        let waiting = sets[origin][j];
                        j += 1;
                        let wrhs = &bnf.productions[waiting.prod as usize].1;
                        if wrhs.get(waiting.dot as usize) == Some(&Sym::N(*lhs)) {
                            add(&mut sets, &mut seen, i, Item { dot: waiting.dot + 1, ..waiting });
                        }
                    }
                }
            }
        }
    }
    sets[n].iter().any(|it| {
        let (lhs, rhs) = &bnf.productions[it.prod as usize];
        it.origin == 0 && *lhs == bnf.start && it.dot as usize == rhs.len()
    })
}
