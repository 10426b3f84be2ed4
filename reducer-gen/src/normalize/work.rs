//! The working grammar every normalization pass rewrites in place.
//!
//! Symbols are plain `u32`s numbered like [`crate::pnf::SymbolId`]: tokens first, then
//! nonterminals. Removed nonterminals leave a `None` hole so ids stay stable until the
//! final numbering in `build`.

use std::collections::BTreeMap;

use crate::cfg::RuleId;
use crate::diag::Span;
use crate::syntax::Quantifier;

/// A symbol of the working grammar (token if below `num_tokens`).
pub(crate) type Sym = u32;

/// The body of a working nonterminal.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Body {
    /// Ordered alternatives (BNF); may be empty sequences before epsilon removal.
    Alts(Vec<Vec<Sym>>),
    /// `body*`, `body+` or `body?`.
    Quant(Quantifier, Sym),
}

/// A working nonterminal.
#[derive(Clone, Debug)]
pub(crate) struct Nt {
    pub body: Body,
    /// The user rule this symbol stands for; `None` for auxiliary rules.
    pub user: Option<RuleId>,
    /// The user rule that caused this symbol (itself for user rules).
    pub owner: RuleId,
    pub span: Span,
}

/// The grammar under normalization.
#[derive(Clone, Debug)]
pub(crate) struct Work {
    pub num_tokens: u32,
    pub nts: Vec<Option<Nt>>,
    pub start: Sym,
    pub start_accepts_empty: bool,
}

impl Work {
    pub fn new(num_tokens: u32, start: Sym) -> Work {
        Work { num_tokens, nts: Vec::new(), start, start_accepts_empty: false }
    }

    pub fn is_token(&self, s: Sym) -> bool {
        s < self.num_tokens
    }

    /// Number of symbol ids in use (tokens plus nonterminal slots, live or not).
    pub fn id_count(&self) -> usize {
        self.num_tokens as usize + self.nts.len()
    }

    pub fn nt(&self, s: Sym) -> Option<&Nt> {
        if self.is_token(s) {
            return None;
        }
        self.nts.get((s - self.num_tokens) as usize).and_then(Option::as_ref)
    }

    pub fn nt_mut(&mut self, s: Sym) -> Option<&mut Nt> {
        if self.is_token(s) {
            return None;
        }
        self.nts.get_mut((s - self.num_tokens) as usize).and_then(Option::as_mut)
    }

    pub fn body(&self, s: Sym) -> Option<&Body> {
        self.nt(s).map(|n| &n.body)
    }

    /// The alternatives of `s` if it is a live BNF nonterminal.
    pub fn alts(&self, s: Sym) -> Option<&Vec<Vec<Sym>>> {
        match self.body(s) {
            Some(Body::Alts(a)) => Some(a),
            _ => None,
        }
    }

    /// `(quantifier, body)` if `s` is a live quantified nonterminal.
    pub fn quant_of(&self, s: Sym) -> Option<(Quantifier, Sym)> {
        match self.body(s) {
            Some(Body::Quant(q, b)) => Some((*q, *b)),
            _ => None,
        }
    }

    /// True for `*` and `?` rules: after epsilon removal, the only nullable symbols.
    pub fn nullable_by_shape(&self, s: Sym) -> bool {
        matches!(self.quant_of(s), Some((Quantifier::Star | Quantifier::Optional, _)))
    }

    pub fn set_body(&mut self, s: Sym, body: Body) {
        if let Some(nt) = self.nt_mut(s) {
            nt.body = body;
        }
    }

    pub fn is_user(&self, s: Sym) -> bool {
        self.nt(s).is_some_and(|n| n.user.is_some())
    }

    pub fn owner(&self, s: Sym) -> RuleId {
        self.nt(s).map(|n| n.owner).unwrap_or(RuleId(0))
    }

    pub fn span(&self, s: Sym) -> Span {
        self.nt(s).map(|n| n.span).unwrap_or_default()
    }

    /// Appends a nonterminal and returns its symbol.
    pub fn add(&mut self, nt: Nt) -> Sym {
        self.nts.push(Some(nt));
        self.num_tokens + self.nts.len() as u32 - 1
    }

    pub fn remove(&mut self, s: Sym) {
        if !self.is_token(s) {
            self.nts[(s - self.num_tokens) as usize] = None;
        }
    }

    /// Live nonterminals in id order.
    pub fn live(&self) -> Vec<Sym> {
        (0..self.nts.len()).filter(|&i| self.nts[i].is_some()).map(|i| self.num_tokens + i as u32).collect()
    }

    /// An auxiliary nonterminal with this body: an existing one if there is one, so
    /// repeated `x*` share a rule; otherwise a new one owned by `owner`.
    pub fn aux(&mut self, body: Body, owner: RuleId, span: Span) -> Sym {
        let found = self.nts.iter().position(|n| n.as_ref().is_some_and(|n| n.user.is_none() && n.body == body));
        match found {
            Some(i) => self.num_tokens + i as u32,
            None => self.add(Nt { body, user: None, owner, span }),
        }
    }

    /// `q(body)` as an auxiliary symbol.
    pub fn quant(&mut self, q: Quantifier, body: Sym, owner: RuleId, span: Span) -> Sym {
        self.aux(Body::Quant(q, body), owner, span)
    }

    /// A symbol deriving exactly `seqs`: the symbol itself for a single one-symbol
    /// sequence, otherwise an auxiliary group rule.
    pub fn group(&mut self, seqs: Vec<Vec<Sym>>, owner: RuleId, span: Span) -> Sym {
        if seqs.len() == 1 && seqs[0].len() == 1 {
            return seqs[0][0];
        }
        self.aux(Body::Alts(seqs), owner, span)
    }

    /// Total number of right-hand-side symbol occurrences.
    pub fn size(&self) -> usize {
        self.nts
            .iter()
            .flatten()
            .map(|n| match &n.body {
                Body::Alts(a) => a.iter().map(Vec::len).sum::<usize>(),
                Body::Quant(..) => 1,
            })
            .sum()
    }

    /// Replaces every reference (and the start) by its forward, following chains.
    pub fn rewrite(&mut self, fwd: &BTreeMap<Sym, Sym>) {
        if fwd.is_empty() {
            return;
        }
        let resolve = |mut s: Sym| {
            let mut steps = 0;
            while let Some(&t) = fwd.get(&s) {
                if t == s || steps > fwd.len() {
                    break;
                }
                s = t;
                steps += 1;
            }
            s
        };
        for nt in self.nts.iter_mut().flatten() {
            match &mut nt.body {
                Body::Alts(alts) => {
                    for alt in alts.iter_mut() {
                        for s in alt.iter_mut() {
                            *s = resolve(*s);
                        }
                    }
                }
                Body::Quant(_, b) => *b = resolve(*b),
            }
        }
        self.start = resolve(self.start);
    }

    /// Symbols referenced by the body of `s`, in order.
    pub fn refs(&self, s: Sym) -> Vec<Sym> {
        match self.body(s) {
            Some(Body::Alts(a)) => a.iter().flatten().copied().collect(),
            Some(Body::Quant(_, b)) => vec![*b],
            None => Vec::new(),
        }
    }

    /// How many times each symbol id is referenced from a live body.
    pub fn ref_counts(&self) -> Vec<usize> {
        let mut counts = vec![0; self.id_count()];
        for s in self.live() {
            for r in self.refs(s) {
                counts[r as usize] += 1;
            }
        }
        counts
    }

    /// Live nonterminals reachable from the start, by id.
    pub fn reachable(&self) -> Vec<bool> {
        let mut seen = vec![false; self.id_count()];
        let mut stack = vec![self.start];
        seen[self.start as usize] = true;
        while let Some(s) = stack.pop() {
            for r in self.refs(s) {
                if !seen[r as usize] {
                    seen[r as usize] = true;
                    stack.push(r);
                }
            }
        }
        seen
    }

    /// Drops every nonterminal the start cannot reach.
    pub fn remove_unreachable(&mut self) {
        let seen = self.reachable();
        for s in self.live() {
            if !seen[s as usize] {
                self.remove(s);
            }
        }
    }
}
