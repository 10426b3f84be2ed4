//! Zero-width lexer rules and `EOF` in lexer rules, read from `.g4` and run by the
//! runtime lexer. The expected streams are what ANTLR 4.7.2 prints for the same
//! grammar and inputs (`../shared/tools/antlr-reference.sh`).

use crate::lexgen_support;

use std::path::Path;

use lexgen_support::*;
use reducer_gen::lexgen::LexGenOptions;
use reducer_gen::read::Format;
use reducer_gen::{compile_file, compile_str, generate, Options};
use reducer_runtime::lexer as rt;

fn lex_fixture(parser: &str, inputs: &[&str]) -> Vec<Result<Vec<String>, rt::LexError>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/split").join(parser);
    let compiled = compile_file(&path, &Options::default()).expect("compiles");
    let names: Vec<String> = compiled.resolved.cfg.tokens.iter().map(|t| t.name.clone()).collect();
    let g = generate(compiled, &LexGenOptions::default()).expect("tables");
    inputs
        .iter()
        .map(|src| with_view(&g.lexer, |v| rt::lex(v, src.as_bytes())).map(|s| render(&names, &s, src.as_bytes())))
        .collect()
}

#[test]
fn zero_width_rule_switches_mode_where_nothing_else_matches() {
    let out = lex_fixture("SemiParser.g4", &["ab cd\nef", "ab;cd ef ; \n"]);
    // ANTLR: ID ab, SP, LEAVE (empty, hidden), ID cd, END \n, ID ef; then end of input
    // (END's EOF alternative is not tried once a match has reached the end).
    assert_eq!(out[0].as_ref().unwrap(), &["ID:ab", "SP@1: ", "LEAVE@1:", "ID:cd", "END:\n", "ID:ef"]);
    assert_eq!(
        out[1].as_ref().unwrap(),
        &["ID:ab", "END:;", "ID:cd", "SP@1: ", "LEAVE@1:", "ID:ef", "SP@1: ", "END:;", "WS@1: \n"]
    );
}

#[test]
fn zero_width_rule_warns_and_the_grammar_reads() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/split/SemiParser.g4");
    let c = compile_file(&path, &Options::default()).expect("compiles");
    let w = c.render_warnings();
    assert!(w.contains("lexer rule `LEAVE` can match the empty string"), "{w}");
    let lexer = &c.resolved.lexer;
    assert!(lexer.rules.iter().find(|r| r.name == "END").unwrap().actions.at_eof);
}

#[test]
fn eof_alternative_matches_an_empty_input() {
    let c = compile_str("t.g4", "grammar t;\ns : X* EOF ;\nX : 'x' | EOF ;\n", Format::G4, &Options::default())
        .expect("compiles");
    let names: Vec<String> = c.resolved.cfg.tokens.iter().map(|t| t.name.clone()).collect();
    let g = generate(c, &LexGenOptions::default()).unwrap();
    let lex =
        |src: &str| with_view(&g.lexer, |v| rt::lex(v, src.as_bytes())).map(|s| render(&names, &s, src.as_bytes()));
    assert_eq!(lex("").unwrap(), ["X:"]);
    assert_eq!(lex("xx").unwrap(), ["X:x", "X:x"]);
}

#[test]
fn eof_inside_a_rule_ends_it_at_end_of_input() {
    let c = compile_str(
        "t.g4",
        "grammar t;\ns : (A | C)* EOF ;\nA : 'a' ;\nC : '#' ~[\\n]* ('\\n' | EOF) ;\n",
        Format::G4,
        &Options::default(),
    )
    .expect("compiles");
    let names: Vec<String> = c.resolved.cfg.tokens.iter().map(|t| t.name.clone()).collect();
    let g = generate(c, &LexGenOptions::default()).unwrap();
    let lex =
        |src: &str| with_view(&g.lexer, |v| rt::lex(v, src.as_bytes())).map(|s| render(&names, &s, src.as_bytes()));
    assert_eq!(lex("a#x\na#y").unwrap(), ["A:a", "C:#x\n", "A:a", "C:#y"]);
}

#[test]
fn empty_match_without_mode_change_is_an_error_not_a_hang() {
    let c = compile_str("t.g4", "grammar t;\ns : A* EOF ;\nA : 'a'* ;\n", Format::G4, &Options::default())
        .expect("compiles with a warning");
    assert!(c.render_warnings().contains("can match the empty string and does not change mode"));
    let g = generate(c, &LexGenOptions::default()).unwrap();
    let e = with_view(&g.lexer, |v| rt::lex(v, b"aab")).unwrap_err();
    assert_eq!(e.kind, rt::LexErrorKind::NoMatch);
    assert_eq!(e.offset, 2);
}

/// `EOF` after a non-greedy loop, as grammars-v4's comment rules write it (`'//' .*?
/// ('\n' | EOF)`): the loop stops at the first newline or at the end of the input, not
/// right after `//`, and a rule ending in `EOF` matches only at the end. The expected
/// streams are ANTLR 4.7.2's for the same grammar and inputs; the DFA and the fallback
/// simulator (which matches recursive and predicated rules) agree.
#[test]
fn eof_after_a_non_greedy_loop_matches_only_at_end_of_input() {
    let grammar = "grammar e;\ns : (ID | LC | BC | X | DC)* EOF ;\nID : [a-z0-9.]+ ;\n\
                   LC : '//' .*? ('\\n' | EOF) ;\nBC : '/*' .*? ('*/' | EOF) ;\n\
                   X : '#' ~[\\n]* EOF ;\nDC : '--' ~[\\n]* NL_EOF ;\n\
                   fragment NL_EOF : '\\n' | EOF ;\nWS : [ \\n]+ -> skip ;\n";
    for fallback_all in [false, true] {
        let c = compile_str("e.g4", grammar, Format::G4, &Options::default()).expect("compiles");
        let names: Vec<String> = c.resolved.cfg.tokens.iter().map(|t| t.name.clone()).collect();
        let g = generate(c, &LexGenOptions { fallback_all, ..LexGenOptions::default() }).unwrap();
        let lex = |src: &str| {
            with_view(&g.lexer, |v| rt::lex(v, src.as_bytes()))
                .map(|s| render(&names, &s, src.as_bytes()).into_iter().filter(|t| !t.starts_with('~')).collect())
        };
        let ok = |src: &str| -> Vec<String> { lex(src).unwrap_or_else(|e| panic!("{src:?}: {e:?}")) };
        assert_eq!(ok("ab // hello 5.4 x\ncd"), ["ID:ab", "LC:// hello 5.4 x\n", "ID:cd"], "fallback {fallback_all}");
        assert_eq!(ok("ab // at end"), ["ID:ab", "LC:// at end"]);
        assert_eq!(ok("a /* b */ c /* open"), ["ID:a", "BC:/* b */", "ID:c", "BC:/* open"]);
        assert_eq!(ok("a # x"), ["ID:a", "X:# x"]);
        // Through a fragment (PL/SQL's `NEWLINE_EOF`): a comment at the very end.
        assert_eq!(ok("a -- x\nb -- y"), ["ID:a", "DC:-- x\n", "ID:b", "DC:-- y"]);
        // Not at the end, `#` matches nothing (ANTLR: token recognition error at 1:2).
        let e = lex("a # x\nb").unwrap_err();
        assert_eq!((e.kind, e.offset), (rt::LexErrorKind::NoMatch, 2));
    }
}
