//! LALR(1) lookaheads by DeRemer and Pennello's relations (1982): direct reads,
//! `reads`, `includes` and `lookback`, with the two set unions solved by the SCC-based
//! `digraph` algorithm, written with an explicit stack so deep relation chains cannot
//! overflow the native stack.

use super::bnf::Bnf;
use super::lr0::Lr0;
use std::collections::BTreeMap;

/// A set of tokens as a bit vector of `words` 64-bit words per set, many sets stored
/// row by row in one vector.
#[derive(Clone, Debug)]
pub struct BitRows {
    pub words: usize,
    pub bits: Vec<u64>,
}

impl BitRows {
    fn new(rows: usize, num_bits: u32) -> BitRows {
        let words = (num_bits as usize).div_ceil(64).max(1);
        BitRows { words, bits: vec![0; rows * words] }
    }
    fn set(&mut self, row: usize, bit: u32) {
        self.bits[row * self.words + (bit as usize) / 64] |= 1u64 << (bit % 64);
    }
    /// `row[dst] |= row[src]`.
    fn union_into(&mut self, dst: usize, src: usize) {
        if dst == src {
            return;
        }
        for w in 0..self.words {
            let v = self.bits[src * self.words + w];
            self.bits[dst * self.words + w] |= v;
        }
    }
    fn copy_into(&mut self, dst: usize, src: usize) {
        if dst == src {
            return;
        }
        for w in 0..self.words {
            self.bits[dst * self.words + w] = self.bits[src * self.words + w];
        }
    }
    /// The set bits of `row`, ascending.
    pub fn iter(&self, row: usize) -> impl Iterator<Item = u32> + '_ {
        let base = row * self.words;
        (0..self.words).flat_map(move |w| {
            let mut v = self.bits[base + w];
            std::iter::from_fn(move || {
                if v == 0 {
                    None
                } else {
                    let b = v.trailing_zeros();
                    v &= v - 1;
                    Some((w * 64) as u32 + b)
                }
            })
        })
    }
}

/// Lookahead sets of every reduction: key `(state, production)`.
pub struct Lookaheads {
    pub sets: BitRows,
    pub index: BTreeMap<(u32, u32), usize>,
}

/// Solves `F(x) = F'(x) ∪ ⋃{F(y) | x R y}` in place (`f` holds F' on entry).
fn digraph(edges: &[Vec<u32>], f: &mut BitRows) {
    let n = edges.len();
    const DONE: usize = usize::MAX;
    let mut mark = vec![0usize; n];
    let mut scc_stack: Vec<u32> = Vec::new();
    // Frames: (node, next edge, depth at entry).
    let mut frames: Vec<(u32, usize, usize)> = Vec::new();
    for root in 0..n {
        if mark[root] != 0 {
            continue;
        }
        scc_stack.push(root as u32);
        mark[root] = scc_stack.len();
        frames.push((root as u32, 0, scc_stack.len()));
        while let Some(frame) = frames.last_mut() {
            let x = frame.0 as usize;
            if frame.1 < edges[x].len() {
                let y = edges[x][frame.1] as usize;
                frame.1 += 1;
                if mark[y] == 0 {
                    scc_stack.push(y as u32);
                    mark[y] = scc_stack.len();
                    frames.push((y as u32, 0, scc_stack.len()));
                } else {
                    mark[x] = mark[x].min(mark[y]);
                    f.union_into(x, y);
                }
                continue;
            }
            let depth = frame.2;
            frames.pop();
            if mark[x] == depth {
                // x is the root of an SCC: every member gets x's set.
                while let Some(top) = scc_stack.pop() {
                    let top = top as usize;
                    mark[top] = DONE;
                    f.copy_into(top, x);
                    if top == x {
                        break;
                    }
                }
            }
            if let Some(parent) = frames.last() {
                let p = parent.0 as usize;
                mark[p] = mark[p].min(mark[x]);
                f.union_into(p, x);
            }
        }
    }
}

/// Computes the LALR(1) lookahead set of every `(state, completed production)` pair.
pub fn lookaheads(g: &Bnf, lr0: &Lr0) -> Lookaheads {
    // Nonterminal transitions (p, A), in state then symbol order.
    let mut trans: Vec<(u32, u32)> = Vec::new();
    let mut trans_index: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    for (p, st) in lr0.states.iter().enumerate() {
        for &(sym, _) in &st.transitions {
            if !g.is_token(sym) {
                trans_index.insert((p as u32, sym), trans.len() as u32);
                trans.push((p as u32, sym));
            }
        }
    }
    let nt = trans.len();
    let goto = |p: u32, s: u32| lr0.states[p as usize].goto(s);

    // Direct reads and the `reads` relation.
    let mut read = BitRows::new(nt, g.num_tokens);
    let mut reads: Vec<Vec<u32>> = vec![Vec::new(); nt];
    for (i, &(p, a)) in trans.iter().enumerate() {
        let Some(r) = goto(p, a) else { continue };
        for &(sym, _) in &lr0.states[r as usize].transitions {
            if g.is_token(sym) {
                read.set(i, sym);
            } else if g.nullable[sym as usize] {
                reads[i].push(trans_index[&(r, sym)]);
            }
        }
        if p == 0 && a == g.start {
            read.set(i, 0); // EOF follows the start symbol.
        }
    }
    digraph(&reads, &mut read);

    // `includes` and `lookback`.
    let mut includes: Vec<Vec<u32>> = vec![Vec::new(); nt];
    let mut lookback: BTreeMap<(u32, u32), Vec<u32>> = BTreeMap::new();
    for (i, &(p, b)) in trans.iter().enumerate() {
        for &prod in &g.prods_of[b as usize] {
            let rhs = &g.prods[prod as usize].rhs;
            let mut state = p;
            let mut path = Vec::with_capacity(rhs.len());
            let mut ok = true;
            for &x in rhs {
                path.push(state);
                match goto(state, x) {
                    Some(s) => state = s,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            lookback.entry((state, prod)).or_default().push(i as u32);
            for k in (0..rhs.len()).rev() {
                let x = rhs[k];
                if !g.is_token(x) {
                    if let Some(&j) = trans_index.get(&(path[k], x)) {
                        if !includes[j as usize].contains(&(i as u32)) {
                            includes[j as usize].push(i as u32);
                        }
                    }
                }
                if !g.nullable[x as usize] {
                    break;
                }
            }
        }
    }
    digraph(&includes, &mut read);
    let follow = read;

    let mut sets = BitRows::new(lookback.len(), g.num_tokens);
    let mut index = BTreeMap::new();
    for (row, (key, srcs)) in lookback.into_iter().enumerate() {
        for s in srcs {
            let base = s as usize * follow.words;
            for w in 0..follow.words {
                sets.bits[row * sets.words + w] |= follow.bits[base + w];
            }
        }
        index.insert(key, row);
    }
    Lookaheads { sets, index }
}
