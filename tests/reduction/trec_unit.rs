//! T-Rec on the C grammar's lex trees, with scripted (in-process) properties: the
//! examples of the issue and of the T-Rec paper (`0xff00ull`, a format string, names).

use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::Language;
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::trec::lextree::{match_rule, InstKind};
use reducer_runtime::reduce::trec::shortlex::{Bounds, Generator};
use reducer_runtime::reduce::{reduce, ReduceOptions};
use reducers::c::C;

fn rule(name: &str) -> u32 {
    let rules = C::tables().lexer.rules;
    rules.iter().position(|r| r.name == name).unwrap_or_else(|| panic!("no lexer rule {name}")) as u32
}

fn texts(tokens: &[u8], kind_name: &str) -> Vec<String> {
    let t = C::tables();
    let stream = t.lex(tokens).expect("lexes");
    stream
        .parser_iter()
        .filter(|tok| t.symbol_name(tok.kind) == kind_name)
        .map(|tok| String::from_utf8_lossy(tok.text(tokens)).into_owned())
        .collect()
}

fn parser_token_count(src: &[u8]) -> Option<usize> {
    C::tables().lex(src).ok().map(|s| s.parser_len())
}

/// The value and suffix of the first hexadecimal constant in `src`.
fn first_hex(src: &[u8]) -> Option<(u64, String)> {
    texts(src, "IntegerConstant").into_iter().find_map(|t| {
        let body = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X"))?;
        let digits: String = body.chars().take_while(|c| c.is_ascii_hexdigit()).collect();
        let suffix = body[digits.len()..].to_string();
        Some((u64::from_str_radix(&digits, 16).ok()?, suffix))
    })
}

#[test]
fn shortlex_generation_follows_the_lexer_rules() {
    let lexer = &C::tables().lexer;
    let mut g = Generator::new(lexer, Bounds { max_len: 4, cap: 64 });
    let ints = g.rule(rule("IntegerConstant"));
    assert_eq!(ints[0], b"0", "shortest integer first");
    assert_eq!(ints[1], b"1");
    let idents = g.rule(rule("Identifier"));
    assert_eq!(idents[0], b"a");
    assert_eq!(idents[1], b"b");
    assert!(idents.windows(2).all(|w| w[0].len() <= w[1].len()), "shortlex: lengths never decrease");
    let strings = g.rule(rule("StringLiteral"));
    assert_eq!(strings[0], b"\"\"", "the empty string literal comes first");
}

#[test]
fn lex_tree_of_a_hex_constant() {
    let inst = match_rule(&C::tables().lexer, rule("IntegerConstant"), b"0xff00ull").expect("derives");
    let nodes = inst.breadth_first();
    // The four hex digits are the repetitions of one `+` loop.
    let digits = nodes
        .iter()
        .find(|n| matches!(n.kind, InstKind::Loop { plus: true }) && n.children.len() == 4)
        .expect("a HexDigit+ loop with four repetitions");
    assert_eq!((digits.start, digits.end), (2, 6));
    // The suffix is an optional part covering `ull`.
    assert!(nodes.iter().any(|n| n.kind == InstKind::Optional && (n.start, n.end) == (6, 9)));
    assert!(match_rule(&C::tables().lexer, rule("IntegerConstant"), b"0xg").is_none());
}

#[test]
fn hex_constant_shrinks_to_0x100u() {
    let src = b"unsigned long long mask = 0xff00ull;\nint main(void) { return mask != 0; }\n";
    let prop = FnProperty(
        |c: &[u8]| matches!(first_hex(c), Some((v, s)) if v >= 0x100 && s.to_ascii_lowercase().contains('u')),
    );
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let out = String::from_utf8_lossy(&r.output);
    assert!(texts(&r.output, "IntegerConstant").contains(&"0x100u".to_string()), "got {out}");
    assert!(r.stats.trec.shrunk >= 2 && r.stats.trec.chars_canonicalized >= 1, "{:?}", r.stats.trec);
    let plain =
        reduce(C::tables(), src, &prop, &ReduceOptions { canonicalize: false, ..Default::default() }).expect("reduces");
    assert!(String::from_utf8_lossy(&plain.output).contains("0xff00ull"), "without T-Rec the constant stays");
}

#[test]
fn format_string_keeps_only_what_the_property_needs() {
    let src = b"int printf(const char *, ...);\nint main(void) { printf(\"checksum = %X\\n\", 7); return 0; }\n";
    let prop = FnProperty(|c: &[u8]| texts(c, "StringLiteral").iter().any(|s| s.contains("%X")));
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    let strings = texts(&r.output, "StringLiteral");
    assert_eq!(strings, vec!["\"%X\"".to_string()], "output: {}", String::from_utf8_lossy(&r.output));
}

#[test]
fn identifiers_become_one_letter_and_printf_is_kept_after_one_attempt() {
    let src = b"int printf(const char *, ...);\nint counter;\nint main(void) { counter = 1; printf(\"%d\", counter); return 0; }\n";
    let tokens = parser_token_count(src).unwrap();
    let without_printf = AtomicU32::new(0);
    // Interesting while no token is lost (so only renaming can succeed) and `printf`
    // is still called.
    let prop = FnProperty(|c: &[u8]| {
        if parser_token_count(c) != Some(tokens) {
            return false;
        }
        let ok = texts(c, "Identifier").iter().any(|t| t == "printf");
        if !ok {
            without_printf.fetch_add(1, Ordering::Relaxed);
        }
        ok
    });
    // T-Rec alone: identifier replacement would also try names in printf's place.
    let r = reduce(C::tables(), src, &prop, &ReduceOptions { beyond_perses: false, ..Default::default() })
        .expect("reduces");
    let names = texts(&r.output, "Identifier");
    assert!(names.iter().all(|n| n == "printf" || n.len() == 1), "names: {names:?}");
    assert!(names.iter().filter(|n| *n != "printf").count() >= 3);
    assert_eq!(
        without_printf.load(Ordering::Relaxed),
        1,
        "printf is tried once, then left alone; output {}",
        String::from_utf8_lossy(&r.output)
    );
    assert_eq!(r.stats.trec.names_kept, 1);
}

#[test]
fn results_do_not_depend_on_jobs() {
    let src = b"int printf(const char *, ...);\nint total = 0x7f;\nint main(void) { printf(\"value: %d\\n\", total * 3); return 0; }\n";
    let prop = FnProperty(|c: &[u8]| {
        let s = String::from_utf8_lossy(c);
        s.contains("printf") && s.contains('%') && texts(c, "IntegerConstant").len() >= 2
    });
    let one = reduce(C::tables(), src, &prop, &ReduceOptions { jobs: 1, ..Default::default() }).unwrap();
    let four = reduce(C::tables(), src, &prop, &ReduceOptions { jobs: 4, ..Default::default() }).unwrap();
    assert_eq!(one.output, four.output);
    // T-Rec alone (with every pass, substitution canonicalizes the constant first).
    let trec = |jobs| ReduceOptions { jobs, beyond_perses: false, ..Default::default() };
    let one = reduce(C::tables(), src, &prop, &trec(1)).unwrap();
    let four = reduce(C::tables(), src, &prop, &trec(4)).unwrap();
    assert_eq!(one.output, four.output);
    assert!(one.stats.trec.replaced >= 1);
}

/// Algorithm 1: Perses runs again after a canonicalization round even when that round
/// shrank no non-whitespace byte (`5` -> `0` is as long, yet it lets Perses delete).
#[test]
fn perses_runs_again_after_a_round_that_shrank_nothing_non_whitespace() {
    let src = b"int a = 5;\nint b = 6;\n";
    let tokens = parser_token_count(src).unwrap();
    // Interesting as it is (every token, the `5`), or once a `0` is there.
    let prop = FnProperty(|c: &[u8]| {
        let ints = if parser_token_count(c).is_some() { texts(c, "IntegerConstant") } else { return false };
        (ints.iter().any(|t| t == "5") && parser_token_count(c) == Some(tokens)) || ints.iter().any(|t| t == "0")
    });
    let opts = ReduceOptions { beyond_perses: false, ..Default::default() };
    let r = reduce(C::tables(), src, &prop, &opts).expect("reduces");
    let out = String::from_utf8_lossy(&r.output);
    // Only Perses deletes tokens: it ran after T-Rec's same-length replacement.
    assert!(parser_token_count(&r.output).unwrap() < tokens, "got {out}");
    assert!(texts(&r.output, "IntegerConstant").contains(&"0".to_string()), "got {out}");
    let plain = reduce(C::tables(), src, &prop, &ReduceOptions { canonicalize: false, ..opts }).expect("reduces");
    assert_eq!(parser_token_count(&plain.output), Some(tokens), "without T-Rec nothing can go");
}

/// Algorithm 2 for identifiers: names already in the program and one fresh name, in
/// shortlex order; a name that occurs once is renamed like any other.
#[test]
fn identifiers_try_existing_names_before_the_fresh_one_and_single_occurrences_too() {
    let src = b"int a;\nint c;\nint zz;\nint main(void) { return solo; }\n";
    let tokens = parser_token_count(src).unwrap();
    let prop = FnProperty(|c: &[u8]| {
        if parser_token_count(c) != Some(tokens) {
            return false;
        }
        let n = texts(c, "Identifier");
        // `zz` may only become `a` (an existing name, tried before the fresh `b`).
        n.len() == 5 && n[0] == "a" && n[1] == "c" && (n[2] == "zz" || n[2] == "a") && n[3] == "main"
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions { beyond_perses: false, ..Default::default() }).unwrap();
    let names = texts(&r.output, "Identifier");
    assert_eq!(names[2], "a", "zz unified with the existing `a`: {}", String::from_utf8_lossy(&r.output));
    // `solo` occurs once and is free to change: it ends as the smallest name, `a`.
    assert_eq!(names[4], "a", "the single-occurrence name is renamed: {}", String::from_utf8_lossy(&r.output));
}

/// Algorithm 4 on an alternation: `LongSuffix: [lL] | 'll' | 'LL'` turns `LL` into `l`.
#[test]
fn alternation_fragment_gets_its_shortest_lexicographic_string() {
    let src = b"long long v = 1LL;\n";
    let prop = FnProperty(|c: &[u8]| {
        parser_token_count(c).is_some()
            && texts(c, "IntegerConstant").iter().any(|t| t.starts_with('1') && t.to_lowercase().contains('l'))
    });
    let opts = ReduceOptions { beyond_perses: false, ..Default::default() };
    let r = reduce(C::tables(), src, &prop, &opts).expect("reduces");
    assert_eq!(texts(&r.output, "IntegerConstant"), vec!["1l".to_string()], "{}", String::from_utf8_lossy(&r.output));
    let plain = reduce(C::tables(), src, &prop, &ReduceOptions { canonicalize: false, ..opts }).expect("reduces");
    assert_eq!(texts(&plain.output, "IntegerConstant"), vec!["1LL".to_string()]);
}

/// Algorithm 4's probe: when the last character of a string the property greps for
/// cannot change, the other characters are not tried one by one (1 test instead of 10).
#[test]
fn character_probe_skips_a_string_that_matters_as_it_is() {
    let src = b"int printf(const char *, ...);\nint main(void) { printf(\"Hello, world\"); return 0; }\n";
    let changed = AtomicU32::new(0);
    let prop = FnProperty(|c: &[u8]| {
        let strings = texts(c, "StringLiteral");
        // Characters are canonicalized to digits first (`0`, `1`); the input has none.
        if strings.iter().any(|s| s.contains(|ch: char| ch.is_ascii_digit())) {
            changed.fetch_add(1, Ordering::Relaxed);
        }
        strings.iter().any(|s| s.starts_with("\"Hello"))
    });
    let r = reduce(C::tables(), src, &prop, &ReduceOptions { jobs: 1, ..Default::default() }).expect("reduces");
    assert_eq!(texts(&r.output, "StringLiteral"), vec!["\"Hello\"".to_string()]);
    assert_eq!(changed.load(Ordering::Relaxed), 1, "only the probe `Hell0` is tried");
    assert!(r.stats.trec.probes_failed >= 1, "{:?}", r.stats.trec);
}

/// When the probe passes, every character still gets its candidates: only the length and
/// the first character matter here, so the rest become `0`.
#[test]
fn character_probe_that_passes_lets_every_character_be_canonicalized() {
    let src = b"int printf(const char *, ...);\nint main(void) { printf(\"Hello, world\"); return 0; }\n";
    let prop = FnProperty(|c: &[u8]| texts(c, "StringLiteral").iter().any(|s| s.len() >= 7 && s.starts_with("\"H")));
    let r = reduce(C::tables(), src, &prop, &ReduceOptions::default()).expect("reduces");
    assert_eq!(texts(&r.output, "StringLiteral"), vec!["\"H0000\"".to_string()]);
}
