//! The LALR(1) table builder on its own: lookahead precision, conflict counts, errors.

use crate::lrgen_util as util;

use reducer_gen::lrgen::{self, ProdKind, ACTION_ACCEPT, ACTION_REDUCE, ACTION_SHIFT, ACTION_TAG};
use reducer_gen::pnf::{PnfRule, SymbolId};
use util::{pnf, G};

#[test]
fn lalr_but_not_slr_grammar_has_no_conflicts() {
    // The assignment grammar: SLR(1) has a shift/reduce conflict on `=`, LALR(1) none.
    let g = G::new(
        "S = L '=' R | R
         L = '*' R | 'id'
         R = L",
    );
    assert_eq!(g.tables.stats.shift_reduce, 0);
    assert_eq!(g.tables.stats.reduce_reduce, 0);
    assert_eq!(g.tables.stats.conflict_states, 0);
    assert!(g.parse("* id = * * id").is_ok());
}

#[test]
fn lr1_but_not_lalr_grammar_has_a_reduce_reduce_conflict() {
    let g = G::new(
        "S = 'a' E 'c' | 'a' F 'd' | 'b' F 'c' | 'b' E 'd'
         E = 'e'
         F = 'e'",
    );
    assert!(g.tables.stats.reduce_reduce > 0);
    // The GLR driver still parses every sentence and picks the right reduction.
    assert_eq!(g.tree("a e c"), "(S a (E e) c)");
    assert_eq!(g.tree("b e c"), "(S#2 b (F e) c)");
}

#[test]
fn productions_follow_the_pnf_shapes() {
    let p = pnf(
        "S = A B C | 'x'
         A = 'a'*
         B = 'b'+
         C = 'c'?",
        true,
    );
    // Without ε-elimination: one or two productions per PNF rule, in rule order.
    let options = lrgen::TableOptions { eliminate_empty_quantifiers: false };
    let t = lrgen::build_tables_with(&p, &options).unwrap();
    let kinds: Vec<ProdKind> = t.productions.iter().map(|p| p.kind).collect();
    use ProdKind::*;
    assert_eq!(
        kinds,
        vec![Accept, Regular, Regular, StartEmpty, StarEmpty, StarAppend, PlusFirst, PlusAppend, OptNone, OptSome]
    );
    assert_eq!(t.production_text(&p, 5), "A -> A 'a'");
    assert_eq!(t.production_text(&p, 3), "S -> ε");
    assert_eq!(t.productions[3].alt, lrgen::EMPTY_ALT);
    assert!(t.inserts.is_empty());
    check_start_and_rows(&p, &t);
    // With it (the default): `A B C` has four variants (the leading `A` and the final
    // `C` each present or left out, the full one first). `A` is parsed as a `+` list;
    // where `C` is present its child `'c'` is parsed directly and wrapped in a `C` node
    // by the optional's own `C -> 'c'` (so `C` keeps its productions, now unreachable).
    let t = lrgen::build_tables(&p).unwrap();
    let kinds: Vec<ProdKind> = t.productions.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        vec![
            Accept, Regular, Regular, Regular, Regular, Regular, StartEmpty, PlusFirst, StarAppend, PlusFirst,
            PlusAppend, OptNone, OptSome
        ]
    );
    let texts: Vec<String> = (1..6).map(|i| t.production_text(&p, i)).collect();
    assert_eq!(texts, ["S -> A B 'c'", "S -> B 'c'", "S -> A B", "S -> B", "S -> 'x'"]);
    let (a, c) = (p.by_name("A").unwrap().0, p.by_name("C").unwrap().0);
    let inserts: Vec<&[u32]> = (1..5).map(|i| &t.productions[i].inserts[..]).collect();
    assert_eq!(inserts, [&[][..], &[a][..], &[(2 << 16) | c][..], &[a, (2 << 16) | c][..]]);
    assert_eq!(t.production_text(&p, 12), "C -> 'c'");
    let wraps: Vec<&[u32]> = (1..5).map(|i| &t.productions[i].wraps[..]).collect();
    assert_eq!(wraps, [&[(2 << 16) | 12][..], &[(1 << 16) | 12][..], &[][..], &[][..]]);
    assert_eq!(t.production_text(&p, 7), "A -> 'a'");
    assert_eq!(t.prod_node, t.prod_lhs, "no twins: `A` occurs only where it is rewritten");
    check_start_and_rows(&p, &t);
    // A symbol also used in the middle of an alternative keeps its ε form there and
    // gets a twin.
    let p = pnf(
        "S = A 'b' | 'c' A 'd' 'e'
         A = 'a'*",
        false,
    );
    let t = lrgen::build_tables(&p).unwrap();
    let texts: Vec<String> = (0..t.productions.len()).map(|i| t.production_text(&p, i)).collect();
    assert_eq!(
        texts,
        [
            "S' -> S",
            "S -> A⁺ 'b'",
            "S -> 'b'",
            "S -> 'c' A 'd' 'e'",
            "A -> ε",
            "A -> A 'a'",
            "A⁺ -> 'a'",
            "A⁺ -> A⁺ 'a'"
        ]
    );
    let a = p.by_name("A").unwrap().0 as u16;
    assert_eq!(&t.prod_node[6..], [a, a]);
}

/// State 0 reduces `S -> ε` on EOF, the state after `S` accepts, and rows are sorted.
fn check_start_and_rows(p: &reducer_gen::pnf::Pnf, t: &lrgen::ParseTables) {
    let empty = t.productions.iter().position(|q| q.kind == ProdKind::StartEmpty).unwrap() as u32;
    assert_eq!(t.actions(0, 0), vec![ACTION_REDUCE | empty]);
    let s_state = (t.goto_index[0]..t.goto_index[1])
        .find(|&i| t.goto_symbols[i as usize] as u32 == p.start.0)
        .map(|i| t.goto_targets[i as usize])
        .unwrap();
    assert_eq!(t.packed_gotos.get(0, p.start.0), Some(s_state));
    assert_eq!(t.actions(s_state, 0), vec![ACTION_ACCEPT]);
    assert!(t.actions(0, 1).iter().all(|a| a & ACTION_TAG == ACTION_SHIFT || a & ACTION_TAG == ACTION_REDUCE));
    // Rows are sorted for binary search.
    for s in 0..t.num_states as usize {
        let row = &t.action_tokens[t.action_index[s] as usize..t.action_index[s + 1] as usize];
        assert!(row.windows(2).all(|w| w[0] < w[1]));
    }
    // The packed rows (what the runtime reads) hold exactly the same cells.
    for s in 0..t.num_states {
        let (lo, hi) = (t.action_index[s as usize], t.action_index[s as usize + 1]);
        for tok in 0..t.num_tokens {
            let want =
                (lo..hi).find(|&i| t.action_tokens[i as usize] as u32 == tok).map(|i| t.action_values[i as usize]);
            assert_eq!(t.packed_actions.get(s, tok), want);
        }
        let (lo, hi) = (t.goto_index[s as usize], t.goto_index[s as usize + 1]);
        for sym in 0..t.num_symbols + 1 {
            let want = (lo..hi).find(|&i| t.goto_symbols[i as usize] as u32 == sym).map(|i| t.goto_targets[i as usize]);
            assert_eq!(t.packed_gotos.get(s, sym), want);
        }
    }
}

#[test]
fn tables_are_deterministic() {
    let text = "S = E ';' | S S
                E = E '+' E | '(' E ')' | 'n' | L
                L = E*";
    let a = lrgen::build_tables(&pnf(text, false)).unwrap();
    let b = lrgen::build_tables(&pnf(text, false)).unwrap();
    assert_eq!(a.action_values, b.action_values);
    assert_eq!(a.conflict_actions, b.conflict_actions);
    assert_eq!(a.goto_targets, b.goto_targets);
}

#[test]
fn malformed_pnf_is_an_error_not_a_panic() {
    let mut p = pnf("S = 'a' 'b'", false);
    p.symbols[3].rule = Some(PnfRule::Regular(vec![vec![SymbolId(1), SymbolId(99)]]));
    let e = lrgen::build_tables(&p).unwrap_err();
    assert!(e.0.contains("does not exist"), "{e}");
    let mut p = pnf("S = 'a' 'b'", false);
    p.symbols[3].rule = Some(PnfRule::Star(SymbolId(0)));
    assert!(lrgen::build_tables(&p).unwrap_err().0.contains("EOF"));
    let mut p = pnf("S = 'a' 'b'", false);
    p.start = SymbolId(1);
    assert!(lrgen::build_tables(&p).is_err());
}
