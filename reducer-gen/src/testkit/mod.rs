//! Test helpers shared by `reducer-gen`'s tests and the generated parsers' tests:
//! a plain-BNF view of a grammar ([`Bnf`]), a random sentence generator
//! ([`random_sentences`]), a reference Earley recognizer ([`recognize`]) and a sampler
//! of token texts from lexer rules ([`sample_token_text`]).
//!
//! Everything here is deterministic for a given seed and uses no dependencies.

mod earley;
mod generate;
mod lexgen;
mod rng;

pub use earley::recognize;
pub use generate::random_sentences;
pub use lexgen::sample_token_text;
pub use rng::Rng;

use crate::cfg::{Cfg, Expr};
use crate::pnf::{Pnf, PnfRule};
use crate::syntax::Quantifier;

/// A symbol of a plain BNF production.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sym {
    /// A terminal (token) number.
    T(u32),
    /// A nonterminal number.
    N(u32),
}

/// A context-free grammar in plain BNF: no groups or quantifiers, just productions.
/// Terminals are `0..num_terminals`, nonterminals `0..num_nonterminals()`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bnf {
    pub num_terminals: u32,
    /// `(lhs, rhs)`; an empty right-hand side is an epsilon production.
    pub productions: Vec<(u32, Vec<Sym>)>,
    pub start: u32,
    /// Nonterminal names (for messages); index is the nonterminal number.
    pub names: Vec<String>,
}

impl Bnf {
    /// An empty grammar over `num_terminals` terminals whose start symbol is nonterminal 0,
    /// named `start`.
    pub fn new(num_terminals: u32) -> Bnf {
        Bnf { num_terminals, productions: Vec::new(), start: 0, names: vec!["start".to_string()] }
    }

    /// Adds a nonterminal and returns its number.
    pub fn add_nonterminal(&mut self, name: impl Into<String>) -> u32 {
        self.names.push(name.into());
        self.names.len() as u32 - 1
    }

    /// Adds the production `lhs -> rhs`.
    pub fn add(&mut self, lhs: u32, rhs: Vec<Sym>) {
        self.productions.push((lhs, rhs));
    }

    pub fn num_nonterminals(&self) -> u32 {
        self.names.len() as u32
    }

    /// Production indices of each nonterminal, in production order.
    pub fn productions_by_lhs(&self) -> Vec<Vec<usize>> {
        let mut by = vec![Vec::new(); self.names.len()];
        for (i, (lhs, _)) in self.productions.iter().enumerate() {
            if let Some(v) = by.get_mut(*lhs as usize) {
                v.push(i);
            }
        }
        by
    }

    /// Nonterminals that derive the empty string.
    pub fn nullable(&self) -> Vec<bool> {
        let mut nullable = vec![false; self.names.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for (lhs, rhs) in &self.productions {
                if !nullable[*lhs as usize] && rhs.iter().all(|s| matches!(s, Sym::N(n) if nullable[*n as usize])) {
                    nullable[*lhs as usize] = true;
                    changed = true;
                }
            }
        }
        nullable
    }

    /// The BNF view of a resolved grammar. Terminals are `TokenId`s and nonterminal `i`
    /// is `RuleId(i)`; groups and quantifiers get fresh nonterminals after those
    /// (`x*` becomes `N -> ε | x N`, `x+` becomes `N -> x | x N`, `x?` becomes `N -> x | ε`).
    pub fn from_cfg(cfg: &Cfg) -> Bnf {
        let mut bnf = Bnf {
            num_terminals: cfg.tokens.len() as u32,
            productions: Vec::new(),
            start: cfg.start.0,
            names: cfg.rules.iter().map(|r| r.name.clone()).collect(),
        };
        for (i, rule) in cfg.rules.iter().enumerate() {
            let i = i as u32;
            match &rule.body {
                // Top-level alternatives become productions of the rule itself.
                Expr::Alt(alts) => {
                    for alt in alts {
                        let rhs = bnf.flatten(alt, &rule.name);
                        bnf.add(i, rhs);
                    }
                }
                body => {
                    let rhs = bnf.flatten(body, &rule.name);
                    bnf.add(i, rhs);
                }
            }
        }
        bnf
    }

    /// The symbols an expression stands for, adding helper nonterminals as needed.
    fn flatten(&mut self, e: &Expr, owner: &str) -> Vec<Sym> {
        match e {
            Expr::Token(t) => vec![Sym::T(t.0)],
            Expr::Rule(r) => vec![Sym::N(r.0)],
            Expr::Seq(items) => items.iter().flat_map(|x| self.flatten(x, owner)).collect(),
            Expr::Alt(alts) => {
                let n = self.add_nonterminal(format!("{owner}_alt{}", self.names.len()));
                for alt in alts {
                    let rhs = self.flatten(alt, owner);
                    self.add(n, rhs);
                }
                vec![Sym::N(n)]
            }
            Expr::Quant(inner, q) => {
                let body = self.flatten(inner, owner);
                let n = self.add_nonterminal(format!("{owner}_{}{}", q.symbol(), self.names.len()));
                self.add_quantified(n, body, *q);
                vec![Sym::N(n)]
            }
        }
    }

    fn add_quantified(&mut self, n: u32, body: Vec<Sym>, q: Quantifier) {
        let mut recursive = body.clone();
        recursive.push(Sym::N(n));
        match q {
            Quantifier::Optional => {
                self.add(n, body);
                self.add(n, Vec::new());
            }
            Quantifier::Star => {
                self.add(n, Vec::new());
                self.add(n, recursive);
            }
            Quantifier::Plus => {
                self.add(n, body);
                self.add(n, recursive);
            }
        }
    }

    /// The BNF view of a PNF grammar. Terminals are the token `SymbolId`s (the same
    /// numbers as `TokenId`s, so token sequences mean the same as for
    /// [`Bnf::from_cfg`]); nonterminal `i` is `SymbolId(num_tokens + i)`. When the start
    /// symbol also accepts the empty input, a fresh start `S' -> start | ε` is added
    /// (adding ε to `start` itself would change the language where `start` recurs).
    pub fn from_pnf(pnf: &Pnf) -> Bnf {
        let nt = pnf.num_tokens;
        let sym = |s: crate::pnf::SymbolId| {
            if s.0 < nt {
                Sym::T(s.0)
            } else {
                Sym::N(s.0 - nt)
            }
        };
        let mut bnf = Bnf {
            num_terminals: nt,
            productions: Vec::new(),
            start: 0,
            names: pnf.nonterminals().map(|id| pnf.symbol(id).name.clone()).collect(),
        };
        for id in pnf.nonterminals() {
            let n = id.0 - nt;
            match pnf.rule(id) {
                Some(PnfRule::Regular(alts)) => {
                    for alt in alts {
                        bnf.add(n, alt.iter().map(|s| sym(*s)).collect());
                    }
                }
                Some(PnfRule::Star(s)) => bnf.add_quantified(n, vec![sym(*s)], Quantifier::Star),
                Some(PnfRule::Plus(s)) => bnf.add_quantified(n, vec![sym(*s)], Quantifier::Plus),
                Some(PnfRule::Optional(s)) => bnf.add_quantified(n, vec![sym(*s)], Quantifier::Optional),
                None => {}
            }
        }
        let start = sym(pnf.start);
        match (start, pnf.start_accepts_empty) {
            (Sym::N(n), false) => bnf.start = n,
            (start, accepts_empty) => {
                // A token start symbol, or form (v): wrap the start symbol.
                let s = bnf.add_nonterminal(format!("{}_start", pnf.name));
                bnf.add(s, vec![start]);
                if accepts_empty {
                    bnf.add(s, Vec::new());
                }
                bnf.start = s;
            }
        }
        bnf
    }

    /// Renders the grammar one production per line (`<lhs> ::= t3 <x>`), for messages.
    pub fn display(&self) -> String {
        let mut out = String::new();
        for (lhs, rhs) in &self.productions {
            let name = |n: u32| self.names.get(n as usize).map_or("?", |s| s.as_str()).to_string();
            let rhs: Vec<String> = rhs
                .iter()
                .map(|s| match s {
                    Sym::T(t) => format!("t{t}"),
                    Sym::N(n) => format!("<{}>", name(*n)),
                })
                .collect();
            let rhs = if rhs.is_empty() { "ε".to_string() } else { rhs.join(" ") };
            out.push_str(&format!("<{}> ::= {rhs}\n", name(*lhs)));
        }
        out
    }
}
