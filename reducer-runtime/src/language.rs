//! The boundary between generated code and the runtime.
//!
//! [`GrammarTables`] holds every fact about one grammar the runtime needs, borrowed:
//! the runtime's entry points (`reduce::reduce_with`, `reduce::pair::reduce_pair_with`,
//! `batch::reduce_batch`, the lexer and parser behind [`GrammarTables::parse`]) take a
//! `&GrammarTables<'_>` as a value, so one compiled runtime serves every grammar,
//! whoever owns the arrays.
//!
//! `reducer-gen` emits, per grammar, a `Kind` enum, `static` arrays forming one
//! `GrammarTables<'static>`, and a unit type implementing [`Language`], whose
//! `tables()` hands them out. Interpreted mode (`reducer-gen reduce`) builds the same
//! arrays in memory from a grammar read at run time and borrows a `GrammarTables<'_>`
//! from them: the same code runs on both, as regex-automata's DFAs run on owned or
//! borrowed tables.

use std::fmt;

use crate::lexer::{self, LexError, LexerTables};
use crate::parser::{self, ParseError, ParseTables, Parsed};
use crate::tokens::TokenStream;
use crate::tree::Tree;

/// What kind of node a PNF symbol makes (Definition 3.1 of the Perses paper).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Token,
    /// Fixed alternatives of symbol sequences.
    Regular,
    /// `B*`
    Star,
    /// `B+`
    Plus,
    /// `B?`
    Optional,
}

/// Every generated fact about one grammar, borrowed from `static` arrays (generated code)
/// or from arrays built at run time (interpreted mode).
#[derive(Copy, Clone, Debug)]
pub struct GrammarTables<'a> {
    /// Grammar name.
    pub name: &'a str,
    /// Name of every PNF symbol (tokens first: symbol `i < num_tokens` is token `i`).
    pub symbol_names: &'a [&'a str],
    /// Tokens, EOF (0) included.
    pub num_tokens: u32,
    /// The PNF start symbol.
    pub start: u32,
    /// Form (v): the start symbol also derives the empty string.
    pub start_accepts_empty: bool,
    /// Shape of every symbol.
    pub shapes: &'a [Shape],
    /// Alternatives of `Regular` symbol `s` are `sym_alts[s]..sym_alts[s + 1]`.
    pub sym_alts: &'a [u32],
    /// Symbols of alternative `k` are `alt_symbols[alt_offsets[k]..alt_offsets[k + 1]]`.
    pub alt_offsets: &'a [u32],
    pub alt_symbols: &'a [u16],
    /// Element symbol of `*`/`+`/`?` symbols (`u16::MAX` for others).
    pub quant_body: &'a [u16],
    /// Whether each symbol can derive the empty string.
    pub nullable: &'a [bool],
    /// Subsume matrix: bit `b` of row `a` (`subsume_words` words per row) is set when
    /// `a =>* b`, i.e. a `b` node may replace an `a` node.
    pub subsume_words: u32,
    pub subsume: &'a [u64],
    /// The fixed text of tokens that have one (keywords, punctuation), else `None`.
    pub token_literals: &'a [Option<&'a str>],
    /// Per symbol, its minimal sentence (the shortest text it derives, tokens first
    /// chosen by their shortest strings in T-Rec's order) and that text's token count;
    /// `None` when the generator found none (`reducer_gen::minimal`).
    pub minimal_sentences: &'a [Option<(&'a [u8], u32)>],
    pub lexer: LexerTables<'a>,
    pub parser: ParseTables<'a>,
    /// Code the grammar needs beyond its tables (bound with `reducer_gen::Builder`).
    pub hooks: Hooks,
}

/// Rewrites the user's input before lexing: see [`Hooks::preprocess`].
pub type Preprocess = fn(&[u8]) -> Vec<u8>;

/// Rewrites a lexed token stream before parsing: see [`Hooks::token_source`].
pub type TokenSource = fn(&GrammarTables<'_>, &[u8], TokenStream) -> TokenStream;

/// Rust functions a grammar relies on, as ANTLR targets put code in their lexer and
/// parser base classes. Generated code fills this from `reducer_gen::Builder`
/// (`.token_source(path)`, `.preprocess(path)`); the runtime calls them through plain
/// function pointers held in the static tables.
#[derive(Copy, Clone, Debug, Default)]
pub struct Hooks {
    /// Applied once to the user's input before anything else; the reduction works on
    /// (and its result is) the preprocessed text. Use it for rewrites that must hold for
    /// every candidate too, e.g. normalizing line endings.
    pub preprocess: Option<Preprocess>,
    /// Applied to every lexed token stream (the input and every candidate) before
    /// parsing: it may insert zero-length tokens (INDENT/DEDENT of indentation-based
    /// languages), move tokens to a hidden channel or change their kinds. Every byte
    /// must stay in exactly one record, in order ([`TokenStream::from_records`]).
    pub token_source: Option<TokenSource>,
}

impl Hooks {
    /// No hooks.
    pub const NONE: Hooks = Hooks { preprocess: None, token_source: None };
}

impl<'a> GrammarTables<'a> {
    pub fn shape(&self, symbol: u16) -> Shape {
        self.shapes[symbol as usize]
    }

    pub fn is_token(&self, symbol: u16) -> bool {
        (symbol as u32) < self.num_tokens
    }

    pub fn symbol_name(&self, symbol: u16) -> &'a str {
        self.symbol_names.get(symbol as usize).copied().unwrap_or("?")
    }

    /// True when a node of kind `b` may stand where kind `a` is expected (`b <: a`).
    #[inline]
    pub fn subsumes(&self, a: u16, b: u16) -> bool {
        let row = a as usize * self.subsume_words as usize;
        let b = b as usize;
        self.subsume[row + b / 64] >> (b % 64) & 1 == 1
    }

    /// The symbols of alternative `alt` of `Regular` symbol `symbol`.
    pub fn alternative(&self, symbol: u16, alt: u16) -> &'a [u16] {
        let k = (self.sym_alts[symbol as usize] + alt as u32) as usize;
        &self.alt_symbols[self.alt_offsets[k] as usize..self.alt_offsets[k + 1] as usize]
    }

    /// Number of alternatives of `symbol` (0 for non-`Regular` symbols).
    pub fn alternative_count(&self, symbol: u16) -> u32 {
        self.sym_alts[symbol as usize + 1] - self.sym_alts[symbol as usize]
    }

    /// The element symbol of a `*`, `+` or `?` symbol.
    pub fn quantified_body(&self, symbol: u16) -> Option<u16> {
        match self.quant_body[symbol as usize] {
            u16::MAX => None,
            b => Some(b),
        }
    }

    /// Lexes `src` (bytes; any encoding) into a token stream with trivia, then applies
    /// the grammar's token source, if any.
    pub fn lex(&self, src: &[u8]) -> Result<TokenStream, LexError> {
        let stream = lexer::lex(&self.lexer, src)?;
        Ok(match self.hooks.token_source {
            Some(source) => source(self, src, stream),
            None => stream,
        })
    }

    /// The user's input as the reducer sees it: after the grammar's preprocessor.
    pub fn preprocess<'s>(&self, src: &'s [u8]) -> std::borrow::Cow<'s, [u8]> {
        match self.hooks.preprocess {
            Some(f) => std::borrow::Cow::Owned(f(src)),
            None => std::borrow::Cow::Borrowed(src),
        }
    }

    /// The token kind whose fixed text is `literal` (`"("`, `"if"`), if any.
    pub fn literal_kind(&self, literal: &str) -> Option<u16> {
        self.token_literals.iter().position(|l| *l == Some(literal)).map(|k| k as u16)
    }

    /// The symbol id named `name` (`"INDENT"`, `"NEWLINE"`), if any.
    pub fn symbol_id(&self, name: &str) -> Option<u16> {
        self.symbol_names.iter().position(|n| *n == name).map(|k| k as u16)
    }

    /// Parses the parser-visible tokens of a token stream.
    pub fn parse_tokens(&self, tokens: &TokenStream) -> Result<Parsed, ParseError> {
        let kinds: Vec<u16> = tokens.parser_iter().map(|t| t.kind).collect();
        parser::parse(&self.parser, &kinds)
    }

    /// Lexes and parses `src`; errors carry line, column and the offending text.
    pub fn parse(&self, src: &[u8]) -> Result<Document, SyntaxError> {
        let tokens = self.lex(src).map_err(|e| SyntaxError {
            line: e.line,
            column: e.column,
            message: lex_error_message(src, &e),
        })?;
        let parsed = self.parse_tokens(&tokens).map_err(|e| self.syntax_error(src, &tokens, &e))?;
        Ok(Document { tokens, tree: parsed.tree })
    }

    /// Whether `src` lexes and parses, without building the tree (the reducer's re-parse
    /// filter); errors as from [`GrammarTables::parse`].
    pub fn check(&self, src: &[u8]) -> Result<(), SyntaxError> {
        let kinds = self.parser_kinds(src).map_err(|e| SyntaxError {
            line: e.line,
            column: e.column,
            message: lex_error_message(src, &e),
        })?;
        let Err(e) = parser::recognize(&self.parser, &kinds) else { return Ok(()) };
        drop(kinds);
        // The records were not kept while the parser ran: lexed again for the message.
        match self.lex(src) {
            Ok(tokens) => Err(self.syntax_error(src, &tokens, &e)),
            Err(e) => Err(SyntaxError { line: e.line, column: e.column, message: lex_error_message(src, &e) }),
        }
    }

    /// Whether `src` lexes and parses: [`GrammarTables::check`] without the message.
    pub fn accepts(&self, src: &[u8]) -> bool {
        self.parser_kinds(src).is_ok_and(|kinds| parser::recognize(&self.parser, &kinds).is_ok())
    }

    /// The kinds of the tokens the parser sees in `src`, as [`GrammarTables::lex`] gives
    /// them, without keeping the records where the grammar lets the lexer drop them (no
    /// token source, no lexer hooks): a large candidate's check then holds its kinds alone
    /// beside the parser's stack.
    pub fn parser_kinds(&self, src: &[u8]) -> Result<Vec<u16>, LexError> {
        match self.hooks.token_source {
            Some(_) => Ok(self.lex(src)?.parser_iter().map(|t| t.kind).collect()),
            None => lexer::lex_kinds(&self.lexer, src),
        }
    }

    /// The number of tokens the parser sees in `src` (the reducer's token counts), if it
    /// lexes.
    pub fn count_tokens(&self, src: &[u8]) -> Option<usize> {
        self.parser_kinds(src).ok().map(|kinds| kinds.len())
    }

    /// Turns a parser error into a message with position, found token and expected tokens.
    pub fn syntax_error(&self, src: &[u8], tokens: &TokenStream, e: &ParseError) -> SyntaxError {
        let index = e.token_index as usize;
        let (offset, found) = if index < tokens.parser_len() {
            let t = tokens.parser_token(index);
            let text = String::from_utf8_lossy(t.text(src)).into_owned();
            (t.start as usize, format!("`{}` ({})", shorten(&text), self.symbol_name(t.kind)))
        } else {
            (src.len(), "end of input".to_string())
        };
        let (line, column) = lexer::line_col(src, offset);
        let mut expected: Vec<&str> = e.expected.iter().map(|&k| self.symbol_name(k)).collect();
        expected.sort_unstable();
        expected.dedup();
        let expected = if expected.len() > 12 {
            format!("{} and {} more", expected[..12].join(", "), expected.len() - 12)
        } else {
            expected.join(", ")
        };
        let mut message = format!("unexpected {found}; expected one of: {expected}");
        if e.cap_hit {
            message.push_str(" (the parser dropped ambiguous readings past its limit)");
        }
        SyntaxError { line, column, message }
    }
}

fn shorten(text: &str) -> String {
    let mut s: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        s.push('…');
    }
    s
}

fn lex_error_message(src: &[u8], e: &LexError) -> String {
    match e.kind {
        lexer::LexErrorKind::Hook(message) => format!("{message} ({})", lexer_error_context(src, e.offset)),
        _ => format!("no token matches here ({})", lexer_error_context(src, e.offset)),
    }
}

fn lexer_error_context(src: &[u8], offset: usize) -> String {
    let end = (offset + 20).min(src.len());
    let text = String::from_utf8_lossy(&src[offset.min(src.len())..end]).into_owned();
    match text.chars().next() {
        None => "at end of input".to_string(),
        // A line break is where the match failed: name it, not the next line.
        Some('\n') => "at a line break".to_string(),
        Some('\r') => "at a carriage return".to_string(),
        Some(_) => format!("text starting `{}`", text.lines().next().unwrap_or("")),
    }
}

/// A lexed and parsed program.
#[derive(Clone, Debug)]
pub struct Document {
    pub tokens: TokenStream,
    pub tree: Tree,
}

/// A lexical or syntax error at a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: u32,
    pub column: u32,
    pub message: String,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for SyntaxError {}

/// A generated language: its typed kinds and its `static` tables. The runtime does not
/// need it (it takes [`GrammarTables`]); it names a grammar compiled into a binary, as
/// in `reducer_cli::main::<Json>()`.
pub trait Language {
    /// The generated enum of node and token kinds (`Kind::from_id`, `Kind::id`).
    type Kind: Copy + Eq + std::hash::Hash + fmt::Debug;
    /// Grammar name, e.g. `c`.
    const NAME: &'static str;
    /// Every generated table of the grammar, what the runtime's entry points take.
    fn tables() -> &'static GrammarTables<'static>;
}

#[cfg(test)]
mod tests {
    use super::lexer_error_context;

    #[test]
    fn lexer_errors_name_the_text_where_the_match_failed() {
        assert_eq!(lexer_error_context(b"ab @cd\nef", 3), "text starting `@cd`");
        assert_eq!(lexer_error_context(b"ab \"xy\ncd", 6), "at a line break");
        assert_eq!(lexer_error_context(b"ab", 2), "at end of input");
    }
}
