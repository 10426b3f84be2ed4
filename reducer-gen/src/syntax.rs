//! The grammar as written: the common output of the `.g4` and BNF/EBNF readers.
//!
//! Names are still strings here (with spans for diagnostics); `resolve` interns them.
//! Character data is decoded (escapes applied) so later passes never see source syntax.

use crate::diag::Span;

/// A name with the place it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// What kind of grammar file this was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GrammarKind {
    /// `grammar X;`: parser and lexer rules together.
    Combined,
    /// `lexer grammar X;`
    Lexer,
    /// `parser grammar X;` (tokens come from `options { tokenVocab = ...; }`).
    Parser,
    /// A `.bnf`/`.ebnf` file in the Perses paper's notation.
    Bnf,
}

/// One grammar file, as read.
#[derive(Clone, Debug)]
pub struct GrammarFile {
    pub name: Ident,
    pub kind: GrammarKind,
    /// `options { key = value; }` in source order.
    pub options: Vec<(Ident, String)>,
    /// Names declared in `tokens { A, B }` (tokens without lexer rules).
    pub declared_tokens: Vec<Ident>,
    /// Names declared in `channels { A, B }`.
    pub channels: Vec<Ident>,
    /// Parser rules in source order.
    pub parser_rules: Vec<ParserRule>,
    /// Lexer rules (fragments included) in source order, across all modes.
    pub lexer_rules: Vec<LexerRule>,
    /// Mode names in order of their `mode M;` sections (the default mode is implicit).
    pub modes: Vec<Ident>,
    /// Named actions like `@header {...}` / `@lexer::members {...}` (parsed, ignored).
    pub named_actions: Vec<(Ident, Span)>,
    /// The BNF dialect's explicit `%start` (the first parser rule otherwise).
    pub start: Option<Ident>,
    /// Grammars named by `import` (delegates), in order.
    pub imports: Vec<Ident>,
}

impl GrammarFile {
    /// An empty grammar of the given kind.
    pub fn new(name: Ident, kind: GrammarKind) -> GrammarFile {
        GrammarFile {
            name,
            kind,
            options: Vec::new(),
            declared_tokens: Vec::new(),
            channels: Vec::new(),
            parser_rules: Vec::new(),
            lexer_rules: Vec::new(),
            modes: Vec::new(),
            named_actions: Vec::new(),
            start: None,
            imports: Vec::new(),
        }
    }

    /// The value of an option, e.g. `tokenVocab`.
    pub fn option(&self, key: &str) -> Option<&str> {
        self.options.iter().find(|(k, _)| k.name == key).map(|(_, v)| v.as_str())
    }
}

/// `?`, `*` or `+`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Quantifier {
    Optional,
    Star,
    Plus,
}

impl Quantifier {
    pub fn symbol(self) -> &'static str {
        match self {
            Quantifier::Optional => "?",
            Quantifier::Star => "*",
            Quantifier::Plus => "+",
        }
    }
}

/// An embedded action `{...}` or predicate `{...}?`, kept as source text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hook {
    /// The code between the braces.
    pub code: String,
    pub is_predicate: bool,
    pub span: Span,
}

/// A parser rule `name : alt | alt ;`.
#[derive(Clone, Debug)]
pub struct ParserRule {
    pub name: Ident,
    pub body: ParserExpr,
    pub span: Span,
}

/// One alternative of a parser rule or group, with its `# Label` and `<assoc=right>`.
#[derive(Clone, Debug)]
pub struct Alternative {
    pub body: ParserExpr,
    pub label: Option<Ident>,
    pub right_assoc: bool,
    pub span: Span,
}

/// Right-hand sides of parser rules.
#[derive(Clone, Debug)]
pub enum ParserExpr {
    /// Ordered alternatives (order is the parser's tie-break).
    Alt(Vec<Alternative>),
    /// A sequence; the empty sequence is epsilon.
    Seq(Vec<ParserExpr>, Span),
    /// A reference to a parser rule or a token (resolved later).
    Ref(Ident),
    /// A literal like `'if'` used in a parser rule (an implicit token).
    Literal(String, Span),
    /// `e?`, `e*`, `e+` and their non-greedy forms.
    Quant { expr: Box<ParserExpr>, quantifier: Quantifier, greedy: bool, span: Span },
    /// `EOF`.
    Eof(Span),
    /// `.`: any token.
    Wildcard(Span),
    /// `~(A | B)` / `~A`: any token but these (each a `Ref` or `Literal`).
    NotTokens(Vec<ParserExpr>, Span),
    /// `x=e` or `x+=e`.
    Labeled { label: Ident, additive: bool, expr: Box<ParserExpr> },
    /// An action or predicate.
    Hook(Hook),
}

impl ParserExpr {
    /// The span of the whole expression.
    pub fn span(&self) -> Span {
        match self {
            ParserExpr::Alt(alts) => match (alts.first(), alts.last()) {
                (Some(a), Some(b)) => a.span.to(b.span),
                _ => Span::default(),
            },
            ParserExpr::Seq(_, span)
            | ParserExpr::Literal(_, span)
            | ParserExpr::Quant { span, .. }
            | ParserExpr::Eof(span)
            | ParserExpr::Wildcard(span)
            | ParserExpr::NotTokens(_, span) => *span,
            ParserExpr::Ref(id) => id.span,
            ParserExpr::Labeled { label, expr, .. } => label.span.to(expr.span()),
            ParserExpr::Hook(h) => h.span,
        }
    }
}

/// A lexer command after `->`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexerCommand {
    Skip,
    More,
    /// `channel(HIDDEN)` or `channel(2)`.
    Channel(ChannelRef),
    Type(Ident),
    Mode(Ident),
    PushMode(Ident),
    PopMode,
}

/// The argument of `channel(...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelRef {
    Name(Ident),
    Number(u32, Span),
}

/// A lexer rule `NAME : body -> commands ;` (or a fragment).
#[derive(Clone, Debug)]
pub struct LexerRule {
    pub name: Ident,
    pub is_fragment: bool,
    /// The mode whose section holds the rule; `None` is the default mode.
    pub mode: Option<Ident>,
    pub body: LexExpr,
    pub commands: Vec<(LexerCommand, Span)>,
    /// The rule's own `options { caseInsensitive = ...; }` (the grammar's otherwise).
    pub case_insensitive: Option<bool>,
    pub span: Span,
}

/// A set of Unicode scalar values as sorted, disjoint, non-adjacent inclusive ranges.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CharSet {
    pub ranges: Vec<(u32, u32)>,
}

/// The largest Unicode scalar value.
pub const MAX_CHAR: u32 = 0x10FFFF;

impl CharSet {
    /// Builds a set from arbitrary ranges (sorted and merged here).
    pub fn from_ranges(mut ranges: Vec<(u32, u32)>) -> CharSet {
        ranges.retain(|&(a, b)| a <= b);
        ranges.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
        for (a, b) in ranges {
            match merged.last_mut() {
                Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        CharSet { ranges: merged }
    }

    pub fn single(c: u32) -> CharSet {
        CharSet { ranges: vec![(c, c)] }
    }

    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    pub fn contains(&self, c: u32) -> bool {
        self.ranges.iter().any(|&(a, b)| a <= c && c <= b)
    }

    pub fn union(&self, other: &CharSet) -> CharSet {
        let mut r = self.ranges.clone();
        r.extend_from_slice(&other.ranges);
        CharSet::from_ranges(r)
    }

    /// All scalar values (0..=0x10FFFF) not in the set.
    pub fn complement(&self) -> CharSet {
        let mut out = Vec::new();
        let mut next = 0u32;
        for &(a, b) in &self.ranges {
            if a > next {
                out.push((next, a - 1));
            }
            next = b + 1;
        }
        if next <= MAX_CHAR {
            out.push((next, MAX_CHAR));
        }
        CharSet { ranges: out }
    }
}

/// Right-hand sides of lexer rules.
#[derive(Clone, Debug)]
pub enum LexExpr {
    Alt(Vec<LexExpr>, Span),
    /// A sequence; the empty sequence is epsilon.
    Seq(Vec<LexExpr>, Span),
    /// A decoded string literal (`'abc'`), one or more characters.
    Literal(String, Span),
    /// A character class: `[a-z]`, `'a'..'z'`, `\p{L}`, or a negation `~...` already
    /// complemented (the span still covers the `~`).
    Set {
        set: CharSet,
        negated_from: Option<CharSet>,
        span: Span,
    },
    /// `.`: any character.
    Any(Span),
    /// A reference to another lexer rule or fragment.
    Ref(Ident),
    /// `~X` where `X` could not be turned into a set while reading (e.g. `~RULE`);
    /// resolve turns it into a set or reports an error.
    Not(Box<LexExpr>, Span),
    Quant {
        expr: Box<LexExpr>,
        quantifier: Quantifier,
        greedy: bool,
        span: Span,
    },
    Hook(Hook),
}

impl LexExpr {
    pub fn span(&self) -> Span {
        match self {
            LexExpr::Alt(_, s)
            | LexExpr::Seq(_, s)
            | LexExpr::Literal(_, s)
            | LexExpr::Set { span: s, .. }
            | LexExpr::Any(s)
            | LexExpr::Not(_, s)
            | LexExpr::Quant { span: s, .. } => *s,
            LexExpr::Ref(id) => id.span,
            LexExpr::Hook(h) => h.span,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charset_merges_and_complements() {
        let s = CharSet::from_ranges(vec![(b'c' as u32, b'f' as u32), (b'a' as u32, b'b' as u32), (10, 10)]);
        assert_eq!(s.ranges, vec![(10, 10), (97, 102)]);
        let c = s.complement();
        assert_eq!(c.ranges, vec![(0, 9), (11, 96), (103, MAX_CHAR)]);
        assert_eq!(c.complement(), s);
    }
}
