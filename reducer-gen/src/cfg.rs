//! The resolved grammar: names interned, implicit tokens created, lexer and parser
//! split. Output of `resolve`, input of `normalize` (parser side) and of the lexer
//! emitter and T-Rec lex trees (lexer side).

use crate::diag::Span;
use crate::syntax::{CharSet, Quantifier};

/// Index of a token (terminal). `TokenId(0)` is always `EOF`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TokenId(pub u32);

/// Index of a parser rule (nonterminal), in grammar order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RuleId(pub u32);

/// Index of a lexer rule in [`LexerSpec::rules`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LexRuleId(pub u32);

/// The token id of end of input.
pub const EOF: TokenId = TokenId(0);

/// Where a token comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenOrigin {
    /// The end-of-input token.
    Eof,
    /// A non-fragment lexer rule (or an implicit literal rule, see [`LexRule::implicit`]).
    Lexer(LexRuleId),
    /// Declared in `tokens { }` and only produced by `type(T)` or a token-source hook.
    Declared,
}

/// A terminal of the parser grammar.
#[derive(Clone, Debug)]
pub struct Token {
    /// Rule name (`ID`), or the quoted literal for implicit tokens (`'if'`).
    pub name: String,
    /// The exact text when the token is a single fixed literal.
    pub literal: Option<String>,
    pub origin: TokenOrigin,
    pub span: Span,
}

/// A parser rule body with names resolved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// A sequence; empty is epsilon.
    Seq(Vec<Expr>),
    /// Ordered alternatives.
    Alt(Vec<Expr>),
    Token(TokenId),
    Rule(RuleId),
    Quant(Box<Expr>, Quantifier),
}

/// A parser rule (nonterminal).
#[derive(Clone, Debug)]
pub struct Rule {
    pub name: String,
    pub body: Expr,
    pub span: Span,
}

/// The context-free (parser) half of a resolved grammar.
#[derive(Clone, Debug)]
pub struct Cfg {
    /// Grammar name.
    pub name: String,
    /// Terminals; index is [`TokenId`].
    pub tokens: Vec<Token>,
    /// Nonterminals in grammar order; index is [`RuleId`].
    pub rules: Vec<Rule>,
    pub start: RuleId,
}

impl Cfg {
    pub fn token(&self, id: TokenId) -> &Token {
        &self.tokens[id.0 as usize]
    }

    pub fn rule(&self, id: RuleId) -> &Rule {
        &self.rules[id.0 as usize]
    }

    pub fn rule_by_name(&self, name: &str) -> Option<RuleId> {
        self.rules.iter().position(|r| r.name == name).map(|i| RuleId(i as u32))
    }

    pub fn token_by_name(&self, name: &str) -> Option<TokenId> {
        self.tokens.iter().position(|t| t.name == name).map(|i| TokenId(i as u32))
    }
}

/// A lexer rule body with fragment references resolved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LexNode {
    Alt(Vec<LexNode>),
    Seq(Vec<LexNode>),
    /// A fixed string (Unicode scalar values).
    Literal(String),
    /// A character class; `.` is the full set.
    Set(CharSet),
    /// Another lexer rule (a fragment, or a token rule used as a fragment).
    Ref(LexRuleId),
    /// `EOF` inside a rule (`'//' .*? ('\n' | EOF)`): the end of the input, which a
    /// match may reach but not pass; it matches nothing anywhere else.
    Eof,
    Quant {
        node: Box<LexNode>,
        quantifier: Quantifier,
        greedy: bool,
    },
}

/// Resolved lexer commands.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct LexActions {
    pub skip: bool,
    pub more: bool,
    /// Channel number: 0 default, 1 HIDDEN, 2.. user channels.
    pub channel: u32,
    /// `type(T)`: emit this token instead of the rule's own.
    pub token_type: Option<TokenId>,
    /// `mode(M)`: switch to this mode index.
    pub set_mode: Option<u32>,
    /// `pushMode(M)`.
    pub push_mode: Option<u32>,
    pub pop_mode: bool,
    /// The rule has an `EOF` alternative: it also matches, zero-width, at end of input.
    pub at_eof: bool,
    /// Names of the bound predicates of the rule (`{name()}?`), in order (set by `bind`).
    pub predicates: Vec<String>,
    /// Names of the bound actions of the rule (`{name();}`), in order (set by `bind`).
    pub actions: Vec<String>,
}

/// One lexer rule.
#[derive(Clone, Debug)]
pub struct LexRule {
    pub name: String,
    pub is_fragment: bool,
    /// True for the rules `resolve` creates for parser-rule literals; they precede
    /// every written rule, so they win ties (ANTLR semantics).
    pub implicit: bool,
    /// Mode index into [`LexerSpec::modes`].
    pub mode: u32,
    pub body: LexNode,
    pub actions: LexActions,
    /// The token this rule produces (`None` for fragments). Skipped and `more` rules have
    /// one too, so trivia can be labelled.
    pub token: Option<TokenId>,
    pub span: Span,
}

/// The lexical half of a resolved grammar.
#[derive(Clone, Debug, Default)]
pub struct LexerSpec {
    /// Mode names; index 0 is `DEFAULT_MODE`.
    pub modes: Vec<String>,
    /// Channel names; 0 is `DEFAULT_TOKEN_CHANNEL`, 1 is `HIDDEN`.
    pub channels: Vec<String>,
    /// Rules in priority order (earlier wins ties): implicit literals first.
    pub rules: Vec<LexRule>,
}

impl LexerSpec {
    pub fn rule(&self, id: LexRuleId) -> &LexRule {
        &self.rules[id.0 as usize]
    }
}

/// A hook (action or predicate) found in the grammar, with the rule that holds it.
#[derive(Clone, Debug)]
pub struct HookSite {
    pub rule: String,
    /// The lexer rule holding the hook, or `None` in a parser rule.
    pub lexer_rule: Option<LexRuleId>,
    pub code: String,
    pub is_predicate: bool,
    pub span: Span,
    /// Bound to a Rust function (by `bind`); unbound hooks are dropped.
    pub bound: bool,
}

/// Everything `resolve` produces.
#[derive(Clone, Debug)]
pub struct ResolvedGrammar {
    pub cfg: Cfg,
    pub lexer: LexerSpec,
    /// Actions and predicates: all are dropped from the context-free grammar; lexer
    /// hooks bound to Rust functions are also recorded in their rule's [`LexActions`].
    pub hooks: Vec<HookSite>,
    /// Why the start rule ([`Cfg::start`]) is the one it is.
    pub start_reason: StartReason,
}

impl ResolvedGrammar {
    /// `start rule `program`: the only rule ending in EOF`: which rule starts and why.
    pub fn start_note(&self) -> String {
        format!("start rule `{}`: {}", self.cfg.rules[self.cfg.start.0 as usize].name, self.start_reason)
    }
}

/// Why a grammar starts where it does; the generator and interpreted mode say it, and
/// warn when it is a guess.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartReason {
    /// Named by the caller (`Builder::start`, `--start`); the text says where.
    Given(String),
    /// The BNF dialect's `%start`.
    Declared,
    /// The only rule ending in `EOF` (`others`: how many rules that other rules use
    /// also end in `EOF`, like `eos : ';' | EOF`).
    OnlyEof { others: usize },
    /// The first of several rules ending in `EOF` that no rule uses: a guess.
    FirstOfEof(Vec<String>),
    /// The first rule, as the BNF dialect defines when there is no `%start`.
    FirstBnf,
    /// The first rule, since no rule ends in `EOF`: a guess.
    FirstRule,
}

impl StartReason {
    /// Whether the rule was guessed (the caller gets a warning and should name one).
    pub fn is_guess(&self) -> bool {
        matches!(self, StartReason::FirstOfEof(_) | StartReason::FirstRule)
    }
}

impl std::fmt::Display for StartReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartReason::Given(how) => f.write_str(how),
            StartReason::Declared => f.write_str("`%start`"),
            StartReason::OnlyEof { others: 0 } => f.write_str("the only rule ending in EOF"),
            StartReason::OnlyEof { .. } => f.write_str("the only rule ending in EOF that no rule uses"),
            StartReason::FirstOfEof(names) => {
                let names: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                write!(f, "the first of the rules ending in EOF ({})", names.join(", "))
            }
            StartReason::FirstBnf => f.write_str("the first rule (no `%start`)"),
            StartReason::FirstRule => f.write_str("the first rule, since no rule ends in EOF"),
        }
    }
}
