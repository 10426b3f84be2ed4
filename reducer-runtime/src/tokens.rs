//! The token stream produced by the lexer: every byte of the input belongs to exactly
//! one record, so printing all records in order reproduces the input byte for byte.

use std::fmt;

/// Kind of a record that carries skipped text (a `skip` rule, or text kept by error
/// recovery, or `more` text left pending at end of input). Never seen by the parser.
pub const SKIPPED: u16 = u16::MAX;

/// One lexed record: a token (on some channel) or skipped trivia.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// Token type (the grammar's token id), or [`SKIPPED`].
    pub kind: u16,
    /// Channel: 0 is the parser's channel, 1 is `HIDDEN`, 2.. are user channels.
    pub channel: u16,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl Token {
    /// True when the parser sees this record (default channel, not skipped).
    pub fn is_parser_token(&self) -> bool {
        self.kind != SKIPPED && self.channel == 0
    }

    /// The record's text within `src`, the input it was lexed from.
    pub fn text<'s>(&self, src: &'s [u8]) -> &'s [u8] {
        &src[self.start as usize..self.end as usize]
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    /// True for a zero-length record (never produced by the lexer; a token source may
    /// synthesise them).
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

/// All records of one input, in order, plus the parser's view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TokenStream {
    /// Every record, contiguous: `tokens[i].end == tokens[i + 1].start`, the first starts
    /// at 0 and the last ends at the input length.
    pub tokens: Vec<Token>,
    /// Indices into `tokens` of the records the parser sees, in order.
    pub parser_tokens: Vec<u32>,
    /// Errors that recovery skipped over (empty unless recovery was asked for).
    pub errors: Vec<LexError>,
}

impl TokenStream {
    /// The `i`-th token the parser sees.
    pub fn parser_token(&self, i: usize) -> &Token {
        &self.tokens[self.parser_tokens[i] as usize]
    }

    /// Iterates over the tokens the parser sees.
    pub fn parser_iter(&self) -> impl Iterator<Item = &Token> + '_ {
        self.parser_tokens.iter().map(move |&i| &self.tokens[i as usize])
    }

    /// Number of tokens the parser sees.
    pub fn parser_len(&self) -> usize {
        self.parser_tokens.len()
    }

    /// Concatenates the texts of all records (equals the lexed input).
    pub fn reconstruct(&self, src: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(src.len());
        for t in &self.tokens {
            out.extend_from_slice(t.text(src));
        }
        out
    }

    /// A stream from records (for token sources, see `language::Hooks`): the records
    /// must cover the input contiguously, in order; zero-length records are synthesised
    /// tokens (e.g. INDENT). The parser's view is recomputed.
    pub fn from_records(tokens: Vec<Token>, errors: Vec<LexError>) -> TokenStream {
        let mut s = TokenStream { tokens: Vec::with_capacity(tokens.len()), parser_tokens: Vec::new(), errors };
        for t in tokens {
            s.push(t);
        }
        s
    }

    /// Appends a record and indexes it when the parser sees it.
    pub(crate) fn push(&mut self, token: Token) {
        if token.is_parser_token() {
            self.parser_tokens.push(self.tokens.len() as u32);
        }
        self.tokens.push(token);
    }
}

/// Why lexing stopped (defined here, beside the stream that carries the errors of
/// error recovery, so `tokens` does not depend on `lexer`; `lexer` re-exports it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LexErrorKind {
    /// No rule of the current mode matches at `offset`.
    NoMatch,
    /// `popMode` with an empty mode stack (ANTLR throws `EmptyStackException`).
    EmptyModeStack,
    /// The input is larger than the 4 GiB that token offsets can address.
    TooLarge,
    /// A hook reported an error (`LexCx::fail`), e.g. an unfinished long comment.
    Hook(&'static str),
}

/// A lexing error with its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub kind: LexErrorKind,
    /// Byte offset where no rule matched (or of the token that popped the empty stack).
    pub offset: usize,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, counting characters (a byte that is not a UTF-8 continuation byte
    /// starts a character).
    pub column: u32,
    /// Name of the lexer mode at the error.
    pub mode: String,
}

impl fmt::Display for LexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            LexErrorKind::NoMatch => "no token matches",
            LexErrorKind::EmptyModeStack => "popMode with an empty mode stack",
            LexErrorKind::TooLarge => "input too large (over 4 GiB)",
            LexErrorKind::Hook(message) => message,
        };
        write!(f, "{}:{}: {} (byte offset {}, mode {})", self.line, self.column, what, self.offset, self.mode)
    }
}

impl std::error::Error for LexError {}
