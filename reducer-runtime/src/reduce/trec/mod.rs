//! T-Rec (Xu et al., TOSEM 2024): fine-grained token canonicalization guided by the
//! lexer rules, run after each Perses fixpoint (Algorithm 1's outer loop is in
//! [`super::run_reduction`]).
//!
//! One pass visits the distinct `(kind, text)` pairs of the program's parser tokens in
//! program order. Keywords and punctuation (tokens with a fixed text) are skipped. For
//! each pair, every occurrence is edited at once:
//!
//! 1. **Replacement** (Algorithm 2). Candidates are the rule's strings in shortlex order
//!    ([`shortlex`]) that come before the current text and re-lex, between each
//!    occurrence's neighbours, as one token of the same kind (`relexes_as`).
//!    - Identifiers (tokens whose first generated string is a letter): every name of
//!      the same kind already in the program and the first name not used anywhere, in
//!      shortlex order, all occurrences at once, single-occurrence names included. If the
//!      fresh name fails the name itself matters (`printf`): the names after it are not
//!      tried and later passes leave it alone. Renaming one occurrence of a name would
//!      break its binding, so identifiers are only renamed everywhere at once.
//!    - Other tokens (numbers, strings, characters): the first [`ATTEMPT_LIMIT`]
//!      candidates, each tried on all occurrences at once and then, when the text occurs
//!      more than once, on each single occurrence (up to [`SINGLE_LIMIT`] of them).
//! 2. **Deletion** (Algorithms 3 and 4) when no replacement was interesting and the token
//!    derives from one of its kind's rules (any shape: alternations, optional and
//!    repeated parts, fragments, `type()` and other modes; not `more`): a probe of a few
//!    small edits goes first, and a token none of them passes is left alone (beyond the
//!    paper: most tokens left after replacement matter as they are). Then the token's
//!    lex tree ([`lextree`]) is walked breadth first; an optional part is removed, the
//!    repetitions of a `*`/`+` loop are deleted in halving chunks (ddmin's deletion
//!    half; a `+` keeps one; a loop of at most [`SHORT_LOOP`] repetitions goes from the
//!    whole straight to single ones); after every success the tree is rebuilt. Then each
//!    fragment, outer first and left to right, gets up to [`ATTEMPT_LIMIT`] smaller
//!    strings of its own: an alternation its earlier alternatives' strings (`LL` -> `l`),
//!    a set character the earlier members of its class (`f` in a hex number: `0`, `1`).
//!    When two or more set characters could change, the last one is probed first; if it
//!    cannot, the characters are taken to matter as they are and none is tried (beyond
//!    the paper, like the deletion probe: `"Hello"` that the property greps for costs 1
//!    test instead of 10).
//!
//! A text that a pass canonicalized or could not shorten is not visited again by later
//! passes of the same reduction (as names that matter already were): the passes after
//! the first one visit only texts that are new. This departs from the paper, which
//! reruns every token (on `json-medium` the later passes used to repeat the first
//! pass's tests and change nothing).
//!
//! Every candidate is a whole program tested through the shared runner (cache,
//! parallelism, statistics, re-parse filter); the first interesting one in list order
//! wins, so the result does not depend on `--jobs`.

pub mod lextree;
pub mod shortlex;

use std::collections::{HashMap, HashSet};

use crate::language::GrammarTables;
use crate::lexer::{relexes_as, LexTreeNode};
use crate::property::Property;
use crate::runner::Stop;
use crate::tokens::TokenStream;

use super::edit::{render, Base, Edit, Splice};
use super::line_ending::LineEnding;
use super::Ctx;
use lextree::{match_rule, Inst, InstKind};
use shortlex::{class_members, shortlex_key, Bounds, Generator};

/// Candidates tried per non-identifier token and per set character (the paper's 2:
/// `0` and `1` for integers).
pub const ATTEMPT_LIMIT: usize = 2;
/// Single occurrences tried per replacement candidate.
pub const SINGLE_LIMIT: usize = 8;
/// Loops of at most this many repetitions are walked without halving chunks.
pub const SHORT_LOOP: usize = 8;
/// Bounds of shortlex generation per token kind.
const GENERATION: Bounds = Bounds { max_len: 6, cap: 160 };

/// What T-Rec knows about one token kind.
struct KindInfo {
    /// Strings of the kind's rules, shortlex order.
    strings: Vec<Vec<u8>>,
    /// Position of each string in `strings` (its shortlex rank).
    rank: HashMap<Vec<u8>, usize>,
    /// The rules whose lex trees the kind's tokens may derive from (for shrinking); a
    /// token uses the first that matches its text.
    tree_rules: Vec<u32>,
    identifier: bool,
}

impl KindInfo {
    fn new(tables: &GrammarTables<'_>, kind: u16) -> KindInfo {
        let lexer = &tables.lexer;
        let mut gen = Generator::new(lexer, GENERATION);
        let mut strings = Vec::new();
        let mut makers = Vec::new();
        for (i, r) in lexer.rules.iter().enumerate() {
            if !r.is_fragment && r.token == Some(kind) && !r.skip {
                makers.push(i as u32);
                strings.extend(gen.rule(i as u32));
            }
        }
        strings.sort_by_cached_key(|s| shortlex_key(s));
        let mut seen = HashSet::new();
        strings.retain(|s| !s.is_empty() && seen.insert(s.clone()));
        let rank = strings.iter().enumerate().map(|(i, s)| (s.clone(), i)).collect();
        // Lex trees: every rule that makes the kind (also through `type()` and in other
        // modes), except `more` rules, whose tokens span several rules' matches.
        let tree_rules = makers.iter().copied().filter(|&r| !lexer.rules[r as usize].more).collect();
        let identifier = strings.first().is_some_and(|s| s.len() == 1 && s[0].is_ascii_alphabetic());
        KindInfo { strings, rank, tree_rules, identifier }
    }

    /// Shortlex key: length, then rank (texts that were not generated rank last).
    fn key(&self, text: &[u8]) -> (usize, usize) {
        (text.len(), self.rank.get(text).copied().unwrap_or(usize::MAX))
    }
}

/// Counters of the T-Rec passes.
#[derive(Clone, Debug, Default)]
pub struct TrecStats {
    /// Token texts replaced by a shortlex candidate (all occurrences or one).
    pub replaced: u64,
    /// Identifiers left alone because a fresh name failed.
    pub names_kept: u64,
    /// Successful deletions inside tokens (optional parts, loop repetitions).
    pub shrunk: u64,
    /// Successful set-character replacements.
    pub chars_canonicalized: u64,
    /// Tokens whose smallest edit failed, so their shrinking was skipped.
    pub probes_failed: u64,
    /// Names whose fresh replacement failed: they matter, later passes leave them alone.
    pub(crate) kept: HashSet<(u16, Vec<u8>)>,
    /// Texts a pass has canonicalized or could not shorten: later passes visit only new
    /// texts (each pass used to retry every token of the program, most of its tests
    /// after the first pass).
    pub(crate) settled: HashSet<(u16, Vec<u8>)>,
}

/// The program's records and where the occurrences of one token text are.
struct View {
    stream: TokenStream,
    /// The input's line end (for a program with no line break left).
    newline: LineEnding,
}

impl View {
    fn text<'s>(&self, src: &'s [u8], i: usize) -> &'s [u8] {
        self.stream.tokens[i].text(src)
    }

    /// The program with the records `at` (ascending) replaced by `new`: one splice per
    /// record, applied as written (`new` re-lexes as the record's kind there).
    fn splice(&self, src: &[u8], at: &[usize], new: &[u8]) -> Vec<u8> {
        let splices: Vec<Splice> = at
            .iter()
            .map(|&i| {
                let t = self.stream.tokens[i];
                Splice::new(t.start as usize, t.end as usize, new)
            })
            .collect();
        render(None, Base::text(src), Edit::Verbatim(&splices))
    }

    /// True when `new` re-lexes as one token of `kind` at every record of `at` and
    /// brings no line end of the other convention there (`\r\n` shortened to `\n` in
    /// a CRLF file is not a canonical form but a mixed file).
    fn relexes(&self, tables: &GrammarTables<'_>, src: &[u8], at: &[usize], new: &[u8], kind: u16) -> bool {
        at.iter().all(|&i| {
            let left = if i > 0 { self.text(src, i - 1) } else { &[] };
            let right = self.stream.tokens.get(i + 1).map_or(&[][..], |t| t.text(src));
            let start = self.stream.tokens[i].start as usize;
            relexes_as(&tables.lexer, left, new, right, kind)
                && !LineEnding::foreign_at(src, start, self.newline, self.text(src, i), new)
        })
    }
}

/// One T-Rec pass over `ctx.best`.
pub(crate) fn trec_pass<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>) -> Result<(), Stop> {
    let mut kinds: HashMap<u16, KindInfo> = HashMap::new();
    let mut done: HashSet<(u16, Vec<u8>)> = ctx.trec.kept.union(&ctx.trec.settled).cloned().collect();
    loop {
        let Ok(stream) = tables.lex(&ctx.best) else { return Ok(()) };
        let view = View { stream, newline: ctx.newline };
        let src = ctx.best.clone();
        // The next unvisited (kind, text) in program order.
        let next = view.stream.parser_iter().find_map(|t| {
            let kind = t.kind;
            let fixed = tables.token_literals.get(kind as usize).copied().flatten().is_some();
            let key = (kind, t.text(&src).to_vec());
            (!fixed && !done.contains(&key)).then_some(key)
        });
        let Some((kind, text)) = next else { return Ok(()) };
        done.insert((kind, text.clone()));
        let info = kinds.entry(kind).or_insert_with(|| KindInfo::new(tables, kind));
        let at: Vec<usize> = view
            .stream
            .parser_tokens
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| view.stream.tokens[i].kind == kind && view.text(&src, i) == text.as_slice())
            .collect();
        let group = Group { tables, info, view: &view, src: &src, at: &at, kind, text: &text };
        let outcome = if info.identifier { rename(ctx, &group)? } else { replace(ctx, &group)? };
        match outcome {
            Replaced::All(new) => {
                ctx.trec.settled.insert((kind, new.clone()));
                done.insert((kind, new));
            }
            // Other occurrences keep the text: visit it again (fewer occurrences now).
            Replaced::One => {
                done.remove(&(kind, text));
            }
            Replaced::Nothing if !info.identifier && !info.tree_rules.is_empty() => {
                match shrink(ctx, tables, info, kind, &at, &text)? {
                    Some(new) => {
                        ctx.trec.settled.insert((kind, new.clone()));
                        done.insert((kind, new));
                    }
                    None => {
                        ctx.trec.settled.insert((kind, text));
                    }
                }
            }
            Replaced::Nothing => {
                ctx.trec.settled.insert((kind, text));
            }
        }
    }
}

/// The occurrences of one distinct (kind, text) in the current best program.
struct Group<'a> {
    tables: &'a GrammarTables<'a>,
    info: &'a KindInfo,
    view: &'a View,
    src: &'a [u8],
    /// Record indices of the occurrences.
    at: &'a [usize],
    kind: u16,
    text: &'a [u8],
}

enum Replaced {
    /// Every occurrence now has this text.
    All(Vec<u8>),
    /// One occurrence was replaced.
    One,
    Nothing,
}

/// Identifiers (Algorithm 2 with no attempt limit): every name of the same kind already
/// in the program and the first fresh name, in shortlex order, each tried on every
/// occurrence at once; the first interesting one wins. Single-occurrence names are
/// treated like the others. Departure: once the fresh name fails, the names after it are
/// not tried (a consistent rename to an unused name keeps every binding, so its failure
/// means the text itself matters, as `printf`'s does).
fn rename<P: Property>(ctx: &mut Ctx<'_, P>, g: &Group) -> Result<Replaced, Stop> {
    let Group { tables, info, view, src, at, kind, text } = *g;
    let used: HashSet<&[u8]> = view.stream.tokens.iter().map(|t| t.text(src)).collect();
    let current = info.key(text);
    let fresh = info
        .strings
        .iter()
        .filter(|c| info.key(c) < current && !used.contains(c.as_slice()))
        .find(|c| view.relexes(tables, src, at, c, kind))
        .map(|c| c.as_slice());
    let mut names: Vec<&[u8]> = view
        .stream
        .parser_iter()
        .filter(|t| t.kind == kind)
        .map(|t| t.text(src))
        .filter(|t| *t != text && shortlex_key(t) < shortlex_key(text))
        .collect::<HashSet<_>>()
        .into_iter()
        .filter(|t| view.relexes(tables, src, at, t, kind))
        .collect();
    names.extend(fresh);
    names.sort_by_cached_key(|t| shortlex_key(t));
    // Names after the fresh one are only tried when there is no fresh name.
    if let Some(f) = fresh {
        names.truncate(names.iter().position(|t| *t == f).map_or(names.len(), |i| i + 1));
    }
    if names.is_empty() {
        return Ok(Replaced::Nothing);
    }
    let cands: Vec<Vec<u8>> = names.iter().map(|t| view.splice(src, at, t)).collect();
    match ctx.search(cands.into_iter(), "trec")? {
        Some(k) => {
            ctx.trec.replaced += 1;
            Ok(Replaced::All(names[k].to_vec()))
        }
        None => {
            if fresh.is_some() {
                ctx.trec.names_kept += 1;
                ctx.trec.kept.insert((kind, text.to_vec()));
            }
            Ok(Replaced::Nothing)
        }
    }
}

/// Other tokens: the first shortlex candidates, all occurrences then single ones.
fn replace<P: Property>(ctx: &mut Ctx<'_, P>, g: &Group) -> Result<Replaced, Stop> {
    let Group { tables, info, view, src, at, kind, text } = *g;
    let current = info.key(text);
    let picks: Vec<&Vec<u8>> = info
        .strings
        .iter()
        .filter(|c| info.key(c) < current)
        .filter(|c| view.relexes(tables, src, at, c, kind))
        .take(ATTEMPT_LIMIT)
        .collect();
    // (text, occurrences replaced), in the order they are tried.
    let mut plan: Vec<(&Vec<u8>, Vec<usize>)> = Vec::new();
    for c in &picks {
        plan.push((c, at.to_vec()));
        if at.len() > 1 {
            for &i in at.iter().take(SINGLE_LIMIT) {
                plan.push((c, vec![i]));
            }
        }
    }
    let cands = plan.iter().map(|(c, occ)| view.splice(src, occ, c));
    match ctx.search(cands, "trec")? {
        Some(k) => {
            ctx.trec.replaced += 1;
            let (c, occ) = &plan[k];
            Ok(if occ.len() == at.len() { Replaced::All(c.to_vec()) } else { Replaced::One })
        }
        None => Ok(Replaced::Nothing),
    }
}

/// Algorithms 3 and 4 on every occurrence at once; the final text when it changed.
fn shrink<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    info: &KindInfo,
    kind: u16,
    at: &[usize],
    text: &[u8],
) -> Result<Option<Vec<u8>>, Stop> {
    let lexer = &tables.lexer;
    let Some(rule) = info.tree_rules.iter().copied().find(|&r| match_rule(lexer, r, text).is_some()) else {
        return Ok(None);
    };
    let mut text = text.to_vec();
    let original = text.clone();
    // The probe: a few small edits first. A token none of whose small edits pass is
    // taken to matter as it is (a key the property looks up, a value it compares), and
    // the dozens of deletions and character changes that would all fail are skipped.
    match probe(ctx, tables, lexer, rule, at, kind, &text)? {
        Probe::Failed => {
            ctx.trec.probes_failed += 1;
            return Ok(None);
        }
        Probe::Passed(new) => {
            ctx.trec.shrunk += 1;
            text = new;
        }
        Probe::NoEdit => {}
    }
    // Deletion, breadth first; restart after every success (the tree changed).
    'restart: while let Some(inst) = match_rule(lexer, rule, &text) {
        let Some(view) = current_view(ctx, tables, at, kind, &text) else { break };
        for node in inst.breadth_first() {
            let groups = deletions(node);
            for spans in groups {
                let news: Vec<Vec<u8>> = spans
                    .iter()
                    .map(|sp| remove_spans(&text, sp))
                    .filter(|n| !n.is_empty() && view.relexes(tables, &ctx.best, at, n, kind))
                    .collect();
                if let Some(new) = first_interesting_text(ctx, &view, at, news)? {
                    ctx.trec.shrunk += 1;
                    text = new;
                    continue 'restart;
                }
            }
        }
        break;
    }
    // Algorithm 4: canonicalize fragments (alternations and set characters), outer
    // first, left to right; each gets up to ATTEMPT_LIMIT smaller strings of its own.
    let mut gen = Generator::new(lexer, GENERATION);
    if !fragment_probe(ctx, tables, &mut gen, rule, at, kind, &mut text)? {
        ctx.trec.probes_failed += 1;
        return Ok((text != original).then_some(text));
    }
    let mut index = 0;
    while let Some(inst) = match_rule(lexer, rule, &text) {
        let mut frags = Vec::new();
        inst.fragments(&mut frags);
        let Some(&(s, e, node)) = frags.get(index) else { break };
        index += 1;
        let here = text[s..e].to_vec();
        let smaller = fragment_candidates(&mut gen, lexer, node, &here, ATTEMPT_LIMIT);
        if smaller.is_empty() {
            continue;
        }
        let Some(view) = current_view(ctx, tables, at, kind, &text) else { break };
        let news: Vec<Vec<u8>> = smaller
            .iter()
            .map(|m| [&text[..s], m.as_slice(), &text[e..]].concat())
            .filter(|n| view.relexes(tables, &ctx.best, at, n, kind))
            .collect();
        if let Some(new) = first_interesting_text(ctx, &view, at, news)? {
            ctx.trec.chars_canonicalized += 1;
            text = new;
        }
    }
    Ok((text != original).then_some(text))
}

/// The probe of Algorithm 4 (beyond the paper, like the deletion probe): when two or more
/// set characters could be canonicalized, the last one (the least significant digit of a
/// number, the last character of a string) is tried first with its first candidate. If
/// that fails, the fragments are taken to matter as they are (`"Hello"` that the property
/// greps for) and the 2-per-fragment search, which would fail throughout, is skipped;
/// false then. On success `text` is updated and the search goes on.
fn fragment_probe<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    gen: &mut Generator<'_>,
    rule: u32,
    at: &[usize],
    kind: u16,
    text: &mut Vec<u8>,
) -> Result<bool, Stop> {
    let lexer = &tables.lexer;
    let Some(inst) = match_rule(lexer, rule, text) else { return Ok(true) };
    let mut frags = Vec::new();
    inst.fragments(&mut frags);
    let Some(view) = current_view(ctx, tables, at, kind, text) else { return Ok(true) };
    // The last two set characters that could change, last first (an alternation, such
    // as a suffix `u`, is no sign of the rest).
    let mut open: Vec<Vec<u8>> = Vec::new();
    for &(s, e, node) in frags.iter().rev() {
        if open.len() == 2 {
            break;
        }
        if !matches!(lexer.tree.nodes[node as usize], LexTreeNode::Set { .. }) {
            continue;
        }
        let Some(first) = fragment_candidates(gen, lexer, node, &text[s..e], 1).pop() else { continue };
        let new = [&text[..s], first.as_slice(), &text[e..]].concat();
        if view.relexes(tables, &ctx.best, at, &new, kind) {
            open.push(new);
        }
    }
    if open.len() < 2 {
        return Ok(true);
    }
    open.truncate(1);
    match first_interesting_text(ctx, &view, at, open)? {
        Some(new) => {
            ctx.trec.chars_canonicalized += 1;
            *text = new;
            Ok(true)
        }
        None => Ok(false),
    }
}

/// Up to `limit` strings of lex-tree node `node` before `here` in shortlex order: the
/// earlier members of a set, or the earlier strings of an alternation (`LL` -> `l`).
fn fragment_candidates(
    gen: &mut Generator<'_>,
    lexer: &crate::lexer::LexerTables<'_>,
    node: u32,
    here: &[u8],
    limit: usize,
) -> Vec<Vec<u8>> {
    let strings = match lexer.tree.nodes[node as usize] {
        LexTreeNode::Set { .. } => class_members(lexer.tree.ranges_of(node), 64),
        _ => gen.node(node),
    };
    let key = shortlex_key(here);
    strings.into_iter().filter(|m| !m.is_empty() && shortlex_key(m) < key).take(limit).collect()
}

enum Probe {
    /// A probe edit was interesting: the new text.
    Passed(Vec<u8>),
    /// None was.
    Failed,
    /// The token has no edit that re-lexes.
    NoEdit,
}

/// Tests a few small edits of `text`, the first that passes wins: for the first loop of
/// its lex tree, deleting its first half, its second half, its first and its last
/// repetition (a property that needs a part of the token keeps one of these); without a
/// loop, deleting each optional part; else the last set character replaced by the first
/// member of its class.
fn probe<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    lexer: &crate::lexer::LexerTables<'_>,
    rule: u32,
    at: &[usize],
    kind: u16,
    text: &[u8],
) -> Result<Probe, Stop> {
    let Some(inst) = match_rule(lexer, rule, text) else { return Ok(Probe::NoEdit) };
    let Some(view) = current_view(ctx, tables, at, kind, text) else { return Ok(Probe::NoEdit) };
    let relexes = |n: &Vec<u8>| !n.is_empty() && view.relexes(tables, &ctx.best, at, n, kind);
    let nodes = inst.breadth_first();
    let mut spans: Vec<(usize, usize)> = Vec::new();
    let first_loop =
        nodes.iter().find(|n| matches!(n.kind, InstKind::Loop { plus } if n.children.len() > usize::from(plus)));
    if let Some(node) = first_loop {
        let c = &node.children;
        let n = c.len();
        let keep = usize::from(matches!(node.kind, InstKind::Loop { plus: true }));
        let mid = n / 2;
        if mid > 0 && n - mid >= keep {
            spans.push((c[0].start, c[mid - 1].end));
        }
        if n - mid > 0 && mid >= keep {
            spans.push((c[mid].start, c[n - 1].end));
        }
        spans.push((c[0].start, c[0].end));
        spans.push((c[n - 1].start, c[n - 1].end));
    } else {
        spans
            .extend(nodes.iter().filter(|n| n.kind == InstKind::Optional && n.start < n.end).map(|n| (n.start, n.end)));
    }
    let mut news: Vec<Vec<u8>> = Vec::new();
    for sp in spans {
        let n = remove_spans(text, &[sp]);
        if relexes(&n) && !news.contains(&n) {
            news.push(n);
        }
    }
    // Alternations inside the token (not the whole token, Algorithm 2 tried that):
    // the smallest string of the innermost two that have a shorter one (`1LL` -> `1l`).
    let mut frags = Vec::new();
    inst.fragments(&mut frags);
    let mut gen = Generator::new(lexer, GENERATION);
    let mut alts = 0;
    for &(s, e, node) in frags.iter().rev() {
        if alts == 2 {
            break;
        }
        if (s, e) == (0, text.len()) || !matches!(lexer.tree.nodes[node as usize], LexTreeNode::Alt { .. }) {
            continue;
        }
        let Some(m) = fragment_candidates(&mut gen, lexer, node, &text[s..e], 1).pop() else { continue };
        if m.len() >= e - s {
            continue;
        }
        alts += 1;
        let n = [&text[..s], m.as_slice(), &text[e..]].concat();
        if relexes(&n) && !news.contains(&n) {
            news.push(n);
        }
    }
    if news.is_empty() {
        let mut chars = Vec::new();
        inst.chars(&mut chars);
        news.extend(chars.iter().rev().find_map(|&(s, e, node)| {
            let members = class_members(lexer.tree.ranges_of(node), 64);
            let first = members.first().filter(|m| m.as_slice() != &text[s..e])?;
            let n = [&text[..s], first.as_slice(), &text[e..]].concat();
            relexes(&n).then_some(n)
        }));
    }
    if news.is_empty() {
        return Ok(Probe::NoEdit);
    }
    Ok(match first_interesting_text(ctx, &view, at, news)? {
        Some(n) => Probe::Passed(n),
        None => Probe::Failed,
    })
}

/// Tests each text in order at every occurrence `at` at once; the first interesting one.
fn first_interesting_text<P: Property>(
    ctx: &mut Ctx<'_, P>,
    view: &View,
    at: &[usize],
    mut texts: Vec<Vec<u8>>,
) -> Result<Option<Vec<u8>>, Stop> {
    if texts.is_empty() {
        return Ok(None);
    }
    let src = ctx.best.clone();
    let found = ctx.search(texts.iter().map(|t| view.splice(&src, at, t)), "trec")?;
    Ok(found.map(|k| texts.swap_remove(k)))
}

/// The lexed best program, checked to still hold `text` at the records `at`.
fn current_view<P: Property>(
    ctx: &Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    at: &[usize],
    kind: u16,
    text: &[u8],
) -> Option<View> {
    let stream = tables.lex(&ctx.best).ok()?;
    let v = View { stream, newline: ctx.newline };
    at.iter().all(|&i| v.stream.tokens.get(i).is_some_and(|t| t.kind == kind && t.text(&ctx.best) == text)).then_some(v)
}

/// Deletion candidates at one node, as groups tried together: an optional part alone;
/// for a loop, chunks of its repetitions at halving sizes (a `+` keeps one).
fn deletions(node: &Inst) -> Vec<Vec<Vec<(usize, usize)>>> {
    match node.kind {
        InstKind::Optional if node.start < node.end => vec![vec![vec![(node.start, node.end)]]],
        InstKind::Loop { plus } => {
            let n = node.children.len();
            let keep = usize::from(plus);
            if n <= keep {
                return Vec::new();
            }
            let mut groups = Vec::new();
            let mut size = (n - keep).max(1);
            loop {
                let mut group = Vec::new();
                let mut i = 0;
                while i < n {
                    let j = (i + size).min(n);
                    if n - (j - i) >= keep {
                        group.push(vec![(node.children[i].start, node.children[j - 1].end)]);
                    }
                    i = j;
                }
                groups.push(group);
                if size == 1 {
                    break;
                }
                // A short loop goes from the whole to single repetitions: its halves
                // cost about as many tests as the singles that follow them.
                size = if n <= SHORT_LOOP { 1 } else { size.div_ceil(2) };
            }
            groups
        }
        _ => Vec::new(),
    }
}

fn remove_spans(text: &[u8], spans: &[(usize, usize)]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut pos = 0;
    for &(s, e) in spans {
        out.extend_from_slice(&text[pos..s]);
        pos = e;
    }
    out.extend_from_slice(&text[pos..]);
    out
}
