//! Named lexer predicates and actions bound to Rust functions: a `.g4` grammar whose
//! lexer needs code (regular expressions versus division, newlines that only end a
//! statement outside parentheses, as in Python and JavaScript), compiled with the hooks
//! bound, lexed by the runtime with the functions attached.

use crate::lexgen_support;

use std::collections::BTreeSet;

use lexgen_support::with_view_hooks;
use reducer_gen::lexgen::LexGenOptions;
use reducer_gen::read::Format;
use reducer_gen::{compile_str, generate, Generated, Options};
use reducer_runtime::lexer::{self as rt, LexAction, LexCx, LexHooks, LexPredicate};
use reducer_runtime::tokens::SKIPPED;

const GRAMMAR: &str = r#"grammar calc;
program : (statement? NEWLINE)* EOF ;
statement : ID '=' expr ;
expr : expr (STAR | DIV) expr | expr PLUS expr | OPEN expr CLOSE | ID | NUM | REGEX ;
REGEX : '/' [a-z]+ '/' {this.regexPossible()}? ;
DIV : '/' ;
STAR : '*' ;
PLUS : '+' ;
OPEN : '(' {this.enter();} ;
CLOSE : ')' {this.leave();} ;
ID : [a-z]+ ;
NUM : [0-9]+ ;
NEWLINE : '\n' {this.outsideParens()}? ;
JOINED : '\n' -> skip ;
WS : [ \t\r]+ -> skip ;
COMMENT : '#' ~[\n]* {System.out.println("comment");} -> skip ;
"#;

/// A `/` starts a regular expression unless it follows an operand.
fn regex_possible(cx: &LexCx) -> bool {
    !matches!(cx.last_rule_name(), Some("ID" | "NUM" | "CLOSE" | "REGEX"))
}

fn enter(cx: &mut LexCx) {
    cx.vars.push(0);
}

fn leave(cx: &mut LexCx) {
    cx.vars.pop();
}

fn outside_parens(cx: &LexCx) -> bool {
    cx.vars.is_empty()
}

fn compile(bound: &[&str]) -> (Generated, String) {
    let options = Options {
        hooks: bound.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>(),
        ignore_actions: true,
        ..Options::default()
    };
    let compiled = compile_str("calc.g4", GRAMMAR, Format::G4, &options).unwrap_or_else(|e| panic!("{}", e.rendered));
    let warnings = compiled.render_warnings();
    (generate(compiled, &LexGenOptions::default()).unwrap_or_else(|e| panic!("{}", e.rendered)), warnings)
}

/// Lexes `src` with the functions bound by name; renders records as `NAME:text`.
fn lex(g: &Generated, src: &str) -> Vec<String> {
    let mut predicates: Vec<(u32, LexPredicate)> = Vec::new();
    let mut actions: Vec<(u32, LexAction)> = Vec::new();
    for (i, r) in g.lexer.rules.iter().enumerate() {
        for p in &r.predicates {
            predicates.push((i as u32, if p == "regexPossible" { regex_possible } else { outside_parens }));
        }
        for a in &r.actions {
            actions.push((i as u32, if a == "enter" { enter } else { leave }));
        }
    }
    let hooks = LexHooks { predicates: &predicates, actions: &actions, after_token: None };
    let stream = with_view_hooks(&g.lexer, hooks, |t| rt::lex(t, src.as_bytes())).expect("lexes");
    stream
        .tokens
        .iter()
        .filter(|t| t.kind != SKIPPED)
        .map(|t| {
            let rule = g.lexer.rules.iter().find(|r| r.token == Some(t.kind)).unwrap();
            format!("{}:{}", rule.name, String::from_utf8_lossy(t.text(src.as_bytes())).escape_debug())
        })
        .collect()
}

const INPUT: &str = "x = (a\n+ b)\ny = /ab/ / c\nz = a /b/ c # note\n";

#[test]
fn bound_hooks_decide_the_tokens() {
    let (g, warnings) = compile(&["regexPossible", "enter", "leave", "outsideParens"]);
    // Only the action that is not a plain call is reported, naming its rule.
    assert_eq!(warnings.matches("warning:").count(), 1, "{warnings}");
    assert!(
        warnings.contains("action `System.out.println(\"comment\");` in lexer rule `COMMENT` is not a call"),
        "{warnings}"
    );
    assert!(warnings.contains("ignored (--ignore-actions)"), "{warnings}");
    let rule = |name: &str| g.lexer.rules.iter().find(|r| r.name == name).unwrap();
    assert_eq!(rule("REGEX").predicates, ["regexPossible"]);
    assert!(rule("REGEX").fallback, "a predicated rule is matched by the simulator");
    assert_eq!(rule("OPEN").actions, ["enter"]);
    assert!(!rule("OPEN").fallback);
    let toks = lex(&g, INPUT);
    assert_eq!(
        toks,
        [
            // The newline inside the parentheses is skipped (JOINED), the others end lines.
            "ID:x",
            "'=':=",
            "OPEN:(",
            "ID:a",
            "PLUS:+",
            "ID:b",
            "CLOSE:)",
            "NEWLINE:\\n",
            // After `=` a slash starts a regular expression; after it, it divides.
            "ID:y",
            "'=':=",
            "REGEX:/ab/",
            "DIV:/",
            "ID:c",
            "NEWLINE:\\n",
            // After an identifier, `/b/` is two divisions.
            "ID:z",
            "'=':=",
            "ID:a",
            "DIV:/",
            "ID:b",
            "DIV:/",
            "ID:c",
            "NEWLINE:\\n",
        ]
    );
}

#[test]
fn unbound_hooks_are_dropped_with_warnings_naming_the_rule() {
    let (g, warnings) = compile(&[]);
    for rule in ["REGEX", "OPEN", "CLOSE", "NEWLINE"] {
        assert!(warnings.contains(&format!("in lexer rule `{rule}` has no hook")), "{rule}: {warnings}");
    }
    assert!(g.lexer.rules.iter().all(|r| r.predicates.is_empty() && r.actions.is_empty()));
    // Without the predicates, NEWLINE always wins over JOINED and `/b/` is a REGEX.
    let toks = lex(&g, INPUT);
    assert!(toks[..5].contains(&"NEWLINE:\\n".to_string()), "{toks:?}");
    assert!(toks.contains(&"REGEX:/b/".to_string()), "{toks:?}");
}

#[test]
fn parser_hooks_stay_context_free() {
    let text = GRAMMAR.replace("statement : ID '=' expr ;", "statement : {this.ok()}? ID '=' expr {this.count++;} ;");
    let options = Options { hooks: ["ok".to_string()].into_iter().collect(), ..Options::default() };
    // The lexer hooks are still errors without --ignore-actions; the parser's are not.
    let e = compile_str("calc.g4", &text, Format::G4, &options).expect_err("the lexer's hooks have no functions");
    let errors: Vec<&str> = e.rendered.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 5, "{}", e.rendered);
    assert!(errors.iter().all(|l| l.contains("lexer rule")), "{}", e.rendered);
    // No built-in knows `ok` or `count++` (a lexer hook of that name bound does not count:
    // parser hooks never run): the predicate is read as true, the action skipped, and one
    // warning at the first names both.
    let options = Options { ignore_actions: true, ..options };
    let compiled = compile_str("calc.g4", &text, Format::G4, &options).expect("parser hooks are warnings");
    let w = compiled.render_warnings();
    assert_eq!(w.matches("of parser code without a built-in hook").count(), 1, "{w}");
    assert!(w.contains("2 pieces of parser code without a built-in hook"), "{w}");
    assert!(w.contains("predicate `this.ok()` in rule `statement`"), "{w}");
    assert!(w.contains("action `this.count++;` in rule `statement`"), "{w}");
    assert!(w.contains("predicates are read as true"), "{w}");
    assert!(w.contains("calc.g4:3:13"), "{w}");
}

#[test]
fn a_grammar_whose_only_unknown_code_is_in_the_parser_loads_without_flags() {
    // A NextGT-style token-adjacency predicate in a parser rule, and a symbol-table action:
    // the grammar loads as it is, with one warning.
    let text = "grammar Shift;\n\
                s : e EOF ;\n\
                e : ID ( {this.NextGT()}? '>' '>' ID )* {this.declare($ID.text);} ;\n\
                ID : [a-z]+ ;\n\
                WS : [ ]+ -> skip ;\n";
    let compiled = compile_str("Shift.g4", text, Format::G4, &Options::default()).expect("loads without flags");
    let w = compiled.render_warnings();
    assert!(w.contains("2 pieces of parser code without a built-in hook"), "{w}");
    assert!(w.contains("`this.NextGT()`") && w.contains("`this.declare($ID.text);`"), "{w}");
}

#[test]
fn every_hook_without_a_function_is_an_error_naming_its_place() {
    let e = compile_str("calc.g4", GRAMMAR, Format::G4, &Options::default()).expect_err("hooks without functions");
    let r = &e.rendered;
    // One error per hook: REGEX, OPEN, CLOSE, NEWLINE, COMMENT, each with file:line:col.
    assert_eq!(r.matches("error:").count(), 5, "{r}");
    for (what, at) in [
        ("predicate `this.regexPossible()` in lexer rule `REGEX` has no hook", "calc.g4:5:24"),
        ("action `this.enter();` in lexer rule `OPEN` has no hook", "calc.g4:9:12"),
        ("action `this.leave();` in lexer rule `CLOSE` has no hook", "calc.g4:10:13"),
        ("predicate `this.outsideParens()` in lexer rule `NEWLINE` has no hook", "calc.g4:13:16"),
        ("in lexer rule `COMMENT` is not a call `name()`", "calc.g4:16:22"),
    ] {
        let i = r.find(what).unwrap_or_else(|| panic!("no `{what}` in\n{r}"));
        assert!(r[i..].contains(at), "{what} should be at {at}:\n{r}");
    }
    assert!(r.contains("--ignore-actions"), "{r}");
}

#[test]
fn a_negated_predicate_binds_the_same_user_function() {
    let text = GRAMMAR.replace("{this.outsideParens()}?", "{!this.insideParens()}?");
    let options = Options {
        hooks: ["regexPossible", "enter", "leave", "insideParens"].iter().map(|s| s.to_string()).collect(),
        ignore_actions: true,
        ..Options::default()
    };
    let compiled = compile_str("calc.g4", &text, Format::G4, &options).unwrap_or_else(|e| panic!("{}", e.rendered));
    let newline = compiled.resolved.lexer.rules.iter().find(|r| r.name == "NEWLINE").unwrap();
    assert_eq!(newline.actions.predicates, ["!insideParens"]);
}
