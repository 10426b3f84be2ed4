//! Random small lexers over {a, b, c} (with non-greedy loops, fragments, priorities):
//! the generated DFA must lex exactly like the run-time thread simulator, which follows
//! ANTLR's `LexerATNSimulator` step by step with its own, independent code.

use crate::lexgen_support;

use lexgen_support::*;
use reducer_gen::lexgen::{build_lexer, LexGenOptions};
use reducer_runtime::lexer::{self as rt, LexOptions};

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn random_body(rng: &mut Rng, depth: u32, frags: usize) -> B {
    let leaf = depth == 0 || rng.below(3) == 0;
    if leaf {
        return match rng.below(6) {
            0 => lit(["a", "b", "c", "ab", "ca"][rng.below(5)]),
            1 => set(&[('a', 'b')]),
            2 => not(&[('a', 'a')]),
            3 if frags > 0 => r(&format!("F{}", rng.below(frags))),
            4 => any(),
            _ => lit(["a", "b", "c"][rng.below(3)]),
        };
    }
    let sub = |rng: &mut Rng| random_body(rng, depth - 1, frags);
    match rng.below(7) {
        0 | 1 => seq((0..2 + rng.below(2)).map(|_| sub(rng)).collect()),
        2 => alt((0..2 + rng.below(2)).map(|_| sub(rng)).collect()),
        3 => star(sub(rng)),
        4 => lazy_star(sub(rng)),
        5 => lazy_plus(sub(rng)),
        _ => opt(sub(rng)),
    }
}

#[test]
fn dfa_matches_thread_simulator_on_random_lexers() {
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let mut checked = 0;
    for _ in 0..400 {
        let mut spec = Spec::new();
        let frags = rng.below(3);
        for f in 0..frags {
            let body = random_body(&mut rng, 2, f);
            spec = spec.fragment(&format!("F{f}"), body);
        }
        for t in 0..1 + rng.below(4) {
            let body = random_body(&mut rng, 3, frags);
            // Half of the rules start with a fixed character so they cannot be empty.
            let body = if rng.below(2) == 0 { seq(vec![lit(["a", "b", "c"][rng.below(3)]), body]) } else { body };
            spec = spec.token(&format!("T{t}"), body);
        }
        let built = spec.build();
        let Ok(dfa) = build_lexer(&built, &LexGenOptions::default()) else { continue };
        let sim = build_lexer(&built, &LexGenOptions { fallback_all: true, ..LexGenOptions::default() }).unwrap();
        checked += 1;
        with_view(&dfa, |d| {
            with_view(&sim, |s| {
                for _ in 0..20 {
                    let len = 1 + rng.below(12);
                    let src: Vec<u8> = (0..len).map(|_| b"abc"[rng.below(3)]).collect();
                    let a = rt::lex_with(d, &src, LexOptions { recover: true }).unwrap();
                    let b = rt::lex_with(s, &src, LexOptions { recover: true }).unwrap();
                    assert_eq!(
                        a.tokens,
                        b.tokens,
                        "input {:?}, spec {:#?}",
                        String::from_utf8_lossy(&src),
                        built.rules
                    );
                }
            })
        });
    }
    println!("{checked} random lexers checked");
    assert!(checked > 50, "only {checked} random lexers were valid");
}
