//! Lexer generation: from a [`LexerSpec`] to plain-data tables that the runtime's
//! table-driven lexer (`reducer_runtime::lexer`) borrows.
//!
//! Per mode, the non-recursive token rules become a Thompson NFA over bytes
//! ([`nfa`]), then a DFA over byte equivalence classes ([`dfa`]) built with ANTLR's
//! ordered-thread semantics (longest match, earlier rule wins ties, non-greedy loops
//! stop at the rule's first accept). Recursive rules (nested comments) cannot be a
//! DFA: they are listed as fallback rules, matched at run time over their lex trees
//! ([`tree`]), which are emitted for every rule and also serve T-Rec.
//!
//! Bytes, not characters: a set matches the UTF-8 encodings of its members, and a set
//! that holds every scalar value from U+0080 up (`.`, `~["\\\r\n]`...) also matches
//! any single byte `0x80..=0xFF`, so Latin-1 or invalid UTF-8 inside strings and
//! comments lexes. Sets that leave out some non-ASCII value match only valid UTF-8.

mod check;
mod dfa;
mod nfa;
mod tree;

use crate::cfg::LexerSpec;
use crate::diag::{Diagnostic, Diagnostics};
use crate::syntax::Quantifier;

pub use tree::readable_order;

/// Knobs of lexer generation.
#[derive(Clone, Debug)]
pub struct LexGenOptions {
    /// Refuse modes whose DFA needs more states than this.
    pub max_dfa_states: usize,
    /// Match every token rule with the run-time fallback simulator instead of the DFA
    /// (slow; for differential tests of the DFA construction).
    pub fallback_all: bool,
}

impl Default for LexGenOptions {
    fn default() -> Self {
        LexGenOptions { max_dfa_states: 20_000, fallback_all: false }
    }
}

/// One node of a rule's lex tree, stored flat (mirrors `reducer_runtime::lexer::LexTreeNode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LexTreeNode {
    /// Ordered alternatives: node indices `children[first..first + len]`.
    Alt { first: u32, len: u32 },
    /// A sequence (empty is epsilon): node indices `children[first..first + len]`.
    Seq { first: u32, len: u32 },
    /// A fixed string: UTF-8 bytes `text[first..first + len]`.
    Literal { first: u32, len: u32 },
    /// A character class: ranges `ranges[first..first + len]` in [`readable_order`];
    /// `high_bytes` when it also matches any single byte `0x80..=0xFF`.
    Set { first: u32, len: u32, high_bytes: bool },
    /// The body of another rule (index into [`LexerTables::rules`]).
    Ref(u32),
    /// A quantified node.
    Quant { child: u32, quantifier: Quantifier, greedy: bool },
    /// `EOF` inside a rule: matches, zero-width, only at the end of the input.
    Eof,
}

/// The lex trees of all rules as pools of plain data.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LexTree {
    pub nodes: Vec<LexTreeNode>,
    pub children: Vec<u32>,
    pub text: Vec<u8>,
    pub ranges: Vec<(u32, u32)>,
}

/// What a rule does once matched (mirrors `reducer_runtime::lexer::RuleInfo`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleInfo {
    pub name: String,
    pub is_fragment: bool,
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
    /// Matched at run time by the fallback simulator (the rule is recursive or has
    /// predicates).
    pub fallback: bool,
    /// Names of the rule's bound predicates and actions.
    pub predicates: Vec<String>,
    pub actions: Vec<String>,
}

/// The DFA of one mode (mirrors `reducer_runtime::lexer::ModeTables`).
///
/// Transitions are stored compactly: states with the same row of next states share it,
/// and rows are little-endian `u16`s in a byte string, which generated code can hold as
/// one `b"..."` literal (much cheaper for rustc than a large integer array).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeTables {
    pub name: String,
    pub byte_class: [u8; 256],
    pub num_classes: u32,
    /// Start state; state 0 is the dead state.
    pub start: u32,
    /// `row_of[state]`: the row of [`ModeTables::rows`] holding the state's next states.
    pub row_of: Vec<u16>,
    /// Rows of `num_classes` next states (0 when dead), each a little-endian `u16`.
    pub rows: Vec<u8>,
    /// `accept[state]`: winning rule index + 1, or 0.
    pub accept: Vec<u32>,
    /// Token rules of this mode left to the fallback simulator, in priority order.
    pub fallback_rules: Vec<u32>,
    /// The first rule of the mode that matches the empty string, + 1 (0: none).
    pub empty_rule: u32,
    /// The first rule of the mode with an `EOF` alternative, + 1 (0: none).
    pub eof_rule: u32,
    /// The last class is the end of the input (some rule reads `EOF` inside its body).
    pub eof_class: bool,
}

impl ModeTables {
    /// Number of DFA states, the dead state included.
    pub fn num_states(&self) -> usize {
        self.accept.len()
    }

    /// Number of distinct transition rows.
    pub fn num_rows(&self) -> usize {
        self.rows.len() / (2 * self.num_classes.max(1) as usize)
    }

    /// The state after `state` reads a byte of class `class` (0: dead).
    pub fn next(&self, state: u32, class: u32) -> u32 {
        let i = 2 * (self.row_of[state as usize] as usize * self.num_classes as usize + class as usize);
        u16::from_le_bytes([self.rows[i], self.rows[i + 1]]) as u32
    }
}

/// Most states a mode's DFA may have: next states are stored as `u16`.
pub const MAX_STATES: usize = u16::MAX as usize + 1;

/// Shares identical rows of a full `states x classes` transition table; returns
/// `(row_of, rows)` in the format of [`ModeTables`]. States must fit in `u16`.
fn compact(transitions: &[u32], num_classes: usize) -> (Vec<u16>, Vec<u8>) {
    let mut ids: std::collections::HashMap<&[u32], u16> = std::collections::HashMap::new();
    let mut row_of = Vec::new();
    let mut rows = Vec::new();
    for row in transitions.chunks(num_classes.max(1)) {
        let next = ids.len() as u16;
        let id = *ids.entry(row).or_insert_with(|| {
            rows.extend(row.iter().flat_map(|&t| (t as u16).to_le_bytes()));
            next
        });
        row_of.push(id);
    }
    (row_of, rows)
}

/// Everything the run-time lexer needs, owned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexerTables {
    pub modes: Vec<ModeTables>,
    /// One entry per [`LexerSpec::rules`] entry, same order.
    pub rules: Vec<RuleInfo>,
    pub tree: LexTree,
}

/// Builds the lexer tables for `spec`, or explains why it cannot.
pub fn build_lexer(spec: &LexerSpec, options: &LexGenOptions) -> Result<LexerTables, Diagnostics> {
    let mut diags = Diagnostics::default();
    let analysis = check::analyze(spec, &mut diags);
    if diags.has_errors() {
        return Err(diags);
    }
    let tree = tree::build(spec);
    let mut rules = Vec::with_capacity(spec.rules.len());
    for (i, r) in spec.rules.iter().enumerate() {
        let mut small = |v: u32, what: &str| -> Option<u16> {
            if v >= u16::MAX as u32 {
                diags.push(Diagnostic::error(
                    r.span,
                    format!("{what} {v} of rule `{}` does not fit in 16 bits", r.name),
                ));
                None
            } else {
                Some(v as u16)
            }
        };
        let token = match r.actions.token_type.or(r.token) {
            Some(t) => small(t.0, "token type"),
            None => None,
        };
        rules.push(RuleInfo {
            name: r.name.clone(),
            is_fragment: r.is_fragment,
            mode: small(r.mode, "mode").unwrap_or(0),
            token,
            channel: small(r.actions.channel, "channel").unwrap_or(0),
            skip: r.actions.skip,
            more: r.actions.more,
            set_mode: r.actions.set_mode.and_then(|m| small(m, "mode")),
            push_mode: r.actions.push_mode.and_then(|m| small(m, "mode")),
            pop_mode: r.actions.pop_mode,
            tree: tree.roots[i],
            fallback: !r.is_fragment
                && (analysis.recursive[i] || options.fallback_all || !r.actions.predicates.is_empty()),
            predicates: r.actions.predicates.clone(),
            actions: r.actions.actions.clone(),
        });
    }
    // A spec without modes still has the default one.
    let mode_names = if spec.modes.is_empty() { vec!["DEFAULT_MODE".to_string()] } else { spec.modes.clone() };
    let mut modes = Vec::with_capacity(mode_names.len());
    for (m, name) in mode_names.iter().enumerate() {
        let members: Vec<u32> = (0..spec.rules.len() as u32)
            .filter(|&i| {
                let r = &spec.rules[i as usize];
                r.mode == m as u32 && !r.is_fragment
            })
            .collect();
        let (dfa_rules, fallback_rules): (Vec<u32>, Vec<u32>) =
            members.iter().partition(|&&i| !rules[i as usize].fallback);
        let nfa = nfa::build(spec, &dfa_rules);
        match dfa::build(&nfa, options.max_dfa_states) {
            Ok(d) if d.accept.len() <= MAX_STATES => {
                let (row_of, rows) = compact(&d.transitions, d.num_classes as usize);
                modes.push(ModeTables {
                    name: name.clone(),
                    byte_class: d.byte_class,
                    num_classes: d.num_classes,
                    start: 1,
                    row_of,
                    rows,
                    accept: d.accept,
                    fallback_rules,
                    empty_rule: members.iter().find(|&&i| analysis.nullable[i as usize]).map_or(0, |&i| i + 1),
                    eof_rule: members.iter().find(|&&i| spec.rules[i as usize].actions.at_eof).map_or(0, |&i| i + 1),
                    eof_class: d.eof_class,
                })
            }
            Ok(d) => {
                if let Some(&i) = members.first() {
                    diags.push(Diagnostic::error(
                        spec.rules[i as usize].span,
                        format!(
                            "lexer mode `{name}` needs {} DFA states, more than the {MAX_STATES} that fit in 16 bits",
                            d.accept.len()
                        ),
                    ));
                }
            }
            Err(states) => {
                let span = members.first().map(|&i| spec.rules[i as usize].span);
                let msg = format!(
                    "lexer mode `{name}` needs more than {} DFA states (stopped at {states}); simplify its rules or raise the limit",
                    options.max_dfa_states
                );
                if let Some(s) = span {
                    diags.push(Diagnostic::error(s, msg));
                }
            }
        }
    }
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(LexerTables { modes, rules, tree: tree.tree })
}
