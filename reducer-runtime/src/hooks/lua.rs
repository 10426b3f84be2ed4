//! `LuaLexerBase` (grammars-v4 `lua`): comments and the shebang line.
//!
//! The grammar's `COMMENT : '--' {HandleComment();} -> channel(HIDDEN);` matches only
//! the two dashes; the action reads the rest. A long bracket `[[`, `[=[`, `[==[` ...
//! right after the dashes opens a long comment that ends at the closing bracket with
//! the same number of `=` (Lua 5.4 manual, section 3.1), across lines; an unclosed one
//! is an error. Anything else is a line comment, up to the end of the line.

use crate::lexer::LexCx;

/// Action of `COMMENT`: consumes the comment's body after `--`.
pub fn handle_comment(cx: &mut LexCx) {
    let src = cx.src;
    let mut i = cx.end;
    if src.get(i) == Some(&b'[') {
        let (level, after) = open_level(src, i);
        i = after;
        if let Some(level) = level {
            match find_close(src, i, level) {
                Some(end) => cx.consume_to(end),
                None => {
                    cx.consume_to(src.len());
                    cx.fail("unfinished long comment");
                }
            }
            return;
        }
    }
    while i < src.len() && src[i] != b'\n' {
        i += 1;
    }
    cx.consume_to(i);
}

/// At a `[`: the level of the long bracket that opens there (`[[` is 0, `[=[` is 1)
/// and the offset after it; `None` and the offset after the `[` and `=`s read when it
/// is not one.
fn open_level(src: &[u8], at: usize) -> (Option<usize>, usize) {
    let mut i = at + 1;
    while src.get(i) == Some(&b'=') {
        i += 1;
    }
    if src.get(i) == Some(&b'[') {
        (Some(i - at - 1), i + 1)
    } else {
        (None, i)
    }
}

/// The offset after the closing long bracket of `level` at or after `from`.
fn find_close(src: &[u8], from: usize, level: usize) -> Option<usize> {
    let mut i = from;
    while i < src.len() {
        if src[i] == b']' {
            let mut j = i + 1;
            while src.get(j) == Some(&b'=') {
                j += 1;
            }
            if src.get(j) == Some(&b']') && j - i - 1 == level {
                return Some(j + 1);
            }
            // `]==]` of another level: go on after the `=`s (the last `]` may start one).
            i = j;
            continue;
        }
        i += 1;
    }
    None
}

/// Predicate of `SHEBANG : '#' {IsLine1Col0()}? ...`: the `#` is the first byte of
/// the input.
pub fn is_line1_col0(cx: &LexCx) -> bool {
    cx.start == 0
}

#[cfg(test)]
mod tests {
    use super::{find_close, open_level};

    #[test]
    fn long_brackets() {
        assert_eq!(open_level(b"[[x", 0), (Some(0), 2));
        assert_eq!(open_level(b"[==[x", 0), (Some(2), 4));
        assert_eq!(open_level(b"[=x", 0), (None, 2));
        assert_eq!(find_close(b"a]]b", 0, 0), Some(3));
        assert_eq!(find_close(b"a]=]]==]", 0, 2), Some(8));
        assert_eq!(find_close(b"a]=]", 0, 0), None);
        assert_eq!(find_close(b"]]=]", 0, 1), Some(4));
    }
}
