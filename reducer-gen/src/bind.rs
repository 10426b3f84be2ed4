//! Stage 2b: binding the grammar's actions and predicates to Rust functions.
//!
//! ANTLR grammars carry target-language code: `{this.isRegexPossible()}?`,
//! `{opened++;}`. The reducer cannot run that code, but a user can name Rust functions
//! for it (`Builder::hook("isRegexPossible", "crate::regex_possible")`). A hook is
//! bindable when its code is one call without arguments, `name()` (optionally written
//! `this.name()`, `self.name()` or `$name()`, with a trailing `;`): the hook's name is
//! `name`. Lexer hooks with a bound name are recorded in their rule's
//! [`LexActions`](crate::cfg::LexActions) and run by the generated lexer.
//!
//! Everything else is dropped with a warning that names the rule: unbound hooks, hooks
//! in fragments, and every parser-rule hook (the reducer's parser is context-free, so
//! parser predicates cannot prune it; its trees are those of the grammar without them).

use std::collections::BTreeSet;

use crate::cfg::ResolvedGrammar;
use crate::diag::Diagnostics;

/// The hook name of an action's or predicate's code, when it is a plain call.
pub fn hook_name(code: &str) -> Option<&str> {
    let mut s = code.trim();
    s = s.strip_suffix(';').unwrap_or(s).trim_end();
    for prefix in ["this.", "self.", "$"] {
        if let Some(rest) = s.strip_prefix(prefix) {
            s = rest;
            break;
        }
    }
    let name = s.strip_suffix("()")?.trim_end();
    let first = name.chars().next()?;
    let is_identifier =
        (first.is_ascii_alphabetic() || first == '_') && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    is_identifier.then_some(name)
}

/// Binds the lexer hooks whose names are in `bound`; warns about every other hook.
pub fn bind_hooks(resolved: &mut ResolvedGrammar, bound: &BTreeSet<String>, diags: &mut Diagnostics) {
    for site in &mut resolved.hooks {
        let what = if site.is_predicate { "predicate" } else { "action" };
        let name = hook_name(&site.code);
        let Some(rule_id) = site.lexer_rule else {
            diags.warning(
                site.span,
                format!("{what} in rule `{}` is ignored (the reducer parses context-free)", site.rule),
            );
            continue;
        };
        let rule = &mut resolved.lexer.rules[rule_id.0 as usize];
        match name {
            Some(name) if bound.contains(name) && !rule.is_fragment => {
                let list = if site.is_predicate { &mut rule.actions.predicates } else { &mut rule.actions.actions };
                list.push(name.to_string());
                site.bound = true;
            }
            Some(name) if bound.contains(name) => {
                diags.warning(
                    site.span,
                    format!("{what} `{name}` in fragment `{}` is ignored: bind hooks in token rules", site.rule),
                );
            }
            Some(name) => diags.warning(
                site.span,
                format!("{what} in lexer rule `{}` is ignored (bind `{name}` to a Rust function to run it)", site.rule),
            ),
            None => diags.warning(
                site.span,
                format!(
                    "{what} in lexer rule `{}` is ignored (only a call `name()` can be bound to a Rust function)",
                    site.rule
                ),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::hook_name;

    #[test]
    fn names_of_plain_calls() {
        assert_eq!(hook_name(" this.isRegexPossible() "), Some("isRegexPossible"));
        assert_eq!(hook_name("opened();"), Some("opened"));
        assert_eq!(hook_name("$at_start()"), Some("at_start"));
        assert_eq!(hook_name("self.f ( )"), None);
        assert_eq!(hook_name("opened++;"), None);
        assert_eq!(hook_name("a.b()"), None);
        assert_eq!(hook_name("f(1)"), None);
        assert_eq!(hook_name("()"), None);
    }
}
