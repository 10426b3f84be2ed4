//! Tests of `testkit::sample_token_text` against a hand-built lexer.

use std::collections::BTreeSet;

use reducer_gen::cfg::{LexActions, LexNode, LexRule, LexRuleId, LexerSpec, TokenId, EOF};
use reducer_gen::diag::Span;
use reducer_gen::syntax::{CharSet, Quantifier};
use reducer_gen::testkit::sample_token_text;

fn set(ranges: &[(char, char)]) -> LexNode {
    LexNode::Set(CharSet::from_ranges(ranges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()))
}

fn quant(node: LexNode, quantifier: Quantifier) -> LexNode {
    LexNode::Quant { node: Box::new(node), quantifier, greedy: true }
}

fn rule(name: &str, body: LexNode, token: Option<u32>, is_fragment: bool) -> LexRule {
    LexRule {
        name: name.to_string(),
        is_fragment,
        implicit: name.starts_with('\''),
        mode: 0,
        body,
        actions: LexActions::default(),
        token: token.map(TokenId),
        span: Span::default(),
    }
}

fn lexer() -> LexerSpec {
    let ident_start = [('A', 'Z'), ('_', '_'), ('a', 'z')];
    let ident_rest = [('0', '9'), ('A', 'Z'), ('_', '_'), ('a', 'z')];
    let string_char =
        CharSet::from_ranges(vec![('"' as u32, '"' as u32), ('\\' as u32, '\\' as u32), (10, 10)]).complement();
    let rules = vec![
        rule("'if'", LexNode::Literal("if".to_string()), Some(1), false),
        rule("IDENT", LexNode::Seq(vec![set(&ident_start), quant(set(&ident_rest), Quantifier::Star)]), Some(2), false),
        rule("DIGIT", set(&[('0', '9')]), None, true),
        rule("NUMBER", quant(LexNode::Ref(LexRuleId(2)), Quantifier::Plus), Some(3), false),
        rule(
            "STRING",
            LexNode::Seq(vec![
                LexNode::Literal("\"".to_string()),
                quant(
                    LexNode::Alt(vec![
                        LexNode::Set(string_char),
                        LexNode::Seq(vec![LexNode::Literal("\\".to_string()), set(&[('\0', '\u{10FFFF}')])]),
                    ]),
                    Quantifier::Star,
                ),
                LexNode::Literal("\"".to_string()),
            ]),
            Some(4),
            false,
        ),
        // NEST = '(' ( NEST | [a-z] )+ ')' : recursive, must still terminate.
        rule(
            "NEST",
            LexNode::Seq(vec![
                LexNode::Literal("(".to_string()),
                quant(LexNode::Alt(vec![LexNode::Ref(LexRuleId(5)), set(&[('a', 'z')])]), Quantifier::Plus),
                LexNode::Literal(")".to_string()),
            ]),
            Some(5),
            false,
        ),
        rule("NOTHING", LexNode::Set(CharSet::default()), Some(6), false),
        rule("WS", quant(set(&[('\t', '\n'), (' ', ' ')]), Quantifier::Plus), None, false),
        // Only whitespace: the sampler must still pick from the set.
        rule("SPACE", set(&[('\t', '\t'), (' ', ' ')]), Some(8), false),
    ];
    LexerSpec { modes: vec!["DEFAULT_MODE".to_string()], channels: Vec::new(), rules }
}

/// End positions reachable by matching `node` from each of `starts` (a tiny NFA walk).
fn ends(spec: &LexerSpec, node: &LexNode, text: &[char], starts: BTreeSet<usize>) -> BTreeSet<usize> {
    if starts.is_empty() {
        return starts; // also stops recursion through rule references
    }
    match node {
        LexNode::Literal(s) => {
            let s: Vec<char> = s.chars().collect();
            starts.into_iter().filter(|&i| text[i..].starts_with(&s)).map(|i| i + s.len()).collect()
        }
        LexNode::Set(set) => {
            starts.into_iter().filter(|&i| i < text.len() && set.contains(text[i] as u32)).map(|i| i + 1).collect()
        }
        LexNode::Ref(r) => ends(spec, &spec.rule(*r).body, text, starts),
        LexNode::Eof => starts.into_iter().filter(|&i| i == text.len()).collect(),
        LexNode::Seq(xs) => xs.iter().fold(starts, |acc, x| ends(spec, x, text, acc)),
        LexNode::Alt(xs) => xs.iter().flat_map(|x| ends(spec, x, text, starts.clone())).collect(),
        LexNode::Quant { node, quantifier, .. } => {
            let mut all = if *quantifier == Quantifier::Plus { BTreeSet::new() } else { starts.clone() };
            let mut frontier = ends(spec, node, text, starts);
            if *quantifier == Quantifier::Optional {
                all.extend(frontier);
                return all;
            }
            while !frontier.is_subset(&all) {
                let new: BTreeSet<usize> = frontier.difference(&all).copied().collect();
                all.extend(new.iter().copied());
                frontier = ends(spec, node, text, new);
            }
            all
        }
    }
}

fn matches(spec: &LexerSpec, token: u32, text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let rule = spec.rules.iter().find(|r| r.token == Some(TokenId(token))).unwrap();
    ends(spec, &rule.body, &chars, BTreeSet::from([0])).contains(&chars.len())
}

#[test]
fn samples_match_their_rules_and_are_readable() {
    let spec = lexer();
    for token in [1, 2, 3, 4, 5, 8] {
        let mut distinct = BTreeSet::new();
        for seed in 0..200 {
            let text = sample_token_text(&spec, TokenId(token), seed).expect("a sample");
            assert!(matches(&spec, token, &text), "token {token}: {text:?}");
            if token == 2 {
                assert_ne!(text, "if", "an identifier sample must not be a keyword");
                assert!(text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'), "{text:?}");
            }
            if token == 4 {
                assert!(text.chars().all(|c| c.is_ascii_graphic()), "{text:?}");
            }
            distinct.insert(text);
        }
        assert!(token == 1 || token == 8 || distinct.len() > 20, "token {token}: {distinct:?}");
    }
    assert_eq!(sample_token_text(&spec, TokenId(1), 5).as_deref(), Some("if"));
}

#[test]
fn deterministic_and_none_without_a_rule() {
    let spec = lexer();
    assert_eq!(sample_token_text(&spec, TokenId(5), 77), sample_token_text(&spec, TokenId(5), 77));
    assert_eq!(sample_token_text(&spec, EOF, 0), None);
    assert_eq!(sample_token_text(&spec, TokenId(6), 0), None, "a rule matching nothing");
    assert_eq!(sample_token_text(&spec, TokenId(7), 0), None, "no rule produces token 7");
}
