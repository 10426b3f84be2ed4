//! Joint `<` and `>` for `grammars/rust.g4` (class `RustJoint`), as a token source.
//!
//! Written from The Rust Reference (Lexical structure > Tokens > Punctuation) and the
//! way rustc's parser treats `<<`, `>>`, `<=`, `>=`, `<<=` and `>>=`: as one operator
//! in an expression, and split where a generic list opens or closes (`Vec<Vec<u8>>`,
//! `Vec<<T as Tr>::A>`, `let v: Vec<u8>= w;`). proc_macro describes the same
//! information as `Spacing::Joint`: a punctuation character immediately followed by
//! another one.
//!
//! The grammar's lexer has no multi-character token beginning with `<` or `>` other
//! than `<-` and `->`/`=>` (which do not begin with them): every `<` and `>` is a
//! token of its own. This hook retypes a `<` or `>` that is immediately followed, with
//! no byte in between, by a `<`, a `>` or an `=` token into the kind `LT_JOINT` or
//! `GT_JOINT`. The grammar reads `GT_JOINT '>'` as `>>`, `GT_JOINT '='` as `>=`,
//! `GT_JOINT GT_JOINT '='` as `>>=` (and `<` alike), and closes a generic list with
//! either `>` or `GT_JOINT`. So `a > > b` is rejected as rustc rejects it, and no
//! lexer mode has to follow the nesting of generics.
//!
//! Only kinds change: every record keeps its bytes and channel, so the parser's view
//! keeps its indices. A grammar that lacks any of the token names gets its stream
//! unchanged.

use crate::language::GrammarTables;
use crate::tokens::TokenStream;

/// The kinds the hook reads and writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct JointKinds {
    pub lt: u16,
    pub gt: u16,
    pub eq: u16,
    pub lt_joint: u16,
    pub gt_joint: u16,
}

impl JointKinds {
    /// The kinds of `tables`: the literals `<`, `>`, `=` and the tokens `LT_JOINT`,
    /// `GT_JOINT`; `None` when one is missing.
    pub fn of(tables: &GrammarTables<'_>) -> Option<JointKinds> {
        Some(JointKinds {
            lt: tables.literal_kind("<")?,
            gt: tables.literal_kind(">")?,
            eq: tables.literal_kind("=")?,
            lt_joint: tables.symbol_id("LT_JOINT")?,
            gt_joint: tables.symbol_id("GT_JOINT")?,
        })
    }
}

/// The token source (bind with
/// `Builder::token_source("reducer_runtime::hooks::rust_joint::token_source")`).
pub fn token_source(tables: &GrammarTables<'_>, _src: &[u8], stream: TokenStream) -> TokenStream {
    match JointKinds::of(tables) {
        Some(kinds) => join(stream, kinds),
        None => stream,
    }
}

/// The rule itself, over any kinds.
pub fn join(mut stream: TokenStream, k: JointKinds) -> TokenStream {
    let tokens = &mut stream.tokens;
    for i in 0..tokens.len().saturating_sub(1) {
        let (this, next) = (tokens[i], tokens[i + 1]);
        // Records are contiguous, so the next record starts where this one ends; it
        // must be a parser token (no space, comment or other hidden text between).
        if !this.is_parser_token() || !next.is_parser_token() || this.end != next.start || this.is_empty() {
            continue;
        }
        // The loop runs forwards, so `next` still has its lexed kind.
        let follows = [k.gt, k.lt, k.eq].contains(&next.kind);
        if !follows {
            continue;
        }
        if this.kind == k.gt {
            tokens[i].kind = k.gt_joint;
        } else if this.kind == k.lt {
            tokens[i].kind = k.lt_joint;
        }
    }
    stream
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::Token;

    const K: JointKinds = JointKinds { lt: 1, gt: 2, eq: 3, lt_joint: 4, gt_joint: 5 };
    const OTHER: u16 = 6;
    const SPACE: u16 = 7;

    /// A toy lexer: `<`, `>`, `=` and spaces are records of their own, any other byte
    /// is one OTHER token.
    fn lex(src: &str) -> TokenStream {
        let records = src
            .bytes()
            .enumerate()
            .map(|(i, c)| {
                let (kind, channel) = match c {
                    b'<' => (K.lt, 0),
                    b'>' => (K.gt, 0),
                    b'=' => (K.eq, 0),
                    b' ' => (SPACE, 1),
                    _ => (OTHER, 0),
                };
                Token { kind, channel, start: i as u32, end: i as u32 + 1 }
            })
            .collect();
        TokenStream::from_records(records, Vec::new())
    }

    /// The kinds the parser sees, as letters: `<` `>` `=`, `L`/`G` for joint ones, `x`.
    fn view(src: &str) -> String {
        let s = join(lex(src), K);
        s.parser_iter()
            .map(|t| match t.kind {
                1 => '<',
                2 => '>',
                3 => '=',
                4 => 'L',
                5 => 'G',
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
    }

    #[test]
    fn nested_generics_close_with_joint_tokens() {
        // `V<V<V<u>>>=`: the first two `>` are joint, the third is joint with `=`.
        assert_eq!(view("V<V<V<u>>>=x"), "x<x<x<xGGG=x");
        // `V<<T>` opens with a joint `<`.
        assert_eq!(view("V<<T>"), "xL<x>");
    }
}
