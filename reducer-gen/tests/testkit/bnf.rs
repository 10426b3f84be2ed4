//! Tests of the testkit's BNF view, random sentence generator and Earley recognizer.

use reducer_gen::cfg::{Cfg, Expr, Rule, RuleId, Token, TokenId, TokenOrigin};
use reducer_gen::diag::Span;
use reducer_gen::pnf::{Origin, Pnf, PnfRule, Symbol, SymbolId};
use reducer_gen::syntax::Quantifier;
use reducer_gen::testkit::{random_sentences, recognize, Bnf, Sym};

use Sym::{N, T};

/// A hand-built BNF: `rules[i]` lists the productions of nonterminal `i` (start is 0).
fn bnf(num_terminals: u32, rules: &[&[&[Sym]]]) -> Bnf {
    let mut g = Bnf::new(num_terminals);
    for i in 1..rules.len() {
        g.add_nonterminal(format!("n{i}"));
    }
    for (i, prods) in rules.iter().enumerate() {
        for rhs in prods.iter() {
            g.add(i as u32, rhs.to_vec());
        }
    }
    g
}

#[test]
fn ambiguous_left_and_right_recursive() {
    // E -> E '+' E | 'a'   (a = 0, + = 1)
    let e = bnf(2, &[&[&[N(0), T(1), N(0)], &[T(0)]]]);
    assert!(recognize(&e, &[0]));
    assert!(recognize(&e, &[0, 1, 0, 1, 0, 1, 0]));
    assert!(!recognize(&e, &[0, 1]));
    assert!(!recognize(&e, &[]));
    assert!(!recognize(&e, &[1, 0]));
    // L -> L 'a' | 'a' and R -> 'a' R | 'a'
    let l = bnf(1, &[&[&[N(0), T(0)], &[T(0)]]]);
    let r = bnf(1, &[&[&[T(0), N(0)], &[T(0)]]]);
    for n in 0..6 {
        let input = vec![0; n];
        assert_eq!(recognize(&l, &input), n >= 1);
        assert_eq!(recognize(&r, &input), n >= 1);
    }
}

#[test]
fn nullable_symbols() {
    // S -> A A 'x' ; A -> ε   (the classic case plain Earley gets wrong)
    let g = bnf(1, &[&[&[N(1), N(1), T(0)]], &[&[]]]);
    assert!(recognize(&g, &[0]));
    assert!(!recognize(&g, &[]));
    // S -> A B C ; A -> 'a' | ε ; B -> A A ; C -> B 'c' | ε   (a = 0, c = 1)
    // The language is a^0..3 and a^0..5 c.
    let g = bnf(2, &[&[&[N(1), N(2), N(3)]], &[&[T(0)], &[]], &[&[N(1), N(1)]], &[&[N(2), T(1)], &[]]]);
    for k in 0..8 {
        let mut plain = vec![0; k];
        assert_eq!(recognize(&g, &plain), k <= 3, "a^{k}");
        plain.push(1);
        assert_eq!(recognize(&g, &plain), k <= 5, "a^{k} c");
        plain.push(1);
        assert!(!recognize(&g, &plain));
    }
    // Hidden left recursion: S -> A S 'b' | 'x' ; A -> ε   (x = 0, b = 1)
    let g = bnf(2, &[&[&[N(1), N(0), T(1)], &[T(0)]], &[&[]]]);
    assert!(recognize(&g, &[0, 1, 1, 1]));
    assert!(!recognize(&g, &[1, 0]));
    // S -> A B ; A -> ε ; B -> A : only the empty sentence.
    let g = bnf(1, &[&[&[N(1), N(2)]], &[&[]], &[&[N(1)]]]);
    assert!(recognize(&g, &[]));
    assert!(!recognize(&g, &[0]));
    assert_eq!(random_sentences(&g, 1, 3, 5), vec![Vec::<u32>::new(); 3]);
}

#[test]
fn empty_language_and_cycles() {
    // S -> S 'a' has no finite derivation.
    let g = bnf(1, &[&[&[N(0), T(0)]]]);
    assert!(!recognize(&g, &[]));
    assert!(!recognize(&g, &[0, 0]));
    assert!(random_sentences(&g, 7, 10, 10).is_empty());
    // A start symbol without productions.
    let g = bnf(1, &[&[]]);
    assert!(!recognize(&g, &[]));
    assert!(random_sentences(&g, 7, 10, 10).is_empty());
    // S -> S | 'a' (a unit cycle): generation must still terminate.
    let g = bnf(1, &[&[&[N(0)], &[T(0)]]]);
    assert!(recognize(&g, &[0]));
    assert_eq!(random_sentences(&g, 3, 20, 4), vec![vec![0]; 20]);
}

#[test]
fn generator_is_deterministic_varied_and_bounded() {
    let e = bnf(4, &[&[&[N(0), T(1), N(0)], &[T(2), N(0), T(3)], &[T(0)]]]);
    let a = random_sentences(&e, 42, 100, 9);
    assert_eq!(a, random_sentences(&e, 42, 100, 9));
    assert_ne!(a, random_sentences(&e, 43, 100, 9));
    assert_eq!(a.len(), 100);
    let distinct: std::collections::BTreeSet<_> = a.iter().collect();
    assert!(distinct.len() > 30, "only {} distinct sentences", distinct.len());
    for s in &a {
        assert!(s.len() <= 9, "{s:?}");
        assert!(recognize(&e, s), "{s:?}");
    }
}

#[test]
fn deleting_a_token_from_a_fixed_length_sentence_is_rejected() {
    // S -> 'a' X 'b' ; X -> 'c' 'd' | 'e' 'f' : every sentence has 4 tokens.
    let g = bnf(6, &[&[&[T(0), N(1), T(1)]], &[&[T(2), T(3)], &[T(4), T(5)]]]);
    for s in random_sentences(&g, 9, 20, 10) {
        assert!(recognize(&g, &s));
        for i in 0..s.len() {
            let mut m = s.clone();
            m.remove(i);
            assert!(!recognize(&g, &m), "{m:?}");
        }
    }
}

fn token(name: &str) -> Token {
    let literal = name.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')).map(str::to_string);
    Token { name: name.to_string(), literal, origin: TokenOrigin::Declared, span: Span::default() }
}

/// The toy C grammar of the Perses paper's Figure 2, as a resolved grammar.
fn toy_c() -> Cfg {
    let names = ["EOF", "'int'", "IDENT", "'('", "')'", "'{'", "'}'", "'if'", "'='", "';'", "NUMBER", "'+'"];
    let t = |name: &str| Expr::Token(TokenId(names.iter().position(|n| *n == name).unwrap() as u32));
    let r = |i: u32| Expr::Rule(RuleId(i));
    let q = |e: Expr, q: Quantifier| Expr::Quant(Box::new(e), q);
    let rules = vec![
        ("func_def", Expr::Seq(vec![r(7), t("IDENT"), t("'('"), t("')'"), r(6)])),
        ("stmt", Expr::Alt(vec![r(2), r(4), r(5), r(6)])),
        ("if_stmt", Expr::Seq(vec![q(r(3), Quantifier::Plus), Expr::Alt(vec![r(4), r(5), r(6)])])),
        ("if_cond", Expr::Seq(vec![t("'if'"), t("'('"), r(8), t("')'")])),
        ("decl_stmt", Expr::Seq(vec![r(7), t("IDENT"), t("'='"), r(8), t("';'")])),
        ("expr_stmt", Expr::Seq(vec![r(8), t("';'")])),
        ("compound_stmt", Expr::Seq(vec![t("'{'"), q(r(1), Quantifier::Star), t("'}'")])),
        ("type", t("'int'")),
        ("expr", Expr::Seq(vec![r(9), q(Expr::Seq(vec![t("'+'"), r(9)]), Quantifier::Star)])),
        ("primary", Expr::Alt(vec![t("IDENT"), t("NUMBER"), Expr::Seq(vec![t("'('"), r(8), t("')'")])])),
    ];
    Cfg {
        name: "toy_c".to_string(),
        tokens: names.iter().map(|n| token(n)).collect(),
        rules: rules
            .into_iter()
            .map(|(name, body)| Rule { name: name.to_string(), body, span: Span::default() })
            .collect(),
        start: RuleId(0),
    }
}

#[test]
fn toy_c_sentences_are_recognized() {
    let cfg = toy_c();
    let g = Bnf::from_cfg(&cfg);
    assert_eq!(g.num_terminals, 12);
    assert_eq!(&g.names[..10], cfg.rules.iter().map(|r| r.name.clone()).collect::<Vec<_>>().as_slice());
    let sentences = random_sentences(&g, 2018, 200, 40);
    let distinct: std::collections::BTreeSet<_> = sentences.iter().collect();
    assert!(distinct.len() > 100, "only {} distinct sentences", distinct.len());
    assert!(sentences.iter().any(|s| s.contains(&7)), "no if statement generated");
    for s in &sentences {
        assert!(recognize(&g, s), "{s:?}");
        assert!(s.len() <= 40);
    }
    // int main ( ) { if ( x ) x ; }
    assert!(recognize(&g, &[1, 2, 3, 4, 5, 7, 3, 2, 4, 2, 9, 6]));
    // ... with the `;` missing.
    assert!(!recognize(&g, &[1, 2, 3, 4, 5, 7, 3, 2, 4, 2, 6]));
}

/// Figure 4a of the Perses paper (start `A`; tokens EOF, c, d).
fn fig4a() -> Cfg {
    let (c, d) = (Expr::Token(TokenId(1)), Expr::Token(TokenId(2)));
    let r = |i: u32| Expr::Rule(RuleId(i));
    let rules = vec![
        ("A", Expr::Alt(vec![Expr::Seq(vec![r(1), r(2)]), r(3), Expr::Seq(vec![])])),
        ("B", Expr::Alt(vec![Expr::Seq(vec![r(0), r(3)]), Expr::Seq(vec![r(2), r(3)])])),
        ("C", c),
        ("D", d),
    ];
    Cfg {
        name: "fig4".to_string(),
        tokens: ["EOF", "'c'", "'d'"].iter().map(|n| token(n)).collect(),
        rules: rules
            .into_iter()
            .map(|(name, body)| Rule { name: name.to_string(), body, span: Span::default() })
            .collect(),
        start: RuleId(0),
    }
}

/// Figure 4d: the same language in PNF (start `A`, accepting the empty input).
fn fig4d() -> Pnf {
    let s = SymbolId;
    let regular =
        |alts: Vec<Vec<u32>>| PnfRule::Regular(alts.into_iter().map(|a| a.into_iter().map(s).collect()).collect());
    // 0 EOF, 1 c, 2 d, 3 A, 4 B, 5 C, 6 D, 7 E, 8 F, 9 G, 10 G_plus
    let rules = vec![
        ("A", regular(vec![vec![4, 5], vec![6]])),
        ("B", regular(vec![vec![10], vec![6, 7, 8]])),
        ("C", regular(vec![vec![1]])),
        ("D", regular(vec![vec![2]])),
        ("E", PnfRule::Optional(s(6))),
        ("F", PnfRule::Star(s(9))),
        ("G", regular(vec![vec![5, 6]])),
        ("G_plus", PnfRule::Plus(s(9))),
    ];
    let mut symbols: Vec<Symbol> = ["EOF", "c", "d"]
        .iter()
        .enumerate()
        .map(|(i, n)| Symbol { name: n.to_string(), origin: Origin::Token(TokenId(i as u32)), rule: None })
        .collect();
    for (i, (name, rule)) in rules.into_iter().enumerate() {
        symbols.push(Symbol { name: name.to_string(), origin: Origin::Rule(RuleId(i as u32)), rule: Some(rule) });
    }
    Pnf { name: "fig4".to_string(), symbols, num_tokens: 3, start: s(3), start_accepts_empty: true }
}

#[test]
fn figure_4_original_and_pnf_agree() {
    let a = Bnf::from_cfg(&fig4a());
    let d = Bnf::from_pnf(&fig4d());
    assert!(recognize(&d, &[]));
    assert!(recognize(&a, &[]));
    // `A` itself does not derive ε in 4d: the wrapper start carries form (v).
    assert_ne!(d.start, 0);
    for (from, to, name) in [(&a, &d, "4a -> 4d"), (&d, &a, "4d -> 4a")] {
        for s in random_sentences(from, 4, 300, 14) {
            assert!(recognize(to, &s), "{name}: {s:?}");
        }
    }
    // c c is in neither.
    assert!(!recognize(&a, &[1, 1]) && !recognize(&d, &[1, 1]));
}
