//! A real-size grammar (a lexer grammar with modes plus a parser grammar, about
//! 120 rules) read end to end; the counts pin down what the reader produced.

use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::read::g4;
use reducer_gen::syntax::{GrammarKind, LexerCommand};

fn read(name: &str) -> reducer_gen::syntax::GrammarFile {
    let path = format!("{}/tests/fixtures/g4/big/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut map = SourceMap::new();
    let file = map.add(&path, text.clone());
    let mut diags = Diagnostics::default();
    let g = g4::parse(file, &text, &mut diags);
    assert!(diags.items.is_empty(), "{}", diags.render(&map));
    g.unwrap()
}

#[test]
fn mini_lexer_counts() {
    let g = read("MiniLexer.g4");
    assert_eq!(g.kind, GrammarKind::Lexer);
    assert_eq!(g.lexer_rules.len(), 70);
    assert_eq!(g.lexer_rules.iter().filter(|r| r.is_fragment).count(), 6);
    assert_eq!(g.modes.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(), ["STRING"]);
    assert_eq!(g.lexer_rules.iter().filter(|r| r.mode.is_some()).count(), 5);
    assert_eq!(g.channels.len(), 1);
    let count =
        |f: fn(&LexerCommand) -> bool| g.lexer_rules.iter().flat_map(|r| &r.commands).filter(|(c, _)| f(c)).count();
    assert_eq!(count(|c| matches!(c, LexerCommand::Skip)), 1);
    assert_eq!(count(|c| matches!(c, LexerCommand::Channel(_))), 2);
    assert_eq!(count(|c| matches!(c, LexerCommand::PushMode(_))), 3);
    assert_eq!(count(|c| matches!(c, LexerCommand::PopMode)), 2);
    assert_eq!(count(|c| matches!(c, LexerCommand::Type(_))), 1);
}

#[test]
fn mini_parser_counts() {
    let g = read("MiniParser.g4");
    assert_eq!(g.kind, GrammarKind::Parser);
    assert_eq!(g.option("tokenVocab"), Some("MiniLexer"));
    assert_eq!(g.parser_rules.len(), 48);
    let alts: usize = g
        .parser_rules
        .iter()
        .map(|r| match &r.body {
            reducer_gen::syntax::ParserExpr::Alt(a) => a.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(alts, 98);
    let labelled: usize = g
        .parser_rules
        .iter()
        .map(|r| match &r.body {
            reducer_gen::syntax::ParserExpr::Alt(a) => a.iter().filter(|a| a.label.is_some()).count(),
            _ => 0,
        })
        .sum();
    assert_eq!(labelled, 4 + 4 + 13);
}
