//! Random sentences from a [`Bnf`] by random leftmost derivation.

use super::{Bnf, Rng, Sym};

const INF: u64 = u64::MAX / 4;

/// Per-nonterminal and per-production minimum derivation height and yield length.
struct Measures {
    /// Height of the shortest derivation tree (terminals 0); `INF` if unproductive.
    height: Vec<u64>,
    /// Length of the shortest sentence; `INF` if unproductive.
    len: Vec<u64>,
}

impl Measures {
    fn new(bnf: &Bnf) -> Measures {
        let n = bnf.names.len();
        let mut m = Measures { height: vec![INF; n], len: vec![INF; n] };
        let mut changed = true;
        while changed {
            changed = false;
            for (lhs, rhs) in &bnf.productions {
                let (h, l) = m.production(rhs);
                let i = *lhs as usize;
                if h + 1 < m.height[i] {
                    m.height[i] = h + 1;
                    changed = true;
                }
                if l < m.len[i] {
                    m.len[i] = l;
                    changed = true;
                }
            }
        }
        m
    }

    fn sym(&self, s: Sym) -> (u64, u64) {
        match s {
            Sym::T(_) => (0, 1),
            Sym::N(n) => match (self.height.get(n as usize), self.len.get(n as usize)) {
                (Some(&h), Some(&l)) => (h, l),
                _ => (INF, INF),
            },
        }
    }

    /// (height below the production's node, minimum length) of a right-hand side.
    fn production(&self, rhs: &[Sym]) -> (u64, u64) {
        rhs.iter().fold((0, 0), |(h, l), &s| {
            let (sh, sl) = self.sym(s);
            (h.max(sh), (l + sl).min(INF))
        })
    }
}

/// `count` random sentences (token sequences) of `bnf`, deterministic for `seed`.
///
/// Each sentence gets a random target length in `[shortest sentence, max_len]`. Each step
/// expands the leftmost pending nonterminal with a production chosen uniformly among
/// those that keep the sentence within `max_len` tokens (given the shortest completion
/// of everything still pending), restricted to the ones that lengthen that shortest
/// completion while it is below the target (so lengths spread over the whole range). Past a depth budget, or when no production
/// fits, the production of least derivation height is taken, which always terminates.
/// So `max_len` is exceeded only when the grammar forces it. Unproductive productions
/// are never chosen; an empty language gives an empty result.
pub fn random_sentences(bnf: &Bnf, seed: u64, count: usize, max_len: usize) -> Vec<Vec<u32>> {
    let m = Measures::new(bnf);
    if !matches!(m.height.get(bnf.start as usize), Some(&h) if h < INF) {
        return Vec::new();
    }
    let by_lhs = bnf.productions_by_lhs();
    let prod_measure: Vec<(u64, u64)> = bnf.productions.iter().map(|(_, rhs)| m.production(rhs)).collect();
    let depth_budget = 2 * max_len + 2 * bnf.names.len() + 8;
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    let shortest = m.len[bnf.start as usize];
    for _ in 0..count {
        let span = (max_len as u64).saturating_sub(shortest) as usize;
        let target = shortest + rng.below(span + 1) as u64;
        let mut sentence = Vec::new();
        // Pending symbols, top of stack = leftmost, with their depth.
        let mut stack = vec![(Sym::N(bnf.start), 0usize)];
        // Tokens emitted plus the shortest yield of everything pending.
        let mut committed = m.len[bnf.start as usize];
        while let Some((sym, depth)) = stack.pop() {
            let n = match sym {
                Sym::T(t) => {
                    sentence.push(t);
                    continue;
                }
                Sym::N(n) => n as usize,
            };
            let own = m.len[n];
            let productive: Vec<usize> = by_lhs[n].iter().copied().filter(|&p| prod_measure[p].0 < INF).collect();
            let fitting: Vec<usize> =
                productive.iter().copied().filter(|&p| committed - own + prod_measure[p].1 <= max_len as u64).collect();
            let growing: Vec<usize> = if committed < target {
                fitting.iter().copied().filter(|&p| prod_measure[p].1 > own).collect()
            } else {
                Vec::new()
            };
            let chosen = if depth < depth_budget && !growing.is_empty() {
                growing[rng.below(growing.len())]
            } else if depth < depth_budget && !fitting.is_empty() {
                fitting[rng.below(fitting.len())]
            } else {
                // Least height strictly decreases along the path: termination.
                match productive.iter().copied().min_by_key(|&p| (prod_measure[p].0, prod_measure[p].1, p)) {
                    Some(p) => p,
                    None => continue, // unreachable: a productive nonterminal has one
                }
            };
            committed = committed - own + prod_measure[chosen].1;
            for &s in bnf.productions[chosen].1.iter().rev() {
                stack.push((s, depth + 1));
            }
        }
        out.push(sentence);
    }
    out
}
