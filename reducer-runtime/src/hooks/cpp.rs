//! The token source and the raw-string hook of `grammars/cpp.g4` (class `CppTokens`).
//!
//! Written from the C++23 working draft (N4950): [lex.pptoken], [lex.digraph],
//! [lex.operators], [lex.string] and [temp.names].
//!
//! **`>>` in template argument lists.** [temp.names]/4: when parsing a template
//! argument list, the first non-nested `>>` is two `>`. A context-free parser cannot
//! split a token, so the grammar's lexer knows only `>` and `>=`, and this hook says
//! which `>` is glued to the next: a `>` record immediately followed (no byte between)
//! by a `>` or `>=` record becomes `GT_JOINED`. The grammar reads a shift `>>` as
//! `GT_JOINED '>'` and `>>=` as `GT_JOINED '>='`, and closes a template argument list
//! with either `'>'` or `GT_JOINED`; so each `>` of `vector<vector<int>>` is a leaf of
//! its own argument list (the reducer can delete the inner list and keep the outer
//! `>`), and `a > > b` stays an error as in g++. This is the design of
//! `hooks::java` (Java's `>>` and `>>>` in generics), written again for C++'s tokens.
//!
//! **Digraphs and alternative tokens** ([lex.digraph]): `<%` `%>` `<:` `:>` and `and`
//! `or` `not` `bitand` `bitor` `xor` `compl` `and_eq` `or_eq` `xor_eq` `not_eq` are the
//! tokens `{` `}` `[` `]` `&&` `||` `!` `&` `|` `^` `~` `&=` `|=` `^=` `!=` "in all
//! respects except spelling". The lexer has a rule for each spelling (so that T-Rec
//! and the printer see a token of fixed text) and the hook gives the record the kind
//! of the token it stands for. Except in an attribute-token ([dcl.attr.grammar]:
//! "If a keyword or an alternative token that satisfies the syntactic requirements of
//! an identifier is contained in an attribute-token, it is considered an identifier"):
//! a word spelling (`and`, `bitor`, ...) right after `[[`, `using`, `,`, `::` or `:` at
//! the top level of a `[[ ... ]]` keeps its own kind, which the grammar takes as an
//! attribute name (`[[and, bitor::xor_eq(1)]]`).
//!
//! **`<::`** ([lex.pptoken]/3): `<::` followed by anything but `:` or `>` is `<` then
//! `::` (`std::vector<::std::string>`), not the digraph `<:` then `:`. The lexer
//! matches `<::` as one record (`LT_SCOPE`), and the hook splits it into a `<` record
//! and a `::` record. Before `:` or `>` (`<:::`, `<::>`) it is the digraph `<:`: the
//! record is split after `<:`, and the lone `:` is joined with the next one-byte `:`
//! or `>` record into `::` or the digraph `:>`.
//!
//! **Raw strings** ([lex.string]): `R"delim( ... )delim"` ends at the first `)` followed
//! by the same delimiter and `"`. A lexer DFA cannot compare two delimiters, so the
//! grammar's rule ends a raw string at the first `)` followed by delimiter characters
//! and `"` (right for every raw string whose body holds no such sequence), and
//! [`raw_string_end`], run after every match, moves the end of a raw string to its
//! real end.
//!
//! Records keep their bytes except where `<::` is split, so every printed candidate
//! re-lexes to the tokens its tree holds, with the kinds recomputed by this hook.
//! Token names the grammar must declare: the literals `'>'`, `'>='` and the token
//! [`JOINED`]; a grammar without them gets its stream unchanged, and each of the other
//! rules applies only when the grammar has the token names it needs.

use crate::language::GrammarTables;
use crate::lexer::LexCx;
use crate::tokens::{Token, TokenStream};

/// The name of the token kind of a `>` glued to the next `>`.
pub const JOINED: &str = "GT_JOINED";

/// The spellings the hook retypes, and the literal of the token each stands for.
pub const ALTERNATIVES: &[(&str, &str)] = &[
    ("<%", "{"),
    ("%>", "}"),
    ("<:", "["),
    (":>", "]"),
    ("and", "&&"),
    ("and_eq", "&="),
    ("bitand", "&"),
    ("bitor", "|"),
    ("compl", "~"),
    ("not", "!"),
    ("not_eq", "!="),
    ("or", "||"),
    ("or_eq", "|="),
    ("xor", "^"),
    ("xor_eq", "^="),
];

/// The kinds the hook reads and writes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CppKinds {
    pub gt: u16,
    pub ge: Option<u16>,
    pub joined: u16,
    /// `(spelling's kind, kind it stands for)`.
    pub alternatives: Vec<(u16, u16)>,
    /// `<::`, `<`, `::`, `<:`, `:`, `:>`, `>` kinds for the `<::` rule.
    pub lt_scope: Option<LtScopeKinds>,
    /// The kinds that delimit an attribute-token inside `[[ ... ]]`.
    pub attr: Option<AttrKinds>,
}

/// The kinds the attribute-token rule reads: `[[`, the brackets, and what may stand
/// before an attribute-token (`[[`, `using`, `,`, `::`, `:`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AttrKinds {
    pub attr_open: u16,
    pub open: [u16; 3],
    pub close: [u16; 3],
    pub before_name: [u16; 4],
}

/// The kinds the `<::` rule needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LtScopeKinds {
    pub lt_scope: u16,
    pub lt: u16,
    pub scope: u16,
    pub colon: u16,
    /// The kind of `[` (what `<:` stands for) and of `]` (what `:>` stands for).
    pub lbrack: u16,
    pub rbrack: u16,
}

impl CppKinds {
    /// The kinds of `tables`; `None` without `>` or [`JOINED`].
    pub fn of(tables: &GrammarTables<'_>) -> Option<CppKinds> {
        let gt = tables.literal_kind(">")?;
        let joined = tables.symbol_id(JOINED)?;
        let alternatives = ALTERNATIVES
            .iter()
            .filter_map(|(spelling, meaning)| Some((tables.literal_kind(spelling)?, tables.literal_kind(meaning)?)))
            .collect();
        let lt_scope = (|| {
            Some(LtScopeKinds {
                lt_scope: tables.literal_kind("<::")?,
                lt: tables.literal_kind("<")?,
                scope: tables.literal_kind("::")?,
                colon: tables.literal_kind(":")?,
                lbrack: tables.literal_kind("[")?,
                rbrack: tables.literal_kind("]")?,
            })
        })();
        let attr = (|| {
            Some(AttrKinds {
                attr_open: tables.literal_kind("[[")?,
                open: [tables.literal_kind("(")?, tables.literal_kind("[")?, tables.literal_kind("{")?],
                close: [tables.literal_kind(")")?, tables.literal_kind("]")?, tables.literal_kind("}")?],
                before_name: [
                    tables.literal_kind("using")?,
                    tables.literal_kind(",")?,
                    tables.literal_kind("::")?,
                    tables.literal_kind(":")?,
                ],
            })
        })();
        Some(CppKinds { gt, ge: tables.literal_kind(">="), joined, alternatives, lt_scope, attr })
    }
}

/// The token source (bind with `Builder::token_source("reducer_runtime::hooks::cpp::token_source")`).
pub fn token_source(tables: &GrammarTables<'_>, src: &[u8], stream: TokenStream) -> TokenStream {
    match CppKinds::of(tables) {
        Some(kinds) => retype(stream, src, &kinds),
        None => stream,
    }
}

/// The rules themselves, over any kinds: `<::` split, spellings retyped, then glued
/// `>`s joined.
pub fn retype(mut stream: TokenStream, src: &[u8], k: &CppKinds) -> TokenStream {
    if let Some(ls) = k.lt_scope {
        if stream.tokens.iter().any(|t| t.kind == ls.lt_scope && t.is_parser_token()) {
            stream = split_lt_scope(stream, src, ls);
        }
    }
    let n = stream.tokens.len();
    // Inside `[[ ... ]]`: the bracket depth below it (None outside), and the previous
    // parser token's kind.
    let mut attr_depth: Option<u32> = None;
    let mut prev: Option<u16> = None;
    for i in 0..n {
        let this = stream.tokens[i];
        if !this.is_parser_token() {
            continue;
        }
        if let Some(&(_, meaning)) = k.alternatives.iter().find(|(spelling, _)| *spelling == this.kind) {
            let word = src.get(this.start as usize).is_some_and(|b| b.is_ascii_alphabetic());
            let attribute_token = word
                && attr_depth == Some(0)
                && k.attr.is_some_and(|a| prev.is_some_and(|p| p == a.attr_open || a.before_name.contains(&p)));
            if !attribute_token {
                stream.tokens[i].kind = meaning;
            }
        }
        if let Some(a) = k.attr {
            let kind = stream.tokens[i].kind;
            attr_depth = match attr_depth {
                None if kind == a.attr_open => Some(0),
                None => None,
                // A `[[` in an attribute's arguments opens two brackets.
                Some(d) if kind == a.attr_open => Some(d + 2),
                Some(d) if a.open.contains(&kind) => Some(d + 1),
                // The first `]` of the closing `]]`.
                Some(0) if a.close.contains(&kind) => None,
                Some(d) if a.close.contains(&kind) => Some(d - 1),
                Some(d) => Some(d),
            };
        }
        prev = Some(stream.tokens[i].kind);
    }
    // A `>` glued to a following `>` or `>=` (the loop runs forwards, and the next
    // record still has its lexed kind; `:>` was retyped to `]` above).
    for i in 0..n.saturating_sub(1) {
        let (this, next) = (stream.tokens[i], stream.tokens[i + 1]);
        let glued = next.start == this.end && next.is_parser_token() && (next.kind == k.gt || Some(next.kind) == k.ge);
        if this.kind == k.gt && this.is_parser_token() && glued {
            stream.tokens[i].kind = k.joined;
        }
    }
    stream
}

/// Splits every `<::` record as [lex.pptoken]/3 says (see the module comment).
fn split_lt_scope(stream: TokenStream, src: &[u8], k: LtScopeKinds) -> TokenStream {
    let mut out: Vec<Token> = Vec::with_capacity(stream.tokens.len() + 4);
    let mut i = 0;
    let tokens = &stream.tokens;
    while i < tokens.len() {
        let t = tokens[i];
        if t.kind != k.lt_scope || !t.is_parser_token() || t.len() != 3 {
            out.push(t);
            i += 1;
            continue;
        }
        let next = tokens.get(i + 1).copied().filter(|n| n.start == t.end && n.is_parser_token() && n.len() == 1);
        let next_byte = next.map(|n| src[n.start as usize]);
        match (next, next_byte) {
            // `<:::` is `<:` `::`; `<::>` is `<:` `:>`.
            (Some(n), Some(b':')) | (Some(n), Some(b'>')) => {
                out.push(Token { kind: k.lbrack, ..Token { start: t.start, end: t.start + 2, ..t } });
                let kind = if n.kind == k.colon { k.scope } else { k.rbrack };
                out.push(Token { kind, start: t.start + 2, end: n.end, ..t });
                i += 2;
            }
            _ => {
                out.push(Token { kind: k.lt, start: t.start, end: t.start + 1, ..t });
                out.push(Token { kind: k.scope, start: t.start + 1, end: t.end, ..t });
                i += 1;
            }
        }
    }
    TokenStream::from_records(out, stream.errors)
}

/// Moves the end of a raw string literal (`R"d( ... )d"`, any encoding prefix) to the
/// first `)` followed by its own delimiter and `"`, and past a user-defined suffix;
/// a raw string without that end is a lexing error. Other matches are left alone. Run
/// after every match (class `CppTokens`'s `after_token`).
pub fn raw_string_end(cx: &mut LexCx) {
    let text = cx.text();
    let Some(quote) = text.iter().position(|&b| b == b'"') else { return };
    if quote == 0 || text[quote - 1] != b'R' || !matches!(&text[..quote - 1], b"" | b"u8" | b"u" | b"U" | b"L") {
        return;
    }
    // Only the string rule's matches: an identifier `R` before a string is two matches.
    let Some(open) = text[quote + 1..].iter().position(|&b| b == b'(') else { return };
    let delimiter = text[quote + 1..quote + 1 + open].to_vec();
    let body = cx.start + quote + 1 + open + 1;
    let src = cx.src;
    let mut closing = Vec::with_capacity(delimiter.len() + 2);
    closing.push(b')');
    closing.extend_from_slice(&delimiter);
    closing.push(b'"');
    let Some(at) = src[body..].windows(closing.len()).position(|w| w == closing.as_slice()) else {
        cx.fail("unterminated raw string literal");
        return;
    };
    let mut end = body + at + closing.len();
    // A user-defined suffix right after the real end (`_s`): the rule's non-greedy body
    // ends its match at the first accept, before any suffix.
    if src.get(end).is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_') {
        end += src[end..].iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
    }
    cx.consume_to(end);
}

#[cfg(test)]
mod tests {
    use super::*;

    const GT: u16 = 1;
    const GE: u16 = 2;
    const JOINED_KIND: u16 = 3;
    const OTHER: u16 = 4;
    const SPACE: u16 = 5;
    const AND_WORD: u16 = 6;
    const AND_AND: u16 = 7;
    const LT_SCOPE: u16 = 8;
    const LT: u16 = 9;
    const SCOPE: u16 = 10;
    const COLON: u16 = 11;
    const LBRACK: u16 = 12;
    const RBRACK: u16 = 13;
    const DIGRAPH_LBRACK: u16 = 14;
    const ATTR_OPEN: u16 = 15;
    const LPAREN: u16 = 16;
    const RPAREN: u16 = 17;
    const LBRACE: u16 = 18;
    const RBRACE: u16 = 19;
    const COMMA: u16 = 20;
    const USING: u16 = 21;

    fn kinds_table() -> CppKinds {
        CppKinds {
            gt: GT,
            ge: Some(GE),
            joined: JOINED_KIND,
            alternatives: vec![(AND_WORD, AND_AND), (DIGRAPH_LBRACK, LBRACK)],
            lt_scope: Some(LtScopeKinds {
                lt_scope: LT_SCOPE,
                lt: LT,
                scope: SCOPE,
                colon: COLON,
                lbrack: LBRACK,
                rbrack: RBRACK,
            }),
            attr: Some(AttrKinds {
                attr_open: ATTR_OPEN,
                open: [LPAREN, LBRACK, LBRACE],
                close: [RPAREN, RBRACK, RBRACE],
                before_name: [USING, COMMA, SCOPE, COLON],
            }),
        }
    }

    /// A toy lexer: `>=`, `>`, `<::`, `<:`, `<`, `::`, `:`, `and`, `using`, `[[`, brackets,
    /// `,`, spaces (hidden) and any other byte as one token.
    fn lex(src: &[u8]) -> TokenStream {
        let mut out = Vec::new();
        let mut i = 0;
        while i < src.len() {
            let start = i;
            let rest = &src[i..];
            let (kind, channel, len) = if rest.starts_with(b">=") {
                (GE, 0, 2)
            } else if rest.starts_with(b">") {
                (GT, 0, 1)
            } else if rest.starts_with(b"<::") {
                (LT_SCOPE, 0, 3)
            } else if rest.starts_with(b"<:") {
                (DIGRAPH_LBRACK, 0, 2)
            } else if rest.starts_with(b"<") {
                (LT, 0, 1)
            } else if rest.starts_with(b"::") {
                (SCOPE, 0, 2)
            } else if rest.starts_with(b":") {
                (COLON, 0, 1)
            } else if rest.starts_with(b"and") {
                (AND_WORD, 0, 3)
            } else if rest.starts_with(b"using") {
                (USING, 0, 5)
            } else if rest.starts_with(b"[[") {
                (ATTR_OPEN, 0, 2)
            } else if rest.starts_with(b"[") {
                (LBRACK, 0, 1)
            } else if rest.starts_with(b"]") {
                (RBRACK, 0, 1)
            } else if rest.starts_with(b"(") {
                (LPAREN, 0, 1)
            } else if rest.starts_with(b")") {
                (RPAREN, 0, 1)
            } else if rest.starts_with(b"{") {
                (LBRACE, 0, 1)
            } else if rest.starts_with(b"}") {
                (RBRACE, 0, 1)
            } else if rest.starts_with(b",") {
                (COMMA, 0, 1)
            } else if rest.starts_with(b" ") {
                (SPACE, 1, 1)
            } else {
                (OTHER, 0, 1)
            };
            i += len;
            out.push(Token { kind, channel, start: start as u32, end: i as u32 });
        }
        TokenStream::from_records(out, Vec::new())
    }

    fn view(src: &str) -> Vec<(u16, String)> {
        let s = retype(lex(src.as_bytes()), src.as_bytes(), &kinds_table());
        // Records stay contiguous and cover the input.
        assert_eq!(s.reconstruct(src.as_bytes()), src.as_bytes());
        s.parser_iter().map(|t| (t.kind, String::from_utf8_lossy(t.text(src.as_bytes())).into_owned())).collect()
    }

    fn kinds(src: &str) -> Vec<u16> {
        view(src).into_iter().map(|(k, _)| k).collect()
    }

    #[test]
    fn glued_angles_are_joined() {
        assert_eq!(kinds("a>>b"), [OTHER, JOINED_KIND, GT, OTHER]);
        assert_eq!(kinds("a>>=b"), [OTHER, JOINED_KIND, GE, OTHER]);
        assert_eq!(kinds("v<v<v<i>>>"), [OTHER, LT, OTHER, LT, OTHER, LT, OTHER, JOINED_KIND, JOINED_KIND, GT]);
    }

    #[test]
    fn separated_angles_stay_apart() {
        assert_eq!(kinds("a> >b"), [OTHER, GT, GT, OTHER]);
        assert_eq!(kinds("a>=b"), [OTHER, GE, OTHER]);
        assert_eq!(kinds("a>"), [OTHER, GT]);
        assert_eq!(kinds("a>=>"), [OTHER, GE, GT]);
    }

    #[test]
    fn alternative_spellings_take_their_meaning() {
        assert_eq!(kinds("a and b"), [OTHER, AND_AND, OTHER]);
        assert_eq!(kinds("a<:1]"), [OTHER, LBRACK, OTHER, RBRACK]);
    }

    #[test]
    fn alternative_words_in_attribute_tokens_stay_words() {
        // [dcl.attr.grammar]: an attribute-token's alternative token is an identifier.
        assert_eq!(kinds("[[and]]"), [ATTR_OPEN, AND_WORD, RBRACK, RBRACK]);
        assert_eq!(
            kinds("[[x,and::and(and)]]"),
            [ATTR_OPEN, OTHER, COMMA, AND_WORD, SCOPE, AND_WORD, LPAREN, AND_AND, RPAREN, RBRACK, RBRACK]
        );
        assert_eq!(kinds("[[using and:and]]"), [ATTR_OPEN, USING, AND_WORD, COLON, AND_WORD, RBRACK, RBRACK]);
        // Arguments, and after the `]]`, it is `&&` again; a digraph is never a name.
        assert_eq!(
            kinds("[[x([y],and)]]"),
            [ATTR_OPEN, OTHER, LPAREN, LBRACK, OTHER, RBRACK, COMMA, AND_AND, RPAREN, RBRACK, RBRACK]
        );
        assert_eq!(kinds("[[x]],and"), [ATTR_OPEN, OTHER, RBRACK, RBRACK, COMMA, AND_AND]);
        assert_eq!(kinds("a[b[and]]"), [OTHER, LBRACK, OTHER, LBRACK, AND_AND, RBRACK, RBRACK]);
        assert_eq!(kinds("[[<:"), [ATTR_OPEN, LBRACK]);
    }

    #[test]
    fn lt_scope_splits_as_the_standard_says() {
        let v = view("v<::s>");
        assert_eq!(
            v,
            [(OTHER, "v".into()), (LT, "<".into()), (SCOPE, "::".into()), (OTHER, "s".into()), (GT, ">".into())]
        );
        // `<::>` is `<:` `:>`, and `<:::` is `<:` `::`.
        let v = view("a<::>");
        assert_eq!(v, [(OTHER, "a".into()), (LBRACK, "<:".into()), (RBRACK, ":>".into())]);
        let v = view("a<:::b");
        assert_eq!(v, [(OTHER, "a".into()), (LBRACK, "<:".into()), (SCOPE, "::".into()), (OTHER, "b".into())]);
    }
}
