//! Table-driven lexer with ANTLR semantics, over bytes.
//!
//! The generator (`reducer-gen`'s `lexgen`) compiles each lexer mode to a DFA over byte
//! classes; generated code writes the tables as `static` arrays and borrows them here
//! as a [`LexerTables`]. Rules that refer to themselves (nested comments) cannot be a
//! DFA; they are matched by a thread simulator over their lex trees (`fallback`), run
//! at each position next to the DFA. The longest match wins; ties go to the rule listed
//! first (implicit literal tokens come first).
//!
//! Bytes, not characters: sets match UTF-8 encodings of their members, and a set that
//! holds every non-ASCII scalar value (`.`, `~["\\]`...) also matches any single byte
//! `0x80..=0xFF`, so Latin-1 or broken UTF-8 inside strings and comments lexes.
//!
//! Grammars that need code (ANTLR's `{isRegexPossible()}?`, `{opened++;}`) bind the
//! named predicates and actions of their lexer rules to Rust functions ([`LexHooks`]).
//! A rule with a predicate is matched by the simulator; it competes only when all its
//! predicates hold for its longest match. Actions run after their rule wins.

mod fallback;

pub use crate::tokens::{LexError, LexErrorKind};
use crate::tokens::{Token, TokenStream, SKIPPED};
use std::any::Any;
use std::fmt;

pub use fallback::Fallback;

/// A quantifier in a lex tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Quantifier {
    /// `?`
    Optional,
    /// `*`
    Star,
    /// `+`
    Plus,
}

/// One node of a lexer rule's tree ("lex tree"), stored flat: lists live in the pools
/// of [`LexTree`] and are addressed by `first..first + len`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LexTreeNode {
    /// Ordered alternatives: node indices `children[first..first + len]`.
    Alt { first: u32, len: u32 },
    /// A sequence (empty is epsilon): node indices `children[first..first + len]`.
    Seq { first: u32, len: u32 },
    /// A fixed string: UTF-8 bytes `text[first..first + len]`.
    Literal { first: u32, len: u32 },
    /// A character class: inclusive scalar ranges `ranges[first..first + len]`, in
    /// readable order (see the generator); `high_bytes` means the set also matches any
    /// single byte `0x80..=0xFF`.
    Set { first: u32, len: u32, high_bytes: bool },
    /// The body of another rule (index into [`LexerTables::rules`]).
    Ref(u32),
    /// A quantified node.
    Quant { child: u32, quantifier: Quantifier, greedy: bool },
    /// `EOF` inside a rule: matches, zero-width, only at the end of the input.
    Eof,
}

/// The lex trees of all rules, as pools of plain data.
#[derive(Copy, Clone, Debug)]
pub struct LexTree<'a> {
    pub nodes: &'a [LexTreeNode],
    pub children: &'a [u32],
    pub text: &'a [u8],
    pub ranges: &'a [(u32, u32)],
}

impl<'a> LexTree<'a> {
    /// The child node indices of an `Alt` or `Seq` node (empty for other nodes).
    pub fn children_of(&self, node: u32) -> &'a [u32] {
        match self.nodes[node as usize] {
            LexTreeNode::Alt { first, len } | LexTreeNode::Seq { first, len } => {
                &self.children[first as usize..(first + len) as usize]
            }
            _ => &[],
        }
    }

    /// The bytes of a `Literal` node (empty for other nodes).
    pub fn literal_of(&self, node: u32) -> &'a [u8] {
        match self.nodes[node as usize] {
            LexTreeNode::Literal { first, len } => &self.text[first as usize..(first + len) as usize],
            _ => &[],
        }
    }

    /// The ranges of a `Set` node in readable order (empty for other nodes).
    pub fn ranges_of(&self, node: u32) -> &'a [(u32, u32)] {
        match self.nodes[node as usize] {
            LexTreeNode::Set { first, len, .. } => &self.ranges[first as usize..(first + len) as usize],
            _ => &[],
        }
    }
}

/// What a lexer rule does once it matched.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleInfo<'a> {
    pub name: &'a str,
    pub is_fragment: bool,
    /// Mode the rule belongs to.
    pub mode: u16,
    /// Token kind emitted (after `type(T)`); `None` emits skipped trivia.
    pub token: Option<u16>,
    pub channel: u16,
    pub skip: bool,
    pub more: bool,
    pub set_mode: Option<u16>,
    pub push_mode: Option<u16>,
    pub pop_mode: bool,
    /// Root of the rule's body in [`LexerTables::tree`].
    pub tree: u32,
    /// Matched by the fallback simulator instead of the DFA (recursive rules).
    pub fallback: bool,
}

/// The DFA of one lexer mode.
///
/// States with identical transitions share a row; rows are little-endian `u16` next
/// states in a byte string, so generated code holds them as one `b"..."` literal.
#[derive(Copy, Clone, Debug)]
pub struct ModeTables<'a> {
    pub name: &'a str,
    /// Byte to equivalence class.
    pub byte_class: &'a [u8; 256],
    pub num_classes: u32,
    /// Start state; state 0 is the dead state.
    pub start: u32,
    /// `row_of[state]` is the row of `rows` holding the state's next states.
    pub row_of: &'a [u16],
    /// Rows of `num_classes` next states (0: dead), each a little-endian `u16`.
    pub rows: &'a [u8],
    /// `accept[state]` is the winning rule index + 1, or 0.
    pub accept: &'a [u32],
    /// Rules of this mode matched by the fallback simulator, in priority order.
    pub fallback_rules: &'a [u32],
    /// The first rule of this mode that matches the empty string, + 1 (0: none). As in
    /// ANTLR it matches, zero-width, only where no rule of the mode matches a character
    /// (`OTHER : -> mode(DEFAULT_MODE) ;` leaves a mode).
    pub empty_rule: u32,
    /// The first rule of this mode with an `EOF` alternative, + 1 (0: none): it matches,
    /// zero-width, at end of input (which ANTLR only tries on an empty input).
    pub eof_rule: u32,
    /// The last class is the end of the input, which no byte maps to: a rule reads
    /// `EOF` inside its body (`'//' .*? ('\n' | EOF)`), and the DFA steps on it once
    /// where the input ends.
    pub eof_class: bool,
}

impl ModeTables<'_> {
    /// The state after `state` reads a byte of class `class` (0: dead).
    #[inline]
    pub fn next(&self, state: usize, class: usize) -> usize {
        let i = 2 * (self.row_of[state] as usize * self.num_classes as usize + class);
        u16::from_le_bytes([self.rows[i], self.rows[i + 1]]) as usize
    }
}

/// Everything the lexer needs, borrowed (generated code holds it in statics).
#[derive(Copy, Clone, Debug)]
pub struct LexerTables<'a> {
    /// Symbol names by id, tokens first (hooks find token kinds by name).
    pub token_names: &'a [&'a str],
    pub modes: &'a [ModeTables<'a>],
    pub rules: &'a [RuleInfo<'a>],
    pub tree: LexTree<'a>,
    pub hooks: LexHooks<'a>,
}

/// What a lexer hook sees: the candidate token, the lexer's position, the records
/// emitted so far, and state that actions write and predicates read.
///
/// Predicates (`fn(&LexCx) -> bool`) may look at the match, the input around it and
/// every earlier record. Actions (`fn(&mut LexCx)`) may also consume input past the
/// match ([`LexCx::consume_to`]), replace the rule's token by zero or more tokens
/// ([`LexCx::emit`], [`LexCx::emit_nothing`]) and change modes
/// ([`LexCx::push_mode`], [`LexCx::pop_mode`], [`LexCx::set_mode`]); their effects apply
/// after the rule's actions ran, before the rule's own commands (`-> popMode`).
pub struct LexCx<'a> {
    /// The whole input.
    pub src: &'a [u8],
    /// The rule whose hook runs.
    pub rule: u32,
    /// Where the rule's match starts and ends (`src[start..end]` is its text). An action
    /// consumes input by moving `end` forward ([`LexCx::consume_to`]).
    pub start: usize,
    pub end: usize,
    /// Index of the current mode.
    pub mode: usize,
    /// Rule of the last token sent to the parser (not skipped, default channel).
    pub last_rule: Option<u32>,
    /// Free for the grammar's hooks (counters, stacks); empty when lexing starts.
    pub vars: &'a mut Vec<i64>,
    /// Every record emitted before this match (earlier tokens, trivia included).
    pub tokens: &'a [Token],
    depth: usize,
    /// The mode a `popMode` would return to (the top of the mode stack).
    outer: Option<usize>,
    tables: &'a LexerTables<'a>,
    state: &'a mut Option<Box<dyn Any>>,
    effects: &'a mut Effects,
}

impl fmt::Debug for LexCx<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LexCx")
            .field("rule", &self.rules()[self.rule as usize].name)
            .field("start", &self.start)
            .field("end", &self.end)
            .field("mode", &self.mode)
            .finish_non_exhaustive()
    }
}

/// What actions asked for, applied by the lexer after the rule's actions ran.
#[derive(Default)]
struct Effects {
    /// An error a hook reported.
    error: Option<&'static str>,
    /// Tokens replacing the rule's token (`Some(vec![])`: the text becomes trivia).
    emitted: Option<Vec<Token>>,
    modes: Vec<ModeOp>,
    /// `setType(T)`: the kind the rule's token gets instead of its own.
    kind: Option<u16>,
    /// `more()`: the match joins the next token.
    more: bool,
}

#[derive(Copy, Clone, Debug)]
enum ModeOp {
    Push(usize),
    Pop,
    Set(usize),
}

impl LexCx<'_> {
    fn rules(&self) -> &[RuleInfo<'_>] {
        self.tables.rules
    }

    /// The matched text (with whatever actions consumed so far).
    pub fn text(&self) -> &[u8] {
        &self.src[self.start..self.end]
    }

    /// Name of the rule of the last token sent to the parser.
    pub fn last_rule_name(&self) -> Option<&str> {
        self.last_rule.map(|r| self.rules()[r as usize].name)
    }

    /// Is the match at the start of a line?
    pub fn at_line_start(&self) -> bool {
        self.start == 0 || self.src[self.start - 1] == b'\n'
    }

    /// Line (1-based) and column (1-based, in characters) where the match starts.
    pub fn position(&self) -> (u32, u32) {
        line_col(self.src, self.start)
    }

    /// The byte `i` places past the end of the match (`la(0)` is the next byte), if any.
    pub fn la(&self, i: usize) -> Option<u8> {
        self.src.get(self.end + i).copied()
    }

    /// The last earlier token on the default channel (what ANTLR base classes keep as
    /// `lastToken`), skipped text and hidden channels excluded.
    pub fn last_token(&self) -> Option<&Token> {
        self.tokens.iter().rev().find(|t| t.is_parser_token())
    }

    /// The token kind named `name` (a token rule, or a token declared in `tokens { }`).
    pub fn token_kind(&self, name: &str) -> Option<u16> {
        match self.tables.token_names.iter().position(|n| *n == name) {
            Some(k) => Some(k as u16),
            None => self.rules().iter().find(|r| r.name == name && !r.is_fragment).and_then(|r| r.token),
        }
    }

    /// The token kind the matched rule emits (`None` for skipped rules).
    pub fn rule_token(&self) -> Option<u16> {
        let r = &self.rules()[self.rule as usize];
        r.token.filter(|_| !r.skip)
    }

    /// Name of the matched rule.
    pub fn rule_name(&self) -> &str {
        self.rules()[self.rule as usize].name
    }

    /// Index of the mode named `name`.
    pub fn mode_index(&self, name: &str) -> Option<usize> {
        self.tables.modes.iter().position(|m| m.name == name)
    }

    /// Name of the mode the match was made in.
    pub fn mode_name(&self) -> &str {
        self.tables.modes.get(self.mode).map_or("", |m| m.name)
    }

    /// Typed state shared by all hooks of one lexing run, created with `T::default()`
    /// on first use (built-in hooks keep their base class's fields here). There is one
    /// value per run: asking for another type replaces it, so the hooks of one grammar
    /// agree on one state type (a base class's).
    pub fn state<T: Any + Default>(&mut self) -> &mut T {
        if !self.state.as_ref().is_some_and(|s| s.is::<T>()) {
            *self.state = Some(Box::new(T::default()));
        }
        self.state.as_mut().and_then(|s| s.downcast_mut::<T>()).expect("state of type T was just set")
    }

    /// The state of type `T` if an action created it.
    pub fn peek_state<T: Any>(&self) -> Option<&T> {
        self.state.as_ref().and_then(|s| s.downcast_ref::<T>())
    }

    /// Consumes input up to byte offset `end` (an action reading past its match, like
    /// ANTLR's `getInterpreter().consume(input)`); never moves backwards or past the end.
    pub fn consume_to(&mut self, end: usize) {
        self.end = end.clamp(self.end, self.src.len());
    }

    /// Emits a token from where the previous emitted token ended (or the match start)
    /// to `end` (zero-length tokens allowed), instead of the rule's own token. The
    /// tokens emitted by a match must be in order and inside `start..end` of the final
    /// match; text between them becomes trivia.
    pub fn emit(&mut self, kind: u16, channel: u16, end: usize) {
        let from = self.effects.emitted.as_ref().and_then(|e| e.last()).map_or(self.start, |t| t.end as usize);
        let end = end.clamp(from, self.src.len());
        self.effects.emitted.get_or_insert_with(Vec::new).push(Token {
            kind,
            channel,
            start: from as u32,
            end: end as u32,
        });
    }

    /// Emits no token for this match: its text becomes trivia (unless tokens are
    /// emitted afterwards).
    pub fn emit_nothing(&mut self) {
        self.effects.emitted.get_or_insert_with(Vec::new);
    }

    /// Reports a lexing error at the start of the match (what an ANTLR base class
    /// sends to the error listener); lexing stops there.
    pub fn fail(&mut self, message: &'static str) {
        self.effects.error.get_or_insert(message);
    }

    /// `pushMode(m)` after the match.
    pub fn push_mode(&mut self, mode: usize) {
        self.effects.modes.push(ModeOp::Push(mode));
    }

    /// `popMode` after the match (an empty stack is a lexing error, as in ANTLR).
    pub fn pop_mode(&mut self) {
        self.effects.modes.push(ModeOp::Pop);
    }

    /// `mode(m)` after the match.
    pub fn set_mode(&mut self, mode: usize) {
        self.effects.modes.push(ModeOp::Set(mode));
    }

    /// Depth of the mode stack before this match's effects (0: nothing pushed).
    pub fn mode_stack_depth(&self) -> usize {
        self.depth
    }

    /// The mode on top of the mode stack before this match's effects (where a
    /// `popMode` returns), if any.
    pub fn outer_mode(&self) -> Option<usize> {
        self.outer
    }

    /// `setType(kind)`: the match's token gets this kind (a hook running later in the
    /// same match sees it in [`LexCx::token_type`]).
    pub fn set_type(&mut self, kind: u16) {
        self.effects.kind = Some(kind);
    }

    /// `more()`: the match is not a token of its own but the start of the next one.
    pub fn more(&mut self) {
        self.effects.more = true;
    }

    /// The kind this match will be emitted as: `None` when it is skipped or joins the
    /// next token (`skip`, `more`, in the rule or asked by a hook).
    pub fn token_type(&self) -> Option<u16> {
        let r = &self.rules()[self.rule as usize];
        if r.skip || r.more || self.effects.more {
            return None;
        }
        self.effects.kind.or(r.token)
    }
}

impl<'a> LexCx<'a> {
    /// Name of mode `mode`.
    pub fn mode_name_at(&self, mode: usize) -> Option<&'a str> {
        self.tables.modes.get(mode).map(|m| m.name)
    }

    /// Name of token kind `kind`.
    pub fn token_name(&self, kind: u16) -> Option<&'a str> {
        self.tables.token_names.get(kind as usize).copied()
    }
}

/// A semantic predicate of a lexer rule (`{name()}?` in the grammar).
pub type LexPredicate = fn(&LexCx) -> bool;
/// An action of a lexer rule (`{name();}` in the grammar).
pub type LexAction = fn(&mut LexCx);

/// The Rust functions bound to the grammar's named lexer hooks, by rule index, sorted
/// by rule (a rule may have several; predicates must all hold, actions run in order).
#[derive(Copy, Clone, Debug)]
pub struct LexHooks<'a> {
    pub predicates: &'a [(u32, LexPredicate)],
    pub actions: &'a [(u32, LexAction)],
    /// Runs after every match of every rule, after the rule's own actions (ANTLR base
    /// classes that override `nextToken`/`emit`, e.g. to switch modes in Python's
    /// f-strings); it sees and may change what the match emits.
    pub after_token: Option<LexAction>,
}

impl LexHooks<'_> {
    /// No hooks.
    pub const NONE: LexHooks<'static> = LexHooks { predicates: &[], actions: &[], after_token: None };
}

fn hooks_of<T>(list: &[(u32, T)], rule: u32) -> &[(u32, T)] {
    let from = list.partition_point(|(r, _)| *r < rule);
    let to = from + list[from..].partition_point(|(r, _)| *r == rule);
    &list[from..to]
}

/// Lexer state that hooks see, kept across tokens.
struct HookState {
    vars: Vec<i64>,
    last_rule: Option<u32>,
    state: Option<Box<dyn Any>>,
    effects: Effects,
}

/// Lexing options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LexOptions {
    /// Emulate ANTLR's recovery instead of failing: when no rule matches, the text from
    /// the token start up to where matching failed, plus one more character, becomes
    /// skipped trivia and the error is recorded in [`TokenStream::errors`].
    pub recover: bool,
}

/// Line (1-based) and column (1-based, in characters) of a byte offset.
pub fn line_col(src: &[u8], offset: usize) -> (u32, u32) {
    let before = &src[..offset.min(src.len())];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count() as u32;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let column = 1 + before[line_start..].iter().filter(|&&b| b & 0xC0 != 0x80).count() as u32;
    (line, column)
}

fn error(tables: &LexerTables, src: &[u8], kind: LexErrorKind, offset: usize, mode: usize) -> LexError {
    let (line, column) = line_col(src, offset);
    let mode = tables.modes.get(mode).map_or_else(|| mode.to_string(), |m| m.name.to_string());
    LexError { kind, offset, line, column, mode }
}

/// Result of matching at one position.
struct Match {
    /// Winning rule and end offset.
    best: Option<(u32, usize)>,
    /// Offset of the byte at which the DFA died (or the input length).
    fail: usize,
}

/// Runs the DFA of `mode` from `pos`: the longest accepted prefix and where it died.
#[inline]
fn run_dfa(m: &ModeTables, src: &[u8], pos: usize) -> Match {
    let mut state = m.start as usize;
    let mut best = None;
    let mut i = pos;
    while i < src.len() {
        let next = m.next(state, m.byte_class[src[i] as usize] as usize);
        if next == 0 {
            break;
        }
        state = next;
        i += 1;
        let acc = m.accept[state];
        if acc != 0 {
            best = Some((acc - 1, i));
        }
    }
    if m.eof_class && i == src.len() && i > pos {
        let end = m.next(state, m.num_classes as usize - 1);
        if end != 0 && m.accept[end] != 0 {
            best = Some((m.accept[end] - 1, i));
        }
    }
    Match { best, fail: i }
}

/// Longest match at `pos` in `mode`, from the DFA and the fallback rules (those with
/// predicates only when the predicates hold).
fn match_at(
    tables: &LexerTables,
    fb: &mut Option<Fallback>,
    hs: &mut HookState,
    at: At,
    src: &[u8],
    tokens: &[Token],
) -> Match {
    let (mode, pos) = (at.mode, at.pos);
    let m = &tables.modes[mode];
    let mut result = run_dfa(m, src, pos);
    if !m.fallback_rules.is_empty() {
        let fb = fb.get_or_insert_with(|| Fallback::new(tables));
        for &rule in m.fallback_rules {
            let (end, fail) = fb.longest(rule, src, pos);
            result.fail = result.fail.max(fail);
            if let Some(end) = end {
                if !tables.hooks.predicates.is_empty() && !predicates_hold(tables, hs, rule, at, src, tokens, end) {
                    continue;
                }
                let better = match result.best {
                    None => true,
                    Some((r, e)) => end > e || (end == e && rule < r),
                };
                if better {
                    result.best = Some((rule, end));
                }
            }
        }
    }
    result
}

/// Where a match is tried: mode, mode stack depth, byte offset.
#[derive(Copy, Clone)]
struct At {
    mode: usize,
    depth: usize,
    pos: usize,
    /// The top of the mode stack.
    outer: Option<usize>,
}

fn predicates_hold(
    tables: &LexerTables,
    hs: &mut HookState,
    rule: u32,
    at: At,
    src: &[u8],
    tokens: &[Token],
    end: usize,
) -> bool {
    let preds = hooks_of(tables.hooks.predicates, rule);
    if preds.is_empty() {
        return true;
    }
    let cx = LexCx {
        src,
        rule,
        start: at.pos,
        end,
        mode: at.mode,
        last_rule: hs.last_rule,
        vars: &mut hs.vars,
        tokens,
        depth: at.depth,
        outer: at.outer,
        tables,
        state: &mut hs.state,
        effects: &mut hs.effects,
    };
    preds.iter().all(|(_, p)| p(&cx))
}

/// Lexes `src` from the default mode; fails at the first position where no rule matches.
pub fn lex(tables: &LexerTables, src: &[u8]) -> Result<TokenStream, LexError> {
    lex_with(tables, src, LexOptions::default())
}

/// Lexes `src` from the default mode with options.
pub fn lex_with(tables: &LexerTables, src: &[u8], options: LexOptions) -> Result<TokenStream, LexError> {
    lex_into(tables, src, options, None)
}

/// The kinds of the tokens the parser sees in `src` (what [`lex`] gives, without the
/// records): a lexer without hooks keeps a bounded window of records, so a large input's
/// kinds cost 2 bytes per token, not a stream.
pub fn lex_kinds(tables: &LexerTables, src: &[u8]) -> Result<Vec<u16>, LexError> {
    let hooks = &tables.hooks;
    if !hooks.predicates.is_empty() || !hooks.actions.is_empty() || hooks.after_token.is_some() {
        // Hooks see every earlier record: the whole stream is kept.
        return lex(tables, src).map(|s| s.parser_iter().map(|t| t.kind).collect());
    }
    let mut kinds = Vec::new();
    let rest = lex_into(tables, src, LexOptions::default(), Some(&mut kinds))?;
    kinds.extend(rest.parser_iter().map(|t| t.kind));
    Ok(kinds)
}

/// Records [`lex_kinds`] keeps at most before it moves their kinds out.
const KINDS_WINDOW: usize = 1 << 16;

/// [`lex_with`]; with `kinds` (only for a lexer without hooks), the parser tokens' kinds
/// go there as the records pile up, and the stream returned holds the last few records.
fn lex_into(
    tables: &LexerTables,
    src: &[u8],
    options: LexOptions,
    mut kinds: Option<&mut Vec<u16>>,
) -> Result<TokenStream, LexError> {
    if src.len() >= u32::MAX as usize {
        return Err(error(tables, &[], LexErrorKind::TooLarge, 0, 0));
    }
    let capacity = if kinds.is_some() { KINDS_WINDOW + 16 } else { src.len() / 4 + 1 };
    let mut out = TokenStream { tokens: Vec::with_capacity(capacity), ..TokenStream::default() };
    let mut fb = None;
    let mut hs = HookState { vars: Vec::new(), last_rule: None, state: None, effects: Effects::default() };
    let mut mode = 0usize;
    let mut stack: Vec<usize> = Vec::new();
    // Start of the record being built (differs from `pos` after `more`).
    let mut start = 0usize;
    let mut pos = 0usize;
    // Zero-width matches in a row at `pos`: more than one per mode makes no progress.
    let mut empty_run = 0usize;
    let any_actions = !tables.hooks.actions.is_empty() || tables.hooks.after_token.is_some();
    loop {
        if let Some(kinds) = kinds.as_deref_mut() {
            if out.tokens.len() >= KINDS_WINDOW {
                kinds.extend(out.parser_iter().map(|t| t.kind));
                out.tokens.clear();
                out.parser_tokens.clear();
            }
        }
        let mut m = if pos < src.len() {
            let at = At { mode, depth: stack.len(), pos, outer: stack.last().copied() };
            match_at(tables, &mut fb, &mut hs, at, src, &out.tokens)
        } else {
            // End of input. ANTLR stops at the first match that reaches it, so only an
            // empty input sees a zero-width match there: a rule with an `EOF`
            // alternative, or one that matches the empty string, matches once.
            let t = &tables.modes[mode];
            match [t.eof_rule, t.empty_rule].into_iter().filter(|&r| r != 0).min() {
                Some(r) if src.is_empty() && empty_run == 0 => {
                    empty_run = tables.modes.len() + 1;
                    Match { best: Some((r - 1, pos)), fail: pos }
                }
                _ => break,
            }
        };
        if m.best.is_none() && tables.modes[mode].empty_rule != 0 && empty_run <= tables.modes.len() {
            m.best = Some((tables.modes[mode].empty_rule - 1, pos));
        }
        match m.best {
            Some((_, end)) if end == pos => empty_run += 1,
            _ => empty_run = 0,
        }
        let Some((rule, mut end)) = m.best else {
            let err = error(tables, src, LexErrorKind::NoMatch, pos, mode);
            if !options.recover {
                return Err(err);
            }
            // ANTLR drops the text up to the failure point and one more character.
            let mut skip_to = m.fail.max(pos);
            if skip_to < src.len() {
                skip_to += char_len(src, skip_to);
            }
            out.push(Token { kind: SKIPPED, channel: 0, start: start as u32, end: skip_to as u32 });
            out.errors.push(err);
            start = skip_to;
            pos = skip_to;
            continue;
        };
        let info = &tables.rules[rule as usize];
        // Most grammars bind no actions: skip the lookup on the per-token path.
        if any_actions {
            let actions = hooks_of(tables.hooks.actions, rule);
            for action in actions.iter().map(|(_, a)| a).chain(tables.hooks.after_token.as_ref()) {
                let mut cx = LexCx {
                    src,
                    rule,
                    start: pos,
                    end,
                    mode,
                    last_rule: hs.last_rule,
                    vars: &mut hs.vars,
                    tokens: &out.tokens,
                    depth: stack.len(),
                    outer: stack.last().copied(),
                    tables,
                    state: &mut hs.state,
                    effects: &mut hs.effects,
                };
                action(&mut cx);
                end = cx.end.clamp(end, src.len());
            }
            if let Some(message) = hs.effects.error.take() {
                let err = error(tables, src, LexErrorKind::Hook(message), pos, mode);
                if !options.recover {
                    return Err(err);
                }
                // As ANTLR after reporting to its listener: the token stands.
                out.errors.push(err);
            }
            for op in std::mem::take(&mut hs.effects.modes) {
                match op {
                    ModeOp::Push(m) if m < tables.modes.len() => {
                        stack.push(mode);
                        mode = m;
                    }
                    ModeOp::Set(m) if m < tables.modes.len() => mode = m,
                    ModeOp::Pop => match stack.pop() {
                        Some(m) => mode = m,
                        None => return Err(error(tables, src, LexErrorKind::EmptyModeStack, pos, mode)),
                    },
                    // A mode index that does not exist is ignored (hooks use `mode_index`).
                    ModeOp::Push(_) | ModeOp::Set(_) => {}
                }
            }
            if let Some(emitted) = hs.effects.emitted.take() {
                // Emitted tokens say everything: a `setType` or `more()` beside them is moot.
                (hs.effects.kind, hs.effects.more) = (None, false);
                apply_commands(info, &mut mode, &mut stack)
                    .map_err(|()| error(tables, src, LexErrorKind::EmptyModeStack, pos, mode))?;
                // The actions chose the tokens: they cover `start..end` with trivia
                // filling the gaps (pending `more` text included).
                let mut cursor = start;
                for t in emitted {
                    let (a, b) = (t.start as usize, t.end as usize);
                    if a < cursor || b > end {
                        continue;
                    }
                    if a > cursor {
                        out.push(Token { kind: SKIPPED, channel: 0, start: cursor as u32, end: a as u32 });
                    }
                    if t.is_parser_token() {
                        hs.last_rule = Some(rule);
                    }
                    out.push(t);
                    cursor = b;
                }
                if cursor < end {
                    out.push(Token { kind: SKIPPED, channel: 0, start: cursor as u32, end: end as u32 });
                }
                pos = end;
                start = end;
                continue;
            }
        }
        // `setType` and `more()` from the match's actions.
        let (kind_set, more_asked) = (hs.effects.kind.take(), std::mem::take(&mut hs.effects.more));
        apply_commands(info, &mut mode, &mut stack)
            .map_err(|()| error(tables, src, LexErrorKind::EmptyModeStack, pos, mode))?;
        pos = end;
        if (info.more || more_asked) && !info.skip {
            continue;
        }
        let (kind, channel) = match kind_set.or(info.token) {
            Some(k) if !info.skip => (k, info.channel),
            _ => (SKIPPED, 0),
        };
        if kind != SKIPPED && channel == 0 {
            hs.last_rule = Some(rule);
        }
        out.push(Token { kind, channel, start: start as u32, end: end as u32 });
        start = end;
    }
    if start < src.len() {
        // `more` text pending at end of input: keep it as trivia.
        out.push(Token { kind: SKIPPED, channel: 0, start: start as u32, end: src.len() as u32 });
    }
    Ok(out)
}

/// The rule's mode commands; `Err` on `popMode` with an empty stack.
fn apply_commands(info: &RuleInfo, mode: &mut usize, stack: &mut Vec<usize>) -> Result<(), ()> {
    if info.pop_mode {
        *mode = stack.pop().ok_or(())?;
    }
    if let Some(m) = info.push_mode {
        stack.push(*mode);
        *mode = m as usize;
    }
    if let Some(m) = info.set_mode {
        *mode = m as usize;
    }
    Ok(())
}

/// Length of the character at `i`: a valid UTF-8 sequence, or one byte.
pub(crate) fn char_len(src: &[u8], i: usize) -> usize {
    match decode_utf8(&src[i..]) {
        Some((_, len)) => len,
        None => 1,
    }
}

/// Decodes one UTF-8 scalar value at the start of `s`: `(value, length)`.
pub(crate) fn decode_utf8(s: &[u8]) -> Option<(u32, usize)> {
    let b0 = *s.first()? as u32;
    let (len, init) = match b0 {
        0x00..=0x7F => return Some((b0, 1)),
        0xC2..=0xDF => (2, b0 & 0x1F),
        0xE0..=0xEF => (3, b0 & 0x0F),
        0xF0..=0xF4 => (4, b0 & 0x07),
        _ => return None,
    };
    if s.len() < len {
        return None;
    }
    let mut c = init;
    for &b in &s[1..len] {
        if b & 0xC0 != 0x80 {
            return None;
        }
        c = (c << 6) | (b as u32 & 0x3F);
    }
    let min = [0, 0, 0x80, 0x800, 0x10000][len];
    if c < min || c > 0x10FFFF || (0xD800..=0xDFFF).contains(&c) {
        return None;
    }
    Some((c, len))
}

/// Does `text`, placed between `left` and `right` (neighbouring token texts), lex as
/// exactly one token of kind `kind` without merging with them?
///
/// The three pieces are lexed together from the default mode, so `left` must start at a
/// token boundary of the default mode (tokens that only exist inside another mode need a
/// `left` that enters it). True when a record ends exactly where `text` starts, a single
/// record of kind `kind` covers exactly `text`, and the whole concatenation lexes.
pub fn relexes_as(tables: &LexerTables, left: &[u8], text: &[u8], right: &[u8], kind: u16) -> bool {
    if text.is_empty() {
        return false;
    }
    let mut buf = Vec::with_capacity(left.len() + text.len() + right.len());
    buf.extend_from_slice(left);
    buf.extend_from_slice(text);
    buf.extend_from_slice(right);
    let Ok(stream) = lex(tables, &buf) else { return false };
    let (a, b) = (left.len() as u32, (left.len() + text.len()) as u32);
    match stream.tokens.iter().position(|t| t.start == a) {
        Some(i) => {
            let t = stream.tokens[i];
            t.end == b && t.kind == kind
        }
        None => false,
    }
}

#[cfg(test)]
mod tests;
