//! Stage 2b: binding the grammar's actions and predicates to Rust functions.
//!
//! ANTLR grammars carry target-language code: `{this.isRegexPossible()}?`,
//! `{opened++;}`. The reducer cannot run that code; it runs Rust functions in its
//! place. A hook is a call, `name()` or `!name()` (optionally written `this.name()`,
//! `self.name()` or `$name()`, with a trailing `;`); its function is, in order:
//!
//! 1. one the user bound by name (`Builder::hook("isRegexPossible", "crate::f")`;
//!    `!name()` calls it negated);
//! 2. a built-in of `reducer_runtime::hooks` for the grammar's `superClass` and the
//!    member name ([`crate::builtin`]).
//!
//! Lexer hooks with a function are recorded in their rule's
//! [`LexActions`](crate::cfg::LexActions) and run by the generated lexer. Parser
//! hooks are never run (the reducer's parser is context-free: its trees are those of
//! the grammar without them); a parser member the built-ins know is read that way with
//! a warning, and every other parser hook too, all named in one warning: parser code
//! cannot change the token stream, so the parser without it accepts a superset and the
//! property decides. A lexer hook without a function is an error naming it
//! (file:line:col), unless [`Options::ignore_actions`](crate::Options) turns these errors
//! into warnings and the grammar is used without them.

use std::collections::{BTreeMap, BTreeSet};

use crate::builtin::{self, MemberKind};
use crate::cfg::ResolvedGrammar;
use crate::diag::{Diagnostics, FileId};
use crate::syntax::GrammarFile;

/// The built-in functions chosen for a grammar (paths inside the runtime crate).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuiltinHooks {
    /// Hook name (`!name` for a negated predicate) to function path.
    pub hooks: BTreeMap<String, String>,
    /// The token source of the grammar's base class, if it has one.
    pub token_source: Option<String>,
    /// The per-match hook of the grammar's base class, if it has one.
    pub after_token: Option<String>,
}

/// A hook's code read as a call: negated or not, the callee, and whether it has
/// arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call<'a> {
    pub negated: bool,
    pub name: &'a str,
    pub has_arguments: bool,
}

/// Reads `code` as one call `[!][this.|self.|$]name(args)[;]`.
pub fn call(code: &str) -> Option<Call<'_>> {
    let mut s = code.trim();
    s = s.strip_suffix(';').unwrap_or(s).trim_end();
    let negated = s.starts_with('!');
    if negated {
        s = s[1..].trim_start();
    }
    for prefix in ["this.", "self.", "$"] {
        if let Some(rest) = s.strip_prefix(prefix) {
            s = rest;
            break;
        }
    }
    let open = s.find('(')?;
    let args = s[open + 1..].strip_suffix(')')?;
    let name = s[..open].trim_end();
    let first = name.chars().next()?;
    let is_identifier =
        (first.is_ascii_alphabetic() || first == '_') && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (is_identifier && !args.contains(['(', ')'])).then_some(Call {
        negated,
        name,
        has_arguments: !args.trim().is_empty(),
    })
}

/// The hook name of an action's or predicate's code, when it is a plain call without
/// arguments and not negated.
pub fn hook_name(code: &str) -> Option<&str> {
    call(code).filter(|c| !c.negated && !c.has_arguments).map(|c| c.name)
}

/// The `superClass` option of the file `file`.
fn super_class(files: &[GrammarFile], file: FileId) -> Option<&str> {
    files.iter().find(|f| f.name.span.file == file).and_then(|f| f.option("superClass"))
}

/// Binds every hook (user-bound names first, then built-ins); reports the rest as
/// errors, or as warnings with `ignore_actions`. Returns the built-ins chosen.
pub fn bind_hooks(
    resolved: &mut ResolvedGrammar,
    files: &[GrammarFile],
    bound: &BTreeSet<String>,
    ignore_actions: bool,
    diags: &mut Diagnostics,
) -> BuiltinHooks {
    let mut chosen = BuiltinHooks::default();
    let unhandled = |diags: &mut Diagnostics, span, message: String| {
        if ignore_actions {
            diags.warning(span, format!("{message}; ignored (--ignore-actions)"));
        } else {
            diags.error(
                span,
                format!("{message} (bind it with `Builder::hook`, or pass --ignore-actions to go on without it)"),
            );
        }
    };
    // Parser-side code cannot change the token stream: a predicate no hook knows is read as
    // true and an action skipped, so the parser accepts a superset of the grammar's language
    // and the property decides. One warning names them all.
    let mut unknown_parser_hooks = Vec::new();
    for site in &mut resolved.hooks {
        let what = if site.is_predicate { "predicate" } else { "action" };
        let class = super_class(files, site.span.file);
        let call = call(&site.code);
        let code = site.code.trim();
        // `{}` does nothing.
        if code.is_empty() && !site.is_predicate {
            site.bound = true;
            continue;
        }
        let Some(rule_id) = site.lexer_rule else {
            match call.as_ref().and_then(|c| builtin::member(class, &key(c))) {
                Some(m) => {
                    if let MemberKind::Parser(why) = m.kind {
                        diags.warning(
                            site.span,
                            // The grammar's own class: a member found through another
                            // class's table (one name, one meaning) is still its member.
                            format!(
                                "{what} `{code}` in rule `{}` is not run ({} member: {why})",
                                site.rule,
                                class.unwrap_or(m.class)
                            ),
                        );
                    }
                }
                None => unknown_parser_hooks.push((site.span, format!("{what} `{code}` in rule `{}`", site.rule))),
            }
            continue;
        };
        let rule = &mut resolved.lexer.rules[rule_id.0 as usize];
        let Some(call) = call.filter(|c| !c.has_arguments) else {
            unhandled(
                diags,
                site.span,
                format!("{what} `{code}` in lexer rule `{}` is not a call `name()`, so no hook can run it", site.rule),
            );
            continue;
        };
        let name = key(&call);
        let user = bound.contains(call.name) && (site.is_predicate || !call.negated);
        let member = builtin::member(class, &name)
            .filter(|m| m.kind == if site.is_predicate { MemberKind::LexPredicate } else { MemberKind::LexAction });
        if !user && member.is_none() {
            unhandled(
                diags,
                site.span,
                format!("{what} `{code}` in lexer rule `{}` has no hook{}", site.rule, class_note(class)),
            );
            continue;
        }
        if rule.is_fragment {
            unhandled(
                diags,
                site.span,
                format!("{what} `{name}` in fragment `{}` cannot run: hooks run in token rules", site.rule),
            );
            continue;
        }
        if !user {
            if let Some(m) = member {
                chosen.hooks.insert(name.clone(), m.path.to_string());
            }
        }
        let list = if site.is_predicate { &mut rule.actions.predicates } else { &mut rule.actions.actions };
        list.push(name);
        site.bound = true;
    }
    if let Some((span, _)) = unknown_parser_hooks.first() {
        let names: Vec<&str> = unknown_parser_hooks.iter().map(|(_, name)| name.as_str()).collect();
        let class = super_class(files, span.file);
        diags.warning(
            *span,
            format!(
                "{} piece{s} of parser code without a built-in hook{}: predicates are read as true and \
                 actions skipped, so the parser accepts a superset of the grammar's language (the property \
                 decides): {}",
                names.len(),
                class.map(|c| format!(" of superClass `{c}`")).unwrap_or_default(),
                names.join(", "),
                s = if names.len() == 1 { "" } else { "s" },
            ),
        );
    }
    for file in files {
        let Some(class) = file.option("superClass") else { continue };
        let Some(c) = builtin::class(class) else { continue };
        let missing: Vec<&str> =
            c.needs_tokens.iter().copied().filter(|t| !resolved.cfg.tokens.iter().any(|k| k.name == *t)).collect();
        if !missing.is_empty() {
            diags.warning(
                file.name.span,
                format!(
                    "the built-in hooks of `{class}` are not used: the grammar has no token {}",
                    missing.join(", ")
                ),
            );
            continue;
        }
        chosen.token_source = c.token_source.map(str::to_string);
        chosen.after_token = c.after_token.map(str::to_string);
    }
    chosen
}

/// `name` or `!name`.
fn key(call: &Call) -> String {
    if call.negated {
        format!("!{}", call.name)
    } else {
        call.name.to_string()
    }
}

fn class_note(class: Option<&str>) -> String {
    match class {
        Some(c) => format!(" (the built-ins of superClass `{c}` have no member of that name)"),
        None => " (no built-in has a member of that name)".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{call, hook_name, Call};

    #[test]
    fn names_of_plain_calls() {
        assert_eq!(hook_name(" this.isRegexPossible() "), Some("isRegexPossible"));
        assert_eq!(hook_name("opened();"), Some("opened"));
        assert_eq!(hook_name("$at_start()"), Some("at_start"));
        assert_eq!(hook_name("self.f ( )"), Some("f"));
        assert_eq!(hook_name("opened++;"), None);
        assert_eq!(hook_name("a.b()"), None);
        assert_eq!(hook_name("f(1)"), None);
        assert_eq!(hook_name("()"), None);
        assert_eq!(hook_name("!this.IsStrictMode()"), None);
    }

    #[test]
    fn calls_with_negation_and_arguments() {
        assert_eq!(
            call("!this.IsStrictMode()"),
            Some(Call { negated: true, name: "IsStrictMode", has_arguments: false })
        );
        assert_eq!(call(" this.n(\"static\")"), Some(Call { negated: false, name: "n", has_arguments: true }));
        assert_eq!(call("System.out.println(\"x\");"), None);
        assert_eq!(call("f(g())"), None);
    }
}
