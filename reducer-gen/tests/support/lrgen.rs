//! Helpers shared by the `lrgen_*` tests: a one-line-per-rule grammar notation for
//! building PNF values by hand, the table view for the runtime, a tree checker and a
//! small random sentence generator.
#![allow(dead_code)]

use reducer_gen::cfg::{RuleId, TokenId};
use reducer_gen::lrgen::{self, ParseTables};
use reducer_gen::pnf::{Origin, Pnf, PnfRule, Symbol, SymbolId};
use reducer_runtime::parser::{self, ParseError, Parsed};
use reducer_runtime::tree::Tree;
use std::collections::BTreeMap;

/// Builds a PNF from lines `name = body`, where body is `X*`, `X+`, `X?` or
/// alternatives `a b | c` of symbols; quoted symbols (`'+'`) are tokens. The first rule
/// is the start symbol. Token 0 is EOF.
pub fn pnf(text: &str, start_accepts_empty: bool) -> Pnf {
    let mut tokens: Vec<String> = vec!["EOF".into()];
    let mut rules: Vec<(String, String)> = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (name, body) = line.split_once(" = ").expect("rule line");
        rules.push((name.trim().to_string(), body.trim().to_string()));
        for w in body.split_whitespace() {
            let w = w.trim_end_matches(['*', '+', '?']);
            if w.starts_with('\'') && !tokens.iter().any(|t| t == w) {
                tokens.push(w.to_string());
            }
        }
    }
    let nt = tokens.len() as u32;
    let index: BTreeMap<String, u32> = tokens
        .iter()
        .cloned()
        .chain(rules.iter().map(|r| r.0.clone()))
        .enumerate()
        .map(|(i, n)| (n, i as u32))
        .collect();
    let sym = |w: &str| SymbolId(*index.get(w).unwrap_or_else(|| panic!("unknown symbol {w}")));
    let mut symbols: Vec<Symbol> = tokens
        .iter()
        .enumerate()
        .map(|(i, t)| Symbol { name: t.clone(), origin: Origin::Token(TokenId(i as u32)), rule: None })
        .collect();
    for (i, (name, body)) in rules.iter().enumerate() {
        let rule = if !body.contains(' ') && body.ends_with('*') {
            PnfRule::Star(sym(&body[..body.len() - 1]))
        } else if !body.contains(' ') && body.ends_with('+') {
            PnfRule::Plus(sym(&body[..body.len() - 1]))
        } else if !body.contains(' ') && body.ends_with('?') {
            PnfRule::Optional(sym(&body[..body.len() - 1]))
        } else {
            PnfRule::Regular(body.split(" | ").map(|alt| alt.split_whitespace().map(sym).collect()).collect())
        };
        symbols.push(Symbol { name: name.clone(), origin: Origin::Rule(RuleId(i as u32)), rule: Some(rule) });
    }
    Pnf { name: "test".into(), symbols, num_tokens: nt, start: SymbolId(nt), start_accepts_empty }
}

/// The runtime's borrowed view of generator tables.
pub fn view(t: &ParseTables) -> parser::ParseTables<'_> {
    parser::ParseTables {
        num_states: t.num_states,
        num_tokens: t.num_tokens,
        num_symbols: t.num_symbols,
        start_symbol: t.start_symbol,
        action_base: &t.packed_actions.base,
        action_check: &t.packed_actions.check,
        action_values: &t.packed_actions.value,
        conflict_actions: &t.conflict_actions,
        goto_base: &t.packed_gotos.base,
        goto_check: &t.packed_gotos.check,
        goto_targets: &t.packed_gotos.value,
        prod_lhs: &t.prod_lhs,
        prod_node: &t.prod_node,
        prod_len: &t.prod_len,
        prod_alt: &t.prod_alt,
        prod_kind: &t.prod_kind,
        insert_index: &t.insert_index,
        inserts: &t.inserts,
        wrap_index: &t.wrap_index,
        wraps: &t.wraps,
    }
}

/// A grammar with its tables, ready to parse token names.
pub struct G {
    pub pnf: Pnf,
    pub tables: ParseTables,
}

impl G {
    pub fn new(text: &str) -> G {
        G::with_empty(text, false)
    }

    pub fn with_empty(text: &str, empty: bool) -> G {
        let pnf = pnf(text, empty);
        let tables = lrgen::build_tables(&pnf).expect("tables");
        G { pnf, tables }
    }

    /// Token kinds of a space-separated sentence of token names (quotes optional).
    pub fn tokens(&self, sentence: &str) -> Vec<u16> {
        sentence
            .split_whitespace()
            .map(|w| {
                let q = format!("'{w}'");
                // Unknown words stand for identifiers and numbers, if the grammar has them.
                let fallback = if w.chars().all(|c| c.is_ascii_digit()) { "'num'" } else { "'id'" };
                self.pnf
                    .by_name(&q)
                    .or_else(|| self.pnf.by_name(w))
                    .filter(|s| self.pnf.is_token(*s))
                    .or_else(|| self.pnf.by_name(fallback))
                    .unwrap_or_else(|| panic!("no token {w}"))
                    .0 as u16
            })
            .collect()
    }

    pub fn parse_kinds(&self, toks: &[u16]) -> Result<Parsed, ParseError> {
        parser::parse(&view(&self.tables), toks)
    }

    pub fn parse(&self, sentence: &str) -> Result<Parsed, ParseError> {
        self.parse_kinds(&self.tokens(sentence))
    }

    /// The tree as an S-expression with the grammar's names (quotes stripped).
    pub fn sexpr(&self, tree: &Tree) -> String {
        tree.to_sexpr(&|k| self.pnf.symbols[k as usize].name.trim_matches('\'').to_string())
    }

    /// Parses and renders, panicking with the error on failure.
    pub fn tree(&self, sentence: &str) -> String {
        match self.parse(sentence) {
            Ok(p) => {
                check_tree(&self.pnf, &p.tree, &self.tokens(sentence));
                self.sexpr(&p.tree)
            }
            Err(e) => panic!("`{sentence}` rejected: {e}"),
        }
    }
}

/// Checks that `tree` is a derivation of `tokens` in `pnf`: leaves are the tokens in
/// order, every node's children fit its rule, and spans are consistent.
pub fn check_tree(pnf: &Pnf, tree: &Tree, tokens: &[u16]) {
    let leaves = tree.leaves(tree.root);
    assert_eq!(leaves, (0..tokens.len() as u32).collect::<Vec<_>>(), "leaves are not the input");
    let root = tree.node(tree.root);
    assert_eq!(root.kind as u32, pnf.start.0);
    for id in tree.preorder(tree.root) {
        let n = tree.node(id);
        let kids: Vec<u32> = tree.children(id).iter().map(|&c| tree.node(c).kind as u32).collect();
        if tree.is_token(id) {
            assert_eq!(n.kind, tokens[n.first_token as usize]);
            assert_eq!(n.token_count, 1);
            continue;
        }
        let mut at = n.first_token;
        for &c in tree.children(id) {
            assert_eq!(tree.node(c).first_token, at, "child spans must be contiguous");
            at += tree.node(c).token_count;
        }
        assert_eq!(at, n.first_token + n.token_count);
        match pnf.rule(SymbolId(n.kind as u32)).unwrap() {
            PnfRule::Regular(alts) => {
                if n.alt == u16::MAX {
                    assert!(kids.is_empty() && pnf.start_accepts_empty);
                } else {
                    let alt: Vec<u32> = alts[n.alt as usize].iter().map(|s| s.0).collect();
                    assert_eq!(kids, alt);
                }
            }
            PnfRule::Star(b) => assert!(kids.iter().all(|k| *k == b.0)),
            PnfRule::Plus(b) => assert!(!kids.is_empty() && kids.iter().all(|k| *k == b.0)),
            PnfRule::Optional(b) => assert!(kids.len() <= 1 && kids.iter().all(|k| *k == b.0)),
        }
    }
}

/// Tiny deterministic PRNG (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Random sentences: beyond `max_depth`, each rule takes its shortest way out.
pub fn random_sentence(pnf: &Pnf, rng: &mut Rng, max_depth: usize) -> Vec<u16> {
    // Height of the shallowest derivation of each symbol, and the alternative giving it.
    let n = pnf.symbols.len();
    let mut height = vec![usize::MAX; n];
    let mut best = vec![0usize; n];
    for (i, h) in height.iter_mut().enumerate().take(pnf.num_tokens as usize) {
        *h = 0;
        best[i] = 0;
    }
    loop {
        let mut changed = false;
        for id in pnf.nonterminals() {
            let i = id.0 as usize;
            let h = match pnf.rule(id).unwrap() {
                PnfRule::Star(_) | PnfRule::Optional(_) => Some((1, 0)),
                PnfRule::Plus(b) => height[b.0 as usize].checked_add(1).map(|h| (h, 0)),
                PnfRule::Regular(alts) => alts
                    .iter()
                    .enumerate()
                    .filter_map(|(k, a)| {
                        a.iter().map(|s| height[s.0 as usize]).max().and_then(|m| m.checked_add(1)).map(|h| (h, k))
                    })
                    .min(),
            };
            if let Some((h, k)) = h {
                if h < height[i] {
                    height[i] = h;
                    best[i] = k;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = Vec::new();
    let mut stack = vec![(pnf.start.0, 0usize)];
    if pnf.start_accepts_empty && rng.below(8) == 0 {
        return out;
    }
    while let Some((s, d)) = stack.pop() {
        let id = SymbolId(s);
        if pnf.is_token(id) {
            out.push(s as u16);
            continue;
        }
        let deep = d >= max_depth;
        let push_seq = |seq: &[SymbolId], stack: &mut Vec<(u32, usize)>| {
            for x in seq.iter().rev() {
                stack.push((x.0, d + 1));
            }
        };
        match pnf.rule(id).unwrap() {
            PnfRule::Regular(alts) => {
                let k = if deep { best[s as usize] } else { rng.below(alts.len()) };
                push_seq(&alts[k], &mut stack);
            }
            PnfRule::Star(b) => {
                let k = if deep { 0 } else { rng.below(4) };
                push_seq(&vec![*b; k], &mut stack);
            }
            PnfRule::Plus(b) => {
                let k = if deep { 1 } else { 1 + rng.below(3) };
                push_seq(&vec![*b; k], &mut stack);
            }
            PnfRule::Optional(b) => {
                let k = if deep { 0 } else { rng.below(2) };
                push_seq(&vec![*b; k], &mut stack);
            }
        }
    }
    out
}
