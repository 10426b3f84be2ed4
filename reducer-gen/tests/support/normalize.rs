//! Test helpers for the normalization tests: a tiny grammar notation that builds a
//! `Cfg` directly, and bounded-length language enumeration for the original EBNF
//! grammar and for the PNF output, so equivalence is checked exhaustively up to a length.
#![allow(dead_code)]

use std::collections::{BTreeSet, HashSet};

use reducer_gen::cfg::{Cfg, Expr, Rule, RuleId, Token, TokenId, TokenOrigin};
use reducer_gen::diag::{Diagnostics, Span};
use reducer_gen::normalize::{check_pnf, normalize, Limits};
use reducer_gen::pnf::{Pnf, PnfRule, SymbolId};
use reducer_gen::syntax::Quantifier;

/// Builds a grammar from `(name, body)` pairs; the first rule is the start. Bodies use
/// `|`, juxtaposition, `( )`, `*`, `+`, `?`; names of listed rules are rules, any other
/// word or `'quoted'` text is a token. An empty alternative is epsilon.
pub fn grammar(rules: &[(&str, &str)]) -> Cfg {
    let names: Vec<&str> = rules.iter().map(|r| r.0).collect();
    let mut tokens = vec![Token { name: "EOF".into(), literal: None, origin: TokenOrigin::Eof, span: Span::default() }];
    let mut out = Vec::new();
    for (i, (name, body)) in rules.iter().enumerate() {
        let words = lex(body);
        let mut p = Parser { words, pos: 0, names: &names, tokens: &mut tokens };
        let expr = p.alt();
        assert_eq!(p.pos, p.words.len(), "trailing input in rule {name}: {body}");
        out.push(Rule { name: name.to_string(), body: expr, span: Span::new(Default::default(), i, i + 1) });
    }
    Cfg { name: "test".into(), tokens, rules: out, start: RuleId(0) }
}

fn lex(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '\'' {
            let mut j = i + 1;
            while chars[j] != '\'' {
                j += 1;
            }
            out.push(chars[i..=j].iter().collect());
            i = j + 1;
        } else if c.is_alphanumeric() || c == '_' {
            let mut j = i;
            while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                j += 1;
            }
            out.push(chars[i..j].iter().collect());
            i = j;
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

struct Parser<'a> {
    words: Vec<String>,
    pos: usize,
    names: &'a [&'a str],
    tokens: &'a mut Vec<Token>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.words.get(self.pos).map(String::as_str)
    }

    fn alt(&mut self) -> Expr {
        let mut alts = vec![self.seq()];
        while self.peek() == Some("|") {
            self.pos += 1;
            alts.push(self.seq());
        }
        if alts.len() == 1 {
            alts.pop().unwrap()
        } else {
            Expr::Alt(alts)
        }
    }

    fn seq(&mut self) -> Expr {
        let mut items = Vec::new();
        while let Some(w) = self.peek() {
            if w == "|" || w == ")" {
                break;
            }
            items.push(self.postfix());
        }
        Expr::Seq(items)
    }

    fn postfix(&mut self) -> Expr {
        let mut e = self.atom();
        loop {
            let q = match self.peek() {
                Some("*") => Quantifier::Star,
                Some("+") => Quantifier::Plus,
                Some("?") => Quantifier::Optional,
                _ => return e,
            };
            self.pos += 1;
            e = Expr::Quant(Box::new(e), q);
        }
    }

    fn atom(&mut self) -> Expr {
        let w = self.words[self.pos].clone();
        self.pos += 1;
        if w == "(" {
            let e = self.alt();
            assert_eq!(self.peek(), Some(")"));
            self.pos += 1;
            return e;
        }
        if let Some(i) = self.names.iter().position(|n| *n == w) {
            return Expr::Rule(RuleId(i as u32));
        }
        let id = match self.tokens.iter().position(|t| t.name == w) {
            Some(i) => i,
            None => {
                let literal = w.starts_with('\'').then(|| w.trim_matches('\'').to_string());
                self.tokens.push(Token {
                    name: w.clone(),
                    literal,
                    origin: TokenOrigin::Declared,
                    span: Span::default(),
                });
                self.tokens.len() - 1
            }
        };
        Expr::Token(TokenId(id as u32))
    }
}

/// A set of sentences. A sentence is packed in a `u64`: its length in the top 4 bits,
/// then 5 bits per token (tests use fewer than 32 tokens and at most 11 per sentence),
/// which keeps the exhaustive enumeration fast in debug builds.
pub type Lang = HashSet<u64>;

const LEN_SHIFT: u32 = 60;

fn len_of(s: u64) -> usize {
    (s >> LEN_SHIFT) as usize
}

fn single(token: u32) -> u64 {
    assert!(token < 32, "test grammars use fewer than 32 tokens");
    1 << LEN_SHIFT | token as u64
}

fn join(a: u64, b: u64) -> u64 {
    let (la, lb) = (len_of(a), len_of(b));
    let body = |s: u64| s & ((1 << LEN_SHIFT) - 1);
    ((la + lb) as u64) << LEN_SHIFT | body(a) << (5 * lb) | body(b)
}

/// The token ids of a packed sentence.
pub fn unpack(s: u64) -> Vec<u32> {
    let n = len_of(s);
    (0..n).rev().map(|i| ((s >> (5 * i)) & 31) as u32).collect()
}

fn concat(a: &Lang, b: &Lang, max: usize) -> Lang {
    let mut out = Lang::new();
    for &x in a {
        for &y in b {
            if len_of(x) + len_of(y) <= max {
                out.insert(join(x, y));
            }
        }
    }
    out
}

fn eps() -> Lang {
    [0u64].into_iter().collect()
}

fn star(x: &Lang, max: usize) -> Lang {
    let mut r = eps();
    let mut frontier = eps();
    // Semi-naive: only the strings found last round are extended.
    while !frontier.is_empty() {
        let next: Lang = concat(&frontier, x, max).into_iter().filter(|s| !r.contains(s)).collect();
        r.extend(next.iter().copied());
        frontier = next;
    }
    r
}

fn eval(e: &Expr, sets: &[Lang], max: usize) -> Lang {
    match e {
        Expr::Seq(xs) => xs.iter().fold(eps(), |acc, x| concat(&acc, &eval(x, sets, max), max)),
        Expr::Alt(xs) => xs.iter().flat_map(|x| eval(x, sets, max)).collect(),
        Expr::Token(t) => [single(t.0)].into_iter().collect(),
        Expr::Rule(r) => sets[r.0 as usize].clone(),
        Expr::Quant(x, q) => {
            let inner = eval(x, sets, max);
            match q {
                Quantifier::Optional => inner.union(&eps()).cloned().collect(),
                Quantifier::Star => star(&inner, max),
                Quantifier::Plus => concat(&inner, &star(&inner, max), max),
            }
        }
    }
}

/// All sentences of the start rule of `cfg` with at most `max` tokens.
pub fn cfg_language(cfg: &Cfg, max: usize) -> Lang {
    let mut sets = vec![Lang::new(); cfg.rules.len()];
    loop {
        let mut changed = false;
        for (i, rule) in cfg.rules.iter().enumerate() {
            let s = eval(&rule.body, &sets, max);
            if s.len() != sets[i].len() {
                sets[i] = s;
                changed = true;
            }
        }
        if !changed {
            return sets[cfg.start.0 as usize].clone();
        }
    }
}

/// All sentences of the start symbol of `pnf` with at most `max` tokens.
pub fn pnf_language(pnf: &Pnf, max: usize) -> Lang {
    let n = pnf.symbols.len();
    let mut sets: Vec<Lang> = (0..n)
        .map(|i| if (i as u32) < pnf.num_tokens { [single(i as u32)].into_iter().collect() } else { Lang::new() })
        .collect();
    loop {
        let mut changed = false;
        for id in pnf.nonterminals() {
            let i = id.0 as usize;
            let s = match pnf.rule(id).unwrap() {
                PnfRule::Regular(alts) => alts
                    .iter()
                    .flat_map(|a| a.iter().fold(eps(), |acc, x| concat(&acc, &sets[x.0 as usize], max)))
                    .collect(),
                PnfRule::Star(b) => star(&sets[b.0 as usize], max),
                PnfRule::Plus(b) => concat(&sets[b.0 as usize], &star(&sets[b.0 as usize], max), max),
                PnfRule::Optional(b) => sets[b.0 as usize].union(&eps()).cloned().collect(),
            };
            if s.len() != sets[i].len() {
                sets[i] = s;
                changed = true;
            }
        }
        if !changed {
            let mut out = sets[pnf.start.0 as usize].clone();
            if pnf.start_accepts_empty {
                out.insert(0);
            }
            return out;
        }
    }
}

/// Normalizes with default limits, asserting success and a valid PNF.
pub fn normalize_ok(cfg: &Cfg) -> Pnf {
    let mut diags = Diagnostics::default();
    let pnf = normalize(cfg, &Limits::default(), &mut diags);
    assert!(!diags.has_errors(), "unexpected errors: {:?}", diags.items);
    let pnf = pnf.expect("normalize returned None without errors");
    if let Err(errors) = check_pnf(&pnf) {
        panic!("invalid PNF:\n{}\n{}", errors.join("\n"), pnf.display());
    }
    pnf
}

/// Asserts that `cfg` and `pnf` have the same sentences up to `max` tokens (and that
/// the comparison is not vacuous).
pub fn assert_equivalent(cfg: &Cfg, pnf: &Pnf, max: usize) {
    let a = cfg_language(cfg, max);
    let b = pnf_language(pnf, max);
    assert!(!a.is_empty(), "the test grammar has no sentence up to length {max}");
    if a != b {
        let show =
            |v: &u64| unpack(*v).iter().map(|&t| cfg.tokens[t as usize].name.clone()).collect::<Vec<_>>().join(" ");
        let only_cfg: BTreeSet<String> = a.difference(&b).map(show).collect();
        let only_pnf: BTreeSet<String> = b.difference(&a).map(show).collect();
        panic!(
            "languages differ up to length {max}\nonly in grammar: {only_cfg:?}\nonly in PNF: {only_pnf:?}\nPNF:\n{}",
            pnf.display()
        );
    }
}

/// The symbol with this name, or a panic listing the grammar.
pub fn sym(pnf: &Pnf, name: &str) -> SymbolId {
    pnf.by_name(name).unwrap_or_else(|| panic!("no symbol `{name}` in\n{}", pnf.display()))
}

/// Normalizes, checks equivalence up to `max` and returns the PNF.
pub fn normalize_equivalent(rules: &[(&str, &str)], max: usize) -> (Cfg, Pnf) {
    let cfg = grammar(rules);
    let pnf = normalize_ok(&cfg);
    assert_equivalent(&cfg, &pnf, max);
    (cfg, pnf)
}
