//! `LexerAdaptor` (grammars-v4 `antlr/antlr4`, the grammar of ANTLR 4 grammars): what
//! a name is and what `[` and `}` mean depend on where the lexer is in the grammar.
//!
//! - Every emitted token moves a small position tracker: outside any rule; inside an
//!   `options {`, `tokens {` or `channels {` block (until its `}`); inside an `@name`
//!   action (until the action's `}`); inside a rule, from its name to its `;`. A name
//!   (`ID`) is a token reference when it starts with an uppercase letter and a rule
//!   reference otherwise (ANTLR's own naming rule); the first name outside any rule
//!   starts a rule of that kind.
//! - `[` in a lexer rule starts a character set (mode `LexerCharSet`, the `[` joining
//!   the set's token); elsewhere it starts an argument list (mode `Argument`).
//! - `]` closing a nested argument list, and `}` closing an action nested in an action,
//!   are content of the outer list or action, not its end.

use crate::lexer::LexCx;

/// Where the lexer is in the grammar.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Place {
    #[default]
    Outside,
    /// An `options {`, `tokens {` or `channels {` block.
    Prequel,
    /// An `@name { ... }` action.
    NamedAction,
    LexerRule,
    ParserRule,
}

/// The lexer's state across tokens.
#[derive(Debug, Default)]
pub struct State {
    place: Place,
}

/// Runs after every match, on the token it emits (ANTLR's `emit` override).
pub fn after_token(cx: &mut LexCx) {
    let Some(t) = cx.token_type() else { return };
    let place = cx.state::<State>().place;
    let is = |name: &str| cx.token_kind(name) == Some(t);
    let mut retype = None;
    let next = if (is("OPTIONS") || is("TOKENS") || is("CHANNELS")) && place == Place::Outside {
        Place::Prequel
    } else if is("RBRACE") && place == Place::Prequel {
        Place::Outside
    } else if is("AT") && place == Place::Outside {
        Place::NamedAction
    } else if is("END_ACTION") && place == Place::NamedAction {
        Place::Outside
    } else if is("ID") {
        let upper = cx.text().first().is_some_and(u8::is_ascii_uppercase);
        retype = cx.token_kind(if upper { "TOKEN_REF" } else { "RULE_REF" });
        match place {
            Place::Outside if upper => Place::LexerRule,
            Place::Outside => Place::ParserRule,
            other => other,
        }
    } else if is("SEMI") {
        Place::Outside
    } else {
        place
    };
    if let Some(k) = retype {
        cx.set_type(k);
    }
    cx.state::<State>().place = next;
}

/// `handleBeginArgument` (`[`): a character set in a lexer rule, else an argument list.
pub fn handle_begin_argument(cx: &mut LexCx) {
    if cx.state::<State>().place == Place::LexerRule {
        if let Some(m) = cx.mode_index("LexerCharSet") {
            cx.push_mode(m);
            cx.more();
        }
    } else if let Some(m) = cx.mode_index("Argument") {
        cx.push_mode(m);
    }
}

/// `handleEndArgument` (`]`): leaves the list; inside an outer list it is content.
pub fn handle_end_argument(cx: &mut LexCx) {
    cx.pop_mode();
    if cx.mode_stack_depth() > 1 {
        if let Some(k) = cx.token_kind("ARGUMENT_CONTENT") {
            cx.set_type(k);
        }
    }
}

/// `handleEndAction` (`}`): leaves the action; closing an action nested in an action
/// it is content of the outer one.
pub fn handle_end_action(cx: &mut LexCx) {
    let here = cx.mode;
    let back_to = cx.outer_mode();
    cx.pop_mode();
    let action = cx.mode_index("TargetLanguageAction");
    if cx.mode_stack_depth() > 1 && back_to == action && Some(here) == action {
        if let Some(k) = cx.token_kind("ACTION_CONTENT") {
            cx.set_type(k);
        }
    }
}
