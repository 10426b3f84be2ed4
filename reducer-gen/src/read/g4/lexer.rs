//! The `.g4` meta-lexer: logos token definitions plus a small driver.
//!
//! ANTLR's own lexer is modal; we follow it with logos callbacks that run a
//! sub-lexer (itself a logos enum) over the rest of the input:
//! `{` starts an action block ([`ActionTok`]), and `[` starts either a lexer
//! character set ([`SetTok`]) or an argument block, depending on whether the
//! current rule is a lexer rule. The [`Driver`] tracks that context (as ANTLR's
//! lexer does: the first name of a rule decides) and stores it in the extras.

use logos::Logos;

/// What went wrong while lexing; the driver turns these into diagnostics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum LexError {
    /// A character no token starts with.
    #[default]
    Unexpected,
    /// `/*` without `*/`.
    UnterminatedComment,
    /// `{` without its matching `}`.
    UnterminatedAction,
    /// `[` without its matching `]` (argument block).
    UnterminatedArgument,
}

/// State the driver shares with the callbacks.
#[derive(Clone, Debug, Default)]
pub struct Extras {
    /// True while lexing a lexer rule, where `[` opens a character set.
    pub lexer_rule: bool,
}

/// Tokens of the `.g4` meta-syntax. Payloads borrow from the source.
#[derive(Logos, Clone, Debug, PartialEq, Eq)]
#[logos(extras = Extras)]
#[logos(error = LexError)]
#[logos(skip r"[ \t\r\n\f]+")]
#[logos(skip(r"//[^\r\n]*", allow_greedy = true))]
pub enum Tok<'s> {
    #[token("/*", block_comment)]
    Comment,

    #[regex(
        r"[A-Za-z\u{C0}-\u{D6}\u{D8}-\u{F6}\u{F8}-\u{2FF}\u{370}-\u{37D}\u{37F}-\u{1FFF}\u{200C}-\u{200D}\u{2070}-\u{218F}\u{2C00}-\u{2FEF}\u{3001}-\u{D7FF}\u{F900}-\u{FDCF}\u{FDF0}-\u{FFFD}][A-Za-z0-9_\u{B7}\u{C0}-\u{D6}\u{D8}-\u{F6}\u{F8}-\u{37D}\u{37F}-\u{1FFF}\u{200C}-\u{200D}\u{203F}-\u{2040}\u{2070}-\u{218F}\u{2C00}-\u{2FEF}\u{3001}-\u{D7FF}\u{F900}-\u{FDCF}\u{FDF0}-\u{FFFD}]*",
        |lex| lex.slice()
    )]
    Ident(&'s str),
    #[regex(r"[0-9]+", |lex| lex.slice())]
    Int(&'s str),
    /// `'...'`: the raw text between the quotes; `false` when unterminated.
    #[token("'", string_literal)]
    Str((&'s str, bool)),
    /// `{...}`: the code between the braces.
    #[token("{", action_block)]
    Action(&'s str),
    /// `[`: never emitted itself, its callback yields `CharSet` or `ArgBlock`.
    #[token("[", bracket)]
    Bracket,
    /// `[...]` in a lexer rule: the raw text between the brackets; `false` when unterminated.
    CharSet((&'s str, bool)),
    /// `[...]` elsewhere (arguments, `returns`, `locals`, `catch`): ignored.
    ArgBlock(&'s str),

    #[token("grammar")]
    Grammar,
    #[token("lexer")]
    Lexer,
    #[token("parser")]
    Parser,
    #[token("fragment")]
    Fragment,
    #[token("import")]
    Import,
    #[token("mode")]
    Mode,
    #[token("returns")]
    Returns,
    #[token("locals")]
    Locals,
    #[token("throws")]
    Throws,
    #[token("catch")]
    Catch,
    #[token("finally")]
    Finally,
    #[regex(r"options[ \t\r\n\f]*\{")]
    OptionsOpen,
    #[regex(r"tokens[ \t\r\n\f]*\{")]
    TokensOpen,
    #[regex(r"channels[ \t\r\n\f]*\{")]
    ChannelsOpen,

    #[token("}")]
    RBrace,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("|")]
    Or,
    #[token("?")]
    Question,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token("+=")]
    PlusAssign,
    #[token("=")]
    Assign,
    #[token("~")]
    Not,
    #[token("..")]
    Range,
    #[token(".")]
    Dot,
    #[token("->")]
    Arrow,
    #[token("#")]
    Pound,
    #[token("@")]
    At,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
}

/// Tokens inside an action block: only what can hide a brace matters.
#[derive(Logos, Clone, Debug, PartialEq, Eq)]
enum ActionTok {
    #[token("{")]
    Open,
    #[token("}")]
    Close,
    #[regex(r#""([^"\\\r\n]|\\[^\r\n])*""#)]
    DoubleQuoted,
    #[regex(r"'([^'\\\r\n]|\\[^\r\n])*'")]
    SingleQuoted,
    #[regex(r"//[^\r\n]*", allow_greedy = true)]
    LineComment,
    #[regex(r"/\*([^*]|\*+[^*/])*\*+/")]
    BlockComment,
    #[regex(r#"[^{}"'/]+"#)]
    Code,
    /// A lone quote or slash that starts nothing longer.
    #[regex(r#"["'/]"#)]
    Punct,
}

/// Tokens inside a lexer character set `[...]`.
#[derive(Logos, Clone, Debug, PartialEq, Eq)]
enum SetTok {
    #[regex(r"\\[^\r\n]")]
    Escape,
    #[token("]")]
    Close,
    #[regex(r"[^\\\]\r\n]+")]
    Chars,
    #[regex(r"[\r\n]")]
    Newline,
}

fn block_comment<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> logos::FilterResult<(), LexError> {
    match lex.remainder().find("*/") {
        Some(i) => {
            lex.bump(i + 2);
            logos::FilterResult::Skip
        }
        None => {
            lex.bump(lex.remainder().len());
            logos::FilterResult::Error(LexError::UnterminatedComment)
        }
    }
}

/// Scans a string literal body; stops at the closing quote or the end of the line.
fn string_literal<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> (&'s str, bool) {
    let rest = lex.remainder();
    let mut chars = rest.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\'' => {
                lex.bump(i + 1);
                return (&rest[..i], true);
            }
            '\\' => match chars.clone().next() {
                Some((_, '\r' | '\n')) | None => {}
                Some(_) => {
                    chars.next();
                }
            },
            '\r' | '\n' => {
                lex.bump(i);
                return (&rest[..i], false);
            }
            _ => {}
        }
    }
    lex.bump(rest.len());
    (rest, false)
}

/// Scans a balanced action block with the [`ActionTok`] sub-lexer.
fn action_block<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> Result<&'s str, LexError> {
    let rest = lex.remainder();
    let mut sub = ActionTok::lexer(rest);
    let mut depth = 1usize;
    while let Some(tok) = sub.next() {
        match tok {
            Ok(ActionTok::Open) => depth += 1,
            Ok(ActionTok::Close) => {
                depth -= 1;
                if depth == 0 {
                    let end = sub.span().start;
                    lex.bump(end + 1);
                    return Ok(&rest[..end]);
                }
            }
            _ => {}
        }
    }
    lex.bump(rest.len());
    Err(LexError::UnterminatedAction)
}

/// `[` opens a character set in lexer rules and an argument block elsewhere.
fn bracket<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> Result<Tok<'s>, LexError> {
    let rest = lex.remainder();
    if lex.extras.lexer_rule {
        let mut sub = SetTok::lexer(rest);
        while let Some(tok) = sub.next() {
            match tok {
                Ok(SetTok::Close) => {
                    let end = sub.span().start;
                    lex.bump(end + 1);
                    return Ok(Tok::CharSet((&rest[..end], true)));
                }
                Ok(SetTok::Newline) => {
                    let end = sub.span().start;
                    lex.bump(end);
                    return Ok(Tok::CharSet((&rest[..end], false)));
                }
                // A `\` before a line end or the end of the input.
                Err(()) => {
                    let end = sub.span().start;
                    lex.bump(end);
                    return Ok(Tok::CharSet((&rest[..end], false)));
                }
                Ok(_) => {}
            }
        }
        lex.bump(rest.len());
        return Ok(Tok::CharSet((rest, false)));
    }
    // Argument blocks nest and may quote brackets.
    let mut depth = 1usize;
    let mut chars = rest.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    lex.bump(i + 1);
                    return Ok(Tok::ArgBlock(&rest[..i]));
                }
            }
            '\\' => {
                chars.next();
            }
            '"' | '\'' => {
                for (_, d) in chars.by_ref() {
                    if d == c || d == '\n' {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    lex.bump(rest.len());
    Err(LexError::UnterminatedArgument)
}

/// A lexer problem with its byte range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexProblem {
    pub message: String,
    pub start: usize,
    pub end: usize,
    /// True when the rest of the input was swallowed (unterminated block).
    pub fatal: bool,
}

/// Feeds logos tokens to the lalrpop parser, tracking the lexer-rule context
/// and collecting lexer problems instead of stopping at them.
pub struct Driver<'s> {
    lex: logos::Lexer<'s, Tok<'s>>,
    /// Problems found so far, in source order.
    pub problems: Vec<LexProblem>,
    /// Between rules: the next name starts a rule.
    at_rule_start: bool,
    /// Inside `@name {` at the top level (the name is not a rule).
    in_named_action: bool,
    /// Inside `options {`, `tokens {` or `channels {`.
    in_block: bool,
    /// Open `(` plus the current run of `~`: bounded so later passes cannot overflow the stack.
    nesting: usize,
    tildes: usize,
}

/// The deepest nesting of groups and `~` accepted.
pub const MAX_NESTING: usize = 256;

impl<'s> Driver<'s> {
    /// A driver over the whole text.
    pub fn new(text: &'s str) -> Driver<'s> {
        Driver {
            lex: Tok::lexer(text),
            problems: Vec::new(),
            at_rule_start: true,
            in_named_action: false,
            in_block: false,
            nesting: 0,
            tildes: 0,
        }
    }

    /// Updates the rule context after `tok`, as ANTLR's own lexer does.
    fn track(&mut self, tok: &Tok<'s>) {
        if self.in_block {
            if *tok == Tok::RBrace {
                self.in_block = false;
            }
            return;
        }
        match tok {
            Tok::OptionsOpen | Tok::TokensOpen | Tok::ChannelsOpen => self.in_block = true,
            Tok::Semi => {
                self.at_rule_start = true;
                self.in_named_action = false;
            }
            Tok::At if self.at_rule_start => self.in_named_action = true,
            Tok::Action(_) => self.in_named_action = false,
            Tok::Ident(name) if self.at_rule_start && !self.in_named_action => {
                self.lex.extras.lexer_rule = name.chars().next().is_some_and(char::is_uppercase);
                self.at_rule_start = false;
            }
            Tok::Grammar | Tok::Lexer | Tok::Parser | Tok::Import | Tok::Mode
                if self.at_rule_start && !self.in_named_action =>
            {
                self.lex.extras.lexer_rule = false;
                self.at_rule_start = false;
            }
            Tok::Catch | Tok::Finally => self.lex.extras.lexer_rule = false,
            _ => {}
        }
    }

    fn problem(&mut self, message: &str, start: usize, end: usize, fatal: bool) {
        self.problems.push(LexProblem { message: message.to_string(), start, end, fatal });
    }
}

impl<'s> Iterator for Driver<'s> {
    type Item = Result<(usize, Tok<'s>, usize), LexError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let tok = self.lex.next()?;
            let span = self.lex.span();
            match tok {
                Ok(tok) => {
                    match &tok {
                        Tok::Str((_, false)) => {
                            self.problem("unterminated string literal", span.start, span.start + 1, false)
                        }
                        Tok::CharSet((_, false)) => {
                            self.problem("unterminated character set", span.start, span.start + 1, false)
                        }
                        _ => {}
                    }
                    self.track(&tok);
                    match tok {
                        Tok::LParen => self.nesting += 1,
                        Tok::RParen => self.nesting = self.nesting.saturating_sub(1),
                        _ => {}
                    }
                    self.tildes = if tok == Tok::Not { self.tildes + 1 } else { 0 };
                    if self.nesting + self.tildes > MAX_NESTING {
                        let message = format!("groups and `~` nested more than {MAX_NESTING} levels deep");
                        self.problem(&message, span.start, span.end, true);
                        return None;
                    }
                    return Some(Ok((span.start, tok, span.end)));
                }
                Err(e) => {
                    let (message, fatal) = match e {
                        LexError::Unexpected => ("unexpected character", false),
                        LexError::UnterminatedComment => ("unterminated comment", true),
                        LexError::UnterminatedAction => ("unterminated action block (missing `}`)", true),
                        LexError::UnterminatedArgument => ("unterminated argument block (missing `]`)", true),
                    };
                    // Openers are ASCII: point at them, not at the swallowed rest.
                    let end = if fatal { span.start + 1 } else { span.end };
                    self.problem(message, span.start, end, fatal);
                    if fatal {
                        return None;
                    }
                }
            }
        }
    }
}
