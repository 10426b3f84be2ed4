//! Tests of the BNF/EBNF reader: fixtures' structure and rendered diagnostics.

use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::read::bnf;
use reducer_gen::syntax::{ChannelRef, GrammarFile, GrammarKind, LexExpr, LexerCommand, ParserExpr, Quantifier};

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/fixtures/bnf/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Reads a grammar that must be free of errors.
fn read_ok(name: &str, text: &str) -> GrammarFile {
    let mut map = SourceMap::new();
    let file = map.add(name, text.to_string());
    let mut diags = Diagnostics::default();
    let g = bnf::parse(file, text, &mut diags);
    assert!(!diags.has_errors(), "{}", diags.render(&map));
    g.expect("no errors but no grammar")
}

/// Reads a grammar that must fail; returns the rendered diagnostics.
fn read_err(text: &str) -> String {
    let mut map = SourceMap::new();
    let file = map.add("t.bnf", text.to_string());
    let mut diags = Diagnostics::default();
    let g = bnf::parse(file, text, &mut diags);
    assert!(g.is_none(), "expected failure");
    assert!(diags.has_errors());
    diags.render(&map)
}

/// Compact rendering of a parser expression: `<x>` refs, quoted literals, `()` groups.
fn show(e: &ParserExpr) -> String {
    match e {
        ParserExpr::Alt(alts) => {
            let parts: Vec<String> = alts.iter().map(|a| show(&a.body)).collect();
            format!("({})", parts.join(" | "))
        }
        ParserExpr::Seq(items, _) if items.is_empty() => "ε".to_string(),
        ParserExpr::Seq(items, _) => {
            format!("[{}]", items.iter().map(show).collect::<Vec<_>>().join(" "))
        }
        ParserExpr::Ref(id) => id.name.clone(),
        ParserExpr::Literal(s, _) => format!("{s:?}"),
        ParserExpr::Quant { expr, quantifier, .. } => format!("{}{}", show(expr), quantifier.symbol()),
        other => format!("{other:?}"),
    }
}

fn rule<'g>(g: &'g GrammarFile, name: &str) -> &'g ParserExpr {
    &g.parser_rules.iter().find(|r| r.name.name == name).unwrap_or_else(|| panic!("no rule {name}")).body
}

#[test]
fn figure_2_toy_c() {
    let text = fixture("fig2_toy_c.bnf");
    let g = read_ok("fig2_toy_c.bnf", &text);
    assert_eq!(g.kind, GrammarKind::Bnf);
    assert_eq!(g.name.name, "toy_c");
    assert!(g.start.is_none());
    let names: Vec<&str> = g.parser_rules.iter().map(|r| r.name.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "func_def",
            "stmt",
            "if_stmt",
            "cond_plus",
            "if_cond",
            "decl_stmt",
            "expr_stmt",
            "compound_stmt",
            "stmt_star",
            "type",
            "identifier",
            "expr",
            "primary",
            "args"
        ]
    );
    assert_eq!(show(rule(&g, "func_def")), "([type identifier \"(\" \")\" compound_stmt])");
    assert_eq!(show(rule(&g, "stmt")), "(if_stmt | decl_stmt | expr_stmt | compound_stmt)");
    assert_eq!(show(rule(&g, "cond_plus")), "(if_cond+)");
    assert_eq!(show(rule(&g, "stmt_star")), "(stmt*)");
    assert_eq!(show(rule(&g, "expr")), "([primary [(\"+\" | \"-\" | \"<\" | \"==\") primary]*])");
    assert_eq!(
        show(rule(&g, "primary")),
        "([identifier [\"(\" args? \")\"]?] | NUMBER | STRING | [\"(\" expr \")\"] | [\"return\" expr])"
    );
    // Spans point at the written names.
    let stmt = &g.parser_rules[1];
    assert_eq!(&text[stmt.name.span.start as usize..stmt.name.span.end as usize], "<stmt>");

    let lex: Vec<(&str, bool, usize)> =
        g.lexer_rules.iter().map(|r| (r.name.name.as_str(), r.is_fragment, r.commands.len())).collect();
    assert_eq!(
        lex,
        [
            ("IDENT", false, 0),
            ("NUMBER", false, 0),
            ("STRING", false, 0),
            ("ESCAPE", true, 0),
            ("WS", false, 1),
            ("LINE_COMMENT", false, 1)
        ]
    );
    assert_eq!(g.lexer_rules[4].commands[0].0, LexerCommand::Skip);
    // STRING = '"' ( /[^"\\\n]/ | ESCAPE )* '"'
    match &g.lexer_rules[2].body {
        LexExpr::Seq(items, _) => {
            assert!(matches!(&items[0], LexExpr::Literal(s, _) if s == "\""));
            match &items[1] {
                LexExpr::Quant { expr, quantifier: Quantifier::Star, greedy: true, .. } => match &**expr {
                    LexExpr::Alt(alts, _) => {
                        match &alts[0] {
                            LexExpr::Set { set, .. } => {
                                assert!(
                                    set.contains('a' as u32) && !set.contains('"' as u32) && !set.contains('\n' as u32)
                                );
                                assert!(!set.contains('\\' as u32));
                            }
                            other => panic!("{other:?}"),
                        }
                        assert!(matches!(&alts[1], LexExpr::Ref(id) if id.name == "ESCAPE"));
                    }
                    other => panic!("{other:?}"),
                },
                other => panic!("{other:?}"),
            }
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn figure_4a() {
    let g = read_ok("fig4.bnf", &fixture("fig4.bnf"));
    assert_eq!(g.name.name, "fig4");
    assert_eq!(show(rule(&g, "A")), "([B C] | D | ε)");
    assert_eq!(show(rule(&g, "B")), "([A D] | [C D])");
    assert_eq!(show(rule(&g, "C")), "(\"c\")");
    assert_eq!(g.lexer_rules.len(), 1);
    assert_eq!(g.parser_rules[0].name.name, "A");
}

#[test]
fn every_feature() {
    let text = fixture("features.bnf");
    let g = read_ok("features.bnf", &text);
    assert_eq!(g.start.as_ref().map(|s| s.name.as_str()), Some("doc"));
    assert_eq!(show(rule(&g, "list")), "([item [\",\" item]*])");
    assert_eq!(show(rule(&g, "doc")), "([\"[\" list? \"]\"] | [\"{\" \"}\"] | ε)");
    assert_eq!(show(rule(&g, "item")), "(WORD | HEX | quoted | \"λ\" | \"A\\t'\" | \"a\\\\b\" | ε)");
    assert_eq!(show(rule(&g, "quoted")), "([(QUOTED | LONG)+ \";\"?])");
    let hidden = g.lexer_rules.iter().find(|r| r.name.name == "COMMENT").unwrap();
    assert!(matches!(&hidden.commands[0].0, LexerCommand::Channel(ChannelRef::Name(id)) if id.name == "HIDDEN"));
    // LONG = '<<' /.*?/ '>>': the non-greedy star survives.
    let long = g.lexer_rules.iter().find(|r| r.name.name == "LONG").unwrap();
    match &long.body {
        LexExpr::Seq(items, _) => {
            assert!(matches!(&items[1], LexExpr::Quant { quantifier: Quantifier::Star, greedy: false, .. }))
        }
        other => panic!("{other:?}"),
    }
    // HEX: 0[xX] then one digit then three nested optionals.
    let hex = g.lexer_rules.iter().find(|r| r.name.name == "HEX").unwrap();
    let regex_span = hex.body.span();
    assert_eq!(&text[regex_span.start as usize..regex_span.end as usize], "/0[xX][0-9a-fA-F]{1,4}/");
}

#[test]
fn rules_without_semicolons_and_bare_names() {
    let g = read_ok("t.bnf", "s ::= a s b | ε\na ::= 'a'\nb ::= \"b\"");
    assert_eq!(show(rule(&g, "s")), "([a s b] | ε)");
    assert_eq!(g.parser_rules.len(), 3);
}

#[test]
fn unterminated_string_is_reported_once() {
    assert_eq!(
        read_err("<a> ::= 'b\n"),
        "error: unterminated string literal\n --> t.bnf:1:9\n  |\n1 | <a> ::= 'b\n  |         ^^\n"
    );
}

#[test]
fn regex_anchor_points_into_the_regex() {
    assert_eq!(
        read_err("<a> ::= X\nX = /ab$/ ;\n"),
        "error: anchors and word boundaries are not supported in lexer regexes\n --> t.bnf:2:8\n  |\n2 | X = /ab$/ ;\n  |        ^\n"
    );
}

#[test]
fn regex_syntax_error_is_mapped() {
    let text = read_err("<a> ::= X\nX = /[a-/ ;\n");
    assert!(text.starts_with("error: invalid regex: "), "{text}");
    assert!(text.contains(" --> t.bnf:2:"), "{text}");
}

#[test]
fn duplicate_definition_has_a_note() {
    assert_eq!(
        read_err("<a> ::= 'x'\na = /y/\n"),
        "error: `a` is defined more than once\n --> t.bnf:2:1\n  |\n2 | a = /y/\n  | ^\n  = note: first defined here\n --> t.bnf:1:1\n  |\n1 | <a> ::= 'x'\n  | ^^^\n"
    );
}

#[test]
fn unclosed_group_and_unknown_directive() {
    let text = read_err("<a> ::= ( 'x' 'y'\n%token Z\n<b> ::= ;");
    assert!(text.contains("error: expected `)` to close the group, found `%token`"), "{text}");
    assert!(text.contains("error: unknown directive `%token`"), "{text}");
}

#[test]
fn misc_errors() {
    assert!(read_err("<a> ::= 'x' /y/").contains("regexes are only allowed in lexer rules"));
    assert!(read_err("<a> ::= 'x\\q'").contains("unknown escape `\\q`"));
    assert!(read_err("<a> ::= '\\u{110000}'").contains("invalid hex escape"));
    assert!(read_err("%start <b>\n<a> ::= 'x'").contains("start symbol `b` is not defined"));
    assert!(read_err("X = /x/").contains("no parser rules"));
    assert!(read_err("<a> ::= 'x' @@ 'y'").contains("unexpected characters `@@`"));
    assert!(read_err("<a> 'x'").contains("expected `::=` (parser rule) or `=` (lexer rule) after `a`"));
}

#[test]
fn the_documented_example_reads() {
    let doc = std::fs::read_to_string(format!("{}/docs/bnf-dialect.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let example = doc.split("```").nth(1).expect("an example block");
    let g = read_ok("example.bnf", example);
    assert_eq!(g.name.name, "calc");
    assert_eq!(g.start.as_ref().map(|s| s.name.as_str()), Some("program"));
    assert_eq!(show(rule(&g, "expr")), "([expr (\"+\" | \"-\") term] | term)");
    assert_eq!(g.lexer_rules.len(), 5);
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!("<a> ::= {}'x'{}", "(".repeat(100_000), ")".repeat(100_000));
    assert!(read_err(&deep).contains("groups nested more than 100 deep"));
    let deep = format!("<a> ::= X\nX = {}'x'{}", "(".repeat(100_000), ")".repeat(100_000));
    assert!(read_err(&deep).contains("groups nested more than 100 deep"));
    let stars = format!("<a> ::= 'x'{}", "*".repeat(100_000));
    assert!(read_err(&stars).contains("more than 8 quantifiers"));
    let regex = format!("<a> ::= X\nX = /{}x{}/", "(".repeat(10_000), ")".repeat(10_000));
    assert!(read_err(&regex).contains("invalid regex"));
    // Nesting within the limits is fine.
    let ok = format!("<a> ::= {}'x'{}", "(".repeat(50), ")?".repeat(50));
    read_ok("t.bnf", &ok);
}
