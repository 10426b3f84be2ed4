//! A grammar in Perses Normal Form (Definition 3.1 of the Perses paper): output of
//! `normalize`, input of `analyze` and the emitter.
//!
//! Every nonterminal is one of
//! - `Regular`: ordered alternatives, each a non-empty sequence of symbols; a rule with a
//!   single alternative has at least two symbols (form (i)), and a rule with several
//!   alternatives may have single-symbol ones (as `<stmt>` in Fig. 2);
//! - `Star`, `Plus`, `Optional` of exactly one symbol (forms (ii)-(iv));
//!
//! and only the start symbol may derive the empty string directly (form (v)),
//! recorded as [`Pnf::start_accepts_empty`].

use crate::cfg::{RuleId, TokenId};

/// Index of a PNF symbol. Tokens come first: `SymbolId(i)` is `TokenId(i)` for
/// `i < num_tokens`; nonterminals follow.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SymbolId(pub u32);

/// The body of a PNF nonterminal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PnfRule {
    Regular(Vec<Vec<SymbolId>>),
    Star(SymbolId),
    Plus(SymbolId),
    Optional(SymbolId),
}

/// Where a PNF symbol comes from, for names and for the tree kinds users see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    Token(TokenId),
    /// A rule of the user's grammar.
    Rule(RuleId),
    /// An auxiliary rule introduced by normalization for (part of) this user rule.
    Aux(RuleId),
}

/// One symbol (terminal or nonterminal).
#[derive(Clone, Debug)]
pub struct Symbol {
    /// Readable, unique name: the grammar's rule/token name, or `expr_star_1` style
    /// names for auxiliary rules.
    pub name: String,
    pub origin: Origin,
    /// `None` for tokens.
    pub rule: Option<PnfRule>,
}

/// A grammar in PNF.
#[derive(Clone, Debug)]
pub struct Pnf {
    pub name: String,
    pub symbols: Vec<Symbol>,
    pub num_tokens: u32,
    pub start: SymbolId,
    /// Form (v): the start symbol also derives the empty string.
    pub start_accepts_empty: bool,
}

impl Pnf {
    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }

    pub fn is_token(&self, id: SymbolId) -> bool {
        id.0 < self.num_tokens
    }

    pub fn rule(&self, id: SymbolId) -> Option<&PnfRule> {
        self.symbols[id.0 as usize].rule.as_ref()
    }

    /// Ids of all nonterminals.
    pub fn nonterminals(&self) -> impl Iterator<Item = SymbolId> + '_ {
        (self.num_tokens..self.symbols.len() as u32).map(SymbolId)
    }

    pub fn by_name(&self, name: &str) -> Option<SymbolId> {
        self.symbols.iter().position(|s| s.name == name).map(|i| SymbolId(i as u32))
    }

    /// Renders the grammar in the paper's notation, one rule per line, in symbol order.
    pub fn display(&self) -> String {
        let mut out = String::new();
        let name = |s: &SymbolId| {
            let sym = self.symbol(*s);
            if self.is_token(*s) {
                sym.name.clone()
            } else {
                format!("<{}>", sym.name)
            }
        };
        for id in self.nonterminals() {
            let sym = self.symbol(id);
            let lhs = format!("<{}>", sym.name);
            match sym.rule.as_ref() {
                Some(PnfRule::Regular(alts)) => {
                    for (i, alt) in alts.iter().enumerate() {
                        let rhs = alt.iter().map(name).collect::<Vec<_>>().join(" ");
                        if i == 0 {
                            out.push_str(&format!("{lhs} ::= {rhs}\n"));
                        } else {
                            out.push_str(&format!("{} | {rhs}\n", " ".repeat(lhs.len() + 2)));
                        }
                    }
                    if id == self.start && self.start_accepts_empty {
                        out.push_str(&format!("{} | ε\n", " ".repeat(lhs.len() + 2)));
                    }
                }
                Some(PnfRule::Star(s)) => out.push_str(&format!("{lhs} ::= {}*\n", name(s))),
                Some(PnfRule::Plus(s)) => out.push_str(&format!("{lhs} ::= {}+\n", name(s))),
                Some(PnfRule::Optional(s)) => out.push_str(&format!("{lhs} ::= {}?\n", name(s))),
                None => {}
            }
        }
        out
    }
}
