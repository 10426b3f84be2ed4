//! The BNF view of a PNF grammar: every alternative and every Kleene/optional form
//! becomes one or two ordinary productions, tagged so the parser can rebuild the PNF
//! node shapes (flat `*`/`+` lists) from the left-recursive BNF derivation.

use super::LrGenError;
use crate::pnf::{Pnf, PnfRule, SymbolId};

/// How a BNF production maps back to a PNF node.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum ProdKind {
    /// `A ::= α`, alternative `alt` of a `Regular` rule.
    Regular = 0,
    /// `A -> ε` for `A ::= B*`.
    StarEmpty = 1,
    /// `A -> A B` for `A ::= B*`: appends one element to the list.
    StarAppend = 2,
    /// `A -> B` for `A ::= B+`: the first element.
    PlusFirst = 3,
    /// `A -> A B` for `A ::= B+`.
    PlusAppend = 4,
    /// `A -> ε` for `A ::= B?`.
    OptNone = 5,
    /// `A -> B` for `A ::= B?`.
    OptSome = 6,
    /// `S -> ε` for a start symbol with form (v) (`start_accepts_empty`).
    StartEmpty = 7,
    /// The augmented production `S' -> S`; never reduced (the parser accepts instead).
    Accept = 8,
}

impl ProdKind {
    /// Decodes the `u8` stored in the tables.
    pub fn from_u8(v: u8) -> Option<ProdKind> {
        use ProdKind::*;
        Some(match v {
            0 => Regular,
            1 => StarEmpty,
            2 => StarAppend,
            3 => PlusFirst,
            4 => PlusAppend,
            5 => OptNone,
            6 => OptSome,
            7 => StartEmpty,
            8 => Accept,
            _ => return None,
        })
    }

    /// True for the productions whose left-hand side is a flat list node (`*`, `+`).
    pub fn is_list(self) -> bool {
        matches!(self, ProdKind::StarEmpty | ProdKind::StarAppend | ProdKind::PlusFirst | ProdKind::PlusAppend)
    }
}

/// The `alt` recorded for the ε alternative of the start symbol (form (v)).
pub const EMPTY_ALT: u16 = u16::MAX;

/// One BNF production.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Production {
    /// PNF symbol id of the left-hand side; `num_symbols` for the augmented start `S'`.
    pub lhs: u32,
    /// Right-hand side, PNF symbol ids.
    pub rhs: Vec<u32>,
    /// Alternative index for `Regular`, [`EMPTY_ALT`] for `StartEmpty`, 0 otherwise.
    pub alt: u16,
    pub kind: ProdKind,
}

/// The BNF grammar: productions (production 0 is `S' -> start`) and, per symbol, the
/// range of its productions.
#[derive(Clone, Debug)]
pub struct Bnf {
    pub num_tokens: u32,
    /// PNF symbols plus one: the augmented start symbol has id `num_symbols - 1`.
    pub num_symbols: u32,
    pub start: u32,
    pub prods: Vec<Production>,
    /// For every symbol, the indices of its productions (empty for tokens).
    pub prods_of: Vec<Vec<u32>>,
    /// Which symbols derive ε.
    pub nullable: Vec<bool>,
}

impl Bnf {
    /// Builds the BNF view, checking that the PNF refers only to existing symbols and
    /// fits the `u16` symbol ids used by the tables.
    pub fn from_pnf(pnf: &Pnf) -> Result<Bnf, LrGenError> {
        let n = pnf.symbols.len() as u32;
        if pnf.num_tokens == 0 || pnf.num_tokens > n {
            return Err(LrGenError(format!(
                "grammar `{}` has {} tokens for {} symbols (token 0 must be EOF)",
                pnf.name, pnf.num_tokens, n
            )));
        }
        if n + 1 > u16::MAX as u32 {
            return Err(LrGenError(format!(
                "grammar `{}` has {n} symbols; the parse tables hold at most {}",
                pnf.name,
                u16::MAX - 1
            )));
        }
        if pnf.is_token(pnf.start) || pnf.start.0 >= n {
            return Err(LrGenError(format!("grammar `{}`: the start symbol is not a rule", pnf.name)));
        }
        let check = |owner: SymbolId, s: SymbolId| -> Result<u32, LrGenError> {
            if s.0 >= n {
                Err(LrGenError(format!(
                    "rule `{}` refers to symbol {} which does not exist",
                    pnf.symbol(owner).name,
                    s.0
                )))
            } else if s.0 == 0 {
                Err(LrGenError(format!("rule `{}` uses the EOF token", pnf.symbol(owner).name)))
            } else {
                Ok(s.0)
            }
        };
        let aug = n;
        let mut prods = vec![Production { lhs: aug, rhs: vec![pnf.start.0], alt: 0, kind: ProdKind::Accept }];
        for id in pnf.nonterminals() {
            let lhs = id.0;
            let Some(rule) = pnf.rule(id) else {
                return Err(LrGenError(format!("nonterminal `{}` has no rule", pnf.symbol(id).name)));
            };
            let mut push = |rhs: Vec<u32>, alt: u16, kind: ProdKind| prods.push(Production { lhs, rhs, alt, kind });
            match rule {
                PnfRule::Regular(alts) => {
                    if alts.len() >= EMPTY_ALT as usize {
                        return Err(LrGenError(format!("rule `{}` has too many alternatives", pnf.symbol(id).name)));
                    }
                    for (i, alt) in alts.iter().enumerate() {
                        let rhs = alt.iter().map(|s| check(id, *s)).collect::<Result<Vec<_>, _>>()?;
                        push(rhs, i as u16, ProdKind::Regular);
                    }
                }
                PnfRule::Star(b) => {
                    let b = check(id, *b)?;
                    push(vec![], 0, ProdKind::StarEmpty);
                    push(vec![lhs, b], 0, ProdKind::StarAppend);
                }
                PnfRule::Plus(b) => {
                    let b = check(id, *b)?;
                    push(vec![b], 0, ProdKind::PlusFirst);
                    push(vec![lhs, b], 0, ProdKind::PlusAppend);
                }
                PnfRule::Optional(b) => {
                    let b = check(id, *b)?;
                    push(vec![], 0, ProdKind::OptNone);
                    push(vec![b], 0, ProdKind::OptSome);
                }
            }
            if id == pnf.start && pnf.start_accepts_empty {
                push(vec![], EMPTY_ALT, ProdKind::StartEmpty);
            }
        }
        let num_symbols = n + 1;
        let mut prods_of = vec![Vec::new(); num_symbols as usize];
        for (i, p) in prods.iter().enumerate() {
            prods_of[p.lhs as usize].push(i as u32);
        }
        // Nullable symbols by fixpoint (a handful of rounds for real grammars).
        let mut nullable = vec![false; num_symbols as usize];
        loop {
            let mut changed = false;
            for p in &prods {
                if !nullable[p.lhs as usize] && p.rhs.iter().all(|s| nullable[*s as usize]) {
                    nullable[p.lhs as usize] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(Bnf { num_tokens: pnf.num_tokens, num_symbols, start: pnf.start.0, prods, prods_of, nullable })
    }

    pub fn is_token(&self, s: u32) -> bool {
        s < self.num_tokens
    }
}
