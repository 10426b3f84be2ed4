//! Built-in hooks: what the base classes of the ANTLR grammars-v4 collection do, in
//! Rust, so that those grammars work unmodified.
//!
//! Grammars of the collection call members of a base class named by their
//! `superClass` option (`{this.IsRegexPossible()}?`, `{this.HandleComment();}`), or
//! rely on a base class that rewrites the token stream (Python's INDENT/DEDENT).
//! `reducer-gen`'s `builtin` table maps those members to the functions here; each
//! module is one base class, written from its documented behaviour (not translated
//! from its code). Hooks keep their state in [`LexCx::state`](crate::lexer::LexCx::state).

pub mod antlr;
pub mod cpp;
pub mod go;
pub mod java;
pub mod javascript;
pub mod js;
pub mod lua;
pub mod py_layout;
pub mod python;
pub mod rust;
pub mod rust_tokens;

use crate::language::TokenSource;
use crate::lexer::{LexAction, LexPredicate};

/// A built-in function, as the generator's table names it.
#[derive(Copy, Clone, Debug)]
pub enum Builtin {
    Predicate(LexPredicate),
    Action(LexAction),
    TokenSource(TokenSource),
}

/// Every built-in by its path inside this crate (`hooks::lua::handle_comment`), for
/// callers that bind hooks at run time instead of in generated code.
pub fn by_path(path: &str) -> Option<Builtin> {
    use Builtin::*;
    Some(match path {
        "hooks::lua::handle_comment" => Action(lua::handle_comment),
        "hooks::antlr::after_token" => Action(antlr::after_token),
        "hooks::antlr::handle_begin_argument" => Action(antlr::handle_begin_argument),
        "hooks::antlr::handle_end_argument" => Action(antlr::handle_end_argument),
        "hooks::antlr::handle_end_action" => Action(antlr::handle_end_action),
        "hooks::lua::is_line1_col0" => Predicate(lua::is_line1_col0),
        "hooks::javascript::is_start_of_file" => Predicate(javascript::is_start_of_file),
        "hooks::javascript::is_regex_possible" => Predicate(javascript::is_regex_possible),
        "hooks::javascript::is_in_template_string" => Predicate(javascript::is_in_template_string),
        "hooks::javascript::is_strict_mode" => Predicate(javascript::is_strict_mode),
        "hooks::javascript::is_not_strict_mode" => Predicate(javascript::is_not_strict_mode),
        "hooks::javascript::process_open_brace" => Action(javascript::process_open_brace),
        "hooks::javascript::process_close_brace" => Action(javascript::process_close_brace),
        "hooks::javascript::process_template_open_brace" => Action(javascript::process_template_open_brace),
        "hooks::javascript::process_template_close_brace" => Action(javascript::process_template_close_brace),
        "hooks::javascript::process_string_literal" => Action(javascript::process_string_literal),
        "hooks::javascript::is_in_counted_template" => Predicate(javascript::is_in_counted_template),
        "hooks::javascript::start_template_string" => Action(javascript::start_template_string),
        "hooks::javascript::increase_template_depth" => Action(javascript::increase_template_depth),
        "hooks::javascript::decrease_template_depth" => Action(javascript::decrease_template_depth),
        "hooks::rust::sof" => Predicate(rust::sof),
        "hooks::rust::float_dot_possible" => Predicate(rust::float_dot_possible),
        "hooks::rust::float_literal_possible" => Predicate(rust::float_literal_possible),
        "hooks::python::token_source" => TokenSource(python::token_source),
        "hooks::go::token_source" => TokenSource(go::token_source),
        "hooks::java::token_source" => TokenSource(java::token_source),
        "hooks::cpp::token_source" => TokenSource(cpp::token_source),
        "hooks::cpp::raw_string_end" => Action(cpp::raw_string_end),
        "hooks::js::token_source" => TokenSource(js::token_source),
        "hooks::js::regex_allowed" => Predicate(js::regex_allowed),
        "hooks::js::not_before_digit" => Predicate(js::not_before_digit),
        "hooks::py_layout::token_source" => TokenSource(py_layout::token_source),
        "hooks::rust_tokens::token_source" => TokenSource(rust_tokens::token_source),
        "hooks::py_layout::after_token" => Action(py_layout::after_token),
        "hooks::python::after_token" => Action(python::after_token),
        _ => return None,
    })
}
