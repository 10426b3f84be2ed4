//! Parsing `*`/`?` without ε-productions (`lrgen::bnf::eliminate_empty_quantifiers`):
//! fewer conflicts, and exactly the trees (and accept/reject answers) the plain BNF view
//! gives, on hand-written ambiguous grammars and on random sentences of the shipped
//! grammars.

use crate::lrgen_util as util;

use std::path::Path;

use reducer_gen::lrgen::{self, TableOptions};
use reducer_gen::pnf::Pnf;
use reducer_gen::{compile_file, Options};
use reducer_runtime::parser;
use util::{check_tree, pnf, random_sentence, view, Rng};

/// The same grammar with and without ε-elimination.
struct Both {
    pnf: Pnf,
    eliminated: lrgen::ParseTables,
    plain: lrgen::ParseTables,
}

impl Both {
    fn new(pnf: Pnf) -> Both {
        let eliminated = lrgen::build_tables(&pnf).expect("tables");
        let plain =
            lrgen::build_tables_with(&pnf, &TableOptions { eliminate_empty_quantifiers: false }).expect("tables");
        Both { pnf, eliminated, plain }
    }

    fn from_text(text: &str) -> Both {
        Both::new(pnf(text, false))
    }

    fn sexpr(&self, tree: &reducer_runtime::tree::Tree) -> String {
        tree.to_sexpr(&|k| self.pnf.symbols[k as usize].name.trim_matches('\'').to_string())
    }

    /// Parses with both tables; asserts they agree and returns the tree (None: rejected).
    fn agree(&self, tokens: &[u16]) -> Option<String> {
        let a = parser::parse(&view(&self.eliminated), tokens);
        let b = parser::parse(&view(&self.plain), tokens);
        match (a, b) {
            (Ok(a), Ok(b)) => {
                check_tree(&self.pnf, &a.tree, tokens);
                let (ta, tb) = (self.sexpr(&a.tree), self.sexpr(&b.tree));
                assert_eq!(ta, tb, "trees differ on {tokens:?}");
                // Spans of empty nodes too: the trees are equal node for node.
                assert_eq!(a.tree.leaves(a.tree.root), b.tree.leaves(b.tree.root));
                let spans = |t: &reducer_runtime::tree::Tree| {
                    t.preorder(t.root).map(|id| (t.node(id).first_token, t.node(id).token_count)).collect::<Vec<_>>()
                };
                assert_eq!(spans(&a.tree), spans(&b.tree), "spans differ on {tokens:?}");
                Some(ta)
            }
            (Err(a), Err(b)) => {
                assert_eq!(a.token_index, b.token_index, "errors at different tokens on {tokens:?}");
                // The expected tokens are those the versions alive at the error could take;
                // which versions those are depends on the tables (reductions made on the
                // offending token before the error shows), so the sets may differ. Each
                // one must be right: every token it names continues the prefix.
                let at = a.token_index as usize;
                assert!(!a.expected.is_empty(), "no expected tokens at {at} on {tokens:?}");
                for &c in &a.expected {
                    let mut probe = tokens[..at].to_vec();
                    if c == 0 {
                        continue;
                    }
                    probe.push(c);
                    let later = match parser::parse(&view(&self.plain), &probe) {
                        Ok(_) => true,
                        Err(e) => e.token_index as usize > at,
                    };
                    assert!(later, "token {c} is named as expected at {at} but cannot follow there: {tokens:?}");
                }
                None
            }
            (a, b) => panic!("one accepts, one rejects {tokens:?}: {:?} / {:?}", a.is_ok(), b.is_ok()),
        }
    }

    fn tokens(&self, sentence: &str) -> Vec<u16> {
        sentence
            .split_whitespace()
            .map(|w| self.pnf.by_name(&format!("'{w}'")).unwrap_or_else(|| panic!("no token {w}")).0 as u16)
            .collect()
    }

    fn tree(&self, sentence: &str) -> String {
        self.agree(&self.tokens(sentence)).unwrap_or_else(|| panic!("`{sentence}` rejected"))
    }

    /// Random sentences and copies with one token deleted, duplicated or swapped.
    fn fuzz(&self, seed: u64, count: usize, max_depth: usize) -> usize {
        let mut rng = Rng(seed);
        let mut accepted = 0;
        for i in 0..count {
            let toks = random_sentence(&self.pnf, &mut rng, 2 + i % max_depth);
            assert!(self.agree(&toks).is_some(), "a generated sentence is rejected: {toks:?}");
            accepted += 1;
            if toks.len() > 1 {
                let k = rng.below(toks.len());
                let mut m = toks.clone();
                match rng.below(3) {
                    0 => {
                        m.remove(k);
                    }
                    1 => m.insert(k, toks[k]),
                    _ => m.swap(k, (k + 1) % toks.len()),
                }
                accepted += self.agree(&m).is_some() as usize;
            }
        }
        accepted
    }
}

#[test]
fn left_out_lists_and_optionals_become_empty_nodes() {
    let g = Both::from_text(
        "S = C A B | 'x'
         A = 'a'*
         B = 'b'+
         C = 'c'?",
    );
    // Both leading symbols are rewritten: four variants of `C A B`.
    let variants = g.eliminated.productions.iter().filter(|p| p.lhs == g.pnf.start.0 && p.alt == 0).count();
    assert_eq!(variants, 4);
    assert_eq!(g.tree("b"), "(S (C) (A) (B b))");
    assert_eq!(g.tree("a a b"), "(S (C) (A a a) (B b))");
    assert_eq!(g.tree("c b b"), "(S (C c) (A) (B b b))");
    assert_eq!(g.tree("c a b"), "(S (C c) (A a) (B b))");
    assert!(g.agree(&g.tokens("a c b")).is_none());
    g.fuzz(5, 200, 5);
}

#[test]
fn prefix_lists_no_longer_conflict_before_their_first_token() {
    // C's casts after PNF: `(T)` prefixes before a unary expression that may itself
    // start with `(`. With ε-productions the parser must decide at the `(` whether the
    // (empty) cast list ends there.
    let g = Both::from_text(
        "E = Casts U
         Casts = Cast*
         Cast = 'open' 'T' 'close'
         U = Incs P
         Incs = '++'*
         P = 'open' E 'close' | 'n'",
    );
    assert!(g.plain.stats.shift_reduce > 0, "{:?}", g.plain.stats);
    assert_eq!(g.eliminated.stats.shift_reduce + g.eliminated.stats.reduce_reduce, 0, "{:?}", g.eliminated.stats);
    assert_eq!(
        g.tree("open T close open n close"),
        "(E (Casts (Cast open T close)) (U (Incs) (P open (E (Casts) (U (Incs) (P#1 n))) close)))"
    );
    let deep = "open ".repeat(5000) + "n" + &" close".repeat(5000);
    let toks = g.tokens(&deep);
    let p = parser::parse(&view(&g.eliminated), &toks).unwrap();
    assert_eq!(p.stats.gss_tokens, 0, "deterministic input stays in the plain loop");
    assert!(parser::parse(&view(&g.plain), &toks).unwrap().stats.gss_tokens > 0);
}

#[test]
fn present_optionals_are_wrapped_not_reduced() {
    // C's `declarationSpecifiers? declarator ... compoundStatement` next to
    // `declarationSpecifiers initDeclaratorList? ';'`: reducing the optional's node
    // before the name would commit to a function definition one token too early.
    let g = Both::from_text(
        "Ext = F | D
         F = O 'id' '{' '}'
         D = Specs 'id' ';'
         O = Specs?
         Specs = S+
         S = 'int' | 'static'",
    );
    assert!(g.plain.stats.shift_reduce + g.plain.stats.reduce_reduce > 0, "{:?}", g.plain.stats);
    assert_eq!(g.eliminated.stats.shift_reduce + g.eliminated.stats.reduce_reduce, 0, "{:?}", g.eliminated.stats);
    assert_eq!(g.tree("static int id { }"), "(Ext (F (O (Specs (S#1 static) (S int))) id { }))");
    assert_eq!(g.tree("id { }"), "(Ext (F (O) id { }))");
    assert_eq!(g.tree("int id ;"), "(Ext#1 (D (Specs (S int)) id ;))");
    for s in ["static int id { }", "int id ;"] {
        let p = parser::parse(&view(&g.eliminated), &g.tokens(s)).unwrap();
        assert_eq!(p.stats.gss_tokens, 0, "{s}: {:?}", p.stats);
    }
    g.fuzz(9, 200, 5);
}

#[test]
fn ambiguity_between_empty_and_nonempty_lists_resolves_as_before() {
    // Greedy: the earlier list takes everything; an optional before a list takes its
    // token; nested optionals and lists that can both be empty.
    let g = Both::from_text(
        "S = A B | O A 'z'
         A = 'a'*
         B = 'a'*
         O = 'a'?",
    );
    assert_eq!(g.tree("a a"), "(S (A a a) (B))");
    assert_eq!(g.tree("a a z"), "(S#1 (O a) (A a) z)");
    assert_eq!(g.tree("z"), "(S#1 (O) (A) z)");
    let g = Both::from_text(
        "S = P Q 'x' | Q P 'x'
         P = 'p'?
         Q = R*
         R = 'p' | 'q'",
    );
    assert_eq!(g.tree("p x"), "(S (P p) (Q) x)");
    assert_eq!(g.tree("q p x"), "(S (P) (Q (R#1 q) (R p)) x)");
    g.fuzz(7, 200, 6);
}

#[test]
fn hand_written_grammars_agree_on_random_and_mutated_sentences() {
    for text in [
        "S = E ';' | S S | L ';'
         E = E '+' E | '(' E ')' | 'n'
         L = E*",
        "S = 'if' 'c' S Else | 's' | B
         Else = ElsePart?
         ElsePart = 'else' S
         B = '{' Items '}'
         Items = S*",
        "S = X Y Z | Y Y
         X = 'a'?
         Y = 'a'*
         Z = W+
         W = 'a' | 'b' Y",
    ] {
        let g = Both::from_text(text);
        let accepted = g.fuzz(11, 300, 7);
        assert!(accepted >= 300, "{text}: {accepted}");
    }
}

fn shipped(name: &str, start: Option<&str>) -> Both {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../grammars").join(name);
    let options = Options { start: start.map(str::to_string), ..Options::default() };
    let c = compile_file(&path, &options).unwrap_or_else(|e| panic!("{name}: {e}"));
    Both::new(c.pnf)
}

#[test]
fn shipped_grammars_agree_on_random_and_mutated_sentences() {
    for (name, start, count) in
        [("c.g4", None, 150), ("json.g4", None, 300), ("smtlib2.g4", None, 300), ("minipy.g4", None, 300)]
    {
        let g = shipped(name, start);
        let (e, p) = (&g.eliminated.stats, &g.plain.stats);
        eprintln!(
            "{name}: conflict cells {} -> {}, states {} -> {}, productions {} -> {}",
            p.shift_reduce + p.reduce_reduce,
            e.shift_reduce + e.reduce_reduce,
            p.states,
            e.states,
            p.productions,
            e.productions
        );
        assert!(e.shift_reduce + e.reduce_reduce <= p.shift_reduce + p.reduce_reduce, "{name}");
        g.fuzz(3, count, 8);
    }
}
