//! Pairwise program reduction (issue 14): each reducer of Algorithm 1 on a small pair
//! where only it can make the next step (shown by running PPR with and without it),
//! DD, and the in-process API's errors. In-process properties on JSON.

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::pair::{diff_tokens, reduce_pair, PairAlgorithm, PairError, PairOptions, PairReduced};
use reducers::json::Json;

fn has(c: &[u8], needle: &str) -> bool {
    let squeezed: Vec<u8> = c.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect();
    squeezed.windows(needle.len()).any(|w| w == needle.as_bytes())
}

fn run(seed: &str, variant: &str, ps: &str, pv: &str, skip: &[&str]) -> PairReduced {
    let (ps, pv) = (ps.to_string(), pv.to_string());
    let seed_prop = FnProperty(move |c: &[u8]| has(c, &ps));
    let variant_prop = FnProperty(move |c: &[u8]| has(c, &pv));
    let options = PairOptions { skip: skip.iter().map(|s| s.to_string()).collect(), ..PairOptions::default() };
    reduce_pair::<Json>(seed.as_bytes(), variant.as_bytes(), &seed_prop, &variant_prop, &options).expect("reduces")
}

fn tokens(b: &[u8]) -> usize {
    Json::tables().lex(b).expect("lexes").parser_len()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// MinLdiff: the variant also inserts a member the bug does not need. The tree diff
/// sees an inserted member, and Perses started inside it cannot delete the member
/// itself; MinCommonality keeps every difference; only ddmin over the token hunks
/// reverts the insertion.
#[test]
fn min_ldiff_reverts_an_irrelevant_insertion() {
    let seed = r#"{"a": 1, "b": [1, 2], "c": true}"#;
    let variant = r#"{"a": 1, "x": 3, "b": [1, 2], "y": 4, "c": true}"#;
    let full = run(seed, variant, r#""a":1"#, r#""y":4"#, &[]);
    let without = run(seed, variant, r#""a":1"#, r#""y":4"#, &["min-ldiff"]);
    assert!(!has(&full.variant, "\"x\""), "{}", text(&full.variant));
    assert!(has(&without.variant, "\"x\""), "{}", text(&without.variant));
    assert!(full.stats.diff_tokens.1 < without.stats.diff_tokens.1);
    // Both halves keep their properties; the difference is the `"y": 4` member only.
    assert!(has(&full.seed, r#""a":1"#) && has(&full.variant, r#""y":4"#));
    assert_eq!(full.stats.diff_tokens.1, 4, "{} / {}", text(&full.seed), text(&full.variant));
}

/// MinTdiff: the variant inserts one large member of which the bug needs a small part.
/// The whole insertion is one token hunk (MinLdiff can only keep or revert it) and
/// MinCommonality never touches the difference; Perses started at the inserted subtree
/// shrinks it.
#[test]
fn min_tdiff_shrinks_an_inserted_subtree() {
    let seed = r#"{"a": 1, "b": 2}"#;
    let variant = r#"{"a": 1, "y": [10, 20, {"z": 0, "w": [1, 2, 3]}, 30, "long string"], "b": 2}"#;
    let full = run(seed, variant, r#""a":1"#, r#""z":0"#, &[]);
    let without = run(seed, variant, r#""a":1"#, r#""z":0"#, &["min-tdiff"]);
    assert!(!has(&full.variant, "longstring") && !has(&full.variant, "\"w\""), "{}", text(&full.variant));
    assert!(has(&without.variant, "\"longstring\""), "{}", text(&without.variant));
    assert!(tokens(&full.variant) < tokens(&without.variant));
    assert!(full.stats.diff_tokens.1 < without.stats.diff_tokens.1);
}

/// MinCommonality: the difference is already one token; only reducing the common part
/// (the seed, with the difference re-applied to derive the variant) removes the rest.
#[test]
fn min_commonality_reduces_the_common_part() {
    let seed = r#"{"list": [1, 2, 3, 4], "obj": {"p": null, "q": false}, "k": 1}"#;
    let variant = r#"{"list": [1, 2, 3, 4], "obj": {"p": null, "q": false}, "k": 2}"#;
    let full = run(seed, variant, r#""k":1"#, r#""k":2"#, &[]);
    let without = run(seed, variant, r#""k":1"#, r#""k":2"#, &["min-commonality"]);
    assert_eq!(text(&full.seed).split_whitespace().collect::<String>(), r#"{"k":1}"#);
    assert_eq!(text(&full.variant).split_whitespace().collect::<String>(), r#"{"k":2}"#);
    assert_eq!(full.stats.diff_tokens.1, 2);
    assert!(tokens(&without.seed) > 20 && tokens(&without.variant) > 20, "{}", text(&without.seed));
}

/// DD isolates a 1-minimal difference but keeps the whole programs; PPR also shrinks them.
#[test]
fn dd_isolates_the_difference_only() {
    let seed = r#"{"a": [1, 2, 3], "b": 1, "c": 1, "d": 1}"#;
    let variant = r#"{"a": [1, 2, 3], "b": 2, "c": 2, "d": 2}"#;
    let prop_s = FnProperty(|c: &[u8]| has(c, r#""a":[1,2,3]"#) || has(c, r#""c":1"#));
    let prop_v = FnProperty(|c: &[u8]| has(c, r#""c":2"#));
    let dd = PairOptions { algorithm: PairAlgorithm::Dd, ..PairOptions::default() };
    let r = reduce_pair::<Json>(seed.as_bytes(), variant.as_bytes(), &prop_s, &prop_v, &dd).expect("dd");
    let d = diff_tokens(Json::tables(), &r.seed, &r.variant).expect("lexes");
    assert_eq!(d, 2, "{} / {}", text(&r.seed), text(&r.variant));
    assert!(has(&r.variant, r#""c":2"#) && has(&r.seed, r#""c":1"#));
    assert_eq!(tokens(&r.seed), tokens(seed.as_bytes()), "DD keeps the common part");
    let ppr = reduce_pair::<Json>(seed.as_bytes(), variant.as_bytes(), &prop_s, &prop_v, &PairOptions::default())
        .expect("ppr");
    assert!(tokens(&ppr.variant) < tokens(&r.variant));
}

#[test]
fn bad_pairs_are_errors() {
    let yes = FnProperty(|_: &[u8]| true);
    let no = FnProperty(|_: &[u8]| false);
    let o = PairOptions::default();
    let e = reduce_pair::<Json>(b"[1]", b"[1,", &yes, &yes, &o).unwrap_err();
    assert!(matches!(e, PairError::VariantSyntax(_)), "{e}");
    assert!(e.to_string().contains("the variant does not parse"), "{e}");
    let e = reduce_pair::<Json>(b"[1]", b"[ 1 ]", &yes, &yes, &o).unwrap_err();
    assert!(matches!(e, PairError::Identical), "{e}");
    let e = reduce_pair::<Json>(b"[1]", b"[2]", &no, &yes, &o).unwrap_err();
    assert!(matches!(e, PairError::Seed(_)), "{e}");
    assert!(e.to_string().contains("seed's property"), "{e}");
    let e = reduce_pair::<Json>(b"[1]", b"[2]", &yes, &no, &o).unwrap_err();
    assert!(matches!(e, PairError::Variant(_)), "{e}");
}
