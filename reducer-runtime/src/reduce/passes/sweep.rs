//! The text-edit API of the passes beyond Perses, and the sweep that drives them.
//!
//! Perses edits the parse tree in place; the passes here (substitution, identifier
//! replacement, the token-level last phase) put new text where a node or token was, so
//! they work on the program's bytes instead: a candidate is an [`Edit::Splices`], a list
//! of [`Splice`]s (a byte range and its new text) on the best program, printed by
//! [`render`] (`edit.rs`). After an accepted candidate the program is parsed again, so
//! every pass always sees a fresh tree.
//!
//! A pass ([`Sweep`]) lists its *sites* in program order (nodes in preorder, tokens,
//! lines), each with a start offset, and gives a site's candidates smallest first. The
//! driver ([`sweep`]) walks the sites from a cursor, as C-Reduce walks its passes'
//! states: the candidates of all remaining sites form one lazily printed list, the first
//! interesting one wins (so `--jobs` does not change the result), the program is parsed
//! again and the sweep resumes after the accepted edit. Only strictly smaller
//! candidates are offered, so a sweep ends.
//!
//! An edit that failed is not offered again later in the reduction in the same local
//! context (the [`MEMO_CONTEXT`] bytes around each splice unchanged): C-Reduce and
//! Perses retest every edit after every change elsewhere, and on `c-csmith-checksum` most
//! of the substitution pass's tests were such repeats. An edit whose success depends on
//! code farther away can be missed; the gain is measured in the README's tables.
//!
//! Grammar-aware passes offer candidates that may not parse (a node of an incompatible
//! kind, an identifier's neighbour text); the driver parses each one first and drops
//! the rejects before any test runs, counting them and the parse time in the pass's
//! statistics. Passes that may leave the grammar keep them, until [`OUTSIDE_PROBE`]
//! tested programs outside the grammar have failed without one success: from then on
//! the property is taken to reject them all, and only candidates that parse are offered.

use std::cell::RefCell;
use std::time::Instant;

use crate::language::{GrammarTables, Shape};
use crate::property::Property;
use crate::runner::Stop;
use crate::tokens::TokenStream;
use crate::tree::{NodeId, Tree};

use crate::reduce::edit::{render, Base, Edit, Splice};
use crate::reduce::line_ending::LineEnding;
use crate::reduce::Ctx;

/// The program a pass looks at: its bytes, records and (for grammar-aware passes) tree,
/// with each node's parent and the kind its slot expects.
pub(crate) struct Program<'t> {
    pub tables: &'t GrammarTables<'t>,
    pub src: Vec<u8>,
    pub tokens: TokenStream,
    pub tree: Tree,
    /// Parent of every node reachable from the root (`NodeId::MAX` for the root and for
    /// unreachable nodes).
    pub parent: Vec<NodeId>,
    /// The kind each reachable node's slot expects (the parent alternative's symbol, the
    /// list's element kind, the start symbol for the root).
    pub expected: Vec<u16>,
    /// Reachable nodes in preorder.
    pub preorder: Vec<NodeId>,
    /// The line end a pass writes where the program has no line break to copy (the
    /// input's convention, set by the driver; LF by default).
    pub newline: LineEnding,
}

impl<'t> Program<'t> {
    /// Lexes `src` only (no tree): for passes that work on tokens and lines.
    pub(crate) fn lex(tables: &'t GrammarTables<'t>, src: &[u8]) -> Option<Program<'t>> {
        let tokens = tables.lex(src).ok()?;
        let tree = Tree::default();
        Some(Program {
            tables,
            src: src.to_vec(),
            tokens,
            tree,
            parent: Vec::new(),
            expected: Vec::new(),
            preorder: Vec::new(),
            newline: LineEnding::Lf,
        })
    }

    /// Lexes and parses `src`; `None` when it does not parse.
    pub(crate) fn parse(tables: &'t GrammarTables<'t>, src: &[u8]) -> Option<Program<'t>> {
        let doc = tables.parse(src).ok()?;
        let tree = doc.tree;
        let n = tree.nodes.len();
        let mut parent = vec![NodeId::MAX; n];
        let mut expected = vec![u16::MAX; n];
        let mut preorder = Vec::with_capacity(n);
        expected[tree.root as usize] = tables.start as u16;
        let mut stack = vec![tree.root];
        while let Some(id) = stack.pop() {
            preorder.push(id);
            let node = *tree.node(id);
            let kids = tree.children(id);
            let alt: &[u16] = match tables.shape(node.kind) {
                Shape::Regular if node.alt != u16::MAX => tables.alternative(node.kind, node.alt),
                _ => &[],
            };
            let body = tables.quantified_body(node.kind);
            for (j, &c) in kids.iter().enumerate() {
                parent[c as usize] = id;
                let kind = tree.node(c).kind;
                expected[c as usize] = body.or_else(|| alt.get(j).copied()).unwrap_or(kind);
            }
            stack.extend(kids.iter().rev());
        }
        Some(Program {
            tables,
            src: src.to_vec(),
            tokens: doc.tokens,
            tree,
            parent,
            expected,
            preorder,
            newline: LineEnding::Lf,
        })
    }

    /// Byte range of the tokens under `node` (`None` for an empty node).
    pub(crate) fn span(&self, node: NodeId) -> Option<(usize, usize)> {
        let n = self.tree.node(node);
        if n.token_count == 0 {
            return None;
        }
        let first = self.tokens.parser_token(n.first_token as usize);
        let last = self.tokens.parser_token((n.first_token + n.token_count - 1) as usize);
        Some((first.start as usize, last.end as usize))
    }

    /// The text of `node`'s tokens with their inner layout.
    pub(crate) fn text(&self, node: NodeId) -> &[u8] {
        match self.span(node) {
            Some((s, e)) => &self.src[s..e],
            None => &[],
        }
    }

    /// The line end of a line break inserted at `offset` ([`LineEnding::at`]).
    pub(crate) fn newline_at(&self, offset: usize) -> LineEnding {
        LineEnding::at(&self.src, offset, self.newline)
    }

    /// `text` to be put at `offset`, its bare `\n`s in the convention there
    /// ([`LineEnding::adapt`]; borrowed when it has none).
    pub(crate) fn adapt<'a>(&self, offset: usize, text: &'a [u8]) -> std::borrow::Cow<'a, [u8]> {
        LineEnding::adapt(&self.src, offset, self.newline, text)
    }

    /// True when the node is an element of a `*`/`+` list or the child of a `?`.
    pub(crate) fn is_list_element(&self, node: NodeId) -> bool {
        let p = self.parent[node as usize];
        p != NodeId::MAX
            && matches!(self.tables.shape(self.tree.node(p).kind), Shape::Star | Shape::Plus | Shape::Optional)
    }
}

/// Shorter; or as long with fewer bytes that are not white space (a line break never
/// becomes a `;`: where a line break ends a statement, as in JavaScript and Go, the `;`
/// is one token more for the user); or as long and earlier in T-Rec's character order
/// (digits, lowercase, uppercase, `_`, the rest). Every accepted candidate is smaller
/// in this order, so the reduction ends, and equal-length edits still canonicalize
/// (`+` -> `0`, a name replaced by an earlier one), in the same order T-Rec uses.
pub(crate) fn shortlex_smaller(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return a.len() < b.len();
    }
    let visible = |s: &[u8]| s.iter().filter(|c| !c.is_ascii_whitespace()).count();
    let (va, vb) = (visible(a), visible(b));
    if va != vb {
        return va < vb;
    }
    a != b && crate::reduce::trec::shortlex::shortlex_key(a) < crate::reduce::trec::shortlex::shortlex_key(b)
}

/// Bytes of context on each side of an edit that make its key in the memo of failed
/// edits.
const MEMO_CONTEXT: usize = 16;

/// The key of an edit in its local context: the pass, and for each splice the
/// [`MEMO_CONTEXT`] bytes before it, the bytes it replaces, its text and the bytes after.
fn memo_key(pass: &str, src: &[u8], splices: &[Splice]) -> u128 {
    let mut buf = Vec::with_capacity(64);
    buf.extend_from_slice(pass.as_bytes());
    for s in splices {
        buf.push(0xff);
        buf.extend_from_slice(&src[s.start.saturating_sub(MEMO_CONTEXT)..s.end.min(src.len())]);
        buf.push(0xfe);
        buf.extend_from_slice(&s.text);
        buf.push(0xfe);
        buf.extend_from_slice(&src[s.end..(s.end + MEMO_CONTEXT).min(src.len())]);
    }
    xxhash_rust::xxh3::xxh3_128(&buf)
}

/// Set once the `REDUCER_FAULT=larger-candidate` fault has been injected.
static FAULT_INJECTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Tested candidates outside the grammar, and how many were interesting.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Outside {
    pub failures: u64,
    pub successes: u64,
}

/// Failed programs outside the grammar after which, without one success, the last
/// phase offers only candidates that parse (a property that runs a strict parser, as
/// `json.load` does, rejects them all; gcc accepts many).
pub const OUTSIDE_PROBE: u64 = 16;

impl Outside {
    /// True when the property looks like it rejects every program outside the grammar.
    pub(crate) fn gave_up(&self) -> bool {
        self.successes == 0 && self.failures >= OUTSIDE_PROBE
    }
}

/// Where a pass can edit: a start offset (sites are listed in non-decreasing start
/// order) and the pass's own handle (a node, a token index, a line).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Site {
    pub start: usize,
    pub id: u32,
}

/// A pass that edits the program's text at sites.
pub(crate) trait Sweep {
    /// Name in statistics and progress output.
    fn name(&self) -> &'static str;
    /// Candidates must parse (checked before testing) and the pass sees the parse tree;
    /// false for passes that may leave the grammar (they see only the records).
    fn strict(&self) -> bool {
        true
    }
    /// The program's sites, in non-decreasing start order.
    fn sites(&mut self, program: &Program<'_>) -> Vec<Site>;
    /// The candidates of one site, each a sorted list of disjoint splices, best first.
    fn candidates(&mut self, program: &Program<'_>, site: Site) -> Vec<Vec<Splice>>;
}

/// Runs `pass` once over the program, from its first site to its last.
pub(crate) fn sweep<P: Property, S: Sweep>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    pass: &mut S,
) -> Result<(), Stop> {
    let name = pass.name();
    let strict = pass.strict();
    let mut cursor = 0usize;
    loop {
        let program = if strict { Program::parse(tables, &ctx.best) } else { Program::lex(tables, &ctx.best) };
        let Some(mut program) = program else { return Ok(()) };
        program.newline = ctx.newline;
        let sites = pass.sites(&program);
        let first = sites.partition_point(|s| s.start < cursor);
        // Where to resume after each candidate handed out, by index.
        // The sweep parses strict candidates itself; the runner's filter would parse
        // them twice, and must not reject the others.
        let was_verifying = ctx.runner.property().set_verify(false);
        // Where to resume after each candidate handed out, whether it parsed, and its
        // edit's key in the memo of failed edits.
        let resume: RefCell<Vec<(usize, bool, u128)>> = RefCell::new(Vec::new());
        let memo = std::mem::take(&mut ctx.failed_edits);
        // The property has rejected every program outside the grammar so far: offer
        // only candidates that parse. Unparsable candidates handed out earlier in this
        // search count as failures (every candidate before the first interesting one
        // fails), so the decision depends on the list alone, not on `--jobs`.
        let outside = ctx.outside;
        let handed_unparsable = std::cell::Cell::new(0u64);
        let rejected = RefCell::new((0u64, std::time::Duration::ZERO));
        let found = {
            let program = &program;
            let pass = &mut *pass;
            let (resume, rejected, handed_unparsable) = (&resume, &rejected, &handed_unparsable);
            let memo = &memo;
            let cands = sites[first..].iter().flat_map(move |&site| {
                let list = pass.candidates(program, site);
                list.into_iter().filter_map(move |splices| {
                    let key = memo_key(name, &program.src, &splices);
                    if memo.contains(&key) {
                        return None;
                    }
                    let bytes = render(None, Base::text(&program.src), Edit::Splices(&splices));
                    if !shortlex_smaller(&bytes, &program.src) {
                        return None;
                    }
                    let t0 = Instant::now();
                    let parses = tables.accepts(&bytes);
                    let mut r = rejected.borrow_mut();
                    r.1 += t0.elapsed();
                    let gave_up = Outside { failures: outside.failures + handed_unparsable.get(), ..outside }.gave_up();
                    if !parses && (strict || gave_up) {
                        r.0 += 1;
                        return None;
                    }
                    if !parses {
                        handed_unparsable.set(handed_unparsable.get() + 1);
                    }
                    let s = &splices[0];
                    resume.borrow_mut().push((s.start + s.text.len(), parses, key));
                    Some(bytes)
                })
            });
            // Fault injection for the test of the driver's guard: the first candidate
            // of the run is the best program plus a space, which no pass may offer.
            let fault = (crate::reduce::fault("larger-candidate")
                && !FAULT_INJECTED.swap(true, std::sync::atomic::Ordering::Relaxed))
            .then(|| {
                let mut larger = program.src.clone();
                larger.push(b' ');
                resume.borrow_mut().push((0, true, 0));
                larger
            });
            ctx.search(fault.into_iter().chain(cands), name)
        };
        ctx.failed_edits = memo;
        let found = match found {
            Ok(f) => f,
            Err(stop) => {
                ctx.runner.property().set_verify(was_verifying);
                return Err(stop);
            }
        };
        ctx.runner.property().set_verify(was_verifying);
        let (rejects, parse_time) = *rejected.borrow();
        let entry = ctx.passes.entry(name.to_string()).or_default();
        entry.parse_rejects += rejects;
        entry.parse_time += parse_time;
        let handed = resume.borrow();
        let failed = &handed[..found.unwrap_or(handed.len())];
        ctx.outside.failures += failed.iter().filter(|(_, parses, _)| !parses).count() as u64;
        ctx.failed_edits.extend(failed.iter().map(|&(_, _, key)| key));
        match found {
            Some(k) => {
                let (at, parses, _) = handed[k];
                ctx.outside.successes += u64::from(!parses);
                cursor = at;
            }
            None => return Ok(()),
        }
    }
}
