//! ANTLR lexer semantics, end to end: lexgen tables run by the runtime lexer.

use crate::lexgen_support;

use lexgen_support::*;
use reducer_gen::cfg::LexActions;
use reducer_gen::lexgen::LexGenOptions;
use reducer_runtime::lexer::{self as rt, LexErrorKind, LexOptions};

fn ws() -> B {
    plus(set(&[(' ', ' '), ('\t', '\t'), ('\r', '\r'), ('\n', '\n')]))
}

fn id() -> B {
    seq(vec![set(&[('a', 'z'), ('A', 'Z'), ('_', '_')]), star(set(&[('a', 'z'), ('A', 'Z'), ('_', '_'), ('0', '9')]))])
}

fn strs(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|s| s.to_string()).collect()
}

#[test]
fn keyword_vs_identifier_longest_match_then_priority() {
    let spec = Spec::new().token("IF", lit("if")).token("ID", id()).skip("WS", ws());
    let t = spec.tables();
    assert_eq!(
        show(&spec, &t, b"if iff i if_").unwrap(),
        strs(&["IF:if", "~ ", "ID:iff", "~ ", "ID:i", "~ ", "ID:if_"])
    );
    // With ID first, ID wins the tie on `if`.
    let spec = Spec::new().token("ID", id()).token("IF", lit("if")).skip("WS", ws());
    assert_eq!(show(&spec, &spec.tables(), b"if").unwrap(), strs(&["ID:if"]));
}

#[test]
fn implicit_literals_come_first() {
    let spec = Spec::new().implicit("while").token("ID", id()).token("WHILE", lit("while"));
    let t = spec.tables();
    assert_eq!(show(&spec, &t, b"while").unwrap(), strs(&["'while':while"]));
    assert_eq!(show(&spec, &t, b"whiles").unwrap(), strs(&["ID:whiles"]));
}

#[test]
fn fragments_and_token_rules_used_as_fragments_are_inlined() {
    let spec = Spec::new()
        .fragment("DIGIT", set(&[('0', '9')]))
        .token("INT", plus(r("DIGIT")))
        .token("FLOAT", seq(vec![r("INT"), lit("."), star(r("DIGIT"))]))
        .skip("WS", ws());
    let t = spec.tables();
    assert_eq!(show(&spec, &t, b"12 3.5 7.").unwrap(), strs(&["INT:12", "~ ", "FLOAT:3.5", "~ ", "FLOAT:7."]));
}

#[test]
fn sets_negated_sets_and_dot() {
    let spec = Spec::new()
        .token(
            "STR",
            seq(vec![
                lit("\""),
                star(alt(vec![not(&[('"', '"'), ('\\', '\\'), ('\n', '\n')]), seq(vec![lit("\\"), any()])])),
                lit("\""),
            ]),
        )
        .token("CHAR", seq(vec![lit("'"), any(), lit("'")]))
        .token("OTHER", not(&[('"', '"'), ('\'', '\'')]));
    let t = spec.tables();
    assert_eq!(show(&spec, &t, "\"a\\\"b\"'é'x".as_bytes()).unwrap(), strs(&["STR:\"a\\\"b\"", "CHAR:'é'", "OTHER:x"]));
    // A newline may not appear in the string: it stops before and fails on the quote.
    let err = show(&spec, &t, b"\"a\nb").unwrap_err();
    assert_eq!((err.kind, err.offset, err.line, err.column), (LexErrorKind::NoMatch, 0, 1, 1));
}

#[test]
fn non_greedy_block_comment_stops_at_first_close() {
    let spec = Spec::new()
        .hidden("COMMENT", seq(vec![lit("/*"), lazy_star(any()), lit("*/")]))
        .token("ID", id())
        .implicit("*")
        .implicit("/")
        .skip("WS", ws());
    let t = spec.tables();
    assert_eq!(
        show(&spec, &t, b"/* a */ x /* b **/*/").unwrap(),
        strs(&["COMMENT@1:/* a */", "~ ", "ID:x", "~ ", "COMMENT@1:/* b **/", "'*':*", "'/':/"])
    );
    // Line comment with a non-greedy loop closed by a newline.
    let spec = Spec::new().token("LC", seq(vec![lit("//"), lazy_star(any()), lit("\n")])).token("ID", id());
    assert_eq!(show(&spec, &spec.tables(), b"//a\n//b\nx").unwrap(), strs(&["LC://a\n", "LC://b\n", "ID:x"]));
}

#[test]
fn nested_comments_use_the_recursive_fallback() {
    let spec = Spec::new()
        .token("COMMENT", seq(vec![lit("/*"), lazy_star(alt(vec![r("COMMENT"), any()])), lit("*/")]))
        .token("ID", id())
        .implicit("*")
        .implicit("/")
        .skip("WS", ws());
    let t = spec.tables();
    assert!(t.rules[0].fallback && !t.rules[1].fallback);
    assert_eq!(t.modes[0].fallback_rules, vec![0]);
    assert_eq!(
        show(&spec, &t, b"/* a /* b */ c */ x /**/").unwrap(),
        strs(&["COMMENT:/* a /* b */ c */", "~ ", "ID:x", "~ ", "COMMENT:/**/"])
    );
    // Unbalanced: `.` may eat the inner opener, so ANTLR still ends at the first `*/`.
    assert_eq!(show(&spec, &t, b"/* /* */ x").unwrap(), strs(&["COMMENT:/* /* */", "~ ", "ID:x"]));
}

#[test]
fn skip_hidden_and_custom_channels_keep_all_text() {
    let mut spec = Spec::new().token("ID", id()).skip("WS", ws());
    spec.channels.push("COMMENTS".into());
    let spec = spec
        .rule(
            "LINE",
            seq(vec![lit("#"), star(not(&[('\n', '\n')]))]),
            LexActions { channel: 2, ..LexActions::default() },
        )
        .hidden("NL", lit(";"));
    let t = spec.tables();
    let src = b"a #x\nb;c";
    let names = spec.names();
    let stream = with_view(&t, |v| rt::lex(v, src)).unwrap();
    assert_eq!(render(&names, &stream, src), strs(&["ID:a", "~ ", "LINE@2:#x", "~\n", "ID:b", "NL@1:;", "ID:c"]));
    let parser: Vec<_> = stream.parser_iter().map(|t| String::from_utf8_lossy(t.text(src)).into_owned()).collect();
    assert_eq!(parser, strs(&["a", "b", "c"]));
    assert_eq!(stream.reconstruct(src), src);
}

#[test]
fn more_accumulates_and_type_renames() {
    let mut spec = Spec::new();
    let kw = spec.declare("KEYWORD");
    let spec = spec
        .rule("OPEN", lit("<<"), LexActions { more: true, ..LexActions::default() })
        .rule("KW", alt(vec![lit("let"), lit("in")]), LexActions { token_type: Some(kw), ..LexActions::default() })
        .token("ID", id())
        .skip("WS", ws());
    let t = spec.tables();
    assert_eq!(show(&spec, &t, b"<<abc let x").unwrap(), strs(&["ID:<<abc", "~ ", "KEYWORD:let", "~ ", "ID:x"]));
    // `more` text pending at end of input stays as trivia.
    assert_eq!(show(&spec, &t, b"x <<").unwrap(), strs(&["ID:x", "~ ", "~<<"]));
}

/// String interpolation: `"a${x}b"` with a string mode and pushMode/popMode.
fn interpolation() -> Spec {
    let spec = Spec::new();
    let str_mode = 1;
    spec.rule("QUOTE", lit("\""), LexActions { push_mode: Some(str_mode), ..LexActions::default() })
        .rule("RBRACE", lit("}"), LexActions { pop_mode: true, ..LexActions::default() })
        .token("ID", id())
        .skip("WS", ws())
        .mode("STRING")
        .rule("END", lit("\""), LexActions { pop_mode: true, ..LexActions::default() })
        .rule("INTERP", lit("${"), LexActions { push_mode: Some(0), ..LexActions::default() })
        .token("TEXT", plus(not(&[('"', '"'), ('$', '$')])))
}

#[test]
fn modes_push_and_pop() {
    let spec = interpolation();
    let t = spec.tables();
    assert_eq!(
        show(&spec, &t, b"x \"a${ y \"b\" }c\" z").unwrap(),
        strs(&[
            "ID:x",
            "~ ",
            "QUOTE:\"",
            "TEXT:a",
            "INTERP:${",
            "~ ",
            "ID:y",
            "~ ",
            "QUOTE:\"",
            "TEXT:b",
            "END:\"",
            "~ ",
            "RBRACE:}",
            "TEXT:c",
            "END:\"",
            "~ ",
            "ID:z"
        ])
    );
    // `}` in the default mode with an empty stack: ANTLR throws EmptyStackException.
    let err = show(&spec, &t, b"x\n }").unwrap_err();
    assert_eq!((err.kind, err.offset, err.line, err.column), (LexErrorKind::EmptyModeStack, 3, 2, 2));
    // `$` alone cannot start anything in the string mode.
    let err = show(&spec, &t, b"\"ab$x\"").unwrap_err();
    assert_eq!((err.kind, err.offset, err.mode.as_str()), (LexErrorKind::NoMatch, 3, "STRING"));
}

#[test]
fn set_mode_switches_without_stack() {
    let spec = Spec::new()
        .rule("LT", lit("<"), LexActions { set_mode: Some(1), ..LexActions::default() })
        .token("TEXT", plus(not(&[('<', '<')])))
        .mode("TAG")
        .rule("GT", lit(">"), LexActions { set_mode: Some(0), ..LexActions::default() })
        .token("NAME", id())
        .token("EQ", lit("="))
        .skip("S", ws());
    let t = spec.tables();
    assert_eq!(
        show(&spec, &t, b"hi <a b=c> there").unwrap(),
        strs(&["TEXT:hi ", "LT:<", "NAME:a", "~ ", "NAME:b", "EQ:=", "NAME:c", "GT:>", "TEXT: there"])
    );
}

#[test]
fn latin1_bytes_inside_strings_and_comments() {
    let spec = Spec::new()
        .token(
            "STR",
            seq(vec![lit("\""), star(not(&[('"', '"'), ('\\', '\\'), ('\r', '\r'), ('\n', '\n')])), lit("\"")]),
        )
        .hidden("COMMENT", seq(vec![lit("/*"), lazy_star(any()), lit("*/")]))
        .token("ID", id())
        .skip("WS", ws());
    let t = spec.tables();
    let src = b"\"caf\xe9\" /* \xff\xfe */ x \"\xc3\xa9\"";
    let names = spec.names();
    let s = with_view(&t, |v| rt::lex(v, src)).unwrap();
    assert_eq!(s.tokens.len(), 7);
    assert_eq!(s.tokens[0].text(src), b"\"caf\xe9\"");
    assert_eq!(s.tokens[2].text(src), b"/* \xff\xfe */");
    assert_eq!(s.tokens[6].text(src), b"\"\xc3\xa9\"");
    assert_eq!(render(&names, &s, src)[4], "ID:x");
    assert_eq!(s.reconstruct(src), src);
    // Outside strings and comments a Latin-1 byte is an error, with its position.
    let err = with_view(&t, |v| rt::lex(v, b"x\n  \xe9")).unwrap_err();
    assert_eq!((err.offset, err.line, err.column), (4, 2, 3));
}

#[test]
fn error_positions_and_antlr_recovery() {
    let spec = Spec::new()
        .token("ID", id())
        .token("STR", seq(vec![lit("\""), star(set(&[('a', 'z')])), lit("\"")]))
        .skip("WS", ws());
    let t = spec.tables();
    let err = show(&spec, &t, b"ab\ncd @").unwrap_err();
    assert_eq!((err.kind, err.offset, err.line, err.column), (LexErrorKind::NoMatch, 6, 2, 4));
    assert_eq!(err.to_string(), "2:4: no token matches (byte offset 6, mode DEFAULT_MODE)");
    // Recovery drops the text up to the failure and one more character, like ANTLR.
    let src = b"a @ \"bc! d";
    let s = with_view(&t, |v| rt::lex_with(v, src, LexOptions { recover: true })).unwrap();
    assert_eq!(render(&spec.names(), &s, src), strs(&["ID:a", "~ ", "~@", "~ ", "~\"bc!", "~ ", "ID:d"]));
    assert_eq!(s.errors.iter().map(|e| e.offset).collect::<Vec<_>>(), vec![2, 4]);
    assert_eq!(s.reconstruct(src), src);
}

#[test]
fn empty_input_gives_no_tokens() {
    let spec = Spec::new().token("ID", id());
    let s = with_view(&spec.tables(), |v| rt::lex(v, b"")).unwrap();
    assert!(s.tokens.is_empty() && s.parser_tokens.is_empty());
}

#[test]
fn relexes_as_detects_merging() {
    let spec = Spec::new()
        .implicit("+")
        .implicit("++")
        .implicit("+=")
        .token("ID", id())
        .token("INT", plus(set(&[('0', '9')])))
        .skip("WS", ws());
    let t = spec.tables();
    let (id_k, plus_k, int_k) = (spec.kind("ID"), spec.kind("'+'"), spec.kind("INT"));
    with_view(&t, |v| {
        assert!(rt::relexes_as(v, b"", b"a", b"", id_k));
        assert!(!rt::relexes_as(v, b"", b"a", b"b", id_k), "a b merge into ab");
        assert!(!rt::relexes_as(v, b"a", b"b", b"", id_k), "left merges too");
        assert!(rt::relexes_as(v, b"a ", b"b", b" c", id_k));
        assert!(rt::relexes_as(v, b"a", b"+", b"b", plus_k));
        assert!(!rt::relexes_as(v, b"+", b"+", b"", plus_k), "+ + merge into ++");
        assert!(!rt::relexes_as(v, b"", b"+", b"=", plus_k), "+ = merge into +=");
        assert!(!rt::relexes_as(v, b"", b"1", b"", id_k), "wrong kind");
        assert!(rt::relexes_as(v, b"", b"1", b"", int_k));
        assert!(!rt::relexes_as(v, b"", b"a b", b"", id_k), "two tokens");
        assert!(!rt::relexes_as(v, b"", b"@", b"", id_k), "does not lex");
    });
}

#[test]
fn generation_errors_are_diagnostics() {
    use reducer_gen::lexgen::build_lexer;
    // A token rule that matches the empty string is allowed (ANTLR only warns; it
    // matches zero-width where nothing else does): the mode records it.
    let empty = Spec::new().token("A", lit("a")).token("E", star(lit("b"))).build();
    let t = build_lexer(&empty, &LexGenOptions::default()).expect("builds");
    assert_eq!(t.modes[0].empty_rule, 2);
    let left = Spec::new().token("L", alt(vec![seq(vec![r("L"), lit("a")]), lit("b")])).build();
    let d = build_lexer(&left, &LexGenOptions::default()).unwrap_err();
    assert!(d.items[0].message.contains("left-recursive"), "{:?}", d.items);
    let big = Spec::new()
        .token(
            "X",
            seq(vec![star(set(&[('a', 'b')])), lit("a"), set(&[('a', 'b')]), set(&[('a', 'b')]), set(&[('a', 'b')])]),
        )
        .build();
    let d = build_lexer(&big, &LexGenOptions { max_dfa_states: 8, ..LexGenOptions::default() }).unwrap_err();
    assert!(d.items[0].message.contains("more than 8 DFA states"), "{:?}", d.items);
}
