//! Reader for the BNF/EBNF dialect (the Perses paper's notation plus regex lexer rules).
//!
//! The dialect is specified in `reducer-gen/docs/bnf-dialect.md`. The meta-lexer is a
//! `logos` automaton ([`lexer`]); the parser is hand-written recursive descent, which is
//! enough for this small language and makes error recovery (skip to the next rule) easy.

pub mod lexer;
pub mod regex;

use crate::diag::{Diagnostic, Diagnostics, FileId, Span};
use crate::syntax::{
    Alternative, ChannelRef, GrammarFile, GrammarKind, Ident, LexExpr, LexerCommand, LexerRule, ParserExpr, ParserRule,
    Quantifier,
};
use lexer::{Lexeme, Tok};

/// Deepest group nesting accepted.
pub const MAX_NESTING: usize = 100;

/// Most quantifiers accepted on one item (`x?*+` is three).
pub const MAX_QUANTIFIERS: usize = 8;

/// The grammar name used when the file has no `%grammar` directive.
pub const DEFAULT_NAME: &str = "grammar";

/// Reads a BNF grammar. Returns `None` if any error was reported (each with a span);
/// warnings alone still give a grammar. Never panics, whatever the input.
pub fn parse(file: FileId, text: &str, diags: &mut Diagnostics) -> Option<GrammarFile> {
    let errors_before = diags.items.iter().filter(|d| d.is_error()).count();
    let toks = lex_and_report(file, text, diags);
    let mut p = Parser { file, text, toks, pos: 0, diags, grammar: None, start: None, depth: 0 };
    let grammar = p.file();
    let errors_after = p.diags.items.iter().filter(|d| d.is_error()).count();
    (errors_after == errors_before).then_some(grammar)
}

/// Lexes `text`, reporting unknown characters (adjacent ones merged into one diagnostic)
/// and unterminated literals; the latter are kept so parsing can go on.
fn lex_and_report(file: FileId, text: &str, diags: &mut Diagnostics) -> Vec<Lexeme> {
    let mut out: Vec<Lexeme> = Vec::new();
    let mut bad: Option<(usize, usize)> = None;
    let flush = |bad: &mut Option<(usize, usize)>, diags: &mut Diagnostics| {
        if let Some((s, e)) = bad.take() {
            let what = &text[s..e];
            let msg = if what.chars().count() == 1 {
                format!("unexpected character `{}`", what.escape_debug())
            } else {
                format!("unexpected characters `{}`", what.escape_debug())
            };
            diags.error(Span::new(file, s, e), msg);
        }
    };
    for lx in lexer::lex(text) {
        match lx.tok {
            None => {
                bad = match bad {
                    Some((s, e)) if e == lx.start => Some((s, lx.end)),
                    other => {
                        let mut other = other;
                        flush(&mut other, diags);
                        Some((lx.start, lx.end))
                    }
                };
                continue;
            }
            Some(Tok::UnterminatedSingleStr | Tok::UnterminatedDoubleStr) => {
                flush(&mut bad, diags);
                diags.error(Span::new(file, lx.start, lx.end), "unterminated string literal");
            }
            Some(Tok::UnterminatedRegex) => {
                flush(&mut bad, diags);
                diags.error(Span::new(file, lx.start, lx.end), "unterminated regex (missing closing `/` on this line)");
            }
            Some(_) => flush(&mut bad, diags),
        }
        out.push(lx);
    }
    flush(&mut bad, diags);
    out
}

/// Marks that an error was already reported; the caller recovers.
struct Reported;

type PResult<T> = Result<T, Reported>;

struct Parser<'a, 'd> {
    file: FileId,
    text: &'a str,
    toks: Vec<Lexeme>,
    pos: usize,
    diags: &'d mut Diagnostics,
    /// The `%grammar` name, if given.
    grammar: Option<Ident>,
    start: Option<Ident>,
    /// Current group nesting, bounded so deep input cannot overflow the stack.
    depth: usize,
}

impl<'a, 'd> Parser<'a, 'd> {
    fn peek(&self) -> Option<Tok> {
        self.peek_at(0)
    }

    fn peek_at(&self, k: usize) -> Option<Tok> {
        self.toks.get(self.pos + k).and_then(|l| l.tok)
    }

    fn span_at(&self, i: usize) -> Span {
        match self.toks.get(i) {
            Some(l) => Span::new(self.file, l.start, l.end),
            None => Span::new(self.file, self.text.len(), self.text.len()),
        }
    }

    /// Span of the current token (an empty span at end of input).
    fn here(&self) -> Span {
        self.span_at(self.pos)
    }

    /// Span of the token just consumed.
    fn prev(&self) -> Span {
        if self.pos == 0 {
            Span::new(self.file, 0, 0)
        } else {
            self.span_at(self.pos - 1)
        }
    }

    fn slice(&self, span: Span) -> &'a str {
        self.text.get(span.start as usize..span.end as usize).unwrap_or("")
    }

    fn bump(&mut self) -> Span {
        let s = self.here();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        s
    }

    fn eat(&mut self, tok: Tok) -> bool {
        if self.peek() == Some(tok) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Describes the current token for "expected X, found Y" messages.
    fn found(&self) -> String {
        if self.pos >= self.toks.len() {
            "end of file".to_string()
        } else {
            format!("`{}`", self.slice(self.here()))
        }
    }

    fn error<T>(&mut self, span: Span, message: impl Into<String>) -> PResult<T> {
        self.diags.error(span, message);
        Err(Reported)
    }

    fn is_name(tok: Option<Tok>) -> bool {
        matches!(tok, Some(Tok::Name | Tok::AngleName))
    }

    /// A name followed by `::=` or `=` starts the next rule (the `;` is optional).
    fn at_rule_start(&self) -> bool {
        Self::is_name(self.peek()) && matches!(self.peek_at(1), Some(Tok::Define | Tok::Equals))
    }

    /// Skips to just after the next `;`, or to the next rule start or directive.
    fn recover(&mut self) {
        while self.pos < self.toks.len() {
            if self.at_rule_start() || self.peek() == Some(Tok::Directive) {
                return;
            }
            if self.bump_is(Tok::Semi) {
                return;
            }
        }
    }

    fn bump_is(&mut self, tok: Tok) -> bool {
        let t = self.peek();
        self.bump();
        t == Some(tok)
    }

    fn name(&mut self) -> PResult<Ident> {
        match self.peek() {
            Some(Tok::Name) => {
                let span = self.bump();
                Ok(Ident { name: self.slice(span).to_string(), span })
            }
            Some(Tok::AngleName) => {
                let span = self.bump();
                let raw = self.slice(span);
                Ok(Ident { name: raw[1..raw.len() - 1].to_string(), span })
            }
            _ => {
                let msg = format!("expected a rule name, found {}", self.found());
                self.error(self.here(), msg)
            }
        }
    }

    fn file(&mut self) -> GrammarFile {
        let mut parser_rules: Vec<ParserRule> = Vec::new();
        let mut lexer_rules: Vec<LexerRule> = Vec::new();
        while self.pos < self.toks.len() {
            if self.item(&mut parser_rules, &mut lexer_rules).is_err() {
                self.recover();
            }
        }
        let name =
            self.grammar.clone().unwrap_or(Ident { name: DEFAULT_NAME.to_string(), span: Span::new(self.file, 0, 0) });
        let mut g = GrammarFile::new(name, GrammarKind::Bnf);
        self.check(&parser_rules, &lexer_rules);
        g.parser_rules = parser_rules;
        g.lexer_rules = lexer_rules;
        g.start = self.start.clone();
        g
    }

    /// Whole-file checks: duplicate names, the start symbol, at least one parser rule.
    fn check(&mut self, parser_rules: &[ParserRule], lexer_rules: &[LexerRule]) {
        let mut seen: std::collections::BTreeMap<&str, Span> = Default::default();
        let names = parser_rules.iter().map(|r| &r.name).chain(lexer_rules.iter().map(|r| &r.name));
        let mut names: Vec<&Ident> = names.collect();
        names.sort_by_key(|id| id.span);
        for id in names {
            if let Some(first) = seen.get(id.name.as_str()) {
                self.diags.push(
                    Diagnostic::error(id.span, format!("`{}` is defined more than once", id.name))
                        .with_note("first defined here", Some(*first)),
                );
            } else {
                seen.insert(&id.name, id.span);
            }
        }
        if let Some(start) = &self.start {
            if !parser_rules.iter().any(|r| r.name.name == start.name) {
                let msg = if lexer_rules.iter().any(|r| r.name.name == start.name) {
                    format!("start symbol `{}` is a lexer rule, not a parser rule", start.name)
                } else {
                    format!("start symbol `{}` is not defined", start.name)
                };
                self.diags.error(start.span, msg);
            }
        }
        if parser_rules.is_empty() && !self.diags.has_errors() {
            let end = self.text.len();
            self.diags
                .error(Span::new(self.file, end, end), "the grammar has no parser rules (write `<name> ::= ...`)");
        }
    }

    fn item(&mut self, parser_rules: &mut Vec<ParserRule>, lexer_rules: &mut Vec<LexerRule>) -> PResult<()> {
        match self.peek() {
            Some(Tok::Directive) => self.directive(lexer_rules),
            Some(Tok::Name | Tok::AngleName) => {
                let name = self.name()?;
                match self.peek() {
                    Some(Tok::Define) => {
                        self.bump();
                        let body = self.parser_body(self.prev())?;
                        self.end_rule()?;
                        let span = name.span.to(self.prev());
                        parser_rules.push(ParserRule { name, body, span });
                        Ok(())
                    }
                    Some(Tok::Equals) => {
                        let rule = self.lexer_rule(name, false, Vec::new())?;
                        lexer_rules.push(rule);
                        Ok(())
                    }
                    _ => {
                        let msg = format!(
                            "expected `::=` (parser rule) or `=` (lexer rule) after `{}`, found {}",
                            name.name,
                            self.found()
                        );
                        self.error(self.here(), msg)
                    }
                }
            }
            _ => {
                let msg = format!("expected a rule or a `%` directive, found {}", self.found());
                let span = self.bump();
                self.error(span, msg)
            }
        }
    }

    /// Accepts the optional `;` that ends a rule, or checks that one was not needed.
    fn end_rule(&mut self) -> PResult<()> {
        if self.eat(Tok::Semi) || self.pos >= self.toks.len() || self.at_rule_start() {
            return Ok(());
        }
        if self.peek() == Some(Tok::Directive) {
            return Ok(());
        }
        let msg = format!("expected `;`, `|` or the next rule, found {}", self.found());
        self.error(self.here(), msg)
    }

    fn directive(&mut self, lexer_rules: &mut Vec<LexerRule>) -> PResult<()> {
        let span = self.bump();
        let word = self.slice(span);
        match word {
            "%start" | "%grammar" => {
                let name = self.name()?;
                self.eat(Tok::Semi);
                let slot = if word == "%start" { &mut self.start } else { &mut self.grammar };
                if let Some(first) = slot.clone() {
                    self.diags.push(
                        Diagnostic::error(span.to(name.span), format!("`{word}` given more than once"))
                            .with_note("first given here", Some(first.span)),
                    );
                    return Ok(());
                }
                *slot = Some(name);
                Ok(())
            }
            "%skip" | "%hidden" | "%fragment" => {
                let name = self.name()?;
                if self.peek() != Some(Tok::Equals) {
                    let msg = format!("expected `=` after `{word} {}`, found {}", name.name, self.found());
                    return self.error(self.here(), msg);
                }
                let commands = match word {
                    "%skip" => vec![(LexerCommand::Skip, span)],
                    "%hidden" => vec![(
                        LexerCommand::Channel(ChannelRef::Name(Ident { name: "HIDDEN".to_string(), span })),
                        span,
                    )],
                    _ => Vec::new(),
                };
                let mut rule = self.lexer_rule(name, word == "%fragment", commands)?;
                rule.span = span.to(rule.span);
                lexer_rules.push(rule);
                Ok(())
            }
            _ => self.error(
                span,
                format!("unknown directive `{word}` (expected %start, %grammar, %skip, %hidden or %fragment)"),
            ),
        }
    }

    /// `NAME = body [;]`, with the name already read and `=` next.
    fn lexer_rule(
        &mut self,
        name: Ident,
        is_fragment: bool,
        commands: Vec<(LexerCommand, Span)>,
    ) -> PResult<LexerRule> {
        self.bump();
        let eq = self.prev();
        let body = self.lex_alts(eq)?;
        self.end_rule()?;
        let span = name.span.to(self.prev());
        Ok(LexerRule { name, is_fragment, mode: None, body, commands, case_insensitive: None, span })
    }

    // ---- parser rule bodies ----

    /// Alternatives of a rule body; always an `Alt`, even with one alternative.
    fn parser_body(&mut self, after: Span) -> PResult<ParserExpr> {
        Ok(ParserExpr::Alt(self.parser_alts(after)?))
    }

    /// `seq ('|' seq)*`; `after` is the token before the first alternative (for the
    /// position of an empty alternative).
    fn parser_alts(&mut self, after: Span) -> PResult<Vec<Alternative>> {
        let mut alts = vec![self.parser_seq(after)?];
        while self.eat(Tok::Bar) {
            let bar = self.prev();
            alts.push(self.parser_seq(bar)?);
        }
        Ok(alts)
    }

    fn at_seq_end(&self) -> bool {
        matches!(self.peek(), None | Some(Tok::Bar | Tok::RParen | Tok::Semi | Tok::Directive))
            || self.pos >= self.toks.len()
            || self.at_rule_start()
    }

    fn parser_seq(&mut self, after: Span) -> PResult<Alternative> {
        let begin = self.pos;
        let mut items = Vec::new();
        while !self.at_seq_end() {
            if let Some(item) = self.parser_postfix()? {
                items.push(item);
            }
        }
        let span = if self.pos > begin {
            self.span_at(begin).to(self.prev())
        } else {
            Span { file: self.file, start: after.end, end: after.end }
        };
        let body = if items.len() == 1 {
            items.pop().unwrap_or(ParserExpr::Seq(Vec::new(), span))
        } else {
            ParserExpr::Seq(items, span)
        };
        Ok(Alternative { body, label: None, right_assoc: false, span })
    }

    /// An atom with its quantifiers; `None` for a bare epsilon, which adds nothing.
    fn parser_postfix(&mut self) -> PResult<Option<ParserExpr>> {
        let begin = self.here();
        let mut atom = self.parser_atom()?;
        let mut count = 0;
        while let Some(q) = self.quantifier() {
            count += 1;
            if count > MAX_QUANTIFIERS {
                return self.error(self.prev(), format!("more than {MAX_QUANTIFIERS} quantifiers on one item"));
            }
            let expr = atom.unwrap_or_else(|| ParserExpr::Seq(Vec::new(), begin));
            atom = Some(ParserExpr::Quant {
                expr: Box::new(expr),
                quantifier: q,
                greedy: true,
                span: begin.to(self.prev()),
            });
        }
        Ok(atom)
    }

    fn quantifier(&mut self) -> Option<Quantifier> {
        let q = match self.peek()? {
            Tok::Question => Quantifier::Optional,
            Tok::Star => Quantifier::Star,
            Tok::Plus => Quantifier::Plus,
            _ => return None,
        };
        self.bump();
        Some(q)
    }

    fn parser_atom(&mut self) -> PResult<Option<ParserExpr>> {
        match self.peek() {
            Some(Tok::Name | Tok::AngleName) => Ok(Some(ParserExpr::Ref(self.name()?))),
            Some(Tok::Epsilon) => {
                self.bump();
                Ok(None)
            }
            Some(Tok::SingleStr | Tok::DoubleStr | Tok::UnterminatedSingleStr | Tok::UnterminatedDoubleStr) => {
                let span = self.bump();
                let text = self.string(span)?;
                Ok(if text.is_empty() { None } else { Some(ParserExpr::Literal(text, span)) })
            }
            Some(Tok::LParen) => {
                let open = self.bump();
                if self.depth >= MAX_NESTING {
                    return self.error(open, format!("groups nested more than {MAX_NESTING} deep"));
                }
                self.depth += 1;
                let alts = self.parser_alts(open);
                self.depth -= 1;
                let mut alts = alts?;
                if !self.eat(Tok::RParen) {
                    let msg = format!("expected `)` to close the group, found {}", self.found());
                    self.diags.push(Diagnostic::error(self.here(), msg).with_note("the group opens here", Some(open)));
                    return Err(Reported);
                }
                let span = open.to(self.prev());
                Ok(Some(if alts.len() == 1 {
                    let alt = alts.pop().map(|a| a.body);
                    match alt {
                        Some(ParserExpr::Seq(items, _)) => ParserExpr::Seq(items, span),
                        Some(other) => other,
                        None => ParserExpr::Seq(Vec::new(), span),
                    }
                } else {
                    ParserExpr::Alt(alts)
                }))
            }
            Some(Tok::Regex | Tok::UnterminatedRegex) => self.error(
                self.here(),
                "regexes are only allowed in lexer rules: define `NAME = /.../ ;` and use `NAME` here",
            ),
            _ => {
                let msg = format!("expected a rule name, a literal, `ε` or `(`, found {}", self.found());
                self.error(self.here(), msg)
            }
        }
    }

    // ---- lexer rule bodies ----

    fn lex_alts(&mut self, after: Span) -> PResult<LexExpr> {
        let first = self.lex_seq(after)?;
        if self.peek() != Some(Tok::Bar) {
            return Ok(first);
        }
        let mut alts = vec![first];
        while self.eat(Tok::Bar) {
            let bar = self.prev();
            alts.push(self.lex_seq(bar)?);
        }
        let span = alts[0].span().to(self.prev());
        Ok(LexExpr::Alt(alts, span))
    }

    fn lex_seq(&mut self, after: Span) -> PResult<LexExpr> {
        let begin = self.pos;
        let mut items = Vec::new();
        while !self.at_seq_end() {
            if let Some(item) = self.lex_postfix()? {
                items.push(item);
            }
        }
        let span = if self.pos > begin {
            self.span_at(begin).to(self.prev())
        } else {
            Span { file: self.file, start: after.end, end: after.end }
        };
        Ok(if items.len() == 1 {
            items.pop().unwrap_or(LexExpr::Seq(Vec::new(), span))
        } else {
            LexExpr::Seq(items, span)
        })
    }

    fn lex_postfix(&mut self) -> PResult<Option<LexExpr>> {
        let begin = self.here();
        let mut atom = self.lex_atom()?;
        let mut count = 0;
        while let Some(q) = self.quantifier() {
            count += 1;
            if count > MAX_QUANTIFIERS {
                return self.error(self.prev(), format!("more than {MAX_QUANTIFIERS} quantifiers on one item"));
            }
            let expr = atom.unwrap_or_else(|| LexExpr::Seq(Vec::new(), begin));
            atom =
                Some(LexExpr::Quant { expr: Box::new(expr), quantifier: q, greedy: true, span: begin.to(self.prev()) });
        }
        Ok(atom)
    }

    fn lex_atom(&mut self) -> PResult<Option<LexExpr>> {
        match self.peek() {
            Some(Tok::Name | Tok::AngleName) => Ok(Some(LexExpr::Ref(self.name()?))),
            Some(Tok::Epsilon) => {
                self.bump();
                Ok(None)
            }
            Some(Tok::SingleStr | Tok::DoubleStr | Tok::UnterminatedSingleStr | Tok::UnterminatedDoubleStr) => {
                let span = self.bump();
                let text = self.string(span)?;
                Ok(if text.is_empty() { None } else { Some(LexExpr::Literal(text, span)) })
            }
            Some(Tok::Regex) => {
                let span = self.bump();
                let pattern = self.slice(Span { file: self.file, start: span.start + 1, end: span.end - 1 });
                match regex::convert(self.file, pattern, span.start as usize + 1, span, self.diags) {
                    Some(e) => Ok(Some(e)),
                    None => Err(Reported),
                }
            }
            Some(Tok::UnterminatedRegex) => {
                // Already reported by the lexing step.
                self.bump();
                Err(Reported)
            }
            Some(Tok::LParen) => {
                let open = self.bump();
                if self.depth >= MAX_NESTING {
                    return self.error(open, format!("groups nested more than {MAX_NESTING} deep"));
                }
                self.depth += 1;
                let inner = self.lex_alts(open);
                self.depth -= 1;
                let inner = inner?;
                if !self.eat(Tok::RParen) {
                    let msg = format!("expected `)` to close the group, found {}", self.found());
                    self.diags.push(Diagnostic::error(self.here(), msg).with_note("the group opens here", Some(open)));
                    return Err(Reported);
                }
                Ok(Some(inner))
            }
            _ => {
                let msg = format!("expected a regex, a literal, a name, `ε` or `(`, found {}", self.found());
                self.error(self.here(), msg)
            }
        }
    }

    /// Decodes a string token (quotes stripped, escapes applied). Unterminated strings
    /// (already reported) are decoded up to the end of the line.
    fn string(&mut self, span: Span) -> PResult<String> {
        let terminated =
            matches!(self.toks.get(self.pos - 1).and_then(|l| l.tok), Some(Tok::SingleStr | Tok::DoubleStr));
        let body_start = span.start as usize + 1;
        let body_end = if terminated { span.end as usize - 1 } else { span.end as usize };
        let body = self.text.get(body_start..body_end).unwrap_or("");
        decode_escapes(self.file, body, body_start, self.diags).ok_or(Reported)
    }
}

/// Applies the dialect's escapes (`\\ \' \" \n \r \t \0 \xHH \u{H..} \uHHHH`) to the body
/// of a string that starts at byte `offset`.
/// Returns `None` after reporting malformed escapes.
pub fn decode_escapes(file: FileId, body: &str, offset: usize, diags: &mut Diagnostics) -> Option<String> {
    let mut out = String::new();
    let mut ok = true;
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some((_, e)) = chars.next() else {
            diags.error(Span::new(file, offset + i, offset + i + 1), "string ends with a lone `\\`");
            ok = false;
            break;
        };
        let simple = match e {
            '\\' => Some('\\'),
            '\'' => Some('\''),
            '"' => Some('"'),
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            '0' => Some('\0'),
            _ => None,
        };
        if let Some(s) = simple {
            out.push(s);
            continue;
        }
        // Hex escapes: collect the digits and where the escape ends.
        let (digits, end) = match e {
            'x' => take_hex(body, i + 2, 2, false),
            'u' if body[i + 2..].starts_with('{') => take_hex(body, i + 3, 6, true),
            'u' => take_hex(body, i + 2, 4, false),
            _ => {
                let end = i + 1 + e.len_utf8();
                diags.error(
                    Span::new(file, offset + i, offset + end),
                    format!("unknown escape `\\{e}` (expected one of \\\\ \\' \\\" \\n \\r \\t \\0 \\xHH \\u{{...}})"),
                );
                ok = false;
                continue;
            }
        };
        while chars.peek().is_some_and(|&(j, _)| j < end) {
            chars.next();
        }
        let value = digits.and_then(|d| u32::from_str_radix(d, 16).ok()).and_then(char::from_u32);
        match value {
            Some(ch) => out.push(ch),
            None => {
                diags.error(Span::new(file, offset + i, offset + end), "invalid hex escape or code point");
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

/// Reads hex digits from `body[from..]`: exactly `max` of them, or for braced escapes
/// 1..=`max` followed by `}`. Returns the digits (if well-formed) and the end offset.
fn take_hex(body: &str, from: usize, max: usize, braced: bool) -> (Option<&str>, usize) {
    let rest = body.get(from..).unwrap_or("");
    let n = rest.bytes().take(max).take_while(u8::is_ascii_hexdigit).count();
    if braced {
        if n >= 1 && rest.as_bytes().get(n) == Some(&b'}') {
            (Some(&rest[..n]), from + n + 1)
        } else {
            (None, from + n)
        }
    } else if n == max {
        (Some(&rest[..n]), from + n)
    } else {
        (None, from + n)
    }
}
