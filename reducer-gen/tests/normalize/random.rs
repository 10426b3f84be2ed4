//! Random small EBNF grammars: normalization either reports an error diagnostic or
//! yields a valid PNF with the same sentences up to a length. Seeded, so reproducible.

use crate::normalize_util;

use normalize_util::*;
use reducer_gen::diag::Diagnostics;
use reducer_gen::normalize::{check_pnf, normalize, Limits};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Enough cases to exercise every pass; the whole test stays within seconds.
const CASES: usize = 40;
/// Sentence length compared exhaustively (the enumeration is exponential in it).
const MAX_LEN: usize = 4;

const NAMES: [&str; 4] = ["s", "a", "b", "c"];
const TOKENS: [&str; 3] = ["x", "y", "z"];

fn element(rng: &mut Rng, depth: usize) -> String {
    let atom = match rng.below(if depth > 1 { 2 } else { 3 }) {
        0 => NAMES[rng.below(NAMES.len())].to_string(),
        1 => TOKENS[rng.below(TOKENS.len())].to_string(),
        _ => format!("({})", body(rng, depth + 1)),
    };
    let q = ["", "", "", "*", "+", "?"][rng.below(6)];
    format!("{atom}{q}")
}

fn body(rng: &mut Rng, depth: usize) -> String {
    let alts = 1 + rng.below(3);
    (0..alts)
        .map(|_| (0..rng.below(4)).map(|_| element(rng, depth)).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn random_grammars_normalize_to_equivalent_pnf() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut normalized = 0;
    for case in 0..CASES {
        let bodies: Vec<String> = NAMES.iter().map(|_| body(&mut rng, 0)).collect();
        let rules: Vec<(&str, &str)> = NAMES.iter().zip(&bodies).map(|(n, b)| (*n, b.as_str())).collect();
        let cfg = grammar(&rules);
        let mut diags = Diagnostics::default();
        match normalize(&cfg, &Limits::default(), &mut diags) {
            Some(pnf) => {
                assert!(!diags.has_errors());
                if let Err(e) = check_pnf(&pnf) {
                    panic!("case {case} {rules:?}: {e:?}\n{}", pnf.display());
                }
                assert_equivalent(&cfg, &pnf, MAX_LEN);
                normalized += 1;
            }
            None => assert!(diags.has_errors(), "case {case}: None without an error"),
        }
    }
    assert!(normalized > CASES / 2, "only {normalized} grammars normalized");
}
