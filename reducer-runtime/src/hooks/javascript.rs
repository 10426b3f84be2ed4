//! `JavaScriptLexerBase` (grammars-v4 `javascript/javascript`): regular-expression
//! literals versus division, template strings, strict mode.
//!
//! - A `/` starts a regular expression unless the last token on the default channel
//!   ends an operand (an identifier, literal, `this`, `)`, `]`, `++`, `--`): ECMAScript
//!   leaves the choice to the syntactic context (section 12.9.5), which these tokens
//!   approximate as the grammar's authors chose.
//! - Braces are counted; `${` in a template string remembers the depth it opened at,
//!   and a `}` at that depth closes the substitution (`IsInTemplateString`) instead of
//!   a block.
//! - A `"use strict"` or `'use strict'` string as the first token of the input or of a
//!   block makes that block strict; each block starts with its parent's strictness.
//!   Strictness decides whether `let`, `static`, `implements` ... are keywords and
//!   whether legacy octal literals are allowed.
//!
//! `TypeScriptLexerBase` (grammars-v4 `javascript/typescript`) shares the regular
//! expression and strictness rules but tracks template strings its own way, with two
//! counters: backticks open (`IncreaseTemplateDepth` / `DecreaseTemplateDepth`) and
//! braces since the last `${` (`StartTemplateString` sets it to 0; block braces count
//! it up and down); a `}` closes a substitution when a template is open and that
//! count is 0.

use crate::lexer::LexCx;

/// Token names after which a `/` divides.
const OPERAND_ENDS: &[&str] = &[
    "Identifier",
    "NullLiteral",
    "BooleanLiteral",
    "This",
    "CloseBracket",
    "CloseParen",
    "OctalIntegerLiteral",
    "DecimalLiteral",
    "HexIntegerLiteral",
    "StringLiteral",
    "PlusPlus",
    "MinusMinus",
];

/// The lexer's state across tokens.
#[derive(Debug, Default)]
pub struct State {
    /// Brace depth, template substitutions included.
    depth: i64,
    /// Depths at which open template substitutions started.
    templates: Vec<i64>,
    /// Strictness of the enclosing blocks.
    scopes: Vec<bool>,
    strict: bool,
    /// TypeScript: backticks open.
    template_depth: i64,
}

fn state<'c>(cx: &'c LexCx) -> Option<&'c State> {
    cx.peek_state::<State>()
}

/// `HashBangLine`: nothing was emitted on the default channel yet.
pub fn is_start_of_file(cx: &LexCx) -> bool {
    cx.last_token().is_none()
}

/// `RegularExpressionLiteral`: see the module documentation.
pub fn is_regex_possible(cx: &LexCx) -> bool {
    match cx.last_token() {
        None => true,
        Some(t) => !OPERAND_ENDS.iter().any(|name| cx.token_kind(name) == Some(t.kind)),
    }
}

/// `TemplateCloseBrace`: this `}` closes a `${` substitution.
pub fn is_in_template_string(cx: &LexCx) -> bool {
    state(cx).is_some_and(|s| s.templates.last() == Some(&s.depth))
}

/// Strict-mode keywords and literals.
pub fn is_strict_mode(cx: &LexCx) -> bool {
    state(cx).is_some_and(|s| s.strict)
}

/// `{!IsStrictMode()}?`
pub fn is_not_strict_mode(cx: &LexCx) -> bool {
    !is_strict_mode(cx)
}

/// `OpenBrace`: a block inherits the strictness of its parent.
pub fn process_open_brace(cx: &mut LexCx) {
    let s = cx.state::<State>();
    s.depth += 1;
    s.strict = s.scopes.last().copied().unwrap_or(false);
    s.scopes.push(s.strict);
}

/// `CloseBrace`: back to the enclosing block's strictness.
pub fn process_close_brace(cx: &mut LexCx) {
    let s = cx.state::<State>();
    s.strict = s.scopes.pop().unwrap_or(false);
    s.depth -= 1;
}

/// `TemplateStringStartExpression` (`${`).
pub fn process_template_open_brace(cx: &mut LexCx) {
    let s = cx.state::<State>();
    s.depth += 1;
    s.templates.push(s.depth);
}

/// `TemplateCloseBrace`.
pub fn process_template_close_brace(cx: &mut LexCx) {
    let s = cx.state::<State>();
    s.templates.pop();
    s.depth -= 1;
}

/// `StringLiteral`: a directive `"use strict"` at the start of the input or a block.
pub fn process_string_literal(cx: &mut LexCx) {
    let first = match cx.last_token() {
        None => true,
        Some(t) => cx.token_kind("OpenBrace") == Some(t.kind),
    };
    let text = cx.text();
    if first && (text == b"\"use strict\"" || text == b"'use strict'") {
        let s = cx.state::<State>();
        s.scopes.pop();
        s.strict = true;
        s.scopes.push(true);
    }
}

/// TypeScript's `IsInTemplateString`: a template is open and no brace is open since
/// its last `${`.
pub fn is_in_counted_template(cx: &LexCx) -> bool {
    state(cx).is_some_and(|s| s.template_depth > 0 && s.depth == 0)
}

/// TypeScript's `StartTemplateString` (`${`): braces are counted from here.
pub fn start_template_string(cx: &mut LexCx) {
    cx.state::<State>().depth = 0;
}

/// TypeScript's `IncreaseTemplateDepth` (an opening backtick).
pub fn increase_template_depth(cx: &mut LexCx) {
    cx.state::<State>().template_depth += 1;
}

/// TypeScript's `DecreaseTemplateDepth` (a closing backtick).
pub fn decrease_template_depth(cx: &mut LexCx) {
    cx.state::<State>().template_depth -= 1;
}
