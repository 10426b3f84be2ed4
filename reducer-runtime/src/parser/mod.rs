//! GLR parser driven by LALR(1) tables.
//!
//! The driver keeps a graph-structured stack (GSS): each stack node is a state at an
//! input position, with links to the nodes below it, each link carrying the subtree of
//! the symbol between them. On a conflict every action is taken (the stack forks);
//! stack tops in the same state at the same position are merged into one node (shared
//! future), and two links from one node to the *same* node below are two derivations of
//! the same symbol over the same span: the preferred one is kept (see
//! [`forest::Forest::compare`]: earlier alternative first, then greedy, leftmost
//! children first). Reductions along a link added to an already processed node are
//! replayed for the paths through that link (Tomita's algorithm with Farshi's/Elkhound's
//! fix), so every sentence of the grammar is accepted, ambiguous or not.
//!
//! Most of the input is deterministic, so the driver runs a plain LR loop over a
//! vector stack (no stack nodes allocated) and switches to the GSS only when it meets
//! a conflict cell or an error. The switch materializes only the stack entries above
//! the part already in the GSS, and when a single version remains whose links down to
//! an entry still on the plain stack are unique, that chain is copied back and the
//! plain loop resumes; so a fork deep inside 100 000 nested parentheses costs time
//! proportional to what changed, not to the depth. Nothing recurses: stack, forest and
//! tree live in vectors, so nesting depth is bounded only by memory. The number of tops
//! per position and of links per stack node are capped ([`DEFAULT_MAX_VERSIONS`]);
//! hitting a cap drops the extra versions and is reported in [`ParseStats`].
//!
//! Work that cannot matter is not done. At a conflict where a version shifts the
//! lookahead, each of its reductions is first checked (an LR simulation over the GSS,
//! memoized per node) to lead to some shift; one that cannot is skipped, as everything
//! it would build dies at this token (a chain of `else if` otherwise finishes every
//! enclosing `if` at each `else`: cubic time). A reduction replayed for a new link
//! follows only paths that can reach it, and a node with many links finds the one to a
//! given node below through an index. None of this changes a tree.

pub mod forest;
pub mod tables;

pub use tables::ParseTables;

use crate::tree::Tree;
use forest::{FNode, Forest, LEAF};
use std::cmp::Ordering;
use std::collections::VecDeque;
use std::fmt;
use tables::*;

/// Default cap on the number of versions (distinct stack tops that shift the same
/// token) alive at one position.
pub const DEFAULT_MAX_VERSIONS: usize = 64;

/// The cap on links per stack node (derivations of one symbol from different starts
/// that end at the same node), as a multiple of the version cap: 1024 by default.
/// Grammars where an open hypothesis survives indefinitely (e.g. any declaration
/// continuing a K&R parameter list) would otherwise make every reduction through such
/// a node cost time proportional to the input read so far.
pub const LINKS_PER_VERSION: usize = 16;

const NONE: u32 = u32::MAX;

/// A syntax error: the token where every version failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Index of the offending token; equal to the number of tokens for an unexpected EOF.
    pub token_index: u32,
    /// The offending token's kind (0 = EOF).
    pub found: u16,
    /// Tokens that some surviving version could have taken there, ascending.
    pub expected: Vec<u16>,
    /// True if versions were dropped by the cap before the error (the input may be valid).
    pub cap_hit: bool,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "syntax error at token {}: found kind {}, expected one of {:?}",
            self.token_index, self.found, self.expected
        )?;
        if self.cap_hit {
            write!(f, " (the parser dropped ambiguous versions over its limit)")?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}

/// Counters describing one parse.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParseStats {
    /// Largest number of versions (stack tops after a shift) at one position.
    pub max_versions: u32,
    /// True if some version was dropped because of the cap.
    pub cap_hit: bool,
    /// Number of times two derivations of one symbol over one span met (ambiguity).
    pub ambiguities: u32,
    /// Number of table cells with several actions that were taken.
    pub forks: u32,
    /// Tokens shifted by the graph-structured stack (the rest by the plain LR loop).
    pub gss_tokens: u32,
    /// Links the graph-structured stack followed while searching the paths of its
    /// reductions, plus the steps of its checks that a reduction can lead to a shift:
    /// its work, which a test can compare across input sizes without a clock.
    pub gss_steps: u64,
}

/// A successful parse.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub tree: Tree,
    pub stats: ParseStats,
}

/// Parses `tokens` (kinds, without EOF: the parser appends it) with the default cap.
pub fn parse(tables: &ParseTables, tokens: &[u16]) -> Result<Parsed, ParseError> {
    parse_with_cap(tables, tokens, DEFAULT_MAX_VERSIONS)
}

/// Parses with an explicit cap on live versions per position (at least 1).
pub fn parse_with_cap(tables: &ParseTables, tokens: &[u16], max_versions: usize) -> Result<Parsed, ParseError> {
    run_glr(tables, tokens, max_versions, false)
}

/// Accepts or rejects `tokens` like [`parse`] without building the tree (about a
/// quarter of a parse's time on C); used by the reducer's re-parse filter.
pub fn recognize(tables: &ParseTables, tokens: &[u16]) -> Result<ParseStats, ParseError> {
    run_glr(tables, tokens, DEFAULT_MAX_VERSIONS, true).map(|p| p.stats)
}

/// The large buffers of a parse, kept for the next parse on the same thread. A parse
/// of a large file writes tens of megabytes of stack nodes and forest; on fresh pages
/// the page faults cost about as much as the parsing, and the reducer parses
/// thousands of times per run (the re-parse filter).
#[derive(Default)]
struct Scratch {
    nodes: Vec<GssNode>,
    links: Vec<Link>,
    forest: Forest,
    stack: Vec<Entry>,
    state_node: Vec<(u32, u32)>,
}

/// Buffers larger than this (bytes, all together) are freed after the parse, not kept.
const MAX_KEPT_SCRATCH: usize = 256 << 20;

/// The stack's buffers are freed before the tree is built when they are larger than
/// this (bytes): a large parse then peaks at the forest or the tree, not both plus the
/// stack. Smaller ones are kept for the next parse.
const RELEASE_BEFORE_TREE: usize = 4 << 20;

thread_local! {
    static SCRATCH: std::cell::Cell<Option<Box<Scratch>>> = const { std::cell::Cell::new(None) };
}

/// Frees the buffers this thread keeps between parses (see the parser's scratch
/// reuse); the next parse starts on fresh memory, as in a new process.
pub fn release_scratch() {
    SCRATCH.with(|s| drop(s.take()));
}

fn run_glr(
    tables: &ParseTables,
    tokens: &[u16],
    max_versions: usize,
    recognize_only: bool,
) -> Result<Parsed, ParseError> {
    let mut scratch = SCRATCH.with(|s| s.take()).unwrap_or_default();
    let mut g = Glr {
        t: tables,
        tokens,
        nodes: std::mem::take(&mut scratch.nodes),
        links: std::mem::take(&mut scratch.links),
        forest: std::mem::take(&mut scratch.forest),
        tops: Vec::new(),
        next_tops: Vec::new(),
        done: 0,
        tasks: VecDeque::new(),
        paths: Vec::new(),
        cursor: Vec::new(),
        max_versions: max_versions.max(1),
        max_links: max_versions.max(1) * LINKS_PER_VERSION,
        pos: 0,
        stats: ParseStats::default(),
        state_node: std::mem::take(&mut scratch.state_node),
        stamp: 0,
        stack: std::mem::take(&mut scratch.stack),
        dirty: usize::MAX,
        recognize_only,
        dead: KeySet::default(),
        seen: KeySet::default(),
        sim_items: Vec::new(),
        sim_states: Vec::new(),
        sim_level: Vec::new(),
        sim_next: Vec::new(),
        link_index: KeyMap::default(),
        gc_at: GC_MIN_NODES,
        gc_nodes: Vec::new(),
        gc_links: Vec::new(),
    };
    g.nodes.clear();
    g.links.clear();
    g.forest.nodes.clear();
    g.forest.kids.clear();
    g.forest.empties = 0;
    g.forest.merges.clear();
    g.stack.clear();
    g.state_node.clear();
    g.state_node.resize(tables.num_states as usize, (0, 0));
    g.nodes.reserve(tokens.len() * 2 + 16);
    g.links.reserve(tokens.len() * 2 + 16);
    if !recognize_only {
        g.forest.nodes.reserve(tokens.len() * 2 + 16);
        g.forest.kids.reserve(tokens.len() * 3 + 16);
    }
    g.stack.reserve(64);
    let result = g.run();
    let kept = Scratch { nodes: g.nodes, links: g.links, forest: g.forest, stack: g.stack, state_node: g.state_node };
    let bytes = kept.nodes.capacity() * std::mem::size_of::<GssNode>()
        + kept.links.capacity() * std::mem::size_of::<Link>()
        + kept.forest.nodes.capacity() * std::mem::size_of::<FNode>()
        + kept.forest.kids.capacity() * 4
        + kept.stack.capacity() * std::mem::size_of::<Entry>();
    if bytes <= MAX_KEPT_SCRATCH {
        *scratch = kept;
        SCRATCH.with(|s| s.set(Some(scratch)));
    }
    result
}

/// A stack node.
#[derive(Copy, Clone)]
struct GssNode {
    state: u32,
    pos: u32,
    first_link: u32,
    link_count: u32,
    /// Index this node has (or would have) on the plain stack: the depth along its
    /// first link.
    depth: u32,
    /// Some link goes to a node of the same position (an empty span): only through
    /// such links can a path from a top reach another node of its position.
    flat_link: bool,
}

/// An entry of the plain (deterministic) stack.
#[derive(Copy, Clone)]
struct Entry {
    state: u32,
    /// Input position where the entry was pushed.
    pos: u32,
    /// Subtree of the symbol that led to this state (unused for the bottom entry).
    tree: u32,
    /// The GSS node standing for this entry, or `NONE` if not materialized yet.
    gss: u32,
}

/// How the plain loop stopped.
enum Det {
    Accepted(u32),
    /// A conflict cell or an error: continue in the GSS.
    Fork,
}

/// An edge to a node below, carrying the subtree of the symbol in between.
#[derive(Copy, Clone)]
struct Link {
    pred: u32,
    tree: u32,
    next: u32,
}

struct Glr<'a, 't> {
    t: &'a ParseTables<'t>,
    tokens: &'a [u16],
    nodes: Vec<GssNode>,
    links: Vec<Link>,
    forest: Forest,
    /// Stack nodes at the current position; `tops[..done]` have been processed.
    tops: Vec<u32>,
    next_tops: Vec<u32>,
    done: usize,
    /// Pending reductions: (node, production, link the path must use or NONE, the node
    /// owning that link).
    tasks: VecDeque<(u32, u32, u32, u32)>,
    /// Paths found by `collect_paths`: `[pred, child...]` records.
    paths: Vec<u32>,
    cursor: Vec<u32>,
    max_versions: usize,
    max_links: usize,
    pos: u32,
    stats: ParseStats,
    /// Per state: (stamp, node) where the node is valid only if the stamp is the
    /// current position's (so the map is never cleared).
    state_node: Vec<(u32, u32)>,
    stamp: u32,
    /// The plain stack; entries `..k` with `gss != NONE` mirror GSS nodes.
    stack: Vec<Entry>,
    /// Lowest stack index whose GSS node gained a second link (the plain stack no
    /// longer describes every path below it).
    dirty: usize,
    /// Skip building the final tree (the re-parse filter only needs accept/reject).
    recognize_only: bool,
    /// Dead ends found by [`Glr::reduction_viable`], as [`dead_key`]s: pushing a
    /// nonterminal on a node of an earlier position (whose links no longer change) leads
    /// to no shift of that lookahead.
    dead: KeySet,
    /// The keys one viability check has queued (each is explored once).
    seen: KeySet,
    /// The viability check's work list: (base node, offset and length of its private
    /// stack of states in `sim_states`).
    sim_items: Vec<(u32, u32, u32)>,
    sim_states: Vec<u32>,
    sim_level: Vec<u32>,
    sim_next: Vec<u32>,
    /// The links of nodes with many links, by [`link_key`] (node, pred), so that
    /// [`Glr::add_link`] finds a second derivation of a symbol without walking every
    /// link (nested dangling elses put a link per open `if` on one node). A node is
    /// indexed, all its links at once, the first time it is searched with
    /// [`INDEXED_LINKS`] links or more; its entry under `link_key(node, NONE)` says so.
    /// Entries of nodes of earlier positions are never looked up again (links are only
    /// added at the current position) and are dropped at the next shift.
    link_index: KeyMap,
    /// The stack node count from which [`Glr::collect_garbage`] runs when one version
    /// is left (twice the nodes it kept last time, so its work is linear overall).
    gc_at: usize,
    /// Its scratch: the new index of each node and link (`NONE`: unreachable).
    gc_nodes: Vec<u32>,
    gc_links: Vec<u32>,
}

/// Stack nodes below which the stack is not collected.
const GC_MIN_NODES: usize = 1 << 16;

/// The link count from which a node's links are looked up in [`Glr::link_index`].
const INDEXED_LINKS: u32 = 8;

type KeyMap = std::collections::HashMap<u64, u32, std::hash::BuildHasherDefault<KeyHasher>>;

#[inline]
fn link_key(node: u32, pred: u32) -> u64 {
    (u64::from(node) << 32) | u64::from(pred)
}

/// Work allowed to one viability check (configurations explored plus links followed)
/// before it gives up and keeps the reduction.
const VIABILITY_BUDGET: u32 = 512;

/// A set of `u64` keys with a multiplicative hash (the keys are node ids, symbols and
/// tokens, not attacker-chosen strings).
type KeySet = std::collections::HashSet<u64, std::hash::BuildHasherDefault<KeyHasher>>;

#[derive(Default)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // The table takes its bucket from the low bits, which a product leaves
        // depending on the low bits of the key alone: fold the high half in.
        self.0 ^ (self.0 >> 32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// The key of "nonterminal `sym` pushed on node `node`, lookahead `la`".
#[inline]
fn dead_key(node: u32, sym: u16, la: u16) -> u64 {
    (u64::from(node) << 32) | (u64::from(sym) << 16) | u64::from(la)
}

impl Glr<'_, '_> {
    /// The tree of the accepted derivation (empty when only recognizing). The stack's
    /// buffers go first when they are large: the tree is built from the forest alone.
    fn finish(&mut self, root: u32) -> Tree {
        if self.recognize_only {
            return Tree::default();
        }
        let gss = self.nodes.capacity() * std::mem::size_of::<GssNode>()
            + self.links.capacity() * std::mem::size_of::<Link>();
        if gss > RELEASE_BEFORE_TREE {
            self.nodes = Vec::new();
            self.links = Vec::new();
        }
        self.dead = KeySet::default();
        self.seen = KeySet::default();
        self.link_index = KeyMap::default();
        self.forest.to_tree(self.t, self.tokens, root)
    }

    fn run(&mut self) -> Result<Parsed, ParseError> {
        self.nodes.push(GssNode { state: 0, pos: 0, first_link: NONE, link_count: 0, depth: 0, flat_link: false });
        self.stack.push(Entry { state: 0, pos: 0, tree: NONE, gss: 0 });
        self.stats.max_versions = 1;
        let n = self.tokens.len() as u32;
        let mut det = true;
        loop {
            if det {
                match self.run_plain() {
                    Det::Accepted(tree) => {
                        let tree = self.finish(tree);
                        return Ok(Parsed { tree, stats: self.stats.clone() });
                    }
                    Det::Fork => {
                        self.enter_gss();
                        det = false;
                    }
                }
            }
            let la = if self.pos < n { self.tokens[self.pos as usize] } else { 0 };
            self.reduce_all(la);
            if self.pos == n {
                return self.accept();
            }
            self.shift(la)?;
            self.stats.gss_tokens += 1;
            self.pos += 1;
            if self.tops.len() == 1 {
                self.leave_gss();
                det = true;
            }
        }
    }

    /// The plain LR loop: runs while every cell has exactly one action.
    fn run_plain(&mut self) -> Det {
        let t = self.t;
        // Recognizing needs no forest: stack entries then carry no subtree.
        let build = !self.recognize_only;
        let n = self.tokens.len() as u32;
        let mut la = if self.pos < n { self.tokens[self.pos as usize] } else { 0 };
        loop {
            let Some(&top) = self.stack.last() else { return Det::Fork };
            let a = t.action(top.state, la);
            match a & ACTION_TAG {
                ACTION_SHIFT => {
                    self.stack.push(Entry {
                        state: a & ACTION_PAYLOAD,
                        pos: self.pos + 1,
                        tree: LEAF | self.pos,
                        gss: NONE,
                    });
                    self.pos += 1;
                    la = if self.pos < n { self.tokens[self.pos as usize] } else { 0 };
                }
                ACTION_REDUCE => {
                    let prod = a & ACTION_PAYLOAD;
                    let len = t.prod_len[prod as usize] as usize;
                    if len >= self.stack.len() {
                        return Det::Fork;
                    }
                    let base = self.stack.len() - len;
                    let below = self.stack[base - 1];
                    let Some(state) = t.goto(below.state, t.prod_lhs[prod as usize]) else {
                        return Det::Fork;
                    };
                    let tree = if build {
                        let kids = self.forest.kids.len() as u32;
                        if len == 1 {
                            self.forest.kids.push(top.tree);
                        } else {
                            self.forest.kids.extend(self.stack[base..].iter().map(|e| e.tree));
                        }
                        let kids = self.forest.wrap(t, prod, kids, len);
                        let tree = self.forest.nodes.len() as u32;
                        self.forest.nodes.push(FNode { prod, start: below.pos, end: self.pos, kids });
                        self.forest.empties += t.inserts(prod).len();
                        tree
                    } else {
                        NONE
                    };
                    let entry = Entry { state, pos: self.pos, tree, gss: NONE };
                    if len == 1 {
                        // Unit reductions (most of them): the entry is replaced in place.
                        self.stack[base] = entry;
                    } else {
                        self.stack.truncate(base);
                        self.stack.push(entry);
                    }
                }
                ACTION_ACCEPT if la == 0 && self.stack.len() == 2 && self.stack[0].gss == 0 => {
                    return Det::Accepted(self.stack[1].tree)
                }
                _ => return Det::Fork,
            }
        }
    }

    /// Hands the plain stack to the GSS: materializes the entries above the highest
    /// one already there and makes the top the only version.
    fn enter_gss(&mut self) {
        let mut k = self.stack.len() - 1;
        while self.stack[k].gss == NONE {
            k -= 1;
        }
        for j in k + 1..self.stack.len() {
            let e = self.stack[j];
            let l = self.links.len() as u32;
            self.links.push(Link { pred: self.stack[j - 1].gss, tree: e.tree, next: NONE });
            let u = self.nodes.len() as u32;
            let flat_link = self.stack[j - 1].pos == e.pos;
            self.nodes.push(GssNode {
                state: e.state,
                pos: e.pos,
                first_link: l,
                link_count: 1,
                depth: j as u32,
                flat_link,
            });
            self.stack[j].gss = u;
        }
        self.stamp = self.pos + 1;
        for j in (0..self.stack.len()).rev() {
            let e = self.stack[j];
            if e.pos != self.pos {
                break;
            }
            self.mark(e.state, e.gss);
        }
        self.tops.clear();
        self.tops.push(self.stack[self.stack.len() - 1].gss);
    }

    /// With a single version left, resumes the plain loop: walks down the version's
    /// unique links to an entry still on the plain stack (nothing below it having gained
    /// links) and puts the chain back on top of it; or, when the walk meets a node with
    /// several links first, starts a new plain stack on that node (the plain loop hands
    /// back to the GSS as soon as a reduction reaches below it).
    fn leave_gss(&mut self) {
        let mut chain = std::mem::take(&mut self.paths);
        chain.clear();
        let mut u = self.tops[0];
        loop {
            let node = self.nodes[u as usize];
            let d = node.depth as usize;
            if d < self.dirty && self.stack.get(d).is_some_and(|e| e.gss == u) {
                self.stack.truncate(d + 1);
                break;
            }
            if node.link_count != 1 {
                self.stack.clear();
                self.nodes[u as usize].depth = 0;
                self.stack.push(Entry { state: node.state, pos: node.pos, tree: NONE, gss: u });
                break;
            }
            chain.push(u);
            u = self.links[node.first_link as usize].pred;
        }
        for &u in chain.iter().rev() {
            let node = self.nodes[u as usize];
            self.nodes[u as usize].depth = self.stack.len() as u32;
            self.stack.push(Entry {
                state: node.state,
                pos: node.pos,
                tree: self.links[node.first_link as usize].tree,
                gss: u,
            });
        }
        self.dirty = usize::MAX;
        self.paths = chain;
        if self.nodes.len() >= self.gc_at {
            self.collect_garbage();
            self.gc_at = GC_MIN_NODES.max(2 * self.nodes.len());
        }
    }

    /// Drops the stack nodes and links no version can reach any more, keeping the order
    /// of those left (so every walk over them goes as before). Called with one version
    /// left, after its chain went back to the plain stack: on a long input that forks
    /// now and then, the nodes of every fork since the start would otherwise stay to the
    /// end of the parse (a fifth of a large C parse's memory). Node 0, the bottom, stays 0.
    fn collect_garbage(&mut self) {
        let mut keep = std::mem::take(&mut self.gc_nodes);
        let mut link_keep = std::mem::take(&mut self.gc_links);
        keep.clear();
        keep.resize(self.nodes.len(), NONE);
        link_keep.clear();
        link_keep.resize(self.links.len(), NONE);
        // Mark what the plain stack's entries and the tops reach, along links.
        let mut work = std::mem::take(&mut self.cursor);
        work.clear();
        let roots = self.stack.iter().map(|e| e.gss).chain(self.tops.iter().copied());
        for u in roots.filter(|&u| u != NONE) {
            if keep[u as usize] == NONE {
                keep[u as usize] = 0;
                work.push(u);
            }
        }
        while let Some(u) = work.pop() {
            let mut l = self.nodes[u as usize].first_link;
            while l != NONE {
                link_keep[l as usize] = 0;
                let pred = self.links[l as usize].pred;
                if keep[pred as usize] == NONE {
                    keep[pred as usize] = 0;
                    work.push(pred);
                }
                l = self.links[l as usize].next;
            }
        }
        self.cursor = work;
        // Compact both in order, then renumber every reference.
        let mut kept = 0u32;
        for u in 0..self.nodes.len() {
            if keep[u] != NONE {
                keep[u] = kept;
                self.nodes[kept as usize] = self.nodes[u];
                kept += 1;
            }
        }
        self.nodes.truncate(kept as usize);
        let mut kept = 0u32;
        for l in 0..self.links.len() {
            if link_keep[l] != NONE {
                link_keep[l] = kept;
                self.links[kept as usize] = self.links[l];
                kept += 1;
            }
        }
        self.links.truncate(kept as usize);
        let relink = |l: u32| if l == NONE { NONE } else { link_keep[l as usize] };
        for node in &mut self.nodes {
            node.first_link = relink(node.first_link);
        }
        for link in &mut self.links {
            link.pred = keep[link.pred as usize];
            link.next = relink(link.next);
        }
        for e in &mut self.stack {
            if e.gss != NONE {
                e.gss = keep[e.gss as usize];
            }
        }
        for u in &mut self.tops {
            *u = keep[*u as usize];
        }
        for slot in &mut self.state_node {
            if slot.0 == self.stamp {
                *slot = match keep[slot.1 as usize] {
                    NONE => (0, 0),
                    u => (self.stamp, u),
                };
            }
        }
        // Dead ends stay known on the nodes that stay.
        let dead = std::mem::take(&mut self.dead);
        self.dead = dead
            .into_iter()
            .filter_map(|key| match keep[(key >> 32) as usize] {
                NONE => None,
                u => Some(u64::from(u) << 32 | (key & 0xffff_ffff)),
            })
            .collect();
        self.seen.clear();
        self.link_index.clear();
        self.gc_nodes = keep;
        self.gc_links = link_keep;
    }

    /// The node in `state` at the current position, if any.
    #[inline]
    fn node_at(&self, state: u32) -> Option<u32> {
        match self.state_node.get(state as usize) {
            Some(&(stamp, u)) if stamp == self.stamp => Some(u),
            _ => None,
        }
    }

    #[inline]
    fn mark(&mut self, state: u32, node: u32) {
        if let Some(slot) = self.state_node.get_mut(state as usize) {
            *slot = (self.stamp, node);
        }
    }

    /// Runs every reduction possible at the current position with lookahead `la`.
    fn reduce_all(&mut self, la: u16) {
        self.done = 0;
        loop {
            if let Some((v, prod, via, owner)) = self.tasks.pop_front() {
                self.reduce(v, prod, via, owner);
                continue;
            }
            if self.done < self.tops.len() {
                let v = self.tops[self.done];
                self.done += 1;
                let acts = self.t.actions(self.nodes[v as usize].state, la);
                if acts.len() == 1 && acts[0] & ACTION_TAG == ACTION_REDUCE {
                    // Deterministic cell and nothing queued: reduce at once.
                    self.reduce(v, acts[0] & ACTION_PAYLOAD, NONE, NONE);
                    continue;
                }
                if acts.len() > 1 {
                    self.stats.forks += 1;
                }
                // Where this version shifts, the parse goes on past this token whatever
                // its reductions do, so a reduction that can reach no shift is only
                // work: skipped (see `reduction_viable`). The shift/reduce conflict of a
                // dangling `else` is such a cell: reducing the inner `if` finishes every
                // enclosing `if ... else`, up to where no `else` fits.
                let shifts = acts.iter().any(|&a| a & ACTION_TAG == ACTION_SHIFT);
                for &a in acts {
                    if a & ACTION_TAG == ACTION_REDUCE && (!shifts || self.reduction_viable(v, a & ACTION_PAYLOAD, la))
                    {
                        self.tasks.push_back((v, a & ACTION_PAYLOAD, NONE, NONE));
                    }
                }
                continue;
            }
            break;
        }
    }

    /// Whether reducing by `prod` from top `v` can lead to a shift (or accept) of `la`:
    /// the LR automaton run on private stacks above the GSS, every path below followed,
    /// as [`Glr::viable`] does for errors. `false` only when no sequence of reductions
    /// on any path of the current links reaches a shift, so every link and tree the
    /// reduction would make is dead: no version that shifts passes through it (a link
    /// later added to a node at this position is replayed as before). `true` when the
    /// budget runs out.
    ///
    /// The search is cut at "nonterminal A pushed on node q" once known dead for this
    /// lookahead, and on a `false` answer every such configuration it met on a node of
    /// an earlier position (whose links are final) is remembered as dead. In a chain of
    /// `else if`, the inner `if` reduced on `else` completes the enclosing `if`s one by
    /// one; each check stops at the enclosing level, which the previous `else` proved
    /// dead, so the chain costs constant work per `else` instead of its depth (plus,
    /// before, a path search over every link that the dead reductions piled up on one
    /// node: cubic time in all).
    fn reduction_viable(&mut self, v: u32, prod: u32, la: u16) -> bool {
        self.seen.clear();
        self.sim_items.clear();
        self.sim_states.clear();
        let mut budget = VIABILITY_BUDGET;
        let len = self.t.prod_len[prod as usize] as usize;
        let lhs = self.t.prod_lhs[prod as usize];
        let mut viable = if len == 0 {
            self.sim_push(v, lhs, la);
            false
        } else {
            self.sim_pop(v, len, lhs, la, &mut budget)
        };
        while !viable {
            let Some((base, at, n)) = self.sim_items.pop() else { break };
            if budget == 0 {
                viable = true;
                break;
            }
            budget -= 1;
            self.stats.gss_steps += 1;
            let (at, n) = (at as usize, n as usize);
            let top = self.sim_states[at + n - 1];
            for &a in self.t.actions(top, la) {
                let tag = a & ACTION_TAG;
                if tag == ACTION_SHIFT || tag == ACTION_ACCEPT {
                    viable = true;
                    break;
                }
                if tag != ACTION_REDUCE {
                    continue;
                }
                let p = (a & ACTION_PAYLOAD) as usize;
                let (plen, plhs) = (self.t.prod_len[p] as usize, self.t.prod_lhs[p]);
                if plen < n {
                    // Within the private stack: its prefix, then the goto.
                    let below = self.sim_states[at + n - 1 - plen];
                    if let Some(g) = self.t.goto(below, plhs) {
                        let start = self.sim_states.len();
                        self.sim_states.extend_from_within(at..at + n - plen);
                        self.sim_states.push(g);
                        self.sim_items.push((base, start as u32, (n - plen + 1) as u32));
                    }
                } else if plen == n {
                    self.sim_push(base, plhs, la);
                } else {
                    viable = self.sim_pop(base, plen - n, plhs, la, &mut budget);
                }
                if viable {
                    break;
                }
            }
        }
        if !viable {
            // Every configuration met is dead; those on nodes of earlier positions stay so.
            for &key in &self.seen {
                if self.nodes[(key >> 32) as usize].pos < self.pos {
                    self.dead.insert(key);
                }
            }
        }
        viable
    }

    /// Queues "`sym` pushed on each node `k` links below `v`" (see `sim_push`); true if
    /// the budget ran out (the answer is then "viable").
    fn sim_pop(&mut self, v: u32, k: usize, sym: u16, la: u16, budget: &mut u32) -> bool {
        let mut level = std::mem::take(&mut self.sim_level);
        let mut next = std::mem::take(&mut self.sim_next);
        level.clear();
        level.push(v);
        let mut out_of_budget = false;
        'levels: for _ in 0..k {
            next.clear();
            for &u in &level {
                let mut l = self.nodes[u as usize].first_link;
                while l != NONE {
                    if *budget == 0 {
                        out_of_budget = true;
                        break 'levels;
                    }
                    *budget -= 1;
                    self.stats.gss_steps += 1;
                    let p = self.links[l as usize].pred;
                    if !next.contains(&p) {
                        next.push(p);
                    }
                    l = self.links[l as usize].next;
                }
            }
            std::mem::swap(&mut level, &mut next);
        }
        if !out_of_budget {
            for &q in &level {
                self.sim_push(q, sym, la);
            }
        }
        self.sim_level = level;
        self.sim_next = next;
        out_of_budget
    }

    /// Queues the configuration "`sym` pushed on node `q`" unless it is known dead or
    /// already queued by this check.
    fn sim_push(&mut self, q: u32, sym: u16, la: u16) {
        let key = dead_key(q, sym, la);
        if self.dead.contains(&key) || !self.seen.insert(key) {
            return;
        }
        if let Some(g) = self.t.goto(self.nodes[q as usize].state, sym) {
            let start = self.sim_states.len() as u32;
            self.sim_states.push(g);
            self.sim_items.push((q, start, 1));
        }
    }

    /// Reduces by `prod` along every path of its length from `v` (through `via` if set).
    fn reduce(&mut self, v: u32, prod: u32, via: u32, owner: u32) {
        let len = self.t.prod_len[prod as usize] as usize;
        self.collect_paths(v, len, via, owner);
        let lhs = self.t.prod_lhs[prod as usize];
        let mut at = 0;
        while at < self.paths.len() {
            let pred = self.paths[at];
            let kids_at = self.forest.kids.len() as u32;
            let tree = if self.recognize_only {
                NONE
            } else {
                self.forest.kids.extend_from_slice(&self.paths[at + 1..at + 1 + len]);
                // Wrapper nodes go first, so a losing derivation pops only its own node
                // (the wrappers then stay, unreachable).
                let kids = self.forest.wrap(self.t, prod, kids_at, len);
                let tree = self.forest.nodes.len() as u32;
                self.forest.nodes.push(FNode { prod, start: self.nodes[pred as usize].pos, end: self.pos, kids });
                self.forest.empties += self.t.inserts(prod).len();
                tree
            };
            at += 1 + len;
            let Some(state) = self.t.goto(self.nodes[pred as usize].state, lhs) else {
                // Inconsistent tables; drop this path rather than panic.
                self.drop_tree(kids_at);
                continue;
            };
            self.add_link(state, pred, tree, kids_at);
        }
    }

    /// Drops the forest node just made (its kids written from `kids_at`), if one was.
    fn drop_tree(&mut self, kids_at: u32) {
        if !self.recognize_only {
            self.forest.nodes.pop();
            self.forest.kids.truncate(kids_at as usize);
        }
    }

    /// Pushes `tree` from `pred` to a top in `state` at the current position, merging
    /// with an existing top or link.
    fn add_link(&mut self, state: u32, pred: u32, tree: u32, kids_at: u32) {
        // One node per state per position: the node count is bounded by the table.
        let existing = self.node_at(state);
        let Some(u) = existing else {
            let l = self.links.len() as u32;
            self.links.push(Link { pred, tree, next: NONE });
            let u = self.nodes.len() as u32;
            let depth = self.nodes[pred as usize].depth + 1;
            let flat_link = self.nodes[pred as usize].pos == self.pos;
            self.nodes.push(GssNode { state, pos: self.pos, first_link: l, link_count: 1, depth, flat_link });
            self.tops.push(u);
            self.mark(state, u);
            return;
        };
        let same = self.link_to(u, pred);
        if same != NONE {
            // Two derivations of one symbol over one span: keep the preferred one,
            // overwriting the old node so every parent already built sees it.
            self.stats.ambiguities += 1;
            if self.recognize_only {
                return;
            }
            let old = self.links[same as usize].tree;
            if self.forest.compare(self.t, tree, old) == Ordering::Less && !self.forest.reaches(self.t, tree, old) {
                self.forest.nodes[old as usize] = self.forest.nodes[tree as usize];
                self.forest.nodes.pop();
                // The old node now has kids made after it, up to the new node's index.
                self.forest.merges.push((old, tree - 1));
            } else {
                self.drop_tree(kids_at);
            }
            return;
        }
        let indexed = self.link_index.contains_key(&link_key(u, NONE));
        let l = if self.nodes[u as usize].link_count as usize >= self.max_links {
            // Too many derivations end here: keep the most local ones (latest start), as
            // long-open hypotheses are the likely spurious ones; this bounds the work per
            // reduction (see `LINKS_PER_VERSION`).
            self.stats.cap_hit = true;
            let mut oldest = NONE;
            let mut l = self.nodes[u as usize].first_link;
            while l != NONE {
                let link = self.links[l as usize];
                if oldest == NONE
                    || self.nodes[link.pred as usize].pos < self.nodes[self.links[oldest as usize].pred as usize].pos
                {
                    oldest = l;
                }
                l = link.next;
            }
            if self.nodes[self.links[oldest as usize].pred as usize].pos >= self.nodes[pred as usize].pos {
                self.drop_tree(kids_at);
                return;
            }
            if indexed {
                self.link_index.remove(&link_key(u, self.links[oldest as usize].pred));
                self.link_index.insert(link_key(u, pred), oldest);
            }
            self.links[oldest as usize].pred = pred;
            self.links[oldest as usize].tree = tree;
            self.nodes[u as usize].flat_link |= self.nodes[pred as usize].pos == self.pos;
            oldest
        } else {
            let l = self.links.len() as u32;
            self.links.push(Link { pred, tree, next: self.nodes[u as usize].first_link });
            self.nodes[u as usize].first_link = l;
            self.nodes[u as usize].link_count += 1;
            self.nodes[u as usize].flat_link |= self.nodes[pred as usize].pos == self.pos;
            self.note_extra_link(u);
            if indexed {
                self.link_index.insert(link_key(u, pred), l);
            }
            l
        };
        // Nodes already processed may have reductions whose paths use the new link: `u`
        // itself, and tops that reach `u` through links within this position.
        let la = if (self.pos as usize) < self.tokens.len() { self.tokens[self.pos as usize] } else { 0 };
        for k in 0..self.done {
            let w = self.tops[k];
            if w != u && !self.nodes[w as usize].flat_link {
                continue;
            }
            for &a in self.t.actions(self.nodes[w as usize].state, la) {
                if a & ACTION_TAG == ACTION_REDUCE && self.t.prod_len[(a & ACTION_PAYLOAD) as usize] > 0 {
                    self.tasks.push_back((w, a & ACTION_PAYLOAD, l, u));
                }
            }
        }
    }

    /// The link of node `u` (at the current position) to `pred`, or `NONE`: a walk over
    /// its links, or with many links a lookup in `link_index` (indexing them first).
    fn link_to(&mut self, u: u32, pred: u32) -> u32 {
        let node = self.nodes[u as usize];
        if node.link_count >= INDEXED_LINKS {
            if self.link_index.insert(link_key(u, NONE), NONE).is_none() {
                let mut l = node.first_link;
                while l != NONE {
                    let link = self.links[l as usize];
                    self.link_index.insert(link_key(u, link.pred), l);
                    l = link.next;
                }
            }
            return self.link_index.get(&link_key(u, pred)).copied().unwrap_or(NONE);
        }
        let mut l = node.first_link;
        while l != NONE {
            let link = self.links[l as usize];
            if link.pred == pred {
                return l;
            }
            l = link.next;
        }
        NONE
    }

    /// Records that node `u` has several links, if it mirrors a plain stack entry.
    fn note_extra_link(&mut self, u: u32) {
        let d = self.nodes[u as usize].depth as usize;
        if self.stack.get(d).is_some_and(|e| e.gss == u) {
            self.dirty = self.dirty.min(d);
        }
    }

    /// Fills `paths` with every path of `len` links down from `v` (that uses `via`, if
    /// set; `owner` is the node holding `via`, where no other link is followed), as
    /// `[pred, child_1 .. child_len]` records, children in rule order.
    fn collect_paths(&mut self, v: u32, len: usize, via: u32, owner: u32) {
        self.paths.clear();
        if len == 0 {
            if via == NONE {
                self.paths.push(v);
            }
            return;
        }
        self.cursor.clear();
        self.cursor.resize(len, NONE);
        let first = |g: &Self, n: u32| if n == owner { via } else { g.nodes[n as usize].first_link };
        self.cursor[0] = first(self, v);
        let mut d = 0;
        let mut steps = 0u64;
        loop {
            let l = self.cursor[d];
            if l == NONE {
                if d == 0 {
                    break;
                }
                d -= 1;
                let l = self.cursor[d];
                self.cursor[d] = if l == via { NONE } else { self.links[l as usize].next };
                continue;
            }
            let link = self.links[l as usize];
            steps += 1;
            if via != NONE
                && l != via
                && self.nodes[link.pred as usize].pos != self.pos
                && !self.cursor[..d].contains(&via)
            {
                // `owner` is at the current position: a path that leaves it before
                // passing `owner` never uses `via`.
                self.cursor[d] = link.next;
                continue;
            }
            if d + 1 == len {
                if via == NONE || self.cursor.contains(&via) {
                    self.paths.push(link.pred);
                    for k in (0..len).rev() {
                        self.paths.push(self.links[self.cursor[k] as usize].tree);
                    }
                }
                self.cursor[d] = if l == via { NONE } else { link.next };
                continue;
            }
            d += 1;
            self.cursor[d] = first(self, link.pred);
        }
        self.stats.gss_steps += steps;
    }

    /// Shifts token `la` from every top that can; fails if none can.
    fn shift(&mut self, la: u16) -> Result<(), ParseError> {
        self.next_tops.clear();
        let leaf = LEAF | self.pos;
        for i in 0..self.tops.len() {
            let v = self.tops[i];
            for &a in self.t.actions(self.nodes[v as usize].state, la) {
                if a & ACTION_TAG != ACTION_SHIFT {
                    continue;
                }
                let state = a & ACTION_PAYLOAD;
                // Few shift targets per position: a linear scan is cheapest.
                let existing = self.next_tops.iter().copied().find(|&u| self.nodes[u as usize].state == state);
                let l = self.links.len() as u32;
                match existing {
                    Some(u) => {
                        self.links.push(Link { pred: v, tree: leaf, next: self.nodes[u as usize].first_link });
                        self.nodes[u as usize].first_link = l;
                        self.nodes[u as usize].link_count += 1;
                        self.note_extra_link(u);
                    }
                    None => {
                        if self.next_tops.len() >= self.max_versions {
                            self.stats.cap_hit = true;
                            continue;
                        }
                        self.links.push(Link { pred: v, tree: leaf, next: NONE });
                        let u = self.nodes.len() as u32;
                        let depth = self.nodes[v as usize].depth + 1;
                        self.nodes.push(GssNode {
                            state,
                            pos: self.pos + 1,
                            first_link: l,
                            link_count: 1,
                            depth,
                            flat_link: false,
                        });
                        self.next_tops.push(u);
                    }
                }
            }
        }
        if self.next_tops.is_empty() {
            return Err(self.error(la));
        }
        self.stats.max_versions = self.stats.max_versions.max(self.next_tops.len() as u32);
        std::mem::swap(&mut self.tops, &mut self.next_tops);
        if !self.link_index.is_empty() {
            self.link_index.clear();
        }
        self.stamp += 1;
        for &u in &self.tops {
            let state = self.nodes[u as usize].state;
            self.state_node[state as usize] = (self.stamp, u);
        }
        Ok(())
    }

    /// At EOF: the top in the accepting state holds the start symbol's tree.
    fn accept(&mut self) -> Result<Parsed, ParseError> {
        let mut root = None;
        'tops: for &v in &self.tops {
            let node = self.nodes[v as usize];
            if !self.t.actions(node.state, 0).contains(&ACTION_ACCEPT) {
                continue;
            }
            let mut l = node.first_link;
            while l != NONE {
                let link = self.links[l as usize];
                if link.pred == 0 {
                    root = Some(link.tree);
                    break 'tops;
                }
                l = link.next;
            }
        }
        match root {
            Some(root) => {
                let tree = self.finish(root);
                Ok(Parsed { tree, stats: self.stats.clone() })
            }
            None => Err(self.error(0)),
        }
    }

    /// The error at the current position: the expected tokens are those with which
    /// some top could, after its reductions, shift (or accept), which removes the
    /// spurious lookaheads LALR merging puts in reduce entries.
    fn error(&self, found: u16) -> ParseError {
        let mut expected: Vec<u16> = Vec::new();
        for &v in &self.tops {
            for c in self.t.expected(self.nodes[v as usize].state) {
                if !expected.contains(&c) && self.viable(v, c) {
                    expected.push(c);
                }
            }
        }
        expected.sort_unstable();
        ParseError { token_index: self.pos, found, expected, cap_hit: self.stats.cap_hit }
    }

    /// Whether stack node `v` can reach a shift or accept on lookahead `c`: simulates
    /// the reductions on small private stacks above GSS nodes (error path only).
    fn viable(&self, v: u32, c: u16) -> bool {
        let mut work: Vec<(u32, Vec<u32>)> = vec![(v, Vec::new())];
        let mut budget = 10_000;
        while let Some((base, stack)) = work.pop() {
            budget -= 1;
            if budget == 0 {
                return true;
            }
            let top = stack.last().copied().unwrap_or(self.nodes[base as usize].state);
            for &a in self.t.actions(top, c) {
                let tag = a & ACTION_TAG;
                if tag == ACTION_SHIFT || tag == ACTION_ACCEPT {
                    return true;
                }
                if tag != ACTION_REDUCE {
                    continue;
                }
                let prod = (a & ACTION_PAYLOAD) as usize;
                let len = self.t.prod_len[prod] as usize;
                let lhs = self.t.prod_lhs[prod];
                if len <= stack.len() {
                    let mut s = stack[..stack.len() - len].to_vec();
                    let below = s.last().copied().unwrap_or(self.nodes[base as usize].state);
                    if let Some(g) = self.t.goto(below, lhs) {
                        s.push(g);
                        work.push((base, s));
                    }
                } else {
                    for pred in self.preds_at(base, len - stack.len()) {
                        if let Some(g) = self.t.goto(self.nodes[pred as usize].state, lhs) {
                            work.push((pred, vec![g]));
                        }
                    }
                }
            }
        }
        false
    }

    /// The distinct nodes `k` links below `v`.
    fn preds_at(&self, v: u32, k: usize) -> Vec<u32> {
        let mut level = vec![v];
        for _ in 0..k {
            let mut next = Vec::new();
            for &u in &level {
                let mut l = self.nodes[u as usize].first_link;
                while l != NONE {
                    let p = self.links[l as usize].pred;
                    if !next.contains(&p) {
                        next.push(p);
                    }
                    l = self.links[l as usize].next;
                }
            }
            level = next;
        }
        level
    }
}
