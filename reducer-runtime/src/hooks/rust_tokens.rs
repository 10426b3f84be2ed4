//! The token source of `grammars/rust.g4` (class `RustTokens`): joint `<` and `>`, and
//! the `else` of a let-else statement.
//!
//! Written from The Rust Reference (Lexical structure > Tokens > Punctuation;
//! Statements > let statements) and from what rustc's parser does with the tokens the
//! Reference lists.
//!
//! **Joint `<` and `>`.** rustc reads `<<`, `>>`, `<=`, `>=`, `<<=` and `>>=` as one
//! operator in an expression and splits them where a generic list opens or closes
//! (`Vec<Vec<u8>>`, `Vec<<T as Tr>::A>`, `let v: Vec<u8>= w;`); proc_macro calls the
//! same information `Spacing::Joint`. The grammar's lexer has none of those tokens:
//! every `<` and `>` is a token of its own. This hook retypes a `<` that is immediately
//! followed, with no byte in between, by a `<` or `=` token into `LT_JOINT`, and a `>`
//! followed by `>` or `=` into `GT_JOINT` (`<>` and `><` are no operators). The grammar reads `GT_JOINT '>'` as `>>`, `GT_JOINT '='`
//! as `>=`, `GT_JOINT GT_JOINT '='` as `>>=` (and `<` alike), and closes a generic
//! list with either `>` or `GT_JOINT`. So `a > > b` is rejected as rustc rejects it,
//! and no lexer mode has to follow the nesting of generics.
//!
//! **Let-else.** In `let PATTERN = EXPRESSION else { ... };` the expression may not end
//! with `}` (rustc: "right curly brace `}` before `else` in a `let...else` statement
//! not allowed"), while the `else` of an `if` always follows the `}` of its block. So
//! an `else` whose previous parser token is not `}` belongs to a let-else: the hook
//! retypes it into `LET_ELSE`. Without it, `let x = if a { b } else { c };` would have
//! two readings (the `if` taking the `else`, or the `if` ending the initializer and the
//! `else` block belonging to the `let`), and the parser would carry both through the
//! whole `else` block.
//!
//! Only kinds change: every record keeps its bytes and channel, so the parser's view
//! keeps its indices. A grammar that lacks one of the token names gets its stream
//! unchanged.

use crate::language::GrammarTables;
use crate::tokens::TokenStream;

/// The kinds the hook reads and writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RustKinds {
    pub lt: u16,
    pub gt: u16,
    pub eq: u16,
    pub lt_joint: u16,
    pub gt_joint: u16,
    pub else_: u16,
    pub close_brace: u16,
    pub let_else: u16,
}

impl RustKinds {
    /// The kinds of `tables`: the literals `<`, `>`, `=`, `else`, `}` and the tokens
    /// `LT_JOINT`, `GT_JOINT`, `LET_ELSE`; `None` when one is missing.
    pub fn of(tables: &GrammarTables<'_>) -> Option<RustKinds> {
        Some(RustKinds {
            lt: tables.literal_kind("<")?,
            gt: tables.literal_kind(">")?,
            eq: tables.literal_kind("=")?,
            lt_joint: tables.symbol_id("LT_JOINT")?,
            gt_joint: tables.symbol_id("GT_JOINT")?,
            else_: tables.literal_kind("else")?,
            close_brace: tables.literal_kind("}")?,
            let_else: tables.symbol_id("LET_ELSE")?,
        })
    }
}

/// The token source (bind with
/// `Builder::token_source("reducer_runtime::hooks::rust_tokens::token_source")`).
pub fn token_source(tables: &GrammarTables<'_>, _src: &[u8], stream: TokenStream) -> TokenStream {
    match RustKinds::of(tables) {
        Some(kinds) => retype(stream, kinds),
        None => stream,
    }
}

/// The rules themselves, over any kinds.
pub fn retype(mut stream: TokenStream, k: RustKinds) -> TokenStream {
    let tokens = &mut stream.tokens;
    // The kind of the previous parser token, as lexed.
    let mut previous: Option<u16> = None;
    for i in 0..tokens.len() {
        let this = tokens[i];
        if !this.is_parser_token() {
            continue;
        }
        if this.kind == k.else_ && previous.is_some_and(|p| p != k.close_brace) {
            tokens[i].kind = k.let_else;
        } else if (this.kind == k.gt || this.kind == k.lt) && !this.is_empty() {
            // Records are contiguous, so the next record starts where this one ends;
            // it must be a parser token (no space, comment or other hidden text
            // between). The loop runs forwards, so it still has its lexed kind.
            let joint = tokens.get(i + 1).is_some_and(|next| {
                next.is_parser_token() && next.start == this.end && (next.kind == this.kind || next.kind == k.eq)
            });
            if joint {
                tokens[i].kind = if this.kind == k.gt { k.gt_joint } else { k.lt_joint };
            }
        }
        previous = Some(this.kind);
    }
    stream
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::Token;

    const K: RustKinds =
        RustKinds { lt: 1, gt: 2, eq: 3, lt_joint: 4, gt_joint: 5, else_: 6, close_brace: 7, let_else: 8 };
    const OTHER: u16 = 9;
    const SPACE: u16 = 10;

    /// A toy lexer: `<`, `>`, `=`, `}` and spaces are records of their own, `E` is the
    /// keyword `else`, any other byte is one OTHER token.
    fn lex(src: &str) -> TokenStream {
        let records = src
            .bytes()
            .enumerate()
            .map(|(i, c)| {
                let (kind, channel) = match c {
                    b'<' => (K.lt, 0),
                    b'>' => (K.gt, 0),
                    b'=' => (K.eq, 0),
                    b'}' => (K.close_brace, 0),
                    b'E' => (K.else_, 0),
                    b' ' => (SPACE, 1),
                    _ => (OTHER, 0),
                };
                Token { kind, channel, start: i as u32, end: i as u32 + 1 }
            })
            .collect();
        TokenStream::from_records(records, Vec::new())
    }

    /// The kinds the parser sees: `<` `>` `=` `}` `E` as lexed, `L`/`G` for joint ones,
    /// `e` for a let-else's `else`, `x` for others.
    fn view(src: &str) -> String {
        let s = retype(lex(src), K);
        s.parser_iter()
            .map(|t| match t.kind {
                1 => '<',
                2 => '>',
                3 => '=',
                4 => 'L',
                5 => 'G',
                6 => 'E',
                7 => '}',
                8 => 'e',
                _ => 'x',
            })
            .collect()
    }

    #[test]
    fn shifts_and_comparisons() {
        assert_eq!(view("a>>b"), "xG>x");
        assert_eq!(view("a>=b"), "xG=x");
        assert_eq!(view("a>>=b"), "xGG=x");
        assert_eq!(view("a<<=b"), "xLL=x");
        assert_eq!(view("a<=b"), "xL=x");
        assert_eq!(view("a<b"), "x<x");
    }

    #[test]
    fn a_space_or_other_token_breaks_the_joint() {
        assert_eq!(view("a> >b"), "x>>x");
        assert_eq!(view("a> =b"), "x>=x");
        assert_eq!(view("a>b>c"), "x>x>x");
        // `<>` (an empty generic list) and `><` join nothing.
        assert_eq!(view("V<>"), "x<>");
        assert_eq!(view("a><b"), "x><x");
    }

    #[test]
    fn nested_generics_close_with_joint_tokens() {
        // `V<V<V<u>>>=`: the first two `>` are joint, the third is joint with `=`.
        assert_eq!(view("V<V<V<u>>>=x"), "x<x<x<xGGG=x");
        // `V<<T>` opens with a joint `<`.
        assert_eq!(view("V<<T>"), "xL<x>");
    }

    #[test]
    fn else_after_a_brace_is_an_ifs_and_any_other_a_let_elses() {
        // `if c {} else {}`: the `else` follows `}`.
        assert_eq!(view("xx}E}"), "xx}E}");
        assert_eq!(view("xx} E }"), "xx}E}");
        // `let p = x else {}`: it does not.
        assert_eq!(view("x=x E}"), "x=xe}");
        assert_eq!(view("x=x>E}"), "x=x>e}");
        // An `else` first in the input has no previous token: left as it is.
        assert_eq!(view("E"), "E");
    }
}
