//! JavaScript's lexical goals and automatic semicolon insertion, for
//! `grammars/javascript.g4` (ours; written from ECMAScript 2024, ECMA-262 15th
//! edition, §12 and §12.10).
//!
//! **Regular expressions versus division** ([`regex_allowed`]). The specification
//! lexes with the goal InputElementRegExp where the syntactic grammar allows an
//! expression to start and InputElementDiv where an operand has just ended. The
//! predicate decides by the previous parser token: after a name, a literal, `this`,
//! `super`, `)`, `]`, `++`, `--`, a private name or a closing backtick a `/` divides;
//! after any other punctuator, after `}` and after a keyword that takes an expression
//! (`return`, `typeof`, `case`, `in`, ...) it starts a regular expression. Two rare
//! readings differ from the syntactic context: `if (x) /re/.test(s)` (divides here)
//! and `({} / 2)` (a regular expression here).
//!
//! **Automatic semicolon insertion** ([`token_source`]). §12.10.1's rules name the
//! token the parser cannot take (the "offending token"). A context-free GLR parser
//! cannot be asked that while it parses, so the token source runs the grammar's own
//! LR tables over the tokens first, keeping every stack a conflict creates (as the
//! GLR parser does, without trees): when no stack can take a token that follows a
//! line terminator, or is `}`, or is the end of the input, a `;` is inserted before it
//! if the stacks can take `;` and then the token. After `return`, `break`,
//! `continue`, `throw` and `yield`, and before a `++`/`--` (the restricted
//! productions), a line terminator inserts a `;` whenever one can be taken. The two
//! exceptions of §12.10.1 (no empty statement, not in a `for` header) are not
//! checked: they only matter for programs that are errors anyway.
//!
//! The inserted `;` is, as in [`super::go`], **the hidden record holding the line
//! break** (the line terminator, or a multi-line comment holding one), turned into the
//! `;` token, so that a statement and its line break are deleted or kept together and
//! every printed candidate re-lexes to the tokens its tree holds. Without a line break
//! (before `}` or at the end of the input) it is a zero-length `;` record.
//!
//! Token names the grammar must declare: the `;`, `}`, `++`, `--` literals and the
//! keyword literals above (any it lacks plays no part).

use crate::language::GrammarTables;
use crate::lexer::LexCx;
use crate::parser::tables::{
    ParseTables, ACTION_ACCEPT, ACTION_MULTI, ACTION_PAYLOAD, ACTION_REDUCE, ACTION_SHIFT, ACTION_TAG,
};
use crate::tokens::{Token, TokenStream};

/// Keywords after which an expression starts (so a `/` starts a regular expression).
const EXPRESSION_KEYWORDS: &[&[u8]] = &[
    b"await",
    b"case",
    b"delete",
    b"do",
    b"else",
    b"extends",
    b"in",
    b"instanceof",
    b"new",
    b"return",
    b"throw",
    b"typeof",
    b"void",
    b"yield",
    b"default",
];

/// Keywords whose statement a line terminator ends (§12.10 restricted productions).
const RESTRICTED: &[&str] = &["return", "break", "continue", "throw", "yield"];

/// At most this many parse stacks are kept at one token (more are dropped: the
/// insertion decisions then rest on the first ones).
const MAX_STACKS: usize = 32;

/// `RegularExpressionLiteral`'s predicate: see the module documentation.
pub fn regex_allowed(cx: &LexCx) -> bool {
    match cx.last_token() {
        None => true,
        Some(t) => !ends_operand(&cx.src[t.start as usize..t.end as usize]),
    }
}

/// `?.`'s predicate: optional chaining is not `?` before `.5` (§12.7
/// OptionalChainingPunctuator: `?.` [lookahead ∉ DecimalDigit]).
pub fn not_before_digit(cx: &LexCx) -> bool {
    !matches!(cx.la(0), Some(b'0'..=b'9'))
}

/// Whether a token with this text ends an operand, so that a `/` after it divides.
pub fn ends_operand(text: &[u8]) -> bool {
    let Some(&first) = text.first() else { return false };
    match first {
        b')' | b']' | b'`' | b'#' | b'"' | b'\'' | b'0'..=b'9' => true,
        b'+' | b'-' => text.len() == 2 && text[0] == text[1],
        // `.5` is a number; `.` and `...` are punctuators.
        b'.' => text.get(1).is_some_and(u8::is_ascii_digit),
        // A regular expression literal is at least 3 bytes; `/` and `/=` divide.
        b'/' => text.len() >= 3,
        b'a'..=b'z' | b'A'..=b'Z' | b'$' | b'_' | b'\\' | 0x80.. => !EXPRESSION_KEYWORDS.contains(&text),
        _ => false,
    }
}

/// Whether a hidden record's text holds a line terminator (LF, CR, U+2028, U+2029).
fn has_line_terminator(text: &[u8]) -> bool {
    text.iter().enumerate().any(|(i, &b)| {
        b == b'\n'
            || b == b'\r'
            || (b == 0xE2 && text.get(i + 1) == Some(&0x80) && matches!(text.get(i + 2), Some(0xA8 | 0xA9)))
    })
}

/// The token source (bind with
/// `Builder::token_source("reducer_runtime::hooks::js::token_source")`).
pub fn token_source(tables: &GrammarTables<'_>, src: &[u8], stream: TokenStream) -> TokenStream {
    // A grammar without ';' (the hook named by mistake) gets its stream unchanged.
    let Some(semi) = tables.literal_kind(";") else { return stream };
    let kinds = |names: &[&str]| names.iter().filter_map(|n| tables.literal_kind(n)).collect::<Vec<u16>>();
    let kinds = Kinds {
        semi,
        close_brace: tables.literal_kind("}"),
        restricted: kinds(RESTRICTED),
        update: kinds(&["++", "--"]),
        member: kinds(&[".", "?."]),
    };
    insert_semicolons(&tables.parser, src, stream, &kinds)
}

/// The token kinds the rules name.
#[derive(Clone, Debug)]
pub struct Kinds {
    pub semi: u16,
    pub close_brace: Option<u16>,
    /// `return`, `break`, `continue`, `throw`, `yield`.
    pub restricted: Vec<u16>,
    /// `++`, `--`.
    pub update: Vec<u16>,
    /// `.`, `?.` (a keyword after them is a property name).
    pub member: Vec<u16>,
}

/// Where a semicolon goes: a hidden record turned into `;`, or a zero-length `;` at
/// a byte offset, before record `before`.
enum Insertion {
    Record(usize),
    Empty { at: u32, before: usize },
}

/// The rules of §12.10.1 over any tables: see the module documentation.
pub fn insert_semicolons(tables: &ParseTables<'_>, src: &[u8], stream: TokenStream, kinds: &Kinds) -> TokenStream {
    let mut stacks: Vec<Vec<u32>> = vec![vec![0]];
    let mut insertions = Vec::new();
    let mut prev_kind: Option<u16> = None;
    let mut before_prev: Option<u16> = None;
    // The first hidden record since the previous parser token holding a line break.
    let mut line_break: Option<usize> = None;
    let n = stream.tokens.len();
    for i in 0..=n {
        let kind = match stream.tokens.get(i) {
            Some(t) if !t.is_parser_token() => {
                if line_break.is_none() && prev_kind.is_some() && has_line_terminator(t.text(src)) {
                    line_break = Some(i);
                }
                continue;
            }
            Some(t) => t.kind,
            None => 0,
        };
        let at = stream.tokens.get(i).map_or(src.len() as u32, |t| t.start);
        let place = match line_break {
            Some(r) => Insertion::Record(r),
            None => Insertion::Empty { at, before: i },
        };
        // A keyword after `.` is a property name, not a statement's keyword.
        let keyword = prev_kind.is_some_and(|k| kinds.restricted.contains(&k))
            && !before_prev.is_some_and(|k| kinds.member.contains(&k));
        let restricted = line_break.is_some() && (keyword || kinds.update.contains(&kind));
        let mut inserted = false;
        if restricted && kind != kinds.semi {
            let after = advance(tables, stacks.clone(), kinds.semi);
            if !after.is_empty() {
                stacks = after;
                insertions.push(place);
                inserted = true;
            } else if keyword {
                // `throw` then a line break: the specification inserts the semicolon
                // and the statement is an error, so the parser must see it.
                insertions.push(place);
                break;
            }
        }
        let may_insert =
            !inserted && (line_break.is_some() || kind == 0 || Some(kind) == kinds.close_brace) && kind != kinds.semi;
        // Most of the time one stack is alive and the token is taken: checked without
        // copying the stack, then taken in place.
        if stacks.len() == 1 && takes(tables, &stacks[0], kind) == Some(true) {
            // No conflict on the way (else `takes` says `None`): one action at a time.
            let stack = &mut stacks[0];
            while let Some(&top) = stack.last() {
                if !matches!(step(tables, stack, tables.action(top, kind)), Step::Reduced) {
                    break;
                }
            }
        } else {
            let next = if may_insert {
                advance(tables, stacks.clone(), kind)
            } else {
                advance(tables, std::mem::take(&mut stacks), kind)
            };
            if !next.is_empty() {
                stacks = next;
            } else if may_insert {
                let with_semi = advance(tables, advance(tables, std::mem::take(&mut stacks), kinds.semi), kind);
                if with_semi.is_empty() {
                    break; // A syntax error: the parser reports it.
                }
                let place = match line_break {
                    Some(r) => Insertion::Record(r),
                    None => Insertion::Empty { at, before: i },
                };
                insertions.push(place);
                stacks = with_semi;
            } else {
                break;
            }
        }
        before_prev = prev_kind;
        prev_kind = Some(kind);
        line_break = None;
    }
    if insertions.is_empty() {
        return stream;
    }
    let mut tokens = stream.tokens;
    let mut empties = Vec::new();
    for ins in insertions {
        match ins {
            Insertion::Record(r) => {
                tokens[r].kind = kinds.semi;
                tokens[r].channel = 0;
            }
            Insertion::Empty { at, before } => empties.push((before, at)),
        }
    }
    if !empties.is_empty() {
        let mut out = Vec::with_capacity(tokens.len() + empties.len());
        let mut e = empties.into_iter().peekable();
        for (i, t) in tokens.into_iter().enumerate() {
            while let Some(&(before, at)) = e.peek() {
                if before != i {
                    break;
                }
                out.push(Token { kind: kinds.semi, channel: 0, start: at, end: at });
                e.next();
            }
            out.push(t);
        }
        for (_, at) in e {
            out.push(Token { kind: kinds.semi, channel: 0, start: at, end: at });
        }
        tokens = out;
    }
    TokenStream::from_records(tokens, stream.errors)
}

/// Whether `stack` can take `token` (after reductions), without changing it: the
/// reductions pop into the shared stack and push onto a small array of their own.
/// `None` when a conflict cell or a deep chain of reductions is met (the caller then
/// copies the stack).
fn takes(t: &ParseTables<'_>, stack: &[u32], token: u16) -> Option<bool> {
    const ABOVE: usize = 32;
    let mut base = stack.len();
    let mut above = [0u32; ABOVE];
    let mut n = 0;
    loop {
        let top = if n > 0 { above[n - 1] } else { *stack[..base].last()? };
        let a = t.action(top, token);
        match a & ACTION_TAG {
            0 => return Some(false),
            ACTION_SHIFT | ACTION_ACCEPT => return Some(true),
            ACTION_REDUCE => {
                let prod = (a & ACTION_PAYLOAD) as usize;
                let mut len = t.prod_len[prod] as usize;
                let from_above = len.min(n);
                n -= from_above;
                len -= from_above;
                if len >= base {
                    return Some(false);
                }
                base -= len;
                let below = if n > 0 { above[n - 1] } else { stack[base - 1] };
                let Some(s) = t.goto(below, t.prod_lhs[prod]) else { return Some(false) };
                if n == ABOVE {
                    return None;
                }
                above[n] = s;
                n += 1;
            }
            _ => return None,
        }
    }
}

/// Every stack after taking `token` (reductions, then the shift or accept); stacks
/// that cannot take it are dropped, conflicts fork.
fn advance(t: &ParseTables<'_>, stacks: Vec<Vec<u32>>, token: u16) -> Vec<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = Vec::with_capacity(stacks.len());
    let mut work = stacks;
    while let Some(mut stack) = work.pop() {
        while let Some(&top) = stack.last() {
            let a = t.action(top, token);
            if a == 0 {
                break;
            }
            let a = if a & ACTION_TAG == ACTION_MULTI {
                let all = t.actions(top, token);
                for &other in &all[1..] {
                    let mut fork = stack.clone();
                    match step(t, &mut fork, other) {
                        Step::Took => out.push(fork),
                        Step::Reduced => work.push(fork),
                        Step::Failed => {}
                    }
                }
                all[0]
            } else {
                a
            };
            match step(t, &mut stack, a) {
                Step::Took => {
                    out.push(stack);
                    break;
                }
                Step::Reduced => {}
                Step::Failed => break,
            }
        }
    }
    if out.len() > 1 {
        out.sort_unstable();
        out.dedup();
        out.truncate(MAX_STACKS);
    }
    out
}

enum Step {
    Took,
    Reduced,
    Failed,
}

/// Applies one action to one stack.
fn step(t: &ParseTables<'_>, stack: &mut Vec<u32>, a: u32) -> Step {
    match a & ACTION_TAG {
        ACTION_SHIFT => {
            stack.push(a & ACTION_PAYLOAD);
            Step::Took
        }
        ACTION_ACCEPT => Step::Took,
        ACTION_REDUCE => {
            let prod = (a & ACTION_PAYLOAD) as usize;
            let len = t.prod_len[prod] as usize;
            if len >= stack.len() {
                return Step::Failed;
            }
            stack.truncate(stack.len() - len);
            match t.goto(stack[stack.len() - 1], t.prod_lhs[prod]) {
                Some(s) => {
                    stack.push(s);
                    Step::Reduced
                }
                None => Step::Failed,
            }
        }
        _ => Step::Failed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_end_where_a_slash_divides() {
        for op in [
            "a", "x1", "this", "super", "null", ")", "]", "++", "--", "1", ".5", "'s'", "\"s\"", "`", "/a/g", "#p",
            "of",
        ] {
            assert!(ends_operand(op.as_bytes()), "{op}");
        }
        for op in ["(", "[", "{", "}", ",", ";", "=", "==", "+", "-", "!", "?", ":", "&&", ".", "...", "/", "/=", "=>"]
        {
            assert!(!ends_operand(op.as_bytes()), "{op}");
        }
        for kw in [
            "return",
            "typeof",
            "case",
            "in",
            "instanceof",
            "new",
            "delete",
            "void",
            "throw",
            "yield",
            "await",
            "else",
            "do",
        ] {
            assert!(!ends_operand(kw.as_bytes()), "{kw}");
        }
    }

    #[test]
    fn line_terminators() {
        assert!(has_line_terminator(b"\n"));
        assert!(has_line_terminator(b"\r"));
        assert!(has_line_terminator("/* a\u{2028} */".as_bytes()));
        assert!(has_line_terminator("\u{2029}".as_bytes()));
        assert!(!has_line_terminator(b"/* a */"));
        assert!(!has_line_terminator(" \u{00A0}".as_bytes()));
    }
}
