//! Go's automatic semicolons, as a token source for `grammars/go.g4`.
//!
//! Written from The Go Programming Language Specification (Go 1.22), section
//! "Semicolons": when the input is broken into tokens, a semicolon is inserted right
//! after a line's final token if that token is an identifier; an integer,
//! floating-point, imaginary, rune or string literal; one of the keywords `break`,
//! `continue`, `fallthrough` or `return`; or one of `++ -- ) ] }`. Comments are not
//! tokens: a line comment ends its line, and a general comment that contains a newline
//! acts like a newline.
//!
//! The grammar lexes every newline as a hidden record of its own (`NL : '\n'`; `\r` is
//! ordinary white space), comments as hidden records. The hook walks the records once
//! and, where the specification inserts a semicolon, **turns the hidden record holding
//! the line break into the `';'` token**: the newline itself, or the general comment
//! that contains it. No byte changes record and no record is added, except one
//! zero-length `';'` at the very end of an input whose last line ends in a trigger
//! token without a newline (where Go's scanner inserts one at end of file too).
//!
//! Why the newline and not a zero-length token before it: the reducer prints a
//! candidate from the surviving records, and a hidden record is the leading trivia of
//! the next parser token, dropped with it. A zero-length `;` would leave the line
//! break that makes it to the next token's fate: deleting that token (or the
//! hidden-token pass deleting the newline) would print two statements on one line,
//! which re-lexes without the semicolon the tree has. With the newline as the `;`
//! token, a statement and its terminating line break are deleted together and kept
//! together, and every printed candidate re-lexes to the tokens the tree holds. A
//! comment between the final token and the line break stays leading trivia of the
//! `;` and goes with it. (`--format one-token-per-line` puts line breaks after every
//! token, which Go reads as semicolons; the default layouts are safe.)
//!
//! Token names the grammar must declare: the `';'` literal, the trigger literals
//! (`break`, `continue`, `fallthrough`, `return`, `++`, `--`, `)`, `]`, `}`) and the
//! literal token rules [`LITERAL_TOKENS`] (any of them the grammar lacks is not a
//! trigger).

use crate::language::GrammarTables;
use crate::tokens::{Token, TokenStream};

/// The token rules of identifiers and basic literals in `grammars/go.g4`.
pub const LITERAL_TOKENS: &[&str] =
    &["IDENTIFIER", "INT_LIT", "FLOAT_LIT", "IMAGINARY_LIT", "RUNE_LIT", "RAW_STRING_LIT", "INTERPRETED_STRING_LIT"];

/// Keywords and operators that end a line with a semicolon.
pub const TRIGGER_LITERALS: &[&str] = &["break", "continue", "fallthrough", "return", "++", "--", ")", "]", "}"];

/// The token source (bind with `Builder::token_source("reducer_runtime::hooks::go::token_source")`).
pub fn token_source(tables: &GrammarTables<'_>, src: &[u8], stream: TokenStream) -> TokenStream {
    // A grammar without ';' (the class named by mistake) gets its stream unchanged.
    let Some(semi) = tables.literal_kind(";") else { return stream };
    let mut trigger = vec![false; tables.num_tokens as usize];
    let kinds = LITERAL_TOKENS
        .iter()
        .filter_map(|n| tables.symbol_id(n))
        .chain(TRIGGER_LITERALS.iter().filter_map(|l| tables.literal_kind(l)));
    for k in kinds {
        if let Some(t) = trigger.get_mut(k as usize) {
            *t = true;
        }
    }
    insert_semicolons(src, stream, semi, &trigger)
}

/// The rule itself, over any kinds: `semi` is the kind of `;`, `trigger[k]` says
/// whether a line ending in a token of kind `k` gets a semicolon.
pub fn insert_semicolons(src: &[u8], mut stream: TokenStream, semi: u16, trigger: &[bool]) -> TokenStream {
    // The last parser token seen is a trigger and no line break followed it yet.
    let mut pending = false;
    let mut changed = false;
    for t in &mut stream.tokens {
        if t.is_parser_token() {
            pending = trigger.get(t.kind as usize).copied().unwrap_or(false);
        } else if pending && t.text(src).contains(&b'\n') {
            t.kind = semi;
            t.channel = 0;
            pending = false;
            changed = true;
        }
    }
    if pending {
        let end = src.len() as u32;
        stream.tokens.push(Token { kind: semi, channel: 0, start: end, end });
        changed = true;
    }
    if changed {
        TokenStream::from_records(stream.tokens, stream.errors)
    } else {
        stream
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // A toy lexer for the tests: kinds are the token classes below, hidden records on
    // channel 1 (as the grammar's WS, NL and comments).
    const IDENT: u16 = 1;
    const INT: u16 = 2;
    const LPAREN: u16 = 3;
    const RPAREN: u16 = 4;
    const LBRACE: u16 = 5;
    const RBRACE: u16 = 6;
    const SEMI: u16 = 7;
    const OP: u16 = 8; // `+`, `=`, `,`, `:=`
    const RETURN: u16 = 9;
    const INC: u16 = 10;
    const HIDDEN: u16 = 11;
    const TRIGGER: [bool; 12] = [false, true, true, false, true, false, true, false, false, true, true, false];

    fn lex(src: &[u8]) -> TokenStream {
        let mut out = Vec::new();
        let mut i = 0;
        while i < src.len() {
            let start = i;
            let c = src[i];
            let (kind, channel) = if c == b'\n' {
                i += 1;
                (HIDDEN, 1)
            } else if c == b' ' || c == b'\t' || c == b'\r' {
                while i < src.len() && matches!(src[i], b' ' | b'\t' | b'\r') {
                    i += 1;
                }
                (HIDDEN, 1)
            } else if src[i..].starts_with(b"//") {
                while i < src.len() && src[i] != b'\n' {
                    i += 1;
                }
                (HIDDEN, 1)
            } else if src[i..].starts_with(b"/*") {
                let close = src[i + 2..].windows(2).position(|w| w == b"*/").expect("closed comment");
                i += close + 4;
                (HIDDEN, 1)
            } else if c.is_ascii_alphabetic() {
                while i < src.len() && src[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                (if &src[start..i] == b"return" { RETURN } else { IDENT }, 0)
            } else if c.is_ascii_digit() {
                while i < src.len() && src[i].is_ascii_digit() {
                    i += 1;
                }
                (INT, 0)
            } else if src[i..].starts_with(b"++") {
                i += 2;
                (INC, 0)
            } else if src[i..].starts_with(b":=") {
                i += 2;
                (OP, 0)
            } else {
                i += 1;
                let k = match c {
                    b'(' => LPAREN,
                    b')' => RPAREN,
                    b'{' => LBRACE,
                    b'}' => RBRACE,
                    b';' => SEMI,
                    _ => OP,
                };
                (k, 0)
            };
            out.push(Token { kind, channel, start: start as u32, end: i as u32 });
        }
        TokenStream::from_records(out, Vec::new())
    }

    fn semis(src: &str) -> TokenStream {
        insert_semicolons(src.as_bytes(), lex(src.as_bytes()), SEMI, &TRIGGER)
    }

    /// The parser's view: token texts, an inserted semicolon as `;` plus its text.
    fn view(src: &str) -> Vec<String> {
        let s = semis(src);
        s.parser_iter()
            .map(|t| {
                let text = String::from_utf8_lossy(t.text(src.as_bytes())).into_owned();
                if t.kind == SEMI && text != ";" {
                    format!(";{text:?}")
                } else {
                    text
                }
            })
            .collect()
    }

    #[test]
    fn after_trigger_tokens_only() {
        assert_eq!(
            view("a := 1\nb++\nreturn\n"),
            ["a", ":=", "1", ";\"\\n\"", "b", "++", ";\"\\n\"", "return", ";\"\\n\""]
        );
        // `+`, `(`, `{` and `,` continue the line.
        assert_eq!(view("a = b +\n c\n"), ["a", "=", "b", "+", "c", ";\"\\n\""]);
        assert_eq!(view("f(\n a,\n b)\n"), ["f", "(", "a", ",", "b", ")", ";\"\\n\""]);
        assert_eq!(view("if x {\n}\n"), ["if", "x", "{", "}", ";\"\\n\""]);
        // Blank lines after an inserted semicolon stay hidden.
        assert_eq!(view("a\n\n\nb\n"), ["a", ";\"\\n\"", "b", ";\"\\n\""]);
        // An explicit semicolon is no trigger.
        assert_eq!(view("a;\nb"), ["a", ";", "b", ";\"\""]);
    }

    #[test]
    fn comments() {
        // A line comment before the line break: the break is the semicolon.
        assert_eq!(view("a // c\nb\n"), ["a", ";\"\\n\"", "b", ";\"\\n\""]);
        // A general comment on one line is no line break; one spanning lines is.
        assert_eq!(view("a /* c */ b\n"), ["a", "b", ";\"\\n\""]);
        assert_eq!(view("a /* c\n d */ b\n"), ["a", ";\"/* c\\n d */\"", "b", ";\"\\n\""]);
        // After a non-trigger, a multi-line comment stays hidden.
        assert_eq!(view("a = /*\n*/ b"), ["a", "=", "b", ";\"\""]);
    }

    #[test]
    fn end_of_input_and_crlf() {
        // No final newline: a zero-length semicolon at the very end.
        let s = semis("f()");
        let last = s.tokens.last().unwrap();
        assert_eq!((last.kind, last.start, last.end), (SEMI, 3, 3));
        // With one, the newline is it and nothing is added.
        assert_eq!(semis("f()\n").tokens.len(), 4);
        // CRLF: `\r` is white space, the `\n` is the semicolon.
        assert_eq!(view("a\r\nb\r\n"), ["a", ";\"\\n\"", "b", ";\"\\n\""]);
        // Empty input, or only comments: nothing.
        assert_eq!(semis("").tokens.len(), 0);
        assert_eq!(view("// x\n"), Vec::<String>::new());
    }

    #[test]
    fn every_byte_stays_in_one_record() {
        let src = "package p\n\nfunc f() int { // c\n\tx := 1 /* a\n b */\n\treturn x\n}";
        let s = semis(src);
        assert_eq!(s.reconstruct(src.as_bytes()), src.as_bytes());
        for w in s.tokens.windows(2) {
            assert_eq!(w[0].end, w[1].start);
        }
    }

    /// What the reducer does: delete parser tokens with their leading trivia (the
    /// hidden records since the previous parser token), print the rest, lex again. The
    /// semicolons of the re-lexed program must be the tree's: the deleted line's
    /// semicolon goes with it, every other line keeps its own.
    #[test]
    fn deleting_lines_keeps_the_other_semicolons() {
        let src = "func f() {\n\ta := 1 // one\n\tb++\n\tg(a,\n\t\tb)\n\treturn\n}\n";
        let s = semis(src);
        let parser: Vec<usize> = s.parser_tokens.iter().map(|&i| i as usize).collect();
        // Statements: the parser-token index ranges of each line's tokens with their `;`.
        let lines: Vec<(usize, usize)> = {
            let mut v = Vec::new();
            let mut start = None;
            for (p, &r) in parser.iter().enumerate() {
                let kind = s.tokens[r].kind;
                let after = p.checked_sub(1).map(|q| s.tokens[parser[q]].kind);
                if start.is_none() && matches!(after, Some(LBRACE | SEMI)) && kind != RBRACE {
                    start = Some(p);
                }
                if kind == SEMI {
                    if let Some(b) = start.take() {
                        v.push((b, p));
                    }
                }
            }
            v
        };
        assert_eq!(lines.len(), 4, "{lines:?}");
        // Every subset of the four statements.
        for mask in 0u32..16 {
            let deleted =
                |p: usize| lines.iter().enumerate().any(|(i, &(a, b))| mask >> i & 1 == 1 && (a..=b).contains(&p));
            let mut out = Vec::new();
            let mut expected = Vec::new();
            let mut prev = 0;
            for (p, &r) in parser.iter().enumerate() {
                if !deleted(p) {
                    for t in &s.tokens[prev..=r] {
                        out.extend_from_slice(t.text(src.as_bytes()));
                    }
                    expected.push(s.tokens[r].kind);
                }
                prev = r + 1;
            }
            for t in &s.tokens[prev..] {
                out.extend_from_slice(t.text(src.as_bytes()));
            }
            let again = insert_semicolons(&out, lex(&out), SEMI, &TRIGGER);
            let kinds: Vec<u16> = again.parser_iter().map(|t| t.kind).collect();
            assert_eq!(kinds, expected, "mask {mask}: {}", String::from_utf8_lossy(&out));
        }
    }
}
