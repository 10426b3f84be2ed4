//! The `.g4` reader never panics: thousands of deterministic pseudo-random
//! mutations (byte deletions, insertions, swaps) of every fixture are parsed.

use reducer_gen::diag::{Diagnostics, FileId, SourceMap};
use reducer_gen::read::g4;

/// xorshift64*: small, deterministic, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Bytes that matter to the meta-syntax, so mutations hit interesting states.
const ALPHABET: &[u8] = b"'\"[]{}()<>\\-~|;:?*+#@=.,/ \nuxpP{}0aZ_\xce\xb1";

fn mutate(rng: &mut Rng, src: &[u8]) -> Vec<u8> {
    let mut out = src.to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = out.len();
        match rng.below(4) {
            0 if len > 0 => {
                let at = rng.below(len);
                let n = 1 + rng.below(8.min(len - at));
                out.drain(at..at + n);
            }
            1 => {
                let at = rng.below(len + 1);
                out.insert(at, ALPHABET[rng.below(ALPHABET.len())]);
            }
            2 if len > 1 => {
                let (a, b) = (rng.below(len), rng.below(len));
                out.swap(a, b);
            }
            _ => {
                // Duplicate a slice: repeats brackets, quotes, whole rules.
                let at = rng.below(len + 1);
                let n = rng.below(16.min(len - at + 1));
                let piece = out[at..at + n].to_vec();
                let to = rng.below(out.len() + 1);
                out.splice(to..to, piece);
            }
        }
    }
    out
}

fn fixtures() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/g4");
    for dir in [root.clone(), root.join("big")] {
        let mut entries: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        entries.sort();
        for p in entries {
            if p.extension().is_some_and(|e| e == "g4") {
                out.push((p.display().to_string(), std::fs::read(&p).unwrap()));
            }
        }
    }
    out
}

#[test]
fn mutated_fixtures_never_panic() {
    // `G4_MUTATION_SCALE=20` searches longer (the default keeps `cargo test` fast).
    let scale: usize = std::env::var("G4_MUTATION_SCALE").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
    let seed = std::env::var("G4_MUTATION_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x9E37_79B9_7F4A_7C15);
    let mut rng = Rng(seed | 1);
    let mut parsed = 0;
    for (name, src) in fixtures() {
        let rounds = scale * if src.len() > 2000 { 60 } else { 300 };
        for _ in 0..rounds {
            let bytes = mutate(&mut rng, &src);
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let result = std::panic::catch_unwind(|| {
                let mut diags = Diagnostics::default();
                let g = g4::parse(FileId(0), &text, &mut diags);
                // Every diagnostic must render against the text it came from.
                let mut map = SourceMap::new();
                map.add("m.g4", text.clone());
                let _ = diags.render(&map);
                g.is_some() || diags.has_errors()
            });
            match result {
                Ok(sane) => assert!(sane, "{name}: no grammar and no error for:\n{text}"),
                Err(_) => panic!("{name}: reader panicked on:\n{text}"),
            }
            parsed += 1;
        }
    }
    assert!(parsed > 3000);
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let text = format!("grammar G;\nr : {}A{} ;\n", "(".repeat(100_000), ")".repeat(100_000));
    let mut diags = Diagnostics::default();
    assert!(g4::parse(FileId(0), &text, &mut diags).is_none());
    assert!(diags.items[0].message.contains("nested more than"), "{:?}", diags.items[0]);
    let text = format!("lexer grammar G;\nA : {}'a' ;\n", "~".repeat(100_000));
    let mut diags = Diagnostics::default();
    g4::parse(FileId(0), &text, &mut diags);
    assert!(diags.has_errors());
}
