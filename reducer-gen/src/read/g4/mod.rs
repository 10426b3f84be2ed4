//! Reader for ANTLR4 `.g4` grammars (the subset real grammars use).
//!
//! Three steps: the logos meta-lexer ([`lexer`]), the lalrpop meta-parser
//! (`parser.lalrpop`, its generated code checked in as `parser.rs`) building a
//! raw tree ([`ast`]), and `lower`, which turns that tree into
//! [`GrammarFile`], decoding literals and character sets ([`decode`]).

pub mod ast;
pub mod decode;
pub mod lexer;
mod lower;

#[rustfmt::skip]
#[allow(clippy::all, clippy::pedantic, unused, missing_docs, unreachable_pub, non_snake_case, non_camel_case_types)]
mod parser;

use crate::diag::{Diagnostic, Diagnostics, FileId, Span};
use crate::syntax::GrammarFile;
use lalrpop_util::ParseError;
use lexer::{Driver, LexError, Tok};

/// Parses one .g4 file. Returns None only when nothing usable could be built; all problems go to `diags`.
pub fn parse(file: FileId, text: &str, diags: &mut Diagnostics) -> Option<GrammarFile> {
    let mut driver = Driver::new(text);
    let mut recovered = Vec::new();
    let result = parser::FileParser::new().parse(&mut recovered, driver.by_ref());

    // Lexer problems and syntax errors, reported in source order.
    let mut found: Vec<(usize, Diagnostic)> = Vec::new();
    let fatal_at = driver.problems.iter().find(|p| p.fatal).map(|p| p.start);
    for p in &driver.problems {
        found.push((p.start, Diagnostic::error(Span::new(file, p.start, p.end), p.message.clone())));
    }
    let mut errors: Vec<ParseError<usize, Tok<'_>, LexError>> = recovered.into_iter().map(|r| r.error).collect();
    let raw = match result {
        Ok(raw) => Some(raw),
        Err(e) => {
            errors.push(e);
            None
        }
    };
    let mut tokens: Option<Vec<(usize, Tok<'_>, usize)>> = None;
    for e in errors {
        let (at, mut d) = syntax_error(file, text, &e);
        // Errors after an unterminated block only echo the lexer problem.
        if fatal_at
            .is_some_and(|f| at >= f || matches!(d.message.as_str(), m if m.starts_with("unexpected end of file")))
        {
            continue;
        }
        let tokens = tokens.get_or_insert_with(|| Driver::new(text).filter_map(Result::ok).collect());
        if let Some(gap) = missing_semicolon(file, tokens, &e) {
            // At the end of the file the gap is where the parser stopped: one caret.
            let span = (gap.span != d.span).then_some(d.span);
            d = gap.with_note(d.message, span);
        }
        found.push((at, d));
    }
    found.sort_by_key(|(at, _)| *at);
    for (_, d) in found {
        diags.push(d);
    }
    raw.map(|raw| lower::lower(file, raw, diags))
}

/// `missing `;` after rule `x`?`, at the end of rule `x`'s last alternative, when the
/// parser stopped where the next rule begins (`y :`, `fragment`, `mode`, the end of the
/// file) and rule `x` has no `;` since its `:`. `tokens` is the whole file's.
fn missing_semicolon(
    file: FileId,
    tokens: &[(usize, Tok<'_>, usize)],
    e: &ParseError<usize, Tok<'_>, LexError>,
) -> Option<Diagnostic> {
    // The index of the first token of the next rule (`tokens.len()` at the end of file).
    let next = match e {
        ParseError::UnrecognizedEof { .. } => tokens.len(),
        ParseError::UnrecognizedToken { token: (l, tok, _), .. } => {
            let k = tokens.iter().position(|(start, _, _)| start == l)?;
            match tok {
                Tok::Colon if k >= 1 && matches!(tokens[k - 1].1, Tok::Ident(_)) => {
                    if k >= 2 && tokens[k - 2].1 == Tok::Fragment {
                        k - 2
                    } else {
                        k - 1
                    }
                }
                Tok::Fragment | Tok::Mode => k,
                _ => return None,
            }
        }
        _ => return None,
    };
    let last = next.checked_sub(1)?;
    // Back to the `:` of the rule being defined, with no `;` on the way.
    let colon = (1..=last).rev().take_while(|&i| tokens[i].1 != Tok::Semi).find(|&i| tokens[i].1 == Tok::Colon)?;
    let Tok::Ident(rule) = tokens[colon - 1].1 else { return None };
    if colon == last {
        return None;
    }
    let end = tokens[last].2;
    Some(Diagnostic::error(Span::new(file, end, end), format!("missing `;` after rule `{rule}`?")))
}

/// Turns a lalrpop error into a diagnostic and the offset it points at.
fn syntax_error(file: FileId, text: &str, e: &ParseError<usize, Tok<'_>, LexError>) -> (usize, Diagnostic) {
    let e = e.clone();
    match e {
        ParseError::InvalidToken { location } => {
            (location, Diagnostic::error(Span::new(file, location, location + 1), "invalid token"))
        }
        ParseError::UnrecognizedEof { location, expected } => {
            let at = text.len().min(location);
            let msg = format!("unexpected end of file, {}", expected_list(&expected));
            (at, Diagnostic::error(Span::new(file, at, at), msg))
        }
        ParseError::UnrecognizedToken { token: (l, tok, r), expected } => {
            let msg = format!("{}, found {}", expected_list(&expected), describe(text, l, r, &tok));
            (l, Diagnostic::error(Span::new(file, l, r), msg))
        }
        ParseError::ExtraToken { token: (l, tok, r) } => {
            let msg = format!("expected end of file, found {}", describe(text, l, r, &tok));
            (l, Diagnostic::error(Span::new(file, l, r), msg))
        }
        ParseError::User { error } => (0, Diagnostic::error(Span::new(file, 0, 0), format!("{error:?}"))),
    }
}

/// `expected `;`` or `expected one of `;`, `|``, from lalrpop's terminal names.
fn expected_list(expected: &[String]) -> String {
    let names: Vec<String> = expected.iter().map(|t| terminal_name(t)).collect();
    match names.as_slice() {
        [] => "unexpected input".to_string(),
        [one] => format!("expected {one}"),
        many => format!("expected one of {}", many.join(", ")),
    }
}

fn terminal_name(t: &str) -> String {
    match t {
        "Ident" => "a name".to_string(),
        "Int" => "a number".to_string(),
        "Str" => "a string literal".to_string(),
        "Action" => "an action `{...}`".to_string(),
        "CharSet" => "a character set `[...]`".to_string(),
        "ArgBlock" => "an argument block `[...]`".to_string(),
        quoted => format!("`{}`", quoted.trim_matches('"')),
    }
}

/// How a found token is named in a message: its text when short, else its kind.
fn describe(text: &str, l: usize, r: usize, tok: &Tok<'_>) -> String {
    let snippet = text.get(l..r).unwrap_or("");
    if snippet.chars().count() <= 24 && !snippet.contains(['\n', '\r']) {
        return format!("`{snippet}`");
    }
    match tok {
        Tok::Str(_) => "a string literal".to_string(),
        Tok::Action(_) => "an action block".to_string(),
        Tok::CharSet(_) => "a character set".to_string(),
        Tok::ArgBlock(_) => "an argument block".to_string(),
        _ => "a long token".to_string(),
    }
}
