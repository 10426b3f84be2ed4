//! The BNF view of a PNF grammar: every alternative and every Kleene/optional form
//! becomes one or two ordinary productions, tagged so the parser can rebuild the PNF
//! node shapes (flat `*`/`+` lists) from the left-recursive BNF derivation.
//!
//! Empty lists and absent optionals are not derived by ε-productions where that can be
//! avoided ([`eliminate_empty_quantifiers`]): an ε-reduction must happen *before* the
//! first element is seen, so `('(' T ')')* unary` forces the parser to decide at the `(`
//! whether a cast list starts there, an LR(1) conflict on the most common token of C
//! expressions. Instead `B*` is parsed as `B+`, and every production that uses it gets
//! a variant without it; the variant records where the tree has an empty node
//! ([`Production::inserts`]), so trees keep the PNF shape.

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
    /// BNF symbol of the left-hand side: a PNF symbol, the augmented start `S'` or a
    /// twin (see [`Bnf::extra_symbols`]).
    pub lhs: u32,
    /// Right-hand side, BNF symbol ids.
    pub rhs: Vec<u32>,
    /// Alternative index for `Regular`, [`EMPTY_ALT`] for `StartEmpty`, 0 otherwise.
    pub alt: u16,
    pub kind: ProdKind,
    /// Empty `*`/`?` nodes the tree has that the right-hand side omits, ascending by
    /// position: `(position among the tree's children << 16) | symbol`.
    pub inserts: Vec<u32>,
    /// Right-hand side symbols that stand for an optional's child: the parser wraps
    /// them in the optional's node, `(index in rhs << 16) | production` where the
    /// production is the optional's `A -> B`.
    pub wraps: Vec<u32>,
}

/// Packs an insert: an empty node of `symbol` at tree child `position`.
pub fn insert_entry(position: usize, symbol: u32) -> u32 {
    ((position as u32) << 16) | symbol
}

/// The BNF grammar: productions (production 0 is `S' -> start`) and, per symbol, the
/// range of its productions.
#[derive(Clone, Debug)]
pub struct Bnf {
    pub num_tokens: u32,
    /// PNF symbols, the augmented start symbol (id = number of PNF symbols), then the
    /// non-nullable twins of [`eliminate_empty_quantifiers`].
    pub num_symbols: u32,
    pub start: u32,
    pub prods: Vec<Production>,
    /// For every symbol, the indices of its productions (empty for tokens).
    pub prods_of: Vec<Vec<u32>>,
    /// Which symbols derive ε.
    pub nullable: Vec<bool>,
    /// For each twin symbol (ids after the augmented start), the PNF symbol whose nodes
    /// its productions build.
    pub extra_symbols: Vec<u32>,
}

impl Bnf {
    /// The PNF symbol of the nodes that productions of BNF symbol `s` build.
    pub fn node_symbol(&self, s: u32) -> u32 {
        let aug = self.num_symbols - 1 - self.extra_symbols.len() as u32;
        if s > aug {
            self.extra_symbols[(s - aug - 1) as usize]
        } else {
            s
        }
    }
}

impl Bnf {
    /// Builds the BNF view, checking that the PNF refers only to existing symbols and
    /// fits the `u16` symbol ids used by the tables; `eliminate_empty` applies
    /// [`eliminate_empty_quantifiers`].
    pub fn from_pnf(pnf: &Pnf, eliminate_empty: bool) -> Result<Bnf, LrGenError> {
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
        let mut prods = vec![Production {
            lhs: aug,
            rhs: vec![pnf.start.0],
            alt: 0,
            kind: ProdKind::Accept,
            inserts: Vec::new(),
            wraps: Vec::new(),
        }];
        for id in pnf.nonterminals() {
            let lhs = id.0;
            let Some(rule) = pnf.rule(id) else {
                return Err(LrGenError(format!("nonterminal `{}` has no rule", pnf.symbol(id).name)));
            };
            let mut push = |rhs: Vec<u32>, alt: u16, kind: ProdKind| {
                prods.push(Production { lhs, rhs, alt, kind, inserts: Vec::new(), wraps: Vec::new() })
            };
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
        // The augmented start has id `n`; twins of rewritten symbols follow it.
        let (prods, extra_symbols) =
            if eliminate_empty { eliminate_empty_quantifiers(pnf, prods, n + 1) } else { (prods, Vec::new()) };
        let num_symbols = n + 1 + extra_symbols.len() as u32;
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
        Ok(Bnf {
            num_tokens: pnf.num_tokens,
            num_symbols,
            start: pnf.start.0,
            prods,
            prods_of,
            nullable,
            extra_symbols,
        })
    }

    pub fn is_token(&self, s: u32) -> bool {
        s < self.num_tokens
    }
}

/// At most this many occurrences per alternative are made omittable (each alternative
/// becomes 2^k variants).
const MAX_OMITTABLE: usize = 3;

/// A symbol is rewritten at the start of alternatives only if every alternative it
/// leads has at most this many symbols after the omittable run.
const MAX_REST_AFTER_LEADING: usize = 4;

/// Occurrences later in an alternative are rewritten when at most this many symbols
/// follow them.
const MAX_REST_AFTER_TAIL: usize = 1;

/// Makes `*` and `?` symbols non-nullable where their ε-reductions cost most, so the
/// parser does not have to decide that a list is empty before it has seen what follows:
/// at the start of an alternative (the cast list before every `(` in C), where the
/// decision needs tokens beyond the construct's first, and near its end (`label* '}'`),
/// where every construct ends with one. The variants of an alternative duplicate the LR
/// states of what follows the rewritten occurrence, so both are limited by the length of
/// that rest.
///
/// A symbol qualifies when it occurs only in `Regular` alternatives and is not the start
/// symbol. An occurrence is rewritten when every symbol before it is also rewritten
/// and each alternative its symbol leads has a short rest ([`MAX_REST_AFTER_LEADING`]),
/// or when at most [`MAX_REST_AFTER_TAIL`] symbols follow it; at most
/// [`MAX_OMITTABLE`] per alternative. The alternative becomes one variant per subset
/// of those occurrences left out, each recording the empty nodes to put back. A kept
/// `A ::= B*` refers to a non-nullable version, `A -> B | A B`: the symbol itself if it
/// occurs nowhere else, otherwise a new BNF symbol (id `num_symbols` and up) whose nodes
/// are the original's. A kept `A ::= B?` is parsed as `B` itself and the parser wraps it
/// in an `A` node ([`Production::wraps`]): reducing `A -> B` would be a decision too
/// (C: `declarationSpecifiers?` of a function definition against the
/// `declarationSpecifiers` of a declaration). The language and the trees are unchanged.
///
/// Measured on C (`lrgen_epsilon` prints the counts): rewriting every leading
/// occurrence takes the 2479 LR states to 4210; with these limits there are 2600 and
/// the share of csmith tokens the GSS handles falls from 35% to 16%.
///
/// Returns the productions and, for each new symbol, the PNF symbol it stands for.
pub fn eliminate_empty_quantifiers(pnf: &Pnf, prods: Vec<Production>, num_symbols: u32) -> (Vec<Production>, Vec<u32>) {
    let n = pnf.symbols.len();
    let mut qualifies = vec![false; n];
    for id in pnf.nonterminals() {
        if matches!(pnf.rule(id), Some(PnfRule::Star(_) | PnfRule::Optional(_))) && id != pnf.start {
            qualifies[id.0 as usize] = true;
        }
    }
    for p in &prods {
        if p.kind != ProdKind::Regular {
            for &s in &p.rhs {
                if s != p.lhs && (s as usize) < n {
                    qualifies[s as usize] = false;
                }
            }
        }
    }
    // Symbols that may be rewritten where they lead an alternative.
    let mut leads = qualifies.clone();
    let leading_run = |p: &Production, leads: &[bool]| -> usize {
        if p.kind != ProdKind::Regular {
            return 0;
        }
        p.rhs.iter().take(MAX_OMITTABLE).take_while(|&&s| leads[s as usize]).count()
    };
    // Drop symbols leading a long rest, to a fixpoint (dropping one shortens other runs).
    loop {
        let mut changed = false;
        for p in &prods {
            let k = leading_run(p, &leads);
            if k > 0 && p.rhs.len() - k > MAX_REST_AFTER_LEADING {
                for &s in &p.rhs[..k] {
                    leads[s as usize] = false;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // The rewritten positions of each production: an alternative's leading run, then
    // occurrences near its end.
    let chosen: Vec<Vec<usize>> = prods
        .iter()
        .map(|p| {
            let k = leading_run(p, &leads);
            let mut at: Vec<usize> = (0..k).collect();
            if p.kind == ProdKind::Regular {
                for i in k..p.rhs.len() {
                    if at.len() < MAX_OMITTABLE
                        && qualifies[p.rhs[i] as usize]
                        && p.rhs.len() - i - 1 <= MAX_REST_AFTER_TAIL
                    {
                        at.push(i);
                    }
                }
            }
            at
        })
        .collect();
    // Which qualifying symbols are rewritten somewhere, and which also occur where they
    // are not (a `*` list there keeps its ε form and gets a non-nullable twin).
    let (mut rewritten, mut kept) = (vec![false; n], vec![false; n]);
    for (p, at) in prods.iter().zip(&chosen).filter(|(p, _)| p.kind == ProdKind::Regular) {
        for (i, &s) in p.rhs.iter().enumerate() {
            if (s as usize) < n && qualifies[s as usize] {
                if at.contains(&i) {
                    rewritten[s as usize] = true;
                } else {
                    kept[s as usize] = true;
                }
            }
        }
    }
    let mut twin: Vec<u32> = (0..n as u32).collect();
    let mut extra = Vec::new();
    let is_optional = |s: usize| matches!(pnf.rule(SymbolId(s as u32)), Some(PnfRule::Optional(_)));
    for s in 0..n {
        if rewritten[s] && kept[s] && !is_optional(s) {
            twin[s] = num_symbols + extra.len() as u32;
            extra.push(s as u32);
        }
    }
    let mut out = Vec::with_capacity(prods.len());
    let mut twin_prods = Vec::new();
    for (p, at) in prods.into_iter().zip(chosen) {
        let lhs = p.lhs as usize;
        // Optionals keep their productions: a kept occurrence is parsed as the child
        // and wrapped by `A -> B` (unreachable for the parser if nothing else uses it).
        if lhs < n && rewritten[lhs] && !is_optional(lhs) {
            // The non-nullable version of a `*` list: a `+` list (from its append
            // production; its ε production is dropped or kept below).
            let t = twin[lhs];
            let mut own = Vec::new();
            if p.kind == ProdKind::StarAppend {
                let element = p.rhs[1];
                own.push(Production { lhs: t, rhs: vec![element], kind: ProdKind::PlusFirst, ..p.clone() });
                own.push(Production { lhs: t, rhs: vec![t, element], ..p.clone() });
            }
            if t == p.lhs {
                // Rewritten in place: the ε form goes away.
                out.append(&mut own);
                continue;
            }
            twin_prods.append(&mut own);
        }
        // Subsets in binary order: the full right-hand side first.
        for omit in 0u32..1 << at.len() {
            let mut rhs = Vec::with_capacity(p.rhs.len());
            let mut inserts = Vec::new();
            // For now `(rhs index << 16) | optional symbol`; made production numbers below.
            let mut wraps = Vec::new();
            for (i, &s) in p.rhs.iter().enumerate() {
                match at.iter().position(|&j| j == i) {
                    None => rhs.push(s),
                    Some(bit) if omit & (1 << bit) != 0 => inserts.push(insert_entry(i, s)),
                    Some(_) => match pnf.rule(SymbolId(s)) {
                        Some(PnfRule::Optional(child)) => {
                            wraps.push(insert_entry(rhs.len(), s));
                            rhs.push(child.0);
                        }
                        _ => rhs.push(twin[s as usize]),
                    },
                }
            }
            out.push(Production { lhs: p.lhs, rhs, alt: p.alt, kind: p.kind, inserts, wraps });
        }
    }
    // Twins' productions go last so existing production numbers stay put.
    out.append(&mut twin_prods);
    let mut opt_some = vec![u32::MAX; n];
    for (i, q) in out.iter().enumerate() {
        if q.kind == ProdKind::OptSome && (q.lhs as usize) < n {
            opt_some[q.lhs as usize] = i as u32;
        }
    }
    for q in &mut out {
        for w in &mut q.wraps {
            *w = (*w & !0xffff) | opt_some[(*w & 0xffff) as usize];
        }
    }
    (out, extra)
}
