//! The line-ending convention of line breaks the reducer writes (issue 26, point 4).
//!
//! Passes that insert a line break (the printer ending a kept preprocessor line, the
//! result's `--format compact` and `one-token-per-line`, hoisting, a minimal sentence
//! holding a newline) write the break the surrounding text uses, so a CRLF input gives
//! a CRLF result and an LF input stays byte for byte what it was:
//!
//! 1. the line break that ends the line where the insertion happens (the first `\n` at
//!    or after the offset: `\r\n` is CRLF, a bare `\n` is LF);
//! 2. else (the last line has no line end) the nearest line break before the offset;
//! 3. else (the program has no line break at all) the caller's default: the input's
//!    majority ([`LineEnding::majority`]), kept by the reduction from its start, since a
//!    reduced program may have lost every line break of the input.
//!
//! In a mixed file this follows the line being edited, not the file's majority: a line
//! inserted into a CRLF region of a mostly LF file reads like its neighbours, and the
//! result differs from the input only in what the reduction removed. Only CRLF and LF
//! are told apart; a lone `\r` (classic Mac OS) is not a line break here.

use std::borrow::Cow;

/// A line end: `\n` or `\r\n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum LineEnding {
    /// `\n` (the default: programs without a line break get LF, as before).
    #[default]
    Lf,
    /// `\r\n`.
    CrLf,
}

impl LineEnding {
    /// The bytes of the line end.
    pub fn as_bytes(self) -> &'static [u8] {
        match self {
            LineEnding::Lf => b"\n",
            LineEnding::CrLf => b"\r\n",
        }
    }

    /// The line end whose `\n` is at `nl`.
    fn of_break(src: &[u8], nl: usize) -> LineEnding {
        if nl > 0 && src[nl - 1] == b'\r' {
            LineEnding::CrLf
        } else {
            LineEnding::Lf
        }
    }

    /// The convention most of `src`'s line breaks use (LF on a tie); `None` when `src`
    /// has no line break.
    pub fn majority(src: &[u8]) -> Option<LineEnding> {
        let (mut lf, mut crlf) = (0usize, 0usize);
        for (i, &b) in src.iter().enumerate() {
            if b == b'\n' {
                match LineEnding::of_break(src, i) {
                    LineEnding::Lf => lf += 1,
                    LineEnding::CrLf => crlf += 1,
                }
            }
        }
        match (lf, crlf) {
            (0, 0) => None,
            _ if crlf > lf => Some(LineEnding::CrLf),
            _ => Some(LineEnding::Lf),
        }
    }

    /// The convention of a line break inserted at byte `offset` of `src` (the rule in
    /// the module documentation); `default` when `src` has no line break.
    pub fn at(src: &[u8], offset: usize, default: LineEnding) -> LineEnding {
        LineEnds::new(src, default).at(offset)
    }

    /// `text` (new text put at `offset` of `src`) with each bare `\n` written in the
    /// convention at `offset`; borrowed, and `src` not looked at, when `text` has no
    /// bare `\n` (the usual case: the search for the convention costs nothing then).
    pub fn adapt<'a>(src: &[u8], offset: usize, default: LineEnding, text: &'a [u8]) -> Cow<'a, [u8]> {
        if !has_bare_lf(text) || LineEnding::at(src, offset, default) == LineEnding::Lf {
            return Cow::Borrowed(text);
        }
        let mut out = Vec::with_capacity(text.len() + 4);
        for (i, &b) in text.iter().enumerate() {
            if b == b'\n' && (i == 0 || text[i - 1] != b'\r') {
                out.push(b'\r');
            }
            out.push(b);
        }
        Cow::Owned(out)
    }

    /// True when `new`, replacing `old` at `offset` of `src`, would bring a line end of
    /// the other convention there: more bare `\n`s than `old` had where the line uses
    /// CRLF (T-Rec deleting the `\r` of a `\r\n` token, or replacing it by `\n`).
    pub fn foreign_at(src: &[u8], offset: usize, default: LineEnding, old: &[u8], new: &[u8]) -> bool {
        bare_lfs(new) > bare_lfs(old) && LineEnding::at(src, offset, default) == LineEnding::CrLf
    }
}

/// True when `text` holds a `\n` not preceded by `\r`.
pub fn has_bare_lf(text: &[u8]) -> bool {
    bare_lfs(text) > 0
}

/// The `\n`s of `text` not preceded by `\r`.
fn bare_lfs(text: &[u8]) -> usize {
    text.iter().enumerate().filter(|&(i, &b)| b == b'\n' && (i == 0 || text[i - 1] != b'\r')).count()
}

/// [`LineEnding::at`] for many offsets of one text: asked in non-decreasing offset order
/// (as a printer walks its records), all answers together cost one pass over the text,
/// where separate calls would each scan to the next line end (a whole minified file).
pub struct LineEnds<'a> {
    src: &'a [u8],
    default: LineEnding,
    /// Position of the first `\n` at or after the last offset asked (`src.len()` when
    /// there is none), and the offset that search started from.
    next: usize,
    from: usize,
    /// The convention of the last line break of `src` (computed once, when an offset
    /// after it is asked).
    last: Option<Option<LineEnding>>,
}

impl<'a> LineEnds<'a> {
    /// The conventions of `src`, `default` when it has no line break.
    pub fn new(src: &'a [u8], default: LineEnding) -> LineEnds<'a> {
        LineEnds { src, default, next: 0, from: usize::MAX, last: None }
    }

    /// The convention at `offset` (offsets past the end count as the end).
    pub fn at(&mut self, offset: usize) -> LineEnding {
        let offset = offset.min(self.src.len());
        if self.from == usize::MAX || offset < self.from || self.next < offset {
            self.from = offset;
            self.next = self.src[offset..].iter().position(|&b| b == b'\n').map_or(self.src.len(), |k| offset + k);
        }
        if self.next < self.src.len() {
            return LineEnding::of_break(self.src, self.next);
        }
        // No line end after `offset`: the last line break of the text, if any.
        let src = self.src;
        let last = *self
            .last
            .get_or_insert_with(|| src.iter().rposition(|&b| b == b'\n').map(|nl| LineEnding::of_break(src, nl)));
        last.unwrap_or(self.default)
    }
}

#[cfg(test)]
mod tests {
    use super::LineEnding::{CrLf, Lf};
    use super::*;

    #[test]
    fn bytes_of_each_convention() {
        assert_eq!(Lf.as_bytes(), b"\n");
        assert_eq!(CrLf.as_bytes(), b"\r\n");
        assert_eq!(LineEnding::default(), Lf);
    }

    #[test]
    fn majority_counts_line_breaks_and_ties_go_to_lf() {
        assert_eq!(LineEnding::majority(b"a\r\nb\r\n"), Some(CrLf));
        assert_eq!(LineEnding::majority(b"a\nb\n"), Some(Lf));
        assert_eq!(LineEnding::majority(b"a\r\nb\nc\r\n"), Some(CrLf));
        assert_eq!(LineEnding::majority(b"a\nb\r\nc\n"), Some(Lf));
        assert_eq!(LineEnding::majority(b"a\r\nb\n"), Some(Lf));
        assert_eq!(LineEnding::majority(b"no break"), None);
        assert_eq!(LineEnding::majority(b"\n"), Some(Lf));
        // A lone CR is no line break.
        assert_eq!(LineEnding::majority(b"a\rb"), None);
    }

    #[test]
    fn the_line_end_of_the_insertion_line_wins() {
        let src = b"lf line\ncrlf line\r\nlast lf\n";
        // Anywhere on the first line, its own LF.
        assert_eq!(LineEnding::at(src, 0, CrLf), Lf);
        assert_eq!(LineEnding::at(src, 7, CrLf), Lf);
        // The second line (from its first byte to its `\r` and `\n`) ends with CRLF.
        assert_eq!(LineEnding::at(src, 8, Lf), CrLf);
        assert_eq!(LineEnding::at(src, 17, Lf), CrLf);
        assert_eq!(LineEnding::at(src, 18, Lf), CrLf);
        // The third line.
        assert_eq!(LineEnding::at(src, 19, CrLf), Lf);
    }

    #[test]
    fn an_unterminated_last_line_takes_the_previous_line_end() {
        let src = b"a\nb\r\nc";
        assert_eq!(LineEnding::at(src, 5, Lf), CrLf);
        assert_eq!(LineEnding::at(src, 6, Lf), CrLf);
        assert_eq!(LineEnding::at(src, 100, Lf), CrLf);
        assert_eq!(LineEnding::at(b"a\r\nb\nc", 5, CrLf), Lf);
    }

    #[test]
    fn no_line_break_gives_the_default() {
        assert_eq!(LineEnding::at(b"int a;", 3, CrLf), CrLf);
        assert_eq!(LineEnding::at(b"int a;", 3, Lf), Lf);
        assert_eq!(LineEnding::at(b"", 0, CrLf), CrLf);
    }

    #[test]
    fn the_cursor_answers_like_single_calls() {
        let src: &[u8] = b"a\r\nbb\ncc\r\n\r\nd\ne";
        for default in [Lf, CrLf] {
            let mut ends = LineEnds::new(src, default);
            for offset in 0..=src.len() + 2 {
                // Each offset asked twice, and the cursor never goes back.
                let want = LineEnding::at(src, offset, default);
                assert_eq!(ends.at(offset), want, "offset {offset}");
                assert_eq!(ends.at(offset), want, "offset {offset} again");
            }
            // Asked backwards too (a fresh search).
            assert_eq!(ends.at(0), CrLf);
            assert_eq!(ends.at(4), Lf);
        }
        // Brute force: the first `\n` at or after the offset, else the last before.
        for offset in 0..=src.len() {
            let want = match src[offset..].iter().position(|&b| b == b'\n') {
                Some(k) => src[offset + k - 1] == b'\r',
                None => {
                    let nl = src.iter().rposition(|&b| b == b'\n').unwrap();
                    src[nl - 1] == b'\r'
                }
            };
            assert_eq!(LineEnding::at(src, offset, Lf) == CrLf, want, "offset {offset}");
        }
    }

    #[test]
    fn adapt_rewrites_bare_lf_only_where_the_line_is_crlf() {
        let src = b"x\r\ny\n";
        assert_eq!(LineEnding::adapt(src, 0, Lf, b"pass\n").as_ref(), b"pass\r\n");
        assert_eq!(LineEnding::adapt(src, 0, Lf, b"\na\r\nb\n").as_ref(), b"\r\na\r\nb\r\n");
        assert_eq!(LineEnding::adapt(src, 3, CrLf, b"pass\n").as_ref(), b"pass\n");
        assert!(matches!(LineEnding::adapt(src, 0, Lf, b"0"), Cow::Borrowed(_)));
        assert!(matches!(LineEnding::adapt(src, 0, Lf, b"a\r\n"), Cow::Borrowed(_)));
        // A program without line breaks: the default decides.
        assert_eq!(LineEnding::adapt(b"f()", 1, CrLf, b"\n").as_ref(), b"\r\n");
        assert_eq!(LineEnding::adapt(b"f()", 1, Lf, b"\n").as_ref(), b"\n");
    }

    #[test]
    fn foreign_line_ends_are_bare_lf_on_crlf_lines() {
        let src = b"a\r\nb\n";
        assert!(LineEnding::foreign_at(src, 1, Lf, b"\r\n", b"\n"));
        assert!(LineEnding::foreign_at(src, 0, Lf, b"x\\\r\ny", b"x\\\ny"));
        assert!(!LineEnding::foreign_at(src, 1, Lf, b"\r\n  ", b"\r\n"));
        assert!(!LineEnding::foreign_at(src, 0, Lf, b"ab", b"x"));
        // On an LF line, or a text that had as many bare LFs already.
        assert!(!LineEnding::foreign_at(src, 3, CrLf, b"\r\n", b"\n"));
        assert!(!LineEnding::foreign_at(src, 0, Lf, b"x\ny\nz", b"x\nz"));
        // No line break in the program: the default decides.
        assert!(LineEnding::foreign_at(b"a", 0, CrLf, b"ab", b"\n"));
        assert!(!LineEnding::foreign_at(b"a", 0, Lf, b"ab", b"\n"));
        assert!(has_bare_lf(b"\n") && has_bare_lf(b"\r\n\n") && !has_bare_lf(b"\r\n") && !has_bare_lf(b"\r"));
    }
}
