//! The token source of `grammars/minipy.g4`: Python's line structure (Python Language
//! Reference, sections 2.1.6-2.1.8) on top of the context-free token stream.
//!
//! - A NEWLINE inside brackets, or ending a line with no tokens (blank or comment-only),
//!   moves to the hidden channel: the parser does not see it, the printer keeps it.
//! - At the first token of a logical line its column is compared with the indentation
//!   stack: deeper pushes one INDENT, shallower pops one DEDENT per level. Tabs advance
//!   to the next multiple of 8, as in the reference.
//! - At the end of input a NEWLINE is supplied if the last line has none, then one
//!   DEDENT per open level.
//!
//! INDENT, DEDENT and a supplied NEWLINE are zero-length records, so the printed
//! program is the input byte for byte. A dedent to a column that matches no enclosing
//! level yields DEDENT then INDENT, which the parser rejects at that line.

use reducer_runtime::language::GrammarTables;
use reducer_runtime::tokens::{Token, TokenStream};

/// Bound in `build.rs` with `Builder::token_source("crate::minipy_layout::indentation")`.
pub fn indentation(tables: &GrammarTables<'_>, src: &[u8], stream: TokenStream) -> TokenStream {
    let kind = |name: &str| tables.symbol_id(name).unwrap_or_else(|| panic!("minipy.g4 declares {name}"));
    let (newline, indent, dedent) = (kind("NEWLINE"), kind("INDENT"), kind("DEDENT"));
    let open: Vec<u16> = ["(", "[", "{"].iter().filter_map(|l| tables.literal_kind(l)).collect();
    let close: Vec<u16> = [")", "]", "}"].iter().filter_map(|l| tables.literal_kind(l)).collect();
    let synthetic = |kind: u16, at: u32| Token { kind, channel: 0, start: at, end: at };

    let mut out = Vec::with_capacity(stream.tokens.len() + 16);
    let mut levels = vec![0usize];
    let mut depth = 0usize;
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
            let col = column(src, t.start as usize);
            while levels.len() > 1 && col < *levels.last().unwrap_or(&0) {
                levels.pop();
                out.push(synthetic(dedent, t.start));
            }
            // Deeper than the enclosing level: a block opens. After a dedent this means
            // the column matches no outer level, and the INDENT is a syntax error there.
            if col > *levels.last().unwrap_or(&0) {
                levels.push(col);
                out.push(synthetic(indent, t.start));
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

/// Indentation width of the line holding `offset` (spaces 1, tabs to the next
/// multiple of 8, form feeds reset), up to `offset`.
fn column(src: &[u8], offset: usize) -> usize {
    let line = src[..offset].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let mut col = 0;
    for &b in &src[line..offset] {
        match b {
            b'\t' => col = (col / 8 + 1) * 8,
            b'\x0c' => col = 0,
            _ => col += 1,
        }
    }
    col
}
