//! One small grammar of our own per kind of hook, compiled in memory and run with the
//! hooks the generator chose (built-ins from `superClass`, or the user's functions):
//!
//! - a token source that rewrites the stream: Python's INDENT/DEDENT and implicit line
//!   joining, plus the f-string modes of the per-match hook;
//! - an action that consumes input: Lua's long comments;
//! - predicates on earlier tokens and on state kept by actions: JavaScript's regular
//!   expression or division, template strings, strict mode; TypeScript's template
//!   strings; the ANTLR grammar's names, arguments, actions and character sets;
//! - an action that emits more than one token: semicolon insertion as in Go, bound by
//!   the user with `Options::hooks`;
//! - predicates that look past the match and at the previous token: Rust's float
//!   literals;
//! - an unknown member of a known base class: an error naming it, or left out with
//!   `ignore_actions`.

use crate::hooks_support;

use hooks_support::Grammar;
use reducer_gen::Options;
use reducer_runtime::hooks::Builtin;
use reducer_runtime::language::GrammarTables;
use reducer_runtime::lexer::LexCx;

/// A fixture grammar of ours in `tests/fixtures/hooks/` (modes need a lexer grammar).
fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hooks").join(name)
}

/// `NAME:text` for every token the parser sees (zero-length ones as `NAME:`).
fn visible(t: &GrammarTables, src: &str) -> Vec<String> {
    let ts = t.lex(src.as_bytes()).unwrap_or_else(|e| panic!("{src:?} does not lex: {e}"));
    assert_eq!(ts.reconstruct(src.as_bytes()), src.as_bytes(), "every byte is kept");
    ts.parser_iter()
        .map(|r| format!("{}:{}", t.symbol_name(r.kind), String::from_utf8_lossy(r.text(src.as_bytes()))))
        .collect()
}

#[test]
fn token_source_makes_python_blocks() {
    let g = Grammar::load(&fixture("pyblocksParser.g4"), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.generated.compiled.builtin_hooks.token_source.as_deref(), Some("hooks::python::token_source"));
    g.with_tables(|t| {
        let src = "\n# lead\nif a:\n    b = (c,\n  d)\n\n    # note\n    if e:\n        f\ng\n";
        let toks = visible(t, src);
        assert_eq!(
            toks.join(" "),
            "IF:if NAME:a COLON:: NEWLINE:\n INDENT: NAME:b EQUAL:= LPAR:( NAME:c COMMA:, NAME:d RPAR:) NEWLINE:\n \
             IF:if NAME:e COLON:: NEWLINE:\n INDENT: NAME:f NEWLINE:\n DEDENT: DEDENT: NAME:g NEWLINE:\n"
        );
        assert!(t.check(src.as_bytes()).is_ok());
        // No final newline: one is supplied, then the open blocks close.
        assert_eq!(
            visible(t, "if a:\n  b").join(" "),
            "IF:if NAME:a COLON:: NEWLINE:\n INDENT: NAME:b NEWLINE: DEDENT:"
        );
        // A dedent to a width no block opened, and an indented first statement, fail.
        let e = t.check(b"if a:\n    b\n  c\n").expect_err("inconsistent dedent");
        assert_eq!(e.line, 3, "{e}");
        assert!(t.check(b"  a\n").is_err());
        assert!(t.check(b"if a:\nb\n").is_err(), "a block needs an indented line");
    });
}

#[test]
fn per_match_hook_switches_f_string_modes() {
    let g = Grammar::load(&fixture("pyblocksParser.g4"), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        let src = "a = f\"x{b:>{c}}y{(d,\ne)}\"\n";
        let toks = visible(t, src);
        assert_eq!(
            toks.join(" "),
            "NAME:a EQUAL:= FSTRING_START:f\" FSTRING_MIDDLE:x LBRACE:{ NAME:b COLON:: FSTRING_MIDDLE:> \
             LBRACE:{ NAME:c RBRACE:} RBRACE:} FSTRING_MIDDLE:y LBRACE:{ LPAR:( NAME:d COMMA:, NAME:e RPAR:) \
             RBRACE:} FSTRING_END:\" NEWLINE:\n"
        );
        assert!(t.check(src.as_bytes()).is_ok());
        // A replacement field left open is an error.
        assert!(t.check(b"a = f\"x{b\"\n").is_err());
    });
}

const LUA_LIKE: &str = r#"grammar luamini;
options { superClass = LuaLexerBase; }
chunk : stat* EOF ;
stat : NAME '=' (NAME | NUMBER) ;
NAME : [a-z]+ ;
NUMBER : [0-9]+ ;
COMMENT : '--' { this.HandleComment(); } -> channel(HIDDEN) ;
SHEBANG : '#' { this.IsLine1Col0() }? '!'? ~[\n]* -> channel(HIDDEN) ;
WS : [ \t\r\n]+ -> channel(HIDDEN) ;
"#;

#[test]
fn consuming_action_reads_long_comments() {
    let g = Grammar::from_str("luamini.g4", LUA_LIKE, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        let src = "#!lua\na = 1 --[==[ x = 2\n]] y = 3 ]=]\n]==] b = 4 -- c = 5\n--[ not long\nd = 6";
        assert_eq!(visible(t, src).join(" "), "NAME:a '=':= NUMBER:1 NAME:b '=':= NUMBER:4 NAME:d '=':= NUMBER:6");
        let ts = t.lex(src.as_bytes()).unwrap();
        let comments: Vec<&[u8]> =
            ts.tokens.iter().filter(|r| t.symbol_name(r.kind) == "COMMENT").map(|r| r.text(src.as_bytes())).collect();
        assert_eq!(comments, [&b"--[==[ x = 2\n]] y = 3 ]=]\n]==]"[..], b"-- c = 5", b"--[ not long"]);
        let e = t.check(b"a = 1\n--[=[ open ]]\n").expect_err("unfinished");
        assert_eq!((e.line, e.column), (2, 1), "{e}");
        assert!(e.message.starts_with("unfinished long comment"), "{e}");
        assert!(t.check(b"a = 1 #! no\n").is_err(), "a shebang only on the first line");
    });
}

#[test]
fn predicates_on_earlier_tokens_decide_regex_or_division() {
    let g = Grammar::load(&fixture("jsminiParser.g4"), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        let kinds = |src: &str| -> Vec<String> {
            visible(t, src).into_iter().map(|s| s.split(':').next().unwrap().to_string()).collect()
        };
        // After an operand a slash divides; elsewhere it starts a regular expression.
        assert_eq!(kinds("a / b / c;").join(" "), "Identifier Divide Identifier Divide Identifier SemiColon");
        assert_eq!(kinds("(/b/g);").join(" "), "OpenParen RegularExpressionLiteral CloseParen SemiColon");
        assert_eq!(
            kinds("(a) / b / c;").join(" "),
            "OpenParen Identifier CloseParen Divide Identifier Divide Identifier SemiColon"
        );
        assert_eq!(kinds("/a/ + 1;")[0], "RegularExpressionLiteral");
        assert!(t.check(b"(a) / b / c;").is_ok() && t.check(b"(/b/g);").is_ok());
        // A hashbang only before any token.
        assert_eq!(kinds("#!/usr/bin/node\na;")[0], "HashBangLine");
        assert!(t.check(b"a;\n#!x").is_err());
    });
}

#[test]
fn actions_keep_template_depth_and_strict_mode() {
    let g = Grammar::load(&fixture("jsminiParser.g4"), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        // `}` closes a substitution only at the depth its `${` opened; nested templates.
        let src = "`a${ b }c${ `d${e}` }f`;";
        let names: Vec<String> =
            visible(t, src).into_iter().map(|s| s.split(':').next().unwrap().to_string()).collect();
        assert_eq!(names.iter().filter(|n| *n == "TemplateCloseBrace").count(), 3, "{names:?}");
        assert!(!names.contains(&"CloseBrace".to_string()), "{names:?}");
        assert!(t.check(src.as_bytes()).is_ok());
        // "use strict" at the start of a block makes `let` a strict keyword in it and in
        // the blocks it holds; a block without it is not strict.
        let src = "let a = 1; { let x = 0; } { 'use strict'; let b = 2; { let c = 3; } }";
        let lets: Vec<String> =
            visible(t, src).into_iter().filter(|s| s.ends_with(":let")).map(|s| s.replace(":let", "")).collect();
        assert_eq!(lets, ["NonStrictLet", "NonStrictLet", "StrictLet", "StrictLet"]);
        assert!(t.check(src.as_bytes()).is_ok());
        // Not a directive when it is not the first token of the block.
        let src = "{ a; 'use strict'; let b = 2; }";
        assert!(visible(t, src).contains(&"NonStrictLet:let".to_string()));
    });
}

#[test]
fn typescript_counts_braces_since_the_last_substitution() {
    let g = Grammar::load(&fixture("tsminiParser.g4"), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        let names = |src: &str| -> Vec<String> {
            visible(t, src).into_iter().map(|s| s.split(':').next().unwrap().to_string()).collect()
        };
        // An object literal's braces inside a substitution are block braces; the `}`
        // after them closes the substitution; nested templates and blocks around.
        for src in ["`a${ {k: b}.k }c`;", "{ `x${ `y${z}` }w`; }", "`${a}` ; { b; }"] {
            let n = names(src);
            let subs = src.matches("${").count();
            assert_eq!(n.iter().filter(|k| *k == "TemplateCloseBrace").count(), subs, "{src}: {n:?}");
            assert!(t.check(src.as_bytes()).is_ok(), "{src}: {n:?}");
        }
    });
}

#[test]
fn antlr_grammar_names_and_brackets_depend_on_the_place() {
    let g = Grammar::load(&fixture("antlrminiParser.g4"), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        let src = "options { k = v; }\nr[int a[2]] : X {f{g}} ;\nX : [a-z] r ;";
        let v = visible(t, src);
        // Names by their first letter; `options` block names too.
        assert_eq!(&v[..5], ["OPTIONS:options {", "RULE_REF:k", "ASSIGN:=", "RULE_REF:v", "SEMI:;"], "{v:?}");
        // `[` in a parser rule opens arguments; the nested `]` is content.
        assert!(v.contains(&"BEGIN_ARGUMENT:[".to_string()), "{v:?}");
        let args: Vec<&String> = v.iter().filter(|s| s.starts_with("ARGUMENT_CONTENT")).collect();
        assert_eq!(args.last().map(|s| s.as_str()), Some("ARGUMENT_CONTENT:]"), "{v:?}");
        assert_eq!(v.iter().filter(|s| *s == "END_ARGUMENT:]").count(), 1, "{v:?}");
        // `}` of the nested action is content; the outer one ends the action.
        assert_eq!(v.iter().filter(|s| *s == "ACTION_CONTENT:}").count(), 1, "{v:?}");
        assert_eq!(v.iter().filter(|s| *s == "END_ACTION:}").count(), 1, "{v:?}");
        // `[` in a lexer rule is a character set, one token with its `[`.
        assert!(v.contains(&"LEXER_CHAR_SET:[a-z]".to_string()) && v.contains(&"TOKEN_REF:X".to_string()), "{v:?}");
        assert!(t.check(src.as_bytes()).is_ok(), "{v:?}");
    });
}

const GO_LIKE: &str = r#"grammar semis;
tokens { SEMI }
program : (stmt SEMI)* EOF ;
stmt : NAME '=' expr | RETURN expr? ;
expr : NAME | NUMBER | '(' expr RPAREN | expr '+' expr ;
RETURN : 'return' ;
RPAREN : ')' ;
NAME : [a-z]+ ;
NUMBER : [0-9]+ ;
EXPLICIT : ';' -> type(SEMI) ;
NL : '\n' {this.semicolon();} -> channel(HIDDEN) ;
WS : [ \t]+ -> channel(HIDDEN) ;
"#;

/// Go's rule (The Go Programming Language Specification, "Semicolons"): a newline
/// after an identifier, a literal, `return` or `)` ends the statement. The action emits
/// a zero-length SEMI before the newline, and the newline itself on the hidden channel.
fn semicolon(cx: &mut LexCx) {
    let ends = cx
        .last_token()
        .is_some_and(|t| ["NAME", "NUMBER", "RETURN", "RPAREN"].iter().any(|n| cx.token_kind(n) == Some(t.kind)));
    let (Some(semi), Some(nl), start, end) = (cx.token_kind("SEMI"), cx.rule_token(), cx.start, cx.end) else {
        return;
    };
    if ends {
        cx.emit(semi, 0, start);
    }
    cx.emit(nl, 1, end);
}

#[test]
fn user_action_emits_two_tokens_for_semicolon_insertion() {
    let options = Options { hooks: ["semicolon".to_string()].into_iter().collect(), ..Options::default() };
    let g = Grammar::from_str("semis.g4", GO_LIKE, &options).unwrap_or_else(|e| panic!("{e}"));
    g.with_user_hooks(&[("semicolon", Builtin::Action(semicolon))], |t| {
        let src = "a = (b +\nc)\nreturn\nd = 1; e = 2\n";
        assert_eq!(
            visible(t, src).join(" "),
            "NAME:a '=':= '(':( NAME:b '+':+ NAME:c RPAREN:) SEMI: RETURN:return SEMI: \
             NAME:d '=':= NUMBER:1 SEMI:; NAME:e '=':= NUMBER:2 SEMI:"
        );
        assert!(t.check(src.as_bytes()).is_ok());
        // The newline after `+` inserts nothing, so a statement may span lines there
        // but not after an operand.
        assert!(t.check(b"a = b\n+ c\n").is_err());
    });
}

const RUST_LIKE: &str = r#"grammar rustmini;
options { superClass = RustLexerBase; }
tokens_ : (FLOAT_LITERAL | INTEGER_LITERAL | IDENT | DOT | DOTDOT | LPAREN | RPAREN)* EOF ;
SHEBANG : {this.SOF()}? '#!' ~[\n]* -> channel(HIDDEN) ;
FLOAT_LITERAL : {this.FloatLiteralPossible()}? ([0-9]+ '.' {this.FloatDotPossible()}? | [0-9]+ '.' [0-9]+ ('f32' | 'f64')?) ;
INTEGER_LITERAL : [0-9]+ ;
IDENT : [a-z_] [a-z0-9_]* ;
DOTDOT : '..' ;
DOT : '.' ;
LPAREN : '(' ;
RPAREN : ')' ;
WS : [ \n]+ -> channel(HIDDEN) ;
"#;

#[test]
fn rust_float_literals_end_where_the_reference_says() {
    let g = Grammar::from_str("rustmini.g4", RUST_LIKE, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    g.with_tables(|t| {
        let names = |src: &str| -> String {
            visible(t, src).into_iter().map(|s| s.split(':').next().unwrap().to_string()).collect::<Vec<_>>().join(" ")
        };
        // `1.` is a float, but not before `..`, `_`, or a name (a method call).
        assert_eq!(names("1. 2.5f32"), "FLOAT_LITERAL FLOAT_LITERAL");
        assert_eq!(names("1..2"), "INTEGER_LITERAL DOTDOT INTEGER_LITERAL");
        assert_eq!(names("1.max(2)"), "INTEGER_LITERAL DOT IDENT LPAREN INTEGER_LITERAL RPAREN");
        // Tuple indices after `.` are integers: `t.0.1` is not `t . 0.1`.
        assert_eq!(names("t.0.1"), "IDENT DOT INTEGER_LITERAL DOT INTEGER_LITERAL");
        assert_eq!(names("#!/bin/x\n1.5"), "FLOAT_LITERAL");
        assert!(t.lex(b"1 #!/bin/x").is_err(), "a shebang only at the start");
    });
}

#[test]
fn an_unknown_member_of_a_known_base_class_is_an_error_naming_it() {
    let text = LUA_LIKE.replace("NAME : [a-z]+ ;", "NAME : [a-z]+ {this.IsKeyword()}? ;");
    let e = Grammar::from_str("luamini.g4", &text, &Options::default()).err().expect("an error");
    assert!(e.contains("predicate `this.IsKeyword()` in lexer rule `NAME` has no hook"), "{e}");
    assert!(e.contains("superClass `LuaLexerBase` have no member of that name"), "{e}");
    assert!(e.contains("luamini.g4:5:"), "{e}");
    let options = Options { ignore_actions: true, ..Options::default() };
    let g = Grammar::from_str("luamini.g4", &text, &options).unwrap_or_else(|e| panic!("{e}"));
    // The known members still run; the unknown predicate is left out.
    g.with_tables(|t| assert!(t.check(b"a = 1 --[[ x\n]] b = 2").is_ok()));
}

/// grammars-v4's C grammar tells typedef names from other identifiers with a symbol
/// table in `CParserBase`; its parser members are read as true (both readings are kept
/// by the GLR parser), with a warning naming the class, so the grammar loads as it is.
#[test]
fn known_parser_members_are_read_as_true_with_a_warning() {
    let text = "grammar cmini;\noptions { superClass = CParserBase; }\n\
                unit : item* EOF ;\nitem : {this.IsDeclaration()}? NAME NAME ';' {this.EnterDeclaration();}\n\
                     | {this.IsStatement()}? NAME ';' ;\nNAME : [a-z]+ ;\nWS : [ \\n]+ -> skip ;\n";
    let g = Grammar::from_str("cmini.g4", text, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    let w = g.generated.compiled.render_warnings();
    assert!(
        w.contains("predicate `this.IsDeclaration()` in rule `item` is not run (CParserBase member: read as true"),
        "{w}"
    );
    assert!(w.contains("action `this.EnterDeclaration();` in rule `item` is not run (CParserBase member"), "{w}");
    g.with_tables(|t| assert!(t.check(b"int a; b;").is_ok()));
}
