//! The front half's sentence generator drives the generated parsers: random sentences
//! of each shipped grammar (derived from the resolved grammar, before normalization)
//! are accepted by the generated LALR/GLR parser, both as token sequences and as text
//! (token texts sampled from the lexer rules, joined by spaces, lexed and parsed).

use std::path::Path;

use reducer_gen::cfg::TokenId;
use reducer_gen::testkit::{random_sentences, sample_token_text, Bnf};
use reducer_gen::{compile_file, Options};
use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::parser;

fn check<L: Language>(grammar: &str, start: &str, count: usize, max_len: usize) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(grammar);
    let options = Options { start: Some(start.to_string()), ..Options::default() };
    let compiled = compile_file(&path, &options).unwrap();
    let tables: &GrammarTables = L::tables();
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let sentences = random_sentences(&bnf, 42, count, max_len);
    assert!(sentences.len() >= count / 2);
    let mut text_checked = 0;
    for (n, sentence) in sentences.iter().enumerate() {
        let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
        let parsed = parser::parse(&tables.parser, &kinds)
            .unwrap_or_else(|e| panic!("{grammar}: generated parser rejects sentence {sentence:?}: {e}"));
        let leaves = parsed.tree.leaves(parsed.tree.root);
        assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>(), "{grammar}: leaves differ from the input");

        // As text: sample each token's text and lex it back.
        let texts: Option<Vec<String>> = sentence
            .iter()
            .enumerate()
            .map(|(i, &t)| sample_token_text(&compiled.resolved.lexer, TokenId(t), (n * 1000 + i) as u64))
            .collect();
        let Some(texts) = texts else { continue };
        let src = texts.join(" ");
        let tokens = tables.lex(src.as_bytes()).unwrap_or_else(|e| panic!("{grammar}: `{src}` does not lex: {e:?}"));
        let lexed: Vec<u16> = tokens.parser_iter().map(|t| t.kind).collect();
        if lexed != kinds {
            // Sampled neighbours may legitimately lex differently (e.g. `1` `.5`); skip those.
            continue;
        }
        tables.parse(src.as_bytes()).unwrap_or_else(|e| panic!("{grammar}: `{src}` does not parse: {e}"));
        text_checked += 1;
    }
    assert!(
        text_checked * 2 >= sentences.len(),
        "{grammar}: only {text_checked} of {} sentences checked as text",
        sentences.len()
    );
}

#[test]
fn json_sentences_parse() {
    check::<reducers::json::Json>("grammars/json.g4", "json", 300, 80);
}

#[test]
fn smtlib2_sentences_parse() {
    check::<reducers::smtlib2::SmtLib2>("grammars/smtlib2.g4", "script", 200, 80);
}

#[test]
fn c_sentences_parse() {
    check::<reducers::c::C>("grammars/c.g4", "compilationUnit", 100, 60);
}
