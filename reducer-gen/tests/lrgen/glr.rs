//! GLR parsing with generated LALR(1) tables: context-free semantics, deterministic
//! choice on ambiguity, deep nesting, errors, and random sentences.

use crate::lrgen_util as util;

use reducer_gen::lrgen::{self, ACTION_ACCEPT, ACTION_MULTI, ACTION_REDUCE, ACTION_SHIFT};
use reducer_runtime::parser::tables as rt;
use util::{check_tree, random_sentence, Rng, G};

#[test]
fn action_encoding_matches_runtime() {
    assert_eq!(ACTION_SHIFT, rt::ACTION_SHIFT);
    assert_eq!(ACTION_REDUCE, rt::ACTION_REDUCE);
    assert_eq!(ACTION_ACCEPT, rt::ACTION_ACCEPT);
    assert_eq!(ACTION_MULTI, rt::ACTION_MULTI);
    assert_eq!(lrgen::ProdKind::StarAppend as u8, rt::prod_kind::STAR_APPEND);
    assert_eq!(lrgen::ProdKind::StartEmpty as u8, rt::prod_kind::START_EMPTY);
    assert_eq!(lrgen::ProdKind::Accept as u8, rt::prod_kind::ACCEPT);
}

#[test]
fn no_peg_prefix_capture() {
    let g = G::new(
        "S = X 'c'
         X = 'a' | 'a' 'b'",
    );
    assert_eq!(g.tree("a b c"), "(S (X#1 a b) c)");
    assert_eq!(g.tree("a c"), "(S (X a) c)");
    assert!(g.parse("a b").is_err());
}

#[test]
fn ambiguous_sum_is_deterministic_and_left_nested() {
    let g = G::new("E = E '+' E | 'n'");
    assert!(g.tables.stats.shift_reduce > 0);
    // Both trees have alternative 0 at the root; the first child's longer extent wins.
    let t = g.tree("n + n + n");
    assert_eq!(t, "(E (E (E#1 n) + (E#1 n)) + (E#1 n))");
    for _ in 0..3 {
        assert_eq!(g.tree("n + n + n"), t);
    }
    // A long chain: the stack graph keeps versions bounded (no cap hit).
    let long = vec!["n"; 80].join(" + ");
    let p = g.parse(&long).unwrap();
    assert!(!p.stats.cap_hit, "{:?}", p.stats);
    assert!(p.stats.ambiguities > 0);
    check_tree(&g.pnf, &p.tree, &g.tokens(&long));
    // Left-nested all the way: depth = 80 E levels + leaf.
    assert_eq!(p.tree.depth(), 81);
}

#[test]
fn dangling_else_binds_to_inner_if() {
    let g = G::new("S = 'if' 'c' S | 'if' 'c' S 'else' S | 's'");
    assert_eq!(g.tree("if c if c s else s"), "(S (if) c (S#1 if c (S#2 s) else (S#2 s)))".replace("(if)", "if"));
    // With the alternatives swapped, the outer if takes the else.
    let g = G::new("S = 'if' 'c' S 'else' S | 'if' 'c' S | 's'");
    assert_eq!(g.tree("if c if c s else s"), "(S if c (S#1 if c (S#2 s)) else (S#2 s))");
}

#[test]
fn declaration_or_expression_prefers_earlier_alternative() {
    let decl_first = "P = St+
         St = D | X
         D = 'id' R ';'
         R = '*' R | 'id'
         X = Ex ';'
         Ex = Ex '*' Ex | 'id'";
    let g = G::new(decl_first);
    assert_eq!(g.tree("id * id ;"), "(P (St (D id (R * (R#1 id)) ;)))");
    // Unbounded lookahead: the decision is only possible at `;`, after many `*`.
    let t = g.tree("id * * * * * * id ; id * id * id ;");
    assert!(t.starts_with("(P (St (D id"), "{t}");
    assert!(t.contains("(St#1 (X"), "{t}");
    let expr_first = decl_first.replace("St = D | X", "St = X | D");
    let g = G::new(&expr_first);
    assert_eq!(g.tree("id * id ;"), "(P (St (X (Ex (Ex#1 id) * (Ex#1 id)) ;)))");
}

#[test]
fn greedy_star() {
    let g = G::new(
        "S = As Ao
         As = 'a'*
         Ao = 'a'?",
    );
    assert_eq!(g.tree("a a"), "(S (As a a) (Ao))");
    assert_eq!(g.tree(""), "(S (As) (Ao))");
    let g = G::new(
        "S = As Bs Cs 'x'
         As = 'a'*
         Bs = 'a'*
         Cs = 'a'*",
    );
    assert_eq!(g.tree("a a a x"), "(S (As a a a) (Bs) (Cs) x)");
}

#[test]
fn plus_and_star_are_flat() {
    let g = G::new(
        "S = L ';'
         L = I+
         I = 'a' | 'b'",
    );
    assert_eq!(g.tree("a b a ;"), "(S (L (I a) (I#1 b) (I a)) ;)");
}

#[test]
fn nullable_heavy_grammars() {
    // A star of a nullable element, optional stars, nullable prefixes and suffixes.
    let g = G::new(
        "S = A B C 'x' D
         A = Y*
         Y = Z?
         Z = 'z'
         B = 'b'?
         C = W*
         W = B V
         V = 'v'*
         D = 'd'*",
    );
    for s in ["x", "z x", "z z b x d", "b v v x", "z b b v x d d", "v v v x"] {
        let toks = g.tokens(s);
        let p = g.parse_kinds(&toks).unwrap_or_else(|e| panic!("{s}: {e}"));
        check_tree(&g.pnf, &p.tree, &toks);
    }
    // Hidden left recursion through a nullable prefix.
    let g = G::new(
        "S = N S 'a' | 'b'
         N = 'n'?",
    );
    for s in ["b", "b a", "b a a a", "n b a", "n n b a a"] {
        let toks = g.tokens(s);
        let p = g.parse_kinds(&toks).unwrap_or_else(|e| panic!("{s}: {e}"));
        check_tree(&g.pnf, &p.tree, &toks);
    }
}

#[test]
fn start_accepts_empty() {
    let g = G::with_empty("S = 'a' S 'b' | 'a' 'b'", true);
    assert_eq!(g.tree(""), "(S#-1)");
    // The ε alternative is an alternative of the start rule like any other (it is the
    // last one), so inside `a S b` the start symbol may be empty too.
    assert_eq!(g.tree("a b"), "(S a (S#-1) b)");
    assert_eq!(g.tree("a a b b"), "(S a (S a (S#-1) b) b)");
    let g = G::new("S = 'a' S 'b' | 'a' 'b'");
    let e = g.parse("").unwrap_err();
    assert_eq!(e.token_index, 0);
    assert_eq!(e.expected, g.tokens("a"));
}

#[test]
fn syntax_errors_report_position_and_expected_tokens() {
    let g = G::new(
        "S = St+
         St = 'id' '=' E ';' | 'print' E ';'
         E = T Ts
         Ts = P*
         P = '+' T
         T = 'id' | 'num' | '(' E ')'",
    );
    let e = g.parse("id = num + ;").unwrap_err();
    assert_eq!(e.token_index, 4);
    assert_eq!(e.found, g.tokens(";")[0]);
    assert_eq!(e.expected, g.tokens("id num ("));
    let e = g.parse("print ( id").unwrap_err();
    assert_eq!(e.token_index, 3);
    assert_eq!(e.found, 0);
    assert_eq!(e.expected, g.tokens("+ )"));
    assert!(!e.cap_hit);
}

#[test]
fn version_cap_is_reported() {
    // After `a x` two versions live (A and B readings) in different states.
    let g = G::new(
        "S = A 'x' 'y' | B 'x' 'z'
         A = 'a'
         B = 'a'",
    );
    let p = g.parse("a x z").unwrap();
    assert_eq!(p.stats.max_versions, 2);
    assert!(!p.stats.cap_hit);
    let toks = g.tokens("a x z");
    match reducer_runtime::parser::parse_with_cap(&util::view(&g.tables), &toks, 1) {
        Ok(p) => assert!(p.stats.cap_hit),
        Err(e) => assert!(e.cap_hit),
    }
}

const JSONISH: &str = "V = '[' Vs ']' | 'num'
     Vs = V*";
const EXPR: &str = "E = T Ps
     Ps = P*
     P = '+' T
     T = '(' E ')' | 'n'";
const AMBIG_EXPR: &str = "E = E '+' E | '(' E ')' | 'n'";

fn deep(g: &G, open: &str, mid: &str, close: &str, n: usize) {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(open);
        s.push(' ');
    }
    s.push_str(mid);
    for _ in 0..n {
        s.push(' ');
        s.push_str(close);
    }
    let toks = g.tokens(&s);
    let p = g.parse_kinds(&toks).expect("deep input parses");
    assert_eq!(p.tree.leaves(p.tree.root).len(), toks.len());
    assert!(p.tree.depth() > n);
    drop(p);
}

#[test]
fn deep_nesting_with_small_stack() {
    let grammars = [G::new(JSONISH), G::new(EXPR), G::new(AMBIG_EXPR)];
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            deep(&grammars[0], "[", "num", "]", 100_000);
            deep(&grammars[1], "(", "n", ")", 100_000);
            deep(&grammars[2], "(", "n + n", ")", 100_000);
        })
        .unwrap()
        .join()
        .expect("parsing deep input in a 256 KiB thread");
}

#[test]
fn random_sentences_parse_to_their_tokens() {
    let grammars = [
        G::new(JSONISH),
        G::new(EXPR),
        G::new(AMBIG_EXPR),
        G::new("S = 'if' 'c' S | 'if' 'c' S 'else' S | 's' | '{' B '}'\n B = S*"),
        G::new("S = X 'c' | X 'b' 'c' | Y\n X = 'a' | 'a' 'b'\n Y = O O O\n O = 'a'?"),
        G::with_empty("S = A B A 'x' | Cs\n Cs = C+\n A = 'a'*\n B = 'b'?\n C = 'a' | 'a' 'a' | 'b'", true),
        G::new(
            "P = St+\n St = D | X\n D = 'id' R ';'\n R = '*' R | 'id'\n X = Ex ';'\n Ex = Ex '*' Ex | 'id' | '(' Ex ')'",
        ),
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for g in &grammars {
        for i in 0..150 {
            let toks = random_sentence(&g.pnf, &mut rng, 2 + i % 7);
            let p = g.parse_kinds(&toks).unwrap_or_else(|e| panic!("{:?} rejected: {e}\n{}", toks, g.pnf.display()));
            check_tree(&g.pnf, &p.tree, &toks);
            let again = g.parse_kinds(&toks).unwrap();
            assert_eq!(again.tree, p.tree, "same input, same tree");
        }
    }
}
