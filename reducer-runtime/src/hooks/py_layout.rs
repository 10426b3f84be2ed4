//! The line structure of Python 3 for `grammars/python.g4` (superClass `PythonLayout`):
//! NEWLINE, INDENT and DEDENT on top of the lexed records, as the Python Language
//! Reference's sections 2.1.5-2.1.8 describe them.
//!
//! The lexer keeps every line break as a NEWLINE record (a backslash continuation is a
//! hidden record of its own, so it makes none). This token source:
//! - hides a NEWLINE inside brackets (implicit line joining, §2.1.6) and one that ends a
//!   line with no token of the parser (blank and comment-only lines, §2.1.7): the parser
//!   sees the first NEWLINE after a logical line and no other, and the printer keeps the
//!   rest as layout;
//! - at the first token of each logical line measures its indentation twice, with tabs
//!   to the next multiple of 8 and with tabs as one column (a form feed resets both), and
//!   compares it with the indentation stack (§2.1.8): deeper pushes one INDENT,
//!   shallower pops one DEDENT per level; a width no enclosing level has, or an order
//!   the two measures disagree about (tabs and spaces mixed so that the meaning depends
//!   on the width of a tab, CPython's `TabError`), gives an `ERRORTOKEN`, which no rule
//!   accepts. An indented first line gets an INDENT, which no rule accepts at the top;
//! - at the end of input supplies a NEWLINE when the last logical line has none, then one
//!   DEDENT per open level.
//!
//! INDENT, DEDENT, ERRORTOKEN and a supplied NEWLINE are zero-length records, so the
//! program prints byte for byte; a statement and the line break that ends it are in the
//! same tree node, so the reducer deletes them together.
//!
//! Brackets are the token kinds whose literals are `(`, `[`, `{` and `)`, `]`, `}`;
//! NEWLINE, INDENT, DEDENT and ERRORTOKEN are looked up by name. A grammar without
//! NEWLINE, INDENT or DEDENT gets its stream back unchanged.

use crate::language::GrammarTables;
use crate::tokens::{Token, TokenStream};

/// Indentation of a line: columns with tabs to the next multiple of 8, and with tabs
/// as one column.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Width {
    col: usize,
    alt: usize,
}

/// See the module documentation.
pub fn token_source(tables: &GrammarTables<'_>, src: &[u8], stream: TokenStream) -> TokenStream {
    let kind = |name: &str| tables.symbol_id(name);
    let (Some(newline), Some(indent), Some(dedent)) = (kind("NEWLINE"), kind("INDENT"), kind("DEDENT")) else {
        return stream;
    };
    let error = kind("ERRORTOKEN").unwrap_or(indent);
    let open: Vec<u16> = ["(", "[", "{"].iter().filter_map(|l| tables.literal_kind(l)).collect();
    let close: Vec<u16> = [")", "]", "}"].iter().filter_map(|l| tables.literal_kind(l)).collect();
    let synthetic = |kind: u16, at: u32| Token { kind, channel: 0, start: at, end: at };

    let mut out = Vec::with_capacity(stream.tokens.len() + 16);
    let mut levels = vec![Width::default()];
    let mut depth = 0usize;
    // No parser token yet on the current logical line.
    let mut line_start = true;
    for mut t in stream.tokens {
        if !t.is_parser_token() {
            out.push(t);
            continue;
        }
        if t.kind == newline {
            if depth > 0 || line_start {
                t.channel = 1;
            } else {
                line_start = true;
            }
            out.push(t);
            continue;
        }
        if line_start {
            line_start = false;
            let w = indentation(src, t.start as usize);
            let top = *levels.last().unwrap_or(&Width::default());
            if w.col > top.col {
                if w.alt <= top.alt {
                    out.push(synthetic(error, t.start));
                }
                levels.push(w);
                out.push(synthetic(indent, t.start));
            } else if w.col < top.col {
                while levels.len() > 1 && w.col < levels.last().map_or(0, |l| l.col) {
                    levels.pop();
                    out.push(synthetic(dedent, t.start));
                }
                if levels.last() != Some(&w) {
                    out.push(synthetic(error, t.start));
                }
            } else if w.alt != top.alt {
                out.push(synthetic(error, t.start));
            }
        }
        if open.contains(&t.kind) {
            depth += 1;
        } else if close.contains(&t.kind) {
            depth = depth.saturating_sub(1);
        }
        out.push(t);
    }
    let end = src.len() as u32;
    if !line_start {
        out.push(synthetic(newline, end));
    }
    for _ in 1..levels.len() {
        out.push(synthetic(dedent, end));
    }
    TokenStream::from_records(out, stream.errors)
}

/// Indentation of the line holding `offset`, up to `offset` or the first byte that is
/// not a space, tab or form feed.
fn indentation(src: &[u8], offset: usize) -> Width {
    let line = src[..offset].iter().rposition(|&b| b == b'\n' || b == b'\r').map_or(0, |p| p + 1);
    let mut w = Width::default();
    for &b in &src[line..offset] {
        match b {
            b' ' => {
                w.col += 1;
                w.alt += 1;
            }
            b'\t' => {
                w.col = (w.col / 8 + 1) * 8;
                w.alt += 1;
            }
            b'\x0c' => w = Width::default(),
            _ => break,
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::{indentation, Width};

    #[test]
    fn widths_count_tabs_both_ways() {
        assert_eq!(indentation(b"\tx", 1), Width { col: 8, alt: 1 });
        assert_eq!(indentation(b"a\n  \tx", 5), Width { col: 8, alt: 3 });
        assert_eq!(indentation(b"  \x0c x", 4), Width { col: 1, alt: 1 });
        assert_eq!(indentation(b"y = 1 + \\\n   x", 14), Width { col: 3, alt: 3 });
    }
}
