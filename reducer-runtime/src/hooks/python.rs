//! `PythonLexerBase` (grammars-v4 `python/python3_14`): line structure and f-strings.
//!
//! Written from the Python Language Reference (2.1 line structure, 2.6 f-strings and
//! PEP 701/750) and the grammar's own comments on what its base class does.
//!
//! During lexing ([`after_token`], run after every match):
//! - `f'`, `rf"""` ... (`FSTRING_START`, `TSTRING_START`) enter the string's mode
//!   (`SQ1__FSTRING_MODE`: quote, 1 or 3 quotes, raw or not, f or t);
//!   `FSTRING_END`/`TSTRING_END` leave it.
//! - A `{` in a string starts a replacement field, lexed in the default mode; inside it
//!   parentheses and brackets are counted, a `:` outside them starts the format
//!   specification (its own mode), a `}` ends the field (and the specification). A
//!   newline inside a field is hidden. A literal part ending in `"{`, `'{` or `\{` is
//!   split: its `{` starts a field. A `:=` outside parentheses in a field is a `:`
//!   followed by `=` as literal text.
//!
//! On the token stream ([`token_source`]):
//! - newlines inside brackets, before the first statement and ending blank or
//!   comment-only lines are hidden; the first token of each logical line is compared
//!   with the indentation stack (tabs to the next multiple of 8, a form feed resets):
//!   deeper pushes an INDENT, shallower pops one DEDENT per level; a dedent to a width
//!   no block opened, an indented first statement, or tabs and spaces both used for
//!   indentation give an `ERRORTOKEN`, which no parser rule accepts;
//! - at the end, a NEWLINE if the last statement has none, then one DEDENT per open
//!   level; a byte-order mark is hidden.
//!
//! Synthesised tokens are zero-length records, so the program prints byte for byte.

use crate::language::GrammarTables;
use crate::lexer::LexCx;
use crate::tokens::{Token, TokenStream};

/// State of the f-string modes across tokens.
#[derive(Debug, Default)]
pub struct State {
    /// Modes entered by this hook, innermost last, with the mode each was entered from.
    entered: Vec<(usize, usize)>,
    /// Per open replacement field: parentheses and brackets open in it.
    fields: Vec<i64>,
    /// `FSTRING_MIDDLE` or `TSTRING_MIDDLE` of the innermost string.
    middle: Option<u16>,
    /// The kinds of `FSTRING_START` and `TSTRING_START`, looked up once per run (every
    /// token is compared with them).
    starts: Option<[Option<u16>; 2]>,
}

/// The mode a string prefix with quotes (`rf"""`) enters, by name.
fn string_mode(prefix_and_quotes: &[u8]) -> Option<String> {
    let text: Vec<u8> = prefix_and_quotes.iter().map(u8::to_ascii_lowercase).collect();
    let quotes = text.iter().filter(|&&c| c == b'\'' || c == b'"').count();
    let q = match text.last()? {
        b'\'' => "SQ",
        b'"' => "DQ",
        _ => return None,
    };
    let prefix = &text[..text.len() - quotes];
    let raw = if prefix.contains(&b'r') { "R" } else { "_" };
    let kind = if prefix.contains(&b'f') {
        "FSTRING"
    } else if prefix.contains(&b't') {
        "TSTRING"
    } else {
        return None;
    };
    let n = if quotes == 3 { 3 } else { 1 };
    Some(format!("{q}{n}{raw}_{kind}_MODE"))
}

fn enter(cx: &mut LexCx, mode: usize) {
    let from = current_mode(cx);
    cx.push_mode(mode);
    cx.state::<State>().entered.push((mode, from));
}

fn leave(cx: &mut LexCx) {
    cx.pop_mode();
    cx.state::<State>().entered.pop();
}

/// The mode lexing continues in, as this hook's state knows it.
fn current_mode(cx: &mut LexCx) -> usize {
    let mode = cx.mode;
    cx.state::<State>().entered.last().map_or(mode, |e| e.0)
}

/// Runs after every match: the mode changes of f- and t-strings.
pub fn after_token(cx: &mut LexCx) {
    let Some(kind) = cx.rule_token() else { return };
    let starts = match cx.state::<State>().starts {
        Some(s) => s,
        None => {
            let s = [cx.token_kind("FSTRING_START"), cx.token_kind("TSTRING_START")];
            cx.state::<State>().starts = Some(s);
            s
        }
    };
    if starts.contains(&Some(kind)) {
        let middle = cx.token_kind(if starts[0] == Some(kind) { "FSTRING_MIDDLE" } else { "TSTRING_MIDDLE" });
        cx.state::<State>().middle = middle;
        if let Some(mode) = string_mode(cx.text()).and_then(|m| cx.mode_index(&m)) {
            enter(cx, mode);
        }
        return;
    }
    if cx.state::<State>().entered.is_empty() {
        return;
    }
    let is = |cx: &LexCx, name: &str| cx.token_kind(name) == Some(kind);
    if is(cx, "FSTRING_END") || is(cx, "TSTRING_END") {
        leave(cx);
        return;
    }
    if is(cx, "FSTRING_MIDDLE") || is(cx, "TSTRING_MIDDLE") {
        let text = cx.text();
        let split = text.len() >= 2 && matches!(&text[text.len() - 2..], b"\"{" | b"'{" | b"\\{");
        if split {
            let (Some(lbrace), end) = (cx.token_kind("LBRACE"), cx.end) else { return };
            cx.emit(kind, 0, end - 1);
            cx.emit(lbrace, 0, end);
            open_field(cx);
        }
        return;
    }
    let name = cx.token_name(kind);
    match name {
        Some("NEWLINE") => {
            let end = cx.end;
            cx.emit(kind, 1, end);
        }
        Some("LBRACE") => open_field(cx),
        Some("LPAR" | "LSQB") => {
            if let Some(depth) = cx.state::<State>().fields.last_mut() {
                *depth += 1;
            }
        }
        Some("RPAR" | "RSQB") => {
            if let Some(depth) = cx.state::<State>().fields.last_mut() {
                *depth -= 1;
            }
        }
        Some(colon @ ("COLON" | "COLONEQUAL")) => {
            let s = cx.state::<State>();
            if s.fields.last().copied().unwrap_or(1) != 0 {
                return;
            }
            let from = s.entered.last().map(|e| e.1);
            let spec = from.and_then(|m| cx_mode_name(cx, m)).map(|n| {
                let base =
                    n.strip_suffix("_FORMAT_SPECIFICATION_MODE").or_else(|| n.strip_suffix("_MODE")).unwrap_or(&n);
                format!("{base}_FORMAT_SPECIFICATION_MODE")
            });
            if colon == "COLONEQUAL" {
                // `:=` outside parentheses: a `:` then `=` as literal text.
                let (start, middle) = (cx.start, cx.peek_state::<State>().and_then(|s| s.middle));
                if let (Some(c), Some(m)) = (cx.token_kind("COLON"), middle) {
                    cx.emit(c, 0, start + 1);
                    cx.emit(m, 0, start + 2);
                }
            }
            if let Some(mode) = spec.and_then(|n| cx.mode_index(&n)) {
                enter(cx, mode);
            }
        }
        Some("RBRACE") => {
            let mode = current_mode(cx);
            let in_spec = cx_mode_name(cx, mode).is_some_and(|n| n.ends_with("_FORMAT_SPECIFICATION_MODE"));
            if in_spec {
                leave(cx);
                leave(cx);
            } else if current_mode(cx) == 0 {
                leave(cx);
            }
            cx.state::<State>().fields.pop();
        }
        _ => {}
    }
}

/// A `{` in a string or field: a replacement field (or a nested brace) in the
/// default mode.
fn open_field(cx: &mut LexCx) {
    cx.state::<State>().fields.push(0);
    enter(cx, 0);
}

fn cx_mode_name(cx: &LexCx, mode: usize) -> Option<String> {
    cx.mode_name_at(mode).map(str::to_string)
}

/// The line structure of Python on top of the lexed records: see the module
/// documentation.
pub fn token_source(tables: &GrammarTables<'_>, src: &[u8], stream: TokenStream) -> TokenStream {
    let kind = |name: &str| tables.symbol_id(name);
    let (Some(newline), Some(indent), Some(dedent)) = (kind("NEWLINE"), kind("INDENT"), kind("DEDENT")) else {
        return stream;
    };
    let error_token = kind("ERRORTOKEN").unwrap_or(indent);
    let (ws, comment, bom) = (kind("WS"), kind("COMMENT"), kind("BOM"));
    let open: Vec<u16> = ["LPAR", "LSQB", "LBRACE"].iter().filter_map(|n| kind(n)).collect();
    let close: Vec<u16> = ["RPAR", "RSQB", "RBRACE"].iter().filter_map(|n| kind(n)).collect();
    let synthetic = |kind: u16, at: u32| Token { kind, channel: 0, start: at, end: at };

    let records = stream.tokens;
    let mut out = Vec::with_capacity(records.len() + 16);
    let mut levels = vec![0usize];
    let mut depth = 0i64;
    let mut started = false;
    let mut last_visible: Option<u16> = None;
    let (mut used_spaces, mut used_tabs, mut mixed_reported) = (false, false, false);
    // Set after a NEWLINE the parser sees: the next visible token gets INDENT/DEDENTs.
    let mut pending_indent = false;
    // The first statement must not be indented.
    let mut first = true;
    for (i, mut t) in records.iter().copied().enumerate() {
        if Some(t.kind) == bom && t.channel == 0 {
            t.channel = 1;
        }
        if !t.is_parser_token() {
            out.push(t);
            continue;
        }
        if t.kind == newline {
            // Hidden before the first statement, inside brackets, and ending a blank or
            // comment-only line (the next record past spaces is a newline or comment).
            let mut j = i + 1;
            if j < records.len() && Some(records[j].kind) == ws {
                j += 1;
            }
            let blank = j < records.len() && (records[j].kind == newline || Some(records[j].kind) == comment);
            if !started || depth > 0 || blank {
                t.channel = 1;
            } else {
                pending_indent = true;
                last_visible = Some(t.kind);
            }
            out.push(t);
            continue;
        }
        if first || pending_indent {
            let width = indentation(src, t.start as usize, &mut used_spaces, &mut used_tabs);
            if first {
                first = false;
                started = true;
                if width != 0 {
                    out.push(synthetic(error_token, t.start));
                }
            } else {
                pending_indent = false;
                let mixed = used_spaces && used_tabs && !mixed_reported;
                if mixed {
                    mixed_reported = true;
                    out.push(synthetic(error_token, t.start));
                }
                if width > *levels.last().unwrap_or(&0) {
                    levels.push(width);
                    out.push(synthetic(indent, t.start));
                }
                while width < *levels.last().unwrap_or(&0) {
                    levels.pop();
                    if width <= *levels.last().unwrap_or(&0) {
                        out.push(synthetic(dedent, t.start));
                    } else {
                        out.push(synthetic(error_token, t.start));
                    }
                }
            }
        }
        if open.contains(&t.kind) {
            depth += 1;
        } else if close.contains(&t.kind) {
            depth -= 1;
        }
        last_visible = Some(t.kind);
        out.push(t);
    }
    let end = src.len() as u32;
    if started {
        if last_visible != Some(newline) && last_visible != Some(dedent) {
            out.push(synthetic(newline, end));
        }
        for _ in 1..levels.len() {
            out.push(synthetic(dedent, end));
        }
    }
    TokenStream::from_records(out, stream.errors)
}

/// Indentation width of the line holding `offset` (spaces 1, tabs to the next
/// multiple of 8, form feeds reset), up to `offset`; notes which of spaces and tabs
/// were used.
fn indentation(src: &[u8], offset: usize, spaces: &mut bool, tabs: &mut bool) -> usize {
    let line = src[..offset].iter().rposition(|&b| b == b'\n' || b == b'\r').map_or(0, |p| p + 1);
    let mut width = 0;
    for &b in &src[line..offset] {
        match b {
            b' ' => {
                *spaces = true;
                width += 1;
            }
            b'\t' => {
                *tabs = true;
                width = (width / 8 + 1) * 8;
            }
            b'\x0c' => width = 0,
            // A continuation line (after a backslash) or a BOM: not indentation.
            _ => return width,
        }
    }
    width
}

#[cfg(test)]
mod tests {
    use super::string_mode;

    #[test]
    fn modes_of_string_prefixes() {
        assert_eq!(string_mode(b"f'").as_deref(), Some("SQ1__FSTRING_MODE"));
        assert_eq!(string_mode(b"Rf\"\"\"").as_deref(), Some("DQ3R_FSTRING_MODE"));
        assert_eq!(string_mode(b"t'''").as_deref(), Some("SQ3__TSTRING_MODE"));
        assert_eq!(string_mode(b"b'"), None);
    }
}
