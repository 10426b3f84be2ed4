//! Built-in hooks: Rust functions in `reducer_runtime::hooks` that do what the base
//! classes of the ANTLR grammars-v4 collection do, chosen from the grammar's
//! `superClass` option and the member names its actions and predicates call.
//!
//! The functions are our own, written from the behaviour of those classes (which the
//! grammars name in `options { superClass = X; }`); this table only maps names to
//! them. A hook is chosen when its class is the `superClass` of the grammar file that
//! calls it; a grammar without `superClass` (or with a class of another name) still
//! gets a built-in when exactly one class offers that member name. Member names are
//! matched with their first letter in either case (`floatDotPossible` and
//! `FloatDotPossible` name one member in different ports of the same base class).
//!
//! Parser members are listed too: the parser is context-free, so a parser predicate is
//! read as `true` (the grammar accepts a superset of what the base class allows) and a
//! parser action is not run. Listing them says that this reading is known to be safe
//! for that member, so it is a warning, not an error.

/// What a built-in member is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MemberKind {
    /// A lexer predicate: `fn(&LexCx) -> bool`.
    LexPredicate,
    /// A lexer action: `fn(&mut LexCx)`.
    LexAction,
    /// A parser predicate or action, read context-free; the text says what that loses.
    Parser(&'static str),
}

/// One member of a base class.
#[derive(Copy, Clone, Debug)]
pub struct Member {
    /// The base class (`superClass`).
    pub class: &'static str,
    /// The member name as the grammar calls it; a leading `!` is the negated predicate.
    pub name: &'static str,
    pub kind: MemberKind,
    /// Path of the function inside the runtime crate (`hooks::lua::handle_comment`);
    /// empty for parser members.
    pub path: &'static str,
}

/// Hooks that stand for a whole base class rather than one member (ANTLR base classes
/// that override `nextToken`).
#[derive(Copy, Clone, Debug)]
pub struct Class {
    pub class: &'static str,
    /// A `language::TokenSource` applied to every token stream.
    pub token_source: Option<&'static str>,
    /// A `lexer::LexAction` run after every match (`LexHooks::after_token`).
    pub after_token: Option<&'static str>,
    /// The token names the class's code relies on, checked when it is chosen.
    pub needs_tokens: &'static [&'static str],
}

const fn lex_pred(class: &'static str, name: &'static str, path: &'static str) -> Member {
    Member { class, name, kind: MemberKind::LexPredicate, path }
}

const fn lex_action(class: &'static str, name: &'static str, path: &'static str) -> Member {
    Member { class, name, kind: MemberKind::LexAction, path }
}

const fn parser(class: &'static str, name: &'static str, why: &'static str) -> Member {
    Member { class, name, kind: MemberKind::Parser(why), path: "" }
}

const CF: &str = "read as true: the parser accepts a superset";
const NOOP: &str = "bookkeeping only; not needed to parse";

/// Every built-in member.
pub const MEMBERS: &[Member] = &[
    // Lua: long comments are read by an action; a shebang only on the first line.
    lex_action("LuaLexerBase", "HandleComment", "hooks::lua::handle_comment"),
    lex_pred("LuaLexerBase", "IsLine1Col0", "hooks::lua::is_line1_col0"),
    parser("LuaParserBase", "IsFunctionCall", CF),
    // JavaScript: regex literal or division, template strings, strict mode.
    // Ours, named by `grammars/javascript_lexer.g4`: regular expressions versus division.
    lex_pred("JavaScriptSyntax", "regexAllowed", "hooks::js::regex_allowed"),
    lex_pred("JavaScriptSyntax", "notBeforeDigit", "hooks::js::not_before_digit"),
    lex_pred("JavaScriptLexerBase", "IsStartOfFile", "hooks::javascript::is_start_of_file"),
    lex_pred("JavaScriptLexerBase", "IsRegexPossible", "hooks::javascript::is_regex_possible"),
    lex_pred("JavaScriptLexerBase", "IsInTemplateString", "hooks::javascript::is_in_template_string"),
    lex_pred("JavaScriptLexerBase", "IsStrictMode", "hooks::javascript::is_strict_mode"),
    lex_pred("JavaScriptLexerBase", "!IsStrictMode", "hooks::javascript::is_not_strict_mode"),
    lex_action("JavaScriptLexerBase", "ProcessOpenBrace", "hooks::javascript::process_open_brace"),
    lex_action("JavaScriptLexerBase", "ProcessCloseBrace", "hooks::javascript::process_close_brace"),
    lex_action("JavaScriptLexerBase", "ProcessTemplateOpenBrace", "hooks::javascript::process_template_open_brace"),
    lex_action("JavaScriptLexerBase", "ProcessTemplateCloseBrace", "hooks::javascript::process_template_close_brace"),
    lex_action("JavaScriptLexerBase", "ProcessStringLiteral", "hooks::javascript::process_string_literal"),
    parser("JavaScriptParserBase", "notOpenBraceAndNotFunction", CF),
    parser("JavaScriptParserBase", "notLineTerminator", CF),
    parser("JavaScriptParserBase", "lineTerminatorAhead", CF),
    parser("JavaScriptParserBase", "closeBrace", CF),
    parser("JavaScriptParserBase", "n", CF),
    parser("JavaScriptParserBase", "next", CF),
    parser("JavaScriptParserBase", "p", CF),
    parser("JavaScriptParserBase", "prev", CF),
    // TypeScript: JavaScript's rules, template strings counted differently.
    lex_pred("TypeScriptLexerBase", "IsRegexPossible", "hooks::javascript::is_regex_possible"),
    lex_pred("TypeScriptLexerBase", "IsStrictMode", "hooks::javascript::is_strict_mode"),
    lex_pred("TypeScriptLexerBase", "!IsStrictMode", "hooks::javascript::is_not_strict_mode"),
    lex_pred("TypeScriptLexerBase", "IsInTemplateString", "hooks::javascript::is_in_counted_template"),
    lex_action("TypeScriptLexerBase", "ProcessOpenBrace", "hooks::javascript::process_open_brace"),
    lex_action("TypeScriptLexerBase", "ProcessCloseBrace", "hooks::javascript::process_close_brace"),
    lex_action("TypeScriptLexerBase", "ProcessStringLiteral", "hooks::javascript::process_string_literal"),
    lex_action("TypeScriptLexerBase", "StartTemplateString", "hooks::javascript::start_template_string"),
    lex_action("TypeScriptLexerBase", "IncreaseTemplateDepth", "hooks::javascript::increase_template_depth"),
    lex_action("TypeScriptLexerBase", "DecreaseTemplateDepth", "hooks::javascript::decrease_template_depth"),
    parser("TypeScriptParserBase", "notOpenBraceAndNotFunction", CF),
    parser("TypeScriptParserBase", "notLineTerminator", CF),
    parser("TypeScriptParserBase", "lineTerminatorAhead", CF),
    parser("TypeScriptParserBase", "closeBrace", CF),
    parser("TypeScriptParserBase", "n", CF),
    parser("TypeScriptParserBase", "next", CF),
    parser("TypeScriptParserBase", "p", CF),
    parser("TypeScriptParserBase", "prev", CF),
    // Go: semicolons are inserted by the lexer grammar's modes; the parser's members
    // disambiguate readings the GLR parser keeps anyway.
    parser("GoParserBase", "myreset", NOOP),
    parser("GoParserBase", "addImportSpec", NOOP),
    parser("GoParserBase", "isNotReceive", CF),
    parser("GoParserBase", "isOperand", CF),
    parser("GoParserBase", "isConversion", CF),
    parser("GoParserBase", "isMethodExpr", CF),
    parser("GoParserBase", "isTypeArgument", CF),
    parser("GoParserBase", "isExpressionArgument", CF),
    parser("GoParserBase", "closingBracket", CF),
    // C (grammars-v4 `c`): typedef names and casts are told apart by a symbol table;
    // the GLR parser keeps both readings instead.
    parser("CParserBase", "IsCast", CF),
    parser("CParserBase", "IsDeclarationSpecifier", CF),
    parser("CParserBase", "IsTypeSpecifierQualifier", CF),
    parser("CParserBase", "IsNullStructDeclarationListExtension", CF),
    parser("CParserBase", "IsStatement", CF),
    parser("CParserBase", "IsDeclaration", CF),
    parser("CParserBase", "EnterDeclaration", NOOP),
    // C++ (grammars-v4 `cpp`).
    parser("CPP14ParserBase", "IsPureSpecifierAllowed", CF),
    // Java.
    parser("JavaParserBase", "IsNotIdentifierAssign", CF),
    parser("JavaParserBase", "DoLastRecordComponent", CF),
    // ANTLR 4's own grammar: `[` and `}` by context (names are retyped per token).
    lex_action("LexerAdaptor", "handleBeginArgument", "hooks::antlr::handle_begin_argument"),
    lex_action("LexerAdaptor", "handleEndArgument", "hooks::antlr::handle_end_argument"),
    lex_action("LexerAdaptor", "handleEndAction", "hooks::antlr::handle_end_action"),
    // Rust: where a float literal may end with `.`, shebang at the start of the file.
    lex_pred("RustLexerBase", "SOF", "hooks::rust::sof"),
    lex_pred("RustLexerBase", "FloatDotPossible", "hooks::rust::float_dot_possible"),
    lex_pred("RustLexerBase", "FloatLiteralPossible", "hooks::rust::float_literal_possible"),
    // Ours: `grammars/rust.g4` (class `RustTokens`) reads a shebang only at the start.
    lex_pred("RustTokens", "SOF", "hooks::rust::sof"),
];

/// Base classes whose behaviour is a token source or a per-token hook.
pub const CLASSES: &[Class] = &[
    Class {
        class: "PythonLexerBase",
        token_source: Some("hooks::python::token_source"),
        after_token: Some("hooks::python::after_token"),
        needs_tokens: &["NEWLINE", "INDENT", "DEDENT"],
    },
    // Ours: `grammars/go.g4` names it, so interpreted mode inserts Go's semicolons too.
    Class {
        class: "GoSemicolons",
        token_source: Some("hooks::go::token_source"),
        after_token: None,
        needs_tokens: &[],
    },
    // Ours: `grammars/java.g4` names it, so interpreted mode splits `>>` in generics too.
    Class {
        class: "JavaAngles",
        token_source: Some("hooks::java::token_source"),
        after_token: None,
        needs_tokens: &["GT_JOINED"],
    },
    // Ours: `grammars/cpp.g4` names it, so interpreted mode splits `>>` in template
    // arguments, reads digraphs and alternative tokens, and ends raw strings at their
    // own delimiter as reduce-cpp does.
    Class {
        class: "CppTokens",
        token_source: Some("hooks::cpp::token_source"),
        after_token: Some("hooks::cpp::raw_string_end"),
        needs_tokens: &["GT_JOINED"],
    },
    // Ours: `grammars/javascript_lexer.g4` names it, so interpreted mode inserts
    // JavaScript's automatic semicolons too (the regular expression predicate is a
    // member above).
    Class {
        class: "JavaScriptSyntax",
        token_source: Some("hooks::js::token_source"),
        after_token: None,
        needs_tokens: &[],
    },
    // Ours: `grammars/python_lexer.g4` names it, so interpreted mode makes Python's
    // NEWLINE, INDENT and DEDENT tokens and lexes f-string fields as reduce-py does.
    Class {
        class: "PythonLayout",
        token_source: Some("hooks::py_layout::token_source"),
        after_token: Some("hooks::py_layout::after_token"),
        needs_tokens: &["NEWLINE", "INDENT", "DEDENT"],
    },
    // Ours: `grammars/rust.g4` names it, so interpreted mode joins `<` and `>` to the
    // next token (`>>`, `>=`) and marks a let-else's `else` as reduce-rust does.
    Class {
        class: "RustTokens",
        token_source: Some("hooks::rust_tokens::token_source"),
        after_token: None,
        needs_tokens: &["LT_JOINT", "GT_JOINT", "LET_ELSE"],
    },
    Class {
        class: "LexerAdaptor",
        token_source: None,
        after_token: Some("hooks::antlr::after_token"),
        needs_tokens: &["ID", "TOKEN_REF", "RULE_REF", "SEMI"],
    },
];

fn same_name(a: &str, b: &str) -> bool {
    let (a, b) =
        (a.strip_prefix('!').map_or((false, a), |r| (true, r)), b.strip_prefix('!').map_or((false, b), |r| (true, r)));
    if a.0 != b.0 {
        return false;
    }
    let (mut x, mut y) = (a.1.chars(), b.1.chars());
    match (x.next(), y.next()) {
        (Some(p), Some(q)) => p.eq_ignore_ascii_case(&q) && x.as_str() == y.as_str(),
        _ => false,
    }
}

/// The built-in member called `name` for a grammar file whose `superClass` is `class`:
/// that class's member, else the only class's member of that name.
pub fn member(class: Option<&str>, name: &str) -> Option<&'static Member> {
    if let Some(class) = class {
        if let Some(m) = MEMBERS.iter().find(|m| m.class == class && same_name(m.name, name)) {
            return Some(m);
        }
    }
    let mut found = MEMBERS.iter().filter(|m| same_name(m.name, name));
    let first = found.next()?;
    found.all(|m| m.path == first.path && m.kind == first.kind).then_some(first)
}

/// The class-wide hooks of a `superClass`, if we have them.
pub fn class(class: &str) -> Option<&'static Class> {
    CLASSES.iter().find(|c| c.class == class)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_are_found_by_class_and_name() {
        let m = member(Some("LuaLexerBase"), "HandleComment").expect("lua");
        assert_eq!(m.path, "hooks::lua::handle_comment");
        // Another port spells the member with a lower-case initial.
        assert_eq!(
            member(Some("RustLexerBase"), "floatDotPossible").map(|m| m.path),
            Some("hooks::rust::float_dot_possible")
        );
        // Without the class, a name only one class has is enough.
        assert_eq!(member(None, "IsRegexPossible").map(|m| m.class), Some("JavaScriptLexerBase"));
        assert!(member(None, "!IsStrictMode").is_some());
        assert!(member(None, "IsStrictMod").is_none());
        assert!(member(Some("LuaLexerBase"), "handleComment").is_some());
        assert!(member(Some("LuaLexerBase"), "HANDLECOMMENT").is_none());
    }

    #[test]
    fn every_lexer_member_has_a_path() {
        for m in MEMBERS {
            let lexer = matches!(m.kind, MemberKind::LexPredicate | MemberKind::LexAction);
            assert_eq!(lexer, !m.path.is_empty(), "{m:?}");
            assert!(
                m.name.starts_with('!') == (m.kind == MemberKind::LexPredicate && m.name.starts_with('!')),
                "{m:?}"
            );
        }
    }
}
