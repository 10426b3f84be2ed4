//! Pairwise program reduction (issue 14): each reducer of Algorithm 1 on a small pair
//! where only it can make the next step (shown by running PPR with and without it),
//! DD, and the in-process API's errors. In-process properties on JSON.

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::pair::{
    changed_tokens, diff_tokens, reduce_pair, PairAlgorithm, PairError, PairOptions, PairReduced,
};
use reducers::c::C;
use reducers::json::Json;
use reducers::smtlib2::SmtLib2;

fn has(c: &[u8], needle: &str) -> bool {
    let squeezed: Vec<u8> = c.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect();
    squeezed.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// The reducers beyond the paper (the single-file schedule on each half).
const BEYOND: [&str; 3] = ["beyond-variant", "beyond-seed", "variant-alone"];

/// PPR as the paper gives it (Algorithm 1 only), without the reducers in `skip`.
fn run(seed: &str, variant: &str, ps: &str, pv: &str, skip: &[&str]) -> PairReduced {
    run_any(seed, variant, ps, &[pv], skip)
}

/// [`run`] where the variant's property holds when it has any of `pv`.
fn run_any(seed: &str, variant: &str, ps: &str, pv: &[&str], skip: &[&str]) -> PairReduced {
    let ps = ps.to_string();
    let pv: Vec<String> = pv.iter().map(|s| s.to_string()).collect();
    let seed_prop = FnProperty(move |c: &[u8]| has(c, &ps));
    let variant_prop = FnProperty(move |c: &[u8]| pv.iter().any(|p| has(c, p)));
    let skip = skip.iter().chain(&BEYOND).map(|s| s.to_string()).collect();
    let options = PairOptions { skip, ..PairOptions::default() };
    reduce_pair(Json::tables(), seed.as_bytes(), variant.as_bytes(), &seed_prop, &variant_prop, &options)
        .expect("reduces")
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

/// MinTdiff, largest subtree first (beyond the paper): the variant inserts two members
/// and either one alone gives it its property. Minimized in the diff's order, the
/// small `"k"` comes first and is emptied while `"l"` still holds the property, so the
/// larger `"l": {"m": [0]}` stays (10 diff tokens). Minimizing the larger first empties
/// `"l"` instead, and MinLdiff then reverts it: the difference is `, "k": [0]`.
#[test]
fn min_tdiff_keeps_the_smaller_of_two_sufficient_changes() {
    let seed = r#"{"a": 1, "b": 2}"#;
    let variant = r#"{"a": 1, "k": [0, 9], "b": 2, "l": {"m": [0, 9, 9, 9]}}"#;
    let r = run_any(seed, variant, r#""a":1"#, &[r#""k":[0"#, r#""l":{"m":[0"#], &[]);
    let (s, v) = (text(&r.seed), text(&r.variant));
    assert!(has(&r.variant, r#""k":[0]"#) && !has(&r.variant, r#""l""#), "{s} / {v}");
    assert_eq!(r.stats.diff_tokens.1, 6, "{s} / {v}");
}

/// The same for replacements, which MinTdiff undoes in the variant: undone in the
/// diff's order, the small `"k"` change goes first and the larger `"l"` one stays.
#[test]
fn min_tdiff_undoes_the_larger_of_two_sufficient_replacements() {
    let seed = r#"{"a": 1, "k": 0, "b": 2, "l": 0}"#;
    let variant = r#"{"a": 1, "k": [0], "b": 2, "l": {"m": [0, 9]}}"#;
    let r = run_any(seed, variant, r#""a":1"#, &[r#""k":[0"#, r#""l":{"m":[0"#], &[]);
    let (s, v) = (text(&r.seed), text(&r.variant));
    assert!(has(&r.variant, r#""k":[0]"#) && !has(&r.variant, r#"{"m""#), "{s} / {v}");
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
    let r = reduce_pair(Json::tables(), seed.as_bytes(), variant.as_bytes(), &prop_s, &prop_v, &dd).expect("dd");
    let d = diff_tokens(Json::tables(), &r.seed, &r.variant).expect("lexes");
    assert_eq!(d, 2, "{} / {}", text(&r.seed), text(&r.variant));
    assert!(has(&r.variant, r#""c":2"#) && has(&r.seed, r#""c":1"#));
    assert_eq!(tokens(&r.seed), tokens(seed.as_bytes()), "DD keeps the common part");
    let ppr =
        reduce_pair(Json::tables(), seed.as_bytes(), variant.as_bytes(), &prop_s, &prop_v, &PairOptions::default())
            .expect("ppr");
    assert!(tokens(&ppr.variant) < tokens(&r.variant));
}

#[test]
fn bad_pairs_are_errors() {
    let yes = FnProperty(|_: &[u8]| true);
    let no = FnProperty(|_: &[u8]| false);
    let o = PairOptions::default();
    let e = reduce_pair(Json::tables(), b"[1]", b"[1,", &yes, &yes, &o).unwrap_err();
    assert!(matches!(e, PairError::VariantSyntax(_)), "{e}");
    assert!(e.to_string().contains("the variant does not parse"), "{e}");
    let e = reduce_pair(Json::tables(), b"[1]", b"[ 1 ]", &yes, &yes, &o).unwrap_err();
    assert!(matches!(e, PairError::Identical), "{e}");
    let e = reduce_pair(Json::tables(), b"[1]", b"[2]", &no, &yes, &o).unwrap_err();
    assert!(matches!(e, PairError::Seed(_)), "{e}");
    assert!(e.to_string().contains("seed's property"), "{e}");
    let e = reduce_pair(Json::tables(), b"[1]", b"[2]", &yes, &no, &o).unwrap_err();
    assert!(matches!(e, PairError::Variant(_)), "{e}");
}

/// Compiles and runs `src` with gcc in a fresh directory; its stdout, or `None` when
/// compiling or running failed.
fn gcc_run(src: &[u8]) -> Option<String> {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!("pair-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
    std::fs::create_dir_all(&dir).ok()?;
    std::fs::write(dir.join("t.c"), src).ok()?;
    let compiled = std::process::Command::new("gcc")
        .args(["-w", "t.c", "-o", "t"])
        .current_dir(&dir)
        .output()
        .expect("gcc must be installed")
        .status
        .success();
    let out = compiled
        .then(|| std::process::Command::new(dir.join("t")).output().ok())
        .flatten()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn c_tokens(b: &[u8]) -> usize {
    C::tables().lex(b).expect("lexes").parser_len()
}

/// Beyond the paper: the variant adds `g() + ` in front of the printed `1` and the bug
/// needs a `+ 1` that still prints 1. The paper's reducers cannot drop the call while
/// keeping the `+` (Perses only deletes and lifts descendants), so the difference keeps
/// `g ( ) +` and both programs keep `g`'s definition; on the variant side the passes
/// beyond Perses get rid of the call (substitution by `0`, then the token phase leaves
/// a unary `+ 1`), after which `g` goes from both halves: the difference is one token.
#[test]
fn substitution_reaches_the_minimal_difference() {
    let seed = "int printf(const char *, ...);\nint g(void) { int k = 0; return k; }\n\
                int main(void) { printf(\"%d\", 1); return 0; }\n";
    let variant = "int printf(const char *, ...);\nint g(void) { int k = 0; return k; }\n\
                   int main(void) { printf(\"%d\", g() + 1); return 0; }\n";
    let prints_one = |c: &[u8]| gcc_run(c).is_some_and(|o| o == "1");
    let ps = FnProperty(move |c: &[u8]| !String::from_utf8_lossy(c).contains('+') && prints_one(c));
    let pv = FnProperty(move |c: &[u8]| String::from_utf8_lossy(c).contains("+ 1") && prints_one(c));
    let go = |skip: &[&str]| {
        let options =
            PairOptions { jobs: 2, skip: skip.iter().map(|s| s.to_string()).collect(), ..PairOptions::default() };
        reduce_pair(C::tables(), seed.as_bytes(), variant.as_bytes(), &ps, &pv, &options).expect("reduces")
    };
    let full = go(&[]);
    let paper = go(&BEYOND);
    let (s, v) = (text(&full.seed), text(&full.variant));
    assert!(prints_one(&full.seed) && prints_one(&full.variant), "{s} / {v}");
    assert!(!v.contains("g(") && !s.contains("g("), "the call and `g` are gone: {s} / {v}");
    let (removed, added) = changed_tokens(C::tables(), &full.seed, &full.variant).expect("lexes");
    assert!(removed.is_empty() && added == ["+"], "{removed:?} {added:?}: {s} / {v}");
    assert_eq!(full.stats.diff_tokens.1, 1);
    // The paper's reducers keep the call in the difference and `g` in both programs.
    assert!(text(&paper.variant).contains("g()"), "{}", text(&paper.variant));
    assert!(paper.stats.diff_tokens.1 > full.stats.diff_tokens.1);
    assert!(c_tokens(&full.variant) < c_tokens(&paper.variant) && c_tokens(&full.seed) < c_tokens(&paper.seed));
    assert!(full.stats.passes.keys().any(|k| k.starts_with("beyond-variant/substitute")), "{:?}", full.stats.passes);
}

/// Beyond the paper: a rename in the common part reaches the other half's unique
/// tokens, so canonicalizing does not grow the difference. The variant's extra member
/// repeats the seed's long key (its bug: two equal strings). With the single-file
/// schedule on the seed side only, T-Rec's rename of the key is accepted only if the
/// variant's copy follows it.
#[test]
fn renames_apply_to_both_halves() {
    let seed = r#"{"configuration": 1}"#;
    let variant = r#"{"configuration": 1, "x": "configuration"}"#;
    let ps = FnProperty(|c: &[u8]| has(c, ":1") && !has(c, ","));
    let pv = FnProperty(|c: &[u8]| {
        let t = String::from_utf8_lossy(c);
        let strings: Vec<&str> = t.split('"').skip(1).step_by(2).collect();
        has(c, ",") && strings.iter().enumerate().any(|(i, a)| strings.iter().skip(i + 1).any(|b| a == b))
    });
    let go = |skip: &[&str]| {
        let options = PairOptions { skip: skip.iter().map(|s| s.to_string()).collect(), ..PairOptions::default() };
        reduce_pair(Json::tables(), seed.as_bytes(), variant.as_bytes(), &ps, &pv, &options).expect("reduces")
    };
    let r = go(&["beyond-variant"]);
    let (s, v) = (text(&r.seed), text(&r.variant));
    assert!(!s.contains("configuration") && !v.contains("configuration"), "{s} / {v}");
    let paper = go(&BEYOND);
    assert!(text(&paper.seed).contains("configuration"), "{}", text(&paper.seed));
    assert!(r.stats.diff_tokens.1 <= paper.stats.diff_tokens.1, "{s} / {v}");
    assert!(r.stats.passes.keys().any(|k| k.starts_with("beyond-seed/trec")), "{:?}", r.stats.passes);
}

/// Beyond the paper (`variant-alone`): the seed needs an assertion the variant can do
/// without. Every reducer that edits both halves alike keeps `(assert ...)` in the
/// variant (deleting it from the seed breaks the seed), so the variant stays twice the
/// size of its own minimum; reducing the variant with the seed fixed removes it, which
/// the progress measure (seed + variant + diff tokens: 7 + 3 + 4 < 7 + 7 + 2) accepts.
#[test]
fn variant_alone_reaches_the_variants_own_minimum() {
    let seed = "(declare-fun x () Int)\n(assert (> x 1))\n(assert false)\n(check-sat)\n";
    let variant = "(declare-fun x () Int)\n(assert (> x 1))\n(assert true)\n(check-sat)\n";
    let ps = FnProperty(|c: &[u8]| has(c, "(assertfalse)") && has(c, "(check-sat)"));
    let pv = FnProperty(|c: &[u8]| has(c, "(check-sat)") && !has(c, "false"));
    let go = |skip: &[&str]| {
        let options = PairOptions { skip: skip.iter().map(|s| s.to_string()).collect(), ..PairOptions::default() };
        reduce_pair(SmtLib2::tables(), seed.as_bytes(), variant.as_bytes(), &ps, &pv, &options).expect("reduces")
    };
    let smt_tokens = |b: &[u8]| SmtLib2::tables().lex(b).expect("lexes").parser_len();
    let full = go(&[]);
    let without = go(&["variant-alone"]);
    assert_eq!(text(&full.variant).trim(), "(check-sat)", "{}", text(&full.seed));
    assert!(has(&full.seed, "(assertfalse)"), "{}", text(&full.seed));
    assert_eq!(smt_tokens(&without.variant), 7, "{}", text(&without.variant));
    assert_eq!(without.stats.diff_tokens.1, 2);
    assert_eq!(full.stats.diff_tokens.1, 4);
}
