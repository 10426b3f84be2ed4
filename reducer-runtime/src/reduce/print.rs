//! Printing a candidate straight from the current tree plus one pending tree edit
//! (`edit.rs`'s `Edit`; its `render` hands the printer the surviving tokens).
//!
//! Trivia ownership: the hidden and skipped records before a parser token are its leading
//! trivia; they are printed when the token survives and dropped with it, except records
//! on channels 2 and up (C preprocessor lines), which carry meaning and stay until the
//! hidden-token pass removes them. Records after the last parser token always stay.
//!
//! Where a deletion brings two records together that were not neighbours, the printer
//! asks the lexer whether they would merge ([`crate::lexer::relexes_as`]) and inserts one
//! space only then. Kept channel-2 records always start and end a line.

use std::collections::HashMap;

use crate::language::GrammarTables;
use crate::lexer::relexes_as;
use crate::tokens::{Token, TokenStream, SKIPPED};

/// Output layout of the final result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// Keep the input's layout for every surviving token.
    #[default]
    Original,
    /// Collapse every whitespace run to one space, or one newline when it had one.
    Compact,
    /// Every token, comment and directive on a line of its own.
    OneTokenPerLine,
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Format, String> {
        match s {
            "original" => Ok(Format::Original),
            "compact" => Ok(Format::Compact),
            "one-token-per-line" => Ok(Format::OneTokenPerLine),
            _ => Err(format!("unknown format `{s}` (original, compact, one-token-per-line)")),
        }
    }
}

/// True when `text` is only ASCII whitespace (layout, never meaningful on its own).
pub fn is_blank(text: &[u8]) -> bool {
    text.iter().all(|b| b.is_ascii_whitespace())
}

/// Prints candidates of one program state; keeps a cache of "would these two records
/// merge?" answers (keyed by record indices, so it is valid for the whole state).
pub struct Printer<'t> {
    tables: &'t GrammarTables<'t>,
    merge_cache: HashMap<(u32, u32), bool>,
    /// Scratch buffer of [`super::edit::render`].
    pub(super) leaves: Vec<u32>,
}

impl<'t> Printer<'t> {
    /// A printer for programs of `tables`' language.
    pub fn new(tables: &'t GrammarTables<'t>) -> Printer<'t> {
        Printer { tables, merge_cache: HashMap::new(), leaves: Vec::new() }
    }

    /// Forgets cached answers (call when the token stream changes).
    pub fn reset(&mut self) {
        self.merge_cache.clear();
    }

    /// Prints the given surviving parser tokens (ascending) with their trivia.
    pub fn print_tokens(&mut self, src: &[u8], tokens: &TokenStream, surviving: &[u32], removed: &[bool]) -> Vec<u8> {
        let mut w = Writer { out: Vec::with_capacity(src.len()), last: None, need_nl: false };
        let recs = &tokens.tokens;
        let is_removed = |r: usize| removed.get(r).copied().unwrap_or(false);
        // Next record not yet printed or dropped.
        let mut next = 0usize;
        for &p in surviving {
            let r = tokens.parser_tokens[p as usize] as usize;
            // Start of this token's own trivia: after the previous parser token.
            let trivia_start = if p == 0 { 0 } else { tokens.parser_tokens[p as usize - 1] as usize + 1 };
            // Records of deleted tokens and their trivia: only channel >= 2 survives.
            for (i, rec) in recs.iter().enumerate().take(trivia_start).skip(next) {
                if sticky(rec) && !is_removed(i) {
                    self.emit(&mut w, src, tokens, i);
                }
            }
            for i in trivia_start.max(next)..=r {
                if !is_removed(i) {
                    self.emit(&mut w, src, tokens, i);
                }
            }
            next = r + 1;
        }
        // Trailing records: the trivia of deleted tokens keeps only channel >= 2; the
        // trivia after the last parser token stays.
        let tail_start = tokens.parser_tokens.last().map_or(0, |&l| l as usize + 1);
        for (i, rec) in recs.iter().enumerate().skip(next) {
            let keep = i >= tail_start || sticky(rec);
            if keep && !is_removed(i) {
                self.emit(&mut w, src, tokens, i);
            }
        }
        if w.need_nl && !w.out.ends_with(b"\n") {
            w.out.push(b'\n');
        }
        w.out
    }

    fn emit(&mut self, w: &mut Writer, src: &[u8], tokens: &TokenStream, i: usize) {
        let rec = tokens.tokens[i];
        let text = rec.text(src);
        let directive = sticky(&rec);
        let directive_mid_line = directive && !w.out.is_empty() && !w.out.ends_with(b"\n");
        if directive_mid_line || (w.need_nl && !text.starts_with(b"\n") && !text.starts_with(b"\r\n")) {
            w.out.push(b'\n');
            w.need_nl = false;
        } else if let Some(last) = w.last {
            if last + 1 != i as u32 && self.would_merge(src, tokens, last as usize, i) {
                w.out.push(b' ');
            }
        }
        w.out.extend_from_slice(text);
        w.last = Some(i as u32);
        w.need_nl = directive && !text.ends_with(b"\n");
    }

    /// Would records `a` and `b`, printed next to each other, lex differently?
    fn would_merge(&mut self, src: &[u8], tokens: &TokenStream, a: usize, b: usize) -> bool {
        let (ra, rb) = (tokens.tokens[a], tokens.tokens[b]);
        let (ta, tb) = (ra.text(src), rb.text(src));
        let edge_blank =
            ta.last().is_some_and(|c| c.is_ascii_whitespace()) || tb.first().is_some_and(|c| c.is_ascii_whitespace());
        if edge_blank {
            return false;
        }
        let tables = self.tables;
        *self
            .merge_cache
            .entry((a as u32, b as u32))
            .or_insert_with(|| rb.kind == SKIPPED || !relexes_as(&tables.lexer, ta, tb, b"", rb.kind))
    }
}

/// Records that outlive their owning token: channels 2 and up (preprocessor lines).
fn sticky(rec: &Token) -> bool {
    rec.channel >= 2 && rec.kind != SKIPPED && !rec.is_parser_token()
}

struct Writer {
    out: Vec<u8>,
    last: Option<u32>,
    /// A directive was printed without its line end: the next text starts a new line.
    need_nl: bool,
}

/// Re-lays out `bytes` (a program of `tables`' language) in `format`. `None` when the
/// bytes do not lex (the caller keeps them as they are).
pub fn reformat(tables: &GrammarTables<'_>, bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    if format == Format::Original {
        return Some(bytes.to_vec());
    }
    let stream = tables.lex(bytes).ok()?;
    let mut out = Vec::with_capacity(bytes.len());
    for rec in &stream.tokens {
        let text = rec.text(bytes);
        let blank = !rec.is_parser_token() && is_blank(text);
        match format {
            Format::Original => unreachable!("handled above"),
            Format::Compact => {
                if blank {
                    if out.is_empty() {
                        continue;
                    }
                    out.push(if text.contains(&b'\n') { b'\n' } else { b' ' });
                } else {
                    out.extend_from_slice(text);
                }
            }
            Format::OneTokenPerLine => {
                if !blank {
                    out.extend_from_slice(text);
                    if !text.ends_with(b"\n") {
                        out.push(b'\n');
                    }
                }
            }
        }
    }
    if format == Format::Compact && !out.is_empty() && !out.ends_with(b"\n") && bytes.ends_with(b"\n") {
        out.push(b'\n');
    }
    Some(out)
}
