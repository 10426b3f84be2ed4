//! Stage: the minimal sentence of every symbol, the shortest text it derives, emitted
//! as a table (`GrammarTables::minimal_sentences`) that the runtime's substitution
//! passes read (`0` for an expression, `;` for a statement, `int` for a declaration
//! specifier).
//!
//! A token's text is its fixed literal when the default mode lexes it alone as that
//! token, else the first string in T-Rec's shortlex order
//! ([`char_rank`]) that the default lexer mode lexes, alone, as one token of that kind.
//! It comes from a breadth-first search over the default mode's DFA from its start
//! state, bytes tried in rank order (one byte per byte class, the class's first in that
//! order): states are reached in the shortlex order of their first strings, so the
//! first reached state that accepts a rule emitting the kind gives the kind's string
//! (the whole input is then the longest match, of that rule).
//!
//! A nonterminal's sentence comes from a fixpoint over the PNF alternatives: cost =
//! (tokens, then the concatenated texts in shortlex order), `*` and `?` cost nothing,
//! `+` costs one element, ties keep the earlier alternative. Texts are joined with a
//! space only where two neighbours would lex differently, decided by longest match on
//! the DFAs (the second token in the mode the first one's commands leave).
//!
//! The DFA does not decide everything, so the pass is conservative where it does not:
//! - rules the fallback simulator matches (recursive or predicated) are matched here
//!   over their lex trees with predicates taken to hold ([`match_ends`]): a string such
//!   a rule of higher priority may take is not used (the search goes on to later
//!   states), a kind only such rules emit gets no text, and two texts such a rule may
//!   match across are joined with a space;
//! - tokens of other modes get no text (a literal too must lex alone in the default
//!   mode), as lexing starts there; a `more`, `skip` or `popMode` rule emits no lone
//!   token;
//! - lexer actions and the `after_token` hook are assumed to leave one token's kind and
//!   extent alone (they are code the generator cannot run); the token source is not
//!   applied (it runs after lexing, on whole programs);
//! - bytes above 0x7F rank after every ASCII byte, by value: for valid UTF-8 that is the
//!   runtime's order (code points), strings that need invalid UTF-8 may come in another.

use std::collections::VecDeque;

use crate::analyze::{Shape, Slots};
use crate::lexgen::{LexTreeNode, LexerTables, ModeTables};
use crate::pipeline::Compiled;
use crate::pnf::PnfRule;
use crate::syntax::Quantifier;

/// A symbol's minimal sentence: its text and token count (`None` when it derives no text
/// the pass can vouch for, e.g. a token only a token source makes).
pub type Sentence = Option<(Vec<u8>, u32)>;

/// The grammar as this pass sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grammar {
    /// Tokens (symbols below this), EOF included.
    pub num_tokens: usize,
    /// Per symbol, what it derives.
    pub rules: Vec<Rule>,
    /// Per token, its fixed text.
    pub literals: Vec<Option<Vec<u8>>>,
    /// The start symbol, and whether it also derives the empty string.
    pub start: usize,
    pub start_accepts_empty: bool,
}

/// What a symbol derives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    Token,
    /// Ordered alternatives (as the runtime's tables list them).
    Alternatives(Vec<Vec<u16>>),
    /// `*` or `?`: the empty string.
    Empty,
    /// `+` of this element.
    Plus(u16),
}

impl Grammar {
    /// The pass's view of a compiled grammar.
    pub fn of(compiled: &Compiled) -> Grammar {
        let pnf = &compiled.pnf;
        let an = &compiled.analysis;
        let rules = pnf
            .symbols
            .iter()
            .enumerate()
            .map(|(i, sym)| match (an.shapes[i], &an.slots[i], &sym.rule) {
                (Shape::Regular, Slots::Regular(alts), _) => {
                    Rule::Alternatives(alts.iter().map(|a| a.iter().map(|s| s.0 as u16).collect()).collect())
                }
                (Shape::Star | Shape::Optional, ..) => Rule::Empty,
                (Shape::Plus, _, Some(PnfRule::Plus(b))) => Rule::Plus(b.0 as u16),
                _ => Rule::Token,
            })
            .collect();
        Grammar {
            num_tokens: pnf.num_tokens as usize,
            rules,
            literals: (0..pnf.num_tokens as usize)
                .map(|i| compiled.resolved.cfg.tokens[i].literal.as_ref().map(|l| l.as_bytes().to_vec()))
                .collect(),
            start: pnf.start.0 as usize,
            start_accepts_empty: pnf.start_accepts_empty,
        }
    }
}

/// The minimal sentence of every symbol of `grammar`, whose lexer is `lexer`.
pub fn minimal_sentences(grammar: &Grammar, lexer: &LexerTables) -> Vec<Sentence> {
    let n = grammar.rules.len();
    let nt = grammar.num_tokens;
    let lexing = Lexing::new(lexer);
    let searched = lexing.token_strings(nt);
    // EOF (kind 0) has no text.
    let token_text: Vec<Option<Vec<u8>>> = (0..nt)
        .map(|k| match grammar.literals.get(k) {
            _ if k == 0 => None,
            // A literal the DFA lexes as another kind (a keyword only a predicate lets
            // through, a token of another mode) is no text of its kind: the search
            // decides instead.
            Some(Some(lit)) if lexing.lexes_alone(lit, k as u16) => Some(lit.clone()),
            _ => searched[k].clone(),
        })
        .collect();
    // Costs per symbol: (tokens, shortlex key of the concatenated token texts), relaxed
    // until nothing changes. The key orders by length, then by T-Rec's character
    // order, so an expression's minimal sentence is `0`, not `a`.
    let mut cost: Vec<Option<(u32, Key)>> = vec![None; n];
    let mut choice: Vec<u16> = vec![u16::MAX; n];
    for (k, t) in token_text.iter().enumerate() {
        if let Some(t) = t {
            cost[k] = Some((1, Key::of(t)));
        }
    }
    loop {
        let mut changed = false;
        for s in nt..n {
            let (best, alt) = match &grammar.rules[s] {
                Rule::Token => continue,
                Rule::Empty => (Some((0, Key::default())), u16::MAX),
                Rule::Plus(b) => (cost[*b as usize].clone(), u16::MAX),
                Rule::Alternatives(alts) => {
                    let mut best: Option<(u32, Key)> = None;
                    let mut alt = u16::MAX;
                    for (a, symbols) in alts.iter().enumerate() {
                        let mut c = Some((0u32, Key::default()));
                        for &x in symbols {
                            c = match (c, &cost[x as usize]) {
                                (Some((n, k)), Some((m, j))) => Some((n + m, k.then(j))),
                                _ => None,
                            };
                        }
                        if c.is_some() && (best.is_none() || c < best) {
                            best = c;
                            alt = a as u16;
                        }
                    }
                    if grammar.start == s && grammar.start_accepts_empty {
                        best = Some((0, Key::default()));
                        alt = u16::MAX;
                    }
                    (best, alt)
                }
            };
            if best.is_some() && (cost[s].is_none() || best < cost[s]) {
                cost[s] = best;
                choice[s] = alt;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Expand each symbol's choice into tokens, then join them into text.
    let mut out = vec![None; n];
    for (s, entry) in out.iter_mut().enumerate() {
        if cost[s].is_none() {
            continue;
        }
        let mut kinds = Vec::new();
        let mut stack = vec![s as u16];
        while let Some(x) = stack.pop() {
            if (x as usize) < nt {
                kinds.push(x);
                continue;
            }
            match &grammar.rules[x as usize] {
                Rule::Plus(b) => stack.push(*b),
                Rule::Alternatives(alts) if choice[x as usize] != u16::MAX => {
                    stack.extend(alts[choice[x as usize] as usize].iter().rev())
                }
                _ => {}
            }
        }
        // Every token here has a text: a symbol whose cost is known derives only such.
        let texts: Vec<&[u8]> = kinds.iter().filter_map(|&k| token_text[k as usize].as_deref()).collect();
        let mut text = Vec::new();
        for (i, t) in texts.iter().enumerate() {
            if i > 0 && !lexing.lexes_apart(texts[i - 1], kinds[i - 1], t, kinds[i]) {
                text.push(b' ');
            }
            text.extend_from_slice(t);
        }
        *entry = Some((text, kinds.len() as u32));
    }
    out
}

/// T-Rec's alphabet: digits, lowercase letters, uppercase letters, `_`, other printable
/// ASCII, space, other ASCII whitespace, then everything else by code point (the
/// runtime's `trec::shortlex::char_rank`, which T-Rec's passes use; a test in
/// `reducer-cli` checks that the two agree).
pub fn char_rank(c: u32) -> (u8, u32) {
    let block = match c {
        0x30..=0x39 => 0,
        0x61..=0x7A => 1,
        0x41..=0x5A => 2,
        0x5F => 3,
        0x21..=0x7E => 4,
        0x20 => 5,
        0x09..=0x0D => 6,
        _ => 7,
    };
    (block, c)
}

/// The shortlex sort key of a text: its length, then its characters by [`char_rank`]
/// (bytes that are not UTF-8 rank last), as the runtime's `shortlex_key`.
pub fn shortlex_key(s: &[u8]) -> (usize, Vec<(u8, u32)>) {
    let mut ranks = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match std::str::from_utf8(&s[i..(i + 4).min(s.len())])
            .ok()
            .or_else(|| (1..4).rev().find_map(|n| std::str::from_utf8(s.get(i..i + n)?).ok()))
        {
            Some(t) if !t.is_empty() => {
                let c = t.chars().next().unwrap_or('\0');
                ranks.push(char_rank(c as u32));
                i += c.len_utf8();
            }
            _ => {
                ranks.push((8, s[i] as u32));
                i += 1;
            }
        }
    }
    (s.len(), ranks)
}

/// Shortlex order of a text (see [`shortlex_key`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Key(usize, Vec<(u8, u32)>);

impl Key {
    fn of(text: &[u8]) -> Key {
        let (len, ranks) = shortlex_key(text);
        Key(len, ranks)
    }

    /// The key of the concatenation.
    fn then(mut self, other: &Key) -> Key {
        self.0 += other.0;
        self.1.extend_from_slice(&other.1);
        self
    }
}

/// The order bytes are tried in: ASCII by [`char_rank`], then the other bytes by value.
fn byte_rank(b: u8) -> (u8, u32) {
    if b < 0x80 {
        char_rank(b as u32)
    } else {
        (8, b as u32)
    }
}

/// What the pass asks of the lexer tables.
struct Lexing<'a> {
    lexer: &'a LexerTables,
}

impl<'a> Lexing<'a> {
    fn new(lexer: &'a LexerTables) -> Lexing<'a> {
        Lexing { lexer }
    }

    /// The kind a lone match of `rule` emits in the default mode (with an empty mode
    /// stack): `None` for skipped text, `more` (the text would join the next match) and
    /// `popMode` (an error there).
    fn lone_kind(&self, rule: u32) -> Option<u16> {
        let r = &self.lexer.rules[rule as usize];
        if r.is_fragment || r.skip || r.more || r.pop_mode {
            return None;
        }
        r.token
    }

    /// May a fallback rule of `mode` take a match of `text` from its start away from
    /// `rule`, the DFA's longest match, which ends at `end`: match more, or as much with
    /// a higher priority? (Predicates are taken to hold: see [`match_ends`].)
    fn fallback_may_win(&self, mode: usize, text: &[u8], rule: u32, end: usize) -> bool {
        self.lexer.modes[mode].fallback_rules.iter().any(|&f| {
            let ends = match_ends(self.lexer, self.lexer.rules[f as usize].tree, text, 0, 0);
            let longest = ends.iter().rposition(|&e| e).unwrap_or(0);
            longest > 0 && (longest > end || (longest == end && f < rule))
        })
    }

    /// Per token kind below `num_tokens`, the shortlex-first string the default mode
    /// lexes alone as one token of that kind (the breadth-first search of the module
    /// documentation).
    fn token_strings(&self, num_tokens: usize) -> Vec<Option<Vec<u8>>> {
        let mut found: Vec<Option<Vec<u8>>> = vec![None; num_tokens];
        let Some(mode) = self.lexer.modes.first() else { return found };
        // One byte per class, the class's first in rank order; classes in that order.
        let mut rep: Vec<Option<u8>> = vec![None; mode.num_classes as usize];
        for b in 0..=255u8 {
            let c = mode.byte_class[b as usize] as usize;
            if !matches!(rep[c], Some(r) if byte_rank(r) < byte_rank(b)) {
                rep[c] = Some(b);
            }
        }
        let mut order: Vec<(u8, u32)> = rep.iter().enumerate().filter_map(|(c, b)| b.map(|b| (b, c as u32))).collect();
        order.sort_by_key(|&(b, _)| byte_rank(b));
        let states = mode.num_states();
        let mut parent: Vec<Option<(u32, u8)>> = vec![None; states];
        let mut seen = vec![false; states];
        let mut queue = VecDeque::new();
        seen[mode.start as usize] = true;
        queue.push_back(mode.start);
        while let Some(s) = queue.pop_front() {
            for &(b, c) in &order {
                let t = mode.next(s, c);
                if t == 0 || seen[t as usize] {
                    continue;
                }
                seen[t as usize] = true;
                parent[t as usize] = Some((s, b));
                queue.push_back(t);
                let Some(rule) = mode.accept[t as usize].checked_sub(1) else { continue };
                let Some(kind) = self.lone_kind(rule) else { continue };
                if !matches!(found.get(kind as usize), Some(None)) {
                    continue;
                }
                let text = path_to(&parent, t);
                if !self.fallback_may_win(0, &text, rule, text.len()) {
                    found[kind as usize] = Some(text);
                }
            }
        }
        found
    }

    /// Does the default mode's DFA lex `text`, alone, as one token of kind `kind`? (A
    /// literal is its rule's own text: a predicated rule that might take it too, such as
    /// a `}` that closes a template string, is taken not to.)
    fn lexes_alone(&self, text: &[u8], kind: u16) -> bool {
        if text.is_empty() || self.lexer.modes.is_empty() {
            return false;
        }
        let Some(rule) = self.longest_match(0, text, text.len()) else { return false };
        self.lone_kind(rule) == Some(kind)
    }

    /// Do `a` then `b`, written together, lex as a token of kind `ka` then one of kind
    /// `kb`, as the runtime asks (from the default mode, the second token in the mode
    /// the first one's commands leave)? No when a fallback rule may match from the
    /// start of `a` past its end; a fallback rule that may take `a` or `b` alone is no
    /// reason for a space, which would not change that.
    fn lexes_apart(&self, a: &[u8], ka: u16, b: &[u8], kb: u16) -> bool {
        if a.is_empty() || b.is_empty() || self.lexer.modes.is_empty() {
            return false;
        }
        let ab = [a, b].concat();
        let Some(r1) = self.longest_match(0, &ab, a.len()) else { return false };
        if self.fallback_may_cross(0, &ab, a.len()) {
            return false;
        }
        let info = &self.lexer.rules[r1 as usize];
        if info.is_fragment || info.skip || info.more || info.token != Some(ka) {
            return false;
        }
        // The first token's mode commands (in the lexer's order), from an empty stack.
        let mut depth = 0usize;
        let mut mode = 0usize;
        if info.pop_mode {
            return false;
        }
        if let Some(m) = info.push_mode {
            depth += 1;
            mode = m as usize;
        }
        if let Some(m) = info.set_mode {
            mode = m as usize;
        }
        if mode >= self.lexer.modes.len() {
            return false;
        }
        let Some(r2) = self.longest_match(mode, b, b.len()) else { return false };
        let info = &self.lexer.rules[r2 as usize];
        !(info.is_fragment || info.skip || info.more || info.token != Some(kb) || (info.pop_mode && depth == 0))
    }

    /// The rule of the DFA's longest match of `text` in `mode` (from its start), when it
    /// ends at `end`.
    fn longest_match(&self, mode: usize, text: &[u8], end: usize) -> Option<u32> {
        let m: &ModeTables = &self.lexer.modes[mode];
        let mut state = m.start;
        let mut best = None;
        for (i, &byte) in text.iter().enumerate() {
            state = m.next(state, m.byte_class[byte as usize] as u32);
            if state == 0 {
                break;
            }
            if let Some(rule) = m.accept[state as usize].checked_sub(1) {
                best = Some((rule, i + 1));
            }
        }
        match best {
            Some((rule, e)) if e == end => Some(rule),
            _ => None,
        }
    }

    /// May a fallback rule of `mode` match `text` from its start past `end`?
    fn fallback_may_cross(&self, mode: usize, text: &[u8], end: usize) -> bool {
        self.lexer.modes[mode].fallback_rules.iter().any(|&f| {
            let ends = match_ends(self.lexer, self.lexer.rules[f as usize].tree, text, 0, 0);
            ends[end + 1..].iter().any(|&e| e)
        })
    }
}

/// The bytes on the path from the start state to `state`.
fn path_to(parent: &[Option<(u32, u8)>], mut state: u32) -> Vec<u8> {
    let mut text = Vec::new();
    while let Some((p, b)) = parent[state as usize] {
        text.push(b);
        state = p;
    }
    text.reverse();
    text
}

/// Rule references nested deeper than this in [`match_ends`] match anything.
const MAX_DEPTH: usize = 32;

/// Where a match of lex-tree `node` from `pos` can end in `text` (`ends[e]`): a
/// superset of what the fallback simulator finds, as predicates are taken to hold,
/// non-greedy loops to go on, and references nested deeper than [`MAX_DEPTH`] to match
/// any rest of `text`.
fn match_ends(lexer: &LexerTables, node: u32, text: &[u8], pos: usize, depth: usize) -> Vec<bool> {
    let tree = &lexer.tree;
    let mut out = vec![false; text.len() + 1];
    let children = |first: u32, len: u32| &tree.children[first as usize..(first + len) as usize];
    match tree.nodes[node as usize] {
        LexTreeNode::Alt { first, len } => {
            for &c in children(first, len) {
                or_into(&mut out, &match_ends(lexer, c, text, pos, depth));
            }
        }
        LexTreeNode::Seq { first, len } => {
            out[pos] = true;
            for &c in children(first, len) {
                let mut next = vec![false; text.len() + 1];
                for p in (0..out.len()).filter(|&p| out[p]) {
                    or_into(&mut next, &match_ends(lexer, c, text, p, depth));
                }
                out = next;
            }
        }
        LexTreeNode::Literal { first, len } => {
            let lit = &tree.text[first as usize..(first + len) as usize];
            if text[pos..].starts_with(lit) {
                out[pos + lit.len()] = true;
            }
        }
        LexTreeNode::Set { first, len, high_bytes } => {
            if let Some(&b) = text.get(pos) {
                if high_bytes && b >= 0x80 {
                    out[pos + 1] = true;
                }
                if let Some((c, n)) = decode_utf8(&text[pos..]) {
                    if tree.ranges[first as usize..(first + len) as usize].iter().any(|&(lo, hi)| lo <= c && c <= hi) {
                        out[pos + n] = true;
                    }
                }
            }
        }
        LexTreeNode::Eof => out[pos] = pos == text.len(),
        LexTreeNode::Ref(r) => {
            if depth >= MAX_DEPTH {
                out[pos..].fill(true);
            } else {
                out = match_ends(lexer, lexer.rules[r as usize].tree, text, pos, depth + 1);
            }
        }
        LexTreeNode::Quant { child, quantifier, .. } => {
            if quantifier != Quantifier::Plus {
                out[pos] = true;
            }
            let once = match_ends(lexer, child, text, pos, depth);
            if quantifier == Quantifier::Optional {
                or_into(&mut out, &once);
            } else {
                // Repetitions: every end reached so far starts another.
                let mut todo: Vec<usize> = (0..once.len()).filter(|&p| once[p]).collect();
                while let Some(p) = todo.pop() {
                    if out[p] && p != pos {
                        continue;
                    }
                    out[p] = true;
                    let more = match_ends(lexer, child, text, p, depth);
                    todo.extend((0..more.len()).filter(|&q| more[q] && !out[q]));
                }
            }
        }
    }
    out
}

fn or_into(out: &mut [bool], other: &[bool]) {
    for (o, &x) in out.iter_mut().zip(other) {
        *o |= x;
    }
}

/// The scalar value at the start of `s` and its length, when `s` starts with valid UTF-8.
fn decode_utf8(s: &[u8]) -> Option<(u32, usize)> {
    let n = match *s.first()? {
        0x00..=0x7F => 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let c = std::str::from_utf8(s.get(..n)?).ok()?.chars().next()?;
    Some((c as u32, n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::generate;
    use crate::lexgen::LexGenOptions;
    use crate::pipeline::{compile_str, Options};
    use crate::read::Format;

    /// The minimal sentence of every symbol named in `names`, as text.
    fn sentences(grammar: &str, names: &[&str]) -> Vec<Option<String>> {
        let compiled = compile_str("t.g4", grammar, Format::G4, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
        let g = generate(compiled, &LexGenOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        let pnf = &g.compiled.pnf;
        names
            .iter()
            .map(|n| {
                let id = pnf.by_name(n).unwrap_or_else(|| panic!("no symbol {n}"));
                g.minimal[id.0 as usize].as_ref().map(|(t, _)| String::from_utf8_lossy(t).into_owned())
            })
            .collect()
    }

    #[test]
    fn search_takes_the_first_string_in_trec_order_that_lexes_alone() {
        // `a` and `b` are keywords, so the first identifier is `c`; `C2`'s strings all
        // lex as `ID` (listed first), so it has none; digits come before letters, letters
        // before `_`, lowercase before uppercase.
        let g = "grammar t;\n\
                 s : (ID | NUM | HEX | UP | C2 | KA | KB)* EOF ;\n\
                 KA : 'a' ; KB : 'b' ;\n\
                 ID : [a-z]+ ; C2 : [a-c] [a-z]* ;\n\
                 HEX : '0x' [0-9a-fA-F]+ ; NUM : [0-9a-z]+ ;\n\
                 UP : [_A-Z]+ ;\n\
                 WS : ' ' -> skip ;\n";
        let got = sentences(g, &["ID", "C2", "HEX", "NUM", "UP", "KA"]);
        let want = [Some("c"), None, Some("0x0"), Some("0"), Some("A"), Some("a")];
        assert_eq!(got, want.map(|w| w.map(String::from)));
    }

    #[test]
    fn rules_pick_the_cheapest_alternative_and_join_where_tokens_would_merge() {
        let g = "grammar t;\n\
                 s : (e | pair | list | opt)* EOF ;\n\
                 e : ID ID | '(' e ')' | NUM ID | PLUS PLUS | ID ;\n\
                 pair : ID NUM | ID ID | '++' ;\n\
                 list : e+ ;\n\
                 opt : e? ID ;\n\
                 PLUS : '+' ; INC : '++' ;\n\
                 ID : [a-z] [a-z0-9]* ; NUM : [0-9]+ ;\n\
                 WS : ' ' -> skip ;\n";
        let got = sentences(g, &["e", "pair", "list", "opt", "s"]);
        let want = [Some("a"), Some("++"), Some("a"), Some("a"), Some("")];
        assert_eq!(got, want.map(|w| w.map(String::from)));
        // Two tokens: neighbours that would merge are kept apart by a space.
        let g2 = "grammar t;\n\
                  s : (two | num_id | plus | paren)* EOF ;\n\
                  two : ID NUM ;\n num_id : NUM ID ;\n plus : PLUS PLUS ;\n paren : '(' ID ')' ;\n\
                  PLUS : '+' ; INC : '++' ;\n\
                  ID : [a-z] [a-z0-9]* ; NUM : [0-9]+ ;\n\
                  WS : ' ' -> skip ;\n";
        let got = sentences(g2, &["two", "num_id", "plus", "paren"]);
        let want = [Some("a 0"), Some("0a"), Some("+ +"), Some("(a)")];
        assert_eq!(got, want.map(|w| w.map(String::from)));
    }

    #[test]
    fn fallback_rules_are_respected_conservatively() {
        // `NEST` refers to itself, so the fallback simulator matches it, not the DFA: it
        // gets no text; `[` then `a` cannot start a `NEST`, `[` then `]` is one.
        let g = "grammar t;\n\
                 s : (open_id | open_close | NEST | LB)* EOF ;\n\
                 open_id : LB ID ;\n open_close : LB RB ;\n\
                 NEST : '[' (NEST | ~[[\\]])* ']' ;\n\
                 LB : '[' ; RB : ']' ; ID : [a-z]+ ;\n\
                 WS : ' ' -> skip ;\n";
        let got = sentences(g, &["open_id", "open_close", "NEST", "LB"]);
        let want = [Some("[a"), Some("[ ]"), None, Some("[")];
        assert_eq!(got, want.map(|w| w.map(String::from)));
    }

    #[test]
    fn a_literal_that_does_not_lex_alone_is_no_text() {
        // `LET` is predicated (a strict-mode keyword): the DFA lexes `let` as `ID`, so
        // its literal is not its text, and only the predicated rule emits it.
        let g = "grammar t;\n\
                 options { superClass = JavaScriptLexerBase; }\n\
                 s : (let_stmt | if_stmt)* EOF ;\n\
                 let_stmt : LET ID | ID ;\n if_stmt : IF ID ;\n\
                 LET : 'let' {this.IsStrictMode()}? ;\n IF : 'if' ;\n\
                 ID : [a-z]+ ;\n\
                 WS : ' ' -> skip ;\n";
        let got = sentences(g, &["LET", "IF", "let_stmt", "if_stmt"]);
        let want = [None, Some("if"), Some("a"), Some("if a")];
        assert_eq!(got, want.map(|w| w.map(String::from)));
    }

    #[test]
    fn ranks_follow_trec() {
        let mut s: Vec<&[u8]> = vec![b"_", b"A", b"a", b"0", b"!", b" ", b"\t", b"00"];
        s.sort_by_key(|t| shortlex_key(t));
        assert_eq!(s, [&b"0"[..], b"a", b"A", b"_", b"!", b" ", b"\t", b"00"]);
        let mut bytes: Vec<u8> = vec![0x80, b'\t', b' ', b'!', b'_', b'A', b'a', b'0', 0x01];
        bytes.sort_by_key(|&b| byte_rank(b));
        assert_eq!(bytes, [b'0', b'a', b'A', b'_', b'!', b' ', b'\t', 0x01, 0x80]);
    }
}
