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
//! space only then. Kept channel-2 records always start and end a line; a line break
//! the printer adds for that, and those of the `compact` and `one-token-per-line`
//! layouts, follow the input's convention ([`LineEnding::at`]: CRLF in a CRLF file).

use std::collections::HashMap;

use crate::language::GrammarTables;
use crate::lexer::relexes_as;
use crate::tokens::{Token, TokenStream, SKIPPED};

use super::line_ending::{LineEnding, LineEnds};

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
    type Err = crate::reduce::UnknownName;
    fn from_str(s: &str) -> Result<Format, Self::Err> {
        match s {
            "original" => Ok(Format::Original),
            "compact" => Ok(Format::Compact),
            "one-token-per-line" => Ok(Format::OneTokenPerLine),
            _ => Err(crate::reduce::UnknownName::new("format", s, &["original", "compact", "one-token-per-line"])),
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
    /// Line end added to a program with no line break of its own.
    newline: LineEnding,
}

impl<'t> Printer<'t> {
    /// A printer for programs of `tables`' language.
    pub fn new(tables: &'t GrammarTables<'t>) -> Printer<'t> {
        Printer { tables, merge_cache: HashMap::new(), newline: LineEnding::Lf }
    }

    /// This printer, adding `newline` where the program it prints has no line break to
    /// copy (the input's convention: a reduced program may have lost all of them).
    pub fn with_newline(mut self, newline: LineEnding) -> Printer<'t> {
        self.newline = newline;
        self
    }

    /// Forgets cached answers (call when the token stream changes).
    pub fn reset(&mut self) {
        self.merge_cache.clear();
    }

    /// Prints the given surviving parser tokens (ascending) with their trivia.
    pub fn print_tokens(&mut self, src: &[u8], tokens: &TokenStream, surviving: &[u32], removed: &[bool]) -> Vec<u8> {
        self.print_walk(src, tokens, surviving.iter().copied(), removed)
    }

    /// [`Printer::print_tokens`] with the surviving tokens as they come.
    pub(super) fn print_walk(
        &mut self,
        src: &[u8],
        tokens: &TokenStream,
        surviving: impl IntoIterator<Item = u32>,
        removed: &[bool],
    ) -> Vec<u8> {
        let (tables, cache) = (self.tables, &mut self.merge_cache);
        print_records(src, tokens, surviving, removed, self.newline, |a, b| {
            would_merge(tables, cache, src, tokens, a, b)
        })
    }
}

/// [`Printer::print_tokens`] with the question "would records `a` and `b`, printed next
/// to each other, lex differently?" answered by `merge` (asked only of records that were
/// not neighbours).
fn print_records(
    src: &[u8],
    tokens: &TokenStream,
    surviving: impl IntoIterator<Item = u32>,
    removed: &[bool],
    newline: LineEnding,
    mut merge: impl FnMut(usize, usize) -> bool,
) -> Vec<u8> {
    let mut w = Writer { out: Vec::with_capacity(src.len()), last: None, need_nl: false, newline };
    let recs = &tokens.tokens;
    let is_removed = |r: usize| removed.get(r).copied().unwrap_or(false);
    // Next record not yet printed or dropped.
    let mut next = 0usize;
    for p in surviving {
        let r = tokens.parser_tokens[p as usize] as usize;
        // Start of this token's own trivia: after the previous parser token.
        let trivia_start = if p == 0 { 0 } else { tokens.parser_tokens[p as usize - 1] as usize + 1 };
        // Records of deleted tokens and their trivia: only channel >= 2 survives.
        for (i, rec) in recs.iter().enumerate().take(trivia_start).skip(next) {
            if sticky(rec) && !is_removed(i) {
                w.emit(src, tokens, i, &mut merge);
            }
        }
        for i in trivia_start.max(next)..=r {
            if !is_removed(i) {
                w.emit(src, tokens, i, &mut merge);
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
            w.emit(src, tokens, i, &mut merge);
        }
    }
    if w.need_nl && !w.out.ends_with(b"\n") {
        // The line end the last directive had.
        let end = w.last.map_or(src.len(), |l| recs[l as usize].end as usize);
        w.out.extend_from_slice(LineEnding::at(src, end, newline).as_bytes());
    }
    w.out
}

/// Would records `a` and `b`, printed next to each other, lex differently? (Answers are
/// cached by record indices.)
fn would_merge(
    tables: &GrammarTables<'_>,
    cache: &mut HashMap<(u32, u32), bool>,
    src: &[u8],
    tokens: &TokenStream,
    a: usize,
    b: usize,
) -> bool {
    let (ra, rb) = (tokens.tokens[a], tokens.tokens[b]);
    let (ta, tb) = (ra.text(src), rb.text(src));
    let edge_blank =
        ta.last().is_some_and(|c| c.is_ascii_whitespace()) || tb.first().is_some_and(|c| c.is_ascii_whitespace());
    if edge_blank {
        return false;
    }
    *cache
        .entry((a as u32, b as u32))
        .or_insert_with(|| rb.kind == SKIPPED || !relexes_as(&tables.lexer, ta, tb, b"", rb.kind))
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
    /// Line end for a program with no line break of its own.
    newline: LineEnding,
}

impl Writer {
    fn emit(&mut self, src: &[u8], tokens: &TokenStream, i: usize, merge: &mut impl FnMut(usize, usize) -> bool) {
        let rec = tokens.tokens[i];
        let text = rec.text(src);
        let directive = sticky(&rec);
        let directive_mid_line = directive && !self.out.is_empty() && !self.out.ends_with(b"\n");
        if directive_mid_line || (self.need_nl && !text.starts_with(b"\n") && !text.starts_with(b"\r\n")) {
            // A directive starts a line: the line end of its own line. After a directive
            // that lost its line end: the one it had.
            let at = match self.last {
                Some(l) if !directive_mid_line => tokens.tokens[l as usize].end as usize,
                _ => rec.start as usize,
            };
            self.out.extend_from_slice(LineEnding::at(src, at, self.newline).as_bytes());
            self.need_nl = false;
        } else if let Some(last) = self.last {
            if last + 1 != i as u32 && merge(last as usize, i) {
                self.out.push(b' ');
            }
        }
        self.out.extend_from_slice(text);
        self.last = Some(i as u32);
        self.need_nl = directive && !text.ends_with(b"\n");
    }
}

/// Re-lays out `bytes` (a program of `tables`' language) in `format`. `None` when the
/// bytes do not lex (the caller keeps them as they are). Line breaks follow `bytes`'
/// convention, LF when it has none ([`reformat_with`]).
pub fn reformat(tables: &GrammarTables<'_>, bytes: &[u8], format: Format) -> Option<Vec<u8>> {
    reformat_with(tables, bytes, format, LineEnding::Lf)
}

/// [`reformat`], with `newline` for a program that has no line break of its own (the
/// input's convention when `bytes` is a reduced program). Every line break written is
/// the one of the line it ends in `bytes` ([`LineEnding::at`]): a whitespace run's own
/// first line end in `compact`, the end of the token's line in `one-token-per-line`.
pub fn reformat_with(tables: &GrammarTables<'_>, bytes: &[u8], format: Format, newline: LineEnding) -> Option<Vec<u8>> {
    if format == Format::Original {
        return Some(bytes.to_vec());
    }
    let stream = tables.lex(bytes).ok()?;
    Some(relayout(bytes, &stream, format, newline))
}

/// `bytes`, lexed as `stream`, laid out in `format` (not [`Format::Original`]).
fn relayout(bytes: &[u8], stream: &TokenStream, format: Format, newline: LineEnding) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    // Records come in order, so one cursor answers every "which line end here?".
    let mut ends = LineEnds::new(bytes, newline);
    for rec in &stream.tokens {
        let text = rec.text(bytes);
        let blank = !rec.is_parser_token() && is_blank(text);
        match format {
            Format::Original => unreachable!("reformat_with returns the bytes as they are"),
            Format::Compact => {
                if blank {
                    if out.is_empty() {
                        continue;
                    }
                    if text.contains(&b'\n') {
                        out.extend_from_slice(ends.at(rec.start as usize).as_bytes());
                    } else {
                        out.push(b' ');
                    }
                } else {
                    out.extend_from_slice(text);
                }
            }
            Format::OneTokenPerLine => {
                if !blank {
                    out.extend_from_slice(text);
                    if !text.ends_with(b"\n") {
                        out.extend_from_slice(ends.at(rec.end as usize).as_bytes());
                    }
                }
            }
        }
    }
    if format == Format::Compact && !out.is_empty() && !out.ends_with(b"\n") && bytes.ends_with(b"\n") {
        out.extend_from_slice(ends.at(bytes.len() - 1).as_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::LineEnding::{CrLf, Lf};
    use super::*;
    use crate::tokens::Token;

    /// A C-like stand-in for a lexer: `#` to the end of the line (its line end excluded)
    /// on channel 2, whitespace runs on channel 1, words and single other bytes on 0.
    fn lex(src: &[u8]) -> TokenStream {
        let mut recs = Vec::new();
        let mut i = 0;
        while i < src.len() {
            let start = i;
            let (kind, channel) = if src[i] == b'#' {
                while i < src.len() && src[i] != b'\r' && src[i] != b'\n' {
                    i += 1;
                }
                (3, 2)
            } else if src[i].is_ascii_whitespace() {
                while i < src.len() && src[i].is_ascii_whitespace() {
                    i += 1;
                }
                (2, 1)
            } else if src[i].is_ascii_alphanumeric() {
                while i < src.len() && src[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                (1, 0)
            } else {
                i += 1;
                (4, 0)
            };
            recs.push(Token { kind, channel, start: start as u32, end: i as u32 });
        }
        TokenStream::from_records(recs, Vec::new())
    }

    /// The program without its parser tokens `deleted`, printed with line end `newline`
    /// for a program without one.
    fn print(src: &str, deleted: &[u32], newline: LineEnding) -> String {
        let stream = lex(src.as_bytes());
        let surviving: Vec<u32> = (0..stream.parser_len() as u32).filter(|p| !deleted.contains(p)).collect();
        let out = print_records(src.as_bytes(), &stream, surviving, &[], newline, |_, _| false);
        String::from_utf8(out).unwrap()
    }

    fn relaid(src: &str, format: Format, newline: LineEnding) -> String {
        String::from_utf8(relayout(src.as_bytes(), &lex(src.as_bytes()), format, newline)).unwrap()
    }

    #[test]
    fn the_line_end_put_back_after_a_directive_is_the_one_it_had() {
        // `int` goes with its trivia; the directive stays, without its line end.
        assert_eq!(print("#define A 1\nint x;\n", &[0], CrLf), "#define A 1\n x;\n");
        assert_eq!(print("#define A 1\r\nint x;\r\n", &[0], Lf), "#define A 1\r\n x;\r\n");
        // Mixed: the directive's own line end, whatever the others are.
        assert_eq!(print("#define A 1\r\nint x;\n", &[0], Lf), "#define A 1\r\n x;\n");
        assert_eq!(print("#define A 1\nint x;\r\n", &[0], CrLf), "#define A 1\n x;\r\n");
    }

    #[test]
    fn a_directive_brought_mid_line_starts_a_line_in_the_file_convention() {
        // Deleting `x` drops the line ends around the directive: one goes in before it
        // and one after it.
        assert_eq!(print("int\n#define A 1\nx;", &[1], CrLf), "int\n#define A 1\n;");
        assert_eq!(print("int\r\n#define A 1\r\nx;", &[1], Lf), "int\r\n#define A 1\r\n;");
        // The directive is the last record printed: its line end goes after it.
        assert_eq!(print("x;\r\n#define A 1\r\ny;", &[2, 3], Lf), "x;\r\n#define A 1\r\n");
        assert_eq!(print("x;\n#define A 1\ny;", &[2, 3], CrLf), "x;\n#define A 1\n");
    }

    #[test]
    fn a_program_without_line_breaks_gets_the_default() {
        assert_eq!(print("x; #define A", &[], CrLf), "x; \r\n#define A\r\n");
        assert_eq!(print("x; #define A", &[], Lf), "x; \n#define A\n");
    }

    #[test]
    fn compact_keeps_each_whitespace_run_s_line_end() {
        assert_eq!(relaid("int  x;\n\n  y;\n", Format::Compact, CrLf), "int x;\ny;\n");
        assert_eq!(relaid("int  x;\r\n\r\n  y;\r\n", Format::Compact, Lf), "int x;\r\ny;\r\n");
        assert_eq!(relaid("a\r\n b\n", Format::Compact, Lf), "a\r\nb\n");
        assert_eq!(relaid("a\n b\r\n", Format::Compact, Lf), "a\nb\r\n");
        // Leading layout dropped, no line end added where the input had none.
        assert_eq!(relaid("\r\n a b", Format::Compact, Lf), "a b");
    }

    #[test]
    fn one_token_per_line_ends_each_line_like_the_token_s_line() {
        assert_eq!(relaid("a b\nc\n", Format::OneTokenPerLine, CrLf), "a\nb\nc\n");
        assert_eq!(relaid("a b\r\nc\r\n", Format::OneTokenPerLine, Lf), "a\r\nb\r\nc\r\n");
        // Mixed lines; an unterminated last line takes the previous line end.
        assert_eq!(relaid("a b\r\nc\n", Format::OneTokenPerLine, Lf), "a\r\nb\r\nc\n");
        assert_eq!(relaid("a\r\nb c", Format::OneTokenPerLine, Lf), "a\r\nb\r\nc\r\n");
        // Directives are lines too (their line end excluded from the record).
        assert_eq!(relaid("#x\r\ny", Format::OneTokenPerLine, Lf), "#x\r\ny\r\n");
        // No line break at all: the default.
        assert_eq!(relaid("a b", Format::OneTokenPerLine, CrLf), "a\r\nb\r\n");
        assert_eq!(relaid("a b", Format::OneTokenPerLine, Lf), "a\nb\n");
    }
}
