//! The hooks of `grammars/python_lexer.g4` (superClass `PythonLayout`): the line
//! structure of Python 3 ([`token_source`]: NEWLINE, INDENT and DEDENT on top of the
//! lexed records, as the Python Language Reference's sections 2.1.5-2.1.8 describe
//! them) and the replacement fields of f-strings ([`after_token`], PEP 701).
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
use crate::lexer::LexCx;
use crate::tokens::{Token, TokenStream};

/// What [`after_token`] knows about the f-strings being lexed: one entry per open
/// replacement field (brackets open inside it) or format specification, innermost last.
#[derive(Debug, Default)]
pub struct FStrings {
    open: Vec<Open>,
    /// Token kinds and mode indices, looked up once per run.
    ids: Option<Ids>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Open {
    /// A replacement field, lexed in the default mode, with its open brackets.
    Field(u32),
    /// Its format specification, lexed in `F_SPEC`.
    Spec,
}

#[derive(Copy, Clone, Debug)]
struct Ids {
    lbrace: Option<u16>,
    rbrace: Option<u16>,
    open: [Option<u16>; 2],
    close: [Option<u16>; 2],
    colon: Option<u16>,
    colonequal: Option<u16>,
    middle: Option<u16>,
    spec: Option<usize>,
}

/// Runs after every match of `grammars/python_lexer.g4`: replacement fields of
/// f-strings (PEP 701). The start token of an f-string enters the mode of its quotes
/// (a lexer command); there a `{` opens a field, lexed in the default mode, where this
/// hook counts brackets: the `}` that closes no bracket ends the field, and a `:` (or
/// the `:` of `:=`, the rest being literal text) outside brackets starts the format
/// specification (mode `F_SPEC`), whose `{` opens a nested field and whose `}` ends the
/// specification and its field.
pub fn after_token(cx: &mut LexCx) {
    let Some(kind) = cx.token_type() else { return };
    let ids = match cx.peek_state::<FStrings>().and_then(|s| s.ids) {
        Some(ids) => ids,
        None => {
            let ids = Ids {
                lbrace: cx.token_kind("LBRACE"),
                rbrace: cx.token_kind("RBRACE"),
                open: [cx.token_kind("LPAR"), cx.token_kind("LSQB")],
                close: [cx.token_kind("RPAR"), cx.token_kind("RSQB")],
                colon: cx.token_kind("COLON"),
                colonequal: cx.token_kind("COLONEQUAL"),
                middle: cx.token_kind("FSTRING_MIDDLE"),
                spec: cx.mode_index("F_SPEC"),
            };
            cx.state::<FStrings>().ids = Some(ids);
            ids
        }
    };
    let kind = Some(kind);
    let in_default = cx.mode == 0;
    let top = cx.peek_state::<FStrings>().and_then(|s| s.open.last().copied());
    if kind == ids.lbrace {
        if in_default {
            if let Some(Open::Field(n)) = top {
                set_top(cx, Open::Field(n + 1));
            }
        } else {
            // In a string's literal part or a format specification: a field opens.
            cx.state::<FStrings>().open.push(Open::Field(0));
            cx.push_mode(0);
        }
    } else if kind == ids.rbrace {
        match top {
            Some(Open::Spec) if Some(cx.mode) == ids.spec => {
                let s = cx.state::<FStrings>();
                s.open.pop();
                s.open.pop();
                cx.pop_mode();
                cx.pop_mode();
            }
            Some(Open::Field(0)) if in_default => {
                cx.state::<FStrings>().open.pop();
                cx.pop_mode();
            }
            Some(Open::Field(n)) if in_default => set_top(cx, Open::Field(n - 1)),
            _ => {}
        }
    } else if !in_default {
        // Literal text, a string's end: nothing to count.
    } else if let Some(Open::Field(n)) = top.filter(|_| ids.open.contains(&kind)) {
        set_top(cx, Open::Field(n + 1));
    } else if let Some(Open::Field(n)) = top.filter(|_| ids.close.contains(&kind)) {
        set_top(cx, Open::Field(n.saturating_sub(1)));
    } else if (kind == ids.colon || kind == ids.colonequal) && top == Some(Open::Field(0)) {
        if kind == ids.colonequal {
            let start = cx.start;
            if let (Some(colon), Some(middle)) = (ids.colon, ids.middle) {
                cx.emit(colon, 0, start + 1);
                cx.emit(middle, 0, start + 2);
            }
        }
        if let Some(spec) = ids.spec {
            cx.state::<FStrings>().open.push(Open::Spec);
            cx.push_mode(spec);
        }
    }
}

fn set_top(cx: &mut LexCx, open: Open) {
    if let Some(top) = cx.state::<FStrings>().open.last_mut() {
        *top = open;
    }
}

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
