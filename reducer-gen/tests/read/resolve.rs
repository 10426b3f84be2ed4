//! The resolve pass: names, implicit tokens, split grammars, lexer commands, and the
//! diagnostics for user mistakes (rendered text asserted in full where it matters).

use std::path::Path;

use reducer_gen::cfg::TokenOrigin;
use reducer_gen::read::Format;
use reducer_gen::{compile_file, compile_str, Options};

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/split").join(name)
}

fn errors(text: &str) -> String {
    match compile_str("t.g4", text, Format::G4, &Options::default()) {
        Ok(_) => panic!("grammar unexpectedly compiled:\n{text}"),
        Err(e) => e.rendered,
    }
}

#[test]
fn split_grammar_links_through_token_vocab() {
    let c = compile_file(&fixture("CalcParser.g4"), &Options::default()).expect("compiles");
    let cfg = &c.resolved.cfg;
    assert_eq!(c.files.len(), 2);
    // The literal '*' names the lexer rule TIMES; no implicit token is created.
    assert!(
        cfg.tokens.iter().all(|t| !t.name.starts_with('\'')),
        "{:?}",
        cfg.tokens.iter().map(|t| &t.name).collect::<Vec<_>>()
    );
    let lexer = &c.resolved.lexer;
    assert_eq!(lexer.channels, ["DEFAULT_TOKEN_CHANNEL", "HIDDEN", "COMMENTS"]);
    let comment = lexer.rules.iter().find(|r| r.name == "LINE_COMMENT").unwrap();
    assert_eq!(comment.actions.channel, 2);
    let ws = lexer.rules.iter().find(|r| r.name == "WS").unwrap();
    assert!(ws.actions.skip);
    assert!(lexer.rules.iter().find(|r| r.name == "DIGIT").unwrap().is_fragment);
}

#[test]
fn split_grammar_literal_without_lexer_rule_is_an_error() {
    let e = compile_file(&fixture("BadParser.g4"), &Options::default()).unwrap_err();
    assert!(e.rendered.contains("literal '-' has no lexer rule whose body is exactly that literal"), "{}", e.rendered);
    assert!(e.rendered.contains("BadParser.g4:3:13"), "{}", e.rendered);
}

#[test]
fn implicit_literals_come_first_and_reuse_exact_lexer_rules() {
    let c = compile_str(
        "t.g4",
        "grammar t;\ns : 'if' ID ';' | 'while' ID SEMI ;\nSEMI : ';' ;\nID : [a-z]+ ;\nWS : ' ' -> skip ;\n",
        Format::G4,
        &Options::default(),
    )
    .unwrap();
    let lexer = &c.resolved.lexer;
    let names: Vec<&str> = lexer.rules.iter().map(|r| r.name.as_str()).collect();
    // 'if' and 'while' become implicit tokens ahead of ID (they win ties); ';' is SEMI.
    assert_eq!(names, ["'if'", "'while'", "SEMI", "ID", "WS"]);
    assert!(lexer.rules[0].implicit && lexer.rules[1].implicit && !lexer.rules[2].implicit);
    let cfg = &c.resolved.cfg;
    let semi = cfg.token_by_name("SEMI").unwrap();
    assert_eq!(cfg.token(semi).literal.as_deref(), Some(";"));
    let kw = cfg.token_by_name("'if'").unwrap();
    assert_eq!(cfg.token(kw).origin, TokenOrigin::Lexer(reducer_gen::cfg::LexRuleId(0)));
}

#[test]
fn trailing_eof_is_implied_and_inner_eof_is_read_as_empty() {
    let c = compile_str("t.g4", "grammar t;\ns : A+ EOF ;\nA : 'a' ;\n", Format::G4, &Options::default()).unwrap();
    assert!(c.pnf.display().lines().all(|l| !l.contains("EOF")), "{}", c.pnf.display());
    let e = errors("grammar t;\ns : A EOF A ;\nA : 'a' ;\n");
    assert!(e.contains("rule `s` uses EOF before more of the same alternative"), "{e}");
    // PL/SQL's `statement (';' | EOF)`: the input may end after a statement.
    let c = compile_str("t.g4", "grammar t;\ns : (A (';' | EOF))+ ;\nA : 'a' ;\n", Format::G4, &Options::default())
        .expect("compiles with a warning");
    let w = c.render_warnings();
    assert!(w.contains("rule `s` uses EOF inside an alternative: read as the empty string"), "{w}");
    assert!(c.pnf.display().lines().all(|l| !l.contains("EOF")), "{}", c.pnf.display());
}

#[test]
fn undefined_rule_and_token_are_reported_with_carets() {
    let e = errors("grammar t;\ns : a B ;\n");
    assert_eq!(
        e,
        "error: undefined rule `a`\n --> t.g4:2:5\n  |\n2 | s : a B ;\n  |     ^\n\nerror: undefined token `B`\n --> t.g4:2:7\n  |\n2 | s : a B ;\n  |       ^\n"
    );
}

#[test]
fn duplicate_rule_points_at_both_definitions() {
    let e = errors("grammar t;\ns : A ;\ns : A A ;\nA : 'a' ;\n");
    assert_eq!(
        e,
        "error: rule `s` is defined more than once\n --> t.g4:3:1\n  |\n3 | s : A A ;\n  | ^\n  = note: first defined here\n --> t.g4:2:1\n  |\n2 | s : A ;\n  | ^\n"
    );
}

#[test]
fn unreachable_rules_and_unused_fragments_are_warnings() {
    let c = compile_str(
        "t.g4",
        "grammar t;\ns : A ;\nlost : A A ;\nA : 'a' ;\nfragment F : 'f' ;\n",
        Format::G4,
        &Options::default(),
    )
    .unwrap();
    let w = c.render_warnings();
    assert!(w.contains("warning: rule `lost` is unreachable from the start rule `s`"), "{w}");
    assert!(w.contains("warning: fragment `F` is never used"), "{w}");
    assert!(!c.warnings.has_errors());
}

#[test]
fn lexer_mistakes_are_errors() {
    // An empty match is a warning (as in ANTLR), not an error: see g4_lexer_zero_width.
    let e = errors("grammar t;\ns : A ;\nA : 'a'* -> channel(NOPE) ;\n");
    assert!(e.contains("warning: lexer rule `A` can match the empty string and does not change mode"), "{e}");
    let e = errors("grammar t;\ns : A ;\nA : 'a' -> channel(NOPE) ;\n");
    assert!(e.contains("undefined channel `NOPE`"), "{e}");
    let e = errors("grammar t;\ns : A ;\nA : 'a' -> pushMode(M) ;\n");
    assert!(e.contains("undefined mode `M`"), "{e}");
    let e = errors("grammar t;\ns : A ;\nA : ~Q ;\nfragment Q : 'ab' ;\n");
    assert!(e.contains("`~` needs a set of single characters"), "{e}");
    let e = errors("grammar t;\ns : A ;\nA : 'a' B ;\n");
    assert!(e.contains("undefined lexer rule or fragment `B`"), "{e}");
}

#[test]
fn negated_rule_reference_becomes_a_set() {
    let c = compile_str(
        "t.g4",
        "grammar t;\ns : X+ ;\nX : ~Q ;\nfragment Q : [\"\\\\] ;\n",
        Format::G4,
        &Options::default(),
    )
    .unwrap();
    let x = c.resolved.lexer.rules.iter().find(|r| r.name == "X").unwrap();
    match &x.body {
        reducer_gen::cfg::LexNode::Set(set) => {
            assert!(!set.contains('"' as u32) && !set.contains('\\' as u32) && set.contains('a' as u32));
        }
        other => panic!("expected a set, got {other:?}"),
    }
}

#[test]
fn start_rule_must_exist() {
    let options = Options { start: Some("nope".into()), ..Options::default() };
    let e = compile_str("t.g4", "grammar t;\ns : A ;\nA : 'a' ;\n", Format::G4, &options).unwrap_err();
    assert!(e.rendered.contains("start rule `nope` is not a parser rule of `t.g4`"), "{}", e.rendered);
    assert!(e.rendered.contains("the parser rules are `s`"), "{}", e.rendered);
}

/// Every way the start rule is chosen is named with its reason; the guesses are
/// warnings, pointing at the rule.
#[test]
fn start_rule_is_named_and_explained() {
    let note = |text: &str, format: Format, start: Option<&str>| {
        let options = Options { start: start.map(str::to_string), ..Options::default() };
        let c = compile_str("t.g4", text, format, &options).unwrap();
        (c.resolved.start_note(), c.render_warnings())
    };
    let g4 = "grammar t;\nexpr : NUM ;\nprogram : expr* EOF ;\nNUM : [0-9]+ ;\n";
    let (n, w) = note(g4, Format::G4, None);
    assert_eq!(n, "start rule `program`: the only rule ending in EOF");
    assert!(!w.contains("start rule"), "{w}");
    let (n, _) = note(g4, Format::G4, Some("expr"));
    assert_eq!(n, "start rule `expr`: named by the caller");
    let eos = "grammar t;\nprog : stmt* EOF ;\nstmt : NUM eos ;\neos : ';' | EOF ;\nNUM : [0-9]+ ;\n";
    assert_eq!(note(eos, Format::G4, None).0, "start rule `prog`: the only rule ending in EOF that no rule uses");

    let bnf = "%grammar t\n%start <b>\n<a> ::= 'x'\n<b> ::= <a>+\n";
    assert_eq!(note(bnf, Format::Bnf, None).0, "start rule `b`: `%start`");
    let bnf = "<a> ::= 'x' <b>\n<b> ::= 'y'\n";
    assert_eq!(note(bnf, Format::Bnf, None).0, "start rule `a`: the first rule (no `%start`)");

    let (n, w) = note("grammar t;\nexpr : NUM '+' NUM ;\nNUM : [0-9]+ ;\n", Format::G4, None);
    assert_eq!(n, "start rule `expr`: the first rule, since no rule ends in EOF");
    assert!(
        w.starts_with("warning: start rule `expr`: the first rule, since no rule ends in EOF\n --> t.g4:2:1"),
        "{w}"
    );
    assert!(w.contains("end the start rule with EOF, or choose another with `Builder::start`"), "{w}");
}

/// `Builder::start` with a name that is no rule: the error points at the call (this
/// file, through `#[track_caller]`), with the closest rule names.
#[test]
fn wrong_start_is_reported_at_the_builder_call() {
    let dir = std::env::temp_dir().join(format!("reducer-gen-start-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let grammar = dir.join("calc.g4");
    std::fs::write(&grammar, "grammar calc;\nprogram : stmt* EOF ;\nstmt : NUM ';' ;\nNUM : [0-9]+ ;\n").unwrap();
    let line = line!() + 1;
    let builder = reducer_gen::Builder::new(&grammar).start("prog").out_dir(&dir);
    let e = builder.build().unwrap_err().rendered;
    let at = format!("{}:{line}:", file!());
    assert!(e.starts_with(&format!("error: start rule `prog` is not a parser rule of `{}`", grammar.display())), "{e}");
    assert!(e.contains(&at), "{e}");
    // The source line of the call, the caret under the name.
    assert!(e.contains(".start(\"prog\")"), "{e}");
    assert!(e.contains("^^^^^^"), "{e}");
    assert!(e.contains("= note: did you mean `program`?"), "{e}");

    // A token rule is not a start rule; the command line's `--start` has no source line.
    let options = Options {
        start: Some("NUM".into()),
        start_origin: reducer_gen::StartOrigin::CommandLine,
        ..Options::default()
    };
    let e = compile_file(&grammar, &options).unwrap_err().rendered;
    assert!(e.starts_with("error: --start NUM: start rule `NUM` is not a parser rule"), "{e}");
    assert!(e.contains("`NUM` is a token rule; the start must be a parser rule"), "{e}");
    assert!(!e.contains("-->"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn wildcard_and_negated_tokens_in_parser_rules() {
    let c =
        compile_str("t.g4", "grammar t;\ns : '(' (~')')* ')' . ;\nID : [a-z]+ ;\n", Format::G4, &Options::default())
            .unwrap();
    let text = c.pnf.display();
    assert!(text.contains("ID"), "{text}");
}

#[test]
fn literals_name_rules_with_commands_actions_and_modes() {
    // As in ANTLR, each literal aliases the one token rule whose body it is (the rules'
    // actions are beside the point here: no hook runs them).
    let options = Options { ignore_actions: true, ..Options::default() };
    let c = compile_file(&fixture("TagParser.g4"), &options).expect("compiles");
    let cfg = &c.resolved.cfg;
    assert!(
        cfg.tokens.iter().all(|t| !t.name.starts_with('\'')),
        "no implicit tokens: {:?}",
        cfg.tokens.iter().map(|t| &t.name).collect::<Vec<_>>()
    );
    let pnf = c.pnf.display();
    for name in ["OPEN", "CLOSE", "SLASH_CLOSE", "EQUALS", "LBRACE", "RBRACE", "HASH"] {
        assert!(pnf.contains(name), "`{name}` is used by the parser:\n{pnf}");
    }
    let close = cfg.token_by_name("CLOSE").unwrap();
    assert_eq!(cfg.token(close).literal.as_deref(), Some(">"));
    let brace = cfg.token_by_name("LBRACE").unwrap();
    assert_eq!(cfg.token(brace).literal.as_deref(), Some("{"));
}

#[test]
fn literal_shared_by_two_rules_names_neither() {
    // ANTLR: "cannot create implicit token for string literal" (error 126), even in a
    // combined grammar; we say why.
    let e = errors("grammar t;\ns : '>' ;\nA : '>' ;\nB : '>' -> skip ;\n");
    assert!(e.contains("literal '>' is the body of several lexer rules (`A`, `B`)"), "{e}");
    assert!(e.contains("t.g4:2:5"), "{e}");
}

#[test]
fn only_antlrs_alias_shapes_name_a_literal() {
    // As C#'s lexer writes them: a rule with two commands that take arguments, or with
    // an action and commands, is no alias in ANTLR (`getStringLiteralAliasesFromLexerRules`),
    // so `'('` and `'{'` name OPEN_PARENS and OPEN_BRACE alone (ANTLR 4.7.2 gives this
    // grammar `'('=1` and `'{'=2`, the types of OPEN_PARENS and OPEN_BRACE).
    let options = Options { ignore_actions: true, ..Options::default() };
    let c = compile_str(
        "t.g4",
        "grammar t;\ns : '(' '{' ;\nOPEN_PARENS : '(' ;\n\
         DIRECTIVE_OPEN_PARENS : '(' -> channel(HIDDEN), type(OPEN_PARENS) ;\n\
         OPEN_BRACE : '{' {this.f();} ;\nOPEN_BRACE_INSIDE : '{' {this.g();} -> skip ;\n",
        Format::G4,
        &options,
    )
    .expect("compiles");
    let pnf = c.pnf.display();
    assert!(pnf.contains("OPEN_PARENS OPEN_BRACE"), "{pnf}");
    // Two commands without arguments, or one with: still aliases, so these clash.
    let e = errors("grammar t;\ns : '>' ;\nA : '>' -> skip, more ;\nB : '>' -> channel(HIDDEN) ;\n");
    assert!(e.contains("literal '>' is the body of several lexer rules (`A`, `B`)"), "{e}");
}

#[test]
fn actions_that_only_call_the_lexer_api_are_commands() {
    // Older grammars write commands as Java calls; they need no hook.
    let c = compile_str(
        "t.g4",
        "grammar t;\ns : (X | Y)* ;\nX : 'x' {this.setType(Y);} ;\nY : 'y' ;\n\
         WS : [ ]+ {setChannel(HIDDEN);} ;\nC : '#' ~[\\n]* { skip(); } ;\n\
         D : '@' {setChannel(Lexer.HIDDEN); more();} ;\n",
        Format::G4,
        &Options::default(),
    )
    .expect("no hook needed");
    let rule = |name: &str| c.resolved.lexer.rules.iter().find(|r| r.name == name).unwrap();
    let y = c.resolved.cfg.token_by_name("Y").unwrap();
    assert_eq!(rule("X").actions.token_type, Some(y));
    assert_eq!(rule("WS").actions.channel, 1);
    assert!(rule("C").actions.skip);
    assert!(rule("D").actions.channel == 1 && rule("D").actions.more);
    // An empty action does nothing.
    compile_str("t.g4", "grammar t;\ns : A* ;\nA : 'a' {} ;\n", Format::G4, &Options::default()).expect("no hook");
    // Inside an alternative it runs for that alternative only: a hook, unbound here.
    let e = errors("grammar t;\ns : A* ;\nA : ('a' {skip();} | 'b') ;\n");
    assert!(e.contains("action `skip();` in lexer rule `A` has no hook"), "{e}");
}
