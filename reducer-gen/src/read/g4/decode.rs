//! Decoding of ANTLR string literals and character sets into code points.
//!
//! Escapes follow ANTLR 4.7+: literals accept `\n \r \t \b \f \\ \' \"` and
//! `\uXXXX` / `\u{X...}`; sets accept `\n \r \t \b \f \\ \- \]`, the `\u` forms
//! and Unicode properties `\p{...}` / `\P{...}` (resolved with regex-syntax).
//! Problems become diagnostics pointing at the offending escape.

use crate::diag::{Diagnostics, FileId, Span};
use crate::syntax::CharSet;

/// Decodes the raw text of a string literal (between the quotes) that starts at
/// byte `start` of the file. Invalid escapes are reported and skipped.
pub fn decode_literal(file: FileId, raw: &str, start: usize, diags: &mut Diagnostics) -> Vec<u32> {
    let mut out = Vec::new();
    let mut it = raw.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if c != '\\' {
            out.push(c as u32);
            continue;
        }
        let Some((j, e)) = it.next() else {
            diags.error(Span::new(file, start + i, start + i + 1), "invalid escape sequence `\\`");
            break;
        };
        let simple = match e {
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            'b' => Some('\u{8}'),
            'f' => Some('\u{c}'),
            '\\' => Some('\\'),
            '\'' => Some('\''),
            '"' => Some('"'),
            _ => None,
        };
        if let Some(s) = simple {
            out.push(s as u32);
        } else if e == 'u' {
            if let Some(cp) = unicode_escape(file, raw, start, i, &mut it, diags) {
                out.push(cp);
            }
        } else {
            let end = j + e.len_utf8();
            diags.error(
                Span::new(file, start + i, start + end),
                format!("invalid escape sequence `{}` in string literal", &raw[i..end]),
            );
        }
    }
    out
}

/// Reads the rest of `\u` (after the `u`): `XXXX` or `{X...}`. `at` is the
/// backslash's offset in `raw`.
fn unicode_escape(
    file: FileId,
    raw: &str,
    start: usize,
    at: usize,
    it: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    diags: &mut Diagnostics,
) -> Option<u32> {
    let mut digits = String::new();
    let mut end = at + 2;
    let braced = matches!(it.peek(), Some((_, '{')));
    let mut ok;
    if braced {
        it.next();
        end += 1;
        ok = false;
        while let Some(&(k, d)) = it.peek() {
            if d == '}' {
                it.next();
                end = k + 1;
                ok = !digits.is_empty() && digits.len() <= 6;
                break;
            }
            if !d.is_ascii_hexdigit() {
                break;
            }
            it.next();
            digits.push(d);
            end = k + 1;
        }
    } else {
        while digits.len() < 4 {
            match it.peek() {
                Some(&(k, d)) if d.is_ascii_hexdigit() => {
                    it.next();
                    digits.push(d);
                    end = k + 1;
                }
                _ => break,
            }
        }
        ok = digits.len() == 4;
    }
    let value = if ok { u32::from_str_radix(&digits, 16).ok() } else { None };
    match value {
        Some(v) if v <= crate::syntax::MAX_CHAR => Some(v),
        _ => {
            let span = Span::new(file, start + at, start + end);
            diags.error(span, format!("invalid Unicode escape `{}`", &raw[at..end]));
            None
        }
    }
}

/// One piece of a character set before ranges are formed.
enum Piece {
    Char(u32, usize),
    Dash,
    Class(CharSet),
}

/// Decodes the raw text of a lexer character set (between the brackets) that
/// starts at byte `start`. Returns the set (possibly empty after errors).
pub fn decode_set(file: FileId, raw: &str, start: usize, diags: &mut Diagnostics) -> CharSet {
    let mut pieces = Vec::new();
    let mut it = raw.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        match c {
            '-' => pieces.push(Piece::Dash),
            '\\' => {
                let Some((j, e)) = it.next() else {
                    diags.error(Span::new(file, start + i, start + i + 1), "invalid escape sequence `\\`");
                    break;
                };
                let simple = match e {
                    'n' => Some('\n'),
                    'r' => Some('\r'),
                    't' => Some('\t'),
                    'b' => Some('\u{8}'),
                    'f' => Some('\u{c}'),
                    '\\' => Some('\\'),
                    '-' => Some('-'),
                    ']' => Some(']'),
                    _ => None,
                };
                if let Some(s) = simple {
                    pieces.push(Piece::Char(s as u32, i));
                } else if e == 'u' {
                    if let Some(cp) = unicode_escape(file, raw, start, i, &mut it, diags) {
                        pieces.push(Piece::Char(cp, i));
                    }
                } else if e == 'p' || e == 'P' {
                    if let Some(set) = property(file, raw, start, i, e == 'P', &mut it, diags) {
                        pieces.push(Piece::Class(set));
                    }
                } else {
                    let end = j + e.len_utf8();
                    diags.error(
                        Span::new(file, start + i, start + end),
                        format!("invalid escape sequence `{}` in character set", &raw[i..end]),
                    );
                }
            }
            _ => pieces.push(Piece::Char(c as u32, i)),
        }
    }
    let mut ranges = Vec::new();
    let mut k = 0;
    while k < pieces.len() {
        match (&pieces[k], pieces.get(k + 1), pieces.get(k + 2)) {
            (Piece::Char(a, ai), Some(Piece::Dash), Some(Piece::Char(b, bi))) => {
                if a > b {
                    let end = raw[*bi..].chars().next().map_or(*bi, |c| bi + c.len_utf8());
                    diags.error(
                        Span::new(file, start + ai, start + end),
                        format!("empty range `{}` in character set (start after end)", &raw[*ai..end]),
                    );
                } else {
                    ranges.push((*a, *b));
                }
                k += 3;
            }
            (Piece::Char(a, _), _, _) => {
                ranges.push((*a, *a));
                k += 1;
            }
            (Piece::Dash, _, _) => {
                ranges.push(('-' as u32, '-' as u32));
                k += 1;
            }
            (Piece::Class(set), _, _) => {
                ranges.extend_from_slice(&set.ranges);
                k += 1;
            }
        }
    }
    CharSet::from_ranges(ranges)
}

/// Reads `{Name}` after `\p` / `\P` and resolves it to a set.
fn property(
    file: FileId,
    raw: &str,
    start: usize,
    at: usize,
    negated: bool,
    it: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    diags: &mut Diagnostics,
) -> Option<CharSet> {
    let mut end = at + 2;
    let mut name = None;
    if let Some((_, '{')) = it.peek() {
        it.next();
        let from = at + 3;
        for (k, d) in it.by_ref() {
            end = k + d.len_utf8();
            if d == '}' {
                name = Some(&raw[from..k]);
                break;
            }
        }
    }
    let span = Span::new(file, start + at, start + end);
    let Some(name) = name else {
        diags.error(span, "invalid Unicode property escape: expected `\\p{Name}`");
        return None;
    };
    match unicode_property(name) {
        Some(set) if negated => Some(set.complement()),
        Some(set) => Some(set),
        None => {
            diags.error(span, format!("unknown Unicode property `{name}`"));
            None
        }
    }
}

/// The code points of a Unicode property such as `L`, `Lu` or `Script=Greek`,
/// as regex-syntax understands `\p{Name}`.
pub fn unicode_property(name: &str) -> Option<CharSet> {
    use regex_syntax::hir::{Class, HirKind};
    if name.is_empty() || name.contains(['{', '}', '\\']) {
        return None;
    }
    let hir = regex_syntax::ParserBuilder::new().build().parse(&format!("\\p{{{name}}}")).ok()?;
    match hir.kind() {
        HirKind::Class(Class::Unicode(class)) => {
            Some(CharSet::from_ranges(class.ranges().iter().map(|r| (r.start() as u32, r.end() as u32)).collect()))
        }
        _ => None,
    }
}
