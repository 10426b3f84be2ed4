//! The parts of the ANTLR4 grammar language real grammars use, end to end: read,
//! resolve, normalize, lex with the generated tables and recognize the token stream
//! (Earley over the PNF). Expected results were checked with ANTLR 4.7.2
//! (`../shared/tools/antlr-reference.sh`) where that version has the feature.

use crate::lexgen_support;

use std::path::{Path, PathBuf};

use lexgen_support::*;
use reducer_gen::lexgen::LexGenOptions;
use reducer_gen::read::Format;
use reducer_gen::testkit::{recognize, Bnf};
use reducer_gen::{compile_file, compile_str, generate, Compiled, Generated, Options};
use reducer_runtime::lexer as rt;

fn fixture(dir: &str, name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(dir).join(name)
}

fn tables(c: Compiled) -> Generated {
    generate(c, &LexGenOptions::default()).unwrap_or_else(|e| panic!("{}", e.rendered))
}

/// Every record as `NAME:text` (`NAME@channel:text` off the default channel).
fn lex(g: &Generated, src: &str) -> Result<Vec<String>, rt::LexError> {
    let names: Vec<String> = g.compiled.resolved.cfg.tokens.iter().map(|t| t.name.clone()).collect();
    with_view(&g.lexer, |v| rt::lex(v, src.as_bytes())).map(|s| render(&names, &s, src.as_bytes()))
}

/// Lexes `src` and recognizes the parser-visible tokens with the grammar's PNF.
fn accepts(g: &Generated, src: &str) -> bool {
    let Ok(stream) = with_view(&g.lexer, |v| rt::lex(v, src.as_bytes())) else { return false };
    let kinds: Vec<u32> = stream.tokens.iter().filter(|t| t.is_parser_token()).map(|t| t.kind as u32).collect();
    recognize(&Bnf::from_pnf(&g.compiled.pnf), &kinds)
}

#[test]
fn import_merges_delegates_and_the_importer_wins() {
    let c =
        compile_file(&fixture("import", "Main.g4"), &Options::default()).unwrap_or_else(|e| panic!("{}", e.rendered));
    // `stat : 'never'` of Operators is overridden, so 'never' is no token at all.
    assert!(c.resolved.cfg.tokens.iter().all(|t| t.name != "'never'"));
    assert!(c.resolved.cfg.token_by_name("EXTRA").is_some(), "tokens {{}} of the delegate");
    let g = tables(c);
    // As ANTLR: Main's ID ([a-z]+) replaces Words' ([A-Z]+); NUM, COMMENT, WS come from Words.
    assert_eq!(
        lex(&g, "a + 1; b;# c\n").unwrap(),
        ["ID:a", "~ ", "'+':+", "~ ", "NUM:1", "';':;", "~ ", "ID:b", "';':;", "COMMENT@1:# c", "~\n"]
    );
    assert!(accepts(&g, "a + 1; b;# c\n"));
    assert!(accepts(&g, "never;"), "`never` is an ID here");
    assert!(lex(&g, "A;").is_err(), "ANTLR: token recognition error at 'A'");
}

#[test]
fn import_errors_name_the_file() {
    let dir = std::env::temp_dir().join(format!("reducer-gen-import-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("A.g4"), "grammar A;\nimport B;\ns : X EOF ;\nX : 'x' ;\n").unwrap();
    std::fs::write(dir.join("B.g4"), "parser grammar B;\nimport A;\nt : X ;\n").unwrap();
    std::fs::write(dir.join("C.g4"), "grammar C;\nimport Missing;\ns : X ;\nX : 'x' ;\n").unwrap();
    std::fs::write(dir.join("D.g4"), "lexer grammar D;\nimport B;\nX : 'x' ;\n").unwrap();
    let cycle = compile_file(&dir.join("A.g4"), &Options::default()).unwrap_err().rendered;
    let missing = compile_file(&dir.join("C.g4"), &Options::default()).unwrap_err().rendered;
    let kind = compile_file(&dir.join("D.g4"), &Options::default()).unwrap_err().rendered;
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(cycle.contains("import cycle: grammar `B` imports `A`, which is already being imported"), "{cycle}");
    assert!(cycle.contains("B.g4:2:8"), "{cycle}");
    assert!(missing.contains("cannot read imported grammar") && missing.contains("Missing.g4"), "{missing}");
    assert!(missing.contains("C.g4:2:8"), "{missing}");
    assert!(kind.contains("a lexer grammar cannot import the parser grammar `B`"), "{kind}");
}

#[test]
fn case_insensitive_grammar_matches_any_case() {
    // ANTLR 4.10+: literals, sets and implicit tokens match both cases; `~[a]` excludes both.
    let text = "grammar t;\noptions { caseInsensitive = true; }\n\
                s : ('select' ID | NOT_A)* EOF ;\nID : [a-z_]+ ;\nNOT_A : ~[a \\n] ;\nWS : ' ' -> skip ;\n";
    let g = tables(compile_str("t.g4", text, Format::G4, &Options::default()).unwrap());
    assert_eq!(lex(&g, "SeLeCt Ab_c").unwrap(), ["'select':SeLeCt", "~ ", "ID:Ab_c"]);
    assert_eq!(lex(&g, "!").unwrap(), ["NOT_A:!"]);
    assert_eq!(lex(&g, "A").unwrap(), ["ID:A"], "`A` is not NOT_A: ID wins and ~[a] excludes `A`");
    assert!(accepts(&g, "SELECT x select Y"));
    // A rule's own option overrides the grammar's.
    let text = "grammar t;\ns : (K | L)* EOF ;\nK options { caseInsensitive = true; } : 'k' ;\nL : 'l' ;\n";
    let g = tables(compile_str("t.g4", text, Format::G4, &Options::default()).unwrap());
    assert_eq!(lex(&g, "Kk").unwrap(), ["K:K", "K:k"]);
    assert!(lex(&g, "L").is_err());
}

#[test]
fn default_start_is_the_rule_that_ends_in_eof() {
    let text = "grammar t;\nitem : X ;\neos : ';' | EOF ;\nfile : (item eos)* EOF ;\nX : 'x' ;\n";
    let c = compile_str("t.g4", text, Format::G4, &Options::default()).unwrap();
    assert_eq!(c.resolved.cfg.rules[c.resolved.cfg.start.0 as usize].name, "file");
    assert!(c.render_warnings().is_empty(), "{}", c.render_warnings());
    let options = Options { start: Some("item".to_string()), ..Options::default() };
    let c = compile_str("t.g4", text, Format::G4, &options).unwrap();
    assert_eq!(c.resolved.cfg.rules[c.resolved.cfg.start.0 as usize].name, "item");
    let two = "grammar t;\na : X EOF ;\nb : X X EOF ;\nX : 'x' ;\n";
    let c = compile_str("t.g4", two, Format::G4, &Options::default()).unwrap();
    assert!(c.render_warnings().contains("start rule `a`: the first of the rules ending in EOF (`a`, `b`)"));
}

#[test]
fn more_tokens_channels_and_element_options() {
    // `more` joins text into the next token; `tokens {}` declares a token produced by
    // `type()`; `channels {}` names a channel; `<assoc=right>` and `<fail=...>` are read.
    let lexer = "lexer grammar L;\ntokens { STR }\nchannels { COMMENTS }\n\
                 OPEN : '\"' -> more, pushMode(S) ;\nC : '#' ~[\\n]* -> channel(COMMENTS) ;\n\
                 X : 'x' ;\nOP : '^' ;\nmode S;\nCLOSE : '\"' -> type(STR), popMode ;\nBODY : ~[\"] -> more ;\n";
    let parser = "parser grammar P;\noptions { tokenVocab = L; }\n\
                  e : <assoc=right> e '^' e | X | STR {true}?<fail={\"no\"}> ;\nf : e EOF ;\n";
    let dir = std::env::temp_dir().join(format!("reducer-gen-more-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("L.g4"), lexer).unwrap();
    std::fs::write(dir.join("P.g4"), parser).unwrap();
    // The predicate is read, not run: this test is about the grammar language.
    let c = compile_file(&dir.join("P.g4"), &Options { ignore_actions: true, ..Options::default() });
    std::fs::remove_dir_all(&dir).unwrap();
    let g = tables(c.unwrap_or_else(|e| panic!("{}", e.rendered)));
    assert_eq!(lex(&g, "x^\"ab\"#c").unwrap(), ["X:x", "OP:^", "STR:\"ab\"", "C@2:#c"]);
    assert!(accepts(&g, "x^\"ab\"^x"));
    assert!(!accepts(&g, "x^"));
}

#[test]
fn block_prefix_options_and_actions_are_read() {
    // `( options {...} @init {...} : alts )` with either part left out, as pascal.g4's
    // `(: ELSE statement)?`; ANTLR 4.7.2 accepts `a b` and `a` with this grammar.
    let text = "grammar T;\nr : A (: B)? (options { greedy = false; } : C)* (@init { int x; } : D)? EOF ;\n\
                A : 'a' ;\nB : 'b' ;\nC : 'c' ;\nD : 'd' ;\nWS : [ ]+ -> skip ;\n";
    let g =
        tables(compile_str("T.g4", text, Format::G4, &Options::default()).unwrap_or_else(|e| panic!("{}", e.rendered)));
    assert!(accepts(&g, "a b"));
    assert!(accepts(&g, "a"));
    assert!(accepts(&g, "a b c c d"));
    assert!(!accepts(&g, "a d b"));
}
