//! Facts about a PNF grammar that the emitter writes as constant tables and the
//! reducer consults: which symbols are nullable, the shape of every symbol, the symbol
//! expected at every child position, and the subsume relation of Definition 4.1.

use crate::normalize::nullable_symbols;
use crate::pnf::{Pnf, PnfRule, SymbolId};

/// What kind of node a symbol makes in a parse tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Token,
    Regular,
    Star,
    Plus,
    Optional,
}

/// The symbol expected at each child position of a node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slots {
    /// Tokens have no children.
    None,
    /// Per alternative, per position, the expected symbol.
    Regular(Vec<Vec<SymbolId>>),
    /// Every child of a `*`/`+`/`?` node is expected to be this symbol.
    Quantified(SymbolId),
}

/// A square bit matrix stored row by row in `u64` words (bit `c % 64` of word
/// `c / 64` of row `r`), so it can be written out as a constant table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitMatrix {
    size: usize,
    words_per_row: usize,
    words: Vec<u64>,
}

impl BitMatrix {
    /// A `size` x `size` matrix of zeros.
    pub fn new(size: usize) -> BitMatrix {
        let words_per_row = size.div_ceil(64);
        BitMatrix { size, words_per_row, words: vec![0; size * words_per_row] }
    }

    /// Number of rows (and columns).
    pub fn size(&self) -> usize {
        self.size
    }

    /// Number of `u64` words in each row.
    pub fn words_per_row(&self) -> usize {
        self.words_per_row
    }

    pub fn get(&self, row: usize, col: usize) -> bool {
        self.words[row * self.words_per_row + col / 64] >> (col % 64) & 1 == 1
    }

    pub fn set(&mut self, row: usize, col: usize) {
        self.words[row * self.words_per_row + col / 64] |= 1 << (col % 64);
    }

    /// One row as words.
    pub fn row(&self, row: usize) -> &[u64] {
        &self.words[row * self.words_per_row..(row + 1) * self.words_per_row]
    }

    /// Every row in order, for emitting the matrix as a table.
    pub fn rows(&self) -> impl Iterator<Item = &[u64]> {
        self.words.chunks(self.words_per_row.max(1)).take(self.size)
    }

    /// ORs row `src` into row `dst`; returns whether `dst` changed.
    fn or_row(&mut self, dst: usize, src: usize) -> bool {
        let w = self.words_per_row;
        let mut changed = false;
        for k in 0..w {
            let bits = self.words[src * w + k];
            let old = self.words[dst * w + k];
            if old | bits != old {
                self.words[dst * w + k] = old | bits;
                changed = true;
            }
        }
        changed
    }
}

/// Everything `analyze` computes, indexed by [`SymbolId`].
#[derive(Clone, Debug)]
pub struct Analysis {
    /// Whether the symbol derives the empty string through its own rule (only `*` and
    /// `?` rules do in a checked PNF; the start's `start_accepts_empty` is separate).
    pub nullable: Vec<bool>,
    pub shapes: Vec<Shape>,
    pub slots: Vec<Slots>,
    /// Row `a`, column `b` is set when `a =>* b`, that is `b <: a`.
    pub subsumes: BitMatrix,
}

impl Analysis {
    /// True when `b <: a` (Definition 4.1): `a` derives the single symbol `b` (or
    /// `a == b`), so a `b` node can stand where an `a` node is expected.
    pub fn subsumes(&self, a: SymbolId, b: SymbolId) -> bool {
        self.subsumes.get(a.0 as usize, b.0 as usize)
    }

    pub fn shape(&self, s: SymbolId) -> Shape {
        self.shapes[s.0 as usize]
    }
}

/// Computes nullable symbols, shapes, child slots and the subsume relation.
///
/// `a =>* b` in one step when `a ::= ... b ...` has an alternative whose other symbols
/// are all nullable, or when `a` is `b*`, `b+` or `b?`; the relation is the reflexive
/// transitive closure of that step.
pub fn analyze(pnf: &Pnf) -> Analysis {
    let n = pnf.symbols.len();
    let nullable = nullable_symbols(pnf);
    let mut shapes = Vec::with_capacity(n);
    let mut slots = Vec::with_capacity(n);
    let mut direct: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, sym) in pnf.symbols.iter().enumerate() {
        let (shape, slot) = match &sym.rule {
            None => (Shape::Token, Slots::None),
            Some(PnfRule::Regular(alts)) => {
                for alt in alts {
                    for (k, s) in alt.iter().enumerate() {
                        let others_vanish = alt.iter().enumerate().all(|(j, o)| j == k || nullable[o.0 as usize]);
                        if others_vanish {
                            direct[i].push(s.0 as usize);
                        }
                    }
                }
                (Shape::Regular, Slots::Regular(alts.clone()))
            }
            Some(PnfRule::Star(b)) => (Shape::Star, quantified(&mut direct[i], *b)),
            Some(PnfRule::Plus(b)) => (Shape::Plus, quantified(&mut direct[i], *b)),
            Some(PnfRule::Optional(b)) => (Shape::Optional, quantified(&mut direct[i], *b)),
        };
        shapes.push(shape);
        slots.push(slot);
    }
    let mut subsumes = BitMatrix::new(n);
    for (i, targets) in direct.iter().enumerate() {
        subsumes.set(i, i);
        for &t in targets {
            subsumes.set(i, t);
        }
    }
    // Transitive closure: OR successor rows in until nothing changes.
    loop {
        let mut changed = false;
        for (i, targets) in direct.iter().enumerate() {
            for &t in targets {
                if t != i {
                    changed |= subsumes.or_row(i, t);
                }
            }
        }
        if !changed {
            break;
        }
    }
    Analysis { nullable, shapes, slots, subsumes }
}

fn quantified(direct: &mut Vec<usize>, body: SymbolId) -> Slots {
    direct.push(body.0 as usize);
    Slots::Quantified(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::{RuleId, TokenId};
    use crate::pnf::{Origin, Symbol};

    #[test]
    fn bit_matrix_rows_round_trip() {
        let mut m = BitMatrix::new(70);
        m.set(0, 69);
        m.set(69, 0);
        assert!(m.get(0, 69) && m.get(69, 0) && !m.get(1, 1));
        let rows: Vec<&[u64]> = m.rows().collect();
        assert_eq!(rows.len(), 70);
        assert_eq!(rows[0], &[0, 1 << 5]);
        assert_eq!(rows[69], &[1, 0]);
    }

    #[test]
    fn subsumes_through_nullable_siblings_and_quantifiers() {
        // s ::= x_star a | b ; x_star ::= x* ; x ::= a b
        let tok = |i: u32, name: &str| Symbol { name: name.into(), origin: Origin::Token(TokenId(i)), rule: None };
        let nt = |name: &str, r: PnfRule| Symbol { name: name.into(), origin: Origin::Rule(RuleId(0)), rule: Some(r) };
        let (a, b, s, x_star, x) = (SymbolId(1), SymbolId(2), SymbolId(3), SymbolId(4), SymbolId(5));
        let pnf = Pnf {
            name: "t".into(),
            symbols: vec![
                tok(0, "EOF"),
                tok(1, "a"),
                tok(2, "b"),
                nt("s", PnfRule::Regular(vec![vec![x_star, a], vec![b]])),
                nt("x_star", PnfRule::Star(x)),
                nt("x", PnfRule::Regular(vec![vec![a, b]])),
            ],
            num_tokens: 3,
            start: s,
            start_accepts_empty: false,
        };
        let an = analyze(&pnf);
        assert_eq!(
            an.shapes,
            vec![Shape::Token, Shape::Token, Shape::Token, Shape::Regular, Shape::Star, Shape::Regular]
        );
        assert_eq!(an.nullable, vec![false, false, false, false, true, false]);
        assert!(an.subsumes(s, a), "x_star vanishes, so s =>* a");
        assert!(an.subsumes(s, b));
        assert!(!an.subsumes(s, x_star), "a does not vanish");
        assert!(an.subsumes(x_star, x) && an.subsumes(x_star, x_star));
        assert!(!an.subsumes(x, a), "b does not vanish");
        assert!(!an.subsumes(a, s));
        assert_eq!(an.slots[4], Slots::Quantified(x));
    }
}
