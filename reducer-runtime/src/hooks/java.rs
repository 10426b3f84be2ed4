//! Java's `>>` and `>>>` in generics, as a token source for `grammars/java.g4`.
//!
//! The Java Language Specification (Java SE 21, §3.2) lexes the longest translation
//! `>>`, `>>>`, `>>=` and `>>>=`, except that in a type context `>>` and `>>>` close
//! nested type arguments (`List<List<String>>`) one `>` at a time. A context-free
//! parser cannot split a token, so the grammar's lexer knows only `>` and `>=`, and
//! this hook says which `>` is glued to the next: a `>` record whose next record starts
//! where it ends and begins with `>` (a `>` or a `>=`) becomes `GT_JOINED`. The parser
//! reads a shift `>>` as `GT_JOINED '>'`, `>>>` as `GT_JOINED GT_JOINED '>'`, `>>=`
//! as `GT_JOINED '>='`, `>>>=` as `GT_JOINED GT_JOINED '>='`, and closes type
//! arguments with either `'>'` or `GT_JOINED`. So `a > > b` (a space inside a shift)
//! stays an error, as in javac, and each `>` of `Map<K, List<V>>` belongs to its own
//! type-argument node: the reducer deletes the inner arguments without touching the
//! outer `>`.
//!
//! Records keep their bytes (only the kind changes), so every printed candidate
//! re-lexes to the tokens its tree holds, with the kinds recomputed by this hook.
//!
//! Token names the grammar must declare: the literals `'>'` and `'>='` and the token
//! [`JOINED`] (in `tokens { ... }`). A grammar without them gets its stream unchanged.

use crate::language::GrammarTables;
use crate::tokens::TokenStream;

/// The name of the token kind of a `>` glued to the next `>`.
pub const JOINED: &str = "GT_JOINED";

/// The token source (bind with `Builder::token_source("reducer_runtime::hooks::java::token_source")`).
pub fn token_source(tables: &GrammarTables<'_>, _src: &[u8], stream: TokenStream) -> TokenStream {
    let (Some(gt), Some(joined)) = (tables.literal_kind(">"), tables.symbol_id(JOINED)) else { return stream };
    let ge = tables.literal_kind(">=");
    join_angles(stream, gt, ge, joined)
}

/// The rule itself, over any kinds: a `gt` record directly followed by a `gt` or `ge`
/// record becomes `joined`.
pub fn join_angles(mut stream: TokenStream, gt: u16, ge: Option<u16>, joined: u16) -> TokenStream {
    // Only kinds change (no channel), so the parser's view keeps its indices.
    let n = stream.tokens.len();
    for i in 0..n.saturating_sub(1) {
        let (this, next) = (stream.tokens[i], stream.tokens[i + 1]);
        let glued = next.start == this.end && next.is_parser_token() && (next.kind == gt || Some(next.kind) == ge);
        if this.kind == gt && this.is_parser_token() && glued {
            stream.tokens[i].kind = joined;
        }
    }
    stream
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::Token;

    const GT: u16 = 1;
    const GE: u16 = 2;
    const JOINED_KIND: u16 = 3;
    const OTHER: u16 = 4;
    const SPACE: u16 = 5;

    /// A toy lexer: `>`, `>=`, spaces (hidden) and any other byte as one token.
    fn lex(src: &[u8]) -> TokenStream {
        let mut out = Vec::new();
        let mut i = 0;
        while i < src.len() {
            let start = i;
            let (kind, channel) = match src[i] {
                b'>' if src.get(i + 1) == Some(&b'=') => {
                    i += 2;
                    (GE, 0)
                }
                b'>' => {
                    i += 1;
                    (GT, 0)
                }
                b' ' => {
                    i += 1;
                    (SPACE, 1)
                }
                _ => {
                    i += 1;
                    (OTHER, 0)
                }
            };
            out.push(Token { kind, channel, start: start as u32, end: i as u32 });
        }
        TokenStream::from_records(out, Vec::new())
    }

    fn kinds(src: &str) -> Vec<u16> {
        let s = join_angles(lex(src.as_bytes()), GT, Some(GE), JOINED_KIND);
        s.parser_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn glued_angles_are_joined() {
        assert_eq!(kinds("a>>b"), [OTHER, JOINED_KIND, GT, OTHER]);
        assert_eq!(kinds("a>>>b"), [OTHER, JOINED_KIND, JOINED_KIND, GT, OTHER]);
        assert_eq!(kinds("a>>=b"), [OTHER, JOINED_KIND, GE, OTHER]);
        assert_eq!(kinds("a>>>=b"), [OTHER, JOINED_KIND, JOINED_KIND, GE, OTHER]);
    }

    #[test]
    fn separated_angles_stay_apart() {
        assert_eq!(kinds("a> >b"), [OTHER, GT, GT, OTHER]);
        assert_eq!(kinds("a>=b"), [OTHER, GE, OTHER]);
        assert_eq!(kinds("a>"), [OTHER, GT]);
        // `>=` followed by `>` is no shift: only a `>` joins.
        assert_eq!(kinds("a>=>"), [OTHER, GE, GT]);
    }
}
