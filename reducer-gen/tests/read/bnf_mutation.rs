//! No-panic test: thousands of deterministic pseudo-random byte mutations of the BNF
//! fixtures must each give a grammar or error diagnostics with in-range spans.

use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::read::bnf;

/// splitmix64: small, deterministic, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Bytes that matter to the dialect, so mutations hit interesting paths often.
const INTERESTING: &[u8] = b"<>:=|()?*+;'\"/\\%#{}[]^$.-ux0aZ_ \n\xce\xb5";

fn mutate(rng: &mut Rng, base: &[u8]) -> Vec<u8> {
    let mut bytes = base.to_vec();
    for _ in 0..1 + rng.below(4) {
        let pos = rng.below(bytes.len() + 1);
        let byte = if rng.below(4) == 0 { rng.next() as u8 } else { INTERESTING[rng.below(INTERESTING.len())] };
        match rng.below(4) {
            0 if pos < bytes.len() => bytes[pos] = byte,
            1 => bytes.insert(pos, byte),
            2 if pos < bytes.len() => {
                bytes.remove(pos);
            }
            _ => {
                // Duplicate or drop a chunk, to move whole tokens around.
                let len = rng.below(12).min(bytes.len() - pos.min(bytes.len()));
                let chunk: Vec<u8> = bytes[pos.min(bytes.len())..pos.min(bytes.len()) + len].to_vec();
                if rng.below(2) == 0 {
                    bytes.splice(pos..pos, chunk);
                } else {
                    bytes.drain(pos..pos + len);
                }
            }
        }
    }
    bytes
}

#[test]
fn mutated_fixtures_never_panic() {
    let dir = format!("{}/tests/fixtures/bnf", env!("CARGO_MANIFEST_DIR"));
    let mut rng = Rng(0x05ee_db0f);
    let mut accepted = 0;
    let mut rejected = 0;
    for name in ["fig2_toy_c.bnf", "fig4.bnf", "features.bnf"] {
        let base = std::fs::read(format!("{dir}/{name}")).unwrap();
        for _ in 0..1500 {
            let text = String::from_utf8_lossy(&mutate(&mut rng, &base)).into_owned();
            let mut map = SourceMap::new();
            let file = map.add(name, text.clone());
            let mut diags = Diagnostics::default();
            let result = bnf::parse(file, &text, &mut diags);
            assert_eq!(result.is_none(), diags.has_errors(), "{text}\n{}", diags.render(&map));
            for d in &diags.items {
                assert!(d.span.start <= d.span.end && d.span.end as usize <= text.len(), "{d:?}\n{text}");
            }
            // Rendering must not panic either.
            let _ = diags.render(&map);
            if result.is_some() {
                accepted += 1;
            } else {
                rejected += 1;
            }
        }
    }
    // Both outcomes must be exercised, or the mutations are not doing their job.
    assert!(accepted > 100 && rejected > 100, "accepted {accepted}, rejected {rejected}");
}
