//! The meta-lexer of the BNF dialect (a `logos` automaton).
//!
//! Strings and regexes have "unterminated" twins so that a missing closing quote or
//! slash becomes one precise diagnostic instead of a cascade of stray characters.

use logos::Logos;

/// Tokens of the BNF dialect. Whitespace and `#` / `//` line comments are skipped.
#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
#[logos(skip(r"(#|//)[^\n]*", allow_greedy = true))]
pub enum Tok {
    /// `::=`: introduces a parser rule.
    #[token("::=")]
    Define,
    /// `=`: introduces a lexer rule.
    #[token("=")]
    Equals,
    #[token("|")]
    Bar,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("?")]
    Question,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token(";")]
    Semi,
    /// `ε`: the empty sequence.
    #[token("ε")]
    Epsilon,
    /// `<name>`.
    #[regex(r"<[A-Za-z_][A-Za-z0-9_.\-]*>")]
    AngleName,
    /// A bare name.
    #[regex(r"[A-Za-z_][A-Za-z0-9_]*")]
    Name,
    /// `'...'` with backslash escapes.
    #[regex(r"'([^'\\\n]|\\[^\n])*'")]
    SingleStr,
    /// `"..."` with backslash escapes.
    #[regex(r#""([^"\\\n]|\\[^\n])*""#)]
    DoubleStr,
    /// A single-quoted string missing its closing quote on the line.
    #[regex(r"'([^'\\\n]|\\[^\n])*\\?")]
    UnterminatedSingleStr,
    /// A double-quoted string missing its closing quote on the line.
    #[regex(r#""([^"\\\n]|\\[^\n])*\\?"#)]
    UnterminatedDoubleStr,
    /// `/regex/`: never empty, so `//` stays a comment.
    #[regex(r"/([^/\\\n]|\\[^\n])+/")]
    Regex,
    /// A regex missing its closing slash on the line.
    #[regex(r"/([^/\\\n]|\\[^\n])+\\?")]
    UnterminatedRegex,
    /// `%start`, `%skip`, ...
    #[regex(r"%[A-Za-z_]+")]
    Directive,
}

/// A token with its byte range; `None` marks a character no token starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lexeme {
    pub tok: Option<Tok>,
    pub start: usize,
    pub end: usize,
}

/// Splits `text` into lexemes (errors included, in order).
pub fn lex(text: &str) -> Vec<Lexeme> {
    let mut lexer = Tok::lexer(text);
    let mut out = Vec::new();
    while let Some(result) = lexer.next() {
        let span = lexer.span();
        out.push(Lexeme { tok: result.ok(), start: span.start, end: span.end });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Option<Tok>> {
        lex(text).into_iter().map(|l| l.tok).collect()
    }

    #[test]
    fn lexes_rules_comments_and_strings() {
        use Tok::*;
        assert_eq!(
            toks("<a> ::= <b> 'c' | \"d\\\"\" ε # note\nX = /[a-z]+/ ; // end"),
            vec![
                Some(AngleName),
                Some(Define),
                Some(AngleName),
                Some(SingleStr),
                Some(Bar),
                Some(DoubleStr),
                Some(Epsilon),
                Some(Name),
                Some(Equals),
                Some(Regex),
                Some(Semi)
            ]
        );
    }

    #[test]
    fn unterminated_tokens_are_recognized() {
        assert_eq!(toks("'abc\n"), vec![Some(Tok::UnterminatedSingleStr)]);
        assert_eq!(toks("/[a-z]\n"), vec![Some(Tok::UnterminatedRegex)]);
        assert_eq!(toks("'a\\"), vec![Some(Tok::UnterminatedSingleStr)]);
        assert_eq!(toks("@"), vec![None]);
    }
}
