//! Normalization of harder shapes: indirect recursion, nested EBNF groups, nullable
//! rules everywhere, growth limits, error reporting and determinism.

use crate::normalize_util;

use normalize_util::*;
use reducer_gen::diag::{Diagnostics, Severity};
use reducer_gen::normalize::{normalize, Limits};
use reducer_gen::pnf::{Pnf, PnfRule};

/// True when some regular rule reaches itself through first symbols of alternatives.
fn has_left_recursion(pnf: &Pnf) -> bool {
    let n = pnf.symbols.len();
    let first = |s: usize| -> Vec<usize> {
        match &pnf.symbols[s].rule {
            Some(PnfRule::Regular(alts)) => alts.iter().map(|a| a[0].0 as usize).collect(),
            _ => Vec::new(),
        }
    };
    (0..n).any(|root| {
        let mut seen = vec![false; n];
        let mut stack = first(root);
        while let Some(s) = stack.pop() {
            if s == root {
                return true;
            }
            if !seen[s] {
                seen[s] = true;
                stack.extend(first(s));
            }
        }
        false
    })
}

fn count_shapes(pnf: &Pnf) -> (usize, usize, usize) {
    let mut c = (0, 0, 0);
    for s in &pnf.symbols {
        match s.rule {
            Some(PnfRule::Star(_)) => c.0 += 1,
            Some(PnfRule::Plus(_)) => c.1 += 1,
            Some(PnfRule::Optional(_)) => c.2 += 1,
            _ => {}
        }
    }
    c
}

fn rhs_size(pnf: &Pnf) -> usize {
    pnf.symbols
        .iter()
        .map(|s| match &s.rule {
            Some(PnfRule::Regular(alts)) => alts.iter().map(Vec::len).sum(),
            Some(_) => 1,
            None => 0,
        })
        .sum()
}

#[test]
fn mutual_left_recursion_is_removed() {
    let (_, pnf) = normalize_equivalent(&[("a", "b 'x' | 'y'"), ("b", "a 'z' | 'w'")], 8);
    assert!(!has_left_recursion(&pnf), "{}", pnf.display());
    assert!(count_shapes(&pnf).0 >= 1, "a * rule for the (x z) loop\n{}", pnf.display());
}

#[test]
fn three_way_indirect_left_recursion_is_removed() {
    let (_, pnf) = normalize_equivalent(&[("a", "b 'x' | 'p'"), ("b", "c 'y' | 'q'"), ("c", "a 'z' | c 'w' | 'r'")], 8);
    assert!(!has_left_recursion(&pnf), "{}", pnf.display());
}

#[test]
fn left_recursion_hidden_behind_a_nullable_prefix_is_removed() {
    // `a` is nullable, so `b ::= a b 'x'` is `b ::= b 'x' | ...` after epsilon removal.
    let (_, pnf) = normalize_equivalent(&[("s", "b ';'"), ("b", "a b 'x' | 'y'"), ("a", "'k' | ")], 8);
    assert!(count_shapes(&pnf).0 + count_shapes(&pnf).1 >= 1, "{}", pnf.display());
}

#[test]
fn nested_ebnf_groups_become_auxiliary_rules() {
    let (_, pnf) = normalize_equivalent(&[("s", "('a' ('b' | 'c')* 'd')+ ('e' | 'f' 'g'?)?")], 8);
    let (stars, pluses, opts) = count_shapes(&pnf);
    assert!(stars >= 1 && pluses >= 1 && opts >= 1, "{}", pnf.display());
    assert!(pnf.by_name("s_group_1").is_some(), "{}", pnf.display());
}

#[test]
fn separated_list_keeps_its_star() {
    let (_, pnf) = normalize_equivalent(&[("args", "'(' (e (',' e)*)? ')'"), ("e", "x | '(' e ')'")], 9);
    assert_eq!(count_shapes(&pnf), (1, 0, 1), "{}", pnf.display());
}

#[test]
fn nullable_rule_used_in_many_places_does_not_blow_up() {
    let mut s_body = vec!["n"; 24].join(" ");
    s_body.push_str(" 'end'");
    let rules = [("s", s_body.as_str()), ("t", "n 'x' n n"), ("u", "n n n n n n n n n n n n"), ("n", "'a' | 'b' | ")];
    let (_, pnf) = normalize_equivalent(&[rules[0], rules[1], rules[2], rules[3]], 4);
    assert!(rhs_size(&pnf) < 200, "grammar grew to {} symbols\n{}", rhs_size(&pnf), pnf.display());
    // The all-nullable rule `u` is split by its first present symbol: 12 alternatives, not 2^12.
    let mut cfg = grammar(&[rules[2], rules[3]]);
    cfg.start = cfg.rule_by_name("u").unwrap();
    let pnf = normalize_ok(&cfg);
    assert!(pnf.start_accepts_empty);
    assert_equivalent(&cfg, &pnf, 5);
    assert!(rhs_size(&pnf) < 100, "{}", pnf.display());
}

fn exploding_grammar(k: usize) -> Vec<(String, String)> {
    // n1 ::= nk 'z' | 't' ; n_i ::= n_{i-1} 'a' | n_{i-1} 'b': substitution doubles per level.
    let mut rules = vec![("n1".to_string(), format!("n{k} 'z' | 't'"))];
    for i in 2..=k {
        rules.push((format!("n{i}"), format!("n{} 'a' | n{} 'b'", i - 1, i - 1)));
    }
    rules
}

#[test]
fn small_exploding_grammar_still_normalizes() {
    let rules = exploding_grammar(3);
    let refs: Vec<(&str, &str)> = rules.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let (_, pnf) = normalize_equivalent(&refs, 8);
    assert!(!has_left_recursion(&pnf), "{}", pnf.display());
}

#[test]
fn exploding_substitution_reports_the_limit() {
    let rules = exploding_grammar(16);
    let refs: Vec<(&str, &str)> = rules.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let cfg = grammar(&refs);
    let limits = Limits { max_symbols: 5_000, ..Limits::default() };
    let mut diags = Diagnostics::default();
    assert!(normalize(&cfg, &limits, &mut diags).is_none());
    assert_eq!(diags.items.len(), 1, "{:?}", diags.items);
    let d = &diags.items[0];
    assert_eq!(d.severity, Severity::Error);
    assert!(d.message.starts_with("normalizing rule `n"), "{}", d.message);
    assert!(d.message.contains("would grow the grammar past 5000 symbols (substituting rule `n"), "{}", d.message);
    assert!(d.message.contains("at the left end of its alternatives to remove left recursion"), "{}", d.message);
    assert!(d.message.ends_with("raise the limit with `Builder::limits`)"), "{}", d.message);
    let culprit = d.message.split('`').nth(1).unwrap();
    assert_eq!(d.span, cfg.rule(cfg.rule_by_name(culprit).unwrap()).span);
}

#[test]
fn unproductive_rule_is_an_error_naming_it() {
    let cfg = grammar(&[("s", "'a' | b"), ("b", "b 'x'"), ("unused", "unused 'y'")]);
    let mut diags = Diagnostics::default();
    assert!(normalize(&cfg, &Limits::default(), &mut diags).is_none());
    assert_eq!(diags.items.len(), 1, "only the reachable rule is reported: {:?}", diags.items);
    assert!(diags.items[0].message.contains("rule `b` derives no finite string"), "{}", diags.items[0].message);
    assert_eq!(diags.items[0].span, cfg.rule(cfg.rule_by_name("b").unwrap()).span);
}

#[test]
fn start_deriving_only_epsilon_is_an_error() {
    let cfg = grammar(&[("s", "e e"), ("e", "")]);
    let mut diags = Diagnostics::default();
    assert!(normalize(&cfg, &Limits::default(), &mut diags).is_none());
    assert!(diags.items[0].message.contains("start rule `s` derives only the empty string"));
}

#[test]
fn unreachable_rules_are_dropped_and_unit_rules_inlined() {
    let (_, pnf) = normalize_equivalent(&[("s", "a ';' | 'k'"), ("a", "b"), ("b", "'x' 'y'"), ("dead", "'q' 'r'")], 6);
    assert!(pnf.by_name("dead").is_none() && pnf.by_name("a").is_none());
    assert!(pnf.by_name("b").is_some(), "{}", pnf.display());
}

#[test]
fn single_token_start_is_kept_as_the_root() {
    let (_, pnf) = normalize_equivalent(&[("s", "'a'")], 3);
    assert_eq!(pnf.rule(pnf.start), Some(&PnfRule::Regular(vec![vec![sym(&pnf, "'a'")]])));
}

#[test]
fn all_tokens_are_kept_in_order() {
    let (cfg, pnf) = normalize_equivalent(&[("s", "'a' 'b'"), ("dead", "'c' 'd'")], 3);
    assert_eq!(pnf.num_tokens as usize, cfg.tokens.len());
    for (i, t) in cfg.tokens.iter().enumerate() {
        assert_eq!(pnf.symbols[i].name, t.name);
    }
}

#[test]
fn output_is_deterministic() {
    let rules: &[(&str, &str)] = &[
        ("prog", "(decl | stmt)* EOFX"),
        ("decl", "type ID ('=' e)? ';' | type ID '(' (type ID (',' type ID)*)? ')' block"),
        ("stmt", "e ';' | block | 'if' '(' e ')' stmt ('else' stmt)? | 'while' '(' e ')' stmt | ';'"),
        ("block", "'{' stmt* '}'"),
        ("e", "e '*' e | e '+' e | '-' e | '(' e ')' | ID | NUM | e '(' args ')'"),
        ("args", "e | args ',' e | "),
    ];
    let first = normalize_ok(&grammar(rules)).display();
    for _ in 0..3 {
        assert_eq!(normalize_ok(&grammar(rules)).display(), first);
    }
    let (_, pnf) = normalize_equivalent(rules, 6);
    assert!(!has_left_recursion(&pnf), "{}", pnf.display());
}
#[test]
fn dangling_else_right_recursion_keeps_the_language() {
    let (_, pnf) = normalize_equivalent(
        &[("stmt", "x ';' | '{' stmt* '}' | 'if' c stmt ('else' stmt)? | 'while' c stmt"), ("c", "'(' x ')'")],
        11,
    );
    assert!(!has_left_recursion(&pnf), "{}", pnf.display());
}

#[test]
fn trailing_optional_group_stays_one_optional_node() {
    // C's `'if' '(' e ')' statement ('else' statement)?` under right recursion through
    // `statement`: the optional is not expanded into `... statement 'else' statement |
    // ... statement`, which multiplied alternatives past 4096.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/g4/statements.g4");
    let started = std::time::Instant::now();
    let c = reducer_gen::compile_file(&path, &reducer_gen::Options::default()).expect("normalizes");
    assert!(started.elapsed().as_secs_f64() < 2.0, "took {:?}", started.elapsed());
    let pnf = &c.pnf;
    let selection = pnf.symbols.iter().position(|s| s.name == "selection").expect("selection is kept");
    let Some(PnfRule::Regular(alts)) = pnf.rule(reducer_gen::pnf::SymbolId(selection as u32)) else {
        panic!("selection is a regular rule:\n{}", pnf.display());
    };
    let ifs: Vec<_> = alts.iter().filter(|a| a.iter().any(|s| pnf.symbol(*s).name == "'if'")).collect();
    assert_eq!(ifs.len(), 1, "one `if` alternative:\n{}", pnf.display());
    let last = *ifs[0].last().unwrap();
    assert!(matches!(pnf.rule(last), Some(PnfRule::Optional(_))), "ends in the optional else:\n{}", pnf.display());
    // Inlining every alternative gave one rule more than 4096 alternatives.
    assert!(rhs_size(pnf) < 1000, "size {}:\n{}", rhs_size(pnf), pnf.display());
}

#[test]
fn builder_limits_are_settable_and_the_error_names_rule_and_construct() {
    // n1 ::= n8 'z' | 't'; n_i ::= n_{i-1} 'a' | n_{i-1} 'b': 256 alternatives at n8.
    let mut text = String::from("grammar x;\ns : n1 EOF ;\nn1 : n8 'z' | 't' ;\n");
    for i in 2..=8 {
        text.push_str(&format!("n{i} : n{} 'a' | n{} 'b' ;\n", i - 1, i - 1));
    }
    let dir = std::env::temp_dir().join(format!("reducer-gen-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("x.g4");
    std::fs::write(&path, text).unwrap();
    let default = reducer_gen::Builder::new(&path).generate_source();
    let tight = Limits { max_alternatives_per_rule: 100, ..Limits::default() };
    let limited = reducer_gen::Builder::new(&path).limits(tight).generate_source();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(default.is_ok(), "{}", default.unwrap_err().rendered);
    let e = limited.unwrap_err().rendered;
    assert!(e.contains("would give it more than 100 alternatives (substituting rule `n"), "{e}");
    assert!(e.contains("at the left end of its alternatives to remove left recursion"), "{e}");
    assert!(e.contains("x.g4:"), "{e}");
}

#[test]
fn right_recursion_too_costly_to_remove_is_left_with_a_warning() {
    // clojure.g4's shape: prefix rules `q_i : 'x_i' form ;` each ending in `form`, which
    // lists them all. Removing that right recursion multiplies alternatives; with six
    // such rules it passed the limits and the grammar did not load. Now the component
    // keeps its right recursion (the parser handles it), with a warning, and the
    // language is unchanged.
    let mut rules = vec![("s".to_string(), "form* 'end'".to_string())];
    let qs: Vec<String> = (1..=6).map(|i| format!("q{i}")).collect();
    rules.push(("form".to_string(), format!("'a' | {}", qs.join(" | "))));
    for (i, q) in qs.iter().enumerate() {
        rules.push((q.clone(), format!("'x{}' form", i + 1)));
    }
    let refs: Vec<(&str, &str)> = rules.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let cfg = grammar(&refs);
    let limits = Limits { max_symbols: 200, ..Limits::default() };
    let mut diags = Diagnostics::default();
    let pnf = normalize(&cfg, &limits, &mut diags).expect("normalizes despite the limit");
    assert!(!diags.has_errors(), "{:?}", diags.items);
    assert!(
        diags
            .items
            .iter()
            .any(|d| d.severity == Severity::Warning && d.message.contains("right recursion is left as it is")),
        "{:?}",
        diags.items
    );
    assert_equivalent(&cfg, &pnf, 5);
}
