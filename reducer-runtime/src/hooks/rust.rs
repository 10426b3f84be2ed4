//! `RustLexerBase` (grammars-v4 `rust`): where float literals end, and the shebang.
//!
//! Written from the Rust Reference (Tokens, "Floating-point literals"): `1.` is a float
//! unless the `.` is followed by another `.` (a range `1..2`), `_` or an identifier (a
//! field or method, `1.max(2)`; `1.f32` is not a float but `1.0f32` is, and ports of
//! the base class accept `1.f32`/`1.f64` as suffixed floats); and a tuple index after
//! `.` is an integer, so `t.0.1` is `t . 0 . 1`, never `t . 0.1`.

use crate::lexer::LexCx;

/// `SHEBANG`: at the start of the input.
pub fn sof(cx: &LexCx) -> bool {
    cx.start == 0
}

/// A float literal ending in `.` is possible here: see the module documentation.
/// (Evaluated on the rule's longest match; a match that does not end in `.` did not
/// take the branch this predicate guards.)
pub fn float_dot_possible(cx: &LexCx) -> bool {
    if !cx.text().ends_with(b".") {
        return true;
    }
    match cx.la(0) {
        Some(b'.' | b'_') => false,
        Some(b'f') => matches!((cx.la(1), cx.la(2)), (Some(b'3'), Some(b'2')) | (Some(b'6'), Some(b'4'))),
        Some(c) => !c.is_ascii_alphabetic(),
        None => true,
    }
}

/// No float literal right after a `.` (tuple indices are integers).
pub fn float_literal_possible(cx: &LexCx) -> bool {
    match cx.last_token() {
        Some(t) => t.text(cx.src) != b".",
        None => true,
    }
}
