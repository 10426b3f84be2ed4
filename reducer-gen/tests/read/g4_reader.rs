//! Tests of the `.g4` reader on one fixture per feature (tests/fixtures/g4).

use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::read::g4;
use reducer_gen::syntax::*;

/// Reads a fixture, asserting it parses without diagnostics.
fn fixture(name: &str) -> GrammarFile {
    let path = format!("{}/tests/fixtures/g4/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut map = SourceMap::new();
    let file = map.add(&path, text.clone());
    let mut diags = Diagnostics::default();
    let g = g4::parse(file, &text, &mut diags);
    assert!(diags.items.is_empty(), "{name}: unexpected diagnostics:\n{}", diags.render(&map));
    g.expect("grammar")
}

/// Parses inline text and returns the grammar and the rendered diagnostics.
fn parse_text(text: &str) -> (Option<GrammarFile>, String) {
    let mut map = SourceMap::new();
    let file = map.add("t.g4", text.to_string());
    let mut diags = Diagnostics::default();
    let g = g4::parse(file, text, &mut diags);
    (g, diags.render(&map))
}

fn lexer_rule<'g>(g: &'g GrammarFile, name: &str) -> &'g LexerRule {
    g.lexer_rules.iter().find(|r| r.name.name == name).unwrap_or_else(|| panic!("no lexer rule {name}"))
}

fn parser_rule<'g>(g: &'g GrammarFile, name: &str) -> &'g ParserRule {
    g.parser_rules.iter().find(|r| r.name.name == name).unwrap_or_else(|| panic!("no parser rule {name}"))
}

fn alts(rule: &ParserRule) -> &[Alternative] {
    match &rule.body {
        ParserExpr::Alt(alts) => alts,
        other => panic!("rule body is not Alt: {other:?}"),
    }
}

fn seq(e: &ParserExpr) -> &[ParserExpr] {
    match e {
        ParserExpr::Seq(items, _) => items,
        other => panic!("not a Seq: {other:?}"),
    }
}

fn set_of(e: &LexExpr) -> &CharSet {
    match e {
        LexExpr::Set { set, .. } => set,
        other => panic!("not a Set: {other:?}"),
    }
}

fn literal(e: &LexExpr) -> &str {
    match e {
        LexExpr::Literal(s, _) => s,
        other => panic!("not a Literal: {other:?}"),
    }
}

fn ch(c: char) -> u32 {
    c as u32
}

#[test]
fn grammar_kinds_and_options() {
    let g = fixture("kinds_combined.g4");
    assert_eq!(g.kind, GrammarKind::Combined);
    assert_eq!(g.name.name, "Combined");
    assert_eq!(g.option("superClass"), Some("my.pkg.Base"));
    assert_eq!(g.option("language"), Some("Java"));
    assert_eq!(g.option("accessLevel"), Some("2"));
    let (_, rendered) = parse_text("grammar G;\noptions { caseInsensitive = maybe; colour = red; }\nr : 'a' ;\n");
    assert!(rendered.contains("error: option `caseInsensitive` must be `true` or `false`"), "{rendered}");
    assert!(rendered.contains("warning: unknown grammar option `colour` is ignored"), "{rendered}");
    assert_eq!(g.parser_rules.len(), 1);
    assert_eq!(g.lexer_rules.len(), 1);

    let g = fixture("kinds_lexer.g4");
    assert_eq!(g.kind, GrammarKind::Lexer);
    let names = |v: &[Ident]| v.iter().map(|i| i.name.clone()).collect::<Vec<_>>();
    assert_eq!(names(&g.channels), ["COMMENTS", "EXTRA"]);
    assert_eq!(names(&g.declared_tokens), ["INDENT", "DEDENT"]);

    let g = fixture("kinds_parser.g4");
    assert_eq!(g.kind, GrammarKind::Parser);
    assert_eq!(g.option("tokenVocab"), Some("CalcLexer"));
    assert!(g.lexer_rules.is_empty());
}

#[test]
fn named_actions_are_kept_and_skipped() {
    let g = fixture("named_actions.g4");
    let names: Vec<_> = g.named_actions.iter().map(|(n, _)| n.name.as_str()).collect();
    assert_eq!(names, ["parser::header", "members", "lexer::members", "lexer::header"]);
    assert_eq!(g.parser_rules.len(), 1);
    assert_eq!(g.lexer_rules.len(), 1);
}

#[test]
fn parser_and_lexer_rules() {
    let g = fixture("rules.g4");
    let pnames: Vec<_> = g.parser_rules.iter().map(|r| r.name.name.as_str()).collect();
    assert_eq!(pnames, ["prog", "stat", "expr", "maybe", "opt", "lazy", "any"]);
    let lnames: Vec<_> = g.lexer_rules.iter().map(|r| (r.name.name.as_str(), r.is_fragment)).collect();
    assert_eq!(lnames, [("DIGIT", true), ("INT", false), ("ID", false), ("WS", false)]);

    let prog = seq(&alts(parser_rule(&g, "prog"))[0].body);
    assert!(matches!(&prog[0], ParserExpr::Quant { quantifier: Quantifier::Star, greedy: true, .. }));
    assert!(matches!(&prog[1], ParserExpr::Eof(_)));

    let stat = alts(parser_rule(&g, "stat"));
    assert_eq!(stat.len(), 3);
    assert!(matches!(&seq(&stat[0].body)[0], ParserExpr::Literal(s, _) if s == "print"));

    // `(ID | INT)` is an Alt; `('+' expr)?` wraps a one-alternative group, a Seq.
    let expr = seq(&alts(parser_rule(&g, "expr"))[0].body);
    assert!(matches!(&expr[0], ParserExpr::Alt(a) if a.len() == 2));
    match &expr[1] {
        ParserExpr::Quant { expr, quantifier: Quantifier::Optional, .. } => assert_eq!(seq(expr).len(), 2),
        other => panic!("{other:?}"),
    }

    // Empty alternatives.
    let maybe = alts(parser_rule(&g, "maybe"));
    assert_eq!(maybe.len(), 2);
    assert!(seq(&maybe[0].body).is_empty());
    match &seq(&alts(parser_rule(&g, "opt"))[0].body)[0] {
        ParserExpr::Alt(a) => assert!(seq(&a[0].body).is_empty()),
        other => panic!("{other:?}"),
    }

    // Non-greedy quantifiers.
    let lazy: Vec<_> = seq(&alts(parser_rule(&g, "lazy"))[0].body)
        .iter()
        .map(|e| match e {
            ParserExpr::Quant { quantifier, greedy, .. } => (*quantifier, *greedy),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(lazy, [(Quantifier::Star, false), (Quantifier::Plus, false), (Quantifier::Optional, false)]);
    assert!(matches!(seq(&alts(parser_rule(&g, "any"))[0].body)[0], ParserExpr::Wildcard(_)));

    let ws = lexer_rule(&g, "WS");
    assert_eq!(ws.commands.iter().map(|c| c.0.clone()).collect::<Vec<_>>(), [LexerCommand::Skip]);
    assert!(matches!(&lexer_rule(&g, "INT").body, LexExpr::Quant { quantifier: Quantifier::Plus, .. }));
}

#[test]
fn rule_extras_are_parsed_and_ignored() {
    let path = format!("{}/tests/fixtures/g4/rule_extras.g4", env!("CARGO_MANIFEST_DIR"));
    let (g, rendered) = parse_text(&std::fs::read_to_string(path).unwrap());
    // One warning, for `r` (whose arguments come first); `e[int y]` gets its own.
    assert_eq!(rendered.matches("warning: arguments, return values and locals of rule").count(), 2, "{rendered}");
    assert!(rendered.contains("rule `r` are ignored\n --> t.g4:2:2"), "{rendered}");
    let g = g.unwrap();
    let names: Vec<_> = g.parser_rules.iter().map(|r| r.name.name.as_str()).collect();
    assert_eq!(names, ["r", "e"]);
    let body = seq(&alts(parser_rule(&g, "r"))[0].body);
    assert_eq!(body.len(), 2);
    assert!(body.iter().all(|e| matches!(e, ParserExpr::Ref(id) if id.name == "e")));
    assert_eq!(g.lexer_rules.len(), 1);
    assert_eq!(set_of(&g.lexer_rules[0].body.clone_quant_inner()).ranges, vec![(ch('a'), ch('z'))]);
}

/// Small helper: the expression under a quantifier.
trait QuantInner {
    fn clone_quant_inner(&self) -> LexExpr;
}

impl QuantInner for LexExpr {
    fn clone_quant_inner(&self) -> LexExpr {
        match self {
            LexExpr::Quant { expr, .. } => (**expr).clone(),
            other => panic!("not a Quant: {other:?}"),
        }
    }
}

#[test]
fn string_literals_are_decoded() {
    let g = fixture("literals.g4");
    assert_eq!(literal(&lexer_rule(&g, "NL").body), "\n");
    assert_eq!(literal(&lexer_rule(&g, "CTRL").body), "\r\t\u{8}\u{c}");
    match &lexer_rule(&g, "QUOTES").body {
        LexExpr::Seq(items, _) => {
            let texts: Vec<_> = items.iter().map(literal).collect();
            assert_eq!(texts, ["'", "\"", "\""]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(literal(&lexer_rule(&g, "BACKSLASH").body), "\\");
    assert_eq!(literal(&lexer_rule(&g, "GREEK").body), "\u{3b1}");
    assert_eq!(literal(&lexer_rule(&g, "EMOJI").body), "\u{1F600}");
    assert_eq!(literal(&lexer_rule(&g, "KEYWORD").body), "while");
    assert_eq!(set_of(&lexer_rule(&g, "RANGE").body).ranges, vec![(ch('a'), ch('f'))]);
    assert_eq!(set_of(&lexer_rule(&g, "URANGE").body).ranges, vec![(0x100, 0x17F)]);
}

#[test]
fn character_sets() {
    let g = fixture("sets.g4");
    let ranges = |name: &str| set_of(&lexer_rule(&g, name).body).ranges.clone();
    assert_eq!(ranges("LOWER"), vec![(ch('a'), ch('z'))]);
    assert_eq!(ranges("MIXED"), vec![(ch('0'), ch('9')), (ch('A'), ch('Z')), (ch('_'), ch('_')), (ch('a'), ch('z'))]);
    assert_eq!(ranges("ESCAPED"), vec![(9, 10), (ch('-'), ch('-')), (ch('\\'), ch(']'))]);
    assert_eq!(ranges("DASHES"), vec![(ch('-'), ch('-')), (ch('a'), ch('a'))]);
    assert_eq!(ranges("UNI"), vec![(0x41, 0x43), (0x1F600, 0x1F600)]);
    let upper = CharSet { ranges: ranges("LETTER") };
    assert!(upper.contains(ch('A')) && upper.contains(ch('Ω')) && !upper.contains(ch('a')));
    let not_letter = CharSet { ranges: ranges("NOTLETTER") };
    assert!(not_letter.contains(ch('1')) && !not_letter.contains(ch('a')) && not_letter.contains(0x10FFFF));
    let greek = CharSet { ranges: ranges("GREEKLETTER") };
    assert!(greek.contains(0x3B1) && !greek.contains(ch('a')));
}

#[test]
fn negations() {
    let g = fixture("negation.g4");
    // Parser rule: NotTokens with refs and literals.
    let r = seq(&alts(parser_rule(&g, "r"))[0].body);
    match &r[0] {
        ParserExpr::NotTokens(items, _) => {
            assert!(matches!(&items[0], ParserExpr::Ref(id) if id.name == "A"));
            assert!(matches!(&items[1], ParserExpr::Literal(s, _) if s == ";"));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(&r[1], ParserExpr::NotTokens(items, _) if items.len() == 1));
    assert!(
        matches!(&r[2], ParserExpr::NotTokens(items, _) if matches!(&items[0], ParserExpr::Literal(s, _) if s == "x"))
    );

    match &lexer_rule(&g, "A").body {
        LexExpr::Set { set, negated_from: Some(from), .. } => {
            assert_eq!(from.ranges, vec![(ch('a'), ch('z'))]);
            assert_eq!(set.ranges, vec![(0, ch('a') - 1), (ch('z') + 1, MAX_CHAR)]);
        }
        other => panic!("{other:?}"),
    }
    match &lexer_rule(&g, "B").body {
        LexExpr::Set { negated_from: Some(from), .. } => assert_eq!(from.ranges, vec![(ch('x'), ch('x'))]),
        other => panic!("{other:?}"),
    }
    match &lexer_rule(&g, "C").body {
        LexExpr::Set { negated_from: Some(from), .. } => assert_eq!(from.ranges, vec![(ch('a'), ch('f'))]),
        other => panic!("{other:?}"),
    }
    assert!(
        matches!(&lexer_rule(&g, "D").body, LexExpr::Not(inner, _) if matches!(&**inner, LexExpr::Ref(id) if id.name == "B"))
    );
    assert!(
        matches!(&lexer_rule(&g, "E").body, LexExpr::Not(inner, _) if matches!(&**inner, LexExpr::Alt(a, _) if a.len() == 2))
    );
    assert!(matches!(&lexer_rule(&g, "ANY").body, LexExpr::Any(_)));
}

#[test]
fn labels_and_assoc() {
    let g = fixture("labels.g4");
    let e = alts(parser_rule(&g, "e"));
    let labels: Vec<_> = e.iter().map(|a| a.label.as_ref().map(|l| l.name.as_str())).collect();
    assert_eq!(labels, [Some("Pow"), Some("MulDiv"), Some("Ids"), Some("Int")]);
    let assoc: Vec<_> = e.iter().map(|a| a.right_assoc).collect();
    assert_eq!(assoc, [true, false, false, false]);
    match &seq(&e[0].body)[1] {
        ParserExpr::Labeled { label, additive: false, expr } => {
            assert_eq!(label.name, "op");
            assert!(matches!(&**expr, ParserExpr::Literal(s, _) if s == "^"));
        }
        other => panic!("{other:?}"),
    }
    match &seq(&e[1].body)[1] {
        ParserExpr::Labeled { label, additive: true, expr } => {
            assert_eq!(label.name, "ops");
            assert!(matches!(&**expr, ParserExpr::Alt(a) if a.len() == 2));
        }
        other => panic!("{other:?}"),
    }
    // `ids+=ID*`: the label is per element, under the quantifier.
    match &seq(&e[2].body)[0] {
        ParserExpr::Quant { expr, quantifier: Quantifier::Star, .. } => {
            assert!(matches!(&**expr, ParserExpr::Labeled { additive: true, .. }))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn lexer_commands_and_modes() {
    let g = fixture("commands.g4");
    let cmds = |name: &str| lexer_rule(&g, name).commands.iter().map(|c| c.0.clone()).collect::<Vec<_>>();
    let id = |name: &str| match cmds(name).as_slice() {
        [LexerCommand::Channel(ChannelRef::Name(i))]
        | [LexerCommand::Type(i)]
        | [LexerCommand::Mode(i)]
        | [LexerCommand::PushMode(i), _] => i.name.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(cmds("WS"), [LexerCommand::Skip]);
    assert_eq!(id("CMT"), "COMMENTS");
    assert!(matches!(cmds("RAW").as_slice(), [LexerCommand::Channel(ChannelRef::Number(2, _))]));
    assert_eq!(cmds("PART"), [LexerCommand::More]);
    assert_eq!(id("KW"), "ID");
    assert_eq!(id("OPEN"), "INSIDE");
    assert_eq!(cmds("OPEN")[1], LexerCommand::More);
    assert_eq!(cmds("CLOSE"), [LexerCommand::PopMode]);
    assert_eq!(id("BACK"), "DEFAULT_MODE");

    let modes: Vec<_> = g.modes.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(modes, ["INSIDE", "OTHER"]);
    let rule_modes: Vec<_> =
        g.lexer_rules.iter().map(|r| (r.name.name.as_str(), r.mode.as_ref().map(|m| m.name.as_str()))).collect();
    assert_eq!(
        rule_modes,
        [
            ("WS", None),
            ("CMT", None),
            ("RAW", None),
            ("PART", None),
            ("KW", None),
            ("OPEN", None),
            ("ID", None),
            ("CLOSE", Some("INSIDE")),
            ("TEXT", Some("INSIDE")),
            ("BACK", Some("OTHER")),
        ]
    );
}

#[test]
fn actions_and_predicates() {
    let g = fixture("hooks.g4");
    let r = seq(&alts(parser_rule(&g, "r"))[0].body);
    let hooks: Vec<_> = r
        .iter()
        .filter_map(|e| match e {
            ParserExpr::Hook(h) => Some((h.code.trim().to_string(), h.is_predicate)),
            _ => None,
        })
        .collect();
    assert_eq!(
        hooks,
        [
            ("this.enabled".to_string(), true),
            ("count++;".to_string(), false),
            (r#"if (x) { y("}"); } else { z('{'); }"#.to_string(), false),
        ]
    );
    match &lexer_rule(&g, "A").body {
        LexExpr::Seq(items, _) => {
            assert!(matches!(&items[1], LexExpr::Hook(h) if !h.is_predicate && h.code.contains("println")))
        }
        other => panic!("{other:?}"),
    }
    match &lexer_rule(&g, "B").body {
        LexExpr::Seq(items, _) => assert!(matches!(&items[0], LexExpr::Hook(h) if h.is_predicate)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn comments_anywhere() {
    let g = fixture("comments.g4");
    assert_eq!(g.name.name, "Comments");
    assert_eq!(alts(parser_rule(&g, "r")).len(), 2);
    assert_eq!(literal(&lexer_rule(&g, "B").body), "b");
}

#[test]
fn spans_point_at_the_source() {
    let text = "grammar S;\nrule : 'lit' Other ;\nOther : [a-c]+ ;\n";
    let (g, rendered) = parse_text(text);
    assert_eq!(rendered, "");
    let g = g.unwrap();
    let r = &g.parser_rules[0];
    assert_eq!(&text[r.name.span.start as usize..r.name.span.end as usize], "rule");
    assert_eq!(&text[r.span.start as usize..r.span.end as usize], "rule : 'lit' Other ;");
    let body = seq(&alts(r)[0].body);
    assert_eq!(&text[body[0].span().start as usize..body[0].span().end as usize], "'lit'");
    let l = &g.lexer_rules[0];
    assert_eq!(&text[l.body.span().start as usize..l.body.span().end as usize], "[a-c]+");
}

#[test]
fn import_lists_the_delegate_grammars() {
    // `import Label = Grammar` names `Grammar`; `read::load` merges their rules.
    let (g, rendered) = parse_text("grammar G;\nimport Common, Other=Base;\nr : A ;\n");
    assert_eq!(rendered, "");
    let names: Vec<String> = g.unwrap().imports.iter().map(|i| i.name.clone()).collect();
    assert_eq!(names, ["Common", "Base"]);
}

#[test]
fn bad_escape_diagnostic() {
    let (_, rendered) = parse_text("lexer grammar G;\nA : 'a\\qb' ;\n");
    assert_eq!(
        rendered,
        "error: invalid escape sequence `\\q` in string literal\n --> t.g4:2:7\n  |\n2 | A : 'a\\qb' ;\n  |       ^^\n"
    );
    let (_, rendered) = parse_text("lexer grammar G;\nA : [a\\'] ;\n");
    assert_eq!(
        rendered,
        "error: invalid escape sequence `\\'` in character set\n --> t.g4:2:7\n  |\n2 | A : [a\\'] ;\n  |       ^^\n"
    );
    let (_, rendered) = parse_text("lexer grammar G;\nA : '\\u12' ;\n");
    assert!(rendered.starts_with("error: invalid Unicode escape `\\u12`\n --> t.g4:2:6\n"), "{rendered}");
}

#[test]
fn empty_set_diagnostic() {
    let (_, rendered) = parse_text("lexer grammar G;\nA : [] 'x' ;\n");
    assert_eq!(rendered, "error: character sets cannot be empty\n --> t.g4:2:5\n  |\n2 | A : [] 'x' ;\n  |     ^^\n");
}

#[test]
fn unterminated_string_diagnostic() {
    let (_, rendered) = parse_text("lexer grammar G;\nA : 'abc ;\nB : 'b' ;\n");
    assert!(
        rendered.starts_with("error: unterminated string literal\n --> t.g4:2:5\n  |\n2 | A : 'abc ;\n  |     ^\n"),
        "{rendered}"
    );
}

#[test]
fn unterminated_blocks_point_at_their_start() {
    let (g, rendered) = parse_text("grammar G;\nr : A { never closed ;\n");
    assert!(g.is_none());
    assert_eq!(
        rendered,
        "error: unterminated action block (missing `}`)\n --> t.g4:2:7\n  |\n2 | r : A { never closed ;\n  |       ^\n"
    );
    let (_, rendered) = parse_text("grammar G;\n/* open\nr : A ;\n");
    assert_eq!(rendered, "error: unterminated comment\n --> t.g4:2:1\n  |\n2 | /* open\n  | ^\n");
    let (_, rendered) = parse_text("lexer grammar G;\nA : [abc ;\n");
    assert!(rendered.starts_with("error: unterminated character set\n --> t.g4:2:5\n"), "{rendered}");
}

#[test]
fn syntax_error_diagnostic() {
    let (_, rendered) = parse_text("grammar G;\nr : A : B ;\ns : C ;\n");
    assert_eq!(
        rendered,
        "error: expected one of a name, a string literal, an action `{...}`, a character set `[...]`, an argument block `[...]`, `;`, `(`, `|`, `?`, `*`, `+`, `+=`, `=`, `~`, `.`, `->`, `#`, `<`, found `:`\n --> t.g4:2:7\n  |\n2 | r : A : B ;\n  |       ^\n"
    );
}

#[test]
fn syntax_errors_recover_at_the_next_rule() {
    let (g, rendered) = parse_text("grammar G;\nr : ( A ;\ns : B ;\nt : ) ;\nu : C ;\n");
    let g = g.unwrap();
    let names: Vec<_> = g.parser_rules.iter().map(|r| r.name.name.as_str()).collect();
    assert_eq!(names, ["s", "u"]);
    assert_eq!(rendered.matches("error:").count(), 2, "{rendered}");
}

#[test]
fn misplaced_constructs_are_reported() {
    let cases: &[(&str, &str)] = &[
        ("grammar G;\nr : 'a'..'b' ;\n", "character ranges (`..`) are only allowed in lexer rules"),
        ("lexer grammar G;\nA : 'a' -> frobnicate ;\n", "unknown lexer command `frobnicate`"),
        ("lexer grammar G;\nA : 'a' -> skip | 'b' ;\n", "must be on its single outermost alternative"),
        ("lexer grammar G;\nA : 'ab'..'c' ;\n", "each end of a `..` range must be a single character"),
        ("lexer grammar G;\nA : 'z'..'a' ;\n", "empty character range"),
        ("lexer grammar G;\nA : [z-a] ;\n", "empty range `z-a`"),
        ("lexer grammar G;\nA : '' ;\n", "string literals cannot be empty"),
        ("lexer grammar G;\nA : ~'ab' ;\n", "only single-character literals can be negated"),
        ("lexer grammar G;\nA : [\\p{NoSuchProperty}] ;\n", "unknown Unicode property `NoSuchProperty`"),
        ("lexer grammar G;\nA : x='a' ;\n", "labels are not allowed in lexer rules"),
        ("lexer grammar G;\nr : A ;\n", "parser rule `r` is not allowed in a lexer grammar"),
        ("parser grammar G;\nA : 'a' ;\n", "lexer rule `A` is not allowed in a parser grammar"),
        ("grammar G;\nmode M;\nA : 'a' ;\n", "lexical modes are only allowed in lexer grammars"),
        ("grammar G;\nr : A -> skip ;\n", "lexer commands (`->`) are only allowed in lexer rules"),
        ("lexer grammar G;\nA : 'a' -> channel ;\n", "needs an argument"),
        ("grammar G;\nr : A $ ;\n", "unexpected character"),
    ];
    for (text, expected) in cases {
        let (_, rendered) = parse_text(text);
        assert!(rendered.contains(expected), "for {text:?} expected {expected:?}, got:\n{rendered}");
    }
}

#[test]
fn lexer_non_greedy_loops_and_wildcards() {
    let (g, rendered) =
        parse_text("lexer grammar G;\nCMT : '/*' .*? '*/' -> skip ;\nS : '\"' ( '\\\\' . | ~[\"\\\\] )+? '\"' ;\n");
    assert_eq!(rendered, "");
    let g = g.unwrap();
    match &lexer_rule(&g, "CMT").body {
        LexExpr::Seq(items, _) => match &items[1] {
            LexExpr::Quant { expr, quantifier: Quantifier::Star, greedy: false, .. } => {
                assert!(matches!(&**expr, LexExpr::Any(_)))
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    match &lexer_rule(&g, "S").body {
        LexExpr::Seq(items, _) => {
            assert!(matches!(&items[1], LexExpr::Quant { quantifier: Quantifier::Plus, greedy: false, .. }))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn brackets_follow_the_rule_kind() {
    // `[...]` is an argument block after a parser rule reference and a set in a lexer rule,
    // even after rule-level named actions and options blocks.
    let text = "grammar G;\n@members { int[] a; }\nr @init { x(); } options { k = 1; } : s[1, \"]\"] ;\ns[int i] : A ;\nA options { caseInsensitive = true; } : [\\]x] ;\n";
    let (g, rendered) = parse_text(text);
    assert_eq!(rendered.matches("warning").count(), 1, "{rendered}");
    assert!(rendered.starts_with("warning: arguments, return values and locals of rule `s` are ignored"), "{rendered}");
    let g = g.unwrap();
    assert_eq!(g.parser_rules.len(), 2);
    assert_eq!(lexer_rule(&g, "A").case_insensitive, Some(true));
    assert_eq!(set_of(&lexer_rule(&g, "A").body).ranges, vec![(ch(']'), ch(']')), (ch('x'), ch('x'))]);
}

/// A rule without its `;`: the error points at the gap, after the rule's last
/// alternative, and only then says what the parser expected.
#[test]
fn missing_semicolon_points_at_the_gap() {
    let text = "grammar calc;\nprogram : stmt* EOF ;\nstmt : expr\n     | 'print' expr\nexpr : NUM ;\nNUM : [0-9]+ ;\n";
    let (_, e) = parse_text(text);
    assert!(
        e.starts_with(
            "error: missing `;` after rule `stmt`?\n --> t.g4:4:20\n  |\n4 |      | 'print' expr\n  |                    ^\n  = note: expected"
        ),
        "{e}"
    );
    assert!(e.contains("found `:`\n --> t.g4:5:6"), "{e}");
    // Before `fragment`, and at the end of the file.
    let (_, e) = parse_text("lexer grammar l;\nA : 'a'\nfragment B : 'b' ;\n");
    assert!(e.starts_with("error: missing `;` after rule `A`?\n --> t.g4:2:8"), "{e}");
    let (_, e) = parse_text("grammar g;\ns : 'a' EOF\n");
    assert!(e.starts_with("error: missing `;` after rule `s`?\n --> t.g4:2:12"), "{e}");
}
