//! Normalization of the Perses paper's examples (Figures 2 and 4) and of the classic
//! recursion shapes Algorithm 1 exists for. Every test also checks that the PNF derives
//! exactly the sentences of the original grammar up to a length.

use crate::normalize_util;

use normalize_util::*;
use reducer_gen::analyze::{analyze, Shape};
use reducer_gen::pnf::{Pnf, PnfRule, SymbolId};

fn rule(pnf: &Pnf, name: &str) -> PnfRule {
    pnf.rule(sym(pnf, name)).cloned().unwrap()
}

fn alts(pnf: &Pnf, name: &str) -> Vec<Vec<SymbolId>> {
    match rule(pnf, name) {
        PnfRule::Regular(alts) => alts,
        other => panic!("`{name}` is {other:?}, not regular\n{}", pnf.display()),
    }
}

const FIGURE_4A: &[(&str, &str)] = &[("A", "B C | D | "), ("B", "A D | C D"), ("C", "c"), ("D", "d")];

#[test]
fn figure_4_gets_the_plus_star_and_optional_rules_of_figure_4d() {
    let (_, pnf) = normalize_equivalent(FIGURE_4A, 9);
    let (a, b) = (sym(&pnf, "A"), sym(&pnf, "B"));
    let (c, d) = (sym(&pnf, "c"), sym(&pnf, "d"));
    assert_eq!(pnf.start, a);
    assert!(pnf.start_accepts_empty, "A ::= ... | ε (form (v))");
    // C ::= c and D ::= d are unit rules: inlined.
    assert!(pnf.by_name("C").is_none() && pnf.by_name("D").is_none());
    assert_eq!(alts(&pnf, "A"), vec![vec![b, c], vec![d]]);
    // 4d: B ::= G+ ... D? ... G* with G ::= C D.
    let b_alts = alts(&pnf, "B");
    let mut star_body = None;
    let mut plus_body = None;
    let mut opt_body = None;
    for s in b_alts.iter().flatten() {
        match pnf.rule(*s) {
            Some(PnfRule::Star(x)) => star_body = Some(*x),
            Some(PnfRule::Plus(x)) => plus_body = Some(*x),
            Some(PnfRule::Optional(x)) => opt_body = Some(*x),
            _ => {}
        }
    }
    let g = star_body.expect("a * rule in B");
    assert_eq!(plus_body, Some(g), "the + rule repeats the same group as the * rule");
    assert_eq!(opt_body, Some(d), "D? as in Figure 4d");
    assert_eq!(pnf.rule(g), Some(&PnfRule::Regular(vec![vec![c, d]])), "G ::= C D");
    assert_eq!(b_alts.len(), 2, "{}", pnf.display());
}

const FIGURE_2: &[(&str, &str)] = &[
    ("func_def", "type identifier '(' ')' compound_stmt"),
    ("stmt", "if_stmt | decl_stmt | expr_stmt | compound_stmt"),
    // Written as right recursion: Algorithm 1 must find the `+` rule itself.
    ("if_stmt", "if_cond if_stmt | if_cond decl_stmt | if_cond expr_stmt | if_cond compound_stmt"),
    ("if_cond", "'if' '(' expr ')'"),
    ("decl_stmt", "type identifier '=' expr ';'"),
    ("expr_stmt", "expr ';'"),
    ("compound_stmt", "'{' stmt* '}'"),
];

#[test]
fn figure_2_toy_c_grammar_gets_cond_plus_and_stmt_star() {
    let (mut cfg, pnf) = normalize_equivalent(FIGURE_2, 10);
    let plus = sym(&pnf, "if_cond_plus");
    assert_eq!(pnf.rule(plus), Some(&PnfRule::Plus(sym(&pnf, "if_cond"))));
    let expected: Vec<Vec<SymbolId>> =
        ["decl_stmt", "expr_stmt", "compound_stmt"].iter().map(|s| vec![plus, sym(&pnf, s)]).collect();
    assert_eq!(alts(&pnf, "if_stmt"), expected);
    let stmt_star = sym(&pnf, "stmt_star");
    assert_eq!(pnf.rule(stmt_star), Some(&PnfRule::Star(sym(&pnf, "stmt"))));
    assert_eq!(alts(&pnf, "compound_stmt"), vec![vec![sym(&pnf, "'{'"), stmt_star, sym(&pnf, "'}'")]]);
    assert_eq!(alts(&pnf, "stmt").len(), 4);
    // The statement language itself, from `stmt`.
    cfg.start = cfg.rule_by_name("stmt").unwrap();
    let from_stmt = normalize_ok(&cfg);
    assert_equivalent(&cfg, &from_stmt, 9);
}

#[test]
fn figure_2_subsume_relation() {
    let (_, pnf) = normalize_equivalent(FIGURE_2, 8);
    let an = analyze(&pnf);
    let s = |n: &str| sym(&pnf, n);
    assert!(an.subsumes(s("stmt"), s("stmt")));
    assert!(an.subsumes(s("stmt"), s("if_stmt")));
    assert!(an.subsumes(s("stmt"), s("compound_stmt")));
    assert!(an.subsumes(s("stmt_star"), s("stmt")));
    assert!(an.subsumes(s("stmt_star"), s("if_stmt")), "transitive through stmt");
    assert!(an.subsumes(s("if_cond_plus"), s("if_cond")));
    assert!(!an.subsumes(s("compound_stmt"), s("stmt")), "braces do not vanish");
    assert!(!an.subsumes(s("if_stmt"), s("stmt")));
    assert!(!an.subsumes(s("func_def"), s("compound_stmt")));
    assert_eq!(an.shape(s("stmt_star")), Shape::Star);
    assert_eq!(an.shape(s("if_cond_plus")), Shape::Plus);
    assert_eq!(an.shape(s("stmt")), Shape::Regular);
    assert_eq!(an.shape(s("expr")), Shape::Token);
    assert_eq!(an.subsumes.rows().count(), pnf.symbols.len());
}

#[test]
fn figure_4_subsume_relation() {
    let (_, pnf) = normalize_equivalent(FIGURE_4A, 6);
    let an = analyze(&pnf);
    let (a, b, d) = (sym(&pnf, "A"), sym(&pnf, "B"), sym(&pnf, "d"));
    assert!(an.subsumes(a, d), "A ::= ... | d");
    assert!(!an.subsumes(a, b), "c after B does not vanish");
    assert!(an.subsumes(b, d), "B ::= d d? G*: the rest vanishes");
    let plus = alts(&pnf, "B").into_iter().find(|alt| alt.len() == 1).unwrap()[0];
    let PnfRule::Plus(g) = pnf.rule(plus).cloned().unwrap() else { panic!() };
    assert!(an.subsumes(b, plus) && an.subsumes(b, g), "B =>* G+ =>* G");
    assert!(!an.subsumes(g, b));
    assert!(an
        .nullable
        .iter()
        .enumerate()
        .all(|(i, &n)| n == matches!(pnf.symbols[i].rule, Some(PnfRule::Star(_) | PnfRule::Optional(_)))));
}

#[test]
fn left_recursive_list_becomes_plus() {
    let (_, pnf) = normalize_equivalent(&[("prog", "list ';'"), ("list", "item | list item")], 8);
    assert_eq!(rule(&pnf, "list"), PnfRule::Plus(sym(&pnf, "item")));
}

#[test]
fn right_recursive_tail_becomes_plus() {
    let (_, pnf) = normalize_equivalent(&[("prog", "'(' tail ')'"), ("tail", "x tail | x")], 8);
    assert_eq!(rule(&pnf, "tail"), PnfRule::Plus(sym(&pnf, "x")));
}

#[test]
fn nullable_left_recursive_list_becomes_star() {
    let (_, pnf) = normalize_equivalent(&[("prog", "list ';'"), ("list", "list item | ")], 8);
    assert_eq!(rule(&pnf, "list"), PnfRule::Star(sym(&pnf, "item")));
    assert_eq!(alts(&pnf, "prog"), vec![vec![sym(&pnf, "list"), sym(&pnf, "';'")]]);
}

#[test]
fn antlr_expression_rule_becomes_a_flat_chain() {
    // Not Algorithm 1's `INT ('*' e | '+' e)*` (ambiguous: the right operand is an `e`
    // again) but the same language as one flat, unambiguous chain (normalize/operators.rs).
    let (_, pnf) = normalize_equivalent(&[("e", "e '*' e | e '+' e | INT")], 7);
    let e_alts = alts(&pnf, "e");
    assert_eq!(e_alts.len(), 1);
    assert_eq!(e_alts[0][0], sym(&pnf, "INT"));
    let PnfRule::Star(u2) = pnf.rule(e_alts[0][1]).cloned().unwrap() else { panic!("{}", pnf.display()) };
    let int = sym(&pnf, "INT");
    assert_eq!(
        pnf.rule(u2),
        Some(&PnfRule::Regular(vec![vec![sym(&pnf, "'*'"), int], vec![sym(&pnf, "'+'"), int]])),
        "{}",
        pnf.display()
    );
}

#[test]
fn antlr_operator_rule_with_prefix_suffix_and_ternary_keeps_its_language() {
    let (_, pnf) =
        normalize_equivalent(&[("s", "e ';'"), ("e", "e '?' e ':' e | e '+' e | '-' e | e '!' | '(' e ')' | INT")], 9);
    // One alternative: the first operand, then a list of operator groups.
    assert_eq!(alts(&pnf, "e").len(), 1, "{}", pnf.display());
}

#[test]
fn optional_introduced_for_alternatives_differing_by_one_part() {
    let (_, pnf) = normalize_equivalent(
        &[("if_stmt", "'if' c s | 'if' c s 'else' s"), ("c", "'(' x ')'"), ("s", "x ';' | if_stmt")],
        9,
    );
    let if_alts = alts(&pnf, "if_stmt");
    assert_eq!(if_alts.len(), 1, "{}", pnf.display());
    let last = *if_alts[0].last().unwrap();
    let PnfRule::Optional(g) = pnf.rule(last).cloned().unwrap() else { panic!("{}", pnf.display()) };
    assert_eq!(pnf.rule(g), Some(&PnfRule::Regular(vec![vec![sym(&pnf, "'else'"), sym(&pnf, "s")]])));
}
