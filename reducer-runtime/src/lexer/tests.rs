//! Runtime-only tests with hand-written static tables, as generated code will hold them.

use super::*;
use crate::tokens::SKIPPED;

// Lexer: rule 0 `A : 'a'+ ;` (token 1), rule 1 `WS : ' '+ -> skip ;`.
// Byte classes: 0 other, 1 'a', 2 ' '. States: 0 dead, 1 start, 2 in A, 3 in WS.
static CLASSES: [u8; 256] = {
    let mut c = [0u8; 256];
    c[b'a' as usize] = 1;
    c[b' ' as usize] = 2;
    c
};
// Rows of little-endian u16 next states; the dead state and the start share no row.
static ROW_OF: [u16; 4] = [0, 1, 2, 3];
static ROWS: &[u8] = &[
    0, 0, 0, 0, 0, 0, // dead
    0, 0, 2, 0, 3, 0, // start
    0, 0, 2, 0, 0, 0, // A
    0, 0, 0, 0, 3, 0, // WS
];
static ACCEPT: [u32; 4] = [0, 0, 1, 2];
static MODES: [ModeTables<'static>; 1] = [ModeTables {
    name: "DEFAULT_MODE",
    byte_class: &CLASSES,
    num_classes: 3,
    start: 1,
    row_of: &ROW_OF,
    rows: ROWS,
    accept: &ACCEPT,
    fallback_rules: &[],
    empty_rule: 0,
    eof_rule: 0,
    eof_class: false,
}];
const fn rule(name: &'static str, token: Option<u16>, skip: bool, tree: u32) -> RuleInfo<'static> {
    RuleInfo {
        name,
        is_fragment: false,
        mode: 0,
        token,
        channel: 0,
        skip,
        more: false,
        set_mode: None,
        push_mode: None,
        pop_mode: false,
        tree,
        fallback: false,
    }
}
static RULES: [RuleInfo<'static>; 2] = [rule("A", Some(1), false, 1), rule("WS", None, true, 3)];
static NODES: [LexTreeNode; 4] = [
    LexTreeNode::Literal { first: 0, len: 1 },
    LexTreeNode::Quant { child: 0, quantifier: Quantifier::Plus, greedy: true },
    LexTreeNode::Literal { first: 1, len: 1 },
    LexTreeNode::Quant { child: 2, quantifier: Quantifier::Plus, greedy: true },
];
static TABLES: LexerTables<'static> = LexerTables {
    token_names: &[],
    modes: &MODES,
    rules: &RULES,
    tree: LexTree { nodes: &NODES, children: &[], text: b"a ", ranges: &[] },
    hooks: LexHooks::NONE,
};

#[test]
fn static_tables_lex_and_keep_trivia() {
    let src = b"aa  a";
    let s = lex(&TABLES, src).unwrap();
    let kinds: Vec<(u16, u32, u32)> = s.tokens.iter().map(|t| (t.kind, t.start, t.end)).collect();
    assert_eq!(kinds, vec![(1, 0, 2), (SKIPPED, 2, 4), (1, 4, 5)]);
    assert_eq!(s.parser_len(), 2);
    assert_eq!(s.parser_token(1).text(src), b"a");
    assert_eq!(s.reconstruct(src), src);
}

#[test]
fn no_match_reports_line_and_column() {
    let err = lex(&TABLES, b"a a a\xc3\xa9b").unwrap_err();
    assert_eq!(err.kind, LexErrorKind::NoMatch);
    assert_eq!((err.offset, err.line, err.column), (5, 1, 6));
    assert_eq!(line_col(b"x\ny\xc3\xa9z", 5), (2, 3));
    assert_eq!(line_col(b"\xc3\xa9x", 2), (1, 2), "a UTF-8 character counts once");
}

#[test]
fn recovery_skips_one_character() {
    let src = b"a\xc3\xa9a";
    let s = lex_with(&TABLES, src, LexOptions { recover: true }).unwrap();
    let kinds: Vec<(u16, u32, u32)> = s.tokens.iter().map(|t| (t.kind, t.start, t.end)).collect();
    assert_eq!(kinds, vec![(1, 0, 1), (SKIPPED, 1, 3), (1, 3, 4)]);
    assert_eq!(s.errors.len(), 1);
}

#[test]
fn fallback_matches_the_tree() {
    // Both rules through the simulator must give the DFA's answer.
    let mut fb = Fallback::new(&TABLES);
    assert_eq!(fb.longest(0, b"aaab", 0), (Some(3), 3));
    assert_eq!(fb.longest(1, b"aaab", 0), (None, 0));
    assert_eq!(fb.longest(1, b"a  a", 1), (Some(3), 3));
}

#[test]
fn utf8_decoding_rejects_overlong_and_surrogates() {
    assert_eq!(decode_utf8(b"\xc3\xa9"), Some((0xE9, 2)));
    assert_eq!(decode_utf8(b"\xf0\x9f\x98\x80"), Some((0x1F600, 4)));
    assert_eq!(decode_utf8(b"\xc0\x80"), None);
    assert_eq!(decode_utf8(b"\xed\xa0\x80"), None);
    assert_eq!(decode_utf8(b"\xe9"), None);
    assert_eq!(decode_utf8(b"\xe2\x82"), None);
}
