//! Lowering of the raw parse tree ([`super::ast`]) to [`GrammarFile`].
//!
//! Here a rule becomes a parser rule (lowercase name) or a lexer rule (uppercase),
//! literals and sets are decoded, `~` operands are turned into complemented sets
//! where possible, and constructs in the wrong place (a range in a parser rule,
//! a label in a lexer rule, commands on several alternatives...) are reported.

use super::ast::{self, Elem, Item, Name, OptValue, Pos};
use super::decode::{decode_literal, decode_set};
use crate::diag::{Diagnostic, Diagnostics, FileId, Span};
use crate::syntax::{
    Alternative, ChannelRef, CharSet, GrammarFile, GrammarKind, Hook, Ident, LexExpr, LexerCommand, LexerRule,
    ParserExpr, ParserRule, Quantifier,
};

struct Lower<'d> {
    file: FileId,
    diags: &'d mut Diagnostics,
}

/// Lowers a parsed file; every problem goes to `diags`.
pub fn lower(file: FileId, raw: ast::File, diags: &mut Diagnostics) -> GrammarFile {
    let mut cx = Lower { file, diags };
    let kind = match raw.lexer {
        None => GrammarKind::Combined,
        Some(true) => GrammarKind::Lexer,
        Some(false) => GrammarKind::Parser,
    };
    let mut g = GrammarFile::new(cx.ident(&raw.name), kind);
    let mut mode: Option<Ident> = None;
    for item in raw.items {
        match item {
            Item::Options(opts) => {
                for (key, value) in opts {
                    cx.check_grammar_option(&key, &value);
                    let value = match value {
                        OptValue::Text(t) => t,
                        OptValue::Str(s, pos) => cx.literal_text(&s, pos),
                    };
                    g.options.push((cx.ident(&key), value));
                }
            }
            Item::Tokens(names) => g.declared_tokens.extend(names.iter().map(|n| cx.ident(n))),
            Item::Channels(names) => g.channels.extend(names.iter().map(|n| cx.ident(n))),
            Item::Import(names) => g.imports.extend(names.iter().map(|n| cx.ident(n))),
            Item::NamedAction(name, pos) => {
                let span = cx.span(pos);
                g.named_actions.push((cx.ident(&name), span));
            }
            Item::Mode(name) => {
                if kind != GrammarKind::Lexer {
                    cx.error(name.pos, "lexical modes are only allowed in lexer grammars".to_string());
                }
                let id = cx.ident(&name);
                g.modes.push(id.clone());
                mode = Some(id);
            }
            Item::Rule(rule) => cx.rule(&mut g, rule, &mode),
            Item::Error => {}
        }
    }
    g
}

/// True when a rule name names a lexer rule (ANTLR: uppercase first letter).
fn is_lexer_name(name: &str) -> bool {
    name.chars().next().is_some_and(char::is_uppercase)
}

impl Lower<'_> {
    fn span(&self, pos: Pos) -> Span {
        Span::new(self.file, pos.0, pos.1)
    }

    fn ident(&self, n: &Name) -> Ident {
        Ident { name: n.text.clone(), span: self.span(n.pos) }
    }

    fn error(&mut self, pos: Pos, message: String) {
        let span = self.span(pos);
        self.diags.error(span, message);
    }

    /// Decodes a literal whose quotes span `pos`.
    fn code_points(&mut self, raw: &str, pos: Pos) -> Vec<u32> {
        decode_literal(self.file, raw, pos.0 + 1, self.diags)
    }

    /// Decodes a literal to text (reporting surrogates, which text cannot hold).
    fn literal_text(&mut self, raw: &str, pos: Pos) -> String {
        let mut out = String::new();
        for cp in self.code_points(raw, pos) {
            match char::from_u32(cp) {
                Some(c) => out.push(c),
                None => {
                    self.error(pos, format!("string literal contains the surrogate code point U+{cp:04X}"));
                }
            }
        }
        out
    }

    /// A literal that must not be empty.
    fn nonempty_literal(&mut self, raw: &str, pos: Pos) -> String {
        if raw.is_empty() {
            self.error(pos, "string literals cannot be empty".to_string());
        }
        self.literal_text(raw, pos)
    }

    fn rule(&mut self, g: &mut GrammarFile, rule: ast::Rule, mode: &Option<Ident>) {
        let span = self.span(rule.pos);
        let name = self.ident(&rule.name);
        if let Some(&first) = rule.extras.first() {
            let span = self.span(first);
            self.diags.push(
                Diagnostic::warning(
                    span,
                    format!("arguments, return values and locals of rule `{}` are ignored", rule.name.text),
                )
                .with_note("the reducer parses context-free; actions that would use them are ignored too", None),
            );
        }
        let mut case_insensitive = None;
        for (key, value) in &rule.options {
            if key.text == "caseInsensitive" {
                case_insensitive = self.bool_option(key, value);
            }
        }
        if is_lexer_name(&rule.name.text) {
            if g.kind == GrammarKind::Parser {
                self.error(
                    rule.name.pos,
                    format!("lexer rule `{}` is not allowed in a parser grammar", rule.name.text),
                );
            }
            let commands = self.rule_commands(&rule);
            let body = self.lex_alts(&rule.alts, true);
            g.lexer_rules.push(LexerRule {
                name,
                is_fragment: rule.fragment,
                mode: mode.clone(),
                body,
                commands,
                case_insensitive,
                span,
            });
        } else {
            if g.kind == GrammarKind::Lexer {
                self.error(
                    rule.name.pos,
                    format!("parser rule `{}` is not allowed in a lexer grammar", rule.name.text),
                );
            }
            if rule.fragment {
                self.error(rule.name.pos, format!("parser rule `{}` cannot be a fragment", rule.name.text));
            }
            let alts = self.parser_alts(&rule.alts, true);
            g.parser_rules.push(ParserRule { name, body: ParserExpr::Alt(alts), span });
        }
    }

    /// Grammar options ANTLR knows: `tokenVocab` links a parser grammar to its lexer,
    /// `caseInsensitive` is honoured, the others concern generated target code and are
    /// ignored (`superClass` names the base class whose members actions call).
    fn check_grammar_option(&mut self, key: &Name, value: &OptValue) {
        const TARGET_ONLY: &[&str] =
            &["superClass", "language", "TokenLabelType", "contextSuperClass", "accessLevel", "exportMacro"];
        match key.text.as_str() {
            "tokenVocab" => {}
            "caseInsensitive" => {
                self.bool_option(key, value);
            }
            k if TARGET_ONLY.contains(&k) => {}
            other => {
                let span = self.span(key.pos);
                self.diags.warning(span, format!("unknown grammar option `{other}` is ignored"));
            }
        }
    }

    /// A `true`/`false` option value.
    fn bool_option(&mut self, key: &Name, value: &OptValue) -> Option<bool> {
        match value {
            OptValue::Text(t) if t == "true" => Some(true),
            OptValue::Text(t) if t == "false" => Some(false),
            _ => {
                self.error(key.pos, format!("option `{}` must be `true` or `false`", key.text));
                None
            }
        }
    }

    /// The commands of a lexer rule: ANTLR allows them only on a single outer alternative.
    fn rule_commands(&mut self, rule: &ast::Rule) -> Vec<(LexerCommand, Span)> {
        if rule.alts.len() > 1 {
            for alt in &rule.alts {
                if let Some(first) = alt.commands.first() {
                    self.error(
                        first.pos,
                        format!(
                            "lexer commands in rule `{}` must be on its single outermost alternative",
                            rule.name.text
                        ),
                    );
                }
            }
            return Vec::new();
        }
        let Some(alt) = rule.alts.first() else { return Vec::new() };
        let mut out = Vec::new();
        for cmd in &alt.commands {
            if let Some(c) = self.command(cmd) {
                out.push((c, self.span(cmd.pos)));
            }
        }
        out
    }

    fn command(&mut self, cmd: &ast::Command) -> Option<LexerCommand> {
        let name = cmd.name.text.as_str();
        let takes_arg = matches!(name, "channel" | "type" | "mode" | "pushMode");
        if !takes_arg && !matches!(name, "skip" | "more" | "popMode") {
            self.error(cmd.name.pos, format!("unknown lexer command `{name}`"));
            return None;
        }
        let arg = match (&cmd.arg, takes_arg) {
            (None, false) => None,
            (Some(_), false) => {
                self.error(cmd.pos, format!("lexer command `{name}` takes no argument"));
                return None;
            }
            (None, true) => {
                self.error(cmd.pos, format!("lexer command `{name}` needs an argument, e.g. `{name}(X)`"));
                return None;
            }
            (Some(a), true) => Some(a),
        };
        let Some(arg) = arg else {
            return Some(if name == "skip" {
                LexerCommand::Skip
            } else if name == "more" {
                LexerCommand::More
            } else {
                LexerCommand::PopMode
            });
        };
        let numeric = arg.text.starts_with(|c: char| c.is_ascii_digit());
        if name == "channel" && numeric {
            return match arg.text.parse::<u32>() {
                Ok(n) => Some(LexerCommand::Channel(ChannelRef::Number(n, self.span(arg.pos)))),
                Err(_) => {
                    self.error(arg.pos, format!("channel number `{}` is too large", arg.text));
                    None
                }
            };
        }
        if numeric {
            self.error(arg.pos, format!("lexer command `{name}` needs a name, not a number"));
            return None;
        }
        let id = self.ident(arg);
        Some(match name {
            "channel" => LexerCommand::Channel(ChannelRef::Name(id)),
            "type" => LexerCommand::Type(id),
            "mode" => LexerCommand::Mode(id),
            _ => LexerCommand::PushMode(id),
        })
    }

    // ----- parser rules -----

    fn parser_alts(&mut self, alts: &[ast::Alt], outer: bool) -> Vec<Alternative> {
        alts.iter().map(|alt| self.parser_alt(alt, outer)).collect()
    }

    fn parser_alt(&mut self, alt: &ast::Alt, outer: bool) -> Alternative {
        if let Some(cmd) = alt.commands.first() {
            self.error(cmd.pos, "lexer commands (`->`) are only allowed in lexer rules".to_string());
        }
        if let (Some(label), false) = (&alt.label, outer) {
            self.error(
                label.pos,
                "alternative labels (`#`) are only allowed on a rule's outer alternatives".to_string(),
            );
        }
        let right_assoc = alt.options.iter().any(|(k, v)| k.text == "assoc" && v.as_deref() == Some("right"));
        let elems: Vec<ParserExpr> = alt.elems.iter().map(|e| self.parser_elem(e)).collect();
        Alternative {
            body: ParserExpr::Seq(elems, self.span(alt.pos)),
            label: alt.label.as_ref().map(|l| self.ident(l)),
            right_assoc,
            span: self.span(alt.pos),
        }
    }

    fn parser_elem(&mut self, elem: &Elem) -> ParserExpr {
        match elem {
            Elem::Ref(n) if n.text == "EOF" => ParserExpr::Eof(self.span(n.pos)),
            Elem::Ref(n) => ParserExpr::Ref(self.ident(n)),
            Elem::Str(raw, pos) => {
                let text = self.nonempty_literal(raw, *pos);
                ParserExpr::Literal(text, self.span(*pos))
            }
            Elem::Range(_, pos) => {
                self.error(*pos, "character ranges (`..`) are only allowed in lexer rules".to_string());
                ParserExpr::Seq(Vec::new(), self.span(*pos))
            }
            Elem::Set(_, pos) => {
                self.error(*pos, "character sets are only allowed in lexer rules".to_string());
                ParserExpr::Seq(Vec::new(), self.span(*pos))
            }
            Elem::Dot(pos) => ParserExpr::Wildcard(self.span(*pos)),
            Elem::Not(inner, pos) => {
                let mut items = Vec::new();
                self.token_set(inner, &mut items);
                ParserExpr::NotTokens(items, self.span(*pos))
            }
            Elem::Group(alts, pos) => {
                let mut lowered = self.parser_alts(alts, false);
                if lowered.len() == 1 && lowered[0].label.is_none() && !lowered[0].right_assoc {
                    match lowered.pop().map(|a| a.body) {
                        Some(ParserExpr::Seq(items, _)) => ParserExpr::Seq(items, self.span(*pos)),
                        Some(other) => other,
                        None => ParserExpr::Seq(Vec::new(), self.span(*pos)),
                    }
                } else {
                    ParserExpr::Alt(lowered)
                }
            }
            Elem::Quant { elem, op, greedy, pos } => ParserExpr::Quant {
                expr: Box::new(self.parser_elem(elem)),
                quantifier: quantifier(*op),
                greedy: *greedy,
                span: self.span(*pos),
            },
            Elem::Labeled { label, additive, elem, .. } => ParserExpr::Labeled {
                label: self.ident(label),
                additive: *additive,
                expr: Box::new(self.parser_elem(elem)),
            },
            Elem::Action { code, predicate, pos } => ParserExpr::Hook(self.hook(code, *predicate, *pos)),
        }
    }

    /// The tokens of a parser-rule `~` operand: a token, a literal, or a group of them.
    fn token_set(&mut self, elem: &Elem, out: &mut Vec<ParserExpr>) {
        match elem {
            Elem::Ref(n) if n.text != "EOF" && is_lexer_name(&n.text) => out.push(ParserExpr::Ref(self.ident(n))),
            Elem::Str(raw, pos) => {
                let text = self.nonempty_literal(raw, *pos);
                out.push(ParserExpr::Literal(text, self.span(*pos)));
            }
            Elem::Group(alts, _) => {
                for alt in alts {
                    match alt.elems.as_slice() {
                        [single] if alt.label.is_none() && alt.commands.is_empty() => self.token_set(single, out),
                        _ => self.error(alt.pos, "each alternative of a `~(...)` set must be one token".to_string()),
                    }
                }
            }
            other => self.error(
                other.pos(),
                "`~` in a parser rule needs a token, a literal, or a `(...|...)` set of them".to_string(),
            ),
        }
    }

    fn hook(&self, code: &str, is_predicate: bool, pos: Pos) -> Hook {
        Hook { code: code.to_string(), is_predicate, span: self.span(pos) }
    }

    // ----- lexer rules -----

    fn lex_alts(&mut self, alts: &[ast::Alt], outer: bool) -> LexExpr {
        let mut lowered: Vec<LexExpr> = Vec::with_capacity(alts.len());
        for alt in alts {
            if let Some(label) = &alt.label {
                self.error(label.pos, "alternative labels (`#`) are not allowed in lexer rules".to_string());
            }
            if !outer {
                if let Some(cmd) = alt.commands.first() {
                    self.error(cmd.pos, "lexer commands must follow a rule's outermost alternative".to_string());
                }
            }
            let mut items: Vec<LexExpr> = alt.elems.iter().map(|e| self.lex_elem(e)).collect();
            let body_end = alt.elems.last().map_or(alt.pos.0, |e| e.pos().1);
            let span = self.span((alt.pos.0, body_end));
            lowered.push(if items.len() == 1 {
                items.pop().unwrap_or(LexExpr::Seq(Vec::new(), span))
            } else {
                LexExpr::Seq(items, span)
            });
        }
        if lowered.len() == 1 {
            return lowered.pop().unwrap_or_else(|| LexExpr::Seq(Vec::new(), Span::default()));
        }
        let span = match (alts.first(), alts.last()) {
            (Some(a), Some(b)) => self.span((a.pos.0, b.pos.1)),
            _ => Span::default(),
        };
        LexExpr::Alt(lowered, span)
    }

    fn lex_elem(&mut self, elem: &Elem) -> LexExpr {
        match elem {
            Elem::Ref(n) => LexExpr::Ref(self.ident(n)),
            Elem::Str(raw, pos) => {
                let text = self.nonempty_literal(raw, *pos);
                LexExpr::Literal(text, self.span(*pos))
            }
            Elem::Range(..) | Elem::Set(..) => {
                let set = self.char_set(elem).unwrap_or_default();
                LexExpr::Set { set, negated_from: None, span: self.span(elem.pos()) }
            }
            Elem::Dot(pos) => LexExpr::Any(self.span(*pos)),
            Elem::Not(inner, pos) => {
                if contains_ref(inner) {
                    LexExpr::Not(Box::new(self.lex_elem(inner)), self.span(*pos))
                } else {
                    let set = self.char_set(inner).unwrap_or_default();
                    LexExpr::Set { set: set.complement(), negated_from: Some(set), span: self.span(*pos) }
                }
            }
            Elem::Group(alts, _) => self.lex_alts(alts, false),
            Elem::Quant { elem, op, greedy, pos } => LexExpr::Quant {
                expr: Box::new(self.lex_elem(elem)),
                quantifier: quantifier(*op),
                greedy: *greedy,
                span: self.span(*pos),
            },
            Elem::Labeled { label, elem, .. } => {
                self.error(label.pos, "labels are not allowed in lexer rules".to_string());
                self.lex_elem(elem)
            }
            Elem::Action { code, predicate, pos } => LexExpr::Hook(self.hook(code, *predicate, *pos)),
        }
    }

    /// The set an element denotes: a one-character literal, a range, a `[...]`
    /// set, or a group of those. Reports why when it is none of them.
    fn char_set(&mut self, elem: &Elem) -> Option<CharSet> {
        match elem {
            Elem::Str(raw, pos) => {
                let cps = self.code_points(raw, *pos);
                match cps.as_slice() {
                    [c] => Some(CharSet::single(*c)),
                    _ if raw.is_empty() => {
                        self.error(*pos, "string literals cannot be empty".to_string());
                        None
                    }
                    _ => {
                        self.error(*pos, "only single-character literals can be negated with `~`".to_string());
                        None
                    }
                }
            }
            Elem::Range(ends, pos) => {
                let a = self.range_end(&ends.0)?;
                let b = self.range_end(&ends.1)?;
                if a > b {
                    self.error(*pos, "empty character range (start after end)".to_string());
                    return None;
                }
                Some(CharSet::from_ranges(vec![(a, b)]))
            }
            Elem::Set(raw, pos) => {
                let set = decode_set(self.file, raw, pos.0 + 1, self.diags);
                if raw.is_empty() {
                    self.error(*pos, "character sets cannot be empty".to_string());
                    return None;
                }
                Some(set)
            }
            Elem::Group(alts, _) => {
                let mut set = CharSet::default();
                for alt in alts {
                    match alt.elems.as_slice() {
                        [single] if alt.label.is_none() && alt.commands.is_empty() => {
                            set = set.union(&self.char_set(single)?);
                        }
                        _ => {
                            self.error(
                                alt.pos,
                                "each alternative of a `~(...)` set must be one character set".to_string(),
                            );
                            return None;
                        }
                    }
                }
                Some(set)
            }
            other => {
                self.error(other.pos(), "`~` needs a character, a range, a `[...]` set, or a rule name".to_string());
                None
            }
        }
    }

    /// One end of `'a'..'z'`: exactly one character.
    fn range_end(&mut self, elem: &Elem) -> Option<u32> {
        let Elem::Str(raw, pos) = elem else { return None };
        match self.code_points(raw, *pos).as_slice() {
            [c] => Some(*c),
            _ => {
                self.error(*pos, "each end of a `..` range must be a single character".to_string());
                None
            }
        }
    }
}

fn quantifier(op: char) -> Quantifier {
    match op {
        '?' => Quantifier::Optional,
        '*' => Quantifier::Star,
        _ => Quantifier::Plus,
    }
}

/// True when a `~` operand mentions a rule (then resolve makes the set).
fn contains_ref(elem: &Elem) -> bool {
    match elem {
        Elem::Ref(_) => true,
        Elem::Group(alts, _) => alts.iter().any(|a| a.elems.iter().any(contains_ref)),
        _ => false,
    }
}
