//! Stage 2: from grammar files as written to a [`ResolvedGrammar`].
//!
//! - interns rule and token names ([`RuleId`], [`TokenId`]) and reports undefined,
//!   duplicate, unused and unreachable names;
//! - turns parser-rule literals into tokens: a literal names the token rule whose body
//!   is exactly that literal (in any mode, whatever its commands, actions or
//!   predicates; none when several rules share it, as in ANTLR), else in combined and
//!   BNF grammars it becomes an implicit token whose lexer rule precedes every written
//!   rule (so it wins ties, as in ANTLR); in split grammars it is an error;
//! - lowers `.`, `~(A|B)` and labels in parser rules, takes actions and predicates out
//!   of rule bodies (they are listed in [`ResolvedGrammar::hooks`]; `bind` decides
//!   which are bound and warns about the rest);
//! - resolves lexer fragments, modes, channels and commands into a [`LexerSpec`].

use std::collections::BTreeMap;

use crate::cfg::{
    Cfg, Expr, HookSite, LexActions, LexNode, LexRule, LexRuleId, LexerSpec, ResolvedGrammar, Rule, RuleId,
    StartReason, Token, TokenId, TokenOrigin,
};
use crate::diag::{closest, did_you_mean, Diagnostic, Diagnostics, Span};
use crate::syntax::{
    ChannelRef, CharSet, GrammarFile, GrammarKind, Hook, Ident, LexExpr, LexerCommand, LexerRule, ParserExpr,
    ParserRule, Quantifier, MAX_CHAR,
};

/// Name of the default lexer mode, as in ANTLR.
pub const DEFAULT_MODE: &str = "DEFAULT_MODE";

/// Resolves the files of one grammar: a single combined/BNF file, or a parser grammar
/// followed by the lexer grammar named by its `tokenVocab`.
///
/// `start` overrides the start rule (default: the BNF `%start`, else the parser rule
/// that ends in `EOF`, else the first parser rule).
pub fn resolve(files: &[GrammarFile], start: Option<&str>, diags: &mut Diagnostics) -> Option<ResolvedGrammar> {
    resolve_as(files, start.map(|s| (s, "named by the caller".to_string())), diags)
}

/// [`resolve`], with the start rule's name and how it was given (`named by `--start``),
/// which [`ResolvedGrammar::start_note`] repeats.
pub fn resolve_as(
    files: &[GrammarFile],
    start: Option<(&str, String)>,
    diags: &mut Diagnostics,
) -> Option<ResolvedGrammar> {
    let mut r = Resolver::new(files, diags);
    r.check_kinds()?;
    r.collect_names();
    r.build_lexer_rules();
    r.build_parser_rules();
    r.choose_start(start)?;
    r.strip_trailing_eof();
    r.warn_unused();
    r.finish()
}

struct Resolver<'a> {
    files: &'a [GrammarFile],
    diags: &'a mut Diagnostics,
    /// Spans of the current lexer rule's actions read as commands (see
    /// [`lexer_api_commands`]), which are no hooks.
    api_actions: Vec<Span>,
    /// All parser rules in order.
    parser_rules: Vec<&'a ParserRule>,
    /// All written lexer rules in order.
    lexer_rules: Vec<&'a LexerRule>,
    rule_ids: BTreeMap<String, RuleId>,
    /// Written lexer rule name -> index in `lexer_rules`.
    lexer_ids: BTreeMap<String, usize>,
    /// Whether parser literals may create implicit tokens.
    implicit_allowed: bool,
    tokens: Vec<Token>,
    token_ids: BTreeMap<String, TokenId>,
    /// Lexer rules whose body is exactly a literal in a shape ANTLR takes as a
    /// string-literal alias (see `names_literal`), whatever their mode: literal -> rule
    /// indices.
    aliases: BTreeMap<String, Vec<usize>>,
    /// Implicit literal tokens created so far: literal text -> token.
    implicit: BTreeMap<String, TokenId>,
    /// Implicit literal rules, in order of creation.
    implicit_rules: Vec<(String, TokenId, Span)>,
    modes: Vec<String>,
    channels: Vec<String>,
    /// Final lexer rules for the written lexer rules (implicit ones are prepended later).
    lex_rules: Vec<LexRule>,
    rules: Vec<Rule>,
    hooks: Vec<HookSite>,
    start: Option<RuleId>,
    start_reason: Option<StartReason>,
    /// Parser rules referenced from other parser rules (for unreachable warnings).
    rule_refs: Vec<Vec<RuleId>>,
    /// Lexer rules referenced from other lexer rules.
    lexer_referenced: Vec<bool>,
    /// Per written lexer rule: `caseInsensitive` (the rule's option, else its grammar's).
    lexer_case_insensitive: Vec<bool>,
    /// The setting of the lexer rule being lowered.
    case_insensitive: bool,
}

impl<'a> Resolver<'a> {
    fn new(files: &'a [GrammarFile], diags: &'a mut Diagnostics) -> Resolver<'a> {
        Resolver {
            files,
            diags,
            parser_rules: Vec::new(),
            lexer_rules: Vec::new(),
            rule_ids: BTreeMap::new(),
            lexer_ids: BTreeMap::new(),
            implicit_allowed: true,
            tokens: Vec::new(),
            token_ids: BTreeMap::new(),
            aliases: BTreeMap::new(),
            api_actions: Vec::new(),
            implicit: BTreeMap::new(),
            implicit_rules: Vec::new(),
            modes: vec![DEFAULT_MODE.to_string()],
            channels: vec!["DEFAULT_TOKEN_CHANNEL".to_string(), "HIDDEN".to_string()],
            lex_rules: Vec::new(),
            rules: Vec::new(),
            hooks: Vec::new(),
            start: None,
            start_reason: None,
            rule_refs: Vec::new(),
            lexer_referenced: Vec::new(),
            lexer_case_insensitive: Vec::new(),
            case_insensitive: false,
        }
    }

    /// Checks that the files form one grammar and that each kind holds the right rules.
    fn check_kinds(&mut self) -> Option<()> {
        let first = self.files.first()?;
        for file in self.files {
            match file.kind {
                GrammarKind::Parser => {
                    for rule in &file.lexer_rules {
                        self.diags.error(
                            rule.name.span,
                            format!("lexer rule `{}` is not allowed in a parser grammar", rule.name.name),
                        );
                    }
                    self.implicit_allowed = false;
                }
                GrammarKind::Lexer => {
                    for rule in &file.parser_rules {
                        self.diags.error(
                            rule.name.span,
                            format!("parser rule `{}` is not allowed in a lexer grammar", rule.name.name),
                        );
                    }
                }
                GrammarKind::Combined | GrammarKind::Bnf => {}
            }
        }
        if self.files.iter().all(|f| f.parser_rules.is_empty()) {
            self.diags.error(
                first.name.span,
                format!(
                    "grammar `{}` has no parser rules: a reducer needs a parser grammar (a lexer grammar is used through `tokenVocab`)",
                    first.name.name
                ),
            );
            return None;
        }
        for file in self.files {
            self.parser_rules.extend(file.parser_rules.iter());
            self.lexer_rules.extend(file.lexer_rules.iter());
            let grammar_ci = file.option("caseInsensitive") == Some("true");
            self.lexer_case_insensitive
                .extend(file.lexer_rules.iter().map(|r| r.case_insensitive.unwrap_or(grammar_ci)));
        }
        Some(())
    }

    /// Interns parser rule names, modes, channels and tokens of written lexer rules.
    fn collect_names(&mut self) {
        let mut first_def: BTreeMap<String, Span> = BTreeMap::new();
        let mut check_dup = |diags: &mut Diagnostics, id: &Ident| -> bool {
            if let Some(prev) = first_def.get(&id.name) {
                diags.push(
                    Diagnostic::error(id.span, format!("rule `{}` is defined more than once", id.name))
                        .with_note("first defined here", Some(*prev)),
                );
                false
            } else {
                first_def.insert(id.name.clone(), id.span);
                true
            }
        };
        for rule in &self.parser_rules {
            if check_dup(self.diags, &rule.name) {
                let id = RuleId(self.rule_ids.len() as u32);
                self.rule_ids.insert(rule.name.name.clone(), id);
            }
        }
        self.tokens.push(Token {
            name: "EOF".to_string(),
            literal: None,
            origin: TokenOrigin::Eof,
            span: Span::default(),
        });
        self.token_ids.insert("EOF".to_string(), TokenId(0));
        for file in self.files {
            for ch in &file.channels {
                if !self.channels.contains(&ch.name) {
                    self.channels.push(ch.name.clone());
                }
            }
            for mode in &file.modes {
                if !self.modes.contains(&mode.name) {
                    self.modes.push(mode.name.clone());
                }
            }
        }
        for (i, rule) in self.lexer_rules.iter().enumerate() {
            if check_dup(self.diags, &rule.name) {
                self.lexer_ids.insert(rule.name.name.clone(), i);
            }
        }
        // Declared tokens get ids first (they have no rule), then written lexer rules.
        for file in self.files {
            for tok in &file.declared_tokens {
                if self.token_ids.contains_key(&tok.name) || self.lexer_ids.contains_key(&tok.name) {
                    continue;
                }
                let id = TokenId(self.tokens.len() as u32);
                self.tokens.push(Token {
                    name: tok.name.clone(),
                    literal: None,
                    origin: TokenOrigin::Declared,
                    span: tok.span,
                });
                self.token_ids.insert(tok.name.clone(), id);
            }
        }
        for (i, rule) in self.lexer_rules.iter().enumerate() {
            if rule.is_fragment || self.lexer_ids.get(&rule.name.name) != Some(&i) {
                continue;
            }
            let id = TokenId(self.tokens.len() as u32);
            let literal = alias_literal(&rule.body).map(str::to_string);
            if let Some(text) = literal.as_ref().filter(|_| names_literal(rule)) {
                self.aliases.entry(text.clone()).or_default().push(i);
            }
            self.tokens.push(Token {
                name: rule.name.name.clone(),
                literal,
                // Rule ids are fixed up in `finish` once implicit rules are known.
                origin: TokenOrigin::Lexer(LexRuleId(i as u32)),
                span: rule.name.span,
            });
            self.token_ids.insert(rule.name.name.clone(), id);
        }
        self.lexer_referenced = vec![false; self.lexer_rules.len()];
    }

    fn build_lexer_rules(&mut self) {
        for i in 0..self.lexer_rules.len() {
            let rule = self.lexer_rules[i];
            let mode = match &rule.mode {
                None => 0,
                Some(m) => self.modes.iter().position(|x| *x == m.name).unwrap_or(0) as u32,
            };
            // `EOF` as an alternative of a whole token rule: a zero-width match at end of
            // input. A fragment's (`fragment NL_EOF : '\n' | EOF ;`) ends what uses it.
            let (body, at_eof) = match without_eof(&rule.body).filter(|_| !rule.is_fragment) {
                Some(rest) => (rest, true),
                None => (rule.body.clone(), false),
            };
            self.case_insensitive = self.lexer_case_insensitive[i];
            // Actions that only call ANTLR's Lexer API (`{setChannel(HIDDEN);}`) are
            // commands, when the whole match runs them (the body's top-level sequence).
            let mut commands = rule.commands.clone();
            self.api_actions.clear();
            if !rule.is_fragment {
                if let LexExpr::Seq(items, _) = &body {
                    for item in items {
                        if let LexExpr::Hook(h) = item {
                            if let Some(cmds) = lexer_api_commands(h) {
                                self.api_actions.push(h.span);
                                commands.extend(cmds);
                            }
                        }
                    }
                }
            }
            let body = if at_eof && is_empty_alt(&body) {
                LexNode::Set(CharSet::default())
            } else {
                self.lower_lex(&body, &rule.name.name, LexRuleId(i as u32))
            };
            let mut actions = self.lower_commands(&commands);
            actions.at_eof = at_eof;
            let token = if rule.is_fragment { None } else { self.token_ids.get(&rule.name.name).copied() };
            if rule.is_fragment && !rule.commands.is_empty() {
                self.diags.warning(
                    rule.commands[0].1,
                    format!("lexer commands on fragment `{}` are ignored", rule.name.name),
                );
            }
            self.lex_rules.push(LexRule {
                name: rule.name.name.clone(),
                is_fragment: rule.is_fragment,
                implicit: false,
                mode,
                body,
                actions,
                token,
                span: rule.span,
            });
        }
        // Recursion through fragments is allowed (nested comments). A token rule that
        // matches the empty string does so, as in ANTLR, only where no rule of its mode
        // matches a character; that makes progress only when it changes mode.
        let nullable = lex_nullable(&self.lex_rules);
        for (i, rule) in self.lex_rules.iter().enumerate() {
            if rule.is_fragment || !nullable[i] {
                continue;
            }
            let a = &rule.actions;
            let leaves = a.set_mode.is_some() || a.push_mode.is_some() || a.pop_mode;
            let span = self.lexer_rules[i].name.span;
            if leaves {
                self.diags.push(
                    Diagnostic::warning(span, format!("lexer rule `{}` can match the empty string", rule.name))
                        .with_note(
                            "as in ANTLR, it matches zero-width only where no rule of its mode matches a character",
                            None,
                        ),
                );
            } else {
                self.diags.push(
                    Diagnostic::warning(
                        span,
                        format!("lexer rule `{}` can match the empty string and does not change mode", rule.name),
                    )
                    .with_note(
                        "where no other rule matches, lexing stops with an error (ANTLR would loop forever)",
                        None,
                    ),
                );
            }
        }
    }

    fn lower_commands(&mut self, commands: &[(LexerCommand, Span)]) -> LexActions {
        let mut actions = LexActions::default();
        for (cmd, span) in commands {
            match cmd {
                LexerCommand::Skip => actions.skip = true,
                LexerCommand::More => actions.more = true,
                LexerCommand::PopMode => actions.pop_mode = true,
                LexerCommand::Channel(ChannelRef::Number(n, _)) => actions.channel = *n,
                LexerCommand::Channel(ChannelRef::Name(name)) => {
                    let known = match name.name.as_str() {
                        "DEFAULT_TOKEN_CHANNEL" => Some(0),
                        "HIDDEN" => Some(1),
                        other => self.channels.iter().position(|c| c == other),
                    };
                    match known {
                        Some(n) => actions.channel = n as u32,
                        None => self.diags.push(
                            Diagnostic::error(name.span, format!("undefined channel `{}`", name.name))
                                .with_note("declare it in `channels { ... }`", None),
                        ),
                    }
                }
                LexerCommand::Type(t) => match self.token_ids.get(&t.name) {
                    Some(&id) => actions.token_type = Some(id),
                    None => self.diags.error(t.span, format!("undefined token type `{}`", t.name)),
                },
                LexerCommand::Mode(m) | LexerCommand::PushMode(m) => {
                    let index =
                        if m.name == DEFAULT_MODE { Some(0) } else { self.modes.iter().position(|x| *x == m.name) };
                    match index {
                        Some(i) if matches!(cmd, LexerCommand::Mode(_)) => actions.set_mode = Some(i as u32),
                        Some(i) => actions.push_mode = Some(i as u32),
                        None => self.diags.error(m.span, format!("undefined mode `{}`", m.name)),
                    }
                }
            }
            let _ = span;
        }
        actions
    }

    fn lower_lex(&mut self, e: &LexExpr, rule: &str, id: LexRuleId) -> LexNode {
        match e {
            LexExpr::Alt(alts, _) => LexNode::Alt(alts.iter().map(|a| self.lower_lex(a, rule, id)).collect()),
            LexExpr::Seq(items, _) => {
                let mut lowered = Vec::with_capacity(items.len());
                for item in items {
                    if let LexExpr::Hook(h) = item {
                        self.note_lex_hook(h, rule, id);
                    } else {
                        lowered.push(self.lower_lex(item, rule, id));
                    }
                }
                let items = lowered;
                if items.len() == 1 {
                    items.into_iter().next().unwrap()
                } else {
                    LexNode::Seq(items)
                }
            }
            LexExpr::Literal(text, _) if self.case_insensitive => case_insensitive_literal(text),
            LexExpr::Literal(text, _) => LexNode::Literal(text.clone()),
            LexExpr::Set { set, span, negated_from } => {
                let set = match (self.case_insensitive, negated_from) {
                    (false, _) => set.clone(),
                    // `~[a]` without case is neither `a` nor `A`.
                    (true, Some(inner)) => case_fold(inner).complement(),
                    (true, None) => case_fold(set),
                };
                if set.is_empty() {
                    self.diags.error(*span, "this character set is empty: it matches nothing");
                }
                LexNode::Set(set)
            }
            LexExpr::Any(_) => LexNode::Set(CharSet { ranges: vec![(0, MAX_CHAR)] }),
            // `EOF` inside a rule (`'//' .*? ('\n' | EOF)`): the end of the input only.
            LexExpr::Ref(id) if id.name == "EOF" && !self.lexer_ids.contains_key("EOF") => LexNode::Eof,
            LexExpr::Ref(id) => match self.lexer_ids.get(&id.name) {
                Some(&i) => {
                    self.lexer_referenced[i] = true;
                    LexNode::Ref(LexRuleId(i as u32))
                }
                None => {
                    let msg = if self.rule_ids.contains_key(&id.name) {
                        format!("lexer rule `{rule}` refers to parser rule `{}`", id.name)
                    } else {
                        format!("undefined lexer rule or fragment `{}`", id.name)
                    };
                    self.diags.error(id.span, msg);
                    LexNode::Seq(Vec::new())
                }
            },
            LexExpr::Not(inner, span) => match self.lex_as_set(inner, 0) {
                Some(set) => {
                    let set = if self.case_insensitive { case_fold(&set) } else { set };
                    let set = set.complement();
                    if set.is_empty() {
                        self.diags.error(*span, "this negated set is empty: it matches nothing");
                    }
                    LexNode::Set(set)
                }
                None => {
                    self.diags.error(
                        *span,
                        "`~` needs a set of single characters (a set, a one-character literal, a range, or a rule that is one of those)",
                    );
                    LexNode::Set(CharSet::default())
                }
            },
            LexExpr::Quant { expr, quantifier, greedy, .. } => LexNode::Quant {
                node: Box::new(self.lower_lex(expr, rule, id)),
                quantifier: *quantifier,
                greedy: *greedy,
            },
            LexExpr::Hook(h) => {
                self.note_lex_hook(h, rule, id);
                LexNode::Seq(Vec::new())
            }
        }
    }

    /// Records a lexer action/predicate for `bind`.
    fn note_lex_hook(&mut self, h: &Hook, rule: &str, id: LexRuleId) {
        if self.api_actions.contains(&h.span) {
            return;
        }
        self.hooks.push(HookSite {
            rule: rule.to_string(),
            lexer_rule: Some(id),
            code: h.code.clone(),
            is_predicate: h.is_predicate,
            span: h.span,
            bound: false,
        });
    }

    /// The character set a `~` operand denotes, following rule references.
    fn lex_as_set(&mut self, e: &LexExpr, depth: usize) -> Option<CharSet> {
        if depth > 32 {
            return None;
        }
        match e {
            LexExpr::Set { set, .. } => Some(set.clone()),
            LexExpr::Literal(text, _) if text.chars().count() == 1 => {
                Some(CharSet::single(text.chars().next().unwrap() as u32))
            }
            LexExpr::Any(_) => Some(CharSet { ranges: vec![(0, MAX_CHAR)] }),
            LexExpr::Alt(alts, _) => {
                let mut acc = CharSet::default();
                for a in alts {
                    acc = acc.union(&self.lex_as_set(a, depth + 1)?);
                }
                Some(acc)
            }
            LexExpr::Seq(items, _) if items.len() == 1 => self.lex_as_set(&items[0], depth + 1),
            LexExpr::Not(inner, _) => Some(self.lex_as_set(inner, depth + 1)?.complement()),
            LexExpr::Ref(id) => {
                let &i = self.lexer_ids.get(&id.name)?;
                self.lexer_referenced[i] = true;
                let body = &self.lexer_rules[i].body;
                self.lex_as_set(body, depth + 1)
            }
            _ => None,
        }
    }

    fn build_parser_rules(&mut self) {
        self.rule_refs = vec![Vec::new(); self.rule_ids.len()];
        let rules: Vec<&ParserRule> = self.parser_rules.clone();
        for rule in rules {
            let Some(&id) = self.rule_ids.get(&rule.name.name) else { continue };
            if self.rules.len() != id.0 as usize {
                continue; // a duplicate: already reported
            }
            let mut refs = Vec::new();
            let body = self.lower_parser(&rule.body, &rule.name.name, &mut refs);
            self.rule_refs[id.0 as usize] = refs;
            self.rules.push(Rule { name: rule.name.name.clone(), body, span: rule.name.span });
        }
    }

    fn lower_parser(&mut self, e: &ParserExpr, rule: &str, refs: &mut Vec<RuleId>) -> Expr {
        match e {
            ParserExpr::Alt(alts) => {
                let lowered: Vec<Expr> = alts.iter().map(|a| self.lower_parser(&a.body, rule, refs)).collect();
                if lowered.len() == 1 {
                    lowered.into_iter().next().unwrap()
                } else {
                    Expr::Alt(lowered)
                }
            }
            ParserExpr::Seq(items, _) => {
                let mut out = Vec::new();
                for item in items {
                    if let ParserExpr::Hook(h) = item {
                        self.hooks.push(HookSite {
                            rule: rule.to_string(),
                            lexer_rule: None,
                            code: h.code.clone(),
                            is_predicate: h.is_predicate,
                            span: h.span,
                            bound: false,
                        });
                        continue;
                    }
                    match self.lower_parser(item, rule, refs) {
                        Expr::Seq(inner) => out.extend(inner),
                        other => out.push(other),
                    }
                }
                if out.len() == 1 {
                    out.into_iter().next().unwrap()
                } else {
                    Expr::Seq(out)
                }
            }
            ParserExpr::Ref(id) => {
                if let Some(&r) = self.rule_ids.get(&id.name) {
                    refs.push(r);
                    Expr::Rule(r)
                } else if let Some(&t) = self.token_ids.get(&id.name) {
                    Expr::Token(t)
                } else if let Some(&i) = self.lexer_ids.get(&id.name) {
                    let _ = i;
                    self.diags.error(id.span, format!("parser rule `{rule}` refers to fragment `{}`", id.name));
                    Expr::Seq(Vec::new())
                } else {
                    let is_token = id.name.starts_with(|c: char| c.is_uppercase());
                    let what = if is_token { "token" } else { "rule" };
                    self.diags.error(id.span, format!("undefined {what} `{}`", id.name));
                    Expr::Seq(Vec::new())
                }
            }
            ParserExpr::Literal(text, span) => match self.literal_token(text, *span) {
                Some(t) => Expr::Token(t),
                None => Expr::Seq(Vec::new()),
            },
            ParserExpr::Quant { expr, quantifier, .. } => {
                Expr::Quant(Box::new(self.lower_parser(expr, rule, refs)), *quantifier)
            }
            ParserExpr::Eof(_) => Expr::Token(TokenId(0)),
            ParserExpr::Wildcard(_) => Expr::Alt(self.parser_visible_tokens(&[])),
            ParserExpr::NotTokens(items, span) => {
                let mut excluded = Vec::new();
                for item in items {
                    match self.lower_parser(item, rule, refs) {
                        Expr::Token(t) => excluded.push(t),
                        _ => self.diags.error(item.span(), "`~` in a parser rule takes tokens only"),
                    }
                }
                let rest = self.parser_visible_tokens(&excluded);
                if rest.is_empty() {
                    self.diags.error(*span, "this negated token set is empty");
                }
                Expr::Alt(rest)
            }
            ParserExpr::Labeled { expr, .. } => self.lower_parser(expr, rule, refs),
            ParserExpr::Hook(_) => Expr::Seq(Vec::new()),
        }
    }

    /// Tokens a parser wildcard can match: every token but EOF and `excluded`.
    fn parser_visible_tokens(&self, excluded: &[TokenId]) -> Vec<Expr> {
        (1..self.tokens.len() as u32).map(TokenId).filter(|t| !excluded.contains(t)).map(Expr::Token).collect()
    }

    /// The token a parser-rule literal denotes.
    fn literal_token(&mut self, text: &str, span: Span) -> Option<TokenId> {
        // The token rule whose whole body is this literal, in any mode (ANTLR's alias,
        // see `names_literal`); none when several rules share the literal.
        match self.aliases.get(text).map(Vec::as_slice) {
            Some(&[i]) => return self.token_ids.get(&self.lexer_rules[i].name.name).copied(),
            Some(several @ [_, _, ..]) => {
                let names: Vec<String> =
                    several.iter().map(|&i| format!("`{}`", self.lexer_rules[i].name.name)).collect();
                let mut d = Diagnostic::error(
                    span,
                    format!(
                        "literal {} is the body of several lexer rules ({}): it names none of them (as in ANTLR)",
                        quote(text),
                        names.join(", ")
                    ),
                );
                for &i in several {
                    d = d.with_note("defined here", Some(self.lexer_rules[i].name.span));
                }
                self.diags.push(d.with_note("use the token name in the parser rule instead", None));
                return None;
            }
            _ => {}
        }
        if let Some(&t) = self.implicit.get(text) {
            return Some(t);
        }
        if !self.implicit_allowed {
            self.diags
                .error(span, format!("literal {} has no lexer rule whose body is exactly that literal", quote(text)));
            return None;
        }
        if text.is_empty() {
            self.diags.error(span, "empty literals are not allowed");
            return None;
        }
        let id = TokenId(self.tokens.len() as u32);
        self.tokens.push(Token {
            name: quote(text),
            literal: Some(text.to_string()),
            origin: TokenOrigin::Lexer(LexRuleId(0)),
            span,
        });
        self.implicit.insert(text.to_string(), id);
        self.implicit_rules.push((text.to_string(), id, span));
        Some(id)
    }

    fn choose_start(&mut self, start: Option<(&str, String)>) -> Option<()> {
        let explicit = start.map(|(s, how)| (s.to_string(), None, StartReason::Given(how))).or_else(|| {
            self.files
                .iter()
                .find_map(|f| f.start.as_ref().map(|s| (s.name.clone(), Some(s.span), StartReason::Declared)))
        });
        let (start, reason) = match explicit {
            Some((name, span, reason)) => match self.rule_ids.get(&name) {
                Some(&id) => (id, reason),
                None => {
                    let span = span.unwrap_or(self.files[0].name.span);
                    let d =
                        Diagnostic::error(span, format!("start rule `{name}` is not a parser rule of this grammar"));
                    self.diags.push(start_help(d, &name, self.files));
                    return None;
                }
            },
            None => self.default_start(),
        };
        self.start = Some(start);
        self.start_reason = Some(reason);
        Some(())
    }

    /// The rule that ends in `EOF`, as grammars-v4's test driver picks it (rules that
    /// other rules use, like `eos : ';' | EOF`, only when no other rule ends in EOF);
    /// the first such rule (with a warning) when there are several; else the first rule
    /// (a warning too, except in BNF, whose dialect defines it).
    fn default_start(&mut self) -> (RuleId, StartReason) {
        fn ends_in_eof(e: &Expr) -> bool {
            match e {
                Expr::Alt(alts) => alts.iter().any(ends_in_eof),
                Expr::Seq(items) => items.last().is_some_and(ends_in_eof),
                Expr::Token(t) => *t == TokenId(0),
                _ => false,
            }
        }
        let mut with_eof: Vec<usize> = (0..self.rules.len()).filter(|&i| ends_in_eof(&self.rules[i].body)).collect();
        let used =
            |i: usize| self.rule_refs.iter().enumerate().any(|(j, refs)| j != i && refs.contains(&RuleId(i as u32)));
        let all = with_eof.len();
        if with_eof.iter().any(|&i| !used(i)) {
            with_eof.retain(|&i| !used(i));
        }
        let how = "choose another with `Builder::start` in build.rs or `--start RULE`";
        match with_eof.as_slice() {
            [] => {
                let Some(first) = self.rules.first() else { return (RuleId(0), StartReason::FirstRule) };
                if self.files[0].kind == GrammarKind::Bnf {
                    return (RuleId(0), StartReason::FirstBnf);
                }
                // A grammar with errors fails anyway; a guess would only add noise.
                if self.diags.has_errors() {
                    return (RuleId(0), StartReason::FirstRule);
                }
                let d =
                    Diagnostic::warning(first.span, format!("start rule `{}`: {}", first.name, StartReason::FirstRule))
                        .with_note(format!("end the start rule with EOF, or {how}"), None);
                self.diags.push(d);
                (RuleId(0), StartReason::FirstRule)
            }
            [one] => (RuleId(*one as u32), StartReason::OnlyEof { others: all - 1 }),
            several => {
                let names: Vec<String> = several.iter().map(|&i| self.rules[i].name.clone()).collect();
                let first = &self.rules[several[0]];
                let reason = StartReason::FirstOfEof(names);
                if self.diags.has_errors() {
                    return (RuleId(several[0] as u32), reason);
                }
                self.diags.push(
                    Diagnostic::warning(first.span, format!("start rule `{}`: {reason}", first.name))
                        .with_note(how.to_string(), None),
                );
                (RuleId(several[0] as u32), reason)
            }
        }
    }

    /// `EOF` at the end of a rule's alternatives (`json : value EOF ;`) is implied: the
    /// parser always requires the whole input. Elsewhere it has no context-free meaning
    /// here, so it is an error.
    fn strip_trailing_eof(&mut self) {
        fn strip(e: &mut Expr) {
            match e {
                Expr::Alt(alts) => alts.iter_mut().for_each(strip),
                Expr::Seq(items) if items.last() == Some(&Expr::Token(TokenId(0))) => {
                    items.pop();
                }
                Expr::Token(TokenId(0)) => *e = Expr::Seq(Vec::new()),
                _ => {}
            }
        }
        /// EOF directly followed by more of its own sequence: nothing can match there.
        fn eof_then_more(e: &Expr) -> bool {
            match e {
                Expr::Seq(items) => {
                    items.iter().rev().skip(1).any(|i| *i == Expr::Token(TokenId(0))) || items.iter().any(eof_then_more)
                }
                Expr::Alt(items) => items.iter().any(eof_then_more),
                Expr::Quant(inner, _) => eof_then_more(inner),
                Expr::Token(_) | Expr::Rule(_) => false,
            }
        }
        /// Every other EOF (ending an inner alternative: `stmt (';' | EOF)`) becomes
        /// the empty string; returns whether there was one.
        fn inner_to_empty(e: &mut Expr) -> bool {
            match e {
                Expr::Token(TokenId(0)) => {
                    *e = Expr::Seq(Vec::new());
                    true
                }
                Expr::Alt(items) | Expr::Seq(items) => items.iter_mut().fold(false, |acc, i| inner_to_empty(i) | acc),
                Expr::Quant(inner, _) => inner_to_empty(inner),
                Expr::Token(_) | Expr::Rule(_) => false,
            }
        }
        for rule in &mut self.rules {
            strip(&mut rule.body);
            if eof_then_more(&rule.body) {
                self.diags.error(
                    rule.span,
                    format!("rule `{}` uses EOF before more of the same alternative, which can never match", rule.name),
                );
            } else if inner_to_empty(&mut rule.body) {
                // The parser always requires the whole input; an EOF that ends an inner
                // alternative says the input may end there, which the empty string
                // allows too (with more inputs: a superset, as predicates read as true).
                self.diags.warning(
                    rule.span,
                    format!(
                        "rule `{}` uses EOF inside an alternative: read as the empty string (the parser accepts a superset)",
                        rule.name
                    ),
                );
            }
        }
    }

    fn warn_unused(&mut self) {
        let Some(start) = self.start else { return };
        let mut reachable = vec![false; self.rules.len()];
        let mut stack = vec![start];
        while let Some(r) = stack.pop() {
            let i = r.0 as usize;
            if i >= reachable.len() || reachable[i] {
                continue;
            }
            reachable[i] = true;
            stack.extend(self.rule_refs[i].iter().copied());
        }
        for (i, rule) in self.rules.iter().enumerate() {
            if !reachable[i] {
                self.diags.warning(
                    rule.span,
                    format!(
                        "rule `{}` is unreachable from the start rule `{}`",
                        rule.name, self.rules[start.0 as usize].name
                    ),
                );
            }
        }
        for (i, rule) in self.lexer_rules.iter().enumerate() {
            if rule.is_fragment && !self.lexer_referenced[i] {
                self.diags.warning(rule.name.span, format!("fragment `{}` is never used", rule.name.name));
            }
        }
    }

    fn finish(self) -> Option<ResolvedGrammar> {
        if self.diags.has_errors() {
            return None;
        }
        let offset = self.implicit_rules.len() as u32;
        let mut rules = Vec::with_capacity(self.lex_rules.len() + self.implicit_rules.len());
        let mut tokens = self.tokens;
        // Implicit tokens of a combined grammar follow its `caseInsensitive`.
        let ci = self.files[0].option("caseInsensitive") == Some("true");
        for (k, (text, token, span)) in self.implicit_rules.iter().enumerate() {
            tokens[token.0 as usize].origin = TokenOrigin::Lexer(LexRuleId(k as u32));
            rules.push(LexRule {
                name: quote(text),
                is_fragment: false,
                implicit: true,
                mode: 0,
                body: if ci { case_insensitive_literal(text) } else { LexNode::Literal(text.clone()) },
                actions: LexActions::default(),
                token: Some(*token),
                span: *span,
            });
        }
        for mut rule in self.lex_rules {
            shift_refs(&mut rule.body, offset);
            rules.push(rule);
        }
        let mut hooks = self.hooks;
        for h in &mut hooks {
            if let Some(id) = &mut h.lexer_rule {
                id.0 += offset;
            }
        }
        for token in tokens.iter_mut() {
            if let TokenOrigin::Lexer(LexRuleId(i)) = &mut token.origin {
                if !token.name.starts_with('\'') {
                    *i += offset;
                }
            }
        }
        let start = self.start?;
        Some(ResolvedGrammar {
            cfg: Cfg { name: self.files[0].name.name.clone(), tokens, rules: self.rules, start },
            lexer: LexerSpec { modes: self.modes, channels: self.channels, rules },
            hooks,
            start_reason: self.start_reason?,
        })
    }
}

/// Adds what helps with a start name that is not a parser rule: the closest parser
/// rule names, a token rule of that name, or the rules there are.
pub(crate) fn start_help(d: Diagnostic, name: &str, files: &[GrammarFile]) -> Diagnostic {
    let parsers: Vec<&str> = files.iter().flat_map(|f| &f.parser_rules).map(|r| r.name.name.as_str()).collect();
    let d = match did_you_mean(&closest(name, parsers.iter().copied())) {
        Some(help) => d.with_note(help, None),
        None if parsers.is_empty() => d.with_note("the grammar has no parser rules", None),
        None => {
            let shown: Vec<String> = parsers.iter().take(8).map(|n| format!("`{n}`")).collect();
            let more = if parsers.len() > 8 { ", ..." } else { "" };
            d.with_note(format!("the parser rules are {}{more}", shown.join(", ")), None)
        }
    };
    if files.iter().flat_map(|f| &f.lexer_rules).any(|r| r.name.name == name) {
        return d.with_note(format!("`{name}` is a token rule; the start must be a parser rule"), None);
    }
    d
}

fn shift_refs(node: &mut LexNode, offset: u32) {
    match node {
        LexNode::Alt(items) | LexNode::Seq(items) => items.iter_mut().for_each(|n| shift_refs(n, offset)),
        LexNode::Ref(id) => id.0 += offset,
        LexNode::Quant { node, .. } => shift_refs(node, offset),
        LexNode::Literal(_) | LexNode::Set(_) | LexNode::Eof => {}
    }
}

/// Which lexer rules can match the empty string (fixpoint over references).
fn lex_nullable(rules: &[LexRule]) -> Vec<bool> {
    fn node(n: &LexNode, known: &[bool]) -> bool {
        match n {
            LexNode::Alt(items) => items.iter().any(|i| node(i, known)),
            LexNode::Seq(items) => items.iter().all(|i| node(i, known)),
            LexNode::Literal(s) => s.is_empty(),
            // Matches only at the end, not anywhere as the empty string does.
            LexNode::Set(_) | LexNode::Eof => false,
            LexNode::Ref(id) => known.get(id.0 as usize).copied().unwrap_or(false),
            LexNode::Quant { node: inner, quantifier, .. } => match quantifier {
                Quantifier::Optional | Quantifier::Star => true,
                Quantifier::Plus => node(inner, known),
            },
        }
    }
    let mut known = vec![false; rules.len()];
    loop {
        let mut changed = false;
        for (i, rule) in rules.iter().enumerate() {
            if !known[i] && node(&rule.body, &known) {
                known[i] = true;
                changed = true;
            }
        }
        if !changed {
            return known;
        }
    }
}

/// A literal matched without case: a set per cased character.
fn case_insensitive_literal(text: &str) -> LexNode {
    if !text.chars().any(has_case) {
        return LexNode::Literal(text.to_string());
    }
    let mut chars: Vec<LexNode> = text
        .chars()
        .map(|c| {
            if has_case(c) {
                LexNode::Set(case_fold(&CharSet::single(c as u32)))
            } else {
                LexNode::Literal(c.to_string())
            }
        })
        .collect();
    if chars.len() == 1 {
        chars.pop().unwrap()
    } else {
        LexNode::Seq(chars)
    }
}

/// Whether a character has other case forms (`caseInsensitive` matches them too).
fn has_case(c: char) -> bool {
    c.to_lowercase().ne(std::iter::once(c)) || c.to_uppercase().ne(std::iter::once(c))
}

/// The set with every member's single-character lower- and uppercase forms added, as
/// ANTLR's `caseInsensitive` does. Cased letters all lie below U+20000.
fn case_fold(set: &CharSet) -> CharSet {
    let mut ranges = set.ranges.clone();
    for &(a, b) in &set.ranges {
        for cp in a..=b.min(0x1FFFF) {
            let Some(c) = char::from_u32(cp) else { continue };
            let mut lower = c.to_lowercase();
            let mut upper = c.to_uppercase();
            for (first, second) in [(lower.next(), lower.next()), (upper.next(), upper.next())] {
                if let (Some(o), None) = (first, second) {
                    if o != c {
                        ranges.push((o as u32, o as u32));
                    }
                }
            }
        }
    }
    CharSet::from_ranges(ranges)
}

/// The rule body without its `EOF` alternatives, when it has any at the top (`EOS :
/// (';' | '\n' | EOF)`, or a body that is just `EOF`).
fn without_eof(body: &LexExpr) -> Option<LexExpr> {
    let is_eof = |e: &LexExpr| matches!(e, LexExpr::Ref(id) if id.name == "EOF");
    match body {
        e if is_eof(e) => Some(LexExpr::Alt(Vec::new(), e.span())),
        LexExpr::Alt(alts, span) if alts.iter().any(is_eof) => {
            let rest: Vec<LexExpr> = alts.iter().filter(|a| !is_eof(a)).cloned().collect();
            Some(LexExpr::Alt(rest, *span))
        }
        LexExpr::Seq(items, _) if items.len() == 1 => without_eof(&items[0]),
        _ => None,
    }
}

/// An alternation with no alternatives left (the body was only `EOF`).
fn is_empty_alt(body: &LexExpr) -> bool {
    matches!(body, LexExpr::Alt(alts, _) if alts.is_empty())
}

/// The literal a lexer rule body is exactly, as ANTLR recognizes a string-literal alias:
/// the literal alone or followed by actions or predicates (commands are not part of
/// the body).
fn alias_literal(body: &LexExpr) -> Option<&str> {
    match body {
        LexExpr::Literal(text, _) => Some(text),
        LexExpr::Seq(items, _) => match items.as_slice() {
            [LexExpr::Literal(text, _), rest @ ..] if rest.iter().all(|e| matches!(e, LexExpr::Hook(_))) => Some(text),
            _ => None,
        },
        _ => None,
    }
}

/// An action that only calls ANTLR's `Lexer` API, read as the commands it stands for:
/// `skip()`, `more()`, `popMode()`, `setChannel(C)`, `setType(T)`, `pushMode(M)`,
/// `mode(M)`, each optionally `this.`/`self.`-qualified, `;`-separated (arguments may
/// be qualified too: `Lexer.HIDDEN`, `Token.HIDDEN_CHANNEL`). `None` for anything else.
fn lexer_api_commands(h: &Hook) -> Option<Vec<(LexerCommand, Span)>> {
    if h.is_predicate {
        return None;
    }
    let ident = |name: &str| Ident { name: name.to_string(), span: h.span };
    let mut out = Vec::new();
    for statement in h.code.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let s = statement.strip_prefix("this.").or_else(|| statement.strip_prefix("self.")).unwrap_or(statement);
        let (name, rest) = s.split_once('(')?;
        let arg = rest.strip_suffix(')')?.trim();
        // The last segment of a qualified name; digits for a channel number.
        let arg = arg.rsplit('.').next().unwrap_or(arg).trim();
        if !arg.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let command = match (name.trim(), arg) {
            ("skip", "") => LexerCommand::Skip,
            ("more", "") => LexerCommand::More,
            ("popMode", "") => LexerCommand::PopMode,
            ("setChannel", "HIDDEN" | "HIDDEN_CHANNEL") => LexerCommand::Channel(ChannelRef::Name(ident("HIDDEN"))),
            ("setChannel", "DEFAULT_CHANNEL" | "DEFAULT_TOKEN_CHANNEL") => {
                LexerCommand::Channel(ChannelRef::Name(ident("DEFAULT_TOKEN_CHANNEL")))
            }
            ("setChannel", n) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => {
                LexerCommand::Channel(ChannelRef::Number(n.parse().ok()?, h.span))
            }
            ("setChannel", c) if !c.is_empty() => LexerCommand::Channel(ChannelRef::Name(ident(c))),
            ("setType", t) if !t.is_empty() => LexerCommand::Type(ident(t)),
            ("pushMode", m) if !m.is_empty() => LexerCommand::PushMode(ident(m)),
            ("mode", m) if !m.is_empty() => LexerCommand::Mode(ident(m)),
            _ => return None,
        };
        out.push((command, h.span));
    }
    (!out.is_empty()).then_some(out)
}

/// Whether a parser literal names this rule, whose body is a literal (see
/// [`alias_literal`]): ANTLR
/// (`Grammar.getStringLiteralAliasesFromLexerRules`) takes only a few shapes as aliases:
/// the literal alone or with one action or predicate, or the literal alone with one
/// command or two of which at most one has an argument. `'(' -> channel(D), type(P)`
/// and `'{' {...} -> skip` name nothing, so they do not clash with `'('` and `'{'`.
fn names_literal(rule: &LexerRule) -> bool {
    let hooks = match &rule.body {
        LexExpr::Literal(..) => 0,
        LexExpr::Seq(items, _) => items.len().saturating_sub(1),
        _ => return false,
    };
    let with_argument =
        |c: &LexerCommand| !matches!(c, LexerCommand::Skip | LexerCommand::More | LexerCommand::PopMode);
    match rule.commands.as_slice() {
        [] => hooks <= 1,
        [_] => hooks == 0,
        [(a, _), (b, _)] => hooks == 0 && !(with_argument(a) && with_argument(b)),
        _ => false,
    }
}

/// A literal as ANTLR writes it, for token names and messages.
pub fn quote(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}
